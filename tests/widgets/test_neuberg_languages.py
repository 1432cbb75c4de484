"""The Neuberg comparison and the board explainer speak Dutch and French: their labels, options,
tooltips, headings, the table's headers and the core's explanations, numbers with a decimal
comma; in the pseudo-language ``qps`` nothing is left in English; setting ``lang`` says a view
again in place, keeping what was typed and picked.

The numbers are the English views' own: Magic Contest's worked Neuberg example (one 170 ticked
out: +450 scores 19.9 by Neuberg, (11/10) × (18 + 1) − 1), and board 1 of the sample event.
The Dutch and French words are the catalogues' (``neuberg.nl.po``, ``neuberg.fr.po``)."""

from __future__ import annotations

import html
import re

import pytest
from helpers import said, untranslated
from helpers import widget_texts as texts

pytest.importorskip("ipywidgets")


from bridgekit import load_sample_event, score_event
from bridgekit.widgets import NeubergComparison
from bridgekit.widgets.explain import BoardExplainer

NB = "\u00a0"
#: words that are names or typed notation, not English: methods, rules' owners, the penalty's
#: notation (NS 25%), contracts (3NT)
NAMES = {"Neuberg", "Magic", "Contest", "EBU", "NS", "EW", "MP", "NT"}
#: a number written with a decimal point (a rule's section number, 4.2.3.3, is not one)
DECIMAL_POINT = re.compile(r"(?<![\d.])\d+\.\d+(?![\d.])")




def left_in_english(widget) -> list[str]:
    return [t for t in texts(widget) if untranslated(t, NAMES)]


def shown(widget) -> str:
    """Every text of the widget tree but the penalty's tooltip (it shows the notation typed,
    EW 1.5, in every language)."""
    typed = getattr(getattr(widget, "penalty_input", None), "tooltip", None)
    return " ".join(t for t in texts(widget) if t != typed)


def sample_board(board: int = 1):
    event = load_sample_event()
    return event[event.board == board], score_event(event)


def explainer(lang: str | None = None, board: int = 1) -> BoardExplainer:
    ex = BoardExplainer(lang=lang)
    rows, scored = sample_board(board)
    ex.show(rows, scored, board=board)
    return ex


# ---- the pseudo-language: nothing left in English --------------------------------------


def test_neuberg_comparison_in_the_pseudo_language_leaves_nothing_in_english():
    nc = NeubergComparison(lang="qps")
    assert any("⟦" in t for t in texts(nc)) and left_in_english(nc) == []
    nc.statuses = ["A60/40", *nc.statuses[1:]]  # a ruling, explained: its words and the count
    nc.selected = 0
    assert left_in_english(nc) == []
    nc.artificial = "session"
    nc.penalty = "NS 25%; EW 1.5"
    assert "⟦" in nc.formula.value and left_in_english(nc) == []
    nc.value_kind, nc.small_group = "pct", "ebu"
    nc.groups = ["main"] * 9 + ["deviant"] * 2
    assert left_in_english(nc) == []
    nc.played = [False, *nc.played[1:]]  # the result explained is ticked out
    assert left_in_english(nc) == []
    nc.played = [False] * len(nc.scores)  # nothing played
    assert left_in_english(nc) == []
    nc.load([420, 450, "A+/A+", 170], normal=5)  # a traveller's board: rows made again
    assert left_in_english(nc) == []


def test_board_explainer_in_the_pseudo_language_leaves_nothing_in_english():
    ex = BoardExplainer(lang="qps")
    assert left_in_english(ex) == []
    rows, scored = sample_board()
    ex.show(rows, scored, board=1)
    assert left_in_english(ex) == []
    ex.result = 1
    ex.pair = ex.pair_input.options[0][1]
    assert ex.result_lines and ex.pair_text
    assert left_in_english(ex) == []
    ex.show(rows.iloc[:0], scored, board=99)  # no scored result on that board
    assert "⟦" in ex.frequencies.value and left_in_english(ex) == []


# ---- Dutch and French ------------------------------------------------------------------


