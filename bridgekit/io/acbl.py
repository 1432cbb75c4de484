"""ACBLscore results as ACBL publishes them: a saved my.acbl.org club game page.

A club game's results page carries the whole game as JSON in one attribute of one
element, ``<result-details v-bind:data="...">`` (the HTML-escaped JSON of the game).
The parts read here, by the names the page uses:

- the game: ``id``, ``name``, ``club_name``, ``type``, ``start_date`` (``MM/DD/YYYY``),
  ``board_scoring_method`` (``MATCH_POINTS``), ``acbl_board_top`` (the top on a board,
  1 and 1/2 matchpoints), ``sessions``;
- a session: ``number``, ``sections``;
- a section: ``name``, ``pair_summaries`` and ``boards``;
- a pair summary: ``pair_number``, ``direction`` (``NS``, ``EW``, or null in a Howell),
  ``boards_played``, ``score`` (the pair's matchpoints, scaled for boards it missed),
  ``percentage``, ``players`` (each with ``name``, ``Last, First``, ``id_number`` and
  the masterpoints won, ``awards``: each award's ``total`` and its ``pigment`` colours);
- a board: ``board_number`` and ``board_results``, each with ``round_number``,
  ``table_number``, ``ns_pair``, ``ew_pair``, ``contract``, ``declarer``,
  ``tricks_taken``, ``opening_lead``, ``ns_score`` and the published
  ``ns_match_points`` / ``ew_match_points``.

Numbers may be JSON numbers or text (the page holds both); each is kept as the text it
was published as, so ``bridgekit check`` compares it to the decimals printed.

Reading parses text only (no script runs, nothing is fetched): the first
``<result-details`` start tag is found by one linear scan and only that tag goes through
the standard library's HTML parser (the rest of the page, whatever markup it holds, is
never parsed), the attribute's entities are decoded once by it, and the JSON is read with
:mod:`json`. The page's size is limited as every reader's is
(:data:`bridgekit.io.MAX_FILE_BYTES`), and JSON nested deeper than
:data:`MAX_JSON_DEPTH` is refused before it is parsed. Every text in the frame is plain
text (a name written ``O&#39;Brien`` in the page is ``O'Brien``); it is escaped where it
is shown, by :mod:`bridgekit.show` and the command line.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from typing import Any

import numpy as np
import pandas as pd

from bridgekit.errors import FileFormatError
from bridgekit.format import NUMBER_RE, decimals_of
from bridgekit.io._files import decode_text, frozen, read_source, source_name
from bridgekit.io._sniff import found

__all__ = ["MAX_JSON_DEPTH", "read_acbl"]

#: The deepest nesting of JSON arrays and objects read (a game nests about 8: game,
#: sessions, a session, sections, a section, boards, a board, its results, a result).
MAX_JSON_DEPTH = 32

#: The convention ``bridgekit check`` and ``score`` rescore a page by (``convention=`` of
#: :func:`bridgekit.score_published`): ACBLscore's matchpoints 1 and 1/2 (``scale="acbl"``),
#: totals scaled to the session's boards across both directions (``scale_totals="session"``
#: of :func:`bridgekit.rank_pairs`), percentages printed from the rounded scaled totals.
CONVENTION = "acblscore"

_ELEMENT = "result-details"
_ATTRIBUTES = ("v-bind:data", ":data")
_COLUMNS = ["board", "ns", "ew", "contract", "declarer", "result", "lead", "ns_score",
            "section", "round", "table", "ns_names", "ew_names", "acbl_mp_ns", "acbl_mp_ew"]


class _TagReader(HTMLParser):
    """Reads the attributes of the one tag it is fed (entities decoded once)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.attrs: list[tuple[str, str | None]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.attrs = attrs  # a self-closing tag comes here too (HTMLParser's own way)


#: where the element starts (the page's other markup is never parsed)
_ELEMENT_START = re.compile(rf"<{_ELEMENT}(?=[\s/>])", re.IGNORECASE)
#: the rest of its start tag: quoted values may hold ">"; possessive, so never backtracking
_TAG_REST = re.compile(r"""(?:[^>"']++|"[^"]*+"|'[^']*+')*+>""")


def _game_json(text: str, name: str) -> str:
    """The data attribute of the first ``<result-details>`` start tag, found by one linear
    scan; only that tag is parsed (the rest of the page may be any markup at all)."""
    start = _ELEMENT_START.search(text)
    end = _TAG_REST.match(text, start.end()) if start else None
    data = None
    if start and end:
        reader = _TagReader()
        reader.feed(text[start.start():end.end()])
        reader.close()
        data = next((value for key, value in reader.attrs if key in _ATTRIBUTES and value),
                    None)
    if data is None:
        said = ("has no data attribute (v-bind:data)" if start and end
                else "has no end (an attribute's quotes are not closed)" if start
                else "was not found")
        kind, words = found(text)
        what = f"{words} (read it with read_acbl_live or read_event): " \
            if kind == "acbl-live" else ""
        raise FileFormatError(f"{what}the <{_ELEMENT} v-bind:data=\"...\"> element holding the "
                              f"game as JSON {said}: expected a saved my.acbl.org club game "
                              "results page", path=name)
    return data


#: a JSON string, to its closing quote or the end of the text (an unclosed one): possessive
#: and never failing once started, so one pass over the text, however its quotes fall
_JSON_STRING = re.compile(r'"(?:[^"\\]++|\\.)*+(?:"|\\?\Z)', re.DOTALL)
#: +1 for an opening bracket, -1 for a closing one, 0 for any other byte
_BRACKETS = np.zeros(256, dtype=np.int8)
_BRACKETS[[ord("["), ord("{")]] = 1
_BRACKETS[[ord("]"), ord("}")]] = -1


def _json_depth(text: str) -> int:
    """How deep the arrays and objects of a JSON text nest (brackets inside strings not
    counted): the strings dropped in one pass, the brackets counted in whole columns (a
    few bytes per character of the text).

    >>> _json_depth('{"a": [1, {"b": "[[[\\\\"]"}], "c": "\\\\"{{"}')
    3
    """
    bare = _JSON_STRING.sub("", text).encode("utf-8", "replace")
    step = _BRACKETS[np.frombuffer(bare, dtype=np.uint8)]
    counted = step[np.flatnonzero(step)].astype(np.int64)
    return int(np.cumsum(counted).max(initial=0))


def _refuse_constant(word: str) -> None:
    raise ValueError(f"{word} is not a number a results page holds")


def _parse_game(raw: str, name: str) -> dict[str, Any]:
    depth = _json_depth(raw)
    if depth > MAX_JSON_DEPTH:
        raise FileFormatError(f"the game's JSON nests {depth} deep: refused (a game page "
                              f"nests about 8; at most {MAX_JSON_DEPTH} is read)", path=name)
    try:
        game = json.loads(raw, parse_float=str, parse_int=str,
                          parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as exc:
        raise FileFormatError(f"the game's data is not JSON ({str(exc)[:120]})",
                              path=name) from None
    if not isinstance(game, dict) or not isinstance(game.get("sessions"), list):
        raise FileFormatError(f"the game's data is {type(game).__name__}, not an object with "
                              "a list of 'sessions': expected my.acbl.org's game JSON",
                              path=name)
    return game


def _text(value: object) -> str:
    """A JSON value as plain text ("" for null, a list or an object)."""
    return value.strip() if isinstance(value, str) else ""


def _items(parent: dict[str, Any], key: str, what: str, name: str) -> list[dict[str, Any]]:
    """``parent[key]``, a list of objects (null or absent: none)."""
    value = parent.get(key)
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise FileFormatError(f"{what} {key!r} is {_clip(value)}: expected a list of objects",
                              path=name)
    return value


def _clip(value: object) -> str:
    text = json.dumps(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _contract(text: str) -> str:
    """ACBL's contract as bridgekit reads it: ``4 H x`` is ``4HX``; a pass is ``Pass``."""
    compact = re.sub(r"\s+", "", text).upper()
    return "Pass" if compact in ("PASS", "PASSED", "PASSEDOUT", "PASSOUT", "P") else compact


def _score(text: str) -> str:
    """ACBL's N-S score as bridgekit reads it: a passed-out board scores 0; ``AVE`` is
    average (``A=``); ``AVE+`` and ``AVE-`` are read by :mod:`bridgekit.adjusted` as
    they are."""
    upper = text.upper()
    if upper in ("PASS", "PASSED", "PASSEDOUT", "PASSOUT"):
        return "0"
    if upper in ("AVE", "AV", "A"):
        return "A="
    return text


def _masterpoints(summary: dict[str, Any]) -> str:
    """The masterpoints a pair won, as the page prints them: each player's ``awards``
    (their ``total``, with the ``pigment`` colours where given: ``0.80 Black``), the
    pair's once when both players won the same; "" when the page has none."""
    won = []
    for player in summary.get("players") or []:
        awards = player.get("awards") if isinstance(player, dict) else None
        awards = [awards] if isinstance(awards, dict) else awards or []
        for award in awards:
            if not isinstance(award, dict):
                continue
            total = award.get("total")
            text = _text(total) if isinstance(total, str) else \
                f"{total:.2f}" if isinstance(total, int | float) else ""
            colours = [_text(p.get("color")) for p in award.get("pigment") or []
                       if isinstance(p, dict)]
            if text:
                won.append(" ".join([text, *dict.fromkeys(c for c in colours if c)]))
    return " / ".join(dict.fromkeys(won))


def _players(summary: dict[str, Any]) -> str:
    names = [_text(p.get("name")) for p in summary.get("players") or [] if isinstance(p, dict)]
    return " - ".join(n for n in names if n)


def _published(text: str, column: str, decimals: dict[str, int], warnings: list[dict[str, Any]],
               where: dict[str, Any], what: str = "published matchpoints") -> float:
    """A number the page published (NaN, with a warning naming ``what`` it is, where the text
    is not a number); ``decimals`` keeps the most each column was printed with."""
    if NUMBER_RE.fullmatch(text):
        decimals[column] = max(decimals.get(column, 0), decimals_of(text))
        return float(text)
    if text:
        warnings.append({**where, "column": column, "value": text[:40],
                         "problem": f"{text[:40]!r}: {what} should be a number; not used"})
    return float("nan")


def _section_rows(section: dict[str, Any], label: str, name: str, decimals: dict[str, int],
                  warnings: list[dict[str, Any]], totals: list[dict[str, str]]) -> list[dict[str, Any]]:
    """The section's results, each pair named as its published total (``totals``) names it."""
    names = {(t["Direction"].replace("-", ""), t["PairId"]): t["Names"] for t in totals}
    rows = []
    for board in _items(section, "boards", f"section {label!r}", name):
        number = _text(board.get("board_number"))
        if not re.fullmatch(r"[0-9]{1,9}", number):
            raise FileFormatError(f"section {label!r}: board_number {_clip(board.get('board_number'))}"
                                  ": expected a whole number", path=name)
        for result in _items(board, "board_results", f"board {number}", name):
            ns, ew = _text(result.get("ns_pair")), _text(result.get("ew_pair"))
            where = {"board": int(number), "ns": ns, "ew": ew}
            rows.append({
                **where, "contract": _contract(_text(result.get("contract"))),
                "declarer": _text(result.get("declarer")).upper(),
                "result": _text(result.get("tricks_taken")),
                "lead": _text(result.get("opening_lead")),
                "ns_score": _score(_text(result.get("ns_score"))), "section": label,
                "round": _text(result.get("round_number")),
                "table": _text(result.get("table_number")),
                "ns_names": names.get(("NS", ns), names.get(("", ns), "")),
                "ew_names": names.get(("EW", ew), names.get(("", ew), "")),
                "acbl_mp_ns": _published(_text(result.get("ns_match_points")), "acbl_mp_ns",
                                         decimals, warnings, where),
                "acbl_mp_ew": _published(_text(result.get("ew_match_points")), "acbl_mp_ew",
                                         decimals, warnings, where)})
    return rows


def _section_totals(section: dict[str, Any], label: str, name: str,
                    decimals: dict[str, int]) -> list[dict[str, str]]:
    """The published pair totals, keyed as PBN's TotalScoreTable keys them."""
    totals = []
    for summary in _items(section, "pair_summaries", f"section {label!r}", name):
        direction = _text(summary.get("direction")).upper().replace("-", "")
        row = {"Section": label, "PairId": _text(summary.get("pair_number")),
               "Direction": {"NS": "N-S", "EW": "E-W"}.get(direction, ""),
               "TotalScoreMP": _text(summary.get("score")),
               "TotalPercentage": _text(summary.get("percentage")),
               "NrBoards": _text(summary.get("boards_played")), "Names": _players(summary)}
        won = _masterpoints(summary)
        if won:
            row["MasterPoints"] = won
        for key in ("TotalScoreMP", "TotalPercentage"):
            if NUMBER_RE.fullmatch(row[key]):
                decimals[key] = max(decimals.get(key, 0), decimals_of(row[key]))
        totals.append(row)
    return totals


def read_acbl(source: object, *, max_bytes: int | None = None) -> pd.DataFrame:
    """Read a saved my.acbl.org club game page: every result of every section.

    Columns: ``board, ns, ew, contract, declarer, result`` (the tricks taken),
    ``lead, ns_score, section, round, table, ns_names, ew_names`` and the published
    matchpoints ``acbl_mp_ns, acbl_mp_ew`` (1 and 1/2 to a top of ``acbl_board_top``).
    A passed-out board's contract is ``Pass`` and its score 0.

    ``attrs``: ``format`` (``"acbl"``), ``totals`` (each pair summary as PBN's
    TotalScoreTable keys it, with its ``Section``, and ``MasterPoints`` where the page
    awards them), ``decimals``  (the decimals each
    published number was printed with), ``warnings`` (published matchpoints that are not
    numbers, kept as NaN), ``scoring`` (``board_scoring_method``), ``game`` (the game's
    name, club, date, id and ``acbl_board_top``), and what ``bridgekit check`` needs to
    rescore the page as ACBLscore did: ``scale`` (``"acbl"``), ``scale_totals``
    (``"session"``), ``normal`` (the results a board is factored to: the top plus one)
    and ``convention`` (:data:`CONVENTION`); ``program`` names the program (the page's
    ``program_name``, else ACBLscore). Sections are scored apart: :func:`bridgekit.pairs.published.split_sections`.

    Raises
    ------
    FileFormatError
        A page without the ``<result-details v-bind:data>`` element (saying what was
        expected), data that is not JSON or not a game, JSON nested deeper than
        :data:`MAX_JSON_DEPTH`, a board number that is not a whole number, a page larger
        than ``max_bytes``.
    """
    name = source_name(source)
    game = _parse_game(_game_json(decode_text(read_source(source, max_bytes=max_bytes), name,
                                              format="html"),
                                  name), name)
    sessions = _items(game, "sessions", "the game", name)
    records: list[dict[str, Any]] = []
    totals: list[dict[str, str]] = []
    warnings: list[dict[str, Any]] = []
    decimals: dict[str, int] = {}
    for session in sessions:
        for section in _items(session, "sections", "a session", name):
            label = _text(section.get("name"))
            if len(sessions) > 1:
                label = f"{label} (session {_text(session.get('number'))})".strip()
            published = _section_totals(section, label, name, decimals)
            records += _section_rows(section, label, name, decimals, warnings, published)
            totals += published
    frame = pd.DataFrame(records, columns=_COLUMNS)
    facts = {key: _text(game.get(key)) for key in ("id", "name", "club_name", "type", "start_date",
                                                   "board_scoring_method", "acbl_board_top",
                                                   "program_name")}
    top = facts["acbl_board_top"]
    frame.attrs.update(path=name, format="acbl", warnings=frozen(warnings), decimals=decimals,
                       totals=frozen(totals or None), game=facts, scale="acbl",
                       scale_totals="session", convention=CONVENTION, sections="apart",
                       program={"name": facts["program_name"] or "ACBLscore", "version": ""},
                       scoring=facts["board_scoring_method"] or "MATCH_POINTS")
    if re.fullmatch(r"[0-9]{1,4}", top) and int(top) > 0:
        frame.attrs["normal"] = int(top) + 1  # a top of n - 1 on the 1 and 1/2 scale
    return frame
