"""ClubVersusFieldView: a pair's club percentage beside its overall one, and why they differ.

Open a file of several sections (or the clubs of a simultaneous pairs), or the built-in
seeded sim; pick a section (club) and a pair. The view shows the pair's two percentages, the
boards that moved it (biggest first, in the core's sentences) and, for the board picked,
its two frequency tables side by side: the club's and the field's.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any, cast

import ipywidgets as w
import numpy as np
import pandas as pd
import traitlets

from bridgekit.board import board_vulnerability
from bridgekit.columns import pair_text
from bridgekit.errors import TravellerError
from bridgekit.i18n import N_, _, ngettext, percent, speaking
from bridgekit.io import FORMATS, read_event
from bridgekit.pairs.published import file_scoring, settings_of_file
from bridgekit.pairs.ranking import board_frequencies
from bridgekit.pairs.sections import (
    FACTORINGS,
    ClubVersusField,
    explain_club_v_field,
    method_factoring,
    rank_sections,
    score_sections,
)
from bridgekit.score import duplicate_score
from bridgekit.settings import Settings
from bridgekit.show.html import escape
from bridgekit.show.widgets import error_html, grid_html, problem_html, style_html, upload_button
from bridgekit.widgets._common import Speaks, keep_value, link_inputs, pair_choice, pair_number, shows_errors
from bridgekit.widgets.traveller import named_bytes

__all__ = ["ClubVersusFieldView", "small_sim"]

# what a board's tables might bid and make: (contract, tricks, declaring side)
_PLAYS = [("4S", 10, "NS"), ("4S", 11, "NS"), ("3NT", 9, "NS"), ("2S", 9, "NS"),
          ("4S", 9, "NS"), ("5D", 11, "EW"), ("5DX", 9, "EW"), ("6S", 12, "NS")]

#: Each factoring as the dropdown names it (marked for the catalogue: shown through ``_()``).
FACTORING_LABELS = {
    # TRANSLATORS: the Club v field tab's factorings, short (the dropdown's options)
    "neuberg": N_("Neuberg's formula"),
    "ratio": N_("the plain ratio"),
    "top": N_("factored to the correct top"),
    "none": N_("no factoring: each section on its own top 2(n − 1)"),
    "old-style": N_("old-style factoring"),
}


#: A file's scoring other than matchpoints, as its message names it (the Traveller tab's words).
SCORING_WORDS = {"cross-imps": N_("cross-IMPs"), "butler": N_("Butler IMPs")}


def small_sim(clubs: int = 5, boards: int = 12, seed: int = 29) -> pd.DataFrame:
    """A small seeded simultaneous pairs: each club a Mitchell of 3 to 7 tables on the same
    boards, each board's results drawn from a spread the whole field shares, each club
    leaning its own way (so a club's scores and the field's differ as a real sim's do).

    >>> sim = small_sim()
    >>> sim["section"].nunique(), sim["board"].nunique(), len(sim) == len(small_sim())
    (5, 12, True)
    """
    rng = np.random.default_rng(seed)
    tables = rng.integers(3, 8, clubs)
    club = np.repeat(np.arange(clubs), tables * boards)
    board = np.concatenate([np.repeat(np.arange(1, boards + 1), t) for t in tables])
    ns = np.concatenate([np.tile(np.arange(1, t + 1), boards) for t in tables])
    ew = np.concatenate([np.tile(np.roll(np.arange(1, t + 1), 1), boards) for t in tables])
    scores = np.array([[(1 if side == "NS" else -1) * duplicate_score(
        contract, tricks=tricks, vulnerable=board_vulnerability(b).name in ("BOTH", side))
        for contract, tricks, side in _PLAYS] for b in range(1, boards + 1)], dtype=float)
    weights = (0.6 * rng.dirichlet(np.ones(len(_PLAYS)), boards)[board - 1]
               + 0.4 * rng.dirichlet(np.full(len(_PLAYS), 0.5), clubs)[club])
    play = (rng.random(len(board))[:, None] > weights.cumsum(axis=1)).sum(axis=1)
    return pd.DataFrame({"section": [f"Club {c + 1}" for c in club], "board": board,
                         "ns": ns, "ew": ew,
                         "ns_score": scores[board - 1, play.clip(0, len(_PLAYS) - 1)]})


def _file_factoring(settings: Settings) -> str:
    """How a file's settings factor a section's boards at the club: as the file scores them
    (plain matchpoints, or each section on its own top where the sections were scored apart:
    ``"none"``; old-style; else Neuberg to the largest section)."""
    return "none" if settings.sections == "apart" else method_factoring(settings.method)


def _pair_options(club: pd.DataFrame, section: str) -> list[str]:
    """The pairs of a section as the view keeps them: ``NS 1``, ``EW 3`` (a Howell:
    ``Pair 2``), as the section's ranking has them (each section its own movement)."""
    ranks = rank_sections(club[club["section"].to_numpy(object) == section])
    labels = {f"{d or 'Pair'} {p}" for d, p in zip(ranks["direction"], ranks["pair"],
                                                   strict=True)}
    return sorted(labels, key=lambda t: (t.split()[0] != "NS", t.split()[0], pair_number(t), t))


class ClubVersusFieldView(Speaks, w.VBox):
    """A pair's club and overall percentages, the boards that moved it, and each board's
    club and field frequency tables side by side.

    :meth:`load` gives it an event with a ``section`` column (a file read by
    :func:`bridgekit.io.read_event`, or :func:`small_sim`); :meth:`load_sample` the seeded
    sim. Inputs are traits linked to their controls: ``section`` (the club), ``pair``
    (``"NS 1"``, ``"EW 3"``, ``"Pair 2"``), ``factoring`` (how the club's boards are brought
    to one top: :data:`bridgekit.pairs.FACTORINGS`) and ``board`` (whose frequency tables
    are shown; the biggest mover when a pair is picked). ``answer`` holds the core's
    :class:`bridgekit.pairs.ClubVersusField`; ``lang`` is the language it speaks (setting it
    says the view again in place: the club, pair, factoring and board chosen stay).

    Examples
    --------
    >>> view = ClubVersusFieldView()
    >>> view.load_sample()
    >>> view.section, view.pair
    ('Club 1', 'NS 1')
    >>> bool(abs(view.answer.boards["points"].sum() - view.answer.difference) < 1e-9)
    True
    >>> view.board == int(view.answer.lines[0].split(":")[0].split()[1])
    True
    """

    section = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    pair = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    factoring = traitlets.Enum(list(FACTORINGS), "neuberg").tag(sync=True)
    board = traitlets.Int(None, allow_none=True).tag(sync=True)
    #: the core's explanation of the pair picked (None before one is picked)
    answer = traitlets.Instance(ClubVersusField, allow_none=True)

    def __init__(self, *, sample: bool = False, lang: str | None = None) -> None:
        """``sample``: open on the seeded sim (:meth:`load_sample`); ``lang``: the language
        of the view (``"nl"``, ``"fr"``; default: the one being spoken)."""
        self.event = pd.DataFrame()
        #: how the event opened says it was scored (:func:`bridgekit.pairs.file_scoring`):
        #: the view compares matchpoints whatever it is, and says so when it is not
        self.file_scoring = "matchpoints"
        self.club = pd.DataFrame()
        self.field = pd.DataFrame()
        #: while the options are relabelled, a pair or section coming back is no new choice
        self._quiet = False
        self._build()
        super().__init__([self.upload_row, self.message, self.pickers, self.summary,
                          self.lines_html, self.board_input, self.tables])
        self.add_class("bk-club-v-field")
        link_inputs(self, ("section", "pair", "factoring", "board"))
        self.observe(self._on_section, names=["section"])
        self.observe(self._on_factoring, names=["factoring"])
        self.observe(self._on_pair, names=["pair"])
        self.observe(lambda _change: self._show_tables(), names=["board"])
        self.upload.observe(self._uploaded, names=["value"])
        self.sample_button.on_click(lambda _: self.load_sample())
        if sample:
            self.load_sample()
        self.begin_speaking(lang)  # the labels, and the pair explained again, in its language

    def relabel(self) -> None:
        """The buttons, boxes, tooltips and the factorings' and pairs' names, in the language
        being spoken (what was chosen stays)."""
        self.upload.description = _("Open a file")
        self.upload.tooltip = _("PBN, USEBIO, CSV or an ACBL game page, with sections")
        # TRANSLATORS: a button opening a small simultaneous pairs that bridgekit makes up
        self.sample_button.description = _("Seeded sim")
        self.sample_button.tooltip = _("a small simultaneous pairs made by a seeded generator")
        # TRANSLATORS: the club (section) of a simultaneous pairs whose pair is explained
        self.section_input.description = _("Club")
        self.pair_input.description = _("Pair")
        self.factoring_input.description = _("Factoring")
        self.board_input.description = _("Board")
        with self._quieted():
            keep_value(self.factoring_input, [(_(FACTORING_LABELS[key]), key)
                                              for key in FACTORINGS])
            keep_value(self.pair_input, [pair_choice(p) for p in self._pairs()])

    def rerender(self) -> None:
        """The message line, the pair's explanation and the board's tables again, in the
        language spoken (the board shown stays)."""
        self._explain(keep=True)

    def _pairs(self) -> list[str]:
        """The pairs of the section chosen (``NS 1``, ``Pair 2``)."""
        if not self.section or self.club.empty:
            return []
        return _pair_options(self.club, self.section)

    def _build(self) -> None:
        """The controls and the places the answer is shown."""
        self.upload = upload_button(",".join(FORMATS), "bk-upload")
        self.sample_button = w.Button(layout=w.Layout(width="auto")).add_class("bk-sim-sample")
        self.upload_row = w.HBox([self.upload, style_html(), self.sample_button])
        self.message = w.HTML().add_class("bk-message")
        self.section_input = w.Dropdown(options=[])
        self.pair_input = w.Dropdown(options=[])
        self.factoring_input = w.Dropdown(options=[(FACTORING_LABELS[key], key)
                                                   for key in FACTORINGS],
                                          value="neuberg", layout=w.Layout(width="360px"))
        for box, name in ((self.section_input, "club"), (self.pair_input, "pair"),
                          (self.factoring_input, "factoring")):
            box.add_class("bk-cvf-" + name)
        self.pickers = w.HBox([self.section_input, self.pair_input, self.factoring_input])
        self.summary = w.HTML().add_class("bk-cvf-summary")
        self.lines_html = w.HTML().add_class("bk-cvf-lines")
        self.board_input = w.Dropdown(options=[]).add_class("bk-cvf-board")
        self.tables = w.HTML().add_class("bk-cvf-tables")

    # loading ------------------------------------------------------------------------------

    def load_sample(self) -> None:
        """The built-in seeded sim (:func:`small_sim`)."""
        # TRANSLATORS: the Club v field tab's built-in sim, in "Opened the seeded sim: ..."
        self._open(small_sim(), lambda: _("the seeded sim"))

    def load(self, event: pd.DataFrame, name: str | None = None) -> None:
        """Score ``event`` within its sections and across the field, and pick its first
        section and pair; ``name`` (a file's name) is how the message line names it
        (default: "the event", in the language spoken)."""
        # TRANSLATORS: an event the Club v field tab opened, in "Opened the event: ..."
        self._open(event, (lambda: _("the event")) if name is None else (lambda: name))

    @shows_errors("message")
    def _open(self, event: pd.DataFrame, name: Callable[[], str]) -> None:
        if event.attrs.get("format") == "usebio-teams":  # matches, not a pairs traveller
            # TRANSLATORS: {name} is a file's name
            self.say(self.message, lambda: problem_html(_(
                "{name} is a teams event: this tab sets a pair's matchpoints at its club beside "
                "the field's").format(name=name())))
            return
        if "section" not in event.columns or len(set(pair_text(event["section"]))) < 2:
            # TRANSLATORS: {name} is a file's name, or "the event", "the seeded sim"
            self.say(self.message, lambda: problem_html(_(
                "{name} has no sections (or only one): there is no club to set beside the "
                "field").format(name=name())))
            return
        self.event = event
        self.field = score_sections(event, by="field", movement=event.attrs.get("movement")
                                    or "auto")
        with self._quieted():  # the club scored as the file scores a section, then once
            self.factoring = _file_factoring(settings_of_file(event))
        self._score_club()
        sections = list(dict.fromkeys(self.club["section"].tolist()))
        self.section_input.options = sections
        self.section = None  # the same first section again still fills the pairs
        self.section = sections[0]
        results = int(self.field["ns_mp"].notna().sum())
        self.file_scoring = file_scoring(event)
        scoring = SCORING_WORDS.get(self.file_scoring)

        def said() -> str:
            opened = escape(_("Opened {name}: {sections}, {results}.").format(
                name=name(), results=ngettext("{n} result", "{n} results", results).format(
                    n=results), sections=ngettext("{n} section", "{n} sections",
                                                  len(sections)).format(n=len(sections))))
            if scoring is None:
                return opened
            # TRANSLATORS: {scoring}: how the file was scored ("cross-IMPs", "Butler IMPs")
            return opened + " " + problem_html(_(
                "{name} is scored by {scoring}: this tab compares matchpoints, the club's and "
                "the field's, not the file's own numbers.").format(name=name(),
                                                                    scoring=_(scoring)))
        self.say(self.message, said)

    @contextlib.contextmanager
    def _quieted(self) -> Iterator[None]:
        quiet, self._quiet = self._quiet, True
        try:
            yield
        finally:
            self._quiet = quiet

    def _score_club(self) -> None:
        self.club = score_sections(self.event, by="section", factoring=cast(Any, self.factoring),
                                   movement=self.event.attrs.get("movement") or "auto")

    def _uploaded(self, _change: Any = None) -> None:
        if not self.upload.value:
            return
        item = self.upload.value[0]
        name = str(item.get("name", "upload"))
        try:
            frame = read_event(named_bytes(item["content"], name))  # by its ending, content
        except Exception as exc:
            failed = exc
            self.say(self.message, lambda: error_html(failed, lang=self.lang))
            return
        self.load(frame, name)

    # the observers ------------------------------------------------------------------------

    def _on_section(self, change: dict[str, Any]) -> None:
        options = _pair_options(self.club, change["new"]) if change["new"] else []
        self.pair = None  # NS 1 of the next club is another pair: explained afresh
        with speaking(self.lang):
            self.pair_input.options = [pair_choice(p) for p in options]
        self.pair = options[0] if options else None

    def _on_factoring(self, _change: dict[str, Any]) -> None:
        if not self.event.empty and not self._quiet:
            self._score_club()
            self._explain()

    def _on_pair(self, _change: dict[str, Any]) -> None:
        if not self._quiet:
            self._explain()

    # the answer ---------------------------------------------------------------------------

    @shows_errors("summary")
    def _explain(self, *, keep: bool = False) -> None:
        """The core's explanation of the pair picked, and the biggest mover's tables (with
        ``keep``, the board shown, when the pair played it)."""
        if not self.pair or not self.section:
            self.answer, self.summary.value, self.lines_html.value = None, "", ""
            self.board_input.options = []
            self.tables.value = ""
            return
        side, number = self.pair.split(" ", 1)
        self.answer = explain_club_v_field(self.club, self.field, self.section, number,
                                           direction=None if side == "Pair" else side,
                                           lang=self.lang)
        a = self.answer
        # TRANSLATORS: a pair's two percentages; {pair} is "Pair A NS 1"
        self.summary.value = "<p>" + _("<b>{pair}</b>: {club} at the club, {field} across the "
                                       "field").format(pair=escape(a.pair),
                                                       club=escape(percent(a.club_pct)),
                                                       field=escape(percent(a.field_pct))) \
            + "</p>"
        causes = [_("Cause: {cause}").format(cause=c) for c in a.causes]
        self.lines_html.value = ("<ol>" + "".join(f"<li>{escape(t)}</li>" for t in a.lines)
                                 + "</ol>" + "".join(f"<p>{escape(t)}</p>" for t in causes))
        # the boards in the order of the lines: those that moved the pair most first
        order = a.boards["points"].abs().sort_values(ascending=False, kind="stable").index
        moved = [int(b) for b in a.boards.loc[order, "board"]]
        shown = self.board
        self.board_input.options = moved
        board = shown if keep and shown in moved else moved[0]
        if self.board == board:
            self._show_tables()
        self.board = board

    @shows_errors("tables")
    def _show_tables(self) -> None:
        """The board picked: its frequency table at the club and across the field."""
        if self.board is None or self.answer is None:
            self.tables.value = ""
            return
        mine = self.club[self.club["section"].to_numpy(object) == self.section]
        parts = []
        # TRANSLATORS: the headings of a board's two frequency tables, side by side
        for title, scored in ((_("At the club"), mine), (_("Across the field"), self.field)):
            try:
                table = grid_html(board_frequencies(scored, self.board),
                                  css="bk-frequency-table", digits=1)
            except TravellerError as exc:
                table = error_html(exc)
            parts.append(f"<div style='margin-right:24px'><b>{escape(title)}</b>{table}</div>")
        self.tables.value = "<div style='display:flex;flex-wrap:wrap'>" + "".join(parts) + "</div>"
