"""NZ Bridge Scorer's own XML: a session as New Zealand clubs publish it.

NZ Bridge Scorer (BridgeNZ's club program, the New Zealand federation's) writes a session
as one XML file. Its shape, by the names the file uses:

- the root ``session``: ``club``, ``event_name``, ``event_date``, ``scoring_type`` (``MP``)
  and ``field_scoring`` (true when the sections are scored as one field);
- ``sections/section``: ``sectid``, ``tables``, ``handicap`` (true for a handicap event);
- ``board_results/brsection`` (``sectid``), each ``result``: ``tab``, ``bd``, ``rnd``,
  ``ns``, ``ew``, ``dec`` (the declarer's seat), ``cont`` (``4 S``, ``1 NT``, ``3 N``;
  passed out ``N P`` or ``PASS``), ``lead``, ``res`` (``+2``, ``=``, ``-3``), ``score``
  and the published matchpoints ``mp_ns``/``mp_ew``, **ten times the matchpoints as whole
  numbers, the decimals cut** (``160`` is 16.0; 5.67 is printed ``56``);
- ``scores/scsection`` (``sectid``), each ``pair``: ``no``, ``dir``, ``player_name_1``,
  ``player_name_2``, ``match_points`` (``202/352``: the pair's matchpoints of the most it
  could score), ``place``, ``res`` (the published percentage), ``raw_score`` (the
  percentage before the handicap), ``handicap`` and ``cpoints`` (club points).

A phantom pair's rows carry ``-9999`` (in ``score``, ``mp_ns`` or ``mp_ew``): the real pair
at that table sat out. Such a row is not a result: it is listed in ``attrs["byes"]``, as
PBN's ``Bye`` rows are, and the board is scored on the results it has. A pair total with
``-9999`` (the phantom's own line) is listed there too and not checked.

A **handicap** event publishes ``res = raw_score + handicap / 2`` (57.39 − 6.42 / 2 =
54.18) while its places follow the raw score: the handicaps are kept in
``attrs["handicaps"]`` (pair, as :func:`bridgekit.rank_pairs` names it, after its section
when the session has several: ``"A NS 3"``, to handicap), which ``bridgekit check`` passes to
the ranking (``rank_pairs(handicaps=...)``; with sections across the field, their ranking).

What was confirmed and what inferred. No NZ Bridge Scorer XML file could be found in public
code or pages (BridgeNZ's pages describe the program, a Delphi application over SQL Server
that scores matchpoints, datum IMPs and cross-IMPs, but not its export); the element and
attribute names above, the ×10 matchpoints with their decimals cut, ``-9999`` for a
phantom and the handicap rule are those of the files clubs publish. Inferred, and read
leniently: each name may be an attribute or a child element of that name; ``score`` is
North-South's score (checked against the contract); a row with no contract, result or score
is a board not played (counted in the board's results, as :func:`bridgekit.score_event`
counts one); a contract may carry ``X`` or ``XX``
(``4 S X``); ``field_scoring`` and ``handicap`` are true as ``true``, ``yes``, ``1`` or
``Y``; a pair's ``dir`` is ``NS`` or ``EW`` in a Mitchell and empty in a Howell. Only
matchpointed sessions (``scoring_type="MP"``) are read.

Reading is safe, as USEBIO's is (``defusedxml``: no entity expands, nothing outside the file
is read, nesting deeper than :data:`bridgekit.io.usebio.MAX_DEPTH` is refused).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

import numpy as np
import pandas as pd

from bridgekit.errors import FileFormatError
from bridgekit.format import NUMBER_RE, decimals_of
from bridgekit.io._files import read_source, refuse_nul, source_name
from bridgekit.io._sniff import found
from bridgekit.io.usebio import _parse_xml, _Published

__all__ = ["PHANTOM", "read_nzbs"]

#: What a phantom pair's rows carry in their score and matchpoints.
PHANTOM = "-9999"

_ROOT = "session"  # USEBIO's is "USEBIO": read_event tells them apart by it
_COLUMNS = ["board", "ns", "ew", "contract", "declarer", "result", "lead", "ns_score",
            "section", "round", "table", "ns_names", "ew_names", "nzbs_mp_ns", "nzbs_mp_ew"]
_TRUE = ("TRUE", "YES", "Y", "1", "T")
_PASSES = ("NP", "PASS", "PASSED", "P", "PASSOUT", "PASSEDOUT", "ALLPASS")


def _get(element: ET.Element, name: str) -> str:
    """A field of an element: its attribute, else a child element's text ("" when none)."""
    value = element.get(name)
    if value is None:
        value = element.findtext(name)
    return (value or "").strip()


