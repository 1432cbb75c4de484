"""bridgekit's speed, measured against baselines in the same run (not a test).

    python benchmarks/bench_speed.py            # the full run: a 1,000,000-row event
    python benchmarks/bench_speed.py --quick    # 100,000 rows, for a look
    python benchmarks/bench_speed.py --only teams   # the teams event alone

Every number is the best of ``--repeat`` round-robin repeats (each candidate timed once per
round, in turn, so a loaded machine slows them alike); the machine's load average is printed
at the start and the end. Every baseline's matchpoints are checked equal to score_event's.

score_event on a synthetic event (boards x results, contract / declarer / result strings),
from object strings, pandas categoricals and Arrow strings, against:

(a) a per-row Python loop (scalar scorer, bisect per board; timed on 100,000 rows, scaled),
(b) one numpy lexsort of the (board, score) keys -- the physical bound,
(c) a hand-written pandas version: a score lookup over the distinct results, then
    ``groupby().rank()``,
(d) Polars and (e) DuckDB doing the same work in their own engines: each board's
    vulnerability, the distinct results found and scored (by the scalar scorer, as (c) does),
    joined back, ranked per board. Each is also timed with the scored distinct results handed
    to it ("lookup given": only the join and the rank). The ``bench`` extra installs them;
    they are skipped with a note when absent.

Then: the command line end to end (read, score, rank) on CSV files of 10k / 100k / 1M rows;
the file writers against ``DataFrame.to_csv`` of the same frame; a teams event of many
matches (hybrid points and VPs) against a numpy baseline; each widget's update in Python.
"""

from __future__ import annotations

import argparse
import itertools
import os
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

import numpy as np
import pandas as pd

import bridgekit as bk

sys.path.insert(0, str(Path(__file__).parent))
from bench_score_event import python_loop, round_robin, synthetic_event


def load() -> str:
    return f"{os.getloadavg()[0]:.2f}"


# ------------------------------------------------------------------------ baselines (c)-(e)

def score_keys(keys) -> list[int]:
    """The N-S score of each distinct (contract, declarer, result, vulnerability), by the
    scalar scorer: the part of the work every baseline does in Python."""
    scores = []
    for c, d, r, v in keys:
        if c == "Pass":
            scores.append(0)
            continue
        hand = bk.HandResult.parse(f"{c}{r} {d}")
        scores.append(bk.ns_score(hand.contract, hand.declarer, hand.tricks, v))
    return scores


VUL_NAMES = {b: str(bk.board_vulnerability(b)) for b in range(1, 17)}


def score_lookup(df: pd.DataFrame) -> pd.DataFrame:
    """The distinct (contract, declarer, result, board vulnerability) and their N-S scores."""
    vul = ((df["board"] - 1) % 16 + 1).map(VUL_NAMES)
    keys = pd.DataFrame({"contract": df["contract"], "declarer": df["declarer"],
                         "result": df["result"], "vul": vul}).drop_duplicates()
    return keys.assign(score=score_keys(keys.itertuples(index=False)))


def pandas_by_hand(df: pd.DataFrame) -> np.ndarray:
    table = score_lookup(df)
    frame = df.assign(vul=((df["board"] - 1) % 16 + 1).map(VUL_NAMES))
    merged = frame.merge(table, on=["contract", "declarer", "result", "vul"], how="left")
    rank = merged.groupby("board")["score"].rank(method="average")
    return (2 * (rank - 1)).to_numpy()


