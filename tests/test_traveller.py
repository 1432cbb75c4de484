"""Travellers and events: validation that reports every problem, scoring, ranking."""

import numpy as np
import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk


def test_ruter_board_1_published_matchpoints():
    # the real Ruter export (tests/data/ruter-2021-09-01-board1.pbn): 5HX by E -7 is +800 for
    # N-S; two 4S by S making 11; top 4; a bye at the fourth table
    df = pd.DataFrame({"board": [1, 1, 1], "ns": [6, 7, 8], "ew": [5, 3, 1],
                       "contract": ["5HX", "4S", "4S"], "declarer": ["E", "S", "S"],
                       "result": ["7", "11", "11"]})
    out = bk.score_event(df, method="plain")
    assert out.ns_score.tolist() == [800, 450, 450]
    assert out.ns_mp.tolist() == [4.0, 1.0, 1.0]
    assert out.ew_mp.tolist() == [0.0, 3.0, 3.0]
    assert out.ns_pct.tolist() == [100.0, 25.0, 25.0]


def bad_traveller():
    return pd.DataFrame({
        "board": [1, 1, 1, 1, 1, 1, 2, 2, "x"],
        "ns": [1, 2, 3, 4, 5, 1, 1, 2, 3],
        "ew": [11, 12, 13, 14, 15, 16, 11, 12, 13],
        "contract": ["4S", "4Z", "4S", "3NT", "", "4S", "2H", "2H", "1C"],
        "declarer": ["N", "N", "N", "S", "", "N", "E", "W", "N"],
        "result": ["=", "=", "+1", "+5", "", "-1", "=", "+1", "="],
        "ns_score": ["", "", "420", "", "430", "", "", "", ""],
    })


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


def test_impossible_score_for_the_vulnerability():
    df = pd.DataFrame({"board": [2, 2, 1], "ns": [1, 2, 3], "ew": [4, 5, 6],
                       "ns_score": [430, -430, 430]})
    problems = bk.validate_traveller(df)
    # board 2: N-S vulnerable, E-W not -- +430 cannot happen; -430 can (E-W 3NT+1)
    assert problems.row.tolist() == [0]
    assert "430: no contract scores that for N-S on board 2 (NS vulnerable)" in problems.problem[0]


def test_bad_rows_are_skipped_and_the_rest_scored():
    out = bk.score_event(bad_traveller())
    good = out.ns_mp.notna()
    assert good.tolist() == [True, False, False, False, True, False, True, True, False]
    # board 1 has 6 rows (N = 6); the two good results are Neuberg-factored: 430 over 420
    b1 = out[out.board.astype(str) == "1"]
    assert b1.ns_score.tolist()[0] == 420 and b1.ns_score.tolist()[4] == 430
    assert b1.ns_mp.dropna().round(4).tolist() == [round((6 / 2) * 1 - 1, 4), (3 * 3 - 1)]
    assert len(out.attrs["problems"]) == 5
    assert out.error.iloc[1] == "contract: '4Z': " + out.error.iloc[1].split("'4Z': ")[1]
    assert out.error.iloc[0] == ""
    assert bad_traveller().equals(bad_traveller())  # the input is untouched
    src = bad_traveller()
    bk.score_event(src)
    assert "ns_mp" not in src.columns


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


def test_sample_event_scores_and_ranks():
    df = bk.load_sample_event()
    assert bk.validate_traveller(df).empty
    out = bk.score_event(df)
    assert out.ns_mp.notna().all()
    for _, board in out.groupby("board"):
        ladder_or_ruling = (board.ns_pct + board.ew_pct).round(9) != 100
        assert np.allclose((board.ns_mp + board.ew_mp)[~ladder_or_ruling], board.top.iloc[0])
    ranks = bk.rank_pairs(out)
    assert set(ranks.direction) == {"NS", "EW"}
    ns = ranks[ranks.direction == "NS"]
    assert len(ns) == 7 and (ns.boards == 24).all()  # one N-S pair sits out each round
    assert (ranks[ranks.direction == "EW"].boards == 28).all()
    assert ranks.iloc[0]["rank"] == "1"
    # board 17's ruling and board 23's weighted score
    b17 = out[out.board == 17]
    assert (b17.ns_pct == 60).sum() >= 1 and b17.ns_score.isna().sum() == 1
    total = bk.rank_total_points(out)
    assert set(total.columns) == {"direction", "pair", "boards", "total", "rank"}


