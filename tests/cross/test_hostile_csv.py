"""Hostile CSV: wide headers cost linear time; no way of splitting a written file runs a formula.

The scaling test follows tests/cross/test_scaling.py: the same work at two sizes four times
apart, best of three, the ratio checked (linear: about 4; quadratic: about 16).
"""

import csv
import io
import re

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_scaling import best_time

import bridgekit as bk
from bridgekit.io import read_traveller_csv
from bridgekit.io.csv import traveller_csv_text

LINEAR = 8.0  # above 4 (linear), half of 16 (quadratic)


def _wide(columns: int, rows: int = 1, quoted: bool = False) -> bytes:
    names = ["board", "ns_score", *(f"c{i}" for i in range(columns))]
    if quoted:
        names[0] = '"board"'
    lines = [",".join(names), *(",".join(["1"] * len(names)) for _ in range(rows))]
    return ("\n".join(lines) + "\n").encode()


@pytest.mark.parametrize("rows, quoted", [(1, False), (0, False), (1, True)])
def test_a_wide_header_is_read_in_linear_time(rows, quoted):
    # 40,000 columns (0.31 MB) took 24 s: each name was counted along the whole header
    def make(columns):
        data = _wide(columns, rows, quoted)
        return lambda: read_traveller_csv(data)
    small = 5_000
    a, b = make(small), make(4 * small)
    assert best_time(b) / max(best_time(a), 1e-6) < LINEAR


def test_forty_thousand_columns_read_whole():
    df = read_traveller_csv(_wide(40_000, rows=2))
    assert df.shape == (2, 40_002) and df.columns[-1] == "c39999"
    assert df["board"].tolist() == [1, 1] and df["c123"].tolist() == ["1", "1"]


def test_a_wide_header_naming_columns_twice_is_refused_naming_them():
    data = _wide(20_000).replace(b",c7,", b",c5,").replace(b",c9,", b",c5,")
    with pytest.raises(bk.FileFormatError, match=r"line 1: header names 'c5' more than once"):
        read_traveller_csv(data)


# ---------------------------------------------------------------- a spreadsheet's view

_NUMBER = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?")
#: every line break a spreadsheet or a text reader may split a line at
_LINE_BREAK = re.compile("\r\n|[\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")
_TEXT = st.lists(st.sampled_from(
    [*"aA1()'\" =+-@,;\t\r\n\u2028", "\r\n", "=1+1", "@SUM(A1)", "-2+3", "+1", "-50"]),
    max_size=8).map("".join)


def _formula(field: str, whole_cell: bool, raw: bool = False) -> bool:
    """Whether a spreadsheet would run a field, spaces before it apart (``raw``: a piece of
    a line split without regard to quotes, quotes before it apart too)."""
    text = field.lstrip(' "' if raw else " ")
    if whole_cell:  # a cell as written: '=', '+1' and '-50' are results and scores
        return len(text) >= 2 and text[0] in "=+-@" and not _NUMBER.fullmatch(text)
    return text[:1] in ("=", "+", "-", "@")


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(_TEXT, _TEXT), min_size=1, max_size=4), _TEXT, st.booleans())
def test_no_way_of_splitting_a_written_file_starts_a_formula(rows, name, text_first):
    """Read as CSV, every cell that starts with a formula sign is a result or a score; split
    at ';' or tab instead of ',' (quotes honoured or not), or at line breaks inside quoted
    cells, no piece starts with one at all; the file reads back as it was."""
    df = pd.DataFrame({"board": range(1, len(rows) + 1), "ns_score": [r[0] for r in rows],
                       name: pd.Categorical([r[1] for r in rows])})
    if name.strip() in ("board", "ns_score"):
        df = df.rename(columns={name: "x" + name})
    if text_first:
        df = df[[df.columns[2], "board", "ns_score"]]
    text = traveller_csv_text(df)
    for row in csv.reader(io.StringIO(text, newline="")):
        assert not _formula(row[0], whole_cell=False), row
        assert not any(_formula(cell, whole_cell=True) for cell in row), row
        assert not any(cell[:1] in ("\t", "\r") for cell in row), row
    for separator in (";", "\t"):
        for row in csv.reader(io.StringIO(text, newline=""), delimiter=separator):
            assert not any(_formula(cell, whole_cell=False) for cell in row), (separator, row)
    for line in _LINE_BREAK.split(text):
        for separator in (",", ";", "\t"):
            pieces = line.split(separator)
            assert not _formula(pieces[0], whole_cell=False, raw=True), (separator, line)
            if separator != ",":
                assert not any(_formula(p, whole_cell=False, raw=True) for p in pieces), (
                    separator, line)
    back = read_traveller_csv(text.encode())
    assert back.columns.tolist() == [str(c).strip() for c in df.columns]
    for column in df.columns:
        assert back[column.strip()].tolist() == [
            v.strip() if isinstance(v, str) else v for v in df[column]]