def polars_version(df: pd.DataFrame, table: pd.DataFrame | None = None):
    """Polars from its own frame (made before the clock starts): vulnerability from the
    board, the distinct results scored, joined back, ranked per board. With ``table`` the
    scored distinct results are handed to it instead (only the join and the rank timed)."""
    import polars as pl

    frame = pl.from_pandas(df)
    on = ["contract", "declarer", "result", "vul"]
    given = None if table is None else pl.from_pandas(table)

    def run() -> np.ndarray:
        out = frame.with_columns(((pl.col("board") - 1) % 16 + 1)
                                 .replace_strict(VUL_NAMES, return_dtype=pl.String).alias("vul"))
        lookup = given
        if lookup is None:
            keys = out.select(on).unique()
            lookup = keys.with_columns(pl.Series("score", score_keys(keys.iter_rows())))
        out = out.join(lookup, on=on, how="left", maintain_order="left")
        out = out.with_columns((2 * (pl.col("score").rank("average").over("board") - 1))
                               .alias("mp"))
        return out["mp"].to_numpy()

    return run


def duckdb_version(df: pd.DataFrame, table: pd.DataFrame | None = None):
    """DuckDB on the frame as it is: the same steps as :func:`polars_version`, in SQL."""
    import duckdb

    con = duckdb.connect()
    con.register("event", df.assign(row=np.arange(len(df))))
    con.register("vuls", pd.DataFrame({"b": list(VUL_NAMES), "vul": list(VUL_NAMES.values())}))
    con.execute("""create temp view results as
        select e.*, v.vul from event e join vuls v on (e.board - 1) % 16 + 1 = v.b""")
    query = """
        select 2 * (rank() over b - 1) + (count(*) over (partition by e.board, l.score) - 1)
               as mp
        from results e join lookup l using (contract, declarer, result, vul)
        window b as (partition by e.board order by l.score)
        order by e.row"""

    def run() -> np.ndarray:
        if table is None:
            keys = con.execute("select distinct contract, declarer, result, vul "
                               "from results").fetchall()
            con.register("lookup", pd.DataFrame(keys, columns=["contract", "declarer", "result",
                                                               "vul"]).assign(
                score=score_keys(keys)))
        else:
            con.register("lookup", table)
        return con.execute(query).fetchnumpy()["mp"]

    return run


def optional(name: str):
    try:
        __import__(name)
        return True
    except ImportError:
        print(f"  ({name} not installed: pip install -e '.[bench]' to include it)")
        return False


# ------------------------------------------------------------------------------- sections

