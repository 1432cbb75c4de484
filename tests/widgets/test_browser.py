"""The Voila app in a real browser: headless Chromium (Debian's) driven by Playwright.

Marked ``browser``. Without Chromium or Playwright these tests are skipped with a
message saying how to enable them, unless ``BRIDGEKIT_REQUIRE_BROWSER=1`` (as CI
sets), which turns a missing browser into a failure. With
``BRIDGEKIT_SCREENSHOTS=DIR`` the run saves a screenshot of each tab there
(``make screenshots`` writes them to docs/).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from helpers import open_in_traveller, screenshot

pytestmark = pytest.mark.browser

def open_tab(page, title: str) -> None:
    page.locator(".bk-app .lm-TabBar-tab", has_text=title).click()


def test_page_is_titled_and_fetches_nothing_from_the_internet(app_page):
    assert app_page.title() == "bridgekit"
    outside = [u for u in app_page.requested
               if not u.startswith(("http://127.0.0.1", "ws://127.0.0.1", "data:", "blob:"))]
    assert outside == []


def test_traveller_tab(app_page, tmp_path):
    page = app_page
    open_tab(page, "Traveller")
    rows = page.locator(".bk-traveller .bk-row")
    assert rows.count() == 6  # the sample event's board 1
    first = rows.nth(0)
    first_score = page.locator(".bk-traveller .bk-row-score").nth(0)
    before_score = first_score.inner_text()
    before_table = page.locator(".bk-results").inner_text()
    first.locator(".bk-contract input").fill("4S")
    first.locator(".bk-declarer select").select_option("N")
    first.locator(".bk-result input").fill("+1")
    first.locator(".bk-result input").press("Enter")
    page.wait_for_function(  # the scores are drawn afresh on each edit: looked up each time
        "(old) => { const el = document.querySelector('.bk-traveller .bk-row-score');"
        " return el.innerText !== old && el.innerText.includes('NS +450'); }",
        arg=before_score)
    assert "NS +450" in first_score.inner_text()
    # each row's score is on its row's line, right of its boxes (one widget holds them all)
    for i in (0, 3, 5):
        score = page.locator(".bk-traveller .bk-row-score").nth(i).bounding_box()
        remove = rows.nth(i).locator(".bk-row-remove").bounding_box()
        assert score and remove and abs(score["y"] - remove["y"]) < 12, (i, score, remove)
        assert score["x"] >= remove["x"] + remove["width"] - 1
    assert page.locator(".bk-results").inner_text() != before_table
    # a bad contract: the error is next to the row, the other rows keep their values
    second = rows.nth(1)
    others = [rows.nth(i).locator(".bk-contract input").input_value() for i in (0, 2, 3)]
    second.locator(".bk-contract input").fill("8S")
    second.locator(".bk-contract input").press("Enter")
    error = second.locator(".bk-row-error")
    error.filter(has_text="a level is 1 to 7").wait_for()
    assert "'8S': a level is 1 to 7" in error.inner_text()
    # the message sits under the row, starting at its left edge, not far off to the right
    box, field = error.bounding_box(), second.locator(".bk-ns input").bounding_box()
    assert box and field and box["y"] >= field["y"] + field["height"] - 1
    assert abs(box["x"] - field["x"]) < 20
    assert second.locator(".bk-contract input").input_value() == "8S"
    assert [rows.nth(i).locator(".bk-contract input").input_value() for i in (0, 2, 3)] == others
    screenshot(page, "traveller", tmp_path)


def test_neuberg_tab(app_page, tmp_path):
    page = app_page
    open_tab(page, "Neuberg")
    table = page.locator(".bk-neuberg-table")
    table.wait_for()
    before = table.inner_text()
    assert "19.9" in before and "10 of 11 results present" in before
    page.locator(".bk-played-0 input").uncheck()
    page.wait_for_function("([el, old]) => el.innerText !== old",
                           arg=[table.element_handle(), before])
    after = table.inner_text()
    assert "9 of 11 results present" in after and "14.9" in after  # (11/9)(12 + 1) - 1
    page.locator(".bk-neuberg-chart svg").wait_for()
    screenshot(page, "neuberg", tmp_path)


def test_hybrid_tab(app_page, tmp_path):
    page = app_page
    open_tab(page, "Hybrid points")
    share = page.locator(".bk-hp-share")
    share.wait_for()
    assert "2.5 – 1.5" in share.inner_text()  # 2000 / 250 = 8 on three boards
    page.locator(".bk-hp-chart svg", has_text="ratio 8").wait_for()
    # type a swing, as a person can: 5000, then Enter
    swing = page.locator(".bk-hp-swing input")
    swing.fill("5000")
    swing.press("Enter")
    share.filter(has_text="4 – 0").wait_for()  # 2000 / 5000 rounds down to 0: less than 3
    assert "2000 / 5000 = 0.40" in share.inner_text()
    # the table is a separate output that may redraw a moment after the share: wait for it
    page.locator(".bk-hp-table .bk-row-active", has_text="Less than 3").wait_for()
    page.locator(".bk-hp-chart svg", has_text="ratio 0").wait_for()  # the chart redrawn
    screenshot(page, "hybrid", tmp_path)


def test_swings_tab(app_page, tmp_path):
    page = app_page
    open_tab(page, "Swings")
    image = page.locator(".bk-swing-chart svg")
    image.wait_for()
    box = image.bounding_box()
    assert box and box["width"] > 300 and box["height"] > 100
    assert "IMPs:" in page.locator(".bk-swing-summary").inner_text()
    screenshot(page, "swings", tmp_path)


def test_swings_tab_opens_a_teams_file_and_walks_its_matches(app_page, tmp_path):
    """The TeamsScorer fixture (tests/data/programs/README-teams.md): round 1's second match,
    3 Crowhurst v 4 Drury, is 6 + 0 + 5 = 11 IMPs over 3 boards, 17-3 on the EBU's whole 20-0
    table as the file prints it (11-13 IMPs)."""
    page = app_page
    open_tab(page, "Swings")
    swiss = Path(__file__).resolve().parents[1] / "data" / "programs" / "teamsscorer-swiss.xml"
    with page.expect_file_chooser() as chooser:
        page.locator(".bk-swing-upload").click()
    chooser.value.set_files(str(swiss))
    page.locator(".bk-swing-message", has_text="Opened teamsscorer-swiss.xml").wait_for()
    page.locator(".bk-swing-summary", has_text="1 Acol v 2 Benjamin: 12-8 VPs").wait_for()
    page.locator(".bk-swing-next").click()
    summary = page.locator(".bk-swing-summary",
                           has_text="3 Crowhurst v 4 Drury: 17-3 VPs; the file: 17-3 VPs (same)")
    summary.wait_for()
    page.locator(".bk-swing-chart svg", has_text="3 Crowhurst v 4 Drury").wait_for()
    assert "3 Crowhurst" in page.locator(".bk-swing-standings").inner_text()
    screenshot(page, "swings-file", tmp_path)


TABS = ["Traveller", "Neuberg", "Hybrid points", "Swings", "Score a hand", "Quiz", "Deal and par",
        "Glossary", "Club v field", "Session"]


def test_no_serious_accessibility_violation_on_any_tab(app_page):
    """axe-core's WCAG 2.1 A and AA rules, tab by tab: nothing serious or critical."""
    axe_module = pytest.importorskip("axe_playwright_python.sync_playwright")
    axe = axe_module.Axe()
    rules = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]}}
    found = {}
    for title in TABS:
        open_tab(app_page, title)
        app_page.wait_for_timeout(500)
        result = axe.run(app_page, options=rules)
        bad = [(v["id"], len(v["nodes"])) for v in result.response["violations"]
               if v["impact"] in ("serious", "critical")]
        if bad:
            found[title] = bad
    assert found == {}


