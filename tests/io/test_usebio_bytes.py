"""A USEBIO file's traveller lines read from its bytes give the frame the tree gives.

Every scoring program writes each TRAVELLER_LINE as elements of text; such lines are read
from the file's bytes (bridgekit.io._usebio_lines), each well formed by construction, and the
rest of the file is built as a tree without them. Any other shape (an attribute within a line,
a comment, CDATA or a processing instruction there, a namespace prefix, an element nested in a
line's element, a reference the parser would refuse) is read from the whole tree as before.
Both ways must give the same frame, attrs included, and the same error: each case below is read
both ways and compared, and the way taken is checked.
"""

from pathlib import Path

import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgekit.io import usebio, write_usebio

PROGRAMS = Path(__file__).parents[1] / "data" / "programs"


def read_both(data: bytes, monkeypatch: pytest.MonkeyPatch) -> tuple[pd.DataFrame,
                                                                     pd.DataFrame, bool]:
    """The frame as read, the frame from the whole tree, and whether the bytes were read."""
    real = usebio._flat_tree
    taken: list[bool] = []

    def spy(data: bytes, name: str) -> object:
        found = real(data, name)
        taken.append(found[1] is not None)
        return found

    with monkeypatch.context() as m:
        m.setattr(usebio, "_flat_tree", spy)
        fast = usebio.read_usebio(data)
    with monkeypatch.context() as m:
        m.setattr(usebio, "walk", lambda *_: None)
        tree = usebio.read_usebio(data)
    return fast, tree, any(taken)


def assert_same(fast: pd.DataFrame, tree: pd.DataFrame) -> None:
    pd.testing.assert_frame_equal(fast, tree, check_exact=True)
    assert fast.attrs.keys() == tree.attrs.keys()
    for key in fast.attrs:
        assert repr(fast.attrs[key]) == repr(tree.attrs[key]), key


@pytest.mark.parametrize("name", ["brian-plain.xml", "compscore-butler-mitchell.xml",
                                  "compscore-howell-missed.xml", "compscore-mp-mitchell.xml",
                                  "compscore-two-sections.xml", "ebuscore-max.xml",
                                  "ebuscore-overall.xml", "ebuscore-two-sessions.xml",
                                  "pianola-cross-imps.xml",
                                  "realbridge-bad-field.xml", "scorebridge-ties.xml",
                                  "pairsscorer-latin1.xml"])
def test_every_program_file_reads_the_same_from_its_bytes(name, monkeypatch):
    fast, tree, _ = read_both((PROGRAMS / name).read_bytes(), monkeypatch)
    assert_same(fast, tree)


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> bytes:
    """A file as bridgekit writes it: 3 boards of 2 lines, names holding ``&`` (``&amp;`` in
    the participants, outside the lines)."""
    df = pd.DataFrame({"board": [1, 1, 2, 2, 3, 3], "ns": [1, 2, 1, 2, 1, 2],
                       "ew": [3, 4, 4, 3, 3, 4], "contract": ["4S", "3NT", "2H", "2H", "6NT", "Pass"],
                       "declarer": ["N", "S", "E", "E", "N", ""],
                       "result": ["10", "9", "8", "9", "12", ""], "lead": ["SA", "HK", "", "C2", "D7", ""],
                       "ns_names": ["Ann & Bo", "Cy - Di"] * 3, "ew_names": ["Ed - Flo", "Gus - Hal"] * 3})
    path = tmp_path_factory.mktemp("usebio") / "event.xml"
    write_usebio(df, path, date="01/01/2026")
    return path.read_bytes()


