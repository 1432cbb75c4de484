"""Contracts and the results of playing them.

A :class:`Contract` is what the auction ended in: a level, a strain and a
doubling, or a pass-out. A :class:`HandResult` is a contract as played: the
contract, who declared it, and how many tricks declarer took.

Parsing accepts what people type and what scoring files hold; ``str()`` writes
the canonical form, and the two round-trip:

>>> c = Contract.parse("4♠x")
>>> c, str(c)
(Contract(level=4, strain=Strain.SPADES, doubling=Doubling.DOUBLED), '4SX')
>>> Contract.parse(str(c)) == c
True

What a player types is read in the language they speak (``lang=``): the suit letters
differ (French P/C/K/T = pique, cœur, carreau, trèfle; Dutch S/H/R/K = schoppen, harten,
ruiten, klaveren; SA = sans atout in both), and "C" is hearts to a French player. Files
keep their own notation: a reader never passes ``lang``. :func:`contract_text` shows a
contract one way in each language (suit symbols, and SA for no trumps in Dutch and
French), and what it shows is read back the same in every language:

>>> Contract.parse("4C", lang="fr").strain, Contract.parse("4C").strain
(Strain.HEARTS, Strain.CLUBS)
>>> contract_text(Contract.parse("3nt"), "fr"), Contract.parse("3SA", lang="nl").strain
('3SA', Strain.NOTRUMP)
"""

from __future__ import annotations

import enum
import functools
import re
from dataclasses import dataclass

import numpy as np

from bridgekit._checks import MAX_CELL_CHARS, clip_text
from bridgekit.board import TYPED_SEATS, Seat
from bridgekit.columns import is_missing
from bridgekit.errors import ContractError, ResultError
from bridgekit.i18n import DEFAULT, check_language, language, pgettext, speaking
from bridgekit.problems import Code

__all__ = [
    "TYPED_STRAINS",
    "Contract",
    "Doubling",
    "HandResult",
    "Strain",
    "card_text",
    "contract_text",
    "english_reading",
    "parse_tricks",
]


