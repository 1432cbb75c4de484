"""Hand records: the deals of a session, and the analysis a PBN file carries with them.

:func:`read_hand_records` reads one row per board: ``board, dealer, vulnerability,
deal`` and, where the file has them, ``dd`` (a :class:`bridgekit.DDTable` from the
``DoubleDummyTricks`` tag or an ``OptimumResultTable``), ``optimum_score`` (the
``OptimumScore`` tag as a score to N-S: ``"NS 450"`` is +450, ``"EW 450"`` is -450,
and in ``"EW 6N; -990"`` the number after ``;`` is already N-S signed) and
``par_contract`` (the ``ParContract`` or ``OptimumContract`` tag as written).

:func:`format_hand_records` prints deals, their double-dummy tables and par as BridgeComposer
5.107 writes a hand record (the fixture ``tests/data/hands/bridgecomposer-handrecord.pbn``):
CRLF line ends; a ``%`` header; per deal the tags ``Event, Site, Date, Board, West,
North, East, South, Dealer, Vulnerable, Deal, Scoring, Declarer, Contract, Result``, then
``DoubleDummyTricks, Generator, OptimumScore, ParContract`` and the ``OptimumResultTable``
with its 20 rows (``N NT  7``: declarer, strain right-aligned in two characters, tricks as
wide as the widest count, so ``Result\\1R`` and ``N NT 7`` on a deal where no count reaches
10; declarers N, S, E, W by NT, S, H, D, C). BridgeComposer's own ``BCFlags`` tag (its display
switches) is not written. The deal starts with the dealer's hand (``E:...`` on board 2);
both vulnerable is ``All``. Par is written as BridgeComposer writes it:

``[OptimumScore "NS 980"]``
    The side of the par contract and its score seen from that side: a sacrifice by N-S
    reads ``"NS -100"``, one by E-W ``"EW -500"`` (N-S +500).
``[ParContract "EW 6H=; EW 6S="]``
    Each par contract as the side (``NS``, ``EW``) when both its players take the tricks,
    else the one seat (``E 3N+2``), then the lowest level that scores par, the strain (no
    trumps ``N``), ``X`` when doubled and the result (``=``, ``+2``, ``-1``); several are
    joined by ``; `` from the lowest strain up (clubs first), as bids rank. A deal
    passed out at par reads ``"NS 0"`` and ``"NS Pass"`` (no such deal is in the fixture:
    this is the form tools that write BridgeComposer's tags use).
"""

from __future__ import annotations

import os
from functools import lru_cache
from typing import Any

import numpy as np
import pandas as pd

from bridgekit.board import Seat, Side, Vulnerability, board_dealer, board_vulnerability
from bridgekit.contract import Strain
from bridgekit.deals.deal import RANKS, Deal
from bridgekit.deals.double_dummy import DDTable
from bridgekit.deals.par_score import Par, ParContract, optimum_score
from bridgekit.errors import BridgekitError, FileFormatError
from bridgekit.io._files import atomic_write_text, source_name
from bridgekit.io.pbn import (
    BOARD_RE,
    GameCollector,
    PbnTable,
    deal_tags,
    read_games,
    read_lines,
    unwritable,
)

__all__ = ["Deals", "deals_frame", "format_hand_records", "read_hand_records",
           "write_hand_record_html"]  # hand_record_html: bridgekit.show

COLUMNS = ["board", "dealer", "vulnerability", "deal", "dd", "optimum_score", "par_contract",
           "line"]


def read_hand_records(source: object, *, max_bytes: int | None = None) -> pd.DataFrame:
    """Read a PBN file's deals (a path, bytes or an open file): one row per board.

    A board without a ``Deal`` tag is left out; a board's dealer and vulnerability
    default to the standard rotation for its number when the tags are missing or say
    nothing (``""``, ``?``, or a ``#`` with no game before it to repeat), as the results are
    read.

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
    lines = read_lines(source, max_bytes=max_bytes)
    records = read_games(lines, Deals(name), path=name)
    if not records:
        raise FileFormatError('no deal found: expected [Deal "N:..."] tags', path=name,
                              line=len(lines) or 1)
    return deals_frame(records, name)


def deals_frame(records: list[dict[str, Any]], name: str) -> pd.DataFrame:
    """The hand records of :class:`Deals`' records (one row per board)."""
    frame = one_deal_per_board(pd.DataFrame(records, columns=COLUMNS), name)
    frame["optimum_score"] = frame["optimum_score"].astype(float)
    frame.attrs.update(path=name, format="pbn")
    return frame


