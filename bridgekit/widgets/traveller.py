"""TravellerEditor: enter a traveller as a director or a student would.

The editor is a model: its inputs are traits (``board``, ``method``, ``scale``,
``artificial``, and ``rows``, each row a :class:`TravellerRow` whose cells are traits too),
and its one answer, ``answer``, is :func:`bridgekit.score_event`'s frame for the board on
screen. Which rows are ready to score, and what is wrong with the others, is the core's
word (the problems :func:`bridgekit.score_event` finds as it reads the rows); the view only
says it.
"""

from __future__ import annotations

import contextlib
import functools
import io
import re
import time
from collections.abc import Callable
from typing import Any

import ipywidgets as w
import numpy as np
import pandas as pd
import traitlets
from ipywidgets.widgets.widget_button import ButtonStyle
from ipywidgets.widgets.widget_description import DescriptionStyle
from ipywidgets.widgets.widget_string import HTMLStyle, TextStyle

from bridgekit.adjusted import ArtificialScore, parse_entry, parse_typed_entry
from bridgekit.board import Seat, Side, board_dealer, board_vulnerability
from bridgekit.columns import bare, cell_text, pair_text
from bridgekit.contract import Contract, HandResult, Strain, contract_text, english_reading
from bridgekit.data import load_sample_event
from bridgekit.errors import BridgekitError
from bridgekit.i18n import N_, NP_, _, ngettext, pgettext, significant, speaking, spoken_percent
from bridgekit.io import FORMATS, read_event
from bridgekit.io.csv import traveller_csv_text
from bridgekit.pairs.against_par import vs_par
from bridgekit.pairs.published import (
    SCORINGS,
    Found,
    compare_published,
    describe,
    find_settings,
    published_columns,
    sectionless,
    split_sections,
)
from bridgekit.pairs.ranking import part_movements
from bridgekit.pairs.scoring import METHODS
from bridgekit.pairs.traveller import validate_traveller
from bridgekit.problems import said as problem_words
from bridgekit.result import event_result
from bridgekit.rulings import parse_penalty, penalty_notation
from bridgekit.settings import Settings
from bridgekit.show.handout import board_handout_html
from bridgekit.show.html import escape
from bridgekit.show.widgets import (
    board_line_html,
    download_html,
    error_html,
    grid_html,
    labelled,
    problem_html,
    row_score_html,
    row_scores_html,
    rows_shown_html,
    style_html,
    upload_button,
)
from bridgekit.widgets._common import OneUpdate, Speaks, keep_value, link_inputs, shows_errors
from bridgekit.widgets.event import BoardScores, carried

CONTRACTS = ["Pass"] + [f"{level}{s}{x}" for level in range(1, 8)
                        for s in map(str, Strain) for x in ("", "X", "XX")]
RESULTS = ["=", *(f"+{k}" for k in range(1, 7)), *(f"-{k}" for k in range(1, 14))]
COLUMNS = ["ns", "ew", "contract", "declarer", "result", "ns_score", "group", "penalty"]


@functools.cache
def contract_options(lang: str) -> tuple[str, ...]:
    """The contract box's choices in ``lang``: English as files write them (``4S``),
    Dutch and French as :func:`bridgekit.contract.contract_text` shows them (``4♠``, ``3SA``,
    ``pas``)."""
    if lang not in ("nl", "fr"):
        return tuple(CONTRACTS)
    return tuple(contract_text(c, lang) for c in CONTRACTS)


def seat_options(lang: str, extra: tuple[str, ...] = ()) -> list[tuple[str, str]]:
    """The declarer list's choices: each seat's letter in ``lang`` (O is East in Dutch,
    West in French), its value the seat as the core reads it; then any text typed that is
    no seat, kept as typed."""
    with speaking(lang):
        return [("", ""), *((seat.spoken, str(seat)) for seat in Seat), *((t, t) for t in extra)]


def read_typed(frame: pd.DataFrame, lang: str, board: int | None = None) -> pd.DataFrame:
    """A traveller's rows as the core reads them: a penalty (``OW 1,5``) or a weighted
    score in words (``40% van 3SA−1 en 60% van 3♥=``) typed in ``lang`` is written in the
    notation files use; a cell the files' notation reads already, or that is read in no
    language, is kept (the core says what is wrong with it). English is read as it is.

    >>> frame = pd.DataFrame({"declarer": ["N"], "ns_score": ["40% van 3SA−1 en 60% van 3♥="],
    ...                       "penalty": ["OW 1,5"]})
    >>> read_typed(frame, "nl", board=1)[["ns_score", "penalty"]].values.tolist()
    [['40%-50 60%+140', 'EW 1.5']]
    """
    if lang == "en" or frame.empty:
        return frame
    out = frame.copy()
    if "penalty" in out:  # each distinct cell read once
        penalties = out["penalty"].astype(str).tolist()
        read = {text: _typed_penalty(text, lang) for text in set(penalties)}
        out["penalty"] = [read[text] for text in penalties]
    if "ns_score" in out:
        try:
            vulnerability = board_vulnerability(board) if board is not None else None
        except BridgekitError:
            vulnerability = None
        declarers = out["declarer"].astype(str).tolist() if "declarer" in out \
            else [""] * len(out)
        keys = list(zip(out["ns_score"].astype(str).tolist(), declarers, strict=True))
        entries = {key: _typed_entry(*key, lang, vulnerability) for key in set(keys)}
        out["ns_score"] = [entries[key] for key in keys]
    return out


def _typed_penalty(text: str, lang: str) -> str:
    if not text.strip():
        return text
    try:
        parse_penalty(text)
        return text
    except BridgekitError:
        try:
            return penalty_notation(parse_penalty(text, lang=lang))
        except BridgekitError:
            return text


def _typed_entry(text: str, declarer: str, lang: str, vulnerability) -> str:
    if not text.strip():
        return text
    try:
        parse_entry(text)
        return text
    except BridgekitError:
        try:
            seat = Seat.parse(declarer, lang=lang) if declarer.strip() else None
            return str(parse_typed_entry(text, lang, declarer=seat,
                                         vulnerability=vulnerability))
        except BridgekitError:
            return text


#: The methods' names (English, as the catalogue holds them; shown through ``_()``).
METHOD_LABELS = {"plain": N_("plain (no factoring)"), "old-style": N_("old-style factoring"),
                 "neuberg": N_("Neuberg"), "magic": N_("Neuberg + Magic Contest small group"),
                 "ebu": N_("Neuberg + EBU small group")}
#: What a screen reader says for each box of a row.
LABELS = (N_("N-S pair"), N_("E-W pair"), N_("Contract"), N_("Declarer"), N_("Result"),
          N_("N-S score or ruling"), N_("Scoring group"), N_("Penalty"))
AVERAGE_PLUS = [(N_("60 / 50 / 40 %"), "fixed"), (N_("from the session"), "session")]
SCORING_LABELS = [(N_("matchpoints"), "matchpoints"), (N_("cross-IMPs"), "cross-imps"),
                  (N_("Butler IMPs"), "butler")]
SCALES = [(N_("2 / 1 (EBU)"), "ebu"), (N_("1 / ½ (ACBL)"), "acbl")]
#: A row's box as a row's problem names it ("contract: ..."), in the language spoken.
# TRANSLATORS: the name of a box of a traveller row, before the problem found in it
# ("contract: a level is 1 to 7"), in words, never a column's name
BOXES = {"ns": NP_("box", "N-S pair"), "ew": NP_("box", "E-W pair"),
         "contract": NP_("box", "contract"),
         "declarer": NP_("box", "declarer"), "result": NP_("box", "result"),
         "ns_score": NP_("box", "N-S score"), "group": NP_("box", "group"),
         "penalty": NP_("box", "penalty")}


#: The traveller's columns as headed on screen (English, as the catalogue holds them in the
#: context ``column``), with their widths (the header lines up with the boxes under it); the
#: last column, what each row scored, is one widget for all rows.
HEADINGS = ((NP_("column", "N-S"), 70), (NP_("column", "E-W"), 70),
            (NP_("column", "Contract"), 90), (NP_("column", "By"), 60),
            (NP_("column", "Result"), 70), (NP_("column", "or score"), 120),
            (NP_("column", "Group"), 60), (NP_("column", "Penalty"), 90), ("", 36),
            (NP_("column", "Scored"), 260))


def named_bytes(content: Any, name: str) -> io.BytesIO:
    """An upload's bytes as a stream carrying the file's name, so that every message about
    the file names it as the user knows it, not as ``<bytes>``."""
    stream = io.BytesIO(bytes(content))
    stream.name = name
    return stream


class RowLooks:
    """The layouts and styles every row of one editor shares: one of each per column, not
    one per box, so that a 500-row traveller is about 12 widgets a row rather than 34 (a
    widget each is what makes a long traveller slow to appear). Nothing changes a row's
    look on its own, so sharing them shows the same."""

    def __init__(self) -> None:
        self.width = {heading: w.Layout(width=f"{px}px") for heading, px in HEADINGS}
        self.box, self.line = w.Layout(), w.Layout()
        self.text, self.combo = TextStyle(), TextStyle()
        self.choice, self.button, self.html = DescriptionStyle(), ButtonStyle(), HTMLStyle()


def seat_text(value: object, lang: str | None = None) -> str:
    """A declarer as the row holds it: a seat as the core reads it (``north`` is ``N``;
    typed in ``lang``, French ``O`` is West), any other text kept as typed (the core says
    what is wrong with it).

    >>> seat_text(" north"), seat_text("Q"), seat_text("O", "fr"), seat_text("O", "nl")
    ('N', 'Q', 'W', 'E')
    """
    text = str(value).strip()
    try:
        return str(Seat.parse(text, lang=lang)) if text else ""
    except BridgekitError:
        return text


