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
# # 06 · For directors
#
# **What you will learn:** how to explain a fouled board, a weighted score and a
# tie-break to a player who doubts them: every line says what was compared, which rule
# applied, and the arithmetic with the numbers put in, so it can be read out at the table.
# Terms are in the [glossary](glossary.md).

# %%
import bridgekit as bk
from bridgekit.format import percent, signed
from bridgekit.widgets import TravellerEditor

event = bk.load_sample_event()

# %% [markdown]
# ## Board 11 was fouled at two tables
#
# Two results of six, a third of the board: the EBU's small-group rule (White Book 4.2.3.3) gives 65% and 55%.

# %% tags=["nbval-check-output"]
print(bk.explain_event_board(event, 11, method='ebu'))

# %% [markdown]
# The same board in the traveller editor, scored the EBU's way:

# %%
editor = TravellerEditor(board=11, method='ebu')
editor.load_sample()
editor

# %% tags=["nbval-check-output"]
print(editor.results[['ns', 'ew', 'ns_score', 'ns_pct', 'ew_pct']].to_string(
    index=False, formatters={'ns_score': signed, 'ns_pct': lambda pct: percent(pct, 1),
                             'ew_pct': lambda pct: percent(pct, 1)}))

# %% [markdown]
# ## Board 23 had a weighted score
#
# Law 12C1(c): 40% of 3NT-1 by West and 60% of 3H= by West. Each part meets the other results, then is weighted.

# %% tags=["nbval-check-output"]
print(bk.explain_event_board(event, 23))

# %% [markdown]
# ## A tie in the teams event
#
# Acol and Easley finish level on hybrid points. White Book 143.7.1 (a): their match decides.

# %% tags=["nbval-check-output"]
teams = bk.load_sample_teams()
print(bk.break_teams_tie(teams, 'Acol', 'Easley').explain())

# %% [markdown]
# White Book 143.6's own Pachabo example: 5 HPs each, the point-a-board element level, and one team won the aggregate by 10.

# %% tags=["nbval-check-output"]
m = bk.Meeting(5, 5, at_stake=10, a_boards=3, b_boards=3, margin=10, boards=3)
print(bk.break_tie(bk.TieRecord('A'), bk.TieRecord('B'), [m], hybrid=True).explain())
