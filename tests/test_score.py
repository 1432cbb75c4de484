"""The score of one hand: seed 003's tables, every one of the 2,940 results, properties."""

import itertools

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.contract import Contract, Doubling, Strain
from bridgekit.score import Laws, score_table


def slow_score(level, strain, doubling, vulnerable, tricks, laws="current"):
    """The rules restated, trick by trick, as a scorer reads the score card (seed 003)."""
    needed = level + 6
    mult = {"": 1, "X": 2, "XX": 4}[doubling]
    if tricks >= needed:
        points = 0
        below = 0
        for trick in range(1, level + 1):  # tricks bid
            if strain in "CD":
                value = 20
            elif strain in "HS":
                value = 30
            else:
                value = 40 if trick == 1 else 30
            below += value * mult
        points += below
        for _ in range(tricks - needed):  # overtricks
            if doubling == "":
                points += 20 if strain in "CD" else 30
            elif doubling == "X":
                points += 200 if vulnerable else 100
            else:
                points += 400 if vulnerable else 200
        if doubling == "X":
            points += 50
        if doubling == "XX":
            points += 50 if laws == "old" else 100
        if below >= 100:
            points += 500 if vulnerable else 300
        else:
            points += 50
        if level == 6:
            points += 750 if vulnerable else 500
        if level == 7:
            points += 1500 if vulnerable else 1000
        return points
    penalty = 0
    for k in range(1, needed - tricks + 1):  # undertrick number k
        if doubling == "":
            penalty += 100 if vulnerable else 50
            continue
        if vulnerable:
            step = 200 if k == 1 else (400 if laws == "old" else 300)
        else:
            step = 100 if k == 1 else (200 if k <= 3 else 300)
        penalty += step * (2 if doubling == "XX" else 1)
    return -penalty


ALL = list(itertools.product(range(1, 8), "CDHSN", ["", "X", "XX"], [False, True], range(14)))


def test_there_are_2940_results():
    assert len(ALL) == 2940


@pytest.mark.parametrize("laws", ["current", "old"])
def test_every_duplicate_result_matches_the_slow_restatement(laws):
    wrong = []
    for level, strain, doubling, vul, tricks in ALL:
        text = f"{level}{'NT' if strain == 'N' else strain}{doubling}"
        got = bk.duplicate_score(text, tricks, vul, laws=laws)
        want = slow_score(level, strain, doubling, vul, tricks, laws)
        if got != want:
            wrong.append((text, vul, tricks, got, want))
    assert wrong == []


@pytest.mark.parametrize("contract, tricks, vul, score", [
    # seed 003: trick values, part-score / game bonuses (exception 2), slams
    ("1C", 7, False, 70), ("2D", 8, True, 90), ("2H", 8, False, 110), ("1S", 9, True, 140),
    ("1NT", 7, False, 90), ("2NT", 8, True, 120), ("3NT", 9, False, 400), ("3NT", 9, True, 600),
    ("4H", 10, False, 420), ("4S", 10, True, 620), ("5C", 11, False, 400), ("5D", 11, True, 600),
    ("6S", 12, False, 980), ("6S", 12, True, 1430), ("7NT", 13, False, 1520),
    ("7NT", 13, True, 2220), ("6NT", 13, True, 1470),
    # overtricks: undoubled at trick value, doubled 100/200, redoubled 200/400
    ("4S", 12, False, 480), ("3NT", 11, True, 660), ("2HX", 9, False, 570), ("2HX", 9, True, 870),
    ("1NTX", 8, True, 380), ("1NTXX", 8, False, 760), ("1NTXX", 8, True, 1160),
    # "making doubled ... contract: add 50"; redoubled +100 under today's Laws
    ("2SX", 8, False, 470), ("1CX", 7, False, 140), ("1CXX", 7, False, 230),
    # undertricks: undoubled 50/100; doubled 100, 200, 200, 300 (exception 4) / 200, 300...
    ("4S", 9, False, -50), ("4S", 7, True, -300), ("4SX", 9, False, -100),
    ("4SX", 8, False, -300), ("4SX", 7, False, -500), ("4SX", 6, False, -800),
    ("4SX", 5, False, -1100), ("4SX", 9, True, -200), ("4SX", 8, True, -500),
    ("4SX", 6, True, -1100), ("4SXX", 6, False, -1600), ("7NTXX", 0, True, -7600),
])
def test_seed_003_table(contract, tricks, vul, score):
    assert bk.duplicate_score(contract, tricks, vul) == score


@pytest.mark.parametrize("contract, tricks, vul, current, old", [
    ("1CXX", 7, False, 230, 180), ("4HXX", 10, True, 1080, 1030), ("2SXX", 9, False, 840, 790),
    ("4SX", 8, True, -500, -600), ("4SX", 6, True, -1100, -1400), ("3NTX", 9, False, 550, 550),
])
def test_old_table_is_a_named_option(contract, tricks, vul, current, old):
    assert bk.duplicate_score(contract, tricks, vul, laws=Laws.CURRENT) == current
    assert bk.duplicate_score(contract, tricks, vul, laws="old") == old


def test_score_table_agrees_with_the_scalar_scorer():
    table = score_table(Laws.CURRENT)
    assert int(table[3 * 15 + 3 * 3, 1, 10]) == 620
    assert int(table[105].max()) == 0 and int(table[105].min()) == 0


