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
import os
import re
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape as xml_escape

import numpy as np
import pandas as pd
from defusedxml import DTDForbidden, EntitiesForbidden, ExternalReferenceForbidden
from defusedxml.ElementTree import DefusedXMLParser

from bridgekit.columns import board_numbers, cell_text
from bridgekit.errors import FileFormatError
from bridgekit.io._files import atomic_write_text, decode_text, read_source, source_name
from bridgekit.io.pbn import NUMBER_RE, decimals_of
from bridgekit.pairs.event import scored_and_canonical
from bridgekit.pairs.factoring import Scale
from bridgekit.pairs.ranking import rank_pairs
from bridgekit.pairs.scoring import Method

__all__ = ["read_usebio", "write_usebio"]


_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


class _Unwritable(ValueError):
    pass


def _sub(parent: ET.Element, tag: str, text) -> ET.Element:
    child = ET.SubElement(parent, tag)
    value = "" if text is None else str(text)
    m = _NOT_XML.search(value)
    if m:
        raise _Unwritable(f"{tag} {value!r} holds {m.group()!r}, a control character XML "
                          "cannot hold")
    child.text = value
    return child


def _num(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def write_usebio(df: pd.DataFrame, path: str | os.PathLike, *, method: Method = "neuberg",
                 scale: Scale = "ebu", event: str = "bridgekit event",
                 date: str | None = None) -> None:
    """Score a traveller and write it as USEBIO XML, whole or not at all.

    Raises
    ------
    FileFormatError
        A value XML cannot hold (a control character), naming it.
    """
    try:
        text = _usebio_text(df, method=method, scale=scale, event=event, date=date)
    except _Unwritable as exc:
        raise FileFormatError(str(exc), path=os.fspath(path)) from None
    atomic_write_text(path, text)


def _pair_names(good: pd.DataFrame) -> dict[tuple[str, str], str]:
    """(direction, pair) -> the pair's names (``ns_names``/``ew_names``), first seen."""
    names: dict[tuple[str, str], str] = {}
    howell = good.attrs.get("movement") == "howell"
    for side, column in (("NS", "ns_names"), ("EW", "ew_names")):
        if column not in good.columns:
            continue
        pair_column = side.lower()
        for pair, who in zip(good[pair_column], good[column], strict=True):
            text = cell_text(who)
            if text:
                names.setdefault(("" if howell else side, cell_text(pair)), text)
    return names


def _usebio_text(df: pd.DataFrame, *, method: Method, scale: Scale, event: str,
                 date: str | None) -> str:
    scored, canon = scored_and_canonical(df, method=method, scale=scale)
    keep = scored.ns_mp.notna().to_numpy()
    good, canon = scored[keep].reset_index(drop=True), canon[keep].reset_index(drop=True)
    root = ET.Element("USEBIO", Version="1.2")
    ev = ET.SubElement(root, "EVENT", EVENT_TYPE="MP_PAIRS")
    _sub(ev, "PROGRAM_NAME", "bridgekit")
    _sub(ev, "EVENT_DESCRIPTION", event)
    _sub(ev, "DATE", date or dt.date.today().strftime("%d/%m/%Y"))
    _sub(ev, "BOARD_SCORING_METHOD", "MATCH_POINTS")
    parts = ET.SubElement(ev, "PARTICIPANTS")
    names = _pair_names(good)
    for r in rank_pairs(good).itertuples(index=False):
        pair = ET.SubElement(parts, "PAIR")
        _sub(pair, "PAIR_NUMBER", r.pair)
        if r.direction:
            _sub(pair, "DIRECTION", r.direction)
        for player in names.get((r.direction, r.pair), "").split(" - ") \
                if names.get((r.direction, r.pair)) else []:
            _sub(ET.SubElement(pair, "PLAYER"), "PLAYER_NAME", player)
        _sub(pair, "PLACE", r.rank)
        _sub(pair, "TOTAL_SCORE", _num(r.total))
        _sub(pair, "PERCENTAGE", _num(r.pct))
    ET.SubElement(ev, "BOARDS_GO_HERE")
    ET.indent(root)
    head = ET.tostring(root, encoding="unicode")
    place = "    <BOARDS_GO_HERE />\n"
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            + head.replace(place, _boards_text(good, canon)) + "\n")


