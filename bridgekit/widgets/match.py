"""MatchEntry: type your own teams match -- both tables' N-S scores -- for the charts."""

from __future__ import annotations

import re

import ipywidgets as w
import pandas as pd

from bridgekit.errors import ScoreError

#: The match a "your match" box opens with: eight boards, a game swing, a slam, a sacrifice.
EXAMPLE = ("420 -50 110 1430 -100 300 -620 140", "170 -50 -140 980 -100 -500 -650 110")
YOURS = ("yours", 0)
_SPLIT = re.compile(r"[\s,;]+")


def parse_scores(text: str) -> list:
    """A table's N-S scores as typed: numbers (or rulings such as ``A+``) separated by
    spaces, commas or semicolons.

    >>> parse_scores("420, -50  A+")
    [420, -50, 'A+']
    """
    out: list = []
    for token in _SPLIT.split(str(text).strip()):
        if not token:
            continue
        out.append(int(token) if re.fullmatch(r"[+-]?\d{1,6}", token) else token)
    return out


class MatchEntry(w.VBox):
    """Two boxes, one per table, holding the N-S scores board by board.

    >>> m = MatchEntry()
    >>> m.frame().table1_ns.tolist()[:3], len(m.frame())
    ([420, -50, 110], 8)
    """

    def __init__(self, table1: str = EXAMPLE[0], table2: str = EXAMPLE[1]):
        box = {"continuous_update": False, "layout": w.Layout(width="520px", height="40px")}
        self.table1 = w.Textarea(value=table1, description="Table 1 N-S",
                                 tooltip="your team sits N-S at table 1", **box)
        self.table2 = w.Textarea(value=table2, description="Table 2 N-S",
                                 tooltip="your team sits E-W at table 2", **box)
        self.table1.add_class("bk-own-table1")
        self.table2.add_class("bk-own-table2")
        self.home = w.Text(value="Your team", description="Home")
        self.away = w.Text(value="Opponents", description="Away")
        super().__init__([w.HTML("N-S scores board by board, separated by spaces (a ruling "
                                 "such as A+ is allowed)"), self.table1, self.table2,
                          w.HBox([self.home, self.away])])
        self.add_class("bk-own-match")

    def frame(self) -> pd.DataFrame:
        """The match as a teams-event frame (one row a board).

        Raises
        ------
        ScoreError
            When the tables do not have one score each for the same number of boards.
        """
        t1, t2 = parse_scores(self.table1.value), parse_scores(self.table2.value)
        if not t1 or len(t1) != len(t2):
            raise ScoreError(f"table 1 has {len(t1)} scores and table 2 has {len(t2)}: give "
                             "one N-S score per board at each table")
        return pd.DataFrame({"round": 0, "match": 0, "home": self.home.value or "Home",
                             "away": self.away.value or "Away",
                             "board": range(1, len(t1) + 1), "table1_ns": t1, "table2_ns": t2})

    def observe_all(self, handler) -> None:
        for widget in (self.table1, self.table2, self.home, self.away):
            widget.observe(handler, "value")
