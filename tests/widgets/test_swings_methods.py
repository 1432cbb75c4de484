"""The Swings tab shows each teams method as the event is scored, and nothing else: a
point-a-board match in board points (no IMP totals, no VPs, no hybrid), an IMPs match without
VPs, an IMP-to-VP match with its scale in words; a team known by a number alone is "team 1";
the chart's line is in the unit of its bars; the file's team names and standings beside
bridgekit's, a standing that differs flagged there.

The numbers are worked by hand in ``tests/data/programs/README-teams.md``:

EBUScoreTeams (point-a-board, 2/1/0 a board, any positive aggregate wins), round 1, 1 Acol v
2 Benjamin: board 1 +140 v +140, net 0, 1-1; board 2 +100 v +110, net -10, 0-2; board 3 -620 v
-630, net +10, 2-0: the match 3-3, the board-point margins 0, -2, +2 (running 0, -2, 0), the
nets 0, -10, +10 (running 0, -10, 0). Round 2, 1 Acol v 3 Crowhurst: +630 v +620 (+10, 2-0),
+200 v +140 (+60, 2-0), +200 v +200 (0, 1-1): 5-1, margins 2, 2, 0 (running 2, 4, 4), nets
10, 60, 0 (running 10, 70, 70). Totals 1 Acol 8, 2 Benjamin 6, 3 Crowhurst 5, 4 Drury 5:
places 1, 2, 3=, 3=.

TeamsScorer, round 1, 1 Acol v 2 Benjamin: +420 v +400 (+20, 1 IMP), +140 v +110 (+30, 1 IMP),
-100 v -100 (0): 2-0 IMPs, margin +2, 12-8 VPs over 3 boards (whole VPs; 11.38 continuous).
"""

from __future__ import annotations

import html
from pathlib import Path

import pandas as pd
import pytest
import traitlets

pytest.importorskip("ipywidgets")

from bridgekit.io import read_teams_event
from bridgekit.teams.vp import scale_words
from bridgekit.widgets import SwingChart
from bridgekit.widgets.match import YOURS, match_options

PROGRAMS = Path(__file__).resolve().parents[1] / "data" / "programs"
SWISS = PROGRAMS / "teamsscorer-swiss.xml"
PAB = PROGRAMS / "ebuscoreteams-pab.xml"


def opened(data: bytes, name: str = "event.xml") -> SwingChart:
    """The tab with a teams file's bytes as its event."""
    return SwingChart(read_teams_event(data))


def text(value: str) -> str:
    """An HTML widget's text as a reader sees it (entities undone)."""
    return html.unescape(value)


def test_a_point_a_board_match_is_shown_in_board_points_and_nothing_else():
    sc = SwingChart(read_teams_event(PAB))
    r = sc.result
    # one source: the event scored once says how every match is scored and shown
    assert r.kind == "teams" and r.settings.teams == "pab" and r.ranked_by == "bam"
    assert sc.by == "bam" and sc.answer.draw_margin == r.settings.draw_margin == 0
    assert [u for _label, u in sc.unit_input.options] == ["bam", "points"]
    assert sc.unit == "bam" and sc.match == (1, 1)
    assert sc.drawn.swing.tolist() == [0, -2, 2] and sc.drawn.running.tolist() == [0, -2, 0]
    shown = text(sc.summary.value) + text(sc.chart.value)
    for other in ("IMP", "VP", "HP", "Hybrid", "Aggregate"):  # no other method's numbers
        assert other not in shown, other
    assert "1 Acol v 2 Benjamin: 3-3 points; the file: 3-3 points (same)" in shown
    assert ("Board 3: table 1 -620, table 2 -630: 1 Acol gain 10; board points 1 Acol 2, "
            "2 Benjamin 0") in shown
    assert "Board-a-match: 1 Acol 3, 2 Benjamin 3" in shown
    assert "<title>1 Acol v 2 Benjamin: 3-3 points</title>" in sc.chart.value
    sc.match = (2, 1)
    assert sc.answer.home_bam == 5 and sc.answer.away_bam == 1
    assert sc.drawn.swing.tolist() == [2, 2, 0] and sc.drawn.running.tolist() == [2, 4, 4]
    sc.unit = "points"  # each board's net, and the running total of the nets on their axis
    assert sc.drawn.swing.tolist() == [10, 60, 0] and sc.drawn.running.tolist() == [10, 70, 70]
    assert "the running total of points" in sc.chart.value
    # a typed match is scored as the event is: +20 and -30 are 2-0 and 0-2
    sc.match = YOURS
    sc.own.table1, sc.own.table2 = "420 140", "400 170"
    assert sc.answer.frame.home_bam.tolist() == [2, 0]
    assert "Your team v Opponents: 2-2 points" in text(sc.summary.value)
    assert "IMP" not in text(sc.summary.value)


