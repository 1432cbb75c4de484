"""Scoring a whole event: every board at once, rows in error kept, event IMPs."""

import numpy as np
import pandas as pd
import pytest
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



# ------------------------------------------------------------------- the fast paths agree

@given(st.lists(st.tuples(st.integers(0, 6), st.integers(-30, 30)), min_size=1, max_size=60))
def test_counting_matches_sorting(cells):
    from bridgekit.pairs.scoring import _count_table, _sort_order, _taken_as_floats

    key = np.array([k for k, _ in cells], dtype=np.int64)
    score = np.array([10.0 * s for _, s in cells])
    table = _count_table(key, score)
    assert table is not None
    below, counts, cell = table
    counted = _taken_as_floats(below, cell), _taken_as_floats(counts, cell)
    order = _sort_order(key, score)
    # the sort path's answer, by brute force
    lower = [sum(1 for j in range(len(key)) if key[j] == key[i] and score[j] < score[i])
             for i in range(len(key))]
    equal = [sum(1 for j in range(len(key)) if key[j] == key[i] and score[j] == score[i])
             for i in range(len(key))]
    assert counted[0].tolist() == lower and counted[1].tolist() == equal
    assert sorted(order.tolist()) == list(range(len(key)))


def test_wide_scores_and_fractions_take_the_sort():
    from bridgekit.pairs.scoring import _compare_units, _count_table

    key = np.zeros(3, dtype=np.int64)
    assert _count_table(key, np.array([0.0, 0.5, 1.0])) is None
    # sparse keys: a table of 5 million cells for three results is not worth it
    assert _count_table(np.array([0, 5_000_000, 1]), np.array([1.0, 2.0, 3.0])) is None
    lower, equal = _compare_units(key, np.array([0.0, 0.5, 0.5]), np.ones(3))
    assert lower.tolist() == [0, 1, 1] and equal.tolist() == [1, 2, 2]


def test_the_same_event_from_every_kind_of_text_column():
    df = pd.DataFrame({"board": [1, 1, 1, 2, 2, 2], "ns": [1, 2, 3, 1, 2, 3],
                       "ew": [4, 5, 6, 4, 5, 6],
                       "contract": ["4S", "4S", "8S", "3NT", "3NT", "Pass"],
                       "declarer": ["N", "S", "N", "E", "W", ""],
                       "result": ["=", "+1", "=", "-1", "=", ""]})
    truth = bk.score_event(df)
    for kind in (object, "category", "string"):
        out = bk.score_event(df.astype({c: kind for c in ("contract", "declarer", "result")}))
        assert out[["ns_score", "ns_mp", "ew_mp"]].equals(truth[["ns_score", "ns_mp", "ew_mp"]])
        assert out["error"].tolist() == truth["error"].tolist()


def test_a_problem_read_once_is_reported_on_every_row_that_has_it():
    df = pd.DataFrame({"board": [1, 2, 3, 1], "ns": 1, "ew": 2,
                       "contract": ["8S", "8S", "4S", " 8S"], "declarer": "N",
                       "result": ["=", "=", "=", "="]}, index=[10, 20, 30, 40])
    df.loc[40, ["ns", "ew"]] = [3, 4]
    problems = bk.validate_traveller(df)
    assert problems["row"].tolist() == [10, 20, 40]
    assert problems["value"].tolist() == ["8S", "8S", " 8S"]  # each row's own cell
    assert set(problems["problem"]) == {"'8S': a level is 1 to 7"}


def test_combinations_too_many_to_pack_are_numbered():
    from bridgekit.columns import distinct_rows

    big = np.array([0, 2**21, 0, 2**21, 5], dtype=np.int64)
    inverse, rep = distinct_rows([big, big, big], np.array([0, 1, 0, 1, 3]))
    assert inverse[0] == inverse[2] and inverse[1] == inverse[3]
    assert len(set(inverse.tolist())) == 3 and len(rep) == 3
    assert all(inverse[r] == j for j, r in enumerate(rep))


