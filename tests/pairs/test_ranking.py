"""Standings from a scored event."""

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.pairs.ranking import SCALINGS


def test_sample_event_scores_and_ranks():
    df = bk.load_sample_event()
    assert bk.validate_traveller(df).empty
    out = bk.score_event(df)
    assert out.ns_mp.notna().all()
    for _, board in out.groupby("board"):
        ladder_or_ruling = (board.ns_pct + board.ew_pct).round(9) != 100
        assert np.allclose((board.ns_mp + board.ew_mp)[~ladder_or_ruling], board.top.iloc[0])
    ranks = bk.rank_pairs(out)
    assert set(ranks.direction) == {"NS", "EW"}
    ns = ranks[ranks.direction == "NS"]
    assert len(ns) == 7 and (ns.boards == 24).all()  # one N-S pair sits out each round
    assert (ranks[ranks.direction == "EW"].boards == 28).all()
    assert ranks.iloc[0]["rank"] == "1"
    # board 17's ruling and board 23's weighted score
    b17 = out[out.board == 17]
    assert (b17.ns_pct == 60).sum() >= 1 and b17.ns_score.isna().sum() == 1
    total = bk.rank_total_points(out)
    assert set(total.columns) == {"direction", "pair", "boards", "total", "rank"}


def test_ranks_share_ties():
    df = pd.DataFrame({"board": [1, 1, 2, 2], "ns": [1, 2, 1, 2], "ew": [3, 4, 4, 3],
                       "ns_score": [100, 50, 50, 100]})
    ranks = bk.rank_pairs(bk.score_event(df, movement="mitchell"))
    ns = ranks[ranks.direction == "NS"]
    assert ns["rank"].tolist() == ["1=", "1="] and ns.pct.tolist() == [50.0, 50.0]
    # no number sits both ways: read as a Mitchell; said to be a Howell, one ranking of four
    assert bk.score_event(df).attrs["movement"] == "mitchell"
    howell = bk.rank_pairs(bk.score_event(df, movement="howell"))
    assert howell.pair.tolist() == ["4", "1", "2", "3"]
    assert howell["rank"].tolist() == ["1", "2=", "2=", "4"]



def test_plain_matchpoints_in_a_scoring_group_use_the_group_top_in_the_ranking():
    """Group A holds +420 and +450, group B +100 alone: 0 and 2 of A's top 2, B's lone
    result 50% with nothing to compare; the ranking says the same."""
    df = pd.DataFrame({"board": [1, 1, 1], "ns": [1, 2, 3], "ew": [4, 5, 6],
                       "ns_score": [420, 450, 100], "group": ["A", "A", "B"]})
    out = bk.score_event(df, method="plain")
    assert out.ns_mp.tolist() == [0.0, 2.0, 0.0] and out.ns_pct.tolist() == [0.0, 100.0, 50.0]
    assert out.top.tolist() == [2.0, 2.0, 0.0]
    ranks = bk.rank_pairs(out).set_index(["direction", "pair"])
    assert ranks.loc[("NS", "1"), "pct"] == 0.0 and ranks.loc[("NS", "2"), "pct"] == 100.0
    assert ranks.loc[("NS", "3"), "pct"] == 50.0 and ranks.loc[("EW", "6"), "pct"] == 50.0
    assert ranks.loc[("NS", "2"), "max"] == 2.0


def test_a_weighted_score_alone_beside_a_ruling_is_50_percent_in_the_ranking_too():
    df = pd.DataFrame({"board": [1, 1], "ns": [1, 2], "ew": [3, 4],
                       "ns_score": ["30%+420 70%+170", "A60/40"]})
    for method in bk.pairs.METHODS:
        out = bk.score_event(df, method=method)
        assert out.ns_pct[0] == 50.0 and out.ns_mp[0] == out.ew_mp[0] == out.top[0] / 2
        ranks = bk.rank_pairs(out).set_index("pair")
        assert ranks.loc["1", "pct"] == 50.0 and ranks.loc["3", "pct"] == 50.0, method


