"""A Bridgemate Control Software database (.bws) read as an event.

The fixture ``tests/data/programs/bridgemate-2026-01-26.bws`` is a real session database
(an ACBL club's Common Game of 2026-01-26; players' names and numbers pseudonymised, every
other table as the scoring PC left it): one section A of 10 tables, a Mitchell (N-S 1-10
stationary, E-W 1-10 moving), 9 rounds of 3 boards, boards 1-27; ``ReceivedData`` 270
rows, 6 of them ``Not played`` (N-S 7 v E-W 9 at table 7 in round 9, boards 10-12; N-S 6
v E-W 9 at table 6 in round 8, boards 16-18); ``PlayerNumbers`` 40 players entered at
the start (round 0); ``HandRecord`` 36 deals and ``HandEvaluation`` their double-dummy
tricks. Beside it, ``bridgemate-2026-01-26.handrecord.pbn``: BridgeComposer's hand record
of the same session (36 deals with its own double dummy and par).

What is asserted was read off ``mdb-export FILE TABLE`` (mdbtools), not bridgekit:

Board 1 (none vulnerable) as entered: 4S+2 by N six times (N-S 1, 4, 5, 6, 7, 9: +480),
4S= by N (N-S 3: +420), 4D+2 by S twice (N-S 2, 10: +170), 5D-1 by S (N-S 8: -50).
Ten results, a top of 18 on the 2-per scale: 480 beats 4 and ties 5: 2 x 4 + 5 = 13;
420 beats 3: 6; 170 beats 1 and ties 1: 3; -50: 0 (6 x 13 + 6 + 3 + 3 + 0 = 90 = 10 x 9).

Board 10 (all vulnerable): not played at table 7 (N-S 7 v E-W 9); nine results: 4S+2 by
W five times (-680), 2S+3 by W (N-S 2: -200), 5S= by W (N-S 3: -650), 4S+1 by W (N-S 9:
-650), 4S+3 by E (N-S 6: -710). Neuberg to the 10 results the board was meant to have
(EBU White Book 3.2.4, (M + 1) x 10/9 - 1 on the 2-per scale): -200 beats 8: 16 ->
17 x 10/9 - 1 = 17.89; -650 beats 6, ties 1: 13 -> 14.56; -680 beats 1, ties 4: 6 ->
6.78; -710: 0 -> 0.11.

The session's totals were worked by a separate script from mdb-export's ReceivedData (its
own score table, Neuberg as above on every board with a not-played result): N-S 3
269.44 of 27 x 18 = 486 (55.44%); N-S 6 238.89 of 24 x 18 = 432 (55.30%, three boards
not played); E-W 2 283.56 (58.34%); E-W 9 179.00 of 21 x 18 = 378 (47.35%, six not
played).
"""

import copy
import io
import sys
from pathlib import Path

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.deals.deal import Deal
from bridgekit.errors import BridgekitError, FileFormatError
from bridgekit.io import read_bws, read_event, read_hand_records
from bridgekit.io.bws import bws_frame, read_bws_tables

BWS = "bridgemate-2026-01-26.bws"
HANDS = "bridgemate-2026-01-26.handrecord.pbn"


@pytest.fixture(scope="module")
def path():
    return Path(__file__).parent.parent / "data" / "programs" / BWS


@pytest.fixture(scope="module")
def event(path):
    return read_bws(path)


@pytest.fixture(scope="module")
def tables(path):
    return read_bws_tables(path)


def test_every_row_accounted_for(event):
    assert event.attrs["received"] == 270 and len(event) == 270
    assert event.attrs["warnings"] == []  # no row replaced, erased or not understood
    assert event.attrs["format"] == "bws"
    assert event.attrs["program"] == {"name": "Bridgemate Control Software"}
    assert event.attrs["event"] == {"Event": "Bridge game", "Date": "2026-01-26"}
    assert event.attrs["movement"] == "mitchell" and event.attrs["scoring"] == "MATCH_POINTS"
    assert event.attrs["totals"] is None  # a database holds no published scores
    assert set(event["section"]) == {"A"} and event["board"].nunique() == 27
    # ReceivedData ID 1: table 1, round 1, board 1, "4 S" "+2" by N
    first = event.iloc[0]
    assert (first.board, first.table, first["round"], first.ns, first.ew, first.contract,
            first.declarer, first.result) == (1, "1", "1", "1", "1", "4S", "N", "+2")
    assert (event["contract"] == "4SX").sum() == 7  # "4 S x" seven times


