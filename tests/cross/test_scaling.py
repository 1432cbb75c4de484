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


def traced_peak(call) -> int:
    tracemalloc.start()
    try:
        call()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def _one_long_lead(rows: int, long: int) -> pd.DataFrame:
    lead = np.full(rows, "SA", dtype=object)
    lead[0] = "H" * long
    return pd.DataFrame({"board": np.arange(rows) // 10 + 1, "ns": np.arange(rows) % 10 + 1,
                         "ew": np.arange(rows) % 10 + 11, "contract": "4S", "declarer": "N",
                         "result": "10", "lead": lead})


def test_the_writers_take_memory_linear_in_the_text_however_long_one_cell_is(tmp_path):
    """One long lead among many rows: the PBN and USEBIO writers' memory grows with the text
    (rows + the long cell), not with rows x the longest cell (10,000 rows with one
    50,000-character lead took 8.7 GB and 5.8 GB)."""
    from bridgekit.io import write_pbn, write_usebio

    for write in (write_pbn, write_usebio):
        small, big = _one_long_lead(1_000, 20_000), _one_long_lead(4_000, 80_000)
        a = traced_peak(lambda: write(small, tmp_path / "a.out"))  # noqa: B023
        b = traced_peak(lambda: write(big, tmp_path / "b.out"))  # noqa: B023
        assert b / a < LINEAR, (write.__name__, a, b)
        assert b < 200 * (4_000 * 60 + 80_000), (write.__name__, b)  # bytes, not gigabytes


def test_reading_a_long_tag_value_takes_memory_linear_in_it():
    """A tag value of millions of characters costs a few bytes per character to read, not
    the 170 a pattern over each character took (a 40 MB tag: 6.7 GB)."""
    from bridgekit.io import read_pbn

    def text(size):
        return ('[Event "' + "e" * size + '"]\n[Board "1"]\n'
                '[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2 "420"\n').encode()

    small, big = text(500_000), text(2_000_000)
    a, b = traced_peak(lambda: read_pbn(small)), traced_peak(lambda: read_pbn(big))
    assert b / a < LINEAR
    assert b < 20 * len(big), b


def steady_ratio(make, small: int) -> float:
    """:func:`ratio` for work of a few milliseconds, which a busy machine's pauses can
    double: best of seven, and the smaller of two tries."""
    a, b = make(small), make(4 * small)
    return min(best_time(b, 7) / max(best_time(a, 7), 1e-6) for _ in range(2))


def _acbl_page(head: str, name: str = "Vance, Ruth") -> bytes:
    import html

    game = ('{"sessions":[{"number":1,"sections":[{"name":"A","pair_summaries":[{"pair_number":1,'
            f'"direction":"NS","players":[{{"name":{json_text(name)}}}]}}],"boards":[{{'
            '"board_number":1,"board_results":[{"ns_pair":1,"ew_pair":1,"ns_score":"420"}]}]}]}]}')
    return (f"<!DOCTYPE html><html><body>{head}<result-details v-bind:data="
            f"\"{html.escape(game, quote=True)}\"></result-details></body></html>").encode()


def json_text(text: str) -> str:
    import json

    return json.dumps(text)


def test_an_acbl_page_of_unclosed_tags_reads_in_linear_time():
    """``<a `` 10,000 times before the game's element took html.parser 12 s (20,000: 35 s):
    the element is found by one scan and only its tag is parsed."""
    from bridgekit.io import read_acbl

    def make(tags):
        page = _acbl_page("<a " * tags)
        return lambda: read_acbl(page)
    assert steady_ratio(make, 1_000_000) < LINEAR  # 3 MB and 12 MB: both past the caches


def test_an_acbl_name_of_escaped_quotes_reads_in_linear_time_and_memory():
    """The JSON pre-scan that counts nesting: an unclosed string of escaped quotes was
    quadratic (16,000 pairs: 3.9 s); a long name cost 120 bytes a character (16 MB: 2 GB)."""
    from bridgekit.io.acbl import _json_depth, read_acbl

    def make(pairs):
        text = '{"sessions": [], "name": "' + '\\"' * pairs  # never closed
        return lambda: _json_depth(text)
    assert steady_ratio(make, 200_000) < LINEAR

    def make_page(chars):
        page = _acbl_page("", name="x" * chars)
        return lambda: read_acbl(page)
    assert steady_ratio(make_page, 1_000_000) < LINEAR
    page = _acbl_page("", name="\\" * 2_000_000)
    peak = traced_peak(lambda: read_acbl(page))
    assert peak < 12 * len(page), peak  # the page, its text, the JSON: 6 bytes a byte
    assert traced_peak(lambda: _json_depth("[" + '"' + "x" * 4_000_000 + '"]')) < 9_000_000
