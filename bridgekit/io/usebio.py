"""USEBIO: the EBU's results XML, for a pairs event.

Written: ``USEBIO`` (Version 1.2) -> ``EVENT`` (EVENT_TYPE ``MP_PAIRS``) with
PROGRAM_NAME, EVENT_DESCRIPTION, DATE, BOARD_SCORING_METHOD (``MATCH_POINTS``),
``PARTICIPANTS`` -> one ``PAIR`` per pair (PAIR_NUMBER, DIRECTION (empty in a Howell), PLACE,
TOTAL_SCORE, PERCENTAGE), and one ``BOARD`` per board (BOARD_NUMBER) with a
``TRAVELLER_LINE`` per result (DIRECTION, NS_PAIR_NUMBER, EW_PAIR_NUMBER,
CONTRACT, PLAYED_BY, LEAD, TRICKS, SCORE, NS_MATCH_POINTS, EW_MATCH_POINTS).
An adjusted score goes in SCORE as its notation (``A60/40``). An event in IMPs, its sections
and its deals are written as :func:`format_usebio` says (Butler as Compscore writes it,
cross-IMPs as Pianola does, a ``HANDSET``); a HANDSET is read back as the file's deals.

Read: the same, and what other programs write beside it (USEBIO 1.2's DTD names them). The
scoring is ``BOARD_SCORING_METHOD`` when the file has it, else the ``EVENT`` element's
``EVENT_TYPE`` (``MP_PAIRS``, ``BUTLER_PAIRS``, ``CROSS_IMP``; Compscore writes no
``BOARD_SCORING_METHOD``). ``PROGRAM_NAME`` and ``PROGRAM_VERSION`` say which program wrote
the file. A Butler file's ``BOARD_AVERAGE`` (the board's datum) and
``NS_BUTLER_POINTS``/``EW_BUTLER_POINTS`` are kept as published numbers. A pair number that
carries its direction (Compscore numbers a Mitchell's pairs ``1NS``, ``1EW``) is read as the
number (``1``) in that direction, and the movement is taken from the file when it says it:
every ``PARTICIPANTS/PAIR`` with a ``DIRECTION`` of NS or EW (or a number carrying one) is a
Mitchell, every one with an empty ``DIRECTION`` a Howell; otherwise nothing is stated and the
movement is found from the pair numbers.

Sessions are read as the EBU's practice has them: USEBIO 1.2 nests ``EVENT`` -> ``SESSION``
-> ``SECTION`` -> ``PARTICIPANTS`` and ``BOARD`` (a file may leave out the sessions, the
sections or both), and in an event of several sessions each session is scored on its own:
its boards are its own (board 1 of session 2 is another deal than board 1 of session 1) and
its ``PARTICIPANTS`` hold that session's totals (the EBU's own files keep them in the
``SESSION``, as TeamsScorer's do: :mod:`bridgekit.io.usebio_teams`). A session is named by
its ``SESSION_ID`` attribute, else its ``SESSION_NUMBER`` (or ``SESSION_ID``) element, else
its place. Each session holding boards is read as a part, as sections scored apart are: its
name in the ``section`` column, its totals with their ``Section``, ``attrs["sections"]``
``"apart"``; a session of several sections is a part a section (``1/A``: session 1, section
A). Every door then scores, checks and ranks each session alone, and
:func:`bridgekit.combine_sessions` adds the sessions' rankings up. A file of one session
reads as the same file without its ``SESSION`` element.

Reading is safe (``defusedxml``): USEBIO's own DOCTYPE, which names an
external DTD (``<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">``),
is accepted and never fetched; a DOCTYPE with an internal subset, any ENTITY
declaration and any external reference are refused, so no entity can expand
and nothing outside the file is read. That is checked on what comes before the root element
(the only place entities can be declared), before anything else is read. The traveller lines
are then read from the file's bytes where every line has the plain shape programs write
(:mod:`bridgekit.io._usebio_lines`: each line well formed by construction, references decoded
as the parser decodes them; lines holding only elements of the names the reader reads, each
once, read quickest), and the rest of the file, the lines cut out, is parsed by Python's
C parser; a file of any other shape is parsed whole by it (the garbage collector paused) and
each line's elements walked once, all lines together. A file either refuses (or one nested too
deep) is parsed again carefully for the message and its line. Each distinct text is worked
once, not once per line.
"""

from __future__ import annotations

import codecs
import datetime as dt
import re
import xml.etree.ElementTree as ET
from itertools import chain, compress
from operator import attrgetter
from typing import Any, NamedTuple
from xml.sax.saxutils import escape as xml_escape

import numpy as np
import numpy.typing as npt
import pandas as pd
from defusedxml import DTDForbidden, EntitiesForbidden, ExternalReferenceForbidden
from defusedxml.ElementTree import DefusedXMLParser

from bridgekit._checks import LONE_SURROGATE
from bridgekit.board import Seat, Vulnerability, board_dealer, board_vulnerability
from bridgekit.columns import cell_text
from bridgekit.deals.deal import Deal
from bridgekit.errors import BridgekitError, FileFormatError
from bridgekit.format import NUMBER_RE, decimals_of, number
from bridgekit.io._files import (
    declared_charset,
    decode_text,
    factorized_cells,
    frozen,
    gc_paused,
    read_source,
    refuse_nul,
    source_name,
    text_charset,
)
from bridgekit.io._sniff import found
from bridgekit.io._usebio_lines import Lines, known_names, walk
from bridgekit.io.hands import deals_frame
from bridgekit.io.pbn import _VUL_NAMES, _Unwritable, _written_boards, board_deal_tags, unwritable

__all__ = ["read_usebio"]


_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _checked(tag: str, text: str) -> str:
    m = _NOT_XML.search(text)
    if m:
        raise _Unwritable(f"{tag} {text!r} holds {m.group()!r}, a control character XML "
                          "cannot hold")
    m = LONE_SURROGATE.search(text)
    if m:  # said in PBN's words (its refusal of a tab or a line break XML does not share)
        raise _Unwritable(f"{tag} {text!r} {unwritable(m.group())}")
    return text


def _sub(parent: ET.Element, tag: str, text: object) -> ET.Element:
    child = ET.SubElement(parent, tag)
    child.text = _checked(tag, "" if text is None else str(text))
    return child


