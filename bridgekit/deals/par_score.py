"""Par: the result when both sides bid perfectly, knowing the double-dummy table.

Par is the contract reached when each side bids on only while that gains: a
side bids the contract that scores best for it; the other side bids over it
(a sacrifice, doubled when it fails) when that loses less, and so on, until
neither side gains by bidding higher. A contract that makes is not doubled; a
sacrifice always is. When both sides can make the same contract, the side
that can bid first (the dealer's side) gets it.

Par contracts are named two ways: ``4♠+1 by N or S`` (the lowest contract that
scores par) and, as scoring programs print them, ``5S N 11`` (the highest
contract that scores the same: four spades with an overtrick and five spades
just made both score 450).

>>> from bridgekit.deals.double_dummy import DDTable
>>> p = par(DDTable.from_pbn("ab6b8ab6b80070500705"), "None", "N")
>>> p.score, [str(c) for c in p.contracts], p.contracts[0].program_form
(450, ['4♠+1 by N or S'], '5S N 11')
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import pandas as pd

from bridgekit._checks import clip_text
from bridgekit.board import Seat, Side, Vulnerability
from bridgekit.contract import Strain
from bridgekit.deals.double_dummy import DDTable
from bridgekit.errors import BridgekitError
from bridgekit.score import duplicate_score

__all__ = ["Par", "ParContract", "ParError", "board_pars", "optimum_score", "par"]

_BID_STRAINS = (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP)
BIDS = tuple((level, strain) for level in range(1, 8) for strain in _BID_STRAINS)
_SIDE_SEATS = {Side.NS: (Seat.NORTH, Seat.SOUTH), Side.EW: (Seat.EAST, Seat.WEST)}


class ParError(BridgekitError):
    """Par that cannot be worked out from what is known (a lossy table)."""


@dataclass(frozen=True)
class ParContract:
    """One par contract: what is bid, by which side and seats, and the tricks it takes."""

    level: int
    strain: Strain
    side: Side
    declarers: tuple[Seat, ...]
    tricks: int
    doubled: bool
    score: int  # to N-S
    highest_level: int  # the highest level that scores the same (made contracts)

    def __str__(self) -> str:
        over = self.tricks - self.level - 6
        result = "=" if over == 0 else f"{over:+d}"
        seats = " or ".join(str(s) for s in self.declarers)
        return f"{self.level}{self.strain.symbol}{'X' if self.doubled else ''}{result} by {seats}"

    @property
    def program_form(self) -> str:
        """As scoring programs print it: ``5S N 11`` (contract, declarer, tricks)."""
        double = "X" if self.doubled else ""
        return f"{self.highest_level}{self.strain}{double} {self.declarers[0]} {self.tricks}"


class _Game:
    """Every contract's score to N-S, and the best each side can get from each bid on."""

    def __init__(self, table: DDTable, vul: Vulnerability):
        self.table, self.vul = table, vul
        self.tricks = {(side, strain): max(table.tricks(s, strain) for s in _SIDE_SEATS[side])
                       for side in Side for strain in _BID_STRAINS}
        self.score = {(k, side): self._score(k, side) for k in range(len(BIDS)) for side in Side}
        self.best: dict[tuple[int, Side], int] = {}
        self.reply: dict[tuple[int, Side], int | None] = {}
        for k in reversed(range(len(BIDS))):
            for side in Side:
                self._solve(k, side)

    def _score(self, k: int, side: Side) -> int:
        level, strain = BIDS[k]
        tricks = self.tricks[side, strain]
        doubled = "X" if tricks < level + 6 else ""
        points = duplicate_score(f"{level}{strain}{doubled}", tricks,
                                 self.vul.is_vulnerable(side))
        return points if side is Side.NS else -points

    def prefers(self, side: Side, a: int, b: int) -> bool:
        """Whether ``side`` strictly prefers N-S score ``a`` to ``b``."""
        return a > b if side is Side.NS else a < b

    def best_bid(self, side: Side, above: int) -> int | None:
        """``side``'s best bid above bid ``above`` (-1: any), the lowest on ties."""
        choice = None
        for j in range(above + 1, len(BIDS)):
            if choice is None or self.prefers(side, self.best[j, side], self.best[choice, side]):
                choice = j
        return choice

    def _solve(self, k: int, side: Side) -> None:
        other = side.other
        j = self.best_bid(other, k)
        accept = self.score[k, side]
        better = j is not None and self.prefers(other, self.best[j, other], accept)
        self.best[k, side] = self.best[j, other] if better and j is not None else accept
        self.reply[k, side] = j if better else None


