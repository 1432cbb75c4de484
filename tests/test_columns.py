"""The columnar kernels against the plain numpy and pandas answers they stand for."""

import numpy as np
import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.columns import (
    MAX_BOARD,
    board_numbers,
    cell_text,
    dense_unique,
    distinct_rows,
    few_codes,
    pair_keys,
    repeated,
)

keys = st.lists(st.one_of(st.integers(0, 50), st.integers(0, 2**40)), max_size=60).map(
    lambda xs: np.array(xs, dtype=np.int64))


@given(keys)
def test_dense_unique_is_np_unique(k):
    uniques, inverse = dense_unique(k)
    want_u, want_i = np.unique(k, return_inverse=True)
    assert uniques.tolist() == want_u.tolist() and inverse.tolist() == want_i.ravel().tolist()


@given(keys, st.data())
def test_repeated_marks_what_pandas_calls_duplicated(k, data):
    valid = np.array(data.draw(st.lists(st.booleans(), min_size=len(k), max_size=len(k))), dtype=bool)
    want = np.zeros(len(k), dtype=bool)
    want[valid] = pd.Series(k[valid]).duplicated().to_numpy()
    assert repeated(k, valid).tolist() == want.tolist()


@pytest.mark.parametrize("k", [[5, 1, 7, 1, 9, 5, 2, 8, 7, 0], list(range(10)), [3] * 10])
def test_repeated_marks_the_keys_a_chunk_at_a_time(k, monkeypatch):
    # a million keys are marked a chunk at a time (a small copy of each at numpy's index
    # width, not of every key): chunks of 3 here, repeats across their edges
    import bridgekit.columns as columns

    monkeypatch.setattr(columns, "_MARK_CHUNK", 3)
    keys = np.array(k, dtype=np.int32)
    assert repeated(keys).tolist() == pd.Series(keys).duplicated().tolist()


#: cells a traveller's text columns may hold: odd text, blanks, missing values, numbers, truths
cells = st.one_of(st.sampled_from(["4S", "4S ", " 4s", "", "-", "=", "+1", "é", "NaN", "None",
                                   "4♠", "\x00", "1", "1.0", "A\x00", "3NTX-2 W", "1234567",
                                   "12345678"]),
                  st.text(max_size=3), st.text(max_size=9), st.none(), st.just(float("nan")), st.just(pd.NA),
                  st.integers(-2, 2), st.booleans(), st.floats(allow_nan=False, width=16))


STORAGES = ("text-only", "str-python", "str-arrow", "string[pyarrow]")


def storage_dtype(storage):
    """The dtype a storage names (skipped where this pandas or pyarrow has none such)."""
    if "arrow" in storage:
        pytest.importorskip("pyarrow")
    if storage == "text-only":
        return object
    if storage == "string[pyarrow]":
        return "string[pyarrow]"
    try:  # pandas' own str (na_value=nan): pandas 2.3 on
        return pd.StringDtype("pyarrow" if "arrow" in storage else "python", na_value=np.nan)
    except TypeError:
        pytest.skip("pandas' str dtype needs pandas 2.3")


@given(st.lists(cells, max_size=40), st.sampled_from(["object", *STORAGES]), st.integers(0, 3),
       st.integers(0, 40))
def test_few_codes_is_pd_factorize(values, storage, start, cut):
    # the faster ways must give pandas' own codes and distinct values, whatever the cells:
    # text of Python objects, or stored by Arrow and read from its buffers (cells of 0 to 7
    # bytes, zero bytes and letters of two bytes among them; else hashed), from a column's
    # start or from a later row (a slice: its buffers begin before it), in one chunk or in
    # two (a column put together by concat, as a file read in parts is)
    column = pd.Series(values, dtype=object)
    if storage != "object":
        text = [v if isinstance(v, str) else None for v in values]
        column = pd.Series(text, dtype=storage_dtype(storage)).iloc[start:]
        column = pd.concat([column.iloc[:cut], column.iloc[cut:]], ignore_index=True)
    codes, uniques = few_codes(column)
    want_codes, want_uniques = pd.factorize(column, use_na_sentinel=True)
    assert codes.tolist() == want_codes.tolist()
    assert [(type(u), u) for u in uniques] == [(type(u), u) for u in want_uniques]


@given(st.lists(st.tuples(st.integers(-1, 3), st.integers(-1, 3), st.integers(0, 3)), max_size=40))
def test_distinct_rows_numbers_each_combination_once(rows):
    a = np.array([r[0] for r in rows], dtype=np.int64)
    b = np.array([r[1] for r in rows], dtype=np.int64)
    vul = np.array([r[2] for r in rows], dtype=np.int64)
    inverse, rep = distinct_rows([a, b], vul)
    assert len(set(rows)) == len(rep)
    for i, r in enumerate(rows):  # the same code exactly when the same combination
        assert rows[rep[inverse[i]]] == r


def test_board_numbers_read_exactly():
    raw = pd.Series([12, "12", " 12", 12.0, "12.0", "²", 0, -3, 1.5, True, MAX_BOARD + 1, None],
                    dtype=object)
    board, bad = board_numbers(raw)
    assert board[:5].tolist() == [12] * 5
    assert bad.tolist() == [False] * 5 + [True] * 7
    # a float16 cannot hold the largest board number: compared as a float, no overflow
    # warning (before: RuntimeWarning, an error in this suite)
    board, bad = board_numbers(pd.Series([np.float16(12), np.float16("inf")], dtype=object))
    assert board.tolist() == [12, 1] and bad.tolist() == [False, True]


