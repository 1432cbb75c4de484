"""An ACBL Live board page: one board of a tournament section, as live.acbl.org shows it.

ACBL Live (live.acbl.org) publishes a tournament's sessions as server-rendered HTML. Its
board view (``/event/{sanction}/{event}/{session}/board-detail/{section}?board_num=N``),
saved from a browser as ``.html``, holds one board of one section:

- ``<h1>`` the session's date and time (``Apr 25, 2026 - Saturday 2:30 pm``), ``<h2>``
  the event (``Board detail for Open Pairs``), ``<h4>`` the section and board
  (``Section A, Board # 1 Result``);
- ``<div class="board-data">`` the dealer and vulnerability (``Dlr: N``, ``Vul: None``,
  ``N-S``, ``E-W``, ``Both``), then the deal, double dummy and par;
- two ``<div class="scores">``, each a heading ``<h4>N-S</h4>`` or ``<h4>E-W</h4>`` and a
  table of the board's results from that side: a Play link, ``Contract`` (the strain
  a ``<span class="spades symbol contract">``; doubled ``x``, redoubled ``xx``), ``By``,
  ``Score`` (that side's, or ``PASS`` for a passed-out board, its contract and declarer
  empty), ``Matchpoints`` (1 and 1/2, on the section's top), ``%`` (whole) and ``Pairs``
  (``10-<span class="name">Name</span>-<span class="name">Name</span> <i>vs.</i>
  6-...``: that side's pair first).

The structure is that of public saved pages (the board-detail fixtures of a public ACBL
Live reader, Palo Alto Sectional, April 2026); ``AVE``, ``AVE+`` and ``AVE-`` in the score
column are read as ACBLscore's averages (as on a my.acbl.org club page), not yet seen on a
board page.

Each result is one row, from the N-S table; the E-W table's matchpoints and percentage go
beside it (matched by the two pairs). The page prints no result: the tricks taken are read back
from the contract and the score (the one count of tricks that scores it; none when no count
does, and then the score is used as it is). A result in one table and not the other, or whose two
scores are not each other's negative, is a warning: nothing is dropped. The page is read
with the standard library's HTML parser (no script runs, nothing is fetched); every text
in the frame is plain text, escaped where it is shown.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

import numpy as np
import pandas as pd

from bridgekit.board import vulnerability_codes
from bridgekit.contract import Contract
from bridgekit.errors import BridgekitError, FileFormatError
from bridgekit.io._files import decode_text, read_source, source_name
from bridgekit.io._sniff import found
from bridgekit.io.acbl import CONVENTION, _contract, _published, _score
from bridgekit.score import contract_code, score_table

__all__ = ["read_acbl_live"]

_COLUMNS = ["board", "ns", "ew", "contract", "declarer", "result", "ns_score", "section",
            "vulnerable", "dealer", "ns_names", "ew_names", "acbl_mp_ns", "acbl_mp_ew",
            "acbl_pct_ns", "acbl_pct_ew"]
_SUITS = {"spades": "S", "hearts": "H", "diams": "D", "clubs": "C"}
_VULNERABLE = {"NONE": "None", "N-S": "NS", "NS": "NS", "E-W": "EW", "EW": "EW",
               "BOTH": "All", "ALL": "All"}
#: the table columns read, by their headers
_HEADERS = ("Contract", "By", "Score", "Matchpoints", "%", "Pairs")


class _Cell:
    """A table cell being read: its text (suit symbols as letters), and each side of a
    ``Pairs`` cell (split at ``vs.``) as its pieces in order, each a name or not."""

    def __init__(self) -> None:
        self.text: list[str] = []
        self.sides: list[list[tuple[bool, str]]] = [[]]

    def add(self, data: str, name: bool) -> None:
        self.text.append(data)
        before, vs, after = data.partition("vs.") if not name else (data, "", "")
        if before.strip():
            self.sides[-1].append((name, before))
        if vs:  # <i>vs.</i> on a page; "2-x vs. 1-y" in plain text read alike
            self.sides.append([])
            if after.strip():
                self.sides[-1].append((name, after))


class _BoardPage(HTMLParser):
    """Collects the headings, the board data and the rows of each score table."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.headings: dict[str, list[str]] = {"h1": [], "h2": [], "h4": []}
        self.heading: str | None = None
        self.board_data: list[str] = []
        self.in_board_data = 0
        self.tables: list[tuple[str, list[str], list[list[_Cell]]]] = []
        self.side = ""  # the last <h4>'s text: "N-S" or "E-W" before a table
        self.header: list[str] | None = None
        self.rows: list[list[_Cell]] | None = None
        self.row: list[_Cell] | None = None
        self.cell: _Cell | None = None
        self.in_th = False
        self.name_depth = 0
        self.div_depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        classes = (dict(attrs).get("class") or "").split()
        if tag in self.headings:
            self.heading = tag
            self.headings[tag].append("")
        elif tag == "div":
            self.div_depth += 1
            if "board-data" in classes and not self.in_board_data:
                self.in_board_data = self.div_depth
        elif tag == "table":
            self.header, self.rows = [], []
        elif tag == "th" and self.header is not None:
            self.in_th = True
            self.header.append("")
        elif tag == "tr" and self.rows is not None:
            self.row = []
        elif tag == "td" and self.row is not None:
            self.cell = _Cell()
            self.row.append(self.cell)
        elif tag == "span":
            if "name" in classes and self.cell is not None:
                self.name_depth += 1
            elif "symbol" in classes and self.cell is not None:
                for suit, letter in _SUITS.items():
                    if suit in classes:
                        self.cell.add(letter, False)
            elif self.name_depth:
                self.name_depth += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == self.heading:
            self.heading = None
        elif tag == "div":
            if self.in_board_data == self.div_depth:
                self.in_board_data = 0
            self.div_depth -= 1
        elif tag == "th":
            self.in_th = False
        elif tag == "td":
            self.cell = None
            self.name_depth = 0
        elif tag == "tr" and self.row is not None and self.rows is not None:
            if self.row:
                self.rows.append(self.row)
            self.row = None
        elif tag == "table" and self.rows is not None:
            self.tables.append((self.side, self.header or [], self.rows))
            self.header, self.rows = None, None
        elif tag == "span" and self.name_depth:
            self.name_depth -= 1

    def handle_data(self, data: str) -> None:
        if self.heading is not None:
            self.headings[self.heading][-1] += data
            if self.heading == "h4":
                self.side = " ".join(self.headings["h4"][-1].split())
        if self.in_board_data:
            self.board_data.append(data)
        if self.in_th and self.header is not None:
            self.header[-1] += data
        if self.cell is not None:
            self.cell.add(data, self.name_depth > 0)


