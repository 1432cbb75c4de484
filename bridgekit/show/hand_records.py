"""Hand records as HTML: a deal as a compass diagram, and a session's deals with their
double-dummy tables and par, one board to a printable block.

>>> from bridgekit.deals.deal import Deal
>>> page = deal_html(Deal.parse("N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 "
...                             "KQ52.T.T96.K8753"), board=1, dealer="N", vulnerability="None")
>>> "Board 1" in page and "24 HCP" in page and "♥" in page
True

Both speak the language asked for (``lang=``, else the one being spoken): the board, the
dealer, who is vulnerable, the seats and the headings.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from bridgekit.board import Seat, Side, Vulnerability
from bridgekit.deals.deal import Deal, Hand
from bridgekit.deals.double_dummy import DDTable
from bridgekit.errors import BridgekitError
from bridgekit.i18n import DEFAULT, N_, NP_, _, language, pgettext, signed, speaking
from bridgekit.show.html import escape

__all__ = ["deal_html", "hand_record_html"]

_SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
_SUIT_SYMBOLS = (("♠", "#000"), ("♥", "#c00"), ("♦", "#a65200"), ("♣", "#060"))
#: the honours as a hand diagram prints them (A H V B in Dutch, A R D V in French); the ten
#: is 10 in every language
_HONOURS = {"A": NP_("rank", "A"), "K": NP_("rank", "K"), "Q": NP_("rank", "Q"),
            "J": NP_("rank", "J")}


def _rank_words(ranks: str) -> str:
    """A suit's cards as a diagram shows them: ``A K 10 4`` (``A H 10 4`` in Dutch)."""
    return " ".join("10" if r == "T" else pgettext("rank", _HONOURS[r]) if r in _HONOURS
                    else r for r in ranks)


#: the title a hand record has when it is given none
HAND_RECORD = N_("Hand record")


def vulnerability_words(text: object) -> str:
    """Who is vulnerable, as a page shows it: the text as it is in English (``NS``, ``Both``),
    the language's words in another (``NZ``, ``allen`` in Dutch); a text that names no
    vulnerability as it is.

    >>> with speaking("nl"):
    ...     vulnerability_words("NS"), vulnerability_words("<b>")
    ('NZ', '<b>')
    >>> vulnerability_words("NS")
    'NS'
    """
    if language() == DEFAULT:
        return str(text)
    try:
        return Vulnerability.parse(str(text)).spoken
    except (BridgekitError, ValueError):
        return str(text)


def _hand_html(seat: Seat, hand: Hand | None, dealer: bool) -> str:
    name = _("{seat} (dealer)").format(seat=seat.spoken) if dealer else seat.spoken
    head = f"<div style='font-weight:bold'>{escape(name)}</div>"
    if hand is None:
        return head + "<div>" + escape(_("(not known)")) + "</div>"
    rows = "".join(f"<div><span style='color:{colour}'>{symbol}</span> "
                   f"{escape(_rank_words(ranks) or '—')}</div>"
                   for (symbol, colour), ranks in zip(_SUIT_SYMBOLS, hand.suits, strict=True))
    # TRANSLATORS: a hand's high-card points under its diagram: "24 HCP"
    points = _("{hcp} HCP").format(hcp=hand.hcp)
    return head + rows + f"<div style='color:#555'>{escape(points)}</div>"


