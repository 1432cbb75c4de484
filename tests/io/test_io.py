"""PBN, USEBIO and CSV: real files, round trips, malformed input, atomic writes; the CLI."""

import os
import subprocess
import sys

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.io import read_event, read_pbn, read_traveller_csv, read_usebio, write_event, write_pbn, write_usebio


def test_ruter_export_is_reproduced(data_dir):
    df = read_pbn(data_dir / "ruter-2021-09-01-board1.pbn")
    assert df[["ns", "ew", "contract", "declarer", "result", "ns_score"]].values.tolist() == [
        ["6", "5", "5HX", "E", "7", "800"], ["7", "3", "4S", "S", "11", "450"],
        ["8", "1", "4S", "S", "11", "450"]]
    scored = bk.score_event(df)  # three results: Neuberg with n = N is plain
    assert np.allclose(scored.ns_mp, scored.pbn_mp_ns)  # 4.0, 1.0, 1.0 of a top of 4
    assert np.allclose(scored.ew_mp, scored.pbn_mp_ew)
    assert np.allclose(scored.ns_pct, scored.pbn_pct_ns)
    assert np.allclose(scored.ew_pct, scored.pbn_pct_ew)
    # the bye: E-W pair 2 gets its session average, 46.88% of the top of 4 = 1.9
    (bye,) = df.attrs["byes"]
    assert bye["ew"] == "2" and bye["pbn_mp_ew"] == 1.9
    totals = {t["PairId"]: t for t in df.attrs["totals"]}
    assert round(float(totals["2"]["TotalPercentage"]) / 100 * 4, 1) == bye["pbn_mp_ew"]
    assert df.attrs["event"]["Scoring"] == "MatchPoints;MP1"


def test_larger_pbn_with_bye_artificial_score_and_short_board(data_dir):
    df = read_pbn(data_dir / "club-4boards.pbn")
    assert len(df) == 11 and len(df.attrs["byes"]) == 1
    assert df.loc[5, "ns_score"] == "A60/40"            # ^60 ^40 with no score
    assert df.loc[3, "ns_score"] == "-110"               # Score_EW only
    assert df.loc[2, "lead"] == ""                       # '?' is unknown
    assert df.loc[8, "contract"] == "Pass"
    scored = bk.score_event(df)
    assert np.allclose(scored.ns_mp, scored.pbn_mp_ns)
    assert scored.error.eq("").all()
    # board 3 was played twice; factored to the three results the others had
    factored = bk.score_event(df, normal="max")
    assert factored[factored.board == 3].ns_mp.tolist() == [3.5, 0.5]


def test_pbn_rulings_are_spelt_as_the_artificial_score_spells_them(tmp_path):
    """However a file gives a ruling (each side's code, each side's artificial percentage,
    artificial percentages with no score), the traveller holds the notation of
    ``bridgekit.ArtificialScore``: ``^62.50`` and ``^37.50`` are ``A62.5/37.5``, 62.5% and
    37.5% of the top when scored."""
    table = ('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW;Percentage_NS;'
             'Percentage_EW"]\n')
    rows = ['1 11 "A+" - - -', '2 12 - "A-" - -', "3 13 ^62.50 ^37.50 - -",
            "4 14 - - ^62.50 ^37.50", "5 15 420 - - -", "6 16 -420 - - -"]
    path = tmp_path / "r.pbn"
    path.write_text(table + "\n".join(rows) + "\n")
    df = read_pbn(path)
    assert df.ns_score.tolist()[:4] == [str(bk.ArtificialScore(60, 40)),
                                        str(bk.ArtificialScore(60, 40)),
                                        str(bk.ArtificialScore(62.5, 37.5)),
                                        str(bk.ArtificialScore(62.5, 37.5))]
    assert df.ns_score.tolist()[2] == "A62.5/37.5"
    scored = bk.score_event(df)
    assert scored.ns_pct.tolist()[2:4] == [62.5, 62.5]
    assert scored.ew_pct.tolist()[2:4] == [37.5, 37.5]


