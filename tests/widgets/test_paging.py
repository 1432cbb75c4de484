"""A long traveller is shown a page of rows at a time and scored whole; Enter in the last
row's result or score box adds a row.

The boards here are made so their matchpoints can be worked by hand. Board 1 (dealer N,
nobody vulnerable), 120 results: N-S pair k against E-W pair k + 200, 4S by N making 11
tricks (+450) when k is odd and 10 (+420) when k is even -- 60 of each. At 2 / 1 a result
scores 2 for each result it beats and 1 for each it ties, so the top is 2 x 119 = 238:

- +450 beats the 60 +420s and ties the other 59 +450s: 120 + 59 = 179 MP (179 / 238 =
  75.2%); +420 beats none and ties 59: 59 MP (24.8%). 179 + 59 = 238.
- with row 101 (an odd k, on the third page) corrected to 10 tricks there are 59 +450s and
  61 +420s: +450 scores 2 x 61 + 58 = 180 MP, +420 scores 60.
"""

import datetime

import ipywidgets as w
import pandas as pd
import pytest

import bridgekit.widgets.traveller as traveller_module
from bridgekit.show.widgets import row_score_html
from bridgekit.widgets.session import event_as_typed
from bridgekit.widgets.traveller import TravellerEditor

pytest.importorskip("ipywidgets")


def board(count: int) -> pd.DataFrame:
    return pd.DataFrame([{"board": 1, "ns": k, "ew": k + 200, "contract": "4S",
                          "declarer": "N", "result": "+1" if k % 2 else "="}
                         for k in range(1, count + 1)])


def long_editor(count: int = 120) -> TravellerEditor:
    editor = TravellerEditor()
    editor.table = board(count)
    return editor


def upload(editor: TravellerEditor, name: str, data: bytes) -> None:
    editor.upload.value = ({"name": name, "type": "", "size": len(data),
                            "content": memoryview(data),
                            "last_modified": datetime.datetime(2026, 1, 1)},)


def press_enter(box: w.Text) -> None:
    """What the browser sends when Enter is pressed in a box: a custom "submit" message
    (the box's value, committed on Enter with ``continuous_update=False``, is set apart)."""
    box._handle_msg({"content": {"data": {"method": "custom",
                                          "content": {"event": "submit"}}}, "buffers": []})


def test_a_long_board_shows_a_page_of_rows_and_scores_them_all():
    editor = long_editor()
    assert len(editor.rows) == 50 and len(editor.table) == 120
    assert editor.page_info.value == "rows <b>1–50</b> of <b>120</b>"
    assert editor.pager.layout.display == "flex" and editor.previous_button.disabled
    # the board's matchpoints come from all 120 rows (see the module's docstring)
    assert len(editor.answer) == 120
    assert sorted(set(editor.answer.ns_mp)) == [59.0, 179.0]
    assert editor.row_scores[0] == "NS +450, 179.0 / 59.0 MP (75.2% / 24.8%)"
    assert editor.row_scores[1] == "NS +420, 59.0 / 179.0 MP (24.8% / 75.2%)"
    assert len(editor.row_scores) == 50


def test_turning_pages_reuses_the_rows_and_shows_each_pages_results():
    editor = long_editor()
    made = editor.rows_box.children
    editor.next_button.click()
    assert editor.page == 1 and editor.page_info.value == "rows <b>51–100</b> of <b>120</b>"
    assert editor.rows[0].ns == "51" and editor.rows[0].ew == "251"
    assert editor.row_scores[0].startswith("NS +450, 179.0")  # row 51: odd, +450
    editor.next_button.click()
    assert editor.page_info.value == "rows <b>101–120</b> of <b>120</b>"
    assert len(editor.rows) == 20 and editor.next_button.disabled
    assert [r.ns for r in editor.rows][-1] == "120"
    assert editor.rows_box.children == made  # no widget made for a page: the same 50 rows
    editor.previous_button.click()
    assert editor.page == 1 and editor.rows[0].ns == "51"


