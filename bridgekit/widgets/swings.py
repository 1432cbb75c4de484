"""SwingChart: a teams event match by match -- swings, the running IMP score, BAM and HPs, the
match's VPs and the event's standings, beside a teams file's own published numbers."""

from __future__ import annotations

from typing import Any

import ipywidgets as w
import numpy as np
import pandas as pd
import traitlets

from bridgekit.data import load_sample_teams
from bridgekit.format import number, signed
from bridgekit.show.charts import LARGE, NORMAL, swing_svg
from bridgekit.show.html import escape
from bridgekit.show.widgets import error_html, grid_html
from bridgekit.teams.event import TeamsMatch, teams_match
from bridgekit.teams.published import TeamsBeside, teams_beside
from bridgekit.widgets._common import OneUpdate, match_options, match_rows, shows_errors
from bridgekit.widgets.match import YOURS, MatchEntry
from bridgekit.widgets.traveller import named_bytes

UNITS = [("IMPs", "imps"), ("points", "points")]
#: How a published number is flagged beside bridgekit's: none published, the same, not.
FLAGS = ("", "same", "differs")


def _flag(published: object, differs: object) -> str:
    """A row's mark: nothing where the file publishes nothing, else same or differs."""
    if published is None or published != published:
        return FLAGS[0]
    return FLAGS[2] if differs else FLAGS[1]


