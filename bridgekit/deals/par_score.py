"""Par: the result when both sides bid perfectly, knowing the double-dummy table.

bridgekit follows the par of the double-dummy solver DDS (its dealer par, after Matthew
Kidd's ACBLmerge), so its par agrees with the scoring programs that print DDS's:

1. The side with the highest contract that makes (clubs, diamonds, hearts, spades, no
   trumps at each level, as bids rank) is entitled to the plus score. When both sides make
   the same contract, the side of the first player round the table from the dealer who
   makes it gets it.
2. That side's contracts are looked at from the highest down: the highest level that makes
   in each strain, none below its best-scoring contract. Against each, the other side's
   cheapest sacrifice is the lowest bid in each strain that outranks it, doubled. In the
   contract's own strain the auction order counts: a player who comes before every
   opponent who makes the contract (round the table from the dealer) bids it first, at the
   same level; a player who comes after one must bid a level higher. (Here alone bridgekit
   differs from DDS: when the player who would need a level higher is at the seven level,
   DDS closes the strain to both players, and bridgekit lets the partner who comes first
   sacrifice at the seven level.)
3. A sacrifice is bid when it costs less than the contract scores. The entitled side
   scores the more of its best contract that draws no such sacrifice and the penalty from
   the sacrifice against its highest contract that draws one.
4. A contract that makes is named at the lowest level that scores the same and still draws
   no sacrifice (``4♠+1``, not ``5♠``); a sacrifice at the lowest level that outranks the
   contract it is against. A par contract always outranks the contracts of the other side
   that make.

Par contracts are named two ways: ``4♠+1 by N or S`` (the lowest contract that scores par)
and, as scoring programs print them, ``5S N 11`` (the highest contract that scores the
same: four spades with an overtrick and five spades just made both score 450).

>>> from bridgekit.deals.double_dummy import DDTable
>>> p = par(DDTable.from_pbn("ab6b8ab6b80070500705"), "None", "N")
>>> p.score, [str(c) for c in p.contracts], p.contracts[0].program_form
(450, ['4♠+1 by N or S'], '5S N 11')
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import pandas as pd

from bridgekit import format as fmt
from bridgekit._checks import clip_text
from bridgekit.board import Seat, Side, Vulnerability
from bridgekit.contract import Strain
from bridgekit.deals.double_dummy import DDTable
from bridgekit.errors import ParError
from bridgekit.i18n import _, ngettext, signed, speaking
from bridgekit.score import duplicate_score

__all__ = ["Par", "ParContract", "ParError", "board_pars", "optimum_score", "par"]

_BID_STRAINS = (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP)
BIDS = tuple((level, strain) for level in range(1, 8) for strain in _BID_STRAINS)
_SIDE_SEATS = {Side.NS: (Seat.NORTH, Seat.SOUTH), Side.EW: (Seat.EAST, Seat.WEST)}
#: the order par contracts are listed in (as DDS lists them)
_LISTED = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)
_GAME_LEVEL = {Strain.NOTRUMP: 3, Strain.SPADES: 4, Strain.HEARTS: 4, Strain.DIAMONDS: 5,
               Strain.CLUBS: 5}


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
        return self.text()

    def text(self, lang: str | None = None) -> str:
        """The contract in words of ``lang`` (None: the language being spoken):
        ``4♠+1 by N or S``."""
        with speaking(lang):
            over = self.tricks - self.level - 6
            result = "=" if over == 0 else signed(over)
            contract = f"{self.level}{self.strain.symbol}{'X' if self.doubled else ''}{result}"
            # TRANSLATORS: a par contract and who declares it: "4♠+1 by N or S"
            return _("{contract} by {seats}").format(contract=contract,
                                                     seats=_seats(self.declarers))

    @property
    def program_form(self) -> str:
        """As scoring programs print it: ``5S N 11`` (contract, declarer, tricks)."""
        double = "X" if self.doubled else ""
        return f"{self.highest_level}{self.strain}{double} {self.declarers[0]} {self.tricks}"


def _bid(level: int, strain: Strain) -> int:
    """The index in :data:`BIDS` of a bid: 0 for 1♣ up to 34 for 7NT."""
    return 5 * (level - 1) + _BID_STRAINS.index(strain)


def _name(bid: int) -> str:
    level, strain = BIDS[bid]
    return f"{level}{strain.symbol}"


def _seats(seats: tuple[Seat, ...]) -> str:
    """One seat, or two: ``N or S`` (in the language being spoken)."""
    if len(seats) == 1:
        return seats[0].spoken
    # TRANSLATORS: either of two seats declares: "N or S"
    return _("{seat} or {other}").format(seat=seats[0].spoken, other=seats[1].spoken)


@dataclass(frozen=True)
class _Bid:
    """A contract one side can bid: the bid, its declarers, and the tricks short of it
    (0 or fewer: it makes)."""

    bid: int
    side: Side
    seats: tuple[Seat, ...]
    down: int


class _Auction:
    """The double-dummy facts par is worked out from: each side's tricks in each strain,
    the scores of its contracts, and the other side's cheapest sacrifice against each."""

    def __init__(self, table: DDTable, vul: Vulnerability, dealer: Seat):
        self.table, self.vul, self.dealer = table, vul, dealer
        start = list(Seat).index(dealer)
        self.rotation = tuple(list(Seat)[(start + i) % 4] for i in range(4))
        self.tricks = {(side, strain): max(table.tricks(s, strain) for s in _SIDE_SEATS[side])
                       for side in Side for strain in _BID_STRAINS}

    def declarers(self, side: Side, strain: Strain) -> tuple[Seat, ...]:
        """The seats of ``side`` that take the most tricks in ``strain``."""
        return tuple(s for s in _SIDE_SEATS[side]
                     if self.table.tricks(s, strain) == self.tricks[side, strain])

    def made(self, bid: int, side: Side) -> int:
        """What ``side`` scores bidding ``bid`` and taking its tricks in that strain."""
        level, strain = BIDS[bid]
        return duplicate_score(f"{level}{strain}", self.tricks[side, strain],
                               self.vul.is_vulnerable(side))

    def penalty(self, side: Side, down: int) -> int:
        """What ``side`` loses going ``down`` tricks doubled (0 when it makes)."""
        return -duplicate_score("7NTX", 13 - down, self.vul.is_vulnerable(side)) \
            if down > 0 else 0

    def highest(self, side: Side) -> list[int]:
        """The highest making bid of ``side`` in each strain where it makes one."""
        return [_bid(t - 6, strain) for strain in _BID_STRAINS
                if (t := self.tricks[side, strain]) >= 7]

    @cached_property
    def entitled(self) -> Side | None:
        """The side entitled to the plus score (None: nothing makes, the deal is passed out)."""
        top = {side: max(self.highest(side), default=-1) for side in Side}
        if top[Side.NS] != top[Side.EW]:
            return max(Side, key=lambda side: top[side])
        if top[Side.NS] < 0:
            return None
        level, strain = BIDS[top[Side.NS]]
        return next(s.side for s in self.rotation if self.table.tricks(s, strain) >= level + 6)

    def candidates(self, side: Side) -> list[int]:
        """The side's highest making bids, from the highest down to its best-scoring one."""
        bids = self.highest(side)
        dearest = min(bids, key=lambda k: (-self.made(k, side), k))
        return sorted((k for k in bids if k >= dearest), reverse=True)

    def sacrifices(self, bid: int, side: Side, *, first: bool = True) -> list[_Bid]:
        """The other side's cheapest bid over ``bid`` by ``side`` in each strain it can
        bid (none over 7NT), in the order par contracts are listed. With ``first`` False,
        ``bid`` has been made, so its own strain needs a level more."""
        level, strain = BIDS[bid]
        other, found = side.other, []
        for theirs in _LISTED:
            if theirs is strain and first:
                found += self._same_strain(bid, side)
                continue
            up = level + (_BID_STRAINS.index(theirs) <= _BID_STRAINS.index(strain))
            if up <= 7:
                found.append(_Bid(_bid(up, theirs), other, self.declarers(other, theirs),
                                  up + 6 - self.tricks[other, theirs]))
        return found

    def _same_strain(self, bid: int, side: Side) -> list[_Bid]:
        """The other side's cheapest bid in ``bid``'s own strain: round the table from the
        dealer, a player who comes before every opponent who makes ``bid`` may bid it at
        the same level; after one, only a level higher."""
        level, strain = BIDS[bid]
        beaten, reach = False, []
        for seat in self.rotation:
            tricks = self.table.tricks(seat, strain)
            if seat.side is side:
                beaten = beaten or tricks >= level + 6
            elif level + beaten <= 7:
                reach.append((level + beaten + 6 - tricks, level + beaten, seat))
        if not reach:
            return []
        down = min(r[0] for r in reach)
        up = min(r[1] for r in reach if r[0] == down)
        seats = tuple(sorted((r[2] for r in reach if r[:2] == (down, up)),
                             key=list(Seat).index))
        return [_Bid(_bid(up, strain), side.other, seats, down)]

    def pays(self, down: int, bid: int, side: Side) -> bool:
        """Whether going ``down`` over ``bid`` costs the other side less than ``bid`` scores."""
        return down <= 0 or self.penalty(side.other, down) < self.made(bid, side)

    def spare_levels(self, bid: int, side: Side, down: int | None) -> int:
        """How many levels lower ``bid`` can be named and score the same, still drawing no
        sacrifice that pays (``down``: the cheapest sacrifice over it; None: none)."""
        level, strain = BIDS[bid]
        floor = level if level >= 6 else _GAME_LEVEL[strain] if level >= _GAME_LEVEL[
            strain] else 1
        if down is None:
            return level - floor
        most = max(d for d in range(down + 1) if self.pays(d, bid, side))
        return max(0, min(down - most - 1, level - floor))


