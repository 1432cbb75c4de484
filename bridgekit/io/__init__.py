"""Reading and writing results files: PBN 2.1 score tables, USEBIO XML, CSV.

Every reader takes what a user has: a path, bytes (an upload) or an open file,
binary or text. Only regular files are read, up to :data:`MAX_FILE_BYTES`
(``max_bytes=`` raises the limit). Every writer writes to a temporary file,
flushes it to disk and renames it into place, so a failure never leaves half a
file. Every reader raises :class:`bridgekit.FileFormatError` naming the file,
the line (where there is one) and what was expected.

The text formats (:mod:`bridgekit.io.pbn`, :mod:`bridgekit.io.usebio`,
:mod:`bridgekit.io.csv`, :mod:`bridgekit.io.hands`, :mod:`bridgekit.io.lin` for BBO's LIN
files, :mod:`bridgekit.io.acbl` for a saved my.acbl.org game page, :mod:`bridgekit.io.acbl_live`
for a saved ACBL Live board page, :mod:`bridgekit.io.nzbs` for NZ Bridge Scorer's XML;
:mod:`bridgekit.io.bws` reads a Bridgemate database) know nothing of scoring: they
parse text into a frame and print a frame already scored. This module is the one
that scores: :func:`write_pbn` and :func:`write_usebio` score the event with
:mod:`bridgekit.pairs`, then print it; :func:`write_hand_records` works out double dummy
and par, then prints the hand record. :data:`FORMATS` is the one table of file
endings, readers and writers the command line and the widgets use.

>>> import bridgekit.io as bio
>>> sorted(bio.__all__)[:4]
['FileMeta', 'MAX_FILE_BYTES', 'hand_record_html', 'read']
>>> bio.FORMATS[".xml"].name, bio.format_of_name("Club Night.PBN")
('usebio', 'pbn')
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import pandas as pd

from bridgekit.columns import cell_text
from bridgekit.errors import BridgekitError, FileFormatError, OptionError
from bridgekit.io._files import (
    MAX_FILE_BYTES,
    Records,
    atomic_write_bytes,
    atomic_write_text,
    factorized_cells,
    read_source,
    same_file,
    source_name,
)
from bridgekit.io._sniff import HEAD, found
from bridgekit.io.acbl import read_acbl
from bridgekit.io.acbl_live import read_acbl_live
from bridgekit.io.bws import read_bws
from bridgekit.io.csv import read_traveller_csv, write_traveller_csv
from bridgekit.io.hands import (
    Deals,
    format_hand_records,
    hand_record_bytes,
    hand_record_dicts,
    read_hand_records,
    write_hand_record_html,
)
from bridgekit.io.lin import read_lin
from bridgekit.io.nzbs import read_nzbs
from bridgekit.io.pbn import format_pbn, read_pbn
from bridgekit.io.usebio import format_usebio, read_usebio
from bridgekit.io.usebio_teams import is_usebio_teams, read_usebio_teams
from bridgekit.meta import FileMeta

if TYPE_CHECKING:
    from bridgekit.result import EventResult
    from bridgekit.settings import Settings

__all__ = ["MAX_FILE_BYTES", "FileMeta", "hand_record_html", "read", "read_acbl", "read_acbl_live",
           "read_bws",
           "read_event", "read_hand_records", "read_lin", "read_nzbs", "read_pbn",
           "read_teams_event",
           "read_traveller_csv", "read_usebio", "write_event", "write_hand_record_html",
           "write_hand_records", "write_pbn", "write_traveller_csv", "write_usebio"]


def write_pbn(df: pd.DataFrame, path: str | os.PathLike[str], *, event: str = "bridgekit event",
              settings: Settings | None = None, **shortcuts: Any) -> None:
    """Write a traveller as a PBN results file: a ScoreTable per board, a TotalScoreTable.

    The event is scored with :func:`bridgekit.score_event` first, so the file
    carries bridgekit's matchpoints and percentages, printed by
    :mod:`bridgekit.format` (``bridgekit check`` reproduces every one). Every row is
    written: a row bridgekit could not score keeps what it holds, with ``-`` for its
    score and matchpoints (reading the file back finds the same problem); a row that
    cannot be written at all (a board that is no board number, a value PBN cannot
    hold) is refused, naming it. Each board's ``vulnerable`` and ``dealer``, when the
    traveller has them, are written as its tags. Written whole or not at all.

    With ``settings`` (:class:`bridgekit.Settings`, e.g. the event's own:
    ``bk.event_result(df).settings``) the event is scored once by them
    (:func:`bridgekit.event_result`) and written by its method: a Butler or cross-IMP event
    with its IMPs under PBN 2.1's ``[Scoring "IMP;Butler-2"]`` or ``"IMP;Cross"``, its
    sections, and the deals read with it (``attrs["hand_records"]``) as ``Deal`` tags; a
    teams event is refused (:func:`scored_text`). ``method=``, ``scale=`` change the settings
    (default: bridgekit's own), as :func:`bridgekit.score_event` takes them.

    Raises
    ------
    FileFormatError
        A value PBN cannot hold, naming its row and column.
    """
    _write_scored(df, path, "pbn", settings=settings, event=event, **shortcuts)


def write_usebio(df: pd.DataFrame, path: str | os.PathLike[str], *, event: str = "bridgekit event",
                 date: str | None = None, settings: Settings | None = None,
                 **shortcuts: Any) -> None:
    """Score a traveller and write it as USEBIO XML, whole or not at all.

    Every row is written (a row bridgekit could not score without matchpoints), as
    :func:`write_pbn` writes them. USEBIO holds no vulnerability: a board whose
    ``vulnerable`` is not its number's is refused, naming it. With ``settings``, ``method=``,
    ``scale=``, as :func:`write_pbn`: a Butler or cross-IMP event by its method, its sections
    as USEBIO's ``SECTION`` elements, its deals as a ``HANDSET``.

    Raises
    ------
    FileFormatError
        A value XML cannot hold (a control character), naming it.
    """
    _write_scored(df, path, "usebio", settings=settings, event=event, date=date, **shortcuts)


def _write_scored(df: pd.DataFrame | EventResult, path: str | os.PathLike[str], kind: str,
                  **options: Any) -> pd.DataFrame:
    """Print ``df`` as ``kind`` (:func:`scored_text`, which takes ``options``) and write it;
    returns the event as scored for it."""
    text, scored = scored_text(df, kind, path=os.fspath(path), **options)
    atomic_write_text(path, text)
    return scored


def scored_text(df: pd.DataFrame | EventResult, kind: str, settings: Settings | None = None, *,
                event: str = "bridgekit event", date: str | None = None, path: str = "<text>",
                **shortcuts: Any) -> tuple[str, pd.DataFrame]:
    """The text :func:`write_pbn` (``kind="pbn"``) or :func:`write_usebio` (``"usebio"``)
    would write, and the event as scored for it; nothing is written (the app hands the text
    back to the browser as a download).

    ``df`` is a traveller, scored at matchpoints (``method=``, ``scale=``) or, with
    ``settings`` (changed by those), once by them; or an event already scored
    (:func:`bridgekit.event_result`): then the file is that result, written by
    its own settings (matchpoints, Butler or cross-IMPs, each named as PBN 2.1 and USEBIO
    name it), with its ranking and the event's deals (its ``hands``, else the reader's
    ``attrs["hand_records"]``); a teams event is refused, never written as pairs.
    """
    from bridgekit.pairs.event import scored_and_canonical
    from bridgekit.pairs.ranking import rank_pairs
    from bridgekit.settings import with_shortcuts

    if not isinstance(df, pd.DataFrame):
        if settings is not None or shortcuts:
            raise OptionError("an event scored once is written by its own settings; score it "
                              "again by others (bridgekit.event_result) to write it by them")
        return _result_text(df, kind, event=event, date=date, path=path)
    _some_rows(df, path)
    how = with_shortcuts(settings, shortcuts, ("method", "scale"))
    if settings is not None:
        from bridgekit.result import event_result

        result = event_result(df if df.index.is_unique else df.reset_index(drop=True), how)
        return _result_text(result, kind, event=event, date=date, path=path)
    scored, canon = scored_and_canonical(df, how.method, how.scale)
    written = written_rows(df, scored, canon)
    ranking = rank_pairs(scored) if scored["ns_mp"].notna().any() else None
    return (format_pbn(written, ranking, event=event, path=path, scoring="MatchPoints;MP1"
                       if how.scale == "ebu" else "MatchPoints") if kind == "pbn" else
            format_usebio(written, ranking, event=event, date=date, path=path)), scored


def _some_rows(df: pd.DataFrame, path: str) -> None:
    if not len(df):  # a file of no results would not read back as an event
        columns = ", ".join(map(str, df.columns)) or "none"
        raise FileFormatError(f"no results to write: the table has columns ({columns}) but no "
                              "rows; nothing written", path=path)


def _result_text(result: EventResult, kind: str, *, event: str, date: str | None,
                 path: str) -> tuple[str, pd.DataFrame]:
    """An event scored once, printed as ``kind`` by its own settings (:func:`scored_text`)."""
    from bridgekit.pairs.traveller import canonical_results

    if result.kind == "teams":
        raise FileFormatError("a teams event: bridgekit writes PBN and USEBIO results of pairs "
                              "events, and a teams event is never flattened into a pairs "
                              "traveller; nothing written", path=path)
    df = result.event
    _some_rows(df, path)
    if not df.index.is_unique:
        raise FileFormatError("the event's rows are not each named once (its index repeats "
                              "a label): reset its index; nothing written", path=path)
    scored = result.rows.loc[df.index]
    written = written_rows(df, scored, canonical_results(df))
    settings = result.settings
    if "section" in scored.columns and scored["section"].map(cell_text).ne("").any():
        written["section"] = scored["section"].to_numpy(dtype=object)
    if settings.imps:
        for column in ("ns_imps", "ew_imps", *(("datum",) if settings.scoring == "butler"
                                               else ())):
            written[column] = scored[column].to_numpy(float)
    ranking = result.ranking if len(result.ranking) else None
    deals = _deals_of(result)
    event, date = result.meta.event or event, result.meta.date or date  # the file's own
    return (format_pbn(written, ranking, event=event, path=path, scoring=_pbn_scoring(settings),
                       deals=deals) if kind == "pbn" else
            format_usebio(written, ranking, event=event, date=date, path=path, deals=deals)), scored


def _deals_of(result: EventResult) -> dict[int, tuple[str, str, str]]:
    """Each board's dealer, vulnerability and deal: the result's hands, else the deals its
    reader found beside the results (``attrs["hand_records"]``)."""
    from bridgekit.board import Vulnerability

    frame = result.hands.reset_index() if result.hands is not None else \
        pd.DataFrame(result.event.attrs.get("hand_records") or [])
    if frame.empty or not {"board", "deal"} <= set(frame.columns):
        return {}
    out = {}
    for board, dealer, vulnerable, deal in zip(
            frame["board"], frame.get("dealer", [""] * len(frame)),
            frame.get("vulnerability", [""] * len(frame)), frame["deal"], strict=True):
        vul = Vulnerability.parse(str(vulnerable)) if cell_text(vulnerable) else None
        out[int(board)] = (cell_text(dealer), "" if vul is None else
                           "All" if vul is Vulnerability.BOTH else str(vul), str(deal))
    return out


def _pbn_scoring(settings: Settings) -> str:
    """PBN 2.1's Scoring tag for an event (section 3.8: the basic system, then modifiers):
    matchpoints 2 a score beaten ("MP1") or 1 ("MP2"); Butler dropping the two extreme
    scores ("Butler-2", bridgekit's and the clubs' way) or none ("Butler"); cross-IMPs
    summed ("Cross") or divided by the number of comparisons ("Cross2")."""
    if settings.scoring == "butler":
        return "IMP;Butler-2" if settings.drop == 1 else "IMP;Butler"
    if settings.scoring == "cross-imps":
        return "IMP;Cross" if settings.cross == "total" else "IMP;Cross2"
    return "MatchPoints;MP1" if settings.scale == "ebu" else "MatchPoints;MP2"


_KEPT = ("board", "table", "round", "ns", "ew", "lead", "group", "ns_names", "ew_names",
         "vulnerable", "dealer")
_TRICKS = np.array([str(n) for n in range(14)], dtype=object)


def written_rows(df: pd.DataFrame, scored: pd.DataFrame, canon: pd.DataFrame) -> pd.DataFrame:
    """What the writers print for each row of ``df`` (see :func:`bridgekit.io.pbn.format_pbn`):
    a scored row's result in canonical form (``4SX``, ``N``, ``10``) and its scores; a row
    in error as the traveller holds it, with no score."""
    error = (scored["status"] == "error").to_numpy()
    out = pd.DataFrame({c: df[c] for c in _KEPT if c in df.columns}, index=df.index)
    wrong = np.flatnonzero(error)

    def raw(column: str) -> np.ndarray:
        """The column's text on the rows in error (only those rows are read)."""
        cells = np.full(len(df), "", dtype=object)
        if column in df.columns:
            codes, uniques = factorized_cells(df[column].iloc[wrong], column)
            cells[wrong] = np.array([cell_text(u) for u in uniques] + [""],
                                    dtype=object)[codes]
        return cells

    contract = canon["contract"].to_numpy(dtype=object)
    tricks = canon["tricks"].to_numpy()
    played = (tricks >= 0) & (contract != "Pass") & (contract != "")
    result = np.where(played, _TRICKS[np.where(played, tricks, 0).clip(0, 13)], "")
    entry = canon["entry"].to_numpy(dtype=object)
    texts = {"contract": contract, "declarer": canon["declarer"].to_numpy(dtype=object),
             "result": result, "score_text": np.full(len(df), "", dtype=object), "entry": entry}
    if len(wrong):  # a row in error as the traveller holds it (its score as text), no entry
        for column, given in (("contract", "contract"), ("declarer", "declarer"),
                              ("result", "result"), ("score_text", "ns_score")):
            texts[column] = np.where(error, raw(given), texts[column])
        texts["entry"] = np.where(error, "", entry)
    for column, values in texts.items():  # as Python strings: they are only printed
        out[column] = pd.Series(values, index=df.index, dtype=object)
    out["ns_score"] = np.where(error | (entry != ""), np.nan, canon["ns_score"].to_numpy(float))
    for column in ("ns_mp", "ew_mp", "ns_pct", "ew_pct"):
        out[column] = scored[column].to_numpy(float)
    return out


