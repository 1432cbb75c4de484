"""Teams events: a board's two tables (net, IMPs, board points), a match, IMPs and VPs (on a
named scale), point-a-board, hybrid points and tie-breaks.
"""

from __future__ import annotations

from bridgekit.teams.event import (
    TeamsMatch,
    break_teams_tie,
    rank_teams,
    score_teams_event,
    teams_match,
)
from bridgekit.teams.hybrid import (
    HybridResult,
    band_text,
    hybrid_points,
    hybrid_share,
    hybrid_shares,
    hybrid_table,
    hybrid_threshold,
    share_for_ratio,
)
from bridgekit.teams.match import (
    HYBRID_MARGIN,
    board_a_match,
    board_hps,
    board_imps,
    hybrid_frame,
    match_frame,
    net_scores,
)
from bridgekit.teams.published import (
    TEAMS_CONVENTIONS,
    TeamsBeside,
    TeamsCheck,
    check_teams_published,
    teams_beside,
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
    ebu_whole_table,
    explain_vp,
    match_vp,
    match_vps,
    mp_vp,
    scale_table,
    scale_top,
    scale_words,
    vp_scale,
    wbf_25_table,
    wbf_vp,
    wbf_vp_25,
    wbf_vp_discrete,
    wbf_vp_scaled,
    wbf_vps,
    wbf_vps_25,
)

__all__ = [
    "HYBRID_MARGIN",
    "TEAMS_CONVENTIONS",
    "VP_SCALES",
    "HybridResult",
    "Meeting",
    "TeamsBeside",
    "TeamsCheck",
    "TeamsMatch",
    "TieBreak",
    "TieRecord",
    "TieStep",
    "VpScale",
    "band_text",
    "board_a_match",
    "board_hps",
    "board_imps",
    "break_teams_tie",
    "break_tie",
    "check_teams_published",
    "compare_percentages",
    "discrete_bounds",
    "ebu_whole_table",
    "explain_vp",
    "hybrid_frame",
    "hybrid_points",
    "hybrid_share",
    "hybrid_shares",
    "hybrid_table",
    "hybrid_threshold",
    "match_frame",
    "match_vp",
    "match_vps",
    "mp_vp",
    "net_scores",
    "rank_teams",
    "scale_table",
    "scale_top",
    "scale_words",
    "score_teams_event",
    "share_for_ratio",
    "teams_beside",
    "teams_match",
    "vp_scale",
    "wbf_25_table",
    "wbf_vp",
    "wbf_vp_25",
    "wbf_vp_discrete",
    "wbf_vp_scaled",
    "wbf_vps",
    "wbf_vps_25",
]


def __dir__() -> list[str]:
    return sorted(__all__)
