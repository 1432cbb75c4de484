"""A traveller row's problems and rulings said in the language spoken.

The core says what is wrong with a row in English, quoting the cell (``'4Q': a contract is
a level 1-7, ...``): the frame :func:`bridgekit.validate_traveller` returns, the ``error``
and ``ruling`` columns of :func:`bridgekit.score_event`'s, and every error message, stay
English for whoever fixes the file. A widget shows a player the same problem in their
language: :func:`spoken_problem` finds the core's sentence among the ones it knows (each
marked for the catalogue here, with its slots), keeps the quoted cell as it was typed, and
says the rest in the language spoken; a contract in it is shown as the language shows
contracts, a vulnerability in its words. A sentence it does not know is shown as it is.

>>> spoken_problem("'4Q': a level is 1 to 7", lang="nl")
"'4Q': een niveau is 1 tot en met 7"
>>> spoken_ruling("artificial adjusted score (Law 12C2): N-S 60%; E-W 40%", lang="fr")
'score ajusté artificiel (Loi 12C2)\\xa0: NS 60\\xa0%\\xa0; EO 40\\xa0%'
"""

from __future__ import annotations

import re
from functools import cache

from bridgekit.i18n import N_, _, speaking, spoken_percent

__all__ = ["PROBLEMS", "spoken_problem", "spoken_ruling"]

#: The core's sentences about a row's cells, as it writes them after the quoted cell
#: (``'8S': a level is 1 to 7``), each with its slots; translated whole.
PROBLEMS = (
    # bridgekit.contract
    N_("a contract is a level 1-7, a strain (C D H S NT or ♣♦♥♠), X or XX if doubled, or Pass"),
    N_("a level is 1 to 7"),
    N_("a result is =, +N, -N or a trick count 0 to 13"),
    N_("a trick count is 0 to 13"),
    N_("{contract} can make at most {n} overtricks"),
    N_("{contract} can make at most 1 overtrick"),
    N_("{contract} can make no overtrick: it needs all 13 tricks"),
    N_("{contract} can go 1 to {n} down"),
    N_("a result reads like 4S+1 N, 3NTX-2 or Pass"),
    N_("a result reads like 4S+1 N, 4SN+1, 3NTX-2 or Pass"),
    N_("a passed-out board has no declarer or result"),
    N_("give the result after the contract (=, +1, -2)"),
    N_("declarer is given twice"),
    # bridgekit.board
    N_("a seat is one of N, E, S, W (or North, East, South, West)"),
    # bridgekit.adjusted
    N_("a score is a number (420, -50), an artificial score (A60/40, A6040, A+, A=, A-, "
       "A+/A-) or a weighted score (30%+420 70%+170)"),
    N_("no score on a board is that large (at most {most} either way)"),
    N_("an adjusted percentage is 0 to 100"),
    N_("the weights of a weighted score sum to 100%"),
    N_("each weight is above 0% and below 100%"),
    N_("a weighted score has at least two parts"),
    # bridgekit.rulings
    N_("a penalty reads like 'NS 25%' (a share of a top) or 'EW 1.5' (matchpoints); several "
       "are separated by ';'"),
    N_("a penalty is at most 100% of a top"),
    # bridgekit.pairs.traveller
    N_("a cell holds one value, not a list"),
    N_("{contract} needs its result (=, +1, -2 or the tricks taken)"),
    N_("missing: a played contract needs its declarer (N, E, S or W)"),
    N_("missing: give =, +N, -N or the tricks taken"),
    N_("an adjusted score reads like A60/40, A+, A=, A- or 30%+420 70%+170"),
    N_("an adjusted score beside the contract {contract}; give the result or the adjusted "
       "score (a ruling that replaces the result goes in the adjusted column)"),
    N_("a second adjusted score beside {entry} in ns_score; give one"),
    N_("no contract scores that for N-S on board {board} ({vulnerability} vulnerable)"),
    N_("the contract and result give {score} for N-S"),
    N_("no result: give a contract, declarer and result, or a score"),
    N_("a pair number is a whole number from 1 up (or a text id such as A3)"),
    N_("pair {pair} cannot play against itself"),
    N_("pair {pair} already has a result on board {board}"),
    N_("a board number is a whole number from 1 to {most}"),
    # a problem made a warning, and why
    N_("{problem}; not applied"),
    N_("{problem}; the given score is used"),
)

_SLOT = re.compile(r"\{(\w+)\}")


