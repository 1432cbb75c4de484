"""The handouts, the charts and the widgets' pieces speak Dutch and French: headings, captions,
column headers, tooltips, axis labels, sentences, numbers with a decimal comma and the
handout's ``<html lang>``; in the pseudo-language nothing is left in English. English is
tested, unchanged, in test_handout.py and by the modules' own examples.

The numbers are the English handouts' own (the sample's board 17: +400 scores 9.80 of 10;
club-4boards.pbn's N-S 3: 11.50 of a possible 14.0, 82.14%, running 4.00, 7.50, 7.50, 11.50).
The Dutch and French words are the catalogues' (``show.nl.po``, ``show.fr.po``)."""

import html
import re
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from helpers import untranslated

import bridgekit as bk
from bridgekit import load_sample_event
from bridgekit.board import Side, board_dealer, board_vulnerability
from bridgekit.i18n import speaking
from bridgekit.io import read_event
from bridgekit.problems import Code, Percent
from bridgekit.show.charts import LARGE, bars_svg, hybrid_staircase_svg, swing_svg
from bridgekit.show.handout import (
    board_handout_html,
    ranking_handout_html,
    ranking_tables_html,
    score_card_handout_html,
    score_card_table_html,
)
from bridgekit.show.score_cards import published_event
from bridgekit.show.widgets import (
    board_line_html,
    error_html,
    grid_html,
    row_score_html,
    rows_shown_html,
)

DATA = Path(__file__).parents[1] / "data"
CLUB = DATA / "club-4boards.pbn"
NB = "\u00a0"
#: words a file holds (its event's name, club, players, leads), not bridgekit's
FILE_WORDS = {"CK", "DJ", "DQ", "HK", "SA", "BK", "CA", "Butler", "pairs", "Pairs", "Overall",
              "Tuesday", "Club", "Somewhere", "Pair", "one", "three", "neuberg", "plain", "Home",
              "Away", "ValueError", "boom"}


def _text(page):
    """A page's text, its markup and style left out (as the published pages' tests read it)."""
    return html.unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", page)))


def _rows(page):
    """A page's words, one line per row, cell or paragraph."""
    page = re.sub(r"\s+", " ", re.sub(r"<style>.*?</style>", "", page))
    page = re.sub(r"</(td|th)>", " ", page)
    page = re.sub(r"</(tr|p|h1|h2|caption|li)>", "\n", page)
    return [line.strip() for line in
            html.unescape(re.sub(r"[ \t]+", " ", re.sub(r"<[^>]+>", "", page))).splitlines()]


def _card(event, direction, pair):
    pairs = event.pairs
    return pairs.loc[(pairs.direction == direction) & (pairs.pair == pair), "card"].iloc[0]


# ---- handouts ---------------------------------------------------------------------------


def test_a_board_handout_speaks_dutch_and_french():
    df = load_sample_event()
    result = bk.event_result(df)
    nl, fr = board_handout_html(result, 17, lang="nl"), board_handout_html(result, 17, lang="fr")
    assert nl.startswith("<!DOCTYPE html><html lang='nl'>")
    assert fr.startswith("<!DOCTYPE html><html lang='fr'>")
    assert "<h1>Spel 17</h1>" in nl and "<h1>Donne 17</h1>" in fr
    assert "Gever N, kwetsbaar: niemand; gescoord in matchpunten" in nl
    assert f"Donneur N, vulnérable{NB}: personne{NB}; calculé en points de match" in fr
    assert "<h2>De frequentiestaat</h2>" in nl and "<h2>La feuille ambulante</h2>" in fr
    assert "<h2>Elke score, de beste voor NZ eerst</h2>" in nl
    assert "<h2>Hoe elk resultaat is gescoord</h2>" in nl
    assert "<h2>Comment chaque résultat a été calculé</h2>" in fr
    assert "<th>Opmerking</th>" in nl and "<th>Remarque</th>" in fr
    # board 17's +400 (3NT by N) scores 9.80 of a top of 10; its ruling is named in the language
    assert "4 3 3NT= N +400 9.80 0.20 98.00 2.00" in _rows(board_handout_html(bk.event_result(df), 17))
    assert "4 3 3SA= N +400 9,80 0,20 98,00 2,00" in _rows(nl)
    assert "arbitrale beslissing" in nl and "décision arbitrale" in fr
    assert "5 5 3♣X-1 O +100 2,60 7,40 26,00 74,00" in _rows(nl)  # East is O in Dutch