def test_the_six_not_played_are_boards_not_played(event):
    blank = event[event["contract"] == ""]
    assert sorted(zip(blank.board, blank.ns, blank.ew, strict=True)) == [
        (10, "7", "9"), (11, "7", "9"), (12, "7", "9"), (16, "6", "9"), (17, "6", "9"),
        (18, "6", "9")]
    assert (blank[["declarer", "result", "ns_score"]] == "").all().all()
    scored = bk.score_event(event)
    assert scored["status"].astype(str).value_counts().to_dict() == {"scored": 264,
                                                                     "not played": 6}


def test_forty_player_names_on_the_right_pairs(event):
    players = event.attrs["players"]
    assert len(players) == 40 and {p["round"] for p in players} == {"0"}
    ns = event.drop_duplicates("ns").set_index("ns")["ns_names"]
    ew = event.drop_duplicates("ew").set_index("ew")["ew_names"]
    names = {n for pair in [*ns, *ew] for n in pair.split(" - ")}
    assert len(names) == 40
    # mdb-export PlayerNumbers: table 1 N "Qyqn Ooru", S "Zipajw CdRamofefiz", E "Jb
    # Wggphhl", W "Ymvnqv Kjtjgyu"; table 9 E "Yzepz Cdpwhoqk", W "Pwiaa Xbdv"
    assert ns["1"] == "Qyqn Ooru - Zipajw CdRamofefiz"
    assert ew["1"] == "Jb Wggphhl - Ymvnqv Kjtjgyu"
    assert ew["9"] == "Yzepz Cdpwhoqk - Pwiaa Xbdv"
    # E-W 7 started at table 7 (E "Argoa Rbhxe", W "Jzrnl Iwhcdnug") and meets N-S 8 at
    # table 8 in round 2 (RoundData 1,8,2,8,7)
    row = event[(event.table == "8") & (event["round"] == "2")].iloc[0]
    assert (row.ns, row.ew) == ("8", "7")
    assert row.ns_names == "Rpdhr Gjoqrslwyghm - Ckgeo Ssrnl"
    assert row.ew_names == "Argoa Rbhxe - Jzrnl Iwhcdnug"


def test_a_player_entered_in_a_later_round_replaces_that_seat_from_then_on(tables):
    changed = copy.deepcopy(tables)
    players = changed["PlayerNumbers"]
    for column, value in {"Section": 1, "Table": 8, "Direction": "E", "Number": "1234567",
                          "Name": "Late Arrival", "Round": 5, "Updated": True,
                          "Processed": False, "TimeLog": "2026-01-26 12:00:00"}.items():
        players[column].append(value)
    frame = bws_frame(changed)
    # table 8 in round 5: RoundData seats E-W 4 there; E-W 4 started at table 4 (E "Kuqmd
    # Secb", W "Yoslw Vklz"): from round 5 on its E player is the newcomer
    ew4 = frame[frame.ew == "4"].drop_duplicates("round").set_index("round")["ew_names"]
    assert ew4["4"] == "Kuqmd Secb - Yoslw Vklz"
    assert ew4["5"] == ew4["9"] == "Late Arrival - Yoslw Vklz"


