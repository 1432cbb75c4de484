"""Hostile and odd input, one named test per class of failure seen: every bad input gives a
BridgekitError that quotes the value (a FileFormatError naming file and line), nothing hangs,
nothing is lost, nothing a user typed can forge a result."""

import math
import os
import stat
import subprocess
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from helpers import need_browser

import bridgekit as bk
from bridgekit.io import read_event, read_pbn, read_traveller_csv, read_usebio, write_event, write_pbn, write_usebio
from bridgekit.teams.tiebreak import Meeting


def traveller(**columns):
    base = {"board": [1, 1, 1], "ns": [1, 2, 3], "ew": [4, 5, 6],
            "contract": ["4S", "4S", "3NT"], "declarer": ["N", "N", "S"],
            "result": ["=", "+1", "-1"]}
    base.update(columns)
    return pd.DataFrame(base)


# ---------------------------------------------------------------- empty and degenerate events

def test_empty_frame_scores_to_an_empty_frame():
    out = bk.score_event(traveller().iloc[:0])
    assert len(out) == 0 and {"ns_mp", "ew_mp", "error"} <= set(out.columns)
    assert bk.rank_pairs(out).empty


def test_every_row_in_error_keeps_every_row_and_says_why():
    out = bk.score_event(traveller(contract=["8S", "9S", "4Z"]))
    assert out.ns_mp.isna().all() and (out.error != "").all()
    assert "'8S': a level is 1 to 7" in out.error[0]


def test_board_of_only_artificial_scores_gets_each_its_percentage_of_the_full_top():
    board = bk.score_board(["A60/40", "A40/60"])
    assert board.ns_mp.tolist() == [1.2, 0.8] and board.ew_mp.tolist() == [0.8, 1.2]
    out = bk.score_event(pd.DataFrame({"board": [1, 1, 2, 2], "ns": [1, 2, 1, 2],
                                       "ew": [3, 4, 3, 4],
                                       "ns_score": ["A60/40", "A40/60", 620, 170]}))
    assert out.ns_mp.tolist() == [1.2, 0.8, 2.0, 0.0]


def test_one_result_and_rulings_is_scored():
    board = bk.score_board([420, "A+", "A-"])
    assert board.ns_pct.tolist() == [50.0, 60.0, 40.0]


def test_matchpoints_of_no_results_is_empty():
    assert bk.matchpoints([]).tolist() == []


def test_rank_pairs_with_a_board_of_one_result():
    scored = bk.score_event(pd.DataFrame({"board": [1, 2, 2], "ns": [1, 1, 2], "ew": [3, 3, 4],
                                          "ns_score": [420, 620, 170]}))
    ranks = bk.rank_pairs(scored)
    assert set(ranks.pair) == {"1", "2", "3", "4"}
    assert ranks.set_index("pair").loc["1", "pct"] == 100 * 2 / 2  # board 1 has a top of 0


def test_rank_pairs_without_the_scored_columns_names_them():
    with pytest.raises(bk.TravellerError, match=r"ranking needs \['ns', 'ew', 'ns_mp'\]"):
        bk.rank_pairs(pd.DataFrame({"board": [1]}))


# ---------------------------------------------------------------- numbers

@pytest.mark.parametrize("boards", [[10**20, 2 * 10**20], [2**53, 2**53 + 1], [1e20, 2e20]])
def test_huge_board_numbers_are_refused_never_merged(boards):
    out = bk.score_event(pd.DataFrame({"board": boards, "ns": [1, 2], "ew": [3, 4],
                                       "ns_score": [420, 170]}))
    assert out.ns_mp.isna().all()
    assert "a board number is a whole number from 1 to 999999999" in out.error[0]


def test_unicode_digit_board_is_not_a_board():
    problems = bk.validate_traveller(traveller(board=["²", "1", "١"]))
    assert problems.column.tolist() == ["board", "board"]


@pytest.mark.parametrize("column,value", [("contract", "9" * 5000 + "S"),
                                          ("result", "+" + "9" * 5000),
                                          ("result", "9" * 20000)])
def test_thousands_of_digits_are_a_row_problem(column, value):
    problems = bk.validate_traveller(traveller(**{column: [value, "4S", "4S"]}
                                               if column == "contract" else
                                               {column: [value, "=", "="]}))
    assert problems.row.tolist() == [0]
    assert len(problems.problem[0]) < 300  # the value is quoted, cut short


@pytest.mark.parametrize("normal", [0, 2, "abc", 2.5, True, -1])
def test_bad_normal_is_refused(normal):
    with pytest.raises(bk.BridgekitError, match="normal="):
        bk.score_board([420, 170, 100], normal=normal)
    with pytest.raises(bk.BridgekitError, match="normal="):
        bk.score_event(traveller(), normal=normal)


def test_normal_per_board_below_the_rows_is_refused():
    with pytest.raises(bk.TravellerError, match="board 1 has 3 results, more than N = 2"):
        bk.score_event(traveller(), normal={1: 2})


# ---------------------------------------------------------------- frames

def test_duplicate_column_names_are_refused_with_the_names():
    df = pd.DataFrame([[1, 1, 3, 420, 420]], columns=["board", "ns", "ew", "ns_score", "ns_score"])
    with pytest.raises(bk.TravellerError, match=r"\['ns_score'\] appear more than once"):
        bk.score_event(df)


