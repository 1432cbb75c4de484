"""Sections, heats and simultaneous pairs: a board scored within each section or across the
field, the factoring conventions that bring sections of different sizes to one top, and
rankings within a section or over the field.

A ``section`` column (PBN's ``Section`` tag, a USEBIO or ACBL section, a club in a
simultaneous pairs) is part of the event: pair 1 of section A is not pair 1 of section B.
:func:`score_sections` scores each board

- ``by="section"``: within each section, each on its own comparisons, then factored to one
  top by a named convention (:data:`FACTORINGS`); or
- ``by="field"``: one comparison of every result of the board, whatever its section.

The factoring conventions, for a matchpoint score ``m`` (2 per score beaten, 1 per tie) in a
group of ``n`` results brought to a board of ``N`` results:

- ``"neuberg"``: Neuberg's formula ``(m + 1)·N/n − 1`` (Magic Contest's note on Neuberg's
  formula; EBU White Book 4.2.3.2), the top ``2(N − 1)``;
- ``"ratio"``: the plain ratio ``m × N/n`` (the Australian national simultaneous pairs: a
  board played 24 times where most were played 28 gets ``m × 28/24``); its top is the group's
  own top scaled the same way, ``2(n − 1)·N/n``;
- ``"top"``: "factored to the correct top" (ASE Scorer): ``m × 2(N − 1)/2(n − 1)``, the top
  ``2(N − 1)``;
- ``"none"``: no factoring: each section keeps its own top ``2(n − 1)`` (a club that scored
  its heat without factoring); a ruling beside fewer than two results, with nothing of its
  own to be a share of, takes its share of ``2(N − 1)``, as plain matchpoints do;
- ``"old-style"``: each missing result counts as a tie, ``m + (N − n)`` on the top ``2(N − 1)``
  (ScoreBridge, BridgeWx; Magic Contest's "old-style", :func:`bridgekit.pairs.old_style`).

A board played 24 times where most were played 28, 30 matchpoints:

>>> [round(factor_score(30, 24, 28, f), 3) for f in ("neuberg", "ratio", "top", "none",
...                                                  "old-style")]
[35.167, 35.0, 35.217, 30.0, 34.0]
>>> factoring_formula(30, 24, 28, "top")
'30 × 54/46 = 35.22'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal, TypeAlias, overload

import numpy as np
import numpy.typing as npt
import pandas as pd

from bridgekit import format as file_format
from bridgekit._checks import check_numbers, check_option, check_text, clip_text
from bridgekit.board import Side
from bridgekit.columns import board_numbers, pair_number, pair_numbers, pair_text, rank_with_ties
from bridgekit.errors import OptionError, ScoreError, TravellerError
from bridgekit.i18n import N_, NP_, _, fixed, ngettext, number, percent, pgettext, signed, speaking
from bridgekit.pairs.event import _normal_per_board, score_event
from bridgekit.pairs.factoring import Scale, scale_factor
from bridgekit.pairs.scoring import Boards, score_arrays
from bridgekit.pairs.traveller import Movement, detect_movement

__all__ = [
    "FACTORINGS",
    "ClubVersusField",
    "SingleWinner",
    "explain_club_v_field",
    "factor_score",
    "factored_top",
    "factoring_formula",
    "rank_sections",
    "renumber_arrow_switch",
    "score_sections",
    "section_v_field",
    "single_winner",
]

#: The factoring conventions :func:`score_sections` knows, each as a director names it.
#: The words are marked for the catalogue: ``_(FACTORINGS[key])`` says them in the language
#: being spoken.
FACTORINGS = {
    "neuberg": N_("Neuberg's formula, (m + 1) × N/n − 1 (EBU, WBF)"),
    "ratio": N_("the plain ratio, m × N/n (the Australian national simultaneous pairs)"),
    "top": N_("factored to the correct top, m × 2(N − 1)/2(n − 1) (ASE Scorer)"),
    "none": N_("no factoring: each section on its own top 2(n − 1)"),
    "old-style": N_("each missing result counts as a tie, m + (N − n) (ScoreBridge, "
                    "BridgeWx)"),
}

# TRANSLATORS: a pair's direction in a Mitchell, in "Pair A NS 3" (NZ and OW in Dutch)
_DIRECTIONS = (NP_("direction", "NS"), NP_("direction", "EW"))
Factoring = Literal["neuberg", "ratio", "top", "none", "old-style"]
By = Literal["section", "field"]
_METHOD_FACTORING: dict[str, Factoring] = {"plain": "none", "old-style": "old-style"}


def method_factoring(method: str) -> Factoring:
    """How sections are factored for a matchpoint method (:func:`score_sections`'
    ``factoring``): plain matchpoints not at all, old-style as ties, any other by Neuberg.

    >>> method_factoring("plain"), method_factoring("ebu")
    ('none', 'neuberg')
    """
    return _METHOD_FACTORING.get(method, "neuberg")


_Floats: TypeAlias = npt.NDArray[np.float64]


def _units(s: _Floats, n: _Floats, N: _Floats, factoring: str) -> tuple[_Floats, _Floats]:
    """(factored score, top), both in 2-per units, for scores ``s`` in groups of ``n`` of ``N``."""
    with np.errstate(divide="ignore", invalid="ignore"):
        if factoring == "neuberg":
            return (s + 1) * N / n - 1, 2 * (N - 1)
        if factoring == "ratio":
            return s * N / n, 2 * (n - 1) * N / n
        if factoring == "top":  # a lone result (top 0) is an average of the full top
            return np.where(n > 1, s * (N - 1) / np.maximum(n - 1, 1), N - 1), 2 * (N - 1)
        if factoring == "old-style":  # one point each way per missing result: a tie
            return s + (N - n), 2 * (N - 1)
    return s.copy(), 2 * (n - 1)


def _checked(mp: npt.ArrayLike, n: npt.ArrayLike, N: npt.ArrayLike, factoring: str,
             scale: str) -> tuple[_Floats, _Floats, _Floats, float]:
    check_option(factoring, "factoring", FACTORINGS, "a factoring convention")
    half = scale_factor(scale)
    m, groups, normal = (check_numbers(mp, "mp"), check_numbers(n, "n"), check_numbers(N, "N"))
    if np.any(groups < 1) or np.any(normal < groups):
        raise ScoreError(f"n={clip_text(n)}, N={clip_text(N)}: a group has at least one "
                         "result and N is at least n")
    if np.any(m < 0) or np.any(m > 2 * (groups - 1) * half + 1e-9):
        raise ScoreError(f"mp={clip_text(mp)}: a score in a group of {clip_text(n)} is 0 to "
                         "its top")
    return m / half, groups, normal, half


@overload
def factor_score(mp: float, n: float, N: float, factoring: str = "neuberg",
                 scale: str = "ebu") -> float: ...


@overload
def factor_score(mp: npt.NDArray[Any], n: npt.ArrayLike, N: npt.ArrayLike,
                 factoring: str = "neuberg", scale: str = "ebu") -> _Floats: ...


def factor_score(mp: npt.ArrayLike, n: npt.ArrayLike, N: npt.ArrayLike,
                 factoring: str = "neuberg", scale: str = "ebu") -> float | _Floats:
    """A matchpoint score ``mp`` in a group of ``n`` results, factored to a board of ``N``.

    Parameters
    ----------
    mp : float or array
        The score within the group (``"ebu"``: 2 per score beaten, 1 per tie).
    n, N : float or array
        The results compared in the group, and on the board it is brought to.
    factoring : {"neuberg", "ratio", "top", "none", "old-style"}
        The convention (see :data:`FACTORINGS` and the module docstring).
    scale : {"ebu", "acbl"}
        2 and 1 per comparison, or 1 and 1/2 (every number halved).

    Examples
    --------
    A board played 24 times where most were played 28, 30 matchpoints:

    >>> round(factor_score(30, 24, 28), 3), factor_score(30, 24, 28, "ratio")
    (35.167, 35.0)
    >>> round(factor_score(30, 24, 28, "top"), 3)
    35.217
    """
    s, groups, normal, half = _checked(mp, n, N, factoring, scale)
    value = _units(s, groups, normal, factoring)[0] * half
    return value if np.ndim(value) else float(value)


def factored_top(n: float, N: float, factoring: str = "neuberg", scale: str = "ebu") -> float:
    """The top a group of ``n`` results has once factored to ``N``: NS + EW on every result.

    >>> factored_top(24, 28), round(factored_top(24, 28, "ratio"), 4), factored_top(24, 28, "none")
    (54.0, 53.6667, 46.0)
    """
    _zero, groups, normal, half = _checked(0.0, n, N, factoring, scale)
    return float(_units(np.zeros(1), groups, normal, factoring)[1].item() * half)


def factoring_formula(mp: float, n: float, N: float, factoring: str = "neuberg",
                      scale: str = "ebu", *, lang: str | None = None) -> str:
    """The factoring with its numbers put in, as a director reads it aloud (the factored
    score to two decimals, as the matchpoints of a traveller are printed).

    Parameters
    ----------
    mp : float
        The matchpoints scored in a group of ``n`` results.
    n, N : float
        The group's results and the results it is brought to.
    factoring : {"neuberg", "ratio", "top", "none", "old-style"}
        How (:data:`FACTORINGS`).
    scale : {"ebu", "acbl"}
        Matchpoints of 2 a result beaten (EBU) or 1 (ACBL).
    lang : str, optional
        The language of the formula's numbers and words (``"nl"``, ``"fr"``); default: the
        one being spoken.

    Examples
    --------
    >>> factoring_formula(30, 24, 28)
    '(30 + 1) × 28/24 − 1 = 35.17'
    >>> factoring_formula(30, 24, 28, "ratio")
    '30 × 28/24 = 35.00'
    >>> factoring_formula(30, 24, 28, "none")
    '30 of a top of 46, not factored'
    >>> factoring_formula(30, 24, 28, "old-style")
    '30 + 4 = 34.00'
    """
    value = factor_score(mp, n, N, factoring, scale)
    half = scale_factor(scale)
    with speaking(lang):
        m, big, small, shown = number(mp), number(N), number(n), fixed(value, 2)
        full, own, h = number(2 * (N - 1) * half), number(2 * (n - 1) * half), "1" if half == 1 else "½"
        if factoring == "none":
            return _("{mp} of a top of {top}, not factored").format(mp=m, top=own)
        formula = {"neuberg": f"({m} + {h}) × {big}/{small} − {h}", "ratio": f"{m} × {big}/{small}",
                   "top": f"{m} × {full}/{own}", "old-style": f"{m} + {number((N - n) * half)}"}
        return f"{formula[factoring]} = {shown}"


@dataclass(frozen=True)
class _Keys:
    """Each row's board, section and scoring-group codes, and which rows count."""

    board: npt.NDArray[np.int64]
    numbers: npt.NDArray[np.int64]  # the board number of each board code
    section: npt.NDArray[np.int64]
    group: npt.NDArray[np.int64]
    real: npt.NDArray[np.bool_]
    ruled: npt.NDArray[np.bool_]
    sections: npt.NDArray[np.object_]