def test_a_howell_pair_keeps_its_names_in_either_direction():
    """Two tables, four pairs, a Howell: pair 1 sits N-S in round 1 and E-W in round 2, pair
    4 E-W then N-S; each pair's names follow it across the table."""
    tables = {"Section": {"ID": [1], "Letter": ["A"]},
              "RoundData": {"Section": [1] * 4, "Table": [1, 2, 1, 2], "Round": [1, 1, 2, 2],
                            "NSPair": [1, 3, 4, 2], "EWPair": [2, 4, 1, 3]},
              "ReceivedData": {"ID": [1, 2, 3, 4], "Section": [1] * 4, "Table": [1, 2, 1, 2],
                               "Round": [1, 1, 2, 2], "Board": [1, 3, 3, 1],
                               "PairNS": [1, 3, 4, 2], "PairEW": [2, 4, 1, 3],
                               "NS/EW": ["N"] * 4, "Contract": ["4 S"] * 4,
                               "Result": ["="] * 4},
              "PlayerNumbers": {"Section": [1] * 8, "Table": [1, 1, 1, 1, 2, 2, 2, 2],
                                "Direction": list("NESW") * 2, "Round": [0] * 8,
                                "Name": ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]}}
    frame = bws_frame(tables)
    assert frame.attrs["movement"] == "howell"
    assert frame[["ns", "ns_names", "ew", "ew_names"]].values.tolist() == [
        ["1", "Ann - Cy", "2", "Bo - Di"], ["3", "Ed - Gus", "4", "Flo - Hal"],
        ["4", "Flo - Hal", "1", "Ann - Cy"], ["2", "Bo - Di", "3", "Ed - Gus"]]


def test_thirty_six_deals_with_their_double_dummy(event, data_dir):
    deals = pd.DataFrame(event.attrs["hand_records"])
    assert len(deals) == 36 and deals["board"].tolist() == list(range(1, 37))
    assert deals.iloc[0]["deal"] == ("N:AQT94.T53.KQ8.T9 63.J98.J53.K8654 K72.6.AT9762.AJ7 "
                                     "J85.AKQ742.4.Q32")
    # HandEvaluation's tables are BridgeComposer's DoubleDummyTricks for all 36 deals
    composer = read_hand_records(data_dir / "programs" / HANDS)
    assert [Deal.parse(d).hands for d in deals["deal"]] == \
        [Deal.parse(d).hands for d in composer["deal"]]
    assert list(deals["dd"]) == list(composer["dd"])
    assert (deals["dealer"].tolist(), deals["vulnerability"].tolist()) == \
        (composer["dealer"].tolist(), composer["vulnerability"].tolist())


def test_a_void_the_database_holds_as_null_is_a_void(tables, event):
    """HandRecord board 4: North holds no club ('' in the fixture); the same void stored as
    a Null reads as the same deal."""
    changed = copy.deepcopy(tables)
    hands = changed["HandRecord"]
    at = hands["Board"].index(4)
    assert hands["NorthClubs"][at] == ""
    hands["NorthClubs"][at] = None
    frame = bws_frame(changed)
    assert frame.attrs["warnings"] == []
    assert frame.attrs["hand_records"] == event.attrs["hand_records"]


def test_a_hand_record_beside_gives_its_par(path, data_dir):
    event = read_bws(path, hand_records=data_dir / "programs" / HANDS)
    deals = pd.DataFrame(event.attrs["hand_records"])
    assert event.attrs["warnings"] == []  # the same deals
    assert deals.iloc[0]["optimum_score"] == 980 and deals.iloc[0]["par_contract"] == "NS 6S="


def test_a_hand_record_beside_that_deals_otherwise_is_said(path, data_dir):
    composer = read_hand_records(data_dir / "programs" / HANDS)
    other = composer.copy()
    other.loc[0, "deal"] = composer.loc[1, "deal"]
    event = read_bws(path, hand_records=other)
    [warning] = event.attrs["warnings"]
    assert warning["board"] == 1 and "the hand record beside is used" in warning["problem"]
    assert pd.DataFrame(event.attrs["hand_records"]).iloc[0]["deal"] == composer.loc[1, "deal"]


