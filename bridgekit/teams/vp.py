"""Victory points: the WBF 2013 continuous scale, its discrete form, whole VPs rounded up, the
EBU's whole 20-0 table, and the WBF's old 25-0 scale.

The competition regulation, art. 78 D, allows "other scoring methods (for example conversion to victory
points)" where the federation approves them; bridgekit uses the WBF's 2013
scale, the one most events use. For an IMP margin ``m`` in an ``N``-board match,
with ``tau = (sqrt(5) - 1) / 2`` and the blitz margin ``B = 15 * sqrt(N)``:

    winner = 10 + 10 * (1 - tau ** (3 * m / B)) / (1 - tau ** 3),  at most 20

rounded to two decimals, then raised by 0.01 where needed so that no IMP is
worth more VPs than the IMP before it; the loser gets 20 minus the winner.

>>> wbf_vp(15, 16), wbf_vp(16, 32), wbf_vp(47, 32), wbf_vp(52, 12)
((13.97, 6.03), (13.12, 6.88), (17.21, 2.79), (20.0, 0.0))

An event chooses its scale by name (:data:`VP_SCALES`; :func:`match_vp` and
:func:`match_vps` take it): ``"wbf"`` the continuous scale above, ``"wbf_discrete"``
the WBF's discrete 20-0 scale, ``"whole_up"`` whole VPs with the winner's continuous
VPs rounded up, ``"ebu_whole"`` the EBU's whole 20-0 table as EBU TeamsScorer prints a Swiss
teams match (:func:`ebu_whole_table`).

>>> match_vp(2, 3, "wbf"), match_vp(2, 3, "whole_up"), match_vp(3, 3, "wbf_discrete")
((11.38, 8.62), (12, 8), (12, 8))
>>> match_vp(11, 3, "whole_up"), match_vp(11, 3, "ebu_whole")
((16, 4), (17, 3))

The WBF's 25-0 scale of 1993-2013, by board bands, is :func:`wbf_vp_25` (8 boards or more),
named ``"wbf_25"``. It is not zero-sum: a match's VPs sum to 30 up to the 25-5 margin, then
the winner stays at 25 and the loser drops (25-4 ... 25-0, the sum 29 ... 25); an event's VPs
are out of 25 a match (:func:`scale_top`), and a total is no longer 20 (or 30) times the
matches played.

>>> match_vp(20, 20, "wbf_25"), match_vp(-43, 11, "wbf_25"), scale_top("wbf_25")
((19, 11), (25, 3), 25)
"""

from __future__ import annotations

import itertools
import math
from functools import lru_cache
from importlib import resources
from typing import Literal, cast, get_args

import numpy as np
import numpy.typing as npt
from numpy.typing import ArrayLike

from bridgekit._checks import check_number, check_numbers, check_option, check_whole, clip_text
from bridgekit.errors import ScoreError
from bridgekit.format import round_half_away
from bridgekit.i18n import N_, _, fixed, ngettext, number, speaking

__all__ = ["VP_SCALES", "VpScale", "discrete_bounds", "ebu_whole_table", "explain_vp", "match_vp", "match_vps",
           "mp_vp", "scale_table", "scale_top", "scale_words", "stretched", "vp_scale", "wbf_25_table", "wbf_vp",
           "wbf_vp_25", "wbf_vp_discrete", "wbf_vp_scaled", "wbf_vps", "wbf_vps_25"]

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
    return match_vp(check_whole(imp_margin, "imp_margin"), boards, "wbf")


def _blitz_margin(vp: float, boards: int) -> float:
    """The IMP margin at which the continuous scale reaches ``vp`` (its inverse)."""
    blitz = 15 * math.sqrt(boards)
    return blitz * math.log(1 - (1 - TAU**3) * (vp - 10) / 10) / (3 * math.log(TAU))


