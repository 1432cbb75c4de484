"""Hostile USEBIO teams files: team numbers written two ways, impossible scores, the EBU's own
shape (PARTICIPANTS under SESSION, PAIR_IMPS), and a check that compared nothing. The
fixtures are variants of tests/data/programs/teamsscorer-swiss.xml, whose numbers are worked
out in tests/data/programs/README-teams.md."""

from pathlib import Path

from bridgekit.io import read_teams_event
from bridgekit.teams.published import check_teams_published, teams_beside

PROGRAMS = Path(__file__).parent.parent / "data" / "programs"
SWISS_TEXT = (PROGRAMS / "teamsscorer-swiss.xml").read_text(encoding="utf-8")


def _swiss(text: str) -> bytes:
    return text.encode("utf-8")


def test_a_team_number_with_a_leading_zero_is_the_participant_it_names():
    # the matches write team 1 as "01" (round 1) and " 1" (round 2); PARTICIPANTS "1":
    # before, "01" and "1" were two teams and team 1's total 19 was not reproduced
    text = SWISS_TEXT.replace("<TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM>",
                              "<TEAM>01</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM>")
    text = text.replace("<TEAM>1</TEAM><OPPOSING_TEAM>3</OPPOSING_TEAM>",
                        "<TEAM> 1</TEAM><OPPOSING_TEAM>3</OPPOSING_TEAM>")
    assert text.count("<TEAM>01</TEAM>") == 1 and text.count("<TEAM> 1</TEAM>") == 1
    boards = read_teams_event(_swiss(text))
    assert set(boards["home"]) == {"1", "2", "3"}
    check = check_teams_published(boards)
    assert check.ok and check.checked == 84  # as the file unchanged
    teams = teams_beside(boards, check).teams.set_index("team")
    assert (teams.loc["1", "total"], teams.loc["1", "published_total"], teams.loc["1", "rank"]) \
        == (19.0, 19.0, "3")


def test_a_teams_line_no_contract_scores_is_not_reproduced(tmp_path, capsys):
    # round 1, Acol (1) v Benjamin (2), board 1, table 1: 4S= +420 written as 425. The
    # file's 1 IMP (425 v 400: 25 points) and cross-IMPs (5 points from 420: 0 IMPs) all
    # come out the same, so before this the file was "all 84 published numbers reproduced"
    from bridgekit.cli import main

    text = SWISS_TEXT.replace("<TRICKS>10</TRICKS><SCORE>420</SCORE><NS_CROSS_IMP_POINTS>2.33",
                              "<TRICKS>10</TRICKS><SCORE>425</SCORE><NS_CROSS_IMP_POINTS>2.33", 1)
    assert "<SCORE>425</SCORE>" in text
    check = check_teams_published(read_teams_event(_swiss(text)))
    assert not check.ok and check.checked == 85
    assert check.describe() == ["round 1, match 1 (1 v 2), board 1, table 1: N-S score "
                                "published 425, bridgekit nothing (no contract scores that "
                                "for N-S on board 1 (None vulnerable))"]
    path = tmp_path / "swiss.xml"
    path.write_text(text.replace("<SCORE>425</SCORE>", "<SCORE>420.5</SCORE>"), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "1 of 85 published numbers not reproduced" in out
    assert "N-S score published 420.5, bridgekit nothing (no contract scores that" in out


SESSION_SHAPE = PROGRAMS / "teamsscorer-swiss-session.xml"


def test_the_ebu_s_own_shape_has_its_teams_and_pair_totals_read():
    # PARTICIPANTS under the SESSION and pair totals as PAIR_IMPS: before, no team and no
    # pair was read, and check compared 68 numbers (boards, lines, matches) and said all
    # were reproduced; the 4 team totals, 4 places and 8 pair totals make 84, as the
    # EVENT-shaped file
    boards = read_teams_event(SESSION_SHAPE)
    assert [(t["team"], t["name"], t["place"], t["total"]) for t in boards.attrs["teams"]] == [
        ("1", "Acol", "3", 19.0), ("2", "Benjamin", "2", 28.0), ("3", "Crowhurst", "1", 29.0),
        ("4", "Drury", "4", 4.0)]
    assert [p["total"] for p in boards.attrs["pairs"]] == [-9.67, 13.34, 20.66, -0.32, -4.01,
                                                           17.0, -7.01, -29.99]
    check = check_teams_published(boards)
    assert check.ok and check.checked == 84
    # pair 8's -29.99 is the sum of its printed line figures (exact -30.00): a note
    assert any(n.startswith("pair 8: cross-IMP total published -29.99, exact -30.00")
               for n in check.notes)


def test_a_wrong_team_total_in_the_session_is_found(tmp_path, capsys):
    from bridgekit.cli import main

    path = tmp_path / "wrong.xml"
    path.write_text(SESSION_SHAPE.read_text(encoding="utf-8").replace(
        "<TEAM_NAME>Drury</TEAM_NAME><PLACE>4</PLACE><TOTAL_SCORE>4</TOTAL_SCORE>",
        "<TEAM_NAME>Drury</TEAM_NAME><PLACE>4</PLACE><TOTAL_SCORE>5</TOTAL_SCORE>"),
        encoding="utf-8")
    assert main(["check", str(path)]) == 1
    assert "team 4 (Drury): total published 5, bridgekit 4" in capsys.readouterr().out


def test_a_teams_file_with_nothing_published_says_so(tmp_path, capsys):
    # every IMPS, TEAM_SCORE, cross-IMP and the PARTICIPANTS taken out: before, "all 0
    # published numbers reproduced"
    import re

    from bridgekit.cli import main

    text = re.sub(r"<PARTICIPANTS>.*</PARTICIPANTS>\n", "", SWISS_TEXT, flags=re.S)
    text = re.sub(r"<(IMPS|TEAM_SCORE|OPPOSING_TEAM_SCORE|NS_CROSS_IMP_POINTS|"
                  r"EW_CROSS_IMP_POINTS)>[^<]*</\1>", "", text)
    path = tmp_path / "bare.xml"
    path.write_text(text, encoding="utf-8")
    assert check_teams_published(read_teams_event(path)).checked == 0
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"{path}: no published numbers to check" in out
    assert "published numbers reproduced" not in out
