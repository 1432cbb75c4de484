"""Widgets driven as models: set their input traits, read their ``answer`` trait (the core's
object) and ``get_state()``; a few checks read what the page shows (that it is escaped)."""

import datetime
from html import unescape
from pathlib import Path

import pandas as pd
import pytest
import traitlets

import bridgekit as bk

pytest.importorskip("ipywidgets")

from bridgekit.teams import band_text
from bridgekit.widgets import HybridExplorer, NeubergComparison, SwingChart, TravellerEditor, app


def type_row(row, contract="", declarer="", result="", score="", ns="", ew=""):
    row.ns, row.ew = str(ns), str(ew)
    row.contract, row.declarer, row.result = contract, declarer, result
    row.ns_score = score


def test_traveller_editor_scores_as_you_type():
    ed = TravellerEditor(board=5, rows=3)
    assert "Dealer <b>N</b>" in ed.board_info.value and "<b>NS</b>" in ed.board_info.value
    type_row(ed.rows[0], "4S", "N", "=", ns=1, ew=11)      # N-S vulnerable on board 5: 620
    assert ed.answer.ns_score[0] == 620 and "NS +620" in ed.row_scores[0]
    type_row(ed.rows[1], "4S", "N", "+1", ns=2, ew=12)
    type_row(ed.rows[2], score="-100", ns=3, ew=13)
    assert ed.results.ns_score.tolist() == [620, 650, -100]
    assert ed.results.ns_mp.tolist() == [2.0, 4.0, 0.0]
    ed.scale = "acbl"
    assert ed.get_state()["scale"] == "acbl" and ed.scale_input.value == "acbl"
    assert ed.results.ns_mp.tolist() == [1.0, 2.0, 0.0]
    assert ed.results.ns_pct.tolist() == [50.0, 100.0, 0.0]


def test_traveller_editor_bad_row_keeps_what_was_typed():
    ed = TravellerEditor(rows=2)
    type_row(ed.rows[0], "4S", "N", "=", ns=1, ew=2)
    type_row(ed.rows[1], "8S", "N", "=", ns=3, ew=4)
    assert ed.answer.error[1] == "contract: '8S': a level is 1 to 7"
    assert "'8S': a level is 1 to 7" in unescape(ed.rows[1].error.value)
    assert ed.rows[1].contract == "8S" and ed.rows[1].contract_input.value == "8S"  # kept
    assert ed.rows[0].error.value == "" and ed.answer.ns_score[0] == 420
    # a bad contract is reported as soon as it is typed, before the row is complete
    row = ed.add_row()
    row.contract = "4Z"
    assert ed.answer.error[2].startswith("contract: '4Z'") and "'4Z'" in unescape(row.error.value)
    assert ed.table.contract.tolist() == ["4S", "8S", "4Z"]


def test_traveller_editor_adjusted_score_remove_and_sample(tmp_path):
    ed = TravellerEditor(rows=3)
    type_row(ed.rows[0], "3NT", "S", "+1", ns=1, ew=5)
    type_row(ed.rows[1], "3NT", "S", "=", ns=2, ew=6)
    type_row(ed.rows[2], score="A60/40", ns=3, ew=7)
    assert ed.results.ns_pct.iloc[2] == 60
    ed.remove_row(ed.rows[2])
    assert len(ed.table) == 2 and ed.results.ns_mp.tolist() == [2.0, 0.0]
    ed.board = 17
    ed.load_sample()
    assert len(ed.table) == 6 and (ed.results.ns_pct == 60).any()
    assert 'download="traveller-board-17.csv"' in ed.download.value
    import base64
    import re

    text = base64.b64decode(re.search(r"base64,([^\"]+)", ed.download.value).group(1))
    other = TravellerEditor()
    upload(other, "b17.csv", text)  # what was downloaded opens again, the same
    assert other.board == 17 and len(other.rows) == 6
    assert other.results.ns_mp.round(6).tolist() == ed.results.ns_mp.round(6).tolist()


def test_neuberg_comparison_opens_on_the_seed_example():
    nc = NeubergComparison()
    table = nc.comparison.round(1)
    # seed 004: plain (top 18), old-style (19/1), Neuberg (19.9)
    assert table["plain"].tolist()[:1] == [18.0]
    assert table["old-style"].tolist()[:1] == [19.0]
    assert sorted(set(table["neuberg"])) == [1.2, 5.6, 13.3, 19.9]
    assert "(11/10) × (18 + 1) − 1 = 19.9" in nc.formula.value
    nc.selected = 1
    assert "(11/10) × (12 + 1) − 1 = 13.3" in nc.formula.value


def test_neuberg_comparison_scores_set_as_many_as_before_are_the_board_scored():
    nc = NeubergComparison()  # 11 results, one ticked out
    nc.scores = [100.0] * 11  # eleven equal results: 10 of a top of 20 each, all played
    assert nc.played == [True] * 11 and nc.answer["plain"].tolist() == [10.0] * 11
    assert nc.played_inputs[0].description == "+100"
    assert nc.selected_input.options[0] == ("#1 +100", 0)


def test_neuberg_comparison_ruling_and_deviant_group():
    nc = NeubergComparison()
    nc.status_inputs[0].value = "A60/40"  # chosen on the page
    assert nc.statuses[0] == "A60/40" and nc.get_state()["statuses"][0] == "A60/40"
    assert nc.answer["neuberg"].iloc[0] == pytest.approx(12.0)  # 60% of 20
    nc.statuses = ["result"] * 11
    assert nc.status_inputs[0].value == "result"
    nc.groups = ["main"] * 9 + ["deviant"] * 2  # the two -50s misduplicated
    nc.value_kind = "pct"
    assert nc.answer["small group"].tolist()[-2:] == [60.0, 60.0]
    nc.small_group = "ebu"  # 2 <= 11 / 3: the same ladder
    assert nc.comparison["small group"].tolist()[-2:] == [60.0, 60.0]
    bars = nc.chart.value
    assert bars.count('class="bar"') == 40  # ten results by four methods