def discrete_bounds(boards: int) -> tuple[int, ...]:
    """The highest IMP margin worth 10, 11, ... 19 VPs on the discrete 20-0 scale.

    "The New WBF IMP to VP Scales" (WBF Scoring Panel, 2013) builds the discrete
    scale from the continuous one: the margin worth ``v`` whole VPs runs up to
    where the continuous scale reaches ``v + 0.5`` (whole IMPs, rounded down);
    then, where a VP would cover fewer IMPs than the VP before it, that lower VP's
    range gives up its top IMP, until each VP's range of IMPs is no narrower than
    the one before (10 VPs covers the margins from ``-b`` to ``b``, ``2b + 1`` IMPs).

    >>> discrete_bounds(8)
    (0, 3, 6, 9, 12, 16, 20, 25, 30, 38)
    """
    _check(boards)
    return _discrete_bounds(int(boards))


@lru_cache(maxsize=128)
def _discrete_bounds(boards: int) -> tuple[int, ...]:
    return _concave([math.floor(_blitz_margin(v + 0.5, boards) + 1e-9) for v in range(10, 20)])


def ebu_whole_table(boards: int) -> tuple[tuple[int, int, int], ...]:
    """The EBU's whole 20-0 VP table as EBU TeamsScorer prints a Swiss teams match:
    ``(lowest IMP margin, highest IMP margin, winner's VPs)`` for 10 to 19 VPs (20 VPs is
    every margin past the last).

    An EBU TeamsScorer file over 3 boards prints, by IMP margin: 0 10-10, 1 11-9, 2 12-8,
    3-4 13-7, 5-6 14-6, 7-8 15-5, 9-10 16-4, 11-13 17-3, 14 and 16 18-2, 19 19-1, 21 and over
    20-0 (15, 17, 18 and 20 do not occur in it). It is not the WBF 2013 continuous scale
    rounded up (11 IMPs is 15.99 VPs there, 16-4, where the file prints 17-3), nor the WBF's
    discrete scale (3 IMPs is 12-8 there). No published EBU short-match table was found to
    copy; this rule reproduces every margin the file prints: each VP first covers the margins
    whose continuous VPs (to two decimals) round up to it, then, as the WBF builds its discrete
    scale ("The New WBF IMP to VP Scales", 2013), where a VP would cover fewer IMPs than the VP
    before it, that lower VP's range gives up its top IMP, until no VP's range is narrower
    than the one before. Over 3 boards the rounded-up ranges (16 VPs 9-11, 17 12-13, 18 14-17,
    19 18-20) become 16 9-10, 17 11-13, 18 14-16, 19 17-20. Inferred, not printed in the file:
    15 IMPs 18-2 (it lies between 14 and 16), 17, 18 and 20 IMPs 19-1 (the rule), and every
    match length other than 3 boards. Over 1 board a margin of 1 IMP is already 11.20
    continuous VPs, 12 rounded up, so 11 VPs covers no margin (its row reads ``(1, 0, 11)``).

    >>> [row for row in ebu_whole_table(3)]  # doctest: +NORMALIZE_WHITESPACE
    [(0, 0, 10), (1, 1, 11), (2, 2, 12), (3, 4, 13), (5, 6, 14), (7, 8, 15), (9, 10, 16),
     (11, 13, 17), (14, 16, 18), (17, 20, 19)]
    """
    _check(boards)
    bounds = _ebu_bounds(int(boards))
    lows = (0, *(b + 1 for b in bounds[:-1]))
    return tuple((low, high, 10 + i) for i, (low, high) in enumerate(zip(lows, bounds,
                                                                          strict=True)))


@lru_cache(maxsize=128)
def _ebu_bounds(boards: int) -> tuple[int, ...]:
    """The highest IMP margin worth 10, 11, ... 19 VPs on :func:`ebu_whole_table`'s scale."""
    up = _table(boards, "whole_up")
    return _concave([max((m for m, v in enumerate(up) if v <= vp), default=0)
                     for vp in range(10, 20)])


