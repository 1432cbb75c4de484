"""The director's conventions: average-plus from the session, procedural penalties (Law 90),
totals scaled to the session, Butler's drop options, rulings at IMPs (Law 86A)."""

import numpy as np
import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk


def session(ruling="A+/A-"):
    # a Howell of three rounds: pair 1 scores 4 of 4 and 2 of 4 on its real boards (75%),
    # pair 6 scores 2 of 4 and 0 of 4 (25%); on board 3 they meet and get a ruling
    return pd.DataFrame({
        "board": [1, 1, 1, 2, 2, 2, 3, 3, 3],
        "ns": [1, 2, 3, 1, 2, 3, 1, 2, 3], "ew": [4, 5, 6, 5, 6, 4, 6, 4, 5],
        "ns_score": [420, 140, 170, 110, 140, -100, ruling, 100, 120],
    })


def test_fixed_average_plus_is_60_40_of_the_full_top():
    out = bk.score_event(session())
    assert out.ns_pct[6] == 60 and out.ew_pct[6] == 40 and out.ns_mp[6] == 2.4
    assert out.ruling[6] == "artificial adjusted score (Law 12C2): N-S 60%; E-W 40%"


def test_session_average_plus_takes_the_pair_s_own_percentage():
    out = bk.score_event(session(), artificial="session")
    # pair 1: 4 + 2 of 8 on boards 1 and 2 = 75% > 60; pair 6: 0 + 2 of 8 = 25% < 40
    assert out.ns_pct[6] == 75 and out.ew_pct[6] == 25
    assert out.ns_mp[6] == 3.0 and out.ew_mp[6] == 1.0
    assert out.ruling[6] == ("artificial adjusted score (Law 12C2): N-S 60%, or the pair's 75.0% "
                             "on its other boards, whichever is greater; E-W 40%, or the pair's "
                             "25.0% on its other boards, whichever is less")
    # a pair below 60% keeps 60% for average-plus; average stays 50%
    low = bk.score_event(session("A-/A+"), artificial="session")
    assert low.ns_pct[6] == 40 and low.ew_pct[6] == 60
    even = bk.score_event(session("A="), artificial="session")
    assert even.ns_pct[6] == 50 and even.ew_pct[6] == 50


@given(st.lists(st.sampled_from([110, 140, 0, 100, 200, -110, -140]), min_size=6, max_size=6),
       st.sampled_from(["A+", "A+/A+", "A60/40", "A+/A-"]))
def test_a_session_average_plus_is_never_below_60(scores, code):
    df = session(code)
    df.loc[[0, 1, 2, 3, 4, 5], "ns_score"] = scores
    out = bk.score_event(df, artificial="session")
    assert out.ns_pct[6] >= 60
    assert out.ns_mp.notna().all()


def test_bad_artificial_option():
    with pytest.raises(bk.OptionError, match="artificial='sesion'"):
        bk.score_event(session(), artificial="sesion")


def test_a_penalty_is_apart_from_the_board_and_the_opponents():
    df = session().assign(penalty=["", "EW 25%", "", "", "", "", "", "", "NS 1.5"])
    out = bk.score_event(df)
    plain = bk.score_event(session())
    assert np.allclose(out.ns_mp, plain.ns_mp) and np.allclose(out.ew_mp, plain.ew_mp)
    assert out.ew_penalty[1] == 1.0 and out.ns_penalty[8] == 1.5  # 25% of a top of 4
    ranks = bk.rank_pairs(out).set_index("pair")
    before = bk.rank_pairs(plain).set_index("pair")
    assert ranks.loc["5", "penalty"] == 1.0
    assert ranks.loc["5", "total"] == before.loc["5", "total"] - 1.0
    assert ranks.loc["3", "total"] == before.loc["3", "total"] - 1.5
    assert ranks.loc["2", "total"] == before.loc["2", "total"]  # opponents untouched