def format_usebio(written: pd.DataFrame, ranking: pd.DataFrame | None = None, *,
                  event: str = "bridgekit event", date: str | None = None,
                  path: str = "<text>", deals: dict[int, tuple[str, str, str]] | None = None
                  ) -> str:
    """A USEBIO file's text for an event already scored: ``written`` as
    :func:`bridgekit.io.pbn.format_pbn` takes it (every row printed; a row not scored has
    no matchpoints), ``ranking`` (:func:`bridgekit.rank_pairs`) for the participants.
    Every number is printed by :mod:`bridgekit.format`.

    An event in IMPs (``ns_imps, ew_imps`` in ``written``) is written as the programs
    write one: Butler (a ``datum`` column) as Compscore does, ``EVENT_TYPE`` BUTLER_PAIRS,
    ``BOARD_SCORING_METHOD`` IMPS, each board's datum as its ``BOARD_AVERAGE`` and each line's
    ``NS_BUTLER_POINTS``/``EW_BUTLER_POINTS``; cross-IMPs as Pianola does,
    ``BOARD_SCORING_METHOD`` CROSS_IMPS (``EVENT_TYPE`` CROSS_IMP, as Compscore names it) and
    ``NS_CROSS_IMP_POINTS``/``EW_CROSS_IMP_POINTS``; a pair's ``TOTAL_SCORE`` is its IMPs and
    it has no ``PERCENTAGE``. ``deals`` (board -> dealer, vulnerability, PBN deal) are written
    as USEBIO's ``HANDSET``: a ``BOARD`` per deal, a ``HAND`` per seat (``DIRECTION`` North
    ..., ``SPADES`` ... ``CLUBS``); USEBIO holds no dealer or vulnerability, so a deal's
    must be its board number's.

    Raises
    ------
    FileFormatError
        A value XML cannot hold, a board that is not a board number, or a board whose
        vulnerability is not its number's (USEBIO holds none), naming it.
    """
    try:
        text = _usebio_text(written, ranking, event=event, date=date, path=path)
        return text if not deals else text.replace("</USEBIO>", _handset(deals, path) +
                                                   "</USEBIO>")
    except _Unwritable as exc:
        raise FileFormatError(str(exc), path=path) from None


def _pair_names(written: pd.DataFrame) -> dict[tuple[str, str], str]:
    """(direction, pair) -> the pair's names (``ns_names``/``ew_names``), first seen; a
    Howell pair (a ranking's direction "") by ("", pair), first seen in either."""
    names: dict[tuple[str, str], str] = {}
    for side, column in (("NS", "ns_names"), ("EW", "ew_names")):
        if column not in written.columns:
            continue
        pair_column = side.lower()
        for row, pair, who in zip(written.index, written[pair_column], written[column],
                                  strict=True):
            text = cell_text(who)
            try:
                _checked("PLAYER_NAME", text)
            except _Unwritable as exc:
                raise _Unwritable(f"row {row!r}, column {column!r}: {exc}") from None
            if text:
                names.setdefault((side, cell_text(pair)), text)
                names.setdefault(("", cell_text(pair)), text)
    return names


def _usebio_text(written: pd.DataFrame, ranking: pd.DataFrame | None, *, event: str,
                 date: str | None, path: str) -> str:
    _same_vulnerability(written, path)
    scoring = _SCORINGS["butler" if "datum" in written.columns else
                        "cross-imps" if "ns_imps" in written.columns else "matchpoints"]
    root = ET.Element("USEBIO", Version="1.2")
    ev = ET.SubElement(root, "EVENT", EVENT_TYPE=scoring[0])
    _sub(ev, "PROGRAM_NAME", "bridgekit")
    _sub(ev, "EVENT_DESCRIPTION", event)
    _sub(ev, "DATE", date or dt.date.today().strftime("%d/%m/%Y"))
    _sub(ev, "BOARD_SCORING_METHOD", scoring[1])
    labels = [cell_text(x) for x in pd.unique(written["section"])] \
        if "section" in written.columns else [""]
    if labels == [""]:  # no sections: the event's own participants and boards
        _participants(ev, written, ranking, scoring)
        ET.SubElement(ev, "BOARDS_GO_HERE_0")
        pieces = [written]
    else:  # USEBIO 1.2's sections, each with its participants and boards (as EBUScore's)
        section = written["section"].map(cell_text)
        pieces = [written[section == label] for label in labels]
        for k, (label, piece) in enumerate(zip(labels, pieces, strict=True)):
            element = ET.SubElement(ev, "SECTION")
            _sub(element, "SECTION_ID", label)
            _participants(element, piece, _section_ranking(ranking, piece, label), scoring)
            ET.SubElement(element, f"BOARDS_GO_HERE_{k}")
    ET.indent(root)
    head = ET.tostring(root, encoding="unicode")
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n']
    for k, piece in enumerate(pieces):  # the text's pieces in order, joined once
        boards = _boards_text(piece, path, scoring)
        place = re.search(rf" *<BOARDS_GO_HERE_{k} />\n", head)
        if place is not None:
            out += [head[:place.start()], *boards]
            head = head[place.end():]
    return "".join([*out, head, "\n"])


def _participants(parent: ET.Element, written: pd.DataFrame, ranking: pd.DataFrame | None,
                  scoring: tuple[str, ...]) -> None:
    """A PARTICIPANTS element: each pair of ``ranking`` with its names, place and total (its
    percentage at matchpoints)."""
    parts = ET.SubElement(parent, "PARTICIPANTS")
    names = _pair_names(written)
    for r in (ranking.itertuples(index=False) if ranking is not None else ()):
        pair = ET.SubElement(parts, "PAIR")
        _sub(pair, "PAIR_NUMBER", r.pair)
        _sub(pair, "DIRECTION", cell_text(r.direction))  # a Howell's empty, as Compscore's
        for player in names.get((r.direction, r.pair), "").split(" - ") \
                if names.get((r.direction, r.pair)) else []:
            _sub(ET.SubElement(pair, "PLAYER"), "PLAYER_NAME", player)
        _sub(pair, "PLACE", r.rank)
        _sub(pair, "TOTAL_SCORE", number(r.total))
        if scoring[2] == "MATCH_POINTS":  # at IMPs a pair has its total, no percentage
            _sub(pair, "PERCENTAGE", number(r.pct))


def _section_ranking(ranking: pd.DataFrame | None, piece: pd.DataFrame, label: str
                     ) -> pd.DataFrame | None:
    """The pairs of ``ranking`` in one section: those it names in the section, or (a ranking
    that names none: pairs numbered on through the sections) those that played in it."""
    if ranking is None:
        return None
    if "section" in ranking.columns and ranking["section"].astype(str).ne("").any():
        return ranking[ranking["section"].astype(str) == label]
    seated = {("NS", cell_text(p)) for p in piece["ns"]} | \
        {("EW", cell_text(p)) for p in piece["ew"]}
    keys = zip(ranking["direction"].astype(str), ranking["pair"].astype(str), strict=True)
    return ranking[[key in seated for key in keys]]


