"""The pages a club publishes: ``bridgekit publish FILE DIR``, the ranking, score cards and
board pages, as one static site that opens from its folder.

The numbers asserted are the files' own published numbers, or worked by hand from the
matchpoint rules (2 per score beaten, 1 per score tied; Neuberg's formula for a board with
fewer results), each worked in a comment beside its test.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pandas as pd
import pytest
from helpers import CHROMIUM, CHROMIUM_ARGS, need_browser

import bridgekit as bk
from bridgekit.cli import main
from bridgekit.io import read_event, read_hand_records
from bridgekit.show.board_pages import sheets
from bridgekit.show.publish import publish_pages
from bridgekit.show.score_cards import published_event

DATA = Path(__file__).parents[1] / "data"
SAMPLE_HANDS = Path(__file__).parents[2] / "bridgekit" / "data" / "sample_hands.pbn"
TITLE_PAYLOAD = "</title><img src=x onerror=alert(1)>"
SCRIPT_PAYLOAD = "<script>alert(1)</script>"


class _Page(HTMLParser):
    """Every element, attribute and link of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.attributes: list[str] = []
        self.links: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.attributes += [name for name, _ in attrs]
        self.links += [value or "" for name, value in attrs if name in ("href", "src")]


def parsed(text: str) -> _Page:
    page = _Page()
    page.feed(text)
    return page


def publish(tmp_path: Path, source: Path, *options: str) -> Path:
    folder = tmp_path / "site"
    assert main(["publish", str(source), str(folder), *options]) == 0
    return folder


def row_of(page: str, link_text: str) -> list[str]:
    """The cells of the table row whose link reads ``link_text``."""
    for row in re.findall(r"<tr>(.*?)</tr>", page):
        if f">{link_text}</a>" in row:
            return re.findall(r"<td[^>]*>(?:<a [^>]*>)?(.*?)(?:</a>)?</td>", row)
    raise AssertionError(f"no row for {link_text}")


def test_every_link_of_the_site_is_a_file_of_the_folder(tmp_path):
    folder = publish(tmp_path, SAMPLE_HANDS)
    names = sorted(p.name for p in folder.glob("*.html"))
    # 4 boards, 12 pairs (6 N-S and 6 E-W), the ranking and the page of every board
    assert len(names) == 4 + 12 + 2 and "index.html" in names and "boards.html" in names
    assert sorted(p.name for p in folder.iterdir()) == sorted([*names, ".bridgekit-site"])
    for name in names:
        page = parsed((folder / name).read_text(encoding="utf-8"))
        assert "script" not in page.tags, name
        for link in page.links:
            assert "://" not in link and not link.startswith("/"), (name, link)
            assert (folder / link).is_file(), (name, link)
    ranking = parsed((folder / "index.html").read_text(encoding="utf-8"))
    assert {f"card-{i}.html" for i in range(1, 13)} <= set(ranking.links)
    assert {f"board-{b}.html" for b in range(1, 5)} <= set(ranking.links)


def test_a_score_card_runs_to_the_total_the_ranking_and_the_file_print(tmp_path):
    # club-4boards.pbn, N-S 3 (the file's TotalScoreTable: 11.5, 82.14%, 4 boards):
    # board 1: +450 beats +420 and +400 -> 4 of a top of 4;
    # board 2: -100 beats -110, the third table ruled A60/40 (not compared): 2 of 2 in a
    #   group of 2, Neuberg (3/2) x (2 + 1) - 1 = 3.5;
    # board 3: -100 against +140 -> 0 of 2; board 4: +90 beats 0 and -100 -> 4 of 4.
    # running total 4, 7.5, 7.5, 11.5 of 4 + 4 + 2 + 4 = 14: 11.5 / 14 = 82.14%
    folder = publish(tmp_path, DATA / "club-4boards.pbn")
    index = (folder / "index.html").read_text(encoding="utf-8")
    cells = row_of(index, "3")
    assert cells[-3:] == ["11.50", "14.0", "82.14"] and cells[0] == "1"
    assert "Pair three" in cells
    card = re.search(r"href='(card-\d+.html)'>3</a>", index).group(1)
    page = (folder / card).read_text(encoding="utf-8")
    rows = re.findall(r"<tr><td><a href='board-(\d)\.html'>.*?</tr>", page)
    assert rows == ["1", "2", "3", "4"]
    running = re.findall(r"<td>([\d.]+)</td><td class='t'>[^<]*</td></tr>", page)
    assert running == ["4.00", "7.50", "7.50", "11.50"]
    assert "Total 11.50 of a possible 14.0: 82.14%" in page
    assert "Club pairs, Somewhere, 2026.11.20" in page  # event, club, date from the tags


