"""Compscore3's USEBIO files (the Australian Bridge Federation's club scorer): the scoring in
the EVENT_TYPE, Mitchell pairs numbered 1NS / 1EW, Butler's BOARD_AVERAGE and Butler points,
pair totals factored and scaled, and an exact half printed to even.

Every published number in the three fixtures was worked out by hand from the rules
(matchpoints 2 per score beaten and 1 per tie; Neuberg's formula S = (N/n)(s + 1) - 1; the
IMP scale; the Butler datum, the mean without the top and the bottom result rounded to 10),
as written out below. Scores: board 1 none vulnerable, 2 N-S, 3 E-W, 4 all.

compscore-mp-mitchell.xml: a Mitchell, N-S 1NS-3NS and E-W 1EW-4EW, 4 one-board rounds; one
E-W pair sits out each round, so each board has 3 results (top 4) and every N-S pair plays
4 boards (max 16), every E-W pair 3 (max 12)::

    board 1   1NS-1EW 430: 3/1   2NS-2EW 420: 0/4   3NS-3EW 430: 3/1   (430 ties 430, beats 420)
    board 2   1NS-2EW -110: 2/2  2NS-3EW -100: 4/0  3NS-4EW -140: 0/4
    board 3   1NS-3EW 200: 2/2   2NS-4EW 100: 0/4   3NS-1EW 420: 4/0
    board 4   1NS-4EW 90: 2/2    2NS-1EW -110: 0/4  3NS-2EW 120: 4/0
    N-S  1NS 3+2+2+2 = 9 of 16 = 56.25%   2NS 0+4+0+0 = 4 = 25.00%   3NS 3+0+4+4 = 11 = 68.75%
    E-W  1EW 1+0+4 = 5 of 12 = 41.67%     2EW 4+2+0 = 6 = 50.00%     3EW 1+0+2 = 3 = 25.00%
         4EW 4+4+2 = 10 = 83.33%
    (each direction's totals add to 24, half of 4 boards x 3 results x 4)

E-W played 3 boards and N-S 4: scaled within its own direction, no E-W total is scaled (all
E-W pairs played the direction's 3); scaled to N-S's 16, 1EW would be 5 x 16/12 = 6.67.

compscore-butler-mitchell.xml: a 4-table Mitchell, 3 boards, datum = mean of the middle two of
four results, rounded to 10 (an exact 5 away from zero, as -445 -> -450 shows)::

    board 1   50, -460, -490, -430: drop 50 and -490: (-460 - 430) / 2 = -445 -> -450
              1NS-1EW 50 - -450 = 500: +11   2NS-2EW -10: 0   3NS-3EW -40: -1   4NS-4EW +20: +1
    board 2   620, 650, 140, -100: drop 650 and -100: (620 + 140) / 2 = 380
              1NS-2EW +240: +6   2NS-3EW +270: +7   3NS-4EW -240: -6   4NS-1EW -480: -10
    board 3   200, -110, 90, 110: drop 200 and -110: (90 + 110) / 2 = 100
              1NS-3EW +100: +3   2NS-4EW -210: -5   3NS-1EW -10: 0   4NS-2EW +10: 0
    N-S  1NS 11+6+3 = 20   2NS 0+7-5 = 2    3NS -1-6+0 = -7   4NS 1-10+0 = -9
    E-W  1EW -11+10+0 = -1   2EW 0-6+0 = -6   3EW 1-7-3 = -9   4EW -1+6+5 = 10

compscore-howell-missed.xml: a Howell, pairs 1-6, 4 boards; board 4 was not played at the
table of pairs 5 and 6, so it has 2 results and they played 3 boards::

    board 1   NS1-EW2 420: 2/2    NS3-EW4 450: 4/0    NS5-EW6 170: 0/4
    board 2   NS4-EW1 600: 3/1    NS6-EW3 -100: 0/4   NS2-EW5 600: 3/1
    board 3   NS1-EW6 -110: 2/2   NS5-EW4 100: 4/0    NS3-EW2 -620: 0/4
    board 4   NS1-EW3 120: 2/0    NS2-EW4 -110: 0/2   (its own 2 results: top 2, as the lines print)
    board 4 factored to the most results any board has, 3 (Neuberg): (3/2)(2 + 1) - 1 = 3.5 and
    (3/2)(0 + 1) - 1 = 0.5; every board's top in the totals is 4, the session's 16
    pair 1  2 + 1 + 2 + 3.5 = 8.5 of 16 = 53.125% -> printed to even 53.12 (not 53.13)
    pair 2  2 + 3 + 4 + 0.5 = 9.5 of 16 = 59.375% -> 59.38
    pair 3  4 + 4 + 0 + 0.5 = 8.5 of 16 = 53.125% -> 53.12
    pair 4  0 + 3 + 0 + 3.5 = 6.5 of 16 = 40.625% -> printed to even 40.62 (not 40.63)
    pair 5  0 + 1 + 4 = 5 of 12 = 41.67%, scaled 5 x 16/12 = 6.67
    pair 6  4 + 0 + 2 = 6 of 12 = 50.00%, scaled 6 x 16/12 = 8.00
    (the totals before scaling add to 44: 3 boards x 12 and board 4's 2 results x 4)
"""

