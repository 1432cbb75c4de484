"""Pairs scoring: matchpoints, percentages, Neuberg and adjusted scores on a board.

Matchpoints (the competition regulation, art. 78 A): each result earns two units for every
compared score lower than its own and one for every equal score; on the
"acbl" scale the units are 1 and 1/2. East-West get the top minus North-South.

:func:`score_board` scores one board by any of five methods; the same
vectorised core (:func:`score_many`) scores a whole event at once.

>>> matchpoints([450, 420, 420, 420, 420, 420, 170, 170, -50, -50]).tolist()
[18.0, 12.0, 12.0, 12.0, 12.0, 12.0, 5.0, 5.0, 1.0, 1.0]
>>> board = score_board([450, 420, 170, -50], normal=5)
>>> board.round(2).to_dict("list")["ns_mp"]
[7.75, 5.25, 2.75, 0.25]
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Literal, NamedTuple, Protocol, TypeAlias, cast

import numpy as np
import numpy.typing as npt
import pandas as pd

from bridgekit._checks import MAX_SCORE, check_numbers, check_option, check_whole, clip_text
from bridgekit.adjusted import ArtificialScore, WeightedScore, parse_entry
from bridgekit.board import Side
from bridgekit.errors import ScoreError
from bridgekit.i18n import N_, _, fixed, listing, ngettext, number, percent, signed, speaking
from bridgekit.pairs.factoring import (
    Scale,
    ladder_applies,
    ladder_at,
    neuberg,
    neuberg_formula,
    old_style,
    scale_factor,
)
from bridgekit.settings import VOCABULARY, Settings, with_shortcuts

__all__ = [
    "METHODS",
    "BoardExplanation",
    "explain_board",
    "matchpoints",
    "method_name",
    "score_board",
    "score_many",
]

#: The board-scoring methods :func:`score_board` and :func:`score_event` know.
METHODS = VOCABULARY["method"][0]
#: Each method as a player would name it (English; shown translated with ``_(name)``,
#: see :func:`method_name`).
METHOD_NAMES = {
    "plain": N_("plain matchpoints (no factoring)"),
    "old-style": N_("old-style factoring: each missing result counts as a tie"),
    "neuberg": N_("Neuberg"),
    "magic": N_("Neuberg, with Magic Contest's rule for a small group"),
    "ebu": N_("Neuberg, with the EBU's rule for a small group (White Book 4.2.3.3)"),
}
Method = Literal["plain", "old-style", "neuberg", "magic", "ebu"]

# rule codes, as used in the ``rule`` column of score_many
RULE_PLAIN, RULE_OLD, RULE_NEUBERG, RULE_LADDER, RULE_ARTIFICIAL = range(5)
#: Each rule code's name (English; shown translated with ``_(name)``).
RULE_NAMES = (N_("plain matchpoints"), N_("old-style"), N_("Neuberg"), N_("small-group ladder"),
              N_("artificial adjusted score"))

_Floats: TypeAlias = npt.NDArray[np.float64]
_Ints: TypeAlias = npt.NDArray[np.int64]
_Special: TypeAlias = dict[int, ArtificialScore | WeightedScore]


def method_name(method: str, *, lang: str | None = None) -> str:
    """A scoring method as a player would name it, in ``lang``.

    >>> method_name("plain")
    'plain matchpoints (no factoring)'
    """
    check_option(method, "method", METHODS)
    with speaking(lang):
        return _(METHOD_NAMES[method])


def _sort_order(key: np.ndarray, score: np.ndarray) -> np.ndarray:
    """The order of ``(key, score)``: one radix sort of a combined integer key when the
    scores are whole numbers (as bridge scores are), else a lexsort."""
    if len(score):
        low, high = score.min(), score.max()
        span = high - low + 1
        whole = np.all(score == np.floor(score))
        if whole and span * (int(key.max()) + 1) < 2**62:
            combined = key * np.int64(span) + (score - low).astype(np.int64)
            return np.argsort(combined, kind="stable")
    return np.lexsort((score, key))


def _compare_units(key: _Ints, score: _Floats, weight: _Floats | None
                   ) -> tuple[_Floats, _Floats]:
    """Weighted count of lower and equal scores with the same key, for every component
    (``weight`` None: each weighs 1).

    Each component's own weight is included in its ``equal`` count; callers
    take it out. Counted in a table (:func:`_count_table`) when every weight is 1 and that
    is cheaper, else one sort of ``(key, score)``; no Python loop.
    """
    size = len(key)
    if size == 0:
        return np.zeros(0), np.zeros(0)
    table = _count_table(key, score) if weight is None or np.all(weight == 1) else None
    if table is not None:
        below, counts, cell = table
        return _taken_as_floats(below, cell), _taken_as_floats(counts, cell)
    order = _sort_order(key, score)
    k, s = key[order], score[order]
    w = np.ones(size) if weight is None else weight[order]
    cw = np.concatenate(([0.0], np.cumsum(w)))
    idx = np.arange(size)
    new_key = np.ones(size, dtype=bool)
    new_key[1:] = k[1:] != k[:-1]
    new_run = new_key.copy()
    new_run[1:] |= s[1:] != s[:-1]
    key_first = np.maximum.accumulate(np.where(new_key, idx, 0))
    run_first = np.maximum.accumulate(np.where(new_run, idx, 0))
    starts = np.flatnonzero(new_run)
    ends = np.append(starts[1:], size)
    run_end = np.repeat(ends, ends - starts)
    lower = np.empty(size)
    equal = np.empty(size)
    lower[order] = cw[run_first] - cw[key_first]
    equal[order] = cw[run_end] - cw[run_first]
    return lower, equal


def _count_table(key: _Ints, score: _Floats
                 ) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int32]] | None:
    """(results below each cell, results in each cell, each row's cell) of the (key, score)
    table, or None when the scores are not whole numbers of a small span or the table would
    be large (more than about four cells per component).

    Bridge scores are whole numbers taking few distinct values, so each (key, score) pair
    is a cell of a small table: a row's lower count is the sum of the cells before its own
    in its key's row of the table, counted without a sort."""
    size = len(key)
    low, high = score.min(), score.max()
    if not (np.isfinite(low) and np.isfinite(high)) or high - low > 4 * size + 100_000:
        return None
    shifted = score - low
    offset = shifted.astype(np.intp)  # numpy's own index width: marked and taken as it is
    if not np.array_equal(offset, shifted):  # not whole numbers
        return None
    del shifted
    present = np.zeros(int(high - low) + 1, dtype=bool)
    present[offset] = True
    dense = (np.cumsum(present) - 1).astype(np.int32)
    nscores = int(dense[-1]) + 1
    nkeys = int(key.max()) + 1
    if nkeys * nscores > 4 * size + 1_000_000:
        return None
    # at most 4 * size + 1e6 cells: 32 bits
    cell = np.multiply(key, nscores, dtype=np.int32, casting="unsafe")
    cell += dense[offset]
    del offset
    counts = np.bincount(cell, minlength=nkeys * nscores)
    below = np.cumsum(counts.reshape(nkeys, nscores), axis=1).ravel()
    below -= counts
    return below, counts, cell


def _units(key: _Ints, score: _Floats) -> _Floats:
    """Each row's matchpoints in 2-per units within its key, every weight 1: 2 for each
    lower score, 1 for each other equal one (``2 * lower + equal - 1`` of
    :func:`_compare_units`, the same numbers): when counted, worked on the table and
    taken by the rows once."""
    table = _count_table(key, score) if len(key) else None
    if table is None:
        lower, equal = _compare_units(key, score, None)
        lower *= 2
        lower += equal
        lower -= 1
        return lower
    below, counts, cell = table
    below *= 2
    below += counts
    below -= 1
    return _taken_as_floats(below, cell)


def _taken_as_floats(values: npt.NDArray[np.int64], index: npt.NDArray[np.int32]) -> _Floats:
    """``values[index]`` as floats (counts: exact), a slice of the rows at a time: no 64-bit
    integer copy of the rows is held beside the floats."""
    out = np.empty(len(index))
    step = 1 << 18
    for start in range(0, len(index), step):
        out[start:start + step] = values[index[start:start + step]]
    return out


def matchpoints(ns_scores: npt.ArrayLike, scale: Scale = "ebu") -> _Floats:
    """North-South matchpoints on one board: 2 per lower score, 1 per equal (art. 78 A).

    Parameters
    ----------
    ns_scores : array-like of numbers
        The North-South scores of one board.
    scale : {"ebu", "acbl"}
        ``"ebu"``: 2 and 1, top ``2(n - 1)``; ``"acbl"``: 1 and 1/2, top ``n - 1``.

    Returns
    -------
    numpy.ndarray
        NS matchpoints in input order; East-West have the top minus these.

    Examples
    --------
    >>> matchpoints([800, 450, 450]).tolist(), matchpoints([800, 450, 450], scale="acbl").tolist()
    ([4.0, 1.0, 1.0], [2.0, 0.5, 0.5])
    """
    half = scale_factor(scale)
    s = check_numbers(ns_scores, "ns_scores")
    if s.size and np.abs(s).max() > MAX_SCORE:
        raise ScoreError(f"{clip_text(ns_scores)}: no score on a board is that large (at most "
                         f"{MAX_SCORE} either way)")
    if s.ndim != 1:
        raise ScoreError(f"{clip_text(ns_scores)}: matchpoints take one board's list of NS scores")
    lower, equal = _compare_units(np.zeros(len(s), dtype=np.int64), s, np.ones(len(s)))
    return (2 * lower + equal - 1) * half


class Boards(NamedTuple):
    """Many boards' rows, as :func:`score_many` takes them, for :func:`score_arrays`."""

    board: np.ndarray
    scores: np.ndarray
    groups: np.ndarray | None = None
    special: _Special | None = None
    normal: np.ndarray | None = None


def score_many(board: np.ndarray, scores: np.ndarray, *, groups: np.ndarray | None = None,
               special: _Special | None = None, normal: np.ndarray | None = None,
               settings: Settings | None = None, **shortcuts: Any) -> pd.DataFrame:
    """Score many boards at once; the vectorised core behind :func:`score_board`.

    Parameters
    ----------
    board : array of int
        A board code per row, 0 to ``nboards - 1``.
    scores : array of float
        The North-South score per row (ignored where ``special`` has the row).
    groups : array of int, optional
        A scoring-group code per row (misduplicated versions of a board); the
        largest group on a board is its main one.
    special : dict, optional
        Row index -> artificial or weighted score.
    normal : array of float, optional
        N for each board code, the number of results it should have had
        (default: the rows it has).
    settings, **shortcuts
        Its ``method`` and ``scale`` (as for :func:`score_board`), changed by ``method=``,
        ``scale=``.

    Returns
    -------
    pandas.DataFrame
        ``ns_mp, ew_mp, ns_pct, ew_pct`` and the working: ``s`` (2-per units
        within the group), ``lower``, ``equal`` (weighted counts of results
        beaten and tied), ``n`` (results in the group), ``N``, ``top`` (the top
        the row is scored on, 2-per units: the board's full top; plain: its
        group's) and ``rule`` (a code into ``RULE_NAMES``).
    """
    s = with_shortcuts(settings, shortcuts, ("method", "scale"))
    return pd.DataFrame(score_arrays(Boards(board, scores, groups, special, normal), s.method, s.scale))


def score_arrays(boards: Boards, method: Method = "neuberg", scale: Scale = "ebu",
                 working: bool = True) -> dict[str, np.ndarray]:
    """:func:`score_many`'s columns as a dict of arrays (no frame is built: a million rows
    of eleven columns would be copied into one block for nothing).

    With ``working=False`` only ``ns_mp, ew_mp, ns_pct, ew_pct, top, rule`` are returned,
    and each working array is let go (or reused in place) as soon as it has been used: an
    event of a million rows then holds about half the memory at its peak (``rule`` is then
    read only when one rule scores every row)."""
    check_option(method, "method", METHODS)
    half = scale_factor(scale)
    board = np.asarray(boards.board)
    if board.dtype not in (np.int16, np.int32):  # an event's small codes are used as they are
        board = board.astype(np.int64, copy=False)
    rows = len(board)
    scores = np.asarray(boards.scores, dtype=np.float64)
    special = boards.special or {}
    nboards = int(board.max()) + 1 if rows else 0
    big_n = np.bincount(board, minlength=nboards).astype(np.float64) if boards.normal is None \
        else np.asarray(boards.normal, dtype=np.float64)
    key, key_board = _group_keys(board, boards.groups)
    ladder = method in ("magic", "ebu") and rows > 0
    big_n_key = big_n[key_board]
    if not (working or ladder or special) and np.all(big_n_key >= 1) \
            and np.isfinite(big_n_key).all():
        # lower, equal, s, n, N not needed afterwards: each row's 2-per units are counted
        # at once and its matchpoints made in their place from its group's numbers, and no
        # per-row n or N is held
        _components(rows, scores, special)  # a missing score refused
        n_key = np.bincount(key, minlength=len(key_board)).astype(float)
        return _lean_scores(method, _units(key, scores), key, n_key, big_n_key, half)

    lower, equal, n_key = _comparisons(key, len(key_board), scores, special)
    n = n_key[key]
    s = lower * 2
    s += equal
    N = big_n[board]
    artificial = np.zeros(rows, dtype=bool)
    artificial[[i for i, e in special.items() if isinstance(e, ArtificialScore)]] = True
    ns, top, full_top, rule = _by_method(method, s, n, N, artificial)
    ns[top <= 0] = 0.0  # nothing compared: no matchpoints either way (50%), not 1e-17 of none
    ew = top - ns
    ns_pct, ew_pct = _percentages(ns, top)
    out: dict[str, npt.NDArray[Any]] = {"ns": ns, "ew": ew, "ns_pct": ns_pct, "ew_pct": ew_pct,
                                        "rule": rule}
    if ladder:
        members = _ladder_rows(method, key, key_board, n_key, big_n, special)
        _apply_ladder(out, members, n, lower, equal, full_top)
    for i, entry in special.items():
        if isinstance(entry, ArtificialScore):
            ns_pct[i], ew_pct[i] = entry.ns_pct, entry.ew_pct
            ns[i] = entry.ns_pct * full_top[i] / 100
            ew[i] = entry.ew_pct * full_top[i] / 100
            rule[i] = RULE_ARTIFICIAL
            s[i] = lower[i] = equal[i] = n[i] = np.nan
    if half != 1:
        ns, ew = ns * half, ew * half
    if not working:
        return {"ns_mp": ns, "ew_mp": ew, "ns_pct": ns_pct, "ew_pct": ew_pct, "top": full_top,
                "rule": rule}
    return {"ns_mp": ns, "ew_mp": ew, "ns_pct": ns_pct, "ew_pct": ew_pct,
            "s": s, "lower": lower, "equal": equal, "n": n, "N": N, "top": full_top, "rule": rule}


def _percentages(ns: _Floats, top: _Floats, nothing: bool = True) -> tuple[_Floats, _Floats]:
    """N-S and E-W percentages of ``top``: 50 each where the top is not above 0 (``nothing``
    False: the caller knows every top is above 0). Made in place, with no temporary the size
    of the rows."""
    ns_pct = ns * 100
    with np.errstate(divide="ignore", invalid="ignore"):
        ns_pct /= top
    if nothing:
        none = top > 0
        ns_pct[np.logical_not(none, out=none)] = 50.0
        del none
    ew_pct = np.subtract(100, ns_pct)
    return ns_pct, ew_pct


def _lean_scores(method: Method, s: _Floats, key: _Ints, n_key: _Floats, big_n_key: _Floats,
                 half: float) -> dict[str, np.ndarray]:
    """:func:`score_arrays`' columns (``working=False``) with no artificial score and no
    ladder, from ``s`` (2-per units, overwritten: it becomes ``ns_mp``) and each group's
    n and N: every factor is worked once per group and taken by the rows, so the numbers
    are those :func:`_by_method` gives, bit for bit, with three arrays of the rows fewer."""
    rows = len(s)
    n_one = np.maximum(n_key, 1)
    key = key.astype(np.intp)  # numpy takes by indexes of its own width: widened once
    if method == "plain":
        top_key = 2 * (n_key - 1)
        top = top_key[key]
        full_top = np.where(n_key > 1, 2 * (n_key - 1), 0.0)[key]
        rule = RULE_PLAIN
        buffer = None
    else:
        top_key = 2 * (big_n_key - 1)
        top = top_key[key]
        full_top = top
        buffer = np.take(big_n_key / n_one if method == "neuberg" else big_n_key - n_one, key)
        if method == "neuberg":  # (N / n) * (s + 1) - 1, as neuberg() works it
            s += 1.0
            s *= buffer
            s -= 1.0
        else:  # s + (N - n), as old_style() works it
            s += buffer
        rule = RULE_NEUBERG if method == "neuberg" else RULE_OLD
    del key
    ns = s
    nothing = bool((top_key <= 0).any())  # told by the groups: the rows are not looked at
    if nothing:  # nothing compared: no matchpoints either way (50%), not 1e-17 of none
        ns[top <= 0] = 0.0
    ew = np.subtract(top, ns, out=buffer)  # the factors' place is E-W's
    ns_pct, ew_pct = _percentages(ns, top, nothing)
    if half != 1:
        ns *= half
        ew *= half
    # one rule for every row: read only, held in no memory of the rows
    return {"ns_mp": ns, "ew_mp": ew, "ns_pct": ns_pct, "ew_pct": ew_pct, "top": full_top,
            "rule": np.broadcast_to(np.int8(rule), (rows,))}


def _comparisons(key: _Ints, nkeys: int, scores: _Floats, special: _Special
                 ) -> tuple[_Floats, _Floats, _Floats]:
    """Per row: the (weighted) results beaten and tied within its group; per group: its size."""
    rows = len(key)
    comp_row, comp_score, comp_w, weighted = _components(rows, scores, special)
    if comp_row is None:  # one component a row, each row itself, each of weight 1
        lower, equal = _compare_units(key, comp_score, None)
        equal -= 1
        return lower, equal, np.bincount(key, minlength=nkeys).astype(float)
    comp_key = key[comp_row]
    comp_w = cast("_Floats", comp_w)  # None only with comp_row None
    lower_c, equal_c = _compare_units(comp_key, comp_score, comp_w)
    # a component does not meet itself, nor the other parts of its own weighted row
    equal_c -= comp_w
    for i in weighted:
        mine = np.flatnonzero(comp_row == i)
        for a in mine:
            for b in mine:
                if a != b:
                    lower_c[a] -= comp_w[b] * (comp_score[b] < comp_score[a])
                    equal_c[a] -= comp_w[b] * (comp_score[b] == comp_score[a])
    lower = np.bincount(comp_row, weights=comp_w * lower_c, minlength=rows).astype(float)
    equal = np.bincount(comp_row, weights=comp_w * equal_c, minlength=rows).astype(float)
    n_key = np.bincount(comp_key, weights=comp_w, minlength=nkeys).astype(float)
    return lower, equal, n_key


def _by_method(method: Method, s: _Floats, n: _Floats, N: _Floats, artificial: npt.NDArray[np.bool_]
               ) -> tuple[_Floats, _Floats, _Floats, npt.NDArray[np.int8]]:
    """(N-S score, its top, the top the row is scored on, rule code) for the method asked for.

    Plain matchpoints score each row on its own group's top ``2(n - 1)`` (a scoring group
    is matchpointed on its own, and that top is the row's top in the ranking too); with
    fewer than two real results there is nothing to compare: a lone result has a top of 0
    (50%), and an artificial score takes its share of the board's 2(N - 1).
    """
    rows = len(s)
    if method == "plain":
        full_top = np.where(n > 1, 2 * (n - 1), np.where(artificial, 2 * (N - 1), 0.0))
        return s.copy(), 2 * (n - 1), full_top, np.full(rows, RULE_PLAIN, dtype=np.int8)
    top = 2 * (N - 1)
    if method == "old-style":
        return old_style(s, np.maximum(n, 1), N), top, top, np.full(rows, RULE_OLD, dtype=np.int8)
    # n is 0 only on rows holding an artificial score, which are valued afterwards
    return neuberg(s, np.maximum(n, 1), N), top, top, np.full(rows, RULE_NEUBERG, dtype=np.int8)


def _apply_ladder(out: dict[str, npt.NDArray[Any]], members: npt.NDArray[np.bool_], n: _Floats,
                  lower: _Floats, equal: _Floats, full_top: _Floats) -> None:
    """The small-group ladder's percentages for the rows of a qualifying deviant group."""
    if not members.any():
        return
    size = n[members].astype(np.int64)
    higher = n[members] - 1 - lower[members] - equal[members]
    p_ns = ladder_at(size, higher + equal[members] / 2)
    p_ew = ladder_at(size, lower[members] + equal[members] / 2)
    out["ns_pct"][members], out["ew_pct"][members] = p_ns, p_ew
    out["ns"][members] = p_ns * full_top[members] / 100
    out["ew"][members] = p_ew * full_top[members] / 100
    out["rule"][members] = RULE_LADDER


def _group_keys(board: _Ints, groups: npt.ArrayLike | None) -> tuple[_Ints, _Ints]:
    """A dense code per (board, group) pair that occurs, and each code's board: memory grows
    with the rows, not with boards x group labels."""
    if not len(board):
        return board, board
    if groups is None:  # one group a board: the board codes themselves
        return board, np.arange(int(board.max()) + 1)
    group = np.asarray(groups, np.int64)
    width = int(group.max()) + 1
    key, uniques = pd.factorize(board.astype(np.int64) * width + group, sort=True)
    return key.astype(np.int64), (uniques // width).astype(np.int64)


def _components(rows: int, scores: _Floats, special: _Special
                ) -> tuple[_Ints | None, _Floats, _Floats | None, dict[int, WeightedScore]]:
    """The compared components: one per plain row, one per part of a weighted row (with no
    adjusted score: the rows themselves, ``comp_row`` and ``comp_w`` None)."""
    comp_row: _Ints | None = None
    comp_w: _Floats | None = None
    comp_score, weighted = scores, {}
    if special:
        is_special = np.zeros(rows, dtype=bool)
        is_special[list(special)] = True
        comp_row = np.flatnonzero(~is_special)
        comp_score = scores[comp_row]
        comp_w = np.ones(len(comp_row))
        weighted = {i: e for i, e in special.items() if isinstance(e, WeightedScore)}
        if weighted:
            extra = [(i, s, p / 100.0) for i, e in weighted.items() for p, s in e.parts]
            comp_row = np.concatenate([comp_row, np.array([r for r, _, _ in extra], np.int64)])
            comp_score = np.concatenate([comp_score, [s for _, s, _ in extra]])
            comp_w = np.concatenate([comp_w, [w for _, _, w in extra]])
    if np.isnan(comp_score).any():
        raise ScoreError("a North-South score is missing (NaN) on a row without an adjusted score")
    return comp_row, comp_score, comp_w, weighted


def _ladder_rows(method: Method, key: _Ints, key_board: _Ints, n_key: _Floats, big_n: _Floats,
                 special: _Special) -> npt.NDArray[np.bool_]:
    """Rows in a deviant group the small-group ladder scores (the rule: :func:`ladder_applies`).

    A group qualifies when it is not its board's main (largest; the first on a tie)
    group, holds 1 to 3 results and no adjusted score, and the board has at least
    seven results (``magic``) or the group is at most a third of the board (``ebu``).
    """
    nkeys = len(key_board)
    rows_per_key = np.bincount(key, minlength=nkeys)
    order = np.lexsort((np.arange(nkeys), -n_key, key_board))  # per board: largest, first
    first = np.ones(nkeys, dtype=bool)
    first[1:] = key_board[order][1:] != key_board[order][:-1]
    is_main = np.zeros(nkeys, dtype=bool)
    is_main[order[first]] = True
    has_special = np.zeros(nkeys, dtype=bool)
    if special:
        has_special[key[list(special)]] = True
    applies = ladder_applies(method, n_key, big_n[key_board])
    ok: npt.NDArray[np.bool_] = ~is_main & ~has_special & applies & (rows_per_key == n_key)
    return ok[key]


def _board_frame(ns_scores: Iterable[object], normal: int | None, groups: Sequence[Hashable] | None,
                 method: Method, scale: Scale
                 ) -> tuple[list[float | ArtificialScore | WeightedScore], pd.DataFrame]:
    if isinstance(ns_scores, str | bytes | dict) or not hasattr(ns_scores, "__iter__"):
        raise ScoreError(f"{clip_text(ns_scores)}: a board's results are a list of N-S scores "
                         "(420, -50, 'A60/40'), not a single value")
    entries = [parse_entry(x) for x in ns_scores]
    special = {i: e for i, e in enumerate(entries) if not isinstance(e, float)}
    scores = np.array([np.nan if i in special else e for i, e in enumerate(entries)])
    codes = None
    if groups is not None:
        if isinstance(groups, str | bytes) or not hasattr(groups, "__len__") \
                or len(groups) != len(entries):
            raise ScoreError(f"groups={clip_text(groups)}: give one label per result "
                         f"({len(entries)})")
        codes = pd.factorize(pd.Series(list(groups), dtype=object))[0]
    if not entries:
        raise ScoreError("a board needs at least one result")
    if normal is not None:
        normal = check_whole(normal, "normal", minimum=len(entries), maximum=1_000_000)
    board = np.zeros(len(entries), dtype=np.int64)
    norm = None if normal is None else np.array([float(normal)])
    return entries, pd.DataFrame(score_arrays(Boards(board, scores, codes, special, norm), method, scale))


def score_board(ns_scores: Iterable[object], normal: int | None = None,
                groups: Sequence[Hashable] | None = None, method: Method = "neuberg",
                scale: Scale = "ebu") -> pd.DataFrame:
    """Score one board: matchpoints and percentages for every result, in input order.

    Parameters
    ----------
    ns_scores : sequence
        North-South scores; entries may be adjusted scores (``"A60/40"``,
        ``"A+"``, ``"30%+420 70%+170"``; see :mod:`bridgekit.adjusted`).
    normal : int, optional
        N, the number of results the board should have had (default: the
        number of entries given, adjusted ones included).
    groups : sequence, optional
        A scoring-group label per result (misduplicated versions); the largest
        group is the main one.
    method : {"plain", "old-style", "neuberg", "magic", "ebu"}
        ``plain``: matchpoints among the results present, top dropping;
        ``old-style``: one point per result not compared (Magic Contest's note on Neuberg's
        formula): each missing result counts as a tie, ``2 x beaten + ties + (N - n)``, as
        ScoreBridge and BridgeWx score (:func:`bridgekit.pairs.factoring.old_style`);
        ``neuberg``: Neuberg's formula per group (the same note);
        ``magic``: Neuberg, but with at least seven results on the board a
        deviant group of at most three gets the 60 / 65-55 / 70-60-50 ladder
        (Magic Contest); ``ebu``: Neuberg, but a non-main group of at most three that
        is at most a third of the board gets that ladder (White Book 4.2.3.3).
    scale : {"ebu", "acbl"}
        2 and 1 per comparison, or 1 and 1/2.

    Returns
    -------
    pandas.DataFrame
        ``ns_mp, ew_mp, ns_pct, ew_pct`` at full precision; percentages are of
        the board's full top 2(N - 1) (``plain``: of the top among the results
        present).

    Examples
    --------
    Magic Contest's worked example: 11 results expected, one 170 missing.

    >>> b = score_board([450] + [420] * 5 + [170] * 2 + [-50] * 2, normal=11)
    >>> b.ns_mp.round(1).unique().tolist(), b.ew_mp.round(1).unique().tolist()
    ([19.9, 13.3, 5.6, 1.2], [0.1, 6.7, 14.4, 18.8])
    >>> print(score_board([620, 170, "A60/40", 140], method="neuberg").round(2))
       ns_mp  ew_mp  ns_pct  ew_pct
    0   5.67   0.33   94.44    5.56
    1   3.00   3.00   50.00   50.00
    2   3.60   2.40   60.00   40.00
    3   0.33   5.67    5.56   94.44
    """
    _, frame = _board_frame(ns_scores, normal, groups, method, scale)
    return frame[["ns_mp", "ew_mp", "ns_pct", "ew_pct"]]


class Said(Protocol):
    """A sentence held as its numbers and codes: :meth:`words` says it in the language being
    spoken."""

    def words(self) -> str: ...


@dataclass(frozen=True)
class Pairs:
    """The two pairs at a table, said ``NS 1 v EW 5`` in the language spoken."""

    ns: str
    ew: str

    def words(self) -> str:
        # TRANSLATORS: the two pairs at a table, N-S pair 1 against E-W pair 5
        return _("NS {ns} v EW {ew}").format(ns=self.ns, ew=self.ew)


@dataclass(frozen=True)
class Line:
    """A line of a board's explanation: the position of the result (or row) it is about,
    its label (a table's :class:`Pairs`, or text as given) and its sentence."""

    at: int
    label: str | Said
    said: Said

    def words(self) -> str:
        text = self.said.words()
        if not self.label:
            return text
        label = self.label if isinstance(self.label, str) else self.label.words()
        # TRANSLATORS: a line of a board's explanation after its pairs: "NS 1 v EW 5: ..."
        return _("{pairs}: {explanation}").format(pairs=label, explanation=text)


@dataclass(frozen=True)
class BoardExplanation:
    """How each result on a board got its score, held as numbers and codes (``head`` and a
    :class:`Line` per result), worded in ``lang``: ``heading`` and ``lines`` are its
    sentences, ``str()`` gives them all, :meth:`words` and :meth:`describe` say them in another
    language without scoring anything again."""

    head: Said
    rows: tuple[Line, ...]
    lang: str = "en"

    def words(self, lang: str | None = None) -> tuple[str, tuple[str, ...]]:
        """The heading and a line per result in ``lang`` (default: the language the board
        was explained in)."""
        with speaking(lang or self.lang):
            return self.head.words(), tuple(line.words() for line in self.rows)

    @cached_property
    def _said(self) -> tuple[str, tuple[str, ...]]:
        return self.words()

    @property
    def heading(self) -> str:
        """The board: how many results, how they are compared."""
        return self._said[0]

    @property
    def lines(self) -> tuple[str, ...]:
        """A sentence per result, in the order of :attr:`rows`."""
        return self._said[1]

    def __getitem__(self, i: int) -> str:
        return self.lines[i]

    def __len__(self) -> int:
        return len(self.rows)

    def describe(self, *, lang: str | None = None) -> str:
        """The heading and the lines, one a line, in ``lang`` (default: the language the
        board was explained in); ``str()`` gives the same."""
        heading, lines = self._said if lang is None else self.words(lang)
        return "\n".join([heading, *lines])

    def __str__(self) -> str:
        return self.describe()

    def _repr_html_(self) -> str:
        from bridgekit.show.html import lines_html
        return lines_html(self.heading, self.lines)


def _num(x: float) -> str:
    return number(x, 2)


def _count(x: float) -> int:
    """A (possibly weighted) count as the integer a plural form is chosen by."""
    return int(x) if float(x).is_integer() else 2


@dataclass(frozen=True)
class MatchpointsHeading:
    """A board at matchpoints: results expected (N), present and ruled; the method; the
    top on the scale."""

    N: int
    real: int
    rulings: int
    method: Method
    scale: Scale
    top: float

    def words(self) -> str:
        if self.rulings:
            # TRANSLATORS: a board's heading; N results were expected, "real" were played and
            # "rulings" are artificial adjusted scores
            counts = ngettext("Board of {N} results expected, {real} present and {rulings} "
                              "ruling",
                              "Board of {N} results expected, {real} present and {rulings} "
                              "rulings", self.rulings)
        else:
            # TRANSLATORS: a board's heading (English writes "results" even for one)
            counts = ngettext("Board of {N} results expected, {real} present",
                              "Board of {N} results expected, {real} present", self.N)
        if self.scale == "ebu":
            unit = _("top {top} (2 per score beaten, 1 per tie)")
        else:
            unit = _("top {top} (1 per score beaten, ½ per tie)")
        return listing([counts.format(N=self.N, real=self.real, rulings=self.rulings),
                        _(METHOD_NAMES[self.method]), unit.format(top=_num(self.top))])


@dataclass(frozen=True)
class MatchpointsLine:
    """One result at matchpoints: the entry, the rule that scored it (``RULE_*``), its
    group's comparisons (scores beaten, tied, the group's size ``n``, its matchpoints ``mp``
    there on the scale), the board's N, and each side's matchpoints and percentage."""

    entry: float | ArtificialScore | WeightedScore
    rule: int
    lower: float
    equal: float
    n: float
    mp: float
    N: int
    scale: Scale
    ns: tuple[float, float]
    ew: tuple[float, float]

    def words(self) -> str:
        entry, n, N, half = self.entry, self.n, self.N, scale_factor(self.scale)
        what = signed(entry) if isinstance(entry, float) else entry.describe()
        ns_mp, ns_pct = fixed(self.ns[0], 1), percent(self.ns[1], 1)
        # TRANSLATORS: East-West's share of a board: side, matchpoints (percentage)
        ew = _("{side} {mp} ({pct})").format(side=Side.EW.spoken, mp=fixed(self.ew[0], 1),
                                            pct=percent(self.ew[1], 1))
        if self.rule == RULE_ARTIFICIAL:
            items = [_("a ruling, scored by its own rule, not compared → {mp} ({pct})").format(
                mp=ns_mp, pct=ns_pct), ew]
        else:
            comp = _("beats {lower}, ties {equal} → {mp} of {top} matchpoints in a group of "
                     "{n}").format(lower=_num(self.lower), equal=_num(self.equal),
                                   mp=_num(self.mp), top=_num(2 * (n - 1) * half), n=_num(n))
            if self.rule == RULE_LADDER:
                rule = _("small deviant group ({n} of {N}): ladder → {mp} ({pct})").format(
                    n=_num(n), N=N, mp=ns_mp, pct=ns_pct)
            elif self.rule == RULE_NEUBERG and n == N:  # (N/N) × (mp + 1) − 1 is mp itself
                # TRANSLATORS: a board's whole field compared: Neuberg's formula changes nothing
                rule = _("nothing to factor → {pct}").format(pct=ns_pct)
            elif self.rule == RULE_NEUBERG:
                # a weighted group's size may be fractional, and is printed as it is
                formula = neuberg_formula(self.mp, cast(int, n), N, self.scale)
                rule = _("Neuberg: {formula} → {pct}").format(formula=formula, pct=ns_pct)
            elif self.rule == RULE_OLD:
                # TRANSLATORS: old-style factoring: the group's matchpoints plus a point
                # per result that could not be compared (English writes "result(s)")
                rule = ngettext("old-style: {mp} + {extra} for {k} result(s) not compared → "
                                "{score} ({pct})",
                                "old-style: {mp} + {extra} for {k} result(s) not compared → "
                                "{score} ({pct})", _count(N - n)).format(
                    mp=_num(self.mp), extra=_num((N - n) * half), k=_num(N - n), score=ns_mp,
                    pct=ns_pct)
            else:
                rule = _("plain matchpoints → {mp} ({pct})").format(mp=ns_mp, pct=ns_pct)
            items = [comp, rule, ew]
        # TRANSLATORS: a result, then how it was scored
        return _("{result}: {explanation}").format(result=what, explanation=listing(items))


def explain_board(ns_scores: Iterable[object], normal: int | None = None,
                  groups: Sequence[Hashable] | None = None, settings: Settings | None = None,
                  *, labels: Sequence[str | Said] | None = None, lang: str | None = None,
                  **shortcuts: Any) -> BoardExplanation:
    """Explain a board's scores as a director reads them aloud (in ``lang``).

    The board is scored once; the explanation holds its numbers and says them in any
    language (:meth:`BoardExplanation.words`).

    Parameters
    ----------
    ns_scores, normal, groups
        As :func:`score_board` takes them.
    settings : Settings, optional
        How the board is scored (``method``, ``scale``; default: bridgekit's own).
    labels : sequence of str, optional
        What each result is (a table, its pairs), said before its line.
    lang : str, optional
        The language of the explanation (``"nl"``, ``"fr"``); default: the one being
        spoken.
    **shortcuts
        Settings changed for this call (``method="plain"``, ``scale="acbl"``).

    Examples
    --------
    >>> e = explain_board([450] + [420] * 5 + [170] * 2 + [-50] * 2, normal=11)
    >>> print(e.heading)
    Board of 11 results expected, 10 present; Neuberg; top 20 (2 per score beaten, 1 per tie)
    >>> print(*e[0].split("; "), sep=";\\n")
    +450: beats 9, ties 0 → 18 of 18 matchpoints in a group of 10;
    Neuberg: (11/10) × (18 + 1) − 1 = 19.9 → 99.5%;
    E-W 0.1 (0.5%)
    >>> e.rows[0].said.mp, e.words("nl")[1][0].split("; ")[0]
    (18.0, '+450: beter dan 9, gelijk aan 0 → 18 van 18 matchpunten in een groep van 10')
    """
    s = with_shortcuts(settings, shortcuts)
    entries, f = _board_frame(ns_scores, normal, groups, s.method, s.scale)
    if labels is not None and len(labels) != len(entries):
        raise ScoreError(f"{len(labels)} labels for {len(entries)} results")
    half, N = scale_factor(s.scale), int(f.N.iloc[0])
    real = sum(1 for e in entries if not isinstance(e, ArtificialScore))
    head = MatchpointsHeading(N, real, len(entries) - real, s.method, s.scale,
                              float(f.top.iloc[0] * half))
    rows = tuple(Line(i, labels[i] if labels else "", MatchpointsLine(
        entry, int(r.rule), float(r.lower), float(r.equal), float(r.n), float(r.s * half), N,
        s.scale, (float(r.ns_mp), float(r.ns_pct)), (float(r.ew_mp), float(r.ew_pct))))
        for i, (entry, r) in enumerate(zip(entries, f.itertuples(), strict=True)))
    with speaking(lang) as spoken:
        return BoardExplanation(head, rows, spoken)
