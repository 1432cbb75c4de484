"""Every number bridgekit prints: on screen, in an explanation, or into a file.

bridgekit computes at full precision and rounds only what it shows. Python's own
formatting rounds the binary value it holds, so ``f"{28.25:.1f}"`` gives ``28.2``
where every scoring program (and a player with a pencil) writes ``28.3``. These
functions round the decimal value, halves away from zero (EBU 2025 rounds halves
away from the average; for the figures printed here that is the same thing).
``rounding="half_even"`` rounds an exact half to the even digit instead, as some
programs print (Compscore: 12.65 -> 12.6); it is never the default.

Because the writers and ``bridgekit check`` both print through this module, a figure
bridgekit writes is the figure it checks.

>>> fixed(28.25, 1), fixed(-0.05, 1), fixed(19.9, 1), fixed(2 / 3, 2)
('28.3', '-0.1', '19.9', '0.67')
>>> round_half_away(0.125, 2)
0.13
>>> number(3.125), number(620.0), number(3.5), number(-0.0)
('3.13', '620', '3.5', '0')
>>> signed(620), signed(-50.0), signed(0), signed(3.25, 1)
('+620', '-50', '0', '+3.3')
>>> percent(59.9), percent(2 / 3 * 100, 1)
('59.90%', '66.7%')
>>> fixed(12.65, 1, rounding="half_even"), fixed(21.05, 1, rounding="half_even")
('12.6', '21.0')

A figure is rounded as the exact value it stands for, not as its float noise: the
8.45 that float arithmetic computes as 8.450000000000001 is an exact half, 8.4 to even
(Compscore prints 8.4), and 68.425 computed as 68.42500000000001 is 68.42 to even:

>>> 8.4 + 0.05
8.450000000000001
>>> fixed(8.4 + 0.05, 1, rounding="half_even"), fixed(68.42500000000001, 2, rounding="half_even")
('8.4', '68.42')
>>> number_texts([3.125, float("nan"), 3.125, 60.0]).tolist()
['3.13', '-', '3.13', '60']
>>> number(4.5, lang="nl"), percent(59.9, 1, lang="fr"), signed(3.25, 1, lang="nl")
('4,5', '59,9\xa0%', '+3,3')
>>> bool(NUMBER_RE.fullmatch("-12.5")), decimals_of("28.30"), decimals_of("^60")
(True, 2, 0)
"""

from __future__ import annotations

import re
from decimal import ROUND_DOWN, ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, localcontext
from functools import lru_cache
from typing import Literal

import numpy as np
import numpy.typing as npt

__all__ = ["NUMBER_RE", "NUMBER_STYLES", "Rounding", "decimals_of", "fixed", "number", "number_texts",
           "percent", "round_half_away", "signed"]

#: A published number as results files print it (no exponents, no nan/inf): what the
#: readers take as a number, and what the writers print.
NUMBER_RE = re.compile(r"[+-]?[0-9]{1,12}(\.[0-9]{1,12})?")

#: how an exact half is rounded when printed: away from zero (the default) or to even;
#: ``"down"``: the decimals past the last printed are cut (NZ Bridge Scorer's matchpoints)
Rounding = Literal["half_away", "half_even", "down"]

#: how each language writes a number for people: its decimal mark and its percentage
#: (French puts a no-break space before %). ``lang=None``, the default everywhere here,
#: is a file's form: a point and a bare %, whatever language is spoken.
NUMBER_STYLES = {"en": (".", "{}%"), "nl": (",", "{}%"), "fr": (",", "{}\u00a0%"),
                 "qps": (",", "{}%")}


def _style(lang: str | None) -> tuple[str, str]:
    if lang is None:
        return ".", "{}%"
    try:
        return NUMBER_STYLES[lang]
    except KeyError:
        from bridgekit.errors import OptionError

        raise OptionError(f"lang={lang!r}: expected one of {sorted(NUMBER_STYLES)}") from None
_MODES = {"half_away": ROUND_HALF_UP, "half_even": ROUND_HALF_EVEN, "down": ROUND_DOWN}


#: significant digits a computed figure is taken to before it is rounded for print: the
#: figures are sums of halves and thirds of a top, exact far beyond this, while the float
#: arithmetic that made them leaves noise in the 16th or 17th digit
EXACT_DIGITS = 12


