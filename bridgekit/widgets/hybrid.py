"""HybridExplorer: hybrid-point thresholds (White Book 161.7) to play with."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import ipywidgets as w
import pandas as pd
import traitlets

from bridgekit.data import load_sample_teams
from bridgekit.i18n import _, fixed, number, pgettext, speaking
from bridgekit.show.charts import LARGE, NORMAL, hybrid_staircase_svg
from bridgekit.show.html import escape
from bridgekit.show.widgets import grid_html, problem_html
from bridgekit.teams.hybrid import (
    HybridResult,
    band_text,
    hybrid_points,
    hybrid_ratio,
    hybrid_share,
    hybrid_table,
)
from bridgekit.widgets._common import OneUpdate, Speaks, keep_value, link_inputs, match_rows, shows_errors
from bridgekit.widgets.match import YOURS, YOURS_LABEL, MatchEntry, match_options

#: each number box's range: (least, most). White Book 161.7 prints the tables for 2 to 10
#: boards; the core extends them by their rule to any length, and the tab draws up to 64
#: (a longer match's table and staircase are too long to read): a count outside is refused
#: and said, never clamped
RANGES = {"boards": (1, 64), "total": (0, 20000), "swing": (0, 5000)}
#: the match lengths White Book 161.7 prints a table for
PRINTED = (2, 10)


class HybridExplorer(Speaks, w.VBox):
    """Boxes for the boards, total points and swing; the share, the table row that
    applies, a staircase plot; and a match scored board by board.

    Inputs are traits: ``boards``, ``total``, ``swing`` (the share of the remaining HPs:
    ``share`` and ``active_row``, the row of the table that applies) and ``match`` (a
    sample match's ``(round, match)``, or ``YOURS`` for the one typed in ``own``);
    ``answer`` holds the core's :class:`~bridgekit.teams.hybrid.HybridResult` for the match;
    ``lang`` is the language it speaks.

    Examples
    --------
    >>> hx = HybridExplorer()
    >>> hx.boards, hx.total, hx.swing = 4, 2400, 300
    >>> hx.share, hx.active_row, hx.get_state()["total"]
    ((3.5, 1.5), 2, 2400)
    >>> hx.answer.home + hx.answer.away
    10.0
    """

    boards = traitlets.Int(3).tag(sync=True)
    total = traitlets.Int(2000).tag(sync=True)
    swing = traitlets.Int(250).tag(sync=True)
    #: the chart's text at 20 pixels or more (the app's projector mode sets it)
    large_text = traitlets.Bool(False).tag(sync=True)
    match = traitlets.Tuple((0, 0)).tag(sync=True)
    #: the winner's and loser's share of the remaining HPs, and the table row that applies
    share = traitlets.Tuple((0.0, 0.0)).tag(sync=True)
    active_row = traitlets.Int(0).tag(sync=True)
    #: the match scored by the core (the model; the HTML is only its view)
    answer = traitlets.Instance(HybridResult, allow_none=True)

    def __init__(self, *, lang: str | None = None):
        self._once = OneUpdate(self.update_match)
        #: a number of boards refused, said again in each language (None: none)
        self._refused: Callable[[], str] | None = None
        self._resetting = False
        # number boxes with arrows (a keyboard's up and down step them): labelled for screen
        # readers, as sliders' handles are not
        self.boards_input = w.IntText().add_class("bk-hp-boards")  # a count out of range is refused in words
        self.boards_note = w.HTML().add_class("bk-hp-boards-note")
        self.total_input = w.BoundedIntText(min=0, max=20000, step=10).add_class("bk-hp-total")
        self.swing_input = w.BoundedIntText(min=0, max=5000, step=10).add_class("bk-hp-swing")
        self.result = w.HTML().add_class("bk-hp-share")
        self.table_html = w.HTML().add_class("bk-hp-table")
        self.chart = w.HTML().add_class("bk-hp-chart")
        self.teams = load_sample_teams()
        with speaking(lang):
            options = self._options()
        self.match_input = w.Dropdown(options=options).add_class("bk-hp-match")
        self.own = MatchEntry(lang=lang, rulings=False)  # hybrid points score scores alone
        self.own.layout.display = "none"
        self.match_html = w.HTML().add_class("bk-hp-match-result")
        self.share_heading, self.match_heading = w.HTML(), w.HTML()
        super().__init__([
            self.share_heading,
            w.HBox([w.VBox([self.boards_input, self.boards_note, self.total_input,
                            self.swing_input, self.result]),
                    self.table_html]),
            self.chart,
            self.match_heading,
            self.match_input, self.own, self.match_html,
        ], match=options[0][1])
        self.add_class("bk-hybrid")
        link_inputs(self, ("total", "swing", "match"))
        traitlets.dlink((self, "boards"), (self.boards_input, "value"))
        self.boards_input.observe(self._boards_typed, names=["value"])
        self.observe(lambda _: self.update(), names=["boards", "total", "swing", "large_text"])
        self.observe(self._once.changed, names=["match"])
        self.own.observe_all(self._once.changed)
        self.begin_speaking(lang)  # the first update, in its language

    def _options(self) -> list[tuple[str, tuple]]:
        """The sample's matches and the typed one, in the language being spoken."""
        return [*match_options(self.teams), (_(YOURS_LABEL), YOURS)]

    def relabel(self) -> None:
        """The boxes' labels, the headings and the matches' names (what was chosen stays)."""
        self.boards_input.description = _("Boards")
        self.total_input.description = _("Total points")
        self.swing_input.description = _("Swing")
        self.match_input.description = _("Match")
        self.share_heading.value = "<h3>" + escape(_("Share of the remaining HPs")) + "</h3>"
        self.match_heading.value = "<h3>" + escape(_("A match, board by board")) + "</h3>"
        with self._once.quiet():  # the choice comes back: the match is scored once, below
            keep_value(self.match_input, self._options())
            self.own.lang = self.lang

    def rerender(self) -> None:
        """The share, its table and staircase, and the match, in the language spoken: the
        match is not scored again, only its teams named again (a match that could not be
        scored is tried again, to say why)."""
        self._note_boards()
        self.update()
        if self.answer is None:
            self.update_match()
        else:
            g = self._shown_match()
            self.answer = replace(self.answer, home_name=str(g.home.iloc[0]),
                                  away_name=str(g.away.iloc[0]))
            self._show_match()

    def _boards_typed(self, change) -> None:
        """A number of boards typed: one in :data:`RANGES` is taken, any other refused in
        words (the count shown is kept, never clamped to the nearest)."""
        least, most = RANGES["boards"]
        if self._resetting:
            return
        if least <= change["new"] <= most:
            self._refused = None
            self.boards = change["new"]
            self._note_boards()
            return
        typed, kept = change["new"], self.boards
        # TRANSLATORS: a number of boards typed in the Hybrid points tab that it refuses
        self._refused = lambda: problem_html(_(
            "{typed} boards: this tab shows matches of {least} to {most} boards; {kept} boards "
            "kept.").format(typed=typed, least=least, most=most, kept=kept))
        self._resetting = True
        try:
            self.boards_input.value = self.boards
        finally:
            self._resetting = False
        self._note_boards()

    def _note_boards(self) -> None:
        """Under the boards box: a count refused, or a table White Book 161.7 does not print
        (made by its rule)."""
        with speaking(self.lang):
            if self._refused is not None:
                self.boards_note.value = self._refused()
            elif not PRINTED[0] <= self.boards <= PRINTED[1]:
                self.boards_note.value = escape(_(
                    "White Book 161.7 prints the tables for {least} to {most} boards; the "
                    "table for {boards} follows their rule (each gap between thresholds one "
                    "more than the last).").format(least=PRINTED[0], most=PRINTED[1],
                                                    boards=self.boards))
            else:
                self.boards_note.value = ""

    @traitlets.validate("boards", "total", "swing")
    def _in_range(self, proposal) -> int:
        name, value = proposal["trait"].name, proposal["value"]
        least, most = RANGES[name]
        if not least <= value <= most:
            raise traitlets.TraitError(f"{name}={value!r}: {least} to {most}")
        return value

    @property
    def match_result(self) -> HybridResult | None:
        """:attr:`answer`."""
        return self.answer

    @shows_errors("result")
    def update(self) -> None:
        """The share of the remaining HPs, its row of the table, and the staircase."""
        k, total, swing = self.boards, self.total, self.swing
        ratio = hybrid_ratio(total, swing)
        table = hybrid_table(k)
        with self.hold_sync():
            self.share = hybrid_share(k, total, swing)
            self.active_row = int(table.index[table.winner == self.share[0]][0])
        if ratio is None:
            how = escape(_("swing 0: the aggregate is level, the HPs are shared equally"))
        else:
            how = _("{total} / {swing} = {quotient}, rounded down: <b>{ratio}</b>").format(
                total=total, swing=swing, quotient=fixed(total / swing, 2), ratio=ratio)
        share = _("Share of the {remaining} remaining HPs: <b>{winner} – {loser}</b> "
                  "({board_hps} board HPs, {all_hps} in all)").format(
            remaining=k + 1, winner=number(self.share[0]), loser=number(self.share[1]),
            board_hps=2 * k, all_hps=3 * k + 1)
        self.result.value = f"<p>{how}</p><p>{share}</p>"
        shown = pd.DataFrame({
            # TRANSLATORS: a column of the hybrid-points table: the winner's and loser's HPs
            pgettext("column", "share"): [f"{number(a)} – {number(b)}"
                                          for a, b in zip(table.winner, table.loser, strict=True)],
            # TRANSLATORS: a column of the hybrid-points table: total points / swing
            pgettext("column", "ratio"): [band_text(lo, hi)
                                          for lo, hi in zip(table.low, table.high, strict=True)],
        }, index=table.index)
        self.table_html.value = grid_html(shown, css="bk-hp-thresholds",
                                           highlight=self.active_row)
        self.chart.value = hybrid_staircase_svg(k, ratio, look=LARGE if self.large_text else NORMAL)

    @shows_errors("match_html")
    def update_match(self) -> None:
        """The match chosen (or typed), scored in hybrid points by the core."""
        yours = self.match == YOURS
        self.own.layout.display = None if yours else "none"
        try:
            g = self._shown_match()
            answer = hybrid_points(g.table1_ns, g.table2_ns, g.board.to_numpy(),
                                   home=str(g.home.iloc[0]), away=str(g.away.iloc[0]))
        except Exception:  # said under the match: nothing of the match before is kept
            self.answer = None
            raise
        self.answer = answer
        self._show_match()

    def _shown_match(self) -> pd.DataFrame:
        """The match chosen (or typed), its teams named in the language spoken."""
        return self.own.frame() if self.match == YOURS else match_rows(self.teams, self.match)

    def _show_match(self) -> None:
        assert self.answer is not None
        lines = "<br>".join(escape(x) for x in self.answer.explain().splitlines())
        self.match_html.value = (grid_html(self.answer.frame, css="bk-hp-boards-table", digits=0)
                                 + f"<p>{lines}</p>")
