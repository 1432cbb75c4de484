"""Screenshots of what a Dutch and a French teacher, a director and a visitor see, each with
the check that makes it worth keeping: typing in Dutch and French, a walk over a file's
boards, the Swings tab on a point-a-board match, a published page on a 390-pixel phone.
(The projector's are taken by tests/widgets/test_projector.py.)

Marked ``browser``, skipped as the other browser tests are (see tests/widgets/test_browser.py).
With ``BRIDGEKIT_SCREENSHOTS=DIR`` the pictures are kept there (``make screenshots``: docs/).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import screenshot

pytestmark = pytest.mark.browser

PROGRAMS = Path(__file__).resolve().parents[1] / "data" / "programs"


def choose_file(page, button: str, path: Path) -> None:
    with page.expect_file_chooser() as chooser:
        page.locator(button).click()
    chooser.value.set_files(str(path))
    for _ in range(300):  # rows typed before are replaced only when said so
        confirm = page.locator(".bk-confirm button.mod-danger")
        if confirm.is_visible():
            confirm.click()
            return
        if page.locator(".bk-message", has_text=path.name).is_visible():
            return
        page.wait_for_timeout(100)


@pytest.mark.parametrize(("lang", "typed", "shown", "seat"),
                         [("nl", "3sa", "3SA", "Z"), ("fr", "4c", "4♥", "S")])
def test_typing_in_dutch_and_french(open_app, tmp_path, lang, typed, shown, seat):
    """A contract typed as the language says it (Dutch 3SA, French 4C: four hearts) is
    written back as the language shows it, and the declarer list offers its letters."""
    context, page = open_app(query=f"?lang={lang}")
    try:
        row = page.locator(".bk-traveller .bk-row").first
        row.locator(".bk-contract input").fill(typed)
        row.locator(".bk-contract input").press("Tab")  # sent as the box is left
        page.wait_for_function("(want) => [...document.querySelectorAll("
                               "'.bk-traveller .bk-row .bk-contract input')]"
                               ".some(i => i.value === want)", arg=shown)
        letters = row.locator(".bk-declarer select option").all_inner_texts()
        assert seat in letters, letters
        screenshot(page, f"typing-{lang}", tmp_path)
    finally:
        context.close()


def test_a_walk_over_a_files_boards(open_app, tmp_path):
    """A file opened, a walk to its board 2, then a board the file does not have (99): what
    the traveller says then (the board box, the message and the rows on one screen)."""
    context, page = open_app()
    try:
        choose_file(page, ".bk-traveller .bk-upload", PROGRAMS / "ruter.pbn")
        page.locator(".bk-message", has_text="Opened ruter.pbn").wait_for()
        board = page.locator(".bk-traveller .bk-board input")
        for number in ("2", "99"):
            board.fill(number)
            board.press("Enter")
            page.wait_for_timeout(1500)
        assert board.input_value() == "99"
        screenshot(page, "stale-walk", tmp_path)
    finally:
        context.close()


def test_the_swings_tab_on_a_point_a_board_match(open_app, tmp_path):
    """EBUScoreTeams' point-a-board file: its first match said in board points, 3-3 (see
    tests/data/programs/README-teams.md)."""
    context, page = open_app()
    try:
        page.locator(".bk-app .lm-TabBar-tab", has_text="Swings").click()
        choose_file(page, ".bk-swing-upload", PROGRAMS / "ebuscoreteams-pab.xml")
        page.locator(".bk-swing-message", has_text="Opened ebuscoreteams-pab.xml").wait_for()
        summary = page.locator(".bk-swing-summary")
        summary.filter(has_text="1 Acol v 2 Benjamin").wait_for()
        said = summary.inner_text()
        assert "3-3" in said and "VPs" not in said, said
        page.locator(".bk-swing-chart svg").wait_for()
        screenshot(page, "swings-point-a-board", tmp_path)
    finally:
        context.close()


def test_a_published_page_on_a_390_pixel_phone(browser, tmp_path):
    """The ACBL club game published; its first score card on a 390-pixel phone, nothing to
    scroll sideways."""
    from bridgekit.cli import main

    folder = tmp_path / "site"
    assert main(["publish", str(PROGRAMS / "acbl-club-game.html"), str(folder)]) == 0
    _url, chromium = browser
    page = chromium.new_page(viewport={"width": 390, "height": 844})
    try:
        for name in ("index", "card-1"):
            page.goto((folder / f"{name}.html").as_uri())
            assert page.evaluate("document.scrollingElement.scrollWidth") <= 390
            screenshot(page, f"published-390-{name}", tmp_path)
    finally:
        page.close()