def _plan(a: _Auction, side: Side) -> tuple[list[tuple[int, int | None]],
                                            tuple[int, int, list[_Bid]] | None]:
    """The entitled side's contracts from the highest down: those no sacrifice pays
    against (with the cheapest sacrifice's undertricks, None if there is none), and the
    highest one a sacrifice pays against, with its undertricks and cheapest sacrifices. A
    sacrifice over a lower contract never needs more undertricks, so that one costs the
    most of any sacrifice that pays."""
    plus: list[tuple[int, int | None]] = []
    sacrificed = None
    for bid in a.candidates(side):
        options = a.sacrifices(bid, side)
        down = min((o.down for o in options), default=None)
        if down is None or not a.pays(down, bid, side):
            plus.append((bid, down))
        elif sacrificed is None:
            sacrificed = (bid, down, [o for o in options if o.down == down])
    return plus, sacrificed


def _made(a: _Auction, bid: int, side: Side, down: int | None) -> ParContract:
    """A par contract that makes, named at the lowest level that scores the same and
    draws no sacrifice that pays."""
    level, strain = BIDS[bid]
    named = level - a.spare_levels(bid, side, down)
    tricks, score = a.tricks[side, strain], a.made(bid, side)
    highest = max(lv for lv in range(named, tricks - 5)
                  if duplicate_score(f"{lv}{strain}", tricks, a.vul.is_vulnerable(side)) == score)
    return ParContract(named, strain, side, a.declarers(side, strain), tricks, False,
                       _for_side(score, side), highest)