def hand_record_dicts(records: list[dict[str, Any]], name: str) -> list[dict[str, Any]]:
    """``deal_records(deals_frame(records, name))``: the hand records of :class:`Deals`' records
    as Python values. When each board is there once (the usual file) they are the records
    themselves, the par score a float, with no frame made between.

    Raises
    ------
    FileFormatError
        A board with two different deals (:func:`deals_frame`).
    """
    if len({record["board"] for record in records}) < len(records):
        return deal_records(deals_frame(records, name))
    return [{**record, "optimum_score": float(record["optimum_score"])} for record in records]


def deal_records(frame: pd.DataFrame) -> list[dict[str, Any]]:
    """``frame.to_dict("records")`` of :func:`deals_frame`'s frame (each value a Python one),
    built a column at a time rather than a value at a time."""
    columns = list(frame.columns)
    return [dict(zip(columns, row, strict=True))
            for row in zip(*(frame[c].tolist() for c in columns), strict=True)]


class Deals(GameCollector):
    """The hand-record reader's builder: a record per game that has a Deal tag (its score
    tables are not read); the results reader's walk can tell it too (one pass for both)."""

    def __init__(self, path: str):
        super().__init__(path)
        self.records: list[dict[str, Any]] = []
        self.written: set[str] = set()  # Deal tags already as Deal writes them

    def visit_tags(self, tags: list[tuple[str, str, int]]) -> None:
        texts = [value for name, value, _ in tags if name == "Deal"]
        self.written = {t for t, ok in zip(texts, written_deals(texts).tolist(), strict=True)
                        if ok}

    def keeps(self, table: PbnTable) -> bool:
        return table.name == "OptimumResultTable"

    def end_game(self) -> None:
        if "Deal" in self.tags:
            self.records.append(_record(self.tags, self.tables, self.path, self.written))

    def result(self) -> list[dict[str, Any]]:
        return self.records


def one_deal_per_board(frame: pd.DataFrame, name: str) -> pd.DataFrame:
    """A board repeated with the same deal, dealer and vulnerability (a file of several
    sections) is kept once; the same board with two different deals, dealers or
    vulnerabilities is an error."""
    twice = frame.board.duplicated(keep=False).to_numpy()
    if not twice.any():  # each board once (the usual file): kept as it is
        return frame.reset_index(drop=True)
    repeated = frame[twice]
    for board, group in repeated.groupby("board"):
        lines = ", ".join(str(x) for x in group.line)
        if group.deal.nunique() > 1:
            raise FileFormatError(f"board {board} has different deals (lines {lines}): one deal "
                                  "per board", path=name, line=int(group.line.iloc[1]))
        for column, what in (("dealer", "dealers"), ("vulnerability", "vulnerabilities")):
            if group[column].nunique() > 1:
                values = ", ".join(map(str, group[column]))
                raise FileFormatError(f"board {board} has different {what} ({values}; lines "
                                      f"{lines}): one deal per board", path=name,
                                      line=int(group.line.iloc[1]))
    return frame.drop_duplicates("board").reset_index(drop=True)


def _tag(tags: dict[str, tuple[str, int]], key: str) -> tuple[str, int] | tuple[None, None]:
    return tags.get(key, (None, None))


#: Each byte's rank (0 for the ace ... 12 for the two), a suit's end (``.``) 13, any other 255.
_SYMBOL = np.full(256, 255, dtype=np.uint8)
_SYMBOL[list(RANKS.encode())] = np.arange(13, dtype=np.uint8)
_SYMBOL[ord(".")] = 13