def test_a_list_in_a_cell_is_that_row_s_problem():
    df = traveller(ns=[[1], 2, 3], contract=["4S", ["4S"], "3NT"])
    out = bk.score_event(df)
    assert out.ns_mp.isna().tolist() == [True, True, False]
    assert "a cell holds one value, not a list" in out.error[0]


def test_duplicate_index_keeps_each_row_s_own_error():
    df = traveller(contract=["4S", "8S", "3NT"]).set_axis([0, 0, 1])
    out = bk.score_event(df)
    assert out.error.tolist()[0] == "" and "'8S'" in out.error.tolist()[1]
    assert out.error.tolist()[2] == ""


def test_writers_take_a_duplicate_index(tmp_path):
    df = traveller().set_axis([0, 0, 0])
    for name in ("x.pbn", "x.xml", "x.csv"):
        write_event(df, tmp_path / name)
        assert len(read_event(tmp_path / name)) == 3


# ---------------------------------------------------------------- scalars

@pytest.mark.parametrize("call", [
    lambda: bk.imps("abc"), lambda: bk.imps(math.nan), lambda: bk.imps([1, "x"]),
    lambda: bk.hybrid_points([math.inf], [0]), lambda: bk.hybrid_share(2, "1000", 10),
    lambda: bk.wbf_vp("a", 16), lambda: bk.wbf_vp(3.5, 16), lambda: bk.wbf_vp(3, 10**9),
    lambda: bk.neuberg("a", 1, 1), lambda: bk.neuberg(math.nan, 1, 1),
    lambda: bk.neuberg(1, 0, 1), lambda: Meeting(10, 10, at_stake=0),
    lambda: bk.score_board("420"), lambda: bk.score_board(420),
    lambda: bk.duplicate_score("4S", 10, "False"), lambda: bk.duplicate_score("4S", 10, 1),
    lambda: bk.butler_datum([1, 2], drop="1"), lambda: bk.cross_imps("620"),
    lambda: bk.is_possible_score("420", True),
], ids=lambda f: "")
def test_bad_scalars_raise_bridgekit_errors(call):
    with pytest.raises(bk.BridgekitError):
        call()


def test_neuberg_of_nan_is_refused_not_returned():
    with pytest.raises(bk.ScoreError, match="mp=nan: expected finite numbers"):
        bk.neuberg(math.nan, 1, 1)


def test_a_string_is_not_a_list_of_results():
    with pytest.raises(bk.ScoreError, match="'420': a board's results are a list"):
        bk.score_board("420")


# ---------------------------------------------------------------- CSV reading

def _csv(tmp_path, text: str | bytes, name="t.csv"):
    path = tmp_path / name
    (path.write_bytes if isinstance(text, bytes) else path.write_text)(text)
    return path


def test_csv_repeated_header_name(tmp_path):
    with pytest.raises(bk.FileFormatError, match="line 1: header names 'ns' more than once"):
        read_traveller_csv(_csv(tmp_path, "board,ns,ns,ns_score\n1,1,2,420\n"))


def test_csv_twenty_digit_board_is_a_row_problem(tmp_path):
    df = read_traveller_csv(_csv(tmp_path, "board,ns,ew,ns_score\n" + "9" * 20 + ",1,2,420\n"
                                 "1,1,2,420\n"))
    assert bk.validate_traveller(df).column.tolist() == ["board"]


def test_csv_cell_over_the_limit(tmp_path):
    text = "board,ns,ew,ns_score\n1,1,2," + "4" * 140_000 + "\n"
    with pytest.raises(bk.FileFormatError, match="line 2: a cell longer than 131072"):
        read_traveller_csv(_csv(tmp_path, text))


def test_csv_cr_only_line_endings(tmp_path):
    df = read_traveller_csv(_csv(tmp_path, b"board,ns,ew,ns_score\r1,1,2,420\r1,3,4,170\r"))
    assert df.ns_score.tolist() == ["420", "170"]


def test_csv_unclosed_quote_is_an_error_not_a_swallowed_file(tmp_path):
    text = 'board,ns,ew,lead\n1,1,2,"SA\n1,3,4,HK\n1,5,6,DQ\n'
    with pytest.raises(bk.FileFormatError, match="line 2: a quote opened here is never closed"):
        read_traveller_csv(_csv(tmp_path, text.replace("lead", "ns_score")))


# ---------------------------------------------------------------- PBN and USEBIO reading

PBN = """[Board "{board}"]
[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW;Percentage_NS;Percentage_EW"]
1 2 4S N 10 "420" - 50 50
3 4 - - - - - {pct}
"""


def test_pbn_unicode_digit_board(tmp_path):
    path = _csv(tmp_path, PBN.format(board="²", pct="^60 ^40"), "x.pbn")
    with pytest.raises(bk.FileFormatError, match=r"x\.pbn, line 1: board '²'"):
        read_pbn(path)


def test_pbn_impossible_artificial_percentage_is_a_row_problem_with_its_line(tmp_path):
    df = read_pbn(_csv(tmp_path, PBN.format(board=1, pct="^150 ^40"), "x.pbn"))
    assert df.ns_score.tolist() == ["420", "A150/40"] and df.line.tolist() == [3, 4]
    out = bk.score_event(df)
    assert "'A150/40'" in out.error[1] and out.ns_mp[0] == out.ns_mp[0]


def test_pbn_published_number_that_is_not_one_is_a_warning(tmp_path):
    df = read_pbn(_csv(tmp_path, PBN.format(board=1, pct="x ^40"), "x.pbn"))
    assert np.isnan(df.pbn_pct_ns[1])
    assert df.attrs["warnings"][0]["line"] == 4