def _same_vulnerability(written: pd.DataFrame, path: str) -> None:
    """USEBIO holds no vulnerability: each board must be vulnerable as its number says."""
    if "vulnerable" not in written.columns:
        return
    for board, (vulnerable, _) in board_deal_tags(written, path).items():
        if vulnerable and vulnerable != _VUL_NAMES[board_vulnerability(board)]:
            raise FileFormatError(
                f"board {board} is vulnerable {vulnerable!r}, not "
                f"{_VUL_NAMES[board_vulnerability(board)]!r} as its number says: USEBIO holds "
                "no vulnerability (write PBN or CSV, which keep it)", path=path)


def _xml_texts(values: Any, tag: str, index: pd.Index | None = None) -> _TextColumn:
    """Each cell as XML element text, escaped (no value: the last text, ""): each distinct
    value checked and escaped once (a value XML cannot hold is refused naming its row)."""
    whole = isinstance(values, pd.Series) and values.dtype.kind in "iu"  # found as numbers
    codes, uniques = factorized_cells(values if whole else pd.Series(values, dtype=object), tag)
    texts = []
    for i, u in enumerate(uniques):
        text = cell_text(u)
        try:
            texts.append(xml_escape(_checked(tag, text)))
        except _Unwritable as exc:
            if index is None:
                raise
            row = index[np.flatnonzero(codes == i)[0]]
            raise _Unwritable(f"row {row!r}: {exc}") from None
    return _TextColumn(np.where(codes < 0, len(texts), codes), [*texts, ""])


def _number_texts(values: Any) -> _TextColumn:
    """Each number as :func:`bridgekit.format.number` prints it, "" for NaN."""
    distinct, inverse = np.unique(np.asarray(values, dtype=float), return_inverse=True)
    texts = [number(float(v)) if v == v else "" for v in distinct.tolist()]
    return _TextColumn(inverse.reshape(-1), texts)


def _text_is(coded: _TextColumn, *texts: str) -> npt.NDArray[np.bool_]:
    """Whether each cell's text is one of ``texts``."""
    codes, distinct = coded
    out: npt.NDArray[np.bool_] = np.array([t in texts for t in distinct], dtype=bool)[codes]
    return out


def _element(tag: str, coded: _TextColumn,
             present: npt.NDArray[np.bool_] | None = None) -> npt.NDArray[np.object_]:
    """``<TAG>value</TAG>`` lines (8 spaces in, as in a TRAVELLER_LINE), "" where absent:
    one line made per distinct value, taken for each row (Python strings: memory as the
    text's, however long one value is)."""
    codes, texts = coded
    lines = [f"        <{tag}>{text}</{tag}>\n" if text else f"        <{tag} />\n"
             for text in texts]  # an empty element as ElementTree writes one
    if present is not None:
        codes = np.where(present, codes, len(lines))
    out: npt.NDArray[np.object_] = np.array([*lines, ""], dtype=object)[codes]
    return out


def _boards_text(written: pd.DataFrame, path: str, scoring: tuple[str, ...]) -> list[str]:
    """Every BOARD and TRAVELLER_LINE, built column by column: the pieces of the text, in
    order, to be joined once; a Butler board's datum as its BOARD_AVERAGE."""
    if written.empty:
        return []
    boards = _written_boards(written, path)  # 1, "1" and 1.0 are one board
    order = np.argsort(boards, kind="stable")
    written, boards = written.iloc[order], boards[order]
    index = written.index
    entry = _xml_texts(written["entry"], "SCORE", index)
    played = _text_is(entry, "")  # no adjusted score: the result as played
    contract = _xml_texts(written["contract"], "CONTRACT", index)
    declarer = _xml_texts(written["declarer"], "PLAYED_BY", index)
    tricks = _xml_texts(written["result"], "TRICKS", index)
    column = {c: written[c] if c in written else [None] * len(written) for c in ("lead", "group")}
    lead = _xml_texts(column["lead"], "LEAD", index)
    group = _xml_texts(column["group"], "SCORING_GROUP", index)
    unscored = np.isnan(written["ns_score"].to_numpy(float))
    given, printed = _xml_texts(written["score_text"], "SCORE", index), \
        _number_texts(written["ns_score"])
    score = _TextColumn(np.where(unscored, given.codes, len(given.texts) + printed.codes),
                        given.texts + printed.texts)
    starts = np.flatnonzero(np.r_[True, boards[1:] != boards[:-1]])
    opening = np.full(len(boards), "", dtype=object)
    opening[starts] = [f"    <BOARD>\n      <BOARD_NUMBER>{int(b)}</BOARD_NUMBER>\n"
                       for b in boards[starts]]
    if "datum" in written.columns:  # a Butler board's datum: the first its lines hold
        datum = written["datum"].to_numpy(float)
        for begin, end in zip(starts, [*starts[1:], len(boards)], strict=True):
            held = datum[begin:end][~np.isnan(datum[begin:end])]
            if len(held):
                opening[begin] += f"      <BOARD_AVERAGE>{number(held[0])}</BOARD_AVERAGE>\n"
    closing = np.full(len(boards), "", dtype=object)
    closing[np.r_[starts[1:] - 1, len(boards) - 1]] = "    </BOARD>\n"
    parts = [
        opening,
        "      <TRAVELLER_LINE>\n        <DIRECTION>NS</DIRECTION>\n",
        _element("NS_PAIR_NUMBER", _xml_texts(written["ns"], "NS_PAIR_NUMBER", index)),
        _element("EW_PAIR_NUMBER", _xml_texts(written["ew"], "EW_PAIR_NUMBER", index)),
        _element("SCORE", entry, ~played),
        _element("CONTRACT", contract, played & ~_text_is(contract, "")),
        _element("PLAYED_BY", declarer, played & ~_text_is(declarer, "")),
        _element("LEAD", lead, played & ~_text_is(lead, "", "-")),
        _element("TRICKS", tricks, played & ~_text_is(tricks, "")),
        _element("SCORE", score, played & ~_text_is(score, "")),
        *[_element(f"{side}_{scoring[2]}", _number_texts(written[column]),
                   written[column].notna().to_numpy())
          for side, column in (("NS", scoring[3]), ("EW", scoring[4]))],
        _element("SCORING_GROUP", group, ~_text_is(group, "", "-")),
        "      </TRAVELLER_LINE>\n",
        closing,
    ]
    pieces = np.empty((len(boards), len(parts)), dtype=object)
    for i, part in enumerate(parts):  # a row's pieces side by side: the file's order
        pieces[:, i] = part
    out: list[str] = pieces.ravel().tolist()
    return out


#: How each scoring is written: EVENT_TYPE, BOARD_SCORING_METHOD, the line's element (after
#: NS_/EW_), and the columns of ``written`` it prints.
_SCORINGS = {"matchpoints": ("MP_PAIRS", "MATCH_POINTS", "MATCH_POINTS", "ns_mp", "ew_mp"),
             "butler": ("BUTLER_PAIRS", "IMPS", "BUTLER_POINTS", "ns_imps", "ew_imps"),
             "cross-imps": ("CROSS_IMP", "CROSS_IMPS", "CROSS_IMP_POINTS", "ns_imps",
                            "ew_imps")}
