"""A random valid event survives CSV -> PBN -> USEBIO -> CSV with every field and score
unchanged, names with commas, quotes, semicolons, %, {, accents included."""

import base64
import io
import re
import string
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.columns import cell_text
from bridgekit.io import read_event, write_event
from bridgekit.io.usebio_teams import is_usebio_teams
from bridgekit.pairs.published import file_scoring

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


# -- an event saved from the app by its own method, with its deals --------------------------

DATA = Path(__file__).parents[1] / "data"
#: every pairs results file in tests/data (a hand record holds no results; a teams file is
#: checked apart: never written as pairs)
SAVED = sorted(str(p.relative_to(DATA)) for p in [*DATA.glob("*.pbn"), *(DATA / "programs").iterdir()]
               if p.suffix in (".xml", ".pbn", ".html", ".bws")
               and not p.name.endswith(".handrecord.pbn") and not is_usebio_teams(p))
TEAMS_FILES = sorted(str(p.relative_to(DATA)) for p in (DATA / "programs").glob("*.xml")
                     if is_usebio_teams(p))


def saved_from_the_session_tab(name: str, kind: str) -> tuple[bk.EventResult, pd.DataFrame]:
    """The file opened in the Traveller tab, saved from the Session tab as ``kind`` (its
    traits set as a user sets them), and read back: the tab's result, and the frame read."""
    pytest.importorskip("ipywidgets")
    from bridgekit.widgets.session import SessionView
    from bridgekit.widgets.traveller import TravellerEditor

    editor = TravellerEditor()
    editor.open_event(read_event(DATA / name), Path(name).name)
    view = SessionView(editor)
    view.format = kind
    view.save_button.click()
    link = re.search(r'download="event\.\w+"[^>]* href="data:[^;]+;base64,([^"]+)"',
                     view.download.value)
    assert link, view.download.value
    assert view.result is not None
    return view.result, read_event(io.BytesIO(base64.b64decode(link.group(1))), format=kind)


def ranking_rows(result: bk.EventResult) -> list[tuple[str, ...]]:
    """Each pair's section, direction, number, place and total (and percentage or average),
    as printed to two decimals."""
    r = result.ranking
    figure = r["average"] if "average" in r.columns else r["pct"]
    return sorted(zip(r["section"].astype(str), r["direction"].astype(str),
                      r["pair"].astype(str), r["rank"].astype(str),
                      [bk.format.fixed(x, 2) for x in r["total"]],
                      [bk.format.fixed(x, 2) for x in figure], strict=True))


def hands_of(df: pd.DataFrame) -> list[tuple[int, str, str, object]]:
    """Each deal: board, dealer, vulnerability and the four hands (whichever seat is first)."""
    from bridgekit.deals.deal import Deal

    frame = pd.DataFrame(df.attrs.get("hand_records") or [])
    if frame.empty:
        return []
    return sorted((int(b), str(d), str(v), Deal.parse(x).hands) for b, d, v, x in
                  zip(frame.board, frame.dealer, frame.vulnerability, frame.deal, strict=True))


@pytest.mark.parametrize("kind", ["pbn", "usebio"])
@pytest.mark.parametrize("name", SAVED)
def test_a_file_saved_from_the_app_reads_back_with_its_method_ranking_and_deals(name, kind):
    """Saved from the Session tab and read back, the file says the event's method in its own
    tag (PBN's Scoring, USEBIO's BOARD_SCORING_METHOD), holds its deals, and bridgekit ranks
    it as the tab did: the same places, totals and percentages (or IMPs), found from the saved
    file alone -- Butler, cross-IMPs per comparison or in all, sections over the field."""
    result, back = saved_from_the_session_tab(name, kind)
    assert file_scoring(back) == result.settings.scoring
    assert len(back) == len(result.event)
    assert hands_of(back) == hands_of(result.event)
    again = bk.event_result(back)
    assert again.settings.scoring == result.settings.scoring
    if result.settings.scoring == "cross-imps":
        assert again.settings.cross == result.settings.cross
    assert ranking_rows(again) == ranking_rows(result)
    assert again.problems.empty and again.checked > 0  # every number it prints reproduced


@pytest.mark.parametrize("name", SAVED)
def test_a_file_saved_as_csv_reads_back_with_the_settings_and_ranking_it_was_saved_with(
        name, tmp_path):
    """A CSV has no tag for the method, the scale or the sections: saved from the Session tab
    (or by convert), it states the view's settings in columns of their own, and reads back
    scored by them. Before, 11 of the programs' 22 pairs files read back ranked otherwise (Butler and
    cross-IMPs as matchpoints, sections scored apart merged, BriAn's plain matchpoints
    factored)."""
    result, back = saved_from_the_session_tab(name, "csv")
    again = bk.event_result(back)
    assert again.settings == result.settings
    assert ranking_rows(again) == ranking_rows(result)
    write_event(result, tmp_path / "event.csv")
    converted = bk.event_result(read_event(tmp_path / "event.csv"))
    assert converted.settings == result.settings
    assert ranking_rows(converted) == ranking_rows(result)


