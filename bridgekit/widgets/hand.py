"""HandScorer and VulnerabilityQuiz: the score of one hand, and who deals and who is vulnerable."""

from __future__ import annotations

import random

import ipywidgets as w
import traitlets

from bridgekit.board import Seat, Vulnerability, board_dealer, board_vulnerability
from bridgekit.columns import board_number
from bridgekit.contract import Contract, english_reading, parse_tricks
from bridgekit.errors import BoardError, BridgekitError
from bridgekit.i18n import N_, _, speaking
from bridgekit.score import ScoreBreakdown, score_breakdown
from bridgekit.show.hand_records import vulnerability_words
from bridgekit.show.html import escape
from bridgekit.show.score_cards import seat_words
from bridgekit.show.widgets import error_html
from bridgekit.widgets._common import OneUpdate, Speaks, keep_value, link_inputs
from bridgekit.widgets.deal import read_board
from bridgekit.widgets.traveller import CONTRACTS, RESULTS, contract_options

SEATS = [str(s) for s in Seat]
VULNERABILITIES = [str(v) for v in Vulnerability]


def seat_options(*first: str) -> list[tuple[str, str]]:
    """A seat box's options: each seat's letter in the language spoken, and ``first``."""
    return [*((x, x) for x in first), *((seat_words(s), s) for s in SEATS)]


def vulnerability_options(*first: str) -> list[tuple[str, str]]:
    """A vulnerability box's options, in the language spoken, after ``first``."""
    return [*((x, x) for x in first), *((vulnerability_words(v), v) for v in VULNERABILITIES)]


class HandScorer(Speaks, w.VBox):
    """Pick a contract, declarer, result and vulnerability; read the itemised score.

    The inputs are traits (``contract``, ``declarer``, ``result``, ``vulnerability``,
    ``old_laws``, and ``lang``, the language it speaks); ``answer`` holds the core's
    :class:`~bridgekit.score.ScoreBreakdown` (None while the input does not read).

    Examples
    --------
    >>> hs = HandScorer()
    >>> hs.contract, hs.result, hs.vulnerability = "4SX", "-2", "Both"
    >>> str(hs.answer)
    '4♠X by N, vulnerable, 2 down: 200 + 300 = 500 to E-W'
    >>> hs.get_state()["contract"], hs.contract_input.value
    ('4SX', '4SX')

    A contract and a declarer are read in the language spoken: in French ``4C`` is four
    hearts (cœur) and ``O`` is West (ouest).

    >>> fr = HandScorer(lang="fr")
    >>> fr.contract, fr.declarer = "4C", "O"
    >>> fr.declarer, fr.answer.summary(lang="en")
    ('W', '4♥ by W, not vulnerable, made exactly: 120 + 300 = 420 to E-W')
    """

    contract = traitlets.Unicode("4S").tag(sync=True)
    declarer = traitlets.Unicode("N").tag(sync=True)
    result = traitlets.Unicode("=").tag(sync=True)
    vulnerability = traitlets.Enum(VULNERABILITIES, "None").tag(sync=True)
    old_laws = traitlets.Bool(False).tag(sync=True)
    #: the core's breakdown of the score (the model; the HTML is only its view)
    answer = traitlets.Instance(ScoreBreakdown, allow_none=True)

    INPUTS = ("contract", "declarer", "result", "vulnerability", "old_laws")

    def __init__(self, contract: str = "4S", declarer: str = "N", result: str = "=",
                 vulnerability: str = "None", *, lang: str | None = None):
        self._once = OneUpdate(self.update)
        self.contract_input = w.Combobox(options=CONTRACTS, ensure_option=False)
        self.declarer_input = w.Dropdown(options=SEATS)
        self.result_input = w.Combobox(options=RESULTS, ensure_option=False)
        self.vulnerability_input = w.Dropdown(options=VULNERABILITIES)
        self.old_laws_input = w.Checkbox()
        self.output = w.HTML().add_class("bk-hand-score")
        super().__init__([w.HBox([self.contract_input, self.declarer_input]),
                          w.HBox([self.result_input, self.vulnerability_input]),
                          self.old_laws_input, self.output],
                         contract=contract, declarer=declarer, result=result,
                         vulnerability=vulnerability)
        self.add_class("bk-hand")
        link_inputs(self, self.INPUTS)
        self.observe(self._once.changed, names=list(self.INPUTS))
        self.begin_speaking(lang)  # the first update, in its language

    @traitlets.validate("declarer")
    def _seat(self, proposal) -> str:
        """A seat as the core writes it, typed in the language spoken (O is East in Dutch,
        West in French); anything else is refused, as the list offers only seats."""
        try:
            return str(Seat.parse(proposal["value"], lang=getattr(self, "lang", None)))
        except BridgekitError as exc:
            raise traitlets.TraitError(str(exc)) from None

    def relabel(self) -> None:
        """The boxes' labels and the seats' and vulnerabilities' names (the choices stay)."""
        self.contract_input.description = _("Contract")
        self.declarer_input.description = _("Declarer")
        self.result_input.description = _("Result")
        self.vulnerability_input.description = _("Vulnerable")
        self.old_laws_input.description = _("older score table")
        with self._once.quiet():  # a choice put back as its label changes is no change
            self.contract_input.options = contract_options(self.lang)
            keep_value(self.declarer_input, seat_options())
            keep_value(self.vulnerability_input, vulnerability_options())

    def rerender(self) -> None:
        """The score again, in the language spoken."""
        self.update()

    @property
    def breakdown(self) -> ScoreBreakdown | None:
        """:attr:`answer`."""
        return self.answer

    def update(self) -> None:
        """Score the hand from the traits; a bad input is said, and kept."""
        with speaking(self.lang):
            try:
                contract = Contract.parse(self.contract, lang=self.lang)  # typed: French 4C is 4♥
                tricks = parse_tricks(self.result, contract)
                seat = Seat.parse(self.declarer)
                vul = Vulnerability.parse(self.vulnerability).is_vulnerable(seat)
                self.answer = score_breakdown(contract, tricks, vul, declarer=seat,
                                              laws="old" if self.old_laws else "current")
            except Exception as exc:
                self.answer = None
                self.output.value = error_html(exc)
                return
            note = ""
            other = english_reading(self.contract, self.lang)
            if other is not None:  # a letter English reads as another suit: say how it was read
                note = "<p class='bk-note'>" + escape(_(
                    "{typed} is read as {contract}; in English {typed} would be {english}.").format(
                    typed=self.contract.strip(), contract=contract.symbol,
                    english=other.symbol)) + "</p>"
            self.output.value = (f"{note}<b>{escape(str(self.answer))}</b>"
                                 f"<pre>{escape(self.answer.explain())}</pre>")


