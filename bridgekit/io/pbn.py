"""PBN 2.1 score tables: read and write a results file (sections 5.2, ScoreTable, TotalScoreTable).

A table tag's value lists its columns, ``;``-separated, each ``Name\\<width><L|R>``
(the width and alignment only format the file; a leading ``+``/``-`` marks the
sort order). Data lines follow, elements separated by white space, strings in
double quotes. ``-`` marks an irrelevant element, ``?`` an unknown one, and a
``^`` before a value an artificial score.

This module is text only: :func:`read_games` walks a file's games once, calling a
:class:`PbnVisitor` (the results reader here, the hand-record reader in
:mod:`bridgekit.io.hands`); :func:`parse_pbn` turns one-board-per-game files (as
Ruter and Magic Contest export them) into a traveller DataFrame; :func:`format_pbn`
prints an event already scored. The file's own MP and percentage columns are kept as
``pbn_mp_ns``, ``pbn_mp_ew``, ``pbn_pct_ns``, ``pbn_pct_ew`` so bridgekit's can be
compared with them. ``bridgekit.io.write_pbn`` scores an event and writes it with
:func:`format_pbn`; what it writes reads back equal.

Mapping: ``PairId_NS``/``PairId_EW`` -> ``ns``/``ew``; ``Contract``,
``Declarer``, ``Lead`` as they are; ``Result`` (tricks taken) -> ``result``;
``Score_NS`` (or minus ``Score_EW``) -> ``ns_score``; the user-defined column
``Group`` (a misduplicated board's scoring group) -> ``group``; each board's
``Vulnerable`` and ``Dealer`` tags -> ``vulnerable`` (``None``, ``NS``, ``EW``,
``All``) and ``dealer`` (``N``, ``E``, ``S``, ``W``). A row whose percentages
are artificial (``^60``) and that has no score is an artificial adjusted score
(``A60/40``); an artificial ``Score_NS`` (``^-100``) is an assigned score,
matchpointed like any other. Rows with ``Bye`` for a score are not results: they
are listed in ``attrs["byes"]``. bridgekit also writes a column ``Adjusted``
(a user-defined column, allowed by section 5.2) with its own notation, so a
weighted score survives the round trip.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import nullcontext
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Generic, TypeVar, cast

import numpy as np
import pandas as pd
from pandas.api.extensions import ExtensionArray

from bridgekit._checks import LONE_SURROGATE
from bridgekit.adjusted import artificial_notation
from bridgekit.board import Seat, Vulnerability, board_dealer, board_vulnerability
from bridgekit.columns import board_numbers, cell_text, distinct_rows
from bridgekit.errors import BridgekitError, FileFormatError, OptionError
from bridgekit.format import NUMBER_RE, decimals_of, fixed, number, number_texts
from bridgekit.io._files import (
    declared_charset,
    decode_text,
    factorized_cells,
    frozen,
    gc_paused,
    read_source,
    source_name,
    text_charset,
)

__all__ = ["read_pbn"]

#: ``(done, total)``: told how many boards of a file have been read.
Progress = Callable[[int, int], None]
#: What a walk over a file's games returns (:meth:`PbnVisitor.result`).
_R = TypeVar("_R")
_T = TypeVar("_T")

#: A tag line as programs write it (what :func:`_tag` reads the same): ``[Name "value"]``,
#: nothing before or after it, escapes kept as written.
_PLAIN_TAG_RE = re.compile(r'^\[([A-Za-z0-9_]+) "([^"\\\n]*(?:\\.[^"\\\n]*)*)"\]$',
                           re.MULTILINE)
_TAG_HEAD_RE = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"')
_TAG_TAIL_RE = re.compile(r'\s*\]\s*(?:;.*)?')
_QUOTE_OR_ESCAPE_RE = re.compile(r'\\.|"', re.DOTALL)
# a string's text as one run between escapes: memory does not grow with its length
_TOKEN_RE = re.compile(r'"([^"\\]*(?:\\.[^"\\]*)*)"|(\S+)', re.DOTALL)
_UNESCAPE_RE = re.compile(r"\\(.)", re.DOTALL)


@dataclass
class PbnTable:
    """A table section: its tag's columns, and where its rows are (their text is split into
    elements only when read, a whole ScoreTable layout at once)."""

    name: str
    columns: list[str]
    line: int
    at: np.ndarray[tuple[int], np.dtype[np.intp]]  # the rows' positions in ``lines`` (0-based)
    lines: PbnLines
    path: str

    @property
    def rows(self) -> list[tuple[int, list[str]]]:
        """Each row's (line number, elements), read row by row."""
        return [(i + 1, _tokens(self.lines[i].strip(), self.path, i + 1))
                for i in self.at.tolist()]


class PbnVisitor(Generic[_R]):
    """What :func:`read_games` tells as it walks a file: each game whole, its tags in order
    (name, value, line) and its tables (by their tag's place among the tags); a builder
    subclasses it and keeps what it needs; :meth:`result` is what the walk returns (``_R``,
    the builder's findings).

    Examples
    --------
    >>> class Boards(PbnVisitor):
    ...     def __init__(self):
    ...         self.boards = []
    ...     def visit_game(self, tags, tables):
    ...         self.boards += [value for name, value, _ in tags if name == "Board"]
    ...     def result(self):
    ...         return self.boards
    >>> read_games('[Board "1"]\\n[Dealer "N"]\\n\\n[Board "2"]\\n', Boards())
    ['1', '2']
    """

    def visit_tags(self, tags: list[tuple[str, str, int]]) -> None:
        """Every tag of the file (name, value, line) before its games are told: a builder may
        read one tag's values across all games at once here (the hand-record reader checks
        every ``Deal`` tag so)."""

    def visit_game(self, tags: list[tuple[str, str, int]], tables: dict[int, PbnTable]
                   ) -> None:
        """A game (from the file's first tag, then from each new ``Board`` tag, or from the
        first of the tags written just before it after an empty line)."""

    def visit_games(self, games: PbnGames) -> None:
        """Several games in a row: each is told to :meth:`visit_game` in turn. A builder may
        read them all at once instead (the results reader does, for games that need no
        word: see :class:`PbnGames`)."""
        tags, tables = games.tags, games.tables
        at = iter(tables)
        t = next(at, None)
        for a, b in zip(games.starts.tolist(), games.ends.tolist(), strict=True):
            game: dict[int, PbnTable] = {}
            while t is not None and t < b:
                game[t - a] = tables[t]
                t = next(at, None)
            if a < b:
                self.visit_game(tags[a:b], game)

    def result(self) -> _R:
        """What :func:`read_games` returns: each builder says what it found."""
        raise NotImplementedError(f"{type(self).__name__} says what a walk finds in its own "
                                  "result()")


@dataclass(frozen=True)
class PbnGames:
    """Games told at once (:meth:`PbnVisitor.visit_games`): game k's tags are
    ``tags[starts[k]:ends[k]]`` (``tags``: the file's, as (name, value, line); ``names``:
    their names as an array), its tables those of ``tables`` (by their tag's place among the
    file's tags, in order) whose place is in that range: those of these games alone."""

    tags: list[tuple[str, str, int]]
    names: np.ndarray
    starts: np.ndarray
    ends: np.ndarray
    tables: dict[int, PbnTable]

    def last(self, name: str) -> np.ndarray:
        """Each game's last tag named ``name``: its place among the tags, or -1 for none."""
        lo, hi = int(self.starts[0]), int(self.ends[-1])
        at = np.flatnonzero(self.names[lo:hi] == name) + lo
        game = np.searchsorted(self.starts, at, side="right") - 1
        last = np.r_[game[1:] != game[:-1], True] if len(at) else np.zeros(0, dtype=bool)
        out = np.full(len(self.starts), -1, dtype=np.intp)
        out[game[last]] = at[last]
        return out


@lru_cache(maxsize=1024)
def _columns(value: str) -> tuple[str, ...]:
    """A table tag's column names (a file repeats the same tag on every board)."""
    names: list[str] = []
    for part in value.split(";"):
        name = part.strip().split("\\")[0].lstrip("+-")
        if name:
            names.append(name)
    return tuple(names)


def _tokens(text: str, path: str, line: int) -> list[str]:
    """A table row's elements: strings in double quotes (``\\"`` inside), others split at
    white space. (:func:`_split_simple` splits many simple rows at once the same way.)"""
    if '"' not in text:
        return text.split()
    if "\\" not in text:  # no escapes: the odd pieces between quotes are the strings
        pieces = text.split('"')
        if len(pieces) % 2 == 0:
            raise FileFormatError("a string is not closed: expected a closing '\"'",
                                  path=path, line=line)
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
                                      path=path, line=line)
            out.append(token)
        else:
            out.append(_UNESCAPE_RE.sub(r"\1", value) if "\\" in value else value)
    return out


#: A line's kind by its first byte (:meth:`PbnLines.kinds`): a table row or a section's data
#: (Auction, Play: not read), a tag, a comment, the start of commentary, a blank line, or one
#: whose first character needs decoding (white space, or a character beyond ASCII, which may
#: be white space too).
_ROW, _TAG, _COMMENT, _COMMENTARY, _BLANK, _LOOK = range(6)
_KIND_OF_BYTE = np.full(256, _ROW, dtype=np.uint8)
_KIND_OF_BYTE[[ord("%"), ord(";")]] = _COMMENT
_KIND_OF_BYTE[ord("[")] = _TAG
_KIND_OF_BYTE[ord("{")] = _COMMENTARY
_KIND_OF_BYTE[[ord(c) for c in " \t\n\x0b\x0c\x1c\x1d\x1e\x1f"]] = _LOOK
_KIND_OF_BYTE[0x80:] = _LOOK
_KIND_OF_CHARACTER = {"%": _COMMENT, ";": _COMMENT, "[": _TAG, "{": _COMMENTARY, "": _BLANK}


