"""A season kept as Parquet: built from results files, scored in bounded memory, asked
questions with DuckDB.

An *archive* is a Parquet file of travellers, one row per result, with an ``event`` column
naming each row's event. Its one requirement: **every event lies whole in one row group**
(:func:`read_events` writes one row group per event; a writer that groups rows by event
before writing them does too). :func:`score_parquet` then streams the archive a few row
groups at a time, scores each batch with :func:`bridgekit.score_partition` and writes the
scored rows (:data:`bridgekit.SCORED_META`'s columns), so its memory is bounded by the batch,
not by the archive. An event found in two row groups is an error that names it.

The season questions (:func:`season_percentages`, :func:`season_frequencies`,
:func:`player_history`, :func:`best_scores`) are SQL run by DuckDB (embedded, no server)
over a scored archive, each returning a frame.

Needs the ``archive`` extra (pyarrow and duckdb), loaded when a function is first called.
This is a door, as :mod:`bridgekit.cli` is: it reads files (through :mod:`bridgekit.io`) and
scores (through :mod:`bridgekit.pairs`).
"""

from __future__ import annotations

import base64
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from itertools import pairwise
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from bridgekit._checks import check_whole, clip_text
from bridgekit.columns import cell_texts, event_codes
from bridgekit.errors import BridgekitError, FileFormatError, OptionError, TravellerError
from bridgekit.meta import FileMeta
from bridgekit.pairs.partition import STATED, scored_schema, scored_table
from bridgekit.settings import Settings

__all__ = ["ARCHIVE_COLUMNS", "best_scores", "generated_season", "player_history", "read_events",
           "score_parquet", "season_frequencies", "season_percentages", "write_archive"]

#: The columns :func:`read_events` writes, all text: the event's own (``event`` names it:
#: the file's path in the folder, with its section when its sections were scored apart;
#: ``method``, ``scale``, ``normal`` and ``movement``: how it is scored, as every door of
#: bridgekit scores the file, :func:`bridgekit.pairs.published.find_settings`), then each
#: result's (``group``: its scoring group, a misduplicated board's version, where the file
#: says; in a field of sections scored as one, a pair is named by its section and number,
#: ``A3``).
ARCHIVE_COLUMNS = ("event", "event_name", "date", "club", "format", "program", "method",
                   "scale", "normal", "movement", "board", "ns", "ew", "ns_names", "ew_names",
                   "contract", "declarer", "result", "ns_score", "adjusted", "vulnerable",
                   "group")

#: The traveller columns :func:`score_parquet` reads (others are left in the file).
_READ = ("board", "ns", "ew", "contract", "declarer", "result", "ns_score", "adjusted", "group",
         "penalty", "vulnerable", "date", "club", "ns_names", "ew_names", *STATED)


