"""A saved ACBL Live board page (live.acbl.org's board view of a tournament section): one
board's traveller with the matchpoints and percentages it published, rescored as ACBLscore
scores it.

The fixture ``tests/data/programs/acbl-live-board.html`` is written by hand in the shape of
public saved board pages (``bridgekit.io.acbl_live`` describes it): section C, board 5 (North
deals, N-S vulnerable), seven results, a top of 6 on ACBLscore's scale (1 for each score
beaten, 1/2 for each tie). The N-S table, best first:

=============  ===================  =========  =======  =====  =====  ======
pairs          contract             N-S score  N-S MP   N-S %  E-W MP E-W %
=============  ===================  =========  =======  =====  =====  ======
2 v 1          4H by S, 11 tricks   650        6        100    0      0
1 v 3          4H by S              620        4.5      75     1.5    25
5 v 4          4H by N              620        4.5      75     1.5    25
7 v 7          3NT by N             600        3        50     3      50
3 v 5          4SX by W, down 2     300        2        33     4      67
4 v 2          passed out           PASS (0)   1        17     5      83
6 v 6          4H by N, down 1      -100       0        0      6      100
=============  ===================  =========  =======  =====  =====  ======

650 beats all six; each 620 beats the four below it and ties the other (4 + 1/2); 300 (E-W
not vulnerable, doubled, down 2: 100 + 200) beats 0 and -100. The percentages are whole:
2 / 6 = 33.3 shows 33, 1 / 6 = 16.7 shows 17, 4 / 6 = 66.7 shows 67, 5 / 6 = 83.3 shows 83.
The MPs add up to 21 = 7 x 6 / 2. The E-W table lists the same results from E-W's side (its
scores negated, E-W's pair first), sorted by E-W's matchpoints. 7 results x 4 = 28 numbers.
"""

import re
from pathlib import Path

import numpy as np
import pytest

import bridgekit as bk
from bridgekit.io import read_acbl, read_acbl_live, read_event
from bridgekit.pairs.published import compare_published, describe, file_program, score_published

PAGE = Path(__file__).parents[1] / "data" / "programs" / "acbl-live-board.html"


def test_the_board_page_reads_as_its_board_s_traveller():
    df = read_acbl_live(PAGE)
    assert df[["ns", "ew"]].values.tolist() == [["2", "1"], ["1", "3"], ["5", "4"], ["7", "7"],
                                                ["3", "5"], ["4", "2"], ["6", "6"]]
    assert df.contract.tolist() == ["4H", "4H", "4H", "3NT", "4SX", "Pass", "4H"]
    assert df.declarer.tolist() == ["S", "S", "N", "N", "W", "", "N"]
    assert df.ns_score.tolist() == ["650", "620", "620", "600", "300", "0", "-100"]
    # the tricks, read back from contract and score: 4H vulnerable 650 is 11 tricks, 4SX by W
    # not vulnerable +300 to N-S (down 2) is 8
    assert df.result.tolist() == ["11", "10", "10", "9", "8", "", "9"]
    assert df.acbl_mp_ns.tolist() == [6, 4.5, 4.5, 3, 2, 1, 0]
    assert df.acbl_mp_ew.tolist() == [0, 1.5, 1.5, 3, 4, 5, 6]
    assert df.acbl_pct_ns.tolist() == [100, 75, 75, 50, 33, 17, 0]
    assert df.acbl_pct_ew.tolist() == [0, 25, 25, 50, 67, 83, 100]
    assert set(df.board) == {5} and set(df.section) == {"C"}
    assert set(df.vulnerable) == {"NS"} and set(df.dealer) == {"N"}
    # a hyphen in a name, an entity decoded once, a player without a name span kept
    assert df.ew_names[1] == "Mary-Jo Platt - Ned Orr"
    assert df.ew_names[4] == "Hal Ives - Jo O'Hara"
    assert df.ew_names[5] == "Max Nash - Unregistered Guest"
    assert df.attrs["normal"] == 7 and df.attrs["scale"] == "acbl"
    assert df.attrs["game"] == {"date": "Mar 14, 2026 - Saturday 1:00 pm", "event": "Open Pairs",
                                "section": "C", "board": "5"}
    assert df.attrs["warnings"] == []
    assert file_program(df) == "ACBLscore"


def test_every_published_number_of_the_board_is_reproduced():
    df = read_event(PAGE)  # a .html page: told from a my.acbl.org game page by its content
    assert df.attrs["format"] == "acbl-live"
    scored = score_published(df, scale=df.attrs["scale"], normal=df.attrs["normal"],
                             convention=df.attrs["convention"])
    assert scored.ns_mp.tolist() == [6, 4.5, 4.5, 3, 2, 1, 0]
    assert scored.attrs["problems"] == []  # every row's contract, result and score agree
    problems = compare_published(scored)
    assert problems.empty, describe(problems)
    assert problems.attrs["checked"] == 28


def test_a_club_game_page_is_still_read_as_one():
    club = Path(__file__).parents[1] / "data" / "programs" / "acbl-club-game.html"
    assert read_event(club).attrs["format"] == "acbl"
    assert read_event(PAGE.read_bytes()).attrs["format"] == "acbl-live"
    linked = club.read_bytes().replace(b"<head>", b'<head><a href="https://live.acbl.org/">'
                                       b"ACBL Live</a>", 1)
    assert b"live.acbl.org" in linked
    assert read_event(linked).attrs["format"] == "acbl"  # known by its game element first


