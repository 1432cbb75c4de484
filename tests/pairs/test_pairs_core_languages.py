"""The pairs core speaks Dutch and French: board, pair, movement and par explanations,
adjusted scores, rulings, the IMP row and Neuberg's formula (real numbers, decimal commas),
and nothing user-visible is left untranslated (the pseudo-language ``qps``)."""

from __future__ import annotations

from typing import cast

import pandas as pd
import pytest
from helpers import untranslated

import bridgekit as bk
from bridgekit.adjusted import ArtificialScore, WeightedScore, parse_entry
from bridgekit.i18n import speaking
from bridgekit.pairs.factoring import neuberg_formula
from bridgekit.pairs.scoring import METHODS, Method, method_name
from bridgekit.pairs.traveller import explain_movement
from bridgekit.rulings import session_percentage

NB = "\u00a0"  # French writes a no-break space before ":" and "%"
MAGIC = [450] + [420] * 5 + [170] * 2 + [-50] * 2  # Magic Contest's worked Neuberg example


# ---- explain_board ----------------------------------------------------------------------


def test_magic_contest_example_in_dutch() -> None:
    e = bk.explain_board(MAGIC, normal=11, lang="nl")
    assert e.heading == ("Spel met 11 verwachte uitslagen, 10 aanwezig; Neuberg; "
                         "top 20 (2 per lagere score, 1 per gelijke score)")
    assert e[0] == ("+450: beter dan 9, gelijk aan 0 → 18 van 18 matchpunten in een groep van 10; "
                    "Neuberg: (11/10) × (18 + 1) − 1 = 19,9 → 99,5%; OW 0,1 (0,5%)")
    assert "(11/10) × (18 + 1) − 1 = 19,9 → 99,5%" in str(e)
    assert e[6] == ("+170: beter dan 2, gelijk aan 1 → 5 van 18 matchpunten in een groep van 10; "
                    "Neuberg: (11/10) × (5 + 1) − 1 = 5,6 → 28,0%; OW 14,4 (72,0%)")


def test_magic_contest_example_in_french() -> None:
    e = bk.explain_board(MAGIC, normal=11, lang="fr")
    assert e.heading == (f"Donne de 11 résultats attendus, 10 présents{NB}; Neuberg{NB}; "
                         "top 20 (2 par score battu, 1 par égalité)")
    assert e[0] == (f"+450{NB}: bat 9, égale 0 → 18 sur 18 points de match dans un groupe de 10{NB}; "
                    f"Neuberg{NB}: (11/10) × (18 + 1) − 1 = 19,9 → 99,5{NB}%{NB}; EO 0,1 (0,5{NB}%)")
    assert e[9] == (f"-50{NB}: bat 0, égale 1 → 1 sur 18 points de match dans un groupe de 10{NB}; "
                    f"Neuberg{NB}: (11/10) × (1 + 1) − 1 = 1,2 → 6,0{NB}%{NB}; EO 18,8 (94,0{NB}%)")


def test_english_stays_the_default_and_a_block_speaks_for_nested_calls() -> None:
    english = bk.explain_board(MAGIC, normal=11)
    assert english[0].endswith("Neuberg: (11/10) × (18 + 1) − 1 = 19.9 → 99.5%; E-W 0.1 (0.5%)")
    with speaking("nl"):
        assert str(bk.explain_board(MAGIC, normal=11)) == str(bk.explain_board(MAGIC, normal=11,
                                                                              lang="nl"))
        assert str(bk.explain_board(MAGIC, normal=11, lang="en")) == str(english)


