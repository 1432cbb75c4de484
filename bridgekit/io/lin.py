"""BBO's LIN files: the deals as hand records, and each table's contract, declarer and tricks.

A LIN file (Bridge Base Online's hand viewer, its "My hands" pages and its vugraph archive)
is a run of ``tag|value|`` pairs; line breaks between pairs mean nothing. The tags read,
as the public LIN readers read them -- endplay's ``endplay/parsers/lin.py`` with
``Player.from_lin`` and ``Vul.from_lin`` (dominicprice/endplay), the bridgebots package's
LIN reader (``mc`` as the declarer's tricks, the eight names of a match's two rooms), Soren
Hein's BridgeData LIN validator (a ``pn`` inside a ``qx`` board) -- and as BBO's own files
write them:

``vg|Event,Segment,I,1,16,Team A,0,Team B,0|``
    A vugraph file's header: the event, the segment, the scoring (``I`` IMPs), the first
    and last board, the two teams and their carry-over. The event (and segment) becomes
    ``attrs["event"]``.
``pn|South,West,North,East|``
    The players, South first, clockwise. A match's header names eight: the open room's
    four, then the closed room's. A ``pn`` inside a board names that board's players.
``rs|4SS=,4SS-1,3NE+1,|``
    A vugraph header's published results, two a board from ``vg``'s first board on: the
    open room's, then the closed room's (as in the bridgebots package's tests: ``rs`` of
    ``3HN-2,3HN=,4SE=,4SE+1`` for boards 1 and 2). Kept as written, in the results'
    ``published`` column, beside what the auction and play say.
``qx|o3|``
    A board starts: ``o`` the open room, ``c`` the closed room, then the board number.
``ah|Board 3|``
    The board's heading: its number (read before ``qx``'s; without either, the deals are
    numbered in file order).
``md|3SAJ9HAQT6DJT62C98,SQ8762HKJ54DA93C7,ST5H982D874CAQ632,|``
    The deal: a digit for the dealer (1 South, 2 West, 3 North, 4 East), then the hands of
    South, West, North and East, each ``S`` spades ``H`` hearts ``D`` diamonds ``C`` clubs
    (``T`` or ``10`` for the ten); the fourth hand is usually left empty (it holds the
    13 cards the others do not).
``sv|o|``
    Vulnerability: ``o`` (or ``0``) none, ``n`` N-S, ``e`` E-W, ``b`` both. Without it the
    board's number says.
``mb|1N!|``
    A call, from the dealer clockwise: ``p`` pass, ``d`` double, ``r`` redouble, or a bid
    ``1C`` to ``7N``; ``!`` marks an alert. ``an|15-17|`` explains the call before it.
``pc|SK|``
    A card played (suit then rank, either case), from the opening lead on.
``mc|10|``
    A claim: the tricks the declarer takes in all (those played included).

Other tags (``st``, ``rh``, ``pg``, ``nt`` commentary, ``sk``, ``bt`` and so on) lay out
BBO's viewer and are passed over: the results are worked out from the auction, the play and
the claim.

:func:`read_lin` returns the hand records -- the frame :func:`bridgekit.io.read_hand_records`
gives, one row per board -- and in ``attrs["results"]`` one row per table that bid the
board, as a traveller's result: ``board, room`` (``open``, ``closed``), ``contract,
declarer, result`` (``4S``, ``S``, ``10``: the tricks the declarer took; ``Pass`` with no
declarer and no result for a board passed out; no result when the play stops unclaimed),
``lead, ns_names, ew_names, auction`` (``2N P 3C! X P P P``, ``!`` an alert),
``explanations`` (``3C: both majors``), ``cards`` (how many were played), ``claim`` (the
tricks claimed, NaN for none), ``published`` (the header's ``rs`` entry, "" for none) and
``line``.

>>> lin = ("pn|Ann,Bob,Cat,Dan|st||md|3SAJ9HAQT6DJT62C98,SQ8762HKJ54DA93C7,"
...        "ST5H982D874CAQ632,|rh||ah|Board 1|sv|o|mb|p|mb|p|mb|p|mb|p|pg||")
>>> hr = read_lin(lin.encode())
>>> int(hr.board[0]), hr.dealer[0], hr.vulnerability[0], hr.deal[0]
(1, 'N', 'None', 'N:T5.982.874.AQ632 K43.73.KQ5.KJT54 AJ9.AQT6.JT62.98 Q8762.KJ54.A93.7')
>>> hr.attrs["results"][["board", "contract", "declarer", "result", "ns_names"]].values.tolist()
[[1, 'Pass', '', '', 'Cat & Ann']]
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import numpy as np
import pandas as pd

from bridgekit._checks import clip_text
from bridgekit.board import Seat, board_dealer, board_vulnerability
from bridgekit.columns import MAX_BOARD
from bridgekit.contract import Contract, Doubling, Strain
from bridgekit.deals.deal import RANKS, Deal, Hand, check_hands
from bridgekit.deals.par_score import BIDS
from bridgekit.errors import BridgekitError, FileFormatError
from bridgekit.io._files import read_text, source_name
from bridgekit.io.hands import deals_frame

__all__ = ["read_lin"]

RESULT_COLUMNS = ["board", "room", "contract", "declarer", "result", "lead", "ns_names",
                  "ew_names", "auction", "explanations", "cards", "claim", "published", "line"]
_SEATS = list(Seat)  # N, E, S, W: clockwise
_LIN_DEALERS = {"1": Seat.SOUTH, "2": Seat.WEST, "3": Seat.NORTH, "4": Seat.EAST}
_LIN_VUL = {"o": "None", "0": "None", "n": "NS", "e": "EW", "b": "Both"}
_STRAINS = {"C": Strain.CLUBS, "D": Strain.DIAMONDS, "H": Strain.HEARTS, "S": Strain.SPADES,
            "N": Strain.NOTRUMP, "NT": Strain.NOTRUMP}
_CALL_RE = re.compile(r"([1-7])(NT|[CDHSN])")
_SUIT_RE = re.compile(r"([SHDC])([AKQJT2-9]*)")
_NUMBER_RE = re.compile(r"(\d+)\s*$")
_ROOMS = {"o": "open", "c": "closed"}
_READ = {"vg", "rs", "pn", "qx", "ah", "md", "sv", "mb", "an", "pc", "mc"}


def read_lin(source: object, *, max_bytes: int | None = None) -> pd.DataFrame:
    """Read a BBO LIN file (a path, bytes or an open file) as hand records, with each
    table's result in ``attrs["results"]`` (see the module's text for the tags).

    Raises
    ------
    FileFormatError
        Naming the file, the line, the board and the value: a card that is not a card
        or not in the hand of the player to play, a revoke, a call that is not a call or
        not allowed, an auction that does not end, more than 13 tricks, a claim of more
        tricks than are left, a deal that is not 52 cards, a board with two deals, or a
        file with no deal at all.

    Examples
    --------
    South declares 4S; West leads and the play stops at a claim of 10 tricks:

    >>> lin = ("qx|o1|md|1SAKQJTH32D32C5432,S987HAKQDAKQCAKQ6,S654H7654D7654CJT,|"
    ...        "sv|b|mb|4S|mb|p|mb|p|mb|p|pc|HA|pc|H4|pc|H8|pc|H2|mc|10|")
    >>> read_lin(lin.encode()).attrs["results"].loc[0, [
    ...     "room", "contract", "declarer", "result", "lead"]].tolist()
    ['open', '4S', 'S', '10', 'HA']
    """
    name = source_name(source)
    text = read_text(source, max_bytes=max_bytes)
    header, boards = _boards(_tokens(text, name), name)
    if not boards:
        raise FileFormatError("no deal found: expected md|...| (a LIN file's deal)",
                              path=name, line=1)
    records, results = [], []
    for number, board in enumerate(boards, start=1):
        record, result = board.finish(number, header, name)
        records.append(record)
        if result is not None:
            results.append(result)
    hands = deals_frame(records, name)
    frame = pd.DataFrame(results, columns=RESULT_COLUMNS)
    frame["claim"] = frame["claim"].astype(float)
    hands.attrs.update(path=name, format="lin", event=header.event, results=frame)
    return hands


def _tokens(text: str, name: str) -> list[tuple[str, str, int]]:
    """The file's ``(tag, value, line)`` pairs, tags stripped of the white space around them."""
    parts = text.split("|")
    if len(parts) % 2 == 0 and parts[-1].strip():  # ends inside a value: no closing bar
        line = text.count("\n") + 1
        raise FileFormatError(f"{clip_text(parts[-1])} has no closing '|': LIN is tag|value| "
                              "pairs", path=name, line=line)
    tokens, line = [], 1
    for i in range(0, len(parts) - 1, 2):
        key, value = parts[i], parts[i + 1]
        line += key.count("\n")
        tag = key.strip().lower()
        if tag in _READ:
            tokens.append((tag, value, line))
        elif tag and not tag.isalnum():
            raise FileFormatError(f"{clip_text(tag)}: a LIN tag is two letters, as in md|...|",
                                  path=name, line=line)
        line += value.count("\n")
    return tokens