def _section_pairs(df: pd.DataFrame) -> pd.DataFrame:
    """``df`` with each pair cell renumbered so that it names its section too (pair 1 of A and
    pair 1 of B are two pairs): one whole number per (section, pair), blank kept blank and a
    refused number (0, -1, 1.5) made -1 so that the traveller still refuses it."""
    if "section" not in df.columns or not {"ns", "ew"} <= set(df.columns):
        return df
    section = pd.factorize(pair_text(df["section"]))[0].astype(np.int64)
    ns_text, ns_bad = pair_numbers(df["ns"])
    ew_text, ew_bad = pair_numbers(df["ew"])
    codes, uniques = pd.factorize(np.concatenate([ns_text, ew_text]))
    width = len(uniques) + 1
    numbers = np.concatenate([section, section]) * width + codes + 1
    blank = np.concatenate([ns_text, ew_text]) == ""
    numbers = np.where(np.concatenate([ns_bad, ew_bad]), -1, numbers)
    numbers = np.where(blank, np.nan, numbers.astype(float))
    rows = len(df)
    return df.assign(ns=numbers[:rows], ew=numbers[rows:])


def _keys(df: pd.DataFrame, scored: pd.DataFrame, by: str) -> _Keys:
    status = scored["status"].to_numpy()
    ns_score = scored["ns_score"].to_numpy(float)
    counted = status == "scored"
    real = counted & np.isfinite(ns_score)
    board, numbers = pd.factorize(board_numbers(df["board"])[0])
    text = pair_text(df["section"]) if "section" in df.columns else np.full(len(df), "")
    section, sections = pd.factorize(text)
    check_text(sections, "section", error=TravellerError)  # a name no page can hold
    section = section.astype(np.int64)
    group = pd.factorize(section * (int(board.max(initial=0)) + 1) + board)[0] if by == "section" else board
    return _Keys(board.astype(np.int64), numbers, section, np.asarray(group, np.int64), real, counted & ~real,
                 np.asarray(sections, dtype=object))