def test_hybrid_explorer_sliders_and_table():
    hx = HybridExplorer()
    hx.boards, hx.total, hx.swing = 4, 2400, 300
    assert hx.share == (3.5, 1.5) and hx.get_state()["share"] == (3.5, 1.5)
    assert hx.active_row == 2 and hx.get_state()["active_row"] == 2
    row = bk.hybrid_table(4).iloc[hx.active_row]  # the core's row the share comes from
    assert band_text(row.low, row.high) == "8 or more, but less than 12"
    assert 'class="bk-row-active"' in hx.table_html.value  # and the page marks it
    hx.swing_input.value = 100  # ratio 24: the even share (typed in the box)
    assert hx.swing == 100 and hx.share == (2.5, 2.5)
    hx.swing = 0
    assert hx.share == (2.5, 2.5)
    hx.boards = 16
    assert sum(hx.share) == 17
    assert hx.match_result.home + hx.match_result.away == 10


def test_swing_chart():
    import re

    sc = SwingChart()
    swings = [int(v) for v in re.findall(r"<title>board \d+: ([+-]\d+)</title>", sc.chart.value)]
    frame = sc.match_result.frame
    assert swings == frame.home_imps.tolist()
    sc.unit = "points"
    swings = [int(v) for v in re.findall(r"<title>board \d+: ([+-]\d+)</title>", sc.chart.value)]
    assert swings == frame.net.astype(int).tolist()
    assert sc.chart.value.count('class="running"') == 1
    # the line is the running total of those nets, on their axis (not the running IMPs)
    assert sc.drawn.running.tolist() == frame.net.cumsum().tolist()
    # the sample is scored by IMPs and VPs: no other method's numbers (the Hybrid tab has HPs)
    assert "Board-a-match" not in sc.summary.value and "Hybrid" not in sc.summary.value
    assert sc.get_state()["unit"] == "points" and sc.unit_input.value == "points"


def test_app_tabs_each_say_what_to_do():
    tabs = app().tabs
    titles = [tabs.get_title(i) for i in range(len(tabs.children))]
    assert titles == ["Traveller", "Neuberg", "Hybrid points", "Swings", "Score a hand", "Quiz",
                      "Deal and par", "Glossary", "Club v field", "Session"]
    hint, traveller = tabs.children[0].children
    assert "Type a board's results" in hint.value
    assert len(traveller.rows) == 6  # opens on the sample event's board 1
    assert tabs.children[6].children[1].view is None  # made when its tab is first shown
    tabs.selected_index = 6
    assert str(tabs.children[6].children[1].view.answer.contracts[0]) == "3♠X-1 by N or S"
    assert "<b>Neuberg's formula</b>" in tabs.children[7].children[1].value  # the glossary


def test_hand_scorer():
    from bridgekit.widgets import HandScorer

    hs = HandScorer()
    assert str(hs.answer) == "4♠ by N, not vulnerable, made exactly: 120 + 300 = 420 to N-S"
    hs.contract, hs.result, hs.vulnerability = "1CXX", "=", "None"
    assert hs.answer.total == 230
    hs.old_laws_input.value = True  # ticked on the page
    assert hs.old_laws is True and hs.answer.total == 180
    hs.contract = "8S"
    assert hs.answer is None and "'8S': a level is 1 to 7" in unescape(hs.output.value)
    assert hs.contract == "8S" and hs.get_state()["contract"] == "8S"
    assert hs.contract_input.value == "8S"


def test_vulnerability_quiz():
    from bridgekit.widgets import VulnerabilityQuiz

    q = VulnerabilityQuiz(board=13, seed=3)
    q.dealer, q.vulnerable = "N", "None"
    assert q.answer() is False and q.correct is False
    assert "dealer <b>N</b>, vulnerable <b>Both</b>" in q.feedback.value
    q.vulnerable = "Both"
    assert q.answer() is True and (q.right, q.asked) == (1, 2)
    assert {k: q.get_state()[k] for k in ("right", "asked", "correct")} == {
        "right": 1, "asked": 2, "correct": True}
    q.next.click()
    assert 1 <= q.board <= 32 and q.dealer == "?" and q.correct is None
    with pytest.raises(traitlets.TraitError, match="board=0: a quiz board is 1 to 9999"):
        q.board = 0


def test_traveller_editor_keeps_scoring_groups():
    ed = TravellerEditor(board=11, method="ebu")
    ed.load_sample()
    fouled = ed.results[ed.results.group == "B"]
    assert sorted(fouled.ns_pct.tolist()) == [55.0, 65.0]


def test_the_inputs_that_froze_the_app_show_a_message_and_keep_what_was_typed():
    ed = TravellerEditor(rows=2)
    type_row(ed.rows[0], "9NT", "N", "=", ns=1, ew=2)       # a typo in the only row
    assert "'9NT'" in ed.answer.error[0] and ed.rows[0].contract == "9NT"
    type_row(ed.rows[0], score="A60/40", ns=1, ew=2)          # a ruling alone on the board
    type_row(ed.rows[1], score="A40/60", ns=3, ew=4)
    assert ed.results.ns_mp.tolist() == [1.2, 0.8]
    n = NeubergComparison(scores=[420, 170], out=(1,))         # a board with only a ruling
    n.statuses = ["A60/40", "result"]
    assert n.answer is not None and "⚠" not in n.table_html.value
    assert n.comparison["neuberg"].tolist() == [1.2]  # 60% of the top of 2
    everything_out = NeubergComparison(scores=[420, 170], out=(0, 1))
    assert everything_out.answer.empty and "no results played" in everything_out.table_html.value


