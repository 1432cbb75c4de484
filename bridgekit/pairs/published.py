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

The conventions programs differ on are the fields of :class:`bridgekit.Settings` (the
factoring ``normal``, the ``method``, Butler's ``drop`` and datum rounding, cross-IMPs'
``cross``; docs/formats.md has the table of programs); ``convention=`` takes a program's
whole way at once (:data:`CONVENTIONS`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from bridgekit._checks import check_option
from bridgekit.board import Side
from bridgekit.columns import cell_text, pair_text
from bridgekit.errors import BridgekitError, OptionError
from bridgekit.format import Rounding, decimals_of, fixed
from bridgekit.i18n import N_, NP_, Number, Said, _, ngettext, pgettext, speaking
from bridgekit.i18n import number as said_number
from bridgekit.meta import FileMeta
from bridgekit.pairs.event import score_event, score_event_imps
from bridgekit.pairs.ranking import _with_handicaps, rank_pairs, rank_pairs_imps
from bridgekit.pairs.sections import method_factoring, rank_sections, score_sections
from bridgekit.problems import Code, Problem, said
from bridgekit.settings import PRESETS, PROGRAMS, VOCABULARY, Settings

__all__ = ["CONVENTIONS", "SCORINGS", "Found", "compare_published", "file_program",
           "file_scoring", "find_settings", "program_preset", "published_columns",
           "published_totals", "rank_published", "score_published", "settings_for", "settings_of_file",
           "split_sections"]

#: How a pairs event's boards are scored: matchpoints, cross-IMPs or Butler.
SCORINGS = VOCABULARY["scoring"][0][:3]

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
        ("acbl_mp_ew", "ew_mp", NP_("published", "E-W MP")),
        ("acbl_pct_ns", "ns_pct", NP_("published", "N-S %")),
        ("acbl_pct_ew", "ew_pct", NP_("published", "E-W %")),
        ("nzbs_mp_ns", "ns_mp", NP_("published", "N-S MP")),
        ("nzbs_mp_ew", "ew_mp", NP_("published", "E-W MP"))],
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
_IMP_TOTALS = [("TotalScoreIMP", "total", NP_("published", "total IMPs")),
               ("TotalScoreMP", "total", NP_("published", "total IMPs"))]
_TOTAL_CHECKS = {"matchpoints": [("TotalScoreMP", "total", NP_("published", "total MP")),
                                 ("TotalPercentage", "pct", NP_("published", "percentage")),
                                 ("TotalHandicapped", "handicapped_pct",
                                  NP_("published", "handicapped percentage"))],
                 "cross-imps": _IMP_TOTALS, "butler": _IMP_TOTALS}


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


#: The named conventions (``convention=``, ``--convention``): the programs' presets of
#: :data:`bridgekit.settings.PRESETS`, each with its program as its files name it.
CONVENTIONS = PROGRAMS


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


def _program_said(df: pd.DataFrame) -> Said | str:
    """The program that wrote the file, with its version, to be said when shown."""
    meta = FileMeta.of(df)
    if meta.program and meta.version:
        # TRANSLATORS: the program that wrote a results file, and its version
        return Said.of(N_("{program} (version {version})"), program=meta.program,
                       version=meta.version)
    return meta.program


def program_preset(df: pd.DataFrame) -> str | None:
    """The preset of the program that wrote the file (:data:`bridgekit.settings.PRESETS`),
    by the program's own name whatever language its version is said in; None when
    bridgekit has none for it.

    >>> frame = pd.DataFrame()
    >>> frame.attrs["program"] = {"name": "EBUScoreTeams", "version": "1"}
    >>> program_preset(frame)
    'ebuscoreteams'
    """
    program = FileMeta.of(df).program.casefold()
    named = [(len(name), preset) for preset, name in PROGRAMS.items()
             if program.startswith(name.casefold())]
    return max(named)[1] if named else None


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
    if "BUTLER" in key or "pbn_butler_datum" in df.columns or key.startswith("IMP"):
        return "butler"
    return "matchpoints"