@dataclass
class _Header:
    event: str = ""
    names: list[str] = field(default_factory=list)
    first: int = 1  # vg's first board
    published: list[str] = field(default_factory=list)  # rs: two a board, open then closed

    def result(self, board: int, qx: str) -> str:
        """The ``rs`` entry of a board's room ("" when there is none)."""
        room = qx[:1].lower()
        at = 2 * (board - self.first) + (room == "c")
        return self.published[at].strip() if room in ("o", "c") and \
            0 <= at < len(self.published) else ""


@dataclass
class _Board:
    """One board at one table as the file gives it, tag by tag."""

    line: int
    qx: str = ""
    heading: str = ""
    names: list[str] | None = None
    md: tuple[str, int] | None = None
    sv: tuple[str, int] | None = None
    calls: list[tuple[str, int]] = field(default_factory=list)
    notes: list[tuple[int, str]] = field(default_factory=list)
    cards: list[tuple[str, int]] = field(default_factory=list)
    claims: list[tuple[str, int, int]] = field(default_factory=list)  # value, line, cards

    def finish(self, number: int, header: _Header, name: str
               ) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """The board's hand record and its table's result (None: no auction)."""
        assert self.md is not None
        board = _board_number(self, number, name)
        value, line = self.md
        where = f"board {board}"
        try:
            dealer, deal = _deal(value, board)
            if self.sv is not None:
                line = self.sv[1]
                vul = _LIN_VUL.get(self.sv[0].strip().lower())
                if vul is None:
                    raise BridgekitError(f"sv|{clip_text(self.sv[0])}|: vulnerability is o "
                                         "(or 0) none, n N-S, e E-W or b both")
            else:
                vul = str(board_vulnerability(board))
            result = _result(self, deal, dealer, header) \
                if self.calls or self.cards or self.claims else None
        except _AtLine as exc:
            raise FileFormatError(f"{where}: {exc.args[0]}", path=name, line=exc.line) from None
        except BridgekitError as exc:
            raise FileFormatError(f"{where}: {exc}", path=name, line=line) from None
        if result is not None:
            result.update(board=board, line=self.line, published=header.result(board, self.qx))
        record = {"board": board, "dealer": str(dealer), "vulnerability": vul,
                  "deal": str(Deal(deal.hands, dealer)), "dd": None, "optimum_score": np.nan,
                  "par_contract": "", "line": self.md[1]}
        return record, result


