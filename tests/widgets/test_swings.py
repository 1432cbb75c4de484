"""The Swings tab with a teams event file: opened from the visitor's bytes, its matches listed
and walked, each match's swings, IMPs or points and VPs beside the file's own, the standings.

Every number asserted here is worked by hand in ``tests/data/programs/README-teams.md``:

TeamsScorer (IMPs, whole VPs on the EBU's 20-0 table), margins over 3 boards and their VPs:
1 v 2 +2 IMPs (1 + 1 + 0; 12-8), 3 v 4 +11 (6 + 0 + 5; 11-13 IMPs is 17-3), 1 v 3 -3
(-10 + 7 + 0; 3-4 IMPs is 13-7 to team 3 -> 7-13), 2 v 4 +21 (13 + 10 - 2; 20-0).
Team totals 1 Acol 12 + 7 = 19, 2 Benjamin 8 + 20 = 28, 3 Crowhurst 17 + 13 = 30, 4 Drury
3 + 0 = 3: places 3, 2, 1, 4.

EBUScoreTeams (point-a-board, 2/1/0 a board, any positive aggregate wins): matches 3-3, 4-2, 5-1,
3-3 (round 1 board 3 of 1 v 2: -620 against -630, +10 to the home team, is 2-0); totals
1 Acol 3 + 5 = 8, 2 Benjamin 3 + 3 = 6, 3 Crowhurst 4 + 1 = 5, 4 Drury 2 + 3 = 5: places
1, 2, 3=, 3=.
"""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from bridgekit.io import read_teams_event
from bridgekit.widgets import SwingChart
from bridgekit.widgets.match import YOURS

PROGRAMS = Path(__file__).resolve().parents[1] / "data" / "programs"
SWISS = PROGRAMS / "teamsscorer-swiss.xml"
PAB = PROGRAMS / "ebuscoreteams-pab.xml"


def upload(chart: SwingChart, name: str, data: bytes) -> None:
    """What the browser sends: the file's name and bytes, nothing on the server's disk."""
    chart.upload.value = ({"name": name, "type": "text/xml", "size": len(data),
                           "content": memoryview(data),
                           "last_modified": datetime.datetime(2026, 1, 1)},)


def walk(chart: SwingChart) -> list[tuple]:
    """Each match from the first, by the Next button: its key, margin, VPs and board IMPs."""
    seen = []
    while True:
        m = chart.answer
        seen.append((chart.match, m.imp_margin, m.vps(), m.frame.home_imps.tolist()))
        if chart.next_button.disabled:
            return seen
        chart.next_button.click()


def test_a_teamsscorer_file_opens_from_its_bytes_and_its_matches_are_walked():
    sc = SwingChart()
    upload(sc, "Swiss teams March.xml", SWISS.read_bytes())
    assert "Opened Swiss teams March.xml (TeamsScorer 5.1.17)" in sc.message.value
    assert "every one of its 84 published numbers reproduced" in sc.message.value
    assert "VPs whole on the EBU&#x27;s 20-0 table" in sc.message.value  # the scale found
    assert sc.event.attrs["path"] == "Swiss teams March.xml"  # named as the visitor named it
    # the matches listed: round, home v away, the file's match score
    assert [label for label, _ in sc.match_input.options] == [
        "Round 1: 1 Acol v 2 Benjamin (file 12-8 VPs)",
        "Round 1: 3 Crowhurst v 4 Drury (file 17-3 VPs)",
        "Round 2: 1 Acol v 3 Crowhurst (file 7-13 VPs)",
        "Round 2: 2 Benjamin v 4 Drury (file 20-0 VPs)",
        "Your match (type the scores)"]
    assert sc.match == (1, 1) and sc.previous_button.disabled
    assert walk(sc) == [((1, 1), 2, (12.0, 8.0), [1, 1, 0]),
                        ((1, 2), 11, (17.0, 3.0), [6, 0, 5]),
                        ((2, 1), -3, (7.0, 13.0), [-10, 7, 0]),
                        ((2, 2), 21, (20.0, 0.0), [13, 10, -2])]
    assert sc.get_state()["match"] in ((2, 2), [2, 2]) and sc.next_button.disabled
    sc.previous_button.click()
    assert sc.match == (2, 1) and sc.answer.home_name == "1 Acol"
    assert sc.answer.away_name == "3 Crowhurst"
    # bridgekit's VPs and the file's, side by side, the same
    score = sc.summary.value.split("bk-swing-score")[1]
    assert "1 Acol v 3 Crowhurst: 7-13 VPs; the file: 7-13 VPs (same)" in score
    e = sc.event_answer
    assert e.unit == "VPs" and e.check.ok
    assert e.matches[["home_score", "away_score"]].values.tolist() == [[12, 8], [17, 3], [7, 13],
                                                                       [20, 0]]
    assert not e.matches.differs.any() and not e.boards.differs.any()
    assert e.boards.published.tolist() == [1, 1, 0, 6, 0, 5, -10, 7, 0, 13, 10, -2]
    # the standings, from the core: VPs, places, the file's beside them
    t = e.teams
    assert t.team.tolist() == ["3", "2", "1", "4"]
    assert t.name.tolist() == ["Crowhurst", "Benjamin", "Acol", "Drury"]
    assert t.total.tolist() == [30, 28, 19, 3] and t["rank"].tolist() == ["1", "2", "3", "4"]
    assert t.published_total.tolist() == [30, 28, 19, 3] and not t.differs.any()
    assert "Standings (VPs)" in sc.standings.value and "3 Crowhurst" in sc.standings.value