@dataclass(frozen=True)
class FileFormat:
    """A results file format: its name, how it is read, and how written (None: not)."""

    name: str
    read: Callable[..., pd.DataFrame]
    write: Callable[..., None] | None


#: The file endings bridgekit reads and writes (the command line's and the widgets').
FORMATS = {".pbn": FileFormat("pbn", read_pbn, write_pbn),
           ".csv": FileFormat("csv", read_traveller_csv, write_traveller_csv),
           ".xml": FileFormat("usebio", read_usebio, write_usebio),
           ".usebio": FileFormat("usebio", read_usebio, None),
           ".html": FileFormat("acbl", read_acbl, None),  # a saved my.acbl.org game page
           ".htm": FileFormat("acbl", read_acbl, None),
           ".bws": FileFormat("bws", read_bws, None)}  # a Bridgemate Control Software database
# with two read from files whose ending another format shares, told apart by their content
# (_sniff): NZ Bridge Scorer's .xml (its root is <session>) and an ACBL Live .html page;
# a format's first ending names it (.xml, with its writer, before .usebio)
_BY_NAME = {f.name: f for f in reversed((*FORMATS.values(), FileFormat("nzbs", read_nzbs, None),
                                         FileFormat("acbl-live", read_acbl_live, None)))}
#: the formats whose files share an ending with another's: the content says which
_SHARED_ENDINGS = {"usebio": ("usebio", "nzbs"), "acbl": ("acbl", "acbl-live")}


