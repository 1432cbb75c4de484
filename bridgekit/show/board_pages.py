"""Board pages as the club's results site prints them: the deal, its double-dummy table and
par beside the traveller and the frequency of each score.

The layout follows the travellers BridgeComposer and BridgeWebs publish: the hand diagram
with the double-dummy tricks and par on the left, the board's results (each row's pairs,
contract, declarer, lead, score, matchpoints or IMPs and percentages) and the frequency
table on the right. Par is the file's: worked out from its double-dummy tags, or its
``OptimumScore`` tag where it has no table (:func:`bridgekit.deals.par_score.board_pars`).
:func:`boards_print_html` puts every board on A4 sheets, several boards to a sheet.
Each page speaks ``lang=`` (the language being spoken when None): its headings, column
headers and numbers (4,50 in Dutch and French).

>>> from bridgekit import event_result, load_sample_event
>>> from bridgekit.show.score_cards import published_event
>>> page = board_page_html(published_event(event_result(load_sample_event())), 17)
>>> "Board 17" in page and "artificial score 60% to N-S, 40% to E-W" in page
True
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from bridgekit.board import Side, board_dealer, board_vulnerability
from bridgekit.columns import cell_text, pair_text
from bridgekit.contract import card_text
from bridgekit.deals.deal import Deal
from bridgekit.errors import BridgekitError
from bridgekit.i18n import NP_, _, fixed, signed, speaking
from bridgekit.pairs.ranking import board_frequencies
from bridgekit.show.hand_records import deal_html, vulnerability_words
from bridgekit.show.html import column_header, escape
from bridgekit.show.score_cards import PublishedEvent, cell, event_line, head, page, played_texts

__all__ = ["board_page_html", "boards_print_html"]

#: the numbers of the traveller and of the frequency table, at matchpoints and at IMPs:
#: column -> header
_NUMBERS = {False: {"ns_mp": NP_("column", "N-S MP"), "ew_mp": NP_("column", "E-W MP"),
                    "ns_pct": NP_("column", "N-S %"), "ew_pct": NP_("column", "E-W %")},
            True: {"ns_imps": NP_("column", "N-S IMPs"), "ew_imps": NP_("column", "E-W IMPs")}}
#: the traveller's and the frequency table's columns, at matchpoints and at IMPs
TRAVELLER_COLUMNS = {
    imps: (NP_("column", "N-S"), NP_("column", "E-W"), NP_("column", "Contract"),
           NP_("column", "By"), NP_("column", "Lead"), NP_("column", "N-S score"),
           NP_("column", "E-W score"), *numbers.values(), NP_("column", "Note"))
    for imps, numbers in _NUMBERS.items()}
FREQUENCY_COLUMNS = {imps: (NP_("column", "N-S score"), NP_("column", "Tables"), *numbers.values())
                     for imps, numbers in _NUMBERS.items()}

#: The height of an A4 sheet's printable area, in CSS pixels (297 mm less the margins).
SHEET_PX = 1000
#: The printed height of a board's hand diagram, double-dummy table and par, in CSS pixels.
HAND_PX = 280
#: The printed height of a table row (10 px type), and of a board's heading and rule.
ROW_PX, HEADING_PX = 15, 30


def _hand_html(event: PublishedEvent, board: int) -> str:
    """The deal, its double-dummy table and par; the dealer and vulnerability alone when
    the file has no deal."""
    hands = event.hands
    if hands is None or board not in hands.index:
        said = _("Dealer {seat}, vulnerable: {who}").format(
            seat=board_dealer(board).spoken, who=vulnerability_words(board_vulnerability(board)))
        return f"<p>{escape(said)}</p>"
    r = hands.loc[board]
    parts = [deal_html(Deal.parse(r.deal), dealer=r.dealer,  # the board is the heading's
                       vulnerability=r.vulnerability)]
    if r.dd is not None:
        parts.append(r.dd._repr_html_())
    if np.isfinite(r.par):
        source = _("from the double-dummy table") if r.par_source == "double dummy" else \
            _("the file's OptimumScore")
        # TRANSLATORS: "Par N-S +620: 4S by N (from the double-dummy table)"
        said = _("Par {side} {score}: {contracts} ({source})").format(
            side=Side.NS.spoken, score=signed(r.par), contracts=r.par_contracts, source=source)
        parts.append(f"<p class='bk-par'>{escape(said)}</p>")
    return "".join(parts)


def _traveller_html(event: PublishedEvent, rows: pd.DataFrame) -> str:
    """The board's results, a row each, pairs linked to their score cards."""
    cards = event.pairs.set_index(["section", "direction", "pair"])["card"]
    howell = bool((event.pairs["direction"] == "").all())
    played, declarer = played_texts(rows)
    ns, ew = pair_text(rows["ns"]), pair_text(rows["ew"])
    columns = [column_header(c) for c in TRAVELLER_COLUMNS[event.imps]]
    score = pd.to_numeric(rows["ns_score"], errors="coerce").to_numpy(float)
    lead = rows["lead"].map(cell_text).map(card_text).to_numpy(object) \
        if "lead" in rows.columns else np.full(len(rows), "", dtype=object)  # ♠A, never SA
    lines = []
    for i, r in enumerate(rows.itertuples(index=False)):
        links = [_pair_link(cards, r.section, "" if howell else side, pair)
                 for side, pair in (("NS", ns[i]), ("EW", ew[i]))]
        numbers = [getattr(r, c) for c in _NUMBERS[event.imps]]
        # a score on its winner's side, 0 on both sides, a ruling's (NaN) on neither
        ns_text = signed(score[i]) if score[i] >= 0 else ""
        ew_text = signed(-score[i]) if score[i] <= 0 else ""
        lines.append("<tr>" + "".join(links) + cell(played[i], left=True) + cell(declarer[i])
                     + cell(lead[i]) + cell(ns_text) + cell(ew_text)
                     + "".join(cell(fixed(x, 2) if np.isfinite(x) else "") for x in numbers)
                     + cell(r.note, left=True) + "</tr>")
    caption = escape(_("The traveller"))
    kind = "bk-trav" if event.imps else "bk-trav bk-trav-mp"
    return (f"<table class='{kind}'><caption>{caption}</caption><thead>{head(*columns)}"
            f"</thead><tbody>{''.join(lines)}</tbody></table>")