def test_ebu_small_group_on_the_sample_fouled_board():
    out = bk.score_event(bk.load_sample_event(), method="ebu")
    fouled = out[(out.board == 11) & (out.group == "B")]
    # two results of six, a third of the board: 65% and 55%
    assert sorted(fouled.ns_pct.tolist()) == [55.0, 65.0]


def test_ranks_share_ties():
    df = pd.DataFrame({"board": [1, 1, 2, 2], "ns": [1, 2, 1, 2], "ew": [3, 4, 4, 3],
                       "ns_score": [100, 50, 50, 100]})
    ranks = bk.rank_pairs(bk.score_event(df, movement="mitchell"))
    ns = ranks[ranks.direction == "NS"]
    assert ns["rank"].tolist() == ["1=", "1="] and ns.pct.tolist() == [50.0, 50.0]
    howell = bk.rank_pairs(bk.score_event(df))  # one ranking of four pairs
    assert howell.pair.tolist() == ["4", "1", "2", "3"]
    assert howell["rank"].tolist() == ["1", "2=", "2=", "4"]


def test_cross_imps_and_butler_events():
    df = pd.DataFrame({"board": [2] * 5, "ns": [1, 2, 3, 4, 5], "ew": [6, 7, 8, 9, 10],
                       "ns_score": [620, 170, 140, 140, -100]})
    cross = bk.score_event_imps(bk.score_event(df), "cross-imps")
    assert cross.ns_imps.tolist() == [10.5, -0.25, -1.25, -1.25, -7.75]
    assert cross.ns_cross_total.tolist() == [42, -1, -5, -5, -31]
    butler = bk.score_event_imps(bk.score_event(df), "butler")
    # drop 620 and -100: datum (170 + 140 + 140) / 3 = 150
    assert butler.datum.iloc[0] == 150 and butler.ns_imps.tolist() == [10, 1, 0, 0, -6]


def test_missing_columns_are_an_error():
    with pytest.raises(bk.TravellerError, match="needs a 'board' column"):
        bk.score_event(pd.DataFrame({"ns": [1]}))
    with pytest.raises(bk.TravellerError, match="needs 'contract'"):
        bk.validate_traveller(pd.DataFrame({"board": [1]}))


@st.composite
def events(draw):
    boards = draw(st.integers(1, 5))
    rows = []
    for b in range(1, boards + 1):
        for t in range(draw(st.integers(1, 7))):
            rows.append({"board": b, "ns": t + 1, "ew": t + 11,
                         "ns_score": draw(st.integers(-60, 60)) * 10})
    return pd.DataFrame(rows)


@given(events(), st.sampled_from(bk.pairs.METHODS), st.sampled_from(["ebu", "acbl"]))
def test_event_ns_plus_ew_is_the_top_on_every_board(df, method, scale):
    df = df[df.apply(lambda r: bk.is_possible_ns_score(r.ns_score,
                                                       bk.board_vulnerability(r.board)), axis=1)]
    if df.empty:
        return
    out = bk.score_event(df, method=method, scale=scale)
    assert np.allclose(out.ns_mp + out.ew_mp, out.top)
    for _, board in df.groupby("board"):
        single = bk.score_board(board.ns_score.tolist(), method=method, scale=scale)
        assert np.allclose(single.ns_mp, out.loc[board.index, "ns_mp"])
