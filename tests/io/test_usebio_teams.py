"""USEBIO teams events read as their boards: matches, the two tables, the published numbers.

The fixtures are written by hand in the shape of EBU TeamsScorer 5.1.17 and EBUScoreTeams 1.1.3
files; their numbers are worked out in tests/data/programs/README-teams.md.
"""

from pathlib import Path

import numpy as np
import pytest

from bridgekit.errors import BridgekitError, FileFormatError
from bridgekit.io.usebio_teams import is_usebio_teams, read_usebio_teams

PROGRAMS = Path(__file__).parent.parent / "data" / "programs"
SWISS = PROGRAMS / "teamsscorer-swiss.xml"
PAB = PROGRAMS / "ebuscoreteams-pab.xml"


def test_swiss_matches_and_tables():
    f = read_usebio_teams(SWISS)
    assert len(f) == 12  # 4 matches of 3 boards
    assert f.attrs["program"] == "TeamsScorer" and f.attrs["program_version"] == "5.1.17"
    assert (f.attrs["scoring"], f.attrs["match_scoring"], f.attrs["pairwise_scoring"]) == \
        ("IMPS", "VPS", "CROSS_IMPS")
    first = f.iloc[0]
    # round 1, Acol (1) v Benjamin (2): table 1 (DIRECTION NS, home N-S) 420, table 2 400
    assert (first["round"], first["match"], first["home"], first["away"], first["board"]) == \
        (1, 1, "1", "2", 1)
    assert (first["table1_ns"], first["table2_ns"], first["usebio_imps"]) == (420.0, 400.0, 1.0)
    assert (first["table1_ns_pair"], first["table1_ew_pair"], first["table2_ns_pair"],
            first["table2_ew_pair"]) == ("1", "4", "3", "2")
    assert first["usebio_cross_imp_t1_ns"] == 2.33 and first["usebio_cross_imp_t2_ew"] == -1.33
    assert [(m["home"], m["away"], m["home_score"], m["away_score"]) for m in f.attrs["matches"]] \
        == [("1", "2", 12, 8), ("3", "4", 17, 3), ("1", "3", 7, 13), ("2", "4", 20, 0)]
    assert [t["total"] for t in f.attrs["teams"]] == [19, 28, 30, 3]
    assert [p["total"] for p in f.attrs["pairs"]][:2] == [-9.67, 13.34]
    assert f.attrs["decimals"]["cross_imp"] == 2


def test_point_a_board_points():
    f = read_usebio_teams(PAB)
    assert f.attrs["scoring"] == "PAB" and f.attrs["program"] == "EBUScoreTeams"
    ten = f[(f["round"] == 1) & (f["board"] == 3) & (f["home"] == "1")].iloc[0]
    # -620 at table 1 against -630 at table 2: the home team is +10 and wins the board 2-0
    assert (ten["table1_ns"], ten["table2_ns"]) == (-620.0, -630.0)
    assert (ten["usebio_home_points"], ten["usebio_away_points"]) == (2.0, 0.0)
    assert np.isnan(ten["usebio_imps"])
    assert [t["place"] for t in f.attrs["teams"]] == ["1", "2", "3=", "3="]


def test_sniffs_a_teams_file():
    assert is_usebio_teams(SWISS) and is_usebio_teams(PAB)
    assert not is_usebio_teams(PROGRAMS / "pianola-cross-imps.xml")
    assert is_usebio_teams(SWISS.read_bytes())
    with open(SWISS, encoding="utf-8") as stream:
        assert is_usebio_teams(stream)


def _event(body: str) -> bytes:
    return (f'<USEBIO Version="1.2"><EVENT EVENT_TYPE="TEAMS">{body}</EVENT></USEBIO>').encode()


LINE = "<TRAVELLER_LINE><DIRECTION>{}</DIRECTION><SCORE>{}</SCORE></TRAVELLER_LINE>"


def test_lines_in_either_order_and_adjusted_scores_kept():
    board = ("<MATCH><ROUND_NUMBER>2</ROUND_NUMBER><TEAM>7</TEAM><OPPOSING_TEAM>9</OPPOSING_TEAM>"
             f"<BOARD><BOARD_NUMBER>5</BOARD_NUMBER>{LINE.format('EW', 'A+')}"
             f"{LINE.format('NS', '-50')}</BOARD></MATCH>")
    f = read_usebio_teams(_event(board))
    assert f[["home", "away", "board", "table1_ns", "table2_ns"]].values.tolist() == \
        [["7", "9", 5, -50.0, "A+"]]


@pytest.mark.parametrize("body, words", [
    ("<MATCH><ROUND_NUMBER>1</ROUND_NUMBER><TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM>"
     "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>" + LINE.format("NS", "420") + "</BOARD></MATCH>",
     "1 TRAVELLER_LINE elements"),
    ("<MATCH><ROUND_NUMBER>x</ROUND_NUMBER></MATCH>", "ROUND_NUMBER 'x'"),
    ("<MATCH><ROUND_NUMBER>1</ROUND_NUMBER><TEAM>1</TEAM></MATCH>", "OPPOSING_TEAM"),
    ("<MATCH><ROUND_NUMBER>1</ROUND_NUMBER><TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM>"
     "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>" + LINE.format("NS", "1") + LINE.format("NS", "2")
     + "</BOARD></MATCH>", "DIRECTION 'NS' and 'NS'"),
    ("", "no MATCH"),
])
def test_refuses_naming_what_is_wrong(body, words):
    with pytest.raises(FileFormatError, match=words):
        read_usebio_teams(_event(body))


def test_a_pairs_file_is_not_a_teams_event():
    with pytest.raises(BridgekitError, match="'MP_PAIRS': not a teams event"):
        read_usebio_teams(PROGRAMS / "pianola-cross-imps.xml")


def test_a_teams_file_is_not_read_as_a_pairs_traveller():
    # read_usebio read the 12 boards' 24 lines as one pairs field: scored as pairs, 8 of the
    # 8 numbers it compared were wrong
    from bridgekit.io import read_usebio

    for path in (SWISS, PAB):
        with pytest.raises(FileFormatError, match="'TEAMS': a teams event, read by "
                                                  "read_usebio_teams or read_event"):
            read_usebio(path)


def test_a_published_number_that_is_no_number_is_a_warning():
    body = ("<MATCH><ROUND_NUMBER>1</ROUND_NUMBER><TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM>"
            "<TEAM_SCORE>twelve</TEAM_SCORE><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>"
            + LINE.format("NS", "420") + LINE.format("EW", "400") + "</BOARD></MATCH>")
    f = read_usebio_teams(_event(body))
    assert np.isnan(f.attrs["matches"][0]["home_score"])
    assert f.attrs["warnings"][0]["value"] == "twelve"
