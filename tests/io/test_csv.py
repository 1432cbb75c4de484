"""The traveller CSV writer and reader: every text reads back, no cell starts a formula."""

import csv
import io

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.io import read_traveller_csv, write_traveller_csv
from bridgekit.io.csv import traveller_csv_text


def _traveller(**extra) -> pd.DataFrame:
    df = pd.DataFrame({"board": [1, 1, 2], "ns": [1, 2, 1], "ew": [3, 4, 3],
                       "contract": ["4S", "3NT", "2H"], "declarer": ["N", "S", "E"],
                       "result": ["=", "+1", "-1"]})
    for name, values in extra.items():
        df[name] = values
    return df


def _cells(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline="")))


# ---------------------------------------------------------------- line breaks in cells

def test_a_lone_carriage_return_is_quoted_and_reads_back(tmp_path):
    # it was written bare, and the file read back as "line 3: 2 cells, expected 6"
    df = _traveller(lead=["X\rY", "HK", "DQ"])
    write_traveller_csv(df, tmp_path / "x.csv")
    text = (tmp_path / "x.csv").read_bytes().decode()
    assert text.splitlines(keepends=True)[1] == '1,1,3,4S,N,=,"X\r'
    back = read_traveller_csv(tmp_path / "x.csv")
    assert back["lead"].tolist() == ["X\rY", "HK", "DQ"] and len(back) == 3


@pytest.mark.parametrize("lead", ["X\nY", "X\r\nY", "X\r\rY", "X\u2028Y", "X\x85Y", '"SA"',
                                  "a,b", "a;b", "a\tb"])
def test_every_line_break_separator_and_quote_is_quoted_and_kept(lead):
    text = traveller_csv_text(_traveller(lead=[lead, "HK", "DQ"]))
    assert _cells(text)[1][-1] == lead and '"' + lead.replace('"', '""') + '"' in text
    assert read_traveller_csv(text.encode())["lead"].tolist() == [lead, "HK", "DQ"]


# ---------------------------------------------------------------- formula injection

def test_a_formula_as_column_name_is_escaped_and_reads_back():
    name = '=HYPERLINK("http://example.com","x")'
    text = traveller_csv_text(_traveller(**{name: ["a", "b", "c"]}))
    assert _cells(text)[0][-1] == "'" + name  # written '=HYPERLINK(...), quoted
    assert text.splitlines()[0].endswith(',"\'=HYPERLINK(""http://example.com"",""x"")"')
    assert read_traveller_csv(text.encode()).columns[-1] == name


@pytest.mark.parametrize("dtype", ["category", "string", object])
def test_every_text_dtype_is_escaped(dtype):
    lead = pd.Series(["=1+1", "@SUM(A1)", "HK"], dtype=dtype)
    text = traveller_csv_text(_traveller(lead=lead))
    assert [row[-1] for row in _cells(text)[1:]] == ["'=1+1", "'@SUM(A1)", "HK"]
    assert read_traveller_csv(text.encode())["lead"].tolist() == ["=1+1", "@SUM(A1)", "HK"]


def test_a_formula_after_a_semicolon_is_escaped():
    # a spreadsheet whose list separator is ';' splits "x;=1+1" and runs =1+1
    text = traveller_csv_text(_traveller(lead=["x;=1+1", "a,+A1", "b\t-A1"]))
    assert [row[-1] for row in _cells(text)[1:]] == ["x;'=1+1", "a,'+A1", "b\t'-A1"]
    assert ',"x;\'=1+1"\n' in text
    for line in text.splitlines()[1:]:
        assert not any(c.lstrip(' "')[:1] in "=+-@" for c in line.split(";")[1:]), line
    back = read_traveller_csv(text.encode())
    assert back["lead"].tolist() == ["x;=1+1", "a,+A1", "b\t-A1"]


def test_results_and_scores_stay_as_they_are_but_not_in_the_first_column():
    df = _traveller(ns_score=["-50", "+1", "="])
    text = traveller_csv_text(df)
    assert text.splitlines()[1:] == ["1,1,3,4S,N,=,-50", "1,2,4,3NT,S,+1,+1", "2,1,3,2H,E,-1,="]
    # the first column starts a line, which a spreadsheet splitting at ';' takes whole
    first = df[["ns_score", "board", "result"]]
    text = traveller_csv_text(first)
    assert text.splitlines() == ["ns_score,board,result", "'-50,1,=", "'+1,1,+1", "'=,2,-1"]
    assert read_traveller_csv(text.encode())["ns_score"].tolist() == ["-50", "+1", "="]


@pytest.mark.parametrize("lead, written", [
    ("'=1", "''=1"), ("'x", "''x"), ("x;'y", '"x;\'\'y"'), ("\t=1", "\"'\t'=1\""),
    ("\rx", "\"'\rx\""), (" =1", "' =1"), ("x; =1", "\"x;' =1\""), ("x;-5", "\"x;'-5\""),
])
def test_apostrophes_already_there_are_doubled_so_every_text_reads_back(lead, written):
    text = traveller_csv_text(_traveller(lead=[lead, "HK", "DQ"]))
    assert text.split("\n", 2)[1].split(",", 6)[-1] == written
    assert read_traveller_csv(text.encode())["lead"][0] == lead.strip()