def written_deals(texts: list[str]) -> np.ndarray:
    """Which Deal tags are whole deals written as :class:`~bridgekit.deals.deal.Deal` writes
    them (what ``str(Deal.parse(text))`` gives back unchanged), checked for all the tags at
    once: the first seat and ``:``, four hands of 13 cards each written
    spades.hearts.diamonds.clubs high to low, one space between, every card of the pack
    once. Any other tag (a hand not known, another spelling, a card missing) is read card
    by card (which says what is wrong).

    >>> written_deals(["N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 KQ52.T.T96.K8753",
    ...                "N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 KQ52.T.T96.K875",
    ...                "N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 KQ52.T.96T.K8753"]
    ...               ).tolist()
    [True, False, False]
    """
    out = np.zeros(len(texts), dtype=bool)
    at = [i for i, text in enumerate(texts) if len(text) == 69 and text.isascii()]
    if not at:
        return out
    grid = np.frombuffer("".join([texts[i] for i in at]).encode("ascii"),
                         dtype=np.uint8).reshape(len(at), 69)
    ok = np.isin(grid[:, 0], np.frombuffer(b"NESW", dtype=np.uint8)) & (grid[:, 1] == ord(":"))
    ok &= (grid[:, [18, 35, 52]] == ord(" ")).all(axis=1)
    # the four hands, 16 characters each: 13 ranks and the 3 dots between the suits
    hands = _SYMBOL[np.c_[grid[:, 2:], grid[:, :1]].reshape(len(at), 4, 17)[:, :, :16]]
    dots = hands == 13
    ok &= (hands != 255).all(axis=(1, 2)) & (dots.sum(axis=2) == 3).all(axis=1)
    before, after = hands[:, :, :-1], hands[:, :, 1:]
    ok &= ~((before < 13) & (after < 13) & (before >= after)).any(axis=(1, 2))  # high to low
    cards = np.where(dots | (hands == 255), 52, np.cumsum(dots, axis=2) * 13 + hands)
    held = np.bincount((np.arange(len(at))[:, None, None] * 53 + np.minimum(cards, 52)).ravel(),
                       minlength=53 * len(at)).reshape(len(at), 53)
    ok &= (held[:, :52] == 1).all(axis=1)  # each card of the pack once
    out[at] = ok
    return out


@lru_cache(maxsize=64)
def _seat(text: str) -> Seat:
    return Seat.parse(text)


@lru_cache(maxsize=64)
def _vulnerability(text: str) -> Vulnerability:
    return Vulnerability.parse(text)


def _record(tags: dict[str, tuple[str, int]], tables: list[PbnTable], name: str,
            written: set[str]) -> dict[str, Any]:
    deal_text, line = tags["Deal"]
    board_text, board_line = _tag(tags, "Board")
    try:
        if board_text is None or not BOARD_RE.fullmatch(board_text.strip()):
            raise FileFormatError(f"{board_text!r}: a board number is a whole number",
                                  path=name, line=board_line or line)
        board = int(board_text)
        deal = deal_text if deal_text in written else str(Deal.parse(deal_text))
        vul_text, dealer_text = deal_tags(tags, name)  # as the results read them
        dealer = _seat(dealer_text) if dealer_text else board_dealer(board)
        vul = _vulnerability(vul_text) if vul_text else board_vulnerability(board)
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
            "deal": deal, "dd": dd, "optimum_score": score, "par_contract": contract,
            "line": tags["Deal"][1]}


def _dd(tags: dict[str, tuple[str, int]], tables: list[PbnTable], line: int) -> tuple[DDTable | None, int]:
    text, tag_line = _tag(tags, "DoubleDummyTricks")
    if text:
        return DDTable.from_pbn(text), tag_line or line
    if tables:  # the game's OptimumResultTables (:meth:`Deals.keeps`)
        return DDTable.from_rows([tokens for _, tokens in tables[0].rows]), tables[0].line
    return None, line


_DD_SEATS = (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)  # BridgeComposer's row order
_DD_STRAINS = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)
_BID_ORDER = (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP)
_VULNERABLE = {"None": "None", "NS": "NS", "EW": "EW", "Both": "All"}


def optimum_score_text(p: Par) -> str:
    """The ``OptimumScore`` tag's value as BridgeComposer writes it: the par contract's side
    and its score from that side (``"NS 0"`` passed out).

    >>> from bridgekit.deals.double_dummy import DDTable
    >>> from bridgekit.deals.par_score import par
    >>> optimum_score_text(par(DDTable.from_pbn("593885938874a5574a55"), "EW", "S"))
    'NS -100'
    """
    if not p.contracts:
        return "NS 0"
    side = p.contracts[0].side
    return f"{side.value} {p.score if side is Side.NS else -p.score}"


def _contract_text(c: ParContract) -> str:
    both = len(c.declarers) == 2
    who = c.side.value if both else str(c.declarers[0])
    over = c.tricks - c.level - 6
    result = "=" if over == 0 else f"{over:+d}"
    strain = "N" if c.strain is Strain.NOTRUMP else str(c.strain)
    return f"{who} {c.level}{strain}{'X' if c.doubled else ''}{result}"


def par_contract_text(p: Par) -> str:
    """The ``ParContract`` tag's value as BridgeComposer writes it (see the module's text):
    ``"EW 6H=; EW 6S="``, ``"E 3N+2"``, ``"NS 4SX-1"``, ``"NS Pass"``.

    >>> from bridgekit.deals.double_dummy import DDTable
    >>> from bridgekit.deals.par_score import par
    >>> par_contract_text(par(DDTable.from_pbn("00082000827cc5a7cc5a"), "NS", "E"))
    'EW 6H=; EW 6S='
    """
    if not p.contracts:
        return "NS Pass"
    ordered = sorted(p.contracts, key=lambda c: _BID_ORDER.index(c.strain))
    return "; ".join(_contract_text(c) for c in ordered)


