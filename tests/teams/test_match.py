"""The two tables of a teams board: the net, the board's points and the match frame, in one home.

The home team sits N-S at table 1 and E-W at table 2: its net is ``table1_ns - table2_ns``.
"""

import ast
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit as bk
import bridgekit.teams as teams
from bridgekit.errors import ScoreError
from bridgekit.score import impossible_ns_scores
from bridgekit.teams import event, hybrid, match
from bridgekit.teams.match import (
    HYBRID_MARGIN,
    board_a_match,
    board_hps,
    board_imps,
    hybrid_frame,
    match_frame,
    net_scores,
)


def test_net_420_against_170_is_250_and_6_imps():
    t1, t2, net = net_scores([420], [170])
    assert (t1.tolist(), t2.tolist(), net.tolist()) == ([420.0], [170.0], [250.0])
    assert board_imps(net).tolist() == [6]
    assert board_imps(-net).tolist() == [-6]
    f = match_frame([420], [170])
    assert f.net.tolist() == [250.0]
    assert (f.home_imps.tolist(), f.away_imps.tolist(), f.running.tolist()) == ([6], [-6], [6])
    assert (f.home_bam.tolist(), f.away_bam.tolist()) == ([2.0], [0.0])


def test_630_against_620_wins_point_a_board_but_draws_hybrid():
    # 3NT+1 +630 at table 1, 4S= +620 for the other pair at table 2: a net of +10
    net = net_scores([630], [620])[2]
    assert net.tolist() == [10.0]
    assert board_imps(net).tolist() == [0]
    assert board_a_match(net).tolist() == [2.0]  # any positive net wins the board
    assert board_a_match(-net).tolist() == [0.0]
    assert board_a_match(net, scale="acbl").tolist() == [1.0]
    assert board_a_match(net, draw_margin=10).tolist() == [1.0]
    assert board_hps(net).tolist() == [1]  # White Book 161.7: 10 or less draws
    assert HYBRID_MARGIN == 10
    assert hybrid_frame([630], [620])[["home_hp", "away_hp"]].values.tolist() == [[1, 1]]
    assert bk.teams_match([630], [620]).home_bam == 2.0
    assert bk.hybrid_points([630], [620]).frame.home_hp.tolist() == [1]


def test_board_hps_at_the_margin():
    assert board_hps([20, 11, 10, 0, -10, -11, -420]).tolist() == [2, 2, 1, 1, 1, 0, 0]
    assert board_a_match([20, 11, 10, 0, -10, -11]).tolist() == [2.0, 2.0, 2.0, 1.0, 0.0, 0.0]


def test_a_ruling_board():
    # board 2: table 2 given average-plus to its N-S (the away team), A+ = A60/40
    f = match_frame([420, 100], [170, "A+"], [7, 8], home="Acol", away="Easley")
    assert f.board.tolist() == [7, 8]
    assert f.table1_ns.tolist()[0] == 420.0 and np.isnan(f.table2_ns[1])
    assert f.net.tolist()[0] == 250.0 and np.isnan(f.net[1])
    assert f.home_imps.tolist() == [6, -3] and f.away_imps.tolist() == [-6, 3]
    assert f.running.tolist() == [6, 3]
    assert f.home_bam.tolist() == [2.0, 0.8] and f.away_bam.tolist() == [0.0, 1.2]
    assert f.ruling[0] == ""
    assert f.ruling[1] == ("table 2 ruled A60/40: average-plus to N-S (Easley), "
                           "average-minus to E-W (Acol); Law 86A: average-plus is worth +3 IMPs")
    # A+/A+: both teams get average-plus, +3 IMPs each, so the board does not balance
    both = match_frame([420, "A+/A+"], [170, 100])
    assert both.home_imps.tolist() == [6, 3] and both.away_imps.tolist() == [-6, 3]
    assert both.home_bam.tolist() == [2.0, 1.2] and both.away_bam.tolist() == [0.0, 1.2]
    # an average-plus worth 1.5 IMPs leaves a fraction: the IMPs stay floats
    half = match_frame([420, "A+"], [170, 100], ruling_imps=1.5)
    assert half.home_imps.tolist() == [6.0, 1.5] and half.away_imps.dtype == float
    with pytest.raises(ScoreError, match=r"table1_ns=\[420, 'A\+'\]: expected finite numbers"):
        hybrid_frame([420, "A+"], [170, 100])


