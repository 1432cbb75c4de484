"""Sections, heats and simultaneous pairs: a board within sections or across the field, the
factoring conventions, rankings, a single winner and a pair's club against overall explained.

Every number below is worked by hand in the comments (2 matchpoints per score beaten, 1 per
tie; the top of n results is 2(n - 1)).
"""

import re

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.pairs import (
    FACTORINGS,
    explain_club_v_field,
    factor_score,
    factored_top,
    factoring_formula,
    rank_sections,
    renumber_arrow_switch,
    score_sections,
    section_v_field,
    single_winner,
)

# The Australian simultaneous pairs' scoring page: 11 scores on a top of 20.
AUSTRALIAN = [1430, 690, 680, 680, 680, 660, 660, 650, -100, -100, -200]
# 1430 beats 10 -> 20; 690 beats 9 -> 18; 680 beats 6, ties 2 -> 14; 660 beats 4, ties 1
# -> 9; 650 beats 3 -> 6; -100 beats 1, ties 1 -> 3; -200 -> 0.
AUSTRALIAN_MP = [20, 18, 14, 14, 14, 9, 9, 6, 3, 3, 0]


def traveller(scores, section="A", board=1):
    n = len(scores)
    return pd.DataFrame({"section": section, "board": board, "ns": range(1, n + 1),
                         "ew": range(1, n + 1), "ns_score": scores})


@pytest.mark.parametrize("by", ["section", "field"])
def test_australian_board(by):
    out = score_sections(traveller(AUSTRALIAN, board=4), by=by)  # board 4: both vulnerable
    assert out.ns_mp.tolist() == AUSTRALIAN_MP
    assert out.top.eq(20).all()
    assert bk.matchpoints(AUSTRALIAN).tolist() == AUSTRALIAN_MP


def test_the_three_conventions_on_the_issue_board():
    # 30 matchpoints on a board played 24 times where most were played 28
    assert factor_score(30, 24, 28, "neuberg") == pytest.approx(31 * 28 / 24 - 1)  # 35.1667
    assert round(factor_score(30, 24, 28, "neuberg"), 3) == 35.167
    assert factor_score(30, 24, 28, "ratio") == pytest.approx(35.0)  # 30 x 28/24
    assert round(factor_score(30, 24, 28, "top"), 3) == 35.217  # 30 x 54/46
    assert factor_score(30, 24, 28, "none") == 30
    assert factored_top(24, 28, "top") == 54 and factored_top(24, 28, "none") == 46
    assert factoring_formula(30, 24, 28, "top") == "30 × 54/46 = 35.22"
    assert factoring_formula(30, 24, 28, "neuberg") == "(30 + 1) × 28/24 − 1 = 35.17"
    # on the 1 and 1/2 scale every number is halved
    assert factor_score(15, 24, 28, "neuberg", scale="acbl") == pytest.approx(35.1667 / 2, 1e-4)


def test_bad_factoring_names_the_choices():
    with pytest.raises(bk.OptionError, match="factoring"):
        factor_score(3, 4, 5, "bogus")
    with pytest.raises(bk.ScoreError):
        factor_score(30, 24, 20)  # N below n


# A hand-worked two-section example: section A has four results on board 1, section B three.
TWO = pd.concat([traveller([450, 420, 420, -100], "A"), traveller([420, 170, -50], "B")],
                ignore_index=True)