def test_a_score_card_prints_its_total_as_the_ranking_prints_it(tmp_path):
    # compscore-howell-missed.xml: pair 1's 8.5 of 16 = 53.125% and pair 4's 6.5 of 16 =
    # 40.625%, printed by Compscore to even: 53.12 and 40.62 in the ranking; their cards
    # said 53.13% and 40.63%
    folder = publish(tmp_path, DATA / "programs" / "compscore-howell-missed.xml")
    index = (folder / "index.html").read_text(encoding="utf-8")
    for pair, pct in (("1", "53.12"), ("4", "40.62")):
        assert row_of(index, pair)[-1] == pct
        card = re.search(rf"href='(card-\d+.html)'>{pair}</a>", index).group(1)
        page = (folder / card).read_text(encoding="utf-8")
        assert f": {pct}%" in re.search(r"class='bk-total'>([^<]*)", page).group(1)


def test_a_score_card_whose_total_a_program_scaled_says_what_its_boards_add_up_to(tmp_path):
    # compscore-howell-missed.xml: pair 6 played 3 of the 4 boards: 4 + 0 + 2 = 6 of 12,
    # printed by Compscore scaled to the session, 6 x 16/12 = 8.00 of 16; its card ran to
    # 6.00 under "Total 8.00" without a word
    folder = publish(tmp_path, DATA / "programs" / "compscore-howell-missed.xml")
    index = (folder / "index.html").read_text(encoding="utf-8")
    assert row_of(index, "6")[-3:] == ["8.00", "16.0", "50.00"]
    card = re.search(r"href='(card-\d+.html)'>6</a>", index).group(1)
    page = (folder / card).read_text(encoding="utf-8")
    running = re.findall(r"<td>([\d.]+)</td><td class='t'>[^<]*</td></tr>", page)
    assert running == ["4.00", "4.00", "6.00"]
    assert "Total 8.00 of a possible 16.0: 50.00% (the boards above add up to 6.00; the " \
        "total is as the scoring program factors and scales it)" in page
    # a total that is the rows' own sum says nothing more (club-4boards.pbn: 11.50)
    club = publish(tmp_path / "club", DATA / "club-4boards.pbn")
    assert "add up to" not in "".join(p.read_text(encoding="utf-8")
                                      for p in club.glob("card-*.html"))


def test_an_imp_pairs_event_is_ranked_and_carded_by_imps(tmp_path):
    # magic-contest-butler.pbn: N-S 2 published 8, 2 and 0 IMPs (TotalScoreIMP 10 on 3
    # boards): 650 v datum 310 = 340 -> 8; 140 v 90 = 50 -> 2; 140 v 130 = 10 -> 0.
    # Pairs played 1 to 3 boards, so the ranking is by the average: 10 / 3 = 3.33.
    folder = publish(tmp_path, DATA / "programs" / "magic-contest-butler.pbn")
    index = (folder / "index.html").read_text(encoding="utf-8")
    assert "ranked by the average IMPs per board" in index
    cells = row_of(index, "2")
    assert cells[0] == "1" and cells[-2:] == ["10.00", "3.33"]
    card = re.search(r"href='(card-\d+.html)'>2</a>", index).group(1)
    page = (folder / card).read_text(encoding="utf-8")
    assert re.findall(r"<td>([\d.-]+)</td><td class='t'>[^<]*</td></tr>", page) == \
        ["8.00", "10.00", "10.00"]
    assert "Total 10.00 IMPs on 3 boards, 3.33 a board" in page
    board = (folder / "board-5.html").read_text(encoding="utf-8")
    assert "Butler datum: N-S +310" in board and "N-S IMPs" in board


def test_ties_share_a_place_shown_as_the_ranking_prints_them():
    # one board, three tables: +450 beats both +420s -> 4; each +420 ties one -> 1 each.
    # N-S 3 is first, N-S 1 and 2 share second: "2=". E-W: 11 and 12 have 3 each ("1="),
    # 13 has 0 (3rd).
    df = pd.DataFrame({"board": [1, 1, 1], "ns": [1, 2, 3], "ew": [11, 12, 13],
                       "contract": ["4S", "4S", "4S"], "declarer": "N",
                       "result": ["=", "=", "+1"], "ns_score": ["420", "420", "450"]})
    index = publish_pages(bk.event_result(df))["index.html"]
    assert [row_of(index, p)[0] for p in ("3", "1", "2")] == ["1", "2=", "2="]
    assert [row_of(index, p)[0] for p in ("11", "12", "13")] == ["1=", "1=", "3"]
    assert [row_of(index, p)[-3] for p in ("3", "1")] == ["4.00", "1.00"]