def section_score_event(df: pd.DataFrame, repeat: int, loop_rows: int) -> None:
    rows = len(df)
    print(f"\nscore_event: {rows:,} rows "
          f"({df.board.nunique():,} boards), best of {repeat} round-robin repeats")
    scored = bk.score_event(df)
    truth = scored["ns_mp"].to_numpy()
    text = ("contract", "declarer", "result")
    as_categories = df.astype(dict.fromkeys(text, "category"))
    as_objects = df.astype(dict.fromkeys(text, object))
    print(f"  (default strings: pandas' own string type, {df['contract'].dtype!r})")
    candidates = {
        "score_event (default strings)": lambda: bk.score_event(df),
        "score_event (object strings)": lambda: bk.score_event(as_objects),
        "score_event (categoricals)": lambda: bk.score_event(as_categories),
        "(b) numpy lexsort": lambda: np.lexsort((scored["ns_score"].to_numpy(),
                                                 df["board"].to_numpy())),
        "(c) pandas by hand": lambda: pandas_by_hand(df),
    }
    # pandas' own strings stored as Python objects: its default where pyarrow is absent
    as_python = df.astype(dict.fromkeys(text, pd.StringDtype("python", na_value=np.nan)))
    candidates["score_event (str, Python storage)"] = lambda: bk.score_event(as_python)
    if optional("pyarrow"):
        as_arrow = df.astype({c: "string[pyarrow]" for c in ("contract", "declarer", "result")})
        candidates["score_event (Arrow strings)"] = lambda: bk.score_event(as_arrow)
    assert np.allclose(pandas_by_hand(df), truth), "(c) disagrees with score_event"
    table = score_lookup(df)
    for name, module, version in (("(d) Polars", "polars", polars_version),
                                  ("(e) DuckDB", "duckdb", duckdb_version)):
        if not optional(module):
            continue
        for label, given in ((name, None), (f"{name}, lookup given", table)):
            run = version(df, given)
            assert np.allclose(run(), truth), f"{label} disagrees with score_event"
            candidates[label] = run
    best = round_robin(candidates, repeat)
    sample = df.iloc[:loop_rows]
    start = time.perf_counter()
    mps = python_loop(sample)
    loop = (time.perf_counter() - start) * rows / len(sample)
    assert np.allclose(mps, truth[:len(sample)]), "(a) disagrees with score_event"
    sort = best["(b) numpy lexsort"]
    event = best["score_event (default strings)"]
    for name, t in best.items():
        print(f"  {name:32s} {t:8.3f} s   {t / sort:6.1f} x the sort   "
              f"{t / event:5.2f} x score_event")
    print(f"  {'(a) Python loop (scaled)':32s} {loop:8.3f} s   {loop / sort:6.1f} x the sort")
    print(f"  score_event: {loop / event:.1f} x faster than the loop (target >= 20); "
          f"{event / sort:.1f} x the sort from default strings "
          f"({df['contract'].dtype.storage} storage), "  # type: ignore[union-attr]
          f"{best['score_event (object strings)'] / sort:.1f} x from object strings and "
          f"{best['score_event (str, Python storage)'] / sort:.1f} x from str stored as Python "
          "objects (target <= 2); "
          + (f"{best['score_event (Arrow strings)'] / sort:.1f} x from Arrow strings "
             "(target <= 1.5); " if "score_event (Arrow strings)" in best else "")
          + f"categoricals {best['score_event (categoricals)'] / sort:.1f} x")
    for name, frame in (("default strings", df), ("object strings", as_objects),
                        ("categoricals", as_categories)):
        tracemalloc.start()
        out = bk.score_event(frame)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        added = out.drop(columns=frame.columns).memory_usage(deep=True).sum()
        del out
        size = frame.memory_usage(deep=True).sum()
        print(f"  peak memory from {name}: {peak / 1e6:.0f} MB = {peak / size:.2f} x the input "
              f"frame of {size / 1e6:.0f} MB (target <= 2; the columns added alone: "
              f"{added / 1e6:.0f} MB)")