def test_rulings_weighted_and_old_style_in_both_languages() -> None:
    entries = [620, 170, "A60/40", "30%+420 70%+170"]
    nl = bk.explain_board(entries, method="old-style", lang="nl")
    assert nl.heading == ("Spel met 4 verwachte uitslagen, 3 aanwezig en 1 arbitrale score; "
                          "omrekening oude stijl: elke ontbrekende uitslag telt als een gelijke "
                          "score; top 6 (2 per lagere score, 1 per gelijke score)")
    assert nl[0] == ("+620: beter dan 2, gelijk aan 0 → 4 van 4 matchpunten in een groep van 3; "
                     "oude stijl: 4 + 1 voor 1 niet vergeleken uitslag → 5,0 (83,3%); OW 1,0 (16,7%)")
    assert nl[2] == ("arbitrale score 60% voor NZ, 40% voor OW: een arbitrale score, volgens "
                     "een eigen regel berekend, niet vergeleken → 3,6 (60,0%); OW 2,4 (40,0%)")
    assert nl[3].startswith("gewogen score 30% van +420 + 70% van +170: beter dan 0,3, gelijk "
                            "aan 0,7 → 1,3 van 4 matchpunten")
    fr = bk.explain_board(entries, method="old-style", lang="fr")
    assert fr.heading.startswith("Donne de 4 résultats attendus, 3 présents et 1 score ajusté "
                                 f"artificiel{NB}; pondération à l'ancienne{NB}: chaque "
                                 f"résultat manquant compte comme une égalité{NB}; top 6")
    assert fr[2] == (f"score ajusté artificiel 60{NB}% pour NS, 40{NB}% pour EO{NB}: un score "
                     "ajusté artificiel, calculé selon sa propre règle, non comparé → 3,6 "
                     f"(60,0{NB}%){NB}; EO 2,4 (40,0{NB}%)")
    assert f"à l'ancienne{NB}: 4 + 1 pour 1 résultat non comparé → 5,0 (83,3{NB}%)" in fr[0]


def test_ladder_and_half_scale_in_dutch() -> None:
    e = bk.explain_board([620, 170, 140, 100, 100, 100, 100], groups=[1, 2, 1, 1, 1, 1, 1],
                         method="magic", scale="acbl", lang="nl")
    assert e.heading == ("Spel met 7 verwachte uitslagen, 7 aanwezig; Neuberg, met de regel van "
                         "Magic Contest voor een kleine groep; top 6 (1 per lagere score, ½ per "
                         "gelijke score)")
    assert e[1].endswith("kleine afwijkende groep (1 van 7): ladder → 3,6 (60,0%); OW 3,6 (60,0%)")
    assert "Neuberg: (7/6) × (1,5 + ½) − ½ = 1,8 → 30,6%" in e[3]


def test_labels_and_method_names() -> None:
    e = bk.explain_board([420, 170], labels=["Tafel 1", "Tafel 2"], method="plain", lang="nl")
    assert e[0] == ("Tafel 1: +420: beter dan 1, gelijk aan 0 → 2 van 2 matchpunten in een groep "
                    "van 2; gewone matchpunten → 2,0 (100,0%); OW 0,0 (0,0%)")
    assert method_name("plain", lang="nl") == "gewone matchpunten (zonder omrekening)"
    assert method_name("ebu", lang="fr") == ("Neuberg, avec la règle de l'EBU pour un petit groupe "
                                             "(White Book 4.2.3.3)")
    assert method_name("neuberg") == "Neuberg"


def test_neuberg_formula_speaks_numbers() -> None:
    assert neuberg_formula(18, 10, 11, lang="nl") == "(11/10) × (18 + 1) − 1 = 19,9"
    assert neuberg_formula(2.5, 10, 11, scale="acbl", lang="fr") == "(11/10) × (2,5 + ½) − ½ = 2,8"
    assert neuberg_formula(18, 10, 11) == "(11/10) × (18 + 1) − 1 = 19.9"


# ---- adjusted scores, rulings, IMPs ------------------------------------------------------


def test_adjusted_scores_describe_themselves() -> None:
    assert ArtificialScore(60.0, 40.0).describe(lang="nl") == "arbitrale score 60% voor NZ, 40% voor OW"
    assert ArtificialScore(55.5, 45.0).describe(lang="fr") == (
        f"score ajusté artificiel 55,5{NB}% pour NS, 45{NB}% pour EO")
    weighted = parse_entry("30%+420 70%+170")
    assert isinstance(weighted, WeightedScore)
    assert weighted.describe(lang="nl") == "gewogen score 30% van +420 + 70% van +170"
    assert weighted.describe(lang="fr") == f"score pondéré 30{NB}% de +420 + 70{NB}% de +170"
    assert weighted.describe() == "weighted score 30% of +420 + 70% of +170"


