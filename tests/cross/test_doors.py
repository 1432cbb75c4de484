"""One file, one answer at every door.

Every results file in ``tests/data/programs/`` is scored once (``bk.event_result``), and each
door that shows it -- ``check``, ``score``, ``score --explain``, ``handout``, ``publish``, the
API recipe of docs/formats.md, the Traveller and Session tabs -- must give the same ranking
and the same numbers on each board. A teams file is a teams event at every door, never a
pairs event. The files' numbers are worked by hand in their READMEs
(``README-sections.md``, ``README-teams.md``) and in ``tests/io/test_usebio_programs.py``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pandas as pd
import pytest

import bridgekit as bk
from bridgekit.cli import main
from bridgekit.io import read_event
from bridgekit.io.usebio_teams import is_usebio_teams
from bridgekit.pairs.published import published_totals

PROGRAMS = Path(__file__).parents[1] / "data" / "programs"
TEAMS = tuple(sorted(p.name for p in PROGRAMS.glob("*.xml") if is_usebio_teams(p)))
PAIRS = sorted(p.name for p in PROGRAMS.iterdir()
               if p.suffix in (".xml", ".pbn", ".html", ".bws") and p.name not in TEAMS
               and not p.name.endswith(".handrecord.pbn"))  # a hand record holds no results


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    status = main(["--lang", "en", *args])
    out = capsys.readouterr()
    return status, out.out + out.err


def rows_of(html: str) -> list[list[str]]:
    """Each table row of a page as its cells' texts."""
    rows = []
    for row in re.findall(r"<tr>(.*?)</tr>", html, flags=re.S):
        cells = re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row, flags=re.S)
        rows.append([re.sub(r"<[^>]+>", "", c).strip() for c in cells])
    return rows


def ranking_of(result: bk.EventResult) -> set[tuple[str, str, str]]:
    """The ranking as the doors print it: (pair label, place, percentage or IMPs)."""
    ranks = result.ranking
    label = ranks["section"].astype(str) + ranks["pair"] if result.field else ranks["pair"]
    figure = ranks["average" if result.ranked_by == "average" else "total"] \
        if result.settings.imps else ranks["pct"]
    printed = result.settings.printed
    return {(lab, str(rank), bk.format.fixed(x, 2, rounding=printed))
            for lab, rank, x in zip(label, ranks["rank"], figure, strict=True)}


@pytest.fixture(scope="module")
def results() -> dict[str, bk.EventResult]:
    return {name: bk.event_result(read_event(PROGRAMS / name)) for name in PAIRS}


@pytest.mark.parametrize("name", PAIRS)
def test_score_prints_the_one_ranking(name, results, capsys):
    status, out = run(capsys, "score", str(PROGRAMS / name))
    assert status == 0, out
    result = results[name]
    column = -1 if not result.settings.imps or result.ranked_by == "average" else -2
    printed = {(w[1], w[0], w[column]) for w in (line.split() for line in out.splitlines())
               if len(w) >= 5 and re.fullmatch(r"[0-9]+=?", w[0])}
    assert printed == ranking_of(result)


@pytest.mark.parametrize("name", PAIRS)
def test_publish_and_the_handout_show_the_one_ranking(name, results, capsys, tmp_path):
    result = results[name]
    status, out = run(capsys, "publish", str(PROGRAMS / name), str(tmp_path / "site"))
    assert status == 0, out
    status, out = run(capsys, "handout", str(PROGRAMS / name), "--html", str(tmp_path / "r.html"))
    assert status == 0, out
    sectioned = result.ranking["group"].nunique() > 1
    column = -1 if not result.settings.imps or result.ranked_by == "average" else -2
    for page in ((tmp_path / "site" / "index.html"), (tmp_path / "r.html")):
        rows = [r for r in rows_of(page.read_text(encoding="utf-8")) if r and r[0][:1].isdigit()]
        shown = {(r[2 if sectioned else 1], r[0], r[column]) for r in rows}
        assert shown == ranking_of(result), page.name


@pytest.mark.parametrize("name", PAIRS)
def test_check_and_the_api_recipe_agree(name, results, capsys):
    result = results[name]
    status, out = run(capsys, "check", str(PROGRAMS / name))
    if result.checked == 0:
        assert "no published numbers to check" in out
    elif result.problems.empty:
        parts = result.checked_by_part  # each section scored apart says its own
        assert status == 0 and all(f"all {n} published numbers reproduced" in out
                                   for n in parts.values())
    else:
        assert status == 1 and f"{len(result.problems)} of {result.checked}" in out
    # the recipes of docs/formats.md, by the file's own settings: the event scored once, or
    # (one section, or the field) its traveller scored and compared
    df = read_event(PROGRAMS / name)
    assert len(bk.event_result(df).problems) == len(result.problems)
    if len(result.parts()) > 1:
        with pytest.raises(bk.OptionError, match="split_sections"):
            bk.score_published(df, result.settings)
    else:
        scored = bk.score_published(df, result.settings)
        assert len(bk.compare_published(scored)) == len(result.problems)


