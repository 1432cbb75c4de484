# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 08 · Sections and simultaneous pairs
#
# **What you will learn:** why a pair can come top at its club with 56% and have only 48%
# on the overall scoring of a simultaneous pairs. The same results are scored two ways:
# within each club (each its own top) and across the field (every result of a board
# compared with every other), and bridgekit says board by board what moved the pair.
# Terms are in the [glossary](glossary.md).

# %%
import numpy as np
import pandas as pd

import bridgekit as bk
from bridgekit.format import percent
from bridgekit.pairs import rank_sections
from bridgekit.widgets import ClubVersusFieldView

# %% [markdown]
# ## A small sim, made with a seeded generator
#
# Four clubs play the same twelve boards, each a Mitchell of four to six tables. Every
# board's results come from a spread the whole field shares, and each club leans its own
# way: one club bids the slams, another stops in game. The seed makes the sim the same
# every time the notebook runs.

# %%
rng = np.random.default_rng(8)
PLAYS = [("4S", 10, "NS"), ("4S", 11, "NS"), ("3NT", 9, "NS"), ("2S", 9, "NS"),
         ("4S", 9, "NS"), ("6S", 12, "NS"), ("5DX", 9, "EW")]
BOARDS = 12
tables = rng.integers(4, 7, 4)


def ns_score(board, play):
    contract, tricks, side = PLAYS[play]
    vulnerable = bk.board_vulnerability(board).name in ("BOTH", side)
    score = bk.duplicate_score(contract, tricks=tricks, vulnerable=vulnerable)
    return score if side == "NS" else -score


shared = rng.dirichlet(np.ones(len(PLAYS)), BOARDS)  # the field's spread, board by board
rows = []
for club, n in enumerate(tables, 1):
    lean = rng.dirichlet(np.full(len(PLAYS), 0.5))  # the club's own way
    for board in range(1, BOARDS + 1):
        chances = 0.6 * shared[board - 1] + 0.4 * lean
        for table in range(1, n + 1):
            play = rng.choice(len(PLAYS), p=chances / chances.sum())
            rows.append({"section": f"Club {club}", "board": board, "ns": table,
                         "ew": table % n + 1, "ns_score": ns_score(board, play)})
sim = pd.DataFrame(rows)

# %% tags=["nbval-check-output"]
print(sim.groupby("section").size().to_string())
print(f"{len(sim)} results on {sim.board.nunique()} boards")

# %% [markdown]
# ## Scored both ways
#
# `by="section"` matchpoints each board within each club; clubs of different sizes are
# brought to one top by Neuberg's formula. `by="field"` compares every result of a board
# with every other, whatever its club. Pair 1 of one club is not pair 1 of another: the
# pair is its club and number.

# %%
club = bk.score_sections(sim, by="section", factoring="neuberg")
field = bk.score_sections(sim, by="field")
at_club = rank_sections(club, over="section")
overall = rank_sections(field, over="field")

# %% tags=["nbval-check-output"]
both = at_club.merge(overall, on=["section", "direction", "pair"], suffixes=("_club", "_field"))
both["moved"] = both["pct_club"] - both["pct_field"]
both = both.sort_values("moved", key=abs, ascending=False, ignore_index=True)
for r in both.head(5).itertuples():
    print(f"{r.section} {r.direction} {r.pair}: {percent(r.pct_club)} at the club, "
          f"{percent(r.pct_field)} overall")

# %% [markdown]
# ## The biggest mover, explained
#
# For the pair whose two percentages differ most: each board's matchpoints at the club and
# across the field, the boards that moved it most first, and the known causes the results
# show (an extra board, a club that did not factor, a sit-out entered as a pass). The
# boards' points add up to the difference.

# %% tags=["nbval-check-output"]
top = both.iloc[0]
why = bk.explain_club_v_field(club, field, top.section, top.pair, direction=top.direction)
print(why)
print(f"the boards add up to {why.boards['points'].sum():+.2f} points")

# %% [markdown]
# ## The Club v field view
#
# Pick a club and a pair: its two percentages, the boards that moved it, and each board's
# frequency tables at the club and across the field, side by side. It opens on the sim above;
# a file of several sections (USEBIO, PBN, an ACBL game page) opens with its button.

# %%
view = ClubVersusFieldView()
view.load(sim, "the sim above")
view.section = top.section
view.pair = f"{top.direction} {top.pair}"
view

# %% tags=["nbval-check-output"]
print(view.answer.pair, percent(view.answer.club_pct), percent(view.answer.field_pct))
