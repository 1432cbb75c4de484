"""USEBIO: the EBU's results XML, for a pairs event.

Written: ``USEBIO`` (Version 1.2) -> ``EVENT`` (EVENT_TYPE ``MP_PAIRS``) with
PROGRAM_NAME, EVENT_DESCRIPTION, DATE, BOARD_SCORING_METHOD (``MATCH_POINTS``),
``PARTICIPANTS`` -> one ``PAIR`` per pair (PAIR_NUMBER, DIRECTION, PLACE,
TOTAL_SCORE, PERCENTAGE), and one ``BOARD`` per board (BOARD_NUMBER) with a
``TRAVELLER_LINE`` per result (DIRECTION, NS_PAIR_NUMBER, EW_PAIR_NUMBER,
CONTRACT, PLAYED_BY, LEAD, TRICKS, SCORE, NS_MATCH_POINTS, EW_MATCH_POINTS).
An adjusted score goes in SCORE as its notation (``A60/40``).

Reading is safe (``defusedxml``): USEBIO's own DOCTYPE, which names an
external DTD (``<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">``),
is accepted and never fetched; a DOCTYPE with an internal subset, any ENTITY
declaration and any external reference are refused, so no entity can expand
and nothing outside the file is read.
"""

from __future__ import annotations

import codecs
import datetime as dt
import re
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape as xml_escape

import numpy as np
import pandas as pd
from defusedxml import DTDForbidden, EntitiesForbidden, ExternalReferenceForbidden
from defusedxml.ElementTree import DefusedXMLParser

from bridgekit.board import board_vulnerability
from bridgekit.columns import cell_text
from bridgekit.errors import FileFormatError
from bridgekit.format import NUMBER_RE, decimals_of, number, number_texts
from bridgekit.io._files import decode_text, read_source, source_name
from bridgekit.io.pbn import _VUL_NAMES, _written_boards, board_deal_tags, unwritable

__all__ = ["read_usebio"]


_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


class _Unwritable(ValueError):
    pass


def _checked(tag: str, text: str) -> str:
    m = _NOT_XML.search(text)
    if m:
        raise _Unwritable(f"{tag} {text!r} holds {m.group()!r}, a control character XML "
                          "cannot hold")
    why = unwritable(text)
    if why and "surrogate" in why:
        raise _Unwritable(f"{tag} {text!r} {why}")
    return text


def _sub(parent: ET.Element, tag: str, text) -> ET.Element:
    child = ET.SubElement(parent, tag)
    child.text = _checked(tag, "" if text is None else str(text))
    return child


def format_usebio(written: pd.DataFrame, ranking: pd.DataFrame | None = None, *,
                  event: str = "bridgekit event", date: str | None = None,
                  path: str = "<text>", movement: str | None = None) -> str:
    """A USEBIO file's text for an event already scored: ``written`` as
    :func:`bridgekit.io.pbn.format_pbn` takes it (every row printed; a row not scored has
    no matchpoints), ``ranking`` (:func:`bridgekit.rank_pairs`) for the participants.
    Every number is printed by :mod:`bridgekit.format`.

    Raises
    ------
    FileFormatError
        A value XML cannot hold, a board that is not a board number, or a board whose
        vulnerability is not its number's (USEBIO holds none), naming it.
    """
    try:
        return _usebio_text(written, ranking, event=event, date=date, path=path,
                            movement=movement)
    except _Unwritable as exc:
        raise FileFormatError(str(exc), path=path) from None


def _pair_names(written: pd.DataFrame, howell: bool) -> dict[tuple[str, str], str]:
    """(direction, pair) -> the pair's names (``ns_names``/``ew_names``), first seen."""
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
                names.setdefault(("" if howell else side, cell_text(pair)), text)
    return names


