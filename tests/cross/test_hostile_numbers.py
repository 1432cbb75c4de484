"""Hostile numbers: a printed figure is rounded as the exact value it stands for, never as the
noise float arithmetic leaves in its last digit."""

from decimal import Decimal
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from bridgekit.format import fixed, number, round_half_away


def _exact_text(value: Fraction, digits: int, rounding: str) -> str:
    """The exact fraction rounded by hand (both roundings are symmetric about zero)."""
    if value < 0:
        text = _exact_text(-value, digits, rounding)
        return text if set(text) <= set("0.") else "-" + text
    scaled = value * 10**digits
    whole, rest = divmod(scaled.numerator, scaled.denominator)
    if 2 * rest > scaled.denominator or (2 * rest == scaled.denominator and (
            rounding == "half_away" or whole % 2)):
        whole += 1
    return f"{Decimal(whole).scaleb(-digits):f}"


def test_float_noise_on_a_half_is_rounded_as_the_half_it_stands_for():
    # 8.4 + 0.05 is 8.450000000000001 in floats; the figure is 8.45, which Compscore
    # prints to even as 8.4 (the noise used to make it 8.5)
    assert repr(8.4 + 0.05) == "8.450000000000001"
    assert fixed(8.4 + 0.05, 1, rounding="half_even") == "8.4"
    assert fixed(8.4 + 0.05, 1) == "8.5"  # halves away: 8.45 -> 8.5 as ever
    # 68.425 published as 68.42 to even; computed with noise as 68.42500000000001
    assert fixed(68.42500000000001, 2, rounding="half_even") == "68.42"
    assert fixed(68.42499999999999, 2) == "68.43"  # half away, noise below the half
    assert number(68.42499999999999) == "68.43"
    assert round_half_away(0.285 - 1e-17, 2) == 0.29
    # a real value near a half is untouched: 2/3 and 1/3 of a top
    assert fixed(200 / 3, 2) == "66.67" and fixed(100 / 3, 1) == "33.3"


@given(st.lists(st.integers(-600, 600), min_size=1, max_size=30),
       st.sampled_from([2, 3, 4, 6, 8, 12, 20, 24, 40]),
       st.integers(0, 3), st.sampled_from(["half_away", "half_even"]))
def test_sums_of_halves_and_thirds_print_as_exact_fractions(parts, denominator, digits,
                                                            rounding):
    # k/2, k/3, k/6 ... summed in floats (the noise) against the same sum in Fractions
    value = 0.0
    for k in parts:
        value += k / denominator
    exact = sum((Fraction(k, denominator) for k in parts), Fraction(0))
    assert fixed(value, digits, rounding=rounding) == _exact_text(exact, digits, rounding)


@given(st.integers(0, 4000), st.sampled_from([2, 4, 6, 8, 10, 12, 16, 20, 24, 30, 40, 60]),
       st.integers(0, 3), st.sampled_from(["half_away", "half_even"]))
def test_percentages_of_a_top_print_as_exact_fractions(halves, top, digits, rounding):
    # a matchpoint score in halves as a percentage of the top: mp / top * 100
    halves %= 2 * top + 1
    value = halves / 2 / top * 100
    exact = Fraction(halves, 2 * top) * 100
    assert fixed(value, digits, rounding=rounding) == _exact_text(exact, digits, rounding)


def test_a_huge_figure_prints_instead_of_raising():
    # 1e26 needs 29 digits at 2 decimals, past Decimal's default 28 (InvalidOperation)
    assert number(1e26) == "100000000000000000000000000"
    assert fixed(-1e200, 1) == "-1" + "0" * 200 + ".0"
