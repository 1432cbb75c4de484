"""The fuzz suite: random strings at every parser, mutated real-shaped files at every reader,
hypothesis-made frames at the event functions and odd scalars at every public function.

The promise checked on every input: it is read and scored, or it raises a BridgekitError
(never another exception); what is written from it reads back with the same scores.

Then the families of hostile input, each generated and each checked for the behaviour it
must have: an output that is its input however it is named (refused, the input unchanged);
markup in any text field a file carries (inert in every renderer); control characters in
any printed field (made visible); PBN Vulnerable and Dealer tags in every spelling on any
board (scored at the tag, a warning where it is not the rotation, written back as read);
pair numbers however written and movements however numbered; rows that contradict
themselves (a problem of their row, nothing chosen).

Profiles (``BRIDGEKIT_FUZZ``): ``quick`` (the default, part of ``make test``, well under
60 s on two cores) and ``long`` (``make fuzz``: more than 100,000 inputs). Each mutation
test prints how many inputs it tried.
"""

import datetime
import decimal
import fractions
import os
import random
import string
import tempfile
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.contract import Contract, HandResult
from bridgekit.io import read_event, write_pbn, write_traveller_csv, write_usebio
from bridgekit.teams.tiebreak import Meeting

LONG = os.environ.get("BRIDGEKIT_FUZZ", "quick") == "long"
# an overflow or an invalid value in numpy is a silent wrong answer: here it fails the test
pytestmark = pytest.mark.filterwarnings("error::RuntimeWarning")
ALPHABET = string.ascii_letters + string.digits + " +-=/%.*♠♥♦♣xX" + "NTSHDCPAR" * 3


def random_strings(seed: int, count: int = 10_000):
    rng = random.Random(seed)
    for _ in range(count):
        yield "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 8)))


PARSERS = {
    "Contract.parse": Contract.parse,
    "HandResult.parse": HandResult.parse,
    "parse_tricks": lambda s: bk.parse_tricks(s, "4S"),
    "Seat.parse": bk.Seat.parse,
    "Vulnerability.parse": bk.Vulnerability.parse,
    "parse_entry": bk.parse_entry,
    "score_breakdown": lambda s: bk.score_breakdown(s, 9, False),
}


@pytest.mark.parametrize("name", sorted(PARSERS))
def test_parser_raises_only_bridgekit_errors(name):
    parse = PARSERS[name]
    accepted = 0
    unquoted = []
    for text in random_strings(sum(map(ord, name))):
        try:
            parse(text)
            accepted += 1
        except bk.BridgekitError as exc:
            if repr(text) not in str(exc):
                unquoted.append((text, str(exc)))
    assert accepted < 10_000
    assert unquoted == [], "every message quotes the bad value"


# ---------------------------------------------------------------- mutated real-shaped files

ODD = ["", "-", "?", "^", "^^60", '"', '\\', "²", "١٢", "9" * 400, "-0", "1e20", "nan", "inf",
       "A+", "A-", "A150/40", "Bye", "PO", "All pass", "4SXXX", "0", "-13", "\t", "\x00", "€",
       "Sandström", "=cmd|' /C calc'!A0", "[Board \"1\"]", "%", ";", "{", "}", "\ud7ff"]


def _seeds(data_dir) -> dict[str, bytes]:
    """Files shaped like what scoring programs write, one per reader."""
    sample = bk.load_sample_event().head(40)
    out = {
        "ruter.pbn": (data_dir / "ruter-2021-09-01-board1.pbn").read_bytes(),
        "club.pbn": (data_dir / "club-4boards.pbn").read_bytes(),
        "sample.csv": sample.to_csv(index=False).encode(),
    }
    with tempfile.TemporaryDirectory() as folder:
        xml_path = Path(folder) / "seed.xml"
        write_usebio(sample, xml_path, date="01/01/2026")
        out["sample.xml"] = xml_path.read_bytes()
    # a saved my.acbl.org game page, a USEBIO teams file, and a page of a published site
    # (HTML that is no ACBL page: sniffed, it must be refused, never crash the reader)
    out["acbl.html"] = (data_dir / "programs" / "acbl-club-game.html").read_bytes()
    out["teams.xml"] = (data_dir / "programs" / "teamsscorer-swiss.xml").read_bytes()
    from bridgekit.show.publish import publish_pages

    site = publish_pages(bk.event_result(bk.load_sample_event().head(12)))
    out["site.html"] = site["index.html"].encode()
    return out


def _mutations(data: bytes, rng: random.Random, count: int):
    """Byte flips, truncations, line edits and field edits of one file."""
    lines = data.split(b"\n")
    for i in range(count):
        kind = i % 6
        if kind == 0:  # flip a few bytes
            b = bytearray(data)
            for _ in range(rng.randint(1, 4)):
                b[rng.randrange(len(b))] = rng.randrange(256)
            yield bytes(b)
        elif kind == 1:  # truncate
            yield data[:rng.randrange(len(data) + 1)]
        elif kind == 2:  # delete, repeat or swap lines
            ls = list(lines)
            a, b = rng.randrange(len(ls)), rng.randrange(len(ls))
            choice = rng.randrange(3)
            if choice == 0:
                del ls[a]
            elif choice == 1:
                ls.insert(a, ls[b])
            else:
                ls[a], ls[b] = ls[b], ls[a]
            yield b"\n".join(ls)
        else:  # replace a field (a run of non-space, non-quote, non-comma bytes)
            ls = list(lines)
            a = rng.randrange(len(ls))
            fields = [m for m in _FIELD.finditer(ls[a].decode("latin-1"))]
            if not fields:
                yield data
                continue
            m = rng.choice(fields)
            text = ls[a].decode("latin-1")
            new = rng.choice(ODD)
            try:
                line = (text[:m.start()] + new + text[m.end():]).encode("utf-8")
            except UnicodeEncodeError:
                line = (text[:m.start()] + text[m.end():]).encode("utf-8")
            ls[a] = line
            yield b"\n".join(ls)


_FIELD = __import__("re").compile(r"[^\s\",<>]+")


def _exercise_teams(data: bytes) -> None:
    """Read a teams file, score its matches and check what it published; only
    BridgekitError may escape."""
    from bridgekit.io import read_teams_event
    from bridgekit.teams.published import check_teams_published

    try:
        df = read_teams_event(data)
        bk.score_teams_event(df)
        check_teams_published(df)
    except bk.BridgekitError:
        return


def _exercise(data: bytes, fmt: str | None, tmp, write: bool = True) -> None:
    """Read, score, rank and (when ``write``) write one input and read it back; only
    BridgekitError may escape. ``teams``: a teams file, read and checked as one."""
    if fmt == "teams":
        _exercise_teams(data)
        return
    try:
        df = read_event(data, format=fmt)
        scored = bk.score_event(df)
        bk.rank_pairs(scored)
        bk.validate_traveller(df)
    except bk.BridgekitError:
        return
    good = scored[scored.ns_mp.notna()]
    if good.empty or not write:
        return
    for writer, name, published in ((write_pbn, "x.pbn", "pbn_mp_ns"),
                                    (write_traveller_csv, "x.csv", None),
                                    (write_usebio, "x.xml", "usebio_mp_ns")):
        try:
            writer(df, tmp / name)
        except bk.BridgekitError:
            continue
        back = read_event(tmp / name)
        if published is None:  # CSV: every row comes back, scored the same
            again = bk.score_event(back)
            assert np.allclose(again.ns_mp.fillna(-1), scored.ns_mp.fillna(-1)), name
            continue
        # PBN and USEBIO hold every row, bridgekit's matchpoints on the scored ones (2 decimals)
        assert len(back) == len(df), name
        assert np.allclose(np.sort(back[published].dropna().to_numpy()),
                           np.sort(good.ns_mp.round(2).to_numpy()), atol=0.006), name


