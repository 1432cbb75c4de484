"""Neuberg, old-style and the small-group ladder (Magic Contest; White Book 4.2.3.3)."""


import numpy as np
import pytest
from helpers import expand, seed_004_tables
from hypothesis import assume, given
from hypothesis import strategies as st

import bridgekit as bk

boards = st.lists(st.integers(-80, 80).map(lambda x: x * 10), min_size=1, max_size=14)


def test_seed_004_example_has_four_tables(data_dir):
    tables = seed_004_tables(data_dir)
    assert [sum(r[0] for r in t) for t in tables] == [11, 10, 10, 10]


@pytest.mark.parametrize("table, method", [(1, "old-style"), (2, "plain"), (3, "neuberg")])
def test_seed_004_group_of_ten(data_dir, table, method):
    rows = seed_004_tables(data_dir)[table]
    frame = bk.score_board(expand(rows), normal=11, method=method)
    got = sorted(set(zip(frame.ns_mp.round(1), frame.ew_mp.round(1), strict=True)),
                 reverse=True)
    assert got == [(ns, ew) for _, _, ns, ew in rows]


def test_neuberg_full_precision_and_display():
    frame = bk.score_board([450] + [420] * 5 + [170] * 2 + [-50] * 2, normal=11)
    assert frame.ns_mp.iloc[0] == pytest.approx(11 / 10 * 19 - 1)  # 19.9 exactly
    assert frame.ns_mp.iloc[6] == pytest.approx(11 / 10 * 6 - 1)  # 5.6
    assert frame.ns_mp.iloc[8] == pytest.approx(11 / 10 * 2 - 1)  # 1.2
    assert (frame.ns_mp + frame.ew_mp).round(12).eq(20).all()


def test_ebu_worked_examples():
    # 10 distinct results, 11 expected
    frame = bk.score_board(list(range(1000, 0, -100)), normal=11)
    assert frame.ns_mp.round(1).tolist() == [19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1]
    # a board fouled into 7 + 3 results, 10 expected: each group scored apart
    scores = [700, 600, 500, 400, 300, 200, 100, 90, 50, 10]
    groups = ["A"] * 7 + ["B"] * 3
    frame = bk.score_board(scores, groups=groups, method="neuberg")
    assert frame.ns_mp.round(1).tolist() == [17.6, 14.7, 11.9, 9.0, 6.1, 3.3, 0.4, 15.7, 9.0, 2.3]
    assert frame.ns_mp.sum() == pytest.approx(90)


def test_small_group_ladder_magic_and_ebu():
    scores = [420] * 5 + [170, 140, -50, -100]
    groups = ["A"] * 6 + ["B"] * 3
    magic = bk.score_board(scores[:9], groups=groups, method="magic")
    # 9 results on the board, a deviant group of three: 70 / 60 / 50, E-W the reverse
    assert magic.ns_pct.tolist()[6:] == [70.0, 60.0, 50.0]
    assert magic.ew_pct.tolist()[6:] == [50.0, 60.0, 70.0]
    assert (magic.ns_pct + magic.ew_pct).tolist()[6:] == [120.0] * 3
    ebu = bk.score_board(scores[:9], groups=groups, method="ebu")  # 3 <= 9 / 3
    assert ebu.ns_pct.tolist()[6:] == [70.0, 60.0, 50.0]
    neuberg = bk.score_board(scores[:9], groups=groups, method="neuberg")
    assert neuberg.ns_pct.round(2).tolist()[6:] == [87.5, 50.0, 12.5]
    # two deviant results, equal: 60 / 60; one deviant result: 60 both ways
    two = bk.score_board([420] * 7 + [100, 100], groups=["A"] * 7 + ["B"] * 2, method="magic")
    assert two.ns_pct.tolist()[7:] == [60.0, 60.0] and two.ew_pct.tolist()[7:] == [60.0, 60.0]
    one = bk.score_board([420] * 7 + [100], groups=["A"] * 7 + ["B"], method="magic")
    assert one.ns_pct.iloc[7] == 60.0 and one.ew_pct.iloc[7] == 60.0
    # magic needs at least seven results on the board; ebu needs the group <= a third
    small = bk.score_board([420] * 4 + [100, 50], groups=["A"] * 4 + ["B"] * 2, method="magic")
    assert small.ns_pct.tolist()[4:] == [80.0, 20.0]  # Neuberg: (6/2)(2+1)-1 = 8 of a top of 10
    ebu6 = bk.score_board([420] * 4 + [100, 50], groups=["A"] * 4 + ["B"] * 2, method="ebu")
    assert ebu6.ns_pct.tolist()[4:] == [65.0, 55.0]
    ebu5 = bk.score_board([420] * 3 + [100, 50], groups=["A"] * 3 + ["B"] * 2, method="ebu")
    assert ebu5.ns_pct.tolist()[3:] != [65.0, 55.0]  # 2 > 5 / 3: Neuberg


def test_ladder_sharing():
    assert bk.ladder_percentages([420, 420, -50]) == ([65.0, 65.0, 50.0], [55.0, 55.0, 70.0])
    assert bk.ladder_percentages([5, 5, 5]) == ([60.0] * 3, [60.0] * 3)
    assert bk.ladder_percentages([100, 50]) == ([65.0, 55.0], [55.0, 65.0])


@given(boards)
def test_neuberg_with_n_equal_to_N_is_plain(scores):
    plain = bk.score_board(scores, method="plain")
    neuberg = bk.score_board(scores, method="neuberg")
    assert np.allclose(plain.ns_mp, neuberg.ns_mp)
    assert np.allclose(plain.ns_mp, bk.matchpoints(scores))


@given(boards, st.integers(1, 20))
def test_old_style_adds_one_per_missing_result(scores, extra):
    n = len(scores)
    assume(n >= 1)
    old = bk.score_board(scores, normal=n + extra, method="old-style")
    assert np.allclose(old.ns_mp, bk.matchpoints(scores) + extra)

