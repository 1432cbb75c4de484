"""Victory points: the WBF 2013 continuous scale."""


import itertools
import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk


@pytest.mark.parametrize("margin, boards, win, lose", [
    (15, 16, 13.97, 6.03), (16, 32, 13.12, 6.88), (47, 32, 17.21, 2.79), (52, 12, 20.0, 0.0),
    (0, 8, 10.0, 10.0),
])
def test_wbf_vp(margin, boards, win, lose):
    assert bk.wbf_vp(margin, boards) == (win, lose)
    assert bk.wbf_vp(-margin, boards) == (win, lose)


@pytest.mark.parametrize("boards", [2, 3, 4, 8, 12, 16, 20, 24, 32, 64])
def test_wbf_scale_is_concave_and_monotone(boards):
    from bridgekit.teams.vp import vp_scale

    s = np.array(vp_scale(boards))
    steps = np.diff(s)
    assert (steps >= -1e-9).all()
    assert (np.diff(steps) <= 1e-9).all(), "no IMP is worth more than the one before"
    assert s[-1] == 20.0


@given(st.integers(0, 200), st.integers(1, 64))
def test_vps_sum_to_20(margin, boards):
    win, lose = bk.wbf_vp(margin, boards)
    assert round(win + lose, 2) == 20
    assert 10 <= win <= 20
    w, lo = bk.wbf_vp_discrete(margin, boards)
    assert w + lo == 20
    for scale in (10, 12, 16):
        a, b = bk.wbf_vp_scaled(margin, boards, scale)
        assert round(a + b, 2) == scale



# Published WBF discrete 20-VP tables ("The New WBF IMP to VP Scales", 2013): margins where
# the discrete scale is not the continuous one rounded.
@pytest.mark.parametrize("margin, boards, win", [
    (1, 8, 11), (16, 8, 15), (5, 16, 12), (35, 64, 14), (0, 16, 10), (1, 16, 10),
    (2, 16, 11), (53, 16, 19), (54, 16, 20),
])
def test_wbf_discrete_published(margin, boards, win):
    assert bk.wbf_vp_discrete(margin, boards) == (win, 20 - win)
    assert bk.wbf_vp_discrete(-margin, boards) == (win, 20 - win)


def test_wbf_discrete_differs_from_rounding_where_published():
    rounded = [round(bk.wbf_vp(m, 8)[0]) for m in (1, 16)]
    assert rounded != [bk.wbf_vp_discrete(m, 8)[0] for m in (1, 16)]


@given(st.integers(1, 200))
def test_discrete_ranges_never_narrow(boards):
    from bridgekit.teams.vp import discrete_bounds

    b = discrete_bounds(boards)
    widths = [2 * b[0] + 1] + [y - x for x, y in itertools.pairwise(b)]
    assert all(w2 >= w1 for w1, w2 in itertools.pairwise(widths))
    wins = [bk.wbf_vp_discrete(m, boards)[0] for m in range(b[-1] + 3)]
    assert wins == sorted(wins) and wins[0] == 10 and wins[-1] == 20
    assert set(wins) == set(range(10, 21))


# The EBU Swiss pairs scale, 7-board row as a congress programme prints it
@pytest.mark.parametrize("pct, vps", [
    (50.0, 10), (50.65, 10), (50.66, 11), (51.98, 11), (51.99, 12), (56.23, 14), (56.24, 15),
    (64.40, 18), (64.41, 19), (68.35, 19), (68.36, 20), (100, 20), (49.35, 10), (49.34, 9),
    (31.64, 0),
])
def test_mp_vp_seven_boards(pct, vps):
    assert bk.mp_vp(pct, 7) == (vps, 20 - vps)


@given(st.floats(0, 100), st.integers(2, 55))
def test_mp_vp_sums_to_20_and_is_monotone(pct, boards):
    a, b = bk.mp_vp(pct, boards)
    assert a + b == 20
    assert bk.mp_vp(min(100.0, pct + 1), boards)[0] >= a


