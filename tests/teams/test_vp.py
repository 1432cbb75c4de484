"""Victory points: the WBF 2013 continuous scale."""


import itertools

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk


@pytest.mark.parametrize("margin, boards, win, lose", [
    (15, 16, 13.97, 6.03), (16, 32, 13.12, 6.88), (47, 32, 17.21, 2.79), (52, 12, 20.0, 0.0),
    (0, 8, 10.0, 10.0),
])
def test_wbf_vp(margin, boards, win, lose):
    assert bk.wbf_vp(margin, boards) == (win, lose)
    assert bk.wbf_vp(-margin, boards) == (win, lose)


@pytest.mark.parametrize("boards", [2, 3, 4, 8, 12, 16, 20, 24, 32, 64])
def test_wbf_scale_is_concave_and_monotone(boards):
    from bridgekit.teams.vp import vp_scale

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



# Published WBF discrete 20-VP tables ("The New WBF IMP to VP Scales", 2013): margins where
# the discrete scale is not the continuous one rounded.
@pytest.mark.parametrize("margin, boards, win", [
    (1, 8, 11), (16, 8, 15), (5, 16, 12), (35, 64, 14), (0, 16, 10), (1, 16, 10),
    (2, 16, 11), (53, 16, 19), (54, 16, 20),
])
def test_wbf_discrete_published(margin, boards, win):
    assert bk.wbf_vp_discrete(margin, boards) == (win, 20 - win)
    assert bk.wbf_vp_discrete(-margin, boards) == (win, 20 - win)


def test_wbf_discrete_differs_from_rounding_where_published():
    rounded = [round(bk.wbf_vp(m, 8)[0]) for m in (1, 16)]
    assert rounded != [bk.wbf_vp_discrete(m, 8)[0] for m in (1, 16)]


@given(st.integers(1, 200))
def test_discrete_ranges_never_narrow(boards):
    from bridgekit.teams.vp import discrete_bounds

    b = discrete_bounds(boards)
    widths = [2 * b[0] + 1] + [y - x for x, y in itertools.pairwise(b)]
    assert all(w2 >= w1 for w1, w2 in itertools.pairwise(widths))
    wins = [bk.wbf_vp_discrete(m, boards)[0] for m in range(b[-1] + 3)]
    assert wins == sorted(wins) and wins[0] == 10 and wins[-1] == 20
    assert set(wins) == set(range(10, 21))


# The EBU Swiss pairs scale, 7-board row as a congress programme prints it
@pytest.mark.parametrize("pct, vps", [
    (50.0, 10), (50.65, 10), (50.66, 11), (51.98, 11), (51.99, 12), (56.23, 14), (56.24, 15),
    (64.40, 18), (64.41, 19), (68.35, 19), (68.36, 20), (100, 20), (49.35, 10), (49.34, 9),
    (31.64, 0),
])
def test_mp_vp_seven_boards(pct, vps):
    assert bk.mp_vp(pct, 7) == (vps, 20 - vps)


@given(st.floats(0, 100), st.integers(2, 55))
def test_mp_vp_sums_to_20_and_is_monotone(pct, boards):
    a, b = bk.mp_vp(pct, boards)
    assert a + b == 20
    assert bk.mp_vp(min(100.0, pct + 1), boards)[0] >= a


@pytest.mark.parametrize("bad", [(101, 7), (-1, 7), (60, 1), (60, 56), ("60", 7)])
def test_mp_vp_refuses(bad):
    with pytest.raises(bk.BridgekitError):
        bk.mp_vp(*bad)


def test_wbf_vps_caps_a_margin_too_large_for_a_whole_number():
    """A margin past 2**63 is a blitz like any margin past the scale's end, not a wrapped
    negative index into the scale."""
    from bridgekit.teams.vp import wbf_vps

    win, lose = wbf_vps([9.223372036854776e18, -1e300, 200], 16)
    assert win.tolist() == [20.0, 0.0, 20.0]
    assert lose.tolist() == [0.0, 20.0, 0.0]
