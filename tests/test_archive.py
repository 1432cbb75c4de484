"""A season kept as Parquet: built from results files, scored a batch of whole events at a
time, asked questions with DuckDB."""

import shutil
import tempfile
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit as bk

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")
pytest.importorskip("duckdb")

from bridgekit.archive import (  # noqa: E402  (after the extra's check)
    ARCHIVE_COLUMNS,
    best_scores,
    generated_season,
    player_history,
    read_events,
    score_parquet,
    season_frequencies,
    season_percentages,
    write_archive,
)
from bridgekit.cli import main  # noqa: E402
from bridgekit.errors import FileFormatError  # noqa: E402

PROGRAMS = Path(__file__).parent / "data" / "programs"


def test_an_archive_from_a_folder_of_results_files(tmp_path):
    folder = tmp_path / "season"
    (folder / "autumn").mkdir(parents=True)
    for name in ("ruter.pbn", "compscore-mp-mitchell.xml", "acbl-club-game.html"):
        shutil.copy(PROGRAMS / name, folder / "autumn" / name)
    (folder / "broken.pbn").write_bytes(b"\x00\x01 not a results file")
    (folder / "notes.txt").write_text("not read: not a results file's ending")
    report = read_events(folder, tmp_path / "season.parquet")
    assert report["path"].map(lambda p: Path(p).name).tolist() == [
        "acbl-club-game.html", "compscore-mp-mitchell.xml", "ruter.pbn", "broken.pbn"]
    assert report["events"].tolist() == [2, 1, 1, 0]  # the ACBL game has sections A and B
    assert (report["problem"].iloc[:3] == "").all()
    assert report["problem"].iloc[3] != ""  # reported, not dropped without a word
    archive = pq.ParquetFile(tmp_path / "season.parquet")
    assert archive.num_row_groups == 4 and archive.metadata.num_rows == report["rows"].sum()
    assert archive.schema_arrow.names == list(ARCHIVE_COLUMNS)
    rows = archive.read().to_pandas()
    first = rows.groupby("event", sort=False).first()
    assert first.index.tolist() == ["autumn/acbl-club-game.html #A",
                                    "autumn/acbl-club-game.html #B",
                                    "autumn/compscore-mp-mitchell.xml", "autumn/ruter.pbn"]
    assert first.loc["autumn/acbl-club-game.html #A", "club"] == \
        "Riverside Duplicate Bridge Club"
    # the game's 03/11/2025 (an ACBL date, month first) kept as the pages show it
    assert first.loc["autumn/acbl-club-game.html #A", "date"] == "2025-03-11"
    assert first.loc["autumn/ruter.pbn", "event_name"] == "Club pairs"
    assert first.loc["autumn/compscore-mp-mitchell.xml", "format"] == "usebio"


def test_a_teams_file_is_reported_not_archived_as_blank_pairs_rows(tmp_path):
    # before: its 12 boards were written as 12 pairs rows with no pairs and no results
    # (scored "not played"), the report saying the file was read
    report = read_events([PROGRAMS / "ebuscoreteams-pab.xml", PROGRAMS / "ruter.pbn"],
                         tmp_path / "season.parquet")
    assert report["events"].tolist() == [0, 1] and report["rows"].tolist() == [0, 8]
    assert "a teams event" in report["problem"].iloc[0] and report["problem"].iloc[1] == ""
    assert pq.ParquetFile(tmp_path / "season.parquet").metadata.num_rows == 8


def test_a_files_scoring_groups_are_archived_and_scored(tmp_path):
    # board 1 misduplicated: three tables played one version, two another (group B). Before,
    # the group was not archived and the five results were compared as one: 420 scored 6
    # of 8 (75%) where, compared within its group and factored, it scores 4 (50%)
    (tmp_path / "groups.csv").write_text(
        "board,ns,ew,contract,declarer,result,group\n1,1,11,4S,N,=,\n1,2,12,4S,N,-1,\n"
        "1,3,13,4S,N,+1,\n1,4,14,2H,S,=,B\n1,5,15,2H,S,+1,B\n")
    read_events([tmp_path / "groups.csv"], tmp_path / "season.parquet")
    score_parquet(tmp_path / "season.parquet", tmp_path / "scored.parquet")
    scored = pq.read_table(tmp_path / "scored.parquet").to_pandas()
    alone = bk.score_event(bk.io.read_event(tmp_path / "groups.csv"))
    np.testing.assert_allclose(scored["ns_mp"], alone["ns_mp"])
    assert scored["ns_pct"].iloc[0] == 50


