"""Hostile files and frames the readers and writers meet: each answered by a clear
BridgekitError naming where, or handled, never a Python error or a file that does not read
back."""

import pandas as pd
import pytest

import bridgekit as bk
from bridgekit.io import read_event, read_pbn, read_usebio, write_pbn, write_usebio

TWO = pd.DataFrame({"board": [1, 1], "ns": ["1", "2"], "ew": ["11", "12"],
                    "contract": ["4S", "3NT"], "declarer": "N", "result": ["10", "9"],
                    "ns_names": ["Ann - Bo", "Cy - Di"], "ew_names": ["Ed - Flo", "Gus - Hal"]})


def test_pbn_score_ns_and_score_ew_that_contradict_are_a_problem_of_their_row():
    """Score_NS "420" with Score_EW "420": one side's score is the other's negative, so the
    row cannot be both; it is in error (a warning names its line), the other row is scored."""
    text = (b'[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW"]\n'
            b'1 11 "420" "420"\n2 12 "420" "-420"\n3 13 - "50"\n')
    df = read_pbn(text)
    assert [(w["line"], w["column"]) for w in df.attrs["warnings"]] == [(3, "Score_EW")]
    assert "contradict" in df.attrs["warnings"][0]["problem"]
    scored = bk.score_event(df)
    assert scored.status.tolist() == ["error", "scored", "scored"]
    assert scored.ns_score.tolist()[1:] == [420.0, -50.0]
    assert [p["row"] for p in scored.attrs["problems"]] == [0]


def test_deeply_nested_xml_is_a_file_format_error_not_a_recursion_error():
    """700 KB of nested elements: refused with the depth limit, never a RecursionError."""
    n = 100_000
    data = b"<USEBIO><EVENT>" + b"<a>" * n + b"</a>" * n + b"</EVENT></USEBIO>"
    with pytest.raises(bk.FileFormatError, match="nested more than 64 deep"):
        read_usebio(data)
    with pytest.raises(bk.FileFormatError, match="nested more than 64 deep"):
        read_event(data)


@pytest.mark.parametrize("write, name", [(write_pbn, "e.pbn"), (write_usebio, "e.xml")])
def test_a_lone_surrogate_is_refused_naming_its_row(tmp_path, write, name):
    df = TWO.assign(ns_names=pd.Series(["Ann - Bo", "Cy \ud800 Di"], dtype=object))
    with pytest.raises(bk.BridgekitError, match=r"row 1.*lone surrogate"):
        write(df, tmp_path / name)
    assert not (tmp_path / name).exists()
    with pytest.raises(bk.BridgekitError, match="lone surrogate"):
        write(TWO, tmp_path / name, event="Club \udc80 night")


@pytest.mark.parametrize("mark", ["\u2028", "\u2029", "\x85", "\u00a0"])
def test_a_name_holding_a_line_separator_reads_back(tmp_path, mark):
    """U+2028 (and U+2029, U+0085) end a line for Python's splitlines but not for PBN: a name
    holding one is written inside its quotes and reads back whole."""
    df = TWO.assign(ns_names=[f"Ann{mark}Bo", "Cy - Di"], lead=[f"S{mark}A", "HK"])
    write_pbn(df, tmp_path / "e.pbn")
    back = read_pbn(tmp_path / "e.pbn")
    assert back["ns_names"].tolist() == [f"Ann{mark}Bo", "Cy - Di"]
    assert back["lead"].tolist() == [f"S{mark}A", "HK"]
    assert bk.score_event(back).ns_mp.tolist() == bk.score_event(df).ns_mp.tolist()


# Found by the long fuzz profile (a USEBIO file whose SCORE was mutated to "Bye" on a played
# row, converted to PBN): the PBN reader sets a row whose Score_NS is "Bye" aside as a bye
# (attrs["byes"]) even when the row holds a played contract, and the PBN writer writes a row
# in error holding "Bye" so that it reads back as a bye. Either way a row leaves the traveller
# without a word. The fix belongs in bridgekit/io/pbn.py; until then these are expected to fail.

def test_a_played_row_with_bye_for_its_score_is_a_problem_of_its_row_not_a_bye():
    """A bye has no contract: a row with a contract, declarer and result beside "Bye" says
    two things, so it stays on the traveller, in error, and a warning names its line."""
    text = (b'[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;'
            b'Score_NS;Score_EW"]\n1 11 4S N 10 "420" -\n2 12 4S N 11 "450" -\n'
            b'3 13 4S N 9 "Bye" -\n')
    df = read_pbn(text)
    assert len(df) == 3 and df.attrs["byes"] == []
    assert [w["line"] for w in df.attrs["warnings"]] == [5]
    assert bk.score_event(df).status.tolist() == ["scored", "scored", "error"]