def _sacrifice(a: _Auction, option: _Bid) -> ParContract:
    level, strain = BIDS[option.bid]
    return ParContract(level, strain, option.side, option.seats, level + 6 - option.down, True,
                       _for_side(-a.penalty(option.side, option.down), option.side), level)


def _for_side(ns_score: int, side: Side) -> int:
    return ns_score if side is Side.NS else -ns_score


@dataclass(frozen=True)
class Par:
    """Par of a deal: the score to N-S, the par contracts, and how the bidding gets there."""

    score: int
    contracts: tuple[ParContract, ...]
    path: tuple[tuple[int, Side], ...]  # the bids on the way, (index in BIDS, side)
    table: DDTable
    vulnerability: Vulnerability
    dealer: Seat

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: str | None = None) -> str:
        """Par in one line, in words of ``lang`` (None: the language being spoken):
        ``Par +450 to N-S: 4♠+1 by N or S``."""
        with speaking(lang):
            if not self.contracts:
                return _("Par 0: passed out")
            return _("Par {score} to N-S: {contracts}").format(
                score=signed(self.score), contracts=self.contract_text())

    def contract_text(self, lang: str | None = None) -> str:
        """The par contracts in words of ``lang``: ``4♠+1 by N or S`` (``passed out`` when
        there is none)."""
        with speaking(lang):
            if not self.contracts:
                return _("passed out")
            return ", ".join(c.text() for c in self.contracts)

    @cached_property
    def _auction(self) -> _Auction:
        table = self.table.filled(6) if self.table.lossy else self.table
        return _Auction(table, self.vulnerability, self.dealer)

    def explain(self, *, lang: str | None = None) -> str:
        """How par is reached, in words of ``lang`` (None: the language being spoken): who
        is entitled to the plus score, who sacrifices and why the bidding stops there."""
        with speaking(lang):
            if not self.contracts:
                return _("Par is 0: passed out. Neither side has a contract that makes, and any "
                         "contract either side bids goes down.")
            a, first = self._auction, self.contracts[0]
            lines = [_("Par is N-S {score}: {contracts}.").format(score=signed(self.score),
                                                                  contracts=self.contract_text())]
            if first.doubled:
                lines += _explain_sacrifice(a, first)
            else:
                lines += _explain_made(a, first)
            if self.table.lossy:
                lines.append(_("The table gives only '6 or fewer' for some cells; they are read as "
                               "6 here, and par is the same for any count from 0 to 6."))
            return "\n".join(lines)


