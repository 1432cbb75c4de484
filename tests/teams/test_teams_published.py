"""A teams file's published numbers rescored: the fixtures' numbers are worked by hand in
tests/data/programs/README-teams.md (the IMP table, the WBF 2013 formula, 2/1/0 a board)."""

from pathlib import Path

import pandas as pd
import pytest

from bridgekit.io.usebio_teams import read_usebio_teams
from bridgekit.teams.published import check_teams_published

PROGRAMS = Path(__file__).parent.parent / "data" / "programs"


@pytest.fixture(scope="module")
def swiss():
    return read_usebio_teams(PROGRAMS / "teamsscorer-swiss.xml")


@pytest.fixture(scope="module")
def pab():
    return read_usebio_teams(PROGRAMS / "ebuscoreteams-pab.xml")


def test_teamsscorer_reproduces_with_the_ebus_whole_table(swiss):
    c = check_teams_published(swiss)
    assert c.ok, c.describe()
    assert c.program == "TeamsScorer 5.1.17"
    assert "VPs whole on the EBU's 20-0 table" in c.convention
    # 12 board IMPs, 48 line cross-IMPs, 8 pair totals, 8 match VPs, 4 team totals, 4 places
    assert c.checked == 84
    m = c.matches
    # 2 IMPs 12-8, 11 IMPs 17-3 (the table: 11-13), 3 IMPs 13-7 to team 3, 21 IMPs 20-0
    assert m[["home_vp", "away_vp"]].values.tolist() == [[12, 8], [17, 3], [7, 13], [20, 0]]


def test_rounding_up_leaves_the_11_imp_match_and_two_team_totals(swiss):
    c = check_teams_published(swiss, vp_scale="whole_up")
    # 11 IMPs: 15.99 continuous, 16-4 rounded up, where the file prints 17-3; team 3's total
    # 16 + 13 = 29 against the file's 30, team 4's 4 + 0 = 4 against 3 (and the match's 4 VPs
    # to team 4 against 3)
    assert sorted(zip(c.problems.published, c.problems.bridgekit, strict=True)) == [
        (3.0, 4.0), (3.0, 4.0), (17.0, 16.0), (30.0, 29.0)]


def test_pair_totals_that_add_printed_figures_are_named_rounding(swiss):
    notes = check_teams_published(swiss).notes
    # pairs 2, 3, 4, 5, 7 and 8: published 13.34, 20.66, -0.32, -4.01, -7.01, -29.99
    # where the exact totals are 40/3, 62/3, -1/3, -4, -7 and -30
    assert len(notes) == 6
    assert any("pair 8" in n and "-29.99" in n and "-30.00" in n for n in notes)
    assert all("rounding of printed figures" in n for n in notes)


def test_the_continuous_scale_does_not_reproduce_it(swiss):
    c = check_teams_published(swiss, vp_scale="wbf")
    # 2 IMPs over 3 boards is 11.38-8.62 on the continuous scale, printed 12-8 in the file
    assert not c.ok
    first = c.problems.iloc[0]
    assert (first.published, first.bridgekit) == (12, 11.38)
    discrete = check_teams_published(swiss, vp_scale="wbf_discrete")
    assert not discrete.ok  # 3 IMPs over 3 boards: 12-8 there, 13-7 in the file
    assert check_teams_published(swiss, vp_scale="ebu_whole").ok


def test_a_wrong_number_is_reported(swiss):
    bad = swiss.copy()
    bad.attrs = {**swiss.attrs, "matches": [dict(m) for m in swiss.attrs["matches"]]}
    bad.attrs["matches"][1]["home_score"] = 16.0  # 11 IMPs: 17-3 on the table, not 16-4
    bad.loc[0, "usebio_imps"] = 2.0  # 420 v 400 is 1 IMP
    c = check_teams_published(bad, vp_scale="ebu_whole")
    assert sorted(c.problems.published.tolist()) == [2.0, 16.0]
    assert any("home team's VPs published 16, bridgekit 17" in line for line in c.describe())


def test_ebuscoreteams_point_a_board(pab):
    c = check_teams_published(pab)
    assert c.ok, c.describe()
    assert c.program == "EBUScoreTeams 1.1.3"
    assert c.convention == "point-a-board, any positive aggregate wins"
    # 24 board points, 8 match totals, 4 team totals, 4 places
    assert c.checked == 40
    assert c.matches[["home_bam", "away_bam"]].values.tolist() == [[3, 3], [4, 2], [5, 1], [3, 3]]


def test_ten_points_or_less_a_draw_does_not_reproduce_it(pab):
    c = check_teams_published(pab, draw_margin=10)
    assert not c.ok
    assert "10 or less ties" in c.convention
    # the boards won and lost by 10 become draws: 1 v 2 is 3-3 and 1 v 3 is 4-2
    assert c.matches[["home_bam", "away_bam"]].values.tolist()[::2] == [[3, 3], [4, 2]]
    # 3 boards x 2 teams, and match 1 v 3 x 2 teams (1 v 2 still totals 3-3)
    assert len(c.problems[c.problems.what.str.contains("points")]) == 8


