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
# # 02 · The traveller
#
# **What you will learn:** how a traveller becomes matchpoints — each result earns 2 for
# every score it beats and 1 for every score it ties — and how a session's percentages are
# made. Terms (traveller, matchpoint, top) are in the [glossary](glossary.md).
#
# Type a board's results; the N-S score, matchpoints and percentages follow every edit. A
# row in error says why, next to it, and keeps what was typed.

# %%
import bridgekit as bk
from bridgekit.format import fixed, number, percent, signed
from bridgekit.widgets import TravellerEditor

editor = TravellerEditor(board=7)
editor.load_sample()
editor

# %% [markdown]
# Driving it as a student would: the same board in a second traveller, its first result
# changed to one down and a row added with a contract that cannot be bid. Scores are printed
# as players write them (+90, -100), matchpoints to one decimal, percentages with a % sign.

# %% tags=["nbval-check-output"]
edited = TravellerEditor(board=7)
edited.load_sample()
edited.rows[0].result = "-1"
bad = edited.add_row({"ns": 9, "ew": 9, "contract": "8S", "declarer": "N", "result": "="})
scored = edited.results[edited.results.error == ""]
print(scored[["ns", "ew", "contract", "declarer", "result", "ns_score", "ns_mp", "ns_pct"]]
      .to_string(index=False, formatters={"ns_score": signed, "ns_mp": fixed,
                                          "ns_pct": lambda pct: percent(pct, 1)}))
print("The added row:", edited.results.error.iloc[-1])

# %%
edited

# %% [markdown]
# ## The whole sample event
#
# A 6½-table Mitchell: one N-S pair sits out each round, so N-S pairs are ranked by percentage.

# %% tags=["nbval-check-output"]
event = bk.load_sample_event()
ranking = bk.rank_pairs(bk.score_event(event))
print(ranking.to_string(index=False, formatters={"total": fixed, "max": number,
                                                 "pct": percent}))