def score_published(df: pd.DataFrame, settings: Settings | None = None,
                    **shortcuts: Any) -> pd.DataFrame:
    """Score a file's traveller as the file says (or as told): matchpoints or IMPs.

    ``settings`` (default: the file's own, :func:`settings_of_file`: its program's preset,
    its scoring, scale, movement and sections) says how; keyword options change one setting
    each (:func:`settings_for`: ``method="plain"``, ``convention="compscore"``,
    ``rounding="acbl"`` for the Butler datum). A stated movement is never replaced by a
    guess. A file of several sections scored across the field is scored by
    :func:`bridgekit.pairs.score_sections` with ``by="field"``, each pair its section and
    number; a file whose sections were scored apart is scored one section at a time by
    :func:`split_sections`' parts.

    Returns :func:`bridgekit.score_event`'s frame, with ``ns_imps``/``ew_imps``
    (and ``datum``) for an IMP event; ``attrs["settings"]`` holds the settings used.
    With settings that factor the totals otherwise than the boards,
    ``totals_ns_mp``/``totals_ew_mp``/``totals_top`` hold each row's matchpoints as the
    totals count them.
    """
    s = settings_for(df, settings, **shortcuts)
    if len(split_sections(df, s)) > 1:
        raise OptionError("sections='apart': this file's sections were each scored alone; "
                          "score each of split_sections(df) on its own, or the whole event "
                          "with bridgekit.event_result")
    if s.scoring == "teams":
        raise OptionError("scoring='teams': a teams event is scored by its matches "
                          "(bridgekit.event_result), not as a pairs traveller")
    if s.sections == "field" and "section" in df.columns and len(pd.unique(pair_text(df["section"]))) > 1:
        scored = score_sections(df, by="field", factoring=method_factoring(s.method),
                                normal=s.normal, scale=s.scale, movement=s.movement)
    else:  # at IMPs an artificial score is Law 86A's, never the pair's session (ACBLscore's
        # AVE+ is 3 IMPs whatever the pair's game)
        scored = score_event(df, s.replace(artificial="fixed") if s.imps else s)
    if s.scoring == "matchpoints" and s.totals_normal is not None and s.totals_normal != s.normal:
        factored = score_event(df, s, normal=s.totals_normal, artificial="fixed")
        for column in ("ns_mp", "ew_mp", "top"):
            scored[f"totals_{column}"] = factored[column].to_numpy(float)
    if s.imps:
        scored = score_event_imps(scored, "cross-imps" if s.scoring == "cross-imps" else "butler",
                                  drop=s.drop, rounding=s.datum_rounding,
                                  ruling_imps=s.ruling_imps)
        if s.scoring == "cross-imps" and s.cross == "total":
            # each side's own total: a ruling's E-W total is its own code's, not -N-S's
            scored["ns_imps"] = scored["ns_cross_total"]
            scored["ew_imps"] = scored["ew_cross_total"]
    scored.attrs["scoring"] = s.scoring
    scored.attrs["settings"] = s
    return scored


def published_columns(scoring: str) -> list[tuple[str, str, str]]:
    """The columns a file may publish for each result under ``scoring``, each with the
    column of bridgekit's it is checked against and how it is named:
    ``(published, bridgekit, label)``.

    >>> published_columns("butler")[-1]
    ('usebio_datum', 'datum', 'Butler datum')
    """
    return list(_ROW_CHECKS[check_option(scoring, "scoring", SCORINGS)])


def settings_of_file(df: pd.DataFrame, convention: str | None = None) -> Settings:
    """The settings a file states: its program's preset (or ``convention``), then what its
    own tags say (the scoring, scale, movement, sections, the results each board is
    factored to). A stated tag is never replaced by a guess.

    >>> import bridgekit as bk
    >>> from bridgekit.io import read_event
    >>> found = settings_of_file(read_event("tests/data/programs/compscore-howell-missed.xml"))
    >>> found.convention, found.totals_normal, found.totals_scaling, found.movement
    ('compscore', 'max', 'direction', 'howell')
    """
    preset = convention or df.attrs.get("convention") or program_preset(df)
    base = Settings.of(preset) if preset else Settings()
    if df.attrs.get("settings"):  # every setting the file states (a CSV bridgekit wrote)
        return Settings.from_texts(df.attrs["settings"], base)
    if df.attrs.get("format") == "usebio-teams":
        pab = str(df.attrs.get("scoring", "")).upper() == "PAB"
        return base.replace(scoring="teams", teams="pab" if pab else base.teams)
    stated: dict[str, Any] = {"scoring": file_scoring(df), **_scoring_modifiers(df)}
    for key in ("scale", "normal", "movement", "sections"):
        if df.attrs.get(key) is not None:
            stated[key] = df.attrs[key]
    return base.replace(**stated)


def _scoring_modifiers(df: pd.DataFrame) -> dict[str, Any]:
    """What a PBN ``Scoring`` tag's modifiers state (PBN 2.1, section 3.8): ``MP2``
    matchpoints 1 a score beaten and 1/2 a tie (``scale="acbl"``); ``Cross`` cross-IMPs summed
    (``cross="total"``, as Ruter prints them), ``Cross2`` divided by the number of
    comparisons (``"average"``).

    >>> frame = pd.DataFrame()
    >>> frame.attrs["event"] = {"Scoring": "IMP;Cross"}
    >>> _scoring_modifiers(frame)
    {'cross': 'total'}
    """
    tag = str((df.attrs.get("event") or {}).get("Scoring", ""))
    words = {word.strip().upper() for word in tag.split(";")}
    out: dict[str, Any] = {"scale": "acbl"} if "MP2" in words else {}
    if "CROSS" in words or "CROSS2" in words:
        out["cross"] = "total" if "CROSS" in words else "average"
    return out


