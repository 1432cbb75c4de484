"""Rubber bridge and Chicago.

Rubber bridge (the rubber bridge scoring table, "Rubber bridge scoring"): the trick score
of tricks bid and made goes *below the line*; 100 below the line wins a game
and starts the next one (the opponents' part-score does not carry over); a side
that has won a game is vulnerable. Everything else goes *above the line*:
overtricks, the bonus for making a doubled contract, slams, penalties to the
defenders, honours, and the rubber bonus (700 for two games to none, 500 for
two games to one).

Where the scoring table stops, the Laws of Contract Bridge (rubber bridge) supply
the rest: honours (Law 81: 100 for four of the five trump honours in one hand,
150 for all five, 150 for the four aces at no trumps) and an unfinished rubber
(Law 80: when only one game has been completed, its winners score 300; when only
one side has a part-score in the game in progress, that side scores 100; a
part-score on each side earns neither side anything).

>>> r = Rubber().record("4S", "N", 10).record("3NT", "E", 9).record("2H", "S", 9)
>>> r.games
{'NS': 1, 'EW': 1}
>>> r = r.record("3NT", "S", 9)
>>> r.finished, r.winner, r.total("NS") - r.total("EW")
(True, <Side.NS: 'NS'>, 710)

Chicago plays four deals, the dealer rotating N, E, S, W: none vulnerable on
the first, the dealer's side on the second and third (E-W, then N-S), both on
the fourth. Each deal is scored as at duplicate (part-scores do not carry over).

>>> c = Chicago().record("4H", "N", 10).record("1NT", "E", 7).record("3NT", "S", 8).record("6S", "W", 12)
>>> c.totals, c.finished
({'NS': 420, 'EW': 1620}, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from bridgekit._checks import check_option
from bridgekit.board import Seat, Side, Vulnerability, board_dealer
from bridgekit.contract import Contract
from bridgekit.errors import ResultError
from bridgekit.i18n import N_, _, language, listing, speaking
from bridgekit.i18n import number as _number
from bridgekit.score import Laws, ScoreItem, score_items

__all__ = ["CHICAGO_STYLES", "Chicago", "ChicagoDeal", "Rubber", "RubberLine"]


@dataclass(frozen=True)
class RubberLine:
    """One entry on a rubber score sheet."""

    side: Side
    points: int
    below: bool
    label: str
    game: int
    #: what the label says, for :meth:`text`: a score item, or (kind, slots)
    words: ScoreItem | tuple[str, tuple[tuple[str, object], ...]] | None = field(
        default=None, compare=False, repr=False)

    def text(self, lang: str | None = None) -> str:
        """The label in ``lang`` (None: the language being spoken); ``label`` is English.

        >>> Rubber().record("4S", "N", 10).lines[0].text()
        '4S made'
        """
        with speaking(lang):
            if isinstance(self.words, ScoreItem):
                return self.words.text()
            if self.words is None:
                return self.label
            kind, slots = self.words
            return _words(kind, dict(slots))


def _line(side: Side, points: int, below: bool, game: int, kind: str, /,
          **slots: object) -> RubberLine:
    """A sheet's line labelled in English, that can say its label in any language."""
    with speaking("en"):
        label = _words(kind, slots)
    return RubberLine(side, points, below, label, game, (kind, tuple(slots.items())))


def _written(contract: Contract) -> str:
    """A contract as the sheet writes it: ``4S`` in English, ``4♠`` in other languages."""
    return str(contract) if language() == "en" else contract.symbol


def _spoken(value: object) -> str:
    if isinstance(value, Side | Seat):
        return value.spoken
    if isinstance(value, Contract):
        return _written(value)
    if isinstance(value, int):
        return _number(value)
    return str(value)


