"""A teams match between two teams: IMPs, board-a-match and aggregate.

The team-of-four scoring table ("Team of four scoring", "International Match Points"): a team's
North-South score on a board is added to its East-West score; the net is
converted to IMPs and the IMPs of all boards are summed. The home team sits
North-South at table 1 and East-West at table 2, so with the North-South scores
of both tables the net to the home team is ``table1_ns - table2_ns``.

Board-a-match (point-a-board) scores each board 2 / 1 / 0 to the team with the
better net (:func:`board_a_match`: any positive net wins unless ``draw_margin=`` says
otherwise; ``scale="acbl"`` gives 1 / 1/2 / 0). Aggregate (total points) sums the nets.
VPs come from the scale the event names (``vp_scale=``, :data:`bridgekit.teams.vp.VP_SCALES`).

>>> m = teams_match([420, -50, 110], [170, -50, -140])
>>> m.frame.home_imps.tolist(), m.home_imps, m.away_imps
([6, 0, 6], 12, 0)
>>> m.home_bam, m.aggregate
(5.0, 500.0)
"""

from __future__ import annotations

import numbers
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np
import pandas as pd
from numpy.typing import ArrayLike

from bridgekit._checks import check_number, check_option, check_text, clip_text
from bridgekit.board import Side, Vulnerability
from bridgekit.columns import pair_number, pair_text, rank_with_ties
from bridgekit.errors import ScoreError, TravellerError
from bridgekit.format import number as plain_number
from bridgekit.i18n import _, fixed, number, significant, speaking
from bridgekit.imp import imp_row
from bridgekit.rulings import RULING_IMPS
from bridgekit.settings import Settings
from bridgekit.teams.hybrid import HybridResult, hybrid_points, hybrid_shares
from bridgekit.teams.match import (
    Entry,
    _teams_settings,
    bam_factor,
    board_a_match,
    board_hps,
    board_imps,
    impossible_tables,
    match_frame,
    plain_scores,
    ruled_board,
    ruling_words,
    table_entries,
)
from bridgekit.teams.vp import VpScale, match_vp, match_vps, scale_top, scale_words, stretched

if TYPE_CHECKING:
    from bridgekit.teams.tiebreak import Meeting, TieBreak

__all__ = [
    "TeamsMatch",
    "board_a_match",
    "break_teams_tie",
    "rank_teams",
    "score_teams_event",
    "teams_match",
]


def _whole(x: float) -> int | float:
    """A total as an int when it is whole (IMPs usually are), else as a float."""
    return int(x) if float(x).is_integer() else float(x)


