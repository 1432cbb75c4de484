"""Typing in the language spoken: the traveller reads contracts, declarers, penalties and
weighted scores as a Dutch or French player types them, offers and shows the language's
letters, and says every row's problem and ruling in the language. The tests set the rows'
traits and read the editor's answer (the core's frame) and the words it says."""

from __future__ import annotations

import pytest
from helpers import said

pytest.importorskip("ipywidgets")

from bridgekit.widgets.traveller import TravellerEditor


def row_typed(ed: TravellerEditor, i: int, **cells: str) -> None:
    for name, value in cells.items():
        setattr(ed.rows[i], name, value)


def test_french_4c_is_four_hearts_on_the_traveller():
    # board 1, nobody vulnerable: 4♥= by N is 120 + 300 = +420 (4♣= would be +130)
    ed = TravellerEditor(board=1, rows=2, lang="fr")
    row_typed(ed, 0, ns="1", ew="2", contract="4C", declarer="N", result="=")
    assert ed.rows[0].contract == "4♥"  # read in French, shown as French shows it
    assert ed.answer["ns_score"].iloc[0] == 420
    assert said(ed.message.value).strip() == "4C est lu 4♥\u00a0; en anglais, 4C serait 4♣."
    # O is Ouest: 4♠= by West (4P = 4 piques) is -420 to N-S
    row_typed(ed, 1, ns="3", ew="4", contract="4P", declarer="O", result="=")
    assert ed.rows[1].declarer == "W" and ed.rows[1].declarer_input.label == "O"
    assert ed.answer["ns_score"].tolist() == [420, -420]
    # what was read stays read when the language changes
    ed.lang = "en"
    assert ed.answer["ns_score"].tolist() == [420, -420]
    assert ed.table.contract.tolist() == ["4H", "4S"]


def test_dutch_letters_on_the_traveller():
    # board 1: 4♣= by Z (4K = 4 klaveren) is 80 + 50 = +130; 3SA+1 by O (Oost) -430
    ed = TravellerEditor(board=1, rows=2, lang="nl")
    row_typed(ed, 0, ns="1", ew="2", contract="4K", declarer="Z", result="=")
    row_typed(ed, 1, ns="3", ew="4", contract="3sa", declarer="O", result="+1")
    assert [r.contract for r in ed.rows] == ["4♣", "3SA"]
    assert [r.declarer for r in ed.rows] == ["S", "E"]
    assert ed.answer["ns_score"].tolist() == [130, -430]
    assert ed.message.value == ""  # nothing English reads otherwise: nothing to say


def test_english_unchanged():
    ed = TravellerEditor(board=1, rows=1)
    row_typed(ed, 0, contract="4C", declarer="N", result="=")
    assert ed.rows[0].contract == "4C" and ed.answer["ns_score"].iloc[0] == 130
    assert [label for label, _v in ed.rows[0].declarer_input.options] == ["", "N", "E", "S", "W"]


def test_every_seat_list_and_table_says_the_language_letters():
    for lang, letters in (("nl", ["N", "O", "Z", "W"]), ("fr", ["N", "E", "S", "O"])):
        ed = TravellerEditor(board=1, rows=1, lang=lang)
        options = ed.rows[0].declarer_input.options
        assert [label for label, _v in options] == ["", *letters]
        assert [value for _l, value in options] == ["", "N", "E", "S", "W"]
        row_typed(ed, 0, contract="3SA", declarer=letters[3], result="=")  # West
        assert ed.answer["ns_score"].iloc[0] == -400
        assert f">{letters[3]}<" in ed.summary.value  # the results table says it the same way
        assert ">3SA<" in ed.summary.value and "NT" not in said(ed.summary.value)
        assert "3SA" in ed.rows[0].contract_input.options


def test_a_file_loaded_is_shown_in_the_language_and_scored_the_same():
    english = TravellerEditor(board=1)
    english.load_sample()
    for lang in ("nl", "fr"):
        ed = TravellerEditor(board=1, lang=lang)
        ed.load_sample()  # a file's 4C is clubs, whatever the language
        assert ed.answer["ns_score"].tolist() == english.answer["ns_score"].tolist()
        assert not any(c[-1:] in "CDHS" for c in ed.table.contract if c[:1].isdigit())


def test_penalties_typed_in_dutch_and_french():
    # 2 results on board 1: a top of 2; NZ 25% of it is 0.5 MP, OW 1,5 is 1.5 MP
    ed = TravellerEditor(board=1, rows=2, lang="nl")
    row_typed(ed, 0, ns="1", ew="2", contract="4S", declarer="N", result="=", penalty="NZ 25%")
    row_typed(ed, 1, ns="3", ew="4", contract="4S", declarer="N", result="+1", penalty="OW 1,5")
    assert ed.answer["ns_penalty"].tolist() == [0.5, 0.0]
    assert ed.answer["ew_penalty"].tolist() == [0.0, 1.5]
    assert [r.error.value for r in ed.rows] == ["", ""]
    assert "straf voor OW: −1,5 MP" in ed.row_scores[1]
    ed = TravellerEditor(board=1, rows=1, lang="fr")
    row_typed(ed, 0, ns="1", ew="2", contract="4S", declarer="N", result="=", penalty="EO 1,5")
    assert ed.answer["ew_penalty"].tolist() == [1.5]


