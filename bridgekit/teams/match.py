"""What the two tables of a teams board share: the net score, the board's points, the frame.

The home team sits North-South at table 1 and East-West at table 2, so with the North-South
scores of both tables its net on a board is ``table1_ns - table2_ns`` (the team-of-four
scoring table: a team's N-S score added to its E-W score). From the net come the board's
points: IMPs (:func:`board_imps`), board-a-match points (:func:`board_a_match`: any
positive net wins unless the conditions give a ``draw_margin``) and hybrid board points
(:func:`board_hps`: EBU White Book 161.7's "10 points or less is a draw"). A table whose
entry is a ruling (``A+``, ``A+/A-``) has no score: its board has no net, and each team is
given its code's value instead (Law 86A). :func:`match_frame` and :func:`hybrid_frame` are
the board-by-board frames of :func:`bridgekit.teams_match` and
:func:`bridgekit.hybrid_points`; both are scored by the functions here.

>>> t1, t2, net = net_scores([420, -50, 630], [170, -50, 620])
>>> net.tolist(), board_imps(net).tolist()
([250.0, 0.0, 10.0], [6, 0, 0])
>>> board_a_match(net).tolist(), board_hps(net).tolist()
([2.0, 1.0, 2.0], [2, 1, 1])
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, cast

import numpy as np
import numpy.typing as npt
import pandas as pd

from bridgekit import rulings
from bridgekit._checks import check_number, check_numbers, check_option, clip_text
from bridgekit.adjusted import ArtificialScore, WeightedScore, parse_entry
from bridgekit.board import vulnerability_codes
from bridgekit.columns import board_numbers
from bridgekit.errors import OptionError, ScoreError
from bridgekit.i18n import N_, _, listing, significant, speaking, spoken_percent
from bridgekit.imp import imps
from bridgekit.score import impossible_ns_scores
from bridgekit.settings import Settings, with_shortcuts

#: Board-a-match points: 2 / 1 / 0 (EBU) or 1 / 1/2 / 0 (ACBL).
BamScale = Literal["ebu", "acbl"]

#: The keyword options of a teams match: the fields of :class:`Settings` it is scored by.
_TEAMS_OPTIONS = ("scale", "ruling_imps", "draw_margin", "vp_scale")

#: A net of this much or less either way draws a board at hybrid scoring (White Book 161.7).
HYBRID_MARGIN = 10.0

#: One table's entry on a board: a score, or the artificial score a ruling gave.
Entry = float | ArtificialScore

Floats = npt.NDArray[np.float64]
Ints = npt.NDArray[np.int64]

#: The IMP scale (bridgekit.imp), typed as this module calls it: a column of nets in, IMPs out.
_imps_of = cast(Callable[[Floats], "Ints | int"], imps)

__all__ = [
    "HYBRID_MARGIN",
    "board_a_match",
    "board_hps",
    "board_imps",
    "hybrid_frame",
    "impossible_tables",
    "match_frame",
    "net_scores",
]


def bam_factor(scale: str) -> float:
    """1 for board-a-match points 2 / 1 / 0 (``"ebu"``), 1/2 for 1 / 1/2 / 0 (``"acbl"``).

    >>> bam_factor("ebu"), bam_factor("acbl")
    (1.0, 0.5)
    """
    check_option(scale, "scale", ("ebu", "acbl"), "board-a-match points 2/1/0 or 1/0.5/0")
    return 1.0 if scale == "ebu" else 0.5


def _won_drawn_lost(net: Floats, margin: float) -> Ints:
    """2 / 1 / 0 for a net of more than ``margin``, within it either way, less than -margin."""
    points = np.ones(net.shape, dtype=np.int64)
    points += net > margin
    points -= net < -margin
    return points


def board_a_match(net: npt.ArrayLike, draw_margin: float = 0,
                  scale: BamScale = "ebu") -> Floats:
    """Board-a-match (point-a-board) points to the team with net score ``net`` on each board.

    Any positive net wins the board, even by 10; only a net of 0 ties. That is how the
    programs score it and how the ACBL Handbook and EBU club explanations put it ("+120
    and teammates -110 is a win"; "3NT+1 +630 v 4S= +620: you score 1 point"). The
    "10 or less is a draw" margin is EBU White Book 161.7's, for hybrid (Pachabo) board
    points only (:func:`board_hps`).

    Parameters
    ----------
    net : array-like
        The team's net score on each board (its two tables' scores added).
    draw_margin : float
        A net of this much or less either way ties the board (default 0); give 10 for
        an event whose conditions score board-a-match as the hybrid board element does.
    scale : {"ebu", "acbl"}
        2 / 1 / 0 points a board won / tied / lost, or 1 / 1/2 / 0.

    Examples
    --------
    >>> board_a_match([20, 10, 0, -10, -20]).tolist()
    [2.0, 2.0, 1.0, 0.0, 0.0]
    >>> board_a_match([20, 10, -10, -20], draw_margin=10).tolist()
    [2.0, 1.0, 1.0, 0.0]
    >>> board_a_match([-620 - -630, 0], scale="acbl").tolist()
    [1.0, 0.5]
    """
    if isinstance(draw_margin, str):
        raise OptionError(f"draw_margin={clip_text(draw_margin)}: a number of points (0 "
                          "unless the conditions say otherwise); the scale is scale='ebu' "
                          "or scale='acbl'")
    margin = check_number(draw_margin, "draw_margin", minimum=0)
    factor = bam_factor(scale)
    points = _won_drawn_lost(check_numbers(net, "net"), margin)
    return cast(Floats, points * factor)


def board_hps(net: npt.ArrayLike) -> Ints:
    """Board HPs to the team whose net score per board is ``net``: 2 / 1 / 0 (margin 10).

    The same rule as board-a-match scoring (:func:`board_a_match`) with White Book 161.7's
    margin (:data:`HYBRID_MARGIN`): a net of 10 or less either way draws the board.

    >>> board_hps([420, 10, -10, -20]).tolist()
    [2, 1, 1, 0]

    Anything but finite numbers (text, NaN, None) is refused with a ScoreError.
    """
    return _won_drawn_lost(check_numbers(net, "net"), HYBRID_MARGIN)


def board_imps(net: npt.ArrayLike) -> Ints:
    """IMPs to the home team from its net score on each board (signed like the net).

    The away team's IMPs are the same with the sign turned: a board's IMPs are
    antisymmetric in the two tables.

    >>> board_imps([420 - 170, 620 - 630, 0]).tolist()
    [6, 0, 0]
    """
    return np.asarray(_imps_of(check_numbers(net, "net")), dtype=np.int64)


def net_scores(table1_ns: npt.ArrayLike, table2_ns: npt.ArrayLike
               ) -> tuple[Floats, Floats, Floats]:
    """Both tables' North-South scores as arrays, and the net score to the home team.

    The home team sits North-South at table 1 and East-West at table 2, so its
    net on a board is ``table1_ns - table2_ns``.

    Raises
    ------
    ScoreError
        When the tables do not have one score each for every board.

    Examples
    --------
    >>> net_scores([420, 630], [170, 620])[2].tolist()
    [250.0, 10.0]
    """
    for table in (table1_ns, table2_ns):
        if not isinstance(table, str | bytes) and pd.isna(np.asarray(table, dtype=object)).any():
            raise ScoreError("a teams match needs a score at both tables on every board")
    t1 = check_numbers(table1_ns, "table1_ns")
    t2 = check_numbers(table2_ns, "table2_ns")
    if t1.shape != t2.shape or t1.ndim != 1 or len(t1) == 0:
        raise ScoreError("the two tables need one North-South score each for every board")
    return t1, t2, t1 - t2


def table_entries(table: object) -> list[Entry]:
    """One table's entries: a float for a score, an ArtificialScore for a ruling.

    >>> table_entries([420, "A+"])
    [420.0, ArtificialScore(ns_pct=60.0, ew_pct=40.0)]
    """
    if isinstance(table, str | bytes):
        raise ScoreError(f"{clip_text(table)}: a table's scores are a list, one per board")
    out: list[Entry] = []
    for value in np.asarray(table, dtype=object).ravel():
        entry = parse_entry(value) if value is not None and not (
            isinstance(value, float) and np.isnan(value)) else None
        if entry is None:
            raise ScoreError("a teams match needs a score (or a ruling such as A+) at both "
                             "tables on every board")
        if isinstance(entry, WeightedScore):
            raise ScoreError(f"{str(entry)!r}: a weighted score in a teams match is not "
                             f"supported; give each part's IMPs as the board's ruling instead")
        out.append(entry)
    return out


def plain_scores(column: pd.Series) -> Floats:
    """Each table's score as a number, NaN where the cell is not a plain number: a ruling,
    text, a boolean (True is not a score of 1) or a complex number (420+5j is not 420) goes
    to :func:`match_frame`, which reads or refuses it.

    >>> plain_scores(pd.Series([420, "A+", True, 420 + 5j], dtype=object)).tolist()
    [420.0, nan, nan, nan]
    """
    kind = pd.api.types.infer_dtype(column, skipna=True)
    if kind in ("boolean", "complex") or kind.startswith("mixed"):
        column = pd.Series([None if isinstance(v, bool | np.bool_ | complex | np.complexfloating)
                            else v for v in column.tolist()], dtype=object)
    return cast(Floats, pd.to_numeric(column, errors="coerce").to_numpy(float))


def impossible_tables(t1: Floats, t2: Floats, boards: npt.ArrayLike | None
                      ) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.bool_], npt.NDArray[np.int8]]:
    """Which tables' North-South scores no contract scores on their board (the pairs
    traveller's rule, :func:`bridgekit.score.impossible_ns_scores`), and each board's
    vulnerability code (4 where the board number is not given or not one: then a score is
    possible if it is at some vulnerability). NaN (a ruling) is not marked.

    >>> a, b, vul = impossible_tables(np.array([420.0, 425.0]), np.array([420.5, -50.0]), [1, 2])
    >>> a.tolist(), b.tolist(), vul.tolist()
    ([False, True], [True, True], [0, 1])
    """
    if boards is None:
        vul = np.full(len(t1), 4, dtype=np.int8)
    else:
        column = boards if isinstance(boards, pd.Series) else pd.Series(np.asarray(boards))
        numbers, unreadable = board_numbers(column)
        vul = np.where(unreadable, 4, vulnerability_codes(numbers)).astype(np.int8)
    return impossible_ns_scores(t1, vul), impossible_ns_scores(t2, vul), vul


#: an artificial score's percentage for a side in words (others: the percentage)
_AVERAGE_NAMES = {
    # TRANSLATORS: a side's share of an artificial adjusted score of 60% (Law 86A), in
    # "average-plus to N-S"
    60.0: N_("average-plus"),
    # TRANSLATORS: a side's share of an artificial adjusted score of 50% (Law 86A)
    50.0: N_("average"),
    # TRANSLATORS: a side's share of an artificial adjusted score of 40% (Law 86A)
    40.0: N_("average-minus"),
}


def _average_name(pct: float) -> str:
    name = _AVERAGE_NAMES.get(pct)
    return _(name) if name is not None else spoken_percent(pct)


def ruling_words(c1: Entry, c2: Entry, ruling_imps: float, names: tuple[str, str], *,
                 lang: str | None = None) -> str:
    """A teams board with a ruling in words (in ``lang``; None: the language being spoken):
    each ruled table's code, what it gives each side, and what an average-plus is worth.
    In English, the words of the frame's ``ruling`` column
    (:func:`bridgekit.teams.match.match_frame`).

    >>> for part in ruling_words(100.0, ArtificialScore(60, 40), 3.0, ("Home", "Away")).split("; "):
    ...     print(part)
    table 2 ruled A60/40: average-plus to N-S (Away), average-minus to E-W (Home)
    Law 86A: average-plus is worth +3 IMPs
    """
    home, away = names
    with speaking(lang):
        words: list[str] = []
        for table, code in ((1, c1), (2, c2)):
            if not isinstance(code, ArtificialScore):
                continue
            ns, ew = (home, away) if table == 1 else (away, home)
            words.append(_("table {table} ruled {code}: {ns_share} to N-S ({ns}), {ew_share} "
                           "to E-W ({ew})").format(
                table=table, code=code, ns_share=_average_name(code.ns_pct), ns=ns,
                ew_share=_average_name(code.ew_pct), ew=ew))
        words.append(_("Law 86A: average-plus is worth {imps} IMPs").format(
            imps=significant(ruling_imps, sign=True)))
        return listing(words)


def ruled_board(c1: Entry, c2: Entry, ruling_imps: float, top: float, names: tuple[str, str]
                ) -> tuple[float, float, float, float, str]:
    """Home and away IMPs and board-a-match points, and the words, for a board with a ruling.

    A code takes the place of that table's N-S score (Law 86A: average-plus and
    average-minus are +3 and -3 IMPs, the value given by ``ruling_imps``). At
    table 1 the home team sits N-S, at table 2 the away team does. The other table's
    score does not count; each side gets its own code's value, so ``A+/A+`` need not
    balance.

    >>> ruled_board(100.0, ArtificialScore(60, 40), 3.0, 2.0, ("Home", "Away"))[:4]
    (-3.0, 3.0, 0.8, 1.2)
    """
    # (home's, away's) percentage of each ruled table: the home team sits N-S at table 1
    shares = [(code.ns_pct, code.ew_pct) if table == 1 else (code.ew_pct, code.ns_pct)
              for table, code in ((1, c1), (2, c2)) if isinstance(code, ArtificialScore)]
    home_pct, away_pct = [home for home, _away in shares], [away for _home, away in shares]
    home_imps = float(sum(rulings.ruling_imps(p, ruling_imps) for p in home_pct))
    away_imps = float(sum(rulings.ruling_imps(p, ruling_imps) for p in away_pct))
    home_bam = top * float(np.mean(home_pct)) / 100
    away_bam = top * float(np.mean(away_pct)) / 100
    return (home_imps, away_imps, home_bam, away_bam,
            ruling_words(c1, c2, ruling_imps, names, lang="en"))  # the frame's data: English


def _board_frame(boards: npt.ArrayLike | None, t1: Floats, t2: Floats, net: Floats,
                 columns: dict[str, object]) -> pd.DataFrame:
    """The frame both scorings share: board, both tables' N-S scores, the net; then theirs."""
    return pd.DataFrame({
        "board": np.arange(1, len(t1) + 1) if boards is None else np.asarray(boards),
        "table1_ns": t1, "table2_ns": t2, "net": net, **columns,
    })


