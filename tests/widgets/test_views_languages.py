"""The app's smaller views speak Dutch and French: the hybrid explorer, the swing chart, the
hand scorer, the quiz and the deal diagram (their words, seat letters and decimal commas), and
setting ``lang`` on a built view says it again in place, keeping what was typed."""

from __future__ import annotations

import pytest
from helpers import widget_texts

pytest.importorskip("ipywidgets")

from bridgekit.data import sample_path
from bridgekit.io import read_hand_records
from bridgekit.widgets import (
    DealDiagram,
    HandScorer,
    HybridExplorer,
    SwingChart,
    VulnerabilityQuiz,
)

NB = "\u00a0"


def shown(view) -> str:
    return " | ".join(widget_texts(view))


def test_the_hybrid_explorer_in_dutch_and_french():
    nl, fr = shown(HybridExplorer(lang="nl")), shown(HybridExplorer(lang="fr"))
    assert "Spel 1: Acol netto -30 → Acol 0 HP, Fenton 2 HP" in nl
    assert "1820 / 60 = 30,33, naar beneden afgerond 30" in nl
    assert f"Donne 1{NB}: Acol net -30 → Acol 0 PH, Fenton 2 PH" in fr
    assert "1820 / 60 = 30,33, arrondi à l'inférieur 30" in fr


def test_the_swing_chart_in_dutch_and_french():
    nl, fr = shown(SwingChart(lang="nl")), shown(SwingChart(lang="fr"))
    assert "Stand (WP)" in nl and "68,72" in nl and "Diamond - Easley: 19,01-0,99 WP" in nl
    assert "Classement (PV)" in fr and f"Diamond c. Easley{NB}: 19,01-0,99 PV" in fr


def test_the_hand_scorer_and_the_quiz_say_seats_and_vulnerability_in_the_language():
    nl = shown(HandScorer(lang="nl"))
    assert "4♠ door N, niet kwetsbaar, precies gemaakt: 120 + 300 = 420 voor NZ" in nl
    assert "| N | O | Z | W |" in nl and "| niemand | NZ | OW | allen |" in nl
    fr = shown(VulnerabilityQuiz(lang="fr"))
    assert "Donneur" in fr and "| N | E | S | O |" in fr and "| personne | NS | EO | tous |" in fr


def test_the_deal_diagram_says_par_in_the_language():
    first = read_hand_records(sample_path("sample_hands.pbn")).iloc[0]
    nl = shown(DealDiagram(first.deal, board=int(first.board), table=first.dd, lang="nl"))
    assert "Par is NZ -100: 3♠X-1 door N of Z" in nl and "Slagen double dummy" in nl
    fr = shown(DealDiagram(first.deal, board=int(first.board), table=first.dd, lang="fr"))
    assert f"Le par est NS -100{NB}: 3♠X-1 par N ou S" in fr


def test_a_hand_typed_stays_when_the_language_changes():
    view = HandScorer()
    english = shown(view)
    view.contract_input.value = "3NT"
    typed = shown(view)
    view.lang = "nl"
    assert view.contract_input.value == "3NT" and "3SA door N" in shown(view)
    view.lang = "en"
    assert shown(view) == typed != english


def test_a_message_said_is_said_again_in_the_new_language_and_a_refusal_is_not():
    from html import unescape

    quiz = VulnerabilityQuiz(board=4)  # board 4: West deals, all vulnerable
    quiz.dealer, quiz.vulnerable = "W", "Both"
    quiz.check.click()
    assert "dealer <b>W</b>, vulnerable <b>Both</b>" in quiz.feedback.value
    quiz.lang = "nl"
    assert "<b>W</b>" in quiz.feedback.value and "<b>allen</b>" in quiz.feedback.value
    quiz.lang = "fr"
    assert "<b>O</b>" in quiz.feedback.value and "<b>tous</b>" in quiz.feedback.value
    quiz.board_input.value = "1e9"  # refused: said once, as the file's errors are, in English
    refused = quiz.feedback.value
    assert "'1e9': a board number is a whole number" in unescape(refused)
    quiz.lang = "en"
    assert quiz.feedback.value == refused


@pytest.mark.parametrize("kind", ["swings", "hybrid"])
@pytest.mark.parametrize("match", ["typed", "event"])
def test_a_language_switch_names_the_match_again_and_scores_nothing(kind, match, monkeypatch):
    # a typed match (its teams named by default, "Thuis" and "Uit" in Dutch; a ruling in the
    # swing chart's) or the event's first: switched to Dutch, the match shown is not scored again (teams_match,
    # hybrid_points: once each switch before), and it says what a view made in Dutch says
    import bridgekit.widgets.hybrid as hybrid
    import bridgekit.widgets.swings as swings
    from bridgekit.widgets.match import YOURS

    make, module, scorer = {"swings": (SwingChart, swings, "teams_match"),
                            "hybrid": (HybridExplorer, hybrid, "hybrid_points")}[kind]

    def typed(view):
        if match == "typed":
            view.own.table1 = "420 100 A+" if kind == "swings" else "420 100 200"
            view.own.table2 = "400 -50 -100"
            view.match = YOURS
        return view
    view, dutch = typed(make(lang="en")), typed(make(lang="nl"))
    calls = []
    real = getattr(module, scorer)
    monkeypatch.setattr(module, scorer, lambda *a, **k: calls.append(a) or real(*a, **k))
    before = view.answer
    assert before is not None
    view.lang = "nl"
    assert calls == [] and view.answer is not before
    assert (view.answer.home_name, view.answer.away_name) == (dutch.answer.home_name,
                                                              dutch.answer.away_name)
    assert shown(view) == shown(dutch)
    if match == "typed":
        assert "Thuis" in shown(view) and "Home" not in shown(view)
