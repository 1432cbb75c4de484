"""The pages a club publishes after a session: the ranking, every pair's score card and
every board, as one linked static site.

:func:`publish_pages` returns the site as file name -> page: ``index.html`` (the ranking),
``card-1.html`` ... (the score cards, numbered in the order of the ranking),
``board-1.html`` ... (a page a board) and ``boards.html`` (every board, several to an A4
sheet, to print). Every link is relative and every page holds its own style: the folder
opens in a browser from the disk, with no server, no script and nothing fetched.

``bridgekit publish FILE DIR`` writes it as the whole content of the folder DIR
(:func:`bridgekit.io._files.replace_folder`): the site is written beside DIR and swapped
in by a rename, so a failure half way (a full disk, a read-only page, the command killed)
leaves the old site whole and no temporary file, and publishing again leaves none of the
earlier site's pages (a 28-board event's 33 pages do not linger beside a new 2-board
site). DIR is a folder bridgekit owns: new, empty, or one it published to before (its list
of what it wrote, ``.bridgekit-site``, names everything in it). A folder holding anything
else (the club's own ``index.html``, a logo) is refused, naming those files: nothing of the
club's is ever replaced; publish into a folder of its own, such as ``results/`` beside the
club's pages, and link to ``results/index.html``.

The ranking is the event's one ranking (:func:`bridgekit.event_result`): over the field of
sections, or each section's places and the places over every section where they were
scored apart; tied pairs share a place, shown ``2=`` as ``bridgekit score``
prints it. An IMP pairs event is ranked by IMPs (its total, or the average per board when
pairs played different numbers of boards, as ``bridgekit score`` ranks it).

The site speaks ``lang=`` (the language being spoken when None): every heading, column
header and sentence, numbers in the language's form (59,38 in Dutch and French), and each
page's ``<html lang>``.

>>> from bridgekit import event_result, load_sample_event
>>> site = publish_pages(event_result(load_sample_event()))
>>> sorted(site)[:3], "index.html" in site, len([p for p in site if p.startswith("card-")])
(['board-1.html', 'board-10.html', 'board-11.html'], True, 13)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgekit.i18n import _, speaking
from bridgekit.show.board_pages import board_page_html, boards_print_html
from bridgekit.show.html import escape, ranking_columns
from bridgekit.show.score_cards import (
    PublishedEvent,
    event_line,
    head,
    page,
    published_event,
    ranking_groups,
    ranking_rows,
    ranking_said,
    score_card_html,
)

if TYPE_CHECKING:
    from bridgekit.result import EventResult

__all__ = ["publish_pages", "ranking_page_html"]


def ranking_page_html(event: PublishedEvent, *, lang: str | None = None) -> str:
    """The ranking: a table per section and direction, each pair linked to its score card,
    then the list of boards; in ``lang`` (the language being spoken when None)."""
    with speaking(lang):
        said = ranking_said(event, _("Scored by {how}; ranked by the average IMPs per board (pairs "
                                     "played different numbers of boards)."))
        parts = [event_line(event, name=False), f"<p>{escape(said)}</p>"]
        header = head(*ranking_columns(imps=event.imps, sectioned=event.sectioned,
                                       masterpoints=event.masterpoints))
        kind = ("bk-rank-imps" if event.imps else "bk-rank-mp") + \
            ("-won" if event.masterpoints else "")
        for heading, part in ranking_groups(event):
            parts.append(f"<h2>{escape(heading)}</h2><table class='{kind}' aria-label='{escape(heading)}'>"
                         f"<thead>{header}</thead><tbody>{ranking_rows(event, part, links=True)}"
                         "</tbody></table>")
        boards = " ".join(f"<a href='board-{b}.html'>{b}</a>" for b in event.boards)
        heading, to_print = escape(_("Boards")), escape(_("Every board, to print"))
        parts.append(f"<h2>{heading}</h2><p>{boards}</p><p><a href='boards.html'>{to_print}</a></p>")
        return page(event.title or _("Ranking"), "".join(parts), here="index.html")


def publish_pages(result: EventResult, *, lang: str | None = None) -> dict[str, str]:
    """The site of an event: file name -> page (HTML text), every link relative.

    Parameters
    ----------
    result : EventResult
        The event scored once (:func:`bridgekit.event_result`, with its deals to show the
        deal, double-dummy table and par on the board pages).
    lang : str, optional
        The language every page speaks (``en``, ``nl``, ``fr``); by default the language
        being spoken.
    """
    with speaking(lang):
        event = published_event(result)
        site = {"index.html": ranking_page_html(event), "boards.html": boards_print_html(event)}
        for card in event.pairs["card"]:
            site[str(card)] = score_card_html(event, str(card))
        for board in event.boards:
            site[f"board-{board}.html"] = board_page_html(event, board)
        return site
