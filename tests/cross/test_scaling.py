"""Pathological inputs cost time and memory linear in their size.

Each test measures the same work at two sizes, four times apart, in the same run, and
checks the ratio (linear: about 4; quadratic: about 16). Best of three, so that a busy
machine does not decide; no absolute time is asserted.
"""

import time
import tracemalloc

import numpy as np
import pandas as pd

import bridgekit as bk

LINEAR = 9.0  # comfortably above 4 (linear), far below 16 (quadratic)


def best_time(call, repeat=3) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - start)
    return best


def ratio(make, small: int) -> float:
    a, b = make(small), make(4 * small)
    return best_time(b) / max(best_time(a), 1e-6)


def test_one_pair_on_every_row_validates_in_linear_time():
    def make(rows):
        df = pd.DataFrame({"board": np.ones(rows, dtype=int), "ns": 1, "ew": 2,
                           "ns_score": 420})
        return lambda: bk.validate_traveller(df)
    assert ratio(make, 2_000) < LINEAR


def test_small_group_on_every_board_scores_in_linear_time():
    def make(boards):
        board = np.repeat(np.arange(1, boards + 1), 9)
        group = np.tile(["A"] * 7 + ["B"] * 2, boards)
        score = np.tile([420, 420, 450, 170, 140, -50, 400, 620, 100], boards)
        df = pd.DataFrame({"board": board, "ns": np.tile(np.arange(1, 10), boards),
                           "ew": np.tile(np.arange(11, 20), boards), "group": group,
                           "ns_score": score})
        return lambda: bk.score_event(df, method="ebu")
    assert ratio(make, 500) < LINEAR


def test_wbf_vp_on_a_long_match_is_linear_in_its_table():
    bk.teams.vp.vp_scale.cache_clear()

    def make(boards):
        def run():
            bk.teams.vp.vp_scale.cache_clear()
            bk.wbf_vp(1, boards)
        return run
    assert ratio(make, 600) < LINEAR  # the table has 15 * sqrt(boards) rows: x4 -> x2


def test_long_cells_cost_nothing_beyond_their_length():
    def make(size):
        text = "9" * size
        return lambda: [_refused(bk.parse_entry, text), _refused(bk.Contract.parse, text),
                        _refused(lambda t: bk.parse_tricks(t, "4S"), text)]
    assert ratio(make, 20_000) < LINEAR


def _refused(parse, text):
    try:
        parse(text)
    except bk.BridgekitError:
        return True
    return False


def test_a_group_label_per_board_uses_memory_linear_in_rows():
    def peak(boards):
        board = np.repeat(np.arange(1, boards + 1), 2)
        df = pd.DataFrame({"board": board, "ns": np.tile([1, 2], boards),
                           "ew": np.tile([3, 4], boards),
                           "group": [f"g{b}" for b in board], "ns_score": 100})
        tracemalloc.start()
        bk.score_event(df, method="ebu")
        used = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        return used
    assert peak(4_000) / peak(1_000) < LINEAR
