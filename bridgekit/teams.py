"""A teams match between two teams: IMPs, board-a-match and aggregate.

The team-of-four scoring table ("Team of four scoring", "International Match Points"): a team's
North-South score on a board is added to its East-West score; the net is
converted to IMPs and the IMPs of all boards are summed. The home team sits
North-South at table 1 and East-West at table 2, so with the North-South scores
of both tables the net to the home team is ``table1_ns - table2_ns``.

Board-a-match (point-a-board) scores each board 2 / 1 / 0 to the team with the
better net, a margin of 10 or less being a tie (the margin EBU White Book 161.7 uses for
hybrid board points); ``scale="acbl"`` gives 1 / 1/2 / 0. Aggregate (total
points) sums the nets.

>>> m = teams_match([420, -50, 110], [170, -50, -140])
>>> m.frame.home_imps.tolist(), m.home_imps, m.away_imps
([6, 0, 6], 12, 0)
>>> m.home_bam, m.aggregate
(5.0, 500.0)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from bridgekit._checks import check_option
from bridgekit._html import table_html
from bridgekit.errors import ScoreError
from bridgekit.factoring import scale_factor
from bridgekit.hybrid import HybridResult, board_hps, hybrid_points, two_tables
from bridgekit.imp import imp_row, imps
from bridgekit.vp import wbf_vp

__all__ = [
    "TeamsMatch",
    "board_a_match",
    "break_teams_tie",
    "rank_teams",
    "score_teams_event",
    "teams_match",
]


def board_a_match(net, scale: str = "ebu") -> np.ndarray:
    """Board-a-match points to the team with net score ``net`` on each board.

    >>> board_a_match([20, 10, -10, -20]).tolist(), board_a_match([20, 0], "acbl").tolist()
    ([2.0, 1.0, 1.0, 0.0], [1.0, 0.5])
    """
    return board_hps(net).astype(float) * scale_factor(scale)


@dataclass(frozen=True)
class TeamsMatch:
    """One teams match, board by board; ``frame`` is the DataFrame view."""

    frame: pd.DataFrame
    home_name: str = "Home"
    away_name: str = "Away"
    scale: str = "ebu"

    @property
    def boards(self) -> int:
        return len(self.frame)

    @property
    def home_imps(self) -> int:
        """IMPs won by the home team (the positive boards)."""
        return int(self.frame.home_imps.clip(lower=0).sum())

    @property
    def away_imps(self) -> int:
        return int((-self.frame.home_imps).clip(lower=0).sum())

    @property
    def imp_margin(self) -> int:
        """Home IMPs minus away IMPs."""
        return int(self.frame.home_imps.sum())

    @property
    def home_bam(self) -> float:
        return float(self.frame.home_bam.sum())

    @property
    def away_bam(self) -> float:
        return float(self.frame.away_bam.sum())

    @property
    def aggregate(self) -> float:
        """Net total points to the home team."""
        return float(self.frame.net.sum())

    def vps(self) -> tuple[float, float]:
        """Home and away VPs on the WBF 2013 scale."""
        win, lose = wbf_vp(self.imp_margin, self.boards)
        return (win, lose) if self.imp_margin >= 0 else (lose, win)

    def hybrid(self) -> HybridResult:
        """The same match scored by hybrid points."""
        f = self.frame
        return hybrid_points(f.table1_ns, f.table2_ns, f.board, home=self.home_name,
                             away=self.away_name)

    def _repr_html_(self) -> str:
        v_home, v_away = self.vps()
        caption = (f"{self.home_name} {self.home_imps} - {self.away_imps} {self.away_name} "
                   f"IMPs (WBF VPs {v_home:.2f} - {v_away:.2f})")
        return table_html(self.frame, caption)

    def explain(self) -> str:
        """Board by board, then the totals, in words."""
        h, a = self.home_name, self.away_name
        lines = []
        for r in self.frame.itertuples():
            if r.net == 0:
                lines.append(f"Board {r.board}: table 1 {r.table1_ns:+g}, table 2 "
                             f"{r.table2_ns:+g}: flat")
                continue
            who = h if r.net > 0 else a
            lines.append(
                f"Board {r.board}: table 1 {r.table1_ns:+g}, table 2 {r.table2_ns:+g}: "
                f"{who} gain {abs(r.net):g} ({imp_row(r.net)}); running {r.running:+d}")
        v_home, v_away = self.vps()
        lines.append(f"IMPs: {h} {self.home_imps}, {a} {self.away_imps} "
                     f"(margin {self.imp_margin:+d}; WBF VPs {v_home:.2f} - {v_away:.2f})")
        lines.append(f"Board-a-match: {h} {self.home_bam:g}, {a} {self.away_bam:g}")
        lines.append(f"Aggregate: {h} {self.aggregate:+g}")
        return "\n".join(lines)


def teams_match(table1_ns, table2_ns, boards=None, *, home: str = "Home", away: str = "Away",
                scale: str = "ebu") -> TeamsMatch:
    """Score a teams match from the North-South scores at both tables.

    Parameters
    ----------
    table1_ns : array-like
        North-South scores at table 1 (home team North-South).
    table2_ns : array-like
        North-South scores at table 2 (away team North-South).
    boards : array-like, optional
        Board numbers (default 1, 2, ...).
    scale : {"ebu", "acbl"}
        Board-a-match points 2/1/0 or 1/½/0.
    """
    t1, t2, net = two_tables(table1_ns, table2_ns)
    board_imps = imps(net)
    bam = board_a_match(net, scale)
    top = 2 * scale_factor(scale)
    frame = pd.DataFrame({
        "board": np.arange(1, len(t1) + 1) if boards is None else np.asarray(boards),
        "table1_ns": t1, "table2_ns": t2, "net": net, "home_imps": board_imps,
        "away_imps": -board_imps, "running": np.cumsum(board_imps),
        "home_bam": bam, "away_bam": top - bam,
    })
    return TeamsMatch(frame, home, away, scale)


def score_teams_event(df: pd.DataFrame, scale: str = "ebu") -> pd.DataFrame:
    """Score every match of a teams event by IMPs, WBF VPs, board-a-match and hybrid points.

    Parameters
    ----------
    df : pandas.DataFrame
        One row per board of each match: ``round, match, home, away, board,
        table1_ns, table2_ns`` (as :func:`bridgekit.load_sample_teams` gives).

    Returns
    -------
    pandas.DataFrame
        One row per match: ``round, match, home, away, boards, home_imps,
        away_imps, home_vp, away_vp, home_bam, away_bam, aggregate, home_hp,
        away_hp, home_board_hp, away_board_hp`` (the last two: the HPs of the
        point-a-board element).

    Examples
    --------
    >>> from bridgekit.data import load_sample_teams
    >>> m = score_teams_event(load_sample_teams())
    >>> len(m), bool(((m.home_hp + m.away_hp) == 10).all()), bool(((m.home_vp + m.away_vp).round(2) == 20).all())
    (15, True, True)
    """
    need = {"round", "match", "home", "away", "board", "table1_ns", "table2_ns"}
    if missing := need - set(df.columns):
        raise ScoreError(f"columns {sorted(missing)!r} missing: a teams event needs "
                         f"{', '.join(sorted(need))}")
    rows = []
    for (rnd, number), g in df.groupby(["round", "match"], sort=True):
        home, away = str(g.home.iloc[0]), str(g.away.iloc[0])
        m = teams_match(g.table1_ns, g.table2_ns, g.board.to_numpy(), home=home, away=away,
                        scale=scale)
        h = m.hybrid()
        v_home, v_away = m.vps()
        rows.append({"round": rnd, "match": number, "home": home, "away": away,
                     "boards": m.boards, "home_imps": m.home_imps, "away_imps": m.away_imps,
                     "home_vp": v_home, "away_vp": v_away, "home_bam": m.home_bam,
                     "away_bam": m.away_bam, "aggregate": m.aggregate, "home_hp": h.home,
                     "away_hp": h.away, "home_board_hp": float(h.frame.home_hp.sum()),
                     "away_board_hp": float(h.frame.away_hp.sum())})
    return pd.DataFrame(rows)


def rank_teams(matches: pd.DataFrame, by: str = "hp") -> pd.DataFrame:
    """Standings from :func:`score_teams_event`, by ``"hp"``, ``"vp"``, ``"imps"`` or ``"bam"``.

    Returns ``team, played, total, imps_for, imps_against, rank`` best first; ties
    share a rank (``2=``) -- break them with :func:`bridgekit.break_tie`.
    """
    columns = {"hp": ("home_hp", "away_hp"), "vp": ("home_vp", "away_vp"),
               "bam": ("home_bam", "away_bam"), "imps": ("home_imps", "away_imps")}
    check_option(by, "by", tuple(columns), "rank teams by hybrid points, VPs, IMPs or "
                 "board-a-match")
    h, a = columns[by]
    home = pd.DataFrame({"team": matches.home, "total": matches[h],
                         "imps_for": matches.home_imps, "imps_against": matches.away_imps})
    away = pd.DataFrame({"team": matches.away, "total": matches[a],
                         "imps_for": matches.away_imps, "imps_against": matches.home_imps})
    table = pd.concat([home, away]).groupby("team").agg(
        played=("total", "count"), total=("total", "sum"), imps_for=("imps_for", "sum"),
        imps_against=("imps_against", "sum")).reset_index()
    table = table.sort_values(["total", "team"], ascending=[False, True]).reset_index(drop=True)
    rounded = table.total.round(9)
    rank = rounded.rank(method="min", ascending=False).astype(int).astype(str)
    table["rank"] = rank.where(~rounded.duplicated(keep=False), rank + "=")
    return table


def break_teams_tie(teams: pd.DataFrame, a: str, b: str, *, by: str = "hp",
                    must_break: bool = False, ballot_seed: int | None = None):
    """Break a tie between two teams of an event (White Book 143.7.1 with 143.6).

    Builds the head-to-head meetings and each team's stage record from the
    board-by-board frame (as :func:`bridgekit.load_sample_teams` gives) and calls
    :func:`bridgekit.break_tie`. ``by="hp"`` is a hybrid event (143.6.4: the
    point-a-board element, then the aggregate); ``by="vp"`` an IMP/VP event.
    An event in which every team met every other is all-play-all: no tie-break
    points (143.7.1 (b)).

    Examples
    --------
    >>> from bridgekit.data import load_sample_teams
    >>> t = break_teams_tie(load_sample_teams(), "Acol", "Easley")
    >>> t.winner, t.decided_by
    ('Easley', '(a)')
    """
    from bridgekit.tiebreak import Meeting, TieRecord, break_tie

    if by not in ("hp", "vp"):
        raise ScoreError(f"by={by!r}: break a teams tie by 'hp' (hybrid) or 'vp'")
    matches = score_teams_event(teams)
    names = set(matches.home) | set(matches.away)
    for team in (a, b):
        if team not in names:
            raise ScoreError(f"{team!r}: no such team; the teams are {', '.join(sorted(names))}")
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
            meetings.append(Meeting(a_score, b_score, at_stake=20,
                                    margin=sign * (m.home_imps - m.away_imps), boards=m.boards))

    def record(team: str) -> TieRecord:
        home = teams[teams.home == team]
        away = teams[teams.away == team]
        net = pd.concat([home.table1_ns - home.table2_ns, away.table2_ns - away.table1_ns])
        mine = matches[(matches.home == team) | (matches.away == team)]
        is_home = mine.home == team
        board_points = float(mine.home_board_hp.where(is_home, mine.away_board_hp).sum())
        basic = float(net.sum()) if by == "hp" else float(imps(net).sum())
        hp = board_hps(net)  # the 10-point board rule, from its one home
        return TieRecord(team, basic_score=basic, boards=len(net), board_points=board_points,
                         won=int((hp == 2).sum()), drawn=int((hp == 1).sum()),
                         lost=int((hp == 0).sum()))

    played = {frozenset(p) for p in zip(matches.home, matches.away, strict=True)}
    all_play_all = len(played) == len(names) * (len(names) - 1) // 2
    return break_tie(record(a), record(b), meetings, hybrid=by == "hp",
                     all_play_all=all_play_all, must_break=must_break, ballot_seed=ballot_seed)
