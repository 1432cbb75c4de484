"""No stale state: every part of a screen speaks of the same board and the same file.

The widgets driven as models: traits set (a board typed, a file sent, results ticked out), the
answer, the message and the views read. sample_hands.pbn holds boards 1 to 4, six results
each, with their deals; club-4boards.pbn boards 1 to 4 without deals.
"""

from __future__ import annotations

import datetime
from html import unescape
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from bridgekit.data import sample_path
from bridgekit.io import read_event
from bridgekit.widgets import ClubVersusFieldView, NeubergComparison, TravellerEditor

HANDS = Path(sample_path("sample_hands.pbn"))


def upload(editor, name: str, data: bytes, minute: int = 0) -> None:
    """What the browser sends when a file is chosen (``minute``: another choice of the same
    file is another value)."""
    editor.upload.value = ({"name": name, "type": "", "size": len(data),
                            "content": memoryview(data),
                            "last_modified": datetime.datetime(2026, 1, 1, 0, minute)},)


def deal_board(editor: TravellerEditor) -> int | None:
    """The board of the deal shown beside the traveller (None: no deal shown)."""
    views = editor.deal_view.children
    return views[0].board if views else None


def test_a_board_typed_that_the_file_lacks_is_said_and_shows_nothing_of_another_board():
    editor = TravellerEditor()
    upload(editor, "hands.pbn", HANDS.read_bytes())
    editor.board_input.value = "3"  # a walk: the message, the rows and the deal follow
    assert unescape(editor.message.value) == "board 3: 3 of 4 in hands.pbn"
    assert len(editor.answer) == 6 and deal_board(editor) == 3
    assert "traveller-board-3.csv" in editor.download.value
    editor.board_input.value = "99"
    assert editor.board == 99 and editor.board_input.value == "99"
    assert unescape(editor.message.value) == \
        "board 99 is not in hands.pbn: its boards are 1, 2, 3, 4"
    # board 3's deal, results, download link and page to print are gone with it
    assert deal_board(editor) is None and editor.answer.empty
    assert editor.summary.value == "" and editor.download.value == ""
    assert editor.typed_table().empty and len(editor.other_boards) == 24
    editor.board_input.value = "4"  # back in the file: its rows and deal again
    assert unescape(editor.message.value) == "board 4: 4 of 4 in hands.pbn"
    assert len(editor.answer) == 6 and deal_board(editor) == 4


def test_the_sample_walked_says_each_board_too():
    editor = TravellerEditor()
    editor.load_sample()
    editor.board = 2
    assert unescape(editor.message.value) == "board 2: 2 of 28 in the sample event"
    editor.board = 40
    assert unescape(editor.message.value).startswith(
        "board 40 is not in the sample event: its boards are 1, 2, 3,")
    editor.lang = "nl"
    assert unescape(editor.message.value).startswith("spel 40 staat niet in het voorbeeld")


def test_opening_a_file_over_rows_typed_asks_first():
    editor = TravellerEditor(rows=1)
    row = editor.rows[0]
    row.ns, row.ew, row.contract, row.declarer, row.result = "1", "2", "4S", "N", "="
    upload(editor, "club.pbn", HANDS.read_bytes())
    assert editor.confirm.layout.display == "flex"
    assert unescape(editor.confirm_text.value) == \
        "<b>1 row typed.</b> Replace it to open club.pbn?"
    assert editor.file_event is None and editor.rows[0].contract == "4S"  # nothing yet
    editor.confirm_no.click()
    assert editor.rows[0].contract == "4S" and editor.confirm.layout.display == "none"
    upload(editor, "club.pbn", HANDS.read_bytes())  # the same file chosen again: asked again
    assert editor.confirm.layout.display == "flex" and editor.upload.value == ()
    editor.confirm_yes.click()
    assert "Opened club.pbn: board 1, 6 results" in editor.message.value
    # a file as it was opened is replaced without a word; once edited, the question again
    upload(editor, "other.pbn", HANDS.read_bytes(), minute=2)
    assert editor.confirm.layout.display == "none" and "Opened other.pbn" in editor.message.value
    editor.rows[0].result = "+1"
    upload(editor, "third.pbn", HANDS.read_bytes(), minute=3)
    assert editor.confirm.layout.display == "flex"
    assert "6 rows typed.</b> Replace them to open third.pbn?" in editor.confirm_text.value


def test_a_file_that_cannot_be_opened_asks_nothing_and_keeps_rows_typed():
    editor = TravellerEditor(rows=1)
    editor.rows[0].contract = "4S"
    upload(editor, "evil.csv", b"board,ns\n1,2\n")
    assert editor.confirm.layout.display == "none" and editor.rows[0].contract == "4S"
    assert "needs 'contract'" in unescape(editor.message.value)