def settings_for(df: pd.DataFrame, settings: Settings | None = None, **shortcuts: Any) -> Settings:
    """``settings`` (default: the file's own, :func:`settings_of_file`) with the keyword
    options given (``method="plain"``, ``convention="compscore"``; ``rounding=`` is the
    Butler datum's); an option given as None is left as the settings say.

    >>> settings_for(pd.DataFrame(), method="plain", rounding="acbl").changed()
    {'method': 'plain', 'datum_rounding': 'acbl'}
    """
    convention = shortcuts.pop("convention", None)
    if settings is None:
        settings = settings_of_file(df, convention)
    elif convention is not None:
        settings = Settings.of(convention).replace(
            **{k: v for k, v in settings.changed().items() if k != "convention"})
    return settings.with_options(**shortcuts)


@dataclass(frozen=True)
class Found:
    """What :func:`find_settings` compared: how many of the file's numbers it checked and
    how many the settings found leave unreproduced. Said in words by :meth:`describe`."""

    checked: int
    missed: int

    def describe(self, settings: Settings, *, lang: str | None = None) -> str:
        """What was found, in a sentence (in ``lang``, default the language being spoken).

        >>> Found(12, 0).describe(Settings())
        "all 12 of the file's numbers reproduced: scored by Neuberg"
        """
        with speaking(lang):
            scoring = _scoring_words(settings)
            if not self.checked:
                return _("the file publishes no numbers to check: scored by {scoring}").format(
                    scoring=scoring)
            if not self.missed:
                done = ngettext("all {checked} of the file's numbers reproduced: scored by "
                                "{scoring}", "all {checked} of the file's numbers reproduced: "
                                "scored by {scoring}", self.checked)
            else:
                done = ngettext("{missed} of the file's {checked} numbers not reproduced: "
                                "scored by {scoring}", "{missed} of the file's {checked} "
                                "numbers not reproduced: scored by {scoring}", self.checked)
            return done.format(missed=self.missed, checked=self.checked, scoring=scoring)


def find_settings(df: pd.DataFrame, settings: Settings | None = None) -> tuple[Settings, Found]:
    """The settings that reproduce a file's own published numbers best, as ``bridgekit
    check`` finds them: the file's own (:func:`settings_of_file`, or ``settings``), then
    each other convention ``check`` suggests (plain matchpoints, every board factored to the
    most results, the ACBL's scale, each section scored alone, pair totals factored as
    Compscore or ACBLscore factor them, Butler's drop and rounding, cross-IMPs as a total,
    an average-plus worth 1.5 IMPs), the one with the fewest numbers not reproduced, and
    again from it while that leaves fewer (three times at most). A file whose sections were
    scored apart is checked section by section. What a file states (its scale, its sections)
    is never tried otherwise, and a file that states every setting (a CSV bridgekit wrote,
    ``attrs["settings"]``) is scored by them.

    Examples
    --------
    >>> import bridgekit as bk
    >>> from bridgekit.io import read_event
    >>> settings, found = find_settings(read_event("tests/data/programs/brian-plain.xml"))
    >>> settings.method, found
    ('plain', Found(checked=18, missed=0))
    """
    base = settings or settings_of_file(df)
    if base.scoring == "teams":
        return base, Found(0, 0)
    best, (missed, checked) = base, _missed(df, base)
    if settings is None and df.attrs.get("settings"):  # a file stating every setting
        return base, Found(checked, missed)
    for _round in range(3):  # more conventions on top of the first found (cross-IMPs in all,
        # rulings worth 1.5; the ACBL's scale, its sections, its totals): a file naming none
        start = best
        if not missed:
            break
        for _words, change in _tries(df, start):
            other = start.replace(**change)
            try:
                left, count = _missed(df, other)
            except BridgekitError:  # a convention that cannot score this file
                continue
            if left < missed:
                best, missed, checked = other, left, count
            if not missed:  # none can do better
                break
        if best is start:
            break
    return best, Found(checked, missed)


def _missed(df: pd.DataFrame, settings: Settings) -> tuple[int, int]:
    """How many of the file's published numbers ``settings`` leave unreproduced, and how many
    they check: section by section where they score its sections apart."""
    missed = checked = 0
    for _name, part in split_sections(df, settings):
        problems = _compare(score_published(part, settings), lang=None, explain=False)
        missed, checked = missed + len(problems), checked + problems.attrs["checked"]
    return missed, checked


