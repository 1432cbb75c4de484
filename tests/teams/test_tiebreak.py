"""Tie-breaks: White Book 143.7.1 with the special cases of 143.6 (seed 002)."""

import pytest

import bridgekit as bk
from bridgekit.teams.tiebreak import Meeting, TieRecord


def test_143_6_2_matches_won_in_percentage_terms():
    # team A won 8 of 12 two-board matches, team B 6 of 8 three-board matches: B won more
    assert bk.compare_percentages(8, 12, 6, 8) == -1
    assert bk.compare_percentages(6, 8, 8, 12) == 1
    assert bk.compare_percentages(3, 4, 6, 8) == 0


def test_143_6_2_fractional_head_to_head_rescaled():
    # lost the head-on match 8-12 of 20, won the triangle 10-0 of 10: 18-12, i.e. 12-8
    t = bk.break_tie(TieRecord("A"), TieRecord("B"),
                     [Meeting(8, 12, at_stake=20), Meeting(10, 0, at_stake=10)])
    assert t.winner == "A" and t.loser == "B" and t.decided_by == "(a)"
    assert "together 18-12 of 30, which is 12-8 on a 20-0 scale; A win" in t.explain()


def test_143_6_4_pachabo_example():
    # 5 HPs each; the point-a-board element (6 HPs) level; A won the aggregate by 10
    m = Meeting(5, 5, at_stake=10, a_boards=3, b_boards=3, margin=10, boards=3)
    t = bk.break_tie(TieRecord("A"), TieRecord("B"), [m], hybrid=True)
    assert t.winner == "A"
    steps = [s.text for s in t.steps]
    assert steps[0] == "(a) head-to-head: A v B 5-5 of 10; level"
    assert steps[1].startswith("(a) point-a-board element of the match (6 HPs, tested first)")
    assert "A won it by 10 points (10 or more decides); A win" in steps[2]
    # by 9 points the aggregate does not decide: on to (b)...(e)
    m9 = Meeting(5, 5, at_stake=10, a_boards=3, b_boards=3, margin=9, boards=3)
    t9 = bk.break_tie(TieRecord("A"), TieRecord("B"), [m9], hybrid=True)
    assert t9.winner is None and t9.steps[-1].rule == "(e)"
    # the point-a-board element decides before the aggregate is looked at
    mb = Meeting(5, 5, at_stake=10, a_boards=2, b_boards=4, margin=500, boards=3)
    assert bk.break_tie(TieRecord("A"), TieRecord("B"), [mb], hybrid=True).winner == "B"


def test_143_6_4_aggregate_first_when_both_elements_weigh_the_same():
    # a one-board match: 2 board HPs and 2 aggregate HPs -- aggregate is tested first
    m = Meeting(1.5, 1.5, at_stake=3, a_boards=2, b_boards=0, margin=-50, boards=1)
    t = bk.break_tie(TieRecord("A"), TieRecord("B"), [m], hybrid=True)
    assert t.winner == "B"
    assert "aggregate element" in t.steps[1].text


def test_143_6_1_only_the_current_stage_counts():
    early = Meeting(20, 0, stage="qualifying")
    t = bk.break_tie(TieRecord("A", basic_score=10), TieRecord("B", basic_score=30), [early],
                     stage="final")
    assert t.winner == "B" and t.decided_by == "(c)"
    assert "(143.6.1) 1 meeting(s) from an earlier stage set aside" in t.explain()


def test_full_procedure_order():
    a = TieRecord("A", basic_score=40, tiebreak_points=3, won=10, drawn=4, lost=6)
    b = TieRecord("B", basic_score=40, tiebreak_points=3, won=9, drawn=6, lost=5)
    level = Meeting(10, 10, margin=0)
    t = bk.break_tie(a, b, [level])
    assert [s.rule for s in t.steps] == ["(a)", "(a)", "(b)", "(c)", "(d)", "(e)"]
    assert t.winner is None
    assert "(e) the tie stands" in t.explain()
    # must be broken: a ballot, reproducible with a seed
    first = bk.break_tie(a, b, [level], must_break=True, ballot_seed=7)
    again = bk.break_tie(a, b, [level], must_break=True, ballot_seed=7)
    assert first.winner == again.winner and first.decided_by == "(e)"