def test_a_row_holding_bye_is_written_whole_or_refused_naming_it(tmp_path):
    """The promise for PBN that nothing is lost: every row is written and reads back as a row, or the
    writer refuses naming the row; here the row holding "Bye" (an error in the traveller)
    came back as a bye, and the traveller had 2 rows of its 3."""
    df = TWO.assign(ns_score=["", "Bye"])
    try:
        write_pbn(df, tmp_path / "e.pbn")
    except bk.BridgekitError as exc:
        assert "row 1" in str(exc)
        assert not (tmp_path / "e.pbn").exists()
        return
    back = read_pbn(tmp_path / "e.pbn")
    assert len(back) == 2 and back.attrs["byes"] == []


NZBS = (b'<?xml version="1.0"?>\n<session scoring_type="MP"><board_results><brsection sectid="A">'
        b'<result tab="1" bd="1" rnd="1" ns="1" ew="1" dec="N" cont="4 S" res="=" score="420"'
        b' mp_ns="20" mp_ew="0"/>'
        b'<result tab="2" bd="1" rnd="1" ns="2" ew="2" dec="N" cont="4 S" res="-1" score="-50"'
        b' mp_ns="0" mp_ew="20"/></brsection></board_results></session>')


@pytest.mark.parametrize("data, message", [
    (b'<?xml version="1.0"?>\n<!DOCTYPE session [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;'
     b'&a;&a;">]>\n<session scoring_type="MP">&b;</session>',
     "line 2: a DOCTYPE with an internal subset"),  # entities that would expand: refused
    (NZBS[:150], "not well-formed XML"),  # truncated
    (b"<session>" + b"<a>" * 100 + b"</a>" * 100 + b"</session>",
     r"nested more than 64 deep: refused \(an NZ Bridge Scorer session nests about 4\)"),
    (NZBS.replace(b'bd="1"', b'bd="1; DROP"', 1), "a result's bd '1; DROP': expected a whole"),
    (NZBS.replace(b"Akaroa", b"x").replace(b'scoring_type="MP"', b'scoring_type="' + b"X" * 500
                                           + b'"'), r"scored by 'X{40}': bridgekit reads"),
    (NZBS.replace(b'cont="4 S"', b'cont="4 \x00S"', 1), "NUL"),
])
def test_a_hostile_nz_bridge_scorer_file_is_a_clear_error(data, message):
    with pytest.raises(bk.FileFormatError, match=message):
        read_event(data, format="nzbs")


def test_an_nz_bridge_scorer_file_larger_than_the_limit_is_refused_unread():
    with pytest.raises(bk.FileFormatError, match="larger than 100 bytes"):
        read_event(NZBS, max_bytes=100)


def test_markup_in_an_nz_bridge_scorer_name_stays_text_and_is_escaped_where_shown():
    from bridgekit.show.html import escape

    data = NZBS.replace(b"</session>", b'<scores><scsection sectid="A"><pair no="1" dir="NS" '
                        b'player_name_1="&lt;script&gt;x()&lt;/script&gt;" player_name_2="B"/>'
                        b"</scsection></scores></session>")
    df = read_event(data)
    assert df.ns_names[0] == "<script>x()</script> - B"
    assert "<script>" not in escape(df.ns_names[0])


LIVE = (b"<html><head><title>ACBL Live</title></head><body>"
        b"<h4><span>Section A</span>, Board # 2 Result</h4>"
        b'<div class="board-data"><span>Dlr: E</span><span>Vul: N-S</span></div>'
        + b"".join(b'<div class="scores"><h4>%s</h4><table><thead><tr><th></th><th>Contract</th>'
                   b"<th>By</th><th>Score</th><th>Matchpoints</th><th>%%</th><th>Pairs</th>"
                   b"</tr></thead><tbody><tr><td></td><td>3NT</td><td>N</td><td>%s</td>"
                   b"<td>1</td><td>100</td><td>%s</td></tr>"
                   b"<tr><td></td><td>3NT</td><td>N</td><td>%s</td><td>0</td><td>0</td>"
                   b"<td>%s</td></tr></tbody></table></div>" % parts
                   for parts in ((b"N-S", b"600", b'1-<span class="name">A B</span> <i>vs.</i> '
                                  b'2-<span class="name">C D</span>', b"-100", b"2-x vs. 1-y"),
                                 (b"E-W", b"-600", b'2-<span class="name">C D</span> <i>vs.</i> '
                                  b'1-<span class="name">A B</span>', b"100", b"1-y vs. 2-x")))
        + b"</body></html>")