def split_sections(df: pd.DataFrame, settings: Settings | None = None
                   ) -> list[tuple[str, pd.DataFrame]]:
    """A page's sections, each scored and ranked on its own: (name, its rows), in the
    order the page has them. Each part keeps the page's ``attrs``, with only its own
    pair totals. Only a file whose sections were scored apart (``attrs["sections"]`` is
    ``"apart"``, as on an ACBL game page) is split: any other frame is one part named ""
    (a PBN's ``Section`` column may belong to a field scored across its sections), or as
    ``settings.sections`` says.

    >>> df = pd.DataFrame({"board": [1, 1], "section": ["A", "B"]})
    >>> [(name, len(part)) for name, part in split_sections(df)]
    [('', 2)]
    >>> df.attrs["sections"] = "apart"
    >>> [(name, len(part)) for name, part in split_sections(df)]
    [('A', 1), ('B', 1)]
    """
    apart = settings.sections if settings is not None else df.attrs.get("sections")
    if "section" not in df.columns or apart != "apart":
        return [("", df)]
    parts = []
    labels = df["section"].map(cell_text)  # a row without a section is a part of its own
    for label in pd.unique(labels):
        part = df[labels == label].copy()
        part.attrs = dict(df.attrs)
        totals = [t for t in df.attrs.get("totals") or [] if t.get("Section", label) == label]
        part.attrs["totals"] = totals or None
        parts.append((str(label), part))
    return parts


def sectionless(df: pd.DataFrame) -> list[dict[str, Any]]:
    """A warning for each row of a file whose sections were scored apart that names no
    section (a row typed for pairs no section has): :func:`split_sections` scores such rows
    in a part of their own, and this says so, naming the file's sections and the pairs.

    >>> df = pd.DataFrame({"board": [1, 1], "section": ["A", ""], "ns": [1, 9], "ew": [2, 8]})
    >>> [p["problem"] for p in sectionless(df)]
    ['no section of this file (A) has pairs 9 and 8: scored on their own']
    """
    section = df["section"].map(cell_text)
    names = ", ".join(sorted(set(section) - {""}))
    none = (section == "").to_numpy()
    out = []
    for label, ns, ew in zip(df.index[none], df["ns"].to_numpy(object)[none],
                             df["ew"].to_numpy(object)[none], strict=True):
        problem = Problem(Code.NO_SECTION, {"sections": names, "ns": cell_text(ns),
                                            "ew": cell_text(ew)})
        out.append({"row": label, "column": "ns", "value": ns, "severity": "warning",
                    "code": Code.NO_SECTION, "problem": str(problem), "values": problem.values})
    return out


def _scoring_words(settings: Settings) -> str:
    if settings.scoring == "butler":
        return _("Butler IMPs")
    if settings.scoring == "cross-imps":
        return _("cross-IMPs (the total)") if settings.cross == "total" else _("cross-IMPs")
    method = str(settings.method)
    if method == "old-style":
        if settings.normal == "max":
            return _("each missing result a tie, every board to the most results")
        return _("each missing result a tie")
    how = {"plain": _("plain matchpoints"), "neuberg": _("Neuberg")}.get(method, method)
    if settings.normal == "max":
        # TRANSLATORS: {method} is how the boards were matchpointed ("Neuberg")
        return _("{method}, every board factored to the most results").format(method=how)
    return how


#: a published figure shown with this many decimals or more, though fewer than its column's,
#: was printed with its trailing digits trimmed (62.0192 in a column of 8.33333, as a program
#: writing six significant figures does): it is compared at the decimals it shows
TRIMMED = 4
#: the most decimals a line of :func:`describe` shows of a figure (a file's own figure as it
#: printed it, bridgekit's at the file's decimals, four at least)
SHOWN = 6


def _agree(ours: float, published: float, decimals: int,
           rounding: Rounding = "half_away") -> bool:
    """Whether bridgekit's figure prints as the file printed its own: at the column's
    decimals, or at the decimals the figure shows when its trailing digits were trimmed.

    >>> _agree(62.019230769, 62.0192, 5), _agree(62.019230769, 62.0190, 5)
    (True, False)
    >>> _agree(62.54, 62.5, 2)  # 62.50 printed to two decimals: compared at two
    False
    """
    if not np.isfinite(ours):
        return False
    if fixed(ours, decimals, rounding=rounding) == fixed(published, decimals):
        return True
    # the decimals the figure shows (its shortest form: 62.0192 -> 4)
    shown = decimals_of(np.format_float_positional(published, trim="-")) if np.isfinite(published) else 0
    return TRIMMED <= shown < decimals \
        and fixed(ours, shown, rounding=rounding) == fixed(published, shown)


