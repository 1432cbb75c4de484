"""Seats, sides, vulnerability and the 16-board cycle."""

import pytest

import bridgekit as bk

CYCLE = ["None", "NS", "EW", "Both", "NS", "EW", "Both", "None",
         "EW", "Both", "None", "NS", "Both", "None", "NS", "EW"]


@pytest.mark.parametrize("board", range(1, 33))
def test_the_16_board_cycle(board):
    assert str(bk.board_vulnerability(board)) == CYCLE[(board - 1) % 16]
    assert str(bk.board_dealer(board)) == "NESW"[(board - 1) % 4]


def test_parse_and_errors():
    assert bk.Seat.parse("south") is bk.Seat.SOUTH and bk.Vulnerability.parse("All").name == "BOTH"
    assert bk.Vulnerability.NS.is_vulnerable(bk.Seat.NORTH)
    assert not bk.Vulnerability.NS.is_vulnerable(bk.Side.EW)
    with pytest.raises(bk.SeatError, match="'Q'"):
        bk.Seat.parse("Q")
    for bad in (0, -1, 1.5, "x", True):
        with pytest.raises(bk.BridgekitError):
            bk.board_vulnerability(bad)
