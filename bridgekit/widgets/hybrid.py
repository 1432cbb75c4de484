"""HybridExplorer: hybrid-point thresholds (White Book 161.7) to play with."""

from __future__ import annotations

import ipywidgets as w
import traitlets

from bridgekit.data import load_sample_teams
from bridgekit.show.charts import hybrid_staircase_svg
from bridgekit.teams.hybrid import band_text, hybrid_points, hybrid_ratio, hybrid_share, hybrid_table
from bridgekit.widgets._common import escape, frame_html, match_options, match_rows, shows_errors
from bridgekit.widgets.match import YOURS, MatchEntry


class HybridExplorer(w.VBox):
    """Boxes for the boards, total points and swing; the share, the table row that
    applies, a staircase plot; and a sample match scored board by board.

    Examples
    --------
    >>> hx = HybridExplorer()
    >>> hx.boards.value, hx.total.value, hx.swing.value = 4, 2400, 300
    >>> hx.share, hx.active_row
    ((3.5, 1.5), 2)
    """

    #: what the core made of the current inputs (the model; the HTML is only its view)
    answer = traitlets.Any(None, allow_none=True)

    def __init__(self, teams=None):
        # number boxes with arrows (a keyboard's up and down step them): labelled for screen
        # readers, as sliders' handles are not
        self.boards = w.BoundedIntText(value=3, min=2, max=16, description="Boards")
        self.boards.add_class("bk-hp-boards")
        self.total = w.BoundedIntText(value=2000, min=0, max=20000, step=10,
                                      description="Total points")
        self.total.add_class("bk-hp-total")
        self.swing = w.BoundedIntText(value=250, min=0, max=5000, step=10, description="Swing")
        self.swing.add_class("bk-hp-swing")
        self.result = w.HTML()
        self.result.add_class("bk-hp-share")
        self.table_html = w.HTML()
        self.table_html.add_class("bk-hp-table")
        self.chart = w.HTML()
        self.chart.add_class("bk-hp-chart")
        self.teams = load_sample_teams() if teams is None else teams
        self.match = w.Dropdown(options=[*match_options(self.teams),
                                         ("Your match (type the scores)", YOURS)],
                                description="Match")
        self.match.add_class("bk-hp-match")
        self.own = MatchEntry()
        self.own.layout.display = "none"
        self.own.observe_all(lambda _: self.update_match())
        self.match_html = w.HTML()
        self.match_html.add_class("bk-hp-match-result")
        self.share = (0.0, 0.0)
        self.active_row = 0
        for widget in (self.boards, self.total, self.swing):
            widget.observe(self._changed, "value")
        self.match.observe(lambda _: self.update_match(), "value")
        super().__init__([
            w.HTML("<h3>Share of the remaining HPs</h3>"),
            w.HBox([w.VBox([self.boards, self.total, self.swing, self.result]), self.table_html]),
            self.chart,
            w.HTML("<h3>A match, board by board</h3>"),
            self.match, self.own, self.match_html,
        ])
        self.add_class("bk-hybrid")
        self.update()
        self.update_match()

    def _changed(self, _change=None) -> None:
        self.update()

    @shows_errors("result")
    def update(self) -> None:
        k, total, swing = self.boards.value, self.total.value, self.swing.value
        ratio = hybrid_ratio(total, swing)
        self.share = hybrid_share(k, total, swing)
        table = hybrid_table(k)
        winner = self.share[0]
        self.active_row = int(table.index[table.winner == winner][0])
        if ratio is None:
            how = "swing 0: the aggregate is level, the HPs are shared equally"
        else:
            how = f"{total} / {swing} = {total / swing:.2f}, rounded down: <b>{ratio}</b>"
        self.result.value = (f"<p>{how}</p><p>Share of the {k + 1} remaining HPs: "
                             f"<b>{self.share[0]:g} – {self.share[1]:g}</b> "
                             f"({2 * k} board HPs, {3 * k + 1} in all)</p>")
        shown = table.assign(
            share=[f"{a:g} – {b:g}" for a, b in zip(table.winner, table.loser, strict=True)],
            ratio=[band_text(lo, hi) for lo, hi in zip(table.low, table.high, strict=True)],
        )[["share", "ratio"]]
        self.table_html.value = frame_html(shown, css="bk-hp-thresholds",
                                           highlight=self.active_row)
        self.chart.value = hybrid_staircase_svg(k, ratio)

    @shows_errors("match_html")
    def update_match(self) -> None:
        yours = self.match.value == YOURS
        self.own.layout.display = None if yours else "none"
        g = self.own.frame() if yours else match_rows(self.teams, self.match.value)
        result = hybrid_points(g.table1_ns, g.table2_ns, g.board.to_numpy(),
                               home=str(g.home.iloc[0]), away=str(g.away.iloc[0]))
        self.match_result = self.answer = result
        lines = "<br>".join(escape(x) for x in result.explain().splitlines())
        self.match_html.value = (frame_html(result.frame, css="bk-hp-boards-table", digits=0)
                                 + f"<p>{lines}</p>")