def test_a_session_penalty_and_a_bad_penalty_cell():
    out = bk.score_event(session())
    ranks = bk.rank_pairs(out, penalties={"EW 4": "50%"}).set_index("pair")  # a Mitchell
    assert ranks.loc["4", "penalty"] == 2.0
    with pytest.raises(bk.TravellerError, match="no pair '9'"):
        bk.rank_pairs(out, penalties={"9": 1})
    bad = bk.score_event(session().assign(penalty=["x"] + [""] * 8))
    assert bad.ns_mp.notna().all()
    (warning,) = bad.attrs["problems"]
    assert warning["severity"] == "warning" and "not applied" in warning["problem"]


def test_totals_scaled_to_the_session():
    df = session().iloc[[0, 1, 2, 3, 4, 5, 7, 8]]  # pair 1 and 6 missed board 3
    ranks = bk.rank_pairs(bk.score_event(df), scale_totals=True).set_index("pair")
    assert ranks.loc["1", "max"] == 8 and ranks.loc["2", "max"] == 10
    assert ranks.loc["1", "scaled_total"] == pytest.approx(ranks.loc["1", "pct"] / 100 * 10)


def test_only_rulings_on_a_board():
    assert bk.score_board(["A60/40", "A40/60"]).ns_mp.tolist() == [1.2, 0.8]
    out = bk.score_event(pd.DataFrame({"board": [1, 1, 2, 2], "ns": [1, 2, 1, 2],
                                       "ew": [3, 4, 3, 4],
                                       "ns_score": ["A60/40", "A40/60", 620, 170]}))
    assert out.ns_mp.tolist() == [1.2, 0.8, 2.0, 0.0]


def test_butler_drop_grows_with_the_board_and_min_results():
    scores = [420, 450, 170, 140, 110, 100, -50, 0, 200, 300] * 4  # 40 results, board 1
    df = pd.DataFrame({"board": 1, "ns": range(1, 41), "ew": range(41, 81), "ns_score": scores})
    scored = bk.score_event(df)
    five = bk.score_event_imps(scored, "butler", drop=0.05)  # 2 each end of 40
    assert five.datum[0] == bk.butler_datum(scores, drop=2)
    none = bk.score_event_imps(scored, "butler", drop=1, min_results=50)
    assert none.datum[0] == bk.butler_datum(scores, drop=0)
    with pytest.raises(bk.OptionError, match="drop="):
        bk.score_event_imps(scored, "butler", drop=-1)


def test_rulings_at_imps_each_side_its_own_code():
    df = pd.DataFrame({"board": 1, "ns": range(1, 41), "ew": range(41, 81),
                       "ns_score": [420] * 20 + [170] * 19 + ["A+/A+"]})
    scored = bk.score_event(df)
    cross = bk.score_event_imps(scored, ruling_imps=1.5)  # Ruter: 1.5 IMPs a comparison
    assert cross.ns_imps[39] == 1.5 and cross.ew_imps[39] == 1.5
    assert cross.ns_cross_total[39] == 58.5  # 39 comparisons
    butler = bk.score_event_imps(scored, "butler")  # Law 86A: 3 IMPs
    assert butler.ns_imps[39] == 3 and butler.ew_imps[39] == 3
    minus = bk.score_event_imps(bk.score_event(df.assign(ns_score=[420] * 39 + ["A-"])),
                                "butler")
    assert minus.ns_imps[39] == -3 and minus.ew_imps[39] == 3


def test_the_law_86a_value_of_a_ruling_at_imps_has_one_home():
    from bridgekit.rulings import RULING_IMPS, ruling_imps
    assert RULING_IMPS == 3.0
    assert ruling_imps(60.0) == 3.0 and ruling_imps(40.0) == -3.0 and ruling_imps(50.0) == 0.0
    assert ruling_imps(np.array([60.0, 55.0]), 1.5).tolist() == [1.5, 0.75]
    df = pd.DataFrame({"board": 1, "ns": [1, 2, 3], "ew": [4, 5, 6],
                       "ns_score": [420, 170, "A60/40"]})
    assert bk.score_event_imps(bk.score_event(df), "butler").ns_imps[2] == RULING_IMPS
