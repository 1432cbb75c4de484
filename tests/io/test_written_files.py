"""What bridgekit writes, ``bridgekit check`` reproduces: every number the PBN and USEBIO
writers print goes through bridgekit.format, every row is written, and each board's
Dealer and Vulnerable tags are read and written back."""

import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

import bridgekit as bk
from bridgekit.io import read_event, read_pbn, scored_text, write_event, write_pbn, write_usebio

#: One board of 17 results, board 1 (love all): two tie for the bottom (0.5 MP of 16, 3.125%)
SEVENTEEN = [("4S", "N", 8), ("4S", "N", 8), ("4S", "N", 9), ("1NT", "E", 6), ("1C", "N", 7),
             ("1NT", "N", 7), ("1S", "N", 8), ("1NT", "N", 8), ("2H", "N", 9),
             ("1NT", "N", 9), ("2S", "N", 10), ("1NT", "N", 10), ("1C", "N", 13),
             ("1NT", "N", 11), ("1S", "N", 13), ("3NT", "N", 9), ("4S", "N", 10)]


def seventeen() -> pd.DataFrame:
    return pd.DataFrame([{"board": 1, "ns": str(t + 1), "ew": str(t + 21), "contract": c,
                          "declarer": d, "result": str(r)}
                         for t, (c, d, r) in enumerate(SEVENTEEN)])


def check(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bridgekit.cli", "check", str(path)],
                          capture_output=True, text=True)


def test_a_clean_board_written_is_reproduced_to_the_last_number(tmp_path):
    """3.125% is written 3.13 (as bridgekit.format prints it), so all 136 numbers (17 rows'
    MPs and percentages, 34 pairs' totals and percentages) are reproduced; before, 4 were
    written 3.12 and checked as 3.13."""
    df = seventeen()
    assert sorted(bk.score_event(df).ns_pct)[:2] == [3.125, 3.125]
    write_pbn(df, tmp_path / "e.pbn")
    text = (tmp_path / "e.pbn").read_text()
    assert text.count(" 3.13 ") + text.count(" 3.13\n") >= 2 and "3.12" not in text
    run = check(tmp_path / "e.pbn")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "all 136 published numbers reproduced" in run.stdout
    write_usebio(df, tmp_path / "e.xml")
    run = check(tmp_path / "e.xml")
    assert run.returncode == 0 and "all 102 published numbers reproduced" in run.stdout


def test_rows_in_error_are_written_and_the_rest_reproduced(tmp_path):
    """Two rows in error on the 17-result board: both are written (with '-' for their
    scores), so the board still has 17 results when read back and all 120 numbers of the
    other 15 rows and 30 pairs are reproduced (before, the rows were dropped, the file's
    MPs kept the 17 and 4 of 120 were not reproduced)."""
    df = seventeen()
    df.loc[3, "contract"] = "9S"
    df.loc[8, "result"] = "x"
    scored = bk.score_event(df)
    assert (scored.status == "error").sum() == 2
    write_pbn(df, tmp_path / "e.pbn")
    back = read_pbn(tmp_path / "e.pbn")
    assert len(back) == 17
    assert back.loc[3, "contract"] == "9S" and back.loc[8, "result"] == "x"
    assert back.loc[[3, 8], ["pbn_mp_ns", "pbn_pct_ns"]].isna().all().all()
    run = check(tmp_path / "e.pbn")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "all 120 published numbers reproduced" in run.stdout


def _counted(fn, calls):
    def counted(*args, **kwargs):
        calls.append(1)
        return fn(*args, **kwargs)
    return counted


def test_tables_laid_out_in_records_read_as_joined_row_by_row(tmp_path, monkeypatch):
    """The sample event with a row in error, a ruling on one board only (its Adjusted column
    wider than the other boards'), a name beyond ASCII and boards out of order: the tables
    laid out in fixed records (the room a narrower board's fields leave taken out) are the
    text the rows joined one by one give, and both read back as one traveller."""
    from bridgekit.io import pbn

    event = bk.load_sample_event()
    event = event.assign(ns_names=["Zoë Ågren" if i % 3 else "" for i in range(len(event))])
    event.loc[event.index[2], "result"] = "x"
    event = event.iloc[::-1]
    write_pbn(event, tmp_path / "records.pbn")
    monkeypatch.setattr(pbn, "_RECORD_ROOM", -10**9)  # never room for records: row by row
    monkeypatch.setattr(pbn, "_table_lines_by_row", _counted(pbn._table_lines_by_row, calls := []))
    write_pbn(event, tmp_path / "rows.pbn")
    records = (tmp_path / "records.pbn").read_text(encoding="utf-8")
    assert calls and records == (tmp_path / "rows.pbn").read_text(encoding="utf-8")
    assert "A60/40" in records and '"Zoë Ågren"' in records
    back = read_pbn(tmp_path / "records.pbn")
    assert len(back) == len(event) and sorted(back.ns_names) == sorted(event.ns_names)