def test_usebio_match_points_that_are_not_a_number(tmp_path):
    xml = ("<USEBIO><EVENT><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE>"
           "<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>"
           "<SCORE>420</SCORE><NS_MATCH_POINTS>x</NS_MATCH_POINTS></TRAVELLER_LINE>"
           "</BOARD></EVENT></USEBIO>")
    df = read_usebio(_csv(tmp_path, xml, "x.xml"))
    assert df.ns_score.tolist() == ["420"] and np.isnan(df.usebio_mp_ns[0])
    assert df.attrs["warnings"][0]["value"] == "x"


@pytest.mark.parametrize("encoding", ["inf", "utf-32", "nonsense-8"])
def test_usebio_declaring_an_encoding_python_cannot_read(tmp_path, encoding):
    # found by the long fuzz profile: encoding="inf" raised LookupError
    xml = f'<?xml version="1.0" encoding="{encoding}"?>\n<USEBIO><EVENT></EVENT></USEBIO>'
    with pytest.raises(bk.FileFormatError, match=r"x\.xml, line 1: "):
        read_usebio(_csv(tmp_path, xml, "x.xml"))


@pytest.mark.parametrize("name", ["x.pbn", "x.csv", "x.xml"])
def test_utf16_without_its_mark_is_refused(tmp_path, name):
    text = PBN.format(board=1, pct="50 50") if name.endswith("pbn") else "board,ns\n1,2\n"
    path = _csv(tmp_path, text.encode("utf-16-le"), name)
    with pytest.raises(bk.FileFormatError, match="NUL character"):
        read_event(path)


def test_utf16_with_its_mark_is_read(tmp_path):
    path = _csv(tmp_path, PBN.format(board=1, pct="50 50").encode("utf-16"), "x.pbn")
    assert len(read_pbn(path)) == 2


@pytest.mark.parametrize("name", ["x.pbn", "x.csv", "x.xml"])
def test_plain_text_is_not_an_empty_event(tmp_path, name):
    path = _csv(tmp_path, "Dear director,\nplease find the results attached.\n", name)
    with pytest.raises(bk.FileFormatError):
        read_event(path)


# ---------------------------------------------------------------- special files

def test_a_fifo_is_refused_at_once(tmp_path):
    fifo = tmp_path / "x.pbn"
    os.mkfifo(fifo)
    with pytest.raises(bk.FileFormatError, match="not a regular file"):
        read_event(fifo)


def test_a_link_to_dev_zero_is_refused(tmp_path):
    link = tmp_path / "x.pbn"
    link.symlink_to("/dev/zero")
    with pytest.raises(bk.FileFormatError, match="not a regular file"):
        read_event(link)


def test_size_limit_can_be_raised(tmp_path):
    path = _csv(tmp_path, "board,ns,ew,ns_score\n" + "1,1,2,420\n" * 100)
    with pytest.raises(bk.FileFormatError, match="larger than 100: refused"):
        read_traveller_csv(path, max_bytes=100)
    assert len(read_traveller_csv(path, max_bytes=10_000)) == 100


def test_readers_take_bytes_and_streams(tmp_path):
    text = "board,ns,ew,ns_score\n1,1,2,420\n"
    assert len(read_event(text.encode())) == 1
    with open(_csv(tmp_path, text), "rb") as handle:
        assert len(read_event(handle)) == 1
    assert len(read_event(PBN.format(board=1, pct="50 50").encode())) == 2


# ---------------------------------------------------------------- round trips and injection

def test_pbn_text_fields_are_quoted_and_read_back(tmp_path):
    df = traveller(lead=["S A", "%HK", "{DQ"], table=["; 1", "2", "3"])
    write_pbn(df, tmp_path / "x.pbn")
    back = read_pbn(tmp_path / "x.pbn")
    assert back.lead.tolist() == ["S A", "%HK", "{DQ"] and back.table.tolist()[0] == "; 1"
    assert len(back) == 3


def test_multi_line_lead_cannot_forge_a_result(tmp_path):
    evil = traveller(lead=['SA"\n1 9 2 6NT S 12 "1440" - 12 0 100 0 -\n', "HK", "DQ"])
    write_event(evil, tmp_path / "evil.csv")
    with pytest.raises(bk.FileFormatError, match=r"row 0, column 'lead'.*printing characters"):
        write_pbn(read_event(tmp_path / "evil.csv"), tmp_path / "evil.pbn")
    assert not (tmp_path / "evil.pbn").exists()


def test_usebio_refuses_control_characters(tmp_path):
    with pytest.raises(bk.FileFormatError, match="control character XML cannot hold"):
        write_usebio(traveller(lead=["S\x01A", "HK", "DQ"]), tmp_path / "x.xml")
    assert not (tmp_path / "x.xml").exists()


def test_csv_output_is_not_run_by_a_spreadsheet(tmp_path):
    df = traveller(lead=["=cmd|' /C calc'!A0", "+SUM(1)", "@x"], ns_score=["", "", ""])
    df["note"] = ["-50", "-", "=", ]
    write_event(df, tmp_path / "x.csv")
    text = (tmp_path / "x.csv").read_text()
    assert "'=cmd" in text and "'+SUM" in text and "'@x" in text
    assert ",-50\n" in text and ",-\n" in text and ",=\n" in text  # numbers and lone signs stay
    back = read_traveller_csv(tmp_path / "x.csv")
    assert back.lead.tolist() == df.lead.tolist() and back.note.tolist() == df.note.tolist()


