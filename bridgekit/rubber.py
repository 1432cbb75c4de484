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

from dataclasses import dataclass, field, replace

from bridgekit._checks import check_option
from bridgekit.board import Seat, Side, Vulnerability
from bridgekit.contract import Contract
from bridgekit.errors import ResultError
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
        if ns == ew:
            return None
        return Side.NS if ns > ew else Side.EW

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
            new.append(RubberLine(hside, honours, False, "honours", game))
        for item in score_items(contract, tricks, vul, laws=self.laws, duplicate=False):
            if item.label == "trick score":
                new.append(RubberLine(side, item.points, True, f"{contract} made", game))
            elif item.points < 0:
                new.append(RubberLine(side.other, -item.points, False, item.label, game))
            else:
                new.append(RubberLine(side, item.points, False, item.label, game))
        sheet = replace(self, lines=self.lines + tuple(new))
        if sheet.finished:
            games = sheet.games
            won = Side.NS if games["NS"] == 2 else Side.EW
            bonus = 700 if games[won.other.value] == 0 else 500
            label = (f"rubber bonus ({games[won.value]}-{games[won.other.value]}): {_name(won)} "
                     f"won two games to {'none' if bonus == 700 else 'one'}, {bonus}")
            bonus_line = RubberLine(won, bonus, False, label, sheet.game_number)
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
                lines.append(RubberLine(side, 300, False,
                                        f"unfinished rubber: {_name(side)} a game up, 300", game))
        part = [side for side in Side if self.below_line(side) > 0]
        if len(part) == 1:
            lines.append(RubberLine(part[0], 100, False,
                                    f"unfinished rubber: {_name(part[0])} the only part-score "
                                    "in the game in progress, 100", game))
        elif len(part) == 2:
            lines.append(RubberLine(Side.NS, 0, False, "unfinished rubber: both sides have a "
                                    "part-score in the game in progress, so neither scores 100",
                                    game))
        return replace(self, lines=tuple(lines), closed=True)

    def bonus_reasons(self) -> list[str]:
        """Why each rubber or unfinished-rubber bonus was given, in words."""
        return [x.label for x in self.lines if x.label.startswith(("unfinished", "rubber bonus"))]

    def sheet(self) -> str:
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
        above = [x for x in self.lines if not x.below and x.points]
        rows = []
        for x in reversed(above):
            rows.append(_row(x))
        rows.append("-" * 24)
        for game in range(self.game_number + 1):
            below = [x for x in self.lines if x.below and x.game == game]
            if not below:
                continue
            rows.extend(_row(x) for x in below)
            rows.append("-" * 24)
        head = f"{'':8}{'N-S':>5}{'E-W':>8}"
        foot = f"N-S {self.total(Side.NS)}, E-W {self.total(Side.EW)}"
        return "\n".join([head, *rows, foot, *self.bonus_reasons()])


def _name(side: Side) -> str:
    return "N-S" if side is Side.NS else "E-W"


def _row(line: RubberLine) -> str:
    ns = str(line.points) if line.side is Side.NS else ""
    ew = str(line.points) if line.side is Side.EW else ""
    return f"{'':8}{ns:>5}{ew:>8}".rstrip()


_CHICAGO_VULNERABILITY = (Vulnerability.NONE, Vulnerability.EW, Vulnerability.NS,
                          Vulnerability.BOTH)
_DEALERS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
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


def _carried(deals: tuple[ChicagoDeal, ...]) -> dict[Side, int]:
    """Each side's part-score towards the next game after ``deals``."""
    below = {Side.NS: 0, Side.EW: 0}
    for deal in deals:
        if deal.game:
            below = {Side.NS: 0, Side.EW: 0}
        elif deal.part_side is not None:
            below[deal.part_side] += deal.part
    return below