def test_a_pbn_tag_given_as_hash_is_the_previous_game_s_value():
    """PBN's "#" tag value repeats the tag's value from the game before: board 3 after a board
    stated vulnerable both sides is played vulnerable both sides (620 for 4S making, not the
    rotation's 420), through read_pbn and read_event alike; "#" in the first game (nothing
    before it) says nothing."""
    import io

    table = ('[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n'
             "1 2 4S N 10\n2 1 4S N 10\n")
    text = (f'[Event "Club"]\n[Board "1"]\n[Dealer "#"]\n[Vulnerable "All"]\n{table}\n'
            f'[Event "#"]\n[Board "3"]\n[Dealer "W"]\n[Vulnerable "#"]\n{table}\n'
            f'[Event "#"]\n[Board "4"]\n[Dealer "#"]\n[Vulnerable "#"]\n{table}')
    frame = read_pbn(text.encode())
    assert frame[["board", "vulnerable", "dealer"]].drop_duplicates().values.tolist() == [
        [1, "All", ""], [3, "All", "W"], [4, "All", "W"]]
    scored = bk.score_event(read_event(io.BytesIO(text.encode())))
    assert scored["ns_score"].tolist() == [620.0] * 6


def test_a_game_s_tags_written_before_its_board_tag_are_its_own():
    """A game's tags may come before its Board tag (PBN's export order puts Event, Site and
    Date there; a file may put Dealer and Vulnerable there too): they are that game's, not the
    game before's. Board 1, stated not vulnerable, was read with board 2's "All" (4S made
    gave 620 for 420), through read_pbn, read_event and the deals alike; the file's event is
    its first game's."""
    import io

    deal = "N:J76.AK.AQJ954.J3 QT.QT8542.62.Q52 AK9543.6.K3.T986 82.J973.T87.AK74"
    table = ('[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n'
             "1 2 4S N 10\n3 4 4S N 9\n")
    text = (f'[Event "Monday"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Board "1"]\n'
            f'[Deal "{deal}"]\n{table}\n'
            f'[Event "Tuesday"]\n[Dealer "E"]\n[Vulnerable "All"]\n[Board "2"]\n'
            f'[Deal "E:{deal[2:]}"]\n{table}').encode()
    frame = read_pbn(text)
    assert frame[["board", "vulnerable", "dealer"]].drop_duplicates().values.tolist() == [
        [1, "None", "N"], [2, "All", "E"]]
    assert frame.attrs["event"]["Event"] == "Monday"
    event = read_event(io.BytesIO(text))
    assert bk.score_event(event)["ns_score"].tolist() == [420.0, -50.0, 620.0, -100.0]
    assert [(r["dealer"], r["vulnerability"]) for r in event.attrs["hand_records"]] == [
        ("N", "None"), ("E", "Both")]
    # games with nothing between them but tags start at their Board tags, as before
    frame = read_pbn(f'[Board "1"]\n[Dealer "W"]\n[Vulnerable "All"]\n[Board "3"]\n{table}'
                     .encode())
    assert "vulnerable" not in frame.columns and frame["board"].tolist() == [3, 3]


def test_pbn_round_trip(tmp_path):
    event = bk.load_sample_event()
    write_pbn(event, tmp_path / "a.pbn")
    back = read_pbn(tmp_path / "a.pbn")
    write_pbn(back, tmp_path / "b.pbn")
    assert (tmp_path / "a.pbn").read_text() == (tmp_path / "b.pbn").read_text()
    again = read_pbn(tmp_path / "b.pbn")
    assert again.drop(columns="line").equals(back.drop(columns="line"))
    original, reread = bk.score_event(event), bk.score_event(back)
    assert np.allclose(original.ns_mp, reread.ns_mp)
    assert np.allclose(reread.ns_mp, reread.pbn_mp_ns, atol=0.005)
    # the ruling, the weighted score and the fouled board's groups survive
    assert "A60/40" in back.ns_score.tolist()
    assert "40%+100 60%-140" in back.ns_score.tolist()
    assert (back.group == "B").sum() == 2


