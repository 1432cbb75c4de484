"""BoardExplainer: the board on screen as a frequency table, and how one result was scored."""

from __future__ import annotations

import ipywidgets as w
import pandas as pd

from bridgekit.errors import BridgekitError
from bridgekit.pairs.event import explain_event_board
from bridgekit.pairs.ranking import board_frequencies, explain_pair
from bridgekit.pairs.traveller import detect_movement
from bridgekit.show.widgets import error_html, escape, frame_html


class BoardExplainer(w.VBox):
    """The scores of one board best first, with the tables that had each and what each
    earned; pick a result to read how its matchpoints were made, or a pair to read how its
    percentage over the event was made.

    Examples
    --------
    >>> from bridgekit import load_sample_event, score_event
    >>> event = load_sample_event()
    >>> ex = BoardExplainer()
    >>> ex.show(event[event.board == 1], score_event(event), board=1)
    >>> "130" in ex.frequencies.value, len(ex.result.options), len(ex.pair.options) > 10
    (True, 6, True)
    >>> ex.result.value = 1
    >>> "NS 7 v EW 6" in ex.explanation.value
    True
    """

    def __init__(self) -> None:
        self.frequencies = w.HTML()
        self.frequencies.add_class("bk-frequencies")
        self.result = w.Dropdown(description="How was", options=[], layout=w.Layout(width="420px"))
        self.result.add_class("bk-explain-result")
        self.explanation = w.HTML()
        self.explanation.add_class("bk-explanation")
        self.pair = w.Dropdown(description="Pair", options=[], layout=w.Layout(width="260px"))
        self.pair.add_class("bk-explain-pair")
        self.pair_text = w.HTML()
        self.pair_text.add_class("bk-pair-explanation")
        self.board_rows = pd.DataFrame()
        self.scored = pd.DataFrame()
        self.options: dict = {}
        self.board = 0
        self.result.observe(lambda _: self._explain_result(), "value")
        self.pair.observe(lambda _: self._explain_pair(), "value")
        super().__init__([w.HTML("<b>This board, best for N-S first</b>"), self.frequencies,
                          self.result, self.explanation, self.pair, self.pair_text])
        self.add_class("bk-explainer")

    def show(self, board_rows: pd.DataFrame, scored: pd.DataFrame, *, board: int,
             method: str = "neuberg", scale: str = "ebu") -> None:
        """``board_rows``: the traveller of the board shown; ``scored``: the event scored."""
        self.board_rows, self.scored, self.board = board_rows, scored, board
        self.options = {"method": method, "scale": scale}
        try:
            table = board_frequencies(scored, board)
        except BridgekitError:
            self.frequencies.value = "<i>no scored result on this board yet</i>"
            self.result.options, self.pair.options = [], []
            return
        self.frequencies.value = frame_html(table, css="bk-frequency-table", digits=1)
        labels = [f"NS {r.ns} v EW {r.ew}: {r.contract or ''} {r.declarer or ''} "
                  f"{r.result or ''} {r.ns_score if r.ns_score == r.ns_score else ''}".strip()
                  for r in board_rows.itertuples()]
        options = [(label, i) for i, label in enumerate(labels)]
        if list(self.result.options) != options:  # unchanged options send nothing
            keep = self.result.value
            self.result.options = options
            self.result.value = keep if keep in range(len(labels)) else None
        self._pairs(scored)
        self._explain_result()

    def _pairs(self, scored: pd.DataFrame) -> None:
        good = scored[scored["ns_mp"].notna()]
        ns = {p for p in good["ns"].astype(str).str.strip() if p}
        ew = {p for p in good["ew"].astype(str).str.strip() if p}
        howell = detect_movement(good) == "howell"
        labelled = {f"Pair {p}" for p in ns | ew} if howell else (
            {f"NS {p}" for p in ns} | {f"EW {p}" for p in ew})
        names = sorted(labelled, key=lambda t: (t.split()[0], int(t.split()[1])
                                                if t.split()[1].isdigit() else 0, t))
        if list(self.pair.options) != names:
            keep = self.pair.value
            self.pair.options = names
            self.pair.value = keep if keep in names else None
        self._explain_pair()

    def _explain_result(self) -> None:
        i = self.result.value
        if i is None:
            self.explanation.value = ""
            return
        try:
            lines = explain_event_board(self.board_rows, self.board, **self.options)
        except BridgekitError as exc:
            self.explanation.value = error_html(exc)
            return
        label = self.result.label.split(":")[0]
        mine = [line for line in lines.lines if line.startswith(label + ":")]
        self.explanation.value = (f"<p>{escape(lines.heading)}</p>"
                                  + "".join(f"<p><b>{escape(t)}</b></p>" for t in mine))

    def _explain_pair(self) -> None:
        name = self.pair.value
        if not name:
            self.pair_text.value = ""
            return
        side, number = name.split(" ", 1)
        try:
            text = explain_pair(self.scored, number,
                                direction=None if side == "Pair" else side)
        except BridgekitError as exc:
            self.pair_text.value = error_html(exc)
            return
        self.pair_text.value = f"<pre style='font-size:13px'>{escape(text)}</pre>"
