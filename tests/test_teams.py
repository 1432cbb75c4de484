"""IMPs, teams matches, hybrid points (seed 000) and victory points."""

import re

import numpy as np
import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.hybrid import hybrid_table


def seed_001_imp_rows(data_dir):
    text = (data_dir / "seed001_art78.txt").read_text(encoding="utf-8")
    rows = re.findall(r"\| (\d+)(?: – (\d+)|\+) \| (\d+) \|", text)
    return [(int(lo), int(hi) if hi else None, int(imp)) for lo, hi, imp in rows]


def test_imp_scale_matches_seed_001_row_by_row(data_dir):
    rows = seed_001_imp_rows(data_dir)
    assert len(rows) == 25
    for lo, hi, imp in rows:
        assert bk.imps(lo) == imp and bk.imps(-lo) == -imp
        if hi is not None:
            assert bk.imps(hi) == imp and bk.imps(-hi) == -imp
            assert all(bk.imps(d) == imp for d in range(lo, hi + 1, 10))


def test_imp_scale_matches_seed_003(data_dir):
    text = (data_dir / "seed003_scoring.txt").read_text(encoding="utf-8")
    rows = re.findall(r"^(\d+) - (\d+) \.+ (\d+)$", text, flags=re.M)
    assert len(rows) == 24  # the 4000-and-upwards row has no upper end
    for lo, hi, imp in rows:
        assert bk.imps(int(lo)) == int(imp) == bk.imps(int(hi))


@pytest.mark.parametrize("diff, imp", [
    (10, 0), (20, 1), (2990, 21), (3000, 22), (4000, 24), (20000, 24), (-10, 0), (-20, -1),
    (-2990, -21), (-3000, -22), (-4000, -24), (-20000, -24), (15, 0), (45, 1), (0, 0),
])
def test_imp_edges(diff, imp):
    assert bk.imps(diff) == imp


def test_imps_vectorised():
    diffs = np.array([10, 20, 2990, 3000, 4000, 20000, -45])
    assert bk.imps(diffs).tolist() == [0, 1, 21, 22, 24, 24, -1]
    assert bk.imps(diffs).dtype == np.int64


@given(st.integers(-30000, 30000))
def test_imps_antisymmetric(diff):
    assert bk.imps(-diff) == -bk.imps(diff)


def test_cross_imps_and_butler():
    total, average = bk.cross_imps([620, 170, 140, 140, -100])
    assert average.tolist() == [10.5, -0.25, -1.25, -1.25, -7.75]
    assert total.sum() == 0
    assert bk.butler_datum([650, 170, 200], drop=0) == 340
    assert bk.butler_datum([650, 170, 200, 100, 50], drop=1) == 160
    # an exact 5: the EBU rounds away from zero, ACBLscore to the even ten
    assert bk.butler_datum([150, 100], drop=0, rounding="ebu") == 130
    assert bk.butler_datum([150, 100], drop=0, rounding="acbl") == 120
    assert bk.butler_datum([-150, -100], drop=0, rounding="ebu") == -130
    assert bk.butler_datum([170, 100], drop=0, rounding="acbl") == 140


def test_teams_match():
    m = bk.teams_match([420, -50, 110, 600], [170, -50, -140, -100], home="Lions", away="Tigers")
    assert m.frame.net.tolist() == [250, 0, 250, 700]
    assert m.frame.home_imps.tolist() == [6, 0, 6, 12]
    assert m.frame.running.tolist() == [6, 6, 12, 24]
    assert (m.home_imps, m.away_imps, m.imp_margin) == (24, 0, 24)
    assert (m.home_bam, m.away_bam) == (7.0, 1.0)
    assert m.aggregate == 1200
    assert "Board 1: table 1 +420, table 2 +170: Lions gain 250 (220-260: 6 IMPs)" in m.explain()
    acbl = bk.teams_match([420, 10], [400, 0], scale="acbl")
    assert acbl.frame.home_bam.tolist() == [1.0, 0.5]


@given(st.lists(st.tuples(st.integers(-200, 200), st.integers(-200, 200)), min_size=1,
                max_size=8))
def test_swapping_teams_swaps_every_result(boards):
    t1 = [a * 10 for a, _ in boards]
    t2 = [b * 10 for _, b in boards]
    m = bk.teams_match(t1, t2)
    s = bk.teams_match(t2, t1)  # the same results, the away team called home
    assert s.frame.home_imps.tolist() == (-m.frame.home_imps).tolist()
    assert (s.home_imps, s.away_imps) == (m.away_imps, m.home_imps)
    assert (s.home_bam, s.away_bam) == (m.away_bam, m.home_bam)
    assert s.vps() == m.vps()[::-1]
    h, sh = m.hybrid(), s.hybrid()
    assert (sh.home, sh.away) == (h.away, h.home)


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
    assert "970 / 130 = 7.46, rounded down 7 -> row '5 or more, but less than 8': 2 - 1" in text
    assert r.table_row.low == 5


@given(st.lists(st.tuples(st.integers(-150, 150), st.integers(-150, 150)), min_size=1,
                max_size=12))
def test_hybrid_points_sum_to_3k_plus_1(boards):
    r = bk.hybrid_points([a * 10 for a, _ in boards], [b * 10 for _, b in boards])
    assert r.home + r.away == 3 * len(boards) + 1


@pytest.mark.parametrize("margin, boards, win, lose", [
    (15, 16, 13.97, 6.03), (16, 32, 13.12, 6.88), (47, 32, 17.21, 2.79), (52, 12, 20.0, 0.0),
    (0, 8, 10.0, 10.0),
])
def test_wbf_vp(margin, boards, win, lose):
    assert bk.wbf_vp(margin, boards) == (win, lose)
    assert bk.wbf_vp(-margin, boards) == (win, lose)


@pytest.mark.parametrize("boards", [2, 3, 4, 8, 12, 16, 20, 24, 32, 64])
def test_wbf_scale_is_concave_and_monotone(boards):
    from bridgekit.vp import vp_scale

    s = np.array(vp_scale(boards))
    steps = np.diff(s)
    assert (steps >= -1e-9).all()
    assert (np.diff(steps) <= 1e-9).all(), "no IMP is worth more than the one before"
    assert s[-1] == 20.0


@given(st.integers(0, 200), st.integers(1, 64))
def test_vps_sum_to_20(margin, boards):
    win, lose = bk.wbf_vp(margin, boards)
    assert round(win + lose, 2) == 20
    assert 10 <= win <= 20
    w, lo = bk.wbf_vp_discrete(margin, boards)
    assert w + lo == 20
    for scale in (10, 12, 16):
        a, b = bk.wbf_vp_scaled(margin, boards, scale)
        assert round(a + b, 2) == scale


def test_teams_event_sample():
    matches = bk.score_teams_event(bk.load_sample_teams())
    assert len(matches) == 15 and (matches.boards == 3).all()
    assert ((matches.home_hp + matches.away_hp) == 10).all()
    standings = bk.rank_teams(matches, by="hp")
    assert standings.played.eq(5).all()
    assert standings.total.sum() == 15 * 10
    vp = bk.rank_teams(matches, by="vp")
    assert round(vp.total.sum(), 2) == 15 * 20
