"""Standings from a scored event: pairs by matchpoints, by IMPs, by total points.

Imports nothing that scores: a ranking reads the columns :func:`bridgekit.score_event`
(or :func:`bridgekit.score_event_imps`) wrote.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
import pandas as pd

from bridgekit._checks import check_option, clip_text
from bridgekit.board import Side
from bridgekit.columns import bare, cell_texts, event_codes, pair_keys, pair_number, pair_text, rank_with_ties
from bridgekit.errors import OptionError, TravellerError
from bridgekit.i18n import _, fixed, ngettext, number, percent, pgettext, speaking
from bridgekit.pairs.traveller import MOVEMENTS, detect_movement
from bridgekit.settings import VOCABULARY

__all__ = ["SCALINGS", "PairExplanation", "board_frequencies", "explain_pair", "rank_pairs",
           "rank_pairs_imps", "rank_total_points"]


def _scored_rows(scored: pd.DataFrame, ns_col: str, movement: str, needed: list[str]
                 ) -> tuple[pd.DataFrame, str]:
    """The ``needed`` columns of the rows that have a number in ``ns_col``, and the movement."""
    if not isinstance(scored, pd.DataFrame):
        raise TravellerError(f"{type(scored).__name__}: a scored event is a pandas DataFrame")
    missing = [c for c in ("board", "ns", "ew", ns_col) if c not in scored.columns]
    if missing:
        raise TravellerError(f"columns {list(scored.columns)!r}: ranking needs {missing!r} "
                             "(score the traveller with score_event first)")
    check_option(movement, "movement", MOVEMENTS)
    if movement == "auto":
        movement = scored.attrs.get("movement") or detect_movement(scored)
    plain = bare(scored)  # the columns alone: a scored event's attrs are not copied for each
    values = pd.to_numeric(plain[ns_col], errors="coerce").to_numpy(float)
    frame = plain[[c for c in dict.fromkeys(needed) if c in plain.columns]]
    finite = np.isfinite(values)
    return (frame if finite.all() else frame[finite]), movement


def _pair_rows(scored: pd.DataFrame, ns_col: str, ew_col: str, movement: str) -> pd.DataFrame:
    """One row per pair and board: ``pair, direction, board, points, top, penalty`` (the
    board's procedural penalty on the pair, from ``ns_penalty``/``ew_penalty``; else 0)."""
    stated = movement != "auto"
    rows, movement = _scored_rows(scored, ns_col, movement, ["board", "ns", "ew", ns_col, ew_col,
                                                             "top", "ns_penalty", "ew_penalty",
                                                             "movement"])
    howell = np.full(len(rows), movement == "howell")
    if not stated and "movement" in rows.columns:  # each part its own (part_movements)
        howell = rows["movement"].to_numpy(object) == "howell"
    top = rows["top"].to_numpy(float) if "top" in rows else np.full(len(rows), np.nan)
    long = pd.concat([pd.DataFrame({
        "pair": pair_text(rows[seat]), "direction": np.where(howell, "", seat.upper()),
        "board": rows["board"].to_numpy(), "points": rows[col].to_numpy(float), "top": top,
        "penalty": rows[f"{seat}_penalty"].to_numpy(float) if f"{seat}_penalty" in rows else 0.0})
        for seat, col in (("ns", ns_col), ("ew", ew_col))], ignore_index=True)
    return long[long["pair"] != ""]


def part_movements(parts: list[pd.DataFrame]) -> npt.NDArray[np.object_] | None:
    """Each row's movement where the parts of an event (its sections scored apart, in order)
    were scored by different ones, a Mitchell beside a Howell: the ``movement`` column the
    rankings read; None where they agree (``attrs["movement"]`` says it).

    >>> a, b = pd.DataFrame({"board": [1]}), pd.DataFrame({"board": [1, 2]})
    >>> a.attrs["movement"], b.attrs["movement"] = "mitchell", "howell"
    >>> part_movements([a, b]).tolist(), part_movements([a, a])
    (['mitchell', 'howell', 'howell'], None)
    """
    found = [part.attrs.get("movement") for part in parts]
    if len(set(found)) < 2:
        return None
    return np.concatenate([np.full(len(part), movement, dtype=object)
                           for part, movement in zip(parts, found, strict=True)])


def _pair_totals(scored: pd.DataFrame, ns_col: str, ew_col: str, movement: str,
                 extra: tuple[str, str] | None = None, by_event: bool = False) -> pd.DataFrame:
    """Each pair's ``boards``, ``total`` (of ``ns_col``/``ew_col``), ``max`` (the tops) and
    ``penalty`` (of ``extra``), as ``direction, pair, ...`` in order of first appearance.
    ``by_event``: ``scored`` says each row's event (``_event``, a code) and whether it is a
    Howell (``_howell``): a pair is then its event's, and the table says its ``event`` and
    the position of its first row (``row``, from ``scored``'s ``_row``).

    Pairs are grouped by integer codes (one per distinct pair, :func:`pair_keys`), not by
    their text: a million results group in a fraction of a second.
    """
    needed = ["board", "ns", "ew", ns_col, ew_col, "top", *(extra or ()),
              *(("_event", "_howell", "_row") if by_event else ())]
    rows, movement = _scored_rows(scored, ns_col, movement, needed)
    n = len(rows)
    ns, ew = pair_keys(rows)
    width = int(max(ns.max(initial=0), ew.max(initial=0))) + 1
    howell = rows["_howell"].to_numpy(bool) if by_event else np.full(n, movement == "howell")
    # a pair's key: its event, its side (E-W 1 outside a Howell), its code
    event = 2 * rows["_event"].to_numpy(np.int64) if by_event else 0
    key = np.concatenate([np.where(ns >= 0, event * width + ns, -1),
                          np.where(ew >= 0, (event + ~howell) * width + ew, -1)])
    top = rows["top"].to_numpy(float) if "top" in rows else np.full(n, np.nan)
    def both(a: str, b: str) -> np.ndarray:
        return np.concatenate([rows[a].to_numpy(float), rows[b].to_numpy(float)])

    kept = np.flatnonzero(key >= 0)
    codes, _keys = pd.factorize(key[kept])  # a code a pair, in order of first appearance
    # each column summed by pandas' groupby sum of one column (its compensated sum: adding
    # otherwise, or several columns at once when one holds a NaN, can differ in the last
    # bits and turn a tie into none), the rows counted and each pair's first row found
    # with numpy: the named aggregation of five columns cost a keystroke in the app more
    sums = [pd.Series(values[kept]).groupby(codes, sort=True).sum().to_numpy(float)
            for values in (both(ns_col, ew_col), np.concatenate([top, top]),
                           both(*extra) if extra else np.zeros(2 * n))]
    pos = kept[np.unique(codes, return_index=True)[1]]
    # each pair named by reading one of its cells, once for each number (a season has
    # thousands of pairs of a few numbers)
    _numbers, at, which = np.unique(np.concatenate([ns, ew])[pos], return_index=True,
                                    return_inverse=True)
    cells = [rows["ns"].iat[p] if p < n else rows["ew"].iat[p - n] for p in pos[at].tolist()]
    names = np.array([pair_number(c)[0] for c in cells], dtype=object)[which]
    first = pos % max(n, 1)
    direction = np.where(howell[first], "", np.where(key[pos] // width % 2 == 1, "EW", "NS"))
    table = pd.DataFrame({"direction": direction.astype(object), "pair": names,
                          "boards": np.bincount(codes, minlength=len(pos)).astype(np.int64),
                          "total": sums[0], "max": sums[1], "penalty": sums[2]})
    if by_event:
        table["event"], table["row"] = (rows[c].to_numpy()[first] for c in ("_event", "_row"))
    return table


#: How :func:`rank_pairs` scales the total of a pair that missed boards (``scale_totals=``):
#: to the largest maximum in its own direction (Compscore) or in the whole session, both
#: directions together (ACBLscore).
SCALINGS = VOCABULARY["totals_scaling"][0][1:]


def rank_pairs(scored: pd.DataFrame, *, movement: str = "auto", penalties: dict[object, str | float] | None = None,
               scale_totals: bool | str = False,
               by: str | Sequence[str] | None = None,
               handicaps: dict[object, float] | None = None) -> pd.DataFrame:
    """Rank the pairs of a scored event by matchpoints (or of many events, ``by``).

    Mitchell: separate N-S and E-W rankings; Howell: one. Each pair's total,
    the maximum it could have scored (the tops of the boards it played) and the
    percentage; pairs are ranked by percentage, so a pair that missed boards is
    compared fairly. Ties share a rank, shown ``2=``.

    Parameters
    ----------
    penalties : dict, optional
        Procedural penalties for the session (Law 90): pair -> ``"25%"`` (a share
        of a top, the largest board top of the event) or a number of matchpoints.
        A pair is named as in the ranking: its number in a Howell, ``"NS 3"`` or
        ``"EW 3"`` in a Mitchell. Board penalties come from the scored event's
        ``ns_penalty``/``ew_penalty`` (see :func:`score_event`).
    scale_totals : bool, "direction" or "session"
        Add ``scaled_total``: the pair's percentage applied to a full maximum, as
        programs print the total of a pair that missed boards (one of :data:`SCALINGS`).
        ``"direction"`` (or True): the largest ``max`` in the pair's own direction, as
        Compscore does (in a Mitchell where N-S played 18 boards and E-W 21, N-S are
        not scaled to 21). ``"session"``: the largest ``max`` of the whole session, both
        directions together, as ACBLscore does (a N-S pair that played 24 of 26 boards
        with 163.5 matchpoints is credited 163.5 x 26/24 = 177.125, printed 177.13,
        even when no N-S pair played all 26). The rule texts are silent on this; the
        two are the programs' own conventions. ``pct`` is not changed: it is the
        scaled total over the full maximum either way (ACBLscore prints the
        percentage of its rounded scaled total, which can differ from ``pct`` in the
        last decimal: 43.31 / 72 = 60.15% where the exact figure is 60.16%).
    by : str or sequence of str, optional
        The column (or columns) naming each row's event (as :func:`score_event`'s ``by``):
        each event ranked on its own, all in one pass, events in order of first
        appearance, their key columns first. Each event's movement is read from the
        ``movement`` column (:func:`bridgekit.score_partition` writes it), else found for
        each event. ``penalties`` and ``scale_totals`` are for one event.
    handicaps : dict, optional
        A handicap event's handicaps: pair (named as for ``penalties``) -> its handicap in
        percentage points; a pair not named has none. Adds ``handicapped_pct``, the
        percentage plus half the handicap, as NZ Bridge Scorer publishes it (a raw 57.39%
        with a handicap of -6.42 is published 57.39 - 6.42 / 2 = 54.18%); the places
        still follow the raw percentage, as that program's do. The rule texts say nothing
        of handicaps: this is the program's own convention.

    Returns
    -------
    pandas.DataFrame
        ``direction, pair, boards, total, max, pct, rank``, best first; with
        penalties also ``penalty`` (matchpoints taken off ``total`` before ``pct``);
        with ``scale_totals`` also ``scaled_total``; with ``handicaps`` also ``handicap``
        and ``handicapped_pct``.

    Examples
    --------
    N-S 1 plays boards 1-24 of 26 (a top of 12) for 163.5; N-S 2 plays only the last two:

    >>> mp = np.r_[np.full(23, 7.0), 2.5, 6.0, 6.0]
    >>> scored = pd.DataFrame({"board": range(1, 27), "ns": [1] * 24 + [2, 2], "ew": 1,
    ...                        "ns_mp": mp, "ew_mp": 12 - mp, "top": 12.0})
    >>> def scaled(how):
    ...     ranks = rank_pairs(scored, movement="mitchell", scale_totals=how)
    ...     return ranks.set_index(["direction", "pair"]).loc[("NS", "1"), "scaled_total"]
    >>> float(scaled("session")), float(scaled("direction"))  # 163.5 x 26/24; no N-S played 26
    (177.125, 163.5)

    Handicaps: N-S 1 and N-S 2 play boards 1 and 2 against E-W 1 and 2; N-S 1 scores 2 and 1
    of a top of 2 (3 of 4, 75%), N-S 2 0 and 1 (25%). With handicaps of -6.42 and +10 they are
    published 75 - 3.21 = 71.79% and 25 + 5 = 30%:

    >>> two = pd.DataFrame({"board": [1, 1, 2, 2], "ns": [1, 2, 1, 2], "ew": [1, 2, 2, 1],
    ...                     "ns_mp": [2.0, 0.0, 1.0, 1.0], "ew_mp": [0.0, 2.0, 1.0, 1.0],
    ...                     "top": 2.0})
    >>> ranks = rank_pairs(two, movement="mitchell", handicaps={"NS 1": -6.42, "NS 2": 10})
    >>> ranks[ranks.direction == "NS"][["pair", "pct", "handicapped_pct", "rank"]].values.tolist()
    [['1', 75.0, 71.79, '1'], ['2', 25.0, 30.0, '2']]
    """
    if by is not None:
        if penalties or scale_totals or handicaps:
            raise OptionError("penalties, scale_totals and handicaps rank one event: rank each "
                              "event on its own, or leave them out with by=")
        return _rank_by_event(scored, by, movement)
    has_penalty = "ns_penalty" in scored.columns or bool(penalties)
    scaling = _scaling(scale_totals)
    table = _pair_totals(scored, "ns_mp", "ew_mp", movement,
                         extra=("ns_penalty", "ew_penalty") if "ns_penalty" in scored.columns
                         else None)
    if penalties:
        top = pd.to_numeric(scored["top"], errors="coerce").where(
            np.isfinite(pd.to_numeric(scored["ns_mp"], errors="coerce"))).max()
        table["penalty"] += _session_penalties(table, penalties, top)
    table["total"] -= table["penalty"]
    # a board with one result has a top of 0: it counts as 50% (nothing to compare)
    with np.errstate(divide="ignore", invalid="ignore"):
        table["pct"] = np.where(table["max"] > 0, 100 * table["total"] / table["max"], 50.0)
    out = _ranked(table, scaling)
    columns = ["direction", "pair", "boards", "total", "max", "pct", "rank"]
    if has_penalty:
        columns.insert(4, "penalty")
    if scaling:
        columns.append("scaled_total")
    if handicaps is not None:
        out = _with_handicaps(out, handicaps)
        columns += ["handicap", "handicapped_pct"]
    return out.reindex(columns=columns)


def _ranked(table: pd.DataFrame, scaling: str | None, key: str = "pct") -> pd.DataFrame:
    """The pairs of :func:`_pair_totals`' ``table`` (with its ``key`` column, the percentage
    by default) in ranking order: each direction in turn (sorted by name), the best first and
    a tie by pair, with its ``rank`` (:func:`rank_with_ties`) and, with ``scaling``, its
    ``scaled_total``. One sort for every direction: the app ranks the event again after
    each keystroke."""
    if table.empty:
        return table.assign(rank=[])
    direction = table["direction"].to_numpy(object)
    names, side = np.unique(direction, return_inverse=True)  # as a sorted groupby takes them
    pair = pd.factorize(table["pair"].to_numpy(object), sort=True)[0]
    order = np.lexsort((pair, -table[key].to_numpy(float), side))
    out = table.take(order).reset_index(drop=True)
    ends = np.cumsum(np.bincount(side, minlength=len(names)))
    starts = ends - np.bincount(side, minlength=len(names))
    ranked = out[key]
    out["rank"] = pd.concat([rank_with_ties(ranked.iloc[a:b]) for a, b in
                             zip(starts.tolist(), ends.tolist(), strict=True)])
    if scaling:
        full = np.full(len(out), table["max"].max()) if scaling == "session" else \
            np.repeat([out["max"].iloc[a:b].max() for a, b in zip(starts, ends, strict=True)],
                      ends - starts)
        out["scaled_total"] = out["pct"] * full / 100
    return out


def _rank_by_event(scored: pd.DataFrame, by: str | Sequence[str], movement: str
                   ) -> pd.DataFrame:
    """:func:`rank_pairs` of each event, all events in one pass (``by``: their columns)."""
    keys = [by] if isinstance(by, str) else list(by)
    events = event_codes(scored, keys)
    howell = _howell_rows(scored, events, movement)
    penalty = "ns_penalty" in scored.columns
    frame = bare(scored).assign(_event=events, _howell=howell, _row=np.arange(len(scored)))
    table = _pair_totals(frame, "ns_mp", "ew_mp", "mitchell",
                         ("ns_penalty", "ew_penalty") if penalty else None, by_event=True)
    table["total"] -= table["penalty"]
    with np.errstate(divide="ignore", invalid="ignore"):
        table["pct"] = np.where(table["max"] > 0, 100 * table["total"] / table["max"], 50.0)
    table = table.sort_values(["event", "direction", "pct", "pair"],
                              ascending=[True, True, False, True], kind="stable")
    # ties marked over whole columns, as rank_with_ties marks them in one event (called per
    # event, it would take a Python call for each event of a season)
    rounded = table["pct"].round(9)
    groups = [table["event"], table["direction"]]
    rank = rounded.groupby(groups).rank(method="min", ascending=False).astype(int).astype(str)
    tied = pd.DataFrame({"e": table["event"], "d": table["direction"], "p": rounded}
                        ).duplicated(keep=False)
    table["rank"] = rank.where(~tied, rank + "=")
    out = pd.DataFrame({k: scored[k].to_numpy()[table["row"].to_numpy()] for k in keys})
    columns = ["direction", "pair", "boards", "total", *(["penalty"] if penalty else []),
               "max", "pct", "rank"]
    return pd.concat([out, table[columns].reset_index(drop=True)], axis=1)


def _howell_rows(scored: pd.DataFrame, events: npt.NDArray[np.int64], movement: str
                 ) -> npt.NDArray[np.bool_]:
    """Whether each row's event is a Howell: as said, from the ``movement`` column, or found
    for each event."""
    check_option(movement, "movement", MOVEMENTS)
    if movement != "auto":
        return np.full(len(scored), movement == "howell")
    if "movement" in scored.columns:
        said: npt.NDArray[np.bool_] = (scored["movement"].astype(str) == "howell").to_numpy(bool)
        return said
    found = {code: detect_movement(part) == "howell"
             for code, part in scored.groupby(events, sort=False)}
    return np.array([found[e] for e in events], dtype=bool)


def _with_handicaps(ranks: pd.DataFrame, handicaps: dict[object, float]) -> pd.DataFrame:
    """A ranking (:func:`rank_pairs`, or :func:`bridgekit.pairs.rank_sections`' with a
    ``section`` column) with each pair's ``handicap`` and ``handicapped_pct``, its percentage
    plus half its handicap (NZ Bridge Scorer's handicap pairs); a pair not named has none. A
    pair is named as for ``rank_pairs``' ``penalties``, after its section where the ranking
    has sections (``"A NS 3"``)."""
    out = ranks.copy()
    out["handicap"] = _pair_values(out, handicaps, "handicaps")
    out["handicapped_pct"] = out["pct"] + out["handicap"] / 2
    return out


def _pair_values(table: pd.DataFrame, values: dict[object, float], option: str
                 ) -> npt.NDArray[np.float64]:
    """``values`` (pair as a ranking names it -> a number) per ranking row, 0 for a pair not
    named; a name that is no pair of the ranking, or a value that is no number, refused."""
    out = np.zeros(len(table))
    for key, value in values.items():
        hits = _rows_of(table, key, option)
        try:
            number_ = float(value)
        except (TypeError, ValueError):
            number_ = float("nan")
        if not np.isfinite(number_):
            raise TravellerError(f"{option}[{clip_text(key)}]={clip_text(value)}: expected a "
                                 "number of percentage points (-6.42)")
        out[hits] = number_
    return out


def _scaling(scale_totals: bool | str) -> str:
    """``scale_totals=`` as one of :data:`SCALINGS`, or "" for none."""
    if scale_totals is True:
        return "direction"
    if scale_totals is False or scale_totals is None:
        return ""
    check_option(scale_totals, "scale_totals", SCALINGS,
                 "to the most boards in the pair's direction, or in the whole session")
    return str(scale_totals)


def _rows_of(table: pd.DataFrame, key: object, option: str) -> npt.NDArray[np.intp]:
    """The ranking rows of the pair ``key`` names as a director does: its number in a Howell,
    ``NS 3`` or ``EW 3`` in a Mitchell, after its section where there are sections; a name
    that is no pair of the ranking refused."""
    names = np.where(table["direction"] == "", table["pair"],
                     table["direction"] + " " + table["pair"])
    if "section" in table.columns:
        names = table["section"].astype(str).to_numpy(dtype=object) + " " + names
    name = str(key).strip()
    hits = np.flatnonzero(names == name)
    if not len(hits):
        raise TravellerError(f"{option}[{clip_text(key)}]: no pair {clip_text(name)} in the "
                             "ranking (a pair is its number in a Howell, 'NS 3' or 'EW 3' in a "
                             "Mitchell" + (", after its section where there are sections: "
                                           "'A NS 3')" if "section" in table.columns else ")"))
    return hits


def _session_penalties(table: pd.DataFrame, penalties: dict[object, str | float],
                       top: float) -> npt.NDArray[np.float64]:
    """Session penalties per ranking row, in matchpoints (a share of ``top``, or MPs)."""
    out = np.zeros(len(table))
    for key, value in penalties.items():
        hits = _rows_of(table, key, "penalties")
        text = str(value).strip()
        try:
            amount = float(text.rstrip("%"))
        except ValueError:
            raise TravellerError(f"penalties[{key!r}]={value!r}: a share of a top ('25%') or "
                                 "matchpoints (1.5)") from None
        out[hits] += amount * top / 100 if text.endswith("%") else amount
    return out


def rank_pairs_imps(scored: pd.DataFrame, *, movement: str = "auto") -> pd.DataFrame:
    """Rank the pairs of an IMP-scored pairs event (cross-IMPs or Butler).

    Each pair's total IMPs, the boards it played and its average per board. Pairs
    are ranked by the total when every pair played the same number of boards, and
    by the average per board when they did not (EBU White Book 4.2.5). Ties share a
    rank, shown ``2=``.

    A field of sections (``scored`` has a ``section`` column of more than one section, as
    :func:`bridgekit.pairs.score_sections` scores it with ``by="field"``) is ranked as one
    field, each pair its section's: section A's pair 1 is not section B's.

    Returns
    -------
    pandas.DataFrame
        ``direction, pair, boards, total, average, rank``, best first, after ``section``
        for a field of sections; ``attrs["ranked_by"]`` is ``"total"`` or ``"average"``.
    """
    codes, names = pd.factorize(cell_texts(scored["section"])) if "section" in scored.columns \
        else (None, [])
    sections = codes is not None and len(names) > 1  # a section named "" (or blank) is one
    if sections:  # each pair named by its section's place and its number: "0:1"
        section = codes.astype(str).astype(object) + ":"
        scored = scored.assign(ns=section + pair_text(scored["ns"]),
                               ew=section + pair_text(scored["ew"]))
    table = _pair_totals(scored, "ns_imps", "ew_imps", movement)[
        ["direction", "pair", "boards", "total"]]
    table["average"] = table["total"] / table["boards"]
    key = "total" if table["boards"].nunique() <= 1 else "average"
    out = _ranked(table, None, key)[["direction", "pair", "boards", "total", "average", "rank"]]
    if sections:
        named = out["pair"].astype(str).str.split(":", n=1, expand=True)
        out.insert(0, "section", np.asarray(names, dtype=object)[named[0].astype(int)])
        out["pair"] = named[1].to_numpy()
    out.attrs["ranked_by"] = key
    return out


def rank_total_points(scored: pd.DataFrame, *, movement: str = "auto") -> pd.DataFrame:
    """Total-points scoring (the competition regulation, art. 78 C): each pair's score points over all boards.

    Returns ``direction, pair, boards, total, rank``, best first.
    """
    frame = scored.assign(_ew_score=-scored["ns_score"])
    table = _pair_totals(frame, "ns_score", "_ew_score", movement)[
        ["direction", "pair", "boards", "total"]]
    return _ranked(table, None, "total")[["direction", "pair", "boards", "total", "rank"]]



def board_frequencies(scored: pd.DataFrame, board: int) -> pd.DataFrame:
    """A board's frequency table: each N-S score once, best for N-S first, with how many
    tables had it and what it earned each side (matchpoints and %).

    Rulings (no N-S score) are listed after the scores, by their percentages.

    >>> from bridgekit import load_sample_event, score_event
    >>> print(board_frequencies(score_event(load_sample_event()), 17).to_string(index=False))
     ns_score  tables  ns_mp  ew_mp  ns_pct  ew_pct
        400.0       1    9.8    0.2    98.0     2.0
        180.0       2    6.2    3.8    62.0    38.0
        100.0       1    2.6    7.4    26.0    74.0
         90.0       1    0.2    9.8     2.0    98.0
          NaN       1    6.0    4.0    60.0    40.0
    """
    if not isinstance(scored, pd.DataFrame) or "ns_mp" not in scored.columns:
        raise TravellerError("a board's frequencies come from a scored event "
                             "(score_event's result)")
    # the board's scored rows found by position, and only the columns read taken (the
    # app asks again at each keystroke, of an event of many boards)
    plain = bare(scored)
    here = pd.to_numeric(plain["board"], errors="coerce") == board
    here = here.to_numpy(bool, na_value=False)
    at = np.flatnonzero(here & np.isfinite(plain["ns_mp"].to_numpy(float)))
    if not len(at):
        raise TravellerError(f"board {board!r}: no scored result on that board")

    def column(name: str) -> np.ndarray:
        values: np.ndarray = plain[name].to_numpy(float)[at]
        return values

    score, pct = column("ns_score"), column("ns_pct")
    key = np.where(np.isnan(score), -np.inf, score)  # rulings after the scores
    order = np.lexsort((-pct, -key))
    key, pct = key[order], pct[order]
    first = np.flatnonzero(np.r_[True, (key[1:] != key[:-1]) | (pct[1:] != pct[:-1])])
    tables = np.diff(np.r_[first, len(key)])
    pick = order[first]
    return pd.DataFrame({"ns_score": score[pick], "tables": tables,
                         "ns_mp": column("ns_mp")[pick], "ew_mp": column("ew_mp")[pick],
                         "ns_pct": column("ns_pct")[pick], "ew_pct": column("ew_pct")[pick]})


@dataclass(frozen=True)
class PairExplanation:
    """How a pair's percentage is made, as numbers (:meth:`of`), said in words where it is shown
    (:meth:`explain`; ``str()`` in the language being spoken): ``direction`` is None in a
    Howell; ``boards`` holds ``(board, matchpoints, top)`` in board order, ``top`` the sum of
    the tops, ``penalty`` the pair's board penalties (Law 90, :func:`score_event`'s
    ``ns_penalty``/``ew_penalty``), ``total`` the matchpoints less the penalties and ``pct``
    ``100 × total / top`` (50 where no board has a top), as :func:`rank_pairs` gives them.

    >>> from bridgekit import load_sample_event, score_event
    >>> e = PairExplanation.of(score_event(load_sample_event()), 3, direction="NS")
    >>> len(e.boards), e.boards[0], e.total, e.top, round(e.pct, 2)
    (24, (1, 9.0, 10.0), 107.5, 240.0, 44.79)
    >>> print(e.explain(lang="nl").splitlines()[-1])
    Totaal 107,5 van maximaal 240: 107,5 / 240 = 44,79%
    """

    pair: str
    direction: str | None
    boards: tuple[tuple[int, float, float], ...]
    total: float
    top: float
    pct: float
    penalty: float = 0.0

    @classmethod
    def of(cls, scored: pd.DataFrame, pair: object, *, direction: str | None = None) -> PairExplanation:
        """A pair's boards and total from a scored event (``direction`` as :func:`explain_pair`)."""
        if direction is not None:
            check_option(direction, "direction", ("NS", "EW"), "the pair's direction in a Mitchell")
        long = _pair_rows(scored, "ns_mp", "ew_mp", "auto")
        name = pair_number(pair)[0]
        mine = long[long["pair"].to_numpy(object) == name]
        if direction and (mine["direction"] != "").any():  # a Howell's pair is its number alone
            mine = mine[mine["direction"] == direction]
        if mine.empty:
            raise TravellerError(f"pair {clip_text(pair)}: no scored result for that pair")
        if mine["direction"].nunique() > 1:
            raise OptionError(f"pair {name!r} sat both {Side.NS} and {Side.EW}: give "
                              "direction='NS' or 'EW'")
        penalty, top = float(mine["penalty"].sum()), float(mine["top"].sum())
        total = float(mine["points"].sum()) - penalty
        boards = mine.sort_values("board")[["board", "points", "top"]].itertuples(index=False, name=None)
        return cls(name, mine["direction"].iloc[0] or None, tuple(boards), total, top,
                   100 * total / top if top > 0 else 50.0, penalty)

    def explain(self, *, lang: str | None = None) -> str:
        """The boards one by one, then the sum, in ``lang`` (None: the language being spoken)."""
        with speaking(lang):
            who = f"{pgettext('direction', self.direction)} {self.pair}" if self.direction \
                else self.pair
            # TRANSLATORS: the first line of a pair's explanation (English writes "boards" even
            # for one)
            lines = [ngettext("Pair {pair}: {n} boards", "Pair {pair}: {n} boards",
                              len(self.boards)).format(pair=who, n=len(self.boards))]
            # TRANSLATORS: one board of a pair's explanation: its matchpoints of the top
            lines += ["  " + _("board {board}: {mp} of {top}").format(
                board=board, mp=fixed(mp, 1), top=number(top)) for board, mp, top in self.boards]
            if self.penalty:
                # TRANSLATORS: the matchpoints taken off a pair's total for procedural
                # penalties (Law 90), before its total
                lines.append(_("Penalty (Law 90): -{penalty}").format(penalty=number(self.penalty)))
            lines.append(_("Total {total} of a possible {top}: {total} / {top} = {pct}").format(
                total=fixed(self.total, 1), top=number(self.top), pct=percent(self.pct, 2)))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.explain()


def explain_pair(scored: pd.DataFrame, pair: object, *, direction: str | None = None,
                 lang: str | None = None) -> str:
    """How a pair's percentage is made: its boards one by one, then the sum (in ``lang``).

    ``direction`` (``"NS"`` or ``"EW"``) picks the line in a Mitchell where both
    directions have a pair of that number. The words of :class:`PairExplanation` (hold it to say
    it in another language without working it out again), as :func:`explain_movement` says
    :class:`MovementFound`.

    >>> from bridgekit import load_sample_event, score_event
    >>> text = explain_pair(score_event(load_sample_event()), 3, direction="NS")
    >>> print(text.splitlines()[0])
    Pair NS 3: 24 boards
    >>> print(text.splitlines()[-1])
    Total 107.5 of a possible 240: 107.5 / 240 = 44.79%
    """
    return PairExplanation.of(scored, pair, direction=direction).explain(lang=lang)
