"""The traveller as CSV: one row per result, the columns of :mod:`bridgekit.pairs.traveller`.

A header line names the columns; ``board`` and either ``contract`` (with
``declarer`` and ``result``) or ``ns_score`` are required, the rest optional.
Text cells are read as text (``=`` and ``+1`` stay results, ``A60/40`` an
adjusted score); empty cells stay empty, and spaces around a cell are dropped.
Line endings may be LF, CRLF or CR alone (older Excel); a quoted cell keeps the
line breaks inside it as they are. The encoding is found as
:mod:`bridgekit.io._files` says. A file with a header and no results reads as
an empty table with the header's columns.

Written cells that a spreadsheet would run as a formula (text of two or more
characters starting with ``=``, ``+``, ``-`` or ``@``, spaces and quotes
before it allowed, that is not a number, or any starting with a tab or carriage return)
get a leading ``'``, as OWASP's rule for CSV injection says. Numbers such as
``-50`` and results such as ``=`` and ``+1`` stay as they are. The rule is the
same for every column whatever its dtype (object, string, categorical, numbers)
and for the column names. A spreadsheet may split a line at a ``;`` (the list
separator across most of Europe) or a tab instead of at a ``,``, or at a line
break inside a quoted cell, and then the text after each of these is a cell of
its own, and a line with no such break is one cell: so the text after a ``,``,
``;``, tab or line break inside a cell, and a first-column cell, gets the ``'``
if it starts with one of the four signs at all (``x;=1+1`` is written
``"x;'=1+1"``, a first-column ``-50`` ``'-50``). Any cell holding a ``,``,
``;``, tab, quote or line break of any kind (CR, LF, U+2028 ...) is quoted,
quotes doubled. A ``'`` already standing where the writer would put one gets a
second, so the reader takes every added ``'`` off again and no other: a
written text reads back as it was, less the spaces around the cell, which the
reader drops (``" =1 "`` reads back ``"=1"``). A NUL character is refused: a
file holding one is not text.

Examples
--------
>>> import pandas as pd
>>> df = pd.DataFrame({"board": [1], "ns_score": ["x;=1+1"], "=HYPERLINK(1)": ["-"]})
>>> print(traveller_csv_text(df), end="")
board,ns_score,'=HYPERLINK(1)
1,"x;'=1+1",-
>>> back = read_traveller_csv(traveller_csv_text(df).encode())
>>> back.columns.tolist(), back.loc[0, "ns_score"]
(['board', 'ns_score', '=HYPERLINK(1)'], 'x;=1+1')
"""

from __future__ import annotations

import csv
import dataclasses
import io
import os
import re
from collections import Counter

import numpy as np
import pandas as pd
from numpy.typing import ArrayLike

from bridgekit.errors import FileFormatError, OptionError
from bridgekit.format import decimals_of
from bridgekit.io._files import atomic_write_text, factorized_cells, gc_paused, read_text, source_name
from bridgekit.settings import Settings

#: A published number's column, as bridgekit's readers name them (``pbn_mp_ns``,
#: ``usebio_cross_imp_ew``, ``usebio_butler_ns``, ``usebio_datum``): written with the
#: decimals it was printed with, and read back knowing them (``attrs["decimals"]``), so
#: that a number is compared as it was printed.
_PUBLISHED = re.compile(r"[a-z]+_(mp|pct|imp|cross_imp|butler)_(ns|ew)|[a-z]+_(butler_)?datum")

#: The columns that state how the event is scored, one value on every row: the fields of
#: :class:`bridgekit.settings.Settings` (a CSV has no other place for them).
SETTING_COLUMNS = tuple(f.name for f in dataclasses.fields(Settings))

__all__ = ["read_traveller_csv", "traveller_csv_text", "write_traveller_csv"]

#: The longest cell the reader takes (the csv module's own limit).
MAX_CSV_CELL = 131_072
_NUMBER = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?")
_RISKY_START = ("=", "+", "-", "@")
#: Where a spreadsheet may start a new cell or row: the list separators ``,`` and ``;``,
#: tab, and every line break (those of :meth:`str.splitlines`).
_BREAKS = ",;\t\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
_BREAK_SPLIT = re.compile(f"([{re.escape(_BREAKS)}])")
_NEEDS_QUOTES = re.compile(f'[{re.escape(_BREAKS)}"]')
_BOARD = re.compile(r"[0-9]{1,9}")
#: Above this many columns a plain file is split in Python rather than by pandas' reader.
_WIDE = 1_000