_SCORES = [420, 450, 170, 140, -50, -100, 0, "A60/40", "A+", "A50/50", "A40/40",
           "30%+420 70%+170", "50%+140 50%-50"]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.tuples(st.sampled_from(_SCORES), st.sampled_from("AAB")),
                         min_size=1, max_size=5), min_size=1, max_size=3),
       st.sampled_from(["ebu", "acbl"]), st.sampled_from(["fixed", "session"]),
       st.booleans())
def test_the_ranking_is_what_the_board_percentages_give(boards, scale, artificial, swap):
    """For every method: each row's matchpoints are its percentage of its top, and a pair's
    ranking percentage is 100 x (sum of its matchpoints) / (sum of its tops), the mean of
    its board percentages weighted by the tops (50% when every top is 0)."""
    rows = []
    for b, results in enumerate(boards):
        for t, (score, group) in enumerate(results):  # boards 1, 8, 11: nobody vulnerable
            ns, ew = (2 * t + 2, 2 * t + 1) if swap and b % 2 else (2 * t + 1, 2 * t + 2)
            rows.append({"board": (1, 8, 11)[b], "ns": ns, "ew": ew, "ns_score": score,
                         "group": group})
    df = pd.DataFrame(rows)
    for method in bk.pairs.METHODS:
        out = bk.score_event(df, method=method, scale=scale, artificial=artificial)
        assert (out.status == "scored").all()
        top = out.top.to_numpy()
        for side in ("ns", "ew"):
            assert np.allclose(out[f"{side}_mp"], out[f"{side}_pct"] * top / 100, atol=1e-12)
        long = pd.concat([pd.DataFrame({"direction": "NS", "pair": out.ns.astype(str),
                                        "pct": out.ns_pct, "top": top}),
                          pd.DataFrame({"direction": "EW", "pair": out.ew.astype(str),
                                        "pct": out.ew_pct, "top": top})])
        if out.attrs["movement"] == "howell":
            long["direction"] = ""
        ranks = bk.rank_pairs(out).set_index(["direction", "pair"])
        for (direction, pair), mine in long.groupby(["direction", "pair"]):
            weight = mine.top.sum()
            want = (mine.pct * mine.top).sum() / weight if weight > 0 else 50.0
            got = ranks.loc[(direction, pair), "pct"]
            assert abs(got - want) < 1e-9, (method, direction, pair, got, want)


def _missed_boards_event(ns_mp: np.ndarray, ns: list[int], ew: list[int], top: float) -> pd.DataFrame:
    """A scored event written out directly: one result a board, its matchpoints given."""
    return pd.DataFrame({"board": np.arange(1, len(ns_mp) + 1), "ns": ns, "ew": ew,
                         "ns_mp": ns_mp, "ew_mp": top - ns_mp, "top": top})


def test_scaled_to_the_session_across_both_directions_as_acblscore():
    # the ACBLscore case: a N-S pair that played 24 of 26 boards with 163.5 matchpoints is
    # credited 163.5 x 26/24 = 177.125, printed 177.13, though no N-S pair played all 26
    mp = np.r_[np.full(23, 7.0), 2.5, 6.0, 6.0]
    scored = _missed_boards_event(mp, [1] * 24 + [2, 2], [1] * 26, 12.0)
    ranks = bk.rank_pairs(scored, movement="mitchell", scale_totals="session")
    row = ranks.set_index(["direction", "pair"]).loc[("NS", "1")]
    assert (row["boards"], row["total"]) == (24, 163.5)
    assert row["scaled_total"] == 163.5 * 26 / 24
    assert bk.format.fixed(row["scaled_total"], 2) == "177.13"
    # within the direction (Compscore's way) the largest N-S maximum is 24 boards: unscaled
    within = bk.rank_pairs(scored, movement="mitchell", scale_totals="direction")
    assert within.set_index(["direction", "pair"]).loc[("NS", "1"), "scaled_total"] == 163.5
    assert bk.rank_pairs(scored, movement="mitchell", scale_totals=True).equals(within)
    # the percentage is the same either way: 163.5 / 288 = 177.125 / 312
    assert row["pct"] == 100 * 163.5 / 288


