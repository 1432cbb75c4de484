"""NeubergComparison: one board scored plain, old-style, by Neuberg and by the small-group rule."""

from __future__ import annotations

import ipywidgets as w
import pandas as pd
import traitlets

from bridgekit.adjusted import ArtificialScore, parse_entry
from bridgekit.errors import BridgekitError
from bridgekit.pairs.scoring import explain_board, score_board
from bridgekit.rulings import parse_penalty, penalty_points, session_percentage
from bridgekit.show.charts import bars_svg
from bridgekit.widgets._common import (
    error_html,
    escape,
    frame_html,
    labelled,
    shows_errors,
    style_html,
)

#: Magic Contest's worked example: a board of 11 results.
NEUBERG_EXAMPLE = [450, 420, 420, 420, 420, 420, 170, 170, 170, -50, -50]
STATUSES = ["result", "A60/40", "A50/50", "A40/60"]


def _code(status: str) -> ArtificialScore:
    code = parse_entry(status)
    assert isinstance(code, ArtificialScore)  # STATUSES holds artificial scores only
    return code


class NeubergComparison(w.VBox):
    """Tick results out, turn one into a ruling or into a deviant group, and compare methods.

    Opens on Magic Contest's worked example with one 170 ticked out: ten results of eleven.

    Examples
    --------
    >>> nc = NeubergComparison()
    >>> nc.comparison.round(1).iloc[0].tolist()
    [18.0, 19.0, 19.9, 19.9]
    >>> nc.played[0].value = False
    >>> print(nc.comparison["neuberg"].round(2).iloc[:3].tolist())  # (11/9)(12 + 1) - 1
    [14.89, 14.89, 14.89]
    """

    #: what the core made of the current inputs (the model; the HTML is only its view)
    answer = traitlets.Any(None, allow_none=True)

    def __init__(self, scores: list[float] | None = None, out: tuple[int, ...] | None = None,
                 *, small_group: str = "magic"):
        scores = list(NEUBERG_EXAMPLE if scores is None else scores)
        if out is None:
            out = (8,) if scores == NEUBERG_EXAMPLE else ()
        self.rows_box = w.VBox()
        self.selected = w.Dropdown(description="Explain", options=[])
        self._build_rows(scores, out, ["result"] * len(scores))
        self.small_group = w.Dropdown(options=[("Magic Contest (7+ results)", "magic"),
                                               ("EBU White Book 4.2.3.3", "ebu")],
                                      value=small_group, description="Small group")
        self.value_kind = w.ToggleButtons(options=[("matchpoints", "mp"), ("percent", "pct")],
                                          value="mp")
        self._ruling_controls()
        for widget in (self.small_group, self.value_kind, self.selected, self.artificial,
                       self.session_ns, self.session_ew, self.penalty):
            widget.observe(self._changed, "value")
        self.table_html = w.HTML()
        self.table_html.add_class("bk-neuberg-table")
        self.formula = w.HTML()
        self.formula.add_class("bk-formula")
        self.chart = w.HTML()
        self.chart.add_class("bk-neuberg-chart")
        self.comparison = pd.DataFrame()
        header = w.HTML("<b>played &nbsp; ruling &nbsp; scoring group</b>")
        super().__init__([
            style_html(), w.HBox([w.VBox([header, self.rows_box]),
                    w.VBox([self.small_group, self.value_kind, self.table_html])]),
            w.HBox([self.artificial, self.session_ns, self.session_ew]),
            w.HBox([self.selected, self.penalty]), self.formula, self.chart,
        ])
        self.add_class("bk-neuberg")
        self.update()

    def _build_rows(self, scores: list[float], out, statuses: list[str]) -> None:
        """One row of controls per result: played, ruling, scoring group."""
        self.scores = scores
        self.played = [w.Checkbox(value=i not in out, description=f"{s:+g}", indent=False,
                                  layout=w.Layout(width="80px")) for i, s in enumerate(scores)]
        self.status = [w.Dropdown(options=STATUSES, value=st, layout=w.Layout(width="95px"))
                       for st in statuses]
        self.group = [w.Dropdown(options=["main", "deviant"], value="main",
                                 layout=w.Layout(width="95px")) for _ in scores]
        for i, (p, st, g) in enumerate(zip(self.played, self.status, self.group, strict=True)):
            p.add_class(f"bk-played-{i}")
            st.add_class(f"bk-status-{i}")
            g.add_class(f"bk-group-{i}")
            labelled(st, f"Ruling for result {i + 1}")
            labelled(g, f"Scoring group of result {i + 1}")
            for widget in (p, st, g):
                widget.observe(self._changed, "value")
        self.rows_box.children = [w.HBox([p, st, g]) for p, st, g in
                                  zip(self.played, self.status, self.group, strict=True)]
        first_played = next((i for i in range(len(scores)) if i not in out), 0)
        self.selected.options = [(f"#{i + 1} {s:+g}", i) for i, s in enumerate(scores)]
        self.selected.value = first_played if scores else None

    def load(self, entries) -> None:
        """Compare the methods on another board: its N-S scores, or rulings (``A60/40``,
        ``A+``), as a traveller holds them (weighted scores are left out).

        >>> nc = NeubergComparison()
        >>> nc.load([420, 450, "A+", 170])
        >>> nc.comparison["plain"].tolist()
        [2.0, 4.0, 2.4, 0.0]
        """
        scores, statuses = [], []
        for entry in entries:
            value = parse_entry(entry)
            if isinstance(value, ArtificialScore):
                code = f"A{value.ns_pct:g}/{value.ew_pct:g}"
                if code in STATUSES:
                    scores.append(0.0)
                    statuses.append(code)
            elif isinstance(value, float):
                scores.append(value)
                statuses.append("result")
        self._build_rows(scores, (), statuses)
        self.update()

    def _ruling_controls(self) -> None:
        """Average-plus fixed or from the session, and a penalty on the result explained."""
        self.artificial = w.Dropdown(options=[("60 / 50 / 40 %", "fixed"),
                                              ("from the session", "session")],
                                     value="fixed", description="Average-plus")
        self.session_ns = w.BoundedFloatText(value=63.4, min=0, max=100, step=0.1,
                                             description="N-S session %",
                                             layout=w.Layout(width="190px"))
        self.session_ew = w.BoundedFloatText(value=45.0, min=0, max=100, step=0.1,
                                             description="E-W session %",
                                             layout=w.Layout(width="190px"))
        self.penalty = w.Text(value="", placeholder="NS 25%", description="Penalty",
                              tooltip="a procedural penalty on the result explained: "
                                      "NS 25% (of a top) or EW 1.5 (MP)")
        for name in ("artificial", "session_ns", "session_ew", "penalty"):
            getattr(self, name).add_class(f"bk-{name.replace('_', '-')}")

    def _changed(self, _change=None) -> None:
        self.update()

    def _board(self):
        entries, groups, index = [], [], []
        for i, s in enumerate(self.scores):
            if not self.played[i].value:
                continue
            status = self.status[i].value
            entries.append(s if status == "result" else self._ruling(status))
            groups.append(self.group[i].value)
            index.append(i)
        return entries, groups, index

    def _ruling(self, status: str) -> str:
        """The ruling as scored: fixed, or each side's value from its session percentage."""
        if self.artificial.value == "fixed":
            return status
        code = _code(status)
        ns, _ = session_percentage(code.ns_pct, self.session_ns.value)
        ew, _ = session_percentage(code.ew_pct, self.session_ew.value)
        return f"A{ns:g}/{ew:g}"

    def _ruling_words(self, i: int) -> str:
        status = self.status[i].value
        if status == "result":
            return ""
        code = _code(status)
        if self.artificial.value == "fixed":
            return f"Ruling: {code.describe()} (Law 12C2)."
        ns = session_percentage(code.ns_pct, self.session_ns.value)[1]
        ew = session_percentage(code.ew_pct, self.session_ew.value)[1]
        return f"Ruling (Law 12C2, average-plus from the session): N-S {ns}; E-W {ew}."

    def _penalty_words(self, top: float) -> str:
        text = self.penalty.value.strip()
        if not text:
            return ""
        try:
            penalties = parse_penalty(text)
        except BridgekitError as exc:
            return f"⚠ {exc}"
        parts = []
        for side, amount, unit in penalties:
            points = penalty_points(amount, unit, top)
            what = f"{amount:g}% of a top of {top:g}" if unit == "%" else "matchpoints"
            parts.append(f"Penalty (Law 90): {points:g} MP off {side.value[0]}-{side.value[1]}'s "
                         f"total ({what}); the opponents keep their matchpoints.")
        return " ".join(parts)

    @shows_errors("table_html")
    def update(self) -> None:
        entries, groups, index = self._board()
        normal = len(self.scores)
        if not entries:
            self.table_html.value = "<i>no results played</i>"
            self.comparison = self.answer = pd.DataFrame()
            return
        column = "ns_mp" if self.value_kind.value == "mp" else "ns_pct"
        try:
            frames = {
                "plain": score_board(entries, groups=groups, method="plain"),
                "old-style": score_board(entries, normal=normal, groups=groups,
                                         method="old-style"),
                "neuberg": score_board(entries, normal=normal, groups=groups),
                "small group": score_board(entries, normal=normal, groups=groups,
                                           method=self.small_group.value),
            }
        except Exception as exc:
            self.table_html.value = error_html(exc)
            return
        labels = [f"#{i + 1} {e if isinstance(e, str) else f'{e:+g}'}"
                  for i, e in zip(index, entries, strict=True)]
        self.comparison = pd.DataFrame({m: f[column].to_numpy() for m, f in frames.items()},
                                       index=labels)
        self.answer = self.comparison
        shown = self.comparison.reset_index(names="result")
        highlight = index.index(self.selected.value) if self.selected.value in index else None
        real = sum(1 for e in entries if not isinstance(e, str))
        rulings = len(entries) - real
        count = f"{real} of {normal} results present" + (
            f", and {rulings} ruling{'s' * (rulings > 1)}" if rulings else "")
        self.table_html.value = (f"<p>{escape(count)}</p>"
                                 + frame_html(shown, css="bk-neuberg-values", highlight=highlight))
        if highlight is None:
            self.formula.value = "<i>that result is ticked out (not played)</i>"
        else:
            explanation = explain_board(entries, normal=normal, groups=groups,
                                        method=self.small_group.value)
            top = 2 * (normal - 1)
            extra = " ".join(x for x in (self._ruling_words(self.selected.value),
                                          self._penalty_words(top)) if x)
            self.formula.value = (f"<p>{escape(explanation.heading)}</p>"
                                  f"<p><b>{escape(explanation[highlight])}</b></p>"
                                  + (f"<p>{escape(extra)}</p>" if extra else ""))
        unit = "N-S %" if self.value_kind.value == "pct" else "N-S matchpoints"
        self.chart.value = bars_svg(labels, {m: self.comparison[m].tolist()
                                             for m in self.comparison.columns},
                                    title="N-S score of each result, by method", ylabel=unit)