#: What a tab shows that is too small or cut: every text under 20 pixels (SVG text as drawn,
#: after any scaling), every box whose text overflows it, every SVG text outside its chart. An
#: upload button shows the label its style draws, in the first column of its grid (its own
#: text, with ipywidgets' count, is pushed out on purpose): that column must fit.
MEASURE_TAB = """
(minimum) => {
  const app = document.querySelector('.bk-app');
  const shown = el => { const r = el.getBoundingClientRect(); const s = getComputedStyle(el);
    return r.width > 2 && r.height > 2 && s.visibility !== 'hidden'; };
  const small = [], cut = [];
  const walker = document.createTreeWalker(app, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!n.textContent.trim() || !shown(el) || el.closest('svg')) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < minimum) small.push([n.textContent.trim().slice(0, 30), size]);
  }
  for (const el of app.querySelectorAll('*')) {
    if (!shown(el) || el.closest('svg') || !el.textContent.trim()) continue;
    const s = getComputedStyle(el);
    const clips = [s.overflow, s.overflowX].includes('hidden') || s.textOverflow === 'ellipsis';
    if (clips && el.scrollWidth > el.clientWidth + 1) cut.push(el.textContent.trim().slice(0, 30));
  }
  for (const svg of app.querySelectorAll('svg')) {
    if (!shown(svg)) continue;
    const box = svg.getBoundingClientRect();
    for (const t of svg.querySelectorAll('text')) {
      const m = t.getScreenCTM(), r = t.getBoundingClientRect();
      const size = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
      if (size < minimum - 0.5) small.push([t.textContent.slice(0, 30), size]);
      if (r.left < box.left - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1)
        cut.push(t.textContent.slice(0, 30));
    }
  }
  return {small: small.slice(0, 10), cut: cut.slice(0, 10)};
}
"""

