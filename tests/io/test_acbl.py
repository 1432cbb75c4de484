"""A saved my.acbl.org club game page: the JSON in ``<result-details v-bind:data>`` read into
an event, each section rescored as ACBLscore scores it.

The fixture ``tests/data/programs/acbl-club-game.html`` is written by hand in the page's
shape: one session, section A a 5-table Mitchell of one board a round (N-S 1-5, E-W 1-4:
the N-S pair whose E-W 5 is missing sits out each round), boards 1-5; section B a 4-table
Howell of 8 pairs, boards 1-4. Every board is played four times: a top of 3 on ACBLscore's
scale (1 for each score beaten, 1/2 for each tie), ``acbl_board_top`` "3".

Board matchpoints for N-S, scores in the order the rounds met them (E-W get 3 minus N-S):

=====  ==============================  ==========================================
board  N-S scores                      N-S matchpoints
=====  ==============================  ==========================================
A1     420, 450, 430, -50              1, 3, 2, 0
A2     620, -100, 170, 620             2.5, 0, 1, 2.5  (620 beats 2, ties 1: 2.5)
A3     -600, -630, 100, -150           1, 0, 3, 2
A4     1440, 690, -100, 690            3, 1.5, 0, 1.5
A5     90, -110, 670, -100             2, 0, 3, 1
B1     420, 170, 420, -50              2.5, 1, 2.5, 0
B2     -110, 140, passed out 0, -100   0, 3, 2, 1  (the pass scores 0: beats -100, -110)
B3     -600, 100, -600, -660           1.5, 3, 1.5, 0
B4     500, 690, 1440, -100            1, 2, 3, 0
=====  ==============================  ==========================================

Section A totals (N-S play 4 of the 5 boards, E-W all 5; the session's maximum is
5 x 3 = 15, across both directions, so N-S totals are scaled by 5/4 and rounded to 2
decimals, and the percentage is taken from the rounded score):

- N-S 1: 1 + 2 + 0 + 3 = 6 (boards in the order met); 6 x 5/4 = 7.50; 7.50 / 15 = 50.00%
- N-S 2: 2.5 + 3 + 0 + 2 = 7.5; 7.5 x 5/4 = 9.375, printed 9.38; 9.38 / 15 = 62.53%
  (the exact figure is 9.375 / 15 = 62.50%)
- N-S 3: 1 + 0 + 3 + 1.5 = 5.5; 5.5 x 5/4 = 6.875, printed 6.88; 6.88 / 15 = 45.87%
  (exact 45.83%)
- N-S 4: 3 + 1 + 2 + 1 = 7; 8.75; 58.33%
- N-S 5: 1.5 + 0 + 2.5 + 0 = 4; 5.00; 33.33%
- E-W (no scaling: 5 boards, maximum 15), boards in the order met: E-W 1: 2 + 1.5 + 2 +
  0 + 1 = 6.5, 43.33%; E-W 2: 0.5 + 1 + 3 + 1 + 1.5 = 7, 46.67%; E-W 3: 2 + 0 + 3 + 0.5 +
  2 = 7.5, 50.00%; E-W 4: 0 + 3 + 3 + 0 + 3 = 9, 60.00%. All 20 results give 60 = 20 x 3.

Section B totals (every pair plays 4 boards, maximum 12): 1: 2.5 + 0 + 3 + 2 = 7.5,
62.50%; 2: 0.5 + 1 + 2 + 0 = 3.5, 29.17%; 3: 0 + 3 + 0.5 + 3 = 6.5, 54.17%; 4: 3 + 2 +
1.5 + 3 = 9.5, 79.17%; 5: 1.5 + 0 + 0 + 0 = 1.5, 12.50%; 6: 1.5 + 2 + 1 + 0 = 4.5,
37.50%; 7: 1 + 3 + 2.5 + 3 = 9.5, 79.17%; 8: 2 + 1 + 1.5 + 1 = 5.5, 45.83%. The 16
results give 48 = 16 x 3.
"""