def test_a_ranking_handout_speaks_dutch_and_french():
    df = read_event(CLUB)
    nl, fr = ranking_handout_html(bk.event_result(df), lang="nl"), ranking_handout_html(bk.event_result(df), lang="fr")
    assert nl.startswith("<!DOCTYPE html><html lang='nl'>") and "<html lang='fr'>" in fr
    assert "1 3 Pair three 4 11,50 14,0 82,14" in _rows(nl)
    assert "1 3 Pair three 4 11,50 14,0 82,14" in _rows(fr)
    assert "<caption>NZ-paren</caption>" in nl and "<caption>Paires NS</caption>" in fr
    assert "Gescoord in matchpunten; gerangschikt op percentage" in nl
    assert f"Calculé en points de match{NB}; classé au pourcentage" in fr
    assert "<th scope='col' class='t'>Rang</th>" in nl and \
        "<th scope='col' class='t'>Donnes</th>" in fr
    untitled = df.copy()
    untitled.attrs = {}
    assert "<title>Uitslag</title>" in ranking_handout_html(bk.event_result(untitled), lang="nl")


def test_an_imp_ranking_handout_speaks_dutch_and_french():
    # magic-contest-butler.pbn: pairs played 1 to 3 boards, so the places go by the average
    df = read_event(DATA / "programs" / "magic-contest-butler.pbn")
    nl, fr = ranking_handout_html(bk.event_result(df), lang="nl"), ranking_handout_html(bk.event_result(df), lang="fr")
    assert "Gescoord in Butler-IMP's; gerangschikt op het gemiddelde aantal IMP's per spel" \
        in _text(nl)
    assert f"Calculé en IMP Butler{NB}; classé selon la moyenne d'IMP par donne" in _text(fr)
    assert "1 2 3 10,00 3,33" in _rows(nl) and "2 13 2 16,00 8,00" in _rows(fr)


def test_a_score_card_handout_speaks_dutch_and_french():
    df = read_event(CLUB)
    result = bk.event_result(df)
    card = _card(published_event(result), "NS", "3")
    nl, fr = score_card_handout_html(result, card, lang="nl"), score_card_handout_html(result, card,
                                                                                       lang="fr")
    assert nl.startswith("<!DOCTYPE html><html lang='nl'>") and "<html lang='fr'>" in fr
    assert "<title>Scorekaart: paar NZ 3</title>" in nl
    assert f"<title>Feuille de marque{NB}: paire NS 3</title>" in fr
    assert "<caption>Paar NZ 3, spel voor spel</caption>" in nl
    assert "<caption>Paire NS 3, donne par donne</caption>" in fr
    running = [line.split()[-1] for line in _rows(nl) if re.match(r"[1-4] \d", line)]
    assert running == ["4,00", "7,50", "7,50", "11,50"]


def test_the_handouts_fragments_speak_the_language_given_or_spoken():
    event = published_event(bk.event_result(read_event(CLUB)))
    assert "<caption>NZ-paren</caption>" in ranking_tables_html(event, lang="nl")
    with speaking("fr"):
        assert "<caption>Paires EO</caption>" in ranking_tables_html(event)
        assert "donne par donne" in score_card_table_html(event, _card(event, "NS", "3"))
    assert "<caption>E-W pairs</caption>" in ranking_tables_html(event)