def _concave(bounds: list[int]) -> tuple[int, ...]:
    """Highest margins per VP (10 first), each VP's range made no narrower than the one
    before as :func:`discrete_bounds` says."""
    while True:
        widths = [2 * bounds[0] + 1] + [b - a for a, b in itertools.pairwise(bounds)]
        narrower = next((i for i in range(1, len(widths)) if widths[i] < widths[i - 1]), None)
        if narrower is None or (bounds[narrower - 1] <= 0 and narrower == 1):
            return tuple(bounds)
        bounds[narrower - 1] -= 1


def _margins_and_boards(imp_margins: ArrayLike, boards: ArrayLike, not_whole: str | None = None
                        ) -> tuple[np.ndarray, np.ndarray]:
    """Columns of IMP margins and numbers of boards, one per match (a lone number of boards
    for them all); ``not_whole`` is the error a margin that is not a whole number gets (None:
    a fraction is read)."""
    m = check_numbers(imp_margins, "imp_margins")
    try:
        m, k = np.broadcast_arrays(m, check_numbers(boards, "boards"))
    except ValueError:
        raise ScoreError("imp_margins and boards: one number of boards, or one per margin") \
            from None
    if not_whole is not None and (m != np.round(m)).any():
        raise ScoreError(not_whole)
    return m, k


def wbf_vps(imp_margins: ArrayLike, boards: ArrayLike) -> tuple[np.ndarray, np.ndarray]:
    """:func:`wbf_vp` for whole columns of matches: each margin's side's VPs and the
    opponents' (a negative margin gets the loser's share), as arrays.

    >>> a, b = wbf_vps([15, -15, 0], [16, 16, 8])
    >>> a.tolist(), b.tolist()
    ([13.97, 6.03, 10.0], [6.03, 13.97, 10.0])
    """
    m, k = _margins_and_boards(imp_margins, boards, "imp_margins: the VP scale takes whole "
                               "IMP margins")
    return match_vps(m, k, "wbf")


def wbf_vp_discrete(imp_margin: int, boards: int) -> tuple[int, int]:
    """Winner's and loser's whole VPs on the WBF discrete 20-0 scale.

    See :func:`discrete_bounds` for how the WBF derives it from the continuous
    scale. It is not the continuous scale rounded: on 8 boards a 1-IMP win is
    11-9 and 16 IMPs is 15-5; on 16 boards 5 IMPs is 12-8; on 64 boards 35 IMPs
    is 14-6.

    >>> wbf_vp_discrete(1, 8), wbf_vp_discrete(16, 8), wbf_vp_discrete(5, 16), wbf_vp_discrete(35, 64)
    ((11, 9), (15, 5), (12, 8), (14, 6))
    >>> wbf_vp_discrete(0, 16), wbf_vp_discrete(-15, 16)
    ((10, 10), (14, 6))
    """
    win, lose = match_vp(check_whole(imp_margin, "imp_margin"), boards, "wbf_discrete")
    return int(win), int(lose)


#: Swiss pairs: the highest percentage worth 10, 11, ... 19 VPs (20-0), by boards per match.
#: The EBU's percentage-to-VP scale for Swiss pairs, as congress programmes print it (for
#: example the 7-board row: 49.35-50.65 is 10 VPs, 50.66-51.98 is 11, over 68.35 is 20).
MP_VP_BANDS: tuple[tuple[int, int, tuple[float, ...]], ...] = (
    (2, 4, (50.92, 52.80, 54.71, 56.70, 58.80, 61.08, 63.63, 66.61, 70.36, 75.95)),
    (5, 6, (50.78, 52.39, 54.02, 55.72, 57.51, 59.45, 61.62, 64.17, 67.37, 72.13)),
    (7, 9, (50.65, 51.98, 53.33, 54.74, 56.23, 57.83, 59.64, 61.75, 64.40, 68.35)),
    (10, 13, (50.54, 51.65, 52.78, 53.95, 55.19, 56.53, 58.04, 59.80, 62.01, 65.30)),
    (14, 19, (50.45, 51.38, 52.32, 53.30, 54.34, 55.45, 56.71, 58.18, 60.03, 62.78)),
    (20, 27, (50.38, 51.16, 51.94, 52.77, 53.63, 54.57, 55.62, 56.85, 58.40, 60.71)),
    (28, 39, (50.32, 50.97, 51.63, 52.32, 53.04, 53.83, 54.71, 55.74, 57.04, 58.97)),
    (40, 55, (50.27, 50.81, 51.37, 51.95, 52.56, 53.21, 53.95, 54.82, 55.91, 57.53)),
)