#: how each seed is read: its format (None: sniffed from the bytes, as an upload is)
_SEED_FORMATS = {"ruter.pbn": "pbn", "club.pbn": "pbn", "sample.csv": "csv",
                 "sample.xml": "usebio", "acbl.html": "acbl", "teams.xml": "teams",
                 "site.html": None}
_EVERY_13TH = {"ruter.pbn", "club.pbn", "sample.csv", "sample.xml"}


@pytest.mark.parametrize("seed_name", list(_SEED_FORMATS))
def test_mutated_files_raise_only_bridgekit_errors(seed_name, data_dir, tmp_path, capsys):
    data = _seeds(data_dir)[seed_name]
    fmt = _SEED_FORMATS[seed_name]
    rng = random.Random(seed_name)
    count = 25_000 if LONG else 300 if seed_name in _EVERY_13TH else 120
    tried = 0
    for i, mutated in enumerate(_mutations(data, rng, count)):
        # writing three files and reading them back costs ten reads: every 10th input
        _exercise(mutated, fmt, tmp_path, write=i % 10 == 0)
        tried += 1
    # every truncation of the file, byte by byte (the long profile), or every 13th byte
    # (about 150 of the larger pages and teams file, whose every input costs more)
    step = 1 if LONG else 13 if seed_name in _EVERY_13TH else max(13, len(data) // 150)
    for end in range(0, len(data), step):
        if fmt == "teams":
            _exercise_teams(data[:end])
            tried += 1
            continue
        try:
            df = read_event(data[:end], format=fmt)
            bk.score_event(df)
        except bk.BridgekitError:
            pass
        tried += 1
    with capsys.disabled():
        print(f"\n{seed_name}: {tried} inputs")


@pytest.mark.parametrize("seed_name", ["exact.pbn", "lossy.pbn", "rows.pbn"])
def test_mutated_hand_records_raise_only_bridgekit_errors(seed_name, data_dir, capsys):
    """Hand-record files: read, par and the field against par; only BridgekitError escapes."""
    data = (data_dir / "hands" / seed_name).read_bytes()
    rng = random.Random(seed_name)
    scored = bk.score_event(read_event(data_dir / "ruter-2021-09-01-board1.pbn"))
    tried = 0
    for mutated in _mutations(data, rng, 10_000 if LONG else 100):
        try:
            hr = bk.read_hand_records(mutated)
            for r in hr.head(3).itertuples():
                if r.dd is not None:
                    bk.par(r.dd, r.vulnerability, r.dealer).explain()
            bk.vs_par(scored, hr)
        except bk.BridgekitError:
            pass
        tried += 1
    with capsys.disabled():
        print(f"\n{seed_name}: {tried} inputs")


@pytest.mark.parametrize("seed_name", ["bbo-vugraph.lin", "bbo-myhands.lin"])
def test_mutated_lin_files_raise_only_bridgekit_errors(seed_name, data_dir, capsys):
    """BBO LIN files: read, every result's score worked out; only BridgekitError escapes,
    and a file that reads gives results whose tricks are 0 to 13."""
    from bridgekit.io import read_lin

    data = (data_dir / "programs" / seed_name).read_bytes()
    rng = random.Random(seed_name)
    tried = 0
    for mutated in _mutations(data, rng, 10_000 if LONG else 300):
        try:
            results = read_lin(mutated).attrs["results"]
        except bk.BridgekitError:
            tried += 1
            continue
        tricks = pd.to_numeric(results.result, errors="coerce").dropna()
        assert tricks.between(0, 13).all()
        tried += 1
    with capsys.disabled():
        print(f"\n{seed_name}: {tried} inputs")


# ---------------------------------------------------------------- hypothesis frames

#: cells of other Python and numpy types a frame built by hand may hold
ODD_TYPES = st.sampled_from([b"4S", decimal.Decimal("1"), decimal.Decimal("NaN"), complex(1, 0),
                             datetime.date(2020, 1, 1), pd.Timestamp("2020-01-01"), pd.NaT, 2**70,
                             np.int8(3), np.float16(2.0), np.float16("inf"), np.uint64(2**64 - 1),
                             fractions.Fraction(1, 2), (1, 2), frozenset([1])])
#: text holding a lone surrogate (decoded with surrogateescape from bytes that were not UTF-8)
LONE_SURROGATES = st.text(st.sampled_from(["\ud800", "\udcff", "4", "S", "N", "=", "1", " "]),
                          min_size=1, max_size=4).filter(lambda t: not t.isascii())


def column_of(cells: list) -> object:
    """Cells as pandas makes a column of them, or as Python objects where one holds a lone
    surrogate (which pandas' default text storage cannot hold)."""
    odd = any(isinstance(v, str) and not v.isascii() and not v.isprintable() for v in cells)
    return pd.Series(cells, dtype=object) if odd else cells


CELL = st.one_of(st.none(), st.integers(-3, 40), st.floats(allow_nan=True),
                 st.sampled_from([*ODD, "4S", "3NT", "N", "S", "=", "+1", "-2", "420", "-50",
                                  "A60/40", "30%+420 70%+170", "1", "2", "7", "NS 25%", "EW 1.5",
                                  "A+/A+", "PO", "-"]),
                 st.text(max_size=6), st.lists(st.integers(), max_size=2), LONE_SURROGATES, ODD_TYPES)
COLUMNS = st.lists(st.sampled_from(["board", "ns", "ew", "contract", "declarer", "result",
                                    "ns_score", "adjusted", "group", "lead", "penalty"]),
                   min_size=1, max_size=9)


@settings(max_examples=3000 if LONG else 150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(COLUMNS, st.integers(0, 8), st.data())
def test_random_frames_score_or_raise_bridgekit_errors(columns, rows, data):
    frame = pd.DataFrame({c: column_of(data.draw(st.lists(CELL, min_size=rows, max_size=rows)))
                          for c in columns})
    method = data.draw(st.sampled_from(bk.pairs.METHODS))
    artificial = data.draw(st.sampled_from(["fixed", "session"]))
    try:
        scored = bk.score_event(frame, method=method, artificial=artificial)
    except bk.BridgekitError:
        return
    assert len(scored) == len(frame)
    finite = scored.ns_mp.notna()
    assert (scored.error[finite] == "").all()
    for follow in (lambda: bk.rank_pairs(scored, scale_totals=True),
                   lambda: bk.score_event_imps(scored, "butler", drop=0.05),
                   lambda: bk.rank_pairs_imps(bk.score_event_imps(scored)),
                   lambda: bk.compare_published(scored)):
        try:
            follow()
        except bk.BridgekitError:
            pass


@settings(max_examples=1000 if LONG else 60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(columns=COLUMNS, rows=st.integers(1, 6), data=st.data())
def test_random_frames_are_written_or_refused_by_every_writer(columns, rows, data, tmp_path):
    """Any frame is written as CSV, PBN and USEBIO (and what was written reads) or refused
    with a BridgekitError: a cell that is not one value, text no file can hold."""
    frame = pd.DataFrame({c: pd.Series(data.draw(st.lists(CELL, min_size=rows, max_size=rows)),
                                       dtype=object) for c in columns})
    for name, value in (("board", 1), ("ns", list(range(1, rows + 1))),
                        ("ew", list(range(11, rows + 11)))):
        if name not in frame:
            frame[name] = value
    for name, write in (("x.csv", write_traveller_csv), ("x.pbn", write_pbn),
                        ("x.xml", write_usebio)):
        try:
            write(frame, tmp_path / name)
        except bk.BridgekitError:
            continue
        try:
            read_event(tmp_path / name)
        except bk.BridgekitError:
            pass


def _small_event() -> pd.DataFrame:
    event = bk.load_sample_event()
    event = event[event.board <= 3].reset_index(drop=True)
    return event.assign(ns_names="Ann & Bob", section="A", lead="SA").astype(object)


SMALL_EVENT = _small_event()


@settings(max_examples=800 if LONG else 30, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(edits=st.lists(st.tuples(st.sampled_from(list(SMALL_EVENT.columns)),
                                st.integers(0, len(SMALL_EVENT) - 1), CELL), min_size=1, max_size=3),
       method=st.sampled_from([None, "plain", "neuberg"]))
def test_a_hostile_cell_in_an_event_is_shown_and_written_or_refused(edits, method, tmp_path):
    """An event with odd cells goes through every door (scored once, its pages, handouts
    and files) or is refused with a BridgekitError."""
    from bridgekit.show.handout import board_handout_html, ranking_handout_html
    from bridgekit.show.publish import publish_pages

    frame = SMALL_EVENT.copy()
    for column, row, value in edits:
        frame.at[row, column] = value
    try:
        result = bk.event_result(frame, method=method)
    except bk.BridgekitError:
        return
    for door in (lambda: publish_pages(result), lambda: ranking_handout_html(result),
                 lambda: board_handout_html(result, 1), lambda: write_pbn(result, tmp_path / "x.pbn"),
                 lambda: write_usebio(result, tmp_path / "x.xml")):
        try:
            door()
        except bk.BridgekitError:
            pass


SCALAR = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6),
                   st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=5), LONE_SURROGATES,
                   ODD_TYPES,
                   st.lists(st.integers(-5000, 5000), max_size=4))
FUNCTIONS = {
    "imps": lambda a, b, c: bk.imps(a),
    "wbf_vp": lambda a, b, c: bk.wbf_vp(a, b),
    "wbf_vp_discrete": lambda a, b, c: bk.wbf_vp_discrete(a, b),
    "wbf_vp_25": lambda a, b, c: bk.wbf_vp_25(a, b),
    "wbf_vps_25": lambda a, b, c: bk.teams.vp.wbf_vps_25(a, b),
    "ebu_whole": lambda a, b, c: bk.teams.match_vp(a, b, "ebu_whole"),
    "match_vp_wbf_25": lambda a, b, c: bk.teams.match_vp(a, b, "wbf_25"),
    "match_vps_wbf_25": lambda a, b, c: bk.teams.match_vps(a, b, "wbf_25"),
    "neuberg": lambda a, b, c: bk.neuberg(a, b, c),
    "old_style": lambda a, b, c: bk.old_style(a, b, c),
    "hybrid_share": lambda a, b, c: bk.hybrid_share(a, b, c),
    "hybrid_points": lambda a, b, c: bk.hybrid_points(a, b),
    "score_board": lambda a, b, c: bk.score_board(a, normal=b),
    "matchpoints": lambda a, b, c: bk.matchpoints(a),
    "duplicate_score": lambda a, b, c: bk.duplicate_score("4S", a, b),
    "butler_datum": lambda a, b, c: bk.butler_datum(a, drop=b),
    "cross_imps": lambda a, b, c: bk.cross_imps(a),
    "is_possible_score": lambda a, b, c: bk.is_possible_score(a, b),
    "board_vulnerability": lambda a, b, c: bk.board_vulnerability(a),
    "board_dealer": lambda a, b, c: bk.board_dealer(a),
    "teams_match": lambda a, b, c: bk.teams_match(a, b),
    "teams_match_rulings": lambda a, b, c: bk.teams_match(a, b, ruling_imps=c),
    "mp_vp": lambda a, b, c: bk.mp_vp(a, b),
    "wbf_vp_scaled": lambda a, b, c: bk.wbf_vp_scaled(a, b, c),
    "dd_table_from_pbn": lambda a, b, c: bk.DDTable.from_pbn(a),
    "par": lambda a, b, c: bk.par(bk.DDTable.from_pbn("ab6b8ab6b80070500705"), a, b),
    "optimum_score": lambda a, b, c: bk.deals.par_score.optimum_score(a),
    "wbf_vps": lambda a, b, c: bk.teams.vp.wbf_vps(a, b),
    "hybrid_shares": lambda a, b, c: bk.teams.hybrid.hybrid_shares(a, b, c),
    "board_hps": lambda a, b, c: bk.teams.hybrid.board_hps(a),
    "board_frequencies": lambda a, b, c: bk.board_frequencies(a, b),
    "explain_pair": lambda a, b, c: bk.explain_pair(bk.score_event(bk.load_sample_event()), a),
}


@pytest.mark.parametrize("name", sorted(FUNCTIONS))
@settings(max_examples=2000 if LONG else 120, deadline=None)
@given(SCALAR, SCALAR, SCALAR)
def test_public_functions_raise_only_bridgekit_errors(name, a, b, c):
    try:
        result = FUNCTIONS[name](a, b, c)
    except bk.BridgekitError:
        return
    if isinstance(result, float):
        assert np.isfinite(result), f"{name} returned {result}"


TEAMS_CELL = st.one_of(st.sampled_from([420, -50, 0, 10, -11, 1430, "A+", "A+/A-", "A60/40", "",
                                        None, "x", "1e300", "inf", "nan", True, 100_001]),
                       st.integers(-200_000, 200_000), st.floats(allow_nan=True,
                                                                 allow_infinity=True),
                       LONE_SURROGATES, ODD_TYPES)


@settings(max_examples=400 if LONG else 40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(TEAMS_CELL, min_size=8, max_size=8), st.lists(TEAMS_CELL, min_size=8, max_size=8),
       st.sampled_from(["Home", "Bye"]), st.booleans())
def test_teams_events_score_or_raise_bridgekit_errors(odd1, odd2, away, large):
    """A teams event of plain matches (many of them, so the whole-column path and its IMP
    table are used) with one match of hostile cells: scored or refused with a
    BridgekitError, and every plain match the same as teams_match gives it alone."""
    rng = np.random.default_rng(len(str(odd1)))
    matches = 7000 if large else 3
    plain = [-630, -100, 0, 90, 110, 140, 630, 1100]  # possible on a board of any vulnerability
    t1 = rng.choice(plain, matches * 8).astype(object)
    t2 = rng.choice(plain, matches * 8).astype(object)
    t1[:8], t2[:8] = odd1, odd2
    frame = pd.DataFrame({"round": np.repeat(np.arange(matches), 8), "match": 1,
                          "home": "Aces", "away": ["Kings"] * 8 + [away] * (matches * 8 - 8),
                          "board": np.tile(np.arange(1, 9), matches), "table1_ns": t1,
                          "table2_ns": t2})
    try:
        out = bk.score_teams_event(frame, bye_hp=10.0)
    except bk.BridgekitError:
        return
    assert len(out) == matches
    last = frame[frame["round"] == matches - 1]
    if away == "Home":
        alone = bk.teams_match(last.table1_ns.astype(float), last.table2_ns.astype(float))
        assert (out.home_imps.iloc[-1], out.away_imps.iloc[-1]) == (alone.home_imps,
                                                                    alone.away_imps)


# ---------------------------------------------------------------- text into markup and terminals

HOSTILE_TEXT = st.lists(st.sampled_from(["<", ">", "&", '"', "'", "/", "=", " ", "a", "1",
                                         "<script>", "</title>", "<img src=x onerror=", "&lt;",
                                         "\x1b", "\x07", "\x9b", "\u202e", "\n", "\r", "\t",
                                         "♠", "ö"]), max_size=12).map("".join)


@settings(max_examples=1500 if LONG else 80, deadline=None)
@given(HOSTILE_TEXT)
def test_text_reaches_markup_escaped_and_terminals_visible(text):
    """Any text a file holds: escaped, it reads back as itself and holds no markup
    character; every renderer writes it only escaped; printed, it holds no control
    character but a tab."""
    import html
    import unicodedata

    from bridgekit.cli import visible
    from bridgekit.show import escape, lines_html, swing_svg, table_html

    safe = escape(text)
    assert html.unescape(safe) == text and not any(c in safe for c in "<>\"'")
    markup = (swing_svg([text], [3], [3], title=text, ylabel=text) + lines_html(text, [text])
              + table_html(pd.DataFrame({"pair": [text]}), caption=text)
              + bars_markup(text))
    assert "<script" not in markup and "<img" not in markup
    assert markup.count("<title>") == markup.count("</title>") == 4  # none closed early
    shown = visible(text)
    assert all(unicodedata.category(c) != "Cc" or c == "\t" for c in shown)
    assert "\u202e" not in shown


def bars_markup(text: str) -> str:
    from bridgekit.show import bars_svg

    return bars_svg([text], {text: [1.0]}, title=text, ylabel=text)


# ---------------------------------------------------------------- outputs that are inputs

DATA = Path(__file__).parents[1] / "data"

#: each command with the place of the file it reads (IN) and of the output (OUT)
WRITING_COMMANDS = {
    "convert": ["convert", "IN", "OUT"],
    "handout --html": ["handout", "IN", "--html", "OUT"],
    "handout --board --html": ["handout", "IN", "--board", "1", "--html", "OUT"],
    "handout --pdf": ["handout", "IN", "--pdf", "OUT"],
    "handout --html --pdf": ["handout", "IN", "--html", "page.html", "--pdf", "OUT"],
    "par --html": ["par", "IN", "--html", "OUT"],
}
#: every way of naming one file: relative or absolute, with ``./``, a detour through a folder
#: and back, doubled slashes; by its path, a symbolic link to it, a link to that link, a link
#: to its folder, or a hard link
NAMINGS = st.tuples(st.booleans(), st.booleans(),
                    st.lists(st.sampled_from(["./", "sub/../", ".//", "sub/./../"]), max_size=3),
                    st.sampled_from(["path", "symlink", "symlink to a symlink",
                                     "folder symlink", "hard link"]))


def _source_file(root: Path, command: str, kind: str) -> Path:
    """The input of ``command``: a hand record for par, else a results file (PBN or CSV)."""
    if command.startswith("par"):
        path = root / "hands.pbn"
        path.write_bytes((DATA / "hands" / "exact.pbn").read_bytes())
    elif kind == "pbn":
        path = root / "results.pbn"
        path.write_bytes((DATA / "club-4boards.pbn").read_bytes())
    else:
        path = root / "results.csv"
        path.write_text("board,ns,ew,contract,declarer,result\n1,1,2,4S,N,=\n1,3,4,4S,N,+1\n")
    return path


def _naming(root: Path, source: Path, via: str) -> str:
    """A name, relative to ``root``, of the same file as ``source``."""
    if via == "path":
        return source.name
    if via == "hard link":
        os.link(source, root / "hard")
        return "hard"
    if via == "folder symlink":
        (root / "again").symlink_to(root, target_is_directory=True)
        return f"again/{source.name}"
    (root / "link").symlink_to(source.name)
    if via == "symlink":
        return "link"
    (root / "link2").symlink_to("link")
    return "link2"


def _tree(root: Path) -> dict[str, bytes | str]:
    """Every entry under ``root``: a link's target, a file's bytes (links not followed)."""
    out: dict[str, bytes | str] = {}
    for path in sorted(root.rglob("*")):
        name = str(path.relative_to(root))
        out[name] = os.readlink(path) if path.is_symlink() else (
            path.read_bytes() if path.is_file() else "folder")
    return out


def _run_cli(args: list[str]) -> tuple[int, str, str]:
    """``bridgekit.cli.main(args)`` in this process: (exit status, stdout, stderr)."""
    import contextlib
    import io

    from bridgekit.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(args)
    return status, out.getvalue(), err.getvalue()


@settings(max_examples=600 if LONG else 60, deadline=None)
@given(st.sampled_from(sorted(WRITING_COMMANDS)), st.sampled_from(["pbn", "csv"]), NAMINGS)
def test_an_output_that_is_its_input_is_refused_however_it_is_named(command, kind, naming):
    """A file never overwrites itself: whatever the spelling of the output (and of the input), the
    same file is refused with exit status 1 and a message naming it; the input keeps every
    byte and nothing is added, changed or left behind in its folder."""
    out_absolute, in_absolute, detours, via = naming
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder).resolve()
        (root / "sub").mkdir()
        source = _source_file(root, command, kind)
        output = "".join(detours) + _naming(root, source, via)
        before = _tree(root)
        args = [{"IN": str(source) if in_absolute else source.name,
                 "OUT": f"{root}/{output}" if out_absolute else output}.get(a, a)
                for a in WRITING_COMMANDS[command]]
        cwd = os.getcwd()
        os.chdir(root)
        try:
            status, _, err = _run_cli(args)
        finally:
            os.chdir(cwd)
        assert status == 1, (args, err)
        assert "is the input file" in err and "nothing written" in err, err
        assert _tree(root) == before, args


