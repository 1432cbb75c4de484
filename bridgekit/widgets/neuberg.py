"""NeubergComparison: one board scored plain, old-style, by Neuberg and by the small-group rule."""

from __future__ import annotations

from typing import Any

import ipywidgets as w
import pandas as pd
import traitlets

from bridgekit._checks import clip_text
from bridgekit.adjusted import ArtificialScore, parse_entry
from bridgekit.board import Side
from bridgekit.errors import BridgekitError
from bridgekit.i18n import (
    N_,
    NP_,
    _,
    ngettext,
    pgettext,
    significant,
    speaking,
    spoken_percent,
)
from bridgekit.pairs.scoring import BoardExplanation, explain_board, score_board
from bridgekit.rulings import parse_penalty, penalty_points, session_percentage
from bridgekit.show.charts import LARGE, NORMAL, bars_svg
from bridgekit.show.html import column_header, escape
from bridgekit.show.widgets import error_html, grid_html, labelled, style_html
from bridgekit.widgets._common import OneUpdate, Speaks, keep_value, link_inputs, shows_errors
from bridgekit.widgets.explain import labelled_options

#: Magic Contest's worked example: a board of 11 results.
NEUBERG_EXAMPLE = [450, 420, 420, 420, 420, 420, 170, 170, 170, -50, -50]
STATUSES = ["result", "A60/40", "A50/50", "A40/60"]
#: Each row's status and scoring group as the dropdowns name them (shown with ``pgettext``);
#: the rulings (A60/40) are written as typed, in every language.
STATUS_WORDS = {"result": NP_("status", "result")}
GROUP_WORDS = {"main": NP_("group", "main"), "deviant": NP_("group", "deviant")}
#: The methods compared, as the table's columns and the chart's legend name them.
METHOD_WORDS = {"plain": NP_("method", "plain"), "old-style": NP_("method", "old-style"),
                "neuberg": NP_("method", "neuberg"), "small group": NP_("method", "small group")}
SMALL_GROUP_RULES = [(N_("Magic Contest (7+ results)"), "magic"),
                     (N_("EBU White Book 4.2.3.3"), "ebu")]
VALUE_KINDS = [(N_("matchpoints"), "mp"), (N_("percent"), "pct")]
AVERAGE_PLUS = [(N_("60 / 50 / 40 %"), "fixed"), (N_("from the session"), "session")]
#: The headings over each result's controls: played (a tick box), its ruling, its group.
ROW_HEADINGS = (NP_("column", "played"), NP_("column", "ruling"),
                NP_("column", "scoring group"))


def _code(status: str) -> ArtificialScore:
    code = parse_entry(status)
    assert isinstance(code, ArtificialScore)  # a status other than "result" is a ruling
    return code


GROUPS = ["main", "deviant"]
#: a control's label shown whole, not cut to the default width
_WHOLE_LABEL = {"description_width": "initial"}
#: the controls of each result's row: (trait, the list of controls' attribute, its CSS class)
ROW_LISTS = (("played", "played_inputs", "bk-played"), ("statuses", "status_inputs", "bk-status"),
             ("groups", "group_inputs", "bk-group"))


