"""Charts as SVG text: drawn in microseconds, sharp at any zoom or on a projector, and
readable by a screen reader (each chart says in words what it shows).

The widgets and the handouts draw with these (a redraw costs no more than the text it
sends).

>>> svg = swing_svg([1, 2, 3], [6, -3, 0], [6, 3, 3], title="Home v Away: 6-3 IMPs",
...                 ylabel="swing to Home (IMPs)")
>>> svg.startswith("<svg") and svg.count('class="bar"') == 3 and "Home v Away" in svg
True

The charts' own words (a tooltip, an axis, the staircase's title) and their numbers speak
``lang=`` (the language being spoken when None): ``4,5`` on an axis in Dutch and French. A
caller gives ``title`` and ``ylabel`` already in that language.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypedDict, Unpack

import numpy as np

from bridgekit.errors import OptionError
from bridgekit.i18n import _, fixed, ngettext, number, pgettext, signed, speaking
from bridgekit.show.html import escape
from bridgekit.teams.hybrid import hybrid_table, hybrid_threshold, share_for_ratio

__all__ = ["LARGE", "NORMAL", "Look", "bars_svg", "hybrid_staircase_svg", "swing_svg"]

#: Okabe-Ito colours: told apart with any colour vision.
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
HOME, AWAY = PALETTE[0], PALETTE[1]


@dataclass(frozen=True)
class Look:
    """A chart's size, text size and margins (pixels), and its series' colours. Drawn at its
    own width (never scaled up), so the text is the size it says: :data:`LARGE` keeps every
    text at 20 pixels or more for a projector, and fits an 800-pixel-wide screen."""

    width: int = 760
    height: int = 300
    text: int = 13
    title: int = 15
    left: int = 64
    right: int = 20
    top: int = 36
    bottom: int = 48
    colours: tuple[str, ...] = PALETTE

    @property
    def legend_step(self) -> int:
        return self.text + 4


NORMAL = Look()
LARGE = Look(width=700, height=420, text=20, title=22, left=84, right=16, top=50, bottom=96)


def _fits(labels: Sequence[object], room: float, look: Look) -> bool:
    """Whether labels side by side fit the room each has (a character is about 0.6 of the
    text size wide)."""
    return all(len(str(label)) * 0.6 * look.text <= room * 0.95 for label in labels)


#: The slant of x labels too long to stand side by side (degrees).
SLANT = 35


def _label_step(room: float, look: Look, upright: bool) -> int:
    """Every how many places an x label is written: each one where upright labels fit;
    slanted, as many places apart as keep one slanted line of text clear of the next (the
    lines are ``room * sin(slant)`` apart for each place), the others said by their bars'
    tooltips (40 results on a chart: every third label, not 40 piled on each other).

    >>> _label_step(16.9, NORMAL, False), _label_step(16.9, NORMAL, True), _label_step(60, NORMAL, False)
    (2, 1, 1)
    """
    if upright:
        return 1
    apart = room * math.sin(math.radians(SLANT))
    return max(1, math.ceil(look.text * 1.2 / max(apart, 1e-9)))


def _x_label(x: float, label: object, look: Look, upright: bool) -> str:
    """A label under the x axis: upright, or slanted when the labels would touch."""
    y = look.height - look.bottom + look.text + 5
    if upright:
        return f'<text class="x" x="{x:.1f}" y="{y}" text-anchor="middle">{escape(label)}</text>'
    return (f'<text class="x" x="{x:.1f}" y="{y}" text-anchor="end" '
            f'transform="rotate(-{SLANT} {x:.1f} {y})">{escape(label)}</text>')


def _ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values covering low..high."""
    span = max(high - low, 1e-9)
    step = 10 ** math.floor(math.log10(span / count))
    for factor in (1, 2, 2.5, 5, 10):
        if span / (step * factor) <= count:
            step *= factor
            break
    start = math.floor(low / step) * step
    return [round(start + i * step, 10) for i in range(int((high - start) / step) + 2)
            if start + i * step <= high + 1e-9]