@dataclass(frozen=True)
class Par:
    """Par of a deal: the score to N-S, the par contracts, and how the bidding gets there."""

    score: int
    contracts: tuple[ParContract, ...]
    path: tuple[tuple[int, Side], ...]  # the bids on the way, (bid index, side)
    table: DDTable
    vulnerability: Vulnerability
    dealer: Seat

    def __str__(self) -> str:
        if not self.contracts:
            return "Par 0: passed out"
        return f"Par {self.score:+d} to N-S: " + ", ".join(str(c) for c in self.contracts)

    @cached_property
    def _game(self) -> _Game:
        return _Game(self.table, self.vulnerability)

    def explain(self) -> str:
        """How par is reached, in words: who bids what, who sacrifices, and why the
        bidding stops there."""
        if not self.contracts:
            return ("Par is 0: passed out. Neither side has a contract that makes, and any "
                    "contract either side bids goes down.")
        g = self._game
        first = self.contracts[0]
        lines = [f"Par is N-S {self.score:+d}: {', '.join(str(c) for c in self.contracts)}."]
        if first.highest_level != first.level:
            over = first.tricks - first.level - 6
            lines.append(f"Scoring programs print it as {first.program_form}: "
                         f"{first.level}{first.strain.symbol} with {over} overtrick"
                         f"{'s' if over > 1 else ''} and {first.highest_level}"
                         f"{first.strain.symbol} made exactly score the same.")
        other = first.side.other
        lines.append(self._contract_line(g, first, other))
        j = g.best_bid(other, BIDS.index((first.level, first.strain)))
        if j is not None:
            level, strain = BIDS[j]
            theirs, now = _for_side(g.best[j, other], other), _for_side(self.score, other)
            lines.append(f"{other} do not bid on: their best, {level}{strain.symbol} by "
                         f"{' or '.join(str(s) for s in _SIDE_SEATS[other])}, ends at "
                         f"{theirs:+d} for them, {'no better' if theirs == now else 'worse'} "
                         f"than {now:+d}"
                         + ("; doubling would only cost them more." if not first.doubled
                            else "."))
        return "\n".join(lines)

    @staticmethod
    def _contract_line(g: _Game, c: ParContract, other: Side) -> str:
        seats = " or ".join(str(s) for s in c.declarers)
        mine = _for_side(c.score, c.side)
        if not c.doubled:
            return (f"{c.side} can make {c.level}{c.strain.symbol} ({c.tricks} tricks double "
                    f"dummy by {seats}): {mine:+d} for {c.side}.")
        made = [k for k in range(len(BIDS)) if g.tricks[other, BIDS[k][1]] >= BIDS[k][0] + 6]
        best = max(made, key=lambda k: (_for_side(g.score[k, other], other), k))
        level, strain = BIDS[best]
        return (f"{other} can make {level}{strain.symbol}: {_for_side(g.score[best, other], other):+d} "
                f"for them. {c.side} sacrifice in {c.level}{c.strain.symbol} doubled by {seats} "
                f"({c.tricks} tricks, {c.level + 6 - c.tricks} down): {mine:+d} for {c.side}, "
                f"less than the {_for_side(g.score[best, other], c.side):+d} they would "
                f"score against it.")


def _for_side(ns_score: int, side: Side) -> int:
    return ns_score if side is Side.NS else -ns_score


def par(table: DDTable, vulnerability: Vulnerability | str, dealer: Seat | str) -> Par:
    """Par of a deal from its double-dummy table.

    Parameters
    ----------
    table : DDTable
        From :func:`bridgekit.dd_table` or :meth:`DDTable.from_pbn`.
    vulnerability : Vulnerability or str
        ``None``, ``NS``, ``EW`` or ``Both``.
    dealer : Seat or str
        Breaks a tie when both sides can make the same contract.

    Raises
    ------
    ParError
        For a lossy table (cells known only as "6 or fewer") when reading them as 0
        and as 6 tricks gives different answers: par needs the exact counts
        (:func:`bridgekit.dd_table` computes them from the deal).
    """
    if not isinstance(table, DDTable):
        raise ParError(f"{clip_text(table)}: par needs a DDTable (dd_table(deal) or "
                       "DDTable.from_pbn(text))")
    vul, seat = Vulnerability.parse(vulnerability), Seat.parse(dealer)
    if table.lossy:
        low, high = _par(table.filled(0), vul, seat), _par(table.filled(6), vul, seat)
        if low.score != high.score or [str(c) for c in low.contracts] != [
                str(c) for c in high.contracts]:
            raise ParError("par needs the exact trick counts: this table only says '6 or "
                           "fewer' for some cells, and the answer depends on them; compute "
                           "the table with dd_table(deal)")
        return Par(low.score, low.contracts, low.path, table, vul, seat)
    return _par(table, vul, seat)


def _par(table: DDTable, vul: Vulnerability, dealer: Seat) -> Par:
    g = _Game(table, vul)
    first, second = dealer.side, dealer.side.other
    opening = {side: g.best_bid(side, -1) for side in Side}

    def bid_value(side: Side) -> int:
        j = opening[side]
        return g.best[j, side] if j is not None else 0

    # the dealer's side may open; if it passes the other side may; if that side passes
    # too, the dealer's side has one more chance before the board is passed out
    a, b = bid_value(first), bid_value(second)
    third = a if g.prefers(first, a, 0) else 0
    after_pass = b if g.prefers(second, b, third) else third
    if not g.prefers(first, after_pass, a):
        opener = first
    elif g.prefers(second, b, third):
        opener = second
    else:
        return Par(0, (), (), table, vul, dealer)
    return _follow(g, opener, table, vul, dealer)


