"""International match points: the IMP scale, cross-IMPs and Butler.

The scale is the competition regulation's, art. 78 B (the same table as the team-of-four table's "International
Match Point Scoring"): a difference of 0-10 is 0 IMPs, 20-40 is 1, ... 4000 and
up is 24. Scores are multiples of 10, so the table's rows leave gaps (10 to 20,
40 to 50, ...). bridgekit reads each row as "from its lower end up to the next
row's lower end": a difference that is not a multiple of 10 (a Butler datum or
an average) falls in the row *below* the next row's lower end, so 15 -> 0 and
45 -> 1.

>>> imps(420 - 170), imps(-630), imps(15), imps(45)
(6, -12, 0, 1)
>>> imps([10, 20, 2990, 3000, 4000, 20000]).tolist()
[0, 1, 21, 22, 24, 24]
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, overload

import numpy as np
import numpy.typing as npt

from bridgekit._checks import check_number, check_numbers, check_option, check_whole
from bridgekit.errors import ScoreError
from bridgekit.i18n import _, ngettext, speaking

__all__ = [
    "IMP_THRESHOLDS",
    "butler",
    "butler_datum",
    "butler_drop",
    "cross_imps",
    "imp_row",
    "imps",
]

#: The lower end of the rows for 1 to 24 IMPs (art. 78 B).
IMP_THRESHOLDS = np.array(
    [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500,
     1750, 2000, 2250, 2500, 3000, 3500, 4000],
    dtype=np.float64,
)
IMP_THRESHOLDS.setflags(write=False)


@overload
def imps(diff: float) -> int: ...


@overload
def imps(diff: npt.NDArray[Any] | Sequence[float]) -> npt.NDArray[np.int64]: ...


def imps(diff: float | npt.NDArray[Any] | Sequence[float]) -> int | npt.NDArray[np.int64]:
    """IMPs for a score difference, signed like the difference.

    Parameters
    ----------
    diff : int, float or array-like
        One difference or a whole column of them.

    Returns
    -------
    int or numpy.ndarray
        An ``int`` for a scalar, an ``int64`` array for an array.

    Examples
    --------
    >>> imps(-2990), imps(0)
    (-21, 0)
    """
    arr = check_numbers(diff, "diff")
    if arr.ndim and len(arr) > 50_000 and max(arr.max(), -arr.min()) <= _TABLE_SIZE:
        whole = arr.astype(np.int64)
        if (whole == arr).all():
            # whole differences (the usual case): one look-up in a table of every difference,
            # the sign put back in place (a million-row column allocates little)
            negative = arr < 0
            steps = _imp_table()[np.abs(whole, out=whole)]
            del whole
            signed: npt.NDArray[np.int64] = np.negative(steps, out=steps, where=negative)
            return signed
    size = np.abs(arr)
    steps = np.searchsorted(IMP_THRESHOLDS, size, side="right")
    out = np.sign(arr).astype(np.int64) * steps
    if out.ndim == 0:
        return int(out)
    return out


#: The largest difference the look-up table holds (two scores of 100,000 at most either way).
_TABLE_SIZE = 200_000


@lru_cache(maxsize=1)
def _imp_table() -> np.ndarray:
    """IMPs for every whole difference 0 .. :data:`_TABLE_SIZE`, from the scale's rows."""
    return np.searchsorted(IMP_THRESHOLDS, np.arange(_TABLE_SIZE + 1), side="right")


def imp_row(diff: float, *, lang: str | None = None) -> str:
    """The row of the IMP table that applies, in words (in ``lang``).

    >>> imp_row(250), imp_row(4500), imp_row(5)
    ('220-260: 6 IMPs', '4000 and up: 24 IMPs', '0-10: 0 IMPs')
    """
    n = abs(imps(diff))
    with speaking(lang):
        if n == 0:
            # TRANSLATORS: the first row of the IMP table
            return _("0-10: 0 IMPs")
        low = int(IMP_THRESHOLDS[n - 1])
        if n == 24:
            # TRANSLATORS: the last row of the IMP table
            return _("{low} and up: 24 IMPs").format(low=low)
        high = int(IMP_THRESHOLDS[n]) - 10
        # TRANSLATORS: a row of the IMP table: differences from low to high score n IMPs
        return ngettext("{low}-{high}: {n} IMP", "{low}-{high}: {n} IMPs", n).format(
            low=low, high=high, n=n)