def _explain_made(a: _Auction, c: ParContract) -> list[str]:
    lines, other, mine = [], c.side.other, _for_side(c.score, c.side)
    contract = f"{c.level}{c.strain.symbol}"
    if c.highest_level != c.level:
        over = c.tricks - c.level - 6
        lines.append(ngettext(
            "Scoring programs print it as {program}: {contract} with {n} overtrick and "
            "{higher} made exactly score the same.",
            "Scoring programs print it as {program}: {contract} with {n} overtricks and "
            "{higher} made exactly score the same.", over).format(
            program=c.program_form, contract=contract, n=over,
            higher=f"{c.highest_level}{c.strain.symbol}"))
    lines.append(_("{side} can make {contract} ({tricks} tricks double dummy by {seats}): "
                   "{score} for {side}.").format(
        side=c.side.spoken, contract=contract, tricks=c.tricks, seats=_seats(c.declarers),
        score=signed(mine)))
    options = a.sacrifices(_bid(c.level, c.strain), c.side)
    if not options:
        lines.append(_("{side} cannot bid over it.").format(side=other.spoken))
    else:
        best = min(options, key=lambda o: o.down)
        theirs = -a.penalty(other, best.down)
        slots = {"side": other.spoken, "contract": _name(best.bid), "seats": _seats(best.seats),
                 "score": signed(theirs), "mine": signed(-mine)}
        lines.append((_("{side} do not bid on: their best, {contract} by {seats}, ends at "
                        "{score} for them, no better than {mine}; doubling would only cost "
                        "them more.") if theirs == -mine else
                      _("{side} do not bid on: their best, {contract} by {seats}, ends at "
                        "{score} for them, worse than {mine}; doubling would only cost them "
                        "more.")).format(**slots))
    _plus, sacrificed = _plan(a, c.side)
    if sacrificed is not None:
        bid, worst, found = sacrificed
        lines.append(_("Bidding {contract} instead would draw {other}'s sacrifice in "
                       "{sacrifice} doubled ({down} down): {score} for {side}, less than "
                       "{mine}.").format(
            contract=_name(bid), other=other.spoken, sacrifice=_name(found[0].bid), down=worst,
            score=signed(a.penalty(other, worst)), side=c.side.spoken, mine=signed(mine)))
    return lines