#: A file's header, its cells (one row a record) and each record's line (None: line i + 2).
_Columns = tuple[list[str], np.ndarray, list[int] | None]


def read_traveller_csv(source: object, *, max_bytes: int | None = None) -> pd.DataFrame:
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
    header, cells, lines = _plain_columns(text, name) or _record_columns(text, name)
    # the whole table at once (each distinct cell cleaned once), however wide it is
    codes, clean = _clean(cells.ravel())
    table = clean[codes].reshape(cells.shape)
    codes, clean = _clean(cells[:, 0], first=True)  # the first column's own rule
    table[:, 0] = clean[codes]
    frame = pd.DataFrame(table, columns=pd.Index(header, dtype=object), dtype=object,
                         copy=False)
    # whole board numbers become integers; anything else stays as typed, for
    # validate_traveller to report with its row
    codes, boards = pd.factorize(table[:, header.index("board")])
    if len(frame) and all(_BOARD.fullmatch(b) for b in boards):
        frame["board"] = np.array([int(b) for b in boards], dtype=np.int64)[codes]
    if lines is not None:  # only when a record spans lines or is skipped
        frame.attrs["lines"] = tuple(lines)
    frame.attrs.update(path=name, format="csv")
    return _settings_read(frame, name)


def _settings_read(frame: pd.DataFrame, name: str) -> pd.DataFrame:
    """What the file states beside its rows: the settings in its :data:`SETTING_COLUMNS` (as
    bridgekit writes them) taken out of its rows into ``attrs["settings"]`` (one value a
    column, else refused), and the decimals each published number was printed with
    (``attrs["decimals"]``, of the cells that are numbers), a cell that is no number a
    warning."""
    stated = {}
    for column in (c for c in SETTING_COLUMNS if c in frame.columns):
        values = pd.unique(frame[column].to_numpy(object))
        if len(values) > 1:
            raise FileFormatError(f"column {column!r} holds {values[0]!r} and {values[1]!r}: "
                                  "a file's settings are one for all its rows", path=name)
        if len(values) and values[0] != "":
            stated[column] = str(values[0])
    frame = frame.drop(columns=[c for c in SETTING_COLUMNS if c in frame.columns])
    published = [c for c in frame.columns if _PUBLISHED.fullmatch(str(c))]
    if published:
        frame.attrs["decimals"] = {c: max((decimals_of(t) for t in pd.unique(
            frame[c].to_numpy(object)) if _NUMBER.fullmatch(t)), default=0)
            for c in published}
        frame.attrs["warnings"] = _not_numbers(frame, published)
    if stated:
        try:  # each checked where it is read, the file named
            Settings.from_texts(stated)
        except OptionError as exc:
            raise FileFormatError(f"its settings' columns: {exc}", path=name) from None
        frame.attrs["settings"] = stated
    return frame


def _check_header(first: list[str], name: str) -> list[str]:
    """The header's column names, or the FileFormatError that says what is wrong with it."""
    if not any(cell.strip() for cell in first):
        raise FileFormatError("no header line: expected column names such as "
                              "board,ns,ew,contract,declarer,result", path=name, line=1)
    header = [_unescape(c, first=i == 0).strip() for i, c in enumerate(first)]
    repeated = sorted(label for label, times in Counter(header).items() if times > 1)
    if repeated:
        raise FileFormatError(f"header names {', '.join(map(repr, repeated))} more than once: "
                              "each column once", path=name, line=1)
    if "board" not in header:
        apart = "; a column is separated by a comma, not ';' or a tab (save as CSV, " \
            "comma-delimited)" if len(header) == 1 and any(c in header[0] for c in ";\t") else ""
        raise FileFormatError(f"header {','.join(header)!r} has no 'board' column{apart}",
                              path=name, line=1)
    if "contract" not in header and "ns_score" not in header:
        raise FileFormatError(f"header {','.join(header)!r} needs 'contract' (with declarer and "
                              "result) or 'ns_score'", path=name, line=1)
    return header


def _plain_columns(text: str, name: str) -> _Columns | None:
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
    if len(header) <= _WIDE:
        table = pd.read_csv(io.StringIO(text), header=None, skiprows=1, names=header,
                            dtype=object, keep_default_na=False, na_filter=False, quoting=3)
        return header, table.to_numpy(dtype=object), None
    # pandas' reader costs a constant per column: a wide file is split here
    rows = [line.split(",") for line in text.split("\n")[1:len(ends)]]
    return header, np.array(rows, dtype=object).reshape(len(rows), len(header)), None


