"""Neuberg's formula, old-style scoring and the small-group ladder.

Magic Contest (Sweden), "Neuberg's formula": for a scoring group of ``n``
results on a board that should have had ``N``,

    S = (N / n) * (s + 1) - 1

where ``s`` is the matchpoint score within the group (2 per score beaten, 1 per
equal score) and ``S`` the score on the board's full top ``2(N - 1)``. On the
1-and-1/2 (ACBL) scale the same formula reads ``(N/n)(s + 1/2) - 1/2``: every
number is exactly half the 2-per-scale one.

Old-style scoring (the same note): "reducing the top by one point per result that can
not be compared with" -- each present result keeps its matchpoints and gains
one point per missing result, ``S = s + (N - n)`` on the 2-per scale. It is the rule "a
missing result counts as a tie" by which ScoreBridge (UK) scores a board with fewer results
(and the Dutch BridgeWx in some sessions): with ``N`` results expected and ``n`` present, a
result scores ``2 x beaten + ties + (N - n)``, one point to each side per missing result, so
North-South and East-West still share the full top ``2(N - 1)``; the Dutch scorers' notes
call it "the manual method", used before computers (pjms.nl, "Neuberg: the manual method").

The same note, "At least seven results, at most three deviant results in one scoring
group": one deviant result gives both pairs 60%; two give 65% and 55% (equal
results 60% each); three give 70%, 60%, 50%, equal results sharing (65-65-50,
60-60-60). The EBU applies the same ladder to a group of at most three results
that is also at most a third of the board (White Book 4.2.3.3).

>>> round(neuberg(18, n=10, N=11), 4)
19.9
>>> neuberg_formula(18, n=10, N=11)
'(11/10) × (18 + 1) − 1 = 19.9'
>>> ladder_percentages([420, 170])
([65.0, 55.0], [55.0, 65.0])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal, TypeAlias, overload

import numpy as np
import numpy.typing as npt

from bridgekit._checks import check_numbers, check_option, clip_text
from bridgekit.errors import ScoreError
from bridgekit.i18n import _, fixed, number, speaking

__all__ = [
    "LADDER",
    "ladder_applies",
    "ladder_at",
    "ladder_percentages",
    "neuberg",
    "neuberg_formula",
    "old_style",
    "scale_factor",
]

#: The matchpoint scales: 2 per score beaten and 1 per tie, or 1 and 1/2.
Scale = Literal["ebu", "acbl"]

#: Percentages of the small-group ladder by group size (Magic Contest; WB 4.2.3.3).
LADDER = {1: (60.0,), 2: (65.0, 55.0), 3: (70.0, 60.0, 50.0)}

_Floats: TypeAlias = npt.NDArray[np.float64]


def scale_factor(scale: str) -> float:
    """1 for the 2-per ("ebu") scale, 1/2 for the 1-and-1/2 ("acbl") scale."""
    return {"ebu": 1.0, "acbl": 0.5}[check_option(scale, "scale", ("ebu", "acbl"),
                                                  "2 per score beaten, or 1 and 1/2")]


def _factored(mp: npt.ArrayLike, n: npt.ArrayLike, N: npt.ArrayLike, scale: str,
              formula: Callable[[_Floats, _Floats, _Floats, float], _Floats]) -> float | _Floats:
    """``formula(mp, n, N, half)`` of the checked numbers, a scalar for scalars."""
    mp = check_numbers(mp, "mp")
    n = check_numbers(n, "n")
    N = check_numbers(N, "N")
    if np.any(n < 1):
        raise ScoreError(f"n={clip_text(n)}: a scoring group has at least one result")
    if np.any(N < 1):
        raise ScoreError(f"N={clip_text(N)}: the normal number of results is at least one")
    try:
        np.broadcast_shapes(mp.shape, n.shape, N.shape)
    except ValueError:
        raise ScoreError(f"mp={clip_text(mp)}, n={clip_text(n)}, N={clip_text(N)}: give one n "
                         "and N, or one for each matchpoint score") from None
    half = scale_factor(scale)
    with np.errstate(over="ignore", invalid="ignore"):
        value = formula(mp, n, N, half)
    if not np.isfinite(value).all():
        raise ScoreError(f"mp={clip_text(mp)}, n={clip_text(n)}, N={clip_text(N)}: too large to "
                         "score (no board has such numbers)")
    return value if np.ndim(value) else float(value)


@overload
def neuberg(mp: float, n: float, N: float, scale: str = "ebu") -> float: ...


@overload
def neuberg(mp: npt.NDArray[Any] | Sequence[float], n: npt.ArrayLike, N: npt.ArrayLike,
            scale: str = "ebu") -> _Floats: ...


def neuberg(mp: npt.ArrayLike, n: npt.ArrayLike, N: npt.ArrayLike,
            scale: str = "ebu") -> float | _Floats:
    """Neuberg's formula for a matchpoint score ``mp`` in a group of ``n`` of ``N`` results.

    Works on scalars and numpy arrays alike.

    Examples
    --------
    >>> [round(neuberg(s, 10, 11), 1) for s in (18, 12, 5, 1)]
    [19.9, 13.3, 5.6, 1.2]
    >>> neuberg(9.0, 10, 11, scale="acbl") == neuberg(18, 10, 11) / 2
    True
    """
    return _factored(mp, n, N, scale, lambda mp, n, N, half: (N / n) * (mp + half) - half)


@overload
def old_style(mp: float, n: float, N: float, scale: str = "ebu") -> float: ...


@overload
def old_style(mp: npt.NDArray[Any] | Sequence[float], n: npt.ArrayLike, N: npt.ArrayLike,
              scale: str = "ebu") -> _Floats: ...


def old_style(mp: npt.ArrayLike, n: npt.ArrayLike, N: npt.ArrayLike,
              scale: str = "ebu") -> float | _Floats:
    """Old-style score: one point (1/2 on the acbl scale) per result not compared.

    Each missing result counts as a tie (ScoreBridge, BridgeWx): with ``N`` results expected
    and ``n`` present, a result with ``mp = 2 x beaten + ties`` among the ``n`` scores
    ``mp + (N - n)`` of the full top ``2(N - 1)`` (Magic Contest's note on Neuberg's formula,
    "old-style"); on the acbl scale ``mp + (N - n)/2``.

    >>> old_style(18, 10, 11), old_style(1, 10, 11)
    (19.0, 2.0)

    A board of 4 results expected, 3 present (110, -100, -110): 110 beats 2 and ties 0, so
    4 + 1 = 5 of 6; East-West against it 0 + 1 = 1; together the top, 6.

    >>> old_style(4, 3, 4), old_style(0, 3, 4), old_style(4, 3, 4) + old_style(0, 3, 4)
    (5.0, 1.0, 6.0)
    """
    return _factored(mp, n, N, scale, lambda mp, n, N, half: mp + half * (N - n))


def neuberg_formula(mp: float, n: int, N: int, scale: str = "ebu", digits: int = 1, *,
                    lang: str | None = None) -> str:
    """The formula with the numbers put in, as a director reads it aloud (in ``lang``:
    Dutch and French write a decimal comma).

    >>> neuberg_formula(5, 10, 11)
    '(11/10) × (5 + 1) − 1 = 5.6'
    >>> neuberg_formula(2.5, 10, 11, scale="acbl")
    '(11/10) × (2.5 + ½) − ½ = 2.8'
    >>> neuberg_formula(18, 10, 11, lang="nl")
    '(11/10) × (18 + 1) − 1 = 19,9'
    """
    half = scale_factor(scale)
    value = neuberg(mp, n, N, scale)
    with speaking(lang):
        h = "1" if half == 1 else "½"
        # TRANSLATORS: Neuberg's formula with the numbers put in: N results expected, n in
        # the group, mp the group's matchpoints, h 1 (or ½), value the factored score
        return _("({N}/{n}) × ({mp} + {h}) − {h} = {value}").format(
            N=number(N), n=number(n), mp=number(mp), h=h, value=fixed(value, digits))


_LADDER_TABLE = np.array([[0, 0, 0], *[list(LADDER[k]) + [0] * (3 - k) for k in (1, 2, 3)]],
                         dtype=float)


@overload
def ladder_at(size: int, position: float) -> float: ...


@overload
def ladder_at(size: npt.NDArray[Any], position: npt.ArrayLike) -> _Floats: ...


def ladder_at(size: npt.ArrayLike, position: npt.ArrayLike) -> float | _Floats:
    """The ladder percentage at a (shared, possibly half-way) place in a group of ``size``.

    ``position`` is 0 for the best result; equal results share, so two results tied
    for the top of a group of three are at 0.5 and each gets (70 + 60) / 2 = 65.

    >>> ladder_at(3, 0.5), ladder_at(2, 1)
    (65.0, 55.0)
    """
    size = np.asarray(size, dtype=np.int64)
    position = np.asarray(position, dtype=float)
    low = np.floor(position).astype(np.int64)
    high = np.ceil(position).astype(np.int64)
    value = (_LADDER_TABLE[size, low] + _LADDER_TABLE[size, high]) / 2
    return value if np.ndim(value) else float(value)


@overload
def ladder_applies(method: str, group_results: float, board_results: float) -> bool: ...


@overload
def ladder_applies(method: str, group_results: npt.NDArray[Any],
                   board_results: npt.ArrayLike) -> npt.NDArray[np.bool_]: ...


def ladder_applies(method: str, group_results: npt.ArrayLike,
                   board_results: npt.ArrayLike) -> bool | npt.NDArray[np.bool_]:
    """Whether a deviant scoring group gets the ladder rather than Neuberg's formula.

    ``magic`` (Magic Contest): a group of 1 to 3 results on a board of at least seven;
    ``ebu`` (White Book 4.2.3.3): a group of 1 to 3 that is at most a third of the board.
    The caller has already left out a board's main group and groups holding an
    adjusted score.

    >>> ladder_applies("magic", 2, 7), ladder_applies("ebu", 3, 8), ladder_applies("ebu", 3, 9)
    (True, False, True)
    """
    n = np.asarray(group_results, dtype=float)
    big_n = np.asarray(board_results, dtype=float)
    small = (n >= 1) & (n <= 3)
    out = small & (big_n >= 7) if method == "magic" else small & (n <= big_n / 3)
    return out if np.ndim(out) else bool(out)


def ladder_percentages(ns_scores: npt.ArrayLike) -> tuple[list[float], list[float]]:
    """NS and EW percentages for a small deviant group (1 to 3 results), equal results sharing.

    Examples
    --------
    >>> ladder_percentages([100])
    ([60.0], [60.0])
    >>> ladder_percentages([420, 420])
    ([60.0, 60.0], [60.0, 60.0])
    >>> ladder_percentages([420, 420, -50])
    ([65.0, 65.0, 50.0], [55.0, 55.0, 70.0])
    >>> ladder_percentages([1, 1, 1])
    ([60.0, 60.0, 60.0], [60.0, 60.0, 60.0])
    """
    s = check_numbers(ns_scores, "ns_scores")
    if s.ndim != 1 or not 1 <= len(s) <= 3:
        raise ScoreError(f"{list(s)!r}: the small-group ladder is for 1 to 3 results")
    higher = (s[None, :] > s[:, None]).sum(axis=1)
    equal = (s[None, :] == s[:, None]).sum(axis=1) - 1
    lower = len(s) - 1 - higher - equal
    ns = ladder_at(np.full(len(s), len(s)), higher + equal / 2)
    ew = ladder_at(np.full(len(s), len(s)), lower + equal / 2)
    return [float(x) for x in ns], [float(x) for x in ew]