def _page(transform):
    return transform(PAGE.read_text(encoding="utf-8")).encode()


def test_a_result_in_one_table_only_is_kept_and_said():
    """The E-W table's line of N-S 6 v E-W 6 removed: the result is read from the N-S table,
    with a warning that its E-W figures are not there; the N-S table's line of 2 v 1 removed:
    it is read from the E-W table (its score negated), with a warning."""
    text = PAGE.read_text(encoding="utf-8")
    ns_part, ew_part = text.split("<h4>E-W</h4>")
    rows = re.findall(r"<tr class=\"(?:odd|even)\">.*?</tr>", ew_part, flags=re.S)
    ew_part = ew_part.replace(next(r for r in rows if "Ray Soto" in r), "")  # E-W 6's line
    rows = re.findall(r"<tr class=\"(?:odd|even)\">.*?</tr>", ns_part, flags=re.S)
    ns_part = ns_part.replace(rows[0], "")
    df = read_acbl_live((ns_part + "<h4>E-W</h4>" + ew_part).encode())
    assert len(df) == 7
    assert df.iloc[-1][["ns", "ew", "ns_score"]].tolist() == ["2", "1", "650"]
    assert np.isnan(df.acbl_mp_ns.iloc[-1]) and df.acbl_mp_ew.iloc[-1] == 0
    six = df[df.ns == "6"].iloc[0]
    assert np.isnan(six.acbl_mp_ew) and six.acbl_mp_ns == 0
    problems = [(w["ns"], w["problem"].split(":")[0]) for w in df.attrs["warnings"]]
    assert problems == [("6", "this result is in the N-S table only"),
                        ("2", "this result is in the E-W table only")]


def test_a_line_the_e_w_table_repeats_is_read_and_said():
    """The E-W table's line of E-W 1 v N-S 2 printed twice, the N-S table's once: the second
    is a result in the E-W table only, read and said, never dropped."""
    text = PAGE.read_text(encoding="utf-8")
    ns_part, ew_part = text.split("<h4>E-W</h4>")
    rows = re.findall(r"<tr class=\"(?:odd|even)\">.*?</tr>", ew_part, flags=re.S)
    line = next(r for r in rows if "Eve Frost" in r)
    df = read_acbl_live((ns_part + "<h4>E-W</h4>" + ew_part.replace(line, line * 2)).encode())
    assert len(df) == 8
    assert df.iloc[-1][["ns", "ew", "ns_score"]].tolist() == ["2", "1", "650"]
    [warning] = df.attrs["warnings"]
    assert (warning["ns"], warning["ew"]) == ("2", "1")
    assert warning["problem"] == "this result is in the E-W table only: read from it"


def test_a_score_no_count_of_tricks_gives_leaves_the_result_empty_and_the_score_used():
    """4H by S vulnerable scoring 630 (no count of tricks does; 3NT+1 would): no result is made
    up; the traveller uses the score given and says so."""
    df = read_acbl_live(_page(lambda t: t.replace("<td>650</td>", "<td>630</td>")
                              .replace("<td>-650</td>", "<td>-630</td>")))
    assert df.result[0] == "" and df.ns_score[0] == "630"
    [problem] = bk.score_event(df, scale="acbl").attrs["problems"]
    assert problem["row"] == 0 and problem["problem"].endswith("the given score is used")


def test_a_page_that_states_no_vulnerability_reads_its_tricks_at_the_board_s_own():
    """The board data without its "Vul: N-S": board 5 is N-S vulnerable by its number, as it
    is scored; the tricks are read back at that vulnerability (4H by N -100 is down 1, not
    down 2 as when not vulnerable), and every result scores as on the whole page."""
    df = read_acbl_live(_page(lambda t: t.replace("<span>Vul: N-S</span>", "")))
    assert set(df.vulnerable) == {""}
    assert df.result.tolist() == ["11", "10", "10", "9", "8", "", "9"]
    scored = bk.score_event(df, scale="acbl")
    assert scored.attrs["problems"] == []
    assert scored.ns_mp.tolist() == [6, 4.5, 4.5, 3, 2, 1, 0]


def test_scores_that_disagree_between_the_tables_are_said_and_n_s_s_used():
    text = PAGE.read_text(encoding="utf-8")
    ns_part, ew_part = text.split("<h4>E-W</h4>")
    ew_part = ew_part.replace("<td>-600</td>", "<td>-630</td>")
    df = read_acbl_live((ns_part + "<h4>E-W</h4>" + ew_part).encode())
    assert df.ns_score[3] == "600"
    [warning] = df.attrs["warnings"]
    assert warning["problem"] == "E-W's table gives '-630' where N-S's gives '600': N-S's is used"


def test_read_acbl_names_a_live_page_it_is_given():
    with pytest.raises(bk.FileFormatError, match=r"an ACBL Live page \(read it with read_acbl_live"):
        read_acbl(PAGE)


def test_an_acbl_live_page_that_is_no_board_view_is_refused_naming_what_it_holds():
    scorecard = _page(lambda t: t.replace("Board # 5 Result", "Pair 4 E-W scorecard"))
    with pytest.raises(bk.FileFormatError, match="no heading 'Section A, Board # 1 Result'"):
        read_event(scorecard)
    one_table = _page(lambda t: t.replace("<h4>E-W</h4>", "<h4>Other</h4>"))
    with pytest.raises(bk.FileFormatError, match="score tables found: N-S; expected"):
        read_event(one_table)