@dataclass(frozen=True)
class TeamsMatch:
    """One teams match, board by board; ``frame`` is the DataFrame view.

    ``home_imps`` and ``away_imps`` in the frame are each team's own IMPs on the
    board. They balance (``away = -home``) except where a ruling gave unbalanced
    artificial scores (``A+/A+``): then each team's margin and VPs are worked out
    from its own IMPs. ``draw_margin`` is the board-a-match tie margin the frame was
    scored with; ``vp_scale`` names the VP scale (:data:`bridgekit.teams.vp.VP_SCALES`).
    ``rulings`` holds each ruled board's place in the frame and its two tables' entries,
    so that :meth:`explain` can say the ruling in any language.
    """

    frame: pd.DataFrame
    home_name: str = "Home"
    away_name: str = "Away"
    scale: str = "ebu"
    ruling_imps: float = RULING_IMPS
    draw_margin: float = 0.0
    vp_scale: VpScale = "wbf"
    rulings: tuple[tuple[int, Entry, Entry], ...] = field(default=(), compare=False, repr=False)

    @property
    def boards(self) -> int:
        return len(self.frame)

    @property
    def home_imps(self) -> int | float:
        """IMPs won by the home team (the boards it gained on)."""
        return _whole(self.frame.home_imps.clip(lower=0).sum())

    @property
    def away_imps(self) -> int | float:
        return _whole(self.frame.away_imps.clip(lower=0).sum())

    @property
    def imp_margin(self) -> int | float:
        """Home IMPs minus away IMPs (the home team's margin)."""
        return _whole(self.frame.home_imps.sum())

    @property
    def away_margin(self) -> int | float:
        """The away team's own margin: ``-imp_margin`` unless a ruling was unbalanced."""
        return _whole(self.frame.away_imps.sum())

    @property
    def home_bam(self) -> float:
        return float(self.frame.home_bam.sum())

    @property
    def away_bam(self) -> float:
        return float(self.frame.away_bam.sum())

    @property
    def aggregate(self) -> float:
        """Net total points to the home team (boards with a ruling count nothing)."""
        return float(self.frame.net.sum())

    @property
    def ruled(self) -> bool:
        """Whether any board carries an artificial score."""
        return bool(self.frame.ruling.ne("").any())

    def vps(self, at_stake: float | None = None) -> tuple[float, float]:
        """Home and away VPs on the match's scale (``vp_scale``; stretched to ``at_stake``
        VPs: a 10-VP half-match gets the 20-VP scale's VPs halved). None: the scale's own
        top, 20, or 25 on the WBF's 25-0 scale, where the two need not sum to the top
        (:func:`bridgekit.teams.vp.wbf_vp_25`: 15-15, 25-3).

        >>> teams_match([420] * 8, [-50] * 8, vp_scale="wbf_25").vps()
        (25.0, 0.0)
        """
        scale = self.vp_scale
        stake = float(scale_top(scale)) if at_stake is None else _at_stake(at_stake)
        if self.away_margin != -self.imp_margin or scale == "wbf_25":
            # each side's own margin: unbalanced rulings, or the 25-0 scale (not zero-sum)
            return _side_vps(self.imp_margin, self.boards, stake, scale), \
                _side_vps(self.away_margin, self.boards, stake, scale)
        win = _side_vps(abs(self.imp_margin), self.boards, stake, scale)
        lose = round(stake - win, 2)
        return (win, lose) if self.imp_margin >= 0 else (lose, win)

    def _vps_said(self) -> dict[str, str]:
        """The match's VPs as printed: two decimals on the continuous scale, else whole."""
        home, away = self.vps()
        if self.vp_scale == "wbf":
            return {"home_vp": fixed(home, 2), "away_vp": fixed(away, 2)}
        return {"home_vp": number(home), "away_vp": number(away)}

    def _vp_text(self) -> str:
        """The match's VPs as printed, the scale in words."""
        if self.vp_scale == "wbf":
            return _("WBF VPs {home_vp} - {away_vp}").format(**self._vps_said())
        return _("VPs {home_vp} - {away_vp} ({scale})").format(scale=scale_words(self.vp_scale),
                                                               **self._vps_said())

    def hybrid(self) -> HybridResult:
        """The same match scored by hybrid points (boards with table scores only)."""
        f = self.frame
        if self.ruled:
            boards = ", ".join(str(b) for b in f.board[f.ruling.ne("")])
            raise ScoreError(f"board {boards} carries an artificial score: hybrid points "
                             f"(White Book 161.7) are defined on the two tables' scores only")
        return hybrid_points(f.table1_ns, f.table2_ns, f.board, home=self.home_name,
                             away=self.away_name)

    def _repr_html_(self) -> str:
        caption = _("{home} {home_imps} - {away_imps} {away} IMPs ({vps})").format(
            home=self.home_name, home_imps=significant(self.home_imps),
            away_imps=significant(self.away_imps), away=self.away_name, vps=self._vp_text())
        from bridgekit.show.html import table_html
        return table_html(self.frame, caption)

    def explain(self, *, lang: str | None = None, by: str | None = None) -> str:
        """Board by board, then the totals, in words (in ``lang``; None: the language being
        spoken).

        ``by`` says only what a match scored one way is about: ``"vp"`` each board's IMPs,
        the IMPs and the VPs on the match's scale (in words); ``"imps"`` the IMPs alone;
        ``"bam"`` (point-a-board) each board's net and board points and the match's points.
        None: all of them, with the aggregate.

        >>> m = teams_match([420, 140, -100], [400, 110, -100], home="1", away="2",
        ...                 vp_scale="whole_up")
        >>> print(m.explain(by="vp").splitlines()[-1][:44])
        VPs: 1 12, 2 8 (whole VPs: the winner's WBF
        >>> print(m.explain(by="bam"))
        Board 1: table 1 +420, table 2 +400: 1 gain 20; board points 1 2, 2 0
        Board 2: table 1 +140, table 2 +110: 1 gain 30; board points 1 2, 2 0
        Board 3: table 1 -100, table 2 -100: flat; board points 1 1, 2 1
        Board-a-match: 1 5, 2 1
        """
        if by is not None:
            check_option(by, "by", ("vp", "imps", "bam"), "what the match is scored in: VPs, "
                         "IMPs or point-a-board")
        with speaking(lang):
            return "\n".join(self._lines(by))

    def ruling_text(self, position: int, *, lang: str | None = None) -> str:
        """The ruling on the board at ``position`` (0-based, as in the frame) in words, in
        ``lang``; "" where the board has none."""
        for where, c1, c2 in self.rulings:
            if where == position:
                return ruling_words(c1, c2, self.ruling_imps, (self.home_name, self.away_name),
                                    lang=lang)
        with speaking(lang):  # a match built by hand: its frame's words, as they are
            return str(self.frame.ruling.iloc[position])

    def _lines(self, by: str | None = None) -> list[str]:
        h, a = self.home_name, self.away_name
        said = self._bam_line if by == "bam" else self._board_line
        lines = [said(i, r) for i, r in enumerate(self.frame.itertuples())]
        imps = {"home": h, "home_imps": significant(self.home_imps), "away": a,
                "away_imps": significant(self.away_imps),
                "margin": significant(self.imp_margin, sign=True)}
        if by is None and self.vp_scale == "wbf":
            lines.append(_("IMPs: {home} {home_imps}, {away} {away_imps} (margin {margin}; "
                           "{vps})").format(vps=self._vp_text(), **imps))
        elif by != "bam":
            lines.append(_("IMPs: {home} {home_imps}, {away} {away_imps} (margin "
                           "{margin})").format(**imps))
            if by != "imps":
                # TRANSLATORS: a match's VPs, each team's, then the VP scale in words
                lines.append(_("VPs: {home} {home_vp}, {away} {away_vp} ({scale})").format(
                    home=h, away=a, scale=scale_words(self.vp_scale), **self._vps_said()))
        if by != "bam" and self.away_margin != -self.imp_margin:
            lines.append(_("Unbalanced rulings: each team's VPs come from its own margin "
                           "({home} {home_margin}, {away} {away_margin})").format(
                home=h, home_margin=significant(self.imp_margin, sign=True), away=a,
                away_margin=significant(self.away_margin, sign=True)))
        points = {"home": h, "home_points": significant(self.home_bam), "away": a,
                  "away_points": significant(self.away_bam)}
        if by in ("vp", "imps"):
            return lines
        if self.draw_margin:
            lines.append(_("Board-a-match: {home} {home_points}, {away} {away_points} (a net "
                           "of {margin} or less ties a board)").format(
                margin=number(self.draw_margin), **points))
        else:
            lines.append(_("Board-a-match: {home} {home_points}, {away} {away_points}").format(
                **points))
        if by is None:
            lines.append(_("Aggregate: {home} {aggregate}").format(
                home=h, aggregate=significant(self.aggregate, sign=True)))
        return lines

    def _bam_line(self, position: int, r: Any) -> str:
        """A board at point-a-board: the tables, the net and each team's board points."""
        if r.ruling:
            said = _("Board {board}: {ruling}").format(board=r.board,
                                                       ruling=self.ruling_text(position))
        elif r.net == 0:
            said = _("Board {board}: table 1 {table1}, table 2 {table2}: flat").format(**_tables(r))
        else:
            said = _("Board {board}: table 1 {table1}, table 2 {table2}: {team} gain "
                     "{net}").format(team=self.home_name if r.net > 0 else self.away_name,
                                     net=significant(abs(r.net)), **_tables(r))
        # TRANSLATORS: a board said at point-a-board, then each team's board points on it
        return _("{board}; board points {home} {home_points}, {away} {away_points}").format(
            board=said, home=self.home_name, home_points=significant(r.home_bam),
            away=self.away_name, away_points=significant(r.away_bam))

    def _board_line(self, position: int, r: Any) -> str:
        h, a = self.home_name, self.away_name
        if r.ruling:
            return _("Board {board}: {ruling}; the other table's score does not count: {home} "
                     "{home_imps}, {away} {away_imps} IMPs").format(
                board=r.board, ruling=self.ruling_text(position), home=h,
                home_imps=significant(r.home_imps, sign=True), away=a,
                away_imps=significant(r.away_imps, sign=True))
        if r.net == 0:
            return _("Board {board}: table 1 {table1}, table 2 {table2}: flat").format(**_tables(r))
        return _("Board {board}: table 1 {table1}, table 2 {table2}: {team} gain {net} "
                 "({imp_row}); running {running}").format(
            team=h if r.net > 0 else a, net=significant(abs(r.net)), imp_row=imp_row(r.net),
            running=significant(r.running, sign=True), **_tables(r))