def _alternatives(df: pd.DataFrame, o: Settings) -> list[tuple[Said, pd.DataFrame]]:
    """The same file under the other conventions (:func:`_tries`), each with the words that
    name it; a convention that cannot score the file as one part is left out."""
    out = []
    for words, change in _tries(df, o):
        try:
            out.append((words, score_published(df, o.replace(**change))))
        except BridgekitError:
            continue
    return out


def _tries(df: pd.DataFrame, o: Settings) -> list[tuple[Said, dict[str, Any]]]:
    """The other conventions ``check`` suggests for a file scored by ``o``: each with the
    words that name it and the settings it changes."""
    tries: list[tuple[Said, dict[str, Any]]] = []
    if o.scoring == "matchpoints":
        if o.method != "plain":
            tries.append((Said.of(N_("the file does not factor (plain matchpoints, as BriAn "
                                     "prints): try --method plain")), dict(method="plain")))
        if o.normal != "max":
            tries.append((Said.of(N_("the file factors every board to the most results any "
                                     "board has (as EBUScore does): try --normal max")),
                          dict(normal="max")))
        if o.method == "plain":
            tries.append((Said.of(N_("the file factors by Neuberg: try --method neuberg")),
                          dict(method="neuberg")))
        if o.method != "old-style" and o.normal is None:
            tries.append((Said.of(N_("each missing result counts as a tie (as ScoreBridge "
                                     "scores): try --method old-style --normal max")),
                          dict(method="old-style", normal="max")))
        elif o.method != "old-style":
            tries.append((Said.of(N_("each missing result counts as a tie (as ScoreBridge "
                                     "scores): try --method old-style")),
                          dict(method="old-style")))
    elif o.scoring == "butler":
        count = 1 - o.drop if o.drop <= 1 else 0
        # TRANSLATORS: "result(s)" stands for both forms; {count} is 0 or 1
        tries.append((Said.of(N_("the datum drops {count} result(s) at each end: try --drop "
                                 "{count}"), count=count), dict(drop=count)))
        if o.datum_rounding == "ebu":
            tries.append((Said.of(N_("the datum is rounded as ACBLscore rounds it: try "
                                     "--rounding acbl")), dict(datum_rounding="acbl")))
        else:
            tries.append((Said.of(N_("the datum is rounded as the EBU rounds it: try "
                                     "--rounding ebu")), dict(datum_rounding="ebu")))
    elif o.cross == "average":
        tries.append((Said.of(N_("the file prints the cross-IMP total: try --cross total")),
                      dict(cross="total")))
    else:
        tries.append((Said.of(N_("the file prints the cross-IMP average: try --cross average")),
                      dict(cross="average")))
    if o.scoring == "cross-imps" and o.ruling_imps != PRESETS["ruter"].ruling_imps:
        tries.append((Said.of(N_("the file values an average-plus at 1.5 IMPs a comparison (as "
                                 "Ruter does): try --convention ruter")), dict(ruling_imps=1.5)))
    if o.scoring == "matchpoints":
        tries += _unstated_tries(df, o)
    return tries


def _unstated_tries(df: pd.DataFrame, o: Settings) -> list[tuple[Said, dict[str, Any]]]:
    """The conventions a matchpoint file may follow without a word for them (USEBIO has none
    for the scale, for sections scored apart, nor for how pair totals are factored), found
    by its numbers: each tried only where the file states nothing of it and its program's
    way says nothing either."""
    tries: list[tuple[Said, dict[str, Any]]] = []
    if o.scale == "ebu" and o.convention is None and not _states_scale(df):  # no program's
        tries.append((Said.of(N_("the file's matchpoints are 1 a score beaten and 1/2 a tie "
                                 "(the ACBL's scale): try --scale acbl")), dict(scale="acbl")))
    if o.sections == "field" and df.attrs.get("sections") is None and "section" in df.columns \
            and len(pd.unique(pair_text(df["section"]))) > 1:
        tries.append((Said.of(N_("the file scores each section on its own (as ACBLscore and "
                                 "Compscore do)")), dict(sections="apart")))
    if df.attrs.get("totals") and o.totals_normal is None and o.totals_scaling == "none":
        tries.append((Said.of(N_("the file factors its pair totals to the most results any "
                                 "board has and scales a pair that missed boards to its "
                                 "direction's (as Compscore does): try --convention compscore")),
                      dict(totals_normal="max", totals_scaling="direction")))
        tries.append((Said.of(N_("the file scales a pair that missed boards to the session's "
                                 "boards (as ACBLscore does): try --convention acblscore")),
                      dict(totals_scaling="session")))
    return tries


