"""A teams event scored on the WBF 25-0 scale (1993-2013): matches, byes, standings, check and
the command line, every number worked by hand from the scale's table
(/work/shared/reference/wbf-vp-25-scale.csv, shipped as bridgekit/data/wbf-vp-25-scale.csv).

Three teams A, B and C play a round robin of 8-board matches, the third team sitting out each
round with a bye. Every table score is one a contract scores at any vulnerability (partscores,
undoubled undertricks), so the board numbers 1-8 of each match are all valid.

The 8-9 board band of the scale: 15-15 0-1 IMPs, 16-14 2-5, 17-13 6-8, 18-12 9-11, 19-11 12-14,
20-10 15-17, 21-9 18-20, ..., 25-5 30-33, 25-4 34-37, 25-3 38-41, 25-2 42-45, 25-1 46-51,
25-0 52 and more.

Round 1, A v B (A home), the net to A on each board and its IMPs:
  140 - -110 = 250: 6; 110 - 140 = -30: -1; 200 - -140 = 340: 8; 170 - 110 = 60: 2;
  -110 - -110 = 0: 0; 300 - 100 = 200: 5; 100 - 140 = -40: -1; 140 - 140 = 0: 0.
  A 21 IMPs, B 2: margin 19 to A, 18-20 is 21-9 (the VPs sum to 30).
Round 2, A v C (A home):
  -140 - 300 = -440: -10; -110 - 200 = -310: -7; -300 - 140 = -440: -10; -200 - 170 = -370: -9;
  110 - 110: 0; -140 - -100 = -40: -1; 140 - 170 = -30: -1; -110 - 110 = -220: -6.
  A 0 IMPs, C 44: margin 44 to C, 42-45 is 25-2 (the sum 27, not 30: past 25-5 the winner stays
  at 25 and the loser drops).
Round 3, B v C (B home): 140 - 110 = 30: 1 IMP on board 1, every other board flat: margin 1,
  0-1 is 15-15.
Byes: C in round 1, B in round 2, A in round 3, each 18 VPs (the 25-0 scale's bye, 18-12's
  winner, as 12 is the 20-0 scales' 12-8).
Totals: A 21 + 2 + 18 = 41; B 9 + 15 + 18 = 42; C 25 + 15 + 18 = 58: C 1st, B 2nd, A 3rd.
Without the byes: A 23, B 24, C 40, in the same order.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk

#: (round, home, away, table 1 N-S, table 2 N-S, the home team's IMPs on each board by hand)
MATCHES = [
    (1, "A", "B", [140, 110, 200, 170, -110, 300, 100, 140],
     [-110, 140, -140, 110, -110, 100, 140, 140], [6, -1, 8, 2, 0, 5, -1, 0]),
    (2, "A", "C", [-140, -110, -300, -200, 110, -140, 140, -110],
     [300, 200, 140, 170, 110, -100, 170, 110], [-10, -7, -10, -9, 0, -1, -1, -6]),
    (3, "B", "C", [140, 110, -140, 200, 170, -110, 300, 100],
     [110, 110, -140, 200, 170, -110, 300, 100], [1, 0, 0, 0, 0, 0, 0, 0]),
]
#: each match's VPs by hand from the 8-9 board band: (home, away)
VPS = [(21, 9), (2, 25), (15, 15)]


def boards_frame(byes: bool = True) -> pd.DataFrame:
    rows = [{"round": r, "match": 1, "home": h, "away": a, "board": b, "table1_ns": t1[b - 1],
             "table2_ns": t2[b - 1]}
            for r, h, a, t1, t2, _imps in MATCHES for b in range(1, 9)]
    if byes:
        rows += [{"round": 1, "match": 2, "home": "C", "away": "Bye"},
                 {"round": 2, "match": 2, "home": "Bye", "away": "B"},
                 {"round": 3, "match": 2, "home": "A", "away": "Bye"}]
    return pd.DataFrame(rows)


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


def usebio_teams(path, *, program: str = "") -> str:
    """The event (no byes) as a USEBIO teams file, its published numbers those worked by hand
    above: each board's IMPs to the home team, each match's VPs, each team's total and place."""
    totals = {"A": 21 + 2, "B": 9 + 15, "C": 25 + 15}
    places = {"C": 1, "B": 2, "A": 3}
    teams = "".join(f"<TEAM><TEAM_NUMBER>{t}</TEAM_NUMBER><TEAM_NAME>Team {t}</TEAM_NAME>"
                    f"<PLACE>{places[t]}</PLACE><TOTAL_SCORE>{totals[t]}</TOTAL_SCORE></TEAM>"
                    for t in "ABC")
    matches = []
    for (rnd, home, away, t1, t2, imps), (vh, va) in zip(MATCHES, VPS, strict=True):
        boards = "".join(
            f"<BOARD><BOARD_NUMBER>{b}</BOARD_NUMBER><IMPS>{imps[b - 1]}</IMPS>"
            f"<TRAVELLER_LINE><DIRECTION>NS</DIRECTION><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>"
            f"<EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>{t1[b - 1]}</SCORE></TRAVELLER_LINE>"
            f"<TRAVELLER_LINE><DIRECTION>EW</DIRECTION><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER>"
            f"<EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>{t2[b - 1]}</SCORE></TRAVELLER_LINE>"
            "</BOARD>" for b in range(1, 9))
        matches.append(f"<MATCH><ROUND_NUMBER>{rnd}</ROUND_NUMBER><TEAM>{home}</TEAM>"
                       f"<OPPOSING_TEAM>{away}</OPPOSING_TEAM><TEAM_SCORE>{vh}</TEAM_SCORE>"
                       f"<OPPOSING_TEAM_SCORE>{va}</OPPOSING_TEAM_SCORE>{boards}</MATCH>")
    name = f"<PROGRAM_NAME>{program}</PROGRAM_NAME>" if program else ""
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<USEBIO Version="1.2">'
        f'<EVENT EVENT_TYPE="TEAMS">{name}<EVENT_DESCRIPTION>Round robin, 25-0 scale'
        "</EVENT_DESCRIPTION><BOARD_SCORING_METHOD>IMPS</BOARD_SCORING_METHOD>"
        "<MATCH_SCORING_METHOD>VPS</MATCH_SCORING_METHOD>"
        f"<PARTICIPANTS>{teams}</PARTICIPANTS><SESSION><SESSION_NUMBER>1</SESSION_NUMBER>"
        f"{''.join(matches)}</SESSION></EVENT></USEBIO>", encoding="utf-8")
    return str(path)


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
