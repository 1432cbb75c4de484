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