def _squash(text: str) -> str:
    return " ".join(text.split())


def _side(pieces: list[tuple[bool, str]]) -> tuple[str, str]:
    """(pair number, names) of one side of a ``Pairs`` cell: ``10-Ann Lee-Bo Kim``, each
    name in its own span; a player without one (not registered) is the text between."""
    text = _squash("".join(piece for is_name, piece in pieces if not is_name))
    m = re.match(r"([0-9A-Za-z]{1,12})\s*-", text)
    if not m:
        return "", _squash("".join(piece for _name, piece in pieces))
    number, names, seen, current = m.group(1), [], False, ""
    for is_name, piece in pieces:
        if is_name:
            current += piece
            continue
        if current.strip():
            names.append(_squash(current))
        current = ""
        if not seen:  # the pair number and its dash open the first piece of text
            piece, seen = re.sub(r"^\s*[0-9A-Za-z]{1,12}\s*-", "", piece, count=1), True
        bare = _squash(piece).strip(" -")
        if bare:
            names.append(bare)
    if current.strip():
        names.append(_squash(current))
    return number, " - ".join(names)


def _table_rows(side: str, header: list[str], rows: list[list[_Cell]], name: str
                ) -> list[dict[str, str]]:
    """A score table's rows by the columns named in its header."""
    header = [_squash(h) for h in header]
    where = {h: header.index(h) for h in _HEADERS if h in header}
    missing = [h for h in _HEADERS if h not in where]
    if missing:
        raise FileFormatError(f"the {side} table has columns {header!r}: expected {list(_HEADERS)!r}"
                              " (an ACBL Live board page)", path=name)
    out = []
    for cells in rows:
        if len(cells) < len(header):
            raise FileFormatError(f"a row of the {side} table has {len(cells)} cells where its "
                                  f"header has {len(header)}: expected an ACBL Live board page",
                                  path=name)
        pairs = cells[where["Pairs"]].sides
        first, second = _side(pairs[0]), _side(pairs[1]) if len(pairs) > 1 else ("", "")
        text = {h: _squash("".join(cells[i].text)) for h, i in where.items()}
        out.append({"contract": text["Contract"], "by": text["By"].upper(), "score": text["Score"],
                    "mp": text["Matchpoints"], "pct": text["%"], "mine": first[0],
                    "my_names": first[1], "theirs": second[0], "their_names": second[1]})
    return out


