"""The Traveller tab: its board compared by method in the Neuberg tab (every ruling the board carries
and the board's size come along, so both tabs give each result the same matchpoints), and what it
says when the board number changes under typed rows."""

from __future__ import annotations

from html import unescape

import pytest

pytest.importorskip("ipywidgets")

from bridgekit.io import read_event
from bridgekit.widgets import NeubergComparison, TravellerEditor


def _compared(path: str) -> tuple[TravellerEditor, NeubergComparison]:
    editor = TravellerEditor()
    editor.open_event(read_event(path), "the file")
    comparison = NeubergComparison()
    comparison.load(editor.board_entries(), normal=editor.board_size())
    return editor, comparison


def test_ruters_average_plus_to_both_sides_is_compared(data_dir):
    # Ruter's board 1: 420, 450, 420, -50 and A+/A+ (60% to each side); Ruter prints
    # 4.0, 7.8, 4.0, 0.3, 4.8 on a top of 8 (Neuberg over the four results compared)
    editor, comparison = _compared(str(data_dir / "programs" / "ruter.pbn"))
    assert comparison.statuses == ["result"] * 4 + ["A60/60"]
    assert comparison.answer["neuberg"].round(2).tolist() == [4.0, 7.75, 4.0, 0.25, 4.8]
    assert comparison.answer["neuberg"].tolist() == editor.results["ns_mp"].tolist()


def test_a_result_not_played_keeps_the_boards_size(data_dir):
    # BridgeWebs' board: 420, 0, -50 and a fourth table that did not play. BridgeWebs prints
    # 5.67, 3.00, 0.33: Neuberg from 3 results to 4 on a top of 6, (4/3)(s + 1) - 1
    editor, comparison = _compared(str(data_dir / "programs" / "bridgewebs-latin1.pbn"))
    assert editor.board_size() == 4
    assert comparison.answer["neuberg"].round(2).tolist() == [5.67, 3.0, 0.33]


def test_a_ruling_the_three_usual_ones_do_not_name_is_offered_on_its_row():
    comparison = NeubergComparison()
    comparison.load([420, "A+/A-", "A-/A-", 170])
    assert comparison.statuses == ["result", "A60/40", "A40/40", "result"]
    assert "A40/40" in comparison.status_inputs[2].options
    assert comparison.status_inputs[2].value == "A40/40"


def test_a_status_that_is_no_ruling_is_refused():
    import traitlets

    comparison = NeubergComparison()
    with pytest.raises(traitlets.TraitError, match="'A'"):
        comparison.statuses = ["A"] * len(comparison.scores)


def test_a_new_board_number_with_no_event_says_the_rows_move_with_it():
    editor = TravellerEditor(rows=1)
    row = editor.rows[0]
    row.ns, row.ew, row.contract, row.declarer, row.result = "1", "2", "4S", "N", "="
    assert editor.answer["ns_score"].tolist() == [420.0]  # board 1: nobody vulnerable
    editor.board = 2  # board 2: N-S vulnerable, so the same row is now +620
    assert editor.answer["ns_score"].tolist() == [620.0]
    assert "The 1 row typed now belongs to board 2" in editor.message.value


def test_an_uploads_problem_names_the_file_as_the_user_knows_it():
    import datetime

    data = (b'[Event "x"]\n[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n'
            b"1 2 4S N\n")
    editor = TravellerEditor()
    editor.upload.value = ({"name": "club night.pbn", "type": "", "size": len(data),
                            "content": memoryview(data), "last_modified": datetime.datetime(2026, 1, 1)},)
    assert "club night.pbn, line 4: 4 elements, expected 5" in editor.message.value
    assert "&lt;bytes&gt;" not in editor.message.value and "<bytes>" not in editor.message.value