class VulnerabilityQuiz(Speaks, w.VBox):
    """Given a board number, say who deals and who is vulnerable; the quiz checks.

    Inputs are traits (``board``, ``dealer``, ``vulnerable``: ``"?"`` until answered;
    ``lang``, the language it speaks);
    ``correct`` is whether the last answer checked was right (None before a check);
    ``right`` and ``asked`` keep the score.

    Examples
    --------
    >>> q = VulnerabilityQuiz(board=7)
    >>> q.dealer, q.vulnerable = "S", "Both"
    >>> q.check.click()
    >>> q.correct, q.right, q.asked
    (True, 1, 1)
    >>> q.lang, q.board, q.dealer, q.vulnerable = "nl", 2, "O", "NS"  # O: Oost
    >>> q.check.click()
    >>> q.dealer, q.correct
    ('E', True)
    """

    board = traitlets.Int(1).tag(sync=True)
    #: the dealer answered: a seat as the core writes it (typed in the language spoken: O is
    #: East in Dutch, West in French), or "?"
    dealer = traitlets.Unicode("?").tag(sync=True)
    vulnerable = traitlets.Enum(["?", *VULNERABILITIES], "?").tag(sync=True)
    right = traitlets.Int(0).tag(sync=True)
    asked = traitlets.Int(0).tag(sync=True)
    #: whether the last answer checked was right (None before one is checked)
    correct = traitlets.Bool(None, allow_none=True).tag(sync=True)

    @traitlets.validate("dealer")
    def _seat(self, proposal) -> str:
        if str(proposal["value"]).strip() == "?":
            return "?"
        try:
            return str(Seat.parse(proposal["value"], lang=getattr(self, "lang", None)))
        except BridgekitError as exc:
            raise traitlets.TraitError(str(exc)) from None

    def __init__(self, board: int = 1, seed: int | None = None, *, lang: str | None = None):
        self.rng = random.Random(seed)
        # text, not a number box: a number box drops the "e" of "1e9" and asks about board 19
        self.board_input = w.Text(continuous_update=False, layout=w.Layout(width="200px"))
        self.board_input.add_class("bk-quiz-board")
        self.dealer_input = w.Dropdown(options=["?", *SEATS])
        self.vulnerable_input = w.Dropdown(options=["?", *VULNERABILITIES])
        self.check = w.Button()
        self.next = w.Button()
        self.feedback = w.HTML().add_class("bk-quiz-feedback")
        super().__init__([self.board_input, w.HBox([self.dealer_input, self.vulnerable_input]),
                          w.HBox([self.check, self.next]), self.feedback], board=board)
        self.add_class("bk-quiz")
        link_inputs(self, ("dealer", "vulnerable"))
        self.board_input.value = str(self.board)
        self.board_input.observe(self._board_typed, names=["value"])
        self.check.on_click(lambda _: self.answer())
        self.next.on_click(lambda _: self.another())
        self.observe(self._forget, names=["board"])
        self.begin_speaking(lang)

    def relabel(self) -> None:
        """The boxes' and buttons' labels and the seats' and vulnerabilities' names."""
        self.board_input.description = _("Board")
        self.dealer_input.description = _("Dealer")
        self.vulnerable_input.description = _("Vulnerable")
        self.check.description = _("Check")
        self.next.description = _("Another board")
        keep_value(self.dealer_input, seat_options("?"))
        keep_value(self.vulnerable_input, vulnerability_options("?"))

    @traitlets.validate("board")
    def _board(self, proposal) -> int:
        """A quiz board is 1 to 9999 (the box's range)."""
        if not 1 <= proposal["value"] <= 9999:
            raise traitlets.TraitError(f"board={proposal['value']!r}: a quiz board is 1 to 9999")
        return proposal["value"]

    def _board_typed(self, change) -> None:
        """The board box: digits, 1 to 9999; anything else is said and the board kept."""
        try:
            board = read_board(change["new"])
            if board > 9999:
                raise BoardError(f"{change['new']!r}: a quiz board is 1 to 9999")
        except BoardError as exc:
            self.unsay(self.feedback, error_html(exc))
            return
        self.board = board

    def _forget(self, _change=None) -> None:
        self.correct = None
        self.unsay(self.feedback)
        if board_number(self.board_input.value) != self.board:  # as the box reads it
            self.board_input.value = str(self.board)

    def answer(self) -> bool | None:
        """Check the answer given for the board: right or not, and the score so far.

        An answer still ``"?"`` is not an answer: it is not checked or counted (None).
        """
        right, asked, board = self.right, self.asked, self.board
        if "?" in (self.dealer, self.vulnerable):
            if self.dealer == self.vulnerable:
                pick = N_("Pick the dealer and who is vulnerable first: an unanswered question "
                          "is not counted. ({right} of {asked})")
            elif self.dealer == "?":
                pick = N_("Pick the dealer first: an unanswered question is not counted. "
                          "({right} of {asked})")
            else:
                pick = N_("Pick who is vulnerable first: an unanswered question is not "
                          "counted. ({right} of {asked})")
            with self.hold_sync():
                self.correct = None
            self.say(self.feedback, lambda: _(pick).format(right=right, asked=asked))
            return None
        dealer, vul = board_dealer(self.board), board_vulnerability(self.board)
        correct = self.dealer == str(dealer) and self.vulnerable == str(vul)
        with self.hold_sync():
            self.asked += 1
            self.right += correct
            self.correct = correct
        right, asked = self.right, self.asked
        verdict = (N_("Right! Board {board}: dealer <b>{dealer}</b>, vulnerable <b>{vul}</b>. "
                      "({right} of {asked})") if correct else
                   N_("Not quite. Board {board}: dealer <b>{dealer}</b>, vulnerable "
                      "<b>{vul}</b>. ({right} of {asked})"))
        self.say(self.feedback, lambda: _(verdict).format(
            board=board, dealer=escape(seat_words(dealer)), vul=escape(vulnerability_words(vul)),
            right=right, asked=asked))
        return correct

    def another(self) -> None:
        """A new board to answer for."""
        with self.hold_sync():
            self.board = self.rng.randint(1, 32)
            self.dealer = self.vulnerable = "?"
            self._forget()
