"""Reading a traveller: its columns, board numbers, movement and every problem with its row.

A traveller table is a pandas DataFrame with one row per result:

``board``
    The board number (sets dealer and vulnerability).
``ns``, ``ew``
    The pair numbers.
``contract``, ``declarer``, ``result``
    ``4SX``, ``N``, ``=`` / ``+1`` / ``-2`` / a trick count. The contract column
    may also hold the combined form (``4S+1 N``, ``3NTX-2 W``, ``Pass``).
``ns_score``
    The North-South score, instead of or as well as the contract (then they
    must agree). It may hold an adjusted score (``A60/40``, ``A+``,
    ``30%+420 70%+170``: see :mod:`bridgekit.adjusted`).
Optional: ``lead``; ``group`` (the scoring group of a misduplicated board);
``adjusted`` (an adjusted score that replaces the row's result).

:func:`validate_traveller` reports every problem with its row and column;
:func:`bridgekit.pairs.event.score_event` scores all boards at once and skips only the rows in
error; :mod:`bridgekit.pairs.ranking` turns a scored event into standings.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import cached_property, lru_cache, partial
from typing import Any, Literal, TypeAlias, TypeVar

import numpy as np
import numpy.typing as npt
import pandas as pd

from bridgekit._checks import check_option, clip_text
from bridgekit.adjusted import ArtificialScore, WeightedScore, parse_entry
from bridgekit.board import Seat, Side, Vulnerability, vulnerability_codes
from bridgekit.columns import (
    MAX_BOARD,
    board_numbers,
    cell_text,
    dense_unique,
    distinct_rows,
    few_codes,
    is_missing,
    pair_keys,
    pair_number,
    pair_numbers,
    repeated,
)
from bridgekit.contract import Contract, HandResult, parse_tricks
from bridgekit.errors import BridgekitError, ResultError, TravellerError
from bridgekit.format import number, signed
from bridgekit.i18n import _, speaking
from bridgekit.problems import Code, Problem
from bridgekit.rulings import parse_penalty
from bridgekit.score import Laws, all_contracts, contract_code, impossible_ns_scores, score_table
from bridgekit.settings import VOCABULARY

__all__ = [
    "MOVEMENTS",
    "MovementFound",
    "canonical_results",
    "detect_movement",
    "explain_movement",
    "validate_traveller",
]

_SEATS = list(Seat)
_VULS = list(Vulnerability)

_T = TypeVar("_T")

_Factorized: TypeAlias = tuple[npt.NDArray[np.intp], Any]


class _Column:
    """A traveller column factorized once: every check works on its distinct values.

    ``codes`` index into the distinct values; a missing cell has code -1, which
    picks the extra last entry of every per-value array.
    """

    def __init__(self, series: pd.Series, factorized: _Factorized | None = None) -> None:
        self.series = series
        self.rows: np.ndarray | None = None  # a part's rows in ``series`` (see ``at``)
        self.codes: npt.NDArray[np.intp]
        self.codes, uniques = factorized if factorized is not None \
            else _factorized(series)
        self.uniques = list(uniques)
        self.text = [cell_text(u) for u in self.uniques]
        self.blank_value = np.array([t in ("", "-") for t in self.text] + [True])

    @cached_property
    def blank(self) -> npt.NDArray[np.bool_]:
        """Whether each cell is blank (missing, empty or ``-``)."""
        blank: npt.NDArray[np.bool_] = self.blank_value[self.codes]
        return blank

    def read(self, parse: Callable[[str], _T], problems: _Problems, name: str,
             rows: npt.NDArray[np.bool_] | None = None, *, why: Code | None = None
             ) -> tuple[list[_T | None], npt.NDArray[np.bool_]]:
        """Parse each distinct non-blank value of the cells of ``rows`` (default: every cell)
        once, and report each cell that cannot be read as a problem of column ``name`` (with
        ``why``: a warning, saying why the cell is not used): (per-value results, those cells)."""
        parsed: list[_T | None] = [None] * len(self.blank_value)  # the last: a missing cell's
        errors: list[Problem | str | None] = [None] * len(parsed)
        wanted = ~self.blank_value
        if rows is not None:
            chosen = np.zeros(len(parsed), dtype=bool)
            chosen[self.codes[rows]] = True
            wanted &= chosen
        for i in np.flatnonzero(wanted):
            try:
                parsed[i] = parse(self.text[i])
            except BridgekitError as exc:
                errors[i] = exc.problem or str(exc)
        bad: npt.NDArray[np.bool_] = np.array([e is not None for e in errors])[self.codes]
        if rows is not None:
            bad &= rows
        problems.add(bad, name, self.value, lambda p: errors[self.codes[p]] if why is None
                     else why.at(problem=errors[self.codes[p]]),
                     severity="error" if why is None else "warning")
        return parsed, bad

    def value(self, pos: int) -> Any:
        value = self.series.iloc[pos if self.rows is None else self.rows[pos]]
        return None if is_missing(value) else value

    def at(self, rows: np.ndarray) -> _Column:
        """The same column on some of its rows only (the distinct values are shared; a
        cell is looked up in the whole column when one is quoted)."""
        part = object.__new__(_Column)
        part.series, part.rows, part.codes = self.series, rows, self.codes[rows]
        part.uniques, part.text, part.blank_value = self.uniques, self.text, self.blank_value
        return part


def _factorized(series: pd.Series) -> _Factorized:
    """``pd.factorize`` of a column; categories are read from their codes, not hashed again
    (a category no row holds is a value like the others: read, never reported)."""
    if isinstance(series.dtype, pd.CategoricalDtype):
        codes: npt.NDArray[np.intp] = series.array.codes  # int8 for a few; not copied
        return codes, list(series.cat.categories)
    return few_codes(series)


class _Problems:
    def __init__(self, index: pd.Index) -> None:
        self.index = index
        self.rows: list[dict[str, Any]] = []
        self.bad = np.zeros(len(index), dtype=bool)

    def demote(self, mask: np.ndarray, why: Code) -> None:
        """Make the problems of the rows in ``mask`` warnings, saying why: the rows are scored."""
        for problem in self.rows:
            if mask[problem["pos"]] and problem["severity"] == "error":
                problem["severity"] = "warning"
                problem.update(_record(why.at(problem=Problem(problem["code"], problem["values"]))))
        self.bad[mask] = False

    def add(self, mask: np.ndarray, column: str, value: object,
            message: Problem | Callable[..., object], *, severity: str = "error") -> None:
        """Record a problem on every row of ``mask`` (a boolean mask or row positions);
        ``value`` and ``message`` may be callables of the row position. The rows of a
        ``"warning"`` are still scored."""
        positions = np.flatnonzero(mask) if np.asarray(mask).dtype == bool else np.asarray(mask)
        for pos in positions:
            self.rows.append({
                "pos": int(pos), "row": self.index[pos], "column": column,
                "value": value(pos) if callable(value) else value,
                **_record(message(pos) if callable(message) else message), "severity": severity,
            })
        if severity == "error":
            self.bad[positions] = True

    def spread(self, found: _Problems, inverse: np.ndarray, columns: dict[str, pd.Series]) -> None:
        """Record the problems ``found`` on one row per distinct combination of values
        on every row that has that combination (``inverse``: each row's combination);
        each row's own cell is quoted (``columns``: name -> series)."""
        self.bad |= found.bad[inverse]
        if not found.rows:
            return
        order = np.argsort(inverse, kind="stable")
        ends = np.cumsum(np.bincount(inverse, minlength=len(found.bad)))
        for problem in found.rows:
            j = problem["pos"]
            rows = order[(ends[j - 1] if j else 0):ends[j]]
            values = [problem["value"]] * len(rows)
            if problem["value"] is not None and problem["column"] in columns:
                values = [None if is_missing(v) else v
                          for v in columns[problem["column"]].iloc[rows].tolist()]
            self.rows.extend({**problem, "pos": int(pos), "row": self.index[pos], "value": v}
                             for pos, v in zip(rows.tolist(), values, strict=True))

    def merge(self, other: _Problems) -> None:
        """Add the problems another reader of the same rows found, after these."""
        self.rows.extend(other.rows)
        self.bad |= other.bad

    def frame(self, *, positions: bool = False) -> pd.DataFrame:
        """The problems in row order; ``positions=True`` keeps each row's position (``pos``).
        The cells quoted stay Python objects (pandas would store text by Arrow, which cannot
        hold a lone surrogate)."""
        frame = pd.DataFrame(self.rows, columns=["pos", "row", "column", "problem", "severity",
                                                 "code", "values"])
        frame.insert(3, "value", pd.Series([r["value"] for r in self.rows], dtype=object))
        if len(frame):
            frame = frame.sort_values(["pos"], kind="stable").reset_index(drop=True)
        return frame if positions else frame.drop(columns="pos")


def _record(problem: object) -> dict[str, Any]:
    """A problem's record: its English words, code and values (None and {}: a message)."""
    return {"problem": str(problem), "code": getattr(problem, "code", None),
            "values": getattr(problem, "values", {})}


#: How pair numbers are read: found from the traveller, or said.
MOVEMENTS = VOCABULARY["movement"][0]
Movement = Literal["auto", "mitchell", "howell"]

#: The columns a traveller is read from (a cell holding a list is blanked in any of them).
_COLUMNS_READ = ("board", "ns", "ew", "contract", "declarer", "result", "ns_score", "adjusted",
                 "group", "penalty", "lead", "table", "round", "ns_names", "ew_names")


def _parse_played(text: str) -> HandResult:
    """A contract cell with no result beside it: ``4S+1 N`` or ``Pass``; the error says
    what is wrong with the cell (a bad contract, or a contract without its result)."""
    try:
        return HandResult.parse(text)
    except BridgekitError as played_error:
        try:
            contract = Contract.parse(text)
        except BridgekitError as contract_error:
            if any(mark in text for mark in "=+") or text.rstrip()[-2:-1] == "-":
                raise played_error from None
            raise contract_error from None
        raise ResultError(Code.NEEDS_RESULT.at(clip_text(text), contract=contract)) from None


def _penalties(df: pd.DataFrame, problems: _Problems, factorized: _Factorized | None = None
               ) -> dict[int, tuple[tuple[Side, float, str], ...]]:
    """The ``penalty`` column read (Law 90 procedural penalties); a bad cell is a warning."""
    if "penalty" not in df.columns:
        return {}
    col = _Column(df["penalty"], factorized)
    parsed, bad = col.read(parse_penalty, problems, "penalty", ~col.blank, why=Code.NOT_APPLIED)
    return {int(p): parsed[col.codes[p]] for p in np.flatnonzero(~col.blank & ~bad)}


def _shown(value: object) -> str:
    """A cell quoted for a message: numpy scalars as plain numbers, long text cut."""
    return clip_text(value.item() if isinstance(value, np.generic) else value)


#: What ``pandas.api.types.infer_dtype`` calls columns that hold no lists.
_PLAIN_CELLS = frozenset({"string", "empty", "integer", "floating", "mixed-integer-float",
                          "boolean", "decimal"})
#: The columns read through :class:`_Column` (hashed whatever they hold).
_FACTORIZED = ("contract", "declarer", "result", "ns_score", "adjusted", "penalty")


def _single_values(df: pd.DataFrame, problems: _Problems
                   ) -> tuple[pd.DataFrame, dict[str, _Factorized]]:
    """Report cells that hold a list, dict, set or array (one value per cell is read)
    and blank them; the rest of the row is still read.

    Also returns the factorizations made on the way (name -> (codes, uniques)), so that
    :class:`_Column` does not hash a column of text twice.
    """
    out = df
    factorized: dict[str, _Factorized] = {}
    for name in _COLUMNS_READ:
        if name not in df.columns or df[name].dtype != object:
            continue
        if name not in _FACTORIZED and \
                pd.api.types.infer_dtype(df[name], skipna=True) in _PLAIN_CELLS:
            continue  # all text or numbers (one quick pass): nothing to hash
        try:
            factorized[name] = few_codes(df[name])
            continue
        except TypeError:
            pass
        column = df[name]
        many = column.map(lambda v: isinstance(v, list | dict | set | np.ndarray)).to_numpy(bool)
        if out is df:
            out = df.copy(deep=False)
        if name == "board":  # reported with the other unreadable board numbers
            out[name] = column.where(~many, column.map(clip_text))
            continue
        problems.add(many, name, lambda p, column=column: clip_text(column.iloc[p]),
                     lambda p, column=column: Code.LIST.at(clip_text(column.iloc[p])))
        out[name] = column.where(~many, None)
    return out, factorized


def _pair_table_keys(df: pd.DataFrame) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.intp], int]:
    """(ns codes, ew codes, width): dense integer keys ``board * width + pair``."""
    ns, ew = pair_keys(df)
    width = int(max(ns.max(initial=0), ew.max(initial=0))) + 2
    return ns, ew, width


