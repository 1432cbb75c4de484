"""Each missing result counts as a tie (ScoreBridge; BridgeWx in some sessions): on the 2/1
scale, with N results expected and n present, a result scores 2 x beaten + ties + (N - n).
bridgekit names the rule for what it is, Magic Contest's "old-style" (``method="old-style"``),
with N the most results any board has (``normal="max"``).

tests/data/programs/scorebridge-ties.xml, a USEBIO file in ScoreBridge's shape, worked by hand:
a 4-table Mitchell, N-S 1-4, E-W 5-8, 3 boards (board b: N-S i against E-W 5 + (i + b - 2)
mod 4); N = 4, top 2 x 3 = 6::

    board 1 (4 results, none missing): 420 420 400 -50
        1-5 420: beats 2, ties 1 -> 5/1   2-6 420: 5/1   3-7 400: beats 1 -> 2/4   4-8 -50: 0/6
    board 2 (3 results: 4-5 did not play it; N - n = 1, one point each way)
        1-6 -110: 0 + 1 = 1, E-W 2 x 2 + 1 = 5   2-7 -100: 2 + 1 = 3/3   3-8 110: 4 + 1 = 5/1
    board 3 (2 results: 3-5 and 4-6 did not play it; N - n = 2)
        1-7 450: 2 + 2 = 4, E-W 0 + 2 = 2       2-8 170: 0 + 2 = 2, E-W 2 + 2 = 4
    (each board's N-S and E-W on a line add to the top, 6)
    N-S 1: 5 + 1 + 4 = 10 of 18 = 55.56%   2: 5 + 3 + 2 = 10 = 55.56%
        3: 2 + 5 = 7 of 12 = 58.33%        4: 0 of 6 = 0.00%
    E-W 5: 1 of 6 = 16.67%   6: 1 + 5 = 6 of 12 = 50.00%   7: 4 + 3 + 2 = 9 of 18 = 50.00%
        8: 6 + 1 + 4 = 11 of 18 = 61.11%

Neuberg to the same N (``--normal max``, what ``check`` suggested for such a file before)
gives board 2 (s + 1) x 4/3 - 1 = 5.67, 3, 0.33 and board 3 (s + 1) x 2 - 1 = 5, 1: it
reproduces board 1 and board 2's middle line only.
"""

import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.io import read_event
from bridgekit.pairs.published import describe, find_settings

FILE = "scorebridge-ties.xml"


@pytest.fixture
def scorebridge(data_dir):
    return read_event(data_dir / "programs" / FILE)


def test_the_file_is_reproduced_number_by_number(scorebridge):
    scored = bk.score_published(scorebridge, method="old-style", normal="max")
    assert bk.compare_published(scored).empty
    assert bk.compare_published(scored).attrs["checked"] == 34  # 9 lines x 2, 8 pairs x 2
    by_line = scored.set_index(["board", "ns"])[["ns_mp", "ew_mp"]]
    assert by_line.loc[2].values.tolist() == [[1, 5], [3, 3], [5, 1]]
    assert by_line.loc[3].values.tolist() == [[4, 2], [2, 4]]
    assert (scored.ns_mp + scored.ew_mp == 6).all() and (scored.top == 6).all()
    ranks = bk.rank_pairs(scored).set_index(["direction", "pair"])
    assert ranks.loc[("NS", "3"), "pct"].round(2) == 58.33
    assert ranks.loc[("EW", "8"), ["total", "pct"]].round(2).tolist() == [11, 61.11]


def test_the_file_s_program_is_scored_by_its_own_way(scorebridge):
    # the file names ScoreBridge: its preset is each missing result a tie, every board to N = 4
    assert bk.compare_published(bk.score_published(scorebridge)).empty
    assert bk.Settings.of("scorebridge").changed() == {"method": "old-style", "normal": "max",
                                                        "convention": "scorebridge"}


def test_check_names_the_rule_that_reproduces_it(scorebridge):
    problems = bk.compare_published(bk.score_published(scorebridge, convention="bridgekit"))
    # Neuberg to each board's own rows is plain matchpointing here: 20 of 34 differ, each
    # line and each pair total naming the rule that reproduces the whole file
    assert len(problems) == 20 and problems.attrs["checked"] == 34
    assert set(problems.reason) == {"each missing result counts as a tie (as ScoreBridge "
                                    "scores): try --method old-style --normal max",
                                    # a pair total names the program's own way first
                                    "the file was written by Scorebridge (version 7.20): try "
                                    "--convention scorebridge"}


