"""A ranking's pair totals, each column summed by a groupby of its own with the rows counted
and the pairs found by numpy, give the frame the named aggregation of five columns gave
before: the same pairs, order, counts and floats to the last bit (pandas' groupby sum
compensates its rounding, so another way of adding -- even pandas' own sum of several columns
at once, when one of them holds a NaN -- can differ in the last bits and turn a tie into
none); and the pairs put in order with one sort
are those each direction sorted and ranked alone gave."""

import numpy as np
import pandas as pd
from hypothesis import example, given, settings
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.columns import pair_keys, pair_number, rank_with_ties
from bridgekit.pairs.ranking import _pair_totals, _ranked, _scored_rows


def named_aggregation(scored, ns_col, ew_col, movement, extra=None):
    """``_pair_totals`` as it was: a groupby with a named aggregation of each column."""
    needed = ["board", "ns", "ew", ns_col, ew_col, "top", *(extra or ())]
    rows, movement = _scored_rows(scored, ns_col, movement, needed)
    n = len(rows)
    ns, ew = pair_keys(rows)
    offset = 0 if movement == "howell" else int(max(ns.max(initial=0), ew.max(initial=0))) + 1
    key = np.concatenate([ns, np.where(ew >= 0, ew + offset, -1)])
    top = rows["top"].to_numpy(float) if "top" in rows else np.full(n, np.nan)

    def both(a, b):
        return np.concatenate([rows[a].to_numpy(float), rows[b].to_numpy(float)])

    long = pd.DataFrame({"key": key, "points": both(ns_col, ew_col),
                         "top": np.concatenate([top, top]),
                         "extra": both(*extra) if extra else np.zeros(2 * n),
                         "pos": np.arange(2 * n)})[key >= 0]
    table = long.groupby("key", sort=False).agg(
        boards=("pos", "size"), total=("points", "sum"), max=("top", "sum"),
        penalty=("extra", "sum"), pos=("pos", "first")).reset_index()
    pos = table["pos"].to_numpy()
    cells = [*rows["ns"].to_numpy()[pos[pos < n]], *rows["ew"].to_numpy()[pos[pos >= n] - n]]
    order = np.argsort(pos >= n, kind="stable")
    names = np.empty(len(table), dtype=object)
    names[order] = [pair_number(c)[0] for c in cells]
    direction = np.where(table["key"].to_numpy() >= offset, "EW", "NS") \
        if movement != "howell" else np.full(len(table), "")
    return pd.concat([pd.DataFrame({"direction": direction.astype(object), "pair": names}),
                      table[["boards", "total", "max", "penalty"]]], axis=1)


#: Pairs as files write them: numbers, the same number written otherwise, text ids, blanks.
PAIRS = st.sampled_from([1, 2, 3, 4, 12, "1", "01", " 2", "A3", "B1", "", None])
#: Points whose sums are not exact as floats (thirds, tenths, Neuberg's fractions), and none.
POINTS = st.sampled_from([0.0, 0.5, 1.0, 1 / 3, 2 / 3, 0.1, 0.2, 0.7, 4.6, 5.857142857142857,
                          11.999999999999998, 1e-9, np.nan])


@settings(max_examples=150, deadline=None)
@example(  # 1 + 0.1 + 5.857142857142857 beside tops all missing: summed with the tops at once
    # the total came out 6.957142857142857, one bit above the 6.957142857142856 of its own sum
    rows=[(1, 1, 1, 1.0, 0.0, 2.0, 0.0), (1, 1, 1, 0.1, 0.0, 2.0, 0.0),
          (1, 1, 1, 5.857142857142857, 0.0, 2.0, 0.0)],
    movement="mitchell", with_extra=False, with_top=False, numbers=False)
@given(st.lists(st.tuples(st.integers(1, 6), PAIRS, PAIRS, POINTS, POINTS,
                          st.sampled_from([2.0, 4.0, 10.0, 0.0, np.nan]),
                          st.sampled_from([0.0, 0.5, 1 / 3, np.nan])), max_size=40),
       st.sampled_from(["mitchell", "howell"]), st.booleans(), st.booleans(), st.booleans())
