"""Rich display for notebooks, and the one place text becomes markup.

Every text that enters HTML or SVG -- a pair's name, an Event tag, a board label, a
lead, a caption -- goes through :func:`escape` here, whichever renderer of this wing
writes it; tables go through pandas with its escaping on. A file can carry any text,
so nothing it holds is ever written into markup as it is.

>>> escape('</title><img src=x onerror="alert(1)">')
'&lt;/title&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;'

Column headers and numbers shown to people speak the language being spoken
(:func:`spoken_columns`, :func:`table_html`); :data:`COLUMN_NAMES` stays English.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from typing import Any

import pandas as pd

from bridgekit.i18n import N_, NP_, _, number, pgettext, speaking

__all__ = ["COLUMN_NAMES", "SCORING_WORDS", "escape", "frame_html", "lines_html",
           "ranking_columns", "scoring_words", "spoken_columns", "table_html"]

#: Column names as a player reads them (``N-S MP``, not ``ns_mp``): tables, widgets, handouts.
#: English, as the catalogue holds them (context ``column``); :func:`spoken_columns` gives
#: them in the language being spoken.
COLUMN_NAMES = {
    "ns": NP_("column", "N-S"), "ew": NP_("column", "E-W"),
    "contract": NP_("column", "Contract"), "declarer": NP_("column", "By"),
    "result": NP_("column", "Result"), "ns_score": NP_("column", "N-S score"),
    "ns_mp": NP_("column", "N-S MP"), "ew_mp": NP_("column", "E-W MP"),
    "ns_pct": NP_("column", "N-S %"), "ew_pct": NP_("column", "E-W %"),
    "board": NP_("column", "Board"), "table1_ns": NP_("column", "Table 1 N-S"),
    "table2_ns": NP_("column", "Table 2 N-S"), "net": NP_("column", "Net to home"),
    "home_imps": NP_("column", "Home IMPs"), "away_imps": NP_("column", "Away IMPs"),
    "running": NP_("column", "Running IMPs"),
    "home_bam": NP_("column", "Home BAM"), "away_bam": NP_("column", "Away BAM"),
    "home_hp": NP_("column", "Home HPs"), "away_hp": NP_("column", "Away HPs"),
    "low": NP_("column", "From"), "high": NP_("column", "Below"),
    "winner": NP_("column", "Winner's HPs"), "loser": NP_("column", "Loser's HPs"),
    "tables": NP_("column", "Tables"), "ns_penalty": NP_("column", "N-S penalty"),
    "ew_penalty": NP_("column", "E-W penalty"), "par": NP_("column", "Par"),
    "vs_par": NP_("column", "N-S vs par"), "vs_par_imps": NP_("column", "IMPs vs par"),
    "group": NP_("column", "Group"), "penalty": NP_("column", "Penalty"),
    "section": NP_("column", "Section"),
    "direction": NP_("column", "Direction"), "pair": NP_("column", "Pair"),
    "boards": NP_("column", "Boards"), "total": NP_("column", "Total"),
    "max": NP_("column", "Max"), "pct": NP_("column", "%"), "rank": NP_("column", "Rank"),
    "datum": NP_("column", "Datum"), "ns_imps": NP_("column", "N-S IMPs"),
    "ew_imps": NP_("column", "E-W IMPs"),
    # a file's own published numbers, shown beside bridgekit's
    "pbn_mp_ns": NP_("column", "File N-S MP"), "pbn_mp_ew": NP_("column", "File E-W MP"),
    "pbn_pct_ns": NP_("column", "File N-S %"), "pbn_pct_ew": NP_("column", "File E-W %"),
    "usebio_mp_ns": NP_("column", "File N-S MP"), "usebio_mp_ew": NP_("column", "File E-W MP"),
    "usebio_pct_ns": NP_("column", "File N-S %"), "usebio_pct_ew": NP_("column", "File E-W %"),
    "acbl_mp_ns": NP_("column", "File N-S MP"), "acbl_mp_ew": NP_("column", "File E-W MP"),
    "pbn_imp_ns": NP_("column", "File N-S IMPs"), "pbn_imp_ew": NP_("column", "File E-W IMPs"),
    "usebio_cross_imp_ns": NP_("column", "File N-S IMPs"),
    "usebio_cross_imp_ew": NP_("column", "File E-W IMPs"),
    "usebio_imp_ns": NP_("column", "File N-S IMPs"), "usebio_imp_ew": NP_("column", "File E-W IMPs"),
    "usebio_butler_ns": NP_("column", "File N-S IMPs"),
    "usebio_butler_ew": NP_("column", "File E-W IMPs"),
    "pbn_butler_datum": NP_("column", "File datum"), "usebio_datum": NP_("column", "File datum"),
}


def column_header(text: str) -> str:
    """A column's header (an English header of :data:`COLUMN_NAMES` or another one marked
    ``NP_("column", ...)``) in the language being spoken."""
    return pgettext("column", text)


#: How each scoring is named on a page (English, as the catalogue holds them).
SCORING_WORDS = {"matchpoints": N_("matchpoints"), "cross-imps": N_("cross-IMPs"),
                 "butler": N_("Butler IMPs")}
#: A ranking's columns (context ``column``): place, overall place, names, numbers.
_PLACE, _OVERALL = NP_("column", "Place"), NP_("column", "Overall")
_NAMES = (NP_("column", "Pair"), NP_("column", "Names"), NP_("column", "Boards"))
_NUMBERS = {True: (NP_("column", "IMPs"), NP_("column", "Average")),
            False: (NP_("column", "Total"), NP_("column", "Max"), NP_("column", "%"))}


def scoring_words(scoring: str) -> str:
    """A scoring (``matchpoints``, ``cross-imps``, ``butler``) as a page names it, in the
    language being spoken; another scoring as it is."""
    return _(SCORING_WORDS[scoring]) if scoring in SCORING_WORDS else scoring


#: the masterpoints a pair won, where the file awards them (an ACBL game)
# TRANSLATORS: a ranking's column: the masterpoints each pair won (ACBL's awards)
_MASTERPOINTS = NP_("column", "Masterpoints")


def ranking_columns(*, imps: bool, sectioned: bool, masterpoints: bool = False) -> list[str]:
    """A ranking table's headers in the language being spoken: the place (and the overall
    place of a field of sections), the pair, its names and boards, then its IMPs and average
    or its total, maximum and percentage, and the masterpoints won where the file has them."""
    return [column_header(c) for c in (_PLACE, *([_OVERALL] if sectioned else []), *_NAMES,
                                       *_NUMBERS[imps],
                                       *([_MASTERPOINTS] if masterpoints else []))]


def spoken_columns(lang: str | None = None) -> dict[str, str]:
    """:data:`COLUMN_NAMES` in ``lang`` (the language being spoken when None), for
    ``frame.rename(columns=...)``.

    >>> spoken_columns("nl")["ns_mp"], spoken_columns("fr")["ew_pct"], spoken_columns()["ns"]
    ('NZ MP', 'EO %', 'N-S')
    """
    with speaking(lang):
        return {key: column_header(text) for key, text in COLUMN_NAMES.items()}


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
