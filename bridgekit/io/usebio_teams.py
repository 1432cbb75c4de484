"""USEBIO teams events: the matches of a teams file, text to frames.

A USEBIO file whose ``EVENT`` has ``EVENT_TYPE="TEAMS"`` (EBU TeamsScorer, EBUScoreTeams)
holds its matches as ``MATCH`` elements, directly in the ``EVENT`` or in a ``SESSION``:
``ROUND_NUMBER``, ``TEAM`` (the home team's number), ``OPPOSING_TEAM``, ``TEAM_SCORE`` and
``OPPOSING_TEAM_SCORE`` (the match's published VPs, or its board-a-match points), then one
``BOARD`` per board (``BOARD_NUMBER``; the home team's ``IMPS``, or ``TEAM_POINTS`` and
``OPPOSING_TEAM_POINTS`` at point-a-board) with its two ``TRAVELLER_LINE`` s. The line with
``DIRECTION`` ``NS`` is table 1, where the home team sat North-South; the ``EW`` line is
table 2. Each line's ``SCORE`` is the North-South score; a line may carry
``NS_CROSS_IMP_POINTS`` / ``EW_CROSS_IMP_POINTS`` (cross-IMPs over the field).
``PARTICIPANTS`` (in the ``EVENT``, or in a ``SESSION`` as the EBU's own files keep it) holds
one ``TEAM`` per team (``TEAM_NUMBER``, ``TEAM_NAME`` as elements or attributes, ``PLACE``,
``TOTAL_SCORE``) with its ``PAIR`` s (``PAIR_NUMBER``, ``TOTAL_SCORE`` or ``PAIR_IMPS``).
The header names the program (``PROGRAM_NAME``, ``PROGRAM_VERSION``) and the scoring
(``BOARD_SCORING_METHOD`` IMPS or PAB, ``MATCH_SCORING_METHOD`` VPS,
``PAIRWISE_SCORING_METHOD`` CROSS_IMPS).

This module parses only: it scores nothing. The frame it gives is
:func:`bridgekit.score_teams_event`'s input with the file's published numbers beside it.

>>> text = ('<USEBIO Version="1.2"><EVENT EVENT_TYPE="TEAMS"><BOARD_SCORING_METHOD>IMPS'
...         '</BOARD_SCORING_METHOD><MATCH><ROUND_NUMBER>1</ROUND_NUMBER><TEAM>1</TEAM>'
...         '<OPPOSING_TEAM>2</OPPOSING_TEAM><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><IMPS>6</IMPS>'
...         '<TRAVELLER_LINE><DIRECTION>NS</DIRECTION><SCORE>420</SCORE></TRAVELLER_LINE>'
...         '<TRAVELLER_LINE><DIRECTION>EW</DIRECTION><SCORE>170</SCORE></TRAVELLER_LINE>'
...         '</BOARD></MATCH></EVENT></USEBIO>')
>>> f = read_usebio_teams(text.encode())
>>> f[["round", "match", "home", "away", "board", "table1_ns", "table2_ns", "usebio_imps"]].values.tolist()
[[1, 1, '1', '2', 1, 420.0, 170.0, 6.0]]
>>> is_usebio_teams(text.encode()), f.attrs["scoring"]
(True, 'IMPS')
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

import numpy as np
import pandas as pd

from bridgekit.columns import pair_number
from bridgekit.errors import FileFormatError
from bridgekit.format import NUMBER_RE, decimals_of
from bridgekit.io._files import Records, read_source, source_name
from bridgekit.io.usebio import _parse_xml

__all__ = ["is_usebio_teams", "read_usebio_teams"]

#: How far into a file :func:`is_usebio_teams` looks for the EVENT's type.
_HEAD = 65_536
_TEAMS_EVENT = re.compile(rb"<EVENT\b[^>]*\bEVENT_TYPE\s*=\s*[\"']TEAMS[\"']"
                          rb"|<EVENT_TYPE>\s*TEAMS\s*</EVENT_TYPE>", re.IGNORECASE)
_TEAMS_EVENT_TEXT = re.compile(_TEAMS_EVENT.pattern.decode(), re.IGNORECASE)

#: The frame's columns: score_teams_event's input, then what the file published beside it.
COLUMNS = ["round", "match", "home", "away", "board", "table1_ns", "table2_ns",
           "table1_ns_pair", "table1_ew_pair", "table2_ns_pair", "table2_ew_pair",
           "usebio_imps", "usebio_home_points", "usebio_away_points",
           "usebio_cross_imp_t1_ns", "usebio_cross_imp_t1_ew",
           "usebio_cross_imp_t2_ns", "usebio_cross_imp_t2_ew"]


def is_usebio_teams(source: object, *, max_bytes: int | None = None) -> bool:
    """Whether ``source`` (a path, bytes or an open file) is a USEBIO teams event: its
    ``EVENT`` says ``EVENT_TYPE="TEAMS"`` (the first 64 KB are looked at).

    >>> is_usebio_teams(b'<USEBIO><EVENT EVENT_TYPE="MP_PAIRS"></EVENT></USEBIO>')
    False
    """
    data = read_source(source, max_bytes=max_bytes)
    head = data[:_HEAD]
    if isinstance(head, str):
        return _TEAMS_EVENT_TEXT.search(head) is not None
    return _TEAMS_EVENT.search(head.replace(b"\x00", b"")) is not None


def _text(element: ET.Element, tag: str) -> str:
    """An element's child text, or its attribute of that name, stripped ("" if neither)."""
    found = element.findtext(tag)
    if found is None:
        found = element.get(tag, "")
    return found.strip()