# ---------------------------------------------------------------- writes

def test_write_keeps_the_target_mode_and_honours_the_umask(tmp_path):
    target = tmp_path / "x.csv"
    write_event(traveller(), target)
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(target.stat().st_mode) == 0o666 & ~umask
    target.chmod(0o640)
    write_event(traveller(), target)
    assert stat.S_IMODE(target.stat().st_mode) == 0o640


def test_read_only_target_is_not_replaced(tmp_path):
    target = tmp_path / "x.csv"
    target.write_text("keep me")
    target.chmod(0o444)
    with pytest.raises(bk.FileFormatError, match="read-only"):
        write_event(traveller(), target)
    assert target.read_text() == "keep me"


def test_long_file_name_is_written(tmp_path):
    target = tmp_path / ("x" * 240 + ".csv")
    write_event(traveller(), target)
    assert target.exists()


def test_lone_surrogate_is_refused_and_nothing_written(tmp_path):
    with pytest.raises(bk.FileFormatError, match="cannot be written as utf-8"):
        write_event(traveller(lead=pd.Series(["\ud800", "", ""], dtype=object)), tmp_path / "x.csv")
    assert list(tmp_path.iterdir()) == []


def test_usebio_names_the_row_of_a_lone_surrogate_beside_a_tab(tmp_path):
    # XML holds a tab where PBN does not: the surrogate is named all the same (before: only
    # the file's encoding refused it, naming no row)
    rows = bk.load_sample_event()
    rows["ns_names"] = pd.Series(["Ann\tB\udcff"] * len(rows), dtype=object)
    with pytest.raises(bk.FileFormatError, match=r"row 0, column 'ns_names': PLAYER_NAME "
                                                 r"'Ann\\tB\\udcff' holds '\\udcff', a lone"):
        write_usebio(rows, tmp_path / "x.xml")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("column", "cell", "said"), [
    ("contract", "4S\ud800", "contract: '4S\\ud800': a contract is"),
    ("declarer", "\ud800", "declarer: '\\ud800': a seat is"),
    ("result", "=\ud800", "result: '=\\ud800': a result is"),
    ("board", "1\ud800", "board: '1\\ud800': a board number is")])
def test_a_lone_surrogate_in_a_cell_is_that_rows_error_not_a_crash(column, cell, said):
    # text decoded with surrogateescape from bytes that were not UTF-8 holds lone
    # surrogates, which pandas' hashing of text and Arrow's storage cannot encode
    # before: UnicodeEncodeError out of score_event and score_sections
    rows = traveller().astype(object)
    rows.loc[0, column] = cell
    for scored in (bk.score_event(rows), bk.score_sections(rows.assign(section="A"))):
        assert scored["error"].iloc[0].startswith(said)
        assert scored["error"].iloc[1:].tolist() == ["", ""]
        assert scored.attrs["problems"][0]["value"] == cell  # quoted as it is, not lost


def test_a_ruling_beside_a_contract_of_a_lone_surrogate_quotes_its_escape():
    rows = traveller().astype(object).assign(ns_score=pd.Series(["A60/40", "", ""], dtype=object))
    rows.loc[0, "contract"] = "4S\ud800"
    error = bk.score_event(rows)["error"].iloc[0]
    assert "an adjusted score beside the contract 4S\\ud800;" in error


def test_a_name_of_a_lone_surrogate_is_refused_by_every_door_naming_its_row():
    # the doors show names and write them; before: UnicodeEncodeError out of the pages
    rows = traveller().astype(object)
    rows["ns_names"] = pd.Series(["Ann & Bob", "Cy \udcff", ""], dtype=object)
    with pytest.raises(bk.TravellerError, match=r"row 1, ns_names: 'Cy \\udcff' holds a lone"):
        bk.event_result(rows)
    # a result's text too: the doors show the rows in error as typed (before: the score
    # cards raised UnicodeEncodeError), where score_event makes it the row's error
    rows = traveller().astype(object)
    rows.loc[2, "contract"] = "3N\ud800"
    with pytest.raises(bk.TravellerError, match=r"row 2, contract: '3N\\ud800' holds a lone"):
        bk.event_result(rows)


def test_a_team_or_teams_board_of_a_lone_surrogate_or_a_complex_score_is_refused():
    def match(**cells):
        base = {"round": [1, 1], "match": [1, 1], "home": ["Aces"] * 2, "away": ["Kings"] * 2,
                "board": [1, 2], "table1_ns": [110, 140], "table2_ns": [-100, 630]}
        return pd.DataFrame({k: pd.Series(cells.get(k, v), dtype=object) for k, v in base.items()})

    with pytest.raises(bk.TravellerError, match=r"row 0, away: '\\ud800' holds a lone"):
        bk.score_teams_event(match(away=["\ud800"] * 2))
    # a teams event's board is a label the pages show (before: UnicodeEncodeError)
    with pytest.raises(bk.TravellerError, match=r"row 1, board: '2\\udcff' holds a lone"):
        bk.event_result(match(board=[1, "2\udcff"]), scoring="teams")
    # nor is 110+5j a score of 110 (before: scored as 110, numpy's ComplexWarning aside)
    with pytest.raises(bk.ScoreError, match=r"\(110\+5j\): a score is a number"):
        bk.score_teams_event(match(table1_ns=[110 + 5j, 140]))


