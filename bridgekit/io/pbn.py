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

import numpy as np
import pandas as pd

from bridgekit.adjusted import ArtificialScore
from bridgekit.board import board_dealer, board_vulnerability
from bridgekit.errors import FileFormatError
from bridgekit.io._files import atomic_write_text, read_text
from bridgekit.traveller import rank_pairs, scored_and_canonical

__all__ = ["read_pbn", "write_pbn"]

_TAG_RE = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*(?:;.*)?$')
_TOKEN_RE = re.compile(r'"((?:[^"\\]|\\.)*)"|(\S+)')
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
    out = []
    pos = 0
    text = text.strip()
    while pos < len(text):
        if text[pos].isspace():
            pos += 1
            continue
        m = _TOKEN_RE.match(text, pos)
        if m is None or (text[pos] == '"' and m.group(1) is None):
            raise FileFormatError("a string is not closed: expected a closing '\"'", path=path,
                                  line=number)
        value = m.group(1)
        out.append(value.replace('\\"', '"').replace("\\\\", "\\") if value is not None
                   else m.group(2))
        pos = m.end()
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


def _number(value: str):
    text = _cell(value).lstrip("^")
    try:
        return float(text)
    except ValueError:
        return np.nan


def _rows_from_table(table: _Table, path: str, expect: set[str]):
    missing = expect - set(table.columns)
    for number, tokens in table.rows:
        if len(tokens) != len(table.columns):
            raise FileFormatError(
                f"{len(tokens)} elements, expected {len(table.columns)} "
                f"({';'.join(table.columns)})", path=path, line=number)
        yield number, dict(zip(table.columns, tokens, strict=True)), missing


def read_pbn(path: str | os.PathLike, *, progress: bool = False) -> pd.DataFrame:
    """Read a PBN results file into a traveller DataFrame.

    Columns: ``board, table, round, ns, ew, contract, declarer, result, lead,
    ns_score, pbn_mp_ns, pbn_mp_ew, pbn_pct_ns, pbn_pct_ew, line`` (``line``: where
    the row is in the file); ``attrs`` holds ``event`` (the first game's tags),
    ``totals`` (the TotalScoreTable's rows, as dicts) and ``byes`` (the bye rows).

    Raises
    ------
    FileFormatError
        Naming the file and line: a tag that is not ``[Name "value"]``, a string
        not closed, a table row with the wrong number of elements, a ScoreTable
        without a Board tag or without pair columns.
    """
    name = os.fspath(path)
    lines = read_text(path).splitlines()
    records, byes = [], []
    totals = None
    event: dict[str, str] = {}
    for tags, tables in _games(name, lines, progress):
        if not event:
            event = {k: v for k, (v, _) in tags.items()}
        for table in tables:
            if table.name == "TotalScoreTable":
                totals = [{k: _cell(v) for k, v in row.items()}
                          for _, row, _ in _rows_from_table(table, name, set())]
            if table.name != "ScoreTable":
                continue
            if "Board" not in tags:
                raise FileFormatError("a ScoreTable with no [Board] tag before it", path=name,
                                      line=table.line)
            board_text, board_line = tags["Board"]
            if not board_text.strip().isdigit():
                raise FileFormatError(f"board {board_text!r}: expected a whole number from 1 up",
                                      path=name, line=board_line)
            if not {"PairId_NS", "PairId_EW"} <= set(table.columns):
                raise FileFormatError(f"ScoreTable columns {';'.join(table.columns)!r}: need "
                                      "PairId_NS and PairId_EW", path=name, line=table.line)
            board = int(board_text)
            for number, row, _ in _rows_from_table(table, name, set()):
                records_or_bye = _record(board, row, number)
                (byes if records_or_bye.pop("_bye") else records).append(records_or_bye)
    columns = ["board", "table", "round", "ns", "ew", "contract", "declarer", "result", "lead",
               "ns_score", "pbn_mp_ns", "pbn_mp_ew", "pbn_pct_ns", "pbn_pct_ew", "group", "line"]
    frame = pd.DataFrame(records, columns=columns)
    for column in ("pbn_mp_ns", "pbn_mp_ew", "pbn_pct_ns", "pbn_pct_ew"):
        frame[column] = frame[column].astype(float)
    frame.attrs["event"] = event
    frame.attrs["totals"] = totals
    frame.attrs["byes"] = byes
    frame.attrs["path"] = name
    return frame


def _record(board: int, row: dict[str, str], line: int) -> dict:
    score_ns = row.get("Score_NS")
    score_ew = row.get("Score_EW")
    bye = any(str(v).strip().lower() == "bye" for v in (score_ns, score_ew))
    ns_score = ""
    if _cell(score_ns):
        ns_score = _cell(score_ns).lstrip("^")
    elif _cell(score_ew) and not bye:
        text = _cell(score_ew).lstrip("^")
        ns_score = text[1:] if text.startswith("-") else f"-{text}" if text != "0" else "0"
    pct_ns, pct_ew = row.get("Percentage_NS", "-"), row.get("Percentage_EW", "-")
    adjusted = _cell(row.get("Adjusted"))
    if adjusted:
        ns_score = adjusted
    elif not ns_score and not bye and str(pct_ns).startswith("^"):
        ns_score = str(ArtificialScore(_number(pct_ns), _number(pct_ew)))
    return {
        "_bye": bye, "board": board, "table": _cell(row.get("Table")),
        "round": _cell(row.get("Round")), "ns": _cell(row.get("PairId_NS")),
        "ew": _cell(row.get("PairId_EW")), "contract": _cell(row.get("Contract")),
        "declarer": _cell(row.get("Declarer")), "result": _cell(row.get("Result")),
        "lead": _cell(row.get("Lead")), "ns_score": ns_score,
        "pbn_mp_ns": _number(row.get("MP_NS", "-")), "pbn_mp_ew": _number(row.get("MP_EW", "-")),
        "pbn_pct_ns": _number(pct_ns), "pbn_pct_ew": _number(pct_ew),
        "group": _cell(row.get("Group")), "line": line,
    }


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _table_text(name: str, header: list[tuple[str, str]], rows: list[list[str]]) -> list[str]:
    widths = [max([len(v) for v in col] + [1]) for col in zip(*rows, strict=True)] if rows \
        else [1] * len(header)
    spec = ";".join(f"{col}\\{w}{align}" for (col, align), w in zip(header, widths, strict=True))
    lines = [f'[{name} "{spec}"]']
    for row in rows:
        cells = [v.ljust(w) if align == "L" else v.rjust(w)
                 for v, w, (_, align) in zip(row, widths, header, strict=True)]
        lines.append(" ".join(cells).rstrip())
    return lines