def test_session_percentage_says_why() -> None:
    def said(fixed, pair, lang=None):
        pct, why = session_percentage(fixed, pair)
        return pct, why.describe(lang=lang)

    assert said(60.0, 63.44, lang="nl") == (
        63.44, "60%, of het eigen gemiddelde van het paar op zijn andere spellen (63,4%) als dat "
               "hoger is")
    assert said(40.0, 35.0, lang="fr") == (
        35.0, f"40{NB}%, ou la moyenne personnelle de la paire sur ses autres donnes (35,0{NB}%) "
              "si elle est inférieure")
    assert said(60.0, None, lang="nl")[1] == (
        "60% (het paar heeft geen ander spel met een echte uitslag)")
    assert said(50.0, 70.0, lang="fr") == (50.0, f"50{NB}%")
    assert said(60.0, 63.44) == (
        63.44, "60%, or the pair's 63.4% on its other boards, whichever is greater")


def test_imp_rows() -> None:
    assert [bk.imp_row(d, lang="nl") for d in (5, 25, 250, 4500)] == [
        "0-10: 0 IMP's", "20-40: 1 IMP", "220-260: 6 IMP's", "4000 en meer: 24 IMP's"]
    assert [bk.imp_row(d, lang="fr") for d in (5, 25, 250, 4500)] == [
        f"0-10{NB}: 0 IMP", f"20-40{NB}: 1 IMP", f"220-260{NB}: 6 IMP", f"4000 et plus{NB}: 24 IMP"]
    assert bk.imp_row(25) == "20-40: 1 IMP"


# ---- pairs, movements, par ---------------------------------------------------------------


@pytest.fixture(scope="module")
def sample_scored() -> pd.DataFrame:
    return bk.score_event(bk.load_sample_event())


def test_explain_pair(sample_scored: pd.DataFrame) -> None:
    nl = bk.explain_pair(sample_scored, 3, direction="NS", lang="nl").splitlines()
    assert nl[0] == "Paar NZ 3: 24 spellen"
    assert nl[1] == "  spel 1: 9,0 van 10"
    assert nl[-1] == "Totaal 107,5 van maximaal 240: 107,5 / 240 = 44,79%"
    fr = bk.explain_pair(sample_scored, 3, direction="EW", lang="fr").splitlines()
    assert fr[0] == f"Paire EO 3{NB}: 28 donnes"
    assert fr[1].startswith(f"  donne 1{NB}: ")
    assert fr[-1].startswith("Total ") and fr[-1].endswith(f"{NB}%")
    assert bk.explain_pair(sample_scored, 3, direction="NS").splitlines()[0] == "Pair NS 3: 24 boards"


def test_explain_movement() -> None:
    howell = pd.DataFrame({"board": [1, 2], "ns": [1, 3], "ew": [2, 1]})
    assert explain_movement(howell, lang="nl") == (
        "Howell: paar 1 zit NZ op spel 1 en OW op spel 2, dus één nummer is één paar, waar het "
        "ook zit")
    assert explain_movement(howell, lang="fr") == (
        f"Howell{NB}: la paire 1 est assise en NS à la donne 1 et en EO à la donne 2, donc un "
        "numéro est une seule paire, quelle que soit sa place")
    mitchell = pd.DataFrame({"board": [1, 1], "ns": [1, 2], "ew": [2, 1]})
    assert explain_movement(mitchell, lang="nl") == (
        "Mitchell: paarnummer 2 staat op spel 1 in zowel de kolom ns als de kolom ew, dus NZ 2 "
        "en OW 2 zijn twee paren")
    apart = pd.DataFrame({"board": [1, 2], "ns": [1, 2], "ew": [11, 12]})
    assert explain_movement(apart, lang="fr").startswith(
        f"Mitchell{NB}: aucun numéro de paire n'est assis à la fois en NS et en EO")
    assert explain_movement(pd.DataFrame({"board": [1]}), lang="nl").startswith(
        "Howell: geen spel heeft paarnummers")


