"""Adjusted scores: artificial (Law 12C2) and weighted (Law 12C1(c)) entries.

A traveller's score column may hold, besides a plain North-South score:

``A60/40``, ``A6040``, ``A50/50``
    An artificial adjusted score: North-South get the first percentage of the
    board's full top, East-West the second. Split scores need not sum to 100
    (``A60/60``, ``A40/40``).
``A+``, ``A=``, ``A-``
    Average-plus (60/40), average (50/50), average-minus (40/60) for North-South.
``A+/A+``, ``A+/A-``, ``A=/A-``
    Each side's own code: North-South first, East-West second.
``30%+420 70%+170``
    A weighted score: each part a percentage (to two decimals, summing to 100)
    and a North-South score. Each part is matchpointed against the other
    results and weighted; the other pairs meet each part with its weight.

Artificial scores take no part in the comparisons; the real results are
Neuberg-factored to the board's full number of results (Magic Contest: rulings "are
scored according to separate rules that are not affected by Neuberg's
formula").

>>> parse_entry("A6040"), parse_entry("A+/A+"), parse_entry(" -50 ")
(ArtificialScore(ns_pct=60.0, ew_pct=40.0), ArtificialScore(ns_pct=60.0, ew_pct=60.0), -50.0)
>>> w = parse_entry("30%+420 70%+170")
>>> w, str(w)
(WeightedScore(parts=((30.0, 420.0), (70.0, 170.0))), '30%+420 70%+170')
"""

from __future__ import annotations

import math
import numbers
import re
from dataclasses import dataclass

from bridgekit._checks import MAX_CELL_CHARS, MAX_SCORE, clip_text
from bridgekit.board import Seat, Side, Vulnerability
from bridgekit.errors import BridgekitError, ScoreError
from bridgekit.format import decimals_of
from bridgekit.format import number as _file_number
from bridgekit.i18n import _, percent, signed, speaking
from bridgekit.problems import Code

__all__ = ["ArtificialScore", "WeightedScore", "artificial_notation", "parse_entry",
           "parse_typed_entry"]

_CODES = {"+": 60.0, "=": 50.0, "-": 40.0}


def _pct_text(x: float) -> str:
    return f"{x:g}"


def _spoken_pct(x: float) -> str:
    """A percentage for people, with as many decimals as it needs (at most two): 60%, 33,33%."""
    return percent(x, decimals_of(_file_number(x, 2)))


def artificial_notation(ns_pct: float | str, ew_pct: float | str) -> str:
    """An artificial score's notation, ``A60/40`` (the one place it is spelt; ``str()`` of an
    :class:`ArtificialScore` is this). A number is printed as the score prints it (``60.0``
    as ``60``); a text is kept as it is, so that a file's percentage that is no number is
    quoted by the error it makes. Not checked: ``A150/40`` is read back as no score.

    >>> artificial_notation(60.0, 40.0), artificial_notation(150, 40), artificial_notation("x", 40)
    ('A60/40', 'A150/40', 'Ax/40')
    """
    ns = ns_pct if isinstance(ns_pct, str) else _pct_text(ns_pct)
    ew = ew_pct if isinstance(ew_pct, str) else _pct_text(ew_pct)
    return f"A{ns}/{ew}"


@dataclass(frozen=True)
class ArtificialScore:
    """An artificial adjusted score: a percentage of the full top for each side."""

    ns_pct: float
    ew_pct: float

    def __post_init__(self) -> None:
        for p in (self.ns_pct, self.ew_pct):
            if not 0 <= p <= 100:
                raise ScoreError(Code.ADJUSTED_PERCENT.at(repr(p)))

    def __str__(self) -> str:
        return artificial_notation(self.ns_pct, self.ew_pct)

    def describe(self, *, lang: str | None = None) -> str:
        """In words: ``artificial score 60% to N-S, 40% to E-W`` (in ``lang``).

        >>> ArtificialScore(60.0, 40.0).describe()
        'artificial score 60% to N-S, 40% to E-W'
        """
        with speaking(lang):
            # TRANSLATORS: an artificial adjusted score (Law 12C2): each side's percentage
            return _("artificial score {ns_pct} to {ns}, {ew_pct} to {ew}").format(
                ns_pct=_spoken_pct(self.ns_pct), ns=Side.NS.spoken,
                ew_pct=_spoken_pct(self.ew_pct), ew=Side.EW.spoken)