class PbnLines:
    """A PBN file's lines, split at line feeds and carriage returns only (PBN's line ends),
    never inside a string at a character Python also ends lines at (U+2028, U+0085 ...).

    The lines are kept as the file's UTF-8 bytes and where each starts and ends: a line's
    text is decoded when asked for (``lines[i]``), and a table's rows are read from the bytes
    as they lie (:meth:`rows_bytes`), not made into a string each. Bytes given are ASCII with
    line feeds only, kept as they are (:func:`read_lines`).

    Examples
    --------
    >>> lines = PbnLines('[Board "1"]\\r\\n1 2\\r\\n')
    >>> len(lines), lines[0], lines[1]
    (2, '[Board "1"]', '1 2')
    """

    def __init__(self, text: str | bytes):
        if isinstance(text, bytes):  # ASCII with line feeds only (:func:`read_lines`)
            self.data, self.text = text, None
        else:
            if "\r" in text:
                text = text.replace("\r\n", "\n").replace("\r", "\n")
            # a lone surrogate (text not from a file) kept as it is, to be decoded back the same
            self.data = text.encode("utf-8", "surrogatepass")
            # ASCII text (each character a byte): a line is sliced from the text as it is
            self.text = text if len(self.data) == len(text) else None
        bytes_ = np.frombuffer(self.data, dtype=np.uint8)
        ends = np.flatnonzero(bytes_ == ord("\n"))
        if self.data and not self.data.endswith(b"\n"):
            ends = np.r_[ends, len(self.data)]
        self.starts = np.r_[0, ends[:-1] + 1] if len(ends) else ends
        self.ends = ends

    def __len__(self) -> int:
        return len(self.ends)

    def __getitem__(self, i: int) -> str:
        a, b = int(self.starts[i]), int(self.ends[i])
        return self.text[a:b] if self.text is not None \
            else self.data[a:b].decode("utf-8", "surrogatepass")

    def kinds(self) -> np.ndarray:
        """Each line's kind (``_ROW``, ``_TAG``, ``_COMMENT``, ``_COMMENTARY``, ``_BLANK``) by its
        first character after white space; only lines that start with white space or a
        character beyond ASCII are decoded to find it."""
        kind = np.full(len(self), _BLANK, dtype=np.uint8)
        filled = np.flatnonzero(self.starts < self.ends)
        kind[filled] = _KIND_OF_BYTE[np.frombuffer(self.data, dtype=np.uint8)[
            self.starts[filled]]]
        for i in np.flatnonzero(kind == _LOOK).tolist():
            first = self[i].strip()[:1]
            kind[i] = _KIND_OF_CHARACTER.get(first, _ROW)
        return kind

    def texts(self, at: np.ndarray) -> list[str]:
        """The lines at ``at``, decoded."""
        spans = zip(self.starts[at].tolist(), self.ends[at].tolist(), strict=True)
        if self.text is not None:
            text = self.text
            return [text[a:b] for a, b in spans]
        data = self.data
        return [data[a:b].decode("utf-8", "surrogatepass") for a, b in spans]

    def rows_bytes(self, at: np.ndarray) -> bytes:
        """The lines at ``at`` (ascending positions), joined by line feeds, as UTF-8: runs of
        lines next to each other are sliced whole."""
        if not len(at):
            return b""
        run = np.flatnonzero(np.diff(at) != 1) + 1
        first, last = at[np.r_[0, run]], at[np.r_[run - 1, len(at) - 1]]
        data = memoryview(self.data)  # each run a view, copied once, by the join
        return b"\n".join([data[a:b] for a, b in zip(self.starts[first].tolist(),
                                                       self.ends[last].tolist(), strict=True)])


def read_games(text: str | PbnLines, visitor: PbnVisitor[_R], *, path: str = "<text>",
               progress: Progress | None = None) -> _R:
    """Walk a PBN file's games once, telling ``visitor`` (see :class:`PbnVisitor`) each
    game's tags and tables; returns ``visitor.result()``.

    Only the lines that shape the file -- tags, comments, commentary, blank lines -- are
    walked one by one; a table's rows are the other lines up to the next blank line, tag
    or commentary (comments between them are skipped), found for all tables at once.
    ``progress(done, total)`` is told the boards read, every hundred and at the end.

    Raises
    ------
    FileFormatError
        A line starting with ``[`` that is not a tag pair ``[Name "value"]``.
    """
    lines = PbnLines(text) if isinstance(text, str) else text
    kind = lines.kinds()
    others = np.flatnonzero(kind == _ROW)
    enders = np.flatnonzero((kind == _BLANK) | (kind == _TAG) | (kind == _COMMENTARY))
    tag_at = np.flatnonzero(kind == _TAG)
    # every tag line as programs write it, read by one pattern over the distinct lines (a file
    # repeats most of its tag lines on every board); else line by line
    every = lines.rows_bytes(tag_at).decode("utf-8", "surrogatepass").split("\n") \
        if len(tag_at) else []
    distinct = list(dict.fromkeys(every))
    plain = _PLAIN_TAG_RE.findall("\n".join(distinct))
    tags = None if len(plain) == len(distinct) else lines.texts(tag_at)
    parsed: list[tuple[str, str] | None] = [_tag(text) for text in tags] if tags is not None \
        else list(map(dict(zip(distinct, plain, strict=True)).__getitem__, every))
    # the first line that is not a tag pair: the games before it are told, then it is refused
    bad = parsed.index(None) if tags is not None and None in parsed else len(parsed)
    names, values = zip(*cast(list[tuple[str, str]], parsed[:bad]), strict=True) if bad \
        else ((), ())
    name_of = np.array(names, dtype=object)  # each distinct name is looked at once
    boards = np.flatnonzero(name_of == "Board")
    total = len(boards)
    starts = _game_starts(kind, tag_at[:bad], boards)
    ends = np.r_[starts[1:], len(parsed)].astype(np.intp)
    named = list(zip(names, _copied(name_of, values, starts), (tag_at[:bad] + 1).tolist(),
                     strict=True))
    visitor.visit_tags(named)
    at = np.flatnonzero(np.isin(name_of, [name for name in set(names) if name.endswith("Table")]))
    # where each table would end, and its rows: all at once
    k = np.searchsorted(enders, tag_at[at], side="right")
    end = np.where(k < len(enders), enders[np.minimum(k, len(enders) - 1)], len(lines)) \
        if len(enders) else np.full(len(at), len(lines))
    row_from = np.searchsorted(others, tag_at[at]).tolist()
    row_to = np.searchsorted(others, end).tolist()
    tables = {t: PbnTable(named[t][0], list(_columns(named[t][1])), named[t][2],
                          others[a:b], lines, path)
              for t, a, b in zip(at.tolist(), row_from, row_to, strict=True)}
    told = int(np.searchsorted(ends, bad, side="right"))  # the games before a line refused
    step = 100 if progress else max(told, 1)  # told 100 at a time when the boards are counted
    places = at.tolist()
    for first in range(0, told, step):
        last = min(first + step, told)
        lo, hi = np.searchsorted(at, [starts[first], ends[last - 1]]).tolist()
        visitor.visit_games(PbnGames(named, name_of, starts[first:last], ends[first:last],
                                     {t: tables[t] for t in places[lo:hi]}))
        if progress and last % 100 == 0 and ends[last - 1] < len(parsed):
            progress(last, total)
    if tags is not None and bad < len(parsed):
        raise FileFormatError(f"{tags[bad].strip()[:60]!r}: expected a tag pair like "
                              '[Board "1"]', path=path, line=int(tag_at[bad]) + 1)
    if progress:
        progress(total, total)
    return visitor.result()


def _game_starts(kind: np.ndarray, tag_at: np.ndarray, boards: np.ndarray) -> np.ndarray:
    """Where each game starts among the tags (at ``tag_at``, the lines' ``kind`` known; the
    ``Board`` tags at ``boards``): at the first tag, and at each Board tag after the first or
    at the first of the tags written just before it (a game's Event, Site, Date ... may come
    before its Board tag) when an empty line, which ends a game in PBN, stands between those
    and the Board tag before."""
    apart = np.cumsum(kind == _BLANK)[tag_at]
    run = np.maximum.accumulate(np.where(np.r_[True, apart[1:] > apart[:-1]],
                                         np.arange(len(apart)), 0))[boards[1:]]
    starts: np.ndarray = np.r_[0, np.where(run > boards[:-1], run, boards[1:])].astype(np.intp)
    return starts


def _copied(names: np.ndarray, values: Sequence[str], starts: np.ndarray) -> Sequence[str]:
    """The tags' values, each ``#`` (PBN: the tag's value in the game before) replaced by that
    value: the last tag of its name in the previous game (``games`` start at ``starts``). A
    ``#`` with no such tag before it stays as it is (it says nothing)."""
    marks = [v for v in set(values) if v.strip() == "#"]
    if not marks:
        return values
    hashed = np.flatnonzero(np.isin(np.array(values, dtype=object), marks))
    game = np.searchsorted(starts, np.arange(len(values)), side="right") - 1
    source = np.full(len(hashed), -1, dtype=np.intp)
    for name in set(names[hashed].tolist()):
        mine = np.flatnonzero(names[hashed] == name)
        where = np.flatnonzero(names == name)  # the name's tags, the last of each game kept
        last = np.r_[game[where][1:] != game[where][:-1], True]
        where = where[last]
        want = game[hashed[mine]] - 1
        k = np.minimum(np.searchsorted(game[where], want), len(where) - 1)
        source[mine] = np.where(game[where][k] == want, where[k], -1)
    out = list(values)
    for at, s in zip(hashed.tolist(), source.tolist(), strict=True):  # in order: a "#"
        if s >= 0:  # after a "#" takes the value that one took
            out[at] = out[s]
    return out


@lru_cache(maxsize=4096)
def _tag(line: str) -> tuple[str, str] | None:
    """A tag line's name and value (as written, escapes kept), or None when it is not
    ``[Name "value"]`` (a file repeats most of its tag lines on every board). The value's
    closing quote is found by a scan, so a long value costs only its own length."""
    text = line.strip()
    head = _TAG_HEAD_RE.match(text)
    if head is None:
        return None
    start = head.end()
    if "\\" in text:
        close = next((m.start() for m in _QUOTE_OR_ESCAPE_RE.finditer(text, start)
                      if m.group() == '"'), -1)
    else:
        close = text.find('"', start)
    if close < 0 or _TAG_TAIL_RE.fullmatch(text, close + 1) is None:
        return None
    return head.group(1), text[start:close]


def _cell(value: str | None) -> str:
    return "" if value is None or value in ("-", "?") else value


@lru_cache(maxsize=1 << 16)
def _number(value: str) -> float:
    """A published number, or NaN when the element is not one (``-``, ``?``, ``x``, ``nan``).

    Published numbers repeat (a file prints the same few MPs and percentages again and
    again): each distinct text is read once."""
    text = _cell(value).lstrip("^")
    return float(text) if NUMBER_RE.fullmatch(text) else np.nan


