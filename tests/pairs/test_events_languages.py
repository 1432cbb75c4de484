"""An event's explanations speak Dutch and French: a board of a traveller by Neuberg, Butler
and cross-IMPs, the published-number check (its summary, its lines and their reasons, the
printed-rounding notes), a pair's club against the field, a single winner, the factoring
and carry-forward formulas; numbers with a decimal comma, and in the pseudo-language ``qps``
nothing is left in English. English is tested, unchanged, in test_event.py, test_published.py,
test_sections.py and test_sessions.py and by the modules' own examples.

The numbers are worked as in those tests: board 1 below has five rows, four results (+450,
+420, +460, -50) and a ruling A60/40, so N = 5, n = 4, top 8; +450 beats 2 -> 4 of 6 in a
group of 4, Neuberg (5/4) x (4 + 1) - 1 = 5.25, printed 5.3 (65.6%), E-W 2.8 (34.4%).
Butler drops the highest and the lowest result: datum (420 + 450) / 2 = 435, rounded to 440.
"""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
from helpers import untranslated

import bridgekit as bk
from bridgekit.adjusted import ArtificialScore
from bridgekit.i18n import speaking
from bridgekit.io import read_event
from bridgekit.pairs import (
    carry_forward,
    explain_club_v_field,
    factoring_formula,
    score_sections,
    single_winner,
)
from bridgekit.pairs.event import explain_board_imps, explain_event_board
from bridgekit.pairs.published import describe, file_program, find_settings, split_sections

NB = "\u00a0"  # French writes a no-break space before ":", ";" and "%"
PROGRAMS = Path(__file__).parents[1] / "data" / "programs"
#: names in the explanations that no language translates
NAMES = {"Neuberg", "Butler", "Mitchell", "BriAn", "EBUScore", "ACBLscore", "Compscore",
         "Pianola", "Mar", "Magic", "Contest", "renumber_arrow_switch", "method", "plain", "normal", "max",
         "convention", "compscore", "drop", "rounding", "acbl", "ebu", "cross", "total",
         "average", "neuberg"}

TRAVELLER = pd.DataFrame({
    "board": [1] * 5, "ns": [1, 2, 3, 4, 5], "ew": [6, 7, 8, 9, 10],
    "contract": ["4S", "4S", "3NT", "4S", ""], "declarer": ["N", "N", "S", "N", ""],
    "result": ["+1", "=", "+2", "-1", ""], "ns_score": ["", "", "", "", "A60/40"]})

# Two sections of three tables (test_sections.py's CLUB): pair A N-S 1 is 100% at the club,
# 55% across the field.
CLUB = pd.DataFrame({"section": list("AAABBB") * 2, "board": [1] * 6 + [2] * 6,
                     "ns": [1, 2, 3] * 4, "ew": [1, 2, 3] * 4,
                     "ns_score": [420, 170, 140, 980, 980, 450, 620, 170, -100, 620, 650, 140]})
HOWELL = pd.DataFrame({"board": [1, 1, 2, 2], "ns": [1, 3, 2, 4], "ew": [2, 4, 3, 1],
                       "ns_score": [420, 170, 110, -100]})


def _altered(tmp_path: Path) -> pd.DataFrame:
    """ruter.pbn with one board's N-S MP and one pair's percentage altered (as in
    test_published.py): two numbers not reproduced of 52."""
    text = (PROGRAMS / "ruter.pbn").read_text()
    text = text.replace('2 1 2 12 4S N 11 SA "450" - 7.8 0.3', '2 1 2 12 4S N 11 SA "450" - 7.6 0.3')
    text = text.replace('- 13 "E-W" 7.0 58.33 2', '- 13 "E-W" 7.0 58.99 2')
    path = tmp_path / "altered.pbn"
    path.write_text(text)
    return read_event(path)


