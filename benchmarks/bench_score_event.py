"""Scale benchmark for score_event: a synthetic 1,000,000-row event.

10,000 boards x 100 results each, given as contract / declarer / result strings.
Prints the time of ``score_event`` as ratios against two baselines measured in
the same run:

(a) a per-row Python loop: the scalar scorer (``ns_score``) on every row, then
    each board matchpointed in Python with ``bisect``;
(b) one ``numpy.lexsort`` of the same (board, score) keys -- the physical bound.

It also times the same event with its contract, declarer and result columns held
as pandas categoricals (each distinct string then hashed once, not once a row).

and the peak memory of ``score_event`` (tracemalloc) against the size of the
input frame. Run by hand: ``make benchmark`` (or ``python benchmarks/bench_score_event.py
--boards 2000`` for a quicker look). Nothing here is a test.

``--against CHECKOUT`` times ``score_event`` from every string storage (object strings,
pandas' ``str`` stored as Python objects, Arrow strings, pandas' default strings,
categoricals) and the sort in this checkout and in another, each in processes of its own
taken in turn (round robin, ``--rounds``: a loaded machine slows both alike), and prints
each storage's time against the sort measured in the same processes, before and after,
with the load average at the start and the end.
"""

from __future__ import annotations

import argparse
import bisect
import gc
import json
import os
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pandas as pd

import bridgekit as bk
from bridgekit.contract import HandResult


def synthetic_event(boards: int, per_board: int, seed: int = 1) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    contracts = np.array(["1C", "2D", "2H", "2S", "1NT", "3NT", "4H", "4S", "5C", "5D", "6S",
                          "3NTX", "4SX", "2HX", "7NT", "Pass"])
    rows = boards * per_board
    board = np.repeat(np.arange(1, boards + 1), per_board)
    contract = contracts[rng.integers(0, len(contracts), rows)]
    declarer = np.array(list("NESW"))[rng.integers(0, 4, rows)]
    offsets = rng.choice([-3, -2, -1, 0, 0, 0, 1, 1, 2], rows)
    level_of = {c: 0 if c == "Pass" else int(c[0]) for c in contracts}
    level = pd.Series(contract).map(level_of).to_numpy()
    offsets = np.clip(offsets, -(level + 6), 7 - level)
    result = np.where(offsets == 0, "=", np.char.add(np.where(offsets > 0, "+", ""),
                                                     offsets.astype(str)))
    result = np.where(contract == "Pass", "", result)
    declarer = np.where(contract == "Pass", "", declarer)
    table = np.tile(np.arange(1, per_board + 1), boards)
    return pd.DataFrame({"board": board, "ns": table, "ew": table + per_board,
                         "contract": contract, "declarer": declarer, "result": result})


def python_loop(df: pd.DataFrame) -> list[float]:
    """Baseline (a): the scalar scorer per row, then bisect per board."""
    scores = []
    for b, c, d, r in zip(df.board, df.contract, df.declarer, df.result, strict=True):
        if c == "Pass":
            scores.append(0)
            continue
        hand = HandResult.parse(f"{c}{r} {d}")
        scores.append(bk.ns_score(hand.contract, hand.declarer, hand.tricks,
                                  bk.board_vulnerability(int(b))))
    mps = [0.0] * len(scores)
    by_board: dict[int, list[int]] = {}
    for i, b in enumerate(df.board):
        by_board.setdefault(b, []).append(i)
    for rows in by_board.values():
        ordered = sorted(scores[i] for i in rows)
        for i in rows:
            lo = bisect.bisect_left(ordered, scores[i])
            hi = bisect.bisect_right(ordered, scores[i])
            mps[i] = 2 * lo + (hi - lo - 1)
    return mps


def timed(fn, *args, repeat: int = 1):
    best = float("inf")
    out = None
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        out = fn(*args)
        best = min(best, time.perf_counter() - start)
    return best, out


def round_robin(candidates: dict[str, Callable[[], object]], repeat: int) -> dict[str, float]:
    """Best time of each candidate over ``repeat`` rounds, the candidates taken in turn (a
    loaded machine slows them alike)."""
    best = dict.fromkeys(candidates, float("inf"))
    for _ in range(repeat):
        for name, fn in candidates.items():
            gc.collect()
            start = time.perf_counter()
            fn()
            best[name] = min(best[name], time.perf_counter() - start)
    return best


ROOT = Path(__file__).resolve().parents[1]
TEXT = ("contract", "declarer", "result")


def storages(df: pd.DataFrame) -> dict[str, pd.DataFrame]:
    """The same event with its contract, declarer and result held each way pandas holds text
    (Arrow's two only where pyarrow is installed)."""
    frames = {"object strings": df.astype(dict.fromkeys(TEXT, object)),
              "str stored as Python objects":
                  df.astype(dict.fromkeys(TEXT, pd.StringDtype("python", na_value=np.nan)))}
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        pass
    else:
        frames["Arrow strings (string[pyarrow])"] = df.astype(dict.fromkeys(TEXT,
                                                                           "string[pyarrow]"))
        frames["str stored by Arrow"] = df.astype(
            dict.fromkeys(TEXT, pd.StringDtype("pyarrow", na_value=np.nan)))
    frames["categoricals"] = df.astype(dict.fromkeys(TEXT, "category"))
    return frames


