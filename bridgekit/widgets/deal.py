"""DealDiagram: a deal as a compass diagram, its double-dummy table and par in words, and the
boards of a hand-record file walked one at a time."""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as w
import pandas as pd
import traitlets

from bridgekit.board import board_dealer, board_vulnerability
from bridgekit.columns import MAX_BOARD, board_number
from bridgekit.deals.deal import Deal
from bridgekit.deals.double_dummy import DDTable, dd_table
from bridgekit.deals.par_score import Par, par
from bridgekit.errors import BoardError, BridgekitError
from bridgekit.i18n import _, speaking
from bridgekit.show.hand_records import deal_html, words_html
from bridgekit.show.widgets import error_html, problem_html, style_html, upload_button
from bridgekit.widgets._common import OneUpdate, Speaks, shows_errors
from bridgekit.widgets.traveller import named_bytes

#: The deal PBN 2.1 uses as its example of the Deal tag.
EXAMPLE_DEAL = "N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 KQ52.T.T96.K8753"


def read_board(text: object) -> int:
    """A board number as typed in a box: digits only, 1 to 999,999,999.

    A browser's number box drops an ``e`` as it is typed, so ``1e9`` would arrive as
    board 19; the deal and quiz boxes take text and read it here instead.

    Raises
    ------
    BoardError
        Quoting what was typed and saying what a board number is.

    Examples
    --------
    >>> read_board(" 17 ")
    17
    >>> read_board("1e9")
    Traceback (most recent call last):
    ...
    bridgekit.errors.BoardError: '1e9': a board number is a whole number from 1 to 999999999, in digits
    """
    number = board_number(text) if isinstance(text, str) else 0
    if not number:
        shown = str(text)[:40]
        raise BoardError(f"{shown!r}: a board number is a whole number from 1 to {MAX_BOARD}, "
                         "in digits")
    return number


def _key(deal: str) -> str:
    """A deal as one text whoever it was written from (``E:...`` and ``N:...`` alike)."""
    try:
        return str(Deal.parse(deal.strip()))
    except BridgekitError:
        return deal.strip()