def test_a_pair_of_a_lone_surrogate_is_that_rows_error_and_the_rest_ranked():
    rows = traveller().astype(object)
    rows.loc[0, "ns"] = "1\ud800"  # before: UnicodeEncodeError out of rank_pairs
    scored = bk.score_event(rows)
    assert scored["error"].iloc[0].startswith("ns: '1\\ud800': a pair number is")
    assert bk.rank_pairs(scored)["pair"].tolist() == ["6", "5", "2", "3"]  # no pair 1


@pytest.mark.parametrize(("write", "name"), [(write_event, "x.csv"), (write_pbn, "x.pbn"),
                                             (write_usebio, "x.xml")])
def test_a_list_in_a_cell_is_refused_by_every_writer_naming_its_column(write, name, tmp_path):
    # before: TypeError (unhashable type: 'list') out of the writers
    rows = traveller().astype(object)
    rows.loc[1, "contract"] = ["4S"]
    with pytest.raises(bk.FileFormatError, match=r"column 'contract': \['4S'\] is not one value"):
        write(rows, tmp_path / name)
    assert list(tmp_path.iterdir()) == []


def test_a_section_named_by_a_lone_surrogate_is_refused_naming_it():
    # a section is the event's structure, not a row's result: no name, no scoring
    rows = traveller().astype(object).assign(section=pd.Series(["A", "\ud800", "A"], dtype=object))
    with pytest.raises(bk.TravellerError, match=r"section: '\\ud800' holds a lone surrogate"):
        bk.score_sections(rows)


def test_write_syncs_before_rename(tmp_path, monkeypatch):
    calls = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd)))
    monkeypatch.setattr(os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b)))
    write_event(traveller(), tmp_path / "x.csv")
    assert calls == ["fsync", "replace"]


# ---------------------------------------------------------------- the command line

def _cli(*args, stdout=subprocess.PIPE):
    return subprocess.run([sys.executable, "-m", "bridgekit.cli", *args], stdout=stdout,
                          stderr=subprocess.PIPE, text=True, timeout=60)


@pytest.mark.parametrize("args", [["score", "missing.pbn"], ["score", "/dev/zero"],
                                  ["convert", "missing.csv", "x.pbn"], ["hand", "9S", "="],
                                  ["score", "--explain", "99", "SAMPLE"]])
def test_cli_never_prints_a_traceback(args, tmp_path):
    sample = tmp_path / "s.csv"
    write_event(bk.load_sample_event(), sample)
    result = _cli(*[str(sample) if a == "SAMPLE" else a for a in args])
    assert result.returncode == 1
    assert "Traceback" not in result.stderr and result.stderr.startswith("bridgekit: ")


def test_cli_to_dev_full_and_a_closed_pipe(tmp_path):
    sample = tmp_path / "s.csv"
    write_event(bk.load_sample_event(), sample)
    with open("/dev/full", "w") as full:
        result = _cli("score", str(sample), stdout=full)
    assert result.returncode == 1 and "No space left" in result.stderr
    assert "Exception ignored" not in result.stderr
    pipe = subprocess.run(f"{sys.executable} -m bridgekit.cli score {sample} | head -1",
                          shell=True, capture_output=True, text=True, timeout=60)
    assert pipe.stderr == "" and pipe.stdout.count("\n") == 1


def test_scores_too_large_for_any_board_are_refused_not_overflowed():
    # found by the long fuzz profile: 1e300 overflowed to inf with a RuntimeWarning
    for call in (lambda: bk.score_board([1e300, 5]), lambda: bk.neuberg(1e308, 1, 2),
                 lambda: bk.matchpoints([1e300, 1]), lambda: bk.parse_entry("9" * 12),
                 lambda: bk.score_board([420, 170], normal=10**9)):
        with pytest.raises(bk.BridgekitError):
            call()
    out = bk.score_event(pd.DataFrame({"board": [1, 1], "ns": [1, 2], "ew": [3, 4],
                                       "ns_score": ["1000000", 420]}))
    assert out.ns_mp.isna().tolist() == [True, False] and "that large" in out.error[0]


# ---------------------------------------------------------------- outputs that are inputs

def _sample_pbn(tmp_path, name="a.pbn"):
    path = tmp_path / name
    path.write_bytes((Path(__file__).parents[1] / "data" / "club-4boards.pbn").read_bytes())
    return path


def _hand_pbn(tmp_path, name="h.pbn"):
    path = tmp_path / name
    path.write_bytes((Path(__file__).parents[1] / "data" / "hands" / "exact.pbn").read_bytes())
    return path


@pytest.mark.parametrize("how", ["same path", "symlink", "hard link"])
@pytest.mark.parametrize("command", ["convert", "handout --html", "par --html"])
def test_cli_refuses_an_output_that_is_its_input(tmp_path, capsys, command, how):
    from bridgekit.cli import main

    source = _hand_pbn(tmp_path) if command.startswith("par") else _sample_pbn(tmp_path)
    before = source.read_bytes()
    out = tmp_path / "out.pbn"
    if how == "same path":
        out = source
    elif how == "symlink":
        out.symlink_to(source)
    else:
        os.link(source, out)
    verb, *option = command.split()
    assert main([verb, str(source), *option, str(out)]) == 1
    err = capsys.readouterr().err
    assert "is the input file" in err and "nothing written" in err
    assert source.read_bytes() == before and out.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted({source.name, out.name})


