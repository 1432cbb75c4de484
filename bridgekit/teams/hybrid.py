"""Hybrid (Pachabo) points for teams: EBU White Book 161.7.

On each board a team earns 2 HPs when the total of its North-South and
East-West scores is plus by more than 10 points, 1 HP when it is within 10
either way, 0 when it is minus by more than 10. The remaining ``k + 1`` HPs of
a ``k``-board match are shared by the ratio

    floor(total points scored in the match by both teams together / swing)

where the swing is the aggregate margin by which one team beats the other. The
White Book prints tables for 2 to 10 boards; they follow one rule, which bridgekit
uses for any length: the ``k + 1`` HPs are shared in half steps, the loser
earning half an HP for each of the thresholds 3, 5, 8, 12, 17, 23, 30, 38, 47,
57, 68, ... (each gap one more than the last; the ``i``-th is ``i(i+1)/2 + 2``)
that the ratio reaches, among the first ``k + 1`` of them. A swing of 0 shares
equally.

"Total points" is read as the sum of the absolute scores at both tables on
every board (what the two teams scored, plus and minus, put together).

>>> hybrid_share(4, total_points=2400, swing=300)
(3.5, 1.5)
>>> r = hybrid_points([420, -50, 110], [420, -100, 140])
>>> r.home, r.away
(5.0, 5.0)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import cast

import numpy as np
import pandas as pd
from numpy.typing import ArrayLike

from bridgekit._checks import check_number, check_numbers
from bridgekit.errors import ScoreError
from bridgekit.i18n import _, fixed, significant, speaking
from bridgekit.teams.match import board_hps, hybrid_frame
from bridgekit.teams.vp import MAX_BOARDS, _check

__all__ = [
    "HybridResult",
    "band_text",
    "board_hps",
    "hybrid_points",
    "hybrid_share",
    "hybrid_shares",
    "hybrid_table",
    "hybrid_threshold",
    "share_for_ratio",
]


def hybrid_threshold(i: int) -> int:
    """The ``i``-th share threshold (1-based): 3, 5, 8, 12, 17, 23, ...

    >>> [hybrid_threshold(i) for i in range(1, 12)]
    [3, 5, 8, 12, 17, 23, 30, 38, 47, 57, 68]
    """
    return i * (i + 1) // 2 + 2


def hybrid_ratio(total_points: float, swing: float) -> int | None:
    """``floor(total_points / swing)``; None for a swing of 0.

    A swing so small beside the total that the quotient is past a float's range is divided
    exactly (the ratio is then past every threshold, as :func:`hybrid_shares` reads it).

    >>> hybrid_ratio(970, 130), hybrid_ratio(1, 5e-324) > 10**300
    (7, True)
    """
    total_points = check_number(total_points, "total_points")
    swing = check_number(swing, "swing")
    if swing < 0 or total_points < 0:
        raise ScoreError(f"total_points={total_points!r}, swing={swing!r}: both are 0 or more")
    if swing == 0:
        return None
    try:
        return math.floor(total_points / swing)
    except OverflowError:
        return math.floor(Fraction(total_points) / Fraction(swing))


def hybrid_share(boards: int, total_points: float, swing: float) -> tuple[float, float]:
    """The share of the ``boards + 1`` remaining HPs: (winner's, loser's).

    Parameters
    ----------
    boards : int
        Boards in the match (any number from 1; White Book 161.7 tabulates 2 to 10).
    total_points : float
        Total points scored in the match by both teams put together.
    swing : float
        The aggregate margin (0 or more).

    Examples
    --------
    >>> hybrid_share(2, 1000, 400), hybrid_share(2, 1000, 100), hybrid_share(3, 500, 0)
    ((3.0, 0.0), (1.5, 1.5), (2.0, 2.0))
    """
    _check(boards)
    ratio = hybrid_ratio(total_points, swing)
    if ratio is None:
        return (boards + 1) / 2, (boards + 1) / 2
    return share_for_ratio(boards, ratio)


def share_for_ratio(boards: int, ratio: float) -> tuple[float, float]:
    """(winner's, loser's) share of the ``boards + 1`` remaining HPs at a ratio
    floor(total points / swing): the loser keeps half an HP for each threshold reached.

    >>> share_for_ratio(4, 2), share_for_ratio(4, 7), share_for_ratio(4, 100)
    ((5.0, 0.0), (4.0, 1.0), (2.5, 2.5))
    """
    stake = boards + 1
    reached = sum(1 for i in range(1, stake + 1) if ratio >= hybrid_threshold(i))
    return stake - reached / 2, reached / 2


def hybrid_shares(boards: ArrayLike, total_points: ArrayLike,
                  swing: ArrayLike) -> tuple[np.ndarray, np.ndarray]:
    """:func:`hybrid_share` for whole columns of matches at once: (winner's, loser's) arrays.

    >>> w, lo = hybrid_shares([2, 2, 3], [1000, 1000, 500], [400, 100, 0])
    >>> w.tolist(), lo.tolist()
    ([3.0, 1.5, 2.0], [0.0, 1.5, 2.0])
    """
    try:
        k, total, swing_ = np.broadcast_arrays(check_numbers(boards, "boards"),
                                               check_numbers(total_points, "total_points"),
                                               check_numbers(swing, "swing"))
    except ValueError:
        raise ScoreError("boards, total_points and swing: one value each per match (or one "
                         "for all)") from None
    if (k < 1).any() or (k > MAX_BOARDS).any() or (k != np.floor(k)).any() or (total < 0).any() \
            or (swing_ < 0).any():
        raise ScoreError("boards are whole numbers from 1 to 10000 (as for hybrid_share); "
                         "total points and swings 0 or more")
    stake = k + 1
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):  # past range: inf
        ratio = np.floor(np.where(swing_ > 0, total / np.where(swing_ > 0, swing_, 1), 0))
    # thresholds reached, counted against the thresholds themselves (one home for the rule)
    thresholds = [hybrid_threshold(i) for i in range(1, int(stake.max(initial=1)) + 1)]
    reached = np.minimum(np.searchsorted(thresholds, ratio, side="right"), stake)
    winner = np.where(swing_ > 0, stake - reached / 2, stake / 2)
    return winner, stake - winner


def hybrid_table(boards: int) -> pd.DataFrame:
    """The share table for a match length, as White Book 161.7 prints it.

    Columns: ``winner``, ``loser`` (HPs), ``low`` (ratio at least) and ``high``
    (ratio below; None on the last row), from the even share down.

    >>> print(hybrid_table(2).to_string(index=False))
     winner  loser  low  high
        1.5    1.5    8  <NA>
        2.0    1.0    5     8
        2.5    0.5    3     5
        3.0    0.0    0     3
    """
    _check(boards)
    stake = boards + 1
    rows = []
    for reached in range(stake, -1, -1):
        low = hybrid_threshold(reached) if reached else 0
        high = hybrid_threshold(reached + 1) if reached < stake else None
        rows.append({"winner": stake - reached / 2, "loser": reached / 2, "low": low,
                     "high": high})
    return pd.DataFrame(rows).astype({"high": "Int64"})


def band_text(low: int, high: float | None, *, lang: str | None = None) -> str:
    """A share-table row's ratio band in the White Book's words (in ``lang``; None: the
    language being spoken).

    >>> band_text(5, 8), band_text(8, None), band_text(0, 3)
    ('5 or more, but less than 8', '8 or more', 'Less than 3')
    """
    has_high = high is not None and not pd.isna(high)
    with speaking(lang):
        if not low:
            # TRANSLATORS: a band of the ratio total points / swing in the hybrid share table
            return _("Less than {high}").format(high=int(cast(float, high)))
        if has_high:
            return _("{low} or more, but less than {high}").format(
                low=int(low), high=int(cast(float, high)))
        return _("{low} or more").format(low=int(low))


@dataclass(frozen=True)
class HybridResult:
    """A hybrid-scored match: board HPs, the aggregate share and the totals."""

    frame: pd.DataFrame
    total_points: float
    swing: float
    ratio: int | None
    home_share: float
    away_share: float
    home_name: str = "Home"
    away_name: str = "Away"

    @property
    def boards(self) -> int:
        return len(self.frame)

    @property
    def home(self) -> float:
        """Home team's HPs: board HPs plus its aggregate share."""
        return float(self.frame.home_hp.sum()) + self.home_share

    @property
    def away(self) -> float:
        return float(self.frame.away_hp.sum()) + self.away_share

    @property
    def aggregate(self) -> float:
        """Net total points to the home team."""
        return float(self.frame.net.sum())

    @property
    def table_row(self) -> pd.Series:
        """The row of the match length's share table that applied."""
        table = hybrid_table(self.boards)
        winner = max(self.home_share, self.away_share)
        return table[table.winner == winner].iloc[0]

    def _repr_html_(self) -> str:
        caption = _("{home} {home_hp} - {away_hp} {away} hybrid points (boards, then the share "
                    "of {share})").format(home=self.home_name, home_hp=significant(self.home),
                                          away_hp=significant(self.away), away=self.away_name,
                                          share=self.boards + 1)
        from bridgekit.show.html import table_html
        return table_html(self.frame, caption)

    def explain(self, *, lang: str | None = None) -> str:
        """The HPs of the match in words, for a director (in ``lang``; None: the language
        being spoken)."""
        with speaking(lang):
            h, a = self.home_name, self.away_name
            lines = [_("Board {board}: {home} net {net} → {home} {home_hp} HP, {away} {away_hp} "
                       "HP").format(board=r.board, home=h, net=significant(r.net, sign=True),
                                    home_hp=r.home_hp, away=a, away_hp=r.away_hp)
                     for r in self.frame.itertuples()]
            lines.append(_("Board HPs: {home} {home_hp}, {away} {away_hp} of {top}").format(
                home=h, home_hp=self.frame.home_hp.sum(), away=a, away_hp=self.frame.away_hp.sum(),
                top=2 * self.boards))
            if self.ratio is None:
                lines.append(_("Aggregate: level (swing 0), so the {share} share HPs are split "
                               "equally: {each} each").format(share=self.boards + 1,
                                                             each=significant(self.home_share)))
            else:
                row = self.table_row
                lines.append(_(
                    "Aggregate: {winner} by {swing}; total points {total}; {total} / {swing} = "
                    "{quotient}, rounded down {ratio} → row '{band}': {won} - {lost}").format(
                    winner=h if self.aggregate > 0 else a, swing=significant(self.swing),
                    total=significant(self.total_points),
                    quotient=fixed(self.total_points / self.swing, 2), ratio=self.ratio,
                    band=band_text(row.low, row.high), won=significant(row.winner),
                    lost=significant(row.loser)))
            lines.append(_("Total: {home} {home_hp}, {away} {away_hp} (of {top})").format(
                home=h, home_hp=significant(self.home), away=a, away_hp=significant(self.away),
                top=3 * self.boards + 1))
            return "\n".join(lines)


