"""Hostile pairs events: movements, pair numbers, groups, rulings and contradictions that
used to be scored without a word."""

import numpy as np
import pandas as pd

import bridgekit as bk
from bridgekit.pairs.traveller import explain_movement


def _mitchell_101() -> pd.DataFrame:
    """Three tables, three boards: N-S 1-3 stay, E-W 101-103 move up a table each round."""
    rows = []
    for rnd in range(3):
        for table in range(3):
            rows.append({"board": (table + rnd) % 3 + 1, "ns": table + 1,
                         "ew": 101 + (table - rnd) % 3})
    scores = [420, 450, -50, 170, 140, 110, 100, -100, 600]
    return pd.DataFrame(rows).assign(ns_score=scores)


def test_a_mitchell_numbered_101_up_is_ranked_by_direction():
    df = _mitchell_101()
    out = bk.score_event(df)
    assert out.attrs["movement"] == "mitchell"
    assert out.attrs["movement_reason"].startswith("Mitchell: no pair number sits both N-S "
                                                   "and E-W")
    ranks = bk.rank_pairs(out)
    assert sorted(ranks.direction.unique()) == ["EW", "NS"]
    assert ranks[ranks.direction == "NS"].pair.tolist() == ["1", "2", "3"] or \
        len(ranks[ranks.direction == "NS"]) == 3
    assert len(ranks[ranks.direction == "EW"]) == 3
    # each direction's percentages average 50 (it is ranked on its own field)
    for _, part in ranks.groupby("direction"):
        assert part.pct.mean() == 50.0


def test_a_number_that_changes_direction_is_a_howell_and_the_reason_names_it():
    df = pd.DataFrame({"board": [1, 1, 2, 2], "ns": [1, 2, 3, 4], "ew": [3, 4, 2, 1],
                       "ns_score": [100, 50, 50, 100]})
    assert explain_movement(df) == ("Howell: pair 3 sits N-S on board 2 and E-W on board 1, "
                                    "so one number is one pair wherever it sits")
    assert bk.score_event(df).attrs["movement"] == "howell"


def test_a_pair_written_01_1_0_or_plus_1_is_pair_1():
    df = pd.DataFrame({"board": [1, 1, 2, 2, 3, 3, 4, 4],
                       "ns": ["01", "2", 1.0, "2", "+1", 2, " 1", "02"],
                       "ew": ["3", "4", "3", "4", "3", "4", "3", "4"],
                       "ns_score": [140, 110, 110, 140, 140, 110, 110, 140]})
    assert bk.validate_traveller(df).empty
    ranks = bk.rank_pairs(bk.score_event(df))
    ns = ranks[ranks.direction == "NS"].set_index("pair")
    assert sorted(ns.index) == ["1", "2"]
    assert ns.loc["1", "boards"] == 4 and ns.loc["2", "boards"] == 4
    assert ns.loc["1", "total"] == 4.0 and ns.loc["1", "pct"] == 50.0


def test_a_text_pair_id_stays_text():
    df = pd.DataFrame({"board": [1, 1], "ns": ["A3", "a3"], "ew": ["B1", "B2"],
                       "ns_score": [100, 50]})
    assert bk.validate_traveller(df).empty
    ranks = bk.rank_pairs(bk.score_event(df))
    assert sorted(ranks.pair) == ["A3", "B1", "B2", "a3"]


def test_minus_one_zero_and_one_and_a_half_are_not_pair_numbers():
    df = pd.DataFrame({"board": [1, 1, 1, 1], "ns": pd.Series([-1, 0, 1.5, 2], dtype=object),
                       "ew": [5, 6, 7, "0"], "ns_score": [100, 50, 0, -50]})
    problems = bk.validate_traveller(df)
    assert list(zip(problems.row, problems.column, strict=True)) == [
        (0, "ns"), (1, "ns"), (2, "ns"), (3, "ew")]
    assert problems.problem[0] == ("-1: a pair number is a whole number from 1 up (or a text "
                                   "id such as A3)")
    out = bk.score_event(df)
    assert out.status.tolist() == ["error"] * 4
    assert out.error[2] == ("ns: 1.5: a pair number is a whole number from 1 up (or a text id "
                            "such as A3)")
    # the same in a whole-number and a float column
    ints = pd.DataFrame({"board": [1, 1], "ns": [0, 2], "ew": [3, 4], "ns_score": [100, 50]})
    assert bk.validate_traveller(ints).row.tolist() == [0]
    floats = ints.assign(ns=[1.5, 2.0])
    assert bk.validate_traveller(floats).row.tolist() == [0]
    assert np.isnan(bk.score_event(floats).ns_mp[0])