def detect_movement(df: pd.DataFrame) -> str:
    """``"mitchell"`` when pair numbers are per direction, else ``"howell"``.

    Decided from the whole event. A number in both the ``ns`` and ``ew`` columns of one
    board is two pairs (N-S 1 and E-W 1): a Mitchell. Otherwise a number that sits N-S
    on one board and E-W on another is one pair that changed direction: a Howell. When
    no number sits both ways (N-S 1-7, E-W 101-107, or one board of a Howell's first
    round) each direction keeps its own pairs: a Mitchell. :func:`explain_movement`
    says which rule decided.

    >>> detect_movement(pd.DataFrame({"board": [1, 2], "ns": [1, 2], "ew": [101, 102]}))
    'mitchell'
    >>> detect_movement(pd.DataFrame({"board": [1, 2], "ns": [1, 3], "ew": [2, 1]}))
    'howell'
    """
    return MovementFound.of(df).movement


def explain_movement(df: pd.DataFrame, *, lang: str | None = None) -> str:
    """The movement :func:`detect_movement` finds, and why, in words (in ``lang``).

    >>> explain_movement(pd.DataFrame({"board": [1, 2], "ns": [1, 3], "ew": [2, 1]}))
    'Howell: pair 1 sits N-S on board 1 and E-W on board 2, so one number is one pair wherever it sits'
    """
    return MovementFound.of(df).describe(lang=lang)