def test_text_from_the_file_stays_escaped_in_every_language():
    df = read_event(CLUB)
    df.attrs = {**df.attrs, "event": {"Event": "<script>x</script>", "Site": "A&B"}}
    for lang in ("nl", "fr", "qps"):
        page = ranking_handout_html(bk.event_result(df), lang=lang)
        assert "<script>" not in page and "&lt;script&gt;x&lt;/script&gt;" in page
        assert "A&amp;B" in page
        page = board_handout_html(bk.event_result(df), 1, title="<b>1</b>", lang=lang)
        assert "<b>1</b>" not in page and "&lt;b&gt;1&lt;/b&gt;" in page


@pytest.mark.parametrize("source", ["sample", "club-4boards.pbn", "programs/magic-contest-butler.pbn",
                                    "programs/sections-overall.pbn"])
def test_nothing_on_a_handout_is_left_untranslated(source):
    df = load_sample_event() if source == "sample" else read_event(DATA / source)
    event = published_event(bk.event_result(df))
    board = 17 if source == "sample" else event.boards[0]
    pages = {"board": board_handout_html(bk.event_result(df), board, lang="qps"),
             "ranking": ranking_handout_html(bk.event_result(df), lang="qps")}
    pages.update({card: score_card_handout_html(bk.event_result(df), card, lang="qps")
                  for card in event.pairs["card"]})
    for name, page in pages.items():
        assert page.startswith("<!DOCTYPE html><html lang='qps'>"), name
        assert untranslated(_text(page), FILE_WORDS) == [], name


# ---- charts -------------------------------------------------------------------------------


def test_the_charts_speak_dutch_and_french():
    nl = swing_svg([1, 2], [2.5, -3], [2.5, -0.5], title="t", ylabel="IMPs", lang="nl")
    fr = swing_svg([1, 2], [2.5, -3], [2.5, -0.5], title="t", ylabel="IMPs", lang="fr")
    assert "<title>spel 1: +2,5</title>" in nl and f"<title>donne 2{NB}: -3</title>" in fr
    assert ">spel (lijn: de IMP-tussenstand)</text>" in nl
    staircase = hybrid_staircase_svg(3, 7, lang="nl")
    assert "<title>Wedstrijd van 3 spellen: aandeel in de 4 resterende HP</title>" in staircase
    assert ">verhouding 7</text>" in staircase and ">HP</text>" in staircase
    assert ">totaal aantal punten / swing, naar beneden afgerond</text>" in staircase
    assert "rapport 7" in hybrid_staircase_svg(3, 7, lang="fr", look=LARGE)
    bars = bars_svg(["#1"], {"neuberg": [2.25]}, title="t", ylabel="MP", lang="fr")
    assert f"<title>#1, neuberg{NB}: 2,3</title>" in bars
    assert ">0,5</text>" in bars_svg(["#1"], {"plain": [1.5]}, title="t", ylabel="MP",
                                     lang="nl")  # an axis tick with a decimal comma
    with speaking("nl"):
        assert "spel 1: +2,5" in swing_svg([1], [2.5], [2.5], title="t", ylabel="y")


def test_nothing_on_a_chart_is_left_untranslated():
    charts = [swing_svg([1, 2], [2.5, -3], [2.5, -0.5], title="⟦t⟧", ylabel="⟦y⟧", lang="qps"),
              hybrid_staircase_svg(3, 7, lang="qps"), hybrid_staircase_svg(1, 2, lang="qps"),
              bars_svg(["#1", "#2"], {"plain": [2, 0], "neuberg": [2.2, 0.1]}, title="⟦t⟧",
                       ylabel="⟦MP⟧", lang="qps")]
    for svg in charts:
        assert untranslated(_text(svg), FILE_WORDS) == []


# ---- the widgets' pieces ----------------------------------------------------------------


