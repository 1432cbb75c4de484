"""PBN 2.1 score tables: read and write a results file (sections 5.2, ScoreTable, TotalScoreTable).

A table tag's value lists its columns, ``;``-separated, each ``Name\\<width><L|R>``
(the width and alignment only format the file; a leading ``+``/``-`` marks the
sort order). Data lines follow, elements separated by white space, strings in
double quotes. ``-`` marks an irrelevant element, ``?`` an unknown one, and a
``^`` before a value an artificial score.

:func:`read_pbn` turns one-board-per-game files (as Ruter and Magic Contest
export them) into a traveller DataFrame; the file's own MP and percentage
columns are kept as ``pbn_mp_ns``, ``pbn_mp_ew``, ``pbn_pct_ns``,
``pbn_pct_ew`` so bridgekit's can be compared with them. :func:`write_pbn`
writes a ScoreTable per board and a TotalScoreTable; what it writes reads back
equal.

Mapping: ``PairId_NS``/``PairId_EW`` -> ``ns``/``ew``; ``Contract``,
``Declarer``, ``Lead`` as they are; ``Result`` (tricks taken) -> ``result``;
``Score_NS`` (or minus ``Score_EW``) -> ``ns_score``; the user-defined column
``Group`` (a misduplicated board's scoring group) -> ``group``. A row whose percentages
are artificial (``^60``) and that has no score is an artificial adjusted score
(``A60/40``); an artificial ``Score_NS`` (``^-100``) is an assigned score,
matchpointed like any other. Rows with ``Bye`` for a score are not results: they
are listed in ``attrs["byes"]``. bridgekit also writes a column ``Adjusted``
(a user-defined column, allowed by section 5.2) with its own notation, so a
weighted score survives the round trip.
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np
import pandas as pd

from bridgekit.board import board_dealer, board_vulnerability
from bridgekit.errors import FileFormatError
from bridgekit.event import scored_and_canonical
from bridgekit.factoring import Scale
from bridgekit.io._files import atomic_write_text, gc_paused, read_text, source_name
from bridgekit.pairs import Method
from bridgekit.ranking import rank_pairs
from bridgekit.traveller import _distinct_rows, cell_text

__all__ = ["read_pbn", "write_pbn"]

_TAG_RE = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*(?:;.*)?$')
_TOKEN_RE = re.compile(r'"((?:[^"\\]|\\.)*)"|(\S+)')
_UNESCAPE_RE = re.compile(r"\\(.)")
_VUL_NAMES = {"None": "None", "NS": "NS", "EW": "EW", "Both": "All"}


@dataclass
class _Table:
    name: str
    columns: list[str]
    line: int
    rows: list[tuple[int, list[str]]] = field(default_factory=list)


def _columns(value: str) -> list[str]:
    names = []
    for part in value.split(";"):
        name = part.strip().split("\\")[0].lstrip("+-")
        if name:
            names.append(name)
    return names


def _tokens(text: str, path: str, number: int) -> list[str]:
    """A table row's elements: strings in double quotes (``\\"`` inside), others split at
    white space."""
    if '"' not in text:
        return text.split()
    if "\\" not in text:  # no escapes: the odd pieces between quotes are the strings
        pieces = text.split('"')
        if len(pieces) % 2 == 0:
            raise FileFormatError("a string is not closed: expected a closing '\"'",
                                  path=path, line=number)
        out = []
        for i, piece in enumerate(pieces):
            if i % 2:
                out.append(piece)
            else:
                out.extend(piece.split())
        return out
    out = []
    for m in _TOKEN_RE.finditer(text):
        value = m.group(1)
        if value is None:
            token = m.group(2)
            if token.startswith('"'):
                raise FileFormatError("a string is not closed: expected a closing '\"'",
                                      path=path, line=number)
            out.append(token)
        else:
            out.append(_UNESCAPE_RE.sub(r"\1", value) if "\\" in value else value)
    return out


def _games(path: str, lines: list[str], progress: bool):
    """Yield (tags, tables) per game; tags inherit nothing (each board is explicit)."""
    tags: dict[str, tuple[str, int]] = {}
    tables: list[_Table] = []
    table: _Table | None = None
    boards_total = sum(1 for line in lines if line.lstrip().startswith("[Board"))
    show = progress and boards_total >= 1000
    seen = 0
    for number, raw in enumerate(lines, start=1):
        line = raw.rstrip("\n").rstrip("\r")
        stripped = line.strip()
        if stripped.startswith("%") or stripped.startswith(";"):
            continue
        if not stripped:
            table = None
            continue
        if stripped.startswith("["):
            m = _TAG_RE.match(stripped)
            if m is None:
                raise FileFormatError(f"{stripped[:60]!r}: expected a tag pair like "
                                      '[Board "1"]', path=path, line=number)
            name, value = m.group(1), m.group(2)
            if name == "Board" and "Board" in tags:
                yield tags, tables
                tags, tables = {}, []
                seen += 1
                if show and seen % 100 == 0:
                    _progress(seen, boards_total)
            if name.endswith("Table"):
                table = _Table(name, _columns(value), number)
                tables.append(table)
            else:
                table = None
            tags[name] = (value, number)
            continue
        if stripped.startswith("{"):
            table = None
            continue
        if table is None:
            continue  # section data of sections bridgekit does not read (Auction, Play, ...)
        table.rows.append((number, _tokens(stripped, path, number)))
    if tags or tables:
        yield tags, tables
    if show:
        _progress(boards_total, boards_total)
        print(file=sys.stderr)


def _progress(done: int, total: int) -> None:
    width = 30
    filled = int(width * done / max(total, 1))
    print(f"\rreading boards [{'#' * filled}{'.' * (width - filled)}] {done}/{total}",
          end="", file=sys.stderr, flush=True)


def _cell(value: str | None) -> str:
    return "" if value is None or value in ("-", "?") else value


#: A published number as both PBN and USEBIO files print it (no exponents, no nan/inf).
NUMBER_RE = re.compile(r"[+-]?[0-9]{1,12}(\.[0-9]{1,12})?")


@lru_cache(maxsize=1 << 16)
def _number(value: str):
    """A published number, or NaN when the element is not one (``-``, ``?``, ``x``, ``nan``).

    Published numbers repeat (a file prints the same few MPs and percentages again and
    again): each distinct text is read once."""
    text = _cell(value).lstrip("^")
    return float(text) if NUMBER_RE.fullmatch(text) else np.nan


def _rows_from_table(table: _Table, path: str, expect: set[str]):
    missing = expect - set(table.columns)
    for number, tokens in table.rows:
        if len(tokens) != len(table.columns):
            raise FileFormatError(
                f"{len(tokens)} elements, expected {len(table.columns)} "
                f"({';'.join(table.columns)})", path=path, line=number)
        yield number, dict(zip(table.columns, tokens, strict=True)), missing


def read_pbn(source, *, progress: bool = False, max_bytes: int | None = None) -> pd.DataFrame:
    """Read a PBN results file (a path, bytes or an open file) into a traveller DataFrame.

    Columns: ``board, table, round, ns, ew, contract, declarer, result, lead,
    ns_score, pbn_mp_ns, pbn_mp_ew, pbn_pct_ns, pbn_pct_ew, line`` (``line``: where
    the row is in the file); ``attrs`` holds ``event`` (the first game's tags),
    ``totals`` (the TotalScoreTable's rows, as dicts) and ``byes`` (the bye rows).

    Raises
    ------
    FileFormatError
        Naming the file and line: a tag that is not ``[Name "value"]``, a string
        not closed, a table row with the wrong number of elements, a ScoreTable
        without a Board tag or without pair columns, a file with no ScoreTable.
    """
    name = source_name(source)
    with gc_paused():
        return _read_pbn_text(read_text(source, max_bytes=max_bytes), name, progress)


def _read_pbn_text(text: str, name: str, progress: bool) -> pd.DataFrame:
    lines = text.splitlines()
    found = _Found()
    for tags, tables in _games(name, lines, progress):
        if not found.event:
            found.event = {k: v for k, (v, _) in tags.items()}
        for table in tables:
            if table.name == "TotalScoreTable":
                found.totals = _totals(table, name, found.decimals)
            elif table.name == "ScoreTable":
                _score_table(table, tags, name, found)
    frame = _score_rows(found)
    if frame.empty and not found.byes and found.totals is None:
        raise FileFormatError("no ScoreTable found: expected PBN score tables such as "
                              '[ScoreTable "PairId_NS;PairId_EW;Contract;..."]', path=name,
                              line=len(lines) or 1)
    for column in ("pbn_mp_ns", "pbn_mp_ew", "pbn_pct_ns", "pbn_pct_ew", *_NUMERIC_PUBLISHED):
        if column in frame.columns:
            frame[column] = frame[column].astype(float)
    frame.attrs.update(event=found.event, totals=found.totals, byes=found.byes, path=name,
                       warnings=found.warnings, decimals=found.decimals, format="pbn")
    return frame


@dataclass
class _Found:
    """What reading a PBN file has found so far."""

    tables: list[tuple[int, _Table]] = field(default_factory=list)  # (board, ScoreTable)
    byes: list[dict] = field(default_factory=list)
    warnings: list[dict] = field(default_factory=list)
    decimals: dict[str, int] = field(default_factory=dict)
    published: set[str] = field(default_factory=set)
    totals: list[dict] | None = None
    event: dict[str, str] = field(default_factory=dict)


def _totals(table: _Table, name: str, decimals: dict) -> list[dict]:
    totals = [{k: _cell(v) for k, v in row.items()}
              for _, row, _ in _rows_from_table(table, name, set())]
    for row in totals:
        for key, value in row.items():
            if key.startswith("Total"):
                _note_decimals(decimals, key, value, _number(value))
    return totals


def _score_table(table: _Table, tags: dict, name: str, found: _Found) -> None:
    """One board's ScoreTable: its rows as traveller records (byes kept aside)."""
    if "Board" not in tags:
        raise FileFormatError("a ScoreTable with no [Board] tag before it", path=name,
                              line=table.line)
    board_text, board_line = tags["Board"]
    if not _BOARD_RE.fullmatch(board_text.strip()):
        raise FileFormatError(f"board {board_text!r}: expected a whole number from 1 up",
                              path=name, line=board_line)
    if not {"PairId_NS", "PairId_EW"} <= set(table.columns):
        raise FileFormatError(f"ScoreTable columns {';'.join(table.columns)!r}: need "
                              "PairId_NS and PairId_EW", path=name, line=table.line)
    width = len(table.columns)
    for number, tokens in table.rows:
        if len(tokens) != width:
            raise FileFormatError(f"{len(tokens)} elements, expected {width} "
                                  f"({';'.join(table.columns)})", path=name, line=number)
    found.tables.append((int(board_text), table))


def _score_rows(found: _Found) -> pd.DataFrame:
    """Every ScoreTable's rows as traveller records, read a column at a time (tables with
    the same columns together, each distinct cell read once); byes kept aside."""
    layouts: dict[tuple[str, ...], list] = {}
    for board, table in found.tables:
        if table.rows:
            layouts.setdefault(tuple(table.columns), []).append((board, table))
    parts = [_layout_rows(list(columns), tables, found) for columns, tables in layouts.items()]
    columns = ["board", "table", "round", "ns", "ew", "contract", "declarer", "result", "lead",
               "ns_score", "pbn_mp_ns", "pbn_mp_ew", "pbn_pct_ns", "pbn_pct_ew", "group", "line"]
    columns += [c for c in _PUBLISHED.values() if c in found.published]
    if not parts:
        return pd.DataFrame(columns=columns)
    frame = pd.concat(parts, ignore_index=True).reindex(columns=[*columns, "_bye"])
    if len(parts) > 1:
        frame = frame.sort_values("line", kind="stable", ignore_index=True)
    frame = frame.infer_objects()  # text columns as pandas' own string type, as records give
    bye = frame.pop("_bye").to_numpy(bool)
    found.byes = frame[bye].reset_index(drop=True).to_dict("records")
    found.warnings.sort(key=lambda w: (w["line"], w.pop("_rank")))
    return frame[~bye].reset_index(drop=True)


#: The published numbers every ScoreTable row may carry (PBN column -> traveller column).
_PUBLISHED_NUMBERS = (("MP_NS", "pbn_mp_ns"), ("MP_EW", "pbn_mp_ew"),
                      ("Percentage_NS", "pbn_pct_ns"), ("Percentage_EW", "pbn_pct_ew"))
_TEXT_FIELDS = {"table": "Table", "round": "Round", "ns": "PairId_NS", "ew": "PairId_EW",
                "contract": "Contract", "declarer": "Declarer", "result": "Result",
                "lead": "Lead", "group": "Group"}


def _layout_rows(columns: list[str], tables: list, found: _Found) -> pd.DataFrame:
    """The rows of tables that share ``columns``, column by column."""
    rows = [tokens for _, table in tables for _, tokens in table.rows]
    lines = np.array([n for _, table in tables for n, _ in table.rows], dtype=np.int64)
    position = {c: i for i, c in enumerate(columns)}  # a column named twice: the last
    cells = list(zip(*rows, strict=True))

    def column(name: str, default: str | None) -> np.ndarray:
        if name in position:
            return np.asarray(cells[position[name]], dtype=object)
        return np.full(len(rows), default, dtype=object)

    out = {"board": np.repeat([b for b, _ in tables], [len(t.rows) for _, t in tables])}
    out.update({key: _each(column(pbn, None), _cell) for key, pbn in _TEXT_FIELDS.items()})
    rank = 0
    for pbn, key in _PUBLISHED_NUMBERS:
        out[key] = _numbers(column(pbn, "-"), pbn, key, lines, found, rank)
        rank += 1
    bye = np.zeros(len(rows), dtype=bool)
    for pbn in ("Score_NS", "Score_EW"):
        bye |= _each(column(pbn, None), lambda v: str(v).strip().lower() == "bye").astype(bool)
    out["ns_score"] = _entries([column(c, None) for c in _ENTRY_COLUMNS], bye)
    out["line"] = lines
    for pbn, key in _PUBLISHED.items():
        if pbn not in position:
            continue
        found.published.add(key)
        if key in _NUMERIC_PUBLISHED:
            out[key] = _numbers(column(pbn, "-"), pbn, key, lines, found, rank)
            rank += 1
        else:
            out[key] = _each(column(pbn, None), _cell)
    out["_bye"] = bye
    return pd.DataFrame(out)


def _each(values, fn, dtype=object) -> np.ndarray:
    """``fn`` of each value, worked out once per distinct value (a missing value, None or
    NaN, is given to ``fn`` as None)."""
    codes, uniques = pd.factorize(np.asarray(values, dtype=object), use_na_sentinel=False)
    return np.array([fn(None if u is None or u != u else u) for u in uniques],
                    dtype=dtype)[codes]


def _numbers(values: np.ndarray, pbn: str, key: str, lines: np.ndarray, found: _Found,
             rank: int) -> np.ndarray:
    """A published number column: NaN where a cell is not one (a warning with its line);
    the most decimals printed noted in ``found.decimals``."""
    codes, uniques = pd.factorize(values, use_na_sentinel=False)
    numbers = np.array([_number(u) for u in uniques], dtype=float)
    printed = [decimals_of(u) for u, x in zip(uniques, numbers, strict=True) if x == x]
    if printed:
        found.decimals[key] = max(found.decimals.get(key, 0), *printed)
    bad = np.array([bool(_cell(u)) and x != x for u, x in zip(uniques, numbers, strict=True)],
                   dtype=bool)
    for i in np.flatnonzero(bad[codes]) if bad.any() else ():
        value = values[i]
        found.warnings.append({"line": int(lines[i]), "column": pbn, "value": value,
                               "problem": f"{value!r}: {pbn} should be a number; not used",
                               "_rank": rank})
    return numbers[codes]


#: The ScoreTable columns a row's ``ns_score`` entry is made from (:func:`_ns_entry`).
_ENTRY_COLUMNS = ("Adjusted", "Score_NS", "Score_EW", "Percentage_NS", "Percentage_EW")


def _entries(values: list[np.ndarray], bye: np.ndarray) -> np.ndarray:
    """Each row's ``ns_score`` entry, worked out once per distinct combination of cells."""
    codes = [pd.factorize(v, use_na_sentinel=False)[0] for v in values]
    inverse, rep = _distinct_rows(codes, bye.astype(np.int8))
    entries = []
    for r in rep.tolist():
        row = {c: v[r] for c, v in zip(_ENTRY_COLUMNS, values, strict=True) if v[r] is not None}
        entries.append(_ns_entry(row, bool(bye[r])))
    return np.array(entries, dtype=object)[inverse]


_BOARD_RE = re.compile(r"[0-9]{1,9}")
_CODES = {"A+": 60.0, "A=": 50.0, "A-": 40.0, "AVE+": 60.0, "AVE=": 50.0, "AVE-": 40.0}
#: Published ScoreTable columns kept beside bridgekit's own (PBN name -> column).
_PUBLISHED = {"IMP_NS": "pbn_imp_ns", "IMP_EW": "pbn_imp_ew", "ButlerDatum": "pbn_butler_datum",
              "Section": "section", "Rank": "pbn_rank", "Multiplicity": "multiplicity",
              "Names_NS": "ns_names", "Names_EW": "ew_names"}
_NUMERIC_PUBLISHED = ("pbn_imp_ns", "pbn_imp_ew", "pbn_butler_datum")


@lru_cache(maxsize=1 << 16)
def decimals_of(text: str) -> int:
    """How many decimals a published number was printed with (``28.3`` -> 1)."""
    text = str(text).strip().lstrip("^")
    return len(text.split(".", 1)[1]) if "." in text else 0


def _note_decimals(decimals: dict, key: str, value: str, number: float) -> None:
    if number == number:
        decimals[key] = max(decimals.get(key, 0), decimals_of(value))


def _ns_entry(row: dict[str, str], bye: bool) -> str:
    """The traveller's ``ns_score`` entry for a ScoreTable row (a score, or a ruling's code).

    Each side's own ruling is read from its own column: ``"A+" "A+"`` is average-plus
    to both (A60/60); ``^60 ^60`` (artificial values that are not each other's
    negative) are each side's percentage; ``^-100 ^100`` is an assigned score.
    """
    adjusted = _cell(row.get("Adjusted"))
    if adjusted:
        return adjusted
    if bye:
        return ""
    ns, ew = _cell(row.get("Score_NS")), _cell(row.get("Score_EW"))
    ns_code, ew_code = _CODES.get(ns.upper()), _CODES.get(ew.upper())
    if ns_code is not None and ew_code is not None:
        return f"A{ns_code:g}/{ew_code:g}"
    if ns_code is not None:
        return f"A{ns_code:g}/{100 - ns_code:g}"
    if ew_code is not None:
        return f"A{100 - ew_code:g}/{ew_code:g}"
    if ns.startswith("^") and ew.startswith("^"):
        a, b = _number(ns), _number(ew)
        if not (a == -b):
            return f"A{ns[1:]}/{ew[1:]}"
    if ns:
        return ns.lstrip("^")
    if ew:
        text = ew.lstrip("^")
        return text[1:] if text.startswith("-") else f"-{text}" if text != "0" else "0"
    pct_ns, pct_ew = str(row.get("Percentage_NS", "-")), str(row.get("Percentage_EW", "-"))
    if pct_ns.startswith("^"):
        return f"A{pct_ns[1:]}/{pct_ew.lstrip('^')}"
    return ""


_CONTROL_RE = re.compile(r"[\x00-\x1f\x7f]")


class _Unwritable(ValueError):
    """A value PBN cannot hold (PBN 2.1 strings are printing characters only)."""


def _quote(value: str) -> str:
    """A PBN string token: quotes around, ``\\`` and ``\"`` escaped, control characters refused."""
    m = _CONTROL_RE.search(value)
    if m:
        raise _Unwritable(f"{value!r}: PBN strings hold printing characters only, not "
                          f"{m.group()!r} (a line break or control character)")
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _token(value: str) -> str:
    """A table element: ``-`` for nothing, else a quoted string."""
    return "-" if value in ("", "-") else _quote(value)


def _fmt(value, digits: int = 2) -> str:
    if value is None or (isinstance(value, float) and np.isnan(value)):
        return "-"
    return f"{value:.{digits}f}".rstrip("0").rstrip(".") if isinstance(value, float) \
        else str(value)


def write_pbn(df: pd.DataFrame, path: str | os.PathLike, *, method: Method = "neuberg",
              scale: Scale = "ebu", event: str = "bridgekit event") -> None:
    """Write a traveller as a PBN results file: a ScoreTable per board, a TotalScoreTable.

    The event is scored with :func:`bridgekit.score_event` first, so the file
    carries bridgekit's matchpoints and percentages. Rows in error are left out
    (see :func:`bridgekit.validate_traveller`). Every text element (pairs, table,
    round, lead, names, group) is written as a quoted PBN string; a value holding a
    line break or another control character cannot be a PBN string and is refused
    with the row it is on. Written whole or not at all.

    Raises
    ------
    FileFormatError
        A value PBN cannot hold, naming its row and column.
    """
    name = os.fspath(path)
    scored, canon = scored_and_canonical(df, method=method, scale=scale)
    keep = scored.ns_mp.notna().to_numpy()
    good = scored[keep]
    canon = canon[keep]
    texts = {c: _text_column(good, c, name) for c in _TEXT_COLUMNS}
    header = list(_HEADER)
    with_group = texts["group"].any()
    names = [c for c in ("ns_names", "ew_names") if c in good.columns]
    cells = _score_cells(good, canon, texts)
    if with_group:
        header.append(("Group", "L"))
        cells.append(texts["group"].tokens())
    for column in names:
        header.append(({"ns_names": "Names_NS", "ew_names": "Names_EW"}[column], "L"))
        cells.append(texts[column].tokens())
    lines = ["% PBN 2.1", "% EXPORT", "% written by bridgekit", ""]
    try:
        event_tag = f"[Event {_quote(str(event))}]"
        totals = _totals_text(rank_pairs(good)) if len(good) else []
    except _Unwritable as exc:
        raise FileFormatError(str(exc), path=name) from None
    scoring = "MatchPoints;MP1" if scale == "ebu" else "MatchPoints"
    board_values = good["board"].to_numpy()
    order = np.argsort(board_values, kind="stable")
    bounds = np.flatnonzero(np.r_[True, board_values[order][1:] != board_values[order][:-1],
                                  True])
    tables = _table_lines("ScoreTable", header, [c[order] for c in cells], bounds)
    for k, table in enumerate(tables):
        board = int(board_values[order[bounds[k]]])
        lines += [event_tag, f'[Board "{board}"]', f'[Dealer "{board_dealer(board)}"]',
                  f'[Vulnerable "{_VUL_NAMES[str(board_vulnerability(board))]}"]',
                  f'[Scoring "{scoring}"]']
        if k == 0:
            lines += totals
        lines += table
        lines.append("")
    atomic_write_text(path, "\n".join(lines) + "\n")


def _table_lines(name: str, header: list[tuple[str, str]], columns: list[np.ndarray],
                 bounds: np.ndarray) -> list[list[str]]:
    """Many tables at once (rows ``bounds[k]:bounds[k + 1]`` of ``columns`` are table k), each
    column padded to its own table's widest cell: whole columns padded and joined by numpy's
    string functions, no Python loop per cell."""
    starts, counts = bounds[:-1], np.diff(bounds)
    widths = [np.maximum(np.maximum.reduceat(np.strings.str_len(c), starts), 1)
              if len(c) else np.ones(len(starts), dtype=np.int64) for c in columns]
    parts = []
    for i, (column, width, (_, align)) in enumerate(zip(columns, widths, header, strict=True)):
        pad = np.strings.ljust if align == "L" else np.strings.rjust
        parts.append(pad(column, np.repeat(width, counts)) if len(column) else column)
        if i < len(columns) - 1:
            parts[-1] = np.strings.add(parts[-1], " ")
    while len(parts) > 1:  # joined in pairs, so no cell is copied more than a few times
        parts = [np.strings.add(a, b) for a, b in zip(parts[::2], parts[1::2], strict=False)] \
            + ([parts[-1]] if len(parts) % 2 else [])
    rows = np.strings.rstrip(parts[0]).tolist() if parts else []
    specs = None  # each table's column specs ("Name\\<width><L|R>", ";"-joined), made whole
    for (col, align), width in zip(header, widths, strict=True):
        spec = np.strings.add(np.strings.add(f"{col}\\", width.astype(str)), align)
        specs = spec if specs is None else np.strings.add(np.strings.add(specs, ";"), spec)
    names = specs.tolist() if specs is not None else [""] * len(starts)
    return [[f'[{name} "{spec}"]', *rows[a:b]] for spec, a, b in
            zip(names, bounds[:-1].tolist(), bounds[1:].tolist(), strict=True)]


_HEADER = [("Table", "R"), ("Round", "R"), ("PairId_NS", "R"), ("PairId_EW", "R"),
           ("Contract", "L"), ("Declarer", "R"), ("Result", "R"), ("Lead", "L"),
           ("Score_NS", "R"), ("Score_EW", "R"), ("MP_NS", "R"), ("MP_EW", "R"),
           ("Percentage_NS", "R"), ("Percentage_EW", "R"), ("Adjusted", "L")]
_TEXT_COLUMNS = ("table", "round", "ns", "ew", "lead", "group", "ns_names", "ew_names")


@dataclass(frozen=True)
class _TextColumn:
    """A text column as each row's code into its distinct texts (the last text is "", which
    blank rows point at): each text is quoted or checked once, not once per row."""

    codes: np.ndarray
    texts: np.ndarray

    def any(self) -> bool:
        """Whether any row holds text."""
        return bool((self.texts != "")[self.codes].any())

    def tokens(self, fn=None) -> np.ndarray:
        """``fn`` (default: the PBN element, ``-`` or a quoted string) of each row's text."""
        return np.array([(fn or _token)(t) for t in self.texts], dtype=_TEXT)[self.codes]


def _text_column(frame: pd.DataFrame, column: str, path: str) -> _TextColumn:
    """A text column as stripped strings ("" for blank, ``-`` or NaN; 10.0 as "10"),
    checked for characters PBN strings cannot hold."""
    if column not in frame.columns:
        return _TextColumn(np.zeros(len(frame), dtype=np.intp), np.array([""], dtype=object))
    codes, uniques = pd.factorize(frame[column], use_na_sentinel=True)
    text = np.array([_plain(u) for u in uniques] + [""], dtype=object)
    for i, value in enumerate(text[:-1]):
        m = _CONTROL_RE.search(value)
        if m:
            row = frame.index[np.flatnonzero(codes == i)[0]]
            raise FileFormatError(f"row {row!r}, column {column!r}: {value!r} holds "
                                  f"{m.group()!r}; PBN strings hold printing characters only "
                                  "(no line breaks)", path=path)
    return _TextColumn(codes, text)


def _plain(value) -> str:
    text = cell_text(value)
    return "" if text == "-" else text


_TEXT = np.str_  # fixed-width: taking rows is a copy of bytes


def _each_distinct(values, fn) -> np.ndarray:
    """:func:`_each`, as a numpy string array."""
    return _each(values, fn, dtype=_TEXT)


def _fmt_column(values: np.ndarray, prefix: np.ndarray | None = None) -> np.ndarray:
    """Numbers as the file prints them, each distinct value formatted once."""
    inverse, uniques = pd.factorize(np.asarray(values, dtype=float), use_na_sentinel=False)
    out = np.array([_fmt(float(v)) for v in uniques], dtype=_TEXT)[inverse]
    if prefix is not None:
        out = np.where(np.asarray(prefix, dtype=bool) & (out != "-"),
                       np.strings.add("^", out), out)
    return out


def _score_cells(good: pd.DataFrame, canon: pd.DataFrame, texts: dict) -> list[np.ndarray]:
    """The ScoreTable's standard columns, one array of tokens per column."""
    artificial = (canon["entry"] != "").to_numpy()
    score = canon["ns_score"].to_numpy(float)
    contract = canon["contract"].to_numpy(object)
    tricks = canon["tricks"].to_numpy()

    def unless_artificial(values: np.ndarray) -> np.ndarray:
        return np.where(artificial, "-", values).astype(_TEXT)

    score_ns = _each_distinct(np.where(score >= 0, score, np.nan),
                              lambda x: "-" if x is None else _quote(f"{x:g}"))
    score_ew = _each_distinct(np.where(score < 0, -score, np.nan),
                              lambda x: "-" if x is None else _quote(f"{x:g}"))
    played = (tricks >= 0) & (contract != "Pass")
    result = np.where(played, np.where(played, tricks, 0).astype(str), "-")
    return [
        texts["table"].tokens(), texts["round"].tokens(),
        texts["ns"].tokens(lambda v: _quote(v or "-")),
        texts["ew"].tokens(lambda v: _quote(v or "-")),
        unless_artificial(_each_distinct(contract, lambda c: c or "-")),
        unless_artificial(_each_distinct(canon["declarer"], lambda d: d or "-")),
        unless_artificial(result), unless_artificial(texts["lead"].tokens()),
        unless_artificial(score_ns), unless_artificial(score_ew),
        _fmt_column(good["ns_mp"].to_numpy()), _fmt_column(good["ew_mp"].to_numpy()),
        _fmt_column(good["ns_pct"].to_numpy(), artificial),
        _fmt_column(good["ew_pct"].to_numpy(), artificial),
        np.where(artificial, _each_distinct(canon["entry"], lambda e: _quote(e) if e else "-"),
                 "-").astype(_TEXT),
    ]


def _totals_text(ranks: pd.DataFrame) -> list[str]:
    header = [("Rank", "R"), ("PairId", "R"), ("Direction", "R"), ("TotalScoreMP", "R"),
              ("TotalPercentage", "R"), ("NrBoards", "R")]
    rows = []
    for r in ranks.itertuples(index=False):
        direction = {"NS": '"N-S"', "EW": '"E-W"'}.get(r.direction, "-")
        rows.append([str(r.rank).rstrip("="), _quote(str(r.pair)), direction,
                     f"{r.total:.2f}", f"{r.pct:.2f}", str(r.boards)])
    columns = [np.array(column, dtype=_TEXT) for column in zip(*rows, strict=True)] if rows \
        else [np.array([], dtype=_TEXT)] * len(header)
    return _table_lines("TotalScoreTable", header, columns, np.array([0, len(rows)]))[0]