def _refused_pairs(column: pd.Series) -> npt.NDArray[np.bool_]:
    """Cells that are not pair numbers (0, -1, 1.5: see :func:`bridgekit.columns.pair_number`)."""
    values: npt.NDArray[Any] = column.to_numpy()
    if values.dtype.kind in "iu":
        return values < 1
    if values.dtype.kind == "f":
        refused: npt.NDArray[np.bool_] = ~np.isnan(values) & ~(np.isfinite(values) & (values >= 1)
                                                             & (values == np.floor(values)))
        return refused
    return pair_numbers(column)[1]


def _movement(board: np.ndarray, ns: np.ndarray, ew: np.ndarray, width: int
              ) -> tuple[str, str, int, int]:
    """(movement, the rule that decided, two row positions that show it: -1 when none), from
    each row's board code and pair codes (-1: no pair).

    Rules: ``"board"`` (one number in both columns of a board: Mitchell), ``"both"`` (a
    number N-S on one board and E-W on another: Howell), ``"apart"`` (no number sits both
    ways: Mitchell), ``"none"`` (no pairs on one side: Howell)."""
    if ns.max(initial=-1) < 0 or ew.max(initial=-1) < 0:
        return "howell", "none", -1, -1
    hit = _same_board(board, ns, ew, width)
    if hit >= 0:
        return "mitchell", "board", hit, hit
    in_ns = np.zeros(width, dtype=bool)
    in_ns[ns] = True
    in_ns[-1] = False  # no pair's (-1): the place past the last pair, never one's own
    both = np.flatnonzero(in_ns[ew])
    if len(both):
        j = int(both[0])
        return "howell", "both", int(np.flatnonzero(ns == ew[j])[0]), j
    return "mitchell", "apart", -1, -1


def _same_board(board: npt.NDArray[np.int64], ns: npt.NDArray[np.intp], ew: npt.NDArray[np.intp],
                width: int) -> int:
    """The first row whose E-W number sits N-S on the same board, or -1: by marks
    (:func:`_met`), or where there would be too many to mark by keys ``board * width + pair``
    looked up."""
    if (int(board.max()) + 1) * width <= 8 * len(ns) + 1_000_000:  # dense keys: no sort
        hits = np.flatnonzero(_met(board, ns, ew, width))
    else:
        keys = board.astype(np.int64) * width
        where = np.flatnonzero(ew >= 0)
        hits = where[np.isin(keys[where] + ew[where], (keys + ns)[ns >= 0])]
    return int(hits[0]) if len(hits) else -1


def _movement_found(df: pd.DataFrame, found: tuple[str, str, int, int]) -> MovementFound:
    """:func:`_movement`'s answer with the pair and boards that show it; ``df``: its rows."""
    movement, rule, i, j = found
    if rule in ("none", "apart"):
        return MovementFound(movement, rule)
    board = board_numbers(df["board"])[0]
    pair = pair_number(df["ew"].iloc[j])[0]
    boards = (int(board[j]),) if rule == "board" else (int(board[i]), int(board[j]))
    return MovementFound(movement, rule, pair, boards)


@dataclass(frozen=True)
class MovementFound:
    """How a traveller's movement was decided: the rule and the pair and boards that showed
    it, said in words where they are shown (:meth:`describe`, ``str()``).

    ``rule``: ``"said"`` (given, not found), ``"none"`` (no board has pair numbers on both
    sides), ``"apart"`` (no number sits both ways), ``"board"`` (one number in both
    columns of a board: ``boards`` holds it), ``"both"`` (a number N-S on one board and
    E-W on another: ``boards`` holds the two).

    >>> found = MovementFound("howell", "both", 1, (1, 2))
    >>> found.describe(lang="nl")[:36]
    'Howell: paar 1 zit NZ op spel 1 en O'
    >>> str(MovementFound("mitchell", "said"))
    "Mitchell: as said (movement='mitchell')"
    """

    movement: str
    rule: str
    pair: object = None
    boards: tuple[int, ...] = ()

    @classmethod
    def of(cls, df: pd.DataFrame) -> MovementFound:
        """The movement of a whole traveller and why (what :func:`detect_movement` decides).

        >>> MovementFound.of(pd.DataFrame({"board": [1, 2], "ns": [1, 3], "ew": [2, 1]})).rule
        'both'
        """
        if "ns" not in df or "ew" not in df or "board" not in df or df.empty:
            return MovementFound("howell", "none")
        df, _blanked = _single_values(df[["board", "ns", "ew"]], _Problems(df.index))  # lists blanked
        board = pd.factorize(df["board"])[0].astype(np.int64)
        ns, ew, width = _pair_table_keys(df)
        # a row without a board (a missing cell: code -1) has no pairs either
        ns = np.where(_refused_pairs(df["ns"]) | (board < 0), -1, ns)
        ew = np.where(_refused_pairs(df["ew"]) | (board < 0), -1, ew)
        return _movement_found(df, _movement(np.maximum(board, 0), ns, ew, width))

    def describe(self, *, lang: str | None = None) -> str:
        """The movement and why, in a sentence (in ``lang``; default the one spoken)."""
        with speaking(lang):
            if self.rule == "said":
                if self.movement == "mitchell":
                    # TRANSLATORS: the movement was given, not found; movement='mitchell' is code
                    return _("Mitchell: as said (movement='mitchell')")
                # TRANSLATORS: the movement was given, not found; movement='howell' is code
                return _("Howell: as said (movement='howell')")
            if self.rule == "none":
                # TRANSLATORS: how the movement was decided; "ns" and "ew" are column names
                return _("Howell: no board has pair numbers in both the ns and ew columns to "
                         "tell by")
            if self.rule == "apart":
                return _("Mitchell: no pair number sits both {ns} and {ew}, so each direction "
                         "keeps its own pairs and is ranked on its own").format(
                    ns=Side.NS.spoken, ew=Side.EW.spoken)
            if self.rule == "board":
                # TRANSLATORS: how the movement was decided; "ns" and "ew" are column names
                return _("Mitchell: pair number {pair} is in both the ns and ew columns on "
                         "board {board}, so {ns} {pair} and {ew} {pair} are two pairs").format(
                    pair=self.pair, board=self.boards[0], ns=Side.NS.spoken, ew=Side.EW.spoken)
            return _("Howell: pair {pair} sits {ns} on board {board_ns} and {ew} on board "
                     "{board_ew}, so one number is one pair wherever it sits").format(
                pair=self.pair, ns=Side.NS.spoken, board_ns=self.boards[0], ew=Side.EW.spoken,
                board_ew=self.boards[1])

    def __str__(self) -> str:
        return self.describe()


