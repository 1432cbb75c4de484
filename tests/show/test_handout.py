"""Printable handouts: a board explained, the ranking and a score card, as HTML, and printed to
PDF; scored as ``bridgekit check`` scores the file (its own method, check's options).

The numbers asserted are the files' own published numbers, or worked by hand in a comment
beside the test.
"""

import re
from pathlib import Path

import pytest
from helpers import need_browser

import bridgekit as bk
from bridgekit.cli import main
from bridgekit.io import read_event
from bridgekit.show.handout import (
    board_handout_html,
    html_to_pdf,
    ranking_handout_html,
    score_card_handout_html,
)
from bridgekit.show.score_cards import published_event

PROGRAMS = Path(__file__).parents[1] / "data" / "programs"
CLUB = Path(__file__).parents[1] / "data" / "club-4boards.pbn"


def text_of(page: str) -> str:
    """A page's words, one line per row, cell or paragraph, its markup and style left out."""
    page = re.sub(r"\s+", " ", re.sub(r"<style>.*?</style>", "", page))
    page = re.sub(r"</(td|th)>", " ", page)
    page = re.sub(r"</(tr|p|h1|h2|caption|li)>", "\n", page)
    return re.sub(r"[ \t]+", " ", re.sub(r"<[^>]+>", "", page))


def row(page: str, start: str) -> str:
    """The line of ``text_of(page)`` that starts with ``start`` (after spaces)."""
    found = [line.strip() for line in text_of(page).splitlines()
             if line.strip().startswith(start)]
    assert found, (start, text_of(page))
    return found[0]


def test_board_handout_has_the_traveller_the_frequencies_and_the_words():
    page = board_handout_html(bk.event_result(bk.load_sample_event()), 17)
    assert "<h1>Board 17</h1>" in page and "Dealer N, vulnerable: None" in page
    frequencies = page.split("Each score, best for N-S first")[1]
    assert frequencies.index("+400") < frequencies.index("+180") < frequencies.index("+100")
    assert "artificial score 60% to N-S, 40% to E-W" in page  # board 17's A60/40, named
    assert "(6/5) × (8 + 1) − 1 = 9.8" in page  # how a number was made


def test_ranking_handout_carries_the_event_the_names_and_the_files_totals():
    # club-4boards.pbn's TotalScoreTable: N-S 3 "Pair three" 11.5 (82.14%), N-S 1 "Pair one"
    # 6.5 (46.43%), each on 4 boards; a top of 4 on boards 1, 2 (as factored) and 4 and of 2 on
    # board 3 makes a possible 14: 11.5 / 14 = 82.14%, 6.5 / 14 = 46.43%
    page = ranking_handout_html(bk.event_result(read_event(CLUB)))
    assert "<title>Club pairs</title>" in page and "Club pairs, Somewhere, 2026.11.20" in page
    assert row(page, "1 3 Pair three") == "1 3 Pair three 4 11.50 14.0 82.14"
    assert row(page, "2 1 Pair one") == "2 1 Pair one 4 6.50 14.0 46.43"
    assert "<caption>N-S pairs</caption>" in page and "<caption>E-W pairs</caption>" in page


def test_score_card_handout_runs_to_the_ranking_total():
    # club-4boards.pbn, N-S 3: +450 beats +420 and +400 -> 4; -100 beats -110 on a board
    # with a ruling, Neuberg (3/2) x (2 + 1) - 1 = 3.5; -100 against +140 -> 0; +90 beats 0
    # and -100 -> 4: running 4, 7.5, 7.5, 11.5 (82.14%)
    event = published_event(bk.event_result(read_event(CLUB)))
    card = event.pairs.loc[(event.pairs.direction == "NS") & (event.pairs.pair == "3"),
                           "card"].iloc[0]
    page = score_card_handout_html(event, card)
    assert "<title>Score card: pair NS 3</title>" in page and "Pair three (N-S): place 1" in page
    running = [line.split()[-1] for line in text_of(page).splitlines()
               if re.match(r"\s*[1-4] \d", line)]
    assert running == ["4.00", "7.50", "7.50", "11.50"]
    assert "Total 11.50 of a possible 14.0: 82.14%" in page