@pytest.mark.parametrize("bad", [(101, 7), (-1, 7), (60, 1), (60, 56), ("60", 7)])
def test_mp_vp_refuses(bad):
    with pytest.raises(bk.BridgekitError):
        bk.mp_vp(*bad)


def test_wbf_vps_caps_a_margin_too_large_for_a_whole_number():
    """A margin past 2**63 is a blitz like any margin past the scale's end, not a wrapped
    negative index into the scale."""
    from bridgekit.teams.vp import wbf_vps

    win, lose = wbf_vps([9.223372036854776e18, -1e300, 200], 16)
    assert win.tolist() == [20.0, 0.0, 20.0]
    assert lose.tolist() == [0.0, 20.0, 0.0]


# The event's VP scale, by name
TAU = (5 ** 0.5 - 1) / 2


def _continuous(margin, boards):
    """The WBF 2013 formula, unrounded, worked here from its definition."""
    blitz = 15 * boards ** 0.5
    return min(20.0, 10 + 10 * (1 - TAU ** (3 * margin / blitz)) / (1 - TAU ** 3))


@pytest.mark.parametrize("margin, formula, whole", [
    # 3 boards: the winner's continuous VPs rounded up (not TeamsScorer's table at 11 IMPs)
    (1, 10.71, (11, 9)), (3, 12.01, (13, 7)), (11, 15.99, (16, 4)), (19, 18.54, (19, 1)),
    (21, 19.01, (20, 0)),
])
def test_whole_up_over_three_boards(margin, formula, whole):
    # the formula itself first, then the scale: 11 IMPs is 15.99, so 16-4 (17-3 is 12 IMPs)
    assert round(_continuous(margin, 3), 2) == formula
    assert bk.teams.match_vp(margin, 3, "wbf")[0] == formula
    assert bk.teams.match_vp(margin, 3, "whole_up") == whole
    assert bk.teams.match_vp(-margin, 3, "whole_up") == whole


def test_whole_up_all_margins_of_a_three_board_match():
    expected = [math.ceil(round(_continuous(m, 3), 2)) for m in range(22)]
    assert expected == [10, 11, 12, 13, 13, 14, 14, 15, 15, 16, 16, 16, 17, 17, 18, 18, 18, 18,
                        19, 19, 19, 20]
    assert [bk.teams.match_vp(m, 3, "whole_up")[0] for m in range(22)] == expected
    assert bk.teams.match_vp(12, 3, "whole_up") == (17, 3)
    # 17 IMPs: the published 18.00 stays 18 (the unrounded 18.0003 would round up to 19)
    assert round(_continuous(17, 3), 4) == 18.0003 and bk.teams.match_vp(17, 3, "whole_up") == (18, 2)


# EBU TeamsScorer's whole VPs over 3 boards, as its file prints them by IMP margin (15, 17, 18
# and 20 do not occur in it)
TEAMSSCORER_3 = {0: 10, 1: 11, 2: 12, 3: 13, 4: 13, 5: 14, 6: 14, 7: 15, 8: 15, 9: 16, 10: 16,
                 11: 17, 12: 17, 13: 17, 14: 18, 16: 18, 19: 19, 21: 20, 22: 20, 30: 20, 60: 20}


@pytest.mark.parametrize("margin, win", sorted(TEAMSSCORER_3.items()))
def test_ebu_whole_is_teamsscorers_table_over_three_boards(margin, win):
    assert bk.teams.match_vp(margin, 3, "ebu_whole") == (win, 20 - win)
    assert bk.teams.match_vp(-margin, 3, "ebu_whole") == (win, 20 - win)