def test_the_session_scored_and_ranked(event):
    scored = bk.score_event(event)
    board1 = scored[scored.board == 1].set_index("ns")
    assert board1["ns_mp"].to_dict() == {"1": 13, "4": 13, "5": 13, "6": 13, "7": 13,
                                         "9": 13, "3": 6, "2": 3, "10": 3, "8": 0}
    assert board1.loc["8", "ew_mp"] == 18
    board10 = scored[(scored.board == 10) & (scored.status == "scored")].set_index("ns")
    assert board10["ns_mp"].round(2).to_dict() == {
        "2": 17.89, "3": 14.56, "9": 14.56, "1": 6.78, "4": 6.78, "5": 6.78, "8": 6.78,
        "10": 6.78, "6": 0.11}
    ranks = bk.rank_pairs(scored).set_index(["direction", "pair"])
    for key, total, boards, pct in ((("NS", "3"), 269.44, 27, 55.44),
                                    (("NS", "6"), 238.89, 24, 55.30),
                                    (("EW", "2"), 283.56, 27, 58.34),
                                    (("EW", "9"), 179.00, 21, 47.35)):
        row = ranks.loc[key]
        assert (round(row["total"], 2), row["boards"], round(row["pct"], 2)) == \
            (total, boards, pct), key
    assert ranks.loc[("EW", "2"), "rank"] == ranks.loc[("NS", "3"), "rank"] == "1"


def test_par_from_the_deals_beside_the_traveller(event):
    from bridgekit.pairs.against_par import vs_par

    compared = vs_par(bk.score_event(event), pd.DataFrame(event.attrs["hand_records"]))
    board1 = compared[compared.board == 1].set_index("ns")
    # N-S make 12 tricks in spades double dummy (HandEvaluation: North and South 12 in
    # spades and diamonds), none vulnerable: par 6S= +980
    assert (board1["par"] == 980).all()
    assert board1.loc["1", "vs_par"] == 480 - 980 and board1.loc["1", "vs_par_imps"] == -11
    assert "2 fewer than double dummy (12)" in board1.loc["8", "par_note"]  # 5D-1: 10 tricks


def test_read_event_takes_the_database_by_its_ending_or_its_bytes(path):
    by_name = read_event(path)
    by_bytes = read_event(path.read_bytes())
    stream = read_event(io.BytesIO(path.read_bytes()))
    for frame in (by_bytes, stream):
        pd.testing.assert_frame_equal(frame, by_name)
    assert read_event(path.read_bytes(), format="bws").attrs["format"] == "bws"
    assert bk.io.FORMATS[".bws"].name == "bws" and bk.io.FORMATS[".bws"].write is None


def _with(tables, **rows):
    """The fixture's tables with rows added to ReceivedData (each a dict of its columns)."""
    changed = copy.deepcopy(tables)
    received = changed["ReceivedData"]
    blank = {"Declarer": 0, "LeadCard": "", "Remarks": "", "DateLog": "2026-01-26 00:00:00",
             "Processed": False, "Processed1": False, "Processed2": False,
             "Processed3": False, "Processed4": False, "Erased": False, "ExternalUpdate": False,
             "SuspiciousContract": 0}
    for row in rows.values():
        for column in received:
            received[column].append({**blank, **row}[column])
    return changed


def _entry(id_, table, round_, board, ns, ew, seat, contract, result, time, **more):
    return {"ID": id_, "Section": 1, "Table": table, "Round": round_, "Board": board,
            "PairNS": ns, "PairEW": ew, "NS/EW": seat, "Contract": contract, "Result": result,
            "TimeLog": f"1899-12-30 {time}", **more}


def test_a_result_entered_again_is_the_later_one_and_the_earlier_is_reported(tables):
    frame = bws_frame(_with(tables,
                            again=_entry(271, 1, 1, 1, 1, 1, "N", "4 S", "+1", "10:20:00"),
                            erased=_entry(272, 2, 1, 4, 2, 2, "N", "3 NT", "-3", "10:30:00",
                                          Erased=True),
                            # entered before ID 8 (10:16:14) at the same table: ID 8 stands
                            early=_entry(273, 9, 1, 1, 9, 9, "S", "5 D", "-1", "10:15:00")))
    assert frame.attrs["received"] == 273 and len(frame) == 270  # 3 rows more, 3 reported
    problems = {w["row"]["ID"]: w for w in frame.attrs["warnings"]}
    assert set(problems) == {"1", "272", "273"}
    assert problems["1"]["problem"] == ("re-entered at table 1, round 1, board 1: the later "
                                        "entry (ID 271) is the result")
    assert problems["1"]["value"] == "4 S N +2"
    assert problems["272"]["problem"] == "marked Erased: not a result"
    assert "(ID 8) is the result" in problems["273"]["problem"]
    row = frame[(frame.table == "1") & (frame.board == 1)].iloc[0]
    assert (row.contract, row.result) == ("4S", "+1")
    assert frame[(frame.table == "2") & (frame.board == 4)].iloc[0].contract == "4S"
    # board 1 with 450 for N-S 1: 480 five times beats 5, ties 4: 14; 450 beats 4: 8
    mp = bk.score_event(frame).query("board == 1").set_index("ns")["ns_mp"]
    assert (mp["1"], mp["9"], mp["3"]) == (8, 14, 6)