@pytest.mark.parametrize("change, from_bytes", [
    (lambda d: d, True),
    (lambda d: d.replace(b"\n", b"\r\n").replace(b"<LEAD>", b"<LEAD>x\r\ny", 1), True),
    (lambda d: d.replace(b"<CONTRACT>", b"<CONTRACT >").replace(b"</TRICKS>", b"</TRICKS\n>"),
     True),
    (lambda d: d.replace(b"<LEAD>", b"<LEAD/><LEAD>").replace(b"<TRICKS>", b"<TRICKS \n/><TRICKS>"),
     True),
    (lambda d: d.replace(b"<CONTRACT>", " é".join(["<CONTRACT>", ""]).encode(), 2), True),
    (lambda d: d.replace(b"<CONTRACT>", b"<CONTRACT>a long text, over eight bytes ", 2), True),
    (lambda d: d.replace(b"<CONTRACT>", b"<CONTRACT>a=b:c ", 2), True),
    (lambda d: d.replace(b"<CONTRACT>", b"<FOO>1</FOO><CONTRACT>", 2), True),
    (lambda d: d.replace(b"<NS_MATCH_POINTS>", b"<NS_MATCH_POINTS>x", 2), True),
    (lambda d: d.replace(b"<TRAVELLER_LINE>", b"<TRAVELLER_LINE></TRAVELLER_LINE>"
                         b"<TRAVELLER_LINE>", 1), True),
    (lambda d: d.replace(b"<CONTRACT>", b'<CONTRACT x="1">', 1), False),
    (lambda d: d.replace(b"<CONTRACT>", b"<CONTRACT>a>b ", 1), True),
    (lambda d: d.replace(b"<CONTRACT>", b"<CONTRACT>&#52;", 1), True),
    (lambda d: d.replace(b"<CONTRACT>", b"<CONTRACT><![CDATA[4]]>", 1), False),
    (lambda d: d.replace(b"<BOARD>", b"<!-- a board --><BOARD>", 1), True),
    (lambda d: d.replace(b"<CONTRACT>", b"<!-- a line --><CONTRACT>", 1), False),
    (lambda d: d.replace(b"<CONTRACT>", b"<?pi a line?><CONTRACT>", 1), False),
    (lambda d: d.replace(b"<TRAVELLER_LINE>", b"<!-- <TRAVELLER_LINE></TRAVELLER_LINE> -->"
                         b"<TRAVELLER_LINE>", 1), False),
    (lambda d: d.replace(b"<BOARD_NUMBER>", b"<![CDATA[<TRAVELLER_LINE></TRAVELLER_LINE>]]>"
                         b"<BOARD_NUMBER>", 1), False),
    (lambda d: d.replace(b"<TRAVELLER_LINE>", b"<TRAVELLER_LINE>x &amp; y ", 1), False),
    (lambda d: d.replace(b"<TRAVELLER_LINE>", b"<TRAVELLER_LINE>]] > ", 1), True),
    (lambda d: d.replace(b"<TRAVELLER_LINE>", b"<TRAVELLER_LINE >", 1), False),
    # elements the reader finds at any depth, which a line cut out of the tree would hide
    (lambda d: d.replace(b"<CONTRACT>", b"<PAIR><PAIR_NUMBER/></PAIR><CONTRACT>", 1), False),
    (lambda d: d.replace(b"<CONTRACT>", b"<PAIR>9</PAIR><CONTRACT>", 1), False),
    (lambda d: d.replace(b"<CONTRACT>", b"<SECTION>B</SECTION><CONTRACT>", 1), False),
    (lambda d: d.replace(b"<CONTRACT>", b"<PLAYER/><CONTRACT>", 1), False),
    # (an element before the first line, outside every line: the rest's, read by the parser)
    (lambda d: d.replace(b"<TRAVELLER_LINE>", b"<TRAVELLERS/><TRAVELLER_LINE>", 1), True),
    (lambda d: d.replace(b"<TRAVELLER_LINE>", b'<TRAVELLER_LINE n="1">', 1), False),
    (lambda d: d.replace(b"<CONTRACT>", b"<CONTRACT>4<X>y</X>", 1), False),
    (lambda d: d.replace(b'<USEBIO ', b'<USEBIO xmlns:q="u" ', 1)
     .replace(b"<CONTRACT>", b"<q:CONTRACT>1</q:CONTRACT><CONTRACT>", 1), False),
])
def test_a_line_of_any_shape_reads_the_same_either_way(written, change, from_bytes,
                                                        monkeypatch):
    data = change(written)
    fast, tree, taken = read_both(data, monkeypatch)
    assert taken == from_bytes
    assert_same(fast, tree)
    hidden = data.count(b"</TRAVELLER_LINE> -->") + data.count(b"</TRAVELLER_LINE>]]>")
    assert len(fast) == data.count(b"</TRAVELLER_LINE>") - hidden  # a row a line, the empty too


def test_a_file_that_is_not_well_formed_is_named_as_the_tree_names_it(written):
    with pytest.raises(usebio.FileFormatError, match=r"line \d+: not well-formed XML"):
        usebio.read_usebio(written.replace(b"</CONTRACT>", b"</CONTRACTS>", 1))


def read_or_refuse(data: bytes, monkeypatch: pytest.MonkeyPatch) -> tuple[object, object, bool]:
    """As read_both, a refusal's message in place of a frame."""
    try:
        return read_both(data, monkeypatch)
    except usebio.FileFormatError:
        pass
    messages = []
    for walked in (True, False):
        with monkeypatch.context() as m:
            if not walked:
                m.setattr(usebio, "walk", lambda *_: None)
            with pytest.raises(usebio.FileFormatError) as refused:
                usebio.read_usebio(data)
            messages.append(str(refused.value))
    return messages[0], messages[1], False