def test_a_nul_character_is_refused(tmp_path):
    with pytest.raises(bk.FileFormatError, match=r"column 'lead': 'S\\x00A' holds a NUL"):
        write_traveller_csv(_traveller(lead=["S\x00A", "HK", "DQ"]), tmp_path / "x.csv")
    with pytest.raises(bk.FileFormatError, match="column name holds a NUL"):
        write_traveller_csv(_traveller(**{"a\x00": 1}), tmp_path / "x.csv")
    assert not (tmp_path / "x.csv").exists()


# ---------------------------------------------------------------- round trips

#: Text a cell may hold: separators, quotes, every kind of line break, formula signs,
#: apostrophes, spaces, letters and digits (NUL is refused; see above).
_TEXT = st.lists(st.sampled_from(
    [*"ab1.é'\"=+-@ ,;\t\r\n\x0b\x0c\x1c\x85\u2028\u2029\xa0", "\r\n"]),
    max_size=10).map("".join)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(_TEXT, _TEXT, _TEXT), min_size=1, max_size=5), _TEXT, st.booleans())
def test_any_text_written_reads_back_as_it_was(rows, name, text_first):
    """Write, then read: each cell and column name comes back as written, less the spaces
    around it (the reader drops them, as it does for any file)."""
    df = pd.DataFrame({"board": range(1, len(rows) + 1),
                       "ns_score": [r[0] for r in rows], "lead": [r[1] for r in rows]})
    df["x" + name] = pd.Categorical([r[2] for r in rows])
    if text_first:
        df = df[["lead", "board", "ns_score", "x" + name]]
    back = read_traveller_csv(traveller_csv_text(df).encode())
    assert back.columns.tolist() == [c.strip() for c in df.columns]
    for column in df.columns:
        assert back[column.strip()].tolist() == [
            v.strip() if isinstance(v, str) else v for v in df[column]], column


def test_numbers_dates_and_missing_values_are_written_as_pandas_writes_them():
    df = pd.DataFrame({"board": [1, 2, 3], "ns_score": [420.0, np.nan, -0.5],
                       "ok": [True, False, True], "n": pd.array([1, None, 3], dtype="Int64"),
                       "day": pd.to_datetime(["2026-11-29", None, "2026-11-30"]),
                       "at": pd.to_datetime(["2026-11-29 19:30", "2026-11-29 20:00", None]),
                       "lead": ["HK", None, np.nan]})
    assert traveller_csv_text(df) == df.to_csv(index=False)
    assert traveller_csv_text(df.iloc[:0]) == "board,ns_score,ok,n,day,at,lead\n"


def test_the_sample_event_is_written_as_pandas_writes_it_but_for_quotes():
    event = bk.score_event(bk.load_sample_event())
    text, plain = traveller_csv_text(event), event.to_csv(index=False)
    assert _cells(text) == _cells(plain)
    # pandas leaves a cell holding ';' bare; a spreadsheet splitting at ';' would split it
    assert ',"artificial adjusted score (Law 12C2): N-S 60%; E-W 40%",' in text
    assert text.replace('"', "") == plain.replace('"', "")


# ---------------------------------------------------------------- a header and no results

@pytest.mark.parametrize("text", [b"board,ns,ew,contract,declarer,result\n",
                                  b"board,ns,ew,contract,declarer,result",
                                  b"board,ns,ew,contract,declarer,result\r\n\r\n",
                                  b'"board",ns,ew,contract,declarer,result\n'])
def test_a_header_with_no_results_reads_as_an_empty_table_with_its_columns(text):
    df = read_traveller_csv(text)
    assert len(df) == 0
    assert df.columns.tolist() == ["board", "ns", "ew", "contract", "declarer", "result"]


def test_an_empty_traveller_written_reads_back_empty_with_its_columns(tmp_path):
    write_traveller_csv(_traveller().iloc[:0], tmp_path / "empty.csv")
    assert (tmp_path / "empty.csv").read_text() == "board,ns,ew,contract,declarer,result\n"
    back = read_traveller_csv(tmp_path / "empty.csv")
    assert len(back) == 0 and back.columns.tolist() == _traveller().columns.tolist()


@pytest.mark.parametrize("separator", [";", "\t"])
def test_a_traveller_saved_with_semicolons_or_tabs_is_told_the_separator(separator):
    # a spreadsheet in a Dutch or French locale saves "CSV" with semicolons: the refusal said
    # only that the header had no 'board' column, with 'board' at its start
    from bridgekit.io import read_event

    text = separator.join(["board", "ns", "ew", "ns_score"]) + "\n" + \
        separator.join(["1", "1", "2", "420"]) + "\n"
    with pytest.raises(bk.BridgekitError, match="a column is separated by a comma, not ';' or "
                                                 "a tab"):
        read_event(io.BytesIO(text.encode()), format="csv")