def format_of_name(name: str) -> str:
    """The format a file's name says by its ending (``pbn``, ``csv``, ``usebio``), "" if
    none of :data:`FORMATS`."""
    entry = FORMATS.get(Path(name).suffix.lower())
    return entry.name if entry else ""


def _format_of(source: object, format: str | None) -> str:
    if format is not None:
        if format not in _BY_NAME:
            raise FileFormatError(f"format={format!r}: bridgekit reads 'pbn', 'csv', 'usebio', "
                                  "'nzbs' (NZ Bridge Scorer's XML), 'acbl' (a my.acbl.org game "
                                  "page), 'acbl-live' (an ACBL Live board page) and 'bws' (a "
                                  "Bridgemate database) files",
                                  path=source_name(source))
        return format
    name = source_name(source)
    kind = format_of_name(name) if name not in ("<bytes>", "<stream>") else ""
    if kind:
        return kind
    if isinstance(source, str | os.PathLike):
        suffix = Path(name).suffix.lower()
        what = _peeked(name)
        raise FileFormatError(f"{suffix or 'no ending'!r}{': ' + what if what else ''}: "
                              "bridgekit reads .pbn, .csv, .xml (USEBIO, NZ Bridge Scorer), "
                              ".html (a saved my.acbl.org game page or ACBL Live board page) "
                              "and .bws (a Bridgemate database) files", path=name)
    return ""  # bytes or a stream without a telling name: look at the content


