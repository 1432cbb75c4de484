"""Small helpers shared by the widgets."""

from __future__ import annotations

import base64
import html
import io

import ipywidgets as w
import pandas as pd


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
FRIENDLY = {
    "ns": "N-S", "ew": "E-W", "contract": "Contract", "declarer": "By", "result": "Result",
    "ns_score": "N-S score", "ns_mp": "N-S MP", "ew_mp": "E-W MP", "ns_pct": "N-S %",
    "ew_pct": "E-W %", "board": "Board", "table1_ns": "Table 1 N-S", "table2_ns": "Table 2 N-S",
    "net": "Net to home", "home_imps": "Home IMPs", "away_imps": "Away IMPs",
    "running": "Running IMPs",
    "home_bam": "Home BAM", "away_bam": "Away BAM", "home_hp": "Home HPs", "away_hp": "Away HPs",
    "low": "From", "high": "Below", "winner": "Winner's HPs", "loser": "Loser's HPs",
    "tables": "Tables", "ns_penalty": "N-S penalty", "ew_penalty": "E-W penalty",
    "par": "Par", "vs_par": "N-S vs par", "vs_par_imps": "IMPs vs par", "group": "Group",
    "penalty": "Penalty",
}


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
#: shown (the column heading says it on screen), and tab titles dark enough to read.
STYLE = """<style>
.bk-sr-label .widget-label { position: absolute !important; width: 1px !important;
  height: 1px !important; overflow: hidden !important; clip: rect(0 0 0 0) !important;
  white-space: nowrap !important; display: block !important; }
.bk-app .lm-TabBar-tab { color: #222 !important; }
</style>"""


def style_html() -> w.HTML:
    """The shared styles as a widget to put in a layout (harmless when repeated)."""
    return w.HTML(STYLE, layout=w.Layout(display="none"))


def labelled(widget, text: str):
    """Give a box a label screen readers announce, not shown on screen."""
    widget.description = text
    widget.add_class("bk-sr-label")
    return widget


def _plots():
    """bridgekit.plots, imported when the first figure is drawn: importing the widgets does
    not import matplotlib (half of their import time)."""
    from bridgekit import plots

    return plots


def show_figure(output: w.Output, fig, alt: str | None = None) -> None:
    """Replace what an Output shows with a matplotlib figure: a PNG at twice the pixels it
    is shown at (sharp on a projector or at 150% zoom), with a text alternative for screen
    readers (``alt``, else the figure's axes titles)."""
    buffer = io.BytesIO()
    # fast compression: the PNG is shown once, on this page; size matters less than time
    fig.savefig(buffer, format="png", dpi=180, pil_kwargs={"compress_level": 1})
    png = base64.b64encode(buffer.getvalue()).decode("ascii")
    width = int(fig.get_figwidth() * 90)
    if alt is None:
        titles = [ax.get_title() for ax in fig.axes if ax.get_title()]
        alt = "; ".join(titles) or "chart"
    image = (f'<img src="data:image/png;base64,{png}" width="{width}" '
             f'alt="{html.escape(alt)}" style="max-width:100%;height:auto">')
    output.outputs = ({"output_type": "display_data",
                       "data": {"text/html": image, "text/plain": alt},
                       "metadata": {}},)


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
