"""The traveller editor speaks a language: every label, option, tooltip, heading and line it
shows comes from the catalogue (nothing left in English in the pseudo-language ``qps``), its
numbers have the language's decimal mark (Dutch and French: a comma), and a language chosen
later says everything again in place, keeping what was typed."""

from __future__ import annotations

import pytest
from helpers import untranslated, widget_texts

pytest.importorskip("ipywidgets")


from bridgekit.widgets.traveller import TravellerEditor

#: words the traveller shows that are names or units, not English
NAMES = {"Neuberg", "EBU", "ACBL", "PBN", "CSV", "USEBIO", "HTML", "PDF", "MP", "NS", "EW"}



def texts(editor: TravellerEditor) -> list[str]:
    """Every text the editor's widgets show (hidden ones too); the board's explanation
    below it is a view of its own, and is left out."""
    return widget_texts(editor, skip=(editor.explainer,))


def typed(editor: TravellerEditor) -> None:
    """Three results of board 1: 4♠= and 4♠+1 by North, and a contract that is not one."""
    for row, (contract, result) in zip(editor.rows, [("4S", "="), ("4S", "+1"), ("4Z", "=")],
                                       strict=False):
        row.contract, row.declarer, row.result = contract, "N", result


def test_the_pseudo_language_leaves_nothing_in_english():
    ed = TravellerEditor(rows=3, lang="qps")
    typed(ed)
    ed.page_size = 2  # a pager line: rows 1–2 of 3
    ed.new_button.click()  # rows typed: a question
    ed.board_input.value = "abc"  # a board number that is not one: a message
    shown = texts(ed)
    assert len(shown) > 100
    for text in ("⟦Board⟧", "⟦Neuberg + EBU small group⟧", "⟦remove this row⟧", "⟦Scored⟧"):
        assert any(text in t for t in shown), text
    assert ed.page_info.value.startswith("⟦") and ed.confirm_text.value.startswith("⟦")
    assert "⟦" in ed.message.value and "⟦" in ed.summary.value
    left = sorted({word for text in shown for word in untranslated(text, NAMES)})
    assert left == [], [t for t in shown if untranslated(t, NAMES)][:10]


def test_dutch_words_and_decimal_commas():
    ed = TravellerEditor(board=1, rows=2, lang="nl")
    typed(ed)
    assert ed.board_input.description == "Spel"
    ed.method = "ebu"
    assert ed.method_input.label == "Neuberg + kleine groep volgens de EBU"
    assert ed.add_button.description == "+ Rij toevoegen"
    # 4♠= against 4♠+1 on a top of 2: 0 and 2 matchpoints, 0% and 100%
    assert ed.row_scores[0] == "NZ +420, 0,0 / 2,0 MP (0,0% / 100,0%)"
    assert "NZ MP" in ed.summary.value and "2,0" in ed.summary.value
    assert "Gever" in ed.board_info.value and "kwetsbaar" in ed.board_info.value
    assert [c.value for c in ed.header.children[:3]] == ["<b>NZ</b>", "<b>OW</b>",
                                                          "<b>Contract</b>"]


def test_french_words_and_decimal_commas():
    ed = TravellerEditor(rows=2, lang="fr")
    typed(ed)
    assert ed.board_input.description == "Donne"
    assert ed.row_scores[1] == "NS +450, 2,0 / 0,0 PM (100,0\u00a0% / 0,0\u00a0%)"
    ed.new_traveller()
    assert ed.message.value == "Nouvelle feuille ambulante pour la donne 1."


def test_a_language_chosen_later_says_it_all_again_keeping_what_was_typed():
    ed = TravellerEditor(board=3, rows=3)
    typed(ed)
    ed.method, ed.scale = "plain", "acbl"
    ed.board_input.value = "abc"  # a message, said again in each language
    english = (list(ed.row_scores), ed.summary.value, ed.board_info.value, ed.message.value,
               [r.error.value for r in ed.rows])
    table = ed.table
    ed.lang = "nl"
    # the rows typed and the board stay; the contracts are shown as Dutch shows them
    assert ed.table.drop(columns="contract").equals(table.drop(columns="contract"))
    assert ed.table.contract.tolist() == ["4♠", "4♠", "4Z"] and ed.board == 3
    assert (ed.method, ed.scale) == ("plain", "acbl")  # the options chosen stay
    assert ed.method_input.label == "gewoon (zonder omrekening)"
    assert ed.row_scores[0].startswith("NZ +") and "," in ed.row_scores[0]
    assert "spel 3 blijft staan" in ed.message.value
    assert ed.rows[2].error.value.count("contract:") == 1  # the row's problem, in its box
    assert ed.rows[0].ns_score_input.tooltip.startswith("de score van NZ")
    ed.lang = "en"
    assert (list(ed.row_scores), ed.summary.value, ed.board_info.value, ed.message.value,
            [r.error.value for r in ed.rows]) == english
    assert ed.table.equals(table)


def test_a_question_asked_is_asked_again_in_the_new_language():
    ed = TravellerEditor(rows=1)
    typed(ed)
    ed.sample_button.click()
    assert ed.confirm_text.value == ("<b>1 row typed.</b> Replace it to load the sample "
                                     "board?")
    ed.lang = "nl"
    assert ed.confirm_text.value == ("<b>1 rij ingevuld.</b> Vervangen om het voorbeeldspel "
                                     "te laden?")
    ed.confirm_yes.click()
    assert "Spel 1 van de voorbeeldwedstrijd geladen" in ed.message.value


def test_a_file_opened_is_said_again_and_its_deal_speaks_the_new_language():
    import datetime
    from pathlib import Path

    from bridgekit.data import sample_path

    ed = TravellerEditor(rows=1)
    data = Path(sample_path("sample_hands.pbn")).read_bytes()
    ed.upload.value = ({"name": "hands.pbn", "type": "", "size": len(data),
                        "content": memoryview(data), "last_modified": datetime.datetime(2026, 1, 1)},)
    assert ed.message.value.startswith("Opened hands.pbn: board 1, 6 results")
    ed.lang = "nl"
    assert ed.message.value.startswith("hands.pbn geopend: spel 1, 6 uitslagen")
    assert ed.deal_view.children[0].lang == "nl"
    assert ed.results.vs_par.tolist() == [0, 0, -200, 630, -40, 210]  # still the file's board