def test_csv_round_trip(tmp_path):
    event = bk.load_sample_event()
    write_event(event, tmp_path / "e.csv")
    back = read_traveller_csv(tmp_path / "e.csv")
    assert list(back.columns) == list(event.columns)
    assert back.astype(str).equals(event.astype(str))
    assert np.allclose(bk.score_event(back).ns_mp, bk.score_event(event).ns_mp)


def test_csv_to_pbn_to_csv(tmp_path):
    event = bk.load_sample_event()
    write_event(event, tmp_path / "e.pbn")
    write_event(read_event(tmp_path / "e.pbn"), tmp_path / "e.csv")
    back = read_traveller_csv(tmp_path / "e.csv")
    assert np.allclose(bk.score_event(back).ns_mp, bk.score_event(event).ns_mp)


def test_usebio_round_trip(tmp_path):
    event = bk.load_sample_event()
    write_usebio(event, tmp_path / "e.xml", date="29/11/2026")
    text = (tmp_path / "e.xml").read_text()
    assert "<BOARD_SCORING_METHOD>MATCH_POINTS</BOARD_SCORING_METHOD>" in text
    back = read_usebio(tmp_path / "e.xml")
    scored = bk.score_event(back)
    assert np.allclose(scored.ns_mp, bk.score_event(event).ns_mp)
    assert np.allclose(scored.ns_mp, scored.usebio_mp_ns, atol=0.005)


@pytest.mark.parametrize("text, line, expected", [
    ('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2 "420\n', 3,
     "a string is not closed"),
    ('[Board "1"\n', 1, "expected a tag pair"),
    ('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2\n', 3,
     "2 elements, expected 3"),
    ('[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2 "420"\n', 1, "no [Board] tag"),
    ('[Board "x"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2 "420"\n', 1, "board 'x'"),
    ('[Board "1"]\n[ScoreTable "Contract;Score_NS"]\n4S "420"\n', 2, "need PairId_NS"),
    # tables that differ only in a column bridgekit does not read are read together: a bad
    # row is still named with its own table's columns
    ('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Mine1"]\n1 2 a\n\n'
     '[Board "2"]\n[ScoreTable "PairId_NS;PairId_EW;Mine2"]\n3 4 b\n5 6 c d\n', 8,
     "4 elements, expected 3 (PairId_NS;PairId_EW;Mine2)"),
])
def test_malformed_pbn(tmp_path, text, line, expected):
    path = tmp_path / "bad.pbn"
    path.write_text(text)
    with pytest.raises(bk.FileFormatError) as info:
        read_pbn(path)
    assert f"{path}, line {line}: " in str(info.value)
    assert expected in str(info.value)


@pytest.mark.parametrize("text, line, expected", [
    ("", 1, "no header line"),
    ("ns,ew,contract\n1,2,4S\n", 1, "no 'board' column"),
    ("board,ns,ew\n1,2,3\n", 1, "needs 'contract'"),
    ("board,ns,ew,contract,declarer,result\n1,2,3,4S,N\n", 2, "5 cells, expected 6"),
    ("board,ns_score\n1,420\n2,50\n3,50,x\n4,0", 4, "3 cells, expected 2"),
    ("board,ns_score\n1,420\n2,50\n3,50\n4", 5, "1 cells, expected 2"),
])
def test_malformed_csv(tmp_path, text, line, expected):
    path = tmp_path / "bad.csv"
    path.write_text(text)
    with pytest.raises(bk.FileFormatError) as info:
        read_traveller_csv(path)
    assert f"{path}, line {line}: " in str(info.value) and expected in str(info.value)


def test_plain_and_quoted_csv_read_alike():
    # a file with no quote is read by pandas' reader after a numpy check of its lines; one
    # with a quote goes through the csv module: the same table either way
    plain = "board,ns,ew,contract,declarer,result\n1,1,2,4S,N,=\n 2,1,2,3NT ,S,+1\n" \
            "3,1,2,'=SUM(A1),N,=\n4,1,2,6♠,N,-1"
    quoted = plain.replace("3NT ", '"3NT "')
    a, b = read_traveller_csv(plain.encode()), read_traveller_csv(quoted.encode())
    assert a.equals(b) and a["board"].tolist() == [1, 2, 3, 4]
    assert a["contract"].tolist() == ["4S", "3NT", "=SUM(A1)", "6♠"]


