"""The markup bridgekit's widgets show: tables, messages, a row's score, the shared styles.

Every function here returns text (HTML) made from the core's objects; the widgets in
:mod:`bridgekit.widgets` put it on the page. Text that came from a user or a file is
escaped here, once, before it reaches the page. Nothing here imports ipywidgets until a
widget is asked for (:func:`style_html`), so ``import bridgekit.show`` stays light.

Text is escaped by :func:`bridgekit.show.html.escape`, the wing's one escape.

Every sentence and column header here speaks ``lang=`` (the language being spoken when
None: a widget's update speaks its own), and numbers are written in that language's form
(``3,1 / 0,9 MP`` in Dutch). A core's error message stays as the core says it.

>>> problem_html("<b>A&B</b>")
"<span class='bk-error' style='color:#b00'>⚠ &lt;b&gt;A&amp;B&lt;/b&gt;</span>"
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np
import pandas as pd

from bridgekit.board import Side
from bridgekit.contract import card_text, shown_contract
from bridgekit.errors import BridgekitError
from bridgekit.i18n import _, fixed, number, percent, pgettext, signed, speaking
from bridgekit.problems import Problem
from bridgekit.show.html import escape, spoken_columns
from bridgekit.show.score_cards import seat_words

if TYPE_CHECKING:
    from ipywidgets import HTML, DOMWidget

_W = TypeVar("_W", bound="DOMWidget")

__all__ = ["STYLE", "board_line_html", "download_html", "error_html", "grid_html", "labelled",
           "problem_html", "row_score_html", "row_scores_html", "rows_shown_html", "style_html",
           "upload_button"]


def error_html(exc: BaseException, *, lang: str | None = None) -> str:
    """An exception as a message for the page: a bad input says what is wrong; anything
    else is said plainly too, never swallowed (the widget keeps what was typed).

    Parameters
    ----------
    exc : BaseException
        The problem. A :class:`~bridgekit.errors.BridgekitError` about a value is said
        from its code in ``lang`` (one with no code as the core says it, in English);
        anything else in a sentence of ``lang``.
    lang : str, optional
        The language of the sentence around an unexpected error (``en``, ``nl``, ``fr``);
        default: the one being spoken.

    >>> from bridgekit.errors import BoardError
    >>> error_html(BoardError("0: <no>"))
    "<span class='bk-error' style='color:#b00'>⚠ 0: &lt;no&gt;</span>"
    """
    if isinstance(exc, BridgekitError):
        text = exc.problem.describe(lang=lang) if exc.problem else str(exc)
    else:
        with speaking(lang):
            # TRANSLATORS: an unexpected error in a widget; {error} is its name and message
            text = _("bridgekit could not score this ({error}). What you typed is kept; please "
                     "report it with the input that caused it.").format(
                         error=f"{type(exc).__name__}: {exc}")
    return problem_html(text)


def problem_html(text: str) -> str:
    """A problem in words (the core's), marked as one."""
    return f"<span class='bk-error' style='color:#b00'>⚠ {escape(text)}</span>"


#: Columns of points (a score, a net, par), printed as players write a score: +620, -50.
POINT_COLUMNS = frozenset({"ns_score", "table1_ns", "table2_ns", "net", "par", "vs_par", "datum",
                           "score", "pbn_butler_datum", "usebio_datum"})
#: Columns of IMPs, signed: +7, -2.5 (a file's own too).
IMP_COLUMNS = frozenset({"ns_imps", "ew_imps", "vs_par_imps", "home_imps", "away_imps",
                         "running", "pbn_imp_ns", "pbn_imp_ew", "usebio_cross_imp_ns",
                         "usebio_cross_imp_ew", "usebio_imp_ns", "usebio_imp_ew",
                         "usebio_butler_ns", "usebio_butler_ew"})


def _cell(value: object, digits: int, column: object = None) -> str:
    if value is None or (not isinstance(value, str) and pd.isna(value)):
        return ""
    if isinstance(value, int | float | np.integer | np.floating) and not isinstance(value, bool):
        if column in POINT_COLUMNS:
            return signed(float(value), 0)
        if column in IMP_COLUMNS:
            return signed(float(value), 2)
        if isinstance(value, float | np.floating):
            return fixed(float(value), digits)
    if column == "declarer":
        return seat_words(value)  # Z for South in Dutch
    if column == "lead":
        return card_text(str(value))  # ♠A: the spade ace, never SA (sans atout)
    if column == "contract":  # one way to show a contract in a language: 4♠, 3SA, pas
        return shown_contract(value)
    return str(value)


def grid_html(frame: pd.DataFrame, *, css: str, highlight: int | None = None,
              digits: int = 1, lang: str | None = None) -> str:
    """A DataFrame as an HTML table with a stable CSS class; ``highlight`` marks one row.

    Column names are shown as a player reads them (``N-S MP``, not ``ns_mp``; ``NZ MP`` in
    Dutch); a declarer in the language's letters, a contract as Dutch and French show
    contracts (``4♠``, ``3SA``), a lead with its suit's symbol (``♠A``); every cell is
    escaped, and numbers are printed as ``lang`` writes them: scores
    as players write them (+620, -50), IMPs signed, other numbers with ``digits``
    decimals (``3,13`` in Dutch and French).

    Parameters
    ----------
    frame : pandas.DataFrame
        The rows to show; a column :data:`~bridgekit.show.html.COLUMN_NAMES` does not
        name is shown under its own name (the caller gives it in ``lang``).
    css : str
        The table's CSS class.
    highlight : int, optional
        The row (from 0) to mark.
    digits : int
        The decimals of numbers that are neither scores nor IMPs.
    lang : str, optional
        The language of the column headers and numbers (``en``, ``nl``, ``fr``); default:
        the one being spoken.

    >>> page = grid_html(pd.DataFrame({"ns": ["<1>"], "ns_mp": [3.125], "ns_score": [620.0]}),
    ...                  css="t", digits=2)
    >>> "<th" in page, ">&lt;1&gt;</td>" in page, ">3.13</td>" in page, ">+620</td>" in page
    (True, True, True, True)
    """
    with speaking(lang):
        columns = list(frame.columns)
        frame = frame.rename(columns=spoken_columns())
        cell = 'style="padding:2px 8px;text-align:right"'
        head = "".join(f"<th {cell}>{escape(c)}</th>" for c in frame.columns)
        rows = [[_cell(v, digits, c) for v, c in zip(row, columns, strict=True)]
                for row in frame.itertuples(index=False, name=None)]
    body = []
    for i, texts in enumerate(rows):
        cells = "".join(f"<td {cell}>{escape(text)}</td>" for text in texts)
        cls = ' class="bk-row-active" style="background:#ffe08a"' if i == highlight else ""
        body.append(f"<tr{cls}>{cells}</tr>")
    # a wide table scrolls sideways in its own box rather than being cut on a narrow screen
    return (f'<div style="overflow-x:auto;max-width:100%"><table class="{css}" '
            f'style="border-collapse:collapse"><thead><tr>{head}</tr>'
            f"</thead><tbody>{''.join(body)}</tbody></table></div>")


def board_line_html(dealer: object, vulnerability: object, *, lang: str | None = None) -> str:
    """The line beside a board number: who deals and who is vulnerable.

    Parameters
    ----------
    dealer : Seat or str
        The dealer (``N``; a seat's letter is written as ``lang`` writes it, O for East
        in Dutch).
    vulnerability : Vulnerability or str
        Who is vulnerable (``NS``, ``None``; in ``lang``'s words: ``niemand`` in Dutch).
    lang : str, optional
        The language of the line (``en``, ``nl``, ``fr``); default: the one being spoken.

    >>> board_line_html("N", "NS")
    'Dealer <b>N</b>, vulnerable: <b>NS</b>'
    """
    from bridgekit.show.hand_records import vulnerability_words

    with speaking(lang):
        # the sentence escaped as it is translated; its slots are marked up after
        return escape(_("Dealer {seat}, vulnerable: {who}")).format(
            seat=f"<b>{escape(seat_words(dealer))}</b>",
            who=f"<b>{escape(vulnerability_words(vulnerability))}</b>")


def row_score_html(row: Mapping[str, Any], *, ruling: Problem | None = None,
                   lang: str | None = None) -> str:
    """What one scored traveller row earned (a row of :func:`bridgekit.score_event`'s
    frame): the N-S score, both sides' matchpoints and percentages, any penalty and how a
    ruling was valued.

    Parameters
    ----------
    row : pandas.Series or mapping
        The scored row (a Series, or a record of the frame: column -> value).
    ruling : Problem, optional
        How the core valued the row's ruling (``attrs["rulings"]`` of the scored frame).
    lang : str, optional
        The language of the line and its numbers (``en``, ``nl``, ``fr``); default: the one
        being spoken; the ruling's words too.

    >>> r = pd.Series({"ns_score": 420.0, "ns_mp": 3.125, "ew_mp": 0.875, "ns_pct": 78.125,
    ...                "ew_pct": 21.875, "ns_penalty": 0.0, "ew_penalty": 0.0, "ruling": ""})
    >>> row_score_html(r)
    'NS +420, 3.1 / 0.9 MP (78.1% / 21.9%)'
    >>> row_score_html(pd.Series({"ns_score": 620.0, "ns_imps": 7.0, "ew_imps": -7.0}))
    'NS +620, +7 / -7 IMPs'
    """
    with speaking(lang):
        imps = row.get("ns_imps")
        if imps is not None and not pd.isna(imps):  # an IMP pairs event: its IMPs, not MP
            numbers = {"ns_imps": signed(imps), "ew_imps": signed(row["ew_imps"])}
            # TRANSLATORS: a traveller row's score ("NS +620") and each side's IMPs
            scored, alone = (_("{side} {score}, {ns_imps} / {ew_imps} IMPs"),
                             _("{ns_imps} / {ew_imps} IMPs"))
        else:
            numbers = {"ns_mp": fixed(row["ns_mp"], 1), "ew_mp": fixed(row["ew_mp"], 1),
                       "ns_pct": percent(row["ns_pct"], 1), "ew_pct": percent(row["ew_pct"], 1)}
            # TRANSLATORS: a traveller row's score ("NS +420"), each side's matchpoints and %
            scored, alone = (_("{side} {score}, {ns_mp} / {ew_mp} MP ({ns_pct} / {ew_pct})"),
                             _("{ns_mp} / {ew_mp} MP ({ns_pct} / {ew_pct})"))
        said = alone.format(**numbers) if pd.isna(row["ns_score"]) else scored.format(
            side=pgettext("direction", "NS"), score=signed(row["ns_score"]), **numbers)
        lines = [escape(said)]
        for side, column in ((Side.NS.spoken, "ns_penalty"), (Side.EW.spoken, "ew_penalty")):
            amount = row.get(column, 0)
            if amount and not pd.isna(amount):
                # TRANSLATORS: a penalty in matchpoints to one side ({side}: N-S or E-W)
                lines.append(escape(_("penalty to {side}: −{mp} MP (the opponents keep "
                                      "theirs)").format(side=side, mp=number(amount))))
        if ruling is not None:
            lines.append(f"<small>{escape(ruling.describe())}</small>")
        return "<br>".join(lines)


def row_scores_html(texts: list[str]) -> str:
    """Every row's score in one piece of HTML, each placed on its row's line of the
    traveller's grid (the grid's first line is its header)."""
    return "".join(f'<div class="bk-row-score" style="grid-row:{i + 2}">{text}</div>'
                   for i, text in enumerate(texts))


def rows_shown_html(first: int, shown: int, count: int, *, lang: str | None = None) -> str:
    """Which rows of a long traveller are on screen: ``first`` is the first one's place
    (from 0), ``shown`` how many are on screen, ``count`` how many the traveller has.

    Parameters
    ----------
    first, shown, count : int
        The first row on screen (from 0), how many are on screen, how many there are.
    lang : str, optional
        The language of the line and its numbers (``en``, ``nl``, ``fr``); default: the one
        being spoken.

    >>> rows_shown_html(50, 50, 500)
    'rows <b>51–100</b> of <b>500</b>'
    >>> rows_shown_html(0, 0, 0)
    'no rows'
    """
    with speaking(lang):
        if not shown:
            return escape(_("no rows"))
        # TRANSLATORS: a long traveller's rows on screen; {range} is e.g. 51–100
        return escape(_("rows {range} of {count}")).format(
            range=f"<b>{number(first + 1)}–{number(first + shown)}</b>",
            count=f"<b>{number(count)}</b>")


def download_html(filename: str, mime: str, text: str, label: str, *, css: str = "") -> str:
    """A link that hands ``text`` back to the user's browser as a file (a data URL):
    nothing is written on the server.

    >>> download_html("b<1>.csv", "text/csv", "a,b", "Download")
    '<a download="b&lt;1&gt;.csv" href="data:text/csv;base64,YSxi">Download</a>'
    """
    import base64

    # a lone surrogate (no character: UTF-8 has no bytes for it) is written as its escape
    data = base64.b64encode(text.encode("utf-8", "backslashreplace")).decode("ascii")
    cls = f' class="{escape(css)}"' if css else ""
    return (f'<a download="{escape(filename)}"{cls} href="data:{mime};base64,{data}">'
            f"{escape(label)}</a>")


#: Styles every bridgekit widget carries: a box's label kept for screen readers but not
#: shown (the column heading says it on screen), tab titles dark enough to read, and the
#: traveller's grid (each row's score, all in one widget, placed beside its row; the rows
#: kept for another page of a long traveller hidden).
STYLE = """<style>
.bk-sr-label .widget-label { position: absolute !important; width: 1px !important;
  height: 1px !important; overflow: hidden !important; clip: rect(0 0 0 0) !important;
  white-space: nowrap !important; display: block !important; }
.bk-app .lm-TabBar-tab { color: #222 !important; }
.bk-rows > .bk-row, .bk-rows > .bk-traveller-header { grid-column: 1; }
.bk-rows > .bk-head-score { grid-column: 2; grid-row: 1; }
.bk-row-scores, .bk-row-scores > .widget-html-content { display: contents !important; }
.bk-rows > .bk-row-spare { display: none !important; }
.bk-pager { align-items: center; gap: 8px; }
.bk-row-score { grid-column: 2; min-width: 260px; padding: 9px 4px 2px; line-height: 1.3; }
.bk-app .lm-TabBar-content { flex-wrap: wrap; }
.bk-traveller > .widget-hbox { flex-wrap: wrap; }
.bk-rows .bk-row-error { width: 0 !important; min-width: 100% !important; }
.bk-rows .bk-row-error .widget-html-content { white-space: normal !important; }
.bk-hand pre { font-family: var(--jp-code-font-family, monospace) !important; }
.bk-session-ranking td:not(.t), .bk-session-card td:not(.t) { text-align: right; }
.bk-session-ranking :is(td, th), .bk-session-card :is(td, th) { padding: 2px 8px; }
.bk-app .lm-TabBar-tab { flex: 0 0 auto !important; min-width: 0 !important;
  max-width: none !important; }
.bk-traveller { container-type: inline-size; }
@container (max-width: 975px) {
  /* too narrow for the scores beside the boxes (a narrow window, or a notebook beside
     JupyterLab's file browser): each row's score under its boxes */
  .bk-rows { grid-template-columns: max-content 0 !important; }
  .bk-rows > .bk-row { padding-bottom: 26px; }
  .bk-rows > .bk-head-score { display: none !important; }
  .bk-row-score { min-width: 0; align-self: end; justify-self: end; width: max-content;
    white-space: nowrap; padding: 0 4px 2px; }
}
</style>"""


def style_html() -> HTML:
    """The shared styles as a widget to put in a layout (harmless when repeated).

    Imports ipywidgets (the ``notebooks`` extra) when called, not before."""
    import ipywidgets as w

    return w.HTML(STYLE, layout=w.Layout(display="none"))


#: The upload button's view (anywidget's ES module): a button saying its ``description``
#: alone (ipywidgets' FileUpload writes "Open a file (0)", which a screen reader says), opening
#: a file input kept out of sight; a file chosen comes back as a message, its bytes a buffer.
UPLOAD_ESM = """export default { render({ model, el }) {
  const button = document.createElement('button');
  button.className = 'jupyter-widgets jupyter-button widget-upload';
  button.style.width = 'auto';  // as wide as its label, in every language
  const input = document.createElement('input');
  input.type = 'file';
  input.hidden = true;
  button.addEventListener('click', () => { input.value = ''; input.click(); });
  input.addEventListener('change', async () => {
    for (const file of input.files) {
      model.send({name: file.name, type: file.type, size: file.size,
                  last_modified: file.lastModified}, undefined, [await file.arrayBuffer()]);
    }
  });
  const update = () => {
    button.textContent = model.get('description');
    button.title = model.get('tooltip');
    input.accept = model.get('accept');
  };
  for (const name of ['description', 'tooltip', 'accept'])
    model.on(`change:${name}`, update);
  update();
  el.append(button, input);
} };"""


@functools.cache
def _upload_class() -> type[DOMWidget]:
    """The upload button's class (made when first asked for: the ``notebooks`` extra's)."""
    import anywidget
    import traitlets

    class UploadButton(anywidget.AnyWidget):
        """A button opening one file: ``value`` holds it as ipywidgets' FileUpload holds
        one (``name``, ``type``, ``size``, ``last_modified`` and ``content``, its bytes)."""

        _esm = UPLOAD_ESM
        description = traitlets.Unicode("").tag(sync=True)
        tooltip = traitlets.Unicode("").tag(sync=True)
        accept = traitlets.Unicode("").tag(sync=True)
        #: the file chosen (not synced: its bytes come as a message's buffer)
        value = traitlets.Tuple()

        def __init__(self, **kwargs: Any) -> None:
            super().__init__(**kwargs)
            self.on_msg(self._received)

        def _received(self, _widget: Any, content: Any, buffers: Any) -> None:
            if buffers and isinstance(content, dict) and "name" in content:
                self.value = ({**content, "content": memoryview(buffers[0])},)

    return UploadButton


def upload_button(accept: str, css: str, **layout: str) -> DOMWidget:
    """A button opening one file of the kinds ``accept`` names, saying its label (its
    ``description``) and nothing else: no icon, no count of the files it holds, in its text
    too (what a screen reader says). Its ``value`` holds the file chosen as ipywidgets'
    FileUpload holds it; ``css`` is its own class, ``layout`` its
    :class:`ipywidgets.Layout` (width ``auto`` unless given).

    >>> upload = upload_button(".pbn", "bk-deal-upload")
    >>> upload.description = "Spelverdelingen openen"
    >>> upload.description, upload.accept, upload.value, upload._dom_classes
    ('Spelverdelingen openen', '.pbn', (), ('bk-deal-upload',))
    """
    import ipywidgets as w

    upload = _upload_class()(accept=accept, layout=w.Layout(**{"width": "auto", **layout}))
    upload.add_class(css)
    return upload


def labelled(widget: _W, text: str) -> _W:
    """Give a box a label screen readers announce, not shown on screen."""
    widget.description = text
    widget.add_class("bk-sr-label")
    return widget