def test_the_glossary_weighted_score():
    # "40% van 3SA−1 en 60% van 3♥=" by N on board 1: 40% of -50 and 60% of +140
    ed = TravellerEditor(board=1, rows=3, lang="nl")
    row_typed(ed, 0, ns="1", ew="2", declarer="N", ns_score="40% van 3SA−1 en 60% van 3♥=")
    row_typed(ed, 1, ns="3", ew="4", contract="3SA", declarer="N", result="-1")
    row_typed(ed, 2, ns="5", ew="6", contract="3H", declarer="N", result="=")
    assert ed.rows[0].error.value == ""
    assert ed.answer["error"].tolist() == ["", "", ""]
    # each part against the other two results (-50, +140), top 4: -50 ties one and loses
    # to one, 1 MP; +140 beats one and ties one, 3 MP; weighted 0.4 × 1 + 0.6 × 3 = 2.2 MP,
    # 55% (E-W 1.8)
    assert ed.row_scores[0].startswith("2,2 / 1,8 MP (55,0% / 45,0%)")
    assert "gewogen score 40% van -50 + 60% van +140 (Spelregel 12C1(c))" in ed.row_scores[0]


def test_row_problems_and_rulings_are_said_in_the_language():
    ed = TravellerEditor(board=1, rows=3, lang="nl")
    row_typed(ed, 0, ns="1", ew="2", contract="8S", declarer="N", result="=")
    row_typed(ed, 1, ns="3", ew="4", contract="4S", declarer="Q", result="=")
    row_typed(ed, 2, ns="5", ew="6", ns_score="A60/40", penalty="NZ x")
    assert said(ed.rows[0].error.value).strip() == "⚠ contract: '8S': een niveau is 1 tot en met 7"
    assert "een plaats is N, O, Z of W" in said(ed.rows[1].error.value)
    assert "een straf schrijf je als 'NZ 25%'" in said(ed.rows[2].error.value)
    assert "niet toegepast" in said(ed.rows[2].error.value)
    assert "arbitrale score (Spelregel 12C2): NZ 60%; OW 40%" in ed.row_scores[2]
    ed.lang = "fr"
    assert said(ed.rows[0].error.value).strip() == "⚠ contrat\u00a0: '8S'\u00a0: un palier va de 1 à 7"
    assert "score ajusté artificiel (Loi 12C2)\u00a0: NS 60\u00a0%" in ed.row_scores[2]


def test_the_hand_tab_reads_the_language():
    from bridgekit.widgets.hand import HandScorer, VulnerabilityQuiz

    # 4♥= by West, nobody vulnerable: 420 to E-W (4♣= would be 130)
    fr = HandScorer(lang="fr")
    fr.contract, fr.declarer, fr.result = "4C", "O", "="
    assert fr.declarer == "W" and fr.answer.total == 420
    assert "4C est lu 4♥" in said(fr.output.value)
    assert [label for label, _v in fr.declarer_input.options] == ["N", "E", "S", "O"]
    nl = HandScorer(lang="nl")
    nl.contract, nl.declarer = "4K", "Z"  # 4 klaveren by Zuid: 80 + 50
    assert nl.declarer == "S" and nl.answer.total == 130 and "4K" not in said(nl.output.value)
    assert "3SA" in nl.contract_input.options
    quiz = VulnerabilityQuiz(board=4, lang="fr")  # board 4: West deals, all vulnerable
    quiz.dealer, quiz.vulnerable = "O", "Both"
    quiz.check.click()
    assert quiz.correct


def test_the_neuberg_tab_reads_and_writes_the_language_numbers():
    from bridgekit.widgets.neuberg import NeubergComparison

    nc = NeubergComparison(lang="fr")
    assert (nc.session_ns_input.value, nc.session_ew_input.value) == ("63,4", "45")
    nc.session_ns_input.value = "70,5"  # typed with a decimal comma
    assert nc.session_ns == 70.5 and nc.session_ns_input.value == "70,5"
    nc.session_ew_input.value = "abc"  # no percentage: put back
    assert nc.session_ew == 45.0 and nc.session_ew_input.value == "45"
    nc.lang = "en"
    assert nc.session_ns_input.value == "70.5"
    nc.lang = "nl"
    nc.penalty = "OW 1,5"
    assert "1,5 MP" in said(nc.formula.value) and "⚠" not in said(nc.formula.value)
    assert nc.penalty_input.placeholder == "NZ 25%"
    nc.penalty = "OW x"
    assert "een straf schrijf je als 'NZ 25%'" in said(nc.formula.value)


def test_a_contract_typed_with_its_declarer_and_result():
    # French "4C+1 O": 4♥+1 by West, board 1 nobody vulnerable: 450 to E-W (the files'
    # reading, 4♣+1 by East, would be 150)
    ed = TravellerEditor(board=1, rows=1, lang="fr")
    row_typed(ed, 0, ns="1", ew="2", contract="4C+1 O")
    assert (ed.rows[0].contract, ed.rows[0].declarer, ed.rows[0].result) == ("4♥", "W", "+1")
    assert ed.answer["ns_score"].tolist() == [-450]


def test_the_session_tab_sees_what_was_typed_as_the_core_reads_it():
    from bridgekit.widgets.session import event_as_typed

    ed = TravellerEditor(board=1, rows=1, lang="nl")
    row_typed(ed, 0, ns="1", ew="2", contract="4K", declarer="O", result="=", penalty="OW 1,5")
    typed = event_as_typed(ed)
    assert typed[["contract", "declarer", "penalty"]].values.tolist() == [["4♣", "E", "EW 1.5"]]


def test_labels_are_not_cut_in_dutch():
    from bridgekit.widgets.neuberg import NeubergComparison

    ed = TravellerEditor(lang="nl")
    assert ed.new_button.description == "Nieuwe frequentiestaat"
    assert {b.layout.width for b in (ed.add_button, ed.new_button, ed.sample_button)} == {"auto"}
    nc = NeubergComparison(lang="nl")
    assert nc.small_group_input.description == "Kleine groep"
    assert nc.small_group_input.style.description_width == "initial"