def test_pair_keys_read_one_pair_however_written():
    ns, ew = pair_keys(pd.DataFrame({"ns": [1, " 1", 1.0, "-", None], "ew": [2, "2", 2.0, 3, ""]}))
    assert len(set(ns[:3].tolist())) == 1 and ns[3] == ns[4] == -1
    assert len(set(ew[:3].tolist())) == 1 and ew[4] == -1
    assert cell_text(10.0) == "10" and cell_text(" 4S ") == "4S"


def test_a_pair_number_is_read_as_a_number_wherever_it_is_written_as_one():
    from bridgekit.columns import pair_number, pair_numbers
    for cell in (1, 1.0, "1", "01", "+1", " 1", "1.0", "1.", np.int64(1), np.float32(1)):
        assert pair_number(cell) == ("1", False), cell
    for cell in ("A3", "Smith", "1a", "1e3"):
        assert pair_number(cell) == (cell, False)
    for cell, text in ((0, "0"), (-1, "-1"), ("-1", "-1"), (1.5, "1.5"), ("0.5", "0.5"),
                       ("00", "00"), (True, "True"), (float("inf"), "inf")):
        assert pair_number(cell) == (text, True), cell
    assert pair_number(None) == ("", False) and pair_number("-") == ("", False)
    text, bad = pair_numbers(pd.Series(["01", 1, "A3", -1, None], dtype=object))
    assert text.tolist() == ["1", "1", "A3", "-1", ""]
    assert bad.tolist() == [False, False, False, True, False]
    ns, ew = pair_keys(pd.DataFrame({"ns": ["01", "+1", "1.0"], "ew": [1, "A3", "02"]}))
    assert ns.tolist() == [ns[0]] * 3 and ew[0] == ns[0] and len({*ns, *ew}) == 3


def test_a_rank_with_ties_has_one_home():
    from bridgekit.columns import rank_with_ties
    assert rank_with_ties(pd.Series([60.0, 55.0, 55.0, 40.0])).tolist() == ["1", "2=", "2=", "4"]
    # sums of sixths that are not quite equal as floats are a tie
    assert rank_with_ties(pd.Series([0.1 + 0.2, 0.3, 0.1])).tolist() == ["1=", "1=", "3"]
    assert rank_with_ties(pd.Series([np.nan, 1.0])).tolist() == ["2", "1"]


def test_every_error_class_lives_in_errors():
    import bridgekit as bk
    from bridgekit import errors
    from bridgekit.deals import deal, double_dummy, par_score
    assert bk.ParError is errors.ParError is par_score.ParError
    assert bk.DealError is errors.DealError is deal.DealError
    assert bk.DDTableError is errors.DDTableError is double_dummy.DDTableError
    for name in errors.__all__:
        assert getattr(errors, name).__module__ == "bridgekit.errors"


def _ranked_by_pandas(values: pd.Series, ascending: bool = False) -> pd.Series:
    """``rank_with_ties`` as pandas' rank and duplicated worked it out before."""
    rounded = values.round(9)
    rank = rounded.rank(method="min", ascending=ascending, na_option="bottom").astype(int)
    tied = rounded.duplicated(keep=False)
    return rank.astype(str).where(~tied, rank.astype(str) + "=")


@given(st.lists(st.sampled_from([0.1, 0.2, 0.3, 0.1 + 0.2, 1 / 3, 50.0, 49.999999999999, -0.0,
                                 0.0, np.inf, -np.inf, np.nan]), max_size=14),
       st.booleans(), st.booleans())
def test_a_rank_with_ties_is_what_pandas_rank_gave(values, ascending, whole):
    # places, ties (to nine decimals, missing values together last), index, name and the
    # texts' dtype as pandas' rank gave them
    series = pd.Series(values, index=np.arange(len(values))[::-1] + 3, name="pct")
    if whole:
        series = series.fillna(7).replace([np.inf, -np.inf], 9).round().astype(np.int64)
    from bridgekit.columns import rank_with_ties
    pd.testing.assert_series_equal(rank_with_ties(series, ascending),
                                   _ranked_by_pandas(series, ascending))


def test_nullable_whole_pair_numbers_with_a_blank_score_as_numbers_with_a_blank():
    # pandas' nullable Int64 (what read_parquet and read_csv(dtype_backend=...) give) with a
    # pair left blank: a plain ValueError ("cannot convert to 'int64'-dtype NumPy array with
    # missing values") before; now the blank row is in error and the others score, as with
    # NaN in a column of floats
    import bridgekit as bk

    df = pd.DataFrame({"board": [1, 1, 1], "ns": pd.array([1, 2, None], dtype="Int64"),
                       "ew": pd.array([11, 12, 13], dtype="Int64"), "ns_score": [420, 400, 170]})
    floats = df.astype({"ns": float, "ew": float})
    assert [k.tolist() for k in pair_keys(df)] == [[0, 1, -1], [2, 3, 4]]
    assert [k.tolist() for k in pair_keys(floats)] == [[0, 1, -1], [2, 3, 4]]
    scored = bk.score_event(df)
    assert scored["ns_pct"].tolist()[:2] == bk.score_event(floats)["ns_pct"].tolist()[:2] == [87.5, 12.5]
    assert scored["ns_pct"].isna().tolist() == [False, False, True]