def mp_vp(pct: float, boards: int) -> tuple[int, int]:
    """A Swiss pairs match: the pair's matchpoint percentage to whole VPs (20-0).

    Each board is matchpointed across the field; the pair's percentage over the
    boards of the match, to two decimals, is converted with the EBU's Swiss pairs
    scale for that many boards (:data:`MP_VP_BANDS`, 2 to 55 boards; a percentage
    on a band's upper edge takes that band's VPs). Below 50% the scale is read
    from the opponents' side. Returns the pair's VPs and its opponents'.

    >>> mp_vp(50.65, 7), mp_vp(50.66, 7), mp_vp(68.36, 7), mp_vp(40.0, 7)
    ((10, 10), (11, 9), (20, 0), (3, 17))
    """
    p = check_number(pct, "pct", minimum=0)
    if p > 100:
        raise ScoreError(f"pct={clip_text(pct)}: a percentage is 0 to 100")
    b = check_whole(boards, "boards", minimum=1)
    band = next((cuts for low, high, cuts in MP_VP_BANDS if low <= b <= high), None)
    if band is None:
        raise ScoreError(f"boards={clip_text(boards)}: the Swiss pairs VP scale covers "
                         f"matches of {MP_VP_BANDS[0][0]} to {MP_VP_BANDS[-1][1]} boards")
    high = round_half_away(max(p, 100 - p), 2)
    win = 10 + next((i for i, cut in enumerate(band) if high <= cut + 1e-9), 10)
    return (win, 20 - win) if p >= 50 else (20 - win, win)


def stretched(vps: npt.ArrayLike, at_stake: npt.ArrayLike, top: float = 20) -> np.ndarray:
    """VPs of a scale whose top is ``top`` stretched to ``at_stake`` VPs, to two decimals
    rounded half away from zero (the house rounding): worked in hundredths of a VP, so
    19.79 of 20 on a 10-VP stake is 9.90, never 9.89 (989.5 hundredths; ``round(9.895, 2)``
    of the float is 9.89).

    >>> stretched([19.79, 13.98, 20.0], 10).tolist()
    [9.9, 6.99, 10.0]
    """
    hundredths = np.rint(np.asarray(vps, dtype=float) * 100) * np.asarray(at_stake, dtype=float)
    out: np.ndarray = np.floor(hundredths / top + 0.5) / 100
    return out


def wbf_vp_scaled(imp_margin: int, boards: int, scale: int = 20) -> tuple[float, float]:
    """The continuous scale stretched to a 10-0, 12-0, 16-0 (or any) match.

    >>> wbf_vp_scaled(15, 16, 10), wbf_vp_scaled(15, 16, 12)
    ((6.99, 3.01), (8.38, 3.62))
    """
    if isinstance(scale, bool) or not isinstance(scale, int | float) or not 0 < scale < 1e6:
        raise ScoreError(f"scale={clip_text(scale)}: VPs at stake is a positive number")
    win, _ = wbf_vp(imp_margin, boards)
    w = float(stretched(win, scale))
    return w, round(scale - w, 2)


#: The WBF 25-0 scale's board bands: (fewest, most boards) of each column of its table.
WBF_25_BANDS: tuple[tuple[int, int], ...] = (
    (8, 9), (10, 11), (12, 13), (14, 15), (16, 19), (20, 23), (24, 27), (28, 31), (32, 35),
    (36, 39), (40, 47), (48, MAX_BOARDS))