def _acbl_section_a() -> pd.DataFrame:
    """Section A of the saved ACBL club game page, scored as ``bridgekit check`` scores it:
    its percentages are printed from the rounded scaled totals."""
    df = read_event(PROGRAMS / "acbl-club-game.html")
    part = split_sections(df)[0][1]
    return bk.score_published(part, convention="acblscore", scale=df.attrs.get("scale"),
                              normal=df.attrs.get("normal"))


# ---- a board of the traveller ------------------------------------------------------------


def test_a_board_by_neuberg_in_dutch() -> None:
    e = explain_event_board(TRAVELLER, 1, method="neuberg", lang="nl")
    assert e.heading == ("Spel met 5 verwachte uitslagen, 4 aanwezig en 1 arbitrale score; "
                         "Neuberg; top 8 (2 per lagere score, 1 per gelijke score)")
    assert e[0] == ("NZ 1 - OW 6: +450: beter dan 2, gelijk aan 0 → 4 van 6 matchpunten in een "
                    "groep van 4; Neuberg: (5/4) × (4 + 1) − 1 = 5,3 → 65,6%; OW 2,8 (34,4%)")
    assert e[4] == ("NZ 5 - OW 10: arbitrale score 60% voor NZ, 40% voor OW: een arbitrale score, "
                    "volgens een eigen regel berekend, niet vergeleken → 4,8 (60,0%); OW 3,2 "
                    "(40,0%)")


def test_english_stays_as_it_was_and_a_block_speaks_for_the_call() -> None:
    english = explain_event_board(TRAVELLER, 1)
    assert english[0] == ("NS 1 v EW 6: +450: beats 2, ties 0 → 4 of 6 matchpoints in a group "
                          "of 4; Neuberg: (5/4) × (4 + 1) − 1 = 5.3 → 65.6%; E-W 2.8 (34.4%)")
    with speaking("nl"):
        assert str(explain_event_board(TRAVELLER, 1)) == str(
            explain_event_board(TRAVELLER, 1, lang="nl"))
        assert str(explain_event_board(TRAVELLER, 1, lang="en")) == str(english)


def test_butler_in_french() -> None:
    e = explain_event_board(TRAVELLER, 1, scoring="butler", lang="fr")
    assert e.heading == (f"Butler{NB}: le datum est la moyenne de 420 et 450 (le plus haut et le "
                         "plus bas écartés, 1 de chaque côté), 435, arrondie à 440")
    assert e[3] == (f"NS 4 c. EO 9{NB}: -50 - (+440) = -490 → NS -10 IMP, EO +10 "
                    f"(430-490{NB}: 10 IMP)")
    assert e[4] == (f"NS 5 c. EO 10{NB}: score ajusté artificiel 60{NB}% pour NS, 40{NB}% pour "
                    f"EO{NB}: un score ajusté artificiel, non comparé (Loi 86A) → 3 IMP pour "
                    f"NS{NB}; EO -3")


def test_cross_imps_in_french_with_decimal_commas() -> None:
    e = explain_event_board(TRAVELLER, 1, scoring="cross-imps", lang="fr")
    assert e.heading == (f"IMP croisés{NB}: chaque résultat contre chacun des 3 autres, puis "
                         "moyenne sur les 3")
    assert e[1] == (f"NS 2 c. EO 7{NB}: +420 contre +450 (-30{NB}: -1), +460 (-40{NB}: -1), "
                    f"-50 (+470{NB}: +10) → +8 IMP sur 3, +2,67 par comparaison{NB}; EO -2,67")
    english = explain_board_imps([620, 170, 140, 140, -100], "cross-imps")
    assert english[0].endswith("→ +42 IMPs over 4, +10.5 a comparison; E-W -10.5")
    total = explain_board_imps([620, 170, ArtificialScore(60, 40)], "cross-imps", cross="total",
                               labels=["a", "b", "c"], lang="fr")
    assert total.heading == (f"IMP croisés{NB}: chaque résultat contre 1 autre résultat, puis "
                             "additionnés sur 1")
    assert explain_board_imps([620, 170, 140], "cross-imps", cross="total").heading == (
        "Cross-IMPs: each result against each of the other 2, then added up over the 2")
    assert total[0] == f"a{NB}: +620 contre +170 (+450{NB}: +10) → +10 IMP sur 1{NB}; EO -10"


