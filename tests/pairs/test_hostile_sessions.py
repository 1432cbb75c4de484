"""Hostile session rankings: a pair without names, blank names and a pair listed twice are
refused with the pair named, never dropped, merged or summed."""

import numpy as np
import pandas as pd
import pytest

import bridgekit as bk
from bridgekit.pairs import combine_sessions

ONE = pd.DataFrame({"pair": [1, 2, 3], "names": ["Ann & Bob", "Cy & Di", "Ed & Flo"],
                    "boards": 24, "total": [172.8, 115.2, 144.0], "max": 288.0,
                    "pct": [60.0, 40.0, 50.0]})
TWO = pd.DataFrame({"pair": [2, 1, 3], "names": ["cy & di", "Ann & Bob", "Ed & Flo"],
                    "boards": 26, "total": [312.0, 312.0, 312.0], "max": 624.0,
                    "pct": [50.0, 50.0, 50.0]})


@pytest.mark.parametrize("missing", [np.nan, None, "", "   "])
def test_a_pair_without_names_is_refused_naming_it(missing):
    # before: NaN names were dropped by groupby (pair 3 vanished from the total); blank
    # names all became one key "" whose sessions were summed with any other blank pair's
    two = TWO.assign(names=TWO["names"].astype(object))
    two.loc[2, "names"] = missing
    with pytest.raises(bk.TravellerError, match=r"session 2: pair '3' has no names; "
                                                r"by='names' needs every pair's names"):
        combine_sessions([ONE, two], by="names")


def test_two_blank_named_pairs_are_not_one_pair():
    one = ONE.assign(names=["Ann & Bob", "", ""])
    with pytest.raises(bk.TravellerError, match=r"session 1: pair '2' has no names"):
        combine_sessions([one, TWO], by="names")


def test_a_pair_listed_twice_in_a_session_is_refused_not_summed():
    # before: "Ann & Bob" twice in session 2 was summed: 3 session rows, 936 MPs of 1200
    two = TWO.assign(names=["Ann & Bob", "ann  &  BOB", "Ed & Flo"])
    with pytest.raises(bk.TravellerError, match=r"session 2: 'ann & bob' is listed more than "
                                                r"once \(pairs 2, 1\); each pair once"):
        combine_sessions([ONE, two], by="names")
    twice = pd.concat([ONE, ONE.iloc[[0]]], ignore_index=True)
    with pytest.raises(bk.TravellerError, match=r"session 1: '1' is listed more than once "
                                                r"\(pairs 1, 1\)"):
        combine_sessions([twice, TWO])


def test_a_pair_without_a_number_is_refused_by_pair():
    one = ONE.assign(pair=["1", "2", ""])
    with pytest.raises(bk.TravellerError, match=r"session 1: a pair has no number"):
        combine_sessions([one, TWO])


def test_names_differing_only_in_spacing_and_case_are_one_pair():
    # (60 x 24 + 50 x 26) / 50 = 54.8 for Ann & Bob, typed two ways
    two = TWO.assign(names=["cy & di", "  ANN &  bob ", "Ed & Flo"])
    out = combine_sessions([ONE, two], by="names").set_index("key")
    assert out.loc["ann & bob", "pct"] == pytest.approx(54.8)
    assert out["sessions"].tolist() == [2, 2, 2]