def _peeked(path: str) -> str:
    """What the start of a regular file says it is, in words ("" for plain text, or a file
    that cannot be looked at)."""
    try:
        if not os.path.isfile(path):
            return ""
        with open(path, "rb") as file:
            kind, words = found(file.read(HEAD))
    except OSError:
        return ""
    return "" if kind == "csv" else words


#: what each kind of content (:func:`bridgekit.io._sniff.found`) is read as; the others
#: (a LIN file, a database) are no event read_event reads, and are named as what they are
_READ_AS = {"nzbs": "nzbs", "usebio": "usebio", "xml": "usebio", "acbl-live": "acbl-live",
            "acbl": "acbl", "html": "acbl", "pbn": "pbn", "csv": "csv", "bws": "bws"}


def _sniff(data: bytes | str, name: str = "<bytes>") -> str:
    """The format the content says: ``acbl`` for a my.acbl.org game page, ``acbl-live``
    for an ACBL Live page, ``nzbs`` for XML whose root is ``session``, ``usebio`` for other
    XML, ``pbn`` for tag pairs, else ``csv``; content that is no results file bridgekit
    reads (a LIN file) is refused, naming what it is."""
    kind, words = found(data)
    if kind not in _READ_AS:
        words += " (read it with read_lin)" if kind == "lin" else ""
        raise FileFormatError(f"{words}, not a results file: read_event reads PBN, CSV, USEBIO "
                              "and NZ Bridge Scorer XML, my.acbl.org game pages and ACBL Live "
                              "board pages", path=name)
    return _READ_AS[kind]


