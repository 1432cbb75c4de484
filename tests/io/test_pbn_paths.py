"""PBN score tables read two ways: the at-once split of a layout's rows (their bytes walked a
block at a time, each column numbered once) and the row-by-row reader it falls back to. Both
must give the same frame, or the same refusal, for any file. So must a file's tag lines read
by one pattern over them all or line by line, and its Deal tags checked all at once or each
read card by card."""

import re

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgekit.errors import BridgekitError
from bridgekit.io import pbn, read_pbn

#: Elements as files print them: plain, long (more than 8 bytes), numbers quoted and bare,
#: strings holding spaces, tabs, text beyond ASCII or nothing.
_PRINTED = st.one_of(
    st.sampled_from(["-", "?", "1", "2", "10", "4S", "3NTX", "N", "E", "^60", "^40", "-1100",
                     "420", "66.16", "Bye", "A+", "AVE-", "é", "x", "A60/40", "12345678",
                     "123456789"]),
    st.sampled_from(['"1"', '"10"', '"-"', '""', '"Ann Lee"', '"420"', '"-50"', '"Bye"',
                     '"A\tB"', '"Zoë Ågren & Łukasz Żak"']),
    st.text(alphabet="ab1é -\t^", max_size=10).map(lambda t: f'"{t}"'),
    st.text(alphabet="ab1é-^.", min_size=1, max_size=12))
#: ... and as hostile files print them: escapes, a quote inside an element, a string left
#: open, control characters, other white space.
_HOSTILE = st.one_of(
    st.sampled_from(['"Ann \\"Al\\" Lee"', 'a"b', '"open', '"a"b"', "\x01", "a\xa0b",
                     "4S\x0b", '"x\\\\"']),
    st.text(alphabet='ab1é -\t^"\\', max_size=10).map(lambda t: f'"{t}"'))
_GAP = st.sampled_from([" ", "  ", "\t", " \t "])
_COLUMNS = ["Table", "Round", "PairId_NS", "PairId_EW", "Contract", "Declarer", "Result",
            "Lead", "Score_NS", "Score_EW", "MP_NS", "MP_EW", "Percentage_NS", "Percentage_EW",
            "Adjusted", "Names_NS", "X"]


@st.composite
def _files(draw: st.DrawFn) -> bytes:
    """A results file of a few boards sharing one ScoreTable layout (so that the at-once
    split takes all their rows), a comment between rows now and then; half the files
    hostile (some elements not simple, some rows of the wrong width)."""
    extra = draw(st.lists(st.sampled_from(_COLUMNS), max_size=5, unique=True))
    columns = ["PairId_NS", "PairId_EW", *[c for c in extra if not c.startswith("PairId")]]
    columns = draw(st.permutations(columns))
    hostile = draw(st.booleans())
    element = st.one_of(_PRINTED, _PRINTED, _PRINTED, _HOSTILE) if hostile else _PRINTED
    head = ";".join(f"{c}\\{draw(st.integers(1, 9))}{draw(st.sampled_from('LR'))}"
                    for c in columns)
    parts = ["% PBN 2.1\n% EXPORT\n"]
    for board in range(1, draw(st.integers(1, 3)) + 1):
        parts.append(f'[Board "{board}"]\n[Dealer "{"NESW"[board % 4]}"]\n'
                     f'[Vulnerable "{draw(st.sampled_from(["None", "NS", "EW", "All"]))}"]\n'
                     f'[ScoreTable "{head}"]\n')
        for _ in range(draw(st.integers(1, 5))):
            width = len(columns) + (draw(st.sampled_from([0, 0, 0, 1, -1])) if hostile else 0)
            elements = draw(st.lists(element, min_size=width, max_size=width))
            gaps = draw(st.lists(_GAP, min_size=width + 1, max_size=width + 1))
            parts.append(gaps[0] + "".join(e + g for e, g in zip(elements, gaps[1:], strict=True))
                         .rstrip(" \t") + "\n")
            if draw(st.integers(0, 9)) == 0:
                parts.append("% a comment between rows\n")
        parts.append("\n")
    return "".join(parts).encode("utf-8")


