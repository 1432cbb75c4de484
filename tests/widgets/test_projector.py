"""The app on a 1024 x 768 projector and on narrow screens, measured in headless Chromium:
rows that stay on one line, boxes whose value shows whole, numbers in columns, row errors
that leave the grid alone, and chart labels that do not collide.

Marked ``browser``, skipped as the other browser tests are (see tests/widgets/test_browser.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import open_in_traveller, screenshot

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def projector(open_app):
    """The app at 1024 x 768 in projector mode."""
    context, page = open_app(1024, 768)
    page.locator(".bk-projector-toggle").click()
    page.locator(".bk-app.bk-projector").wait_for()
    page.wait_for_timeout(500)
    try:
        yield page
    finally:
        context.close()


@pytest.fixture(scope="module")
def wide(open_app):
    """The app at 1366 x 800, as a club's laptop shows it."""
    context, page = open_app(1366, 800)
    try:
        yield page
    finally:
        context.close()


def open_tab(page, title: str) -> None:
    page.locator(".bk-app .lm-TabBar-tab", has_text=title).click()


def open_csv(page, tmp_path: Path, name: str, results: int) -> None:
    """Open a one-board CSV of ``results`` results in the Traveller tab (4S by N, making 8 to
    13 tricks in turn: six different scores)."""
    lines = ["board,ns,ew,contract,declarer,result"]
    lines += [f"1,{k},{k + results},4S,N,{['-2', '-1', '=', '+1', '+2', '+3'][k % 6]}"
              for k in range(1, results + 1)]
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n")
    open_tab(page, "Traveller")
    open_in_traveller(page, path, f"Opened {name}", rows=results)


#: Each traveller row: its top, its height, the height of its N-S box, and its score's box
#: (top, right, and whether its text is wider than the box); the traveller's right edge.
ROWS = """() => {
  const edge = document.querySelector('.bk-traveller').getBoundingClientRect().right;
  const scores = [...document.querySelectorAll('.bk-traveller .bk-row-score')];
  return [...document.querySelectorAll('.bk-traveller .bk-row')].map((row, i) => {
    const r = row.getBoundingClientRect(), s = scores[i].getBoundingClientRect();
    const box = row.querySelector('.bk-ns').getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, height: r.height, box: box.height, scoreTop: s.top,
            scoreRight: s.left + scores[i].scrollWidth, cut: scores[i].scrollWidth >
            scores[i].clientWidth + 1, edge, text: scores[i].innerText};
  });
}"""


def test_a_1024_by_768_projector_shows_eight_rows_each_on_one_line(projector, tmp_path):
    """Ten results on the board: on the first screen, without scrolling, at least 8 rows are
    whole, each row as high as its boxes (a row whose score wrapped under its boxes was 74
    pixels high, and 3½ rows fitted), its score on its line, whole and inside the tab."""
    page = projector
    open_csv(page, tmp_path, "ten.csv", 10)
    page.locator(".bk-traveller .bk-row-score", has_text="NS").first.wait_for()
    page.evaluate("window.scrollTo(0, 0)")
    rows = page.evaluate(ROWS)
    whole = [r for r in rows if r["bottom"] <= 768]
    assert len(whole) >= 8, [(round(r["top"]), r["height"]) for r in rows]
    for r in rows:
        assert r["height"] <= r["box"] + 8, r  # one line: as high as the boxes
        assert abs(r["scoreTop"] - r["top"]) < 12, r  # the score beside the boxes
        assert r["text"].startswith("NS ") and not r["cut"], r
        assert r["scoreRight"] <= r["edge"] + 1, r
    for box in ("ns", "contract", "result"):
        room = page.locator(f".bk-traveller .bk-row .bk-{box} input").first.evaluate(BOX_ROOM)
        assert not room["over"] and room["line"] <= room["height"], (box, room)
    screenshot(page, "projector-1024-traveller", tmp_path, most_bytes=None)


def test_the_projector_button_and_the_intro_are_large_too(projector):
    sizes = projector.evaluate("""() => ['.bk-projector-toggle', '.bk-intro p', '.bk-language select']
      .map(s => parseFloat(getComputedStyle(document.querySelector(s)).fontSize))""")
    assert min(sizes) >= 20, sizes  # 13 pixels before: the page's class, not the tabs'


#: A text box: its value's width as drawn in its font, the room inside its padding, and
#: whether the browser finds its text wider or taller than the box.
BOX_ROOM = """(input) => {
  const s = getComputedStyle(input), ctx = document.createElement('canvas').getContext('2d');
  ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
  const pad = k => parseFloat(s[`padding${k}`]);
  return {value: input.value, text: ctx.measureText(input.value).width,
          room: input.clientWidth - pad('Left') - pad('Right'),
          line: 1.15 * parseFloat(s.fontSize), height: input.clientHeight - pad('Top') - pad('Bottom'),
          over: input.scrollWidth > input.clientWidth};
}"""


