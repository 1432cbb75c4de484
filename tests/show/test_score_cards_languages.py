"""A pair's score card speaks Dutch and French: the page's language, title, links, caption,
column headers, contracts with suit symbols (3SA for 3NT), the declarer's letter (O for East
in Dutch), a passed-out board, the rows' notes and the total, with decimal commas; in the
pseudo-language ``qps`` nothing on a card is left in English. English is tested, unchanged,
in test_publish.py and test_handout.py and by the module's own examples.

club-4boards.pbn's N-S 3 (test_publish.py): running total 4, 7.5, 7.5, 11.5 of 14: 82.14%.
Its N-S 1: 4S= by N, 2H= by E, 3S= by N, board 4 passed out; 6.5 of 14: 46.43%.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from helpers import untranslated

import bridgekit as bk
from bridgekit import load_sample_event
from bridgekit.i18n import speaking
from bridgekit.io import read_event
from bridgekit.show.score_cards import (
    CardHead,
    PublishedEvent,
    card_pair,
    page,
    pair_label,
    played_texts,
    published_event,
    score_card_html,
)

DATA = Path(__file__).parents[1] / "data"
CLUB = DATA / "club-4boards.pbn"
NB = "\u00a0"
#: words a file holds (its event's name, club, players, leads), not bridgekit's
FILE_WORDS = {"CK", "DJ", "DQ", "HK", "SA", "BK", "CA", "Butler", "pairs", "Pairs", "Overall",
              "Tuesday", "Club", "Somewhere", "Pair", "one", "two", "three", "four", "five",
              "six", "seven", "eight"}


def _rows(markup: str) -> list[str]:
    """A page's words, one line per row or paragraph, its cells split by " | "."""
    markup = re.sub(r"[ \t\r\n]+", " ", re.sub(r"<style>.*?</style>", "", markup))
    markup = re.sub(r"</(td|th)>", " | ", markup)
    markup = re.sub(r"</(tr|p|h1|h2|caption|title|nav)>", "\n", markup)
    text = html.unescape(re.sub(r"<[^>]+>", "", markup))
    return [re.sub(r"[ \t]+", " ", line).strip(" |") for line in text.splitlines()
            if line.strip(" |")]


def _card(event: PublishedEvent, direction: str, pair: str) -> str:
    pairs = event.pairs
    return str(pairs.loc[(pairs.direction == direction) & (pairs.pair == pair), "card"].iloc[0])


def test_a_score_card_in_dutch() -> None:
    event = published_event(bk.event_result(read_event(CLUB)), lang="nl")
    card = score_card_html(event, _card(event, "NS", "3"), lang="nl")
    assert card.startswith("<!DOCTYPE html><html lang='nl'>")
    assert "<title>Scorekaart: paar NZ 3 · Club pairs</title>" in card
    assert "<caption>Paar NZ 3, spel voor spel</caption>" in card
    assert "<nav aria-label='Pagina&#x27;s'>" in card  # the apostrophe escaped in the attribute
    rows = _rows(card)
    assert re.findall(r"<a href='[^']+'>([^<]*)</a>", card.split("</nav>")[0]) == [
        "Uitslag", "Alle spellen"]
    assert ("Spel | Tegenpaar | Hun namen | Contract | Leider | Uitkomst | Score | MP | % | "
            "Cumulatief totaal | Opmerking") in rows
    assert "2 | 6 | | 3SA-1 | N | ♦3 | -100 | 3,50 | 87,50 | 7,50" in rows
    assert "3 | 2 | | 2♥-2 | Z | | -100 | 0,00 | 0,00 | 7,50" in rows  # South is Z
    assert rows[-1] == "Totaal 11,50 van maximaal 14,0: 82,14%"
    one = _rows(score_card_html(event, _card(event, "NS", "1"), lang="nl"))
    assert "2 | 4 | | 2♥= | O | ♣2 | -110 | 0,50 | 12,50 | 2,50" in one
    assert "4 | 8 | | pas | | | 0 | 2,00 | 50,00 | 6,50" in one