def _read(data: bytes, at_once: bool, block: int, beside: bool = False) -> pd.DataFrame | str:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pbn, "_SPLIT_AT_ONCE_FROM", 1 if at_once else 10**9)
        patch.setattr(pbn, "_SPLIT_ROWS", block)
        patch.setattr(pbn, "_BESIDE_FROM", 1 if beside else 10**9)
        try:
            return read_pbn(data)
        except BridgekitError as exc:
            return f"{type(exc).__name__}: {exc}"


@settings(max_examples=300, deadline=None)
@given(_files(), st.sampled_from([1, 2, 3, 16384]))
def test_a_file_reads_the_same_split_at_once_or_row_by_row(data, block):
    """Any file, however its rows are printed: the at-once split (in blocks of ``block``
    rows) gives the frame and attrs the row-by-row reader gives, or the same refusal."""
    by_row = _read(data, at_once=False, block=block)
    at_once = _read(data, at_once=True, block=block)
    if isinstance(by_row, str) or isinstance(at_once, str):
        assert at_once == by_row
        return
    pd.testing.assert_frame_equal(at_once, by_row)
    assert repr(at_once.attrs) == repr(by_row.attrs)


def test_the_at_once_split_takes_the_rows_programs_print(monkeypatch):
    """The files of the property above that a program would write (plain, quoted, padded,
    long and non-ASCII elements) are read at once, not sent row by row: the property
    compares the fast path itself, not the fallback with itself."""
    row_by_row = []
    tokens = pbn._tokens
    monkeypatch.setattr(pbn, "_tokens", lambda *a: row_by_row.append(a) or tokens(*a))
    monkeypatch.setattr(pbn, "_SPLIT_AT_ONCE_FROM", 1)
    monkeypatch.setattr(pbn, "_SPLIT_ROWS", 2)
    text = ('[Board "1"]\n[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Result\\2R;'
            'Score_NS\\6R;Names_NS\\20L"]\n'
            ' 1 "2"\t4S  10 "420"  "Zoë Ågren & Łukasz Żak"\n'
            '"3"  4 3NTX  9   -50  "Ann Lee"\n'
            '12345678 "5" 4S 10 420 -\n')
    frame = read_pbn(text.encode())
    assert row_by_row == []
    assert frame[["ns", "ew", "contract", "result", "ns_score", "ns_names"]].values.tolist() == [
        ["1", "2", "4S", "10", "420", "Zoë Ågren & Łukasz Żak"],
        ["3", "4", "3NTX", "9", "-50", "Ann Lee"],
        ["12345678", "5", "4S", "10", "420", ""]]


def _deal_or_refusal(read, text: str) -> str:
    try:
        return read(text)
    except BridgekitError as exc:
        return f"{type(exc).__name__}: {exc}"


_RANKS = "AKQJT98765432"


