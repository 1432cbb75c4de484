"""Hostile input at the newer doors (ACBL pages, teams files, ``publish``, sections, the
languages) and the decoders that a file's text chooses.

Each test is named after what it pins; the comment above it says what happened before.
"""

from __future__ import annotations

import errno
import io
import subprocess
import sys
from pathlib import Path

import pytest

import bridgekit as bk
from bridgekit.cli import main

DATA = Path(__file__).parents[1] / "data"


def _cli(*args, stdout=subprocess.PIPE):
    return subprocess.run([sys.executable, "-m", "bridgekit.cli", *args], stdout=stdout,
                          stderr=subprocess.PIPE, text=True, timeout=60)


class _FullDisk(io.RawIOBase):
    """A file on a full disk: every write fails with ENOSPC (until ``full`` is cleared)."""

    full = True

    def writable(self):
        return True

    def write(self, data):
        if self.full:
            raise OSError(errno.ENOSPC, "No space left on device")
        return len(data)


# before: `bridgekit hand 4S = > /dev/full` exited 120 (Python's own flush at exit failing
# after main returned), and `--help > /dev/full` exited 0 with the help lost
@pytest.mark.parametrize("args", [["hand", "4S", "="], ["--help"], ["hand", "--help"]])
def test_cli_to_a_full_disk_prints_the_error_and_exits_1(args):
    with open("/dev/full", "w") as full:
        result = _cli(*args, stdout=full)
    assert result.returncode == 1, result
    assert result.stderr.startswith("bridgekit: cannot go on: No space left on device")
    assert "Traceback" not in result.stderr and "Exception ignored" not in result.stderr


def test_cli_whose_buffered_output_cannot_be_flushed_exits_1(monkeypatch, capsys):
    # a regular file on a full disk: the lines are buffered, the flush at the end fails
    raw = _FullDisk()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(io.BufferedWriter(raw, 1 << 16)))
    try:
        assert main(["hand", "4S", "="]) == 1
        assert "cannot go on: No space left on device" in capsys.readouterr().err
    finally:
        raw.full = False


# before: str(bk.carry_forward(1e200, final_top=1e200, qualifying_top=1)) raised
# decimal.InvalidOperation: tests/pairs/test_sessions.py
# test_carry_forward_refuses_a_value_that_is_not_finite_or_printable
def test_carry_forward_of_1e200_is_refused_as_a_bridgekit_error():
    with pytest.raises(bk.OptionError, match=r"the qualifying score is 1e\+200; a carry-forward "
                                             r"is worked in matchpoints below 1e\+15"):
        str(bk.carry_forward(1e200, final_top=1e200, qualifying_top=1))
    with pytest.raises(bk.OptionError, match="the carry-forward is inf"):
        bk.carry_forward(1e14, final_top=1e14, qualifying_top=1e-300)


# before: a pair's NrBoards "²" ("²".isdigit() is true, int("²") fails) made check raise
def test_check_takes_a_total_whose_board_count_is_a_superscript_digit(tmp_path, capsys):
    text = (DATA / "club-4boards.pbn").read_text(encoding="utf-8")
    source = tmp_path / "club.pbn"
    source.write_text(text.replace('"Pair three" 4', '"Pair three" ²'), encoding="utf-8")
    # N-S 3's total (11.5, 82.14%) is still compared: the file's numbers are all reproduced
    assert main(["check", str(source)]) == 0
    assert "published numbers reproduced" in capsys.readouterr().out