def test_the_output_is_a_new_frame_with_the_input_untouched():
    """The scored event keeps the input's columns and attrs; a column it computes that the
    input already has (``ns_score`` typed by hand) is replaced where it stands, the others
    follow in order; the input frame and its attrs are not changed."""
    df = pd.DataFrame({"board": [1, 1], "ns_score": ["", ""], "ns": [1, 2], "ew": [3, 4],
                       "contract": ["3NT", "4S"], "declarer": "N", "result": ["=", "-1"]},
                      index=[7, 7])
    df.attrs["event"] = {"Event": "club"}
    before = df.copy()
    out = bk.score_event(df)
    assert list(out.columns) == ["board", "ns_score", "ns", "ew", "contract", "declarer",
                                 "result", "ns_mp", "ew_mp", "ns_pct", "ew_pct", "top",
                                 "error", "status"]
    assert out.index.tolist() == [7, 7]
    assert out["ns_score"].tolist() == [400.0, -50.0] and out["ns_mp"].tolist() == [2.0, 0.0]
    assert out.attrs["event"] == {"Event": "club"} and "problems" in out.attrs
    out.attrs["event"]["Event"] = "changed"
    pd.testing.assert_frame_equal(df, before)
    assert df.attrs == {"event": {"Event": "club"}}
    # a penalty and a ruling add their columns before error and status (the ruling replaces
    # the played 4S-1 from the adjusted column: in ns_score beside the contract it is an error)
    df = df.assign(adjusted=["", "A60/40"], penalty=["", "NS 1"])
    out = bk.score_event(df)
    assert list(out.columns)[-6:] == ["top", "ruling", "ns_penalty", "ew_penalty", "error",
                                     "status"]
    assert out["ns_pct"].tolist() == [50.0, 60.0] and out["ns_penalty"].tolist() == [0, 1]


def test_a_butler_board_is_explained_by_its_datum_and_imps():
    # a board of 50, -460, -490, -430; the highest and lowest dropped, the mean of
    # -460 and -430 is -445, rounded to -450; IMPs +11 (500), 0 (-10), -1 (-40), +1 (+20)
    from bridgekit.pairs.event import explain_event_board

    df = pd.DataFrame({"board": 1, "ns": [1, 2, 3, 4], "ew": [5, 6, 7, 8],
                       "ns_score": [50, -460, -490, -430]})
    e = explain_event_board(df, 1, scoring="butler")
    assert "rounded to -450" in e.heading
    assert [line.split("→ ")[1].split(",")[0] for line in e.lines] == [
        "N-S +11 IMPs", "N-S 0 IMPs", "N-S -1 IMP", "N-S +1 IMP"]


def test_a_board_is_explained_by_the_size_the_ranking_used(data_dir):
    # EBUScore factors every board to the most results any board has (--normal max): the
    # explanation gives each result the matchpoints the check reproduces
    from bridgekit.io import read_event
    from bridgekit.pairs.event import explain_event_board
    from bridgekit.pairs.published import score_published

    df = read_event(data_dir / "programs" / "ebuscore-max.xml")
    scored = score_published(df, normal="max")
    for board in scored["board"].unique():
        lines = explain_event_board(df, int(board), normal="max").lines
        # "Neuberg: ... = 0.3 → 5.6%", or on a board every result played "→ 5 of 8 matchpoints
        # ...; nothing to factor"
        values = [float(line.split("= ")[-1].split(" ")[0]) if "= " in line else
                  float(line.split("→ ")[1].split(" ")[0]) for line in lines if "→" in line]
        expected = scored.loc[(scored["board"] == board) & scored["ns_mp"].notna(), "ns_mp"]
        assert values == expected.round(1).tolist()


def test_score_explains_an_imp_pairs_board_by_imps(capsys, data_dir):
    from bridgekit.cli import main

    assert main(["score", str(data_dir / "programs" / "magic-contest-butler.pbn"), "--explain", "5"]) == 0
    out = capsys.readouterr().out
    assert "Butler: the datum is the mean of 140, 170 and 620" in out
    assert "+620 - (+310) = +310 → N-S +7 IMPs, E-W -7 (270-310: 7 IMPs)" in out
    assert "Neuberg" not in out