def _normal(keys: _Keys, normal: int | str | None) -> _Floats:
    """N for every row: the results its group is brought to (never below the group's own).
    Every row of a group counts, a row in error or not played too (as score_event counts
    them): the other results are factored as if it had one."""
    ngroups = int(keys.group.max(initial=-1)) + 1
    entries = np.bincount(keys.group, minlength=ngroups).astype(float)
    group_board = np.zeros(ngroups, dtype=np.int64)
    group_board[keys.group] = keys.board
    per_board = np.zeros(int(keys.board.max(initial=-1)) + 1)
    np.maximum.at(per_board, group_board, entries)  # the largest group of each board
    if normal is None:
        big = per_board  # by field each board is its own group: nothing is factored
    elif isinstance(normal, str):
        check_option(normal, "normal", ("max",), "None, 'max' or a whole number")
        big = np.full(len(per_board), entries.max(initial=0.0))
    elif isinstance(normal, bool) or not isinstance(normal, int | np.integer) or normal < 1:
        raise OptionError(f"normal={clip_text(normal)}: N is None (each board's largest "
                          "group), 'max' or a whole number from 1")
    else:
        big = np.full(len(per_board), float(normal))
    out: _Floats = np.maximum(big[keys.board], entries[keys.group])
    return out


def score_sections(df: pd.DataFrame, by: By = "section", factoring: Factoring = "neuberg", *,
                   normal: int | str | None = None, scale: Scale = "ebu",
                   movement: Movement = "auto") -> pd.DataFrame:
    """Score an event of sections (or clubs of a simultaneous pairs) within each section or
    across the field.

    Parameters
    ----------
    df : pandas.DataFrame
        A traveller table as :func:`bridgekit.score_event` takes it, with a ``section``
        column (without one the event is one section).
    by : {"section", "field"}
        ``"section"``: each board matchpointed within each section; ``"field"``: one
        comparison of every result of the board.
    factoring : {"neuberg", "ratio", "top", "none", "old-style"}
        How a group of ``n`` results is brought to ``N`` (:data:`FACTORINGS`).
    normal : None, "max" or int
        N. None: each board's largest group (by section: its largest section; across the
        field: the board's own results, so nothing is factored). A row of the board in
        error or not played counts as a result here, as :func:`bridgekit.score_event`
        counts it: the others are factored as if it had one; ``"max"``: the most results
        any group of the event has (across the field, a board played 24 times where most
        were played 28 is brought to 28); an int: that N everywhere. N is never below a
        group's own results.
    scale, movement
        As for :func:`bridgekit.score_event`.

    Returns
    -------
    pandas.DataFrame
        :func:`bridgekit.score_event`'s columns, with ``ns_mp, ew_mp, ns_pct, ew_pct, top``
        as scored here (NS + EW = ``top`` on every result but a split ruling, where
        each side keeps its own percentage: ``A60/60``), and ``section`` (as text),
        ``n`` (the results compared), ``N`` and ``group_mp`` (the N-S score before
        factoring). Rulings (artificial adjusted scores) keep their percentages, of the
        factored top. ``attrs["by"]`` and ``attrs["factoring"]`` say how it was scored.

    Examples
    --------
    Two sections of one board, four results in A and three in B:

    >>> df = pd.DataFrame({"section": list("AAAABBB"), "board": 1,
    ...                    "ns": [1, 2, 3, 4, 1, 2, 3], "ew": [5, 6, 7, 8, 5, 6, 7],
    ...                    "ns_score": [450, 420, 420, -100, 420, 170, -50]})
    >>> score_sections(df).ns_mp.round(2).tolist()
    [6.0, 3.0, 3.0, 0.0, 5.67, 3.0, 0.33]
    >>> score_sections(df, by="field").ns_mp.tolist()
    [12.0, 8.0, 8.0, 0.0, 8.0, 4.0, 2.0]
    """
    check_option(by, "by", ("section", "field"), "within each section, or across the field")
    check_option(factoring, "factoring", FACTORINGS, "a factoring convention")
    half = scale_factor(scale)
    scored = score_event(_section_pairs(df), method="plain", scale=scale, movement=movement)
    keys = _keys(df, scored, by)
    if by == "field" and normal is not None:  # one comparison: a stated N refused as
        # score_event refuses it, below the rows a board has (each row is a result of it)
        _normal_per_board(normal, keys.numbers, np.bincount(keys.board).astype(float))
    big_n = _normal(keys, normal)
    rows = len(df)
    s = np.full(rows, np.nan)
    real_pos = np.flatnonzero(keys.real)
    if len(real_pos):  # compared within each group (its code taken as a board's)
        plain = score_arrays(Boards(keys.group[real_pos], scored["ns_score"].to_numpy(float)[real_pos]), "plain")
        s[real_pos] = plain["s"]
    real_n = np.bincount(keys.group[real_pos], minlength=int(keys.group.max(initial=-1)) + 1)
    n_row = real_n[keys.group].astype(float)  # the results compared in each row's group
    value, top = _units(s, np.maximum(n_row, 1), big_n, factoring)
    if factoring == "none":
        # a ruling beside fewer than two results has no top of its group to be a share of:
        # it takes its share of 2(N - 1), as score_event's plain scoring gives it
        top = np.where(keys.ruled & (n_row < 2), 2 * (big_n - 1), top)
    ns_pct = scored["ns_pct"].to_numpy(float).copy()
    with np.errstate(divide="ignore", invalid="ignore"):
        ns_pct = np.where(keys.real, np.where(top > 0, 100 * value / top, 50.0), ns_pct)
    counted = keys.real | keys.ruled
    top = np.where(counted, top, np.nan) * half
    ns_mp = ns_pct * top / 100
    out = scored.copy(deep=False)
    for column in ("ns", "ew"):
        if column in df.columns:
            out[column] = df[column]
    # a ruling keeps each side's own percentage: A60/60 is 60% to both (Law 86A; as
    # score_event gives it), never 60 and 100 - 60
    ew_pct = np.where(counted, np.where(keys.real, 100 - ns_pct,
                                        scored["ew_pct"].to_numpy(float)), np.nan)
    out["ns_mp"], out["ew_mp"] = ns_mp, ew_pct * top / 100
    out["ns_pct"], out["ew_pct"] = ns_pct, ew_pct
    out["top"] = top
    out["section"] = keys.sections[keys.section] if rows else np.array([], dtype=object)
    out["n"], out["N"] = np.where(counted, n_row, np.nan), np.where(counted, big_n, np.nan)
    out["group_mp"] = s * half
    out.attrs.update(by=by, factoring=factoring, scale=scale)
    if movement == "auto":
        _section_movements(df, out)
    return out


