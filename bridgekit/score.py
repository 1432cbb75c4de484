"""The score of one hand at duplicate.

Trick values, bonuses and penalties follow the team-of-four (duplicate)
scoring table ("Team of four (duplicate bridge) scoring", in an older printing of the
Laws' scoring table, with its rubber bridge table), which today's Laws of Duplicate Bridge 2017, Law 77, repeat with
two changes the older table does not have:

* a made **redoubled** contract earns a 100 "insult" bonus (the older table:
  50, the same as doubled);
* doubled undertricks not vulnerable are 100, 200, 200, then 300 each (the older
  table's own duplicate exception 4; its rubber table: 100, then 200 each).

bridgekit scores by today's Laws (:attr:`Laws.CURRENT`) unless asked for
:attr:`Laws.OLD`, which reproduces the older table as printed. That table also
prints 400 (not 300) for each vulnerable doubled undertrick after the first;
:attr:`Laws.OLD` keeps that number too, so the table can be shown as it is.

>>> duplicate_score("4S", 10, vulnerable=False)
420
>>> duplicate_score("4SX", tricks=8, vulnerable=False)
-300
>>> print(score_breakdown("4SX", 8, vulnerable=True, declarer="N"))
4♠X by N, vulnerable, 2 down: 200 + 300 = 500 to E-W
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from bridgekit._checks import check_flag, check_number, check_option
from bridgekit.board import Seat, Side, Vulnerability
from bridgekit.contract import Contract, Doubling, Strain
from bridgekit.errors import ResultError
from bridgekit.i18n import N_, _, check_language, language, ngettext, number, speaking

__all__ = [
    "Laws",
    "ScoreBreakdown",
    "ScoreItem",
    "duplicate_score",
    "impossible_ns_scores",
    "is_possible_ns_score",
    "is_possible_score",
    "ns_score",
    "possible_scores",
    "score_breakdown",
]


class Laws(enum.Enum):
    """Which score table to use.

    CURRENT
        Laws of Duplicate Bridge 2017, Law 77 (and the rubber Laws alike): made
        redoubled +100; non-vulnerable doubled undertricks 100, 200, 200, 300...
    OLD
        The older printing of the Laws' scoring table: made redoubled +50; in rubber,
        non-vulnerable doubled undertricks 100 then 200 each; vulnerable doubled
        undertricks 200 then 400 each, as printed. At duplicate that table's own
        exception 4 still charges 300 from the fourth non-vulnerable doubled
        undertrick.
    """

    CURRENT = "current"
    OLD = "old"

    @classmethod
    def parse(cls, value: str | Laws) -> Laws:
        if isinstance(value, Laws):
            return value
        try:
            return cls(str(value).lower())
        except ValueError:
            check_option(value, "laws", ("current", "old"), "the Laws of 2017, or the older "
                         "printing of the scoring table")
            raise


@dataclass(frozen=True)
class ScoreItem:
    """One line of a score: a label and the points it is worth to declarer's side.

    ``label`` is English (it is data: rubber scoring reads it); :meth:`text` says it in a
    language.
    """

    label: str
    points: int
    #: what the label says, as (kind, number...), for :meth:`text`
    words: tuple[object, ...] = field(default=(), compare=False, repr=False)

    def text(self, lang: str | None = None) -> str:
        """The label in ``lang`` (None: the language being spoken).

        >>> score_items("4S", 11, False)[1].text()
        '1 overtrick at 30'
        """
        if not self.words:
            return self.label
        with speaking(lang):
            return _item_words(*self.words)


#: Each kind of score item's label but the counted ones (English, as the catalogue holds it).
_ITEM_LABELS = {
    "trick score": N_("trick score"),
    "doubled": N_("undertrick {first} doubled at {each}"),
    "doubled band": N_("undertricks {first}-{last} doubled at {each}"),
    "redoubled": N_("undertrick {first} redoubled at {each}"),
    "redoubled band": N_("undertricks {first}-{last} redoubled at {each}"),
    "insult doubled": N_("insult (doubled contract made)"),
    "insult redoubled": N_("insult (redoubled contract made)"),
    "game": N_("game bonus"), "part-score": N_("part-score bonus"),
    "small slam": N_("small slam bonus"), "grand slam": N_("grand slam bonus"),
}


def _item_words(kind: object, *args: object) -> str:
    """A score item's label in the language being spoken."""
    n = int(str(args[0])) if args else 0
    slots = dict(zip(("n", "each", "first", "last"), args, strict=False))
    if kind == "overtricks":
        return ngettext("{n} overtrick at {each}", "{n} overtricks at {each}", n).format(**slots)
    if kind == "undertricks":
        return ngettext("{n} undertrick at {each}", "{n} undertricks at {each}",
                        n).format(**slots)
    if str(kind) not in _ITEM_LABELS:
        raise ValueError(f"{kind!r}: not a kind of score item")
    return _(_ITEM_LABELS[str(kind)]).format(**slots)


