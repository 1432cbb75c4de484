"""A USEBIO file whose traveller lines all have the plainest shape is read the quickest way,
and every file reads alike whichever way it is read.

Three ways: the quickest (bridgekit.io._usebio_lines: every line ``<TRAVELLER_LINE>`` holding
``<NAME>text</NAME>`` elements of names the reader knows, white space between, checked whole),
the general walk over the bytes (any plain line shape), and the XML parser over the whole
tree. Files written by ``write_usebio`` and files shaped by hand with the quirks real files
have (attributes, references, comments, CDATA, odd white space, missing, empty and unknown
elements, other encodings, things the parser refuses) must give the same frame and attrs, or
the same refusal (class and message), every way.
"""

from __future__ import annotations

import pandas as pd
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from bridgekit.io import _usebio_lines, usebio, write_usebio
from bridgekit.settings import Settings

_WAYS = ("plain", "walk", "tree")


def read_ways(data: bytes, monkeypatch: pytest.MonkeyPatch) -> tuple[list[object], bool]:
    """Each way's frame (or refusal as (class, message)), and whether the plain way read
    the lines."""
    real = _usebio_lines._plain
    taken: list[bool] = []

    def spy(*args: object) -> object:
        found = real(*args)  # type: ignore[arg-type]
        taken.append(found is not None)
        return found

    out: list[object] = []
    for way in _WAYS:
        with monkeypatch.context() as m:
            m.setattr(_usebio_lines, "_plain", spy if way == "plain" else lambda *_: None)
            if way == "tree":
                m.setattr(usebio, "walk", lambda *_: None)
            try:
                out.append(usebio.read_usebio(data))
            except usebio.BridgekitError as exc:
                out.append((type(exc), str(exc)))
        if way == "plain":
            plain = any(taken)
    return out, plain


def assert_alike(found: list[object]) -> None:
    first = found[0]
    for other in found[1:]:
        if isinstance(first, pd.DataFrame):
            assert isinstance(other, pd.DataFrame), other
            pd.testing.assert_frame_equal(first, other, check_exact=True)
            assert first.attrs.keys() == other.attrs.keys()
            for key in first.attrs:
                assert repr(first.attrs[key]) == repr(other.attrs[key]), key
        else:
            assert first == other


_CONTRACTS = ["1C", "2HX", "3NT", "4S", "4SXX", "6NT", "7D", "Pass"]
_NAMES = ["Ann & Bo", "Cy <Di>", "Éva \"Q\" O'Neil", "Zoë Œuf € 😀", "  Ed  "]


@st.composite
def _event(draw: st.DrawFn) -> pd.DataFrame:
    """A small event as a results frame: a few boards, each pair meeting once a board."""
    rows = []
    pairs = draw(st.integers(2, 4))
    for board in range(1, draw(st.integers(1, 4)) + 1):
        for ns in range(1, pairs + 1):
            contract = draw(st.sampled_from(_CONTRACTS))
            passed = contract == "Pass"
            rows.append({"board": board, "ns": ns, "ew": ns + 10, "contract": contract,
                         "declarer": "" if passed else draw(st.sampled_from("NESW")),
                         "result": "" if passed else str(draw(st.integers(0, 13))),
                         "lead": "" if passed else draw(st.sampled_from(["", "SA", "H2", "-"])),
                         "ns_names": draw(st.sampled_from(_NAMES)),
                         "ew_names": draw(st.sampled_from(_NAMES))})
    return pd.DataFrame(rows)


#: Two results of one board, as an example of the event drawn
_TWO_ROWS = pd.DataFrame({"board": [1, 1], "ns": [1, 2], "ew": [11, 12], "contract": ["4S", "3NT"],
                          "declarer": ["N", "S"], "result": ["10", "9"], "lead": ["", ""],
                          "ns_names": ["A", "B"], "ew_names": ["C", "D"]})


