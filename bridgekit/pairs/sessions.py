"""Sessions of one event combined into a total, and the carry-forward into a final.

:func:`combine_sessions` adds up the rankings of two or more sessions, the same pair found by
its number (and section and direction) or by its names. Sessions scored on different tops
are combined by percentage: each board weighs the same (``weight="boards"``, the default: a
session's percentage counts by the boards the pair played in it), each session weighs the
same (``"sessions"``), or the matchpoints are simply added (``"matchpoints"``: a session on a
bigger top weighs more, as a plain sum of totals does).

:func:`carry_forward` is the EBU White Book's carry-forward score formula (section 172 of
the older numbering, the carry-forward section of the 2017 edition):

    C = S × FT / (2 × QT)

with ``S`` the qualifying score in matchpoints, ``FT`` the top on a board of the final and
``QT`` the top on a board of the qualifying stage. The White Book notes that when the two
stages are of equal length the final then carries twice the weight of the qualifier.

>>> print(carry_forward(300, final_top=24, qualifying_top=12))
C = S × FT / (2 × QT) = 300 × 24 / (2 × 12) = 300
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

import numpy as np
import pandas as pd

from bridgekit._checks import check_number, check_option, clip_text
from bridgekit.columns import cell_text, pair_text, rank_with_ties
from bridgekit.errors import OptionError, TravellerError
from bridgekit.i18n import _, number, speaking

__all__ = ["CarryForward", "carry_forward", "combine_sessions"]


@dataclass(frozen=True)
class CarryForward:
    """A carry-forward score and its working: ``value`` matchpoints, ``str()`` the formula
    with its numbers put in, in the language :func:`carry_forward` spoke (``lang``);
    :meth:`explain` says it in another."""

    value: float
    qualifying_score: float
    final_top: float
    qualifying_top: float
    share: float
    lang: str = field(default="en", repr=False, compare=False)

    def explain(self, *, lang: str | None = None) -> str:
        """The formula with its numbers put in (``str()`` speaks the language the
        carry-forward was worked out in).

        Parameters
        ----------
        lang : str, optional
            The language of the formula's numbers (``"nl"``, ``"fr"``: ``150,5``); default:
            the one being spoken.
        """
        with speaking(lang):
            s, ft, qt = (number(self.qualifying_score), number(self.final_top),
                         number(self.qualifying_top))
            if self.share == 0.5:
                # TRANSLATORS: the White Book's formula: C carry-forward, S qualifying score,
                # FT and QT the final's and the qualifier's tops on a board
                return _("C = S × FT / (2 × QT) = {score} × {final_top} / (2 × {qualifying_top}) "
                         "= {value}").format(score=s, final_top=ft, qualifying_top=qt,
                                             value=number(self.value))
            return _("C = {share} × S × FT / QT = {share} × {score} × {final_top} / "
                     "{qualifying_top} = {value}").format(
                share=number(self.share, 4), score=s, final_top=ft, qualifying_top=qt,
                value=number(self.value))

    def __str__(self) -> str:
        return self.explain(lang=self.lang)


#: The largest score, top or carry-forward worked (floats are whole to 2**53, about 9e15).
_LARGEST = 1e15


def carry_forward(qualifying_score: float, final_top: float, qualifying_top: float, *,
                  share: float = 0.5, lang: str | None = None) -> CarryForward:
    """The carry-forward into a final (EBU White Book, carry-forward score formula).

    Parameters
    ----------
    qualifying_score : float
        S, the pair's qualifying score in matchpoints.
    final_top, qualifying_top : float
        FT and QT, the tops on a board of the final and of the qualifier.
    share : float
        The share of the qualifying score carried, once put on the final's top: the White
        Book's formula carries half (``C = S × FT / (2 × QT)``); another share is a
        competition's own regulation.
    lang : str, optional
        The language ``str()`` of the result speaks (``"nl"``, ``"fr"``; default: the one
        being spoken).

    Raises
    ------
    OptionError
        A score, top or share that is not a finite number of at least 0, a qualifying top
        of 0, or a score, top or carry-forward of 1e15 or more (``1e200 × 1e200`` is no
        score a final carries).

    Examples
    --------
    A qualifier of 26 boards on a top of 12 (S = 190, 60.9%) into a final on a top of 26:

    >>> c = carry_forward(190, final_top=26, qualifying_top=12)
    >>> round(c.value, 4)
    205.8333
    >>> print(c)
    C = S × FT / (2 × QT) = 190 × 26 / (2 × 12) = 205.83
    """
    s = check_number(qualifying_score, "qualifying_score", minimum=0, error=OptionError)
    ft = check_number(final_top, "final_top", minimum=0, error=OptionError)
    qt = check_number(qualifying_top, "qualifying_top", minimum=0, error=OptionError)
    w = check_number(share, "share", minimum=0, error=OptionError)
    if qt <= 0:
        raise OptionError(f"qualifying_top={clip_text(qualifying_top)}: the qualifier's top "
                          "on a board is above 0")
    value = s * ft * w / qt
    for what, x in (("the qualifying score", s), ("the final's top", ft),
                    ("the qualifier's top", qt), ("the share", w),
                    ("the carry-forward", value)):
        if not x < _LARGEST:  # inf, or a number too long to print to the hundredth
            raise OptionError(f"qualifying_score={clip_text(qualifying_score)}, final_top="
                              f"{clip_text(final_top)}, qualifying_top="
                              f"{clip_text(qualifying_top)}: {what} is {x:g}; a carry-forward "
                              f"is worked in matchpoints below {_LARGEST:g}")
    with speaking(lang) as spoken:
        return CarryForward(value, s, ft, qt, w, spoken)


def _session_rows(sessions: Sequence[pd.DataFrame], by: str) -> pd.DataFrame:
    """The sessions' rankings stacked, each row keyed by the pair (``key``)."""
    if isinstance(sessions, pd.DataFrame) or len(sessions) < 1:
        raise TravellerError("combine_sessions takes a list of session rankings (rank_pairs "
                             "or rank_sections results), one per session")
    parts = []
    for i, table in enumerate(sessions):
        needed = {"pair", "total", "max", "pct"} | ({"names"} if by == "names" else set())
        missing = sorted(needed - set(table.columns))
        if missing:
            raise TravellerError(f"session {i + 1}: columns {list(table.columns)!r} lack "
                                 f"{missing!r} (a ranking from rank_pairs or rank_sections)")
        part = table.assign(session=i + 1)
        pairs = pair_text(part["pair"])
        if by == "names":
            # a name's case and spacing are how it was typed, not who played
            part["key"] = [" ".join(cell_text(n).split()).casefold() for n in part["names"]]
            blank = np.flatnonzero(part["key"].to_numpy() == "")
            if len(blank):
                raise TravellerError(
                    f"session {i + 1}: pair {clip_text(pairs[blank[0]])} has no "
                    "names; by='names' needs every pair's names (or combine by='pair')")
        else:
            if (pairs == "").any():
                raise TravellerError(f"session {i + 1}: a pair has no number; by='pair' needs "
                                     "every pair's number (or combine by='names')")
            parts_of_key = [pair_text(part[c]) for c in ("section", "direction", "pair")
                            if c in part]
            part["key"] = [" ".join(p for p in names if p) for names in zip(*parts_of_key,
                                                                           strict=True)]
        twice = part["key"].duplicated(keep=False).to_numpy()
        if twice.any():
            key = part["key"].to_numpy()[twice][0]
            numbers = ", ".join(pairs[twice & (part["key"].to_numpy() == key)].tolist())
            raise TravellerError(f"session {i + 1}: {clip_text(key)} is listed more than once "
                                 f"(pairs {numbers[:60]}); each pair once a session")
        if "boards" not in part:
            part["boards"] = np.nan
        part["direction"] = pair_text(part["direction"]) if "direction" in part else ""
        parts.append(part[["session", "key", "direction", "boards", "total", "max", "pct"]])
    return pd.concat(parts, ignore_index=True)


