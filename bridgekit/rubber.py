"""Rubber bridge and Chicago.

Rubber bridge (seed 003, Appendix B, "Rubber bridge scoring"): the trick score
of tricks bid and made goes *below the line*; 100 below the line wins a game
and starts the next one (the opponents' part-score does not carry over); a side
that has won a game is vulnerable. Everything else goes *above the line*:
overtricks, the bonus for making a doubled contract, slams, penalties to the
defenders, honours, and the rubber bonus (700 for two games to none, 500 for
two games to one).

Where seed 003 stops, the Laws of Contract Bridge (rubber) supply the rest, as
standard: honours (100 for four of the five trump honours in one hand, 150 for
all five, 150 for the four aces at no trumps) and an unfinished rubber (300 to
a side with the only game, 100 to a side with a part-score in the unfinished
game).

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

from bridgekit.board import Seat, Side, Vulnerability
from bridgekit.contract import Contract
from bridgekit.errors import ResultError
from bridgekit.score import Laws, duplicate_score, score_items

__all__ = ["Chicago", "Rubber", "RubberLine"]


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
        ``Laws.CURRENT`` (default) or ``Laws.OLD`` for the seed's older
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
            label = f"rubber bonus ({games[won.value]}-{games[won.other.value]})"
            bonus_line = RubberLine(won, bonus, False, label, sheet.game_number)
            sheet = replace(sheet, lines=(*sheet.lines, bonus_line))
        return sheet

    def close(self) -> Rubber:
        """End an unfinished rubber: 300 for the only game won, 100 for a part-score."""
        if self.finished or self.closed:
            return self
        lines = list(self.lines)
        games = self.games
        game = self.game_number
        for side in Side:
            if games[side.value] == 1 and games[side.other.value] == 0:
                lines.append(RubberLine(side, 300, False, "unfinished rubber: one game", game))
            if self.below_line(side) > 0:
                lines.append(RubberLine(side, 100, False, "unfinished rubber: part-score", game))
        return replace(self, lines=tuple(lines), closed=True)

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
        above = [x for x in self.lines if not x.below]
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
        return "\n".join([head, *rows, foot])


def _row(line: RubberLine) -> str:
    ns = str(line.points) if line.side is Side.NS else ""
    ew = str(line.points) if line.side is Side.EW else ""
    return f"{'':8}{ns:>5}{ew:>8}".rstrip()


_CHICAGO_VULNERABILITY = (Vulnerability.NONE, Vulnerability.EW, Vulnerability.NS,
                          Vulnerability.BOTH)


@dataclass(frozen=True)
class Chicago:
    """Four-deal Chicago, each deal scored as at duplicate.

    Vulnerability by deal: none, E-W (dealer East), N-S (dealer South), both.
    """

    deals: tuple[tuple[Side, int, str], ...] = ()
    laws: Laws = Laws.CURRENT

    @property
    def finished(self) -> bool:
        return len(self.deals) >= 4

    def record(self, contract: Contract | str, declarer: Seat | str | None, tricks: int) -> Chicago:
        """Score the next deal; returns the new state."""
        if self.finished:
            raise ResultError("a Chicago is four deals: start a new Chicago()")
        number = len(self.deals) + 1
        contract = Contract.parse(contract)
        if contract.is_pass:
            return replace(self, deals=(*self.deals, (Side.NS, 0, f"deal {number}: passed out")))
        seat = Seat.parse(declarer)
        vul = _CHICAGO_VULNERABILITY[number - 1].is_vulnerable(seat)
        score = duplicate_score(contract, tricks, vul, laws=self.laws)
        side = seat.side if score > 0 else seat.side.other
        text = f"deal {number}: {contract} by {seat}, {tricks} tricks: {abs(score)} to {side}"
        return replace(self, deals=(*self.deals, (side, abs(score), text)))

    @property
    def totals(self) -> dict[str, int]:
        out = {"NS": 0, "EW": 0}
        for side, points, _ in self.deals:
            out[side.value] += points
        return out

    def sheet(self) -> str:
        """One line per deal and the totals."""
        t = self.totals
        return "\n".join([*(d[2] for d in self.deals), f"N-S {t['NS']}, E-W {t['EW']}"])