def _usebio_text(written: pd.DataFrame, ranking: pd.DataFrame | None, *, event: str,
                 date: str | None, path: str, movement: str | None) -> str:
    _same_vulnerability(written, path)
    root = ET.Element("USEBIO", Version="1.2")
    ev = ET.SubElement(root, "EVENT", EVENT_TYPE="MP_PAIRS")
    _sub(ev, "PROGRAM_NAME", "bridgekit")
    _sub(ev, "EVENT_DESCRIPTION", event)
    _sub(ev, "DATE", date or dt.date.today().strftime("%d/%m/%Y"))
    _sub(ev, "BOARD_SCORING_METHOD", "MATCH_POINTS")
    parts = ET.SubElement(ev, "PARTICIPANTS")
    names = _pair_names(written, movement == "howell")
    for r in (ranking.itertuples(index=False) if ranking is not None else ()):
        pair = ET.SubElement(parts, "PAIR")
        _sub(pair, "PAIR_NUMBER", r.pair)
        if r.direction:
            _sub(pair, "DIRECTION", r.direction)
        for player in names.get((r.direction, r.pair), "").split(" - ") \
                if names.get((r.direction, r.pair)) else []:
            _sub(ET.SubElement(pair, "PLAYER"), "PLAYER_NAME", player)
        _sub(pair, "PLACE", r.rank)
        _sub(pair, "TOTAL_SCORE", number(r.total))
        _sub(pair, "PERCENTAGE", number(r.pct))
    ET.SubElement(ev, "BOARDS_GO_HERE")
    ET.indent(root)
    head = ET.tostring(root, encoding="unicode")
    place = "    <BOARDS_GO_HERE />\n"
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            + head.replace(place, _boards_text(written, path)) + "\n")


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


def _xml_texts(values, tag: str, index: pd.Index | None = None) -> np.ndarray:
    """Each cell as XML element text, escaped; each distinct value checked once (a value
    XML cannot hold is refused naming its row)."""
    codes, uniques = pd.factorize(pd.Series(values, dtype=object), use_na_sentinel=True)
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
    return np.array([*texts, ""], dtype=object)[codes]


def _element(tag: str, values: np.ndarray, present: np.ndarray | None = None) -> np.ndarray:
    """``<TAG>value</TAG>`` lines (8 spaces in, as in a TRAVELLER_LINE), "" where absent
    (Python strings: memory as the text's, however long one value is)."""
    text = np.asarray(values, dtype=object)
    out = f"        <{tag}>" + text + f"</{tag}>\n" if len(text) else text
    out[text == ""] = f"        <{tag} />\n"  # as ElementTree writes an empty element
    if present is not None:
        out[~present] = ""
    return out


def _boards_text(written: pd.DataFrame, path: str) -> str:
    """Every BOARD and TRAVELLER_LINE, built column by column (one string a row)."""
    if written.empty:
        return ""
    boards = _written_boards(written, path)  # 1, "1" and 1.0 are one board
    order = np.argsort(boards, kind="stable")
    written, boards = written.iloc[order], boards[order]
    index = written.index
    entry = _xml_texts(written["entry"], "SCORE", index)
    has_entry = entry != ""
    contract = _xml_texts(written["contract"], "CONTRACT", index)
    declarer = _xml_texts(written["declarer"], "PLAYED_BY", index)
    tricks = _xml_texts(written["result"], "TRICKS", index)
    column = {c: written[c] if c in written else [None] * len(written) for c in ("lead", "group")}
    lead = _xml_texts(column["lead"], "LEAD", index)
    group = _xml_texts(column["group"], "SCORING_GROUP", index)
    score = written["ns_score"].to_numpy(float)
    score_text = np.where(np.isnan(score), _xml_texts(written["score_text"], "SCORE", index),
                          number_texts(score, missing=""))
    parts = [
        _element("DIRECTION", np.full(len(written), "NS", dtype=object)),
        _element("NS_PAIR_NUMBER", _xml_texts(written["ns"], "NS_PAIR_NUMBER", index)),
        _element("EW_PAIR_NUMBER", _xml_texts(written["ew"], "EW_PAIR_NUMBER", index)),
        _element("SCORE", entry, has_entry),
        _element("CONTRACT", contract, ~has_entry & (contract != "")),
        _element("PLAYED_BY", declarer, ~has_entry & (declarer != "")),
        _element("LEAD", lead, ~has_entry & (lead != "") & (lead != "-")),
        _element("TRICKS", tricks, ~has_entry & (tricks != "")),
        _element("SCORE", score_text, ~has_entry & (score_text != "")),
        _element("NS_MATCH_POINTS", number_texts(written["ns_mp"], missing=""),
                 written["ns_mp"].notna().to_numpy()),
        _element("EW_MATCH_POINTS", number_texts(written["ew_mp"], missing=""),
                 written["ew_mp"].notna().to_numpy()),
        _element("SCORING_GROUP", group, (group != "") & (group != "-")),
    ]
    lines = parts[0]
    for part in parts[1:]:
        lines = lines + part
    lines = "      <TRAVELLER_LINE>\n" + lines + "      </TRAVELLER_LINE>\n"
    starts = np.flatnonzero(np.r_[True, boards[1:] != boards[:-1]])
    out = []
    for begin, end in zip(starts, [*starts[1:], len(boards)], strict=True):  # one a board
        out.append(f"    <BOARD>\n      <BOARD_NUMBER>{int(boards[begin])}</BOARD_NUMBER>\n"
                   + "".join(lines[begin:end]) + "    </BOARD>\n")
    return "".join(out)


