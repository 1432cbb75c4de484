"""Hostile pairs events: movements, pair numbers, groups, rulings and contradictions that
used to be scored without a word."""

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

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
    assert str(out.attrs["movement_reason"]).startswith("Mitchell: no pair number sits both N-S "
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


def _played(**extra) -> pd.DataFrame:
    return pd.DataFrame({"board": [1, 1, 1], "ns": [1, 2, 3], "ew": [4, 5, 6],
                         "contract": ["4S", "4S", "4S"], "declarer": "N",
                         "result": ["+1", "=", "-1"], **extra})


def test_an_adjusted_score_beside_a_played_contract_is_a_problem_with_its_row():
    df = _played(ns_score=["", "", "A60/40"])
    (problem,) = bk.validate_traveller(df).itertuples()
    assert (problem.row, problem.column, problem.value) == (2, "ns_score", "A60/40")
    assert problem.problem == ("A60/40: an adjusted score beside the contract 4S; give the "
                               "result or the adjusted score (a ruling that replaces the "
                               "result goes in the adjusted column)")
    out = bk.score_event(df)
    assert out.status.tolist() == ["scored", "scored", "error"] and np.isnan(out.ns_mp[2])
    assert out.attrs["results_scored"] == 2
    # the adjusted column replaces the result: no contradiction
    replaced = bk.score_event(_played(adjusted=["", "", "A60/40"]))
    assert replaced.ns_pct[2] == 60.0 and (replaced.error == "").all()


def test_two_adjusted_scores_on_a_row_are_a_problem_with_its_row():
    df = pd.DataFrame({"board": [1, 1, 1], "ns": [1, 2, 3], "ew": [4, 5, 6],
                       "ns_score": [420, 450, "A60/40"], "adjusted": [None, None, "A50/50"]})
    (problem,) = bk.validate_traveller(df).itertuples()
    assert (problem.row, problem.column) == (2, "adjusted")
    assert problem.problem == "A50/50: a second adjusted score beside A60/40 in ns_score; give one"
    assert bk.score_event(df).status[2] == "error"


def test_two_sections_with_the_same_pair_numbers_count_only_what_was_scored():
    df = pd.DataFrame({"section": ["A"] * 3 + ["B"] * 3, "board": 1, "ns": [1, 2, 3] * 2,
                       "ew": [4, 5, 6] * 2, "ns_score": [420, 450, -50, 420, 170, 100]})
    out = bk.score_event(df)
    assert out.attrs["results_scored"] == 3 and (out.status == "error").sum() == 3
    lines = bk.explain_event_board(df, 1).lines
    assert len(lines) == 6
    assert lines[3] == ("NS 1 v EW 4: in error, not scored (counted in N): 1: pair 1 already "
                        "has a result on board 1")


def test_an_artificial_score_is_explained_alike_in_either_column():
    base = pd.DataFrame({"board": [1, 1, 1], "ns": [1, 2, 3], "ew": [4, 5, 6],
                         "ns_score": [420, 450, None]})
    in_score = base.assign(ns_score=pd.Series([420, 450, "A60/40"], dtype=object))
    in_adjusted = base.assign(adjusted=[None, None, "A60/40"])
    one = bk.explain_event_board(in_score, 1)
    assert str(one) == str(bk.explain_event_board(in_adjusted, 1))
    assert one.lines[2] == ("NS 3 v EW 6: artificial score 60% to N-S, 40% to E-W: a ruling, "
                            "scored by its own rule, not compared → 2.4 (60.0%); E-W 1.6 "
                            "(40.0%)")
    assert "not played" not in str(one)


def test_explanation_numbers_round_halves_away_from_zero():
    """0.25 of 8 is 3.125%: written "0.3" and "3.13%" (Python's own formatting writes 0.2 and
    3.12: it rounds the binary half to even)."""
    scored = pd.DataFrame({"board": [1, 2], "ns": [1, 1], "ew": [2, 2], "ns_mp": [0.25, 0.25],
                           "ew_mp": [7.75, 7.75], "top": [8.0, 8.0]})
    text = bk.explain_pair(scored, 1, direction="NS").splitlines()
    assert text[1] == "  board 1: 0.3 of 8"
    assert text[-1] == "Total 0.5 of a possible 16: 0.5 / 16 = 3.13%"
    from bridgekit.pairs.factoring import neuberg_formula
    assert neuberg_formula(0.125, 2, 3) == "(3/2) × (0.13 + 1) − 1 = 0.7"
    assert neuberg_formula(1, 2.3, 3) == "(3/2.3) × (1 + 1) − 1 = 1.6"


def test_a_mistaken_option_is_an_option_error():
    scored = bk.score_event(pd.DataFrame({"board": [1, 1], "ns": [1, 2], "ew": [3, 4],
                                          "ns_score": [100, 50]}))
    for call in (lambda: bk.score_event_imps(scored, "butler", drop=-1),
                 lambda: bk.score_event_imps(scored, "butler", min_results=-1),
                 lambda: bk.score_event_imps(scored, ruling_imps="3"),
                 lambda: bk.score_event(scored[["board", "ns", "ew", "ns_score"]], normal=0),
                 lambda: bk.score_event(scored[["board", "ns", "ew", "ns_score"]], normal="9"),
                 lambda: bk.explain_pair(scored, 1, direction="N-S")):
        try:
            call()
        except bk.OptionError:
            continue
        raise AssertionError("no OptionError")


def test_a_truth_value_beside_the_number_1_is_neither_read_as_the_other():
    """True equals 1 and False equals 0 to Python: in one column, whichever came first was
    read for both, so True became pair (or board) 1 without a word, or every 1 after a
    True was refused. A truth value is refused alone, whatever its place."""
    for ns, refused in (([True, 1, 2], 0), ([1, True, 2], 1), ([1, 2, True], 2)):
        df = pd.DataFrame({"board": [1, 1, 1], "ns": pd.Series(ns, dtype=object),
                           "ew": [4, 5, 6], "ns_score": [100, 50, 0]})
        (problem,) = bk.validate_traveller(df).itertuples()
        assert (problem.row, problem.column) == (refused, "ns")
        assert problem.problem.startswith("True: a pair number is a whole number from 1 up")
    for board, refused in (([True, 1, 1], [0]), ([1, 1, True], [2]), ([0, False, 1], [0, 1])):
        df = pd.DataFrame({"board": pd.Series(board, dtype=object), "ns": [1, 2, 3],
                           "ew": [4, 5, 6], "ns_score": [100, 50, 0]})
        problems = bk.validate_traveller(df)
        assert problems.row.tolist() == refused
        assert set(problems.column) == {"board"}
    # three rows of board 1 scored, two pair 1 rows of one pair (top 2 over three results)
    df = pd.DataFrame({"board": [1, 1, 1, 2, 2], "ns": pd.Series([1, 2, 3, True, 1],
                                                                 dtype=object),
                       "ew": [4, 5, 6, 5, 6], "ns_score": [100, 50, 0, 50, 100]})
    out = bk.score_event(df)
    assert out.status.tolist() == ["scored", "scored", "scored", "error", "scored"]
    ns = bk.rank_pairs(out).query("direction == 'NS'").set_index("pair")
    assert ns.loc["1", "boards"] == 2 and "True" not in ns.index


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["played", "score", "blank", "artificial"]), min_size=1,
                max_size=6),
       st.sampled_from(["A60/40", "A+", "A-", "A+/A-", "A50/50", "30%+420 70%+170"]),
       st.booleans(), st.sampled_from([1, 2]))