def cross_imps(ns_scores: npt.ArrayLike) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]:
    """Cross-IMPs on one board: each result IMPed against every other result.

    Returns
    -------
    (total, average) : tuple of numpy.ndarray
        The NS sum over the n - 1 comparisons and that sum divided by n - 1.
        East-West get the negatives.

    Examples
    --------
    >>> total, average = cross_imps([620, 170, 140, 140, -100])
    >>> total.tolist(), average.tolist()
    ([42, -1, -5, -5, -31], [10.5, -0.25, -1.25, -1.25, -7.75])
    """
    s = check_numbers(ns_scores, "ns_scores")
    if s.ndim != 1 or len(s) < 2:
        raise ScoreError(f"{ns_scores!r}: cross-IMPs need at least two results")
    total = imps(s[:, None] - s[None, :]).sum(axis=1)
    return total, total / (len(s) - 1)


def butler_datum(ns_scores: npt.ArrayLike, *, drop: int = 1, rounding: str = "ebu") -> int:
    """The Butler datum: the mean after dropping the ``drop`` highest and lowest results.

    Parameters
    ----------
    drop : int
        How many results to drop at each end (clubs drop one; 0 keeps them all).
    rounding : {"ebu", "acbl"}
        The mean is rounded to a multiple of 10. ``"ebu"``: an exact 5 goes away
        from zero (EBU White Book); ``"acbl"``: an exact 5 goes to the even ten
        (ACBLscore).

    Examples
    --------
    >>> butler_datum([650, 170, 200], drop=0)
    340
    >>> butler_datum([650, 170, 200, 100, 50], drop=1)
    160
    >>> butler_datum([150, 100], drop=0, rounding="ebu"), butler_datum([150, 100], drop=0, rounding="acbl")
    (130, 120)
    """
    s = np.sort(check_numbers(ns_scores, "ns_scores").ravel())
    drop = check_whole(drop, "drop", minimum=0)
    if len(s) - 2 * drop < 1:
        raise ScoreError(f"drop={drop!r}: leaves no results of {len(s)} for the datum")
    kept = s[drop:len(s) - drop] if drop else s
    tens = kept.mean() / 10.0
    if rounding == "ebu":
        rounded = np.sign(tens) * np.floor(np.abs(tens) + 0.5)
    elif rounding == "acbl":
        rounded = np.round(tens)  # numpy rounds halves to even
    else:
        check_option(rounding, "rounding", ("ebu", "acbl"), "exact 5s away from zero, or to "
                     "the even ten")
    return int(rounded) * 10


def butler_drop(results: int, drop: float = 1, min_results: int = 0) -> int:
    """How many results a board of ``results`` drops at each end before the Butler datum.

    ``drop`` is a count (clubs drop 1) or, below 1, a share of the results rounded
    half up (ACBLscore drops the top and bottom 5%: ``0.05``). Nothing is dropped on a
    board of fewer than ``min_results`` results, or when dropping would leave none.

    >>> butler_drop(10), butler_drop(2), butler_drop(40, 0.05), butler_drop(5, 1, min_results=6)
    (1, 0, 2, 0)
    """
    drop = check_number(drop, "drop", minimum=0)
    if drop >= 1:  # a count of results: whole
        drop = check_whole(drop, "drop")
    count = int(drop) if drop >= 1 or drop == 0 else int(results * drop + 0.5)
    if results < min_results or results - 2 * count < 1:
        return 0
    return count


def butler(ns_scores: npt.ArrayLike, *, drop: int = 1,
           rounding: str = "ebu") -> tuple[int, npt.NDArray[np.int64]]:
    """Butler scoring of one board: each result IMPed against the datum.

    >>> datum, ns = butler([650, 170, 200], drop=0)
    >>> datum, ns.tolist()
    (340, [7, -5, -4])
    """
    datum = butler_datum(ns_scores, drop=drop, rounding=rounding)
    return datum, imps(check_numbers(ns_scores, "ns_scores") - datum)
