"""ClubVersusFieldView: a pair's club percentage beside its overall one, and why they differ.

Open a file of several sections (or the clubs of a simultaneous pairs), or the built-in
seeded sim; pick a section (club) and a pair. The view shows the pair's two percentages, the
boards that moved it (biggest first, in the core's sentences) and, for the board picked,
its two frequency tables side by side: the club's and the field's.
"""

from __future__ import annotations

from typing import Any, cast

import ipywidgets as w
import numpy as np
import pandas as pd
import traitlets

from bridgekit.board import board_vulnerability
from bridgekit.columns import pair_text
from bridgekit.errors import TravellerError
from bridgekit.format import percent
from bridgekit.io import FORMATS, format_of_name, read_event
from bridgekit.pairs.ranking import board_frequencies
from bridgekit.pairs.sections import FACTORINGS, ClubVersusField, explain_club_v_field, score_sections
from bridgekit.score import duplicate_score
from bridgekit.show.html import escape
from bridgekit.show.widgets import error_html, grid_html, problem_html
from bridgekit.widgets._common import shows_errors
from bridgekit.widgets.traveller import named_bytes

__all__ = ["ClubVersusFieldView", "small_sim"]

# what a board's tables might bid and make: (contract, tricks, declaring side)
_PLAYS = [("4S", 10, "NS"), ("4S", 11, "NS"), ("3NT", 9, "NS"), ("2S", 9, "NS"),
          ("4S", 9, "NS"), ("5D", 11, "EW"), ("5DX", 9, "EW"), ("6S", 12, "NS")]


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


def _pair_options(club: pd.DataFrame, section: str) -> list[str]:
    """The pairs of a section as the dropdown names them: ``NS 1``, ``EW 3`` (a Howell:
    ``Pair 2``)."""
    rows = club[(club["section"].to_numpy(object) == section) & club["ns_mp"].notna()]
    howell = club.attrs.get("movement") == "howell"
    ns, ew = set(pair_text(rows["ns"])) - {""}, set(pair_text(rows["ew"])) - {""}
    labels = {f"Pair {p}" for p in ns | ew} if howell else (
        {f"NS {p}" for p in ns} | {f"EW {p}" for p in ew})
    return sorted(labels, key=lambda t: (t.split()[0] != "NS", t.split()[0], int(t.split()[1])
                                         if t.split()[1].isdigit() else 0, t))