#: Changes to a written file: (what, the change); each keeps or breaks the plain shape.
_QUIRKS = [
    ("an attribute", lambda d: d.replace(b"<CONTRACT>", b'<CONTRACT x="1">', 1)),
    ("a reference", lambda d: d.replace(b"<CONTRACT>", b"<CONTRACT>&amp;&#52;&#x41;&lt;", 1)),
    ("a bad reference", lambda d: d.replace(b"<CONTRACT>", b"<CONTRACT>&nbsp;", 1)),
    ("a comment in a line", lambda d: d.replace(b"<TRICKS>", b"<!-- c --><TRICKS>", 1)),
    ("a comment between lines",
     lambda d: d.replace(b"</TRAVELLER_LINE>", b"</TRAVELLER_LINE><!-- c -->", 1)),
    ("an element named alike between lines",
     lambda d: d.replace(b"</TRAVELLER_LINE>", b"</TRAVELLER_LINE><TRAVEL>x</TRAVEL>", 1)),
    ("a line in a comment", lambda d: d.replace(
        b"<TRAVELLER_LINE>", b"<!-- <TRAVELLER_LINE></TRAVELLER_LINE> --><TRAVELLER_LINE>", 1)),
    ("CDATA", lambda d: d.replace(b"<CONTRACT>", b"<CONTRACT><![CDATA[<4S>]]>", 1)),
    ("CR LF", lambda d: d.replace(b"\n", b"\r\n")),
    ("tabs", lambda d: d.replace(b"        <", b"\t\t<")),
    ("no white space", lambda d: d.replace(b"\n", b"").replace(b"  ", b"")),
    ("a blank in a tag", lambda d: d.replace(b"</CONTRACT>", b"</CONTRACT >", 1)),
    ("a text across line ends", lambda d: d.replace(b"<CONTRACT>", b"<CONTRACT>\n  ", 1)),
    ("a missing element", lambda d: d[:d.find(b"<PLAYED_BY>")]
     + d[d.find(b"</PLAYED_BY>") + len(b"</PLAYED_BY>"):] if b"<PLAYED_BY>" in d else d),
    ("an empty element", lambda d: d.replace(b"<TRICKS>", b"<LEAD/><TRICKS>", 1)),
    ("an element with no text", lambda d: d.replace(b"<TRICKS>", b"<SCORING_GROUP></SCORING_GROUP><TRICKS>",
                                                                   1)),
    ("a name twice", lambda d: d.replace(b"<TRICKS>", b"<CONTRACT>1C</CONTRACT><TRICKS>", 1)),
    ("an unknown element", lambda d: d.replace(b"<TRICKS>", b"<FOO>1</FOO><TRICKS>", 1)),
    ("an element within one", lambda d: d.replace(b"<TRICKS>", b"<TRICKS><B>1</B>", 1)),
    ("a sought element in a line", lambda d: d.replace(b"<TRICKS>", b"<PAIR>1</PAIR><TRICKS>",
                                                       1)),
    ("text in a line", lambda d: d.replace(b"<TRAVELLER_LINE>", b"<TRAVELLER_LINE>x ", 1)),
    ("a control character", lambda d: d.replace(b"<CONTRACT>", b"<CONTRACT>\x01", 1)),
    ("a control character between", lambda d: d.replace(b"</CONTRACT>", b"</CONTRACT>\x0b", 1)),
    ("]]> in a text", lambda d: d.replace(b"<CONTRACT>", b"<CONTRACT>]]>", 1)),
    ("a mismatched tag", lambda d: d.replace(b"</CONTRACT>", b"</CONTRACTS>", 1)),
    ("an unclosed line", lambda d: d.replace(b"</TRAVELLER_LINE>", b"", 1)),
    ("a long text", lambda d: d.replace(b"<CONTRACT>", b"<CONTRACT>a text of many bytes ", 1)),
    ("a NUL", lambda d: d.replace(b"<CONTRACT>", b"<CONTRACT>\x00", 1)),
    ("an entity declared", lambda d: d.replace(
        b"<USEBIO ", b'<!DOCTYPE USEBIO [<!ENTITY c "4S">]>\n<USEBIO ', 1)
     .replace(b"<CONTRACT>", b"<CONTRACT>&c;", 1)),
    ("the DTD named", lambda d: d.replace(
        b"<USEBIO ", b'<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">'
        b"\n<USEBIO ", 1)),
    ("Latin-1", lambda d: d.replace(b'encoding="UTF-8"', b'encoding="ISO-8859-1"')
     .decode().encode("latin-1", "replace")),
    ("UTF-16", lambda d: d.decode().replace('"UTF-8"', '"UTF-16"').encode("utf-16")),
    ("a byte-order mark", lambda d: b"\xef\xbb\xbf" + d),
    ("é in a line", lambda d: d.replace(b"<CONTRACT>", "<CONTRACT>é ".encode(), 1)),
    ("bad UTF-8 in a line", lambda d: d.replace(b"<CONTRACT>", b"<CONTRACT>\xc3", 1)),
]
#: The quirks the plain way reads itself (the others it leaves to the other ways).
_PLAIN_QUIRKS = {"a reference", "CR LF", "tabs", "no white space", "a text across line ends",
                 "a missing element", "an element with no text", "a long text", "the DTD named",
                 "a byte-order mark", "é in a line", "Latin-1", "UTF-16",
                 "a comment between lines"}


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(_event(), st.lists(st.sampled_from(range(len(_QUIRKS))), max_size=3, unique=True),
       st.sampled_from(["matchpoints", "cross-imps"]))
