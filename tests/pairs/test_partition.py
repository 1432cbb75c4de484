"""Many events in one call: every event scored exactly as a call of its own would score it,
in one fixed shape (score_partition, SCORED_META), and ranked by event."""

import subprocess
import sys

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.errors import OptionError
from bridgekit.pairs.partition import SCORED_COLUMNS, score_partition

# a result each: good ones, an adjusted score, a pass, and a few that are in error
_RESULTS = [("4S", "N", "=", ""), ("4S", "N", "+1", ""), ("4S", "S", "-1", ""),
            ("3NT", "E", "=", ""), ("2H", "W", "-2", ""), ("1NTX", "N", "-1", ""),
            ("Pass", "", "", ""), ("", "", "", "A60/40"), ("", "", "", "A+"),
            ("8S", "N", "=", ""), ("4S", "Q", "=", ""), ("", "", "", "")]


@st.composite
def archives(draw):
    """A few events with a few boards each: Mitchell or Howell numbers, boards numbered as
    any club numbers them (two events may both have a board 1), the odd bad row."""
    parts = []
    for event in range(draw(st.integers(1, 4))):
        howell = draw(st.booleans())
        boards = draw(st.lists(st.integers(1, 36), min_size=1, max_size=3, unique=True))
        for board in boards:
            tables = draw(st.integers(1, 4))
            for table in range(tables):
                if howell:
                    ns, ew = 2 * table + 1 + board % 2, 2 * table + 2 - board % 2
                else:
                    ns, ew = table + 1, (table + board) % tables + 1
                contract, declarer, result, score = draw(st.sampled_from(_RESULTS))
                parts.append({"event": f"club {event}", "board": board, "ns": ns, "ew": ew,
                              "contract": contract, "declarer": declarer, "result": result,
                              "ns_score": score})
    frame = pd.DataFrame(parts)
    order = draw(st.permutations(range(len(frame))))  # events need not be in one block
    return frame.iloc[list(order)].reset_index(drop=True)


def _alone(archive, **options):
    """Each event scored by a call of its own, back in the archive's row order."""
    parts = [bk.score_event(part, **options) for _, part in archive.groupby("event", sort=False)]
    rows = pd.concat(parts).sort_index()
    movement = pd.concat([pd.Series(p.attrs["movement"], index=p.index) for p in parts])
    warning = pd.Series("", index=archive.index, dtype=object)
    for p in parts:
        for problem in p.attrs["problems"]:
            if problem["severity"] == "warning":
                row = problem["row"]
                said = f"{problem['column']}: {problem['problem']}"
                warning[row] = f"{warning[row]}; {said}" if warning[row] else said
    return rows, movement.sort_index(), warning


@settings(max_examples=80)
@given(archives(), st.sampled_from(["neuberg", "plain", "ebu"]), st.sampled_from([None, "max"]),
       st.sampled_from(["fixed", "session"]))
def test_every_event_scored_as_a_call_of_its_own(archive, method, normal, artificial):
    options = dict(method=method, normal=normal, artificial=artificial)
    together = score_partition(archive, **options)
    alone, movement, warning = _alone(archive, **options)
    for name, kind in SCORED_COLUMNS:
        got = together[name]
        if name in ("date", "club", "ns_names", "ew_names"):
            assert (got == "").all()
        elif kind == "float":
            want = alone[name] if name in alone else pd.Series(0.0, index=alone.index)
            np.testing.assert_array_equal(got.to_numpy(), want.to_numpy(float), err_msg=name)
        elif name == "movement":
            assert got.astype(str).tolist() == movement.tolist()
        elif name == "warning":
            assert got.tolist() == warning.tolist()
        elif name in ("ruling", "error", "status"):
            want = alone[name].astype(object).fillna("") if name in alone else ""
            assert got.astype(str).tolist() == pd.Series(want, index=alone.index).tolist(), name
        elif name == "board":
            assert got.tolist() == archive["board"].tolist()
        else:
            assert got.tolist() == archive[name].astype(str).tolist(), name
    # the same as score_event(by=...) and independent of the events' order in the frame
    by = bk.score_event(archive, by="event", **options)
    np.testing.assert_array_equal(by["ns_mp"].to_numpy(), together["ns_mp"].to_numpy())
    flipped = score_partition(archive.iloc[::-1], **options).sort_index()
    pd.testing.assert_frame_equal(flipped, together)