@dataclass(frozen=True)
class WeightedScore:
    """A weighted score: ``(percent, ns_score)`` parts whose percentages sum to 100."""

    parts: tuple[tuple[float, float], ...]

    def __post_init__(self) -> None:
        if len(self.parts) < 2:
            raise ScoreError(Code.WEIGHTED_PARTS.at(repr(self.parts)))
        if abs(sum(p for p, _ in self.parts) - 100) > 1e-9:
            raise ScoreError(Code.WEIGHTS_SUM.at(repr(str(self))))
        for p, s in self.parts:
            if not 0 < p < 100 or not math.isfinite(s) or abs(s) > MAX_SCORE:
                raise ScoreError(Code.WEIGHT.at(repr(str(self))))

    def __str__(self) -> str:
        return " ".join(f"{_pct_text(p)}%{s:+g}" for p, s in self.parts)

    def describe(self, *, lang: str | None = None) -> str:
        """In words: ``weighted score 30% of +420 + 70% of +170`` (in ``lang``).

        >>> WeightedScore(((30.0, 420.0), (70.0, 170.0))).describe()
        'weighted score 30% of +420 + 70% of +170'
        """
        with speaking(lang):
            # TRANSLATORS: one part of a weighted score (Law 12C1(c)): its weight and N-S score
            parts = [_("{pct} of {score}").format(pct=_spoken_pct(p), score=signed(s))
                     for p, s in self.parts]
            # TRANSLATORS: a weighted score (Law 12C1(c)); its parts are joined by " + "
            return _("weighted score {parts}").format(parts=" + ".join(parts))


_NUMBER_RE = re.compile(r"[+-]?\d+(\.\d+)?")
_ART_PCT_RE = re.compile(r"A(\d{1,3}(?:\.\d+)?)/(\d{1,3}(?:\.\d+)?)|A(\d\d)(\d\d)")
_ART_CODE_RE = re.compile(r"(?:A|AVE)([+=-])(?:/(?:A|AVE)?([+=-]))?")
_PART_RE = re.compile(r"(\d+(?:\.\d+)?)%([+-]?\d+)")


def _in_range(number: float, value: object) -> float:
    if abs(number) > MAX_SCORE:
        raise ScoreError(Code.SCORE_SIZE.at(clip_text(value), most=MAX_SCORE))
    return number


def parse_entry(value: object) -> float | ArtificialScore | WeightedScore:
    """Read one traveller score entry: a number, an artificial or a weighted score.

    Raises
    ------
    ScoreError
        Quoting the entry and saying what is accepted.

    Examples
    --------
    >>> parse_entry(420), parse_entry("A="), parse_entry("A-")
    (420.0, ArtificialScore(ns_pct=50.0, ew_pct=50.0), ArtificialScore(ns_pct=40.0, ew_pct=60.0))
    >>> parse_entry("A70")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    bridgekit.errors.ScoreError: 'A70': a score is a number (420, -50), an artificial score (A60/40, ...
    """
    if isinstance(value, ArtificialScore | WeightedScore):
        return value
    if isinstance(value, numbers.Real) and not isinstance(value, bool) and math.isfinite(float(value)):
        return _in_range(float(value), value)
    if not isinstance(value, str) or len(value) > MAX_CELL_CHARS:
        raise ScoreError(Code.SCORE.at(clip_text(value)))
    key = value.strip().upper()
    if _NUMBER_RE.fullmatch(key):
        return _in_range(float(key), value)
    compact = key.replace(" ", "")
    m = _ART_PCT_RE.fullmatch(compact)
    if m:
        a, b = (m[1], m[2]) if m[1] is not None else (m[3], m[4])
        try:
            return ArtificialScore(float(a), float(b))
        except ScoreError as exc:
            raise ScoreError(exc.problem.at(clip_text(value)) if exc.problem else exc) from None
    m = _ART_CODE_RE.fullmatch(compact)
    if m:
        ns = _CODES[m[1]]
        ew = _CODES[m[2]] if m[2] else 100.0 - ns
        return ArtificialScore(ns, ew)
    parts = _PART_RE.findall(key)
    if parts and _PART_RE.sub("", key).replace(";", "").replace(",", "").strip() == "":
        return WeightedScore(tuple((float(p), float(s)) for p, s in parts))
    raise ScoreError(Code.SCORE.at(clip_text(value)))


