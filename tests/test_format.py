"""Displayed figures round halves away from zero, as scoring programs print them."""

from decimal import ROUND_HALF_UP, Decimal

from hypothesis import given
from hypothesis import strategies as st

from bridgekit.format import fixed, round_half_away


def test_halves_go_away_from_zero():
    assert [fixed(x, 1) for x in (28.25, 0.25, -0.25, 7.75, -7.75)] == \
        ["28.3", "0.3", "-0.3", "7.8", "-7.8"]
    assert fixed(-0.04, 1) == "0.0" and fixed(19.9, 1) == "19.9"
    assert round_half_away(0.125, 2) == 0.13


@given(st.integers(-10**6, 10**6))
def test_a_printed_half_always_rounds_up_in_size(n):
    exact = Decimal(n) / 10 + (Decimal("0.05") if n >= 0 else Decimal("-0.05"))
    value = float(exact)  # a figure printed as x.x5
    assert Decimal(fixed(value, 1)) == exact.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)


@given(st.integers(min_value=0, max_value=10**7), st.integers(min_value=1, max_value=3),
       st.integers(min_value=0, max_value=2))
def test_a_figure_with_its_decimals_cut_is_the_printed_figure_at_or_below_it(numerator, digits,
                                                                            denominator_i):
    """NZ Bridge Scorer prints matchpoints with their decimals cut: a value printed "down" is
    never above it and less than one last printed unit below; a value that is a printed figure
    (however its float falls: 16 computed as 15.999999999999998) prints as itself."""
    value = numerator / (3, 7, 9)[denominator_i]
    cut = Decimal(fixed(value, digits, rounding="down"))
    unit = Decimal(1).scaleb(-digits)
    assert cut <= Decimal(repr(value)) + Decimal("1e-9") and Decimal(repr(value)) - cut < unit
    figure = numerator / 10**digits
    assert Decimal(fixed(figure * 3 / 3 - 1e-15, digits, rounding="down")) == \
        Decimal(numerator).scaleb(-digits)
