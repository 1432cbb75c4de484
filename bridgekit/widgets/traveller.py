"""TravellerEditor: enter a traveller as a director or a student would."""

from __future__ import annotations

import base64

import ipywidgets as w
import numpy as np
import pandas as pd
import traitlets

from bridgekit.board import board_dealer, board_vulnerability
from bridgekit.contract import Contract, HandResult
from bridgekit.data import load_sample_event
from bridgekit.errors import BridgekitError
from bridgekit.io import read_event, read_hand_records
from bridgekit.io.csv import traveller_csv_text
from bridgekit.pairs.against_par import vs_par
from bridgekit.pairs.event import score_event
from bridgekit.pairs.scoring import METHODS
from bridgekit.show.handout import board_handout_html
from bridgekit.widgets._common import error_html, escape, frame_html, labelled, shows_errors, style_html

CONTRACTS = ["Pass"] + [f"{level}{s}{x}" for level in range(1, 8)
                        for s in ("C", "D", "H", "S", "NT") for x in ("", "X", "XX")]
RESULTS = ["=", *(f"+{k}" for k in range(1, 7)), *(f"-{k}" for k in range(1, 14))]
COLUMNS = ["ns", "ew", "contract", "declarer", "result", "ns_score", "group", "penalty"]
METHOD_LABELS = {"plain": "plain (no factoring)", "old-style": "old-style factoring",
                 "neuberg": "Neuberg", "magic": "Neuberg + Magic Contest small group",
                 "ebu": "Neuberg + EBU small group"}
#: What a screen reader says for each box of a row.
LABELS = ("N-S pair", "E-W pair", "Contract", "Declarer", "Result", "N-S score or ruling",
          "Scoring group", "Penalty")
AVERAGE_PLUS = [("60 / 50 / 40 %", "fixed"), ("from the session", "session")]


#: The traveller's columns as headed on screen, with their widths (the header lines up with
#: the boxes under it); the last column, what each row scored, is one widget for all rows.
HEADINGS = (("N-S", 70), ("E-W", 70), ("Contract", 90), ("By", 60), ("Result", 70),
            ("or score", 120), ("Group", 60), ("Penalty", 90), ("", 36), ("Scored", 260))


def _width(heading: str) -> w.Layout:
    return w.Layout(width=f"{dict(HEADINGS)[heading]}px")


class TravellerRow(w.VBox):
    """One table's result: pairs, contract, declarer, result or score; a problem is shown
    under the row, once a box is finished (Enter, or leaving it). What the row scored is
    shown beside it by the editor (:attr:`TravellerEditor.row_scores`)."""

    def __init__(self, values: dict | None = None):
        values = values or {}
        text = {"continuous_update": False}  # a value arrives on Enter or on leaving the box
        self.ns = w.Text(str(values.get("ns", "")), layout=_width("N-S"), **text)
        self.ew = w.Text(str(values.get("ew", "")), layout=_width("E-W"), **text)
        self.contract = w.Combobox(value=str(values.get("contract", "")), options=CONTRACTS,
                                   ensure_option=False, layout=_width("Contract"), **text)
        self.declarer = w.Dropdown(options=["", "N", "E", "S", "W"],
                                   value=str(values.get("declarer", "") or ""),
                                   layout=_width("By"))
        self.result = w.Combobox(value=str(values.get("result", "")), options=RESULTS,
                                 ensure_option=False, layout=_width("Result"), **text)
        self.score = w.Text(str(values.get("ns_score", "")), layout=_width("or score"),
                            tooltip="the N-S score, or a ruling: A60/40, A+, 30%+420 70%+170",
                            **text)
        self.group = w.Text(str(values.get("group", "") or ""), layout=_width("Group"),
                            tooltip="scoring group of a fouled board (leave empty)", **text)
        self.penalty = w.Text(str(values.get("penalty", "") or ""), layout=_width("Penalty"),
                              tooltip="a procedural penalty: NS 25% (of a top) or EW 1.5 (MP)",
                              **text)
        self.error = w.HTML()
        self.error.add_class("bk-row-error")
        self.remove = w.Button(description="✕", layout=w.Layout(width="36px"),
                               tooltip="remove this row")
        self.remove.tabbable = False  # Tab never lands on it, so Space cannot delete a row
        self.remove.add_class("bk-row-remove")
        for name, widget, label in zip(COLUMNS, self.inputs, LABELS, strict=True):
            widget.add_class(f"bk-{name}")
            labelled(widget, label)
        super().__init__([w.HBox([*self.inputs, self.remove]), self.error])
        self.add_class("bk-row")

    @property
    def inputs(self) -> list[w.Widget]:
        return [self.ns, self.ew, self.contract, self.declarer, self.result, self.score,
                self.group, self.penalty]

    def values(self) -> dict:
        return {name: widget.value for name, widget in zip(COLUMNS, self.inputs, strict=True)}