def _item(points: int, kind: str, *args: int) -> ScoreItem:
    """A score item labelled in English, that can say its label in any language."""
    with speaking("en"):
        label = _item_words(kind, *args)
    return ScoreItem(label, points, (kind, *args))


def trick_score(contract: Contract) -> int:
    """Points for the tricks bid (below the line), doubling included.

    >>> trick_score(Contract.parse("3NT")), trick_score(Contract.parse("2HX"))
    (100, 120)
    """
    if contract.strain is None:
        return 0
    per = 20 if contract.strain.is_minor else 30
    base = per * contract.level + (10 if contract.strain is Strain.NOTRUMP else 0)
    return base * contract.doubling.value


def _undertrick_items(down: int, vulnerable: bool, doubling: Doubling, laws: Laws,
                      duplicate: bool) -> list[ScoreItem]:
    """Penalty bands for ``down`` undertricks, each band one item (negative points)."""
    if doubling is Doubling.UNDOUBLED:
        each = 100 if vulnerable else 50
        return [_item(-each * down, "undertricks", down, each)]
    mult = doubling.value // 2  # 1 doubled, 2 redoubled
    x = "redoubled" if mult == 2 else "doubled"
    if vulnerable:
        later = 400 if laws is Laws.OLD else 300
        bands = [(1, 200), (down - 1, later)]
    elif laws is Laws.OLD and not duplicate:
        bands = [(1, 100), (down - 1, 200)]
    else:
        bands = [(1, 100), (min(down - 1, 2), 200), (max(down - 3, 0), 300)]
    items, first = [], 1
    for count, each in bands:
        if count <= 0:
            continue
        last, each = first + count - 1, each * mult
        words = (x, 0, each, first) if count == 1 else (f"{x} band", 0, each, first, last)
        items.append(_item(-each * count, *words))
        first = last + 1
    return items