# a comment opened within the commented-out line: the file is no XML, refused alike every way
# (the plain way may read its lines first; the refusal is the file's)
@example(event=_TWO_ROWS, quirks=[6, 4], scoring="matchpoints")
def test_a_written_file_with_any_quirks_reads_alike_every_way(tmp_path_factory, monkeypatch,
                                                              event, quirks, scoring):
    path = tmp_path_factory.mktemp("usebio") / "event.xml"
    write_usebio(event, path, date="01/01/2026", settings=Settings(scoring=scoring))
    data, made = path.read_bytes(), []
    for k in quirks:  # a quirk that finds nothing to change (after UTF-16, say) is not made
        try:
            changed = _QUIRKS[k][1](data)
        except UnicodeDecodeError:  # (nor one that reads the file as UTF-8, once Latin-1)
            changed = data
        made += [k] if changed != data else []
        data = changed
    found, plain = read_ways(data, monkeypatch)
    assert_alike(found)
    if not quirks:  # a file as bridgekit writes it: read the quickest way
        assert plain and isinstance(found[0], pd.DataFrame)
        assert len(found[0]) == len(event)
    if plain and isinstance(found[0], pd.DataFrame):  # lines read the plain way
        assert all(_QUIRKS[k][0] in _PLAIN_QUIRKS for k in made)


@pytest.mark.parametrize("what, change", _QUIRKS, ids=[q[0] for q in _QUIRKS])
def test_each_quirk_reads_alike_every_way(what, change, monkeypatch, tmp_path):
    event = pd.DataFrame({"board": [1, 1, 2, 2], "ns": [1, 2, 1, 2], "ew": [3, 4, 4, 3],
                          "contract": ["4S", "3NT", "Pass", "2H"],
                          "declarer": ["N", "S", "", "E"], "result": ["10", "9", "", "8"],
                          "lead": ["SA", "", "", "C2"],
                          "ns_names": ["Ann & Bo", "Cy - Di"] * 2,
                          "ew_names": ["Éd - Flo", "Gus - Hal"] * 2})
    write_usebio(event, tmp_path / "e.xml", date="01/01/2026")
    data = change((tmp_path / "e.xml").read_bytes())
    found, plain = read_ways(data, monkeypatch)
    assert_alike(found)
    assert plain == (what in _PLAIN_QUIRKS)


def test_the_plain_way_reads_what_the_tree_reads_worked_by_hand(monkeypatch):
    """Two lines of board 7, by hand: pair 1 against 11 made 4S+1 (450 to N-S, 3 of 4
    matchpoints), pair 2 against 12 went down in 3NT (-100); references in a text decoded
    (``&amp;`` is ``&``), white space of every kind between the elements."""
    data = (b'<?xml version="1.0" encoding="UTF-8"?>\n<USEBIO Version="1.2"><EVENT '
            b'EVENT_TYPE="MP_PAIRS"><BOARD_SCORING_METHOD>MATCH_POINTS</BOARD_SCORING_METHOD>'
            b"<BOARD><BOARD_NUMBER>7</BOARD_NUMBER>\n"
            b"<TRAVELLER_LINE>\r\n\t<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>11"
            b"</EW_PAIR_NUMBER> <CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>11"
            b"</TRICKS><SCORE>450</SCORE><LEAD>H&amp;2</LEAD><NS_MATCH_POINTS>3"
            b"</NS_MATCH_POINTS><EW_MATCH_POINTS>1</EW_MATCH_POINTS></TRAVELLER_LINE>\n"
            b"<TRAVELLER_LINE><NS_PAIR_NUMBER>2</NS_PAIR_NUMBER><EW_PAIR_NUMBER>12"
            b"</EW_PAIR_NUMBER><CONTRACT>3NT</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>8"
            b"</TRICKS><SCORE>-100</SCORE><NS_MATCH_POINTS>1</NS_MATCH_POINTS>"
            b"<EW_MATCH_POINTS>3</EW_MATCH_POINTS></TRAVELLER_LINE>"
            b"</BOARD></EVENT></USEBIO>\n")
    found, plain = read_ways(data, monkeypatch)
    assert plain
    assert_alike(found)
    frame = found[0]
    assert isinstance(frame, pd.DataFrame)
    assert frame["board"].tolist() == [7, 7]
    assert frame["ns"].tolist() == ["1", "2"] and frame["ew"].tolist() == ["11", "12"]
    assert frame["contract"].tolist() == ["4S", "3NT"]
    assert frame["result"].tolist() == ["11", "8"]
    assert frame["ns_score"].tolist() == ["450", "-100"]
    assert frame["lead"].tolist() == ["H&2", ""]
    assert frame["usebio_mp_ns"].tolist() == [3.0, 1.0]