def _vul_words(vul: Vulnerability) -> str:
    return {Vulnerability.NONE: "none vulnerable", Vulnerability.NS: "N-S vulnerable",
            Vulnerability.EW: "E-W vulnerable", Vulnerability.BOTH: "both vulnerable"}[vul]


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
        return number, _DEALERS[(number - 1) % 4], _CHICAGO_VULNERABILITY[(number - 1) % 4]

    def part_score(self, side: Side | str) -> int:
        """``style="laws"``: the trick points a side has towards the next game."""
        return _carried(self.deals)[_side(side)]

    def record(self, contract: Contract | str, declarer: Seat | str | None, tricks: int, *,
               honours: int = 0, honours_side: Side | str | None = None) -> Chicago:
        """Score the next deal; returns the new state. A pass-out is redealt."""
        if self.finished:
            raise ResultError("a Chicago is four deals: start a new Chicago()")
        number, dealer, vul = self.next_deal
        contract = Contract.parse(contract)
        where = f"deal {number} (dealer {dealer}, {_vul_words(vul)})"
        if contract.is_pass:
            note = f"{where}: passed out, redealt by the same dealer at the same vulnerability"
            return replace(self, redeals=(*self.redeals, note))
        if declarer is None:
            raise ResultError(f"{contract}: a played contract needs its declarer (N, E, S or W)")
        seat = Seat.parse(declarer)
        vulnerable = vul.is_vulnerable(seat)
        items = score_items(contract, tricks, vulnerable, laws=self.laws,
                            duplicate=self.style == "duplicate")
        relative = tricks - contract.tricks_needed
        result = f"{contract}{'=' if relative == 0 else f'{relative:+d}'} by {seat}"
        side = seat.side
        if self.style == "duplicate":
            if honours:
                raise ResultError(f"honours={honours!r}: honours count only in the Laws' "
                                  "four-deal bridge (style='laws')")
            score = sum(i.points for i in items)
            winner = side if score > 0 else side.other
            points = {winner: abs(score), winner.other: 0}
            text = f"{where}: {result}: {abs(score)} to {_name(winner)}"
            deal = ChicagoDeal(number, points[Side.NS], points[Side.EW], text)
            return replace(self, deals=(*self.deals, deal))
        points = {Side.NS: 0, Side.EW: 0}
        for item in items:
            if item.label != "trick score":
                points[side if item.points > 0 else side.other] += abs(item.points)
        if relative < 0:
            text = f"{where}: {result}: {points[side.other]} to {_name(side.other)}"
            deal = ChicagoDeal(number, points[Side.NS], points[Side.EW], text)
        else:
            deal = self._made(number, where, result, side, vulnerable, items, points)
        if honours:
            if honours not in (100, 150):
                raise ResultError(f"{honours!r}: honours are 100 or 150")
            hside = _side(honours_side) if honours_side is not None else side
            deal = replace(deal, ns=deal.ns + honours * (hside is Side.NS),
                           ew=deal.ew + honours * (hside is Side.EW),
                           text=f"{deal.text}; honours, {honours} to {_name(hside)}")
        return replace(self, deals=(*self.deals, deal))

    def _made(self, number: int, where: str, result: str, side: Side, vulnerable: bool,
              items: list[ScoreItem], points: dict[Side, int]) -> ChicagoDeal:
        trick_points = next(i.points for i in items if i.label == "trick score")
        points[side] += trick_points
        text = f"{where}: {result}: {trick_points} trick points to {_name(side)}"
        before = _carried(self.deals)[side]
        game = before + trick_points >= 100
        if game:
            bonus = 500 if vulnerable else 300
            points[side] += bonus
            carried = f"with the {before} part-score before, {before + trick_points}: " \
                if before else ""
            text += f"; {carried}game, {bonus} ({'vulnerable' if vulnerable else 'not vulnerable'})"
        elif number % 4 == 0:
            points[side] += 100
            text += "; a part-score on the fourth deal that does not make game: 100"
        extras = [i for i in items if i.label != "trick score"]
        if extras:
            text += "; " + ", ".join(f"{i.label} {abs(i.points)}" for i in extras)
        return ChicagoDeal(number, points[Side.NS], points[Side.EW], text, side, trick_points,
                           game)

    @property
    def totals(self) -> dict[str, int]:
        return {"NS": sum(d.ns for d in self.deals), "EW": sum(d.ew for d in self.deals)}

    def sheet(self) -> str:
        """One line per deal (and per redeal), then the totals."""
        t = self.totals
        lines = sorted([*((d.number, 1, d.text) for d in self.deals),
                        *((int(r.split()[1]), 0, r) for r in self.redeals)])
        return "\n".join([*(text for _, _, text in lines), f"N-S {t['NS']}, E-W {t['EW']}"])