def test_categories_score_as_their_text():
    # contract, declarer and result as pandas categories are read from their codes: the
    # same answer as the text, a category no row holds ('9Z') never reported, a missing
    # cell blank. Board 1: 4S= N +420 beats 4S-1 -50 (two results: top 2 on the EBU
    # scale, 2 a result beaten); board 2 is not played.
    text = pd.DataFrame({"board": [1, 1, 2], "ns": [1, 2, 1], "ew": [3, 4, 3],
                         "contract": ["4S", "4S", None], "declarer": ["N", "N", None],
                         "result": ["=", "-1", None]})
    cats = text.astype({"declarer": "category", "result": "category"})
    cats["contract"] = pd.Categorical(text["contract"], categories=["9Z", "4S"])
    want, got = bk.score_event(text), bk.score_event(cats)
    assert got["ns_score"].tolist()[:2] == [420.0, -50.0]
    assert got["ns_mp"].tolist()[:2] == [2.0, 0.0] and got["status"].tolist()[2] == "not played"
    pd.testing.assert_frame_equal(got.drop(columns=["contract", "declarer", "result"]),
                                  want.drop(columns=["contract", "declarer", "result"]))
    assert got.attrs["problems"] == want.attrs["problems"] == []


def test_an_event_scored_by_settings_or_by_their_shortcuts_is_the_same():
    """``score_event(df, settings)`` reads method, scale, normal, movement and artificial;
    the keyword options change them for the call; any other option is refused."""
    df = pd.DataFrame({"board": [1, 1, 1, 2, 2], "ns": [1, 2, 3, 1, 2], "ew": [4, 5, 6, 4, 5],
                       "ns_score": [450, 420, -100, 110, -100]})
    # EBUScore's preset factors every board to the most results any has, N = 3: board 2's
    # +110 beats -100 (2 of 2 in a group of 2), Neuberg (3/2) x (2 + 1) - 1 = 3.5 of a top
    # 4; -100: (3/2) x (0 + 1) - 1 = 0.5; on the 1 and 1/2 scale halved, 1.75 and 0.25
    ebu = bk.score_event(df, bk.Settings.of("ebuscore"))
    assert ebu.ns_mp.tolist()[3:] == [3.5, 0.5] and ebu.ns_pct.tolist()[3:] == [87.5, 12.5]
    acbl = bk.score_event(df, bk.Settings.of("ebuscore"), scale="acbl")
    assert acbl.ns_mp.tolist()[3:] == [1.75, 0.25]
    assert acbl.equals(bk.score_event(df, normal="max", scale="acbl"))
    # normal= given wins over the settings' (board 2 to its own 2 results: 2 and 0)
    own = bk.score_event(df, bk.Settings.of("ebuscore"), normal={2: 2})
    assert own.ns_mp.tolist() == [4.0, 2.0, 0.0, 2.0, 0.0]
    assert bk.score_event(df, bk.Settings.of("brian")).equals(bk.score_event(df, method="plain"))
    with pytest.raises(bk.OptionError, match="settings='plain': a Settings"):
        bk.score_event(df, "plain")
    with pytest.raises(bk.OptionError, match="scoring='butler': not an option here; one of "
                                             "method, scale, movement, artificial"):
        bk.score_event(df, scoring="butler")


# ------------------------------------------- the shortcuts of a clean event, against the long way

_CELLS = {"contract": ["4S", "3NTX", "Pass", "1NT", "7NTXX", "8S", " 4h ", "4S+1 N", "", "-",
                       None, float("nan"), "é"],
          "declarer": ["N", "E", "S", "W", "north", "x", "", None, float("nan")],
          "result": ["=", "+1", "-1", "-13", "9", "+7", "", None, float("nan"), "é", "x"]}


#: cells no row can be wrong with
_CLEAN = {"contract": ["4S", "3NTX", "1NT", "6HXX"], "declarer": ["N", "E", "S", "W"],
          "result": ["=", "-1", "-2"]}