def test_an_artificial_score_is_never_explained_as_not_played(kinds, ruling, contracts, board):
    """Where a board's ruling is written (the ns_score column or the adjusted column), on
    a board among others, with or without contract columns and with rows not played
    beside it: the explanation is the same, the ruling is "a ruling, scored by its own
    rule", and "not played" is said of the rows that were not played, and only of them."""
    kinds = [*kinds, "artificial"]
    rows = []
    for i, kind in enumerate(kinds):
        row = {"board": board, "ns": i + 1, "ew": i + 21, "ns_score": None, "adjusted": None}
        if contracts:
            row.update(contract="", declarer="", result="")
        if kind == "played" and contracts:
            row.update(contract="4S", declarer="N", result="=")
        elif kind in ("played", "score"):
            row["ns_score"] = 420 if i % 2 else 170
        rows.append(row)
    rows.append({"board": 3 - board, "ns": 1, "ew": 21, "ns_score": 100, "adjusted": None})
    in_score = pd.DataFrame(rows).astype({"ns_score": object})
    in_adjusted = in_score.copy()
    special = [i for i, kind in enumerate(kinds) if kind == "artificial"]
    in_score.loc[special, "ns_score"] = ruling
    in_adjusted.loc[special, "adjusted"] = ruling
    one, two = bk.explain_event_board(in_score, board), bk.explain_event_board(in_adjusted, board)
    assert str(one) == str(two)
    blank = [i for i, kind in enumerate(kinds) if kind == "blank"]
    said = [line for line in one.lines if "not played" in line]
    assert said == [f"NS {i + 1} v EW {i + 21}: not played (counted in N, not compared)"
                    for i in blank]
    if ruling.startswith("A"):  # a weighted score is compared, part by part
        assert sum("a ruling, scored by its own rule" in line for line in one.lines) == len(
            special)