def test_a_file_opened_after_an_event_of_another_unit_lists_its_matches_in_its_own():
    """The matches are listed once the event opened is scored: a point-a-board file opened
    after the sample (scored in VPs) says its matches' scores in points, as a language
    switch says them."""
    sc = SwingChart()
    assert sc.result.ranked_by == "vp"
    sc.event = read_teams_event(PAB)
    labels = [label for label, key in sc.match_input.options if key != YOURS]
    assert labels[0] == "Round 1: 1 Acol v 2 Benjamin (file 3-3 points)"
    assert all("VPs" not in label for label in labels), labels

def test_an_imps_match_without_vps_shows_no_vps():
    data = (SWISS.read_bytes()
            .replace(b"<MATCH_SCORING_METHOD>VPS<", b"<MATCH_SCORING_METHOD>IMPS<")
            .replace(b"<TEAM_SCORE>12</TEAM_SCORE><OPPOSING_TEAM_SCORE>8<",
                     b"<TEAM_SCORE>2</TEAM_SCORE><OPPOSING_TEAM_SCORE>0<", 1))
    sc = opened(data)
    assert sc.result.ranked_by == "imps" and sc.by == "imps"
    assert [u for _label, u in sc.unit_input.options] == ["imps", "points"]
    shown = text(sc.summary.value)
    assert "1 Acol v 2 Benjamin: 2-0 IMPs; the file: 2-0 IMPs (same)" in shown
    assert "IMPs: 1 Acol 2, 2 Benjamin 0 (margin +2)" in shown
    assert "VP" not in shown and "Board-a-match" not in shown and "HP" not in shown
    assert sc.drawn.swing.tolist() == [1, 1, 0] and sc.drawn.running.tolist() == [1, 2, 2]


def test_a_vp_match_says_its_scale_in_words_and_the_points_line_is_in_points():
    sc = SwingChart(read_teams_event(SWISS))
    r = sc.result
    assert sc.by == "vp" and sc.answer.vp_scale == r.settings.vp_scale  # one source
    shown = text(sc.summary.value)
    assert "1 Acol v 2 Benjamin: 12-8 VPs; the file: 12-8 VPs (same)" in shown
    assert f"VPs: 1 Acol 12, 2 Benjamin 8 ({scale_words(r.settings.vp_scale)})" in shown
    assert r.settings.vp_scale not in shown  # the code name never
    assert "Board-a-match" not in shown and "Hybrid" not in shown and "HP" not in shown
    # IMPs: bars and line in IMPs; points: bars the nets, the line their running total
    assert sc.drawn.swing.tolist() == [1, 1, 0] and sc.drawn.running.tolist() == [1, 2, 2]
    sc.unit = "points"
    assert sc.drawn.swing.tolist() == [20, 30, 0] and sc.drawn.running.tolist() == [20, 50, 50]
    assert "swing to 1 Acol (points)" in sc.chart.value
    assert "running IMP" not in sc.chart.value


def test_a_team_known_by_a_number_alone_is_said_team_n():
    data = PAB.read_bytes()
    for name in (b"Acol", b"Benjamin", b"Crowhurst", b"Drury"):
        data = data.replace(b"<TEAM_NAME>" + name + b"</TEAM_NAME>", b"")
    sc = opened(data)
    assert sc.match_input.options[0] == ("Round 1: team 1 v team 2 (file 3-3 points)", (1, 1))
    assert sc.answer.home_name == "team 1" and sc.answer.away_name == "team 2"
    assert "Board-a-match: team 1 3, team 2 3" in text(sc.summary.value)
    assert "<td style=\"padding:2px 8px;text-align:right\">team 3</td>" in sc.standings.value
    # a frame typed by hand with numbered teams, its matches listed
    frame = pd.DataFrame({"round": 1, "match": 1, "home": "1", "away": "8", "board": [1, 2],
                          "table1_ns": [420, 140], "table2_ns": [420, 110]})
    assert match_options(frame) == [("Round 1: team 1 v team 8", (1, 1))]
    sc.event = frame  # a frame naming no scale: IMPs to WBF VPs
    assert sc.answer.home_name == "team 1" and sc.by == "vp"
    assert "IMPs: team 1 1, team 8 0 (margin +1)" in text(sc.summary.value)