import subprocess
import sys

import pytest

import bridgekit as bk
from bridgekit.format import fixed
from bridgekit.io.usebio import read_usebio
from bridgekit.pairs.published import describe, file_program

MITCHELL = "compscore-mp-mitchell.xml"
BUTLER = "compscore-butler-mitchell.xml"
HOWELL = "compscore-howell-missed.xml"


@pytest.fixture
def programs(data_dir):
    return data_dir / "programs"


def check(path, *options):
    return subprocess.run([sys.executable, "-m", "bridgekit.cli", "check", str(path), *options],
                          capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("name,checked,scoring", [(MITCHELL, 38, "matchpoints"),
                                                  (BUTLER, 35, "butler"),
                                                  (HOWELL, 34, "matchpoints")])
def test_check_reproduces_each_file_naming_the_program_and_the_convention(programs, name,
                                                                          checked, scoring):
    """38 = 12 lines x 2 MPs + 7 pairs x (total, %); 35 = 12 lines x 2 Butler IMPs + 3 data +
    8 totals; 34 = 11 lines x 2 MPs + 6 pairs x (total, %)."""
    run = check(programs / name, "--convention", "compscore")
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].endswith(": written by Compscore3 (version 13-Mar-26 Pianola)")
    assert lines[1].endswith(f": all {checked} published numbers reproduced ({scoring}, "
                             "convention compscore)")
    assert lines[2].startswith("  convention compscore: board matchpoints Neuberg")


def test_the_scoring_is_the_event_type(programs):
    assert read_usebio(programs / BUTLER).attrs["event_type"] == "BUTLER_PAIRS"
    assert "scoring" not in read_usebio(programs / BUTLER).attrs  # no BOARD_SCORING_METHOD
    assert bk.file_scoring(read_usebio(programs / BUTLER)) == "butler"
    assert bk.file_scoring(read_usebio(programs / MITCHELL)) == "matchpoints"
    # BOARD_SCORING_METHOD, where a file has it, still decides (Pianola writes MP_PAIRS with
    # CROSS_IMPS)
    assert bk.file_scoring(read_usebio(programs / "pianola-cross-imps.xml")) == "cross-imps"


def test_mitchell_pairs_1ns_1ew_are_numbers_in_their_direction(programs):
    df = read_usebio(programs / MITCHELL)
    assert df.attrs["movement"] == "mitchell"
    assert df.loc[df.board == 1, ["ns", "ew"]].values.tolist() == [["1", "1"], ["2", "2"],
                                                                   ["3", "3"]]
    assert df.ns_names[0] == "ALEX ARCHER - BETH BAKER"
    assert df.ew_names[0] == "CARL COOPER - DORA DRAPER"
    totals = bk.published_totals(df).set_index(["Direction", "PairId"])
    assert totals.loc[("E-W", "4"), "TotalPercentage"] == 83.33
    ranks = bk.rank_pairs(bk.score_published(df))
    assert ranks.groupby("direction").size().to_dict() == {"EW": 4, "NS": 3}
    assert read_usebio(programs / HOWELL).attrs["movement"] == "howell"


def test_a_stated_movement_is_not_replaced_by_a_guess(programs):
    """The file says a Mitchell: N-S 1 and E-W 1 are two pairs. Read as a Howell they would be
    one pair playing itself, and nothing would be reproduced."""
    df = read_usebio(programs / MITCHELL)
    scored = bk.score_published(df, convention="compscore")
    assert scored.attrs["movement"] == "mitchell"
    right = bk.compare_published(scored)
    assert right.empty and right.attrs["checked"] == 38
    wrong = bk.compare_published(bk.score_published(df, convention="compscore",
                                                    movement="howell"))
    assert len(wrong) > 19