def _fmt(value, digits: int = 2) -> str:
    if value is None or (isinstance(value, float) and np.isnan(value)):
        return "-"
    return f"{value:.{digits}f}".rstrip("0").rstrip(".") if isinstance(value, float) \
        else str(value)


def write_pbn(df: pd.DataFrame, path: str | os.PathLike, *, method: str = "neuberg",
              scale: str = "ebu", event: str = "bridgekit event") -> None:
    """Write a traveller as a PBN results file: a ScoreTable per board, a TotalScoreTable.

    The event is scored with :func:`bridgekit.score_event` first, so the file
    carries bridgekit's matchpoints and percentages. Rows in error are left out
    (see :func:`bridgekit.validate_traveller`). Written whole or not at all.
    """
    scored, canon = scored_and_canonical(df, method=method, scale=scale)
    keep = scored.ns_mp.notna().to_numpy()
    good = scored[keep]
    canon = canon[keep]
    lines = ["% PBN 2.1", "% EXPORT", "% written by bridgekit", ""]
    header = [("Table", "R"), ("Round", "R"), ("PairId_NS", "R"), ("PairId_EW", "R"),
              ("Contract", "L"), ("Declarer", "R"), ("Result", "R"), ("Lead", "L"),
              ("Score_NS", "R"), ("Score_EW", "R"), ("MP_NS", "R"), ("MP_EW", "R"),
              ("Percentage_NS", "R"), ("Percentage_EW", "R"), ("Adjusted", "L")]
    with_group = "group" in df.columns and (df["group"].astype("string").fillna("").str.strip()
                                            != "").any()
    if with_group:
        header.append(("Group", "L"))
    ranks = rank_pairs(good) if len(good) else None
    first = True
    for board, rows in good.groupby("board", sort=True):
        board = int(board)
        lines += [f'[Event "{event}"]', f'[Board "{board}"]',
                  f'[Dealer "{board_dealer(board)}"]',
                  f'[Vulnerable "{_VUL_NAMES[str(board_vulnerability(board))]}"]',
                  f'[Scoring "{"MatchPoints;MP1" if scale == "ebu" else "MatchPoints"}"]']
        if first and ranks is not None:
            lines += _totals_text(ranks)
            first = False
        table_rows = [_score_row(rows.loc[i], canon.loc[i], with_group) for i in rows.index]
        lines += _table_text("ScoreTable", header, table_rows)
        lines.append("")
    atomic_write_text(path, "\n".join(lines) + "\n")


def _totals_text(ranks: pd.DataFrame) -> list[str]:
    header = [("Rank", "R"), ("PairId", "R"), ("Direction", "R"), ("TotalScoreMP", "R"),
              ("TotalPercentage", "R"), ("NrBoards", "R")]
    rows = []
    for r in ranks.itertuples(index=False):
        direction = {"NS": '"N-S"', "EW": '"E-W"'}.get(r.direction, "-")
        rows.append([str(r.rank).rstrip("="), _quote(str(r.pair)), direction,
                     f"{r.total:.2f}", f"{r.pct:.2f}", str(r.boards)])
    return _table_text("TotalScoreTable", header, rows)


def _text(row: pd.Series, column: str) -> str:
    value = row.get(column, "")
    if value is None or (not isinstance(value, str) and pd.isna(value)):
        return "-"
    text = str(value).strip()
    if isinstance(value, float) and value.is_integer():
        text = str(int(value))
    return text or "-"


def _score_row(r: pd.Series, c: pd.Series, with_group: bool) -> list[str]:
    artificial = bool(c.entry)
    if artificial:
        contract = declarer = result = lead = score_ns = score_ew = "-"
    else:
        score = float(c.ns_score)
        score_ns = _quote(f"{score:g}") if score >= 0 else "-"
        score_ew = _quote(f"{-score:g}") if score < 0 else "-"
        contract = c.contract or "-"
        declarer = c.declarer or "-"
        result = str(int(c.tricks)) if c.tricks >= 0 and c.contract != "Pass" else "-"
        lead = _text(r, "lead")
    prefix = "^" if artificial else ""
    row = [
        _text(r, "table"), _text(r, "round"), _quote(_text(r, "ns")), _quote(_text(r, "ew")),
        contract, declarer, result, lead, score_ns, score_ew, _fmt(r.ns_mp), _fmt(r.ew_mp),
        prefix + _fmt(r.ns_pct), prefix + _fmt(r.ew_pct),
        _quote(c.entry) if artificial else "-",
    ]
    if with_group:
        group = _text(r, "group")
        row.append(_quote(group) if group != "-" else "-")
    return row