def _states_scale(df: pd.DataFrame) -> bool:
    """Whether the file states its matchpoint scale: an ACBL page's, or a PBN ``Scoring``
    tag's ``MP1`` or ``MP2`` (PBN 2.1, section 3.8).

    >>> frame = pd.DataFrame()
    >>> frame.attrs["event"] = {"Scoring": "MatchPoints;MP1"}
    >>> _states_scale(frame), _states_scale(pd.DataFrame())
    (True, False)
    """
    tag = str((df.attrs.get("event") or {}).get("Scoring", ""))
    words = {word.strip().upper() for word in tag.split(";")}
    return df.attrs.get("scale") is not None or bool(words & {"MP1", "MP2"})


class _Columns:
    """A frame's columns as arrays, each read once: reading a column copies the frame's
    ``attrs`` (a scored file's hold a list per problem row), so a cell read row by row through
    the frame would cost the size of the file each time."""

    def __init__(self, frame: pd.DataFrame) -> None:
        self.frame = frame
        self.arrays: dict[str, np.ndarray] = {}
        self.by_row: dict[object, list[dict[str, Any]]] | None = None

    def at(self, name: str, pos: int | np.integer[Any]) -> Any:
        """The cell of column ``name`` at row ``pos`` (None when there is no such column)."""
        if name not in self.arrays:
            if name not in self.frame.columns:
                return None
            self.arrays[name] = self.frame[name].to_numpy()
        return self.arrays[name][pos]

    def problems(self, pos: int | np.integer[Any]) -> _RowProblems:
        """Row ``pos``'s problems in error (the frame's ``attrs``, gathered once by row)."""
        if self.by_row is None:
            self.by_row = {}
            for p in self.frame.attrs.get("problems", []):
                if p["severity"] == "error":
                    self.by_row.setdefault(p["row"], []).append(p)
        return _RowProblems(self.by_row.get(self.frame.index[pos], ()))


class _RowProblems(tuple[dict[str, Any], ...]):
    """A row's problems, said from their codes in the language being spoken when shown."""

    def __str__(self) -> str:
        return "; ".join(map(said, self))


#: Another convention: the words that name it, the file scored by it, and what it leaves.
_Alternative = tuple[Said, _Columns, pd.DataFrame]


def _total_reasons(rows: list[dict[str, Any]], alternatives: list[_Alternative]) -> None:
    """A pair total without a reason gets the first other convention that reproduces it."""
    for row in rows:
        if row["reason"]:
            continue
        for words, _other, left in alternatives:
            if not ((left["direction"] == row["direction"]) & (left["pair"] == row["pair"])
                    & (left["what"] == row["what"])).any():
                row["reason"] = words
                break


def _ranked_alternatives(df: pd.DataFrame, options: Settings) -> list[_Alternative]:
    """:func:`_alternatives`, the one leaving the fewest numbers unreproduced first, each with
    what it leaves; the words of one that does not reproduce the whole file either say how
    many it still leaves."""
    ranked = []
    for words, other in _alternatives(df, options):
        left = _compare(other, lang=None, explain=False)
        missed, checked = len(left), int(left.attrs["checked"])
        said: Said = words
        if missed:
            # TRANSLATORS: {suggestion} is a convention to try ("... try --normal max")
            said = Said.of(N_("{suggestion}, though that leaves {missed} of the file's {checked} "
                              "numbers not reproduced too"), suggestion=words, missed=missed,
                           checked=checked)
        ranked.append((missed, said, _Columns(other), left))
    ranked.sort(key=lambda entry: entry[0])  # stable: the order of the tries among equals
    return [(said, other, left) for _missed, said, other, left in ranked]


def compare_published(scored: pd.DataFrame, *, lang: str | None = None) -> pd.DataFrame:
    """Every published number bridgekit does not reproduce, board by board and pair by pair.

    Parameters
    ----------
    scored : pandas.DataFrame
        :func:`score_published`'s frame (a plain :func:`bridgekit.score_event`
        frame is taken as matchpoints).
    lang : str, optional
        The language of the ``reason`` column (default: the one being spoken);
        :func:`describe` says the reasons in its own language.

    Returns
    -------
    pandas.DataFrame
        One row per disagreement: ``board, line, ns, ew, direction, pair, what,
        published, bridgekit, reason`` (``board``/``line``/``ns``/``ew`` for a
        board's number, ``direction``/``pair`` for a pair total). Empty when every
        published number is reproduced; ``attrs["checked"]`` counts the numbers
        compared, ``attrs["totals_skipped"]`` the pair totals not compared (over boards the
        file does not hold), and ``attrs["printed_rounding"]`` names each published
        percentage that is a pair's printed (rounded) total, a :class:`~bridgekit.i18n.Said`
        line each. A row's ``reason`` names the other convention that reproduces it, the one
        leaving the fewest of the file's numbers unreproduced first, and says how many that
        convention still leaves when it does not reproduce the whole file either.
    """
    return _compare(scored, lang=lang, explain=True)


