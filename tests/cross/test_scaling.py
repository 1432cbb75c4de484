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


# ------------------------------------------------------------ every reader, and publish

def _results(rows: int) -> pd.DataFrame:
    """``rows`` results of a 10-table Mitchell, 10 a board (N-S 1-10 v E-W 11-20)."""
    i = np.arange(rows)
    return pd.DataFrame({"board": i // 10 + 1, "ns": i % 10 + 1, "ew": (i + i // 10) % 10 + 11,
                         "contract": np.where(i % 3 == 0, "4S", "3NT"), "declarer": "N",
                         "result": np.where(i % 2 == 0, "10", "9"), "lead": "SA"})


def _written(rows: int, writer: str) -> bytes:
    import tempfile
    from pathlib import Path

    from bridgekit.io import write_pbn, write_traveller_csv, write_usebio

    write = {"pbn": write_pbn, "csv": write_traveller_csv, "xml": write_usebio}[writer]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"event.{writer}"
        write(_results(rows), path)
        return path.read_bytes()


def test_every_pairs_reader_reads_in_linear_time():
    """PBN and CSV files of 2,000 and 8,000 results, USEBIO of 500 and 2,000, as bridgekit
    writes them."""
    from bridgekit.io import read_pbn, read_traveller_csv, read_usebio

    for kind, read, rows in (("pbn", read_pbn, 2_000), ("csv", read_traveller_csv, 2_000),
                             ("xml", read_usebio, 500)):
        def make(rows, kind=kind, read=read):
            data = _written(rows, kind)
            return lambda: read(data)
        assert ratio(make, rows) < LINEAR, kind


def _teams_file(matches: int) -> bytes:
    """A USEBIO teams event of ``matches`` matches of 4 boards between teams 1 and 2."""
    line = ("<TRAVELLER_LINE><DIRECTION>{d}</DIRECTION><NS_PAIR_NUMBER>{ns}</NS_PAIR_NUMBER>"
            "<EW_PAIR_NUMBER>{ew}</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N"
            "</PLAYED_BY><TRICKS>10</TRICKS><SCORE>{score}</SCORE></TRAVELLER_LINE>")
    boards = "".join(f"<BOARD><BOARD_NUMBER>{b}</BOARD_NUMBER><IMPS>0</IMPS>"
                     + line.format(d="NS", ns=1, ew=4, score=420)
                     + line.format(d="EW", ns=3, ew=2, score=420) + "</BOARD>"
                     for b in range(1, 5))
    body = "".join(f"<MATCH><ROUND_NUMBER>{m}</ROUND_NUMBER><TEAM>1</TEAM><OPPOSING_TEAM>2"
                   "</OPPOSING_TEAM><TEAM_SCORE>10</TEAM_SCORE><OPPOSING_TEAM_SCORE>10"
                   f"</OPPOSING_TEAM_SCORE>{boards}</MATCH>" for m in range(1, matches + 1))
    return ('<?xml version="1.0" encoding="UTF-8"?><USEBIO Version="1.2"><EVENT '
            'EVENT_TYPE="TEAMS"><BOARD_SCORING_METHOD>IMPS</BOARD_SCORING_METHOD><SESSION>'
            f"<SESSION_NUMBER>1</SESSION_NUMBER>{body}</SESSION></EVENT></USEBIO>").encode()


def test_a_teams_file_reads_in_linear_time():
    from bridgekit.io import read_teams_event

    def make(matches):
        data = _teams_file(matches)
        assert len(read_teams_event(data)) == 4 * matches
        return lambda: read_teams_event(data)
    assert ratio(make, 100) < LINEAR


def test_hand_records_read_in_linear_time():
    from bridgekit.io import read_hand_records

    deal = "N:AKQJ.AKQ.AKQ.AKQ T98.T98.T98.T987 765.765.765.6543 432.J432.J432.J2"

    def make(boards):
        data = "".join(f'[Board "{b}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{deal}"]\n\n'
                       for b in range(1, boards + 1)).encode()
        return lambda: read_hand_records(data)
    assert ratio(make, 1_000) < LINEAR


def test_a_saved_acbl_page_reads_in_linear_time():
    """The whole reader on pages of 1,000 and 4,000 results (the scans above are its parts)."""
    import html
    import json

    from bridgekit.io import read_acbl

    def make(rows):
        boards = [{"board_number": str(b), "board_results": [
            {"ns_pair": str(t), "ew_pair": str(t), "contract": "4 S", "declarer": "N",
             "tricks_taken": "10", "ns_score": "420", "ns_match_points": "4.5",
             "ew_match_points": "4.5"} for t in range(1, 11)]} for b in range(1, rows // 10 + 1)]
        game = {"sessions": [{"number": 1, "sections": [{"name": "A", "boards": boards}]}]}
        page = (f'<html><body><result-details v-bind:data="{html.escape(json.dumps(game))}">'
                "</result-details></body></html>").encode()
        return lambda: read_acbl(page)
    assert ratio(make, 1_000) < LINEAR


def test_publish_writes_a_site_in_time_linear_in_its_boards(tmp_path):
    """A 10-table event of 4 and 16 boards: the pages (the boards', and every pair's card
    growing with the boards) written as a site, through the command's folder swap."""
    from bridgekit.io._files import replace_folder
    from bridgekit.show.publish import publish_pages

    def make(boards):
        df = _results(10 * boards)
        return lambda: replace_folder(tmp_path / "site", publish_pages(df))
    small, big = make(4), make(16)
    assert best_time(big, 2) / best_time(small, 2) < LINEAR