def test_a_widget_never_swallows_an_exception(monkeypatch):
    import bridgekit.widgets.event as module

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    ed = TravellerEditor(rows=1)
    monkeypatch.setattr(module, "score_published", broken)  # the editor's one scoring path
    type_row(ed.rows[0], "4S", "N", "=", ns=1, ew=2)
    assert "RuntimeError: boom" in ed.summary.value
    assert ed.rows[0].contract == "4S"


def test_pass_out_spellings_and_the_combined_form_complete_a_row():
    ed = TravellerEditor(rows=3)
    type_row(ed.rows[0], "PO", ns=1, ew=2)
    type_row(ed.rows[1], "4S+1 N", ns=3, ew=4)
    type_row(ed.rows[2], "All pass", ns=5, ew=6)
    assert ed.results.ns_score.tolist() == [0, 450, 0]


def upload(editor, name: str, data: bytes) -> None:
    editor.upload.value = ({"name": name, "type": "", "size": len(data),
                            "content": memoryview(data),
                            "last_modified": datetime.datetime(2026, 1, 1)},)


def test_open_a_file_from_the_browser_and_download_it(data_dir):
    import base64
    import re

    ed = TravellerEditor(board=1, rows=1)
    upload(ed, "club.pbn", (data_dir / "club-4boards.pbn").read_bytes())
    assert "Opened club.pbn: board 1, 3 results (the file has 4 boards)" in ed.message.value
    assert ed.results.ns_score.tolist() == [420, 450, 400]
    link = re.search(r'href="data:text/csv;base64,([^"]+)"', ed.download.value)
    text = base64.b64decode(link.group(1)).decode()
    assert text.splitlines()[0].startswith("board,ns,ew,contract") and "450" in text
    upload(ed, "evil.csv", b"board,ns\n1,2\n")  # a bad file: the message, and club.pbn closed
    said = unescape(ed.message.value)
    assert "needs 'contract'" in said and "the board of club.pbn is closed" in said
    assert ed.typed_table().empty and ed.file_event is None and ed.deal_view.children == ()


def test_no_server_path_anywhere_in_the_editor():
    ed = TravellerEditor()
    boxes = [w for w in ed.children for w in getattr(w, "children", [w])]
    texts = [w.description for w in boxes if type(w).__name__ == "Text"]
    assert texts == ["Board"] and not hasattr(ed, "path")  # the one text box is the board's


def test_traveller_editor_session_average_plus_and_penalty():
    from bridgekit.widgets import TravellerEditor

    ed = TravellerEditor()
    ed.load_sample()  # board 1 of the sample event; the other 27 boards kept for the session
    assert len(ed.other_boards) == 162
    ed.rows[0].contract = ""
    ed.rows[0].ns_score = "A+"
    ed.rows[1].penalty = "NS 25%"
    assert ed.results.ns_pct[0] == 60.0
    assert ed.results.ns_penalty[1] == 2.5  # 25% of a top of 10
    assert "penalty to N-S: −2.5 MP" in ed.row_scores[1]
    assert ed.results.ew_mp[1] == 5.0  # the opponents keep their matchpoints
    ed.artificial = "session"
    assert round(ed.results.ns_pct[0], 1) == 73.6  # the pair's 73.6% on its other boards
    assert "whichever is greater" in ed.row_scores[0]
    assert ed.rows[0].ns_score == "A+"  # what was typed is kept


def test_neuberg_comparison_session_average_plus_and_penalty():
    from bridgekit.widgets import NeubergComparison

    nc = NeubergComparison()
    nc.statuses = ["A60/40", *nc.statuses[1:]]
    nc.selected = 0
    assert nc.comparison.iloc[0].tolist()[1:] == [12.0, 12.0, 12.0]  # 60% of a top of 20
    nc.artificial = "session"
    assert round(nc.comparison.iloc[0]["neuberg"], 2) == 12.68  # 63.4% of 20
    nc.session_ns = 55.0
    assert nc.comparison.iloc[0]["neuberg"] == 12.0  # never below 60%
    nc.penalty = "NS 25%"
    assert "5 MP off N-S" in nc.formula.value
    nc.penalty = "junk"
    assert "a penalty reads like" in nc.formula.value and nc.penalty == "junk"


def test_deal_diagram_shows_hands_table_and_par():
    from bridgekit.deals.double_dummy import DDTable
    from bridgekit.widgets import DealDiagram

    dd = DealDiagram("N:J76.AK.AQJ954.J3 QT.QT8542.62.Q52 AK9543.6.K3.T986 82.J973.T87.AK74",
                     board=1, table=DDTable.from_pbn("ab6b8ab6b80070500705"))
    assert "Board 1" in dd.diagram.value and "Dealer N" in dd.diagram.value
    assert "A K 9 5 4 3" in dd.diagram.value and "10 9 8 6" in dd.diagram.value  # 10, not T
    assert "Double-dummy tricks" in dd.table_html.value and dd.table == dd.dd
    assert (dd.answer.score, str(dd.answer.contracts[0])) == (450, "4♠+1 by N or S")
    assert "Par is N-S +450: 4♠+1 by N or S" in dd.answer.explain()
    dd.deal_input.value = "N:AKQJ.AKQ.AKQ.AKQJ - - -"  # a hand of 14 cards, typed
    assert dd.answer is None and "holds 14 cards" in dd.diagram.value
    assert dd.deal.endswith("- - -") and dd.get_state()["deal"].endswith("- - -")