def test_convert_says_the_rows_written_and_every_warning(tmp_path):
    df = seventeen()
    df.loc[3, "contract"] = "9S"
    write_event(df, tmp_path / "e.csv")
    run = subprocess.run([sys.executable, "-m", "bridgekit.cli", "convert",
                          str(tmp_path / "e.csv"), str(tmp_path / "e.pbn")],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "(17 rows)" in run.stdout
    assert "contract: '9S': a level is 1 to 7" in run.stderr


def test_a_row_with_no_board_number_is_refused_naming_it(tmp_path):
    df = seventeen()
    df["board"] = df["board"].astype(object)
    df.loc[5, "board"] = "x"
    for name in ("e.pbn", "e.xml"):
        with pytest.raises(bk.FileFormatError, match="row 5, column 'board': 'x'"):
            write_event(df, tmp_path / name)
        assert not (tmp_path / name).exists()


VUL_ALL = (b'[Board "1"]\n[Dealer "S"]\n[Vulnerable "All"]\n'
           b'[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n'
           b'1 2 4S N 10\n3 4 4S N 9\n')


@pytest.mark.parametrize("spelling, read", [("None", "None"), ("Love", "None"), ("-", "None"),
                                            ("NS", "NS"), ("EW", "EW"), ("All", "All"),
                                            ("Both", "All")])
def test_every_pbn_vulnerable_spelling_is_read(spelling, read):
    df = read_pbn(VUL_ALL.replace(b'"All"', f'"{spelling}"'.encode()))
    assert df["vulnerable"].tolist() == [read, read] and df["dealer"].tolist() == ["S", "S"]
    assert bk.read_hand_records(VUL_ALL.replace(b'[ScoreTable', b'[Deal "N:J76.AK.AQJ954.J3 '
                                                b'QT.QT8542.62.Q52 AK9543.6.K3.T986 '
                                                b'82.J973.T87.AK74"]\n[ScoreTable')
                                .replace(b'"All"', f'"{spelling}"'.encode())
                                ).vulnerability[0] == {"All": "Both"}.get(read, read)


def test_the_vulnerable_tag_scores_the_board_and_is_written_back(tmp_path):
    """Board 1 tagged All: 4S made is +620 (not +420, board 1's rotation), a warning says the
    tag is not the rotation, and the file convert writes says All again (it said None)."""
    df = read_pbn(VUL_ALL)
    scored = bk.score_event(df)
    assert scored.ns_score.tolist() == [620.0, -100.0]
    warnings = [p for p in scored.attrs["problems"] if p["column"] == "vulnerable"]
    assert len(warnings) == 1 and warnings[0]["severity"] == "warning"
    assert "not None as its number says" in warnings[0]["problem"]
    write_pbn(df, tmp_path / "e.pbn")
    text = (tmp_path / "e.pbn").read_text()
    assert '[Vulnerable "All"]' in text and '[Dealer "S"]' in text
    again = read_pbn(tmp_path / "e.pbn")
    assert bk.score_event(again).ns_score.tolist() == [620.0, -100.0]
    with pytest.raises(bk.FileFormatError, match="USEBIO holds no vulnerability"):
        write_usebio(df, tmp_path / "e.xml")


def test_a_vulnerable_tag_that_names_nothing_is_refused_with_its_line():
    with pytest.raises(bk.FileFormatError, match=r"line 3: \[Vulnerable 'Some'\]"):
        read_pbn(VUL_ALL.replace(b'"All"', b'"Some"'))


def test_a_csv_vulnerable_column_is_scored_and_a_bad_one_is_a_row_problem():
    df = pd.DataFrame({"board": [1, 1, 2], "ns": [1, 2, 1], "ew": [3, 4, 3],
                       "contract": "4S", "declarer": "N", "result": "10",
                       "vulnerable": ["Both", "", "Some"]})
    scored = bk.score_event(df)
    assert scored.ns_score.tolist()[:2] == [620.0, 420.0]
    errors = [p for p in scored.attrs["problems"] if p["severity"] == "error"]
    assert [(p["row"], p["column"], p["value"]) for p in errors] == [(2, "vulnerable", "Some")]


def test_the_progress_callable_is_told_the_boards_read():
    told = []
    text = "".join(f'[Board "{b}"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2 "420"\n\n'
                   for b in range(1, 251))
    assert len(read_event(text.encode(), format="pbn",
                          progress=lambda done, total: told.append((done, total)))) == 250
    assert told == [(100, 250), (200, 250), (250, 250)]
    with pytest.raises(bk.OptionError, match="progress=True"):
        read_pbn(text.encode(), progress=True)


def test_games_told_a_hundred_at_a_time_are_given_their_own_tables_alone():
    """Told the boards read, a file's games are walked a hundred at a time; each hundred
    carries its own tables, not the file's (every hundred looking through all of them made
    a long file's read quadratic: 80,000 boards 1.2 s without progress, 2.6 s with)."""
    from bridgekit.io.pbn import PbnVisitor, read_games

    class Counted(PbnVisitor[int]):
        def __init__(self):
            self.given = self.games = 0

        def visit_games(self, games):
            self.given += len(games.tables)
            self.games += len(games.starts)
            super().visit_games(games)

        def result(self):
            return self.given

    text = "".join(f'[Board "{b}"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2 "420"\n\n'
                   for b in range(1, 451))
    counted = Counted()
    assert read_games(text, counted, progress=lambda done, total: None) == 450
    assert counted.games == 450

PURE = ("bridgekit.io.pbn", "bridgekit.io.usebio", "bridgekit.io.csv", "bridgekit.io.hands",
        "bridgekit.io")


@pytest.mark.parametrize("module", PURE)
def test_the_text_formats_load_no_scoring(module):
    """Imported without ``bridgekit/__init__`` (which loads the scoring core for bk.*), each
    text format and the io facade load no module of pairs, teams or show."""
    root = Path(__file__).parents[2] / "bridgekit"
    code = ("import sys, types, importlib; pkg = types.ModuleType('bridgekit'); "
            f"pkg.__path__ = [{str(root)!r}]; sys.modules['bridgekit'] = pkg; "
            f"importlib.import_module({module!r}); "
            "bad = sorted(m for m in sys.modules if m.startswith(('bridgekit.pairs', "
            "'bridgekit.teams', 'bridgekit.show'))); print(bad); sys.exit(1 if bad else 0)")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.parametrize("ending", [".pbn", ".xml"])
def test_a_table_with_no_rows_is_refused_and_nothing_written(tmp_path, ending):
    from bridgekit.io import read_traveller_csv, write_event

    source = tmp_path / "empty.csv"
    source.write_text("board,ns,ew,contract,declarer,result\n")
    target = tmp_path / f"out{ending}"
    with pytest.raises(bk.FileFormatError, match=r"no results to write: .*board, ns, ew"):
        write_event(read_traveller_csv(source), target)
    assert not target.exists()


def test_the_writers_take_settings_and_method_and_scale_as_shortcuts(tmp_path):
    """``method=`` and ``scale=`` change the settings given (before, they were dropped when
    settings were given); a traveller without settings is matchpointed by them; an event
    scored once is written by its own settings, and an option beside it is refused."""
    df = seventeen()
    write_usebio(df, tmp_path / "a.xml", settings=bk.Settings(), scale="acbl", date="01/01/2026")
    write_usebio(df, tmp_path / "b.xml", settings=bk.Settings(scale="acbl"), date="01/01/2026")
    write_usebio(df, tmp_path / "c.xml", settings=bk.Settings(), date="01/01/2026")
    a, b, c = ((tmp_path / f"{k}.xml").read_text() for k in "abc")
    assert a == b and a != c
    # 17 results: the top is 32 on the 2-per scale, 16 on the 1 and 1/2 one
    _, scored = scored_text(df, "usebio", scale="acbl", date="01/01/2026")
    assert scored.ns_mp.max() == 16 and scored.top.max() == 16
    with pytest.raises(bk.OptionError, match="an event scored once is written by its own settings"):
        scored_text(bk.event_result(df, bk.Settings()), "usebio", method="plain")


def test_a_howell_pair_is_written_with_the_names_it_had_in_either_direction():
    """A Howell's pairs are ranked without a direction: each is written with its names,
    whichever direction they were given in (pairs 2 and 4 are named only as E-W), the
    movement read from the ranking, not passed beside it."""
    import xml.etree.ElementTree as ET

    df = pd.DataFrame({"board": [1, 1, 2, 2, 3, 3], "ns": [1, 3, 1, 4, 1, 2],
                       "ew": [2, 4, 3, 2, 4, 3], "ns_score": [420, 170, 620, 140, 420, -50],
                       "ns_names": ["Al - Di", "Cy - Ed", "", "", "", ""],
                       "ew_names": ["Bo - He", "Fa - Gu", "", "", "", ""]})
    text, scored = scored_text(df, "usebio")
    assert scored.attrs["movement"] == "howell"
    pairs = list(ET.fromstring(text.split("\n", 1)[1]).iter("PAIR"))
    assert [p.findtext("DIRECTION") for p in pairs] == [""] * 4  # empty: a Howell
    assert {p.findtext("PAIR_NUMBER"): [n.text for n in p.iter("PLAYER_NAME")] for p in pairs} \
        == {"1": ["Al", "Di"], "2": ["Bo", "He"], "3": ["Cy", "Ed"], "4": ["Fa", "Gu"]}


def test_a_howell_written_as_usebio_reads_back_as_a_howell():
    """A Howell's pairs are written with an empty DIRECTION, as Compscore writes them, so the
    file states its movement: two tables where pairs 1 and 3 sat N-S on both boards would
    be guessed a Mitchell, and the file's own eight totals went unreproduced."""
    df = pd.DataFrame({"board": [1, 1, 2, 2], "ns": [1, 3, 1, 3], "ew": [2, 4, 2, 4],
                       "ns_score": [420, 170, -100, 110]})
    result = bk.event_result(df, bk.Settings(movement="howell"))
    text, _ = scored_text(result, "usebio")
    back = bk.io.read_usebio(text.encode())
    assert back.attrs["movement"] == "howell"
    again = bk.event_result(back)
    assert again.problems.empty and again.checked == 16
    assert again.ranking["direction"].tolist() == [""] * 4


PROGRAMS = Path(__file__).parents[1] / "data" / "programs"


def written_and_read_back(name: str, ending: str, folder: Path) -> pd.DataFrame:
    """A program's file converted as ``bridgekit convert`` converts it (the event scored once
    by the settings found for it, written by them) and read back."""
    target = folder / f"back{ending}"
    write_event(bk.event_result(read_event(PROGRAMS / name)), target)
    return read_event(target)


def test_an_acbl_game_written_as_usebio_is_found_on_the_acbl_scale_by_its_numbers(tmp_path):
    """USEBIO has no word for the ACBL's scale (1 a score beaten, 1/2 a tie), for sections
    scored apart nor for a pair's total scaled to the session: the game page written as
    USEBIO and read back was checked on the EBU's scale, 73 of its 106 numbers unreproduced.
    Its numbers say how it was scored: all 106 are reproduced, each section on its own."""
    back = written_and_read_back("acbl-club-game.html", ".xml", tmp_path)
    assert "scale" not in back.attrs  # the file states no scale
    again = bk.event_result(back)
    assert again.found == bk.pairs.Found(checked=106, missed=0)
    assert again.problems.empty and again.checked == 106
    s = again.settings
    assert (s.scale, s.sections, s.totals_scaling) == ("acbl", "apart", "session")
    assert again.checked_by_part == {"A": 58, "B": 48}
    run = check(tmp_path / "back.xml")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "section A: all 58 published numbers reproduced" in run.stdout
    assert "section B: all 48 published numbers reproduced" in run.stdout
    # and says what it found, which the summary's "(matchpoints)" did not
    assert "found by the file's numbers (it states nothing of them): scale acbl, " \
        "totals_scaling session" in run.stdout


def test_a_compscore_howell_written_as_usebio_is_found_with_its_totals_factored(tmp_path):
    """Compscore factors a pair's total to the most results any board has and scales a pair
    that missed boards to its direction's: USEBIO has no word for it, and the Howell written
    as USEBIO and read back left 6 of its 34 numbers unreproduced (pairs' totals and
    percentages). Found by its numbers, all 34 are."""
    back = written_and_read_back("compscore-howell-missed.xml", ".xml", tmp_path)
    again = bk.event_result(back)
    assert again.found == bk.pairs.Found(checked=34, missed=0) and again.problems.empty
    assert (again.settings.totals_normal, again.settings.totals_scaling) == ("max", "direction")


def test_a_stated_scale_is_never_replaced_by_the_one_the_numbers_say(tmp_path):
    """The game page written as PBN states its scale ("MatchPoints;MP2") and reads back with
    all its numbers reproduced; the same file saying MP1 (2 a score beaten, 1 a tie) keeps
    the scale it states, though its numbers are on the ACBL's: they are said unreproduced,
    each line naming the scale that would reproduce it."""
    back = written_and_read_back("acbl-club-game.html", ".pbn", tmp_path)
    assert back.attrs["event"]["Scoring"] == "MatchPoints;MP2"
    assert bk.event_result(back).found == bk.pairs.Found(checked=178, missed=0)
    text = (tmp_path / "back.pbn").read_text().replace('"MatchPoints;MP2"', '"MatchPoints;MP1"')
    stated = read_pbn(text.encode())
    settings, found = bk.pairs.find_settings(stated)
    assert settings.scale == "ebu" and found.missed > 0
    unstated = read_pbn(text.replace('[Scoring "MatchPoints;MP1"]\n', "").encode())
    settings, found = bk.pairs.find_settings(unstated)
    assert settings.scale == "acbl" and found == bk.pairs.Found(checked=178, missed=0)


def test_a_number_on_the_acbl_scale_is_said_to_be_reproduced_by_it(tmp_path):
    """Checked on the EBU's scale, a line's matchpoints on the ACBL's are explained: the
    reason names ``--scale acbl``."""
    from bridgekit.pairs.published import compare_published, score_published, split_sections

    back = written_and_read_back("acbl-club-game.html", ".xml", tmp_path)
    (name, part), _b = split_sections(back)
    problems = compare_published(score_published(part))
    assert name == "A" and len(problems) > 0
    lines = problems[problems["what"] == "N-S MP"]
    assert lines["reason"].str.contains("try --scale acbl", regex=False).all()


def test_a_butler_file_written_as_csv_prints_its_imps_and_datum_as_the_file_did(tmp_path):
    # Compscore's Butler night: N-S 1's 11 IMPs and board 1's datum -450 were written 11.0,
    # -11.0 and -450.0 (only matchpoints, percentages and cross-IMPs were printed anew)
    back = written_and_read_back("compscore-butler-mitchell.xml", ".csv", tmp_path)
    text = (tmp_path / "back.csv").read_text().splitlines()
    assert ",11,-11,-450," in text[1] and ".0," not in text[1]
    assert {c: back.attrs["decimals"][c] for c in ("usebio_butler_ns", "usebio_datum")} == \
        {"usebio_butler_ns": 0, "usebio_datum": 0}
    again = bk.event_result(back)
    assert again.problems.empty and again.checked == 27


def test_a_csv_of_bridgekit_s_own_settings_states_them_and_is_not_searched(tmp_path):
    # its settings columns were only those that differ from bridgekit's own: a CSV scored
    # by them stated nothing, and check searched it for other conventions
    df = bk.load_sample_event()
    write_event(bk.event_result(df, bk.Settings()), tmp_path / "own.csv")
    back = read_event(tmp_path / "own.csv")
    assert back.attrs["settings"] == {"scoring": "matchpoints"}
    assert bk.pairs.published.settings_of_file(back) == bk.Settings()


def test_a_program_s_file_is_not_tried_on_a_scale_its_program_does_not_use():
    # the search tried the ACBL scale on a Compscore or EBUScore file, whose programs say
    # the EBU's; it is tried only on a file of no program's way
    from bridgekit.pairs.published import _unstated_tries, settings_of_file

    for name in ("compscore-mp-mitchell.xml", "ebuscore-max.xml"):
        df = read_event(PROGRAMS / name)
        tried = [change for _words, change in _unstated_tries(df, settings_of_file(df))]
        assert {"scale": "acbl"} not in tried, name
