"""NZ Bridge Scorer's own XML (a ``session`` root): read into an event and checked against the
numbers it published.

The fixtures are written by hand in the program's shape (``bridgekit.io.nzbs`` says what of
it is confirmed and what inferred); their numbers are worked here, on the 2 and 1 scale (2 for
each score beaten, 1 for each tie), matchpoints printed ten times over with their decimals
cut.

``tests/data/programs/nzbs-field-phantom.xml``: two sections scored as one field
(``field_scoring="true"``), one round of boards 1 and 2. Section A has 2 tables; section B has
3, its E-W 3 a phantom (``-9999`` on table 3's rows: N-S 3 sits out). Each board has 4 results
across the field, a top of 2 x (4 - 1) = 6.

=====  ===================================================  ===========================
board  N-S scores (A1, A2, B1, B2)                          N-S matchpoints (x10 printed)
=====  ===================================================  ===========================
1      4S+1 450, 4S= 420, 4S= 420, 3NT-1 by S -50           6, 3, 3, 0 (60, 30, 30, 0)
2      2H= by E -110, 2H-1 by E +50, passed out 0, 1NT+1    0, 4, 2, 6 (0, 40, 20, 60)
       by S +120 (N-S vulnerable)
=====  ===================================================  ===========================

Pairs over the field (of 12): A N-S 1 6 + 0 = 6, 50.00%; A N-S 2 3 + 4 = 7, 58.33%; B N-S 1
3 + 2 = 5, 41.67%; B N-S 2 0 + 6 = 6, 50.00%; A E-W 1 0 + 6 = 6, 50.00%; A E-W 2 3 + 2 = 5,
41.67%; B E-W 1 3 + 4 = 7, 58.33%; B E-W 2 6 + 0 = 6, 50.00%. 16 line figures and 8 x 2
totals: 32 numbers.

``tests/data/programs/nzbs-handicap.xml``: one section of 3 tables, boards 1-3, every board a
top of 4, a handicap event (``handicap="true"``):

=====  ==========================================  =====================
board  N-S scores (tables 1, 2, 3)                 N-S matchpoints
=====  ==========================================  =====================
1      4S-1 -50, 4S+1 450, 4S= 420                 0, 4, 2
2      3NT= 600, 3NT= 600, 2NT+1 150 (vul)         3, 3, 0 (600 ties 600)
3      2S= by W -110, 3S-1 by W +100, passed 0     0, 4, 2
=====  ==========================================  =====================

Raw scores (of 12): N-S 1 3, 25.00%; N-S 2 11, 91.67%; N-S 3 4, 33.33%; E-W 1 9, 75.00%;
E-W 2 1, 8.33%; E-W 3 8, 66.67%. Published ``res`` = raw + handicap / 2: N-S 1 (+12.00)
25 + 6 = 31.00; N-S 2 (-6.42) 91.67 - 3.21 = 88.46; N-S 3 (-6.42) 33.33 - 3.21 = 30.12;
E-W 1 (-4.00) 73.00; E-W 2 (+10.00) 13.33; E-W 3 (+6.00) 69.67. The places follow the raw
score: N-S 3 (33.33%) is 2nd and N-S 1 (25.00%) 3rd, though N-S 1's handicapped 31.00 is the
higher. 18 line figures and 6 x 3 totals: 36 numbers.
"""

from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import bridgekit as bk
from bridgekit.io import read_event, read_nzbs
from bridgekit.pairs.published import compare_published, describe, find_settings, score_published
from bridgekit.pairs.ranking import rank_pairs

PROGRAMS = Path(__file__).parents[1] / "data" / "programs"
FIELD = "nzbs-field-phantom.xml"
HANDICAP = "nzbs-handicap.xml"


def fixture(name):
    return PROGRAMS / name


def test_the_field_session_reads_each_result_and_sets_the_phantom_s_rows_aside():
    df = read_nzbs(fixture(FIELD))
    assert len(df) == 8  # 10 rows, 2 of them the phantom's
    assert df.contract.tolist() == ["4S", "4S", "2H", "2H", "4S", "3N", "Pass", "1NT"]
    assert df.result.tolist() == ["+1", "=", "=", "-1", "=", "-1", "", "+1"]
    assert df.section.tolist() == list("AAAABBBB")
    assert df.nzbs_mp_ns.tolist() == [6, 3, 0, 4, 3, 0, 2, 6]
    assert df.nzbs_mp_ew.tolist() == [0, 3, 6, 2, 3, 6, 4, 0]
    assert df.ns_names[0] == "Aroha Tane - Bill Moore"
    assert df.ew_names[0] == "Erin O'Neill - Frank Hall"
    byes = df.attrs["byes"]
    assert [(b["section"], b.get("board"), b.get("pair")) for b in byes] == [
        ("B", "1", None), ("B", "2", None), ("B", None, "3")]  # two sit-outs, the phantom's line
    assert df.attrs["sections"] == "field" and df.attrs["movement"] == "mitchell"
    assert df.attrs["program"]["name"] == "NZ Bridge Scorer"
    assert df.attrs["session"]["club"] == "Harbourside Bridge Club"
    assert "handicaps" not in df.attrs