def read_pbn(source: object, *, progress: Progress | bool | None = False,
             max_bytes: int | None = None, also: GameCollector | None = None) -> pd.DataFrame:
    """Read a PBN results file (a path, bytes or an open file) into a traveller DataFrame.

    Columns: ``board, table, round, ns, ew, contract, declarer, result, lead,
    ns_score, pbn_mp_ns, pbn_mp_ew, pbn_pct_ns, pbn_pct_ew, line`` (``line``: where
    the row is in the file) and, where the file has the tags, ``vulnerable`` and
    ``dealer``; ``attrs`` holds ``event`` (the first game's tags), ``totals`` (the
    TotalScoreTable's rows, as dicts) and ``byes`` (the bye rows). Sections bridgekit
    does not read (Auction, Play, other tables) are skipped unchecked. ``progress`` is
    a callable ``progress(done, total)`` told the boards read (the command line draws
    a bar with it). ``also``: another builder told the same walk (the file's deals, read
    in the one pass: :func:`bridgekit.io.read_event`).

    Raises
    ------
    FileFormatError
        Naming the file and line: a tag that is not ``[Name "value"]``, a string
        not closed, a table row with the wrong number of elements, a ScoreTable
        without a Board tag or without pair columns, a Dealer or Vulnerable tag that
        names no seat or vulnerability, a file with no ScoreTable.
        A file with several problems is reported by one of them (the tags are checked
        before the table rows), not always the first in the file.
    """
    if progress is True or not (progress in (False, None) or callable(progress)):
        raise OptionError(f"progress={progress!r}: expected a callable progress(done, total) "
                          "or None (the command line draws a bar with one)")
    name = source_name(source)
    with gc_paused():
        return parse_pbn(read_lines(source, max_bytes=max_bytes), path=name,
                         progress=progress or None, also=also)


#: The charsets in which ASCII bytes are the same characters, control characters and all.
_ASCII_AS_IT_IS = frozenset({"ascii", "utf-8", "iso8859-1", "cp1252"})


def read_lines(source: object, *, max_bytes: int | None = None) -> PbnLines:
    """A PBN source's lines: a file of ASCII bytes with line feeds only (what most programs
    write) kept as it is, any other read as text (:func:`bridgekit.io._files.read_text`: its
    charset, a byte-order mark, carriage returns).

    Raises
    ------
    FileFormatError
        What :func:`~bridgekit.io._files.read_text` refuses: a charset declared that is no
        text encoding, bytes that are not text.
    """
    data = read_source(source, max_bytes=max_bytes)
    if isinstance(data, bytes) and data.isascii() and b"\r" not in data and b"\0" not in data:
        declared = declared_charset(data, "pbn")
        if declared is None or text_charset(declared, source_name(source),
                                            data[:4096]) in _ASCII_AS_IT_IS:
            return PbnLines(data)
    return PbnLines(decode_text(data, source_name(source), format="pbn"))


def parse_pbn(text: str | PbnLines, *, path: str = "<text>", progress: Progress | None = None,
              also: GameCollector | None = None) -> pd.DataFrame:
    """A PBN results file's text as a traveller DataFrame (see :func:`read_pbn`).

    Examples
    --------
    >>> frame = parse_pbn('[Board "1"]\\n[Vulnerable "All"]\\n'
    ...                   '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\\n'
    ...                   '1 2 4S N 10\\n')
    >>> frame[["board", "ns", "ew", "contract", "result", "vulnerable"]].values.tolist()
    [[1, '1', '2', '4S', '10', 'All']]
    """
    lines = PbnLines(text) if isinstance(text, str) else text
    builder = _Results(path, also)
    read_games(lines, builder, path=path, progress=progress)
    found = builder.found
    frame = _score_rows(found)
    if frame.empty and not found.byes and found.totals is None:
        raise FileFormatError("no ScoreTable found: expected PBN score tables such as "
                              '[ScoreTable "PairId_NS;PairId_EW;Contract;..."]', path=path,
                              line=len(lines) or 1)
    for column in ("pbn_mp_ns", "pbn_mp_ew", "pbn_pct_ns", "pbn_pct_ew", *_NUMERIC_PUBLISHED):
        if column in frame.columns and frame[column].dtype != np.float64:
            frame[column] = frame[column].astype(float)
    frame.attrs.update(event=found.event, totals=frozen(found.totals), byes=frozen(found.byes),
                       path=path, warnings=frozen(found.warnings), decimals=found.decimals,
                       format="pbn")
    return frame


#: A board's ScoreTable as read: (board, table, vulnerable, dealer).
_BoardTable = tuple[int, PbnTable, str, str]
#: What reading a table's rows depends on (:func:`_layout`).
_Layout = tuple[int, tuple[tuple[str, int], ...]]


@dataclass
class _Found:
    """What reading a PBN file has found so far."""

    # (board, ScoreTable, vulnerable, dealer) per board
    tables: list[_BoardTable] = field(default_factory=list)
    byes: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[dict[str, Any]] = field(default_factory=list)
    decimals: dict[str, int] = field(default_factory=dict)
    published: set[str] = field(default_factory=set)
    totals: list[dict[str, str]] | None = None
    event: dict[str, str] = field(default_factory=dict)
    deal_tags: bool = False  # some board has a Vulnerable or Dealer tag


class GameCollector(PbnVisitor[Any]):
    """A builder told each game as its tags by name (value, line) and the tables it keeps
    (:meth:`keeps`), at :meth:`end_game`."""

    def __init__(self, path: str):
        self.path = path
        self.tags: dict[str, tuple[str, int]] = {}
        self.tables: list[PbnTable] = []

    def keeps(self, table: PbnTable) -> bool:
        return True

    def visit_game(self, tags: list[tuple[str, str, int]], tables: dict[int, PbnTable]
                   ) -> None:
        self.collect({name: (value, line) for name, value, line in tags}, tables)

    def collect(self, tags: dict[str, tuple[str, int]], tables: dict[int, PbnTable]) -> None:
        self.tags, self.tables = tags, [t for t in tables.values() if self.keeps(t)]
        self.end_game()

    def end_game(self) -> None:
        """A game's tags and tables are in ``tags`` and ``tables``."""


class _Results(GameCollector):
    """The results reader's builder: each game's tags and tables, checked at its end; what it
    is told is told to ``also`` too (another builder of the same walk: the deals)."""

    def __init__(self, path: str, also: GameCollector | None = None):
        super().__init__(path)
        self.found = _Found()
        self.also = also

    def visit_tags(self, tags: list[tuple[str, str, int]]) -> None:
        if self.also is not None:
            self.also.visit_tags(tags)

    def collect(self, tags: dict[str, tuple[str, int]], tables: dict[int, PbnTable]) -> None:
        if self.also is not None:
            self.also.collect(tags, tables)
        super().collect(tags, tables)

    def end_game(self) -> None:
        found = self.found
        if not found.event:
            found.event = {k: v for k, (v, _) in self.tags.items()}
        for table in self.tables:
            if table.name == "TotalScoreTable":
                found.totals = _totals(table, self.path, found.decimals)
            elif table.name == "ScoreTable":
                _score_table(table, self.tags, self.path, found)

    def visit_games(self, games: PbnGames) -> None:
        """Games whose tags and tables need no word (every ScoreTable under a board number,
        with its pair columns and a Vulnerable and Dealer tag bridgekit reads) are read all at
        once (:meth:`_at_once`); others game by game, which says what is wrong and where. What
        is read at once is the same (``tests/io/test_pbn_paths.py`` holds them equal)."""
        if not (_GAMES_AT_ONCE and self._at_once(games)):
            super().visit_games(games)
        elif self.also is not None:
            self.also.visit_games(games)

    def _at_once(self, games: PbnGames) -> bool:
        """What :meth:`end_game` finds in ``games``, read at once into ``found``: the first
        game's tags, the last TotalScoreTable's rows and their decimals, each ScoreTable as
        (board, table, vulnerable, dealer). False when a game needs a word: the games are then
        read one by one, which refuses the file (what was kept before that is not looked at)."""
        starts, ends, tags, found = games.starts, games.ends, games.tags, self.found
        lo, hi = int(starts[0]), int(ends[-1])
        if lo >= hi:
            return False
        found.event = found.event or {name: value for name, value, _ in tags[lo:int(ends[0])]}
        places = list(games.tables)
        try:
            for t in places:
                if games.tables[t].name == "TotalScoreTable":
                    found.totals = _totals(games.tables[t], self.path, found.decimals)
        except BridgekitError:
            return False
        scored = [t for t in places if games.tables[t].name == "ScoreTable"]
        game = np.searchsorted(starts, scored, side="right") - 1
        board_at = games.last("Board")[game].tolist()
        if -1 in board_at:
            return False
        texts = [tags[b][1] for b in board_at]
        if not all(BOARD_RE.fullmatch(text.strip()) for text in set(texts)):
            return False
        if not all({"PairId_NS", "PairId_EW"} <= set(_columns(value))
                   for value in {tags[t][1] for t in scored}):
            return False
        spelt = []
        for key in ("Vulnerable", "Dealer"):
            given = [tags[at][1] if at >= 0 else "" for at in games.last(key)[game].tolist()]
            try:
                spelling = {text: _deal_tag(key, text) for text in set(given)}
            except BridgekitError:
                return False
            spelt.append([spelling[text] for text in given])
        tables = list(zip(map(int, texts), [games.tables[t] for t in scored], *spelt,
                          strict=True))
        found.deal_tags |= any(v or d for _, _, v, d in tables)
        found.tables += tables
        return True

    def result(self) -> _Found:
        return self.found


#: Whether :meth:`_Results.visit_games` reads games at once (else each game by itself: the
#: road the tests hold it equal to).
_GAMES_AT_ONCE = True


def deal_tags(tags: dict[str, tuple[str, int]], path: str) -> tuple[str, str]:
    """A game's ``Vulnerable`` and ``Dealer`` tags as bridgekit writes them (``None``, ``NS``,
    ``EW``, ``All``; ``N``, ``E``, ``S``, ``W``), "" for a tag the game does not have.
    Every spelling PBN 2.1 allows is read (``None``/``Love``/``-``, ``Both``/``All``).

    Raises
    ------
    FileFormatError
        A tag that names no vulnerability or seat, with its line.
    """
    out = []
    for key in ("Vulnerable", "Dealer"):
        text, line = tags.get(key, ("", 0))
        try:
            out.append(_deal_tag(key, text))
        except BridgekitError as exc:
            raise FileFormatError(f"[{key} {text!r}]: {exc}", path=path, line=line) from None
    return out[0], out[1]


@lru_cache(maxsize=256)
def _deal_tag(key: str, text: str) -> str:
    """A ``Vulnerable`` or ``Dealer`` tag's value as bridgekit writes it (each spelling read
    once: a file repeats a few on every board)."""
    if not text.strip() or text.strip() in ("?", "#"):
        return ""
    return _VUL_NAMES[Vulnerability.parse(text)] if key == "Vulnerable" else str(Seat.parse(text))


