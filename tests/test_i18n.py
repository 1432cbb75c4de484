"""The catalogues are whole and honest: every message translated into Dutch and French with the
same slots, the shipped .mo files made from the .po files, no catalogue loaded by ``import
bridgekit``; and the language is chosen as a page, a browser and a terminal ask for it."""

import importlib.util
import io
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgekit import format as fmt
from bridgekit.errors import BridgekitError
from bridgekit.i18n import (
    LANGUAGES,
    PSEUDO,
    _,
    check_language,
    language,
    language_from,
    language_of_environment,
    ngettext,
    number,
    percent,
    speaking,
)

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("catalogue", ROOT / "scripts" / "catalogue.py")
catalogue = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(catalogue)

TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]


def _key(message):
    mid = message.id if isinstance(message.id, str) else message.id[0]
    return (message.context, mid)


@pytest.fixture(scope="module")
def source():
    return {_key(m): m for m in catalogue.extract() if m.id}


@pytest.fixture(scope="module", params=TRANSLATED)
def translated(request):
    lang = request.param
    return lang, catalogue.read(catalogue.po_path(lang), lang)


def _slots(text):
    """The named slots of a message (one may be said twice in a language's sentence)."""
    return sorted({name for _lit, name, _spec, _conv in string.Formatter().parse(text)
                   if name is not None})


def test_every_message_of_the_source_is_translated(source, translated):
    lang, catalog = translated
    have = {_key(m): m for m in catalog if m.id}
    missing = [k for k in source if k not in have]
    empty = [k for k, m in have.items() if k in source and
             (m.fuzzy or not all(m.string if isinstance(m.string, tuple) else [m.string]))]
    assert not missing, f"{lang}: {len(missing)} messages not in the catalogue, e.g. {missing[:5]}"
    assert not empty, f"{lang}: {len(empty)} messages not translated, e.g. {empty[:5]}"


def test_the_catalogue_holds_no_message_the_source_lost(source, translated):
    lang, catalog = translated
    stale = [_key(m) for m in catalog if m.id and _key(m) not in source]
    assert not stale, f"{lang}: run make catalogues; gone from the source: {stale[:5]}"


def test_every_translation_keeps_the_english_slots(translated):
    lang, catalog = translated
    wrong = []
    for m in catalog:
        if not m.id:
            continue
        if isinstance(m.id, tuple):
            pairs = [(m.id[0], m.string[0]), *((m.id[1], s) for s in m.string[1:])]
        else:
            pairs = [(m.id, m.string)]
        for english, text in pairs:
            try:
                if _slots(english) != _slots(text):
                    wrong.append((english, text))
            except ValueError:
                wrong.append((english, text))
    assert not wrong, f"{lang}: slots differ from the English: {wrong[:5]}"


def test_markdown_and_markers_survive_translation(translated):
    lang, catalog = translated
    for m in catalog:
        if isinstance(m.id, str) and m.id:
            assert m.id.count("**") == m.string.count("**"), (lang, m.id)
            assert m.id.startswith("#") == m.string.startswith("#"), (lang, m.id)


def test_the_shipped_mo_files_are_made_from_the_po_files(translated):
    lang, catalog = translated
    made = io.BytesIO()
    write_mo(made, catalog, use_fuzzy=False)
    shipped = catalogue.po_path(lang).with_suffix(".mo").read_bytes()
    assert made.getvalue() == shipped, f"{lang}: run make catalogues (the .mo is stale)"


def test_the_template_is_the_source(source):
    template = {_key(m) for m in catalogue.read(catalogue.POT) if m.id}
    assert template == set(source), "run make catalogues (bridgekit.pot is stale)"


def test_no_message_is_an_f_string():
    pattern = re.compile(r"\b(?:_|N_|ngettext|pgettext|NP_)\(\s*(?:\"[^\"]*\",\s*)?[rb]?f[\"']")
    found = [f"{path.relative_to(ROOT)}:{n}" for path in sorted((ROOT / "bridgekit").rglob("*.py"))
             for n, line in enumerate(path.read_text("utf-8").splitlines(), 1)
             if pattern.search(line)]
    assert not found, f"an f-string cannot be looked up in a catalogue: {found}"