@pytest.mark.parametrize("data, message", [
    (LIVE[:300], "score tables found: none"),  # truncated before its tables
    (LIVE.replace(b"<th>By</th>", b""), r"the N-S table has columns .*: expected"),
    (LIVE.replace(b"<td>3NT</td><td>N</td><td>600</td>", b"<td>600</td>", 1),
     "a row of the N-S table has 5 cells where its header has 7"),
    (LIVE.replace(b"Board # 2", b"Board # two"), "no heading 'Section A, Board # 1 Result'"),
])
def test_a_hostile_acbl_live_page_is_a_clear_error(data, message):
    with pytest.raises(bk.FileFormatError, match=message):
        read_event(data)


def test_an_acbl_live_page_s_odd_cells_are_kept_as_text_and_said():
    """A matchpoint that is no number is a warning (NaN); a name with markup is plain text."""
    df = read_event(LIVE.replace(b"<td>1</td><td>100</td>", b"<td>one</td><td>100</td>", 1)
                    .replace(b"A B", b"&lt;b&gt;A&lt;/b&gt;"))
    assert len(df) == 2 and df.ns_names[0] == "<b>A</b>"
    [warning] = df.attrs["warnings"]
    assert (warning["column"], warning["value"]) == ("acbl_mp_ns", "one")
@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be", "utf-32", "utf-32-be"])
def test_read_event_sniffs_a_utf16_or_utf32_file_after_its_byte_order_mark(encoding):
    """Bytes or a stream with a UTF-16 or UTF-32 byte-order mark were sniffed as CSV
    ("header '% PBN 2.1' has no 'board' column"): the mark is read first."""
    import codecs
    import io

    bom = {"utf-16": b"", "utf-32": b"", "utf-16-be": codecs.BOM_UTF16_BE,
           "utf-32-be": codecs.BOM_UTF32_BE}[encoding]  # utf-16/32 write their own mark
    pbn = ('% PBN 2.1\n[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;'
           'Result"]\n1 11 4S N 10\n2 12 3NT S 9\n')
    usebio = ('<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><BOARD>'
              '<BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>'
              '<EW_PAIR_NUMBER>11</EW_PAIR_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE>'
              '</BOARD></EVENT></USEBIO>')
    for text, rows in ((pbn, 2), (usebio, 1), ("board,ns,ew,ns_score\n1,1,11,420\n", 1)):
        data = bom + text.encode(encoding)
        for source in (data, io.BytesIO(data)):
            df = read_event(source)
            assert len(df) == rows and df.ns.tolist()[0] == "1", (text[:9], encoding)


#: a CSV whose last cell of row 1 names a decoder, and whose row 2 hides a line in a quoted
#: cell: a spreadsheet shows 3 results (board 1: 4S= by pairs 1, 2 and 4)
HIDDEN_ROW = (b'board,ns,ew,contract,declarer,result,ns_names\n'
              b'1,1,11,4S,N,=,charset=unicode_escape\n'
              b'1,2,12,4S,N,=,"Cy\\x22\\n1,3,13,7NT,S,=,\\x22Di"\n'
              b'1,4,14,4S,N,=,Ed\n')


def test_a_charset_in_a_csv_cell_pbn_tag_or_acbl_name_does_not_choose_the_decoder():
    """`charset=unicode_escape` in any cell within the first 4 KB made the escaped line of
    another cell a real row: bridgekit scored a hidden 7NT= (+1520) beside the 3 results a
    spreadsheet shows. Only the format's own declaration names a charset, never a cell."""
    from bridgekit.io import read_acbl

    df = read_event(HIDDEN_ROW, format="csv")
    assert df.ns.tolist() == ["1", "2", "4"] and "7NT" not in df.contract.tolist()
    assert df.ns_names.tolist()[1] == 'Cy\\x22\\n1,3,13,7NT,S,=,\\x22Di'  # as the cell reads
    assert bk.score_event(df).ns_score.tolist() == [420.0, 420.0, 420.0]
    pbn = (b'[Event "charset=utf-7"]\n[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Names_NS;'
           b'Contract;Declarer;Result"]\n1 11 "+ADw-b+AD4-" 4S N 10\n')
    assert read_pbn(pbn).ns_names.tolist() == ["+ADw-b+AD4-"]  # not "<b>"
    from test_acbl import _game, _page

    page = _page(_game(name="charset=unicode_escape \\\\u0041"))
    assert read_acbl(page).ns_names.tolist()[0] == "charset=unicode_escape \\u0041"


@pytest.mark.parametrize("charset", ["unicode_escape", "rot13", "base64", "punycode", "utf-7",
                                     "idna", "hex", "zlib", "raw_unicode_escape", "hz",
                                     "iso2022_jp", "cp037", "utf-16", "undefined", "nonesuch"])