def test_two_sections_within_each_section_each_convention():
    # A (n = 4, top 6): 450 beats 3 -> 6; 420 beats 1, ties 1 -> 3; -100 -> 0.
    # B (n = 3, top 4): 420 -> 4, 170 -> 2, -50 -> 0; brought to N = 4 (the largest section):
    expected_b = {
        "neuberg": ([17 / 3, 3.0, 1 / 3], 6.0),  # (4+1)x4/3-1, (2+1)x4/3-1, (0+1)x4/3-1
        "ratio": ([16 / 3, 8 / 3, 0.0], 16 / 3),  # 4x4/3, 2x4/3, 0; top 4x4/3
        "top": ([6.0, 3.0, 0.0], 6.0),  # 4x6/4, 2x6/4, 0
        "none": ([4.0, 2.0, 0.0], 4.0),  # the section's own top
    }
    for factoring, (b_mp, b_top) in expected_b.items():
        out = score_sections(TWO, by="section", factoring=factoring)
        assert out.ns_mp.tolist()[:4] == [6.0, 3.0, 3.0, 0.0]
        assert out.ns_mp.tolist()[4:] == pytest.approx(b_mp)
        assert out.top.tolist()[4:] == pytest.approx([b_top] * 3)
        assert (out.ns_mp + out.ew_mp).tolist() == pytest.approx(out.top.tolist())


def test_two_sections_across_the_field():
    # seven results, top 12: 450 beats 6 -> 12; 420 x3 beats 3 (170, -50, -100), ties 2 -> 8;
    # 170 beats 2 -> 4; -50 beats 1 -> 2; -100 -> 0. Sum 12 + 24 + 4 + 2 + 0 = 42 = 7 x 6.
    out = score_sections(TWO, by="field")
    assert out.ns_mp.tolist() == [12, 8, 8, 0, 8, 4, 2]
    assert out.top.eq(12).all() and out.section.tolist() == list("AAAABBB")


def test_pair_key_includes_the_section():
    table = rank_sections(score_sections(TWO, by="field"), over="field")
    ns = table[table.direction == "NS"]
    # pair 1 of A (+450, 12 of 12) and pair 1 of B (+420, 8 of 12) are two pairs; B 1 ties
    # A 2 and A 3 (+420 each: 8 of 12)
    assert ns[["section", "pair", "pct", "rank"]].values.tolist()[:4] == [
        ["A", "1", 100.0, "1"], ["A", "2", 200 / 3, "2="], ["A", "3", 200 / 3, "2="],
        ["B", "1", 200 / 3, "2="]]
    within = rank_sections(score_sections(TWO), over="section")
    assert within[(within.section == "B") & (within.direction == "NS")]["rank"].tolist() == \
        ["1", "2", "3"]


def test_imps_ranking_of_a_field_of_sections_keeps_each_section_s_pairs():
    # one board at cross-IMPs, pairs 1 and 2 in each of A and B: each +420 in A against
    # B's two +170 (+250: 6 IMPs each) and the other +420 (0): +12 over 3 comparisons, 4 a
    # comparison; B's -4. rank_pairs_imps made A1 and B1 one pair of 2 boards totalling 0
    df = pd.DataFrame({"section": ["A", "A", "B", "B"], "board": 1, "ns": [1, 2, 1, 2],
                       "ew": [1, 2, 1, 2], "contract": ["4S", "4S", "3S", "2S"],
                       "declarer": "N", "result": ["=", "=", "+1", "+2"]})
    scored = bk.score_event_imps(score_sections(df, by="field"), "cross-imps")
    ns = bk.rank_pairs_imps(scored).query("direction == 'NS'")
    assert ns[["section", "pair", "boards", "total", "rank"]].values.tolist() == [
        ["A", "1", 1, 4.0, "1="], ["A", "2", 1, 4.0, "1="],
        ["B", "1", 1, -4.0, "3="], ["B", "2", 1, -4.0, "3="]]


def test_normal_max_factors_a_short_board_across_the_field():
    # board 1 played 4 times, board 2 (dealer E, N-S vulnerable) 3 times; normal="max" -> N = 4
    df = pd.concat([traveller([420, 170, 140, -50]), traveller([620, 170, -100], board=2)],
                   ignore_index=True)
    out = score_sections(df, by="field", factoring="neuberg", normal="max")
    # board 2: 620 -> (4+1)x4/3 - 1 = 5.667 of 6
    assert out.ns_mp.iloc[4] == pytest.approx(17 / 3)
    assert out.top.eq(6).all()


events = st.lists(st.tuples(st.integers(0, 2), st.integers(1, 3),
                            st.sampled_from([-200, -100, 0, 110, 140, 420, 450, 980])),
                  min_size=1, max_size=40)