def test_an_upload_is_walked_once_for_its_results_and_its_deals(monkeypatch):
    """The results and the deals of a PBN file come from one walk of its lines (two builders
    told the same games), not two readings of the same bytes."""
    import bridgekit.io.hands
    import bridgekit.io.pbn
    from bridgekit.data import sample_path

    walks = []
    real = bridgekit.io.pbn.read_games
    for module in (bridgekit.io.pbn, bridgekit.io.hands):
        monkeypatch.setattr(module, "read_games",
                            lambda *a, **k: walks.append(1) or real(*a, **k))
    ed = TravellerEditor()
    upload(ed, "sample_hands.pbn", Path(sample_path("sample_hands.pbn")).read_bytes())
    assert len(walks) == 1 and len(ed.hand_records) == 4


def test_traveller_shows_the_deal_and_par_of_an_uploaded_pbn():
    from bridgekit.data import sample_path

    ed = TravellerEditor()
    upload(ed, "sample_hands.pbn", Path(sample_path("sample_hands.pbn")).read_bytes())
    assert ed.hand_records is not None and len(ed.hand_records) == 4
    assert ed.results.par.tolist() == [-100.0] * 6  # N-S's 3SX-1 sacrifice is par
    assert ed.results.vs_par.tolist() == [0, 0, -200, 630, -40, 210]
    view = ed.deal_view.children[0]
    assert str(view.answer.contracts[0]) == "3♠X-1 by N or S" and view.answer.score == -100
    assert {"vs_par", "vs_par_imps"} <= set(ed.answer.columns)
    ed.load_sample()  # the sample pairs event has no deals: the view goes
    assert ed.deal_view.children == () and "par" not in ed.results


def test_new_traveller_and_sample_ask_before_replacing_typed_rows():
    ed = TravellerEditor(rows=1)
    ed.new_button.click()  # nothing typed: no question
    assert len(ed.rows) == 1 and ed.confirm.layout.display == "none"
    ed.rows[0].contract = "4S"
    ed.sample_button.click()
    assert ed.confirm.layout.display == "flex" and "1 row typed" in ed.confirm_text.value
    ed.confirm_no.click()
    assert ed.rows[0].contract == "4S" and ed.confirm.layout.display == "none"
    ed.sample_button.click()
    ed.confirm_yes.click()
    assert len(ed.rows) == 6  # the sample board
    ed.new_button.click()
    ed.confirm_yes.click()
    assert len(ed.rows) == 1 and ed.rows[0].contract == "" and ed.results.empty


def test_contract_typo_is_named_as_a_contract_problem_and_remove_is_not_a_tab_stop():
    ed = TravellerEditor(rows=1)
    ed.rows[0].contract = "4Z"
    assert ed.answer.error[0].count("contract:") == 1
    assert "result reads like" not in ed.answer.error[0]
    assert ed.rows[0].error.value.count("contract:") == 1
    assert ed.rows[0].remove.tabbable is False
    assert ed.rows[0].contract_input.continuous_update is False  # on Enter or leaving the box


def test_a_lone_surrogate_typed_is_the_rows_error_and_the_download_keeps_it_escaped():
    # a page's text may hold one (JSON carries "\ud800"); before: "could not score this
    # (UnicodeEncodeError ...)" over the table, and no row said what was wrong
    import base64
    import re

    page = app("en")
    ed, session = page.views[0], page.views[-1]
    page.tabs.selected_index = len(page.views) - 1  # the Session tab: pages of the event
    ed.rows[0].contract = "4S\ud800"
    view = session.view  # no page can show it: refused by name, no ranking left below
    assert "row 0, contract: '4S\\ud800' holds a lone surrogate" in unescape(view.status.value)
    assert view.answer is None and view.ranking.value == view.card_view.value == ""
    page.tabs.selected_index = 0  # the traveller's rows drawn when its tab is shown
    assert "'4S\\ud800': a contract is" in unescape(ed.rows[0].error.value)
    assert ed.answer.error[0].startswith("contract: '4S\\ud800'")
    assert "could not score" not in ed.summary.value
    csv = base64.b64decode(re.search(r"base64,([^\"]+)", ed.download.value).group(1))
    assert b",4S\\ud800," in csv  # UTF-8 has no bytes for it: its escape, not nothing


def test_walk_the_boards_of_a_loaded_event_keeping_what_was_typed():
    ed = TravellerEditor()
    ed.load_sample()
    ed.rows[0].contract, ed.rows[0].declarer, ed.rows[0].result = "3NT", "N", "="
    ed.board_input.value = "2"  # typed in the board box
    assert ed.board == 2 and ed.get_state()["board"] == 2
    assert [r.ns for r in ed.rows][:2] == ["1", "7"] and len(ed.rows) == 6
    ed.board = 1
    assert (ed.rows[0].contract, ed.rows[0].result) == ("3NT", "=")
    assert ed.results.ns_score[0] == 400