def test_a_point_a_board_file_shows_board_points_and_shared_places():
    sc = SwingChart(read_teams_event(PAB))
    e = sc.event_answer
    assert e.by == "bam" and e.unit == "points" and e.check.ok
    assert e.matches[["home_score", "away_score"]].values.tolist() == [[3, 3], [4, 2], [5, 1],
                                                                       [3, 3]]
    assert sc.match == (1, 1)  # a file opens on its first match
    # round 1, board 3: -620 against -630 is a 10-point win, 2-0 (not the hybrid draw)
    assert sc.answer.frame.home_bam.tolist() == [1, 0, 2]
    assert e.boards.bridgekit.tolist()[:3] == [1, 0, 2] == e.boards.published.tolist()[:3]
    assert "1 Acol v 2 Benjamin: 3-3 points; the file: 3-3 points (same)" in sc.summary.value
    sc.next_button.click()
    assert "3 Crowhurst v 4 Drury: 4-2 points" in sc.summary.value
    t = e.teams
    assert t.team.tolist() == ["1", "2", "3", "4"] and t.total.tolist() == [8, 6, 5, 5]
    assert t["rank"].tolist() == ["1", "2", "3=", "3="]
    assert t.published_place.tolist() == ["1", "2", "3=", "3="] and not t.differs.any()


def test_a_published_number_that_differs_is_flagged_beside_bridgekit_s():
    # the file says 13-7 for round 1's 1 v 2, where 2 IMPs over 3 boards are 12-8
    data = SWISS.read_bytes().replace(b"<TEAM_SCORE>12</TEAM_SCORE><OPPOSING_TEAM_SCORE>8<",
                                      b"<TEAM_SCORE>13</TEAM_SCORE><OPPOSING_TEAM_SCORE>7<", 1)
    assert data != SWISS.read_bytes()
    sc = SwingChart()
    upload(sc, "swiss.xml", data)
    # two published numbers differ: the home team's VPs and the away team's
    assert "2 of its 84 published numbers differ (flagged below)" in sc.message.value
    e = sc.event_answer
    assert e.matches.differs.tolist() == [True, False, False, False]
    assert "1 Acol v 2 Benjamin: 12-8 VPs; the file: 13-7 VPs (differs)" in sc.summary.value
    assert ("Round 1: 1 Acol v 2 Benjamin (file 13-7 VPs)", (1, 1)) in sc.match_input.options
    sc.next_button.click()
    assert "(same)" in sc.summary.value


def test_a_file_that_is_not_a_teams_event_is_named_as_the_visitor_named_it():
    sc = SwingChart()
    before = sc.event_answer
    pairs = b'<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"></EVENT></USEBIO>'
    upload(sc, "club pairs.xml", pairs)
    assert "club pairs.xml" in sc.message.value and "&lt;bytes&gt;" not in sc.message.value
    assert "not a teams event" in sc.message.value
    assert sc.event_answer is before and sc.event is None  # the sample is kept
    upload(sc, "broken.xml", b"<USEBIO><EVENT")
    assert "broken.xml" in sc.message.value and sc.event_answer is before


def test_the_typed_match_stays_and_the_walk_starts_from_it():
    sc = SwingChart()
    sc.match = YOURS
    sc.own.table1, sc.own.table2 = "420 140", "400 110"
    sc.event = read_teams_event(SWISS)
    assert sc.match == (1, 1)
    sc.match = YOURS  # the typed match is still there, as typed
    assert sc.answer.frame.home_imps.tolist() == [1, 1]
    sc.next_button.click()
    assert sc.match == (1, 1)
    sc.match = YOURS
    sc.previous_button.click()
    assert sc.match == (2, 2)
    sc.event = None  # back to the sample teams event, WBF continuous VPs to two decimals
    assert sc.event_answer.check.matches.attrs["vp_scale"] == "wbf"
    assert "file" not in sc.match_input.options[0][0]


def test_projector_text_keeps_working_with_a_file():
    sc = SwingChart(read_teams_event(SWISS))
    answer = sc.answer
    assert "font-size:20px" not in sc.chart.value
    sc.large_text = True
    assert "font-size:20px" in sc.chart.value and sc.answer is answer  # drawn again, not rescored
    sc.next_button.click()
    assert "font-size:20px" in sc.chart.value and sc.answer.vps() == (17.0, 3.0)
    assert sc.get_state()["large_text"] is True


def test_a_file_with_a_score_that_is_no_score_still_walks_its_other_matches():
    data = SWISS.read_bytes().replace(b"<SCORE>420</SCORE>", b"<SCORE>4x0</SCORE>", 1)
    sc = SwingChart()
    upload(sc, "club swiss.xml", data)
    assert "Opened club swiss.xml: 4 matches, not scored as an event" in sc.message.value
    assert sc.event_answer is None and "4x0" in sc.standings.value
    assert sc.match == (1, 1) and "4x0" in sc.summary.value  # said where the user looks
    sc.next_button.click()  # round 1's 3 v 4: 6 + 0 + 5 IMPs
    assert sc.answer.frame.home_imps.tolist() == [6, 0, 5] and sc.answer.imp_margin == 11


def test_a_typed_match_that_cannot_be_scored_leaves_no_answer_of_the_match_before():
    sc = SwingChart()
    sc.match = YOURS
    assert sc.answer.boards == 8 and len(sc.drawn) == 8
    sc.own.table2 = "170 -50"  # 8 scores at table 1, 2 at table 2
    assert sc.answer is None and sc.drawn.empty and sc.chart.value == ""
    assert "table 1 has 8 scores and table 2 has 2" in sc.summary.value
    sc.own.table1 = "420 -50"
    assert sc.answer.boards == 2 and sc.drawn.board.tolist() == [1, 2]