class SwingChart(w.VBox):
    """Per-board swing bars and the running IMP line for one match of a teams event, the
    match's score in the event's unit (VPs, point-a-board points or IMPs) and the event's
    standings; for a teams file, each number beside the one the file publishes.

    Inputs are traits: ``event`` (a teams event as :func:`bridgekit.io.read_teams_event`
    reads it, or a frame of :func:`bridgekit.score_teams_event`'s columns; None: the sample
    teams event), ``match`` (a ``(round, match)`` of the event, or ``YOURS`` for the one typed
    in ``own``) and ``unit`` (the chart's swings in ``"imps"`` or ``"points"``). The answers
    hold the core's objects: ``answer`` the match shown
    (:class:`~bridgekit.teams.event.TeamsMatch`, scored on the VP scale and point-a-board
    margin that reproduce the file), ``event_answer`` the whole event
    (:class:`~bridgekit.teams.published.TeamsBeside`: the file checked, its matches and
    standings beside bridgekit's). A file the visitor opens (``upload``) arrives as bytes and
    becomes ``event``; nothing is read from or written to the server's disk.

    An event that names no VP scale (the sample, a frame typed by hand) is scored on the WBF
    2013 continuous scale to two decimals; a file is scored by the convention its check finds
    (an EBU TeamsScorer file: whole VPs, the winner's rounded up).

    Parameters
    ----------
    teams : pandas.DataFrame, optional
        The ``event`` to open on (default: the sample teams event, on its match with the
        most IMPs changing hands).

    Examples
    --------
    >>> sc = SwingChart()
    >>> sc.unit = "points"
    >>> sc.get_state()["unit"], sc.chart.value.count('class="bar"') <= sc.answer.boards
    ('points', True)
    >>> sc.event_answer.unit, sc.event_answer.teams["rank"].tolist()[0]
    ('VPs', '1')
    """

    match = traitlets.Tuple(YOURS).tag(sync=True)
    unit = traitlets.Enum([u for _, u in UNITS], "imps").tag(sync=True)
    #: the chart's text at 20 pixels or more (the app's projector mode sets it)
    large_text = traitlets.Bool(False).tag(sync=True)
    #: the teams event shown (None: the sample teams event)
    event = traitlets.Instance(pd.DataFrame, allow_none=True)
    #: the match scored by the core (the model; the HTML is only its view)
    answer = traitlets.Instance(TeamsMatch, allow_none=True)
    #: the event scored by the core, beside the file's published numbers
    event_answer = traitlets.Instance(TeamsBeside, allow_none=True)

    def __init__(self, teams: pd.DataFrame | None = None):
        self._once = OneUpdate(self.update)
        self.match_input = w.Dropdown(options=[("Your match (type the scores)", YOURS)],
                                      description="Match",
                                      layout=w.Layout(width="auto", flex="0 1 auto"))
        self.match_input.add_class("bk-swing-match")
        self.previous_button = w.Button(description="Previous", tooltip="the match before",
                                        layout=w.Layout(width="auto"))
        self.next_button = w.Button(description="Next", tooltip="the match after",
                                    layout=w.Layout(width="auto"))
        self.previous_button.add_class("bk-swing-previous")
        self.next_button.add_class("bk-swing-next")
        self.upload = w.FileUpload(accept=".xml", multiple=False,
                                   description="Open a teams file",
                                   tooltip="a USEBIO teams event (TeamsScorer, EBUScoreTeams)",
                                   layout=w.Layout(width="auto", flex="0 0 auto"))
        self.upload.add_class("bk-swing-upload")
        self.message = w.HTML()
        self.message.add_class("bk-swing-message")
        self.own = MatchEntry()
        self.own.layout.display = "none"
        self.unit_input = w.ToggleButtons(options=UNITS)
        self.unit_input.add_class("bk-swing-unit")
        self.chart = w.HTML()
        self.chart.add_class("bk-swing-chart")
        self.summary = w.HTML()
        self.summary.add_class("bk-swing-summary")
        self.standings = w.HTML()
        self.standings.add_class("bk-swing-standings")
        super().__init__([w.HBox([self.upload, self.message]),
                          w.HBox([self.match_input, self.previous_button, self.next_button,
                                  self.unit_input]),
                          self.own, self.chart, self.summary, self.standings])
        self.add_class("bk-swings")
        self.event = teams
        for name in ("match", "unit"):
            traitlets.link((self, name), (getattr(self, f"{name}_input"), "value"))
        self.observe(self._on_event, names=["event"])
        self.observe(self._once.changed, names=["match"])
        self.observe(lambda _: self.draw(), names=["unit", "large_text"])
        self.own.observe_all(self._once.changed)
        self.previous_button.on_click(lambda _: self.step(-1))
        self.next_button.on_click(lambda _: self.step(1))
        self.upload.observe(self._uploaded, names=["value"])
        self._open(load_sample_teams() if teams is None else teams, first=False)

    # ------------------------------------------------------------------ the event

    def _on_event(self, change: dict[str, Any]) -> None:
        frame = load_sample_teams() if change["new"] is None else change["new"]
        self._open(frame, first=True)

    def _open(self, frame: pd.DataFrame, *, first: bool) -> None:
        """Score the event, list its matches and show the first (``first``), or the one with
        the most IMPs changing hands. An event the core cannot score as a whole still shows
        its matches one by one, the reason said where the standings would be."""
        self.teams = frame
        named = bool(frame.attrs.get("scoring") or frame.attrs.get("match_scoring"))
        try:
            beside: TeamsBeside | None = teams_beside(frame,
                                                      vp_scale=None if named else "wbf")
        except Exception as exc:
            beside = None
            self.standings.value = error_html(exc)
        options = self._options(beside) if beside is not None else match_options(frame)
        keys = [key for _, key in options]
        start = keys[0] if keys else YOURS
        if beside is not None and keys and not (first or named):  # a file opens on its first
            swings = beside.boards.assign(swing=beside.boards.bridgekit.abs()) \
                .groupby(["round", "match"], sort=True).swing.sum()
            start = tuple(int(x) for x in swings.idxmax())
        with self._once.batch(), self.hold_sync():
            self.event_answer = beside
            self.match_input.options = [*options, ("Your match (type the scores)", YOURS)]
            self.match = start
            self._once.changed()  # the same key may hold another event's match
        if beside is not None:
            self.standings.value = self._standings_html(beside)

    def _names(self, beside: TeamsBeside) -> dict[str, str]:
        """Each team as shown: its number and name where the file names it."""
        return {str(t): f"{t} {n}" if n else str(t)
                for t, n in zip(beside.teams["team"], beside.teams["name"], strict=True)}

    def _options(self, beside: TeamsBeside) -> list[tuple[str, tuple[int, int]]]:
        """The dropdown's matches: round, home v away, and the file's score of the match."""
        names = self._names(beside)
        options = []
        for m in beside.matches.itertuples(index=False):
            label = f"Round {m.round}: {names.get(str(m.home), m.home)} v " \
                    f"{names.get(str(m.away), m.away)}"
            if m.published_home == m.published_home:
                label += (f" (file {number(m.published_home)}-{number(m.published_away)} "
                          f"{beside.unit})")
            options.append((label, (int(m.round), int(m.match))))
        return options

    def _keys(self) -> list[tuple[int, int]]:
        return [v for _, v in self.match_input.options if v != YOURS]

    def step(self, by: int) -> None:
        """Walk the event's matches: ``by`` = 1 the next, -1 the one before (the first or
        last from the typed match); the walk stops at either end."""
        keys = self._keys()
        if not keys:
            return
        if self.match in keys:
            self.match = keys[min(max(keys.index(self.match) + by, 0), len(keys) - 1)]
        else:
            self.match = keys[0] if by > 0 else keys[-1]

    def _uploaded(self, _change: object = None) -> None:
        """Read the teams file the visitor sent (its bytes, named as the visitor named it)
        and open it; a problem is said in ``message`` and the event shown is kept."""
        if not self.upload.value:
            return
        item = self.upload.value[0]
        name = str(item.get("name", "upload"))
        from bridgekit.io import read_teams_event

        try:
            frame = read_teams_event(named_bytes(item["content"], name))
        except Exception as exc:
            self.message.value = error_html(exc)
            return
        self.event = frame
        beside = self.event_answer
        if beside is None:  # its matches are listed; why it was not scored is said below
            self.message.value = (f"Opened {escape(name)}: {frame.groupby(['round', 'match']).ngroups}"
                                  " matches, not scored as an event (the reason is under the "
                                  "match).")
            return
        c = beside.check
        problems = len(c.problems)
        said = (f"every one of its {c.checked} published numbers reproduced" if c.ok else
                f"{problems} of its {c.checked} published numbers differ (flagged below)")
        self.message.value = (f"Opened {escape(name)} ({escape(c.program)}): "
                              f"{len(beside.matches)} matches, {escape(said)}; "
                              f"{escape(c.convention)}.")

    # ------------------------------------------------------------------ the match

    @shows_errors("summary")
    def update(self) -> None:
        """Score the match chosen (or typed) and show it in the unit chosen."""
        yours = self.match == YOURS
        self.own.layout.display = None if yours else "none"
        beside = self.event_answer
        keys = self._keys()
        at = keys.index(self.match) if self.match in keys else -1
        self.previous_button.disabled = at <= 0 and not yours
        self.next_button.disabled = (at == len(keys) - 1 or not keys) and not yours
        if yours or beside is None:
            g = self.own.frame() if yours else match_rows(self.teams, self.match)
            how: dict[str, Any] = {}
            names = {}
        else:
            g = match_rows(self.teams, self.match)
            how = {k: beside.check.matches.attrs[k] for k in ("vp_scale", "draw_margin")
                   if k in beside.check.matches.attrs}
            names = self._names(beside)
        home, away = str(g.home.iloc[0]), str(g.away.iloc[0])
        self.answer = teams_match(g.table1_ns, g.table2_ns, g.board.to_numpy(),
                                  home=names.get(home, home), away=names.get(away, away), **how)
        self.draw()
        self.summary.value = self._summary_html(yours)

    def draw(self) -> None:
        """The answer's swings drawn in the unit chosen, at the text size chosen."""
        m = self.answer
        if m is None:
            return
        f = m.frame
        imps = self.unit == "imps"
        values = f.home_imps.to_numpy() if imps else f.net.to_numpy()
        self.chart.value = swing_svg(
            f.board.tolist(), values.tolist(), f.running.tolist(),
            title=f"{m.home_name} v {m.away_name}: {m.home_imps}-{m.away_imps} IMPs",
            ylabel=f"swing to {m.home_name} ({'IMPs' if imps else 'points'})",
            look=LARGE if self.large_text else NORMAL)

    def _match_beside(self) -> tuple[pd.DataFrame, pd.Series | None]:
        """The shown match's boards and its row of the event, beside the file's numbers."""
        beside = self.event_answer
        if beside is None or self.match == YOURS:
            return pd.DataFrame(), None
        rnd, number_ = self.match
        boards = beside.boards[(beside.boards["round"] == rnd)
                               & (beside.boards["match"] == number_)]
        rows = beside.matches[(beside.matches["round"] == rnd)
                              & (beside.matches["match"] == number_)]
        return boards, (rows.iloc[0] if len(rows) else None)

    def _summary_html(self, yours: bool) -> str:
        m = self.answer
        assert m is not None
        shown = m.frame.drop(columns=["ruling"])
        boards, row = self._match_beside()
        beside = self.event_answer
        unit = "IMPs" if yours or beside is None else beside.unit
        if len(boards) == len(shown) and boards["published"].notna().any():
            what = "points" if unit == "points" else "IMPs"
            shown = shown.assign(**{
                f"File {what}": [signed(v) if v == v else "" for v in boards["published"]],
                "Check": [_flag(p, d) for p, d in zip(boards["published"], boards["differs"],
                                                      strict=True)]})
        hybrid = ""
        if not m.ruled:
            h = m.hybrid()
            shown = shown.assign(home_hp=h.frame.home_hp.to_numpy())
            hybrid = (f"<p>Hybrid: {escape(m.home_name)} {number(h.home)}, "
                      f"{escape(m.away_name)} {number(h.away)} HPs</p>")
        text = "<br>".join(escape(x) for x in m.explain().splitlines())
        return (grid_html(shown, css="bk-swing-table", digits=0)
                + self._score_html(row, unit) + f"<p>{text}</p>{hybrid}")

    def _score_html(self, row: pd.Series | None, unit: str) -> str:
        """The match's score in the event's unit, and the file's beside it."""
        m = self.answer
        assert m is not None
        if row is None:
            home, away = m.vps()
            ours = f"{number(home)}-{number(away)} VPs"
        else:
            ours = f"{number(row.home_score)}-{number(row.away_score)} {unit}"
        line = f"{m.home_name} v {m.away_name}: {ours}"
        if row is not None and row.published_home == row.published_home:
            flag = "differs" if row.differs else "same"
            line += (f"; the file: {number(row.published_home)}-"
                     f"{number(row.published_away)} {unit} ({flag})")
        return f"<p class='bk-swing-score'><b>{escape(line)}</b></p>"

    # ------------------------------------------------------------------ the standings

    @staticmethod
    def _standings_html(beside: TeamsBeside) -> str:
        t = beside.teams
        table = pd.DataFrame({
            "Place": t["rank"].to_numpy(),
            "Team": [f"{a} {b}" if b else str(a) for a, b in zip(t["team"], t["name"],
                                                               strict=True)],
            "Played": t["played"].to_numpy(),
            beside.unit: [number(v) for v in t["total"]]})
        if t["published_total"].notna().any() or t["published_place"].notna().any():
            table[f"File {beside.unit}"] = [number(v) if v == v else ""
                                            for v in t["published_total"]]
            table["File place"] = t["published_place"].fillna("").astype(str).to_numpy()
            published = np.where(t["published_total"].notna() | t["published_place"].notna(),
                                 1.0, np.nan)
            table["Check"] = [_flag(p, d) for p, d in zip(published, t["differs"], strict=True)]
        c = beside.check
        notes = "".join(f"<p class='bk-swing-note'>{escape(n)}</p>" for n in c.notes)
        return (f"<p><b>Standings ({escape(beside.unit)})</b></p>"
                + grid_html(table, css="bk-swing-standings-table", digits=0) + notes)

    @property
    def match_result(self) -> TeamsMatch | None:
        """:attr:`answer`."""
        return self.answer
