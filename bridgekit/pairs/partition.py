"""Many events in one call, in one fixed shape: :func:`score_partition` and its schema.

A season is many events. :func:`score_partition` scores every event of a frame at once, each
exactly as a call of :func:`bridgekit.score_event` of its own would (a board is (event,
board number); the movement, factoring and session percentages are each event's own), and
returns the same columns with the same types whatever the frame holds: the shape a Parquet
file, a Dask partition or a Spark ``applyInPandas`` call needs. Problems are columns
(``error``, ``warning``), not ``attrs``, so they travel with their rows.

:data:`SCORED_META` is that shape as an empty pandas frame (Dask's ``meta``);
``SCORED_SCHEMA`` the same as a pyarrow schema, built on first use (pyarrow is the
``archive`` extra).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt
import pandas as pd

from bridgekit._checks import clip_text
from bridgekit.columns import board_numbers, cell_text, dense_unique, event_codes, pair_number
from bridgekit.errors import OptionError
from bridgekit.pairs.event import MOVEMENT_CODES, said_by_row, score_event
from bridgekit.score import Laws

__all__ = ["SCORED_COLUMNS", "SCORED_META", "STATUSES", "score_partition", "scored_ddl",
           "scored_meta", "scored_schema", "scored_table"]

#: The ``status`` column's fixed categories.
STATUSES = ("scored", "error", "not played")

#: Every column :func:`score_partition` returns after the event's key, in order, and its
#: kind: ``text`` (a string; a blank is ""), ``int``, ``float`` (float64), or a category.
SCORED_COLUMNS: tuple[tuple[str, str], ...] = (
    ("date", "text"), ("club", "text"), ("board", "int"), ("ns", "text"), ("ew", "text"),
    ("ns_names", "text"), ("ew_names", "text"), ("contract", "text"), ("declarer", "text"),
    ("result", "text"), ("ns_score", "float"), ("ns_mp", "float"), ("ew_mp", "float"),
    ("ns_pct", "float"), ("ew_pct", "float"), ("top", "float"), ("ns_penalty", "float"),
    ("ew_penalty", "float"), ("ruling", "text"), ("error", "text"), ("warning", "text"),
    ("status", "status"), ("movement", "movement"),
)

#: The settings :func:`score_partition` reads from a settings object, and their defaults.
_OPTIONS = {"method": "neuberg", "scale": "ebu", "normal": None, "movement": "auto",
            "artificial": "fixed", "laws": Laws.CURRENT}
_CATEGORIES = {"status": STATUSES, "movement": MOVEMENT_CODES}
_DTYPES = {"text": "str", "int": np.int64, "float": np.float64}  # and the categories
_STR = pd.Series([], dtype="str").dtype  # pandas' strings (Arrow's where pyarrow is installed)


def _dtype(kind: str) -> Any:
    return _DTYPES[kind] if kind in _DTYPES else pd.CategoricalDtype(list(_CATEGORIES[kind]))


def _shape(keys: Sequence[str]) -> list[tuple[str, str]]:
    """The answer's columns in order, with their kinds: the keys (text) not among
    :data:`SCORED_COLUMNS`, then those."""
    return [(k, "text") for k in keys if k not in dict(SCORED_COLUMNS)] + list(SCORED_COLUMNS)


def scored_meta(keys: Sequence[str] = ("event",)) -> pd.DataFrame:
    """The shape of :func:`score_partition`'s answer as an empty frame (Dask's ``meta``):
    the key columns as text, then :data:`SCORED_COLUMNS`.

    >>> meta = scored_meta()
    >>> list(meta.columns[:4]), str(meta["ns_mp"].dtype), list(meta["status"].cat.categories)
    (['event', 'date', 'club', 'board'], 'float64', ['scored', 'error', 'not played'])
    """
    return pd.DataFrame({name: pd.Series([], dtype=_dtype(kind)) for name, kind in _shape(keys)})


#: :func:`score_partition`'s answer with no rows: every column and its type.
SCORED_META = scored_meta()


def scored_schema(keys: Sequence[str] = ("event",)) -> Any:
    """The shape of :func:`score_partition`'s answer as a ``pyarrow.Schema`` (for Parquet):
    text as ``large_string`` (pandas' own strings, not copied), numbers as ``int64`` and
    ``float64``, ``status`` and ``movement`` as dictionaries over their fixed categories.
    Needs pyarrow (the ``archive`` extra).
    """
    import pyarrow as pa

    arrow = {"text": pa.large_string(), "int": pa.int64(), "float": pa.float64()}
    category = pa.dictionary(pa.int8(), pa.string())
    return pa.schema([pa.field(name, arrow.get(kind, category), nullable=kind != "text" and kind != "int")
                      for name, kind in _shape(keys)])


def scored_ddl(keys: Sequence[str] = ("event",)) -> str:
    """The shape of :func:`score_partition`'s answer as a Spark DDL schema (for
    ``applyInPandas(score_partition, schema=...)``): text and the categories as ``string``,
    ``board`` as ``bigint``, the numbers as ``double``.

    >>> scored_ddl()[:46]
    'event string, date string, club string, board '
    """
    spark = {"text": "string", "int": "bigint", "float": "double"}
    return ", ".join(f"{name} {spark.get(kind, 'string')}" for name, kind in _shape(keys))


def __getattr__(name: str) -> Any:
    if name == "SCORED_SCHEMA":  # built when first asked for: pyarrow loads only then
        return scored_schema()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def score_partition(df: pd.DataFrame, settings: object = None,
                    keys: Sequence[str] = ("event",), **options: Any) -> pd.DataFrame:
    """Score every event of ``df`` at once, in the fixed shape of :data:`SCORED_META`.

    Each event (the distinct values of the ``keys`` columns) is scored exactly as
    ``score_event`` would score it alone (see its ``by``): the answer does not depend
    on which other events share the frame, nor on their order, so an archive split into
    partitions of whole events scores the same however it is split.

    Parameters
    ----------
    df : pandas.DataFrame
        A traveller table (as :func:`bridgekit.score_event` takes it) with the ``keys``
        columns; ``date``, ``club``, ``ns_names`` and ``ew_names`` are carried when present.
        Its other columns are not carried (join on the keys and ``board``). Columns
        ``method``, ``scale``, ``normal`` and ``movement`` (:data:`STATED`, as an archive
        has them) say how each event is scored, where ``settings`` and ``options`` do not:
        one value an event, a row left blank taking its event's (two values in one event
        are an OptionError).
    settings : object, optional
        A settings object: its ``method``, ``scale``, ``normal``, ``movement``,
        ``artificial`` and ``laws`` are read (an attribute it lacks takes the default),
        over any column of the event's own.
    keys : sequence of str
        The columns naming each row's event.
    **options
        ``score_event``'s keywords, which win over ``settings``.

    Returns
    -------
    pandas.DataFrame
        The key columns (text), then :data:`SCORED_COLUMNS` with their types, rows in
        ``df``'s order with its index. ``board`` is 0 where unreadable; ``error`` holds a
        row's errors and ``warning`` its warnings ("column: problem", joined by "; ",
        "" for none); ``movement`` is the row's event's.

    Examples
    --------
    Two events, both with a board 1: each is scored on its own.

    >>> df = pd.DataFrame({"event": ["A", "A", "B", "B"], "board": 1, "ns": [1, 2, 1, 2],
    ...                    "ew": [3, 4, 3, 4], "contract": ["4S", "3NT", "4S", "4S"],
    ...                    "declarer": "N", "result": ["=", "=", "=", "-1"]})
    >>> out = score_partition(df)
    >>> out[["event", "ns_score", "ns_mp", "status"]].values.tolist()
    [['A', 420.0, 2.0, 'scored'], ['A', 400.0, 0.0, 'scored'], ['B', 420.0, 2.0, 'scored'], ['B', -50.0, 0.0, 'scored']]
    """
    keys = (keys,) if isinstance(keys, str) else tuple(keys)
    if len(df) == 0:
        _chosen(settings, options)
        return scored_meta(keys).set_axis(df.index[:0])
    columns = _scored_columns(df, settings, keys, **options)
    # in the shape's order (a key that is one of its columns, as ``club``, stands there)
    frame = pd.DataFrame({name: _strings(*columns[name]) if isinstance(columns[name], _Text)
                          else columns[name] for name, _ in _shape(keys)}, copy=False)
    frame.index = df.index  # the columns as made, not copied into one block
    return frame


def scored_table(df: pd.DataFrame, settings: object = None, keys: Sequence[str] = ("event",),
                 **options: Any) -> Callable[[], Any]:
    """Score ``df`` as :func:`score_partition` does, now; the answer as a ``pyarrow.Table``
    when the function returned is called (on the thread that writes it, for
    :func:`bridgekit.archive.score_parquet`). ``df`` must have rows. Needs pyarrow.

    The table has :func:`scored_schema`'s columns, but each text column is a
    ``dictionary<int32, large_string>`` of its distinct texts: made without a string per
    row, and written by Parquet's dictionary encoding without hashing each row's text (a
    file written so and told :func:`scored_schema` reads back as it). Each dictionary is
    the texts its rows hold, once each, sorted: the same rows give the same table (and
    Parquet bytes) whatever order, or unused values, the categories they came as had.
    ``table.cast(scored_schema(keys))`` is :func:`score_partition`'s answer.

    >>> df = pd.DataFrame({"event": "A", "board": 1, "ns": [1, 2], "ew": [3, 4],
    ...                    "contract": "4S", "declarer": "N", "result": ["=", "-1"]})
    >>> table = scored_table(df)()
    >>> table.cast(scored_schema()).schema.equals(scored_schema())
    True
    >>> table["ns_names"].to_pylist(), str(table["ns"].type)
    (['', ''], 'dictionary<values=large_string, indices=int32, ordered=0>')
    """
    keys = (keys,) if isinstance(keys, str) else tuple(keys)
    columns = _scored_columns(df, settings, keys, **options)

    def made() -> Any:
        import pyarrow as pa

        schema = scored_schema(keys)
        rest = [f for f in schema if not isinstance(columns[f.name], _Text)]
        table = pa.Table.from_pandas(pd.DataFrame({f.name: columns[f.name] for f in rest},
                                                  copy=False),
                                     schema=pa.schema(rest), preserve_index=False)
        arrays = [_arrow_dictionary(*columns[f.name]) if isinstance(columns[f.name], _Text)
                  else _arrow_dictionary(*_encoded(table.column(f.name)))
                  if pa.types.is_large_string(f.type)  # text given as strings
                  else table.column(f.name) for f in schema]
        return pa.Table.from_arrays(arrays, schema=pa.schema(
            [f.with_type(a.type) for f, a in zip(schema, arrays, strict=True)]))

    return made


class _Text(NamedTuple):
    """A text column not yet made: ``texts[codes]``, ``texts`` the texts its rows hold,
    each once, sorted (:func:`_sorted`): the same for the same rows."""

    codes: npt.NDArray[np.int32]
    texts: list[str]


#: The settings an event may state in columns of its own rows (an archive's, as
#: :func:`bridgekit.archive.read_events` writes them from each file): each event is scored
#: by its own, where neither ``settings`` nor a keyword option says otherwise.
STATED = ("method", "scale", "normal", "movement")


def _stated(work: pd.DataFrame, settings: object, keys: tuple[str, ...],
            options: dict[str, Any]) -> list[tuple[npt.NDArray[np.intp] | None, dict[str, Any]]]:
    """The rows scored alike (None: all of them), each with the settings they are scored by:
    ``settings`` and ``options``, then for what neither gives, each event's own columns
    (:data:`STATED`: the value its rows state, a row left blank as the others; none stated
    is bridgekit's default). An event's rows are never scored apart.

    Raises
    ------
    OptionError
        An event whose rows state two values of one setting.
    """
    given = set(options) if settings is None else set(_OPTIONS)
    chosen = _chosen(settings, options)
    stated = [c for c in STATED if c in work.columns and c not in given]
    if not stated:
        return [(None, chosen)]
    events = event_codes(work, list(keys))
    # each event's own text of each column, then the events alike scored together
    own = np.array([_event_value(work, c, events, keys) for c in stated], dtype=object).T
    combos, of_event = np.unique(own.astype(str), axis=0, return_inverse=True)
    rows_of = of_event.reshape(-1)[events]
    out = []
    for k, combo in enumerate(combos.tolist()):
        chosen_here = {c: v for c, v in zip(stated, combo, strict=True) if v != ""}
        if chosen_here.get("normal", "").isdigit():  # N as a number ("max" as it is)
            chosen_here["normal"] = int(chosen_here["normal"])
        out.append((np.flatnonzero(rows_of == k) if len(combos) > 1 else None,
                    {**chosen, **chosen_here}))
    return out


def _event_value(work: pd.DataFrame, column: str, events: npt.NDArray[np.int64],
                 keys: tuple[str, ...]) -> npt.NDArray[np.object_]:
    """Each event's value of ``column`` as text (by event code): the one its rows state,
    "" if none."""
    codes, uniques = pd.factorize(work[column], use_na_sentinel=True)
    # each distinct cell's text once, cells of one text one code (a blank cell is "")
    alike, names = pd.factorize(np.array([cell_text(u) for u in uniques] + [""], dtype=object))
    codes = alike[np.where(codes < 0, len(uniques), codes)]
    texts = np.asarray(names, dtype=object)
    stated = (texts != "")[codes]
    pairs = np.sort(pd.unique(events[stated] * (len(texts) + 1) + codes[stated]))
    event_of, code_of = np.divmod(pairs, len(texts) + 1)
    twice = np.flatnonzero(np.diff(event_of) == 0)
    if len(twice):
        at = int(np.flatnonzero(events == event_of[twice[0]])[0])
        event = " ".join(cell_text(work[k].iat[at]) for k in keys)
        raise OptionError(f"{column} {clip_text(texts[code_of[twice[0]]])} and "
                          f"{clip_text(texts[code_of[twice[0] + 1]])} in event {event!r}: an "
                          f"event is scored by one {column}, stated on its rows (or left blank)")
    value = np.full(int(events.max()) + 1 if len(events) else 0, "", dtype=object)
    value[event_of] = texts[code_of]
    return value


def _scored_rows(work: pd.DataFrame, settings: object, keys: tuple[str, ...],
                 options: dict[str, Any]) -> pd.DataFrame:
    """:func:`bridgekit.score_event` of ``work`` (its index 0..n-1), each event by its
    settings (:func:`_stated`), its rows' problems in ``attrs["problems"]``."""
    groups = _stated(work, settings, keys, options)
    rows = work.drop(columns=[c for c in STATED if c in work.columns])
    if len(groups) == 1:
        return score_event(rows, by=keys, **groups[0][1])
    parts = [score_event(rows.iloc[at], by=keys, **chosen) for at, chosen in groups]
    scored = pd.concat(parts).sort_index()
    scored.attrs = {"problems": [p for part in parts for p in part.attrs["problems"]]}
    return scored


def _chosen(settings: object, options: dict[str, Any]) -> dict[str, Any]:
    chosen = {name: options.pop(name) if name in options else getattr(settings, name, default)
              for name, default in _OPTIONS.items()}
    if options:
        raise OptionError(f"{clip_text(sorted(options))}: score_partition takes the settings "
                          f"{', '.join(_OPTIONS)}")
    return chosen


def _scored_columns(df: pd.DataFrame, settings: object, keys: tuple[str, ...],
                   **options: Any) -> dict[str, Any]:
    """:func:`score_partition`'s columns (``df`` not empty), each text column made from
    codes left as :class:`_Text` (a writer makes it where it is written: on another
    thread, for :func:`bridgekit.archive.score_parquet`)."""
    work = df.reset_index(drop=True)
    scored = _scored_rows(work, settings, keys, options)
    out: dict[str, Any] = {k: _text(work[k]) for k in keys}
    for name, kind in SCORED_COLUMNS:
        if name in out:
            continue
        if kind == "text":
            out[name] = _text(scored[name], pair_number if name in ("ns", "ew") else None) \
                if name in scored.columns else _Text(np.zeros(len(scored), dtype=np.int32), [""])
        elif kind == "float":
            out[name] = scored[name].to_numpy(np.float64) if name in scored.columns \
                else np.zeros(len(work))
        elif name == "board":
            number, bad = board_numbers(work["board"])
            out[name] = np.where(bad, 0, number)
        else:
            out[name] = scored[name].astype(_dtype(kind))
    # each row's warnings, "column: problem" joined by "; " ("" for none)
    warned = pd.DataFrame([p for p in scored.attrs["problems"] if p["severity"] == "warning"],
                          columns=["row", "column", "problem"])
    out["warning"] = _sorted(*said_by_row(warned, "row", len(work)))
    return out


def _text(column: pd.Series, read: Callable[[object], tuple[str, bool]] | None = None
          ) -> pd.Series | _Text:
    """A column as strings, blanks as "" (``read``: how a cell reads, as a pair number);
    text is carried as it is, other values made text once each (10.0 as ``10``)."""
    if read is None and column.dtype == _STR:  # already strings: not made again
        return column.fillna("") if column.hasnans else column
    if isinstance(column.dtype, pd.CategoricalDtype):
        codes, uniques = column.cat.codes.to_numpy(), column.cat.categories.tolist()
    elif column.dtype.kind in "iu" and len(column) and not column.hasnans \
            and column.min() >= 0:  # (nullable integers may have blanks: factorized)
        # whole numbers (pair numbers, as a file gives them): counted, not hashed
        distinct, codes = dense_unique(column.to_numpy())
        uniques = list(distinct)
    else:
        codes, distinct = pd.factorize(column, use_na_sentinel=True)
        uniques = list(distinct)
    texts = [read(u)[0] if read is not None else u if isinstance(u, str) else cell_text(u)
             for u in uniques]
    return _sorted(codes, [*texts, ""])  # a blank cell's code, -1: the last text


def _strings(codes: npt.NDArray[np.int32], texts: list[str]) -> pd.Series:
    """``texts[codes]`` as a column of strings (pandas' ``str``), made without a Python
    string per row where pyarrow is installed."""
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        return pd.Series(np.array(texts, dtype=object)[codes], dtype="str")
    return pd.Series(_arrow_text(codes, texts), dtype="str")


def _arrow_text(codes: npt.NDArray[np.int32], texts: list[str]) -> Any:
    """``texts[codes]`` as a ``pyarrow.LargeStringArray`` (pandas' own type)."""
    import pyarrow as pa

    if len(texts) == 1 or not (codes != codes[0]).any():  # one text on every row
        text = (texts[int(codes[0])] if len(codes) else texts[0]).encode()
        offsets = np.arange(len(codes) + 1, dtype=np.int64) * len(text)
        return pa.LargeStringArray.from_buffers(len(codes), pa.py_buffer(offsets),
                                                pa.py_buffer(text * len(codes)))
    return _arrow_dictionary(codes, texts).cast(pa.large_string())


def _arrow_dictionary(codes: npt.NDArray[np.int32], texts: list[str]) -> Any:
    """``texts[codes]`` as a ``pyarrow.DictionaryArray`` (int32 codes, large strings)."""
    import pyarrow as pa

    return pa.DictionaryArray.from_arrays(pa.array(codes, pa.int32()),
                                          pa.array(texts, pa.large_string()))


def _encoded(column: Any) -> _Text:
    """A ``large_string`` column as a :class:`_Text` (Arrow's dictionary encoding)."""
    encoded = column.combine_chunks().dictionary_encode()
    return _sorted(encoded.indices.to_numpy(), encoded.dictionary.to_pylist())


def _sorted(codes: npt.NDArray[np.integer[Any]], texts: list[str]) -> _Text:
    """``texts[codes]`` (a code of -1: the last text) as a :class:`_Text` of the texts
    used, each once, sorted: made from the rows' texts alone, whatever the order, the
    unused values or the repeats of ``texts`` (a column's categories, values made the same
    text). No row's text hashed: the codes marked, then looked up."""
    used = np.zeros(len(texts), dtype=bool)
    used[codes] = True
    order = sorted(np.flatnonzero(used).tolist(), key=texts.__getitem__)
    ranked = [texts[i] for i in order]
    first = np.array([a != b for a, b in pairwise([None, *ranked])], dtype=bool)
    lookup = np.zeros(len(texts), dtype=np.int32)
    lookup[order] = np.cumsum(first, dtype=np.int32) - 1  # a repeat: its first's code
    return _Text(np.take(lookup, codes), [t for t, once in zip(ranked, first, strict=True)
                                          if once])