def _contract(text: str) -> str:
    """The file's contract as bridgekit reads it: ``4 S`` is ``4S``, ``3 N`` is ``3N``
    (no trump), ``N P`` and ``PASS`` are ``Pass``."""
    compact = re.sub(r"\s+", "", text).upper()
    return "Pass" if compact in _PASSES else compact


def _mp_column(texts: pd.Series, column: str, tag: str, rows: pd.DataFrame,
               published: _Published) -> np.ndarray:
    """``mp_ns``/``mp_ew`` (ten times the matchpoints, whole) as matchpoints; a text that is
    not a whole number is a warning, kept as NaN."""
    whole = texts.str.fullmatch(r"[+-]?[0-9]{1,9}").fillna(False).astype(bool)
    values: np.ndarray = pd.to_numeric(texts.where(whole), errors="coerce").to_numpy(float) / 10
    wrong = texts.ne("") & ~np.isfinite(values)
    for pos in np.flatnonzero(wrong.to_numpy()):  # only the rows in error
        value = texts.iloc[pos]
        published.warnings.append({
            "board": rows["board"].iloc[pos], "ns": rows["ns"].iloc[pos],
            "ew": rows["ew"].iloc[pos], "column": tag, "value": value,
            "problem": f"{value[:40]!r}: {tag} should be ten times the matchpoints, a whole "
                       "number (160 is 16.0); not used"})
    if np.isfinite(values).any():
        published.decimals[column] = 1
    return values


#: the fields of a ``result`` (a board at a table) and of a ``pair`` (its line of the scores)
_RESULT = ("tab", "bd", "rnd", "ns", "ew", "dec", "cont", "lead", "res", "score", "mp_ns", "mp_ew")
_PAIR = ("no", "dir", "player_name_1", "player_name_2", "match_points", "place", "res",
         "raw_score", "handicap", "cpoints")


def _records(root: ET.Element, parent: str, section: str, item: str, keys: tuple[str, ...],
             name: str) -> list[dict[str, str]]:
    """Every ``item`` of every ``section`` (under ``parent``, else anywhere), its ``keys``
    and its section: the results of each ``brsection``, the pairs of each ``scsection``;
    an ``item`` in no ``section`` is refused, naming how many."""
    under = root.find(parent)
    top = under if under is not None else root
    records = [{key: _get(element, key) for key in keys} | {"section": _get(part, "sectid")}
               for part in top.iter(section) for element in part.iter(item)]
    outside = sum(1 for _ in top.iter(item)) - len(records)
    if outside > 0:
        raise FileFormatError(f"{outside} <{item}> element(s) in no <{section}>: NZ Bridge "
                              f"Scorer writes each section's in a <{section} sectid=...>; "
                              "none is read without its section", path=name)
    return records


def _direction(text: str) -> str:
    return text.upper().replace("-", "").replace("/", "")


def _names(pair: dict[str, str]) -> str:
    return " - ".join(n for n in (pair["player_name_1"], pair["player_name_2"]) if n)


