"""Rounding for display: halves away from zero, as scoring programs print.

bridgekit computes at full precision and rounds only what it shows. Python's own
formatting rounds the binary value it holds, so ``f"{28.25:.1f}"`` gives ``28.2``
where every scoring program (and a player with a pencil) writes ``28.3``. These
helpers round the decimal value, halves away from zero (EBU 2025 rounds halves
away from the average; for the figures printed here that is the same thing).

>>> fixed(28.25, 1), fixed(-0.05, 1), fixed(19.9, 1), fixed(2 / 3, 2)
('28.3', '-0.1', '19.9', '0.67')
>>> round_half_away(0.125, 2)
0.13
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

__all__ = ["fixed", "round_half_away"]


def _quantized(value: float, digits: int) -> Decimal:
    # repr gives the shortest decimal that reads back as the same float: 28.25, not
    # 28.249999..., so a printed half is rounded as the half it is
    return Decimal(repr(float(value))).quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP)


def round_half_away(value: float, digits: int = 0) -> float:
    """``value`` rounded to ``digits`` decimals, an exact half away from zero."""
    return float(_quantized(value, digits))


def fixed(value: float, digits: int = 1) -> str:
    """``value`` written with ``digits`` decimals, an exact half away from zero."""
    if value != value or value in (float("inf"), float("-inf")):
        return str(value)
    text = f"{_quantized(value, digits):f}"
    return "0" + text[2:] if text.startswith("-0") and not any(c in "123456789" for c in text) \
        else text