def child(boards: int, per_board: int, repeat: int) -> None:
    """Time the sort and ``score_event`` from each storage in this process (the checkout on
    ``sys.path``), best of ``repeat`` round-robin repeats; print JSON: wall and CPU seconds."""
    df = synthetic_event(boards, per_board)
    frames = storages(df)
    keys = (bk.score_event(df)["ns_score"].to_numpy(), df["board"].to_numpy())
    candidates: dict[str, Callable[[], object]] = {"the sort": lambda: np.lexsort(keys)}
    for name, frame in frames.items():
        candidates[name] = lambda frame=frame: bk.score_event(frame)
    wall = dict.fromkeys(candidates, float("inf"))
    cpu = dict.fromkeys(candidates, float("inf"))
    for _ in range(repeat):
        for name, fn in candidates.items():
            gc.collect()
            start, start_cpu = time.perf_counter(), time.process_time()
            fn()
            wall[name] = min(wall[name], time.perf_counter() - start)
            cpu[name] = min(cpu[name], time.process_time() - start_cpu)
    print(json.dumps({"wall": wall, "cpu": cpu}))


def against(other: Path, boards: int, per_board: int, rounds: int, repeat: int) -> None:
    """This checkout's ``score_event`` against ``other``'s, in processes taken in turn."""
    def load() -> str:
        one, five, _ = os.getloadavg()
        return f"load average {one:.2f} (1 min), {five:.2f} (5 min) on {os.cpu_count()} cores"

    print(f"bench_score_event --against: start, {load()}; {boards:,} boards x {per_board} "
          f"results, {rounds} rounds of best-of-{repeat}, pandas {pd.__version__}")
    checkouts = {"after": ROOT, "before": other.resolve()}
    best: dict[str, dict[str, dict[str, float]]] = {}
    for _ in range(rounds):
        for label, checkout in checkouts.items():
            out = subprocess.run([sys.executable, __file__, "--child", "--boards", str(boards),
                                  "--per-board", str(per_board), "--repeat", str(repeat)],
                                 capture_output=True, text=True, check=True, cwd=checkout,
                                 env={**os.environ, "PYTHONPATH": str(checkout)})
            got = json.loads(out.stdout.strip().splitlines()[-1])
            for clock, times in got.items():
                mine = best.setdefault(label, {}).setdefault(clock, {})
                for name, t in times.items():
                    mine[name] = min(mine.get(name, float("inf")), t)
    for clock, said in (("wall", "on the clock"), ("cpu", "of the processor")):
        print(f"\n{said} (best of {rounds * repeat}); each checkout's sort timed in its own "
              "processes")
        print(f"  {'':34s} {'after':>8s} {'x sort':>7s} {'before':>8s} {'x sort':>7s} "
              f"{'after/before':>12s}")
        after, before = best["after"][clock], best["before"][clock]
        for name in after:
            print(f"  {name:34s} {after[name]:8.3f} {after[name] / after['the sort']:6.2f}x "
                  f"{before[name]:8.3f} {before[name] / before['the sort']:6.2f}x "
                  f"{after[name] / before[name]:12.2f}")
    print(f"\nafter: {ROOT}; before: {checkouts['before']}")
    print(f"bench_score_event --against: end, {load()}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=10_000)
    parser.add_argument("--per-board", type=int, default=100)
    parser.add_argument("--loop-rows", type=int, default=None,
                        help="rows for the Python-loop baseline (default: all)")
    parser.add_argument("--against", type=Path, help="another checkout, timed in turn")
    parser.add_argument("--rounds", type=int, default=3, help="round-robin rounds (--against)")
    parser.add_argument("--repeat", type=int, default=3, help="repeats in each process")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.boards, args.per_board, args.repeat)
        return
    if args.against:
        against(args.against, args.boards, args.per_board, args.rounds, args.repeat)
        return
    df = synthetic_event(args.boards, args.per_board)
    rows = len(df)
    input_bytes = df.memory_usage(deep=True).sum()
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} "
          "(1 minute) at the start")
    print(f"event: {args.boards:,} boards x {args.per_board} results = {rows:,} rows; "
          f"input frame {input_bytes / 2**20:.1f} MiB")

    t_event, scored = timed(bk.score_event, df, repeat=3)
    assert scored.ns_mp.notna().all(), scored.attrs["problems"][:5]
    as_categories = df.astype({"contract": "category", "declarer": "category",
                               "result": "category"})
    t_categories, _ = timed(bk.score_event, as_categories, repeat=3)
    keys_board = df.board.to_numpy()
    keys_score = scored.ns_score.to_numpy()
    t_sort, _ = timed(np.lexsort, (keys_score, keys_board), repeat=3)

    loop_df = df if args.loop_rows is None else df.iloc[:args.loop_rows]
    t_loop, mps = timed(python_loop, loop_df)
    t_loop_scaled = t_loop * rows / len(loop_df)
    check = scored.ns_mp.to_numpy()[:len(loop_df)]
    if args.loop_rows is None:
        assert np.allclose(check, mps), "the loop and score_event disagree"

    tracemalloc.start()
    bk.score_event(df)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()

    print(f"score_event              {t_event:8.3f} s")
    print(f"  (string columns as pandas categoricals: {t_categories:.3f} s, "
          f"{t_categories / t_sort:.1f} x the sort)")
    print(f"(a) Python loop + bisect {t_loop_scaled:8.3f} s"
          + ("" if args.loop_rows is None else f"  (measured on {len(loop_df):,} rows, scaled)"))
    print(f"(b) one numpy lexsort    {t_sort:8.3f} s")
    print(f"speed-up over the loop   {t_loop_scaled / t_event:8.1f} x   (target >= 20)")
    print(f"time against the sort    {t_event / t_sort:8.1f} x   (target <= 3)")
    print(f"peak memory / input      {peak / input_bytes:8.2f} x   (target <= 4; "
          f"peak {peak / 2**20:.0f} MiB)")


if __name__ == "__main__":
    main()