def _section_movements(df: pd.DataFrame, out: pd.DataFrame) -> None:
    """Sections of different movements (a Mitchell beside a Howell, as an ACBL club game has
    them), none stated: each row's section's own in a ``movement`` column, as the rankings
    read it, in place of the one movement found over every section."""
    if "section" not in df.columns or len(out) == 0:
        return
    section = out["section"].to_numpy(object)
    found = {s: detect_movement(df[section == s]) for s in pd.unique(section)}
    if len(set(found.values())) > 1:
        out["movement"] = np.array([found[s] for s in section], dtype=object)
        out.attrs.pop("movement", None)


def _long(scored: pd.DataFrame) -> pd.DataFrame:
    """One row per pair and scored board: ``section, direction, seat, pair, board, ns_score,
    mp, top, row`` (N-S rows first); a Howell's direction is blank (``seat`` says where the
    pair sat on the board)."""
    needed = [c for c in ("board", "ns", "ew", "ns_mp", "ew_mp", "top") if c not in scored]
    if needed:
        raise TravellerError(f"columns {list(scored.columns)!r}: a ranking needs {needed!r} "
                             "(score the event with score_sections first)")
    mp = scored["ns_mp"].to_numpy(float)
    keep = np.flatnonzero(np.isfinite(mp))
    rows = scored.iloc[keep]
    section = rows["section"].to_numpy(object) if "section" in rows else np.full(len(rows), "")
    if "movement" in scored.columns:  # each section its own (score_sections)
        howell = scored["movement"].to_numpy(object)[keep] == "howell"
    else:
        howell = np.full(len(rows), (scored.attrs.get("movement")
                                     or detect_movement(scored)) == "howell")
    score = pd.to_numeric(rows["ns_score"], errors="coerce").to_numpy(float) \
        if "ns_score" in rows else np.full(len(rows), np.nan)
    board = board_numbers(rows["board"])[0]
    top = rows["top"].to_numpy(float)
    long = pd.DataFrame({
        "section": np.concatenate([section, section]),
        "direction": np.concatenate([np.where(howell, "", "NS"), np.where(howell, "", "EW")]),
        "seat": np.repeat(["NS", "EW"], len(rows)),
        "pair": np.concatenate([pair_text(rows["ns"]), pair_text(rows["ew"])]),
        "board": np.concatenate([board, board]),
        "ns_score": np.concatenate([score, score]),
        "mp": np.concatenate([mp[keep], rows["ew_mp"].to_numpy(float)]),
        "top": np.concatenate([top, top]),
        "row": np.concatenate([keep, keep])})
    return long[long["pair"] != ""]


def rank_sections(scored: pd.DataFrame, over: Literal["section", "field"] = "section"
                  ) -> pd.DataFrame:
    """Rank the pairs of a scored event of sections, within each section or over the field.

    A pair is its section and number (and direction in a Mitchell). Each pair's total, the
    most it could have scored (the tops of its boards) and the percentage; pairs are ranked
    by percentage within each section and direction (``over="section"``) or within each
    direction over every section (``over="field"``). Ties share a rank, shown ``2=``.

    Returns
    -------
    pandas.DataFrame
        ``section, direction, pair, boards, total, max, pct, rank``, best first in each
        ranking.

    Examples
    --------
    >>> df = pd.DataFrame({"section": list("AABB"), "board": 1, "ns": [1, 2, 1, 2],
    ...                    "ew": [3, 4, 3, 4], "ns_score": [420, 170, 450, 420]})
    >>> table = rank_sections(score_sections(df, by="field"), over="field")
    >>> table[table.direction == "NS"][["section", "pair", "pct", "rank"]].values.tolist()
    [['B', '1', 100.0, '1'], ['A', '1', 50.0, '2='], ['B', '2', 50.0, '2='], ['A', '2', 0.0, '4']]
    """
    check_option(over, "over", ("section", "field"), "rank within each section, or over the field")
    long = _long(scored)
    table = long.groupby(["section", "direction", "pair"], sort=False).agg(
        boards=("mp", "size"), total=("mp", "sum"), max=("top", "sum")).reset_index()
    with np.errstate(divide="ignore", invalid="ignore"):
        table["pct"] = np.where(table["max"] > 0, 100 * table["total"] / table["max"], 50.0)
    table["order"] = table["direction"].map({"NS": 0, "EW": 1, "": 0})
    keys = ["section", "order"] if over == "section" else ["order"]
    table = table.sort_values([*keys, "pct", "section", "pair"],
                              ascending=[True] * len(keys) + [False, True, True])
    table["rank"] = table.groupby(keys, sort=False)["pct"].transform(
        lambda p: rank_with_ties(p)) if len(table) else []
    return table.reset_index(drop=True)[["section", "direction", "pair", "boards", "total",
                                         "max", "pct", "rank"]]


