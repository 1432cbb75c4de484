"""Scoring a whole event: every board at once, rows in error kept, event IMPs."""

import numpy as np
import pandas as pd
from helpers import bad_traveller
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk


@st.composite
def events(draw):
    boards = draw(st.integers(1, 5))
    rows = []
    for b in range(1, boards + 1):
        for t in range(draw(st.integers(1, 7))):
            rows.append({"board": b, "ns": t + 1, "ew": t + 11,
                         "ns_score": draw(st.integers(-60, 60)) * 10})
    return pd.DataFrame(rows)


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


def test_ebu_small_group_on_the_sample_fouled_board():
    out = bk.score_event(bk.load_sample_event(), method="ebu")
    fouled = out[(out.board == 11) & (out.group == "B")]
    # two results of six, a third of the board: 65% and 55%
    assert sorted(fouled.ns_pct.tolist()) == [55.0, 65.0]


def test_cross_imps_and_butler_events():
    df = pd.DataFrame({"board": [2] * 5, "ns": [1, 2, 3, 4, 5], "ew": [6, 7, 8, 9, 10],
                       "ns_score": [620, 170, 140, 140, -100]})
    cross = bk.score_event_imps(bk.score_event(df), "cross-imps")
    assert cross.ns_imps.tolist() == [10.5, -0.25, -1.25, -1.25, -7.75]
    assert cross.ns_cross_total.tolist() == [42, -1, -5, -5, -31]
    butler = bk.score_event_imps(bk.score_event(df), "butler")
    # drop 620 and -100: datum (170 + 140 + 140) / 3 = 150
    assert butler.datum.iloc[0] == 150 and butler.ns_imps.tolist() == [10, 1, 0, 0, -6]


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