def test_a_board_page_shows_the_par_of_the_files_own_tags(tmp_path):
    folder = publish(tmp_path, SAMPLE_HANDS)
    # sample_hands.pbn: [OptimumScore "EW 100"] / "EW 980" / "NS 130" / "EW 630", and
    # DoubleDummyTricks that give the same par
    for board, par in ((1, "-100"), (2, "-980"), (3, "+130"), (4, "-630")):
        page = (folder / f"board-{board}.html").read_text(encoding="utf-8")
        assert f"Par N-S {par}:" in page and "from the double-dummy table" in page
        assert "Double-dummy tricks" in page and "HCP" in page  # the table and the deal
    # the Ruter file has an OptimumScore tag and no table: par is the tag's
    folder = publish(tmp_path / "ruter", DATA / "ruter-2021-09-01-board1.pbn")
    page = (folder / "board-1.html").read_text(encoding="utf-8")
    assert "Par N-S +450: 5S N 11 (the file&#x27;s OptimumScore)" in page


def test_not_played_ruling_and_error_rows_are_named_as_score_explain_names_them(tmp_path):
    bridgewebs = publish(tmp_path / "w", DATA / "programs" / "bridgewebs-latin1.pbn")
    assert "<td class='t'>not played</td>" in (bridgewebs / "board-1.html").read_text(
        encoding="utf-8")
    club = publish(tmp_path / "c", DATA / "club-4boards.pbn")
    ruled = "artificial score 60% to N-S, 40% to E-W"
    board = (club / "board-2.html").read_text(encoding="utf-8")
    assert board.count(ruled) == 2  # in the traveller and in the frequencies
    df = pd.DataFrame({"board": [1, 1, 1], "ns": [1, 2, 3], "ew": [4, 5, 6],
                       "contract": ["4S", "4S", "4S"], "declarer": "N",
                       "result": ["=", "x", "+1"]})
    site = publish_pages(bk.event_result(df))
    assert "in error, not scored: &#x27;x&#x27;: a result is" in site["board-1.html"]


def test_text_from_the_file_is_escaped_on_every_page(tmp_path):
    source = tmp_path / "hostile.pbn"
    source.write_text(
        f'[Event "{TITLE_PAYLOAD}"]\n[Site "{SCRIPT_PAYLOAD}"]\n[Date "{SCRIPT_PAYLOAD}"]\n'
        '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Scoring "MatchPoints"]\n'
        '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Names_NS\\16L;Names_EW\\16L;Contract\\4L;'
        'Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\6R"]\n'
        f'1 11 "{TITLE_PAYLOAD}" "{SCRIPT_PAYLOAD}" 4S N 10 "{SCRIPT_PAYLOAD}" "420"\n'
        f'"{TITLE_PAYLOAD}" "{SCRIPT_PAYLOAD}" a b 4S N 11 "{TITLE_PAYLOAD}" "450"\n'
        '3 13 c d 3NT S 9 SA "400"\n', encoding="utf-8")
    folder = publish(tmp_path, source)
    escaped_title = "&lt;/title&gt;&lt;img src=x onerror=alert(1)&gt;"
    escaped_script = "&lt;script&gt;alert(1)&lt;/script&gt;"
    for path in folder.glob("*.html"):
        text = path.read_text(encoding="utf-8")
        page = parsed(text)
        assert "<script" not in text and "<img" not in text, path.name
        assert not {"script", "img"} & set(page.tags), path.name
        assert not [a for a in page.attributes if a.startswith("on")], path.name
        assert escaped_title in text and escaped_script in text, path.name
    index = (folder / "index.html").read_text(encoding="utf-8")
    assert "<a href='card-" in index and f">{escaped_title}</a>" in index  # the pair id
    board = (folder / "board-1.html").read_text(encoding="utf-8")
    assert f"<td>{escaped_script}</td>" in board and f"<td>{escaped_title}</td>" in board


