"""Printable handouts: one board explained, an event's ranking, a pair's score card.

A director hands players the board they doubt -- its traveller, the frequency of each
score, how every number was made -- or the ranking with each pair's names, total and
percentage (or IMPs), or one pair's personal score card. Every page shows the event's one
scored result (:func:`bridgekit.event_result`, as ``bridgekit check`` scores the file: by
its own method and settings), so a Butler file's ranking is by IMPs. The page prints cleanly (a
browser's "Print", or :func:`html_to_pdf`).

The ranking and the score card are also made as fragments (:func:`ranking_tables_html`,
:func:`score_card_table_html`) that the app's Session tab shows: what is printed is what
is on screen.

>>> from bridgekit import event_result, load_sample_event
>>> page = board_handout_html(event_result(load_sample_event()), 17)
>>> "Board 17" in page and "artificial score 60% to N-S" in page and "<table" in page
True

Every handout speaks ``lang=`` (the language being spoken when None): its headings,
captions, column headers, sentences and ``<html lang>``, with numbers in the language's form
(``82,14`` in Dutch and French). What the file holds (names, the event's tags) is shown as it
is, escaped.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import pandas as pd

from bridgekit.board import Side, board_dealer, board_vulnerability
from bridgekit.columns import pair_text
from bridgekit.contract import shown_contract
from bridgekit.errors import BridgekitError, TravellerError
from bridgekit.i18n import _, fixed, pgettext, signed, speaking
from bridgekit.pairs.ranking import board_frequencies
from bridgekit.show.hand_records import printed_page, vulnerability_words
from bridgekit.show.html import escape, frame_html, ranking_columns, scoring_words, spoken_columns
from bridgekit.show.score_cards import (
    CardHead,
    PublishedEvent,
    card_pair,
    card_rows,
    event_line,
    head,
    played_texts,
    published_event,
    ranking_groups,
    ranking_rows,
    ranking_said,
    seat_words,
    side_rows,
)

if TYPE_CHECKING:
    from bridgekit.result import EventResult

__all__ = ["board_handout_html", "html_to_pdf", "pdf_bytes", "ranking_handout_html",
           "ranking_tables_html", "score_card_handout_html", "score_card_table_html"]

_STYLE = ("body{font-family:sans-serif;font-size:14px;margin:24px} table{border-collapse:"
          "collapse;margin:8px 0} td,th{padding:3px 10px;text-align:right;border-bottom:1px "
          "solid #ddd} td.t,th.t{text-align:left} caption{text-align:left;font-weight:bold} "
          "h1{font-size:22px} h2{font-size:17px;margin-top:22px} "
          "@media print{h2{break-after:avoid} table{break-inside:avoid}}")


def _table(frame: pd.DataFrame) -> str:
    """A frame as the handout's table, in the language being spoken: its column headers,
    scores (+420, or a ruling), contracts, seats and numbers."""
    shown = frame.copy()
    if "ns_score" in shown:  # a score as players write it (+420); a ruling has none
        score = pd.to_numeric(shown["ns_score"], errors="coerce")
        ruling = _("ruling")
        shown["ns_score"] = [signed(v) if v == v else ruling for v in score]
    for column in ("ns_imps", "ew_imps", "datum"):
        if column in shown:
            digits = 0 if column == "datum" else 2
            shown[column] = [signed(v, digits) if v == v else "" for v in
                             pd.to_numeric(shown[column], errors="coerce")]
    if "contract" in shown:
        shown["contract"] = shown["contract"].map(shown_contract)
    if "declarer" in shown:
        shown["declarer"] = shown["declarer"].map(seat_words, na_action="ignore")
    shown = shown.rename(columns={**spoken_columns(), "note": pgettext("column", "Note")})
    return frame_html(shown, na_rep="", float_format=lambda x: fixed(x, 2))


def _event(source: EventResult | PublishedEvent) -> PublishedEvent:
    """The event as published pages show it: ``source`` itself, or the pages' view of its
    one scored result."""
    if isinstance(source, PublishedEvent):
        return source
    if not hasattr(source, "settings"):
        raise BridgekitError(f"{type(source).__name__}: a handout is made from an event scored "
                             "once (bridgekit.event_result) or a PublishedEvent")
    return published_event(source)


def board_handout_html(result: EventResult, board: int, *, title: str | None = None,
                       lang: str | None = None) -> str:
    """One board for the players: its traveller scored, each score's frequency, and how
    every result was scored, in words, by the settings the event was scored with.

    Parameters
    ----------
    result : EventResult
        The event scored once (:func:`bridgekit.event_result`).
    board : int
        The board to explain.
    title : str, optional
        The page's title (default ``Board N``, in ``lang``).
    lang : str, optional
        The language of the page (``en``, ``nl``, ``fr``): its headings, column headers,
        notes, the explanation and numbers, and its ``<html lang>``; default: the one being
        spoken.

    Raises
    ------
    TravellerError
        When the traveller has no scored result on that board.
    """
    with speaking(lang):
        event = _event(result)
        explained = result.explain_board(board)
        if not explained:
            raise TravellerError(f"board {board!r}: the traveller has no rows for that board")
        scored = event.scored
        rows = scored[pd.to_numeric(scored["board"], errors="coerce") == board]
        apart = rows["section"].nunique() > 1 and not result.field  # each section its own
        parts = list(rows.groupby("section", sort=True)) if apart else [("", rows)]
        frequencies = {name: board_frequencies(part, board) for name, part in parts}
        numbers = ["ns_mp", "ew_mp", "ns_pct", "ew_pct"]
        if event.imps:
            numbers = [c for c in ("datum", "ns_imps", "ew_imps") if c in rows.columns]
            imps = {name: part.groupby("ns_score")["ns_imps"].first() for name, part in parts}
            frequencies = {name: table[["ns_score", "tables"]].assign(
                ns_imps=table["ns_score"].map(imps[name])) for name, table in frequencies.items()}
        columns = [c for c in ("ns", "ew", "contract", "declarer", "ns_score", *numbers)
                   if c in rows.columns]
        played, _declarer = played_texts(rows)  # as the site writes it: 4S=, not 4S S 10
        shown = rows[columns].assign(note=rows["note"].astype(str))
        if "contract" in shown:
            shown["contract"] = played
        if rows["section"].nunique() > 1:  # a pair of a field of sections is its section's (A3)
            shown = shown.assign(ns=rows["section"] + pair_text(rows["ns"]),
                                 ew=rows["section"] + pair_text(rows["ew"]))
        # TRANSLATORS: a board handout's first line: the dealer's seat, who is vulnerable and
        # the event's scoring (matchpoints, cross-IMPs, Butler IMPs)
        said = _("Dealer {seat}, vulnerable: {who}; scored by {how}").format(
            seat=board_dealer(board).spoken, who=vulnerability_words(board_vulnerability(board)),
            how=scoring_words(event.scoring))
        headings = (_("The traveller"), _("Each score, best for {side} first").format(
            side=Side.NS.spoken), _("How each result was scored"))
        traveller, each, how = (escape(h) for h in headings)
        words = ""
        for section, explanation in explained:
            named = f"<h3>{escape(_('Section {section}').format(section=section))}</h3>" \
                if section else ""
            lines = "".join(f"<li>{escape(t)}</li>" for t in explanation.lines)
            words += f"{named}<p>{escape(explanation.heading)}</p><ol>{lines}</ol>"
        counts = "".join((f"<h3>{escape(_('Section {section}').format(section=name))}</h3>"
                          if name else "") + _table(table) for name, table in frequencies.items())
        body = (event_line(event) + f"<p>{escape(said)}</p>"
                f"<h2>{traveller}</h2>{_table(shown)}<h2>{each}</h2>{counts}"
                f"<h2>{how}</h2>{words}")
        return printed_page(title or _("Board {board}").format(board=board), body, _STYLE)


def ranking_tables_html(event: PublishedEvent, *, lang: str | None = None) -> str:
    """The ranking as tables, one per direction (and per section where they were scored
    apart): each pair's place (``2=`` for a tie; with sections ranked apart, its place over
    every section too), its players, boards and total with the maximum and percentage, or at
    IMPs the total and the average a board. The event's name, club and date head it, and a
    line says how it was scored and ranked. A fragment of markup (no page around it, no
    links).

    Parameters
    ----------
    event : PublishedEvent
        The event, as :func:`bridgekit.show.score_cards.published_event` shows it.
    lang : str, optional
        The language of the captions, column headers, sentence and numbers (``en``, ``nl``,
        ``fr``); default: the one being spoken.

    >>> from bridgekit import event_result, load_sample_event
    >>> from bridgekit.show.score_cards import published_event
    >>> html = ranking_tables_html(published_event(event_result(load_sample_event())))
    >>> "<caption>N-S pairs</caption>" in html, "ranked by percentage" in html
    (True, True)
    """
    with speaking(lang):
        said = ranking_said(event, _("Scored by {how}; ranked by the average IMPs a board (pairs "
                                     "played different numbers of boards)."))
        parts = [event_line(event), f"<p class='bk-how'>{escape(said)}</p>"]
        columns = ranking_columns(imps=event.imps, sectioned=event.sectioned,
                                  masterpoints=event.masterpoints)
        for caption, part in ranking_groups(event):
            parts.append(f"<div style='overflow-x:auto;max-width:100%'><table class='bk-ranking'>"
                         f"<caption>{escape(caption)}</caption><thead>{head(*columns)}</thead>"
                         f"<tbody>{ranking_rows(event, part)}</tbody></table></div>")
        return "".join(parts)


def score_card_table_html(event: PublishedEvent, card: str, *, lang: str | None = None) -> str:
    """The personal score card of the pair whose card is ``card`` (``card-3.html``, as
    :attr:`PublishedEvent.pairs` names it): its players and place, then each board --
    the opponents, the contract and who played it, the lead, the score from the pair's
    side, its matchpoints (or IMPs) and percentage, the running total -- and the total
    the ranking prints. A fragment of markup (no page around it, no links).

    Parameters
    ----------
    event : PublishedEvent
        The event, as :func:`bridgekit.show.score_cards.published_event` scores it (its
        rows' notes are in the language it was scored in).
    card : str
        The card's file name, as :attr:`PublishedEvent.pairs` names it.
    lang : str, optional
        The language of the card's head, caption, columns, total and numbers (``en``,
        ``nl``, ``fr``); default: the one being spoken.

    Raises
    ------
    BridgekitError
        When no pair has that card.
    """
    with speaking(lang):
        me = card_pair(event, card)
        rows = side_rows(event, me.section, me.direction, str(me.pair))
        top = CardHead.of(event, me, rows=rows)
        return (f"<p class='bk-card-pair'>{escape(top.who)}</p>"
                f"<div style='overflow-x:auto;max-width:100%'>"
                f"<table class='bk-card'><caption>{escape(top.caption)}</caption>"
                f"<thead>{head(*top.columns)}</thead><tbody>{card_rows(event, rows, links=False)}</tbody>"
                f"</table></div><p class='bk-total'>{escape(top.summary)}</p>")


def ranking_handout_html(source: EventResult | PublishedEvent, *, title: str | None = None,
                         lang: str | None = None) -> str:
    """The ranking to print: the event's name, club and date, and a table per section and
    direction with each pair's place, players, boards and total (with the maximum and
    percentage at matchpoints, the average a board at IMPs).

    Parameters
    ----------
    source : EventResult or PublishedEvent
        The event scored once (:func:`bridgekit.event_result`), or as its pages show it
        (:func:`bridgekit.show.score_cards.published_event`).
    title : str, optional
        The page's title (default: the file's ``Event`` tag, else ``Ranking`` in ``lang``).
    lang : str, optional
        The language of the page (``en``, ``nl``, ``fr``): its captions, column headers,
        sentences and numbers, and its ``<html lang>``; default: the one being spoken.
    """
    with speaking(lang):
        event = _event(source)
        return printed_page(title or event.title or _("Ranking"), ranking_tables_html(event), _STYLE)


def score_card_handout_html(source: EventResult | PublishedEvent, card: str, *,
                            title: str | None = None, lang: str | None = None) -> str:
    """A pair's personal score card to print (see :func:`score_card_table_html`); ``source``
    as for :func:`ranking_handout_html`.

    Parameters
    ----------
    source : EventResult or PublishedEvent
        The event, as for :func:`ranking_handout_html`.
    card : str
        The card's file name (``card-3.html``), as :attr:`PublishedEvent.pairs` names it.
    title : str, optional
        The page's title (default ``Score card: pair NS 3``, in ``lang``).
    lang : str, optional
        The language of the page (``en``, ``nl``, ``fr``) and its ``<html lang>``; default:
        the one being spoken.
    """
    with speaking(lang):
        event = _event(source)
        body = event_line(event) + score_card_table_html(event, card)  # refuses an unknown card
        return printed_page(title or CardHead.of(event, card_pair(event, card)).title, body, _STYLE)


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