def section_cli(sizes: list[int]) -> None:
    print("\nthe command line end to end (bridgekit score FILE.csv: read, score, rank)")
    with tempfile.TemporaryDirectory() as folder:
        for rows in sizes:
            path = Path(folder) / f"event-{rows}.csv"
            synthetic_event(rows // 100, 100).to_csv(path, index=False)
            start = time.perf_counter()
            subprocess.run([sys.executable, "-m", "bridgekit.cli", "score", str(path)],
                           check=True, stdout=subprocess.DEVNULL)
            print(f"  {rows:>9,} rows {time.perf_counter() - start:8.2f} s"
                  + ("   (target <= 6 s)" if rows >= 1_000_000 else ""))


def section_files(df: pd.DataFrame, repeat: int) -> None:
    from bridgekit.io import read_pbn, write_pbn, write_traveller_csv, write_usebio

    print(f"\nfile writers and readers, {len(df):,} rows, against pandas' CSV of the same frame")
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        write_pbn(df, out / "e.pbn")
        df.to_csv(out / "e.csv", index=False)
        # the rows as read_pbn gives them (the PBN file's columns), as CSV
        read_pbn(out / "e.pbn").drop(columns="line").to_csv(out / "wide.csv", index=False)
        best = round_robin({
            "DataFrame.to_csv": lambda: df.to_csv(out / "x.csv", index=False),
            "write_traveller_csv": lambda: write_traveller_csv(df, out / "y.csv"),
            "write_pbn": lambda: write_pbn(df, out / "y.pbn"),
            "write_usebio": lambda: write_usebio(df, out / "y.xml"),
            "pandas.read_csv": lambda: pd.read_csv(out / "e.csv"),
            "pandas.read_csv, wide": lambda: pd.read_csv(out / "wide.csv"),
            "read_pbn": lambda: read_pbn(out / "e.pbn"),
        }, repeat)
    base_w, base_r = best["DataFrame.to_csv"], best["pandas.read_csv"]
    for name, t in best.items():
        base = base_r if name.startswith(("read", "pandas")) else base_w
        print(f"  {name:22s} {t:8.3f} s   {t / base:6.1f} x pandas "
              + ("(target: write_pbn <= 3)" if name == "write_pbn" else
                 "(target <= 5)" if name == "read_pbn" else ""))
    print("  (pandas.read_csv: the frame's own CSV; wide: a CSV of the columns read_pbn gives, "
          f"against which read_pbn takes {best['read_pbn'] / best['pandas.read_csv, wide']:.1f} x)")
    for how, shuffled in (("each name a different extra column", False),
                          ("each order their columns differently", True)):
        many = many_layouts(2_000, 5, shuffled)
        start = time.perf_counter()
        rows = len(read_pbn(many))
        print(f"  read_pbn, {rows:,} rows in 2,000 tables that {how}: "
              f"{time.perf_counter() - start:.2f} s (once)")


def many_layouts(boards: int, rows: int, shuffled: bool) -> bytes:
    """A PBN file whose every board's ScoreTable has its own columns (a hostile shape): an
    extra column named after the board, or the same columns in an order of the board's own."""
    names = ("PairId_NS", "PairId_EW", "Contract", "Declarer", "Result", "Score_NS", "Lead")
    orders = itertools.islice(itertools.permutations(range(len(names))), boards)
    parts = []
    for board, order in enumerate(orders, start=1):
        if not shuffled:
            order = tuple(range(len(names)))
        columns = [names[i] for i in order] + ([] if shuffled else [f"X{board}"])
        parts.append(f'[Board "{board}"]\n[ScoreTable "{";".join(columns)}"]\n')
        for t in range(1, rows + 1):
            cells = (str(t), str(t + 10), "4S", "N", "10", '"420"', '"a b"')
            parts.append(" ".join(cells[i] for i in order) + ("" if shuffled else " x") + "\n")
        parts.append("\n")
    return "".join(parts).encode()


def section_teams(matches: int, repeat: int) -> None:
    print(f"\na teams event of {matches:,} 8-board matches: hybrid points and VPs")
    rng = np.random.default_rng(1)
    boards = 8
    # scores possible on a board of any vulnerability (a teams table's score must be one)
    scores = np.array([-1100, -630, -500, -100, -90, 0, 90, 110, 140, 500, 630, 1100])
    t1 = rng.choice(scores, matches * boards)
    t2 = rng.choice(scores, matches * boards)
    df = pd.DataFrame({"round": np.repeat(np.arange(matches) // 50, boards),
                       "match": np.repeat(np.arange(matches) % 50, boards), "home": "H",
                       "away": "A", "board": np.tile(np.arange(1, boards + 1), matches),
                       "table1_ns": t1, "table2_ns": t2})

    def numpy_baseline():
        net = (t1 - t2).reshape(matches, boards)
        imp = np.sign(net) * np.searchsorted(bk.imp.IMP_THRESHOLDS, np.abs(net), side="right")
        margin = imp.sum(axis=1)
        scale = np.asarray(bk.teams.vp.vp_scale(boards))
        win = scale[np.minimum(np.abs(margin), len(scale) - 1)]
        hp = np.where(net > 10, 2, np.where(net < -10, 0, 1)).sum(axis=1)
        return win, hp

    best = round_robin({"score_teams_event": lambda: bk.score_teams_event(df),
                        "numpy baseline (IMPs, VPs, board HPs)": numpy_baseline}, repeat)
    base = best["numpy baseline (IMPs, VPs, board HPs)"]
    for name, t in best.items():
        print(f"  {name:40s} {t:8.3f} s   {t / base:6.1f} x numpy (target <= 5)")


def section_widgets() -> None:
    try:
        from bridgekit.widgets import HybridExplorer, NeubergComparison, TravellerEditor
    except ImportError:
        print("\nwidgets: ipywidgets not installed")
        return
    print("\nwidget updates in Python (best of 5; target <= 50 ms)")
    ed = TravellerEditor()
    ed.load_sample()
    nc = NeubergComparison()
    hx = HybridExplorer()
    # each flip is what a box sends: one control's value, through its link to the model's trait
    flips = {"NeubergComparison tick-out": lambda: setattr(nc.played_inputs[1], "value",
                                                           not nc.played[1]),
             "HybridExplorer swing step": lambda: setattr(hx.swing_input, "value",
                                                          (hx.swing + 10) % 5000),
             "TravellerEditor keystroke": lambda: setattr(ed.rows[0].result_input, "value",
                                                          "+1" if ed.rows[0].result != "+1" else "=")}
    thirty = TravellerEditor()
    thirty.table = pd.DataFrame({"board": 1, "ns": range(1, 31), "ew": range(31, 61),
                                 "contract": "4S", "declarer": "N",
                                 "result": [["=", "+1", "-1"][i % 3] for i in range(30)]})
    flips["TravellerEditor keystroke, 30 rows"] = lambda: setattr(
        thirty.rows[0].result_input, "value", "+1" if thirty.rows[0].result != "+1" else "=")
    best = round_robin(flips, 5)
    for name, t in best.items():
        print(f"  {name:36s} {1000 * t:7.1f} ms")
    section_browser()


def section_browser() -> None:
    """The browser test's own measurement: a keystroke in a 30-row traveller, Enter to the
    results table changing, in headless Chromium (skipped when Chromium is not here)."""
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "keystroke.txt"
        env = {**os.environ, "BRIDGEKIT_TIMINGS": str(report)}
        run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rs", "-p",
                              "no:cacheprovider", "tests/widgets/test_browser.py", "-k", "keystroke",
                              "-o", "addopts="],
                             cwd=Path(__file__).parents[1], env=env, capture_output=True,
                             text=True, check=False)
        if report.exists():
            print(f"\nin the browser: {report.read_text().strip()}")
        else:  # skipped (no Chromium or Playwright here) or failed: pytest's own words
            said = [line for line in run.stdout.splitlines() if line.strip()][-3:]
            print("\nin the browser: not measured; the test said:\n    " + "\n    ".join(said))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="100,000 rows, fewer repeats")
    parser.add_argument("--repeat", type=int, default=None)
    parser.add_argument("--only", choices=["teams"], help="run one section alone")
    args = parser.parse_args()
    rows = 100_000 if args.quick else 1_000_000
    repeat = args.repeat or (3 if args.quick else 5)
    print(f"machine: {os.cpu_count()} cores, load average {load()} (1 minute) at the start; "
          f"Python {sys.version.split()[0]}, numpy {np.__version__}, pandas {pd.__version__}")
    if args.only == "teams":
        section_teams(100_000 if args.quick else 1_000_000, max(3, repeat - 2))
        print(f"\nload average {load()} (1 minute) at the end")
        return
    df = synthetic_event(rows // 100, 100)
    section_score_event(df, repeat, loop_rows=min(rows, 100_000))
    section_cli([10_000, 100_000] + ([] if args.quick else [1_000_000]))
    section_files(df.iloc[:100_000], max(3, repeat - 2))
    section_teams(100_000 if args.quick else 1_000_000, max(3, repeat - 2))
    section_widgets()
    if optional("pyarrow"):  # the archive extra
        from bench_season import section_season

        section_season(1_000_000 if args.quick else 10_000_000)
    else:
        print("\na season through score_parquet: skipped (needs the archive extra)")
    print(f"\nload average {load()} (1 minute) at the end")


if __name__ == "__main__":
    main()