#: USEBIO's seats, as a HANDSET names them, in PBN's order (N, E, S, W).
_SEATS = ("North", "East", "South", "West")
_SUITS = ("SPADES", "HEARTS", "DIAMONDS", "CLUBS")


def _handset(deals: dict[int, tuple[str, str, str]], path: str) -> str:
    """The HANDSET of ``deals`` (board -> dealer, vulnerability, PBN deal), indented as the
    rest of the file; a deal whose dealer or vulnerability is not its board number's is
    refused (USEBIO holds neither)."""
    out = ["  <HANDSET>\n"]
    for board in sorted(deals):
        dealer, vulnerable, cards = deals[board]
        wrong = []
        if dealer and Seat.parse(dealer) != board_dealer(board):
            wrong.append(f"dealer {dealer!r}")
        if vulnerable and Vulnerability.parse(vulnerable) != board_vulnerability(board):
            wrong.append(f"vulnerable {vulnerable!r}")
        if wrong:
            raise FileFormatError(f"board {board}'s deal has {' and '.join(wrong)}, not as its "
                                  "number says: USEBIO holds no dealer or vulnerability (write "
                                  "PBN, which keeps them)", path=path)
        out.append(f"    <BOARD>\n      <BOARD_NUMBER>{board}</BOARD_NUMBER>\n")
        for seat, hand in zip(_SEATS, Deal.parse(cards).hands, strict=True):
            if hand is None:
                continue
            suits = "".join(f"<{s}>{r}</{s}>" for s, r in zip(_SUITS, hand.suits, strict=True))
            out.append(f"      <HAND><DIRECTION>{seat}</DIRECTION>{suits}</HAND>\n")
        out.append("    </BOARD>\n")
    return "".join([*out, "  </HANDSET>\n"])


def _read_handset(root: ET.Element, name: str) -> list[dict[str, Any]]:
    """A HANDSET's deals as hand-record records (:func:`bridgekit.io.hands.deals_frame`'s):
    each board's dealer and vulnerability its number's, its deal in PBN's form from North.
    A board whose hands do not make a deal is refused, naming it."""
    records = []
    for board in root.iterfind("HANDSET/BOARD"):
        number = _text(board, "BOARD_NUMBER")
        if not number.isdigit():
            raise FileFormatError(f"HANDSET BOARD_NUMBER {number!r}: a board number is a whole "
                                  "number", path=name)
        hands = {(_text(h, "DIRECTION")[:1] or "?").upper():
                 ".".join(_text(h, s).replace("-", "") for s in _SUITS)
                 for h in board.iter("HAND")}
        text = "N:" + " ".join(hands.get(seat[0], "-") for seat in _SEATS)
        try:
            deal = Deal.parse(text)
        except BridgekitError as exc:
            raise FileFormatError(f"HANDSET board {number}: {exc}", path=name) from None
        records.append({"board": int(number), "dealer": str(board_dealer(int(number))),
                        "vulnerability": str(board_vulnerability(int(number))),
                        "deal": str(deal), "dd": None, "optimum_score": np.nan,
                        "par_contract": "", "line": 0})
    return records


#: Published numbers of a TRAVELLER_LINE kept beside bridgekit's own (element -> column).
_PUBLISHED = {"NS_MATCH_POINTS": "usebio_mp_ns", "EW_MATCH_POINTS": "usebio_mp_ew",
              "NS_CROSS_IMP_POINTS": "usebio_cross_imp_ns",
              "EW_CROSS_IMP_POINTS": "usebio_cross_imp_ew", "NS_IMPS": "usebio_imp_ns",
              "EW_IMPS": "usebio_imp_ew", "NS_PERCENTAGE": "usebio_pct_ns",
              "EW_PERCENTAGE": "usebio_pct_ew", "NS_BUTLER_POINTS": "usebio_butler_ns",
              "EW_BUTLER_POINTS": "usebio_butler_ew"}
#: A BOARD's own published number, kept on each of its lines (element -> column).
_BOARD_PUBLISHED = {"BOARD_AVERAGE": "usebio_datum"}
_COLUMNS = ["board", "ns", "ew", "contract", "declarer", "result", "lead", "ns_score", "group",
            "usebio_mp_ns", "usebio_mp_ew"]


class _NoInternalSubset(Exception):
    pass


class _TooDeep(Exception):
    pass


#: The deepest nesting of elements read (USEBIO nests about 6: USEBIO, EVENT, BOARD,
#: TRAVELLER_LINE ...); deeper is refused before anything walks the tree.
MAX_DEPTH = 64


def _limit_depth(expat: Any) -> None:
    """Count open elements as they are parsed; one more than :data:`MAX_DEPTH` stops."""
    start, end = expat.StartElementHandler, expat.EndElementHandler
    depth = 0

    def on_start(*args: Any) -> Any:
        nonlocal depth
        depth += 1
        if depth > MAX_DEPTH:
            raise _TooDeep
        return start(*args)

    def on_end(*args: Any) -> Any:
        nonlocal depth
        depth -= 1
        return end(*args)

    expat.StartElementHandler, expat.EndElementHandler = on_start, on_end


def _xml_input(data: bytes | str, name: str) -> bytes | str:
    """What the XML parser is fed: UTF-8 as its bytes (the parser checks them, naming the
    line); a file in another encoding (a UTF-16 or UTF-32 byte-order mark, or the charset
    its declaration names) decoded as every reader decodes, so that a declared ISO-8859-1
    is read as the Windows-1252 it really is (``’``, ``€``) and a charset that is no text
    encoding is refused, named."""
    if isinstance(data, str) or data.startswith(codecs.BOM_UTF8):
        return data
    declared = declared_charset(data, "xml")
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_BE)) or (
            declared and text_charset(declared, name, data[:4096]) != "utf-8"):
        return decode_text(data, name, declared=declared)
    return data


def _defused_parser() -> DefusedXMLParser:
    """The careful parser: a DOCTYPE naming an external DTD is accepted (never fetched); an
    internal subset, any ENTITY declaration and any external reference raise."""
    parser = DefusedXMLParser(forbid_dtd=False, forbid_entities=True, forbid_external=True)

    def doctype(_name: str, _sysid: str | None, _pubid: str | None,
                has_internal_subset: bool) -> None:
        if has_internal_subset:
            raise _NoInternalSubset

    parser.parser.StartDoctypeDeclHandler = doctype
    return parser


class _RootReached(Exception):
    pass