@settings(max_examples=300 if LONG else 20, deadline=None)
@given(st.sampled_from(["pbn", "csv"]), NAMINGS,
       st.sampled_from(["the file", ".", "./", "sub/..", "again", "again/sub/.."]))
def test_a_site_published_over_its_input_or_its_folder_is_refused(kind, naming, target):
    """``bridgekit publish FILE DIR`` where DIR is the input itself (however named) or the
    folder that holds it (``.``, ``sub/..``, a link to the folder, absolute or relative):
    refused with exit status 1, nothing written, the input unchanged."""
    out_absolute, in_absolute, detours, via = naming
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder).resolve()
        (root / "sub").mkdir()
        source = _source_file(root, "publish", kind)
        if target == "the file":
            output = "".join(detours) + _naming(root, source, via)
        else:
            if target.startswith("again"):
                (root / "again").symlink_to(root, target_is_directory=True)
            output = "".join(detours) + target
        before = _tree(root)
        args = ["publish", str(source) if in_absolute else source.name,
                f"{root}/{output}" if out_absolute else output]
        cwd = os.getcwd()
        os.chdir(root)
        try:
            status, _, err = _run_cli(args)
        finally:
            os.chdir(cwd)
        assert status == 1, (args, err)
        assert "nothing written" in err and ("input file" in err or "not a folder" in err), err
        assert _tree(root) == before, args