def _team(element: ET.Element, tag: str) -> str:
    """A team number as a pair number is read (``01`` is team ``1``: one team, as the
    matches and the participants may write it each their way)."""
    return pair_number(_text(element, tag))[0]


def _number(text: str, what: str, where: str, warnings: list[dict[str, Any]],
            decimals: dict[str, int], key: str) -> float:
    """A published number, NaN if absent; one that is not a number is a warning (NaN)."""
    if not text:
        return np.nan
    if NUMBER_RE.fullmatch(text):
        decimals[key] = max(decimals.get(key, 0), decimals_of(text))
        return float(text)
    warnings.append({"where": where, "column": what, "value": text,
                     "problem": f"{text!r}: {what} should be a number; not used"})
    return np.nan


def _score(text: str) -> float | str:
    """A table's North-South score as a number, or its text (an adjusted score, ``A+``)."""
    return float(text) if NUMBER_RE.fullmatch(text) else text


def _lines(board: ET.Element, where: str, name: str) -> tuple[ET.Element, ET.Element]:
    """The board's two traveller lines: table 1 (DIRECTION NS, home team N-S), table 2."""
    lines = board.findall("TRAVELLER_LINE")
    if len(lines) != 2:
        raise FileFormatError(f"{where}: {len(lines)} TRAVELLER_LINE elements; a teams board "
                              "has two, one for each table", path=name)
    directions = [_text(line, "DIRECTION").upper().replace("-", "") for line in lines]
    if directions == ["EW", "NS"]:
        return lines[1], lines[0]
    if directions not in (["NS", "EW"], ["", ""]):
        raise FileFormatError(f"{where}: DIRECTION {directions[0]!r} and {directions[1]!r}; "
                              "expected one NS line (table 1, the home team North-South) and "
                              "one EW line (table 2)", path=name)
    return lines[0], lines[1]


