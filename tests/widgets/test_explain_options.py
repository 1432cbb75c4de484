"""A keystroke in a long traveller words only what it changed in the board explainer's two
dropdowns: the edited row's result (the other rows' labels are kept), and the pair list only
when the pairs change; what is shown and what was picked stay as a fresh explainer gives them.

The board (as in test_paging.py): board 1, dealer N, nobody vulnerable, 120 results, N-S pair k
against E-W pair k + 200, 4S by N making 11 tricks (+450) when k is odd and 10 (+420) when k is
even (a row's label gives its score where one was typed: none here). So the result dropdown
has 120 rows and the pair dropdown 240 pairs (NS 1-120, EW
201-320, a Mitchell: no number sits both ways).
"""

from __future__ import annotations

import pandas as pd
import pytest

pytest.importorskip("ipywidgets")

import bridgekit.widgets.explain as explain_module
from bridgekit.widgets.explain import BoardExplainer
from bridgekit.widgets.traveller import TravellerEditor


def long_editor(count: int = 120, lang: str = "en") -> TravellerEditor:
    editor = TravellerEditor(lang=lang)
    editor.table = pd.DataFrame([{"board": 1, "ns": k, "ew": k + 200, "contract": "4S",
                                  "declarer": "N", "result": "+1" if k % 2 else "="}
                                 for k in range(1, count + 1)])
    return editor


def fresh(editor: TravellerEditor) -> BoardExplainer:
    """A new explainer shown what the editor's explainer was shown last."""
    ex = editor.explainer
    again = BoardExplainer(lang=ex.lang)
    again.show(ex.board_rows, ex.scored, board=ex.board, settings=ex.settings)
    return again


@pytest.fixture
def worded(monkeypatch) -> dict[str, int]:
    """How many result labels and pair labels the explainer words (each calls these once)."""
    calls = {"results": 0, "pairs": 0}
    for name, kind in (("shown_contract", "results"), ("pair_choice", "pairs")):
        real = getattr(explain_module, name)

        def counted(*args, _real=real, _kind=kind):
            calls[_kind] += 1
            return _real(*args)

        monkeypatch.setattr(explain_module, name, counted)
    return calls


def test_a_keystroke_words_the_edited_row_alone_and_keeps_the_pair_list(worded):
    editor = long_editor()
    ex = editor.explainer
    assert len(ex.result_input.options) == 120 and len(ex.pair_input.options) == 240
    assert ex.result_input.options[0] == ("NS 1 v EW 201: 4S N +1", 0)
    pairs_before = ex.pair_input.options
    sent = []
    ex.pair_input.observe(sent.append, names=["options"])
    ex.result_input.observe(sent.append, names=["options"])
    worded.update(results=0, pairs=0)
    editor.rows[0].result = "="  # N-S 1 v E-W 201: 10 tricks, +420
    # one row worded (was 120: every row of the board), no pair labelled (was 240)
    assert worded == {"results": 1, "pairs": 0}
    assert ex.result_input.options[0] == ("NS 1 v EW 201: 4S N =", 0)
    assert ex.result_input.options[1] == ("NS 2 v EW 202: 4S N =", 1)
    # the result list sent once (its first row changed); the pair list not at all: the very
    # options it had
    assert [c["owner"] for c in sent] == [ex.result_input]
    assert ex.pair_input.options is pairs_before
    again = fresh(editor)
    assert ex.result_input.options == again.result_input.options
    assert ex.pair_input.options == again.pair_input.options


def test_what_was_picked_stays_through_a_keystroke():
    editor = long_editor()
    ex = editor.explainer
    ex.result, ex.pair = 2, "EW 205"  # NS 3 v EW 203: +450, beats the 60 +420s
    assert ex.result_lines[0].startswith("NS 3 v EW 203: +450: beats 60")
    editor.rows[1].result = "+1"  # N-S 2: now 11 tricks, so 61 +450s and 59 +420s
    assert (ex.result, ex.pair) == (2, "EW 205")
    assert ex.result_input.label == "NS 3 v EW 203: 4S N +1"
    assert ex.result_lines[0].startswith("NS 3 v EW 203: +450: beats 59")
    assert ex.pair_text == fresh_pair_text(editor, "EW 205")