#: The traveller's rows: each row's boxes on one line, the distance from one row to the next,
#: and the right edge of each row's score.
MEASURE_ROWS = """
() => {
  const rows = [...document.querySelectorAll('.bk-traveller .bk-row')];
  const lines = rows.map(r => new Set([...r.querySelectorAll('input, select, button')]
    .map(b => Math.round(b.getBoundingClientRect().top / 8))).size);
  const tops = rows.map(r => r.getBoundingClientRect().top);
  const scores = [...document.querySelectorAll('.bk-traveller .bk-row-score')]
    .map(s => s.getBoundingClientRect().right);
  return {lines, pitch: tops[1] - tops[0], scores, width: document.documentElement.clientWidth};
}
"""


def test_projector_mode_keeps_everything_in_view(app_page, tmp_path):
    """At 1024 x 768 and 800 pixels wide, every tab's text is 20 pixels or more (charts too),
    nothing is cut, each result's boxes stay on one line with its score on screen, and at
    least 8 traveller rows fit on a 768-pixel screen; in normal mode at 800 pixels too, each
    row's score stays on screen."""
    page = app_page
    tabs = page.locator(".bk-app .lm-TabBar-tab").all_inner_texts()
    page.locator(".bk-projector-toggle").click()
    try:
        for width, height in ((1024, 768), (800, 900)):
            page.set_viewport_size({"width": width, "height": height})
            for title in tabs:
                open_tab(page, title)
                page.wait_for_timeout(300)
                found = page.evaluate(MEASURE_TAB, 20)
                assert found == {"small": [], "cut": []}, (width, title, found)
            open_tab(page, "Traveller")
            rows = page.evaluate(MEASURE_ROWS)
            assert set(rows["lines"]) == {1}, (width, rows)
            assert max(rows["scores"]) <= rows["width"], (width, rows)
            if height == 768:
                assert 8 * rows["pitch"] <= 768, rows
            screenshot(page, "projector" if width == 800 else f"projector-{width}", tmp_path)
    finally:
        page.locator(".bk-projector-toggle").click()
    page.set_viewport_size({"width": 800, "height": 900})
    try:
        rows = page.evaluate(MEASURE_ROWS)
        assert set(rows["lines"]) == {1} and max(rows["scores"]) <= rows["width"], rows
    finally:
        page.set_viewport_size({"width": 1366, "height": 800})


