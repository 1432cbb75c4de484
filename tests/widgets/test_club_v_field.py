"""The Club v field view driven as a model: its input traits set, its ``answer`` (the core's
ClubVersusField) and ``get_state()`` read.

Two sections of three tables on two boards, worked by hand (2 matchpoints per score beaten,
1 per tie; the top of n results is 2(n - 1)):

board 1 (nobody vulnerable): A +420, +170, +140; B +980, +980, +450
board 2 (N-S vulnerable):    A +620, +170, -100; B +620, +650, +140
"""

import datetime
from html import unescape

import pandas as pd
import pytest

pytest.importorskip("ipywidgets")

from bridgekit.widgets import ClubVersusFieldView
from bridgekit.widgets.sections import small_sim

CLUB = pd.DataFrame({"section": list("AAABBB") * 2, "board": [1] * 6 + [2] * 6,
                     "ns": [1, 2, 3] * 4, "ew": [1, 2, 3] * 4,
                     "ns_score": [420, 170, 140, 980, 980, 450, 620, 170, -100, 620, 650, 140]})


def opened(frame=CLUB):
    view = ClubVersusFieldView()
    view.load(frame, "two sections")
    return view


def test_a_pair_s_two_percentages_and_the_board_that_moved_it_most():
    view = opened()
    state = view.get_state()
    assert (state["section"], state["pair"], state["factoring"]) == ("A", "NS 1", "neuberg")
    # A N-S 1 at the club (top 4): +420 beats 2 -> 4, +620 beats 2 -> 4: 8 of 8 = 100%.
    # Across the field (top 10): +420 beats 170, 140 -> 4; +620 beats 170, -100, 140 and ties
    # B's 620 -> 7: 11 of 20 = 55%. Board 1 moved it 100 x 4/8 - 100 x 4/20 = 30 points,
    # board 2 50 - 35 = 15: board 1 first.
    assert view.answer.club_pct == 100 and view.answer.field_pct == 55
    assert view.answer.lines[0].startswith("board 1: your +420 beat 2 of the 2 other results")
    assert view.answer.lines[1].startswith("board 2: your +620")
    assert state["board"] == 1 and list(view.board_input.options) == [1, 2]
    summary = unescape(view.summary.value)
    assert "100.00% at the club, 55.00% across the field" in summary


def test_the_board_s_two_frequency_tables_side_by_side():
    view = opened()
    page = unescape(view.tables.value)
    club, field = page.split("Across the field")
    # at A: +420 4, +170 2, +140 0 of 4; across the field: +980 twice, beating 4 and tying
    # 1 -> 9 of 10, +450 6, +420 4, +170 2, +140 0
    assert "At the club" in club and "+980" not in club and "+420" in club
    assert "+980" in field and ">9.0<" in field and ">6.0<" in field
    view.board = 2
    assert "+650" in unescape(view.tables.value).split("Across the field")[1]


def test_another_pair_and_another_section():
    view = opened()
    view.pair = "EW 1"
    # A E-W 1 sat against A N-S 1 both boards: club 0 + 0 of 8; field 10 - 4 = 6 and
    # 10 - 7 = 3: 9 of 20 = 45%
    assert view.answer.club_pct == 0 and view.answer.field_pct == 45
    view.section = "B"
    # B N-S 1 (pair 1 of B, not of A): +980 at B beats 450, ties 980 -> 3 of 4; +620 beats
    # 140 -> 2 of 4: 5 of 8 = 62.5%. Field: 9 + 7 of 20 = 80%.
    assert view.get_state()["pair"] == "NS 1"
    assert view.answer.pair == "Pair B NS 1"
    assert view.answer.club_pct == 62.5 and view.answer.field_pct == 80


def test_factoring_is_an_input_the_club_is_scored_again_by():
    # section B plays board 2 twice only (a sit-out): brought to A's three results
    short = CLUB.drop(index=[11]).reset_index(drop=True)
    view = opened(short)
    view.section = "B"
    # B N-S 1 board 2: +620 beats +650? no; of B's two results (620, 650) it scores 0 of 2.
    # Neuberg to 3 results: (0 + 1) x 3/2 - 1 = 0.5 of 4; not factored: 0 of its own top 2.
    assert view.club.attrs["factoring"] == "neuberg"
    mine = view.answer.boards.set_index("board")
    assert mine.loc[2, "club_mp"] == pytest.approx(0.5) and mine.loc[2, "club_top"] == 4
    view.factoring = "none"
    mine = view.answer.boards.set_index("board")
    assert mine.loc[2, "club_mp"] == 0 and mine.loc[2, "club_top"] == 2
    assert view.get_state()["factoring"] == "none"


def test_an_event_without_sections_says_so_and_keeps_what_was_open():
    view = opened()
    view.load(CLUB.drop(columns="section"), "one room")
    assert "no sections" in unescape(view.message.value)
    assert view.answer.club_pct == 100  # the two sections stay open


def test_an_uploaded_nz_bridge_scorer_session_opens_by_its_content(data_dir):
    """An .xml upload is told from USEBIO by its root: NZ Bridge Scorer's two sections of 4
    results (the phantom's rows set aside). A N-S 1: +450 and -110 across the field, 6 + 0
    of 12 = 50% (the file's own figure); in section A alone (two results a board, top 2),
    2 + 0 of 4 = 50%."""
    view = ClubVersusFieldView()
    data = (data_dir / "programs" / "nzbs-field-phantom.xml").read_bytes()
    view.upload.value = ({"name": "wednesday.xml", "type": "", "size": len(data),
                          "content": memoryview(data),
                          "last_modified": datetime.datetime(2026, 3, 4)},)
    assert "Opened wednesday.xml: 2 sections, 8 results" in unescape(view.message.value)