def test_cli_refuses_html_and_pdf_to_one_file(tmp_path, capsys):
    from bridgekit.cli import main

    source = _sample_pbn(tmp_path)
    out = tmp_path / "x.html"
    assert main(["handout", str(source), "--html", str(out), "--pdf", str(out)]) == 1
    assert "are the same file" in capsys.readouterr().err and not out.exists()


def test_convert_help_says_what_a_conversion_does_not_carry(capsys):
    from bridgekit.cli import main

    with pytest.raises(SystemExit) as stop:
        main(["convert", "--help"])
    assert stop.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    for lost in ("auctions", "play", "commentary", "optimum (par) scores",
                 "must not be INPUT"):
        assert f"not carry the {lost}" in text or lost in text.split("does not carry")[1], lost
    assert "its deals and the event's name and date" in text  # carried since they are written


# ---------------------------------------------------------------- the PDF handout's writes

@pytest.fixture
def fake_browser(monkeypatch):
    """The PDF as a browser would give it, without a browser: the writes are what is tested."""
    import bridgekit.show.handout as handout

    printed = []
    monkeypatch.setattr(handout, "pdf_bytes", lambda page, **_: (printed.append(page),
                                                                 b"%PDF-1.4 new")[1])
    return printed


def test_pdf_over_a_read_only_pdf_is_refused_and_kept(tmp_path, fake_browser):
    from bridgekit.show.handout import html_to_pdf

    target = tmp_path / "x.pdf"
    target.write_bytes(b"%PDF-1.4 old")
    target.chmod(0o444)
    with pytest.raises(bk.FileFormatError, match="read-only"):
        html_to_pdf("<p>x</p>", target)
    assert target.read_bytes() == b"%PDF-1.4 old" and fake_browser == []  # no browser started


def test_pdf_keeps_the_old_pdf_whole_when_the_disk_is_full(tmp_path, fake_browser, monkeypatch):
    import errno

    from bridgekit.show.handout import html_to_pdf

    target = tmp_path / "x.pdf"
    target.write_bytes(b"%PDF-1.4 old")
    target.chmod(0o640)

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError, match="No space left"):
        html_to_pdf("<p>x</p>", target)
    assert target.read_bytes() == b"%PDF-1.4 old" and [p.name for p in tmp_path.iterdir()] == \
        ["x.pdf"]
    monkeypatch.undo()
    import bridgekit.show.handout as handout

    monkeypatch.setattr(handout, "pdf_bytes", lambda page, **_: b"%PDF-1.4 new")
    html_to_pdf("<p>x</p>", target)
    assert target.read_bytes() == b"%PDF-1.4 new" and stat.S_IMODE(target.stat().st_mode) == 0o640


def test_pdf_replaces_a_symlink_never_writes_through_it(tmp_path, fake_browser):
    from bridgekit.show.handout import html_to_pdf

    elsewhere = tmp_path / "results.pbn"
    elsewhere.write_text("keep me")
    link = tmp_path / "x.pdf"
    link.symlink_to(elsewhere)
    html_to_pdf("<p>x</p>", link)
    assert elsewhere.read_text() == "keep me"
    assert not link.is_symlink() and link.read_bytes() == b"%PDF-1.4 new"


def test_pdf_to_a_fifo_is_refused_at_once(tmp_path, fake_browser):
    from bridgekit.show.handout import html_to_pdf

    fifo = tmp_path / "x.pdf"
    os.mkfifo(fifo)
    with pytest.raises(bk.FileFormatError, match="not a regular file"):
        html_to_pdf("<p>x</p>", fifo)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and fake_browser == []


@pytest.mark.browser
def test_pdf_is_printed_with_javascript_off(tmp_path):
    import re

    from bridgekit.show.handout import html_to_pdf

    need_browser()
    pytest.importorskip("playwright")
    # with JavaScript on, this page would print 40 pages; off, the one the handout is
    page = ("<p>Board 1</p><script>for (let i = 0; i < 40; i++) document.write("
            "'<p style=\"break-before:page\">script ran</p>')</script>")
    out = tmp_path / "x.pdf"
    html_to_pdf(page, out)
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and len(re.findall(rb"/Type\s*/Page\b", data)) == 1
    assert stat.S_IMODE(out.stat().st_mode) == 0o666 & ~_umask()


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


# ---------------------------------------------------------------- markup from file text

PAYLOADS = ["</title><img src=x onerror=alert(1)>", "<script>alert(1)</script>"]


def _hostile_traveller(payload: str) -> pd.DataFrame:
    """Every text a results file carries, each holding the payload."""
    return pd.DataFrame({
        "board": [1, 1, 1], "ns": [f"1{payload}", "2", "3"], "ew": [f"4{payload}", "5", "6"],
        "contract": ["4S", "4S", "3NT"], "declarer": ["N", "N", "S"], "result": ["=", "+1", "-1"],
        "lead": [payload, "HK", "DQ"], "section": [payload] * 3, "table": [payload, "2", "3"],
        "round": [payload, "1", "1"], "ns_names": [payload, "b", "c"],
        "ew_names": [payload, "e", "f"], "event": [payload] * 3, "site": [payload] * 3})


def _hostile_hand_records(payload: str) -> pd.DataFrame:
    from bridgekit.io import read_hand_records

    text = ('[Event "{p}"]\n[Site "{p}"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
            '[Deal "N:J76.AK.AQJ954.J3 QT.QT8542.62.Q52 AK9543.6.K3.T986 82.J973.T87.AK74"]\n'
            '[OptimumScore "NS 450"]\n[ParContract "{p}"]\n').format(p=payload.replace('"', "'"))
    return read_hand_records(text.encode())