def test_open_a_pbn_then_download_its_csv_and_a_freezing_input_says_why(app_page, tmp_path):
    page = app_page
    open_tab(page, "Traveller")
    hands = Path(__file__).resolve().parents[2] / "bridgekit" / "data" / "sample_hands.pbn"
    open_in_traveller(page, hands, "Opened sample_hands.pbn")  # (typed rows replaced)
    page.locator(".bk-traveller-deal .bk-par", has_text="Par is N-S -100").wait_for()
    link = page.locator(".bk-download a", has_text="CSV")
    assert link.get_attribute("href").startswith("data:text/csv;base64,")
    # a new traveller whose first row is 9NT: the message is under it, the page goes on
    page.locator(".bk-new").click()
    page.locator(".bk-confirm button", has_text="Yes, replace them").click()
    page.locator(".bk-message", has_text="New traveller for board 1").wait_for()
    page.wait_for_function("document.querySelectorAll('.bk-traveller .bk-row').length === 1")
    row = page.locator(".bk-traveller .bk-row").first
    row.locator(".bk-contract input").fill("9NT")
    row.locator(".bk-contract input").press("Enter")
    row.locator(".bk-row-error", has_text="a level is 1 to 7").wait_for()
    row.locator(".bk-contract input").fill("3NT")
    row.locator(".bk-contract input").press("Enter")
    row.locator(".bk-declarer select").select_option("N")
    row.locator(".bk-result input").fill("=")
    row.locator(".bk-result input").press("Enter")
    page.locator(".bk-traveller .bk-row-score", has_text="NS +400").wait_for()


def pick_result(page, label: str) -> None:
    """Pick, in the explainer's list of results, the one whose label starts with ``label``."""
    select = page.locator(".bk-explain-result select")
    texts = select.evaluate("s => [...s.options].map(o => o.textContent)")
    text = next((t for t in texts if t.replace("\xa0", " ").startswith(label)), None)
    assert text is not None, texts
    select.select_option(label=text)


def test_the_traveller_opens_imp_pairs_files_by_their_own_scoring(app_page, tmp_path):
    """A Butler file opens scored by Butler, its IMPs and the file's own IMPs side by side,
    each result explained against the datum; a file factored to the most results opens so,
    and its board's matchpoints are explained at that size."""
    page = app_page
    open_tab(page, "Traveller")
    programs = Path(__file__).resolve().parents[1] / "data" / "programs"
    for name, said in (("magic-contest-butler.pbn", "scored by Butler IMPs"),
                       ("ebuscore-max.xml", "every board factored to the most results")):
        open_in_traveller(page, programs / name, said)
        if name.endswith(".pbn"):
            table = page.locator(".bk-results-table")
            table.locator("th", has_text="N-S IMPs").first.wait_for()
            table.locator("th", has_text="File N-S IMPs").wait_for()
            page.locator(".bk-results", has_text="All 15 of the file's numbers on this board "
                         "reproduced").wait_for()
            page.locator(".bk-traveller .bk-row-score", has_text="NS +620, +7 / -7 IMPs").wait_for()
            pick_result(page, "NS 1 v EW 11")
            page.locator(".bk-explainer", has_text="+620 - (+310) = +310").wait_for()
        else:
            page.locator(".bk-results", has_text="All 8 of the file's numbers on this board "
                         "reproduced").wait_for()
            pick_result(page, "NS 1 v EW 11")
            page.locator(".bk-explainer", has_text="Board of 4 results expected").wait_for()
    screenshot(page, "traveller-butler", tmp_path)


