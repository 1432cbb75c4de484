"""Everything bridgekit shows: HTML tables and lines, SVG charts, handouts, hand records, and
the pages a club publishes (ranking, score cards, board pages).

Nothing outside this wing produces markup (the widgets' pieces are in
:mod:`bridgekit.show.widgets`); the core's objects import it lazily in their
``_repr_html_``. Every text enters markup through :func:`bridgekit.show.escape`.
"""

from __future__ import annotations

from bridgekit.show.board_pages import (
    board_page_html,
    boards_print_html,
)
from bridgekit.show.charts import (
    LARGE,
    NORMAL,
    Look,
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
    ranking_tables_html,
    score_card_handout_html,
    score_card_table_html,
)
from bridgekit.show.html import (
    COLUMN_NAMES,
    escape,
    frame_html,
    lines_html,
    table_html,
)
from bridgekit.show.publish import (
    publish_pages,
    ranking_page_html,
)
from bridgekit.show.score_cards import (
    PublishedEvent,
    published_event,
    score_card_html,
)
from bridgekit.show.widgets import (
    STYLE,
    board_line_html,
    download_html,
    error_html,
    grid_html,
    labelled,
    problem_html,
    row_score_html,
    row_scores_html,
    rows_shown_html,
    style_html,
    upload_button,
)

__all__ = [
    "COLUMN_NAMES",
    "LARGE",
    "NORMAL",
    "STYLE",
    "Look",
    "PublishedEvent",
    "bars_svg",
    "board_handout_html",
    "board_line_html",
    "board_page_html",
    "boards_print_html",
    "deal_html",
    "download_html",
    "error_html",
    "escape",
    "frame_html",
    "grid_html",
    "hand_record_html",
    "html_to_pdf",
    "hybrid_staircase_svg",
    "labelled",
    "lines_html",
    "pdf_bytes",
    "problem_html",
    "publish_pages",
    "published_event",
    "ranking_handout_html",
    "ranking_page_html",
    "ranking_tables_html",
    "row_score_html",
    "row_scores_html",
    "rows_shown_html",
    "score_card_handout_html",
    "score_card_html",
    "score_card_table_html",
    "style_html",
    "swing_svg",
    "table_html",
    "upload_button",
]


def __dir__() -> list[str]:
    return sorted(__all__)
