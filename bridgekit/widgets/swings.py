"""SwingChart: a teams match board by board -- swings, the running IMP score, BAM and HPs."""

from __future__ import annotations

import ipywidgets as w
import pandas as pd
import traitlets

from bridgekit.data import load_sample_teams
from bridgekit.show.charts import swing_svg
from bridgekit.teams.event import teams_match
from bridgekit.widgets._common import escape, frame_html, match_options, match_rows, shows_errors
from bridgekit.widgets.match import YOURS, MatchEntry


class SwingChart(w.VBox):
    """Per-board swing bars and the running IMP line for one match of a teams event.

    Parameters
    ----------
    teams : pandas.DataFrame, optional
        ``round, match, home, away, board, table1_ns, table2_ns`` (default: the
        sample teams event).

    Examples
    --------
    >>> sc = SwingChart()
    >>> sc.unit.value = "points"
    >>> sc.chart.value.count('class="bar"') <= sc.match_result.boards
    True
    """

    #: what the core made of the current inputs (the model; the HTML is only its view)
    answer = traitlets.Any(None, allow_none=True)

    def __init__(self, teams: pd.DataFrame | None = None):
        self.teams = load_sample_teams() if teams is None else teams
        options = match_options(self.teams)
        # open on the match with the most IMPs changing hands
        swings = {key: int(teams_match(g.table1_ns, g.table2_ns).frame.home_imps.abs().sum())
                  for key, g in self.teams.groupby(["round", "match"], sort=True)}
        self.match = w.Dropdown(options=[*options, ("Your match (type the scores)", YOURS)],
                                description="Match", value=max(swings, key=lambda k: swings[k]))
        self.match.add_class("bk-swing-match")
        self.own = MatchEntry()
        self.own.layout.display = "none"
        self.own.observe_all(lambda _: self.update())
        self.unit = w.ToggleButtons(options=[("IMPs", "imps"), ("points", "points")],
                                    value="imps")
        self.unit.add_class("bk-swing-unit")
        self.chart = w.HTML()
        self.chart.add_class("bk-swing-chart")
        self.summary = w.HTML()
        self.summary.add_class("bk-swing-summary")
        self.match.observe(lambda _: self.update(), "value")
        self.unit.observe(lambda _: self.update(), "value")
        super().__init__([w.HBox([self.match, self.unit]), self.own, self.chart, self.summary])
        self.add_class("bk-swings")
        self.update()

    @shows_errors("summary")
    def update(self) -> None:
        yours = self.match.value == YOURS
        self.own.layout.display = None if yours else "none"
        g = self.own.frame() if yours else match_rows(self.teams, self.match.value)
        m = teams_match(g.table1_ns, g.table2_ns, g.board.to_numpy(), home=str(g.home.iloc[0]),
                        away=str(g.away.iloc[0]))
        self.match_result = self.answer = m
        f = m.frame
        values = f.home_imps.to_numpy() if self.unit.value == "imps" else f.net.to_numpy()
        self.chart.value = swing_svg(
            f.board.tolist(), values.tolist(), f.running.tolist(),
            title=f"{m.home_name} v {m.away_name}: {m.home_imps}-{m.away_imps} IMPs",
            ylabel=f"swing to {m.home_name} ({'IMPs' if self.unit.value == 'imps' else 'points'})")
        text = "<br>".join(escape(x) for x in m.explain().splitlines())
        shown = m.frame.drop(columns=["ruling"])
        hybrid = ""
        if not m.ruled:
            h = m.hybrid()
            shown = shown.assign(home_hp=h.frame.home_hp)
            hybrid = (f"<p>Hybrid: {escape(m.home_name)} {h.home:g}, {escape(m.away_name)} "
                      f"{h.away:g} HPs</p>")
        self.summary.value = (frame_html(shown, css="bk-swing-table", digits=0)
                              + f"<p>{text}</p>{hybrid}")