def frame(rows):
    df = pd.DataFrame(rows, columns=["section", "board", "ns_score"])
    # board 2's N-S are vulnerable: only a score possible for them there
    df.loc[df.board == 2, "ns_score"] = df.loc[df.board == 2, "ns_score"].replace(
        {-100: -200, 450: 620, 980: 1430, 420: 620})
    df["section"] = df["section"].map({0: "A", 1: "B", 2: "C"})
    df["ns"] = df.groupby(["section", "board"]).cumcount() + 1
    df["ew"] = df["ns"]
    return df


@given(events, st.sampled_from(sorted(FACTORINGS)))
def test_every_factoring_keeps_ns_plus_ew_on_the_top(rows, factoring):
    out = score_sections(frame(rows), by="section", factoring=factoring, normal="max")
    assert np.allclose(out.ns_mp + out.ew_mp, out.top)
    assert ((out.ns_mp >= -1e-9) & (out.ns_mp <= out.top + 1e-9)).all()


@given(events, st.sampled_from(sorted(FACTORINGS)))
def test_one_section_scores_alike_both_ways(rows, factoring):
    df = frame(rows).assign(section="A")
    df["ns"] = df.groupby("board").cumcount() + 1
    df["ew"] = df["ns"]
    within = score_sections(df, by="section", factoring=factoring)
    across = score_sections(df, by="field", factoring=factoring)
    assert np.allclose(within.ns_mp, across.ns_mp) and np.allclose(within.top, across.top)


def test_no_section_column_is_one_section():
    df = traveller(AUSTRALIAN, board=4).drop(columns="section")
    assert score_sections(df).ns_mp.tolist() == AUSTRALIAN_MP


# Two sections of three tables, two boards; pair 1 N-S of section A holds +420 and +620.
# Board 1 (nobody vulnerable): A 420, 170, 140; B 980, 980, 450.
# Board 2 (N-S vulnerable):    A 620, 170, -100; B 620, 650, 140.
CLUB = pd.DataFrame({"section": list("AAABBB") * 2, "board": [1] * 6 + [2] * 6,
                     "ns": [1, 2, 3] * 4, "ew": [1, 2, 3] * 4,
                     "ns_score": [420, 170, 140, 980, 980, 450, 620, 170, -100, 620, 650, 140]})


def test_club_against_field_explained_and_summed():
    club, field = score_sections(CLUB), score_sections(CLUB, by="field")
    why = explain_club_v_field(club, field, "A", 1, direction="NS")
    # at the club (3 results, top 4): +420 beats 2 -> 4; +620 beats 2 -> 4: 8 of 8 = 100%
    # across the field (6 results, top 10): +420 beats 170, 140 -> 4 (40%); +620 beats 170,
    # -100, 140 and ties one 620 -> 7 (70%): 11 of 20 = 55%
    assert why.club_pct == 100 and why.field_pct == 55
    # board 1: 100 x 4/8 - 100 x 4/20 = 30 points; board 2: 50 - 35 = 15; 30 + 15 = 45
    assert why.boards.set_index("board")["points"].to_dict() == pytest.approx({1: 30, 2: 15})
    assert why.boards["points"].sum() == pytest.approx(why.club_pct - why.field_pct)
    assert why.lines[0] == (
        "board 1: your +420 beat 2 of the 2 other results at the club (100%) but only 2 of 5 "
        "across the field (40%): 60% of the rest of the field did better than you, against 0% "
        "at the club; the field's most common result was +980 (2 of 6) (+30.00 points)")
    assert str(why).startswith("Pair A NS 1: 100.00% at the club, 55.00% across the field "
                               "(+45.00 points at the club)")


def test_the_sum_holds_for_every_pair():
    club, field = score_sections(CLUB, factoring="none"), score_sections(CLUB, by="field")
    for section in "AB":
        for direction in ("NS", "EW"):
            for pair in (1, 2, 3):
                why = explain_club_v_field(club, field, section, pair, direction=direction)
                assert why.boards["points"].sum() == pytest.approx(why.difference)


