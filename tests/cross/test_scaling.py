"""Pathological inputs cost time and memory linear in their size.

Each test measures the same work at two sizes, four times apart, in the same run, and
checks the ratio (linear: about 4; quadratic: about 16). Best of three, so that a busy
machine does not decide; no absolute time is asserted.
"""

import os
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


def test_reading_an_nz_bridge_scorer_session_is_linear_in_its_results():
    """A session of many boards, four results each, and its pairs' lines: read in time linear
    in the results (no board or pair looked up by a scan of the others)."""
    from bridgekit.io import read_nzbs

    def make(boards):
        lines = [f'<result tab="{t}" bd="{b}" rnd="1" ns="{t}" ew="{t}" dec="N" cont="4 S" '
                 f'res="=" score="420" mp_ns="30" mp_ew="30"/>'
                 for b in range(1, boards + 1) for t in range(1, 5)]
        pairs = [f'<pair no="{p}" dir="{d}" player_name_1="A" player_name_2="B" '
                 f'match_points="1/2" place="1" res="50.00" raw_score="50.00" handicap="0"/>'
                 for p in range(1, boards + 1) for d in ("NS", "EW")]
        data = ('<session scoring_type="MP"><board_results><brsection sectid="A">'
                + "".join(lines) + '</brsection></board_results><scores><scsection sectid="A">'
                + "".join(pairs) + "</scsection></scores></session>").encode()
        return lambda: read_nzbs(data)
    assert ratio(make, 500) < LINEAR


def test_reading_an_acbl_live_board_page_is_linear_in_its_results():
    """A board page of many results (each in the N-S and the E-W table): the E-W line of each
    result is found by its pairs, not by a scan of the table."""
    from bridgekit.io import read_acbl_live

    def table(side, rows):
        return (f'<div class="scores"><h4>{side}</h4><table><thead><tr><th></th>'
                "<th>Contract</th><th>By</th><th>Score</th><th>Matchpoints</th><th>%</th>"
                "<th>Pairs</th></tr></thead><tbody>" + "".join(rows) + "</tbody></table></div>")

    def make(results):
        def row(me, them, score):
            return (f"<tr><td></td><td>4S</td><td>N</td><td>{score}</td><td>1</td><td>50</td>"
                    f'<td>{me}-<span class="name">A</span> <i>vs.</i> {them}-'
                    '<span class="name">B</span></td></tr>')
        ns = [row(p, p, 420) for p in range(1, results + 1)]
        ew = [row(p, p, -420) for p in range(results, 0, -1)]
        data = ("<html><head><title>ACBL Live</title></head><body><h4>Section A, Board # 1 "
                "Result</h4>" + table("N-S", ns) + table("E-W", ew) + "</body></html>").encode()
        return lambda: read_acbl_live(data)
    assert ratio(make, 500) < LINEAR


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
    """PBN, CSV and USEBIO files of 2,000 and 8,000 results, as bridgekit writes them."""
    from bridgekit.io import read_pbn, read_traveller_csv, read_usebio

    for kind, read, rows in (("pbn", read_pbn, 2_000), ("csv", read_traveller_csv, 2_000),
                             ("xml", read_usebio, 2_000)):
        def make(rows, kind=kind, read=read):
            data = _written(rows, kind)
            return lambda: read(data)
        assert ratio(make, rows) < LINEAR, kind


def _program_pbn(boards: int) -> bytes:
    """A PBN file as a scoring program exports it: each board with its players, its deal and
    a ScoreTable of Ruter's columns, ten rows single-spaced (strings quoted, ``-`` for none)."""
    deal = "N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 KQ52.T.T96.K8753"
    head = ('[ScoreTable "Table\\1R;Round\\1R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;'
            'Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\6R;Score_EW\\6R;MP_NS\\4R;MP_EW\\4R"]')
    # 2S by N, non-vulnerable, 9/10/11 tricks: 140/170/200; of ten tables (top 18), 200 beats
    # seven and ties two (16), 170 beats three and ties three (9), 140 ties two (2)
    rows = "\n".join(f'{t} 1 {t} {t + 10} 2S N {9 + t % 3} SA "{[140, 170, 200][t % 3]}" - '
                     f"{[2, 9, 16][t % 3]} {18 - [2, 9, 16][t % 3]}" for t in range(1, 11))
    return "".join(f'[Event "Club pairs"]\n[Board "{b}"]\n[West "-"]\n[North "-"]\n'
                   f'[East "-"]\n[South "-"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
                   f'[Deal "{deal}"]\n[Scoring "MatchPoints;MP1"]\n{head}\n{rows}\n\n'
                   for b in range(1, boards + 1)).encode()