def test_the_seeded_sim_and_an_uploaded_file(data_dir):
    view = ClubVersusFieldView()
    view.load_sample()
    assert view.section == "Club 1" and view.pair == "NS 1"
    assert len(view.section_input.options) == small_sim()["section"].nunique() == 5
    assert view.answer.boards["points"].sum() == pytest.approx(view.answer.difference)
    data = (data_dir / "programs" / "ebuscore-overall.xml").read_bytes()
    view.upload.value = ({"name": "overall.xml", "type": "", "size": len(data),
                          "content": memoryview(data),
                          "last_modified": datetime.datetime(2026, 1, 1)},)
    assert "Opened overall.xml: 2 sections, 10 results" in unescape(view.message.value)
    # A N-S 1 of that file: +420 and -110; across the field 5 + 1 of 16 = 37.5% (the file's
    # own published figure); at the club (three results, top 4) 2 + 0 of 8 = 25%
    assert view.answer.field_pct == 37.5 and view.answer.club_pct == 25


def test_club_v_field_takes_a_pair_id_with_a_superscript_digit_and_a_language_switch():
    # "²".isdigit() is true and int("²") fails: the pair list raised ValueError on loading,
    # and again on a language switch. Section A's N-S "²" scored +170 on both boards:
    # board 1 +170 beats +140 of (+420, +170, +140) -> 2 of 4; board 2 +170 beats -100
    # -> 2 of 4: 50% in the club. Across the field (top 10): board 1 beats +140 only -> 2,
    # board 2 beats -100 and +140 -> 4: 6 of 20, 30%.
    frame = CLUB.assign(ns=["1", "²", "3"] * 4, ew=["1", "2", "3²"] * 4)
    view = opened(frame)
    assert [value for _, value in view.pair_input.options] == \
        ["NS ²", "NS 1", "NS 3", "EW 3²", "EW 1", "EW 2"]  # a pair id that is no number first
    assert view.pair == "NS ²"
    assert "Pair A NS ²: 50.00% at the club, 30.00% across the field" in \
        unescape(view.summary.value).replace("<b>", "").replace("</b>", "")
    view.lang = "fr"
    assert view.pair == "NS ²" and [label for label, _ in view.pair_input.options][3] == "EO 3²"
    assert "50,00\xa0% au club, 30,00\xa0% sur l'ensemble du champ" in unescape(view.summary.value)


def test_a_howell_section_beside_a_mitchell_one_keeps_its_pairs_whole(data_dir):
    # the ACBL club game: section A a Mitchell, section B a Howell of 8 pairs (each pair both
    # ways). ACBLscore, `bridgekit score` and every other door give B's pair 1 7.5 of 12,
    # 62.50%; the tab offered "NS 1" and "EW 1" as two pairs, and gave "Pair B NS 1" 91.67%
    # at the club (its two boards sitting N-S alone)
    import bridgekit as bk
    from bridgekit.io import read_event

    event = read_event(data_dir / "programs" / "acbl-club-game.html")
    view = ClubVersusFieldView()
    view.load(event, "game.html")
    view.section = "B"
    assert [value for _, value in view.pair_input.options] == [f"Pair {n}" for n in range(1, 9)]
    view.pair = "Pair 1"
    assert view.answer.club_pct == 62.5 and len(view.answer.boards) == 4
    assert "Pair B 1: 62.50% at the club" in \
        unescape(view.summary.value).replace("<b>", "").replace("</b>", "")
    ranks = bk.event_result(event).ranking
    b = ranks[ranks["group"] == "B"].set_index("pair")["pct"]
    for pair in range(1, 9):
        view.pair = f"Pair {pair}"
        assert view.answer.club_pct == pytest.approx(b[str(pair)])
    view.section = "A"  # the Mitchell section keeps its directions
    assert view.pair_input.options[0][1] == "NS 1" and view.answer.club_pct == 50


def test_a_file_whose_sections_were_scored_apart_is_at_the_club_as_the_file_says(data_dir):
    # Compscore's two sections, each scored on its own: B N-S 1 100.00% in the file and at
    # every other door; the tab factored B's boards (two results) to A's three by Neuberg,
    # its default, and said 87.50% "at the club"
    from bridgekit.io import read_event

    view = ClubVersusFieldView()
    view.load(read_event(data_dir / "programs" / "compscore-two-sections.xml"), "two.xml")
    assert view.factoring == "none"  # as the file scores a section
    view.section, view.pair = "B", "NS 1"
    assert view.answer.club_pct == 100
    view.factoring = "neuberg"  # still a choice
    assert view.answer.club_pct == 87.5


def test_a_teams_file_is_said_to_be_a_teams_event(data_dir):
    # it was said to have "no sections (or only one)"
    from bridgekit.io import read_event

    view = ClubVersusFieldView()
    view.load(read_event(data_dir / "programs" / "teamsscorer-swiss.xml"), "swiss.xml")
    assert "swiss.xml is a teams event: this tab sets a pair's matchpoints at its club " \
           "beside the field's" in unescape(view.message.value)