import numpy as np
import pandas as pd
import pytest

import bridgekit as bk
from bridgekit.io import read_acbl, read_event
from bridgekit.io.acbl import MAX_JSON_DEPTH
from bridgekit.pairs.published import split_sections
from bridgekit.pairs.ranking import rank_pairs

PAGE = "acbl-club-game.html"


def _page(game_json: str) -> bytes:
    """A page holding ``game_json`` as my.acbl.org holds it: HTML-escaped in the attribute."""
    import html

    return (f'<!DOCTYPE html><html><body><div id="app"><result-details v-bind:data="'
            f'{html.escape(game_json, quote=True)}"></result-details></div></body></html>'
            ).encode()


def _game(result: str = '"ns_score":"420"', name: str = "Vance, Ruth") -> str:
    return ('{"name":"Club game","acbl_board_top":"1","board_scoring_method":"MATCH_POINTS",'
            '"sessions":[{"number":1,"sections":[{"name":"A","pair_summaries":[{"pair_number":1,'
            f'"direction":"NS","players":[{{"name":"{name}"}}]}}],"boards":[{{"board_number":1,'
            f'"board_results":[{{"ns_pair":1,"ew_pair":1,{result}}},{{"ns_pair":2,"ew_pair":2,'
            '"ns_score":"-50"}]}]}]}]}')


@pytest.fixture
def page(data_dir):
    return read_acbl(data_dir / "programs" / PAGE)


def test_the_page_reads_into_one_frame_with_its_sections(page):
    assert len(page) == 36
    assert page.groupby("section").size().to_dict() == {"A": 20, "B": 16}
    assert page.attrs["format"] == "acbl"
    assert page.attrs["game"]["acbl_board_top"] == "3"
    assert page.attrs["game"]["club_name"] == "Riverside Duplicate Bridge Club"
    assert page.attrs["scale"] == "acbl" and page.attrs["scale_totals"] == "session"
    assert page.attrs["normal"] == 4  # a top of 3 on the 1 and 1/2 scale: 4 results
    a2 = page[(page.section == "A") & (page.board == 2)]
    assert a2.acbl_mp_ns.tolist() == [2.5, 0.0, 1.0, 2.5]
    assert a2.acbl_mp_ew.tolist() == [0.5, 3.0, 2.0, 0.5]
    # the page writes O&#x27;Brien: the frame holds the plain name, decoded once
    assert "O'Brien, Kathleen - Sato, Hiro" in set(page.ns_names)
    totals = {(t["Section"], t["Direction"], t["PairId"]): t for t in page.attrs["totals"]}
    assert totals[("A", "N-S", "2")]["TotalScoreMP"] == "9.38"
    assert totals[("A", "N-S", "2")]["TotalPercentage"] == "62.53"
    assert totals[("B", "", "5")]["TotalPercentage"] == "12.5"


def test_each_section_rescored_gives_every_published_board_number(page):
    parts = dict(split_sections(page))
    assert list(parts) == ["A", "B"]
    assert parts["A"].attrs["totals"][0]["Section"] == "A"
    for name, movement in (("A", "mitchell"), ("B", "howell")):
        scored = bk.score_event(parts[name], scale="acbl", normal=page.attrs["normal"])
        assert scored.attrs["movement"] == movement
        assert scored.status.eq("scored").all()
        assert np.array_equal(scored.ns_mp, parts[name].acbl_mp_ns)
        assert np.array_equal(scored.ew_mp, parts[name].acbl_mp_ew)
    # the passed-out board scores 0, and 0 beats -100 and -110: 2 of a top of 3
    passed = parts["B"][parts["B"].contract == "Pass"]
    out = bk.score_event(parts["B"], scale="acbl")
    assert out.loc[passed.index, "ns_score"].tolist() == [0.0]
    assert out.loc[passed.index, "ns_mp"].tolist() == [2.0]