def test_the_frames_are_the_matches_frames():
    t1, t2 = [420, -50, 110, "A-"], [170, -50, -140, 300]
    pd.testing.assert_frame_equal(bk.teams_match(t1, t2).frame, match_frame(t1, t2))
    pd.testing.assert_frame_equal(bk.hybrid_points(t1[:3], t2[:3]).frame,
                                  hybrid_frame(t1[:3], t2[:3]))


def test_one_home_for_each_name():
    for name in ("board_a_match", "board_hps", "board_imps", "match_frame", "hybrid_frame",
                 "net_scores", "HYBRID_MARGIN"):
        assert getattr(teams, name) is getattr(match, name)
    assert event.board_a_match is match.board_a_match is bk.board_a_match
    assert hybrid.board_hps is match.board_hps


def test_match_imports_only_the_ground_floor():
    ground = {"bridgekit", "bridgekit.imp", "bridgekit.adjusted", "bridgekit.rulings",
              "bridgekit.board", "bridgekit.score",
              "bridgekit.columns", "bridgekit.format", "bridgekit._checks", "bridgekit.errors",
              "bridgekit.i18n", "bridgekit.settings"}
    tree = ast.parse(Path(match.__file__).read_text(encoding="utf-8"))
    used = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)} | {
        a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert {m for m in used if m and m.startswith("bridgekit")} <= ground


#: N-S scores a board of any vulnerability can have (a teams table's score must be one)
ANY_BOARD = [int(s) for s in range(-7600, 7610, 10)
             if not any(impossible_ns_scores([s], v)[0] for v in range(4))]
scores = st.sampled_from(ANY_BOARD)
two_tables = st.integers(1, 12).flatmap(
    lambda n: st.tuples(st.lists(scores, min_size=n, max_size=n),
                        st.lists(scores, min_size=n, max_size=n)))


@settings(max_examples=60, deadline=None)
@given(two_tables)
def test_imps_of_a_board_are_antisymmetric_in_the_two_tables(tables):
    t1, t2 = tables
    net = net_scores(t1, t2)[2]
    back = net_scores(t2, t1)[2]
    assert (board_imps(net) == -board_imps(back)).all()
    assert (board_a_match(net) + board_a_match(back) == 2).all()
    assert (board_hps(net) + board_hps(back) == 2).all()
    f, g = match_frame(t1, t2), match_frame(t2, t1)
    assert f.home_imps.tolist() == g.away_imps.tolist() == (-f.away_imps).tolist()


@settings(max_examples=40, deadline=None)
@given(two_tables, st.sampled_from([0, 10]))
def test_event_and_hybrid_give_match_py_board_values(tables, margin):
    t1, t2 = tables
    net = net_scores(t1, t2)[2]
    imps_, bam, hps = board_imps(net), board_a_match(net, margin), board_hps(net)
    m = bk.teams_match(t1, t2, draw_margin=margin)
    assert m.frame.home_imps.tolist() == imps_.tolist()
    assert m.frame.home_bam.tolist() == bam.tolist()
    h = bk.hybrid_points(t1, t2)
    assert h.frame.home_hp.tolist() == hps.tolist()
    assert m.hybrid().frame.equals(h.frame)
    n = len(t1)
    df = pd.DataFrame({"round": 1, "match": 1, "home": "A", "away": "B",
                       "board": range(1, n + 1), "table1_ns": t1, "table2_ns": t2})
    row = bk.score_teams_event(df, draw_margin=margin).iloc[0]
    assert row.home_imps == imps_.clip(min=0).sum() and row.away_imps == (-imps_).clip(min=0).sum()
    assert row.home_bam == bam.sum() and row.away_bam == 2 * n - bam.sum()
    assert row.home_board_hp == hps.sum() and row["aggregate"] == net.sum()
    assert row.home_hp == h.home and row.away_hp == h.away
