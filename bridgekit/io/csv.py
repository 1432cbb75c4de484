"""The traveller as CSV: one row per result, the columns of :mod:`bridgekit.pairs.traveller`.

A header line names the columns; ``board`` and either ``contract`` (with
``declarer`` and ``result``) or ``ns_score`` are required, the rest optional.
Text cells are read as text (``=`` and ``+1`` stay results, ``A60/40`` an
adjusted score); empty cells stay empty. Line endings may be LF, CRLF or CR
alone (older Excel); the encoding is found as :mod:`bridgekit.io._files` says.

Written cells that a spreadsheet would run as a formula (text of two or more
characters starting with ``=``, ``+``, ``-`` or ``@``, or any starting with a tab
or carriage return, that is not a number) get a leading ``'``, as OWASP's rule
for CSV injection says; the reader takes that ``'`` off again, so what is
written reads back equal. Numbers such as ``-50`` and results such as ``+1``
stay as they are.
"""

from __future__ import annotations

import csv
import io
import os
import re

import numpy as np
import pandas as pd

from bridgekit.errors import FileFormatError
from bridgekit.io._files import atomic_write_text, gc_paused, read_text, source_name, text_stream

__all__ = ["read_traveller_csv", "traveller_csv_text", "write_traveller_csv"]

#: The longest cell the reader takes (the csv module's own limit).
MAX_CSV_CELL = 131_072
_NUMBER = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?")
_RISKY_START = ("=", "+", "-", "@")
_BOARD = re.compile(r"[0-9]{1,9}")


def read_traveller_csv(source, *, max_bytes: int | None = None) -> pd.DataFrame:
    """Read a traveller CSV from a path, bytes or an open file.

    Raises
    ------
    FileFormatError
        Naming the file and line: no header, a column named twice, a missing
        required column, a row with the wrong number of cells, a quote that is
        never closed, a cell over :data:`MAX_CSV_CELL` characters. Bad values in
        good rows (a contract that cannot be read, a board number that is not
        one) are not format errors: :func:`bridgekit.validate_traveller` reports
        them with their rows.
    """
    name = source_name(source)
    text = read_text(source, max_bytes=max_bytes)
    with gc_paused():
        return _frame(text, name)


def _frame(text: str, name: str) -> pd.DataFrame:
    read = _plain_columns(text, name)
    if read is None:
        read = _record_columns(text, name)
    header, columns, lines = read
    frame = pd.DataFrame({column: pd.Series(clean[codes], dtype=object)
                          for column, (codes, clean) in zip(header, columns, strict=True)})
    # whole board numbers become integers; anything else stays as typed, for
    # validate_traveller to report with its row
    codes, clean = columns[header.index("board")]
    if len(frame) and all(_BOARD.fullmatch(b) for b in clean[:-1]):
        frame["board"] = np.array([int(b) for b in clean[:-1]] + [0], dtype=np.int64)[codes]
    if lines is not None:  # only when a record spans lines or is skipped
        frame.attrs["lines"] = tuple(lines)
    frame.attrs["path"] = name
    frame.attrs["format"] = "csv"
    return frame


def _check_header(first: list[str], name: str) -> list[str]:
    """The header's column names, or the FileFormatError that says what is wrong with it."""
    if not any(cell.strip() for cell in first):
        raise FileFormatError("no header line: expected column names such as "
                              "board,ns,ew,contract,declarer,result", path=name, line=1)
    header = [c.strip() for c in first]
    repeated = sorted({c for c in header if header.count(c) > 1})
    if repeated:
        raise FileFormatError(f"header names {', '.join(map(repr, repeated))} more than once: "
                              "each column once", path=name, line=1)
    if "board" not in header:
        raise FileFormatError(f"header {','.join(header)!r} has no 'board' column", path=name,
                              line=1)
    if "contract" not in header and "ns_score" not in header:
        raise FileFormatError(f"header {','.join(header)!r} needs 'contract' (with declarer and "
                              "result) or 'ns_score'", path=name, line=1)
    return header


