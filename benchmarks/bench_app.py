"""The speed a visitor of the Voila app feels, measured in headless Chromium (Playwright,
Debian's chromium): the app served as ``make app`` serves it, driven as a person would.

Run: ``.venv/bin/python benchmarks/bench_app.py [--loads 3] [--edits 9]`` (``make
bench-app``). Not a test: nothing asserts a time. Each figure is a median, printed against
its goal with the machine's load average at the start and the end:

- page to first answered edit: from asking for the page to a result typed in the traveller's
  first row being scored on screen (a fresh page each time; the median of ``--loads``);
- three visitors at once: the same, for three pages asked for together (each visitor's time);
  under each of these two, what the medians were made of: the page's HTML, Voila's scripts
  until they connect to the kernel, the widgets fetched and drawn, the edit answered;
- a keystroke in a 500-row traveller: from the Enter that commits a result to that row's
  score changing on screen (the 500 results scored together: the page of 50 rows shown);
- a keystroke with the Session tab live: from the Enter that commits a result to the
  Session tab's ranking changing (the Session tab shown, the edit sent to its traveller).

Under each keystroke figure, what it was made of: the edit reaching the kernel (from the
Enter to the kernel's first message back), the kernel's work (to the message that changes
what is watched) and the page drawing it. Each keystroke figure is taken twice on the same
page: at once, as the page is ready (the
server starts making a kernel ready for the next visitor about 10 s after a visit, and on
two cores that work slows the keystrokes it meets), and again ``--settle`` seconds later,
the server's kernels ready (a visitor typing on alone).

``--against REF`` compares the app's page as served now with the page an earlier commit
served (its etc/jupyter and share/jupyter: configuration and template; the same notebook and
package): two servers side by side, the first two figures taken in turn on each, ``--rounds``
times, so that both meet the same load; it prints each page's medians and their ratio.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "widgets")]

from helpers import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from voila_server import voila_app  # noqa: E402

#: Kernels made ready before their visitors, as etc/jupyter/voila.json keeps them (``make app``).
POOL = json.loads((ROOT / "etc" / "jupyter" / "voila.json").read_text())[
    "VoilaConfiguration"]["default_pool_size"]

#: The goals: seconds for a page, milliseconds for a keystroke.
GOALS = {"first": 2.0, "three": 4.0, "keystroke": 50.0, "session": 50.0}

#: Watches the page: the time of an Enter, and of the first change after it to the element
#: ``window.__bk.watch`` names (its text differing from what it was at the Enter).
WATCH_JS = """() => {
  const bk = window.__bk = {t0: 0, done: 0, old: '', watch: ''};
  document.addEventListener('keydown', e => {
    if (e.key !== 'Enter') return;
    bk.t0 = performance.now(); bk.done = 0;
    const el = document.querySelector(bk.watch); bk.old = el ? el.textContent : '';
  }, true);
  new MutationObserver(() => {
    if (!bk.t0 || bk.done) return;
    const el = document.querySelector(bk.watch);
    if (el && el.textContent !== bk.old) bk.done = performance.now();
  }).observe(document.body, {subtree: true, childList: true, characterData: true});
}"""

#: Each message the page receives from the server, when (``performance.now()``): set before
#: the page's own scripts run, so that Voila's websocket to the kernel is watched too.
FRAMES_JS = """(() => {
  const Socket = window.WebSocket, received = window.__bkFrames = [];
  window.WebSocket = function (...args) {
    const socket = new Socket(...args);
    socket.addEventListener('message', () => received.push(performance.now()));
    return socket;
  };
  window.WebSocket.prototype = Socket.prototype;
  Object.assign(window.WebSocket, Socket);
})();"""

#: What a keystroke is made of, in turn: the edit reaching the kernel (from the Enter to the
#: first message back, the kernel saying it is busy with it), the kernel's work (to the
#: message that changes what is watched), and the page drawing it.
KEYSTROKE_PHASES = ("to the kernel", "the kernel's work", "drawn")
#: Keystrokes timed: their milliseconds, and what each was made of.
Timed = tuple[list[float], list[dict]]

#: An Enter in a box the page does not show (the traveller while the Session tab is shown):
#: its value set and committed as the widget's own view commits it.
HIDDEN_ENTER = """([css, value]) => {
  const input = document.querySelector(css);
  input.value = value;
  input.dispatchEvent(new Event('input', {bubbles: true}));
  for (const type of ['keydown', 'keypress', 'keyup'])
    input.dispatchEvent(new KeyboardEvent(type, {key: 'Enter', code: 'Enter', keyCode: 13,
                                                  which: 13, bubbles: true}));
  input.dispatchEvent(new Event('change', {bubbles: true}));
}"""

FIRST_RESULT = ".bk-traveller .bk-row .bk-result input"
FIRST_SCORE = ".bk-traveller .bk-row-score"


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.2f} (1 min), {five:.2f} (5 min) on {os.cpu_count()} cores"


async def first_edit(browser, url: str, phases: list[dict] | None = None) -> float:
    """Seconds from asking for the page to the first row's new result scored on screen;
    ``phases`` gets what they were made of (see :data:`PHASES`)."""
    context = await browser.new_context(viewport={"width": 1366, "height": 800})
    try:
        page = await context.new_page()
        page.set_default_timeout(180_000)
        marks: dict[str, float] = {}
        page.on("websocket", lambda _ws: marks.setdefault("kernel", time.perf_counter()))
        start = time.perf_counter()
        await page.goto(url, wait_until="domcontentloaded")
        marks["page"] = time.perf_counter()
        result = page.locator(FIRST_RESULT).first
        await result.wait_for()
        score = page.locator(FIRST_SCORE).first
        await score.wait_for()
        marks["widgets"] = time.perf_counter()
        before = await score.inner_text()
        await result.fill("+1" if "+" not in await result.input_value() else "=")
        await result.press("Enter")
        await page.wait_for_function(
            "([css, old]) => { const el = document.querySelector(css);"
            " return el && el.innerText !== old && el.innerText.startsWith('NS'); }",
            arg=[FIRST_SCORE, before])
        marks["answer"] = time.perf_counter()
        if phases is not None:
            last, made = start, {}
            for name in PHASES:
                made[name] = marks.get(name, last) - last
                last = marks.get(name, last)
            phases.append(made)
        return marks["answer"] - start
    finally:
        await context.close()


#: What a first answered edit is made of, in turn: the page's HTML (``page``), Voila's
#: scripts loaded and run until they connect to the kernel (``kernel``), the widgets' state
#: fetched from the kernel and drawn until the traveller's first row shows (``widgets``), a
#: result typed there and its score back on screen (``answer``).
PHASES = ("page", "kernel", "widgets", "answer")


def made_of(phases: list[dict]) -> str:
    return ", ".join(f"{name} {statistics.median(p[name] for p in phases):.2f} s"
                     for name in PHASES)


def keystroke_made_of(phases: list[dict]) -> str:
    if not phases:
        return "no message seen"
    return ", ".join(f"{name} {statistics.median(p[name] for p in phases):.0f} ms"
                     for name in KEYSTROKE_PHASES)


async def keystrokes(page, edits: int, watch: str, enter) -> tuple[list[float], list[dict]]:
    """Milliseconds, in the page, from each Enter to the first change of ``watch``, and
    what each was made of (:data:`KEYSTROKE_PHASES`)."""
    await page.evaluate(WATCH_JS)
    await page.evaluate("(css) => { window.__bk.watch = css; }", watch)
    times, phases = [], []
    for i in range(edits + 1):
        await enter("+1" if i % 2 == 0 else "=")  # the first row holds neither at first
        await page.wait_for_function("window.__bk.done > 0", timeout=120_000)
        t0, done, frames = await page.evaluate(
            "[window.__bk.t0, window.__bk.done, window.__bkFrames || []]")
        if i:  # the first edit warms the page's caches up: not counted
            times.append(done - t0)
            during = [t for t in frames if t0 <= t <= done]
            if during:
                phases.append(dict(zip(KEYSTROKE_PHASES, (during[0] - t0,
                                                          during[-1] - during[0],
                                                          done - during[-1]), strict=True)))
        await page.wait_for_timeout(300)  # the page settles before the next edit
    return times, phases


async def open_csv(page, path: Path, rows: int) -> None:
    async with page.expect_file_chooser() as chooser:
        await page.locator(".bk-traveller .bk-upload").click()
    await (await chooser.value).set_files(str(path))
    confirm = page.locator(".bk-confirm button", has_text="Yes, replace them")
    opened = page.locator(".bk-message", has_text=f"Opened {path.name}")
    for _ in range(1200):
        if await confirm.is_visible():
            await confirm.click()
        if await opened.is_visible():
            break
        await page.wait_for_timeout(100)
    await page.locator(".bk-page-info", has_text=f"of {rows}").wait_for()


@contextlib.asynccontextmanager
async def app_page(browser, url: str):
    """A fresh visitor's page of the app, its traveller's first row on screen."""
    context = await browser.new_context(viewport={"width": 1366, "height": 800})
    await context.add_init_script(FRAMES_JS)
    try:
        page = await context.new_page()
        page.set_default_timeout(180_000)
        await page.goto(url, wait_until="domcontentloaded")
        await page.locator(FIRST_RESULT).first.wait_for()
        yield page
    finally:
        await context.close()


async def five_hundred(browser, url: str, edits: int, settle: float) -> tuple[Timed, Timed]:
    lines = ["board,ns,ew,contract,declarer,result"]
    lines += [f"1,{k},{k + 500},4S,N,{['-1', '=', '+1'][(k - 1) % 3]}" for k in range(1, 501)]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "five-hundred.csv"
        path.write_text("\n".join(lines) + "\n")
        async with app_page(browser, url) as page:
            await open_csv(page, path, 500)
            await page.locator(FIRST_SCORE, has_text="MP").first.wait_for()
            field = page.locator(FIRST_RESULT).first

            async def enter(value: str) -> None:
                await field.fill(value)
                await field.press("Enter")

            return await twice(page, edits, FIRST_SCORE, enter, settle)


async def session_live(browser, url: str, edits: int, settle: float) -> tuple[Timed, Timed]:
    async with app_page(browser, url) as page:
        await page.locator(".bk-app .lm-TabBar-tab", has_text="Session").click()
        await page.locator(".bk-session-ranking table").first.wait_for()

        async def enter(value: str) -> None:
            await page.evaluate(HIDDEN_ENTER, [FIRST_RESULT, value])

        return await twice(page, edits, ".bk-session-ranking", enter, settle)


async def twice(page, edits: int, watch: str, enter, settle: float) -> tuple[Timed, Timed]:
    """:func:`keystrokes` at once, and again ``settle`` seconds later (the server's kernels
    made ready again meanwhile)."""
    first = await keystrokes(page, edits, watch, enter)
    await asyncio.sleep(settle)
    return first, await keystrokes(page, edits, watch, enter)


def cpu_seconds(url: str) -> dict[str, float]:
    """CPU seconds spent so far by this run's Chromium (``browser``: every process of it, those
    ended too) and by the Voila server at ``url`` with its kernels (``server``), read from
    /proc (Linux): on a machine others load, the work a page costs is steadier than its time."""
    tick = os.sysconf("SC_CLK_TCK")
    port = f"--port={url.rstrip('/').rsplit(':', 1)[1]}"
    procs = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
            # utime, stime and the same of the children it has waited for
            procs[int(pid)] = (int(fields[1]), sum(map(int, fields[11:15])) / tick, command)

    def under(pid: int, top) -> bool:
        while pid > 1 and pid in procs:
            if top(pid):
                return True
            pid = procs[pid][0]
        return False

    server = [pid for pid, (_, _, command) in procs.items() if port in command.split()]
    spent = {"browser": 0.0, "server": 0.0}
    for pid, (_, used, command) in procs.items():
        if "chrom" in command.split(" ", 1)[0] and under(pid, lambda p: p == os.getpid()):
            spent["browser"] += used
        elif server and under(pid, lambda p: p == server[0]):
            spent["server"] += used
    return spent


@contextlib.contextmanager
def earlier_pages(ref: str):
    """A folder holding etc/jupyter and share/jupyter as commit ``ref`` had them."""
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", ref, "etc/jupyter",
                                  "share/jupyter"], check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
        yield Path(folder)


async def compare(browser, urls: dict[str, str], rounds: int, settle: float) -> None:
    """The first two figures on each page in ``urls``, taken in turn (the order swapped
    each round), then their medians side by side."""
    firsts: dict[str, list[float]] = {name: [] for name in urls}
    threes: dict[str, list[float]] = {name: [] for name in urls}
    phases: dict[str, list[dict]] = {name: [] for name in urls}
    costs: dict[str, list[dict[str, float]]] = {name: [] for name in urls}
    for url in urls.values():
        await first_edit(browser, url)  # each server's first page: not counted
    for turn in range(rounds):
        order = list(urls) if turn % 2 == 0 else list(urls)[::-1]
        for name in order:
            await asyncio.sleep(settle)
            firsts[name].append(await first_edit(browser, urls[name]))
        for name in order:
            await asyncio.sleep(settle)
            before = cpu_seconds(urls[name])
            threes[name] += await asyncio.gather(*(first_edit(browser, urls[name], phases[name])
                                                   for _ in range(3)))
            after = cpu_seconds(urls[name])
            costs[name].append({k: (after[k] - before[k]) / 3 for k in after})
        print(f"  round {turn + 1} of {rounds} done; {load()}", flush=True)
    for name in urls:
        print(f"{name}:")
        print("  " + line("page to first answered edit", firsts[name], GOALS["first"], "s"))
        print("  " + line("three visitors at once, each", threes[name], GOALS["three"], "s"))
        print(f"    made of (medians): {made_of(phases[name])}")
        print("    CPU seconds a visitor of the three cost (medians): " + ", ".join(
            f"{k} {statistics.median(c[k] for c in costs[name]):.2f}" for k in costs[name][0]))
    now, then = list(urls)
    for k in costs[now][0]:
        ratio = (statistics.median(c[k] for c in costs[now])
                 / statistics.median(c[k] for c in costs[then]))
        print(f"CPU seconds a visitor of the three cost, {k}: {now} / {then} = {ratio:.2f}")
    for label, values in (("page to first answered edit", firsts),
                          ("three visitors at once, each", threes)):
        ratio = statistics.median(values[now]) / statistics.median(values[then])
        print(f"{label}: {now} / {then} = {ratio:.2f}")


def line(name: str, values: list[float], goal: float, unit: str) -> str:
    median = statistics.median(values)
    shown = ", ".join(f"{v:.2f}" if unit == "s" else f"{v:.0f}" for v in values)
    met = "met" if median <= goal else "NOT met"
    number = f"{median:.2f} s" if unit == "s" else f"{median:.0f} ms"
    return (f"{name}: median {number} (each: {shown}); goal <= {goal:g} {unit}: {met} "
            f"({median / goal:.2f}x the goal)")


async def main_against(ref: str, rounds: int, settle: float, pool: int) -> None:
    from playwright.async_api import async_playwright

    print(f"bench_app: this page against {ref}'s, start, {load()}; {pool} kernels kept ready "
          f"on each server, {settle:g} s between visits", flush=True)
    with earlier_pages(ref) as folder, voila_app(pool=pool, config_root=folder) as then, \
            voila_app(pool=pool) as now:
        async with async_playwright() as p:
            browser = await p.chromium.launch(executable_path=CHROMIUM, headless=True,
                                              args=CHROMIUM_ARGS)
            try:
                await compare(browser, {"now": now, ref: then}, rounds, settle)
            finally:
                await browser.close()
    print(f"bench_app: end, {load()}")


async def main(loads: int, edits: int, settle: float, pool: int) -> None:
    from playwright.async_api import async_playwright

    print(f"bench_app: start, {load()}; {pool} kernels kept ready (etc/jupyter/voila.json "
          f"keeps {POOL}), {settle:g} s between visits for the server to make them ready again")
    with voila_app(pool=pool) as url:
        async with async_playwright() as p:
            browser = await p.chromium.launch(executable_path=CHROMIUM, headless=True,
                                              args=CHROMIUM_ARGS)
            try:
                await first_edit(browser, url)  # the server's first page: not counted
                firsts, phases = [], []
                for _ in range(loads):  # a visitor at a time, the kernels made ready again
                    await asyncio.sleep(settle)
                    firsts.append(await first_edit(browser, url, phases))
                print(line("page to first answered edit", firsts, GOALS["first"], "s"),
                      flush=True)
                print(f"  made of (medians): {made_of(phases)}; {load()}", flush=True)
                await asyncio.sleep(settle)
                phases = []
                three = await asyncio.gather(*(first_edit(browser, url, phases)
                                               for _ in range(3)))
                print(line("three visitors at once, each", list(three), GOALS["three"], "s"),
                      flush=True)
                print(f"  made of (medians): {made_of(phases)}; {load()}", flush=True)
                await asyncio.sleep(settle)  # the three kernels made ready again meanwhile
                for name, case, goal in (
                        ("a keystroke in a 500-row traveller (Enter to its row's score)",
                         five_hundred, GOALS["keystroke"]),
                        ("a keystroke with the Session tab live (Enter to the ranking)",
                         session_live, GOALS["session"])):
                    busy, quiet = await case(browser, url, edits, settle)
                    for when, (times, parts) in (("at once", busy),
                                                 (f"{settle:g} s later", quiet)):
                        print(line(f"{name}, {when}", times, goal, "ms"), flush=True)
                        print(f"  made of (medians): {keystroke_made_of(parts)}; {load()}",
                              flush=True)
            finally:
                await browser.close()
    print(f"bench_app: end, {load()}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--loads", type=int, default=3, help="pages loaded one at a time")
    parser.add_argument("--edits", type=int, default=9, help="keystrokes timed in each case")
    parser.add_argument("--settle", type=float, default=20.0,
                        help="seconds between visits (the server makes kernels ready again)")
    parser.add_argument("--pool", type=int, default=POOL,
                        help="kernels kept ready (0: one started for each page, as before)")
    parser.add_argument("--against", metavar="REF",
                        help="compare with the page an earlier commit served (see above)")
    parser.add_argument("--rounds", type=int, default=3,
                        help="with --against: rounds of the two figures on each page")
    args = parser.parse_args()
    if args.against:
        asyncio.run(main_against(args.against, args.rounds, args.settle, args.pool))
    else:
        asyncio.run(main(args.loads, args.edits, args.settle, args.pool))