@settings(max_examples=60)
@given(archives())
def test_rankings_by_event_are_each_events_own(archive):
    scored = score_partition(archive)
    together = bk.rank_pairs(scored, by="event")
    alone = []
    for event, part in archive.groupby("event", sort=False):
        ranks = bk.rank_pairs(bk.score_event(part))
        alone.append(ranks.assign(event=event))
    want = pd.concat(alone, ignore_index=True)
    want = want[["event", *[c for c in want.columns if c != "event"]]]
    assert (together["penalty"] == 0).all()  # the fixed shape always has penalty columns
    together = together.drop(columns="penalty")
    pd.testing.assert_frame_equal(together.reset_index(drop=True), want, check_dtype=False)


def _two_clubs():
    """Two clubs' board 1, four tables each, scored as the EBU scores them (Neuberg)."""
    rows = []
    for event, made in (("Monday", ["=", "=", "+1", "-1"]), ("Tuesday", ["=", "-1", "-1", "-1"])):
        for table, result in enumerate(made, start=1):
            rows.append({"event": event, "board": 1, "ns": table, "ew": table + 10,
                         "contract": "4S", "declarer": "N", "result": result})
    return pd.DataFrame(rows)


def test_two_events_with_the_same_board_number_are_not_one_board():
    out = score_partition(_two_clubs())
    # Monday: 420, 420, 450, -50 on a top of 6: 450 beats 3 (6), each 420 beats -50 and
    # ties the other (3), -50 nothing (0). Tuesday: 420 beats three -50s (6), each -50
    # ties two (2).
    assert out["ns_mp"].tolist() == [3.0, 3.0, 6.0, 0.0, 6.0, 2.0, 2.0, 2.0]
    assert out["top"].tolist() == [6.0] * 8
    # as one event, Tuesday's pairs would have played Monday's board 1 a second time
    merged = bk.score_event(_two_clubs())
    assert merged["error"].iloc[4].startswith("ns: 1: pair 1 already has a result on board 1")


def test_a_whole_number_key_with_a_blank_is_scored_as_score_event_scores_it():
    # numbers read with pandas' nullable integers (Int64): before, a blank among them was a
    # ValueError ("cannot convert float NaN to integer") from the key's text
    df = _two_clubs().assign(event=pd.array([1] * 4 + [None] * 4, dtype="Int64"),
                             date=pd.array([20250901] * 4 + [None] * 4, dtype="Int64"))
    out = score_partition(df)
    assert out["event"].tolist() == ["1"] * 4 + [""] * 4
    assert out["date"].tolist() == ["20250901"] * 4 + [""] * 4
    assert out["ns_mp"].tolist() == bk.score_event(df, by="event")["ns_mp"].tolist() == \
        [3.0, 3.0, 6.0, 0.0, 6.0, 2.0, 2.0, 2.0]


def test_the_shape_is_fixed():
    out = score_partition(_two_clubs())
    meta = bk.SCORED_META
    assert list(out.columns) == list(meta.columns)
    assert [str(t) for t in out.dtypes] == [str(t) for t in meta.dtypes]
    assert str(meta["ns_mp"].dtype) == "float64" and str(meta["error"].dtype) == "str"
    assert list(meta["status"].cat.categories) == ["scored", "error", "not played"]
    assert out.attrs == {}
    empty = score_partition(_two_clubs().iloc[:0])
    assert list(empty.columns) == list(meta.columns) and len(empty) == 0
    # a key that is one of the shape's own columns stands where the shape puts it, with rows
    # as without it
    keyed = score_partition(_two_clubs().assign(club=["A"] * 4 + ["B"] * 4),
                            keys=("club", "event"))
    assert list(keyed.columns) == list(bk.pairs.scored_meta(("club", "event")).columns) \
        == ["event", "date", "club", *meta.columns[3:]]
    assert keyed["club"].tolist() == ["A"] * 4 + ["B"] * 4


def test_problems_travel_as_columns():
    df = _two_clubs()
    df.loc[1, "contract"] = "8S"
    df["vulnerable"] = ["None"] * 4 + ["Both"] * 4  # board 1 is love all: Tuesday says not
    out = score_partition(df)
    assert out["error"][1] == "contract: '8S': a level is 1 to 7"
    assert out["status"].astype(str).tolist() == ["scored", "error"] + ["scored"] * 6
    assert out["warning"][4] == ("vulnerable: board 1 is played Both vulnerable as the file "
                                 "says, not None as its number says")
    assert (out["warning"].drop(4) == "").all()


class _Settings:
    """A settings object as score_partition reads one (the attributes it has)."""

    method = "plain"


