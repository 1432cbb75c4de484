"""A file's own word on its event, typed (bridgekit.meta.FileMeta), the same from every format:
each fixture's name, date, club and program as the file writes them (read by eye from the
files), and the published page's heading from it."""

from pathlib import Path

import pytest

import bridgekit as bk
from bridgekit.io import read
from bridgekit.meta import FileMeta
from bridgekit.show.score_cards import published_event

PROGRAMS = Path(__file__).parents[1] / "data" / "programs"

CASES = [  # file, format, program, event, date, club
    ("acbl-club-game.html", "acbl", "ACBLscore", "Tuesday Afternoon Open Pairs", "2025-03-11",
     "Riverside Duplicate Bridge Club"),
    ("acbl-live-board.html", "acbl-live", "ACBLscore", "Open Pairs",
     "Mar 14, 2026 - Saturday 1:00 pm", ""),
    ("bridgemate-2026-01-26.bws", "bws", "Bridgemate Control Software", "Bridge game",
     "2026-01-26", ""),
    ("compscore-mp-mitchell.xml", "usebio", "Compscore3", "Tuesday Evening - Pairs",
     "17/03/2026", "Harbourside Bridge Club"),
    ("ebuscoreteams-pab.xml", "usebio-teams", "EBUScoreTeams", "", "", ""),
    ("magic-contest-butler.pbn", "pbn", "Magic Contest", "Butler pairs", "", ""),
    ("nzbs-handicap.xml", "nzbs", "NZ Bridge Scorer", "Friday Handicap Pairs", "2026-03-06",
     "Harbourside Bridge Club"),
    ("scorebridge-ties.xml", "usebio", "Scorebridge", "Monday Pairs", "12/01/2026",
     "Riverside Bridge Club"),
]


@pytest.mark.parametrize(("name", "format", "program", "event", "date", "club"), CASES)
def test_every_format_says_its_event_in_one_typed_meta(name, format, program, event, date,
                                                       club):
    frame, meta = read(PROGRAMS / name)
    assert len(frame)
    assert (meta.format, meta.program, meta.event, meta.date, meta.club) == (
        format, program, event, date, club)
    assert meta.path.endswith(name)


def test_an_nz_bridge_scorer_session_is_published_under_its_own_name_club_and_date():
    # the session root's event_name, club and event_date; the heading was empty before
    result = bk.event_result(read(PROGRAMS / "nzbs-handicap.xml")[0])
    assert result.meta.event == "Friday Handicap Pairs"
    shown = published_event(result)
    assert (shown.title, shown.club, shown.date) == (
        "Friday Handicap Pairs", "Harbourside Bridge Club", "2026-03-06")


def test_a_frame_no_reader_made_has_an_empty_meta():
    assert FileMeta.of(bk.load_sample_event()) == FileMeta()