def _board_row(board: ET.Element, match_key: dict[str, Any], where: str, name: str,
               warnings: list[dict[str, Any]], decimals: dict[str, int]) -> dict[str, Any]:
    number = _text(board, "BOARD_NUMBER")
    if not re.fullmatch(r"[0-9]{1,9}", number):
        raise FileFormatError(f"{where}: BOARD_NUMBER {number!r}: expected a whole number",
                              path=name)
    where = f"{where}, board {number}"
    t1, t2 = _lines(board, where, name)
    row = {**match_key, "board": int(number),
           "table1_ns": _score(_text(t1, "SCORE")), "table2_ns": _score(_text(t2, "SCORE")),
           "table1_ns_pair": _text(t1, "NS_PAIR_NUMBER"), "table1_ew_pair": _text(t1, "EW_PAIR_NUMBER"),
           "table2_ns_pair": _text(t2, "NS_PAIR_NUMBER"), "table2_ew_pair": _text(t2, "EW_PAIR_NUMBER")}
    for tag, column in (("IMPS", "usebio_imps"), ("TEAM_POINTS", "usebio_home_points"),
                        ("OPPOSING_TEAM_POINTS", "usebio_away_points")):
        row[column] = _number(_text(board, tag), tag, where, warnings, decimals, column)
    for table, line in (("t1", t1), ("t2", t2)):
        for side in ("NS", "EW"):
            column = f"usebio_cross_imp_{table}_{side.lower()}"
            tag = f"{side}_CROSS_IMP_POINTS"
            row[column] = _number(_text(line, tag), tag, where, warnings, decimals, "cross_imp")
    return row


