"""Errors raised by bridgekit on bad input.

Every error is a :class:`BridgekitError`, itself a :class:`ValueError`, so
``except ValueError`` keeps working for callers that do not know bridgekit.
Each message quotes the bad value and says what would be accepted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bridgekit.problems import Problem

__all__ = [
    "BoardError",
    "BridgekitError",
    "ContractError",
    "DDTableError",
    "DealError",
    "FileFormatError",
    "OptionError",
    "ParError",
    "ResultError",
    "ScoreError",
    "SeatError",
    "TravellerError",
]


class BridgekitError(ValueError):
    """Base class of every error bridgekit raises on bad input; one made from a
    :class:`~bridgekit.problems.Problem` says its English words and keeps it (``problem``)."""

    problem: Problem | None = None  #: what is wrong as a code (None: made from a message)

    def __init__(self, *args: object) -> None:
        from bridgekit.problems import Problem  # (it speaks: i18n imports this module)

        if args and isinstance(args[0], Problem):
            self.problem, args = args[0], (str(args[0]), *args[1:])
        super().__init__(*args)

    def within(self, cell: str) -> Problem | str:
        """What this error says, quoting first the whole text its value was found in."""
        if self.problem is None:
            return f"{cell}: {self}"
        inner = self.problem.values.get("cell")
        return self.problem.at(cell if inner is None else f"{cell}: {inner}")


class OptionError(BridgekitError):
    """An option that is not one of those accepted: ``method='swiss'``, ``scale='wbf'``.

    Every option of every function raises this one error, naming the option, the
    value given and the values accepted.
    """


class ContractError(BridgekitError):
    """A contract that cannot be read, e.g. ``'8S': a level is 1 to 7``."""


class ResultError(BridgekitError):
    """A result (tricks, ``=``, ``+1``, ``-2``) that cannot be read or cannot happen."""


class SeatError(BridgekitError):
    """A seat or vulnerability that cannot be read."""


class BoardError(BridgekitError):
    """A board number that is not a whole number from 1 up."""


class ScoreError(BridgekitError):
    """A score or adjusted-score entry that cannot be read or cannot happen."""


class TravellerError(BridgekitError):
    """A traveller table that cannot be scored at all (e.g. a missing column).

    Row-level problems are not raised: :func:`bridgekit.validate_traveller`
    reports them all.
    """


class FileFormatError(BridgekitError):
    """A file that does not follow its format; names the file and the line."""

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None):
        where = ""
        if path is not None:
            where = f"{path}"
            if line is not None:
                where += f", line {line}"
            where += ": "
        super().__init__(where + message)
        self.path = path
        self.line = line


class DealError(BridgekitError):
    """A deal that cannot be read or cannot happen (a card twice, a hand not of 13 cards)."""


class DDTableError(BridgekitError):
    """A double-dummy table that cannot be read, or that cannot be computed here."""


class ParError(BridgekitError):
    """Par that cannot be worked out from what is known (a lossy table)."""