def _explain_sacrifice(a: _Auction, c: ParContract) -> list[str]:
    entitled, mine = c.side.other, _for_side(c.score, c.side)
    sacrificed = _plan(a, entitled)[1]
    assert sacrificed is not None
    bid, sac = sacrificed[0], _bid(c.level, c.strain)
    theirs = a.made(bid, entitled)
    lines = [_("{entitled} can make {contract}: {score} for them. {side} sacrifice in "
               "{sacrifice} doubled by {seats} ({tricks} tricks, {down} down): {mine} for "
               "{side}, less than the {theirs} they would score against it.").format(
        entitled=entitled.spoken, contract=_name(bid), score=signed(theirs), side=c.side.spoken,
        sacrifice=f"{c.level}{c.strain.symbol}", seats=_seats(c.declarers), tricks=c.tricks,
        down=c.level + 6 - c.tricks, mine=signed(mine), theirs=signed(-theirs))]
    if sac == bid:
        lines.append(_("{seats} can bid {contract} first: the auction starts with the dealer, "
                       "{dealer}, and reaches {seats} before any player of {side} who makes "
                       "it.").format(seats=_seats(c.declarers), contract=_name(bid),
                                     dealer=a.dealer.spoken, side=entitled.spoken))
    options = a.sacrifices(sac, c.side, first=False)
    if options:  # the entitled side's own cheapest bid over the sacrifice
        best = min(options, key=lambda o: o.down)
        after = a.made(best.bid, entitled) if best.down <= 0 else -a.penalty(entitled,
                                                                               best.down)
        slots = {"side": entitled.spoken, "contract": _name(best.bid),
                 "seats": _seats(best.seats), "score": signed(after), "mine": signed(-mine)}
        lines.append((_("{side} do not bid on: their best, {contract} by {seats}, ends at "
                        "{score} for them, no better than {mine}.") if after == -mine else
                      _("{side} do not bid on: their best, {contract} by {seats}, ends at "
                        "{score} for them, worse than {mine}.")).format(**slots))
    return lines


def par(table: DDTable, vulnerability: Vulnerability | str, dealer: Seat | str) -> Par:
    """Par of a deal from its double-dummy table.

    Parameters
    ----------
    table : DDTable
        From :func:`bridgekit.dd_table` or :meth:`DDTable.from_pbn`.
    vulnerability : Vulnerability or str
        ``None``, ``NS``, ``EW`` or ``Both``.
    dealer : Seat or str
        Where the auction starts: who gets to bid a contract first when both sides
        want it.

    Raises
    ------
    ParError
        For a lossy table (cells known only as "6 or fewer") when par depends on those
        cells. Only the sacrificing side's low counts can count (a count of 6 or fewer
        makes nothing), and fewer tricks never make a sacrifice cheaper, so par is the
        same for every count from 0 to 6 exactly when reading them all as 0 and all as 6
        gives the same score and the same contracts.

    Examples
    --------
    Dealer West, E-W vulnerable: East makes 6NT, West makes nothing in no trumps, and
    North (with six tricks in no trumps) bids 6NT before East can, six down doubled:

    >>> t = DDTable.from_pbn("6666666666c6cc666bb6")
    >>> p = par(t, "EW", "W")
    >>> p.score, [str(c) for c in p.contracts]
    (-1400, ['6NTX-6 by N'])
    """
    if not isinstance(table, DDTable):
        raise ParError(f"{clip_text(table)}: par needs a DDTable (dd_table(deal) or "
                       "DDTable.from_pbn(text))")
    vul, seat = Vulnerability.parse(vulnerability), Seat.parse(dealer)
    if table.lossy:
        low, high = _par(table.filled(0), vul, seat), _par(table.filled(6), vul, seat)
        said = [", ".join(c.text("en") for c in p.contracts) or "pass" for p in (low, high)]
        if low.score != high.score or said[0] != said[1]:
            raise ParError("par needs the exact trick counts: this table only says '6 or "
                           "fewer' for some cells, and the answer depends on them (par "
                           f"{fmt.signed(low.score)} if they are all 0, "
                           f"{fmt.signed(high.score)} if all 6: {said[0]} against {said[1]}"
                           "); compute the table with dd_table(deal)")
        return Par(high.score, high.contracts, high.path, table, vul, seat)
    return _par(table, vul, seat)


