"""Seats, vulnerability, and what a board number says about dealer and vulnerability.

Boards follow the standard 16-board cycle used by every duplicate board set
(Laws of Duplicate Bridge 2017, Law 2): the dealer rotates N, E, S, W and the
vulnerability runs None, NS, EW, Both, NS, EW, Both, None, EW, Both, None, NS,
Both, None, NS, EW; board 17 starts the cycle again.
"""

from __future__ import annotations

import enum
import numbers

import numpy as np
import numpy.typing as npt

from bridgekit.errors import BoardError, SeatError
from bridgekit.i18n import NP_, check_language, pgettext
from bridgekit.problems import Code

__all__ = [
    "TYPED_SEATS",
    "Seat",
    "Side",
    "Vulnerability",
    "board_dealer",
    "board_vulnerability",
    "vulnerability_codes",
]


#: the names of sides, seats and vulnerabilities as the catalogue holds them (each enum's
#: ``spoken`` translates its own)
SPOKEN_NAMES = (NP_("side", "N-S"), NP_("side", "E-W"),
                NP_("seat", "N"), NP_("seat", "E"), NP_("seat", "S"), NP_("seat", "W"),
                NP_("vulnerable", "None"), NP_("vulnerable", "N-S"), NP_("vulnerable", "E-W"),
                NP_("vulnerable", "Both"))


_VULNERABLE_WORDS = {"NS": "N-S", "EW": "E-W"}


class Side(enum.Enum):
    """A partnership: North-South or East-West."""

    NS = "NS"
    EW = "EW"

    def __str__(self) -> str:
        return "N-S" if self is Side.NS else "E-W"

    @property
    def spoken(self) -> str:
        """The partnership as players of the language being spoken write it (N-S; NZ in Dutch).

        >>> from bridgekit.i18n import speaking
        >>> with speaking("nl"):
        ...     Side.EW.spoken
        'OW'
        """
        return pgettext("side", str(self))

    @property
    def other(self) -> Side:
        """The opponents.

        >>> Side.NS.other
        <Side.EW: 'EW'>
        """
        return Side.EW if self is Side.NS else Side.NS


class Seat(enum.Enum):
    """A seat at the table.

    >>> Seat.parse("n")
    <Seat.NORTH: 'N'>
    >>> str(Seat.WEST), Seat.WEST.side
    ('W', <Side.EW: 'EW'>)
    """

    NORTH = "N"
    EAST = "E"
    SOUTH = "S"
    WEST = "W"

    def __str__(self) -> str:
        return self.value

    @property
    def spoken(self) -> str:
        """The seat's letter in the language being spoken (East is O in Dutch)."""
        return pgettext("seat", self.value)

    @property
    def side(self) -> Side:
        """The partnership this seat belongs to."""
        return Side.NS if self in (Seat.NORTH, Seat.SOUTH) else Side.EW

    @classmethod
    def parse(cls, text: str | Seat, *, lang: str | None = None) -> Seat:
        """Read a seat from ``N``, ``north``, ``Nord`` and the like.

        ``lang``: the language a player typed it in (None: a file's notation). Then the
        language's own letters and names come first (:data:`TYPED_SEATS`: O is West in
        French, East in Dutch), and English letters it has not taken read as in English.

        >>> Seat.parse("O", lang="fr"), Seat.parse("O", lang="nl"), Seat.parse("z", lang="nl")
        (<Seat.WEST: 'W'>, <Seat.EAST: 'E'>, <Seat.SOUTH: 'S'>)

        Raises
        ------
        SeatError
            When the text names no seat.
        """
        if isinstance(text, Seat):
            return text
        key = str(text).strip().upper()
        code = None if lang is None else check_language(lang)
        if code is None or code not in TYPED_SEATS or code == "en":
            seat = _SEAT_NAMES.get(key)
        else:
            seat = {**TYPED_SEATS["en"], **TYPED_SEATS[code]}.get(key)
        if seat is None:
            if code in _SPOKEN_LETTERS:
                raise SeatError(Code.SEAT_TYPED.at(repr(text), letters=", ".join(_SPOKEN_LETTERS[code])))
            raise SeatError(Code.SEAT.at(repr(text)))
        return seat


#: The seats' letters and names players type in each language (upper case); a language
#: reads its own, and English letters it has not taken as in English.
TYPED_SEATS: dict[str, dict[str, Seat]] = {
    "en": {"N": Seat.NORTH, "E": Seat.EAST, "S": Seat.SOUTH, "W": Seat.WEST,
           "NORTH": Seat.NORTH, "EAST": Seat.EAST, "SOUTH": Seat.SOUTH, "WEST": Seat.WEST},
    "nl": {"N": Seat.NORTH, "O": Seat.EAST, "Z": Seat.SOUTH, "W": Seat.WEST,
           "NOORD": Seat.NORTH, "OOST": Seat.EAST, "ZUID": Seat.SOUTH, "WEST": Seat.WEST},
    "fr": {"N": Seat.NORTH, "E": Seat.EAST, "S": Seat.SOUTH, "O": Seat.WEST,
           "NORD": Seat.NORTH, "EST": Seat.EAST, "SUD": Seat.SOUTH, "OUEST": Seat.WEST},
}
_SPOKEN_LETTERS = {"nl": "NOZW", "fr": "NESO"}