def test_club_v_field_explains_a_pair_of_the_seeded_sim(app_page, tmp_path):
    """The Club v field tab on its seeded sim: a club and a pair picked, its two percentages
    and the boards that moved it, each board's club and field frequencies side by side."""
    page = app_page
    open_tab(page, "Club v field")
    page.locator(".bk-club-v-field .bk-sim-sample").click()
    summary = page.locator(".bk-cvf-summary", has_text="at the club")
    summary.wait_for()
    assert "across the field" in summary.inner_text()
    page.locator(".bk-cvf-lines", has_text="board ").wait_for()
    page.locator(".bk-cvf-pair select").select_option(index=1)
    page.locator(".bk-cvf-summary", has_text="NS 2").wait_for()
    page.locator(".bk-cvf-tables table").nth(1).wait_for()
    screenshot(page, "club-v-field", tmp_path)


KEYSTROKE_JS = """() => {
  const bk = window.__bk = {t0: 0, done: 0, last: 0, old: ''};
  document.addEventListener('keydown', e => {
    if (e.key === 'Enter') { bk.t0 = performance.now(); bk.done = 0; bk.last = 0; }
  }, true);
  new MutationObserver(() => {
    if (!bk.t0) return;
    bk.last = performance.now();  // the page's last change after the Enter: when it settles
    const results = document.querySelector('.bk-app .bk-results');
    if (!bk.done && results && results.textContent !== bk.old) bk.done = bk.last;
  }).observe(document.querySelector('.bk-app'), {subtree: true, childList: true,
                                                 characterData: true, attributes: true});
}"""