def deal_html(deal: Deal, *, board: int | None = None, dealer: Seat | str | None = None,
              vulnerability: str | None = None, lang: str | None = None) -> str:
    """A compass diagram of the deal: each hand by suit (symbols in colour) with its high-card
    points, and the board, dealer and vulnerability in the corner when given, in ``lang``
    (the language being spoken when None).

    >>> deal = Deal.parse("N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 -")
    >>> "(not known)" in deal_html(deal, vulnerability="<b>") and "&lt;b&gt;" in deal_html(
    ...     deal, vulnerability="<b>")
    True
    """
    with speaking(lang):
        dealer_seat = Seat.parse(dealer) if dealer is not None else None
        cells = {seat: _hand_html(seat, deal.hand(seat), seat is dealer_seat) for seat in _SEATS}
        corner = []
        if board is not None:
            corner.append("<b>" + escape(_("Board {board}").format(board=int(board))) + "</b>")
        if dealer_seat is not None:
            corner.append(escape(_("Dealer {seat}").format(seat=dealer_seat.spoken)))
        if vulnerability is not None:
            corner.append(escape(_("Vulnerable: {who}").format(
                who=vulnerability_words(vulnerability))))
        north, east, south, west = (escape(seat.spoken) for seat in _SEATS)
        cell = "padding:4px 10px;vertical-align:top;font-family:sans-serif;font-size:15px"
        return (f"<table class='bk-deal' style='border-collapse:collapse'>"
                f"<tr><td style='{cell}'>{'<br>'.join(corner)}</td>"
                f"<td style='{cell}'>{cells[Seat.NORTH]}</td><td></td></tr>"
                f"<tr><td style='{cell}'>{cells[Seat.WEST]}</td>"
                f"<td style='{cell};text-align:center;color:#595959'>{north}<br>{west} &nbsp; "
                f"{east}<br>{south}</td>"
                f"<td style='{cell}'>{cells[Seat.EAST]}</td></tr>"
                f"<tr><td></td><td style='{cell}'>{cells[Seat.SOUTH]}</td><td></td></tr></table>")


def words_html(text: str) -> str:
    """A paragraph of text (par in words, a file's place), each of its lines on a line of
    its own, escaped.

    >>> words_html("Par is N-S +1520: 7NT= by N or S.\\n<E-W> cannot bid over it.")
    '<p>Par is N-S +1520: 7NT= by N or S.<br>&lt;E-W&gt; cannot bid over it.</p>'
    """
    return "<p>" + "<br>".join(escape(line) for line in text.split("\n")) + "</p>"


def printed_page(title: str, body: str, style: str) -> str:
    """A whole page to print, headed by its title, its ``<html lang>`` the language spoken."""
    return (f"<!DOCTYPE html><html lang='{escape(language())}'><head><meta charset='utf-8'>"
            f"<title>{escape(title)}</title><style>{style}</style></head><body>"
            f"<h1>{escape(title)}</h1>{body}</body></html>")


def _board_html(r: Any, compute: bool) -> str:
    from bridgekit.deals.double_dummy import dd_table
    from bridgekit.deals.par_score import ParError, par

    parts = [deal_html(Deal.parse(r.deal), board=r.board, dealer=r.dealer,
                       vulnerability=r.vulnerability)]
    table = r.dd if isinstance(r.dd, DDTable) else None
    if compute and (table is None or table.lossy):
        table = dd_table(r.deal)
    if table is not None:
        parts.append(table._repr_html_())
        parts = [f"<div style='display:flex;gap:32px;align-items:center'>{''.join(parts)}</div>"]
        try:
            parts.append(words_html(par(table, r.vulnerability, r.dealer).explain()))
        except ParError as exc:
            parts.append(words_html(str(exc)))
    elif np.isfinite(r.optimum_score):
        # TRANSLATORS: {side} is N-S, {score} e.g. +620, {contract} the file's, e.g. 4S N
        said = _("Par (from the file): {side} {score} {contract}").format(
            side=Side.NS.spoken, score=signed(r.optimum_score), contract=r.par_contract)
        parts.append(f"<p>{escape(said)}</p>")
    return "<section class='bk-board'>" + "".join(parts) + "</section>"


def hand_record_html(hand_records: pd.DataFrame, *, title: str = HAND_RECORD,
                     compute: bool = False, lang: str | None = None) -> str:
    """A printable hand record: per board the deal, its double-dummy table and par in words,
    one board to a block, page breaks between blocks when printed.

    ``hand_records`` is what :func:`bridgekit.io.read_hand_records` reads;
    ``compute=True`` computes tables the file lacks (the ``analysis`` extra). The page
    speaks ``lang`` (the language being spoken when None); the default title is translated.
    """
    with speaking(lang):
        title = _(title) if title == HAND_RECORD else title
        boards = "".join(_board_html(r, compute) for r in hand_records.itertuples())
        style = ("body{font-family:sans-serif} section.bk-board{break-inside:avoid;"
                 "margin-bottom:24px;border-bottom:1px solid #ccc;padding-bottom:12px}"
                 ".bk-table td,.bk-table th{padding:2px 8px;text-align:center}")
        return printed_page(title, boards, style)
