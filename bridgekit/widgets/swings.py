"""SwingChart: a teams event match by match, as the event is scored -- IMPs and VPs, IMPs alone,
or point-a-board -- each board's swing, the running score, the match's score and the event's
standings, beside a teams file's own published numbers."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import ipywidgets as w
import numpy as np
import pandas as pd
import traitlets

from bridgekit.data import load_sample_teams
from bridgekit.i18n import NP_, _, ngettext, number, pgettext, signed, speaking
from bridgekit.result import EventResult, event_result
from bridgekit.show.charts import LARGE, NORMAL, swing_svg
from bridgekit.show.html import escape
from bridgekit.show.widgets import error_html, grid_html, style_html, upload_button
from bridgekit.teams.event import TeamsMatch, teams_match
from bridgekit.teams.published import TEAMS_CONVENTIONS, TeamsBeside, teams_beside
from bridgekit.teams.vp import VP_SCALES
from bridgekit.widgets._common import (
    OneUpdate,
    Speaks,
    keep_value,
    link_inputs,
    match_rows,
    shows_errors,
)
from bridgekit.widgets.match import YOURS, YOURS_LABEL, MatchEntry, match_options, team_name
from bridgekit.widgets.traveller import named_bytes

#: The chart's units for an event scored by IMPs: each board's IMPs, or its net in points.
UNITS = [(NP_("unit", "IMPs"), "imps"), (NP_("unit", "points"), "points")]
#: The chart's units at point-a-board: each board's points (2/1/0), or its net in points.
PAB_UNITS = [(NP_("unit", "board points"), "bam"), (NP_("unit", "points"), "points")]
#: How a published number is flagged beside bridgekit's: none published, the same, not.
FLAGS = ("", NP_("check", "same"), NP_("check", "differs"))
#: The units a teams event is scored in (:attr:`TeamsBeside.unit`), as the catalogue has them.
UNIT_WORDS = (NP_("unit", "VPs"), NP_("unit", "IMPs"), NP_("unit", "points"))
#: What a match is scored in (:attr:`EventResult.ranked_by`) -> the unit of its score
BY_UNIT = {"vp": "VPs", "imps": "IMPs", "bam": "points"}


def _unit(word: str) -> str:
    """A unit (``VPs``, ``IMPs``, ``points``) in the language being spoken."""
    return pgettext("unit", word)


def _flag(published: object, differs: object) -> str:
    """A row's mark: nothing where the file publishes nothing, else same or differs."""
    if published is None or published != published:
        return FLAGS[0]
    return pgettext("check", FLAGS[2] if differs else FLAGS[1])