def test_causes_extra_board_and_board_removed_overall():
    # board 3 (E-W vulnerable) played in section A only, and left out of the overall scoring
    extra = pd.concat([CLUB, traveller([110, 140, -100], "A", board=3)], ignore_index=True)
    club = score_sections(extra)
    why = explain_club_v_field(club, score_sections(CLUB, by="field"), "A", 1, direction="NS")
    assert why.causes == ("board 3 is an extra board: played in 1 of 2 sections, it counts at "
                          "the club only",)
    # at the club: 8 + 2 (110 beats -100) of 12; overall 11 of 20 as before
    assert why.club_pct == pytest.approx(1000 / 12)
    assert why.boards["points"].sum() == pytest.approx(1000 / 12 - 55)
    # board 2 played by both sections but removed from the overall scoring (fouled throughout)
    why = explain_club_v_field(score_sections(CLUB), score_sections(CLUB[CLUB.board == 1],
                                                                    by="field"), "A", 1,
                               direction="NS")
    assert "removed overall" in why.causes[0] and why.field_pct == 40


def test_causes_club_without_factoring_and_sit_out_as_a_pass():
    # section A plays board 2 only twice (a sit-out) and scores it without factoring
    short = CLUB.drop(index=[8]).reset_index(drop=True)
    club = score_sections(short, factoring="none")
    why = explain_club_v_field(club, score_sections(short, by="field"), "A", 1, direction="NS")
    assert why.causes == ("the club scored without factoring: board 2 had a top of 2 there, "
                          "where its full boards had 4",)
    # the sit-out entered as a pass (0) at the club, where nobody else passed it out
    passed = CLUB.copy()
    passed.loc[8, "ns_score"] = 0
    why = explain_club_v_field(score_sections(passed), score_sections(passed, by="field"),
                               "A", 1, direction="NS")
    assert why.causes == ("board 2: 1 pass-out(s) at the club, 0 in the rest of the field (3 "
                          "results): if a sit-out was entered as a pass it should be removed",)
    assert why.undetected  # the causes the results cannot show are named


def test_section_against_field():
    table = section_v_field(score_sections(CLUB), score_sections(CLUB, by="field"), "A")
    mine = table.set_index(["direction", "pair"])
    assert mine.loc[("NS", "1"), "difference"] == pytest.approx(45)  # 100 - 55, as above
    boards = table.attrs["boards"].set_index("board")
    # board 1, section A's N-S across the field: 420 -> 4, 170 -> 2, 140 -> 0 of 10: 20%
    assert boards.loc[1, "field_ns_pct"] == pytest.approx(20)


def test_single_winner():
    # a Howell: pairs 1-4 on two boards, every pair sitting both ways
    howell = pd.DataFrame({"board": [1, 1, 2, 2], "ns": [1, 3, 2, 4], "ew": [2, 4, 3, 1],
                           "ns_score": [420, 170, 110, -100]})
    verdict = single_winner(score_sections(howell))
    assert verdict.meaningful and set(verdict.ranking.direction) == {""}
    # a plain Mitchell: two winners
    verdict = single_winner(score_sections(CLUB))
    assert not verdict.meaningful and "Mitchell" in verdict.reason
    assert set(verdict.ranking.direction) == {"NS", "EW"}


def test_arrow_switched_mitchell_renumbered_has_one_winner():
    # two tables, two rounds; the second round arrow-switched: the E-W pairs hold the N-S cards
    df = pd.DataFrame({"board": [1, 1, 2, 2], "ns": [1, 2, 1, 2], "ew": [1, 2, 2, 1],
                       "ns_score": [420, 170, 110, -100], "switched": [False, False, True, True]})
    renumbered = renumber_arrow_switch(df)
    assert renumbered[["ns", "ew"]].values.tolist() == [[1, 11], [2, 12], [12, 1], [11, 2]]
    verdict = single_winner(score_sections(renumbered))
    assert verdict.meaningful
    # pair 11 (E-W 1): board 1 -420 (0 of 2), board 2 -100 as N-S (0 of 2): 0%;
    # pair 1: board 1 +420 beats +170 (2 of 2), board 2 E-W against +110, which beat -100
    # (0 of 2): 2 of 4 = 50%
    table = verdict.ranking.set_index("pair")
    assert table.loc["11", "pct"] == 0 and table.loc["1", "pct"] == 50