def test_arbitral_scores_are_rulings_and_an_unknown_remark_is_a_problem(tables):
    changed = copy.deepcopy(tables)
    received = changed["ReceivedData"]
    at = {received["ID"][i]: i for i in range(len(received["ID"]))}
    received["Remarks"][at[243]] = "40%-60%"  # table 7, round 9, board 10
    received["Remarks"][at[244]] = "Arbitral score"  # board 11
    received["Contract"][at[244]] = "60%-40%"
    received["Remarks"][at[245]] = "Wrong board"  # board 12
    frame = bws_frame(changed)
    rows = frame[frame.table == "7"].set_index("board")
    assert rows.loc[10, "ns_score"] == "A40/60" and rows.loc[11, "ns_score"] == "A60/40"
    assert (rows.loc[11, "contract"], rows.loc[11, "declarer"]) == ("", "")
    [warning] = frame.attrs["warnings"]
    assert warning["board"] == 12 and warning["value"] == "Wrong board"
    assert warning["row"] == {"ID": "245"} and "not understood" in warning["problem"]
    scored = bk.score_event(frame).query("table == '7' and round == '9'").set_index("board")
    # an artificial score: 40% and 60% of the board's top of 18 (Law 12C2)
    assert (scored.loc[10, "ns_mp"], scored.loc[10, "ew_mp"]) == (7.2, 10.8)
    assert scored.loc[12, "status"] == "error" and "Wrong board" in scored.loc[12, "error"]


def test_check_says_there_is_nothing_published_and_publish_writes_the_site(path, tmp_path,
                                                                          capsys):
    from bridgekit.cli import main

    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "written by Bridgemate Control Software" in out
    assert "no published numbers to check" in out
    folder = tmp_path / "site"
    assert main(["publish", str(path), str(folder)]) == 0
    index = (folder / "index.html").read_text()
    assert "Bridge game" in index and "2026-01-26" in index
    assert "Qyqn Ooru - Zipajw CdRamofefiz" in index
    assert len(list(folder.glob("board-*.html"))) == 27
    board = (folder / "board-1.html").read_text()
    assert "Par N-S +980" in board  # HandEvaluation's double dummy: 6S= by N or S


def test_the_apps_upload_opens_the_database_with_its_deals(path):
    import datetime

    pytest.importorskip("ipywidgets")
    from bridgekit.widgets import TravellerEditor

    editor = TravellerEditor(board=1, rows=1)
    data = path.read_bytes()
    editor.upload.value = ({"name": BWS, "type": "", "size": len(data),
                            "content": memoryview(data),
                            "last_modified": datetime.datetime(2026, 1, 26)},)
    assert f"Opened {BWS}: board 1, 10 results (the file has 27 boards)" in editor.message.value
    assert editor.hand_records is not None and len(editor.hand_records) == 36
    assert ".bws" in editor.upload.accept


# hostile databases: each a clear FileFormatError


def test_a_truncated_database_is_refused(path):
    data = path.read_bytes()
    with pytest.raises(FileFormatError, match=r"not a whole number of Jet 3 .* cut short"):
        read_bws(data[:100_000])
    # cut at a page boundary: the table's definition says 270 rows, its pages are gone
    with pytest.raises(FileFormatError, match="ReceivedData table holds 270 rows by its "
                                              "definition and 181 could be read"):
        read_bws(data[:2048 * 550])
    with pytest.raises(FileFormatError, match="catalogue of tables cannot be read"):
        read_bws(data[:2048 * 10])


