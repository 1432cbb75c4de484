"""Hostile pairs rows and rulings: a pass with a result, a result without its pair, and a
split ruling scored across sections."""

import pandas as pd
import pytest

import bridgekit as bk
from bridgekit.pairs import rank_sections, score_sections


def _problems(df: pd.DataFrame) -> list[tuple[int, str, str]]:
    found = bk.validate_traveller(df)
    return list(zip(found["row"], found["column"], found["problem"], strict=True))


def test_a_pass_with_a_result_is_a_problem_of_its_row():
    # before: "Pass" beside "-2" scored 0 to both sides without a word
    df = pd.DataFrame({"board": 1, "ns": [1, 2, 3], "ew": [11, 12, 13],
                       "contract": ["4S", "Pass", "Pass"], "declarer": ["N", "", ""],
                       "result": ["=", "-2", ""]})
    assert _problems(df) == [(1, "result", "'-2': a passed-out board has no result; leave it "
                                           "blank, or give the contract played")]
    out = bk.score_event(df)
    # the slip is not scored: 4S= (+420) beats the one pass-out (0), 2 and 0 of 2 results,
    # Neuberg to the board's 3: (2 + 1) x 3/2 - 1 = 3.5 and (0 + 1) x 3/2 - 1 = 0.5
    assert out["ns_score"].tolist()[::2] == [420.0, 0.0] and pd.isna(out["ns_score"][1])
    assert out["ns_mp"].tolist()[::2] == [3.5, 0.5]


def test_a_result_without_its_pair_number_is_a_problem_of_its_row():
    # before: the blank N-S pair's 3NT= (+400) was scored, matchpointed against the field,
    # and belonged to no pair
    df = pd.DataFrame({"board": 1, "ns": [1, 2, "", 4], "ew": [11, 12, 13, None],
                       "contract": ["4S", "3NT", "3NT", ""], "declarer": ["N", "S", "S", ""],
                       "result": ["=", "=", "=", ""]})
    assert _problems(df) == [(2, "ns", "missing: a result needs its N-S pair number")]
    out = bk.score_event(df)
    # rows 0 and 1 compared alone (+420 beats +400: 2 and 0), Neuberg to 4 results:
    # (2 + 1) x 4/2 - 1 = 5 and (0 + 1) x 2 - 1 = 1; row 3 played nothing and is no
    # problem though its E-W pair is blank
    assert out["ns_mp"].tolist()[:2] == [5.0, 1.0]
    assert pd.isna(out["ns_mp"][2])
    # a traveller without any pair numbers is still scored as it was: three results,
    # +420 beats both +400s (4, 1, 1), Neuberg to 4: 5 x 4/3 - 1 and 2 x 4/3 - 1
    bare = df.assign(ns="", ew="")
    assert _problems(bare) == []
    assert bk.score_event(bare)["ns_mp"].tolist()[:3] == pytest.approx([17 / 3, 5 / 3, 5 / 3])


def test_a_split_ruling_keeps_e_w_s_own_percentage_across_sections():
    # section A: 450, 420, 420 and A60/60; section B: 420, 170, -50, 100 (one board)
    df = pd.DataFrame({"section": list("AAAABBBB"), "board": 1, "ns": [1, 2, 3, 4] * 2,
                       "ew": [5, 6, 7, 8] * 2,
                       "ns_score": [450, 420, 420, "A60/60", 420, 170, -50, 100]})
    # score_event on section A: 60% of a top of 6 to each side, 3.6 and 3.6
    alone = bk.score_event(df[df.section == "A"].drop(columns="section"))
    assert alone[["ns_mp", "ew_mp"]].iloc[3].tolist() == [3.6, 3.6]
    # within sections, the same 3.6 / 3.6 (before: 3.6 / 2.4, E-W given 100 - 60);
    # across the field (top 14), 60% each is 8.4 / 8.4 (before: 8.4 / 5.6)
    by_section = score_sections(df).iloc[3]
    assert (by_section.ns_mp, by_section.ew_mp, by_section.ew_pct) == (3.6, 3.6, 60.0)
    by_field = score_sections(df, by="field").iloc[3]
    assert (by_field.ns_mp, by_field.ew_mp, by_field.top) == (8.4, 8.4, 14.0)
    ranked = rank_sections(score_sections(df)).set_index(["section", "direction", "pair"])
    assert ranked.loc[("A", "EW", "8"), "pct"] == 60.0