#: Causes of a club-v-field difference that cannot be told from the results alone (marked
#: for the catalogue: :func:`explain_club_v_field` says them in the language it speaks).
UNDETECTED = (
    N_("a score entered wrongly at the club (the wrong direction, a wrong trick count)"),
    N_("a board fouled at one club only (another deal under the same number, still scored)"),
    N_("a sit-out entered as a pass where passes are common across the field"),
    N_("rulings valued differently at the club (average-plus from the session, say)"),
)


@dataclass(frozen=True)
class ClubVersusField:
    """A pair's club and overall percentages, and board by board why they differ.

    ``boards`` has one row per board the pair played: ``board, ns_score`` (the N-S score
    at its table), ``club_mp, club_top, field_mp, field_top`` and ``points``: what the board
    added to the club percentage less what it added to the overall percentage, in
    percentage points. The boards' ``points`` add up to ``club_pct - field_pct``.
    ``lines`` explain the boards, those that moved the pair most first; ``causes`` name the
    known causes found in the data; ``undetected`` the known causes that cannot be seen in it.
    Every text is in the language it was explained in (``lang``, which ``str()`` speaks too).
    """

    pair: str
    club_pct: float
    field_pct: float
    boards: pd.DataFrame = field(repr=False, compare=False)
    lines: tuple[str, ...]
    causes: tuple[str, ...]
    undetected: tuple[str, ...] = UNDETECTED
    lang: str = field(default="en", repr=False, compare=False)

    @property
    def difference(self) -> float:
        """Club percentage less overall percentage, in percentage points."""
        return self.club_pct - self.field_pct

    def __str__(self) -> str:
        with speaking(self.lang):
            head = _("{pair}: {club} at the club, {field} across the field ({points} at the "
                     "club)").format(pair=self.pair, club=percent(self.club_pct),
                                     field=percent(self.field_pct),
                                     points=_points(self.difference))
            causes = [_("Cause: {cause}").format(cause=c) for c in self.causes] or [
                _("No known cause found in the data: the difference is the field's play")]
        return "\n".join([head, *(f"  {line}" for line in self.lines), *causes])


def _points(value: float) -> str:
    """Percentage points with their sign: +1.25 points, -0.50 points."""
    text = fixed(value, 2)
    # TRANSLATORS: percentage points, with their sign: +1.25 points
    return _("{value} points").format(value=text if text.startswith("-") else "+" + text)


def _pair_rows(long: pd.DataFrame, section: str, pair: str, direction: str | None
               ) -> pd.DataFrame:
    mine = long[(long["section"] == section) & (long["pair"] == pair)]
    if direction is not None and (mine["direction"] != "").any():
        mine = mine[mine["direction"] == direction]
    if mine.empty:
        raise TravellerError(f"pair {clip_text(pair)} of section {clip_text(section)}: no "
                             "scored result for that pair")
    if mine["direction"].nunique() > 1:
        raise OptionError(f"pair {pair!r} of section {section!r} sat both {Side.NS} and "
                          f"{Side.EW}: give direction='NS' or 'EW'")
    return mine


def _standing(scores: _Floats, mine: float, sign: float) -> tuple[int, int, int]:
    """(results beaten, tied, others) from the pair's side among a board's N-S ``scores``."""
    theirs, own = sign * scores[np.isfinite(scores)], sign * mine
    return (int(np.count_nonzero(theirs < own)), int(np.count_nonzero(theirs == own)) - 1,
            len(theirs) - 1)


def _why(field_scores: _Floats, club_scores: _Floats, mine: float, sign: float,
         lower: bool) -> str:
    """The field's results set beside the club's, fitted to which way the board moved."""
    f, c = sign * field_scores[np.isfinite(field_scores)], sign * club_scores[
        np.isfinite(club_scores)]
    own = sign * mine
    past = np.greater if lower else np.less  # the results that did better (worse) than yours

    def share(scores: _Floats) -> str:  # of the others: one of the results is yours
        return percent(100 * np.count_nonzero(past(scores, own)) / max(len(scores) - 1, 1), 0)

    said = _("{field} of the rest of the field did better than you, against {club} at "
             "the club") if lower else _("{field} of the rest of the field did worse than "
                                         "you, against {club} at the club")
    said = said.format(field=share(f), club=share(c))
    values, counts = np.unique(field_scores[np.isfinite(field_scores)], return_counts=True)
    common = values[np.argmax(counts)]
    if common == mine:
        most = _("yours was the field's most common result ({count} of {results})").format(
            count=counts.max(), results=len(f))
    else:
        most = _("the field's most common result was {score} ({count} of {results})").format(
            score=signed(sign * common), count=counts.max(), results=len(f))
    # TRANSLATORS: how the rest of the field did against you on a board, then the field's
    # most common result there: "40% of the rest of the field did better ...; yours was ..."
    return _("{others}; {most_common}").format(others=said, most_common=most)


