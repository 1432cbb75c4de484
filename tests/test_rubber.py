"""Rubber bridge and Chicago (seed 003, Appendix B; honours and unfinished rubbers per the Laws)."""

import pytest

import bridgekit as bk
from bridgekit.board import Side


def test_two_game_rubber():
    r = bk.Rubber().record("4S", "N", 10).record("3NT", "S", 9)
    assert r.finished and r.winner is Side.NS
    assert r.games == {"NS": 2, "EW": 0}
    assert r.total("NS") == 120 + 100 + 700 and r.total("EW") == 0


def test_three_game_rubber_and_vulnerability():
    r = bk.Rubber().record("4S", "N", 10)
    assert r.is_vulnerable("NS") and not r.is_vulnerable("EW")
    r = r.record("4H", "E", 10).record("2S", "N", 7)  # NS vulnerable: 1 down = 100 to EW
    assert r.total("EW") == 120 + 100
    r = r.record("5C", "W", 11)
    assert r.finished and r.winner is Side.EW
    assert r.total("EW") == 120 + 100 + 100 + 500
    assert "rubber bonus (2-1)" in [line.label for line in r.lines]


def test_part_scores_make_a_game_and_do_not_carry_over():
    r = bk.Rubber().record("2H", "N", 8).record("2S", "E", 8).record("2D", "N", 8)
    assert r.games == {"NS": 1, "EW": 0}  # 60 + 40 = 100
    assert r.below_line("EW") == 0  # E-W's 60 does not carry into the next game
    r2 = r.record("1NT", "E", 7)
    assert r2.below_line("EW") == 40


def test_above_the_line_items():
    r = bk.Rubber().record("1SX", "N", 8)  # doubled, made with an overtrick, not vulnerable
    assert r.below_line("NS") == 60
    assert sorted(x.points for x in r.lines if not x.below) == [50, 100]
    game = bk.Rubber().record("2SX", "N", 8)  # 120 below the line: a doubled game
    assert game.games == {"NS": 1, "EW": 0}
    r = bk.Rubber().record("6NT", "S", 12)
    assert 500 in [x.points for x in r.lines]  # small slam, not vulnerable


def test_honours():
    r = bk.Rubber().record("4S", "N", 10, honours=100)
    assert r.total("NS") == 220
    r = bk.Rubber().record("4S", "N", 9, honours=150, honours_side="NS")
    assert r.total("NS") == 150 and r.total("EW") == 50
    assert bk.Rubber().record("3NT", "N", 9, honours=150).total("NS") == 250
    with pytest.raises(bk.ResultError, match="at no trumps only four aces"):
        bk.Rubber().record("3NT", "N", 9, honours=100)
    with pytest.raises(bk.ResultError, match="honours are 100 or 150"):
        bk.Rubber().record("4S", "N", 9, honours=120)


def test_unfinished_rubber():
    r = bk.Rubber().record("4S", "N", 10).record("2H", "E", 8).close()
    assert r.closed
    assert r.total("NS") == 120 + 300
    assert r.total("EW") == 60 + 100
    assert r.winner is Side.NS


@pytest.mark.parametrize("down, current, old", [(1, 100, 100), (2, 300, 300), (3, 500, 500),
                                                (4, 800, 700), (5, 1100, 900)])
def test_rubber_penalties_current_and_old(down, current, old):
    r = bk.Rubber().record("4SX", "N", 10 - down)
    assert r.total("EW") == current
    o = bk.Rubber(laws=bk.Laws.OLD).record("4SX", "N", 10 - down)
    assert o.total("EW") == old


def test_sheet_and_finished_rubber_rejects_more():
    r = bk.Rubber().record("4S", "N", 10).record("3NT", "S", 9)
    assert r.sheet().splitlines()[-1] == "N-S 920, E-W 0"
    with pytest.raises(bk.ResultError, match="the rubber is over"):
        r.record("1C", "N", 7)


def test_chicago():
    c = bk.Chicago().record("4H", "N", 10).record("4H", "E", 10).record("4H", "S", 10)
    # deal 2: dealer East, E-W vulnerable; deal 3: dealer South, N-S vulnerable
    assert c.totals == {"NS": 420 + 620, "EW": 620}
    c = c.record("Pass", None, 0)
    assert c.finished
    with pytest.raises(bk.ResultError):
        c.record("1C", "N", 7)