def _cells_of(frame: pd.DataFrame, lang: str = "en", read: str | None = None) -> pd.DataFrame:
    """A frame's traveller columns as the text the boxes hold, a row for each of its rows
    (a missing column is empty; a declarer is read as a seat where it is one). In Dutch and
    French a contract is shown as the language shows it (``4♠``, ``3SA``), read in the
    files' notation (``read``: in the language it was typed in)."""
    cells = frame.reindex(columns=COLUMNS)
    texts = {c: [cell_text(v) for v in cells[c].tolist()] for c in COLUMNS}
    declarers = texts["declarer"]
    seats = {d: seat_text(d, read) for d in set(declarers)}
    texts["declarer"] = [seats[d] for d in declarers]
    texts["contract"] = respell_contracts(texts["contract"], lang, read)
    return pd.DataFrame(texts, columns=COLUMNS, dtype=object)


def respell_contracts(texts: list[str], lang: str, read: str | None = None) -> list[str]:
    """Contracts as the boxes show them in ``lang``: in Dutch and French as
    :func:`bridgekit.contract.contract_text` shows them, read in the files' notation
    (``read``: in the language they were typed in); in English as typed, unless typed in
    another language (then as files write them). Text that reads as no contract is kept.

    >>> respell_contracts(["4C", "3nt", "4Q"], "fr"), respell_contracts(["4♥"], "en", "fr")
    (['4♣', '3SA', '4Q'], ['4H'])
    """
    if lang not in ("nl", "fr") and read in (None, "en"):
        return texts
    shown = {}
    for text in set(texts):
        try:
            contract = Contract.parse(text, lang=read)
            shown[text] = contract_text(contract, lang) if lang in ("nl", "fr") else str(contract)
        except BridgekitError:
            shown[text] = text
    return [shown[t] for t in texts]


def _blank(rows: int) -> pd.DataFrame:
    """A traveller of ``rows`` empty rows."""
    return pd.DataFrame({c: [""] * rows for c in COLUMNS}, columns=COLUMNS, dtype=object)


class TravellerRow(Speaks, w.VBox):
    """One table's result: its cells (``ns, ew, contract, declarer, result, ns_score,
    group, penalty``) are text traits, each linked to its box; a problem is shown under
    the row by the editor, and what the row scored beside it. ``lang`` is the language its
    boxes' labels and tooltips speak.

    >>> row = TravellerRow({"ns": 3, "contract": "4S", "declarer": "north"})
    >>> row.ns, row.declarer, row.get_state()["contract"], row.contract_input.value
    ('3', 'N', '4S', '4S')
    """

    ns = traitlets.Unicode("").tag(sync=True)
    ew = traitlets.Unicode("").tag(sync=True)
    contract = traitlets.Unicode("").tag(sync=True)
    declarer = traitlets.Unicode("").tag(sync=True)
    result = traitlets.Unicode("").tag(sync=True)
    ns_score = traitlets.Unicode("").tag(sync=True)
    group = traitlets.Unicode("").tag(sync=True)
    penalty = traitlets.Unicode("").tag(sync=True)

    def __init__(self, values: dict | None = None, looks: RowLooks | None = None, *,
                 lang: str | None = None):
        looks = looks or RowLooks()
        width = looks.width
        # a value arrives on Enter or on leaving the box
        text = {"continuous_update": False, "style": looks.text}
        combo = {"continuous_update": False, "style": looks.combo, "ensure_option": False}
        self.ns_input = w.Text(layout=width["N-S"], **text)
        self.ew_input = w.Text(layout=width["E-W"], **text)
        self.contract_input = w.Combobox(options=CONTRACTS, layout=width["Contract"], **combo)
        self.declarer_input = w.Dropdown(options=seat_options("en"), layout=width["By"],
                                         style=looks.choice)
        self.result_input = w.Combobox(options=RESULTS, layout=width["Result"], **combo)
        self.ns_score_input = w.Text(layout=width["or score"], **text)
        self.group_input = w.Text(layout=width["Group"], **text)
        self.penalty_input = w.Text(layout=width["Penalty"], **text)
        self.error = w.HTML(style=looks.html, layout=looks.line).add_class("bk-row-error")
        self.remove = w.Button(description="✕", layout=width[""], style=looks.button)
        self.remove.tabbable = False  # Tab never lands on it, so Space cannot delete a row
        self.remove.add_class("bk-row-remove")
        for name, widget in zip(COLUMNS, self.inputs, strict=True):
            widget.add_class(f"bk-{name}")
        super().__init__([w.HBox([*self.inputs, self.remove], layout=looks.box), self.error],
                         layout=looks.box,
                         **{k: cell_text(v) for k, v in (values or {}).items() if k in COLUMNS})
        self.add_class("bk-row")
        self._links = {name: traitlets.link((self, name), (widget, "value"))
                       for name, widget in zip(COLUMNS, self.inputs, strict=True)}
        self.contract_input.observe(self._written_again, names=["value"])
        self.begin_speaking(lang)

    def _written_again(self, change) -> None:
        """A contract typed and written again as the language shows it (Dutch ``3sa`` is
        ``3SA``): the box shows it so too (the link, busy while the row rewrote it, did not)."""
        if change["new"] != self.contract:
            self.contract_input.value = self.contract

    def relabel(self) -> None:
        """What a screen reader says for each box, and the boxes' and button's tooltips."""
        for widget, label in zip(self.inputs, LABELS, strict=True):
            labelled(widget, _(label))
        self.ns_score_input.tooltip = _("the N-S score, or a ruling: A60/40, A+, "
                                        "30%+420 70%+170")
        self.group_input.tooltip = _("scoring group of a fouled board (leave empty)")
        self.remove.tooltip = _("remove this row")
        # TRANSLATORS: NZ 25% and OW 1,5 are typed as they stand in Dutch (NS 25%, EO 1,5 in
        # French): the penalty box reads the sides and decimal mark of the language spoken
        self.penalty_input.tooltip = _("a procedural penalty: {example_top} (of a top) or "
                                       "{example_mp} (MP)").format(
            example_top=f"{Side.NS.spoken} {spoken_percent(25)}",
            example_mp=f"{Side.EW.spoken} {significant(1.5)}")
        self.contract_input.options = contract_options(self.lang)
        # the seats' letters change, the seat chosen stays (the list is cut from the row while
        # its choices are given again, so that the row never sees them empty)
        extra = tuple(v for _label, v in self.declarer_input.options
                      if v and v not in ("N", "E", "S", "W"))
        self._links["declarer"].unlink()
        self.declarer_input.options = seat_options(self.lang, extra)
        self._links["declarer"] = traitlets.link((self, "declarer"), (self.declarer_input, "value"))

    @traitlets.validate("declarer")
    def _seat(self, proposal) -> str:
        """A seat as the core reads it (``north`` is ``N``; typed in the row's language, O is
        West in French and East in Dutch); text that is not a seat is kept as typed, and the
        core says what is wrong with it."""
        text = seat_text(proposal["value"], self.lang)
        if text not in [v for _label, v in self.declarer_input.options]:
            self.declarer_input.options = (*self.declarer_input.options, (text, text))
        return text

    @property
    def inputs(self) -> list[w.Widget]:
        """The row's boxes, in :data:`COLUMNS` order."""
        return [getattr(self, f"{name}_input") for name in COLUMNS]

    def values(self) -> dict:
        """The row's cells: column -> text."""
        return {name: getattr(self, name) for name in COLUMNS}

    def typed(self) -> bool:
        """Whether anything is typed in the row."""
        return any(getattr(self, name).strip() for name in COLUMNS)

    def show(self, values: dict) -> None:
        """Show another result in these boxes (a page of a long traveller reuses its
        rows): every cell set at once, one message per box that changed."""
        with contextlib.ExitStack() as held:
            for widget in (self, *self.inputs):
                held.enter_context(widget.hold_sync())
            for name in COLUMNS:
                setattr(self, name, values.get(name, ""))


