"""The Hybrid points tab takes any match length it can draw, and refuses the others in words.

White Book 161.7 prints the tables for 2 to 10 boards; each gap between thresholds is one more
than the last (3, 5, 8, 12, 17, 23, 30, 38, 47, 57, 68, ...), which the core follows for any
length. A 20-board match shares 21 HPs: a ratio of 2000 / 250 = 8 reaches 3, 5 and 8, so the
loser earns 3 halves, 1.5, and the winner 19.5.
"""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from bridgekit.widgets import HybridExplorer
from bridgekit.widgets.match import YOURS


def test_twenty_boards_are_taken_and_said_to_follow_the_tables_rule():
    view = HybridExplorer()
    view.total, view.swing = 2000, 250
    view.boards_input.value = 20  # the box once clamped it to 16 without a word
    assert view.boards == 20 and view.share == (19.5, 1.5) and view.active_row == 18
    assert view.answer is not None  # the match below is scored still
    assert view.boards_note.value == (
        "White Book 161.7 prints the tables for 2 to 10 boards; the table for 20 follows "
        "their rule (each gap between thresholds one more than the last).")
    assert "20-board match" in view.chart.value
    view.boards_input.value = 10  # a table the White Book prints: nothing to say
    assert view.boards == 10 and view.boards_note.value == ""


def test_a_count_the_tab_cannot_draw_is_refused_in_words_and_the_count_kept():
    view = HybridExplorer()
    view.boards_input.value = 12
    for typed in (65, 0, -3):
        view.boards_input.value = typed
        assert view.boards == 12 and view.boards_input.value == 12
        assert f"{typed} boards: this tab shows matches of 1 to 64 boards; 12 boards kept." \
            in view.boards_note.value
    view.lang = "fr"
    assert "-3 donnes : cet onglet montre des matchs de 1 à 64 donnes ; 12 donnes gardées." \
        in view.boards_note.value
    # one board: 2 HPs shared; 2000 / 250 = 8 reaches both of its thresholds, 3 and 5, so
    # the loser earns 2 halves: shared equally
    view.boards_input.value = 1
    assert view.boards == 1 and view.share == (1.0, 1.0) and "1 à 64" not in view.boards_note.value


def test_a_typed_match_that_cannot_be_scored_leaves_no_answer_of_the_match_before():
    hx = HybridExplorer()
    hx.match = YOURS
    assert hx.answer.boards == 8
    hx.own.table2 = "170 -50"  # 8 scores at table 1, 2 at table 2
    assert hx.answer is None
    assert "table 1 has 8 scores and table 2 has 2" in hx.match_html.value
    hx.own.table1 = "420 -50"
    assert hx.answer.boards == 2


@pytest.mark.parametrize("lang", ["en", "nl", "fr"])
def test_the_hybrid_tab_does_not_offer_rulings_it_cannot_score(lang):
    # hybrid points score N-S scores alone (White Book 161.7 has no ruling in them); the
    # typed match's help line said "a ruling such as A+ is allowed", as the swing chart's
    # does, and a ruling typed was refused in a column's printout over four lines
    from bridgekit.widgets import HybridExplorer, SwingChart
    from bridgekit.widgets.match import YOURS

    view, swings = HybridExplorer(lang=lang), SwingChart(lang=lang)
    assert "A+" not in view.own.help_line.value and "A+" in swings.own.help_line.value
    view.own.table1, view.own.table2 = "420 100 A+", "400 -50 -100"
    view.match = YOURS
    assert view.answer is None
    assert "table1_ns=[420, 100, &#x27;A+&#x27;]: expected finite numbers" in view.match_html.value
