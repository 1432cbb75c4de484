"""A teams event scored on the WBF 25-0 scale (1993-2013): matches, byes, standings, check and
the command line; the event and its numbers by hand are in tests/wbf25_event.py."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st
from wbf25_event import MATCHES, VPS, boards_frame, usebio_teams

import bridgekit as bk


def test_a_small_event_on_the_25_scale_matches_byes_and_standings():
    m = bk.score_teams_event(boards_frame(), vp_scale="wbf_25")
    assert m.attrs["vp_scale"] == "wbf_25"
    played = m[m.boards > 0]
    assert played.home_imps.sub(played.away_imps).tolist() == [19, -44, 1]
    assert list(zip(played.home_vp, played.away_vp, strict=True)) == VPS
    # not zero-sum: 30, 27, 30 between the two teams
    assert (played.home_vp + played.away_vp).tolist() == [30, 27, 30]
    byes = m[m.boards == 0]
    assert byes.home_vp.add(byes.away_vp).tolist() == [18, 18, 18]
    assert "bye: C scores 18 VPs" in byes.note.iloc[0]
    table = bk.rank_teams(m, by="vp")
    assert table[["team", "total", "rank"]].values.tolist() == [
        ["C", 58.0, "1"], ["B", 42.0, "2"], ["A", 41.0, "3"]]
    # the event scored once, as every door shows it: the same standings, the byes counted
    result = bk.event_result(boards_frame(), scoring="teams", vp_scale="wbf_25")
    assert result.settings.vp_scale == "wbf_25" and result.ranked_by == "vp"
    assert result.ranking[["team", "played", "total"]].values.tolist() == [
        ["C", 3, 58.0], ["B", 3, 42.0], ["A", 3, 41.0]]
    # the conditions' own bye: 15 (a draw) moves no place here
    own = bk.rank_teams(bk.score_teams_event(boards_frame(), vp_scale="wbf_25", bye_vp=15),
                        by="vp")
    assert own.total.tolist() == [55.0, 39.0, 38.0]
    # the 20-0 scale's bye stays 12
    twenty = bk.score_teams_event(boards_frame()).query("boards == 0")
    assert twenty.home_vp.add(twenty.away_vp).tolist() == [12, 12, 12]


def test_each_match_one_at_a_time_gives_the_same_vps():
    for (_r, h, a, t1, t2, imps), vps in zip(MATCHES, VPS, strict=True):
        match = bk.teams_match(t1, t2, home=h, away=a, vp_scale="wbf_25")
        assert match.frame.home_imps.tolist() == imps
        assert match.vps() == vps
    said = bk.teams_match(*MATCHES[1][3:5], home="A", away="C", vp_scale="wbf_25").explain()
    assert "VPs: A 2, C 25 (WBF 25-0 scale (1993-2013)" in said
    assert "wbf_25" not in said


def test_a_three_way_half_match_and_a_ruling_on_the_25_scale():
    # a half-match played for 12.5 VPs: 21-9 stretched by 12.5/25 is 10.5-4.5
    df = boards_frame(byes=False).assign(vp_at_stake=12.5)
    m = bk.score_teams_event(df, vp_scale="wbf_25")
    assert (m.home_vp.iloc[0], m.away_vp.iloc[0]) == (10.5, 4.5)
    assert "12.5-VP scale" in m.note.iloc[0]
    # an average-plus to A's pair at table 1 on board 8 of round 1 (3 IMPs, Law 86A) in place
    # of the flat 140/140: margin 22, 21-23 is 22-8 on the 8-9 board band
    ruled = boards_frame(byes=False)
    ruled["table1_ns"] = ruled["table1_ns"].astype(object)
    ruled.loc[7, "table1_ns"] = "A+"
    r = bk.score_teams_event(ruled, vp_scale="wbf_25")
    assert (r.home_imps.iloc[0] - r.away_imps.iloc[0], r.home_vp.iloc[0], r.away_vp.iloc[0]) \
        == (22, 22, 8)


def test_a_match_shorter_than_the_scale_covers_is_refused_with_the_reason():
    short = boards_frame(byes=False)
    short = short[~((short["round"] == 3) & (short.board == 8))]
    with pytest.raises(bk.ScoreError, match=r"boards=7: the WBF 25-0 scale .* 8 boards or more"):
        bk.score_teams_event(short, vp_scale="wbf_25")


@given(st.lists(st.integers(-150, 150), min_size=1, max_size=30), st.integers(8, 64))
def test_every_match_of_an_event_shares_25_to_30_vps_and_each_side_is_its_own(margins, boards):
    """The event's columns, match by match: each side's VPs are the scale's for its own margin;
    the two sum to 30 up to the 25-5 margin and 29 down to 25 past it (25 from the 25-0
    margin on), and a bigger margin never gives the winner fewer VPs or the loser more."""
    from bridgekit.teams.vp import wbf_25_table

    mine, theirs = bk.teams.match_vps(margins, boards, "wbf_25")
    total = mine + theirs
    assert ((total >= 25) & (total <= 30)).all()
    blitz = next(low for low, win, lose in wbf_25_table(boards) if (win, lose) == (25, 0))
    four = next(low for low, win, lose in wbf_25_table(boards) if (win, lose) == (25, 4))
    m = np.abs(np.array(margins))
    assert (total[m < four] == 30).all() and (total[m >= four] < 30).all()
    assert (total[m >= blitz] == 25).all()
    for margin, a, b in zip(margins, mine, theirs, strict=True):
        assert (a, b) == (bk.teams.match_vp(margin, boards, "wbf_25")[::1 if margin >= 0 else -1])
        more = bk.teams.match_vp(abs(margin) + 1, boards, "wbf_25")
        assert more[0] >= max(a, b) and more[1] <= min(a, b)


def test_the_command_line_scores_and_checks_a_file_on_the_25_scale(tmp_path, capsys):
    from bridgekit.cli import main

    file = usebio_teams(tmp_path / "rr25.xml")
    # told the scale: 24 board IMPs, 6 match VPs, 3 team totals and 3 places, all reproduced
    assert main(["check", file, "--vp-scale", "wbf_25"]) == 0
    out = capsys.readouterr().out
    assert "  VP scale: wbf_25\n" in out
    assert "all 36 published numbers reproduced (IMPs to VPs, WBF 25-0 scale (1993-2013)" in out
    # not told: no 20-0 scale reproduces 21-9, so the search ends on the 25-0 scale
    assert main(["check", file]) == 0
    assert "  VP scale: wbf_25\n" in capsys.readouterr().out
    # told a 20-0 scale instead: each match's VPs and the team totals differ, and are said;
    # 19 IMPs over 8 boards on the WBF 2013 scale: B = 15 sqrt(8) = 42.43, tau^(57 / 42.43)
    # = 0.5239, 10 + 10 (1 - 0.5239) / (1 - tau^3 = 0.7639) = 16.23
    assert main(["check", file, "--vp-scale", "wbf"]) == 1
    out = capsys.readouterr().out
    assert "11 of 36 published numbers not reproduced" in out
    assert "round 1, match 1 (A v B): home team's VPs published 21, bridgekit 16.23" in out
    # the standings as the 25-0 scale gives them: C 40, B 24, A 23
    assert main(["score", file, "--vp-scale", "wbf_25"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split() for line in lines[-3:]] == [["1", "C", "2", "40.00"],
                                                     ["2", "B", "2", "24.00"],
                                                     ["3", "A", "2", "23.00"]]
    with pytest.raises(SystemExit):
        main(["score", file, "--vp-scale", "wbf-25"])
    assert "wbf_25" in capsys.readouterr().err


def test_an_event_on_the_25_scale_is_scored_in_time_linear_in_its_matches():
    """The three matches repeated over many rounds: every match's VPs looked up in whole
    columns (one look-up per length of match), so four times the matches cost about four times
    the time (a ratio of times at two sizes in the same run, best of three; never a time)."""
    import os
    import time

    base = boards_frame(byes=False)

    def event(rounds):
        return pd.concat([base.assign(round=base["round"] + 3 * i) for i in range(rounds)],
                         ignore_index=True)

    def best(df):
        times = []
        for _ in range(3):
            start = time.perf_counter()
            m = bk.score_teams_event(df, vp_scale="wbf_25")
            times.append(time.perf_counter() - start)
        assert len(m) == df["round"].nunique()  # one match a round
        return min(times)

    small, large = event(1000), event(4000)  # 3,000 and 12,000 matches
    ratio = best(large) / max(best(small), 1e-6)
    print(f"4x the matches: {ratio:.2f}x the time (load {os.getloadavg()[0]:.2f})")
    assert ratio < 9.0
