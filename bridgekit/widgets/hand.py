"""HandScorer and VulnerabilityQuiz: the score of one hand, and who deals and who is vulnerable."""

from __future__ import annotations

import random

import ipywidgets as w
import traitlets

from bridgekit.board import Seat, Vulnerability, board_dealer, board_vulnerability
from bridgekit.contract import parse_tricks
from bridgekit.score import ScoreBreakdown, score_breakdown
from bridgekit.widgets._common import error_html, escape
from bridgekit.widgets.traveller import CONTRACTS, RESULTS


class HandScorer(w.VBox):
    """Pick a contract, declarer, result and vulnerability; read the itemised score.

    Examples
    --------
    >>> hs = HandScorer()
    >>> hs.contract.value, hs.result.value, hs.vulnerability.value = "4SX", "-2", "Both"
    >>> str(hs.breakdown)
    '4♠X by N, vulnerable, 2 down: 200 + 300 = 500 to E-W'
    """

    #: what the core made of the current inputs (the model; the HTML is only its view)
    answer = traitlets.Any(None, allow_none=True)

    def __init__(self, contract: str = "4S", declarer: str = "N", result: str = "=",
                 vulnerability: str = "None"):
        self.contract = w.Combobox(value=contract, options=CONTRACTS, description="Contract",
                                   ensure_option=False)
        self.declarer = w.Dropdown(options=[str(s) for s in Seat], value=declarer,
                                   description="Declarer")
        self.result = w.Combobox(value=result, options=RESULTS, description="Result",
                                 ensure_option=False)
        self.vulnerability = w.Dropdown(options=[str(v) for v in Vulnerability],
                                        value=vulnerability, description="Vulnerable")
        self.old_laws = w.Checkbox(value=False, description="older score table")
        self.output = w.HTML()
        self.output.add_class("bk-hand-score")
        self.breakdown: ScoreBreakdown | None = None
        for widget in (self.contract, self.declarer, self.result, self.vulnerability,
                       self.old_laws):
            widget.observe(lambda _: self.update(), "value")
        super().__init__([w.HBox([self.contract, self.declarer]),
                          w.HBox([self.result, self.vulnerability]), self.old_laws, self.output])
        self.add_class("bk-hand")
        self.update()

    def update(self) -> None:
        try:
            tricks = parse_tricks(self.result.value, self.contract.value)
            seat = Seat.parse(self.declarer.value)
            vul = Vulnerability.parse(self.vulnerability.value).is_vulnerable(seat)
            breakdown = score_breakdown(self.contract.value, tricks, vul, declarer=seat,
                                        laws="old" if self.old_laws.value else "current")
        except Exception as exc:
            self.breakdown = self.answer = None
            self.output.value = error_html(exc)
            return
        self.breakdown = self.answer = breakdown
        self.output.value = (f"<b>{escape(str(breakdown))}</b>"
                             f"<pre>{escape(breakdown.explain())}</pre>")


class VulnerabilityQuiz(w.VBox):
    """Given a board number, say who deals and who is vulnerable; the quiz checks.

    Examples
    --------
    >>> q = VulnerabilityQuiz(board=7)
    >>> q.dealer.value, q.vulnerable.value = "S", "Both"
    >>> q.check.click()
    >>> q.right, q.asked
    (1, 1)
    """

    def __init__(self, board: int = 1, seed: int | None = None):
        self.rng = random.Random(seed)
        self.board = w.BoundedIntText(value=board, min=1, max=9999, description="Board")
        self.dealer = w.Dropdown(options=["?"] + [str(s) for s in Seat], value="?",
                                 description="Dealer")
        self.vulnerable = w.Dropdown(options=["?"] + [str(v) for v in Vulnerability],
                                     value="?", description="Vulnerable")
        self.check = w.Button(description="Check")
        self.next = w.Button(description="Another board")
        self.feedback = w.HTML()
        self.feedback.add_class("bk-quiz-feedback")
        self.right = 0
        self.asked = 0
        self.check.on_click(lambda _: self.answer())
        self.next.on_click(lambda _: self.another())
        super().__init__([self.board, w.HBox([self.dealer, self.vulnerable]),
                          w.HBox([self.check, self.next]), self.feedback])
        self.add_class("bk-quiz")

    def answer(self) -> bool:
        board = self.board.value
        dealer, vul = str(board_dealer(board)), str(board_vulnerability(board))
        correct = self.dealer.value == dealer and self.vulnerable.value == vul
        self.asked += 1
        self.right += correct
        verdict = "Right!" if correct else "Not quite."
        self.feedback.value = (f"{verdict} Board {board}: dealer <b>{dealer}</b>, vulnerable "
                               f"<b>{vul}</b>. ({self.right} of {self.asked})")
        return correct

    def another(self) -> None:
        self.board.value = self.rng.randint(1, 32)
        self.dealer.value = self.vulnerable.value = "?"
        self.feedback.value = ""