@pytest.mark.parametrize("command", ["convert", "handout --html", "handout --board --html",
                                     "par --html"])
def test_an_output_of_the_input_s_name_in_another_folder_is_written(command, tmp_path):
    """The refusal is by the file, not by its name: ``sub/results.pbn`` beside
    ``results.pbn`` is another file, and it is written."""
    (tmp_path / "sub").mkdir()
    source = _source_file(tmp_path, command, "pbn")
    before = source.read_bytes()
    output = tmp_path / "sub" / source.name
    args = [{"IN": str(source), "OUT": str(output)}.get(a, a) for a in WRITING_COMMANDS[command]]
    status, out, err = _run_cli(args)
    assert status == 0, err
    assert f"wrote {output}" in out and output.exists() and source.read_bytes() == before


# ---------------------------------------------------------------- markup in every text field

#: markup, entities, comment and CDATA openers, quotes of both kinds, line breaks
MARKUP_TEXT = st.lists(st.sampled_from(["<", ">", "&", '"', "'", "/", "=", " ", "a", "1",
                                        "<script>", "</title>", "<img src=x onerror=", "&lt;",
                                        "&#60;", "<!--", "-->", "<![CDATA[", "]]>", "\n",
                                        "<svg onload=", "`", "♠"]),
                       min_size=1, max_size=8).map("".join)
