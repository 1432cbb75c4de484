"""A random valid event survives CSV -> PBN -> USEBIO -> CSV with every field and score
unchanged, names with commas, quotes, semicolons, %, {, accents included."""

import string

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.columns import cell_text
from bridgekit.io import read_event, write_event

NAME_CHARS = string.ascii_letters + " ,;%{}\"'\\éåöÅñ&=+@-"
names = st.text(NAME_CHARS, min_size=1, max_size=12).map(str.strip).filter(
    lambda s: s and not s.startswith("-") and " - " not in s and "  " not in s)
# a lone "-" means "nothing" in every format bridgekit reads (PBN's irrelevant element)
leads = st.one_of(st.just(""), st.sampled_from(["SA", "HK", "D2", "CT"]),
                  st.text(NAME_CHARS, min_size=1, max_size=6).map(str.strip)
                  .filter(lambda s: s != "-"))
CONTRACTS = ["1C", "2D", "3NT", "4S", "4HX", "5DXX", "6NT", "7C", "Pass"]


@st.composite
def events(draw):
    boards = draw(st.integers(1, 4))
    tables = draw(st.integers(2, 5))
    ns_names = [draw(names) for _ in range(tables)]
    ew_names = [draw(names) for _ in range(tables)]
    rows = []
    for board in range(1, boards + 1):
        for t in range(tables):
            contract = draw(st.sampled_from(CONTRACTS))
            needed = 0 if contract == "Pass" else int(contract[0]) + 6
            tricks = draw(st.integers(0, 13)) if needed else None
            rows.append({
                "board": board, "ns": str(t + 1), "ew": str(t + 11),
                "contract": contract,
                "declarer": "" if contract == "Pass" else draw(st.sampled_from("NESW")),
                "result": "" if contract == "Pass" else str(tricks),
                "lead": "" if contract == "Pass" else draw(leads),
                "ns_names": ns_names[t], "ew_names": ew_names[t],
            })
    return pd.DataFrame(rows)


def canonical(df: pd.DataFrame) -> pd.DataFrame:
    out = df.copy()
    out["board"] = out["board"].astype(int)
    for column in ("ns", "ew", "lead", "ns_names", "ew_names", "declarer"):
        out[column] = out[column].map(cell_text)
    out["contract"] = out["contract"].map(lambda c: str(bk.Contract.parse(c)))
    out["result"] = out["result"].map(lambda r: cell_text(r))
    return out.sort_values(["board", "ns"]).reset_index(drop=True)


FIELDS = ["board", "ns", "ew", "contract", "declarer", "result", "lead", "ns_names", "ew_names"]


@settings(max_examples=60, deadline=None)
@given(events())
def test_csv_pbn_usebio_csv_keeps_every_field_and_score(tmp_path_factory, event):
    tmp = tmp_path_factory.mktemp("trip")
    first = bk.score_event(event)
    write_event(event, tmp / "a.csv")
    write_event(read_event(tmp / "a.csv"), tmp / "b.pbn")
    write_event(read_event(tmp / "b.pbn"), tmp / "c.xml")
    write_event(read_event(tmp / "c.xml"), tmp / "d.csv")
    last = read_event(tmp / "d.csv")
    assert canonical(last)[FIELDS].equals(canonical(event)[FIELDS])
    again = bk.score_event(last).sort_values(["board", "ns"])
    first = first.sort_values(["board", "ns"])
    assert np.allclose(again.ns_score, first.ns_score)
    assert np.allclose(again.ns_mp, first.ns_mp)


def test_a_name_with_a_line_break_is_refused_by_pbn_not_mangled(tmp_path):
    event = pd.DataFrame({"board": [1, 1], "ns": ["1", "2"], "ew": ["3", "4"],
                          "contract": ["4S", "4S"], "declarer": ["N", "N"], "result": ["10", "9"],
                          "ns_names": ["Ann\nBo", "Cy"], "ew_names": ["Di", "Ed"]})
    write_event(event, tmp_path / "a.csv")
    assert read_event(tmp_path / "a.csv").ns_names[0] == "Ann\nBo"  # CSV keeps it
    with pytest.raises(bk.FileFormatError, match="column 'ns_names'"):
        write_event(event, tmp_path / "b.pbn")
    write_event(event, tmp_path / "c.xml")  # XML keeps a line break
    assert read_event(tmp_path / "c.xml").ns_names[0] == "Ann\nBo"


@st.composite
def scored_events(draw):
    """An event as a club's may be: results, adjusted scores, rows in error, not-played rows,
    sometimes boards played at a vulnerability that is not their number's (PBN keeps it)."""
    boards = draw(st.integers(1, 4))
    tables = draw(st.integers(2, 6))
    rows = []
    for board in range(1, boards + 1):
        for t in range(tables):
            kind = draw(st.sampled_from(["result"] * 6 + ["adjusted", "error", "blank"]))
            contract = draw(st.sampled_from(CONTRACTS))
            row = {"board": board, "ns": str(t + 1), "ew": str(t + 11), "contract": contract,
                   "declarer": "" if contract == "Pass" else draw(st.sampled_from("NESW")),
                   "result": "" if contract == "Pass" else str(draw(st.integers(0, 13))),
                   "ns_score": ""}
            if kind == "adjusted":
                row.update(contract="", declarer="", result="",
                           ns_score=draw(st.sampled_from(["A60/40", "A50/50", "A40/60", "A+",
                                                          "A60/60"])))
            elif kind == "error":
                row.update(result=draw(st.sampled_from(["x", "14", "+9"])), contract="4S")
            elif kind == "blank":
                row.update(contract="", declarer="", result="")
            rows.append(row)
    df = pd.DataFrame(rows)
    vulnerable = draw(st.lists(st.sampled_from(["", "None", "NS", "EW", "All"]),
                               min_size=boards, max_size=boards))
    df["vulnerable"] = [vulnerable[b - 1] for b in df.board]
    return df


@settings(max_examples=40, deadline=None)
@given(scored_events(), st.sampled_from(["neuberg", "plain"]))
def test_what_the_writers_write_check_reproduces(tmp_path_factory, event, method):
    """A random event written by write_pbn and by write_usebio, read back, scored as the file
    says: every published number is reproduced, and every row is there."""
    tmp = tmp_path_factory.mktemp("check")
    usebio = event.assign(vulnerable=[str(bk.board_vulnerability(b)) for b in event.board])
    for name, frame in (("e.pbn", event), ("e.xml", usebio)):
        write_event(frame, tmp / name, method=method)
        back = read_event(tmp / name)
        assert len(back) == len(event)
        problems = bk.compare_published(bk.score_published(back, method=method))
        assert problems.empty, (name, problems.to_dict("records"))
        assert problems.attrs["checked"] > 0 or bk.score_event(event).ns_mp.isna().all()
