"""Deals: PBN 2.1's Deal tag read and written, hands and high-card points."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.deals.deal import RANKS, SUITS

RUTER = "N:J76.AK.AQJ954.J3 QT.QT8542.62.Q52 AK9543.6.K3.T986 82.J973.T87.AK74"


def test_the_shared_ruter_board():
    deal = bk.Deal.parse(RUTER)
    assert str(deal) == RUTER
    assert deal.hcp() == {"N": 16, "E": 6, "S": 10, "W": 8}
    assert sum(deal.hcp().values()) == 40
    assert str(deal.hand("E")) == "QT.QT8542.62.Q52"


def test_first_seat_unknown_hand_and_tens():
    deal = bk.Deal.parse("E:- QT.QT8542.62.Q52 AK9543.6.K3.10986 -")
    assert deal.hand(bk.Seat.EAST) is None and deal.first is bk.Seat.EAST
    assert str(deal.hand("S")) == "QT.QT8542.62.Q52"
    assert str(deal) == "E:- QT.QT8542.62.Q52 AK9543.6.K3.T986 -"


@pytest.mark.parametrize("text, match", [
    ("N:AKQ.AKQ.AKQ.AKQJ", "1 hands"),
    ("X:" + " ".join(["-"] * 4), "a deal reads like"),
    ("N:AKQJT98765432... - - -", "N holds 13"),
    ("N:AKQJT9876543... - - -", "N holds 12 cards"),
    ("N:AKQJT98765432... A.KQJT98765432.. - -", "SA dealt twice"),
    ("N:AKQJT98765432.. - - -", "four suits"),
    ("N:AKQJT98765431... - - -", "not a set of ranks"),
    ("N:" + "A" * 300, "a deal reads like"),
    (42, "a deal reads like"),
])
def test_bad_deals_are_clear_errors(text, match):
    if match == "N holds 13":  # a whole suit is a legal hand
        assert bk.Deal.parse(text).hcp() == {"N": 10}
        return
    with pytest.raises(bk.DealError, match=match):
        bk.Deal.parse(text)


@given(st.permutations([s + r for s in SUITS for r in RANKS]), st.sampled_from("NESW"))
def test_any_deal_round_trips(cards, first):
    hands = [cards[i * 13:(i + 1) * 13] for i in range(4)]
    text = f"{first}:" + " ".join(
        ".".join("".join(c[1] for c in hand if c[0] == suit) for suit in SUITS) for hand in hands)
    deal = bk.Deal.parse(text)
    assert bk.Deal.parse(str(deal)) == deal and sum(deal.hcp().values()) == 40


def test_random_text_raises_only_deal_errors():
    rng = random.Random(7)
    for _ in range(2000):
        text = "".join(rng.choice("NESW:.- AKQJT98765432x") for _ in range(rng.randint(0, 70)))
        try:
            bk.Deal.parse(text)
        except bk.DealError:
            pass