def score_parquet(src: str | os.PathLike[str], dst: str | os.PathLike[str],
                  settings: object = None, chunk_rows: int = 1_000_000, *,
                  keys: Sequence[str] = ("event",),
                  progress: Callable[[int, int], None] | None = None, **options: Any) -> int:
    """Score a Parquet archive of whole events into a scored Parquet file.

    Parameters
    ----------
    src, dst : path
        The archive (each event whole in one row group) and the scored file to write
        (:func:`bridgekit.scored_schema`'s columns, one row group per batch).
    settings : object, optional
        As for :func:`bridgekit.score_partition`.
    chunk_rows : int
        Row groups are read until a batch holds this many rows (a larger row group is
        read alone): the memory used is about that of a batch, whatever the archive's size.
    keys : sequence of str
        The columns naming each row's event.
    progress : callable, optional
        Called ``progress(rows_done, rows_total)`` after each batch.
    **options
        :func:`bridgekit.score_event`'s keywords (``method="plain"``), as for
        :func:`bridgekit.score_partition`.

    Returns
    -------
    int
        The rows written (every row of the archive: rows in error are kept, with why).

    Raises
    ------
    FileFormatError
        An event in more than one row group (named, with the two row groups), or a key
        column the archive lacks.
    OptionError
        ``dst`` is the archive itself.

    Notes
    -----
    The file written is the same, byte for byte, for the same rows in the same row groups
    and the same ``chunk_rows`` (its row groups are the batches): each text column's
    dictionary is the texts its rows hold, sorted, whatever order or unused values the
    archive's own dictionaries (pandas categories) had, and the file keeps no time, path or
    pandas index. The same pyarrow version writes it (its name and version are in the file).
    """
    pa, pq = _arrow()
    check_whole(chunk_rows, "chunk_rows", minimum=1, error=OptionError)
    keys = (keys,) if isinstance(keys, str) else tuple(keys)
    source, columns = _opened(src, keys)
    if os.path.exists(dst) and os.path.samefile(src, dst):  # written over while read
        raise OptionError(f"{dst}: the scored file cannot be the archive itself")
    total, done = source.metadata.num_rows, 0
    schema = scored_schema(keys)
    seen: dict[Any, int] = {}
    # a batch is read on one thread while the one before is scored, and its scored text
    # columns made and written on another while the next is scored (Arrow and Parquet's
    # writer let go of the interpreter lock): so at most three batches are held
    # statistics (each page's least and greatest value) for the numbers and the keys, which
    # queries filter on, not for every text column: a fifth of the writing saved
    kept = [*keys, *(f.name for f in schema if not pa.types.is_large_string(f.type))]
    # the text is written as the dictionaries it is made as (scored_table): no row's text
    # hashed again to encode it; the file is told the schema it is read back as (Parquet
    # stores text the same way whichever of the two it was written from)
    text = [f.with_type(pa.dictionary(pa.int32(), f.type))
            if pa.types.is_large_string(f.type) else f for f in schema]

    def read(groups: list[int]) -> pd.DataFrame:
        frame: pd.DataFrame = source.read_row_groups(groups, columns=columns).to_pandas()
        return frame

    batches = list(_batches(source, chunk_rows))
    with pq.ParquetWriter(dst, pa.schema(text), write_statistics=kept) as writer, \
            ThreadPoolExecutor(1) as ahead, ThreadPoolExecutor(1) as beside:
        writing: tuple[Future[None], int] | None = None
        reading = ahead.submit(read, batches[0]) if batches else None
        for i, groups in enumerate(batches):
            frame = reading.result() if reading is not None else read(groups)
            # the next batch read while this one is scored (its future let go: the frame
            # is held here only, and let go once scored)
            reading = ahead.submit(read, batches[i + 1]) if i + 1 < len(batches) else None
            _check_whole_events(frame, keys, groups, source, seen, src)
            if not len(frame):  # an empty row group: nothing to score or write
                continue
            made = scored_table(frame, settings, keys, **options)
            rows = len(frame)
            del frame
            done = _written(writing, done, total, progress)
            # the scored batch's text made (from each distinct value) and written beside
            writing = beside.submit(_write, writer, made), rows
            del made
        done = _written(writing, done, total, progress)
        writer.add_key_value_metadata({"ARROW:schema": base64.b64encode(
            schema.serialize().to_pybytes())})
    return done


def _opened(src: str | os.PathLike[str], keys: tuple[str, ...]) -> tuple[Any, list[str]]:
    """The archive as a ``pyarrow.parquet.ParquetFile`` reading its text as dictionaries,
    and the columns to read."""
    pa, pq = _arrow()
    try:
        source = pq.ParquetFile(src)
    except pa.ArrowInvalid as exc:
        raise FileFormatError(f"not a Parquet file ({clip_text(str(exc))})",
                              path=str(src)) from None
    names = source.schema_arrow.names
    missing = [k for k in (*keys, "board") if k not in names]
    if missing:
        raise FileFormatError(f"no column {missing[0]!r}; an archive has "
                              f"{', '.join(keys)} and a traveller's columns", path=str(src))
    columns = [*keys, *(c for c in _READ if c in names and c not in keys)]
    # text read as Parquet keeps it, each distinct value once (pandas categories): not a
    # string per row to read, hash and hold
    text = [f.name for f in source.schema_arrow if f.name in columns
            and (pa.types.is_string(f.type) or pa.types.is_large_string(f.type))]
    return pq.ParquetFile(src, read_dictionary=text), columns