@st.composite
def travellers(draw):
    cells = _CLEAN if draw(st.booleans()) else _CELLS  # half of them clean
    boards = draw(st.integers(1, 4))
    rows = []
    for b in range(1, boards + 1):
        for t in range(1, draw(st.integers(1, 6)) + 1):
            rows.append({"board": b, "ns": t, "ew": t + draw(st.sampled_from([0, 10])),
                         **{name: draw(st.sampled_from(cells[name])) for name in _CELLS}})
    return pd.DataFrame(rows)


def _stored(df, storage):
    if storage == "object":
        return df
    if storage == "arrow":
        pytest.importorskip("pyarrow")
    kind = {"category": "category", "str-python": "str-python", "arrow": "string[pyarrow]"}[storage]
    if kind == "str-python":
        try:  # pandas' own str stored as Python objects: pandas 2.3 on
            kind = pd.StringDtype("python", na_value=np.nan)
        except TypeError:
            pytest.skip("pandas' str dtype needs pandas 2.3")
    text = {c: df[c].map(lambda v: v if isinstance(v, str) else None) for c in _CELLS}
    return df.assign(**{c: pd.Series(v, dtype=object).astype(kind) for c, v in text.items()})


@given(travellers(), st.sampled_from(["object", "category", "str-python", "arrow"]))
def test_a_clean_event_scores_as_the_long_way_does(df, storage):
    # score_event takes shortcuts when nothing is missing or wrong (no mask of the rows
    # without a score, of blank or refused pairs, of unreadable boards; the board numbers
    # read as they lie; short Arrow text read from its buffers): a row that is wrong in
    # every way, added on a board of its own and then left out, sends the same event the
    # long way, which must give every other row the same numbers, words and problems
    df = df.astype({c: object for c in _CELLS})
    wrong = pd.DataFrame({"board": ["x"], "ns": [np.nan], "ew": [np.nan], "contract": ["8S"],
                          "declarer": ["?"], "result": ["é"]})
    both = pd.concat([df.astype({"board": object}), wrong], ignore_index=True)
    both["ns"], both["ew"] = both["ns"].astype(float), both["ew"].astype(float)
    short = bk.score_event(_stored(df, storage))
    long = bk.score_event(_stored(both, storage)).iloc[:len(df)]
    numbers = ["ns_score", "ns_mp", "ew_mp", "ns_pct", "ew_pct", "top"]
    np.testing.assert_array_equal(short[numbers].to_numpy(float), long[numbers].to_numpy(float))
    assert short["error"].tolist() == long["error"].tolist()
    assert short["status"].tolist() == long["status"].tolist()
    assert short.attrs["movement"] == long.attrs["movement"]
    kept = [p for p in long.attrs["problems"] if p["row"] < len(df)]
    assert [p["problem"] for p in short.attrs["problems"]] == [p["problem"] for p in kept]
    # and every storage of the same text scores as Python objects do
    plain = bk.score_event(df)
    np.testing.assert_array_equal(short[numbers].to_numpy(float), plain[numbers].to_numpy(float))
    assert short["error"].tolist() == plain["error"].tolist()


def test_a_row_with_no_board_number_is_not_explained_as_board_1():
    # board_numbers reads an unreadable board as 1 (flagged): score_event leaves the "x" row
    # out of board 1's N (3 results, +420 100%), and its explanation must say the same
    from bridgekit.pairs.event import explain_event_board

    df = pd.DataFrame({"board": [1, 1, 1, "x"], "ns": [1, 2, 3, 4], "ew": [5, 6, 7, 8],
                       "ns_score": [420, 170, -50, 100]})
    scored = bk.score_event(df)
    e = explain_event_board(df, 1)
    assert e.heading.startswith("Board of 3 results expected, 3 present")
    assert [line.said.ns[1] for line in e.rows] == scored["ns_pct"].iloc[:3].tolist()
    # the "x" row is no board's: the most results a board has is 3
    assert explain_event_board(df, 1, normal="max").heading.startswith("Board of 3 results")