def test_cli_handout_ranks_a_butler_file_by_imps(tmp_path):
    # magic-contest-butler.pbn is scored Butler (its Scoring tag, its ButlerDatum column); the
    # file's TotalScoreTable: N-S 2 10 IMPs on 3 boards, N-S 1 6 on 3, E-W 15 9 on 1, E-W 13 16
    # on 2. N-S 2: 650 v datum 310 = +340 -> 8; 140 v 90 = +50 -> 2; 140 v 130 = +10 -> 0.
    # N-S 1: 620 v 310 = +310 -> 7; 90 v 90 -> 0; 110 v 130 = -20 -> -1. Pairs played 1 to 3
    # boards, so the places go by the average: N-S 2 10 / 3 = 3.33 before N-S 1 6 / 3 = 2.00;
    # E-W 15 9.00 before E-W 13 16 / 2 = 8.00. By matchpoints N-S 1 and 2 would not be the
    # same pair: the handout is not ranked that way.
    out = tmp_path / "ranking.html"
    assert main(["handout", str(PROGRAMS / "magic-contest-butler.pbn"), "--html", str(out)]) == 0
    page = out.read_text(encoding="utf-8")
    assert "Scored by Butler IMPs; ranked by the average IMPs a board" in page
    assert row(page, "1 2 ") == "1 2 3 10.00 3.33" and row(page, "2 1 ") == "2 1 3 6.00 2.00"
    assert row(page, "1 15 ") == "1 15 1 9.00 9.00" and row(page, "2 13 ") == "2 13 2 16.00 8.00"
    assert " MP" not in text_of(page) and "%" not in text_of(page)  # no matchpoints


def test_cli_handout_explains_a_butler_board_by_its_datum(tmp_path):
    # board 5: the datum drops the highest (650) and the lowest (-100) and averages 140, 170
    # and 620: 310; +650 - 310 = +340 -> 8 IMPs (320-360)
    out = tmp_path / "board.html"
    assert main(["handout", str(PROGRAMS / "magic-contest-butler.pbn"), "--board", "5",
                 "--html", str(out)]) == 0
    page = out.read_text(encoding="utf-8")
    assert "Butler: the datum is the mean of 140, 170 and 620" in page
    assert "NS 2 v EW 12: +650 - (+310) = +340 → N-S +8 IMPs, E-W -8" in page
    assert row(page, "2 12 4S+1 N") == "2 12 4S+1 N +650 +310 +8 -8"
    assert "Neuberg" not in page and "scored by Butler IMPs" in page


def test_a_butler_board_of_sections_scored_apart_gives_each_section_its_own_imps(tmp_path):
    # compscore-two-sections.xml at Butler, each section its own datum on board 1: A's
    # +450, +420 and +170 less the top and bottom: 420, so +420 scores 0; B's -50 and +420
    # average 185, rounded to 190: +420 - 190 = +230 -> 6 IMPs. Section B's frequency
    # table gave its +420 section A's 0 IMPs
    out = tmp_path / "board.html"
    assert main(["handout", str(PROGRAMS / "compscore-two-sections.xml"), "--scoring",
                 "butler", "--board", "1", "--html", str(out)]) == 0
    section_b = out.read_text(encoding="utf-8").split(">Section B<", 1)[1]
    assert "NS 1 v EW 1: +420 - (+190) = +230 → N-S +6 IMPs" in section_b
    assert row(section_b, "+420 ") == "+420 1 +6"


def test_cli_handout_takes_checks_options(tmp_path):
    # ebuscore-max.xml: EBUScore factors every board to the most results any board has (4, on
    # board 1). Board 2 has 3 results: -110, -100, +110 beat 0, 1 and 2 others -> 0, 2, 4 of
    # a top of 4; Neuberg to 4: (4/3)(0 + 1) - 1 = 0.33, (4/3)(2 + 1) - 1 = 3.00,
    # (4/3)(4 + 1) - 1 = 5.67, the file's NS_MATCH_POINTS; its PARTICIPANTS print N-S 2 with
    # 9.00 and 75.00%: 6 + 3 on a possible 6 + 6
    source = str(PROGRAMS / "ebuscore-max.xml")
    board, ranking = tmp_path / "b2.html", tmp_path / "r.html"
    assert main(["handout", source, "--normal", "max", "--board", "2", "--html", str(board)]) == 0
    page = board.read_text(encoding="utf-8")
    assert row(page, "1 11 2H= E") == "1 11 2H= E -110 0.33 5.67 5.56 94.44"
    assert row(page, "3 13 2S= N") == "3 13 2S= N +110 5.67 0.33 94.44 5.56"
    assert "(4/3) × (0 + 1) − 1 = 0.3" in page and "Board of 4 results expected" in page
    assert main(["handout", source, "--normal", "max", "--html", str(ranking)]) == 0
    assert row(ranking.read_text(encoding="utf-8"), "1 2 ") == "1 2 2 9.00 12.0 75.00"
    # without the option the file's own way (EBUScore's) is found, as check finds it
    assert main(["handout", source, "--board", "2", "--html", str(board)]) == 0
    assert row(board.read_text(encoding="utf-8"), "1 11 2H= E") == \
        "1 11 2H= E -110 0.33 5.67 5.56 94.44"
    # by bridgekit's own defaults each board is its own size: board 2's -110 scores 0 of 4
    assert main(["handout", source, "--convention", "bridgekit", "--board", "2", "--html",
                 str(board)]) == 0
    assert row(board.read_text(encoding="utf-8"), "1 11 2H= E") == \
        "1 11 2H= E -110 0.00 4.00 0.00 100.00"