class _AtLine(BridgekitError):
    def __init__(self, message: str, line: int):
        super().__init__(message)
        self.line = line


def _boards(tokens: list[tuple[str, str, int]], name: str) -> tuple[_Header, list[_Board]]:
    """The header and the boards: a board starts at ``qx``, or at a ``pn`` or ``md`` once
    the board being read has its deal (files of one board a line, without ``qx``)."""
    header, boards = _Header(), []
    board = _Board(line=1)

    def close() -> None:
        if board.md is not None:
            boards.append(board)
        elif board.calls or board.cards or board.claims:
            raise FileFormatError("an auction or play before any deal (md|...|)", path=name,
                                  line=(board.calls or board.cards or board.claims)[0][1])
        elif board.names is not None and not board.qx:
            header.names = board.names  # a header's names: every board's

    for tag, value, line in tokens:
        if tag == "qx" or (tag in ("pn", "md") and board.md is not None):
            close()
            board = _Board(line=line)
        if tag == "qx":
            board.qx = value.strip()
        elif tag == "vg":
            parts = value.split(",")
            header.event = ", ".join(p.strip() for p in parts[:2] if p.strip())
            first = parts[3].strip() if len(parts) > 3 else ""
            header.first = int(first) if first.isdigit() and len(first) < 10 else 1
        elif tag == "rs":
            header.published = value.split(",")
        elif tag == "pn":
            board.names = [n.strip() for n in value.split(",")]
        elif tag == "ah":
            board.heading = value
        elif tag in ("md", "sv"):  # the deal, the vulnerability: each with its line
            setattr(board, tag, (value, line))
        elif tag in ("mb", "pc"):  # a call, a card played
            (board.calls if tag == "mb" else board.cards).append((value, line))
        elif tag == "an":
            board.notes.append((len(board.calls) - 1, value.strip()))
        else:  # mc
            board.claims.append((value, line, len(board.cards)))
    close()
    return header, boards