def test_usebio_reader_is_safe(tmp_path):
    evil = tmp_path / "evil.xml"
    evil.write_text('<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>'
                    "\n<USEBIO><EVENT><BOARD><BOARD_NUMBER>&e;</BOARD_NUMBER></BOARD></EVENT>"
                    "</USEBIO>")
    with pytest.raises(bk.FileFormatError, match="line 2: a DOCTYPE with an internal subset"):
        read_usebio(evil)
    broken = tmp_path / "broken.xml"
    broken.write_text("<USEBIO>\n<EVENT>\n</USEBIO>")
    with pytest.raises(bk.FileFormatError, match="line 3: not well-formed XML"):
        read_usebio(broken)


def test_writes_are_atomic(tmp_path, monkeypatch):
    target = tmp_path / "event.pbn"
    target.write_text("the old file\n")

    def fail(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError, match="disk full"):
        write_pbn(bk.load_sample_event(), target)
    assert target.read_text() == "the old file\n"
    assert [p.name for p in tmp_path.iterdir()] == ["event.pbn"]  # no temporary left


def run_cli(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "bridgekit.cli", *args], capture_output=True,
                          text=True, cwd=cwd)


def test_cli_hand():
    run = run_cli("hand", "4SX", "-2", "--vul", "--declarer", "N")
    assert run.returncode == 0
    assert run.stdout.splitlines()[0] == "4♠X by N, vulnerable, 2 down: 200 + 300 = 500 to E-W"
    bad = run_cli("hand", "8S", "=")
    assert bad.returncode == 1 and "'8S': a level is 1 to 7" in bad.stderr and bad.stdout == ""


def test_cli_score_explain_and_convert(tmp_path, data_dir):
    run = run_cli("score", str(data_dir / "ruter-2021-09-01-board1.pbn"), "--explain", "1")
    assert run.returncode == 0, run.stderr
    assert "NS 6 v EW 5: +800: beats 2, ties 0" in run.stdout
    assert run_cli("sample", str(tmp_path / "s.csv")).returncode == 0
    conv = run_cli("convert", str(tmp_path / "s.csv"), str(tmp_path / "s.pbn"))
    assert conv.returncode == 0, conv.stderr
    conv = run_cli("convert", str(tmp_path / "s.pbn"), str(tmp_path / "s.xml"))
    assert conv.returncode == 0, conv.stderr
    scored = run_cli("score", str(tmp_path / "s.xml"), "--method", "ebu")
    assert scored.returncode == 0 and "North-South" in scored.stdout
    missing = run_cli("score", str(tmp_path / "nothing.pbn"))
    assert missing.returncode == 1 and "nothing.pbn: cannot read" in missing.stderr


def test_cli_progress_bar_on_thousands_of_boards(tmp_path):
    rows = [{"board": b, "ns": t, "ew": t + 10, "contract": "4S", "declarer": "N",
             "result": ["=", "+1", "-1"][t % 3]} for b in range(1, 1201) for t in range(1, 4)]
    write_pbn(pd.DataFrame(rows), tmp_path / "big.pbn")
    run = run_cli("score", str(tmp_path / "big.pbn"), "--progress")
    assert run.returncode == 0, run.stderr
    assert "reading boards [" in run.stderr and "1200/1200" in run.stderr


# -- PBN score tables split all at once ------------------------------------------------------

_LINE_CHARS = st.text(alphabet=' \t"\\ab1-\xa0é\x00', min_size=1, max_size=24)


@settings(max_examples=500, deadline=None)
@given(st.lists(_LINE_CHARS.filter(lambda t: t.strip()), min_size=1, max_size=6),
       st.integers(1, 4))