def test_a_score_card_in_french() -> None:
    event = published_event(bk.event_result(read_event(CLUB)), lang="fr")
    card = score_card_html(event, _card(event, "NS", "1"), lang="fr")
    assert card.startswith("<!DOCTYPE html><html lang='fr'>")
    assert f"<title>Feuille de marque{NB}: paire NS 1 · Club pairs</title>" in card
    rows = _rows(card)
    assert ("Donne | Adversaires | Leurs noms | Contrat | Déclarant | Entame | Marque | PM | % | "
            "Total cumulé | Remarque") in rows
    assert f"Pair one (NS){NB}: rang 2" in rows
    assert "4 | 8 | | passe | | | 0 | 2,00 | 50,00 | 6,50" in rows
    assert rows[-1] == f"Total 6,50 sur un maximum de 14,0{NB}: 46,43{NB}%"


def test_the_notes_speak_the_event_s_language() -> None:
    df = read_event(CLUB)
    notes = {lang: set(published_event(bk.event_result(df), lang=lang).scored.note) - {""}
             for lang in ("en", "nl", "fr")}
    assert notes["en"] == {"artificial score 60% to N-S, 40% to E-W"}
    assert notes["nl"] == {"arbitrale score 60% voor NZ, 40% voor OW"}
    assert notes["fr"] == {f"score ajusté artificiel 60{NB}% pour NS, 40{NB}% pour EO"}


def test_an_imp_card_in_french() -> None:
    event = published_event(bk.event_result(read_event(DATA / "programs" / "magic-contest-butler.pbn")))
    me = card_pair(event, "card-2.html")
    head = CardHead.of(event, me, lang="fr")
    assert head.columns[7] == "IMP" and "%" not in head.columns
    assert head.summary == "Total 16,00 IMP sur 2 donnes, 8,00 par donne"
    assert CardHead.of(event, card_pair(event, "card-1.html"), lang="fr").summary == (
        "Total 9,00 IMP sur 1 donne, 9,00 par donne")
    english = CardHead.of(event, me)
    assert english.columns[7] == "IMPs"
    assert english.summary == "Total 16.00 IMPs on 2 boards, 8.00 a board"


def test_the_pieces_follow_the_language_being_spoken() -> None:
    event = published_event(bk.event_result(read_event(CLUB)))
    with speaking("nl"):
        assert pair_label("A", "EW", "3") == "A OW 3"
        contracts, declarers = played_texts(event.scored)
        assert "3SA-1" in set(contracts) and "pas" in set(contracts) and "O" in set(declarers)
        assert page("T", "").startswith("<!DOCTYPE html><html lang='nl'>")
        assert "<html lang='nl'>" in score_card_html(event, "card-1.html")
    contracts, declarers = played_texts(event.scored)
    assert "3NT-1" in set(contracts) and "Pass" in set(contracts) and "E" in set(declarers)
    assert pair_label("A", "EW", "3") == "A EW 3"


@pytest.mark.parametrize("source", ["sample", "club-4boards.pbn", "programs/magic-contest-butler.pbn",
                                    "programs/sections-overall.pbn"])
def test_nothing_on_a_score_card_is_left_untranslated(source: str) -> None:
    df = load_sample_event() if source == "sample" else read_event(DATA / source)
    event = published_event(bk.event_result(df), lang="qps")
    for card in event.pairs.card:
        markup = score_card_html(event, str(card), lang="qps")
        text = html.unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "",
                                                               markup)))
        names = set(re.findall(r"[A-Za-zÀ-ÿ]{2,}", " ".join(event.pairs.names)))
        words = {w for t in (event.title, event.club, event.date)
                 for w in re.findall(r"[A-Za-zÀ-ÿ]{2,}", t)}
        assert untranslated(text, FILE_WORDS | names | words) == [], card
        label = re.search(r"aria-label='([^']*)'", markup)
        assert label is not None and label.group(1).startswith("⟦")