def test_section_a_totals_scaled_to_the_session_as_acblscore(page):
    part = dict(split_sections(page))["A"]
    ranks = rank_pairs(bk.score_event(part, scale="acbl"), scale_totals="session")
    ranks = ranks.set_index(["direction", "pair"])
    # N-S 2: 7.5 of 12 on 4 boards, scaled 7.5 x 5/4 = 9.375 (printed 9.38)
    assert ranks.loc[("NS", "2"), "total"] == 7.5
    assert ranks.loc[("NS", "2"), "scaled_total"] == 9.375
    assert bk.format.fixed(ranks.loc[("NS", "2"), "scaled_total"], 2) == "9.38"
    # the exact percentage is 62.50; the page's 62.53 is 9.38 / 15
    assert bk.format.fixed(ranks.loc[("NS", "2"), "pct"], 2) == "62.50"
    assert bk.format.fixed(100 * 9.38 / 15, 2) == "62.53"
    # within the direction (Compscore's way) N-S are not scaled: no N-S pair played 5
    within = rank_pairs(bk.score_event(part, scale="acbl"), scale_totals="direction")
    assert within.set_index(["direction", "pair"]).loc[("NS", "2"), "scaled_total"] == 7.5


def test_read_event_knows_the_page_by_its_ending_and_by_its_content(data_dir):
    path = data_dir / "programs" / PAGE
    assert len(read_event(path)) == 36
    assert read_event(path.read_bytes()).attrs["format"] == "acbl"
    assert bk.io.format_of_name("game.HTM") == "acbl"


def test_text_from_the_page_is_plain_text_in_the_frame():
    # markup in a name is the name's text (shown escaped by bridgekit.show and the command
    # line); an entity the page escaped twice stays an entity: decoded once, never twice
    df = read_acbl(_page(_game(name="<b>Vance</b> &amp; \\u001b[2J")))
    assert df.ns_names.iloc[0] == "<b>Vance</b> &amp; \x1b[2J"


def test_a_page_without_the_game_says_what_it_expected():
    with pytest.raises(bk.FileFormatError, match=r"result-details v-bind:data.*was not found"
                       r".*expected a saved my.acbl.org club game results page"):
        read_acbl(b"<!DOCTYPE html><html><body><p>Results</p></body></html>")
    with pytest.raises(bk.FileFormatError, match=r"has no data attribute"):
        read_acbl(b"<html><result-details :other='1'></result-details></html>")
    with pytest.raises(bk.FileFormatError, match=r"not JSON"):
        read_acbl(_page("{'sessions': []}"))
    with pytest.raises(bk.FileFormatError, match=r"not an object with a list of 'sessions'"):
        read_acbl(_page("[1, 2]"))
    with pytest.raises(bk.FileFormatError, match=r"NaN is not a number"):
        read_acbl(_page('{"sessions": [], "x": NaN}'))


def test_deep_or_huge_json_is_refused_before_it_is_parsed():
    deep = '{"sessions": ' + "[" * 100_000 + "]" * 100_000 + "}"
    with pytest.raises(bk.FileFormatError, match=f"nests 100001 deep.*at most {MAX_JSON_DEPTH}"):
        read_acbl(_page(deep))
    # brackets inside a string are text, not nesting
    assert len(read_acbl(_page(_game(name="[[[[" * 20)))) == 2
    huge = _page(_game(name="x" * 2_000_000))
    with pytest.raises(bk.FileFormatError, match="larger than 1000000 bytes"):
        read_acbl(huge, max_bytes=1_000_000)


def test_a_published_number_that_is_not_a_number_is_a_warning():
    df = read_acbl(_page(_game(result='"ns_score":"420","ns_match_points":"1/2"')))
    assert np.isnan(df.acbl_mp_ns.iloc[0])
    assert df.attrs["warnings"][0]["value"] == "1/2"


