"""USEBIO files against pandas' CSV of the same frame, in one run (not a test).

    python benchmarks/bench_files.py              # 100,000 rows, best of 5
    python benchmarks/bench_files.py --rows 20000 --repeat 3
    python benchmarks/bench_files.py --against ../other-checkout   # its read_usebio beside

``read_usebio`` of a file ``write_usebio`` wrote is timed against ``pandas.read_csv`` of the
frame ``read_usebio`` gives, written as CSV (the same rows and columns); ``write_usebio``
(which scores and ranks the event first, as it must to print matchpoints) against
``DataFrame.to_csv`` of the frame it is given. Each time is the best of ``--repeat``
round-robin repeats (every contender timed once per round, in turn, so a loaded machine
slows them alike); the machine's load average is printed at the start and the end. The goal
of each ratio is printed beside it, and two floors: expat parsing the file with no handler,
and the file read with each ``<`` and ``>`` found by numpy (any reader that looks at every
tag does at least this).

With ``--against`` another checkout of bridgekit reads the same file in the same run: each
round, a process of each checkout in turn times its ``read_usebio`` and ``pandas.read_csv``
once each (so both are slowed alike by a loaded machine), and each checkout's best ratio is
printed, and the ratio of the two readers' best times.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import xml.parsers.expat
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).parent))
from bench_score_event import round_robin, synthetic_event

from bridgekit.io import read_usebio, write_usebio

GOAL = 3.0  # each ratio's goal: at most 3 x pandas' CSV


def load() -> str:
    return f"{os.getloadavg()[0]:.2f}"


def bytes_alone(path: Path) -> None:
    """The file read and each ``<`` and ``>`` found (numpy), nothing else: the floor of any
    reader that looks at every tag."""
    arr = np.frombuffer(path.read_bytes(), dtype=np.uint8)
    np.flatnonzero(arr == 0x3C)
    np.flatnonzero(arr == 0x3E)


def expat_alone(path: Path) -> None:
    """The file read and parsed by expat with no handler: no tree, nothing kept (the floor of
    any reader that checks the XML is well formed)."""
    xml.parsers.expat.ParserCreate().Parse(path.read_bytes(), True)


def section_usebio(rows: int, repeat: int) -> dict[str, float]:
    """Print read_usebio against read_csv and write_usebio against to_csv; the ratios."""
    df = synthetic_event(rows // 100, 100)
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        write_usebio(df, out / "e.xml", date="01/01/2026")
        frame = read_usebio(out / "e.xml")
        assert len(frame) == len(df), "read_usebio lost rows"
        frame.to_csv(out / "frame.csv", index=False)
        back = pd.read_csv(out / "frame.csv", keep_default_na=False, dtype=str)
        assert (back["contract"].to_numpy() == frame["contract"].to_numpy()).all()
        sizes = {p: (out / p).stat().st_size for p in ("e.xml", "frame.csv")}
        best = round_robin({
            "read_usebio": lambda: read_usebio(out / "e.xml"),
            "pandas.read_csv": lambda: pd.read_csv(out / "frame.csv"),
            "write_usebio": lambda: write_usebio(df, out / "w.xml", date="01/01/2026"),
            "DataFrame.to_csv": lambda: df.to_csv(out / "w.csv", index=False),
            "expat alone": lambda: expat_alone(out / "e.xml"),
            "tags alone": lambda: bytes_alone(out / "e.xml"),
        }, repeat)
    print(f"\nUSEBIO, {rows:,} rows ({rows // 100:,} boards x 100), best of {repeat} round-robin "
          f"repeats; the file {sizes['e.xml'] / 1e6:.1f} MB, the frame's CSV "
          f"{sizes['frame.csv'] / 1e6:.1f} MB")
    ratios = {"read_usebio": best["read_usebio"] / best["pandas.read_csv"],
              "write_usebio": best["write_usebio"] / best["DataFrame.to_csv"]}
    against = {"read_usebio": "pandas.read_csv of the frame it gives",
               "write_usebio": "DataFrame.to_csv of the frame it is given"}
    for name, baseline in (("read_usebio", "pandas.read_csv"),
                           ("write_usebio", "DataFrame.to_csv")):
        ratio = ratios[name]
        print(f"  {name:16s} {best[name]:8.3f} s   {baseline:16s} {best[baseline]:8.3f} s   "
              f"{ratio:6.2f} x {against[name]} (goal <= {GOAL:g} x: "
              f"{'met' if ratio <= GOAL else 'not met'})")
    print(f"  (expat alone, parsing the file and building nothing: {best['expat alone']:.3f} s, "
          f"{best['expat alone'] / best['pandas.read_csv']:.1f} x pandas.read_csv: the file is "
          f"{sizes['e.xml'] / sizes['frame.csv']:.1f} x the CSV's bytes)")
    print(f"  (the file read and each < and > found by numpy, nothing else: "
          f"{best['tags alone']:.3f} s, "
          f"{best['tags alone'] / best['pandas.read_csv']:.1f} x pandas.read_csv)")
    return ratios


def child(usebio: str, csv: str) -> None:
    """Time this process's read_usebio of ``usebio`` and pandas.read_csv of ``csv`` once
    each (after a first read of each, not timed), on the clock and in processor time; print
    them as JSON."""
    read_usebio(usebio)
    pd.read_csv(csv)
    out = {}
    for name, fn in (("read_usebio", lambda: read_usebio(usebio)),
                     ("pandas.read_csv", lambda: pd.read_csv(csv))):
        start, cpu = time.perf_counter(), time.process_time()
        fn()
        out[name] = time.perf_counter() - start
        out[f"{name} cpu"] = time.process_time() - cpu
    print(json.dumps(out))


def section_against(other: Path, rows: int, repeat: int) -> None:
    """read_usebio of this checkout and of ``other`` on the same file, in turn, each against
    pandas.read_csv in its own process: the ratio of the best times on the clock, of the best
    processor times (which a machine busy with other work inflates less), and the median of
    each round's ratio."""
    df = synthetic_event(rows // 100, 100)
    checkouts = {"this checkout": Path(__file__).resolve().parents[1],
                 "the other": other.resolve()}
    got: dict[str, list[dict[str, float]]] = {name: [] for name in checkouts}
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        write_usebio(df, out / "e.xml", date="01/01/2026")
        read_usebio(out / "e.xml").to_csv(out / "frame.csv", index=False)
        for _ in range(repeat):
            for name, root in checkouts.items():
                env = {**os.environ, "PYTHONPATH": str(root)}
                got[name].append(json.loads(subprocess.run(
                    [sys.executable, __file__, "--child", str(out / "e.xml"),
                     str(out / "frame.csv")], env=env, check=True, capture_output=True,
                    text=True).stdout))
    print(f"\nread_usebio, {rows:,} rows, this checkout and {other} in turn, {repeat} rounds "
          "(each a process timing read_usebio and pandas.read_csv once)")
    best = {}
    for name, runs in got.items():
        b = {key: min(r[key] for r in runs) for key in runs[0]}
        best[name] = b
        rounds = float(np.median([r["read_usebio"] / r["pandas.read_csv"] for r in runs]))
        print(f"  {name:14s} read_usebio {b['read_usebio']:7.3f} s ({b['read_usebio cpu']:.3f} s "
              f"processor)   pandas.read_csv {b['pandas.read_csv']:7.3f} s "
              f"({b['pandas.read_csv cpu']:.3f} s)   best / best "
              f"{b['read_usebio'] / b['pandas.read_csv']:5.2f} x on the clock, "
              f"{b['read_usebio cpu'] / b['pandas.read_csv cpu']:5.2f} x of the processor; "
              f"median of the rounds {rounds:5.2f} x")
    print(f"  this checkout's read_usebio / the other's: "
          f"{best['this checkout']['read_usebio'] / best['the other']['read_usebio']:.2f} on "
          f"the clock, {best['this checkout']['read_usebio cpu'] / best['the other']['read_usebio cpu']:.2f} "
          "of the processor")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--against", type=Path, help="another checkout, its reader beside")
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return
    print(f"machine: {os.cpu_count()} cores, load average {load()} (1 minute) at the start; "
          f"Python {sys.version.split()[0]}, numpy {np.__version__}, pandas {pd.__version__}")
    section_usebio(args.rows, args.repeat)
    if args.against:
        section_against(args.against, args.rows, args.repeat)
    print(f"\nload average {load()} (1 minute) at the end")


if __name__ == "__main__":
    main()