def _board_table(mine_c: pd.DataFrame, mine_f: pd.DataFrame) -> tuple[pd.DataFrame, float, float]:
    club = mine_c[["board", "ns_score", "seat", "mp", "top"]].rename(
        columns={"mp": "club_mp", "top": "club_top"})
    over = mine_f[["board", "mp", "top"]].rename(columns={"mp": "field_mp", "top": "field_top"})
    boards = club.merge(over, on="board", how="outer").sort_values("board", ignore_index=True)
    club_max, field_max = boards["club_top"].sum(), boards["field_top"].sum()
    club_pct = 100 * boards["club_mp"].sum() / club_max if club_max > 0 else 50.0
    field_pct = 100 * boards["field_mp"].sum() / field_max if field_max > 0 else 50.0
    share_c = (100 * boards["club_mp"] / club_max).fillna(0.0) if club_max > 0 else 0.0
    share_f = (100 * boards["field_mp"] / field_max).fillna(0.0) if field_max > 0 else 0.0
    boards["points"] = share_c - share_f
    return boards, float(club_pct), float(field_pct)


def _scores_by_board(scored: pd.DataFrame, boards: npt.NDArray[np.int64],
                     section: str | None) -> dict[int, _Floats]:
    """The N-S scores of each of ``boards`` (in ``section`` only, when given)."""
    board = board_numbers(scored["board"])[0]
    keep = np.isin(board, boards) & np.isfinite(scored["ns_mp"].to_numpy(float))
    if section is not None:
        keep &= scored["section"].to_numpy(object) == section
    score = pd.to_numeric(scored["ns_score"], errors="coerce").to_numpy(float)[keep]
    return {int(b): part.to_numpy() for b, part in pd.Series(score).groupby(board[keep])}


def _beaten(beaten: int, tied: int) -> str:
    """Results beaten, and tied when any were: "2", "2 and tied 1"."""
    if not tied:
        return str(beaten)
    # TRANSLATORS: results beaten and tied on a board, in "your +420 beat 2 and tied 1 of 5"
    return _("{beaten} and tied {tied}").format(beaten=beaten, tied=tied)


def _board_line(r: Any, club: dict[int, _Floats], over: dict[int, _Floats]) -> str:
    b = int(r.board)
    moved = _points(r.points)
    if not np.isfinite(r.field_mp):
        return _("board {board}: counts at the club only ({pct} there), not in the overall "
                 "scoring ({points})").format(
            board=b, pct=percent(100 * r.club_mp / r.club_top, 0), points=moved)
    if not np.isfinite(r.club_mp):
        return _("board {board}: counts overall only, not at the club ({points})").format(
            board=b, points=moved)
    c_pct = 100 * r.club_mp / r.club_top if r.club_top > 0 else 50.0
    f_pct = 100 * r.field_mp / r.field_top if r.field_top > 0 else 50.0
    if not np.isfinite(r.ns_score):
        return _("board {board}: a ruling, {club} at the club and {field} overall "
                 "({points})").format(board=b, club=percent(c_pct, 0), field=percent(f_pct, 0),
                                      points=moved)
    sign = 1.0 if r.seat == "NS" else -1.0
    cb, ct, co = _standing(club[b], r.ns_score, sign)
    fb, ft, fo = _standing(over[b], r.ns_score, sign)
    lower = f_pct < c_pct
    slots = dict(board=b, score=signed(sign * r.ns_score), club_beaten=_beaten(cb, ct),
                 club_others=co, club=percent(c_pct, 0), field_beaten=_beaten(fb, ft),
                 field_others=fo, field=percent(f_pct, 0))
    if lower:
        text = _("board {board}: your {score} beat {club_beaten} of the {club_others} other "
                 "results at the club ({club}) but only {field_beaten} of {field_others} "
                 "across the field ({field})").format(**slots)
    else:
        text = _("board {board}: your {score} beat {club_beaten} of the {club_others} other "
                 "results at the club ({club}) and {field_beaten} of {field_others} across "
                 "the field ({field})").format(**slots)
    if abs(f_pct - c_pct) < 0.5:
        # TRANSLATORS: a board's line, then what it moved the pair, in percentage points
        return _("{line} ({points})").format(line=text, points=moved)
    # TRANSLATORS: a board's line, why the field differed, then what it moved the pair
    return _("{line}: {why} ({points})").format(
        line=text, why=_why(over[b], club[b], r.ns_score, sign, lower), points=moved)


def explain_club_v_field(club: pd.DataFrame, field: pd.DataFrame, section: object,
                         pair: object, *, direction: str | None = None,
                         lang: str | None = None) -> ClubVersusField:
    """Why a pair's club percentage and its overall percentage differ, board by board.

    Parameters
    ----------
    club, field : pandas.DataFrame
        The event scored within sections and across the field (:func:`score_sections` with
        ``by="section"`` and ``by="field"``; the field may be the overall scoring of fewer
        boards, as a simultaneous pairs' organiser scored it).
    section, pair : object
        The pair: its section (club) and number.
    direction : {"NS", "EW"}, optional
        Which pair of that number in a Mitchell.
    lang : str, optional
        The language of the explanation (``"nl"``, ``"fr"``; default: the one being spoken).

    Examples
    --------
    >>> df = pd.DataFrame({"section": list("AAABBB"), "board": 1, "ns": [1, 2, 3] * 2,
    ...                    "ew": [4, 5, 6] * 2, "ns_score": [420, 170, 140, 1430, 1430, 420]})
    >>> why = explain_club_v_field(score_sections(df), score_sections(df, by="field"), "A", 1,
    ...                            direction="NS")
    >>> print(why.lines[0])  # doctest: +NORMALIZE_WHITESPACE
    board 1: your +420 beat 2 of the 2 other results at the club (100%) but only 2 and tied 1
    of 5 across the field (50%): 40% of the rest of the field did better than you, against
    0% at the club; yours was the field's most common result (2 of 6) (+50.00 points)
    """
    if direction is not None:
        check_option(direction, "direction", ("NS", "EW"), "the pair's direction in a Mitchell")
    name, where = pair_number(pair)[0], pair_number(section)[0]
    mine_c = _pair_rows(_long(club), where, name, direction)
    mine_f = _pair_rows(_long(field), where, name, direction)
    boards, club_pct, field_pct = _board_table(mine_c, mine_f)
    numbers = boards["board"].to_numpy(np.int64)
    at_club = _scores_by_board(club, numbers, where)
    overall = _scores_by_board(field, numbers, None)
    order = boards.reindex(boards["points"].abs().sort_values(ascending=False,
                                                              kind="stable").index)
    with speaking(lang) as spoken:
        lines = tuple(_board_line(r, at_club, overall) for r in order.itertuples())
        side = mine_c["direction"].iloc[0]
        if side:
            label = _("Pair {section} {direction} {pair}").format(
                section=where, direction=pgettext("direction", side), pair=name)
        else:
            label = _("Pair {section} {pair}").format(section=where, pair=name)
        causes = _causes(club, field, where, boards, at_club, overall)
        undetected = tuple(_(cause) for cause in UNDETECTED)
    return ClubVersusField(" ".join(label.split()), club_pct, field_pct, boards, lines, causes,
                           undetected, spoken)