def test_traveller_explains_the_board_and_a_pair():
    ed = TravellerEditor()
    ed.load_sample()
    assert ed.explainer.answer.ns_score.iloc[0] == 130.0  # board 1's best N-S score first
    assert ">+130<" in ed.explainer.frequencies.value  # a score as players write it
    ed.explainer.result_input.value = 0  # picked on the page
    assert ed.explainer.get_state()["result"] == 0
    assert ed.explainer.result_lines[0].startswith("NS 1 v EW 1: -100")
    assert "beats 0, ties 0" in ed.explainer.result_lines[0]  # how the MPs were made
    ed.explainer.pair = "NS 3"
    assert "107.5 / 240 = 44.79%" in ed.explainer.pair_text


def test_app_opens_the_travellers_board_in_the_neuberg_tab():
    tabs = app().tabs
    traveller = tabs.children[0].children[1]
    traveller.compare_button.click()
    assert tabs.selected_index == 1
    neuberg = tabs.children[1].children[1].view
    assert neuberg.scores == [-100.0, 110.0, 130.0, 80.0, 130.0, 90.0]


def test_your_own_match_in_swings_and_hybrid():
    from bridgekit.widgets.match import YOURS

    sc = SwingChart()
    sc.match = YOURS
    assert sc.match_result.boards == 8 and sc.own.layout.display is None
    assert sc.match_result.imp_margin == bk.teams_match(
        [420, -50, 110, 1430, -100, 300, -620, 140],
        [170, -50, -140, 980, -100, -500, -650, 110]).imp_margin
    sc.own.table2 = "170 -50"  # one table short: said where the user looks, kept
    assert "table 1 has 8 scores and table 2 has 2" in sc.summary.value
    assert sc.own.table2 == "170 -50" and sc.own.table2_input.value == "170 -50"
    hx = HybridExplorer()
    hx.match_input.value = YOURS
    hx.own.table1, hx.own.table2 = "420 -50 600", "400 100 -100"
    assert hx.answer.boards == 3 and hx.answer.home + hx.answer.away == 10


def test_projector_mode_and_figures_for_every_eye():
    page = app()
    assert "bk-projector" not in page.tabs._dom_classes
    page.projector.value = True
    assert "bk-projector" in page.tabs._dom_classes
    page.projector.value = False
    assert "bk-projector" not in page.tabs._dom_classes
    page.tabs.selected_index = 3
    chart = page.tabs.children[3].children[1].view.chart.value
    assert 'role="img"' in chart and "IMPs" in chart.split('aria-label="')[1]  # says what


def test_the_board_as_a_page_to_print_comes_back_as_a_download():
    import base64
    import re

    ed = TravellerEditor()
    ed.load_sample()
    assert ed.handout.value == ""  # made when asked for, not on every keystroke
    ed.handout_button.click()
    link = re.search(r'class="bk-handout" href="data:text/html;base64,([^"]+)"',
                     ed.handout.value)
    page = base64.b64decode(link.group(1)).decode("utf-8")
    assert "<h1>Board 1</h1>" in page and "How each result was scored" in page


def test_each_widget_holds_the_cores_answer_in_its_answer_trait():
    from bridgekit.widgets import DealDiagram, HandScorer

    ed = TravellerEditor(rows=1)
    seen = []
    ed.observe(lambda change: seen.append(change["new"]), "answer")
    ed.rows[0].contract, ed.rows[0].declarer, ed.rows[0].result = "4S", "N", "="
    assert ed.answer.ns_score.tolist() == [420.0] and seen  # observed as it changed
    hs = HandScorer()
    hs.result = "+1"
    assert str(hs.answer).endswith("450 to N-S")  # the core's breakdown, not its HTML
    assert NeubergComparison().answer.shape == (10, 4)
    assert SwingChart().answer.boards == 3
    assert HybridExplorer().answer.boards == 3
    assert DealDiagram().answer.score == 1520  # the PBN standard's example deal: 7NT by N-S


def test_every_rows_score_is_one_widget_placed_beside_its_row(monkeypatch):
    """What each row scored is one HTML widget (a line per row, each on its row's line of the
    grid): an edit that moves every row's matchpoints changes one widget, not one per row."""
    rows = [{"board": 1, "ns": i, "ew": i + 30, "contract": "4S", "declarer": "N",
             "result": ["=", "+1", "-1"][i % 3]} for i in range(1, 31)]
    ed = TravellerEditor()
    ed.table = pd.DataFrame(rows)
    assert ed.rows_box.children[-1] is ed.scores and len(ed.row_scores) == 30
    lines = ed.scores.value.split("</div>")[:-1]
    assert len(lines) == 30
    assert 'style="grid-row:2"' in lines[0] and "NS +450" in lines[0]
    assert 'style="grid-row:31"' in lines[29]
    changed = []
    for widget in [ed.scores, *(r.error for r in ed.rows)]:
        widget.observe(lambda change: changed.append(change["owner"]), "value")
    ed.rows[0].result = "="
    assert changed == [ed.scores]  # the other rows' matchpoints moved: still one widget
    assert "NS +420" in ed.row_scores[0] and "NS +420" in ed.scores.value.split("</div>")[0]
    ed.rows[1].contract = "8S"  # an error is under its own row, the others untouched
    assert "a level is 1 to 7" in ed.rows[1].error.value and ed.row_scores[1] == ""
    assert [r.error.value for r in ed.rows].count("") == 29


CSV_HEAD = b"board,ns,ew,contract,declarer,result\n"


