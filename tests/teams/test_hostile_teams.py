"""Hostile teams events: names that differ only in spacing or leading zeros, impossible
scores, ties that are not ties and meetings scoring more than is at stake."""


import pytest

import bridgekit as bk
from bridgekit.data import load_sample_teams


def test_a_team_named_with_a_trailing_space_or_a_leading_zero_is_one_team():
    # before: "Acol " (its round 1 match) was a seventh team beside "Acol" (its other four),
    # and the standings printed two Acols
    teams = load_sample_teams()
    spaced = teams.assign(home=teams["home"].where(teams["round"] != 1, teams["home"] + " "))
    table = bk.rank_teams(bk.score_teams_event(spaced)).set_index("team")
    assert len(table) == 6
    # the sample's standings: Acol 19 HPs over 5 matches, 5th equal with Easley
    assert (table.loc["Acol", "played"], table.loc["Acol", "total"],
            table.loc["Acol", "rank"]) == (5, 19.0, "5=")
    numbered = teams.replace({"home": {"Acol": "01"}, "away": {"Acol": "1"}})
    table = bk.rank_teams(bk.score_teams_event(numbered)).set_index("team")
    assert len(table) == 6 and (table.loc["1", "played"], table.loc["1", "total"]) == (5, 19.0)


def test_a_tie_break_finds_a_team_however_its_name_is_spaced():
    teams = load_sample_teams()
    spaced = teams.assign(away=teams["away"].replace({"Easley": " Easley "}))
    t = bk.break_teams_tie(spaced, "Acol ", "Easley")
    assert (t.winner, t.decided_by) == ("Easley", "(a)")


def test_a_teams_score_no_contract_scores_is_refused_naming_its_table():
    # before: 425 v 420 was scored as a 5-point net, 0 IMPs, without a word
    with pytest.raises(bk.ScoreError, match=r"board 1, table 1: 425: no contract scores that "
                                            r"for N-S: a table's score must be one"):
        bk.teams_match([425, 100], [420, 100])
    # with board numbers, at the board's vulnerability: 420.5 on board 1, and 420 on board
    # 2 (N-S vulnerable: 4S= is 620 there; E-W, not vulnerable, cannot score -420 either)
    with pytest.raises(bk.ScoreError, match=r"board 1, table 1: 420.5: no contract scores that "
                                            r"for N-S on board 1 \(None vulnerable\)"):
        bk.teams_match([420.5, 620], [420, 600], boards=[1, 2])
    with pytest.raises(bk.ScoreError, match=r"board 2, table 1: 420: .* on board 2 \(NS "
                                            r"vulnerable\)"):
        bk.teams_match([420, 420], [400, 600], boards=[1, 2])
    # a ruling is not a score, and a legal score passes: 420 v 400 is 1 IMP
    assert bk.teams_match([420, "A+"], [400, 600], boards=[1, 2]).frame.home_imps.tolist() == \
        [1, 3]


def test_a_teams_event_with_an_impossible_score_names_its_match():
    teams = load_sample_teams()
    teams.loc[0, "table1_ns"] = 425  # round 1, Acol v Fenton, board 1 (140 in the sample)
    teams.loc[4, "table2_ns"] = -55
    with pytest.raises(bk.ScoreError, match=(
            r"round 1, match 1 \(Acol v Fenton\), board 1, table 1: 425: no contract scores "
            r"that for N-S on board 1 \(None vulnerable\); round 1, match 2 \(Benjamin v "
            r"Easley\), board 2, table 2: -55: .*\(NS vulnerable\)")):
        bk.score_teams_event(teams)


def test_teams_that_are_not_tied_are_refused_a_tie_break():
    # the sample's standings: Benjamin 33 HPs, Acol 19 (before: Acol "won" the tie-break by
    # its head-to-head match); Acol and Easley are tied on 19 and still broken
    with pytest.raises(bk.ScoreError, match=r"^not tied: Benjamin 33, Acol 19 \(HPs\)"):
        bk.break_teams_tie(load_sample_teams(), "Benjamin", "Acol")
    assert bk.break_teams_tie(load_sample_teams(), "Acol", "Easley").winner == "Easley"
    # at VPs they are not tied either: Easley 39.61, Acol 39.11
    with pytest.raises(bk.ScoreError, match=r"^not tied: Acol 39.11, Easley 39.61 \(VPs\)"):
        bk.break_teams_tie(load_sample_teams(), "Acol", "Easley", by="vp")


def test_a_meeting_scoring_more_than_is_at_stake_is_refused():
    with pytest.raises(bk.ScoreError, match=r"a_score=25: more than the 20 VPs \(HPs\) at "
                                            r"stake"):
        bk.Meeting(25, 10)
    with pytest.raises(bk.ScoreError, match=r"b_score=10.5: more than the 10 VPs"):
        bk.Meeting(0, 10.5, at_stake=10)
    assert bk.Meeting(20, 0).a_score == 20 and bk.Meeting(10, 0, at_stake=10).b_score == 0