def _tables(r: Any) -> dict[str, object]:
    """A board's number and its two tables' N-S scores, as a board's line says them."""
    return {"board": r.board, "table1": significant(r.table1_ns, sign=True),
            "table2": significant(r.table2_ns, sign=True)}


def _side_vps(margin: float, boards: int, at_stake: float, scale: VpScale = "wbf") -> float:
    """One team's VPs from its own IMP margin (a margin with a fraction, from rulings
    worth 1.5 IMPs, as :func:`bridgekit.teams.vp.match_vp` reads it)."""
    win, lose = match_vp(margin, boards, scale)
    mine = win if margin >= 0 else lose
    return float(stretched(mine, at_stake, scale_top(scale)))


def teams_match(table1_ns: ArrayLike, table2_ns: ArrayLike, boards: ArrayLike | None = None,
                settings: Settings | None = None, *, home: str = "Home", away: str = "Away",
                **shortcuts: Any) -> TeamsMatch:
    """Score a teams match from the North-South scores at both tables.

    Parameters
    ----------
    table1_ns : array-like
        North-South scores at table 1 (home team North-South). An entry may be an
        artificial adjusted score instead (``A+``, ``A=``, ``A-``, ``A+/A+``,
        ``A60/40``): it takes the place of that table's N-S score.
    table2_ns : array-like
        North-South scores at table 2 (away team North-South), likewise.
    boards : array-like, optional
        Board numbers (default 1, 2, ...).
    settings : Settings, optional
        How the match is scored (default: bridgekit's own, :class:`~bridgekit.Settings`):
        its ``scale``, ``draw_margin``, ``vp_scale`` (of :meth:`TeamsMatch.vps`) and
        ``ruling_imps``, as :func:`score_teams_event` reads them. A board with a ruling is
        scored as :func:`bridgekit.teams.match_frame` says.
    home, away : str
        The teams' names.
    **shortcuts
        Those four settings changed for this call (``vp_scale="whole_up"``).

    Raises
    ------
    ScoreError
        A table's score that no contract scores on its board (425, 420.5; with ``boards``
        at the board's vulnerability, without them at any), as the pairs traveller
        refuses it.

    Examples
    --------
    >>> m = teams_match([420, 100], [170, "A+"])
    >>> m.frame.home_imps.tolist(), m.frame.away_imps.tolist(), m.imp_margin
    ([6, -3], [-6, 3], 3)
    >>> teams_match([420, "A+/A+"], [170, 100]).frame.away_imps.tolist()
    [-6, 3]
    >>> teams_match([420] * 8, [-50] * 8, settings=Settings.of("teamsscorer")).vps()
    (20.0, 0.0)
    """
    match = _match(table1_ns, table2_ns, boards, _teams_settings(settings, **shortcuts),
                   (home, away))
    f = match.frame
    _refuse_impossible(f["board"], f["table1_ns"].to_numpy(float),
                       f["table2_ns"].to_numpy(float), None if boards is None else f["board"],
                       lambda i: "")
    return match


def _impossible_words(score: float, board: object, vul_code: int) -> str:
    """Why a table's N-S score is refused, in English (the pairs traveller's words)."""
    if vul_code == 4:
        return f"{plain_number(score)}: no contract scores that for {Side.NS}"
    return (f"{plain_number(score)}: no contract scores that for {Side.NS} on board {board} "
            f"({list(Vulnerability)[vul_code]} vulnerable)")


def _refuse_impossible(board: pd.Series, t1: np.ndarray, t2: np.ndarray,
                       boards: pd.Series | None, where: Callable[[int], str]) -> None:
    """A ScoreError naming the first few tables whose score no contract scores (``where``:
    the match of a row, by position, as the message begins)."""
    bad1, bad2, vul = impossible_tables(t1, t2, boards)
    if not (bad1.any() or bad2.any()):
        return
    found = sorted([(int(i), 1) for i in np.flatnonzero(bad1)]
                   + [(int(i), 2) for i in np.flatnonzero(bad2)])
    said = [f"{where(i)}board {board.iloc[i]}, table {table}: "
            + _impossible_words((t1 if table == 1 else t2)[i], board.iloc[i], int(vul[i]))
            for i, table in found[:3]]
    more = f" (and {len(found) - 3} more)" if len(found) > 3 else ""
    raise ScoreError("; ".join(said) + more + ": a table's score must be one a contract "
                     "scores on its board")


def _match(table1_ns: ArrayLike, table2_ns: ArrayLike, boards: ArrayLike | None,
           settings: Settings, names: tuple[str, str] = ("Home", "Away")) -> TeamsMatch:
    """:func:`teams_match` without its check of the scores (done by whoever calls it), by
    ``settings`` already checked; ``names``: the home and away teams'."""
    home, away = names
    frame = match_frame(table1_ns, table2_ns, boards, settings, home=home, away=away)
    rulings: tuple[tuple[int, Entry, Entry], ...] = ()
    if frame.ruling.ne("").any():
        e1, e2 = table_entries(table1_ns), table_entries(table2_ns)
        rulings = tuple((int(i), e1[i], e2[i]) for i in np.flatnonzero(frame.ruling.ne("")))
    return TeamsMatch(frame, home, away, settings.scale, float(settings.ruling_imps),
                      float(settings.draw_margin), settings.vp_scale, rulings)


#: A bye's VPs (of 20) unless the conditions of contest say otherwise.
BYE_VP = 12.0
#: A bye's VPs on the WBF 25-0 scale (``vp_scale="wbf_25"``) unless the conditions say
#: otherwise: 18, the 18-12 line of that scale, as 12 is the 12-8 line of the 20-0 scales (a
#: small win, 60% of the VPs a drawn match shares). None of the WBF and EBU texts consulted
#: states a bye's VPs on the 25-0 scale; this is the value conditions of contest on it
#: commonly gave, and ``bye_vp=`` sets an event's own.
BYE_VP_25 = 18.0


def _is_bye(name: object) -> bool:
    return str(name).strip().casefold() == "bye"


def _byes(names: pd.Series) -> np.ndarray:
    """Which entries name a bye (each distinct name looked at once)."""
    codes, uniques = pd.factorize(names)
    byes: np.ndarray = np.array([_is_bye(u) for u in uniques] + [False], dtype=bool)[codes]
    return byes