def test_rows_split_at_once_as_row_by_row(lines, width):
    """Whenever the at-once split takes rows (simple strings, the right count), it gives the
    elements the row-by-row reader gives; anything else is left to the row-by-row reader."""
    from bridgekit.errors import FileFormatError
    from bridgekit.io.pbn import _split_simple, _tokens

    try:
        rows = [_tokens(line.strip(), "x", 1) for line in lines]
    except FileFormatError:
        rows = None
    cells = _split_simple("\n".join(lines), width, len(lines))
    if cells is None:
        return
    assert rows is not None and all(len(r) == width for r in rows)
    expected = [list(col) for col in zip(*rows, strict=True)]
    assert [list(c.values[c.codes]) for c in cells] == expected


#: Elements as a file may print them: plain, long (more than 8 bytes), strings holding
#: spaces, tabs, non-ASCII text or nothing, numbers that repeat with and without quotes.
_ELEMENT = st.one_of(
    st.sampled_from(["-", "?", "1", "10", "4S", "3NTX", "^60", "-1100", "66.16", "é"]),
    st.text(alphabet="ab1é-^.", min_size=1, max_size=12),
    st.text(alphabet="ab1é -\t^", max_size=12).map(lambda t: f'"{t}"'),
    st.sampled_from(['"1"', '"10"', '"-"', '""', '"Ann Lee"']))
_SPACE = st.text(alphabet=" \t", min_size=1, max_size=3)


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 5).flatmap(lambda width: st.lists(
    st.tuples(st.lists(_ELEMENT, min_size=width, max_size=width),
              st.lists(_SPACE, min_size=width + 1, max_size=width + 1)),
    min_size=1, max_size=8)))
def test_rows_as_files_print_them_split_at_once(rows):
    """Rows of simple elements, however padded: the at-once split takes them, and gives the
    elements the row-by-row reader gives (a string's text without its quotes)."""
    from bridgekit.io.pbn import _split_simple, _tokens

    lines = []
    for elements, gaps in rows:
        line = gaps[0] + "".join(e + g for e, g in zip(elements, gaps[1:], strict=True))
        lines.append(line)
    width = len(rows[0][0])
    cells = _split_simple("\n".join(lines), width, len(lines))
    assert cells is not None
    expected = [_tokens(line.strip(), "x", 1) for line in lines]
    assert [list(c.values[c.codes]) for c in cells] == [list(c) for c in zip(*expected, strict=True)]
    assert expected == [[e[1:-1] if e.startswith('"') else e for e in elements]
                        for elements, _ in rows]


def test_a_pbn_of_every_row_shape_reads_the_same_at_once_or_row_by_row(tmp_path,
                                                                      monkeypatch):
    """Tabs, padding, strings holding spaces, a comment between rows: split at once; an
    escaped quote or a non-breaking space in a row: that layout read row by row."""
    from bridgekit.io import pbn

    row_by_row = []
    tokens = pbn._tokens
    monkeypatch.setattr(pbn, "_tokens", lambda *a: row_by_row.append(a) or tokens(*a))
    monkeypatch.setattr(pbn, "_SPLIT_AT_ONCE_FROM", 1)  # these layouts are small
    head = ('[Board "1"]\n[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;'
            'Result\\2R;Score_NS\\4R;Names_NS\\10L"]\n')
    simple = head + ('  1 "2"\t4S N 10 "420" "Ann Lee"\n'
                     '% a comment inside the table\n'
                     ' 3  4  4S  N  9 "-50" -\n')
    escaped = simple.replace('"Ann Lee"', '"Ann \\"Al\\" Lee"')
    spaced = simple.replace('"Ann Lee"', '"Ann\xa0Lee"')
    frames = {}
    rows_read = {}
    for name, text in (("simple", simple), ("escaped", escaped), ("spaced", spaced)):
        (tmp_path / f"{name}.pbn").write_text(text, encoding="utf-8")
        row_by_row.clear()
        frames[name] = read_pbn(tmp_path / f"{name}.pbn")
        rows_read[name] = len(row_by_row)
    assert rows_read == {"simple": 0, "escaped": 2, "spaced": 2}
    f = frames["simple"]
    assert f[["ns", "ew", "contract", "result", "ns_score", "line"]].values.tolist() == [
        ["1", "2", "4S", "10", "420", 3], ["3", "4", "4S", "9", "-50", 5]]
    assert f["ns_names"].tolist() == ["Ann Lee", ""]
    assert frames["escaped"]["ns_names"].tolist() == ['Ann "Al" Lee', ""]
    assert frames["spaced"]["ns_names"].tolist() == ["Ann\xa0Lee", ""]
    for other in ("escaped", "spaced"):
        pd.testing.assert_frame_equal(frames[other].drop(columns="ns_names"),
                                      f.drop(columns="ns_names"))