def _named(data: bytes | str, name: str) -> io.BytesIO | io.StringIO:
    """Content already read, as a stream that keeps its file's name for messages."""
    stream: io.BytesIO | io.StringIO = io.BytesIO(data) if isinstance(data, bytes) \
        else io.StringIO(data)
    stream.name = name
    return stream


def read_event(source: object, *, format: str | None = None,
               max_bytes: int | None = None, **options: Any) -> pd.DataFrame:
    """Read a traveller from a ``.pbn``, ``.csv``, ``.xml`` (USEBIO, or NZ Bridge Scorer's
    own XML, :func:`read_nzbs`) or ``.html`` (a saved my.acbl.org club game page,
    :func:`read_acbl`, or a saved ACBL Live board page, :func:`read_acbl_live`) or ``.bws``
    (a Bridgemate Control Software database, :func:`read_bws`) file. A USEBIO
    teams event (``EVENT_TYPE="TEAMS"``) is read as teams (:func:`read_teams_event`), never as
    pairs.

    ``source`` is a path (its ending says the format; ``.xml`` and ``.html`` files are told
    apart by their content: the root element, the page's origin), bytes or an open file
    (``format=`` says it, or the content does: a Jet database, an ACBL page, XML, PBN tag
    pairs, else CSV).
    A file that is no results file bridgekit reads is refused naming what it is ("a LIN
    file: hand records", "an NZ Bridge Scorer session" scored otherwise than by matchpoints).
    ``progress=`` (a callable ``progress(done, total)``) is passed to the PBN reader.
    """
    kind = _format_of(source, format)
    looked_at = source  # what the teams check reads: the content once it is read
    sniff = not kind or (format is None and kind in _SHARED_ENDINGS)
    if sniff or (kind == "usebio" and not isinstance(source, str | os.PathLike)):
        name = source_name(source)  # read once: the sniffing, the teams check and the reader
        looked_at = read_source(source, max_bytes=max_bytes)  # all read its content
        source = looked_at if name in ("<bytes>", "<stream>") else _named(looked_at, name)
        sniffed = _sniff(looked_at, name) if sniff else kind
        if not kind or sniffed in _SHARED_ENDINGS.get(kind, ()):
            kind = sniffed
    if kind == "usebio" and is_usebio_teams(looked_at, max_bytes=max_bytes):
        return read_usebio_teams(source, max_bytes=max_bytes)  # a teams event, never pairs
    if kind == "pbn":
        return _with_deals(source, max_bytes, options)
    options.pop("progress", None)  # the other readers are quick enough without one
    return _BY_NAME[kind].read(source, max_bytes=max_bytes, **options)