def _follow(g: _Game, opener: Side, table: DDTable, vul: Vulnerability, dealer: Seat) -> Par:
    side, k = opener, g.best_bid(opener, -1)
    assert k is not None
    path, above = [(k, side)], -1
    while (reply := g.reply[k, side]) is not None:
        above = k
        k, side = reply, side.other
        path.append((k, side))
    score = g.score[k, side]
    if score == 0:
        return Par(0, (), (), table, vul, dealer)
    candidates, strains = [], set()
    for j in range(above + 1, len(BIDS)):  # the lowest of each strain: higher is the same
        if g.best[j, side] == score and g.score[j, side] == score and BIDS[j][1] not in strains:
            candidates.append(j)
            strains.add(BIDS[j][1])
    contracts = tuple(_contract(g, j, side) for j in candidates)
    return Par(score, contracts, tuple(path), table, vul, dealer)


def _contract(g: _Game, k: int, side: Side) -> ParContract:
    """The par contract bid ``k`` stands for, named at the level players would name it: the
    lowest that scores par and outranks every contract the other side can make."""
    level, strain = BIDS[k]
    tricks = g.tricks[side, strain]
    seats = tuple(s for s in _SIDE_SEATS[side] if g.table.tricks(s, strain) == tricks)
    doubled = tricks < level + 6
    vul = g.vul.is_vulnerable(side)
    highest = level
    while not doubled and highest < 7 and highest + 1 + 6 <= tricks and duplicate_score(
            f"{highest + 1}{strain}", tricks, vul) == duplicate_score(f"{level}{strain}", tricks,
                                                                     vul):
        highest += 1
    theirs = [j for j, (lv, st) in enumerate(BIDS) if g.tricks[side.other, st] >= lv + 6]
    floor = max(theirs, default=-1)
    named = next((lv for lv in range(level, highest + 1)
                  if BIDS.index((lv, strain)) > floor), level)
    return ParContract(named, strain, side, seats, tricks, doubled, g.score[k, side], highest)


def optimum_score(text: str) -> int:
    """A PBN ``OptimumScore`` tag's value as a score to N-S.

    ``"NS 450"`` is from the named side's view, so ``"EW 450"`` is N-S -450; in the
    form ``"EW 6N; -990"`` the number after ``;`` is already N-S signed.

    >>> optimum_score("NS 450"), optimum_score("EW 450"), optimum_score("EW 6N; -990")
    (450, -450, -990)
    """
    if not isinstance(text, str) or len(text) > 100:
        raise ParError(f"{clip_text(text)}: an optimum score reads like 'NS 450' or "
                       "'EW 6N; -990'")
    head, _, tail = text.partition(";")
    try:
        if tail.strip():
            return int(tail.strip())
        side, number = head.split()
        value = int(number)
    except ValueError:
        raise ParError(f"{clip_text(text)}: an optimum score reads like 'NS 450' or "
                       "'EW 6N; -990'") from None
    if side.upper().replace("-", "") not in ("NS", "EW"):
        raise ParError(f"{clip_text(text)}: an optimum score names NS or EW")
    return value if side.upper().replace("-", "") == "NS" else -value




def board_pars(hand_records: pd.DataFrame, *, compute: bool = False) -> pd.DataFrame:
    """Par of each board of a hand-record frame (:func:`bridgekit.io.read_hand_records`).

    Par is worked out from the board's double-dummy table (the file's, or with
    ``compute=True`` one computed by :func:`bridgekit.dd_table`); where there is no
    table, or a lossy one leaves par open, the file's ``OptimumScore`` is used.
    Returns ``board, par, par_contracts, par_source, dd`` indexed by board.
    """
    from bridgekit.deals.double_dummy import dd_tables

    rows = []
    if compute:  # every table the file lacks (or has lossy), in one call to the solver
        need = [r.deal for r in hand_records.itertuples()
                if not isinstance(r.dd, DDTable) or r.dd.lossy]
        computed = dict(zip(need, dd_tables(need), strict=True))
    for r in hand_records.itertuples():  # one per board, not per result
        table = r.dd if isinstance(r.dd, DDTable) else None
        if compute and (table is None or table.lossy):
            table = computed[r.deal]
        found = None
        if table is not None:
            try:
                found = par(table, r.vulnerability, r.dealer)
            except ParError:
                found = None
        if found is not None:
            rows.append((r.board, float(found.score), str(found).split(": ", 1)[-1], "double dummy",
                         table))
        else:
            rows.append((r.board, float(r.optimum_score), str(r.par_contract),
                         "the file's OptimumScore", table))
    return pd.DataFrame(rows, columns=["board", "par", "par_contracts", "par_source", "dd"]
                        ).set_index("board", drop=False)
