"""Checks of the plain values public functions take: one clear error for each bad value.

Every check raises :class:`bridgekit.errors.ScoreError` (or the error class the
caller names) quoting the value and saying what would be accepted. Strings are
never numbers here: ``"420"`` is text, and a function that takes a list of
scores refuses a lone string rather than reading its characters.
"""

from __future__ import annotations

import math
import numbers
import re
from collections.abc import Iterable

import numpy as np
import numpy.typing as npt
import pandas as pd

from bridgekit.errors import BridgekitError, OptionError, ScoreError

__all__ = ["LONE_SURROGATE", "MAX_CELL_CHARS", "MAX_SCORE", "check_flag", "check_number",
           "check_numbers", "check_option", "check_text", "check_whole", "clip_text",
           "lone_surrogate"]

#: No score on one board comes near this (7NTXX down 13 vulnerable is 7600): a larger
#: number is a typing mistake, and would overflow the arithmetic.
MAX_SCORE = 100_000

#: The longest single value (a contract, a result, a score entry) bridgekit reads.
#: Longer text is refused at once, so no parser ever works on it.
MAX_CELL_CHARS = 200


def clip_text(value: object) -> str:
    """``repr(value)``, cut to 60 characters, for quoting a long bad value in a message (a
    column's values as a list, on one line).

    >>> clip_text(pd.Series([420, "A+"], name="table1_ns"))
    "[420, 'A+']"
    """
    if isinstance(value, np.ndarray | pd.Series):
        value = value.tolist()
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


#: A lone surrogate: what ``surrogateescape`` makes of a byte that was not UTF-8.
LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def lone_surrogate(text: str) -> bool:
    """Whether ``text`` holds a lone surrogate: what ``surrogateescape`` makes of bytes that
    were not UTF-8, no character (no page, file or terminal can hold it)."""
    return not text.isascii() and LONE_SURROGATE.search(text) is not None


def check_text(values: Iterable[object], name: str, *,
               error: type[BridgekitError] = ScoreError) -> None:
    """Refuse text that no page, file or terminal can hold: a lone surrogate (what
    ``surrogateescape`` makes of bytes that were not UTF-8 is no character), naming ``name``
    (and the row, for a pandas Series) and the value; cells that are not text are let be.
    The text is joined and encoded once: each cell is looked at only when that fails.

    >>> import pandas as pd
    >>> check_text(["Ann", None, 3], "ns_names")
    >>> check_text(pd.Series(["Ann", "B\\udcff"], index=[6, 7], dtype=object), "lead")
    Traceback (most recent call last):
    ...
    bridgekit.errors.ScoreError: row 7, lead: 'B\\udcff' holds a lone surrogate, no character:
    it cannot be shown or written
    """
    cells = list(values)
    try:
        "".join(v for v in cells if isinstance(v, str)).encode("utf-8")
    except UnicodeEncodeError:
        at = next(i for i, v in enumerate(cells) if isinstance(v, str) and lone_surrogate(v))
        label = getattr(values, "index", [None] * len(cells))[at]
        label = label.item() if isinstance(label, np.generic) else label
        row = "" if label is None else f"row {label!r}, "
        raise error(f"{row}{name}: {clip_text(cells[at])} holds a lone surrogate, no "
                    "character: it cannot be shown or written") from None


def check_option(value: object, name: str, choices: Iterable[str], what: str = "") -> str:
    """``value`` when it is one of ``choices``; otherwise an :class:`OptionError` naming
    the option, the value and every value accepted (``what`` says what they mean).

    >>> check_option("acbl", "scale", ("ebu", "acbl"))
    'acbl'
    >>> check_option("wbf", "scale", ("ebu", "acbl"), "2 per score beaten, or 1 and 1/2")
    Traceback (most recent call last):
    ...
    bridgekit.errors.OptionError: scale='wbf': one of 'ebu', 'acbl' (2 per score beaten, or 1 and 1/2)
    """
    if isinstance(value, str) and value in choices:
        return value
    accepted = ", ".join(repr(c) for c in choices)
    raise OptionError(f"{name}={clip_text(value)}: one of {accepted}" + (f" ({what})" if what
                                                                           else ""))