def _negated(score: str) -> str:
    """E-W's score as N-S's: ``-420`` for ``420``; ``PASS`` and rulings as they are
    (``AVE+`` from E-W's side is N-S's ``AVE-``)."""
    if re.fullmatch(r"[+-]?[0-9]{1,6}", score):
        return str(-int(score))
    upper = score.upper()
    return {"AVE+": "AVE-", "AVE-": "AVE+"}.get(upper, score)


def _facts(page: _BoardPage, name: str, text: str) -> dict[str, str]:
    h4 = " ".join(_squash(h) for h in page.headings["h4"])
    m = re.search(r"Section\s+(\S+?),?\s+Board\s*#\s*([0-9]{1,9})", h4)
    if not m:
        raise FileFormatError(f"{found(text)[1]} with no heading 'Section A, Board # 1 Result' "
                              f"(found {h4[:80]!r}): expected an ACBL Live board page (the "
                              "board view, board-detail, saved as .html)", path=name)
    data = _squash(" ".join(page.board_data))
    dealer = re.search(r"Dlr:\s*([NESW])\b", data)
    vul = re.search(r"Vul:\s*(None|N-S|E-W|Both|NS|EW|All)\b", data, re.IGNORECASE)
    event = _squash(page.headings["h2"][0]) if page.headings["h2"] else ""
    return {"section": m.group(1), "board": m.group(2),
            "date": _squash(page.headings["h1"][0]) if page.headings["h1"] else "",
            "event": re.sub(r"^Board detail for\s+", "", event),
            "dealer": dealer.group(1) if dealer else "",
            "vulnerable": _VULNERABLE.get(vul.group(1).upper(), "") if vul else ""}


def read_acbl_live(source: object, *, max_bytes: int | None = None) -> pd.DataFrame:
    """Read a saved ACBL Live board page (one board of a tournament section) as that board's
    traveller, with the matchpoints and percentages the page published.

    Columns: ``board, ns, ew, contract, declarer, result`` (the tricks taken, read back from
    the contract and the score), ``ns_score, section, vulnerable, dealer, ns_names, ew_names`` and the
    published ``acbl_mp_ns, acbl_mp_ew`` (1 and 1/2, on the section's top) and
    ``acbl_pct_ns, acbl_pct_ew`` (whole percentages). A passed-out board's contract is
    ``Pass`` and its score 0.

    ``attrs``: ``format`` (``"acbl-live"``), ``program`` (ACBLscore, as ACBL Live
    publishes its results), ``game`` (date, event, section and board), ``decimals``,
    ``warnings`` (a result in one table only, scores that disagree, numbers that are not
    numbers), and what ``bridgekit check`` needs: ``scale`` (``"acbl"``), ``convention``
    (``acblscore``) and ``normal`` (the section's top plus one, from the published
    matchpoints: each line's N-S and E-W matchpoints add up to the top).

    Raises
    ------
    FileFormatError
        A page without the section-and-board heading or without both the N-S and E-W
        tables (naming what was found), a table without the expected columns, a page
        larger than ``max_bytes``.
    """
    name = source_name(source)
    text = decode_text(read_source(source, max_bytes=max_bytes), name)
    page = _BoardPage()
    page.feed(text)
    page.close()
    facts = _facts(page, name, text)
    tables = {side: (header, rows) for side, header, rows in page.tables
              if side in ("N-S", "E-W")}
    if set(tables) != {"N-S", "E-W"}:
        sides = sorted(tables) or ["none"]
        raise FileFormatError(f"score tables found: {', '.join(sides)}; expected an ACBL Live "
                              "board page's N-S and E-W tables", path=name)
    ns_rows = _table_rows("N-S", *tables["N-S"], name)
    ew_rows = _table_rows("E-W", *tables["E-W"], name)
    decimals: dict[str, int] = {}
    warnings: list[dict[str, Any]] = []
    board = int(facts["board"])
    by_pairs: dict[tuple[str, str], list[dict[str, str]]] = {}  # each E-W line matched once
    for r in ew_rows:
        by_pairs.setdefault((r["theirs"], r["mine"]), []).append(r)
    records = []
    for r in ns_rows:
        where = {"board": board, "ns": r["mine"], "ew": r["theirs"]}
        lines = by_pairs.get((r["mine"], r["theirs"]))
        other = lines.pop(0) if lines else None
        if other is None:
            warnings.append({**where, "column": "E-W", "value": "",
                             "problem": "this result is in the N-S table only: its E-W "
                                        "matchpoints are not checked"})
        elif _negated(other["score"]).upper() != r["score"].upper():
            warnings.append({**where, "column": "Score", "value": other["score"],
                             "problem": f"E-W's table gives {other['score']!r} where N-S's "
                                        f"gives {r['score']!r}: N-S's is used"})
        records.append(_record(r, other, where, facts, decimals, warnings))
    for other in [line for lines in by_pairs.values() for line in lines]:  # E-W's only
        where = {"board": board, "ns": other["theirs"], "ew": other["mine"]}
        warnings.append({**where, "column": "N-S", "value": "",
                         "problem": "this result is in the E-W table only: read from it"})
        mirrored = {**other, "mine": other["theirs"], "theirs": other["mine"],
                    "my_names": other["their_names"], "their_names": other["my_names"],
                    "score": _negated(other["score"]), "mp": "", "pct": ""}
        records.append(_record(mirrored, other, where, facts, decimals, warnings))
    frame = pd.DataFrame(records, columns=_COLUMNS)
    frame["result"] = _tricks(frame)
    frame.attrs.update(path=name, format="acbl-live", warnings=warnings, decimals=decimals,
                       game={k: facts[k] for k in ("date", "event", "section", "board")},
                       scale="acbl", convention=CONVENTION, scoring="MATCH_POINTS",
                       program={"name": "ACBLscore", "version": ""}, totals=None)
    tops = (frame["acbl_mp_ns"] + frame["acbl_mp_ew"]).to_numpy(float)
    tops = tops[np.isfinite(tops)]
    if len(tops) and np.all(tops == tops[0]) and float(tops[0]).is_integer() and tops[0] >= 0:
        frame.attrs["normal"] = int(tops[0]) + 1  # a top of n - 1 on the 1 and 1/2 scale
    return frame