def test_the_field_session_s_every_published_number_is_reproduced():
    df = read_event(fixture(FIELD))
    scored = score_published(df)
    assert scored.top.tolist() == [6.0] * 8  # 4 results a board across the field
    problems = compare_published(scored)
    assert problems.empty, describe(problems)
    assert problems.attrs["checked"] == 32
    settings, found = find_settings(df)
    assert settings.normal is None and (found.checked, found.missed) == (32, 0)


def test_a_handicap_event_publishes_raw_plus_half_the_handicap_and_places_by_the_raw_score():
    df = read_event(fixture(HANDICAP))
    assert df.attrs["handicaps"] == {"NS 2": -6.42, "NS 3": -6.42, "NS 1": 12.0,
                                     "EW 1": -4.0, "EW 3": 6.0, "EW 2": 10.0}
    problems = compare_published(score_published(df))
    assert problems.empty, describe(problems)
    assert problems.attrs["checked"] == 36
    ranks = rank_pairs(bk.score_event(df), handicaps=df.attrs["handicaps"])
    ns = ranks[ranks.direction == "NS"].set_index("pair")
    assert ns.pct.round(2).to_dict() == {"2": 91.67, "3": 33.33, "1": 25.0}
    assert ns.handicapped_pct.round(2).to_dict() == {"2": 88.46, "3": 30.12, "1": 31.0}
    assert ns["rank"].to_dict() == {"2": "1", "3": "2", "1": "3"}
    places = {t["PairId"]: t["Rank"] for t in df.attrs["totals"] if t["Direction"] == "N-S"}
    assert places == ns["rank"].to_dict()


def test_a_wrong_handicapped_percentage_is_named():
    """N-S 1's res 31.00 changed to 28.00: its handicapped percentage is not reproduced."""
    df = read_nzbs(fixture(HANDICAP))
    df.attrs["totals"] = [dict(t, TotalHandicapped="28.00") if t["PairId"] == "1"
                          and t["Direction"] == "N-S" else t for t in df.attrs["totals"]]
    problems = compare_published(score_published(df))
    assert describe(problems) == ["N-S pair 1: handicapped percentage published 28, bridgekit 31"]


# One section, one board at four tables, table 4 not played (no contract, result or score):
# 450, 420 and -50 are compared (4, 2, 0 on a top of 4) and factored by Neuberg to the 4
# results the board was meant to have: (4 + 1) x 4/3 - 1 = 5.667, printed 56 (cut, where
# rounding would print 57); (2 + 1) x 4/3 - 1 = 3; (0 + 1) x 4/3 - 1 = 0.333, printed 3;
# E-W get 6 minus N-S: 0.333 (3), 3 (30), 5.667 (56).
CUT = ('<session club="Akaroa" scoring_type="MP"><board_results><brsection sectid="A">'
       '<result tab="1" bd="1" rnd="1" ns="1" ew="1" dec="N" cont="4 S" res="+1" score="450"'
       ' mp_ns="{first}" mp_ew="3"/>'
       '<result tab="2" bd="1" rnd="1" ns="2" ew="2" dec="N" cont="4 S" res="=" score="420"'
       ' mp_ns="30" mp_ew="30"/>'
       '<result tab="3" bd="1" rnd="1" ns="3" ew="3" dec="S" cont="3 N" res="-1" score="-50"'
       ' mp_ns="3" mp_ew="56"/>'
       '<result tab="4" bd="1" rnd="1" ns="4" ew="4" dec="" cont="" res="" score=""'
       ' mp_ns="" mp_ew=""/>'
       '</brsection></board_results></session>')