def test_import_bridgekit_loads_no_catalogue_and_no_babel():
    code = ("import sys, bridgekit, bridgekit.i18n as i; "
            "bridgekit.explain_board([420, 450, 170]); "
            "print(i._catalogue.cache_info().currsize, 'babel' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["0", "False"]


def test_speaking_nests_and_comes_back():
    assert language() == "en"
    with speaking("nl"):
        with speaking("fr"):
            assert language() == "fr"
        with speaking(None):
            assert language() == "nl"
        assert language() == "nl"
    assert language() == "en"


def test_numbers_for_people_follow_the_language_files_do_not():
    with speaking("nl"):
        assert (number(4.5), percent(59.9, 1)) == ("4,5", "59,9%")
        assert (fmt.number(4.5), fmt.percent(59.9, 1)) == ("4.5", "59.9%")
    with speaking("fr"):
        assert (number(19.94, 1), percent(59.9, 1)) == ("19,9", "59,9\u00a0%")
    assert (number(4.5), percent(59.9, 1)) == ("4.5", "59.9%")


def test_plurals_follow_each_language_rule():
    from bridgekit.i18n import _catalogue

    assert [_catalogue("nl").plural(n) for n in (0, 1, 2)] == [1, 0, 1]
    assert [_catalogue("fr").plural(n) for n in (0, 1, 2)] == [0, 0, 1]  # 0 donne, 1 donne
    assert ngettext("{n} thing", "{n} things", 0) == "{n} things"


@pytest.mark.parametrize(("query", "accept", "expected"), [
    ("lang=nl", None, "nl"),
    ("?lang=fr&board=3", "nl", "fr"),
    ("lang=de", "fr-BE,fr;q=0.9", "fr"),
    ("", "de-DE,de;q=0.9,nl;q=0.8,en;q=0.7", "nl"),
    ("", "en;q=0.5,fr;q=0.8", "fr"),
    (None, "*", "en"),
    (None, None, "en"),
    ("lang=", "xx;q=abc", "en"),
])
def test_the_app_reads_its_language_from_the_url_then_the_browser(query, accept, expected):
    assert language_from(query, accept) == expected


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANGUAGE": "nl_BE:fr", "LANG": "en_GB.UTF-8"}, "nl"),
    ({"LANGUAGE": "de:fr"}, "fr"),
    ({"LC_ALL": "fr_FR.UTF-8", "LANG": "nl_NL.UTF-8"}, "fr"),
    ({"LANG": "nl_NL.UTF-8"}, "nl"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({}, "en"),
])
def test_a_terminal_asks_as_gettext_reads_it(environ, expected):
    assert language_of_environment(environ) == expected


def test_an_unknown_language_is_a_clear_error():
    with pytest.raises(BridgekitError, match=r"lang='de': expected one of en, nl, fr"):
        check_language("de")
    assert (check_language("nl-BE"), check_language("FR_fr"), check_language(None)) == \
        ("nl", "fr", "en")


def test_english_is_the_source_and_needs_no_catalogue():
    assert _("never in any catalogue") == "never in any catalogue"
    with speaking("nl"):
        assert _("never in any catalogue") == "never in any catalogue"
    with speaking("qps"):
        assert _("a message") == "⟦a message⟧"


def test_the_glossaries_beside_the_notebooks_come_from_the_catalogues(translated):
    lang, _catalog = translated
    shipped = (ROOT / "notebooks" / f"glossary.{lang}.md").read_text("utf-8")
    assert shipped == catalogue.glossary(lang), "run make catalogues"
    assert shipped.startswith("# ") and "**" in shipped


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.text(), st.binary(), st.integers(), st.none(), st.lists(st.text())))
def test_any_lang_is_a_language_or_a_clear_short_error(value):
    try:
        assert check_language(value) in (*LANGUAGES, PSEUDO)
    except BridgekitError as exc:
        assert str(exc).startswith("lang=") and "expected one of en, nl, fr" in str(exc)
        assert len(str(exc)) < 200  # a hostile value is clipped, not echoed whole


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.none(), st.text()), st.one_of(st.none(), st.text()),
       st.dictionaries(st.sampled_from(["LANGUAGE", "LC_ALL", "LANG", "LC_MESSAGES"]),
                       st.text()))
def test_a_hostile_address_header_or_environment_falls_back_to_a_language(query, accept, env):
    """Whatever a URL, a browser or a terminal sends, the app and the command speak one of
    their languages (English when nothing they send is one): nothing raises."""
    assert language_from(query, accept) in LANGUAGES
    assert language_of_environment(env) in LANGUAGES
