"""Hand records: the deals of a session, and the analysis a PBN file carries with them.

:func:`read_hand_records` reads one row per board: ``board, dealer, vulnerability,
deal`` and, where the file has them, ``dd`` (a :class:`bridgekit.DDTable` from the
``DoubleDummyTricks`` tag or an ``OptimumResultTable``), ``optimum_score`` (the
``OptimumScore`` tag as a score to N-S: ``"NS 450"`` is +450, ``"EW 450"`` is -450,
and in ``"EW 6N; -990"`` the number after ``;`` is already N-S signed) and
``par_contract`` (the ``ParContract`` or ``OptimumContract`` tag as written).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import numpy as np
import pandas as pd

from bridgekit.board import Seat, Vulnerability, board_dealer, board_vulnerability
from bridgekit.deals.deal import Deal
from bridgekit.deals.double_dummy import DDTable
from bridgekit.deals.par_score import optimum_score
from bridgekit.errors import BridgekitError, FileFormatError
from bridgekit.io._files import atomic_write_text, read_text, source_name
from bridgekit.io.pbn import BOARD_RE, GameCollector, PbnTable, pbn_lines, read_games

__all__ = ["read_hand_records", "write_hand_record_html"]  # hand_record_html: bridgekit.show

COLUMNS = ["board", "dealer", "vulnerability", "deal", "dd", "optimum_score", "par_contract",
           "line"]


def read_hand_records(source: object, *, max_bytes: int | None = None) -> pd.DataFrame:
    """Read a PBN file's deals (a path, bytes or an open file): one row per board.

    A board without a ``Deal`` tag is left out; a board's dealer and vulnerability
    default to the standard rotation for its number when the tags are missing.

    Raises
    ------
    FileFormatError
        Naming the file and line: a deal, board number, vulnerability or table that
        cannot be read, or a file with no deal at all.

    Examples
    --------
    >>> text = b'[Board "1"]\\n[Dealer "N"]\\n[Vulnerable "None"]\\n' \\
    ...        b'[Deal "N:J76.AK.AQJ954.J3 QT.QT8542.62.Q52 AK9543.6.K3.T986 82.J973.T87.AK74"]\\n' \\
    ...        b'[OptimumScore "NS 450"]\\n'
    >>> hr = read_hand_records(text)
    >>> int(hr.board[0]), hr.dealer[0], hr.vulnerability[0], float(hr.optimum_score[0])
    (1, 'N', 'None', 450.0)
    """
    name = source_name(source)
    lines = pbn_lines(read_text(source, max_bytes=max_bytes, format="pbn"))
    records = read_games(lines, _Deals(name), path=name)
    if not records:
        raise FileFormatError('no deal found: expected [Deal "N:..."] tags', path=name,
                              line=len(lines) or 1)
    frame = _one_deal_per_board(pd.DataFrame(records, columns=COLUMNS), name)
    frame["optimum_score"] = frame["optimum_score"].astype(float)
    frame.attrs.update(path=name, format="pbn")
    return frame


class _Deals(GameCollector):
    """The hand-record reader's builder: a record per game that has a Deal tag (its score
    tables are not read)."""

    def __init__(self, path: str):
        super().__init__(path)
        self.records: list[dict[str, Any]] = []

    def visit_table(self, table: PbnTable) -> None:
        if table.name == "OptimumResultTable":
            self.tables.append(table)

    def end_game(self) -> None:
        if "Deal" in self.tags:
            self.records.append(_record(self.tags, self.tables, self.path))

    def result(self) -> list[dict[str, Any]]:
        return self.records


def _one_deal_per_board(frame: pd.DataFrame, name: str) -> pd.DataFrame:
    """A board repeated with the same deal (a file of several sections) is kept once; the
    same board with two different deals is an error."""
    repeated = frame[frame.board.duplicated(keep=False)]
    for board, group in repeated.groupby("board"):
        if group.deal.nunique() > 1:
            lines = ", ".join(str(x) for x in group.line)
            raise FileFormatError(f"board {board} has different deals (lines {lines}): one deal "
                                  "per board", path=name, line=int(group.line.iloc[1]))
    return frame.drop_duplicates("board").reset_index(drop=True)


def _tag(tags: dict[str, tuple[str, int]], key: str) -> tuple[str, int] | tuple[None, None]:
    return tags.get(key, (None, None))


def _record(tags: dict[str, tuple[str, int]], tables: list[PbnTable], name: str
            ) -> dict[str, Any]:
    deal_text, line = tags["Deal"]
    board_text, board_line = _tag(tags, "Board")
    try:
        if board_text is None or not BOARD_RE.fullmatch(board_text.strip()):
            raise FileFormatError(f"{board_text!r}: a board number is a whole number",
                                  path=name, line=board_line or line)
        board = int(board_text)
        deal = Deal.parse(deal_text)
        dealer_text, dealer_line = _tag(tags, "Dealer")
        line = dealer_line or line
        dealer = Seat.parse(dealer_text) if dealer_text else board_dealer(board)
        vul_text, vul_line = _tag(tags, "Vulnerable")
        line = vul_line or line
        vul = Vulnerability.parse(vul_text) if vul_text is not None else \
            board_vulnerability(board)
        dd, line = _dd(tags, tables, line)
        score_text, score_line = _tag(tags, "OptimumScore")
        line = score_line or line
        score = optimum_score(score_text) if score_text else np.nan
    except FileFormatError:
        raise
    except BridgekitError as exc:
        raise FileFormatError(str(exc), path=name, line=line) from None
    contract = _tag(tags, "ParContract")[0] or _tag(tags, "OptimumContract")[0] or ""
    return {"board": board, "dealer": str(dealer), "vulnerability": str(vul),
            "deal": str(deal), "dd": dd, "optimum_score": score, "par_contract": contract,
            "line": tags["Deal"][1]}


def _dd(tags: dict[str, tuple[str, int]], tables: list[PbnTable], line: int) -> tuple[DDTable | None, int]:
    text, tag_line = _tag(tags, "DoubleDummyTricks")
    if text:
        return DDTable.from_pbn(text), tag_line or line
    for table in tables:
        if table.name == "OptimumResultTable":
            rows = [tokens for _, tokens in table.rows]
            return DDTable.from_rows(rows), table.line
    return None, line


def write_hand_record_html(hand_records: pd.DataFrame, path: str | os.PathLike[str], *, title: str = "Hand record",
                           compute: bool = False) -> None:
    """Write :func:`bridgekit.show.hand_record_html` to ``path`` (safely: a temporary file,
    then renamed). ``hand_record_html`` itself renders in :mod:`bridgekit.show`; this
    module keeps its name so that ``bridgekit.io.hand_record_html`` goes on working."""
    from bridgekit.show.hand_records import hand_record_html

    atomic_write_text(path, hand_record_html(hand_records, title=title, compute=compute))


def __getattr__(name: str) -> Callable[..., str]:
    """``hand_record_html`` renders in :mod:`bridgekit.show` (above io): loaded when asked
    for, so that reading hand records loads no markup."""
    if name == "hand_record_html":
        from bridgekit.show.hand_records import hand_record_html

        return hand_record_html
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