#: every text a results file can carry into a traveller
TEXT_FIELDS = ["ns", "ew", "ns_names", "ew_names", "event", "site", "board", "lead", "section",
               "table", "round", "group", "contract", "declarer", "result", "ns_score"]
#: the five characters that are markup, each replaced by a neighbour in sorting order that is
#: not markup: the same text, sorted in the same place, inert
_INERT = str.maketrans({"<": ";", ">": "?", "&": "%", '"': "#", "'": "("})


class _Tags(__import__("html.parser").parser.HTMLParser):
    """The structure of a page: each tag with its attribute names, comments and
    declarations, in order (the text between them left out)."""

    def __init__(self, markup: str):
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[str, ...]] = []
        self.feed(markup)
        self.close()

    def handle_starttag(self, tag, attrs):
        self.found.append((tag, *sorted(name for name, _ in attrs)))

    def handle_endtag(self, tag):
        self.found.append(("/" + tag,))

    def handle_comment(self, data):
        self.found.append(("<!--",))

    def handle_decl(self, decl):
        self.found.append(("<!",))

    def unknown_decl(self, data):
        self.found.append(("<![",))

    def handle_pi(self, data):
        self.found.append(("<?",))


def _field_traveller(fields: frozenset[str], text: str) -> pd.DataFrame:
    """Three rows of board 1 and one of board 2; each of ``fields`` holds ``text`` (after a
    row's own prefix where the field tells rows apart)."""
    df = pd.DataFrame({"board": pd.Series([1, 1, 1, 2], dtype=object), "ns": ["1", "2", "3", "1"],
                       "ew": ["4", "5", "6", "4"], "contract": ["4S", "4S", "3NT", "2H"],
                       "declarer": ["N", "N", "S", "E"], "result": ["=", "+1", "-1", "="],
                       "lead": "SA", "section": "A", "table": ["1", "2", "3", "1"],
                       "round": "1", "group": "", "ns_names": "Ann - Bo", "ew_names": "Cy - Di",
                       "event": "Club", "site": "Hall", "ns_score": ""})
    for field in fields:
        if field in ("ns", "ew", "table"):
            df[field] = df[field] + text
        elif field in ("board", "ns_score"):
            df.loc[2, field] = text
        else:
            df.loc[0, field] = text
    return df


def _field_pages(fields: frozenset[str], text: str):
    """Every renderer given a traveller whose ``fields`` hold ``text``, and every renderer
    that takes a label, a title, a name or a board directly, given ``text``."""
    from bridgekit.show import (
        bars_svg,
        board_handout_html,
        board_line_html,
        deal_html,
        download_html,
        error_html,
        frame_html,
        grid_html,
        lines_html,
        problem_html,
        ranking_handout_html,
        swing_svg,
        table_html,
    )

    df = _field_traveller(fields, text)
    scored = bk.score_event(df)
    yield "board_handout_html", board_handout_html(bk.event_result(df), 1, title=text)
    yield "ranking_handout_html", ranking_handout_html(bk.event_result(scored), title=text)
    yield "table_html", table_html(scored, caption=text)
    yield "frame_html", frame_html(scored)
    yield "grid_html", grid_html(scored, css="t", highlight=0)
    explained = bk.explain_event_board(df, 1)
    yield "explain_event_board", explained._repr_html_()
    yield "lines_html", lines_html(text, [*explained.lines, text], mark=0)
    yield "problem_html", "".join(problem_html(e) for e in scored.error)
    yield "error_html", error_html(bk.TravellerError(text))
    labels = [f"1{text}", f"2{text}"]
    yield "swing_svg", swing_svg(labels, [6, -3], [6, 3], title=text, ylabel=text)
    yield "bars_svg", bars_svg(labels, {text: [1.0, 2.0]}, title=text, ylabel=text)
    yield "board_line_html", board_line_html(text, text)
    yield "download_html", download_html(text, "text/csv", text, text, css=text)
    yield "deal_html", deal_html(bk.Deal.parse(
        "N:J76.AK.AQJ954.J3 QT.QT8542.62.Q52 AK9543.6.K3.T986 -"), board=1, vulnerability=text)
    yield "explain_board", bk.explain_board([420, 450, 170], labels=[text] * 3)._repr_html_()
    # board 2 is N-S vulnerable when its label reads as 2 ("2 "): -100 is a score there
    yield "teams_match", bk.teams_match([420, -100], [170, -100], boards=labels,
                                        home=f"1{text}", away=f"2{text}")._repr_html_()
    yield "hybrid_points", bk.hybrid_points([420, -100], [400, 100], boards=labels,
                                            home=f"1{text}", away=f"2{text}")._repr_html_()
    yield "break_tie", bk.break_tie(bk.TieRecord(f"1{text}", basic_score=10),
                                    bk.TieRecord(f"2{text}", basic_score=4),
                                    [Meeting(10, 10, margin=5)])._repr_html_()