def _compare(scored: pd.DataFrame, *, lang: str | None, explain: bool) -> pd.DataFrame:
    """:func:`compare_published`; with ``explain=False`` no other convention is tried (the
    reasons stay empty but for a pair total's named convention)."""
    options = scored.attrs.get("settings")
    if options is None:
        options = Settings(method=scored.attrs.get("method", "neuberg"))
    decimals = scored.attrs.get("decimals", {})
    shown: Rounding = options.printed
    cut = set(scored.attrs.get("cut") or ())  # printed with the decimals past the last cut
    alternatives = None
    cells = _Columns(scored)
    rows, checked = [], 0
    for published, ours, label in _ROW_CHECKS[options.scoring]:
        if published not in scored.columns or ours not in scored.columns:
            continue
        # a file read as text (a CSV) leaves a cell empty where nothing was published
        values = pd.to_numeric(scored[published], errors="coerce").to_numpy(float)
        mine = scored[ours].to_numpy(float)
        digits = decimals.get(published, 2)
        rounding: Rounding = "down" if published in cut else shown
        wanted = np.isfinite(values)
        if published in _BOARD_LEVEL:  # the board's own number: once a board, on a row
            # bridgekit scored where it has one (a row not played has no datum of its own)
            first = np.argsort(~np.isfinite(mine), kind="stable")
            once = np.zeros(len(mine), dtype=bool)
            once[first[~pd.Series(scored["board"].to_numpy()[first]).duplicated().to_numpy()]] \
                = True
            wanted &= once
        for pos in np.flatnonzero(wanted):
            checked += 1
            if _agree(mine[pos], values[pos], digits, rounding):
                continue
            if alternatives is None:
                alternatives = _ranked_alternatives(scored, options) if explain else []
            rows.append(_row_problem(cells, pos, (label, ours, digits, rounding), values[pos],
                                     mine[pos], alternatives))
    with speaking(lang):
        totals_rows, totals_checked, skipped, printed = _compare_totals(scored, options,
                                                                        decimals)
        if explain and any(not row["reason"] for row in totals_rows):
            if alternatives is None:
                alternatives = _ranked_alternatives(scored, options)
            _total_reasons(totals_rows, alternatives)
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
    frame.attrs["totals_skipped"] = skipped
    frame.attrs["printed_rounding"] = printed
    return frame


def _row_problem(row: _Columns, pos: int | np.integer[Any], check: tuple[str, str, int, Rounding],
                 published_value: float, ours: float,
                 alternatives: list[_Alternative]) -> dict[str, Any]:
    """The row of :func:`compare_published` for a number of row ``pos`` not reproduced, with
    the first other convention (``alternatives``) that reproduces it; ``check``: the column's
    label, bridgekit's column, the decimals it is printed to and how they were rounded."""
    label, column, digits, rounding = check
    reason: Said | str = ""
    if not np.isfinite(ours):
        error = row.problems(pos)
        reason = Said.of(N_("bridgekit could not score this row: {error}"), error=error) \
            if error else Said.of(N_("bridgekit has no score for this row"))
    else:
        for words, alt, _left in alternatives:
            value = float(alt.at(column, pos))
            if _agree(value, published_value, digits, rounding):
                reason = words
                break
    line = row.at("line", pos)
    return {"board": row.at("board", pos), "line": int(line) if _is_number(line) else None,
            "ns": cell_text(row.at("ns", pos)), "ew": cell_text(row.at("ew", pos)),
            "direction": "", "pair": "", "what": label, "published": published_value,
            "bridgekit": round(float(ours), max(4, digits)) if np.isfinite(ours) else np.nan,
            "reason": reason}


def _is_number(value: Any) -> bool:
    try:
        return value is not None and np.isfinite(float(value))
    except (TypeError, ValueError):
        return False