def test_breakdown_reads_like_a_teacher():
    assert str(bk.score_breakdown("4SX", 8, vulnerable=True, declarer="N")) == (
        "4♠X by N, vulnerable, 2 down: 200 + 300 = 500 to E-W")
    b = bk.score_breakdown("4S", 11, vulnerable=False, declarer="S")
    assert str(b) == "4♠ by S, not vulnerable, made with 1 overtrick: 120 + 30 + 300 = 450 to N-S"
    assert b.ns_score == 450
    labels = [i.label for i in bk.score_breakdown("4SX", 5, vulnerable=False).items]
    assert labels == ["undertrick 1 doubled at 100", "undertricks 2-3 doubled at 200",
                      "undertricks 4-5 doubled at 300"]
    assert str(bk.score_breakdown("Pass", 0, False)) == "Passed out: 0 to both sides"


def test_ns_score():
    assert bk.ns_score("4S", "N", 10, "None") == 420
    assert bk.ns_score("4S", "W", 10, "Both") == -620
    assert bk.ns_score("3NTX", "E", 7, "NS") == 300
    assert bk.ns_score("Pass", None, 0, "Both") == 0


def test_is_possible_score():
    # 430 cannot be scored vulnerable; not vulnerable it is 3NT+1
    assert not bk.is_possible_score(430, vulnerable=True)
    assert bk.is_possible_score(430, vulnerable=False)
    assert bk.is_possible_score(-1100, vulnerable=True)
    assert not bk.is_possible_score(-150, vulnerable=True)
    assert not bk.is_possible_score(455, vulnerable=False)
    assert bk.is_possible_score(0, vulnerable=True)
    assert not bk.is_possible_ns_score(430, "NS") and bk.is_possible_ns_score(430, "EW")


contracts = st.builds(Contract, st.integers(1, 7), st.sampled_from(list(Strain)),
                      st.sampled_from(list(Doubling)))


@given(contracts, st.integers(0, 12), st.booleans())
def test_one_more_trick_never_scores_less(contract, tricks, vul):
    assert bk.duplicate_score(contract, tricks + 1, vul) >= bk.duplicate_score(contract, tricks, vul)


@given(st.integers(1, 7), st.sampled_from(list(Strain)), st.integers(0, 13), st.booleans())
def test_doubling_a_made_contract_never_scores_less(level, strain, tricks, vul):
    plain = Contract(level, strain, Doubling.UNDOUBLED)
    doubled = Contract(level, strain, Doubling.DOUBLED)
    redoubled = Contract(level, strain, Doubling.REDOUBLED)
    if tricks >= level + 6:
        assert bk.duplicate_score(doubled, tricks, vul) >= bk.duplicate_score(plain, tricks, vul)
        assert bk.duplicate_score(redoubled, tricks, vul) >= bk.duplicate_score(doubled, tricks, vul)
    else:
        assert bk.duplicate_score(doubled, tricks, vul) <= bk.duplicate_score(plain, tricks, vul)


@given(contracts, st.integers(0, 13), st.sampled_from(list(bk.Vulnerability)),
       st.sampled_from(list(bk.Seat)))
def test_ns_score_is_minus_ew_score(contract, tricks, vul, declarer):
    ns = bk.ns_score(contract, declarer, tricks, vul)
    declarer_side = bk.duplicate_score(contract, tricks, vul.is_vulnerable(declarer))
    ew = -ns
    assert (ns if declarer.side is bk.Side.NS else ew) == declarer_side
    assert ns + ew == 0


@given(contracts, st.integers(0, 13), st.booleans())
def test_every_score_is_possible(contract, tricks, vul):
    assert bk.is_possible_score(bk.duplicate_score(contract, tricks, vul), vul)


def test_bad_input_is_a_clear_error():
    with pytest.raises(bk.ResultError, match="14"):
        bk.duplicate_score("4S", 14, False)
    with pytest.raises(bk.ContractError, match="'8S': a level is 1 to 7"):
        bk.duplicate_score("8S", 10, False)
    with pytest.raises(bk.OptionError, match="laws"):
        bk.duplicate_score("4S", 10, False, laws="1932")


@pytest.mark.parametrize("laws", list(Laws))
def test_a_column_of_ns_scores_is_checked_as_each_score_alone(laws):
    """impossible_ns_scores looks each score up in a table of every whole score: the same
    answer as is_possible_ns_score one score at a time, at each vulnerability (4: possible at
    some one), for fractions, scores past the largest and NaN (never marked: not a score)."""
    from bridgekit.score import impossible_ns_scores

    scores = [*range(-8000, 8001, 10), -7600, 7600, -7610, 7610, 420.5, 425, -0.0, 1e300, -1e300]
    vuls = ["None", "NS", "EW", "Both"]
    for code in range(5):
        marked = impossible_ns_scores([*scores, float("nan")], [code] * (len(scores) + 1),
                                      laws=laws).tolist()
        alone = [not any(bk.is_possible_ns_score(s, v, laws=laws)
                         for v in (vuls if code == 4 else vuls[code:code + 1])) for s in scores]
        assert marked == [*alone, False]
    assert impossible_ns_scores([420, 425], [7, -1]).tolist() == [False, False]  # no such code


@given(contracts, st.integers(0, 13), st.booleans(), st.sampled_from([np.int8, np.uint8, np.int16]))
def test_tricks_of_any_numpy_integer_type_score_as_the_number(contract, tricks, vul, kind):
    # before: a numpy int8's arithmetic overflowed (4S with 3 tricks scored -94, not -350)
    assert bk.duplicate_score(contract, kind(tricks), vul) == bk.duplicate_score(contract, tricks, vul)