@lru_cache(maxsize=1)
def _wbf_25() -> tuple[tuple[tuple[int, int], ...], np.ndarray]:
    """The 25-0 table shipped in ``bridgekit/data/wbf-vp-25-scale.csv``: the (winner, loser)
    VPs of each row, and each row's lowest IMP margin in each board band (a 16 x 12 array)."""
    text = resources.files("bridgekit.data").joinpath("wbf-vp-25-scale.csv").read_text("utf-8")
    lines = [line.split(",") for line in text.splitlines()[1:] if line.strip()]
    splits = tuple((int(row[0]), int(row[1])) for row in lines)
    lowest = np.array([[int(cell.split("-")[0].rstrip("+")) for cell in row[2:]]
                       for row in lines], dtype=np.int64)
    return splits, lowest


def _band_25(boards: object) -> int:
    """The column of the 25-0 table for a match of ``boards`` boards."""
    b = check_whole(boards, "boards", maximum=MAX_BOARDS)
    if b < 8:
        raise ScoreError(f"boards={clip_text(boards)}: the WBF 25-0 scale (1993-2013) covers "
                         "matches of 8 boards or more; a shorter match needs another scale "
                         "(vp_scale='wbf', the WBF 2013 20-0 scale, covers every length)")
    return next(i for i, (low, high) in enumerate(WBF_25_BANDS) if low <= b <= high)


def wbf_25_table(boards: int) -> tuple[tuple[int, int, int], ...]:
    """The WBF 25-0 scale for a match of ``boards``: ``(lowest IMP margin, winner, loser)``
    for each VP split, 15-15 first.

    The WBF's scale of 1993-2013 (replaced by the 2013 20-0 scales), in 12 board bands
    (8-9, 10-11, 12-13, 14-15, 16-19, 20-23, 24-27, 28-31, 32-35, 36-39, 40-47, 48 and
    more); each split covers the margins from its lowest to the next split's lowest less
    one. The VPs sum to 30 up to 25-5; past it the winner stays at 25 and the loser drops
    (25-4 ... 25-0): the scale is not symmetric around 15. Matches under 8 boards are not
    covered. The table is the one a public C# scoring library encodes ("From WBF 2010"),
    shipped as ``bridgekit/data/wbf-vp-25-scale.csv``.

    >>> wbf_25_table(16)[:3], wbf_25_table(16)[-1]
    (((0, 15, 15), (3, 16, 14), (8, 17, 13)), (72, 25, 0))
    """
    band = _band_25(boards)
    splits, lowest = _wbf_25()
    return tuple((int(low), win, lose) for low, (win, lose)
                 in zip(lowest[:, band], splits, strict=True))


def wbf_vp_25(imp_margin: int, boards: int) -> tuple[int, int]:
    """Winner's and loser's VPs on the WBF 25-0 scale (1993-2013; :func:`wbf_25_table`).

    Parameters
    ----------
    imp_margin : int
        The IMP margin of the match (its sign is ignored: the pair returned is (winner,
        loser)).
    boards : int
        Boards in the match, 8 or more.

    Examples
    --------
    The scale's published cases: 0 IMPs over 16 boards is 15-15, 130 over 16 is 25-0,
    20 over 20 is 19-11, 15 over 32 is 17-13, 45 over 9 is 25-2.

    >>> wbf_vp_25(0, 16), wbf_vp_25(130, 16), wbf_vp_25(20, 20), wbf_vp_25(-15, 32), wbf_vp_25(45, 9)
    ((15, 15), (25, 0), (19, 11), (17, 13), (25, 2))
    """
    _band_25(boards)
    win, lose = wbf_vps_25([abs(check_whole(imp_margin, "imp_margin"))], boards)
    return int(win[0]), int(lose[0])