def test_cli_handout_writes_html(tmp_path):
    csv = tmp_path / "s.csv"
    assert main(["sample", str(csv)]) == 0
    out = tmp_path / "b.html"
    assert main(["handout", str(csv), "--board", "17", "--html", str(out)]) == 0
    assert "Board 17" in out.read_text(encoding="utf-8")
    assert main(["handout", str(csv)]) == 1  # nowhere to write it: said, not a traceback


def test_pdf_from_chromium(tmp_path):
    need_browser()
    pytest.importorskip("playwright")
    out = tmp_path / "b.pdf"
    html_to_pdf(board_handout_html(bk.event_result(bk.load_sample_event()), 1), out)
    assert out.read_bytes().startswith(b"%PDF") and out.stat().st_size > 5000


def test_pdf_without_chromium_says_what_to_install(tmp_path):
    with pytest.raises(bk.BridgekitError, match="apt-get install chromium"):
        html_to_pdf("<p>x</p>", tmp_path / "x.pdf", chromium="/nowhere/chromium")


def test_a_board_handout_writes_contracts_as_the_site_and_factors_nothing_on_a_full_board():
    # the ACBL game's board 1, two sections scored apart, four results each (the top 3):
    # A: +450 beats 3 (3), +430 beats 2 (2), +420 beats 1 (1), -50 (0); B: two +420 beat
    # +170 and -50 and tie (2.5 each), +170 (1), -50 (0). Every result of each section was
    # compared: Neuberg's (4/4) x (mp + 1/2) - 1/2 is mp itself, said as nothing to factor
    result = bk.event_result(read_event(PROGRAMS / "acbl-club-game.html"))
    page = board_handout_html(result, 1)
    cells = re.findall(r"<td>([^<]*)</td>", page.split("<h2>Each score")[0])
    assert cells[:9] == ["A1", "A1", "4S=", "N", "+420", "1.00", "2.00", "33.33", "66.67"]
    assert "4S N 10" not in page and ">10</td>" not in page.split("<h2>Each score")[0]
    assert "Neuberg: (" not in page and page.count("nothing to factor") == 8
    assert "+420: beats 2, ties 1 → 2.5 of 3 matchpoints in a group of 4; nothing to " \
        "factor → 83.3%" in page
    counts = page.split("<h2>Each score")[1].split("<h2>")[0]  # each section's own
    section_b = re.findall(r"<td>([^<]*)</td>", counts.split("Section B")[1])
    assert section_b[:6] == ["+420", "2", "2.50", "0.50", "83.33", "16.67"]
    assert counts.count("<td>+420</td>") == 2  # A's one +420 and B's two, apart


def test_a_printed_rankings_title_is_the_events_name_never_the_path_typed(tmp_path):
    # Compscore's EVENT_DESCRIPTION names the event; PairsScorer's file names none
    named, unnamed = tmp_path / "named.html", tmp_path / "unnamed.html"
    assert main(["handout", str(PROGRAMS / "compscore-mp-mitchell.xml"), "--html",
                 str(named)]) == 0
    assert main(["handout", str(PROGRAMS / "pairsscorer-latin1.xml"), "--html",
                 str(unnamed)]) == 0
    page = named.read_text(encoding="utf-8")
    assert "<title>Ranking: Tuesday Evening - Pairs</title>" in page
    assert "Harbourside Bridge Club, 17/03/2026" in page
    assert "<title>Ranking</title>" in unnamed.read_text(encoding="utf-8")
    assert "pairsscorer-latin1" not in unnamed.read_text(encoding="utf-8")