def test_neuberg_comparison_speaks_dutch_with_a_decimal_comma():
    nc = NeubergComparison(lang="nl")
    assert nc.answer["neuberg"].round(1).iloc[0] == 19.9  # the model is the same
    table, formula = said(nc.table_html.value), said(nc.formula.value)
    assert "19,9" in table and "19.9" not in table
    assert "10 van 11 uitslagen aanwezig" in table
    assert "Resultaat" in table and "gewoon" in table and "oude stijl" in table
    assert "(11/10) × (18 + 1) − 1 = 19,9" in formula and "matchpunten" in formula
    assert nc.small_group_input.description == "Kleine groep"
    assert nc.selected_input.description == "Uitleg"
    assert nc.penalty_input.description == "Straf"
    assert nc.small_group_input.label == "Magic Contest (7+ uitslagen)"
    assert nc.value_kind_input.label == "matchpunten"
    assert nc.artificial_input.label == "60 / 50 / 40 %"
    assert nc.status_inputs[0].label == "uitslag" and nc.group_inputs[0].label == "hoofdgroep"
    assert "gespeeld" in nc.header.value and "scoregroep" in nc.header.value
    assert "NZ-score van elke uitslag, per methode" in nc.chart.value
    nc.penalty = "NS 12.5%"
    assert ("Straf (Spelregel 90): 2,5 MP af van het totaal van NZ (12,5% van een top van 20)"
            in said(nc.formula.value))
    nc.statuses = ["A60/40", *nc.statuses[1:]]
    assert "en 1 arbitrale score" in said(nc.table_html.value)
    assert "Beslissing: arbitrale score 60% voor NZ, 40% voor OW" in said(nc.formula.value)
    shown_text = shown(nc)
    assert "19.9" not in shown_text and not re.search(DECIMAL_POINT, shown_text)


def test_neuberg_comparison_speaks_french_with_a_decimal_comma():
    nc = NeubergComparison(lang="fr")
    table, formula = said(nc.table_html.value), said(nc.formula.value)
    assert "19,9" in table and "19.9" not in table
    assert "10 sur 11 résultats présents" in table
    assert "Résultat" in table and "à l'ancienne" in table and "petit groupe" in table
    assert "= 19,9" in formula and "points de match" in formula
    assert nc.small_group_input.description == "Petit groupe"
    assert nc.artificial_input.description == "Moyenne plus"
    assert nc.value_kind_input.label == "points de match"
    assert nc.status_inputs[0].label == "résultat" and nc.group_inputs[1].label == "principal"
    nc.penalty = "EW 1.5"
    assert (f"Pénalité (Loi 90){NB}: 1,5 PM retirés du total de EO (points de match)"
            in said(nc.formula.value))
    assert not re.search(DECIMAL_POINT, shown(nc))


@pytest.mark.parametrize(("lang", "heading", "pairs", "colon"),
                         [("nl", "Dit spel", "NZ 7 - OW 6", ":"),
                          ("fr", "Cette donne", "NS 7 c. EO 6", f"{NB}:")])
def test_board_explainer_speaks_dutch_and_french(lang, heading, pairs, colon):
    english = explainer()
    english.result, english.pair = 1, "NS 3"
    ex = explainer(lang)
    ex.result, ex.pair = 1, "NS 3"
    assert heading in ex.heading.value
    assert ex.result_input.label.startswith(pairs + colon)
    # the same result explained, in the language: its pairs as the core labels them
    assert len(ex.result_lines) == len(english.result_lines) == 1
    assert ex.result_lines[0].startswith(pairs + colon) and ex.result_lines != english.result_lines
    assert ex.pair_input.label == ("NZ 3" if lang == "nl" else "NS 3")
    assert ex.pair_text.splitlines()[0] == ("Paar NZ 3: 24 spellen" if lang == "nl"
                                            else ex.pair_text.splitlines()[0])
    assert "," in said(ex.frequencies.value) and "." not in said(ex.frequencies.value)
    assert ex.pair_text != english.pair_text and not re.search(r"\d\.\d", ex.pair_text)


# ---- a language switch keeps what was typed ---------------------------------------------


def test_switching_the_neuberg_comparison_keeps_what_was_typed():
    nc = NeubergComparison()
    nc.played_inputs[0].value = False  # typed on the page
    nc.status_inputs[3].value = "A60/40"
    nc.group_inputs[9].value = "deviant"
    nc.group_inputs[10].value = "deviant"
    nc.penalty_input.value = "NS 25%"
    nc.artificial_input.value = "session"
    nc.session_ns_input.value = "57.5"
    nc.small_group_input.value = "ebu"
    nc.value_kind_input.value = "pct"
    nc.selected_input.value = 3
    state = {k: nc.get_state()[k] for k in nc.INPUTS}
    answer = nc.answer.copy()
    english = texts(nc)
    nc.lang = "nl"
    assert {k: nc.get_state()[k] for k in nc.INPUTS} == state
    assert [c.value for c in nc.status_inputs][3] == "A60/40"
    assert [c.value for c in nc.group_inputs][9:] == ["deviant", "deviant"]
    assert nc.played_inputs[0].value is False and nc.penalty_input.value == "NS 25%"
    assert nc.small_group_input.value == "ebu" and nc.value_kind_input.value == "pct"
    assert nc.artificial_input.value == "session" and nc.session_ns == 57.5
    assert nc.session_ns_input.value == "57,5"  # the box writes it as Dutch does
    assert nc.answer.equals(answer)
    assert nc.status_inputs[3].label == "A60/40" and nc.group_inputs[9].label == "afwijkend"
    assert nc.small_group_input.label == "EBU White Book 4.2.3.3"
    assert nc.value_kind_input.label == "procent"
    assert "uitslagen aanwezig" in nc.table_html.value and "Straf" in nc.formula.value
    nc.lang = "fr"
    assert {k: nc.get_state()[k] for k in nc.INPUTS} == state
    assert "résultats présents" in nc.table_html.value
    nc.lang = "en"
    assert texts(nc) == english