def _renderings(payload: str):
    """Every renderer of show/ and every _repr_html_, fed the payload in every text it takes."""
    from bridgekit.show import (
        Look,
        bars_svg,
        board_handout_html,
        deal_html,
        hand_record_html,
        lines_html,
        ranking_handout_html,
        swing_svg,
        table_html,
    )

    p = payload
    df = _hostile_traveller(p)
    yield "swing_svg", swing_svg([p, f"2{p}"], [6, -3], [6, 3], title=p, ylabel=p, line=p)
    yield "bars_svg", bars_svg([p], {p: [1.0]}, title=p, ylabel=p, look=Look(colours=(p,)))
    yield "board_handout_html", board_handout_html(bk.event_result(df), 1, title=p)
    yield "ranking_handout_html", ranking_handout_html(bk.event_result(bk.score_event(df)), title=p)
    yield "hand_record_html", hand_record_html(_hostile_hand_records(p), title=p)
    yield "deal_html", deal_html(bk.Deal.parse(
        "N:J76.AK.AQJ954.J3 QT.QT8542.62.Q52 AK9543.6.K3.T986 -"), board=1, vulnerability=p)
    yield "table_html", table_html(df, caption=p)
    yield "lines_html", lines_html(p, [p, p], mark=1)
    yield "BoardExplanation", bk.explain_board([420, 450, 170], labels=[p, p, p])._repr_html_()
    yield "TeamsMatch", bk.teams_match([420, -50], [170, -50], home=p, away=p)._repr_html_()
    yield "HybridResult", bk.hybrid_points([420, -50], [400, 100], home=p, away=p)._repr_html_()
    tie = bk.break_tie(bk.TieRecord(p, basic_score=10), bk.TieRecord(f"2{p}", basic_score=4),
                       [Meeting(10, 10, margin=5)])
    yield "TieBreak", tie._repr_html_()
    yield "DDTable", bk.DDTable.from_pbn("66867668676747667476")._repr_html_()


@pytest.mark.parametrize("payload", PAYLOADS)
def test_no_text_from_a_file_reaches_markup_raw(payload):
    seen = []
    for name, markup in _renderings(payload):
        seen.append(name)
        assert payload not in markup, name
        assert "<script" not in markup and "<img" not in markup, name
    assert len(seen) == 13


@pytest.mark.parametrize("payload", PAYLOADS)
def test_the_command_line_s_pages_escape_every_text(tmp_path, payload):
    from bridgekit.cli import main

    source = tmp_path / "evil.csv"
    write_event(_hostile_traveller(payload), source)
    hands = tmp_path / "hands.pbn"
    hands.write_text((Path(__file__).parents[1] / "data" / "hands" / "exact.pbn").read_text()
                     .replace("[Board", f'[Event "{payload}"]\n[Site "{payload}"]\n[Board', 1))
    assert main(["handout", str(source), "--html", str(tmp_path / "ranking.html")]) == 0
    assert main(["handout", str(source), "--board", "1", "--html",
                 str(tmp_path / "board.html")]) == 0
    assert main(["par", str(hands), "--html", str(tmp_path / "hands.html")]) == 0
    for page in ("ranking.html", "board.html", "hands.html"):
        text = (tmp_path / page).read_text(encoding="utf-8")
        assert payload not in text and "<script" not in text and "<img" not in text, page
    assert "1&lt;" in (tmp_path / "board.html").read_text(encoding="utf-8")  # the pair is shown


def test_a_teams_file_s_board_label_cannot_run_script_in_the_swing_chart():
    pytest.importorskip("ipywidgets")
    from bridgekit.widgets import SwingChart

    teams = pd.DataFrame({"round": [1, 1], "match": [1, 1], "home": ["A", "A"],
                          "away": ["B", "B"], "board": [PAYLOADS[0], "2"],
                          "table1_ns": [420, -50], "table2_ns": [170, -50]})
    chart = SwingChart(teams).chart.value
    assert PAYLOADS[0] not in chart and "<img" not in chart


# ---------------------------------------------------------------- the terminal

TERMINAL_TRICKS = ["\x1b]0;owned\x07", "\x1b[2J", "\x9b2J"]


def test_visible_shows_every_control_character():
    from bridgekit.cli import visible

    assert visible("3\x1b]0;owned\x07") == "3\\x1b]0;owned\\x07"
    assert visible("\x1b[2J") == "\\x1b[2J" and visible("a\nb\r") == "a\\nb\\r"
    assert visible("\x9b2J") == "\\x9b2J" and visible("\u202eevil") == "\\u202eevil"
    assert visible("Sandström ♠ 4S= +420\t1") == "Sandström ♠ 4S= +420\t1"


@pytest.mark.parametrize("trick", TERMINAL_TRICKS)
def test_score_and_explain_print_no_control_character_from_a_file(tmp_path, trick):
    source = tmp_path / "t.csv"
    df = bk.load_sample_event()
    first = df["board"].astype(str) == "1"
    df["ns"] = df["ns"].astype(str)
    df.loc[first, "ns"] = df.loc[first, "ns"] + trick
    df.loc[first, "lead"] = trick + df.loc[first, "lead"].astype(str)
    write_event(df, source)
    result = _cli("score", str(source), "--explain", "1")
    assert result.returncode == 0, result.stderr
    printed = result.stdout + result.stderr
    assert not any(c in printed for c in "\x1b\x07\x9b")
    assert trick.encode("unicode_escape").decode() in result.stdout


