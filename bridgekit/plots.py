"""Matplotlib figures for the notebooks and widgets.

Imported only by :mod:`bridgekit.widgets` and the notebooks, never by
``import bridgekit``. Every function returns a :class:`matplotlib.figure.Figure`
built without pyplot (no global state), so widgets can redraw it and tests can
read its data.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
from matplotlib.figure import Figure

from bridgekit.hybrid import hybrid_table, hybrid_threshold, share_for_ratio
from bridgekit.teams import TeamsMatch

__all__ = ["hybrid_staircase", "method_bars", "swing_figure"]

HOME_COLOUR = "#0072B2"  # Okabe-Ito blue and vermillion: told apart with any colour vision
AWAY_COLOUR = "#D55E00"


_MARGINS = {"left": 0.08, "right": 0.98, "bottom": 0.1, "top": 0.89}


def method_bars(frame: pd.DataFrame, labels: list[str], *, value: str = "pct") -> Figure:
    """Grouped bars: one group per result, one bar per scoring method.

    Parameters
    ----------
    frame : pandas.DataFrame
        One row per result, one column per method (percentages or matchpoints).
    labels : list of str
        The result labels on the x axis.
    """
    fig = Figure(figsize=(8, 3.2))
    fig.subplots_adjust(**_MARGINS)  # a fixed layout: no layout engine run on every redraw
    ax = fig.add_subplot()
    methods = list(frame.columns)
    width = 0.8 / max(len(methods), 1)
    x = np.arange(len(frame))
    for i, method in enumerate(methods):
        ax.bar(x + (i - (len(methods) - 1) / 2) * width, frame[method].to_numpy(float), width,
               label=method)
    ax.set_xticks(x, labels, rotation=0)
    ax.set_ylabel("N-S %" if value == "pct" else "N-S matchpoints")
    ax.legend(ncols=len(methods), fontsize="small", loc="upper right")
    ax.set_title("N-S score of each result, by method")
    return fig


def hybrid_staircase(boards: int, ratio: float | None = None, *, max_ratio: int | None = None
                     ) -> Figure:
    """The winner's share of the remaining HPs against floor(total points / swing)."""
    table = hybrid_table(boards)
    top = max_ratio or hybrid_threshold(boards + 1) + 10
    xs = np.arange(0, top + 1)
    share = np.array([share_for_ratio(boards, float(x))[0] for x in xs])
    fig = Figure(figsize=(6, 3))
    fig.subplots_adjust(left=0.1, right=0.97, bottom=0.17, top=0.89)
    ax = fig.add_subplot()
    ax.step(xs, share, where="post", color=HOME_COLOUR, label="winner's share")
    ax.step(xs, (boards + 1) - share, where="post", color=AWAY_COLOUR, label="loser's share")
    for low in table.low[table.low > 0]:
        ax.axvline(low, color="0.85", lw=0.8, zorder=0)
    if ratio is not None:
        r = min(ratio, top)
        win = share_for_ratio(boards, r)[0]
        ax.plot([r], [win], "o", color="black", label=f"ratio {ratio}")
    ax.set_xlabel("total points / swing, rounded down")
    ax.set_ylabel("HPs")
    ax.set_title(f"{boards}-board match: share of the {boards + 1} remaining HPs")
    ax.legend(fontsize="small", loc="center right")
    return fig


def swing_figure(match: TeamsMatch, *, unit: str = "imps") -> Figure:
    """Per-board swings (points or IMPs, coloured by the team that gained) and the
    running IMP score."""
    f = match.frame
    values = f.home_imps.to_numpy() if unit == "imps" else f.net.to_numpy()
    colours = [HOME_COLOUR if v > 0 else AWAY_COLOUR for v in values]
    fig = Figure(figsize=(8, 3.2))
    fig.subplots_adjust(left=0.09, right=0.9, bottom=0.15, top=0.89)
    ax = fig.add_subplot()
    ax.bar(f.board.astype(str), values, color=colours, width=0.6)
    ax.axhline(0, color="black", lw=0.8)
    reach = max(float(np.abs(values).max(initial=0)), 1.0) * 1.15
    ax.set_ylim(-reach, reach)
    ax.set_xlabel("board")
    ax.set_ylabel(f"swing to {match.home_name} ({'IMPs' if unit == 'imps' else 'points'})")
    ax2 = ax.twinx()
    ax2.plot(f.board.astype(str), f.running.to_numpy(), color="black", marker="o",
             label="running IMPs")
    ax2.set_ylabel(f"running IMPs ({match.home_name})")
    run_reach = max(float(np.abs(f.running.to_numpy()).max(initial=0)), 1.0) * 1.15
    ax2.set_ylim(-run_reach, run_reach)
    ax.set_title(f"{match.home_name} v {match.away_name}: {match.home_imps}-{match.away_imps} IMPs")
    return fig