class Strain(enum.Enum):
    """The denomination of a contract, in rank order."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"
    NOTRUMP = "NT"

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Strain.{self.name}"

    @property
    def symbol(self) -> str:
        """The suit symbol (``NT`` for no trumps; in the language being spoken: SA in Dutch
        and French).

        >>> Strain.HEARTS.symbol
        '♥'
        """
        return pgettext("strain", "NT") if self is Strain.NOTRUMP else _SYMBOLS[self]

    @property
    def is_major(self) -> bool:
        """Hearts or spades: 30 a trick."""
        return self in (Strain.HEARTS, Strain.SPADES)

    @property
    def is_minor(self) -> bool:
        """Clubs or diamonds: 20 a trick."""
        return self in (Strain.CLUBS, Strain.DIAMONDS)

    @classmethod
    def parse(cls, text: str | Strain) -> Strain:
        """Read a strain from its letter, symbol or name: ``S``, ``♠``, ``N``, ``NT``, ``SA``.

        >>> Strain.parse("nt"), Strain.parse("♥"), Strain.parse("k")
        (Strain.NOTRUMP, Strain.HEARTS, Strain.CLUBS)

        Raises
        ------
        ContractError
            When the text names no strain.
        """
        if isinstance(text, Strain):
            return text
        strain = _STRAIN_NAMES.get(str(text).strip().upper())
        if strain is None:
            raise ContractError(Code.STRAIN.at(clip_text(text)))
        return strain


_SYMBOLS = {
    Strain.CLUBS: "♣",
    Strain.DIAMONDS: "♦",
    Strain.HEARTS: "♥",
    Strain.SPADES: "♠",
}


class Doubling(enum.Enum):
    """Undoubled, doubled or redoubled; the value is the multiplier of the trick score.

    >>> Doubling.REDOUBLED.value
    4
    """

    UNDOUBLED = 1
    DOUBLED = 2
    REDOUBLED = 4

    def __str__(self) -> str:
        return {1: "", 2: "X", 4: "XX"}[self.value]

    def __repr__(self) -> str:
        return f"Doubling.{self.name}"


#: Every spelling of a pass-out bridgekit reads (spaces and hyphens are ignored):
#: PBN's ``Pass``, BridgeWebs' ``PO``, and what people type (Dutch ``pas``, French
#: ``passe``: what :func:`contract_text` writes).
_PASS_WORDS = frozenset({"P", "PASS", "PASSED", "AP", "ALLPASS", "PASSEDOUT", "PASSOUT", "PO",
                         "0", "PAS", "PASSE"})

#: The strain letters players type in each language (upper case). A language reads its own
#: letters and, where it has none of its own, the English ones (a Dutch "C" is clubs); suit
#: symbols, NT and SA read the same in every language.
TYPED_STRAINS: dict[str, dict[str, Strain]] = {
    "en": {"C": Strain.CLUBS, "D": Strain.DIAMONDS, "H": Strain.HEARTS, "S": Strain.SPADES,
           "N": Strain.NOTRUMP},
    # klaveren, ruiten, harten, schoppen; sans atout
    "nl": {"K": Strain.CLUBS, "R": Strain.DIAMONDS, "H": Strain.HEARTS, "S": Strain.SPADES},
    # trèfle, carreau, cœur, pique; sans atout
    "fr": {"T": Strain.CLUBS, "K": Strain.DIAMONDS, "C": Strain.HEARTS, "P": Strain.SPADES},
}
_ANY_LANGUAGE = {"NT": Strain.NOTRUMP, "SA": Strain.NOTRUMP, "♣": Strain.CLUBS,
                 "♧": Strain.CLUBS, "♦": Strain.DIAMONDS, "♢": Strain.DIAMONDS,
                 "♥": Strain.HEARTS, "♡": Strain.HEARTS, "♠": Strain.SPADES, "♤": Strain.SPADES}
# level, strain, doubling; the strain alternatives are tried longest first so that
# "4NTX" reads as NT + X and "4DD" as diamonds doubled (bridgeobjects writes D/R).
_CONTRACT_RE = re.compile(r"([0-9]+)(NT|SA|[CDHSN♣♦♥♠♧♢♡♤])(XX|X|R|D|\*\*|\*)?")
_DOUBLING_NAMES = {
    None: Doubling.UNDOUBLED, "X": Doubling.DOUBLED, "D": Doubling.DOUBLED, "*": Doubling.DOUBLED,
    "XX": Doubling.REDOUBLED, "R": Doubling.REDOUBLED, "**": Doubling.REDOUBLED,
}


def _typed_letters(lang: str) -> dict[str, Strain]:
    """The strain letters read in ``lang``: its own over the English ones, and the symbols."""
    code = lang if lang in TYPED_STRAINS else "en"
    return {**TYPED_STRAINS["en"], **TYPED_STRAINS[code], **_ANY_LANGUAGE}


@functools.cache
def _typed_re(lang: str) -> re.Pattern[str]:
    """A contract as a player of ``lang`` types it: its level, strain letters and doubling."""
    letters = sorted(_typed_letters(lang), key=len, reverse=True)
    return re.compile(r"([0-9]+)(" + "|".join(map(re.escape, letters)) + r")(XX|X|\*\*|\*)?")


#: The strains a file's notation names: the English letters, the Dutch K and R (as Dutch
#: programs write them), the suit symbols, NT and SA.
_STRAIN_NAMES = _typed_letters("nl")
_TYPED_ACCEPTED = {"nl": Code.CONTRACT_NL, "fr": Code.CONTRACT_FR}


@dataclass(frozen=True, order=False)
class Contract:
    """A final contract; ``level == 0`` (``strain is None``) is a pass-out.

    Parameters
    ----------
    level : int
        1 to 7 (0 for a pass-out).
    strain : Strain or None
        The denomination (None for a pass-out).
    doubling : Doubling
        Undoubled, doubled or redoubled.

    Examples
    --------
    >>> Contract.parse("3N").strain
    Strain.NOTRUMP
    >>> str(Contract.parse("7ntxx")), str(Contract.parse("4SR")), str(Contract.parse("AP"))
    ('7NTXX', '4SXX', 'Pass')
    >>> Contract.parse("8S")
    Traceback (most recent call last):
    ...
    bridgekit.errors.ContractError: '8S': a level is 1 to 7
    """

    level: int
    strain: Strain | None
    doubling: Doubling = Doubling.UNDOUBLED

    def __post_init__(self) -> None:
        if self.strain is None:
            if self.level != 0 or self.doubling is not Doubling.UNDOUBLED:
                raise ContractError(f"{self.level!r}: a pass-out has level 0 and no doubling")
            return
        if isinstance(self.level, bool) or not isinstance(self.level, int):
            raise ContractError(f"{self.level!r}: a level is a whole number 1 to 7")
        if not 1 <= self.level <= 7:
            raise ContractError(f"{self.level!r}: a level is 1 to 7")
        if not isinstance(self.strain, Strain):
            raise ContractError(f"{self.strain!r}: a strain is a Strain (C, D, H, S, NT)")
        if not isinstance(self.doubling, Doubling):
            raise ContractError(f"{self.doubling!r}: doubling is a Doubling")

    @classmethod
    def passed_out(cls) -> Contract:
        """The contract of a board passed out (scores 0 to both sides)."""
        return cls(0, None, Doubling.UNDOUBLED)

    @property
    def is_pass(self) -> bool:
        """Whether the board was passed out."""
        return self.strain is None

    @property
    def tricks_needed(self) -> int:
        """Tricks declarer must take: the level plus the book of six."""
        return self.level + 6 if not self.is_pass else 0

    def __str__(self) -> str:
        if self.strain is None:
            return "Pass"
        return f"{self.level}{self.strain.value}{self.doubling}"

    def __repr__(self) -> str:
        return f"Contract(level={self.level}, strain={self.strain!r}, doubling={self.doubling!r})"

    @property
    def symbol(self) -> str:
        """The contract with a suit symbol, as a teacher writes it: ``4♠X``.

        >>> Contract.parse("3NTxx").symbol
        '3NTXX'
        """
        if self.strain is None:
            return pgettext("call", "Pass")
        return f"{self.level}{self.strain.symbol}{self.doubling}"

    @classmethod
    def parse(cls, text: str | Contract, *, lang: str | None = None) -> Contract:
        """Read a contract as people type it and as files hold it.

        Accepts ``4S``, ``4s``, ``4♠``, ``4 S X``, ``4SX``, ``4SXX``, ``4Sx``,
        ``3NT``, ``3N``, ``3NTX``, ``7NTxx``, ``4SD``/``4SR`` (D = doubled,
        R = redoubled) and ``Pass``/``P``/``AP`` for a pass-out.

        ``lang``: the language a player typed it in (None: a file's notation, as above).
        Then the language's own suit letters come first (:data:`TYPED_STRAINS`: French
        ``4C`` is hearts, Dutch ``4K`` clubs), English letters the language has not taken
        are read as in English, suit symbols, NT and SA everywhere, and a double is ``X``
        (``XX`` redoubled). :func:`english_reading` says when English reads it otherwise.

        >>> str(Contract.parse("4C", lang="fr")), str(Contract.parse("2rx", lang="nl"))
        ('4H', '2DX')

        Raises
        ------
        ContractError
            Quoting the text and saying what is accepted.
        """
        if isinstance(text, Contract):
            return text
        code = None if lang is None else check_language(lang)
        accepted = _TYPED_ACCEPTED.get(code or "", Code.CONTRACT)
        if not isinstance(text, str) or len(text) > MAX_CELL_CHARS:
            raise ContractError(accepted.at(clip_text(text)))
        key = "".join(text.split()).upper().replace("-", "")
        if key in _PASS_WORDS:
            return cls.passed_out()
        typed = code is not None and code != "en"
        m = (_typed_re(code or "en") if typed else _CONTRACT_RE).fullmatch(key)
        if m is None:
            raise ContractError(accepted.at(clip_text(text)))
        level_text, strain_text, doubling_text = m.groups()
        level = int(level_text) if len(level_text) <= 2 else 99
        if not 1 <= level <= 7:
            raise ContractError(Code.LEVEL.at(clip_text(text)))
        letters = _typed_letters(code or "en") if typed else _STRAIN_NAMES
        return cls(level, letters[strain_text], _DOUBLING_NAMES[doubling_text])


def english_reading(text: str, lang: str | None) -> Contract | None:
    """The contract English reads in ``text`` where it is not the one ``lang`` reads, else
    None: the letters that mean different suits in English and the language spoken are read
    in the language spoken (what the player typed), and this is what to warn of.

    >>> english_reading("4C", "fr"), english_reading("4P", "fr"), english_reading("4C", "nl")
    (Contract(level=4, strain=Strain.CLUBS, doubling=Doubling.UNDOUBLED), None, None)
    """
    try:
        spoken = Contract.parse(text, lang=lang)
        english = Contract.parse(text)
    except ContractError:
        return None
    return english if english != spoken else None


def contract_text(contract: Contract | str, lang: str | None = None) -> str:
    """A contract as bridgekit shows it to people in ``lang`` (None: the language being
    spoken): its level, the suit symbol (NT for no trumps; SA in Dutch and French) and X or
    XX; a pass-out as the language says it. The one way a contract is shown in a table,
    on a traveller and on a score card; each language reads it back as the same contract.

    >>> contract_text("4SX"), contract_text("3NT", "nl"), contract_text("Pass", "fr")
    ('4♠X', '3SA', 'passe')
    """
    with speaking(lang):
        return Contract.parse(contract).symbol


def shown_contract(value: object) -> str:
    """A contract cell as people of the language being spoken read it: English keeps the
    cell's own text (``4S``, ``3NT``); another language writes :func:`contract_text` (``4♠``,
    ``3SA``). A cell that is no contract is shown as it is; a missing one as "".

    >>> shown_contract("3NTX"), shown_contract(None), shown_contract("4Q")
    ('3NTX', '', '4Q')
    >>> with speaking("nl"):
    ...     shown_contract("3NTX"), shown_contract("4Q")
    ('3SAX', '4Q')
    """
    text = "" if is_missing(value) else str(value)
    if not text or language() == DEFAULT:
        return text
    try:
        return Contract.parse(text).symbol
    except ValueError:  # no contract (a BridgekitError is a ValueError)
        return text


#: The ranks of a card as :func:`card_text` reads them (T and 10 are the ten).
_RANKS = "AKQJT98765432"


def card_text(card: str, lang: str | None = None) -> str:
    """A card (a lead) as bridgekit shows it in ``lang``: the suit symbol, then the rank in
    the language's letters, so that no card reads as a contract (``SA``, the ace of spades,
    is ``♠A``, never sans atout). A card code is suit then rank (``SA``, ``H10``, ``DT``) or
    rank then suit (``AS``); text that is no card is kept as it is.

    >>> card_text("SA"), card_text("hk", "fr"), card_text("DQ", "nl"), card_text("C10")
    ('♠A', '♥R', '♦V', '♣10')
    """
    key = "".join(str(card).split()).upper().replace("10", "T")
    suits = {"S": Strain.SPADES, "H": Strain.HEARTS, "D": Strain.DIAMONDS, "C": Strain.CLUBS,
             **{v: k for k, v in _SYMBOLS.items()}}
    if len(key) == 2 and key[0] in _RANKS and key[1] in suits and key[0] not in suits:
        key = key[1] + key[0]
    if len(key) != 2 or key[0] not in suits or key[1] not in _RANKS:
        return str(card)
    rank = "10" if key[1] == "T" else key[1]
    with speaking(lang):
        shown = pgettext("rank", rank) if rank in "AKQJ" else rank
    return f"{_SYMBOLS[suits[key[0]]]}{shown}"


_RESULT_RE = re.compile(r"(=|[+-]\d+|\d+|MADE|M)")
_PLAY_RE = re.compile(
    r"(?P<contract>PASS|AP|P|[1-7](?:NT|SA|[CDHSN♣♦♥♠])(?:XX|X|R|D)?)"
    r"(?P<decl>[NESW])?"
    r"(?P<result>=|[+-]\d+|MADE)?"
    r"(?P<decl2>[NESW])?"
)


@functools.cache
def _typed_play_re(lang: str) -> re.Pattern[str]:
    """A played result as a player of ``lang`` types it: its contract letters and seats."""
    letters = sorted(_typed_letters(lang), key=len, reverse=True)
    seats = "".join(sorted({k for table in (TYPED_SEATS["en"], TYPED_SEATS.get(lang, {}))
                            for k in table if len(k) == 1}))
    contract = "[1-7](?:" + "|".join(map(re.escape, letters)) + r")(?:XX|X|\*\*|\*)?"
    return re.compile(rf"(?P<contract>PASS|AP|P|{contract})(?P<decl>[{seats}])?"
                      rf"(?P<result>=|[+-]\d+|MADE)?(?P<decl2>[{seats}])?")


def parse_tricks(result: str | int, contract: Contract | str) -> int:
    """The number of tricks declarer took, from a result as written on a traveller.

    Parameters
    ----------
    result : str or int
        ``=`` (or ``made``), ``+1``, ``-2``, or a trick count ``0``-``13``.
    contract : Contract or str
        The contract, to turn a relative result into tricks.

    Examples
    --------
    >>> parse_tricks("=", "4S"), parse_tricks("+1", "4S"), parse_tricks("-2", "3NT"), parse_tricks(8, "1C")
    (10, 11, 7, 8)
    >>> parse_tricks("+4", "4S")
    Traceback (most recent call last):
    ...
    bridgekit.errors.ResultError: '+4': 4S can make at most 3 overtricks
    """
    contract = Contract.parse(contract)
    if contract.is_pass:
        return 0
    if isinstance(result, int | np.integer) and not isinstance(result, bool):
        if not -99 <= result <= 99:
            raise ResultError(Code.TRICKS.at(clip_text(result)))
        key = str(int(result))
    elif isinstance(result, str) and len(result) <= MAX_CELL_CHARS:
        key = "".join(result.split()).upper()
    else:
        raise ResultError(Code.RESULT.at(clip_text(result)))
    if not _RESULT_RE.fullmatch(key):
        raise ResultError(Code.RESULT.at(clip_text(result)))
    if key.lstrip("+-").isdigit() and len(key.lstrip("+-")) > 2:  # no result has 3 digits
        key = key[0] + "99" if key[0] in "+-" else "99"
    needed = contract.tricks_needed
    if key in ("=", "MADE", "M"):
        return needed
    if key[0] == "+":
        over = int(key[1:])
        if needed + over > 13:
            room = 13 - needed  # 7NT needs all 13 tricks: no overtrick, not "at most 0"
            code = Code.OVERTRICKS if room > 1 else Code.OVERTRICK if room else Code.NO_OVERTRICK
            raise ResultError(code.at(clip_text(result), contract=contract, n=room))
        return needed + over
    if key[0] == "-":
        down = int(key[1:])
        if down == 0 or down > needed:
            raise ResultError(Code.UNDERTRICKS.at(clip_text(result), contract=contract, n=needed))
        return needed - down
    tricks = int(key)
    if tricks > 13:
        raise ResultError(Code.TRICKS.at(clip_text(result)))
    return tricks


@dataclass(frozen=True)
class HandResult:
    """A contract as played: contract, declarer and tricks taken.

    Examples
    --------
    >>> r = HandResult.parse("4SN+1")
    >>> r.contract, r.declarer, r.tricks
    (Contract(level=4, strain=Strain.SPADES, doubling=Doubling.UNDOUBLED), <Seat.NORTH: 'N'>, 11)
    >>> str(r), str(HandResult.parse("3ntx-2 w")), str(HandResult.parse("4S= S"))
    ('4S+1 N', '3NTX-2 W', '4S= S')
    >>> HandResult.parse(str(r)) == r
    True
    """

    contract: Contract
    declarer: Seat | None
    tricks: int

    def __post_init__(self) -> None:
        if isinstance(self.tricks, bool) or not isinstance(self.tricks, int):
            raise ResultError(Code.RESULT.at(repr(self.tricks)))
        if not 0 <= self.tricks <= 13:
            raise ResultError(Code.TRICKS.at(repr(self.tricks)))

    @property
    def relative(self) -> str:
        """The result relative to the contract: ``=``, ``+1``, ``-2`` (empty for a pass-out)."""
        if self.contract.is_pass:
            return ""
        diff = self.tricks - self.contract.tricks_needed
        return "=" if diff == 0 else f"{diff:+d}"

    def __str__(self) -> str:
        text = f"{self.contract}{self.relative}"
        if self.declarer is not None and not self.contract.is_pass:
            text += f" {self.declarer}"
        return text

    @classmethod
    def parse(cls, text: str | HandResult, *, lang: str | None = None) -> HandResult:
        """Read ``4S+1``, ``3NTX-2``, ``4S+1 N``, ``4SN+1``, ``4S= S`` or ``Pass``.

        ``lang``: typed by a player in that language (None: a file's notation): the
        contract's and the declarer's letters are read as :meth:`Contract.parse` and
        :meth:`Seat.parse <bridgekit.board.Seat.parse>` read them in ``lang``.

        >>> str(HandResult.parse("4C+1 O", lang="fr")), str(HandResult.parse("3SAZ-1", lang="nl"))
        ('4H+1 W', '3NT-1 S')

        Raises
        ------
        ContractError, ResultError
            Quoting the text.
        """
        if isinstance(text, HandResult):
            return text
        if not isinstance(text, str) or len(text) > MAX_CELL_CHARS:
            raise ResultError(Code.PLAYED.at(clip_text(text)))
        key = "".join(text.split()).upper()
        if key.replace("-", "") in _PASS_WORDS:
            return cls(Contract.passed_out(), None, 0)
        code = None if lang is None else check_language(lang)
        typed = code is not None and code != "en"
        m = (_typed_play_re(code or "en") if typed else _PLAY_RE).fullmatch(key)
        if m is None:
            raise ResultError(Code.PLAYED_SEATED.at(clip_text(text)))
        contract = Contract.parse(m["contract"], lang=lang)
        if contract.is_pass:
            if m["result"] or m["decl"] or m["decl2"]:
                raise ResultError(Code.PASSED_OUT_PLAYED.at(clip_text(text)))
            return cls(contract, None, 0)
        if m["result"] is None:
            raise ResultError(Code.RESULT_AFTER.at(clip_text(text)))
        if m["decl"] and m["decl2"]:
            raise ResultError(Code.DECLARER_TWICE.at(clip_text(text)))
        decl = m["decl"] or m["decl2"]
        try:
            tricks = parse_tricks(m["result"], contract)
        except ResultError as exc:
            raise ResultError(exc.within(clip_text(text))) from None
        return cls(contract, Seat.parse(decl, lang=lang) if decl else None, tricks)
