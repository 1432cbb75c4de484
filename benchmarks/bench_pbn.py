"""PBN files at scale: ``read_pbn`` against ``pandas.read_csv`` of a CSV holding the same
columns, and ``write_pbn`` against ``DataFrame.to_csv``, timed in the same run: the time on
the clock and the processor time the process used (the second is not stretched by waiting for
a core another program holds, so its ratio moves less on a loaded machine).

Two files of the same results (100,000 rows: 1,000 boards x 100 results by default):

- as ``write_pbn`` writes them (every column padded to its table's width, 15 columns, an
  ``Adjusted`` column of bridgekit's own);
- shaped like a real program's export (Ruter's columns and tags: ``Table;Round;PairId_NS;
  PairId_EW;Contract;Declarer;Result;Lead;Score_NS;Score_EW;MP_NS;MP_EW;Percentage_NS;
  Percentage_EW``, rows single-spaced, each board with its players, its ``Deal`` and its
  ``Scoring`` tags), read by ``read_pbn`` and by ``read_event`` (its deals read in the same
  walk, ``attrs["hand_records"]``).

The CSV each reader is set against is the frame ``read_pbn`` gives (less ``line``) written by
``to_csv``: the same columns, read by pandas' C parser. Each time is the best of the repeats,
the contenders timed in turn in each round (a loaded machine slows them alike), each file
read as for the first time (the reader's memo of spellings it has seen forgotten); the load
average is printed at the start and the end. Run: ``make benchmark`` or
``.venv/bin/python benchmarks/bench_pbn.py [--rows 100000] [--repeat 7]``. Not a test: nothing
asserts a time; the ratios are what to read.

``--against CHECKOUT`` reads the same two files with this checkout's readers and with another
checkout's (the code before a change), in processes of their own taken in turn (``--rounds``
rounds of best-of-``--repeat``), each reader against ``read_csv`` timed in its own processes.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pandas as pd

from bridgekit.io import pbn, read_event, read_pbn, write_pbn

sys.path.insert(0, str(Path(__file__).parent))
from bench_score_event import synthetic_event

GOAL = 3.0
ROOT = Path(__file__).resolve().parent.parent
SUITS = "SHDC"
RANKS = "AKQJT98765432"


def load() -> str:
    return f"{os.getloadavg()[0]:.2f}"


def round_robin(candidates: dict[str, Callable[[], object]], repeat: int
                ) -> tuple[dict[str, float], dict[str, float]]:
    """Each candidate's best time on the clock and best processor time over ``repeat``
    rounds, the candidates taken in turn (a loaded machine slows them alike)."""
    wall = dict.fromkeys(candidates, float("inf"))
    cpu = dict.fromkeys(candidates, float("inf"))
    for _ in range(repeat):
        for name, fn in candidates.items():
            gc.collect()
            start, used = time.perf_counter(), time.process_time()
            fn()
            cpu[name] = min(cpu[name], time.process_time() - used)
            wall[name] = min(wall[name], time.perf_counter() - start)
    return wall, cpu


def first_read(read: Callable[[Path], object]) -> Callable[[Path], object]:
    """``read`` as of a file read for the first time: the reader's memo of the spellings it
    has worked out (tag lines, columns, layouts) forgotten first, as a new file finds it."""
    memos = [f for f in vars(pbn).values() if hasattr(f, "cache_clear")]

    def fresh(path: Path) -> object:
        for memo in memos:
            memo.cache_clear()
        return read(path)
    return fresh


def deal_text(rng: np.random.Generator) -> str:
    """A random deal as PBN writes it, North's hand first."""
    cards = rng.permutation(52)
    hands = []
    for hand in np.sort(cards.reshape(4, 13), axis=1):
        suits = ["".join(RANKS[c % 13] for c in hand if c // 13 == s) for s in range(4)]
        hands.append(".".join(suits))
    return "N:" + " ".join(hands)


def program_file(frame: pd.DataFrame, seed: int = 1) -> bytes:
    """The results of ``frame`` (``read_pbn``'s frame of a file ``write_pbn`` wrote) as a
    program's export lays them out: Ruter's tags and ScoreTable columns, rows single-spaced."""
    rng = np.random.default_rng(seed)
    score = frame["ns_score"].astype(float).to_numpy()
    shown = np.where(np.isnan(score), "-", np.abs(np.nan_to_num(score)).astype(int).astype(str))
    quoted = np.char.add(np.char.add('"', shown), '"')
    ns_score = np.where(score >= 0, quoted, "-")
    ew_score = np.where(score < 0, quoted, "-")

    def text(column: str) -> np.ndarray:
        values = frame[column].astype(object).to_numpy()
        return np.array(["-" if v is None or v != v or v == "" else str(v) for v in values])

    def number(column: str) -> np.ndarray:
        values = frame[column].to_numpy(float)
        return np.where(np.isnan(values), "-", np.char.mod("%g", np.nan_to_num(values)))

    columns = [np.char.mod("%d", np.arange(len(frame)) % 100 + 1),
               np.char.mod("%d", frame["board"].to_numpy() % 7 + 1),
               text("ns"), text("ew"), text("contract"), text("declarer"), text("result"),
               np.full(len(frame), "SA"), ns_score, ew_score,
               number("pbn_mp_ns"), number("pbn_mp_ew"),
               np.char.mod("%.0f", np.nan_to_num(frame["pbn_pct_ns"].to_numpy(float))),
               np.char.mod("%.0f", np.nan_to_num(frame["pbn_pct_ew"].to_numpy(float)))]
    rows = columns[0]
    for column in columns[1:]:
        rows = np.char.add(np.char.add(rows, " "), column)
    head = ('[ScoreTable "Table\\1R;Round\\1R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;'
            'Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\6R;Score_EW\\6R;MP_NS\\4R;MP_EW\\4R;'
            'Percentage_NS\\3R;Percentage_EW\\3R"]')
    boards = frame["board"].to_numpy()
    edges = np.flatnonzero(np.r_[True, boards[1:] != boards[:-1], True])
    parts = ["% PBN 2.0\n% EXPORT\n"]
    for a, b in zip(edges[:-1].tolist(), edges[1:].tolist(), strict=True):
        board = int(boards[a])
        parts.append(f'[Event "Club pairs"]\n[Site "Club"]\n[Date "2026.01.26"]\n'
                     f'[Board "{board}"]\n[West "-"]\n[North "-"]\n[East "-"]\n[South "-"]\n'
                     f'[Dealer "{"NESW"[(board - 1) % 4]}"]\n'
                     f'[Vulnerable "{frame["vulnerable"].iloc[a]}"]\n'
                     f'[Deal "{deal_text(rng)}"]\n[Scoring "MatchPoints;MP1"]\n'
                     f'[Application "Ruter"]\n{head}\n' + "\n".join(rows[a:b].tolist())
                     + "\n\n")
    return "".join(parts).encode()


#: What ``--against`` times in each checkout's processes: each reader and its baseline.
READS = (("read_pbn, written", "read_csv, written"), ("read_pbn, program", "read_csv, program"),
         ("read_event, program", "read_csv, program"))


def child(folder: Path, repeat: int) -> None:
    """The readers of this process's checkout timed on the files in ``folder`` (JSON)."""
    best, cpu = round_robin({
        "read_csv, written": lambda: pd.read_csv(folder / "written.csv"),
        "read_pbn, written": lambda: first_read(read_pbn)(folder / "written.pbn"),
        "read_csv, program": lambda: pd.read_csv(folder / "program.csv"),
        "read_pbn, program": lambda: first_read(read_pbn)(folder / "program.pbn"),
        "read_event, program": lambda: first_read(read_event)(folder / "program.pbn"),
    }, repeat)
    print(json.dumps({"wall": best, "cpu": cpu}))


def against(other: Path, rows: int, rounds: int, repeat: int) -> None:
    """This checkout's readers against ``other``'s, in processes taken in turn."""
    print(f"bench_pbn --against: load average {load()} (1 minute) at the start; {rows:,} rows, "
          f"{rounds} rounds of best-of-{repeat}")
    checkouts = {"after": ROOT, "before": other.resolve()}
    best: dict[str, dict[str, dict[str, float]]] = {}
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        write_files(synthetic_event(rows // 100, 100), folder)
        for _ in range(rounds):
            for label, checkout in checkouts.items():
                out = subprocess.run([sys.executable, __file__, "--child", str(folder),
                                      "--repeat", str(repeat)], capture_output=True, text=True,
                                     check=True, env={**os.environ, "PYTHONPATH": str(checkout)})
                for clock, times in json.loads(out.stdout.strip().splitlines()[-1]).items():
                    mine = best.setdefault(label, {}).setdefault(clock, {})
                    for what, t in times.items():
                        mine[what] = min(mine.get(what, float("inf")), t)
    for clock, said in (("wall", "on the clock"), ("cpu", "processor time")):
        print(f"{said} (best of {rounds * repeat}):  {'after':>7s} {'ratio':>6s} {'before':>7s} "
              f"{'ratio':>6s}  after/before  goal")
        after, before = best["after"][clock], best["before"][clock]
        for what, base in READS:
            ratio = after[what] / after[base]
            print(f"  {what:22s} {after[what]:6.3f}s {ratio:5.2f}x {before[what]:6.3f}s "
                  f"{before[what] / before[base]:5.2f}x  {after[what] / before[what]:11.2f}  "
                  f"<= {GOAL:g}x: {'met' if ratio <= GOAL else 'NOT met'}")
    print(f"after: {ROOT}; before: {checkouts['before']}")
    print(f"bench_pbn --against: load average {load()} (1 minute) at the end")


def write_files(df: pd.DataFrame, out: Path) -> dict[str, int]:
    """The two PBN files of ``df`` and the CSV of each one's frame in ``out``; their sizes."""
    written, program = out / "written.pbn", out / "program.pbn"
    write_pbn(df, written)
    program.write_bytes(program_file(read_pbn(written)))
    for path, csv in ((written, out / "written.csv"), (program, out / "program.csv")):
        read_pbn(path).drop(columns="line").to_csv(csv, index=False)
    return {name: path.stat().st_size for name, path in
            (("written", written), ("program", program))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--against", type=Path, help="another checkout, timed in turn")
    parser.add_argument("--rounds", type=int, default=3, help="round-robin rounds (--against)")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.repeat)
        return
    if args.against:
        against(args.against, args.rows, args.rounds, args.repeat)
        return
    df = synthetic_event(args.rows // 100, 100)
    print(f"PBN files, {len(df):,} rows ({len(df) // 100:,} boards x 100): load average "
          f"{load()} (1 minute) at the start; pandas {pd.__version__}, numpy {np.__version__}")
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        written, program = out / "written.pbn", out / "program.pbn"
        sizes = write_files(df, out)
        best, cpu = round_robin({
            "DataFrame.to_csv": lambda: df.to_csv(out / "x.csv", index=False),
            "write_pbn": lambda: write_pbn(df, out / "x.pbn"),
            "read_csv, written": lambda: pd.read_csv(out / "written.csv"),
            "read_pbn, written": lambda: first_read(read_pbn)(written),
            "read_csv, program": lambda: pd.read_csv(out / "program.csv"),
            "read_pbn, program": lambda: first_read(read_pbn)(program),
            "read_event, program": lambda: first_read(read_event)(program),
        }, args.repeat)
    lines = [("write_pbn", "DataFrame.to_csv", "to_csv of the frame"),
             ("read_pbn, written", "read_csv, written",
              f"read_csv of the same columns ({sizes['written'] / 1e6:.1f} MB of PBN)"),
             ("read_pbn, program", "read_csv, program",
              f"read_csv of the same columns ({sizes['program'] / 1e6:.1f} MB of PBN)"),
             ("read_event, program", "read_csv, program", "the same, with the deals read too")]
    print(f"  {'':22s} {'time':>8s}  {'against':>8s}  ratio  {'processor time':>15s}  ratio"
          "  goal")
    for name, base, what in lines:
        ratio, used = best[name] / best[base], cpu[name] / cpu[base]
        met = "met" if ratio <= GOAL else "NOT met"
        print(f"  {name:22s} {best[name]:7.3f}s  {best[base]:7.3f}s  {ratio:4.1f}x  "
              f"{cpu[name]:6.3f}s {cpu[base]:6.3f}s  {used:4.1f}x  <= {GOAL:g}x: {met}   "
              f"({what})")
    print(f"load average {load()} (1 minute) at the end")


if __name__ == "__main__":
    main()