def test_a_row_in_error_counts_towards_n_across_the_field_as_in_one_section():
    """A field of two sections, board 1 played at 5 tables, one result in error (its score
    does not follow from its contract): the other 4 are factored to N = 5 by Neuberg, as
    score_event factors a single section's board with a row in error, and as the board's
    explanation says (A2's 450 beats 3: (5/4) × (6 + 1) − 1 = 7.75 of 8)."""
    df = pd.DataFrame({"section": list("AAABB"), "board": 1, "ns": [1, 2, 3, 1, 2],
                       "ew": [1, 2, 3, 1, 2], "contract": ["4S", "4S", "3S", "4S", "4S"],
                       "declarer": "N", "result": ["9", "11", "10", "10", "9"],
                       "ns_score": [420, 450, 170, 420, -50]})
    field = bk.score_sections(df, by="field")
    assert field["status"].tolist()[0] == "error"
    assert field["ns_mp"].tolist()[1:] == [7.75, 2.75, 5.25, 0.25]
    assert field["N"].tolist()[1:] == [5.0] * 4
    named = df.assign(ns=df["section"] + df["ns"].astype(str),
                      ew=df["section"] + df["ew"].astype(str)).drop(columns="section")
    np.testing.assert_allclose(bk.score_event(named)["ns_mp"].to_numpy(float)[1:],
                               field["ns_mp"].to_numpy(float)[1:])
    result = bk.event_result(df, bk.Settings(sections="field"))
    (_name, explained), = result.explain_board(1)
    heading, lines = explained.words("en")
    assert heading.startswith("Board of 5 results expected, 4 present")
    assert "(5/4) × (6 + 1) − 1 = 7.8 → 96.9%" in lines[0]


#: a table's result as typed: played, in error (a score its contract does not give), an
#: artificial or weighted ruling, not played, passed out, a score alone
RESULTS = [("4S", "N", "10", ""), ("4S", "N", "11", ""), ("3NT", "S", "9", ""),
           ("4S", "N", "9", ""), ("4S", "N", "10", "450"), ("", "", "", "A60/40"),
           ("", "", "", "A50"), ("", "", "", ""), ("PASS", "", "", ""), ("", "", "", "-100"),
           ("", "", "", "620")]


@st.composite
def fields(draw):
    """Two boards played in two sections of 1 to 4 tables each."""
    cells = st.sampled_from(RESULTS)
    rows = [dict(zip(("contract", "declarer", "result", "ns_score"), draw(cells),
                     strict=True), section=section, board=board, ns=table, ew=table)
            for board in (1, 2) for section in "AB"
            for table in range(1, draw(st.integers(1, 4)) + 1)]
    return pd.DataFrame(rows)


@settings(max_examples=150, deadline=None)
@given(data=st.data(), normal=st.sampled_from([None, 3, 5, 8, "max"]),
       method=st.sampled_from(["neuberg", "old-style", "plain"]))
def test_a_field_of_sections_scores_as_one_section_of_pairs_named_by_their_section(
        data, normal, method):
    """Across the field, sections are one comparison: score_sections(by="field") gives
    each row what score_event gives the same rows with each pair named by its section
    (A3): rows in error, not played and rulings counted alike towards a board's N, a stated
    N below a board's rows refused alike; in plain scoring a ruling beside a lone
    result takes its share of the board's 2(N - 1) in both."""
    df = data.draw(fields())
    named = df.assign(ns=df["section"] + df["ns"].astype(str),
                      ew=df["section"] + df["ew"].astype(str)).drop(columns="section")
    try:
        one = bk.score_event(named, normal=normal, method=method)
    except bk.BridgekitError as exc:  # a stated N below a board's rows: refused alike
        with pytest.raises(type(exc), match=re.escape(str(exc))):
            score_sections(df, by="field", normal=normal,
                           factoring={"plain": "none"}.get(method, method))
        return
    field = score_sections(df, by="field", normal=normal,
                           factoring={"plain": "none"}.get(method, method))
    assert field["status"].astype(str).tolist() == one["status"].astype(str).tolist()
    for column in ("ns_mp", "ew_mp", "ns_pct", "ew_pct", "top"):
        np.testing.assert_allclose(field[column].to_numpy(float), one[column].to_numpy(float),
                                   rtol=1e-9, atol=1e-9, err_msg=column)