def combine_sessions(sessions: Sequence[pd.DataFrame], *, by: Literal["pair", "names"] = "pair",
                     weight: Literal["boards", "sessions", "matchpoints"] = "boards"
                     ) -> pd.DataFrame:
    """Combine the rankings of two or more sessions of one event into one total.

    Parameters
    ----------
    sessions : list of pandas.DataFrame
        One ranking per session (:func:`bridgekit.rank_pairs` or :func:`rank_sections`).
    by : {"pair", "names"}
        The same pair is the same number (with its section and direction, where the
        rankings have them), or the same ``names`` (compared without case or extra
        spaces). A pair without names (or without a number, ``by="pair"``) is refused, as
        is a pair listed twice in one session: neither is guessed (a number is no key
        across sessions whose pairs are found by name).
    weight : {"boards", "sessions", "matchpoints"}
        ``"boards"``: the sessions' percentages weighted by the boards the pair played in
        each (every board weighs the same, whatever its top: the EBU's and ACBL's practice
        for sessions on different tops); ``"sessions"``: the plain mean of the session
        percentages; ``"matchpoints"``: total matchpoints over the total of the tops.

    Returns
    -------
    pandas.DataFrame
        ``key, direction, sessions, boards, total, max, pct, rank`` and a ``pct_1, pct_2,
        ...`` column per session, best first (a Mitchell's directions ranked apart). A
        pair missing from a session is combined over the sessions it played.

    Examples
    --------
    Pair 1 scores 60% over 24 boards on a top of 12, then 50% over 26 boards on a top of 24:

    >>> one = pd.DataFrame({"pair": [1, 2], "boards": 24, "total": [172.8, 115.2],
    ...                     "max": 288.0, "pct": [60.0, 40.0]})
    >>> two = pd.DataFrame({"pair": [1, 2], "boards": 26, "total": [312.0, 312.0],
    ...                     "max": 624.0, "pct": [50.0, 50.0]})
    >>> combine_sessions([one, two]).round(2)[["key", "pct", "rank"]].values.tolist()
    [['1', 54.8, '1'], ['2', 45.2, '2']]
    >>> combine_sessions([one, two], weight="matchpoints").round(2)["pct"].tolist()
    [53.16, 46.84]
    """
    check_option(by, "by", ("pair", "names"), "the same pair by number, or by names")
    check_option(weight, "weight", ("boards", "sessions", "matchpoints"),
                 "how sessions on different tops are combined")
    rows = _session_rows(sessions, by)
    if weight == "boards" and rows["boards"].isna().any():
        raise TravellerError("weight='boards' needs each ranking's 'boards' column")
    rows["w"] = rows["boards"] if weight == "boards" else 1.0
    rows["wp"] = rows["w"] * rows["pct"]
    grouped = rows.groupby("key", sort=False)
    table = grouped.agg(direction=("direction", "first"), sessions=("session", "nunique"), boards=("boards", "sum"),
                        total=("total", "sum"), max=("max", "sum"), w=("w", "sum"),
                        wp=("wp", "sum")).reset_index()
    # no matchpoints to be had (boards no one else played): average, as rank_pairs has it
    table["pct"] = np.where(table["max"] > 0, 100 * table["total"] / table["max"], 50.0) \
        if weight == "matchpoints" else table["wp"] / table["w"]
    each = rows.pivot_table(index="key", columns="session", values="pct", aggfunc="first")
    each.columns = [f"pct_{c}" for c in each.columns]
    table = table.drop(columns=["w", "wp"]).merge(each, left_on="key", right_index=True)
    table["order"] = table["direction"].map({"NS": 0, "EW": 1}).fillna(0)
    table = table.sort_values(["order", "pct", "key"], ascending=[True, False, True],
                              ignore_index=True).drop(columns="order")
    table.insert(table.columns.get_loc("pct") + 1, "rank", table.groupby(
        "direction", sort=False)["pct"].transform(rank_with_ties))
    return table
