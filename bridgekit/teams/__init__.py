"""Teams events: a match, IMPs and VPs (on a named scale), point-a-board, hybrid points and
tie-breaks.
"""

from __future__ import annotations

from bridgekit.teams.event import (
    TeamsMatch,
    board_a_match,
    break_teams_tie,
    rank_teams,
    score_teams_event,
    teams_match,
)
from bridgekit.teams.hybrid import (
    HybridResult,
    band_text,
    board_hps,
    hybrid_points,
    hybrid_share,
    hybrid_shares,
    hybrid_table,
    hybrid_threshold,
    share_for_ratio,
)
from bridgekit.teams.tiebreak import (
    Meeting,
    TieBreak,
    TieRecord,
    TieStep,
    break_tie,
    compare_percentages,
)
from bridgekit.teams.vp import (
    VP_SCALES,
    VpScale,
    discrete_bounds,
    match_vp,
    match_vps,
    mp_vp,
    scale_table,
    vp_scale,
    wbf_vp,
    wbf_vp_discrete,
    wbf_vp_scaled,
    wbf_vps,
)

__all__ = [
    "VP_SCALES",
    "HybridResult",
    "Meeting",
    "TeamsMatch",
    "TieBreak",
    "TieRecord",
    "TieStep",
    "VpScale",
    "band_text",
    "board_a_match",
    "board_hps",
    "break_teams_tie",
    "break_tie",
    "compare_percentages",
    "discrete_bounds",
    "hybrid_points",
    "hybrid_share",
    "hybrid_shares",
    "hybrid_table",
    "hybrid_threshold",
    "match_vp",
    "match_vps",
    "mp_vp",
    "rank_teams",
    "scale_table",
    "score_teams_event",
    "share_for_ratio",
    "teams_match",
    "vp_scale",
    "wbf_vp",
    "wbf_vp_discrete",
    "wbf_vp_scaled",
    "wbf_vps",
]


def __dir__() -> list[str]:
    return sorted(__all__)