def optimum_result_table(table: DDTable) -> list[str]:
    """The ``OptimumResultTable`` tag and its 20 rows as BridgeComposer writes them: the
    tricks right-aligned as wide as the widest count (``Result\\2R`` and ``N NT  7`` when
    some count is 10 or more, else ``Result\\1R`` and ``N NT 7``).

    >>> from bridgekit.deals.double_dummy import DDTable
    >>> optimum_result_table(DDTable.from_pbn("44379443797896478964"))[:2]
    ['[OptimumResultTable "Declarer;Denomination\\\\2R;Result\\\\1R"]', 'N NT 4']
    """
    width = 2 if max(map(max, table.cells)) >= 10 else 1
    return [f'[OptimumResultTable "Declarer;Denomination\\2R;Result\\{width}R"]'] + [
        f"{seat} {strain.value:>2} {table.tricks(seat, strain):>{width}}"
        for seat in _DD_SEATS for strain in _DD_STRAINS]


def format_hand_records(hand_records: pd.DataFrame, tables: list[DDTable], pars: list[Par], *,
                        event: str = "", generator: str = "bridgekit",
                        path: str = "<text>") -> str:
    """A hand record's text, one deal per row of ``hand_records`` (``board, dealer,
    vulnerability, deal``), with each deal's exact double-dummy table and par (``tables``
    and ``pars``, in the same order), as BridgeComposer writes them (see the module's text).
    Lines end in CRLF. ``generator`` is the ``Generator`` tag and the ``%Creator`` line.

    Raises
    ------
    FileFormatError
        A lossy table (its "6 or fewer" cells cannot be written as tricks), or an event
        or generator text PBN cannot hold.
    """
    for text in (event, generator):
        why = unwritable(text)
        if why:
            raise FileFormatError(f"{text[:40]!r} {why}", path=path)
    quoted = event.replace("\\", "\\\\").replace('"', '\\"')
    charset = "ISO-8859-1" if max(map(ord, event + generator), default=0) < 256 else "UTF-8"
    lines = ["% PBN 2.1", "% EXPORT", f"%Content-type: text/x-pbn; charset={charset}",
             f"%Creator: {generator}"]
    rows = hand_records[["board", "dealer", "vulnerability", "deal"]].itertuples(index=False)
    for i, ((board, dealer, vul, deal), table, p) in enumerate(
            zip(rows, tables, pars, strict=True)):
        if table.lossy:
            raise FileFormatError(f"board {board}: its double-dummy table only says '6 or "
                                  "fewer' for some cells; compute it (recompute=True)",
                                  path=path)
        d = Deal.parse(deal)
        first = Seat.parse(dealer)
        if i:
            lines.append("")
        lines += [f'[Event "{quoted}"]', '[Site ""]', '[Date ""]', f'[Board "{board}"]',
                  '[West ""]', '[North ""]', '[East ""]', '[South ""]',
                  f'[Dealer "{first}"]',
                  f'[Vulnerable "{_VULNERABLE[str(Vulnerability.parse(vul))]}"]',
                  f'[Deal "{Deal(d.hands, first)}"]', '[Scoring ""]', '[Declarer ""]',
                  '[Contract ""]', '[Result ""]', f'[DoubleDummyTricks "{table.to_pbn()}"]',
                  f'[Generator "{generator}"]', f'[OptimumScore "{optimum_score_text(p)}"]',
                  f'[ParContract "{par_contract_text(p)}"]']
        lines += optimum_result_table(table)
    return "\r\n".join(lines) + "\r\n"


def hand_record_bytes(text: str) -> bytes:
    """:func:`format_hand_records`'s text in the charset its header declares."""
    return text.encode("latin-1" if "charset=ISO-8859-1" in text[:200] else "utf-8")


def write_hand_record_html(hand_records: pd.DataFrame, path: str | os.PathLike[str], *, title: str = "Hand record",
                           compute: bool = False) -> None:
    """Write :func:`bridgekit.show.hand_record_html` to ``path`` (safely: a temporary file,
    then renamed)."""
    from bridgekit.show.hand_records import hand_record_html

    atomic_write_text(path, hand_record_html(hand_records, title=title, compute=compute))