def _write(writer: Any, made: Callable[[], Any]) -> None:
    writer.write_table(made())


def _written(writing: tuple[Future[None], int] | None, done: int, total: int,
             progress: Callable[[int, int], None] | None) -> int:
    """Wait for a batch's write (``writing``: its future and rows; None: no write under
    way) and say the rows done to ``progress``."""
    if writing is None:
        return done
    future, rows = writing
    future.result()
    if progress is not None:
        progress(done + rows, total)
    return done + rows


def _arrow() -> tuple[Any, Any]:
    """pyarrow and its Parquet module, or an error saying how to install them."""
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise BridgekitError("an archive needs pyarrow: pip install "
                             "'duplicate-bridge-scoring[archive]'") from None
    return pa, pq


def _batches(source: Any, chunk_rows: int) -> Iterator[list[int]]:
    """Row groups in order, gathered until a batch holds ``chunk_rows`` rows."""
    batch: list[int] = []
    rows = 0
    for i in range(source.num_row_groups):
        size = source.metadata.row_group(i).num_rows
        if batch and rows + size > chunk_rows:
            yield batch
            batch, rows = [], 0
        batch.append(i)
        rows += size
    if batch:
        yield batch


def _check_whole_events(frame: pd.DataFrame, keys: tuple[str, ...], groups: list[int],
                        source: Any, seen: dict[Any, int], src: object) -> None:
    """Each event of the batch in one row group, and in none read before (``seen``: event
    -> its row group, filled in)."""
    sizes = [source.metadata.row_group(i).num_rows for i in groups]
    group = np.repeat(np.array(groups), sizes)
    codes = event_codes(frame, keys)
    # the codes are numbered in order of first appearance: an event's first row is where
    # its code passes every code before it (no sort of the batch)
    new = np.ones(len(codes), dtype=bool)
    new[1:] = codes[1:] > np.maximum.accumulate(codes)[:-1]
    first = np.flatnonzero(new)
    owner = group[first][codes]
    split = np.flatnonzero(owner != group)
    names = frame[list(keys)].iloc[first]
    values = [tuple(row) if len(keys) > 1 else row[0] for row in names.itertuples(index=False)]
    if len(split):
        i = int(split[0])
        _split_event(values[codes[i]], int(owner[i]), int(group[i]), src)
    for value, at in zip(values, group[first].tolist(), strict=True):
        if value in seen:
            _split_event(value, seen[value], at, src)
        seen[value] = at


def _split_event(event: object, one: int, other: int, src: object) -> None:
    raise FileFormatError(
        f"event {clip_text(event)} is in row groups {one} and "
        f"{other}; score_parquet reads an archive a row group at a time and needs each event "
        "whole in one row group (write each event's rows together, as read_events does)",
        path=str(src))


