"""Every program's pairs file in the Session tab: its result is the whole event scored afresh
(``bk.event_result``), when the file is opened and after a result is typed in the Traveller
tab (sections in one field or apart, Butler, cross-IMPs, Neuberg, ACBL and Compscore ways)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest

pytest.importorskip("ipywidgets")

from test_event_model import same_result

import bridgekit as bk
from bridgekit.io import read_event
from bridgekit.io.usebio_teams import is_usebio_teams
from bridgekit.problems import Code
from bridgekit.widgets.session import SessionView, event_as_typed
from bridgekit.widgets.traveller import TravellerEditor

DATA = Path(__file__).parents[1] / "data"
FILES = sorted(str(p.relative_to(DATA)) for p in (DATA / "programs").iterdir()
               if p.suffix in (".xml", ".pbn", ".html", ".bws")
               and not p.name.endswith(".handrecord.pbn") and not is_usebio_teams(p))
def opened(name: str) -> tuple[TravellerEditor, SessionView]:
    editor = TravellerEditor()
    editor.open_event(read_event(DATA / name), name.rsplit("/", 1)[-1])
    return editor, SessionView(editor)


@pytest.mark.parametrize("name", FILES)
def test_a_programs_file_in_the_session_tab_is_the_event_scored_whole(name):
    """Opened: the ACBL club game's section B, a Howell of 8 pairs, is ranked as a Howell,
    each section with its own movement."""
    editor, view = opened(name)
    same_result(view.result, bk.event_result(event_as_typed(editor), editor.event_settings()))


@pytest.mark.parametrize("name", FILES)
def test_a_result_typed_in_a_programs_file_is_the_event_scored_whole(name):
    """Typed: the ACBL club game (sections scored apart, N = 4, each section's top) has each
    section's rows of the board scored within their own section."""
    editor, view = opened(name)
    editor.rows[0].result = "9" if editor.rows[0].result != "9" else "8"  # tricks taken
    same_result(view.result, bk.event_result(event_as_typed(editor), editor.event_settings()))


def test_a_board_of_sections_scored_apart_is_scored_section_by_section_in_the_traveller():
    """The ACBL club game (ACBLscore, N = 4, each section its own top of 3): board 1's rows
    of sections A and B are each scored within their section, as the page prints them; a
    result typed in section A moves section A's matchpoints only."""
    editor, _view = opened("programs/acbl-club-game.html")
    answer = editor.answer
    assert answer["ns"].tolist()[:5] == ["A1", "A2", "A4", "A5", "B1"]
    assert answer["ns_mp"].tolist() == answer["acbl_mp_ns"].tolist() \
        == [1.0, 3.0, 2.0, 0.0, 2.5, 1.0, 2.5, 0.0]
    assert answer["ew_mp"].tolist() == answer["acbl_mp_ew"].tolist()
    editor.rows[3].result = "10"  # A5's 4S made: 420, level with A1
    editor.rows[3].ns_score = "420"
    assert editor.answer["ns_mp"].tolist() == [0.5, 3.0, 2.0, 0.5, 2.5, 1.0, 2.5, 0.0]


def test_a_board_of_sections_scored_apart_is_explained_as_score_explain_explains_it():
    """One screen, one answer: each row of the ACBL club game's board 1 is explained within
    its own section (4 results, top 3), as ``bridgekit score --explain`` explains it, and the
    frequency table is each section's own."""
    editor, _view = opened("programs/acbl-club-game.html")
    explained = {name: e.words("en") for name, e in
                 bk.event_result(read_event(DATA / "programs/acbl-club-game.html"))
                 .explain_board(1)}
    explainer = editor.explainer
    for i, (section, number) in enumerate(zip("AAAABBBB", [0, 1, 2, 3, 0, 1, 2, 3],
                                              strict=True)):
        explainer.result = i
        heading, lines = explained[section]
        assert explainer.explanation.value.startswith(f"<p>{heading}</p>")
        assert explainer.result_lines[0].split(": ", 1)[1] == lines[number].split(": ", 1)[1]
    table = explainer.answer
    assert table["section"].tolist() == ["A"] * 4 + ["B"] * 3
    assert table["tables"].tolist() == [1, 1, 1, 1, 2, 1, 1]
    assert table.loc[table["section"] == "A", "ns_mp"].max() == 3.0


@pytest.mark.parametrize("typed", [False, True], ids=["opened", "typed"])
@pytest.mark.parametrize("name", FILES)
def test_the_traveller_tabs_board_is_the_board_of_the_event_scored_whole(name, typed):
    """The Traveller tab's numbers for the board on screen (matchpoints, percentages, IMPs,
    the datum) are the whole event's for that board, as the Session tab, ``check`` and the
    handout give them: sections over the field or apart, Butler, cross-IMPs."""
    editor, _view = opened(name)
    if typed:
        editor.rows[0].result = "9" if editor.rows[0].result != "9" else "8"
    rows = bk.event_result(event_as_typed(editor), editor.event_settings()).rows
    here = (pd.to_numeric(rows["board"], errors="coerce") == editor.board).to_numpy()
    columns = [c for c in ("ns_mp", "ew_mp", "ns_pct", "ew_pct", "ns_imps", "ew_imps", "datum")
               if c in rows.columns]
    assert set(columns) <= set(editor.answer.columns)
    # the same numbers; a field of sections is worked out by score_sections, the traveller's
    # one board by score_event: they may differ in the last bit of a double
    np.testing.assert_allclose(editor.answer[columns].to_numpy(float),
                               rows.loc[here, columns].to_numpy(float), rtol=1e-12, atol=1e-12)


def test_a_row_added_to_a_file_of_sections_scored_apart_is_scored_not_lost():
    """A row typed for pairs the file does not have (no section to take from it) on the ACBL
    club game's board: the board is still scored, that row in a part of its own, which its
    row says in the language spoken, and the Session tab ranks every row (before, the board
    raised and the screen went stale)."""
    editor, view = opened("programs/acbl-club-game.html")
    row = editor.add_row({"ns": "C1", "ew": "C2", "contract": "4S", "declarer": "N"})
    row.result = "11"
    assert editor.answer["ns"].tolist()[-1] == "C1"
    assert "no section of this file (A, B) has pairs C1 and C2: scored on their own" \
        in row.error.value
    assert editor.answer["ns_mp"].tolist() == [1.0, 3.0, 2.0, 0.0, 2.5, 1.0, 2.5, 0.0, 1.5]
    same_result(view.result, bk.event_result(event_as_typed(editor), editor.event_settings()))
    assert len(view.result.rows) == len(event_as_typed(editor))
    # the Session tab, and every door that scores the event, says it too (before: the row
    # was ranked under a blank section without a word)
    said = [p for p in view.result.rows.attrs["problems"] if p["code"] == Code.NO_SECTION]
    assert [(p["values"]["ns"], p["values"]["ew"], p["severity"]) for p in said] == \
        [("C1", "C2", "warning")]
    assert "board 1, N-S C1 v E-W C2: N-S pair: no section of this file (A, B) has pairs C1 and " \
        "C2: scored on their own" in view.status.value
    editor.lang = "nl"
    assert "geen lijn van dit bestand (A, B) heeft de paren C1 en C2" in row.error.value
    view.lang = "nl"
    assert "geen lijn van dit bestand (A, B) heeft de paren C1 en C2" in view.status.value


def test_a_section_with_no_result_of_the_board_leaves_the_others_frequencies():
    """Sections scored apart, section B's four rows of board 1 cleared (not played): the
    frequency table shows section A's results, not "no scored result"."""
    editor, _view = opened("programs/acbl-club-game.html")
    for row in editor.rows[4:8]:
        row.ns_score = row.result = row.contract = ""
    table = editor.explainer.answer
    assert table is not None
    assert table["section"].tolist() == ["A"] * 4
    assert table["ns_score"].tolist() == [450, 430, 420, -50]
