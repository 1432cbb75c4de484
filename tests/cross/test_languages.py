"""Nothing a player reads is left in English: the whole app, every tab shown, in the
pseudo-language ``qps`` (each catalogue message wrapped in markers) shows no word outside
the markers; every explaining function takes ``lang=``; and the app in Dutch says its tabs
in Dutch, with decimal commas, and switches language in place."""

from __future__ import annotations

import inspect
import pkgutil
import re
from importlib import import_module

import pandas as pd
import pytest
from helpers import said as said_html
from helpers import untranslated
from helpers import widget_texts as texts

import bridgekit
from bridgekit.i18n import _, speaking

pytest.importorskip("ipywidgets")

#: Words the app shows that are names, not English: sample players and clubs, programs,
#: methods named after people, file kinds and units every language writes alike.
NAMES = {
    "Neuberg", "Butler", "Howell", "Mitchell", "EBU", "ACBL", "WBF", "EBUScore", "ACBLscore",
    "BriAn", "Magic", "Contest", "PBN", "CSV", "USEBIO", "HTML", "SVG", "IMP", "IMPs", "VP",
    "VPs", "HP", "HPs", "MP", "NT", "SA", "NS", "EW", "OW", "NZ", "EO", "px", "Chicago", "XML",
    "Acol", "Benjamin", "Crowhurst", "Diamond", "Easley", "Fenton", "Club",
    "English", "Nederlands", "Français", "qps",  # each language named in its own words
}
#: a lead as the file writes it (HK: the king of hearts)
_CARD = re.compile(r"^[SHDC][AKQJT2-9]$")


def english(text: str) -> list[str]:
    """The words of a pseudo-language text left in English (names and the file's cards aside)."""
    return [word for word in untranslated(text, NAMES) if not _CARD.match(word)]


@pytest.fixture(scope="module")
def pseudo_app():
    from bridgekit.widgets import TABS, app

    page = app(lang="qps")
    for index in range(len(TABS)):  # every tab shown once (the Session tab works out then)
        page.tabs.selected_index = index
    return page


def test_every_tab_of_the_app_in_the_pseudo_language_leaves_nothing_in_english(pseudo_app):
    shown = texts(pseudo_app)
    assert len(shown) > 200  # the walk reached every tab's controls
    left = sorted({w for text in shown for w in english(text)})
    assert left == [], [t for t in shown if english(t)][:20]


def test_the_pseudo_language_reaches_every_tab_title_and_line(pseudo_app):
    from bridgekit.widgets import TABS

    assert all(t.startswith("⟦") for t in pseudo_app.tabs.titles)
    assert len(pseudo_app.tabs.titles) == len(TABS)
    assert all(hint.value and "⟦" in hint.value for hint in pseudo_app.hints)


def _public_modules():
    for info in pkgutil.walk_packages(bridgekit.__path__, "bridgekit."):
        if "._" in info.name or info.name.startswith(("bridgekit.widgets", "bridgekit.io")):
            continue
        yield import_module(info.name)


def test_every_explaining_function_takes_a_language():
    """Each public ``explain*``/``describe`` function or method, and each ``text``/``sheet``
    of a result, says what language it speaks in."""
    missing = []
    for module in _public_modules():
        for name, thing in vars(module).items():
            if name.startswith("_") or getattr(thing, "__module__", None) != module.__name__:
                continue
            members = [(name, thing)] if inspect.isfunction(thing) else []
            if inspect.isclass(thing):
                members = [(f"{name}.{m}", f) for m, f in vars(thing).items()
                           if inspect.isfunction(f) and m in ("explain", "describe", "text",
                                                               "sheet")]
            for qualified, function in members:
                short = qualified.rsplit(".", 1)[-1]
                if not short.startswith(("explain", "describe")) and "." not in qualified:
                    continue
                if "lang" not in inspect.signature(function).parameters:
                    missing.append(f"{module.__name__}.{qualified}")
    assert missing == []


def test_the_app_in_dutch_says_its_tabs_in_dutch_with_decimal_commas():
    from bridgekit.widgets import TABS, app

    page = app(lang="nl")
    with speaking("nl"):
        titles = tuple(_(title) for title, _hint in TABS)
    assert page.tabs.titles == titles
    assert titles[0] == "Frequentiestaat"
    page.tabs.selected_index = 1  # its view made as its tab is shown
    neuberg = page.tabs.children[1]
    shown = " ".join(texts(neuberg))
    assert re.search(r"\b\d+,\d\b", shown), shown[:500]
    assert "19.9" not in shown


def test_switching_the_app_language_says_every_tab_again_in_place():
    from bridgekit.widgets import app

    page = app(lang="en")
    page.tabs.selected_index = 4  # its view made as its tab is shown
    hand = page.tabs.children[4]
    before = [c for c in texts(hand)]
    page.lang = "fr"
    assert page.language.value == "fr"
    assert all(view.lang == "fr" for view in page.tabs.children if hasattr(view, "lang"))
    assert texts(hand) != before
    page.lang = "en"
    assert texts(hand) == before


def marked(text: str, code) -> bool:
    """Whether ``text`` says ``code``'s message from the catalogue (between the markers, its
    slots filled): a sentence the catalogue did not give is a leak even inside another's."""
    parts = re.split(r"\{\w+\}", code.value)
    return re.search("⟦" + ".*?".join(map(re.escape, parts)) + "⟧", text, re.S) is not None


def test_every_row_problem_and_ruling_in_the_pseudo_language_leaves_nothing_in_english():
    """Each code, made by a row (or a value typed), shown from its code: every word is the
    catalogue's, the cell quoted as typed inside its message."""
    from test_problems import MAKES, made

    for code in MAKES:
        for problem in made(code):
            shown = problem.describe(lang="qps")
            assert marked(shown, problem.code) and english(shown) == [], shown


def test_the_traveller_tab_says_a_rows_problems_and_rulings_in_the_pseudo_language():
    from bridgekit.problems import Code
    from bridgekit.widgets import TravellerEditor

    editor = TravellerEditor(lang="qps")
    for values in ({"ns": "1", "ew": "2", "contract": "4Z", "declarer": "N", "result": "="},
                   {"ns": "3", "ew": "4", "contract": "4S", "declarer": "N", "result": "-11"},
                   {"ns": "5", "ew": "6", "ns_score": "A60/40"},
                   {"ns": "7", "ew": "8", "contract": "4S", "declarer": "N", "result": "=",
                    "penalty": "NS 200%"}):
        editor.add_row(values)
    shown = " ".join(said_html(t) for t in [r.error.value for r in editor.rows]
                     + editor.row_scores)
    for code in (Code.CONTRACT, Code.UNDERTRICKS, Code.ARTIFICIAL_RULING):
        assert marked(shown, code), (code, shown)
    assert english(shown) == []


def test_a_row_in_error_on_a_published_score_card_is_said_in_the_pseudo_language():
    from bridgekit.problems import Code
    from bridgekit.result import event_result
    from bridgekit.show.score_cards import row_notes

    event = pd.DataFrame({"board": [1, 1, 1], "ns": [1, 2, 3], "ew": [4, 5, 6],
                          "contract": ["4Z", "4S", "4S"], "declarer": "N",
                          "result": ["=", "+11", "="]})
    with speaking("qps"):
        notes = row_notes(event, event_result(event).rows)
    assert marked(notes[0], Code.CONTRACT) and marked(notes[1], Code.OVERTRICKS)
    assert [n for n in notes if english(n)] == []
