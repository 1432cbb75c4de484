"""Results against par: each result of an event beside its board's par and double-dummy tricks.

Par comes from :mod:`bridgekit.deals.par_score` (a hand-record file's OptimumScore, or a double-dummy
table); this module compares a scored event with it, as scoring programs' "results against par"
pages do.
"""

from __future__ import annotations

from collections.abc import Hashable

import numpy as np
import numpy.typing as npt
import pandas as pd

from bridgekit.board import Seat, Side
from bridgekit.contract import shown_contract
from bridgekit.deals.double_dummy import SEATS, STRAINS, DDTable
from bridgekit.deals.par_score import board_pars
from bridgekit.i18n import _, listing, ngettext, signed, speaking
from bridgekit.imp import imps
from bridgekit.pairs.traveller import canonical_results

__all__ = ["explain_vs_par", "vs_par"]

_STRAIN_INDEX = {str(strain): i for i, strain in enumerate(STRAINS)}  # the table's order
_SEAT_INDEX = {str(seat): i for i, seat in enumerate(SEATS)}


def vs_par(scored: pd.DataFrame, hand_records: pd.DataFrame, *, far: int = 2,
           compute: bool = False, lang: str | None = None) -> pd.DataFrame:
    """Each result against par: ``par``, ``vs_par`` (N-S points) and ``vs_par_imps``, and a
    ``par_note`` for results far from double dummy.

    A result is noted when declarer took ``far`` (2) or more tricks more or fewer than
    double dummy, or made a contract that double dummy goes down (the defence could
    have beaten it) -- as scoring programs flag "suspicious results".

    Parameters
    ----------
    scored : pandas.DataFrame
        From :func:`bridgekit.score_event`.
    hand_records : pandas.DataFrame
        From :func:`bridgekit.io.read_hand_records`.
    compute : bool
        Compute missing double-dummy tables with :func:`bridgekit.dd_table`.
    lang : str, optional
        The language of the ``par_note`` sentences (default: the language being spoken).
    """
    pars = board_pars(hand_records, compute=compute)
    board = pd.to_numeric(scored["board"], errors="coerce").to_numpy()
    out = scored.copy(deep=False)
    out["par"] = pd.Series(pars["par"]).reindex(board).to_numpy(float)
    diff = scored["ns_score"].to_numpy(float) - out["par"].to_numpy(float)
    out["vs_par"] = diff
    good = np.isfinite(diff)
    swing = np.full(len(diff), np.nan)
    swing[good] = imps(diff[good])
    out["vs_par_imps"] = swing
    with speaking(lang):
        out["par_note"] = _notes(canonical_results(scored), board, pars, far)
    return out


def _dd_lookup(canon: pd.DataFrame, board: np.ndarray, pars: pd.DataFrame) -> npt.NDArray[np.int_]:
    """Double-dummy tricks for each row's contract and declarer (-1 where unknown)."""
    tables = [t for t in pars["dd"]]
    cells = np.array([t.cells if isinstance(t, DDTable) else [[-1] * 5] * 4 for t in tables])
    exact = np.array([t.exact if isinstance(t, DDTable) else [[False] * 5] * 4
                      for t in tables])
    where = pd.Series(np.arange(len(tables)), index=pars.index).reindex(board)
    pos = where.fillna(-1).to_numpy(int)
    strain_text = canon["contract"].str.extract(r"^\d(NT|[SHDC])")[0]
    strain = strain_text.map(_STRAIN_INDEX).fillna(-1).to_numpy(int)
    seat = canon["declarer"].map(_SEAT_INDEX).fillna(-1).to_numpy(int)
    known = (pos >= 0) & (strain >= 0) & (seat >= 0) & (canon["tricks"].to_numpy() >= 0)
    if not len(tables):
        return np.full(len(canon), -1)
    p, s, t = np.where(known, pos, 0), np.where(known, seat, 0), np.where(known, strain, 0)
    return np.where(known & exact[p, s, t], cells[p, s, t], -1)


