"""Sessions combined into one total, and the White Book's carry-forward into a final."""

import pandas as pd
import pytest

import bridgekit as bk
from bridgekit.pairs import carry_forward, combine_sessions, rank_sections, score_sections


def test_white_book_carry_forward():
    # C = S x FT / (2 x QT): 300 MPs on a qualifying top of 12, a final top of 24 -> 300
    c = carry_forward(300, final_top=24, qualifying_top=12)
    assert c.value == 300
    assert str(c) == "C = S × FT / (2 × QT) = 300 × 24 / (2 × 12) = 300"
    # 190 x 26 / (2 x 12) = 4940 / 24 = 205.8333...
    assert carry_forward(190, 26, 12).value == pytest.approx(4940 / 24)
    # a competition carrying a third: 190 x 26 / 12 / 3 = 137.22
    third = carry_forward(190, 26, 12, share=1 / 3)
    assert third.value == pytest.approx(190 * 26 / 36)
    assert str(third).endswith("= 137.22")


def test_carry_forward_refuses_a_zero_top():
    with pytest.raises(bk.OptionError, match="qualifying_top"):
        carry_forward(100, 24, 0)


ONE = pd.DataFrame({"pair": [1, 2], "names": ["Ann & Bob", "Cy & Di"], "boards": 24,
                    "total": [172.8, 115.2], "max": 288.0, "pct": [60.0, 40.0]})
TWO = pd.DataFrame({"pair": [2, 1], "names": ["cy & di", "Ann & Bob"], "boards": 26,
                    "total": [312.0, 312.0], "max": 624.0, "pct": [50.0, 50.0]})


def test_sessions_on_different_tops():
    # by boards: (60 x 24 + 50 x 26) / 50 = 2740 / 50 = 54.8; (40 x 24 + 50 x 26) / 50 = 45.2
    out = combine_sessions([ONE, TWO])
    assert out[["key", "pct", "rank"]].values.tolist() == [["1", pytest.approx(54.8), "1"],
                                                           ["2", pytest.approx(45.2), "2"]]
    assert out[["pct_1", "pct_2"]].values.tolist() == [[60, 50], [40, 50]]
    # by sessions: (60 + 50) / 2 = 55; by matchpoints: 484.8 / 912 = 53.158
    assert combine_sessions([ONE, TWO], weight="sessions")["pct"].tolist() == [55, 45]
    assert combine_sessions([ONE, TWO], weight="matchpoints")["pct"].iloc[0] == \
        pytest.approx(100 * 484.8 / 912)


def test_sessions_by_names():
    out = combine_sessions([ONE, TWO], by="names")
    assert out["key"].tolist() == ["ann & bob", "cy & di"] and out["sessions"].tolist() == [2, 2]


def test_scored_sessions_combined():
    # session 1: one board of four results (top 6): pair 1 N-S +420 beats 3 -> 6 (100%)
    # session 2: one board of three (top 4): pair 1 N-S +170 beats 1 (-50) -> 2 (50%)
    s1 = pd.DataFrame({"board": 1, "ns": [1, 2, 3, 4], "ew": [1, 2, 3, 4],
                       "ns_score": [420, 170, 140, -50]})
    s2 = pd.DataFrame({"board": 1, "ns": [1, 2, 3], "ew": [1, 2, 3],
                       "ns_score": [170, 420, -50]})
    ranks = [rank_sections(score_sections(s)) for s in (s1, s2)]
    out = combine_sessions(ranks).set_index("key")
    # one board each: (100 + 50) / 2 = 75%; as matchpoints (6 + 2) / (6 + 4) = 80%
    assert out.loc["NS 1", "pct"] == 75
    assert combine_sessions(ranks, weight="matchpoints").set_index("key").loc["NS 1", "pct"] == 80


def test_carry_forward_refuses_a_value_that_is_not_finite_or_printable():
    # 1e200 x 1e200 x 0.5 / 1 overflows to inf; 1e28 x 1 x 0.5 / 1 = 5e27 is finite but
    # has more digits than a decimal of 28 places can print to the hundredth
    for score, final_top, qualifying_top in ((1e200, 1e200, 1), (1e28, 1, 1), (1e200, 1, 1e-200),
                                             (1, 1e300, 1)):
        with pytest.raises(bk.BridgekitError, match="a carry-forward is worked in "
                                                 "matchpoints below 1e"):
            str(carry_forward(score, final_top=final_top, qualifying_top=qualifying_top))
    # the largest accepted still prints: 1e14 x 2 / (2 x 1) = 1e14
    assert str(carry_forward(1e14, final_top=2, qualifying_top=1)).endswith("= 100000000000000")


def test_a_pair_with_no_top_is_at_average_by_matchpoints_as_in_each_session():
    # pair 3 played only a board no one else did (top 0): each session ranks it at 50%, as
    # rank_pairs does; before, weight="matchpoints" made 0 / 0 a NaN, ranked below 0%
    s = pd.DataFrame({"board": [1, 1, 2], "ns": [1, 2, 3], "ew": [4, 5, 6],
                      "contract": "4S", "declarer": "N", "result": ["=", "-1", "="]})
    ranked = bk.rank_pairs(bk.score_event(s))
    assert ranked.set_index("pair").loc["3", "pct"] == 50
    out = combine_sessions([ranked, ranked], weight="matchpoints").set_index("key")
    assert out.loc[["NS 1", "NS 3", "NS 2"], "pct"].tolist() == [100, 50, 0]
    assert out.loc[["NS 1", "NS 3", "NS 2"], "rank"].tolist() == ["1", "2", "3"]
