"""Columnar kernels: the whole-column steps every reader and scorer shares.

Board numbers read exactly (``12``, ``12.0`` and ``" 12"`` are board 12), cells as text,
pair codes, dense numbering of integer keys, repeated keys and distinct rows. Each works
on a whole column at once, without a Python loop per row.

>>> import pandas as pd
>>> board_numbers(pd.Series([1, "2", 3.0, "x"], dtype=object))
(array([1, 2, 3, 1]), array([False, False, False,  True]))
>>> cell_text(10.0), cell_text(" 4S "), cell_text(float("nan"))
('10', '4S', '')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

import numpy as np
import numpy.typing as npt
import pandas as pd

from bridgekit._checks import clip_text, lone_surrogate
from bridgekit.errors import OptionError

__all__ = [
    "MAX_BOARD",
    "bare",
    "board_number",
    "board_numbers",
    "cell_text",
    "dense_unique",
    "distinct_rows",
    "event_codes",
    "few_codes",
    "is_missing",
    "pair_keys",
    "pair_number",
    "pair_numbers",
    "pair_text",
    "rank_with_ties",
    "repeated",
]

#: the largest board number bridgekit reads (a larger one is refused, never wrapped round)
MAX_BOARD = 999_999_999
_DIGITS = re.compile(r"[0-9]{1,9}")


def is_missing(value: object) -> bool:
    try:
        return bool(pd.isna(value))
    except (TypeError, ValueError):
        return False


def bare(frame: pd.DataFrame) -> pd.DataFrame:
    """``frame``'s columns without its ``attrs``, nothing copied: pandas deep-copies a frame's
    attrs into every column and part taken from it, and a scored event's hold every row's
    problems and rulings (a ranking read from one paid for them a dozen times).

    >>> scored = pd.DataFrame({"ns_mp": [1.0]})
    >>> scored.attrs["problems"] = [{"row": 0}]
    >>> bare(scored).attrs, bare(scored)["ns_mp"].tolist(), scored.attrs["problems"]
    ({}, [1.0], [{'row': 0}])
    """
    return pd.DataFrame(frame, copy=False)


def cell_text(value: object) -> str:
    """A cell as text: stripped; a whole float (10.0 read from a CSV) as ``10``."""
    if is_missing(value):
        return ""
    if isinstance(value, float | np.floating) and float(value).is_integer():
        return str(int(value))
    return str(value).strip()


def board_numbers(raw: pd.Series) -> tuple[np.ndarray, np.ndarray]:
    """Board numbers as int64 (1 where unreadable) and a mask of the unreadable ones.

    Read exactly: ``12``, ``12.0`` and ``" 12"`` are board 12; text must be ASCII
    digits (``"²"`` is not a board number); anything beyond :data:`MAX_BOARD`, a
    fraction, zero, a negative or a bool is refused, so no two boards ever merge.
    """
    values = raw.to_numpy()
    if values.dtype.kind in "iu":
        ok = (values >= 1) & (values <= MAX_BOARD)
        return np.where(ok, values, 1).astype(np.int64, copy=False), ~ok
    codes, uniques = _factorize(raw)  # a list is read as text; True is not board 1
    numbers = np.array([board_number(u) for u in uniques] + [0], dtype=np.int64)
    board = numbers[codes]
    bad = board == 0
    return np.where(bad, 1, board), bad


def board_number(value: object) -> int:
    """One board number, or 0 when it is not one."""
    if isinstance(value, bool | np.bool_):
        return 0
    if isinstance(value, int | np.integer):
        return int(value) if 1 <= value <= MAX_BOARD else 0
    if isinstance(value, float | np.floating):
        number = float(value)  # a float16 cannot hold MAX_BOARD to be compared with it
        ok = np.isfinite(number) and number.is_integer() and 1 <= number <= MAX_BOARD
        return int(number) if ok else 0
    if isinstance(value, str):
        text = value.strip()
        if text.endswith(".0"):
            text = text[:-2]
        return int(text) if _DIGITS.fullmatch(text) and int(text) >= 1 else 0
    return 0


def pair_keys(df: pd.DataFrame) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.intp]]:
    """Integer pair codes for the ns and ew columns, one numbering for both; -1 for a blank.

    Each distinct cell is read once, as :func:`pair_numbers` reads it: ``" 1"``, ``1``,
    ``1.0``, ``"01"`` and ``"+1"`` are the same pair; a text id (``"A3"``) is its own pair.

    >>> ns, ew = pair_keys(pd.DataFrame({"ns": [1, "01", "A3"], "ew": ["+1", 2.0, None]}))
    >>> ns.tolist(), ew.tolist()
    ([0, 0, 1], [0, 2, -1])
    """
    ns, ew = df["ns"], df["ew"]
    if ns.dtype.kind in "iu" and ew.dtype.kind in "iu" and len(df) \
            and not (ns.hasnans or ew.hasnans):  # (nullable whole numbers may have blanks)
        # whole numbers are their own codes (shifted to start at 0): no hashing
        low = min(int(ns.min()), int(ew.min()))
        if max(int(ns.max()), int(ew.max())) - low <= 4 * len(df) + 1_000_000:
            # at most ~5 million: 32 bits, half the memory held, no 64-bit copy on the way
            return tuple(np.subtract(side.to_numpy(np.int64), low, casting="unsafe",
                                     out=np.empty(len(df), dtype=np.int32)) for side in (ns, ew))
    if pd.api.types.is_numeric_dtype(ns) and pd.api.types.is_numeric_dtype(ew):
        both = np.concatenate([ns.to_numpy(), ew.to_numpy()])  # numbers hash fast
    else:
        both = np.concatenate([ns.to_numpy(object), ew.to_numpy(object)])
    codes, uniques = _factorize(both)
    # text already a pair number as it is written (``12``) is read as it is (a 500-result
    # board has a thousand: pair_number's reading costs a keystroke in the app more)
    plain = _PLAIN_PAIR.fullmatch
    texts = [str(u) if isinstance(u, str) and plain(u) else pair_number(u)[0] for u in uniques]
    text_codes, _ = pd.factorize(pd.Series(texts, dtype=object))
    lookup = np.array([-1 if t == "" else c for t, c in zip(texts, text_codes, strict=True)]
                      + [-1])
    codes = lookup[codes]
    rows = len(df)
    return codes[:rows], codes[rows:]


def dense_unique(keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``np.unique(keys, return_inverse=True)`` for non-negative integer keys: by counting
    when they are dense enough (the largest at most about four per key), else by hashing.
    The inverse is of the smallest of 16, 32 and 64 bits that holds every code (a quarter of
    the memory of a million rows: an event's boards are a few thousand)."""
    if not len(keys):
        return keys, keys
    if int(keys.max()) > 4 * len(keys) + 1_000_000:
        inverse, uniques = pd.factorize(keys, sort=True)
        return np.asarray(uniques), inverse.astype(_code_type(len(uniques)))
    present = np.bincount(keys) > 0
    uniques = np.flatnonzero(present)
    lookup = (np.cumsum(present) - 1).astype(_code_type(len(uniques)))
    return uniques, lookup[keys]