def score_teams_event(df: pd.DataFrame, settings: Settings | None = None, *,
                      bye_vp: float | None = None, bye_hp: float | None = None,
                      **shortcuts: Any) -> pd.DataFrame:
    """Score every match of a teams event by IMPs, VPs, board-a-match and hybrid points.

    Parameters
    ----------
    df : pandas.DataFrame
        One row per board of each match: ``round, match, home, away, board,
        table1_ns, table2_ns`` (as :func:`bridgekit.load_sample_teams` gives). A team
        is its name read as a pair number is: ``"Acol "`` is ``"Acol"``, ``"01"`` is
        ``"1"``.
        A table's score may be a ruling (``A+``, ``A+/A-``; see
        :func:`teams_match`). An optional ``vp_at_stake`` column scores a match on
        a smaller scale: a three-way match's two half-matches are each played for
        10 VPs (the 20-VP scale for those boards, halved; 12.5 on the 25-0 scale).
        A match is played for one stake: a blank cell (NaN, None, ``""`` or spaces) takes the
        one its other rows give (the scale's own if none does); rows giving two are a
        ScoreError. Text that reads as a number (``"12.5"``) is that number; any other cell
        that is not a positive number of at most 1000 VPs (``"ten"``, 0, -10, inf, True) is
        a ScoreError naming its match and quoting the cell.
    settings : Settings, optional
        How the event is scored (default: bridgekit's own, :class:`~bridgekit.Settings`;
        ``Settings.of("teamsscorer")`` as EBU TeamsScorer). It reads four fields:
        ``scale`` and ``draw_margin``, the board-a-match points (:func:`board_a_match`;
        hybrid points keep White Book 161.7's own 10-point margin); ``ruling_imps``, the
        IMPs an average-plus is worth (Law 86A: 3; the organiser may vary it); ``vp_scale``,
        the IMP-to-VP scale (:data:`bridgekit.teams.vp.VP_SCALES`, default ``"wbf"``).
    bye_vp, bye_hp : float
        What a team with a bye scores: a match whose ``home`` or ``away`` is
        ``Bye`` (its board columns may be empty). None: 12 VPs of 20, the usual value,
        or 18 of 25 on the 25-0 scale (:data:`BYE_VP_25`; the conditions of contest set
        it; some give the team's average if higher). Hybrid points for a bye have no
        usual value: give ``bye_hp`` to rank a hybrid event that has byes.
    **shortcuts
        Those four settings changed for this call (``draw_margin=10``); any other name is
        an OptionError.

    Returns
    -------
    pandas.DataFrame
        One row per match: ``round, match, home, away, boards, home_imps,
        away_imps, home_vp, away_vp, home_bam, away_bam, aggregate, home_hp,
        away_hp, home_board_hp, away_board_hp, note`` (the board HPs: those of
        the point-a-board element; ``note`` says what was unusual: a bye, a
        smaller VP scale, rulings). A match with a ruling has no hybrid points.

    Examples
    --------
    >>> from bridgekit.data import load_sample_teams
    >>> m = score_teams_event(load_sample_teams())
    >>> len(m), bool(((m.home_hp + m.away_hp) == 10).all()), bool(((m.home_vp + m.away_vp).round(2) == 20).all())
    (15, True, True)
    >>> whole = score_teams_event(load_sample_teams(), vp_scale="whole_up")
    >>> bool((whole.home_vp == whole.home_vp.round()).all())
    True
    """
    s = _teams_settings(settings, **shortcuts)
    _check_columns(df, bye_vp)
    t1, t2 = plain_scores(df["table1_ns"]), plain_scores(df["table2_ns"])

    def where(i: int) -> str:
        r = df.iloc[i]
        return f"round {r['round']}, match {r['match']} ({r['home']} v {r['away']}), "

    _refuse_impossible(df["board"], t1, t2, df["board"], where)
    return _score_teams_event(df, s, bye_vp=bye_vp, bye_hp=bye_hp, scores=(t1, t2))


def _check_columns(df: pd.DataFrame, bye_vp: float | None) -> None:
    """The columns a teams event needs, and a bye's VPs (a number, or None)."""
    need = {"round", "match", "home", "away", "board", "table1_ns", "table2_ns"}
    if missing := need - set(df.columns):
        raise ScoreError(f"columns {sorted(missing)!r} missing: a teams event needs "
                         f"{', '.join(sorted(need))}")
    for key in ("round", "match"):  # a match is its round and number: a blank finds none
        column = df[key]
        blank = column.isna().to_numpy()
        if not (isinstance(column.dtype, np.dtype) and column.dtype.kind in "iufb"):
            blank = blank | column.astype(str).str.strip().eq("").to_numpy()
        if blank.any():
            at = int(np.argmax(blank))
            raise ScoreError(f"{key} {clip_text(column.iloc[at])} on row {at + 1} "
                             f"(home {clip_text(df['home'].iloc[at])}): every row of a teams "
                             "event names its round and match, a number or a name")
    if bye_vp is not None:
        check_number(bye_vp, "bye_vp", minimum=0)