def test_publish_takes_checks_options(tmp_path):
    # ebuscore-max.xml: EBUScore factors every board to the most results any board has;
    # its PARTICIPANTS print N-S 2 with 9.00 and 75.00%, reproduced with --normal max
    folder = publish(tmp_path, DATA / "programs" / "ebuscore-max.xml", "--normal", "max")
    cells = row_of((folder / "index.html").read_text(encoding="utf-8"), "2")
    assert cells[0] == "1" and cells[-3:] == ["9.00", "12.0", "75.00"]


def test_publish_never_writes_over_the_input(tmp_path, capsys):
    source = tmp_path / "club.pbn"
    source.write_bytes((DATA / "club-4boards.pbn").read_bytes())
    before = source.read_bytes()
    assert main(["publish", str(source), str(tmp_path)]) == 1  # the folder holds the input
    assert "holds the input file" in capsys.readouterr().err
    assert main(["publish", str(source), str(source)]) == 1  # the folder is the input
    assert "is the input file" in capsys.readouterr().err
    folder = tmp_path / "out"
    folder.mkdir()
    os.link(source, folder / "index.html")  # a page's name is a hard link of the input
    assert main(["publish", str(source), str(folder)]) == 1
    assert "is the input file" in capsys.readouterr().err
    assert source.read_bytes() == before and sorted(os.listdir(folder)) == ["index.html"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club.pbn", "out"]


def test_boards_are_packed_several_to_an_a4_sheet():
    hands = published_event(bk.event_result(read_event(SAMPLE_HANDS), hand_records=read_hand_records(SAMPLE_HANDS)))
    assert sheets(hands) == [[1, 2, 3], [4]]  # a hand and six results: three to a sheet
    site = publish_pages(bk.event_result(read_event(SAMPLE_HANDS), hand_records=read_hand_records(SAMPLE_HANDS)))
    assert site["boards.html"].count("class='bk-sheet'") == 2


@pytest.mark.browser
def test_a_browser_opens_the_site_from_its_folder_and_clicks_through(tmp_path):
    need_browser()
    axe_module = pytest.importorskip("axe_playwright_python.sync_playwright")
    from playwright.sync_api import sync_playwright

    folder = publish(tmp_path, SAMPLE_HANDS)
    rules = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]}}
    found, requested = {}, []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            context = browser.new_context()  # axe runs as a script; the pages have none
            page = context.new_page()
            page.on("request", lambda request: requested.append(request.url))
            page.goto((folder / "index.html").as_uri())
            for step in ("a[href^='card-']", "a[href^='board-']", None):
                result = axe_module.Axe().run(page, options=rules)
                bad = [(v["id"], len(v["nodes"])) for v in result.response["violations"]
                       if v["impact"] in ("serious", "critical")]
                if bad:
                    found[page.url.rsplit("/", 1)[-1]] = bad
                if step:
                    page.locator(step).first.click()
                    page.wait_for_load_state()
            assert re.fullmatch(r".*/board-\d+\.html", page.url) and "Par N-S" in page.content()
            page.goto((folder / "boards.html").as_uri())
            pdf = page.pdf(format="A4", print_background=True)
        finally:
            browser.close()
    assert found == {}
    assert all(url.startswith("file://") for url in requested)  # nothing fetched
    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 2  # the two sheets, nothing spilt


def test_sections_are_placed_on_their_own_and_over_the_field():
    # one board in two sections of three tables, each scored on its own (top 4):
    # A: N-S 3's +450 beats two +420s -> 4 (100%); N-S 1 and 2 tie -> 1 each (25%);
    # B: N-S 2 and 3's +450s tie and beat +420 -> 3 each (75%); N-S 1 -> 0 (0%).
    # Over the field by percentage: A 3 first, B 2 and 3 "2=", A 1 and 2 "4=", B 1 sixth.
    # (A frame that does not say how its sections were scored is one field at every door:
    # here it is told they were scored apart.)
    df = pd.DataFrame({"board": 1, "section": ["A"] * 3 + ["B"] * 3, "ns": [1, 2, 3] * 2,
                       "ew": [11, 12, 13] * 2, "contract": "4S", "declarer": "N",
                       "result": ["=", "=", "+1", "=", "+1", "+1"],
                       "ns_score": ["420", "420", "450", "420", "450", "450"]})
    index = publish_pages(bk.event_result(df, sections="apart"))["index.html"]
    north_south = {"A": index.split("label='Section A: N-S pairs'")[1].split("</table>")[0],
                   "B": index.split("label='Section B: N-S pairs'")[1].split("</table>")[0]}
    places = {(s, p): row_of(part, p)[:2] for s, part in north_south.items()
              for p in ("1", "2", "3")}
    assert places == {("A", "3"): ["1", "1"], ("A", "1"): ["2=", "4="],
                      ("A", "2"): ["2=", "4="], ("B", "2"): ["1=", "2="],
                      ("B", "3"): ["1=", "2="], ("B", "1"): ["3", "6"]}