def test_a_declared_charset_that_is_no_text_encoding_is_refused_naming_it(charset):
    """`charset=rot13`, `base64`, `punycode` ... raised LookupError or UnicodeError (exit 2):
    in the format's own place a charset is refused, named, as a FileFormatError."""
    from bridgekit.io import read_acbl

    files = [(read_pbn, f"% PBN 2.1\n%Content-type: text/pbn; charset={charset}\n"
                        '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2 "420"\n'),
             (read_acbl, f'<html><head><meta charset="{charset}"></head><body>'
                         '<result-details v-bind:data="{}"></result-details>'),
             (read_usebio, f'<?xml version="1.0" encoding="{charset}"?><USEBIO Version="1.2">'
                           '<EVENT EVENT_TYPE="MP_PAIRS"></EVENT></USEBIO>')]
    for (read, text), line in zip(files, (2, 1, 1), strict=True):  # the declaration's line
        with pytest.raises(bk.FileFormatError, match=f"line {line}: charset '{charset}' is not"):
            read(text.encode("ascii"))


def test_a_declared_charset_is_honoured_in_its_formats_place():
    # the PBN %Content-type line, the page's <meta charset>, the XML declaration: KOI8-R's
    # byte 0xe1 is "А" (Cyrillic A), Windows-1252's is "á"
    from test_acbl import _game, _page

    from bridgekit.io import read_acbl

    pbn = ('% PBN 2.1\n%Content-type: text/pbn; charset=KOI8-R\n[Board "1"]\n[ScoreTable '
           '"PairId_NS;PairId_EW;Names_NS;Score_NS"]\n1 2 "\xe1" "420"\n').encode("latin-1")
    assert read_pbn(pbn).ns_names.tolist() == ["А"]
    page = _page(_game(name="\xe1")).replace(b"<html>", b'<html><head><meta charset="koi8-r">'
                                             b"</head>").replace("\xe1".encode(), b"\xe1")
    assert read_acbl(page).ns_names.tolist()[0] == "А"


def test_usebio_declaring_iso_8859_1_written_in_windows_1252_reads_its_quotes_and_euros(tmp_path):
    """A USEBIO file declaring ISO-8859-1 is written by Windows programs in Windows-1252:
    its ’ (0x92) and € (0x80) were read as the C1 controls U+0092 and U+0080. PBN and CSV
    already read such files as Windows-1252; USEBIO now does too."""
    write_usebio(TWO, tmp_path / "two.xml")
    text = (tmp_path / "two.xml").read_text(encoding="utf-8")
    text = text.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"').replace(
        "<PLAYER_NAME>Ann</PLAYER_NAME>", "<PLAYER_NAME>Ann O’Hara</PLAYER_NAME>").replace(
        "<EVENT_DESCRIPTION>bridgekit event", "<EVENT_DESCRIPTION>Cup (€5) ")
    data = text.encode("cp1252")
    assert b"\x92" in data and b"\x80" in data
    df = read_usebio(data)
    assert df.ns_names.tolist()[0] == "Ann O’Hara - Bo"
    plain = read_usebio(text.replace("’", "é").replace("€", "£").encode("latin-1"))
    assert plain.ns_names.tolist()[0] == "Ann OéHara - Bo"  # ISO-8859-1 bytes read the same


def test_utf8_with_one_stray_windows_1252_byte_is_refused_naming_the_byte_and_offset():
    """A UTF-8 page with one pasted Windows-1252 ’ (0x92) was decoded wholly as 1252: every
    other accented name garbled ("Ã©" for "é") and not a word said. Refused now, naming the
    byte, its offset and line; a file with no UTF-8 in it is still read as Windows-1252."""
    from test_acbl import _game, _page

    from bridgekit.io import read_acbl, read_traveller_csv

    page = _page(_game(name="Zoë O\x00Hara")).replace(b"\x00", b"\x92")
    offset = page.index(b"\x92")
    with pytest.raises(bk.FileFormatError, match=rf"byte 0x92 at offset {offset} is not UTF-8, "
                                                 r"yet the file holds UTF-8 \('ë' at offset"):
        read_acbl(page)
    csv = "board,ns,ew,ns_score,ns_names\n1,1,11,420,Zoë\n1,2,12,420,O\x00Hara\n".encode()
    # the header is 30 bytes, "1,1,11,420,Zoë\n" 16 (ë is 2): ë at 41 + 2 = 43, and the
    # stray byte after "1,2,12,420,O" at 30 + 16 + 12 = 58
    with pytest.raises(bk.FileFormatError, match=r"line 3: byte 0x92 at offset 58 is not UTF-8, "
                                                 r"yet the file holds UTF-8 \('ë' at offset 43\)"):
        read_traveller_csv(csv.replace(b"\x00", b"\x92"))
    legacy = "board,ns,ew,ns_score,ns_names\n1,1,11,420,Zoë O’Hara\n".encode("cp1252")
    assert read_traveller_csv(legacy).ns_names.tolist() == ["Zoë O’Hara"]
