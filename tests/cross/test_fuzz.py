"""The fuzz suite: random strings at every parser, mutated real-shaped files at every reader,
hypothesis-made frames at the event functions and odd scalars at every public function.

The promise checked on every input: it is read and scored, or it raises a BridgekitError
(never another exception); what is written from it reads back with the same scores.

Profiles (``BRIDGEKIT_FUZZ``): ``quick`` (the default, part of ``make test``, well under
60 s on two cores) and ``long`` (``make fuzz``: more than 100,000 inputs). Each mutation
test prints how many inputs it tried.
"""

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


def _exercise(data: bytes, fmt: str, tmp, write: bool = True) -> None:
    """Read, score, rank and (when ``write``) write one input and read it back; only
    BridgekitError may escape."""
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


@pytest.mark.parametrize("seed_name", ["ruter.pbn", "club.pbn", "sample.csv", "sample.xml"])
def test_mutated_files_raise_only_bridgekit_errors(seed_name, data_dir, tmp_path, capsys):
    data = _seeds(data_dir)[seed_name]
    fmt = {"pbn": "pbn", "csv": "csv", "xml": "usebio"}[seed_name.rsplit(".", 1)[1]]
    rng = random.Random(seed_name)
    count = 25_000 if LONG else 300
    tried = 0
    for i, mutated in enumerate(_mutations(data, rng, count)):
        # writing three files and reading them back costs ten reads: every 10th input
        _exercise(mutated, fmt, tmp_path, write=i % 10 == 0)
        tried += 1
    # every truncation of the file, byte by byte (the long profile), or every 13th byte
    step = 1 if LONG else 13
    for end in range(0, len(data), step):
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


# ---------------------------------------------------------------- hypothesis frames

CELL = st.one_of(st.none(), st.integers(-3, 40), st.floats(allow_nan=True),
                 st.sampled_from([*ODD, "4S", "3NT", "N", "S", "=", "+1", "-2", "420", "-50",
                                  "A60/40", "30%+420 70%+170", "1", "2", "7", "NS 25%", "EW 1.5",
                                  "A+/A+", "PO", "-"]),
                 st.text(max_size=6), st.lists(st.integers(), max_size=2))
COLUMNS = st.lists(st.sampled_from(["board", "ns", "ew", "contract", "declarer", "result",
                                    "ns_score", "adjusted", "group", "lead", "penalty"]),
                   min_size=1, max_size=9)


@settings(max_examples=3000 if LONG else 150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(COLUMNS, st.integers(0, 8), st.data())
def test_random_frames_score_or_raise_bridgekit_errors(columns, rows, data):
    frame = pd.DataFrame({c: data.draw(st.lists(CELL, min_size=rows, max_size=rows))
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


SCALAR = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6),
                   st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=5),
                   st.lists(st.integers(-5000, 5000), max_size=4))
FUNCTIONS = {
    "imps": lambda a, b, c: bk.imps(a),
    "wbf_vp": lambda a, b, c: bk.wbf_vp(a, b),
    "wbf_vp_discrete": lambda a, b, c: bk.wbf_vp_discrete(a, b),
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
                                                                 allow_infinity=True))


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
    t1 = rng.choice([-620, -100, 0, 50, 110, 420, 450, 1430], matches * 8).astype(object)
    t2 = rng.choice([-620, -100, 0, 50, 110, 420, 450, 1430], matches * 8).astype(object)
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