def test_an_edit_on_the_third_page_edits_that_row_and_rescores_the_whole_board(monkeypatch):
    import bridgekit.widgets.event as module  # every board the editor scores is scored there
    from bridgekit.pairs.published import score_published

    editor = long_editor()
    editor.page = 2
    row = editor.rows[0]
    assert row.ns == "101" and row.result == "+1"
    calls = []

    def counted(df, *args, **kwargs):
        calls.append(len(df))
        return score_published(df, *args, **kwargs)

    monkeypatch.setattr(module, "score_published", counted)
    drawn = []
    monkeypatch.setattr(traveller_module, "row_score_html",
                        lambda row, **kw: drawn.append(row) or row_score_html(row, **kw))
    row.result = "="  # row 101 corrected to 10 tricks
    assert calls == [120]  # one keystroke: the board, every row of it, scored once
    # and only the page shown is drawn: rows 101-120, each row's score and the table's rows
    assert len(drawn) == 20 and editor.summary.value.count("<tr") == 1 + 20
    assert editor.table.result[100] == "=" and editor.table.result[0] == "+1"
    assert editor.answer.ns_score[100] == 420 and editor.answer.ns_mp[100] == 60
    assert editor.answer.ns_mp[0] == 180  # a +450 on the first page
    assert editor.row_scores[0].startswith("NS +420, 60.0")
    editor.page = 0
    assert editor.rows[0].ns == "1" and editor.rows[0].result == "+1"
    editor.page = 2
    assert editor.rows[0].result == "="  # the correction is kept with its row


def test_a_row_of_another_page_says_its_problem_on_its_own_page():
    editor = long_editor()
    editor.page = 2
    editor.rows[3].contract = "8S"  # row 104
    assert "a level is 1 to 7" in editor.rows[3].error.value and editor.row_scores[3] == ""
    assert editor.answer.error[103].startswith("contract: ")
    editor.page = 0
    assert [r.error.value for r in editor.rows].count("") == 50


def test_add_and_remove_rows_of_a_long_board():
    editor = long_editor(100)
    assert editor.page_info.value == "rows <b>1–50</b> of <b>100</b>"
    editor.add_row({"ns": 300, "ew": 400, "score": ""})
    assert editor.page == 2 and len(editor.rows) == 1 and editor.rows[0].ns == "300"
    assert editor.page_info.value == "rows <b>101–101</b> of <b>101</b>"
    editor.remove_row(editor.rows[0])
    assert len(editor.table) == 100 and editor.page == 1  # back on the last page there is
    editor.remove_row(editor.rows[0])  # row 51
    assert len(editor.table) == 99 and editor.table.ns.tolist()[49:51] == ["50", "52"]
    assert editor.rows[0].ns == "52"


def test_a_board_of_fifty_rows_or_fewer_shows_every_row_and_no_pager():
    editor = long_editor(50)
    assert len(editor.rows) == 50 and editor.pager.layout.display == "none"
    editor = TravellerEditor(rows=3)
    assert len(editor.rows) == 3 and editor.pager.layout.display == "none"


def test_a_500_row_file_opens_with_a_page_of_rows():
    # every result 4S by N making 10 tricks, +420: 500 ties at 2 / 1 score 499 MP each, 50%
    lines = ["board,ns,ew,contract,declarer,result"]
    lines += [f"1,{k},{k + 500},4S,N,=" for k in range(1, 501)]
    editor = TravellerEditor()
    editor.prepare_rows()
    made = editor.rows_box.children
    upload(editor, "big.csv", ("\n".join(lines) + "\n").encode())
    assert "Opened big.csv: board 1, 500 results" in editor.message.value
    assert editor.page_info.value == "rows <b>1–50</b> of <b>500</b>"
    assert len(editor.rows) == 50 and editor.rows_box.children == made
    assert editor.row_scores[0] == "NS +420, 499.0 / 499.0 MP (50.0% / 50.0%)"
    assert len(event_as_typed(editor)) == 500  # the Session tab sees every row