def test_a_published_number_that_is_no_number_is_said_not_passed_over(tmp_path):
    # a CSV's published matchpoints typed "abc": it was not compared, without a word
    from bridgekit.io import read_event

    path = tmp_path / "bad.csv"
    path.write_text("board,ns,ew,contract,declarer,result,pbn_mp_ns\n1,1,2,4S,N,=,abc\n"
                    "1,3,4,4S,N,-1,0\n")
    [warning] = read_event(path).attrs["warnings"]
    assert (warning["board"], warning["column"], warning["value"]) == (1, "pbn_mp_ns", "abc")
    assert warning["problem"] == "'abc': a published number, not read as one; not compared"


def test_a_setting_column_that_names_no_setting_is_refused_naming_the_file(tmp_path):
    from bridgekit.io import read_event

    path = tmp_path / "club.csv"
    path.write_text("board,ns,ew,contract,declarer,result,method\n1,1,2,4S,N,=,magicx\n")
    with pytest.raises(bk.FileFormatError, match=r"club\.csv.*its settings' columns: "
                                                 r"method='magicx': one of 'plain'"):
        read_event(path)
    path.write_text("board,ns,ew,contract,declarer,result,scale\n1,1,2,4S,N,=,acbl\n"
                    "1,3,4,4S,N,=,ebu\n")
    with pytest.raises(bk.FileFormatError, match="column 'scale' holds 'acbl' and 'ebu'"):
        read_event(path)


def test_a_cell_that_is_no_number_sets_no_decimals(tmp_path):
    # board 1's N-S percentages printed whole, 83 for 83.33 (5 of 6), one cell typed "n.a.":
    # its dot made the column's numbers compared to 2 decimals, 2 of 3 not reproduced
    from bridgekit.io import read_event

    path = tmp_path / "na.csv"
    path.write_text("board,ns,ew,contract,declarer,result,pbn_pct_ns\n1,1,2,4S,N,=,83\n"
                    "1,3,4,4S,N,=,83\n1,5,6,4S,N,-1,0\n1,7,8,2S,N,+2,n.a.\n")
    df = read_event(path)
    assert df.attrs["decimals"] == {"pbn_pct_ns": 0}
    assert [w["value"] for w in df.attrs["warnings"]] == ["n.a."]
    from bridgekit.pairs.published import find_settings

    _found, counts = find_settings(df)
    assert (counts.checked, counts.missed) == (3, 0)


def test_a_setting_is_read_in_any_case(tmp_path):
    # a club's own CSV with a movement column "Howell" was refused (the settings are lower case)
    from bridgekit.io import read_event

    path = tmp_path / "club.csv"
    path.write_text("board,ns,ew,contract,declarer,result,movement\n1,1,2,4S,N,=,Howell\n"
                    "1,3,4,4S,N,-1,Howell\n")
    back = read_event(path)
    assert bk.pairs.published.settings_of_file(back).movement == "howell"