def hybrid_frame(table1_ns: npt.ArrayLike, table2_ns: npt.ArrayLike,
                 boards: npt.ArrayLike | None = None) -> pd.DataFrame:
    """A match's boards at hybrid scoring: ``board, table1_ns, table2_ns, net, home_hp,
    away_hp`` (the board HPs of White Book 161.7; every board needs both tables' scores).

    >>> hybrid_frame([630, 420], [620, 170]).home_hp.tolist()
    [1, 2]
    """
    t1, t2, net = net_scores(table1_ns, table2_ns)
    hp = board_hps(net)
    return _board_frame(boards, t1, t2, net, {"home_hp": hp, "away_hp": 2 - hp})


def _teams_settings(settings: Settings | None = None, **shortcuts: Any) -> Settings:
    """``settings`` with a teams match's keyword options (:data:`_TEAMS_OPTIONS`), each
    checked, None too (tests/teams/test_teams_event.py).

    >>> _teams_settings(draw_margin=10).changed()
    {'draw_margin': 10}
    """
    if settings is not None and not isinstance(settings, Settings):  # a match's own example
        raise OptionError(f"settings={clip_text(settings)}: a Settings (Settings.of("
                          "'teamsscorer'), Settings(vp_scale='whole_up')) or None; an option "
                          "goes by its name, as scale='acbl'")
    return with_shortcuts(settings, shortcuts, _TEAMS_OPTIONS).replace(**shortcuts)