def test_check_and_score_work_on_the_saved_page(data_dir, capsys):
    from bridgekit.cli import main

    path = str(data_dir / "programs" / PAGE)
    assert main(["check", path]) == 0
    out = capsys.readouterr().out
    # section A: 20 results x 2 matchpoints + 9 pairs x (score, percentage) = 58;
    # section B: 16 x 2 + 8 x 2 = 48
    assert "section A: all 58 published numbers reproduced (matchpoints, convention acblscore)" in out
    assert "section B: all 48 published numbers reproduced" in out
    assert ("N-S pair 2: percentage published 62.53 = 9.38 / 15 (its printed total); the exact "
            "figure is 62.50: rounding of printed figures") in out
    assert "N-S pair 3: percentage published 45.87 = 6.88 / 15" in out
    assert main(["score", path]) == 0
    out = capsys.readouterr().out
    assert "section B: 16 results on 4 boards; method neuberg, scale acbl" in out


def test_the_percentage_from_a_rounded_scaled_score():
    # 18 boards, a top of 4 (maximum 72); N-S 1 plays 16 of them for 38.5: scaled
    # 38.5 x 18/16 = 43.3125, printed 43.31; ACBLscore's 43.31 / 72 = 60.15%, exact 60.16%
    mp = np.r_[np.full(15, 2.5), 1.0, 2.0, 2.0]
    scored = pd.DataFrame({"board": range(1, 19), "ns": [1] * 16 + [2, 2], "ew": 1,
                           "ns_mp": mp, "ew_mp": 4 - mp, "top": 4.0})
    ranks = rank_pairs(scored, movement="mitchell", scale_totals="session")
    row = ranks.set_index(["direction", "pair"]).loc[("NS", "1")]
    assert row["total"] == 38.5 and row["scaled_total"] == 43.3125
    assert bk.format.fixed(row["scaled_total"], 2) == "43.31"
    assert bk.format.fixed(row["pct"], 2) == "60.16"
    assert bk.format.fixed(100 * 43.31 / 72, 2) == "60.15"


@pytest.mark.parametrize("markup", ["<![ x", "<![1", "<![", "<!", "<![CDATA[", "</", "<a href='"])
def test_acbl_page_with_a_bad_marked_section_is_read_not_an_assertion(markup):
    # "<![" then a non-name made html.parser raise AssertionError (exit 2, "please report
    # it"): the page's other markup is never parsed now, only the game's own tag
    head = f"<!DOCTYPE html><html><head>{markup}</head><body>".encode()
    df = read_acbl(head + _page(_game())[len(b"<!DOCTYPE html><html><body>"):])
    assert df.ns_score.tolist() == ["420", "-50"]
    with pytest.raises(bk.FileFormatError, match="was not found"):
        read_acbl(f"<html><body>{markup}".encode())


def test_acbl_game_tag_is_found_by_its_name_and_read_whole():
    # only the first <result-details ...> start tag is parsed: its attribute's entities
    # decoded once, a ">" inside a quoted attribute kept, the tag's name in any case
    game = _game(name="A > B")
    page = (b"<html><body><p>x</p><RESULT-DETAILS class='a>b' v-bind:data='"
            + game.replace("'", "&#39;").encode() + b"'/><result-details :data='{}'>")
    assert read_acbl(page).ns_names.iloc[0] == "A > B"
    with pytest.raises(bk.FileFormatError, match="has no end"):
        read_acbl(b'<html><result-details v-bind:data="{')
    with pytest.raises(bk.FileFormatError, match="was not found"):
        read_acbl(b"<html><result-detailsx v-bind:data='{}'>")


def test_acbl_json_depth_skips_strings_however_their_quotes_fall():
    from bridgekit.io.acbl import _json_depth

    # strings with escaped quotes and backslashes before their closing quote
    assert _json_depth(r'{"a": "\\", "b": ["\"[", {"c": "\\\"{"}]}') == 3
    # an unclosed string runs to the end of the text: none of its brackets count
    assert _json_depth('[[' + '"' + '\\"[' * 1000) == 2
    assert _json_depth('') == 0 and _json_depth('"') == 0 and _json_depth('"\\') == 0