@st.composite
def _deal_texts(draw: st.DrawFn) -> str:
    """Deal tags as files write them: a whole deal, each suit high to low (the quick path),
    and the same with a card moved, dropped, doubled or written out of order or in lower case
    (the card-by-card path, which says what is wrong)."""
    cards = draw(st.permutations(range(52)))
    hands = []
    for h in range(4):
        held = sorted(cards[13 * h:13 * h + 13])
        hands.append(".".join("".join(_RANKS[c % 13] for c in held if c // 13 == s)
                              for s in range(4)))
    text = f"{draw(st.sampled_from('NESW'))}:{' '.join(hands)}"
    spoil = draw(st.sampled_from(["none", "none", "drop", "double", "swap", "lower", "space"]))
    at = draw(st.integers(2, len(text) - 1))
    if spoil == "drop":
        text = text[:at] + text[at + 1:]
    elif spoil == "double":
        text = text[:at] + text[at] + text[at:]
    elif spoil == "swap":
        text = text[:at - 1] + text[at] + text[at - 1] + text[at + 1:]
    elif spoil == "lower":
        text = text.lower()
    elif spoil == "space":
        text = text.replace(" ", "  ", 1)
    return text



@settings(max_examples=300, deadline=None)
@given(st.lists(_deal_texts(), min_size=1, max_size=5))
def test_deal_tags_checked_at_once_are_those_deal_writes_back_unchanged(texts):
    """Deal tags checked all at once (``written_deals``): taken exactly when reading one card
    by card (``Deal.parse``) gives a whole deal written back as the tag is; the others are
    left to be read card by card (which says what is wrong)."""
    from bridgekit.deals.deal import Deal
    from bridgekit.io import hands

    def written_back(text: str) -> bool:
        try:
            return len(text) == 69 and str(Deal.parse(text)) == text
        except BridgekitError:
            return False

    assert hands.written_deals(texts).tolist() == [written_back(t) for t in texts]


def test_the_deal_check_takes_a_whole_deal_and_no_other():
    """The check's own cases: 13 cards a hand, no card twice, each suit high to low."""
    from bridgekit.io import hands

    whole = "N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 KQ52.T.T96.K8753"
    assert hands.written_deals([
        whole, whole[:-1],  # the club 3 dropped
        whole.replace("J9864.532", "AJ9864.53"),  # the spade ace twice, 13 cards a hand
        whole.replace("K8753", "K8735"),  # clubs not high to low
        whole.replace("N:", "S:"), whole.replace(" ", "  ", 1), "N:- - - -"]).tolist() == [
        True, False, False, False, True, False, False]
    assert hands.written_deals([]).tolist() == []


#: Tags of a deal's analysis, read and refused: par, its contract, double-dummy tricks.
_ANALYSIS = (("OptimumScore", ["NS 450", "EW 6N; -990", "x"]),
             ("ParContract", ["NS 4S=", ""]), ("OptimumContract", ["EW 3NT"]),
             ("DoubleDummyTricks", ["593885938874a5574a55", "zz"]))


@st.composite
def _dealt_files(draw: st.DrawFn) -> bytes:
    """Results files whose boards carry Deal tags (whole, spoilt or another spelling), their
    Dealer and Vulnerable tags now and then."""
    parts = ["% PBN 2.1\n"]
    for board in range(1, draw(st.integers(1, 4)) + 1):
        parts.append(f'[Board "{draw(st.sampled_from([board, board, 1]))}"]\n')
        if draw(st.booleans()):
            parts.append(f'[Dealer "{draw(st.sampled_from("NESW"))}"]\n')
        if draw(st.booleans()):
            parts.append(f'[Vulnerable "{draw(st.sampled_from(["None", "NS", "All"]))}"]\n')
        parts.append(f'[Deal "{draw(_deal_texts())}"]\n')
        for tag, values in _ANALYSIS:  # what a hand record carries besides its deal
            if draw(st.integers(0, 3)) == 0:
                parts.append(f'[{tag} "{draw(st.sampled_from(values))}"]\n')
        parts.append('[ScoreTable "PairId_NS;PairId_EW;Contract;Result"]\n1 2 4S 10\n\n')
    return "".join(parts).encode("utf-8")


@settings(max_examples=200, deadline=None)
@given(_dealt_files())
def test_a_files_deals_read_the_same_checked_at_once_or_card_by_card(data):
    """``read_event``'s deals (read in the results' walk) with the Deal tags checked all at
    once, or every one read card by card: the same frame and hand records, or the same
    refusal."""
    from bridgekit.io import hands, read_event

    def read() -> pd.DataFrame | str:
        try:
            return read_event(data, format="pbn")
        except BridgekitError as exc:
            return f"{type(exc).__name__}: {exc}"

    at_once = read()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(hands, "written_deals", lambda texts: np.zeros(len(texts), dtype=bool))
        by_card = read()
    if isinstance(by_card, str) or isinstance(at_once, str):
        assert at_once == by_card
        return
    pd.testing.assert_frame_equal(at_once, by_card)
    assert repr(at_once.attrs) == repr(by_card.attrs)


#: Tag lines as files print them: plain (read by the one pattern over all tag lines) and
#: otherwise (read line by line): spaced, escaped, commented, not a tag at all.
_TAG_LINES = st.sampled_from([
    '[Event "Club pairs"]', '[Site ""]', '[Event "Zoë \u2028 Ågren"]', ' [Site "x"]',
    '[Site  "x"]', '[ Site "x"]', '[Site "x"] ', '[Site "x"] ; a note', '[Site "a\\"b"]',
    '[Site "x"]]', '[Site x]', '[Site "x"', '[Site "x\\"]', '[Site "x\\\\"]',
    '[ScoreTable "Table\\1R;PairId_NS\\2R;PairId_EW;Contract;Result"]', '[Vulnerable "None"]',
    '[Dealer "E"]',
    '[Vulnerable "Both"] ', '\t[Dealer "S"]', '[Dealer "Q"]', '[Vulnerable "x"]'])


@st.composite
def _tagged_files(draw: st.DrawFn) -> bytes:
    parts = ["% PBN 2.1\n"]
    for board in range(1, draw(st.integers(1, 3)) + 1):
        parts.append(f'[Board "{board}"]\n')
        parts += [line + "\n" for line in draw(st.lists(_TAG_LINES, max_size=4))]
        parts.append('[ScoreTable "PairId_NS;PairId_EW;Contract;Result"]\n1 2 4S 10\n\n')
    return "".join(parts).encode("utf-8")


@settings(max_examples=200, deadline=None)
@given(_tagged_files())
def test_a_file_reads_the_same_with_its_tag_lines_read_at_once_or_line_by_line(data):
    """Any file's tag lines: read by the one pattern (those it takes) or each by itself,
    the same frame and attrs, or the same refusal."""
    at_once = _read(data, at_once=True, block=16384)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pbn, "_PLAIN_TAG_RE", re.compile(r"(?!)"))  # matches no line
        by_line = _read(data, at_once=True, block=16384)
    if isinstance(by_line, str) or isinstance(at_once, str):
        assert at_once == by_line
        return
    pd.testing.assert_frame_equal(at_once, by_line)
    assert repr(at_once.attrs) == repr(by_line.attrs)


