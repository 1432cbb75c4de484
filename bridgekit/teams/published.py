"""A teams results file checked against itself: every published number rescored.

The input is a teams event's boards as :func:`bridgekit.io.read_teams_event` reads them
(:func:`bridgekit.score_teams_event`'s columns, the file's published numbers beside them,
``attrs`` naming the program and the scoring). Each published number is compared with
bridgekit's at the decimals the file prints:

- each board's IMPs to the home team (``BOARD_SCORING_METHOD`` IMPS), or its point-a-board
  points (PAB: any positive aggregate wins the board, even by 10, unless ``draw_margin=``
  says otherwise; :func:`bridgekit.board_a_match`);
- each match's score: its VPs on the named scale (``MATCH_SCORING_METHOD`` VPS), its
  point-a-board total, else its IMPs;
- each traveller line's cross-IMPs over the field (the line's N-S score IMPed against every
  other result on that board in the event, averaged over the comparisons);
- each team's total and place, each pair's cross-IMP total;
- each table's N-S score, which must be one a contract scores on its board (as the pairs
  traveller checks it): a score of 425 or 420.5 is a problem of its line, whatever IMPs the
  file printed from it.

Where the file does not say which VP scale it used, each of
:data:`bridgekit.teams.vp.VP_SCALES` is tried and the one that reproduces the most numbers is
named (EBU TeamsScorer 5.1.17 reproduces with ``"ebu_whole"``: whole VPs on the EBU's 20-0
table, :func:`bridgekit.teams.vp.ebu_whole_table`); the WBF's 25-0 scale is tried last, and
only where every match has the 8 boards or more it covers. A pair total that is the sum of
the file's own two-decimal line figures, not of the exact averages (-20.99 where the exact
sum is -21.00), is rounding of printed figures: said in ``notes``, not counted as a problem.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast

import numpy as np
import pandas as pd

from bridgekit._checks import check_option
from bridgekit.board import Vulnerability
from bridgekit.errors import ScoreError
from bridgekit.format import fixed, number_texts, round_half_away
from bridgekit.i18n import N_, _, pgettext, speaking
from bridgekit.i18n import fixed as spoken_fixed
from bridgekit.i18n import number as spoken_number
from bridgekit.imp import cross_imps
from bridgekit.problems import Records
from bridgekit.settings import Settings
from bridgekit.teams.event import _byes, _score_teams_event, rank_teams
from bridgekit.teams.match import impossible_tables, match_frame, plain_scores
from bridgekit.teams.vp import VP_SCALES, VpScale

__all__ = ["TEAMS_CONVENTIONS", "TeamsBeside", "TeamsCheck", "check_teams_published",
           "teams_beside"]

#: Each convention a teams file can be reproduced with, in the words ``bridgekit check`` prints
#: (in English; a check made inside ``speaking(lang)`` says them in that language).
TEAMS_CONVENTIONS: dict[str, str] = {
    "ebu_whole": N_("IMPs to VPs, VPs whole on the EBU's 20-0 table (as EBU TeamsScorer prints "
                    "them)"),
    "whole_up": N_("IMPs to VPs, VPs whole, winner rounded up (WBF 2013 continuous VPs rounded "
                   "up)"),
    "wbf": N_("IMPs to VPs, WBF 2013 continuous VPs to two decimals"),
    "wbf_discrete": N_("IMPs to VPs, WBF 2013 discrete VPs"),
    "wbf_25": N_("IMPs to VPs, WBF 25-0 scale (1993-2013), whole VPs"),
    "imps": N_("IMPs, no VPs"),
    "pab": N_("point-a-board, any positive aggregate wins"),
}

_PROBLEM_COLUMNS = ["where", "what", "published", "bridgekit", "reason"]


@dataclass(frozen=True)
class TeamsCheck:
    """What checking a teams file found: the program, the convention that reproduces it,
    how many published numbers were checked, each one not reproduced (``problems``:
    ``where, what, published, bridgekit, reason``), ``notes`` (differences that are
    rounding of printed figures), bridgekit's scored matches and ``scale``, the code name of
    the convention used (a VP scale of :data:`bridgekit.teams.vp.VP_SCALES`, ``"imps"`` or
    ``"pab"``: what ``bridgekit check --vp-scale`` takes), and the ``settings`` that scored
    its boards and matches."""

    program: str
    convention: str
    checked: int
    problems: pd.DataFrame = field(repr=False)
    notes: tuple[str, ...] = ()
    matches: pd.DataFrame = field(default_factory=pd.DataFrame, repr=False)
    scale: str = ""
    settings: Settings | None = field(default=None, repr=False)

    @property
    def ok(self) -> bool:
        """Every published number reproduced."""
        return bool(self.problems.empty)

    def describe(self, *, lang: str | None = None) -> list[str]:
        """Each disagreement as a line a scorer reads: where, what, both values, why (in
        ``lang``; None: the language being spoken; ``where``, ``what`` and ``reason`` are in
        the language the file was checked in)."""
        lines = []
        with speaking(lang):
            for p in self.problems.itertuples(index=False):
                mine = _("nothing") if p.bridgekit != p.bridgekit \
                    else spoken_number(p.bridgekit, 4)
                values = {"where": p.where, "what": p.what,
                          "published": spoken_number(p.published, 4), "bridgekit": mine}
                if p.reason:
                    lines.append(_("{where}: {what} published {published}, bridgekit {bridgekit} "
                                   "({reason})").format(reason=p.reason, **values))
                else:
                    lines.append(_("{where}: {what} published {published}, bridgekit "
                                   "{bridgekit}").format(**values))
        return lines


class _Tally:
    """Published numbers compared so far: the count, the problems, the notes."""

    def __init__(self, decimals: dict[str, int]) -> None:
        self.decimals = decimals
        self.checked = 0
        self.rows: list[dict[str, Any]] = []
        self.notes: list[str] = []

    def compare(self, where: str, what: str, published: float, ours: float, kind: str,
                reason: str = "") -> bool:
        """Count one published number (NaN: the file has none, not counted); True if equal."""
        if published != published:
            return True
        self.checked += 1
        digits = self.decimals.get(kind, 2)
        if ours == ours and fixed(ours, digits) == fixed(published, digits):
            return True
        self.rows.append({"where": where, "what": what, "published": float(published),
                          "bridgekit": float(ours) if ours == ours else np.nan,
                          "reason": reason})
        return False

    def compare_rows(self, where: Callable[[int, int], str],
                     columns: list[tuple[str, Any, Any, str]]) -> None:
        """:meth:`compare` for columns at once, each ``(what, published, ours, kind)``; a
        problem is placed by ``where(row's position, column's index)``, in row order."""
        found = []
        for k, (what, published, ours, kind) in enumerate(columns):
            p, o = np.asarray(published, dtype=float), np.asarray(ours, dtype=float)
            has = ~np.isnan(p)
            self.checked += int(has.sum())
            digits = self.decimals.get(kind, 2)
            wrong = has & (np.isnan(o) | (number_texts(p, digits) != number_texts(o, digits)))
            found += [(pos, k, what, p[pos], o[pos]) for pos in np.flatnonzero(wrong).tolist()]
        for pos, k, what, p, o in sorted(found, key=lambda x: x[:2]):
            self.rows.append({"where": where(pos, k), "what": what, "published": float(p),
                              "bridgekit": float(o), "reason": ""})


def _board_frames(boards: pd.DataFrame, settings: Settings) -> pd.DataFrame:
    """Each board's home IMPs and point-a-board points (rulings included); a bye's row has
    none (NaN: the team with the bye scores its VPs in the match's row)."""
    out = pd.DataFrame(np.nan, index=boards.index, columns=["home_imps", "home_bam", "away_bam"])
    played = ~(_byes(boards["home"]) | _byes(boards["away"]))
    if played.any():
        g = boards[played]
        f = match_frame(g["table1_ns"].tolist(), g["table2_ns"].tolist(), g["board"].to_numpy(),
                        settings)
        out.loc[played] = f[list(out.columns)].to_numpy(dtype=float)
    return out


def _where(boards: pd.DataFrame, pos: int) -> str:
    r = boards.iloc[pos]
    return _("round {round}, match {match} ({home} v {away}), board {board}").format(
        round=r["round"], match=r["match"], home=r["home"], away=r["away"], board=r["board"])


def _check_boards(boards: pd.DataFrame, pab: bool, settings: Settings, tally: _Tally) -> None:
    frames = _board_frames(boards, settings)
    if pab:
        tally.compare_rows(lambda pos, _k: _where(boards, pos), [
            (_("home team's points"), boards["usebio_home_points"], frames["home_bam"],
             "usebio_home_points"),
            (_("away team's points"), boards["usebio_away_points"], frames["away_bam"],
             "usebio_away_points")])
    else:
        tally.compare_rows(lambda pos, _k: _where(boards, pos), [
            (_("home team's IMPs"), boards["usebio_imps"], frames["home_imps"], "usebio_imps")])


def _cross_averages(boards: pd.DataFrame) -> pd.DataFrame:
    """Each table's N-S cross-IMP average over the field: every result on the board number
    in the event (both tables of every match). A board with an adjusted score: NaN."""
    t1, t2 = plain_scores(boards["table1_ns"]), plain_scores(boards["table2_ns"])
    out = pd.DataFrame({"t1": np.nan, "t2": np.nan}, index=boards.index)
    for _key, idx in boards.groupby("board", sort=False).groups.items():
        pos = boards.index.get_indexer(idx)
        scores = np.r_[t1[pos], t2[pos]]
        if np.isnan(scores).any() or len(scores) < 2:
            continue
        average = cross_imps(scores)[1]
        out.loc[idx, "t1"] = average[: len(pos)]
        out.loc[idx, "t2"] = average[len(pos):]
    return out


def _check_scores(boards: pd.DataFrame, tally: _Tally) -> None:
    """Each table's N-S score must be one a contract scores on its board (the pairs
    traveller's rule): a line that no contract scores (425, 420.5) is a problem of its own,
    counted as a number checked; the file's other numbers are still compared."""
    t1, t2 = plain_scores(boards["table1_ns"]), plain_scores(boards["table2_ns"])
    bad1, bad2, vul = impossible_tables(t1, t2, boards["board"])
    for pos in np.flatnonzero(bad1 | bad2).tolist():
        for table, bad, score in (("1", bad1, t1), ("2", bad2, t2)):
            if not bad[pos]:
                continue
            reason = _("no contract scores that for N-S") if vul[pos] == 4 else _(
                "no contract scores that for N-S on board {board} ({vulnerability} "
                "vulnerable)").format(board=boards["board"].iloc[pos],
                                      vulnerability=list(Vulnerability)[vul[pos]].spoken)
            tally.compare(_("{where}, table {table}").format(where=_where(boards, pos),
                                                             table=table),
                          pgettext("column", "N-S score"), score[pos], np.nan, "table_score",
                          reason)


#: a line's four cross-IMP figures: its table and side, and the sign of N-S's average
_CROSS = (("1", "ns", 1), ("1", "ew", -1), ("2", "ns", 1), ("2", "ew", -1))


def _check_cross(boards: pd.DataFrame, tally: _Tally) -> dict[str, tuple[float, float]]:
    """Each line's published cross-IMPs; returns each pair's (exact, printed) total."""
    averages = _cross_averages(boards)
    ours = np.column_stack([sign * averages[f"t{table}"].to_numpy(float)
                            for table, _side, sign in _CROSS])
    tally.compare_rows(
        lambda pos, k: _("{where}, table {table}").format(where=_where(boards, pos),
                                                          table=_CROSS[k][0]),
        [(_("N-S cross-IMPs") if side == "ns" else _("E-W cross-IMPs"),
          boards[f"usebio_cross_imp_t{table}_{side}"], ours[:, k], "cross_imp")
         for k, (table, side, _sign) in enumerate(_CROSS)])
    pairs = np.column_stack([boards[f"table{table}_{side}_pair"].astype(str).to_numpy()
                             for table, side, _sign in _CROSS]).ravel()  # row by row
    ours = ours.ravel()
    kept = (pairs != "") & ~np.isnan(ours)
    codes, names = pd.factorize(pairs[kept])
    distinct, inverse = np.unique(ours[kept], return_inverse=True)
    digits = tally.decimals.get("cross_imp", 2)
    printed = np.array([round_half_away(v, digits) for v in distinct.tolist()])[inverse]
    exact, shown = np.zeros(len(names)), np.zeros(len(names))
    np.add.at(exact, codes, ours[kept])  # in row order, as the file's lines are added
    np.add.at(shown, codes, printed)
    return {name: (float(e), float(p)) for name, e, p in zip(names, exact, shown, strict=True)}


def _check_pairs(pairs: list[dict[str, Any]], totals: dict[str, tuple[float, float]],
                 tally: _Tally) -> None:
    digits = tally.decimals.get("pair_total", 2)
    for p in pairs:
        exact, printed = totals.get(p["pair"], (np.nan, np.nan))
        published = p["total"]
        if published == published and exact == exact \
                and fixed(exact, digits) != fixed(published, digits) \
                and fixed(printed, digits) == fixed(published, digits):
            tally.checked += 1
            tally.notes.append(_(
                "pair {pair}: cross-IMP total published {published}, exact {exact}: the file "
                "adds its own {digits}-decimal line figures (their sum is {printed}); rounding "
                "of printed figures, not a wrong number").format(
                pair=p["pair"], published=spoken_fixed(published, digits),
                exact=spoken_fixed(exact, digits), digits=digits,
                printed=spoken_fixed(printed, digits)))
            continue
        tally.compare(_("pair {pair}").format(pair=p["pair"]), _("cross-IMP total"), published,
                      exact, "pair_total")


def _check_matches(boards: pd.DataFrame, scale: str, settings: Settings,
                   tally: _Tally) -> pd.DataFrame:
    columns = ["round", "match", "home", "away", "board", "table1_ns", "table2_ns"]
    matches = _score_teams_event(boards[columns], settings.replace(
        vp_scale=cast(VpScale, scale if scale in VP_SCALES else "wbf")))
    by = {"pab": "bam", "imps": "imps"}.get(scale, "vp")
    home, away = f"home_{by}", f"away_{by}"
    published = pd.DataFrame(boards.attrs.get("matches") or [],
                             columns=["round", "match", "home_score", "away_score"])
    both = matches.merge(published, on=["round", "match"], how="left")
    home_what, away_what = {"bam": (_("home team's points"), _("away team's points")),
                            "imps": (_("home team's IMPs"), _("away team's IMPs")),
                            "vp": (_("home team's VPs"), _("away team's VPs"))}[by]
    tally.compare_rows(lambda pos, _k: _("round {round}, match {match} ({home} v {away})").format(
        **both.iloc[pos][["round", "match", "home", "away"]]), [
        (home_what, both["home_score"], both[home], "match_score"),
        (away_what, both["away_score"], both[away], "match_score")])
    _check_teams(matches, by, boards.attrs.get("teams") or [], tally)
    return matches


def _check_teams(matches: pd.DataFrame, by: str, teams: list[dict[str, Any]],
                 tally: _Tally) -> None:
    standings = rank_teams(matches, by=by).set_index("team")
    for t in teams:
        where = _("team {team} ({name})").format(team=t["team"], name=t["name"]) \
            if t.get("name") else _("team {team}").format(team=t["team"])
        if t["team"] not in standings.index:
            tally.compare(where, _("total"), t["total"], np.nan, "team_total",
                          _("bridgekit has no match for this team"))
            continue
        row = standings.loc[t["team"]]
        tally.compare(where, _("total"), t["total"], float(row["total"]), "team_total")
        if t.get("place"):
            tally.checked += 1
            if str(row["rank"]).rstrip("=") != str(t["place"]).rstrip("="):
                tally.rows.append({"where": where, "what": _("place"), "published": np.nan,
                                   "bridgekit": np.nan,
                                   "reason": _("published {place}, bridgekit {rank}").format(
                                       place=t["place"], rank=row["rank"])})


def _board_tally(boards: pd.DataFrame, pab: bool, settings: Settings) -> _Tally:
    """The numbers every VP scale checks alike: the tables' scores, the boards' IMPs (or
    point-a-board points), the lines' cross-IMPs and the pairs' totals."""
    tally = _Tally(dict(boards.attrs.get("decimals") or {}))
    _check_scores(boards, tally)
    _check_boards(boards, pab, settings, tally)
    _check_pairs(boards.attrs.get("pairs") or [], _check_cross(boards, tally), tally)
    return tally


def _check_with(boards: pd.DataFrame, scale: str, settings: Settings,
                board_tally: _Tally) -> TeamsCheck:
    """Every published number under one convention (``scale``: a VP scale, ``"imps"`` or
    ``"pab"``), going on from the numbers every scale checks alike."""
    tally = copy.deepcopy(board_tally)
    matches = _check_matches(boards, scale, settings, tally)
    words = _(TEAMS_CONVENTIONS[scale])
    if scale == "pab" and settings.draw_margin:
        words = _("point-a-board, a net of {margin} or less ties the board").format(
            margin=spoken_number(settings.draw_margin))
    program = " ".join(x for x in (boards.attrs.get("program", ""),
                                   boards.attrs.get("program_version", "")) if x)
    return TeamsCheck(program or _("unnamed program"), words, tally.checked,
                      pd.DataFrame(tally.rows, columns=_PROBLEM_COLUMNS), tuple(tally.notes),
                      matches, scale, settings)


def check_teams_published(boards: pd.DataFrame, *, vp_scale: str | None = None,
                          draw_margin: float | None = None,
                          settings: Settings | None = None) -> TeamsCheck:
    """Rescore a teams file and compare every number it publishes.

    Parameters
    ----------
    boards : pandas.DataFrame
        A teams event as :func:`bridgekit.io.read_teams_event` reads it.
    vp_scale : {"wbf", "wbf_discrete", "whole_up", "ebu_whole", "wbf_25"}, optional
        The IMP-to-VP scale (:data:`bridgekit.teams.vp.VP_SCALES`). By default each is
        tried and the one reproducing the most published numbers is named (the 25-0 scale
        last, where every match has 8 boards or more).
    draw_margin : float, optional
        Point-a-board: a net of this much or less ties a board (default: the settings', 0:
        any positive aggregate wins, as EBUScoreTeams and the ACBL score it).
    settings : Settings, optional
        How a board and a match are scored besides (default: bridgekit's own): the
        point-a-board ``scale`` (the ACBL's 1/0.5/0) and a ruling's IMPs (``ruling_imps``),
        as :func:`bridgekit.score_teams_event` reads them.

    Returns
    -------
    TeamsCheck

    Examples
    --------
    >>> df = pd.DataFrame({"round": 1, "match": 1, "home": "1", "away": "2", "board": [1, 2, 3],
    ...                    "table1_ns": [420.0, 140.0, -100.0], "table2_ns": [400.0, 110.0, -100.0],
    ...                    "usebio_imps": [1.0, 1.0, 0.0]})
    >>> df.attrs.update(scoring="IMPS", match_scoring="VPS", program="TeamsScorer",
    ...                 matches=[{"round": 1, "match": 1, "home_score": 12, "away_score": 8}])
    >>> c = check_teams_published(df)
    >>> c.ok, c.checked, c.convention
    (True, 5, "IMPs to VPs, VPs whole on the EBU's 20-0 table (as EBU TeamsScorer prints them)")
    """
    boards = _with_columns(boards)
    unit = _match_unit(boards)
    s = settings or Settings()
    s = s if draw_margin is None else s.replace(draw_margin=draw_margin)
    board_tally = _board_tally(boards, unit == "bam", s)
    if unit != "vp":
        return _check_with(boards, "pab" if unit == "bam" else "imps", s, board_tally)
    if vp_scale is not None:
        scale = check_option(vp_scale, "vp_scale", tuple(VP_SCALES), "; ".join(VP_SCALES))
        return _check_with(boards, scale, s, board_tally)
    tries = [_check_with(boards, scale, s, board_tally)
             for scale in ("ebu_whole", "whole_up", "wbf", "wbf_discrete")]
    played = boards.dropna(subset=["board"]).groupby(["round", "match"]).size()
    if len(played) and played.min() >= 8 and not any(c.ok for c in tries):  # it covers each
        tries.append(_check_with(boards, "wbf_25", s, board_tally))
    return min(tries, key=lambda c: len(c.problems))  # the first of the best


@dataclass(frozen=True)
class TeamsBeside:
    """A teams event's numbers as bridgekit scores them, each beside the number the file
    publishes for it and flagged (``differs``) where the two are not the same at the decimals
    the file prints (never where the file publishes nothing).

    ``by`` is what a match is scored in: ``"vp"`` (VPs on the scale ``check`` found),
    ``"bam"`` (point-a-board) or ``"imps"``; ``unit`` says it in words. ``boards``:
    ``round, match, board, published, bridgekit, differs``, the home team's IMPs on each
    board (its point-a-board points for ``"bam"``). ``matches``: ``round, match, home, away,
    boards, home_score, away_score, published_home, published_away, differs``. ``teams``
    (the standings, best first): ``team, name, played, total, rank, published_total,
    published_place, differs``; ``rank`` shares a place between equal totals (``3=``).
    ``check`` is :func:`check_teams_published`'s answer, whose ``matches`` are bridgekit's
    scored matches (their ``attrs`` say the ``vp_scale`` and ``draw_margin`` used)."""

    by: str
    unit: str
    boards: pd.DataFrame = field(repr=False)
    matches: pd.DataFrame = field(repr=False)
    teams: pd.DataFrame = field(repr=False)
    check: TeamsCheck = field(repr=False)


def _match_unit(boards: pd.DataFrame) -> str:
    """What a match is scored in, from the file's header: ``"bam"`` (point-a-board), ``"imps"``
    or ``"vp"``."""
    if str(boards.attrs.get("scoring", "")).upper() == "PAB":
        return "bam"
    if str(boards.attrs.get("match_scoring", "")).upper() not in ("VPS", "VP", ""):
        return "imps"
    return "vp"


def _differs(published: pd.Series, ours: pd.Series, digits: int) -> np.ndarray:
    """Where a published number (not NaN) and bridgekit's are not the same as printed."""
    p = published.to_numpy(float)
    shown: np.ndarray = ~np.isnan(p) & (number_texts(p, digits) != number_texts(ours.to_numpy(float), digits))
    return shown


def _teams_table(matches: pd.DataFrame, by: str, teams: list[dict[str, Any]],
                 digits: int) -> pd.DataFrame:
    """The standings from bridgekit's matches beside the file's team totals and places."""
    table = rank_teams(matches, by=by)[["team", "played", "total", "rank"]]
    published = pd.DataFrame(teams, columns=["team", "name", "place", "total"]).rename(
        columns={"place": "published_place", "total": "published_total"})
    both = table.merge(published.astype({"team": str, "published_total": float}), on="team",
                       how="left")
    both["name"] = both["name"].fillna("")
    places = both["published_place"].fillna("").astype(str).str.rstrip("=")
    other_place = places.ne("") & places.ne(both["rank"].astype(str).str.rstrip("="))
    both["differs"] = _differs(both["published_total"], both["total"], digits) | other_place
    return both[["team", "name", "played", "total", "rank", "published_total",
                 "published_place", "differs"]]


def teams_beside(boards: pd.DataFrame, check: TeamsCheck | None = None, *,
                 vp_scale: str | None = None, draw_margin: float | None = None) -> TeamsBeside:
    """A teams event scored by bridgekit, each number beside the one the file publishes.

    Parameters
    ----------
    boards : pandas.DataFrame
        A teams event as :func:`bridgekit.io.read_teams_event` reads it (a frame with only
        :func:`bridgekit.score_teams_event`'s columns has nothing published: every
        ``published`` is NaN and nothing differs).
    check : TeamsCheck, optional
        :func:`check_teams_published`'s answer for ``boards`` (worked out when not given,
        with ``vp_scale`` and ``draw_margin``): its convention scores every number here.
    vp_scale, draw_margin
        As :func:`check_teams_published` takes them, when ``check`` is not given.

    Returns
    -------
    TeamsBeside

    Examples
    --------
    A TeamsScorer match of 2 IMPs over 3 boards: 11.38 continuous VPs, printed 12-8 (whole
    VPs, the winner rounded up); a file that printed 2 IMPs for board 2's 30-point swing (1 IMP
    on the scale) is flagged there:

    >>> df = pd.DataFrame({"round": 1, "match": 1, "home": "1", "away": "2", "board": [1, 2, 3],
    ...                    "table1_ns": [420.0, 140.0, -100.0], "table2_ns": [400.0, 110.0, -100.0],
    ...                    "usebio_imps": [1.0, 2.0, 0.0]})
    >>> df.attrs.update(scoring="IMPS", match_scoring="VPS", program="TeamsScorer",
    ...                 matches=[{"round": 1, "match": 1, "home_score": 12, "away_score": 8}],
    ...                 teams=[{"team": "1", "name": "Acol", "place": "1", "total": 12}])
    >>> b = teams_beside(df)
    >>> b.by, b.unit, b.matches[["home_score", "away_score", "published_home", "differs"]].values.tolist()
    ('vp', 'VPs', [[12.0, 8.0, 12.0, False]])
    >>> b.boards[["board", "published", "bridgekit", "differs"]].values.tolist()
    [[1, 1.0, 1.0, False], [2, 2.0, 1.0, True], [3, 0.0, 0.0, False]]
    >>> b.teams[["team", "name", "total", "rank", "differs"]].values.tolist()
    [['1', 'Acol', 12.0, '1', False], ['2', '', 8.0, '2', False]]
    """
    boards = _with_columns(boards)
    if check is None:
        check = check_teams_published(boards, vp_scale=vp_scale, draw_margin=draw_margin)
    by = _match_unit(boards)
    digits = dict(boards.attrs.get("decimals") or {})
    frames = _board_frames(boards, check.settings or Settings(draw_margin=draw_margin or 0))
    ours = frames["home_bam"] if by == "bam" else frames["home_imps"]
    kind = "usebio_home_points" if by == "bam" else "usebio_imps"
    board_table = boards[["round", "match", "board"]].assign(
        published=boards[kind].to_numpy(float), bridgekit=ours.to_numpy(float))
    board_table["differs"] = _differs(board_table["published"], board_table["bridgekit"],
                                      digits.get(kind, 2))
    scored = check.matches
    file_matches = pd.DataFrame(boards.attrs.get("matches") or [],
                                columns=["round", "match", "home_score", "away_score"]).rename(
        columns={"home_score": "published_home", "away_score": "published_away"}).astype(
        {"published_home": float, "published_away": float})
    matches = scored[["round", "match", "home", "away", "boards"]].assign(
        home_score=scored[f"home_{by}"].to_numpy(float),
        away_score=scored[f"away_{by}"].to_numpy(float)).merge(
        file_matches, on=["round", "match"], how="left")
    d = digits.get("match_score", 2)
    matches["differs"] = (_differs(matches["published_home"], matches["home_score"], d)
                          | _differs(matches["published_away"], matches["away_score"], d))
    teams = _teams_table(scored, by, boards.attrs.get("teams") or [],
                         digits.get("team_total", 2))
    return TeamsBeside(by, {"vp": _("VPs"), "bam": _("points"), "imps": _("IMPs")}[by],
                       board_table.reset_index(drop=True), matches, teams, check)


def _with_columns(boards: pd.DataFrame) -> pd.DataFrame:
    """The frame with every published column (NaN where the file had none)."""
    need = {"round", "match", "home", "away", "board", "table1_ns", "table2_ns"}
    if missing := need - set(boards.columns):
        raise ScoreError(f"columns {sorted(missing)!r} missing: a teams file's boards need "
                         f"{', '.join(sorted(need))} (as bridgekit.io.read_teams_event gives)")
    out = boards.copy()
    for column in ("usebio_imps", "usebio_home_points", "usebio_away_points",
                   *(f"usebio_cross_imp_t{t}_{s}" for t in "12" for s in ("ns", "ew"))):
        if column not in out:
            out[column] = np.nan
    for column in ("table1_ns_pair", "table1_ew_pair", "table2_ns_pair", "table2_ew_pair"):
        if column not in out:
            out[column] = ""
    # a file's records, held so pandas never copies them (a list in a frame made by hand too)
    out.attrs = {key: Records(value) if isinstance(value, list) else value
                 for key, value in boards.attrs.items()}
    return out
