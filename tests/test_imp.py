"""The IMP scale (the competition regulation art. 78 B, the team-of-four table), cross-IMPs and Butler."""

import re

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk


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



@pytest.mark.parametrize("drop", [-1, float("nan"), "1", 1.5])
def test_butler_drop_refuses_a_drop_that_is_neither_a_count_nor_a_share(drop):
    # -1 gave -9 results dropped at each end of 10, NaN a ValueError, "1" a TypeError, and
    # 1.5 (no count, no share below 1) was read as 1 without a word
    from bridgekit.imp import butler_drop

    with pytest.raises(bk.errors.ScoreError, match="drop="):
        butler_drop(10, drop)