def test_a_mitchell_of_18_and_21_boards_scaled_either_way():
    # N-S played 18 boards and E-W 21 (top 10): within the direction N-S are not scaled to
    # 21; to the session they are (90 x 21/18 = 105)
    ns = [1] * 18 + [2] * 3
    ew = [1] * 21
    scored = _missed_boards_event(np.full(21, 5.0), ns, ew, 10.0)

    def scaled(how: str) -> float:
        ranks = bk.rank_pairs(scored, movement="mitchell", scale_totals=how)
        return float(ranks.set_index(["direction", "pair"]).loc[("NS", "1"), "scaled_total"])
    assert scaled("direction") == 90.0
    assert scaled("session") == 105.0


def test_scale_totals_names_its_choices():
    scored = _missed_boards_event(np.array([1.0, 2.0]), [1, 2], [1, 1], 2.0)
    with pytest.raises(bk.OptionError, match="'direction', 'session'"):
        bk.rank_pairs(scored, scale_totals="field")
    assert SCALINGS == ("direction", "session")


@settings(max_examples=50)
@given(st.lists(st.floats(min_value=-20, max_value=20, allow_nan=False), min_size=6,
                max_size=6), st.lists(st.integers(min_value=0, max_value=4), min_size=9,
                                      max_size=9))
def test_handicaps_add_half_of_each_to_the_percentage_and_change_no_place(handicaps, mps):
    """NZ Bridge Scorer's handicap pairs: the published percentage is the raw one plus half the
    handicap, the places those of the raw percentage, whatever the handicaps."""
    board = np.repeat([1, 2, 3], 3)
    scored = pd.DataFrame({"board": board, "ns": np.tile([1, 2, 3], 3),
                           "ew": np.tile([1, 2, 3], 3), "ns_mp": np.array(mps, float),
                           "ew_mp": 4.0 - np.array(mps, float), "top": 4.0})
    names = ["NS 1", "NS 2", "NS 3", "EW 1", "EW 2", "EW 3"]
    plain = bk.rank_pairs(scored, movement="mitchell")
    ranks = bk.rank_pairs(scored, movement="mitchell",
                          handicaps=dict(zip(names, handicaps, strict=True)))
    assert ranks["rank"].tolist() == plain["rank"].tolist()
    given_ = dict(zip(names, handicaps, strict=True))
    for r in ranks.itertuples():
        assert r.handicapped_pct == pytest.approx(r.pct + given_[f"{r.direction} {r.pair}"] / 2)


def test_events_scored_apart_and_put_together_rank_as_each_alone():
    """Two events scored each alone and put one after the other (``pd.concat``: each keeps its
    own row labels 0, 1, ...), one of them with a result that is no score: ranked by event,
    each ranks as it does alone (the labels repeated across events once made it a pandas
    InvalidIndexError)."""
    def event(name, unscored):
        df = pd.DataFrame([{"event": name, "board": b, "ns": ns, "ew": ew, "ns_score": s}
                           for b in (1, 2) for ns, ew, s in ((1, 11, 420), (2, 12, 450),
                                                             (3, 13, 170))])
        df = df.astype({"ns_score": object})
        if unscored:
            df.loc[2, "ns_score"] = "?"
        return bk.score_event(df)

    a, b = event("a", True), event("b", False)
    together = bk.rank_pairs(pd.concat([a, b]), by="event")
    for name, alone in (("a", a), ("b", b)):
        part = together[together.event == name].drop(columns="event").reset_index(drop=True)
        pd.testing.assert_frame_equal(part, bk.rank_pairs(alone), check_dtype=False)
    assert together.loc[together.event == "a", "pct"].tolist() == [87.5, 87.5, 12.5, 87.5,
                                                                     12.5, 12.5]