@pytest.mark.parametrize("text, read", [
    # each reference replaced as the XML parser replaces it: A&B <C> "D" 'E' & & & ⚀ 😀
    (b"A&amp;B &lt;C&gt; &quot;D&quot; &apos;E&apos; &#38; &#x26; &#X26;", None),
    (b"A&amp;B &lt;C&gt; &quot;D&quot; &apos;E&apos; &#38; &#x26; &#x2680; &#128512;",
     "A&B <C> \"D\" 'E' & & \u2680 \U0001F600"),
    (b"&#0038;&#x000041;", "&A"),  # leading zeros
    (b"&#13;x&#13;", "x"),  # a referenced CR is kept (then stripped as white space at the ends)
    (b"a&#13;b\r\nc\rd", "a\rb\nc\nd"),  # a written CR\n or CR is a \n, a referenced one not
    (b"&#x20;&#9; x &#10;", "x"),
    (b"\xc3\xa9\xe2\x82\xac", "\u00e9\u20ac"),  # UTF-8 é €
])
def test_references_in_a_line_read_from_the_bytes_as_the_parser_reads_them(
        written, text, read, monkeypatch):
    data = written.replace(b"<LEAD>SA</LEAD>", b"<LEAD>" + text + b"</LEAD>", 1)
    assert data != written
    fast, tree, taken = read_or_refuse(data, monkeypatch)
    if read is None:  # &#X26; (a capital X) is no reference: the file is refused both ways
        assert isinstance(fast, str) and fast == tree and "not well-formed" in fast
        return
    assert taken
    assert_same(fast, tree)
    assert fast["lead"].iloc[0] == read


@pytest.mark.parametrize("text", [
    b"&nbsp;", b"&amp", b"a & b", b"&#0;", b"&#xD800;", b"&#xFFFE;", b"&#x110000;", b"&#;",
    b"&#x;", b"a]]>b", b"a\x01b", b"\x0bx", b"\xc3", b"\xed\xa0\x80", b"\xef\xbf\xbe",
])
def test_a_text_the_parser_refuses_is_refused_as_the_tree_refuses_it(written, text,
                                                                     monkeypatch):
    data = written.replace(b"<LEAD>SA</LEAD>", b"<LEAD>" + text + b"</LEAD>", 1)
    fast, tree, taken = read_or_refuse(data, monkeypatch)
    assert isinstance(fast, str) and fast == tree and not taken
    line = data[:data.index(b"<LEAD>")].count(b"\n") + 1
    assert f"line {line}:" in fast  # the LEAD's own line, as the careful parse names it


def test_a_gap_between_elements_the_parser_refuses_is_refused(written, monkeypatch):
    for gap in (b"&bad;", b"]]>", b"\x02", b"&#1;"):
        data = written.replace(b"</CONTRACT>", b"</CONTRACT>" + gap, 1)
        fast, tree, taken = read_or_refuse(data, monkeypatch)
        assert isinstance(fast, str) and fast == tree and not taken, gap


def test_an_element_across_two_lines_is_refused_as_the_tree_refuses_it(written, monkeypatch):
    data = written.replace(b"</TRAVELLER_LINE>\n      <TRAVELLER_LINE>",
                           b"<Q></TRAVELLER_LINE>\n      <TRAVELLER_LINE></Q>", 1)
    fast, tree, taken = read_or_refuse(data, monkeypatch)
    assert isinstance(fast, str) and fast == tree and "mismatched tag" in fast and not taken


def test_an_entity_declared_for_a_line_is_refused_before_any_line_is_read(written):
    data = written.replace(b'<USEBIO Version', b'<!DOCTYPE USEBIO [<!ENTITY c "4S">]>\n'
                           b'<USEBIO Version', 1).replace(b"<CONTRACT>4S<", b"<CONTRACT>&c;<", 1)
    with pytest.raises(usebio.FileFormatError, match="internal subset"):
        usebio.read_usebio(data)
    data = written.replace(b'<USEBIO Version', b'<!DOCTYPE USEBIO SYSTEM "usebio.dtd">\n'
                           b'<USEBIO Version', 1).replace(b"<CONTRACT>4S<", b"<CONTRACT>&c;<", 1)
    with pytest.raises(usebio.FileFormatError, match=r"not well-formed|undefined entity"):
        usebio.read_usebio(data)