def test_the_tag_pattern_takes_the_tag_lines_programs_print():
    """Every tag line of a program's file is read by the one pattern (the property above
    compares the pattern itself, not the line-by-line reader with itself), escapes kept."""
    text = ('[Board "1"]\n[Deal "N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 '
            'KQ52.T.T96.K8753"]\n[Event "Zoë \\"Club\\" pairs"]\n'
            '[ScoreTable "Table\\1R;PairId_NS\\2R;PairId_EW\\2R"]')
    assert [name for name, _ in pbn._PLAIN_TAG_RE.findall(text)] == [
        "Board", "Deal", "Event", "ScoreTable"]
    assert [pbn._tag(line) for line in text.splitlines()] == pbn._PLAIN_TAG_RE.findall(text)


@pytest.mark.parametrize("name", ["bridgecomposer-handrecord.pbn", "sample_hands"])
def test_a_files_deal_records_are_its_frames_records(name):
    """``read_event``'s ``attrs["hand_records"]`` are the hand records' ``to_dict("records")``,
    each value of the type it gives (double-dummy tables, a missing par as NaN)."""
    from pathlib import Path

    from bridgekit.data import sample_path
    from bridgekit.io import read_hand_records
    from bridgekit.io.hands import deal_records

    path = sample_path("sample_hands.pbn") if name == "sample_hands" else \
        Path(__file__).parents[1] / "data" / "hands" / name
    frame = read_hand_records(path)
    frame.loc[0, "optimum_score"] = float("nan")
    records, expected = deal_records(frame), frame.to_dict("records")
    assert repr(records) == repr(expected)
    assert [[type(v) for v in r.values()] for r in records] == \
        [[type(v) for v in r.values()] for r in expected]


def _parsed(data: bytes) -> pd.DataFrame | str:
    """The file decoded first, then read (never kept as bytes)."""
    try:
        return pbn.parse_pbn(data.decode("utf-8"), path="<bytes>")
    except BridgekitError as exc:
        return f"{type(exc).__name__}: {exc}"


