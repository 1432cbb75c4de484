"""Standings from a scored event."""

import numpy as np
import pandas as pd

import bridgekit as bk


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


def test_ranks_share_ties():
    df = pd.DataFrame({"board": [1, 1, 2, 2], "ns": [1, 2, 1, 2], "ew": [3, 4, 4, 3],
                       "ns_score": [100, 50, 50, 100]})
    ranks = bk.rank_pairs(bk.score_event(df, movement="mitchell"))
    ns = ranks[ranks.direction == "NS"]
    assert ns["rank"].tolist() == ["1=", "1="] and ns.pct.tolist() == [50.0, 50.0]
    # no number sits both ways: read as a Mitchell; said to be a Howell, one ranking of four
    assert bk.score_event(df).attrs["movement"] == "mitchell"
    howell = bk.rank_pairs(bk.score_event(df, movement="howell"))
    assert howell.pair.tolist() == ["4", "1", "2", "3"]
    assert howell["rank"].tolist() == ["1", "2=", "2=", "4"]