#: a rubber sheet's labels and the parts of a Chicago deal's text, by kind, each said with
#: its slots
_WORDS = {
    "honours": N_("honours"),
    # TRANSLATORS: a rubber sheet's line below the line: "4S made"
    "made": N_("{contract} made"),
    "two to none": N_("rubber bonus ({won}-{lost}): {side} won two games to none, {bonus}"),
    "two to one": N_("rubber bonus ({won}-{lost}): {side} won two games to one, {bonus}"),
    "a game up": N_("unfinished rubber: {side} a game up, {bonus}"),
    "part-score": N_("unfinished rubber: {side} the only part-score in the game in progress, "
                     "{bonus}"),
    "both part-scores": N_("unfinished rubber: both sides have a part-score in the game in "
                           "progress, so neither scores {bonus}"),
    "scored": N_("{where}: {result}: {points} to {side}"),
    "trick points": N_("{where}: {result}: {points} trick points to {side}"),
    "game vulnerable": N_("game, {bonus} (vulnerable)"),
    "game not vulnerable": N_("game, {bonus} (not vulnerable)"),
    "carried game vulnerable": N_("with the {before} part-score before, {total}: game, {bonus} "
                                  "(vulnerable)"),
    "carried game not vulnerable": N_("with the {before} part-score before, {total}: game, "
                                      "{bonus} (not vulnerable)"),
    "fourth": N_("a part-score on the fourth deal that does not make game: {bonus}"),
    "honours to": N_("honours, {points} to {side}"),
}


def _words(kind: str, slots: Mapping[str, object]) -> str:
    """A rubber sheet's label, or one part of a Chicago deal's text, in the language being
    spoken."""
    if kind == "redealt":
        return _("{where}: passed out, redealt by the same dealer at the same "
                 "vulnerability").format(where=_where(int(str(slots["deal"]))))
    if kind == "extras":
        items = slots["items"]
        assert isinstance(items, tuple)
        return ", ".join(f"{item.text()} {_number(abs(item.points))}" for item in items)
    said = {key: _spoken(value) for key, value in slots.items() if key != "deal"}
    if "deal" in slots:  # a Chicago deal's first part: where, and the result
        contract, relative = slots["contract"], slots["relative"]
        assert isinstance(contract, Contract) and isinstance(relative, int)
        result = _written(contract) + ("=" if relative == 0 else f"{relative:+d}")
        said["where"] = _where(int(str(slots["deal"])))
        # TRANSLATORS: a Chicago deal's result: "4H+1 by N"
        said["result"] = _("{result} by {declarer}").format(result=result,
                                                           declarer=said["declarer"])
    return _(_WORDS[kind]).format(**said)


_BONUS_KINDS = ("two to none", "two to one", "a game up", "part-score", "both part-scores")


def _side(value: Side | str) -> Side:
    if isinstance(value, Side):
        return value
    key = str(value).upper().replace("-", "").replace("/", "")
    try:
        return Side(key)
    except ValueError:
        raise ResultError(f"{value!r}: a side is NS or EW") from None


