"""The board explainer explains a board once and says it again in another language from the
numbers it holds: a language switch with a result picked calls no scorer and no explainer
(counted by wrapping the core's functions, as test_event_model.py counts them), and the Dutch
and French lines are word for word what ``explain_event_board(..., lang=)`` said before its
words moved to the edge.

The board (seven tables): +450, +420, +460, -50, a ruling A60/40, a row in error (the
contract 4Q) and a row not played. Matchpoints: N = 7, four results compared, top 6; +450
beats 2 (4 of 6). Neuberg with N = 8: (8/4) x (2 + 1) - 1 = 5.0 for +420. Butler drops the
highest and the lowest: datum (420 + 450) / 2 = 435, rounded to 440; +460 - 440 = +20 is 1
IMP; the ruling is average-plus, +3 IMPs (Law 86A). Cross-IMPs: +450 v +420 (+1), +460 (0),
-50 (+11) is +12 over 3, +4 a comparison.
"""

from __future__ import annotations

import html
from collections import Counter
from contextlib import ExitStack
from unittest import mock

import pandas as pd
import pytest

pytest.importorskip("ipywidgets")

import bridgekit.pairs.event
import bridgekit.pairs.scoring
import bridgekit.widgets.explain
from bridgekit import PairExplanation, Settings, explain_pair, load_sample_event, score_event
from bridgekit.widgets.explain import BoardExplainer

NB = "\u00a0"  # French writes a no-break space before ":", ";" and "%"

ROWS = pd.DataFrame({
    "board": [1] * 7, "ns": [1, 2, 3, 4, 5, 6, 7], "ew": [11, 12, 13, 14, 15, 16, 17],
    "contract": ["4S", "4S", "3NT", "4S", "", "4Q", ""],
    "declarer": ["N", "N", "S", "N", "", "N", ""],
    "result": ["+1", "=", "+2", "-1", "", "=", ""],
    "ns_score": ["", "", "", "", "A60/40", "", ""]})

SETTINGS = {"plain": Settings(method="plain"), "neuberg": Settings(normal=8),
            "butler": Settings(scoring="butler"), "cross": Settings(scoring="cross-imps")}

#: Where a board is read, scored or explained (each name as the calling module holds it).
CALLS = [(bridgekit.widgets.explain, "explain_event_board"),
         (PairExplanation, "of"),
         (bridgekit.widgets.explain, "board_frequencies"),
         (bridgekit.pairs.event, "_parse"), (bridgekit.pairs.event, "explain_board"),
         (bridgekit.pairs.event, "explain_board_imps"), (bridgekit.pairs.event, "cross_imps"),
         (bridgekit.pairs.event, "butler_datum"), (bridgekit.pairs.scoring, "score_many")]

NL_MP = ("Spel met 7 verwachte uitslagen, 4 aanwezig en 1 arbitrale score; gewone matchpunten "
         "(zonder omrekening); top 6 (2 per lagere score, 1 per gelijke score)")
FR_MP = (f"Donne de 7 résultats attendus, 4 présents et 1 score ajusté artificiel{NB}; points de "
         f"match simples (sans pondération){NB}; top 6 (2 par score battu, 1 par égalité)")
NL_BUTLER = ("Butler: de datumscore is het gemiddelde van 420 en 450 (1 hoogste en 1 laagste "
             "uitslag weggelaten), 435, afgerond op 440")
FR_BUTLER = (f"Butler{NB}: le datum est la moyenne de 420 et 450 (le plus haut et le plus bas "
             "écartés, 1 de chaque côté), 435, arrondie à 440")
NL_CROSS = "Cross-IMP's: elke uitslag tegen elk van de andere 3, daarna gemiddeld over de 3"
FR_CROSS = f"IMP croisés{NB}: chaque résultat contre chacun des 3 autres, puis moyenne sur les 3"

