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
# # 07 · Double dummy and par
#
# **What you will learn:** how to read a double-dummy table (how many tricks each player
# would take as declarer in each strain if everyone could see all four hands), what *par*
# is (the result when both sides bid perfectly knowing that table), and how the field's
# results compare with it. Terms are in the [glossary](glossary.md).
#
# The boards come from bridgekit's sample hand records: a PBN file whose deals carry their
# double-dummy tables, as scoring programs print them on hand records.

# %%
import bridgekit as bk
from bridgekit.data import sample_path
from bridgekit.format import signed
from bridgekit.io import read_pbn
from bridgekit.widgets import DealDiagram

path = sample_path("sample_hands.pbn")
hands = bk.read_hand_records(path)
first = hands.iloc[0]
diagram = DealDiagram(first.deal, board=int(first.board), table=first.dd)
diagram

# %% [markdown]
# ## Reading the table
#
# Each row is a declarer, each column a strain. On board 1, East and West take 9 tricks in
# hearts, so 3♥ makes for them; North and South take 8 in spades, one short of 3♠.

# %% tags=["nbval-check-output"]
print(first.dd)

# %% [markdown]
# ## A sacrifice
#
# E-W can make 3♥ for +140. N-S bid 3♠ over it: doubled, one down, it costs them 100 —
# less than the 140 they would lose. E-W cannot gain by bidding 4♥, which goes down.

# %% tags=["nbval-check-output"]
print(bk.par(first.dd, first.vulnerability, first.dealer).explain())

# %% [markdown]
# ## A slam
#
# Board 2: West takes 12 tricks in hearts. N-S's cheapest sacrifice, 7♦ doubled, would go
# down eight: far more than the slam is worth.

# %% tags=["nbval-check-output"]
slam = hands.iloc[1]
slam_diagram = DealDiagram(slam.deal, board=int(slam.board), table=slam.dd)
print(slam_diagram.par.explain())

# %%
slam_diagram

# %% [markdown]
# ## Any deal, any file
#
# Paste a deal into the box (PBN's `N:` form) and its table and par are worked out afresh
# (this needs bridgekit's `analysis` extra; without it the tab says so), or open a hand-record
# file and walk its boards with Next and Previous.

# %%
DealDiagram(hand_records=hands)

# %% [markdown]
# ## The field against par
#
# Each result's N-S score minus par, in points and in IMPs; a note where declarer took two
# or more tricks more or fewer than double dummy, or made a contract double dummy beats.

# %% tags=["nbval-check-output"]
scored = bk.score_event(read_pbn(path))
compared = bk.vs_par(scored, hands)
print(compared[["board", "contract", "declarer", "result", "ns_score", "par", "vs_par",
                "vs_par_imps"]].to_string(index=False, formatters={
                    "ns_score": signed, "par": signed, "vs_par": signed, "vs_par_imps": signed}))
print(bk.explain_vs_par(compared, 3))
