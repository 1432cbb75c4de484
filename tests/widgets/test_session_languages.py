"""The Club v field and Session tabs speak Dutch and French: their labels, options, tooltips,
headings and sentences, numbers with a decimal comma; in the pseudo-language ``qps`` nothing
is left in English; setting ``lang`` says a view again in place, keeping what was chosen; and
the Session tab, worked out when shown, stays lazy in every language.

The numbers are the English tabs' own (the traveller's sample: 168 results on 28 boards, E-W 6
first with 149.70 of a possible 280.0, 53.46%). The Dutch and French words are the catalogues'
(``session.nl.po``, ``session.fr.po``)."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from helpers import untranslated
from helpers import widget_texts as texts

pytest.importorskip("ipywidgets")


from bridgekit.io import read_event
from bridgekit.widgets import ClubVersusFieldView, SessionView
from bridgekit.widgets.traveller import TravellerEditor

DATA = Path(__file__).parents[1] / "data"
NB = "\u00a0"
#: words that are names, not English: the sim's clubs, file kinds, methods, file names, leads
NAMES = {"Club", "PBN", "USEBIO", "XML", "CSV", "ACBL", "Neuberg", "Butler", "IMP", "IMPs",
         "NS", "EW", "MP", "pbn", "xml", "csv", "event",
         "CK", "DJ", "DQ", "HK", "SA", "BK", "CA"}  # leads, as the files write them
#: words the files hold: their events' names, clubs and players
FILE_WORDS = {"Butler", "pairs", "Tuesday", "Pairs", "Overall", "Club", "Somewhere", "Pair",
              "one", "three"}




def left_in_english(widget, allowed: frozenset[str] = frozenset()) -> list[str]:
    return [t for t in texts(widget) if untranslated(t, NAMES | allowed)]


def session(path: Path | None = None, **kwargs) -> SessionView:
    editor = TravellerEditor()
    if path is None:
        editor.load_sample()
    else:
        editor.open_event(read_event(path), path.name)
    return SessionView(editor, **kwargs)


# ---- the pseudo-language: nothing left in English --------------------------------------


def test_club_v_field_in_the_pseudo_language_leaves_nothing_in_english():
    view = ClubVersusFieldView(sample=True, lang="qps")
    assert view.answer is not None and view.answer.lang == "qps"
    shown = texts(view)
    assert len(shown) > 15 and any("⟦" in t for t in shown)
    assert left_in_english(view) == []
    for factoring in ("ratio", "top", "none"):
        view.factoring = factoring
        assert left_in_english(view) == [], factoring
    view.load(view.event.drop(columns="section"), "one room.csv")  # a file without sections
    assert "⟦" in view.message.value and left_in_english(view) == []
    view.load(view.event)  # "the event", said in the language
    assert left_in_english(view) == []


@pytest.mark.parametrize("source", [None, "programs/magic-contest-butler.pbn",
                                    "programs/sections-overall.pbn", "club-4boards.pbn"])
def test_session_in_the_pseudo_language_leaves_nothing_in_english(source):
    view = session(None if source is None else DATA / source, lang="qps")
    names = frozenset() if source is None else frozenset(FILE_WORDS)
    for kind in ("pbn", "usebio", "csv"):
        view.format = kind
        view.save_button.click()
        assert "⟦" in view.download.value
        assert left_in_english(view, names) == [], kind
    for card in list(view.answer.pairs.card)[:4]:
        view.card = card
        assert left_in_english(view, names) == [], card
    view.traveller.new_traveller()  # nothing to rank: said in the language
    assert "⟦" in view.status.value and left_in_english(view) == []


# ---- Dutch and French ------------------------------------------------------------------


def test_club_v_field_speaks_dutch_and_french():
    nl, fr = ClubVersusFieldView(sample=True, lang="nl"), \
        ClubVersusFieldView(sample=True, lang="fr")
    assert nl.pair == fr.pair == "NS 1" and nl.section == "Club 1"  # the values stay
    assert (nl.section_input.description, nl.pair_input.description,
            nl.factoring_input.description, nl.board_input.description) == \
        ("Club", "Paar", "Omrekening", "Spel")
    assert (fr.pair_input.description, fr.factoring_input.description,
            fr.board_input.description) == ("Paire", "Pondération", "Donne")
    assert nl.pair_input.label == "NZ 1" and fr.pair_input.label == "NS 1"
    assert nl.factoring_input.label == "formule van Neuberg"
    assert fr.factoring_input.label == "formule de Neuberg"
    assert (nl.upload.description, nl.sample_button.description) == \
        ("Bestand openen", "Voorbeeldsimultaan")
    assert fr.upload.description == "Ouvrir un fichier"
    assert "de voorbeeldsimultaan geopend: 5 lijnen" in html.unescape(nl.message.value)
    assert f"le simultané d'exemple ouvert{NB}: 5 sections" in html.unescape(fr.message.value)
    # the two percentages with a decimal comma (55,00% in English: 55.00%)
    summary = html.unescape(nl.summary.value)
    assert "in de club" in summary and "over het hele veld" in summary
    assert re.search(r"\d+,\d\d ?% in de club", summary) and "." not in summary.split(":")[1]
    assert re.search(r"\d+,\d\d\s?% au club", html.unescape(fr.summary.value))
    assert "In de club" in nl.tables.value and "Over het hele veld" in nl.tables.value
    assert "Au club" in html.unescape(fr.tables.value)
    assert "Sur l'ensemble du champ" in html.unescape(fr.tables.value)
    # the frequency tables' numbers: matchpoints with a decimal comma
    assert re.search(r">\d+,\d<", nl.tables.value) and not re.search(r">\d+\.\d<",
                                                                       nl.tables.value)


def test_session_speaks_dutch_and_french():
    nl, fr = session(lang="nl"), session(lang="fr")
    assert html.unescape(nl.status.value) == ("<p>168 uitslagen op 28 spellen, met de correcties "
                                              "ingetypt in het tabblad Frequentiestaat.</p>")
    assert "168 résultats sur 28 donnes" in html.unescape(fr.status.value)
    assert (nl.pair_input.description, nl.format_input.description,
            nl.save_button.description) == ("Scorekaart van", "De hele wedstrijd opslaan als",
                                            "Maak het bestand")
    assert fr.save_button.tooltip == "chaque donne, avec les corrections saisies"
    assert nl.pair_input.label == "OW 6 (rang 1)" and fr.pair_input.label == "EO 6 (rang 1)"
    # the ranking and the card: 149.70 of a possible 280.0, 53.46% -- with decimal commas
    for view in (nl, fr):
        assert "149,70" in view.ranking.value and "53,46" in view.ranking.value
        assert "149.70" not in view.ranking.value
        assert "149,70" in view.card_view.value and "149.70" not in view.card_view.value
    nl.save_button.click()
    assert ">Download de hele wedstrijd (PBN, event.pbn)</a>" in nl.download.value
    fr.format = "csv"
    fr.save_button.click()
    assert ">Télécharger tout le tournoi (CSV, event.csv)</a>" in fr.download.value


def test_session_with_nothing_to_rank_says_so_in_dutch():
    view = session(lang="nl")
    view.traveller.new_traveller()
    assert "Nog geen uitslagen" in view.status.value


# ---- a language switched in place --------------------------------------------------------


def test_club_v_field_switched_keeps_the_club_pair_factoring_and_board():
    view = ClubVersusFieldView(sample=True)
    view.section = "Club 2"
    view.pair = view.pair_input.options[1][1]
    view.factoring = "ratio"
    boards = list(view.board_input.options)
    view.board = boards[-1]  # not the biggest mover, which a new pair would show
    chosen = (view.section, view.pair, view.factoring, view.board)
    english = (view.summary.value, view.lines_html.value, view.tables.value, view.message.value)
    view.lang = "nl"
    assert (view.section, view.pair, view.factoring, view.board) == chosen
    assert list(view.board_input.options) == boards and view.board_input.value == chosen[3]
    assert view.answer.lang == "nl" and view.factoring_input.label == "de eenvoudige verhouding"
    assert "in de club" in view.summary.value and "geopend" in view.message.value
    view.lang = "fr"
    assert (view.section, view.pair, view.factoring, view.board) == chosen
    assert view.pair_input.value == chosen[1] and "au club" in view.summary.value
    view.lang = "en"
    assert (view.summary.value, view.lines_html.value, view.tables.value,
            view.message.value) == english


def test_session_switched_keeps_the_pair_and_file_and_remakes_the_link():
    view = session()
    card = list(view.answer.pairs.card)[5]
    view.card = card
    view.format = "usebio"
    view.save_button.click()
    english = (view.status.value, view.ranking.value, view.card_view.value,
               view.pair_input.options)
    view.lang = "fr"
    assert (view.card, view.pair_input.value, view.format, view.format_input.value) == \
        (card, card, "usebio", "usebio")
    assert "Télécharger tout le tournoi (USEBIO (XML), event.xml)" in view.download.value
    assert "donnes" in view.status.value and "," in view.card_view.value
    view.lang = "en"
    assert (view.status.value, view.ranking.value, view.card_view.value,
            view.pair_input.options) == english
    assert "Download the whole event (USEBIO (XML), event.xml)" in view.download.value


def test_session_worked_out_when_shown_in_the_language_it_speaks_then():
    view = session(live=False, lang="nl")
    assert view.answer is None and view.stale and view.status.value == ""
    assert view.pair_input.description == "Scorekaart van"  # labels at once
    view.lang = "fr"  # not shown yet: still nothing worked out
    assert view.answer is None and view.stale
    assert view.pair_input.description == "Feuille de marque de"
    view.live = True
    assert view.answer is not None and not view.stale
    assert "168 résultats sur 28 donnes" in html.unescape(view.status.value)
    view.live = False
    view.lang = "nl"  # hidden again: said again when shown, not worked out again
    assert not view.stale and "résultats" in html.unescape(view.status.value)
    view.live = True
    assert "168 uitslagen op 28 spellen" in view.status.value and not view.stale


def test_a_language_switched_while_hidden_scores_nothing_when_shown(monkeypatch):
    from bridgekit.widgets import session as module

    view = session()
    result, ranked = view.result, []
    real = module.event_result
    monkeypatch.setattr(module, "event_result", lambda *a, **k: ranked.append(1) or real(*a, **k))
    view.live = False
    view.lang = "fr"
    view.live = True
    assert ranked == [] and view.result is result
    assert "168 résultats sur 28 donnes" in html.unescape(view.status.value)
    answer = view.answer
    view.live = False
    view.live = True  # shown again in the language it was said in: nothing made again
    assert ranked == [] and view.answer is answer