def _board_number(board: _Board, number: int, name: str) -> int:
    for text in (board.heading, board.qx):
        m = _NUMBER_RE.search(text)
        if m:
            value = int(m.group(1)) if len(m.group(1)) < 12 else MAX_BOARD + 1
            if not 1 <= value <= MAX_BOARD:
                raise FileFormatError(f"{clip_text(text)}: a board number is 1 to {MAX_BOARD}",
                                      path=name, line=board.line)
            return value
    return number


@lru_cache(maxsize=4096)
def _deal(value: str, board: int) -> tuple[Seat, Deal]:
    """``md``'s dealer and deal (the fourth hand, when left empty, holds the rest); a match
    plays each deal in two rooms, read once."""
    text = value.strip()
    dealer = board_dealer(board)
    if text[:1].isdigit():
        if text[0] not in _LIN_DEALERS:
            raise BridgekitError(f"md|{clip_text(text)}|: the dealer is 1 (South), 2 (West), "
                                 "3 (North) or 4 (East)")
        dealer, text = _LIN_DEALERS[text[0]], text[1:]
    parts = text.split(",")
    if len(parts) == 4 and not parts[3].strip():
        parts = parts[:3]
    if len(parts) not in (3, 4):
        raise BridgekitError(f"md|{clip_text(value)}|: {len(parts)} hands; a deal is South, "
                             "West, North and East (the last may be left empty)")
    hands = [_hand(p, value) for p in parts]
    if len(hands) == 3:
        check_hands(f"md|{clip_text(value)}|", hands, [f"{seat}'s hand {clip_text(part)}" for
                    seat, part in zip(("South", "West", "North"), parts, strict=True)])
        seen = {card for hand in hands for card in hand.cards()}
        hands.append(Hand.parse(".".join("".join(r for r in RANKS if s + r not in seen)
                                         for s in "SHDC")))
    deal = Deal.parse("S:" + " ".join(str(h) for h in hands))  # S, W, N, E: clockwise
    return dealer, deal


def _hand(part: str, value: str) -> Hand:
    text = part.strip().upper().replace("10", "T")
    found = _SUIT_RE.findall(text)
    if "".join(s + r for s, r in found) != text or len({s for s, _ in found}) != len(found):
        raise BridgekitError(f"md|{clip_text(value)}|: the hand {clip_text(part)} is not "
                             "S, H, D and C each followed by its ranks (AKQJT98765432)")
    suits = dict(found)
    return Hand.parse(".".join(suits.get(s, "").strip() for s in "SHDC"))