def test_traveller_scores_board_10000_at_its_own_vulnerability():
    ed = TravellerEditor()
    upload(ed, "big.csv", CSV_HEAD + b"10000,1,2,4S,N,=\n10000,3,4,4S,N,+1\n")
    assert "Opened big.csv: board 10000, 2 results" in ed.message.value
    # board 10000 deals as board 16 (dealer W, E-W vulnerable): N-S's 4S= is 420, not the
    # 620 of board 9999 (board 15, N-S vulnerable) the old box clamped it to
    assert ed.board == 10000 and ed.get_state()["board"] == 10000
    assert ed.board_input.value == "10000"
    assert ed.answer.ns_score.tolist() == [420, 450] and ed.answer.board.tolist() == [10000] * 2
    assert ed.board_info.value == "Dealer <b>W</b>, vulnerable: <b>EW</b>"
    ed.board_input.value = "20000"  # typed: kept as typed, not clamped
    assert ed.board == 20000 and ed.answer.board.tolist() == [20000] * 2


def test_traveller_shows_the_cores_reason_for_board_0():
    ed = TravellerEditor()
    upload(ed, "zero.csv", CSV_HEAD + b"0,1,2,4S,N,=\n0,3,4,4S,N,+1\n")
    assert ed.board == 0 and ed.get_state()["board"] == 0 and len(ed.rows) == 2
    # the core refuses board 0: its reason is on screen, and nothing is scored
    assert "a board number is a whole number from 1 to 999999999" in ed.board_info.value
    assert ed.answer.ns_mp.isna().all() and ed.answer.error.str.startswith("board: 0").all()
    assert ed.row_scores == ["", ""] and [r.error.value for r in ed.rows] == ["", ""]
    ed.board = 3  # a board the core takes: scored (board 3: dealer S, E-W vulnerable)
    assert ed.answer.ns_score.tolist() == [420, 450] and "Dealer <b>S</b>" in ed.board_info.value


def test_traveller_upload_of_non_numeric_boards_says_why():
    ed = TravellerEditor(rows=1)
    type_row(ed.rows[0], "4S", "N", "=", ns=1, ew=2)
    upload(ed, "words.csv", CSV_HEAD + b"one,1,2,4S,N,=\nx,3,4,4S,N,+1\n")  # no ValueError
    assert "words.csv: no board number in it reads as one" in ed.message.value
    assert "'one': a board number is a whole number" in unescape(ed.message.value)
    assert ed.board == 1 and ed.answer.ns_score.tolist() == [420]  # what was there is kept


def test_traveller_upload_header_only_csv_says_why():
    ed = TravellerEditor(rows=1)
    type_row(ed.rows[0], "4S", "N", "=", ns=1, ew=2)
    upload(ed, "empty.csv", CSV_HEAD)  # no ValueError
    assert "empty.csv has no results (only a header line)" in ed.message.value
    assert len(ed.rows) == 1 and ed.answer.ns_score.tolist() == [420]


def test_traveller_upload_shows_a_files_text_escaped():
    ed = TravellerEditor()
    upload(ed, "<i>x</i>.csv", CSV_HEAD + b"1,<b>7</b>,2,<script>,N,=\n")
    assert "Opened &lt;i&gt;x&lt;/i&gt;.csv" in ed.message.value
    assert ed.rows[0].contract == "<script>" and ed.answer.error[0].startswith("contract: ")
    assert "<script>" not in ed.rows[0].error.value and "&lt;script&gt;" in ed.rows[0].error.value
    assert "<b>7</b>" not in ed.summary.value and "&lt;b&gt;7&lt;/b&gt;" in ed.summary.value


def test_traveller_a_keystroke_rescores_its_board_only(monkeypatch):
    import bridgekit.widgets.event as module

    ed = TravellerEditor()
    ed.load_sample()  # board 1 on screen, the other 27 boards kept
    calls = []

    def counted(df, *args, **kwargs):
        calls.append((len(df), sorted(set(df["board"]))))
        return score_published(df, *args, **kwargs)

    from bridgekit.pairs.published import score_published

    monkeypatch.setattr(module, "score_published", counted)  # the editor's one scoring path
    ed.rows[0].contract, ed.rows[0].declarer, ed.rows[0].result = "3NT", "N", "="
    assert calls == [(6, [1])] * 3  # each keystroke: board 1's six rows, nothing else
    assert len(ed.event_scored) == 168
    # the event kept is the event scored whole: every pair's matchpoints, board by board
    sample = bk.load_sample_event()
    sample.loc[(sample.board == 1) & (sample.ns == 1), ["contract", "declarer", "result"]] = \
        ["3NT", "N", "="]
    whole = bk.score_event(sample).sort_values(["board", "ns"])
    kept = ed.event_scored.astype({"board": int}).sort_values(["board", "ns"])
    assert kept.ns_mp.round(9).tolist() == whole.ns_mp.round(9).tolist()
    calls.clear()
    ed.artificial = "session"  # a pair's other boards value its average-plus: all of them
    assert [n for n, _ in calls] == [168]


def test_traveller_row_keeps_a_declarer_it_cannot_read_and_the_core_says_why():
    ed = TravellerEditor()
    ed.table = pd.DataFrame([{"board": 1, "ns": 1, "ew": 2, "contract": "4S",
                              "declarer": "Q", "result": "="},
                             {"board": 1, "ns": 3, "ew": 4, "contract": "4S",
                              "declarer": "north", "result": "+1"}])
    assert [r.declarer for r in ed.rows] == ["Q", "N"]  # "north" read as N, "Q" kept
    assert ed.rows[0].declarer_input.value == "Q"
    assert ed.answer.error[0].startswith("declarer: 'Q': a seat is one of N, E, S, W")
    assert ed.answer.ns_score[1] == 450