def _hand_record_page(text: str) -> str:
    from bridgekit.show import hand_record_html

    tag = text.replace("\\", "/").replace('"', "'").replace("\n", " ")  # a PBN tag's value
    page = (f'[Event "{tag}"]\n[Site "{tag}"]\n[Board "1"]\n[Dealer "N"]\n'
            '[Vulnerable "None"]\n'
            '[Deal "N:J76.AK.AQJ954.J3 QT.QT8542.62.Q52 AK9543.6.K3.T986 82.J973.T87.AK74"]\n'
            f'[OptimumScore "NS 450"]\n[ParContract "{tag}"]\n')
    return hand_record_html(bk.read_hand_records(page.encode()), title=text)


@settings(max_examples=600 if LONG else 10, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.frozensets(st.sampled_from(TEXT_FIELDS), min_size=1), MARKUP_TEXT)
def test_markup_in_any_text_field_is_inert_in_every_renderer(fields, text):
    """No text from a file becomes markup: whatever markup a file's text holds, and whichever field it
    is in (any set of them), every renderer makes the page it makes of the same text with its five markup
    characters replaced by inert neighbours: the same tags, attributes, comments and declarations
    in the same order. A character that became markup would add one."""
    inert = text.translate(_INERT)
    pages = dict(_field_pages(fields, text))
    plain = dict(_field_pages(fields, inert))
    assert pages.keys() == plain.keys() and len(pages) == 18
    for name, page in pages.items():
        assert _Tags(page).found == _Tags(plain[name]).found, (name, sorted(fields), text)
        assert "<script" not in page and "<img" not in page and "<svg onload" not in page
    assert _Tags(_hand_record_page(text)).found == _Tags(_hand_record_page(inert)).found


@settings(max_examples=300 if LONG else 5, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.frozensets(st.sampled_from(TEXT_FIELDS), min_size=1), MARKUP_TEXT)
def test_markup_in_any_text_field_is_inert_in_the_published_site(fields, text):
    """The same for every page ``bridgekit publish`` writes (the ranking, the boards to
    print, each pair's score card, each board's page)."""
    from bridgekit.show.publish import publish_pages

    site = publish_pages(bk.event_result(_field_traveller(fields, text)))
    plain = publish_pages(bk.event_result(_field_traveller(fields, text.translate(_INERT))))
    assert len(site) == len(plain) >= 4
    for (name, page), other in zip(site.items(), plain.values(), strict=True):
        assert _Tags(page).found == _Tags(other).found, (name, sorted(fields), text)
        assert "<script" not in page and "<img" not in page and "<svg onload" not in page


# ---------------------------------------------------------------- control characters printed

#: terminal sequences (retitle, clear, CSI in one byte), C0 and C1 controls, DEL, line and
#: paragraph breaks, the bidirectional overrides and isolates
CONTROL_TEXT = st.lists(st.sampled_from(["\x1b]0;owned\x07", "\x1b[2J", "\x9b2J", "\x1b", "\x07",
                                         "\x00", "\x08", "\r", "\n", "\x0b", "\x0c", "\x1c",
                                         "\x7f", "\x85", "\x90", "\u202e", "\u2066", "\u200f",
                                         "\u061c", "\u2028", "\t", "a", "1", " ", "♠"]),
                        min_size=1, max_size=6).map("".join)
PRINTED_FIELDS = ["ns", "ew", "lead", "contract", "declarer", "result", "ns_score", "board",
                  "section", "table", "group"]
#: a bidirectional control reorders what follows it on the line: never printed raw
_BIDI = set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _printed_safely(printed: str) -> bool:
    import unicodedata

    return not any((unicodedata.category(c) == "Cc" and c not in "\n\t") or c in _BIDI
                   for c in printed)


@settings(max_examples=1000 if LONG else 40, deadline=None)
@given(st.frozensets(st.sampled_from(PRINTED_FIELDS), min_size=1), CONTROL_TEXT,
       st.sampled_from(["score", "explain", "check", "convert"]))
def test_control_characters_in_any_printed_field_are_made_visible(fields, text, command):
    """No text from a file reaches a terminal raw: a CSV file whose fields hold terminal sequences and control
    characters (written byte for byte, however the writer would have refused them) is
    scored, explained, checked or converted; nothing printed on standard output or error
    holds a control character but line ends and tabs, or a bidirectional control, and a
    pair id holding them is printed with them made visible."""
    import csv
    import io

    from bridgekit.cli import visible
    from bridgekit.columns import pair_number

    df = _field_traveller(fields, text)[["board", "ns", "ew", "contract", "declarer", "result",
                                         "lead", "section", "table", "group", "ns_score"]]
    buffer = io.StringIO(newline="")
    csv.writer(buffer, quoting=csv.QUOTE_ALL, lineterminator="\n").writerows(
        [df.columns.tolist(), *df.astype(str).to_numpy().tolist()])
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "t.csv"
        source.write_bytes(buffer.getvalue().encode("utf-8", "surrogatepass"))
        args = {"score": ["score", str(source)],
                "explain": ["score", str(source), "--explain", "1"],
                "check": ["check", str(source)],
                "convert": ["convert", str(source), str(Path(folder) / "t.pbn")]}[command]
        status, out, err = _run_cli(args)
    assert status in (0, 1), err
    assert _printed_safely(out) and _printed_safely(err), (out, err)
    if status == 0 and command in ("score", "explain") and "ns" in fields:
        pair, refused = pair_number(f"2{text}")
        if pair and not refused and not pair.isdigit():  # a text id: in the ranking
            assert visible(pair) in out, (pair, out)


# ---------------------------------------------------------------- PBN Vulnerable and Dealer tags

#: boards 1-16 by the Laws' rotation (Law 2): who is vulnerable, and who deals (N, E, S, W)
ROTATION = ["None", "NS", "EW", "All", "NS", "EW", "All", "None",
            "EW", "All", "None", "NS", "All", "None", "NS", "EW"]
#: every spelling PBN 2.1 gives each vulnerability
VUL_SPELLINGS = {"None": ["None", "Love", "-"], "NS": ["NS"], "EW": ["EW"], "All": ["All", "Both"]}
#: declarer's score (not vulnerable, vulnerable) from the scoring table: 4S made (120 + 300
#: or 500), 3NT made (100 + 300 or 500), 2H made (60 + 50), 4S one down (50 or 100), 6NT made
#: (190 + 300 or 500 + 500 or 750), 3NTX one down (100 or 200)
HANDS = {("4S", 10): (420, 620), ("3NT", 9): (400, 600), ("2H", 8): (110, 110),
         ("4S", 9): (-50, -100), ("6NT", 12): (990, 1440), ("3NTX", 8): (-100, -200)}