def _frame(title: str, ylabel: str, low: float, high: float, look: Look
           ) -> tuple[list[str], Callable[[float], float], float]:
    """The SVG's opening, title, y axis with ticks and grid; the value -> y function; and the
    plot's width."""
    plot_h = look.height - look.top - look.bottom

    def y(v: float) -> float:
        return look.top + plot_h * (high - v) / (high - low)

    w, h = look.width, look.height
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" '
             f'width="{w}" height="{h}" role="img" aria-label="{escape(title)}" '
             f'style="max-width:100%;height:auto;font-family:sans-serif;font-size:{look.text}px">',
             f"<title>{escape(title)}</title>",
             f'<text x="{w / 2}" y="{look.title + 5}" text-anchor="middle" '
             f'font-size="{look.title}">{escape(title)}</text>',
             f'<text transform="translate({look.text + 3},{look.top + plot_h / 2}) rotate(-90)" '
             f'text-anchor="middle">{escape(ylabel)}</text>']
    for t in _ticks(low, high):
        parts.append(f'<line x1="{look.left}" x2="{w - look.right}" y1="{y(t):.1f}" '
                     f'y2="{y(t):.1f}" stroke="#ddd"/>')
        parts.append(f'<text x="{look.left - 6}" y="{y(t) + look.text * 0.3:.1f}" '
                     f'text-anchor="end">{number(t, 6)}</text>')
    return parts, y, w - look.left - look.right


def bars_svg(labels: list[str], series: dict[str, list[float]], *, title: str, ylabel: str,
             look: Look = NORMAL, lang: str | None = None) -> str:
    """Grouped bars: one group per label, one bar per series, with a legend.

    Parameters
    ----------
    labels : list of str
        Each group's label, under the x axis.
    series : dict of str to list of float
        Each series' name (in the legend) and its values, one a group (NaN: no bar).
    title, ylabel : str
        The chart's title and the y axis' label, in the language ``lang``.
    look : Look
        The chart's size, text size and the series' colours (:data:`NORMAL` or
        :data:`LARGE`; ``dataclasses.replace(NORMAL, colours=...)``).
    lang : str, optional
        The language of the tooltips and of the numbers (``en``, ``nl``, ``fr``); default:
        the one being spoken.

    >>> svg = bars_svg(["#1", "#2"], {"plain": [2, 0], "neuberg": [2.2, 0.1]},
    ...                title="t", ylabel="MP")
    >>> svg.count('class="bar"'), "neuberg" in svg
    (4, True)
    >>> 'font-size:20px' in bars_svg(["#1"], {"plain": [2]}, title="t", ylabel="MP", look=LARGE)
    True
    """
    with speaking(lang):
        values = np.array([list(v) for v in series.values()], dtype=float)
        high = max(float(np.nanmax(values, initial=0)), 1e-9) * 1.15
        parts, y, plot_w = _frame(title, ylabel, 0.0, high, look)
        group = plot_w / max(len(labels), 1)
        width = group * 0.8 / max(len(series), 1)
        colours = look.colours or PALETTE
        key = max((len(str(name)) for name in series), default=0) * 0.6 * look.text + look.text + 8
        for s, (name, vals) in enumerate(series.items()):
            colour = escape(colours[s % len(colours)])
            for i, v in enumerate(vals):
                if v != v:
                    continue
                x = look.left + i * group + group * 0.1 + s * width
                # TRANSLATORS: a bar's tooltip: its group (a board), its series and its value
                tip = _("{label}, {series}: {value}").format(label=labels[i], series=name,
                                                              value=fixed(v, 1))
                parts.append(f'<rect class="bar" x="{x:.1f}" y="{y(v):.1f}" width="{width:.1f}" '
                             f'height="{y(0) - y(v):.1f}" fill="{colour}">'
                             f"<title>{escape(tip)}</title></rect>")
            row = look.top + 4 + look.legend_step * s
            left = look.width - look.right - key
            parts.append(f'<rect x="{left:.1f}" y="{row}" width="{look.text * 0.75:.1f}" '
                         f'height="{look.text * 0.75:.1f}" fill="{colour}"/><text '
                         f'x="{left + look.text:.1f}" y="{row + look.text * 0.75:.1f}">'
                         f"{escape(name)}</text>")
        upright = _fits(labels, group, look)
        step = _label_step(group, look, upright)
        parts += [_x_label(look.left + (i + 0.5) * group, label, look, upright)
                  for i, label in enumerate(labels) if i % step == 0]
        return "".join(parts) + "</svg>"