@dataclass(frozen=True)
class Rubber:
    """A rubber score sheet. Feed it deals with :meth:`record`; each call returns a new sheet.

    Parameters
    ----------
    laws : Laws
        ``Laws.CURRENT`` (default) or ``Laws.OLD`` for the older printing's
        penalty table and redouble bonus.
    """

    lines: tuple[RubberLine, ...] = ()
    laws: Laws = Laws.CURRENT
    closed: bool = field(default=False)

    # -- state ---------------------------------------------------------------------------
    @property
    def game_number(self) -> int:
        """The game being played now (0 for the first)."""
        return sum(self.games.values())

    @property
    def games(self) -> dict[str, int]:
        """Games won by each side."""
        won = {"NS": 0, "EW": 0}
        below = {"NS": 0, "EW": 0}
        game = 0
        for line in self.lines:
            if not line.below:
                continue
            if line.game != game:
                below = {"NS": 0, "EW": 0}
                game = line.game
            below[line.side.value] += line.points
            if below[line.side.value] >= 100:
                won[line.side.value] += 1
        return won

    def below_line(self, side: Side | str) -> int:
        """The part-score a side has in the current game."""
        side = _side(side)
        game = self.game_number
        return sum(x.points for x in self.lines if x.below and x.game == game and x.side is side)

    def is_vulnerable(self, side: Side | str) -> bool:
        """A side that has won a game is vulnerable."""
        return self.games[_side(side).value] >= 1

    @property
    def finished(self) -> bool:
        """Whether a side has won two games."""
        return max(self.games.values()) >= 2

    @property
    def winner(self) -> Side | None:
        """The side with more points once the rubber is over (or closed)."""
        if not (self.finished or self.closed):
            return None
        ns, ew = self.total(Side.NS), self.total(Side.EW)
        return None if ns == ew else Side.NS if ns > ew else Side.EW

    def total(self, side: Side | str) -> int:
        """All points a side has, above and below the line, bonuses included."""
        side = _side(side)
        return sum(x.points for x in self.lines if x.side is side)

    # -- recording -----------------------------------------------------------------------
    def record(self, contract: Contract | str, declarer: Seat | str, tricks: int, *,
               honours: int = 0, honours_side: Side | str | None = None) -> Rubber:
        """Score one deal and return the new sheet.

        Parameters
        ----------
        contract, declarer, tricks
            The contract, who played it and the tricks taken.
        honours : int
            0, 100 (four trump honours in one hand) or 150 (five, or four aces at no
            trumps); credited to ``honours_side`` (default: declarer's side).
        """
        if self.finished or self.closed:
            raise ResultError("the rubber is over: start a new Rubber()")
        contract = Contract.parse(contract)
        if contract.is_pass:
            return self
        seat = Seat.parse(declarer)
        side = seat.side
        game = self.game_number
        vul = self.is_vulnerable(side)
        new: list[RubberLine] = []
        if honours:
            if honours not in (100, 150):
                raise ResultError(f"{honours!r}: honours are 100 or 150")
            if contract.strain is not None and contract.strain.value == "NT" and honours != 150:
                raise ResultError(f"{honours!r}: at no trumps only four aces count, for 150")
            hside = _side(honours_side) if honours_side is not None else side
            new.append(_line(hside, honours, False, game, "honours"))
        for item in score_items(contract, tricks, vul, laws=self.laws, duplicate=False):
            if item.label == "trick score":
                new.append(_line(side, item.points, True, game, "made", contract=contract))
            else:  # above the line, to the side it scores for
                new.append(RubberLine(side if item.points >= 0 else side.other, abs(item.points),
                                      False, item.label, game, item))
        sheet = replace(self, lines=self.lines + tuple(new))
        if sheet.finished:
            games = sheet.games
            won = Side.NS if games["NS"] == 2 else Side.EW
            bonus = 700 if games[won.other.value] == 0 else 500
            bonus_line = _line(won, bonus, False, sheet.game_number,
                               "two to none" if bonus == 700 else "two to one",
                               won=games[won.value], lost=games[won.other.value], side=won,
                               bonus=bonus)
            sheet = replace(sheet, lines=(*sheet.lines, bonus_line))
        return sheet

    def close(self) -> Rubber:
        """End an unfinished rubber (Laws of Contract Bridge, Law 80).

        300 to the winners of the only game completed; 100 to a side with a
        part-score in the game in progress, but only when the other side has none.

        >>> r = Rubber().record("4S", "N", 10).record("2H", "E", 8).close()
        >>> r.total("NS"), r.total("EW")
        (420, 160)
        >>> print(*r.bonus_reasons(), sep="\\n")
        unfinished rubber: N-S a game up, 300
        unfinished rubber: E-W the only part-score in the game in progress, 100
        >>> both = Rubber().record("2H", "N", 8).record("1NT", "E", 7).close()
        >>> both.total("NS"), both.total("EW"), both.bonus_reasons()
        (60, 40, ['unfinished rubber: both sides have a part-score in the game in progress, so neither scores 100'])
        """
        if self.finished or self.closed:
            return self
        lines = list(self.lines)
        games = self.games
        game = self.game_number
        for side in Side:
            if games[side.value] == 1 and games[side.other.value] == 0:
                lines.append(_line(side, 300, False, game, "a game up", side=side, bonus=300))
        part = [side for side in Side if self.below_line(side) > 0]
        if len(part) == 1:
            lines.append(_line(part[0], 100, False, game, "part-score", side=part[0],
                               bonus=100))
        elif len(part) == 2:
            lines.append(_line(Side.NS, 0, False, game, "both part-scores", bonus=100))
        return replace(self, lines=tuple(lines), closed=True)

    def bonus_reasons(self, *, lang: str | None = None) -> list[str]:
        """Why each rubber or unfinished-rubber bonus was given, in words of ``lang`` (None:
        the language being spoken)."""
        return [x.text(lang) for x in self.lines
                if isinstance(x.words, tuple) and x.words[0] in _BONUS_KINDS]

    def sheet(self, *, lang: str | None = None) -> str:
        """The score sheet: N-S and E-W columns, above the line, the line, each game below it.

        >>> print(Rubber().record("2S", "N", 9).record("2H", "E", 8).sheet())
                  N-S     E-W
                   30
        ------------------------
                   60
                           60
        ------------------------
        N-S 90, E-W 60
        """
        with speaking(lang):
            rows = [*(_row(x) for x in reversed(self.lines) if not x.below and x.points), "-" * 24]
            for game in range(self.game_number + 1):
                below = [x for x in self.lines if x.below and x.game == game]
                if below:  # each game's part-scores, then a line under them
                    rows += [*(_row(x) for x in below), "-" * 24]
            head = f"{'':8}{Side.NS.spoken:>5}{Side.EW.spoken:>8}"
            foot = _totals(self.total(Side.NS), self.total(Side.EW))
            return "\n".join([head, *rows, foot, *self.bonus_reasons()])


