"""Fixtures shared by several test files: the rule texts parsed, a traveller with bad rows, and
Debian's Chromium for the browser tests."""

import html
import os
import re
import shutil
from pathlib import Path

import pandas as pd
import pytest


def seed_004_tables(data_dir):
    """The four tables of Magic Contest's worked example: (count, result, ns, ew) rows each."""
    text = (data_dir / "seed004_neuberg.txt").read_text(encoding="utf-8")
    tables = []
    for block in text.split("#\tResult\t\tN-S\tE-W")[1:]:
        rows = []
        for line in block.strip().splitlines():
            m = re.fullmatch(r"(\d+)\t(-?\d+)\t\t([\d.]+)\t([\d.]+)", line.strip())
            if not m:
                break
            rows.append((int(m[1]), int(m[2]), float(m[3]), float(m[4])))
        tables.append(rows)
    return tables


def expand(rows):
    return [score for count, score, _, _ in rows for _ in range(count)]


def bad_traveller():
    return pd.DataFrame({
        "board": [1, 1, 1, 1, 1, 1, 2, 2, "x"],
        "ns": [1, 2, 3, 4, 5, 1, 1, 2, 3],
        "ew": [11, 12, 13, 14, 15, 16, 11, 12, 13],
        "contract": ["4S", "4Z", "4S", "3NT", "", "4S", "2H", "2H", "1C"],
        "declarer": ["N", "N", "N", "S", "", "N", "E", "W", "N"],
        "result": ["=", "=", "+1", "+5", "", "-1", "=", "+1", "="],
        "ns_score": ["", "", "420", "", "430", "", "", "", ""],
    })


def screenshot(page, name: str, tmp_path: Path, *, most_bytes: int | None = 200_000) -> Path:
    """A browser test's picture of ``page``, kept in ``BRIDGEKIT_SCREENSHOTS`` (``make
    screenshots``: docs/) or the test's own folder; no larger than ``most_bytes``."""
    folder = Path(os.environ.get("BRIDGEKIT_SCREENSHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    page.screenshot(path=str(path), full_page=False)
    if most_bytes is not None:
        assert path.stat().st_size < most_bytes, f"{path} is {path.stat().st_size} bytes"
    return path


def open_in_traveller(page, path: Path, said: str, rows: int | None = None) -> None:
    """Open ``path`` with the Traveller tab's button and wait for the message that says
    ``said`` (and, given ``rows``, for that many rows on screen); rows typed by an earlier
    test are replaced when the traveller asks. A file that never opens fails naming what
    the page showed instead (its message, its question, its rows, its console's errors, the
    end of the server's log)."""
    with page.expect_file_chooser() as chooser:
        page.locator(".bk-traveller .bk-upload").click()
    chooser.value.set_files(str(path))
    opened = page.locator(".bk-message", has_text=said)
    confirm = page.locator(".bk-confirm button:visible", has_text="Yes, replace them")
    try:
        opened.or_(confirm).first.wait_for()
        if confirm.is_visible():  # the rows typed before are replaced only when said so
            confirm.click()
        opened.wait_for()
        if rows is not None:  # polled every 100 ms, not at each frame drawn
            page.wait_for_function(f"document.querySelectorAll('.bk-traveller .bk-row')"
                                   f".length === {rows}", polling=100)
    except Exception as exc:
        shown = page.locator(".bk-traveller .bk-message").all_inner_texts()
        asked = page.locator(".bk-confirm").all_inner_texts()
        counted = page.evaluate("['.bk-row', '.bk-row-spare'].map(c => "
                                "document.querySelectorAll('.bk-traveller ' + c).length)")
        log = Path(__file__).resolve().parents[1] / ".voila-test.log"  # the server's and
        ended = log.read_text(errors="replace")[-3000:] if log.exists() else ""  # kernels'
        raise AssertionError(
            f"{path.name} not opened: the message {shown!r}, the question {asked!r}, rows and "
            f"spare rows {counted}, the console's errors {getattr(page, 'errors', [])[-5:]!r}; "
            f"the server's log ends:\n{ended}") from exc


#: Debian's Chromium and how the browser tests start it (as root, on a closed network).
CHROMIUM = os.environ.get("BRIDGEKIT_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"]
_HOW = ("browser tests need Debian's Chromium (apt-get install chromium) and the browser extra "
        "(pip install -e '.[browser]'); set BRIDGEKIT_REQUIRE_BROWSER=1 to make this a failure")


def need_browser() -> None:
    """Skip the test, saying how to enable it, when Playwright or Chromium is missing; with
    ``BRIDGEKIT_REQUIRE_BROWSER=1`` (as CI sets) a missing browser is a failure instead."""
    try:
        import playwright.sync_api  # noqa: F401
        missing = None
    except ImportError:
        missing = "Playwright is not installed"
    if missing is None and not (Path(CHROMIUM).exists() or shutil.which(CHROMIUM)):
        missing = f"no Chromium at {CHROMIUM}"
    if missing:
        if os.environ.get("BRIDGEKIT_REQUIRE_BROWSER") == "1":
            pytest.fail(f"{missing}: {_HOW}")
        pytest.skip(f"{missing}: {_HOW}")


#: the pseudo-language's markers: every catalogue message comes back between them
_MARKED = re.compile(r"⟦[^⟦⟧]*⟧")


def untranslated(text: str, allowed: set[str] = frozenset()) -> list[str]:
    """The words of ``text`` (rendered in the pseudo-language ``qps``) that are outside every
    message's markers: English no catalogue translated. Single letters (seats, ranks, 4S's S),
    X and XX, and the ``allowed`` words (names from the data) are not words here."""
    previous = None
    while previous != text:
        previous, text = text, _MARKED.sub(" ", text)
    return [w for w in re.findall(r"[A-Za-zÀ-ÿ]{2,}", text) if w not in allowed | {"XX"}]


_TAG = re.compile(r"<(style|script)\b.*?</\1>|<[^>]*>", re.S)
_SAID_ATTRIBUTES = re.compile(r"""\b(?:title|aria-label|alt|placeholder)=(["'])(.*?)\1""", re.S)


def said(markup: str) -> str:
    """What HTML says to a reader: its text and its said attributes (titles, labels, alt
    texts, placeholders), without tags, styles or scripts."""
    attributes = " ".join(m.group(2) for m in _SAID_ATTRIBUTES.finditer(markup))
    return html.unescape(_TAG.sub(" ", markup) + " " + attributes)


def widget_texts(widget, *, skip: tuple = ()) -> list[str]:
    """Every text a widget tree shows, hidden parts too (a pager, a question, a spare row):
    tab titles, descriptions, placeholders, tooltips, option labels and what its HTML says.
    The widgets in ``skip`` (views of their own) are left out."""
    import ipywidgets as w

    found, stack, seen = [], [widget], {id(s) for s in skip}
    while stack:
        node = stack.pop()
        if id(node) in seen or not isinstance(node, w.Widget):
            continue
        seen.add(id(node))
        if isinstance(node, w.Box):
            stack.extend(node.children)
        if isinstance(node, w.Tab):
            found.extend(node.titles)
        for name in ("description", "placeholder", "tooltip"):
            value = getattr(node, name, None)
            if isinstance(value, str):
                found.append(value)
        if isinstance(node, w.HTML | w.HTMLMath | w.Label):
            found.append(said(node.value))
        found.extend(getattr(node, "_options_labels", None) or ())
    return found