def _compare_totals(scored: pd.DataFrame, options: Settings, decimals: dict[str, int]
                    ) -> tuple[list[dict[str, Any]], int, int, list[Said]]:
    """The published pair totals compared: the rows that disagree, how many were compared,
    how many were skipped (they cover boards the file does not hold) and the percentages
    that are printed totals (:func:`_printed_total`)."""
    totals = scored.attrs.get("totals")
    if not totals:
        return [], 0, 0, []
    ranks = rank_published(scored)
    by_pair = {(getattr(r, "section", ""), r.direction, r.pair): r
               for r in ranks.itertuples(index=False)}
    shown: Rounding = options.printed
    hint: Said | str = ""
    named = program_preset(scored)
    if named is not None and options.convention != named:
        hint = Said.of(N_("the file was written by {program}: try --convention {convention}"),
                       program=_program_said(scored), convention=named)
    rows, checked, skipped, printed = [], 0, 0, []
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
            if column not in ranks.columns:  # handicaps the ranking was not given
                continue
            checked += 1
            if column == "total" and "scaled_total" in ranks.columns:
                column = "scaled_total"
            ours = float(getattr(mine, column)) if mine is not None else np.nan
            digits = decimals.get(key, 2)
            if _agree(ours, value, digits, shown):
                continue
            line = _printed_total(mine, value, digits, decimals) if column == "pct" else None
            if line is not None:
                printed.append(line)
                continue
            rows.append({"board": None, "line": None, "ns": "", "ew": "",
                         "direction": direction, "pair": pair, "what": label,
                         "published": value, "bridgekit": round(ours, max(4, digits)) if ours == ours else
                         np.nan, "reason": hint if mine is not None else
                         Said.of(N_("bridgekit has no result for this pair"))})
    return rows, checked, skipped, printed


def _printed_total(mine: Any, value: float, digits: int, decimals: dict[str, int]
                   ) -> Said | None:
    """Where a published percentage is the pair's printed (rounded) scaled total over the
    full maximum, as ACBLscore prints it (43.31 / 72 = 60.15% where the exact figure is
    60.16%), the line that says so: rounding of printed figures, not a wrong number. Else
    None."""
    scaled = float(getattr(mine, "scaled_total", np.nan))
    pct = float(getattr(mine, "pct", np.nan))
    if not (np.isfinite(scaled) and np.isfinite(pct) and pct > 0):
        return None
    full = 100 * scaled / pct
    if full <= 0:  # nothing compared (a lone result's 50% of a top of 0): no printed total
        return None
    printed = float(fixed(scaled, decimals.get("TotalScoreMP", 2)))
    if not _agree(100 * printed / full, value, digits):
        return None
    return Said.of(
        N_("{pair}: percentage published {published} = {total} / {maximum} (its printed "
           "total); the exact figure is {exact}: rounding of printed figures"),
        pair=_pair_words(mine.direction, mine.pair), published=Number(value, f".{digits}f"),
        total=Number(printed, f".{decimals.get('TotalScoreMP', 2)}f"),
        maximum=Number(full, ".2n"), exact=Number(pct, f".{digits}f"))


def _pair_words(direction: str, pair: object) -> Said:
    """A pair as a director names it: "N-S pair 3", or "pair 3" in a Howell."""
    if direction in ("NS", "EW"):
        # TRANSLATORS: {side} is N-S or E-W
        return Said.of(N_("{side} pair {pair}"), side=Side(direction), pair=pair)
    return Said.of(N_("pair {pair}"), pair=pair)


def rank_published(scored: pd.DataFrame) -> pd.DataFrame:
    """The ranking of a scored event (:func:`score_published`'s frame) by its settings:
    at IMPs by :func:`bridgekit.rank_pairs_imps`; at matchpoints over the field of sections,
    or with the pair totals factored and scaled as the settings say (a program's way). Over a
    field of sections each section's pair is its own (A1 and B1 are two), under its section.

    >>> import bridgekit as bk
    >>> ranks = rank_published(score_published(bk.load_sample_event()))
    >>> ranks.iloc[0][["direction", "pair", "rank"]].tolist()
    ['EW', '6', '1']
    """
    options = scored.attrs.get("settings") or Settings()
    if options.scoring != "matchpoints":
        return rank_pairs_imps(scored)
    handicaps = scored.attrs.get("handicaps")  # a handicap event's (NZ Bridge Scorer)
    if scored.attrs.get("by") == "field":  # sections across the field: the pair is its section's
        ranks = rank_sections(scored, over="field")
        return _with_handicaps(ranks, handicaps) if handicaps else ranks
    if handicaps and "section" in scored.columns:  # one section of several: its own pairs
        label = f"{cell_text(scored['section'].iloc[0])} " if len(scored) else ""
        handicaps = {k[len(label):]: v for k, v in handicaps.items() if k.startswith(label)}
    if "totals_ns_mp" in scored.columns:
        scored = scored.assign(ns_mp=scored["totals_ns_mp"], ew_mp=scored["totals_ew_mp"],
                               top=scored["totals_top"])
    scaling = options.totals_scaling
    return rank_pairs(scored, scale_totals=False if scaling == "none" else scaling,
                      handicaps=handicaps)


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
                where = _pair_words(p.direction, p.pair).say()
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
                         published=said_number(p.published, SHOWN), reason=reason)
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
                         "({reason})").format(mine=said_number(p.bridgekit, SHOWN), **slots)
            else:
                text = _("{where}: {what} published {published}, bridgekit {mine}").format(
                    mine=said_number(p.bridgekit, SHOWN), **slots)
            lines.append(text)
    return lines