def test_the_saved_files_say_the_method_as_pbn_2_1_and_the_programs_do():
    """Butler: [Scoring "IMP;Butler-2"] (PBN 2.1 section 3.8: IMPs against a datum that leaves
    out the two extreme scores), ButlerDatum, IMP_NS and IMP_EW as Magic Contest writes them,
    TotalScoreIMP; USEBIO as Compscore writes one: BUTLER_PAIRS, IMPS, BOARD_AVERAGE,
    NS_BUTLER_POINTS. Cross-IMPs in all (Ruter): "IMP;Cross"; per comparison (Pianola):
    "IMP;Cross2", USEBIO's CROSS_IMPS with NS_CROSS_IMP_POINTS."""
    from bridgekit.io import scored_text

    def text(name: str, kind: str) -> str:
        return scored_text(bk.event_result(read_event(DATA / name)), kind)[0]

    butler = text("programs/magic-contest-butler.pbn", "pbn")
    assert '[Scoring "IMP;Butler-2"]' in butler
    assert "ButlerDatum\\3R;IMP_NS\\2R;IMP_EW\\2R" in butler and "TotalScoreIMP" in butler
    # board 5: 620, 650, 170, 140, -100; the datum drops 650 and -100: (620 + 170 + 140) / 3
    # = 310; 650 - 310 = 340 -> 8 IMPs
    assert '"2" "12" 4S N 11 - "650"     - 310  8 -8' in butler
    usebio = text("programs/magic-contest-butler.pbn", "usebio")
    assert 'EVENT_TYPE="BUTLER_PAIRS"' in usebio and ">IMPS</BOARD_SCORING_METHOD>" in usebio
    assert "<BOARD_AVERAGE>310</BOARD_AVERAGE>" in usebio
    assert "<NS_BUTLER_POINTS>8</NS_BUTLER_POINTS>" in usebio
    assert '[Scoring "IMP;Cross"]' in text("programs/ruter-cross-sections.pbn", "pbn")
    assert '[Scoring "IMP;Cross2"]' in text("programs/pianola-cross-imps.xml", "pbn")
    pianola = text("programs/pianola-cross-imps.xml", "usebio")
    assert ">CROSS_IMPS</BOARD_SCORING_METHOD>" in pianola
    assert "<NS_CROSS_IMP_POINTS>10.5</NS_CROSS_IMP_POINTS>" in pianola  # the file's 10.50


@pytest.mark.parametrize("name", TEAMS_FILES)
def test_a_teams_file_is_never_saved_as_pairs(name, tmp_path):
    from bridgekit.io import scored_text

    result = bk.event_result(read_event(DATA / name))
    for kind in ("pbn", "usebio"):
        with pytest.raises(bk.FileFormatError, match="a teams event"):
            scored_text(result, kind)
    with pytest.raises(bk.FileFormatError, match="a teams event"):
        write_event(read_event(DATA / name), tmp_path / "t.pbn", settings=result.settings)
    assert not (tmp_path / "t.pbn").exists()
    pytest.importorskip("ipywidgets")
    from bridgekit.widgets.session import SessionView
    from bridgekit.widgets.traveller import TravellerEditor

    editor = TravellerEditor()  # the Traveller tab sends a teams file to the Swings tab
    editor.open_event(read_event(DATA / name), Path(name).name)
    view = SessionView(editor)
    for kind in ("pbn", "usebio"):
        view.format = kind
        view.save()
        assert "base64," not in view.download.value  # nothing to save as pairs


@settings(max_examples=25, deadline=None)
@given(scored_events(), st.sampled_from([("butler", "average"), ("cross-imps", "average"),
                                         ("cross-imps", "total")]))
def test_an_imp_event_written_by_its_method_reads_back_as_it(tmp_path_factory, event, how):
    """A random event scored by Butler or cross-IMPs (per comparison or in all), written by
    write_pbn and write_usebio with its settings and read back: the file names its method
    (PBN's tag the cross-IMP form too), every IMP it prints is reproduced, and it ranks as it
    was ranked before it was written."""
    from bridgekit.pairs.published import settings_of_file

    scoring, cross = how
    chosen = bk.Settings(scoring=scoring, cross=cross)
    tmp = tmp_path_factory.mktemp("imps")
    usebio = event.assign(vulnerable=[str(bk.board_vulnerability(b)) for b in event.board])
    for name, frame in (("e.pbn", event), ("e.xml", usebio)):
        write_event(frame, tmp / name, settings=chosen)
        back = read_event(tmp / name)
        assert len(back) == len(frame) and file_scoring(back) == scoring
        if name == "e.pbn" and scoring == "cross-imps":
            assert settings_of_file(back).cross == cross
        again = bk.event_result(back, chosen)
        assert again.problems.empty, (name, again.problems.to_dict("records"))
        assert ranking_rows(again) == ranking_rows(bk.event_result(frame, chosen))
