"""A deal: the four hands, read and written as PBN 2.1's Deal tag.

The tag gives the first seat, then the hands clockwise from it, each hand as its
spades, hearts, diamonds and clubs separated by dots (a void is an empty suit, ``T``
is the ten, ``-`` an unknown hand):

>>> deal = Deal.parse("N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 KQ52.T.T96.K8753")
>>> str(deal.hand(Seat.SOUTH)), deal.hand(Seat.SOUTH).hcp
('73.KJ9864.Q7.T64', 6)
>>> deal.hcp()
{'N': 24, 'E': 2, 'S': 6, 'W': 8}
>>> Deal.parse(str(deal)) == deal
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from bridgekit._checks import MAX_CELL_CHARS, clip_text
from bridgekit.board import Seat
from bridgekit.errors import BridgekitError, DealError
from bridgekit.i18n import speaking

__all__ = ["Deal", "DealError", "Hand", "deal_html"]

RANKS = "AKQJT98765432"
SUITS = ("S", "H", "D", "C")
_RANK_ORDER = {rank: i for i, rank in enumerate(RANKS)}
#: A hand whose every suit lists its ranks high to low, none twice.
_ORDERED_HAND = re.compile(r"\.".join(["(" + "".join(f"{r}?" for r in RANKS) + ")"] * 4))
_POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}
_ORDER = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
_ACCEPTED = ("a deal reads like 'N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 "
             "KQ52.T.T96.K8753': the first seat, then four hands clockwise, each "
             "spades.hearts.diamonds.clubs, '-' for a hand not known")


@dataclass(frozen=True)
class Hand:
    """One hand: its spades, hearts, diamonds and clubs, each as ranks high to low."""

    suits: tuple[str, str, str, str]

    @classmethod
    def parse(cls, text: str) -> Hand:
        """``AT.AQ7.AKJ54.AQ9`` (``10`` for ``T`` is read too).

        >>> Hand.parse("A10.AQ7.AKJ54.AQ9").suits[0]
        'AT'
        """
        hand = text.upper().replace("10", "T")
        ordered = _ORDERED_HAND.fullmatch(hand)
        if ordered:  # each suit's ranks already high to low, none twice: as most files write
            spades, hearts, diamonds, clubs = ordered.groups()
            return cls((spades, hearts, diamonds, clubs))
        parts = hand.split(".")
        if len(parts) != 4:
            raise DealError(f"{clip_text(text)}: a hand has four suits separated by dots "
                            "(spades.hearts.diamonds.clubs)")
        suits = []
        for suit, cards in zip(SUITS, parts, strict=True):
            # strip(RANKS) leaves nothing when every character is a rank
            if cards.strip(RANKS) or len(set(cards)) != len(cards):
                raise DealError(f"{clip_text(text)}: the {suit} holding {cards!r} is not a set "
                                f"of ranks from {RANKS}")
            suits.append("".join(sorted(cards, key=_RANK_ORDER.__getitem__)))
        return cls((suits[0], suits[1], suits[2], suits[3]))

    def cards(self) -> list[str]:
        """Every card as suit + rank: ``SA``, ``ST`` ..."""
        return [suit + rank for suit, ranks in zip(SUITS, self.suits, strict=True)
                for rank in ranks]

    @property
    def hcp(self) -> int:
        """High-card points: ace 4, king 3, queen 2, jack 1."""
        return sum(_POINTS.get(rank, 0) for ranks in self.suits for rank in ranks)

    def __str__(self) -> str:
        return ".".join(self.suits)


@dataclass(frozen=True)
class Deal:
    """The four hands of a board (``None`` for a hand not known), and the seat PBN lists first."""

    hands: tuple[Hand | None, Hand | None, Hand | None, Hand | None]  # N, E, S, W
    first: Seat = Seat.NORTH

    @classmethod
    def parse(cls, text: str | Deal) -> Deal:
        """Read PBN's Deal tag value.

        Raises
        ------
        DealError
            Quoting the text: not four hands, a hand not of 13 cards, a card dealt twice.
        """
        if isinstance(text, Deal):
            return text
        if not isinstance(text, str) or len(text) > MAX_CELL_CHARS or ":" not in text:
            raise DealError(f"{clip_text(text)}: {_ACCEPTED}")
        seat_text, _, rest = text.strip().partition(":")
        try:
            first = Seat.parse(seat_text)
        except BridgekitError:
            raise DealError(f"{clip_text(text)}: {_ACCEPTED}") from None
        parts = rest.split()
        if len(parts) != 4:
            raise DealError(f"{clip_text(text)}: {len(parts)} hands; {_ACCEPTED}")
        start = _ORDER.index(first)
        hands: list[Hand | None] = [None] * 4
        for i, part in enumerate(parts):
            hands[(start + i) % 4] = None if part == "-" else Hand.parse(part)
        check_hands(clip_text(text), hands)
        return cls((hands[0], hands[1], hands[2], hands[3]), first)

    def hand(self, seat: Seat | str) -> Hand | None:
        """The hand a seat holds (None when the deal does not say)."""
        return self.hands[_ORDER.index(Seat.parse(seat))]

    def hcp(self) -> dict[str, int]:
        """High-card points per seat (seats whose hand is not known are left out)."""
        return {str(seat): hand.hcp for seat, hand in zip(_ORDER, self.hands, strict=True)
                if hand is not None}

    def _repr_html_(self) -> str:
        return deal_html(self)

    def __str__(self) -> str:
        start = _ORDER.index(self.first)
        parts = [self.hands[(start + i) % 4] for i in range(4)]
        return f"{self.first}:" + " ".join("-" if h is None else str(h) for h in parts)


def check_hands(where: str, hands: Sequence[Hand | None], seats: Sequence[object] = _ORDER
                ) -> None:
    """Refuse a known hand not of 13 cards, or a card dealt twice (``where``: what the
    message quotes first; ``seats``: how it names each hand)."""
    known = [hand for hand in hands if hand is not None]
    if all(sum(map(len, hand.suits)) == 13 for hand in known):
        held = ["".join(ranks) for ranks in zip(*(hand.suits for hand in known), strict=True)]
        if all(len(set(ranks)) == len(ranks) for ranks in held):
            return  # the usual deal: each hand of 13, no card twice
    seen: set[str] = set()
    for seat, hand in zip(seats, hands, strict=True):
        if hand is None:
            continue
        cards = hand.cards()
        if len(cards) != 13:
            raise DealError(f"{where}: {seat} holds {len(cards)} cards; a hand has 13")
        twice = seen.intersection(cards)
        if twice:
            raise DealError(f"{where}: {', '.join(sorted(twice))} dealt twice")
        seen.update(cards)


def deal_html(deal: Deal, *, board: int | None = None, dealer: Seat | str | None = None,
              vulnerability: str | None = None, lang: str | None = None) -> str:
    """A compass diagram of the deal as HTML: :func:`bridgekit.show.deal_html` (the
    rendering lives there; this name is kept for code that imports it from here), in words
    of ``lang`` (None: the language being spoken).

    >>> html = deal_html(Deal.parse("N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 "
    ...                             "KQ52.T.T96.K8753"), board=1, dealer="N", vulnerability="None")
    >>> "Board 1" in html and "24 HCP" in html and "♥" in html
    True
    """
    from bridgekit.show.hand_records import deal_html as render

    with speaking(lang):
        return render(deal, board=board, dealer=dealer, vulnerability=vulnerability)