def test_pair_totals_are_the_named_aggregations(rows, movement, with_extra, with_top, numbers):
    frame = pd.DataFrame(rows, columns=["board", "ns", "ew", "ns_mp", "ew_mp", "top",
                                        "ns_penalty"])
    frame["ew_penalty"] = frame["ns_penalty"][::-1].to_numpy()
    if numbers:  # pair numbers as a reader of plain numbers gives them: whole numbers
        frame[["ns", "ew"]] = frame[["ns", "ew"]].map(
            lambda p: p if isinstance(p, int) else 5).astype(np.int64)
    if not with_top:
        frame = frame.drop(columns="top")
    extra = ("ns_penalty", "ew_penalty") if with_extra else None
    mine = _pair_totals(frame, "ns_mp", "ew_mp", movement, extra=extra)
    before = named_aggregation(frame, "ns_mp", "ew_mp", movement, extra=extra)
    pd.testing.assert_frame_equal(mine, before, check_exact=True)


def test_the_sample_s_pair_totals_are_as_before():
    # the sample event: 28 boards of 6 results, a top of 10; 7 N-S pairs play 24 boards
    # (one sits out each round), 6 E-W pairs all 28; each result's two scores add to the top
    # 10, so the totals add to 28 x 6 x 10 = 1680
    scored = bk.score_event(bk.load_sample_event())
    mine = _pair_totals(scored, "ns_mp", "ew_mp", "auto")
    pd.testing.assert_frame_equal(mine, named_aggregation(scored, "ns_mp", "ew_mp", "auto"),
                                  check_exact=True)
    assert mine.groupby("direction")["boards"].agg(["size", "min", "max"]).loc[
        ["NS", "EW"]].to_numpy().tolist() == [[7, 24, 24], [6, 28, 28]]
    assert (mine["max"] == mine["boards"] * 10).all()
    assert round(mine["total"].sum(), 9) == 1680


def ranked_by_groupby(table, scaling, key="pct"):
    """``_ranked`` as it was: a groupby of the directions, each sorted and ranked alone (by
    ``key``: the percentage, or the total or average IMPs and total points)."""
    parts = []
    for _direction, part in table.groupby("direction", sort=True):
        part = part.sort_values([key, "pair"], ascending=[False, True])
        part["rank"] = rank_with_ties(part[key])
        if scaling:
            full = table["max"].max() if scaling == "session" else part["max"].max()
            part["scaled_total"] = part["pct"] * full / 100
        parts.append(part)
    return pd.concat(parts, ignore_index=True) if parts else table.assign(rank=[])


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["NS", "EW", ""]),
                          st.sampled_from(["1", "2", "3", "10", "A3", "B1", "Ann"]),
                          st.integers(0, 30),
                          st.sampled_from([0.0, 10.5, 1 / 3, 60.1, 0.1 + 0.2, 0.3, 120.0]),
                          st.sampled_from([0.0, 24.0, 48.0, 60.0, 240.0])),
                max_size=30, unique_by=lambda r: (r[0], r[1])),
       st.sampled_from([(None, "pct"), ("direction", "pct"), ("session", "pct"),
                        (None, "total")]))
def test_the_pairs_are_ranked_as_each_direction_sorted_alone(pairs, how):
    # a direction's pairs by percentage (ties by pair, places shared to nine decimals), each
    # direction in turn, the scaled totals to each direction's or the session's maximum; or
    # by the total (IMPs, total points), as the groupby of each direction ranked them
    table = pd.DataFrame(pairs, columns=["direction", "pair", "boards", "total", "max"])
    table["direction"] = table["direction"].astype(object)
    table["penalty"] = 0.0
    with np.errstate(divide="ignore", invalid="ignore"):
        table["pct"] = np.where(table["max"] > 0, 100 * table["total"] / table["max"], 50.0)
    scaling, key = how  # by the total: IMPs and total points, nothing scaled
    pd.testing.assert_frame_equal(_ranked(table.copy(), scaling, key),
                                  ranked_by_groupby(table.copy(), scaling, key), check_exact=True)
