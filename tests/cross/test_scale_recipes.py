"""docs/scale.md's recipes past one process, each equal to one process's answer on a small
archive: Dask (a local cluster) and Spark (a local session when pyspark is installed; its
pandas function, as Spark calls it, either way)."""

import os
import sys

import numpy as np
import pandas as pd
import pytest

import bridgekit as bk

pq = pytest.importorskip("pyarrow.parquet")

from bridgekit.archive import generated_season, write_archive  # noqa: E402
from bridgekit.pairs.partition import scored_ddl  # noqa: E402


@pytest.fixture(scope="module")
def archive(tmp_path_factory):
    """Twelve events of four boards at four tables, three events to a row group, and the
    archive scored in one call of one process."""
    path = tmp_path_factory.mktemp("scale") / "archive.parquet"
    season = generated_season(clubs=3, weeks=4, boards=4, tables=4)
    season["contract"] = season["contract"].astype(str)
    season.loc[5, "contract"] = "8S"  # a row in error travels with its reason
    write_archive(season, path, group_rows=48)
    return path, _in_order(bk.score_partition(pq.read_table(path).to_pandas()))


def _in_order(scored: pd.DataFrame) -> pd.DataFrame:
    """Rows in one order whatever the engine returned them in (the scoring depends on none)."""
    return scored.sort_values(["event", "board", "ns"]).reset_index(drop=True)


# dask's Parquet reader still calls reset_index(inplace=True), which pandas 3.1 deprecates
@pytest.mark.filterwarnings("ignore:The inplace keyword")
def test_dask_on_a_local_cluster_scores_as_one_process(archive):
    dd = pytest.importorskip("dask.dataframe")
    distributed = pytest.importorskip("distributed")
    path, one_process = archive
    # threads, not processes: the recipe's partitions are the same either way, and this
    # machine's two cores are shared
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster):
        parts = dd.read_parquet(path, split_row_groups=True)  # a partition per row group
        assert parts.npartitions == 4
        scored = parts.map_partitions(bk.score_partition, meta=bk.SCORED_META).compute()
    pd.testing.assert_frame_equal(_in_order(scored), one_process)
    assert one_process["error"].str.contains("'8S'").sum() == 1


def _spark_function(pdf: pd.DataFrame) -> pd.DataFrame:
    """What Spark's applyInPandas does with the function: a pandas frame of whole events in,
    its answer checked against the schema's columns out."""
    out = score(pdf)
    names = [part.split(" ")[0] for part in scored_ddl().split(", ")]
    assert list(out.columns) == names
    return out


def test_the_spark_function_on_buckets_of_events_scores_as_one_process(archive):
    path, one_process = archive
    rows = pq.read_table(path).to_pandas()
    # the recipe's buckets: events hashed into a few groups, each group scored in one call
    bucket = pd.util.hash_pandas_object(rows["event"].astype(str), index=False) % 5
    parts = [_spark_function(part.drop(columns="bucket"))
             for _, part in rows.assign(bucket=bucket.to_numpy()).groupby("bucket")]
    pd.testing.assert_frame_equal(_in_order(pd.concat(parts)), one_process)


def score(pdf: pd.DataFrame) -> pd.DataFrame:
    """The recipe's function: Spark wants one argument (the events' rows)."""
    return bk.score_partition(pdf)


# a local Spark session takes a minute and a half to start on a busy two-core machine: run
# with BRIDGEKIT_SPARK=1 (and pyspark installed); the function above is tested either way
@pytest.mark.skipif(not os.environ.get("BRIDGEKIT_SPARK"), reason="BRIDGEKIT_SPARK=1 runs it")
@pytest.mark.filterwarnings("ignore:.*PySpark does not yet fully support pandas")
@pytest.mark.filterwarnings("ignore:The copy keyword is deprecated")  # pyspark's toPandas
def test_spark_on_a_local_session_scores_as_one_process(archive, monkeypatch):
    pytest.importorskip("pyspark")
    monkeypatch.setenv("PYSPARK_PYTHON", sys.executable)  # the workers' Python: this one
    from pyspark.sql import SparkSession
    from pyspark.sql import functions as F

    path, one_process = archive
    spark = (SparkSession.builder.master("local[2]").appName("bridgekit")
             .config("spark.ui.enabled", "false")
             .config("spark.sql.execution.arrow.pyspark.enabled", "true").getOrCreate())
    try:
        events = spark.read.parquet(str(path))
        scored = (events.withColumn("bucket", F.abs(F.hash("event")) % 8)
                  # a lambda travels to Spark's workers by value (the test module does not)
                  .groupBy("bucket").applyInPandas(lambda pdf: bk.score_partition(pdf),
                                                   schema=scored_ddl())
                  .toPandas())
    finally:
        spark.stop()
    want = one_process.astype({"status": str, "movement": str})
    got = _in_order(scored).astype(want.dtypes.to_dict())
    pd.testing.assert_frame_equal(got, want)
    assert np.isfinite(got["ns_mp"]).sum() == len(got) - 1