def wbf_vps_25(imp_margins: ArrayLike, boards: ArrayLike) -> tuple[np.ndarray, np.ndarray]:
    """:func:`wbf_vp_25` for whole columns of matches: each margin's side's VPs and the
    opponents' (a negative margin gets the loser's share), as int arrays.

    >>> a, b = wbf_vps_25([15, -15, 0, 43], [18, 18, 48, 11])
    >>> a.tolist(), b.tolist()
    ([18, 12, 15, 25], [12, 18, 15, 3])
    """
    m, k = _margins_and_boards(imp_margins, boards, f"imp_margins={clip_text(imp_margins)}: "
                               "the WBF 25-0 scale takes whole IMP margins")
    splits, lowest = _wbf_25()
    row = np.empty(m.shape, dtype=np.int64)
    for b in np.unique(k):
        here = k == b
        # the split whose lowest margin is the highest one not above the margin
        band = _band_25(int(b) if float(b).is_integer() else float(b))  # 7, never 7.0
        row[here] = np.searchsorted(lowest[:, band], np.abs(m[here]), side="right") - 1
    table = np.array(splits, dtype=np.int64)
    win, lose = table[row, 0], table[row, 1]
    return np.where(m >= 0, win, lose), np.where(m >= 0, lose, win)


#: The IMP-to-VP scales a teams event may name (``vp_scale=``), each described in :data:`VP_SCALES`.
VpScale = Literal["wbf", "wbf_discrete", "whole_up", "ebu_whole", "wbf_25"]

#: Each scale's name and what it is (in English; :func:`scale_words` says it in a language).
VP_SCALES: dict[str, str] = {
    # TRANSLATORS: keep the report's title in English, in its quotes
    "wbf": N_("WBF 2013 continuous 20-0 scale, to two decimals (\"The New WBF IMP to VP "
              "Scales\", WBF Scoring Panel, 2013)"),
    "wbf_discrete": N_("WBF 2013 discrete 20-0 scale, whole VPs, each VP's range of IMPs no "
                       "narrower than the one before (the same report)"),
    "whole_up": N_("whole VPs: the winner's WBF 2013 continuous VPs rounded up, the loser 20 "
                   "minus that"),
    "ebu_whole": N_("whole VPs on the EBU's 20-0 table, as EBU TeamsScorer prints a Swiss teams "
                    "match: each VP covers the margins whose WBF 2013 continuous VPs round up "
                    "to it, each VP's range of IMPs then no narrower than the one before"),
    "wbf_25": N_("WBF 25-0 scale (1993-2013), whole VPs by board bands: 15-15 a draw, the "
                 "winner's VPs up to 25, then the loser's down to 0"),
}
assert set(VP_SCALES) == set(get_args(VpScale))


def scale_top(scale: VpScale = "wbf") -> int:
    """The most VPs a team can score in a match on a named scale: 20 on the 20-0 scales, 25
    on ``"wbf_25"``.

    >>> scale_top("ebu_whole"), scale_top("wbf_25")
    (20, 25)
    """
    return 25 if _scale_name(scale) == "wbf_25" else 20


def _scale_name(scale: object) -> str:
    return check_option(scale, "vp_scale", tuple(VP_SCALES),
                        "; ".join(f"{k}: {v}" for k, v in VP_SCALES.items()))