#: From how many rows a traveller's pairs are read on a second thread (see :func:`_parse`).
_PAIRS_BESIDE_FROM = 100_000


@dataclass
class _Work:
    """A traveller being read: the per-row arrays each stage of :func:`_parse` fills in."""

    df: pd.DataFrame
    problems: _Problems
    board: np.ndarray
    bad_board: np.ndarray
    vul: np.ndarray
    code: np.ndarray  # score-table contract code; -1 unless contract, declarer and tricks are read
    seat: np.ndarray  # declarer 0-3, -1 when none
    tricks: np.ndarray  # -1 when none
    computed: np.ndarray  # the N-S score from contract, declarer and result (NaN when none)
    given: np.ndarray  # the N-S score given in the ns_score column (NaN when none)
    all_blank: np.ndarray  # no contract, result or score at all
    contract_problem: np.ndarray
    have_contract: np.ndarray
    special: dict[int, ArtificialScore | WeightedScore] = field(default_factory=dict)
    score_col: _Column | None = None
    contract_given: np.ndarray | None = None  # a contract cell that is not blank
    factorized: dict[str, _Factorized] = field(default_factory=dict)  # name -> (codes, uniques) already made

    @property
    def rows(self) -> int:
        return len(self.df)


def _parse(df: pd.DataFrame, movement: str, laws: Laws,
           events: npt.NDArray[np.int64] | None = None) -> _Parsed:
    """Parse and check a traveller; returns per-row arrays and the problems.

    A pipeline of small stages over whole columns: the frame, board numbers,
    contracts (with declarers and results), given and adjusted scores, the checks
    between them, penalties, and pairs.

    ``events``: each row's event as a code 0.. (many events read at once): a board is then
    (event, board number), and the movement is found for each event on its own.
    """
    _check_frame(df, movement)
    problems = _Problems(df.index)
    df, factorized = _single_values(df, problems)
    work, board_code, boards_present, board_event = _read_boards(df, problems, events)
    work.factorized = factorized
    pair_problems = _Problems(df.index)
    read_pairs = partial(_read_pairs, work, board_code, pair_problems, movement, events)
    # a big traveller's pairs are checked on a second thread while the results are read:
    # numpy lets go of the interpreter lock in its loops, so both cores work (a small one's
    # are read in turn: its thread would only wait for the lock). Either way the pairs'
    # problems are added after the others, as when they were read last.
    with ThreadPoolExecutor(1) as beside:
        pairs = beside.submit(read_pairs) if len(df) >= _PAIRS_BESIDE_FROM else None
        if "contract" in df.columns:
            _read_contracts(work, laws)
        _read_scores(work)
        ns_score, not_played = _check_scores(work, laws)
        penalties = _penalties(df, problems, factorized.get("penalty"))
        movement, why, howell, blank = pairs.result() if pairs is not None else read_pairs()
    for name, side in blank:  # a result no pair can be given: its pair number is missing
        pair_problems.add(blank[name, side] & ~work.all_blank, name, None,
                          Code.NO_PAIR.at(side=side))
    problems.merge(pair_problems)
    return _Parsed(ns_score, work.special, problems, movement, why, work.bad_board,
                   work.code, work.seat, work.tricks,
                   not_played & ~problems.bad, df, penalties, board_code, boards_present,
                   board_event, howell)


def _check_frame(df: pd.DataFrame, movement: str) -> None:
    """What makes a table unreadable as a whole (every row problem is reported instead)."""
    if not isinstance(df, pd.DataFrame):
        raise TravellerError(f"{type(df).__name__}: a traveller is a pandas DataFrame")
    if "board" not in df.columns:
        raise TravellerError(f"columns {list(df.columns)!r}: a traveller needs a 'board' column")
    if "contract" not in df.columns and "ns_score" not in df.columns \
            and "adjusted" not in df.columns:
        raise TravellerError(
            f"columns {list(df.columns)!r}: a traveller needs 'contract' (with 'declarer' "
            "and 'result') or 'ns_score'")
    check_option(movement, "movement", MOVEMENTS)
    repeated = df.columns[df.columns.duplicated()].unique().tolist()
    if repeated:
        raise TravellerError(f"columns {list(df.columns)!r}: {repeated!r} appear more than once; "
                             "each column name may appear once")


