"""Double-dummy tables, par and results against par.

The hand-record fixtures in tests/data/hands/ were dealt by endplay's dealer; their tables and
OptimumScore tags come from its own double-dummy solver and par function
(scripts/make_hands.py), so bridgekit's par is checked against an independent answer.
"""

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.deals.double_dummy import SEATS, STRAINS

DATA = Path(__file__).parents[1] / "data"
HANDS = DATA / "hands"
RUTER = DATA / "ruter-2021-09-01-board1.pbn"


def _endplay() -> bool:
    try:
        import endplay  # noqa: F401
    except ImportError:
        return False
    return True


needs_endplay = pytest.mark.skipif(not _endplay(), reason="the analysis extra (endplay) is "
                                   "not installed: pip install -e '.[analysis]'")


def test_ruter_board_par_and_the_field_against_it():
    hr = bk.read_hand_records(RUTER)
    assert hr.optimum_score[0] == 450 and hr.par_contract[0] == "5S N 11"
    table = bk.DDTable.from_pbn("ab6b8ab6b80070500705")  # the deal's table, double dummy
    p = bk.par(table, "None", "N")
    assert p.score == 450
    assert [str(c) for c in p.contracts] == ["4♠+1 by N or S"]
    assert p.contracts[0].program_form == "5S N 11"  # as the file prints it
    assert "5♥ by E or W, ends at -800 for them" in p.explain()
    hr.loc[0, "dd"] = table
    compared = bk.vs_par(bk.score_event(bk.io.read_pbn(RUTER)), hr)
    # E-W's 5HX went 800 down against a game worth 450: +350 to N-S against par, +8 IMPs
    sac = compared[compared.contract == "5HX"].iloc[0]
    assert (sac.par, sac.vs_par, sac.vs_par_imps) == (450, 350, 8)
    text = bk.explain_vs_par(compared, sac.name)
    assert text.startswith("E-W's 5HX by E went 4 down: N-S +800 against par +450, so +350")


@needs_endplay
def test_dd_table_of_the_ruter_deal():
    deal = bk.read_hand_records(RUTER).deal[0]
    t = bk.dd_table(deal)
    assert t.frame().loc["N"].tolist() == [10, 11, 6, 11, 8]
    assert t.to_pbn() == "ab6b8ab6b80070500705"
    assert bk.dd_table(deal) is t  # computed once per deal


def test_par_equals_the_files_optimum_score_on_every_exact_board():
    hr = bk.read_hand_records(HANDS / "exact.pbn")
    assert len(hr) == 32
    for r in hr.itertuples():
        assert bk.par(r.dd, r.vulnerability, r.dealer).score == r.optimum_score, r.board


def test_optimum_result_table_rows_in_any_order():
    exact = bk.read_hand_records(HANDS / "exact.pbn")
    rows = bk.read_hand_records(HANDS / "rows.pbn")
    assert list(rows.dd) == list(exact.dd)  # rows in another order, NT written N
    assert list(rows.optimum_score) == list(exact.optimum_score)  # "EW 2SX; 100" form


def test_lossy_tables_give_par_only_when_the_lost_counts_do_not_matter():
    exact = bk.read_hand_records(HANDS / "exact.pbn")
    lossy = bk.read_hand_records(HANDS / "lossy.pbn")
    computed = open_ = 0
    for e, lo in zip(exact.itertuples(), lossy.itertuples(), strict=True):
        assert lo.dd.lossy
        for seat in SEATS:
            for strain in STRAINS:
                if lo.dd.is_exact(seat, strain):
                    assert lo.dd.tricks(seat, strain) == e.dd.tricks(seat, strain) >= 7
                else:
                    assert e.dd.tricks(seat, strain) <= 6
        try:
            assert bk.par(lo.dd, lo.vulnerability, lo.dealer).score == e.optimum_score
            computed += 1
        except bk.ParError as exc:
            assert "par needs the exact trick counts" in str(exc)
            open_ += 1
    assert computed == 30 and open_ == 2


