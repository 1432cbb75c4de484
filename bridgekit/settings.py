"""How an event is scored and printed: one typed value, and the programs' ways as presets.

Every door of bridgekit (``check``, ``score``, ``handout``, ``publish``, ``convert``, the
API, the app's tabs) scores an event by one :class:`Settings`. The option vocabulary lives
here and nowhere else: each field's accepted values, and one :class:`OptionError` naming
the field, the value and what would be accepted.

>>> s = Settings.of("acblscore")
>>> s.scale, s.sections, s.totals_scaling
('acbl', 'apart', 'session')
>>> s.replace(scale="ebu").scale
'ebu'
>>> Settings(method="swiss")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
bridgekit.errors.OptionError: method='swiss': one of 'plain', 'old-style', 'neuberg', ...

A convention (a program's way) is a preset: ``Settings.of("compscore")``. The keyword
options of the scoring functions (``method=``, ``scale=`` ...) are shortcuts that build one.
Where the rule texts are silent (factoring pair totals, scaling a pair that missed boards,
printing an exact half), the presets follow the program each is named after, as its files
show it (docs/formats.md has the table of programs and the fixture that shows each).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Literal

from bridgekit._checks import check_number, check_option, check_whole, clip_text
from bridgekit.errors import OptionError
from bridgekit.i18n import N_

__all__ = ["PRESETS", "PRESET_WORDS", "PROGRAMS", "VOCABULARY", "Settings"]

#: Each choice field's accepted values, and what they mean (the one home of the vocabulary).
VOCABULARY: dict[str, tuple[tuple[str, ...], str]] = {
    "scoring": (("matchpoints", "cross-imps", "butler", "teams"),
                "how the event's boards are scored"),
    "method": (("plain", "old-style", "neuberg", "magic", "ebu"),
               "how a board with fewer results is factored"),
    "scale": (("ebu", "acbl"), "2 per score beaten, or 1 and 1/2"),
    "movement": (("auto", "mitchell", "howell"), "how pair numbers are read"),
    "sections": (("field", "apart"), "sections scored across the field, or each alone"),
    "artificial": (("fixed", "session"), "60/50/40, or from the pair's own percentage"),
    "datum_rounding": (("ebu", "acbl"), "how the Butler datum is rounded"),
    "cross": (("average", "total"), "cross-IMPs per comparison or in all"),
    "totals_scaling": (("none", "direction", "session"),
                       "a pair that missed boards: not scaled, scaled to its direction's "
                       "boards, or to the session's"),
    "printed": (("half_away", "half_even"), "how an exact half is printed"),
    "vp_scale": (("wbf", "wbf_discrete", "whole_up", "ebu_whole", "wbf_25"),
                 "the IMP-to-VP scale"),
    "teams": (("imps", "pab"), "a teams board by IMPs, or point-a-board"),
}


#: Each preset's program as its files name it (USEBIO ``PROGRAM_NAME``, PBN ``Generator``):
#: a file a program wrote is scored by its preset.
PROGRAMS: dict[str, str] = {"compscore": "Compscore", "acblscore": "ACBLscore",
                            "ebuscore": "EBUScore", "brian": "BriAn", "ruter": "Ruter",
                            "magic": "Magic Contest", "pianola": "Pianola",
                            "teamsscorer": "TeamsScorer", "ebuscoreteams": "EBUScoreTeams",
                            "scorebridge": "Scorebridge"}


@dataclass(frozen=True)
class Settings:
    """How an event is scored and printed.

    Attributes
    ----------
    scoring : {"matchpoints", "cross-imps", "butler", "teams"}
        The event's boards: matchpoints, cross-IMPs, Butler IMPs, or a teams event.
    method : str
        Matchpoints: how a board with fewer results is factored (Neuberg by default; plain:
        not factored, as BriAn).
    scale : {"ebu", "acbl"}
        Matchpoints 2 per score beaten and 1 per tie, or 1 and 1/2.
    normal : None, "max" or int
        The results each board is factored to: the rows it has (None), the most any board
        has ("max", EBUScore), or a number.
    totals_normal : None, "max" or int
        The same for the pair totals only, where a program factors them otherwise than the
        boards (Compscore: "max"); None: as the boards.
    totals_scaling : {"none", "direction", "session"}
        A pair that missed boards: its total as played, scaled to the boards of its
        direction (Compscore) or of the whole session (ACBLscore).
    movement : {"auto", "mitchell", "howell"}
        How pair numbers are read: found from them, or as the file states.
    sections : {"field", "apart"}
        Several sections scored across the field (one ranking), or each alone.
    artificial : {"fixed", "session"}
        Average-plus and minus at matchpoints: 60/40, or from the pair's session (EBU,
        ACBL). At IMPs they are Law 86A's (``ruling_imps``) whatever this says.
    drop : float
        Butler: results dropped at each end (a whole number, or a share such as 0.05).
    datum_rounding : {"ebu", "acbl"}
        Butler: how the datum is rounded.
    cross : {"average", "total"}
        Cross-IMPs printed per comparison or in all.
    printed : {"half_away", "half_even"}
        How an exact half is printed (Compscore: to even).
    vp_scale : str
        Teams: the IMP-to-VP scale.
    draw_margin : float
        Point-a-board: a net of this much or less ties a board.
    teams : {"imps", "pab"}
        Teams: boards by IMPs, or point-a-board.
    ruling_imps : float
        At IMPs, what an average-plus is worth (a comparison, at cross-IMPs): Law 86A's 3
        IMPs unless the program gives less (Ruter 1.5).
    convention : str or None
        The preset these settings came from (:data:`PRESETS`), None for bridgekit's own.
    """

    scoring: Literal["matchpoints", "cross-imps", "butler", "teams"] = "matchpoints"
    method: Literal["plain", "old-style", "neuberg", "magic", "ebu"] = "neuberg"
    scale: Literal["ebu", "acbl"] = "ebu"
    normal: int | Literal["max"] | None = None
    totals_normal: int | Literal["max"] | None = None
    totals_scaling: Literal["none", "direction", "session"] = "none"
    movement: Literal["auto", "mitchell", "howell"] = "auto"
    sections: Literal["field", "apart"] = "field"
    artificial: Literal["fixed", "session"] = "fixed"
    drop: float = 1
    datum_rounding: Literal["ebu", "acbl"] = "ebu"
    cross: Literal["average", "total"] = "average"
    printed: Literal["half_away", "half_even"] = "half_away"
    vp_scale: Literal["wbf", "wbf_discrete", "whole_up", "ebu_whole", "wbf_25"] = "wbf"
    draw_margin: float = 0
    teams: Literal["imps", "pab"] = "imps"
    ruling_imps: float = 3
    convention: str | None = None

    def __post_init__(self) -> None:
        for name, (choices, what) in VOCABULARY.items():
            check_option(getattr(self, name), name, choices, what)
        for name in ("normal", "totals_normal"):
            value = getattr(self, name)
            if value is not None and value != "max":
                check_whole(value, name, minimum=1, error=OptionError)
        drop = check_number(self.drop, "drop", error=OptionError, minimum=0)
        object.__setattr__(self, "drop", int(drop) if drop.is_integer() else drop)
        check_number(self.draw_margin, "draw_margin", error=OptionError, minimum=0)
        check_number(self.ruling_imps, "ruling_imps", error=OptionError, minimum=0)
        if self.convention is not None:
            check_option(self.convention, "convention", tuple(PROGRAMS), "a program's way")

    @classmethod
    def of(cls, name: str) -> Settings:
        """A named preset: a program's whole way (:data:`PRESETS`).

        >>> Settings.of("brian").method
        'plain'
        """
        return PRESETS[check_option(name, "convention", tuple(PRESETS), "a program's way")]

    def replace(self, **changes: Any) -> Settings:
        """These settings with some fields changed (each checked).

        >>> Settings().replace(method="plain").method
        'plain'
        >>> Settings().replace(colour="red")
        Traceback (most recent call last):
        ...
        bridgekit.errors.OptionError: colour='red': not a setting; one of scoring, method, ...
        """
        names = [f.name for f in dataclasses.fields(self)]
        for key in changes:
            if key not in names:
                raise OptionError(f"{key}={clip_text(changes[key])}: not a setting; one of "
                                  f"{', '.join(names[:2])}, ...")
        return dataclasses.replace(self, **changes)

    def with_options(self, **shortcuts: Any) -> Settings:
        """These settings with the keyword options given, as functions take them: an option
        given as None is left as the settings say, and ``rounding=`` is the Butler datum's.

        >>> Settings().with_options(method=None, rounding="acbl").changed()
        {'datum_rounding': 'acbl'}
        """
        given = {key: value for key, value in shortcuts.items() if value is not None}
        if "rounding" in given:
            given["datum_rounding"] = given.pop("rounding")
        return self.replace(**given)

    def changed(self) -> dict[str, Any]:
        """The fields that differ from bridgekit's own defaults.

        >>> Settings.of("compscore").changed()["totals_normal"]
        'max'
        """
        default = Settings()
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                if getattr(self, f.name) != getattr(default, f.name)}

    def texts(self) -> dict[str, str]:
        """The fields that differ from bridgekit's own, each as text, as a file with no tag
        for them states them (a CSV's columns); :meth:`from_texts` reads them back.

        >>> Settings.of("ebuscore").texts()
        {'normal': 'max', 'convention': 'ebuscore'}
        >>> Settings.from_texts(Settings.of("ruter").texts()) == Settings.of("ruter")
        True
        """
        return {name: str(value) for name, value in self.changed().items()}

    @classmethod
    def from_texts(cls, texts: dict[str, str], base: Settings | None = None) -> Settings:
        """``base`` (bridgekit's own) with the fields ``texts`` states (:meth:`texts`), each
        read as its field takes it (in any case, spaces around it dropped) and checked.

        >>> Settings.from_texts({"scoring": "Butler", "drop": " 0.05"}).changed()
        {'scoring': 'butler', 'drop': 0.05}
        >>> Settings.from_texts({"normal": "many"})
        Traceback (most recent call last):
        ...
        bridgekit.errors.OptionError: normal='many': expected a whole number
        """
        numbers = {"normal", "totals_normal", "drop", "draw_margin", "ruling_imps"}
        read: dict[str, Any] = {}
        for name, text in texts.items():
            value: Any = text.strip().lower()  # "Howell" as "howell"
            if name in numbers and value != "max":
                try:
                    number = float(value)
                except ValueError:
                    pass
                else:
                    value = int(number) if number.is_integer() else number
            read[name] = value
        return (base or cls()).replace(**read)

    @property
    def imps(self) -> bool:
        """Whether a pairs event is scored in IMPs (cross-IMPs or Butler)."""
        return self.scoring in ("cross-imps", "butler")


#: The programs' ways, by the name ``convention=`` (``--convention``) gives them. Each was
#: found from its program's files (docs/formats.md: the fixture that shows each):
#:
#: ``bridgekit``: bridgekit's own defaults, whatever program wrote the file.
#: ``compscore`` (Compscore3): board matchpoints Neuberg to each board's own results; pair
#: totals factored to the most results any board has and scaled to the session of the pair's
#: own direction; an exact half printed to even.
#: ``acblscore`` (ACBLscore, as my.acbl.org publishes a club game): 1 and 1/2; each section
#: scored alone; a pair that missed boards scaled to the session's boards across both
#: directions.
#: ``ebuscore`` (EBUScore): every board factored to the most results any board has.
#: ``brian`` (BriAn): plain matchpoints, no factoring.
#: ``ruter``, ``magic`` (Ruter, Magic Contest): Neuberg to each board's own results; Butler
#: drops one result at each end, the datum rounded the EBU's way; Ruter values an artificial
#: score at cross-IMPs at 1.5 IMPs a comparison to each side by its own code (A+ to both sides
#: on a board of 40 results is +58.5 to each, 39 x 1.5).
#: ``pianola``: cross-IMPs as the average per comparison.
#: ``teamsscorer`` (EBU TeamsScorer): teams, whole VPs on the EBU's 20-0 table.
#: ``scorebridge`` (ScoreBridge): each missing result counts as a tie (old-style factoring:
#: 2 x beaten + ties + (N - n)), every board to the most results any board has.
#: ``ebuscoreteams`` (EBUScoreTeams): teams, point-a-board, any positive aggregate wins.
PRESETS: dict[str, Settings] = {
    "bridgekit": Settings(),
    "compscore": Settings(totals_normal="max", totals_scaling="direction", printed="half_even",
                          convention="compscore"),
    "acblscore": Settings(scale="acbl", sections="apart", totals_scaling="session",
                          convention="acblscore"),
    "ebuscore": Settings(normal="max", convention="ebuscore"),
    "brian": Settings(method="plain", convention="brian"),
    "ruter": Settings(ruling_imps=1.5, convention="ruter"),
    "magic": Settings(convention="magic"),
    "pianola": Settings(cross="average", convention="pianola"),
    "teamsscorer": Settings(scoring="teams", vp_scale="ebu_whole", convention="teamsscorer"),
    "ebuscoreteams": Settings(scoring="teams", teams="pab", convention="ebuscoreteams"),
    "scorebridge": Settings(method="old-style", normal="max", convention="scorebridge"),
}
_OWN = PRESETS["bridgekit"]  # bridgekit's own settings, made once (a call with none given makes none)


def with_shortcuts(settings: object, shortcuts: dict[str, Any], names: tuple[str, ...] | None = None
                   ) -> Settings:
    """``settings`` (None: bridgekit's own) with the options given by name; with ``names``, the
    settings a function reads, any other is an OptionError, never ignored.

    >>> with_shortcuts("plain", {})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    bridgekit.errors.OptionError: settings='plain': a Settings ... as method='plain'
    """
    if settings is not None and not isinstance(settings, Settings):
        raise OptionError(f"settings={clip_text(settings)}: a Settings (Settings(method='plain'), "
                          "Settings.of('ebuscore')) or None; an option goes by its name, as "
                          "method='plain'")
    for key, value in shortcuts.items():
        if names is not None and key not in names:
            raise OptionError(f"{key}={clip_text(value)}: not an option here; one of {', '.join(names)}")
    return (settings or _OWN).with_options(**shortcuts) if shortcuts else settings or _OWN


#: What a preset does beyond the options its name says, in a sentence (English, marked for
#: the catalogue: said where shown).
PRESET_WORDS: dict[str, str] = {
    "compscore": N_("board matchpoints Neuberg to each board's own results; pair totals factored "
                    "to the most results any board has, scaled to the session of the pair's "
                    "direction; an exact half printed to even"),
    "acblscore": N_("matchpoints 1 and 1/2; a pair that missed boards scaled to the session's "
                    "boards across both directions; percentages printed from the rounded "
                    "totals"),
    "ruter": N_("an average-plus at cross-IMPs worth 1.5 IMPs a comparison to each side"),
}