class DealDiagram(Speaks, w.VBox):
    """Type or paste a deal (PBN's Deal tag) and a board number, or open a hand-record file
    and walk its boards; see the hands, the double-dummy table and par.

    Inputs are traits: ``deal`` (PBN text), ``board``, ``dd`` (the double-dummy table that
    came with the deal, from a file, or None) and ``hand_records`` (a file's boards, as
    :func:`bridgekit.read_hand_records` reads them, or None). A table given belongs to its
    deal: type another deal and the table is dropped and computed afresh for the deal shown
    (the ``analysis`` extra); without the extra, ``message`` says so and the diagram still
    shows. ``answer`` holds the core's :class:`~bridgekit.deals.par_score.Par` of the deal
    shown (None when there is none); ``lang`` is the language it speaks.

    Examples
    --------
    >>> from bridgekit.deals.double_dummy import DDTable
    >>> dd = DealDiagram("N:J76.AK.AQJ954.J3 QT.QT8542.62.Q52 AK9543.6.K3.T986 82.J973.T87.AK74",
    ...                  board=1, table=DDTable.from_pbn("ab6b8ab6b80070500705"))
    >>> dd.answer.score, str(dd.answer.contracts[0])
    (450, '4♠+1 by N or S')
    >>> dd.deal = "N:AKQ"
    >>> "a deal reads like" in dd.diagram.value, dd.get_state()["deal"], dd.answer, dd.dd
    (True, 'N:AKQ', None, None)
    """

    deal = traitlets.Unicode(EXAMPLE_DEAL).tag(sync=True)
    board = traitlets.Int(1).tag(sync=True)
    #: the double-dummy table that came with the deal (from a file), or None
    dd = traitlets.Instance(DDTable, allow_none=True)
    #: a hand-record file's boards (what read_hand_records reads), or None
    hand_records = traitlets.Instance(pd.DataFrame, allow_none=True)
    #: what the tab says beside the deal: why there is no table or par, a board refused
    message = traitlets.Unicode("").tag(sync=True)
    #: par, from the core (the model; the HTML is only its view)
    answer = traitlets.Instance(Par, allow_none=True)

    def __init__(self, deal: str = EXAMPLE_DEAL, *, board: int = 1, table: DDTable | None = None,
                 hand_records: pd.DataFrame | None = None, lang: str | None = None):
        self._once = OneUpdate(self.update)
        self._dd_for = _key(deal) if table is not None else None
        self._reverting = False
        #: the file open, as its visitor named it ("": none, or a frame that names none)
        self.file_name = ""
        #: the message said for a board refused, made again in each language
        self._said: tuple[str, Callable[[], str]] | None = None
        self._controls()
        #: the double-dummy table shown: the one given, or computed from the deal
        self.table: DDTable | None = None
        super().__init__([w.HBox([self.board_input, self.previous, self.next, self.upload,
                                  style_html(), self.position]), self.deal_input, self.note,
                          w.HBox([self.diagram, self.table_html]), self.par_html],
                         deal=deal, board=board, dd=table)
        self.add_class("bk-deal-view")
        self.board_input.value = str(board)
        traitlets.link((self, "deal"), (self.deal_input, "value"))
        self.board_input.observe(self._board_typed, names=["value"])
        self.observe(self._changed, names=["deal", "board", "dd"])
        self.observe(self._opened, names=["hand_records"])
        self.observe(self._say, names=["message"])
        self.upload.observe(self._uploaded, names=["value"])
        self.previous.on_click(lambda _: self.step(-1))
        self.next.on_click(lambda _: self.step(1))
        if hand_records is not None:
            self.file_name = str(hand_records.attrs.get("path", ""))
            with self._once.quiet():  # the file's first board is drawn once, below, in its language
                self.hand_records = hand_records
        self.begin_speaking(lang)  # the first update, in its language

    def relabel(self) -> None:
        """The boxes' and buttons' labels and tooltips, in the language spoken."""
        self.deal_input.description = _("Deal")
        self.board_input.description = _("Board")
        self.previous.description = _("Previous board")
        self.next.description = _("Next board")
        self.upload.description = _("Open hand records")
        self.upload.tooltip = _("a PBN file with Deal tags")

    def rerender(self) -> None:
        """The deal, its table and par again, in the language spoken (a board refused is
        said again too)."""
        said = self._said if self._said and self.message == self._said[0] else None
        self.update()
        if said is not None:
            self._tell(said[1])

    def _tell(self, said: Callable[[], str]) -> None:
        """Say ``said``'s message in the widget's language (and again in another)."""
        with speaking(self.lang):
            text = said()
        self._said = (text, said)
        self.message = text

    def _file(self) -> str:
        return self.file_name or _("the file")

    def _controls(self) -> None:
        self.deal_input = w.Textarea(continuous_update=False, layout=w.Layout(
            width="560px", height="48px")).add_class("bk-deal-text")
        # text, not a number box: a number box drops the "e" of "1e9" and shows board 19
        self.board_input = w.Text(continuous_update=False, layout=w.Layout(width="160px"))
        self.board_input.add_class("bk-deal-board")
        self.previous = w.Button(layout=w.Layout(width="auto"), disabled=True).add_class("bk-deal-previous")
        self.next = w.Button(layout=w.Layout(width="auto"), disabled=True).add_class("bk-deal-next")
        self.upload = upload_button(".pbn", "bk-deal-upload")
        self.position = w.HTML().add_class("bk-deal-position")
        self.note = w.HTML().add_class("bk-deal-message")
        self.diagram = w.HTML().add_class("bk-deal-diagram")
        self.table_html = w.HTML().add_class("bk-dd-table")
        self.par_html = w.HTML().add_class("bk-par")

    @traitlets.validate("board")
    def _board(self, proposal: traitlets.Bunch) -> int:
        value = proposal["value"]
        if not 1 <= value <= MAX_BOARD:
            raise traitlets.TraitError(f"board={value!r}: a board number is 1 to {MAX_BOARD}")
        return int(value)

    @property
    def par(self) -> Par | None:
        """:attr:`answer`: par of the deal shown."""
        return self.answer

    @property
    def boards(self) -> list[int]:
        """The board numbers of the hand-record file open, in order (none without one)."""
        if self.hand_records is None:
            return []
        return sorted(int(b) for b in self.hand_records.board)

    def show(self, deal: str, board: int, table: DDTable | None = None) -> None:
        """Show another deal (and its table, when a file gave one): one update."""
        with self._once.batch(), self.hold_sync():
            self.board = board
            self.deal = deal
            self.dd = table

    def step(self, by: int) -> None:
        """Walk the file's boards: the next (``by=1``) or previous (``by=-1``) one."""
        boards = self.boards
        if not boards:
            return
        later = [b for b in boards if (b - self.board) * by > 0]
        if later:
            self.board = min(later, key=lambda b: abs(b - self.board))

    def open_hand_records(self, source: bytes, name: str) -> None:
        """Open a hand-record file (a PBN with Deal tags, from its bytes) at its first board;
        a file that does not read is said in :attr:`message`, and the deal shown stays."""
        from bridgekit.io import read_hand_records

        try:
            records = read_hand_records(named_bytes(source, name))
        except BridgekitError as exc:
            self.message = str(exc)
            return
        self.file_name = name
        self.hand_records = records

    def _uploaded(self, _change: object = None) -> None:
        if self.upload.value:
            item = self.upload.value[0]
            self.open_hand_records(item["content"], str(item.get("name", "upload")))

    def _opened(self, change: traitlets.Bunch) -> None:
        """A file's boards given: show its first board."""
        records = change["new"]
        opened = records is not None and not records.empty
        self.previous.disabled = self.next.disabled = not opened
        if not opened:
            self.position.value = ""
            return
        first = records.sort_values("board").iloc[0]
        with self._once.batch():
            self._once.dirty = True
            self.show(first.deal, int(first.board), first.dd)

    def _board_typed(self, change: traitlets.Bunch) -> None:
        """The board box: digits only (the model keeps its board when the box does not read)."""
        try:
            board = read_board(change["new"])
        except BoardError as exc:
            self.message = str(exc)
            return
        if board != self.board:
            self.board = board

    def _changed(self, change: traitlets.Bunch) -> None:
        """One observer for the inputs: a board of an open file brings its deal; a deal typed
        drops a table that came with another deal; then one update."""
        name = change["name"]
        if self._reverting:
            return
        if name == "board" and self.hand_records is not None and not self._once.depth:
            self._walk_to(change["new"], change["old"])
            return
        if name == "deal" and self.dd is not None and _key(change["new"]) != self._dd_for:
            with self._once.batch():
                self._once.dirty = True
                self.dd = None
            return
        if name == "dd":
            self._dd_for = None if change["new"] is None else _key(self.deal)
        self._once.changed(change)

    def _walk_to(self, board: int, old: int) -> None:
        """Show a board of the open file; one it does not hold is refused, and said."""
        records = self.hand_records
        here = records[records.board == board] if records is not None else records
        if here is None or here.empty:
            self._reverting = True
            try:
                self.board = old
            finally:
                self._reverting = False
            self.board_input.value = str(old)
            boards = ", ".join(str(b) for b in self.boards)
            self._tell(lambda: _("board {board} is not in {file}: its boards are {boards}")
                       .format(board=board, file=self._file(), boards=boards))
            return
        r = here.iloc[0]
        with self._once.batch():
            self._once.dirty = True
            self.show(r.deal, board, r.dd)

    def _say(self, change: traitlets.Bunch) -> None:
        self.note.value = problem_html(change["new"]) if change["new"] else ""

    def _given_or_computed(self, deal: Deal) -> DDTable:
        """The table given with the deal, or computed (a lossy table from a file is computed
        afresh when the extra is there, and used as it is when not)."""
        if self.dd is not None and not self.dd.lossy:
            return self.dd
        try:
            return dd_table(deal)
        except BridgekitError:
            if self.dd is not None:
                return self.dd
            raise

    @shows_errors("diagram")
    def update(self) -> None:
        """Draw the deal, its table and par from the traits."""
        self.table = self.answer = None
        self.table_html.value = self.par_html.value = ""
        if board_number(self.board_input.value) != self.board:
            self.board_input.value = str(self.board)
        boards = self.boards
        self.position.value = (words_html(
            _("board {board}: {position} of {count} in {file}").format(
                board=self.board, position=boards.index(self.board) + 1, count=len(boards),
                file=self._file())) if self.board in boards else "")
        self.message = ""
        try:
            deal = Deal.parse(self.deal.strip())
        except BridgekitError as exc:
            self.diagram.value = error_html(exc)
            return
        dealer, vul = board_dealer(self.board), board_vulnerability(self.board)
        self.diagram.value = deal_html(deal, board=self.board, dealer=dealer,
                                       vulnerability=str(vul))
        try:
            self.table = self._given_or_computed(deal)
        except BridgekitError as exc:
            self.message = str(exc)
            return
        self.table_html.value = self.table._repr_html_()
        try:
            self.answer = par(self.table, vul, dealer)
        except BridgekitError as exc:
            self.par_html.value = error_html(exc)
            return
        self.par_html.value = words_html(self.answer.explain())
