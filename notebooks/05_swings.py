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
# # 05 · Swings in a teams match
#
# **What you will learn:** how a teams match adds up board by board — the swing on each
# board, in points and in IMPs — and how the same match reads by board-a-match and by
# hybrid points. Terms (swing, IMP, VP, BAM) are in the [glossary](glossary.md).
#
# The sample teams event: per-board swings, the running IMP score, and the same match by board-a-match and hybrid points.

# %%
import bridgekit as bk
from bridgekit.format import fixed, number
from bridgekit.widgets import SwingChart

SwingChart()

# %% [markdown]
# The same match with the swings in points rather than IMPs:

# %% tags=["nbval-check-output"]
chart = SwingChart()
chart.unit = "points"
print(chart.match_result.explain())

# %%
chart

# %% [markdown]
# The whole event, ranked by hybrid points and by victory points:

# %% tags=["nbval-check-output"]
matches = bk.score_teams_event(bk.load_sample_teams())
print(bk.rank_teams(matches, by='hp').to_string(index=False, formatters={"total": number}))
print(bk.rank_teams(matches, by='vp').to_string(index=False,
                                                formatters={"total": lambda vp: fixed(vp, 2)}))
