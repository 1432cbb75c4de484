"""BoardExplainer: the board on screen as a frequency table, and how one result was scored."""

from __future__ import annotations

import contextlib
from typing import Any

import ipywidgets as w
import numpy as np
import pandas as pd
import traitlets

from bridgekit.columns import bare, cell_text
from bridgekit.contract import shown_contract
from bridgekit.errors import BridgekitError
from bridgekit.i18n import _, fixed, language, percent, signed, speaking
from bridgekit.pairs.event import explain_event_board
from bridgekit.pairs.published import rank_published
from bridgekit.pairs.ranking import PairExplanation, board_frequencies
from bridgekit.pairs.scoring import BoardExplanation, Pairs
from bridgekit.pairs.traveller import detect_movement
from bridgekit.settings import Settings
from bridgekit.show.html import escape
from bridgekit.show.score_cards import seat_words
from bridgekit.show.widgets import error_html, grid_html
from bridgekit.widgets._common import OneUpdate, Speaks, keep_value, link_inputs, pair_choice, pair_number


def _score_text(value: object) -> str:
    """A row's N-S score as players write it (+620, -50; in the language spoken), a ruling
    as typed, blank if none.

    >>> _score_text(620.0), _score_text(-50), _score_text(float("nan")), _score_text("A60/40")
    ('+620', '-50', '', 'A60/40')
    """
    if isinstance(value, int | float) and not isinstance(value, bool):
        return signed(value) if value == value else ""
    return "" if value is None else str(value)


def labelled_options(pairs: list[tuple[str, Any]]) -> list:
    """Options for a dropdown: (label, value) pairs, or the values alone where every label
    is its value (English: the options stay as they always were)."""
    if all(label == value for label, value in pairs):
        return [value for _label, value in pairs]
    return pairs


