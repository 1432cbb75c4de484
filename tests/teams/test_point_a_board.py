"""Point-a-board (board-a-match): any positive net wins the board, even by 10.

The ACBL Handbook: "+120 and teammates -110 is a win"; EBU club explanations: "3NT+1 +630 v
4S= +620: you score 1 point". The "10 or less is a draw" margin is EBU White Book 161.7's,
for hybrid board points only; an event may still ask for it with ``draw_margin=10``.
"""

import numpy as np
import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.teams.hybrid import board_hps


def test_a_ten_point_net_wins_the_board():
    # -620 at one table, -630 for the other side at the other: the team is +10, 2-0
    assert bk.board_a_match([-620 - -630]).tolist() == [2.0]
    assert bk.board_a_match([-630 - -620]).tolist() == [0.0]
    # ACBL Handbook: +120 and teammates -110 is a win (1 of 1 on the ACBL scale)
    assert bk.board_a_match([120 - 110], scale="acbl").tolist() == [1.0]
    # only a net of 0 ties
    assert bk.board_a_match([0, 0], scale="acbl").tolist() == [0.5, 0.5]


def test_the_ebu_club_example_in_a_match():
    # home N-S +630 (3NT+1) at table 1, away N-S +620 (4S=) at table 2: home +10
    m = bk.teams_match([630], [620])
    assert m.frame.net.tolist() == [10.0]
    assert (m.home_bam, m.away_bam) == (2.0, 0.0)
    assert (bk.teams_match([630], [620], scale="acbl").home_bam) == 1.0
    # the same board is level in hybrid board HPs (White Book 161.7: within 10)
    h = m.hybrid()
    assert h.frame.home_hp.tolist() == [1]


def test_draw_margin_gives_the_old_answer_where_conditions_ask_for_it():
    assert bk.board_a_match([20, 10, -10, -20], draw_margin=10).tolist() == [2.0, 1.0, 1.0, 0.0]
    assert bk.board_a_match([20, 10, -10, -20]).tolist() == [2.0, 2.0, 0.0, 0.0]
    m = bk.teams_match([630, 420], [620, 400], draw_margin=10)
    assert (m.home_bam, m.away_bam) == (3.0, 1.0)
    assert "a net of 10 or less ties a board" in m.explain()


def _ten_point_event() -> pd.DataFrame:
    # each score one a contract scores on its board (board 1 none vulnerable, 2 N-S, 3 E-W)
    rows = [(1, 1, "North", "South", 1, 460, 450), (1, 1, "North", "South", 2, 620, 600),
            (1, 1, "North", "South", 3, -100, -90), (1, 2, "East", "West", 1, 140, 140),
            (1, 2, "East", "West", 2, 110, 100), (1, 2, "East", "West", 3, -100, -110)]
    return pd.DataFrame(rows, columns=["round", "match", "home", "away", "board", "table1_ns",
                                       "table2_ns"])


def test_score_teams_event_and_rank_teams_by_bam():
    event = _ten_point_event()
    m = bk.score_teams_event(event)
    # North: +10, +20, -10 -> won, won, lost; East: 0, +10, +10 -> tied, won, won
    assert m.home_bam.tolist() == [4.0, 5.0] and m.away_bam.tolist() == [2.0, 1.0]
    assert m.attrs["draw_margin"] == 0.0
    old = bk.score_teams_event(event, draw_margin=10)
    # with the 10-point tie: North tie, win, tie; East tie, tie, tie
    assert old.home_bam.tolist() == [4.0, 3.0] and old.away_bam.tolist() == [2.0, 3.0]
    # hybrid board HPs keep White Book 161.7's margin whatever draw_margin says
    assert m.home_board_hp.tolist() == old.home_board_hp.tolist() == [4.0, 3.0]
    assert m.home_hp.tolist() == old.home_hp.tolist()
    ranking = bk.rank_teams(m, by="bam").set_index("team")
    assert ranking.total.to_dict() == {"East": 5.0, "North": 4.0, "South": 2.0, "West": 1.0}
    assert bk.rank_teams(old, by="bam").set_index("team").total["East"] == 3.0
    acbl = bk.score_teams_event(event, scale="acbl")
    assert acbl.home_bam.tolist() == [2.0, 2.5]


def test_a_ruled_match_scores_the_same_margin_as_the_column_path():
    event = _ten_point_event().astype({"table2_ns": object})
    event.loc[5, "table2_ns"] = "A="  # East-West's third board ruled: match 2 one by one
    m = bk.score_teams_event(event)
    assert m.home_bam.tolist() == [4.0, 4.0]  # tied, won, then the ruled board shared 1-1
    assert bk.score_teams_event(event, draw_margin=10).home_bam.tolist() == [4.0, 3.0]


@pytest.mark.parametrize("bad", ["acbl", -10, float("nan"), None, True])
def test_draw_margin_refuses(bad):
    with pytest.raises(bk.BridgekitError, match="draw_margin"):
        bk.board_a_match([10], draw_margin=bad)
    with pytest.raises(bk.BridgekitError, match="draw_margin"):
        bk.teams_match([10], [0], draw_margin=bad)
    with pytest.raises(bk.BridgekitError, match="draw_margin"):
        bk.score_teams_event(_ten_point_event(), draw_margin=bad)


def test_a_scale_given_where_the_margin_goes_is_an_option_error():
    with pytest.raises(bk.OptionError, match="scale='ebu' or scale='acbl'"):
        bk.board_a_match([10], "acbl")


@given(st.lists(st.integers(-400, 400), min_size=1, max_size=20), st.sampled_from([0, 10, 50]),
       st.sampled_from(["ebu", "acbl"]))
def test_board_a_match_is_antisymmetric_and_monotone(nets, margin, scale):
    net = np.array(nets, dtype=float) * 10
    top = 2.0 if scale == "ebu" else 1.0
    mine = bk.board_a_match(net, margin, scale)
    theirs = bk.board_a_match(-net, margin, scale)
    assert (mine + theirs == top).all()
    order = np.argsort(net)
    assert (np.diff(mine[order]) >= 0).all()
    if margin == 10:  # the hybrid board rule, from its one home
        assert (mine == board_hps(net) * top / 2).all()
