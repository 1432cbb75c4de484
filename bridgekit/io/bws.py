"""Bridgemate Control Software databases (``.bws``): a club's results as the tables wrote them.

Every Bridgemate club's scoring PC keeps its session in a Microsoft Access database
(Access 97, "Jet 3"; Jet 4 and ACE files are handed to the same reader, though no such
Bridgemate file has been tried) that Bridgemate Control Software fills as the
tables enter their results. The tables read here, by the names the database gives them:

- ``ReceivedData``: one row per result entered: ``ID``, ``Section`` (the ``Section``
  table's ``ID``), ``Table``, ``Round``, ``Board``, ``PairNS``, ``PairEW``, ``NS/EW`` (the
  declarer's seat letter; ``Declarer`` is the declaring pair's number), ``Contract``
  (``4 S``, ``3 NT``, ``4 S x``, ``PASS``), ``Result`` (``+2``, ``=``, ``-1``),
  ``LeadCard``, ``Remarks``, ``Erased``, ``DateLog`` and ``TimeLog`` (when it was entered);
- ``RoundData``: which pairs sit at which table in each round (``NSPair``, ``EWPair``)
  and the boards they play (``LowBoard`` to ``HighBoard``);
- ``Section``: ``ID``, ``Letter``, ``Tables``, ``MissingPair``, ``ScoringType``;
- ``PlayerNumbers``: each player's member number and name by ``Section``, ``Table``,
  ``Direction`` (``N``, ``E``, ``S``, ``W``) and ``Round`` (0: entered at the start);
- ``HandRecord``: each board's deal, a hand's suits in its own columns (``NorthSpades`` ...);
  ``HandEvaluation``: the tricks each seat takes double dummy in each strain;
- ``Session`` (``Name``, ``Date``) and ``Settings`` (``GroupSections``).

Every row of ``ReceivedData`` is accounted for. A result entered again at the same
section, table, round and board replaces the earlier one: the latest entry (by its
``DateLog`` and ``TimeLog``, then its ``ID``) is the result, and each earlier one, and
every row marked ``Erased``, is listed in ``attrs["warnings"]`` with its row, never dropped
without a word. ``Remarks`` ``Not played`` is a board not played (no contract, result or
score: :func:`bridgekit.score_event` gives it the status ``not played``). A director's
arbitral score, written as its percentages (``40%-60%``: 40% to North-South, 60% to
East-West) in ``Remarks``, ``Contract`` or ``Result``, is the artificial score ``A40/60``
(:mod:`bridgekit.adjusted`). Any other remark is not guessed at: it is kept as the row's
score, so the row is in error with the remark quoted, and listed in the warnings.

Pair names come from ``PlayerNumbers``: the players entered at the start (round 0) belong
to the pairs sitting at their table and direction in the first round; a player entered
in a later round replaces that seat's player from that round on. Deals come from
``HandRecord`` (with ``HandEvaluation``'s double-dummy tables), or from a hand record given
beside the database (``hand_records=``). Results a table entered for other pairs or boards
than ``RoundData`` gives it are reported and kept as entered. The database's member list
(``PlayerNames``, thousands of rows the scoring PC caches) is not read.

Two things the database does not spell out: an arbitral score's percentages are read
North-South first (as the Bridgemate shows them), and ``ScoringType`` is read only when it is
1 (matchpoints, as in the fixture); any other is reported and the options given decide.

The database is read in pure Python by the ``access-parser`` package (``pip install
'duplicate-bridge-scoring[bws]'``), on any system; nothing in it is run or written. Its
size is limited as every reader's is (:data:`bridgekit.io.MAX_FILE_BYTES`), and a file
that is not a whole Jet database, or lacks a table a traveller needs, is refused naming
what was found.
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Iterator
from typing import Any

import numpy as np
import numpy.typing as npt
import pandas as pd

from bridgekit.adjusted import artificial_notation
from bridgekit.board import board_dealer, board_vulnerability
from bridgekit.columns import cell_text
from bridgekit.deals.deal import Deal
from bridgekit.deals.double_dummy import DDTable
from bridgekit.errors import BridgekitError, FileFormatError
from bridgekit.io._files import Records, read_source, source_name
from bridgekit.io.hands import COLUMNS, read_hand_records

__all__ = ["PROGRAM", "Records", "bws_frame", "read_bws", "read_bws_tables"]

#: The program that writes a ``.bws`` (``attrs["program"]["name"]``).
PROGRAM = "Bridgemate Control Software"

#: The start of every Jet database: a page of type 0, then its engine's name.
JET_SIGNATURE = b"\x00\x01\x00\x00Standard Jet DB\x00"
_ACE_SIGNATURE = b"\x00\x01\x00\x00Standard ACE DB\x00"
#: The format version byte (offset 0x14): 0 Jet 3 (Access 97), 1 Jet 4 (Access 2000-2003),
#: 2 and 3 ACE (Access 2007, 2010).
_VERSIONS = {0: ("Jet 3 (Access 97)", 2048), 1: ("Jet 4 (Access 2000)", 4096),
             2: ("ACE 12 (Access 2007)", 4096), 3: ("ACE 14 (Access 2010)", 4096)}

#: The tables read, and the columns each must have (the others are optional).
TABLES: dict[str, tuple[str, ...]] = {
    "ReceivedData": ("Section", "Table", "Round", "Board", "PairNS", "PairEW", "NS/EW",
                     "Contract", "Result"),
    "RoundData": ("Section", "Table", "Round", "NSPair", "EWPair"),
    "Section": ("ID", "Letter"),
    "PlayerNumbers": ("Section", "Table", "Direction", "Name", "Round"),
    "HandRecord": ("Section", "Board"),
    "HandEvaluation": ("Section", "Board"),
    "Session": ("Name", "Date"),
    "Settings": (),
}
#: The tables without which there is no traveller.
REQUIRED = ("ReceivedData", "RoundData", "Section")

_COLUMNS = ["board", "section", "table", "round", "ns", "ew", "contract", "declarer",
            "result", "lead", "ns_score", "ns_names", "ew_names"]
_PERCENTAGES = re.compile(r"\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*%?\s*[-/]\s*(\d{1,3}(?:[.,]\d{1,2})?)"
                          r"\s*%?\s*")
_SEATS = ("North", "East", "South", "West")
_SUITS = ("Spades", "Hearts", "Diamonds", "Clubs")
_DD_STRAINS = ("Notrump", "Spades", "Hearts", "Diamonds", "Clubs")  # DDTable's order
_PBN_DD_SEATS = ("North", "South", "East", "West")  # PBN's DoubleDummyTricks order


def _quiet(record: logging.LogRecord) -> bool:
    """access-parser logs what it skips (MSysObjects' properties) as errors: not ours to say."""
    return False


@contextlib.contextmanager
def _quiet_parser() -> Iterator[None]:
    logger = logging.getLogger("access_parser")
    logger.addFilter(_quiet)
    try:
        yield
    finally:
        logger.removeFilter(_quiet)


def _check_header(data: bytes, name: str) -> int:
    """The page size of a whole Jet database; a clear error for anything else."""
    if not data.startswith((JET_SIGNATURE, _ACE_SIGNATURE)):
        said = data[:24].decode("latin-1").replace("\x00", " ").strip()
        raise FileFormatError(f"not a Microsoft Access (Jet) database: it begins {said[:40]!r}; "
                              "a Bridgemate .bws begins 'Standard Jet DB'", path=name)
    if len(data) < 0x15:
        raise FileFormatError(f"{len(data)} bytes: cut short before its version (truncated)",
                              path=name)
    version = data[0x14]
    if version not in _VERSIONS:
        raise FileFormatError(f"Jet format version {version}: bridgekit reads Jet 3 (Access "
                              "97, as Bridgemate Control Software writes it), Jet 4 and ACE "
                              "12/14 databases", path=name)
    words, page = _VERSIONS[version]
    if len(data) < 3 * page or len(data) % page:
        raise FileFormatError(f"{len(data)} bytes is not a whole number of {words}'s "
                              f"{page}-byte pages: the database is cut short (truncated)",
                              path=name)
    return page


def _parser(data: bytes, name: str) -> Any:
    """access-parser's reader of the database in ``data`` (it reads a path; here, bytes)."""
    try:
        from access_parser import access_parser as ap
    except ImportError:
        raise BridgekitError("reading a Bridgemate .bws database needs the access-parser "
                             "package: pip install 'duplicate-bridge-scoring[bws]' (or pip "
                             "install access-parser)") from None

    class _FromBytes(ap.AccessParser):  # type: ignore[misc]
        def __init__(self, db_data: bytes) -> None:  # as AccessParser.__init__, from bytes
            self.db_data = db_data
            self._parse_file_header(db_data)
            self._table_defs, self._data_pages, self._all_pages = ap.categorize_pages(
                db_data, self.page_size)
            self._tables_with_data = self._link_tables_to_data()
            self.catalog = self._parse_catalog()
            self.extra_props = self.parse_msys_table()

    try:
        return _FromBytes(data)
    except Exception as exc:  # a damaged database fails anywhere in the parser
        raise FileFormatError(f"its catalogue of tables cannot be read ({_why(exc)}): not a "
                              "whole Access database", path=name) from None


def _why(exc: BaseException) -> str:
    text = f"{type(exc).__name__}: {exc}".strip().rstrip(":")
    return text if len(text) <= 120 else text[:117] + "..."


def read_bws_tables(source: object, *, max_bytes: int | None = None) -> dict[str, dict[str, list[Any]]]:
    """The tables of a Bridgemate database that bridgekit reads (:data:`TABLES`), each as
    ``{column: [values]}`` in the order the database stores its rows; a table the database
    does not have is absent (those in :data:`REQUIRED` must be there).

    Raises
    ------
    FileFormatError
        Not a Jet database, a version not read, a file cut short, a catalogue or table
        that cannot be read, a required table or column missing, a file larger than
        ``max_bytes``.
    BridgekitError
        The ``access-parser`` package is not installed (naming it).
    """
    name = source_name(source)
    data = read_source(source, max_bytes=max_bytes)
    if isinstance(data, str):
        raise FileFormatError("a text stream: a .bws database is binary (open it with 'rb')",
                              path=name)
    _check_header(data, name)
    with _quiet_parser():
        db = _parser(data, name)
        missing = [t for t in REQUIRED if t not in db.catalog]
        if missing:
            found = ", ".join(sorted(t for t in db.catalog if t != "MSysObjects")) or "none"
            raise FileFormatError(f"no {' or '.join(missing)} table: a Bridgemate database "
                                  f"holds ReceivedData, RoundData and Section (found: {found})",
                                  path=name)
        tables: dict[str, dict[str, list[Any]]] = {}
        for table in TABLES:
            if table not in db.catalog:
                continue
            try:
                found = db.get_table(table)
                stated = int(found.table_header.number_of_rows)
                read = found.parse()
            except Exception as exc:  # a damaged page fails anywhere in the parser
                raise FileFormatError(f"its {table} table cannot be read ({_why(exc)})",
                                      path=name) from None
            tables[table] = _whole(dict(read or {}), table, name)
            rows = len(next(iter(tables[table].values()), []))
            if rows != stated:  # pages cut off, or rows the parser could not read
                raise FileFormatError(f"its {table} table holds {stated} rows by its "
                                      f"definition and {rows} could be read: the database is "
                                      "cut short or damaged", path=name)
    return tables


def _whole(table: dict[str, list[Any]], name: str, path: str) -> dict[str, list[Any]]:
    """A table's columns, all of one length, with the columns bridgekit needs."""
    table = {c: (v if isinstance(v, list) else []) for c, v in table.items()}  # "": no rows
    sizes = {len(v) for v in table.values()}
    if len(sizes) > 1:
        raise FileFormatError(f"its {name} table's columns differ in length ({sorted(sizes)}): "
                              "a damaged table", path=path)
    lacking = [c for c in TABLES[name] if c not in table]
    if lacking:
        raise FileFormatError(f"its {name} table has no {', '.join(lacking)} column "
                              f"(it has {', '.join(table) or 'none'})", path=path)
    return table


def _text(column: pd.Series, whole: bool = False) -> pd.Series:
    """A column as stripped text ("" for a missing value), worked on its distinct values;
    ``whole``: whole numbers as whole numbers (``1`` for 1 or 1.0)."""
    codes, uniques = pd.factorize(column, use_na_sentinel=True)
    said = _number_text if whole else lambda u: ("" if u is None else str(u)).strip()
    texts = np.array([said(u) for u in uniques] + [""], dtype=object)
    return pd.Series(texts[codes], index=column.index, dtype=object)


def _number_text(value: object) -> str:
    if isinstance(value, bool | np.bool_ | int | np.integer) or (
            isinstance(value, float | np.floating) and float(value).is_integer()):
        return str(int(value))
    return "" if value is None else str(value).strip()


def _truthy(column: pd.Series) -> npt.NDArray[np.bool_]:
    text = _text(column).str.lower()
    truthy: npt.NDArray[np.bool_] = text.isin(["1", "-1", "true", "yes"]).to_numpy(dtype=bool)
    return truthy


def _entered(received: pd.DataFrame) -> pd.Series:
    """When each result was entered: DateLog's day and TimeLog's time of day (Access keeps a
    time alone on 1899-12-30), to the second."""
    day, time = (pd.to_datetime(received[c], errors="coerce", format="mixed") if c in received
                 else pd.Series(pd.NaT, index=received.index) for c in ("DateLog", "TimeLog"))
    clock = (time - time.dt.normalize()).fillna(pd.Timedelta(0))
    base = day.dt.normalize().fillna(pd.Timestamp(1899, 12, 30))  # no day: the time alone
    return (base + clock).dt.round("s")


def _contract(text: pd.Series) -> pd.Series:
    """Bridgemate's contract as bridgekit reads it: ``4 S x`` is ``4SX``, ``3 NT`` is
    ``3NT``, ``PASS`` is ``Pass``."""
    compact = text.str.replace(r"\s+", "", regex=True).str.upper()
    return compact.mask(compact.isin(["PASS", "PASSED", "P"]), "Pass")


def _percentages(text: pd.Series) -> pd.DataFrame:
    """The two percentages of an arbitral score's code (``40%-60%``), NaN where none."""
    found = text.str.fullmatch(_PERCENTAGES.pattern)
    parts = text.str.extract(_PERCENTAGES.pattern)
    parts = parts.apply(lambda c: pd.to_numeric(c.str.replace(",", "."), errors="coerce"))
    parts[~found.fillna(False).to_numpy()] = np.nan
    parts.columns = ["ns", "ew"]
    return parts


def bws_frame(tables: dict[str, dict[str, list[Any]]], *, path: str = "<bws>",
              hand_records: pd.DataFrame | None = None) -> pd.DataFrame:
    """A Bridgemate database's tables (:func:`read_bws_tables`) as a traveller: the work of
    :func:`read_bws` after the database is read, in whole columns.

    Examples
    --------
    >>> tables = {"Section": {"ID": [1], "Letter": ["A  "]},
    ...           "RoundData": {"Section": [1], "Table": [1], "Round": [1], "NSPair": [1],
    ...                         "EWPair": [1]},
    ...           "ReceivedData": {"ID": [1, 2, 3], "Section": [1, 1, 1], "Table": [1, 1, 1],
    ...                            "Round": [1, 1, 1], "Board": [1, 1, 2], "PairNS": [1, 1, 1],
    ...                            "PairEW": [1, 1, 1], "NS/EW": ["N", "E", "N"],
    ...                            "Contract": ["4 S", "3 NT", ""], "Result": ["+1", "-1", ""],
    ...                            "Remarks": ["", "", "Not played"],
    ...                            "Erased": [False, False, False]}}
    >>> frame = bws_frame(tables)
    >>> frame[["board", "section", "contract", "declarer", "result"]].values.tolist()
    [[1, 'A', '3NT', 'E', '-1'], [2, 'A', '', '', '']]
    >>> frame.attrs["warnings"][0]["problem"]
    're-entered at table 1, round 1, board 1: the later entry (ID 2) is the result'
    """
    frames = {t: pd.DataFrame(tables.get(t) or {}) for t in TABLES}  # each table's, made once
    received = frames["ReceivedData"]
    n = len(received)
    warnings: list[dict[str, Any]] = []
    letters = _section_letters(frames["Section"])
    section_id, table, round_, board_text = (_text(received[c], whole=True) if n else pd.Series(
        [], dtype=object) for c in ("Section", "Table", "Round", "Board"))
    ids = pd.to_numeric(received["ID"], errors="coerce") if "ID" in received \
        else pd.Series(np.arange(n, dtype=float))
    # the latest entry of each section, table, round and board is its result
    erased = _truthy(received["Erased"]) if "Erased" in received else np.zeros(n, dtype=bool)
    order = pd.DataFrame({"s": section_id, "t": table, "r": round_, "b": board_text,
                          "when": _entered(received) if n else pd.Series([], dtype="M8[ns]"),
                          "id": ids.to_numpy(float), "at": np.arange(n)})
    live = order[~erased].sort_values(["s", "t", "r", "b", "when", "id", "at"],
                                      na_position="first", kind="stable")
    later = live.duplicated(["s", "t", "r", "b"], keep="last")
    kept = np.sort(live["at"].to_numpy()[~later.to_numpy()])
    replaced = live[later.to_numpy()]
    reported = np.r_[replaced["at"].to_numpy(), np.flatnonzero(erased)].astype(np.int64)
    problems = ["marked Erased: not a result"] * int(erased.sum())
    if len(replaced):
        last = live[~later.to_numpy()].set_index(["s", "t", "r", "b"])["id"]
        by = last.reindex(pd.MultiIndex.from_frame(replaced[["s", "t", "r", "b"]])).to_numpy()
        problems = [f"re-entered at table {t}, round {r}, board {b}: the later entry "
                    f"(ID {_id_text(keep)}) is the result"
                    for t, r, b, keep in zip(replaced["t"], replaced["r"], replaced["b"], by,
                                             strict=True)] + problems
    warnings += _row_warnings(received, reported, order, problems)
    rows = received.iloc[kept].reset_index(drop=True)
    frame = _results(rows, section_id.iloc[kept].reset_index(drop=True), letters, warnings,
                     ids.iloc[kept].reset_index(drop=True))
    rounds = frames["RoundData"]
    _names(frame, rounds, frames["PlayerNumbers"], letters)
    warnings += _against_rounds(frame, rounds, letters)
    deals = _deals(frames, hand_records, warnings)
    frame.attrs.update(path=path, format="bws", program={"name": PROGRAM},
                       warnings=warnings, decimals={}, totals=None, received=n,
                       hand_records=Records(deals),
                       event=_event(frames["Session"]),
                       players=Records(_players(frames["PlayerNumbers"], letters)))
    _stated(frame, frames, letters, warnings)
    return frame


def _stated(frame: pd.DataFrame, frames: dict[str, pd.DataFrame], letters: dict[str, str],
            warnings: list[dict[str, Any]]) -> None:
    """What the database states about the event into ``frame.attrs``: the movement
    RoundData seats, how several sections are scored (Settings' GroupSections), the
    scoring (Section's ScoringType 1: matchpoints; another is reported, not guessed)."""
    sections = frames["Section"]
    movement = _movement(frames["RoundData"])
    if movement:
        frame.attrs["movement"] = movement
    if len(letters) > 1:
        grouped = frames["Settings"].get("GroupSections")
        frame.attrs["sections"] = "field" if grouped is not None and len(grouped) \
            and _truthy(grouped)[0] else "apart"
    scoring = set(_text(sections["ScoringType"], whole=True)) if "ScoringType" in sections \
        else set()
    if scoring == {"1"}:
        frame.attrs["scoring"] = "MATCH_POINTS"
    elif scoring:
        warnings.append({"column": "ScoringType", "value": ", ".join(sorted(scoring)),
                         "problem": f"Section ScoringType {', '.join(sorted(scoring))}: not "
                                    "read (1 is matchpoints); scored by the options given"})


def _id_text(value: float) -> str:
    return str(int(value)) if value == value else "?"


_KEPT = ("ID", "PairNS", "PairEW", "NS/EW", "Contract", "Result", "LeadCard", "Remarks",
         "DateLog", "TimeLog")


def _row_warnings(received: pd.DataFrame, at: np.ndarray, order: pd.DataFrame,
                  problems: list[str]) -> list[dict[str, Any]]:
    """The ReceivedData rows at ``at`` that are not results, as the warnings list them, each
    with its row as the database holds it."""
    if not len(at):
        return []
    kept = received.iloc[at].reindex(columns=list(_KEPT))
    rows = {c: _text(kept[c]).tolist() for c in _KEPT}
    where = order.iloc[at]
    return [{"board": b, "section": s, "table": t, "round": r, "ns": ns, "ew": ew,
             "column": "Erased" if problem.startswith("marked") else "ReceivedData",
             "value": f"{contract} {seat} {result}".strip(), "problem": problem,
             "row": dict(zip(_KEPT, values, strict=True))}
            for b, s, t, r, ns, ew, contract, seat, result, problem, values in zip(
                where["b"], where["s"], where["t"], where["r"], rows["PairNS"], rows["PairEW"],
                rows["Contract"], rows["NS/EW"], rows["Result"], problems,
                zip(*rows.values(), strict=True), strict=True)]


def _section_letters(sections: pd.DataFrame) -> dict[str, str]:
    """Section ID -> its letter (the ID itself where the letter is blank). A section ID
    listed with two letters, or two sections of one letter, is refused, naming them: the
    rows of the one would be named, or merged, as the other's."""
    if sections.empty:
        return {}
    ids = _text(sections["ID"], whole=True)
    letters = _text(sections["Letter"])
    out: dict[str, str] = {}
    for i, letter in zip(ids, letters, strict=True):
        if out.setdefault(i, letter or i) != (letter or i):
            raise FileFormatError(f"Section ID {i!r} is listed as {out[i]!r} and as "
                                  f"{letter or i!r}: expected one letter a section")
    named = pd.Series(list(out.values()), index=list(out))
    twice = named[named.duplicated(keep=False)]
    if len(twice):
        raise FileFormatError(f"Sections {', '.join(map(repr, twice.index))} are each "
                              f"lettered {twice.iloc[0]!r}: expected a letter of its own a "
                              "section")
    return out


def _results(rows: pd.DataFrame, section_id: pd.Series, letters: dict[str, str],
             warnings: list[dict[str, Any]], ids: pd.Series) -> pd.DataFrame:
    """The kept ReceivedData rows as traveller columns; remarks read or reported."""
    board = _text(rows["Board"], whole=True) if len(rows) else pd.Series([], dtype=object)
    frame = pd.DataFrame({
        "board": pd.to_numeric(board, errors="coerce"), "section": section_id.map(
            lambda s: letters.get(s, s)).astype(object),
        **{c: _text(rows[k], whole=True) for c, k in (("table", "Table"), ("round", "Round"),
                                                       ("ns", "PairNS"), ("ew", "PairEW"))},
        "contract": _contract(_text(rows["Contract"])),
        "declarer": _text(rows["NS/EW"]).str.upper(), "result": _text(rows["Result"]),
        "lead": _text(rows["LeadCard"]) if "LeadCard" in rows else "",
        "ns_score": pd.Series("", index=rows.index, dtype=object)}, columns=_COLUMNS[:11])
    if frame["board"].isna().any() or not (frame["board"] == frame["board"].round()).all():
        bad = board[frame["board"].isna() | (frame["board"] != frame["board"].round())]
        raise FileFormatError(f"ReceivedData Board {bad.iloc[0]!r}: expected a whole number")
    frame["board"] = frame["board"].astype(np.int64)
    if "Remarks" in rows:
        _remarks(frame, _text(rows["Remarks"]), _text(rows["Contract"]), warnings, ids)
    unknown_section = ~section_id.isin(list(letters)).to_numpy()
    for at in np.flatnonzero(unknown_section)[:1]:
        warnings.append({"board": int(frame["board"].iat[at]), "column": "Section",
                         "value": section_id.iat[at],
                         "problem": f"Section {section_id.iat[at]!r} is not in the Section "
                                    f"table ({int(unknown_section.sum())} rows): named by "
                                    "its number"})
    return frame


def _remarks(frame: pd.DataFrame, remarks: pd.Series, contract: pd.Series,
             warnings: list[dict[str, Any]], ids: pd.Series) -> None:
    """Each row's ``Remarks`` read into ``frame``: ``Not played``, an arbitral score's
    percentages (in ``Remarks``, ``Contract`` or ``Result``) as an artificial score; any
    other remark kept as the row's score (so the row is in error, quoting it) and reported."""
    lowered = remarks.str.lower()
    not_played = (lowered == "not played").to_numpy()
    pct = _percentages(remarks)
    for source in (contract, frame["result"]):
        pct = pct.where(pct.notna(), _percentages(source))
    ruled = pct["ns"].notna().to_numpy()
    unknown = (remarks != "").to_numpy() & ~not_played & ~ruled
    blank = ((frame["contract"] == "") & (frame["result"] == "")).to_numpy()
    for column in ("contract", "declarer", "result"):
        frame.loc[not_played & blank | ruled, column] = ""
    if ruled.any():
        notation = [artificial_notation(float(a), float(b))
                    for a, b in pct.loc[ruled, ["ns", "ew"]].to_numpy()]
        frame.loc[ruled, "ns_score"] = pd.Series(notation, index=frame.index[ruled],
                                                 dtype=object)
    frame.loc[unknown, "ns_score"] = remarks[unknown]
    for at in np.flatnonzero(unknown | (not_played & ~blank)):
        words = ("Remarks 'Not played' beside a contract or result: read as entered"
                 if not_played[at] else
                 f"Remarks {remarks.iat[at]!r}: not understood (an arbitral score is written "
                 "with its percentages, 40%-60%); the row is not scored")
        warnings.append({"board": int(frame["board"].iat[at]),
                         "section": frame["section"].iat[at], "table": frame["table"].iat[at],
                         "round": frame["round"].iat[at], "ns": frame["ns"].iat[at],
                         "ew": frame["ew"].iat[at], "column": "Remarks",
                         "value": remarks.iat[at], "problem": words,
                         "row": {"ID": _id_text(float(ids.iat[at]))}})


def _against_rounds(frame: pd.DataFrame, rounds: pd.DataFrame,
                    letters: dict[str, str]) -> list[dict[str, Any]]:
    """Results whose pairs are not those RoundData seats at their table in their round, or
    whose board is not among the boards it gives them (LowBoard to HighBoard): each reported,
    the result kept as entered."""
    if rounds.empty or frame.empty:
        return []
    seating = _keyed(rounds, letters, table="Table", round="Round", sat_ns="NSPair",
                     sat_ew="EWPair").assign(
        low=pd.to_numeric(rounds.get("LowBoard"), errors="coerce"),
        high=pd.to_numeric(rounds.get("HighBoard"), errors="coerce"),
        custom=_text(rounds["CustomBoards"]) if "CustomBoards" in rounds else "")
    seating = seating.drop_duplicates(["section", "table", "round"])
    met = frame[["board", "section", "table", "round", "ns", "ew"]].reset_index().merge(
        seating, on=["section", "table", "round"], how="left")
    unseated = met["sat_ns"].isna()
    other = ~unseated & ((met["ns"] != met["sat_ns"]) | (met["ew"] != met["sat_ew"]))
    outside = ~unseated & (met["custom"] == "") & met["low"].notna() & met["high"].notna() \
        & ((met["board"] < met["low"]) | (met["board"] > met["high"]))
    said = []
    for r in met[unseated | other | outside].itertuples(index=False):
        if r.sat_ns != r.sat_ns:  # NaN: no RoundData row
            problem = (f"table {r.table}, round {r.round} is not in RoundData: the result is "
                       "read as entered")
        elif (r.ns, r.ew) != (r.sat_ns, r.sat_ew):
            problem = (f"RoundData seats N-S {r.sat_ns} v E-W {r.sat_ew} at table {r.table} in "
                       f"round {r.round}; the result was entered for N-S {r.ns} v E-W {r.ew}: "
                       "read as entered")
        else:
            problem = (f"board {r.board} is not among boards {r.low:g}-{r.high:g} RoundData "
                       f"gives table {r.table} in round {r.round}: read as entered")
        said.append({"board": int(r.board), "section": r.section, "table": r.table,
                     "round": r.round, "ns": r.ns, "ew": r.ew, "column": "RoundData",
                     "value": f"{r.ns} v {r.ew}", "problem": problem})
    return said


def _keyed(table: pd.DataFrame, letters: dict[str, str], /, **columns: str) -> pd.DataFrame:
    """``table``'s section by its letter (a section not listed: its ID), then its ``columns``
    (name=column) as whole numbers' text."""
    return pd.DataFrame({"section": _text(table["Section"], whole=True).map(
        lambda s: letters.get(s, s)), **{k: _text(table[c], whole=True) for k, c in columns.items()}})


def _names(frame: pd.DataFrame, rounds: pd.DataFrame, players: pd.DataFrame,
           letters: dict[str, str]) -> None:
    """``ns_names`` and ``ew_names``: each pair's players in the round of each row (in a
    Howell a pair is its number in either direction; in a Mitchell N-S 1 and E-W 1 are two)."""
    frame["ns_names"] = frame["ew_names"] = ""
    if players.empty or rounds.empty or frame.empty:
        return
    howell = _movement(rounds) == "howell"
    seating = _keyed(rounds, letters, table="Table", round="Round", NS="NSPair", EW="EWPair"
                     ).assign(round=pd.to_numeric(rounds["Round"], errors="coerce"))
    seating = seating[seating["round"].notna()]
    first = seating.groupby("section")["round"].min()
    seat: dict[tuple[str, str, float], tuple[str, str]] = {
        (s, t, r): (ns, ew) for s, t, r, ns, ew in seating.itertuples(index=False)}
    # (section, side, pair) -> [(from round, slot, name)], in the order entered
    changes: dict[tuple[str, str, str], list[tuple[float, int, str]]] = {}
    entries = _keyed(players, letters, table="Table").assign(
        direction=_text(players["Direction"]).str.upper(), name=_text(players["Name"]),
        round=pd.to_numeric(players["Round"], errors="coerce").fillna(0))
    for s, t, d, name, r in entries.sort_values("round", kind="stable").itertuples(index=False):
        if d not in ("N", "S", "E", "W") or s not in first.index:
            continue
        start = max(float(r), float(first[s]))
        pairs = seat.get((s, t, start))
        if pairs is None:
            continue
        side = "NS" if d in "NS" else "EW"
        pair = pairs[0] if side == "NS" else pairs[1]
        changes.setdefault((s, "" if howell else side, pair), []).append(
            (start, 0 if d in "NE" else 1, name))
    # each pair's names in each round it sits, then joined onto the rows in whole columns
    table_names: list[tuple[str, str, str, str, str]] = []
    for (s, side, pair), entered in changes.items():
        for r in sorted(seating.loc[seating["section"] == s, "round"].unique()):
            slots = ["", ""]
            for start, slot, name in entered:
                if start <= r:
                    slots[slot] = name
            table_names.append((s, side, pair, str(int(r)), " - ".join(x for x in slots if x)))
    names = pd.DataFrame(table_names, columns=["section", "side", "pair", "round", "names"])
    for side, column, target in (("NS", "ns", "ns_names"), ("EW", "ew", "ew_names")):
        part = names[names["side"].isin([side, ""])].drop(columns="side")
        keys = pd.MultiIndex.from_frame(part[["section", "pair", "round"]])
        lookup = pd.Series(part["names"].to_numpy(), index=keys)
        lookup = lookup[~lookup.index.duplicated()]
        rows = pd.MultiIndex.from_arrays([frame["section"], frame[column], frame["round"]])
        frame[target] = lookup.reindex(rows).fillna("").to_numpy(dtype=object)


def _players(players: pd.DataFrame, letters: dict[str, str]) -> list[dict[str, str]]:
    """PlayerNumbers as the file states it: section, table, direction, round, number, name."""
    if players.empty:
        return []
    out = _keyed(players, letters, table="Table").assign(
        direction=_text(players["Direction"]).str.upper(),
        round=_text(players["Round"], whole=True),
        number=_text(players["Number"]) if "Number" in players else "",
        name=_text(players["Name"]))
    return [{k: str(v) for k, v in r.items()} for r in out.to_dict("records")]


def _movement(rounds: pd.DataFrame) -> str | None:
    """The movement RoundData states: ``"mitchell"`` when a round seats a pair number both
    North-South and East-West (N-S 1 and E-W 1 are two pairs), or when no pair number is
    ever seen in both directions; ``"howell"`` when each round seats each number once and
    pairs change direction; None when RoundData is empty."""
    if rounds.empty:
        return None
    ns, ew, section, round_ = (_text(rounds[c], whole=True) for c in ("NSPair", "EWPair",
                                                                      "Section", "Round"))
    keys = section + "/" + round_ + "/"
    if (keys + ns).isin(set(keys + ew)).any() or not set(ns) & set(ew):
        return "mitchell"
    return "howell"


def _event(session: pd.DataFrame) -> dict[str, str]:
    """The session's name and date as event tags (``Event``, ``Date`` as YYYY-MM-DD)."""
    if session.empty:
        return {}
    tags = {"Event": _text(session["Name"]).iat[0]}
    day = pd.to_datetime(session["Date"], errors="coerce", format="mixed").iat[0]
    if day is not pd.NaT and day == day:
        tags["Date"] = day.strftime("%Y-%m-%d")
    return {k: v for k, v in tags.items() if v}


def _deals(frames: dict[str, pd.DataFrame], beside: pd.DataFrame | None,
           warnings: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The deals as :func:`bridgekit.io.read_hand_records` frames them, as records: from a
    hand record given beside the database where it has the board, else HandRecord (with
    HandEvaluation's double-dummy tables). A deal the two disagree on is a warning."""
    records: dict[int, dict[str, Any]] = {}
    hands = frames["HandRecord"]
    evaluation = frames["HandEvaluation"]
    dd: dict[int, DDTable] = {}
    if not evaluation.empty and all(f"{s}{t}" in evaluation for s in _SEATS for t in _DD_STRAINS):
        for row in evaluation.to_dict("records"):
            try:
                text = "".join(format(int(row[f"{s}{t}"]), "x") for s in _PBN_DD_SEATS
                               for t in _DD_STRAINS)
                dd.setdefault(_board(row["Board"]), DDTable.from_pbn(text))
            except (BridgekitError, TypeError, ValueError):
                continue  # a board not analysed: no table
    if not hands.empty and all(f"{s}{t}" in hands for s in _SEATS for t in _SUITS):
        for row in hands.to_dict("records"):
            try:
                board = _board(row["Board"])
            except ValueError:
                warnings.append({"column": "HandRecord", "value": str(row["Board"]),
                                 "problem": f"HandRecord Board {row['Board']!r}: not a board "
                                            "number; its deal is not read"})
                continue
            text = "N:" + " ".join(".".join(cell_text(row[f"{s}{t}"]) for t in _SUITS)
                                   for s in _SEATS)
            try:
                deal = str(Deal.parse(text))
            except BridgekitError as exc:
                warnings.append({"board": board, "column": "HandRecord", "value": text,
                                 "problem": f"HandRecord: {exc}; no deal for the board"})
                continue
            if board in records and records[board]["deal"] != deal:
                warnings.append({"board": board, "column": "HandRecord", "value": text,
                                 "problem": "HandRecord holds two deals for the board (one per "
                                            "section?): the first is used"})
                continue
            records.setdefault(board, {
                "board": board, "dealer": str(board_dealer(board)),
                "vulnerability": str(board_vulnerability(board)), "deal": deal,
                "dd": dd.get(board), "optimum_score": np.nan, "par_contract": "",
                "line": None})
    if beside is not None:
        for row in beside.to_dict("records"):
            board = int(row["board"])
            own = records.get(board)
            if own is not None and Deal.parse(own["deal"]).hands != Deal.parse(row["deal"]).hands:
                warnings.append({"board": board, "column": "HandRecord", "value": own["deal"],
                                 "problem": f"the hand record beside deals {row['deal']}; the "
                                            "database's HandRecord another: the hand record "
                                            "beside is used"})
            records[board] = {k: row.get(k) for k in COLUMNS}
            if records[board]["dd"] is None and own is not None:
                records[board]["dd"] = own["dd"]
    return [records[b] for b in sorted(records)]


def _board(value: object) -> int:
    """A board number from a table (a whole number from 1 up), else ValueError."""
    text = _number_text(value)
    if not text.isdigit() or int(text) < 1:
        raise ValueError(f"{text!r}: not a board number")
    return int(text)


def read_bws(source: object, *, max_bytes: int | None = None,
             hand_records: object = None) -> pd.DataFrame:
    """Read a Bridgemate Control Software database (``.bws``): every result entered.

    Columns: ``board, section, table, round, ns, ew, contract, declarer, result, lead,
    ns_score, ns_names, ew_names``; one row per section, table, round and board entered
    (the latest entry, see the module docstring). A board not played has no contract,
    result or score; an arbitral score is an artificial score in ``ns_score``
    (``A40/60``).

    ``attrs``: ``format`` (``"bws"``), ``program`` (Bridgemate Control Software),
    ``event`` (``Event`` and ``Date`` from ``Session``), ``movement`` (as ``RoundData``
    seats the pairs), ``sections`` (``"apart"`` or ``"field"`` by ``Settings``'
    ``GroupSections``, when there are several), ``scoring`` (``MATCH_POINTS`` for
    ``ScoringType`` 1), ``warnings`` (every ``ReceivedData`` row that is not a result, each
    remark not understood, each deal that cannot be read: with its row), ``received``
    (how many ``ReceivedData`` rows were read), ``players`` (``PlayerNumbers`` as the file
    states it), ``hand_records`` (the deals as records of :func:`bridgekit.io.read_hand_records`'s
    columns: ``pd.DataFrame(frame.attrs["hand_records"])``), ``totals`` (None: a database
    holds no published scores).

    Parameters
    ----------
    source : path, bytes or binary file
        The ``.bws`` database.
    max_bytes : int, optional
        The largest file read (default :data:`bridgekit.io.MAX_FILE_BYTES`).
    hand_records : path, bytes, file or DataFrame, optional
        A hand record beside the database (a PBN file, or
        :func:`bridgekit.io.read_hand_records`' frame): its deals, double-dummy tables and
        par are used; a board it deals otherwise than ``HandRecord`` is a warning.

    Raises
    ------
    FileFormatError
        A file that is not a whole Jet database (naming what it begins with), a Jet version
        not read, a file cut short, a required table (``ReceivedData``, ``RoundData``,
        ``Section``) or column missing, a board that is no whole number, a file larger
        than ``max_bytes``.
    BridgekitError
        The ``access-parser`` package is not installed (naming it).
    """
    name = source_name(source)
    beside = hand_records if hand_records is None or isinstance(hand_records, pd.DataFrame) \
        else read_hand_records(hand_records, max_bytes=max_bytes)
    tables = read_bws_tables(source, max_bytes=max_bytes)
    try:
        return bws_frame(tables, path=name, hand_records=beside)
    except FileFormatError as exc:
        if exc.path is None:
            raise FileFormatError(str(exc), path=name) from None
        raise
