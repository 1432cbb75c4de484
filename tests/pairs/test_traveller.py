"""Travellers and events: validation that reports every problem, scoring, ranking."""

import numpy as np
import pandas as pd
import pytest
from helpers import bad_traveller
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.pairs.traveller import detect_movement, explain_movement


def test_every_problem_is_reported_with_row_and_column():
    problems = bk.validate_traveller(bad_traveller())
    found = {(p.row, p.column) for p in problems.itertuples()}
    assert found == {
        (1, "contract"),   # 4Z
        (2, "ns_score"),   # 420 given, 4S+1 by N is +450
        (3, "result"),     # 3NT+5
        (4, "ns_score"),   # 430 on board 1 with N-S not vulnerable... is 3NT+1: possible
        (5, "ns"),         # pair NS 1 twice on board 1
        (8, "board"),      # 'x'
    } - {(4, "ns_score")}
    text = " | ".join(problems.problem)
    assert "'4Z': a contract is" in text
    assert "420: the contract and result give +450 for N-S" in text
    assert "'+5': 3NT can make at most 4 overtricks" in text
    assert "pair 1 already has a result on board 1" in text
    assert "'x': a board number is a whole number from 1 to 999999999" in text


@pytest.fixture(params=["in turn", "beside"])
def pairs_read(request, monkeypatch):
    """Both ways the pairs are read: in turn (a small traveller), on a second thread (a big
    one; here from the first row)."""
    if request.param == "beside":
        monkeypatch.setattr("bridgekit.pairs.traveller._PAIRS_BESIDE_FROM", 0)
    return request.param


def test_a_row_with_a_result_problem_and_a_pair_problem_reports_both_in_order(pairs_read):
    """Whether the pairs are read in turn or beside the results (on a second thread), their
    problems come after the row's result problems, in the order the stages run, every time."""
    df = pd.DataFrame({"board": [1, 1, 1, 2], "ns": [1, 1, 2, 1], "ew": [5, 6, 7, 5],
                       "contract": ["4S", "4Z", "3NT", "8H"], "declarer": ["N", "N", "S", "E"],
                       "result": ["=", "=", "+5", "="]})
    for _ in range(20):
        problems = bk.validate_traveller(df)
        assert list(zip(problems.row, problems.column, strict=True)) == [
            (1, "contract"), (1, "ns"), (2, "result"), (3, "contract")]
        out = bk.score_event(df)
        assert out.error[1].startswith("contract: '4Z'") and "ns: 1: pair 1 already" in \
            out.error[1]
        assert out.status.tolist() == ["scored", "error", "error", "error"]
        assert out.ns_score[0] == 420


def test_impossible_score_for_the_vulnerability():
    df = pd.DataFrame({"board": [2, 2, 1], "ns": [1, 2, 3], "ew": [4, 5, 6],
                       "ns_score": [430, -430, 430]})
    problems = bk.validate_traveller(df)
    # board 2: N-S vulnerable, E-W not -- +430 cannot happen; -430 can (E-W 3NT+1)
    assert problems.row.tolist() == [0]
    assert "430: no contract scores that for N-S on board 2 (NS vulnerable)" in problems.problem[0]


def test_howell_pair_against_itself():
    df = pd.DataFrame({"board": [1, 1], "ns": [1, 2], "ew": [3, 2], "ns_score": [100, 50]})
    problems = bk.validate_traveller(df, movement="howell")
    assert problems.column.tolist() == ["ew"]
    assert "pair 2 cannot play against itself" in problems.problem[0]


def test_combined_contract_column_and_adjusted():
    df = pd.DataFrame({"board": [1, 1, 1, 1], "ns": [1, 2, 3, 4], "ew": [5, 6, 7, 8],
                       "contract": ["4S+1 N", "4SN=", "3NTX-2 W", ""],
                       "ns_score": ["", "", "", "A60/40"]})
    out = bk.score_event(df)
    assert out.ns_score.tolist()[:3] == [450, 420, 300]
    assert np.isnan(out.ns_score.iloc[3])
    assert out.ns_pct.iloc[3] == 60 and out.ew_pct.iloc[3] == 40
    assert out.attrs["problems"] == [] and (out.error == "").all()


def test_missing_columns_are_an_error():
    with pytest.raises(bk.TravellerError, match="needs a 'board' column"):
        bk.score_event(pd.DataFrame({"ns": [1]}))
    with pytest.raises(bk.TravellerError, match="needs 'contract'"):
        bk.validate_traveller(pd.DataFrame({"board": [1]}))


_PAIRS = st.sampled_from([1, 2, 3, 4, 999_000, 999_001])


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 3), _PAIRS | st.none(), _PAIRS | st.none()),
                min_size=1, max_size=12))
def test_the_movement_is_found_from_the_whole_event(rows):
    """Mitchell when some board has one number in both columns; else Howell when a number
    sits N-S on one board and E-W on another; else (no number sits both ways) Mitchell. By
    marks (small keys) and by a sorted search (keys far apart, over a million) alike."""
    df = pd.DataFrame(rows, columns=["board", "ns", "ew"])  # whole numbers, or with NaN
    ns_all = {r[1] for r in rows} - {None}
    ew_all = {r[2] for r in rows} - {None}
    same_board = any({r[1] for r in rows if r[0] == b} & {r[2] for r in rows if r[0] == b}
                     - {None} for b in {r[0] for r in rows})
    if not ns_all or not ew_all:
        expected = "howell"  # nothing to tell by
    elif same_board:
        expected = "mitchell"
    else:
        expected = "howell" if ns_all & ew_all else "mitchell"
    assert detect_movement(df) == expected
    assert explain_movement(df).startswith(expected.capitalize() + ":")
    played = df.assign(contract="Pass", declarer="", result="")
    assert bk.score_event(played).attrs["movement"] == expected
    with pytest.MonkeyPatch.context() as patch:  # the pairs read on a second thread
        patch.setattr("bridgekit.pairs.traveller._PAIRS_BESIDE_FROM", 0)
        assert bk.score_event(played).attrs["movement"] == expected


def test_detect_movement_reads_a_cell_holding_a_list_as_no_pair():
    """As score_event does: the list is not a pair number, the rest of the traveller is read."""
    df = pd.DataFrame({"board": [1, 1, [2]], "ns": [1, [2], 3], "ew": [[5], 1, 4]})
    assert detect_movement(df) == "mitchell"  # pair 1 sits N-S and E-W on board 1
    assert detect_movement(df.assign(ew=[[5], 7, 4])) == "mitchell"  # no number sits both ways
    assert detect_movement(df.assign(board=[1, 2, [2]], ew=[[5], 1, 4])) == "howell"
    assert detect_movement(df.assign(board=[1, 1, 1])) == "mitchell"


def test_a_row_whose_board_is_unreadable_is_not_said_to_be_board_1s_vulnerability():
    # a PBN file's [Board "0"] with [Vulnerable "All"]: the row is in error for its board,
    # and was warned besides that "board 1 is played Both vulnerable as the file says, not
    # None" (the unreadable number is read as 1); board 2's warning stays
    df = pd.DataFrame({"board": [0, 0, 2], "ns": [1, 2, 1], "ew": [3, 4, 3],
                       "ns_score": [420, 170, 620], "vulnerable": ["All", "All", "None"]})
    problems = bk.validate_traveller(df)
    assert problems[["row", "column"]].values.tolist() == [
        [0, "board"], [1, "board"], [2, "vulnerable"], [2, "ns_score"]]
    assert problems["problem"].iloc[2].startswith("board 2 is played None vulnerable")