@pytest.mark.parametrize("spacings, plain", [(3, True), (70, False)])
def test_lines_of_many_shapes_read_alike_every_way(monkeypatch, spacings, plain):
    """70 lines alike but for the white space between their first two elements (line k has
    k % spacings blanks there): each spacing is a shape of its own. Three shapes are read the
    plain way; 70, more than it takes (64), go to the general walk; every way reads the same
    70 lines, pair k against pair 100 + k, each line's own pairs (not another shape's)."""
    lines = "".join(f"<TRAVELLER_LINE><NS_PAIR_NUMBER>{k}</NS_PAIR_NUMBER>{' ' * (k % spacings)}"
                    f"<EW_PAIR_NUMBER>{100 + k}</EW_PAIR_NUMBER>\n<CONTRACT>3NT</CONTRACT>"
                    "</TRAVELLER_LINE>\n" for k in range(70))
    data = ('<?xml version="1.0" encoding="UTF-8"?>\n<USEBIO Version="1.2"><EVENT '
            'EVENT_TYPE="MP_PAIRS"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n'
            f"{lines}</BOARD></EVENT></USEBIO>\n").encode()
    found, taken = read_ways(data, monkeypatch)
    assert_alike(found)
    assert taken == plain
    frame = found[0]
    assert isinstance(frame, pd.DataFrame)
    assert frame["ns"].tolist() == [str(k) for k in range(70)]
    assert frame["ew"].tolist() == [str(100 + k) for k in range(70)]
    assert frame["contract"].tolist() == ["3NT"] * 70


@pytest.mark.parametrize("gap, tail", [(" " * 80, "</BOARD></EVENT></USEBIO>\n"),
                                       ("\n" + " " * 30, "</BOARD></EVENT></USEBIO>")])
def test_long_stretches_and_lines_near_the_end_read_the_plain_way(monkeypatch, gap, tail):
    """Stretches between a line's tags are compared a block of each line at a time, or one
    stretch of every line at a time where one is long (80 blanks, more than a block) or the
    last line's blocks would pass the file's end (a stretch of 58 bytes, 64 to a block; the
    last line's last stretch starts 50 bytes before the end): read the plain way either way,
    alike every way."""
    lines = "".join(f"<TRAVELLER_LINE><NS_PAIR_NUMBER>{k}</NS_PAIR_NUMBER>{gap}<CONTRACT>4S"
                    "</CONTRACT><SCORE>420</SCORE></TRAVELLER_LINE>" for k in (1, 2))
    data = ('<?xml version="1.0" encoding="UTF-8"?>\n<USEBIO Version="1.2"><EVENT '
            f'EVENT_TYPE="MP_PAIRS"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>{lines}{tail}').encode()
    found, taken = read_ways(data, monkeypatch)
    assert_alike(found)
    assert taken
    frame = found[0]
    assert isinstance(frame, pd.DataFrame)
    assert frame["ns"].tolist() == ["1", "2"] and frame["ns_score"].tolist() == ["420"] * 2


