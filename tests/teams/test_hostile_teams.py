"""Hostile teams events: names that differ only in spacing or leading zeros, impossible
scores, ties that are not ties and meetings scoring more than is at stake (issue 37,
items 6, 7 and 8)."""


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