def test_matchpoints_are_printed_ten_times_over_with_their_decimals_cut():
    df = read_nzbs(CUT.format(first="56").encode())
    scored = score_published(df)
    assert scored.ns_mp.round(3).tolist()[:3] == [5.667, 3.0, 0.333]
    assert scored.status.tolist()[3] == "not played"
    problems = compare_published(scored)
    assert problems.empty and problems.attrs["checked"] == 6
    rounded = compare_published(score_published(read_nzbs(CUT.format(first="57").encode())))
    assert describe(rounded) == ["board 1, N-S 1 v E-W 1: N-S MP published 5.7, bridgekit 5.6667"]


def test_read_event_tells_an_nz_bridge_scorer_session_from_usebio_by_its_root():
    assert read_event(fixture(FIELD)).attrs["format"] == "nzbs"
    assert read_event(fixture("ebuscore-max.xml")).attrs["format"] == "usebio"
    with open(fixture(HANDICAP), "rb") as file:
        data = file.read()
    assert read_event(data).attrs["format"] == "nzbs"
    assert read_event(data, format="nzbs").attrs["format"] == "nzbs"


def test_a_session_scored_otherwise_than_by_matchpoints_is_refused_naming_it():
    text = b'<?xml version="1.0"?><session club="X" scoring_type="IMP"></session>'
    with pytest.raises(bk.FileFormatError, match="an NZ Bridge Scorer session scored by 'IMP'"):
        read_event(text)
    with pytest.raises(bk.FileFormatError, match=r"USEBIO file: expected NZ Bridge Scorer's"):
        read_nzbs(b'<USEBIO Version="1.2"><EVENT/></USEBIO>')


def test_a_published_figure_that_is_no_number_is_a_warning_and_its_row_is_kept():
    df = read_nzbs(CUT.format(first="5.6").encode())
    assert len(df) == 4 and np.isnan(df.nzbs_mp_ns[0])
    [warning] = df.attrs["warnings"]
    assert (warning["column"], warning["value"]) == ("mp_ns", "5.6")
    assert "ten times the matchpoints" in warning["problem"]


def test_fields_may_be_child_elements_as_well_as_attributes():
    text = (b"<session><scoring_type>MP</scoring_type><board_results><brsection>"
            b"<sectid>A</sectid><result><bd>3</bd><ns>1</ns><ew>2</ew><dec>W</dec>"
            b"<cont>1 NT</cont><res>=</res><score>-90</score><mp_ns>0</mp_ns><mp_ew>0</mp_ew>"
            b"</result></brsection></board_results></session>")
    df = read_nzbs(text)
    assert df[["board", "contract", "declarer", "ns_score"]].values.tolist() == [
        [3, "1NT", "W", "-90"]]


def test_results_or_pairs_in_no_section_are_refused_not_lost():
    """The handicap session's nine results written straight under <board_results> (no
    <brsection>): refused naming them, never read as an event of no results."""
    text = Path(fixture(HANDICAP)).read_text(encoding="utf-8")
    flat = text.replace('<brsection sectid="A">', "").replace("</brsection>", "")
    with pytest.raises(bk.FileFormatError, match=r"9 <result> element\(s\) in no <brsection>"):
        read_event(flat.encode())
    loose = text.replace("</scsection>", "").replace('<scsection sectid="A">',
                                                     '<scsection sectid="A"></scsection>')
    with pytest.raises(bk.FileFormatError, match=r"6 <pair> element\(s\) in no <scsection>"):
        read_nzbs(loose.encode())


@pytest.mark.parametrize("handicaps, message", [
    ({"NS 9": 1.0}, r"handicaps\['NS 9'\]: no pair 'NS 9' in the ranking"),
    ({"NS 1": "lots"}, r"handicaps\['NS 1'\]='lots': expected a number"),
    ({"NS 1": float("nan")}, r"expected a number")])
def test_a_handicap_of_no_pair_or_no_number_is_refused(handicaps, message):
    scored = bk.score_event(read_nzbs(fixture(HANDICAP)))
    with pytest.raises(bk.BridgekitError, match=message):
        rank_pairs(scored, handicaps=handicaps)


def test_a_pair_without_a_handicap_has_none():
    scored = bk.score_event(read_nzbs(fixture(HANDICAP)))
    ranks = rank_pairs(scored, handicaps={"EW 2": 10})
    added = (ranks.handicapped_pct - ranks.pct).round(2)
    assert dict(zip(ranks.direction + " " + ranks.pair, added, strict=True)) == {
        "EW 1": 0.0, "EW 3": 0.0, "EW 2": 5.0, "NS 2": 0.0, "NS 3": 0.0, "NS 1": 0.0}
    assert pd.Series(ranks["rank"]).tolist() == rank_pairs(scored)["rank"].tolist()