#: The first size of the hash table :func:`few_codes` builds (it grows when a column holds
#: more distinct values).
_FEW = 1024


def few_codes(column: pd.Series) -> tuple[npt.NDArray[np.intp], Any]:
    """``pd.factorize(column, use_na_sentinel=True)`` for a column of few distinct values:
    the same codes and distinct values (a missing cell: code -1), found faster.

    pandas sizes its hash table for a distinct value a row (a million rows: a table of
    millions of slots to clear and walk, 40% of the time for three columns of text) and
    reads pandas' strings stored as Python objects through a copy that marks the missing
    cells. Here text held as Python objects (``object``, or ``str`` without pyarrow) is
    hashed from its array as it lies, in a table that starts small and grows as needed;
    other columns (Arrow strings, numbers) are left to ``pd.factorize``.

    >>> codes, uniques = few_codes(pd.Series(["4S", None, "4S", "3NT"], dtype=object))
    >>> codes.tolist(), list(uniques)
    ([0, -1, 0, 1], ['4S', '3NT'])
    """
    dtype = column.dtype
    python_text = pd.api.types.is_object_dtype(dtype) or (
        isinstance(dtype, pd.StringDtype) and dtype.storage == "python")
    if python_text:
        values = column.to_numpy(object)
        read = _python_text(values)
        found: tuple[npt.NDArray[np.intp], Any] = read if read is not None else \
            pd.factorize(values, use_na_sentinel=True, size_hint=_FEW)
        return found
    packed = _short_arrow_text(column) if isinstance(dtype, pd.StringDtype) else None
    if packed is not None:
        return packed
    found = pd.factorize(column, use_na_sentinel=True)
    return found