def _totals(pairs: list[dict[str, str]], several: bool, handicapped: bool,
            published: _Published) -> tuple[list[dict[str, str]], list[dict[str, Any]],
                                            dict[str, float]]:
    """The published pair totals (keyed as PBN's TotalScoreTable keys them), the phantom's
    lines, and the handicaps by pair as the ranking names it."""
    totals, byes, handicaps = [], [], {}
    for pair in pairs:
        if PHANTOM in (pair["res"], pair["raw_score"]) or \
                pair["match_points"].startswith(PHANTOM):
            byes.append({"section": pair["section"], "pair": pair["no"], "dir": pair["dir"],
                         "names": _names(pair)})
            continue
        direction = _direction(pair["dir"])
        total, _slash, top = pair["match_points"].partition("/")
        row = {"PairId": pair["no"], "Direction": {"NS": "N-S", "EW": "E-W"}.get(direction, ""),
               "TotalScoreMP": total.strip(), "TotalMaxMP": top.strip(),
               "TotalPercentage": pair["raw_score"] or pair["res"], "Rank": pair["place"],
               "Names": _names(pair), "Handicap": pair["handicap"],
               "ClubPoints": pair["cpoints"]}
        if handicapped:
            row["TotalHandicapped"] = pair["res"]
            if NUMBER_RE.fullmatch(pair["handicap"]):
                name = pair["no"] if direction not in ("NS", "EW") else f"{direction} {pair['no']}"
                handicaps[f"{pair['section']} {name}" if several else name] = \
                    float(pair["handicap"])
        if several:
            row["Section"] = pair["section"]
        for key in ("TotalScoreMP", "TotalPercentage", "TotalHandicapped"):
            if NUMBER_RE.fullmatch(row.get(key, "")):
                published.decimals[key] = max(published.decimals.get(key, 0),
                                              decimals_of(row[key]))
        totals.append(row)
    return totals, byes, handicaps


def _flag(text: str) -> bool:
    return text.strip().upper() in _TRUE


def _movement(pairs: list[dict[str, str]]) -> str | None:
    """``mitchell`` when every pair has a direction, ``howell`` when none has, else None."""
    directions = [_direction(p["dir"]) for p in pairs if PHANTOM not in (p["res"],
                                                                          p["raw_score"])]
    if directions and all(d in ("NS", "EW") for d in directions):
        return "mitchell"
    if directions and not any(directions):
        return "howell"
    return None


def _frame(rows: pd.DataFrame, pairs: list[dict[str, str]], published: _Published
           ) -> pd.DataFrame:
    """The traveller: the results (phantoms' rows left out), with the pairs' names."""
    names = {(p["section"], _direction(p["dir"]), p["no"]): _names(p) for p in pairs}
    frame = pd.DataFrame({
        "board": rows["bd"].astype(np.int64) if len(rows) else pd.Series(dtype=np.int64),
        "ns": rows["ns"], "ew": rows["ew"],
        "contract": rows["cont"].map(_contract) if len(rows) else rows["cont"],
        "declarer": rows["dec"].str.upper(), "result": rows["res"], "lead": rows["lead"],
        "ns_score": rows["score"], "section": rows["section"], "round": rows["rnd"],
        "table": rows["tab"]}, columns=_COLUMNS[:11])
    frame["ns_names"] = [names.get((s, "NS", p), names.get((s, "", p), ""))
                         for s, p in zip(rows["section"], rows["ns"], strict=True)]
    frame["ew_names"] = [names.get((s, "EW", p), names.get((s, "", p), ""))
                         for s, p in zip(rows["section"], rows["ew"], strict=True)]
    frame["nzbs_mp_ns"] = _mp_column(rows["mp_ns"], "nzbs_mp_ns", "mp_ns", frame, published)
    frame["nzbs_mp_ew"] = _mp_column(rows["mp_ew"], "nzbs_mp_ew", "mp_ew", frame, published)
    return frame


