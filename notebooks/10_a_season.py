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
# # 10 · A season: many events, one archive
#
# **What you learn:** how a federation keeps a season — every club's every session — as one
# Parquet *archive*, scores it all in one pass without holding it in memory, and then asks it
# questions: each pair's season percentage, the best sessions, how a board went across clubs,
# one player's history. The words are in the [glossary](glossary.md).
#
# This needs the `archive` extra (`pip install 'duplicate-bridge-scoring[archive]'`: pyarrow
# for Parquet, DuckDB for the questions).

# %% [markdown]
# ## A made-up season
#
# Eighty clubs each play a Mitchell of 8 tables and 24 boards every week for a year: 4,160
# events and about 800,000 results (kept below a federation's millions so that the notebook
# runs in seconds; the code is the same for a hundred million). `generated_season` makes it
# with numpy in a second; in real life `read_events(folder, "season.parquet")` builds the archive from the
# clubs' own results files (PBN, USEBIO, CSV, saved ACBL pages), one row group per event,
# and lists any file it could not read.

# %% tags=["nbval-check-output"]
import tempfile
from pathlib import Path

import pyarrow.parquet as pq

import bridgekit as bk
from bridgekit.archive import (
    best_scores,
    generated_season,
    player_history,
    score_parquet,
    season_frequencies,
    season_percentages,
    write_archive,
)

folder = Path(tempfile.mkdtemp())
season = generated_season(clubs=80, weeks=52, boards=24, tables=8)
write_archive(season, folder / "season.parquet")
print(f"{len(season):,} results in {season['event'].nunique():,} events")
print(season.head(3).to_string(index=False))

# %% [markdown]
# ## Scoring it, a batch of whole events at a time
#
# The archive's one rule: **each event lies whole in one row group**, so that a batch of row
# groups holds whole events. `score_parquet` reads about a million rows at a time, scores
# every event in the batch in one call (`bk.score_partition`: each event exactly as
# `bk.score_event` would score it alone — its own movement, its own tops) and writes the
# scored rows. Its memory is that of one batch, however long the season. On the command
# line: `bridgekit archive score season.parquet scored.parquet`.

# %%
rows = score_parquet(folder / "season.parquet", folder / "scored.parquet")
scored = pq.ParquetFile(folder / "scored.parquet")

# %% tags=["nbval-check-output"]
print(f"{rows:,} rows scored")
print(scored.schema_arrow.names == list(bk.SCORED_META.columns))
first = scored.read_row_group(0).to_pandas()
print(first[["event", "board", "ns", "ew", "contract", "result", "ns_score", "ns_mp",
             "ns_pct", "status"]].head(4).to_string(index=False))

# %% [markdown]
# Every row keeps its reason when it could not be scored (`error`), and its event's
# movement; nothing is dropped.
#
# ## The season's questions
#
# DuckDB reads the scored Parquet file directly (no server, nothing loaded first). Each pair's
# season percentage is its sessions' percentages weighted by the boards it played in each: a
# pair that played 24 boards at 60% and 12 at 45% has (24 × 60 + 12 × 45) / 36 = 55%.

# %% tags=["nbval-check-output"]
table = season_percentages(folder / "scored.parquet", min_events=20)
print(table.head(5).to_string(index=False, float_format=lambda x: f"{x:.2f}"))

# %% [markdown]
# The ten best sessions of the year, and how board 1 went across the clubs (each N-S score,
# how often, at how many clubs):

# %% tags=["nbval-check-output"]
print(best_scores(folder / "scored.parquet", 10).to_string(
    index=False, float_format=lambda x: f"{x:.2f}"))

# %% tags=["nbval-check-output"]
print(season_frequencies(folder / "scored.parquet", board=1).to_string(
    index=False, float_format=lambda x: f"{x:.1f}"))

# %% [markdown]
# And one player's year, session by session (the name is found in the pair's names):

# %% tags=["nbval-check-output"]
history = player_history(folder / "scored.parquet", "Eva Jansen")
print(f"{len(history)} sessions; the first three:")
print(history.head(3).to_string(index=False, float_format=lambda x: f"{x:.2f}"))

# %% [markdown]
# ## Past one machine
#
# The same function scores a partition of whole events anywhere: with Dask,
# `dd.read_parquet(path, split_row_groups=True).map_partitions(bk.score_partition,
# meta=bk.SCORED_META)`; with Spark, `groupBy(bucket).applyInPandas(...)`.
# `docs/scale.md` has both recipes, tested equal to one process, and says which to use when.