def test_ebu_whole_is_neither_rounding_up_nor_the_wbf_discrete_scale():
    # 11 IMPs: 15.99 continuous, 16-4 rounded up, 17-3 in the file; 3 IMPs: 12-8 discrete
    assert bk.teams.match_vp(11, 3, "whole_up") == (16, 4)
    assert bk.teams.match_vp(11, 3, "ebu_whole") == (17, 3)
    assert bk.teams.match_vp(3, 3, "wbf_discrete") == (12, 8)
    assert bk.teams.match_vp(3, 3, "ebu_whole") == (13, 7)
    # the margins the file does not print, by the rule: 15 is 18-2, 17, 18 and 20 are 19-1
    assert [bk.teams.match_vp(m, 3, "ebu_whole")[0] for m in (15, 17, 18, 20)] == [18, 19, 19, 19]
    table = bk.teams.ebu_whole_table(3)
    assert table[-3:] == ((11, 13, 17), (14, 16, 18), (17, 20, 19))
    # each VP's range of IMPs no narrower than the one before, from 2 boards (over 1 board a
    # margin of 1 IMP is already 11.20 continuous VPs, 12 rounded up: 11 VPs covers no margin)
    assert bk.teams.ebu_whole_table(1)[1] == (1, 0, 11)
    for boards in range(2, 65):
        widths = [high - low + 1 for low, high, _vp in bk.teams.ebu_whole_table(boards)[1:]]
        assert widths == sorted(widths), boards


def test_the_event_takes_its_vp_scale():
    # a 3-board Swiss match won by 2 IMPs: 11.38-8.62 continuous, 12-8 as TeamsScorer prints it
    m = bk.teams_match([420, 140, -100], [400, 110, -100])
    assert m.imp_margin == 2 and m.vps() == (11.38, 8.62)
    assert bk.teams_match([420, 140, -100], [400, 110, -100], vp_scale="whole_up").vps() == (12, 8)
    df = pd.DataFrame({"round": 1, "match": 1, "home": "H", "away": "A", "board": [1, 2, 3],
                       "table1_ns": [420, 140, -100], "table2_ns": [400, 110, -100]})
    assert bk.score_teams_event(df)[["home_vp", "away_vp"]].iloc[0].tolist() == [11.38, 8.62]
    whole = bk.score_teams_event(df, vp_scale="whole_up")
    assert whole[["home_vp", "away_vp"]].iloc[0].tolist() == [12.0, 8.0]
    assert whole.attrs["vp_scale"] == "whole_up"
    # the WBF discrete scale is another scale: 3 IMPs over 3 boards is 12-8 there, 13-7 rounded up
    df3 = df.assign(table2_ns=[400, 90, -100])  # nets 20, 50, 0: 1 + 2 = 3 IMPs
    assert bk.score_teams_event(df3).home_imps[0] == 3
    assert bk.score_teams_event(df3, vp_scale="wbf_discrete").home_vp[0] == 12
    assert bk.score_teams_event(df3, vp_scale="whole_up").home_vp[0] == 13
    # the scale said in words, never by its code name
    said = bk.teams_match([420, 140, -100], [400, 110, -100], vp_scale="whole_up").explain()
    assert "VPs: Home 12, Away 8 (whole VPs: the winner's WBF 2013 continuous VPs" in said
    assert "whole_up" not in said


def test_the_scales_are_named_once():
    from typing import get_args

    from bridgekit.teams.vp import VP_SCALES, VpScale

    assert get_args(VpScale) == tuple(VP_SCALES) == ("wbf", "wbf_discrete", "whole_up", "ebu_whole",
                                                     "wbf_25")
    for bad in ("WBF", "continuous", None, 20):
        with pytest.raises(bk.OptionError, match=r"vp_scale=.*'wbf', 'wbf_discrete', 'whole_up'"):
            bk.teams.match_vp(3, 16, bad)
        with pytest.raises(bk.OptionError, match="vp_scale"):
            bk.score_teams_event(bk.load_sample_teams(), vp_scale=bad)
        with pytest.raises(bk.OptionError, match="vp_scale"):
            bk.teams_match([420], [400], vp_scale=bad)


SCALES = ("wbf", "wbf_discrete", "whole_up", "ebu_whole")


@given(st.integers(-300, 300), st.integers(1, 64), st.sampled_from(SCALES))
def test_every_scale_sums_to_20_and_is_antisymmetric(margin, boards, scale):
    win, lose = bk.teams.match_vp(margin, boards, scale)
    assert round(win + lose, 2) == 20 and 10 <= win <= 20
    mine, theirs = bk.teams.match_vps([margin, -margin], boards, scale)
    assert mine[0] == theirs[1] and mine[1] == theirs[0]  # swap the sides, swap the VPs
    assert (np.round(mine + theirs, 2) == 20).all()
    assert mine[0] == (win if margin >= 0 else lose)