def _totals(table: PbnTable, name: str, decimals: dict[str, int]) -> list[dict[str, str]]:
    totals = []
    for at, tokens in table.rows:
        if len(tokens) != len(table.columns):
            raise FileFormatError(f"{len(tokens)} elements, expected {len(table.columns)} "
                                  f"({';'.join(table.columns)})", path=name, line=at)
        totals.append(row := {k: _cell(v) for k, v in zip(table.columns, tokens, strict=True)})
        for key, value in row.items():
            if key.startswith("Total") and _number(value) == _number(value):
                decimals[key] = max(decimals.get(key, 0), decimals_of(value))
    return totals


def _score_table(table: PbnTable, tags: dict[str, tuple[str, int]], name: str,
                 found: _Found) -> None:
    """One board's ScoreTable: its rows as traveller records (byes kept aside)."""
    if "Board" not in tags:
        raise FileFormatError("a ScoreTable with no [Board] tag before it", path=name,
                              line=table.line)
    board_text, board_line = tags["Board"]
    if not BOARD_RE.fullmatch(board_text.strip()):
        raise FileFormatError(f"board {board_text!r}: expected a whole number from 1 up",
                              path=name, line=board_line)
    if not {"PairId_NS", "PairId_EW"} <= set(table.columns):
        raise FileFormatError(f"ScoreTable columns {';'.join(table.columns)!r}: need "
                              "PairId_NS and PairId_EW", path=name, line=table.line)
    vulnerable, dealer = deal_tags(tags, name)
    found.deal_tags |= bool(vulnerable or dealer)
    found.tables.append((int(board_text), table, vulnerable, dealer))


def _score_rows(found: _Found) -> pd.DataFrame:
    """Every ScoreTable's rows as traveller records, read a column at a time (the tables of
    one ``_layout`` together, each distinct cell read once); byes kept aside."""
    layouts: dict[_Layout, list[_BoardTable]] = {}
    for entry in found.tables:
        if len(entry[1].at):
            layouts.setdefault(_layout(tuple(entry[1].columns)), []).append(entry)
    big = [sum(len(t[1].at) for t in tables) >= _BESIDE_FROM for tables in layouts.values()]
    with ThreadPoolExecutor(2) if any(big) else nullcontext() as pool:
        parts = [_layout_rows(tables, found, pool if many else None)
                 for tables, many in zip(layouts.values(), big, strict=True)]
    columns = ["board", "table", "round", "ns", "ew", "contract", "declarer", "result", "lead",
               "ns_score", "pbn_mp_ns", "pbn_mp_ew", "pbn_pct_ns", "pbn_pct_ew", "group", "line"]
    columns += [c for c in _PUBLISHED.values() if c in found.published]
    if found.deal_tags:
        columns += ["vulnerable", "dealer"]
    if not parts:
        return pd.DataFrame(columns=columns)
    sizes = [len(part["line"]) for part in parts]
    frame = pd.DataFrame({name: _joined([part.get(name) for part in parts], sizes)
                          for name in columns})
    bye = _joined([part["_bye"] for part in parts], sizes)
    if len(parts) > 1:
        order = np.argsort(frame["line"].to_numpy(), kind="stable")
        frame, bye = frame.take(order).reset_index(drop=True), bye[order]
    if frame.dtypes.eq(object).any():  # text columns as pandas' own string type, as
        frame = frame.infer_objects()  # records give
    found.warnings.sort(key=lambda w: (w["line"], w.pop("_rank")))
    if not bye.any():
        return frame
    found.byes = frame[bye].reset_index(drop=True).to_dict("records")
    return frame[~bye].reset_index(drop=True)


#: The published numbers every ScoreTable row may carry (PBN column -> traveller column).
_PUBLISHED_NUMBERS = (("MP_NS", "pbn_mp_ns"), ("MP_EW", "pbn_mp_ew"),
                      ("Percentage_NS", "pbn_pct_ns"), ("Percentage_EW", "pbn_pct_ew"))
_TEXT_FIELDS = {"table": "Table", "round": "Round", "ns": "PairId_NS", "ew": "PairId_EW",
                "contract": "Contract", "declarer": "Declarer", "result": "Result",
                "lead": "Lead", "group": "Group"}


@lru_cache(maxsize=1024)
def _layout(columns: tuple[str, ...]) -> _Layout:
    """What reading a table's rows depends on: how many elements a row has, and where the
    columns bridgekit reads are (a column named twice: the last). Tables that differ only in
    the names of other columns (a program's own column, named per board) are read together.
    Worked out once per distinct columns (a file repeats its ScoreTable tag on every board)."""
    position = {c: i for i, c in enumerate(columns)}
    return len(columns), tuple(sorted((c, i) for c, i in position.items() if c in _READ))


def _layout_rows(tables: list[_BoardTable], found: _Found,
                 pool: ThreadPoolExecutor | None = None) -> dict[str, Any]:
    """The rows of tables of one ``_layout``, column by column (name -> column). With a
    ``pool`` (a layout of many rows), the work numpy, pandas and Arrow do without Python's
    interpreter lock (splitting the rows, numbering each column, making the text columns) is
    shared by its two threads, a core each."""
    at = np.concatenate([t[1].at for t in tables])
    lines = at + 1
    cells = _table_cells(tables, at, pool)
    position = {c: i for i, c in enumerate(tables[0][1].columns)}  # named twice: the last

    def column(name: str, default: str | None) -> _Cells:
        if name in position:
            return cells[position[name]]
        return _Cells(np.zeros(len(at), dtype=np.intp), np.array([default], dtype=object))

    sizes = [len(t[1].at) for t in tables]
    out: dict[str, Any] = {"board": np.repeat([t[0] for t in tables], sizes)}
    texts: dict[str, _Texts] = {}  # the text columns, made at the end
    if found.deal_tags:  # each board's Vulnerable and Dealer tags
        for key, k in (("vulnerable", 2), ("dealer", 3)):
            codes, values = _factorized([t[k] for t in tables])
            texts[key] = list(values), np.repeat(codes, sizes)
    texts.update({key: column(pbn, None).texts(_cell) for key, pbn in _TEXT_FIELDS.items()})
    rank = 0
    for pbn, key in _PUBLISHED_NUMBERS:
        out[key] = _numbers(column(pbn, "-"), pbn, key, lines, found, rank)
        rank += 1
    bye = np.zeros(len(at), dtype=bool)
    for pbn in ("Score_NS", "Score_EW"):
        bye |= column(pbn, None).each(lambda v: str(v).strip().lower() == "bye", bool)
    _played_byes(bye, texts["contract"], lines, found)
    entries, inverse, contradicts = _entries([column(c, None) for c in _ENTRY_COLUMNS], bye)
    texts["ns_score"] = entries, inverse
    for i in np.flatnonzero(contradicts).tolist():
        entry = entries[inverse[i]]
        found.warnings.append({"line": int(lines[i]), "column": "Score_EW", "value": entry,
                               "problem": f"{entry}: the two scores contradict (each side's "
                                          "is the other's negative); the row is not scored",
                               "_rank": -1})
    out["line"] = lines
    for pbn, key in _PUBLISHED.items():
        if pbn not in position:
            continue
        found.published.add(key)
        if key in _NUMERIC_PUBLISHED:
            out[key] = _numbers(column(pbn, "-"), pbn, key, lines, found, rank)
            rank += 1
        else:
            texts[key] = column(pbn, None).texts(_cell)
    made = _each(lambda text: _text_of_codes(*text), list(texts.values()), pool)
    out.update(zip(texts, made, strict=True))
    out["_bye"] = bye
    return out


#: A text column to be made (:func:`_text_of_codes`): the distinct texts, each row's code.
_Texts = tuple[list[Any], np.ndarray]
#: From how many rows a layout's work is shared by two threads (:func:`_layout_rows`): below,
#: starting them costs more than the second core gives back.
_BESIDE_FROM = 20_000


def _each(fn: Callable[[Any], _T], items: Iterable[Any], pool: ThreadPoolExecutor | None
          ) -> list[_T]:
    """``fn`` of each item, in order: on the ``pool``'s threads when there is one."""
    return list(pool.map(fn, items)) if pool is not None else [fn(item) for item in items]


def _joined(pieces: list[Any], sizes: list[int]) -> Any:
    """One column from each layout's piece of it (NaN for a layout without the column): a
    file of many small layouts is made into one frame at the end, not a frame per layout."""
    if len(pieces) == 1:
        return pieces[0] if pieces[0] is not None else np.full(sizes[0], np.nan)
    filled = [np.full(n, np.nan) if p is None else p for p, n in zip(pieces, sizes, strict=True)]
    if all(isinstance(p, np.ndarray) and p.dtype.kind in "biuf" for p in filled):
        return np.concatenate(filled)
    return np.concatenate([np.asarray(p, dtype=object) for p in filled])


def _short_keys(raw: bytes, at: int, starts: np.ndarray, sizes: np.ndarray,
                long: np.ndarray) -> np.ndarray:
    """One 64-bit number per element of 1 to 8 bytes (``starts`` counted from ``at`` in
    ``raw``), equal only for equal elements in text with no NUL byte: its bytes, the bytes
    after it masked off (:func:`_key_text` reads them back). A longer element's number (those
    at ``long``) is 0, which no shorter one's is. ``raw`` has 8 bytes to spare at its end."""
    words = np.ndarray((len(raw) - 7 - at,), dtype="<u8", buffer=raw, offset=at, strides=(1,))
    keys: np.ndarray = words[starts]
    keys &= _LOW_BYTES.take(np.minimum(sizes, 8))
    keys[long] = 0
    return keys


#: A 64-bit number's lowest ``k`` bytes set, for k from 0 to 8.
_LOW_BYTES = np.array([(1 << (8 * k)) - 1 for k in range(9)], dtype=np.uint64)


def _key_text(key: int) -> str:
    """The element whose ``_short_keys`` number is ``key`` (:func:`_element_text`)."""
    return _element_text(key.to_bytes(8, "little").rstrip(b"\0"))


def _element_text(element: bytes) -> str:
    """A split element's text: a string's between its quotes (in a simple row a quote
    that starts an element is a string's), any other as it is."""
    text = element.decode("utf-8", "surrogatepass")
    return text[1:-1] if text.startswith('"') else text


#: Below this many rows a layout's text columns are built as Python objects (``_text_of_codes``).
_FEW_ROWS = 1000


def _text_of_codes(values: list[Any], codes: np.ndarray) -> ExtensionArray | np.ndarray:
    """Each row's text from its code into the distinct texts ``values``: for many rows in the
    type pandas gives text by default, copied from the distinct texts (no Python string made
    per row); for a few, as Python objects (the frame's text columns are typed once, at the
    end: a file of many small tables would otherwise pay pandas' cost for each)."""
    if len(codes) < _FEW_ROWS:
        few: np.ndarray = np.array(values, dtype=object)[codes]
        return few
    texts: ExtensionArray = pd.Series(values, dtype=object).infer_objects().array.take(codes)
    return texts


