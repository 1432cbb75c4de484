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
# made. Terms (traveller, matchpoint, top) are in the [glossary](../docs/glossary.md).
#
# Type a board's results; the N-S score, matchpoints and percentages follow every edit. A
# row in error says why, next to it, and keeps what was typed.

# %%
import bridgekit as bk
from bridgekit.widgets import TravellerEditor

editor = TravellerEditor(board=7)
editor.load_sample()
editor

# %% [markdown]
# Driving it as a student would: change one result, add a bad row.

# %% tags=["nbval-check-output"]
editor.rows[0].result = "-1"
bad = editor.add_row({"ns": 9, "ew": 9, "contract": "8S", "declarer": "N", "result": "="})
print(editor.results[["ns", "ew", "contract", "declarer", "result", "ns_score", "ns_mp", "ns_pct"]].round(1).to_string(index=False))
print(editor.results.error.tolist())

# %% [markdown]
# ## The whole sample event
#
# A 6½-table Mitchell: one N-S pair sits out each round, so N-S pairs are ranked by percentage.

# %% tags=["nbval-check-output"]
event = bk.load_sample_event()
scored = bk.score_event(event)
print(bk.rank_pairs(scored).round(2).to_string(index=False))
