"""bridgekit: exact, explainable scoring for duplicate contract bridge.

>>> import bridgekit as bk
>>> bk.duplicate_score("4SX", tricks=8, vulnerable=False)
-300
>>> bk.board_vulnerability(5), bk.board_dealer(5)
(<Vulnerability.NS: 'NS'>, <Seat.NORTH: 'N'>)
>>> bk.imps(420 - 170)
6

``import bridgekit`` loads the scoring core only: the file readers and writers
(``bridgekit.io``) load when one of their names is first used, the renderings
(``bridgekit.show``) when something is first shown, and the widgets
(``bridgekit.widgets``) only when imported.
"""

from __future__ import annotations

from typing import Any

from bridgekit.adjusted import ArtificialScore, WeightedScore, parse_entry
from bridgekit.board import Seat, Side, Vulnerability, board_dealer, board_vulnerability
from bridgekit.contract import Contract, Doubling, HandResult, Strain, parse_tricks
from bridgekit.data import load_sample_event, load_sample_teams
from bridgekit.deals.deal import Deal, DealError, Hand
from bridgekit.deals.double_dummy import DDTable, dd_table
from bridgekit.deals.par_score import Par, ParContract, ParError, par
from bridgekit.errors import (
    BoardError,
    BridgekitError,
    ContractError,
    DDTableError,
    FileFormatError,
    OptionError,
    ResultError,
    ScoreError,
    SeatError,
    TravellerError,
)
from bridgekit.imp import butler, butler_datum, cross_imps, imp_row, imps
from bridgekit.pairs.against_par import explain_vs_par, vs_par
from bridgekit.pairs.event import explain_event_board, score_event, score_event_imps
from bridgekit.pairs.factoring import ladder_percentages, neuberg, neuberg_formula, old_style
from bridgekit.pairs.partition import SCORED_META, score_partition
from bridgekit.pairs.published import compare_published, file_scoring, published_totals, score_published
from bridgekit.pairs.ranking import (
    PairExplanation,
    board_frequencies,
    explain_pair,
    rank_pairs,
    rank_pairs_imps,
    rank_total_points,
)
from bridgekit.pairs.scoring import BoardExplanation, explain_board, matchpoints, score_board
from bridgekit.pairs.sections import explain_club_v_field, score_sections
from bridgekit.pairs.sessions import carry_forward, combine_sessions
from bridgekit.pairs.traveller import validate_traveller
from bridgekit.result import EventResult, event_result
from bridgekit.rubber import Chicago, Rubber
from bridgekit.score import (
    Laws,
    ScoreBreakdown,
    duplicate_score,
    is_possible_ns_score,
    is_possible_score,
    ns_score,
    score_breakdown,
)
from bridgekit.settings import Settings
from bridgekit.teams.event import (
    TeamsMatch,
    board_a_match,
    break_teams_tie,
    rank_teams,
    score_teams_event,
    teams_match,
)
from bridgekit.teams.hybrid import HybridResult, hybrid_points, hybrid_share, hybrid_table
from bridgekit.teams.tiebreak import (
    Meeting,
    TieBreak,
    TieRecord,
    TieRules,
    break_tie,
    compare_percentages,
)
from bridgekit.teams.vp import mp_vp, wbf_vp, wbf_vp_25, wbf_vp_discrete, wbf_vp_scaled

__version__ = "0.1.0"

__all__ = [
    "SCORED_META",
    "SCORED_SCHEMA",
    "ArtificialScore",
    "BoardError",
    "BoardExplanation",
    "BridgekitError",
    "Chicago",
    "Contract",
    "ContractError",
    "DDTable",
    "DDTableError",
    "Deal",
    "DealError",
    "Doubling",
    "EventResult",
    "FileFormatError",
    "Hand",
    "HandResult",
    "HybridResult",
    "Laws",
    "Meeting",
    "OptionError",
    "PairExplanation",
    "Par",
    "ParContract",
    "ParError",
    "ResultError",
    "Rubber",
    "ScoreBreakdown",
    "ScoreError",
    "Seat",
    "SeatError",
    "Settings",
    "Side",
    "Strain",
    "TeamsMatch",
    "TieBreak",
    "TieRecord",
    "TieRules",
    "TravellerError",
    "Vulnerability",
    "WeightedScore",
    "__version__",
    "board_a_match",
    "board_dealer",
    "board_frequencies",
    "board_vulnerability",
    "break_teams_tie",
    "break_tie",
    "butler",
    "butler_datum",
    "carry_forward",
    "combine_sessions",
    "compare_percentages",
    "compare_published",
    "cross_imps",
    "dd_table",
    "duplicate_score",
    "event_result",
    "explain_board",
    "explain_club_v_field",
    "explain_event_board",
    "explain_pair",
    "explain_vs_par",
    "file_scoring",
    "hybrid_points",
    "hybrid_share",
    "hybrid_table",
    "imp_row",
    "imps",
    "is_possible_ns_score",
    "is_possible_score",
    "ladder_percentages",
    "load_sample_event",
    "load_sample_teams",
    "matchpoints",
    "mp_vp",
    "neuberg",
    "neuberg_formula",
    "ns_score",
    "old_style",
    "par",
    "parse_entry",
    "parse_tricks",
    "published_totals",
    "rank_pairs",
    "rank_pairs_imps",
    "rank_teams",
    "rank_total_points",
    "read_hand_records",
    "score_board",
    "score_breakdown",
    "score_event",
    "score_event_imps",
    "score_partition",
    "score_published",
    "score_sections",
    "score_teams_event",
    "teams_match",
    "validate_traveller",
    "vs_par",
    "wbf_vp",
    "wbf_vp_25",
    "wbf_vp_discrete",
    "wbf_vp_scaled",
    "write_hand_records",
]


#: names served from a wing that loads on first use
_LAZY = {"read_hand_records": "bridgekit.io", "write_hand_records": "bridgekit.io",
         "SCORED_SCHEMA": "bridgekit.pairs.partition"}  # a pyarrow schema: pyarrow loads then


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        value = getattr(importlib.import_module(_LAZY[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'bridgekit' has no attribute {name!r}")


def __dir__() -> list[str]:
    """The public names only (what ``__all__`` pins), so tab completion shows no internals."""
    return sorted(__all__)