#: Fewer values than this are numbered in a dict (:func:`_factorized`).
_FEW_TO_HASH = 128


def _factorized(values: np.ndarray | Sequence[Any]) -> tuple[np.ndarray, Sequence[Any]]:
    """Each value's code (numbered in the order first seen) and the distinct values, as
    ``pandas.factorize`` gives them for values with none missing; a few values are numbered
    in a dict (pandas' own set-up costs more than that for each column of a small table)."""
    if len(values) >= _FEW_TO_HASH:
        many: tuple[np.ndarray, Sequence[Any]] = pd.factorize(
            np.asarray(values, dtype=object) if isinstance(values, list | tuple) else values)
        return many
    seen: dict[Any, int] = {}
    codes = [seen.setdefault(v, len(seen)) for v in
             (values.tolist() if isinstance(values, np.ndarray) else values)]
    return np.array(codes, dtype=np.intp), list(seen)


@dataclass(frozen=True)
class _Cells:
    """A column of values as each row's code into its distinct values: what is worked out
    from a value is worked out once per distinct value."""

    codes: np.ndarray
    values: np.ndarray

    @classmethod
    def of(cls, values: object) -> _Cells:
        """Any missing value (None, NaN) is coded as the last value, None. A pandas column or
        a float array is factorized as it is; anything else as Python objects."""
        if not isinstance(values, pd.Series | ExtensionArray) \
                and np.asarray(values).dtype.kind != "f":
            values = np.asarray(values, dtype=object)
        codes, uniques = pd.factorize(values, use_na_sentinel=True)
        return cls(codes, np.array([*uniques, None], dtype=object))

    @classmethod
    def of_texts(cls, texts: Sequence[str]) -> _Cells:
        """A column of elements as read from a table's rows (no value missing)."""
        codes, distinct = _factorized(texts)
        return cls(codes, np.array([*distinct, None], dtype=object))

    @classmethod
    def of_keys(cls, keys: np.ndarray, long: list[tuple[int, bytes]]) -> _Cells:
        """A column of split elements given by their ``_short_keys``, and the rows of those
        longer than 8 bytes (numbered 0 there, a number then left unused) with their bytes:
        each distinct element decoded once."""
        codes, distinct = _factorized(keys)
        values = [_key_text(k) for k in
                  (distinct.tolist() if isinstance(distinct, np.ndarray) else distinct)]
        if long:
            rows, texts = zip(*long, strict=True)
            more, other = _factorized(texts)
            codes = np.array(codes)
            codes[list(rows)] = len(values) + np.asarray(more)
            values += [_element_text(t) for t in other]
        return cls(codes, np.array([*values, None], dtype=object))

    def _results(self, fn: Callable[[Any], _T]) -> list[_T]:
        return [fn(None if v is None or v != v else v) for v in self.values]

    def each(self, fn: Callable[[Any], object], dtype: type = object) -> np.ndarray:
        """``fn`` of each row's value (a missing value, None or NaN, given as None)."""
        out: np.ndarray = np.array(self._results(fn), dtype=dtype)[self.codes]
        return out

    def texts(self, fn: Callable[[Any], object]) -> _Texts:
        """``fn`` of each row's value, as a text column to be made (:func:`_text_of_codes`)."""
        return self._results(fn), self.codes


#: A layout of fewer rows than this is read row by row: numpy's set-up for the at-once split
#: costs more than splitting that many rows one by one.
_SPLIT_AT_ONCE_FROM = 300
#: The at-once split takes this many rows at a time: its passes over their bytes stay in the
#: processor's cache (a pass over a whole 100,000-row file's bytes goes out to memory).
_SPLIT_ROWS = 4096


def _table_cells(tables: list[_BoardTable], at: np.ndarray,
                 pool: ThreadPoolExecutor | None = None) -> list[_Cells]:
    """The elements of the rows at ``at`` (line positions) of ``tables`` (of one
    ``_layout``), a ``_Cells`` per column.

    Rows whose strings are simple (no ``\\`` escape, each string quoted apart from its
    neighbours) are split all at once (:func:`_split_simple`), when there are enough of
    them; any other row, or a row with the wrong number of elements, sends the whole
    layout to the row-by-row reader, which says what is wrong and where."""
    first = tables[0][1]
    width, lines, path = len(first.columns), first.lines, first.path
    if len(at) >= _SPLIT_AT_ONCE_FROM:
        # the rows joined by line feeds: where each ends is known from the lines' lengths
        line_ends = np.cumsum(lines.ends[at] - lines.starts[at] + 1)[:-1] - 1
        cells = _split_simple(lines.rows_bytes(at), width, len(at), line_ends, pool)
        if cells is not None:
            return cells
    rows = []
    for i in at.tolist():
        tokens = _tokens(lines[i].strip(), path, i + 1)
        if len(tokens) != width:
            columns = next(t[1].columns for t in tables if (t[1].at == i).any())  # its own
            raise FileFormatError(f"{len(tokens)} elements, expected {width} "
                                  f"({';'.join(columns)})", path=path, line=i + 1)
        rows.append(tokens)
    return [_Cells.of_texts(values) for values in zip(*rows, strict=True)]


#: White space other than spaces and tabs (the at-once split splits at those only).
_OTHER_SPACE = re.compile(r"[^\S \t\n]")
_OTHER_ASCII_SPACE = (b"\r", b"\x0b", b"\x0c", b"\x1c", b"\x1d", b"\x1e", b"\x1f")


