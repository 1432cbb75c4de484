"""Hostile USEBIO teams files: team numbers written two ways, impossible scores, the EBU's own
shape (PARTICIPANTS under SESSION, PAIR_IMPS), and a check that compared nothing (issue 37,
items 6, 7 and 16). The fixtures are variants of tests/data/programs/teamsscorer-swiss.xml,
whose numbers are worked out in tests/data/programs/README-teams.md."""

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
