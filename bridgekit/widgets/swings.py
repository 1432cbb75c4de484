"""SwingChart: a teams match board by board -- swings, the running IMP score, BAM and HPs."""

from __future__ import annotations

import ipywidgets as w
import pandas as pd
import traitlets

from bridgekit.data import load_sample_teams
from bridgekit.format import number
from bridgekit.show.charts import LARGE, NORMAL, swing_svg
from bridgekit.show.html import escape
from bridgekit.show.widgets import grid_html
from bridgekit.teams.event import TeamsMatch, teams_match
from bridgekit.widgets._common import match_options, match_rows, shows_errors
from bridgekit.widgets.match import YOURS, MatchEntry

UNITS = [("IMPs", "imps"), ("points", "points")]


class SwingChart(w.VBox):
    """Per-board swing bars and the running IMP line for one match of a teams event.

    Inputs are traits: ``match`` (a ``(round, match)`` of the event, or ``YOURS`` for the
    one typed in ``own``) and ``unit`` (``"imps"`` or ``"points"``); ``answer`` holds the
    core's :class:`~bridgekit.teams.event.TeamsMatch`.

    Parameters
    ----------
    teams : pandas.DataFrame, optional
        ``round, match, home, away, board, table1_ns, table2_ns`` (default: the
        sample teams event).

    Examples
    --------
    >>> sc = SwingChart()
    >>> sc.unit = "points"
    >>> sc.get_state()["unit"], sc.chart.value.count('class="bar"') <= sc.answer.boards
    ('points', True)
    """

    match = traitlets.Tuple((0, 0)).tag(sync=True)
    unit = traitlets.Enum([u for _, u in UNITS], "imps").tag(sync=True)
    #: the chart's text at 20 pixels or more (the app's projector mode sets it)
    large_text = traitlets.Bool(False).tag(sync=True)
    #: the match scored by the core (the model; the HTML is only its view)
    answer = traitlets.Instance(TeamsMatch, allow_none=True)

    def __init__(self, teams: pd.DataFrame | None = None):
        self.teams = load_sample_teams() if teams is None else teams
        # open on the match with the most IMPs changing hands
        swings = {(int(r), int(m)): int(teams_match(g.table1_ns, g.table2_ns).frame.home_imps
                                        .abs().sum())
                  for (r, m), g in self.teams.groupby(["round", "match"], sort=True)}
        self.match_input = w.Dropdown(options=[*match_options(self.teams),
                                               ("Your match (type the scores)", YOURS)],
                                      description="Match")
        self.match_input.add_class("bk-swing-match")
        self.own = MatchEntry()
        self.own.layout.display = "none"
        self.unit_input = w.ToggleButtons(options=UNITS)
        self.unit_input.add_class("bk-swing-unit")
        self.chart = w.HTML()
        self.chart.add_class("bk-swing-chart")
        self.summary = w.HTML()
        self.summary.add_class("bk-swing-summary")
        super().__init__([w.HBox([self.match_input, self.unit_input]), self.own, self.chart,
                          self.summary], match=max(swings, key=lambda k: swings[k]))
        self.add_class("bk-swings")
        for name in ("match", "unit"):
            traitlets.link((self, name), (getattr(self, f"{name}_input"), "value"))
        self.observe(lambda _: self.update(), names=["match", "unit", "large_text"])
        self.own.observe_all(lambda _: self.update())
        self.update()

    @property
    def match_result(self) -> TeamsMatch | None:
        """:attr:`answer`."""
        return self.answer

    @shows_errors("summary")
    def update(self) -> None:
        """Score the match chosen (or typed) and draw it in the unit chosen."""
        yours = self.match == YOURS
        self.own.layout.display = None if yours else "none"
        g = self.own.frame() if yours else match_rows(self.teams, self.match)
        m = teams_match(g.table1_ns, g.table2_ns, g.board.to_numpy(), home=str(g.home.iloc[0]),
                        away=str(g.away.iloc[0]))
        self.answer = m
        f = m.frame
        imps = self.unit == "imps"
        values = f.home_imps.to_numpy() if imps else f.net.to_numpy()
        self.chart.value = swing_svg(
            f.board.tolist(), values.tolist(), f.running.tolist(),
            title=f"{m.home_name} v {m.away_name}: {m.home_imps}-{m.away_imps} IMPs",
            ylabel=f"swing to {m.home_name} ({'IMPs' if imps else 'points'})",
            look=LARGE if self.large_text else NORMAL)
        text = "<br>".join(escape(x) for x in m.explain().splitlines())
        shown = m.frame.drop(columns=["ruling"])
        hybrid = ""
        if not m.ruled:
            h = m.hybrid()
            shown = shown.assign(home_hp=h.frame.home_hp)
            hybrid = (f"<p>Hybrid: {escape(m.home_name)} {number(h.home)}, "
                      f"{escape(m.away_name)} {number(h.away)} HPs</p>")
        self.summary.value = (grid_html(shown, css="bk-swing-table", digits=0)
                              + f"<p>{text}</p>{hybrid}")
