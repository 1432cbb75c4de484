"""Sections at scale: a seeded synthetic simultaneous pairs of 1,000 clubs (about 200,000
results), scored within each club and across the field, and one pair's club-v-field
explanation, each timed against ``score_event`` on the same rows.

Run: ``.venv/bin/python benchmarks/bench_sections.py [--clubs 1000] [--seed 29]``. Not a test:
nothing asserts a time; the ratios are what to read.
"""

from __future__ import annotations

import argparse
import os
import time

import numpy as np
import pandas as pd

import bridgekit as bk
from bridgekit.pairs import explain_club_v_field, rank_sections, score_sections

BOARDS = 24
# what a board's tables might bid and make: (level, strain, tricks, declarer side)
PLAYS = [("4S", 10, "NS"), ("4S", 11, "NS"), ("3NT", 9, "NS"), ("2S", 9, "NS"),
         ("4S", 9, "NS"), ("5D", 11, "EW"), ("5DX", 9, "EW"), ("6S", 12, "NS")]


def palette() -> np.ndarray:
    """Each board's N-S score for each play, with the board's vulnerability."""
    out = np.zeros((BOARDS, len(PLAYS)))
    for b in range(1, BOARDS + 1):
        vul = bk.board_vulnerability(b)
        for j, (contract, tricks, side) in enumerate(PLAYS):
            vulnerable = vul.name in ("BOTH", side)
            score = bk.duplicate_score(contract, tricks=tricks, vulnerable=vulnerable)
            out[b - 1, j] = score if side == "NS" else -score
    return out


def synthetic_sim(clubs: int, seed: int) -> pd.DataFrame:
    """Each club a full Mitchell of 6 to 10 tables on the same 24 boards; each board's plays
    drawn from a board-wide spread, each club leaning its own way."""
    rng = np.random.default_rng(seed)
    tables = rng.integers(6, 11, clubs)
    club = np.repeat(np.arange(clubs), tables * BOARDS)
    board = np.concatenate([np.repeat(np.arange(1, BOARDS + 1), t) for t in tables])
    ns = np.concatenate([np.tile(np.arange(1, t + 1), BOARDS) for t in tables])
    ew = np.concatenate([np.tile(np.roll(np.arange(1, t + 1), 1), BOARDS) for t in tables])
    field_weights = rng.dirichlet(np.ones(len(PLAYS)), BOARDS)
    lean = rng.dirichlet(np.ones(len(PLAYS)) * 0.5, clubs)
    weights = 0.6 * field_weights[board - 1] + 0.4 * lean[club]
    cumulative = weights.cumsum(axis=1)
    play = (rng.random(len(board))[:, None] > cumulative).sum(axis=1).clip(0, len(PLAYS) - 1)
    return pd.DataFrame({"section": pd.Categorical.from_codes(club, [f"club {i + 1}" for i in
                                                                     range(clubs)]),
                         "board": board, "ns": ns, "ew": ew,
                         "ns_score": palette()[board - 1, play]})


def best(call, repeats: int = 3) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--clubs", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=29)
    args = parser.parse_args()
    print(f"load average at the start: {os.getloadavg()[0]:.2f}")
    df = synthetic_sim(args.clubs, args.seed)
    print(f"{args.clubs} clubs, {len(df)} results")
    # score_event on the same rows, each pair numbered apart by club (club x 100 + number):
    # score_event has no sections, and a number repeated on a board is an error to it
    plain = df.assign(ns=df["section"].cat.codes.to_numpy().astype(np.int64) * 100 + df["ns"],
                      ew=df["section"].cat.codes.to_numpy().astype(np.int64) * 100 + df["ew"])
    base = best(lambda: bk.score_event(plain))
    club, field = score_sections(df), score_sections(df, by="field")
    rows = [("score_event across the field (pairs numbered apart by club)", base),
            ("score_sections by club, Neuberg to the largest club",
             best(lambda: score_sections(df))),
            ("score_sections across the field", best(lambda: score_sections(df, by="field"))),
            ("rank_sections over the field", best(lambda: rank_sections(field, over="field"))),
            ("explain_club_v_field for one pair",
             best(lambda: explain_club_v_field(club, field, "club 1", 1, direction="NS")))]
    for name, seconds in rows:
        print(f"{name}: {seconds:.3f} s, {seconds / base:.2f}× score_event")
    why = explain_club_v_field(club, field, "club 1", 1, direction="NS")
    gap = (rank_sections(club).set_index(["section", "direction", "pair"])["pct"]
           - rank_sections(field).set_index(["section", "direction", "pair"])["pct"])
    print(f"club-minus-overall gaps: largest {gap.max():.2f}, smallest {gap.min():.2f} points")
    print(str(why).splitlines()[0])
    print(f"boards' points add up: {why.boards['points'].sum():.6f} = {why.difference:.6f}")
    print(f"load average at the end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
