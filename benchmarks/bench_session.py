"""One keystroke in the app, timed in Python (no browser), in two cases: a result typed in
the traveller's first row of the sample event, scored, ranked and shown in the Session tab
(its ranking and the score card picked), as a visitor's keystroke costs the kernel; and a
result typed in the first row of a 500-result board with the Traveller tab shown (the board
scored whole, the page of 50 rows drawn). ``benchmarks/bench_app.py`` times the same
keystrokes in Chromium, Enter to what changes on screen.

Run: ``.venv/bin/python benchmarks/bench_session.py [--against ../other-checkout]``. With
``--against`` the same edits are timed in that checkout of bridgekit too, each checkout in
its own process, in turn (round robin: a loaded machine slows both alike), and the ratio of
the medians is printed. Not a test: nothing asserts a time. ``--stages`` also prints where
this checkout's time goes (the parts of an edit, each a median over the edits). Each
time is given on the clock and as the processor time the process used (which a machine
busy with other work inflates less).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: The parts of one edit timed with ``--stages``: (module, attribute, what it is).
STAGES = (("bridgekit.widgets.traveller", "TravellerEditor.update", "the whole edit"),
          ("bridgekit.widgets.traveller", "TravellerEditor._score", "the traveller's board"),
          ("bridgekit.widgets.event", "score_published", "  the board edited scored"),
          ("bridgekit.widgets.explain", "BoardExplainer.show", "the explanation beside it"),
          ("bridgekit.widgets.session", "SessionView.refresh", "the Session tab"),
          ("bridgekit.widgets.session", "event_result", "  scored and ranked"),
          ("bridgekit.result", "rank_published", "    ranked"),
          ("bridgekit.widgets.session", "published_event", "  as pages show it"),
          ("bridgekit.widgets.session", "ranking_tables_html", "  the ranking's markup"),
          ("bridgekit.widgets.session", "score_card_table_html", "  the score card's markup"))


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.2f} (1 min), {five:.2f} (5 min) on {os.cpu_count()} cores"


#: The keystrokes timed: name -> what it is.
CASES = {"session": "one edit with the Session tab live",
         "five-hundred": "one edit in a 500-row traveller"}


def five_hundred(traveller) -> None:
    """A board of 500 results (4S by N, one off, made and with an overtrick in turn) opened
    in ``traveller`` as a file would be."""
    from bridgekit.io import read_event
    from bridgekit.widgets.traveller import named_bytes

    lines = ["board,ns,ew,contract,declarer,result"]
    lines += [f"1,{k},{k + 500},4S,N,{['-1', '=', '+1'][(k - 1) % 3]}" for k in range(1, 501)]
    text = ("\n".join(lines) + "\n").encode()
    traveller.open_event(read_event(named_bytes(text, "five-hundred.csv")), "five-hundred.csv")


def child(edits: int, stages: bool, case: str) -> None:
    """Time ``edits`` edits of ``case`` in this process (the checkout on ``sys.path``);
    print JSON."""
    import importlib
    from collections import defaultdict

    from bridgekit.widgets import app

    spent: dict[str, list[float]] = defaultdict(list)
    if stages:
        for module_name, attribute, label in STAGES:
            module = importlib.import_module(module_name)
            owner, name = (module, attribute) if "." not in attribute else \
                (getattr(module, attribute.split(".")[0]), attribute.split(".")[1])
            real = getattr(owner, name)

            def timed(*args, _real=real, _label=label, **kwargs):
                start = time.process_time()
                try:
                    return _real(*args, **kwargs)
                finally:
                    spent[_label].append(time.process_time() - start)

            setattr(owner, name, timed)
    page = app("en")
    traveller = page.views[0]
    if case == "session":
        page.tabs.selected_index = len(page.views) - 1  # the Session tab shown: live
    else:
        five_hundred(traveller)
    values = ["+1", "="]  # N-S 1 v E-W 1 on board 1: 1H by S, 8 tricks then 7
    for i in range(4):  # the caches warm, as after a visitor's first edits
        traveller.rows[0].result = values[i % 2]
    spent.clear()
    times, cpu = [], []
    for i in range(edits):
        start, start_cpu = time.perf_counter(), time.process_time()
        traveller.rows[0].result = values[i % 2]
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    print(json.dumps({"times": times, "cpu": cpu,
                      "stages": {k: statistics.median(v) for k, v in spent.items()}}))


def timed_in(checkout: Path, edits: int, stages: bool, case: str) -> dict:
    out = subprocess.run([sys.executable, __file__, "--child", "--edits", str(edits),
                          "--case", case]
                         + ["--stages"] * stages, capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": str(checkout)}, cwd=checkout)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", type=Path, help="another checkout, timed in turn")
    parser.add_argument("--rounds", type=int, default=3, help="round-robin rounds")
    parser.add_argument("--edits", type=int, default=15, help="edits timed a round")
    parser.add_argument("--stages", action="store_true", help="where this checkout's time goes")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--case", choices=list(CASES), help="one case only (default: both)")
    args = parser.parse_args()
    if args.child:
        child(args.edits, args.stages, args.case)
        return
    print(f"bench_session: start, {load()}")
    checkouts = {"this": ROOT, **({"against": args.against.resolve()} if args.against else {})}
    for case in [args.case] if args.case else list(CASES):
        measure(case, checkouts, args)
    print(f"bench_session: end, {load()}")


def measure(case: str, checkouts: dict[str, Path], args: argparse.Namespace) -> None:
    """Time ``case`` in each checkout, in turn, and print the medians (and their ratio)."""
    times: dict[str, list[float]] = {name: [] for name in checkouts}
    cpu: dict[str, list[float]] = {name: [] for name in checkouts}
    stages: list[dict[str, float]] = []
    for _ in range(args.rounds):
        for name, checkout in checkouts.items():
            got = timed_in(checkout, args.edits, args.stages and name == "this", case)
            times[name] += got["times"]
            cpu[name] += got["cpu"]
            if got["stages"]:
                stages.append(got["stages"])
    medians = {name: 1000 * statistics.median(t) for name, t in times.items()}
    busy = {name: 1000 * statistics.median(t) for name, t in cpu.items()}
    for name, checkout in checkouts.items():
        print(f"{checkout}: {CASES[case]}, median {medians[name]:.1f} ms on the clock, "
              f"{busy[name]:.1f} ms of the processor ({len(times[name])} edits); {load()}")
    if args.against:
        print(f"  this checkout / the other: {medians['this'] / medians['against']:.2f} on the "
              f"clock, {busy['this'] / busy['against']:.2f} of the processor")
    for _module, _attribute, label in STAGES if stages else ():
        found = [s[label] for s in stages if label in s]
        if found:
            print(f"  {label}: {1000 * statistics.median(found):.1f} ms")


if __name__ == "__main__":
    main()