@lru_cache(maxsize=256)
def _table(boards: int, scale: str) -> tuple[float, ...]:
    """The winner's VPs for margins 0, 1, 2, ... up to the first margin worth 20."""
    if scale == "wbf":
        return vp_scale(boards)
    if scale == "whole_up":
        # rounded up from the two-decimal values the WBF publishes (17 IMPs over 3 boards
        # is 18.00, so 18; the formula's unrounded 18.0003 would give 19)
        return tuple(float(-(-round(v * 100) // 100)) for v in vp_scale(boards))
    bounds = _ebu_bounds(boards) if scale == "ebu_whole" else _discrete_bounds(boards)
    return tuple(float(10 + next((i for i, b in enumerate(bounds) if m <= b), 10))
                 for m in range(bounds[-1] + 2))


def scale_table(boards: int, scale: VpScale = "wbf") -> tuple[float, ...]:
    """The winner's VPs on a named scale for margins 0, 1, 2, ... up to the first worth 20.

    On ``"wbf_25"`` (8 boards or more) the winner's VPs run up to 25 (the loser's share,
    which drops past the 25-5 margin, is in :func:`wbf_25_table`).

    >>> scale_table(3, "whole_up")[:6], scale_table(3, "wbf_discrete")[:6]
    ((10.0, 11.0, 12.0, 13.0, 13.0, 14.0), (10.0, 11.0, 12.0, 12.0, 13.0, 13.0))
    >>> scale_table(9, "wbf_25")[:7], len(scale_table(9, "wbf_25"))
    ((15.0, 15.0, 16.0, 16.0, 16.0, 16.0, 17.0), 31)
    """
    name = _scale_name(scale)
    if name == "wbf_25":
        top = next(low for low, win, _lose in wbf_25_table(boards) if win == 25)
        return tuple(float(w) for w in wbf_vps_25(np.arange(top + 1), boards)[0])
    _check(boards)
    return _table(int(boards), name)


def match_vp(imp_margin: float, boards: int, scale: VpScale = "wbf") -> tuple[float, float]:
    """Winner's and loser's VPs for a match on a named 20-0 scale (:data:`VP_SCALES`).

    Parameters
    ----------
    imp_margin : float
        The IMP margin (its sign is ignored). A margin with a fraction (rulings worth 1.5
        IMPs) lies on the straight line between the whole margins either side on the
        continuous scales (``"whole_up"`` rounds that up); on ``"wbf_discrete"`` and
        ``"ebu_whole"`` it takes the VPs of the range it falls in.
    boards : int
        Boards in the match.
    scale : {"wbf", "wbf_discrete", "whole_up", "ebu_whole", "wbf_25"}
        ``"wbf"`` (two decimals, floats), or a whole-VP scale (ints). On ``"wbf_25"`` the
        two need not sum to 20 (:func:`wbf_vp_25`); a fraction takes the VPs of the whole
        margin above it, as on the discrete scales.

    Examples
    --------
    Over 3 boards EBU TeamsScorer's whole VPs are the continuous ones rounded up:
    1 IMP (10.71) is 11-9, 3 (12.01) is 13-7, 11 (15.99) is 16-4, 19 (18.54) is 19-1,
    21 (19.01) is 20-0; the WBF discrete scale gives 3 IMPs 12-8.

    >>> [match_vp(m, 3, "whole_up") for m in (1, 3, 11, 19, 21)]
    [(11, 9), (13, 7), (16, 4), (19, 1), (20, 0)]
    >>> match_vp(-3, 3, "wbf_discrete"), match_vp(1.5, 1)
    ((12, 8), (11.74, 8.26))
    """
    name = _scale_name(scale)
    m = abs(check_number(imp_margin, "imp_margin"))
    if name == "wbf_25":
        return wbf_vp_25(math.ceil(m), boards)
    _check(boards)
    win = _winner(int(boards), m, name)
    if name == "wbf":
        return win, round(20.0 - win, 2)
    return int(win), int(20 - win)


def _winner(boards: int, m: float, name: str) -> float:
    """The winner's VPs at margin ``m`` (0 or more) on a named scale."""
    table = _table(boards, name)
    if m >= len(table) - 1:
        return 20.0
    if m.is_integer() or name in ("wbf_discrete", "ebu_whole"):
        # a fraction on the discrete scale: its range runs up to the whole margin above
        return table[math.ceil(m)]
    cont = vp_scale(boards)  # between two whole margins: on the line joining them
    low = math.floor(m)
    v = round(cont[low] + (cont[low + 1] - cont[low]) * (m - low), 2)
    return float(math.ceil(v - 1e-9)) if name == "whole_up" else v


def match_vps(imp_margins: ArrayLike, boards: ArrayLike, scale: VpScale = "wbf") -> tuple[np.ndarray, np.ndarray]:
    """:func:`match_vp` for whole columns of matches: each margin's side's VPs and the
    opponents' (a negative margin gets the loser's share), as float arrays.

    >>> a, b = match_vps([2, -2, 0], 3, "whole_up")
    >>> a.tolist(), b.tolist()
    ([12.0, 8.0, 10.0], [8.0, 12.0, 10.0])
    >>> a, b = match_vps([43, -43, 2.5], [11, 11, 16], "wbf_25")
    >>> a.tolist(), b.tolist()
    ([25.0, 3.0, 16.0], [3.0, 25.0, 14.0])
    """
    name = _scale_name(scale)
    m, k = _margins_and_boards(imp_margins, boards)
    if name == "wbf_25":  # a fraction (rulings) takes the whole margin above it
        mine25, other25 = wbf_vps_25(np.copysign(np.ceil(np.abs(m)), m), k)
        return mine25.astype(float), other25.astype(float)
    win = np.empty(m.shape)
    whole = m == np.round(m)
    for b in np.unique(k):
        _check(int(b) if float(b).is_integer() else b)
        table = np.asarray(_table(int(b), name))
        here = (k == b) & whole
        # capped before the cast: a margin past 2**63 would wrap round to a negative index
        win[here] = table[np.minimum(np.abs(m[here]), len(table) - 1).astype(np.int64)]
        for i in np.flatnonzero((k == b) & ~whole):  # fractions (rulings) are rare
            win.flat[i] = _winner(int(b), abs(float(m.flat[i])), name)
    mine = np.where(m >= 0, win, np.round(20 - win, 2))
    return mine, np.round(20 - mine, 2)


def scale_words(scale: VpScale = "wbf", *, lang: str | None = None) -> str:
    """What a named VP scale is (:data:`VP_SCALES`), in ``lang`` (None: the language being
    spoken).

    >>> scale_words("wbf_discrete")
    "WBF 2013 discrete 20-0 scale, whole VPs, each VP's range of IMPs no narrower than the one before (the same report)"
    """
    name = _scale_name(scale)
    with speaking(lang):
        return _(VP_SCALES[name])


def explain_vp(imp_margin: float, boards: int, scale: VpScale = "wbf", *,
               lang: str | None = None) -> str:
    """A match's IMP margin converted to VPs on a named scale, in words (in ``lang``; None:
    the language being spoken): the winner's and the loser's VPs and the scale; on
    ``"whole_up"`` also the continuous VPs that were rounded up.

    >>> print(explain_vp(11, 3).split(" (")[0])
    A margin of 11 IMPs over 3 boards: 15.99 - 4.01 VPs
    >>> print(explain_vp(-11, 3, "whole_up").split(" (")[0])
    A margin of 11 IMPs over 3 boards: 16 - 4 VPs
    """
    name = _scale_name(scale)
    win, lose = match_vp(imp_margin, boards, cast(VpScale, name))
    margin = abs(check_number(imp_margin, "imp_margin"))
    with speaking(lang):
        vps = {"winner": fixed(win, 2), "loser": fixed(lose, 2)} if name == "wbf" else \
            {"winner": number(win), "loser": number(lose)}
        text = ngettext("A margin of {margin} IMPs over {n} board: {winner} - {loser} VPs "
                        "({scale})",
                        "A margin of {margin} IMPs over {n} boards: {winner} - {loser} VPs "
                        "({scale})", int(boards)).format(
            margin=number(margin), n=int(boards), scale=_(VP_SCALES[name]), **vps)
        if name == "whole_up":
            continuous = match_vp(margin, boards, "wbf")[0]
            text += "; " + _("the winner's {continuous} continuous VPs rounded up to "
                             "{winner}").format(continuous=fixed(continuous, 2),
                                                winner=vps["winner"])
        return text