def test_settings_are_read_and_keywords_win():
    plain = score_partition(_two_clubs(), _Settings())
    assert plain["ns_mp"].tolist() == bk.score_event(_two_clubs(), method="plain", by="event")[
        "ns_mp"].tolist()
    neuberg = score_partition(_two_clubs(), _Settings(), method="neuberg")
    assert neuberg["ns_mp"].tolist() == score_partition(_two_clubs())["ns_mp"].tolist()
    with pytest.raises(OptionError, match="'methd'"):
        score_partition(_two_clubs(), methd="plain")
    with pytest.raises(OptionError, match="by='club'"):
        bk.score_event(_two_clubs(), by="club")


def test_the_schema_loads_pyarrow_only_when_asked_for():
    pa = pytest.importorskip("pyarrow")
    schema = bk.SCORED_SCHEMA
    assert schema.field("ns_mp").type == pa.float64()
    assert schema.field("error").type == pa.large_string()
    assert schema.field("status").type == pa.dictionary(pa.int8(), pa.string())
    assert schema.names == list(bk.SCORED_META.columns)
    table = pa.Table.from_pandas(score_partition(_two_clubs()), schema=schema,
                                 preserve_index=False)
    assert table.schema.equals(schema)
    # bridgekit itself imports no pyarrow: without it the core and the meta still load
    code = ("import sys; sys.modules['pyarrow'] = None; import bridgekit as bk; "
            "print(len(bk.SCORED_META.columns))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0 and run.stdout.strip() == str(len(bk.SCORED_META.columns)), \
        run.stderr


def test_the_arrow_table_is_the_frame_from_categories_too():
    # scored_table (what score_parquet writes) holds what score_partition answers, from
    # categories (as an archive is read) as from strings: an error, a warning, a blank club
    pa = pytest.importorskip("pyarrow")
    from bridgekit.pairs import scored_schema, scored_table

    df = _two_clubs()
    df.loc[1, "contract"] = "8S"
    df["vulnerable"] = ["None"] * 4 + ["Both"] * 4
    df["club"] = ["club A"] * 4 + [None] * 4
    want = pa.Table.from_pandas(score_partition(df), schema=scored_schema(),
                                preserve_index=False)
    for frame in (df, df.astype({"event": "category", "club": "category",
                                 "contract": "category", "result": "category"})):
        table = scored_table(frame)()
        # its text as dictionaries of the distinct texts, each column equal once cast
        assert all(pa.types.is_dictionary(table[f.name].type) for f in scored_schema()
                   if pa.types.is_large_string(f.type))
        assert table.cast(scored_schema()).equals(want)
    assert table["error"][1].as_py() == "contract: '8S': a level is 1 to 7"
    assert table["club"].to_pylist() == ["club A"] * 4 + [""] * 4


@settings(max_examples=60)
@given(archives(), st.randoms(use_true_random=False))
def test_the_arrow_table_is_the_same_however_its_text_came(archive, rnd):
    # strings, or categories in any order with some no row holds: the same table, each
    # text column's dictionary the texts its rows hold, sorted (so the same Parquet bytes)
    pa = pytest.importorskip("pyarrow")
    from bridgekit.pairs import scored_schema, scored_table

    coded = archive.copy()
    for column, unused in (("event", "no event"), ("contract", "7NTXX"), ("declarer", "S"),
                           ("result", "+6"), ("ns", 99)):
        categories = list(dict.fromkeys([*coded[column], unused]))
        rnd.shuffle(categories)
        coded[column] = pd.Categorical(coded[column], categories=categories)
    table = scored_table(coded)()
    assert table.equals(scored_table(archive)())
    for field in scored_schema():
        if pa.types.is_large_string(field.type):
            column = table[field.name].chunk(0)
            assert column.dictionary.to_pylist() == sorted(set(column.to_pylist()))


def test_an_event_whose_setting_is_blank_on_some_rows_is_scored_whole():
    # board 1 of 4 results, the archive's scale stated "acbl" on two rows and blank on two:
    # the event was scored as two boards of 2 results (tops 1 and 2, 4S= 1 of 1 and
    # 3NT= 2 of 2); now one board of 4 on the ACBL scale, top 3: 3, 0, 2, 1
    df = pd.DataFrame({"event": "A", "board": 1, "ns": [1, 2, 3, 4], "ew": [5, 6, 7, 8],
                       "contract": ["4S", "4S", "3NT", "2S"], "declarer": "N",
                       "result": ["=", "-1", "=", "+2"], "scale": ["acbl", "acbl", "", ""]})
    out = score_partition(df)
    assert out["ns_mp"].tolist() == [3, 0, 2, 1] and set(out["top"]) == {3}
    with pytest.raises(bk.OptionError, match="scale 'acbl' and 'ebu' in event 'A'"):
        score_partition(df.assign(scale=["acbl", "ebu", "", ""]))