def test_needs_the_teams_columns():
    with pytest.raises(ValueError, match="missing"):
        check_teams_published(pd.DataFrame({"board": [1]}))


@pytest.mark.parametrize("name, words", [
    ("teamsscorer-swiss.xml", "written by TeamsScorer 5.1.17; a teams event, IMPs to VPs, VPs "
     "whole on the EBU's 20-0 table"),
    ("ebuscoreteams-pab.xml", "written by EBUScoreTeams 1.1.3; a teams event, point-a-board, any "
     "positive aggregate wins"),
])
def test_the_command_checks_a_teams_file(name, words, capsys):
    from bridgekit.cli import main

    assert main(["check", str(PROGRAMS / name)]) == 0
    out = capsys.readouterr().out
    assert words in out and "published numbers reproduced" in out
    assert "no published numbers to check" not in out


def test_the_facade_reads_a_teams_event():
    import bridgekit.io as bio

    boards = bio.read_teams_event(PROGRAMS / "teamsscorer-swiss.xml")
    from bridgekit import score_teams_event

    matches = score_teams_event(boards, vp_scale="whole_up")
    assert matches.home_imps.sub(matches.away_imps).tolist() == [2, 11, -3, 21]


def test_the_command_takes_the_teams_options_and_names_the_scale(capsys):
    from bridgekit.cli import main

    swiss = str(PROGRAMS / "teamsscorer-swiss.xml")
    assert main(["check", swiss]) == 0
    assert "  VP scale: ebu_whole\n" in capsys.readouterr().out
    # told to round up: the 11-IMP match (16-4 against the file's 17-3) and the two team
    # totals it moves (29 against 30, 4 against 3), each said
    assert main(["check", swiss, "--vp-scale", "whole_up"]) == 1
    out = capsys.readouterr().out
    assert "  VP scale: whole_up\n" in out
    assert "4 of 84 published numbers not reproduced" in out
    assert "round 1, match 2 (3 v 4): home team's VPs published 17, bridgekit 16" in out
    # point-a-board told a net of 10 or less is a draw: the file's boards won by 10 (round 1,
    # match 1, board 2: 100 against 110, lost by 10) are drawn now, and said
    pab = str(PROGRAMS / "ebuscoreteams-pab.xml")
    assert main(["check", pab, "--draw-margin", "10"]) == 1
    out = capsys.readouterr().out
    assert "point-a-board, a net of 10 or less ties the board" in out
    assert "round 1, match 1 (1 v 2), board 2: home team's points published 0, bridgekit 1" in out
    assert "VP scale" not in out


def test_the_command_refuses_an_unknown_vp_scale(capsys):
    from bridgekit.cli import main

    with pytest.raises(SystemExit):
        main(["check", str(PROGRAMS / "teamsscorer-swiss.xml"), "--vp-scale", "wbf25"])
    assert "ebu_whole" in capsys.readouterr().err


def test_the_numbers_every_scale_checks_alike_are_checked_once(swiss, monkeypatch):
    """With no scale named, each VP scale is tried; the tables' scores, the boards' IMPs,
    the lines' cross-IMPs and the pairs' totals are the same under each, so they are
    scored once, not once for each scale (four times before)."""
    import bridgekit.teams.published as published

    calls = {"boards": 0, "cross": 0}
    board_frames, cross_averages = published._board_frames, published._cross_averages

    def counted(name, real):
        def call(*args, **kwargs):
            calls[name] += 1
            return real(*args, **kwargs)
        return call
    monkeypatch.setattr(published, "_board_frames", counted("boards", board_frames))
    monkeypatch.setattr(published, "_cross_averages", counted("cross", cross_averages))
    check = check_teams_published(swiss)
    assert (check.scale, check.ok, calls) == ("ebu_whole", True, {"boards": 1, "cross": 1})


@pytest.mark.parametrize("change", [{"scale": "acbl"}, {"ruling_imps": 2}])
def test_the_event_result_scores_a_teams_file_by_the_settings_it_is_given(pab, change):
    # EBUScoreTeams' point-a-board file, a ruling on its second board, scored at the ACBL's
    # 1/0.5/0 (or a ruling worth 2 IMPs): the event result said it used those settings but
    # scored its matches at 2/1/0 and 3 IMPs, as the file's check did; now the same as
    # score_teams_event
    import bridgekit as bk

    settings = bk.Settings.of("ebuscoreteams").replace(**change)
    pab = pab.astype({"table1_ns": object})
    pab.loc[pab.index[1], "table1_ns"] = "A+"  # a ruling: 3 IMPs, or as the settings say
    result = bk.event_result(pab, settings)
    columns = ["round", "match", "home", "away", "board", "table1_ns", "table2_ns"]
    alone = bk.score_teams_event(pab[columns], settings)
    assert result.settings.scale == settings.scale
    pd.testing.assert_frame_equal(result.rows[alone.columns].reset_index(drop=True),
                                  alone.reset_index(drop=True), check_dtype=False)
