"""Everything bridgekit shows: HTML tables and lines, SVG charts, handouts, hand records.

Nothing below this wing produces markup; the core's objects import it lazily in their
``_repr_html_``. Every text enters markup through :func:`bridgekit.show.escape`.
"""

from __future__ import annotations

from bridgekit.show.charts import (
    bars_svg,
    hybrid_staircase_svg,
    swing_svg,
)
from bridgekit.show.hand_records import (
    deal_html,
    hand_record_html,
)
from bridgekit.show.handout import (
    board_handout_html,
    html_to_pdf,
    pdf_bytes,
    ranking_handout_html,
)
from bridgekit.show.html import (
    COLUMN_NAMES,
    escape,
    frame_html,
    lines_html,
    table_html,
)

__all__ = [
    "COLUMN_NAMES",
    "bars_svg",
    "board_handout_html",
    "deal_html",
    "escape",
    "frame_html",
    "hand_record_html",
    "html_to_pdf",
    "hybrid_staircase_svg",
    "lines_html",
    "pdf_bytes",
    "ranking_handout_html",
    "swing_svg",
    "table_html",
]


def __dir__() -> list[str]:
    return sorted(__all__)
