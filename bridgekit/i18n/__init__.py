"""The languages bridgekit speaks: English (the source), Dutch and French.

Every sentence a player or director reads comes from a gettext catalogue
(``bridgekit/i18n/locale/<lang>/LC_MESSAGES/bridgekit.po``, compiled to ``.mo``), read with
the standard library's :mod:`gettext` the first time a language is used: ``import
bridgekit`` loads no catalogue. A sentence is written whole in English with named slots,
and translated whole::

    _("{mp} of {top} matchpoints").format(mp=number(mp), top=number(top))

An explaining function takes ``lang=`` and speaks inside :func:`speaking`; the names
below (``_``, ``ngettext``, ``pgettext`` and the number formats) follow the language
being spoken. Files keep their own number format whatever the language:
:mod:`bridgekit.format` prints for files, the number functions here for people.

>>> with speaking("nl"):
...     _("board {board}: {mp} of {top}").format(board=5, mp=number(4.5), top=8), percent(59.9, 1)
('spel 5: 4,5 van 8', '59,9%')
>>> with speaking("fr"):
...     ngettext("made with {n} overtrick", "made with {n} overtricks", 2).format(n=2)
'fait avec 2 levées de mieux'
>>> with speaking("fr"):
...     percent(59.9, 1)
'59,9\\xa0%'
>>> _("board {board}: {mp} of {top}")
'board {board}: {mp} of {top}'
>>> language_from(query_string="board=3&lang=fr"), language_from(accept_language="nl-BE,nl;q=0.9")
('fr', 'nl')

A third language is one more ``.po`` file: copy ``nl``'s, translate every ``msgstr``,
add its number style to :data:`bridgekit.format.NUMBER_STYLES` and its code to
:data:`LANGUAGES`, then ``make catalogues``.
"""

from __future__ import annotations

import gettext as _gettext
import math
import os
import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from bridgekit import format as _format
from bridgekit._checks import clip_text
from bridgekit.errors import OptionError

__all__ = ["DEFAULT", "LANGUAGES", "LANGUAGE_NAMES", "NP_", "N_", "PSEUDO", "Number", "Said", "_",
           "check_language", "fixed", "language", "language_from", "language_of_environment",
           "listing", "ngettext", "number", "percent", "pgettext", "signed", "significant",
           "speaking", "spoken_percent"]

#: the languages bridgekit speaks; English is the source language and the default
LANGUAGES = ("en", "nl", "fr")
DEFAULT = "en"
#: each language's name in itself, for a language switch
LANGUAGE_NAMES = {"en": "English", "nl": "Nederlands", "fr": "Français"}
#: a pseudo-language for tests: every message comes back whole between ⟦ and ⟧, so any
#: text outside the markers on a page was not translated
PSEUDO = "qps"
PSEUDO_OPEN, PSEUDO_CLOSE = "⟦", "⟧"

LOCALE_DIR = Path(__file__).with_name("locale")
DOMAIN = "bridgekit"

_speaking: ContextVar[str] = ContextVar("bridgekit_language", default=DEFAULT)


def check_language(lang: str | None) -> str:
    """``lang`` as a language code bridgekit speaks (``None`` is English); anything else
    is an :class:`~bridgekit.errors.OptionError` naming the accepted codes."""
    if lang is None:
        return DEFAULT
    code = str(lang).strip().lower().replace("_", "-").split("-")[0]
    if code in LANGUAGES or code == PSEUDO:
        return code
    raise OptionError(f"lang={clip_text(lang)}: expected one of {', '.join(LANGUAGES)}")


def language() -> str:
    """The language being spoken now (``"en"`` outside :func:`speaking`)."""
    return _speaking.get()


@contextmanager
def speaking(lang: str | None) -> Iterator[str]:
    """Speak ``lang`` inside the block (every message and printed number), then go back;
    ``None`` goes on in the language being spoken (English outside any block)."""
    token = _speaking.set(_speaking.get() if lang is None else check_language(lang))
    try:
        yield _speaking.get()
    finally:
        _speaking.reset(token)