#: (scoring, row picked, language): the heading and the row's line, as explain_event_board
#: said them before (bridgekit 0.x main, lang="nl" and "fr")
SAID = {
    ("plain", 0, "nl"): (NL_MP, "NZ 1 - OW 11: +450: beter dan 2, gelijk aan 0 → 4 van 6 "
                         "matchpunten in een groep van 4; gewone matchpunten → 4,0 (66,7%); OW "
                         "2,0 (33,3%)"),
    ("plain", 0, "fr"): (FR_MP, f"NS 1 c. EO 11{NB}: +450{NB}: bat 2, égale 0 → 4 sur 6 points "
                         f"de match dans un groupe de 4{NB}; points de match simples → 4,0 "
                         f"(66,7{NB}%){NB}; EO 2,0 (33,3{NB}%)"),
    ("plain", 6, "nl"): (NL_MP, "NZ 7 - OW 17: niet gespeeld (meegeteld in N, niet vergeleken)"),
    ("plain", 6, "fr"): (FR_MP, f"NS 7 c. EO 17{NB}: non jouée (comptée dans N, non comparée)"),
    ("neuberg", 1, "nl"): (
        "Spel met 8 verwachte uitslagen, 4 aanwezig en 1 arbitrale score; Neuberg; top 14 (2 "
        "per lagere score, 1 per gelijke score)",
        "NZ 2 - OW 12: +420: beter dan 1, gelijk aan 0 → 2 van 6 matchpunten in een groep van "
        "4; Neuberg: (8/4) × (2 + 1) − 1 = 5,0 → 35,7%; OW 9,0 (64,3%)"),
    ("neuberg", 1, "fr"): (
        f"Donne de 8 résultats attendus, 4 présents et 1 score ajusté artificiel{NB}; "
        f"Neuberg{NB}; top 14 (2 par score battu, 1 par égalité)",
        f"NS 2 c. EO 12{NB}: +420{NB}: bat 1, égale 0 → 2 sur 6 points de match dans un groupe "
        f"de 4{NB}; Neuberg{NB}: (8/4) × (2 + 1) − 1 = 5,0 → 35,7{NB}%{NB}; EO 9,0 (64,3{NB}%)"),
    ("butler", 4, "nl"): (NL_BUTLER, "NZ 5 - OW 15: arbitrale score 60% voor NZ, 40% voor OW: een "
                          "arbitrale score, niet vergeleken (Spelregel 86A) → 3 IMP's voor NZ; "
                          "OW -3"),
    ("butler", 4, "fr"): (FR_BUTLER, f"NS 5 c. EO 15{NB}: score ajusté artificiel 60{NB}% pour "
                          f"NS, 40{NB}% pour EO{NB}: un score ajusté artificiel, non comparé "
                          f"(Loi 86A) → 3 IMP pour NS{NB}; EO -3"),
    ("butler", 2, "nl"): (NL_BUTLER, "NZ 3 - OW 13: +460 - (+440) = +20 → NZ +1 IMP, OW -1 "
                          "(20-40: 1 IMP)"),
    ("butler", 2, "fr"): (FR_BUTLER, f"NS 3 c. EO 13{NB}: +460 - (+440) = +20 → NS +1 IMP, EO -1 "
                          f"(20-40{NB}: 1 IMP)"),
    ("cross", 0, "nl"): (NL_CROSS, "NZ 1 - OW 11: +450 tegen +420 (+30: +1), +460 (-10: 0), -50 "
                         "(+500: +11) → +12 IMP's over 3, +4 per vergelijking; OW -4"),
    ("cross", 0, "fr"): (FR_CROSS, f"NS 1 c. EO 11{NB}: +450 contre +420 (+30{NB}: +1), +460 "
                         f"(-10{NB}: 0), -50 (+500{NB}: +11) → +12 IMP sur 3, +4 par "
                         f"comparaison{NB}; EO -4"),
    ("cross", 5, "nl"): (NL_CROSS, "NZ 6 - OW 16: met een fout, niet gescoord (niet in de "
                         "vergelijking): '4Q': een contract is een niveau 1-7, een kleur (K R H "
                         "S SA of ♣♦♥♠), X of XX als het gedoubleerd is, of pas"),
    ("cross", 5, "fr"): (FR_CROSS, f"NS 6 c. EO 16{NB}: en erreur, non calculé (hors de la "
                         f"comparaison){NB}: '4Q'{NB}: un contrat est un palier 1-7, une "
                         "dénomination (T K C P SA ou ♣♦♥♠), X ou XX s'il est contré, ou passe"),
}