VUL_BOARD = st.tuples(st.integers(1, 999_999), st.sampled_from(sorted(VUL_SPELLINGS)),
                      st.data(), st.sampled_from(["", "N", "E", "S", "W"]),
                      st.lists(st.tuples(st.sampled_from(sorted(HANDS)),
                                         st.sampled_from("NESW")), min_size=1, max_size=3))


def _vulnerable(vul: str, declarer: str) -> bool:
    return vul == "All" or (vul == "NS" and declarer in "NS") or (vul == "EW" and declarer in "EW")


@settings(max_examples=1000 if LONG else 25, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(VUL_BOARD, min_size=1, max_size=3, unique_by=lambda b: b[0]))
def test_each_board_is_scored_at_its_tag_s_vulnerability(boards):
    """A board's stated vulnerability is never replaced: random board numbers, each board's Vulnerable tag in any
    spelling PBN 2.1 allows and a Dealer tag (or none): every result is scored at the tag's
    vulnerability (the numbers from the scoring table), a warning names each board whose tag
    differs from its number's rotation (and only those), and the PBN writer writes each
    board's tags as read, so the file reads back with the same scores."""
    text, expected, warned, tags = [], [], set(), {}
    for board, vul, data, dealer, hands in boards:
        spelling = data.draw(st.sampled_from(VUL_SPELLINGS[vul]))
        text += [f'[Board "{board}"]', f'[Vulnerable "{spelling}"]']
        if dealer:
            text.append(f'[Dealer "{dealer}"]')
        text.append('[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]')
        for i, ((contract, tricks), declarer) in enumerate(hands):
            text.append(f"{i + 1} {i + 11} {contract} {declarer} {tricks}")
            score = HANDS[contract, tricks][_vulnerable(vul, declarer)]
            expected.append(score if declarer in "NS" else -score)
        if vul != ROTATION[(board - 1) % 16]:
            warned.add(board)
        tags[board] = (vul, dealer or "NESW"[(board - 1) % 4])
        text.append("")
    df = read_event("\n".join(text).encode(), format="pbn")
    scored = bk.score_event(df)
    assert scored.ns_score.tolist() == expected
    assert (scored.status == "scored").all()
    problems = scored.attrs["problems"]
    assert {int(scored.board.iloc[p["row"]]) for p in problems
            if p["column"] == "vulnerable"} == warned
    assert all(p["severity"] == "warning" for p in problems), problems
    with tempfile.TemporaryDirectory() as folder:
        write_pbn(df, Path(folder) / "x.pbn")
        written = (Path(folder) / "x.pbn").read_text(encoding="utf-8")
        back = read_event(Path(folder) / "x.pbn")
    for board, (vul, dealer) in tags.items():
        game = written.split(f'[Board "{board}"]', 1)[1].split("[Board ", 1)[0]
        assert f'[Vulnerable "{vul}"]' in game and f'[Dealer "{dealer}"]' in game, game
    again = bk.score_event(back)  # the writer puts the boards in order
    assert sorted(zip(again.board.astype(int), again.ns.astype(int), again.ns_score,
                      strict=True)) == sorted(zip(scored.board.astype(int),
                                                  scored.ns.astype(int), expected, strict=True))


# ---------------------------------------------------------------- pair spellings and movements

#: a pair number written as a number, however a program writes it
PAIR_SPELLINGS = [lambda n: n, lambda n: float(n), lambda n: str(n), lambda n: f"0{n}",
                  lambda n: f"00{n}", lambda n: f"+{n}", lambda n: f"{n}.0", lambda n: f" {n}",
                  lambda n: f"{n} ", lambda n: f"+0{n}.00"]
#: what is not a pair number: zero, negative, not whole, a truth value
NOT_PAIRS = ["-1", "0", "1.5", "-0", "00", "+0", "0.0", "-3", "2.50", 0, -2, 1.5, True]


def _mitchell(tables: int, per_round: int, ns_numbers, ew_numbers) -> list[dict]:
    """A full Mitchell of an odd number of tables: N-S stay, E-W move up a table and the
    boards down a table each round; every pair plays every board, each E-W pair meets each
    N-S pair once."""
    rows = []
    for rnd in range(tables):
        for table in range(tables):
            ew = ew_numbers[(table - rnd) % tables]
            first = ((table + rnd) % tables) * per_round
            rows += [{"board": first + b + 1, "ns": ns_numbers[table], "ew": ew}
                     for b in range(per_round)]
    return rows


def _howell(tables: int, per_round: int, numbers) -> list[dict]:
    """A complete Howell by the circle method: each round every table plays that round's
    boards, each pair meets every other once and a pair sits N-S in one round and E-W in
    another."""
    pairs = 2 * tables
    rows = []
    for rnd in range(pairs - 1):
        ring = [pairs - 1] + [(rnd + i) % (pairs - 1) for i in range(pairs - 1)]
        for table in range(tables):
            a, b = ring[table], ring[pairs - 1 - table]
            if (rnd + table) % 2:
                a, b = b, a
            rows += [{"board": rnd * per_round + k + 1, "ns": numbers[a], "ew": numbers[b]}
                     for k in range(per_round)]
    return rows


MOVEMENT = st.one_of(
    st.tuples(st.just("mitchell"), st.sampled_from([3, 5]), st.integers(1, 2),
              st.sampled_from(["1 up", "101 up", "after N-S", "random apart",
                               "random overlapping"]), st.randoms(use_true_random=False)),
    st.tuples(st.just("howell"), st.integers(2, 4), st.integers(1, 2), st.just("random"),
              st.randoms(use_true_random=False)))


def _movement_event(movement) -> pd.DataFrame:
    kind, tables, per_round, numbering, rng = movement
    if kind == "howell":
        rows = _howell(tables, per_round, rng.sample(range(1, 300), 2 * tables))
    else:
        ns = list(range(1, tables + 1))
        ew = {"1 up": ns, "101 up": [100 + n for n in ns],
              "after N-S": [tables + n for n in ns],
              "random apart": rng.sample(range(tables + 1, 300), tables),
              "random overlapping": rng.sample(range(1, 2 * tables + 1), tables)}[numbering]
        if numbering.startswith("random"):
            ns = rng.sample(ns, tables)
        rows = _mitchell(tables, per_round, ns, ew)
    df = pd.DataFrame(rows)
    df["contract"] = [rng.choice(["4S", "3NT", "2H", "1NT"]) for _ in range(len(df))]
    df["declarer"] = [rng.choice("NESW") for _ in range(len(df))]
    df["result"] = [rng.choice(["=", "+1", "-1", "-2"]) for _ in range(len(df))]
    return df


def _ranking(scored: pd.DataFrame) -> list[tuple]:
    ranks = bk.rank_pairs(scored)
    return sorted(zip(ranks.direction, ranks.pair, ranks.boards, ranks.total.round(9),
                      ranks.pct.round(9), strict=True))