def _tree(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` (hidden ones too) and its bytes."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file()}


CLUB_PAGE = b"<!DOCTYPE html><h1>Our club</h1><p>Tuesday 7.30</p>"


@pytest.mark.parametrize("theirs", ["index.html", "boards.html", "card-3.html", "board-1.html",
                                    "logo.png", "news/2026.html"])
def test_publish_keeps_a_club_index_it_did_not_write(tmp_path, capsys, theirs):
    # before: the club's own index.html (or any boards.html, card-N.html, board-N.html) was
    # replaced, exit 0. A folder holding anything bridgekit did not write is refused,
    # naming it, and nothing is written in it or beside it.
    folder = tmp_path / "www"
    (folder / theirs).parent.mkdir(parents=True, exist_ok=True)
    (folder / theirs).write_bytes(CLUB_PAGE)
    before = _tree(tmp_path)
    assert main(["publish", str(SAMPLE_HANDS), str(folder)]) == 1
    err = capsys.readouterr().err
    shown = theirs.split("/")[0]
    assert f"holds 1 file bridgekit did not write ('{shown}'): refused, nothing written" in err
    assert _tree(tmp_path) == before and sorted(p.name for p in tmp_path.iterdir()) == ["www"]
    # a folder of its own beside the club's pages is the site's
    assert main(["publish", str(SAMPLE_HANDS), str(folder / "results")]) == 0
    assert (folder / theirs).read_bytes() == CLUB_PAGE
    assert (folder / "results" / "index.html").is_file()


def test_publish_names_every_file_it_did_not_write_and_takes_a_desktops_litter(tmp_path,
                                                                                capsys):
    folder = tmp_path / "site"
    publish(tmp_path, SAMPLE_HANDS)
    (folder / "notes.txt").write_text("the club's notes")
    (folder / "index.html").chmod(0o644)
    assert main(["publish", str(SAMPLE_HANDS), str(folder)]) == 1
    assert "('notes.txt')" in capsys.readouterr().err
    (folder / "notes.txt").unlink()
    (folder / ".DS_Store").write_bytes(b"\0\0\0\1Bud1")  # a Mac's Finder opened the folder
    (folder / "index.html").chmod(0o444)  # made read-only: not replaced
    assert main(["publish", str(SAMPLE_HANDS), str(folder)]) == 1
    assert "'index.html' is read-only: refused, nothing written" in capsys.readouterr().err
    (folder / "index.html").chmod(0o644)
    assert main(["publish", str(SAMPLE_HANDS), str(folder)]) == 0
    assert not (folder / ".DS_Store").exists()


def _failing_after(monkeypatch, pages: int, error: BaseException) -> None:
    """The writer of each page fails once ``pages`` pages are written."""
    import bridgekit.io._files as files

    written = []
    real = files._write_new

    def write(path, data):
        if len(written) == pages:
            raise error
        written.append(path)
        real(path, data)
    monkeypatch.setattr(files, "_write_new", write)


@pytest.mark.parametrize("error", [OSError(28, "No space left on device"), KeyboardInterrupt()])
def test_publish_failing_half_way_leaves_the_old_site_whole_and_no_temporary_file(
        tmp_path, capsys, monkeypatch, error):
    # before: a full disk (or the command interrupted) half way left index.html the new
    # event's ranking, most pages the old event's, and a temporary file in the folder
    folder = publish(tmp_path, SAMPLE_HANDS)
    before = _tree(tmp_path)
    _failing_after(monkeypatch, 5, error)
    if isinstance(error, OSError):
        assert main(["publish", str(DATA / "club-4boards.pbn"), str(folder)]) == 1
        assert "cannot write: No space left on device; nothing changed" in \
            capsys.readouterr().err
    else:
        with pytest.raises(KeyboardInterrupt):
            main(["publish", str(DATA / "club-4boards.pbn"), str(folder)])
    assert _tree(tmp_path) == before  # every page the old site's, nothing beside it
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_publish_killed_half_way_leaves_the_old_site_and_the_next_clears_up(tmp_path):
    # the command killed (SIGKILL: no clean-up runs) after 5 pages of the new site: the old
    # site is whole; the hidden folder it was writing beside is removed by the next publish
    folder = publish(tmp_path, SAMPLE_HANDS)
    before = _tree(folder)
    script = ("import os, signal, sys\nimport bridgekit.io._files as files\n"
              "real, done = files._write_new, []\n"
              "def write(path, data):\n"
              "    if len(done) == 5: os.kill(os.getpid(), signal.SIGKILL)\n"
              "    done.append(path); real(path, data)\n"
              "files._write_new = write\nfrom bridgekit.cli import main\n"
              "sys.exit(main(sys.argv[1:]))\n")
    killed = subprocess.run([sys.executable, "-c", script, "publish",
                             str(DATA / "club-4boards.pbn"), str(folder)], timeout=120)
    assert killed.returncode == -9
    assert _tree(folder) == before
    left = [p.name for p in tmp_path.iterdir() if p.name != "site"]
    assert len(left) == 1 and left[0].startswith(".site.bk-")  # hidden, beside the folder
    assert main(["publish", str(DATA / "club-4boards.pbn"), str(folder)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_publish_again_leaves_none_of_the_earlier_sites_pages(tmp_path):
    # before: a 28-board event's 33 pages stayed beside a new 2-board site, answering at
    # their old addresses. sample_hands.pbn: 4 boards, 12 pairs -> 18 pages; the Ruter
    # file: 1 board and its pairs -> its own pages only.
    folder = publish(tmp_path, SAMPLE_HANDS)
    assert len(list(folder.glob("*.html"))) == 18 and (folder / "board-4.html").exists()
    folder = publish(tmp_path, DATA / "ruter-2021-09-01-board1.pbn")
    ruter = DATA / "ruter-2021-09-01-board1.pbn"
    site = publish_pages(bk.event_result(read_event(ruter),
                                         hand_records=read_hand_records(ruter)))
    assert sorted(p.name for p in folder.glob("*.html")) == sorted(site)
    assert not (folder / "board-4.html").exists()
    listed = (folder / ".bridgekit-site").read_text(encoding="utf-8").splitlines()
    assert [line for line in listed if not line.startswith("#")] == sorted(site)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


@pytest.mark.browser
def test_every_page_fits_a_390_px_phone_with_a_cards_essential_columns(tmp_path):
    # the widest pages published: the ACBL game (two sections, one a Howell, long names,
    # the overall place) and the sample with its deals and double-dummy tables. At 742 px a
    # card's Score, MP and % were off a phone's screen; now nothing scrolls sideways and a
    # card shows board, opponents, contract, score, MP and % (the rest hidden)
    need_browser()
    from playwright.sync_api import sync_playwright

    folders = [publish(tmp_path / "acbl", DATA / "programs" / "acbl-club-game.html"),
               publish(tmp_path / "hands", SAMPLE_HANDS)]
    widths, headers = {}, {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 390, "height": 844})
            for folder in folders:
                for name in ("index.html", "card-1.html", "board-1.html", "boards.html"):
                    page.goto((folder / name).as_uri())
                    widths[(folder.parent.name, name)] = page.evaluate(
                        "document.scrollingElement.scrollWidth")
                    if name == "card-1.html":
                        headers[folder.parent.name] = page.locator(
                            "table.bk-card th:visible").all_inner_texts()
            page.set_viewport_size({"width": 1366, "height": 800})  # a desk: every column
            page.goto((folders[0] / "card-1.html").as_uri())
            wide = page.locator("table.bk-card th:visible").all_inner_texts()
        finally:
            browser.close()
    assert widths and all(w <= 390 for w in widths.values()), widths
    assert headers == {"acbl": ["Board", "Opponents", "Contract", "Score", "MP", "%"],
                       "hands": ["Board", "Opponents", "Contract", "Score", "MP", "%"]}
    assert len(wide) == 11 and wide[-2:] == ["Running total", "Note"]


def test_a_separate_hand_record_gives_the_board_pages_their_deals(tmp_path, capsys):
    # club-4boards.pbn has results and no deals; BridgeComposer's hand record of the same
    # boards is merged as EBUScore and BridgeWebs merge one: board 1's deal (N 11 HCP,
    # E 12, S 5, W 12) and its par from the double-dummy table, N-S +980 (6S= by N or S)
    plain = publish(tmp_path / "plain", DATA / "club-4boards.pbn")
    assert "HCP" not in (plain / "board-1.html").read_text(encoding="utf-8")
    hands = DATA / "hands" / "bridgecomposer-handrecord.pbn"
    merged = publish(tmp_path / "merged", DATA / "club-4boards.pbn", "--hands", str(hands))
    page = (merged / "board-1.html").read_text(encoding="utf-8")
    assert re.findall(r"(\d+) HCP", page) == ["11", "12", "5", "12"]
    assert "Par N-S +980: 6♠= by N or S (from the double-dummy table)" in page
    other = tmp_path / "other.pbn"  # a hand record of another evening: board 30 alone
    other.write_text('[Board "30"]\n[Dealer "E"]\n[Vulnerable "None"]\n'
                     '[Deal "N:AQT94.T53.KQ8.T9 63.J98.J53.K8654 K72.6.AT9762.AJ7 '
                     'J85.AKQ742.4.Q32"]\n', encoding="utf-8")
    folder = tmp_path / "refused"
    assert main(["publish", str(DATA / "club-4boards.pbn"), str(folder), "--hands",
                 str(other)]) == 1
    assert "its boards [30] are none of the event's [1, 2, 3, 4]" in capsys.readouterr().err
    assert not folder.exists()



def test_a_hand_record_given_for_some_boards_leaves_the_others_their_own_deals(tmp_path):
    # the Bridgemate session holds 36 deals; a hand record of board 1 alone given beside it
    # deals board 1, and every other board keeps the database's deal, as read_bws merges
    # them (publish --hands put the given file in place of all 36: 35 board pages lost
    # their hands)
    from bridgekit.io import read_bws, write_hand_records

    bws = DATA / "programs" / "bridgemate-2026-01-26.bws"
    whole = read_hand_records(bws.with_suffix(".handrecord.pbn"))
    one = tmp_path / "board1.pbn"
    write_hand_records(whole[whole["board"] == 1], one)
    merged = read_bws(bws, hand_records=one).attrs["hand_records"]
    site = publish(tmp_path / "site", bws, "--hands", str(one))
    with_hands = {int(p.stem.split("-")[1]) for p in site.glob("board-*.html")
                  if "HCP" in p.read_text(encoding="utf-8")}
    played = set(read_bws(bws)["board"].astype(int))
    assert len(merged) == 36 and len(played) == 27
    assert with_hands == played & {int(r["board"]) for r in merged}

def test_an_acbl_games_masterpoints_are_shown_in_the_ranking(tmp_path):
    # the ACBL game with awards added as my.acbl.org writes them (each player's awards, a
    # total and its pigment): A N-S 2 (first, 62.50%) won 0.8 black each, B 4 and 7
    # (first equal, 79.17%) 0.65 black each; the others won none
    import html
    import json

    text = (DATA / "programs" / "acbl-club-game.html").read_text(encoding="utf-8")
    raw = re.search(r'v-bind:data="([^"]*)"', text)
    game = json.loads(html.unescape(raw.group(1)))
    won = {("A", 2): 0.8, ("B", 4): 0.65, ("B", 7): 0.65}
    for section in game["sessions"][0]["sections"]:
        for pair in section["pair_summaries"]:
            points = won.get((section["name"], pair["pair_number"]))
            if points and pair["direction"] in ("NS", None):
                for player in pair["players"]:
                    player["awards"] = [{"total": points,
                                         "pigment": [{"amount": points, "color": "Black"}]}]
    source = tmp_path / "acbl-awards.html"
    source.write_text(text.replace(raw.group(1), html.escape(json.dumps(game))),
                      encoding="utf-8")
    index = (publish(tmp_path, source) / "index.html").read_text(encoding="utf-8")
    assert "<th scope='col' class='t'>Masterpoints</th>" in index
    north_south = index.split("label='Section A: N-S pairs'")[1].split("</table>")[0]
    assert row_of(north_south, "2")[-3:] == ["15.0", "62.50", "0.8 Black"]  # as written
    assert row_of(north_south, "1")[-1] == ""  # N-S 1 won none
    howell = index.split("label='Section B: All pairs'")[1].split("</table>")[0]
    assert [row_of(howell, p)[-1] for p in ("4", "7", "1")] == ["0.65 Black", "0.65 Black",
                                                                ""]


@pytest.mark.parametrize(("source", "heading", "line"), [
    # USEBIO's EVENT_DESCRIPTION, CLUB_NAME and DATE (as Compscore writes them)
    ("compscore-mp-mitchell.xml", "Tuesday Evening - Pairs",
     "Harbourside Bridge Club, 17/03/2026"),
    # an ACBL game's name, club_name and start_date (MM/DD/YYYY, written the ISO way)
    ("acbl-club-game.html", "Tuesday Afternoon Open Pairs",
     "Riverside Duplicate Bridge Club, 2025-03-11"),
    # PBN's Event (Ruter's file has no Site or Date)
    ("ruter.pbn", "Club pairs", None),
])
def test_the_ranking_is_headed_by_the_events_name_club_and_date(tmp_path, source, heading, line):
    folder = publish(tmp_path, DATA / "programs" / source)
    index = (folder / "index.html").read_text(encoding="utf-8")
    assert f"<title>{heading}</title>" in index and f"<h1>{heading}</h1>" in index
    assert "<h1>Ranking</h1>" not in index and str(DATA) not in index
    if line:
        assert f"<p class='bk-meta'>{line}</p>" in index
    board = (folder / "board-1.html").read_text(encoding="utf-8")
    assert f"<title>Board 1 · {heading}</title>" in board


def test_a_board_page_names_its_board_once_and_links_its_neighbours_at_top_and_foot(tmp_path):
    folder = publish(tmp_path, SAMPLE_HANDS)
    page = (folder / "board-2.html").read_text(encoding="utf-8")
    body = page.split("<body>")[1]
    assert body.count("Board 2") == 1 and "<h1>Board 2</h1>" in body  # not in the diagram
    navigation = re.findall(r"<nav aria-label='Boards'>(.*?)</nav>", body)
    assert navigation == ["<a href='board-1.html' rel='prev'>← Board 1</a> "
                          "<a href='board-3.html' rel='next'>Board 3 →</a>"] * 2
    assert body.index("<nav aria-label='Boards'>") < body.index("The traveller")
    first = (folder / "board-1.html").read_text(encoding="utf-8")
    assert "rel='prev'" not in first and first.count("rel='next'") == 2
    # every board's name stays on the sheets printed together, where it is each one's heading
    assert (folder / "boards.html").read_text(encoding="utf-8").count(">Board 2</a></h2>") == 1


def test_north_south_pairs_are_ranked_before_east_west(tmp_path):
    # the ACBL game's section A is a Mitchell: its N-S table, then its E-W one; B a Howell
    index = (publish(tmp_path, DATA / "programs" / "acbl-club-game.html") / "index.html"
             ).read_text(encoding="utf-8")
    assert re.findall(r"<h2>(Section [^<]*)</h2>", index) == [
        "Section A: N-S pairs", "Section A: E-W pairs", "Section B: All pairs"]
    # and a Howell's links on a board page go to its pairs' cards (section B's 1 v 2)
    board = (Path(tmp_path) / "site" / "board-1.html").read_text(encoding="utf-8")
    section_b = board.split("<h2>Section B</h2>")[1]
    assert re.search(r"<td><a href='card-\d+\.html'>1</a></td><td><a href='card-\d+\.html'>"
                     r"2</a></td><td class='t'>4S=</td>", section_b)


def test_a_pairs_penalty_is_on_its_card_and_in_its_running_total():
    # N-S 1 given 25% of a top (2.5 matchpoints) off board 1 of the sample (Law 90): the
    # ranking says 166.80 (69.50%); the card ran to 169.30 with no word of the penalty, and
    # said its boards added up otherwise "as the scoring program factors and scales it"
    import html

    from bridgekit.show.score_cards import card_pair, score_card_html

    event = bk.load_sample_event().assign(penalty="")
    event.loc[event.index[0], "penalty"] = "NS 25%"
    site = published_event(bk.event_result(event))
    card = next(f"card-{i}.html" for i in range(1, 40)
                if (lambda me: (str(me.pair), me.direction) == ("1", "NS"))(
                    card_pair(site, f"card-{i}.html")))
    text = html.unescape(re.sub(r"\s+", " ", re.sub("<[^>]+>", " ", score_card_html(site, card))))
    assert "1 1 1H-2 S ♣K -100 0.00 0.00 -2.50 Penalty (Law 90): -2.5" in text
    assert "166.80 Total 166.80 of a possible 240.0: 69.50%" in text
    assert "add up to" not in text
