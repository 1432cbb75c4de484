"""What is wrong with a row, and how a ruling was valued: a code and its values.

A problem the core finds in a traveller row (and what a :class:`~bridgekit.errors.BridgekitError`
about one value says) is a :class:`Problem`: a :class:`Code` and the values its message names.
``str(problem)`` is the error's English, for whoever fixes the file; :meth:`Problem.describe`
says it in the language shown from its code's message in the catalogue, never from a sentence.

>>> p = Code.LEVEL.at("'8S'")
>>> str(p), p.describe(lang="nl")
("'8S': a level is 1 to 7", "'8S': een niveau is 1 tot en met 7")
>>> from bridgekit.contract import Contract
>>> Code.OVERTRICKS.at("'+5'", contract=Contract.parse("3NT"), n=4).describe(lang="fr")
"'+5'\\xa0: 3SA peut faire au plus 4 levées de mieux"
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from bridgekit.i18n import N_, _, percent, speaking, spoken_percent

__all__ = ["Code", "Percent", "Problem", "Records", "said"]


class Code(Enum):
    """Every problem a row can have (and every way a ruling is valued); each member's value
    is its message, marked for the catalogue, with the slots its values fill."""

    # a contract and its result (bridgekit.contract)
    STRAIN = N_("a strain is C, D, H, S or NT (or a suit symbol)")
    CONTRACT = N_("a contract is a level 1-7, a strain (C D H S NT or ♣♦♥♠), X or XX if "
                  "doubled, or Pass")
    CONTRACT_NL = N_("a contract is a level 1-7, a strain (K R H S SA or ♣♦♥♠), X or XX if "
                     "doubled, or pas")
    CONTRACT_FR = N_("a contract is a level 1-7, a strain (T K C P SA or ♣♦♥♠), X or XX if "
                     "doubled, or passe")
    LEVEL = N_("a level is 1 to 7")
    RESULT = N_("a result is =, +N, -N or a trick count 0 to 13")
    TRICKS = N_("a trick count is 0 to 13")
    OVERTRICKS = N_("{contract} can make at most {n} overtricks")
    OVERTRICK = N_("{contract} can make at most 1 overtrick")
    NO_OVERTRICK = N_("{contract} can make no overtrick: it needs all 13 tricks")
    UNDERTRICKS = N_("{contract} can go 1 to {n} down")
    PLAYED = N_("a result reads like 4S+1 N, 3NTX-2 or Pass")
    PLAYED_SEATED = N_("a result reads like 4S+1 N, 4SN+1, 3NTX-2 or Pass")
    PASSED_OUT_PLAYED = N_("a passed-out board has no declarer or result")
    RESULT_AFTER = N_("give the result after the contract (=, +1, -2)")
    DECLARER_TWICE = N_("declarer is given twice")
    # seats and vulnerability (bridgekit.board)
    SEAT = N_("a seat is one of N, E, S, W (or North, East, South, West)")
    SEAT_TYPED = N_("a seat is one of {letters}")
    VULNERABILITY = N_("a vulnerability is one of None (Love, -), NS (N-S), EW (E-W), Both (All)")
    # scores and adjusted scores (bridgekit.adjusted)
    SCORE = N_("a score is a number (420, -50), an artificial score (A60/40, A6040, A+, A=, A-, "
               "A+/A-) or a weighted score (30%+420 70%+170)")
    SCORE_SIZE = N_("no score on a board is that large (at most {most} either way)")
    ADJUSTED_PERCENT = N_("an adjusted percentage is 0 to 100")
    WEIGHTS_SUM = N_("the weights of a weighted score sum to 100%")
    WEIGHT = N_("each weight is above 0% and below 100%")
    WEIGHTED_PARTS = N_("a weighted score has at least two parts")
    PART_UNREAD = N_("{part} is no score and no result (3NT-1, 3H= N)")
    PART_UNSCORED = N_("{part} needs its declarer and the board's vulnerability to be scored")
    # penalties (bridgekit.rulings)
    PENALTY = N_("a penalty reads like 'NS 25%' (a share of a top) or 'EW 1.5' (matchpoints); "
                 "several are separated by ';'")
    PENALTY_TOP = N_("a penalty is at most 100% of a top")
    # a traveller's rows (bridgekit.pairs.traveller)
    LIST = N_("a cell holds one value, not a list")
    NEEDS_RESULT = N_("{contract} needs its result (=, +1, -2 or the tricks taken)")
    NO_DECLARER = N_("missing: a played contract needs its declarer (N, E, S or W)")
    NO_PAIR = N_("missing: a result needs its {side} pair number")
    PASSED_OUT_RESULT = N_("a passed-out board has no result; leave it blank, or give the "
                           "contract played")
    VULNERABLE_AS_FILE = N_("board {board} is played {vulnerability} vulnerable as the file "
                            "says, not {numbered} as its number says")
    ADJUSTED = N_("an adjusted score reads like A60/40, A+, A=, A- or 30%+420 70%+170")
    ADJUSTED_BESIDE = N_("an adjusted score beside the contract {contract}; give the result or "
                         "the adjusted score (a ruling that replaces the result goes in the "
                         "adjusted column)")
    SECOND_ADJUSTED = N_("a second adjusted score beside {entry} in ns_score; give one")
    NO_SUCH_SCORE = N_("no contract scores that for N-S on board {board} ({vulnerability} "
                       "vulnerable)")
    SCORE_DIFFERS = N_("the contract and result give {score} for N-S")
    NOTHING = N_("no result: give a contract, declarer and result, or a score")
    PAIR = N_("a pair number is a whole number from 1 up (or a text id such as A3)")
    AGAINST_ITSELF = N_("pair {pair} cannot play against itself")
    PAIR_TWICE = N_("pair {pair} already has a result on board {board}")
    NO_SECTION = N_("no section of this file ({sections}) has pairs {ns} and {ew}: scored on "
                    "their own")
    BOARD = N_("a board number is a whole number from 1 to {most}")
    # a problem made a warning, and why
    NOT_APPLIED = N_("{problem}; not applied")
    SCORE_USED = N_("{problem}; the given score is used")
    # how a ruling was valued (bridgekit.pairs.event, bridgekit.rulings)
    WEIGHTED_RULING = N_("{ruling} (Law 12C1(c)): each part matchpointed, then weighted")
    # TRANSLATORS: how an artificial adjusted score was valued: each side's percentage
    # (or how it was found from the pair's session)
    ARTIFICIAL_RULING = N_("artificial adjusted score (Law 12C2): {ns_side} {ns}; {ew_side} {ew}")
    ALONE = N_("{pct} (the pair has no other board with a real result)")
    # TRANSLATORS: average-plus from the session; pct is the pair's own percentage
    SESSION_PLUS = N_("60%, or the pair's {pct} on its other boards, whichever is greater")
    # TRANSLATORS: average-minus from the session; pct is the pair's own percentage
    SESSION_MINUS = N_("40%, or the pair's {pct} on its other boards, whichever is less")

    def at(self, cell: str | None = None, **values: object) -> Problem:
        """This code's problem quoting ``cell`` (as the error writes it), with its values."""
        return Problem(self, values if cell is None else {"cell": cell, **values})