@pytest.mark.parametrize("encode", [
    lambda d: d.replace(b'encoding="UTF-8"', b'encoding="ISO-8859-1"')
    .replace(b"Ann &amp; Bo", "Ann &amp; Bé".encode("latin-1"))
    .replace(b"<LEAD>SA<", "<LEAD>Sé<".encode("latin-1")),
    lambda d: b"\xef\xbb\xbf" + d,
    lambda d: d.decode().replace('"UTF-8"', '"UTF-16"').encode("utf-16"),
])
def test_a_file_in_another_encoding_is_read_from_its_bytes_alike(written, encode,
                                                                 monkeypatch):
    fast, tree, taken = read_both(encode(written), monkeypatch)
    assert taken
    assert_same(fast, tree)
    assert fast["lead"].iloc[0] in ("SA", "Sé")


_TAGS = ["NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "CONTRACT", "PLAYED_BY", "TRICKS", "LEAD", "SCORE",
         "NS_MATCH_POINTS", "EW_MATCH_POINTS", "SCORING_GROUP", "DIRECTION", "X.y-z_9",
         "CONTRACTS", "NS_MATCH_POINTS_OF_THE_FIELD"]  # (names alike in their first 8 bytes)
_ESCAPES = {"&": ["&amp;", "&#38;", "&#x26;"], "<": ["&lt;", "&#60;", "&#x3c;"],
            ">": [">", "&gt;", "&#62;"], '"': ['"', "&quot;"], "'": ["'", "&apos;"],
            "\r": ["\r", "&#13;", "&#xD;"]}


@st.composite
def _text(draw: st.DrawFn) -> str:
    """An element's text as a file may write it: each character plain or as a reference."""
    chars = draw(st.lists(st.sampled_from(list("4S3NT-12.5 AaéŒ€😀\t\n\r&<>\"']")), max_size=9))
    out = []
    for c in chars:
        ways = _ESCAPES.get(c, [c, f"&#{ord(c)};", f"&#x{ord(c):X};"])
        out.append(draw(st.sampled_from(ways)))
    text = "".join(out)
    return text.replace("]]>", "]]&gt;")


@st.composite
def _element(draw: st.DrawFn) -> str:
    tag = draw(st.sampled_from(_TAGS))
    shape = draw(st.sampled_from(["text", "empty", "empty blank", "blanks"]))
    if shape == "empty":
        return f"<{tag}/>"
    if shape == "empty blank":
        return f"<{tag} \n/>"
    blank = " \n" if shape == "blanks" else ""
    return f"<{tag}{blank}>{draw(_text())}</{tag}{blank}>"


#: What makes a line one the walk leaves to the tree (the frame must not change).
_BREAKERS = ["<!-- a note -->", "<![CDATA[4S]]>", "<?pi x?>", '<CONTRACT q="1">4S</CONTRACT>',
             "<SCORE><X>1</X></SCORE>"]


@st.composite
def _file(draw: st.DrawFn) -> tuple[bytes, bool]:
    """A USEBIO file of a few boards of lines of any plain shape, sometimes with one thing
    the walk leaves to the tree; and whether it has none."""
    gap = st.sampled_from(["", " ", "\n        ", "\r\n\t", "\n"])
    boards = []
    for board in range(1, draw(st.integers(1, 4)) + 1):
        lines = []
        for _ in range(draw(st.integers(0, 4))):
            elements = draw(st.lists(_element(), max_size=8))
            inner = "".join(draw(gap) + e for e in elements) + draw(gap)
            lines.append(f"<TRAVELLER_LINE>{inner}</TRAVELLER_LINE>")
        between = draw(st.sampled_from(["", "\n", "<!-- c -->", "<NOTE>x</NOTE>", "\n<X/>\n"]))
        boards.append(f"<BOARD><BOARD_NUMBER>{board}</BOARD_NUMBER>{draw(gap)}"
                      f"{between.join(lines)}</BOARD>")  # one run of lines, or several
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<USEBIO Version="1.2"><EVENT '
            'EVENT_TYPE="MP_PAIRS"><BOARD_SCORING_METHOD>MATCH_POINTS</BOARD_SCORING_METHOD>'
            + "\n".join(boards) + "</EVENT></USEBIO>\n")
    plain = True
    if "<TRAVELLER_LINE>" in text and draw(st.booleans()):
        breaker = draw(st.sampled_from(_BREAKERS))
        text = text.replace("<TRAVELLER_LINE>", "<TRAVELLER_LINE>" + breaker, 1)
        plain = False
    return text.encode(), plain


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(_file())
def test_any_file_reads_the_same_from_its_bytes_as_from_the_tree(monkeypatch, made):
    data, plain = made
    fast, tree, taken = read_or_refuse(data, monkeypatch)
    if isinstance(fast, str):
        assert fast == tree
        return
    assert taken == (plain and b"<TRAVELLER_LINE>" in data)  # no line: nothing to walk
    assert_same(fast, tree)
    assert len(fast) == data.count(b"</TRAVELLER_LINE>")