def _safe_prolog(data: bytes | str) -> bool:
    """Whether what comes before the root element is one the careful parser accepts: no
    internal DOCTYPE subset, no ENTITY declaration, a readable encoding. Entities can only be
    declared there (an external DTD is never read), so past it no entity can expand and no
    reference can reach outside the file."""
    parser = _defused_parser()

    def root(*_args: Any) -> None:
        raise _RootReached

    parser.parser.StartElementHandler = root
    chunk = 1 << 16
    try:
        for begin in range(0, len(data), chunk):
            parser.feed(data[begin:begin + chunk])
        parser.close()
    except _RootReached:
        return True
    except Exception:  # the careful parse names what is wrong
        return False
    return False


def _deeper_than(root: ET.Element, depth: int) -> bool:
    """Whether any element lies more than ``depth`` deep (the root is 1 deep)."""
    level = [root]
    for _ in range(depth):
        level = list(chain.from_iterable(compress(level, map(len, level))))  # one level down
        if not level:
            return False
    return True


def _parse_xml(data: bytes | str, name: str, what: str = "a USEBIO file nests about 6"
               ) -> ET.Element:
    """Parse safely: a DOCTYPE naming an external DTD is accepted (never fetched); an
    internal subset, any ENTITY declaration and any external reference are refused.
    ``what`` says how deep the expected file nests, for the depth limit's message.

    Once the prolog is seen to be safe, the C parser builds the tree (the garbage collector
    paused); a file it refuses, or one nested too deep, is parsed again carefully, element
    by element, for the message and the line."""
    data = _xml_input(data, name)
    if _safe_prolog(data):
        try:
            with gc_paused():
                parser = ET.XMLParser(target=ET.TreeBuilder())
                parser.feed(data)
                root: ET.Element = parser.close()
            if not _deeper_than(root, MAX_DEPTH):
                return root
        except (ET.ParseError, LookupError, UnicodeError, ValueError):
            pass
    return _parse_carefully(data, name, what)


def _parse_carefully(data: bytes | str, name: str, what: str) -> ET.Element:
    """The careful parse: every element counted as it opens (one more than
    :data:`MAX_DEPTH` deep stops), every refusal named with its line."""
    parser = _defused_parser()
    _limit_depth(parser.parser)
    try:
        parser.feed(data)
        root: ET.Element = parser.close()
        return root
    except _TooDeep:
        raise FileFormatError(f"elements nested more than {MAX_DEPTH} deep: refused ({what})",
                              path=name,
                              line=parser.parser.CurrentLineNumber) from None
    except _NoInternalSubset:
        raise FileFormatError("a DOCTYPE with an internal subset ([...]): refused (USEBIO's "
                              "own DOCTYPE names its DTD and has none)", path=name,
                              line=parser.parser.CurrentLineNumber) from None
    except (EntitiesForbidden, ExternalReferenceForbidden, DTDForbidden) as exc:
        raise FileFormatError(f"{type(exc).__name__.replace('Forbidden', '')} declaration or "
                              "reference: refused (entities could expand without end or reach "
                              "outside the file)", path=name,
                              line=parser.parser.CurrentLineNumber) from None
    except ET.ParseError as exc:
        raise FileFormatError(f"not well-formed XML ({exc.msg if hasattr(exc, 'msg') else exc})",
                              path=name, line=exc.position[0]) from None
    except (LookupError, UnicodeError, ValueError) as exc:  # an encoding Python cannot read
        raise FileFormatError(f"the XML declaration's encoding cannot be read ({exc})",
                              path=name, line=1) from None


def _text(element: ET.Element, tag: str) -> str:
    return (element.findtext(tag) or "").strip()


def _direction(pair: ET.Element) -> str:
    """A participant's DIRECTION as ``NS``, ``EW`` or "" (``N-S`` and ``ns`` read alike)."""
    return _text(pair, "DIRECTION").upper().replace("-", "")


_SUFFIXED = re.compile(r"\s*([0-9]{1,9})\s*(NS|EW)\s*", re.IGNORECASE)


def _pair_number(text: str, direction: str = "") -> str:
    """A pair number without the direction it carries (Compscore's ``1NS`` is N-S pair 1):
    the suffix goes when it is ``direction`` (or when no direction is known).

    >>> _pair_number("1NS", "NS"), _pair_number("12ew"), _pair_number("1NS", "EW")
    ('1', '12', '1NS')
    """
    m = _SUFFIXED.fullmatch(text)
    if m and (not direction or m.group(2).upper() == direction):
        return m.group(1)
    return text


def _participant(pair: ET.Element) -> tuple[str, str]:
    """(direction, pair number): the direction from DIRECTION, else from the number."""
    number, direction = _text(pair, "PAIR_NUMBER"), _direction(pair)
    m = _SUFFIXED.fullmatch(number)
    if m and not direction:
        direction = m.group(2).upper()
    return direction, _pair_number(number, direction)


def _participant_totals(event: ET.Element, decimals: dict[str, int]
                        ) -> list[dict[str, str]] | None:
    """The published pair totals, keyed as PBN's TotalScoreTable keys them."""
    totals = []
    for pair in event.iter("PAIR"):
        direction, number = _participant(pair)
        row = {"PairId": number, "Direction": {"NS": "N-S", "EW": "E-W"}.get(direction, ""),
               "TotalScoreMP": _text(pair, "TOTAL_SCORE"),
               "TotalPercentage": _text(pair, "PERCENTAGE"), "Rank": _text(pair, "PLACE")}
        for key in ("TotalScoreMP", "TotalPercentage"):
            if NUMBER_RE.fullmatch(row[key]):
                decimals[key] = max(decimals.get(key, 0), decimals_of(row[key]))
        totals.append(row)
    return totals or None


def _participant_names(event: ET.Element) -> dict[tuple[str, str], str]:
    """(direction, pair number) -> the players' names joined with `` - ``."""
    names = {}
    for pair in event.iter("PAIR"):
        players = [_text(p, "PLAYER_NAME") for p in pair.iter("PLAYER")]
        if any(players):
            names[_participant(pair)] = " - ".join(players)
    return names


def _stated_movement(event: ET.Element) -> str | None:
    """The movement the participants state: ``"mitchell"`` when every pair has a direction
    (DIRECTION NS or EW, or a number such as ``1NS``), ``"howell"`` when every pair has a
    DIRECTION element left empty; None when the file does not say (no pairs, no DIRECTION
    elements, or some of each)."""
    pairs = [p for p in event.iter("PAIR") if p.find("PAIR_NUMBER") is not None]
    if not pairs:
        return None
    directions = [_participant(p)[0] for p in pairs]
    if all(d in ("NS", "EW") for d in directions):
        return "mitchell"
    if all(p.find("DIRECTION") is not None and d == "" for p, d in zip(pairs, directions,
                                                                      strict=True)):
        return "howell"
    return None


