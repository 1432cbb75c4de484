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
        m.setattr(usebio, "walk", lambda text: None)
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
                                  "ebuscore-overall.xml", "pianola-cross-imps.xml",
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
    (lambda d: d.replace(b"<TRAVELLER_LINE>", b"<TRAVELLERS/><TRAVELLER_LINE>", 1), False),
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