def match_frame(table1_ns: object, table2_ns: object, boards: npt.ArrayLike | None = None,
                settings: Settings | None = None, *, home: str = "Home", away: str = "Away",
                **shortcuts: Any) -> pd.DataFrame:
    """A match's boards at IMPs and board-a-match: ``board, table1_ns, table2_ns, net,
    home_imps, away_imps, running, home_bam, away_bam, ruling``.

    An entry may be a ruling (``A+``, ``A+/A+``, ``A60/40``) instead of a score: that
    board has no net (NaN), each team gets its own code's IMPs (the settings'
    ``ruling_imps`` an average-plus, Law 86A) and the board's board-a-match points shared
    as the percentages, and ``ruling`` says so in words, naming the teams (``home``,
    ``away``). IMPs are whole (``int64``) unless a ruling made a fraction. The settings'
    ``scale`` and ``draw_margin`` score the board-a-match points; ``**shortcuts``
    (``scale=``, ``ruling_imps=``, ``draw_margin=``) change them for this call.

    >>> f = match_frame([420, 100], [170, "A+"])
    >>> f.net.tolist(), f.home_imps.tolist(), f.away_imps.tolist(), f.home_bam.tolist()
    ([250.0, nan], [6, -3], [-6, 3], [2.0, 0.8])
    >>> match_frame([420, 100], [170, "A+"], scale="acbl", ruling_imps=2).away_imps.tolist()
    [-6, 2]
    """
    s = _teams_settings(settings, **shortcuts)
    ruling_imps, draw_margin, scale = s.ruling_imps, s.draw_margin, s.scale
    top = 2 * bam_factor(scale)
    e1, e2 = table_entries(table1_ns), table_entries(table2_ns)
    if len(e1) != len(e2) or not e1:
        raise ScoreError("the two tables need one North-South score each for every board")
    t1 = np.array([np.nan if isinstance(x, ArtificialScore) else x for x in e1], dtype=float)
    t2 = np.array([np.nan if isinstance(x, ArtificialScore) else x for x in e2], dtype=float)
    net = t1 - t2  # NaN where either table was ruled (a score is always a finite number)
    ruled = np.isnan(net)
    home_imps: npt.NDArray[np.float64] | Ints = board_imps(np.nan_to_num(net)).astype(float)
    bam = board_a_match(np.nan_to_num(net), draw_margin, scale)
    away_imps, away_bam = -home_imps, top - bam
    words = np.full(len(e1), "", dtype=object)
    for i in np.flatnonzero(ruled):
        home_imps[i], away_imps[i], bam[i], away_bam[i], words[i] = ruled_board(
            e1[i], e2[i], ruling_imps, top, (home, away))
    if np.all(home_imps == np.round(home_imps)) and np.all(away_imps == np.round(away_imps)):
        home_imps, away_imps = home_imps.astype(np.int64), away_imps.astype(np.int64)
    return _board_frame(boards, t1, t2, net, {
        "home_imps": home_imps, "away_imps": away_imps, "running": np.cumsum(home_imps),
        "home_bam": bam, "away_bam": away_bam, "ruling": words})