def test_a_program_s_pbn_file_and_its_deals_read_in_linear_time():
    """A program's export of 250 and 1,000 boards (2,500 and 10,000 results, a deal on each
    board), its results and deals read in the one walk."""
    from bridgekit.io import read_event

    frame = read_event(_program_pbn(3), format="pbn")
    assert len(frame) == 30 and len(frame.attrs["hand_records"]) == 3
    assert frame["ns_score"].tolist()[:3] == ["170", "200", "140"]
    assert frame["pbn_mp_ns"].tolist()[:3] == [9.0, 16.0, 2.0]
    assert bk.score_event(frame)["ns_mp"].tolist()[:3] == [9.0, 16.0, 2.0]

    def make(boards):
        data = _program_pbn(boards)
        return lambda: read_event(data, format="pbn")
    assert ratio(make, 250) < LINEAR


def test_the_usebio_writer_writes_in_linear_time(tmp_path):
    """2,000 and 8,000 results scored, ranked and written as USEBIO: each element line made
    once per distinct value, the text joined once."""
    from bridgekit.io import write_usebio

    def make(rows):
        df = _results(rows)
        return lambda: write_usebio(df, tmp_path / f"event-{rows}.xml", date="01/01/2026")
    assert ratio(make, 2_000) < LINEAR


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
        return lambda: replace_folder(tmp_path / "site", publish_pages(bk.event_result(df)))
    small, big = make(4), make(16)
    assert best_time(big, 2) / best_time(small, 2) < LINEAR