@settings(max_examples=500 if LONG else 20, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(MOVEMENT, st.data())
def test_pair_numbers_however_written_and_the_movement_found(movement, data):
    """The movement found is the real one: Mitchell and Howell movements under random numberings
    (a Mitchell's E-W pairs numbered 1 up like N-S, 101 up, after N-S, at random apart or
    overlapping; a Howell's pairs at random): the movement found is the real one. Each
    pair cell then written in any spelling of its number (``01``, ``+1``, ``1.0``, `` 1``,
    a float) gives the same pairs, the same movement and the same ranking; a cell that is
    not a pair number (``-1``, ``0``, ``1.5``, ...) is a problem of its row and column,
    and only those rows are left unscored."""
    kind = movement[0]
    df = _movement_event(movement)
    plain = bk.score_event(df)
    assert plain.attrs["movement"] == kind, plain.attrs["movement_reason"]
    assert bk.validate_traveller(df).empty
    spelled = df.astype({"ns": object, "ew": object})
    for column in ("ns", "ew"):
        spelled[column] = pd.Series([data.draw(st.sampled_from(PAIR_SPELLINGS))(n)
                                     for n in df[column]], dtype=object)
    assert bk.validate_traveller(spelled).empty
    again = bk.score_event(spelled)
    assert again.attrs["movement"] == kind
    assert _ranking(again) == _ranking(plain)
    bad = data.draw(st.dictionaries(st.tuples(st.integers(0, len(df) - 1),
                                              st.sampled_from(["ns", "ew"])),
                                    st.sampled_from(NOT_PAIRS), min_size=1, max_size=4))
    for (row, column), value in bad.items():
        spelled.loc[row, column] = value
    problems = bk.validate_traveller(spelled)
    assert sorted(zip(problems.row, problems.column, strict=True)) == sorted(bad), (
        problems.to_dict("records"), bad)
    out = bk.score_event(spelled, movement=kind)
    wrong = sorted({row for row, _ in bad})
    assert np.flatnonzero(out.status.to_numpy() == "error").tolist() == wrong
    assert out.ns_mp.isna().to_numpy().nonzero()[0].tolist() == wrong


# ---------------------------------------------------------------- contradictions on a row

#: rows of board 1 (no one vulnerable) that say one thing: the scoring table's N-S score of
#: 4S= by N (420), 3NT+1 by S (430), 2H= by E (-110), 4S-1 by N (-50); a score alone; an
#: artificial score in either column; a ruling in ``adjusted`` replacing a played result
CLEAR_ROWS = {
    "4S=": {"contract": "4S", "declarer": "N", "result": "="},
    "3NT+1": {"contract": "3NT", "declarer": "S", "result": "+1"},
    "2H= by E": {"contract": "2H", "declarer": "E", "result": "="},
    "4S-1": {"contract": "4S", "declarer": "N", "result": "-1"},
    "4S= and its score": {"contract": "4S", "declarer": "N", "result": "=", "ns_score": "420"},
    "score alone": {"ns_score": "450"},
    "artificial in ns_score": {"ns_score": "A60/40"},
    "artificial in adjusted": {"adjusted": "A40/60"},
    "played, ruling in adjusted": {"contract": "4S", "declarer": "N", "result": "=",
                                   "adjusted": "A50/50"},
}
#: rows that say two things: nothing may be chosen between them in silence
CONTRADICTIONS = {
    "played beside an artificial score": {"contract": "4S", "declarer": "N", "result": "=",
                                          "ns_score": "A60/40"},
    "adjusted beside both": {"contract": "4S", "declarer": "N", "result": "=",
                             "ns_score": "A60/40", "adjusted": "A50/50"},
    "two artificial scores": {"ns_score": "A60/40", "adjusted": "A40/60"},
    "played beside another score": {"contract": "4S", "declarer": "N", "result": "=",
                                    "ns_score": "450"},
    "weighted beside a played contract": {"contract": "3NT", "declarer": "S", "result": "+1",
                                          "ns_score": "50%+420 50%+430"},
}


@settings(max_examples=800 if LONG else 40, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(sorted(CLEAR_ROWS)).map(lambda k: (k, False)),
                          st.sampled_from(sorted(CONTRADICTIONS)).map(lambda k: (k, True))),
                min_size=2, max_size=7))
def test_a_row_that_contradicts_itself_is_a_problem_of_its_row(kinds):
    """Nothing is chosen between a row's two answers: boards of clear rows with contradicting rows among them, in
    any order: each contradicting row is in error with a problem naming it (nothing chosen
    between its two answers), and every clear row is scored."""
    rows = [{"board": 1, "ns": i + 1, "ew": i + 21, "contract": "", "declarer": "",
             "result": "", "ns_score": "", "adjusted": "",
             **(CONTRADICTIONS if bad else CLEAR_ROWS)[kind]}
            for i, (kind, bad) in enumerate(kinds)]
    df = pd.DataFrame(rows)
    wrong = [i for i, (_, bad) in enumerate(kinds) if bad]
    out = bk.score_event(df)
    assert np.flatnonzero(out.status.to_numpy() == "error").tolist() == wrong, out.error
    assert np.flatnonzero(out.ns_mp.isna().to_numpy()).tolist() == wrong
    errors = {p["row"] for p in out.attrs["problems"] if p["severity"] == "error"}
    assert errors == set(wrong)
    assert out.attrs["results_scored"] == len(kinds) - len(wrong)


#: a PBN row's Score_NS and Score_EW: one side's score is the other's negative
SCORE_PAIR = st.tuples(st.sampled_from([420, -50, 100, 450, 0, -110, 1430]),
                       st.sampled_from(["both", "ns only", "ew only", "contradict"]),
                       st.sampled_from([420, -420, 50, 0, 100, -1430]))


@settings(max_examples=800 if LONG else 40, deadline=None)
@given(st.lists(SCORE_PAIR, min_size=1, max_size=6))
def test_pbn_score_ns_and_score_ew_that_disagree_are_a_problem_of_their_row(pairs):
    """Nothing is chosen between a PBN row's two scores: rows whose Score_NS and Score_EW agree (or give one of
    them) are scored at that score; a row whose two disagree is in error, a warning names
    its line, and neither score is chosen."""
    lines, expected, wrong = [], [], []
    for i, (ns, how, other) in enumerate(pairs):
        if how == "contradict" and other == -ns:
            how = "both"
        cells = {"both": (f'"{ns}"', f'"{-ns}"'), "ns only": (f'"{ns}"', "-"),
                 "ew only": ("-", f'"{-ns}"'), "contradict": (f'"{ns}"', f'"{other}"')}[how]
        lines.append(f"{i + 1} {i + 21} {cells[0]} {cells[1]}")
        expected.append(np.nan if how == "contradict" else float(ns))
        if how == "contradict":
            wrong.append(i)
    text = ('[Board "1"]\n[Vulnerable "None"]\n'
            '[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW"]\n' + "\n".join(lines) + "\n")
    df = read_event(text.encode(), format="pbn")
    assert sorted(w["line"] for w in df.attrs["warnings"]
                  if w["column"] in ("Score_NS", "Score_EW")) == [i + 4 for i in wrong]
    out = bk.score_event(df)
    assert np.flatnonzero(out.status.to_numpy() == "error").tolist() == wrong
    assert np.allclose(out.ns_score.to_numpy(float), expected, equal_nan=True)
    assert out.ns_mp.isna().to_numpy().nonzero()[0].tolist() == wrong
