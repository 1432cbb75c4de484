"""Hostile cross-IMP rulings: average-plus to both sides at cross-IMPs (total) on a Ruter
file of three sections scored as one field.

tests/data/programs/ruter-cross-sections.pbn: board 1 played 40 times in sections A (14
tables), B (13) and C (13), the pairs numbered on through the sections as Ruter numbers them
(A 1-14, B 15-27, C 28-40); 20 x 4S= (+420) and 19 x 3S+1 (+170), and C table 13 (pairs 40)
ruled A+ to both sides. Each +420 against the other 38 results: 19 x (+250: 6 IMPs) = +114; each
+170: 20 x (-250: -6) = -120. Ruter values an average-plus at 1.5 IMPs a comparison to each
side by its own code, over the board's 39 other results: +58.5 to N-S and +58.5 to E-W.
Before, bridgekit gave E-W -117 on screen (3 IMPs x 39, with N-S's sign), -36 on the
handout (section C alone: 3 x 12) and said "E-W 3" in its explanation.
"""

from pathlib import Path

import pandas as pd

import bridgekit as bk
from bridgekit.adjusted import ArtificialScore
from bridgekit.io import read_event
from bridgekit.pairs.event import explain_board_imps
from bridgekit.pairs.published import compare_published, find_settings, score_published
from bridgekit.settings import Settings

RUTER = Path(__file__).parent.parent / "data" / "programs" / "ruter-cross-sections.pbn"


def _ruling_row(scored):
    return scored[scored["ns_score"].isna()].iloc[0]


def test_average_plus_to_both_sides_is_ruters_58_5_to_each():
    df = read_event(RUTER)
    scored = score_published(df, cross="total", convention="ruter")
    row = _ruling_row(scored)
    assert (row["ns_imps"], row["ew_imps"]) == (58.5, 58.5)
    assert compare_published(scored).empty  # all 80 of the file's IMPs
    # without Ruter's value, Law 86A's 3 IMPs a comparison: +117 to each side, never -117
    plain = _ruling_row(score_published(df, cross="total", convention="bridgekit"))
    assert (plain["ns_imps"], plain["ew_imps"]) == (117.0, 117.0)
    # the file's own settings find Ruter's way by themselves
    settings, found = find_settings(df)
    assert (settings.convention, settings.cross) == ("ruter", "total")
    assert found.describe(settings).startswith("all 80 of the file's numbers reproduced")


def test_each_side_s_cross_imp_total_is_its_own():
    df = read_event(RUTER)
    scored = bk.score_event_imps(score_published(df, convention="bridgekit"), ruling_imps=1.5)
    row = _ruling_row(scored)
    assert (row["ns_cross_total"], row["ew_cross_total"]) == (58.5, 58.5)
    plain = scored[scored["ns_score"] == 420].iloc[0]
    assert (plain["ns_cross_total"], plain["ew_cross_total"]) == (114.0, -114.0)


def test_screen_handout_and_explanation_agree_with_ruter(capsys, tmp_path):
    from bridgekit.cli import main
    from bridgekit.show.handout import board_handout_html

    assert main(["check", str(RUTER), "--cross", "total", "--convention", "ruter"]) == 0
    assert "all 80 published numbers reproduced" in capsys.readouterr().out
    assert main(["score", str(RUTER), "--cross", "total", "--convention", "ruter",
                 "--explain", "1"]) == 0
    out = capsys.readouterr().out
    assert "artificial score 60% to N-S, 60% to E-W: a ruling, not compared (Law 86A) → " \
           "58.5 IMPs to N-S; E-W 58.5" in out
    assert "-117" not in out and "-58.5" not in out
    page = board_handout_html(bk.event_result(read_event(RUTER), cross="total",
                                              convention="ruter"), 1)
    assert page.count("+58.5") >= 2 and "-58.5" not in page and "-36" not in page
    assert "→ 58.5 IMPs to N-S; E-W 58.5" in page


def test_the_explanation_of_a_ruling_at_cross_imps_in_all():
    # 4 results and an A+ to both: 4 comparisons for the ruling, 3 IMPs each (Law 86A)
    e = explain_board_imps([420, 170, 140, -100, ArtificialScore(60, 60)],
                              "cross-imps", cross="total")
    assert e.lines[-1].endswith("→ 12 IMPs to N-S; E-W 12")
    e = explain_board_imps([420, 170, ArtificialScore(60, 40)], "cross-imps")
    assert e.lines[-1].endswith("→ 3 IMPs to N-S; E-W -3")


def _ruled_at_imps() -> pd.DataFrame:
    """N-S 3 made the only +420 on board 2 and the only +600 on board 3 (100% on its other
    boards) and was given average-plus on board 1."""
    return pd.DataFrame({"board": [1, 1, 1, 2, 2, 2, 3, 3, 3], "ns": [1, 2, 3] * 3,
                         "ew": [4, 5, 6, 5, 6, 4, 6, 4, 5],
                         "contract": ["4S", "3S", "", "4S", "4S", "4S", "3NT", "3NT", "3NT"],
                         "declarer": "N",
                         "result": ["=", "+1", "", "-1", "-1", "+1", "-1", "-1", "="],
                         "ns_score": ["", "", "A+/A-", "", "", "", "", "", ""]})


def test_an_average_plus_at_imps_is_law_86a_s_whatever_the_pair_s_session():
    # N-S 3 (100% on its other boards) given average-plus on board 1: with
    # artificial="session" its A+ was valued at its 100%: +15 IMPs at Butler. At IMPs an average-plus is +3 (Law 86A;
    # ACBLscore's AVE+ is 3 IMPs), whatever the session setting says
    df = _ruled_at_imps()
    for scoring in ("butler", "cross-imps"):
        scored = score_published(df, Settings(scoring=scoring, artificial="session"))
        assert (scored["ns_imps"].iat[2], scored["ew_imps"].iat[2]) == (3.0, -3.0), scoring


def test_an_average_plus_at_imps_is_explained_as_it_is_scored_whatever_the_session():
    # the same event: the table gives N-S 3's average-plus +3 IMPs, its explanation (the
    # Traveller tab's, `score --explain 1`) said "artificial score 100% to N-S ... → 15 IMPs"
    df = _ruled_at_imps()
    for scoring in ("butler", "cross-imps"):
        result = bk.event_result(df, Settings(scoring=scoring, artificial="session"))
        assert result.rows["ns_imps"].iat[2] == 3.0
        [line] = [t for _s, e in result.explain_board(1) for t in e.lines if "NS 3" in t]
        assert line.startswith("NS 3 v EW 6: artificial score 60% to N-S, 40% to E-W")
        assert line.endswith("→ 3 IMPs to N-S; E-W -3"), scoring
