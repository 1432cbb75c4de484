"""Write the sample events shipped in bridgekit/data/ (deterministic; run from the repo root).

    python scripts/make_samples.py

The pairs event: a 7-table Mitchell over 28 boards (4 a round, 7 rounds) in which
East-West pair 7 did not come, so one North-South pair sits out each round
(6.5 tables); board 11 was fouled at two tables (scoring group "B"); board 17 had
a ruling (A60/40); board 23 a weighted score (40% of 3NT-1 by W, 60% of 3H= by W). The teams event: six teams, an
all-play-all of five rounds of 3-board matches, scored like the Pachabo.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd

from bridgekit import HandResult, board_vulnerability, ns_score
from bridgekit.contract import Contract, Doubling, Strain

OUT = Path(__file__).resolve().parents[1] / "bridgekit" / "data"
SEATS = {"NS": ("N", "S"), "EW": ("E", "W")}


def board_plan(rng: np.random.Generator, board: int):
    """A 'par' contract for the board and how the field varies around it."""
    side = "NS" if rng.random() < 0.55 else "EW"
    strain = rng.choice([Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES,
                         Strain.NOTRUMP], p=[0.12, 0.12, 0.25, 0.25, 0.26])
    kind = rng.choice(["part", "game", "slam"], p=[0.45, 0.47, 0.08])
    game_level = {Strain.CLUBS: 5, Strain.DIAMONDS: 5, Strain.HEARTS: 4, Strain.SPADES: 4,
                  Strain.NOTRUMP: 3}[strain]
    level = {"part": int(rng.integers(1, 4)) if strain is not Strain.NOTRUMP else
             int(rng.integers(1, 3)), "game": game_level, "slam": 6}[kind]
    level = min(level, game_level) if kind == "part" else level
    tricks = level + 6 + int(rng.choice([-1, 0, 0, 1, 1, 2]))
    return side, strain, level, min(tricks, 13)


def table_result(rng, plan, board):
    side, strain, level, tricks = plan
    r = rng.random()
    if r < 0.62:
        c_level, c_strain, t = level, strain, tricks + int(rng.choice([-1, 0, 0, 0, 1]))
        doubling = Doubling.UNDOUBLED
    elif r < 0.80:  # one level lower or higher
        c_level = max(1, min(7, level + int(rng.choice([-1, 1]))))
        c_strain, t, doubling = strain, tricks + int(rng.choice([-1, 0, 0])), Doubling.UNDOUBLED
    elif r < 0.92:  # another strain
        others = [s for s in Strain if s is not strain]
        c_strain = others[int(rng.integers(len(others)))]
        c_level = max(1, level - 1) if c_strain is not Strain.NOTRUMP else max(1, min(level, 3))
        t = c_level + 6 + int(rng.choice([-2, -1, 0, 0, 1]))
        doubling = Doubling.UNDOUBLED
    else:  # the opponents compete and are doubled
        side = "EW" if side == "NS" else "NS"
        c_strain = [s for s in Strain if s not in (strain, Strain.NOTRUMP)][int(rng.integers(3))]
        c_level = min(7, max(level, 2) + (0 if c_strain.value > strain.value else 1))
        t = c_level + 6 - int(rng.integers(1, 4))
        doubling = Doubling.DOUBLED
    t = max(0, min(13, t))
    contract = Contract(c_level, c_strain, doubling)
    declarer = SEATS[side][int(rng.integers(2))]
    hand = HandResult(contract, None, t)
    return str(contract), declarer, hand.relative


def pairs_event(seed: int = 20261129) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    tables, rounds, per_round = 7, 7, 4
    boards = tables * per_round
    plans = {b: board_plan(rng, b) for b in range(1, boards + 1)}
    rows = []
    for r in range(rounds):
        for t in range(tables):
            ew = (t - r) % tables + 1
            if ew == 7:  # East-West pair 7 did not come: a sit-out
                continue
            board_set = (t + r) % tables
            for k in range(per_round):
                board = board_set * per_round + k + 1
                contract, declarer, result = table_result(rng, plans[board], board)
                leads = ["SA", "HK", "DQ", "C2", "S5", "H3", "DJ", "CK"]
                rows.append({"board": board, "round": r + 1, "table": t + 1, "ns": t + 1,
                             "ew": ew, "contract": contract, "declarer": declarer,
                             "result": result, "lead": leads[int(rng.integers(len(leads)))],
                             "ns_score": "", "group": ""})
    df = pd.DataFrame(rows).sort_values(["board", "round"], kind="stable").reset_index(drop=True)
    # board 11 fouled at the two last tables to play it: a second scoring group
    fouled = df.index[df.board == 11][-2:]
    df.loc[fouled, "group"] = "B"
    df.loc[fouled[0], ["contract", "declarer", "result"]] = ["3NT", "E", "+1"]
    df.loc[fouled[1], ["contract", "declarer", "result"]] = ["4S", "W", "-1"]
    # board 17: a ruling, 60% to N-S and 40% to E-W
    ruled = df.index[df.board == 17][2]
    df.loc[ruled, ["contract", "declarer", "result", "lead"]] = ["", "", "", ""]
    df.loc[ruled, "ns_score"] = "A60/40"
    # board 23: a weighted score, 40% of 3NT-1 by W and 60% of 3H= by W
    weighted = df.index[df.board == 23][1]
    vul = board_vulnerability(23)
    s1 = ns_score("3NT", "W", 8, vul)
    s2 = ns_score("3H", "W", 9, vul)
    df.loc[weighted, ["contract", "declarer", "result", "lead"]] = ["", "", "", ""]
    df.loc[weighted, "ns_score"] = f"40%{s1:+d} 60%{s2:+d}"
    return df


def teams_event(seed: int = 1893) -> pd.DataFrame:
    """Six teams, all-play-all, five rounds of three boards (a Pachabo-style event)."""
    rng = np.random.default_rng(seed)
    teams = ["Acol", "Benjamin", "Crowhurst", "Diamond", "Easley", "Fenton"]
    n = len(teams)
    # the circle method: team 0 stays, the rest rotate
    rows = []
    others = list(range(1, n))
    for r in range(n - 1):
        order = [0, *others]
        pairs = [(order[i], order[n - 1 - i]) for i in range(n // 2)]
        for m, (h, a) in enumerate(pairs):
            if r % 2 == 1:
                h, a = a, h
            for k in range(3):
                board = 3 * r + k + 1
                plan = board_plan(np.random.default_rng(seed * 100 + board), board)
                scores = []
                for _ in range(2):
                    contract, declarer, result = table_result(rng, plan, board)
                    hr = HandResult.parse(f"{contract}{result} {declarer}")
                    scores.append(ns_score(hr.contract, hr.declarer, hr.tricks,
                                           board_vulnerability(board)))
                rows.append({"round": r + 1, "match": m + 1, "home": teams[h], "away": teams[a],
                             "board": board, "table1_ns": scores[0], "table2_ns": scores[1]})
        others = others[-1:] + others[:-1]
    return pd.DataFrame(rows)


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    pairs_event().to_csv(OUT / "sample_pairs.csv", index=False)
    teams_event().to_csv(OUT / "sample_teams.csv", index=False)
    print("wrote", OUT / "sample_pairs.csv", "and", OUT / "sample_teams.csv")