def _made_items(contract: Contract, tricks: int, vulnerable: bool, laws: Laws,
                duplicate: bool = True) -> list[ScoreItem]:
    items = [_item(trick_score(contract), "trick score")]
    over = tricks - contract.tricks_needed
    if over:
        if contract.doubling is Doubling.UNDOUBLED:
            each = 20 if contract.strain is not None and contract.strain.is_minor else 30
        else:
            each = (200 if vulnerable else 100) * (contract.doubling.value // 2)
        items.append(_item(each * over, "overtricks", over, each))
    if contract.doubling is Doubling.DOUBLED:
        items.append(_item(50, "insult doubled"))
    elif contract.doubling is Doubling.REDOUBLED:
        items.append(_item(50 if laws is Laws.OLD else 100, "insult redoubled"))
    if duplicate:
        if trick_score(contract) >= 100:
            items.append(_item(500 if vulnerable else 300, "game"))
        else:
            items.append(_item(50, "part-score"))
    if contract.level == 6:
        items.append(_item(750 if vulnerable else 500, "small slam"))
    elif contract.level == 7:
        items.append(_item(1500 if vulnerable else 1000, "grand slam"))
    return items


def score_items(contract: Contract | str, tricks: int, vulnerable: bool, *,
                laws: Laws | str = Laws.CURRENT, duplicate: bool = True) -> list[ScoreItem]:
    """The itemised score of one hand to declarer's side (undertricks negative).

    With ``duplicate=False`` the game and part-score bonuses are left out (rubber
    bridge scores them through the rubber) and the older table's rubber penalties
    apply under ``laws="old"``.

    >>> [(i.label, i.points) for i in score_items("6NT", 13, False)]
    [('trick score', 190), ('1 overtrick at 30', 30), ('game bonus', 300), ('small slam bonus', 500)]
    """
    contract = Contract.parse(contract)
    laws = Laws.parse(laws)
    tricks = _check_tricks(tricks)
    vulnerable = check_flag(vulnerable, "vulnerable")
    if contract.is_pass:
        return []
    if tricks >= contract.tricks_needed:
        return _made_items(contract, tricks, vulnerable, laws, duplicate)
    return _undertrick_items(contract.tricks_needed - tricks, vulnerable,
                             contract.doubling, laws, duplicate)


def _check_tricks(tricks: int) -> int:
    """``tricks`` as a Python int (a numpy int8's arithmetic would overflow), or refused."""
    if isinstance(tricks, bool) or not isinstance(tricks, int | np.integer) or not 0 <= tricks <= 13:
        raise ResultError(f"{tricks!r}: tricks is a whole number 0 to 13")
    return int(tricks)


def duplicate_score(contract: Contract | str, tricks: int, vulnerable: bool, *,
                    laws: Laws | str = Laws.CURRENT) -> int:
    """The duplicate score of one hand to declarer's side.

    Parameters
    ----------
    contract : Contract or str
        The contract, e.g. ``"4SX"`` or ``Contract.parse("3NT")``.
    tricks : int
        Tricks declarer took, 0 to 13.
    vulnerable : bool
        Whether declarer's side was vulnerable.
    laws : Laws or str, optional
        ``"current"`` (default, Laws 2017) or ``"old"`` (the older printing of the scoring table).

    Returns
    -------
    int
        Positive when the contract made, negative when it went down.

    Examples
    --------
    >>> duplicate_score("3NT", 10, vulnerable=True)
    630
    >>> duplicate_score("1NTXX", 7, vulnerable=False), duplicate_score("1NTXX", 7, False, laws="old")
    (560, 510)
    >>> duplicate_score("7NTXX", 0, vulnerable=False)
    -7000
    """
    return sum(item.points for item in score_items(contract, tricks, vulnerable, laws=laws))


def ns_score(contract: Contract | str, declarer: Seat | str, tricks: int,
             vulnerability: Vulnerability | str, *, laws: Laws | str = Laws.CURRENT) -> int:
    """The score of one hand from North-South's side.

    >>> ns_score("4S", "E", 10, "EW")
    -620
    >>> ns_score("3NT", "S", 8, "None")
    -50
    """
    contract = Contract.parse(contract)
    if contract.is_pass:
        return 0
    seat = Seat.parse(declarer)
    vul = Vulnerability.parse(vulnerability).is_vulnerable(seat)
    score = duplicate_score(contract, tricks, vul, laws=laws)
    return score if seat.side is Side.NS else -score


@dataclass(frozen=True)
class ScoreBreakdown:
    """An itemised score that reads like a teacher's line.

    ``str()`` gives the one-line summary (:meth:`summary`) in the language the breakdown
    was made for; :meth:`explain` one line per item.
    """

    contract: Contract
    tricks: int
    vulnerable: bool
    declarer: Seat | None
    items: tuple[ScoreItem, ...]
    #: the language ``str()`` speaks (set by :func:`score_breakdown`)
    lang: str = field(default="en", compare=False, repr=False)

    @property
    def total(self) -> int:
        """The score to declarer's side."""
        return sum(i.points for i in self.items)

    @property
    def ns_score(self) -> int | None:
        """The score from North-South's side (None when declarer is unknown)."""
        if self.declarer is None:
            return None
        return self.total if self.declarer.side is Side.NS else -self.total

    def _side(self, to_declarer: bool) -> Side | None:
        if self.declarer is None:
            return None
        return self.declarer.side if to_declarer else self.declarer.side.other

    def _heading(self) -> str:
        if self.contract.is_pass:
            return _("Passed out")
        if self.declarer is not None:
            head = _("{contract} by {declarer}").format(contract=self.contract.symbol,
                                                        declarer=self.declarer.spoken)
        else:
            head = self.contract.symbol
        vul = _("vulnerable") if self.vulnerable else _("not vulnerable")
        diff = self.tricks - self.contract.tricks_needed
        if diff < 0:
            how = _("{n} down").format(n=-diff)
        elif diff == 0:
            how = _("made exactly")
        else:
            how = ngettext("made with {n} overtrick", "made with {n} overtricks",
                           diff).format(n=diff)
        # TRANSLATORS: a hand's heading: contract (and declarer), vulnerability, result
        return _("{contract}, {vulnerable}, {result}").format(contract=head, vulnerable=vul,
                                                              result=how)

    def summary(self, lang: str | None = None) -> str:
        """The one-line summary in ``lang`` (None: the language being spoken).

        >>> score_breakdown("4SX", 8, vulnerable=False).summary()
        '4♠X, not vulnerable, 2 down: 100 + 200 = 300 to the defenders'
        """
        with speaking(lang):
            if self.contract.is_pass:
                return _("Passed out: 0 to both sides")
            total = self.total
            parts = [abs(i.points) for i in self.items]
            sums = " + ".join(number(p) for p in parts)
            equation = f"{sums} = {number(abs(total))}" if len(parts) > 1 else number(abs(total))
            side = self._side(total > 0)
            slots = {"heading": self._heading(), "score": equation}
            if side is not None:
                return _("{heading}: {score} to {side}").format(side=side.spoken, **slots)
            if total > 0:
                return _("{heading}: {score} to declarer").format(**slots)
            return _("{heading}: {score} to the defenders").format(**slots)

    def __str__(self) -> str:
        return self.summary(self.lang)

    def explain(self, *, lang: str | None = None) -> str:
        """One line per item, then the total, in ``lang`` (None: the language being spoken).

        >>> print(score_breakdown("4H", 11, vulnerable=False, declarer="S").explain())
        4♥ by S, not vulnerable, made with 1 overtrick
          trick score                          120
          1 overtrick at 30                     30
          game bonus                           300
          total to N-S                         450
        """
        with speaking(lang):
            side = self._side(self.total >= 0)
            if side is not None:
                last = _("total to {side}").format(side=side.spoken)
            elif self.total >= 0:
                last = _("total to declarer")
            else:
                last = _("total to the defenders")
            rows = [(item.text(), abs(item.points)) for item in self.items]
            rows.append((last, abs(self.total)))
            longest = max(len(label) for label, _points in rows)
            width = 32 if longest <= 32 else longest + 2  # translations may be longer
            lines = [self._heading()]
            lines.extend(f"  {label:<{width}}{number(points):>8}" for label, points in rows)
            return "\n".join(lines)


def score_breakdown(contract: Contract | str, tricks: int, vulnerable: bool, *,
                    declarer: Seat | str | None = None,
                    laws: Laws | str = Laws.CURRENT, lang: str | None = None) -> ScoreBreakdown:
    """The itemised score of one hand (see :class:`ScoreBreakdown`); its ``str()`` speaks
    ``lang`` (None: the language being spoken now).

    >>> b = score_breakdown("4SX", tricks=8, vulnerable=False)
    >>> b.total, str(b)
    (-300, '4♠X, not vulnerable, 2 down: 100 + 200 = 300 to the defenders')
    >>> print(score_breakdown("6NTX", 12, True, declarer="W"))
    6NTX by W, vulnerable, made exactly: 380 + 50 + 500 + 750 = 1680 to E-W
    """
    contract = Contract.parse(contract)
    seat = Seat.parse(declarer) if declarer is not None else None
    items = tuple(score_items(contract, tricks, vulnerable, laws=laws))
    spoken = language() if lang is None else check_language(lang)
    return ScoreBreakdown(contract, int(tricks), bool(vulnerable), seat, items, spoken)


@lru_cache(maxsize=4)
def score_table(laws: Laws = Laws.CURRENT) -> np.ndarray:
    """Every duplicate score as an array ``[contract_code, vulnerable, tricks]``.

    ``contract_code`` is ``(level - 1) * 15 + strain * 3 + doubling`` (strain in
    C, D, H, S, NT order, doubling 0/1/2) for the 105 contracts; the pass-out is
    code 105 and scores 0. Used by the vectorised event scorer.

    >>> t = score_table()
    >>> t.shape, int(t[3 * 15 + 3 * 3 + 0, 0, 10])
    ((106, 2, 14), 420)
    """
    table = np.zeros((106, 2, 14), dtype=np.int64)
    for code, contract in enumerate(all_contracts()):
        for vul in (0, 1):
            for tricks in range(14):
                table[code, vul, tricks] = duplicate_score(contract, tricks, bool(vul), laws=laws)
    table.setflags(write=False)
    return table


def all_contracts() -> list[Contract]:
    """The 105 contracts in ``score_table`` order (pass-out not included)."""
    return [Contract(level, strain, doubling)
            for level in range(1, 8) for strain in Strain for doubling in Doubling]


def contract_code(contract: Contract) -> int:
    """The index of a contract in :func:`score_table` (105 for a pass-out)."""
    if contract.strain is None:
        return 105
    return ((contract.level - 1) * 15 + list(Strain).index(contract.strain) * 3
            + list(Doubling).index(contract.doubling))


@lru_cache(maxsize=4)
def possible_scores(vulnerable: bool, laws: Laws = Laws.CURRENT) -> frozenset[int]:
    """Every score one hand can give declarer's side at that vulnerability.

    Includes 0 (a pass-out).
    """
    return frozenset(int(s) for s in np.unique(score_table(laws)[:, int(bool(vulnerable)), :]))


def is_possible_score(score: int, vulnerable: bool, *, laws: Laws | str = Laws.CURRENT) -> bool:
    """Whether a duplicate score can occur for the declaring side at that vulnerability.

    Positive scores are contracts made, negative ones contracts defeated.

    Examples
    --------
    >>> is_possible_score(430, vulnerable=True), is_possible_score(430, vulnerable=False)
    (False, True)
    >>> is_possible_score(-800, vulnerable=False), is_possible_score(-150, vulnerable=True)
    (True, False)
    """
    value = check_number(score, "score")
    return value.is_integer() and int(value) in possible_scores(
        check_flag(vulnerable, "vulnerable"), Laws.parse(laws))


def is_possible_ns_score(score: int, vulnerability: Vulnerability | str, *,
                         laws: Laws | str = Laws.CURRENT) -> bool:
    """Whether a North-South traveller score can occur on a board of this vulnerability.

    It can when North-South declared and scored it, or East-West declared and
    scored its negative.

    >>> is_possible_ns_score(430, "NS"), is_possible_ns_score(430, "EW")
    (False, True)
    """
    vul = Vulnerability.parse(vulnerability)
    laws = Laws.parse(laws)
    return (is_possible_score(score, vul.is_vulnerable(Side.NS), laws=laws)
            or is_possible_score(-score, vul.is_vulnerable(Side.EW), laws=laws))


@lru_cache(maxsize=4)
def _possible_ns_table(laws: Laws) -> tuple[int, npt.NDArray[np.bool_]]:
    """The largest possible score either way (``reach``), and which whole North-South scores
    from -reach to +reach are possible: a row per vulnerability code 0-3 (none, NS, EW, both),
    and row 4 for a score possible at some vulnerability."""
    rows = [sorted(set(possible_scores(vul.is_vulnerable(Side.NS), laws))
                   | {-s for s in possible_scores(vul.is_vulnerable(Side.EW), laws)})
            for vul in Vulnerability]
    reach = max(max(-row[0], row[-1]) for row in rows)
    table = np.zeros((5, 2 * reach + 1), dtype=bool)
    for code, row in enumerate(rows):
        table[code, np.asarray(row) + reach] = True
    table[4] = table[:4].any(axis=0)
    return reach, table


def impossible_ns_scores(scores: npt.ArrayLike, vulnerability: npt.ArrayLike | None = None, *,
                         laws: Laws | str = Laws.CURRENT) -> npt.NDArray[np.bool_]:
    """Which North-South scores of a column no contract can score: :func:`is_possible_ns_score`
    in whole columns.

    ``vulnerability`` is each score's board's vulnerability code (0 none, 1 NS, 2 EW, 3
    both: :func:`bridgekit.board.vulnerability_codes` of the board numbers; 4: not known);
    None: not known for any. A score whose vulnerability is not known is possible if it is
    possible at some vulnerability. NaN (no score, or a ruling) is not marked: it is not a
    score.

    >>> impossible_ns_scores([420, 425, 420.5, -50, float("nan")], [0, 0, 0, 1, 0]).tolist()
    [False, True, True, True, False]
    >>> impossible_ns_scores([-50, 425]).tolist()
    [False, True]
    """
    values = np.asarray(scores, dtype=float)
    vul = np.broadcast_to(np.asarray(4 if vulnerability is None else vulnerability),
                          values.shape)
    reach, possible = _possible_ns_table(Laws.parse(laws))
    # each score looked up in a table of every whole score within reach (by its
    # vulnerability's row); a fraction, a score out of reach or NaN finds no place
    known = (vul >= 0) & (vul <= 4) if vul.dtype.kind in "iu" else np.isin(vul, range(5))
    row = np.where(known, vul, 4).astype(np.intp)
    place = np.where(np.abs(values) <= reach, values, 0).astype(np.intp)
    found = possible.ravel()[row * possible.shape[1] + place + reach] & (place == values)
    return np.asarray(known & np.isfinite(values) & ~found)
