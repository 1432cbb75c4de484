"""The director's conventions at pairs: average-plus from the session, procedural penalties.

Average-plus from the session (EBU and ACBL): an artificial adjusted score (Law 12C2) of
average-plus is worth the greater of 60% and the pair's own percentage on the boards it
played with real results; average-minus the lesser of 40% and that percentage; average
stays 50%. :func:`bridgekit.score_event` applies it with ``artificial="session"``; the
default (``"fixed"``) keeps 60 / 50 / 40.

Procedural penalties (Laws of Duplicate Bridge, Law 90): the director may take a
fraction of a top (10%, 25% and 50% of a top are the usual) or a number of matchpoints
from one pair, on one board or for the session. The penalty is kept apart from the
board's matchpoints, so the opponents are not affected; the ranking subtracts it.

>>> parse_penalty("NS 25%"), parse_penalty("EW 1.5")
(((<Side.NS: 'NS'>, 25.0, '%'),), ((<Side.EW: 'EW'>, 1.5, 'MP'),))
>>> session_percentage(60.0, 63.4)[1].describe()
"60%, or the pair's 63.4% on its other boards, whichever is greater"
"""

from __future__ import annotations

import re
from typing import overload

import numpy as np
import numpy.typing as npt

from bridgekit._checks import MAX_CELL_CHARS, clip_text
from bridgekit.board import Side
from bridgekit.errors import ScoreError
from bridgekit.problems import Code, Percent, Problem
from bridgekit.settings import VOCABULARY

__all__ = ["ARTIFICIAL", "RULING_IMPS", "parse_penalty", "penalty_notation", "penalty_points",
           "ruling_imps", "session_percentage"]

#: How artificial adjusted scores are valued: fixed 60/50/40, or from the session.
ARTIFICIAL = VOCABULARY["artificial"][0]

#: What average-plus is worth at IMPs (Laws of Duplicate Bridge, Law 86A: +3 IMPs; the
#: regulating authority may vary it)
RULING_IMPS = 3.0


@overload
def ruling_imps(pct: float, imps: float = RULING_IMPS) -> float: ...


@overload
def ruling_imps(pct: npt.NDArray[np.float64],
                imps: float = RULING_IMPS) -> npt.NDArray[np.float64]: ...


def ruling_imps(pct: float | npt.NDArray[np.float64],
                imps: float = RULING_IMPS) -> float | npt.NDArray[np.float64]:
    """An artificial adjusted score at IMPs (Law 86A): 60% (average-plus) is ``+imps``, 50%
    (average) 0, 40% (average-minus) ``-imps``; any other percentage in proportion.
    Works on a number or a numpy array alike.

    >>> ruling_imps(60.0), ruling_imps(40.0), ruling_imps(50.0), ruling_imps(60.0, 1.5)
    (3.0, -3.0, 0.0, 1.5)
    """
    return (pct - 50) / 10 * imps

_PENALTY_RE = re.compile(r"(NS|EW|N-S|E-W)\s*([0-9]{1,3}(?:\.[0-9]{1,4})?)\s*(%?)", re.IGNORECASE)


#: A side as players write it in a language (typed input only): N-S and E-W in English,
#: NZ and OW in Dutch, NS and EO in French, with or without the hyphen
_TYPED_SIDES = {"NS": Side.NS, "EW": Side.EW, "NZ": Side.NS, "OW": Side.EW, "EO": Side.EW}
_TYPED_PENALTY_RE = re.compile(r"(NS|EW|NZ|OW|EO|N-S|E-W|N-Z|O-W|E-O)\s*"
                               r"([0-9]{1,3}(?:[.,][0-9]{1,4})?)\s*(%?)", re.IGNORECASE)


def parse_penalty(text: object, *, lang: str | None = None) -> tuple[tuple[Side, float, str], ...]:
    """Read a traveller's ``penalty`` cell: ``NS 25%``, ``EW 10%``, ``NS 2``, ``NS 25%; EW 10%``.

    Returns (side, amount, unit) triples, unit ``"%"`` (of the board's top) or ``"MP"``.
    ``lang``: a penalty typed by a player (None: a file's cell, as above); then the sides as
    every language writes them (NZ and OW in Dutch, NS and EO in French) and a decimal
    comma are read too.

    >>> parse_penalty("OW 1,5", lang="nl"), parse_penalty("EO 10 %", lang="fr")
    (((<Side.EW: 'EW'>, 1.5, 'MP'),), ((<Side.EW: 'EW'>, 10.0, '%'),))

    Raises
    ------
    ScoreError
        Quoting the cell and saying what is accepted.
    """
    if not isinstance(text, str) or len(text) > MAX_CELL_CHARS:
        raise ScoreError(Code.PENALTY.at(clip_text(text)))
    out = []
    pattern = _PENALTY_RE if lang is None else _TYPED_PENALTY_RE
    for part in text.split(";"):
        m = pattern.fullmatch(part.strip())
        if m is None:
            raise ScoreError(Code.PENALTY.at(clip_text(text)))
        side = _TYPED_SIDES[m[1].upper().replace("-", "")]
        amount = float(m[2].replace(",", "."))
        if m[3] and amount > 100:
            raise ScoreError(Code.PENALTY_TOP.at(clip_text(text)))
        out.append((side, amount, "%" if m[3] else "MP"))
    return tuple(out)


def penalty_notation(penalties: tuple[tuple[Side, float, str], ...]) -> str:
    """Penalties as a traveller's ``penalty`` cell holds them (what :func:`parse_penalty`
    reads back without a language).

    >>> penalty_notation(parse_penalty("nz 25%; OW 1,5", lang="nl"))
    'NS 25%; EW 1.5'
    """
    return "; ".join(f"{side.value} {amount:g}{'%' if unit == '%' else ''}"
                     for side, amount, unit in penalties)


def penalty_points(amount: float, unit: str, top: float) -> float:
    """A penalty in matchpoints: a share of ``top``, or the matchpoints themselves."""
    return amount * top / 100 if unit == "%" else amount


def session_percentage(fixed_pct: float, pair_pct: float | None) -> tuple[float, Problem | Percent]:
    """The percentage an artificial score is worth with ``artificial="session"``, and why (a
    code, or the percentage alone; ``.describe(lang=)`` says it).

    60 becomes the greater of 60 and the pair's percentage on its other boards, 40 the
    lesser of 40 and it; any other percentage (50, a split score) stays as it is.

    >>> pct, why = session_percentage(60.0, 63.4)
    >>> pct, why.describe(), session_percentage(50.0, 63.4)[1].describe(lang="fr")
    (63.4, "60%, or the pair's 63.4% on its other boards, whichever is greater", '50\xa0%')
    """
    if fixed_pct not in (60.0, 40.0):
        return fixed_pct, Percent(fixed_pct, 0)
    if pair_pct is None:
        return fixed_pct, Code.ALONE.at(pct=Percent(fixed_pct, 0))
    if fixed_pct == 60.0:
        return max(60.0, pair_pct), Code.SESSION_PLUS.at(pct=Percent(pair_pct, 1))
    return min(40.0, pair_pct), Code.SESSION_MINUS.at(pct=Percent(pair_pct, 1))
