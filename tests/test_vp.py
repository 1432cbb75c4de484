"""Victory points: the WBF 2013 continuous scale."""


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