@settings(max_examples=200, deadline=None)
@given(st.one_of(_files(), _tagged_files(), _dealt_files()))
def test_a_file_reads_the_same_kept_as_bytes_or_decoded(data):
    """A file of ASCII bytes is read as its bytes (not decoded, then encoded back): the same
    frame and attrs, or the same refusal, as its text decoded first; a file with text beyond
    ASCII takes the decoding road (the property holds for it trivially)."""
    kept = _read(data, at_once=True, block=16384)
    decoded = _parsed(data)
    if isinstance(kept, str) or isinstance(decoded, str):
        assert kept == decoded
        return
    pd.testing.assert_frame_equal(kept, decoded)
    assert repr(kept.attrs) == repr(decoded.attrs)


def test_ascii_bytes_are_kept_as_they_are_and_a_charset_is_still_checked():
    """What most programs write (ASCII, line feeds) is kept as its bytes; carriage returns,
    text beyond ASCII or a charset other than those that keep ASCII as it is are decoded;
    a declared charset that is no text encoding is refused either way."""
    body = b'[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Result"]\n1 2 4S 10\n'
    assert pbn.read_lines(body).data is body
    latin = b"% PBN 2.1\n%Content-type: text/x-pbn; charset=ISO-8859-1\n" + body
    assert pbn.read_lines(latin).data is latin
    for decoded in (body.replace(b"\n", b"\r\n"), body.replace(b"4S", "4\u2660".encode()),
                    b"%Content-type: text/x-pbn; charset=cp437\n" + body):
        lines = pbn.read_lines(decoded)
        assert lines.data is not decoded and lines[len(lines) - 1].startswith("1 2 4")
    with pytest.raises(BridgekitError, match="unicode_escape' is not a text encoding"):
        read_pbn(b"%Content-type: text/x-pbn; charset=unicode_escape\n" + body)


@settings(max_examples=150, deadline=None)
@given(_dealt_files())
def test_hand_records_given_as_read_are_those_of_the_frame(data):
    """``read_event``'s hand records as the deals' walk read them (each board once) are the
    records of the hand records' frame (``deal_records(deals_frame(...))``), each value of
    the same type, or the same refusal (a board with two deals)."""
    from bridgekit.io import hands

    def dicts(make) -> list | str:
        deals = hands.Deals("<bytes>")
        try:
            pbn.read_games(pbn.read_lines(data), deals)
            found = make(deals.records)
        except BridgekitError as exc:
            return f"{type(exc).__name__}: {exc}"
        return [[(k, type(v).__name__, repr(v)) for k, v in r.items()] for r in found]

    assert dicts(lambda r: hands.hand_record_dicts(r, "<bytes>")) == \
        dicts(lambda r: hands.deal_records(hands.deals_frame(r, "<bytes>")))


def test_hand_records_of_a_file_with_par_scores_keep_their_types():
    """The records given without a frame: an ``OptimumScore`` read as an int is a float, as
    the frame's column makes it; a board without one is NaN."""
    from bridgekit.io import hands

    deal = "N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 KQ52.T.T96.K8753"
    data = (f'[Board "1"]\n[Deal "{deal}"]\n[OptimumScore "NS 450"]\n\n'
            f'[Board "2"]\n[Deal "{deal}"]\n').encode()
    deals = pbn.read_games(pbn.read_lines(data), hands.Deals("<bytes>"))
    given = hands.hand_record_dicts(deals, "<bytes>")
    assert repr(given) == repr(hands.deal_records(hands.deals_frame(deals, "<bytes>")))
    first, second = given[0]["optimum_score"], given[1]["optimum_score"]
    assert type(first) is float and first == 450.0 and second != second  # NaN


@settings(max_examples=200, deadline=None)
@given(st.one_of(_files(), _tagged_files(), _dealt_files()), st.sampled_from([1, 2, 16384]))
def test_a_file_reads_the_same_on_two_threads_or_one(data, block):
    """A layout's work shared by two threads (its blocks of rows, its columns, its text
    columns: a big layout's) gives the frame and attrs one thread gives, or the same
    refusal."""
    one = _read(data, at_once=True, block=block)
    two = _read(data, at_once=True, block=block, beside=True)
    if isinstance(one, str) or isinstance(two, str):
        assert two == one
        return
    pd.testing.assert_frame_equal(two, one)
    assert repr(two.attrs) == repr(one.attrs)