def test_each_file_is_archived_as_every_door_scores_it(tmp_path):
    # the archive scored every event Neuberg on the EBU scale, each section apart: six files'
    # percentages differed from the file's own scoring (BriAn's plain matchpoints, EBUScore's
    # N of the most results, ScoreBridge's ties, two fields of sections, NZ Bridge Scorer's
    # field), and the ACBL game's were on the EBU scale
    report = read_events(PROGRAMS, tmp_path / "season.parquet")
    score_parquet(tmp_path / "season.parquet", tmp_path / "scored.parquet")
    scored = pq.read_table(tmp_path / "scored.parquet").to_pandas()
    archived = report[report["events"] > 0]["path"].map(lambda p: Path(p).name)
    assert len(archived) == 18
    for name in archived:
        mine = scored[scored["event"].str.split(" #").str[0] == name]
        rows = bk.event_result(bk.io.read_event(PROGRAMS / name)).rows
        assert len(mine) == len(rows), name
        for side in ("ns_pct", "ew_pct"):
            np.testing.assert_allclose(np.sort(mine[side].dropna()), np.sort(rows[side].dropna()),
                                       err_msg=f"{name} {side}")
    acbl = scored[scored["event"].str.startswith("acbl-club-game.html")]
    assert (acbl["top"] == 3).all()  # 4 results a board: 1 a score beaten (was 6: 2 on the EBU's)
    # a field of sections is one event, each pair its section's
    overall = scored[scored["event"] == "ebuscore-overall.xml"]
    assert {"A1", "B1"} <= set(overall["ns"])
    # a file's sessions are events of their own, as its sections scored apart are
    assert set(scored["event"][scored["event"].str.startswith("ebuscore-two-sessions")]) == {
        "ebuscore-two-sessions.xml #1", "ebuscore-two-sessions.xml #2"}
    # files scored at IMPs or as teams are said, not scored at matchpoints
    said = report.set_index(report["path"].map(lambda p: Path(p).name))["problem"]
    assert said["magic-contest-butler.pbn"].startswith("scored at IMPs (butler)")
    assert said["pianola-cross-imps.xml"].startswith("scored at IMPs (cross-imps)")


def test_a_folder_with_a_bridgemate_database_archives_its_night(tmp_path):
    # the folder's bridgemate-2026-01-26.bws: 270 rows (`bridgekit score`: 264 results on 27
    # boards), read by every other door, was neither archived nor said in the report
    report = read_events(PROGRAMS, tmp_path / "season.parquet")
    said = report.set_index(report["path"].map(lambda p: Path(p).name))
    assert said.loc["bridgemate-2026-01-26.bws", ["events", "rows", "problem"]].tolist() == \
        [1, 270, ""]
    score_parquet(tmp_path / "season.parquet", tmp_path / "scored.parquet")
    scored = pq.read_table(tmp_path / "scored.parquet").to_pandas()
    night = scored[scored["event"] == "bridgemate-2026-01-26.bws"]
    rows = bk.event_result(bk.io.read_event(PROGRAMS / "bridgemate-2026-01-26.bws")).rows
    np.testing.assert_allclose(np.sort(night["ns_pct"]), np.sort(rows["ns_pct"]))


def test_an_events_own_settings_are_its_own_unless_told(tmp_path):
    df = pd.DataFrame({"event": ["A"] * 3 + ["B"] * 3, "board": 1, "ns": [1, 2, 3] * 2,
                       "ew": [4, 5, 6] * 2, "contract": "4S", "declarer": "N",
                       "result": ["=", "-1", "-2"] * 2, "scale": ["ebu"] * 3 + ["acbl"] * 3,
                       "method": ["", "", "", "plain", "plain", "plain"]})
    own = bk.score_partition(df)
    assert own["ns_mp"].tolist() == [4, 2, 0, 2, 1, 0] and own["top"].tolist() == [4] * 3 + [2] * 3
    told = bk.score_partition(df, scale="ebu")  # a keyword option wins over the rows' own
    assert told["ns_mp"].tolist() == [4, 2, 0] * 2