def test_butler_keeps_board_average_and_butler_points(programs):
    df = read_usebio(programs / BUTLER)
    assert df.groupby("board").usebio_datum.first().tolist() == [-450, 380, 100]
    assert df.usebio_butler_ns.tolist()[:4] == [11, 0, -1, 1]
    assert (df.usebio_butler_ew == -df.usebio_butler_ns).all()
    scored = bk.score_published(df)
    assert scored.datum.tolist()[:4] == [-450] * 4
    assert scored.ns_imps.tolist()[:4] == [11, 0, -1, 1]
    altered = df.copy()
    altered.loc[altered.board == 1, "usebio_datum"] = -440
    lines = describe(bk.compare_published(bk.score_published(altered)))
    # checked once a board; -445 to the even ten is -440, as ACBLscore rounds it
    # the suggestion reproduces this datum but not the whole file: said
    assert lines == ["board 1, N-S 1 v E-W 1: Butler datum published -440, bridgekit -450 (the "
                     "datum is rounded as ACBLscore rounds it: try --rounding acbl, though that "
                     "leaves 16 of the file's 35 numbers not reproduced too)"]


def test_totals_are_factored_and_scaled_and_no_option_set_does_it(programs):
    df = read_usebio(programs / HOWELL)
    scored = bk.score_published(df, convention="compscore")
    board4 = scored[scored.board == 4]
    assert board4.ns_mp.tolist() == [2, 0]  # Neuberg to its own 2 results, as printed
    assert board4.totals_ns_mp.tolist() == [3.5, 0.5]  # factored to 3 in the totals
    assert bk.compare_published(scored).empty
    plain = bk.compare_published(bk.score_published(df, convention="bridgekit"))
    assert len(plain) == 10 and set(plain.pair) == {"1", "2", "3", "4", "5", "6"}
    assert "try --convention compscore" in plain.reason.iloc[0]
    factored = bk.compare_published(bk.score_published(df, convention="bridgekit", normal="max"))
    assert {"N-S MP", "E-W MP"} <= set(factored.what)  # board 4's lines print 2 / 0


def test_a_pair_that_missed_a_board_is_scaled_to_the_session(programs):
    scored = bk.score_published(read_usebio(programs / HOWELL), convention="compscore")
    frame = scored.assign(ns_mp=scored.totals_ns_mp, ew_mp=scored.totals_ew_mp,
                          top=scored.totals_top)
    ranks = bk.rank_pairs(frame, scale_totals=True).set_index("pair")
    assert ranks.loc["5", "boards"] == 3 and ranks.loc["5", "max"] == 12
    assert fixed(ranks.loc["5", "scaled_total"], 2) == "6.67"  # 5 x 16/12
    assert ranks.loc["6", "scaled_total"] == 8.0  # 6 x 16/12
    assert ranks.loc["1", "scaled_total"] == 8.5  # played all 4: not scaled


def test_an_exact_half_is_printed_to_even(programs):
    assert fixed(53.125, 2, rounding="half_even") == "53.12"
    assert fixed(53.125, 2) == "53.13"
    assert fixed(12.65, 1, rounding="half_even") == "12.6"
    assert fixed(21.05, 1, rounding="half_even") == "21.0"
    totals = bk.published_totals(read_usebio(programs / HOWELL)).set_index("PairId")
    assert totals.loc[["1", "3", "4"], "TotalPercentage"].tolist() == [53.12, 53.12, 40.62]


def test_the_program_is_named_from_the_file_s_own_tags(programs):
    assert file_program(read_usebio(programs / BUTLER)) == \
        "Compscore3 (version 13-Mar-26 Pianola)"
    assert file_program(read_usebio(programs / "ebuscore-max.xml")) == "EBUScore"
    assert file_program(bk.io.read_pbn(programs / "ruter.pbn")) == "Ruter"
    assert file_program(bk.io.read_pbn(programs / "bridgewebs-latin1.pbn")) == ""
    run = check(programs / "bridgewebs-latin1.pbn")
    assert "written by" not in run.stdout


def test_an_individual_event_is_refused_with_what_bridgekit_scores(tmp_path):
    from bridgekit.io import read_event

    path = tmp_path / "individual.xml"
    path.write_text('<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="INDIVIDUAL">'
                    "<SESSION><SECTION><BOARD><BOARD_NUMBER>1</BOARD_NUMBER></BOARD></SECTION>"
                    "</SESSION></EVENT></USEBIO>", encoding="utf-8")
    with pytest.raises(bk.FileFormatError, match="'INDIVIDUAL': an individual event, where each "
                                                 "player is scored on their own"):
        read_event(path)
