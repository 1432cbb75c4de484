"""Matchpoints, Neuberg, old-style, the small-group ladder and adjusted scores on one board."""


import numpy as np
import pytest
from helpers import expand, seed_004_tables
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.pairs.scoring import METHODS, Boards, score_arrays, score_many


def test_seed_004_full_board_plain(data_dir):
    full = seed_004_tables(data_dir)[0]
    frame = bk.score_board(expand(full), method="plain")
    got = sorted(set(zip(frame.ns_mp, frame.ew_mp, strict=True)), reverse=True)
    assert got == [(ns, ew) for _, _, ns, ew in full]


def test_acbl_scale_is_half():
    ebu = bk.score_board([450, 420, 420, 170, -50], normal=6)
    acbl = bk.score_board([450, 420, 420, 170, -50], normal=6, scale="acbl")
    assert np.allclose(acbl.ns_mp * 2, ebu.ns_mp)
    assert np.allclose(acbl.ns_pct, ebu.ns_pct)
    assert bk.neuberg(9, 10, 11, scale="acbl") == pytest.approx((11 / 10) * 9.5 - 0.5)


def test_artificial_scores():
    frame = bk.score_board([620, 170, "A60/40", 140])
    assert frame.ns_pct.iloc[2] == 60 and frame.ew_pct.iloc[2] == 40
    assert frame.ns_mp.iloc[2] == pytest.approx(3.6)  # 60% of the full top of 6
    # the three real results are Neuberg-factored to N = 4
    assert frame.ns_mp.iloc[0] == pytest.approx(4 / 3 * 5 - 1)
    for text, ns, ew in [("A6040", 60, 40), ("A50/50", 50, 50), ("A+", 60, 40), ("A=", 50, 50),
                         ("A-", 40, 60), ("A+/A+", 60, 60), ("A-/A-", 40, 40), ("A40/60", 40, 60)]:
        f = bk.score_board([100, 200, text])
        assert (f.ns_pct.iloc[2], f.ew_pct.iloc[2]) == (ns, ew), text
    assert str(bk.parse_entry("A60/40")) == "A60/40"
    assert bk.parse_entry(str(bk.parse_entry("A+/A-"))) == bk.parse_entry("A+/A-")


def test_weighted_score():
    # Law 12C1(c): 30% of +420 and 70% of +170, among +450, +420, +170, -50
    frame = bk.score_board([450, 420, 170, -50, "30%+420 70%+170"])
    # the weighted row: +420 beats 2 and ties 1 (5 units); +170 beats 1 and ties 1 (3 units)
    assert frame.ns_mp.iloc[4] == pytest.approx(0.3 * 5 + 0.7 * 3)
    # +420 meets the weighted row: ties its 30% part, beats its 70% part
    assert frame.ns_mp.iloc[1] == pytest.approx(2 * 2 + 0.3 * 1 + 0.7 * 2)
    assert (frame.ns_mp + frame.ew_mp).round(9).eq(8).all()
    assert frame.ns_mp.sum() == pytest.approx(20)  # n(n-1) on the 2-per scale
    with pytest.raises(bk.ScoreError, match="sum to 100"):
        bk.parse_entry("30%+420 60%+170")


def test_explain_board_reads_aloud():
    e = bk.explain_board([450] + [420] * 5 + [170] * 2 + [-50] * 2, normal=11)
    assert "(11/10) × (18 + 1) − 1 = 19.9" in e[0]
    assert "(11/10) × (12 + 1) − 1 = 13.3" in e[1]
    assert "(11/10) × (5 + 1) − 1 = 5.6" in e[6]
    ruling = bk.explain_board([620, 170, "A60/40", 140])
    assert "a ruling" in ruling[2] and "60.0%" in ruling[2]
    ladder = bk.explain_board([420] * 6 + [170, 140, -50], groups=["A"] * 6 + ["B"] * 3,
                              method="magic")
    assert "small deviant group" in ladder[6] and "70.0%" in ladder[6]
    old = bk.explain_board([450, 420], normal=3, method="old-style")
    assert "old-style: 2 + 1 for 1 result(s) not compared" in old[0]


boards = st.lists(st.integers(-80, 80).map(lambda x: x * 10), min_size=1, max_size=14)


@given(boards, st.sampled_from(bk.pairs.METHODS), st.sampled_from(["ebu", "acbl"]),
       st.integers(0, 3))