def _program(event: ET.Element) -> dict[str, str]:
    """Which program wrote the file: PROGRAM_NAME and PROGRAM_VERSION, where given."""
    found = {"name": _text(event, "PROGRAM_NAME"), "version": _text(event, "PROGRAM_VERSION")}
    return {k: v for k, v in found.items() if v}


#: The text a TRAVELLER_LINE's elements give (element -> column).
_LINE_TEXTS = {"NS_PAIR_NUMBER": "ns", "EW_PAIR_NUMBER": "ew", "CONTRACT": "contract",
               "PLAYED_BY": "declarer", "TRICKS": "result", "LEAD": "lead",
               "SCORE": "ns_score", "SCORING_GROUP": "group"}


class _TextColumn(NamedTuple):
    """A column of texts as codes into its distinct texts (each worked once, not per row)."""

    codes: npt.NDArray[np.intp]
    texts: list[str]

    def map(self, how: Any) -> _TextColumn:
        """``how`` of each text, worked once per distinct text."""
        return _TextColumn(self.codes, [how(t) for t in self.texts])

    def text(self, row: int) -> str:
        return self.texts[int(self.codes[row])]

    def array(self) -> npt.NDArray[np.object_]:
        out: npt.NDArray[np.object_] = np.array(self.texts, dtype=object)[self.codes]
        return out


def _coded(values: npt.NDArray[np.object_]) -> _TextColumn:
    """Texts (None, an element with no text, counted as "") as a :class:`_TextColumn`."""
    codes, uniques = pd.factorize(values, use_na_sentinel=True)
    return _TextColumn(np.where(codes < 0, len(uniques), codes), [*uniques, ""])


#: How _first_children answers: each line's first child of each tag, its text and presence.
_Children = dict[str, tuple[_TextColumn, npt.NDArray[np.bool_]]]


def _first_children(lines: list[ET.Element], tags: Any) -> _Children:
    """For each of ``tags``: the stripped text of each line's first child element so named
    ("" where it has none, as ``findtext`` finds it), and whether the line has one. Each
    line's children are walked once, all lines' together."""
    counts = np.fromiter(map(len, lines), dtype=np.int64, count=len(lines))
    children: list[ET.Element] = list(chain.from_iterable(lines))
    line_of = np.repeat(np.arange(len(lines)), counts)
    codes, uniques = pd.factorize(np.fromiter(map(attrgetter("tag"), children), dtype=object,
                                              count=len(children)))
    texts = np.fromiter(map(attrgetter("text"), children), dtype=object, count=len(children))
    out = {}
    code_of = {tag: i for i, tag in enumerate(uniques)}
    for tag in tags:
        values = _TextColumn(np.zeros(len(lines), dtype=np.intp), [""])
        present = np.zeros(len(lines), dtype=bool)
        if tag in code_of:
            at = np.flatnonzero(codes == code_of[tag])
            rows = line_of[at]
            first = np.r_[True, rows[1:] != rows[:-1]]  # a line's first such child
            found = _coded(texts[at[first]]).map(str.strip)
            values = _TextColumn(np.full(len(lines), len(found.texts) - 1, dtype=np.intp),
                                 found.texts)
            values.codes[rows[first]] = found.codes
            present[rows[first]] = True
        out[tag] = values, present
    return out


def _joined(pieces: list[Any], sizes: list[int]) -> Any:
    """A column of the frame from each section's piece of it (None where a section lacks
    it): texts as pandas' strings, each distinct text made once; else the values."""
    if all(isinstance(p, _TextColumn) for p in pieces):
        offsets = np.cumsum([0, *(len(p.texts) for p in pieces)]).tolist()
        codes = np.concatenate([p.codes + k for p, k in zip(pieces, offsets, strict=False)])
        texts = [t for p in pieces for t in p.texts]
        return pd.Series(np.array(texts, dtype=object)).array.take(codes)
    return np.concatenate([
        p.array() if isinstance(p, _TextColumn) else
        np.full(n, np.nan, dtype=object) if p is None else p
        for p, n in zip(pieces, sizes, strict=True)])


class _Published:
    """The published numbers read so far: their decimals, the columns seen, the warnings."""

    def __init__(self) -> None:
        self.warnings: list[dict[str, Any]] = []
        self.decimals: dict[str, int] = {}
        self.columns: set[str] = set()

    def read(self, column: str, texts: _TextColumn,
             present: npt.NDArray[np.bool_]) -> tuple[npt.NDArray[np.float64], npt.NDArray[Any]]:
        """The numbers of ``column``'s ``texts`` (NaN where there is none) and the places of
        those that are not numbers (kept as NaN; the caller words their warnings)."""
        if present.any():
            self.columns.add(column)
        codes, uniques = texts
        numbers = np.full(len(uniques), np.nan)
        bad = np.zeros(len(uniques), dtype=bool)
        used = np.flatnonzero(np.bincount(codes, minlength=len(uniques))).tolist() \
            if len(uniques) > 1 else range(len(uniques))  # (the texts this column holds)
        for i in used:
            text = uniques[i]
            if NUMBER_RE.fullmatch(text):
                numbers[i] = float(text)
                self.decimals[column] = max(self.decimals.get(column, 0), decimals_of(text))
            else:
                bad[i] = bool(text)
        if len(uniques) == 1:  # one text for every row (none, mostly)
            return np.full(len(codes), numbers[0]), np.arange(len(codes) if bad[0] else 0)
        return numbers[codes], np.flatnonzero(bad[codes])

    def warn(self, found: list[tuple[int, int, int, dict[str, Any]]]) -> None:
        """Warnings found as (board, line, element) places, kept in the file's order."""
        self.warnings += [w for *_, w in sorted(found, key=lambda f: f[:3])]


def _warning(board: int, ns: str, ew: str, tag: str, text: str) -> dict[str, Any]:
    return {"board": board, "ns": ns, "ew": ew, "column": tag, "value": text,
            "problem": f"{text!r}: {tag} should be a number; not used"}