def test_explain_board_imps_takes_lang_and_says_the_ruling() -> None:
    e = explain_board_imps([430, -460, ArtificialScore(60, 40)], "butler", drop=0, lang="nl")
    assert e.heading == ("Butler: de datumscore is het gemiddelde van -460 en 430 (niets "
                         "weggelaten), -15, afgerond op -20")
    assert e[2] == ("arbitrale score 60% voor NZ, 40% voor OW: een arbitrale score, niet "
                    "vergeleken (Spelregel 86A) → 3 IMP's voor NZ; OW -3")


@pytest.mark.parametrize("scoring", ["matchpoints", "butler", "cross-imps"])
def test_nothing_in_a_board_s_explanation_is_left_untranslated(scoring: str) -> None:
    e = explain_event_board(TRAVELLER, 1, scoring=scoring, lang="qps")
    assert untranslated("\n".join([e.heading, *e.lines]), NAMES) == []
    assert "⟦" in e.heading and all("⟦" in line for line in e.lines)


def test_nothing_in_the_imp_explanations_is_left_untranslated() -> None:
    texts = []
    for scoring in ("butler", "cross-imps"):
        for cross in ("average", "total"):
            e = explain_board_imps([620, 170, 140, ArtificialScore(40, 60)], scoring,
                                   cross=cross, lang="qps")
            texts += [e.heading, *e.lines]
        texts += [str(explain_board_imps([620], scoring, lang="qps")),
                  str(explain_board_imps([ArtificialScore(60, 40)], scoring, lang="qps"))]
    assert untranslated("\n".join(texts), NAMES) == []


# ---- the published-number check -----------------------------------------------------------


def test_a_check_summary_in_dutch(tmp_path: Path) -> None:
    df = _altered(tmp_path)
    words = _found(df, "nl")
    assert words == ("2 van de 52 getallen van het bestand niet gereproduceerd: gescoord in "
                     "Neuberg")
    words = _found(read_event(PROGRAMS / "ebuscore-max.xml"), "nl")
    assert words == ("alle 30 getallen van het bestand gereproduceerd: gescoord in Neuberg, elk "
                     "spel omgerekend naar de meeste resultaten")
    lines = describe(bk.compare_published(bk.score_published(df)), lang="nl")
    assert lines == ["spel 1 (regel 22), NZ 2 - OW 12: NZ MP gepubliceerd 7,6, bridgekit 7,75",
                     "OW-paar 13: percentage gepubliceerd 58,99, bridgekit 58,3333"]


def test_the_reasons_are_said_in_the_language_the_lines_are() -> None:
    scored = bk.score_published(read_event(PROGRAMS / "brian-plain.xml"), convention="bridgekit")
    problems = bk.compare_published(scored, lang="fr")
    assert problems.reason[0] == ("le fichier ne pondère pas (points de match simples, comme les "
                                  f"imprime BriAn){NB}: essayez --method plain")
    assert describe(problems, lang="nl")[0] == (
        "spel 1, NZ 1 - OW 11: NZ MP gepubliceerd 2, bridgekit 3 (het bestand rekent niet om "
        "(gewone matchpunten, zoals BriAn ze afdrukt): probeer --method plain)")
    # in English as before
    assert describe(problems)[0] == (
        "board 1, N-S 1 v E-W 11: N-S MP published 2, bridgekit 3 (the file does not factor "
        "(plain matchpoints, as BriAn prints): try --method plain)")