def read_events(paths: str | os.PathLike[str] | Iterable[str | os.PathLike[str]],
                dst: str | os.PathLike[str]) -> pd.DataFrame:
    """Build an archive from results files (PBN, USEBIO, CSV, saved ACBL pages).

    Parameters
    ----------
    paths : path or paths
        A folder (each file whose ending :func:`bridgekit.io.read_event` reads,
        :data:`bridgekit.io.FORMATS`: ``.pbn``, ``.csv``, ``.xml``, ``.html``, ``.bws`` ...,
        in sorted order, sub-folders too) or the files themselves.
    dst : path
        The archive to write: :data:`ARCHIVE_COLUMNS`, all text, one row group per event.
        An event is one file, or one part of a file whose sections (or sessions) were
        scored apart; its name, date, club, format and program, and the settings it is
        scored by, are columns of its rows.

    Returns
    -------
    pandas.DataFrame
        A line per file: ``path``, ``events``, ``rows`` and ``problem`` (why a file could
        not be read, "" when it was). A file that cannot be read or scored by its own
        settings, or is a teams event (its file's format or its stated scoring), is
        skipped, and said here: never dropped without a word. So is a file scored at IMPs
        (Butler or cross-IMPs): an archive's events are scored at matchpoints.
    """
    from bridgekit.io import read_event
    from bridgekit.pairs.published import find_settings

    pa, pq = _arrow()

    files, root = _files(paths)
    schema = pa.schema([pa.field(name, pa.string()) for name in ARCHIVE_COLUMNS])
    report = []
    with pq.ParquetWriter(dst, schema) as writer:
        for path in files:
            name = str(path.relative_to(root)) if root is not None else str(path)
            try:
                df = read_event(path)
                # as every other door scores the file (a teams file: its own scoring)
                settings = Settings(scoring="teams") if df.attrs.get("format") == \
                    "usebio-teams" else find_settings(df)[0]
            except (BridgekitError, OSError) as exc:
                report.append({"path": str(path), "events": 0, "rows": 0,
                               "problem": str(exc)})
                continue
            if settings.scoring == "teams":  # matches, not pairs travellers
                report.append({"path": str(path), "events": 0, "rows": 0, "problem":
                               "a teams event: an archive holds pairs travellers (a teams "
                               "event is scored by its matches, bridgekit.event_result)"})
                continue
            if settings.imps:
                report.append({"path": str(path), "events": 0, "rows": 0, "problem":
                               f"scored at IMPs ({settings.scoring}): an archive's events "
                               "are scored at matchpoints (bridgekit.event_result scores it)"})
                continue
            parts = _archive_events(df, name, settings)
            for part in parts:
                writer.write_table(pa.Table.from_pandas(part, schema=schema,
                                                        preserve_index=False))
            report.append({"path": str(path), "events": len(parts), "rows": len(df),
                           "problem": ""})
    return pd.DataFrame(report, columns=["path", "events", "rows", "problem"])


def _files(paths: str | os.PathLike[str] | Iterable[str | os.PathLike[str]]
           ) -> tuple[list[Path], Path | None]:
    """The files to read, and the folder their event names are relative to (or None): in a
    folder, each file whose ending :func:`bridgekit.io.read_event` reads."""
    from bridgekit.io import FORMATS

    if isinstance(paths, str | os.PathLike):
        folder = Path(paths)
        if folder.is_dir():
            found = sorted(p for p in folder.rglob("*")
                           if p.is_file() and p.suffix.lower() in FORMATS)
            return found, folder
        return [folder], None
    return [Path(p) for p in paths], None


def _archive_events(df: pd.DataFrame, name: str, settings: Settings) -> list[pd.DataFrame]:
    """A file's events as archive rows (:data:`ARCHIVE_COLUMNS`): the file, or each of its
    sections where they were scored apart."""
    m = FileMeta.of(df)  # the event's name, date and club, format and program, from its file
    normal = "" if settings.normal is None else str(settings.normal)
    meta = {"event_name": m.event, "date": m.date, "club": m.club, "format": m.format,
            "program": m.program, "method": settings.method, "scale": settings.scale,
            "normal": normal, "movement": settings.movement}
    rows = {column: cell_texts(df[column]) if column in df.columns else "" for column
            in ARCHIVE_COLUMNS if column not in meta and column != "event"}
    frame = pd.DataFrame({"event": name, **meta, **rows}, index=range(len(df)))
    frame = frame[list(ARCHIVE_COLUMNS)]
    if "section" not in df.columns:
        return [frame]
    section = cell_texts(df["section"])
    if settings.sections == "field":  # one field: each pair its section's (A1 is not B1)
        if len(set(section)) > 1:  # a section named "" is one too
            for side in ("ns", "ew"):
                frame[side] = np.where(frame[side] == "", "", section + frame[side])
        return [frame]
    frame["event"] = np.where(section == "", name, name + " #" + section)
    return [part for _, part in frame.groupby("event", sort=False)]


def _query(sql: str, src: str | os.PathLike[str], **values: object) -> pd.DataFrame:
    """Run ``sql`` over the scored archive (the view ``scored``) with DuckDB."""
    import duckdb

    with duckdb.connect() as db:
        db.from_parquet(str(src)).create_view("scored")  # the path is never SQL text
        result: pd.DataFrame = db.execute(sql, values).df()
    return result