@pytest.mark.parametrize("name", PAIRS)
def test_each_board_is_explained_with_the_numbers_it_scores(name, results):
    result = results[name]
    for board in sorted(pd.to_numeric(result.rows["board"], errors="coerce").dropna().unique()):
        explained = result.explain_board(int(board))
        assert explained, board
        for section, explanation in explained:
            text = "\n".join(explanation.lines)
            assert "already has a result" not in text, (section, board)
            rows = result.rows[(pd.to_numeric(result.rows["board"], errors="coerce") == board)
                               & ((result.rows["section"] == section) | (section == ""))]
            assert len(explanation.lines) == len(rows)


def test_an_overall_field_of_sections_is_one_field_at_every_door(results, capsys, tmp_path):
    # ebuscore-overall.xml: both sections matchpointed as one field of five results a board
    # (README-sections.md): B N-S 1 81.25% is second over the field, A N-S 2 87.50% first
    result = results["ebuscore-overall.xml"]
    assert result.field and set(result.ranking["group"]) == {""}
    published = published_totals(result.event)
    for total in published.itertuples(index=False):
        mine = result.ranking[(result.ranking["section"] == total.Section)
                              & (result.ranking["pair"] == str(total.PairId))
                              & (result.ranking["direction"] == total.Direction.replace("-", ""))]
        assert bk.format.fixed(float(mine["pct"].iloc[0]), 2) == \
            bk.format.fixed(float(total.TotalPercentage), 2)
    ranks = dict(zip(result.ranking["section"] + result.ranking["pair"]
                     + result.ranking["direction"], result.ranking["rank"], strict=True))
    assert ranks["A2NS"] == "1" and ranks["B1NS"] == "2" and ranks["B1EW"] == "1"


def test_sections_scored_apart_are_ranked_and_explained_each_alone(results, capsys):
    # compscore-two-sections.xml: section B's board 1, +420 beats -50: 2 of a top of 2
    result = results["compscore-two-sections.xml"]
    assert not result.field and set(result.ranking["group"]) == {"A", "B"}
    status, out = run(capsys, "score", str(PROGRAMS / "compscore-two-sections.xml"),
                      "--explain", "1")
    assert status == 0 and "already has a result" not in out
    assert "B: Board of 2 results" in out and "A: Board of 3 results" in out


@pytest.mark.parametrize("name", TEAMS)
def test_a_teams_file_is_a_teams_event_at_every_door(name, capsys, tmp_path):
    result = bk.event_result(read_event(PROGRAMS / name))
    assert result.kind == "teams" and result.problems.empty
    status, out = run(capsys, "score", str(PROGRAMS / name))
    assert status == 0 and "a teams event" in out
    assert [line.split()[1] for line in out.splitlines()[2:]] == list(result.ranking["team"])
    for args in (("publish", str(PROGRAMS / name), str(tmp_path / "site")),
                 ("handout", str(PROGRAMS / name), "--html", str(tmp_path / "h.html")),
                 ("convert", str(PROGRAMS / name), str(tmp_path / "out.pbn"))):
        status, out = run(capsys, *args)
        assert status == 1 and "a teams event" in out, args
    assert not (tmp_path / "site").exists() and not (tmp_path / "out.pbn").exists()
    with pytest.raises(bk.OptionError, match="a teams event"):
        bk.score_published(read_event(PROGRAMS / name))


def test_score_with_a_convention_ranks_as_its_program_prints(capsys):
    # compscore-howell-missed.xml: pairs 5 and 6 played 3 of 4 boards: 5 x 16/12 = 6.67 and
    # 6 x 16/12 = 8.00; pair 1's 8.5 of 16 = 53.125% is printed to even, 53.12
    status, out = run(capsys, "score", str(PROGRAMS / "compscore-howell-missed.xml"),
                      "--convention", "compscore")
    assert status == 0
    lines = [" ".join(line.split()) for line in out.splitlines()]
    assert "4 6 3 8.00 16.0 50.00" in lines and "5 5 3 6.67 16.0 41.67" in lines
    assert "2= 1 4 8.50 16.0 53.12" in lines


def test_an_acbl_page_is_reproduced_by_the_documented_recipe():
    page = read_event(PROGRAMS / "acbl-club-game.html")
    for _name, part in bk.pairs.published.split_sections(page):
        assert bk.compare_published(bk.score_published(part)).empty


