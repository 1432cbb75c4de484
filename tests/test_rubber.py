"""Rubber bridge and Chicago (seed 003, Appendix B; honours and unfinished rubbers per the Laws)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

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
    assert "rubber bonus (2-1): E-W won two games to one, 500" in r.bonus_reasons()


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
    assert r.sheet().splitlines()[-2:] == ["N-S 920, E-W 0",
                                           "rubber bonus (2-0): N-S won two games to none, 700"]
    with pytest.raises(bk.ResultError, match="the rubber is over"):
        r.record("1C", "N", 7)


def test_chicago():
    c = bk.Chicago().record("4H", "N", 10).record("4H", "E", 10).record("4H", "S", 10)
    # deal 2: dealer East, E-W vulnerable; deal 3: dealer South, N-S vulnerable
    assert c.totals == {"NS": 420 + 620, "EW": 620}
    c = c.record("1NT", "W", 7)
    assert c.finished and c.totals["EW"] == 620 + 90
    with pytest.raises(bk.ResultError):
        c.record("1C", "N", 7)


# ---------------------------------------------------------------- the Laws of Contract Bridge
# Worked examples built from the rubber-bridge laws' own text (Law 80, an incomplete rubber;
# the four-deal bridge rules), every figure worked out by hand from the scoring table.

def test_law_80_both_sides_with_a_part_score_get_nothing():
    # deal 1: N 2H+2 (60 below, 60 above); deal 2: E 1NT= (40 below); neither a game
    r = bk.Rubber().record("2H", "N", 10).record("1NT", "E", 7)
    closed = r.close()
    assert (closed.total("NS"), closed.total("EW")) == (120, 40)
    # deal 3: N 1C+2 (20 below, 40 above), E-W hold four club honours (100)
    r = r.record("1C", "N", 9, honours=100, honours_side="EW")
    closed = r.close()
    assert (closed.total("NS"), closed.total("EW")) == (180, 140)
    assert closed.bonus_reasons() == ["unfinished rubber: both sides have a part-score in the "
                                      "game in progress, so neither scores 100"]


def test_law_80_a_game_up_and_the_only_part_score():
    r = bk.Rubber().record("4S", "N", 10).record("2H", "E", 8).close()
    assert (r.total("NS"), r.total("EW")) == (120 + 300, 60 + 100)
    assert r.bonus_reasons() == ["unfinished rubber: N-S a game up, 300",
                                 "unfinished rubber: E-W the only part-score in the game in "
                                 "progress, 100"]
    assert "unfinished rubber: N-S a game up, 300" in r.sheet()
    level = bk.Rubber().record("4S", "N", 10).record("4H", "E", 10).close()  # one game each
    assert (level.total("NS"), level.total("EW")) == (120, 120)


contracts = st.sampled_from(["1C", "2D", "1H", "2S", "1NT", "2NT", "3C", "4H", "3NT", "2HX"])


@given(st.lists(st.tuples(contracts, st.sampled_from("NESW"), st.integers(0, 13)),
                max_size=8))
def test_closing_never_credits_both_sides_a_part_score_bonus(deals):
    r = bk.Rubber()
    for contract, declarer, tricks in deals:
        if r.finished:
            break
        r = r.record(contract, declarer, tricks)
    closed = r.close()
    part_bonus = [x for x in closed.lines if "only part-score" in x.label]
    assert len(part_bonus) <= 1
    if r.below_line("NS") and r.below_line("EW"):
        assert part_bonus == []


def test_a_passed_out_deal_is_redealt_at_the_same_vulnerability():
    c = bk.Chicago().record("4H", "N", 10).record("Pass", None, 0)
    assert c.next_deal[0] == 2  # still deal 2: dealer East, E-W vulnerable
    c = c.record("4H", "N", 10)
    assert c.deals[-1].ns == 420  # N-S not vulnerable on deal 2 (620 if it counted as deal 3)
    assert "deal 2 (dealer E, E-W vulnerable): passed out, redealt" in c.sheet()
    c = c.record("Pass", None, 0).record("Pass", None, 0).record("3NT", "S", 9)
    assert c.deals[-1].ns == 600 and not c.finished
    c = c.record("1S", "W", 7)
    assert c.finished and len(c.deals) == 4


def test_four_deal_bridge_as_the_laws_score_it():
    """Built from the four-deal bridge rules as the ACBL publishes them ("Four-deal Bridge
    (Chicago)": part-scores combine towards game, the game premium by the vulnerability of
    the side completing it, a part-score on deal 4 that does not make game earns 100, no
    other part-score premium); every figure worked out by hand."""
    c = bk.Chicago(style="laws")
    c = c.record("2H", "N", 8)    # deal 1, none vul: 60 towards game
    assert c.totals == {"NS": 60, "EW": 0} and c.part_score("NS") == 60
    c = c.record("1NT", "E", 8)   # deal 2, E-W vul: 40 below, 30 above
    assert c.totals == {"NS": 60, "EW": 70}
    c = c.record("2S", "S", 8)    # deal 3, N-S vul: 60 + 60 = game, 500; E-W's 40 is wiped
    assert c.totals == {"NS": 620, "EW": 70} and c.part_score("EW") == 0
    c = c.record("2D", "W", 8)    # deal 4, both vul: a part-score, no game: 100
    assert c.totals == {"NS": 620, "EW": 210}
    assert "a part-score on the fourth deal that does not make game: 100" in c.deals[3].text
    duplicate = bk.Chicago()
    for args in (("2H", "N", 8), ("1NT", "E", 8), ("2S", "S", 8), ("2D", "W", 8)):
        duplicate = duplicate.record(*args)
    assert duplicate.totals == {"NS": 110 + 110, "EW": 120 + 90}


def test_four_deal_bridge_game_slam_double_and_honours():
    c = bk.Chicago(style="laws").record("4S", "N", 11, honours=100)  # 120 + 30 + 300 + 100
    assert c.totals == {"NS": 550, "EW": 0}
    c = c.record("2HX", "E", 8)   # deal 2, E-W vul: 120 below = game 500, 50 for the insult
    assert c.totals == {"NS": 550, "EW": 120 + 500 + 50}
    c = c.record("6NT", "S", 11)  # deal 3, N-S vul: one down, 100 to E-W
    assert c.totals["EW"] == 670 + 100
    c = c.record("1C", "E", 7, honours=150, honours_side="NS")  # deal 4: 20 + 100; honours
    assert c.totals == {"NS": 700, "EW": 770 + 20 + 100}
    with pytest.raises(bk.ResultError, match="honours count only"):
        bk.Chicago().record("4S", "N", 10, honours=100)
    with pytest.raises(bk.OptionError, match="style="):
        bk.Chicago(style="rubber")


def test_a_published_rubber_deal_by_deal():
    """A club's teaching slides on rubber scoring ("We - J&H, They - M&A"), deal by deal.

    J&H sit N-S, M&A E-W. Deals 1-6 and 9 are as published; the slides do not show deals 7
    and 8, only that M&A had 40 below the line before deal 9 and finished with 880: one
    deal of 1NT+1 by M&A (40 below, 30 above) gives exactly that.
    """
    r = bk.Rubber().record("2H", "N", 10)                    # 60 below, 60 above
    assert (r.below_line("NS"), r.total("NS")) == (60, 120)
    r = r.record("4SX", "E", 8)                               # 2 down doubled, NV: 300
    assert r.total("NS") == 420 and r.total("EW") == 0
    r = r.record("3NT", "E", 10)                              # game, 30 above; a new line
    assert r.games == {"NS": 0, "EW": 1} and r.total("EW") == 130
    assert r.below_line("NS") == 0                            # J&H's 60 does not carry
    r = r.record("3S", "E", 9)                                # 90 below the new line
    assert r.below_line("EW") == 90
    r = r.record("2D", "E", 6)                                # M&A vulnerable: 2 x 100
    assert r.total("NS") == 620
    r = r.record("6HX", "N", 13)                              # 360 below: game; 100, 50, 500
    assert r.games == {"NS": 1, "EW": 1}
    assert r.total("NS") == 620 + 360 + 100 + 50 + 500
    r = r.record("1NT", "E", 8)                               # inferred: 40 below, 30 above
    r = r.record("3H", "E", 9)                                # 40 + 90 = 130: game and rubber
    assert r.finished and r.winner is Side.NS                 # M&A win the rubber...
    assert r.total("EW") == 880                               # ...with 880, as published
    assert "rubber bonus (2-1): E-W won two games to one, 500" in r.bonus_reasons()
    assert r.total("NS") > r.total("EW")                      # but J&H win overall