def test_a_big_layout_is_read_on_two_threads(monkeypatch):
    """The property above compares two threads with one: a layout of many rows does take
    the pool (its blocks and columns mapped on it), a small one does not."""
    used = []
    each = pbn._each
    monkeypatch.setattr(pbn, "_each", lambda fn, items, pool: used.append(pool is not None)
                        or each(fn, items, pool))
    monkeypatch.setattr(pbn, "_BESIDE_FROM", 3)
    head = '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Result"]\n'
    read_pbn((head + "1 2 4S 10\n" * 2).encode())
    assert used and not any(used)
    used.clear()
    monkeypatch.setattr(pbn, "_SPLIT_AT_ONCE_FROM", 1)
    frame = read_pbn((head + "1 2 4S 10\n3 4 3NT 9\n5 6 4S 9\n").encode())
    assert used == [True, True, True]  # the blocks, the columns, the text columns
    assert frame[["ns", "contract", "result"]].values.tolist() == [
        ["1", "4S", "10"], ["3", "3NT", "9"], ["5", "4S", "9"]]


def _walked(data: bytes, at_once: bool, progress: bool, event: bool) -> pd.DataFrame | str:
    """``read_pbn`` (or ``read_event``) with the games read at once or each by itself, told
    all together or a hundred at a time (as when the boards read are counted)."""
    from bridgekit.io import read_event

    told: list[tuple[int, int]] = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pbn, "_GAMES_AT_ONCE", at_once)
        count = (lambda done, total: told.append((done, total))) if progress else None
        try:
            frame = read_event(data, format="pbn", progress=count) if event \
                else read_pbn(data, progress=count)
        except BridgekitError as exc:
            return f"{type(exc).__name__}: {exc}; told {told}"
    frame.attrs["told"] = told
    return frame


@st.composite
def _many_games(draw: st.DrawFn) -> bytes:
    """A file of many games (told in several hundreds when counted), each drawn from the
    files above, repeated."""
    games = draw(st.lists(st.one_of(_files(), _tagged_files(), _dealt_files()), min_size=1,
                          max_size=3))
    count = draw(st.sampled_from([1, 99, 100, 101, 250]))
    return b"".join(games * count)


@settings(max_examples=200, deadline=None)
@given(st.one_of(_files(), _tagged_files(), _dealt_files(), _many_games()), st.booleans(),
       st.booleans())
def test_a_file_reads_the_same_its_games_read_at_once_or_one_by_one(data, progress, event):
    """The results' builder reads the games that need no word all at once: the same frame,
    attrs (hand records and all, with ``read_event``), boards counted, or the same refusal,
    as each game read by itself."""
    at_once = _walked(data, True, progress, event)
    by_game = _walked(data, False, progress, event)
    if isinstance(by_game, str) or isinstance(at_once, str):
        assert at_once == by_game
        return
    pd.testing.assert_frame_equal(at_once, by_game)
    assert repr(at_once.attrs) == repr(by_game.attrs)


def test_the_games_of_a_program_s_file_are_read_at_once(monkeypatch):
    """A file as programs write it (a TotalScoreTable, Vulnerable and Dealer tags on every
    board) takes the at-once road: the property above compares it, not the game-by-game
    reader with itself."""
    by_game = []
    visit = pbn.GameCollector.visit_game
    monkeypatch.setattr(pbn.GameCollector, "visit_game",
                        lambda self, *a: by_game.append(self) or visit(self, *a))
    text = ('[Event "Club"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
            '[TotalScoreTable "Rank;PairId;TotalScoreMP"]\n1 "2" 10.5\n'
            '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 4S N 10\n\n'
            '[Event "Club"]\n[Board "2"]\n[Dealer "E"]\n[Vulnerable "NS"]\n'
            '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 3NT E 9\n')
    frame = read_pbn(text.encode())
    assert by_game == []
    assert frame[["board", "contract", "vulnerable", "dealer"]].values.tolist() == [
        [1, "4S", "None", "N"], [2, "3NT", "NS", "E"]]
    assert frame.attrs["totals"] == ({"Rank": "1", "PairId": "2", "TotalScoreMP": "10.5"},)
    assert frame.attrs["decimals"]["TotalScoreMP"] == 1
    assert frame.attrs["event"]["Vulnerable"] == "None"
