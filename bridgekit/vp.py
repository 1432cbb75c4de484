"""Victory points: the WBF 2013 continuous scale.

The competition regulation, art. 78 D, allows "other scoring methods (for example conversion to victory
points)" where the federation approves them; bridgekit uses the WBF's 2013
scale, the one most events use. For an IMP margin ``m`` in an ``N``-board match,
with ``tau = (sqrt(5) - 1) / 2`` and the blitz margin ``B = 15 * sqrt(N)``:

    winner = 10 + 10 * (1 - tau ** (3 * m / B)) / (1 - tau ** 3),  at most 20

rounded to two decimals, then raised by 0.01 where needed so that no IMP is
worth more VPs than the IMP before it; the loser gets 20 minus the winner.

>>> wbf_vp(15, 16), wbf_vp(16, 32), wbf_vp(47, 32), wbf_vp(52, 12)
((13.97, 6.03), (13.12, 6.88), (17.21, 2.79), (20.0, 0.0))
"""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from bridgekit._checks import check_whole, clip_text
from bridgekit.errors import ScoreError

__all__ = ["vp_scale", "wbf_vp", "wbf_vp_discrete", "wbf_vp_scaled"]

TAU = (math.sqrt(5) - 1) / 2


#: The longest match the VP scales take (a limit on the table's size, not a rule).
MAX_BOARDS = 10_000


def _check(boards: int) -> None:
    if isinstance(boards, bool) or not isinstance(boards, int | np.integer) \
            or not 1 <= boards <= MAX_BOARDS:
        raise ScoreError(f"boards={clip_text(boards)}: a match has a whole number of boards "
                         f"from 1 to {MAX_BOARDS}")


@lru_cache(maxsize=128)
def vp_scale(boards: int) -> tuple[float, ...]:
    """The winner's VPs for margins 0, 1, 2, ... up to the first margin worth 20.

    >>> s = vp_scale(16)
    >>> s[0], s[1], s[15], s[-1], len(s)
    (10.0, 10.3, 13.97, 20.0, 61)
    """
    _check(boards)
    blitz = 15 * math.sqrt(boards)
    top = math.ceil(blitz)
    cents = []
    for m in range(top + 1):
        v = 10 + 10 * (1 - TAU ** (3 * m / blitz)) / (1 - TAU**3)
        cents.append(min(2000, round(min(v, 20.0) * 100 + 1e-9)))
    # raise by 0.01 where an IMP would be worth more than the one before it; a raise
    # can break the step before, so look back one place after each raise
    m = 1
    while m < len(cents) - 1:
        if cents[m + 1] - cents[m] > cents[m] - cents[m - 1]:
            cents[m] += 1
            m = max(m - 1, 1)
        else:
            m += 1
    cents[-1] = 2000
    return tuple(c / 100 for c in cents)


def wbf_vp(imp_margin: int, boards: int) -> tuple[float, float]:
    """Winner's and loser's VPs on the WBF 2013 20-0 scale.

    Parameters
    ----------
    imp_margin : int
        The IMP margin of the match (its sign is ignored: the pair returned is
        (winner, loser)).
    boards : int
        Boards in the match.

    Examples
    --------
    >>> wbf_vp(0, 8), wbf_vp(-3, 8)
    ((10.0, 10.0), (11.27, 8.73))
    """
    _check(boards)
    m = abs(check_whole(imp_margin, "imp_margin"))
    scale = vp_scale(boards)
    win = scale[m] if m < len(scale) else 20.0
    return win, round(20.0 - win, 2)


def wbf_vp_discrete(imp_margin: int, boards: int) -> tuple[int, int]:
    """The discrete (whole-VP) 20-0 scale derived from the continuous one.

    The winner's continuous VPs rounded to the nearest whole VP (a half up).

    >>> wbf_vp_discrete(15, 16), wbf_vp_discrete(0, 16)
    ((14, 6), (10, 10))
    """
    win, _ = wbf_vp(imp_margin, boards)
    whole = math.floor(win + 0.5)
    return whole, 20 - whole


def wbf_vp_scaled(imp_margin: int, boards: int, scale: int = 20) -> tuple[float, float]:
    """The continuous scale stretched to a 10-0, 12-0, 16-0 (or any) match.

    >>> wbf_vp_scaled(15, 16, 10), wbf_vp_scaled(15, 16, 12)
    ((6.99, 3.01), (8.38, 3.62))
    """
    if isinstance(scale, bool) or not isinstance(scale, int | float) or not 0 < scale < 1e6:
        raise ScoreError(f"scale={clip_text(scale)}: VPs at stake is a positive number")
    win, _ = wbf_vp(imp_margin, boards)
    w = round(win * scale / 20, 2)
    return w, round(scale - w, 2)