def test_a_suggestion_that_does_not_reproduce_the_file_says_so(scorebridge):
    # told --normal max (Neuberg to N = 4): 20 numbers still differ, each naming old-style
    problems = bk.compare_published(bk.score_published(scorebridge, convention="bridgekit",
                                                       normal="max"))
    assert len(problems) == 20
    assert set(problems.reason) == {"each missing result counts as a tie (as ScoreBridge "
                                    "scores): try --method old-style",
                                    "the file was written by Scorebridge (version 7.20): try "
                                    "--convention scorebridge"}
    # a file that no convention reproduces whole: one total altered by hand (N-S 4: 0 -> 1);
    # the line the tie rule reproduces says it still leaves that total
    altered = scorebridge.copy()
    altered.attrs = dict(scorebridge.attrs)
    altered.attrs["totals"] = [dict(t) for t in scorebridge.attrs["totals"]]
    for total in altered.attrs["totals"]:
        if (total["Direction"], total["PairId"]) in (("NS", "4"), ("N-S", "4")):
            total["TotalScoreMP"] = "1.00"
    lines = describe(bk.compare_published(bk.score_published(altered, convention="bridgekit")))
    assert "board 2, N-S 1 v E-W 6: N-S MP published 1, bridgekit 0 (each missing result " \
           "counts as a tie (as ScoreBridge scores): try --method old-style --normal max, " \
           "though that leaves 1 of the file's 34 numbers not reproduced too)" in lines
    # nothing reproduces it but the program's own way is named
    assert "N-S pair 4: total MP published 1, bridgekit 0 (the file was written by Scorebridge " \
           "(version 7.20): try --convention scorebridge)" in lines


def test_check_finds_the_rule_by_itself(scorebridge):
    unnamed = scorebridge.copy()
    unnamed.attrs = {**scorebridge.attrs, "program": {}}  # no program named: found by search
    settings, found = find_settings(unnamed)
    assert (settings.method, settings.normal) == ("old-style", "max")
    assert found.describe(settings) == ("all 34 of the file's numbers reproduced: scored by each "
                                        "missing result a tie, every board to the most results")


def test_the_command(data_dir):
    path = str(data_dir / "programs" / FILE)
    run = subprocess.run([sys.executable, "-m", "bridgekit.cli", "check", path, "--convention",
                          "bridgekit", "--normal", "max"], capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 1 and "20 of 34 published numbers not reproduced" in run.stdout
    assert "written by Scorebridge (version 7.20)" in run.stdout
    assert "try --method old-style)" in run.stdout
    run = subprocess.run([sys.executable, "-m", "bridgekit.cli", "check", path, "--method",
                          "old-style", "--normal", "max"], capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0 and "all 34 published numbers reproduced" in run.stdout


def test_a_board_explained():
    e = bk.explain_board([-110, -100, 110], normal=4, method="old-style")
    assert e.heading == ("Board of 4 results expected, 3 present; old-style factoring: each "
                         "missing result counts as a tie; top 6 (2 per score beaten, 1 per tie)")
    assert e[2].startswith("+110: beats 2, ties 0 → 4 of 4 matchpoints in a group of 3; "
                           "old-style: 4 + 1 for 1 result(s) not compared → 5.0 (83.3%)")
    assert e[0].endswith("E-W 5.0 (83.3%)")


def test_sections_factored_the_same_way():
    # a section of 3 results brought to the field's 4: one point each way per missing result
    assert bk.pairs.factor_score(4, 3, 4, "old-style") == 5
    assert bk.pairs.factor_score(0, 3, 4, "old-style") == 1
    assert bk.pairs.factored_top(3, 4, "old-style") == 6
    assert bk.pairs.factoring_formula(4, 3, 4, "old-style") == "4 + 1 = 5.00"
    assert bk.pairs.factor_score(2, 3, 4, "old-style", scale="acbl") == 2.5


boards = st.lists(st.integers(-30, 30).map(lambda x: 10 * x), min_size=1, max_size=12)


@given(boards, st.integers(0, 6), st.sampled_from(["ebu", "acbl"]))
def test_ns_and_ew_share_the_top(scores, missing, scale):
    n = len(scores)
    b = bk.score_board(scores, normal=n + missing, method="old-style", scale=scale)
    top = 2 * (n + missing - 1) * (0.5 if scale == "acbl" else 1)
    assert np.allclose(b.ns_mp + b.ew_mp, top)
    # 2 x beaten + ties + (N - n), by its definition
    s = np.asarray(scores)
    beaten = (s[None, :] < s[:, None]).sum(axis=1)
    ties = (s[None, :] == s[:, None]).sum(axis=1) - 1
    expected = (2 * beaten + ties + missing) * (0.5 if scale == "acbl" else 1)
    assert np.allclose(b.ns_mp, expected)


@given(boards, st.integers(0, 6), st.data())
def test_one_more_result_beaten_never_scores_less(scores, missing, data):
    n = len(scores)
    i = data.draw(st.integers(0, n - 1))
    before = bk.score_board(scores, normal=n + missing, method="old-style").ns_mp[i]
    better = list(scores)
    better[i] = max(scores) + 10  # now beating every other result
    after = bk.score_board(better, normal=n + missing, method="old-style").ns_mp[i]
    assert after >= before
    # and one result beaten more (a worse score elsewhere) is never worth less either
    if n > 1:
        j = (i + 1) % n
        worse = list(scores)
        worse[j] = min(scores) - 10
        assert bk.score_board(worse, normal=n + missing,
                              method="old-style").ns_mp[i] >= before