def test_a_row_in_error_says_how_it_changes_the_others():
    editor = TravellerEditor(rows=3)
    for row, (ns, ew, contract, result) in zip(editor.rows, [("1", "4", "4S", "="), ("2", "5", "4S", "+1"),
                                                              ("3", "6", "9S", "=")], strict=True):
        row.ns, row.ew, row.contract, row.declarer, row.result = ns, ew, contract, "N", result
    # two results compared on a board of three: Neuberg (3/2)(s + 1) - 1 gives 0.5 and 3.5
    assert editor.answer["ns_mp"].tolist()[:2] == [0.5, 3.5]
    assert "1 row with a problem: not compared, but counted in the board" in editor.summary.value
    assert "the 2 results scored are factored to 3 (Neuberg)" in editor.summary.value
    editor.method = "plain"
    assert editor.answer["ns_mp"].tolist()[:2] == [0.0, 2.0]
    assert "plain matchpoints compare the 2 results scored among themselves" in editor.summary.value


def test_a_butler_file_opens_scored_by_butler_with_its_own_numbers_beside(data_dir):
    # Magic Contest's board 5: datum +310 (the mean of 140, 170 and 620, the highest and
    # lowest dropped); +620 is +310 over it, 7 IMPs; +650 8; +170 -4; +140 -5; -100 -9
    editor = TravellerEditor()
    said = editor.open_event(read_event(str(data_dir / "programs" / "magic-contest-butler.pbn")),
                             "magic.pbn")
    assert editor.scoring == "butler" and "all 40 of the file" in said
    assert editor.answer["ns_imps"].tolist() == [7, 8, -4, -5, -9]
    assert editor.answer["pbn_imp_ns"].tolist() == [7, 8, -4, -5, -9]  # the file's, beside
    assert "All 15 of the file's numbers on this board reproduced" in unescape(editor.summary.value)
    assert editor.row_scores[0] == "NS +620, +7 / -7 IMPs"
    editor.explainer.result = 0
    assert editor.explainer.result_lines == [
        "NS 1 v EW 11: +620 - (+310) = +310 → N-S +7 IMPs, E-W -7 (270-310: 7 IMPs)"]


def test_a_file_factored_to_the_most_results_opens_so_and_says_where_it_differs(data_dir):
    editor = TravellerEditor()
    said = editor.open_event(read_event(str(data_dir / "programs" / "ebuscore-max.xml")), "club.xml")
    assert editor.normal == "max" and "every board factored to the most results" in said
    editor.board = 2  # 3 results, factored to the 4 of board 1: (4/3)(s + 1) - 1
    assert editor.answer["ns_mp"].round(2).tolist() == [0.33, 3.0, 5.67]
    assert "All 6 of the file's numbers on this board reproduced" in unescape(editor.summary.value)
    editor.normal = None  # the board's own 3 results: 0, 2, 4, which the file does not print
    assert editor.answer["ns_mp"].tolist() == [0.0, 2.0, 4.0]
    note = unescape(editor.summary.value)
    assert "6 of the file's 6 numbers on this board not reproduced" in note
    assert "reproduced scored by Neuberg, every board factored to the most results (normal max)" in note


def test_the_board_box_reads_digits_only():
    editor = TravellerEditor(board=5)
    editor.board_input.value = "1e9"  # a number box would have read board 19
    assert editor.board == 5 and editor.board_input.value == "5"
    assert "'1e9': a board number is written in digits; board 5 is kept" in unescape(editor.message.value)
    editor.board_input.value = " 19 "
    assert editor.board == 19
    editor.board_input.value = "0"  # taken, and the core says why it cannot score it
    assert editor.board == 0 and "a board number is a whole number" in editor.board_info.value


def test_a_howell_section_beside_a_mitchell_one_is_explained_pair_by_pair(data_dir):
    # the ACBL club game: A a Mitchell, B a Howell of 8 pairs. The Traveller tab offered
    # "NS B1" (91.67%, its two boards sitting N-S) and "EW B1" (33.33%) where ACBLscore,
    # the Session tab and `bridgekit publish` give pair B 1 7.5 of 12, 62.50%
    from bridgekit.widgets import SessionView

    editor = TravellerEditor()
    editor.open_event(read_event(str(data_dir / "programs" / "acbl-club-game.html")), "game")
    explainer = editor.explainer
    offered = [o[1] if isinstance(o, tuple) else o for o in explainer.pair_input.options]
    assert [p for p in offered if "B" in p] == [f"Pair B{n}" for n in range(1, 9)]
    assert "NS A2" in offered and "EW A1" in offered  # the Mitchell section keeps both
    explainer.pair = "Pair B1"
    assert explainer.pair_text.splitlines()[-1] == \
        "Total 7.5 of a possible 12: 7.5 / 12 = 62.50%"
    ranking = SessionView(editor).result.ranking
    assert float(ranking.loc[(ranking["group"] == "B") & (ranking["pair"] == "1"),
                             "pct"].iloc[0]) == 62.5


