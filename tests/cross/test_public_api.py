"""The public names outside tools rely on, and what `import bridgekit` pulls in."""

import subprocess
import sys

import bridgekit as bk

PINNED = sorted([
    "ArtificialScore", "BoardError", "BoardExplanation", "BridgekitError", "Chicago", "Contract",
    "ContractError", "DDTable", "DDTableError", "Deal", "DealError", "Doubling", "FileFormatError",
    "Hand", "HandResult", "HybridResult", "Laws", "Meeting", "OptionError", "Par", "ParContract",
    "ParError", "ResultError", "Rubber", "ScoreBreakdown", "ScoreError", "Seat", "SeatError",
    "Side", "Strain", "TeamsMatch", "TieBreak", "TieRecord", "TieRules", "TravellerError", "Vulnerability",
    "WeightedScore", "__version__", "board_a_match", "board_dealer", "board_frequencies",
    "board_vulnerability", "break_teams_tie", "break_tie", "butler", "butler_datum",
    "compare_percentages", "compare_published", "cross_imps", "dd_table", "duplicate_score",
    "explain_board", "explain_event_board", "explain_pair", "explain_vs_par", "file_scoring",
    "hybrid_points", "hybrid_share", "hybrid_table", "imp_row", "imps", "is_possible_ns_score",
    "is_possible_score", "ladder_percentages", "load_sample_event", "load_sample_teams",
    "matchpoints", "mp_vp", "neuberg", "neuberg_formula", "ns_score", "old_style", "par",
    "parse_entry", "parse_tricks", "published_totals", "rank_pairs", "rank_pairs_imps",
    "rank_teams", "rank_total_points", "read_hand_records", "score_board", "score_breakdown",
    "score_event", "score_event_imps", "score_published", "score_teams_event", "teams_match",
    "validate_traveller", "vs_par", "wbf_vp", "wbf_vp_discrete", "wbf_vp_scaled",
    "score_sections", "explain_club_v_field", "carry_forward", "combine_sessions",
    # the event scored once, by one Settings value
    "EventResult", "Settings", "event_result",
    "PairExplanation",
    "write_hand_records",
    "wbf_vp_25",
    "SCORED_META", "SCORED_SCHEMA", "score_partition",
])


def test_all_is_pinned():
    assert sorted(bk.__all__) == PINNED
    for name in bk.__all__:
        assert hasattr(bk, name), name


def test_design_brief_names():
    assert repr(bk.Contract.parse("4SX")) == (
        "Contract(level=4, strain=Strain.SPADES, doubling=Doubling.DOUBLED)")
    assert bk.duplicate_score("4SX", tricks=8, vulnerable=False) == -300
    assert bk.board_vulnerability(5) is bk.Vulnerability.NS
    assert bk.board_dealer(5) is bk.Seat.NORTH
    assert {v.name for v in bk.Vulnerability} == {"NONE", "NS", "EW", "BOTH"}
    assert {s.name for s in bk.Seat} == {"NORTH", "EAST", "SOUTH", "WEST"}
    assert issubclass(bk.BridgekitError, ValueError)
    frame = bk.score_board([450, 420, 170], method="neuberg", scale="ebu")
    assert list(frame.columns) == ["ns_mp", "ew_mp", "ns_pct", "ew_pct"]


def test_every_error_is_a_bridgekit_error():
    for name in ("BoardError", "ContractError", "FileFormatError", "OptionError", "ResultError",
                 "ScoreError",
                 "SeatError", "TravellerError"):
        assert issubclass(getattr(bk, name), bk.BridgekitError)


def test_import_pulls_in_no_widgets_plots_or_io():
    code = ("import sys, bridgekit; bad = [m for m in sys.modules if m in "
            "('ipywidgets', 'matplotlib', 'IPython', 'bridgekit.cli') or m.startswith("
            "('bridgekit.io', 'bridgekit.show', 'bridgekit.widgets'))]; "
            "print(bad); sys.exit(1 if bad else 0)")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_io_all_is_pinned():
    import bridgekit.io as bio

    assert sorted(bio.__all__) == ["FileMeta", "MAX_FILE_BYTES", "hand_record_html", "read",
                                   "read_acbl",
                                   "read_acbl_live", "read_bws", "read_event",
                                   "read_hand_records", "read_lin", "read_nzbs", "read_pbn",
                                   "read_teams_event",
                                   "read_traveller_csv",
                                   "read_usebio", "write_event", "write_hand_record_html",
                                   "write_hand_records",
                                   "write_pbn", "write_traveller_csv", "write_usebio"]
    for name in bio.__all__:
        assert hasattr(bio, name), name