def _read_boards(df: pd.DataFrame, problems: _Problems,
                 events: npt.NDArray[np.int64] | None = None
                 ) -> tuple[_Work, np.ndarray, np.ndarray, np.ndarray | None]:
    """The board numbers and each row's vulnerability: the work begun, each row's board as a
    code 0.. in board-number order, the board number of each code, and by event the event of
    each code (None for one event)."""
    rows = len(df)
    board_raw = df["board"]
    raw = board_raw.to_numpy()
    if raw.dtype == np.int64 and not raw.flags.writeable and rows \
            and raw.min() >= 1 and raw.max() <= MAX_BOARD:
        # the frame's own numbers, every one a board number (read only): a million rows
        # hold no copy, and are not looked at again
        board, bad_board = raw, np.zeros(rows, dtype=bool)
    else:
        board, bad_board = board_numbers(board_raw)
        if raw.dtype == board.dtype and not raw.flags.writeable and not bad_board.any():
            board = raw  # the frame's own numbers (read only): a million rows hold no copy
    problems.add(bad_board, "board", lambda p: board_raw.iloc[p],
                 lambda p: Code.BOARD.at(_shown(board_raw.iloc[p]), most=MAX_BOARD))
    board_event = None
    if events is None:
        boards_present, board_code = dense_unique(board)
    else:
        base = int(board.max(initial=0)) + 1
        keys, board_code = dense_unique(events * base + board)
        board_event, boards_present = np.divmod(keys, base)
    # each board's vulnerability worked once and taken by its rows
    rotation = vulnerability_codes(boards_present)[board_code.astype(np.intp)]
    vul = _vulnerability(df, board, board_code, problems, rotation, bad_board)
    return _Work(df, problems, board, bad_board, vul,
                 code=_every_row(np.int16(-1), rows), seat=_every_row(np.int8(-1), rows),
                 tricks=_every_row(np.int8(-1), rows),
                 computed=_every_row(np.float64(np.nan), rows),
                 given=_every_row(np.float64(np.nan), rows), all_blank=_every_row(np.True_, rows),
                 contract_problem=_every_row(np.False_, rows),
                 have_contract=_every_row(np.False_, rows)), \
        board_code, boards_present, board_event


def _every_row(value: np.generic, rows: int) -> npt.NDArray[Any]:
    """``value`` on every row, read only and held in no memory of the rows: a stage that
    reads the column puts a new array in its place."""
    return np.broadcast_to(value, (rows,))


def _vulnerability(df: pd.DataFrame, board: np.ndarray, board_code: np.ndarray,
                   problems: _Problems, rotation: npt.NDArray[np.int8], bad_board: np.ndarray
                   ) -> np.ndarray:
    """Each row's vulnerability code (0 none, 1 NS, 2 EW, 3 both): the ``vulnerable`` column
    where the traveller has one (a PBN file's ``Vulnerable`` tag), else the board number's.

    A value that names no vulnerability is a problem of its row. Where a board's value is not
    its number's, the value wins (the board was played so) and a warning on the board's
    first such row says so (not on a row whose board number is unreadable, ``bad_board``:
    it is in error already). ``board_code``: each row's board as a code; ``rotation``: its
    number's vulnerability."""
    if "vulnerable" not in df.columns:
        return rotation
    column = _Column(df["vulnerable"])
    parsed, _bad = column.read(Vulnerability.parse, problems, "vulnerable")
    codes = np.array([-1 if v is None else _VULS.index(v) for v in parsed], dtype=np.int8)
    given = codes[column.codes]
    vul = np.where(given >= 0, given, rotation).astype(np.int8)
    differs = (given >= 0) & (given != rotation) & ~bad_board
    if differs.any():
        first = np.zeros(len(board), dtype=bool)
        at = np.flatnonzero(differs)
        first[at[np.unique(board_code[at], return_index=True)[1]]] = True
        problems.add(first, "vulnerable", lambda p: column.value(p),
                     lambda p: Code.VULNERABLE_AS_FILE.at(
                         board=int(board[p]), vulnerability=_VULS[vul[p]],
                         numbered=_VULS[rotation[p]]), severity="warning")
    return vul


def _read_contracts(w: _Work, laws: Laws) -> None:
    """Contract, declarer and result -> the North-South score.

    Read once per distinct (contract, declarer, result, vulnerability): a traveller of a
    million rows holds a few thousand, so every check and the score lookup run on one
    row of each (:func:`_score_distinct`) and are spread back to the rows.
    """
    names = ("contract", "declarer", "result")
    columns = [_Column(w.df[name], w.factorized.pop(name, None)) if name in w.df.columns
               else _Column(pd.Series(np.full(w.rows, None), index=w.df.index, dtype=object))
               for name in names]
    inverse, rep = distinct_rows([col.codes for col in columns], w.vul)
    part = _Work(w.df.iloc[rep], _Problems(w.df.index[rep]), w.board[rep], w.bad_board[rep],
                 w.vul[rep], code=w.code[rep].astype(np.int64),
                 seat=w.seat[rep].astype(np.int64), tricks=w.tricks[rep].astype(np.int64),
                 computed=w.computed[rep], given=w.given[rep], all_blank=w.all_blank[rep],
                 contract_problem=w.contract_problem[rep], have_contract=w.have_contract[rep])
    contract, declarer, result = (col.at(rep) for col in columns)
    _score_distinct(part, contract, declarer, result, laws)
    w.problems.spread(part.problems, inverse, {name: col.series for name, col
                                               in zip(names, columns, strict=True)})
    # each combination's values taken by its rows, once each (a row's blank cells too: the
    # combination holds them), in small integer types: a million rows hold them until scored
    # (numpy takes by indexes of its own width: the small codes widened once, not each time)
    at = inverse.astype(np.intp)
    w.all_blank = (contract.blank & result.blank)[at]  # read before any score column
    if "ns_score" in w.df.columns:  # an adjusted score there must not sit beside a contract
        w.contract_given = np.logical_not(contract.blank)[at]
    w.code = np.where(part.have_contract, part.code, -1).astype(np.int16)[at]
    w.seat, w.tricks = part.seat.astype(np.int8)[at], part.tricks.astype(np.int8)[at]
    w.computed, w.have_contract = part.computed[at], part.have_contract[at]
    w.contract_problem = part.problems.bad[at]