def _score_teams_event(df: pd.DataFrame, settings: Settings, bye_vp: float | None = None,
                       bye_hp: float | None = None,
                       scores: tuple[np.ndarray, np.ndarray] | None = None) -> pd.DataFrame:
    """:func:`score_teams_event` without its checks of the columns and scores (done by whoever
    calls it: a file's check reports each impossible score and goes on to the file's other
    numbers), by ``settings`` already checked; ``scores``: both tables' scores as
    :func:`plain_scores` reads them, if the caller has them already."""
    top = float(scale_top(settings.vp_scale))
    if bye_vp is None:
        bye_vp = BYE_VP_25 if top == 25 else BYE_VP
    code, firsts = _matches(df)
    # a match whose cells are all blank, or an event without the column: the scale's own stake
    firsts["vp_at_stake"] = firsts["vp_at_stake"].fillna(top) if "vp_at_stake" in firsts else top
    t1, t2 = scores or (plain_scores(df["table1_ns"]), plain_scores(df["table2_ns"]))
    # a plain score: a number of at most 100,000 either way (NaN, a ruling, fails both)
    plain_row = (t1 >= -100_000) & (t1 <= 100_000) & (t2 >= -100_000) & (t2 <= 100_000)
    bye = _byes(firsts["home"]) | _byes(firsts["away"])
    plain = (np.bincount(code[~plain_row], minlength=len(firsts)) == 0) & ~bye
    if plain.all():  # all at once
        fast = _plain_matches(code, firsts, t1, t2, settings)
    else:
        keep = plain[code]
        fast = _plain_matches((np.cumsum(plain) - 1)[code[keep]], firsts[plain], t1[keep],
                              t2[keep], settings)
    del t1, t2, plain_row
    rows = []
    other = ~plain[code]
    for c, g in df[other].groupby(code[other], sort=True):
        # byes and matches with rulings, one by one, by their first row as the plain ones
        (rnd, match_no), first = firsts.index[c], firsts.iloc[c]
        home, away = str(first["home"]), str(first["away"])
        if _is_bye(home) or _is_bye(away):
            rows.append(_bye_row(rnd, match_no, home, away, bye_vp, bye_hp))
            continue
        at_stake = float(first["vp_at_stake"])
        try:
            m = _match(g.table1_ns, g.table2_ns, g.board.to_numpy(), settings, (home, away))
        except ScoreError as error:  # a blank or unreadable table: say where it is
            raise ScoreError(f"{_match_name(firsts, c)}{_unread_board(g)}: {error}") from None
        rows.append({"round": rnd, "match": match_no, **_match_row(m, at_stake, top)})
    if rows:
        fast = pd.concat([fast, pd.DataFrame(rows)], ignore_index=True)
        fast = fast.sort_values(["round", "match"], kind="stable").reset_index(drop=True)
    # how the event was scored, for whoever ranks or prints it
    fast.attrs.update(scale=settings.scale, draw_margin=float(settings.draw_margin),
                      vp_scale=settings.vp_scale)
    return fast


def _unread_board(rows: pd.DataFrame) -> str:
    """", board 2": the first of a match's boards whose tables do not both read as a score or
    a ruling ("" if each does)."""
    for board, t1, t2 in zip(rows.board, rows.table1_ns, rows.table2_ns, strict=True):
        try:
            table_entries([t1, t2])
        except ScoreError:
            return f", board {_whole(board) if isinstance(board, float) else board}"
    return ""


def _matches(df: pd.DataFrame) -> tuple[np.ndarray, pd.DataFrame]:
    """Each row's match (0 .. in (round, match) order, as a sorted groupby numbers them), and
    each match's first row: ``home``, ``away`` (read as pair numbers are: "Acol" and "Acol ",
    "1" and "01" are one team, never two that print alike) and ``vp_at_stake`` (the value its
    rows give, NaN if all are blank; :func:`_stakes`) if the event has it, indexed by
    (round, match).

    A match's boards usually sit together, the matches in order: each run of rows with one
    (round, match) is found by comparing each row with the one before; runs of numbered
    rounds and matches in increasing order are the matches themselves, others are grouped.

    >>> code, firsts = _matches(pd.DataFrame({"round": [2, 2, 1, 2], "match": [1, 1, 1, 1],
    ...                                       "home": ["01", "01", "A ", "01"], "away": "B"}))
    >>> code.tolist(), firsts.index.tolist(), firsts.home.tolist()
    ([1, 1, 0, 1], [(1, 1), (2, 1)], ['A', '1'])
    """
    keys = ["round", "match"]
    numbered = all(isinstance(df[k].dtype, np.dtype) and df[k].dtype.kind in "iuf" for k in keys)
    # numbers compared as they are; other keys by their codes, equal where a groupby's are
    values = [np.asarray(df[k].to_numpy() if numbered else pd.factorize(df[k])[0]) for k in keys]
    new = np.zeros(len(df), dtype=bool)
    new[:1] = True
    for v in values:
        new[1:] |= v[1:] != v[:-1]
    code = np.cumsum(new) - 1
    starts = np.flatnonzero(new)
    heads = df[keys].iloc[starts]
    r, m = (v[starts] for v in values)
    if numbered and bool(((r[1:] > r[:-1]) | (r[1:] == r[:-1]) & (m[1:] > m[:-1])).all()):
        index = pd.MultiIndex.from_frame(heads)  # runs in order: each run is a match
    else:
        groups = heads.assign(row=starts).groupby(keys, sort=True)
        code = groups.ngroup().to_numpy()[code]
        first = groups["row"].first()
        starts, index = first.to_numpy(), first.index
    try:
        firsts = pd.DataFrame({"home": pair_text(df["home"].iloc[starts]),
                               "away": pair_text(df["away"].iloc[starts])}, index=index)
    except UnicodeEncodeError:  # a team's name that pandas' text cannot hold: say which
        for side in ("home", "away"):
            check_text(df[side].iloc[starts], side, error=TravellerError)
        raise
    if "vp_at_stake" in df:
        firsts["vp_at_stake"] = _stakes(df["vp_at_stake"], code, firsts)
    return code, firsts


#: The most VPs a match is read as played for: the scales' tops are 20, 25 and 30, a
#: three-way match's half 10 or 12.5; a larger stake is a typing mistake.
MAX_STAKE = 1000
#: What a stake may be, as a refusal says it.
_STAKE_RULE = f"a stake is a positive number of VPs, such as 20 or 10 (at most {MAX_STAKE})"

#: What ``pandas.api.types.infer_dtype`` calls a column that ``pandas.to_numeric`` reads as it
#: is: text and numbers, no booleans, dates, lists or complex numbers among them.
_READABLE_STAKES = frozenset({"empty", "integer", "floating", "mixed-integer-float", "string"})


def _match_name(firsts: pd.DataFrame, c: int) -> str:
    """Match ``c`` named for a message: its round, number and teams."""
    (rnd, match_no), first = firsts.index[c], firsts.iloc[c]
    return f"round {rnd}, match {match_no} ({first['home']} v {first['away']})"