def test_the_file_s_names_and_standings_are_shown_and_a_standing_that_differs_is_flagged():
    # the file gives Acol 9 (bridgekit: 3 + 5 = 8) and Drury the 4th place (bridgekit: 3=)
    data = (PAB.read_bytes()
            .replace(b"<PLACE>1</PLACE><TOTAL_SCORE>8<", b"<PLACE>1</PLACE><TOTAL_SCORE>9<")
            .replace(b"Drury</TEAM_NAME><PLACE>3=<", b"Drury</TEAM_NAME><PLACE>4<"))
    sc = opened(data)
    t = sc.event_answer.teams
    assert t.team.tolist() == ["1", "2", "3", "4"]
    assert t.name.tolist() == ["Acol", "Benjamin", "Crowhurst", "Drury"]
    assert t.total.tolist() == [8, 6, 5, 5] and t["rank"].tolist() == ["1", "2", "3=", "3="]
    assert t.published_total.tolist() == [9, 6, 5, 5]
    assert t.published_place.tolist() == ["1", "2", "3=", "4"]
    assert t.differs.tolist() == [True, False, False, True]
    assert len(sc.result.teams.problems) == 2  # the check counts both
    rows = text(sc.standings.value).split("<tr>")[2:]
    assert "1 Acol" in rows[0] and rows[0].endswith("differs</td></tr>")
    assert "2 Benjamin" in rows[1] and rows[1].endswith("same</td></tr>")
    assert "4 Drury" in rows[3] and "differs" in rows[3]
    assert "Standings (points)" in sc.standings.value


def test_the_view_follows_the_language_spoken():
    sc = SwingChart(read_teams_event(PAB), lang="nl")
    before = sc.drawn.copy()
    sc.lang = "fr"
    sc.lang = "en"
    assert sc.by == "bam" and sc.unit == "bam" and sc.drawn.equals(before)
    assert "board points 1 Acol 1, 2 Benjamin 1" in text(sc.summary.value)


def test_the_ebu_s_own_teams_file_shows_its_names_and_standings():
    # PARTICIPANTS under the SESSION, as the EBU's own files keep them; the file places Drury
    # 3rd where its 4 VPs (bridgekit's too) are last: that standing is flagged
    data = (PROGRAMS / "teamsscorer-swiss-session.xml").read_bytes().replace(
        b"Drury</TEAM_NAME><PLACE>4<", b"Drury</TEAM_NAME><PLACE>3<")
    sc = opened(data)
    assert sc.match_input.options[0] == ("Round 1: 1 Acol v 2 Benjamin (file 12-8 VPs)", (1, 1))
    t = sc.event_answer.teams.set_index("team")
    assert t.name.to_dict() == {"3": "Crowhurst", "2": "Benjamin", "1": "Acol", "4": "Drury"}
    assert t.loc["1", "published_total"] == 19 and t.loc["2", "published_total"] == 28
    assert t.loc["4", "published_place"] == "3" and t.loc["4", "rank"] == "4"
    assert t.differs.to_dict() == {"3": False, "2": False, "1": False, "4": True}
    rows = text(sc.standings.value).split("</table>")[0].split("<tr>")[2:]
    assert "4 Drury" in rows[3] and rows[3].endswith("differs</td></tr></tbody>")
    assert "1 Acol" in rows[2] and rows[2].endswith("same</td></tr>")


def test_a_unit_the_event_does_not_offer_is_refused_and_the_chart_keeps_its_own():
    sc = SwingChart(read_teams_event(PAB))
    with pytest.raises(traitlets.TraitError, match="unit='imps': this event's chart is in bam "
                                                   "or points"):
        sc.unit = "imps"
    assert sc.unit == sc.unit_input.value == "bam"
    # the sample, at IMPs: the chart opens in IMPs, on round 1's Acol v Fenton (board 1 +140
    # v +170 and board 2 +620 v +650: -30 each, -1 IMP each, running -1, -2)
    sc.event = None
    assert sc.unit == sc.unit_input.value == "imps" and sc.drawn.running.tolist()[:2] == [-1, -2]
    with pytest.raises(traitlets.TraitError, match="unit='bam'"):
        sc.unit = "bam"
    assert sc.unit == "imps"