def test_rows_sorted_or_filtered_keep_their_own_reasons() -> None:
    scored = bk.score_published(read_event(PROGRAMS / "compscore-howell-missed.xml"),
                                convention="bridgekit")
    problems = bk.compare_published(scored, lang="fr")
    english = describe(problems)
    turned = problems.sort_values("published", ascending=False)
    assert describe(turned) == [english[i] for i in turned.index]
    assert describe(problems.iloc[1:3]) == english[1:3]
    assert english[0].endswith("(the file was written by Compscore3 (version 13-Mar-26 "
                               "Pianola): try --convention compscore)")
    # a row whose reason was changed by hand says the new one
    changed = problems.copy()
    changed.loc[0, "reason"] = "typed by hand"
    assert describe(changed)[0].endswith("(typed by hand)")


def test_the_program_is_found_whatever_the_language() -> None:
    df = read_event(PROGRAMS / "compscore-howell-missed.xml")
    assert file_program(df, lang="nl") == "Compscore3 (versie 13-Mar-26 Pianola)"
    assert file_program(df) == "Compscore3 (version 13-Mar-26 Pianola)"
    for lang in ("nl", "fr", "qps"):
        reasons = bk.compare_published(bk.score_published(df, convention="bridgekit"),
                                       lang=lang).reason
        assert reasons.str.contains("--convention compscore").all()


def test_printed_rounding_in_dutch_and_french() -> None:
    scored = _acbl_section_a()
    # said later in any language, whichever the comparison spoke
    lines = bk.compare_published(scored, lang="fr").attrs["printed_rounding"]
    assert lines[0].say("nl") == (
        "NZ-paar 2: percentage gepubliceerd 62,53 = 9,38 / 15 (het afgedrukte totaal); het "
        "exacte getal is 62,50: afronding van gedrukte cijfers")
    assert lines[0].say("fr").startswith(f"paire NS 2{NB}: pourcentage publié 62,53 = 9,38 / 15")
    # compared again, the same lines: the scored rows are read, not written to
    assert bk.compare_published(scored).attrs["printed_rounding"] == lines
    assert "printed_rounding" not in scored.attrs


@pytest.mark.parametrize("name", ["brian-plain.xml", "ebuscore-max.xml",
                                  "compscore-howell-missed.xml", "magic-contest-butler.pbn",
                                  "pianola-cross-imps.xml"])
def test_nothing_in_a_check_is_left_untranslated(name: str, tmp_path: Path) -> None:
    df = read_event(PROGRAMS / name)
    texts = [_found(df, "qps"), file_program(df, lang="qps")]
    for options in ({"convention": "bridgekit"}, {"rounding": "acbl"}, {"cross": "total"},
                    {"method": "plain"}, {"method": "neuberg"}):
        scored = bk.score_published(df, **options)
        texts += describe(bk.compare_published(scored, lang="qps"), lang="qps")
    altered = _altered(tmp_path)
    texts += [_found(altered, "qps")]
    texts += describe(bk.compare_published(bk.score_published(altered)), lang="qps")
    lines = bk.compare_published(_acbl_section_a(), lang="qps").attrs["printed_rounding"]
    texts += [line.say("qps") for line in lines]
    assert untranslated("\n".join(texts), NAMES | {"bridgekit", "Ruter"}) == []


def test_a_convention_s_words_are_spoken() -> None:
    from bridgekit.i18n import _
    from bridgekit.settings import PRESET_WORDS

    with speaking("qps"):
        assert _(PRESET_WORDS["compscore"]).startswith("⟦")
    assert _(PRESET_WORDS["acblscore"]).startswith("matchpoints 1 and")


def _found(df: pd.DataFrame, lang: str) -> str:
    """What ``check`` finds a file scored by, in a sentence of ``lang``."""
    settings, found = find_settings(df)
    return found.describe(settings, lang=lang)


# ---- sections and sessions ----------------------------------------------------------------