@dataclass
class _Auction:
    """The auction as it goes: the last bid, its side, doubling, who named each strain."""

    dealer: Seat
    calls: list[str] = field(default_factory=list)
    bid: tuple[int, Strain] | None = None
    bidder: int = -1  # index of the call
    doubling: Doubling = Doubling.UNDOUBLED
    doubler: int = -1
    passes: int = 0
    first: dict[tuple[int, Strain], int] = field(default_factory=dict)  # (side, strain) -> call

    @property
    def ended(self) -> bool:
        return self.passes == 4 or (self.bid is not None and self.passes == 3)

    def call(self, raw: str) -> None:
        alert = "!" if raw.strip().endswith("!") else ""
        text = raw.strip().upper().rstrip("!").strip()
        n = len(self.calls)
        if self.ended:
            raise BridgekitError(f"mb|{clip_text(raw)}|: a call after the auction ended "
                                 f"({' '.join(self.calls)})")
        if text in ("P", "PASS", "--"):
            self.passes += 1
            self.calls.append("P" + alert)
            return
        if text in ("D", "X", "DBL"):
            ok = self.bid is not None and self.doubling is Doubling.UNDOUBLED and \
                (n - self.bidder) % 2 == 1
            self._penalty(ok, raw, Doubling.DOUBLED, "X" + alert, "a double is of an opponent's "
                          "undoubled bid")
            return
        if text in ("R", "XX", "RDBL"):
            ok = self.doubling is Doubling.DOUBLED and (n - self.doubler) % 2 == 1
            self._penalty(ok, raw, Doubling.REDOUBLED, "XX" + alert, "a redouble is of an opponent's "
                          "double")
            return
        m = _CALL_RE.fullmatch(text)
        if not m:
            raise BridgekitError(f"mb|{clip_text(raw)}|: a call is p, d, r or a bid from 1C "
                                 "to 7N (! marks an alert)")
        bid = (int(m.group(1)), _STRAINS[m.group(2)])
        if self.bid is not None and BIDS.index(bid) <= BIDS.index(self.bid):
            raise BridgekitError(f"mb|{clip_text(raw)}|: does not outrank "
                                 f"{self.bid[0]}{self.bid[1]} (the auction: "
                                 f"{clip_text(' '.join(self.calls))})")
        self.bid, self.bidder, self.doubling, self.passes = bid, n, Doubling.UNDOUBLED, 0
        self.first.setdefault((n % 2, bid[1]), n)
        self.calls.append(f"{bid[0]}{'N' if bid[1] is Strain.NOTRUMP else bid[1]}{alert}")

    def _penalty(self, ok: bool, raw: str, doubling: Doubling, written: str, rule: str) -> None:
        if not ok:
            raise BridgekitError(f"mb|{clip_text(raw)}|: not allowed here ({rule}; the "
                                 f"auction: {clip_text(' '.join(self.calls) or 'none')})")
        self.doubling, self.doubler, self.passes = doubling, len(self.calls), 0
        self.calls.append(written)

    def contract(self) -> tuple[Contract, Seat | None]:
        """The final contract and its declarer (None: passed out)."""
        if self.bid is None:
            return Contract(0, None), None
        level, strain = self.bid
        first = self.first[(self.bidder % 2, strain)]
        start = _SEATS.index(self.dealer)
        return Contract(level, strain, self.doubling), _SEATS[(start + first) % 4]


def _result(board: _Board, deal: Deal, dealer: Seat, header: _Header) -> dict[str, Any]:
    if not board.calls:
        raise _AtLine("cards played or a claim without an auction (mb|...|)",
                      (board.cards or board.claims)[0][1])
    auction = _Auction(dealer)
    for raw, line in board.calls:
        try:
            auction.call(raw)
        except BridgekitError as exc:
            raise _AtLine(str(exc), line) from None
    if not auction.ended:
        raise _AtLine(f"the auction {clip_text(' '.join(auction.calls))} does not end (a "
                      "pass out is four passes, else three passes after the last bid)",
                      board.calls[-1][1])
    contract, declarer = auction.contract()
    tricks, claim = _play(board, deal, contract, declarer)
    names = board.names if board.names is not None else header.names
    if len(names) >= 8 and board.qx[:1].lower() == "c":  # the closed room's: the second four
        names = names[4:8]
    south, west, north, east = (names + [""] * 4)[:4]
    explained = [f"{auction.calls[i].rstrip('!')}: {text}" for i, text in board.notes
                 if 0 <= i < len(auction.calls) and text]
    return {"room": _ROOMS.get(board.qx[:1].lower(), ""), "contract": str(contract),
            "declarer": str(declarer) if declarer else "",
            "result": "" if tricks is None else str(tricks),
            "lead": _card(board.cards[0][0])[0] if board.cards else "",
            "ns_names": " & ".join(n for n in (north, south) if n),
            "ew_names": " & ".join(n for n in (east, west) if n),
            "auction": " ".join(auction.calls), "explanations": "; ".join(explained),
            "cards": len(board.cards), "claim": claim}


