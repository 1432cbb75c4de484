"""A results file checked against itself: rescore it by its own method, list what differs.

A director's first question about a results file is "why did we get that?". A PBN or
USEBIO file carries the numbers its scoring program published (matchpoints,
percentages, IMPs, the Butler datum, pair totals); the readers keep them beside the
traveller (``pbn_mp_ns``, ``usebio_cross_imp_ns``, ``attrs["totals"]`` ...).
:func:`score_published` scores the traveller the way the file says it was scored
(``[Scoring "IMP;Cross"]``, a ``ButlerDatum`` column, USEBIO's ``BOARD_SCORING_METHOD`` or,
when it has none, the ``EVENT_TYPE``), with the movement the file states, and
:func:`compare_published` lists every published number bridgekit does not reproduce, with
both values and, when an alternative convention reproduces it, why.
:func:`file_program` says which program wrote the file, from its own tags.

A published number agrees when bridgekit's, rounded half away from zero (or as the
convention prints: Compscore rounds an exact half to even) to the decimals the file
printed, is the same.

The conventions programs differ on are options (docs/formats.md has the table of programs):

``normal``
    The results each board is factored to: the rows it has (``None``, the default;
    Ruter, Magic Contest), or the most any board has (``"max"``; EBUScore).
``method``
    ``"neuberg"`` (factored) or ``"plain"`` (not factored; BriAn), or any of
    :data:`bridgekit.pairs.METHODS`.
``drop``, ``rounding``
    Butler: results dropped at each end and the datum's rounding (Magic Contest: 1,
    ``"ebu"``).
``cross``
    Cross-IMPs published per row as the ``"average"`` per comparison (Pianola) or
    the ``"total"``.
``convention``
    A program's whole way at once, where no set of the options above reproduces it
    (:data:`CONVENTIONS`): ``"compscore"``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

import numpy as np
import pandas as pd

from bridgekit._checks import check_option
from bridgekit.board import Side
from bridgekit.columns import cell_text, pair_text
from bridgekit.errors import BridgekitError, OptionError
from bridgekit.format import Rounding, fixed
from bridgekit.i18n import N_, NP_, _, ngettext, pgettext, speaking
from bridgekit.i18n import fixed as said_fixed
from bridgekit.i18n import number as said_number
from bridgekit.pairs.event import score_event, score_event_imps
from bridgekit.pairs.factoring import Scale
from bridgekit.pairs.ranking import rank_pairs, rank_pairs_imps
from bridgekit.pairs.scoring import Method
from bridgekit.pairs.sections import rank_sections, score_sections
from bridgekit.pairs.traveller import MOVEMENTS, Movement

__all__ = ["CONVENTIONS", "SCORINGS", "Convention", "compare_published", "file_program",
           "file_scoring", "file_settings", "published_columns", "published_totals",
           "score_published", "split_sections"]

#: How a pairs event's boards are scored: matchpoints, cross-IMPs or Butler.
SCORINGS = ("matchpoints", "cross-imps", "butler")

# (published column, bridgekit column, label) per scoring; the labels are marked for the
# catalogue and said with pgettext("published", label)
_ROW_CHECKS = {
    "matchpoints": [
        ("pbn_mp_ns", "ns_mp", NP_("published", "N-S MP")),
        ("pbn_mp_ew", "ew_mp", NP_("published", "E-W MP")),
        ("pbn_pct_ns", "ns_pct", NP_("published", "N-S %")),
        ("pbn_pct_ew", "ew_pct", NP_("published", "E-W %")),
        ("usebio_mp_ns", "ns_mp", NP_("published", "N-S MP")),
        ("usebio_mp_ew", "ew_mp", NP_("published", "E-W MP")),
        ("usebio_pct_ns", "ns_pct", NP_("published", "N-S %")),
        ("usebio_pct_ew", "ew_pct", NP_("published", "E-W %")),
        ("acbl_mp_ns", "ns_mp", NP_("published", "N-S MP")),
        ("acbl_mp_ew", "ew_mp", NP_("published", "E-W MP"))],
    "cross-imps": [
        ("pbn_imp_ns", "ns_imps", NP_("published", "N-S IMPs")),
        ("pbn_imp_ew", "ew_imps", NP_("published", "E-W IMPs")),
        ("usebio_cross_imp_ns", "ns_imps", NP_("published", "N-S cross-IMPs")),
        ("usebio_cross_imp_ew", "ew_imps", NP_("published", "E-W cross-IMPs"))],
    "butler": [
        ("pbn_imp_ns", "ns_imps", NP_("published", "N-S IMPs")),
        ("pbn_imp_ew", "ew_imps", NP_("published", "E-W IMPs")),
        ("usebio_imp_ns", "ns_imps", NP_("published", "N-S IMPs")),
        ("usebio_imp_ew", "ew_imps", NP_("published", "E-W IMPs")),
        ("usebio_butler_ns", "ns_imps", NP_("published", "N-S Butler IMPs")),
        ("usebio_butler_ew", "ew_imps", NP_("published", "E-W Butler IMPs")),
        ("pbn_butler_datum", "datum", NP_("published", "Butler datum")),
        ("usebio_datum", "datum", NP_("published", "Butler datum"))],
}
#: Published numbers that belong to the board, not the line: checked once a board.
_BOARD_LEVEL = {"usebio_datum"}
_TOTAL_CHECKS = {"matchpoints": [("TotalScoreMP", "total", NP_("published", "total MP")),
                                 ("TotalPercentage", "pct", NP_("published", "percentage"))],
                 "cross-imps": [("TotalScoreIMP", "total", NP_("published", "total IMPs")),
                                ("TotalScoreMP", "total", NP_("published", "total IMPs"))],
                 "butler": [("TotalScoreIMP", "total", NP_("published", "total IMPs")),
                            ("TotalScoreMP", "total", NP_("published", "total IMPs"))]}


def published_totals(df: pd.DataFrame) -> pd.DataFrame:
    """The pair totals a file published (PBN's TotalScoreTable, USEBIO's PARTICIPANTS).

    One row per pair, the file's own column names (``PairId``, ``Direction``,
    ``TotalScoreMP``, ``TotalPercentage``, ``NrBoards`` ...); numbers as numbers.
    Empty when the file has none.
    """
    totals = pd.DataFrame(df.attrs.get("totals") or [])
    for column in totals.columns:
        if column.startswith("Total") or column in ("NrBoards", "Rank", "RankTie"):
            numbers = pd.to_numeric(totals[column], errors="coerce")
            if numbers.notna().sum() == (totals[column].astype(str).str.strip() != "").sum():
                totals[column] = numbers
    return totals


@dataclass(frozen=True)
class Convention:
    """A scoring program's way of publishing a pairs event, where it is more than one option.

    Attributes
    ----------
    name : str
        What ``convention=`` (``bridgekit check --convention``) calls it.
    program : str
        The program, as its files name it (``PROGRAM_NAME``): a file it wrote is
        pointed at the convention when its numbers are not reproduced without it.
    totals_normal : "max" or None
        The results each board is factored to for the pair totals (the board's
        own matchpoints stay as ``normal=`` says).
    scale_totals : bool or str
        A pair that missed boards has its total scaled to the full session of its
        direction (True), or of both directions (``"session"``)
        (:func:`bridgekit.rank_pairs`' ``scaled_total``).
    rounding : {"half_away", "half_even"}
        How the program prints an exact half (:mod:`bridgekit.format`).
    words : str
        The convention in a sentence (English; :attr:`spoken` in the language being spoken).
    """

    name: str
    program: str
    totals_normal: Literal["max"] | None
    scale_totals: bool | str
    rounding: Rounding
    words: str

    @property
    def spoken(self) -> str:
        """:attr:`words` in the language being spoken."""
        return _(self.words)


#: The named conventions (``convention=`` of :func:`score_published`).
#:
#: ``compscore`` (Compscore3, the Australian Bridge Federation's club scorer): each board's
#: matchpoints are Neuberg to the board's own results (what its traveller lines print); a
#: pair's total is factored to the most results any board has, and a pair that missed boards
#: has its total scaled to the full session of its own direction (a Howell pair that played
#: 26 of 27 boards: x 27/26; a Mitchell's N-S pairs that played 18 boards are not scaled to
#: E-W's 21); the percentage is the factored total over the tops of the boards the pair
#: played; an exact half is printed to even (12.65 as 12.6). Butler and cross-IMP totals are
#: the sums of the pairs' IMPs, as printed. The rule texts are silent on factoring totals;
#: the EBU White Book and the ACBL factor a pair's score to a common top in the same way.
CONVENTIONS: dict[str, Convention] = {
    "compscore": Convention(
        "compscore", "Compscore", totals_normal="max", scale_totals=True, rounding="half_even",
        words=N_("board matchpoints Neuberg to each board's own results; pair totals factored "
                 "to the most results any board has, scaled to the session of the pair's "
                 "direction; an exact half printed to even")),
    # ACBLscore (my.acbl.org club game pages): 1 and 1/2 matchpoints; a pair that missed
    # boards scaled to the session's boards across both directions (163.5 x 26/24 =
    # 177.13); its percentage taken from the rounded scaled total (43.31 / 72 = 60.15%,
    # where the exact figure is 60.16%), recognised as rounding of printed figures
    "acblscore": Convention(
        "acblscore", "ACBLscore", totals_normal=None, scale_totals="session",
        rounding="half_away",
        words=N_("matchpoints 1 and 1/2; a pair that missed boards scaled to the session's "
                 "boards across both directions; percentages printed from the rounded "
                 "totals")),
}


def file_program(df: pd.DataFrame, *, lang: str | None = None) -> str:
    """The program that wrote the file, from its own tags ("" when it names none).

    USEBIO: ``PROGRAM_NAME`` and ``PROGRAM_VERSION``; PBN: the ``Generator`` or
    ``Application`` tag.

    Parameters
    ----------
    df : pandas.DataFrame
        A file's traveller, as :func:`bridgekit.io.read_event` reads it.
    lang : str, optional
        The language of the words around the name and version (``"nl"``, ``"fr"``);
        default: the one being spoken.

    Examples
    --------
    >>> frame = pd.DataFrame()
    >>> frame.attrs["program"] = {"name": "Compscore3", "version": "13-Mar-26"}
    >>> file_program(frame)
    'Compscore3 (version 13-Mar-26)'
    >>> frame.attrs = {"event": {"Application": "Ruter"}}
    >>> file_program(frame)
    'Ruter'
    """
    with speaking(lang):
        return str(_program_said(df))


def _program_said(df: pd.DataFrame) -> _Said | str:
    """The program that wrote the file, with its version, to be said when shown."""
    program = df.attrs.get("program") or {}
    if program.get("name") and program.get("version"):
        # TRANSLATORS: the program that wrote a results file, and its version
        return _said(N_("{program} (version {version})"), program=str(program["name"]),
                     version=str(program["version"]))
    return _program_name(df)


def _program_name(df: pd.DataFrame) -> str:
    """The name of the program that wrote the file, as its tags give it ("" when none)."""
    program = df.attrs.get("program") or {}
    if program.get("name"):
        return str(program["name"])
    tags = df.attrs.get("event") or {}
    return str(tags.get("Generator") or tags.get("Application") or "").strip()


def _program_convention(df: pd.DataFrame) -> Convention | None:
    """The named convention of the program that wrote the file, if bridgekit has one (by
    the program's own name, whatever language its version is said in)."""
    program = _program_name(df).casefold()
    for convention in CONVENTIONS.values():
        if program.startswith(convention.program.casefold()):
            return convention
    return None


def file_scoring(df: pd.DataFrame) -> str:
    """How the file says its boards were scored: one of :data:`SCORINGS`.

    PBN: the ``Scoring`` tag (``IMP;Cross...`` cross-IMPs, ``Butler`` or a
    ``ButlerDatum`` column Butler, else matchpoints); USEBIO: ``BOARD_SCORING_METHOD``
    (``CROSS_IMPS``; ``IMPS`` is Butler, IMPs against a datum) or, when the file has
    none (Compscore), the ``EVENT_TYPE`` (``MP_PAIRS``, ``BUTLER_PAIRS``, ``CROSS_IMP``).

    >>> frame = pd.DataFrame()
    >>> frame.attrs["event"] = {"Scoring": "IMP;Cross-IMP"}
    >>> file_scoring(frame)
    'cross-imps'
    >>> compscore = pd.DataFrame()
    >>> compscore.attrs["event_type"] = "BUTLER_PAIRS"
    >>> file_scoring(compscore)
    'butler'
    """
    tag = str(df.attrs.get("event", {}).get("Scoring", "") or df.attrs.get("scoring", "")
              or df.attrs.get("event_type", ""))
    key = tag.upper().replace("-", "_").replace(" ", "_")
    if "CROSS" in key:
        return "cross-imps"
    if "BUTLER" in key or "pbn_butler_datum" in df.columns or key == "IMPS" \
            or key.startswith("IMP"):
        return "butler"
    return "matchpoints"


@dataclass(frozen=True)
class _Said:
    """A sentence kept to be said in the language being spoken when it is shown: its English
    message (marked for the catalogue where it is made) and its slots."""

    message: str
    slots: tuple[tuple[str, Any], ...] = ()

    def __str__(self) -> str:
        return _(self.message).format(**dict(self.slots))


def _said(message: str, **slots: Any) -> _Said:
    return _Said(message, tuple(slots.items()))


@dataclass(frozen=True)
class _Options:
    scoring: str
    method: Method
    scale: Scale
    normal: Any
    drop: int
    rounding: str
    cross: str
    convention: Convention | None = None
    movement: Movement = "auto"


def score_published(df: pd.DataFrame, *, scoring: str | None = None,
                    method: Method = "neuberg", scale: Scale = "ebu",
                    normal: int | str | dict[object, int] | None = None,
                    drop: int = 1, rounding: str = "ebu",
                    cross: str = "average", convention: str | None = None,
                    movement: Movement | None = None,
                    artificial: Literal["fixed", "session"] = "fixed",
                    sections: Literal["field", "apart"] | None = None) -> pd.DataFrame:
    """Score a file's traveller as the file says (or as told): matchpoints or IMPs.

    ``convention`` names a program's whole way (:data:`CONVENTIONS`); ``movement`` is
    the movement the file states (``attrs["movement"]``, a Mitchell for Compscore's
    ``1NS``/``1EW``) unless told, else found from the pair numbers: a stated movement
    is never replaced by a guess. ``sections`` (default the file's ``attrs["sections"]``):
    a file of several sections scored across the field (``"field"``, the default when the
    file does not say) is scored by :func:`bridgekit.pairs.score_sections` with
    ``by="field"``, each pair its section and number; a file whose sections were scored
    apart (``"apart"``) is checked one section at a time (:func:`file_settings`,
    ``bridgekit check``), each part as a file of one section.

    Returns :func:`bridgekit.score_event`'s frame, with ``ns_imps``/``ew_imps``
    (and ``datum``) for an IMP event; ``attrs["scoring"]`` names the scoring and
    ``attrs["options"]`` the conventions used. With a convention that factors the
    totals otherwise than the boards, ``totals_ns_mp``/``totals_ew_mp``/``totals_top``
    hold each row's matchpoints as the totals count them.
    """
    scoring = scoring or file_scoring(df)
    check_option(scoring, "scoring", SCORINGS)
    check_option(cross, "cross", ("average", "total"), "cross-IMPs per comparison or in all")
    named = CONVENTIONS[check_option(convention, "convention", tuple(CONVENTIONS))] \
        if convention is not None else None
    movement = movement or df.attrs.get("movement") or "auto"
    check_option(movement, "movement", MOVEMENTS)
    if _across_sections(df, sections):
        if isinstance(normal, dict):
            raise OptionError(f"normal={normal!r}: sections scored across the field take "
                              "None, 'max' or one whole number")
        scored = score_sections(df, by="field", factoring="none" if method == "plain" else
                                "neuberg", normal=normal, scale=scale, movement=movement)
    else:
        scored = score_event(df, method=method, scale=scale, normal=normal, movement=movement,
                             artificial=artificial)
    if named is not None and scoring == "matchpoints" and named.totals_normal != normal:
        factored = score_event(df, method=method, scale=scale, normal=named.totals_normal,
                               movement=movement)
        for column in ("ns_mp", "ew_mp", "top"):
            scored[f"totals_{column}"] = factored[column].to_numpy(float)
    if scoring != "matchpoints":
        scored = score_event_imps(scored, "cross-imps" if scoring == "cross-imps" else "butler",
                                  drop=drop, rounding=rounding)
        if scoring == "cross-imps" and cross == "total":
            scored["ns_imps"] = scored["ns_cross_total"]
            scored["ew_imps"] = -scored["ns_cross_total"]
    scored.attrs["scoring"] = scoring
    scored.attrs["options"] = _Options(scoring, method, scale, normal, drop, rounding, cross,
                                       named, movement)
    return scored


def published_columns(scoring: str) -> list[tuple[str, str, str]]:
    """The columns a file may publish for each result under ``scoring``, each with the
    column of bridgekit's it is checked against and how it is named:
    ``(published, bridgekit, label)``.

    >>> published_columns("butler")[-1]
    ('usebio_datum', 'datum', 'Butler datum')
    """
    return list(_ROW_CHECKS[check_option(scoring, "scoring", SCORINGS)])


def _across_sections(df: pd.DataFrame, sections: str | None) -> bool:
    """Whether ``df`` holds several sections scored across the field."""
    sections = sections or df.attrs.get("sections") or "field"
    check_option(sections, "sections", ("field", "apart"), "across the field, or apart")
    return sections == "field" and "section" in df.columns \
        and len(pd.unique(pair_text(df["section"]))) > 1


def file_settings(df: pd.DataFrame, *, lang: str | None = None) -> tuple[dict[str, Any], str]:
    """The options that reproduce a file's own published numbers best, as ``bridgekit check``
    finds them: the file's scoring and convention, then each other convention ``check``
    suggests (plain matchpoints, every board factored to the most results, Butler's drop and
    rounding, cross-IMPs as a total), the one with the fewest numbers not reproduced. Returns
    the options (``score_published``'s keywords) and a sentence saying what was found. A file
    whose sections were scored apart (``attrs["sections"] == "apart"``) is checked section by
    section, by its own conventions.

    Parameters
    ----------
    df : pandas.DataFrame
        A file's traveller, as :func:`bridgekit.io.read_event` reads it.
    lang : str, optional
        The language of the sentence (``"nl"``, ``"fr"``); default: the one being spoken.

    Returns
    -------
    tuple of (dict, str)
        The options and the sentence.

    Examples
    --------
    >>> import bridgekit as bk
    >>> from bridgekit.io import read_event
    >>> options, words = file_settings(read_event(bk.data.sample_path("sample_pairs.csv")))
    >>> options["scoring"], options["normal"], words
    ('matchpoints', None, 'the file publishes no numbers to check: scored by Neuberg')
    """
    convention = _program_convention(df)
    base: dict[str, Any] = dict(scoring=file_scoring(df), method="neuberg",
                                scale=df.attrs.get("scale", "ebu"), normal=df.attrs.get("normal"),
                                drop=1, rounding="ebu", cross="average",
                                convention=convention.name if convention else None)
    parts = [part for _name, part in split_sections(df)]
    missed = checked = 0
    for part in parts:
        problems = compare_published(score_published(part, **base))
        missed, checked = missed + len(problems), checked + problems.attrs["checked"]
    if not checked:
        with speaking(lang):
            return base, _("the file publishes no numbers to check: scored by {scoring}").format(
                scoring=_scoring_words(base))
    best = base
    if missed and len(parts) == 1:
        for _words, other in _alternatives(df, score_published(df, **base).attrs["options"]):
            left = len(compare_published(other))
            if left < missed:
                o = other.attrs["options"]
                best = {**base, "method": o.method, "normal": o.normal, "drop": o.drop,
                        "rounding": o.rounding, "cross": o.cross}
                missed = left
    with speaking(lang):
        if not missed:
            done = ngettext("all {checked} of the file's numbers reproduced: scored by {scoring}",
                            "all {checked} of the file's numbers reproduced: scored by {scoring}",
                            checked)
        else:
            done = ngettext("{missed} of the file's {checked} numbers not reproduced: scored by "
                            "{scoring}",
                            "{missed} of the file's {checked} numbers not reproduced: scored by "
                            "{scoring}", checked)
        return best, done.format(missed=missed, checked=checked, scoring=_scoring_words(best))


def split_sections(df: pd.DataFrame) -> list[tuple[str, pd.DataFrame]]:
    """A page's sections, each scored and ranked on its own: (name, its rows), in the
    order the page has them. Each part keeps the page's ``attrs``, with only its own
    pair totals. Only a file whose sections were scored apart (``attrs["sections"]`` is
    ``"apart"``, as on an ACBL game page) is split: any other frame is one part named ""
    (a PBN's ``Section`` column may belong to a field scored across its sections).

    >>> df = pd.DataFrame({"board": [1, 1], "section": ["A", "B"]})
    >>> [(name, len(part)) for name, part in split_sections(df)]
    [('', 2)]
    >>> df.attrs["sections"] = "apart"
    >>> [(name, len(part)) for name, part in split_sections(df)]
    [('A', 1), ('B', 1)]
    """
    if "section" not in df.columns or df.attrs.get("sections") != "apart":
        return [("", df)]
    parts = []
    for label in pd.unique(df["section"]):
        part = df[df["section"] == label].copy()
        part.attrs = dict(df.attrs)
        totals = [t for t in df.attrs.get("totals") or [] if t.get("Section", label) == label]
        part.attrs["totals"] = totals or None
        parts.append((str(label), part))
    return parts


def _scoring_words(options: dict[str, Any]) -> str:
    if options["scoring"] == "butler":
        return _("Butler IMPs")
    if options["scoring"] == "cross-imps":
        return _("cross-IMPs (the total)") if options["cross"] == "total" else _("cross-IMPs")
    method = str(options["method"])
    how = {"plain": _("plain matchpoints"), "neuberg": _("Neuberg")}.get(method, method)
    if options["normal"] == "max":
        # TRANSLATORS: {method} is how the boards were matchpointed ("Neuberg")
        return _("{method}, every board factored to the most results").format(method=how)
    return how


def _agree(ours: float, published: float, decimals: int,
           rounding: Rounding = "half_away") -> bool:
    if not np.isfinite(ours):
        return False
    return fixed(ours, decimals, rounding=rounding) == fixed(published, decimals)


def _alternatives(df: pd.DataFrame, options: _Options) -> list[tuple[_Said, pd.DataFrame]]:
    """The same file under the other conventions, each with the words that name it."""
    o = options
    tries: list[tuple[_Said, dict[str, Any]]] = []
    if o.scoring == "matchpoints":
        if o.method != "plain":
            tries.append((_said(N_("the file does not factor (plain matchpoints, as BriAn "
                                   "prints): try --method plain")), dict(method="plain")))
        if o.normal != "max":
            tries.append((_said(N_("the file factors every board to the most results any "
                                   "board has (as EBUScore does): try --normal max")),
                          dict(normal="max")))
        if o.method == "plain":
            tries.append((_said(N_("the file factors by Neuberg: try --method neuberg")),
                          dict(method="neuberg")))
    elif o.scoring == "butler":
        count = 1 - o.drop if o.drop <= 1 else 0
        # TRANSLATORS: "result(s)" stands for both forms; {count} is 0 or 1
        tries.append((_said(N_("the datum drops {count} result(s) at each end: try --drop "
                               "{count}"), count=count), dict(drop=count)))
        if o.rounding == "ebu":
            tries.append((_said(N_("the datum is rounded as ACBLscore rounds it: try "
                                   "--rounding acbl")), dict(rounding="acbl")))
        else:
            tries.append((_said(N_("the datum is rounded as the EBU rounds it: try "
                                   "--rounding ebu")), dict(rounding="ebu")))
    elif o.cross == "average":
        tries.append((_said(N_("the file prints the cross-IMP total: try --cross total")),
                      dict(cross="total")))
    else:
        tries.append((_said(N_("the file prints the cross-IMP average: try --cross average")),
                      dict(cross="average")))
    out = []
    base: dict[str, Any] = dict(
        scoring=o.scoring, method=o.method, scale=o.scale, normal=o.normal, drop=o.drop,
        rounding=o.rounding, cross=o.cross, movement=o.movement,
        convention=o.convention.name if o.convention else None)
    for words, change in tries:
        try:
            out.append((words, score_published(df, **{**base, **change})))
        except BridgekitError:
            continue
    return out


def compare_published(scored: pd.DataFrame, *, lang: str | None = None) -> pd.DataFrame:
    """Every published number bridgekit does not reproduce, board by board and pair by pair.

    Parameters
    ----------
    scored : pandas.DataFrame
        :func:`score_published`'s frame (a plain :func:`bridgekit.score_event`
        frame is taken as matchpoints).
    lang : str, optional
        The language of the ``reason`` column and of the lines added to
        ``scored.attrs["printed_rounding"]`` (default: the one being spoken);
        :func:`describe` says the reasons in its own language.

    Returns
    -------
    pandas.DataFrame
        One row per disagreement: ``board, line, ns, ew, direction, pair, what,
        published, bridgekit, reason`` (``board``/``line``/``ns``/``ew`` for a
        board's number, ``direction``/``pair`` for a pair total). Empty when every
        published number is reproduced; ``attrs["checked"]`` counts the numbers
        compared.
    """
    options = scored.attrs.get("options")
    if options is None:
        options = _Options("matchpoints", scored.attrs.get("method", "neuberg"), "ebu", None,
                           1, "ebu", "average")
    decimals = scored.attrs.get("decimals", {})
    shown: Rounding = options.convention.rounding if options.convention else "half_away"
    alternatives = None
    rows, checked = [], 0
    for published, ours, label in _ROW_CHECKS[options.scoring]:
        if published not in scored.columns or ours not in scored.columns:
            continue
        values = scored[published].to_numpy(float)
        mine = scored[ours].to_numpy(float)
        digits = decimals.get(published, 2)
        wanted = np.isfinite(values)
        if published in _BOARD_LEVEL:  # the board's own number: once a board
            wanted &= ~pd.Series(scored["board"].to_numpy()).duplicated().to_numpy()
        for pos in np.flatnonzero(wanted):
            checked += 1
            if _agree(mine[pos], values[pos], digits, shown):
                continue
            if alternatives is None:
                alternatives = _alternatives(scored, options)
            rows.append(_row_problem(scored, pos, label, values[pos], mine[pos], digits,
                                     published, ours, alternatives))
    with speaking(lang):
        totals_rows, totals_checked = _compare_totals(scored, options, decimals)
        reasons = [row["reason"] for row in rows + totals_rows]
        for row in rows + totals_rows:
            row["reason"] = str(row["reason"])
    frame = pd.DataFrame(rows + totals_rows,
                         columns=["board", "line", "ns", "ew", "direction", "pair", "what",
                                  "published", "bridgekit", "reason"])
    # each reason kept by its row's label (and as said here), for describe() to say it again
    # in its own language: rows sorted or filtered keep theirs
    frame.attrs["reasons"] = {label: (said, text) for label, said, text
                              in zip(frame.index, reasons, frame["reason"], strict=True)}
    frame.attrs["checked"] = checked + totals_checked
    frame.attrs["totals_skipped"] = scored.attrs.get("totals_skipped", 0)
    return frame


def _row_problem(scored: pd.DataFrame, pos: int | np.integer[Any], label: str,
                 published_value: float, ours: float, digits: int, published: str, column: str,
                 alternatives: list[tuple[_Said, pd.DataFrame]]) -> dict[str, Any]:
    row = scored.iloc[pos]
    reason: _Said | str = ""
    if not np.isfinite(ours):
        error = cell_text(row.get("error"))
        reason = _said(N_("bridgekit could not score this row: {error}"), error=error) \
            if error else _said(N_("bridgekit has no score for this row"))
    else:
        for words, alt in alternatives:
            value = alt[column].to_numpy(float)[pos]
            if _agree(value, published_value, digits):
                reason = words
                break
    line = row.get("line")
    return {"board": row.get("board"), "line": int(line) if _is_number(line) else None,
            "ns": cell_text(row.get("ns")), "ew": cell_text(row.get("ew")), "direction": "",
            "pair": "", "what": label, "published": published_value,
            "bridgekit": round(float(ours), 4) if np.isfinite(ours) else np.nan,
            "reason": reason}


def _is_number(value: Any) -> bool:
    try:
        return value is not None and np.isfinite(float(value))
    except (TypeError, ValueError):
        return False


def _compare_totals(scored: pd.DataFrame, options: _Options, decimals: dict[str, int]
                    ) -> tuple[list[dict[str, Any]], int]:
    totals = scored.attrs.get("totals")
    if not totals:
        return [], 0
    ranks = _ranks(scored, options)
    by_pair = {(getattr(r, "section", ""), r.direction, r.pair): r
               for r in ranks.itertuples(index=False)}
    convention = options.convention
    shown: Rounding = convention.rounding if convention else "half_away"
    hint: _Said | str = ""
    if convention is None and (named := _program_convention(scored)) is not None:
        hint = _said(N_("the file was written by {program}: try --convention {convention}"),
                     program=_program_said(scored), convention=named.name)
    rows, checked, skipped = [], 0, 0
    for total in totals:
        direction = {"N-S": "NS", "E-W": "EW", "NS": "NS", "EW": "EW"}.get(
            str(total.get("Direction", "")).strip().upper(), "")
        pair = str(total.get("PairId", "")).strip()
        where = str(total.get("Section", "")).strip() if "section" in ranks.columns else ""
        mine = by_pair.get((where, direction, pair)) or by_pair.get((where, "", pair))
        played = str(total.get("NrBoards", "")).strip()
        if played.isascii() and played.isdigit() and (mine is None or int(played) != mine.boards):
            skipped += 1  # the total covers boards this file does not hold
            continue
        for key, column, label in _TOTAL_CHECKS[options.scoring]:
            text = str(total.get(key, "")).strip()
            try:
                value = float(text)
            except ValueError:
                continue
            checked += 1
            if column == "total" and "scaled_total" in ranks.columns:
                column = "scaled_total"
            ours = float(getattr(mine, column)) if mine is not None else np.nan
            digits = decimals.get(key, 2)
            if _agree(ours, value, digits, shown):
                continue
            if column == "pct" and _from_printed_total(scored, mine, value, digits, decimals):
                continue
            rows.append({"board": None, "line": None, "ns": "", "ew": "",
                         "direction": direction, "pair": pair, "what": label,
                         "published": value, "bridgekit": round(ours, 4) if ours == ours else
                         np.nan, "reason": hint if mine is not None else
                         _said(N_("bridgekit has no result for this pair"))})
    scored.attrs["totals_skipped"] = skipped
    return rows, checked


def _from_printed_total(scored: pd.DataFrame, mine: Any, value: float, digits: int,
                        decimals: dict[str, int]) -> bool:
    """Whether a published percentage is the pair's printed (rounded) scaled total over the
    full maximum, as ACBLscore prints it (43.31 / 72 = 60.15% where the exact figure is
    60.16%): rounding of printed figures, not a wrong number. Each one is named in
    ``scored.attrs["printed_rounding"]``."""
    scaled = float(getattr(mine, "scaled_total", np.nan))
    pct = float(getattr(mine, "pct", np.nan))
    if not (np.isfinite(scaled) and np.isfinite(pct) and pct > 0):
        return False
    full = 100 * scaled / pct
    printed = float(fixed(scaled, decimals.get("TotalScoreMP", 2)))
    if not _agree(100 * printed / full, value, digits):
        return False
    scored.attrs.setdefault("printed_rounding", []).append(
        _("{pair}: percentage published {published} = {total} / {maximum} (its printed "
          "total); the exact figure is {exact}: rounding of printed figures").format(
            pair=_pair_words(mine.direction, mine.pair), published=said_fixed(value, digits),
            total=said_fixed(printed, decimals.get("TotalScoreMP", 2)),
            maximum=said_number(full), exact=said_fixed(pct, digits)))
    return True


def _pair_words(direction: str, pair: object) -> str:
    """A pair as a director names it: "N-S pair 3", or "pair 3" in a Howell."""
    if direction in ("NS", "EW"):
        # TRANSLATORS: {side} is N-S or E-W
        return _("{side} pair {pair}").format(side=Side(direction).spoken, pair=pair)
    return _("pair {pair}").format(pair=pair)


def _ranks(scored: pd.DataFrame, options: _Options) -> pd.DataFrame:
    """The ranking the published totals are compared with: the convention's (matchpoints
    factored and scaled as the program does) or bridgekit's own."""
    if options.scoring != "matchpoints":
        return rank_pairs_imps(scored)
    if scored.attrs.get("by") == "field":  # sections across the field: the pair is its section's
        return rank_sections(scored, over="field")
    convention = options.convention
    if convention is None:
        return rank_pairs(scored)
    if "totals_ns_mp" in scored.columns:
        scored = scored.assign(ns_mp=scored["totals_ns_mp"], ew_mp=scored["totals_ew_mp"],
                               top=scored["totals_top"])
    return rank_pairs(scored, scale_totals=convention.scale_totals)


def describe(problems: pd.DataFrame, *, lang: str | None = None) -> list[str]:
    """Each disagreement as a line a director reads: where, what, both values, why.

    Parameters
    ----------
    problems : pandas.DataFrame
        :func:`compare_published`'s frame (or some of its rows).
    lang : str, optional
        The language of the lines (``"nl"``, ``"fr"``); default: the one being spoken.
        The reasons are said in it too, whatever language :func:`compare_published` spoke.

    Returns
    -------
    list of str
        A line per row of ``problems``.
    """
    kept = problems.attrs.get("reasons")
    kept = kept if isinstance(kept, dict) else {}
    has_reason = "reason" in problems.columns
    lines = []
    with speaking(lang):
        for label, p in zip(problems.index, problems.itertuples(index=False), strict=True):
            if p.pair:
                where = _pair_words(p.direction, p.pair)
            else:
                board = int(p.board) if _is_number(p.board) else p.board
                if _is_number(p.line):
                    where = _("board {board} (line {line}), N-S {ns} v E-W {ew}").format(
                        board=board, line=int(p.line), ns=p.ns, ew=p.ew)
                else:
                    where = _("board {board}, N-S {ns} v E-W {ew}").format(board=board, ns=p.ns,
                                                                           ew=p.ew)
            text = p.reason if has_reason else ""
            said, as_made = kept.get(label, (None, None))
            reason = str(said) if said is not None and as_made == text else cell_text(text)
            slots = dict(where=where, what=pgettext("published", str(p.what)),
                         published=said_number(p.published, 4), reason=reason)
            nothing = p.bridgekit != p.bridgekit
            if nothing and reason:
                # TRANSLATORS: a published number bridgekit has no value for, and why
                text = _("{where}: {what} published {published}, bridgekit nothing "
                         "({reason})").format(**slots)
            elif nothing:
                text = _("{where}: {what} published {published}, bridgekit nothing").format(
                    **slots)
            elif reason:
                # TRANSLATORS: a published number, bridgekit's own value, and why they differ
                text = _("{where}: {what} published {published}, bridgekit {mine} "
                         "({reason})").format(mine=said_number(p.bridgekit, 4), **slots)
            else:
                text = _("{where}: {what} published {published}, bridgekit {mine}").format(
                    mine=said_number(p.bridgekit, 4), **slots)
            lines.append(text)
    return lines