def read_nzbs(source: object, *, max_bytes: int | None = None) -> pd.DataFrame:
    """Read an NZ Bridge Scorer session (its own XML, a ``session`` root): every result of
    every section, with the matchpoints and pair totals it published.

    Columns: ``board, ns, ew, contract, declarer, result`` (``+2``, ``=``, ``-3``),
    ``lead, ns_score, section, round, table, ns_names, ew_names`` and the published
    matchpoints ``nzbs_mp_ns, nzbs_mp_ew`` (the file's ``mp_ns``/``mp_ew`` divided by ten;
    ``attrs["cut"]`` names them: bridgekit's figure is compared with its decimals cut, as
    the file prints it). A passed-out board's contract is ``Pass``.

    ``attrs``: ``format`` (``"nzbs"``), ``program`` (NZ Bridge Scorer), ``session`` (the
    club, event name and date, scoring type), ``sections`` (``"field"`` when
    ``field_scoring`` is true, else ``"apart"``), ``totals`` (each pair's line as PBN's
    TotalScoreTable keys it: ``TotalScoreMP``, ``TotalMaxMP``, ``TotalPercentage`` (the raw
    score), ``Rank``, ``Handicap``, ``ClubPoints``, and in a handicap event
    ``TotalHandicapped``, the published ``res``), ``handicaps`` (a handicap event's:
    pair -> handicap), ``byes`` (the phantom's rows and line, not results), ``decimals``,
    ``warnings`` (published numbers that are not numbers, kept as NaN), ``movement``
    (stated by the pairs' directions).

    Raises
    ------
    FileFormatError
        XML that does not parse (with its line) or is unsafe, a root that is not
        ``session``, a ``scoring_type`` other than ``MP``, a board number that is not a
        whole number, a ``result`` in no ``brsection`` or a ``pair`` in no ``scsection``.

    Examples
    --------
    >>> text = b'''<session club="Akaroa" event_name="Tuesday" scoring_type="MP">
    ... <board_results><brsection sectid="A">
    ... <result tab="1" bd="1" rnd="1" ns="1" ew="1" dec="N" cont="4 S" res="=" score="420"
    ...  mp_ns="20" mp_ew="0"/>
    ... <result tab="2" bd="1" rnd="1" ns="2" ew="2" dec="N" cont="N P" res="" score="0"
    ...  mp_ns="0" mp_ew="20"/>
    ... </brsection></board_results></session>'''
    >>> df = read_nzbs(text)
    >>> df[["contract", "result", "ns_score", "nzbs_mp_ns", "nzbs_mp_ew"]].values.tolist()
    [['4S', '=', '420', 2.0, 0.0], ['Pass', '', '0', 0.0, 2.0]]
    """
    name = source_name(source)
    data = read_source(source, max_bytes=max_bytes)
    refuse_nul(data, name)
    root = _parse_xml(data, name, "an NZ Bridge Scorer session nests about 4")
    if root.tag != _ROOT:
        raise FileFormatError(f"{found(data)[1]}: expected NZ Bridge Scorer's <session> root "
                              "element", path=name)
    scoring = _get(root, "scoring_type")
    if scoring and scoring.upper() not in ("MP", "MATCHPOINTS", "MATCH_POINTS"):
        raise FileFormatError(f"an NZ Bridge Scorer session scored by {scoring[:40]!r}: bridgekit "
                              "reads its matchpointed sessions (scoring_type=\"MP\")", path=name)
    raw = pd.DataFrame(_records(root, "board_results", "brsection", "result", _RESULT, name),
                       columns=[*_RESULT, "section"], dtype=object)
    board_ok = raw["bd"].str.fullmatch(r"[0-9]{1,9}")
    if not board_ok.all():
        bad = raw["bd"][~board_ok].iloc[0]
        raise FileFormatError(f"a result's bd {bad[:40]!r}: expected a whole board number",
                              path=name)
    phantom = (raw[["score", "mp_ns", "mp_ew"]] == PHANTOM).any(axis=1).to_numpy()
    pairs = _records(root, "scores", "scsection", "pair", _PAIR, name)
    several = len(set(raw["section"]) | {p["section"] for p in pairs}) > 1
    published = _Published()
    frame = _frame(raw[~phantom].reset_index(drop=True), pairs, published)
    if not several:
        frame = frame.drop(columns="section")
    handicapped = any(_flag(_get(s, "handicap")) for s in root.iter("section")) or any(
        NUMBER_RE.fullmatch(p["handicap"]) and float(p["handicap"]) != 0 for p in pairs)
    totals, bye_lines, handicaps = _totals(pairs, several, handicapped, published)
    byes = raw[phantom].rename(columns={"bd": "board", "tab": "table", "rnd": "round"})[
        ["section", "board", "table", "round", "ns", "ew"]].to_dict("records") + bye_lines
    field = _flag(_get(root, "field_scoring"))
    frame.attrs.update(
        path=name, format="nzbs", warnings=published.warnings, decimals=published.decimals,
        totals=totals or None, byes=byes, cut=["nzbs_mp_ns", "nzbs_mp_ew"],
        program={"name": "NZ Bridge Scorer", "version": ""},
        session={key: _get(root, key) for key in ("club", "event_name", "event_date",
                                                  "scoring_type")},
        scoring="MATCH_POINTS", sections="field" if field else "apart")
    if handicaps:
        frame.attrs["handicaps"] = handicaps
    movement = _movement(pairs)
    if movement:
        frame.attrs["movement"] = movement
    return frame
