"""What each program's file is, found from its content alone and then by ``check``: the
telltale (bridgekit/io/_sniff.py), the reader it goes to, the program ``check`` says wrote it
and the program's way (a preset of bridgekit/settings.py PROGRAMS) it is scored by.

The readers of the newer programs' files (a Bridgemate database, NZ Bridge Scorer's XML, an ACBL Live board
page, a BBO LIN file) and the ScoreBridge preset, each on its fixture in
tests/data/programs/ (their numbers are worked by hand in the readers' own tests)."""

from __future__ import annotations

import pytest

import bridgekit as bk
from bridgekit.io import read_event
from bridgekit.io._sniff import found
from bridgekit.pairs.published import file_program, find_settings

# fixture, what its start is, the words that name it, the reader read_event chooses from
# the bytes alone, the program check names, the program's way it is scored by
PROGRAMS = [
    ("bridgemate-2026-01-26.bws", "bws", "an Access database (as Bridgemate's .bws is)", "bws",
     "Bridgemate Control Software", None),
    ("nzbs-field-phantom.xml", "nzbs", "an NZ Bridge Scorer session", "nzbs",
     "NZ Bridge Scorer", None),
    ("nzbs-handicap.xml", "nzbs", "an NZ Bridge Scorer session", "nzbs", "NZ Bridge Scorer",
     None),
    ("acbl-live-board.html", "acbl-live", "an ACBL Live page", "acbl-live", "ACBLscore",
     "acblscore"),
    ("scorebridge-ties.xml", "usebio", "a USEBIO file", "usebio", "Scorebridge (version 7.20)",
     "scorebridge"),
]


@pytest.mark.parametrize("name, kind, words, reader, program, convention", PROGRAMS)
def test_each_program_s_file_is_found_by_its_content_and_named_by_check(
        data_dir, name, kind, words, reader, program, convention):
    data = (data_dir / "programs" / name).read_bytes()
    assert found(data) == (kind, words)
    by_bytes = read_event(data)  # no name to go by: the content says
    by_path = read_event(data_dir / "programs" / name)
    assert by_bytes.attrs["format"] == by_path.attrs["format"] == reader
    assert len(by_bytes) == len(by_path)
    assert file_program(by_path) == program
    settings, _found = find_settings(by_path)
    assert settings.convention == convention


@pytest.mark.parametrize("name", ["bbo-vugraph.lin", "bbo-myhands.lin"])
def test_a_lin_file_is_found_and_named_as_hand_records_by_every_door(data_dir, name, capsys):
    from bridgekit.cli import main

    path = data_dir / "programs" / name
    assert found(path.read_bytes()) == ("lin", "a LIN file: hand records")
    with pytest.raises(bk.FileFormatError, match=r"a LIN file: hand records \(read it with "
                                                 r"read_lin\), not a results file"):
        read_event(path.read_bytes())
    with pytest.raises(bk.FileFormatError, match=r"'\.lin': a LIN file: hand records"):
        read_event(path)
    # check names it and stops, with a message, not a traceback
    assert main(["check", str(path)]) != 0
    err = capsys.readouterr().err
    assert "'.lin': a LIN file: hand records" in err and "Traceback" not in err
    # what it holds is read by its own reader
    from bridgekit.io import read_lin

    assert len(read_lin(path)) >= 2 and len(read_lin(path).attrs["results"]) >= 1


def test_an_acbl_live_page_larger_than_the_limit_is_refused_unread(data_dir):
    page = (data_dir / "programs" / "acbl-live-board.html").read_bytes()
    assert len(page) == 12190
    with pytest.raises(bk.FileFormatError, match=r"larger than 1000 bytes: refused \(raise "
                                                 r"max_bytes= to read it\)"):
        read_event(page, max_bytes=1000)
    with pytest.raises(bk.FileFormatError, match="12190 bytes, larger than 1000: refused"):
        read_event(data_dir / "programs" / "acbl-live-board.html", max_bytes=1000)