def hybrid_staircase_svg(boards: int, ratio: int | None = None, *, look: Look = NORMAL,
                         lang: str | None = None) -> str:
    """The winner's and loser's share of the remaining HPs against the ratio floor(total
    points / swing), with the match's own ratio marked.

    Parameters
    ----------
    boards : int
        The match's number of boards.
    ratio : int, optional
        The match's own ratio, marked on the staircase.
    look : Look
        The chart's size and text size (:data:`NORMAL` or :data:`LARGE`).
    lang : str, optional
        The language of the chart's title, axes, marker and numbers (``en``, ``nl``,
        ``fr``); default: the one being spoken.

    >>> "ratio 7" in hybrid_staircase_svg(3, 7)
    True
    """
    with speaking(lang):
        table = hybrid_table(boards)
        top = hybrid_threshold(boards + 1) + 10
        # TRANSLATORS: a chart's title: {boards} the match's boards, {remaining} the HPs shared
        title = ngettext("{boards}-board match: share of the {remaining} remaining HPs",
                         "{boards}-board match: share of the {remaining} remaining HPs",
                         boards).format(boards=boards, remaining=boards + 1)
        parts, y, plot_w = _frame(title, pgettext("unit", "HPs"), 0.0, boards + 1.0, look)

        def x(r: float) -> float:
            return look.left + plot_w * r / top

        for low in table.low[table.low > 0]:
            parts.append(f'<line x1="{x(low):.1f}" x2="{x(low):.1f}" y1="{look.top}" '
                         f'y2="{look.height - look.bottom}" stroke="#eee"/>')
        for colour, pick in ((HOME, 0), (AWAY, 1)):
            points = []
            for r in range(top + 1):
                share = share_for_ratio(boards, float(r))[pick]
                points.append(f"{x(r):.1f},{y(share):.1f}")
                points.append(f"{x(r + 1 if r < top else r):.1f},{y(share):.1f}")
            parts.append(f'<polyline class="step" points="{" ".join(points)}" fill="none" '
                         f'stroke="{colour}" stroke-width="2.5"/>')
        parts += [_x_label(x(t), number(t, 6), look, True) for t in _ticks(0, top)]
        # TRANSLATORS: the x axis of the hybrid staircase: the match's ratio
        axis = _("total points / swing, rounded down")
        parts.append(f'<text x="{look.width / 2}" y="{look.height - 8}" text-anchor="middle">'
                     f"{escape(axis)}</text>")
        if ratio is not None:
            r = min(ratio, top)
            win = share_for_ratio(boards, float(r))[0]
            anchor = "end" if x(r) > look.width * 0.7 else "start"  # the label stays inside
            shift = -9 if anchor == "end" else 9
            # TRANSLATORS: the marker of the match's own ratio (total points / swing)
            said = escape(_("ratio {ratio}").format(ratio=ratio))
            parts.append(f'<circle class="marker" cx="{x(r):.1f}" cy="{y(win):.1f}" r="6" '
                         f'fill="#000"><title>{said}</title></circle>'
                         f'<text x="{x(r) + shift:.1f}" y="{y(win) - 8:.1f}" text-anchor="{anchor}">'
                         f"{said}</text>")
        return "".join(parts) + "</svg>"