def test_the_command_scores_each_event_as_its_own_unless_told(tmp_path, capsys):
    # before: --scale ebu and --method neuberg were the command's defaults, over every file's
    read_events([PROGRAMS / "acbl-club-game.html"], tmp_path / "game.parquet")
    for told, top in (([], 3), (["--scale", "ebu"], 6)):
        assert main(["archive", "score", *told, str(tmp_path / "game.parquet"),
                     str(tmp_path / "scored.parquet")]) == 0
        assert (pq.read_table(tmp_path / "scored.parquet")["top"].to_numpy() == top).all()


def _season(tmp_path, **size):
    season = generated_season(**size)
    path = tmp_path / "archive.parquet"
    write_archive(season, path, group_rows=50)
    return season, path


def test_streamed_in_batches_as_scored_in_one_call(tmp_path):
    _, path = _season(tmp_path, clubs=3, weeks=4, boards=4, tables=4)  # 192 rows
    assert pq.ParquetFile(path).num_row_groups == 3  # 12 events of 16 rows, groups of 64
    seen = []
    rows = score_parquet(path, tmp_path / "scored.parquet", chunk_rows=100,
                         progress=lambda done, total: seen.append((done, total)))
    assert rows == 192 and seen == [(64, 192), (128, 192), (192, 192)]  # 100 rows: 1 group
    scored = pq.read_table(tmp_path / "scored.parquet").to_pandas()
    whole = bk.score_partition(pq.read_table(path).to_pandas())
    pd.testing.assert_frame_equal(scored, whole)
    assert pq.read_schema(tmp_path / "scored.parquet").equals(bk.SCORED_SCHEMA)
    # 4 tables: each board's top is 6; every event is a Mitchell of its own
    assert (scored["top"] == 6).all() and (scored["movement"] == "mitchell").all()


def test_an_event_split_across_row_groups_is_named(tmp_path):
    season = generated_season(clubs=1, weeks=2, boards=4, tables=4)  # two events of 16 rows
    path = tmp_path / "split.parquet"
    pq.write_table(pa.Table.from_pandas(season, preserve_index=False), path, row_group_size=10)
    with pytest.raises(FileFormatError, match="event 'club 001 week 01' is in row groups 0 "
                                              "and 1"):
        score_parquet(path, tmp_path / "out.parquet", chunk_rows=10)
    # read together in one batch, the split is still found
    with pytest.raises(FileFormatError, match="'club 001 week 01' is in row groups 0 and 1"):
        score_parquet(path, tmp_path / "out.parquet")


def test_the_archive_is_not_scored_over_itself(tmp_path):
    # before: the writer emptied the archive while it was read (16470 bytes left as 2935 of
    # scored rows) and the call ended in an OSError; the command refused it, the call now does
    _, path = _season(tmp_path, clubs=2, weeks=2, boards=4, tables=4)
    before = path.read_bytes()
    (tmp_path / "link.parquet").symlink_to(path)
    for dst in (path, tmp_path / "link.parquet", tmp_path / "." / path.name):
        with pytest.raises(bk.OptionError, match="the scored file cannot be the archive itself"):
            score_parquet(path, dst)
    assert path.read_bytes() == before


def test_a_column_of_numbers_and_text_mixed_is_refused_naming_it(tmp_path):
    # pair numbers typed as text on one row, as numbers on another: before, pyarrow's
    # ArrowTypeError ("Expected bytes, got a 'int' object")
    df = pd.DataFrame({"event": "A", "board": 1, "ns": ["1", 2], "ew": [3, 4],
                       "contract": "4S", "declarer": "N", "result": ["=", "-1"]})
    with pytest.raises(bk.TravellerError, match=r"column 'ns' holds \['1', 2\]: a column of an "
                                                r"archive holds one kind of value"):
        write_archive(df, tmp_path / "archive.parquet")
    assert write_archive(df.astype({"ns": str}), tmp_path / "archive.parquet") == 1