def _totals(ns: int, ew: int) -> str:
    """Both sides' totals: ``N-S 90, E-W 60`` (the sides as the language writes them)."""
    return f"{Side.NS.spoken} {_number(ns)}, {Side.EW.spoken} {_number(ew)}"


def _row(line: RubberLine) -> str:
    ns = _number(line.points) if line.side is Side.NS else ""
    ew = _number(line.points) if line.side is Side.EW else ""
    return f"{'':8}{ns:>5}{ew:>8}".rstrip()


_CHICAGO_VULNERABILITY = (Vulnerability.NONE, Vulnerability.EW, Vulnerability.NS,
                          Vulnerability.BOTH)
CHICAGO_STYLES = ("duplicate", "laws")


@dataclass(frozen=True)
class ChicagoDeal:
    """One deal of a Chicago: what each side scored on it, and why, in words.

    ``part_side``/``part`` are the trick points the deal added towards game
    (``style="laws"``), ``game`` whether it completed a game.
    """

    number: int
    ns: int
    ew: int
    text: str
    part_side: Side | None = None
    part: int = 0
    game: bool = False
    #: what ``text`` says, part by part, for :meth:`explain`
    words: tuple[_Words, ...] = field(default=(), compare=False, repr=False)

    def explain(self, *, lang: str | None = None) -> str:
        """``text`` in ``lang`` (None: the language being spoken).

        >>> Chicago().record("4H", "N", 10).deals[0].explain()
        'deal 1 (dealer N, none vulnerable): 4H= by N: 420 to N-S'
        """
        if not self.words:
            return self.text
        with speaking(lang):
            return _chicago_text(self.words)


#: one part of a Chicago deal's text: its kind and its slots
_Words = tuple[str, tuple[tuple[str, object], ...]]


def _part(kind: str, **slots: object) -> _Words:
    return kind, tuple(slots.items())


def _chicago_text(parts: tuple[_Words, ...]) -> str:
    """A Chicago deal's text in the language being spoken: its parts joined by "; "."""
    return listing(_words(kind, dict(slots)) for kind, slots in parts)