def test_deal_diagram_updates_once_per_change(monkeypatch):
    import bridgekit.widgets.deal as module
    from bridgekit.data import sample_path
    from bridgekit.io import read_hand_records
    from bridgekit.widgets import DealDiagram

    drawn = []
    real = module.deal_html
    monkeypatch.setattr(module, "deal_html", lambda *a, **k: drawn.append(k["board"]) or real(*a, **k))
    hands = read_hand_records(sample_path("sample_hands.pbn"))
    dd = DealDiagram(hands.deal[0], board=1, table=hands.dd[0])
    assert drawn == [1]
    dd.show(hands.deal[1], 2, hands.dd[1])  # deal, board and table: one update
    assert drawn == [1, 2] and dd.get_state()["board"] == 2 and dd.dd is hands.dd[1]
    assert dd.answer == bk.par(hands.dd[1], hands.vulnerability[1], hands.dealer[1])
    dd.board = 3
    dd.deal_input.value = hands.deal[2]  # typed in the box
    assert drawn == [1, 2, 3, 3]
    dd.show(hands.deal[2], 3, hands.dd[2])  # only the table differs: one update
    assert len(drawn) == 5
    dd.show(hands.deal[2], 3, hands.dd[2])  # nothing differs: none
    assert len(drawn) == 5


def test_widgets_take_state_from_the_page_and_give_it_back():
    """As the browser would: set_state with what a box holds; get_state gives the inputs."""
    from bridgekit.widgets import DealDiagram, HandScorer

    hs = HandScorer()
    hs.set_state({"contract": "3NT", "vulnerability": "Both"})
    assert hs.answer.total == 600 and hs.contract_input.value == "3NT"
    state = hs.get_state()
    assert {k: state[k] for k in HandScorer.INPUTS} == {
        "contract": "3NT", "declarer": "N", "result": "=", "vulnerability": "Both",
        "old_laws": False}
    ed = TravellerEditor(rows=1)
    ed.set_state({"board": 5, "method": "plain", "scale": "acbl"})
    type_row(ed.rows[0], "4S", "N", "=", ns=1, ew=2)
    assert ed.answer.ns_score.tolist() == [620]  # board 5: N-S vulnerable
    assert ed.rows[0].get_state()["contract"] == "4S"
    assert DealDiagram().get_state()["board"] == 1
    nc = NeubergComparison()
    nc.set_state({"value_kind": "pct"})
    assert nc.answer["plain"].iloc[0] == 100.0


def test_inputs_out_of_range_are_refused_by_the_model():
    hx = HybridExplorer()
    with pytest.raises(traitlets.TraitError, match="boards=65: 1 to 64"):
        hx.boards = 65
    with pytest.raises(traitlets.TraitError, match="swing=-10: 0 to 5000"):
        hx.swing = -10
    assert (hx.boards, hx.swing) == (3, 250) and hx.share == (2.5, 1.5)
    nc = NeubergComparison()
    with pytest.raises(traitlets.TraitError, match=r"session_ns=120\.0: a session percentage"):
        nc.session_ns = 120.0


# North holds 13 top winners (♠AKQJ ♥AKQ ♦AKQ ♣AKQ) and every card South holds is higher than
# every East-West card of its suit, so 7NT by N or S takes all 13 tricks. Not vulnerable
# (board 3: dealer S, E-W vulnerable): 40 + 6 × 30 = 220 trick score + 300 game + 1000 grand
# slam = 1520. E-W cannot sacrifice: vulnerable, doubled, 6 down already costs
# 200 + 5 × 300 = 1700, and they would need 8 tricks at the seven level to lose less than
# 1520 holding no card that wins a trick in its own right (only ruffs).
GRAND = "N:AKQJ.AKQ.AKQ.AKQ 765432.8765.876. T98.JT9.JT9.JT98 .432.5432.765432"


def hand_record_upload(view, name: str, data: bytes) -> None:
    view.upload.value = ({"name": name, "type": "", "size": len(data),
                          "content": memoryview(data),
                          "last_modified": datetime.datetime(2026, 1, 1)},)


def test_deal_and_par_recomputes_table_and_par_for_a_pasted_deal():
    pytest.importorskip("endplay")
    from bridgekit.data import sample_path
    from bridgekit.widgets import DealDiagram

    first = bk.read_hand_records(sample_path("sample_hands.pbn")).iloc[0]
    view = DealDiagram(first.deal, board=1, table=first.dd)  # as the app opens
    assert view.answer.score == -100  # the file's [OptimumScore "EW 100"]
    view.board_input.value = "3"
    view.deal_input.value = GRAND  # pasted: the sample's table no longer belongs to it
    assert view.dd is None and view.board == 3
    assert view.table.tricks("N", "NT") == view.table.tricks("S", "NT") == 13
    assert view.answer.score == 1520 and str(view.answer.contracts[0]) == "7NT= by N or S"
    assert view.get_state()["deal"] == GRAND and view.message == ""
    # the same deal written from East keeps what was shown; the file's deal again is computed
    view.deal = "E:" + GRAND[2:].split(" ", 1)[1] + " " + GRAND[2:].split(" ", 1)[0]
    assert view.answer.score == 1520
    view.show(first.deal, 1, first.dd)
    assert view.dd is first.dd and view.answer.score == -100