def _decimal(value: float) -> Decimal:
    # repr gives the shortest decimal that reads back as the same float: 28.25, not
    # 28.249999...; taken to EXACT_DIGITS significant digits, 8.450000000000001 (float
    # noise) is the 8.45 it stands for, so a printed half is rounded as the half it is
    exact = Decimal(repr(float(value)))
    if not exact:
        return exact
    return exact.quantize(Decimal(1).scaleb(exact.adjusted() - EXACT_DIGITS + 1),
                          rounding=ROUND_HALF_EVEN)


@lru_cache(maxsize=4096)  # a page prints the same few figures many times over
def _quantized(value: float, digits: int, rounding: Rounding = "half_away") -> Decimal:
    try:
        mode = _MODES[rounding]
    except KeyError:
        from bridgekit.errors import OptionError

        raise OptionError(f"rounding={rounding!r}: expected one of {sorted(_MODES)}") from None
    exact = _decimal(value)
    with localcontext() as context:  # room for every digit of a huge figure (1e26: 29)
        context.prec = max(28, exact.adjusted() + digits + 12)
        if mode == ROUND_DOWN:  # a float a hair below a printed figure (15.999999999999998)
            exact = exact.quantize(Decimal(1).scaleb(-9), rounding=ROUND_HALF_UP)
        return exact.quantize(Decimal(1).scaleb(-digits), rounding=mode)


def _finite(value: float) -> bool:
    return value == value and value not in (float("inf"), float("-inf"))


def round_half_away(value: float, digits: int = 0) -> float:
    """``value`` rounded to ``digits`` decimals, an exact half away from zero."""
    return float(_quantized(value, digits))


def fixed(value: float, digits: int = 1, *, rounding: Rounding = "half_away",
          lang: str | None = None) -> str:
    """``value`` written with exactly ``digits`` decimals, an exact half away from zero
    (with ``lang``'s decimal mark; ``None``: a file's point)."""
    if not _finite(value):
        return str(value)
    text = f"{_quantized(value, digits, rounding):f}"
    if text.startswith("-0") and not any(c in "123456789" for c in text):
        text = "0" + text[2:]
    return text if lang is None else text.replace(".", _style(lang)[0])


def number(value: float, digits: int = 2, *, rounding: Rounding = "half_away",
           lang: str | None = None) -> str:
    """``value`` with at most ``digits`` decimals and no trailing zeros: 620, 3.5, 3.13."""
    text = fixed(value, digits, rounding=rounding)
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    text = "0" if text in ("-0", "") else text
    return text if lang is None else text.replace(".", _style(lang)[0])


def signed(value: float, digits: int = 2, *, rounding: Rounding = "half_away",
           lang: str | None = None) -> str:
    """``value`` as players write a score: +620, -50, 0 (at most ``digits`` decimals)."""
    text = number(value, digits, rounding=rounding, lang=lang)
    return text if text == "0" or text.startswith("-") or not _finite(value) else "+" + text


def percent(value: float, digits: int = 2, *, rounding: Rounding = "half_away",
            lang: str | None = None) -> str:
    """A percentage (``value`` is already in percent) with ``digits`` decimals: 59.90%."""
    text = fixed(value, digits, rounding=rounding, lang=lang)
    return _style(lang)[1].format(text) if _finite(value) else text + "%"


def number_texts(values: npt.ArrayLike, digits: int = 2, *,
                 missing: str = "-") -> npt.NDArray[np.object_]:
    """:func:`number` of each value of a column (``missing`` for NaN), each distinct value
    formatted once: what the file writers print for a column of matchpoints or percentages.
    """
    array = np.asarray(values, dtype=float)
    distinct, inverse = np.unique(array, return_inverse=True)
    texts = [number(float(v), digits) if v == v else missing for v in distinct.tolist()]
    return np.array(texts, dtype=object)[inverse.reshape(array.shape)] if len(texts) \
        else np.array([], dtype=object)


@lru_cache(maxsize=1 << 16)
def decimals_of(text: str) -> int:
    """How many decimals a published number was printed with (``28.3`` -> 1); a leading
    ``^`` (PBN's mark of an artificial score) is not part of the number."""
    text = str(text).strip().lstrip("^")
    return len(text.split(".", 1)[1]) if "." in text else 0
