"""Rich display for notebooks: result objects show as small HTML tables, not printed text."""

from __future__ import annotations

import html

import pandas as pd

__all__ = ["lines_html", "table_html"]


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
