"""Hand records out: bridgekit writes BridgeComposer's hand record, tag for tag.

The fixture ``tests/data/hands/bridgecomposer-handrecord.pbn`` is a real hand record written by
BridgeComposer 5.107.1 (36 deals, CRLF, its ``%`` header of display options) for an ACBL
club's Common Game session of 2026-01-26, public domain (the Unlicense, from a public project's
test fixtures), the hand record beside that session's Bridgemate database. bridgekit
computes every deal's double-dummy table afresh (endplay) and par (``bridgekit.par``) and
writes them: every line of every deal is BridgeComposer's, except two tags that name the
program: ``BCFlags`` (BridgeComposer's display switches, not written) and ``Generator``.

The one difference found on the way, and how it is settled: ``bridgekit.par`` lists par
contracts as DDS does (no trumps, spades, hearts, diamonds, clubs), BridgeComposer from the
lowest strain up, as bids rank (board 2 ``EW 6H=; EW 6S=``, board 30 ``EW 4CX-2; EW 4HX-2``,
board 31 ``EW 5C=; EW 5D=``); the writer sorts them as BridgeComposer does. The scores, the
contracts, their declarers and every table agree on all 36 deals.
"""

import os
from pathlib import Path

import pytest

import bridgekit as bk
from bridgekit.deals.double_dummy import DDTable
from bridgekit.io import read_hand_records, write_hand_records
from bridgekit.io.hands import optimum_score_text, par_contract_text

pytest.importorskip("endplay")

DATA = Path(__file__).parents[1] / "data"


@pytest.fixture(scope="module")
def composer():
    return DATA / "hands" / "bridgecomposer-handrecord.pbn"


@pytest.fixture(scope="module")
def recomputed(composer, tmp_path_factory):
    """The fixture's deals written by bridgekit with every table computed anew."""
    out = tmp_path_factory.mktemp("hands") / "recomputed.pbn"
    write_hand_records(read_hand_records(composer).assign(dd=None), out)
    return out


def games(data: bytes) -> list[bytes]:
    """The lines from the first deal on, without the two tags that name the program."""
    lines = data.split(b"\r\n")
    start = lines.index(b'[Event ""]')
    return [line for line in lines[start:]
            if not line.startswith((b"[BCFlags ", b"[Generator "))]


def test_recomputed_tags_equal_bridgecomposers_on_all_36_deals(composer, recomputed):
    ours, theirs = recomputed.read_bytes(), composer.read_bytes()
    assert games(ours) == games(theirs)  # 36 deals, 1,440 lines, CRLF, byte for byte
    assert ours.count(b"[Board ") == 36 and b"\n" not in ours.replace(b"\r\n", b"")
    # tag by tag, on a few deals worked from the file: board 1 N-S make 6S (12 tricks by N
    # and S) for 980; board 3 N-S sacrifice in 4SX, one down (9 tricks) E-W vulnerable
    # against E-W's 4H: -100, written from N-S's side; board 9 only East makes 11 tricks in
    # no trumps (West 10): "E 3N+2", 660 to E-W.
    text = ours.decode("latin-1")
    for board, score, contract in ((1, "NS 980", "NS 6S="), (3, "NS -100", "NS 4SX-1"),
                                   (9, "EW 660", "E 3N+2"), (7, "EW -500", "EW 5SX-2"),
                                   (30, "EW -300", "EW 4CX-2; EW 4HX-2")):
        block = text.split(f'[Board "{board}"]')[1].split("[Event")[0]
        assert f'[OptimumScore "{score}"]' in block and f'[ParContract "{contract}"]' in block


def test_the_header_says_what_wrote_the_file_and_its_charset(recomputed):
    head = recomputed.read_bytes().split(b"\r\n")[:5]
    assert head == [b"% PBN 2.1", b"% EXPORT", b"%Content-type: text/x-pbn; charset=ISO-8859-1",
                    f"%Creator: bridgekit {bk.__version__}".encode(), b'[Event ""]']


def test_par_contracts_are_listed_from_clubs_up_as_bridgecomposer_lists_them(composer):
    hr = read_hand_records(composer).set_index("board")
    # board 30, dealer E, none vulnerable, DoubleDummyTricks 95594 95594 47848 47848: N and S
    # take 9 tricks in no trumps (3NT=, 400); E and W take 8 in clubs and in hearts, so 4CX
    # or 4HX two down non-vulnerable costs E-W 300, less than 400 (4S: 7 tricks, -500)
    row = hr.loc[30]
    p = bk.par(row.dd, row.vulnerability, row.dealer)
    assert p.score == 300
    assert [c.program_form for c in p.contracts] == ["4HX E 8", "4CX E 8"]  # DDS's order
    assert par_contract_text(p) == "EW 4CX-2; EW 4HX-2" == row.par_contract
    assert optimum_score_text(p) == "EW -300"


def test_a_deal_passed_out_at_par_reads_ns_0_and_ns_pass():
    p = bk.par(DDTable.from_pbn("66666666666666666666"), "None", "N")  # 6 tricks everywhere
    assert (p.score, optimum_score_text(p), par_contract_text(p)) == (0, "NS 0", "NS Pass")