def test_the_result_holds_what_it_counts_in_typed_fields_not_in_its_frames_attrs(results):
    # the ACBL page: two sections ranked apart, a total printed from a rounded scaled total
    acbl = results["acbl-club-game.html"]
    assert (acbl.ranked_by, acbl.totals_skipped) == ("pct", 0)
    assert sum(acbl.checked_by_part.values()) == acbl.checked > 0
    assert sorted(acbl.checked_by_part) == sorted(set(acbl.ranking["group"]))
    assert str(acbl.printed_rounding[0]).startswith(
        "N-S pair 2: percentage published 62.53 = 9.38 / 15")
    # a Butler file ranks by the IMPs, a teams file by its scale
    assert results["magic-contest-butler.pbn"].ranked_by in ("total", "average")
    teams = bk.event_result(read_event(PROGRAMS / TEAMS[0]))
    assert teams.kind == "teams" and teams.ranked_by in ("vp", "imps", "bam")
    for result in (acbl, teams, *results.values()):
        assert result.ranking.attrs == {}
        assert set(result.problems.attrs) <= {"reasons"}  # how describe() words them


def test_published_totals_over_boards_the_file_does_not_hold_are_counted_not_compared():
    # a club's four boards, its last board's rows taken away: both pairs' published totals
    # (NrBoards 4) cover a board the rows do not hold
    rows = read_event(PROGRAMS.parent / "club-4boards.pbn")
    cut = rows[pd.to_numeric(rows["board"]) != 4]
    result = bk.event_result(cut)
    assert (result.checked, result.totals_skipped) == (28, 2) and result.problems.empty
    scored = bk.score_published(cut)
    assert bk.compare_published(scored).attrs["totals_skipped"] == 2
    assert "totals_skipped" not in scored.attrs  # the scored rows are read, not written to
    assert bk.compare_published(bk.score_published(rows)).attrs["totals_skipped"] == 0


def test_a_convention_alone_sets_its_scale():
    # ACBLscore's 1 and 1/2: +420 beats +170 and ties nothing: 1 of a top of 1
    df = pd.DataFrame({"board": 1, "ns": [1, 2], "ew": [1, 2], "ns_score": [420, 170]})
    scored = bk.score_published(df, convention="acblscore")
    assert scored.attrs["settings"].scale == "acbl"
    assert scored["ns_mp"].tolist() == [1.0, 0.0]


@pytest.mark.parametrize(("name", "scoring", "tag"), [
    ("magic-contest-butler.pbn", "butler", "IMP;Butler"),
    ("ruter-cross-sections.pbn", "cross-imps", "IMP;Cross"),
    ("compscore-butler-mitchell.xml", "butler", "IMP;Butler"),
])
def test_convert_writes_an_imp_event_by_its_own_method_with_its_ranking(name, scoring, tag,
                                                                       capsys, tmp_path):
    # before, convert refused an IMP pairs event for .pbn and .xml ("would change its method")
    source = read_event(PROGRAMS / name)
    result = bk.event_result(source)
    for out in (tmp_path / "out.pbn", tmp_path / "out.xml"):
        status, said = run(capsys, "convert", str(PROGRAMS / name), str(out))
        assert status == 0, said
        back = read_event(out)
        again = bk.event_result(back)
        assert again.settings.scoring == scoring
        assert again.problems.empty  # every number written is reproduced from the file
        assert sorted(zip(again.ranking["pair"], again.ranking["rank"], strict=True)) == \
            sorted(zip(result.ranking["pair"], result.ranking["rank"], strict=True))
        assert again.meta.event == result.meta.event
    assert tag in (tmp_path / "out.pbn").read_text()


def test_convert_carries_the_deals_and_the_event_name(capsys, tmp_path):
    # ruter-2021-09-01-board1.pbn: board 1's deal N:J76.AK.AQJ954.J3 ... and its [Event]
    source = PROGRAMS.parent / "ruter-2021-09-01-board1.pbn"
    for ending in (".pbn", ".xml"):
        out = tmp_path / f"out{ending}"
        status, said = run(capsys, "convert", str(source), str(out))
        assert status == 0, said
        back, meta = bk.io.read(out)
        deals = pd.DataFrame(back.attrs["hand_records"])
        assert deals["deal"].tolist()[0].startswith("N:J76.AK.AQJ954.J3")
        assert meta.event == bk.io.read(source)[1].event != ""