class TravellerEditor(w.VBox):
    """Enter one board's traveller; the NS score, matchpoints and percentages update on
    every edit, and a row in error says why next to it while keeping what was typed.

    ``.table`` (a DataFrame) is the state: read it, or assign one to load rows.

    Examples
    --------
    >>> ed = TravellerEditor(rows=2)
    >>> ed.rows[0].contract.value, ed.rows[0].declarer.value, ed.rows[0].result.value = "4S", "N", "="
    >>> ed.rows[1].score.value = "-50"
    >>> ed.results[["ns_score", "ns_mp"]].values.tolist()
    [[420.0, 2.0], [-50.0, 0.0]]
    """

    #: what the core made of the current inputs (the model; the HTML is only its view)
    answer = traitlets.Any(None, allow_none=True)

    def __init__(self, board: int = 1, rows: int = 0, *, method: str = "neuberg",
                 scale: str = "ebu"):
        self._settings(board, method, scale)
        self._buttons()
        self._outputs()
        self.rows: list[TravellerRow] = []
        #: what each row scored, as shown beside it ("" until it is complete and scores)
        self.row_scores: list[str] = []
        self.results = pd.DataFrame()
        self.event_scored = pd.DataFrame()
        #: the other boards of the event loaded (the sample or a file): average-plus "from the
        #: session" and a pair's line need them; changing the board number walks them
        self.other_boards = pd.DataFrame()
        #: the deals of the file opened (a PBN with Deal tags), else None
        self.hand_records: pd.DataFrame | None = None
        # the rows in a grid: the boxes in the first column, and in the second what each row
        # scored -- one widget for all rows, so a keystroke that moves every row's
        # matchpoints sends one message, not one per row
        self.header = w.HBox([w.HTML(f"<b>{title}</b>", layout=_width(title))
                              for title, _ in HEADINGS[:-1]])
        for cell, name in zip(self.header.children, [*COLUMNS, "remove"], strict=True):
            cell.add_class(f"bk-head-{name}")
        self.header.add_class("bk-traveller-header")
        self.score_heading = w.HTML("<b>Scored</b>", layout=_width("Scored"))
        self.score_heading.add_class("bk-head-score")
        self.scores = w.HTML()
        self.scores.add_class("bk-row-scores")
        self.rows_box = w.GridBox(layout=w.Layout(grid_template_columns="max-content auto",
                                                  align_items="flex-start"))
        self.rows_box.add_class("bk-rows")
        self._lay_out_rows()
        super().__init__([
            style_html(), w.HBox([self.board, self.board_info]),
            w.HBox([self.method, self.scale, self.artificial]), self.rows_box,
            w.HBox([self.add_button, self.new_button, self.sample_button]), self.confirm,
            w.HBox([self.upload, self.download]), w.HBox([self.handout_button, self.handout]),
            self.message, self.summary, self.compare_button, self.explainer, self.deal_view,
        ])
        self.add_class("bk-traveller")
        for _ in range(rows):
            self.add_row(update=False)
        self.update()

    def _settings(self, board: int, method: str, scale: str) -> None:
        self.board = w.BoundedIntText(value=board, min=1, max=9999, description="Board",
                                      layout=w.Layout(width="160px"))
        self.board.add_class("bk-board")
        self.board_info = w.HTML()
        self.board_info.add_class("bk-board-info")
        self.method = w.Dropdown(options=[(METHOD_LABELS[m], m) for m in METHODS], value=method,
                                 description="Method")
        self.scale = w.Dropdown(options=[("2 / 1 (EBU)", "ebu"), ("1 / ½ (ACBL)", "acbl")],
                                value=scale, description="Scale")
        self.artificial = w.Dropdown(options=AVERAGE_PLUS, value="fixed",
                                     description="Average-plus")
        self.artificial.add_class("bk-artificial")
        self.board.observe(self._board_changed, "value")
        for widget in (self.method, self.scale, self.artificial):
            widget.observe(self._changed, "value")

    def _buttons(self) -> None:
        self.add_button = w.Button(description="+ Add row")
        self.add_button.add_class("bk-add-row")
        self.sample_button = w.Button(description="Load sample board")
        self.sample_button.add_class("bk-load-sample")
        self.new_button = w.Button(description="New traveller")
        self.new_button.add_class("bk-new")
        # replacing typed rows asks first
        self.confirm_text = w.HTML()
        self.confirm_yes = w.Button(description="Yes, replace them", button_style="danger")
        self.confirm_no = w.Button(description="Keep my rows")
        self.confirm = w.HBox([self.confirm_text, self.confirm_yes, self.confirm_no],
                              layout=w.Layout(display="none"))
        self.confirm.add_class("bk-confirm")
        self._pending = None
        # no server path anywhere: a file comes in from the user's browser, and goes back as
        # a download link; nothing is read from or written to the server's disk
        self.upload = w.FileUpload(accept=".pbn,.csv,.xml", multiple=False,
                                   description="Open a file", tooltip="PBN, CSV or USEBIO",
                                   layout=w.Layout(width="auto"))
        self.upload.add_class("bk-upload")
        # shown where there is a Neuberg tab to open (the app wires it)
        self.compare_button = w.Button(description="Compare methods on this board",
                                       layout=w.Layout(width="auto", display="none"))
        self.compare_button.add_class("bk-compare")
        self.add_button.on_click(lambda _: self.add_row())
        self.sample_button.on_click(lambda _: self._ask(self.load_sample, "load the sample board"))
        self.new_button.on_click(lambda _: self._ask(self.new_traveller, "start a new traveller"))
        self.confirm_yes.on_click(lambda _: self._answer(True))
        self.confirm_no.on_click(lambda _: self._answer(False))
        self.upload.observe(self._uploaded, "value")

    def _outputs(self) -> None:
        from bridgekit.widgets.explain import BoardExplainer

        self.download = w.HTML()
        self.download.add_class("bk-download")
        self.handout_button = w.Button(description="A page to print", layout=w.Layout(width="auto"),
                                       tooltip="this board explained: traveller, frequencies, how "
                                               "each number was made")
        self.handout_button.add_class("bk-handout-button")
        self.handout_button.on_click(lambda _: self.make_handout())
        self.handout = w.HTML()
        self.handout.add_class("bk-handout-link")
        self.message = w.HTML()
        self.message.add_class("bk-message")
        self.summary = w.HTML()
        self.summary.add_class("bk-results")
        self.explainer = BoardExplainer()
        self.deal_view = w.VBox()
        self.deal_view.add_class("bk-traveller-deal")

    # -- rows ------------------------------------------------------------------------------
    def add_row(self, values: dict | None = None, *, update: bool = True) -> TravellerRow:
        row = TravellerRow(values)
        for widget in row.inputs:
            widget.observe(self._changed, "value")
        row.remove.on_click(lambda _, r=row: self.remove_row(r))
        self.rows.append(row)
        self._lay_out_rows()
        if update:
            self.update()
        return row

    def remove_row(self, row: TravellerRow) -> None:
        self.rows.remove(row)
        self._lay_out_rows()
        self.update()

    def _lay_out_rows(self) -> None:
        self.rows_box.children = (self.header, self.score_heading, *self.rows, self.scores)

    # -- state -----------------------------------------------------------------------------
    @property
    def table(self) -> pd.DataFrame:
        """The traveller as typed: ``board, ns, ew, contract, declarer, result, ns_score``."""
        data = [r.values() for r in self.rows]
        frame = pd.DataFrame(data, columns=COLUMNS)
        frame.insert(0, "board", self.board.value)
        return frame

    @table.setter
    def table(self, frame: pd.DataFrame) -> None:
        if "board" in frame.columns and len(frame):
            self.board.unobserve(self._board_changed, "value")
            self.board.value = int(frame["board"].iloc[0])
            self.board.observe(self._board_changed, "value")
        self.rows = []
        for record in frame.to_dict("records"):
            clean = {k: ("" if v is None or (isinstance(v, float) and np.isnan(v)) else
                         (int(v) if isinstance(v, float) and v.is_integer() else v))
                     for k, v in record.items()}
            self.add_row(clean, update=False)
        self.update()

    def _typed(self) -> int:
        """How many rows hold something typed."""
        return sum(any(str(v).strip() for k, v in r.values().items()) for r in self.rows)

    def _ask(self, action, what: str) -> None:
        """Run ``action`` at once when nothing is typed; else ask before replacing the rows."""
        typed = self._typed()
        if not typed:
            action()
            return
        self._pending = action
        self.confirm_text.value = (f"<b>{typed} row{'s' * (typed > 1)} typed.</b> Replace "
                                   f"{'them' if typed > 1 else 'it'} to {what}?")
        self.confirm.layout.display = "flex"

    def _answer(self, yes: bool) -> None:
        action, self._pending = self._pending, None
        self.confirm.layout.display = "none"
        if yes and action is not None:
            action()

    def new_traveller(self) -> None:
        """An empty traveller of one row for the board shown (the file opened is forgotten)."""
        self.other_boards = pd.DataFrame()
        self.hand_records = None
        self.table = pd.DataFrame([{c: "" for c in COLUMNS}]).assign(board=self.board.value)
        self.message.value = f"New traveller for board {self.board.value}."

    def load_sample(self) -> None:
        """Load the sample event's traveller for the board number shown."""
        sample = load_sample_event()
        board = sample[sample.board == self.board.value]
        self.other_boards = sample[sample.board != self.board.value]
        self.hand_records = None
        self.table = board.reindex(columns=["board", *COLUMNS])
        self.message.value = (f"Loaded board {self.board.value} of the sample event "
                              f"({len(board)} results).")

    def _uploaded(self, _change=None) -> None:
        """Read the file the user sent (PBN, CSV or USEBIO, from its bytes) and show the
        board on screen, or the file's first board when it has no such board."""
        if not self.upload.value:
            return
        item = self.upload.value[0]
        name = str(item.get("name", "upload"))
        ending = name.rsplit(".", 1)[-1].lower()
        fmt = {"pbn": "pbn", "csv": "csv", "xml": "usebio"}.get(ending)
        try:
            frame = read_event(bytes(item["content"]), format=fmt)
        except Exception as exc:
            self.message.value = error_html(exc)
            return
        boards = pd.to_numeric(frame["board"], errors="coerce")
        board = self.board.value if (boards == self.board.value).any() else boards.min()
        rows = frame[boards == board]
        self.other_boards = frame[boards != board]
        self.hand_records = self._deals_of(bytes(item["content"]), fmt)
        self.table = rows.reindex(columns=["board", *COLUMNS])
        self.message.value = (f"Opened {escape(name)}: board {int(board)}, {len(rows)} results "
                              f"(the file has {boards.nunique()} boards).")

    @staticmethod
    def _deals_of(data: bytes, fmt: str | None) -> pd.DataFrame | None:
        """The file's deals when it is a PBN that has them (hand records are optional)."""
        if fmt not in (None, "pbn"):
            return None
        try:
            return read_hand_records(data)
        except BridgekitError:
            return None

    def _show_deal(self, scored: pd.DataFrame) -> pd.DataFrame:
        """Beside a board whose file has its deal: the diagram, double dummy and par, and the
        results against par."""
        hr = self.hand_records
        here = None if hr is None else hr[hr.board == self.board.value]
        if here is None or here.empty:
            self.deal_view.children = ()
            return scored
        from bridgekit.widgets.deal import DealDiagram

        r = here.iloc[0]
        table = r.dd if r.dd is not None else None
        view = self.deal_view.children[0] if self.deal_view.children else None
        if not isinstance(view, DealDiagram):
            view = DealDiagram(r.deal, board=int(r.board), table=table)
            self.deal_view.children = (view,)
        elif view.deal.value != r.deal or view.board.value != int(r.board):
            view.show(r.deal, int(r.board), table)
        return vs_par(scored, here)

    def _download_link(self, table: pd.DataFrame) -> str:
        """Links that hand the traveller (``table``, as typed) back to the user's browser:
        the CSV -- nothing is written on the server."""
        board = self.board.value
        text = traveller_csv_text(table)
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        links = [f'<a download="traveller-board-{board}.csv" '
                 f'href="data:text/csv;base64,{data}">Download this traveller (CSV)</a>']
        return " &nbsp;·&nbsp; ".join(links)

    def make_handout(self) -> None:
        """A page to print -- this board explained -- as a download link (made on request,
        not on every keystroke)."""
        ready = self.table[[self._complete(r) for r in self.rows]]
        try:
            page = board_handout_html(ready, self.board.value, method=self.method.value,
                                      scale=self.scale.value)
        except BridgekitError as exc:
            self.handout.value = error_html(exc)
            return
        data = base64.b64encode(page.encode("utf-8")).decode("ascii")
        self.handout.value = (f'<a download="board-{self.board.value}.html" class="bk-handout" '
                              f'href="data:text/html;base64,{data}">Download the page (HTML; '
                              "print it from the browser, or save it as PDF)</a>")

    # -- scoring ---------------------------------------------------------------------------
    def _changed(self, _change=None) -> None:
        self.update()

    @shows_errors("summary")
    def update(self) -> None:
        """Score what has been typed so far; say what is wrong next to each row."""
        board = self.board.value
        self.board_info.value = (f"Dealer <b>{board_dealer(board)}</b>, vulnerable: "
                                 f"<b>{board_vulnerability(board)}</b>")
        table = self.table
        complete = [self._complete(r) for r in self.rows]
        # each row's (error, output) worked out first and set once at the end: a box whose
        # text does not change sends nothing to the browser
        shown = [("", "") if done else (self._partial_error(row), "<i>incomplete</i>")
                 for row, done in zip(self.rows, complete, strict=True)]
        ready = table[complete]
        if ready.empty:
            self._show_rows(shown)
            self.results = ready.assign(ns_mp=[], ew_mp=[], ns_pct=[], ew_pct=[])
            self.answer = self.results
            self.summary.value = ""
            self.explainer.show(ready, self.results, board=self.board.value)
            return
        try:
            scored, self.event_scored = self._score(ready)
        except Exception as exc:
            self._show_rows(shown)
            self.summary.value = error_html(exc)
            return
        done_rows = [i for i, d in enumerate(complete) if d]
        for i, r in zip(done_rows, scored.itertuples(), strict=True):  # ready's rows, in order
            shown[i] = self._row_text(r)
        self._show_rows(shown)
        scored = self._show_deal(scored)
        self.results = scored
        self.answer = scored
        self.download.value = self._download_link(table)
        self.handout.value = ""  # what was made for the rows before this edit is out of date
        columns = ["ns", "ew", "contract", "declarer", "result", "ns_score", "ns_mp", "ew_mp",
                   "ns_pct", "ew_pct"]
        if "vs_par" in scored:
            columns += ["vs_par", "vs_par_imps"]
        if "ns_penalty" in scored and scored[["ns_penalty", "ew_penalty"]].to_numpy().any():
            columns += ["ns_penalty", "ew_penalty"]
        self.summary.value = frame_html(scored[columns], css="bk-results-table", digits=1)
        self.explainer.show(ready, self.event_scored, board=self.board.value,
                            method=self.method.value, scale=self.scale.value)

    def _score(self, ready: pd.DataFrame) -> tuple[pd.DataFrame, pd.DataFrame]:
        """The board on screen scored, and the whole event loaded (its other boards with
        this one): each pair's session percentage, and its line in the ranking, need them."""
        options = {"method": self.method.value, "scale": self.scale.value,
                   "artificial": self.artificial.value}
        rest = self._rest()
        if rest.empty:
            scored = score_event(ready, **options)
            return scored, scored
        both = pd.concat([rest.reindex(columns=ready.columns).astype(object), ready],
                         ignore_index=True)
        event = score_event(both, **options)
        return event.iloc[len(rest):].set_axis(ready.index), event

    def _rest(self) -> pd.DataFrame:
        """The other boards of the event loaded (never the board on screen)."""
        rest = self.other_boards
        if rest.empty:
            return rest
        return rest[pd.to_numeric(rest["board"], errors="coerce") != self.board.value]

    def _board_changed(self, change) -> None:
        """With an event loaded, another board number shows that board's traveller (what was
        typed on the board left is kept with the event); else the rows stay as typed."""
        if self.other_boards.empty:
            self.update()
            return
        old, new = change["old"], change["new"]
        typed = self.table.assign(board=old)
        typed = typed[[any(str(v).strip() for v in r.values()) for r in self.rows]]
        event = pd.concat([self.other_boards, typed], ignore_index=True)
        boards = pd.to_numeric(event["board"], errors="coerce")
        self.other_boards = event[boards != new]
        rows = event[boards == new].reindex(columns=["board", *COLUMNS])
        self.table = rows if len(rows) else pd.DataFrame(
            [dict.fromkeys(COLUMNS, "")]).assign(board=new)

    def board_entries(self) -> list:
        """The board's results as the Neuberg tab takes them: N-S scores and rulings."""
        if self.results.empty:
            return []
        good = self.results[self.results["ns_mp"].notna()]
        return [score if score == score else f"A{ns:g}/{ew:g}" for score, ns, ew in
                zip(good["ns_score"], good["ns_pct"], good["ew_pct"], strict=True)]

    def _show_rows(self, shown: list[tuple[str, str]]) -> None:
        """Each row's error under it, and what every row scored beside it (one widget: each
        row's text is placed in the row's line of the grid)."""
        for row, (error, _) in zip(self.rows, shown, strict=True):
            row.error.value = error
        self.row_scores = [output for _, output in shown]
        self.scores.value = "".join(
            f'<div class="bk-row-score" style="grid-row:{i + 2}">{output}</div>'
            for i, output in enumerate(self.row_scores))

    @staticmethod
    def _row_text(r) -> tuple[str, str]:
        """A scored row's (error, output) texts."""
        if r.error:
            return f"<span style='color:#b00'>⚠ {escape(r.error)}</span>", ""
        score = "" if np.isnan(r.ns_score) else f"NS {r.ns_score:+g}, "
        text = f"{score}{r.ns_mp:.1f} / {r.ew_mp:.1f} MP ({r.ns_pct:.1f}% / {r.ew_pct:.1f}%)"
        for side, amount in (("N-S", getattr(r, "ns_penalty", 0)),
                             ("E-W", getattr(r, "ew_penalty", 0))):
            if amount:
                text += f"<br>penalty to {side}: −{amount:g} MP (the opponents keep theirs)"
        if getattr(r, "ruling", ""):
            text += f"<br><small>{escape(r.ruling)}</small>"
        return "", text

    @staticmethod
    def _partial_error(row: TravellerRow) -> str:
        """What is wrong with the contract typed so far, at once ("" when it reads)."""
        text = str(row.contract.value).strip()
        if not text:
            return ""
        try:
            Contract.parse(text)
        except BridgekitError as exc:
            try:
                HandResult.parse(text)  # the whole result in the contract box: 4S+1 N
            except BridgekitError:
                return f"<span style='color:#b00'>⚠ contract: {escape(str(exc))}</span>"
        return ""

    @staticmethod
    def _complete(row: TravellerRow) -> bool:
        """Whether a row has enough to be scored: a contract with its declarer and result
        (in their boxes or together, ``4S+1 N``), a pass-out, or a score."""
        v = row.values()
        contract = str(v["contract"]).strip()
        played = all(str(v[k]).strip() for k in ("contract", "declarer", "result"))
        try:
            HandResult.parse(contract)
            together = True
        except BridgekitError:
            together = False
        return played or together or bool(str(v["ns_score"]).strip())