def _plain_columns(text: str, name: str):
    """A file of one record a line (no quote, no carriage return, no blank line) read by
    pandas' C reader, after one numpy pass over its bytes has checked every line's cell
    count; None for any other file (:func:`_record_columns` reads it)."""
    if '"' in text or "\r" in text:
        return None
    try:
        data = np.frombuffer(text.encode("utf-8"), dtype=np.uint8)
    except UnicodeEncodeError:
        return None
    ends = np.flatnonzero(data == ord("\n"))
    if len(data) and data[-1] != ord("\n"):
        ends = np.append(ends, len(data))
    starts = np.concatenate(([0], ends[:-1] + 1))
    if len(ends) < 2 or (ends == starts).any() or (ends - starts).max() > MAX_CSV_CELL:
        return None
    # commas before each line's end, less those before the line before's end
    commas = np.diff(np.searchsorted(np.flatnonzero(data == ord(",")), ends), prepend=0)
    header = _check_header(text[:text.index("\n")].split(","), name)
    wrong = np.flatnonzero(commas != len(header) - 1)
    if len(wrong):
        raise FileFormatError(f"{commas[wrong[0]] + 1} cells, expected {len(header)} "
                              f"({','.join(header)})", path=name, line=int(wrong[0]) + 1)
    table = pd.read_csv(io.StringIO(text), header=None, skiprows=1, names=header,
                        dtype=object, keep_default_na=False, na_filter=False, quoting=3)
    return header, [_clean(table[c]) for c in header], None


def _record_columns(text: str, name: str):
    """Any other file, record by record through the csv module."""
    rows, lines = _rows(text, name)
    header = _check_header(rows[0] if rows else [], name)
    width = len(header)
    wrong = next((i for i, row in enumerate(rows) if row and len(row) != width), None)
    if wrong is not None:
        raise FileFormatError(f"{len(rows[wrong])} cells, expected {width} "
                              f"({','.join(header)})", path=name, line=lines[wrong])
    kept = [(r, line) for r, line in zip(rows[1:], lines[1:], strict=True) if r]
    cells = list(zip(*(r for r, _ in kept), strict=True)) or [()] * width
    kept_lines = [line for _, line in kept]
    same = kept_lines == list(range(2, len(kept_lines) + 2))
    return header, [_clean(values) for values in cells], None if same else kept_lines


def _clean(values) -> tuple[np.ndarray, np.ndarray]:
    """A column's cells as codes into its distinct cells, unescaped and stripped (each
    distinct cell cleaned once; the extra last entry is a blank)."""
    codes, uniques = pd.factorize(np.asarray(values, dtype=object))
    return codes, np.array([_unescape(u).strip() for u in uniques] + [""], dtype=object)


def _rows(text: str, name: str) -> tuple[list[list[str]], list[int]]:
    """Every CSV record and the line it starts on, through the csv module, which finds the
    problems (plain files have gone to :func:`_plain_columns` first)."""
    reader = csv.reader(text_stream(text), strict=True)
    rows, lines = [], []
    start = 1
    try:
        for row in reader:
            rows.append(row)
            lines.append(start)
            start = reader.line_num + 1
    except csv.Error as exc:
        problem = str(exc)
        if "field larger than field limit" in problem:
            problem = f"a cell longer than {MAX_CSV_CELL} characters"
        elif "unexpected end of data" in problem or "EOF" in problem:
            problem = "a quote opened here is never closed"
        raise FileFormatError(problem, path=name, line=start) from None
    return rows, lines


def _unescape(cell: str) -> str:
    """Take off the ``'`` the writer puts before a formula-like cell."""
    if len(cell) >= 2 and cell[0] == "'" and _risky(cell[1:]):
        return cell[1:]
    return cell


def _risky(cell: str) -> bool:
    if not cell:
        return False
    if cell[0] in "\t\r" or cell[0] == "'":
        return True
    return len(cell) >= 2 and cell[0] in _RISKY_START and not _NUMBER.fullmatch(cell)


def _escape(value):
    if isinstance(value, str) and _risky(value):
        return "'" + value
    return value


def traveller_csv_text(df: pd.DataFrame) -> str:
    """A traveller (or a scored event) as CSV text, formula-like cells escaped (module doc)."""
    out = df.copy(deep=False)
    for i, dtype in enumerate(out.dtypes):
        if pd.api.types.is_object_dtype(dtype) or pd.api.types.is_string_dtype(dtype):
            column = out.iloc[:, i]
            codes, uniques = pd.factorize(column.astype(object), use_na_sentinel=True)
            escaped = [_escape(u) for u in uniques]
            if all(e is u for e, u in zip(escaped, uniques, strict=True)):
                continue  # nothing in this column looks like a formula: written as it is
            out.isetitem(i, pd.Series(np.array([*escaped, None], dtype=object)[codes],
                                      index=out.index, dtype=object))
    return out.to_csv(index=False)


def write_traveller_csv(df: pd.DataFrame, path: str | os.PathLike) -> None:
    """Write a traveller (or a scored event) as CSV, whole or not at all.

    Text that a spreadsheet would run as a formula is written with a leading
    ``'`` (see the module docstring).
    """
    atomic_write_text(path, traveller_csv_text(df))
