"""Hybrid (Pachabo) points: EBU White Book 161.7, its nine tables row by row."""

import re

import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.teams.hybrid import hybrid_table


def seed_000_tables(data_dir):
    """{boards: [(winner, loser, low, high)]} parsed from the White Book text."""
    text = (data_dir / "seed000_hybrid.txt").read_text(encoding="utf-8")
    words = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
             "nine": 9, "ten": 10}
    tables = {}
    for name, body in re.findall(r"Matches of (\w+) boards\n(.*?)(?=\n[\d.]*\s*Matches of|\Z)",
                                 text, flags=re.S):
        rows = []
        for line in body.splitlines():
            m = re.match(r"([\d.]+) – ([\d.]+)\t(.*)$", line)
            if not m:
                continue
            rule = m[3]
            low = re.search(r"(\d+) or more", rule)
            high = re.search(r"[Ll]ess than (\d+)", rule)
            rows.append((float(m[1]), float(m[2]), int(low[1]) if low else 0,
                         int(high[1]) if high else None))
        tables[words[name]] = rows
        stake = re.search(r"(\d+) HPs are at stake: (\d+) HPs on boards won, and (\d+)", body)
        assert stake and int(stake[1]) == 3 * words[name] + 1
        assert int(stake[2]) == 2 * words[name] and int(stake[3]) == words[name] + 1
    return tables


def test_seed_000_has_nine_tables(data_dir):
    tables = seed_000_tables(data_dir)
    assert sorted(tables) == list(range(2, 11))
    assert [len(t) for _, t in sorted(tables.items())] == list(range(4, 13))


@pytest.mark.parametrize("boards", range(2, 11))
def test_hybrid_share_reproduces_seed_000_exactly(data_dir, boards):
    rows = seed_000_tables(data_dir)[boards]
    table = hybrid_table(boards)
    got = [(r.winner, r.loser, int(r.low), None if r.high is pd.NA else int(r.high))
           for r in table.astype(object).itertuples()]
    assert got == rows
    for winner, loser, low, high in rows:
        ratios = [low, (high - 1) if high else low + 100]
        for ratio in ratios:
            swing = 100
            assert bk.hybrid_share(boards, ratio * swing, swing) == (winner, loser)
            # the ratio is rounded down: just under the next threshold stays in the row
            assert bk.hybrid_share(boards, ratio * swing + 99, swing) == (winner, loser)


def test_hybrid_share_other_lengths_and_level_aggregate():
    assert bk.hybrid_share(16, 10, 0) == (8.5, 8.5)
    assert bk.hybrid_share(12, 91 * 50, 50) == (7.0, 6.0)  # 91 reaches 12 of 13 thresholds
    assert bk.hybrid_share(1, 100, 50) == (2.0, 0.0)


def test_hybrid_points_match():
    r = bk.hybrid_points([420, -50], [400, 100])
    assert r.frame.net.tolist() == [20, -150]
    assert r.frame.home_hp.tolist() == [2, 0]
    assert (r.total_points, r.swing, r.ratio) == (970, 130, 7)
    assert (r.home_share, r.away_share) == (1.0, 2.0)
    assert (r.home, r.away) == (3.0, 4.0)
    text = r.explain()
    assert "970 / 130 = 7.46, rounded down 7 → row '5 or more, but less than 8': 2 - 1" in text
    assert r.table_row.low == 5


@given(st.lists(st.tuples(st.integers(-150, 150), st.integers(-150, 150)), min_size=1,
                max_size=12))
def test_hybrid_points_sum_to_3k_plus_1(boards):
    r = bk.hybrid_points([a * 10 for a, _ in boards], [b * 10 for _, b in boards])
    assert r.home + r.away == 3 * len(boards) + 1



def test_shares_for_arrays_refuse_a_match_too_long_to_be_one():
    # 1e300 boards is a whole number, but no match: refused at once, not a table of 1e300 rows
    for boards in (1e300, 10_001):
        with pytest.raises(bk.ScoreError, match="from 1 to 10000"):
            bk.teams.hybrid.hybrid_shares(boards, 500, 10)
    assert bk.teams.hybrid.hybrid_shares([10_000], [0], [0])[0].tolist() == [5000.5]


def test_a_swing_too_small_for_a_float_quotient_is_an_even_share():
    """total / swing past a float's range (a swing of the smallest float) was an
    OverflowError; the ratio is past every threshold, so the share is even, as the array
    version gives it."""
    assert bk.hybrid_share(1, 1, 2.2250738585e-313) == (1.0, 1.0)
    assert bk.hybrid_share(4, 1e308, 0.5) == (2.5, 2.5)
    winner, loser = bk.teams.hybrid.hybrid_shares([1, 4], [1, 1e308], [2.2250738585e-313, 0.5])
    assert winner.tolist() == [1.0, 2.5] and loser.tolist() == [1.0, 2.5]