def _pair_link(cards: pd.Series, section: str, side: str, pair: str) -> str:
    card = cards.get((section, side, pair), cards.get((section, "", pair)))  # "": a Howell
    if not pair or card is None:
        return cell(pair)
    return f"<td><a href='{escape(card)}'>{escape(pair)}</a></td>"


def _frequencies_html(event: PublishedEvent, rows: pd.DataFrame, board: int) -> str:
    """Each N-S score once, best first, with the tables that had it and what it earned."""
    try:
        table = board_frequencies(rows, board)
    except BridgekitError:
        return ""
    rulings = rows[np.isnan(pd.to_numeric(rows["ns_score"], errors="coerce").to_numpy(float))
                   & (rows["note"] != "")]
    named = dict(zip(rulings["ns_pct"].round(6), rulings["note"], strict=False))
    if event.imps:
        imps = rows.dropna(subset=["ns_score"]).drop_duplicates("ns_score").set_index(
            "ns_score")["ns_imps"]
        table["ns_imps"] = table["ns_score"].map(imps)
        table["ew_imps"] = -table["ns_imps"]
    columns = [column_header(c) for c in FREQUENCY_COLUMNS[event.imps]]
    lines = []
    for r in table.itertuples(index=False):
        what = signed(r.ns_score) if np.isfinite(r.ns_score) else \
            named.get(round(r.ns_pct, 6), _("ruling"))
        lines.append("<tr>" + cell(what, left=True) + cell(r.tables) + "".join(
            cell(fixed(getattr(r, c), 2) if np.isfinite(getattr(r, c)) else "")
            for c in _NUMBERS[event.imps]) + "</tr>")
    caption = _("Each score, best for {side} first").format(side=Side.NS.spoken)
    kind = "bk-freq" if event.imps else "bk-freq bk-freq-mp"
    return (f"<table class='{kind}'><caption>{escape(caption)}</caption><thead>"
            f"{head(*columns)}</thead><tbody>{''.join(lines)}</tbody></table>")


def _board(board: int) -> str:
    return _("Board {board}").format(board=board)


