"""Contracts, results, seats and boards: parsing what people type, and round trips."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.contract import Contract, Doubling, HandResult, Strain


@pytest.mark.parametrize("text, canonical", [
    ("4S", "4S"), ("4s", "4S"), ("4♠", "4S"), ("4 S X", "4SX"), ("4SX", "4SX"),
    ("4SXX", "4SXX"), ("4Sx", "4SX"), ("3NT", "3NT"), ("3N", "3NT"), ("3NTX", "3NTX"),
    ("7NTxx", "7NTXX"), ("4SD", "4SX"), ("4SR", "4SXX"), ("Pass", "Pass"), ("P", "Pass"),
    ("AP", "Pass"), ("1♥", "1H"), ("5♦X", "5DX"), ("2♣", "2C"), ("4DD", "4DX"), ("4D", "4D"),
    ("6ntX", "6NTX"), (" 2h ", "2H"),
])
def test_contract_parse(text, canonical):
    contract = Contract.parse(text)
    assert str(contract) == canonical
    assert Contract.parse(str(contract)) == contract


def test_contract_fields():
    c = Contract.parse("4SX")
    assert (c.level, c.strain, c.doubling) == (4, Strain.SPADES, Doubling.DOUBLED)
    assert Doubling.REDOUBLED.value == 4 and Doubling.UNDOUBLED.value == 1
    assert Contract.parse("Pass").is_pass and Contract.parse("Pass").tricks_needed == 0
    assert c.symbol == "4♠X"


@pytest.mark.parametrize("text, message", [
    ("8S", "'8S': a level is 1 to 7"), ("0H", "'0H': a level is 1 to 7"),
    ("4Z", "'4Z': a contract is"), ("", "'': a contract is"), ("4SXXX", "'4SXXX'"),
])
def test_contract_errors_quote_the_value(text, message):
    with pytest.raises(bk.ContractError) as info:
        Contract.parse(text)
    assert message in str(info.value)
    assert isinstance(info.value, ValueError)


@given(st.builds(Contract, st.integers(1, 7), st.sampled_from(list(Strain)),
                 st.sampled_from(list(Doubling))))
def test_contract_round_trip(contract):
    assert Contract.parse(str(contract)) == contract
    assert Contract.parse(contract.symbol) == contract


@pytest.mark.parametrize("result, contract, tricks", [
    ("=", "4S", 10), ("+1", "4S", 11), ("-2", "3NT", 7), ("10", "4S", 10), (10, "1C", 10),
    ("+3", "4S", 13), ("-10", "4S", 0), ("made", "2H", 8), ("0", "7NT", 0),
])
def test_parse_tricks(result, contract, tricks):
    assert bk.parse_tricks(result, contract) == tricks


@pytest.mark.parametrize("result", ["+4", "-11", "14", "x", "", "+", "=1", "-0"])
def test_parse_tricks_errors(result):
    with pytest.raises(bk.ResultError, match=repr(result).replace("+", r"\+")):
        bk.parse_tricks(result, "4S")


@pytest.mark.parametrize("text, contract, declarer, tricks, canonical", [
    ("4S+1", "4S", None, 11, "4S+1"), ("3NTX-2", "3NTX", None, 7, "3NTX-2"),
    ("4S+1 N", "4S", "N", 11, "4S+1 N"), ("4SN+1", "4S", "N", 11, "4S+1 N"),
    ("4S= S", "4S", "S", 10, "4S= S"), ("3ntx-2 w", "3NTX", "W", 7, "3NTX-2 W"),
    ("Pass", "Pass", None, 0, "Pass"), ("6HXXE=", "6HXX", "E", 12, "6HXX= E"),
])
def test_hand_result_parse(text, contract, declarer, tricks, canonical):
    r = HandResult.parse(text)
    assert str(r.contract) == contract
    assert (str(r.declarer) if r.declarer else None) == declarer
    assert r.tricks == tricks
    assert str(r) == canonical
    assert HandResult.parse(str(r)) == r


@given(st.builds(Contract, st.integers(1, 7), st.sampled_from(list(Strain)),
                 st.sampled_from(list(Doubling))), st.sampled_from(list(bk.Seat)),
       st.integers(0, 13))
def test_hand_result_round_trip(contract, declarer, tricks):
    r = HandResult(contract, declarer, tricks)
    assert HandResult.parse(str(r)) == r


def test_board_cycle():
    vul = [str(bk.board_vulnerability(b)) for b in range(1, 17)]
    assert vul == ["None", "NS", "EW", "Both", "NS", "EW", "Both", "None",
                   "EW", "Both", "None", "NS", "Both", "None", "NS", "EW"]
    assert [str(bk.board_dealer(b)) for b in range(1, 9)] == list("NESWNESW")
    for b in range(1, 65):
        assert bk.board_vulnerability(b + 16) is bk.board_vulnerability(b)
        assert bk.board_dealer(b + 16) is bk.board_dealer(b)
    assert bk.Vulnerability.NS.is_vulnerable(bk.Seat.SOUTH)
    assert not bk.Vulnerability.NS.is_vulnerable(bk.Seat.EAST)
    assert bk.Vulnerability.BOTH.is_vulnerable(bk.Seat.WEST)


@pytest.mark.parametrize("bad", [0, -1, 1.5, "3", True, None])
def test_board_number_errors(bad):
    with pytest.raises(bk.BoardError, match="a board number is a whole number from 1 up"):
        bk.board_vulnerability(bad)


def test_seat_and_vulnerability_parse():
    assert bk.Seat.parse("south") is bk.Seat.SOUTH
    assert bk.Vulnerability.parse("All") is bk.Vulnerability.BOTH
    assert bk.Vulnerability.parse("-") is bk.Vulnerability.NONE
    with pytest.raises(bk.SeatError, match="'Q': a seat is one of"):
        bk.Seat.parse("Q")