def _card(raw: str) -> tuple[str, int]:
    text = raw.strip().upper().replace("10", "T")
    if len(text) != 2 or text[0] not in "SHDC" or text[1] not in RANKS:
        raise BridgekitError(f"pc|{clip_text(raw)}|: a card is a suit (S, H, D, C) then a "
                             "rank (AKQJT98765432)")
    return text, RANKS.index(text[1])


def _play(board: _Board, deal: Deal, contract: Contract, declarer: Seat | None
          ) -> tuple[int | None, float]:
    """The declarer's tricks from the play and the claim (None: the play stops unclaimed),
    and the claim (NaN: none)."""
    if declarer is None:
        if board.cards or board.claims:
            line = (board.cards or board.claims)[0][1]
            raise _AtLine("cards played or a claim on a board passed out", line)
        return None, np.nan
    # seats by index (0 N, 1 E, 2 S, 3 W); each seat's cards, and how many of each suit
    held = [set(hand.cards()) if hand is not None else set() for hand in deal.hands]
    length = [{s: sum(c[0] == s for c in cards) for s in "SHDC"} for cards in held]
    trumps = "" if contract.strain is Strain.NOTRUMP else str(contract.strain)
    turn = (_SEATS.index(declarer) + 1) % 4
    ours = _SEATS.index(declarer) % 2
    won, played, lead = 0, 0, ""
    best: tuple[bool, bool, int] = (False, False, 0)  # trumps?, led suit?, -rank: who wins
    for raw, line in board.cards:
        if played == 52:
            raise _AtLine(f"pc|{clip_text(raw)}|: a 53rd card, a 14th trick: a board is 13 "
                          "tricks", line)
        try:
            card, rank = _card(raw)
        except BridgekitError as exc:
            raise _AtLine(str(exc), line) from None
        if card not in held[turn]:
            raise _AtLine(f"pc|{clip_text(raw)}|: {_SEATS[turn]} is to play and does not hold "
                          f"{card} (trick {played // 4 + 1})", line)
        suit = card[0]
        if played % 4 == 0:
            lead, best, winner = suit, (suit == trumps, True, -rank), turn
        elif suit != lead and length[turn][lead]:
            raise _AtLine(f"pc|{clip_text(raw)}|: {_SEATS[turn]} has {lead} and must follow "
                          f"suit (trick {played // 4 + 1})", line)
        elif (suit == trumps, suit == lead, -rank) > best:
            best, winner = (suit == trumps, suit == lead, -rank), turn
        held[turn].discard(card)
        length[turn][suit] -= 1
        played += 1
        turn = (turn + 1) % 4
        if played % 4 == 0:
            turn = winner
            won += winner % 2 == ours
    if board.claims:
        return _claimed(board, won, played)
    return (won if played == 52 else None), np.nan


def _claimed(board: _Board, won: int, played: int) -> tuple[int, float]:
    """A claim's tricks, checked against the play: once, after the last card, no more
    tricks than the declarer can still take."""
    claim_text, line, before = board.claims[0]
    if len({c[0].strip() for c in board.claims}) > 1:
        raise _AtLine(f"two claims: {clip_text(' and '.join(c[0] for c in board.claims))}",
                      board.claims[1][1])
    if before < len(board.cards):
        raise _AtLine(f"pc|{clip_text(board.cards[before][0])}|: a card played after the "
                      "claim", board.cards[before][1])
    left = 13 - played // 4
    try:
        claim = float(int(claim_text.strip()))
    except ValueError:
        claim = -1.0
    if not won <= claim <= won + left:
        raise _AtLine(f"mc|{clip_text(claim_text)}|: a claim is the declarer's tricks in "
                      f"all, {won} to {won + left} here ({won} taken, {left} to play)", line)
    return int(claim), claim
