"""The teams explanations in Dutch and French: matches, hybrid points, VPs, tie-breaks."""

from helpers import untranslated

from bridgekit.i18n import speaking
from bridgekit.teams import (
    Meeting,
    TieRecord,
    band_text,
    break_tie,
    explain_vp,
    hybrid_points,
    scale_words,
    teams_match,
)

NB = "\u00a0"  # French writes a no-break space before ":" and ";" and inside « »


def test_a_hybrid_match_explained_in_dutch_and_french():
    r = hybrid_points([420, -50], [400, 100], home="Acol", away="Easley")
    nl = r.explain(lang="nl").splitlines()
    assert nl[0] == "Spel 1: Acol netto +20 → Acol 2 HP, Easley 0 HP"
    assert nl[3] == ("Totaal: Easley met 130; totaal aantal punten 970; 970 / 130 = 7,46, naar "
                     "beneden afgerond 7 → rij '5 of meer, maar minder dan 8': 2 - 1")
    assert nl[-1] == "Totaal: Acol 3, Easley 4 (van 7)"
    fr = r.explain(lang="fr").splitlines()
    assert fr[0] == f"Donne 1{NB}: Acol net +20 → Acol 2 PH, Easley 0 PH"
    assert "7,46" in fr[3] and f"«{NB}5 ou plus, mais moins de 8{NB}»" in fr[3]
    assert band_text(0, 3, lang="fr") == "Moins de 3"
    assert r.explain().startswith("Board 1: Acol net +20")  # English stays English


def test_a_teams_match_explained_with_vps_in_decimal_commas():
    m = teams_match([420, -50, 110], [170, -50, -140], home="Acol", away="Easley")
    nl = m.explain(lang="nl").splitlines()
    assert nl[1] == "Spel 2: tafel 1 -50, tafel 2 -50: gelijk"
    assert nl[3] == "IMP's: Acol 12, Easley 0 (verschil +12; WBF-WP 16,37 - 3,63)"
    assert nl[-1] == "Totaal: Acol +500"
    fr = m.explain(lang="fr").splitlines()
    assert fr[3] == f"IMP{NB}: Acol 12, Easley 0 (écart +12{NB}; PV WBF 16,37 - 3,63)"
    with speaking("nl"):  # lang=None speaks the language being spoken
        assert m.explain().splitlines()[4] == "Board-a-match: Acol 5, Easley 1"


def test_a_ruling_in_a_teams_match_is_said_in_dutch():
    m = teams_match([420, 100], [170, "A+"], home="Acol", away="Easley")
    line = m.explain(lang="nl").splitlines()[1]
    assert line.startswith("Spel 2: tafel 2 arbitrale score A60/40: 60% voor NZ (Easley), "
                           "40% voor OW (Acol); Spelregel 86A")
    assert m.frame.ruling[1].startswith("table 2 ruled A60/40")  # the frame's words stay


def test_a_vp_conversion_in_dutch_and_french():
    assert explain_vp(11, 3, lang="nl").startswith(
        "Een verschil van 11 IMP's over 3 spellen: 15,99 - 4,01 WP (continue WBF-schaal 2013")
    assert explain_vp(11, 3, lang="fr").startswith(
        f"Un écart de 11 IMP sur 3 donnes{NB}: 15,99 - 4,01 PV (barème continu WBF 2013")
    assert "16 - 4 WP" in explain_vp(11, 3, "whole_up", lang="nl")
    assert "patton suisse" in scale_words("ebu_whole", lang="fr")


def test_a_tie_break_trail_in_dutch_and_french():
    t = break_tie(TieRecord("A", basic_score=31), TieRecord("B", basic_score=25),
                  [Meeting(8, 12, at_stake=20), Meeting(10, 0, at_stake=10)])
    assert t.explain(lang="nl") == ("(a) onderling resultaat: A - B 8-12 van 20, 10-0 van 10: "
                                    "samen 18-12 van 30, dat is 12-8 op een schaal van 20-0; "
                                    "A wint")
    assert t.explain(lang="fr").endswith("; A gagne")
    assert t.steps[0].text.endswith("; A win")  # made in English, said in any language
    m = Meeting(5, 5, at_stake=10, a_boards=3, b_boards=3, margin=10, boards=3)
    hybrid = break_tie(TieRecord("A"), TieRecord("B"), [m], hybrid=True, lang="fr")
    assert hybrid.steps[2].text == (f"(a) élément total des points du match (4 PH){NB}: A l'a gagné "
                                    f"de 10 points (10 ou plus départage){NB}; A gagne")


def test_nothing_is_left_in_english():
    m = teams_match([420, 100, 110], [170, "A+", -140], home="Acol", away="Easley", draw_margin=10)
    h = hybrid_points([420, -50, 110], [400, 100, 110], home="Acol", away="Easley")
    t = break_tie(TieRecord("A", basic_score=31, boards=10, won=4, drawn=2, lost=4),
                  TieRecord("B", basic_score=31, boards=12, won=5, drawn=2, lost=5),
                  [Meeting(10, 10, margin=0)], must_break=True, ballot_seed=1)
    texts = [m.explain(lang="qps"), h.explain(lang="qps"), t.explain(lang="qps"),
             explain_vp(3, 8, "whole_up", lang="qps"), band_text(5, 8, lang="qps")]
    for text in texts:
        assert untranslated(text, {"Acol", "Easley"}) == [], text


def test_a_checked_teams_file_speaks_dutch_and_french():
    import pandas as pd

    from bridgekit.teams import check_teams_published

    df = pd.DataFrame({"round": 1, "match": 1, "home": "1", "away": "2", "board": [1, 2, 3],
                       "table1_ns": [420.0, 140.0, -100.0], "table2_ns": [400.0, 110.0, -100.0],
                       "usebio_imps": [1.0, 2.5, 0.0]})
    df.attrs.update(scoring="IMPS", match_scoring="VPS", program="TeamsScorer",
                    matches=[{"round": 1, "match": 1, "home_score": 12, "away_score": 8}])
    with speaking("nl"):
        c = check_teams_published(df)
    assert c.convention.startswith("IMP's naar WP, hele WP")
    assert c.describe(lang="nl") == ["ronde 1, wedstrijd 1 (1 - 2), spel 2: IMP's van het thuisteam "
                            "gepubliceerd 2,5, bridgekit 1"]
    assert c.describe(lang="fr")[0].endswith(": IMP's van het thuisteam publié 2,5, bridgekit 1")
    assert check_teams_published(df).describe()[0].startswith("round 1, match 1 (1 v 2), board 2")