def test_deal_and_par_says_it_needs_the_analysis_extra(monkeypatch):
    import sys

    from bridgekit.widgets import DealDiagram

    monkeypatch.setitem(sys.modules, "endplay", None)  # as if the extra were not installed
    # a deal no other test computes (East and West of GRAND swapped), so nothing is cached
    deal = "N:AKQJ.AKQ.AKQ.AKQ .432.5432.765432 T98.JT9.JT9.JT98 765432.8765.876."
    view = DealDiagram(deal, board=1)
    assert view.answer is None and view.table is None
    assert "pip install 'bridgekit[analysis]'" in view.message
    assert "pip install" in unescape(view.note.value) and "Board 1" in view.diagram.value
    view.dd = bk.DDTable.from_pbn("ddddd" "00000" "ddddd" "00000")  # a table given: used
    # N and S 13 tricks in every strain, E and W none; board 1, nobody vulnerable: 7NT, 1520
    assert view.answer.score == 1520 and view.message == ""


def test_deal_and_par_opens_a_hand_record_file_and_walks_its_boards():
    from bridgekit.data import sample_path
    from bridgekit.widgets import DealDiagram

    view = DealDiagram()
    hand_record_upload(view, "sample_hands.pbn",
                       Path(sample_path("sample_hands.pbn")).read_bytes())
    # par as the file publishes it ([OptimumScore]): board 1 EW 100 (3SX-1 by N, not
    # vulnerable: 100), board 2 EW 980 (6H= by W, not vulnerable: 180 + 300 + 500),
    # board 3 NS 130 (3D+1 by N: 60 + 20 + 50), board 4 EW 630 (3NT+1 by W, vulnerable:
    # 100 + 30 + 500)
    assert view.boards == [1, 2, 3, 4] and view.board == 1 and view.answer.score == -100
    assert "1 of 4 in sample_hands.pbn" in view.position.value
    view.next.click()
    assert view.board == 2 and view.answer.score == -980 and view.get_state()["board"] == 2
    assert view.deal == "N:QJ4.42.AQJ76.QT8 8.AKQT965.KT84.5 6532.87.9532.A42 AKT97.J3..KJ9763"
    view.next.click()
    view.next.click()
    view.next.click()  # the last board: stays
    assert view.board == 4 and view.answer.score == -630
    view.previous.click()
    assert view.board == 3 and view.answer.score == 130
    view.board_input.value = "1"
    assert view.board == 1 and view.answer.score == -100
    view.board_input.value = "7"  # not in the file: refused, board 1 kept
    assert view.board == 1 and view.board_input.value == "1"
    assert view.message == "board 7 is not in sample_hands.pbn: its boards are 1, 2, 3, 4"
    view.board_input.value = "1e9"  # a number box would have read board 19
    assert view.board == 1 and view.message.startswith("'1e9': a board number is a whole")
    hand_record_upload(view, "scores.pbn", b'[Event "club"]\n[Board "1"]\n')
    assert view.message.startswith("scores.pbn") and "no deal found" in view.message
    assert view.boards == [1, 2, 3, 4] and view.board == 1  # the file open stays


def test_a_board_box_refuses_what_is_not_a_board_number():
    from bridgekit.widgets import DealDiagram, VulnerabilityQuiz

    view = DealDiagram(board=5)
    for typed in ("1e9", "19.5", "-3", "0", "abc", ""):
        view.board_input.value = typed
        assert view.board == 5 and repr(typed) in view.message, typed
    view.board_input.value = " 19 "
    assert view.board == 19 and view.message == ""
    quiz = VulnerabilityQuiz(board=7)
    quiz.board_input.value = "1e9"
    assert quiz.board == 7 and "'1e9': a board number is a whole number" in unescape(
        quiz.feedback.value)
    quiz.board_input.value = "10000"
    assert quiz.board == 7 and "'10000': a quiz board is 1 to 9999" in unescape(
        quiz.feedback.value)
    quiz.board_input.value = "19"  # board 19: dealer S, E-W vulnerable
    quiz.dealer, quiz.vulnerable = "S", "EW"
    assert quiz.board == 19 and quiz.answer() is True


def test_quiz_counts_no_answer_as_unanswered_not_wrong():
    from bridgekit.widgets import VulnerabilityQuiz

    quiz = VulnerabilityQuiz(board=7)  # board 7: dealer S, both vulnerable
    assert quiz.answer() is None and (quiz.right, quiz.asked, quiz.correct) == (0, 0, None)
    assert "Pick the dealer and who is vulnerable first" in quiz.feedback.value
    quiz.dealer = "S"
    assert quiz.answer() is None and quiz.asked == 0
    quiz.vulnerable = "Both"
    assert quiz.answer() is True and (quiz.right, quiz.asked) == (1, 1)


def test_a_grand_slam_has_no_overtrick_to_make():
    from bridgekit.widgets import HandScorer

    scorer = HandScorer(contract="7NT", result="+1")
    assert scorer.answer is None
    assert "'+1': 7NT can make no overtrick: it needs all 13 tricks" in unescape(
        scorer.output.value)
    scorer.contract = "6NT"
    scorer.result = "+2"
    assert "'+2': 6NT can make at most 1 overtrick" in unescape(scorer.output.value)
    assert "overtricks" not in unescape(scorer.output.value)


@pytest.mark.parametrize("name, value", [("played", [True, False]), ("statuses", ["result"]),
                                         ("groups", ["main"] * 12)])
def test_neuberg_comparison_refuses_a_list_not_one_for_each_score(name, value):
    # the sample board's 11 scores: a list of played ticks, statuses or groups of another
    # length was taken (two ticks or one status: "bridgekit could not score this (IndexError:
    # list index out of range)"; 12 groups: held without a word); now refused, naming the
    # count, the board kept
    import traitlets

    nc = NeubergComparison()
    before = nc.answer.copy()
    with pytest.raises(traitlets.TraitError, match=f"{name}=.*one for each of the board's 11 "):
        setattr(nc, name, value)
    pd.testing.assert_frame_equal(nc.answer, before)