def test_written_files_read_back_whole(composer, recomputed):
    theirs, ours = read_hand_records(composer), read_hand_records(recomputed)
    columns = ["board", "dealer", "vulnerability", "deal", "optimum_score", "par_contract"]
    assert ours[columns].values.tolist() == theirs[columns].values.tolist()
    assert [t.to_pbn() for t in ours.dd] == [t.to_pbn() for t in theirs.dd]
    assert not any(t.lossy for t in ours.dd)
    assert ours.vulnerability.tolist()[:4] == ["None", "NS", "EW", "Both"]  # written "All"


def test_a_frame_s_exact_tables_are_written_without_the_solver(composer, recomputed, tmp_path,
                                                              monkeypatch):
    import bridgekit.deals.double_dummy as dd

    def refuse(deals):
        raise AssertionError(f"computed {len(list(deals))} tables")

    monkeypatch.setattr(dd, "dd_tables", refuse)
    out = tmp_path / "again.pbn"
    write_hand_records(read_hand_records(composer), out)
    assert out.read_bytes() == recomputed.read_bytes()


def test_a_lossy_table_is_computed_exactly(data_dir, tmp_path):
    # Dealmaster's "1" for 6 tricks or fewer: board 1's lossy 11817118171717117171 is the
    # exact 66867668676747667476 of tests/data/hands/exact.pbn
    out = tmp_path / "exact.pbn"
    write_hand_records(read_hand_records(data_dir / "hands" / "lossy.pbn"), out)
    written = read_hand_records(out).set_index("board")
    exact = read_hand_records(data_dir / "hands" / "exact.pbn").set_index("board")
    assert written.loc[1, "dd"].to_pbn() == "66867668676747667476"
    assert [t.to_pbn() for t in written.dd] == [t.to_pbn() for t in exact.dd]


def test_the_input_file_is_never_overwritten(composer, tmp_path):
    copy = tmp_path / "hands.pbn"
    copy.write_bytes(composer.read_bytes())
    hr = read_hand_records(copy)
    link = tmp_path / "link.pbn"
    os.symlink(copy, link)
    for target in (copy, link):
        with pytest.raises(bk.FileFormatError, match=r"read from .*refused, nothing written"):
            write_hand_records(hr, target)
    assert copy.read_bytes() == composer.read_bytes()


def test_a_failed_write_leaves_nothing(composer, tmp_path):
    folder = tmp_path / "a folder.pbn"
    folder.mkdir()
    with pytest.raises(bk.FileFormatError, match="is a folder"):
        write_hand_records(read_hand_records(composer), folder)
    assert sorted(os.listdir(tmp_path)) == ["a folder.pbn"]
    with pytest.raises(bk.FileFormatError, match="line break"):
        write_hand_records(read_hand_records(composer), tmp_path / "x.pbn", event="a\nb")
    assert sorted(os.listdir(tmp_path)) == ["a folder.pbn"]


def test_an_event_outside_latin_1_is_written_in_utf_8(composer, tmp_path):
    out = tmp_path / "club.pbn"
    write_hand_records(read_hand_records(composer).head(1), out, event='Łódź "open"')
    data = out.read_bytes()
    assert b"charset=UTF-8" in data and '[Event "Łódź \\"open\\""]'.encode() in data
    assert read_hand_records(out).deal.tolist() == read_hand_records(composer).deal.tolist()[:1]


def test_a_frame_that_is_not_hand_records_is_refused(tmp_path):
    import pandas as pd

    with pytest.raises(bk.FileFormatError, match=r"missing \['dealer', 'vulnerability'\]"):
        write_hand_records(pd.DataFrame({"board": [1], "deal": ["N:- - - -"]}),
                           tmp_path / "x.pbn")
    assert not (tmp_path / "x.pbn").exists()


DEAL = "N:J76.AK.AQJ954.J3 QT.QT8542.62.Q52 AK9543.6.K3.T986 82.J973.T87.AK74"


@pytest.mark.parametrize(("second", "message"), [
    ('[Dealer "N"]\n[Vulnerable "All"]', r"board 1 has different vulnerabilities \(None, Both"),
    ('[Dealer "E"]\n[Vulnerable "None"]', r"board 1 has different dealers \(N, E"),
])
def test_a_board_repeated_with_another_stated_dealer_or_vulnerability_is_refused(second,
                                                                                  message):
    text = (f'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n\n'
            f'[Board "1"]\n{second}\n[Deal "{DEAL}"]\n')
    with pytest.raises(bk.FileFormatError, match=message):
        read_hand_records(text.encode())


@pytest.mark.parametrize("tag", ['[Vulnerable ""]', '[Vulnerable "?"]', '[Vulnerable "#"]', ""])
def test_a_vulnerable_tag_that_says_nothing_is_read_as_the_results_read_it(tag):
    """Board 2 (N-S vulnerable by the rotation): the deals say what the scores were worked
    out with, through read_hand_records and beside read_event's results alike."""
    import io

    text = (f'[Board "2"]\n[Dealer "E"]\n{tag}\n[Deal "{DEAL}"]\n[ScoreTable '
            '"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R"]\n'
            " 1  5 4S   N 10\n 2  6 3S   N 10\n").encode()
    event = bk.io.read_event(io.BytesIO(text))
    assert bk.score_event(event)["ns_score"].tolist() == [620.0, 170.0]
    assert [r["vulnerability"] for r in event.attrs["hand_records"]] == ["NS"]
    assert read_hand_records(text).vulnerability.tolist() == ["NS"]
