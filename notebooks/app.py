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
#   title: bridgekit
# ---

# %% [markdown]
# # bridgekit

# %%
from bridgekit.widgets import app

page = app()
page

# %%
page.follow_visitor()  # a kernel made ready before its visitor: the visitor's language