class TravellerEditor(Speaks, w.VBox):
    """Enter one board's traveller; the NS score, matchpoints and percentages update on
    every edit, and a row in error says why next to it while keeping what was typed.

    Inputs are traits: ``board`` (any whole number: one the core refuses, such as 0, is
    kept and the core's reason is shown beside it), ``method``, ``scale``, ``artificial``
    and ``rows``; ``lang`` is the language it speaks (its labels, the lines it says and the
    numbers it shows; setting it says everything again in place, keeping what was typed).
    ``answer`` holds :func:`bridgekit.score_event`'s frame for the rows
    typed (a row with a problem has NaN and the problem in ``error``). ``.table`` (a
    DataFrame) is the traveller as typed: read it, or assign one to load rows.

    A board of more than :attr:`page_size` results is shown a page at a time ("rows 1–50
    of 500", with buttons for the previous and next rows): only the page's rows are
    widgets, the rest are kept in :attr:`table` and scored with them, so the board's
    matchpoints always come from all its rows. The page's rows are made once and reused
    for every page and every file opened. Enter in the last row's result or score box,
    once the core finds no problem in that row, adds an empty row below it and puts the
    cursor there.

    A keystroke rescores the board on screen only; the other boards of the event loaded
    are scored once and kept (average-plus "from the session" links a pair's boards, so
    then the whole event is scored).

    Examples
    --------
    >>> ed = TravellerEditor(rows=2)
    >>> ed.rows[0].contract, ed.rows[0].declarer, ed.rows[0].result = "4S", "N", "="
    >>> ed.rows[1].ns_score = "-50"
    >>> ed.answer[["ns_score", "ns_mp"]].values.tolist()
    [[420.0, 2.0], [-50.0, 0.0]]
    >>> ed.board = 0
    >>> "a board number is a whole number" in ed.board_info.value, ed.get_state()["board"]
    (True, 0)
    """

    board = traitlets.Int(1).tag(sync=True)
    method = traitlets.Enum(list(METHODS), "neuberg").tag(sync=True)
    scale = traitlets.Enum([s for _, s in SCALES], "ebu").tag(sync=True)
    artificial = traitlets.Enum([a for _, a in AVERAGE_PLUS], "fixed").tag(sync=True)
    #: matchpoints, cross-IMPs or Butler: a file's own (what ``bridgekit check`` finds)
    scoring = traitlets.Enum(list(SCORINGS), "matchpoints").tag(sync=True)
    #: the results each board is factored to: None (its own rows), a number or "max" (the
    #: most results any board of the event has, as EBUScore factors)
    normal = traitlets.Union([traitlets.Int(), traitlets.Enum(["max"])], default_value=None,
                             allow_none=True).tag(sync=True)
    #: Butler: results dropped at each end, and how the datum is rounded
    drop = traitlets.Float(1.0).tag(sync=True)
    rounding = traitlets.Enum(["ebu", "acbl"], "ebu").tag(sync=True)
    #: cross-IMPs as the average per comparison or the total
    cross = traitlets.Enum(["average", "total"], "average").tag(sync=True)
    #: a program's named way of scoring, as the file was found to be scored (None: none)
    convention = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    #: the rows on screen: every row of a board of up to :attr:`page_size` results, else a
    #: page of them (the board's other rows are kept as data, in :attr:`table`, and scored
    #: with them)
    rows = traitlets.List(traitlets.Instance(TravellerRow))
    #: how many rows are on screen at once (a row is about a dozen widgets in the browser:
    #: a 500-result board shown whole took 20 s and more to appear)
    page_size = traitlets.Int(50, min=1)
    #: the page of rows on screen, 0 for the first
    page = traitlets.Int(0, min=0)
    #: the core's frame for the rows typed on the board shown (the model; HTML is its view)
    answer = traitlets.Instance(pd.DataFrame, allow_none=True)
    #: whether the view is drawn at each edit (the app sets it False while another tab is
    #: shown: only :attr:`answer` is made then, and the rest is drawn when it turns True)
    live = traitlets.Bool(True)
    #: the other boards of the event loaded (the sample or a file): average-plus "from the
    #: session" and a pair's line need them; changing the board number walks them
    other_boards: pd.DataFrame
    _file_name: str | None

    def __init__(self, board: int = 1, rows: int = 0, *, method: str = "neuberg",
                 lang: str | None = None):
        self._once = OneUpdate(self.update)
        #: the question asked before typed rows are replaced, made again in each language
        self._question: Callable[[], str] | None = None
        self._loading = 0
        self._looks = RowLooks()
        #: every result of the board, as typed (the page's rows are widgets showing a slice)
        self._cells, self._cells_lang = _blank(rows), "en"  # and the language of its contracts
        #: the row widgets made so far, in the order the grid holds them; the first
        #: ``len(rows)`` show the page, the others are hidden until a page needs them
        self._pool: list[TravellerRow] = []
        self._paging = 0
        #: an Enter in a row's result or score box waiting for its value: (row, box, when)
        self._enter: tuple[TravellerRow, str, float] | None = None
        self._pager()
        self._settings()
        self._buttons()
        self._outputs()
        self._grid()
        #: what each row scored, as shown beside it ("" until it reads and scores)
        self.row_scores: list[str] = []
        #: every board of the event scored (:attr:`event_scored`; None until it is put
        #: together from ``_kept_from`` when first asked for)
        self._event_scored: pd.DataFrame | None = pd.DataFrame()
        #: the event's rows and its board on screen scored, which :attr:`event_scored` is
        #: put together from, where each board is scored alone (else None)
        self._kept_from: tuple[pd.DataFrame, pd.DataFrame] | None = None
        self.other_boards = pd.DataFrame()
        self.scored_boards = BoardScores()  #: every board scored, kept (the Session tab's too)
        #: the deals of the file opened (a PBN with Deal tags), else None
        self.hand_records: pd.DataFrame | None = None
        #: the file opened, as read (its published numbers and tags), else None
        self.file_event: pd.DataFrame | None = None
        #: the options that reproduce the file opened, and how they score it in words
        self.file_found: tuple[dict[str, Any], str] = ({}, "")
        self._opened_state()
        super().__init__([
            style_html(), w.HBox([self.board_input, self.board_info]),
            w.HBox([self.scoring_input, self.method_input, self.scale_input,
                    self.artificial_input]), self.pager, self.rows_box,
            w.HBox([self.add_button, self.new_button, self.sample_button]), self.confirm,
            w.HBox([self.upload, self.download]), w.HBox([self.handout_button, self.handout]),
            self.message, self.summary, self.compare_button, self.explainer, self.deal_view,
        ], board=board, method=method)
        self.add_class("bk-traveller")
        self._wire()
        with self._once.quiet():  # the first update is made below, in its language
            self._show_page()
        self.begin_speaking(lang)

    def _wire(self) -> None:
        """The options' boxes linked to their traits, and what each change does."""
        link_inputs(self, ("method", "scale", "artificial", "scoring"))
        # the board box holds text, read as digits (a number box would read "1e9" as 19)
        traitlets.dlink((self, "board"), (self.board_input, "value"), str)
        self.board_input.observe(self._board_typed, names=["value"])
        self.observe(self._walk, names=["board"])
        # the boards scored the old way are not the new way's
        self.observe(self._once.changed, names=["method", "scale", "artificial", "scoring",
                                                   "normal", "drop", "rounding", "cross",
                                                   "convention"])
        self.observe(self._rows_replaced, names=["rows"])
        self.observe(self._page_turned, names=["page", "page_size"])
        self.observe(self._shown_again, names=["live"])

    def relabel(self) -> None:
        """The boxes' labels, the options' names (what was chosen stays), the buttons, the
        tooltips and the traveller's headings, in the language being spoken; the rows, the
        explanation and the deal speak it too."""
        self.board_input.description = _("Board")
        self.scoring_input.description = _("Scoring")
        self.method_input.description = _("Method")
        self.scale_input.description = _("Scale")
        self.artificial_input.description = _("Average-plus")
        with self._once.quiet(), self.hold_sync():  # the choices come back: no update here
            keep_value(self.scoring_input, [(_(label), s) for label, s in SCORING_LABELS])
            keep_value(self.method_input, [(_(METHOD_LABELS[m]), m) for m in METHODS])
            keep_value(self.scale_input, [(_(label), s) for label, s in SCALES])
            keep_value(self.artificial_input, [(_(label), a) for label, a in AVERAGE_PLUS])
        self.add_button.description = _("+ Add row")
        self.sample_button.description = _("Load sample board")
        self.new_button.description = _("New traveller")
        self.confirm_yes.description = _("Yes, replace them")
        self.confirm_no.description = _("Keep my rows")
        self.upload.description = _("Open a file")
        self.upload.tooltip = _("PBN, CSV or USEBIO")
        self.compare_button.description = _("Compare methods on this board")
        self.handout_button.description = _("A page to print")
        self.handout_button.tooltip = _("this board explained: traveller, frequencies, how each "
                                        "number was made")
        self.previous_button.description = _("◀ Previous rows")
        self.next_button.description = _("Next rows ▶")
        for cell, (title, _px) in zip(self.header.children, HEADINGS, strict=False):
            cell.value = f"<b>{escape(pgettext('column', title)) if title else ''}</b>"
        self.score_heading.value = f"<b>{escape(pgettext('column', HEADINGS[-1][0]))}</b>"
        for row in self._pool:
            row.lang = self.lang
        if isinstance(self.explainer, Speaks):
            self.explainer.lang = self.lang
        for view in self.deal_view.children:
            if isinstance(view, Speaks):
                view.lang = self.lang

    def rerender(self) -> None:
        """The board scored again, the page's line, the message and any question asked, in
        the language being spoken."""
        if self.file_event is not None:
            self.file_found = (self.file_found[0], self._found_words().split(": ", 1)[-1])
        if self._cells_lang != self.lang:  # the contracts shown as this language shows them
            read, self._cells_lang = self._cells_lang, self.lang
            self._cells["contract"] = pd.Series(respell_contracts(
                self._cells["contract"].tolist(), self.lang, read), index=self._cells.index,
                dtype=object)
            with self._once.quiet():
                self._show_page()
        self._pager_line()
        self.update()
        if self._question is not None:
            self.confirm_text.value = self._question()

    def _settings(self) -> None:
        # a plain number box: a board number the core refuses is kept, and said why
        self.board_input = w.Text(continuous_update=False,
                                  layout=w.Layout(width="160px")).add_class("bk-board")
        self.board_info = w.HTML().add_class("bk-board-info")
        self.scoring_input = w.Dropdown(options=SCORING_LABELS).add_class("bk-scoring")
        self.method_input = w.Dropdown(options=[(METHOD_LABELS[m], m) for m in METHODS])
        self.scale_input = w.Dropdown(options=SCALES)
        self.artificial_input = w.Dropdown(
            options=AVERAGE_PLUS, style={"description_width": "initial"}).add_class("bk-artificial")

    def _buttons(self) -> None:
        # each button as wide as its words in the language spoken ("Nieuwe frequentiestaat")
        self.add_button = w.Button(layout=w.Layout(width="auto")).add_class("bk-add-row")
        self.sample_button = w.Button(layout=w.Layout(width="auto")).add_class("bk-load-sample")
        self.new_button = w.Button(layout=w.Layout(width="auto")).add_class("bk-new")
        # replacing typed rows asks first
        self.confirm_text = w.HTML()
        self.confirm_yes = w.Button(button_style="danger")
        self.confirm_no = w.Button()
        self.confirm = w.HBox([self.confirm_text, self.confirm_yes, self.confirm_no],
                              layout=w.Layout(display="none")).add_class("bk-confirm")
        self._pending = None
        # no server path anywhere: a file comes in from the user's browser, and goes back as
        # a download link; nothing is read from or written to the server's disk
        self.upload = upload_button(",".join(FORMATS), "bk-upload")
        # shown where there is a Neuberg tab to open (the app wires it)
        self.compare_button = w.Button(layout=w.Layout(width="auto", display="none")).add_class("bk-compare")
        self.add_button.on_click(lambda _: self.add_row())
        self.sample_button.on_click(lambda _: self._ask(self.load_sample, self._sample_question))
        self.new_button.on_click(lambda _: self._ask(self.new_traveller, self._new_question))
        self.confirm_yes.on_click(lambda _: self._answer(True))
        self.confirm_no.on_click(lambda _: self._answer(False))
        self.upload.observe(self._uploaded, names=["value"])

    def _outputs(self) -> None:
        from bridgekit.widgets.explain import BoardExplainer

        self.download = w.HTML().add_class("bk-download")
        self.handout_button = w.Button(layout=w.Layout(width="auto")).add_class("bk-handout-button")
        self.handout_button.on_click(lambda _: self.make_handout())
        self.handout = w.HTML().add_class("bk-handout-link")
        self.message = w.HTML().add_class("bk-message")
        self.summary = w.HTML().add_class("bk-results")
        self.explainer = BoardExplainer()
        self.deal_view = w.VBox().add_class("bk-traveller-deal")

    def _grid(self) -> None:
        """The rows in a grid: the boxes in the first column, and in the second what each row
        scored -- one widget for all rows, so a keystroke that moves every row's matchpoints
        sends one message, not one per row."""
        self.header = w.HBox([w.HTML(layout=self._looks.width[title])
                              for title, _px in HEADINGS[:-1]])
        for cell, name in zip(self.header.children, [*COLUMNS, "remove"], strict=True):
            cell.add_class(f"bk-head-{name}")
        self.header.add_class("bk-traveller-header")
        self.score_heading = w.HTML(layout=self._looks.width["Scored"]).add_class("bk-head-score")
        self.scores = w.HTML().add_class("bk-row-scores")
        self.rows_box = w.GridBox(layout=w.Layout(grid_template_columns="max-content auto",
                                                  align_items="flex-start")).add_class("bk-rows")

    def _pager(self) -> None:
        """The line above a long traveller's rows: which are on screen, and buttons for the
        rows before and after them (hidden while every row is on screen)."""
        self.previous_button = w.Button(layout=w.Layout(width="auto")).add_class("bk-previous-rows")
        self.next_button = w.Button(layout=w.Layout(width="auto")).add_class("bk-next-rows")
        self.page_info = w.HTML().add_class("bk-page-info")
        self.pager = w.HBox([self.previous_button, self.page_info, self.next_button],
                            layout=w.Layout(display="none")).add_class("bk-pager")
        self.previous_button.on_click(lambda _: self._turn(-1))
        self.next_button.on_click(lambda _: self._turn(1))

    # -- rows ------------------------------------------------------------------------------
    def add_row(self, values: dict | None = None) -> TravellerRow:
        """Add a row (``values``: its cells) at the end of the traveller, show the page it is
        on and score the board again; returns the row's boxes."""
        self._cells = pd.concat([self._cells, _cells_of(pd.DataFrame([values or {}]), self.lang)],
                                ignore_index=True)
        self._edited = True
        self._show_page((len(self._cells) - 1) // self.page_size)
        return self.rows[-1]

    def remove_row(self, row: TravellerRow) -> None:
        """Take a row of the page out of the traveller and score the board again."""
        if row in self.rows:
            self._cells = self._cells.drop(index=self._first + self.rows.index(row)).reset_index(drop=True)
            self._edited = True
            self._show_page()

    def prepare_rows(self) -> None:
        """Make the widgets of a whole page of rows now, hidden until a page needs them, so
        that opening a long file later makes none (the app does not: each row made with
        the page is sent to every visitor, so its rows are made when a file needs them).

        In the browser a row is about a dozen widgets, and made while the page is open each
        costs about 4 ms to send and draw: a 500-result file opened after a new traveller
        took about 2.4 s to show its first 50 rows when they were made then, 0.4 s when
        they were made with the page (whose first load takes about a second longer).

        >>> ed = TravellerEditor(rows=2)
        >>> ed.prepare_rows()
        >>> len(ed.rows), len(ed.rows_box.children) - 3
        (2, 50)
        """
        while len(self._pool) < self.page_size:
            self._adopt(TravellerRow(looks=self._looks, lang=self.lang))
        self._place_rows()

    @property
    def _first(self) -> int:
        """The place in :attr:`table` of the first row on screen."""
        return self.page * self.page_size

    def _turn(self, by: int) -> None:
        self.page = max(0, self.page + by)

    def _page_turned(self, _change=None) -> None:
        if not self._paging:
            self._show_page()

    def _show_page(self, page: int | None = None) -> None:
        """Show a page of rows (``page``, else the one on screen, within the pages there
        are): its results in the first widgets of the pool, made once and kept, so turning a
        page or opening a file sets the boxes' values and makes no widget once the pool is
        made (one spare is kept hidden for the row Enter adds)."""
        pages = max(1, -(-len(self._cells) // self.page_size))
        page = min(self.page if page is None else page, pages - 1)
        first = page * self.page_size
        shown = self._cells.iloc[first:first + self.page_size].to_dict("records")
        while len(self._pool) < min(len(shown) + 1, self.page_size):
            self._adopt(TravellerRow(looks=self._looks, lang=self.lang))
        with self._once.batch(), self.hold_sync():
            self._paging += 1
            try:
                self.page = page
                for row, values in zip(self._pool, shown, strict=False):
                    row.show(values)
                self.rows = self._pool[:len(shown)]
            finally:
                self._paging -= 1
            self._place_rows()
            self._once.changed()

    def _adopt(self, row: TravellerRow) -> None:
        """Make a row widget one of the editor's: its edits, its remove button and an Enter
        in its result or score box come here (once, however often it is reused)."""
        row.observe(self._row_edited, names=COLUMNS)
        row.remove.on_click(lambda _, r=row: self.remove_row(r))
        for name in ("result", "ns_score"):
            getattr(row, f"{name}_input").on_msg(
                lambda _, content, __, r=row, n=name: self._submitted(r, n, content))
        self._pool.append(row)  # shown or hidden by _place_rows

    def _rows_replaced(self, change) -> None:
        """Rows given from outside (``editor.rows = [...]``) become the page's rows."""
        if self._paging:
            return
        new = list(change["new"])
        old = change["old"] if isinstance(change["old"], list) else []
        given = _cells_of(pd.DataFrame([r.values() for r in new], columns=COLUMNS), self.lang,
                          self.lang)
        self._cells = pd.concat([self._cells.iloc[:self._first], given,
                                 self._cells.iloc[self._first + len(old):]], ignore_index=True)
        for row in new:
            if row not in self._pool:
                self._adopt(row)
        self._pool = new + [r for r in self._pool if r not in new]
        self._place_rows()
        self._once.changed()

    def _place_rows(self) -> None:
        """The grid holds every row widget made, in the pool's order (so the browser keeps
        each one's view); the page's are shown, the others hidden."""
        shown = set(map(id, self.rows))
        for row in self._pool:
            with row.hold_sync():
                if id(row) in shown:
                    row.remove_class("bk-row-spare").add_class("bk-row")
                else:
                    row.remove_class("bk-row").add_class("bk-row-spare")
        self.rows_box.children = (self.header, self.score_heading, *self._pool, self.scores)
        self._pager_line()

    def _row_edited(self, change) -> None:
        """A box of a row on screen changed: the traveller's row changes, and the board is
        scored again."""
        row = change["owner"]
        if self._paging or row not in self.rows:
            return
        if change["name"] == "contract" and self._respelled(row, str(change["new"])):
            return  # the row's contract was written again: that change scores it
        self._cells.iat[self._first + self.rows.index(row), COLUMNS.index(change["name"])] = \
            change["new"]
        self._edited = True
        self._once.changed()
        self._after_enter(row, change["name"])

    def _respelled(self, row: TravellerRow, text: str) -> bool:
        """A contract typed in Dutch or French is read in that language (French ``4C`` is
        four hearts) and written as the language shows contracts (``4♥``), so that it reads
        the same whatever is spoken later; where English reads the letters otherwise, the
        message line says how it was read. True when the row's contract was written again."""
        if self.lang not in ("nl", "fr"):
            return False
        try:
            contract = Contract.parse(text, lang=self.lang)
        except BridgekitError:
            return self._split_played(row, text)
        shown = contract_text(contract, self.lang)
        if shown == text:
            return False
        other = english_reading(text, self.lang)
        if other is not None:
            typed = text.strip()
            # TRANSLATORS: a contract typed with a letter English reads as another suit
            # (French 4C): {contract} is how it was read, {english} how English reads it
            self.say(self.message, lambda: escape(_(
                "{typed} is read as {contract}; in English {typed} would be {english}.").format(
                typed=typed, contract=contract_text(contract), english=contract_text(other))))
        row.contract = shown
        return True

    def _split_played(self, row: TravellerRow, text: str) -> bool:
        """A contract typed with its declarer and result in Dutch or French (``4C+1 O``,
        the result box empty) is read in that language and put in its three boxes, as the
        files' reading of the letters would be another contract or seat. True when it was."""
        if row.result.strip():
            return False  # the core says what is wrong with the row
        try:
            played = HandResult.parse(text, lang=self.lang)
        except BridgekitError:
            return False
        if played.contract.is_pass:
            return False
        with self._once.batch():
            row.contract = contract_text(played.contract, self.lang)
            if played.declarer is not None:
                row.declarer = str(played.declarer)
            row.result = played.relative
        return True

    def _pager_line(self) -> None:
        count, shown = len(self._cells), len(self.rows)
        with speaking(self.lang):
            self.page_info.value = rows_shown_html(self._first, shown, count)
        self.pager.layout.display = "flex" if count > self.page_size else "none"
        self.previous_button.disabled = self.page == 0
        self.next_button.disabled = self._first + shown >= count

    # -- Enter adds a row --------------------------------------------------------------------
    def _submitted(self, row: TravellerRow, name: str, content: dict) -> None:
        """Enter pressed in a row's result or score box (the browser says so apart from the
        value, which may arrive just before or just after)."""
        if content.get("event") == "submit":
            self._enter = (row, name, time.monotonic())
            self._after_enter(row, name)

    def _after_enter(self, row: TravellerRow, name: str) -> None:
        """After an Enter in the last row's result or score box, once that row's value is in
        and the core finds no problem in the row: an empty row below it, the cursor in its
        first box. Enter in any other row only commits the value, as before."""
        if self._enter is None or self._enter[:2] != (row, name):
            return
        if row not in self.rows or time.monotonic() - self._enter[2] > 5:
            self._enter = None
            return
        at = self._first + self.rows.index(row)
        if at != len(self._cells) - 1:  # not the last row: Enter only commits the value
            self._enter = None
            return
        answer = self.results
        if at not in answer.index or str(answer.at[at, "error"]) != "":
            return  # not complete yet (its value may still be on its way)
        self._enter = None
        self.add_row().ns_input.focus()

    # -- state -----------------------------------------------------------------------------
    @property
    def results(self) -> pd.DataFrame:
        """:attr:`answer`, or an empty frame before anything is typed."""
        return pd.DataFrame() if self.answer is None else self.answer

    @property
    def table(self) -> pd.DataFrame:
        """The traveller as typed, every row of it (on screen or on another page):
        ``board, ns, ew, contract, declarer, result, ns_score, group, penalty``."""
        frame = self._cells.copy()
        frame.insert(0, "board", self.board)
        return frame

    @table.setter
    def table(self, frame: pd.DataFrame) -> None:
        boards = pd.to_numeric(frame["board"], errors="coerce") if "board" in frame else None
        self._loading += 1  # the board number set here is the frame's, not a walk
        try:
            with self._once.batch(), self.hold_sync():
                if boards is not None and len(frame) and float(boards.iloc[0]).is_integer():
                    self.board = int(boards.iloc[0])
                self._cells = _cells_of(frame, self.lang)
                self._show_page(0)
        finally:
            self._loading -= 1

    def _typed_mask(self) -> np.ndarray:
        """Which rows of :attr:`table` hold something typed."""
        cells = zip(*(self._cells[c].tolist() for c in COLUMNS), strict=True)
        return np.array([any(map(str.strip, map(str, row))) for row in cells], dtype=bool)

    def typed_table(self) -> pd.DataFrame:
        """The rows of :attr:`table` that hold something typed (every page's), as the core
        reads them (a penalty or weighted score typed in Dutch or French in the notation
        files use: :func:`read_typed`)."""
        if self._typed_now is not None:  # read for the answer being set: not read again
            return self._typed_now
        return read_typed(self.table, self.lang, self.board)[self._typed_mask()]

    def _typed(self) -> int:
        """How many rows hold something typed."""
        return int(self._typed_mask().sum())

    def _ask(self, action, question: Callable[[int], str]) -> None:
        """Run ``action`` at once when nothing is typed; else ask ``question`` (of how many
        rows are typed) before replacing the rows."""
        typed = self._typed()
        if not typed:
            action()
            return
        self._pending = action
        self._question = lambda: question(typed)
        with speaking(self.lang):
            self.confirm_text.value = self._question()
        self.confirm.layout.display = "flex"

    @staticmethod
    def _sample_question(typed: int) -> str:
        return ngettext("<b>{n} row typed.</b> Replace it to load the sample board?",
                        "<b>{n} rows typed.</b> Replace them to load the sample board?",
                        typed).format(n=typed)

    @staticmethod
    def _new_question(typed: int) -> str:
        return ngettext("<b>{n} row typed.</b> Replace it to start a new traveller?",
                        "<b>{n} rows typed.</b> Replace them to start a new traveller?",
                        typed).format(n=typed)

    def _answer(self, yes: bool) -> None:
        action, self._pending = self._pending, None
        self._question = None
        self.confirm.layout.display = "none"
        if yes and action is not None:
            action()

    def new_traveller(self) -> None:
        """An empty traveller of one row for the board shown (the file opened is forgotten)."""
        self.other_boards = pd.DataFrame()
        self.hand_records = self.file_event = None
        self._file_name, self._edited = None, False
        self.table = pd.DataFrame([dict.fromkeys(COLUMNS, "")]).assign(board=self.board)
        board = self.board
        self.say(self.message, lambda: escape(_("New traveller for board {board}.").format(board=board)))

    def load_sample(self) -> None:
        """Load the sample event's traveller for the board number shown."""
        sample = load_sample_event()
        board = sample[sample.board == self.board]
        self.other_boards = sample[sample.board != self.board]
        self.hand_records = self.file_event = None
        self._file_name, self._edited = None, False
        self.table = board.reindex(columns=["board", *COLUMNS])
        number_, results = self.board, len(board)
        self.say(self.message, lambda: escape(ngettext(
            "Loaded board {board} of the sample event ({results} results).",
            "Loaded board {board} of the sample event ({results} results).",
            results).format(board=number_, results=results)))

    @shows_errors("message")
    def _uploaded(self, _change=None) -> None:
        """Read the file the user sent (PBN, CSV or USEBIO, from its bytes) and show its
        first board. Rows edited by hand are replaced only once the user says so (as New
        traveller and Load sample ask); a file that cannot be opened asks nothing."""
        if not self.upload.value:
            return
        item = self.upload.value[0]
        name = str(item.get("name", "upload"))
        self.upload.value = ()  # the same file chosen again (after "Keep my rows") is news
        try:
            frame = read_event(named_bytes(item["content"], name))  # named: its ending, content
        except Exception as exc:
            failed = exc
            self._refused((functools.partial(error_html, exc), lambda previous: error_html(
                failed) + "<br>" + escape(_(
                    "Nothing was opened, and the board of {previous} is closed.").format(
                        previous=previous))))
            return
        found = frame.attrs.get("hand_records")  # read with the results, in the same walk
        records = pd.DataFrame(found) if found else None
        if self._refusal(frame, name) is None and self._edited:
            self._ask(lambda: self.say(self.message, self._opened(frame, name, records)),
                      lambda typed: self._open_question(typed, name))
            return
        self.say(self.message, self._opened(frame, name, records))

    @staticmethod
    def _open_question(typed: int, name: str) -> str:
        return ngettext("<b>{n} row typed.</b> Replace it to open {name}?",
                        "<b>{n} rows typed.</b> Replace them to open {name}?",
                        typed).format(n=typed, name=escape(name))

    def _refused(self, said: tuple[Callable[[], str], Callable[[str], str]]) -> Callable[[], str]:
        """A file refused: the board of a file opened before, unless edited here, is taken
        off the screen (an empty traveller for the board number shown), so that nothing under
        the refusal seems to be the new file's; rows typed, or the sample, stay. ``said``:
        the message when the traveller is kept, and when a file is closed (of its name).
        Returns the message said."""
        kept, closed = said
        if self.file_event is not None and not self._edited:
            previous = self._file_name  # the file's name, before it is forgotten
            self.new_traveller()
            self.say(self.message, lambda: closed(_("the file") if previous is None else previous))
        else:
            self.say(self.message, kept)
        assert self._saying is not None
        return self._saying[1]

    def open_event(self, frame: pd.DataFrame, name: str | None = None,
                   hand_records: pd.DataFrame | None = None) -> str:
        """Show an event read from a file at its own first board (its lowest, exactly as
        the file numbers it: a number the core refuses is shown with the core's reason).
        Returns the message to show, in the editor's language: what was opened, or why
        nothing was (no results, no board number that reads as one, a teams event; the
        board of a file opened before is then closed, unless edited). ``name``: the file's
        name as the user knows it (None: "the file")."""
        said = self._opened(frame, name, hand_records)
        with speaking(self.lang):
            return said()

    def _refusal(self, frame: pd.DataFrame, name: str | None
                 ) -> tuple[Callable[[], str], Callable[[str], str]] | None:
        """Why ``frame`` cannot be opened (no results, no board number that reads as one, a
        teams event), said when the traveller on screen is kept and when a file opened
        before is closed; None when it can be."""
        boards = pd.to_numeric(frame["board"], errors="coerce") if "board" in frame else None
        board: list[dict] = []  # the board number's problems, where none reads as one
        if boards is None or frame.empty:
            kept = N_("{name} has no results (only a header line): nothing was opened, the "
                      "traveller on screen is kept.")
            closed = N_("{name} has no results (only a header line): nothing was opened, and "
                        "the board of {previous} is closed.")
        elif not (np.isfinite(boards) & (boards % 1 == 0)).any():
            bad = validate_traveller(frame.head(1).reindex(columns=["board", *COLUMNS]))
            board = bad[bad.column == "board"].to_dict("records")
            kept = N_("{name}: no board number in it reads as one (board {why}): nothing was "
                      "opened, the traveller on screen is kept.")
            closed = N_("{name}: no board number in it reads as one (board {why}): nothing was "
                        "opened, and the board of {previous} is closed.")
        elif frame.attrs.get("format") == "usebio-teams":
            kept = N_("{name} is a teams event: open it in the Swings tab (a teams event is "
                      "scored by its matches, not as a pairs traveller); the traveller on screen "
                      "is kept.")
            closed = N_("{name} is a teams event: open it in the Swings tab (a teams event is "
                        "scored by its matches, not as a pairs traveller); the board of "
                        "{previous} is closed.")
        else:
            return None

        def said(message: str, previous: str = "") -> str:
            why = "; ".join(map(problem_words, board)) or _("not a board number")
            return problem_html(_(message).format(
                name=_("the file") if name is None else name, why=why, previous=previous))

        return lambda: said(kept), lambda previous: said(closed, previous)

    def _opened(self, frame: pd.DataFrame, name: str | None,
                hand_records: pd.DataFrame | None) -> Callable[[], str]:
        """:meth:`open_event`'s work; returns its message, to be said in any language."""
        refusal = self._refusal(frame, name)
        if refusal is not None:
            return self._refused(refusal)
        boards = pd.to_numeric(frame["board"], errors="coerce")
        whole = boards[np.isfinite(boards) & (boards % 1 == 0)]
        board = int(whole.min())  # its own first board, whatever the board shown before
        with self._once.batch():  # scored once, the file's rows by its settings
            frame = self._file_settings(frame)
            rows = frame[boards == board]
            self.other_boards = frame[boards != board]
            self.hand_records = hand_records
            self._file_name, self._edited = name, False
            self.table = rows.reindex(columns=["board", *COLUMNS]).assign(board=board)
        results, count = len(rows), int(boards.nunique())
        # TRANSLATORS: {found}: what the file was found to be scored by, a sentence of its own
        return lambda: escape(_(
            "Opened {name}: board {board}, {results} (the file has {boards}); {found}.").format(
            name=_("the file") if name is None else name, board=board, found=self._found_words(),
            results=ngettext("{n} result", "{n} results", results).format(n=results),
            boards=ngettext("{n} board", "{n} boards", count).format(n=count)))

    def _opened_state(self) -> None:
        #: the file's name as the user knows it (None: "the file"); rows edited by hand since
        #: the traveller was last loaded (opening a file over them asks first)
        self._file_name = None
        self._edited = False
        #: the settings the file opened was found to be scored by (found once), and what was
        #: compared to find them (or why they could not be)
        self.file_settings = Settings()
        self._found: Found | BridgekitError = Found(0, 0)
        #: the rows last scored, and how: (what was scored, its answer); the scored rows the
        #: answer was last made of
        self._last_scored: tuple[Any, pd.DataFrame] | None = None
        self._answered: pd.DataFrame | None = None
        #: the rows typed as the core reads them, while the answer made of them is being set
        self._typed_now: pd.DataFrame | None = None
        #: the event as it stands, last put together: (the rows typed, the other boards, the
        #: file, the board, the event)
        self._built: tuple[Any, ...] | None = None
        #: each typed row's section, where the file's sections were scored apart (else None)
        self._typed_sections: pd.Series | None = None
        #: an edit made while the view was hidden, not drawn yet
        self._behind = False

    def _file_settings(self, frame: pd.DataFrame) -> pd.DataFrame:
        """The file's own settings (what ``bridgekit check`` reproduces it with, found once)
        become the editor's; its published numbers are kept to show beside bridgekit's, and
        what was found is said in :meth:`_found_words` in any language without scoring
        again. Returns the file as kept (:meth:`_sections_apart`)."""
        found: Found | BridgekitError
        try:
            settings, found = find_settings(frame)
        except BridgekitError as exc:
            settings, found = Settings(), exc
        self.file_event = frame = self._sections_apart(frame)
        self.file_settings, self._found = settings, found
        options: dict[str, Any] = {
            "scoring": settings.scoring, "method": settings.method, "scale": settings.scale,
            "normal": settings.normal, "drop": float(settings.drop),
            "rounding": settings.datum_rounding, "cross": settings.cross,
            "convention": settings.convention}
        self.file_found = (options, self._found_words().split(": ", 1)[-1])
        with self._once.batch(), self.hold_sync():
            for name, value in options.items():
                setattr(self, name, value)
        return frame

    def _sections_apart(self, frame: pd.DataFrame) -> pd.DataFrame:
        """A file of several sections with each pair named by its section (``A3``): one
        board's rows of every section on one traveller, compared across the field, or each
        section within its own where the sections were scored apart (:meth:`_score_apart`)."""
        if "section" not in frame.columns or frame["section"].map(cell_text).nunique() < 2:
            return frame
        section = frame["section"].map(cell_text)
        named = frame.assign(ns=section + pair_text(frame["ns"]),
                             ew=section + pair_text(frame["ew"]))
        named.attrs = frame.attrs
        return named

    def event_settings(self) -> Settings:
        """How the whole event is scored: :meth:`_scoring_settings`, with the sections as the file
        has them (across the field or apart)."""
        opened = getattr(self, "file_event", None) is not None
        return self._scoring_settings().replace(sections=self.file_settings.sections if opened
                                        else "field")

    def _scoring_settings(self) -> Settings:
        """How the board is scored: the file's settings (or bridgekit's own) as the options
        on screen change them."""
        base = self.file_settings if getattr(self, "file_event", None) is not None \
            else Settings()
        drop = int(self.drop) if self.drop.is_integer() else self.drop
        return base.replace(scoring=self.scoring, method=self.method, scale=self.scale,
                            normal=self.normal, drop=drop, datum_rounding=self.rounding,
                            cross=self.cross, artificial=self.artificial,
                            convention=self.convention, sections="field")

    def _found_words(self) -> str:
        """What the file opened was found to be scored by, in the language spoken (found
        once: a language switch scores nothing again)."""
        if self.file_event is None:
            return ""
        if isinstance(self._found, Found):
            return self._found.describe(self.file_settings, lang=self.lang)
        with speaking(self.lang):
            return _("its own numbers could not be checked ({reason})").format(
                reason=self._found)

    def _show_deal(self) -> None:
        """Beside a board whose file has its deal: the diagram, double dummy and par."""
        here = self._deal_here()
        if here is None:
            self.deal_view.children = ()
            return
        from bridgekit.widgets.deal import DealDiagram

        r = here.iloc[0]
        view = self.deal_view.children[0] if self.deal_view.children else None
        if not isinstance(view, DealDiagram):
            self.deal_view.children = (DealDiagram(r.deal, board=int(r.board), table=r.dd,
                                                   lang=self.lang),)
        elif view.deal != r.deal or view.board != int(r.board):
            view.show(r.deal, int(r.board), r.dd)

    def _deal_here(self) -> pd.DataFrame | None:
        """The deal of the board on screen, from the file opened (None without it)."""
        hr = self.hand_records
        here = None if hr is None else hr[hr.board == self.board]
        return None if here is None or here.empty else here

    def _with_par(self, scored: pd.DataFrame) -> pd.DataFrame:
        """The rows scored, with the results against par where the file has the deal."""
        here = self._deal_here()
        return scored if here is None else vs_par(scored, here)

    def _ready(self, typed: pd.DataFrame) -> pd.DataFrame:
        """The rows typed that the core scores (no problem in them), as typed (``typed``:
        the rows typed as the core reads them)."""
        if self.answer is None or self.answer.empty:
            return typed.iloc[:0]
        return typed.loc[self.answer.index[self.answer["error"].astype(str) == ""]]

    def make_handout(self) -> None:
        """A page to print -- this board explained -- as a download link (made on request,
        not on every keystroke): the board of the event as it stands, scored as the Session
        tab ranks it (its sections over the field or apart, its sessions, its top)."""
        from bridgekit.widgets.session import event_as_typed

        with speaking(self.lang):
            try:
                page = board_handout_html(event_result(event_as_typed(self),
                                                       self.event_settings()), self.board)
            except BridgekitError as exc:
                self.handout.value = error_html(exc)
                return
            self.handout.value = download_html(
                f"board-{self.board}.html", "text/html", page, _(
                    "Download the page (HTML; print it from the browser, or save it as PDF)"),
                css="bk-handout")

    # -- scoring ---------------------------------------------------------------------------
    def _problems(self, scored: pd.DataFrame | None) -> tuple[str, dict[int, list[str]]]:
        """The core's word on the rows typed (``scored``: as the core scored them, its
        problems found as it read them; None when no row is typed): the board's problem (or
        its dealer and vulnerability), and each row's problems by its place in :attr:`table`
        (a row typed below an empty one keeps its own place). Only words are made here: a
        language switch reads nothing again."""
        records = list(scored.attrs.get("problems") or []) if scored is not None else []
        board = [p for p in records if p["column"] == "board"]
        try:
            line = board_line_html(board_dealer(self.board), board_vulnerability(self.board))
        except BridgekitError as exc:
            line = error_html(exc)
        if board:
            # TRANSLATORS: the board number's problem, as the core says it
            line = problem_html(_("board {problem}").format(problem=problem_words(board[0])))
        by_row: dict[int, list[str]] = {}
        for p in records:  # ``row``: the row's label
            if p["column"] == "board":
                continue
            box = pgettext("box", BOXES[p["column"]]) if p["column"] in BOXES else p["column"]
            # TRANSLATORS: a row's problem: the box it is in ({box}: contract), and the core's
            # words for it
            by_row.setdefault(int(p["row"]), []).append(
                _("{box}: {problem}").format(box=box, problem=problem_words(p)))
        return line, by_row

    @shows_errors("summary")
    def update(self) -> None:
        """Score what has been typed so far; say what is wrong next to each row."""
        table = read_typed(self.table, self.lang, self.board)
        typed = table[self._typed_mask()]
        scored = self._score(typed) if len(typed) else None
        self._answer_with(table, typed, scored)
        self._behind = not self.live
        if self._behind:  # its tab hidden: only the answer, for the views that follow it
            return
        line, problems = self._problems(scored)
        self.board_info.value = line
        # each row's (error, score) worked out first and set once at the end: a box whose
        # text does not change sends nothing to the browser; only the page's rows show theirs
        first = self._first
        for i, row in enumerate(self.rows):
            row.error.value = "<br>".join(problem_html(t) for t in problems.get(first + i, []))
        self.row_scores = [""] * len(self.rows)
        if scored is not None:  # a row the core scored says what it earned
            rows = bare(scored)  # its attrs (every row's problems) not copied into each part
            done = rows.index[rows["ns_mp"].notna()]
            page = rows.loc[done[(done >= first) & (done < first + len(self.rows))]]
            for at, row in page.to_dict("index").items():
                self.row_scores[at - first] = row_score_html(
                    row, ruling=scored.attrs.get("rulings", {}).get(at))
        self.scores.value = row_scores_html(self.row_scores)
        self._show_deal()
        if scored is None:
            # nothing of another board stays: its deal, its download and its page to print
            self.summary.value = ""
            self.download.value = self.handout.value = ""
            self.explainer.show(typed, self.answer, board=self.board)
            return
        self.download.value = download_html(f"traveller-board-{self.board}.csv", "text/csv",
                                            traveller_csv_text(table),
                                            _("Download this traveller (CSV)"))
        assert self.answer is not None
        shown = bare(self.answer)[self._shown_columns()]
        if len(self._cells) > self.page_size:  # a long board: the rows of the page on screen
            at = shown.index.to_numpy()
            shown = shown[(at >= first) & (at < first + len(self.rows))]
        self.summary.value = (self._left_out_note(scored) + self._published_note()
                              + grid_html(shown, css="bk-results-table", digits=1))
        self._explain_board(typed)

    def _answer_with(self, table: pd.DataFrame, typed: pd.DataFrame, scored: pd.DataFrame | None) -> None:
        """:attr:`answer` set when it changes, and only for rows scored anew (against par, with
        the deal, and the file's own numbers beside them): a view that follows it works once per
        edit, and not at all when the board is only said again in another language; none typed,
        no row. ``typed``: the rows as the core read them."""
        if scored is None:
            if self.answer is None or len(self.answer):
                self.answer = table.iloc[:0].assign(ns_mp=[], ew_mp=[], ns_pct=[], ew_pct=[], error=[])
        elif scored is not self._answered or self.answer is None:
            self.handout.value = ""  # what was made for the rows before is out of date
            self._typed_now = typed  # a view that follows the answer reads the same rows
            try:
                self.answer = self._with_published(self._with_par(scored))
            finally:
                self._typed_now = None
        self._answered = scored

    def _explain_board(self, typed: pd.DataFrame) -> None:
        """The board's rows scored cleanly given to the explainer, with how they were scored
        (and each row's section where the sections were scored apart)."""
        settings = self._scoring_settings()
        ready, sections = self._ready(typed), self._typed_sections
        if settings.artificial == "session":  # so are a ruling's pairs' other boards
            ready, settings = self._rulings_as_scored(ready), settings.replace(artificial="fixed")
        self.explainer.show(ready, self.event_scored, board=self.board, settings=settings,
                            sections=None if sections is None else
                            sections.loc[ready.index].tolist())

    def _rulings_as_scored(self, ready: pd.DataFrame) -> pd.DataFrame:
        """The board's rows with each ruling at the percentages the event gave it (from its
        pairs' session percentages, ``artificial="session"``)."""
        assert self.answer is not None  # the rows ready are the answer's
        ready = ready.astype({"ns_score": object})
        for at, entry in ready["ns_score"].items():  # the board's rows: a few
            if cell_text(entry) and isinstance(parse_entry(entry), ArtificialScore):
                row = self.answer.loc[at]
                ready.at[at, "ns_score"] = ArtificialScore(row["ns_pct"], row["ew_pct"])
        return ready

    def _shown_again(self, change) -> None:
        """The tab shown again: what was left undrawn while it was hidden is drawn."""
        if change["new"] and self._behind:
            self.update()

    # -- the file's own numbers ------------------------------------------------------------
    def _published_pairs(self, scored: pd.DataFrame | None = None) -> list[tuple[str, str, str]]:
        """The file's published columns of this board that bridgekit checks, as
        ``(published, bridgekit, label)`` (``scored``: the rows scored, default the answer)."""
        scored = self.answer if scored is None else scored
        if self.file_event is None or scored is None:
            return []
        return [(p, ours, label) for p, ours, label in published_columns(self.scoring)
                if p in self.file_event.columns and ours in scored.columns]

    def _with_published(self, scored: pd.DataFrame) -> pd.DataFrame:
        """The board's rows with the file's own numbers beside them, matched by the pairs
        that sat (so an edited, added or removed row keeps the right number or none)."""
        pairs = self._published_pairs(scored)
        if not pairs or not {"ns", "ew"} <= set(scored.columns):
            return scored
        file = self.file_event
        assert file is not None
        here = file[pd.to_numeric(file["board"], errors="coerce") == self.board]
        key = [pair_text(here[c]) for c in ("ns", "ew")]
        published = pd.DataFrame({p: here[p].to_numpy() for p, _, _ in pairs})
        published.index = pd.MultiIndex.from_arrays(key)
        published = published[~published.index.duplicated()]
        at = pd.MultiIndex.from_arrays([pair_text(scored[c]) for c in ("ns", "ew")])
        joined = scored.drop(columns=[p for p, _, _ in pairs], errors="ignore")
        for p, _ours, _label in pairs:
            joined[p] = published[p].reindex(at).to_numpy()
        joined.attrs = {**scored.attrs, "decimals": file.attrs.get("decimals", {})}
        return joined

    def _published_note(self) -> str:
        """Whether bridgekit reproduces the file's own numbers on this board, and where not,
        the option that would."""
        if not self._published_pairs() or self.answer is None:
            return ""
        problems = compare_published(self.answer)
        checked = problems.attrs["checked"]
        if not checked:
            return ""
        if problems.empty:
            said = ngettext("All {checked} of the file's numbers on this board reproduced.",
                            "All {checked} of the file's numbers on this board reproduced.",
                            checked).format(checked=checked)
            return f"<p class='bk-published'>{escape(said)}</p>"
        lines = "".join(f"<li>{escape(line)}</li>" for line in describe(problems))
        options, how = self.file_found
        changed = [f"{name} {value}" for name, value in options.items()
                   if name in self.trait_names() and getattr(self, name) != value]
        if changed:
            # TRANSLATORS: {how}: how the file is scored ("scored by Neuberg"); {options}: the
            # options that reproduce it, as bridgekit names them ("method plain")
            said = ngettext("{missed} of the file's {checked} numbers on this board not "
                            "reproduced: The file's own numbers are reproduced {how} "
                            "({options}).",
                            "{missed} of the file's {checked} numbers on this board not "
                            "reproduced: The file's own numbers are reproduced {how} "
                            "({options}).", checked)
        else:
            said = ngettext("{missed} of the file's {checked} numbers on this board not "
                            "reproduced:",
                            "{missed} of the file's {checked} numbers on this board not "
                            "reproduced:", checked)
        said = said.format(missed=len(problems), checked=checked, how=how,
                           options=", ".join(changed))
        return problem_html(said) + f"<ul class='bk-published-problems'>{lines}</ul>"

    def _left_out_note(self, scored: pd.DataFrame) -> str:
        """Say it when a row in error or not played changes how the others are scored: it
        still counts in the board's size, so the results scored are factored to it."""
        status = scored["status"].astype(str)
        errors, absent = int((status == "error").sum()), int((status == "not played").sum())
        if not errors and not absent:
            return ""
        present = int(scored["ns_mp"].notna().sum())
        # TRANSLATORS: the rows left out of a board's comparison: "2 rows with a problem",
        # "1 not played", or both joined by "{problems} and {absent}"
        problems = ngettext("{n} row with a problem", "{n} rows with a problem",
                            errors).format(n=errors)
        not_played = ngettext("{n} not played", "{n} not played", absent).format(n=absent)
        what = (_("{problems} and {absent}").format(problems=problems, absent=not_played)
                if errors and absent else problems if errors else not_played)
        if self.method == "plain":
            return problem_html(ngettext(
                "{what}: not compared; plain matchpoints compare the {present} results scored "
                "among themselves.",
                "{what}: not compared; plain matchpoints compare the {present} results scored "
                "among themselves.", present).format(what=what, present=present))
        # TRANSLATORS: {size}: the board's size, the results scored and those left out;
        # {method}: the method's name ("Neuberg + EBU small group")
        return problem_html(ngettext(
            "{what}: not compared, but counted in the board's size; the {present} results "
            "scored are factored to {size} ({method}).",
            "{what}: not compared, but counted in the board's size; the {present} results "
            "scored are factored to {size} ({method}).", present).format(
                what=what, present=present, size=present + errors + absent,
                method=_(METHOD_LABELS[self.method])))

    def _scored(self, frame: pd.DataFrame, event: pd.DataFrame | None = None) -> pd.DataFrame:
        """Rows scored by the event's scoring and conventions (the core's one way), each
        board once while its rows stay the same (``event``: the whole event the rows belong
        to, whose pair numbers say the movement where the settings do not)."""
        return self.scored_boards.score(frame, self._scoring_settings(), event=event)

    def _shown_columns(self) -> list[str]:
        scored = self.results
        columns = ["ns", "ew", "contract", "declarer", "result", "ns_score"]
        if self.scoring == "matchpoints":
            columns += ["ns_mp", "ew_mp", "ns_pct", "ew_pct"]
        else:
            columns += ["datum"] * (self.scoring == "butler" and "datum" in scored)
            columns += ["ns_imps", "ew_imps"]
        columns += [p for p, _, _ in self._published_pairs() if p in scored]
        if "vs_par" in scored:
            columns += ["vs_par", "vs_par_imps"]
        if "ns_penalty" in scored and scored[["ns_penalty", "ew_penalty"]].to_numpy().any():
            columns += ["ns_penalty", "ew_penalty"]
        return columns

    def _score(self, typed: pd.DataFrame) -> pd.DataFrame:
        """The board on screen scored (its rows typed), and :attr:`event_scored` made of it
        and the other boards, scored once and kept. Average-plus "from the session" values
        a ruling from the pair's other boards, so then the whole event is scored. The same
        rows scored the same way are not scored again (a language switch says them again)."""
        cells = {c: list(map(str, typed[c].tolist())) for c in typed.columns}
        if "contract" in cells:  # "4S" and "4♠" (its form in Dutch) are one contract
            cells["contract"] = list(map(_contract_key, cells["contract"]))
        key = (self._scoring_settings(), self.board, id(self.other_boards), len(self.other_boards),
               tuple(cells), tuple(typed.index), "\x1e".join(map("\x1f".join, cells.values())))
        last = getattr(self, "_last_scored", None)
        if last is not None and last[0] == key:
            return last[1]
        scored = self._score_anew(typed)
        self._last_scored = (key, scored)
        return scored

    def _score_anew(self, typed: pd.DataFrame) -> pd.DataFrame:
        self._typed_sections = self._kept_from = None
        rest = self._rest()
        if not len(rest):
            self._event_scored = self._scored(typed)
            return self._event_scored
        both = self._event_rows(typed)
        if "section" in both.columns and both["section"].map(cell_text).nunique() > 1:
            if self.event_settings().sections == "apart":
                return self._score_apart(typed, both)
            # several sections are one field here, each pair named by its section (``A3``)
            both = both.drop(columns="section")
        if self.scored_boards.by_board(both, self._scoring_settings()):
            # the board on screen scored anew, the others kept; the event put together from
            # them when asked for (:attr:`event_scored`, which the Session tab ranks)
            scored = self._scored(both.iloc[len(rest):], both)
            self._kept_from, self._event_scored = (both, scored), None
        else:  # a board's numbers depend on the others'
            self._event_scored = scored = self._scored(both)
        return _rows_typed(scored, typed)

    def _score_apart(self, typed: pd.DataFrame, both: pd.DataFrame) -> pd.DataFrame:
        """The board on screen of a file whose sections were scored apart: each section's
        rows scored within its own section (its own movement, top and factoring), as the
        Session tab ranks them; ``both``: the event's rows, the rows typed last."""
        settings, first = self._scoring_settings(), len(both) - len(typed)
        self._typed_sections = both["section"].iloc[first:].map(cell_text).set_axis(typed.index)
        parts, rulings, problems, each = [], {}, [], []
        for _name, part in split_sections(both, self.event_settings()):
            scored = self.scored_boards.score(part.reset_index(drop=True), settings)
            # the section's rows where they are in ``both``, with their rulings and problems
            moved = _relabelled(scored.attrs, dict(enumerate(part.index)))
            parts.append((bare(scored).set_axis(part.index), moved))
            rulings.update(moved["rulings"])
            problems += moved["problems"]
            each.append(scored)
        whole = pd.concat([s for s, _ in parts])
        movements = part_movements(each)  # a Mitchell section beside a Howell: each its own
        if movements is not None:
            whole["movement"] = movements
        self._event_scored = whole = whole.sort_index()
        whole.attrs = {**parts[0][1], "rulings": rulings,
                       "problems": problems + [p for p in sectionless(both) if p["row"] >= first]}
        if movements is not None:
            whole.attrs.pop("movement", None)
        return _rows_typed(whole, typed)

    @property
    def event_scored(self) -> pd.DataFrame:
        """Every board of the event scored: the board on screen as typed, and the others
        (put together when first asked for after an edit)."""
        if self._event_scored is None:
            assert self._kept_from is not None
            both, board = self._kept_from
            self._event_scored = self.scored_boards.put_together(
                both, board, self._scoring_settings(), source=self._rest_source())
        return self._event_scored

    def scored_event_of(self, rows: pd.DataFrame, like: pd.DataFrame,
                        order: np.ndarray) -> pd.DataFrame | None:
        """The event scored as ``like`` holds it (its row ``i`` being row ``order[i]`` of
        ``rows``), put together from the board on screen scored and the other boards kept,
        where ``rows`` is the frame of :meth:`event_rows` the board was scored against (else
        None: ``like`` is scored as any other rows)."""
        kept = self._kept_from
        if kept is None or kept[0] is not rows:
            return None
        return self.scored_boards.put_together(rows, kept[1], self._scoring_settings(),
                                               source=self._rest_source(), like=like,
                                               order=order)

    def _rest_source(self) -> tuple[Any, ...]:
        """What the other boards' rows are made of: while these stay the same (the frames the
        same objects, the board the same number), the other boards scored are kept."""
        return self.other_boards, self.file_event, self.board

    def event_rows(self) -> pd.DataFrame:
        """The event as it stands: the other boards' rows (with the file's columns the
        traveller does not show), then the rows typed, which get the file's table, round,
        lead and names back. Put together once an edit: the board on screen is scored
        against it, and the Session tab ranks these same rows."""
        return self._event_rows(self.typed_table())

    def _event_rows(self, typed: pd.DataFrame) -> pd.DataFrame:
        """:meth:`event_rows` with ``typed``, the rows typed as the core reads them (the same
        rows, the same frame as last time)."""
        built = self._built
        if built is not None and built[0] is typed and built[1] is self.other_boards \
                and built[2] is self.file_event and built[3] == self.board:
            return built[4]
        rest = self._rest()
        both = pd.concat([rest, typed], ignore_index=True) if len(rest) else \
            typed.reset_index(drop=True)
        if self.file_event is not None:
            both = carried(both, self.file_event)
        self._built = (typed, self.other_boards, self.file_event, self.board, both)
        return both

    def _rest(self) -> pd.DataFrame:
        """The other boards of the event loaded (never the board on screen)."""
        rest = self.other_boards
        if rest.empty:
            return rest
        return rest[pd.to_numeric(rest["board"], errors="coerce") != self.board]

    def _board_typed(self, change) -> None:
        """A board number typed: any whole number written in digits is taken (one the core
        refuses, such as 0, is shown with the core's reason); anything else is refused, and
        the board shown is kept."""
        text = str(change["new"]).strip()
        if re.fullmatch(r"[+-]?[0-9]{1,12}", text):
            self.board = int(text)
            return
        typed, kept = repr(text[:40]), self.board
        self.say(self.message, lambda: problem_html(_(
            "{typed}: a board number is written in digits; board {board} is kept.").format(
                typed=typed, board=kept)))
        self.board_input.value = str(self.board)

    def _walk(self, change) -> None:
        """With an event loaded, another board number shows that board's traveller (what was
        typed on the board left is kept with the event); else the rows stay as typed."""
        if self.other_boards.empty or self._loading:
            typed = self._typed()
            if typed and not self._loading:  # the rows typed move with the number: say so
                new, old = change["new"], change["old"]
                self.say(self.message, lambda: escape(ngettext(
                    "The {n} row typed now belongs to board {new} and is scored at its dealer "
                    "and vulnerability (board {old} had its own).",
                    "The {n} rows typed now belong to board {new} and are scored at its dealer "
                    "and vulnerability (board {old} had its own).", typed).format(
                        n=typed, new=new, old=old)))
            self._once.changed()
            return
        old, new = change["old"], change["new"]
        typed = read_typed(self.table, self.lang, old).assign(board=old)[self._typed_mask()]
        event = pd.concat([self.other_boards, typed], ignore_index=True)
        boards = pd.to_numeric(event["board"], errors="coerce")
        self.other_boards = event[boards != new]
        rows = event[boards == new].reindex(columns=["board", *COLUMNS])
        self.table = rows if len(rows) else pd.DataFrame(
            [dict.fromkeys(COLUMNS, "")]).assign(board=new)
        self._say_board(new, sorted({int(b) for b in boards.dropna() if float(b).is_integer()}))

    def _say_board(self, board: int, boards: list[int]) -> None:
        """The message line follows a walk through the event loaded: the board's place in
        it, or that the event has no such board (its rows are then the ones typed here)."""
        name = self._file_name
        called = (lambda: _("the file") if name is None else name) if self.file_event \
            is not None else (lambda: _("the sample event"))
        if board in boards:
            at = boards.index(board) + 1
            self.say(self.message, lambda: escape(_("board {board}: {position} of {count} in {file}").format(
                board=board, position=at, count=len(boards), file=called())))
            return
        listed = ", ".join(map(str, boards))
        self.say(self.message, lambda: escape(_(
            "board {board} is not in {file}: its boards are {boards}").format(
                board=board, file=called(), boards=listed)))

    def board_size(self) -> int | None:
        """The results the board on screen was meant to have, as the core scored it (a
        result not played still counts): the size the Neuberg tab compares on, so both tabs
        give a result the same matchpoints. None when nothing scored."""
        if self.results.empty or not self.results["top"].notna().any():
            return None
        top = float(self.results["top"].max())  # 2 (n - 1) at 2 / 1, n - 1 at 1 / ½
        return round(top / 2 + 1 if self.scale == "ebu" else top + 1)

    def board_entries(self) -> list:
        """The board's results as the Neuberg tab takes them: N-S scores and rulings."""
        if self.results.empty:
            return []
        good = self.results[self.results["ns_mp"].notna()]
        return [score if score == score else str(ArtificialScore(ns, ew)) for score, ns, ew in
                zip(good["ns_score"], good["ns_pct"], good["ew_pct"], strict=True)]


def _relabelled(attrs: dict[str, Any], label: dict[Any, Any]) -> dict[str, Any]:
    """A scored frame's attrs for some of its rows, relabelled (``label``: old -> new): the
    rulings and problems of those rows only."""
    return {**attrs,
            "rulings": {label[at]: ruling for at, ruling in attrs.get("rulings", {}).items()
                        if at in label},
            "problems": [{**p, "row": label[p["row"]]} for p in attrs.get("problems") or []
                         if p["row"] in label]}


def _rows_typed(scored: pd.DataFrame, typed: pd.DataFrame) -> pd.DataFrame:
    """The last rows of ``scored`` (the rows typed, scored), labelled as ``typed`` is, with
    their own rulings and problems."""
    first = len(scored) - len(typed)
    part = bare(scored).iloc[first:].set_axis(typed.index)
    part.attrs = _relabelled(scored.attrs, dict(zip(scored.index[first:], typed.index, strict=True)))
    return part


@functools.lru_cache(maxsize=4096)
def _contract_key(text: str) -> str:
    """A typed contract as one form whatever language shows it (the text itself when it is
    no contract)."""
    try:
        return str(Contract.parse(text))
    except BridgekitError:
        return text