def test_each_session_is_explained_at_its_own_most_results(data_dir):
    # EBUScore's two sessions, each factored to the most results of its own boards (3): the
    # tab's explainer factored session 1's board 1 to 6, both sessions' results together --
    # "+420: ... 2 of 4 matchpoints in a group of 3; Neuberg: (6/3) × (2 + 1) − 1 = 5.0 →
    # 50.0%; E-W 5.0" beside the table's 2 of 4, as `score --explain 1` says it
    import bridgekit as bk

    event = read_event(str(data_dir / "programs" / "ebuscore-two-sessions.xml"))
    editor = TravellerEditor()
    editor.open_event(event, "two sessions")
    explainer = editor.explainer
    explainer.result = 0
    assert explainer.result_lines == ["NS 11 v EW 111: +420: beats 1, ties 0 → 2 of 4 "
                                      "matchpoints in a group of 3; nothing to factor → 50.0%; "
                                      "E-W 2.0 (50.0%)"]
    assert editor.answer["ns_mp"].tolist()[0] == 2.0
    said = [line for _s, e in bk.event_result(event).explain_board(1) for line in e.lines]
    for row in range(6):
        explainer.result = row
        assert explainer.result_lines[0].split(": ", 1)[1] in {s.split(": ", 1)[1] for s in said}


def test_a_row_in_error_still_counts_in_the_boards_explanation(data_dir):
    # the Bridgemate night's board 1, its first row's tricks typed as 14: the other nine
    # are factored from 9 results to the board's 10 (Neuberg), as the table beside it says:
    # N-S 8 v E-W 7's -50 0.11 of 18; the explainer said "0 of 16 ... nothing to factor"
    editor = TravellerEditor()
    editor.open_event(read_event(str(data_dir / "programs" / "bridgemate-2026-01-26.bws")),
                      "night.bws")
    editor.rows[0].result = "14"
    assert round(editor.answer["ns_mp"].tolist()[2], 2) == 0.11
    explainer = editor.explainer
    explainer.result = 1  # the second scored row: N-S 8 v E-W 7, -50
    assert explainer.result_lines == ["NS 8 v EW 7: -50: beats 0, ties 0 → 0 of 16 matchpoints "
                                      "in a group of 9; Neuberg: (10/9) × (0 + 1) − 1 = 0.1 → "
                                      "0.6%; E-W 17.9 (99.4%)"]


def test_a_pairs_explanation_says_the_total_the_ranking_prints_where_the_program_factors_it(
        data_dir):
    # Compscore factors a pair's total to the most results and scales a pair that missed
    # boards: pair 1's boards add up to 7.0 of 14 (50.00%), the file, the Session tab and the
    # score card print 8.50 of 16, 53.12%; the explainer beside the ranking said 50.00% alone
    editor = TravellerEditor()
    editor.open_event(read_event(str(data_dir / "programs" / "compscore-howell-missed.xml")),
                      "howell.xml")
    editor.explainer.pair = "Pair 1"
    lines = editor.explainer.pair_text.splitlines()
    assert lines[-2] == "Total 7.0 of a possible 14: 7.0 / 14 = 50.00%"
    assert lines[-1] == ("Total 8.50 of a possible 16.0: 53.12% (the boards above add up to "
                         "7.00; the total is as the scoring program factors and scales it)")
    editor.lang = "fr"
    assert editor.explainer.pair_text.splitlines()[-1].startswith("Total 8,50")