#: Each side of each scored result, its pair named across events: by its players' names
#: where the file gives them (the same pair whatever their case and spacing, as
#: :func:`bridgekit.combine_sessions` compares names: ``who``; named as spelt on most of
#: its boards), else by its club (or, with none, its event) and number (direction too in a
#: Mitchell). The sides are summed by their text before the names are compared: each
#: spelling's text is made plain once, not once a result. A space is what ``str.split``
#: splits at (a no-break space too: RE2's ``\s``, ``\p{Z}`` and the few others).
_SIDES = """
WITH sides AS (
  SELECT event, date, club, ns_names <> '' AS named, ns_mp - ns_penalty AS mp, top,
         CASE WHEN ns_names <> '' THEN ns_names
              WHEN movement = 'howell' THEN coalesce(nullif(club, ''), event) || ' ' || ns
              ELSE coalesce(nullif(club, ''), event) || ' NS ' || ns END AS pair
  FROM scored WHERE status = 'scored' AND ns <> ''
  UNION ALL
  SELECT event, date, club, ew_names <> '', ew_mp - ew_penalty, top,
         CASE WHEN ew_names <> '' THEN ew_names
              WHEN movement = 'howell' THEN coalesce(nullif(club, ''), event) || ' ' || ew
              ELSE coalesce(nullif(club, ''), event) || ' EW ' || ew END
  FROM scored WHERE status = 'scored' AND ew <> ''
), spellings AS (
  SELECT *, CASE WHEN named THEN lower(trim(regexp_replace(
                   pair, '[\\s\\p{Z}\\x{0b}\\x{1c}-\\x{1f}\\x{85}]+', ' ', 'g')))
                 ELSE pair END AS who
  FROM (SELECT pair, named, event, any_value(date) AS date, any_value(club) AS club,
               count(*) AS boards, sum(mp) AS mp, sum(top) AS top
        FROM sides GROUP BY pair, named, event)
), spelt AS (
  SELECT who, first(pair ORDER BY boards DESC, pair) AS pair
  FROM (SELECT who, pair, sum(boards) AS boards FROM spellings GROUP BY who, pair) GROUP BY who
), sessions AS (
  SELECT * FROM (
    SELECT who, event, any_value(date) AS date, any_value(club) AS club,
           CAST(sum(boards) AS BIGINT) AS boards,
           CASE WHEN sum(top) > 0 THEN 100 * sum(mp) / sum(top) ELSE 50 END AS pct
    FROM spellings GROUP BY who, event) JOIN spelt USING (who)
)
"""


def season_percentages(src: str | os.PathLike[str], *, min_events: int = 1) -> pd.DataFrame:
    """Each pair's season percentage: its events' percentages weighted by the boards it
    played in each (a pair is its players' names where the files give them).

    Returns ``pair, events, boards, pct``, best first (ties by name); pairs with fewer
    than ``min_events`` events are left out.
    """
    check_whole(min_events, "min_events", minimum=1, error=OptionError)
    return _query(_SIDES + """
        SELECT any_value(pair) AS pair, count(*) AS events, sum(boards) AS boards,
               sum(pct * boards) / sum(boards) AS pct
        FROM sessions GROUP BY who HAVING count(*) >= $min_events
        ORDER BY pct DESC, pair""", src, min_events=min_events)


def season_frequencies(src: str | os.PathLike[str], *, board: int | None = None
                       ) -> pd.DataFrame:
    """How often each N-S score came on each board across the clubs of the season.

    Returns ``board, ns_score, results, clubs, pct`` (the share of the board's results
    with that score), by board and score from the highest; ``board=`` keeps one board.
    """
    return _query("""
        SELECT board, ns_score, count(*) AS results, count(DISTINCT club) AS clubs,
               100 * count(*) / sum(count(*)) OVER (PARTITION BY board) AS pct
        FROM scored WHERE status = 'scored' AND isfinite(ns_score)
          AND ($board IS NULL OR board = $board)
        GROUP BY board, ns_score ORDER BY board, ns_score DESC""", src,
        board=None if board is None else check_whole(board, "board", minimum=1,
                                                        error=OptionError))


