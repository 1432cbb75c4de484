"""Pathological inputs cost time and memory linear in their size.

Each test measures the same work at two sizes, four times apart, in the same run, and
checks the ratio (linear: about 4; quadratic: about 16). Best of three, so that a busy
machine does not decide; no absolute time is asserted.
"""

import time
import tracemalloc
from pathlib import Path

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


def test_reading_a_lin_file_is_linear_in_its_boards():
    """Each board is played card by card (whose turn, the suit followed, who wins each
    trick): the whole costs the same per board at 150 boards as at 600."""
    from pathlib import Path

    from bridgekit.io import read_lin

    vugraph = (Path(__file__).parents[1] / "data" / "programs" / "bbo-vugraph.lin").read_text()
    played = vugraph.split("qx|o1|")[1].split("qx|c1|")[0]  # board 1: 4S, all 52 cards

    def make(boards):
        text = "".join(f"qx|o{i}|" + played.replace("ah|Board 1|", f"ah|Board {i}|")
                       for i in range(1, boards + 1)).encode()
        return lambda: read_lin(text)
    assert ratio(make, 150) < LINEAR


def test_a_bridgemate_database_becomes_a_traveller_in_linear_time():
    """Every result of the fixture's ReceivedData entered again, again and again (each copy a
    later entry of the same table, round and board): the latest is the result and every
    earlier one is reported, in time linear in the rows."""
    from pathlib import Path

    from bridgekit.io.bws import bws_frame, read_bws_tables

    tables = read_bws_tables(Path(__file__).parent.parent / "data" / "programs"
                             / "bridgemate-2026-01-26.bws")

    def make(copies):
        received = {c: v * copies for c, v in tables["ReceivedData"].items()}
        received["ID"] = list(range(1, len(received["ID"]) + 1))
        grown = {**tables, "ReceivedData": received}
        frame = bws_frame(grown)
        assert len(frame) == 270 and len(frame.attrs["warnings"]) == 270 * (copies - 1)
        return lambda: bws_frame(grown)
    assert ratio(make, 16) < LINEAR  # 4,320 rows and 17,280


def test_checking_a_file_that_disagrees_on_every_board_is_linear():
    """A file whose every board differs (each missing result a tie, checked by Neuberg): each
    disagreement is named with the convention that reproduces it, each other convention
    tried once; reading a row through the frame copied its attrs (a list per problem row),
    and 3,600 lines took 3 minutes."""
    from bridgekit.io import read_event

    base = read_event(Path(__file__).parents[1] / "data" / "programs" / "scorebridge-ties.xml")

    def make(copies):
        parts = [base.assign(board=base["board"].astype(int) + 3 * i) for i in range(copies)]
        big = pd.concat(parts, ignore_index=True)
        big.attrs = {k: v for k, v in base.attrs.items() if k != "totals"}
        scored = bk.score_published(big, convention="bridgekit")
        return lambda: bk.compare_published(scored)
    assert ratio(make, 40) < LINEAR


_PEAK = """
import sys, tracemalloc
import pyarrow as pa
from bridgekit.archive import score_parquet
tracemalloc.start()
score_parquet(sys.argv[1], sys.argv[2], chunk_rows=int(sys.argv[3]))
print(tracemalloc.get_traced_memory()[1] + pa.default_memory_pool().max_memory())
"""


def test_an_archive_streams_in_memory_bounded_by_its_batch(tmp_path):
    """score_parquet's peak memory (Python's and numpy's, traced, with pyarrow's pool's
    peak) in a fresh process, for archives of 38,400 and 153,600 rows in batches of
    10,000: about the same, where reading the whole archive would take four times the
    memory for four times the rows."""
    import subprocess
    import sys

    import pytest

    pytest.importorskip("pyarrow")
    from bridgekit.archive import generated_season, write_archive

    peaks = []
    for clubs in (5, 20):
        src = tmp_path / f"season{clubs}.parquet"
        write_archive(generated_season(clubs=clubs, weeks=40, boards=24, tables=8), src,
                      group_rows=5_000)
        run = subprocess.run([sys.executable, "-c", _PEAK, str(src),
                              str(tmp_path / "scored.parquet"), "10000"],
                             capture_output=True, text=True, check=True)
        peaks.append(int(run.stdout))
    assert peaks[1] < 1.5 * peaks[0], peaks