def test_steps_that_decide():
    a = TieRecord("A", basic_score=40, tiebreak_points=5)
    b = TieRecord("B", basic_score=45, tiebreak_points=3)
    assert bk.break_tie(a, b, [Meeting(10, 10, margin=6)]).decided_by == "(a)"
    assert bk.break_tie(a, b, [Meeting(10, 10, margin=0)]).winner == "A"  # (b)
    assert bk.break_tie(a, b, [], all_play_all=True).winner == "B"  # (b) skipped, (c)
    t = bk.break_tie(a, b, [], all_play_all=True, vp_event=False)
    assert "(c) Basic-method score over the stage: only in VP events" in t.explain()


def test_count_back_in_percentage_terms():
    a = TieRecord("A", won=12, drawn=0, lost=12)   # 50% of 24 boards
    b = TieRecord("B", won=10, drawn=2, lost=8)    # 55% of 20 boards
    t = bk.break_tie(a, b, [], vp_event=False)
    assert t.winner == "B"
    assert "in percentage terms (143.6.2): A 50.00%, B 55.00%" in t.explain()


def test_closest_fifths_first_by_percentage():
    a = TieRecord("A", qualifying_score=55.2)
    b = TieRecord("B", qualifying_score=56.0)
    t = bk.break_tie(a, b, [Meeting(20, 0)])
    assert t.winner == "B" and t.decided_by == "143.6.3"


def test_bad_percentage_input():
    with pytest.raises(bk.BridgekitError):
        bk.compare_percentages(1, 0, 1, 2)


A, B = TieRecord("A"), TieRecord("B")


@pytest.mark.parametrize("call, named", [
    (lambda: bk.break_tie(None, B), "a=None: a tied contestant is a TieRecord"),
    (lambda: bk.break_tie(A, "B"), "b='B': a tied contestant is a TieRecord"),
    (lambda: bk.break_tie(3, 4), "a=3"),
    (lambda: bk.break_tie(A, A), "a and b are both 'A'"),
    (lambda: bk.break_tie(A, B, "12-8"), "meetings='12-8': a list of Meeting"),
    (lambda: bk.break_tie(A, B, Meeting(12, 8)), "meetings=Meeting"),
    (lambda: bk.break_tie(A, B, [None]), "None is not a Meeting"),
    (lambda: bk.break_tie(A, B, [(12, 8)]), r"\(12, 8\) is not a Meeting"),
    (lambda: bk.break_tie(A, B, None), "meetings=None"),
    (lambda: bk.break_tie(A, B, stage=1), "stage=1: the stage's name"),
    (lambda: bk.break_tie(A, B, ballot_seed="7"), "ballot_seed='7': a whole number"),
    (lambda: bk.break_tie(A, B, vp_event="yes"), "vp_event='yes': expected True or False"),
    (lambda: bk.break_tie(A, B, must_break=None), "must_break=None"),
    (lambda: TieRecord("A", basic_score=float("nan")), "A: basic_score=nan: expected a finite"),
    (lambda: TieRecord("A", basic_score="31"), "A: basic_score='31'"),
    (lambda: TieRecord("A", won=-1), "A: won=-1"),
    (lambda: TieRecord("A", boards=2.5), "A: boards=2.5: expected a whole number"),
    (lambda: TieRecord(None), "name=None: a contestant's name is text"),
    (lambda: TieRecord(""), "name='': a contestant's name is text"),
    (lambda: Meeting(float("nan"), 8), "a_score=nan"),
    (lambda: Meeting("12", 8), "a_score='12'"),
    (lambda: Meeting(12, 8, stage=2), "stage=2"),
    (lambda: bk.break_teams_tie(bk.load_sample_teams(), "Acol", "Easley", by="imps"),
     "by='imps': one of 'hp', 'vp'"),
])
def test_break_tie_refuses_odd_arguments_naming_them(call, named):
    """Each odd argument is a BridgekitError quoting the value and what is accepted, never a
    TypeError or AttributeError from deep inside the procedure."""
    with pytest.raises(bk.BridgekitError, match=named):
        call()


def test_break_tie_still_takes_what_it_took():
    a = TieRecord("A", basic_score=31, boards=24, won=10, drawn=4, lost=10, tiebreak_points=2.5)
    b = TieRecord("B", basic_score=25.0, boards=24, won=9, drawn=6, lost=9)
    t = bk.break_tie(a, b, (Meeting(10, 10, margin=0, stage="final"),), stage="final",
                     ballot_seed=None, vp_event=True)
    assert t.winner == "A" and t.decided_by == "(c)"