def player_history(src: str | os.PathLike[str], player: str) -> pd.DataFrame:
    """Every event a player played in: ``event, date, club, pair, boards, pct``, in date
    order (the player's name found in the pair's names, any case)."""
    if not isinstance(player, str) or not player.strip():
        raise OptionError(f"player={clip_text(player)}: a player's name (or part of it)")
    return _query(_SIDES + """
        SELECT event, date, club, pair, boards, pct FROM sessions
        WHERE contains(lower(pair), lower($player)) ORDER BY date, event""", src,
        player=player.strip())


def best_scores(src: str | os.PathLike[str], n: int = 10, *, min_boards: int = 1
                ) -> pd.DataFrame:
    """The ``n`` best session scores of the season: ``pair, event, date, club, boards, pct``,
    best first (sessions of fewer than ``min_boards`` boards left out)."""
    check_whole(n, "n", minimum=1, error=OptionError)
    check_whole(min_boards, "min_boards", minimum=1, error=OptionError)
    return _query(_SIDES + """
        SELECT pair, event, date, club, boards, pct FROM sessions WHERE boards >= $min_boards
        ORDER BY pct DESC, pair, event LIMIT $n""", src, n=n, min_boards=min_boards)


def write_archive(df: pd.DataFrame, dst: str | os.PathLike[str], *,
                  keys: Sequence[str] = ("event",), group_rows: int = 1_000_000) -> int:
    """Write travellers as an archive :func:`score_parquet` reads: each event's rows
    together (in their order), events in order of first appearance, row groups of whole
    events of about ``group_rows`` rows (an event larger than that is a row group of its
    own). Returns the number of row groups written.
    """
    pa, pq = _arrow()
    check_whole(group_rows, "group_rows", minimum=1, error=OptionError)
    codes = event_codes(df, keys)
    order = np.argsort(codes, kind="stable")
    ordered = df.iloc[order]
    sorted_codes = codes[order]
    starts = np.flatnonzero(np.r_[True, sorted_codes[1:] != sorted_codes[:-1]]) \
        if len(df) else np.array([], dtype=np.int64)
    cuts, last = [0], 0
    for start in starts[1:].tolist():  # a cut at an event's start once a group is full
        if start - last >= group_rows:
            cuts.append(start)
            last = start
    cuts.append(len(df))
    try:
        table = pa.Table.from_pandas(ordered, preserve_index=False)
    except (pa.ArrowInvalid, pa.ArrowTypeError) as exc:
        bad = [c for c in ordered.columns if not _arrow_column(ordered[c])]
        if not bad:
            raise TravellerError(f"not written as Parquet: {clip_text(str(exc))}") from None
        values = ordered[bad[0]].dropna()
        kinds = dict(zip(values.map(type), values, strict=True))  # a value of each kind
        raise TravellerError(
            f"column {clip_text(bad[0])} holds {clip_text(list(kinds.values()))}: a column "
            "of an archive holds one kind of value (text, or numbers)") from None
    with pq.ParquetWriter(dst, table.schema) as writer:
        for a, b in pairwise(cuts):
            writer.write_table(table.slice(a, b - a), row_group_size=max(b - a, 1))
    return len(cuts) - 1


def _arrow_column(column: pd.Series) -> bool:
    """Whether pyarrow makes an array of ``column``."""
    pa, _ = _arrow()
    try:
        pa.Array.from_pandas(column)
    except (pa.ArrowInvalid, pa.ArrowTypeError):
        return False
    return True


#: What a generated season's tables bid and make, and how often (N-S declaring; a few
#: E-W contracts), the same on every board: a plausible spread of scores, not a real deal.
_PLAYED = (("4S", "N", "=", 30), ("4S", "N", "+1", 18), ("4S", "N", "-1", 12),
           ("3NT", "S", "=", 10), ("3NT", "S", "+1", 6), ("2S", "N", "+2", 8),
           ("5D", "E", "-2", 4), ("4SX", "N", "-1", 3), ("3S", "N", "+1", 7),
           ("6S", "N", "-1", 2))
