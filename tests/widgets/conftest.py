"""What the browser tests share: the app served by Voila once a module, and headless Chromium
(Debian's, driven by Playwright) opening it. Without them the tests are skipped, or fail where
``BRIDGEKIT_REQUIRE_BROWSER=1`` (see tests/widgets/test_browser.py)."""

from __future__ import annotations

import pytest
from helpers import CHROMIUM, CHROMIUM_ARGS, need_browser

#: Where the app has loaded: the Traveller tab shows its first row.
LOADED = ".bk-app .bk-traveller .bk-row"


def _opened(page, url: str) -> None:
    """Load the app in ``page``, whose ``errors`` then keeps every error its console logs
    (the page's own errors too)."""
    page.errors = []
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    page.set_default_timeout(60_000)
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_selector(LOADED, timeout=120_000)


@pytest.fixture(scope="module")
def served():
    """The app's URL and a started Playwright, for one test module."""
    need_browser()
    from playwright.sync_api import sync_playwright
    from voila_server import voila_app

    with voila_app() as url, sync_playwright() as p:
        yield url, p


@pytest.fixture(scope="module")
def browser(served):
    """The app's URL and a headless Chromium, each test opening its own pages."""
    url, p = served
    chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
    try:
        yield url, chromium
    finally:
        chromium.close()


@pytest.fixture(scope="module")
def open_app(browser):
    """``open_app(width=1366, height=800, query="")``: the app loaded in a new context of
    :func:`browser`'s Chromium at that size, as ``(context, page)``; the caller closes it."""
    url, chromium = browser

    def opened(width: int = 1366, height: int = 800, query: str = ""):
        context = chromium.new_context(viewport={"width": width, "height": height})
        page = context.new_page()
        _opened(page, url + query)
        return context, page

    return opened


@pytest.fixture(scope="module")
def app_page(served, tmp_path_factory):
    """The app's one page for a whole module, in a Chromium of its own profile at 1366 x 800:
    ``page.requested`` is every URL it asked for, ``page.errors`` every error its console
    logged (the page's own errors too)."""
    url, p = served
    profile = tmp_path_factory.mktemp("chromium-profile")
    context = p.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS,
        viewport={"width": 1366, "height": 800})
    try:
        page = context.new_page()
        page.requested = []
        page.on("request", lambda request: page.requested.append(request.url))
        _opened(page, url)
        yield page
    finally:
        context.close()