@needs_endplay
def test_dd_table_agrees_with_the_files():
    for r in bk.read_hand_records(HANDS / "exact.pbn").itertuples():
        assert bk.dd_table(r.deal) == r.dd


def test_without_endplay_only_dd_table_needs_it(monkeypatch):
    import sys

    from bridgekit.deals.double_dummy import _CACHE

    _CACHE.clear()
    monkeypatch.setitem(sys.modules, "endplay", None)
    monkeypatch.setitem(sys.modules, "endplay.dds", None)
    monkeypatch.setitem(sys.modules, "endplay.types", None)
    hr = bk.read_hand_records(HANDS / "exact.pbn")
    with pytest.raises(bk.DDTableError, match=r"bridgekit\[analysis\]"):
        bk.dd_table(hr.deal[0])
    assert bk.par(hr.dd[0], hr.vulnerability[0], hr.dealer[0]).score == hr.optimum_score[0]
    _CACHE.clear()


def test_import_bridgekit_does_not_import_endplay():
    import subprocess
    import sys

    code = "import sys, bridgekit; print('endplay' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True).stdout.strip() == "False"


@pytest.mark.parametrize("text, score", [("NS 450", 450), ("EW 450", -450),
                                         ("EW 6N; -990", -990), ("NS 2SX; 100", 100)])
def test_optimum_score(text, score):
    from bridgekit.deals.par_score import optimum_score

    assert optimum_score(text) == score


@pytest.mark.parametrize("bad", ["d7ddad7dda111111111", "g7ddad7dda1111111111", "", 42,
                                 '[OptimumResultTable "x"]\nN S 7\nN S 8'])
def test_bad_tables_are_refused(bad):
    with pytest.raises(bk.BridgekitError):
        bk.DDTable.from_pbn(bad)


def test_table_round_trip_and_views():
    t = bk.DDTable.from_pbn("d7ddad7dda1111111111")
    assert t.lossy and not t.is_exact("W", "NT") and t.is_exact("N", "S")
    assert "≤6" in str(t) and "≤6" in t._repr_html_()
    exact = t.filled(0)
    assert bk.DDTable.from_pbn(exact.to_pbn()) == exact


def test_a_hand_record_file_with_a_bad_deal_names_the_line():
    text = b'[Board "1"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQJ - - -"]\n'
    with pytest.raises(bk.FileFormatError, match="line 2"):
        bk.read_hand_records(text)
    with pytest.raises(bk.FileFormatError, match="no deal found"):
        bk.read_hand_records(b'[Board "1"]\n')


def _swap_sides(cells):
    n, e, s, w = cells
    return (e, s, w, n)  # each seat's tricks move to the seat on its left: sides trade places


TABLES = st.lists(st.lists(st.integers(0, 13), min_size=5, max_size=5), min_size=4,
                  max_size=4).map(lambda rows: tuple(tuple(r) for r in rows))


@given(TABLES, st.sampled_from(["None", "NS", "EW", "Both"]), st.sampled_from("NESW"))
def test_par_is_the_same_game_seen_from_the_other_side(cells, vul, dealer):
    exact = tuple((True,) * 5 for _ in range(4))
    p = bk.par(bk.DDTable(cells, exact), vul, dealer)
    swapped_vul = {"None": "None", "NS": "EW", "EW": "NS", "Both": "Both"}[vul]
    next_seat = "ESWN"["NESW".index(dealer)]
    q = bk.par(bk.DDTable(_swap_sides(cells), exact), swapped_vul, next_seat)
    assert q.score == -p.score


@given(TABLES, st.sampled_from(["None", "NS", "EW", "Both"]), st.sampled_from("NESW"),
       st.integers(0, 4))
def test_a_trick_more_for_north_never_lowers_par_for_ns(cells, vul, dealer, strain):
    exact = tuple((True,) * 5 for _ in range(4))
    if cells[0][strain] == 13:
        return
    more = tuple(tuple(t + (i == 0 and j == strain) for j, t in enumerate(row))
                 for i, row in enumerate(cells))
    before = bk.par(bk.DDTable(cells, exact), vul, dealer).score
    assert bk.par(bk.DDTable(more, exact), vul, dealer).score >= before