def test_a_teams_event_scores_in_time_linear_in_its_matches():
    """A teams event's matches are found from the runs of its rows: in order, each run is a
    match; rows in any order, the runs' first rows are grouped. Linear either way."""
    def make(matches, shuffled):
        rng = np.random.default_rng(5)
        df = pd.DataFrame({"round": np.repeat(np.arange(matches) // 10, 8),
                           "match": np.repeat(np.arange(matches) % 10, 8),
                           "home": np.repeat([f"T{i % 40}" for i in range(matches)], 8),
                           "away": "Away", "board": np.tile(np.arange(1, 9), matches),
                           "table1_ns": rng.choice([630, -100, 110, 0], 8 * matches),
                           "table2_ns": rng.choice([-630, 100, 140, 0], 8 * matches)})
        if shuffled:
            df = df.sample(frac=1, random_state=1)
        return lambda: bk.score_teams_event(df)
    for shuffled in (False, True):
        assert ratio(lambda n, s=shuffled: make(n, s), 5_000) < LINEAR


def test_checking_a_teams_file_is_linear_in_its_matches():
    """The teams file's own matches, teams and pairs ride in the frame's attrs: pandas copied
    them whole on every operation (each match's boards grouped), so 216 matches took 2.3 s and
    400 took 10.8 s. A reader's records are never copied now."""
    from pathlib import Path

    from bridgekit.io import read_event
    from bridgekit.io._files import Records
    from bridgekit.teams.published import check_teams_published

    base = read_event(Path(__file__).parents[1] / "data" / "programs" / "teamsscorer-swiss.xml")

    def make(copies):
        parts, matches = [], []
        for i in range(copies):
            parts.append(base.assign(round=base["round"].astype(int) + 10 * i))
            matches += [{**m, "round": int(m["round"]) + 10 * i} for m in base.attrs["matches"]]
        frame = pd.concat(parts, ignore_index=True)
        frame.attrs = {**base.attrs, "matches": Records(matches)}
        return lambda: check_teams_published(frame, vp_scale="ebu_whole")
    assert isinstance(base.attrs["matches"], Records)
    assert ratio(make, 20) < LINEAR  # 80 matches and 320


def test_checking_a_teams_frame_made_by_hand_is_linear_in_its_matches():
    """A frame made as check_teams_published's docstring makes one, its matches a plain list
    in attrs, and no scale named (each scale tried): pandas copied the list on every
    operation, each match's boards were grouped once for each scale tried and each line's
    numbers compared one by one: 160 matches took 1.8 s and 640 took 21.5 s (0.08 s and
    0.19 s now)."""
    from bridgekit.teams.published import check_teams_published

    def make(matches):
        df = pd.DataFrame({"round": np.repeat(np.arange(1, matches + 1), 3), "match": 1,
                           "home": "1", "away": "2", "board": np.tile([1, 2, 3], matches),
                           "table1_ns": np.tile([420.0, 140.0, -100.0], matches),
                           "table2_ns": np.tile([400.0, 110.0, -100.0], matches),
                           "usebio_imps": np.tile([1.0, 1.0, 0.0], matches)})
        df.attrs.update(scoring="IMPS", match_scoring="VPS", program="TeamsScorer",
                        matches=[{"round": r, "match": 1, "home_score": 12, "away_score": 8}
                                 for r in range(1, matches + 1)])
        return lambda: check_teams_published(df)
    assert ratio(make, 160) < LINEAR  # 160 matches and 640


def test_reading_a_usebio_butler_file_with_its_handset_is_linear_in_its_boards():
    """A Butler event of many boards, four results each, written by bridgekit with a deal per
    board (a USEBIO HANDSET) and read back: time linear in the boards (each board's deal read
    once, no board looked up by a scan of the others)."""
    from bridgekit.io import read_usebio, scored_text

    deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"

    def make(boards):
        rows = pd.DataFrame({"board": np.repeat(np.arange(1, boards + 1), 4),
                             "ns": np.tile(["1", "2", "3", "4"], boards),
                             "ew": np.tile(["5", "6", "7", "8"], boards),
                             "ns_score": np.tile([420, 170, 140, -100], boards)})
        rows.attrs["hand_records"] = [{"board": b, "dealer": str(bk.board_dealer(b)),
                                       "vulnerability": str(bk.board_vulnerability(b)),
                                       "deal": deal} for b in range(1, boards + 1)]
        text, _ = scored_text(bk.event_result(rows, bk.Settings(scoring="butler")), "usebio")
        data = text.encode()
        assert len(read_usebio(data).attrs["hand_records"]) == boards
        return lambda: read_usebio(data)
    measured = steady_ratio(make, 60)
    print(f"USEBIO with a HANDSET, 240 boards / 60: {measured:.2f} "
          f"(load average {os.getloadavg()[0]:.2f})")
    assert measured < LINEAR


def test_an_event_of_categories_peaks_near_twice_its_size():
    # the event's own columns are 27 bytes a row here (three int64 numbers, three one-byte
    # category codes); the six float columns the scoring adds are 48: the peak once held
    # 3.6 times the input (copies of the board numbers, per-row n and N, 64-bit codes)
    def multiple(rows):
        per_board = 20
        board = np.repeat(np.arange(1, rows // per_board + 1), per_board)
        table = np.tile(np.arange(1, per_board + 1), rows // per_board)
        pick = np.arange(rows) * 7919 % 12
        contract = np.array(["1NT", "2S", "3NT", "4H", "4S", "5D", "6NT", "2HX", "3C", "1S", "4SX",
                             "Pass"])[pick]
        df = pd.DataFrame({"board": board, "ns": table, "ew": table + per_board,
                           "contract": contract,
                           "declarer": np.where(contract == "Pass", "", np.array(list("NESW"))[pick % 4]),
                           "result": np.where(contract == "Pass", "",
                                              np.array(["=", "-1", "+1", "-2"])[pick % 4]),
                           }).astype(dict.fromkeys(("contract", "declarer", "result"), "category"))
        return traced_peak(lambda: bk.score_event(df)) / df.memory_usage(deep=True).sum()
    small, large = multiple(25_000), multiple(100_000)
    assert small < 2.5 and large < 2.5, (small, large)  # 2.3 and 2.1 measured