class BoardExplainer(Speaks, w.VBox):
    """The scores of one board best first, with the tables that had each and what each
    earned; pick a result to read how its matchpoints were made, or a pair to read how its
    percentage over the event was made.

    :meth:`show` gives it the board (its rows, and the event scored); ``result`` (the
    position of the result explained, or None) and ``pair`` (``"NS 3"``, ``"Pair 2"``, or
    None) are traits, linked to their dropdowns. ``answer`` holds the core's frequency
    table (:func:`bridgekit.board_frequencies`); ``result_lines`` and ``pair_text`` the
    core's explanations of the result and the pair picked; ``lang`` is the language it
    speaks (the core's explanations, the table's headers and numbers, its labels).

    Parameters
    ----------
    lang : str, optional
        The language of the view (``"nl"``, ``"fr"``); default: the one being spoken.

    Examples
    --------
    >>> from bridgekit import load_sample_event, score_event
    >>> event = load_sample_event()
    >>> ex = BoardExplainer()
    >>> ex.show(event[event.board == 1], score_event(event), board=1)
    >>> float(ex.answer.ns_score.iloc[0]), len(ex.result_input.options), len(ex.pair_input.options) > 10
    (130.0, 6, True)
    >>> ex.result = 1
    >>> ex.result_lines[0].startswith("NS 7 v EW 6: +110: beats 3")
    True
    """

    board = traitlets.Int(0).tag(sync=True)
    #: how the event is scored: the board is explained by the same settings
    settings = traitlets.Instance(Settings, args=())
    result = traitlets.Int(None, allow_none=True).tag(sync=True)
    pair = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    #: the board's frequency table, from the core (None before a board is scored)
    answer = traitlets.Instance(pd.DataFrame, allow_none=True)

    def __init__(self, *, lang: str | None = None) -> None:
        self._once = OneUpdate(self._explain)
        self.frequencies = w.HTML().add_class("bk-frequencies")
        self.result_input = w.Dropdown(options=[], layout=w.Layout(width="420px"))
        self.result_input.add_class("bk-explain-result")
        self.explanation = w.HTML().add_class("bk-explanation")
        self.pair_input = w.Dropdown(options=[], layout=w.Layout(width="260px")).add_class("bk-explain-pair")
        self.pair_html = w.HTML().add_class("bk-pair-explanation")
        self.board_rows = pd.DataFrame()
        self.scored = pd.DataFrame()
        #: the result dropdown's labels kept by the values of a row, in a language
        self._row_labels: tuple[str, dict[tuple, str]] = ("", {})
        #: the pair dropdown's options, and the language and pairs they were made for
        self._pair_list: tuple[tuple, list] = ((), [])
        #: the core's lines for the result picked, and its account of the pair picked
        self.result_lines: list[str] = []
        self.pair_text = ""
        #: the board explained (its numbers, worded in the language spoken), or why it cannot be
        self._explained: dict[str | None, BoardExplanation | BridgekitError] = {}
        #: each row's section, where the board's sections were scored apart (else None)
        self.sections: list[str] | None = None
        self._shown = False  # no board given yet: nothing is said
        self.heading = w.HTML()
        super().__init__([self.heading, self.frequencies,
                          self.result_input, self.explanation, self.pair_input, self.pair_html])
        self.add_class("bk-explainer")
        link_inputs(self, ("result", "pair"))
        self.observe(self._forget, names=["board", "settings"])
        self.observe(self._once.changed, names=["result", "pair", "board", "settings"])
        self.begin_speaking(lang)

    def relabel(self) -> None:
        """The heading, the dropdowns' labels and their options, in the language being
        spoken (what was picked stays)."""
        self.heading.value = "<b>{}</b>".format(escape(_("This board, best for N-S first")))
        # TRANSLATORS: the label of a list of results: "How was" [NS 1 v EW 5: 4S N = +620]
        # (scored?)
        self.result_input.description = _("How was")
        self.pair_input.description = _("Pair")
        with self._once.quiet(), self.hold_sync():  # the choices come back: no update here
            keep_value(self.result_input, self._result_options())
            keep_value(self.pair_input, self._pair_options(
                [v[1] if isinstance(v, tuple) else v for v in self.pair_input.options]))

    def rerender(self) -> None:
        """The frequency table and the explanations again, in the language spoken (nothing
        before a board is shown)."""
        if self._shown:
            self._explain()

    def _forget(self, _change: object = None) -> None:
        """Another board (or its rows, or how it is scored): explained again when asked."""
        self._explained = {}

    def _result_options(self) -> list[tuple[str, int]]:
        """Each row of the board: its pairs, contract, declarer, result and score. A row's
        label is made once for the values it holds (in the language spoken) and kept while a
        row holds them: a keystroke words only the row it changed."""
        rows = self.board_rows
        columns = [rows[c].tolist() if c in rows.columns else [None] * len(rows)
                   for c in ("ns", "ew", "contract", "declarer", "result", "ns_score")]
        lang, kept = self._row_labels
        if lang != language():
            kept = {}
        labels: dict[tuple, str] = {}
        options = []
        for i, values in enumerate(zip(*columns, strict=True)):
            key = tuple((type(v), v) for v in values)  # 10 and 10.0 are worded apart
            try:
                label = labels.get(key) or kept.get(key) or self._row_label(*values)
                labels[key] = label
            except TypeError:  # a cell no dict can hold (a list): its row worded each time
                label = self._row_label(*values)
            options.append((label, i))
        self._row_labels = (language(), labels)  # the labels of the rows shown, no others
        return options

    @staticmethod
    def _row_label(ns: object, ew: object, contract: object, declarer: object, result: object,
                   ns_score: object) -> str:
        """A row of the result dropdown: ``NS 1 v EW 5: 4S N = +620``."""
        what = (f"{shown_contract(contract)} {seat_words(declarer or '')} {result or ''} "
                f"{_score_text(ns_score)}")
        # TRANSLATORS: a result in a list: its pairs, then the result
        return _("{label}: {result}").format(label=Pairs(str(ns), str(ew)).words(),
                                             result=what).strip()

    @staticmethod
    def _pair_options(pairs: list[str]) -> list:
        return labelled_options(list(map(pair_choice, pairs)))

    def show(self, board_rows: pd.DataFrame, scored: pd.DataFrame, *, board: int,
             settings: Settings | None = None, sections: list[str] | None = None) -> None:
        """``board_rows``: the traveller of the board shown; ``scored``: the event scored;
        ``settings``: how it was scored (default: bridgekit's own); ``sections``: each row's
        section where the sections were scored apart (each explained within its own, as
        ``bridgekit score --explain`` does)."""
        self.board_rows, self.scored, self.sections = board_rows, scored, sections
        self._forget()
        self._shown = True
        with self._once.batch(), self.hold_sync(), speaking(self.lang):
            self.board, self.settings = board, settings or Settings()
            try:  # its columns without the event's attrs (pandas copies them into each)
                self.answer = self._frequencies(bare(scored), board)
            except BridgekitError:
                self.answer = None
            self._choices(*(([], []) if self.answer is None else
                            (self._result_options(), self._pair_choices(scored))))
            self._once.dirty = True  # the rows may differ under the same choices

    def _frequencies(self, scored: pd.DataFrame, board: int) -> pd.DataFrame:
        """The board's frequency table; where the sections were scored apart, each section's
        own, under its name (a section with no scored result of the board has none)."""
        if self.sections is None:
            return board_frequencies(scored, board)
        section, parts = scored["section"].map(cell_text), []
        for name in dict.fromkeys(self.sections):
            with contextlib.suppress(BridgekitError):
                parts.append(board_frequencies(scored[section == name], board)
                             .assign(section=name))
        if not parts:
            return board_frequencies(scored.iloc[:0], board)  # says there is none
        table = pd.concat(parts, ignore_index=True)
        return table[["section", *table.columns[:-1]]]

    def _choices(self, results: list, pairs: list) -> None:
        """New options for the two dropdowns, keeping what was picked where it still is
        (unchanged options send nothing)."""
        for name, options in (("result", results), ("pair", pairs)):
            box = getattr(self, f"{name}_input")
            if list(box.options) != options:
                keep = getattr(self, name)
                box.options = options
                values = [v[1] if isinstance(v, tuple) else v for v in options]
                setattr(self, name, keep if keep in values else None)

    @staticmethod
    def _pairs(scored: pd.DataFrame) -> frozenset[str]:
        """The pairs with a scored result: ``NS 1``, ``EW 3``, a Howell's ``Pair 2`` (by the
        movement each row was scored by: its section's own where they differ)."""
        columns = bare(scored)  # pandas copies a frame's attrs into each column taken
        good = columns["ns_mp"].notna().to_numpy()
        # the movement the event was scored by (found once, as it was scored)
        howell = np.full(int(good.sum()), (scored.attrs.get("movement")
                                           or detect_movement(scored[good])) == "howell")
        if "movement" in columns:
            howell = columns["movement"].to_numpy(object)[good] == "howell"
        labels = set()
        for side in ("ns", "ew"):
            for pair, alone in zip(columns[side][good].astype(str).str.strip(), howell,
                                   strict=True):
                if pair:
                    labels.add(f"Pair {pair}" if alone else f"{side.upper()} {pair}")
        return frozenset(labels)

    def _pair_choices(self, scored: pd.DataFrame) -> list:
        """The pair dropdown's options: each pair of the event with a scored result (E-W
        before N-S, by number); made again only when the pairs (or the language) change."""
        key = (language(), self._pairs(scored))
        if self._pair_list[0] != key:
            labelled = key[1]
            self._pair_list = (key, self._pair_options(
                sorted(labelled, key=lambda t: (t.split()[0], pair_number(t), t))))
        return self._pair_list[1]

    def _explain(self) -> None:
        """The frequency table, and the core's explanations of what is picked (in the
        language the view speaks)."""
        with speaking(self.lang):
            if self.answer is None:
                self.frequencies.value = "<i>{}</i>".format(
                    escape(_("no scored result on this board yet")))
            else:
                self.frequencies.value = grid_html(self.answer, css="bk-frequency-table",
                                                   digits=1)
            self._explain_result()
            self._explain_pair()

    def _explain_result(self) -> None:
        self.result_lines = []
        i = self.result
        if i is None or self.answer is None:
            self.explanation.value = ""
            return
        rows, key = self.board_rows, None
        if self.sections is not None:  # the row's section, explained alone
            key = self.sections[i]
            mine = [at for at, name in enumerate(self.sections) if name == key]
            rows, i = rows.iloc[mine], mine.index(i)
        explained = self._explained.get(key)
        if explained is None:  # the board explained once: a language switch words it
            try:
                explained = explain_event_board(rows, self.board, self._board_settings(key))
            except BridgekitError as exc:
                explained = exc
            self._explained[key] = explained
        if isinstance(explained, BridgekitError):
            self.explanation.value = error_html(explained)
            return
        heading, lines = explained.words(self.lang)
        self.result_lines = [text for text, line in zip(lines, explained.rows, strict=True)
                             if line.at == i]
        self.explanation.value = (f"<p>{escape(heading)}</p>"
                                  + "".join(f"<p><b>{escape(t)}</b></p>" for t in self.result_lines))

    def _board_settings(self, section: str | None) -> Settings:
        """How the board is explained: the event's settings, with the N its results are
        factored to found from the event (of the row's section where the sections were
        scored apart), as the board alone is explained: the most results any board has
        (``normal="max"``), or the board's own rows, those in error too (no N stated)."""
        if self.settings.imps or isinstance(self.settings.normal, int):
            return self.settings
        scored = bare(self.scored)
        if section is not None:
            scored = scored[scored["section"].map(cell_text).to_numpy(object) == section]
        sizes = scored.groupby(pd.to_numeric(scored["board"], errors="coerce")).size()
        if self.settings.normal is None:
            sizes = sizes[sizes.index == self.board]
        return self.settings.replace(normal=int(sizes.max()) if len(sizes) else None)

    #: the pair picked, the event it was worked out from and its numbers (or why none)
    _pair_held: tuple[str, pd.DataFrame, PairExplanation | BridgekitError,
                      pd.Series | None] | None = None

    def _explain_pair(self) -> None:
        self.pair_text = ""
        name = self.pair
        if not name or self.answer is None:
            self.pair_html.value = ""
            return
        held = self._pair_held
        if held is None or held[0] != name or held[1] is not self.scored:  # not for a language
            side, number = name.split(" ", 1)
            try:
                found: PairExplanation | BridgekitError = PairExplanation.of(
                    self.scored, number, direction=None if side == "Pair" else side)
            except BridgekitError as exc:
                found = exc
            ranked = None if isinstance(found, BridgekitError) else self._ranked(found)
            held = self._pair_held = (name, self.scored, found, ranked)
        if isinstance(held[2], BridgekitError):
            self.pair_html.value = error_html(held[2])
            return
        self.pair_text = held[2].explain(lang=self.lang)
        if held[3] is not None:  # the ranking's total, a program's: said as the score card says it
            self.pair_text += "\n" + self._ranked_words(held[2], held[3])
        self.pair_html.value = f"<pre style='font-size:13px'>{escape(self.pair_text)}</pre>"

    def _ranked(self, found: PairExplanation) -> pd.Series | None:
        """The pair's line of the event's ranking where its total is not the sum of its boards
        (a program that factors or scales a pair's total: Compscore, ACBLscore), else None."""
        settings = self.scored.attrs.get("settings")
        if not isinstance(settings, Settings) or settings.imps or (
                settings.totals_normal is None and settings.totals_scaling == "none"):
            return None
        ranks = rank_published(self.scored)
        mine = ranks[(ranks["pair"].astype(str) == found.pair)
                     & (ranks["direction"].astype(str) == (found.direction or ""))]
        if len(mine) != 1 or round(float(mine["total"].iloc[0]), 2) == round(found.total, 2):
            return None
        return mine.iloc[0]

    def _ranked_words(self, found: PairExplanation, me: pd.Series) -> str:
        half = self.settings.printed
        with speaking(self.lang):
            return (_("Total {total} of a possible {top}: {pct}").format(
                total=fixed(me["total"], 2, rounding=half), top=fixed(me["max"], 1),
                pct=percent(me["pct"], 2, rounding=half)) + " " + _(
                "(the boards above add up to {running}; the total is as the scoring program "
                "factors and scales it)").format(running=fixed(found.total, 2, rounding=half)))