# ---------------------------------------------------------------- gone readers

def _cli_with_stderr_gone(*args, stdout="null"):
    """Run the command line with the reader of its standard error gone (``2>&1 >/dev/null |
    head -0``) and standard output sent to /dev/null or closed."""
    read, write = os.pipe()
    os.close(read)
    command = [sys.executable, "-m", "bridgekit.cli", *args]
    if stdout == "closed":
        command = [sys.executable, "-c", "import os, sys; os.close(1); os.execv(sys.argv[1], "
                   "sys.argv[1:])", sys.executable, "-m", "bridgekit.cli", *args]
    try:
        return subprocess.run(command, stdout=subprocess.DEVNULL if stdout == "null" else None,
                              stderr=write, timeout=60).returncode
    finally:
        os.close(write)


@pytest.mark.parametrize("stdout", ["null", "closed"])
@pytest.mark.parametrize("args", [["score", "missing.pbn"], ["hand", "9S", "="],
                                  ["score", "WARNED"]])
def test_cli_exits_as_for_sigpipe_when_stderr_s_reader_is_gone(tmp_path, args, stdout):
    warned = tmp_path / "w.csv"
    df = bk.load_sample_event()
    df.loc[0, "contract"] = "9Z"  # a warning on standard error
    write_event(df, warned)
    assert _cli_with_stderr_gone(*[str(warned) if a == "WARNED" else a for a in args],
                                 stdout=stdout) == 141


def test_cli_with_stdout_closed_says_so_once(tmp_path):
    sample = tmp_path / "s.csv"
    write_event(bk.load_sample_event(), sample)
    out = tmp_path / "out.pbn"
    result = subprocess.run([sys.executable, "-c", "import os, sys; os.close(1); "
                             "os.execv(sys.argv[1], sys.argv[1:])", sys.executable, "-m",
                             "bridgekit.cli", "convert", str(sample), str(out)],
                            stderr=subprocess.PIPE, text=True, timeout=60)
    assert result.returncode == 1 and not out.exists()
    assert result.stderr == ("bridgekit: standard output is closed: nothing done (send it to "
                             "a file or /dev/null)\n")


# ---------------------------------------------------------------- the app's configuration

ETC = Path(__file__).parents[2] / "etc" / "jupyter"


def _app_config(name: str):
    from traitlets.config.loader import JSONFileConfigLoader

    return JSONFileConfigLoader(name, str(ETC)).load_config()


def test_the_app_takes_an_upload_as_large_as_the_readers_do():
    """Tornado closes a websocket whose message is over its limit (10 MiB by default): an
    upload over it vanished. Voila alone reads voila.json, Binder's server
    jupyter_server_config.json; each must let a file of MAX_FILE_BYTES through, with room
    for the message around it."""
    pytest.importorskip("voila")
    from jupyter_server.serverapp import ServerApp
    from tornado.websocket import WebSocketHandler
    from voila.app import Voila

    from bridgekit.io import MAX_FILE_BYTES

    apps = {"voila.json": Voila(config=_app_config("voila.json")),
            "jupyter_server_config.json": ServerApp(
                config=_app_config("jupyter_server_config.json"))}
    for name, app in apps.items():
        handler = type("Handler", (), {"settings": dict(app.tornado_settings)})()
        limit = WebSocketHandler.max_message_size.fget(handler)  # what tornado reads
        assert limit >= MAX_FILE_BYTES + 2**20, name
        assert limit == 272 * 2**20, name


def test_the_app_culls_idle_kernels():
    """Each page load starts a kernel (about 115 MB); without culling none ever stops. A
    kernel with no page connected and idle for 10 minutes is shut down, checked every
    minute; an open page keeps its kernel, and a busy one is never culled."""
    pytest.importorskip("voila")
    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
    from voila.app import Voila

    for name in ("voila.json", "jupyter_server_config.json"):
        config = _app_config(name)
        # Voila makes its kernel manager with itself as parent: the config reaches it so
        parent = Voila(config=config)
        manager = AsyncMappingKernelManager(parent=parent)
        assert (manager.cull_idle_timeout, manager.cull_interval) == (600, 60), name
        assert (manager.cull_connected, manager.cull_busy) == (False, False), name


# ---------------------------------------------------------------- the Binder build

def test_binder_installs_only_pinned_versions():
    root = Path(__file__).parents[2]
    requirements = (root / "binder" / "requirements.txt").read_text().splitlines()
    assert "-c constraints.txt" in requirements
    pins = [line for line in (root / "binder" / "constraints.txt").read_text().splitlines()
            if line and not line.startswith("#")]
    names = [line.partition("==")[0].lower().replace("_", "-") for line in pins]
    assert all("==" in line and " " not in line for line in pins)
    assert len(names) == len(set(names)) and len(pins) > 100
    for needed in ("voila", "ipywidgets", "jupyterlab", "endplay", "numpy", "pandas",
                   "defusedxml", "tornado", "jupyter-server", "ipykernel"):
        assert needed in names, needed
    assert "voila==0.5.13" in requirements and "voila==0.5.13" in pins
    makefile = (root / "Makefile").read_text()
    recipe = makefile[makefile.index("binder-check:"):].split("\n\n")[0]
    assert "-c binder/constraints.txt" in recipe and "grep -v -x -F -f binder/constraints.txt" \
        in recipe