def test_ns_plus_ew_is_the_top(scores, method, scale, missing):
    n = len(scores)
    frame = bk.score_board(scores, normal=n + missing, method=method, scale=scale)
    half = 0.5 if scale == "acbl" else 1
    top = 2 * (n - 1) * half if method == "plain" else 2 * (n + missing - 1) * half
    assert np.allclose(frame.ns_mp + frame.ew_mp, top)
    assert np.allclose(frame.ns_pct + frame.ew_pct, 100)


@given(boards, st.lists(st.sampled_from("AB"), min_size=14, max_size=14),
       st.sampled_from(["magic", "ebu", "neuberg"]))
def test_groups_keep_the_top_or_the_ladder(scores, labels, method):
    groups = labels[:len(scores)]
    frame = bk.score_board(scores, groups=groups, method=method)
    total = frame.ns_pct + frame.ew_pct
    assert np.all(np.isclose(total, 100) | np.isclose(total, 120))
    if method == "neuberg":
        assert np.allclose(total, 100)


@given(boards, st.sampled_from(["ebu", "acbl"]))
def test_matchpoints_definition(scores, scale):
    got = bk.matchpoints(scores, scale=scale)
    win, tie = (2, 1) if scale == "ebu" else (1, 0.5)
    for i, mine in enumerate(scores):
        others = scores[:i] + scores[i + 1:]
        want = sum(win for s in others if s < mine) + sum(tie for s in others if s == mine)
        assert got[i] == want


def test_bad_entries():
    with pytest.raises(bk.ScoreError, match="'A70'"):
        bk.score_board([420, "A70"])
    with pytest.raises(bk.OptionError, match="method='swiss'"):
        bk.score_board([420, 170], method="swiss")
    with pytest.raises(bk.OptionError, match="scale='wbf'"):
        bk.matchpoints([420, 170], scale="wbf")


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("scale", ["ebu", "acbl"])
@given(boards=st.lists(st.lists(st.sampled_from([-100, 50, 110, 140, 420, 450, 620]),
                                min_size=1, max_size=9), min_size=1, max_size=5),
       missing=st.lists(st.integers(0, 2), min_size=5, max_size=5),
       fraction=st.booleans())
def test_score_arrays_without_its_working_gives_the_same_results(method, scale, boards, missing,
                                                                 fraction):
    """``working=False`` (an event's path: working arrays let go, or reused, as they are
    used; the units counted on a table, or sorted when a score is not whole) gives exactly
    the columns of the full call, a lone result on a board of N = 1 (top 0) included."""
    board = np.repeat(np.arange(len(boards)), [len(b) for b in boards])
    scores = np.concatenate([np.asarray(b, dtype=float) for b in boards])
    if fraction:  # not a whole number: the sort's way
        scores[0] += 0.5
    # no result, one or two missing on each board
    normal = np.array([len(b) + missing[i] for i, b in enumerate(boards)], dtype=float)
    full = score_arrays(Boards(board, scores, normal=normal), method, scale)
    lean = score_arrays(Boards(board, scores, normal=normal), method, scale, working=False)
    assert set(lean) == {"ns_mp", "ew_mp", "ns_pct", "ew_pct", "top", "rule"}
    for key, values in lean.items():
        np.testing.assert_array_equal(values, full[key], err_msg=key)


def test_score_many_takes_settings_and_method_and_scale_as_shortcuts():
    board, scores = np.array([0, 0, 0, 1, 1]), np.array([450.0, 420.0, -100.0, 100.0, -50.0])
    normal = np.array([3.0, 3.0])
    # board 1 factored to 3: +100 (2 of 2) is (3/2) x 3 - 1 = 3.5, on the ACBL scale 1.75
    by_settings = score_many(board, scores, normal=normal, settings=bk.Settings(scale="acbl"))
    assert by_settings.ns_mp.tolist()[3:] == [1.75, 0.25]
    assert by_settings.equals(score_many(board, scores, normal=normal, scale="acbl"))
    plain = score_many(board, scores, settings=bk.Settings.of("brian"), scale="acbl")
    assert plain.ns_mp.tolist() == [2.0, 1.0, 0.0, 1.0, 0.0]
    with pytest.raises(bk.OptionError, match="movement='howell': not an option here; one of "
                                             "method, scale"):
        score_many(board, scores, movement="howell")