@pytest.mark.parametrize("name, data, said", [
    ("evil.csv", b"board,ns\n1,2\n", "Nothing was opened, and the board of hands.pbn is closed."),
    ("empty.csv", b"board,ns,ew,contract,declarer,result\n",
     "empty.csv has no results (only a header line): nothing was opened, and the board of "
     "hands.pbn is closed."),
    ("words.csv", b"board,ns,ew,contract,declarer,result\none,1,2,4S,N,=\n",
     "words.csv: no board number in it reads as one (board"),
])
def test_a_refused_file_closes_the_board_of_the_file_before(name, data, said):
    editor = TravellerEditor()
    upload(editor, "hands.pbn", HANDS.read_bytes())
    editor.board = 3
    upload(editor, name, data, minute=1)
    assert said in unescape(editor.message.value)
    # nothing of hands.pbn's board 3 stays under the refusal
    assert editor.file_event is None and editor.other_boards.empty
    assert editor.typed_table().empty and deal_board(editor) is None and editor.answer.empty


def test_a_teams_file_refused_closes_the_file_before(data_dir):
    editor = TravellerEditor()
    upload(editor, "hands.pbn", HANDS.read_bytes())
    teams = data_dir / "programs" / "teamsscorer-swiss.xml"
    upload(editor, "swiss.xml", teams.read_bytes(), minute=1)
    assert "swiss.xml is a teams event: open it in the Swings tab" in editor.message.value
    assert "the board of hands.pbn is closed" in editor.message.value
    assert editor.file_event is None and editor.typed_table().empty


def test_a_new_file_opens_at_its_own_first_board(data_dir):
    editor = TravellerEditor()
    upload(editor, "hands.pbn", HANDS.read_bytes())
    editor.board = 3  # club-4boards.pbn has a board 3 too: it opens at its board 1 all the same
    upload(editor, "club.pbn", (data_dir / "club-4boards.pbn").read_bytes(), minute=1)
    assert editor.board == 1 and "Opened club.pbn: board 1, 3 results" in editor.message.value
    assert editor.results.ns_score.tolist() == [420, 450, 400]
    said = editor.open_event(read_event(data_dir / "programs" / "magic-contest-butler.pbn"),
                             "magic.pbn")  # boards 5 to 7
    assert editor.board == 5 and "board 5" in said


def test_every_neuberg_result_ticked_out_leaves_no_chart():
    view = NeubergComparison()
    assert "<svg" in view.chart.value
    view.played = [False] * len(view.played)
    assert "no results played" in view.table_html.value and view.answer.empty
    assert view.chart.value == "" and view.formula.value == ""
    view.played = [True] * len(view.played)  # played again: the bars come back
    assert "<svg" in view.chart.value


def test_club_v_field_says_a_cross_imp_file_is_compared_by_matchpoints(data_dir):
    # Ruter's cross-IMP sim of three sections: the tab compares matchpoints, and says so
    view = ClubVersusFieldView()
    view.load(read_event(data_dir / "programs" / "ruter-cross-sections.pbn"), "ruter.pbn")
    said = unescape(view.message.value)
    assert view.file_scoring == "cross-imps"
    assert "Opened ruter.pbn: 3 sections, 40 results." in said
    assert "ruter.pbn is scored by cross-IMPs: this tab compares matchpoints, the club's and " \
        "the field's, not the file's own numbers." in said
    view.load(read_event(data_dir / "programs" / "sections-overall.pbn"), "mp.pbn")
    assert view.file_scoring == "matchpoints" and "scored by" not in view.message.value


def test_a_file_that_fails_to_open_for_any_reason_says_so_on_the_message_line(monkeypatch):
    """A file read but failing on the way to the screen (here: its board cannot be laid out)
    is said on the message line where the user looks after choosing it, not lost in the
    kernel's log with the previous file's message left on screen."""
    editor = TravellerEditor()
    upload(editor, "first.csv", b"board,ns,ew,contract,declarer,result\n1,1,2,4S,N,=\n")
    assert "Opened first.csv" in editor.message.value

    def broken(*_args, **_kwargs):
        raise RuntimeError("the board could not be laid out")

    monkeypatch.setattr(editor, "_opened", broken)
    upload(editor, "second.csv", b"board,ns,ew,contract,declarer,result\n2,1,2,4S,N,=\n", 1)
    assert "the board could not be laid out" in editor.message.value
    assert "Opened first.csv" not in editor.message.value


@pytest.mark.parametrize("live", [True, False], ids=["shown", "hidden"])
def test_a_row_cleared_and_typed_again_is_the_answer_again(live):
    """Clear the only row typed, then type it again as it was: the answer holds it again,
    whether the tab is shown or hidden (shown, it stayed empty while the row was scored)."""
    editor = TravellerEditor(board=5, rows=1)  # N-S vulnerable: 4S made is 620
    editor.live = live
    row = editor.rows[0]
    row.ns_score = "620"
    assert editor.answer["ns_score"].tolist() == [620]
    row.ns_score = ""
    assert editor.answer.empty
    row.ns_score = "620"
    assert editor.answer["ns_score"].tolist() == [620]
