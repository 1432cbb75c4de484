"""The score breakdown and the rubber and Chicago sheets in Dutch and French."""

from helpers import untranslated

from bridgekit.i18n import speaking
from bridgekit.rubber import Chicago, Rubber
from bridgekit.score import score_breakdown


def test_breakdown_in_dutch():
    b = score_breakdown("4SX", 8, vulnerable=False)
    assert b.explain(lang="nl").splitlines() == [
        "4♠X, niet kwetsbaar, 2 down",
        "  downslag 1 gedoubleerd à 100         100",
        "  downslag 2 gedoubleerd à 200         200",
        "  totaal voor de tegenpartij           300"]
    assert str(score_breakdown("6NTX", 12, True, declarer="W", lang="nl")) == (
        "6SAX door W, kwetsbaar, precies gemaakt: 380 + 50 + 500 + 750 = 1680 voor OW")
    assert "1 overslag à 30" in score_breakdown("4H", 11, False, declarer="S").explain(lang="nl")


def test_breakdown_in_french():
    b = score_breakdown("4H", 11, vulnerable=False, declarer="S")
    assert b.explain(lang="fr").splitlines() == [
        "4♥ par S, non vulnérable, fait avec 1 levée de mieux",
        "  points de levées                     120",
        "  1 levée de mieux à 30                 30",
        "  prime de manche                      300",
        "  total pour NS                        450"]
    assert score_breakdown("4SX", 8, False).summary(lang="fr") == (
        "4♠X, non vulnérable, 2 de chute\u00a0: 100 + 200 = 300 pour la défense")
    with speaking("fr"):
        assert str(score_breakdown("6NTX", 12, True, declarer="W")).startswith("6SAX par O")
    # English stays as it was, whatever was spoken when the breakdown was made
    assert str(score_breakdown("4SX", 8, False)).endswith("= 300 to the defenders")


def test_rubber_and_chicago_speak():
    r = Rubber().record("4S", "N", 10).record("2H", "E", 8).close()
    assert r.bonus_reasons(lang="nl") == [
        "onvoltooide robber: NZ een manche voor, 300",
        "onvoltooide robber: OW heeft als enige een deelscore in de lopende manche, 100"]
    assert r.sheet(lang="fr").splitlines()[0].split() == ["NS", "EO"]
    assert r.bonus_reasons() == ["unfinished rubber: N-S a game up, 300",
                                 "unfinished rubber: E-W the only part-score in the game in "
                                 "progress, 100"]
    c = Chicago(style="laws").record("2H", "N", 8).record("1NT", "E", 8)
    c = c.record("2S", "S", 8).record("2D", "W", 8)
    assert c.deals[2].explain(lang="nl") == (
        "spel 3 (gever Z, NZ kwetsbaar): 2♠= door Z: 60 slagpunten voor NZ; met de eerdere "
        "deelscore van 60 samen 120: manche, 500 (kwetsbaar)")
    assert c.sheet(lang="fr").splitlines()[-1] == "NS 620, EO 210"
    assert Chicago().record("Pass", None, 0).sheet(lang="fr").startswith(
        "donne 1 (donneur N, personne vulnérable)\u00a0: donne passée")


def test_nothing_left_in_english():
    texts = [score_breakdown("7NTXX", 3, True, declarer="N", lang="qps").explain(lang="qps"),
             str(score_breakdown("2C", 9, False, lang="qps")),
             score_breakdown("Pass", 0, False).explain(lang="qps")]
    r = Rubber().record("4S", "N", 10).record("2H", "E", 8).record("4H", "E", 10)
    r = r.record("3NT", "E", 9, honours=150)
    texts += [r.sheet(lang="qps"), Rubber().record("2H", "N", 8).close().sheet(lang="qps")]
    c = Chicago(style="laws").record("Pass", None, 0).record("2H", "N", 9).record("1NT", "E", 5)
    c = c.record("2S", "S", 8, honours=100).record("2DX", "W", 9)
    texts += [c.sheet(lang="qps"), Chicago().record("3NT", "N", 9).sheet(lang="qps")]
    for text in texts:
        assert untranslated(text, {"NT"}) == [], text