# Two sections of two tables, one board (none vulnerable): A 4S= 420 (N-S 1 v E-W 1), 4S+1 450
# (2 v 2); B 3NT= 400 (1 v 1), 4S-1 -50 (2 v 2). Handicaps: A N-S 1 +10, A N-S 2 -4, A E-W 1
# -6, A E-W 2 +8, B N-S 1 -2, B N-S 2 +12, B E-W 1 +20, B E-W 2 -10 (pair 1 of A is not pair
# 1 of B). Apart (a top of 2 in each section): A N-S 2 and E-W 1 100%, A N-S 1 and E-W 2 0%;
# B N-S 1 and E-W 2 100%, the others 0%; published A N-S 1 0 + 5 = 5.00, A N-S 2 98.00, A E-W
# 1 97.00, A E-W 2 4.00, B N-S 1 99.00, B N-S 2 6.00, B E-W 1 10.00, B E-W 2 95.00. Across the
# field (a top of 6: 450 6, 420 4, 400 2, -50 0): A N-S 1 4/6 = 66.67%, published 71.67; A N-S
# 2 100 - 2 = 98.00; A E-W 1 33.33 - 3 = 30.33; A E-W 2 0 + 4 = 4.00; B N-S 1 33.33 - 1 = 32.33;
# B N-S 2 0 + 6 = 6.00; B E-W 1 66.67 + 10 = 76.67; B E-W 2 100 - 5 = 95.00.
def _two_sections(field):
    """The session above (no match_points: only the percentages are published)."""
    mp = {True: ["40", "20", "60", "0", "20", "40", "0", "60"],
          False: ["0", "20", "20", "0", "20", "0", "0", "20"]}[field]
    # A N-S 1, A N-S 2, A E-W 1, A E-W 2, then B the same
    raw = {True: ["66.67", "100.00", "33.33", "0.00", "33.33", "0.00", "66.67", "100.00"],
           False: ["0.00", "100.00", "100.00", "0.00", "100.00", "0.00", "0.00", "100.00"]}[field]
    res = {True: ["71.67", "98.00", "30.33", "4.00", "32.33", "6.00", "76.67", "95.00"],
           False: ["5.00", "98.00", "97.00", "4.00", "99.00", "6.00", "10.00", "95.00"]}[field]
    handicap = ["10", "-4", "-6", "8", "-2", "12", "20", "-10"]
    results = [("A", 1, "4 S", "N", "=", 420), ("A", 2, "4 S", "N", "+1", 450),
               ("B", 1, "3 N", "S", "=", 400), ("B", 2, "4 S", "N", "-1", -50)]
    lines = ""
    for i, (section, table, cont, dec, result, score) in enumerate(results):
        lines += f'<brsection sectid="{section}">' if table == 1 else ""
        lines += (f'<result tab="{table}" bd="1" rnd="1" ns="{table}" ew="{table}" dec="{dec}"'
                  f' cont="{cont}" res="{result}" score="{score}" mp_ns="{mp[2 * i]}"'
                  f' mp_ew="{mp[2 * i + 1]}"/>')
        lines += "</brsection>" if table == 2 else ""
    pairs = ""
    for k, (section, direction, no) in enumerate(
            [(s, d, n) for s in "AB" for d in ("NS", "EW") for n in (1, 2)]):
        pairs += f'<scsection sectid="{section}">' if k % 4 == 0 else ""
        pairs += (f'<pair no="{no}" dir="{direction}" res="{res[k]}" raw_score="{raw[k]}"'
                  f' handicap="{handicap[k]}"/>')
        pairs += "</scsection>" if k % 4 == 3 else ""
    return (f'<session scoring_type="MP" field_scoring="{str(field).lower()}">'
            f'<sections><section sectid="A" handicap="true"/><section sectid="B" '
            f'handicap="true"/></sections><board_results>{lines}</board_results>'
            f"<scores>{pairs}</scores></session>").encode()


@pytest.mark.parametrize("field", [False, True])
def test_a_handicap_event_of_two_sections_keeps_each_section_s_pair_1_apart(field):
    df = read_event(_two_sections(field))
    assert df.attrs["handicaps"]["A NS 1"] == 10 and df.attrs["handicaps"]["B NS 1"] == -2
    _settings, found = find_settings(df)
    assert (found.checked, found.missed) == (24, 0)