def _pattern(template: str) -> re.Pattern[str]:
    parts = _SLOT.split(template)
    return re.compile("".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)"
                              for i, p in enumerate(parts)), re.DOTALL)


@cache
def _patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple((_pattern(t), t) for t in PROBLEMS)


def _slot(name: str, value: str) -> str:
    from bridgekit.board import Vulnerability
    from bridgekit.contract import contract_text
    from bridgekit.errors import BridgekitError

    try:
        if name == "problem":
            return _said(value) or value
        if name == "contract":
            return contract_text(value)
        if name == "vulnerability":
            return Vulnerability.parse(value).spoken
    except BridgekitError:
        pass
    return value


def _said(text: str) -> str | None:
    """``text`` in the language spoken, or None when no sentence known makes it."""
    for pattern, template in _patterns():
        m = pattern.fullmatch(text)
        if m:
            return _(template).format(**{k: _slot(k, v) for k, v in m.groupdict().items()})
    at = text.find(": ")
    while at > 0:  # the quoted cell before the sentence, kept as it is
        rest = _said(text[at + 2:])
        if rest is not None:
            # TRANSLATORS: a cell as typed ({value}, quoted) and what is wrong with it
            return _("{value}: {problem}").format(value=text[:at], problem=rest)
        at = text.find(": ", at + 2)
    return None


def spoken_problem(text: str, *, lang: str | None = None) -> str:
    """A problem the core found in a row (its English sentence), in ``lang`` (None: the
    language being spoken); the cell it quotes is kept as typed.

    >>> spoken_problem("'Q': a seat is one of N, E, S, W (or North, East, South, West)",
    ...                lang="fr")
    "'Q'\\xa0: une place est N, E, S ou O (nord, est, sud, ouest)"
    >>> spoken_problem("something new")
    'something new'
    """
    with speaking(lang):
        return _said(str(text)) or str(text)


_WEIGHTED_RULING = re.compile(r"weighted score (?P<parts>.+) \(Law 12C1\(c\)\): each part "
                              r"matchpointed, then weighted")
_WEIGHT = re.compile(r"([0-9.]+)% of ([+-]?[0-9.]+)")
_ARTIFICIAL_RULING = re.compile(r"artificial adjusted score \(Law 12C2\): N-S (?P<ns>.+); "
                                r"E-W (?P<ew>.+)")
_SESSION = re.compile(r"(?P<fixed>[0-9.]+)%(?:, or the pair's (?P<pair>[0-9.]+)% on its other "
                      r"boards, whichever is (?:greater|less)| \(the pair has no other board "
                      r"with a real result\))?")


def _side_words(text: str) -> str:
    from bridgekit.rulings import session_percentage

    m = _SESSION.fullmatch(text)
    if m is None:
        return text
    fixed = float(m["fixed"])
    if m["pair"] is None and "(" not in text:
        return spoken_percent(fixed)
    return session_percentage(fixed, None if m["pair"] is None else float(m["pair"]))[1]


def spoken_ruling(text: str, *, lang: str | None = None) -> str:
    """How the core valued a ruling (its ``ruling`` column, English), in ``lang``.

    >>> spoken_ruling("weighted score 30% of +420 + 70% of +170 (Law 12C1(c)): each part "
    ...               "matchpointed, then weighted", lang="nl")
    'gewogen score 30% van +420 + 70% van +170 (Spelregel 12C1(c)): elk deel gematchpunt, dan gewogen'
    """
    from bridgekit.adjusted import WeightedScore
    from bridgekit.board import Side
    from bridgekit.errors import BridgekitError

    with speaking(lang):
        m = _WEIGHTED_RULING.fullmatch(str(text))
        if m:
            try:
                weighted = WeightedScore(tuple((float(p), float(s))
                                               for p, s in _WEIGHT.findall(m["parts"])))
            except BridgekitError:
                return str(text)
            return _("{ruling} (Law 12C1(c)): each part matchpointed, then weighted").format(
                ruling=weighted.describe())
        m = _ARTIFICIAL_RULING.fullmatch(str(text))
        if m:
            # TRANSLATORS: how an artificial adjusted score was valued: each side's percentage
            # (or how it was found from the pair's session)
            return _("artificial adjusted score (Law 12C2): {ns_side} {ns}; {ew_side} {ew}").format(
                ns_side=Side.NS.spoken, ns=_side_words(m["ns"]), ew_side=Side.EW.spoken,
                ew=_side_words(m["ew"]))
        return str(text)
