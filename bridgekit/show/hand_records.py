"""Hand records as HTML: a deal as a compass diagram, and a session's deals with their
double-dummy tables and par, one board to a printable block.

>>> from bridgekit.deals.deal import Deal
>>> page = deal_html(Deal.parse("N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 "
...                             "KQ52.T.T96.K8753"), board=1, dealer="N", vulnerability="None")
>>> "Board 1" in page and "24 HCP" in page and "♥" in page
True
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from bridgekit.board import Seat
from bridgekit.deals.deal import Deal, Hand
from bridgekit.deals.double_dummy import DDTable
from bridgekit.format import signed
from bridgekit.show.html import escape

__all__ = ["deal_html", "hand_record_html"]

_SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
_SUIT_SYMBOLS = (("♠", "#000"), ("♥", "#c00"), ("♦", "#a65200"), ("♣", "#060"))


def _hand_html(seat: Seat, hand: Hand | None, note: str) -> str:
    head = f"<div style='font-weight:bold'>{escape(seat)}{escape(note)}</div>"
    if hand is None:
        return head + "<div>(not known)</div>"
    rows = "".join(f"<div><span style='color:{colour}'>{symbol}</span> "
                   f"{escape(' '.join('10' if r == 'T' else r for r in ranks) or '—')}</div>"
                   for (symbol, colour), ranks in zip(_SUIT_SYMBOLS, hand.suits, strict=True))
    return head + rows + f"<div style='color:#555'>{hand.hcp} HCP</div>"


def deal_html(deal: Deal, *, board: int | None = None, dealer: Seat | str | None = None,
              vulnerability: str | None = None) -> str:
    """A compass diagram of the deal: each hand by suit (symbols in colour) with its high-card
    points, and the board, dealer and vulnerability in the corner when given.

    >>> deal = Deal.parse("N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 -")
    >>> "(not known)" in deal_html(deal, vulnerability="<b>") and "&lt;b&gt;" in deal_html(
    ...     deal, vulnerability="<b>")
    True
    """
    dealer_seat = Seat.parse(dealer) if dealer is not None else None
    cells = {seat: _hand_html(seat, deal.hand(seat), " (dealer)" if seat is dealer_seat else "")
             for seat in _SEATS}
    corner = []
    if board is not None:
        corner.append(f"<b>Board {escape(int(board))}</b>")
    if dealer_seat is not None:
        corner.append(f"Dealer {escape(dealer_seat)}")
    if vulnerability is not None:
        corner.append(f"Vulnerable: {escape(vulnerability)}")
    cell = "padding:4px 10px;vertical-align:top;font-family:sans-serif;font-size:15px"
    return (f"<table class='bk-deal' style='border-collapse:collapse'>"
            f"<tr><td style='{cell}'>{'<br>'.join(corner)}</td>"
            f"<td style='{cell}'>{cells[Seat.NORTH]}</td><td></td></tr>"
            f"<tr><td style='{cell}'>{cells[Seat.WEST]}</td>"
            f"<td style='{cell};text-align:center;color:#595959'>N<br>W &nbsp; E<br>S</td>"
            f"<td style='{cell}'>{cells[Seat.EAST]}</td></tr>"
            f"<tr><td></td><td style='{cell}'>{cells[Seat.SOUTH]}</td><td></td></tr></table>")


def words_html(text: str) -> str:
    """A paragraph of text (par in words, a file's place), each of its lines on a line of
    its own, escaped.

    >>> words_html("Par is N-S +1520: 7NT= by N or S.\\n<E-W> cannot bid over it.")
    '<p>Par is N-S +1520: 7NT= by N or S.<br>&lt;E-W&gt; cannot bid over it.</p>'
    """
    return "<p>" + "<br>".join(escape(line) for line in text.split("\n")) + "</p>"


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
        parts.append(f"<p>Par (from the file): N-S {escape(signed(r.optimum_score))} "
                     f"{escape(r.par_contract)}</p>")
    return "<section class='bk-board'>" + "".join(parts) + "</section>"


def hand_record_html(hand_records: pd.DataFrame, *, title: str = "Hand record",
                     compute: bool = False) -> str:
    """A printable hand record: per board the deal, its double-dummy table and par in words,
    one board to a block, page breaks between blocks when printed.

    ``hand_records`` is what :func:`bridgekit.io.read_hand_records` reads;
    ``compute=True`` computes tables the file lacks (the ``analysis`` extra).
    """
    boards = "".join(_board_html(r, compute) for r in hand_records.itertuples())
    style = ("body{font-family:sans-serif} section.bk-board{break-inside:avoid;"
             "margin-bottom:24px;border-bottom:1px solid #ccc;padding-bottom:12px}"
             ".bk-table td,.bk-table th{padding:2px 8px;text-align:center}")
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(title)}</title>"
            f"<style>{style}</style></head><body><h1>{escape(title)}</h1>{boards}</body></html>")