def _stakes(column: pd.Series, code: np.ndarray, firsts: pd.DataFrame) -> np.ndarray:
    """Each match's VPs at stake: the value its rows give, blank rows aside; NaN if every row
    is blank. ``column``: each row's cell, ``code``: each row's match, ``firsts``: each
    match's first row (:func:`_matches`).

    A blank cell is NaN, None or text of spaces only (``""``: the stake not given); text
    that reads as a number (``"12.5"``, as a file gives it) is that number. A cell that is
    not a positive number of at most :data:`MAX_STAKE` VPs (other text, zero, a negative or
    infinite number, a boolean, a list) is a ScoreError naming its match and quoting the
    cell, and so is a match whose rows give two stakes.

    >>> firsts = pd.DataFrame({"home": ["H", "K"], "away": ["A", "B"]},
    ...                       index=pd.MultiIndex.from_tuples([(1, 1), (1, 2)]))
    >>> _stakes(pd.Series([None, "10", 10, " "]), np.array([0, 0, 0, 1]), firsts).tolist()
    [10.0, nan]
    >>> _stakes(pd.Series([20, 10, 10, 20]), np.array([0, 0, 1, 1]), firsts)
    Traceback (most recent call last):
    ...
    bridgekit.errors.ScoreError: round 1, match 1 (H v A): its rows give 20 and 10 VPs at
    stake; a match is played for one stake
    >>> _stakes(pd.Series([20, 20, "ten", 10]), np.array([0, 0, 1, 1]), firsts)
    Traceback (most recent call last):
    ...
    bridgekit.errors.ScoreError: round 1, match 2 (K v B): VPs at stake 'ten': a stake is a
    positive number of VPs, such as 20 or 10 (at most 1000)
    """
    stake, blank = _stake_numbers(column)
    bad = ~blank & ~((stake > 0) & (stake <= MAX_STAKE))  # NaN: a cell that did not read
    if bad.any():
        c = int(code[bad].min())  # the first such match, in (round, match) order
        cell = column.iloc[int(np.argmax(bad & (code == c)))]
        cell = cell.item() if isinstance(cell, np.generic) else cell  # np.True_ quoted as True
        raise ScoreError(f"{_match_name(firsts, c)}: VPs at stake {clip_text(cell)}: "
                         f"{_STAKE_RULE}")
    given: np.ndarray = pd.Series(stake).groupby(code).first().to_numpy()  # first given
    differs = (stake != given[code]) & ~blank
    if differs.any():
        c = int(code[differs].min())
        found = [f"{v:g}" for v in pd.unique(stake[(code == c) & ~blank])]
        raise ScoreError(f"{_match_name(firsts, c)}: its rows give {', '.join(found[:-1])} and "
                         f"{found[-1]} VPs at stake; a match is played for one stake")
    return given


def _at_stake(value: object) -> float:
    """A match's stake given in code, as a column's cell is read (:func:`_stakes`): a
    positive number of VPs of at most :data:`MAX_STAKE`."""
    stake = check_number(value, "at_stake")
    if not 0 < stake <= MAX_STAKE:
        raise ScoreError(f"at_stake={clip_text(value)}: {_STAKE_RULE}")
    return stake


def _stake_numbers(column: pd.Series) -> tuple[np.ndarray, np.ndarray]:
    """Each cell of ``column`` as a number (NaN where it does not read as one) and which cells
    are blank (NaN, None, text of spaces only), all at once (:func:`_stakes`).

    >>> stake, blank = _stake_numbers(pd.Series(["12.5", "", "ten", None, True], dtype=object))
    >>> stake.tolist(), blank.tolist()
    ([12.5, nan, nan, nan, nan], [False, True, False, True, False])
    """
    if isinstance(column.dtype, np.dtype) and column.dtype.kind in "iuf":  # numbers alone
        stake = column.to_numpy(float)
        return stake, np.isnan(stake)
    blank = column.isna().to_numpy(bool)
    kind = pd.api.types.infer_dtype(column, skipna=True)
    if kind not in ("integer", "floating", "empty"):  # text among the cells
        blank = blank | column.astype(str).str.strip().eq("").to_numpy(bool)
    if kind not in _READABLE_STAKES:  # only text and numbers are read: True is not 1 VP
        readable = [isinstance(v, str | numbers.Real) and not isinstance(v, bool | np.bool_)
                    for v in column.tolist()]
        column = column.astype(object).where(readable)
    stake = pd.to_numeric(column.mask(blank), errors="coerce").to_numpy(float, na_value=np.nan)
    return stake, blank


_COLUMNS = ["round", "match", "home", "away", "boards", "home_imps", "away_imps", "home_vp",
            "away_vp", "home_bam", "away_bam", "aggregate", "home_hp", "away_hp",
            "home_board_hp", "away_board_hp", "note"]


def _scale_notes(at_stake: np.ndarray, top: float = 20) -> pd.Categorical:
    """Each match's note: "" or its smaller VP scale (``top``: the scale's own) -- a few
    texts, stored once."""
    scales = np.unique(at_stake[at_stake != top])
    codes = np.zeros(len(at_stake), dtype=np.int16)
    for i, value in enumerate(scales, start=1):
        codes[at_stake == value] = i
    return pd.Categorical.from_codes(codes, ["", *(_scale_note(v) for v in scales)])


def _scale_note(at_stake: float) -> str:
    """A match's note that it was played for fewer VPs (in the language being spoken)."""
    # TRANSLATORS: a match's note: it was played for {vps} VPs (a three-way match's half)
    return _("{vps}-VP scale").format(vps=significant(at_stake))


def _plain_matches(code: np.ndarray, first: pd.DataFrame, t1: np.ndarray, t2: np.ndarray,
                   settings: Settings) -> pd.DataFrame:
    """Every match with a score at both tables on every board, scored in whole columns:
    the same numbers :func:`teams_match` gives match by match.

    ``code``: each board's match, 0 .. len(first) - 1; ``first``: each match's first row
    (``home``, ``away``, ``vp_at_stake``), indexed by (round, match); ``t1``,
    ``t2``: each board's N-S scores; ``settings``: its ``scale``, ``draw_margin`` and
    ``vp_scale`` as :func:`teams_match` reads them. Each per-board column is summed per match and let go
    at once: a million matches allocate little beyond the sums."""
    if not len(code):
        return pd.DataFrame(columns=_COLUMNS)
    count = len(first)
    boards = np.bincount(code, minlength=count)
    in_order = bool((code[1:] >= code[:-1]).all())
    starts = np.r_[0, np.cumsum(boards)[:-1]]

    def per_match(values: np.ndarray) -> np.ndarray:
        if in_order:  # each match's boards are together: sum the runs
            return np.add.reduceat(values, starts).astype(float)
        return np.bincount(code, weights=values, minlength=count)

    net = t1 - t2  # the home team's net on each board (match.py's rule, in whole columns)
    imps_ = board_imps(net)
    margin = per_match(imps_)
    home_imps = per_match(np.maximum(imps_, 0, out=imps_))  # the home team's IMPs
    del imps_
    away_imps = home_imps - margin
    home_board_hp = per_match(board_hps(net))  # hybrid board HPs: White Book 161.7's margin
    home_bam = per_match(board_a_match(net, settings.draw_margin, settings.scale))
    aggregate = per_match(net)
    del net
    total = per_match(np.abs(t1))
    total += per_match(np.abs(t2))
    top = float(scale_top(settings.vp_scale))
    at_stake = first["vp_at_stake"].to_numpy(float)
    win, lose = match_vps(np.abs(margin), boards, settings.vp_scale)
    win = stretched(win, at_stake, top)
    # the 20-0 scales share the stake; the 25-0 scale is not zero-sum: each side stretched
    lose = stretched(lose, at_stake, top) if top == 25 else np.round(at_stake - win, 2)
    share_win, share_lose = hybrid_shares(boards, total, np.abs(aggregate))
    home_share = np.where(aggregate >= 0, share_win, share_lose)
    index = first.index
    return pd.DataFrame({
        "round": index.get_level_values(0), "match": index.get_level_values(1),
        "home": first["home"].astype(str).array, "away": first["away"].astype(str).array,
        "boards": boards, "home_imps": home_imps.astype(np.int64),
        "away_imps": away_imps.astype(np.int64),
        "home_vp": np.where(margin >= 0, win, lose), "away_vp": np.where(margin >= 0, lose, win),
        "home_bam": home_bam, "away_bam": boards * 2 * bam_factor(settings.scale) - home_bam,
        "aggregate": aggregate, "home_hp": home_board_hp + home_share,
        "away_hp": 2 * boards - home_board_hp + (boards + 1) - home_share,
        "home_board_hp": home_board_hp,
        "away_board_hp": 2 * boards - home_board_hp,
        "note": _scale_notes(at_stake, top),
    })