def test_an_imp_field_of_sections_ranks_each_sections_pair_apart(capsys, tmp_path):
    # ebuscore-overall.xml at cross-IMPs: five N-S pairs (A1-A3, B1-B2), two boards each;
    # A1 and B1 were one pair "1" of four boards, the event's five N-S pairs shown as three
    result = bk.event_result(read_event(PROGRAMS / "ebuscore-overall.xml"), scoring="cross-imps")
    ns = result.ranking[result.ranking["direction"] == "NS"]
    assert sorted(ns["section"] + ns["pair"]) == ["A1", "A2", "A3", "B1", "B2"]
    assert set(ns["boards"]) == {2}
    # the API's own ranking of the scored field says the same (it merged A1 and B1 too)
    from bridgekit.pairs.published import rank_published
    direct = rank_published(result.rows)
    columns = ["section", "direction", "pair", "boards", "total"]
    pd.testing.assert_frame_equal(direct[columns].reset_index(drop=True),
                                  result.ranking[columns].reset_index(drop=True))
    # ruter-cross-sections.pbn: pair 10 of section A's score card holds its board (it held
    # no row: its section was "" in the ranking, A on the rows)
    status, out = run(capsys, "publish", str(PROGRAMS / "ruter-cross-sections.pbn"),
                      str(tmp_path / "site"))
    assert status == 0, out
    card = (tmp_path / "site" / "card-1.html").read_text(encoding="utf-8")
    assert "Score card: pair A EW 10" in card
    assert [r[:2] for r in rows_of(card) if r and r[0].isdigit()] == [["1", "10"]]


def page_text(page: str) -> str:
    """A page's words and numbers, its markup and style left out."""
    page = re.sub(r"<style.*?</style>", "", page, flags=re.S)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)).strip()


@pytest.mark.parametrize("name", PAIRS)
def test_the_traveller_tabs_handout_is_the_handout_of_the_event(name, capsys, tmp_path):
    # compscore-two-sections.xml's board 1: section B's +420 beats -50, 2 of a top of 2, as
    # the tab's table, `score --explain 1` and `handout --board 1` say; the tab's page
    # matchpointed the board over both sections, 5 of 8. ebuscore-two-sessions.xml: pair 1's
    # +420 2 of 4 in its session, not 8 of 10 over both; the ACBL page's board of 8 results
    # in two sections of 4 (top 3) was refused ("normal=4: board 1 has 8 results")
    import base64

    pytest.importorskip("ipywidgets")
    from bridgekit.widgets import TravellerEditor

    editor = TravellerEditor()
    editor.open_event(read_event(PROGRAMS / name), name)
    editor.handout_button.click()
    link = re.search(r'class="bk-handout" href="data:text/html;base64,([^"]+)"',
                     editor.handout.value)
    assert link, editor.handout.value
    status, out = run(capsys, "handout", str(PROGRAMS / name), "--board", str(editor.board),
                      "--html", str(tmp_path / "b.html"))
    assert status == 0, out
    assert page_text(base64.b64decode(link.group(1)).decode("utf-8")) == \
        page_text((tmp_path / "b.html").read_text(encoding="utf-8"))


def test_a_csv_written_by_convert_reads_back_at_every_door(results, capsys, tmp_path):
    # brian-plain.xml's fourth table did not play board 1: its published matchpoints are
    # empty cells in the CSV convert writes; every door reading that CSV stopped with an
    # internal error (ValueError: could not convert string to float: '')
    out = tmp_path / "brian.csv"
    status, said = run(capsys, "convert", str(PROGRAMS / "brian-plain.xml"), str(out))
    assert status == 0, said
    status, said = run(capsys, "check", str(out))
    assert status == 0 and "all 6 published numbers reproduced" in said
    again = bk.event_result(read_event(out))
    assert again.settings.method == "plain"  # BriAn's plain matchpoints, found by the numbers
    assert ranking_of(again) == ranking_of(results["brian-plain.xml"])


@pytest.mark.parametrize("name", PAIRS)
def test_every_number_a_csv_written_by_convert_carries_is_reproduced(name, results, capsys,
                                                                      tmp_path):
    # convert wrote the rows as read without the event's settings, each published number as
    # a float (Ruter's 97% as 97.0, compared to two decimals) and the line each row had in
    # the file read: ruter.pbn's CSV left 8 of 32 numbers unreproduced (7.8 v 7.75), ACBL
    # Live's 4 of 28 (33 v 33.33), and check named PBN lines the CSV does not have
    out = tmp_path / "event.csv"
    status, said = run(capsys, "convert", str(PROGRAMS / name), str(out))
    assert status == 0, said
    back = read_event(out)
    assert "line" not in back.columns
    again = bk.event_result(back)
    assert again.settings == results[name].settings
    assert again.problems.empty, again.problems
    assert ranking_of(again) == ranking_of(results[name])
