"""A pairs USEBIO file of several sessions: each ``SESSION`` is read and scored on its own.

``ebuscore-two-sessions.xml`` (worked by hand in ``tests/data/programs/README-sections.md``):
two sessions of a 3-table Mitchell on boards 1-3, the same pair numbers (N-S 1-3, E-W 11-13)
and the same board numbers in each, each session's PARTICIPANTS its own totals out of 12.
Folded into one field, every row of session 2 was a pair playing a board twice and 30 of the
file's 60 numbers were not reproduced.
"""

import re

import pytest

import bridgekit as bk
from bridgekit.cli import main
from bridgekit.errors import FileFormatError
from bridgekit.io import read_event
from bridgekit.io.usebio import read_usebio

SESSIONS = "ebuscore-two-sessions.xml"


@pytest.fixture
def path(data_dir):
    return data_dir / "programs" / SESSIONS


def test_each_session_is_read_as_its_own_part(path):
    df = read_usebio(path)
    assert df["section"].tolist() == ["1"] * 9 + ["2"] * 9
    assert df["board"].tolist() == [1, 1, 1, 2, 2, 2, 3, 3, 3] * 2
    assert df.attrs["sections"] == "apart"  # sessions are never one field
    totals = {(t["Section"], t["Direction"], t["PairId"]): t["TotalScoreMP"]
              for t in df.attrs["totals"]}
    assert len(totals) == 12  # 6 pairs in each session, each its session's total
    assert totals[("1", "N-S", "2")] == "7.00" and totals[("2", "N-S", "2")] == "8.00"
    result = bk.event_result(read_event(path))
    said = [p["problem"] for p in result.rows.attrs["problems"]]
    assert not [p for p in said if "already has a result" in p], said


def test_every_published_number_is_reproduced_with_a_ranking_per_session(path):
    result = bk.event_result(read_event(path))
    # 9 lines x 2 matchpoints + 6 pairs x (total, %) = 30 in each session
    assert result.checked == 60 and result.problems.empty
    assert result.checked_by_part == {"1": 30, "2": 30}
    assert not result.field
    ranks = {(r.group, r.direction, r.pair): (r.rank, round(r.total, 2), round(r.pct, 2))
             for r in result.ranking.itertuples(index=False)}
    assert len(ranks) == 12
    # session 1: N-S 2 and 3 tie on 7 of 12; session 2: N-S 2 alone on 8, E-W 13 on 8
    assert ranks[("1", "NS", "2")] == ("1=", 7.0, 58.33)
    assert ranks[("1", "NS", "1")] == ("3", 4.0, 33.33)
    assert ranks[("2", "NS", "2")] == ("1", 8.0, 66.67)
    assert ranks[("2", "EW", "13")] == ("1", 8.0, 66.67)
    assert ranks[("2", "EW", "11")] == ("2=", 5.0, 41.67)
    # board 1 of session 2 is its own board: +140 beats +110 and +90, 4 of a top of 4
    rows = result.rows
    mine = rows[(rows["section"] == "2") & (rows["board"] == 1) & (rows["ns"] == "2")]
    assert mine["ns_mp"].tolist() == [4.0]


def run(capsys, *args):
    status = main(["--lang", "en", *args])
    out = capsys.readouterr()
    return status, out.out + out.err


def test_check_and_score_say_the_same(path, capsys):
    status, out = run(capsys, "check", str(path))
    assert status == 0, out
    assert re.search(r"section 1: all 30 published numbers reproduced", out)
    assert re.search(r"section 2: all 30 published numbers reproduced", out)
    status, out = run(capsys, "score", str(path), "--explain", "1")
    assert status == 0 and "already has a result" not in out
    assert "section 1: 9 results on 3 boards" in out and "section 2: 9 results on 3 boards" in out
    assert "1: Board of 3 results" in out and "2: Board of 3 results" in out


def _one_session(path):
    """The fixture's first session alone: its text with the SESSION, and without it."""
    text = path.read_text(encoding="utf-8")
    one = re.sub(r"<SESSION>\s*<SESSION_NUMBER>2</SESSION_NUMBER>.*?</SESSION>\n", "", text,
                 flags=re.S)
    bare = re.sub(r"<SESSION>\s*<SESSION_NUMBER>1</SESSION_NUMBER>\n|</SESSION>\n", "", one)
    assert one.count("<SESSION>") == 1 and "<SESSION" not in bare
    return one, bare


def test_a_single_session_file_reads_as_before(path):
    one, bare = _one_session(path)
    df, plain = read_usebio(one.encode()), read_usebio(bare.encode())
    assert "section" not in df.columns and "sections" not in df.attrs
    assert df.equals(plain) and df.attrs == plain.attrs
    assert bk.event_result(df).checked == 30 and bk.event_result(df).problems.empty


def test_sessions_with_sections_are_parts_of_a_session_and_a_section(path):
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"(<SESSION_NUMBER>\d</SESSION_NUMBER>\n)", r"\1<SECTION><SECTION_ID>A"
                  r"</SECTION_ID>\n", text).replace("</SESSION>", "</SECTION>\n</SESSION>")
    df = read_usebio(text.encode())
    assert sorted(set(df["section"])) == ["1/A", "2/A"]
    result = bk.event_result(df)
    assert result.checked == 60 and result.problems.empty
    assert set(result.ranking["group"]) == {"1/A", "2/A"}


def test_two_sessions_of_one_number_are_refused_naming_it(path):
    text = path.read_text(encoding="utf-8").replace("<SESSION_NUMBER>2<", "<SESSION_NUMBER>1<")
    with pytest.raises(FileFormatError, match=r"SESSION '1' names 2 sessions"):
        read_usebio(text.encode())


def test_the_sessions_rankings_add_up_to_the_event_s(path):
    # over 6 boards, a top of 24: N-S 2 7 + 8 = 15 (62.50%), N-S 3 7 + 5 = 12 (50.00%),
    # N-S 1 4 + 5 = 9 (37.50%); E-W 13 15, E-W 11 12, E-W 12 9
    result = bk.event_result(read_event(path))
    sessions = [ranks.drop(columns=["group", "section"])
                for _, ranks in result.ranking.groupby("group", sort=False)]
    combined = bk.combine_sessions(sessions)
    assert [(k, t, p, r) for k, t, p, r in zip(combined["key"], combined["total"],
                                                combined["pct"], combined["rank"], strict=True)] \
        == [("NS 2", 15.0, 62.5, "1"), ("NS 3", 12.0, 50.0, "2"), ("NS 1", 9.0, 37.5, "3"),
            ("EW 13", 15.0, 62.5, "1"), ("EW 11", 12.0, 50.0, "2"), ("EW 12", 9.0, 37.5, "3")]