def check_number(value: object, name: str, *, error: type[BridgekitError] = ScoreError,
                 minimum: float | None = None) -> float:
    """A finite real number (not a bool, not a string) as a float.

    >>> check_number(3, "swing")
    3.0
    >>> check_number("3", "swing")
    Traceback (most recent call last):
    ...
    bridgekit.errors.ScoreError: swing='3': expected a finite number
    """
    x = float(value) if isinstance(value, numbers.Real) and not isinstance(value, bool) else math.nan
    if not math.isfinite(x):
        raise error(f"{name}={clip_text(value)}: expected a finite number")
    if minimum is not None and x < minimum:
        raise error(f"{name}={clip_text(value)}: expected a number of at least {minimum:g}")
    return x


def check_whole(value: object, name: str, *, minimum: int | None = None, maximum: int | None = None,
                error: type[BridgekitError] = ScoreError) -> int:
    """A whole number (an int, or a float with no fraction), within the bounds given.

    >>> check_whole(16.0, "boards", minimum=1)
    16
    >>> check_whole(0, "boards", minimum=1)
    Traceback (most recent call last):
    ...
    bridgekit.errors.ScoreError: boards=0: expected a whole number of at least 1
    """
    x = float(value) if isinstance(value, numbers.Real) and not isinstance(value, bool) else math.nan
    if not math.isfinite(x) or not x.is_integer():
        raise error(f"{name}={clip_text(value)}: expected a whole number")
    n = int(x)
    if minimum is not None and maximum is not None and not minimum <= n <= maximum:
        raise error(f"{name}={clip_text(value)}: expected a whole number from {minimum} "
                    f"to {maximum}")
    if minimum is not None and n < minimum:
        raise error(f"{name}={clip_text(value)}: expected a whole number of at least {minimum}")
    if maximum is not None and n > maximum:
        raise error(f"{name}={clip_text(value)}: expected a whole number of at most {maximum}")
    return n


def check_numbers(values: object, name: str, *,
                  error: type[BridgekitError] = ScoreError) -> npt.NDArray[np.float64]:
    """A number or an array-like of finite numbers as a float array (0-d for a scalar).

    A string, or anything holding one, is refused: it is not a list of numbers.

    >>> check_numbers([420, -50], "scores").tolist()
    [420.0, -50.0]
    >>> check_numbers("420", "scores")
    Traceback (most recent call last):
    ...
    bridgekit.errors.ScoreError: scores='420': expected numbers (a number or a list of numbers), not text
    """
    if isinstance(values, str | bytes):
        raise error(f"{name}={clip_text(values)}: expected numbers (a number or a list of "
                    "numbers), not text")
    try:
        arr = np.asarray(values)
    except (TypeError, ValueError):
        raise error(f"{name}={clip_text(values)}: expected numbers") from None
    if arr.dtype == bool or arr.dtype.kind not in "iuf":
        if arr.dtype.kind == "O":
            try:
                arr = np.array([check_number(v, name, error=error) for v in arr.ravel()],
                               dtype=np.float64).reshape(arr.shape)
            except BridgekitError:
                raise error(f"{name}={clip_text(values)}: expected finite numbers") from None
            return arr
        raise error(f"{name}={clip_text(values)}: expected finite numbers")
    arr = arr.astype(np.float64, copy=False)
    if not np.isfinite(arr).all():
        raise error(f"{name}={clip_text(values)}: expected finite numbers (no NaN or infinity)")
    return arr


def check_flag(value: object, name: str, *, error: type[BridgekitError] = ScoreError) -> bool:
    """A real bool (or numpy bool): ``"False"`` and ``1`` are not flags.

    >>> check_flag(True, "vulnerable")
    True
    >>> check_flag("False", "vulnerable")
    Traceback (most recent call last):
    ...
    bridgekit.errors.ScoreError: vulnerable='False': expected True or False
    """
    if isinstance(value, bool | np.bool_):
        return bool(value)
    raise error(f"{name}={clip_text(value)}: expected True or False")