def _match_row(m: TeamsMatch, at_stake: float, top: float = 20) -> dict[str, Any]:
    v_home, v_away = m.vps(at_stake)
    notes = [_scale_note(at_stake)] if at_stake != top else []
    hp = dict.fromkeys(("home_hp", "away_hp", "home_board_hp", "away_board_hp"), np.nan)
    if m.ruled:
        notes.append(_("rulings: {rulings}").format(
            rulings="; ".join(m.ruling_text(i) for i, _c1, _c2 in m.rulings)))
    else:
        h = m.hybrid()
        hp = {"home_hp": h.home, "away_hp": h.away,
              "home_board_hp": float(h.frame.home_hp.sum()),
              "away_board_hp": float(h.frame.away_hp.sum())}
    return {"home": m.home_name, "away": m.away_name, "boards": m.boards,
            "home_imps": m.home_imps, "away_imps": m.away_imps, "home_vp": v_home,
            "away_vp": v_away, "home_bam": m.home_bam, "away_bam": m.away_bam,
            "aggregate": m.aggregate, **hp, "note": "; ".join(notes)}


def _bye_row(rnd: object, number: object, home: str, away: str, bye_vp: float,
             bye_hp: float | None) -> dict[str, Any]:
    """A bye: the team that has it scores ``bye_vp`` (and ``bye_hp``); the bye scores nothing."""
    home_bye = _is_bye(home)
    team = away if home_bye else home
    vp = (0.0, bye_vp) if home_bye else (bye_vp, 0.0)
    hp_team, hp_bye = (np.nan, np.nan) if bye_hp is None else (float(bye_hp), 0.0)
    hps = (hp_bye, hp_team) if home_bye else (hp_team, hp_bye)
    return {"round": rnd, "match": number, "home": home, "away": away, "boards": 0,
            "home_imps": 0, "away_imps": 0, "home_vp": vp[0], "away_vp": vp[1],
            "home_bam": 0.0, "away_bam": 0.0, "aggregate": 0.0, "home_hp": hps[0],
            "away_hp": hps[1], "home_board_hp": 0.0, "away_board_hp": 0.0,
            "note": _bye_note(team, bye_vp, bye_hp)}


def _bye_note(team: str, bye_vp: float, bye_hp: float | None) -> str:
    """What a team with a bye scored, in words (in the language being spoken)."""
    if bye_hp is None:
        return _("bye: {team} scores {vps} VPs").format(team=team, vps=significant(bye_vp))
    return _("bye: {team} scores {vps} VPs and {hps} HPs").format(
        team=team, vps=significant(bye_vp), hps=significant(bye_hp))


def rank_teams(matches: pd.DataFrame, by: str = "hp") -> pd.DataFrame:
    """Standings from :func:`score_teams_event`, by ``"hp"``, ``"vp"``, ``"imps"`` or ``"bam"``.

    Returns ``team, played, total, imps_for, imps_against, rank`` best first; ties
    share a rank (``2=``) -- break them with :func:`bridgekit.break_tie`. ``by="bam"``
    totals the board-a-match points as :func:`score_teams_event` scored them: any
    positive net wins a board unless it was given ``draw_margin=``
    (``matches.attrs["draw_margin"]`` says which); ``by="vp"`` its ``vp_scale=``.
    """
    check_option(by, "by", ("hp", "vp", "bam", "imps"), "rank teams by hybrid points, VPs, IMPs "
                 "or board-a-match")
    both = pd.concat([pd.DataFrame({"team": pair_text(matches[side]), "total": matches[f"{side}_{by}"],
                                    "imps_for": matches[f"{side}_imps"],
                                    "imps_against": matches[f"{other}_imps"]})
                      for side, other in (("home", "away"), ("away", "home"))])
    both = both[~both.team.map(_is_bye)]
    if both.total.isna().any():
        teams = ", ".join(sorted(set(both.team[both.total.isna()])))
        raise ScoreError(f"{teams}: a match with no {by!r} score (a ruling in a hybrid match, "
                         f"or a bye without bye_hp=); rank by 'vp' or 'imps', or give bye_hp")
    table = both.groupby("team").agg(
        played=("total", "count"), total=("total", "sum"), imps_for=("imps_for", "sum"),
        imps_against=("imps_against", "sum")).reset_index()
    table = table.sort_values(["total", "team"], ascending=[False, True]).reset_index(drop=True)
    table["rank"] = rank_with_ties(table.total)
    return table


