"""The app in Chromium, for what only a browser shows: the page loads without a console error
and without lab extensions it does not use, its loading spinner stands still, the upload
buttons say what they do, and a walk through a file keeps one board on screen.

Marked ``browser`` (see test_browser.py for how to run it). sample_hands.pbn holds boards 1
to 4, six results each, with their deals.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_browser_upload import shown

pytestmark = pytest.mark.browser

HANDS = Path(__file__).resolve().parents[2] / "bridgekit" / "data" / "sample_hands.pbn"


@pytest.fixture(scope="module")
def app(app_page):
    """The app's page (tests/widgets/conftest.py), and every error its console logged (the
    page's own errors too)."""
    app_page.wait_for_timeout(2000)  # the lab extensions have loaded (or failed) by now
    return app_page, app_page.errors


def choose(page, path: Path) -> None:
    """Send a file through the Traveller tab's upload button."""
    with page.expect_file_chooser() as chooser:
        page.locator(".bk-traveller .bk-upload").click()
    chooser.value.set_files(str(path))


def walk(page, board: str) -> None:
    box = page.locator(".bk-traveller .bk-board input")
    box.fill(board)
    box.press("Enter")


def test_the_app_page_logs_no_console_error(app):
    # jupytext's lab extension, loaded in Voila, logged RUNTIME-012 on every page: Voila is
    # told not to load it (etc/jupyter)
    page, errors = app
    assert page.locator(".bk-app").count() == 1
    assert errors == []


def test_the_app_page_loads_no_lab_extension_it_does_not_use(app):
    # the page loads the widgets' extensions and nothing else: jupytext's (notebooks as text
    # files) logged RUNTIME-012, and pygments' (code colouring: the app shows no code) cost
    # every visitor three more scripts; etc/jupyter's voila.json leaves both out (anywidget's
    # draws the upload buttons)
    page, _errors = app
    extensions = {url.split("/labextensions/")[1].split("/static/")[0]
                  for url in page.requested if "/labextensions/" in url}
    assert extensions == {"@jupyter-widgets/jupyterlab-manager",
                          "@voila-dashboards/widgets-manager8", "anywidget"}


def test_the_loading_spinner_stands_still(app):
    # a turning spinner has the browser draw the page sixty times a second while the page's
    # scripts run (three visitors at once on a slow machine felt it): the template stops it.
    # The spinner is gone once the app shows, so one is put back to read its style.
    page, _errors = app
    animation = page.evaluate("""() => {
      const loading = document.createElement('div');
      loading.id = 'loading';
      loading.innerHTML = '<svg class="spinner"></svg>';
      document.body.appendChild(loading);
      const name = getComputedStyle(loading.firstChild).animationName;
      loading.remove();
      return name;
    }""")
    assert animation == "none"


def test_the_upload_buttons_say_what_they_do_without_a_count(app):
    page, _errors = app
    # what a reader sees on each tab's button, the tab shown (each tab but the Traveller is
    # made when first shown; ipywidgets' own button wrote "Open a file (0)")
    seen = {}
    for title, css in (("Club v field", ".bk-club-v-field .bk-upload"),
                       ("Swings", ".bk-swing-upload"), ("Deal and par", ".bk-deal-upload"),
                       ("Traveller", ".bk-traveller .bk-upload")):
        page.locator(".bk-app .lm-TabBar-tab", has_text=title).click()
        page.locator(f".bk-app {css} button").wait_for()
        seen[title] = shown(page.locator(f".bk-app {css} button"))
    assert seen == {"Club v field": ["Open a file"], "Swings": ["Open a teams file"],
                    "Deal and par": ["Open hand records"], "Traveller": ["Open a file"]}
    # and what a screen reader says: the button's own text, with no count
    said = page.locator(".bk-app .widget-upload").evaluate_all(
        "buttons => buttons.map(b => b.textContent.trim())")
    assert sorted(said) == ["Open a file", "Open a file", "Open a teams file",
                            "Open hand records"], said


def test_a_walk_through_a_file_keeps_one_board_on_screen(app, tmp_path):
    page, errors = app
    choose(page, HANDS)
    page.locator(".bk-traveller .bk-message", has_text="Opened sample_hands.pbn: board 1").wait_for()
    # the file taken in and the button emptied again: still no count shown
    assert shown(page.locator(".bk-traveller .bk-upload")) == ["Open a file"]
    walk(page, "3")
    page.locator(".bk-traveller .bk-message", has_text="board 3: 3 of 4 in sample_hands.pbn").wait_for()
    page.wait_for_function("(document.querySelector('.bk-traveller-deal .bk-deal-board input')"
                           " || {}).value === '3'")
    walk(page, "99")  # not in the file: the box, the message and the deal agree
    page.locator(".bk-traveller .bk-message",
                 has_text="board 99 is not in sample_hands.pbn: its boards are 1, 2, 3, 4").wait_for()
    page.wait_for_function("document.querySelectorAll('.bk-traveller-deal *').length === 0")
    page.wait_for_function("document.querySelector('.bk-traveller .bk-results')"
                           ".innerText.trim() === ''")
    assert page.locator(".bk-traveller .bk-board input").input_value() == "99"
    assert page.locator(".bk-traveller .bk-download a").count() == 0
    # a file refused: the board of sample_hands.pbn is closed under the refusal
    walk(page, "2")
    page.locator(".bk-traveller .bk-message", has_text="board 2: 2 of 4").wait_for()
    bad = tmp_path / "evil.csv"
    bad.write_text("board,ns\n1,2\n")
    choose(page, bad)
    page.locator(".bk-traveller .bk-message",
                 has_text="Nothing was opened, and the board of sample_hands.pbn is closed.").wait_for()
    page.wait_for_function("document.querySelectorAll('.bk-traveller-deal *').length === 0")
    assert page.locator(".bk-traveller .bk-row").count() == 1
    assert page.locator(".bk-traveller .bk-row .bk-contract input").input_value() == ""
    assert errors == []
