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
# # 04 · Hybrid-point thresholds
#
# **What you will learn:** how a hybrid (Pachabo) teams match is scored: 2 HPs a board
# won, 1 a board drawn, and the remaining HPs shared by how big the aggregate swing is
# against the total points. Terms (HP, swing) are in the [glossary](glossary.md).
#
# White Book 161.7: the remaining HPs are shared by floor(total points / swing). Change the
# boards, the total points or the swing (type a number, or step it with the arrows).

# %%
import bridgekit as bk
from bridgekit.format import number
from bridgekit.widgets import HybridExplorer

HybridExplorer()

# %% [markdown]
# A four-board match with 2400 total points and a 300-point swing: 2400 / 300 = 8.

# %% tags=["nbval-check-output"]
explorer = HybridExplorer()
explorer.boards, explorer.total, explorer.swing = 4, 2400, 300
winner, loser = explorer.share
print(f"The remaining HPs are shared {number(winner)} to {number(loser)}")
print(bk.hybrid_table(4).to_string(index=False, float_format=number))

# %%
explorer

# %% [markdown]
# The sample match the explorer opens on, board by board:

# %% tags=["nbval-check-output"]
print(explorer.match_result.explain())
