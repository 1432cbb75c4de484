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
# # 03 · Matchpoints v Neuberg
#
# **What you will learn:** why a board with a missing result is scaled up (Neuberg's
# formula), the older "old-style" way, and how a fouled board's small deviant group is
# scored. Terms are in the [glossary](glossary.md).
#
# Magic Contest's worked example: eleven results, one missing. Tick results out, turn one into a ruling, or put results in a deviant group, and compare plain, old-style, Neuberg and the small-group rule.

# %%
import bridgekit as bk
from bridgekit.format import fixed, percent
from bridgekit.widgets import NeubergComparison

NeubergComparison()

# %% [markdown]
# The same comparison as a table, matchpoints to one decimal:

# %% tags=["nbval-check-output"]
comparison = NeubergComparison()
print(comparison.comparison.to_string(float_format=fixed))

# %% tags=["nbval-check-output"]
board = [450] + [420] * 5 + [170] * 2 + [-50] * 2
print(bk.explain_board(board, normal=11))

# %% [markdown]
# ## A fouled board
#
# Seven tables played one deal, three another: each group is scored on its own and factored to the ten results.

# %% tags=["nbval-check-output"]
scores = [700, 600, 500, 400, 300, 200, 100, 90, 50, 10]
groups = ['A'] * 7 + ['B'] * 3
in_percent = {side: lambda pct: percent(pct, 1) for side in ("ns_pct", "ew_pct")}
print(bk.score_board(scores, groups=groups).to_string(float_format=fixed, formatters=in_percent))

# %% [markdown]
# ## A ruling
#
# An artificial score is a percentage of the full top; the real results are Neuberg-factored.
# Here the first result is replaced by average-plus to N-S (A60/40), in a comparison of its own.

# %% tags=["nbval-check-output"]
ruling = NeubergComparison()
ruling.statuses = ["A60/40", *ruling.statuses[1:]]
print(ruling.comparison.head(3).to_string(float_format=fixed))

# %%
ruling
