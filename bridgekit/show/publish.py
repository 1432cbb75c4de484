"""The pages a club publishes after a session: the ranking, every pair's score card and
every board, as one linked static site.

:func:`publish_pages` returns the site as file name -> page: ``index.html`` (the ranking),
``card-1.html`` ... (the score cards, numbered in the order of the ranking),
``board-1.html`` ... (a page a board) and ``boards.html`` (every board, several to an A4
sheet, to print). Every link is relative and every page holds its own style: the folder
opens in a browser from the disk, with no server, no script and nothing fetched.
``bridgekit publish FILE DIR`` writes it.

The ranking shows each section's places and, when there are several sections, the
places over the whole field; tied pairs share a place, shown ``2=`` as ``bridgekit score``
prints it. An IMP pairs event is ranked by IMPs (its total, or the average per board when
pairs played different numbers of boards, as ``bridgekit score`` ranks it).

>>> from bridgekit import load_sample_event
>>> site = publish_pages(load_sample_event())
>>> sorted(site)[:3], "index.html" in site, len([p for p in site if p.startswith("card-")])
(['board-1.html', 'board-10.html', 'board-11.html'], True, 13)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pandas as pd

from bridgekit.board import Side
from bridgekit.format import fixed
from bridgekit.show.board_pages import board_page_html, boards_print_html
from bridgekit.show.html import escape
from bridgekit.show.score_cards import (
    PublishedEvent,
    cell,
    event_line,
    head,
    page,
    published_event,
    score_card_html,
)

__all__ = ["publish_pages", "ranking_page_html"]

_SCORINGS = {"matchpoints": "matchpoints", "cross-imps": "cross-IMPs",
             "butler": "Butler IMPs"}


def _ranking_table(event: PublishedEvent, part: pd.DataFrame, caption: str) -> str:
    columns = ["Place", *(["Overall"] if event.sectioned else []), "Pair", "Names", "Boards"]
    columns += ["IMPs", "Average"] if event.imps else ["Total", "Max", "%"]
    lines = []
    for r in part.itertuples(index=False):
        numbers = [fixed(r.total, 2), fixed(r.average, 2)] if event.imps else \
            [fixed(r.total, 2), fixed(r.max, 1), fixed(r.pct, 2)]
        lines.append("<tr>" + cell(r.rank) + (cell(r.overall) if event.sectioned else "")
                     + f"<td><a href='{escape(r.card)}'>{escape(r.pair)}</a></td>"
                     + cell(r.names, left=True) + cell(r.boards)
                     + "".join(cell(n) for n in numbers) + "</tr>")
    return (f"<table aria-label='{escape(caption)}'><thead>{head(*columns)}</thead>"
            f"<tbody>{''.join(lines)}</tbody></table>")


def ranking_page_html(event: PublishedEvent) -> str:
    """The ranking: a table per section and direction, each pair linked to its score card,
    then the list of boards."""
    parts = [event_line(event)]
    how = _SCORINGS.get(event.scoring, event.scoring)
    if event.imps:
        by = "the average IMPs per board (pairs played different numbers of boards)" \
            if event.ranked_by == "average" else "the total IMPs"
        parts.append(f"<p>Scored by {escape(how)}; ranked by {escape(by)}.</p>")
    else:
        parts.append("<p>Scored by matchpoints; ranked by percentage: total matchpoints / "
                     "the most the pair could have scored on the boards it played.</p>")
    for (section, direction), part in event.pairs.groupby(["section", "direction"], sort=True):
        side = {"NS": f"{Side.NS} pairs", "EW": f"{Side.EW} pairs"}.get(direction, "All pairs")
        heading = f"Section {section}: {side}" if section else side
        parts.append(f"<h2>{escape(heading)}</h2>{_ranking_table(event, part, heading)}")
    boards = " ".join(f"<a href='board-{b}.html'>{b}</a>" for b in event.boards)
    parts.append(f"<h2>Boards</h2><p>{boards}</p><p><a href='boards.html'>Every board, to "
                 "print</a></p>")
    return page(event.title or "Ranking", "".join(parts), here="index.html")


def publish_pages(df: pd.DataFrame, *, hand_records: pd.DataFrame | None = None,
                  score: Callable[[pd.DataFrame], pd.DataFrame] | None = None,
                  **options: Any) -> dict[str, str]:
    """The site of an event: file name -> page (HTML text), every link relative.

    Parameters
    ----------
    df : pandas.DataFrame
        A traveller as :func:`bridgekit.io.read_event` reads it.
    hand_records : pandas.DataFrame, optional
        :func:`bridgekit.io.read_hand_records`'s frame: the deals, double-dummy tables
        and par the board pages show.
    score : callable, optional
        Scores one section's rows (the command line passes ``bridgekit check``'s scorer).
    **options
        The scoring conventions, as for ``bridgekit check`` (see
        :func:`bridgekit.pairs.published.score_published`); by default the file's own.
    """
    event = published_event(df, hand_records=hand_records, score=score, **options)
    site = {"index.html": ranking_page_html(event), "boards.html": boards_print_html(event)}
    for card in event.pairs["card"]:
        site[str(card)] = score_card_html(event, str(card))
    for board in event.boards:
        site[f"board-{board}.html"] = board_page_html(event, board)
    return site