def _causes(club: pd.DataFrame, field: pd.DataFrame, section: str, boards: pd.DataFrame,
            at_club: dict[int, _Floats], overall: dict[int, _Floats]) -> tuple[str, ...]:
    """The known causes of a club-v-field difference that the two scorings show."""
    causes = []
    only = boards.loc[boards["field_mp"].isna() & boards["club_mp"].notna(), "board"]
    if len(only):
        played = pd.Series(board_numbers(club["board"])[0]).groupby(
            club["section"].to_numpy(object)).unique()
        sections = len(played)
        for b in only.astype(int):
            k = sum(b in set(v) for v in played)
            if 2 * k <= sections:
                causes.append(_("board {board} is an extra board: played in {played} of "
                                "{sections} sections, it counts at the club only").format(
                    board=b, played=k, sections=sections))
            else:
                causes.append(_("board {board} was played in {played} of {sections} sections "
                                "but is not in the overall scoring: removed overall (as a "
                                "board fouled throughout is)").format(
                    board=b, played=k, sections=sections))
    causes += _unfactored(club, section, boards)
    for b in boards["board"].astype(int):
        c, f = at_club.get(b, np.zeros(0)), overall.get(b, np.zeros(0))
        passes_c, passes_f = int(np.count_nonzero(c == 0)), int(np.count_nonzero(f == 0))
        if passes_c and len(f) and passes_f - passes_c < 0.05 * (len(f) - passes_c):
            # TRANSLATORS: "pass-out(s)" stands for both forms in English; {rest} are the
            # pass-outs in the rest of the field, {results} its results
            causes.append(ngettext(
                "board {board}: {passes} pass-out(s) at the club, {rest} in the rest of the "
                "field ({results} results): if a sit-out was entered as a pass it should be "
                "removed",
                "board {board}: {passes} pass-out(s) at the club, {rest} in the rest of the "
                "field ({results} results): if a sit-out was entered as a pass it should be "
                "removed", passes_c).format(board=b, passes=passes_c, rest=passes_f - passes_c,
                                            results=len(f) - len(c)))
    return tuple(causes)


def _unfactored(club: pd.DataFrame, section: str, boards: pd.DataFrame) -> list[str]:
    """Boards of the pair that the club scored on a smaller top than its full boards'."""
    if club.attrs.get("factoring") != "none" or club.attrs.get("by") != "section":
        return []
    mine = club[(club["section"].to_numpy(object) == section)
                & np.isfinite(club["top"].to_numpy(float))]
    full = float(mine["top"].max()) if len(mine) else 0.0
    short = boards[(boards["club_top"] < full - 1e-9) & boards["field_mp"].notna()]
    return [_("the club scored without factoring: board {board} had a top of {top} there, "
              "where its full boards had {full}").format(board=int(r.board),
                                                          top=number(r.club_top),
                                                          full=number(full))
            for r in short.itertuples()]


def section_v_field(club: pd.DataFrame, field: pd.DataFrame, section: object) -> pd.DataFrame:
    """Every pair of a section: its club percentage beside its overall percentage.

    Returns ``direction, pair, club_pct, field_pct, difference`` (club less overall, in
    percentage points), the pairs that lost most overall first. ``attrs["boards"]`` holds
    the section's boards: ``board, club_ns_pct, field_ns_pct, difference``, the section's
    N-S average on the board at the club and overall (E-W: 100 less), biggest gaps first.

    >>> df = pd.DataFrame({"section": list("AAABBB"), "board": 1, "ns": [1, 2, 3] * 2,
    ...                    "ew": [4, 5, 6] * 2, "ns_score": [420, 170, 140, 1430, 1430, 420]})
    >>> table = section_v_field(score_sections(df), score_sections(df, by="field"), "A")
    >>> table[["direction", "pair", "difference"]].values.tolist()
    [['EW', '4', -50.0], ['NS', '1', 50.0], ['EW', '5', -30.0], ['NS', '2', 30.0], ['EW', '6', 0.0], ['NS', '3', 0.0]]
    """
    where = pair_number(section)[0]
    club_rank = rank_sections(club[club["section"].to_numpy(object) == where], over="section")
    field_rank = rank_sections(field, over="field")
    field_rank = field_rank[field_rank["section"] == where]
    table = club_rank[["direction", "pair", "pct"]].merge(
        field_rank[["direction", "pair", "pct"]], on=["direction", "pair"], how="outer",
        suffixes=("_club", "_field")).rename(columns={"pct_club": "club_pct",
                                                      "pct_field": "field_pct"})
    table["difference"] = table["club_pct"] - table["field_pct"]
    table = table.sort_values("difference", ascending=False, key=abs, ignore_index=True)
    rows_c = club[(club["section"].to_numpy(object) == where) & club["ns_mp"].notna()]
    rows_f = field[(field["section"].to_numpy(object) == where) & field["ns_mp"].notna()]
    by_board = pd.DataFrame({
        "club_ns_pct": rows_c.groupby(board_numbers(rows_c["board"])[0])["ns_pct"].mean(),
        "field_ns_pct": rows_f.groupby(board_numbers(rows_f["board"])[0])["ns_pct"].mean()})
    by_board["difference"] = by_board["club_ns_pct"] - by_board["field_ns_pct"]
    by_board = by_board.rename_axis("board").reset_index()
    table.attrs["boards"] = by_board.sort_values("difference", key=abs, ascending=False,
                                                 ignore_index=True)
    return table