def _python_text(values: np.ndarray) -> tuple[npt.NDArray[np.intp], np.ndarray] | None:
    """:func:`few_codes` of Python objects that are all text or missing, by pandas' own hash
    table of text (the one ``pd.factorize`` picks for such a column, after a pass over every
    cell to be sure of it: here the hashing says it, a cell that is not text being marked
    missing, and only those cells looked at again). None when a cell is neither text nor
    missing (a number: ``pd.factorize`` reads it). Text holding a lone surrogate (decoded
    with ``surrogateescape`` from bytes that were not UTF-8), which pandas cannot hash as
    text, is hashed as any other object.

    >>> _python_text(np.array(["4S", None, "\\ud800", float("nan"), "4S"], dtype=object))
    (array([ 0, -1,  1, -1,  0]), array(['4S', '\\ud800'], dtype=object))
    >>> _python_text(np.array(["4S", 10], dtype=object)) is None
    True
    """
    from pandas._libs import hashtable  # what pd.factorize itself calls

    try:
        uniques, codes = hashtable.StringHashTable(_FEW).factorize(values, na_sentinel=-1)
    except UnicodeEncodeError:
        uniques, codes = hashtable.PyObjectHashTable(_FEW).factorize(values, na_sentinel=-1)
    unread = codes < 0
    if unread.any() and not pd.isna(values[unread]).all():
        return None  # numbers or other values among the text
    return codes.astype(np.intp, copy=False), uniques


#: For a cell of k bytes (0 to 7), the bits its bytes fill in a little-endian word, and the
#: bit just above them (which says how long the cell is: ``A`` is not ``A`` and a zero byte).
_BYTES = np.array([(1 << (8 * k)) - 1 for k in range(8)], dtype=np.uint64)
_END = np.array([1 << (8 * k) for k in range(8)], dtype=np.uint64)


def _short_arrow_text(column: pd.Series) -> tuple[npt.NDArray[np.intp], list[str]] | None:
    """:func:`few_codes` of text stored by Arrow whose every cell is at most 7 bytes long
    (a contract, a seat, a result): each cell's bytes read from the column's buffers as one
    64-bit number (its bytes and a bit above them), and the numbers factorized, which is
    faster than hashing text. None for other columns (longer cells, other storage).

    >>> _short_arrow_text(pd.Series(["4S", None, "é", "", "4S"], dtype="string[pyarrow]"))
    (array([ 0, -1,  1,  2,  0]), ['4S', 'é', ''])
    """
    import pyarrow as pa  # Arrow's storage: pyarrow is installed

    array = pa.array(column.array)  # one chunk: the column's own buffers, not copied
    if isinstance(array, pa.ChunkedArray):  # several (a concat, a Parquet file): one, copied
        array = array.combine_chunks()
    large = pa.types.is_large_string(array.type)
    if not (large or pa.types.is_string(array.type)) or not len(array):
        return None
    rows, start = len(array), array.offset
    validity, offset_buffer, data_buffer = array.buffers()
    offsets = np.frombuffer(offset_buffer, dtype=np.int64 if large else np.int32
                            )[start:start + rows + 1].astype(np.intp, copy=False)
    lengths = np.diff(offsets)
    if lengths.max() > 7:
        return None
    sizes = lengths.astype(np.uint8)
    del lengths
    end = int(offsets[-1])
    data = np.zeros(end + 8, dtype=np.uint8)  # 8 bytes readable from every cell's start
    if end:
        data[:end] = np.frombuffer(data_buffer, dtype=np.uint8, count=end)
    # a 64-bit word starting at every byte (unaligned): each cell's first 8 bytes at once
    words = np.ndarray((end + 1,), dtype="<u8", buffer=data, strides=(1,))
    key = np.take(words, offsets[:-1])
    step = 1 << 16  # a slice of the rows at a time: no temporary the size of the column
    for begin in range(0, rows, step):
        size = sizes[begin:begin + step]
        key[begin:begin + step] &= _BYTES[size]
        key[begin:begin + step] |= _END[size]
    if array.null_count:
        bits = np.frombuffer(validity, dtype=np.uint8)
        missing = np.unpackbits(bits, count=start + rows, bitorder="little")[start:] == 0
        codes, found = pd.factorize(pd.arrays.IntegerArray(key, missing), size_hint=_FEW)
    else:
        codes, found = pd.factorize(key, size_hint=_FEW)
    texts = []
    for number in np.asarray(found, dtype=np.uint64).tolist():
        size = (number.bit_length() - 1) // 8
        texts.append((number ^ (1 << (8 * size))).to_bytes(7, "little")[:size].decode())
    return codes, texts