class ClubVersusFieldView(w.VBox):
    """A pair's club and overall percentages, the boards that moved it, and each board's
    club and field frequency tables side by side.

    :meth:`load` gives it an event with a ``section`` column (a file read by
    :func:`bridgekit.io.read_event`, or :func:`small_sim`); :meth:`load_sample` the seeded
    sim. Inputs are traits linked to their controls: ``section`` (the club), ``pair``
    (``"NS 1"``, ``"EW 3"``, ``"Pair 2"``), ``factoring`` (how the club's boards are brought
    to one top: :data:`bridgekit.pairs.FACTORINGS`) and ``board`` (whose frequency tables
    are shown; the biggest mover when a pair is picked). ``answer`` holds the core's
    :class:`bridgekit.pairs.ClubVersusField`.

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

    def __init__(self, *, sample: bool = False) -> None:
        """``sample``: open on the seeded sim (:meth:`load_sample`)."""
        self.event = pd.DataFrame()
        self.club = pd.DataFrame()
        self.field = pd.DataFrame()
        self._build()
        super().__init__([self.upload_row, self.message, self.pickers, self.summary,
                          self.lines_html, self.board_input, self.tables])
        self.add_class("bk-club-v-field")
        for name in ("section", "pair", "factoring", "board"):
            traitlets.link((self, name), (getattr(self, f"{name}_input"), "value"))
        self.observe(self._on_section, names=["section"])
        self.observe(self._on_factoring, names=["factoring"])
        self.observe(self._on_pair, names=["pair"])
        self.observe(self._on_board, names=["board"])
        self.upload.observe(self._uploaded, names=["value"])
        self.sample_button.on_click(lambda _: self.load_sample())
        if sample:
            self.load_sample()

    def _build(self) -> None:
        """The controls and the places the answer is shown."""
        self.upload = w.FileUpload(accept=",".join(FORMATS), multiple=False,
                                   description="Open a file", tooltip="PBN, USEBIO, CSV or an "
                                   "ACBL game page, with sections", layout=w.Layout(width="auto"))
        self.upload.add_class("bk-upload")
        self.sample_button = w.Button(description="Seeded sim", layout=w.Layout(width="auto"),
                                      tooltip="a small simultaneous pairs made by a seeded "
                                      "generator")
        self.sample_button.add_class("bk-sim-sample")
        self.upload_row = w.HBox([self.upload, self.sample_button])
        self.message = w.HTML()
        self.message.add_class("bk-message")
        self.section_input = w.Dropdown(description="Club", options=[])
        self.pair_input = w.Dropdown(description="Pair", options=[])
        self.factoring_input = w.Dropdown(description="Factoring", options=[
            (words.split(",")[0].split(" (")[0], key) for key, words in FACTORINGS.items()],
            value="neuberg", layout=w.Layout(width="360px"))
        for box in (self.section_input, self.pair_input, self.factoring_input):
            box.add_class("bk-cvf-" + box.description.lower())
        self.pickers = w.HBox([self.section_input, self.pair_input, self.factoring_input])
        self.summary = w.HTML()
        self.summary.add_class("bk-cvf-summary")
        self.lines_html = w.HTML()
        self.lines_html.add_class("bk-cvf-lines")
        self.board_input = w.Dropdown(description="Board", options=[])
        self.board_input.add_class("bk-cvf-board")
        self.tables = w.HTML()
        self.tables.add_class("bk-cvf-tables")

    # loading ------------------------------------------------------------------------------

    def load_sample(self) -> None:
        """The built-in seeded sim (:func:`small_sim`)."""
        self.load(small_sim(), "the seeded sim")

    @shows_errors("message")
    def load(self, event: pd.DataFrame, name: str = "the event") -> None:
        """Score ``event`` within its sections and across the field, and pick its first
        section and pair."""
        if "section" not in event.columns or pair_text(event["section"]).tolist() == [] \
                or len(set(pair_text(event["section"]))) < 2:
            self.message.value = problem_html(f"{name} has no sections (or only one): there "
                                              "is no club to set beside the field")
            return
        self.event = event
        self.field = score_sections(event, by="field", movement=event.attrs.get("movement")
                                    or "auto")
        self._score_club()
        sections = list(dict.fromkeys(self.club["section"].tolist()))
        self.section_input.options = sections
        self.section = None  # the same first section again still fills the pairs
        self.section = sections[0]
        self.message.value = (f"Opened {escape(name)}: {len(sections)} sections, "
                              f"{self.field['ns_mp'].notna().sum()} results.")

    def _score_club(self) -> None:
        self.club = score_sections(self.event, by="section", factoring=cast(Any, self.factoring),
                                   movement=self.event.attrs.get("movement") or "auto")

    def _uploaded(self, _change: Any = None) -> None:
        if not self.upload.value:
            return
        item = self.upload.value[0]
        name = str(item.get("name", "upload"))
        try:
            frame = read_event(named_bytes(item["content"], name),
                               format=format_of_name(name) or None)
        except Exception as exc:
            self.message.value = error_html(exc)
            return
        self.load(frame, name)

    # the observers ------------------------------------------------------------------------

    def _on_section(self, change: dict[str, Any]) -> None:
        options = _pair_options(self.club, change["new"]) if change["new"] else []
        self.pair = None  # NS 1 of the next club is another pair: explained afresh
        self.pair_input.options = options
        self.pair = options[0] if options else None

    def _on_factoring(self, _change: dict[str, Any]) -> None:
        if not self.event.empty:
            self._score_club()
            self._explain()

    def _on_pair(self, _change: dict[str, Any]) -> None:
        self._explain()

    def _on_board(self, _change: dict[str, Any]) -> None:
        self._show_tables()

    # the answer ---------------------------------------------------------------------------

    @shows_errors("summary")
    def _explain(self) -> None:
        """The core's explanation of the pair picked, and the biggest mover's tables."""
        if not self.pair or not self.section:
            self.answer, self.summary.value, self.lines_html.value = None, "", ""
            self.board_input.options = []
            self.tables.value = ""
            return
        side, number = self.pair.split(" ", 1)
        self.answer = explain_club_v_field(self.club, self.field, self.section, number,
                                           direction=None if side == "Pair" else side)
        a = self.answer
        self.summary.value = (f"<p><b>{escape(a.pair)}</b>: {escape(percent(a.club_pct))} at "
                              f"the club, {escape(percent(a.field_pct))} across the field</p>")
        causes = [f"Cause: {c}" for c in a.causes]
        self.lines_html.value = ("<ol>" + "".join(f"<li>{escape(t)}</li>" for t in a.lines)
                                 + "</ol>" + "".join(f"<p>{escape(t)}</p>" for t in causes))
        moved = [int(t.split(":")[0].split()[1]) for t in a.lines]
        self.board_input.options = moved
        if self.board == moved[0]:
            self._show_tables()
        self.board = moved[0]

    def _show_tables(self) -> None:
        """The board picked: its frequency table at the club and across the field."""
        if self.board is None or self.answer is None:
            self.tables.value = ""
            return
        mine = self.club[self.club["section"].to_numpy(object) == self.section]
        parts = []
        for title, scored in (("At the club", mine), ("Across the field", self.field)):
            try:
                table = grid_html(board_frequencies(scored, self.board),
                                  css="bk-frequency-table", digits=1)
            except TravellerError as exc:
                table = error_html(exc)
            parts.append(f"<div style='margin-right:24px'><b>{escape(title)}</b>{table}</div>")
        self.tables.value = "<div style='display:flex;flex-wrap:wrap'>" + "".join(parts) + "</div>"