def board_block_html(event: PublishedEvent, board: int, *, level: int = 2,
                     heading: bool = True) -> str:
    """One board: the hand and par beside the traveller and its frequencies (each section
    in turn when the event has several), in the language spoken; headed ``Board N`` (at
    ``level``) unless ``heading`` is False (on the board's own page, whose title says it)."""
    rows = event.scored[event.scored["board"] == board]
    if rows.empty:
        raise BridgekitError(f"board {board!r}: the event has no such board (it has "
                             f"{event.boards[:1]} to {event.boards[-1:]})")
    results = []
    for section, part in rows.groupby("section", sort=True):
        named = escape(_("Section {section}").format(section=section))
        title = f"<h{level + 1}>{named}</h{level + 1}>" if section else ""
        datum = ""
        if event.scoring == "butler" and "datum" in part and np.isfinite(part["datum"]).any():
            said = _("Butler datum: {side} {score}").format(
                side=Side.NS.spoken, score=signed(float(part["datum"].dropna().iloc[0])))
            datum = f"<p>{escape(said)}</p>"
        results.append(title + datum + _traveller_html(event, part)
                       + _frequencies_html(event, part, board))
    cols = (f"<div class='bk-cols'><div class='bk-hand'>{_hand_html(event, board)}"
            f"</div><div>{''.join(results)}</div></div>")
    if not heading:
        return f"<div class='bk-board'>{cols}</div>"
    return (f"<section class='bk-board' aria-labelledby='board-{board}'>"
            f"<h{level} id='board-{board}'><a href='board-{board}.html'>"
            f"{escape(_board(board))}</a></h{level}>{cols}</section>")


def board_page_html(event: PublishedEvent, board: int, *, lang: str | None = None) -> str:
    """The page of one board, with links to the boards before and after it at its top and
    its foot, in ``lang``. The board is named once, in the page's heading."""
    with speaking(lang):
        boards = event.boards
        at = boards.index(board) if board in boards else -1
        links = []
        if at > 0:
            links.append(f"<a href='board-{boards[at - 1]}.html' rel='prev'>"
                         f"\u2190 {escape(_board(boards[at - 1]))}</a>")
        if 0 <= at < len(boards) - 1:
            links.append(f"<a href='board-{boards[at + 1]}.html' rel='next'>"
                         f"{escape(_board(boards[at + 1]))} \u2192</a>")
        label = escape(_("Boards"))
        around = f"<nav aria-label='{label}'>{' '.join(links)}</nav>" if links else ""
        return page(_board(board), around + event_line(event)
                    + board_block_html(event, board, level=1, heading=False) + around,
                    event=event.title)


def board_height(event: PublishedEvent, board: int) -> int:
    """The printed height of a board, in CSS pixels: its hand or its tables, whichever is
    taller (measured in Chromium: a row 15 px at 10 px type, the hand 270 px)."""
    rows = event.scored[event.scored["board"] == board]
    sections = int(rows["section"].nunique())
    lines = len(rows) + int(rows["ns_score"].nunique(dropna=False)) + 4 * sections
    hand = HAND_PX if event.hands is not None and board in event.hands.index else 2 * ROW_PX
    return max(hand, ROW_PX * lines) + HEADING_PX


def sheets(event: PublishedEvent) -> list[list[int]]:
    """The boards of each printed A4 sheet: as many as fit, in order (a board taller than a
    sheet has one to itself)."""
    out: list[list[int]] = []
    used = SHEET_PX
    for board in event.boards:
        need = board_height(event, board)
        if used + need > SHEET_PX:
            out.append([])
            used = 2 * HEADING_PX if len(out) == 1 else 0  # the page's title on the first
        out[-1].append(board)
        used += need
    return out


def boards_print_html(event: PublishedEvent, *, lang: str | None = None) -> str:
    """Every board on one page to print: several boards to an A4 sheet, in ``lang``."""
    with speaking(lang):
        body = "".join("<div class='bk-sheet'>" + "".join(board_block_html(event, b)
                                                          for b in sheet) + "</div>"
                       for sheet in sheets(event))
        return page(_("All boards"), event_line(event) + body, here="boards.html",
                    event=event.title)