def counted(stack: ExitStack) -> Counter:
    """Wrap every function of :data:`CALLS`: how often each is called."""
    calls: Counter = Counter()
    for module, name in CALLS:
        real = getattr(module, name)

        def wrapper(*args, _real=real, _name=name, **kwargs):
            calls[_name] += 1
            return _real(*args, **kwargs)

        stack.enter_context(mock.patch.object(module, name, wrapper))
    return calls


def shown(ex: BoardExplainer) -> tuple[str, list[str]]:
    """The heading on screen and the lines of the result picked."""
    heading = html.unescape(ex.explanation.value.split("</p>")[0].removeprefix("<p>"))
    return heading, list(ex.result_lines)


@pytest.mark.parametrize(("scoring", "row"), sorted({(s, r) for s, r, _lang in SAID}))
def test_a_language_switch_words_the_explanation_held_and_scores_nothing(scoring, row):
    ex = BoardExplainer()
    ex.show(ROWS, score_event(ROWS), board=1, settings=SETTINGS[scoring])
    ex.result = row
    english = shown(ex)
    with ExitStack() as stack:
        calls = counted(stack)
        ex.lang = "nl"
        dutch = shown(ex)
        ex.lang = "fr"
        french = shown(ex)
        ex.lang = "en"
    assert calls == Counter()  # nothing read, scored or explained again: the words only
    heading, line = SAID[scoring, row, "nl"]
    assert dutch == (heading, [line])
    heading, line = SAID[scoring, row, "fr"]
    assert french == (heading, [line])
    assert shown(ex) == english and english[1][0].startswith(f"NS {row + 1} v EW {row + 11}: ")


def test_another_result_is_picked_from_the_board_held_and_another_board_is_explained():
    ex = BoardExplainer(lang="nl")
    ex.show(ROWS, score_event(ROWS), board=1, settings=SETTINGS["butler"])
    ex.result = 2
    with ExitStack() as stack:
        calls = counted(stack)
        ex.result = 4
        assert shown(ex) == (SAID["butler", 4, "nl"][0], [SAID["butler", 4, "nl"][1]])
        assert calls == Counter()
        ex.settings = SETTINGS["cross"]  # scored another way: explained again, once
        assert shown(ex)[0] == NL_CROSS and calls["explain_event_board"] == 1
        ex.show(ROWS, score_event(ROWS), board=1, settings=SETTINGS["plain"])  # new rows
        assert shown(ex)[0] == NL_MP and calls["explain_event_board"] == 2
        ex.result = 6
        ex.lang = "fr"
        assert shown(ex) == (FR_MP, [SAID["plain", 6, "fr"][1]])
        assert calls["explain_event_board"] == 2


def test_a_language_switch_words_the_pair_held_and_works_out_nothing():
    """The sample event's NS 3: 24 boards, 107.5 of 240, 44.79% (as explain_pair says)."""
    event = load_sample_event()
    scored = score_event(event)
    ex = BoardExplainer()
    ex.show(event[event.board == 1], scored, board=1)
    ex.pair = "NS 3"
    english = ex.pair_text
    said = {lang: explain_pair(scored, 3, direction="NS", lang=lang) for lang in ("nl", "fr")}
    with ExitStack() as stack:
        calls = counted(stack)
        ex.lang = "nl"
        assert ex.pair_text.splitlines()[-1] == "Totaal 107,5 van maximaal 240: 107,5 / 240 = 44,79%"
        assert ex.pair_text == said["nl"]
        ex.lang = "fr"
        assert ex.pair_text == said["fr"]
        assert html.unescape(ex.pair_html.value).startswith(f"<pre style='font-size:13px'>Paire NS 3{NB}: 24 donnes")
        ex.lang = "en"
        assert ex.pair_text == english and calls == Counter()  # the words only
        ex.show(event[event.board == 2], scored, board=2)  # another board of the same event
        assert ex.pair_text == english and calls["of"] == 0
        ex.pair = "EW 3"  # another pair: worked out once
        assert ex.pair_text.splitlines()[0] == "Pair EW 3: 28 boards" and calls["of"] == 1
        ex.show(event[event.board == 2], score_event(event), board=2)  # the event scored anew
        assert calls["of"] == 2