def _two_evenings(tmp_path, ann_on_tuesday="Ann & Ben"):
    """Monday at club A, two boards; Tuesday at club B, one board (worked in the tests)."""
    def row(event, club, date, board, ns, ew, contract, result):
        return {"event": event, "club": club, "date": date, "board": board, "ns": ns[0],
                "ew": ew[0], "ns_names": ns[1], "ew_names": ew[1], "contract": contract,
                "declarer": "N", "result": result}
    ann, cara = (1, "Ann & Ben"), (2, "Cara & Dan")
    eva, gus = (1, "Eva & Finn"), (2, "Gus & Hanna")
    rows = [row("Mon", "club A", "2025-09-01", 1, ann, eva, "4S", "="),     # +420
            row("Mon", "club A", "2025-09-01", 1, cara, gus, "4S", "-1"),   # -50
            row("Mon", "club A", "2025-09-01", 2, ann, gus, "3NT", "="),    # +600 (N-S vul)
            row("Mon", "club A", "2025-09-01", 2, cara, eva, "3NT", "-1"),  # -100
            row("Tue", "club B", "2025-09-02", 1, (1, ann_on_tuesday), gus, "4S", "="),  # +420
            row("Tue", "club B", "2025-09-02", 1, (2, "Eva & Finn"), (1, "Cara & Dan"),
                "4S", "-1")]                                                 # -50
    path = tmp_path / "evenings.parquet"
    write_archive(pd.DataFrame(rows), path)
    score_parquet(path, tmp_path / "scored.parquet")
    return tmp_path / "scored.parquet"


def test_season_percentages_are_weighted_by_boards(tmp_path):
    scored = _two_evenings(tmp_path)
    table = season_percentages(scored)
    # Ann & Ben: 100% on Monday's 2 boards and Tuesday's 1: 100. Eva & Finn: 50% on Monday
    # (a top and a bottom), 0% on Tuesday: (50 x 2 + 0 x 1) / 3 = 33.33. Gus & Hanna: 50%
    # and 0%: 33.33. Cara & Dan: 0% and 100%: 33.33.
    assert table["pair"].tolist() == ["Ann & Ben", "Cara & Dan", "Eva & Finn", "Gus & Hanna"]
    np.testing.assert_allclose(table["pct"], [100, 100 / 3, 100 / 3, 100 / 3])
    assert table["events"].tolist() == [2, 2, 2, 2] and table["boards"].tolist() == [3] * 4
    assert season_percentages(scored, min_events=3).empty


def test_a_pair_is_its_names_whatever_their_case_and_spacing(tmp_path):
    # as combine_sessions(by="names") compares them; "ann  &  BEN" was a pair of its own, of
    # one event at 100%, beside "Ann & Ben" of one event at 100%; named as on most boards
    table = season_percentages(_two_evenings(tmp_path, " ann  &  BEN"))
    assert table["pair"].tolist()[0] == "Ann & Ben" and len(table) == 4
    assert table[["events", "boards", "pct"]].values.tolist()[0] == [2, 3, 100.0]


def test_best_scores_frequencies_and_a_players_history(tmp_path):
    scored = _two_evenings(tmp_path)
    best = best_scores(scored, 3)
    assert best[["pair", "event", "pct"]].values.tolist() == [
        ["Ann & Ben", "Mon", 100.0], ["Ann & Ben", "Tue", 100.0], ["Cara & Dan", "Tue", 100.0]]
    # only Monday's sessions had two boards: 100%, then 50% twice
    assert best_scores(scored, 3, min_boards=2)[["pair", "event"]].values.tolist() == [
        ["Ann & Ben", "Mon"], ["Eva & Finn", "Mon"], ["Gus & Hanna", "Mon"]]
    board = season_frequencies(scored, board=1)
    # board 1: +420 at both clubs, -50 at both: half each
    assert board[["ns_score", "results", "clubs", "pct"]].values.tolist() == [
        [420.0, 2, 2, 50.0], [-50.0, 2, 2, 50.0]]
    assert season_frequencies(scored)["board"].tolist() == [1, 1, 2, 2]
    eva = player_history(scored, "EVA")
    assert eva[["event", "date", "club", "boards", "pct"]].values.tolist() == [
        ["Mon", "2025-09-01", "club A", 2, 50.0], ["Tue", "2025-09-02", "club B", 1, 0.0]]