#: Published numbers of a TRAVELLER_LINE kept beside bridgekit's own (element -> column).
_PUBLISHED = {"NS_MATCH_POINTS": "usebio_mp_ns", "EW_MATCH_POINTS": "usebio_mp_ew",
              "NS_CROSS_IMP_POINTS": "usebio_cross_imp_ns",
              "EW_CROSS_IMP_POINTS": "usebio_cross_imp_ew", "NS_IMPS": "usebio_imp_ns",
              "EW_IMPS": "usebio_imp_ew", "NS_PERCENTAGE": "usebio_pct_ns",
              "EW_PERCENTAGE": "usebio_pct_ew"}
_COLUMNS = ["board", "ns", "ew", "contract", "declarer", "result", "lead", "ns_score", "group",
            "usebio_mp_ns", "usebio_mp_ew"]


class _NoInternalSubset(Exception):
    pass


class _TooDeep(Exception):
    pass


#: The deepest nesting of elements read (USEBIO nests about 6: USEBIO, EVENT, BOARD,
#: TRAVELLER_LINE ...); deeper is refused before anything walks the tree.
MAX_DEPTH = 64


def _limit_depth(expat) -> None:
    """Count open elements as they are parsed; one more than :data:`MAX_DEPTH` stops."""
    start, end = expat.StartElementHandler, expat.EndElementHandler
    depth = 0

    def on_start(*args):
        nonlocal depth
        depth += 1
        if depth > MAX_DEPTH:
            raise _TooDeep
        return start(*args)

    def on_end(*args):
        nonlocal depth
        depth -= 1
        return end(*args)

    expat.StartElementHandler, expat.EndElementHandler = on_start, on_end


