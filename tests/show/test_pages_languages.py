"""The published site and the hand record speak Dutch and French: headings, column headers,
numbers with a decimal comma and ``<html lang>``. The numbers are the English pages' own
(the sample's pair 6 E-W: 149.70 of 280, 53.46%)."""

import html
import re

import pytest
from helpers import untranslated

import bridgekit as bk
from bridgekit import load_sample_event
from bridgekit.io import read_event, read_hand_records
from bridgekit.show.hand_records import hand_record_html
from bridgekit.show.publish import publish_pages

RUTER = "tests/data/ruter-2021-09-01-board1.pbn"


def _text(page):
    return html.unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", page)))


@pytest.fixture(scope="module")
def sites():
    return {lang: publish_pages(bk.event_result(load_sample_event()), lang=lang) for lang in ("en", "nl", "fr")}


def test_the_ranking_speaks_dutch_and_french(sites):
    nl, fr = sites["nl"]["index.html"], sites["fr"]["index.html"]
    assert nl.startswith("<!DOCTYPE html><html lang='nl'>")
    assert fr.startswith("<!DOCTYPE html><html lang='fr'>")
    assert "<h2>OW-paren</h2>" in nl and "<h2>Paires EO</h2>" in fr
    assert "Gescoord in matchpunten; gerangschikt op percentage" in nl
    assert "Calculé en points de match\u00a0; classé au pourcentage" in fr
    for page in (nl, fr):
        assert "<td>149,70</td><td>280,0</td><td>53,46</td>" in page
    assert "<th scope='col' class='t'>Rang</th>" in nl and "<th scope='col' class='t'>Paire</th>" in fr
    assert "<td>149.70</td><td>280.0</td><td>53.46</td>" in sites["en"]["index.html"]


def test_a_board_page_speaks_dutch_and_french(sites):
    nl, fr = sites["nl"]["board-1.html"], sites["fr"]["board-1.html"]
    assert "<title>Spel 1</title>" in nl and "<title>Donne 1</title>" in fr
    assert "<caption>De frequentiestaat</caption>" in nl
    assert "<caption>La feuille ambulante</caption>" in fr
    assert "Score NZ" in nl and "NS PM" in fr
    assert re.search(r"<td>\d+,\d\d</td>", nl) and not re.search(r"<td>\d+\.\d\d</td>", nl)


def test_a_deal_speaks_dutch_and_french():
    df, hands = read_event(RUTER), read_hand_records(RUTER)
    nl = publish_pages(bk.event_result(df, hand_records=hands), lang="nl")["board-1.html"]
    fr = publish_pages(bk.event_result(df, hand_records=hands), lang="fr")["board-1.html"]
    assert "Gever N<br>Kwetsbaar: niemand" in nl and "Donneur N<br>Vulnérable\u00a0: personne" in fr
    assert "N (gever)" in nl and "16 punten" in nl and "16 H" in fr
    assert "A H" in nl and "A V B 9 5 4" in nl and "A D V 9 5 4" in fr  # ♥ A K, ♦ A Q J 9 5 4
    record = hand_record_html(hands, lang="nl")
    assert record.startswith("<!DOCTYPE html><html lang='nl'>") and "<h1>Spelverdelingen</h1>" in record


@pytest.mark.parametrize("source", ["sample", RUTER, "tests/data/programs/magic-contest-butler.pbn",
                                    "tests/data/programs/sections-overall.pbn"])
def test_nothing_on_a_page_is_left_untranslated(source):
    if source == "sample":
        df, hands = load_sample_event(), None
    else:
        df = read_event(source)
        hands = read_hand_records(source) if source == RUTER else None
    data = {"CK", "DJ", "DQ", "HK", "SA", "BK", "CA", "Butler", "pairs", "Pairs", "Overall",
            "Tuesday", "Hallstahammars", "Sverige", "Pair", "North", "East", "South", "West",
            "Club"}
    for name, page in publish_pages(bk.event_result(df, hand_records=hands), lang="qps").items():
        assert untranslated(_text(page), data) == [], name
    if hands is not None:
        assert untranslated(_text(hand_record_html(hands, lang="qps"))) == []
