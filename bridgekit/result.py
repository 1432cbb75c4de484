"""An event scored once: every door reads this one result.

:func:`event_result` takes an event as a reader gives it (:func:`bridgekit.io.read_event`)
and its :class:`~bridgekit.settings.Settings` (by default found from the file: its own tags,
then ``bridgekit check``'s search), and scores it once: every row, the ranking (over the
field, or section by section where the sections were scored apart), the published numbers
bridgekit does not reproduce, and for a teams event its matches and standings. ``check``,
``score``, ``handout``, ``publish``, ``convert`` and the app's tabs all render this result,
so one file gets one answer at every door. Nothing here makes a sentence: explanations are
said where they are shown (``lang=``).

>>> import bridgekit as bk
>>> from bridgekit.io import read_event
>>> result = bk.event_result(read_event("tests/data/programs/brian-plain.xml"))
>>> result.kind, result.settings.method, result.checked, len(result.problems)
('pairs', 'plain', 18, 0)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from bridgekit._checks import check_text
from bridgekit.columns import cell_text, pair_text, rank_with_ties
from bridgekit.errors import OptionError, TravellerError
from bridgekit.i18n import Said
from bridgekit.meta import FileMeta
from bridgekit.pairs.event import explain_event_board
from bridgekit.pairs.published import (
    Found,
    compare_published,
    find_settings,
    rank_published,
    score_published,
    sectionless,
    split_sections,
)
from bridgekit.pairs.ranking import part_movements
from bridgekit.pairs.scoring import BoardExplanation
from bridgekit.problems import Records
from bridgekit.settings import Settings

__all__ = ["EventResult", "deals_beside", "event_result"]

#: What scores a part of a pairs event: (its rows, the settings) -> the rows scored.
Scorer = Callable[[pd.DataFrame, Settings], pd.DataFrame]


@dataclass(frozen=True, eq=False)
class EventResult:
    """An event scored by one :class:`~bridgekit.settings.Settings`.

    Attributes
    ----------
    event : pandas.DataFrame
        The event as it was read (its ``attrs`` carry the file's tags).
    settings : Settings
        How it was scored.
    found : Found or None
        How the settings were found from the file (None: they were given).
    rows : pandas.DataFrame
        Pairs: every row scored (:func:`bridgekit.score_event`'s columns), ``section``
        naming its section ("" for one). Teams: the boards of every match.
    ranking : pandas.DataFrame
        Pairs: a row a pair, ``group`` (the section where sections were scored apart, ""
        over the field), ``section, direction, pair, boards, total`` and ``max, pct`` at
        matchpoints or ``average`` at IMPs, ``rank`` (in its group, ties ``2=``) and
        ``overall`` (over every group). Teams: the standings.
    problems : pandas.DataFrame
        Every published number bridgekit does not reproduce
        (:func:`bridgekit.compare_published`'s columns, with ``section``).
    checked : int
        How many published numbers were compared.
    ranked_by : str
        The ranking's figure: ``"pct"`` at matchpoints; ``"total"`` or ``"average"`` at
        IMPs; a teams event's ``"vp"``, ``"imps"`` or ``"bam"``.
    checked_by_part : dict
        How many published numbers were compared in each part (section name -> count; ""
        for the whole field).
    totals_skipped : int
        The published pair totals not compared, as they cover boards the file does not hold.
    printed_rounding : tuple of Said
        The file's printed totals explained by how its program rounds them, a line each,
        said in any language (``str()``: the language being spoken; ``.say(lang)``).
    teams : object or None
        A teams event's check (:class:`bridgekit.teams.published.TeamsCheck`).
    hands : pandas.DataFrame or None
        The deals beside the results (:func:`deals_beside`), by board; None without them.
    meta : FileMeta
        What the file says about its event: its program, name, date and club.
    """

    event: pd.DataFrame
    settings: Settings
    found: Found | None
    rows: pd.DataFrame
    ranking: pd.DataFrame
    problems: pd.DataFrame
    checked: int
    ranked_by: str = "pct"
    checked_by_part: dict[str, int] = field(default_factory=dict)
    totals_skipped: int = 0
    printed_rounding: tuple[Said, ...] = ()
    teams: Any = None
    hands: pd.DataFrame | None = None
    meta: FileMeta = field(default_factory=FileMeta)

    @property
    def kind(self) -> str:
        """``"pairs"`` or ``"teams"``."""
        return "teams" if self.settings.scoring == "teams" else "pairs"

    @property
    def field(self) -> bool:
        """Whether several sections are ranked together over the field."""
        return bool("section" in self.rows and self.rows["section"].nunique() > 1
                    and self.settings.sections == "field")

    def parts(self) -> list[tuple[str, pd.DataFrame]]:
        """The event as it is scored: each section alone where they were scored apart,
        else the whole field as one part named ""."""
        return split_sections(self.event, self.settings)

    def explain_board(self, board: int, *, lang: str | None = None
                      ) -> list[tuple[str, BoardExplanation]]:
        """A board explained by the settings the event was scored with: (section, its
        explanation) for each section that played it ("" over the field). Over a field of
        sections a pair is named by its section and number (``A3``).

        >>> import bridgekit as bk
        >>> result = bk.event_result(bk.load_sample_event())
        >>> [(name, explained.heading[:24]) for name, explained in result.explain_board(17)]
        [('', 'Board of 6 results expec')]
        """
        if self.kind == "teams":
            raise OptionError("a teams event has matches, not a pairs traveller: its boards "
                              "are explained match by match")
        s = self.settings
        out = []
        for name, part in self.parts():
            rows = _field_pairs(part) if self.field else part
            if board not in set(pd.to_numeric(rows["board"], errors="coerce").dropna()):
                continue
            out.append((name, explain_event_board(rows, board, s, lang=lang)))
        return out


def _field_pairs(df: pd.DataFrame) -> pd.DataFrame:
    """A field of sections with each pair named by its section and number (``A3``)."""
    section = df["section"].map(cell_text)
    return df.assign(ns=section + pair_text(df["ns"]), ew=section + pair_text(df["ew"]))


def event_result(event: pd.DataFrame, settings: Settings | None = None, *,
                 hand_records: pd.DataFrame | None = None, scorer: Scorer | None = None,
                 **shortcuts: Any) -> EventResult:
    """Score an event once, as its file says or as told.

    Parameters
    ----------
    event : pandas.DataFrame
        An event as :func:`bridgekit.io.read_event` reads it (a pairs traveller, or a
        teams event).
    settings : Settings, optional
        How to score it. By default the file's own: its tags and its program's preset,
        then ``bridgekit check``'s search for the conventions that reproduce its published
        numbers best (:func:`bridgekit.pairs.published.find_settings`).
    hand_records : pandas.DataFrame, optional
        The event's deals (:func:`bridgekit.io.read_hand_records`), shown beside its results
        with their double-dummy tables and par.
    scorer : callable, optional
        What scores each part of a pairs event, ``scorer(part, settings)``, giving
        :func:`~bridgekit.pairs.published.score_published`'s frame (the default): the app
        gives one that keeps each board scored and scores again only a board that changed.
    **shortcuts
        Settings to change (``method="plain"``, ``convention="compscore"``): with any of
        them, the file's settings are taken with those changes and not searched.

    Returns
    -------
    EventResult
    """
    _check_texts(event)  # before any scoring: every door shows and writes the rows
    given = {key: value for key, value in shortcuts.items() if value is not None}
    found: Found | None = None
    if settings is None and not given:
        settings, found = find_settings(event)
    elif given or settings is None:
        from bridgekit.pairs.published import settings_for

        settings = settings_for(event, settings, **given)
    meta = FileMeta.of(event)
    if settings.scoring == "teams" or meta.format == "usebio-teams":
        return dataclasses.replace(_teams_result(event, settings, found), meta=meta)
    result = _pairs_result(event, settings, found, scorer or score_published)
    return dataclasses.replace(result, hands=deals_beside(hand_records), meta=meta)


def _check_texts(event: pd.DataFrame) -> None:
    """Refuse text held as Python objects that no page or file can hold (a lone surrogate),
    naming its row and column: every door shows and writes the rows, those in error too
    (the scorer alone makes such a result that row's error)."""
    for name in event.columns:
        dtype = event[name].dtype
        if pd.api.types.is_object_dtype(dtype) or (
                isinstance(dtype, pd.StringDtype) and dtype.storage == "python"):
            check_text(event[name], str(name), error=TravellerError)


def deals_beside(hand_records: pd.DataFrame | None) -> pd.DataFrame | None:
    """Each board's deal, dealer and vulnerability with its double-dummy table and par
    (:func:`bridgekit.deals.par_score.board_pars`), by board; None without deals."""
    if hand_records is None or hand_records.empty:
        return None
    from bridgekit.deals.par_score import board_pars

    pars = board_pars(hand_records)
    deals = hand_records.set_index("board")[["deal", "dealer", "vulnerability"]]
    return pars.drop(columns="board").join(deals)


def _pairs_result(event: pd.DataFrame, settings: Settings, found: Found | None,
                  scorer: Scorer) -> EventResult:
    rows, ranks, problems, printed = [], [], [], []
    checked = skipped = 0
    by_part: dict[str, int] = {}
    parts = split_sections(event, settings)
    for name, part in parts:
        scored = scorer(part, settings)
        compared = compare_published(scored)
        checked += int(compared.attrs["checked"])
        by_part[name] = int(compared.attrs["checked"])
        printed += compared.attrs["printed_rounding"]
        skipped += int(compared.attrs["totals_skipped"])
        ranking = rank_published(scored)
        if "section" in scored.columns:
            scored["section"] = scored["section"].map(cell_text)
        else:
            scored.insert(0, "section", name)
        if "section" not in ranking.columns:  # one section: the pairs are its own
            only = pd.unique(scored["section"])
            ranking.insert(0, "section", str(only[0]) if len(only) == 1 else name)
        ranking.insert(0, "group", name)
        rows.append(scored)
        ranks.append(ranking)
        problems.append(compared.assign(section=name))
    ranking = pd.concat(ranks, ignore_index=True) if len(ranks) > 1 else \
        ranks[0].reset_index(drop=True)
    ranking["pair"] = ranking["pair"].astype(str)
    if "scaled_total" in ranking.columns:  # a program's way: a pair that missed boards has its
        # total scaled to the full maximum of its direction (or the session), as it prints it
        by = ["group", "direction"] if settings.totals_scaling == "direction" else ["group"]
        full = ranking.groupby(by)["max"].transform("max")
        ranking = ranking.assign(total=ranking["scaled_total"], max=full)
    ranked_by = "pct"
    if settings.imps:
        # a part ranked by the average has pairs of different numbers of boards
        ranked_by = "average" if ranking["boards"].nunique() > 1 else "total"
    ranking["overall"] = _ranked_within(ranking["direction"], ranking[ranked_by])
    ranking.attrs = {}  # what :func:`rank_pairs` says of a part is said by the result
    table = pd.concat(problems, ignore_index=True) if len(problems) > 1 else \
        problems[0].reset_index(drop=True)
    reasons = problems[0].attrs.get("reasons") if len(problems) == 1 else None
    table.attrs = {"reasons": reasons} if reasons else {}  # how :func:`describe` words them
    # each row's problems and ruling codes, whichever part it is in
    every = pd.concat(rows) if len(rows) > 1 else rows[0]
    movements = part_movements(rows)
    if movements is not None:  # a Mitchell section beside a Howell: each row its own
        every["movement"] = movements
    in_rows = [p for r in rows for p in r.attrs.get("problems", [])]
    if len(parts) > 1 and any(name == "" for name, _part in parts):  # rows of no section
        in_rows += sectionless(event)
    every.attrs["problems"] = Records(in_rows) if in_rows else []
    every.attrs["rulings"] = {k: v for r in rows for k, v in r.attrs.get("rulings", {}).items()}
    return EventResult(event, settings, found, every, ranking, table, checked, ranked_by,
                       by_part, skipped, tuple(printed))


def _ranked_within(direction: pd.Series, values: pd.Series) -> pd.Series:
    """Each pair's place among the pairs of its direction (:func:`rank_with_ties`)."""
    sides = direction.to_numpy(object)
    out = np.empty(len(sides), dtype=object)
    for name in dict.fromkeys(sides.tolist()):
        mine = np.flatnonzero(sides == name)
        out[mine] = rank_with_ties(values.iloc[mine]).to_numpy(object)
    return pd.Series(out, index=values.index, dtype=str)


def _teams_result(event: pd.DataFrame, settings: Settings, found: Found | None) -> EventResult:
    from bridgekit.teams.event import rank_teams
    from bridgekit.teams.published import check_teams_published
    from bridgekit.teams.vp import VP_SCALES

    given = settings.vp_scale if found is None else None  # as told, else the file's found
    check = check_teams_published(event, vp_scale=given, settings=settings)
    scale = check.scale if check.scale in VP_SCALES else settings.vp_scale  # the file's
    settings = settings.replace(scoring="teams", vp_scale=scale,
                                teams="pab" if check.scale == "pab" else "imps")
    matches = check.matches
    by = {"pab": "bam", "imps": "imps"}.get(check.scale, "vp")
    ranking = rank_teams(matches, by=by) if len(matches) else pd.DataFrame()
    return EventResult(event, settings, found, matches, ranking, check.problems,
                       int(check.checked), by, teams=check)