def _score_distinct(w: _Work, c_col: _Column, d_col: _Column, r_col: _Column,
                    laws: Laws) -> None:
    """Read and score the rows of ``w`` (one per distinct combination)."""
    _read_contract_cells(w, c_col, r_col)
    played = (w.code >= 0) & (w.code != PASS_CODE)
    _read_declarers(w, d_col, played)
    _read_results(w, r_col, played)
    # a passed-out board has no result: "Pass" beside "-2" is a typing slip, never a 0
    passed = (w.code == PASS_CODE) & ~r_col.blank
    w.problems.add(passed, "result", r_col.value,
                   lambda p: Code.PASSED_OUT_RESULT.at(_shown(r_col.value(p))))
    w.have_contract = (w.code >= 0) & ((w.code == PASS_CODE) | ((w.seat >= 0) & (w.tricks >= 0)))
    ns_side = (w.seat == 0) | (w.seat == 2)
    vulnerable = (w.vul == 3) | ((w.vul == 1) & ns_side) | ((w.vul == 2) & ~ns_side)
    raw = score_table(laws)[np.where(w.have_contract, w.code, PASS_CODE),
                            vulnerable.astype(np.int64),
                            np.where(w.have_contract & (w.tricks >= 0), w.tricks, 0)]
    w.computed = np.where(w.have_contract, np.where(ns_side | (w.code == PASS_CODE), raw, -raw),
                          np.nan)


def _read_contract_cells(w: _Work, c_col: _Column, r_col: _Column) -> None:
    """A contract on its own (``4S``), or with its result (``4S+1 N``) when no result is given."""
    combined = ~c_col.blank & r_col.blank
    alone = ~c_col.blank & ~combined
    parsed, bad = c_col.read(Contract.parse, w.problems, "contract", alone)
    c_code = np.array([contract_code(c) if c is not None else -1 for c in parsed])
    sel = alone & ~bad
    w.code[sel] = c_code[c_col.codes[sel]]
    h_parsed, h_bad = c_col.read(_parse_played, w.problems, "contract", combined)
    h_code = np.array([contract_code(h.contract) if h is not None else -1 for h in h_parsed])
    h_tricks = np.array([h.tricks if h is not None else -1 for h in h_parsed])
    h_seat = np.array([_SEATS.index(h.declarer) if h is not None and h.declarer else -1
                       for h in h_parsed])
    sel = combined & ~h_bad
    w.code[sel] = h_code[c_col.codes[sel]]
    w.tricks[sel] = h_tricks[c_col.codes[sel]]
    w.seat[sel] = h_seat[c_col.codes[sel]]


def _read_declarers(w: _Work, d_col: _Column, played: np.ndarray) -> None:
    d_parsed, bad_decl = d_col.read(Seat.parse, w.problems, "declarer", played)
    d_seat = np.array([_SEATS.index(d) if d is not None else -1 for d in d_parsed])
    use = played & (w.seat < 0) & ~d_col.blank & ~bad_decl
    w.seat[use] = d_seat[d_col.codes[use]]
    w.problems.add(played & (w.seat < 0) & d_col.blank, "declarer", None,
                   Code.NO_DECLARER.at())


def _read_results(w: _Work, r_col: _Column, played: np.ndarray) -> None:
    """The result, read once per distinct (contract, result)."""
    need = played & ~r_col.blank & (w.tricks < 0)
    width = len(r_col.uniques) + 1
    keys, inverse = dense_unique((w.code * width + r_col.codes)[need])
    k_tricks = np.full(len(keys), -1, dtype=np.int64)
    k_errors: list[Problem | str | None] = [None] * len(keys)
    contracts = _contracts_by_code()
    for i, key in enumerate(keys):
        c, r = divmod(int(key), width)
        try:
            k_tricks[i] = parse_tricks(r_col.text[r], contracts[c])
        except BridgekitError as exc:
            k_errors[i] = exc.problem or str(exc)
    got = np.full(w.rows, -1, dtype=np.int64)
    got[need] = k_tricks[inverse]
    which = np.full(w.rows, -1, dtype=np.int64)
    which[need] = inverse
    bad_result = need & (got < 0)
    w.problems.add(bad_result, "result", r_col.value, lambda p: k_errors[which[p]])
    # a blank result is never missing here: the contract cell is read with it (4S+1 N)
    w.tricks = np.where(need & ~bad_result, got, w.tricks)


def _read_scores(w: _Work) -> None:
    """Given scores (``ns_score``) and adjusted entries (``ns_score`` or ``adjusted``)."""
    w.score_col = _Column(w.df["ns_score"], w.factorized.get("ns_score")) \
        if "ns_score" in w.df.columns else None
    in_score = np.zeros(w.rows, dtype=bool)  # an adjusted score in the ns_score column
    for name in ("ns_score", "adjusted"):
        if name not in w.df.columns:
            continue
        col = w.score_col if name == "ns_score" and w.score_col is not None \
            else _Column(w.df[name], w.factorized.get(name))
        w.all_blank = w.all_blank & col.blank
        parsed, bad = col.read(parse_entry, w.problems, name, ~col.blank)
        number = np.array([e if isinstance(e, float) else np.nan for e in parsed])
        if name == "adjusted":
            plain = ~col.blank & ~bad & np.isfinite(number[col.codes])
            w.problems.add(plain, name, col.value,
                           lambda p, col=col: Code.ADJUSTED.at(repr(col.value(p))))
            bad |= plain
        else:
            w.given = np.where(np.isfinite(number[col.codes]), number[col.codes], w.given)
        is_special = np.array([isinstance(e, ArtificialScore | WeightedScore) for e in parsed])
        special = ~bad & is_special[col.codes]
        _contradictions(w, name, col, special, in_score)
        if name == "ns_score":
            in_score = special
        for pos in np.flatnonzero(special):
            w.special[int(pos)] = parsed[col.codes[pos]]


def _contradictions(w: _Work, name: str, col: _Column, special: np.ndarray,
                    in_score: np.ndarray) -> None:
    """An adjusted score in ``ns_score`` beside a contract, or in ``adjusted`` beside one in
    ``ns_score``: the row says two things, and which was meant is not guessed."""
    if name == "ns_score" and w.contract_given is not None:
        contract = w.df["contract"]
        w.problems.add(special & w.contract_given, name, col.value,
                       lambda p: Code.ADJUSTED_BESIDE.at(col.text[col.codes[p]], contract=(
                           # a lone surrogate (no character) quoted as its escape
                           cell_text(contract.iloc[p])[:40].encode("utf-8", "backslashreplace")
                           .decode())))
    if name == "adjusted":
        first = w.score_col
        w.problems.add(special & in_score, name, col.value,
                       lambda p: Code.SECOND_ADJUSTED.at(
                           col.text[col.codes[p]],
                           entry=first.text[first.codes[p]] if first is not None else ""))


