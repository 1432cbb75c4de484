"""Rich display for notebooks: result objects show as small HTML tables, not printed text."""

from __future__ import annotations

import html

import pandas as pd

__all__ = ["COLUMN_NAMES", "lines_html", "table_html"]

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
}


def table_html(frame: pd.DataFrame, caption: str = "", *, digits: int = 2) -> str:
    """A frame as a plain HTML table (numbers to ``digits`` decimals) under a caption."""
    body = frame.to_html(index=False, float_format=lambda x: f"{x:.{digits}f}".rstrip("0")
                         .rstrip("."), border=0, classes="bk-table")
    head = f"<p><b>{html.escape(caption)}</b></p>" if caption else ""
    return f"<div class='bk-result'>{head}{body}</div>"


def lines_html(heading: str, lines, *, mark: int | None = None) -> str:
    """A heading and a numbered list of lines (``mark``: the line to show in bold)."""
    items = "".join(f"<li>{'<b>' if i == mark else ''}{html.escape(str(t))}"
                    f"{'</b>' if i == mark else ''}</li>" for i, t in enumerate(lines))
    return (f"<div class='bk-result'><p><b>{html.escape(heading)}</b></p>"
            f"<ol>{items}</ol></div>")