def hybrid_points(table1_ns: ArrayLike, table2_ns: ArrayLike, boards: ArrayLike | None = None, *, home: str = "Home",
                  away: str = "Away") -> HybridResult:
    """Score a teams match by hybrid points (White Book 161.7).

    Parameters
    ----------
    table1_ns : array-like
        North-South scores at table 1, where the home team sits North-South.
    table2_ns : array-like
        North-South scores at table 2, where the away team sits North-South.
    boards : array-like, optional
        Board numbers (default 1, 2, ...).

    Examples
    --------
    >>> r = hybrid_points([420, -50], [400, 100])
    >>> r.frame.net.tolist(), r.total_points, r.swing, r.ratio, (r.home, r.away)
    ([20.0, -150.0], 970.0, 130.0, 7, (3.0, 4.0))
    """
    frame = hybrid_frame(table1_ns, table2_ns, boards)
    t1, t2, net = (frame[c].to_numpy(float) for c in ("table1_ns", "table2_ns", "net"))
    total = float(np.abs(t1).sum() + np.abs(t2).sum())
    swing = float(abs(net.sum()))
    ratio = hybrid_ratio(total, swing)
    win, lose = hybrid_share(len(t1), total, swing)
    home_share, away_share = (win, lose) if net.sum() >= 0 else (lose, win)
    return HybridResult(frame, total, swing, ratio, home_share, away_share, home, away)