@dataclass(frozen=True)
class SingleWinner:
    """Whether one ranking of N-S and E-W pairs together is meaningful, why, and the ranking
    (one list when it is; each direction's own when it is not). ``reason`` is in the
    language :func:`single_winner` spoke (``lang``), which ``str()`` speaks too."""

    meaningful: bool
    reason: str
    ranking: pd.DataFrame = field(repr=False, compare=False)
    lang: str = field(default="en", repr=False, compare=False)

    def __str__(self) -> str:
        with speaking(self.lang):
            if self.meaningful:
                return _("one winner: {reason}").format(reason=self.reason)
            return _("a winner in each direction: {reason}").format(reason=self.reason)


def single_winner(scored: pd.DataFrame, *, lang: str | None = None) -> SingleWinner:
    """Rank N-S and E-W pairs in one list where the movement makes them comparable.

    One ranking is meaningful when every pair has played boards from both sides of the
    table (a Howell; a Mitchell with arrow-switched rounds, its pairs numbered so that no
    number names two pairs: :func:`renumber_arrow_switch`). In a plain Mitchell the N-S pairs
    are compared only with N-S pairs and the E-W with E-W, so there are two winners: the
    ranking is then each direction's own (EBU White Book; ACBL practice alike).

    Parameters
    ----------
    scored : pandas.DataFrame
        :func:`score_sections`'s (or :func:`bridgekit.score_event`'s) frame.
    lang : str, optional
        The language of the reason (``"nl"``, ``"fr"``); default: the one being spoken.

    Returns
    -------
    SingleWinner
        Whether one ranking is meaningful, why, and the ranking.

    Examples
    --------
    >>> howell = pd.DataFrame({"board": [1, 1, 2, 2], "ns": [1, 3, 2, 4], "ew": [2, 4, 3, 1],
    ...                        "ns_score": [420, 170, 110, -100]})
    >>> print(single_winner(score_sections(howell)).reason)
    every pair sat both N-S and E-W, so all were compared on the same footing: one ranking
    """
    long = _long(scored)
    movement = scored.attrs.get("movement") or detect_movement(scored)
    with speaking(lang) as spoken:
        ns, ew = Side.NS.spoken, Side.EW.spoken
        if movement == "mitchell":
            return SingleWinner(False, _(
                "a Mitchell: pair numbers are per direction and each pair sat {ns} or {ew} "
                "throughout, so pairs are compared only with their own direction (with "
                "arrow-switched rounds, renumber the pairs first: renumber_arrow_switch)"
            ).format(ns=ns, ew=ew), rank_sections(scored, over="field"), spoken)
        seats = long.groupby(["section", "pair"], sort=True)["seat"].nunique()
        one_way = seats[seats < 2]
        ranking = rank_sections(scored, over="field")
        if len(one_way):
            named = ", ".join(f"{s} {p}".strip() for s, p in one_way.index[:5])
            # TRANSLATORS: {named} lists the pairs (at most five, then "...")
            reason = ngettext(
                "{count} of {pairs} pairs never changed direction ({named}), so they were "
                "not compared with the pairs of the other direction",
                "{count} of {pairs} pairs never changed direction ({named}), so they were "
                "not compared with the pairs of the other direction", len(one_way))
            return SingleWinner(False, reason.format(
                count=len(one_way), pairs=len(seats),
                named=named + (" ..." if len(one_way) > 5 else "")), ranking, spoken)
        return SingleWinner(True, _("every pair sat both {ns} and {ew}, so all were compared "
                                    "on the same footing: one ranking").format(ns=ns, ew=ew),
                            ranking, spoken)


def renumber_arrow_switch(df: pd.DataFrame, switched: str | Iterable[bool] = "switched", *,
                          offset: int | None = None) -> pd.DataFrame:
    """A Mitchell with arrow-switched rounds renumbered so that it ranks as one field.

    E-W pairs get ``offset`` added to their numbers (default: the power of ten above the
    largest N-S number, so N-S 1-9 and E-W 11-19, or N-S 1-14 and E-W 101-114), as the
    simultaneous pairs' rules ask, so that no number names two pairs. On an arrow-switched
    row (``switched`` true) the home E-W pair held the N-S cards: its number goes in the
    ``ns`` column and the home N-S pair's in ``ew``; the score stays the N-S cards' score.

    >>> df = pd.DataFrame({"board": [1, 2], "ns": [1, 1], "ew": [2, 2],
    ...                    "switched": [False, True]})
    >>> renumber_arrow_switch(df)[["ns", "ew"]].values.tolist()
    [[1, 12], [12, 1]]
    """
    if not {"ns", "ew"} <= set(df.columns):
        raise TravellerError("renumbering needs the 'ns' and 'ew' columns")
    ns = pd.to_numeric(pd.Series(pair_text(df["ns"])), errors="coerce").to_numpy(float)
    ew = pd.to_numeric(pd.Series(pair_text(df["ew"])), errors="coerce").to_numpy(float)
    if not (np.isfinite(ns).all() and np.isfinite(ew).all()):
        raise TravellerError("renumbering needs a pair number in every ns and ew cell "
                             "(whole numbers from 1)")
    mask = np.asarray(df[switched] if isinstance(switched, str) else list(switched), dtype=bool)
    if mask.shape != (len(df),):
        raise OptionError(f"switched={clip_text(switched)}: one flag per row ({len(df)})")
    if offset is None:
        offset = 10 ** len(str(int(ns.max(initial=1))))
    if offset <= ns.max(initial=0):
        raise OptionError(f"offset={offset}: E-W numbers must start above the largest N-S "
                          f"number ({file_format.number(ns.max())})")
    home_ew = (ew + offset).astype(np.int64)
    home_ns = ns.astype(np.int64)
    return df.assign(ns=np.where(mask, home_ew, home_ns), ew=np.where(mask, home_ns, home_ew))
