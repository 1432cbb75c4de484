"""Deals, double-dummy tables and par.
"""

from __future__ import annotations

from bridgekit.deals.deal import (
    Deal,
    DealError,
    Hand,
    deal_html,
)
from bridgekit.deals.double_dummy import (
    DDTable,
    dd_table,
    dd_tables,
)
from bridgekit.deals.par_score import (
    Par,
    ParContract,
    ParError,
    board_pars,
    optimum_score,
    par,
)

__all__ = [
    "DDTable",
    "Deal",
    "DealError",
    "Hand",
    "Par",
    "ParContract",
    "ParError",
    "board_pars",
    "dd_table",
    "dd_tables",
    "deal_html",
    "optimum_score",
    "par",
]


def __dir__() -> list[str]:
    return sorted(__all__)