def test_a_line_unlike_the_others_far_into_the_file_is_a_shape_of_its_own(monkeypatch):
    """20,000 lines, their stretches compared 8,738 lines at a time (1 MB / (3 stretches x 40
    bytes)): line 15,000 names its pair EW_PAIR_NUMBER where the others say NS_PAIR_NUMBER
    (as long a name, so as long a stretch); it is found unlike its shape's first line in the
    second step and read as a shape of its own: its N-S pair is none (""), its E-W pair
    15000."""
    odd = 15_000
    lines = "".join(f"<TRAVELLER_LINE>\n<{'EW' if k == odd else 'NS'}_PAIR_NUMBER>{k}"
                    f"</{'EW' if k == odd else 'NS'}_PAIR_NUMBER>\n<CONTRACT>3NT</CONTRACT>\n"
                    "</TRAVELLER_LINE>\n" for k in range(20_000))
    data = ('<?xml version="1.0" encoding="UTF-8"?>\n<USEBIO Version="1.2"><EVENT '
            'EVENT_TYPE="MP_PAIRS"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n'
            f"{lines}</BOARD></EVENT></USEBIO>\n").encode()
    found, taken = read_ways(data, monkeypatch)
    assert_alike(found)
    assert taken
    frame = found[0]
    assert isinstance(frame, pd.DataFrame)
    assert frame["ns"].tolist() == [str(k) if k != odd else "" for k in range(20_000)]
    assert frame["ew"].tolist()[odd - 1:odd + 2] == ["", str(odd), ""]


_TAGS = ["NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "CONTRACT", "PLAYED_BY", "TRICKS", "LEAD", "SCORE",
         "NS_MATCH_POINTS", "EW_MATCH_POINTS", "NS_CROSS_IMP_POINTS", "EW_BUTLER_POINTS",
         "SCORING_GROUP", "DIRECTION", "CONTRACTS", "SCORE_X", "LEADS", "NS_PAIR"]
_TEXTS = ["4S", "3NT", "-100", "12.5", "", " N ", "A&amp;B", "&#52;&#x53;", "&lt;x&gt;", "é€",
          "a text over eight bytes", "1\r\n2", "x>y", "]]", "&bad;", "\x01", "]]>"]


_KNOWN = _TAGS[:13]  # the names the plain way reads
_GOOD_TEXTS = _TEXTS[:-3]  # texts the parser reads


@st.composite
def _hand_file(draw: st.DrawFn) -> tuple[bytes, bool]:
    """A USEBIO file shaped by hand: lines of elements of known and unknown names (some alike
    in their first bytes), texts with references, any white space, things between lines; and
    whether it keeps to the plainest shape (half of them do)."""
    plain = draw(st.booleans())
    gap = st.sampled_from(["", " ", "\n        ", "\r\n\t", "\n"] +
                          ([] if plain else [" x ", "&amp;"]))
    name = st.sampled_from(_KNOWN if plain else _TAGS)
    boards = []
    for board in range(1, draw(st.integers(1, 3)) + 1):
        lines = []
        for _ in range(draw(st.integers(0, 3))):
            names = draw(st.lists(name, max_size=6, unique=plain))
            inner = "".join(
                f"{draw(gap)}<{n}>{draw(st.sampled_from(_GOOD_TEXTS if plain else _TEXTS))}</{n}>"
                if plain or draw(st.integers(0, 9)) else f"{draw(gap)}<{n}/>" for n in names)
            lines.append(f"<TRAVELLER_LINE>{inner}{draw(gap)}</TRAVELLER_LINE>")
        between = draw(st.sampled_from(["", "\n", "<!-- c -->", "<NOTE>x</NOTE>"] +
                                       ([] if plain else [" y "])))  # (text: not plain)
        boards.append(f"<BOARD><BOARD_NUMBER>{board}</BOARD_NUMBER>{draw(gap)}"
                      f"{between.join(lines)}</BOARD>")
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<USEBIO Version="1.2"><EVENT '
            'EVENT_TYPE="MP_PAIRS"><BOARD_SCORING_METHOD>MATCH_POINTS</BOARD_SCORING_METHOD>'
            + "\n".join(boards) + "</EVENT></USEBIO>\n")
    return text.encode(), plain


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(_hand_file())
def test_a_file_shaped_by_hand_reads_alike_every_way(monkeypatch, made):
    data, plain = made
    found, taken = read_ways(data, monkeypatch)
    assert_alike(found)
    if plain and b"<TRAVELLER_LINE>" in data:
        assert taken
        assert isinstance(found[0], pd.DataFrame)
        assert len(found[0]) == data.count(b"</TRAVELLER_LINE>")