def test_a_keystroke_in_a_30_row_traveller_updates_the_page(app_page, tmp_path, capsys):
    """From the Enter that commits a result to the results table changing, and to the page's
    last change (every row's score, the table, the explainer below it: the page has settled
    when nothing changes for half a second), measured in the page (performance.now) over 15
    edits; the medians are reported, not asserted."""
    page = app_page
    open_tab(page, "Traveller")
    lines = ["board,ns,ew,contract,declarer,result"]
    lines += [f"1,{i},{i + 30},4S,N,{['=', '+1', '-1'][i % 3]}" for i in range(1, 31)]
    path = tmp_path / "thirty.csv"
    path.write_text("\n".join(lines) + "\n")
    open_in_traveller(page, path, "Opened thirty.csv", rows=30)
    page.evaluate(KEYSTROKE_JS)
    field = page.locator(".bk-traveller .bk-row").nth(0).locator(".bk-result input")
    times, settled = [], []
    for i in range(15):
        page.evaluate("() => { window.__bk.old = "
                      "document.querySelector('.bk-app .bk-results').textContent; }")
        field.fill("=" if i % 2 == 0 else "+1")  # the row holds +1 at first
        field.press("Enter")
        page.wait_for_function("window.__bk.done > 0")
        page.wait_for_function("performance.now() - window.__bk.last > 500")
        times.append(page.evaluate("window.__bk.done - window.__bk.t0"))
        settled.append(page.evaluate("window.__bk.last - window.__bk.t0"))
    median, settled_median = sorted(times)[len(times) // 2], sorted(settled)[len(settled) // 2]
    report = (f"keystroke in a 30-row traveller: results table median {median:.0f} ms "
              f"(fastest {min(times):.0f}, slowest {max(times):.0f}); page settled median "
              f"{settled_median:.0f} ms (fastest {min(settled):.0f}, slowest {max(settled):.0f}) "
              f"over {len(times)} edits (headless Chromium; target <= 100 ms median, "
              "reported, not asserted)")
    if os.environ.get("BRIDGEKIT_TIMINGS"):
        Path(os.environ["BRIDGEKIT_TIMINGS"]).write_text(report + "\n")
    with capsys.disabled():
        print("\n" + report)
    assert len(times) == len(settled) == 15 and min(settled) >= min(times)


# North alone holds 13 top winners, so 7NT by N-S makes: on board 3 (N-S not vulnerable)
# 220 + 300 + 1000 = 1520, and E-W, vulnerable, cannot sacrifice for less (see test_widgets.py)
GRAND = "N:AKQJ.AKQ.AKQ.AKQ 765432.8765.876. T98.JT9.JT9.JT98 .432.5432.765432"


def test_deal_and_par_tab_shows_the_pasted_deals_own_par_and_walks_a_hand_record(app_page,
                                                                                 tmp_path):
    page = app_page
    open_tab(page, "Deal and par")
    view = page.locator(".bk-deal-view >> visible=true")
    view.locator(".bk-par", has_text="Par is N-S -100").wait_for()  # the sample's board 1
    board = view.locator(".bk-deal-board input")
    board.fill("1e9")  # a number box would have read board 19
    board.press("Enter")
    view.locator(".bk-deal-message", has_text="'1e9': a board number is a whole number").wait_for()
    board.fill("3")
    board.press("Enter")
    deal = view.locator(".bk-deal-text textarea")
    deal.fill(GRAND)
    deal.press("Tab")  # the deal is sent when the box is left
    view.locator(".bk-par", has_text="Par is N-S +1520: 7NT= by N or S").wait_for()
    assert "Board 3" in view.locator(".bk-deal-diagram").inner_text()
    assert "13" in view.locator(".bk-dd-table").inner_text()
    # a hand-record file: its first board, then the next
    hands = Path(__file__).resolve().parents[2] / "bridgekit" / "data" / "sample_hands.pbn"
    with page.expect_file_chooser() as chooser:
        view.locator(".bk-deal-upload").click()
    chooser.value.set_files(str(hands))
    view.locator(".bk-deal-position", has_text="1 of 4 in sample_hands.pbn").wait_for()
    view.locator(".bk-par", has_text="Par is N-S -100").wait_for()  # [OptimumScore "EW 100"]
    view.locator(".bk-deal-next").click()
    view.locator(".bk-par", has_text="Par is N-S -980").wait_for()  # [OptimumScore "EW 980"]
    assert view.locator(".bk-deal-board input").input_value() == "2"
    screenshot(page, "deal", tmp_path)


#: Each table row of the Session tab's ranking as its cells' words (empty cells left out).
RANKING_ROWS = """() => [...document.querySelectorAll('.bk-session-ranking tr')].map(r =>
  [...r.cells].map(c => c.innerText.trim()).filter(t => t).join(' '))"""


def test_session_tab_ranks_the_opened_file_shows_a_card_and_saves_the_whole_event(app_page):
    """magic-contest-butler.pbn opened in the Traveller tab: the Session tab ranks it by Butler
    IMPs as the file does (N-S 2: 650, 140 and 140 against datums 310, 90 and 130 -> 8, 2, 0:
    10 IMPs, 3.33 a board, first; N-S 1 6 IMPs, 2.00 a board); N-S 2's card runs 8, 10, 10;
    the whole event downloads as a Butler PBN file, reading back with every one of its 10 rows
    and N-S 2 first."""
    import base64
    import io

    import bridgekit as bk
    from bridgekit.io import read_event

    page = app_page
    open_tab(page, "Traveller")
    butler = Path(__file__).resolve().parents[1] / "data" / "programs" / "magic-contest-butler.pbn"
    open_in_traveller(page, butler, "Opened magic-contest-butler.pbn")
    open_tab(page, "Session")
    ranking = page.locator(".bk-session-ranking")
    ranking.filter(has_text="Scored by Butler IMPs").wait_for()
    rows = page.evaluate(RANKING_ROWS)
    assert "1 2 3 10.00 3.33" in rows and "2 1 3 6.00 2.00" in rows
    page.locator(".bk-session-pair select").select_option(label="NS 2 (place 1)")
    card = page.locator(".bk-session-card", has_text="Total 10.00 IMPs on 3 boards, 3.33 a board")
    card.wait_for()
    running = [r.split("\t")[-2].strip() for r in
               card.locator("tbody tr").all_inner_texts()]
    assert running == ["8.00", "10.00", "10.00"]
    # saved as PBN, the event is the Butler event the tab ranks: read back, N-S 2 first
    page.locator(".bk-session-format select").select_option(label="PBN")
    page.locator(".bk-session-save").click()
    link = page.locator(".bk-session-download a", has_text="Download the whole event")
    link.wait_for()
    assert link.get_attribute("download") == "event.pbn"
    data = base64.b64decode(link.get_attribute("href").split("base64,", 1)[1])
    back = read_event(io.BytesIO(data), format="pbn")
    assert len(back) == 10 and sorted(back["board"].astype(int).unique()) == [5, 6, 7]
    result = bk.event_result(back)
    first = result.ranking[(result.ranking["direction"] == "NS") & (result.ranking["rank"] == "1")]
    assert result.settings.scoring == "butler" and first["pair"].tolist() == ["2"]


def test_a_500_result_traveller_opens_a_page_at_a_time_and_enter_adds_a_row(app_page, tmp_path,
                                                                            capsys):
    """A one-board CSV of 500 results, every one 4S by N making 10 tricks (+420 on board 1):
    500 ties at 2 / 1 score 499 matchpoints each, 50%. Its first 50 rows are on screen ("rows
    1–50 of 500"), each scored against all 500; the time from choosing the file to the scored
    page is printed, not asserted (the target is 2 s). Then a new traveller: a row typed and
    Enter pressed in its result box add an empty row, the cursor in its N-S box."""
    import time

    page = app_page
    open_tab(page, "Traveller")
    lines = ["board,ns,ew,contract,declarer,result"]
    lines += [f"1,{k},{k + 500},4S,N,=" for k in range(1, 501)]
    path = tmp_path / "five-hundred.csv"
    path.write_text("\n".join(lines) + "\n")
    with page.expect_file_chooser() as chooser:
        page.locator(".bk-traveller .bk-upload").click()
    start = time.perf_counter()
    chooser.value.set_files(str(path))
    shown = page.locator(".bk-page-info", has_text="rows 1–50 of 500")
    confirm = page.locator(".bk-confirm button", has_text="Yes, replace them")
    shown.or_(confirm).first.wait_for(timeout=120_000)
    if confirm.is_visible():  # the rows typed before are replaced only when said so
        confirm.click()
    shown.wait_for(timeout=120_000)
    page.locator(".bk-traveller .bk-row-score",
                 has_text="NS +420, 499.0 / 499.0 MP (50.0% / 50.0%)").first.wait_for()
    took = time.perf_counter() - start
    # the page's 50 rows, each drawn as its widgets arrive (a loaded machine draws the
    # first score before the last row): waited for, then counted
    page.wait_for_function("document.querySelectorAll('.bk-traveller .bk-row').length >= 50")
    rows = page.locator(".bk-traveller .bk-row")
    assert rows.count() == 50
    with capsys.disabled():
        print(f"\n500-result CSV: its first 50 rows scored on screen {took:.2f} s after the "
              "file was chosen (headless Chromium; target 2 s, reported, not asserted)")
    page.locator(".bk-traveller .bk-next-rows").click()
    page.locator(".bk-page-info", has_text="rows 51–100 of 500").wait_for()
    page.wait_for_function("document.querySelector('.bk-traveller .bk-row .bk-ns input')"
                           ".value === '51'")
    # Enter in the last row, once the core finds no problem in it, adds an empty row
    page.locator(".bk-traveller .bk-new").click()
    confirm.click()
    page.wait_for_function("document.querySelectorAll('.bk-traveller .bk-row').length === 1")
    first = rows.first
    for box, value in (("ns", "1"), ("ew", "2"), ("contract", "4S")):
        first.locator(f".bk-{box} input").fill(value)
    first.locator(".bk-declarer select").select_option("N")
    first.locator(".bk-result input").fill("=")
    first.locator(".bk-result input").press("Enter")
    page.wait_for_function("document.querySelectorAll('.bk-traveller .bk-row').length === 2")
    assert rows.nth(1).locator(".bk-ns input").input_value() == ""
    assert rows.nth(0).locator(".bk-contract input").input_value() == "4S"
    page.locator(".bk-traveller .bk-row-score", has_text="NS +420").wait_for()
    page.wait_for_function("document.activeElement === document.querySelectorAll("
                           "'.bk-traveller .bk-row')[1].querySelector('.bk-ns input')",
                           timeout=10_000)