def test_a_long_layout_split_a_few_rows_at_a_time_reads_as_split_at_once(monkeypatch):
    """The at-once split takes a long layout's rows a block at a time (its passes stay in the
    processor's cache); the blocks' columns are the columns of one split: a pair
    quoted in one block and bare in another is one value, a string holding a space in a
    later block is still one element, and an escaped quote in a later block sends the
    whole layout to the row-by-row reader, which reads it the same."""
    from bridgekit.io import pbn

    row_by_row = []
    tokens = pbn._tokens
    monkeypatch.setattr(pbn, "_tokens", lambda *a: row_by_row.append(a) or tokens(*a))

    head = ('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;'
            'Names_NS"]\n')
    rows = [f'{t} "{t + 20}" 4S N 10 "420" "A{t}"' for t in range(1, 11)]
    rows += [f'"{t}" {t + 20} 3NT S 9 "400" "Ann Lee"' for t in range(1, 11)]
    text = head + "\n".join(rows) + "\n"
    escaped = text.replace('"Ann Lee"\n', '"Ann \\"Al\\" Lee"\n', 1)
    monkeypatch.setattr(pbn, "_SPLIT_AT_ONCE_FROM", 1)
    whole = {name: read_pbn(t.encode()) for name, t in (("plain", text), ("escaped", escaped))}
    monkeypatch.setattr(pbn, "_SPLIT_ROWS", 3)  # seven blocks of three rows (the last one)
    row_by_row.clear()
    blocks = {name: read_pbn(t.encode()) for name, t in (("plain", text), ("escaped", escaped))}
    assert len(row_by_row) == 20  # the escaped file's rows; the plain file's split at once
    for name in whole:
        pd.testing.assert_frame_equal(blocks[name], whole[name])
    f = blocks["plain"]
    assert f["ns"].tolist() == [str(t) for t in range(1, 11)] * 2
    assert f["ew"].tolist() == [str(t + 20) for t in range(1, 11)] * 2
    assert f["ns_names"].tolist() == [f"A{t}" for t in range(1, 11)] + ["Ann Lee"] * 10
    assert f["ns_score"].tolist() == ["420"] * 10 + ["400"] * 10
    assert blocks["escaped"]["ns_names"].tolist()[10:12] == ['Ann "Al" Lee', "Ann Lee"]