def read(source: object, *, format: str | None = None, max_bytes: int | None = None,
         **options: Any) -> tuple[pd.DataFrame, FileMeta]:
    """A results file's rows and what it says about its event, as ``(frame, meta)``: the
    rows as :func:`read_event` reads them, and a :class:`~bridgekit.meta.FileMeta` (its
    format, program, event name, date and club, typed).

    >>> frame, meta = read("tests/data/programs/nzbs-handicap.xml")
    >>> meta.event, meta.club, meta.date, meta.program
    ('Friday Handicap Pairs', 'Harbourside Bridge Club', '2026-03-06', 'NZ Bridge Scorer')
    """
    frame = read_event(source, format=format, max_bytes=max_bytes, **options)
    return frame, FileMeta.of(frame)


def _with_deals(source: object, max_bytes: int | None, options: dict[str, Any]
                ) -> pd.DataFrame:
    """A PBN file's results, and its deals read in the same walk (python-chess's one loop,
    two builders) as ``attrs["hand_records"]`` (``pd.DataFrame(...)`` of it is
    :func:`read_hand_records`' frame); a file whose deals cannot be read has none."""
    deals = Deals(source_name(source))
    frame = read_pbn(source, max_bytes=max_bytes, also=deals, **options)
    if deals.records:
        try:
            found = hand_record_dicts(deals.records, deals.path)
        except BridgekitError:
            return frame  # hand records are optional: the results stand without them
        frame.attrs["hand_records"] = Records(found)
    return frame


def read_teams_event(source: object, *, max_bytes: int | None = None) -> pd.DataFrame:
    """Read a teams event from a USEBIO file whose ``EVENT_TYPE`` is ``TEAMS`` (EBU
    TeamsScorer, EBUScoreTeams): one row per board of each match, both tables' North-South
    scores, the file's published IMPs, points, VPs and totals beside them
    (:func:`bridgekit.io.usebio_teams.read_usebio_teams`). The frame is
    :func:`bridgekit.score_teams_event`'s input; :func:`bridgekit.teams.check_teams_published`
    rescores every published number.
    """
    return read_usebio_teams(source, max_bytes=max_bytes)