def fresh_pair_text(editor: TravellerEditor, pair: str) -> str:
    again = fresh(editor)
    again.pair = pair
    return again.pair_text


def test_the_pair_list_follows_a_changed_pair_number(worded):
    editor = long_editor()
    ex = editor.explainer
    editor.rows[0].ns = "999"  # N-S 1 sat as 999
    values = list(ex.pair_input.options)  # English: each option its own label
    assert "NS 999" in values and "NS 1" not in values and len(values) == 240
    assert values[119:121] == ["EW 320", "NS 2"] and values[-2:] == ["NS 120", "NS 999"]
    assert ex.pair_input.options == fresh(editor).pair_input.options


@pytest.mark.parametrize(("lang", "first", "pair"),
                         [("nl", "NZ 1 - OW 201: 4♠ N =", ("NZ 1", "NS 1")),
                          ("fr", "NS 1 c. EO 201\xa0: 4♠ N =", ("NS 1", "NS 1"))])
def test_labels_kept_are_the_language_spoken(lang, first, pair):
    editor = long_editor()
    ex = editor.explainer
    editor.lang = lang  # every label said again in the language: none kept from English
    editor.rows[0].result = "="
    assert ex.result_input.options[0] == (first, 0)
    assert pair in ex.pair_input.options
    again = fresh(editor)
    assert ex.result_input.options == again.result_input.options
    assert ex.pair_input.options == again.pair_input.options
    editor.lang = "en"
    editor.rows[0].result = "+1"
    assert ex.result_input.options[0] == ("NS 1 v EW 201: 4S N +1", 0)
    assert ex.pair_input.options[-120] == "NS 1"


def test_a_row_whose_cell_no_dict_holds_is_worded_each_time():
    ex = BoardExplainer()
    ex.board_rows = pd.DataFrame({"ns": [[1], 2], "ew": [3, 4], "contract": ["4S", "4S"],
                                  "declarer": ["N", "N"], "result": ["=", "="],
                                  "ns_score": [float("nan"), 420.0]})
    first = ex._result_options()
    assert first == [("NS [1] v EW 3: 4S N =", 0), ("NS 2 v EW 4: 4S N = +420", 1)]
    assert ex._result_options() == first


def test_a_kept_label_is_the_one_for_the_values_of_their_own_type():
    # the same board shown with its result column as whole numbers, then as floats (10 and
    # 10.0 are equal keys to a dict): each showing words its own values
    from bridgekit import score_event

    ex = BoardExplainer()
    for result, said in (([10, 9], "4S N 10 +420"), ([10.0, 9.0], "4S N 10.0 +420"),
                         ([10, 9], "4S N 10 +420")):
        rows = pd.DataFrame({"board": [1, 1], "ns": [1, 2], "ew": [3, 4],
                             "contract": ["4S", "3NT"], "declarer": ["N", "S"],
                             "result": result, "ns_score": [420, 400]})
        ex.show(rows, score_event(rows), board=1)
        assert ex.result_input.options[0][0].endswith(said)


def test_a_ruling_valued_by_the_session_is_explained_at_the_value_the_table_shows():
    # board 1 of the sample, N-S 1 v E-W 1 given A+ and average-plus valued by the session
    # (artificial="session": the greater of 60% and the pair's own percentage on its other
    # boards): the table says 7.4 (73.6%) and the explanation beside it said 6.0 (60.0%), the
    # explainer seeing this board alone; now both say 7.4
    t = TravellerEditor(board=1)
    t.load_sample()
    row = t.rows[0]
    row.contract, row.declarer, row.result, row.ns_score = "", "", "", "A+"
    t.artificial = "session"
    assert round(t.answer["ns_mp"].iloc[0], 1) == 7.4
    t.explainer.result = 0
    assert t.explainer.result_lines == [
        "NS 1 v EW 1: artificial score 73.61% to N-S, 40% to E-W: a ruling, scored by its own "
        "rule, not compared → 7.4 (73.6%); E-W 4.0 (40.0%)"]
    t.artificial = "fixed"
    t.explainer.result = None
    t.explainer.result = 0
    assert "→ 6.0 (60.0%)" in t.explainer.result_lines[0]
