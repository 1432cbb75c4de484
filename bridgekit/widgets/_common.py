"""Small helpers shared by the widgets."""

from __future__ import annotations

import html

import ipywidgets as w
import pandas as pd

from bridgekit.show.html import COLUMN_NAMES


def error_html(exc: BaseException) -> str:
    """An exception as a message for the page: a bad input says what is wrong; anything
    else is said plainly too, never swallowed (the widget keeps what was typed)."""
    from bridgekit.errors import BridgekitError

    if isinstance(exc, BridgekitError):
        text = str(exc)
    else:
        text = (f"bridgekit could not score this ({type(exc).__name__}: {exc}). What you typed "
                "is kept; please report it with the input that caused it.")
    return f"<span class='bk-error' style='color:#b00'>⚠ {html.escape(text, quote=False)}</span>"


def shows_errors(target: str):
    """Decorate a widget's update: any exception is shown in ``self.<target>`` (an HTML
    widget) instead of leaving the page stale; what the user typed is not touched."""
    import functools

    def wrap(update):
        @functools.wraps(update)
        def run(self, *args, **kwargs):
            try:
                return update(self, *args, **kwargs)
            except Exception as exc:
                getattr(self, target).value = error_html(exc)
                return None
        return run
    return wrap


#: What a player reads for each column name the core uses.
FRIENDLY = COLUMN_NAMES  # column names as a player reads them (bridgekit.show.html)


def frame_html(frame: pd.DataFrame, *, css: str, highlight: int | None = None,
               digits: int = 1) -> str:
    """A DataFrame as an HTML table with a stable CSS class; ``highlight`` marks one row.

    Column names are shown as a player reads them (``N-S MP``, not ``ns_mp``)."""
    frame = frame.rename(columns=FRIENDLY)
    cell = 'style="padding:2px 8px;text-align:right"'
    head = "".join(f"<th {cell}>{html.escape(str(c))}</th>" for c in frame.columns)
    body = []
    for i, row in enumerate(frame.itertuples(index=False)):
        cells = []
        for v in row:
            if isinstance(v, float):
                text = "" if pd.isna(v) else f"{v:.{digits}f}"
            else:
                text = "" if v is None or (not isinstance(v, str) and pd.isna(v)) else str(v)
            cells.append(f"<td {cell}>{html.escape(text)}</td>")
        cls = ' class="bk-row-active" style="background:#ffe08a"' if i == highlight else ""
        body.append(f"<tr{cls}>{''.join(cells)}</tr>")
    # a wide table scrolls sideways in its own box rather than being cut on a narrow screen
    return (f'<div style="overflow-x:auto;max-width:100%"><table class="{css}" '
            f'style="border-collapse:collapse"><thead><tr>{head}</tr>'
            f"</thead><tbody>{''.join(body)}</tbody></table></div>")


#: Styles every bridgekit widget carries: a box's label kept for screen readers but not
#: shown (the column heading says it on screen), tab titles dark enough to read, and the
#: traveller's grid (each row's score, all in one widget, placed beside its row).
STYLE = """<style>
.bk-sr-label .widget-label { position: absolute !important; width: 1px !important;
  height: 1px !important; overflow: hidden !important; clip: rect(0 0 0 0) !important;
  white-space: nowrap !important; display: block !important; }
.bk-app .lm-TabBar-tab { color: #222 !important; }
.bk-rows > .bk-row, .bk-rows > .bk-traveller-header { grid-column: 1; }
.bk-rows > .bk-head-score { grid-column: 2; grid-row: 1; }
.bk-row-scores, .bk-row-scores > .widget-html-content { display: contents !important; }
.bk-row-score { grid-column: 2; min-width: 260px; padding: 9px 4px 2px; line-height: 1.3; }
</style>"""


def style_html() -> w.HTML:
    """The shared styles as a widget to put in a layout (harmless when repeated)."""
    return w.HTML(STYLE, layout=w.Layout(display="none"))


def labelled(widget, text: str):
    """Give a box a label screen readers announce, not shown on screen."""
    widget.description = text
    widget.add_class("bk-sr-label")
    return widget


def escape(text: str) -> str:
    """HTML-escape a message, keeping its quotes readable."""
    return html.escape(str(text), quote=False)


def match_options(teams: pd.DataFrame) -> list[tuple[str, tuple]]:
    """Dropdown options for the matches of a teams event: label -> (round, match)."""
    matches = teams.groupby(["round", "match"], sort=True).first()
    return [(f"Round {r}: {row.home} v {row.away}", (r, m)) for (r, m), row in matches.iterrows()]


def match_rows(teams: pd.DataFrame, key: tuple) -> pd.DataFrame:
    """The boards of one match of a teams event."""
    rnd, number = key
    return teams[(teams["round"] == rnd) & (teams["match"] == number)]