@given(st.integers(0, 300), st.integers(1, 64), st.sampled_from(SCALES),
       st.sampled_from([0, 0.5, 1.5]))
def test_every_scale_is_monotone_for_the_winner(margin, boards, scale, fraction):
    m = margin + fraction
    here = bk.teams.match_vp(m, boards, scale)[0]
    assert bk.teams.match_vp(m + 1, boards, scale)[0] >= here
    # a fraction (rulings) lies between the whole margins either side of it
    assert bk.teams.match_vp(math.ceil(m), boards, scale)[0] >= here >= \
        bk.teams.match_vp(math.floor(m), boards, scale)[0]


@given(st.integers(1, 64), st.sampled_from(SCALES))
def test_the_column_path_equals_one_match_at_a_time(boards, scale):
    margins = np.arange(-80, 81)
    mine, theirs = bk.teams.match_vps(margins, boards, scale)
    one = [bk.teams.match_vp(int(m), boards, scale) for m in margins]
    assert mine.tolist() == [w if m >= 0 else lo for m, (w, lo) in zip(margins, one, strict=True)]
    assert theirs.tolist() == [lo if m >= 0 else w for m, (w, lo) in zip(margins, one, strict=True)]


@pytest.mark.parametrize("scale", sorted(bk.teams.VP_SCALES))
@given(margin=st.integers(-200, 200), boards=st.integers(1, 64))
def test_every_scale_sums_to_its_total_and_is_monotone(scale, margin, boards):
    """Every named scale: winner and loser share 20 VPs (the 25-0 scale: 30 up to its 25-5
    margin, then 29 down to 25; 8 boards or more), and one more IMP is never worth less."""
    if scale == "wbf_25":
        boards = max(boards, 8)
    win, lose = bk.teams.match_vp(margin, boards, scale)
    total = round(win + lose, 2)
    if scale == "wbf_25":
        assert 25 <= total <= 30 and (total == 30 or win == 25) and win >= lose
    else:
        assert total == 20 and win >= lose
    more, fewer = bk.teams.match_vp(abs(margin) + 1, boards, scale)
    assert more >= win and fewer <= lose
    mine, theirs = bk.teams.match_vps([margin], boards, scale)
    assert round(float(mine[0] + theirs[0]), 2) == total
    assert bk.teams.match_vps([margin - 1], boards, scale)[0][0] <= mine[0]  # in the signed margin


@given(st.integers(8, 64), st.sampled_from([0, 0.5, 1.5]))
def test_the_25_scale_by_name_is_the_wbf_25_table(boards, fraction):
    """``vp_scale="wbf_25"`` is :func:`bridgekit.wbf_vp_25`, one match or a column; a margin
    with a fraction (rulings) takes the whole margin above it, as on the discrete scales."""
    margins = np.arange(-130, 131) + fraction
    mine, theirs = bk.teams.match_vps(margins, boards, "wbf_25")
    for m, a, b in zip(margins, mine, theirs, strict=True):
        win, lose = bk.wbf_vp_25(math.ceil(abs(m)), boards)
        assert (a, b) == ((win, lose) if m >= 0 else (lose, win))
        assert bk.teams.match_vp(m, boards, "wbf_25") == (win, lose)
    table = bk.teams.scale_table(boards, "wbf_25")
    assert table[-1] == 25 and list(table) == sorted(table)
    assert [bk.wbf_vp_25(m, boards)[0] for m in range(len(table))] == list(table)


def test_the_25_scale_by_name_said_and_refused():
    # 25/13 is 22-8 (12-13 boards: 25-28)
    said = bk.teams.explain_vp(25, 13, "wbf_25")
    assert said.startswith("A margin of 25 IMPs over 13 boards: 22 - 8 VPs (WBF 25-0 scale")
    assert bk.teams.scale_top("wbf_25") == 25 and bk.teams.scale_top("wbf") == 20
    with pytest.raises(bk.ScoreError, match=r"boards=3: the WBF 25-0 scale"):
        bk.teams.match_vp(2, 3, "wbf_25")