def _par(table: DDTable, vul: Vulnerability, dealer: Seat) -> Par:
    a = _Auction(table, vul, dealer)
    side = a.entitled
    if side is None:
        return Par(0, (), (), table, vul, dealer)
    plus, sacrificed = _plan(a, side)
    path: tuple[tuple[int, Side], ...]
    best_plus = max((a.made(bid, side) for bid, _ in plus), default=0)
    if sacrificed is None or best_plus > a.penalty(side.other, sacrificed[1]):
        chosen = [(bid, down) for bid, down in plus if a.made(bid, side) == best_plus]
        found = [_made(a, bid, side, down) for bid, down in chosen]
        path = ((chosen[0][0], side),)
        score = best_plus
    else:
        bid, down, options = sacrificed
        found = [_sacrifice(a, o) for o in options]
        path = ((bid, side), (options[0].bid, side.other))
        score = a.penalty(side.other, down)
    contracts = tuple(sorted(found, key=lambda c: _LISTED.index(c.strain)))
    return Par(_for_side(score, side), contracts, path, table, vul, dealer)


def optimum_score(text: str) -> int:
    """A PBN ``OptimumScore`` tag's value as a score to N-S.

    ``"NS 450"`` is from the named side's view, so ``"EW 450"`` is N-S -450; in the
    form ``"EW 6N; -990"`` the number after ``;`` is already N-S signed.

    >>> optimum_score("NS 450"), optimum_score("EW 450"), optimum_score("EW 6N; -990")
    (450, -450, -990)
    """
    unread = f"{clip_text(text)}: an optimum score reads like 'NS 450' or 'EW 6N; -990'"
    if not isinstance(text, str) or len(text) > 100:
        raise ParError(unread)
    head, _, tail = text.partition(";")
    try:
        if tail.strip():
            return int(tail.strip())
        side, number = head.split()
        value = int(number)
    except ValueError:
        raise ParError(unread) from None
    side = side.upper().replace("-", "")
    if side not in ("NS", "EW"):
        raise ParError(f"{clip_text(text)}: an optimum score names NS or EW")
    return value if side == "NS" else -value


def board_pars(hand_records: pd.DataFrame, *, compute: bool = False,
               lang: str | None = None) -> pd.DataFrame:
    """Par of each board of a hand-record frame (:func:`bridgekit.io.read_hand_records`).

    Par is worked out from the board's double-dummy table (the file's, or with
    ``compute=True`` one computed by :func:`bridgekit.dd_table`); where there is no
    table, or a lossy one leaves par open, the file's ``OptimumScore`` is used.
    Returns ``board, par, par_contracts, par_source, dd`` indexed by board;
    ``par_contracts`` is in words of ``lang`` (None: the language being spoken) where par
    comes from the table (``4♠+1 by N or S``), the file's own text otherwise, and
    ``par_source`` is ``"double dummy"`` or ``"the file's OptimumScore"`` whatever the
    language (a key, not words).
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
        try:
            found = par(table, r.vulnerability, r.dealer) if table is not None else None
        except ParError:
            found = None
        if found is not None:
            rows.append((r.board, float(found.score), found.contract_text(lang), "double dummy",
                         table))
        else:
            rows.append((r.board, float(r.optimum_score), str(r.par_contract),
                         "the file's OptimumScore", table))
    return pd.DataFrame(rows, columns=["board", "par", "par_contracts", "par_source", "dd"]
                        ).set_index("board", drop=False)