def test_a_file_that_is_no_jet_database_or_another_version_is_refused(path):
    with pytest.raises(FileFormatError, match=r"not a Microsoft Access \(Jet\) database: it "
                                              r"begins '\[Event"):
        read_bws(b'[Event "Club"]\n[Board "1"]\n')
    data = path.read_bytes()
    with pytest.raises(FileFormatError, match="Jet format version 9: bridgekit reads Jet 3"):
        read_bws(data[:0x14] + bytes([9]) + data[0x15:])
    with pytest.raises(FileFormatError, match=r"a \.bws database is binary"):
        read_bws(io.StringIO("Standard Jet DB"))


def test_a_database_without_its_results_table_is_refused(path):
    data = path.read_bytes().replace(b"ReceivedData", b"ReceivedDatX")
    with pytest.raises(FileFormatError, match="no ReceivedData table: a Bridgemate database "
                                              r"holds .* \(found: BiddingData, "):
        read_bws(data)


def test_a_huge_database_is_refused_before_it_is_read(path):
    with pytest.raises(FileFormatError, match="1132544 bytes, larger than 100000: refused"):
        read_bws(path, max_bytes=100_000)


def test_a_missing_reader_names_the_package_to_install(path, monkeypatch):
    monkeypatch.setitem(sys.modules, "access_parser", None)
    with pytest.raises(BridgekitError, match=r"needs the access-parser package: pip install "
                                             r"'duplicate-bridge-scoring\[bws\]'"):
        read_bws(path)


def test_a_results_table_without_its_columns_is_refused(tables):
    from bridgekit.io.bws import _whole

    received = {k: v for k, v in tables["ReceivedData"].items() if k != "Contract"}
    with pytest.raises(FileFormatError, match="its ReceivedData table has no Contract column"):
        _whole(received, "ReceivedData", "x.bws")


def test_a_database_with_no_results_yet_is_an_empty_traveller(tables):
    empty = copy.deepcopy(tables)
    empty["ReceivedData"] = {column: [] for column in tables["ReceivedData"]}
    frame = bws_frame(empty)
    assert len(frame) == 0 and frame.attrs["received"] == 0
    assert list(frame.columns[:6]) == ["board", "section", "table", "round", "ns", "ew"]


def test_a_damaged_results_page_is_refused_or_read_and_scored(path):
    """Bytes overwritten at random in the pages that hold the results and deals: each
    database is refused with a FileFormatError or read into a traveller that scores, never
    another exception."""
    import random
    import re

    data = path.read_bytes()
    pages = sorted({m.start() // 2048 for m in re.finditer(rb"3 NT|4 S|Not played|AQT94",
                                                           data)})
    assert len(pages) >= 5
    rng = random.Random(3)
    outcomes = set()
    for _ in range(12):
        damaged = bytearray(data)
        for _ in range(rng.choice([1, 3, 20])):
            damaged[rng.choice(pages) * 2048 + rng.randrange(2048)] = rng.randrange(256)
        try:
            frame = read_bws(bytes(damaged))
        except FileFormatError:
            outcomes.add("refused")
            continue
        bk.rank_pairs(bk.score_event(frame))
        outcomes.add("read")
    assert outcomes == {"refused", "read"}


def test_a_result_that_round_data_does_not_seat_there_is_reported(tables):
    changed = copy.deepcopy(tables)
    received = changed["ReceivedData"]
    received["PairEW"][0] = 5  # ID 1: table 1, round 1, where RoundData seats E-W 1
    received["Board"][1] = 9  # ID 2: table 8, round 1 plays boards 4-6
    frame = bws_frame(changed)
    assert [w["problem"] for w in frame.attrs["warnings"]] == [
        "RoundData seats N-S 1 v E-W 1 at table 1 in round 1; the result was entered for "
        "N-S 1 v E-W 5: read as entered",
        "board 9 is not among boards 4-6 RoundData gives table 8 in round 1: read as entered"]
    assert len(frame) == 270 and frame.iloc[0]["ew"] == "5"


