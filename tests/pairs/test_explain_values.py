"""A board's explanation holds numbers and codes, and words them where it is read: the numbers
of each kind of line (matchpoints, Neuberg, Butler, cross-IMPs, a ruling, a row not played, a
row in error with its problem's code and values), and, for any board, the held explanation
said in Dutch or French is what explaining it in that language says.

The board (seven tables, as tests/widgets/test_explain_words.py): +450, +420, +460, -50, a
ruling A60/40, the contract 4Q (an error) and a row not played. Neuberg with N = 8: +420 beats
1 of the 4 results compared (2 of 6 matchpoints), (8/4) x (2 + 1) - 1 = 5, of a top of 14:
35.7%. Butler: the highest and the lowest dropped, (420 + 450) / 2 = 435, rounded to 440;
-50 - 440 = -490 is -10 IMPs (430-490); the ruling 60/40 is average-plus, +3 IMPs to N-S and
-3 to E-W (Law 86A). Cross-IMPs: +450 v +420 +1, v +460 0, v -50 +11: +12 over 3, +4 each.
"""

from __future__ import annotations

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.adjusted import ArtificialScore
from bridgekit.i18n import speaking
from bridgekit.pairs.event import (
    ButlerHeading,
    ButlerLine,
    CrossLine,
    RulingImps,
    Unscored,
    explain_board_imps,
    explain_event_board,
)
from bridgekit.pairs.scoring import RULE_NEUBERG, MatchpointsHeading, Pairs
from bridgekit.problems import Code

ROWS = pd.DataFrame({
    "board": [1] * 7, "ns": [1, 2, 3, 4, 5, 6, 7], "ew": [11, 12, 13, 14, 15, 16, 17],
    "contract": ["4S", "4S", "3NT", "4S", "", "4Q", ""],
    "declarer": ["N", "N", "S", "N", "", "N", ""],
    "result": ["+1", "=", "+2", "-1", "", "=", ""],
    "ns_score": ["", "", "", "", "A60/40", "", ""]})


def test_matchpoints_hold_the_comparison_and_neubergs_numbers():
    e = explain_event_board(ROWS, 1, normal=8)
    assert e.head == MatchpointsHeading(N=8, real=4, rulings=1, method="neuberg", scale="ebu",
                                        top=14.0)
    line = e.rows[1]
    assert (line.at, line.label) == (1, Pairs("2", "12"))
    m = line.said
    assert (m.entry, m.rule, m.lower, m.equal, m.n, m.mp, m.N) == (420, RULE_NEUBERG, 1, 0, 4, 2, 8)
    assert m.ns[0] == pytest.approx(5.0) and m.ns[1] == pytest.approx(500 / 14)
    assert m.ew[0] == pytest.approx(9.0) and m.ew[1] == pytest.approx(900 / 14)
    # the rows not scored last, by their rows' positions: not played (row 6), in error (row 5)
    assert [line.at for line in e.rows] == [0, 1, 2, 3, 4, 6, 5]
    assert e.rows[5].said == Unscored(imps=False)
    error = e.rows[6].said
    assert error.problem["code"] is Code.CONTRACT and error.problem["values"] == {"cell": "'4Q'"}
    assert e.lang == "en" and len(e) == 7


def test_butler_holds_the_datum_each_results_imps_and_the_rulings():
    e = explain_event_board(ROWS, 1, scoring="butler", lang="fr")
    assert e.head == ButlerHeading(kept=(420.0, 450.0), dropped=1, datum=440.0)
    assert [line.said for line in e.rows[:4]] == [
        ButlerLine(450, 440, 0), ButlerLine(420, 440, -1), ButlerLine(460, 440, 1),
        ButlerLine(-50, 440, -10)]
    assert e.rows[4].said == RulingImps(ArtificialScore(60, 40), 3.0, -3.0)
    assert e.rows[5].said == Unscored(imps=True)
    assert e.lang == "fr" and e.heading.startswith("Butler\u00a0: le datum")
    assert e.words("en")[1][3] == "NS 4 v EW 14: -50 - (+440) = -490 → N-S -10 IMPs, E-W +10 (430-490: 10 IMPs)"


def test_cross_imps_hold_each_comparison_the_total_and_the_average():
    e = explain_event_board(ROWS, 1, scoring="cross-imps")
    assert e.rows[0].said == CrossLine(450, (420, 460, -50), 12, 4.0, "average")
    total = explain_board_imps([620, 170, ArtificialScore(60, 40)], "cross-imps", cross="total")
    assert total.rows[2].said == RulingImps(ArtificialScore(60, 40), 6.0, -6.0)  # 3 x 2 others


#: scores a table can make on board 1 (no one vulnerable), and rulings
BOARDS = st.lists(st.sampled_from([-500, -300, -100, -50, 50, 90, 110, 140, 170, 400, 420, 450,
                                   480, 980, "A60/40", "A50/50", "A40/60"]),
                  min_size=1, max_size=8).filter(lambda b: any(isinstance(x, int) for x in b))


@settings(max_examples=40, deadline=None)
@given(BOARDS, st.sampled_from(["plain", "neuberg", "old-style", "butler", "cross-imps"]))
def test_the_held_explanation_says_what_explaining_in_the_language_says(board, how):
    rows = pd.DataFrame({"board": 1, "ns": range(1, len(board) + 1),
                         "ew": range(11, len(board) + 11), "ns_score": [str(x) for x in board]})
    shortcuts = {"scoring": how} if how in ("butler", "cross-imps") else {"method": how}
    english = explain_event_board(rows, 1, normal=len(board) + 1, **shortcuts)
    for lang in ("nl", "fr"):
        said = explain_event_board(rows, 1, normal=len(board) + 1, lang=lang, **shortcuts)
        assert english.words(lang) == (said.heading, said.lines)
        assert english.describe(lang=lang) == str(said)
        with speaking(lang):  # the language it was explained in stays its own
            assert str(english) == str(bk.explain_event_board(rows, 1, normal=len(board) + 1,
                                                              lang="en", **shortcuts))


def test_a_method_given_where_the_settings_go_is_refused_naming_it():
    # explain_board's fourth parameter was the method; it is the settings now
    with pytest.raises(bk.OptionError, match=r"settings='plain': a Settings .* method='plain'"):
        bk.explain_board([420, 170], 3, None, "plain")
    with pytest.raises(bk.OptionError, match="settings='butler'"):
        explain_event_board(ROWS, 1, "butler")
    assert str(bk.explain_board([420, 170], 3, None, bk.Settings(method="plain"))) == str(
        bk.explain_board([420, 170], 3, method="plain"))