def _code_type(count: int) -> type[np.signedinteger[Any]]:
    """The smallest integer type that holds the codes 0 .. count - 1."""
    return np.int16 if count <= 2**15 else np.int32 if count <= 2**31 else np.int64


#: keys marked at a time by :func:`repeated` (each chunk's copy at numpy's index width)
_MARK_CHUNK = 1 << 18


def repeated(keys: np.ndarray, valid: np.ndarray | None = None) -> np.ndarray:
    """Which valid keys repeat an earlier valid key (first occurrences are not marked;
    ``valid`` None: every key)."""
    out = np.zeros(len(keys), dtype=bool)
    if (valid is not None and not valid.any()) or not len(keys):
        return out
    every = valid is None or bool(valid.all())
    k = keys if every else keys[valid]
    top = int(k.max())
    if top < 8 * len(k) + 1_000_000:  # dense keys: mark each; as many marks as keys, each once
        marks = np.zeros(top + 1, dtype=bool)
        for at in range(0, len(k), _MARK_CHUNK):  # numpy's index width, a chunk at a time:
            marks[k[at:at + _MARK_CHUNK].astype(np.intp)] = True  # a small copy, not every key's
        if np.count_nonzero(marks) == len(k):
            return out  # the usual traveller, answered without a sort
    where = np.arange(len(keys)) if valid is None or every else np.flatnonzero(valid)
    order = np.argsort(k, kind="stable")  # equal keys keep their row order
    later = np.zeros(len(k), dtype=bool)
    later[1:] = k[order][1:] == k[order][:-1]
    out[where[order[later]]] = True
    return out