def _matches(event: ET.Element, name: str, warnings: list[dict[str, Any]],
             decimals: dict[str, int]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Every board row, and each match's published scores (numbered in each round)."""
    rows: list[dict[str, Any]] = []
    matches: list[dict[str, Any]] = []
    numbers: dict[int, int] = {}
    for match in event.iter("MATCH"):
        round_text = _text(match, "ROUND_NUMBER")
        if not re.fullmatch(r"[0-9]{1,9}", round_text):
            raise FileFormatError(f"MATCH {len(matches) + 1}: ROUND_NUMBER {round_text!r}: "
                                  "expected a whole number", path=name)
        rnd = int(round_text)
        numbers[rnd] = numbers.get(rnd, 0) + 1
        home, away = _team(match, "TEAM"), _team(match, "OPPOSING_TEAM")
        if not home or not away:
            raise FileFormatError(f"round {rnd}, match {numbers[rnd]}: a MATCH names its TEAM "
                                  "and OPPOSING_TEAM", path=name)
        key = {"round": rnd, "match": numbers[rnd], "home": home, "away": away}
        where = f"round {rnd}, match {numbers[rnd]} ({home} v {away})"
        boards = match.findall("BOARD")
        matches.append({**key, "boards": len(boards),
                        "home_score": _number(_text(match, "TEAM_SCORE"), "TEAM_SCORE", where,
                                              warnings, decimals, "match_score"),
                        "away_score": _number(_text(match, "OPPOSING_TEAM_SCORE"),
                                              "OPPOSING_TEAM_SCORE", where, warnings, decimals,
                                              "match_score")})
        rows.extend(_board_row(b, key, where, name, warnings, decimals) for b in boards)
    return rows, matches


def _participants(event: ET.Element, warnings: list[dict[str, Any]], decimals: dict[str, int]
                  ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The teams (number, name, place, total) and their pairs (number, team, total)."""
    teams: list[dict[str, Any]] = []
    pairs: list[dict[str, Any]] = []
    # the EVENT's PARTICIPANTS; else a SESSION's, where the EBU's own files keep them (of
    # several sessions holding them, the last: its totals are the event's so far)
    parts = event.find("PARTICIPANTS")
    if parts is None:
        held = [p for p in (s.find("PARTICIPANTS") for s in event.findall("SESSION"))
                if p is not None]
        parts = held[-1] if held else None
        if len(held) > 1:
            warnings.append({"where": "PARTICIPANTS", "column": "PARTICIPANTS",
                             "value": str(len(held)),
                             "problem": f"{len(held)} sessions list the teams; the last "
                                        "session's totals and places are compared"})
    for team in parts.findall("TEAM") if parts is not None else []:
        number = _team(team, "TEAM_NUMBER") or _team(team, "TEAM_ID")
        where = f"team {number}"
        teams.append({"team": number, "name": _text(team, "TEAM_NAME"),
                      "place": _text(team, "PLACE"),
                      "total": _number(_text(team, "TOTAL_SCORE"), "TOTAL_SCORE", where,
                                       warnings, decimals, "team_total")})
        for pair in team.findall("PAIR"):
            pair_number = _text(pair, "PAIR_NUMBER")
            tag = "TOTAL_SCORE" if _text(pair, "TOTAL_SCORE") else "PAIR_IMPS"
            pairs.append({"pair": pair_number, "team": number,
                          "total": _number(_text(pair, tag), tag, f"pair {pair_number}",
                                           warnings, decimals, "pair_total")})
    return teams, pairs


def read_usebio_teams(source: object, *, max_bytes: int | None = None) -> pd.DataFrame:
    """Read a USEBIO teams event (a path, bytes or an open file) as its boards.

    Returns
    -------
    pandas.DataFrame
        One row per board of each match: ``round, match, home, away, board, table1_ns,
        table2_ns`` (:func:`bridgekit.score_teams_event`'s input; ``home``/``away`` are the
        team numbers; a score that is no number, an adjusted score, stays text), each
        table's pairs, and the published numbers: ``usebio_imps`` (the home team's IMPs),
        ``usebio_home_points``/``usebio_away_points`` (point-a-board), the four lines'
        cross-IMPs (NaN where the file has none). ``attrs`` holds ``program``,
        ``program_version``, ``scoring`` (BOARD_SCORING_METHOD), ``match_scoring``,
        ``pairwise_scoring``, ``matches`` (each match's published ``home_score`` and
        ``away_score``), ``teams`` and ``pairs`` (published places and totals, as lists of
        records), ``decimals`` (the decimals each kind of number is printed to) and
        ``warnings``.

    Raises
    ------
    FileFormatError
        XML that does not parse or is refused for safety (as :func:`bridgekit.io.read_usebio`),
        no EVENT, an EVENT that is not a teams event, a match without its round or teams, a
        board without two traveller lines.
    """
    name = source_name(source)
    root = _parse_xml(read_source(source, max_bytes=max_bytes), name)
    event = root.find("EVENT") if root.tag == "USEBIO" else None
    if event is None:
        raise FileFormatError("expected a USEBIO root element holding an EVENT", path=name)
    kind = _text(event, "EVENT_TYPE").upper()
    if kind != "TEAMS":
        raise FileFormatError(f"EVENT_TYPE {kind!r}: not a teams event (EVENT_TYPE=\"TEAMS\"); "
                              "read a pairs event with read_usebio", path=name)
    warnings: list[dict[str, Any]] = []
    decimals: dict[str, int] = {}
    rows, matches = _matches(event, name, warnings, decimals)
    if not rows:
        raise FileFormatError("a teams event with no MATCH holding a BOARD: nothing to read",
                              path=name)
    teams, pairs = _participants(event, warnings, decimals)
    frame = pd.DataFrame(rows, columns=COLUMNS)
    frame.attrs.update(
        path=name, format="usebio-teams", program=_text(event, "PROGRAM_NAME"),
        program_version=_text(event, "PROGRAM_VERSION"),
        scoring=_text(event, "BOARD_SCORING_METHOD").upper(),
        match_scoring=_text(event, "MATCH_SCORING_METHOD").upper(),
        pairwise_scoring=_text(event, "PAIRWISE_SCORING_METHOD").upper(),
        matches=Records(matches), teams=Records(teams), pairs=Records(pairs),
        decimals=decimals, warnings=Records(warnings))  # never deep-copied by pandas
    return frame
