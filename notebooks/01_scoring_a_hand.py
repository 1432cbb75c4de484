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
# # 01 · Scoring a hand
#
# **What you will learn:** how the score of one hand is made up — trick score, bonuses,
# overtricks and penalties — and how vulnerability changes it. Terms are in the [glossary](glossary.md).
#
# bridgekit itemises a score the way a teacher writes it on the board, by today's Laws of
# Duplicate Bridge (Law 77) unless asked for the older table.

# %%
import bridgekit as bk

# %% tags=["nbval-check-output"]
print(bk.score_breakdown("4SX", 8, vulnerable=True, declarer="N"))
print(bk.score_breakdown("4H", 11, vulnerable=False, declarer="S"))
print(bk.score_breakdown("6NTX", 12, vulnerable=True, declarer="W"))

# %% tags=["nbval-check-output"]
print(bk.score_breakdown("3NT", 10, vulnerable=True, declarer="S").explain())

# %% [markdown]
# ## What changed in the Laws
#
# The older printing of the score table gave a made redoubled contract the same 50 as a doubled one; today it is 100.

# %% tags=["nbval-check-output"]
for laws in ("current", "old"):
    print(laws, bk.duplicate_score("2SXX", 8, vulnerable=False, laws=laws))

# %% [markdown]
# ## Score it yourself
#
# Pick a contract, declarer, result and vulnerability.

# %%
from bridgekit.widgets import HandScorer, VulnerabilityQuiz

HandScorer()

# %% [markdown]
# Six no trumps doubled by North, three down, North-South vulnerable: the same scorer with
# those picked.

# %% tags=["nbval-check-output"]
doubled = HandScorer(contract="6NTX", result="-3", vulnerability="NS")
print(doubled.breakdown.explain())

# %%
doubled

# %% [markdown]
# ## A vulnerability quiz
#
# Who deals, and who is vulnerable? Pick both, then Check; "?" is no answer yet, and is not
# counted.

# %%
VulnerabilityQuiz(board=7, seed=1)

# %% [markdown]
# A student answers board 7: South deals, both sides vulnerable. A check with nothing picked
# is not counted.

# %% tags=["nbval-check-output"]
answered = VulnerabilityQuiz(board=7)
print("Nothing picked:", "not counted" if answered.answer() is None else "counted",
      f"({answered.right} of {answered.asked})")
answered.dealer, answered.vulnerable = "S", "Both"
print("South, both vulnerable:", "right" if answered.answer() else "wrong",
      f"({answered.right} of {answered.asked})")

# %%
answered

# %% [markdown]
# The answers for a few more boards:

# %%
boards = [3, 7, 10, 13, 22]
print("Boards:", boards)

# %% tags=["nbval-check-output"]
for board in boards:
    print(f'board {board:2}: dealer {bk.board_dealer(board)}, '
          f'vulnerable {bk.board_vulnerability(board)}')

# %% tags=["nbval-check-output"]
print(bk.is_possible_score(430, vulnerable=True), bk.is_possible_score(430, vulnerable=False))

# %% [markdown]
# ## Rubber bridge
#
# At rubber bridge only the tricks bid and made count towards a game ("below the line");
# everything else goes "above the line". The sheet says which bonus applied and why.

# %% tags=["nbval-check-output"]
rubber = (bk.Rubber().record("4S", "N", 10).record("3NT", "E", 9)
          .record("2H", "S", 9).record("3NT", "S", 9))
print(rubber.sheet())