def write_event(df: pd.DataFrame | EventResult, path: str | os.PathLike[str],
                **options: Any) -> pd.DataFrame | None:
    """Write a traveller to a ``.pbn``, ``.csv`` or ``.xml`` (USEBIO) file, by its ending.

    ``df`` is a traveller, or an event scored once (:func:`bridgekit.event_result`): then a
    PBN or USEBIO file is that result, by its own settings, with its ranking, its deals and
    the event's name and date (:func:`scored_text`); a CSV file is its rows as read.

    Returns the event as scored for the file (:func:`bridgekit.score_event`'s frame,
    its ``attrs["problems"]`` every row's problem), or None for CSV (written as it is, an
    event scored once with its settings as columns: a CSV has no tag for them).
    """
    suffix = Path(path).suffix.lower()
    entry = FORMATS.get(suffix)
    if entry is None or entry.write is None:
        raise FileFormatError(f"{suffix or 'no ending'!r}: bridgekit writes .pbn, .csv and "
                              ".xml (USEBIO) files", path=str(path))
    if entry.name == "csv":
        if isinstance(df, pd.DataFrame):
            entry.write(df, path)
        else:  # the rows as read, less the line each had in the file read (not this one's)
            entry.write(df.event.drop(columns=["line"], errors="ignore"), path,
                        settings=df.settings)
        return None
    return _write_scored(df, path, entry.name, **options)


def write_hand_records(hand_records: pd.DataFrame, path: str | os.PathLike[str], *,
                       recompute: bool = False, event: str = "") -> None:
    """Write a hand record as BridgeComposer writes one: PBN 2.1 deals with their
    ``DoubleDummyTricks``, ``OptimumScore``, ``ParContract`` and ``OptimumResultTable``
    (the layout: :mod:`bridgekit.io.hands`).

    ``hand_records`` is :func:`read_hand_records`'s frame (``board, dealer, vulnerability,
    deal`` and, where known, ``dd``). A board's exact table from the frame is written as it
    is; every other (none, or a lossy one that only says "6 or fewer"), or every table with
    ``recompute=True``, is computed by :func:`bridgekit.dd_tables` (the ``analysis`` extra).
    Par is worked out by :func:`bridgekit.par` from the table. Written whole or not at all
    (a temporary file renamed into place); the file the frame was read from
    (``attrs["path"]``) is never overwritten.

    Raises
    ------
    FileFormatError
        ``path`` is the file the hand records were read from, a deal cannot be read, or
        the file cannot be written.
    DDTableError
        A table must be computed and endplay is not installed.
    """
    from bridgekit import __version__
    from bridgekit.deals.double_dummy import DDTable, dd_tables
    from bridgekit.deals.par_score import par

    name = os.fspath(path)
    missing = [c for c in ("board", "dealer", "vulnerability", "deal")
               if c not in getattr(hand_records, "columns", ())]
    if missing:
        raise FileFormatError(f"hand records need the columns board, dealer, vulnerability "
                              f"and deal (read_hand_records' frame); missing {missing}",
                              path=name)
    source = hand_records.attrs.get("path")
    if isinstance(source, str) and same_file(source, name):
        raise FileFormatError(f"this is the file the hand records were read from ({source!r}):"
                              " refused, nothing written (write to another file)", path=name)
    given = [t if isinstance(t, DDTable) and not t.lossy and not recompute else None
             for t in (hand_records["dd"] if "dd" in hand_records.columns
                       else [None] * len(hand_records))]
    need = [deal for deal, t in zip(hand_records["deal"], given, strict=True) if t is None]
    computed = iter(dd_tables(need)) if need else iter(())
    tables = [t if t is not None else next(computed) for t in given]
    pars = [par(t, vul, dealer) for t, vul, dealer in zip(
        tables, hand_records["vulnerability"], hand_records["dealer"], strict=True)]
    text = format_hand_records(hand_records, tables, pars, event=event,
                               generator=f"bridgekit {__version__}", path=name)
    atomic_write_bytes(path, hand_record_bytes(text))


def __getattr__(name: str) -> Callable[..., str]:
    """``hand_record_html`` renders in :mod:`bridgekit.show` (above io): loaded when asked
    for, so that reading and writing files loads no markup."""
    if name == "hand_record_html":
        from bridgekit.show.hand_records import hand_record_html

        return hand_record_html
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    """The public names only (what ``__all__`` pins), so tab completion shows no internals."""
    return sorted(__all__)