def test_no_source_document_file_names_in_what_users_read():
    """Users know the rule texts by their public names (White Book 161.7, art. 78, Magic
    Contest's note ...), never by the numbers of the folder they were handed in."""
    import re
    from pathlib import Path

    root = Path(__file__).parents[2]
    pattern = re.compile(r"seed[ _]?0\d\d|the seed's|SEED_0", re.IGNORECASE)
    places = [*root.joinpath("bridgekit").rglob("*.py"), root / "README.md",
              *root.joinpath("notebooks").glob("*.ipynb"), *root.joinpath("notebooks").glob("*.py")]
    leaks = [f"{p.relative_to(root)}: {m.group()}" for p in places
             for m in pattern.finditer(p.read_text(encoding="utf-8"))]
    assert leaks == []


def test_every_option_mistake_is_one_error():
    import pandas as pd

    df = pd.DataFrame({"board": [1], "ns": [1], "ew": [2], "ns_score": [420]})
    calls = [lambda: bk.score_board([420], method="x"), lambda: bk.score_board([420], scale="x"),
             lambda: bk.score_event(df, movement="x"), lambda: bk.score_event(df, artificial="x"),
             lambda: bk.score_event(df, laws="x"), lambda: bk.butler_datum([1], drop=0, rounding="x"),
             lambda: bk.score_event_imps(df, "x"), lambda: bk.Chicago(style="x"),
             lambda: bk.score_published(df, scoring="x"), lambda: bk.rank_teams(df, by="x")]
    for call in calls:
        try:
            call()
        except bk.OptionError as exc:
            assert "='x': one of " in str(exc)
        else:
            raise AssertionError("no error")


def test_dir_shows_the_public_names_only():
    import bridgekit.io as bio

    assert dir(bk) == sorted(bk.__all__)
    assert dir(bio) == sorted(bio.__all__)


def test_widgets_all_is_pinned():
    import pytest

    pytest.importorskip("ipywidgets")
    import bridgekit.widgets as bw

    assert sorted(bw.__all__) == ["ClubVersusFieldView", "DealDiagram", "HandScorer",
                                  "HybridExplorer", "NeubergComparison",
                                  "SessionView", "SwingChart", "TravellerEditor",
                                  "VulnerabilityQuiz", "app", "glossary_html"]
    assert dir(bw) == sorted(bw.__all__)
    for name in bw.__all__:
        assert hasattr(bw, name), name


def test_modules_are_not_shadowed_by_functions():
    import importlib
    import pkgutil

    assert importlib.import_module("bridgekit.imp").__name__ == "bridgekit.imp"
    assert importlib.import_module("bridgekit.pairs.factoring").__name__ == "bridgekit.pairs.factoring"
    assert callable(bk.imps) and callable(bk.neuberg)
    # no public function has the name of a module of the package
    modules = {m.name for m in pkgutil.iter_modules(bk.__path__)}
    assert modules.isdisjoint(bk.__all__), modules & set(bk.__all__)


def test_results_show_as_html_tables_in_a_notebook():
    board = bk.explain_board([450, 420, 170], normal=4)
    assert "<ol>" in board._repr_html_() and "Neuberg" in board._repr_html_()
    match = bk.teams_match([420, -50], [170, -50])
    assert "<table" in match._repr_html_() and "IMPs" in match._repr_html_()
    assert "<table" in bk.hybrid_points([420, -50], [400, 100])._repr_html_()
    a, b = bk.TieRecord("Acol", basic_score=10), bk.TieRecord("Easley", basic_score=4)
    tie = bk.break_tie(a, b, [bk.Meeting(10, 10, margin=5)])
    assert "<b>" in tie._repr_html_() and "Acol" in tie._repr_html_()


def test_import_widgets_imports_no_plotting_library():
    import pytest

    pytest.importorskip("ipywidgets")
    code = "import sys, bridgekit.widgets; print('matplotlib' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True).stdout.strip() == "False"
