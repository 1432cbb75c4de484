"""10,000 random strings at every parser: each either parses or raises a BridgekitError."""

import random
import string

import pytest

import bridgekit as bk
from bridgekit.contract import Contract, HandResult

ALPHABET = string.ascii_letters + string.digits + " +-=/%.*♠♥♦♣xX" + "NTSHDCPAR" * 3


def random_strings(seed: int, count: int = 10_000):
    rng = random.Random(seed)
    for _ in range(count):
        yield "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 8)))


PARSERS = {
    "Contract.parse": Contract.parse,
    "HandResult.parse": HandResult.parse,
    "parse_tricks": lambda s: bk.parse_tricks(s, "4S"),
    "Seat.parse": bk.Seat.parse,
    "Vulnerability.parse": bk.Vulnerability.parse,
    "parse_entry": bk.parse_entry,
    "score_breakdown": lambda s: bk.score_breakdown(s, 9, False),
}


@pytest.mark.parametrize("name", sorted(PARSERS))
def test_parser_raises_only_bridgekit_errors(name):
    parse = PARSERS[name]
    accepted = 0
    unquoted = []
    for text in random_strings(sum(map(ord, name))):
        try:
            parse(text)
            accepted += 1
        except bk.BridgekitError as exc:
            if repr(text) not in str(exc):
                unquoted.append((text, str(exc)))
    assert accepted < 10_000
    assert unquoted == [], "every message quotes the bad value"