def test_session_view_reads_every_page_of_the_traveller():
    editor = long_editor()
    editor.page = 2
    editor.rows[0].result = "="
    typed = event_as_typed(editor)
    assert len(typed) == 120 and typed.result.tolist()[100] == "="


# -- Enter adds a row ------------------------------------------------------------------------
def type_row(row, ns, ew, contract, declarer, result) -> None:
    """Fill a row's boxes as the browser does: each box's value as committed."""
    for box, value in ((row.ns_input, ns), (row.ew_input, ew), (row.contract_input, contract)):
        box.set_state({"value": value})
    seats = [value for _label, value in row.declarer_input.options]  # labels in the language
    row.declarer_input.set_state({"index": seats.index(declarer)})
    row.result_input.set_state({"value": result})


@pytest.fixture
def focused(monkeypatch):
    """The boxes the editor put the cursor in."""
    boxes = []
    monkeypatch.setattr(w.Text, "focus", lambda box: boxes.append(box))
    return boxes


def test_enter_in_the_last_complete_row_adds_a_row_and_puts_the_cursor_there(focused):
    editor = TravellerEditor(rows=1)
    first = editor.rows[0]
    type_row(first, "1", "2", "4S", "N", "=")
    press_enter(first.result_input)
    assert len(editor.rows) == 2 and not editor.rows[1].typed()
    assert focused == [editor.rows[1].ns_input]
    assert editor.answer.ns_score.tolist() == [420]  # the empty row is not scored


def test_enter_before_its_value_arrives_still_adds_one_row(focused):
    # the browser sends "submit" on the key press and the value on the change that follows
    editor = TravellerEditor(rows=1)
    first = editor.rows[0]
    type_row(first, "1", "2", "4S", "N", "")
    press_enter(first.result_input)
    assert len(editor.rows) == 1  # not complete yet: no result
    first.result_input.set_state({"value": "+1"})
    assert len(editor.rows) == 2 and focused == [editor.rows[1].ns_input]
    first.result_input.set_state({"value": "="})  # a later edit adds nothing more
    assert len(editor.rows) == 2


def test_enter_in_the_score_box_adds_a_row_too(focused):
    editor = TravellerEditor(rows=1)
    first = editor.rows[0]
    for box, value in ((first.ns_input, "3"), (first.ew_input, "4"),
                       (first.ns_score_input, "-100")):
        box.set_state({"value": value})
    press_enter(first.ns_score_input)
    assert len(editor.rows) == 2


def test_enter_adds_no_row_for_a_row_with_a_problem_or_above_the_last(focused):
    editor = TravellerEditor(rows=2)
    first, second = editor.rows
    type_row(second, "3", "4", "8S", "N", "=")
    press_enter(second.result_input)
    assert len(editor.rows) == 2  # 8S: the core's problem is shown, no row added
    type_row(first, "1", "2", "4S", "N", "=")
    press_enter(first.result_input)
    assert len(editor.rows) == 2 and focused == []  # not the last row


def test_enter_on_a_full_page_adds_the_row_on_the_next_page(focused):
    editor = long_editor(100)
    editor.page = 1
    press_enter(editor.rows[-1].result_input)  # row 100: 4S= by N, complete
    assert len(editor.table) == 101 and editor.page == 2 and len(editor.rows) == 1
    assert focused == [editor.rows[0].ns_input]


def test_a_row_typed_below_an_empty_row_shows_its_own_problem():
    editor = TravellerEditor(rows=3)
    editor.rows[1].contract, editor.rows[1].declarer, editor.rows[1].result = "4S", "N", "="
    editor.rows[2].contract = "8S"
    assert "a level is 1 to 7" in editor.rows[2].error.value
    assert editor.rows[1].error.value == "" and editor.answer.ns_score[1] == 420