def _board_imps(teams: pd.DataFrame, settings: Settings | None
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Each row of a teams event: whether it is a board played (a bye's row is not), its net
    and the home and away teams' IMPs. A ruled board has no net: its IMPs are each team's
    own, as its match scored them (rulings are rare)."""
    played = ~(_byes(teams["home"]) | _byes(teams["away"]))
    net = plain_scores(teams["table1_ns"]) - plain_scores(teams["table2_ns"])
    home_imps = board_imps(np.nan_to_num(net)).astype(float)
    away_imps = -home_imps
    for i in np.flatnonzero(played & np.isnan(net)):
        c1, c2 = table_entries([teams["table1_ns"].iloc[i], teams["table2_ns"].iloc[i]])
        home_imps[i], away_imps[i], *_rest = ruled_board(
            c1, c2, (settings or Settings()).ruling_imps, 2.0, ("", ""))
    return played, net, home_imps, away_imps


def _meetings(matches: pd.DataFrame, a: str, b: str, by: str) -> list[Meeting]:
    """The matches of ``a`` and ``b`` against each other, from ``a``'s side."""
    from bridgekit.teams.tiebreak import Meeting

    meetings = []
    for m in matches[matches.home.isin([a, b]) & matches.away.isin([a, b])].itertuples():
        flip = m.home != a
        sign = -1 if flip else 1
        if by == "hp":
            a_score, b_score = (m.away_hp, m.home_hp) if flip else (m.home_hp, m.away_hp)
            a_brd, b_brd = ((m.away_board_hp, m.home_board_hp) if flip
                            else (m.home_board_hp, m.away_board_hp))
            meetings.append(Meeting(a_score, b_score, at_stake=3 * m.boards + 1,
                                    margin=sign * m.aggregate, a_boards=a_brd, b_boards=b_brd,
                                    boards=m.boards))
        else:
            a_score, b_score = (m.away_vp, m.home_vp) if flip else (m.home_vp, m.away_vp)
            # the VPs it was played for: the 20-0 scale's share the stake (a half-match's 10)
            meetings.append(Meeting(a_score, b_score, at_stake=round(m.home_vp + m.away_vp, 2),
                                    margin=sign * (m.home_imps - m.away_imps), boards=m.boards))
    return meetings


def break_teams_tie(teams: pd.DataFrame, a: str, b: str, *, by: str = "hp",
                    settings: Settings | None = None, lang: str | None = None,
                    **shortcuts: Any) -> TieBreak:
    """Break a tie between two teams of an event (White Book 143.7.1 with 143.6).

    Builds the head-to-head meetings and each team's stage record from the
    board-by-board frame (as :func:`bridgekit.load_sample_teams` gives) and calls
    :func:`bridgekit.break_tie`. ``by="hp"`` is a hybrid event (143.6.4: the
    point-a-board element, then the aggregate); ``by="vp"`` an IMP/VP event, where a board
    with a ruling counts each team's own IMPs from it (Law 86A), in the stage's IMPs and in
    the count-back. A bye is no board of the stage. ``settings``: the event's VP scale and
    a ruling's IMPs, as :func:`score_teams_event` takes them (teams tied in whole VPs may not
    be on the continuous scale).
    An event in which every team met every other is all-play-all: no tie-break
    points (143.7.1 (b)). ``lang``: the language of the steps' words (None: the language
    being spoken; :meth:`TieBreak.explain` says them in any language). ``**shortcuts``:
    ``must_break=True`` (a ballot ends a tie the steps leave), ``ballot_seed=`` (its seed),
    as :class:`bridgekit.teams.tiebreak.TieRules` takes them; ``bye_vp=``, ``bye_hp=``
    what a bye scores, as :func:`score_teams_event` takes them (an event with byes is ranked
    by hybrid points only with ``bye_hp``). Two teams whose totals differ
    (as printed, to two decimals) are not tied: a ScoreError says both.

    Examples
    --------
    >>> from bridgekit.data import load_sample_teams
    >>> t = break_teams_tie(load_sample_teams(), "Acol", "Easley")
    >>> t.winner, t.decided_by
    ('Easley', '(a)')
    """
    from bridgekit.teams.tiebreak import TieRecord, break_tie

    check_option(by, "by", ("hp", "vp"), "break a teams tie by hybrid points or VPs")
    for key in shortcuts:
        if key not in ("must_break", "ballot_seed", "bye_vp", "bye_hp"):
            raise ScoreError(f"{key}={clip_text(shortcuts[key])}: not a rule of a teams "
                             "tie-break; one of must_break, ballot_seed, bye_vp, bye_hp")
    byes = {key: shortcuts.pop(key) for key in ("bye_vp", "bye_hp") if key in shortcuts}
    teams = teams.assign(home=pair_text(teams["home"]), away=pair_text(teams["away"]))
    a, b = (pair_number(team)[0] for team in (a, b))
    matches = score_teams_event(teams, settings, **byes)
    names = {team for team in set(matches.home) | set(matches.away) if not _is_bye(team)}
    for team in (a, b):
        if team not in names:
            raise ScoreError(f"{team!r}: no such team; the teams are {', '.join(sorted(names))}")
    totals = rank_teams(matches, by=by).set_index("team")["total"]
    if plain_number(totals[a]) != plain_number(totals[b]):
        raise ScoreError(f"not tied: {a} {plain_number(totals[a])}, {b} "
                         f"{plain_number(totals[b])} ({'HPs' if by == 'hp' else 'VPs'}); a "
                         "tie-break is for teams with equal totals")
    meetings = _meetings(matches, a, b, by)
    played_row, net_all, home_imps, away_imps = _board_imps(teams, settings)

    def record(team: str) -> TieRecord:
        home = played_row & (teams.home == team).to_numpy()
        away = played_row & (teams.away == team).to_numpy()
        mine = matches[(matches.home == team) | (matches.away == team)]
        board_points = float(mine.home_board_hp.where(mine.home == team, mine.away_board_hp).sum())
        if by == "hp":  # no rulings (rank_teams refused them): every board has its net
            net = np.concatenate([net_all[home], -net_all[away]])
            basic, points = float(net.sum()), board_hps(net)  # the 10-point board rule
        else:  # a board won, drawn or lost on IMPs (a net of 10 or less is 0 IMPs)
            imps = np.concatenate([home_imps[home], away_imps[away]])
            basic, points = float(imps.sum()), np.sign(imps).astype(int) + 1
        return TieRecord(team, basic_score=basic, boards=len(points), board_points=board_points,
                         won=int((points == 2).sum()), drawn=int((points == 1).sum()),
                         lost=int((points == 0).sum()))

    played = {frozenset(p) for p in zip(matches.home, matches.away, strict=True)
              if not (_is_bye(p[0]) or _is_bye(p[1]))}
    all_play_all = len(played) == len(names) * (len(names) - 1) // 2
    return break_tie(record(a), record(b), meetings, hybrid=by == "hp",
                     all_play_all=all_play_all, lang=lang, **shortcuts)
