"""Adjusted-score notation: artificial (Law 12C2) and weighted (Law 12C1(c)) entries."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk


@pytest.mark.parametrize("text, ns, ew", [
    ("A60/40", 60, 40), ("A6040", 60, 40), ("A+", 60, 40), ("A=", 50, 50), ("A-", 40, 60),
    ("A+/A+", 60, 60), ("A-/A+", 40, 60), ("AVE+", 60, 40), ("a50/50", 50, 50),
])
def test_artificial_spellings(text, ns, ew):
    entry = bk.parse_entry(text)
    assert (entry.ns_pct, entry.ew_pct) == (ns, ew)
    assert bk.parse_entry(str(entry)) == entry


def test_weighted_and_numbers():
    w = bk.parse_entry("30%+420 70%+170")
    assert w.parts == ((30.0, 420.0), (70.0, 170.0)) and bk.parse_entry(str(w)) == w
    assert bk.parse_entry(" -50 ") == -50.0
    for bad in ("A70", "A150/40", "30%+420 60%+170", "x", None, float("nan")):
        with pytest.raises(bk.ScoreError):
            bk.parse_entry(bad)


@given(st.integers(0, 100), st.integers(0, 100))
def test_artificial_round_trip(ns, ew):
    entry = bk.ArtificialScore(ns, ew)
    assert bk.parse_entry(str(entry)) == entry
