"""Small helpers shared by the widgets (their markup is in :mod:`bridgekit.show.widgets`)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pandas as pd
import traitlets

from bridgekit.i18n import _, check_language, pgettext, speaking
from bridgekit.show.widgets import error_html


class Speaks(traitlets.HasTraits):
    """A widget that speaks a language: its ``lang`` trait (``"en"``, ``"nl"``, ``"fr"``).

    A widget class lists ``Speaks`` first among its bases, writes :meth:`relabel` (every
    label, heading, option text, placeholder and tooltip it shows, in the language being
    spoken) and :meth:`rerender` (its updates, run again), and ends its ``__init__`` with
    ``self.begin_speaking(lang)``. Setting ``lang`` later relabels and rerenders it in
    place: what was typed stays, and the last message shown with :meth:`say` is said again.
    Updates decorated with :func:`shows_errors` speak the widget's language.
    """

    lang = traitlets.Unicode("en").tag(sync=True)

    @traitlets.validate("lang")
    def _valid_lang(self, proposal) -> str:
        return check_language(proposal["value"])

    def relabel(self) -> None:
        """Set every fixed text the widget shows, in the language being spoken."""

    def rerender(self) -> None:
        """Run the widget's updates again (its answers, in the language being spoken)."""

    #: the message box and what makes its message, said again in another language
    _saying: tuple[Any, Callable[[], str]] | None = None

    @traitlets.observe("lang")
    def _speak(self, _change=None) -> None:
        with speaking(self.lang):
            self.relabel()
            self.rerender()
            if self._saying is not None:
                box, said = self._saying
                box.value = said()

    def say(self, box: Any, said: Callable[[], str]) -> None:
        """Show the message ``said`` makes in ``box`` (a widget's ``value``), in the widget's
        language, and again in another when the language changes."""
        self._saying = (box, said)
        with speaking(self.lang):
            box.value = said()

    def unsay(self, box: Any, value: str = "") -> None:
        """Show ``value`` in ``box`` as it is (in no language): nothing is said again."""
        self._saying = None
        box.value = value

    def begin_speaking(self, lang: str | None = None) -> None:
        """Label and render the widget in ``lang`` (the end of its ``__init__``)."""
        code = check_language(lang)
        if code != self.lang:
            self.lang = code
        else:
            self._speak()


def pair_number(label: str) -> int:
    """The number of a pair label's pair (``NS 12`` -> 12), to sort labels by; 0 when the pair
    id is no number of ASCII digits (``"²".isdigit()`` is true, yet ``int("²")`` fails)."""
    parts = label.split()
    number = parts[1] if len(parts) > 1 else ""
    return int(number) if number.isascii() and number.isdigit() else 0


def pair_choice(label: str) -> tuple[str, str]:
    """A pair of a dropdown (``NS 3``, ``EW 4``, ``Pair 2`` in a Howell) as the dropdown shows
    it, in the language being spoken (``NZ 3`` in Dutch), with the label itself as its value."""
    side, number = label.split(" ", 1)
    if side == "Pair":
        # TRANSLATORS: a pair of a Howell in a list of pairs
        return _("Pair {pair}").format(pair=number), label
    return f"{pgettext('direction', side)} {number}", label


def keep_value(control, options) -> None:
    """Give a dropdown (or any selection) new option labels, keeping what was chosen."""
    value = control.value
    values = [v[1] if isinstance(v, tuple) else v for v in options]
    control.options = options
    if value in values:
        control.value = value


def link_inputs(model, names) -> None:
    """Link each named trait of ``model`` to its control ``<name>_input``."""
    for name in names:
        traitlets.link((model, name), (getattr(model, f"{name}_input"), "value"))


def shows_errors(target: str):
    """Decorate a widget's update: any exception is shown in ``self.<target>`` (an HTML
    widget) instead of leaving the page stale; what the user typed is not touched."""

    def wrap(update):
        @functools.wraps(update)
        def run(self, *args, **kwargs):
            try:
                with speaking(getattr(self, "lang", None)):
                    return update(self, *args, **kwargs)
            except Exception as exc:
                getattr(self, target).value = error_html(exc)
                return None
        return run
    return wrap


class OneUpdate:
    """Run a widget's update once for a change of several of its input traits at once.

    ``changed`` is the observer to give ``observe(..., names=[...])``; inside
    ``with batch():`` the observer only notes that something changed, and the update runs
    once when the block ends (when anything changed)."""

    def __init__(self, update: Callable[[], None]):
        self.update = update
        self.depth = 0
        self.dirty = False

    def changed(self, _change=None) -> None:
        if self.depth:
            self.dirty = True
        else:
            self.update()

    @contextmanager
    def batch(self) -> Iterator[None]:
        self.depth += 1
        try:
            yield
        finally:
            self.depth -= 1
            if not self.depth and self.dirty:
                self.dirty = False
                self.update()

    @contextmanager
    def quiet(self) -> Iterator[None]:
        """Changes inside the block are not updates: the caller updates afterwards (a view
        relabelled, its choices given back, is rendered again once by ``rerender``)."""
        before = self.dirty
        self.depth += 1
        try:
            yield
        finally:
            self.depth -= 1
            self.dirty = before


def match_rows(teams: pd.DataFrame, key: tuple) -> pd.DataFrame:
    """The boards of one match of a teams event."""
    rnd, number = key
    return teams[(teams["round"] == rnd) & (teams["match"] == number)]
