"""BoardExplainer: the board on screen as a frequency table, and how one result was scored."""

from __future__ import annotations

from typing import Any

import ipywidgets as w
import pandas as pd
import traitlets

from bridgekit.errors import BridgekitError
from bridgekit.format import signed
from bridgekit.pairs.event import explain_event_board
from bridgekit.pairs.ranking import board_frequencies, explain_pair
from bridgekit.pairs.scoring import METHODS
from bridgekit.pairs.traveller import detect_movement
from bridgekit.show.html import escape
from bridgekit.show.widgets import error_html, grid_html
from bridgekit.widgets._common import OneUpdate


def _score_text(value: object) -> str:
    """A row's N-S score as players write it (+620, -50), a ruling as typed, blank if none.

    >>> _score_text(620.0), _score_text(-50), _score_text(float("nan")), _score_text("A60/40")
    ('+620', '-50', '', 'A60/40')
    """
    if isinstance(value, int | float) and not isinstance(value, bool):
        return signed(value) if value == value else ""
    return "" if value is None else str(value)


class BoardExplainer(w.VBox):
    """The scores of one board best first, with the tables that had each and what each
    earned; pick a result to read how its matchpoints were made, or a pair to read how its
    percentage over the event was made.

    :meth:`show` gives it the board (its rows, and the event scored); ``result`` (the
    position of the result explained, or None) and ``pair`` (``"NS 3"``, ``"Pair 2"``, or
    None) are traits, linked to their dropdowns. ``answer`` holds the core's frequency
    table (:func:`bridgekit.board_frequencies`); ``result_lines`` and ``pair_text`` the
    core's explanations of the result and the pair picked.

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
    method = traitlets.Enum(list(METHODS), "neuberg").tag(sync=True)
    scale = traitlets.Enum(["ebu", "acbl"], "ebu").tag(sync=True)
    #: the event's other options for the explanation (scoring, normal, drop, rounding, cross)
    conventions = traitlets.Dict().tag(sync=True)
    result = traitlets.Int(None, allow_none=True).tag(sync=True)
    pair = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    #: the board's frequency table, from the core (None before a board is scored)
    answer = traitlets.Instance(pd.DataFrame, allow_none=True)

    def __init__(self) -> None:
        self._once = OneUpdate(self._explain)
        self.frequencies = w.HTML()
        self.frequencies.add_class("bk-frequencies")
        self.result_input = w.Dropdown(description="How was", options=[],
                                       layout=w.Layout(width="420px"))
        self.result_input.add_class("bk-explain-result")
        self.explanation = w.HTML()
        self.explanation.add_class("bk-explanation")
        self.pair_input = w.Dropdown(description="Pair", options=[], layout=w.Layout(width="260px"))
        self.pair_input.add_class("bk-explain-pair")
        self.pair_html = w.HTML()
        self.pair_html.add_class("bk-pair-explanation")
        self.board_rows = pd.DataFrame()
        self.scored = pd.DataFrame()
        #: the core's lines for the result picked, and its account of the pair picked
        self.result_lines: list[str] = []
        self.pair_text = ""
        super().__init__([w.HTML("<b>This board, best for N-S first</b>"), self.frequencies,
                          self.result_input, self.explanation, self.pair_input, self.pair_html])
        self.add_class("bk-explainer")
        traitlets.link((self, "result"), (self.result_input, "value"))
        traitlets.link((self, "pair"), (self.pair_input, "value"))
        self.observe(self._once.changed, names=["result", "pair", "board", "method", "scale",
                                                "conventions"])

    def show(self, board_rows: pd.DataFrame, scored: pd.DataFrame, *, board: int,
             method: str = "neuberg", scale: str = "ebu", **conventions: Any) -> None:
        """``board_rows``: the traveller of the board shown; ``scored``: the event scored;
        ``conventions``: the event's other options (``scoring``, ``normal``, ``drop``,
        ``rounding``, ``cross``), as :func:`bridgekit.pairs.event.explain_event_board` takes
        them."""
        self.board_rows, self.scored = board_rows, scored
        with self._once.batch(), self.hold_sync():
            self.board, self.method, self.scale = board, method, scale
            self.conventions = conventions
            try:
                self.answer = board_frequencies(scored, board)
            except BridgekitError:
                self.answer = None
                self._choices([], [])
                self._once.dirty = True
                return
            labels = [f"NS {r.ns} v EW {r.ew}: {r.contract or ''} {r.declarer or ''} "
                      f"{r.result or ''} {_score_text(r.ns_score)}".strip()
                      for r in board_rows.itertuples()]
            self._choices([(label, i) for i, label in enumerate(labels)], self._pairs(scored))
            self._once.dirty = True  # the rows may differ under the same choices

    def _choices(self, results: list, pairs: list) -> None:
        """New options for the two dropdowns, keeping what was picked where it still is
        (unchanged options send nothing)."""
        for name, options in (("result", results), ("pair", pairs)):
            box = getattr(self, f"{name}_input")
            if list(box.options) != options:
                keep = getattr(self, name)
                box.options = options
                values = [v for _, v in options] if name == "result" else options
                setattr(self, name, keep if keep in values else None)

    @staticmethod
    def _pairs(scored: pd.DataFrame) -> list[str]:
        good = scored[scored["ns_mp"].notna()]
        ns = {p for p in good["ns"].astype(str).str.strip() if p}
        ew = {p for p in good["ew"].astype(str).str.strip() if p}
        howell = detect_movement(good) == "howell"
        labelled = {f"Pair {p}" for p in ns | ew} if howell else (
            {f"NS {p}" for p in ns} | {f"EW {p}" for p in ew})
        return sorted(labelled, key=lambda t: (t.split()[0], int(t.split()[1])
                                               if t.split()[1].isdigit() else 0, t))

    def _explain(self) -> None:
        """The frequency table, and the core's explanations of what is picked."""
        if self.answer is None:
            self.frequencies.value = "<i>no scored result on this board yet</i>"
        else:
            self.frequencies.value = grid_html(self.answer, css="bk-frequency-table", digits=1)
        self._explain_result()
        self._explain_pair()

    def _explain_result(self) -> None:
        self.result_lines = []
        i = self.result
        if i is None or self.answer is None:
            self.explanation.value = ""
            return
        options: dict[str, Any] = {"method": self.method, "scale": self.scale,
                                   **self.conventions}
        try:
            lines = explain_event_board(self.board_rows, self.board, **options)
        except BridgekitError as exc:
            self.explanation.value = error_html(exc)
            return
        label = self.result_input.label.split(":")[0]
        self.result_lines = [line for line in lines.lines if line.startswith(label + ":")]
        self.explanation.value = (f"<p>{escape(lines.heading)}</p>"
                                  + "".join(f"<p><b>{escape(t)}</b></p>" for t in self.result_lines))

    def _explain_pair(self) -> None:
        self.pair_text = ""
        name = self.pair
        if not name or self.answer is None:
            self.pair_html.value = ""
            return
        side, number = name.split(" ", 1)
        try:
            self.pair_text = explain_pair(self.scored, number,
                                          direction=None if side == "Pair" else side)
        except BridgekitError as exc:
            self.pair_html.value = error_html(exc)
            return
        self.pair_html.value = f"<pre style='font-size:13px'>{escape(self.pair_text)}</pre>"