def _tricks(frame: pd.DataFrame) -> np.ndarray:
    """The tricks each row's declarer took, read back from its contract and N-S score (the
    page prints no result; one count of tricks gives each score a contract can score), at
    the vulnerability the page states, else the board's own (as the row is scored): ""
    where the contract, declarer or score cannot be read or no count of tricks scores it."""
    out = np.full(len(frame), "", dtype=object)
    table = score_table()
    codes = {}
    for text in pd.unique(frame["contract"]):
        try:
            contract = Contract.parse(str(text))
        except BridgekitError:
            continue
        if contract.strain is not None:
            codes[text] = contract_code(contract)
    code = frame["contract"].map(codes).to_numpy(dtype=float)
    score = pd.to_numeric(frame["ns_score"], errors="coerce").to_numpy(float)
    seat = frame["declarer"].to_numpy(dtype=object)
    ns_side = np.isin(seat, ("N", "S"))
    known = np.isfinite(code) & np.isfinite(score) & (ns_side | np.isin(seat, ("E", "W")))
    if not known.any():
        return out
    vul = frame["vulnerable"].to_numpy(dtype=object)
    by_number = np.array(["None", "NS", "EW", "All"], dtype=object)[
        vulnerability_codes(frame["board"].to_numpy())]
    vul = np.where(vul == "", by_number, vul)  # a page stating none: the board's, as scored
    vulnerable = (vul == "All") | np.where(ns_side, vul == "NS", vul == "EW")
    rows = np.flatnonzero(known)
    wanted = np.where(ns_side, score, -score)[rows]
    scores = table[code[rows].astype(np.int64), vulnerable[rows].astype(np.int64)]  # (rows, 14)
    hit = scores == wanted[:, None]
    found_ = hit.any(axis=1)
    out[rows[found_]] = hit[found_].argmax(axis=1).astype(str)
    return out


def _record(r: dict[str, str], other: dict[str, str] | None, where: dict[str, Any],
            facts: dict[str, str], decimals: dict[str, int],
            warnings: list[dict[str, Any]]) -> dict[str, Any]:
    """One traveller row: the N-S line ``r`` and the E-W line ``other`` of one result."""
    contract = "Pass" if r["score"].upper() == "PASS" else \
        _contract(r["contract"]) if r["contract"] else ""

    def number(line: dict[str, str] | None, kind: str, column: str) -> float:
        return _published(line[kind], column, decimals, warnings, where, "a published number") \
            if line else float("nan")

    return {**where, "contract": contract, "declarer": r["by"], "result": "",
            "ns_score": _score(r["score"]), "section": facts["section"], "vulnerable": facts["vulnerable"],
            "dealer": facts["dealer"], "ns_names": r["my_names"], "ew_names": r["their_names"],
            "acbl_mp_ns": number(r, "mp", "acbl_mp_ns"),
            "acbl_mp_ew": number(other, "mp", "acbl_mp_ew"),
            "acbl_pct_ns": number(r, "pct", "acbl_pct_ns"),
            "acbl_pct_ew": number(other, "pct", "acbl_pct_ew")}
