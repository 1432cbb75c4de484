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
# against the total points. Terms (HP, swing) are in the [glossary](../docs/glossary.md).
#
# White Book 161.7: the remaining HPs are shared by floor(total points / swing). Change the
# boards, the total points or the swing (type a number, or step it with the arrows).

# %%
import bridgekit as bk
from bridgekit.widgets import HybridExplorer

explorer = HybridExplorer()
explorer

# %% tags=["nbval-check-output"]
explorer.boards, explorer.total, explorer.swing = 4, 2400, 300
print(explorer.share)
print(bk.hybrid_table(4).to_string(index=False))

# %% tags=["nbval-check-output"]
print(explorer.match_result.explain())