#: a Chicago deal's number, dealer and vulnerability, by its vulnerability
_WHERE = {Vulnerability.NONE: N_("deal {number} (dealer {dealer}, none vulnerable)"),
          Vulnerability.NS: N_("deal {number} (dealer {dealer}, N-S vulnerable)"),
          Vulnerability.EW: N_("deal {number} (dealer {dealer}, E-W vulnerable)"),
          Vulnerability.BOTH: N_("deal {number} (dealer {dealer}, both vulnerable)")}


def _where(deal: int) -> str:
    """The deal's number, dealer and vulnerability, in the language being spoken."""
    vul = _CHICAGO_VULNERABILITY[(deal - 1) % 4]
    return _(_WHERE[vul]).format(number=deal, dealer=board_dealer(deal).spoken)


def _carried(deals: tuple[ChicagoDeal, ...]) -> dict[Side, int]:
    """Each side's part-score towards the next game after ``deals``."""
    below = {Side.NS: 0, Side.EW: 0}
    for deal in deals:
        if deal.game:
            below = {Side.NS: 0, Side.EW: 0}
        elif deal.part_side is not None:
            below[deal.part_side] += deal.part
    return below


def _deal(number: int, points: dict[Side, int], words: tuple[_Words, ...],
          part: tuple[Side | None, int, bool] = (None, 0, False)) -> ChicagoDeal:
    """A Chicago deal with its text in English, that can say it in any language; ``part``:
    :class:`ChicagoDeal`'s ``part_side``, ``part`` and ``game``."""
    with speaking("en"):
        text = _chicago_text(words)
    return ChicagoDeal(number, points[Side.NS], points[Side.EW], text, *part, words)