ROW = pd.Series({"ns_score": 420.0, "ns_mp": 3.125, "ew_mp": 0.875, "ns_pct": 78.125,
                 "ew_pct": 21.875, "ns_penalty": 1.5, "ew_penalty": 0.0, "ruling": "<i>x</i>"})


def test_a_rows_score_speaks_dutch_and_french():
    # the ruling said from its code (the English ruling column is never shown), escaped
    ruling = Code.ARTIFICIAL_RULING.at(ns_side=Side.NS, ns=Percent(60.0), ew_side=Side.EW,
                                       ew="<i>x</i>")
    assert row_score_html(ROW, ruling=ruling, lang="nl") == (
        "NZ +420, 3,1 / 0,9 MP (78,1% / 21,9%)<br>straf voor NZ: −1,5 MP (het tegenpaar houdt "
        "de zijne)<br><small>arbitrale score (Spelregel 12C2): NZ 60%; OW &lt;i&gt;x&lt;/i&gt;"
        "</small>")
    assert row_score_html(ROW, lang="fr").startswith(
        f"NS +420, 3,1 / 0,9 PM (78,1{NB}% / 21,9{NB}%)<br>pénalité pour NS{NB}: −1,5 PM")
    imps = pd.Series({"ns_score": 620.0, "ns_imps": 7.5, "ew_imps": -7.5})
    assert row_score_html(imps, lang="nl") == "NZ +620, +7,5 / -7,5 IMP&#x27;s"
    ruled = pd.Series({"ns_score": np.nan, "ns_mp": 6.0, "ew_mp": 4.0, "ns_pct": 60.0,
                       "ew_pct": 40.0})
    assert row_score_html(ruled, lang="fr") == f"6,0 / 4,0 PM (60,0{NB}% / 40,0{NB}%)"


def test_the_widgets_lines_speak_dutch_and_french():
    assert rows_shown_html(50, 50, 500, lang="nl") == "rijen <b>51–100</b> van <b>500</b>"
    assert rows_shown_html(0, 0, 0, lang="fr") == "aucune rangée"
    # board 2: East deals, N-S vulnerable
    line = board_line_html(board_dealer(2), board_vulnerability(2), lang="nl")
    assert line == "Gever <b>O</b>, kwetsbaar: <b>NZ</b>"
    assert board_line_html("E", "None", lang="fr") == \
        f"Donneur <b>E</b>, vulnérable{NB}: <b>personne</b>"
    said = error_html(ValueError("<b>boom</b>"), lang="nl")
    assert "bridgekit kon dit niet scoren (ValueError: &lt;b&gt;boom&lt;/b&gt;)" in said
    grid = grid_html(pd.DataFrame({"ns": ["<1>"], "ns_mp": [3.125], "ns_score": [620.0]}),
                     css="t", digits=2, lang="fr")
    assert ">NS PM</th>" in grid and ">3,13</td>" in grid and ">&lt;1&gt;</td>" in grid
    with speaking("nl"):
        assert ">NZ MP</th>" in grid_html(pd.DataFrame({"ns_mp": [1.0]}), css="t")


def test_nothing_in_the_widgets_pieces_is_left_untranslated():
    pieces = [row_score_html(ROW, lang="qps"),
              row_score_html(pd.Series({"ns_score": 620.0, "ns_imps": 7.0, "ew_imps": -7.0,
                                        "ew_penalty": 2.0}), lang="qps"),
              rows_shown_html(50, 50, 500, lang="qps"), rows_shown_html(0, 0, 0, lang="qps"),
              board_line_html(board_dealer(2), board_vulnerability(2), lang="qps"),
              error_html(ValueError("boom"), lang="qps"),
              grid_html(published_event(bk.event_result(read_event(CLUB))).scored[
                  ["board", "ns", "ew", "ns_score", "ns_mp", "ew_mp", "ns_pct", "ew_pct"]],
                  css="t", lang="qps")]
    for piece in pieces:
        assert untranslated(_text(piece), FILE_WORDS) == [], piece