def test_what_the_sections_and_settings_state(tables):
    changed = copy.deepcopy(tables)
    changed["Section"] = {"ID": [1, 2], "Letter": ["A  ", "B  "], "ScoringType": [1, 3]}
    changed["Settings"] = {"GroupSections": [True]}
    frame = bws_frame(changed)
    assert frame.attrs["sections"] == "field"  # several sections scored as one
    assert "scoring" not in frame.attrs
    [warning] = frame.attrs["warnings"]
    assert warning["problem"] == ("Section ScoringType 1, 3: not read (1 is matchpoints); "
                                  "scored by the options given")
    changed["Settings"] = {"GroupSections": [False]}
    assert bws_frame(changed).attrs["sections"] == "apart"


def test_a_section_lettered_twice_or_two_sections_of_one_letter_are_refused(tables):
    # before: section 1 listed as A and as B was read as B without a word; sections 1 and 2
    # both lettered A were read as one section A, their pairs 1 one pair
    changed = copy.deepcopy(tables)
    changed["Section"] = {"ID": [1, 1], "Letter": ["A  ", "B  "]}
    with pytest.raises(FileFormatError, match="Section ID '1' is listed as 'A' and as 'B'"):
        bws_frame(changed)
    changed["Section"] = {"ID": [1, 2], "Letter": ["A", "A"]}
    with pytest.raises(FileFormatError, match="Sections '1', '2' are each lettered 'A'"):
        bws_frame(changed)
    changed["Section"] = {"ID": [1, 1], "Letter": ["A", "A"]}  # listed twice alike: read
    assert set(bws_frame(changed)["section"]) == {"A"}


@given(st.lists(st.tuples(st.integers(1, 2), st.integers(1, 2), st.integers(1, 3),
                          st.integers(0, 5), st.booleans()), min_size=1, max_size=25))
@settings(max_examples=25, deadline=None)
def test_every_entry_is_the_result_or_reported(entries):
    """However results are entered again or erased, each table, round and board keeps its
    latest entry that is not erased (by time, then ID), and every other row is reported."""
    tables = {"Section": {"ID": [1], "Letter": ["A"]},
              "RoundData": {"Section": [1] * 4, "Table": [1, 2, 1, 2], "Round": [1, 1, 2, 2],
                            "NSPair": [1, 2, 1, 2], "EWPair": [1, 2, 2, 1]},
              "ReceivedData": {
                  "ID": list(range(1, len(entries) + 1)), "Section": [1] * len(entries),
                  "Table": [e[0] for e in entries], "Round": [e[1] for e in entries],
                  "Board": [e[2] for e in entries],
                  "PairNS": [e[0] for e in entries],
                  "PairEW": [e[0] if e[1] == 1 else 3 - e[0] for e in entries],
                  "NS/EW": ["N"] * len(entries), "Contract": ["4 S"] * len(entries),
                  "Result": [f"+{e[3] % 4}" for e in entries],
                  "TimeLog": [f"1899-12-30 10:0{e[3]}:00" for e in entries],
                  "Erased": [e[4] for e in entries]}}
    frame = bws_frame(tables)
    assert len(frame) + len(frame.attrs["warnings"]) == len(entries)
    latest = {}
    for id_, (table, round_, board, minute, erased) in enumerate(entries, 1):
        key = (str(table), str(round_), board)
        if not erased and (key not in latest or (minute, id_) >= latest[key][:2]):
            latest[key] = (minute, id_, f"+{minute % 4}")
    kept = {(r.table, r["round"], r.board): r.result for _, r in frame.iterrows()}
    assert kept == {key: result for key, (_, _, result) in latest.items()}


def test_a_fifo_or_a_link_to_dev_zero_named_bws_is_refused_at_once(tmp_path):
    import os

    fifo = tmp_path / "x.bws"
    os.mkfifo(fifo)
    link = tmp_path / "y.bws"
    link.symlink_to("/dev/zero")
    for special in (fifo, link):
        with pytest.raises(FileFormatError, match="not a regular file"):
            read_event(special)
    with pytest.raises(FileFormatError, match=r"not a Microsoft Access \(Jet\) database"):
        read_event(b"Dear director,\nplease find the results attached.\n", format="bws")