def _xml_texts(values, tag: str) -> np.ndarray:
    """Each cell as XML element text, escaped; each distinct value checked once."""
    codes, uniques = pd.factorize(pd.Series(values, dtype=object), use_na_sentinel=True)
    texts = []
    for u in uniques:
        text = cell_text(u)
        m = _NOT_XML.search(text)
        if m:
            raise _Unwritable(f"{tag} {text!r} holds {m.group()!r}, a control character XML "
                              "cannot hold")
        texts.append(xml_escape(text))
    return np.array([*texts, ""], dtype=object)[codes]


def _element(tag: str, values: np.ndarray, present: np.ndarray | None = None) -> np.ndarray:
    """``<TAG>value</TAG>`` lines (8 spaces in, as in a TRAVELLER_LINE), "" where absent."""
    text = values.astype(str)
    out = np.char.add(np.char.add(f"        <{tag}>", text), f"</{tag}>\n").astype(object)
    out[text == ""] = f"        <{tag} />\n"  # as ElementTree writes an empty element
    if present is not None:
        out[~present] = ""
    return out


def _boards_text(good: pd.DataFrame, canon: pd.DataFrame) -> str:
    """Every BOARD and TRAVELLER_LINE, built column by column (one string a row)."""
    if good.empty:
        return ""
    boards = board_numbers(good["board"])[0]  # 1, "1" and 1.0 are one board
    order = np.argsort(boards, kind="stable")
    good, canon, boards = good.iloc[order], canon.iloc[order], boards[order]
    entry = canon["entry"].to_numpy(dtype=object)
    has_entry = entry != ""
    contract = canon["contract"].to_numpy(dtype=object)
    tricks = canon["tricks"].to_numpy()
    lead = _xml_texts(good["lead"] if "lead" in good else [None] * len(good), "LEAD")
    group = _xml_texts(good["group"] if "group" in good else [None] * len(good),
                       "SCORING_GROUP")
    score = np.array([f"{v:g}" for v in canon["ns_score"].to_numpy(float)], dtype=object)
    parts = [
        _element("DIRECTION", np.full(len(good), "NS")),
        _element("NS_PAIR_NUMBER", _xml_texts(good["ns"], "NS_PAIR_NUMBER")),
        _element("EW_PAIR_NUMBER", _xml_texts(good["ew"], "EW_PAIR_NUMBER")),
        _element("SCORE", _xml_texts(entry, "SCORE"), has_entry),
        _element("CONTRACT", contract, ~has_entry),
        _element("PLAYED_BY", canon["declarer"].to_numpy(dtype=object),
                 ~has_entry & (canon["declarer"].to_numpy(dtype=object) != "")),
        _element("LEAD", lead, ~has_entry & (lead != "") & (lead != "-")),
        _element("TRICKS", tricks, ~has_entry & (tricks >= 0) & (contract != "Pass")),
        _element("SCORE", score, ~has_entry),
        _element("NS_MATCH_POINTS", np.array([_num(v) for v in good["ns_mp"]], dtype=object)),
        _element("EW_MATCH_POINTS", np.array([_num(v) for v in good["ew_mp"]], dtype=object)),
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


def _parse_xml(data: bytes | str, name: str) -> ET.Element:
    """Parse safely: a DOCTYPE naming an external DTD is accepted (never fetched); an
    internal subset, any ENTITY declaration and any external reference are refused."""
    parser = DefusedXMLParser(forbid_dtd=False, forbid_entities=True, forbid_external=True)

    def doctype(_name, _sysid, _pubid, has_internal_subset):
        if has_internal_subset:
            raise _NoInternalSubset

    parser.parser.StartDoctypeDeclHandler = doctype
    try:
        parser.feed(data)
        return parser.close()
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