def test_the_neuberg_session_boxes_show_their_value_whole(projector, tmp_path):
    page = projector
    open_tab(page, "Neuberg")
    for css in (".bk-session-ns input", ".bk-session-ew input"):
        box = page.locator(css)
        box.wait_for()
        box.fill("63.45")
        box.press("Enter")
        page.wait_for_function("(css) => document.querySelector(css).value === '63.45'", arg=css)
        room = box.evaluate(BOX_ROOM)
        assert not room["over"] and room["text"] <= room["room"], room
        assert room["line"] <= room["height"], room  # the digits' feet not cut (16 pixels)
    page.locator(".bk-session-ns input").scroll_into_view_if_needed()
    screenshot(page, "projector-1024-neuberg", tmp_path, most_bytes=None)


#: The right edge of each amount (the last word of each line) in the score's breakdown.
AMOUNT_EDGES = """() => {
  const pre = [...document.querySelectorAll('.bk-hand-score pre')].find(p => p.offsetParent);
  const text = pre.firstChild, edges = [];
  let at = 0;
  for (const line of text.data.split('\\n')) {
    const range = document.createRange();
    if (/\\d$/.test(line)) {
      range.setStart(text, at + line.length - 1);
      range.setEnd(text, at + line.length);
      edges.push(range.getBoundingClientRect().right);
    }
    at += line.length + 1;
  }
  return edges;
}"""


def test_the_score_breakdown_lines_its_amounts_up(projector):
    page = projector
    open_tab(page, "Score a hand")
    page.locator(".bk-hand-score pre").first.wait_for()
    edges = page.evaluate(AMOUNT_EDGES)  # 120, 300 and 420 for 4S= not vulnerable
    assert len(edges) >= 3 and max(edges) - min(edges) < 1, edges


#: The Session ranking's number cells: each one's right edge, and its cell's right edge.
NUMBER_CELLS = """() => [...document.querySelectorAll('.bk-session-ranking tbody td:not(.t)')]
  .filter(td => /^[-+]?[0-9][0-9.,]*$/.test(td.innerText.trim())).map(td => {
    const range = document.createRange(); range.selectNodeContents(td);
    const padding = parseFloat(getComputedStyle(td).paddingRight);
    return [range.getBoundingClientRect().right, td.getBoundingClientRect().right - padding];
  })"""


def test_the_session_ranking_right_aligns_its_numbers(projector):
    page = projector
    open_tab(page, "Session")
    page.locator(".bk-session-ranking table").first.wait_for()
    cells = page.evaluate(NUMBER_CELLS)
    assert len(cells) >= 6
    assert all(abs(text - right) < 1.5 for text, right in cells), cells


#: Every x label of the charts on screen as a rotated box (its four corners on the page):
#: drawn from the label's length in its font and its transform.
LABEL_BOXES = """() => [...document.querySelectorAll('svg')].filter(s => s.getBoundingClientRect()
  .width > 2).map(svg => [...svg.querySelectorAll('text.x')].map(t => {
    const b = t.getBBox(), m = t.getScreenCTM();
    return [[b.x, b.y], [b.x + b.width, b.y], [b.x + b.width, b.y + b.height],
            [b.x, b.y + b.height]].map(([x, y]) => [m.a * x + m.c * y + m.e,
                                                     m.b * x + m.d * y + m.f]);
  }))"""


def overlap(a, b) -> bool:
    """Whether two convex boxes (their corners) overlap by more than a pixel: no axis of
    either separates them."""
    for box in (a, b):
        for i in range(len(box)):
            (x1, y1), (x2, y2) = box[i], box[(i + 1) % len(box)]
            nx, ny = y2 - y1, x1 - x2
            norm = (nx * nx + ny * ny) ** 0.5 or 1.0
            pa = [(x * nx + y * ny) / norm for x, y in a]
            pb = [(x * nx + y * ny) / norm for x, y in b]
            if min(pa) >= max(pb) - 1 or min(pb) >= max(pa) - 1:
                return False
    return True