#: What joins a typed weighted score's parts, and what comes between a weight and its
#: result, in each language: "40% van 3SA-1 en 60% van 3♥=", "40 % de 3SA-1 et 60 % de 3♥="
_JOINERS = ("AND", "EN", "ET", "+", ",", ";")
_OFS = ("OF", "VAN", "DE", "DU")
_TYPED_WEIGHT_RE = re.compile(r"(\d{1,3}(?:[.,]\d{1,4})?)\s*%")
_PLAYED_RE = re.compile(r"(?P<contract>.+?)(?P<result>=|[+-]\d{1,2})(?P<declarer>[A-Z]*)")


def _typed_part(text: str, value: str, lang: str, declarer: Seat | str | None,
                vulnerability: Vulnerability | str | None) -> float:
    """One part of a typed weighted score: an N-S score (+420), or a result (3SA-1, 3♥= N)
    scored at the board's vulnerability by its declarer (the part's, else the row's)."""
    from bridgekit.contract import Contract, parse_tricks
    from bridgekit.score import ns_score

    words = text.split()
    while words and words[-1] in _JOINERS:
        words.pop()
    while words and words[0] in _OFS:
        words.pop(0)
    part = "".join(words)
    if _NUMBER_RE.fullmatch(part):
        return _in_range(float(part), value)
    m = _PLAYED_RE.fullmatch(part)
    if m is None:
        raise ScoreError(Code.PART_UNREAD.at(clip_text(value), part=clip_text(part)))
    contract = Contract.parse(m["contract"], lang=lang)
    seat = Seat.parse(m["declarer"], lang=lang) if m["declarer"] else declarer
    if seat is None or vulnerability is None:
        raise ScoreError(Code.PART_UNSCORED.at(clip_text(value), part=clip_text(part)))
    return float(ns_score(contract, seat, parse_tricks(m["result"], contract), vulnerability))


def parse_typed_entry(value: object, lang: str | None = None, *,
                      declarer: Seat | str | None = None,
                      vulnerability: Vulnerability | str | None = None
                      ) -> float | ArtificialScore | WeightedScore:
    """Read a score entry as a player or director types it in ``lang``: whatever
    :func:`parse_entry` reads, and a weighted score written in words, each part's weight
    (a decimal comma is read) and either an N-S score or a result, its contract read in the
    language spoken: "40% van 3SA−1 en 60% van 3♥=" (Dutch), "40 % de 3SA-1 et 60 % de
    3C=" (French: C is cœur), "40% of 3NT-1 and 60% of 3H=". A result is scored by its own
    declarer (``3SA-1 Z``) or the row's (``declarer``), at ``vulnerability``.

    >>> parse_typed_entry("40% van 3SA−1 en 60% van 3♥=", "nl", declarer="N", vulnerability="None")
    WeightedScore(parts=((40.0, -50.0), (60.0, 140.0)))
    >>> str(parse_typed_entry("33,3 % de +420 et 66,7 % de 3C= O", "fr", vulnerability="EW"))
    '33.3%+420 66.7%-140'

    Raises
    ------
    ScoreError
        Quoting the entry and saying what is wrong with it.
    """
    try:
        return parse_entry(value)
    except ScoreError as exc:
        if not isinstance(value, str) or len(value) > MAX_CELL_CHARS:
            raise
        error = exc
    key = value.upper().replace("−", "-").replace("–", "-")
    pieces = _TYPED_WEIGHT_RE.split(key)
    if len(pieces) < 5 or pieces[0].strip():
        raise error
    parts = []
    try:
        for weight, text in zip(pieces[1::2], pieces[2::2], strict=True):
            parts.append((float(weight.replace(",", ".")),
                          _typed_part(text, value, lang or "en", declarer, vulnerability)))
    except ScoreError:
        raise
    except BridgekitError as exc:
        raise ScoreError(exc.within(clip_text(value))) from None
    return WeightedScore(tuple(parts))