def _record_columns(text: str, name: str) -> _Columns:
    """Any other file, record by record through the csv module."""
    rows, lines = _rows(text, name)
    header = _check_header(rows[0] if rows else [], name)
    width = len(header)
    wrong = next((i for i, row in enumerate(rows) if row and len(row) != width), None)
    if wrong is not None:
        raise FileFormatError(f"{len(rows[wrong])} cells, expected {width} "
                              f"({','.join(header)})", path=name, line=lines[wrong])
    kept = [(r, line) for r, line in zip(rows[1:], lines[1:], strict=True) if r]
    cells = np.array([r for r, _ in kept], dtype=object).reshape(len(kept), width)
    kept_lines = [line for _, line in kept]
    same = kept_lines == list(range(2, len(kept_lines) + 2))
    return header, cells, None if same else kept_lines


def _clean(values: ArrayLike, first: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """Cells as codes into their distinct cells, unescaped (``first``: as the first
    column's are) and stripped (each distinct cell cleaned once; the extra last entry
    is a blank)."""
    codes, uniques = pd.factorize(np.asarray(values, dtype=object))
    return codes, np.array([_unescape(u, first).strip() for u in uniques] + [""], dtype=object)


def _rows(text: str, name: str) -> tuple[list[list[str]], list[int]]:
    """Every CSV record and the line it starts on, through the csv module, which finds the
    problems (plain files have gone to :func:`_plain_columns` first)."""
    # newline="": lines split at CR, LF and CRLF alike but kept as they are, so that a
    # line break inside a quoted cell reads back as written
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
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


def _unescape(cell: str, first: bool = False) -> str:
    """Take off every ``'`` the writer puts before a formula-like cell start (module doc)."""
    if "'" not in cell:
        return cell
    if cell[0] == "'" and _risky(cell[1:], first):
        cell = cell[1:]
    pieces = _BREAK_SPLIT.split(cell)
    if len(pieces) > 1:
        pieces[2::2] = [p[1:] if p[:1] == "'" and _risky(p[1:], first=True) else p
                        for p in pieces[2::2]]
        cell = "".join(pieces)
    return cell


def _formula_like(text: str, strict: bool) -> bool:
    """Whether a spreadsheet may run ``text`` as a formula: it starts, spaces and quotes
    apart, with ``=``, ``+``, ``-`` or ``@`` (``strict``); else that and two characters or
    more, and not a number (``=`` and ``+1`` are results, ``-50`` a score)."""
    bare = text.lstrip(' "')
    if strict:
        return bare[:1] in _RISKY_START
    return len(bare) >= 2 and bare[0] in _RISKY_START and not _NUMBER.fullmatch(bare)


def _risky(cell: str, first: bool = False) -> bool:
    """Whether a cell gets a ``'`` before it (``first``: a cell of the first column, which
    starts a line, the whole of which a spreadsheet may take as one cell; or the text after
    a separator or line break inside a cell, which holds no tab or carriage return)."""
    return cell[:1] in ("\t", "\r", "'") or _formula_like(cell, strict=first)


def _escape(cell: str, first: bool = False) -> str:
    """A cell as written: formula-like starts escaped, then quoted if it must be."""
    out = cell
    pieces = _BREAK_SPLIT.split(cell)
    if len(pieces) > 1:
        pieces[2::2] = ["'" + p if _risky(p, first=True) else p for p in pieces[2::2]]
        out = "".join(pieces)
    if _risky(cell, first):
        out = "'" + out
    if _NEEDS_QUOTES.search(out):
        out = '"' + out.replace('"', '""') + '"'
    return out


def _written(column: pd.Series, label: object, first: bool) -> np.ndarray:
    """A column's cells as they are written (escaped, quoted; empty for a missing value)."""
    codes, uniques = factorized_cells(column, label)
    try:
        values = pd.Series(uniques)
    except UnicodeEncodeError:  # text of a lone surrogate, refused when the file is encoded
        values = pd.Series(uniques, dtype=object)
    if isinstance(values.dtype, pd.CategoricalDtype):  # the categories' own dtype decides
        values = values.astype(values.dtype.categories.dtype)
    texts = None
    if not (pd.api.types.is_object_dtype(values.dtype)
            or pd.api.types.is_string_dtype(values.dtype)):  # numbers, dates: as pandas has it
        table = values.to_frame().to_csv(index=False, header=False, lineterminator="\n")
        texts = [row[0] if row else "" for row in csv.reader(io.StringIO(table, newline=""))]
    if texts is None or len(texts) != len(values):
        texts = [u if isinstance(u, str) else str(u) for u in values]
    bad = next((t for t in texts if "\x00" in t), None)
    if bad is not None:
        raise FileFormatError(f"column {label!r}: {bad!r} holds a NUL character, which a CSV "
                              "file cannot carry (the file would not read back)")
    written: np.ndarray = np.array([_escape(t, first) for t in texts] + [""], dtype=object)[codes]
    return written


def traveller_csv_text(df: pd.DataFrame, settings: Settings | None = None) -> str:
    """A traveller (or a scored event) as CSV text, escaped and quoted as the module doc says;
    with ``settings``, its scoring and those that differ from bridgekit's own as columns
    (:data:`SETTING_COLUMNS`, :meth:`Settings.texts`), which :func:`read_traveller_csv`
    reads back into ``attrs["settings"]``.

    >>> df = pd.DataFrame({"board": [1], "ns_score": [420]})
    >>> print(traveller_csv_text(df, Settings(scoring="butler")), end="")
    board,ns_score,scoring
    1,420,butler
    >>> text = traveller_csv_text(df, Settings(scoring="butler"))
    >>> read_traveller_csv(text.encode()).attrs["settings"]
    {'scoring': 'butler'}

    Raises
    ------
    FileFormatError
        A cell or column name holding a NUL character.
    """
    if settings is not None:  # its scoring at least: a file stating its settings
        df = df.drop(columns=[c for c in SETTING_COLUMNS if c in df.columns]).assign(
            **{"scoring": settings.scoring, **settings.texts()})
    df = _as_printed(df)
    header = [_escape(str(name), first=i == 0) for i, name in enumerate(df.columns)]
    if any("\x00" in str(name) for name in df.columns):
        raise FileFormatError(f"a column name holds a NUL character: {list(df.columns)!r}")
    lines = np.full(len(df), "", dtype=object)
    for i, label in enumerate(df.columns):
        cells = _written(df.iloc[:, i], label, first=i == 0)
        lines = cells if i == 0 else lines + "," + cells
    return "\n".join([",".join(header), *lines]) + "\n"


def _not_numbers(frame: pd.DataFrame, published: list[str]) -> list[dict[str, object]]:
    """A warning for each published cell that is no number (it is not compared)."""
    out: list[dict[str, object]] = []
    for column in published:
        cells = frame[column].to_numpy(object)
        for at in np.flatnonzero([c != "" and not _NUMBER.fullmatch(c) for c in cells]):
            out.append({"board": frame["board"].iat[at], "column": column, "value": cells[at],
                        "problem": f"{str(cells[at])[:40]!r}: a published number, not read as "
                                   "one; not compared"})
    return out


def _as_printed(df: pd.DataFrame) -> pd.DataFrame:
    """Each published number's column (``attrs["decimals"]``, as a reader found them) as
    text with the decimals it was printed with (97 stays ``97``, not ``97.0``)."""
    decimals = df.attrs.get("decimals") or {}
    texts = {}
    for column in (c for c in df.columns if _PUBLISHED.fullmatch(str(c)) and c in decimals):
        values = pd.to_numeric(df[column], errors="coerce")
        if values.notna().sum() == df[column].notna().sum():  # numbers only: printed anew
            texts[column] = values.map(lambda x, d=decimals[column]: "" if pd.isna(x)
                                       else f"{x:.{d}f}")
    return df.assign(**texts) if texts else df


def write_traveller_csv(df: pd.DataFrame, path: str | os.PathLike[str],
                        settings: Settings | None = None) -> None:
    """Write a traveller (or a scored event) as CSV, whole or not at all (with ``settings``:
    as :func:`traveller_csv_text` writes them).

    Text that a spreadsheet would run as a formula is written with a leading
    ``'``, and cells holding a separator, a quote or a line break are quoted
    (see the module docstring): :func:`read_traveller_csv` reads the file back
    as written, spaces around cells apart.
    """
    atomic_write_text(path, traveller_csv_text(df, settings))