class _Pseudo(_gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return f"{PSEUDO_OPEN}{message}{PSEUDO_CLOSE}"

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self.gettext(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return self.gettext(message)


@cache
def _catalogue(lang: str) -> _gettext.NullTranslations:
    if lang == PSEUDO:
        return _Pseudo()
    if lang == DEFAULT:
        return _gettext.NullTranslations()
    return _gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[lang])


def _(message: str) -> str:
    """``message`` in the language being spoken."""
    lang = _speaking.get()
    return message if lang == DEFAULT else _catalogue(lang).gettext(message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it (a table built at import
    time); translate it with :func:`_` where it is shown."""
    return message


def NP_(context: str, message: str) -> str:
    """Mark ``message`` (in ``context``) for the catalogue without translating it; translate
    it with :func:`pgettext` where it is shown."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form of a message for ``n``, in the language being spoken."""
    lang = _speaking.get()
    if lang == DEFAULT:
        return singular if n == 1 else plural
    return _catalogue(lang).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the language being spoken, where the English word needs a context to
    be translated (``pgettext("strain", "NT")``)."""
    lang = _speaking.get()
    return message if lang == DEFAULT else _catalogue(lang).pgettext(context, message)


def significant(value: float, digits: int = 6, *, sign: bool = False) -> str:
    """``value`` to ``digits`` significant figures (no trailing zeros), an exact half away
    from zero as every figure bridgekit prints (:mod:`bridgekit.format`), in the language
    spoken (2,5 in Dutch); with ``sign``, a plus before a number that is not negative.

    >>> significant(3.125, 3), significant(2.5), significant(-10.0, sign=True)
    ('3.13', '2.5', '-10')
    """
    x = float(value)
    decimals = 0 if not math.isfinite(x) or x == 0 else \
        max(0, digits - 1 - math.floor(math.log10(abs(x))))
    text = number(x, decimals)
    return "+" + text if sign and not text.startswith("-") else text


def spoken_percent(value: float, digits: int | None = None) -> str:
    """A percentage in the form of the language spoken (59,9 % in French): to six significant
    figures, or with ``digits`` decimals.

    >>> spoken_percent(70.0), spoken_percent(52.5, 2)
    ('70%', '52.50%')
    """
    style = _format.NUMBER_STYLES.get(language(), _format.NUMBER_STYLES["en"])[1]
    return style.format(significant(value) if digits is None else fixed(value, digits))


def listing(parts: Iterable[str]) -> str:
    """The parts of one explanation one after another, as the language being spoken
    separates them: ``"; "`` in English and Dutch, a no-break space before the ``;`` in
    French.

    >>> listing(["top 20", "Neuberg"])
    'top 20; Neuberg'
    """
    # TRANSLATORS: what separates the parts of one explanation ("top 20; Neuberg"); French
    # puts a no-break space before the semicolon
    return pgettext("separator", "; ").join(parts)


# ---- numbers as the language writes them (files use bridgekit.format directly) ---------


def fixed(value: float, digits: int = 1, *, rounding: _format.Rounding = "half_away") -> str:
    """:func:`bridgekit.format.fixed` in the language being spoken: 19,9 in Dutch."""
    return _format.fixed(value, digits, rounding=rounding, lang=_speaking.get())


def number(value: float, digits: int = 2, *, rounding: _format.Rounding = "half_away") -> str:
    """:func:`bridgekit.format.number` in the language being spoken: 4,5 in Dutch."""
    return _format.number(value, digits, rounding=rounding, lang=_speaking.get())


def signed(value: float, digits: int = 2, *, rounding: _format.Rounding = "half_away") -> str:
    """:func:`bridgekit.format.signed` in the language being spoken: +3,5 in Dutch."""
    return _format.signed(value, digits, rounding=rounding, lang=_speaking.get())


def percent(value: float, digits: int = 2, *, rounding: _format.Rounding = "half_away") -> str:
    """:func:`bridgekit.format.percent` in the language being spoken: 59,9 % in French."""
    return _format.percent(value, digits, rounding=rounding, lang=_speaking.get())


# ---- choosing the language -----------------------------------------------------------------

_QUALITY = re.compile(r"^\s*([A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*|\*)\s*(?:;\s*q\s*=\s*([0-9.]+))?")


def _first_spoken(codes: list[str]) -> str | None:
    for code in codes:
        base = code.strip().lower().replace("_", "-").split("-")[0].split(".")[0]
        if base in LANGUAGES:
            return base
    return None


def language_from(query_string: str | None = None, accept_language: str | None = None) -> str:
    """The app's language: ``lang=`` in the page's query string (``?lang=nl``), else the
    browser's first accepted language that bridgekit speaks (``Accept-Language`` with its
    ``q`` weights), else English. An unknown ``lang=`` falls back the same way."""
    for part in (query_string or "").lstrip("?").split("&"):
        key, _sep, value = part.partition("=")
        if key == "lang" and (found := _first_spoken([value])):
            return found
    weighted: list[tuple[float, int, str]] = []
    for index, item in enumerate((accept_language or "").split(",")):
        match = _QUALITY.match(item)
        if match and match.group(1) != "*":
            try:
                quality = float(match.group(2) or 1)
            except ValueError:
                quality = 0.0
            weighted.append((-quality, index, match.group(1)))
    return _first_spoken([code for _q, _i, code in sorted(weighted) if _q < 0]) or DEFAULT


def language_of_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language a terminal asks for, as gettext reads it: the first of ``LANGUAGE``
    (a colon-separated list), ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set; its
    first language bridgekit speaks, else English (``C`` and ``POSIX`` are English)."""
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        if value := env.get(name, ""):
            return _first_spoken(value.split(":")) or DEFAULT
    return DEFAULT


@dataclass(frozen=True)
class Number:
    """A number in a :class:`Said` sentence, written with ``spec`` (``g``, ``+g``, ``.2f``;
    ``.2n``: at most 2 decimals, as :func:`number`) and the decimal mark of the language the
    sentence is said in (``percent``: with %)."""

    value: float
    spec: str = "g"
    percent: bool = False

    def say(self) -> str:
        if self.spec.endswith("n"):  # at most a number of decimals: ".2n"
            return number(self.value, int(self.spec.strip(".n")))
        if self.spec.endswith("f"):  # a number of decimals: ".2f"
            digits = int(self.spec.strip(".f"))
            return spoken_percent(self.value, digits) if self.percent \
                else fixed(self.value, digits)
        figures = int(self.spec.strip("+.g") or 6)  # significant figures: "g", ".4g", "+g"
        text = significant(self.value, figures, sign=self.spec.startswith("+"))
        return spoken_percent(self.value) if self.percent else text


@dataclass(frozen=True)
class Said:
    """A sentence kept as its catalogue message and its slots, to be said in any language
    later (a tie-break trail, a checked file's findings). A slot is data shown as it is (a
    name, a whole number), a :class:`Number`, another :class:`Said`, or a tuple of them
    (said one after the other, ", " between).

    >>> s = Said.of(N_("Aggregate: {home} {aggregate}"), home="Acol", aggregate=Number(-10.5, "+g"))
    >>> s.say(), str(s)
    ('Aggregate: Acol -10.5', 'Aggregate: Acol -10.5')
    """

    message: str
    slots: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, message: str, **slots: object) -> Said:
        """``message`` (marked with ``N_``) and its named slots."""
        return cls(message, tuple(slots.items()))

    def say(self, lang: str | None = None) -> str:
        """The sentence in ``lang`` (None: the language being spoken)."""
        with speaking(lang):
            return _(self.message).format(**{name: said_slot(value) for name, value in self.slots})

    def __str__(self) -> str:
        return self.say()


def said_slot(value: object) -> str:
    """One slot of a :class:`Said` sentence in the language being spoken."""
    if isinstance(value, Said | Number):
        return value.say()
    if hasattr(type(value), "spoken"):  # a side, seat or vulnerability: its own words
        return str(value.spoken)  # type: ignore[attr-defined]
    if type(value) is tuple:  # slots said one after the other (a kind of tuple says itself)
        return ", ".join(said_slot(v) for v in value)
    return str(value)
