"""Printable handouts: one board explained, or an event's ranking, as a page of HTML.

A director hands players the board they doubt -- its traveller, the frequency of each
score, how every number was made -- or the ranking with each pair's total and
percentage. The page prints cleanly (a browser's "Print", or :func:`html_to_pdf`).

>>> from bridgekit import load_sample_event
>>> page = board_handout_html(load_sample_event(), 17)
>>> "Board 17" in page and "artificial score 60% to N-S" in page and "<table" in page
True
"""

from __future__ import annotations

import os

import pandas as pd

from bridgekit.board import board_dealer, board_vulnerability
from bridgekit.errors import BridgekitError
from bridgekit.format import fixed, signed
from bridgekit.pairs.event import explain_event_board, score_event
from bridgekit.pairs.factoring import Scale
from bridgekit.pairs.ranking import board_frequencies, rank_pairs
from bridgekit.pairs.scoring import Method
from bridgekit.show.html import COLUMN_NAMES, escape, frame_html

__all__ = ["board_handout_html", "html_to_pdf", "pdf_bytes", "ranking_handout_html"]

_STYLE = ("body{font-family:sans-serif;font-size:14px;margin:24px} table{border-collapse:"
          "collapse;margin:8px 0} td,th{padding:3px 10px;text-align:right;border-bottom:1px "
          "solid #ddd} h1{font-size:22px} h2{font-size:17px;margin-top:22px} "
          "@media print{h2{break-after:avoid} table{break-inside:avoid}}")


def _table(frame: pd.DataFrame) -> str:
    shown = frame.copy()
    if "ns_score" in shown:  # a score as players write it (+420); a ruling has none
        score = pd.to_numeric(shown["ns_score"], errors="coerce")
        shown["ns_score"] = [signed(v) if v == v else "ruling" for v in score]
    shown = shown.rename(columns=COLUMN_NAMES)
    return frame_html(shown, na_rep="", float_format=lambda x: fixed(x, 1))


def _page(title: str, body: str) -> str:
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(title)}"
            f"</title><style>{_STYLE}</style></head><body><h1>{escape(title)}</h1>"
            f"{body}</body></html>")


def board_handout_html(df: pd.DataFrame, board: int, *, method: Method = "neuberg",
                       scale: Scale = "ebu", title: str | None = None) -> str:
    """One board for the players: its traveller scored, each score's frequency and
    matchpoints, and how every result was scored, in words.

    Raises
    ------
    TravellerError
        When the traveller has no scored result on that board.
    """
    scored = score_event(df, method=method, scale=scale)
    rows = scored[pd.to_numeric(scored["board"], errors="coerce") == board]
    frequencies = board_frequencies(scored, board)
    explanation = explain_event_board(df, board, method=method, scale=scale)
    columns = [c for c in ("ns", "ew", "contract", "declarer", "result", "ns_score", "ns_mp",
                           "ew_mp", "ns_pct", "ew_pct") if c in rows.columns]
    lines = "".join(f"<li>{escape(t)}</li>" for t in explanation.lines)
    body = (f"<p>Dealer {escape(board_dealer(board))}, vulnerable: "
            f"{escape(board_vulnerability(board))}</p>"
            f"<h2>The traveller</h2>{_table(rows[columns])}"
            f"<h2>Each score, best for N-S first</h2>{_table(frequencies)}"
            f"<h2>How each result was scored</h2><p>{escape(explanation.heading)}</p>"
            f"<ol>{lines}</ol>")
    return _page(title or f"Board {board}", body)


def ranking_handout_html(scored: pd.DataFrame, *, title: str = "Ranking") -> str:
    """The ranking of a scored event: each pair's boards, total, maximum and percentage."""
    ranking = rank_pairs(scored)
    parts = []
    for direction, part in ranking.groupby("direction", sort=True):
        heading = {"NS": "North-South", "EW": "East-West"}.get(str(direction), "All pairs")
        parts.append(f"<h2>{heading}</h2>{_table(part.drop(columns=['direction']))}")
    body = "".join(parts) + ("<p>Percentage = total matchpoints / the most the pair could "
                             "have scored on the boards it played.</p>")
    return _page(title, body)


def html_to_pdf(page: str, path: str | os.PathLike[str], *,
                chromium: str = "/usr/bin/chromium") -> None:
    """Print a handout to PDF with headless Chromium (Playwright and a Chromium needed).

    The page is printed with JavaScript off and every request refused (a handout is
    one self-contained page), and the PDF's bytes are written as every other output
    is: to a temporary file beside ``path``, flushed to disk, then renamed into
    place, keeping an existing file's permissions. A read-only PDF, a FIFO or a
    device at ``path`` is refused and left as it was; a symbolic link is replaced
    by the new file, never written through.

    Raises
    ------
    BridgekitError
        When Playwright or Chromium is missing, saying what to install.
    FileFormatError
        When ``path`` cannot be written (read-only, not a regular file, no such folder).
    """
    from bridgekit.io._files import atomic_write_bytes, check_writable

    check_writable(path)  # before the browser starts: a FIFO or a read-only file is said at once
    atomic_write_bytes(path, pdf_bytes(page, chromium=chromium))


def pdf_bytes(page: str, *, chromium: str = "/usr/bin/chromium") -> bytes:
    """The PDF of an HTML page, A4 with backgrounds, printed by headless Chromium with
    JavaScript disabled and no request let out (nothing is fetched).

    Raises
    ------
    BridgekitError
        When Playwright or Chromium is missing, saying what to install.
    """
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        raise BridgekitError("printing to PDF needs Playwright: pip install -e "
                             "'.[browser]' (or print the HTML from a browser)") from None
    if not os.path.exists(chromium):
        raise BridgekitError(f"{chromium}: no Chromium there (apt-get install chromium), or "
                             "print the HTML from a browser")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        try:
            context = browser.new_context(java_script_enabled=False)
            context.route("**/*", lambda route: route.abort())
            tab = context.new_page()
            tab.set_content(page)
            return tab.pdf(format="A4", print_background=True)
        finally:
            browser.close()