def _records(event: ET.Element, name: str, names: dict[tuple[str, str], str],
             published: _Published, flat: Lines | None = None) -> dict[str, Any]:
    """One row per TRAVELLER_LINE (as columns), its board's own published numbers on each.
    ``flat``: the lines read from the bytes, the tree's TRAVELLER_LINEs their placeholders."""
    numbers: list[int] = []
    boards: list[ET.Element] = []
    placeholders: list[list[ET.Element]] = []
    for board in event.iter("BOARD"):
        number = _text(board, "BOARD_NUMBER")
        if not re.fullmatch(r"[0-9]{1,9}", number):
            raise FileFormatError(f"BOARD_NUMBER {number!r}: expected a whole number", path=name)
        numbers.append(int(number))
        boards.append(board)
        placeholders.append(list(board.iter("TRAVELLER_LINE")))
    tags = [*_LINE_TEXTS, *_PUBLISHED]
    if flat is not None:  # each board's lines: those its placeholders stand for
        placed = flat.rows(placeholders)
        sizes = [len(p) for p in placed]
        children = {tag: (_TextColumn(*coded), present) for tag, (coded, present) in
                    flat.children(np.concatenate(placed) if placed else
                                  np.zeros(0, dtype=np.intp), tags).items()}
    else:
        sizes = [len(p) for p in placeholders]
        children = _first_children(list(chain.from_iterable(placeholders)), tags)
    sizes_ = np.array(sizes, dtype=np.int64)
    board_of = np.repeat(np.arange(len(boards)), sizes_)
    rows: dict[str, Any] = {
        "board": np.repeat(np.array(numbers, dtype=np.int64), sizes_),
        **{column: children[tag][0] for tag, column in _LINE_TEXTS.items()}}
    rows["ns"] = rows["ns"].map(lambda text: _pair_number(text, "NS"))
    rows["ew"] = rows["ew"].map(lambda text: _pair_number(text, "EW"))
    if names:
        for side, column in (("NS", "ns"), ("EW", "ew")):
            rows[f"{column}_names"] = rows[column].map(
                lambda pair, side=side: names.get((side, pair), names.get(("", pair), "")))
    warnings: list[tuple[int, int, int, dict[str, Any]]] = []
    for order, (tag, column) in enumerate(_BOARD_PUBLISHED.items()):
        own = _coded(np.array([_text(b, tag) for b in boards], dtype=object))
        values, bad = published.read(column, own, np.array([b.find(tag) is not None for b in boards]))
        rows[column] = np.repeat(values, sizes_)
        warnings += [(int(i), -1, order, _warning(numbers[i], "", "", tag, own.text(i)))
                     for i in bad]
    for order, (tag, column) in enumerate(_PUBLISHED.items()):
        rows[column], bad = published.read(column, *children[tag])
        warnings += [(int(board_of[i]), int(i), order,
                      _warning(numbers[board_of[i]], rows["ns"].text(i), rows["ew"].text(i),
                               tag, children[tag][0].text(i))) for i in bad]
    published.warn(warnings)
    return rows


def _sessions(event: ET.Element) -> list[ET.Element]:
    """The event's ``SESSION`` elements that hold boards, in the file's order."""
    return [s for s in event.findall("SESSION") if s.find(".//BOARD") is not None]


def _session_names(sessions: list[ET.Element], name: str) -> list[str]:
    """Each session's name: its ``SESSION_ID`` attribute, else its ``SESSION_NUMBER`` or
    ``SESSION_ID`` element, else its place (1, 2 ...). Two sessions of one name are
    refused, naming it: their boards would be one session's."""
    names = [s.get("SESSION_ID", "").strip() or _text(s, "SESSION_NUMBER")
             or _text(s, "SESSION_ID") or str(i) for i, s in enumerate(sessions, 1)]
    twice = [n for n in dict.fromkeys(names) if names.count(n) > 1]
    if twice:
        raise FileFormatError(f"SESSION {twice[0]!r} names {names.count(twice[0])} sessions: "
                              "expected each SESSION its own SESSION_NUMBER (or SESSION_ID)",
                              path=name)
    return names


def _sections(event: ET.Element, name: str) -> list[tuple[str, ET.Element]]:
    """The event's parts as written: each ``SECTION`` that holds boards, named by its
    ``SECTION_ID`` (else ``SECTION_NAME``, else its place, 1, 2 ...); an event without one
    is one section named "". An event of several ``SESSION`` s holding boards is read
    session by session: each session (named as :func:`_session_names` says) is a part, or
    each of its sections (``1/A``: session 1, section A)."""
    sessions = _sessions(event)
    if len(sessions) < 2:
        found = [s for s in event.iter("SECTION") if s.find(".//BOARD") is not None]
        return [(_text(s, "SECTION_ID") or _text(s, "SECTION_NAME") or str(i), s)
                for i, s in enumerate(found, 1)] or [("", event)]
    return [(f"{session}/{label}" if label else session, part)
            for session, element in zip(_session_names(sessions, name), sessions, strict=True)
            for label, part in _sections(element, name)]


def _how_sections_scored(frame: pd.DataFrame) -> str | None:
    """How a file of several sections scored them, from the tops it printed (a line's
    N-S + E-W matchpoints): ``"apart"`` when more lines print their section's own top on
    the board (n − 1 or 2(n − 1) for the section's n lines), ``"field"`` when more print
    the whole board's (or the largest board's, every board factored to it); None when
    neither fits more (or no matchpoints are printed)."""
    both = (frame["usebio_mp_ns"] + frame["usebio_mp_ew"]).to_numpy(float)
    board = frame["board"].to_numpy()
    in_section = frame.groupby(["section", "board"])["board"].transform("size").to_numpy(float)
    on_board = frame.groupby("board")["board"].transform("size").to_numpy(float)
    fits = {}
    for how, sizes in (("apart", [in_section]), ("field", [on_board, np.full(len(board),
                                                                             on_board.max())])):
        fits[how] = int(np.count_nonzero(np.logical_or.reduce(
            [np.isclose(both, k * (n - 1)) for k in (1, 2) for n in sizes])))
    if fits["apart"] == fits["field"]:
        return None
    return max(fits, key=fits.__getitem__)


def _read_sections(event: ET.Element, name: str, published: _Published,
                   flat: Lines | None = None
                   ) -> tuple[pd.DataFrame, list[dict[str, str]] | None]:
    """Every section's traveller lines (a ``section`` column when the file has sections,
    pair 1 of A and pair 1 of B kept apart) and its participants' totals (each with its
    ``Section``)."""
    found: list[dict[str, Any]] = []
    totals: list[dict[str, str]] = []
    named = False
    parts = _sections(event, name)
    for label, part in parts:
        names = _participant_names(part) or _participant_names(event)
        named = named or bool(names)
        rows = _records(part, name, names, published, flat)
        if len(parts) > 1 or label:
            rows["section"] = np.full(len(rows["board"]), label, dtype=object)
        found.append(rows)
        if part is not event and part.find(".//PAIR") is not None:
            totals += [{**t, "Section": label} if len(parts) > 1 or label else t
                       for t in _participant_totals(part, published.decimals) or []]
    if not totals:  # the event's own participants, sections or none
        totals = _participant_totals(event, published.decimals) or []
    every = [*_PUBLISHED.values(), *_BOARD_PUBLISHED.values()]
    columns = _COLUMNS + [c for c in every if c in published.columns and c not in _COLUMNS]
    columns += ["ns_names", "ew_names"] if named else []
    columns += ["section"] if len(parts) > 1 or parts[0][0] else []
    if not sum(len(rows["board"]) for rows in found):
        return pd.DataFrame([], columns=columns), totals or None
    sizes = [len(rows["board"]) for rows in found]
    frame = pd.DataFrame({c: _joined([rows.get(c) for rows in found], sizes) for c in columns})
    return frame, totals or None


