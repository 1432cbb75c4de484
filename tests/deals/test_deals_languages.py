"""Par in words and the double-dummy table in Dutch and French."""

from helpers import untranslated

from bridgekit.deals.double_dummy import DDTable
from bridgekit.deals.par_score import par
from bridgekit.i18n import speaking


def test_par_in_dutch_and_french():
    p = par(DDTable.from_pbn("ab6b8ab6b80070500705"), "None", "N")
    nl = p.explain(lang="nl").splitlines()
    assert nl[0] == "Par is NZ +450: 4♠+1 door N of Z."
    assert nl[2] == "NZ kan 4♠ maken (11 slagen double dummy door N of Z): +450 voor NZ."
    assert p.text("fr") == "Par +450 pour NS\u00a0: 4♠+1 par N ou S"
    with speaking("fr"):
        assert str(p.contracts[0]) == "4♠+1 par N ou S"
        assert "levée de mieux" in p.explain()
    assert str(p) == "Par +450 to N-S: 4♠+1 by N or S"
    sac = par(DDTable.from_pbn("6666666666c6cc666bb6"), "EW", "W")
    assert sac.explain(lang="fr").splitlines()[0] == "Le par est NS -1400\u00a0: 6SAX-6 par N."
    assert "NZ offert in 6SA gedoubleerd door N (6 slagen, 6 down)" in sac.explain(lang="nl")


def test_table_headings():
    t = DDTable.from_pbn("d7ddad7dda1111111111")
    assert t.text("nl").splitlines()[:3] == ["     SA  ♠  ♥  ♦  ♣", "  N  13  7 13 13 10",
                                             "  O  ≤6 ≤6 ≤6 ≤6 ≤6"]
    html = t.html("fr")
    assert "Levées à double mort" in html and "déclarant" in html
    assert "Double-dummy tricks" in t._repr_html_()


def test_nothing_left_in_english():
    tables = [("ab6b8ab6b80070500705", "None", "N"), ("6666666666c6cc666bb6", "EW", "W"),
              ("00000000000000000000", "None", "N")]
    for pbn, vul, dealer in tables:
        p = par(DDTable.from_pbn(pbn), vul, dealer)
        for text in (p.explain(lang="qps"), p.text("qps"), DDTable.from_pbn(pbn).text("qps")):
            assert untranslated(text) == [], text