def _check_scores(w: _Work, laws: Laws) -> tuple[np.ndarray, np.ndarray]:
    """A given score must be possible and agree with the contract; a good score rescues a
    row whose contract cannot be read. Returns the N-S score and the rows not played."""
    given, computed = w.given, w.computed
    if given.flags.writeable:  # a score column was read (else NaN on every row, read only)
        _check_given(w, laws)
    if computed.flags.writeable and not given.flags.writeable:
        ns_score = computed  # no score given: the computed ones, not copied (NaN where none)
    else:
        ns_score = np.where(np.isfinite(computed), computed, given)
    if w.special:
        ns_score[list(w.special)] = np.nan
    elif np.isfinite(ns_score).all():  # every row scored: none blank, none without a score
        return ns_score, np.zeros(w.rows, dtype=bool)
    is_special = np.zeros(w.rows, dtype=bool)
    is_special[list(w.special)] = True
    not_played = w.all_blank & ~is_special & ~w.problems.bad
    nothing = ~np.isfinite(ns_score) & ~is_special & ~w.contract_problem & ~w.problems.bad \
        & ~not_played
    w.problems.add(nothing, "contract" if "contract" in w.df.columns else "ns_score", None,
                   Code.NOTHING.at())
    return ns_score, not_played


def _check_given(w: _Work, laws: Laws) -> None:
    """The scores given beside the contracts: each possible, and the contract's when both are
    given; a row whose contract cannot be read is scored by its given score."""
    check = np.isfinite(w.given)
    impossible = impossible_ns_scores(w.given, w.vul, laws=laws)
    value = w.score_col.value if w.score_col is not None else None
    given, computed, board, vul = w.given, w.computed, w.board, w.vul
    w.problems.add(impossible & ~w.bad_board, "ns_score", value,
                   lambda p: Code.NO_SUCH_SCORE.at(number(float(given[p])), board=board[p],
                                                   vulnerability=_VULS[vul[p]]))
    clash = check & w.have_contract & (given != computed) & ~impossible
    w.problems.add(clash, "ns_score", value,
                   lambda p: Code.SCORE_DIFFERS.at(number(float(given[p])),
                                                   score=signed(float(computed[p]))))
    rescued = w.contract_problem & check & ~impossible & ~w.bad_board & ~np.isfinite(computed)
    if rescued.any():
        others = w.problems.bad & ~w.contract_problem
        w.problems.demote(rescued & ~others, Code.SCORE_USED)


def _read_pairs(work: _Work, board_codes: np.ndarray, problems: _Problems, movement: str,
                events: npt.NDArray[np.int64] | None = None
                ) -> tuple[str, MovementFound | None, npt.NDArray[np.bool_] | None,
                           dict[tuple[str, Side], np.ndarray]]:
    """Pairs: numbers that are not pair numbers, against itself (Howell), twice on a board;
    the movement (found when "auto") and why. By event (``events``), each event's movement
    is found on its own: the third value says whether each row's event is a Howell (None
    for one event). The fourth: the blank cells of a pair column that has some but is not
    wholly blank (by column and side: the rows that give a result are told). Of ``work`` it reads the
    frame and the boards only (the results are read beside it)."""
    df, board, bad_board, rows = work.df, work.board, work.bad_board, work.rows
    if not {"ns", "ew"} <= set(df.columns):
        found = MovementFound("howell", "none") if movement == "auto" \
            else MovementFound(movement, "said")
        return (found.movement, found,
                None if events is None else np.full(rows, found.movement == "howell"), {})
    ns, ew, width = _pair_table_keys(df)
    # a column with no blank cell, or only blank ones, has none to tell (min, max: no masks)
    blank = {key: codes < 0 for key, codes in ((("ns", Side.NS), ns),
                                               (("ew", Side.EW), ew))
             if len(codes) and codes.min() < 0 <= codes.max()}
    for name, codes in (("ns", ns), ("ew", ew)):  # codes of their own (pair_keys makes them)
        column = df[name]
        refused = np.flatnonzero(_refused_pairs(column))
        problems.add(refused, name, lambda p, column=column: column.iloc[p],
                     lambda p, column=column: Code.PAIR.at(_shown(column.iloc[p])))
        codes[refused] = -1  # a refused number is no pair
    movement, why, howell = _movement_read(df, movement, events, board_codes, (ns, ew), width)
    if movement == "howell" or howell is not None:
        against = (ns == ew) & (ns >= 0)
        if howell is not None:
            against &= howell
        problems.add(against, "ew", lambda p: df["ew"].iloc[p],
                     lambda p: Code.AGAINST_ITSELF.at(_shown(df["ew"].iloc[p]),
                                                      pair=pair_number(df["ew"].iloc[p])[0]))
    else:
        against = np.zeros(rows, dtype=bool)
    # N-S pair 1 and E-W pair 1 are two pairs in a Mitchell
    offset = np.where(howell, 0, width) if howell is not None \
        else 0 if movement == "howell" else width
    # keys board * 2 * width + pair, as 32-bit integers when they fit (half the memory)
    size = (int(board_codes.max(initial=0)) + 1) * 2 * width
    keys = np.empty(2 * rows, dtype=np.int32 if size < 2**31 else np.int64)
    np.multiply(board_codes, 2 * width, out=keys[:rows], dtype=keys.dtype, casting="unsafe")
    keys[rows:] = keys[:rows]
    np.add(keys[:rows], ns, out=keys[:rows], casting="unsafe")
    np.add(keys[rows:], ew + offset, out=keys[rows:], casting="unsafe")
    valid = None  # every key: no blank pair, unreadable board or pair against itself
    if rows and (bad_board.any() or against.any() or min(ns.min(), ew.min()) < 0):
        valid = np.concatenate([(ns >= 0) & ~bad_board & ~against,
                                (ew >= 0) & ~bad_board & ~against])
    del ns, ew, against  # the keys hold them now: let go before the keys are marked
    again = repeated(keys, valid)
    for name, part in (("ns", again[:rows]), ("ew", again[rows:])):
        column = df[name]
        problems.add(part, name, lambda p, column=column: column.iloc[p],
                     lambda p, column=column: Code.PAIR_TWICE.at(
                         _shown(column.iloc[p]), pair=pair_number(column.iloc[p])[0],
                         board=board[p]))
    return movement, why, howell, blank