def read_usebio(source: object, *, max_bytes: int | None = None) -> pd.DataFrame:
    """Read the traveller lines of a USEBIO file (a path, bytes or an open file).

    Columns: ``board, ns, ew, contract, declarer, result, lead, ns_score,
    group, usebio_mp_ns, usebio_mp_ew`` and, where the file has them, the other
    published numbers (``usebio_cross_imp_ns``, ``usebio_butler_ns``, ``usebio_datum``
    (BOARD_AVERAGE) ...). ``attrs["warnings"]`` lists published numbers that are not
    numbers (kept as NaN); the row is still read. ``attrs["scoring"]`` is
    BOARD_SCORING_METHOD, ``attrs["event_type"]`` the EVENT_TYPE, ``attrs["program"]``
    the PROGRAM_NAME and PROGRAM_VERSION, ``attrs["movement"]`` the movement the
    participants state (see the module docstring); ``attrs["event_name"]``,
    ``attrs["club"]`` and ``attrs["date"]`` the EVENT_DESCRIPTION, CLUB_NAME and DATE (as
    written, ``17/03/2026``) where the file has them. The XML declaration's encoding is
    honoured.

    Sections are kept as written: an event whose boards are in ``SECTION`` elements (USEBIO
    1.2's multi-section shape, each named by its ``SECTION_ID`` or ``SECTION_NAME``, with its
    own ``PARTICIPANTS``) has a ``section`` column, and each published total its
    ``Section``; pair 1 of A is not pair 1 of B. ``attrs["sections"]`` is ``"apart"`` when
    the tops the file printed are each section's own (each section scored on its own, as
    Compscore scores one) and ``"field"`` when they are the whole board's (the sections
    scored across the field, as an EBUScore overall result is). An event of several
    ``SESSION`` s is read session by session, each session (or each of its sections) a part
    scored apart, named by the session (``1``, or ``1/A`` for its section A): see the module
    docstring.

    Raises
    ------
    FileFormatError
        A DOCTYPE with an internal subset, an ENTITY declaration (refused for
        safety), XML that does not parse (with its line), no EVENT, a teams or individual
        event (EVENT_TYPE TEAMS, INDIVIDUAL), a BOARD with no BOARD_NUMBER, two SESSIONs
        of one name.
    """
    name = source_name(source)
    data = read_source(source, max_bytes=max_bytes)
    refuse_nul(data, name)
    with gc_paused():  # the tree is let go before the collector runs again
        return _usebio_frame(data, name)


#: The elements the reader finds at any depth (``iter``, ``.//``): a line holding one is read
#: from the whole tree, where it is found as it always was.
_SOUGHT = frozenset({"BOARD", "HAND", "PAIR", "PLAYER", "SECTION", "TRAVELLER_LINE"})


#: The names a line's elements may have to be read by the walk's quickest way (the others
#: are read by its general way): those the reader reads, and DIRECTION.
_PLAIN = known_names(frozenset({"DIRECTION", *_LINE_TEXTS, *_PUBLISHED}))


def _flat_tree(data: bytes | str, name: str) -> tuple[ET.Element, Lines | None]:
    """The file's tree, its traveller lines cut out and read from the bytes where they can
    be (:mod:`bridgekit.io._usebio_lines`), else the whole tree (and None)."""
    text = _xml_input(data, name)
    raw = text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")
    flat = walk(raw, _SOUGHT, _PLAIN) if _safe_prolog(text) else None
    if flat is not None:
        try:
            parser = ET.XMLParser(target=ET.TreeBuilder())
            parser.feed(flat.reduced if isinstance(text, bytes) else flat.reduced.decode())
            root: ET.Element = parser.close()
        except (ET.ParseError, LookupError, UnicodeError, ValueError):
            pass
        else:  # each placeholder in the tree, in order, and nothing deeper than allowed
            placed = [p.get("run") for p in root.iter("TRAVELLER_LINE")]
            if placed == [str(k) for k in range(flat.runs)] and not _deeper_than(
                    root, MAX_DEPTH - 1):
                return root, flat
    return _parse_xml(data, name), None


def _usebio_frame(data: bytes | str, name: str) -> pd.DataFrame:
    """:func:`read_usebio`'s frame of a file's content: its traveller lines read from the
    bytes where their shape is plain (:mod:`bridgekit.io._usebio_lines`), else from the
    tree."""
    root, flat = _flat_tree(data, name)
    event = root.find("EVENT") if root.tag == "USEBIO" else None
    if event is None:
        what = found(data)[1] if root.tag != "USEBIO" else "a USEBIO root without an EVENT"
        raise FileFormatError(f"{what}: expected a USEBIO root element holding an EVENT",
                              path=name)
    kind = (event.get("EVENT_TYPE") or "").strip().upper()
    if "INDIVIDUAL" in kind:  # each player scored on their own: no pairs to rank
        raise FileFormatError(f"EVENT_TYPE {kind!r}: an individual event, where each player is "
                              "scored on their own; bridgekit scores pairs events (MP_PAIRS, "
                              "BUTLER_PAIRS, CROSS_IMP) and teams events (TEAMS)", path=name)
    if kind == "TEAMS":  # its boards are matches, never one pairs field
        raise FileFormatError("EVENT_TYPE 'TEAMS': a teams event, read by read_usebio_teams or "
                              "read_event (its boards are its matches, not a pairs traveller)",
                              path=name)
    published = _Published()
    frame, totals = _read_sections(event, name, published, flat)
    frame.attrs.update(path=name, warnings=frozen(published.warnings),
                       decimals=published.decimals, format="usebio", totals=frozen(totals),
                       program=_program(event))
    scored = "apart" if len(_sessions(event)) > 1 else _how_sections_scored(frame) \
        if "section" in frame.columns and frame["section"].nunique() > 1 else None
    if scored:
        frame.attrs["sections"] = scored
    deals = _read_handset(root, name)
    if deals:  # the deals beside the results, as a PBN file's are (read_event)
        frame.attrs["hand_records"] = frozen(deals_frame(deals, name).to_dict("records"))
    for key, value in (("scoring", _text(event, "BOARD_SCORING_METHOD")),
                       ("event_type", (event.get("EVENT_TYPE") or "").strip().upper()),
                       ("movement", _stated_movement(event)),
                       ("event_name", _text(event, "EVENT_DESCRIPTION")),
                       ("club", _text(root, "CLUB/CLUB_NAME")), ("date", _text(event, "DATE"))):
        if value:
            frame.attrs[key] = value
    return frame