def test_many_small_layouts_read_as_one_frame(monkeypatch):
    """A file whose every board has its own ScoreTable columns (a differently named extra
    column, a different order, a Names column on some): tables that differ only in a column
    bridgekit does not read are read together (four layouts here, not forty), small layouts
    row by row, joined into one frame at the end; equal to reading every layout at once."""
    from bridgekit.io import pbn

    layouts = []
    layout_rows = pbn._layout_rows
    monkeypatch.setattr(pbn, "_layout_rows",
                        lambda t, f, *pool: layouts.append(t) or layout_rows(t, f, *pool))

    parts = []
    for board in range(1, 41):
        extra = ";Names_NS" if board % 3 == 0 else f";X{board}"
        order = "PairId_EW;PairId_NS" if board % 2 else "PairId_NS;PairId_EW"
        parts.append(f'[Board "{board}"]\n[ScoreTable "{order};Contract;Declarer;Result;'
                     f'Score_NS;MP_NS{extra}"]\n')
        for table in range(1, 4 + board % 3):
            bye = board == 7 and table == 1  # a bye has no contract
            score = '"Bye"' if bye else f'"{(-1) ** table * 50 * table}"'
            played = "- - -" if bye else f"4S N {8 + table}"
            parts.append(f'{table} {table + 10} {played} {score} {table % 3} '
                         f'"A b{board}"\n')
        parts.append("\n")
    data = "".join(parts).encode()
    small = read_pbn(data)
    assert len(layouts) == 4
    monkeypatch.setattr(pbn, "_SPLIT_AT_ONCE_FROM", 1)
    at_once = read_pbn(data)
    pd.testing.assert_frame_equal(small, at_once)
    assert repr(small.attrs) == repr(at_once.attrs)
    assert len(small) == sum(3 + b % 3 for b in range(1, 41)) - 1  # one bye
    assert small.attrs["byes"][0]["board"] == 7
    assert small["line"].is_monotonic_increasing
    assert small.loc[small.board % 3 != 0, "ns_names"].isna().all()  # not in their layout
    assert small.loc[small.board == 3, "ns_names"].tolist() == ["A b3"] * 3
    assert small.loc[small.board == 1, ["ns", "ew"]].values.tolist()[0] == ["11", "1"]
    assert small["pbn_mp_ns"].dtype == float and small["ns"].dtype == at_once["ns"].dtype


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["1", "2", "-", "é", "1 ", "10"]), max_size=300))
def test_table_elements_are_numbered_as_pandas_numbers_them(texts):
    """A few elements are numbered in a dict, many by pandas: the same codes either way."""
    from bridgekit.io.pbn import _factorized

    codes, distinct = _factorized(texts)
    expected, uniques = pd.factorize(np.asarray(texts, dtype=object))
    assert codes.tolist() == expected.tolist() and list(distinct) == list(uniques)


def test_hand_records_do_not_read_the_score_tables():
    """The deals of a file are read even when a score table beside them is broken (it is
    not what the hand-record reader reads; read_pbn still says where the table is wrong)."""
    text = (b'[Board "1"]\n[Deal "N:J76.AK.AQJ954.J3 QT.QT8542.62.Q52 AK9543.6.K3.T986 '
            b'82.J973.T87.AK74"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2 "420\n')
    assert bk.io.read_hand_records(text).board.tolist() == [1]
    with pytest.raises(bk.FileFormatError, match="line 4: a string is not closed"):
        read_pbn(text)


def test_a_traveller_with_no_scorable_row_is_written_whole_without_scores(tmp_path):
    """Every row in error: write_pbn writes both rows as they are, with "-" for their scores
    and matchpoints (no TotalScoreTable: no pair has a score), and reading the file back gives
    the same rows and the same problems."""
    df = pd.DataFrame({"board": [1, 1], "ns": [1, 2], "ew": [3, 4], "contract": ["9S", "8H"],
                       "declarer": "N", "result": "="})
    write_pbn(df, tmp_path / "none.pbn")
    text = (tmp_path / "none.pbn").read_text()
    assert "TotalScoreTable" not in text
    back = read_pbn(tmp_path / "none.pbn")
    assert back[["contract", "declarer", "result", "ns_score"]].values.tolist() == [
        ["9S", "N", "=", ""], ["8H", "N", "=", ""]]
    assert back["pbn_mp_ns"].isna().all() and back["pbn_pct_ew"].isna().all()
    assert [(p["column"], p["value"]) for p in bk.validate_traveller(back).to_dict("records")] \
        == [("contract", "9S"), ("contract", "8H")]


def test_pbn_tables_pad_by_characters_not_bytes(tmp_path):
    """A name with letters beyond ASCII is padded by its characters, as PBN widths count
    them: the columns after it line up on every row."""
    df = bk.load_sample_event()
    df = df[df.board == 1].assign(ns_names=["Zoë Ågren", "Al Bo", "", "Øyvind Ødegård",
                                            "J", "Łukasz Żak"][:int((df.board == 1).sum())])
    write_pbn(df, tmp_path / "names.pbn")
    text = (tmp_path / "names.pbn").read_text(encoding="utf-8")
    rows = text.split('[ScoreTable "')[1].split("\n\n")[0].splitlines()[1:]
    assert len(rows) == int((df.board == 1).sum())
    # the names (the last column) start at the same character on every row
    starts = {r[:-1].rfind('"') if r.endswith('"') else len(r) - 1 for r in rows}
    assert len(starts) == 1, rows
    back = read_pbn(tmp_path / "names.pbn")
    assert sorted(back["ns_names"]) == sorted(df["ns_names"])