def _split_simple(text: str | bytes, width: int, rows: int,
                  line_ends: np.ndarray | None = None, pool: ThreadPoolExecutor | None = None
                  ) -> list[_Cells] | None:
    """Rows of simple elements split all at once from the text's bytes (each element kept as
    the text it is), or None when a row is not simple or has the wrong number of elements.

    Elements are runs of bytes between spaces, tabs and line ends; a string is one element
    from its opening quote to its closing one, spaces and all. What is simple: no ``\\``
    escape, no NUL, no other white space, and every string quoted apart from its neighbours
    (its quotes on one line, white space or the line's edge outside them).

    The bytes are walked ``_SPLIT_ROWS`` rows at a time (each block's passes stay in the
    processor's cache), giving each element's ``_short_keys``, column after column; each
    column is then numbered once, over all the rows (:meth:`_Cells.of_keys`). ``line_ends``:
    where the line feeds are, when the caller knows (else they are looked for). With a
    ``pool``, its threads share the blocks, then the columns."""
    raw = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    data = np.frombuffer(raw, dtype=np.uint8)
    if line_ends is None:
        line_ends = np.flatnonzero(data == ord("\n"))
    if len(line_ends) != rows - 1 or b"\\" in raw:
        return None
    # the bytes up to a space are gaps, unless some are other control characters (elements)
    tabs = int(np.count_nonzero(data == ord("\t"))) if b"\t" in raw else 0
    gaps = _GAPS_UP_TO_SPACE if np.count_nonzero(data < ord(" ")) == len(line_ends) + tabs \
        else _GAPS_TAB if tabs else _GAPS_SPACE
    if gaps != _GAPS_UP_TO_SPACE and (b"\0" in raw or any(c in raw for c in _OTHER_ASCII_SPACE)):
        return None  # a NUL or white space other than spaces, tabs and line ends
    if not raw.isascii() and _OTHER_SPACE.search(raw.decode("utf-8", "surrogatepass")):
        return None  # white space beyond ASCII
    padded = raw + bytes(8)  # so that 8 bytes can be read from any element's start
    keys = np.empty((width, rows), dtype=np.uint64)  # column after column
    long: list[list[tuple[int, bytes]]] = [[] for _ in range(width)]
    bounds = np.r_[-1, line_ends, len(data)]

    def split(k: int) -> tuple[np.ndarray, list[bytes]] | None:
        """Rows ``k`` to ``k + _SPLIT_ROWS``: their keys, and their long elements."""
        n = min(_SPLIT_ROWS, rows - k)
        a, b = int(bounds[k]) + 1, int(bounds[k + n])
        block = _split_block(padded, a, data[a:b], line_ends[k:k + n - 1] - a, gaps, width)
        if block is None:
            return None
        keys[:, k:k + n], at, texts = block
        return at, texts

    firsts = range(0, rows, _SPLIT_ROWS)
    blocks = _each(split, firsts, pool)
    if None in blocks:
        return None
    for k, (at, texts) in zip(firsts, cast(list[tuple[np.ndarray, list[bytes]]], blocks),
                              strict=True):
        for i, element in zip(at.tolist(), texts, strict=True):
            long[i % width].append((k + i // width, element))
    return _each(lambda column: _Cells.of_keys(*column), zip(keys, long, strict=True), pool)


#: How :func:`_edges_at` finds the gaps between elements: every byte up to a space (the text
#: holds no other control character), or spaces, tabs and line ends, or spaces and line ends.
_GAPS_UP_TO_SPACE, _GAPS_TAB, _GAPS_SPACE = range(3)


def _split_block(raw: bytes, at: int, data: np.ndarray, line_ends: np.ndarray, gaps: int,
                 width: int) -> tuple[np.ndarray, np.ndarray, list[bytes]] | None:
    """The ``_short_keys`` of the elements of simple rows (their bytes ``data``, from ``at``
    in ``raw``; ``line_ends`` in ``data``), column after column (a ``width`` by rows view);
    where the elements longer than 8 bytes are (counted row after row) and their bytes.
    None when a row has the wrong number of elements or a quote is not a string's own."""
    after_quote = np.zeros(len(data) + 1, dtype=bool)  # the byte before is a quote
    quote = after_quote[1:]
    np.equal(data, ord('"'), out=quote)
    quotes = int(np.count_nonzero(quote))
    if quotes % 2:
        return None
    found = _edges_at(data, after_quote, None, line_ends, gaps, width)
    if found is None and quotes:  # strings holding spaces or tabs
        inside = _inside_strings(data, np.flatnonzero(quote))
        found = _edges_at(data, after_quote, inside, line_ends, gaps, width)
    if found is None:
        return None
    starts, ends = found
    sizes = ends - starts
    long = np.flatnonzero(sizes > 8)
    texts = [raw[at + a:at + b] for a, b in zip(starts[long].tolist(), ends[long].tolist(),
                                                 strict=True)]
    keys = _short_keys(raw, at, starts, sizes, long)
    return keys.reshape(len(line_ends) + 1, width).T, long, texts


def _edges_at(data: np.ndarray, after_quote: np.ndarray, inside: np.ndarray | None,
              line_ends: np.ndarray, gaps: int, width: int
              ) -> tuple[np.ndarray, np.ndarray] | None:
    """Where each element of :func:`_split_block`'s rows starts and ends, row after row,
    the rows split at spaces, tabs and line ends (not those ``inside`` strings); None unless
    each row has ``width`` elements and each quote is a string's, at one end of a whole
    element. ``after_quote``: whether the byte before is a quote."""
    sep = np.ones(len(data) + 2, dtype=bool)  # a separator before and after the text
    gap = sep[1:-1]
    if gaps == _GAPS_UP_TO_SPACE:
        np.less_equal(data, ord(" "), out=gap)
    else:
        np.equal(data, ord(" "), out=gap)
        gap |= data == ord("\n")
        if gaps == _GAPS_TAB:
            gap |= data == ord("\t")
    if inside is not None:
        gap &= ~inside
        gap[line_ends] = True
    edges = np.flatnonzero(sep[:-1] != sep[1:])
    if len(edges) != 2 * (len(line_ends) + 1) * width:
        return None
    starts, ends = edges[0::2], edges[1::2]
    if (starts[width::width] <= line_ends).any() or (ends[width - 1:-1:width] > line_ends).any():
        return None  # some row has too many or too few elements
    quotes = int(np.count_nonzero(after_quote))
    if quotes:
        quoted = after_quote[1:][starts]  # the element's first byte is a quote
        quoted &= after_quote[ends]
        quoted &= ends - starts > 1
        if 2 * int(np.count_nonzero(quoted)) != quotes:
            return None  # a quote inside an element: not a string of its own
    return starts, ends


def _inside_strings(data: np.ndarray, quotes: np.ndarray) -> np.ndarray:
    """Which bytes lie between a string's quotes (quotes paired in order)."""
    step = np.zeros(len(data) + 1, dtype=np.int8)
    step[quotes[0::2] + 1] += 1
    step[quotes[1::2]] -= 1  # on the same byte for an empty string: no step
    return np.cumsum(step[:-1], dtype=np.int8).astype(bool)


def _numbers(cells: _Cells, pbn: str, key: str, lines: np.ndarray, found: _Found,
             rank: int) -> np.ndarray:
    """A published number column: NaN where a cell is not one (a warning with its line);
    the most decimals printed noted in ``found.decimals``."""
    numbers = np.array([_number(v) for v in cells.values], dtype=float)
    printed = [decimals_of(v) for v, x in zip(cells.values, numbers, strict=True) if x == x]
    if printed:
        found.decimals[key] = max(found.decimals.get(key, 0), *printed)
    bad = np.array([bool(_cell(v)) and x != x for v, x in zip(cells.values, numbers,
                                                               strict=True)], dtype=bool)
    for i in np.flatnonzero(bad[cells.codes]) if bad.any() else ():
        value = cells.values[cells.codes[i]]
        found.warnings.append({"line": int(lines[i]), "column": pbn, "value": value,
                               "problem": f"{value!r}: {pbn} should be a number; not used",
                               "_rank": rank})
    out: np.ndarray = numbers[cells.codes]
    return out


#: The ScoreTable columns a row's ``ns_score`` entry is made from (:func:`_ns_entry`).
_ENTRY_COLUMNS = ("Adjusted", "Score_NS", "Score_EW", "Percentage_NS", "Percentage_EW")


def _played_byes(bye: np.ndarray, contract: _Texts, lines: np.ndarray,
                 found: _Found) -> None:
    """A row with "Bye" for its score and a contract says two things: it stays on the
    traveller (its "Bye" is its score, which the traveller finds is none) and a warning names
    its line, rather than being set aside as a bye without a word (``bye`` is changed)."""
    if not bye.any():
        return
    values, codes = contract
    for i in np.flatnonzero(bye).tolist():
        played = str(values[codes[i]]).strip()
        if played and played != "-":
            bye[i] = False
            found.warnings.append({"line": int(lines[i]), "column": "Score_NS", "value": "Bye",
                                   "problem": f"'Bye' beside the contract {played!r}: a bye has "
                                              "no contract; the row is kept and not scored",
                                   "_rank": -1})


def _entries(columns: list[_Cells], bye: np.ndarray
             ) -> tuple[list[str], np.ndarray, np.ndarray]:
    """Each row's ``ns_score`` entry, worked out once per distinct combination of cells (the
    entries, each row's code into them), and which rows' Score_NS and Score_EW contradict
    each other (:func:`_ns_entry`).

    The percentages count only in a row with no bye and no other entry (no Adjusted,
    Score_NS or Score_EW): elsewhere they are left out of the combination."""
    blank = ~bye
    for c in columns[:3]:
        blank &= c.each(lambda v: not _cell(v), bool)
    codes = [c.codes for c in columns[:3]]
    codes += [np.where(blank, c.codes, -1) for c in columns[3:]]
    inverse, rep = distinct_rows(codes, bye.astype(np.int8))
    cells = [c.values[c.codes[rep]].tolist() for c in columns]
    entries = [_ns_entry({name: v for name, v in zip(_ENTRY_COLUMNS, row, strict=True)
                          if v is not None}, b)
               for *row, b in zip(*cells, bye[rep].tolist(), strict=True)]
    contradicts = np.array([e.startswith(_CONTRADICTION) for e in entries], dtype=bool)
    return entries, inverse, contradicts[inverse]


#: How a row whose two scores contradict is read: a score no traveller reads (its row is
#: in error), quoting both.
_CONTRADICTION = "Score_NS "


#: A board number as a PBN Board tag holds it.
BOARD_RE = re.compile(r"[0-9]{1,9}")
_CODES = {"A+": 60.0, "A=": 50.0, "A-": 40.0, "AVE+": 60.0, "AVE=": 50.0, "AVE-": 40.0}
#: Published ScoreTable columns kept beside bridgekit's own (PBN name -> column).
_PUBLISHED = {"IMP_NS": "pbn_imp_ns", "IMP_EW": "pbn_imp_ew", "ButlerDatum": "pbn_butler_datum",
              "Section": "section", "Rank": "pbn_rank", "Multiplicity": "multiplicity",
              "Names_NS": "ns_names", "Names_EW": "ew_names"}
_NUMERIC_PUBLISHED = ("pbn_imp_ns", "pbn_imp_ew", "pbn_butler_datum")
#: The ScoreTable columns bridgekit reads (any other column only takes its place in a row).
_READ = frozenset([*_TEXT_FIELDS.values(), *(pbn for pbn, _ in _PUBLISHED_NUMBERS),
                   *_ENTRY_COLUMNS, *_PUBLISHED])


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
    if ns_code is not None:  # a side without a code of its own gets the rest of 100
        return artificial_notation(ns_code, 100 - ns_code if ew_code is None else ew_code)
    if ew_code is not None:
        return artificial_notation(100 - ew_code, ew_code)
    if ns.startswith("^") and ew.startswith("^"):
        a, b = _number(ns), _number(ew)
        if not (a == -b):
            return artificial_notation(_percentage(ns[1:]), _percentage(ew[1:]))
    if ns and ew and not ns.startswith("^") and not ew.startswith("^") \
            and _number(ns) == _number(ns) and _number(ew) == _number(ew) \
            and _number(ns) != -_number(ew):
        return f"{_CONTRADICTION}{ns}, Score_EW {ew}"
    if ns:
        return ns.lstrip("^")
    if ew:
        text = ew.lstrip("^")
        return text[1:] if text.startswith("-") else f"-{text}" if text != "0" else "0"
    pct_ns, pct_ew = str(row.get("Percentage_NS", "-")), str(row.get("Percentage_EW", "-"))
    if pct_ns.startswith("^"):
        return artificial_notation(_percentage(pct_ns[1:]), _percentage(pct_ew.lstrip("^")))
    return ""


def _percentage(text: str) -> float | str:
    """A file's percentage as a number for :func:`bridgekit.adjusted.artificial_notation`, or its
    text when it is none (``-``, ``x``: kept, so that the row's error quotes it)."""
    value = _number(text)
    return text if value != value else value


_CONTROL_RE = re.compile(r"[\x00-\x1f\x7f]")
#: An element written as it is (no quotes): no white space, quote, escape or PBN delimiter.
_PLAIN_RE = re.compile(r'[^\s"\\;{}\[\]%]+')


class _Unwritable(ValueError):
    """A value PBN cannot hold (PBN 2.1 strings are printing characters only)."""


def unwritable(value: str) -> str | None:
    """Why a text cannot be a PBN string or USEBIO element text, or None when it can: a line
    break or other control character, or a lone surrogate (no UTF-8 for it)."""
    m = _CONTROL_RE.search(value)
    if m:
        return f"holds {m.group()!r}; PBN strings hold printing characters only (no line breaks)"
    m = LONE_SURROGATE.search(value)
    if m:
        return f"holds {m.group()!r}, a lone surrogate: no character, it cannot be written"
    return None


def _quote(value: str) -> str:
    """A PBN string token: quotes around, ``\\`` and ``\"`` escaped, control characters refused."""
    why = unwritable(value)
    if why:
        raise _Unwritable(f"{value!r} {why}")
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _token(value: str) -> str:
    """A table element: ``-`` for nothing, else a quoted string."""
    return "-" if value in ("", "-") else _quote(value)


def _element(value: str) -> str:
    """A contract, declarer or result element: as it is when plain (``4SX``, ``N``, ``10``),
    quoted when it is text bridgekit could not read (kept so that the row reads back)."""
    return "-" if value in ("", "-") else value if _PLAIN_RE.fullmatch(value) \
        else _quote(value)


def format_pbn(written: pd.DataFrame, ranking: pd.DataFrame | None = None, *,
               event: str = "bridgekit event", scoring: str = "MatchPoints;MP1",
               path: str = "<text>", deals: dict[int, tuple[str, str, str]] | None = None
               ) -> str:
    """A PBN results file's text: a ScoreTable per board, a TotalScoreTable from ``ranking``.

    ``written`` is an event already scored, one row per result, every row printed:
    ``board``; ``contract``, ``declarer``, ``result`` as text to print (a text bridgekit
    could not read is quoted, so the row reads back as it was); ``ns_score`` (NaN for
    none) or else ``score_text``; ``entry`` (an adjusted score's notation, or ""); the
    scores ``ns_mp, ew_mp, ns_pct, ew_pct`` (NaN prints ``-``: a row not scored);
    optional ``table, round, ns, ew, lead, group, ns_names, ew_names`` and each board's
    ``vulnerable`` and ``dealer`` (else its number's). Every number is printed by
    :mod:`bridgekit.format`. ``ranking`` is :func:`bridgekit.rank_pairs`'s frame.

    An event scored in IMPs has ``ns_imps, ew_imps`` (and a Butler event each board's
    ``datum``) in place of the matchpoints: its ScoreTable has PBN 2.1's ``IMP_NS`` and
    ``IMP_EW`` (a Butler one the ``ButlerDatum`` before them, as Magic Contest writes it), its
    TotalScoreTable ``TotalScoreIMP`` and ``MeanIMP`` (the ranking's ``total`` and
    ``average``); ``scoring`` is then the tag PBN 2.1 gives the method (``IMP;Butler-2``,
    ``IMP;Cross``). A ``section`` column with several sections is written as the
    ``Section`` column of both tables (as Ruter writes one). ``deals`` gives each board's
    dealer, vulnerability and ``Deal`` tag (a hand record's), written with its tags.

    Raises
    ------
    FileFormatError
        A value PBN cannot hold or a board that is not a board number, naming its row
        and column.
    """
    texts = {c: _text_column(written, c, path) for c in _TEXT_COLUMNS}
    header = list(_HEADER)
    cells = _score_cells(written, texts, path)
    header, cells = _imps_and_section(written, texts, header, cells)
    if texts["group"].each(bool, bool).any():
        header.append(("Group", "L"))
        cells.append(_Tokens.of_cells(texts["group"], _token))
    for column in ("ns_names", "ew_names"):
        if column in written.columns:
            header.append(({"ns_names": "Names_NS", "ew_names": "Names_EW"}[column], "L"))
            cells.append(_Tokens.of_cells(texts[column], _token))
    lines = ["% PBN 2.1", "% EXPORT", "% written by bridgekit", ""]
    try:
        event_tag = f"[Event {_quote(str(event))}]"
        totals = _totals_text(ranking) if ranking is not None and len(ranking) else []
    except _Unwritable as exc:
        raise FileFormatError(str(exc), path=path) from None
    board_values = _written_boards(written, path)
    if (board_values[1:] >= board_values[:-1]).all():  # in board order already
        order = np.arange(len(board_values))
    else:
        order = np.argsort(board_values, kind="stable")
        cells = [c.take(order) for c in cells]
    bounds = np.flatnonzero(np.r_[True, board_values[order][1:] != board_values[order][:-1],
                                  True])
    tables = _table_lines("ScoreTable", header, cells, bounds) \
        if len(written) else []  # no row at all: an event with no boards, as USEBIO
    deal = board_deal_tags(written, path)
    hands = deals or {}
    for k, table in enumerate(tables):
        board = int(board_values[order[bounds[k]]])
        lines += [event_tag, *_board_tags(board, deal.get(board, ("", "")),
                                          hands.get(board, ("", "", ""))),
                  f'[Scoring "{scoring}"]', *(totals if k == 0 else []), *table, ""]
    for board in sorted(set(hands) - set(board_values.tolist())):  # a deal no result was
        # written for: a game of its own
        lines += [event_tag, *_board_tags(board, ("", ""), hands[board]), ""]
    return "\n".join(lines) + "\n"


def _imps_and_section(written: pd.DataFrame, texts: dict[str, _Cells],
                      header: list[tuple[str, str]], cells: list[_Tokens]
                      ) -> tuple[list[tuple[str, str]], list[_Tokens]]:
    """The ScoreTable's columns with an IMP event's ``ButlerDatum``, ``IMP_NS`` and ``IMP_EW``
    in place of the matchpoints and percentages, and a ``Section`` column first where the
    rows name one."""
    if "ns_imps" in written.columns:
        imps = [_number_tokens(written[c].to_numpy(float)) for c in ("ns_imps", "ew_imps")]
        named = [("IMP_NS", "R"), ("IMP_EW", "R")]
        if "datum" in written.columns:
            imps.insert(0, _number_tokens(written["datum"].to_numpy(float)))
            named.insert(0, ("ButlerDatum", "R"))
        header, cells = header[:10] + named + header[14:], cells[:10] + imps + cells[14:]
    if "section" in written.columns and texts["section"].each(bool, bool).any():
        header, cells = [("Section", "L"), *header], \
            [_Tokens.of_cells(texts["section"], _token), *cells]
    return header, cells


def _board_tags(board: int, traveller: tuple[str, str], hand: tuple[str, str, str]
                ) -> list[str]:
    """A game's Board, Dealer, Vulnerable and (with a deal) Deal tags: the traveller's
    vulnerability and dealer, else the hand record's, else the board number's."""
    vulnerable, dealer = traveller
    hand_dealer, hand_vulnerable, cards = hand
    vulnerable = vulnerable or hand_vulnerable or _VUL_NAMES[board_vulnerability(board)]
    return [f'[Board "{board}"]', f'[Dealer "{dealer or hand_dealer or board_dealer(board)}"]',
            f'[Vulnerable "{vulnerable}"]', *([f"[Deal {_quote(cards)}]"] if cards else [])]


_VUL_NAMES = {Vulnerability.NONE: "None", Vulnerability.NS: "NS", Vulnerability.EW: "EW",
              Vulnerability.BOTH: "All"}


def _written_boards(written: pd.DataFrame, path: str) -> np.ndarray:
    """Each row's board number (1, "1" and 1.0 are one board); a row whose board is not a
    board number cannot be written under a board: refused, naming the row."""
    values, bad = board_numbers(written["board"])
    if bad.any():
        row = written.index[np.flatnonzero(bad)[0]]
        raise FileFormatError(f"row {row!r}, column 'board': {cell_text(written['board'][row])!r}"
                              " is not a board number (a whole number from 1 up): a results "
                              "file holds each result under its board", path=path)
    return values


def board_deal_tags(written: pd.DataFrame, path: str) -> dict[int, tuple[str, str]]:
    """Each board's ``vulnerable`` and ``dealer`` as the frame gives them (the first row's
    that has one; "" where none does), spelt as PBN writes them.

    Raises
    ------
    FileFormatError
        A value that names no vulnerability or seat, or a board whose rows give two,
        naming the row.
    """
    out: dict[int, tuple[str, str]] = {}
    present = [c for c in ("vulnerable", "dealer") if c in written.columns]
    if not present:
        return out
    boards = board_numbers(written["board"])[0]
    spelt = {}
    for column in present:
        parse = Vulnerability.parse if column == "vulnerable" else Seat.parse
        cells = _Cells.of(written[column])
        names = []
        for value in cells.values.tolist():
            text = cell_text(value)
            try:
                seen = "" if text in ("", "?") else parse(text)
            except BridgekitError as exc:
                row = written.index[np.flatnonzero(cells.values[cells.codes] == value)[0]]
                raise FileFormatError(f"row {row!r}, column {column!r}: {exc}",
                                      path=path) from None
            names.append("All" if seen is Vulnerability.BOTH else str(seen))
        spelt[column] = np.array(names, dtype=object)[cells.codes]
    for column, values in spelt.items():
        frame = pd.DataFrame({"board": boards, "value": values})
        frame = frame[frame["value"] != ""]
        two = frame.groupby("board")["value"].nunique()
        if (two > 1).any():
            board = int(two.index[np.flatnonzero(two.to_numpy() > 1)[0]])
            rows = frame[frame.board == board].drop_duplicates("value")
            raise FileFormatError(f"row {written.index[rows.index[1]]!r}, column {column!r}: "
                                  f"board {board} is {rows.value.iloc[0]!r} on one row and "
                                  f"{rows.value.iloc[1]!r} on another: one per board",
                                  path=path)
        for board, value in frame.drop_duplicates("board").itertuples(index=False):
            old = out.get(int(board), ("", ""))
            out[int(board)] = (value, old[1]) if column == "vulnerable" else (old[0], value)
    return out


@dataclass(frozen=True)
class _Tokens:
    """A column as printed: each row's code into its distinct tokens (the text written for
    it). What is worked out from a token (its width, its bytes, its padding) is worked out
    once per distinct token, or per token and table width."""

    codes: np.ndarray  # of intp, each in range(len(tokens))
    tokens: list[str]

    @classmethod
    def of_cells(cls, cells: _Cells, fn: Callable[[Any], str]) -> _Tokens:
        """``fn`` of each row's value of ``cells`` (a missing value given as None)."""
        codes = cells.codes
        if len(codes) and int(codes.min()) < 0:  # a missing value: the last, None
            codes = np.where(codes < 0, len(cells.values) - 1, codes)
        return cls(codes, cells._results(fn))

    @classmethod
    def of_texts(cls, texts: Sequence[str] | np.ndarray) -> _Tokens:
        """A column of tokens given row by row."""
        codes, distinct = _factorized(texts)
        return cls(codes, [str(t) for t in distinct])

    def where(self, mask: np.ndarray, other: _Tokens) -> _Tokens:
        """``other``'s token on the rows of ``mask``, this column's elsewhere."""
        if not mask.any():
            return self
        return _Tokens(np.where(mask, other.codes + len(self.tokens), self.codes),
                       self.tokens + other.tokens)

    def take(self, rows: np.ndarray) -> _Tokens:
        return _Tokens(self.codes[rows], self.tokens)

    def texts(self) -> list[str]:
        """Each row's token, as Python strings."""
        return [self.tokens[c] for c in self.codes.tolist()]


#: A byte no UTF-8 text holds: the room a field leaves unused on its row, taken out at the end.
_UNUSED = 0xFF
#: Records may take up to this many times the text's own bytes (plus a megabyte); beyond, the
#: rows are joined one by one (:func:`_table_lines_by_row`).
_RECORD_ROOM = 8


def _table_lines(name: str, header: list[tuple[str, str]], columns: list[_Tokens],
                 bounds: np.ndarray) -> list[list[str]]:
    """Many tables at once (rows ``bounds[k]:bounds[k + 1]`` of ``columns`` are table k, of
    one row or more), each column padded to its own table's widest cell in characters (at least 1), one space
    between, a left-aligned last column not padded; each table as its tag line and its rows'
    text.

    Each field's bytes (its token padded to its table's width, then the space or line end
    after it) are made once per distinct token and width; the rows are laid out in one
    buffer of records, a column at a time (each row's field copied whole), the room a
    shorter field leaves in its record marked and taken out at the end. When records sized
    for the longest fields would take far more memory than the text itself (one long cell
    among many short ones), each row's text is joined in Python instead."""
    starts, counts = bounds[:-1], np.diff(bounds)
    rows = int(bounds[-1])
    chars = [np.array([len(t) for t in c.tokens], dtype=np.int64)[c.codes] for c in columns]
    widths = [np.maximum(np.maximum.reduceat(n, starts), 1) for n in chars]
    shapes, inverse = np.unique(np.stack(widths, axis=1), axis=0, return_inverse=True)
    specs = [";".join(f"{col}\\{width}{align}"
                      for (col, align), width in zip(header, shape.tolist(), strict=True))
             for shape in shapes]
    tags = [f'[{name} "{specs[i]}"]' for i in inverse.ravel().tolist()]
    fields = [_fields(c, width, counts, align, j == len(columns) - 1)
              for j, (c, width, (_, align)) in enumerate(zip(columns, widths, header,
                                                               strict=True))]
    size = sum(int(sizes.max()) for _, _, sizes in fields)
    used = sum(sizes[codes] for _, codes, sizes in fields)
    if rows * size > _RECORD_ROOM * int(used.sum()) + (1 << 20):
        return _table_lines_by_row(tags, header, columns, bounds, widths)
    grids = [_grid(texts, int(sizes.max())) for texts, _, sizes in fields]
    record = np.dtype({"names": [f"f{j}" for j in range(len(grids))],
                       "formats": [g.dtype for g in grids],
                       "offsets": np.cumsum([0, *(g.dtype.itemsize for g in grids)])[:-1]
                       .tolist(), "itemsize": size})
    laid = np.empty(rows, dtype=record)
    for j, (grid, (_, codes, _)) in enumerate(zip(grids, fields, strict=True)):
        laid[f"f{j}"] = grid[codes]
    data = laid.tobytes()
    # a table whose every row fills its record is its records' bytes as they are
    full = (np.minimum.reduceat(used, starts) == size).tolist()
    edges = (bounds * size).tolist()
    unused = bytes([_UNUSED])
    return [[tag, (data[a:b] if whole else data[a:b].translate(None, unused))[:-1].decode("utf-8")]
            for tag, whole, a, b in zip(tags, full, edges[:-1], edges[1:], strict=True)]


def _fields(column: _Tokens, width: np.ndarray, counts: np.ndarray, align: str,
            last: bool) -> tuple[list[bytes], np.ndarray, np.ndarray]:
    """A column's fields: each distinct (token, table width) padded and followed by its
    separator, as UTF-8; each row's code into them; each field's size in bytes."""
    if int(width.min()) == int(width.max()):  # every table of the same width
        codes, keys = column.codes, [(t, int(width[0])) for t in column.tokens]
    else:
        top = int(width.max()) + 1
        codes, distinct = pd.factorize(column.codes * top + np.repeat(width, counts))
        keys = [(column.tokens[k // top], k % top) for k in distinct.tolist()]
    end = "\n" if last else " "
    if last and align == "L":  # a left-aligned last field is not padded
        texts = [(t + end).encode("utf-8") for t, _ in keys]
    else:
        pad = str.rjust if align == "R" else str.ljust
        texts = [(pad(t, w) + end).encode("utf-8") for t, w in keys]
    return texts, codes, np.array([len(t) for t in texts], dtype=np.int64)


def _grid(texts: list[bytes], size: int) -> np.ndarray:
    """Fields as records of ``size`` bytes each, the room after a shorter one ``_UNUSED``."""
    fill = bytes([_UNUSED])
    return np.frombuffer(b"".join(t.ljust(size, fill) for t in texts), dtype=f"V{size}")


def _table_lines_by_row(tags: list[str], header: list[tuple[str, str]], columns: list[_Tokens],
                        bounds: np.ndarray, widths: list[np.ndarray]) -> list[list[str]]:
    """:func:`_table_lines`, each row's text joined in Python (time and memory linear in the
    text however long one cell is)."""
    last = len(columns) - 1
    pads = [(str.rjust if align == "R" else str.ljust) for _, align in header]
    texts = [c.texts() for c in columns]
    out = []
    for k, (a, b) in enumerate(zip(bounds[:-1].tolist(), bounds[1:].tolist(), strict=True)):
        cells = [t[a:b] for t in texts]
        width = [int(w[k]) for w in widths]
        rows = [" ".join(t if j == last and header[j][1] == "L" else pads[j](t, width[j])
                         for j, t in enumerate(row)) for row in zip(*cells, strict=True)]
        out.append([tags[k], "\n".join(rows)])
    return out


_HEADER = [("Table", "R"), ("Round", "R"), ("PairId_NS", "R"), ("PairId_EW", "R"),
           ("Contract", "L"), ("Declarer", "R"), ("Result", "R"), ("Lead", "L"),
           ("Score_NS", "R"), ("Score_EW", "R"), ("MP_NS", "R"), ("MP_EW", "R"),
           ("Percentage_NS", "R"), ("Percentage_EW", "R"), ("Adjusted", "L")]
_TEXT_COLUMNS = ("table", "round", "ns", "ew", "lead", "group", "ns_names", "ew_names",
                 "section")


def _text_column(frame: pd.DataFrame, column: str, path: str, *,
                 mostly_blank: bool = False) -> _Cells:
    """A text column as stripped strings ("" for blank, ``-`` or NaN; 10.0 as "10"),
    checked for characters PBN strings cannot hold. ``mostly_blank``: a column of Python
    strings that holds text on a few rows only (:func:`_factorized_mostly_blank`)."""
    if column not in frame.columns:
        return _Cells(np.zeros(len(frame), dtype=np.intp), np.array([""], dtype=object))
    codes, uniques = _factorized_mostly_blank(frame[column]) if mostly_blank \
        else factorized_cells(frame[column], column)
    text = np.array([_plain(u) for u in uniques] + [""], dtype=object)
    for i, value in enumerate(text[:-1]):
        why = unwritable(value)
        if why:
            row = frame.index[np.flatnonzero(codes == i)[0]]
            raise FileFormatError(f"row {row!r}, column {column!r}: {value!r} {why}",
                                  path=path)
    return _Cells(codes, text)


def _factorized_mostly_blank(column: pd.Series) -> tuple[np.ndarray, Any]:
    """``pandas.factorize`` of a column (-1 for a missing value); a column of Python strings
    mostly "" (a ruling's or an unreadable score's text: on a few rows) has only its other
    cells hashed, "" coded -1 too (it is printed as a missing value is)."""
    values = column.to_numpy()
    if values.dtype == object and len(values):
        blank = values == ""
        if 2 * int(np.count_nonzero(blank)) > len(values):
            some, uniques = pd.factorize(values[~blank], use_na_sentinel=True)
            codes = np.full(len(values), -1, dtype=np.intp)
            codes[~blank] = some
            return codes, uniques
    every: tuple[np.ndarray, Any] = pd.factorize(column, use_na_sentinel=True)
    return every


def _plain(value: object) -> str:
    text = cell_text(value)
    return "" if text == "-" else text


def _number_tokens(values: np.ndarray, artificial: np.ndarray | None = None) -> _Tokens:
    """Numbers as the file prints them (:func:`bridgekit.format.number_texts`, ``-`` for
    none), each distinct value printed once; ``^`` before those ``artificial`` marks."""
    codes, distinct = pd.factorize(np.asarray(values, dtype=float))  # NaN: -1, the last
    texts = [str(t) for t in number_texts(np.r_[distinct, np.nan])]
    column = _Tokens(np.where(codes < 0, len(distinct), codes), texts)
    if artificial is None:
        return column
    marked = _Tokens(column.codes, [t if t == "-" else f"^{t}" for t in texts])
    return column.where(artificial, marked)


def _score_cells(written: pd.DataFrame, texts: dict[str, _Cells], path: str) -> list[_Tokens]:
    """The ScoreTable's standard columns, as tokens."""
    columns = {c: _text_column(written, c, path, mostly_blank=c in ("score_text", "entry"))
               for c in ("contract", "declarer", "result", "score_text", "entry")}
    entry = _Tokens.of_cells(columns["entry"], _token)
    artificial = np.array([t != "-" for t in entry.tokens], dtype=bool)[entry.codes]
    dash = _Tokens(np.zeros(len(written), dtype=np.intp), ["-"])

    def unless_artificial(column: _Tokens) -> _Tokens:
        return column.where(artificial, dash)

    score = written["ns_score"].to_numpy(float)
    codes, distinct = pd.factorize(np.abs(score))  # NaN: -1
    shown = [_quote(number(x)) for x in distinct.tolist()] + ["-"]
    codes = np.where(codes < 0, len(distinct), codes)
    text = _Tokens.of_cells(columns["score_text"], lambda v: _quote(v) if v else "-")
    score_ns = _Tokens(np.where(score >= 0, codes, len(distinct)), shown) \
        .where(np.isnan(score), text)
    score_ew = _Tokens(np.where(score < 0, codes, len(distinct)), shown)
    return [
        _Tokens.of_cells(texts["table"], _token), _Tokens.of_cells(texts["round"], _token),
        _Tokens.of_cells(texts["ns"], lambda v: _quote(v or "-")),
        _Tokens.of_cells(texts["ew"], lambda v: _quote(v or "-")),
        unless_artificial(_Tokens.of_cells(columns["contract"], _element)),
        unless_artificial(_Tokens.of_cells(columns["declarer"], _element)),
        unless_artificial(_Tokens.of_cells(columns["result"], _element)),
        unless_artificial(_Tokens.of_cells(texts["lead"], _token)),
        unless_artificial(score_ns), unless_artificial(score_ew),
        _number_tokens(written["ns_mp"].to_numpy()), _number_tokens(written["ew_mp"].to_numpy()),
        _number_tokens(written["ns_pct"].to_numpy(), artificial),
        _number_tokens(written["ew_pct"].to_numpy(), artificial),
        entry,
    ]


def _totals_text(ranks: pd.DataFrame) -> list[str]:
    """The TotalScoreTable: each pair's place, total and percentage (at IMPs its total and
    average IMPs a board), its section first where there are several."""
    imps = "average" in ranks.columns
    header = [("Rank", "R"), ("PairId", "R"), ("Direction", "R"),
              *([("TotalScoreIMP", "R"), ("MeanIMP", "R")] if imps else
                [("TotalScoreMP", "R"), ("TotalPercentage", "R")]), ("NrBoards", "R")]
    sections = "section" in ranks.columns and bool(ranks["section"].astype(str).ne("").any())
    if sections:
        header.insert(0, ("Section", "L"))
    rows = []
    for r in ranks.itertuples(index=False):
        direction = {"NS": '"N-S"', "EW": '"E-W"'}.get(r.direction, "-")
        rows.append([*([_token(str(r.section))] if sections else []),
                     str(r.rank).rstrip("="), _quote(str(r.pair)), direction,
                     fixed(r.total, 2), fixed(r.average if imps else r.pct, 2),
                     str(r.boards)])
    columns = [_Tokens.of_texts(list(column)) for column in zip(*rows, strict=True)]
    return _table_lines("TotalScoreTable", header, columns, np.array([0, len(rows)]))[0]