@dataclass(frozen=True)
class Chicago:
    """Four-deal bridge (Chicago): four deals, vulnerability set by the deal's number.

    Deal 1 none vulnerable; deals 2 and 3 the dealer's side (E-W, then N-S); deal 4
    both. A passed-out deal is not one of the four: it is redealt by the same dealer
    at the same vulnerability (the Laws of Contract Bridge, four-deal bridge).

    Parameters
    ----------
    style : {"duplicate", "laws"}
        ``"duplicate"`` (the default): each deal scored as at duplicate, nothing
        carried over. ``"laws"``: four-deal bridge as the Laws of Contract Bridge
        score it: trick points of part-scores carry over to later deals and count
        towards game; a game earns 300 (500 if the side completing it is vulnerable
        on that deal), after which no earlier part-score of either side counts; a
        part-score on deal 4 that does not complete a game earns 100 (whether or not
        either side has an earlier part-score); honours count; there is no other
        part-score bonus.

    Examples
    --------
    >>> c = Chicago(style="laws").record("2H", "N", 8).record("1NT", "E", 8)
    >>> c = c.record("2S", "S", 8).record("2D", "W", 8)
    >>> c.totals
    {'NS': 620, 'EW': 210}
    >>> print(*c.deals[2].text.split("; "), sep=";\\n")
    deal 3 (dealer S, N-S vulnerable): 2S= by S: 60 trick points to N-S;
    with the 60 part-score before, 120: game, 500 (vulnerable)
    """

    deals: tuple[ChicagoDeal, ...] = ()
    laws: Laws = Laws.CURRENT
    style: str = "duplicate"
    redeals: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        check_option(self.style, "style", CHICAGO_STYLES,
                     "each deal alone, or four-deal bridge with part-scores carried over")

    @property
    def finished(self) -> bool:
        return len(self.deals) >= 4

    @property
    def next_deal(self) -> tuple[int, Seat, Vulnerability]:
        """The number, dealer and vulnerability of the deal to be played next."""
        number = len(self.deals) + 1
        return number, board_dealer(number), _CHICAGO_VULNERABILITY[(number - 1) % 4]

    def part_score(self, side: Side | str) -> int:
        """``style="laws"``: the trick points a side has towards the next game."""
        return _carried(self.deals)[_side(side)]

    def record(self, contract: Contract | str, declarer: Seat | str | None, tricks: int, *,
               honours: int = 0, honours_side: Side | str | None = None) -> Chicago:
        """Score the next deal; returns the new state. A pass-out is redealt."""
        if self.finished:
            raise ResultError("a Chicago is four deals: start a new Chicago()")
        number, _dealer, vul = self.next_deal
        contract = Contract.parse(contract)
        if contract.is_pass:
            with speaking("en"):
                note = _words("redealt", {"deal": number})
            return replace(self, redeals=(*self.redeals, note))
        if declarer is None:
            raise ResultError(f"{contract}: a played contract needs its declarer (N, E, S or W)")
        seat = Seat.parse(declarer)
        vulnerable = vul.is_vulnerable(seat)
        items = score_items(contract, tricks, vulnerable, laws=self.laws,
                            duplicate=self.style == "duplicate")
        relative = tricks - contract.tricks_needed
        played = {"deal": number, "contract": contract, "relative": relative, "declarer": seat}
        side = seat.side
        if self.style == "duplicate" and honours:
            raise ResultError(f"honours={honours!r}: honours count only in the Laws' "
                              "four-deal bridge (style='laws')")
        if self.style == "duplicate" or relative < 0:  # the whole score to one side
            score = sum(i.points for i in items)
            winner = side if score > 0 else side.other
            deal = _deal(number, {winner: abs(score), winner.other: 0},
                         (_part("scored", **played, points=abs(score), side=winner),))
        else:
            deal = self._made(number, played, side, vulnerable, items)
        if honours:
            if honours not in (100, 150):
                raise ResultError(f"{honours!r}: honours are 100 or 150")
            hside = _side(honours_side) if honours_side is not None else side
            deal = _deal(number, {Side.NS: deal.ns + honours * (hside is Side.NS),
                                  Side.EW: deal.ew + honours * (hside is Side.EW)},
                         (*deal.words, _part("honours to", points=honours, side=hside)),
                         (deal.part_side, deal.part, deal.game))
        return replace(self, deals=(*self.deals, deal))

    def _made(self, number: int, played: dict[str, object], side: Side, vulnerable: bool,
              items: list[ScoreItem]) -> ChicagoDeal:
        trick_points = next(i.points for i in items if i.label == "trick score")
        extras = tuple(i for i in items if i.label != "trick score")
        points = {side: trick_points + sum(i.points for i in extras), side.other: 0}
        words = [_part("trick points", **played, points=trick_points, side=side)]
        before = _carried(self.deals)[side]
        game = before + trick_points >= 100
        if game:
            bonus = 500 if vulnerable else 300
            points[side] += bonus
            kind = "game vulnerable" if vulnerable else "game not vulnerable"
            if before:
                words.append(_part(f"carried {kind}", before=before,
                                   total=before + trick_points, bonus=bonus))
            else:
                words.append(_part(kind, bonus=bonus))
        elif number % 4 == 0:
            points[side] += 100
            words.append(_part("fourth", bonus=100))
        if extras:
            words.append(_part("extras", items=extras))
        return _deal(number, points, tuple(words), (side, trick_points, game))

    @property
    def totals(self) -> dict[str, int]:
        return {"NS": sum(d.ns for d in self.deals), "EW": sum(d.ew for d in self.deals)}

    def sheet(self, *, lang: str | None = None) -> str:
        """One line per deal (and per redeal), then the totals, in words of ``lang`` (None:
        the language being spoken).

        >>> print(Chicago().record("Pass", None, 0).record("4H", "N", 10).sheet())
        deal 1 (dealer N, none vulnerable): passed out, redealt by the same dealer at the same vulnerability
        deal 1 (dealer N, none vulnerable): 4H= by N: 420 to N-S
        N-S 420, E-W 0
        """
        t = self.totals
        with speaking(lang):
            redeals = [int(r.split()[1]) for r in self.redeals]  # "deal 2 (dealer E, ..."
            lines = sorted([*((d.number, 1, d.explain()) for d in self.deals),
                            *((n, 0, _words("redealt", {"deal": n})) for n in redeals)])
            return "\n".join([*(text for _, _, text in lines), _totals(t["NS"], t["EW"])])