class Records(tuple[dict[str, Any], ...]):
    """Records a frame's ``attrs`` carry (its problems, deals, players, published totals,
    warnings, a teams file's matches) and never change: pandas deep-copies ``attrs`` on every
    operation, and a copy of these shares them, so that scoring a database's results costs no
    more than scoring any other file's. ``pd.DataFrame(records)`` is their frame.

    >>> import copy
    >>> import pandas as pd
    >>> deals = Records([{"board": 1}])
    >>> copy.deepcopy(deals) is deals, pd.DataFrame(deals).shape
    (True, (1, 1))
    """

    __slots__ = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> Records:
        return self


@dataclass(frozen=True)
class Percent:
    """A percentage a message names, written in each language's form (``digits`` decimals;
    None: as many as it has)."""

    value: float
    digits: int | None = None

    def describe(self, *, lang: str | None = None) -> str:
        """In the form of ``lang`` (None: the language being spoken): 59,9 % in French."""
        with speaking(lang):
            return spoken_percent(self.value) if self.digits is None \
                else percent(self.value, self.digits)


@dataclass(frozen=True)
class Problem:
    """A code and the values its message names; ``values["cell"]``, when there, is the cell
    it quotes as typed (before the message)."""

    code: Code
    values: dict[str, Any] = field(default_factory=dict, hash=False)

    def __deepcopy__(self, memo: dict[int, Any]) -> Problem:
        return self  # (its values are never changed)

    def at(self, cell: str) -> Problem:
        """The same problem quoting another cell (the whole text the bad part was in)."""
        return Problem(self.code, {**self.values, "cell": cell})

    def __str__(self) -> str:
        """In English, as the error says it (for whoever fixes the file)."""
        return self._words(english=True)

    def describe(self, *, lang: str | None = None) -> str:
        """In ``lang`` (None: the language being spoken); the quoted cell as typed, a
        contract, side or vulnerability as the language writes it."""
        with speaking(lang):
            return self._words(english=False)

    def _words(self, *, english: bool) -> str:
        values = {name: _word(value, english) for name, value in self.values.items()
                  if name != "cell"}
        said = (self.code.value if english else _(self.code.value)).format(**values)
        cell = self.values.get("cell")
        if cell is None:
            return said
        # TRANSLATORS: a cell as typed ({value}, quoted) and what is wrong with it
        return f"{cell}: {said}" if english else \
            _("{value}: {problem}").format(value=cell, problem=said)


def said(record: Mapping[str, Any], *, lang: str | None = None) -> str:
    """A row problem's record (a row of :func:`bridgekit.validate_traveller`'s frame, or of
    ``attrs["problems"]``) in ``lang``, from its code and values.

    >>> said({"code": Code.NO_DECLARER, "values": {}, "problem": "..."}, lang="nl")
    'ontbreekt: een gespeeld contract heeft een leider nodig (N, O, Z of W)'
    """
    if record.get("code") is None:  # no code made it: its words as they are
        return str(record.get("problem", ""))
    return Problem(record["code"], dict(record["values"])).describe(lang=lang)


def _word(value: Any, english: bool) -> str:
    """A value in a message: in English as the error writes it, else as the language does
    (a contract, side or vulnerability; a problem, score or percentage that describes itself)."""
    from bridgekit.contract import Contract, contract_text

    if english:
        return str(value) if isinstance(value, Problem) or not hasattr(value, "describe") \
            else value.describe(lang="en")
    if isinstance(value, Contract):
        return contract_text(value)
    return str(value.describe() if hasattr(value, "describe") else getattr(value, "spoken", value))