# -- PBN score tables written all at once ----------------------------------------------------

_CELL = st.text(alphabet='ab1"-^Zéø\u00a0Ł', min_size=0, max_size=9)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(st.tuples(_CELL, _CELL, _CELL), min_size=1, max_size=4),
                min_size=1, max_size=4),
       st.sampled_from(["RLR", "RRL", "LLL", "RRR"]))
def test_tables_laid_out_at_once_as_row_by_row(tables, aligns):
    """The byte layout of many tables at once gives each table's rows as padding each row
    cell by cell would: each column to its own table's widest cell in characters (at least
    1), right or left aligned, one space between, a left-aligned last column not padded.
    Short cells after long ones (in other tables) send a column down the exact path."""
    from bridgekit.io.pbn import _table_lines, _Tokens

    header = [(f"C{j}", a) for j, a in enumerate(aligns)]
    rows = [row for table in tables for row in table]
    columns = [_Tokens.of_texts([row[j] for row in rows]) for j in range(3)]
    bounds = np.cumsum([0, *[len(t) for t in tables]])
    got = _table_lines("ScoreTable", header, columns, bounds)
    for table, lines in zip(tables, got, strict=True):
        widths = [max(1, *(len(row[j]) for row in table)) for j in range(3)]
        assert lines[0] == '[ScoreTable "' + ";".join(
            f"C{j}\\{w}{a}" for j, (w, a) in enumerate(zip(widths, aligns, strict=True))) + '"]'
        expected = []
        for row in table:
            cells = [row[j].rjust(widths[j]) if aligns[j] == "R" else row[j].ljust(widths[j])
                     for j in range(3)]
            if aligns[2] == "L":
                cells[2] = row[2]
            expected.append(" ".join(cells))
        assert lines[1].split("\n") == expected


def test_one_board_written_in_several_spellings_is_one_table(tmp_path):
    """Board numbers typed as 1, "1", " 2", 2.0 are read as boards 1 and 2 by the scorer; the
    writers group and order the rows by that number too (a mix of numbers and text in the
    board column raised a TypeError, and "10" sorted before "9")."""
    df = pd.DataFrame({"board": [1, "1", " 2", 2.0, "10", 9],
                       "ns": [1, 2, 1, 2, 1, 1], "ew": [5, 6, 5, 6, 5, 5],
                       "contract": ["4S", "3NT", "2H", "2H", "1NT", "1C"], "declarer": "N",
                       "result": ["=", "=", "+1", "-1", "=", "="]})
    write_pbn(df, tmp_path / "e.pbn")
    text = (tmp_path / "e.pbn").read_text()
    assert [line for line in text.splitlines() if line.startswith("[Board ")] == [
        '[Board "1"]', '[Board "2"]', '[Board "9"]', '[Board "10"]']
    write_usebio(df, tmp_path / "e.xml")
    xml = (tmp_path / "e.xml").read_text()
    assert xml.count("<BOARD_NUMBER>") == 4
    assert [b.split("<")[0] for b in xml.split("<BOARD_NUMBER>")[1:]] == ["1", "2", "9", "10"]
    for back in (read_pbn(tmp_path / "e.pbn"), read_usebio(tmp_path / "e.xml")):
        assert pd.to_numeric(back["board"]).tolist() == [1, 1, 2, 2, 9, 10]
        assert np.allclose(bk.score_event(back).ns_mp, bk.score_event(df).ns_mp[[0, 1, 2, 3, 5, 4]])


def test_a_format_named_is_the_format_of_its_first_ending():
    """Each format told by its name reads and writes as its first ending does: USEBIO by
    name is .xml's (with its writer), not .usebio's (read only)."""
    from bridgekit.io import _BY_NAME, FORMATS

    first = {}
    for entry in FORMATS.values():
        first.setdefault(entry.name, entry)
    assert all(_BY_NAME[name] is entry for name, entry in first.items())
    assert _BY_NAME["usebio"].write is not None
