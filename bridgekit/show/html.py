"""Rich display for notebooks, and the one place text becomes markup.

Every text that enters HTML or SVG -- a pair's name, an Event tag, a board label, a
lead, a caption -- goes through :func:`escape` here, whichever renderer of this wing
writes it; tables go through pandas with its escaping on. A file can carry any text,
so nothing it holds is ever written into markup as it is.

>>> escape('</title><img src=x onerror="alert(1)">')
'&lt;/title&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;'
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from typing import Any

import pandas as pd

from bridgekit.format import number

__all__ = ["COLUMN_NAMES", "escape", "frame_html", "lines_html", "table_html"]

#: Column names as a player reads them (``N-S MP``, not ``ns_mp``): tables, widgets, handouts.
COLUMN_NAMES = {
    "ns": "N-S", "ew": "E-W", "contract": "Contract", "declarer": "By", "result": "Result",
    "ns_score": "N-S score", "ns_mp": "N-S MP", "ew_mp": "E-W MP", "ns_pct": "N-S %",
    "ew_pct": "E-W %", "board": "Board", "table1_ns": "Table 1 N-S", "table2_ns": "Table 2 N-S",
    "net": "Net to home", "home_imps": "Home IMPs", "away_imps": "Away IMPs",
    "running": "Running IMPs",
    "home_bam": "Home BAM", "away_bam": "Away BAM", "home_hp": "Home HPs", "away_hp": "Away HPs",
    "low": "From", "high": "Below", "winner": "Winner's HPs", "loser": "Loser's HPs",
    "tables": "Tables", "ns_penalty": "N-S penalty", "ew_penalty": "E-W penalty",
    "par": "Par", "vs_par": "N-S vs par", "vs_par_imps": "IMPs vs par", "group": "Group",
    "penalty": "Penalty", "direction": "Direction", "pair": "Pair", "boards": "Boards",
    "total": "Total", "max": "Max", "pct": "%", "rank": "Rank",
    "datum": "Datum", "ns_imps": "N-S IMPs", "ew_imps": "E-W IMPs",
    # a file's own published numbers, shown beside bridgekit's
    "pbn_mp_ns": "File N-S MP", "pbn_mp_ew": "File E-W MP", "pbn_pct_ns": "File N-S %",
    "pbn_pct_ew": "File E-W %", "usebio_mp_ns": "File N-S MP", "usebio_mp_ew": "File E-W MP",
    "usebio_pct_ns": "File N-S %", "usebio_pct_ew": "File E-W %", "acbl_mp_ns": "File N-S MP",
    "acbl_mp_ew": "File E-W MP", "pbn_imp_ns": "File N-S IMPs", "pbn_imp_ew": "File E-W IMPs",
    "usebio_cross_imp_ns": "File N-S IMPs", "usebio_cross_imp_ew": "File E-W IMPs",
    "usebio_imp_ns": "File N-S IMPs", "usebio_imp_ew": "File E-W IMPs",
    "usebio_butler_ns": "File N-S IMPs", "usebio_butler_ew": "File E-W IMPs",
    "pbn_butler_datum": "File datum", "usebio_datum": "File datum",
}


def escape(text: object) -> str:
    """``text`` (anything: it is made a string first) safe inside an element or a quoted
    attribute value of HTML or SVG: ``&``, ``<``, ``>``, ``"`` and ``'`` become entities.

    >>> escape("<script>alert(1)</script>"), escape(17), escape("N-S 'A+'")
    ('&lt;script&gt;alert(1)&lt;/script&gt;', '17', 'N-S &#x27;A+&#x27;')
    """
    return html.escape(str(text), quote=True)


def frame_html(frame: pd.DataFrame, *, float_format: Callable[[float], str] | None = None,
               **options: Any) -> str:
    """``frame`` as an HTML table: every cell and column name escaped (pandas' escaping, on
    whatever the caller passes), no index, no border."""
    text: str = frame.to_html(index=False, border=0, escape=True, float_format=float_format,
                              **options)
    return text


def table_html(frame: pd.DataFrame, caption: str = "", *, digits: int = 2) -> str:
    """A frame as a plain HTML table (numbers to ``digits`` decimals) under a caption."""
    body = frame_html(frame, float_format=lambda x: number(x, digits), classes="bk-table")
    head = f"<p><b>{escape(caption)}</b></p>" if caption else ""
    return f"<div class='bk-result'>{head}{body}</div>"


def lines_html(heading: str, lines: Iterable[str], *, mark: int | None = None) -> str:
    """A heading and a numbered list of lines (``mark``: the line to show in bold)."""
    items = "".join(f"<li>{'<b>' if i == mark else ''}{escape(t)}"
                    f"{'</b>' if i == mark else ''}</li>" for i, t in enumerate(lines))
    return (f"<div class='bk-result'><p><b>{escape(heading)}</b></p>"
            f"<ol>{items}</ol></div>")
