"""Sections in the files: the readers keep them as written, and ``bridgekit check`` reproduces
the published numbers of a file of two sections, scored across the field (an EBUScore overall
result, USEBIO and PBN) or each section apart (Compscore).

Every number is worked by hand in ``tests/data/programs/README-sections.md``: the same play
in each file, section A with three tables and section B with two, pair numbers repeating.
"""

import subprocess
import sys

import pytest

import bridgekit as bk
from bridgekit.io import read_event
from bridgekit.io.usebio import read_usebio

OVERALL, APART, PBN = "ebuscore-overall.xml", "compscore-two-sections.xml", "sections-overall.pbn"


@pytest.fixture
def programs(data_dir):
    return data_dir / "programs"


def check(path, *options):
    return subprocess.run([sys.executable, "-m", "bridgekit.cli", "check", str(path), *options],
                          capture_output=True, text=True, check=False)


def test_usebio_sections_are_read_as_written(programs):
    df = read_usebio(programs / OVERALL)
    assert df["section"].tolist() == list("AAAAAABBBB")
    assert df[["ns", "ew"]].values.tolist()[6] == ["1", "1"]  # B's pair 1, not A's
    totals = {(t["Section"], t["Direction"], t["PairId"]): t["TotalScoreMP"]
              for t in df.attrs["totals"]}
    assert totals[("A", "N-S", "1")] == "6.00" and totals[("B", "N-S", "1")] == "13.00"
    assert len(totals) == 10
    # the tops printed: 8 on every line (five results a board) -> scored across the field
    assert df.attrs["sections"] == "field"
    # 4 in A (three results) and 2 in B (two) -> each section apart
    assert read_usebio(programs / APART).attrs["sections"] == "apart"


def test_a_file_of_one_event_has_no_section_column(programs):
    df = read_usebio(programs / "compscore-mp-mitchell.xml")
    assert "section" not in df.columns and "sections" not in df.attrs


def test_pbn_section_column_is_kept(programs):
    df = read_event(programs / PBN)
    assert df["section"].tolist() == list("AAABB") * 2
    assert {t["Section"] for t in df.attrs["totals"]} == {"A", "B"}


@pytest.mark.parametrize("name", [OVERALL, PBN])
def test_scored_across_the_field_each_pair_its_section_and_number(programs, name):
    scored = bk.score_published(read_event(programs / name))
    assert scored.attrs["by"] == "field"
    # board 1: +450 -> 8, +420 -> 5 (A1 and B1), +170 -> 2, -50 -> 0 of a top of 8
    board1 = scored[scored.board == 1].set_index(["section", "ns"])["ns_mp"]
    assert board1.to_dict() == {("A", "1"): 5, ("A", "2"): 8, ("A", "3"): 2, ("B", "1"): 5,
                                ("B", "2"): 0}
    assert scored["top"].eq(8).all()
    problems = bk.compare_published(scored)
    # 10 lines x (N-S MP, E-W MP) + 10 pairs x (total, percentage)
    assert problems.empty and problems.attrs["checked"] == 40


def test_check_reproduces_the_overall_file(programs):
    for name in (OVERALL, PBN):
        run = check(programs / name)
        assert run.returncode == 0, run.stdout + run.stderr
        last = run.stdout.splitlines()[-1]  # EBUScore's own way: every board factored to the most
        assert last.endswith("all 40 published numbers reproduced (matchpoints, convention "
                             "ebuscore)" if name == OVERALL else "all 40 published numbers "
                             "reproduced (matchpoints)")
        assert "already has a result" not in run.stderr  # section B is not dropped


def test_check_reproduces_the_sections_scored_apart(programs):
    run = check(programs / APART)
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    # A: 6 lines x 2 + 6 pairs x 2 = 24; B: 4 lines x 2 + 4 pairs x 2 = 16 (Compscore's file,
    # scored by its own way)
    assert lines[1].endswith("section A: all 24 published numbers reproduced (matchpoints, "
                             "convention compscore)")
    assert lines[3].endswith("section B: all 16 published numbers reproduced (matchpoints, "
                             "convention compscore)")


def test_the_apart_file_across_the_field_is_told_apart(programs):
    # scored across the field the Compscore file's numbers are not its own: A N-S 2's 8 of 8
    # (100%) is 14 of 16 (87.50%) over the five results
    df = read_usebio(programs / APART)
    scored = bk.score_published(df, sections="field")
    problems = bk.compare_published(scored)
    assert not problems.empty
    ranks = problems[(problems.pair == "2") & (problems.direction == "NS")
                     & (problems.what == "percentage")]
    assert 87.5 in ranks["bridgekit"].tolist()


def test_a_bad_sections_option_names_the_choices(programs):
    with pytest.raises(bk.OptionError, match="sections"):
        bk.score_published(read_usebio(programs / OVERALL), sections="both")


def test_acbl_page_sections_are_kept_and_scored_apart(data_dir):
    df = read_event(data_dir / "programs" / "acbl-club-game.html")
    assert df.attrs["sections"] == "apart" and df["section"].nunique() > 1


def test_score_ranks_a_field_of_sections_with_each_pair_its_section_and_number(capsys, programs):
    # README-sections.md: across the field, A N-S 2 has 8 + 6 = 14 of 16 (87.50%), B N-S 1
    # 5 + 8 = 13 (81.25%), B N-S 2 0 + 1 = 1 (6.25%): pairs 1 and 2 of A and B stay apart
    from bridgekit.cli import main

    assert main(["score", str(programs / "ebuscore-overall.xml")]) == 0
    lines = capsys.readouterr().out.splitlines()
    north_south = lines[lines.index("North-South") + 2:]
    assert [line.split() for line in north_south] == [
        ["1", "A2", "2", "14.00", "16.0", "87.50"], ["2", "B1", "2", "13.00", "16.0", "81.25"],
        ["3=", "A1", "2", "6.00", "16.0", "37.50"], ["3=", "A3", "2", "6.00", "16.0", "37.50"],
        ["5", "B2", "2", "1.00", "16.0", "6.25"]]