def _notes(canon: pd.DataFrame, board: np.ndarray, pars: pd.DataFrame, far: int) -> np.ndarray:
    dd = _dd_lookup(canon, board, pars)
    tricks = canon["tricks"].to_numpy()
    need = pd.to_numeric(canon["contract"].str[0], errors="coerce").fillna(0).to_numpy(int) + 6
    has = dd >= 0
    off = has & (np.abs(tricks - dd) >= far)
    beatable = has & (tricks >= need) & (dd < need)
    notes = np.full(len(canon), "", dtype=object)
    for i in np.flatnonzero(off | beatable):  # the flagged rows only: a sentence each
        contract, seat = shown_contract(canon["contract"].iat[i]), _seat_words(canon["declarer"].iat[i])
        parts = []
        if off[i]:
            n, took, dd_n = int(abs(tricks[i] - dd[i])), int(tricks[i]), int(dd[i])
            if tricks[i] > dd[i]:
                # TRANSLATORS: a result far from double dummy: n more tricks than dd
                text = ngettext("{contract} by {seat} took {took} tricks, {n} more than double "
                                "dummy ({dd})", "{contract} by {seat} took {took} tricks, {n} "
                                "more than double dummy ({dd})", n)
            else:
                # TRANSLATORS: a result far from double dummy: n fewer tricks than dd
                text = ngettext("{contract} by {seat} took {took} tricks, {n} fewer than double "
                                "dummy ({dd})", "{contract} by {seat} took {took} tricks, {n} "
                                "fewer than double dummy ({dd})", n)
            parts.append(text.format(contract=contract, seat=seat, took=took, n=n, dd=dd_n))
        if beatable[i]:
            parts.append(_("{contract} by {seat} made, but double dummy it goes down "
                           "({dd} tricks): the defence could have beaten it").format(
                contract=contract, seat=seat, dd=int(dd[i])))
        notes[i] = listing(parts)
    return notes


def _seat_words(seat: str) -> str:
    """A seat letter in the language being spoken (East is O in Dutch)."""
    return Seat.parse(seat).spoken if seat else seat


def explain_vs_par(compared: pd.DataFrame, row: Hashable, *, lang: str | None = None) -> str:
    """One result of :func:`vs_par` against par, in words (in ``lang``; the ``par_note`` is
    quoted as :func:`vs_par` wrote it: give it the same ``lang``).

    >>> from bridgekit import read_hand_records, score_event, vs_par
    >>> from bridgekit.data import sample_path
    >>> from bridgekit.io import read_pbn
    >>> path = sample_path("sample_hands.pbn")
    >>> compared = vs_par(score_event(read_pbn(path)), read_hand_records(path))
    >>> print(explain_vs_par(compared, 3))
    N-S's 3SX by N made: N-S +530 against par -100, so +630 for N-S against par (+12 IMPs).
    3SX by N made, but double dummy it goes down (8 tricks): the defence could have beaten it.
    """
    r = compared.loc[row]
    with speaking(lang):
        if not np.isfinite(r["par"]) or not np.isfinite(r["ns_score"]):
            return _("No par for this board, or no score for this result.")
        canon = canonical_results(compared.loc[[row]]).iloc[0]
        contract, seat, tricks = canon["contract"], canon["declarer"], int(canon["tricks"])
        if contract == "Pass":
            what = _("The board passed out")
        elif not contract or not seat:
            # TRANSLATORS: a result given as a score alone (no contract or no declarer), then
            # its score
            what = _("A score alone, without its contract and declarer")
        else:
            over = tricks - int(contract[0]) - 6
            words = {"side": Seat.parse(seat).side.spoken, "contract": shown_contract(contract),
                     "seat": _seat_words(seat), "n": abs(over)}
            if over == 0:
                # TRANSLATORS: side's contract by declarer made exactly (N-S's 3SX by N made)
                text = _("{side}'s {contract} by {seat} made")
            elif over > 0:
                text = ngettext("{side}'s {contract} by {seat} made with {n} overtrick",
                                "{side}'s {contract} by {seat} made with {n} overtricks", over)
            else:
                text = ngettext("{side}'s {contract} by {seat} went {n} down",
                                "{side}'s {contract} by {seat} went {n} down", -over)
            what = text.format(**words)
        # TRANSLATORS: a result against par; what is the result in words, side N-S
        text = _("{what}: {side} {score} against par {par}, so {diff} for {side} against par "
                 "({imps} IMPs).").format(what=what, side=Side.NS.spoken,
                                          score=signed(r["ns_score"]), par=signed(r["par"]),
                                          diff=signed(r["vs_par"]), imps=signed(r["vs_par_imps"]))
        if r.get("par_note", ""):
            text += f" {r['par_note']}."
    return text