_FIRST = ("Ann", "Ben", "Cara", "Dan", "Eva", "Finn", "Gus", "Hanna", "Ivo", "Jan", "Kees",
          "Lena", "Mia", "Noor", "Olaf", "Pia", "Rosa", "Sem", "Tom", "Ute")
_LAST = ("Smith", "de Vries", "Martin", "Jansen", "Dubois", "Bakker", "Moreau", "Visser",
         "Brown", "Laurent", "Mulder", "Wilson", "Petit", "de Boer", "Taylor", "Bos")


def generated_season(clubs: int = 20, weeks: int = 10, *, boards: int = 24, tables: int = 8,
                     seed: int = 0) -> pd.DataFrame:
    """A made-up season for trying the archive: each club plays a Mitchell of ``tables``
    tables and ``boards`` boards every week (``clubs * weeks * boards * tables`` rows),
    made with numpy in whole columns (two million rows in about a second).

    The columns are an archive's (``event``, ``date``, ``club``, ``board``, ``ns``,
    ``ew``, ``ns_names``, ``ew_names``, ``contract``, ``declarer``, ``result``), text as
    categories; each club's pairs keep their numbers and players all season.

    >>> season = generated_season(clubs=2, weeks=3, boards=4, tables=3)
    >>> len(season), season["event"].nunique(), season["ns_names"].iloc[0]
    (72, 6, 'Ann Smith & Ben Smith')
    """
    for name, value in (("clubs", clubs), ("weeks", weeks), ("boards", boards),
                        ("tables", tables)):
        check_whole(value, name, minimum=1, error=OptionError)
    rng = np.random.default_rng(seed)
    per_event = boards * tables
    events = clubs * weeks
    event = np.repeat(np.arange(events), per_event)
    club, week = np.divmod(event, weeks)
    within = np.tile(np.arange(per_event), events)
    board, table = np.divmod(within, tables)
    ew = (table + board) % tables  # each E-W pair meets each board once
    weights = np.array([w for *_, w in _PLAYED], dtype=float)
    played = rng.choice(len(_PLAYED), size=len(event), p=weights / weights.sum())
    names = _pair_names(clubs, tables)

    def category(codes: np.ndarray, labels: Sequence[str]) -> pd.Categorical:
        distinct, which = np.unique(np.array(labels, dtype=object), return_inverse=True)
        return pd.Categorical.from_codes(which[codes], categories=list(distinct))

    event_names = [f"club {c + 1:03d} week {w + 1:02d}" for c in range(clubs)
                   for w in range(weeks)]
    dates = [str(np.datetime64("2025-09-01") + 7 * w) for w in range(weeks)]
    return pd.DataFrame({
        "event": category(event, event_names), "date": category(week, dates),
        "club": category(club, [f"club {c + 1:03d}" for c in range(clubs)]),
        "board": board + 1, "ns": table + 1, "ew": ew + 1,
        "ns_names": category(club * 2 * tables + table, names),
        "ew_names": category(club * 2 * tables + tables + ew, names),
        "contract": category(played, [p[0] for p in _PLAYED]),
        "declarer": category(played, [p[1] for p in _PLAYED]),
        "result": category(played, [p[2] for p in _PLAYED]),
    })


def _pair_names(clubs: int, tables: int) -> list[str]:
    """Two players' names for each pair of each club (N-S pairs, then E-W), distinct."""
    out = []
    for i in range(clubs * 2 * tables):
        lap, at = divmod(2 * i, len(_FIRST) * len(_LAST))
        # past the list's end, a middle initial (then a number) keeps the names apart
        middle = "" if not lap else f"{chr(64 + lap)}. " if lap < 27 else f"{lap}. "
        last = _LAST[at // len(_FIRST)]
        out.append(" & ".join(f"{_FIRST[j % len(_FIRST)]} {middle}{last}"
                              for j in (at, at + 1)))
    return out