def test_switching_the_neuberg_comparison_scores_nothing(monkeypatch):
    import bridgekit.widgets.neuberg as neuberg

    nc = NeubergComparison()
    nc.statuses = ["A60/40", *nc.statuses[1:]]
    calls: list[str] = []
    for name in ("score_board", "explain_board"):
        scorer = getattr(neuberg, name)
        monkeypatch.setattr(neuberg, name, lambda *a, _f=scorer, _n=name, **k: (
            calls.append(_n), _f(*a, **k))[1])
    english = said(nc.formula.value)
    nc.lang = "nl"  # the board held is worded in Dutch, not scored again
    assert calls == []
    assert "Spel met 11 verwachte uitslagen, 9 aanwezig en 1 arbitrale score" in said(
        nc.formula.value)
    assert "Beslissing: arbitrale score 60% voor NZ" in said(nc.formula.value)
    assert "en 1 arbitrale score" in said(nc.table_html.value)
    nc.lang = "en"
    assert calls == [] and said(nc.formula.value) == english
    nc.selected = 1  # a choice made is scored again, as before
    assert calls.count("score_board") == 4 and calls.count("explain_board") == 1


def test_switching_the_board_explainer_keeps_what_was_picked():
    ex = explainer()
    ex.result, ex.pair = 2, "EW 4"
    english = texts(ex)
    lines = list(ex.result_lines)
    ex.lang = "nl"
    assert (ex.result, ex.pair) == (2, "EW 4")
    assert ex.result_input.value == 2 and ex.pair_input.value == "EW 4"
    assert ex.pair_input.label == "OW 4" and ex.result_input.label.startswith("NZ ")
    assert len(ex.result_lines) == 1 and ex.result_lines != lines
    assert "Paar OW 4" in ex.pair_text
    ex.lang = "en"
    assert texts(ex) == english and ex.result_lines == lines


def test_a_board_loaded_into_a_dutch_comparison_is_said_in_dutch():
    nc = NeubergComparison(lang="nl")
    nc.load([420, 450, "A+/A+", 170], normal=5)
    assert [c.label for c in nc.status_inputs] == ["uitslag", "uitslag", "A60/60", "uitslag"]
    assert nc.status_inputs[2].value == "A60/60"
    assert nc.status_inputs[0].description == "Arbitrale score voor uitslag 1"
    assert "4 van 5 uitslagen aanwezig" not in nc.table_html.value  # one is a ruling
    assert "3 van 5 uitslagen aanwezig, en 1 arbitrale score" in nc.table_html.value
    assert nc.answer["neuberg"].round(2).tolist() == [4.0, 7.33, 4.8, 0.67]


def test_english_is_what_it_was():
    """The English views say what they always said (the app's default language)."""
    nc = NeubergComparison(lang="en")
    assert texts(nc) == texts(NeubergComparison())
    assert "<b>played &nbsp; ruling &nbsp; scoring group</b>" == nc.header.value
    assert "10 of 11 results present" in nc.table_html.value and "19.9" in nc.table_html.value
    assert nc.status_inputs[0].options == ("result", "A60/40", "A50/50", "A40/60")
    nc.penalty = "NS 25%"
    assert ("Penalty (Law 90): 5 MP off N-S's total (25% of a top of 20); the opponents keep "
            "their matchpoints.") in html.unescape(nc.formula.value)
    ex = explainer("en")
    ex.result, ex.pair = 1, "NS 3"
    assert ex.result_lines[0].startswith("NS 7 v EW 6: +110: beats 3")
    assert ex.pair_input.options[0] == "EW 1" and ex.heading.value == (
        "<b>This board, best for N-S first</b>")
