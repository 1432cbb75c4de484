"""Pairs events: factoring, the board scorer, travellers, events, ranking, published numbers and
results against par.
"""

from __future__ import annotations

from bridgekit.pairs.against_par import (
    explain_vs_par,
    vs_par,
)
from bridgekit.pairs.event import (
    RESULT_COLUMNS,
    explain_event_board,
    score_event,
    score_event_imps,
    scored_and_canonical,
)
from bridgekit.pairs.factoring import (
    LADDER,
    ladder_applies,
    ladder_at,
    ladder_percentages,
    neuberg,
    neuberg_formula,
    old_style,
    scale_factor,
)
from bridgekit.pairs.partition import (
    SCORED_COLUMNS,
    SCORED_META,
    STATUSES,
    score_partition,
    scored_ddl,
    scored_meta,
    scored_schema,
    scored_table,
)
from bridgekit.pairs.published import (
    CONVENTIONS,
    SCORINGS,
    Found,
    compare_published,
    file_program,
    file_scoring,
    find_settings,
    published_totals,
    score_published,
    settings_of_file,
)
from bridgekit.pairs.ranking import (
    PairExplanation,
    board_frequencies,
    explain_pair,
    rank_pairs,
    rank_pairs_imps,
    rank_total_points,
)
from bridgekit.pairs.scoring import (
    METHODS,
    BoardExplanation,
    explain_board,
    matchpoints,
    score_board,
    score_many,
)
from bridgekit.pairs.sections import (
    FACTORINGS,
    ClubVersusField,
    SingleWinner,
    explain_club_v_field,
    factor_score,
    factored_top,
    factoring_formula,
    rank_sections,
    renumber_arrow_switch,
    score_sections,
    section_v_field,
    single_winner,
)
from bridgekit.pairs.sessions import CarryForward, carry_forward, combine_sessions
from bridgekit.pairs.traveller import (
    MOVEMENTS,
    MovementFound,
    canonical_results,
    detect_movement,
    explain_movement,
    validate_traveller,
)

__all__ = [
    "CONVENTIONS",
    "FACTORINGS",
    "LADDER",
    "METHODS",
    "MOVEMENTS",
    "RESULT_COLUMNS",
    "SCORED_COLUMNS",
    "SCORED_META",
    "SCORINGS",
    "STATUSES",
    "BoardExplanation",
    "CarryForward",
    "ClubVersusField",
    "Found",
    "MovementFound",
    "PairExplanation",
    "SingleWinner",
    "board_frequencies",
    "canonical_results",
    "carry_forward",
    "combine_sessions",
    "compare_published",
    "detect_movement",
    "explain_board",
    "explain_club_v_field",
    "explain_event_board",
    "explain_movement",
    "explain_pair",
    "explain_vs_par",
    "factor_score",
    "factored_top",
    "factoring_formula",
    "file_program",
    "file_scoring",
    "find_settings",
    "ladder_applies",
    "ladder_at",
    "ladder_percentages",
    "matchpoints",
    "neuberg",
    "neuberg_formula",
    "old_style",
    "published_totals",
    "rank_pairs",
    "rank_pairs_imps",
    "rank_sections",
    "rank_total_points",
    "renumber_arrow_switch",
    "scale_factor",
    "score_board",
    "score_event",
    "score_event_imps",
    "score_many",
    "score_partition",
    "score_published",
    "score_sections",
    "scored_and_canonical",
    "scored_ddl",
    "scored_meta",
    "scored_schema",
    "scored_table",
    "section_v_field",
    "settings_of_file",
    "single_winner",
    "validate_traveller",
    "vs_par",
]


def __dir__() -> list[str]:
    return sorted(__all__)
