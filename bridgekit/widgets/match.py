"""MatchEntry: type your own teams match -- both tables' N-S scores -- for the charts."""

from __future__ import annotations

import re

import ipywidgets as w
import pandas as pd
import traitlets

from bridgekit.errors import ScoreError
from bridgekit.i18n import N_, _
from bridgekit.widgets._common import Speaks, link_inputs

#: The match a "your match" box opens with: eight boards, a game swing, a slam, a sacrifice.
EXAMPLE = ("420 -50 110 1430 -100 300 -620 140", "170 -50 -140 980 -100 -500 -650 110")
YOURS = ("yours", 0)
#: the typed match's place in a list of matches, and the team names it opens with
YOURS_LABEL = N_("Your match (type the scores)")
HOME, AWAY = N_("Your team"), N_("Opponents")
_SPLIT = re.compile(r"[\s,;]+")


def parse_scores(text: str) -> list:
    """A table's N-S scores as typed: numbers (or rulings such as ``A+``) separated by
    spaces, commas or semicolons.

    >>> parse_scores("420, -50  A+")
    [420, -50, 'A+']
    """
    return [int(token) if re.fullmatch(r"[+-]?\d{1,6}", token) else token
            for token in _SPLIT.split(str(text).strip()) if token]


def team_name(team: object, name: object = "") -> str:
    """A team as a sentence names it, in the language being spoken: its number and the
    file's name for it (``1 Acol``), its name alone, or ``team 8`` where all it has is a
    number ("1 v 8: 0-48" is no sentence).

    >>> team_name("1", "Acol"), team_name("Acol"), team_name("8"), team_name("8", "8")
    ('1 Acol', 'Acol', 'team 8', 'team 8')
    """
    team = str(team)
    name = "" if name is None or name != name else str(name)
    shown = f"{team} {name}" if name and name != team else team
    if _NUMBER.fullmatch(shown):
        return _("team {team}").format(team=shown)
    return shown


_NUMBER = re.compile(r"[0-9]+")


def match_options(teams: pd.DataFrame) -> list[tuple[str, tuple]]:
    """Dropdown options for the matches of a teams event, in the language being spoken:
    label -> (round, match); a team known by a number alone is ``team 1``.

    >>> frame = pd.DataFrame({"round": [1, 1], "match": [2, 3], "home": ["A", "1"],
    ...                       "away": ["B", "8"]})
    >>> match_options(frame)
    [('Round 1: A v B', (1, 2)), ('Round 1: team 1 v team 8', (1, 3))]
    """
    matches = teams.groupby(["round", "match"], sort=True).first()
    return [(_("Round {round}: {home} v {away}").format(
        round=r, home=team_name(row.home), away=team_name(row.away)), (int(r), int(m)))
        for (r, m), row in matches.iterrows()]


class MatchEntry(Speaks, w.VBox):
    """Two boxes, one per table, holding the N-S scores board by board; the boxes' texts
    and the team names are traits (``table1``, ``table2``, ``home``, ``away``). The team
    names it opens with are said in its language (``lang``) until one is typed. Its help
    line says a ruling (``A+``) may be typed unless ``rulings=False`` (the Hybrid tab's
    scoring takes scores alone).

    >>> m = MatchEntry()
    >>> m.frame().table1_ns.tolist()[:3], len(m.frame())
    ([420, -50, 110], 8)
    >>> m.table2 = "170"
    >>> m.get_state()["table2"], m.table2_input.value
    ('170', '170')
    """

    table1 = traitlets.Unicode(EXAMPLE[0]).tag(sync=True)
    table2 = traitlets.Unicode(EXAMPLE[1]).tag(sync=True)
    home = traitlets.Unicode(HOME).tag(sync=True)
    away = traitlets.Unicode(AWAY).tag(sync=True)

    INPUTS = ("table1", "table2", "home", "away")

    def __init__(self, *, lang: str | None = None, rulings: bool = True):
        self.rulings = rulings
        box = {"continuous_update": False, "layout": w.Layout(width="520px", height="40px")}
        self.table1_input = w.Textarea(**box).add_class("bk-own-table1")
        self.table2_input = w.Textarea(**box).add_class("bk-own-table2")
        self.home_input = w.Text()
        self.away_input = w.Text()
        self.help_line = w.HTML()
        super().__init__([self.help_line, self.table1_input, self.table2_input,
                          w.HBox([self.home_input, self.away_input])])
        self.add_class("bk-own-match")
        link_inputs(self, self.INPUTS)
        #: the team names as last said for the user (a name still the same was not typed)
        self._said = {"home": HOME, "away": AWAY}
        self.begin_speaking(lang)

    def relabel(self) -> None:
        """The boxes' labels and tooltips, the help line, and the team names not typed."""
        self.help_line.value = _("N-S scores board by board, separated by spaces (a ruling "
                                 "such as A+ is allowed)") if self.rulings else _(
            "N-S scores board by board, separated by spaces")
        self.table1_input.description = _("Table 1 N-S")
        self.table1_input.tooltip = _("your team sits N-S at table 1")
        self.table2_input.description = _("Table 2 N-S")
        self.table2_input.tooltip = _("your team sits E-W at table 2")
        self.home_input.description = _("Home")
        self.away_input.description = _("Away")
        for name, default in (("home", HOME), ("away", AWAY)):
            if getattr(self, name) == self._said[name]:
                self._said[name] = _(default)
                setattr(self, name, self._said[name])

    def frame(self) -> pd.DataFrame:
        """The match as a teams-event frame (one row a board).

        Raises
        ------
        ScoreError
            When the tables do not have one score each for the same number of boards.
        """
        t1, t2 = parse_scores(self.table1), parse_scores(self.table2)
        if not t1 or len(t1) != len(t2):
            raise ScoreError(f"table 1 has {len(t1)} scores and table 2 has {len(t2)}: give "
                             "one N-S score per board at each table")
        return pd.DataFrame({"round": 0, "match": 0, "home": self.home or _("Home"),
                             "away": self.away or _("Away"),
                             "board": range(1, len(t1) + 1), "table1_ns": t1, "table2_ns": t2})

    def observe_all(self, handler) -> None:
        """Call ``handler`` when any of the match's traits changes."""
        self.observe(handler, names=list(self.INPUTS))