_SEAT_NAMES = {
    "N": Seat.NORTH, "NORTH": Seat.NORTH, "NORD": Seat.NORTH,
    "E": Seat.EAST, "EAST": Seat.EAST, "O": Seat.EAST, "OST": Seat.EAST, "OOST": Seat.EAST,
    "S": Seat.SOUTH, "SOUTH": Seat.SOUTH, "SYD": Seat.SOUTH, "Z": Seat.SOUTH, "ZUID": Seat.SOUTH,
    "W": Seat.WEST, "WEST": Seat.WEST, "V": Seat.WEST, "VÄST": Seat.WEST,
}


class Vulnerability(enum.Enum):
    """Who is vulnerable on a board.

    >>> Vulnerability.parse("E-W").is_vulnerable(Seat.EAST)
    True
    >>> Vulnerability.parse("All")
    <Vulnerability.BOTH: 'Both'>
    """

    NONE = "None"
    NS = "NS"
    EW = "EW"
    BOTH = "Both"

    def __str__(self) -> str:
        return self.value

    @property
    def spoken(self) -> str:
        """Who is vulnerable, in the language being spoken ("None"; "niemand" in Dutch)."""
        word = _VULNERABLE_WORDS.get(self.value, self.value)
        return pgettext("vulnerable", word)

    def is_vulnerable(self, who: Seat | Side) -> bool:
        """Whether the seat (or side) is vulnerable."""
        side = who.side if isinstance(who, Seat) else who
        if self is Vulnerability.BOTH:
            return True
        if self is Vulnerability.NONE:
            return False
        same: bool = self.value == side.value  # mypy reads a narrowed member's value as Any
        return same

    @classmethod
    def parse(cls, text: str | Vulnerability) -> Vulnerability:
        """Read a vulnerability as people and PBN files write it.

        Accepts ``None``/``Love``/``-``/``0``, ``NS``/``N-S``, ``EW``/``E-W``,
        ``Both``/``All``.

        Raises
        ------
        SeatError
            When the text names no vulnerability.
        """
        if isinstance(text, Vulnerability):
            return text
        key = str(text).strip().upper().replace("-", "").replace("/", "").replace(" ", "")
        vul = _VUL_NAMES.get(key)
        if vul is None:
            raise SeatError(Code.VULNERABILITY.at(repr(text)))
        return vul


_VUL_NAMES = {
    "NONE": Vulnerability.NONE, "LOVE": Vulnerability.NONE, "": Vulnerability.NONE,
    "0": Vulnerability.NONE, "NEITHER": Vulnerability.NONE,
    "NS": Vulnerability.NS, "NORTHSOUTH": Vulnerability.NS,
    "EW": Vulnerability.EW, "EASTWEST": Vulnerability.EW,
    "BOTH": Vulnerability.BOTH, "ALL": Vulnerability.BOTH,
}

_DEALERS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
_V = Vulnerability
_CYCLE = (
    _V.NONE, _V.NS, _V.EW, _V.BOTH,
    _V.NS, _V.EW, _V.BOTH, _V.NONE,
    _V.EW, _V.BOTH, _V.NONE, _V.NS,
    _V.BOTH, _V.NONE, _V.NS, _V.EW,
)


def _board_index(board: int) -> int:
    if isinstance(board, bool) or not isinstance(board, numbers.Integral) or board < 1:
        raise BoardError(f"{board!r}: a board number is a whole number from 1 up")
    return (int(board) - 1) % 16


def board_dealer(board: int) -> Seat:
    """The dealer of a board: N, E, S, W in turn from board 1.

    >>> board_dealer(5), board_dealer(16)
    (<Seat.NORTH: 'N'>, <Seat.WEST: 'W'>)
    """
    return _DEALERS[_board_index(board) % 4]


def board_vulnerability(board: int) -> Vulnerability:
    """The vulnerability of a board in the standard 16-board cycle.

    >>> board_vulnerability(5)
    <Vulnerability.NS: 'NS'>
    >>> [str(board_vulnerability(b)) for b in (1, 4, 13, 17)]
    ['None', 'Both', 'Both', 'None']
    """
    return _CYCLE[_board_index(board)]


def vulnerability_codes(boards: npt.ArrayLike) -> npt.NDArray[np.int8]:
    """Vectorised board vulnerability: 0 none, 1 NS, 2 EW, 3 both, for an array of boards.

    >>> vulnerability_codes([1, 2, 3, 4, 20]).tolist()
    [0, 1, 2, 3, 3]
    """
    codes = np.array([list(_V).index(v) for v in _CYCLE], dtype=np.int8)
    b = np.asarray(boards, dtype=np.int64)
    return codes[(b - 1) % 16]