def test_a_40_result_neuberg_chart_writes_labels_that_do_not_collide(projector, tmp_path):
    """Forty results compared in the Neuberg tab, on the projector and off it: the labels
    under the chart, as drawn (rotated boxes from each label's length), never overlap."""
    page = projector
    open_csv(page, tmp_path, "forty.csv", 40)
    for large in (True, False):
        if not large:
            page.locator(".bk-projector-toggle").click()
            page.locator(".bk-app.bk-projector").wait_for(state="detached")
        open_tab(page, "Traveller")
        page.locator(".bk-traveller .bk-compare").click()
        page.locator(".bk-neuberg-table", has_text="40 of 40 results present").wait_for()
        page.wait_for_function("[...document.querySelectorAll('.bk-neuberg-chart svg text.x')]"
                               ".some(t => t.textContent.startsWith('#40') || "
                               "t.textContent.startsWith('#37'))")
        charts = page.evaluate(LABEL_BOXES)
        labels = [box for chart in charts for box in chart]
        assert len(labels) >= 10, len(labels)
        for chart in charts:
            clashes = [(i, j) for i in range(len(chart)) for j in range(i + 1, len(chart))
                       if overlap(chart[i], chart[j])]
            assert clashes == [], (large, clashes[:5])
        if large:
            page.locator(".bk-neuberg-chart svg").scroll_into_view_if_needed()
            screenshot(page, "projector-1024-neuberg-40", tmp_path, most_bytes=None)
    page.locator(".bk-projector-toggle").click()
    page.locator(".bk-app.bk-projector").wait_for()


def test_a_row_error_leaves_the_grid_and_says_its_box_in_words(wide, tmp_path):
    """At 1366 pixels: a pair number of -3 and a score of 'abc' typed in the sample board.
    The grid keeps its width and the Scored column its place; each error names its box as
    the column's label reads (N-S pair, N-S score), not as a column of a file (ns,
    ns_score); the other rows' scores stay whole on screen."""
    page = wide
    open_tab(page, "Traveller")
    measure = """() => [document.querySelector('.bk-rows').getBoundingClientRect().width,
                        document.querySelector('.bk-head-score').getBoundingClientRect().left]"""
    before = page.evaluate(measure)
    rows = page.locator(".bk-traveller .bk-row")
    for i, box, value in ((1, "ns", "-3"), (2, "ns_score", "abc")):
        field = rows.nth(i).locator(f".bk-{box} input")
        field.fill(value)
        field.press("Enter")
    rows.nth(1).locator(".bk-row-error", has_text="whole number").wait_for()
    rows.nth(2).locator(".bk-row-error", has_text="a score is a number").wait_for()
    errors = [rows.nth(i).locator(".bk-row-error").inner_text() for i in (1, 2)]
    assert errors[0].startswith("⚠ N-S pair: '-3': a pair number"), errors
    assert errors[1].startswith("⚠ N-S score: 'abc': a score is a number"), errors
    assert page.evaluate(measure) == before
    for r in page.evaluate(ROWS):
        assert not r["cut"] and r["scoreRight"] <= min(r["edge"], 1366) + 1, r
    screenshot(page, "row-error-1366", tmp_path, most_bytes=None)
    page.locator(".bk-traveller .bk-load-sample").click()
    page.locator(".bk-confirm button", has_text="Yes, replace them").click()
    page.locator(".bk-message", has_text="Loaded board 1 of the sample event").wait_for()


def test_at_800_pixels_the_traveller_options_are_whole(wide, tmp_path):
    """At 800 pixels the four options of the traveller wrap onto a second line rather than
    running out of the tab ("Avera…" cut before)."""
    page = wide
    page.set_viewport_size({"width": 800, "height": 900})
    try:
        open_tab(page, "Traveller")
        page.wait_for_timeout(300)
        found = page.evaluate("""() => {
          const edge = document.querySelector('.bk-traveller').getBoundingClientRect().right;
          const box = document.querySelector('.bk-artificial');
          const label = box.querySelector('label');
          return {right: box.getBoundingClientRect().right, edge,
                  label: [label.scrollWidth, label.clientWidth, label.innerText]}; }""")
        assert found["right"] <= found["edge"] + 1, found
        assert found["label"][0] <= found["label"][1] + 1, found
        screenshot(page, "traveller-800", tmp_path, most_bytes=None)
    finally:
        page.set_viewport_size({"width": 1366, "height": 800})


def test_the_traveller_fits_the_room_a_notebook_beside_the_file_browser_has(wide):
    """JupyterLab with its file browser open leaves a notebook's output about 900 pixels on a
    1366-pixel screen: the traveller is laid out by its own width, not the window's (a
    window-wide rule put the scores beside the boxes and cut them). Measured in the Voila
    app with its page held to 900 pixels, the same layout JupyterLab gives the widget."""
    page = wide
    open_tab(page, "Traveller")
    page.add_style_tag(content=".bk-page { max-width: 900px !important; }")
    try:
        page.wait_for_timeout(300)
        for r in page.evaluate(ROWS):
            assert not r["cut"] and r["scoreRight"] <= r["edge"] + 1, r
    finally:
        page.evaluate("document.querySelectorAll('style').forEach(s => "
                      "s.textContent.includes('max-width: 900px') && s.remove())")