def test_movement_reason_of_a_scored_event_follows_the_language() -> None:
    traveller = pd.DataFrame({"board": [1, 1], "ns": [1, 2], "ew": [2, 1],
                              "ns_score": [420, 170]})
    with speaking("nl"):
        scored = bk.score_event(traveller, movement="mitchell")
    # the scored frame holds how the movement was found, not a sentence: said where shown
    reason = scored.attrs["movement_reason"]
    assert (reason.movement, reason.rule) == ("mitchell", "said")
    assert reason.describe(lang="nl") == "Mitchell: zoals opgegeven (movement='mitchell')"
    assert str(reason) == "Mitchell: as said (movement='mitchell')"


@pytest.fixture(scope="module")
def sample_par() -> tuple[pd.DataFrame, pd.DataFrame]:
    from bridgekit.data import sample_path
    from bridgekit.io import read_pbn
    path = sample_path("sample_hands.pbn")
    return bk.score_event(read_pbn(path)), bk.read_hand_records(path)


def test_explain_vs_par(sample_par: tuple[pd.DataFrame, pd.DataFrame]) -> None:
    scored, hands = sample_par
    nl = bk.vs_par(scored, hands, lang="nl")
    assert bk.explain_vs_par(nl, 3, lang="nl") == (
        "3♠X van NZ door N gemaakt: NZ +530 tegenover par -100, dus +630 voor NZ ten opzichte "
        "van par (+12 IMP). 3♠X door N gemaakt, maar double dummy gaat het down (8 slagen): de "
        "verdediging had het contract down kunnen spelen.")
    assert bk.explain_vs_par(nl, 2, lang="nl").startswith("3♠X van NZ door N ging 2 down: NZ -300")
    fr = bk.vs_par(scored, hands, lang="fr")
    assert bk.explain_vs_par(fr, 4, lang="fr") == (
        f"3♥ de EO par O réussi{NB}: NS -140 contre le par -100, donc -40 pour NS par rapport au "
        "par (-1 IMP).")
    assert bk.explain_vs_par(fr, 2, lang="fr").startswith(f"3♠X de NS par N a chuté de 2{NB}: ")
    assert bk.explain_vs_par(fr, 3, lang="fr").endswith(
        f"3♠X par N réussi, mais en double mort il chute (8 levées){NB}: la défense pouvait le "
        "faire chuter.")


# ---- nothing left in English -------------------------------------------------------------


def test_nothing_untranslated(sample_scored: pd.DataFrame,
                              sample_par: tuple[pd.DataFrame, pd.DataFrame]) -> None:
    texts = []
    for method in METHODS:
        for scale in ("ebu", "acbl"):
            texts.append(str(bk.explain_board([620, 170, "A60/40", "30%+420 70%+170", 140, 100,
                                               100], groups=[1, 2, 1, 1, 1, 1, 1], normal=8,
                                              method=cast("Method", method), scale=scale,
                                              labels=list("abcdefg"),
                                              lang="qps")))
        texts.append(method_name(method, lang="qps"))
    texts.append(bk.explain_board(MAGIC, normal=11, method="magic", lang="qps").heading)
    texts.append(neuberg_formula(18, 10, 11, lang="qps"))
    texts += [bk.imp_row(d, lang="qps") for d in (5, 25, 250, 4500)]
    texts += [session_percentage(p, q)[1].describe(lang="qps")
              for p, q in ((60.0, 70.0), (40.0, 30.0), (60.0, None), (50.0, 1.0))]
    texts.append(bk.explain_pair(sample_scored, 3, direction="NS", lang="qps"))
    for frame in ({"board": [1, 2], "ns": [1, 3], "ew": [2, 1]},
                  {"board": [1, 1], "ns": [1, 2], "ew": [2, 1]},
                  {"board": [1, 2], "ns": [1, 2], "ew": [11, 12]}, {"board": [1]}):
        texts.append(explain_movement(pd.DataFrame(frame), lang="qps"))
    for movement in ("mitchell", "howell"):
        with speaking("qps"):
            scored = bk.score_event(pd.DataFrame({"board": [1, 1], "ns": [1, 2], "ew": [3, 4],
                                                  "ns_score": [420, 170]}), movement=movement)
        texts.append(scored.attrs["movement_reason"].describe(lang="qps"))
    scored, hands = sample_par
    compared = bk.vs_par(scored, hands, lang="qps")
    texts += [bk.explain_vs_par(compared, row, lang="qps") for row in compared.index]
    for text in texts:
        assert untranslated(text) == [], text