def test_an_explanation_refuses_a_normal_below_the_rows_as_the_scoring_does():
    # N = 3 for a board of 4 rows: score_event refuses it; the explanation raised N to 4
    # without a word and explained numbers no scoring gave
    from bridgekit.pairs.event import explain_event_board

    df = pd.DataFrame({"board": 1, "ns": [1, 2, 3, 4], "ew": [5, 6, 7, 8],
                       "ns_score": [420, 170, -50, 100]})
    with pytest.raises(bk.errors.TravellerError, match="normal=3: board 1 has 4 results"):
        bk.score_event(df, normal=3)
    with pytest.raises(bk.errors.TravellerError, match="normal=3: board 1 has 4 results"):
        explain_event_board(df, 1, normal=3)


@pytest.mark.parametrize("method", ["cross-imps", "butler"])
def test_a_lone_result_at_imps_scores_0_as_its_explanation_says(method):
    # board 1: +420 and a ruling; nothing to compare +420 with: its explanation says 0 IMPs
    # (Butler: the datum is +420), as a lone result has 50% at matchpoints. It was NaN, so
    # the ranking left the board out of N-S 1's boards without a word
    from bridgekit.pairs.event import explain_event_board

    df = pd.DataFrame({"board": [1, 1, 2, 2], "ns": [1, 2, 1, 2], "ew": [3, 4, 4, 3],
                       "ns_score": [420, "A60/40", 620, 170]})
    out = bk.score_event_imps(bk.score_event(df), method)
    explained = explain_event_board(df, 1, scoring=method)
    assert "0 IMPs" in explained.lines[0]
    assert out["ns_imps"].iloc[0] == 0 and out["ew_imps"].iloc[0] == 0
    if method == "butler":
        assert out["datum"].iloc[0] == 420
    else:
        assert out["ns_cross_total"].iloc[0] == 0
    ranks = bk.rank_pairs_imps(out, movement="mitchell")
    assert ranks.set_index(["direction", "pair"]).loc[("NS", "1"), "boards"] == 2


def test_a_ruling_valued_by_the_session_is_explained_as_it_was_scored():
    # artificial="session": N-S 1's A+ on board 1 is the greater of 60% and its 73.6% on its
    # other boards (EBU, ACBL); the explanation said 60% (6.0 of 10), a number no scoring gave
    from bridgekit.pairs.event import explain_event_board

    df = bk.load_sample_event()
    first = df.index[df["board"] == 1][0]
    df.loc[first, ["contract", "declarer", "result"]] = ""
    df["ns_score"] = df["ns_score"].astype(object)
    df.loc[first, "ns_score"] = "A+"
    scored = bk.score_event(df, artificial="session")
    line = explain_event_board(df, 1, artificial="session").rows[0].said
    assert scored.loc[first, "ns_pct"] > 60
    assert (line.ns, line.ew) == ((scored.loc[first, "ns_mp"], scored.loc[first, "ns_pct"]),
                                  (scored.loc[first, "ew_mp"], scored.loc[first, "ew_pct"]))


@pytest.mark.parametrize("method", ["cross-imps", "butler"])
def test_a_weighted_score_at_imps_is_explained_as_not_scored(method):
    # score_event_imps leaves a weighted score NaN and out of the comparisons; explaining
    # its board raised a TypeError (float() of a WeightedScore)
    from bridgekit.pairs.event import explain_event_board

    df = pd.DataFrame({"board": 1, "ns": [1, 2, 3, 4], "ew": [5, 6, 7, 8],
                       "ns_score": [420, 170, "A60/40", "30%+420 70%+170"]})
    out = bk.score_event_imps(bk.score_event(df), method, ruling_imps=1.5)
    e = explain_event_board(df, 1, scoring=method, cross="total", ruling_imps=1.5)
    assert np.isnan(out["ns_imps"].iloc[3])
    assert "not scored at IMPs" in e.lines[3]
    if method == "cross-imps":  # the ruling over the 2 other results compared: +3
        assert out["ns_cross_total"].iloc[2] == 3 and "→ 3 IMPs to N-S" in e.lines[2]