class SwingChart(Speaks, w.VBox):
    """One match of a teams event as the event is scored (:attr:`result`, the event scored
    once by :func:`bridgekit.event_result`: IMPs and VPs on its scale, IMPs alone, or
    point-a-board) and nothing else: each board's swing as a bar and the running score as a
    line in the unit chosen, the boards, the match's score and the event's standings; for a
    teams file, each number beside the one the file publishes, and flagged where they differ.
    A team known by a number alone is said ``team 1``.

    Inputs are traits: ``event`` (a teams event as :func:`bridgekit.io.read_teams_event`
    reads it, or a frame of :func:`bridgekit.score_teams_event`'s columns; None: the sample
    teams event), ``match`` (a ``(round, match)`` of the event, or ``YOURS`` for the one typed
    in ``own``, scored as the event is), ``unit`` (the chart's swings: ``"imps"`` or
    ``"points"`` (the net) at IMPs, ``"bam"`` (board points) or ``"points"`` at
    point-a-board), ``vp_scale`` (None: the scale the event's own file names or its check
    finds; else a scale of :data:`bridgekit.teams.vp.VP_SCALES` every match is scored on, the
    WBF's 25-0 scale ``"wbf_25"`` among them) and ``lang`` (the language it speaks). The
    answers hold the core's objects:
    ``result`` the event scored (:class:`~bridgekit.result.EventResult`: its ``settings``
    say how, and are the one source of what is shown), ``answer`` the match shown
    (:class:`~bridgekit.teams.event.TeamsMatch`, scored by those settings), ``event_answer``
    the whole event (:class:`~bridgekit.teams.published.TeamsBeside`: the file checked, its
    matches and standings beside bridgekit's) and ``drawn`` (the chart's ``board, swing,
    running``, one unit). A file the visitor opens (``upload``) arrives as bytes and becomes
    ``event``; nothing is read from or written to the server's disk.

    An event that names no VP scale (the sample, a frame typed by hand) is scored on the WBF
    2013 continuous scale to two decimals; a file is scored by the convention its check finds
    (an EBU TeamsScorer file: whole VPs, the winner's rounded up; an EBUScoreTeams file:
    point-a-board).

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
    >>> sc.result.ranked_by, sc.result.settings.vp_scale, sc.drawn.columns.tolist()
    ('vp', 'wbf', ['board', 'swing', 'running'])
    """

    match = traitlets.Tuple(YOURS).tag(sync=True)
    unit = traitlets.Enum(["imps", "points", "bam"], "imps").tag(sync=True)
    #: the VP scale every match is scored on (None: the event's own, as its check finds it)
    vp_scale = traitlets.Enum(list(VP_SCALES), None, allow_none=True).tag(sync=True)
    #: the chart's text at 20 pixels or more (the app's projector mode sets it)
    large_text = traitlets.Bool(False).tag(sync=True)
    #: the teams event shown (None: the sample teams event)
    event = traitlets.Instance(pd.DataFrame, allow_none=True)
    #: the match scored by the core (the model; the HTML is only its view)
    answer = traitlets.Instance(TeamsMatch, allow_none=True)
    #: the event scored by the core, beside the file's published numbers
    event_answer = traitlets.Instance(TeamsBeside, allow_none=True)
    #: the event scored once (its settings say how every match is scored and shown)
    result = traitlets.Instance(EventResult, allow_none=True)

    def __init__(self, teams: pd.DataFrame | None = None, *, lang: str | None = None):
        self._once = OneUpdate(self.update)
        #: the chart's series as drawn: board, swing, running (one unit, :attr:`unit`)
        self.drawn = pd.DataFrame(columns=["board", "swing", "running"])
        with speaking(lang):
            yours = [(_(YOURS_LABEL), YOURS)]
        self.match_input = w.Dropdown(options=yours,
                                      layout=w.Layout(width="auto", flex="0 1 auto")).add_class("bk-swing-match")
        self.previous_button = w.Button(
            layout=w.Layout(width="auto")).add_class("bk-swing-previous")
        self.next_button = w.Button(layout=w.Layout(width="auto")).add_class("bk-swing-next")
        self.upload = upload_button(".xml", "bk-swing-upload", flex="0 0 auto")
        self.message = w.HTML().add_class("bk-swing-message")
        self.own = MatchEntry(lang=lang)
        self.own.layout.display = "none"
        self.unit_input = w.ToggleButtons(options=UNITS).add_class("bk-swing-unit")
        #: the VP scale chosen ("": the event's own), the ``vp_scale`` trait's control
        self.scale_input = w.Dropdown(options=[("", "")],
                                      layout=w.Layout(width="auto", flex="0 1 auto")).add_class("bk-swing-scale")
        self.chart = w.HTML().add_class("bk-swing-chart")
        self.summary = w.HTML().add_class("bk-swing-summary")
        self.standings = w.HTML().add_class("bk-swing-standings")
        super().__init__([w.HBox([self.upload, style_html(), self.message]),
                          w.HBox([self.match_input, self.previous_button, self.next_button,
                                  self.unit_input, self.scale_input]),
                          self.own, self.chart, self.summary, self.standings])
        self.add_class("bk-swings")
        self.event = teams
        link_inputs(self, ("match", "unit"))
        self.observe(self._on_event, names=["event"])
        self.observe(self._on_scale, names=["vp_scale"])
        self.scale_input.observe(self._scale_chosen, names=["value"])
        self.observe(self._once.changed, names=["match"])
        self.observe(lambda _: self.draw(), names=["unit", "large_text"])
        self.own.observe_all(self._once.changed)
        self.previous_button.on_click(lambda _: self.step(-1))
        self.next_button.on_click(lambda _: self.step(1))
        self.upload.observe(self._uploaded, names=["value"])
        with speaking(lang):
            self._open(load_sample_teams() if teams is None else teams, first=False)
        self.begin_speaking(lang)

    def relabel(self) -> None:
        """The buttons, boxes and their tooltips, the units and the matches' names, in the
        language being spoken (what was chosen stays)."""
        self.match_input.description = _("Match")
        self.previous_button.description = _("Previous")
        self.previous_button.tooltip = _("the match before")
        self.next_button.description = _("Next")
        self.next_button.tooltip = _("the match after")
        self.upload.description = _("Open a teams file")
        self.upload.tooltip = _("a USEBIO teams event (TeamsScorer, EBUScoreTeams)")
        self.scale_input.description = _("Scale")
        with self._once.quiet(), self.hold_sync():  # the choices come back: no update here
            keep_value(self.scale_input, self._scale_options())  # relabelled, not chosen
            keep_value(self.unit_input, self._units())
            keep_value(self.match_input, self._all_options())
            self.own.lang = self.lang

    def rerender(self) -> None:
        """The match, the standings and the message line again, in the language spoken: the
        match is not scored again, only its teams named again (a match that could not be
        scored is tried again, to say why)."""
        if self.answer is None:
            self.update()
        else:
            _rows, home, away = self._shown_match()
            self.answer = replace(self.answer, home_name=home, away_name=away)
            self._show_answer()
        if self.event_answer is not None:
            self.standings.value = self._standings_html(self.event_answer)

    # ------------------------------------------------------------------ the event

    def _on_event(self, change: dict[str, Any]) -> None:
        frame = load_sample_teams() if change["new"] is None else change["new"]
        with speaking(self.lang), self._once.batch():
            self.vp_scale = None  # an event opened is scored by its own scale, once
            self._open(frame, first=True)

    @staticmethod
    def _scale_options() -> list[tuple[str, str]]:
        """The VP scales a visitor may choose, in the language being spoken ("": the event's
        own)."""
        return [(_("the event's own scale"), ""),
                *((_(TEAMS_CONVENTIONS[name]), name) for name in VP_SCALES)]

    def _scale_chosen(self, change: dict[str, Any]) -> None:
        """A scale chosen in the dropdown becomes ``vp_scale`` (none while it is relabelled)."""
        if not self._once.depth:
            self.vp_scale = change["new"] or None

    def _on_scale(self, _change: dict[str, Any]) -> None:
        """The event scored again on the scale chosen, the match shown kept (an event being
        opened is scored where it is opened)."""
        self.scale_input.value = self.vp_scale or ""
        if self._once.depth:
            return
        with speaking(self.lang):
            self._open(self.teams, first=True, keep=self.match)

    def _open(self, frame: pd.DataFrame, *, first: bool, keep: tuple | None = None) -> None:
        """Score the event, list its matches and show ``keep`` (a match of the event, or the
        typed one), else the first (``first``), or the one with the most IMPs changing hands.
        An event the core cannot score as a whole still shows its matches one by one, the
        reason said where the standings would be."""
        self.teams = frame
        named = bool(frame.attrs.get("scoring") or frame.attrs.get("match_scoring"))
        # a file's own settings, found from it; a frame without them: a teams event at IMPs,
        # on the WBF continuous scale
        how: dict[str, Any] = {} if frame.attrs.get("format") == "usebio-teams" else \
            {"scoring": "teams", **({} if named else {"vp_scale": "wbf"})}
        if self.vp_scale is not None:  # the scale chosen, whatever the event's own
            how["vp_scale"] = self.vp_scale
        try:
            result: EventResult | None = event_result(frame, **how)
            assert result is not None
            beside: TeamsBeside | None = teams_beside(frame, result.teams)
        except Exception as exc:
            result = beside = None
            self.standings.value = error_html(exc)
        with self._once.batch(), self.hold_sync():
            self.result = result
            self.event_answer = beside
            with self._once.quiet():
                keep_value(self.unit_input, self._units())
            self.match_input.options = self._all_options()  # labelled in the event's unit
            keys = self._keys()
            start: tuple = keys[0] if keys else YOURS
            if keep in (*keys, YOURS):
                start = keep
            elif beside is not None and keys and not (first or named):  # a file opens on its first
                swings = beside.boards.assign(swing=beside.boards.bridgekit.abs()) \
                    .groupby(["round", "match"], sort=True).swing.sum()
                start = tuple(int(x) for x in swings.idxmax())
            self.match = start
            self._once.changed()  # the same key may hold another event's match
        if beside is not None:
            self.standings.value = self._standings_html(beside)

    def _all_options(self) -> list[tuple[str, tuple]]:
        """The event's matches and the typed one, in the language being spoken."""
        beside = self.event_answer
        options = self._options(beside) if beside is not None else match_options(self.teams)
        return [*options, (_(YOURS_LABEL), YOURS)]

    @property
    def by(self) -> str:
        """What a match is scored in, as :attr:`result` says: ``"vp"``, ``"imps"`` or
        ``"bam"`` (point-a-board); ``"vp"`` where the event could not be scored."""
        return self.result.ranked_by if self.result is not None else "vp"

    def _units(self) -> list[tuple[str, str]]:
        """The chart's units for the way the event is scored, named in the language spoken."""
        return [(_unit(label), unit) for label, unit in (PAB_UNITS if self.by == "bam" else UNITS)]

    @traitlets.validate("unit")
    def _offered_unit(self, proposal: Any) -> str:
        """A unit the event's chart offers, else refused (board points at IMPs, IMPs at
        point-a-board)."""
        offered = [unit for _label, unit in self._units()]
        if proposal["value"] not in offered:
            raise traitlets.TraitError(f"unit={proposal['value']!r}: this event's chart is in "
                                       f"{' or '.join(offered)}")
        return str(proposal["value"])

    def _names(self, beside: TeamsBeside) -> dict[str, str]:
        """Each team as shown: its number and name where the file names it, ``team 1``
        where it has a number alone."""
        return {str(t): team_name(t, n)
                for t, n in zip(beside.teams["team"], beside.teams["name"], strict=True)}

    def _options(self, beside: TeamsBeside) -> list[tuple[str, tuple[int, int]]]:
        """The dropdown's matches: round, home v away, and the file's score of the match."""
        names = self._names(beside)
        options = []
        for m in beside.matches.itertuples(index=False):
            home, away = names.get(str(m.home), m.home), names.get(str(m.away), m.away)
            if m.published_home == m.published_home:
                # TRANSLATORS: a match in a list: its round, its teams and the file's score
                label = _("Round {round}: {home} v {away} (file {score})").format(
                    round=m.round, home=home, away=away,
                    score=f"{number(m.published_home)}-{number(m.published_away)} "
                          f"{_unit(BY_UNIT[self.by])}")
            else:
                label = _("Round {round}: {home} v {away}").format(round=m.round, home=home,
                                                                    away=away)
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
            self.unsay(self.message, error_html(exc))
            return
        self.event = frame
        beside = self.event_answer
        if beside is None:  # its matches are listed; why it was not scored is said below
            matches = frame.groupby(['round', 'match']).ngroups

            def said() -> str:
                return escape(ngettext(
                    "Opened {name}: {n} match, not scored as an event (the reason is under "
                    "the match).",
                    "Opened {name}: {n} matches, not scored as an event (the reason is under "
                    "the match).", matches).format(name=name, n=matches))
        else:
            def said() -> str:
                c = beside.check
                if c.ok:
                    checked = _("every one of its {n} published numbers reproduced").format(
                        n=c.checked)
                else:
                    checked = _("{problems} of its {n} published numbers differ (flagged "
                                "below)").format(problems=len(c.problems), n=c.checked)
                n = len(beside.matches)
                return escape(ngettext(
                    "Opened {name} ({program}): {n} match, {checked}; {convention}.",
                    "Opened {name} ({program}): {n} matches, {checked}; {convention}.",
                    n).format(name=name, program=c.program, n=n, checked=checked,
                              convention=self._convention()))
        self.say(self.message, said)

    def _convention(self) -> str:
        """How the event was scored, in the language being spoken (the check's own words
        are in the language spoken when it was made)."""
        c = self.event_answer.check if self.event_answer is not None else None
        if c is None:
            return ""
        words = TEAMS_CONVENTIONS.get(c.scale)
        if words is None or (c.scale == "pab" and self.result is not None
                             and self.result.settings.draw_margin):
            return c.convention
        return _(words)

    # ------------------------------------------------------------------ the match

    @shows_errors("summary")
    def update(self) -> None:
        """Score the match chosen (or typed) and show it in the unit chosen."""
        yours = self.match == YOURS
        self.own.layout.display = None if yours else "none"
        keys = self._keys()
        at = keys.index(self.match) if self.match in keys else -1
        self.previous_button.disabled = at <= 0 and not yours
        self.next_button.disabled = (at == len(keys) - 1 or not keys) and not yours
        # a typed match is scored as the event is: its VP scale, draw margin, point-a-board
        # scale and a ruling's IMPs
        settings = None if self.result is None else self.result.settings
        try:
            g, home, away = self._shown_match()
            # a typed match's boards are numbered 1, 2, ... by the widget, not by the players:
            # its scores are checked at any vulnerability, an event's at its boards'
            answer = teams_match(g.table1_ns, g.table2_ns, None if yours else g.board.to_numpy(),
                                 settings, home=home, away=away)
        except Exception:  # said in the summary: nothing of the match before is kept
            self.answer, self.drawn, self.chart.value = None, self.drawn.iloc[:0], ""
            raise
        self.answer = answer
        self._show_answer()

    def _shown_match(self) -> tuple[pd.DataFrame, str, str]:
        """The match chosen (or typed): its rows, and its teams named in the language
        spoken."""
        yours = self.match == YOURS
        g = self.own.frame() if yours else match_rows(self.teams, self.match)
        names = {} if yours or self.event_answer is None else self._names(self.event_answer)
        home, away = (names.get(str(t), team_name(t)) for t in (g.home.iloc[0], g.away.iloc[0]))
        return g, home, away

    def _show_answer(self) -> None:
        self.draw()
        self.summary.value = self._summary_html(self.match == YOURS)

    def draw(self) -> None:
        """The answer's swings drawn in the unit chosen, at the text size chosen."""
        m = self.answer
        if m is None:
            return
        f = m.frame
        unit = self.unit if self.unit in {u for _label, u in self._units()} \
            else self._units()[0][1]
        if unit == "imps":
            swings, running = f.home_imps.astype(float), f.running.astype(float)
        elif unit == "bam":
            swings = (f.home_bam - f.away_bam).astype(float)
            running = swings.cumsum()
        else:  # each board's net; a ruled board has none, and adds nothing to the total
            swings = pd.to_numeric(f.net, errors="coerce").astype(float)
            running = swings.fillna(0).cumsum()
        self.drawn = pd.DataFrame({"board": f.board.to_numpy(), "swing": swings.to_numpy(),
                                   "running": running.to_numpy()})
        with speaking(self.lang):
            score = (f"{number(m.home_bam)}-{number(m.away_bam)} {_unit('points')}" if self.by == "bam"
                     else f"{number(m.home_imps)}-{number(m.away_imps)} {_unit('IMPs')}")
            ylabel, line = {
                "imps": (_("swing to {team} (IMPs)"), None),
                # TRANSLATORS: the x axis of a match's swing chart, its line in total points
                "points": (_("swing to {team} (points)"),
                           _("board (line: the running total of points)")),
                # TRANSLATORS: the x axis of a point-a-board match's swing chart
                "bam": (_("swing to {team} (board points)"),
                        _("board (line: the running margin in board points)"))}[unit]
            self.chart.value = swing_svg(
                self.drawn["board"].tolist(), self.drawn["swing"].tolist(),
                self.drawn["running"].tolist(),
                title=_("{home} v {away}: {score}").format(
                    home=m.home_name, away=m.away_name, score=score),
                ylabel=ylabel.format(team=m.home_name), line=line,
                look=LARGE if self.large_text else NORMAL)

    def _match_beside(self) -> tuple[pd.DataFrame, pd.Series | None]:
        """The shown match's boards and its row of the event, beside the file's numbers."""
        beside = self.event_answer
        if beside is None or self.match == YOURS:
            return pd.DataFrame(), None
        rows = match_rows(beside.matches, self.match)
        return match_rows(beside.boards, self.match), (rows.iloc[0] if len(rows) else None)

    def _summary_html(self, yours: bool) -> str:
        """The match's boards, its score and its explanation, as the event is scored: at
        point-a-board each board's points, at IMPs each board's IMPs and the running IMPs."""
        m = self.answer
        assert m is not None
        by = self.by
        shown = m.frame[["board", "table1_ns", "table2_ns", "net",
                         *(("home_bam", "away_bam") if by == "bam"
                           else ("home_imps", "away_imps", "running"))]]
        boards, row = self._match_beside()
        if len(boards) == len(shown) and boards["published"].notna().any():
            what = _("File points") if by == "bam" else _("File IMPs")
            shown = shown.assign(**{
                what: [signed(v) if v == v else "" for v in boards["published"]],
                # TRANSLATORS: a column: is bridgekit's number the same as the file's?
                pgettext("column", "Check"): [
                    _flag(p, d) for p, d in zip(boards["published"], boards["differs"],
                                                strict=True)]})
        text = "<br>".join(escape(x) for x in m.explain(by=by).splitlines())
        return (grid_html(shown, css="bk-swing-table", digits=0)
                + self._score_html(row, BY_UNIT[by]) + f"<p>{text}</p>")

    def _score_html(self, row: pd.Series | None, unit: str) -> str:
        """The match's score in the event's unit, and the file's beside it."""
        m = self.answer
        assert m is not None
        if row is None:
            home, away = {"VPs": m.vps, "IMPs": lambda: (m.home_imps, m.away_imps),
                          "points": lambda: (m.home_bam, m.away_bam)}[unit]()
            ours = f"{number(home)}-{number(away)} {_unit(unit)}"
        else:
            ours = f"{number(row.home_score)}-{number(row.away_score)} {_unit(unit)}"
        if row is not None and row.published_home == row.published_home:
            # TRANSLATORS: a match's score, the file's beside it, and whether they are the same
            line = _("{home} v {away}: {score}; the file: {file_score} ({flag})").format(
                home=m.home_name, away=m.away_name, score=ours,
                file_score=f"{number(row.published_home)}-{number(row.published_away)} "
                           f"{_unit(unit)}", flag=_flag(row.published_home, row.differs))
        else:
            line = _("{home} v {away}: {score}").format(home=m.home_name, away=m.away_name,
                                                        score=ours)
        return f"<p class='bk-swing-score'><b>{escape(line)}</b></p>"

    # ------------------------------------------------------------------ the standings

    def _standings_html(self, beside: TeamsBeside) -> str:
        """The standings: each team's place and total beside the file's, flagged where the
        file's differ."""
        t = beside.teams
        unit = _unit(BY_UNIT[self.by])
        names = self._names(beside)
        table = pd.DataFrame({
            pgettext("column", "Place"): t["rank"].to_numpy(),
            pgettext("column", "Team"): [names[str(a)] for a in t["team"]],
            pgettext("column", "Played"): t["played"].to_numpy(),
            unit: [number(v) for v in t["total"]]})
        if t["published_total"].notna().any() or t["published_place"].notna().any():
            table[_("File {unit}").format(unit=unit)] = [number(v) if v == v else ""
                                                         for v in t["published_total"]]
            table[_("File place")] = t["published_place"].fillna("").astype(str).to_numpy()
            published = np.where(t["published_total"].notna() | t["published_place"].notna(),
                                 1.0, np.nan)
            table[pgettext("column", "Check")] = [_flag(p, d) for p, d in
                                                  zip(published, t["differs"], strict=True)]
        c = beside.check
        notes = "".join(f"<p class='bk-swing-note'>{escape(n)}</p>" for n in c.notes)
        heading = _("Standings ({unit})").format(unit=unit)
        return (f"<p><b>{escape(heading)}</b></p>"
                + grid_html(table, css="bk-swing-standings-table", digits=0) + notes)

    @property
    def match_result(self) -> TeamsMatch | None:
        """:attr:`answer`."""
        return self.answer
