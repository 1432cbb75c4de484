"""USEBIO: the EBU's results XML, for a pairs event.

Written: ``USEBIO`` (Version 1.2) -> ``EVENT`` (EVENT_TYPE ``MP_PAIRS``) with
PROGRAM_NAME, EVENT_DESCRIPTION, DATE, BOARD_SCORING_METHOD (``MATCH_POINTS``),
``PARTICIPANTS`` -> one ``PAIR`` per pair (PAIR_NUMBER, DIRECTION, PLACE,
TOTAL_SCORE, PERCENTAGE), and one ``BOARD`` per board (BOARD_NUMBER) with a
``TRAVELLER_LINE`` per result (DIRECTION, NS_PAIR_NUMBER, EW_PAIR_NUMBER,
CONTRACT, PLAYED_BY, LEAD, TRICKS, SCORE, NS_MATCH_POINTS, EW_MATCH_POINTS).
An adjusted score goes in SCORE as its notation (``A60/40``).

Reading is safe: a file with a DOCTYPE or an ENTITY declaration is refused
before it is parsed, so no external entity is ever resolved and no entity can
expand; the XML itself is parsed with the standard library's expat parser.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import xml.etree.ElementTree as ET

import pandas as pd

from bridgekit.errors import FileFormatError
from bridgekit.io._files import atomic_write_text, read_text
from bridgekit.traveller import rank_pairs, scored_and_canonical

__all__ = ["read_usebio", "write_usebio"]


def _sub(parent: ET.Element, tag: str, text) -> ET.Element:
    child = ET.SubElement(parent, tag)
    child.text = "" if text is None else str(text)
    return child


def _num(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def write_usebio(df: pd.DataFrame, path: str | os.PathLike, *, method: str = "neuberg",
                 scale: str = "ebu", event: str = "bridgekit event",
                 date: str | None = None) -> None:
    """Score a traveller and write it as USEBIO XML, whole or not at all."""
    scored, canon = scored_and_canonical(df, method=method, scale=scale)
    keep = scored.ns_mp.notna().to_numpy()
    good, canon = scored[keep], canon[keep]
    root = ET.Element("USEBIO", Version="1.2")
    ev = ET.SubElement(root, "EVENT", EVENT_TYPE="MP_PAIRS")
    _sub(ev, "PROGRAM_NAME", "bridgekit")
    _sub(ev, "EVENT_DESCRIPTION", event)
    _sub(ev, "DATE", date or dt.date.today().strftime("%d/%m/%Y"))
    _sub(ev, "BOARD_SCORING_METHOD", "MATCH_POINTS")
    parts = ET.SubElement(ev, "PARTICIPANTS")
    for r in rank_pairs(good).itertuples(index=False):
        pair = ET.SubElement(parts, "PAIR")
        _sub(pair, "PAIR_NUMBER", r.pair)
        if r.direction:
            _sub(pair, "DIRECTION", r.direction)
        _sub(pair, "PLACE", r.rank)
        _sub(pair, "TOTAL_SCORE", _num(r.total))
        _sub(pair, "PERCENTAGE", _num(r.pct))
    for board, rows in good.groupby("board", sort=True):
        b = ET.SubElement(ev, "BOARD")
        _sub(b, "BOARD_NUMBER", int(board))
        for i in rows.index:
            r, c = rows.loc[i], canon.loc[i]
            line = ET.SubElement(b, "TRAVELLER_LINE")
            _sub(line, "DIRECTION", "NS")
            _sub(line, "NS_PAIR_NUMBER", str(r["ns"]).strip())
            _sub(line, "EW_PAIR_NUMBER", str(r["ew"]).strip())
            if c.entry:
                _sub(line, "SCORE", c.entry)
            else:
                _sub(line, "CONTRACT", c.contract)
                if c.declarer:
                    _sub(line, "PLAYED_BY", c.declarer)
                lead = str(r.get("lead", "") or "").strip()
                if lead and lead != "nan":
                    _sub(line, "LEAD", lead)
                if c.tricks >= 0 and c.contract != "Pass":
                    _sub(line, "TRICKS", int(c.tricks))
                _sub(line, "SCORE", f"{c.ns_score:g}")
            _sub(line, "NS_MATCH_POINTS", _num(r.ns_mp))
            _sub(line, "EW_MATCH_POINTS", _num(r.ew_mp))
            group = str(r.get("group", "") or "").strip()
            if group and group != "nan":
                _sub(line, "SCORING_GROUP", group)
    ET.indent(root)
    text = '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode")
    atomic_write_text(path, text + "\n")


_FORBIDDEN = re.compile(r"<!\s*(DOCTYPE|ENTITY)", re.IGNORECASE)


def read_usebio(path: str | os.PathLike) -> pd.DataFrame:
    """Read the traveller lines of a USEBIO file into a traveller DataFrame.

    Columns: ``board, ns, ew, contract, declarer, result, lead, ns_score,
    group, usebio_mp_ns, usebio_mp_ew``.

    Raises
    ------
    FileFormatError
        A DOCTYPE or ENTITY declaration (refused for safety), XML that does not
        parse (with its line), no EVENT, a BOARD with no BOARD_NUMBER.
    """
    name = os.fspath(path)
    text = read_text(path)
    m = _FORBIDDEN.search(text)
    if m:
        line = text.count("\n", 0, m.start()) + 1
        raise FileFormatError(f"a {m.group(1).upper()} declaration: refused (USEBIO needs none, "
                              "and entities could reach outside the file)", path=name, line=line)
    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        raise FileFormatError(f"not well-formed XML ({exc.msg if hasattr(exc, 'msg') else exc})",
                              path=name, line=exc.position[0]) from None
    event = root.find("EVENT") if root.tag == "USEBIO" else None
    if event is None:
        raise FileFormatError("expected a USEBIO root element holding an EVENT", path=name)
    records = []
    for board in event.iter("BOARD"):
        number = (board.findtext("BOARD_NUMBER") or "").strip()
        if not number.isdigit():
            raise FileFormatError(f"BOARD_NUMBER {number!r}: expected a whole number", path=name)
        for line in board.iter("TRAVELLER_LINE"):
            def get(tag: str, line=line) -> str:
                return (line.findtext(tag) or "").strip()
            score = get("SCORE")
            records.append({
                "board": int(number), "ns": get("NS_PAIR_NUMBER"), "ew": get("EW_PAIR_NUMBER"),
                "contract": get("CONTRACT"), "declarer": get("PLAYED_BY"),
                "result": get("TRICKS"), "lead": get("LEAD"), "ns_score": score,
                "group": get("SCORING_GROUP"),
                "usebio_mp_ns": float(get("NS_MATCH_POINTS") or "nan"),
                "usebio_mp_ew": float(get("EW_MATCH_POINTS") or "nan"),
            })
    return pd.DataFrame(records, columns=["board", "ns", "ew", "contract", "declarer", "result",
                                          "lead", "ns_score", "group", "usebio_mp_ns",
                                          "usebio_mp_ew"])
