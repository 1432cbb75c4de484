"""A pair's explanation holds its numbers (:class:`bridgekit.PairExplanation`) and words them
where it is read; ``explain_pair`` says the same words it always said.

A Mitchell of three tables and two boards, worked by hand (a top of 4: 2 a result beaten, 1 a
tie). Board 1, N-S +420, +170, +170: NS 1 beats both (4), NS 2 and NS 3 tie (1 each), so EW 2
has 3. Board 2, N-S -100, +140, +110: NS 2 beats both (4), so EW 2 has 0. NS 2: 1 + 4 = 5 of 8,
62.50%; EW 2: 3 + 0 = 3 of 8, 37.50%.

A Howell of four pairs: board 1, 1 v 2 +100 and 3 v 4 +50; board 2, 2 v 3 +200 and 4 v 1
+400. Pair 1 beats 3 v 4 on board 1 (2 of 2) and is beaten as E-W on board 2 (0 of 2): 2 of 4,
50.00%.
"""

from __future__ import annotations

import math

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.i18n import speaking

NB = "\u00a0"  # French writes a no-break space before ":" and "%"

MITCHELL = pd.DataFrame({"board": [1] * 3 + [2] * 3, "ns": [1, 2, 3] * 2, "ew": [1, 2, 3] * 2,
                         "ns_score": [420, 170, 170, -100, 140, 110]})
HOWELL = pd.DataFrame({"board": [1, 1, 2, 2], "ns": [1, 3, 2, 4], "ew": [2, 4, 3, 1],
                       "ns_score": [100, 50, 200, 400]})

#: EW 2 of the Mitchell, as explain_pair said it before its words moved to the edge
SAID = {
    "en": "Pair EW 2: 2 boards\n  board 1: 3.0 of 4\n  board 2: 0.0 of 4\n"
          "Total 3.0 of a possible 8: 3.0 / 8 = 37.50%",
    "nl": "Paar OW 2: 2 spellen\n  spel 1: 3,0 van 4\n  spel 2: 0,0 van 4\n"
          "Totaal 3,0 van maximaal 8: 3,0 / 8 = 37,50%",
    "fr": f"Paire EO 2{NB}: 2 donnes\n  donne 1{NB}: 3,0 sur 4\n  donne 2{NB}: 0,0 sur 4\n"
          f"Total 3,0 sur un maximum de 8{NB}: 3,0 / 8 = 37,50{NB}%",
}


def test_the_sample_pairs_numbers_are_held():
    e = bk.PairExplanation.of(bk.score_event(bk.load_sample_event()), 3, direction="NS")
    assert (e.pair, e.direction, len(e.boards)) == ("3", "NS", 24)
    assert e.boards[:3] == ((1, 9.0, 10.0), (2, 5.0, 10.0), (3, 2.0, 10.0))
    assert (e.total, e.top) == (107.5, 240.0) and e.pct == pytest.approx(44.7917, abs=1e-4)
    assert [b for b, _mp, _top in e.boards] == sorted(b for b, _mp, _top in e.boards)


def test_a_mitchell_worked_by_hand_is_held_and_said_as_before():
    scored = bk.score_event(MITCHELL)
    assert bk.PairExplanation.of(scored, 2, direction="NS") == bk.PairExplanation(
        "2", "NS", ((1, 1.0, 4.0), (2, 4.0, 4.0)), 5.0, 8.0, 62.5)
    e = bk.PairExplanation.of(scored, "02", direction="EW")
    assert e == bk.PairExplanation("2", "EW", ((1, 3.0, 4.0), (2, 0.0, 4.0)), 3.0, 8.0, 37.5)
    for lang, text in SAID.items():
        assert e.explain(lang=lang) == text
        assert bk.explain_pair(scored, 2, direction="EW", lang=lang) == text
        with speaking(lang):
            assert str(e) == text  # str() speaks the language being spoken


def test_a_howell_pair_has_no_direction():
    e = bk.PairExplanation.of(bk.score_event(HOWELL), 1, direction="EW")  # one line: no choice
    assert e == bk.PairExplanation("1", None, ((1, 2.0, 2.0), (2, 0.0, 2.0)), 2.0, 4.0, 50.0)
    assert e.explain(lang="fr").splitlines()[0] == f"Paire 1{NB}: 2 donnes"


def test_no_pair_and_a_pair_both_ways_are_refused_before_any_words():
    scored = bk.score_event(MITCHELL)
    with pytest.raises(bk.TravellerError, match="pair 9: no scored result"):
        bk.PairExplanation.of(scored, 9)
    with pytest.raises(bk.OptionError, match="sat both N-S and E-W"):
        bk.PairExplanation.of(scored, 2)


SCORES = st.sampled_from([-200, -140, -110, -100, 90, 100, 110, 140, 170, 200])  # at any vulnerability


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 5).flatmap(lambda tables: st.lists(
    st.lists(SCORES, min_size=tables, max_size=tables), min_size=1, max_size=4)))
def test_the_total_is_the_sum_of_the_boards_and_the_ranking_agrees(boards):
    tables = len(boards[0])
    scored = bk.score_event(pd.DataFrame({
        "board": [b + 1 for b in range(len(boards)) for _t in range(tables)],
        "ns": list(range(1, tables + 1)) * len(boards),
        "ew": list(range(1, tables + 1)) * len(boards),
        "ns_score": [s for board in boards for s in board]}))
    ranking = bk.rank_pairs(scored, movement="mitchell").set_index(["direction", "pair"])
    for side in ("NS", "EW"):
        for pair in range(1, tables + 1):
            e = bk.PairExplanation.of(scored, pair, direction=side)
            assert e.total == math.fsum(mp for _b, mp, _top in e.boards)  # halves: exact
            assert e.top == sum(top for _b, _mp, top in e.boards) == 2 * (tables - 1) * len(boards)
            assert e.pct == pytest.approx(100 * e.total / e.top)
            row = ranking.loc[(side, str(pair))]
            assert (row.total, row["max"], row.pct) == pytest.approx((e.total, e.top, e.pct))


def test_a_board_penalty_is_in_the_explained_percentage_as_in_the_ranking():
    # a procedural penalty of 25% of a top (2.5 of 10) on N-S 1's first board: rank_pairs
    # takes it off (166.8 of 240, 69.5%); the explanation gave 169.3 / 240 = 70.54%
    df = bk.load_sample_event()
    df["penalty"] = ""
    df.loc[0, "penalty"] = "NS 25%"
    scored = bk.score_event(df)
    ranks = bk.rank_pairs(scored).set_index(["direction", "pair"])
    e = bk.PairExplanation.of(scored, 1, direction="NS")
    expected = ranks.loc[("NS", "1"), ["total", "max", "pct"]].tolist()
    assert [e.total, e.top, e.pct] == pytest.approx(expected, rel=1e-12)
    assert e.penalty == 2.5
    text = e.explain().splitlines()
    assert text[-2:] == ["Penalty (Law 90): -2.5", "Total 166.8 of a possible 240: 166.8 / 240 = 69.50%"]