@pytest.mark.parametrize("by", ["section", "field"])
def test_a_ruling_beside_a_lone_result_takes_its_share_of_the_boards_top_unfactored(by):
    """With no factoring, a board of one result and an A60/40 ruling: nothing to compare the
    result with (0 of a top of 0, 50%), and the ruling 60% of the board's 2(N - 1) = 2, 1.2 to
    0.8 matchpoints, as ``score_event``'s plain scoring gives it (before: 0 of a top of 0)."""
    df = pd.DataFrame({"section": "A", "board": 1, "ns": [1, 2], "ew": [11, 12],
                       "contract": ["4S", ""], "declarer": ["S", ""], "result": ["10", ""],
                       "ns_score": ["", "A60/40"]})
    got = score_sections(df, by=by, factoring="none")
    one = bk.score_event(df.drop(columns="section"), method="plain")
    for scored in (got, one):
        assert scored[["ns_mp", "ew_mp", "ns_pct", "ew_pct", "top"]].to_numpy().tolist() == [
            [0.0, 0.0, 50.0, 50.0, 0.0], [1.2, 0.8, 60.0, 40.0, 2.0]]


def test_each_section_is_ranked_by_its_own_movement():
    # the ACBL club game: A a Mitchell (N-S 2 7.5 of 12, 62.50%), B a Howell of 8 pairs
    # (pair 4 9.5 of 12, 79.17%); B's pairs were ranked as N-S and E-W halves (16 of them)
    from pathlib import Path

    from bridgekit.io import read_event

    event = read_event(Path(__file__).parents[1] / "data" / "programs" / "acbl-club-game.html")
    ranks = rank_sections(score_sections(event))
    b = ranks[ranks["section"] == "B"]
    assert set(b["direction"]) == {""} and len(b) == 8 and set(b["boards"]) == {4}
    assert round(float(b.loc[b["pair"] == "4", "pct"].iloc[0]), 2) == 79.17
    a = ranks[ranks["section"] == "A"]
    assert set(a["direction"]) == {"NS", "EW"}
    assert float(a.loc[(a["direction"] == "NS") & (a["pair"] == "2"), "pct"].iloc[0]) == 62.5


def test_imps_ranking_of_a_section_named_nothing_or_blank_beside_a():
    # the same board, section B named "" (or left blank): the "" section's pairs were
    # ranked as section '1' and '2' with no pair (its separator was stripped as a space);
    # a blank section's pairs 1 and 2 were A's, 2 boards totalling 0
    df = pd.DataFrame({"section": ["A", "A", "", ""], "board": 1, "ns": [1, 2, 1, 2],
                       "ew": [1, 2, 1, 2], "contract": ["4S", "4S", "3S", "2S"],
                       "declarer": "N", "result": ["=", "=", "+1", "+2"]})
    for blank in ("", None):
        scored = bk.score_event_imps(score_sections(df, by="field"), "cross-imps")
        scored["section"] = scored["section"].astype(object).replace("", blank)
        ns = bk.rank_pairs_imps(scored).query("direction == 'NS'")
        assert ns[["section", "pair", "boards", "total", "rank"]].values.tolist() == [
            ["A", "1", 1, 4.0, "1="], ["A", "2", 1, 4.0, "1="],
            ["", "1", 1, -4.0, "3="], ["", "2", 1, -4.0, "3="]], blank
