"""Scoring a whole event: every board at once, its rulings and penalties, its IMPs, and
each board explained.

:func:`score_event` reads the traveller (:mod:`bridgekit.pairs.traveller`), scores every board
with the vectorised board scorer (:func:`bridgekit.pairs.score_many`), values artificial
scores and penalties (:mod:`bridgekit.rulings`), and keeps every row: rows in error are
NaN with the reason in ``error``. :func:`score_event_imps` scores the same event by
cross-IMPs or Butler; :func:`explain_event_board` explains one board (its numbers,
worded where they are read).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

import numpy as np
import numpy.typing as npt
import pandas as pd

from bridgekit._checks import check_number, check_option, check_whole, clip_text
from bridgekit.adjusted import ArtificialScore, WeightedScore
from bridgekit.board import Side
from bridgekit.columns import board_number, board_numbers, event_codes, pair_text
from bridgekit.errors import OptionError, TravellerError
from bridgekit.format import number
from bridgekit.i18n import _, ngettext, speaking
from bridgekit.i18n import number as said_number
from bridgekit.i18n import signed as said_signed
from bridgekit.imp import butler_datum, butler_drop, cross_imps, imp_row, imps
from bridgekit.pairs.factoring import Scale
from bridgekit.pairs.scoring import (
    BoardExplanation,
    Boards,
    Line,
    Method,
    Pairs,
    Said,
    explain_board,
    score_arrays,
)
from bridgekit.pairs.traveller import _canonical, _parse, _Parsed
from bridgekit.problems import Code, Percent, Problem, Records, said
from bridgekit.rulings import (
    RULING_IMPS,
    penalty_points,
    session_percentage,
)
from bridgekit.rulings import (
    ruling_imps as ruling_value,
)
from bridgekit.score import Laws
from bridgekit.settings import Settings, with_shortcuts

__all__ = ["RESULT_COLUMNS", "explain_board_imps", "explain_event_board",
           "score_event", "score_event_imps", "scored_and_canonical"]


#: The columns :func:`score_event` adds; outside tools read them by these names.
RESULT_COLUMNS = ("ns_score", "ns_mp", "ew_mp", "ns_pct", "ew_pct")

#: The ``movement`` column's values (code 0, 1) when events are scored together.
MOVEMENT_CODES = ("mitchell", "howell")


def score_event(df: pd.DataFrame, settings: Settings | None = None, *,
                normal: int | str | dict[object, int] | None = None,
                laws: Laws | str = Laws.CURRENT, by: str | Sequence[str] | None = None,
                **shortcuts: Any) -> pd.DataFrame:
    """Score every board of an event at once (or of many events, ``by``).

    Parameters
    ----------
    df : pandas.DataFrame
        The traveller table (see the module docstring); it is not changed.
    settings : Settings, optional
        How the boards are matchpointed (default: bridgekit's own, :class:`~bridgekit.Settings`):
        its ``method`` and ``scale`` as for :func:`bridgekit.score_board`, ``normal`` (as
        below), ``movement`` (how pair numbers are read, :func:`detect_movement`) and
        ``artificial``: artificial adjusted scores (Law 12C2) ``"fixed"`` 60 / 50 / 40%, or
        ``"session"`` (EBU and ACBL): average-plus is the greater of 60% and the pair's
        percentage on the boards it played with real results, average-minus the lesser of
        40% and it (:mod:`bridgekit.rulings`; the ``ruling`` column says how each was valued).
    normal : int, "max", dict or None
        N for every board (an int), the most results any board has (``"max"``),
        per board (a dict board -> N), or as the settings say (None; by default the rows
        each board has, rows in error counted, so the board's good results are factored
        up to the results it should have had).
    by : str or sequence of str, optional
        The column (or columns) naming each row's event: many events scored in one call,
        each exactly as a call of its own would score it. A board is then (event, board
        number): its dealer and vulnerability still come from its number; the movement,
        each board's N (``normal="max"``: the most results a board of *its event* has)
        and the pairs' session percentages are found for each event on its own. A
        ``movement`` column says each row's event's movement; ``attrs["movement"]`` is
        ``"by event"`` when the events differ. Rows whose event is blank form one event.
    **shortcuts
        ``method=``, ``scale=``, ``movement=``, ``artificial=``: those settings changed.

    Procedural penalties (Law 90) go in an optional ``penalty`` column (``NS 25%``,
    ``EW 1.5``, ``NS 10%; EW 10%``): a share of the board's top or matchpoints,
    given in ``ns_penalty``/``ew_penalty`` and kept apart from ``ns_mp``/``ew_mp``
    (the opponents are not affected); :func:`rank_pairs` subtracts them.

    Returns
    -------
    pandas.DataFrame
        A copy of ``df`` with ``ns_score, ns_mp, ew_mp, ns_pct, ew_pct`` added,
        and ``top`` (the top the row is scored on: the board's full top; ``plain``:
        its scoring group's) and ``error`` (the row's problems in
        words, empty when it has none); rows in error have NaN in the numbers.
        ``result.attrs["problems"]`` lists the problems as records (row, column,
        value, problem), as :func:`validate_traveller` gives them in a frame;
        ``attrs["results_scored"]`` counts the rows scored (not those in error or not
        played), ``attrs["movement"]`` says which movement the pair numbers were read
        as, and ``attrs["movement_reason"]`` why (a
        :class:`~bridgekit.pairs.traveller.MovementFound`, said in words by its
        ``describe(lang=)``; None when events are scored ``by``).

    Examples
    --------
    >>> df = pd.DataFrame({"board": [1, 1, 1, 1], "ns": [1, 2, 3, 4], "ew": [5, 6, 7, 8],
    ...                    "contract": ["4S", "4S", "4S", "5SX"], "declarer": "N",
    ...                    "result": ["+1", "=", "x", "-1"]})
    >>> out = score_event(df)
    >>> out[["ns_score", "ns_mp", "ew_mp"]].round(2).values.tolist()
    [[450.0, 5.67, 0.33], [420.0, 3.0, 3.0], [nan, nan, nan], [-100.0, 0.33, 5.67]]
    >>> out.error.tolist()
    ['', '', "result: 'x': a result is =, +N, -N or a trick count 0 to 13", '']
    """
    s = with_shortcuts(settings, shortcuts, ("method", "scale", "movement", "artificial"))
    events = event_codes(df, by) if by is not None and isinstance(df, pd.DataFrame) else None
    return _score_parsed(df, _parse(df, s.movement, Laws.parse(laws), events), s.method,
                         s.scale, s.normal if normal is None else normal, s.artificial)


def scored_and_canonical(df: pd.DataFrame, method: Method = "neuberg", scale: Scale = "ebu"
                         ) -> tuple[pd.DataFrame, pd.DataFrame]:
    """:func:`score_event` and :func:`canonical_results` from one parse (for the file writers)."""
    parsed = _parse(df, "auto", Laws.CURRENT)
    return _score_parsed(df, parsed, method, scale, None), _canonical(df, parsed)


def _score_parsed(df: pd.DataFrame, parsed: _Parsed, method: Method, scale: Scale,
                  normal: int | str | dict[object, int] | None,
                  artificial: str = "fixed") -> pd.DataFrame:
    ns_score, special, problems = parsed.ns_score, parsed.special, parsed.problems
    movement, bad_board, penalties = parsed.movement, parsed.bad_board, parsed.penalties
    not_played, howell, reason = parsed.not_played, parsed.howell, parsed.movement_reason
    good = ~problems.bad & ~parsed.not_played
    every = bool(good.all())
    good_pos = None if every else np.flatnonzero(good)
    all_codes, all_uniques = parsed.board_code, parsed.board_numbers
    # every row with a readable board number counts towards that board's N
    entries_per_board = np.bincount(all_codes[~bad_board] if bad_board.any() else all_codes,
                                    minlength=len(all_uniques)).astype(float)
    del bad_board
    norm = _normal_per_board(normal, all_uniques, entries_per_board, parsed.board_event)
    groups = None
    if "group" in df.columns:
        text = pair_text(parsed.frame["group"])
        groups = pd.factorize(text if every else text[good_pos])[0]
    if not special:  # the rulings read the parse again; else its row arrays are let go
        del parsed  # before the event's columns are made (a parse passed in is freed)
    if every:
        sub_special = special
    else:  # each ruling's row among the good rows
        new_position = np.cumsum(good) - 1
        sub_special = {int(new_position[i]): e for i, e in special.items() if good[i]}
    # only the columns the event keeps: the working (s, lower, equal, n ...) is let go as it
    # is used
    result = score_arrays(Boards(all_codes if every else all_codes[good_pos],
                                 ns_score if every else ns_score[good_pos], groups,
                                 sub_special, norm), method, scale, working=False)
    del result["rule"]
    if not penalties:
        del all_codes
    new = {"ns_score": ns_score if every else np.where(good, ns_score, np.nan)}
    half = 0.5 if scale == "acbl" else 1.0
    result["top"] *= half
    for column in ("ns_mp", "ew_mp", "ns_pct", "ew_pct", "top"):
        new[column] = _on_every_row(result.pop(column), good_pos, len(df))
    rulings = _rulings(new, parsed, good, artificial) if special else {}
    if special:
        new["ruling"] = np.full(len(good), "", dtype=object)
        new["ruling"][list(rulings)] = [str(r) for r in rulings.values()]
    if penalties:
        board_top = 2 * (norm[all_codes] - 1) * half
        new["ns_penalty"], new["ew_penalty"] = _penalty_columns(penalties, board_top)
    frame = problems.frame(positions=True) if problems.rows else None  # None: no problem
    errors = frame[frame["severity"] == "error"] if frame is not None else None
    new["error"] = pd.Categorical.from_codes(*said_by_row(errors, "pos", len(df)))
    _status_columns(new, not_played, howell, good)
    out = _with_columns(df, new)
    out.attrs["problems"] = [] if frame is None else \
        Records(frame.drop(columns="pos").to_dict("records"))
    out.attrs["movement"] = movement
    out.attrs["results_scored"] = int(np.count_nonzero(good))  # rows in error not counted
    out.attrs["movement_reason"] = reason
    out.attrs["rulings"] = {df.index[i]: r for i, r in rulings.items()}
    out.attrs["method"] = method
    return out


def _on_every_row(values: npt.NDArray[np.float64], good_pos: npt.NDArray[np.intp] | None,
                  rows: int) -> npt.NDArray[np.float64]:
    """The good rows' ``values`` on every row of the event (NaN on the others); as they
    are when every row is good (``good_pos`` None)."""
    if good_pos is None:
        return values
    out = np.full(rows, np.nan)
    out[good_pos] = values
    return out


def _status_columns(new: dict[str, Any], not_played: npt.NDArray[np.bool_],
                    howell: npt.NDArray[np.bool_] | None, good: np.ndarray) -> None:
    """``status`` (scored, error, not played) and, by event, ``movement`` (each row's
    event's: ``howell``), as categories: a million rows hold a few distinct texts, stored
    once."""
    status = np.logical_not(good).view(np.int8)  # scored 0, error 1 (the flags' bytes)
    status[not_played] = 2
    new["status"] = pd.Categorical.from_codes(status, ["scored", "error", "not played"])
    if howell is not None:
        new["movement"] = pd.Categorical.from_codes(howell.astype(np.int8),
                                                    list(MOVEMENT_CODES))


def _with_columns(df: pd.DataFrame, new: dict[str, npt.NDArray[Any]]) -> pd.DataFrame:
    """A copy of ``df`` (its attrs too) with the columns in ``new``: a column ``df`` already
    has is replaced where it stands, the others are added after its columns, in order. The
    new arrays are held as they are, not copied (a million rows: 50 MB not copied)."""
    new = dict(new)
    replaced = {name: new.pop(name) for name in list(new) if name in df.columns}
    if new and not isinstance(df.columns, pd.MultiIndex):
        added = pd.DataFrame(new, index=df.index, copy=False)
        out = pd.concat([df, added], axis=1).__finalize__(df)
    else:
        out = df.copy(deep=False)
        replaced = {**replaced, **new}
    for name, values in replaced.items():
        out[name] = values
    return out


def said_by_row(problems: pd.DataFrame | None, at: str, rows: int) -> tuple[np.ndarray, list[str]]:
    """Each of ``rows`` rows' ``problems`` (the row's position in column ``at``) said as
    "column: problem" joined by "; ", as codes into the texts said, ``""`` (code 0) for a
    row with none (one byte a row where no row has any: a season's chunk holds a million)."""
    if problems is None or not len(problems):
        return np.zeros(rows, dtype=np.int8), [""]
    codes = np.zeros(rows, dtype=np.int32)
    said = problems["column"] + ": " + problems["problem"].astype(str)
    joined = said.groupby(problems[at], sort=False).agg("; ".join)
    which, texts = pd.factorize(joined.to_numpy())
    codes[joined.index.to_numpy(np.int64)] = which + 1
    return codes, ["", *texts]


def _pair_keys_text(parsed: _Parsed, movement: str) -> tuple[np.ndarray, np.ndarray]:
    """Each row's N-S and E-W pair as ranking keys (direction + number; Howell: number;
    by event, the event's code first)."""
    frame = parsed.frame
    if not {"ns", "ew"} <= set(frame.columns):
        blank = np.full(len(frame), "", dtype=object)
        return blank, blank
    ns, ew = pair_text(frame["ns"]), pair_text(frame["ew"])
    if parsed.howell is not None and parsed.board_event is not None:
        event = pd.Series(parsed.board_event[parsed.board_code]).astype(str) + " "
        side = np.where(parsed.howell, "", "NS ")
        ns_key = event + side + pd.Series(ns, dtype=object).astype(str)
        ew_key = event + np.where(parsed.howell, "", "EW ") + pd.Series(ew, dtype=object).astype(str)
        return ns_key.to_numpy(object), ew_key.to_numpy(object)
    if movement == "howell":
        return ns, ew
    return np.char.add("NS ", ns.astype(str)).astype(object), \
        np.char.add("EW ", ew.astype(str)).astype(object)


def _rulings(out: dict[str, npt.NDArray[Any]], parsed: _Parsed, good: np.ndarray, artificial: str
             ) -> dict[int, Problem]:
    """How each adjusted score was valued, as a code, by row position; with
    ``artificial="session"`` revalue average-plus and average-minus from each pair's own
    percentage (two passes). ``out``: the event's new columns, changed in place."""
    ruling = {}
    artificial_rows = {i: e for i, e in parsed.special.items()
                       if isinstance(e, ArtificialScore) and good[i]}
    for i, e in parsed.special.items():
        if good[i] and not isinstance(e, ArtificialScore):
            ruling[i] = Code.WEIGHTED_RULING.at(ruling=e)
    pct = {}
    if artificial == "session" and artificial_rows:
        ns_key, ew_key = _pair_keys_text(parsed, parsed.movement)  # once, not per ruling
        real = good.copy()
        real[list(parsed.special)] = False
        long = pd.DataFrame({"pair": np.concatenate([ns_key[real], ew_key[real]]),
                             "mp": np.concatenate([out["ns_mp"][real], out["ew_mp"][real]]),
                             "top": np.concatenate([out["top"][real]] * 2)})
        sums = long.groupby("pair").sum()
        pct = {k: 100 * r.mp / r.top for k, r in sums.iterrows() if r.top > 0}
    top = out["top"]
    for i, entry in artificial_rows.items():
        if artificial == "session":
            ns_pct, ns_words = session_percentage(entry.ns_pct, pct.get(ns_key[i]))
            ew_pct, ew_words = session_percentage(entry.ew_pct, pct.get(ew_key[i]))
        else:
            ns_pct, ew_pct = entry.ns_pct, entry.ew_pct
            ns_words, ew_words = Percent(entry.ns_pct), Percent(entry.ew_pct)
        out["ns_pct"][i], out["ew_pct"][i] = ns_pct, ew_pct
        out["ns_mp"][i], out["ew_mp"][i] = ns_pct * top[i] / 100, ew_pct * top[i] / 100
        ruling[i] = Code.ARTIFICIAL_RULING.at(ns_side=Side.NS, ns=ns_words, ew_side=Side.EW,
                                              ew=ew_words)
    return ruling


def _penalty_columns(penalties: dict[int, tuple[tuple[Side, float, str], ...]],
                     board_top: np.ndarray) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """``ns_penalty``/``ew_penalty``: matchpoints taken from a pair (Law 90), apart from
    the board's matchpoints."""
    taken = {side: np.zeros(len(board_top)) for side in Side}
    for i, parts in penalties.items():
        for side, amount, unit in parts:
            taken[side][i] += penalty_points(amount, unit, board_top[i])
    return taken[Side.NS], taken[Side.EW]


def _normal_per_board(normal: int | str | dict[object, int] | None, boards: np.ndarray,
                      entries: np.ndarray, events: np.ndarray | None = None) -> np.ndarray:
    """N for each board code: from ``normal`` (None, "max", an int or a dict board -> int).
    ``events``: each board code's event, when there are many ("max" is then each event's).

    N is never below the rows a board has (they are all results of it).
    """
    if normal is None:
        return entries
    if isinstance(normal, str) and normal == "max":  # one event: every board's event is 0
        events = np.zeros(len(boards), dtype=np.int64) if events is None else events
        most = np.zeros(int(events.max(initial=-1)) + 1)
        np.maximum.at(most, events, entries)
        per_board: np.ndarray = most[events]
        return per_board
    if isinstance(normal, dict):
        given = {board_number(b): check_whole(n, f"normal[{b!r}]", minimum=1, error=OptionError)
                 for b, n in normal.items()}
        norm = np.array([float(given.get(int(b), entries[i])) for i, b in enumerate(boards)])
    else:
        if isinstance(normal, str):
            raise OptionError(f"normal={clip_text(normal)}: N is None (the rows each board "
                                 "has), 'max', a whole number or a dict board -> number")
        norm = np.full(len(boards), float(check_whole(normal, "normal", minimum=1,
                                                      error=OptionError)))
    short = np.flatnonzero(norm < entries)
    if len(short):
        i = short[0]
        # the traveller's rows disagree with N: a TravellerError, as the rows are the data
        raise TravellerError(f"normal={clip_text(normal)}: board {boards[i]} has "
                             f"{number(entries[i])} results, more than N = {number(norm[i])}; N "
                             "is at least the results a board has")
    return norm


def explain_event_board(df: pd.DataFrame, board: int, settings: Settings | None = None, *,
                        laws: Laws | str = Laws.CURRENT, lang: str | None = None,
                        **shortcuts: Any) -> BoardExplanation:
    """Explain one board of a traveller table, each line labelled with its pairs, by the
    event's own settings (the scoring and conventions ``bridgekit check`` reproduces a file
    with: ``normal``, ``scoring``, ``drop``, ``datum_rounding``, ``cross``, ``ruling_imps``).

    Rows in error are left out (as :func:`score_event` leaves them out). At matchpoints the
    board's N is its number of rows, or ``normal``: a number, or ``"max"`` for the most rows
    any board of ``df`` has (EBUScore factors every board to that). ``scoring="butler"``
    explains the datum and each result's IMPs against it; ``"cross-imps"`` each result
    against every other.

    Parameters
    ----------
    df : pandas.DataFrame
        The traveller table (as :func:`score_event` takes it).
    board : int
        The board to explain.
    settings : Settings, optional
        How the event is scored (default: bridgekit's own, :class:`~bridgekit.Settings`).
    laws : Laws or str
        The laws the scores are worked out by.
    lang : str, optional
        The language of the explanation (``"nl"``, ``"fr"``); default: the one being
        spoken. Numbers are said in its form (``2,4`` in Dutch).
    **shortcuts
        Settings changed for this call (``method="plain"``, ``scoring="butler"``,
        ``rounding="acbl"`` for the datum's), as :meth:`Settings.with_options` takes them.

    Returns
    -------
    BoardExplanation
        The heading and a line per row, rows not played and rows in error last; each line
        holds its numbers (or its problem's code and values) and the position of its row
        among the board's rows (``rows[i].at``), and is worded where it is read.

    Examples
    --------
    >>> df = pd.DataFrame({"board": [1, 1, 1], "ns": [1, 2, 3], "ew": [4, 5, 6],
    ...                    "contract": ["4S", "4S", ""], "declarer": ["N", "N", ""],
    ...                    "result": ["+1", "=", ""], "ns_score": ["", "", "A60/40"]})
    >>> print(*explain_event_board(df, 1).lines[2].split(": "), sep=":\\n")
    NS 3 v EW 6:
    artificial score 60% to N-S, 40% to E-W:
    a ruling, scored by its own rule, not compared → 2.4 (60.0%); E-W 1.6 (40.0%)
    >>> butler = pd.DataFrame({"board": 1, "ns": [1, 2, 3, 4], "ew": [5, 6, 7, 8],
    ...                        "ns_score": [50, -460, -490, -430]})
    >>> e = explain_event_board(butler, 1, scoring="butler")
    >>> print(e.heading)
    Butler: the datum is the mean of -460 and -430 (the highest and the lowest 1 dropped), -445, rounded to -450
    >>> print(e[0])
    NS 1 v EW 5: +50 - (-450) = +500 → N-S +11 IMPs, E-W -11 (500-590: 11 IMPs)
    """
    if not isinstance(df, pd.DataFrame) or "board" not in df.columns:
        raise TravellerError("a traveller is a pandas DataFrame with a 'board' column")
    s = with_shortcuts(settings, shortcuts)
    check_option(s.scoring, "scoring", ("matchpoints", "cross-imps", "butler"),
                 "matchpoints, cross-IMPs or Butler")
    wanted = board_number(board)
    numbers, unreadable = board_numbers(df["board"])  # an unreadable one reads as 1
    numbers = numbers[~unreadable]
    where = np.flatnonzero(~unreadable)[numbers == wanted] if wanted else np.zeros(0, np.intp)
    rows = df.iloc[where]
    if rows.empty:
        raise TravellerError(f"board {clip_text(board)}: the traveller has no rows for that "
                             "board")
    parsed = _parse(rows, "auto", Laws.parse(laws))
    problems = parsed.problems
    good = np.flatnonzero(~problems.bad & ~parsed.not_played)
    entries = [parsed.special.get(int(i), parsed.ns_score[i]) for i in good]
    if not entries:
        raise TravellerError(f"board {clip_text(board)}: no row of it has a result to "
                             "explain")
    if s.artificial == "session" and not s.imps and any(isinstance(e, ArtificialScore)
                                                        for e in entries):
        # each ruling as the event valued it, from the pairs' percentages on their other boards
        # (at IMPs a ruling is Law 86A's whatever the session, as score_published values it)
        scored = score_event(df, s, laws=laws)[["ns_pct", "ew_pct"]].to_numpy(float)[where]
        entries = [ArtificialScore(*scored[i]) if isinstance(e, ArtificialScore)
                   and np.isfinite(scored[i]).all() else e for i, e in zip(good, entries, strict=True)]
    label: list[str | Pairs] = [""] * len(rows)
    if {"ns", "ew"} <= set(rows.columns):
        label = [Pairs(a, b) for a, b in zip(pair_text(parsed.frame["ns"]),
                                              pair_text(parsed.frame["ew"]), strict=True)]
    labels = [label[i] for i in good]
    if s.scoring == "matchpoints":
        groups = pair_text(parsed.frame["group"])[good].tolist() if "group" in rows else None
        explained = explain_board(entries, _board_size(s.normal, wanted, numbers), groups,
                                  s, labels=labels)
    else:
        explained = explain_board_imps(entries, settings=s, labels=labels)
    imps = s.scoring != "matchpoints"
    errors = problems.frame(positions=True)
    errors = errors[errors["severity"] == "error"].groupby("pos", sort=True).first()
    lines = [*(replace(line, at=int(good[line.at])) for line in explained.rows),
             *(Line(int(i), label[i], Unscored(imps)) for i in np.flatnonzero(parsed.not_played)),
             *(Line(int(i), label[int(i)], Unscored(imps, {k: why[k] for k in RECORD}))
               for i, why in errors.iterrows())]
    with speaking(lang) as spoken:
        return BoardExplanation(explained.head, tuple(lines), spoken)


#: What a row's problem is held by: its code and values (its English words where no code
#: made it), worded by :func:`bridgekit.problems.said`.
RECORD = ("problem", "code", "values")


@dataclass(frozen=True)
class Unscored:
    """A row of a board not scored: not played, or in error (``problem``: its record, a code
    and its values); at IMPs (``imps``) it is out of the comparison, at matchpoints it still
    counts in N."""

    imps: bool
    problem: dict[str, Any] | None = field(default=None, hash=False)

    def words(self) -> str:
        if self.problem is None:
            return (_("not played (not in the comparison, not compared)") if self.imps
                    else _("not played (counted in N, not compared)"))
        text = (_("in error, not scored (not in the comparison): {problem}") if self.imps
                else _("in error, not scored (counted in N): {problem}"))
        return text.format(problem=said(self.problem))


def _board_size(normal: int | str | None, board: int, numbers: npt.NDArray[Any]) -> int:
    """The results ``board`` is factored to, as :func:`score_event` finds it (``numbers``: every
    row's readable board number): its own rows, a number (never below them), or the most any
    board has."""
    boards, counts = np.unique(numbers, return_counts=True)
    norm = _normal_per_board(normal, boards, counts.astype(float))
    return int(norm[np.searchsorted(boards, board)])


def explain_board_imps(entries: list[Any], scoring: str | None = None,
                       settings: Settings | None = None, *,
                       labels: Sequence[str | Pairs] | None = None,
                       lang: str | None = None, **shortcuts: Any) -> BoardExplanation:
    """A board at IMP pairs in words: Butler (the datum, then each result against it) or
    cross-IMPs (each result against every other, the total and its average). An
    artificial score is valued by Law 86A (average-plus +3 IMPs) and not compared.

    Parameters
    ----------
    entries : list
        The board's N-S scores; an :class:`~bridgekit.adjusted.ArtificialScore` is a ruling.
    scoring : {"butler", "cross-imps"}, optional
        Butler (against a datum) or cross-IMPs (against every other result); default: as
        ``settings`` say.
    settings : Settings, optional
        The event's settings: ``drop`` and ``datum_rounding`` (Butler: the results dropped
        at each end, a count or below 1 a share; how the datum is rounded to a multiple of
        10), ``cross`` (cross-IMPs per comparison or in all) and ``ruling_imps`` (what an
        average-plus is worth, Law 86A). Default: bridgekit's own.
    labels : list of str, optional
        What each entry is (``NS 1 v EW 5``), said before its line.
    lang : str, optional
        The language of the explanation (``"nl"``, ``"fr"``); default: the one being
        spoken. Numbers are said in its form.
    **shortcuts
        Settings changed for this call (``drop=0``, ``cross="total"``).

    Returns
    -------
    BoardExplanation
        The datum (or the comparison) as the heading, and a line per entry.

    Examples
    --------
    >>> e = explain_board_imps([620, 170, 140, 140, -100], "cross-imps")
    >>> print(e.heading)
    Cross-IMPs: each result against each of the other 4, then averaged over the 4
    >>> print(*e[0].split(", +"), sep=",\\n+")
    +620 v +170 (+450: +10),
    +140 (+480: +10),
    +140 (+480: +10), -100 (+720: +12) → +42 IMPs over 4,
    +10.5 a comparison; E-W -10.5
    """
    s = with_shortcuts(settings, {"scoring": scoring, **shortcuts})
    check_option(s.scoring, "scoring", ("cross-imps", "butler"), "cross-IMPs or Butler")
    # a weighted score is not scored at IMPs (score_event_imps leaves it NaN), nor compared
    real = [float(e) for e in entries if not isinstance(e, ArtificialScore | WeightedScore)]
    head: Said
    scored: list[Said]
    if s.scoring == "butler":
        dropped = butler_drop(len(real), s.drop) if real else 0
        datum = float(butler_datum(real, drop=dropped, rounding=s.datum_rounding)) if real else 0.0
        kept = sorted(real)[dropped:len(real) - dropped]
        head, scored = ButlerHeading(tuple(kept), dropped, datum), [
            ButlerLine(score, datum, int(imps(score - datum))) for score in real]
    else:
        total, average = cross_imps(real) if len(real) > 1 else ([0] * len(real), [0.0] * len(real))
        head = CrossHeading(len(real) - 1, s.cross)
        scored = [CrossLine(score, tuple(other for j, other in enumerate(real) if j != i),
                            int(total[i]), float(average[i]), s.cross)
                  for i, score in enumerate(real)]
    # cross-IMPs in all: a ruling's value a comparison over the board's other results
    compared = sum(not isinstance(e, WeightedScore) for e in entries)
    times = compared - 1 if s.scoring != "butler" and s.cross == "total" else 1
    k, rows = iter(scored), []
    for i, entry in enumerate(entries):
        line: Said = RulingImps(entry, ruling_value(entry.ns_pct, s.ruling_imps) * times,
                                ruling_value(entry.ew_pct, s.ruling_imps) * times) \
            if isinstance(entry, ArtificialScore) else WeightedImps(entry) \
            if isinstance(entry, WeightedScore) else next(k)
        rows.append(Line(i, labels[i] if labels else "", line))
    with speaking(lang) as spoken:
        return BoardExplanation(head, tuple(rows), spoken)


@dataclass(frozen=True)
class RulingImps:
    """An artificial score at IMP pairs: not compared, each side's IMPs by Law 86A."""

    ruling: ArtificialScore
    ns: float
    ew: float

    def words(self) -> str:
        # TRANSLATORS: {ruling} names the artificial score ("artificial score 60% to
        # N-S, 40% to E-W"); {ns} and {ew} the IMPs each side gets
        return _("{ruling}: a ruling, not compared (Law 86A) → {ns} IMPs to N-S; E-W "
                 "{ew}").format(ruling=self.ruling.describe(), ns=said_number(self.ns, 2),
                                ew=said_number(self.ew, 2))


@dataclass(frozen=True)
class WeightedImps:
    """A weighted score at IMP pairs: not scored, not compared (its IMPs are NaN)."""

    ruling: WeightedScore

    def words(self) -> str:
        # TRANSLATORS: {ruling} names the weighted score ("weighted score 30% of +420 + 70%
        # of +170"), which IMP pairs scoring leaves unscored
        return _("{ruling}: not scored at IMPs, not compared").format(
            ruling=self.ruling.describe())


@dataclass(frozen=True)
class ButlerHeading:
    """A Butler board's datum: the results it is the mean of (``kept``, none when every row
    is a ruling), how many were dropped at each end, and the datum rounded."""

    kept: tuple[float, ...]
    dropped: int
    datum: float

    def words(self) -> str:
        kept = self.kept
        if not kept:
            return _("Butler: no result to compare (every row is a ruling)")
        if len(kept) > 1:
            # TRANSLATORS: the last of a list of scores: "-460, -450 and -430"
            which = _("{scores} and {last}").format(
                scores=", ".join(said_number(x, 2) for x in kept[:-1]),
                last=said_number(kept[-1], 2))
        else:
            which = said_number(kept[0], 2)
        slots = dict(scores=which, dropped=self.dropped, mean=said_number(sum(kept) / len(kept), 2),
                     datum=said_number(self.datum, 0))
        if self.dropped:
            return ngettext("Butler: the datum is the mean of {scores} (the highest and the "
                            "lowest {dropped} dropped), {mean}, rounded to {datum}",
                            "Butler: the datum is the mean of {scores} (the highest and the "
                            "lowest {dropped} dropped), {mean}, rounded to {datum}",
                            self.dropped).format(**slots)
        return _("Butler: the datum is the mean of {scores} (nothing dropped), {mean}, "
                 "rounded to {datum}").format(**slots)


@dataclass(frozen=True)
class ButlerLine:
    """A result against the Butler datum, and the IMPs N-S win by the difference."""

    score: float
    datum: float
    imps: int

    def words(self) -> str:
        diff, won = self.score - self.datum, self.imps
        # TRANSLATORS: a score against the Butler datum; {row} is the IMP scale's row
        return ngettext("{score} - ({datum}) = {difference} → N-S {won} IMP, E-W {lost} "
                        "({row})",
                        "{score} - ({datum}) = {difference} → N-S {won} IMPs, E-W {lost} "
                        "({row})", abs(won)).format(
            score=said_signed(self.score), datum=said_signed(self.datum),
            difference=said_signed(diff), won=said_signed(won), lost=said_signed(-won),
            row=imp_row(diff))


@dataclass(frozen=True)
class CrossHeading:
    """Cross-IMPs: how many other results each is compared with, and whether its IMPs are
    averaged over them or added up."""

    others: int
    cross: str

    def words(self) -> str:
        if self.others < 1:
            return _("Cross-IMPs: one result has nothing to be compared with")
        if self.cross == "average":
            heading = ngettext("Cross-IMPs: each result against each of the other {others}, "
                               "then averaged over the {others}",
                               "Cross-IMPs: each result against each of the other {others}, "
                               "then averaged over the {others}", self.others)
        else:
            heading = ngettext("Cross-IMPs: each result against each of the other {others}, "
                               "then added up over the {others}",
                               "Cross-IMPs: each result against each of the other {others}, "
                               "then added up over the {others}", self.others)
        return heading.format(others=self.others)


@dataclass(frozen=True)
class CrossLine:
    """A result against every other (``against``): its IMPs in all and per comparison, and
    which of the two is its score (``cross``)."""

    score: float
    against: tuple[float, ...]
    total: int
    average: float
    cross: str

    def words(self) -> str:
        if not self.against:
            return ngettext("{imps} IMP", "{imps} IMPs", 0).format(imps=said_number(0))
        # TRANSLATORS: one comparison of cross-IMPs: the other result, the difference and
        # the IMPs it is worth ("+170 (+450: +10)")
        against = ", ".join(_("{other} ({difference}: {imps})").format(
            other=said_signed(other), difference=said_signed(self.score - other),
            imps=said_signed(int(imps(self.score - other)))) for other in self.against)
        value = self.average if self.cross == "average" else self.total
        slots = dict(score=said_signed(self.score), against=against,
                     total=said_signed(self.total), others=len(self.against),
                     each=said_signed(self.average, 2), ew=said_signed(-value, 2))
        many = abs(self.total)  # whole IMPs: the form ngettext picks
        if self.cross == "average":
            # TRANSLATORS: a result against each other result ({against}: "+170 (+450: +10),
            # ..."), its IMPs in all, per comparison, and E-W's per comparison
            line = ngettext("{score} v {against} → {total} IMP over {others}, {each} a "
                            "comparison; E-W {ew}",
                            "{score} v {against} → {total} IMPs over {others}, {each} a "
                            "comparison; E-W {ew}", many)
        else:
            line = ngettext("{score} v {against} → {total} IMP over {others}; E-W {ew}",
                            "{score} v {against} → {total} IMPs over {others}; E-W {ew}", many)
        return line.format(**slots)


def score_event_imps(scored: pd.DataFrame, method: Literal["cross-imps", "butler"] = "cross-imps", *,
                     drop: float = 1,
                     rounding: str = "ebu", min_results: int = 0,
                     ruling_imps: float = RULING_IMPS) -> pd.DataFrame:
    """IMP-based pairs scoring of a scored (or validated) event: cross-IMPs or Butler.

    Adds ``ns_imps`` and ``ew_imps`` (cross-IMPs: the average over the
    comparisons, with the sums in ``ns_cross_total`` and ``ew_cross_total``, each side's
    own: they differ in more than sign only for a ruling; Butler: IMPs against the
    board's datum, in ``datum``). Rows with an adjusted score or an error get
    NaN. One numpy pass per board.

    Parameters
    ----------
    drop : int or float
        Butler: results dropped at each end before the datum is averaged. A whole
        number is a count (clubs drop 1); a fraction below 1 is a share of the
        board's results, rounded half up (ACBLscore drops the top and bottom 5%:
        ``drop=0.05``). Nothing is dropped when it would leave no result.
    rounding : {"ebu", "acbl"}
        How the datum is rounded to a multiple of 10 (see :func:`bridgekit.butler_datum`).
    min_results : int
        Butler: a board with fewer results than this drops nothing.
    ruling_imps : float
        What an artificial adjusted score is worth (Law 86A: average-plus +3 IMPs,
        average 0, average-minus -3; the regulating authority may vary it). Butler:
        IMPs on the board; cross-IMPs: IMPs per comparison (Ruter gives 1.5), so the
        total is that times the board's other results. Each side gets its own code's
        value: ``A+/A+`` is +3 to both. Weighted scores stay NaN.
    """
    _check_imp_options(scored, method, drop, min_results)
    check_number(ruling_imps, "ruling_imps", minimum=0, error=OptionError)
    if "ns_score" not in scored.columns:
        scored = score_event(scored)
    out = scored.copy(deep=False)
    values = pd.to_numeric(out["ns_score"], errors="coerce").to_numpy(float)
    board = board_numbers(out["board"])[0]
    ns_imps, cross_total, datum_col = _imps_by_board(values, board, method, drop, rounding,
                                                     min_results)
    ew_imps, ew_total = -ns_imps, -cross_total
    if "ruling" in out.columns:
        ruled = out["ruling"].astype(str).str.startswith("artificial").to_numpy()
        others = pd.Series(np.isfinite(values) | ruled).groupby(board).transform("sum")
        ns_value = ruling_value(out["ns_pct"].to_numpy(float), ruling_imps)
        ew_value = ruling_value(out["ew_pct"].to_numpy(float), ruling_imps)
        ns_imps = np.where(ruled, ns_value, ns_imps)
        ew_imps = np.where(ruled, ew_value, ew_imps)
        # each side its own code's value over the board's other results: A+/A+ is +58.5
        # to both over 39 at 1.5 a comparison (Ruter), never +58.5 and -58.5
        cross_total = np.where(ruled, ns_value * (others.to_numpy() - 1), cross_total)
        ew_total = np.where(ruled, ew_value * (others.to_numpy() - 1), ew_total)
    out["ns_imps"], out["ew_imps"] = ns_imps, ew_imps
    if method == "butler":
        out["datum"] = datum_col
    else:
        out["ns_cross_total"], out["ew_cross_total"] = cross_total, ew_total
    return out


def _check_imp_options(scored: object, method: str, drop: object, min_results: object) -> None:
    check_option(method, "method", ("cross-imps", "butler"), "IMP pairs scoring")
    if isinstance(drop, bool) or not isinstance(drop, int | float) or not 0 <= drop < 1000:
        raise OptionError(f"drop={clip_text(drop)}: a count of results (0, 1, 2 ...) or a "
                             "share below 1 (0.05)")
    check_whole(min_results, "min_results", minimum=0, error=OptionError)
    if not isinstance(scored, pd.DataFrame) or "board" not in scored.columns:
        raise TravellerError("score_event_imps takes a traveller or a scored event (a "
                             "DataFrame with a 'board' column)")


def _imps_by_board(values: npt.NDArray[np.float64], board: npt.NDArray[np.int64], method: str, drop: float,
                   rounding: str, min_results: int
                   ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64],
                              npt.NDArray[np.float64]]:
    """(N-S IMPs, cross-IMP totals, Butler datum) per row; one numpy pass per board."""
    ns_imps = np.full(len(values), np.nan)
    cross_total = np.full(len(values), np.nan)
    datum_col = np.full(len(values), np.nan)
    drops: dict[int, int] = {}  # the results each size of board drops, found once
    for _board, pos in pd.Series(board).groupby(board, sort=False).indices.items():
        pos = pos[np.isfinite(values[pos])]
        if not len(pos):
            continue
        if method == "cross-imps":  # a lone result has nothing to be compared with: 0
            cross_total[pos], ns_imps[pos] = cross_imps(values[pos]) if len(pos) > 1 else (0, 0)
        else:
            count = drops.get(len(pos))
            if count is None:
                count = drops[len(pos)] = butler_drop(len(pos), drop, min_results)
            datum = butler_datum(values[pos], drop=count, rounding=rounding)
            ns_imps[pos] = imps(values[pos] - datum)
            datum_col[pos] = datum
    return ns_imps, cross_total, datum_col