def test_the_command_scores_an_archive(tmp_path, capsys):
    season, path = _season(tmp_path, clubs=2, weeks=2, boards=4, tables=4)
    assert main(["archive", "score", str(path), str(tmp_path / "scored.parquet")]) == 0
    assert capsys.readouterr().out == f"wrote 64 scored results to {tmp_path / 'scored.parquet'}\n"
    assert pq.ParquetFile(tmp_path / "scored.parquet").metadata.num_rows == 64
    split = tmp_path / "split.parquet"
    pq.write_table(pa.Table.from_pandas(season, preserve_index=False), split, row_group_size=5)
    assert main(["archive", "score", str(split), str(tmp_path / "out.parquet")]) == 1
    assert "event 'club 001 week 01' is in row groups 0 and 1" in capsys.readouterr().err
    assert main(["archive", "score", str(path), str(path)]) == 1


def _encoded_otherwise(season, seed=None):
    """The same rows with each text column's categories in another order (reversed, or
    shuffled by ``seed``) and two categories no row uses: the same contents and schema."""
    rng = np.random.default_rng(seed)
    out = season.copy()
    for column in out.select_dtypes("category"):
        categories = [*out[column].cat.categories, f"{column} unused", "unused"]
        order = categories[::-1] if seed is None else list(rng.permutation(categories))
        out[column] = out[column].cat.set_categories(order)
    return out


def _scored_bytes(frame, folder, name, chunk_rows):
    """``frame`` written as an archive (row groups of two events) and scored: its bytes."""
    src, dst = Path(folder) / f"{name}.parquet", Path(folder) / f"{name}-scored.parquet"
    write_archive(frame, src, group_rows=30)
    score_parquet(src, dst, chunk_rows=chunk_rows)
    return dst.read_bytes()


@pytest.mark.parametrize(("chunk_rows", "groups"), [(40, 6), (70, 3), (1_000_000, 1)])
def test_the_same_season_scores_to_the_same_bytes(tmp_path, chunk_rows, groups):
    season = generated_season(clubs=3, weeks=4, boards=4, tables=4)  # 12 events of 16 rows
    text = season.astype({c: str for c in season.select_dtypes("category")})
    written = [_scored_bytes(frame, tmp_path, name, chunk_rows) for name, frame in (
        ("first", season), ("again", season), ("reordered", _encoded_otherwise(season)),
        ("strings", text))]
    # the archive's 6 row groups of 32 rows read a batch at a time: 6, 3 or 1 batches
    scored = pq.ParquetFile(tmp_path / "first-scored.parquet")
    assert scored.num_row_groups == groups and scored.metadata.num_rows == 192
    assert set(scored.metadata.metadata) == {b"ARROW:schema"}  # no pandas index, no time
    assert written[1] == written[0]  # run again
    assert written[2] == written[0]  # categories in another order, some unused
    assert written[3] == written[0]  # the same rows as strings, not categories
    # each text column's dictionary is its used values, sorted
    events = pq.ParquetFile(tmp_path / "first-scored.parquet", read_dictionary=["event"])
    first = events.read_row_group(0, columns=["event"]).column("event").chunk(0)
    assert first.dictionary.to_pylist() == sorted(set(first.to_pylist()))


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from([16, 40, 100, 1_000]))
def test_an_archive_encoded_otherwise_scores_to_the_same_bytes(seed, chunk_rows):
    season = generated_season(clubs=2, weeks=3, boards=4, tables=4)  # 6 events of 16 rows
    with tempfile.TemporaryDirectory() as folder:
        assert _scored_bytes(_encoded_otherwise(season, seed), folder, "shuffled",
                             chunk_rows) == _scored_bytes(season, folder, "season", chunk_rows)