# The WBF 25-0 scale (1993-2013): its published cases, each a test, read from the table shipped
# in bridgekit/data/wbf-vp-25-scale.csv. By hand from the table's board bands:
# 0/16 (16-19: 0-2) 15-15; 130/16 (72+) 25-0; 20/20 (20-23: 17-21) 19-11; 15/32 (32-35: 11-16)
# 17-13; 45/9 (8-9: 42-45) 25-2; 4/48 (48+: 0-4) 15-15; 15/18 (16-19: 12-15) 18-12;
# 25/13 (12-13: 25-28) 22-8; 43/11 (10-11: 42-45) 25-3.
@pytest.mark.parametrize("margin, boards, win, lose", [
    (0, 16, 15, 15), (130, 16, 25, 0), (20, 20, 19, 11), (15, 32, 17, 13), (45, 9, 25, 2),
    (4, 48, 15, 15), (15, 18, 18, 12), (25, 13, 22, 8), (43, 11, 25, 3)])
def test_wbf_25_published_cases(margin, boards, win, lose):
    assert bk.wbf_vp_25(margin, boards) == (win, lose)
    assert bk.wbf_vp_25(-margin, boards) == (win, lose)


def test_wbf_25_band_edges():
    # 8-9 boards: 25-5 is 30-33 IMPs, 25-4 34-37, 25-0 52 and more
    assert [bk.wbf_vp_25(m, 8) for m in (29, 30, 33, 34, 51, 52, 500)] == [
        (24, 6), (25, 5), (25, 5), (25, 4), (25, 1), (25, 0), (25, 0)]
    # 47 boards is the 40-47 band, 48 the 48+ band: 4 IMPs is 16-14, then 15-15
    assert bk.wbf_vp_25(4, 47) == (16, 14) and bk.wbf_vp_25(4, 48) == (15, 15)


@pytest.mark.parametrize("boards", [0, 1, 7, 7.5, -8, True])
def test_wbf_25_refuses_short_matches(boards):
    with pytest.raises(bk.BridgekitError, match="boards="):
        bk.wbf_vp_25(10, boards)


def test_wbf_25_says_why_a_short_match_is_refused():
    with pytest.raises(bk.ScoreError, match=r"boards=7: the WBF 25-0 scale .* 8 boards or more"):
        bk.wbf_vp_25(3, 7)


def test_wbf_25_columns_equal_one_match_at_a_time():
    from bridgekit.teams.vp import wbf_vps_25

    margins = np.arange(-130, 131)
    for boards in (8, 13, 19, 48, 200):
        mine, theirs = wbf_vps_25(margins, boards)
        one = [bk.wbf_vp_25(m, boards) for m in margins]
        assert [(a, b) if m >= 0 else (b, a) for m, (a, b) in zip(margins, one, strict=True)] \
            == list(zip(mine.tolist(), theirs.tolist(), strict=True))


@given(st.integers(0, 400), st.integers(8, 120))
def test_wbf_25_sums_to_30_up_to_25_5_then_the_loser_drops(margin, boards):
    win, lose = bk.wbf_vp_25(margin, boards)
    assert 15 <= win <= 25 and 0 <= lose <= 15
    if lose >= 5:
        assert win + lose == 30
    else:  # past 25-5 the winner stays at 25
        assert win == 25


@given(st.integers(0, 400), st.integers(8, 120))
def test_wbf_25_is_monotone_in_the_margin(margin, boards):
    win, lose = bk.wbf_vp_25(margin, boards)
    win2, lose2 = bk.wbf_vp_25(margin + 1, boards)
    assert win2 >= win and lose2 <= lose


def test_wbf_25_table_rows_run_on_without_gaps():
    from bridgekit.teams.vp import WBF_25_BANDS, wbf_25_table

    for low, _high in WBF_25_BANDS:
        table = wbf_25_table(low)
        assert table[0] == (0, 15, 15) and table[-1][1:] == (25, 0) and len(table) == 16
        lows = [row[0] for row in table]
        assert lows == sorted(set(lows))