def test_club_against_field_in_dutch_and_french() -> None:
    club, field = score_sections(CLUB), score_sections(CLUB, by="field")
    nl = explain_club_v_field(club, field, "A", 1, direction="NS", lang="nl")
    assert str(nl).startswith("Paar A NZ 1: 100,00% in de club, 55,00% over het hele veld "
                              "(+45,00 procentpunten in de club)")
    assert nl.lines[0] == (
        "spel 1: jullie +420 versloeg 2 van de 2 andere uitslagen in de club (100%), maar "
        "slechts 2 van 5 over het hele veld (40%): 60% van de rest van het veld deed het beter "
        "dan jullie, tegen 0% in de club; de meest voorkomende uitslag van het veld was +980 "
        "(2 van 6) (+30,00 procentpunten)")
    fr = explain_club_v_field(club, field, "A", 1, direction="NS", lang="fr")
    assert str(fr).startswith(f"Paire A NS 1{NB}: 100,00{NB}% au club, 55,00{NB}% sur "
                              "l'ensemble du champ")
    assert fr.undetected[0] == ("une marque mal saisie au club (la mauvaise orientation, un "
                                "mauvais nombre de levées)")
    # English as before
    assert explain_club_v_field(club, field, "A", 1, direction="NS").lines[0].endswith(
        "; the field's most common result was +980 (2 of 6) (+30.00 points)")


def test_single_winner_factoring_and_carry_forward_in_dutch_and_french() -> None:
    verdict = single_winner(score_sections(HOWELL), lang="fr")
    assert str(verdict) == (f"un seul vainqueur{NB}: chaque paire a été assise à la fois en NS "
                            f"et en EO, donc toutes ont été comparées sur un pied d'égalité{NB}: "
                            "un seul classement")
    assert str(single_winner(score_sections(CLUB), lang="nl")).startswith(
        "een winnaar in elke richting: een Mitchell")
    assert factoring_formula(30, 24, 28, lang="nl") == "(30 + 1) × 28/24 − 1 = 35,17"
    assert factoring_formula(30, 24, 28, "none", lang="fr") == "30 sur un top de 46, non pondéré"
    assert factoring_formula(30, 24, 28) == "(30 + 1) × 28/24 − 1 = 35.17"
    cf = carry_forward(190, 26, 12, lang="nl")
    assert str(cf) == "C = S × FT / (2 × QT) = 190 × 26 / (2 × 12) = 205,83"
    assert cf.explain(lang="en") == "C = S × FT / (2 × QT) = 190 × 26 / (2 × 12) = 205.83"


def test_nothing_about_sections_is_left_untranslated() -> None:
    extra = pd.concat([CLUB, pd.DataFrame({"section": "A", "board": 3, "ns": [1, 2, 3],
                                           "ew": [1, 2, 3], "ns_score": [110, 140, -100]})],
                      ignore_index=True)
    passed = CLUB.copy()
    passed.loc[8, "ns_score"] = 0
    short = CLUB.drop(index=[8]).reset_index(drop=True)
    cases = [(score_sections(CLUB), score_sections(CLUB, by="field")),
             (score_sections(extra), score_sections(CLUB, by="field")),
             (score_sections(passed), score_sections(passed, by="field")),
             (score_sections(short, factoring="none"), score_sections(short, by="field")),
             (score_sections(CLUB), score_sections(CLUB[CLUB.board == 1], by="field"))]
    texts = []
    for club, field in cases:
        for section, pair, direction in (("A", 1, "NS"), ("B", 2, "EW"), ("A", 3, "EW")):
            why = explain_club_v_field(club, field, section, pair, direction=direction,
                                       lang="qps")
            texts += [str(why), *why.undetected]
    texts += [str(single_winner(score_sections(s), lang="qps")) for s in (CLUB, HOWELL)]
    texts += [factoring_formula(30, 24, 28, f, lang="qps") for f in ("neuberg", "ratio", "top",
                                                                     "none")]
    texts += [str(carry_forward(190, 26, 12, lang="qps")),
              str(carry_forward(190, 26, 12, share=1 / 3, lang="qps"))]
    assert untranslated("\n".join(texts), NAMES) == []