def test_the_command_writes_the_same_bytes_twice(tmp_path, capsys):
    season = generated_season(clubs=2, weeks=2, boards=4, tables=4)
    runs = []
    for i, frame in enumerate((season, season, _encoded_otherwise(season))):
        write_archive(frame, tmp_path / f"archive{i}.parquet", group_rows=16)  # an event
        assert main(["archive", "score", "--chunk-rows", "40", str(tmp_path / f"archive{i}.parquet"),
                     str(tmp_path / f"scored{i}.parquet")]) == 0
        runs.append((tmp_path / f"scored{i}.parquet").read_bytes())
    assert capsys.readouterr().out.count("wrote 64 scored results") == 3
    assert pq.ParquetFile(tmp_path / "scored0.parquet").num_row_groups == 2  # 2 events each
    assert runs[0] == runs[1] == runs[2]


def test_a_section_named_nothing_beside_a_is_a_section_of_the_field(tmp_path):
    # board 1 in sections "" and A, each pair 1 and 2 (the field's 4 results, top 6, as
    # bk.event_result scores them): A's pairs were named as the other section's, their rows
    # in error ('pair 1 already has a result on board 1')
    path = tmp_path / "night.csv"
    path.write_text("board,section,ns,ew,contract,declarer,result\n1,,1,3,4S,N,=\n"
                    "1,,2,4,4S,N,-1\n1,A,1,3,4S,N,=\n1,A,2,4,4S,N,+1\n")
    read_events([path], tmp_path / "night.parquet")
    score_parquet(tmp_path / "night.parquet", tmp_path / "scored.parquet")
    scored = pq.read_table(tmp_path / "scored.parquet").to_pandas()
    assert scored["ns"].tolist() == ["1", "2", "A1", "A2"]
    assert scored["ns_mp"].tolist() == [3, 0, 3, 6] and (scored["status"] == "scored").all()
    rows = bk.event_result(bk.io.read_event(path)).rows
    assert rows["ns_mp"].tolist() == [3, 0, 3, 6]


def test_a_file_its_own_settings_cannot_score_is_said_not_the_folder_stopped(tmp_path):
    # a CSV stating normal=1 for a board of 3 results stopped read_events with a
    # TravellerError, no file after it archived; a CSV stating scoring=teams was archived as
    # 2 pairs results at matchpoints
    (tmp_path / "a.csv").write_text("board,ns,ew,contract,declarer,result,normal\n"
                                    "1,1,2,4S,N,=,1\n1,3,4,4S,N,-1,1\n1,5,6,3S,N,=,1\n")
    (tmp_path / "b.csv").write_text("board,ns,ew,contract,declarer,result,scoring\n"
                                    "1,1,2,4S,N,=,teams\n1,3,4,4S,N,-1,teams\n")
    (tmp_path / "c.csv").write_text("board,ns,ew,contract,declarer,result\n1,1,2,4S,N,=\n"
                                    "1,3,4,4S,N,-1\n")
    report = read_events(tmp_path, tmp_path / "season.parquet").set_index("path")
    said = report.rename(index=lambda p: Path(p).name)
    assert said["events"].tolist() == [0, 0, 1]
    assert said.at["a.csv", "problem"].startswith("normal=1: board 1 has 3 results")
    assert said.at["b.csv", "problem"].startswith("a teams event")


def test_a_pair_is_its_names_whatever_unicode_space_separates_them(tmp_path):
    # "Ann\xa0&\xa0Ben" (a web page's no-break spaces) is one pair with "Ann & Ben", as
    # combine_sessions compares names (str.split): it was a pair of its own, 1 event
    for spelt in ("Ann\xa0&\xa0Ben", "Ann\u2009& Ben\u3000", "Ann\x0b& Ben"):
        table = season_percentages(_two_evenings(tmp_path, spelt))
        assert table["pair"].tolist()[0] == "Ann & Ben" and len(table) == 4, repr(spelt)
        assert table[["events", "boards", "pct"]].values.tolist()[0] == [2, 3, 100.0]