def distinct_rows(codes: list[np.ndarray], vul: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each row's combination of value codes and vulnerability, as a dense code, and one
    row holding each combination."""
    widths = [int(c.max(initial=-1)) + 2 for c in codes]
    # 32-bit keys when every combination fits (half the memory, and faster)
    small = int(np.prod(np.array(widths, dtype=float))) * 4 < 2**31
    key: npt.NDArray[np.signedinteger[Any]] = np.zeros(len(vul), dtype=np.int32 if small
                                                       else np.int64)
    # each code is packed plus one (a missing cell's -1 packs as 0): the ones are added once,
    # at the end, not to every row of every column
    space, ones = 4, 0
    for i, (c, width) in enumerate(zip(codes, widths, strict=True)):
        if space * width >= 2**62:  # too many combinations to pack: number them so far
            key, uniques = pd.factorize(key)
            space, ones = len(uniques), 0
        if i:  # in place: a million rows make no copies
            key *= width
        key += c
        ones = ones * width + 1
        space *= width
    key *= 4
    key += vul
    key += 4 * ones
    inverse = dense_unique(key)[1]
    rep = np.zeros(int(inverse.max(initial=-1)) + 1, dtype=np.int64)
    step = 1 << 18  # any row of a combination stands for it; the positions a slice at a time
    for start in range(0, len(inverse), step):
        rep[inverse[start:start + step]] = np.arange(start, min(start + step, len(inverse)))
    return inverse, rep


#: a pair number written as a number: ``1``, ``01``, ``+1``, ``1.0``, ``-1``, ``1.5``
_NUMBER_TEXT = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")
#: a pair number's text as :func:`pair_number` gives it: a whole number from 1, no sign or 0 first
_PLAIN_PAIR = re.compile(r"[1-9][0-9]*")


def pair_number(value: object) -> tuple[str, bool]:
    """One pair cell read: (its text, whether it is refused).

    A number, however written (``1``, ``1.0``, ``"01"``, ``"+1"``, ``" 1"``), is the
    pair of that whole number (``"1"``); a blank (or ``-``) is ``""``; text that is not
    a number (``"A3"``, a name) stays as written, stripped. A number that is not a
    whole number from 1 up (``0``, ``-1``, ``1.5``, ``True``) is refused: its text is
    kept as written and the second value is True.

    >>> pair_number("01"), pair_number(1.0), pair_number(" +1"), pair_number("A3")
    (('1', False), ('1', False), ('1', False), ('A3', False))
    >>> pair_number(0), pair_number("-1"), pair_number(1.5), pair_number("-")
    (('0', True), ('-1', True), ('1.5', True), ('', False))
    """
    if is_missing(value):
        return "", False
    if isinstance(value, bool | np.bool_):
        return str(value), True
    if isinstance(value, int | np.integer):
        return str(int(value)), int(value) < 1
    if isinstance(value, float | np.floating):
        whole = bool(np.isfinite(value)) and float(value).is_integer() and value >= 1
        return (str(int(value)), False) if whole else (cell_text(value), True)
    text = str(value).strip()
    if text in ("", "-"):
        return "", False
    if not _NUMBER_TEXT.fullmatch(text):
        return text, lone_surrogate(text)  # a name, unless no page can show it
    number = Decimal(text)
    if number != number.to_integral_value() or number < 1:
        return text, True
    return str(int(number)), False


def _factorize(values: npt.ArrayLike | pd.Series) -> tuple[npt.NDArray[np.intp], list[Any]]:
    """``pd.factorize`` that reads a cell holding a list as its (clipped) text, and keeps a
    truth value apart from the number it equals.

    ``pd.factorize`` holds ``True`` equal to ``1`` and ``False`` to ``0`` (as Python's
    ``==`` does): in one column, whichever came first stood for both, so a ``True`` was
    read as pair or board 1, or every ``1`` refused as a truth value. Only the rows of
    such a value in a column of Python objects are looked at again.

    >>> codes, uniques = _factorize(pd.Series([1, True, 1.0, False, 0], dtype=object))
    >>> codes.tolist(), uniques
    ([0, 2, 0, 1, 3], [1, False, True, 0])
    """
    try:
        codes, found = pd.factorize(values, use_na_sentinel=True)
    except TypeError:
        cells = pd.Series(values, dtype=object).tolist()  # kept as objects, not stored
        values = pd.Series([v if pd.api.types.is_hashable(v) else clip_text(v) for v in cells],
                           dtype=object)
        codes, found = pd.factorize(values, use_na_sentinel=True)
    uniques = list(found)
    equal = [k for k, u in enumerate(uniques) if found.dtype == object
             and isinstance(u, bool | np.bool_ | int | np.integer | float | np.floating)
             and u in (0, 1)]
    if equal:
        cells = np.asarray(values, dtype=object)
        rows = np.flatnonzero(np.isin(codes, equal))
        truth = np.fromiter((isinstance(v, bool | np.bool_) for v in cells[rows]), bool,
                            len(rows))
        for k in equal:
            apart = rows[(codes[rows] == k) & (truth != isinstance(uniques[k], bool | np.bool_))]
            if len(apart):
                codes[apart] = len(uniques)
                uniques.append(cells[apart[0]])
    return codes, uniques


def pair_numbers(column: pd.Series) -> tuple[np.ndarray, np.ndarray]:
    """A column of pair cells as :func:`pair_number` reads them, each distinct cell once:
    (the text of each, a mask of the refused ones).

    >>> text, bad = pair_numbers(pd.Series(["01", 1, "1.0", "A3", 0, None], dtype=object))
    >>> text.tolist(), bad.tolist()
    (['1', '1', '1', 'A3', '0', ''], [False, False, False, False, True, False])
    """
    codes, uniques = _factorize(column)
    text = np.array([*uniques, ""], dtype=object)
    bad = np.zeros(len(text), dtype=bool)
    # text already a pair number as it is written (``12``) is read as it is (a column's
    # distinct cells are few: matched one by one, without a pandas Series made for them)
    plain = _PLAIN_PAIR.fullmatch
    for k in [k for k, u in enumerate(uniques) if not (isinstance(u, str) and plain(u))]:
        text[k], bad[k] = pair_number(uniques[k])
    return text[codes], bad[codes]


def rank_with_ties(values: pd.Series, ascending: bool = False) -> pd.Series:
    """Places as text, ties sharing the best place and marked ``=``: ``1``, ``2=``, ``2=``,
    ``4``. Values equal to nine decimals are a tie (sums of thirds and sixths are not
    quite equal as floats); a missing value is placed last.

    >>> rank_with_ties(pd.Series([60.0, 55.0, 55.0, 40.0])).tolist()
    ['1', '2=', '2=', '4']
    >>> rank_with_ties(pd.Series([3, 1, 1]), ascending=True).tolist()
    ['3', '1=', '1=']
    """
    # by sorting with numpy (a ranking is a few dozen pairs: pandas' rank costs far more)
    rounded = values.round(9).to_numpy(dtype=float, na_value=np.nan)
    missing = np.isnan(rounded)
    known = np.sort(rounded[~missing])
    low, high = np.searchsorted(known, rounded, "left"), np.searchsorted(known, rounded, "right")
    place = low + 1 if ascending else len(known) - high + 1
    place[missing] = len(known) + 1
    tied = np.where(missing, missing.sum() > 1, high - low > 1)
    texts = [f"{p}=" if t else str(p) for p, t in zip(place.tolist(), tied.tolist(), strict=True)]
    return pd.Series(texts, index=values.index, name=values.name, dtype=str)


def cell_texts(column: pd.Series) -> npt.NDArray[np.object_]:
    """Each cell's text (:func:`cell_text`; a blank cell ""), each distinct cell read once.

    >>> cell_texts(pd.Series(["A", None, 1.0, "A"])).tolist()
    ['A', '', '1', 'A']
    """
    codes, uniques = pd.factorize(column.to_numpy(object), use_na_sentinel=True)
    texts: npt.NDArray[np.object_] = np.array([cell_text(u) for u in uniques] + [""],
                                              dtype=object)[codes]
    return texts


def pair_text(column: pd.Series) -> np.ndarray:
    """Pair numbers as text, each distinct cell read once (blank: ""; see :func:`pair_number`)."""
    return pair_numbers(column)[0]


def event_codes(df: pd.DataFrame, by: str | Sequence[str]) -> npt.NDArray[np.int64]:
    """Each row's event as a code 0.., in order of first appearance: the distinct values of
    the ``by`` column (or columns). A blank cell is a value like any other.

    >>> event_codes(pd.DataFrame({"event": ["b", "a", "b", None]}), "event").tolist()
    [0, 1, 0, 2]
    """
    keys = [by] if isinstance(by, str) else list(by)
    missing = [k for k in keys if k not in df.columns]
    if not keys or missing:
        raise OptionError(f"by={clip_text(by)}: the column (or columns) naming each row's "
                          f"event, one of {clip_text(list(df.columns))}")
    if len(keys) == 1:
        codes = pd.factorize(df[keys[0]], use_na_sentinel=False)[0]
    else:
        codes = df.groupby(keys, sort=False, dropna=False).ngroup().to_numpy()
    return np.asarray(codes, dtype=np.int64)