class _SwingStyle(TypedDict, total=False):
    look: Look
    line: str | None


def swing_svg(boards: Sequence[object], swings: list[float], running: list[float], *, title: str,
              ylabel: str, lang: str | None = None, **style: Unpack[_SwingStyle]) -> str:
    """Per-board swings as bars (blue to the home team, vermillion to the away team) and the
    running score as a line, both on the one y axis: give them in the same unit.

    Parameters
    ----------
    boards : sequence
        Each board's number (or label), under the x axis.
    swings : list of float
        Each board's swing to the home team.
    running : list of float
        The running score after each board.
    title, ylabel : str
        The chart's title and the y axis' label, in the language ``lang``.
    lang : str, optional
        The language of the tooltips, the x axis and the numbers (``en``, ``nl``, ``fr``);
        default: the one being spoken.
    **style
        ``look``: the chart's size and text size (:data:`NORMAL`, the default, or
        :data:`LARGE`); ``line`` (str): what the line is, said under the x axis (default:
        the running IMP score).

    >>> svg = swing_svg([1], [2.5], [2.5], title="t", ylabel="IMPs", lang="nl")
    >>> "+2,5</title>" in svg
    True

    The line's point and the bar's top are at one height when they are the same number:

    >>> import re
    >>> svg = swing_svg([1, 2], [30, -10], [30, 20], title="t", ylabel="points")
    >>> bar_top = re.search(r'class="bar" x="[0-9.]+" y="([0-9.]+)"', svg).group(1)
    >>> re.search(r'points="[0-9.]+,([0-9.]+) ', svg).group(1) == bar_top
    True
    """
    if set(style) - {"look", "line"}:
        raise OptionError(f"{', '.join(style)}: a swing chart's options are look and line")
    with speaking(lang):
        line = style.get("line")
        # TRANSLATORS: the x axis of a match's swing chart
        axis = _("board (line: the running IMP score)") if line is None else line
        look = style.get("look", NORMAL)
        values = np.asarray(swings, dtype=float)
        run = np.asarray(running, dtype=float)
        reach = max(float(np.nanmax(np.abs(np.r_[values, run]), initial=0)), 1.0) * 1.15
        parts, y, plot_w = _frame(title, ylabel, -reach, reach, look)
        slot = plot_w / max(len(values), 1)
        parts.append(f'<line x1="{look.left}" x2="{look.width - look.right}" y1="{y(0):.1f}" '
                     f'y2="{y(0):.1f}" stroke="#000"/>')
        points = []
        upright = _fits(list(boards), slot, look)
        step = _label_step(slot, look, upright)
        for i, (board, v, r) in enumerate(zip(boards, values, run, strict=True)):
            centre = look.left + (i + 0.5) * slot
            if v == v:
                top, bottom = (y(v), y(0)) if v >= 0 else (y(0), y(v))
                # TRANSLATORS: a bar's tooltip: the board and its swing to the home team (+3)
                tip = _("board {board}: {swing}").format(board=board, swing=signed(v))
                parts.append(f'<rect class="bar" x="{centre - slot * 0.3:.1f}" y="{top:.1f}" '
                             f'width="{slot * 0.6:.1f}" height="{bottom - top:.1f}" '
                             f'fill="{HOME if v > 0 else AWAY}"><title>{escape(tip)}</title></rect>')
            points.append(f"{centre:.1f},{y(r):.1f}")
            if i % step == 0:
                parts.append(_x_label(centre, board, look, upright))
        parts.append(f'<polyline class="running" points="{" ".join(points)}" fill="none" '
                     'stroke="#000" stroke-width="2"/>')
        parts.append(f'<text x="{look.width / 2}" y="{look.height - 8}" text-anchor="middle">'
                     f"{escape(axis)}</text>")
        return "".join(parts) + "</svg>"