class NeubergComparison(Speaks, w.VBox):
    """Tick results out, turn one into a ruling or into a deviant group, and compare methods.

    Opens on Magic Contest's worked example with one 170 ticked out: ten results of eleven.

    Inputs are traits: ``scores`` (the board's N-S scores), and one entry per score in
    ``played``, ``statuses`` (``"result"`` or a ruling) and ``groups``; ``small_group``,
    ``value_kind``, ``selected`` (the result explained), ``artificial``, ``session_ns``,
    ``session_ew`` and ``penalty``. ``answer`` holds the comparison: one row per result
    played, one column per method (from :func:`bridgekit.score_board`). ``lang`` is the
    language it speaks (its labels, the table's headers, the core's explanation and the
    numbers: 19,9 in Dutch).

    Parameters
    ----------
    scores : list of float, optional
        The board's N-S scores (default: Magic Contest's worked example).
    out : tuple of int, optional
        The results ticked out (not played); default: one 170 of the example.
    lang : str, optional
        The language of the view (``"nl"``, ``"fr"``); default: the one being spoken.

    Examples
    --------
    >>> nc = NeubergComparison()
    >>> nc.answer.round(1).iloc[0].tolist()
    [18.0, 19.0, 19.9, 19.9]
    >>> nc.played = [False, *nc.played[1:]]
    >>> print(nc.answer["neuberg"].round(2).iloc[:3].tolist())  # (11/9)(12 + 1) - 1
    [14.89, 14.89, 14.89]
    >>> nc.played_inputs[0].value, nc.get_state()["played"][:2]
    (False, [False, True])
    """

    scores = traitlets.List(traitlets.Float()).tag(sync=True)
    played = traitlets.List(traitlets.Bool()).tag(sync=True)
    statuses = traitlets.List(traitlets.Unicode()).tag(sync=True)
    groups = traitlets.List(traitlets.Enum(GROUPS)).tag(sync=True)
    small_group = traitlets.Enum(["magic", "ebu"], "magic").tag(sync=True)
    value_kind = traitlets.Enum(["mp", "pct"], "mp").tag(sync=True)
    selected = traitlets.Int(None, allow_none=True).tag(sync=True)
    artificial = traitlets.Enum(["fixed", "session"], "fixed").tag(sync=True)
    session_ns = traitlets.Float(63.4).tag(sync=True)
    session_ew = traitlets.Float(45.0).tag(sync=True)
    penalty = traitlets.Unicode("").tag(sync=True)
    #: results the board was meant to have (a result not played still counts); None: every
    #: score listed
    normal = traitlets.Int(None, allow_none=True).tag(sync=True)
    #: the chart's text at 20 pixels or more (the app's projector mode sets it)
    large_text = traitlets.Bool(False).tag(sync=True)
    #: the methods compared, from the core (the model; the HTML is only its view)
    answer = traitlets.Instance(pd.DataFrame, allow_none=True)

    INPUTS = ("played", "statuses", "groups", "small_group", "value_kind", "selected",
              "artificial", "session_ns", "session_ew", "penalty", "normal", "large_text")

    def __init__(self, scores: list[float] | None = None, out: tuple[int, ...] | None = None,
                 *, lang: str | None = None):
        scores = list(NEUBERG_EXAMPLE if scores is None else scores)
        if out is None:
            out = (8,) if scores == NEUBERG_EXAMPLE else ()
        self._once = OneUpdate(self.update)
        self._scored: tuple[list, list[int], BoardExplanation, pd.DataFrame] | None = None
        self.played_inputs: list[w.Checkbox] = []
        self.status_inputs: list[w.Dropdown] = []
        self.group_inputs: list[w.Dropdown] = []
        self.rows_box = w.VBox()
        self.selected_input = w.Dropdown(options=[])
        # the label whole in every language ("Kleine groep" was cut)
        self.small_group_input = w.Dropdown(options=SMALL_GROUP_RULES, style=_WHOLE_LABEL)
        self.value_kind_input = w.ToggleButtons(options=VALUE_KINDS)
        self._ruling_controls()
        self.table_html = w.HTML().add_class("bk-neuberg-table")
        self.formula = w.HTML().add_class("bk-formula")
        self.chart = w.HTML().add_class("bk-neuberg-chart")
        self.header = w.HTML()
        super().__init__([
            style_html(), w.HBox([w.VBox([self.header, self.rows_box]),
                    w.VBox([self.small_group_input, self.value_kind_input, self.table_html])]),
            w.HBox([self.artificial_input, self.session_ns_input, self.session_ew_input]),
            w.HBox([self.selected_input, self.penalty_input]), self.formula, self.chart,
        ])
        self.add_class("bk-neuberg")
        link_inputs(self, ("small_group", "value_kind", "selected", "artificial", "penalty"))
        for name in ("session_ns", "session_ew"):  # a number in the language's form: 63,4
            self.observe(self._show_session, names=[name])
            getattr(self, f"{name}_input").observe(
                lambda change, name=name: self._session_typed(name, change["new"]),
                names=["value"])
        self.observe(self._rows_to_controls, names=[t for t, _, _ in ROW_LISTS])
        self.observe(self._once.changed, names=list(self.INPUTS))
        self.observe(self._new_scores, names=["scores"])
        with self._once.quiet():  # the first update is said in the view's language, below
            self._set_board(scores, out, ["result"] * len(scores))
        self.begin_speaking(lang)

    def relabel(self) -> None:
        """Every label, option, tooltip and heading, in the language being spoken (what was
        chosen and typed stays)."""
        self.selected_input.description = _("Explain")
        self.small_group_input.description = _("Small group")
        self.artificial_input.description = _("Average-plus")
        # TRANSLATORS: a box for N-S's percentage over the session (average-plus from it)
        self.session_ns_input.description = _("N-S session %")
        # TRANSLATORS: a box for E-W's percentage over the session (average-plus from it)
        self.session_ew_input.description = _("E-W session %")
        self.penalty_input.description = _("Penalty")
        # TRANSLATORS: {example_top} and {example_mp} are typed as the language writes them
        # (NZ 25% and OW 1,5 in Dutch): the box reads the sides and decimal mark spoken
        self.penalty_input.tooltip = _("a procedural penalty on the result explained: "
                                       "{example_top} (of a top) or {example_mp} (MP)").format(
            example_top=f"{Side.NS.spoken} {spoken_percent(25)}",
            example_mp=f"{Side.EW.spoken} {significant(1.5)}")
        self.penalty_input.placeholder = f"{Side.NS.spoken} {spoken_percent(25)}"
        self._show_session()
        # the headings over each result's controls: a tick box, its ruling, its scoring group
        self.header.value = "<b>{}</b>".format(" &nbsp; ".join(
            escape(pgettext("column", word)) for word in ROW_HEADINGS))
        with self._once.quiet(), self.hold_sync():  # the choices come back: no update here
            for control, options in (
                    (self.small_group_input, [(_(t), v) for t, v in SMALL_GROUP_RULES]),
                    (self.value_kind_input, [(_(t), v) for t, v in VALUE_KINDS]),
                    (self.artificial_input, [(_(t), v) for t, v in AVERAGE_PLUS])):
                keep_value(control, options)
            self._label_rows()

    def rerender(self) -> None:
        """The table, the formula and the chart again, in the language spoken: the board
        scored and explained is worded again, not scored again."""
        if self._scored is None:  # nothing played, or the last update failed
            self.update()
        else:
            self._show(*self._scored)

    def _status_options(self, rulings: list[str]) -> list:
        return labelled_options([(pgettext("status", STATUS_WORDS[s]) if s in STATUS_WORDS
                                   else s, s) for s in rulings])

    def _label_rows(self) -> None:
        """Each row's rulings and groups named in the language spoken (the choices stay),
        and each row's label for screen readers."""
        groups = labelled_options([(pgettext("group", GROUP_WORDS[g]), g) for g in GROUPS])
        for i, (st, g) in enumerate(zip(self.status_inputs, self.group_inputs, strict=True)):
            statuses = self._status_options([v[1] if isinstance(v, tuple) else v
                                             for v in st.options])
            if list(st.options) != statuses:
                keep_value(st, statuses)
            if list(g.options) != groups:
                keep_value(g, groups)
            labelled(st, _("Ruling for result {n}").format(n=i + 1))
            labelled(g, _("Scoring group of result {n}").format(n=i + 1))

    @property
    def comparison(self) -> pd.DataFrame:
        """:attr:`answer` (an empty frame when no result is played)."""
        return pd.DataFrame() if self.answer is None else self.answer

    @traitlets.validate("session_ns", "session_ew")
    def _percentage(self, proposal) -> float:
        value = proposal["value"]
        if not 0 <= value <= 100:
            raise traitlets.TraitError(f"{proposal['trait'].name}={value!r}: a session "
                                       "percentage is 0 to 100")
        return value

    @traitlets.validate("played", "groups")
    def _one_each(self, proposal) -> list:
        """One entry for each score."""
        return self._for_each_score(proposal)

    def _for_each_score(self, proposal) -> list:
        name, value = proposal["trait"].name, proposal["value"]
        if len(value) != len(self.scores):
            raise traitlets.TraitError(f"{name}={clip_text(value)}: one for each of the board's "
                                       f"{len(self.scores)} scores")
        return value

    @traitlets.validate("statuses")
    def _rulings(self, proposal) -> list[str]:
        """Each status is ``result`` or an artificial score in any notation the core reads
        (``A+/A+`` is kept as ``A60/60``), one for each score."""
        self._for_each_score(proposal)
        statuses = []
        for status in proposal["value"]:
            try:
                statuses.append("result" if status == "result" else str(_code(status)))
            except (BridgekitError, AssertionError):
                raise traitlets.TraitError(f"{status!r}: a status is 'result' or an artificial "
                                           "score (A60/40, A+, A=, A-, A+/A+)") from None
        return statuses

    @traitlets.validate("normal")
    def _size(self, proposal) -> int | None:
        value = proposal["value"]
        if value is not None and value < 1:
            raise traitlets.TraitError(f"normal={value!r}: a board is meant to have at least "
                                       "one result (None: every score listed)")
        return value

    def _expected(self) -> int:
        """The board's size: the results it was meant to have, at least those listed."""
        return max(self.normal or 0, len(self.scores))

    def _set_board(self, scores: list[float], out, statuses: list[str],
                   normal: int | None = None) -> None:
        """Another board: its scores, the ones ticked out, each one's ruling and the board's
        size; one update."""
        first_played = next((i for i in range(len(scores)) if i not in out), 0)
        with self._once.batch(), self.hold_sync():
            self._build_rows(scores, statuses)
            self.normal = normal
            self.scores = [float(s) for s in scores]
            self.played = [i not in out for i in range(len(scores))]
            self.statuses = list(statuses)
            self.groups = ["main"] * len(scores)
            self.selected = first_played if scores else None

    def _new_scores(self, _change=None) -> None:
        """Scores set from outside: a row of controls for each, all played, as results."""
        if not self._once.depth:  # not the board :meth:`_set_board` is setting
            self._set_board(self.scores, (), ["result"] * len(self.scores))

    def _build_rows(self, scores: list[float], statuses: list[str] | None = None) -> None:
        """One row of controls per result: played, ruling (the usual three, and any other the
        board carries), scoring group."""
        rulings = STATUSES + sorted({s for s in statuses or () if s not in STATUSES})
        with speaking(self.lang):
            statuses_shown = self._status_options(rulings)
            groups_shown = labelled_options([(pgettext("group", GROUP_WORDS[g]), g)
                                              for g in GROUPS])
        self.played_inputs = [w.Checkbox(description=f"{s:+g}", indent=False,
                                         layout=w.Layout(width="80px")) for s in scores]
        self.status_inputs = [w.Dropdown(options=statuses_shown, layout=w.Layout(width="95px"))
                              for _s in scores]
        self.group_inputs = [w.Dropdown(options=groups_shown, layout=w.Layout(width="95px"))
                             for _s in scores]
        for trait, attribute, css in ROW_LISTS:
            for i, widget in enumerate(getattr(self, attribute)):
                widget.add_class(f"{css}-{i}")
                widget.observe(lambda change, t=trait, k=i: self._control_changed(t, k, change),
                               names=["value"])
        with speaking(self.lang):
            self._label_rows()
        self.rows_box.children = [w.HBox(list(row)) for row in zip(
            self.played_inputs, self.status_inputs, self.group_inputs, strict=True)]
        self.selected_input.options = [(f"#{i + 1} {s:+g}", i) for i, s in enumerate(scores)]

    def _control_changed(self, trait: str, i: int, change) -> None:
        """A row's control changed on the page: the trait's list takes the new value."""
        values = list(getattr(self, trait))
        if i < len(values) and values[i] != change["new"]:
            values[i] = change["new"]
            setattr(self, trait, values)

    def _rows_to_controls(self, change) -> None:
        """A list trait set from code: each row's control shows its value."""
        attribute = {t: a for t, a, _ in ROW_LISTS}[change["name"]]
        for widget, value in zip(getattr(self, attribute), change["new"], strict=False):
            if widget.value != value:
                widget.value = value

    def load(self, entries, normal: int | None = None) -> None:
        """Compare the methods on another board: its N-S scores and rulings (``A60/40``,
        ``A+``, ``A+/A+``), as a traveller holds them, and the results it was meant to have
        (``normal``; a result not played still counts). Weighted scores are left out.

        >>> nc = NeubergComparison()
        >>> nc.load([420, 450, "A+/A+", 170], normal=5)
        >>> nc.statuses[2], nc.answer["plain"].tolist()
        ('A60/60', [2.0, 4.0, 2.4, 0.0])
        >>> nc.answer["neuberg"].round(2).tolist()  # (5/3)(s + 1) - 1 on a top of 8
        [4.0, 7.33, 4.8, 0.67]
        """
        scores, statuses = [], []
        for entry in entries:
            value = parse_entry(entry)
            if isinstance(value, ArtificialScore):
                scores.append(0.0)
                statuses.append(str(value))
            elif isinstance(value, float):
                scores.append(value)
                statuses.append("result")
        self._set_board(scores, (), statuses, normal)

    def _ruling_controls(self) -> None:
        """Average-plus fixed or from the session, and a penalty on the result explained."""
        self.artificial_input = w.Dropdown(options=AVERAGE_PLUS, style=_WHOLE_LABEL)
        # text boxes, not number boxes: a number box writes 63.4 whatever the language
        self.session_ns_input = w.Text(continuous_update=False, style=_WHOLE_LABEL,
                                       layout=w.Layout(width="210px"))
        self.session_ew_input = w.Text(continuous_update=False, style=_WHOLE_LABEL,
                                       layout=w.Layout(width="210px"))
        self.penalty_input = w.Text(placeholder="NS 25%")  # read in the language spoken
        for name in ("artificial", "session_ns", "session_ew", "penalty"):
            getattr(self, f"{name}_input").add_class(f"bk-{name.replace('_', '-')}")

    def _board(self):
        """The results played: each one's entry (its score, or its ruling as scored), its
        scoring group, and its place among the board's results."""
        index = [i for i in range(len(self.scores)) if self.played[i]]
        return ([self.scores[i] if self.statuses[i] == "result" else self._ruling(self.statuses[i])
                 for i in index], [self.groups[i] for i in index], index)

    def _show_session(self, _change=None) -> None:
        """The session percentages in their boxes, as the language writes them (63,4)."""
        with speaking(self.lang):
            for name in ("session_ns", "session_ew"):
                getattr(self, f"{name}_input").value = significant(getattr(self, name))

    def _session_typed(self, name: str, text: str) -> None:
        """A session percentage typed (63,4 or 63.4); one that is no percentage 0 to 100 is
        put back as it was."""
        try:
            value = float(str(text).strip().replace(",", ".").rstrip("%").strip())
            setattr(self, name, value)
        except (ValueError, traitlets.TraitError):
            pass
        self._show_session()

    def _ruling(self, status: str) -> str:
        """The ruling as scored: fixed, or each side's value from its session percentage."""
        if self.artificial == "fixed":
            return status
        code = _code(status)
        ns, _ = session_percentage(code.ns_pct, self.session_ns)
        ew, _ = session_percentage(code.ew_pct, self.session_ew)
        return str(ArtificialScore(ns, ew))

    def _ruling_words(self, i: int) -> str:
        status = self.statuses[i]
        if status == "result":
            return ""
        code = _code(status)
        if self.artificial == "fixed":
            # TRANSLATORS: {ruling} is an artificial adjusted score in words
            return _("Ruling: {ruling} (Law 12C2).").format(ruling=code.describe())
        ns = session_percentage(code.ns_pct, self.session_ns)[1].describe()
        ew = session_percentage(code.ew_pct, self.session_ew)[1].describe()
        # TRANSLATORS: each side's percentage of an artificial adjusted score, and why
        return _("Ruling (Law 12C2, average-plus from the session): N-S {ns}; "
                 "E-W {ew}.").format(ns=ns, ew=ew)

    def _penalty_words(self, top: float) -> str:
        text = self.penalty.strip()
        if not text:
            return ""
        try:
            penalties = parse_penalty(text, lang=self.lang)  # typed: NZ 25%, OW 1,5
        except BridgekitError as exc:
            return f"⚠ {exc.problem.describe() if exc.problem else exc}"
        parts = []
        for side, amount, unit in penalties:
            points = penalty_points(amount, unit, top)
            if unit == "%":
                # TRANSLATORS: a procedural penalty: the matchpoints taken off a side's total,
                # as a percentage of the board's top
                # (amount: a percentage, its sign written as the language writes it)
                text = _("Penalty (Law 90): {points} MP off {side}'s total ({amount} of a top "
                         "of {top}); the opponents keep their matchpoints.")
            else:
                # TRANSLATORS: a procedural penalty given in matchpoints
                text = _("Penalty (Law 90): {points} MP off {side}'s total (matchpoints); the "
                         "opponents keep their matchpoints.")
            parts.append(text.format(points=significant(points), side=side.spoken,
                                     amount=spoken_percent(amount), top=significant(top)))
        return " ".join(parts)

    @shows_errors("table_html")
    def update(self) -> None:
        """Score and explain the board by each method from the traits; show the table, the
        formula of the result selected and the bars."""
        entries, groups, index = self._board()
        normal = self._expected()
        self._scored = None
        if not entries:
            self.table_html.value = "<i>{}</i>".format(escape(_("no results played")))
            self.answer = pd.DataFrame()
            self.formula.value = self.chart.value = ""  # nothing played: no bars, no formula
            return
        column = "ns_mp" if self.value_kind == "mp" else "ns_pct"
        small: Any = self.small_group
        try:
            frames = {
                "plain": score_board(entries, groups=groups, method="plain"),
                "old-style": score_board(entries, normal=normal, groups=groups,
                                         method="old-style"),
                "neuberg": score_board(entries, normal=normal, groups=groups),
                "small group": score_board(entries, normal=normal, groups=groups, method=small),
            }
        except Exception as exc:
            self.answer = None
            self.table_html.value = error_html(exc)
            self.formula.value = self.chart.value = ""
            return
        labels = [f"#{i + 1} {e if isinstance(e, str) else f'{e:+g}'}"
                  for i, e in zip(index, entries, strict=True)]
        self.answer = answer = pd.DataFrame({m: f[column].to_numpy() for m, f in frames.items()},
                                            index=labels)
        self._scored = (entries, index, explain_board(entries, normal=normal, groups=groups,
                                                      method=small), answer)
        self._show(*self._scored)

    @shows_errors("table_html")
    def _show(self, entries: list, index: list[int], explanation: BoardExplanation,
              answer: pd.DataFrame) -> None:
        """The table (:attr:`answer`), the formula of the result selected and the bars of
        the board scored, in the language spoken."""
        normal, labels = self._expected(), list(answer.index)
        highlight = index.index(self.selected) if self.selected in index else None
        real = sum(1 for e in entries if not isinstance(e, str))
        rulings = len(entries) - real
        if rulings:
            # TRANSLATORS: above the table: results played of those the board was meant to
            # have, and the rulings (English writes "results" even for one)
            count = ngettext("{real} of {normal} results present, and {rulings} ruling",
                             "{real} of {normal} results present, and {rulings} rulings",
                             rulings)
        else:
            # TRANSLATORS: above the table: results played of those the board was meant to
            # have (English writes "results" even for one)
            count = ngettext("{real} of {normal} results present",
                             "{real} of {normal} results present", normal)
        count = count.format(real=real, normal=normal, rulings=rulings)
        names = {m: pgettext("method", word) for m, word in METHOD_WORDS.items()}
        shown = answer.rename(columns=names).reset_index(names="result")
        self.table_html.value = (f"<p>{escape(count)}</p>"
                                 + grid_html(shown, css="bk-neuberg-values", highlight=highlight))
        self._show_formula(explanation, index, highlight)
        unit = column_header("N-S %") if self.value_kind == "pct" else _("N-S matchpoints")
        self.chart.value = bars_svg(labels, {names.get(m, m): answer[m].tolist()
                                             for m in answer.columns},
                                    title=_("N-S score of each result, by method"), ylabel=unit,
                                    look=LARGE if self.large_text else NORMAL)

    def _show_formula(self, explanation: BoardExplanation, index: list[int],
                      highlight: int | None) -> None:
        """How the result selected was scored (the core's words, in the language spoken),
        with its ruling and penalty."""
        if highlight is None:
            self.formula.value = "<i>{}</i>".format(
                escape(_("that result is ticked out (not played)")))
            return
        heading, lines = explanation.words(self.lang)
        top = 2 * (self._expected() - 1)
        extra = " ".join(x for x in (self._ruling_words(index[highlight]),
                                      self._penalty_words(top)) if x)
        self.formula.value = (f"<p>{escape(heading)}</p>"
                              f"<p><b>{escape(lines[highlight])}</b></p>"
                              + (f"<p>{escape(extra)}</p>" if extra else ""))
