"""The Voila app speaks the page's language in a real browser: ``?lang=nl`` and ``?lang=fr``
in its URL, else the browser's ``Accept-Language``, else English; its tabs' words and a
number's decimal comma on screen, and the switch at the top saying the page again in place.

Marked ``browser``, skipped as the other browser tests are (see tests/widgets/test_browser.py).
"""

from __future__ import annotations

import pytest
from helpers import CHROMIUM, CHROMIUM_ARGS, need_browser
from test_browser_upload import shown as shown_on

from bridgekit.i18n import _, speaking

pytestmark = pytest.mark.browser


def titles_in(lang: str) -> list[str]:
    from bridgekit.widgets import TABS

    with speaking(lang):
        return [_(title) for title, _hint in TABS]


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    need_browser()
    from playwright.sync_api import sync_playwright
    from voila_server import voila_app

    with voila_app() as url, sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield url, chromium
        finally:
            chromium.close()


def open_app(browser, query: str = "", locale: str = "en-GB"):
    url, chromium = browser
    context = chromium.new_context(locale=locale, viewport={"width": 1366, "height": 800})
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.goto(url + query, wait_until="domcontentloaded")
    page.wait_for_selector(".bk-app .bk-traveller .bk-row", timeout=120_000)
    return context, page


def tab_titles(page) -> list[str]:
    return [t.strip() for t in page.locator(".bk-app .lm-TabBar-tab").all_inner_texts()]


def open_tab(page, index: int) -> None:
    page.locator(".bk-app .lm-TabBar-tab").nth(index).click()


@pytest.mark.parametrize("lang", ["nl", "fr"])
def test_the_url_chooses_the_language_its_tabs_speak_with_decimal_commas(browser, lang):
    context, page = open_app(browser, f"?lang={lang}")
    try:
        assert tab_titles(page) == titles_in(lang)
        assert tab_titles(page) != titles_in("en")
        assert page.locator(f".bk-page.bk-lang-{lang}").count() == 1
        # the upload button says "Bestand openen", "Ouvrir un fichier", without a count
        assert shown_on(page.locator(".bk-traveller .bk-upload")) == [
            {"nl": "Bestand openen", "fr": "Ouvrir un fichier"}[lang]]
        open_tab(page, 1)  # Neuberg: Magic Contest's worked example, 19.9 written 19,9
        table = page.locator(".bk-neuberg-table")
        table.wait_for()
        shown = table.inner_text()
        assert "19,9" in shown and "19.9" not in shown, shown[:400]
    finally:
        context.close()


def test_the_browser_language_is_used_when_the_url_names_none(browser):
    context, page = open_app(browser, locale="nl-NL")
    try:
        assert tab_titles(page) == titles_in("nl")
    finally:
        context.close()
    context, page = open_app(browser, locale="de-DE")  # no German: English
    try:
        assert tab_titles(page) == titles_in("en")
    finally:
        context.close()


def test_the_switch_says_the_page_again_in_place_keeping_what_was_typed(browser):
    context, page = open_app(browser, "?lang=nl")
    try:
        contract = page.locator(".bk-traveller .bk-row").nth(0).locator(".bk-contract input")
        contract.fill("6NT")
        contract.press("Tab")
        page.locator(".bk-language select").select_option(label="Français")
        page.wait_for_function("(want) => document.querySelector('.bk-app .lm-TabBar-tab')"
                               ".innerText.trim() === want", arg=titles_in("fr")[0])
        assert tab_titles(page) == titles_in("fr")
        assert contract.input_value() == "6SA"  # 6NT as Dutch and French write it, kept
        page.wait_for_function("document.querySelector('.bk-traveller .bk-upload')"
                               ".textContent.startsWith('Ouvrir')")
        assert shown_on(page.locator(".bk-traveller .bk-upload")) == ["Ouvrir un fichier"]
        assert page.locator(".bk-page.bk-lang-fr").count() == 1
    finally:
        context.close()


def test_a_kernel_made_ready_before_its_visitor_speaks_the_visitors_language(browser):
    """With kernels made ready before their visitors (Voila's preheated kernels, as
    etc/jupyter/voila.json keeps them), the page made in English says itself again in the
    language of the visitor who takes it: ``?lang=nl``, else the browser's (fr-FR)."""
    from voila_server import voila_app

    _url, chromium = browser
    with voila_app(pool=1, fill_delay=1) as url:  # the second visitor's kernel ready too
        for query, locale, lang in (("?lang=nl", "en-GB", "nl"), ("", "fr-FR", "fr")):
            context, page = open_app((url, chromium), query, locale)
            try:
                page.wait_for_function(
                    "(want) => document.querySelector('.bk-app .lm-TabBar-tab')"
                    ".innerText.trim() === want", arg=titles_in(lang)[0])
                assert tab_titles(page) == titles_in(lang)
                assert page.locator(f".bk-page.bk-lang-{lang}").count() == 1
            finally:
                context.close()