def _movement_read(df: pd.DataFrame, movement: str, events: npt.NDArray[np.int64] | None,
                   board_codes: np.ndarray, pairs: tuple[np.ndarray, np.ndarray], width: int
                   ) -> tuple[str, MovementFound | None, npt.NDArray[np.bool_] | None]:
    """(movement, why, whether each row's event is a Howell: None for one event), from the
    N-S and E-W ``pairs``."""
    ns, ew = pairs
    if events is None:
        if movement == "auto":
            found = _movement_found(df, _movement(board_codes, ns, ew, width))
            return found.movement, found, None
        return movement, MovementFound(movement, "said"), None
    if movement == "auto":
        howell = _howell_events(events, board_codes, ns, ew, width)[events]
    else:
        howell = np.full(len(df), movement == "howell")
    movement = "howell" if howell.all() and len(df) else "mitchell" if not howell.any() \
        else "by event"
    return movement, None, howell  # each event's movement is in its rows


def _howell_events(events: npt.NDArray[np.int64], board: np.ndarray, ns: np.ndarray,
                   ew: np.ndarray, width: int) -> npt.NDArray[np.bool_]:
    """Whether each event (a code 0..) is a Howell, found for all events at once by
    :func:`_movement`'s rules: ``board`` is each row's (event, board) code."""
    count = int(events.max(initial=-1)) + 1
    ns_ok, ew_ok = ns >= 0, ew >= 0
    sides = _marked(events, ns_ok, count) & _marked(events, ew_ok, count)
    # "board": a number in both columns of one board; "both": a number N-S on one board of
    # the event and E-W on another. By keys (board or event) * width + pair + 1, marked, not
    # sorted: slot 0 of each board (or event) is a blank pair's, never marked
    mitchell = _marked(events, _met(board, ns, ew, width), count)
    both = _marked(events, _met(events, ns, ew, width), count)
    howell: npt.NDArray[np.bool_] = ~sides | (~mitchell & both)
    return howell


def _met(group: np.ndarray, ns: np.ndarray, ew: np.ndarray, width: int
         ) -> npt.NDArray[np.bool_]:
    """Whether each row's E-W pair (not blank) sits N-S on some row of the same ``group``
    (a code 0..): by marking keys ``group * width + pair + 1``."""
    top = (int(group.max(initial=-1)) + 1) * width
    base: npt.NDArray[np.signedinteger[Any]] = group.astype(np.int32 if top < 2**31
                                                            else np.int64)
    base *= width
    base += 1
    marks = np.zeros(top + 1, dtype=bool)
    marks[base + ns] = True
    marks[::width] = False  # a blank N-S pair (-1) marks its group's slot 0: cleared
    base += ew
    met: npt.NDArray[np.bool_] = marks[base]
    return met


def _marked(events: npt.NDArray[np.int64], rows: npt.NDArray[np.bool_], count: int
            ) -> npt.NDArray[np.bool_]:
    """Which of ``count`` events have one of ``rows``."""
    marks = np.zeros(count, dtype=bool)
    marks[events if rows.all() else events[rows]] = True
    return marks


@dataclass(frozen=True)
class _Parsed:
    """What parsing a traveller found, row by row."""

    ns_score: np.ndarray
    special: dict[int, ArtificialScore | WeightedScore]
    problems: _Problems
    movement: str
    movement_reason: MovementFound | None  # how the movement was decided (None: by event)
    bad_board: np.ndarray
    code: np.ndarray  # score-table contract code, -1 when there is no (good) contract
    seat: np.ndarray  # declarer 0-3 (N, E, S, W), -1 when none
    tricks: np.ndarray  # tricks taken, -1 when none
    not_played: np.ndarray  # no contract, result or score at all: the board was not played
    frame: pd.DataFrame  # the traveller as read (cells holding lists blanked)
    # row -> ((side, amount, unit), ...) from the penalty column
    penalties: dict[int, tuple[tuple[Side, float, str], ...]]
    board_code: np.ndarray  # each row's board as a code 0.. in board-number order
    board_numbers: np.ndarray  # the board number of each code
    # by event (see :func:`_parse`'s ``events``): the event of each board code, and whether
    # each row's event is a Howell; None for one event
    board_event: np.ndarray | None = None
    howell: np.ndarray | None = None


def canonical_results(df: pd.DataFrame, *, laws: Laws | str = Laws.CURRENT) -> pd.DataFrame:
    """Each row's result in canonical form: ``contract`` (``4SX``, ``Pass`` or empty),
    ``declarer`` (``N`` ... or empty), ``tricks`` (-1 when none), ``entry`` (the
    adjusted-score notation, or empty), ``ns_score`` and ``error`` (whether the row
    has a problem). Used by the file writers.
    """
    return _canonical(df, _parse(df, "auto", Laws.parse(laws)))


def _canonical(df: pd.DataFrame, p: _Parsed) -> pd.DataFrame:
    names = [str(c) for c in _contracts_by_code()]
    contract = np.array(["", *names], dtype=object)[p.code + 1]
    declarer = np.array(["", *(str(x) for x in _SEATS)], dtype=object)[p.seat + 1]
    entry = np.array([""] * len(df), dtype=object)
    for i, e in p.special.items():
        entry[i] = str(e)
    return pd.DataFrame({"contract": contract, "declarer": declarer,
                         "tricks": p.tricks.astype(np.int64),
                         "entry": entry, "ns_score": p.ns_score, "error": p.problems.bad},
                        index=df.index)


PASS_CODE = 105


@lru_cache(maxsize=1)
def _contracts_by_code() -> tuple[Contract, ...]:
    """Contracts in score-table order, the pass-out last (code 105)."""
    return (*all_contracts(), Contract.passed_out())


def validate_traveller(df: pd.DataFrame, *, movement: str = "auto",
                       laws: Laws | str = Laws.CURRENT) -> pd.DataFrame:
    """Every problem in a traveller, one row each: ``row``, ``column``, ``value``, ``problem``.

    Never raises on a bad row (only on a table that has no board column, or no
    contract or score column at all). An empty frame means the traveller is clean.

    Examples
    --------
    >>> df = pd.DataFrame({"board": [1, 1, 1, 2], "ns": [1, 2, 3, 1], "ew": [4, 5, 6, 4],
    ...                    "contract": ["4S", "8S", "3NT", "4H"], "declarer": ["N", "N", "S", "Q"],
    ...                    "result": ["=", "=", "+5", "="]})
    >>> for p in validate_traveller(df).itertuples():
    ...     print(p.row, p.column, p.problem)
    1 contract '8S': a level is 1 to 7
    2 result '+5': 3NT can make at most 4 overtricks
    3 declarer 'Q': a seat is one of N, E, S, W (or North, East, South, West)
    """
    problems = _parse(df, movement, Laws.parse(laws)).problems
    return problems.frame()


