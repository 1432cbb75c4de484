"""The Swings tab on the WBF 25-0 scale: its ``vp_scale`` trait set, every match rescored and
the standings with it, the scale said in words; a file on that scale found by itself. The event
and its numbers by hand are in tests/wbf25_event.py (8-board matches: A v B 19 IMPs 21-9,
A v C -44 2-25, B v C 1 15-15; byes 18 VPs; totals C 58, B 42, A 41)."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

import traitlets
from wbf25_event import boards_frame, usebio_teams

from bridgekit.io import read_teams_event
from bridgekit.result import event_result
from bridgekit.teams.event import teams_match
from bridgekit.widgets import SwingChart, swings
from bridgekit.widgets.match import YOURS

SWISS = Path(__file__).resolve().parents[1] / "data" / "programs" / "teamsscorer-swiss.xml"


def test_setting_the_scale_rescores_the_event_and_keeps_the_match():
    sc = SwingChart(boards_frame())
    assert sc.vp_scale is None and sc.result.settings.vp_scale == "wbf"
    sc.match = (2, 1)  # A v C, 44 IMPs to C
    sc.vp_scale = "wbf_25"
    assert sc.result.settings.vp_scale == "wbf_25"
    assert sc.match == (2, 1) and sc.answer.vps() == (2, 25)
    teams = sc.event_answer.teams
    assert teams[["team", "total", "rank"]].values.tolist() == [
        ["C", 58.0, "1"], ["B", 42.0, "2"], ["A", 41.0, "3"]]
    assert "WBF 25-0 scale (1993-2013)" in sc.summary.value  # the scale in words
    assert "wbf_25" not in sc.summary.value
    sc.match = (1, 1)
    assert sc.answer.vps() == (21, 9)
    # back to the event's own: the WBF 2013 continuous scale, 19 IMPs over 8 boards 16.23
    sc.vp_scale = None
    assert sc.result.settings.vp_scale == "wbf" and sc.answer.vps() == (16.23, 3.77)
    with pytest.raises(traitlets.TraitError):
        sc.vp_scale = "wbf25"
    assert sc.vp_scale is None


def test_a_file_on_the_25_scale_opens_named_by_its_scale(tmp_path):
    data = Path(usebio_teams(tmp_path / "rr25.xml")).read_bytes()
    sc = SwingChart()
    sc.upload.value = ({"name": "rr25.xml", "type": "text/xml", "size": len(data),
                        "content": memoryview(data),
                        "last_modified": datetime.datetime(2026, 1, 1)},)
    assert "every one of its 36 published numbers reproduced" in sc.message.value
    assert "IMPs to VPs, WBF 25-0 scale (1993-2013), whole VPs" in sc.message.value
    assert sc.result.settings.vp_scale == "wbf_25"
    assert sc.event_answer.teams.total.tolist() == [40.0, 24.0, 23.0]


def test_the_scale_chosen_in_its_dropdown_is_the_trait_and_is_said_in_each_language():
    sc = SwingChart(boards_frame())
    labels = dict((value, label) for label, value in sc.scale_input.options)
    assert labels[""] == "the event's own scale"
    assert labels["wbf_25"] == "IMPs to VPs, WBF 25-0 scale (1993-2013), whole VPs"
    sc.scale_input.value = "wbf_25"
    assert sc.vp_scale == "wbf_25" and sc.result.settings.vp_scale == "wbf_25"
    sc.match = (1, 1)
    assert sc.answer.vps() == (21, 9)
    # another language: the choices relabelled, the scale chosen kept (not scored again)
    result = sc.result
    sc.lang = "nl"
    assert sc.scale_input.value == "wbf_25" and sc.vp_scale == "wbf_25"
    assert sc.result is result
    assert sc.scale_input.description == "Schaal"
    assert dict((v, k) for k, v in sc.scale_input.options)["wbf"] == \
        "IMP's naar WP, continue WBF-2013-WP op twee decimalen"
    sc.vp_scale = None
    assert sc.scale_input.value == "" and sc.result.settings.vp_scale == "wbf"


def test_a_scale_chosen_keeps_the_typed_match_and_scores_the_match_shown_once(monkeypatch):
    sc = SwingChart(boards_frame())
    sc.match = YOURS  # the example typed: 37 IMPs over 8 boards
    assert sc.answer.vps() == (19.37, 0.63)
    sc.vp_scale = "wbf_25"
    assert sc.match == YOURS and sc.answer.vp_scale == "wbf_25" and sc.answer.vps() == (25, 4)
    sc.match = (2, 1)
    scored = []
    monkeypatch.setattr(swings, "teams_match",
                        lambda *a, **k: scored.append(a) or teams_match(*a, **k))
    sc.vp_scale = None
    assert sc.match == (2, 1) and sc.answer.vp_scale == "wbf" and len(scored) == 1


def test_a_file_opened_after_a_scale_was_chosen_is_scored_by_its_own(monkeypatch):
    """The sample on the 25-0 scale, then a TeamsScorer file of 3-board matches (whole VPs on
    the EBU's 20-0 table: round 1's 1 v 2, 2 IMPs, is 12-8)."""
    sc = SwingChart()
    sc.vp_scale = "wbf_25"
    scored = []
    monkeypatch.setattr(swings, "event_result",
                        lambda *a, **k: scored.append(k) or event_result(*a, **k))
    sc.event = read_teams_event(SWISS)
    assert sc.vp_scale is None and sc.scale_input.value == "" and len(scored) == 1
    assert sc.event_answer is not None and sc.event_answer.check.ok
    assert sc.match == (1, 1) and sc.answer.vps() == (12, 8)