def _parse_xml(data: bytes | str, name: str) -> ET.Element:
    """Parse safely: a DOCTYPE naming an external DTD is accepted (never fetched); an
    internal subset, any ENTITY declaration and any external reference are refused."""
    parser = DefusedXMLParser(forbid_dtd=False, forbid_entities=True, forbid_external=True)

    def doctype(_name, _sysid, _pubid, has_internal_subset):
        if has_internal_subset:
            raise _NoInternalSubset

    parser.parser.StartDoctypeDeclHandler = doctype
    _limit_depth(parser.parser)
    try:
        parser.feed(data)
        return parser.close()
    except _TooDeep:
        raise FileFormatError(f"elements nested more than {MAX_DEPTH} deep: refused (a USEBIO "
                              "file nests about 6)", path=name,
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


def _participant_totals(event: ET.Element, decimals: dict) -> list[dict] | None:
    """The published pair totals, keyed as PBN's TotalScoreTable keys them."""
    totals = []
    for pair in event.iter("PAIR"):
        direction = (pair.findtext("DIRECTION") or "").strip().upper().replace("-", "")
        row = {"PairId": (pair.findtext("PAIR_NUMBER") or "").strip(),
               "Direction": {"NS": "N-S", "EW": "E-W"}.get(direction, ""),
               "TotalScoreMP": (pair.findtext("TOTAL_SCORE") or "").strip(),
               "TotalPercentage": (pair.findtext("PERCENTAGE") or "").strip(),
               "Rank": (pair.findtext("PLACE") or "").strip()}
        for key in ("TotalScoreMP", "TotalPercentage"):
            if NUMBER_RE.fullmatch(row[key]):
                decimals[key] = max(decimals.get(key, 0), decimals_of(row[key]))
        totals.append(row)
    return totals or None


def _participant_names(event: ET.Element) -> dict[tuple[str, str], str]:
    """(direction, pair number) -> the players' names joined with `` - ``."""
    names = {}
    for pair in event.iter("PAIR"):
        players = [(p.findtext("PLAYER_NAME") or "").strip() for p in pair.iter("PLAYER")]
        if any(players):
            direction = (pair.findtext("DIRECTION") or "").strip().upper().replace("-", "")
            names[(direction, (pair.findtext("PAIR_NUMBER") or "").strip())] = " - ".join(players)
    return names


def _traveller_line(line: ET.Element, board: int, names: dict) -> dict:
    def get(tag: str) -> str:
        return (line.findtext(tag) or "").strip()

    record = {"board": board, "ns": get("NS_PAIR_NUMBER"), "ew": get("EW_PAIR_NUMBER"),
              "contract": get("CONTRACT"), "declarer": get("PLAYED_BY"), "result": get("TRICKS"),
              "lead": get("LEAD"), "ns_score": get("SCORE"), "group": get("SCORING_GROUP")}
    if names:
        ns, ew = record["ns"], record["ew"]
        record["ns_names"] = names.get(("NS", ns), names.get(("", ns), ""))
        record["ew_names"] = names.get(("EW", ew), names.get(("", ew), ""))
    return record


def _published_numbers(line: ET.Element, record: dict, warnings: list, decimals: dict,
                       published: set) -> None:
    """The line's published numbers; one that is not a number is a warning, kept as NaN."""
    for tag, column in _PUBLISHED.items():
        text = (line.findtext(tag) or "").strip()
        if line.find(tag) is not None:
            published.add(column)
        record[column] = float(text) if NUMBER_RE.fullmatch(text) else np.nan
        if record[column] == record[column]:
            decimals[column] = max(decimals.get(column, 0), decimals_of(text))
        if text and not NUMBER_RE.fullmatch(text):
            warnings.append({"board": record["board"], "ns": record["ns"], "ew": record["ew"],
                             "column": tag, "value": text,
                             "problem": f"{text!r}: {tag} should be a number; not used"})


def read_usebio(source, *, max_bytes: int | None = None) -> pd.DataFrame:
    """Read the traveller lines of a USEBIO file (a path, bytes or an open file).

    Columns: ``board, ns, ew, contract, declarer, result, lead, ns_score,
    group, usebio_mp_ns, usebio_mp_ew`` and, where the file has them, the other
    published numbers (``usebio_cross_imp_ns`` ...). ``attrs["warnings"]`` lists
    published numbers that are not numbers (kept as NaN); the row is still read.
    The XML declaration's encoding is honoured.

    Raises
    ------
    FileFormatError
        A DOCTYPE with an internal subset, an ENTITY declaration (refused for
        safety), XML that does not parse (with its line), no EVENT, a BOARD
        with no BOARD_NUMBER.
    """
    name = source_name(source)
    data = read_source(source, max_bytes=max_bytes)
    if isinstance(data, bytes) and b"\x00" in data and not data.startswith(
            (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        decode_text(data, name)  # raises, naming the NUL character and its line
    root = _parse_xml(data, name)
    event = root.find("EVENT") if root.tag == "USEBIO" else None
    if event is None:
        raise FileFormatError("expected a USEBIO root element holding an EVENT", path=name)
    records: list[dict] = []
    warnings: list[dict] = []
    decimals: dict[str, int] = {}
    published: set[str] = set()
    names = _participant_names(event)
    for board in event.iter("BOARD"):
        number = (board.findtext("BOARD_NUMBER") or "").strip()
        if not re.fullmatch(r"[0-9]{1,9}", number):
            raise FileFormatError(f"BOARD_NUMBER {number!r}: expected a whole number", path=name)
        for line in board.iter("TRAVELLER_LINE"):
            record = _traveller_line(line, int(number), names)
            _published_numbers(line, record, warnings, decimals, published)
            records.append(record)
    columns = _COLUMNS + [c for c in _PUBLISHED.values() if c in published and c not in _COLUMNS]
    if names:
        columns += ["ns_names", "ew_names"]
    frame = pd.DataFrame(records, columns=columns)
    frame.attrs.update(path=name, warnings=warnings, decimals=decimals, format="usebio",
                       totals=_participant_totals(event, decimals))
    method = (event.findtext("BOARD_SCORING_METHOD") or "").strip()
    if method:
        frame.attrs["scoring"] = method
    return frame
