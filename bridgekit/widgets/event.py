"""The event the app's tabs share, each board scored once.

A board's matchpoints (or IMPs) come from its own rows alone: its size, its scores, its
Butler datum, its rulings. So when a traveller is edited only the board edited needs scoring
again; the other boards' rows, scored before, are kept and joined to it, and a ranking summed
from them is the one a whole scoring gives (``tests/widgets/test_event_model.py`` checks it
over random edits). :class:`BoardScores` holds the boards scored: the Traveller tab scores its
board through it, and the Session tab ranks the event through it
(:func:`bridgekit.event_result`'s ``scorer``), so an edit with the Session tab shown scores
the board once, for both.

Where the boards are not independent the whole event is scored as before: average-plus
valued from the pair's session (``artificial="session"``), every board factored to the most
results a board has (``normal="max"``), and sections compared across the field (scored
by :func:`bridgekit.pairs.score_sections`).
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import numpy as np
import pandas as pd

from bridgekit.columns import bare, cell_text, pair_keys, pair_text
from bridgekit.pairs.published import score_published, settings_for
from bridgekit.pairs.traveller import MovementFound
from bridgekit.problems import Records
from bridgekit.settings import Settings

__all__ = ["CARRIED", "BoardScores", "carried"]

#: The columns of a file the traveller does not show, kept for each of its rows.
CARRIED = ("section", "table", "round", "lead", "ns_names", "ew_names")

#: What a new column of some boards holds on the others' rows (a board with no ruling has
#: no ``ruling``; one with no penalty none taken), in the order the scorer adds them.
_FILLS = {"ruling": "", "ns_penalty": 0.0, "ew_penalty": 0.0}


class BoardScores:
    """Each board of an event scored by :func:`~bridgekit.pairs.published.score_published`
    once, and kept while its rows and the settings stay the same.

    :meth:`score` gives what ``score_published(rows, settings)`` gives, scoring only the
    boards whose rows it has not scored before. ``scored`` counts the boards scored.

    Examples
    --------
    >>> import bridgekit as bk
    >>> event = bk.load_sample_event()
    >>> boards = BoardScores()
    >>> first = boards.score(event, bk.Settings())
    >>> boards.scored == event.board.nunique()
    True
    >>> edited = event.copy()
    >>> edited.loc[0, "result"] = "+1" if edited.loc[0, "result"] != "+1" else "="
    >>> again = boards.score(edited, bk.Settings())
    >>> boards.scored - event.board.nunique()   # only the board edited is scored again
    1
    >>> whole = bk.score_published(edited, bk.Settings())
    >>> bool((again["ns_mp"].fillna(-1) == whole["ns_mp"].fillna(-1)).all())
    True
    """

    #: how many ways of scoring (settings, columns) are kept at once
    KEPT = 4

    def __init__(self) -> None:
        #: (settings, columns) -> (section, board) -> (its rows' fingerprint, where its rows scored are)
        self._kept: OrderedDict[tuple[Any, ...], dict[Any, tuple[bytes, _Held]]] = \
            OrderedDict()
        #: the movement last found, the pairs it was found from, and the frame they are in
        self._movement: tuple[Any, MovementFound, pd.DataFrame] | None = None
        #: the movements found lately, by the pairs they were found from (the traveller's
        #: event and the Session tab's may write the same pairs differently)
        self._movements: OrderedDict[Any, MovementFound] = OrderedDict()
        #: the event a board was last scored against, and what its pair columns tell (what
        #: :meth:`put_together` of that event takes, not reading them again)
        self._told: tuple[pd.DataFrame, tuple[bool, bool]] | None = None
        #: the other boards last scored for :meth:`put_together`: (what they were made of,
        #: how they were scored, them scored)
        self._rest: tuple[tuple[Any, ...], tuple[Any, ...], _Held] | None = None
        self.scored = 0

    @staticmethod
    def by_board(rows: pd.DataFrame, settings: Settings) -> bool:
        """Whether each board of ``rows`` scores alone, as in the whole event."""
        return (isinstance(rows, pd.DataFrame) and "board" in rows.columns and len(rows) > 0
                and rows.index.is_unique and settings.scoring != "teams"
                and settings.artificial == "fixed" and "max" not in (settings.normal,
                                                                     settings.totals_normal)
                and ("section" not in rows.columns
                     or len(pd.unique(pair_text(bare(rows)["section"]))) < 2))

    def score(self, rows: pd.DataFrame, settings: Settings, *,
              event: pd.DataFrame | None = None) -> pd.DataFrame:
        """``score_published(rows, settings)``, each board scored once. ``event``: the whole
        event ``rows`` belong to (default: ``rows``), whose pair numbers say the movement
        where the settings do not."""
        s = settings if settings is not None else settings_for(rows)
        if not self.by_board(rows, s):
            self.scored += 1
            return score_published(rows, s)
        all_rows = rows if event is None else event
        found = self._found(all_rows) if s.movement == "auto" else None
        used = s if found is None else s.replace(movement=found.movement)
        told = _pairs_told(all_rows)
        self._told = (all_rows, told)
        kept = self._slot((used.replace(sections="field"), told,
                           tuple((str(c), str(t)) for c, t in rows.dtypes.items())))
        board = pd.to_numeric(bare(rows)["board"], errors="coerce").to_numpy(float)
        codes, numbers = pd.factorize(board, use_na_sentinel=False)
        order = np.argsort(codes, kind="stable")
        starts = np.r_[0, np.cumsum(np.bincount(codes, minlength=len(numbers)))]
        prints = _fingerprints(rows)
        # a section scored apart keeps its boards beside the other sections'
        section = cell_text(bare(rows)["section"].iloc[0]) if "section" in rows.columns else ""
        boards, taken, missed = [], [], []
        for code, number in enumerate(numbers):
            at = order[starts[code]:starts[code + 1]]
            name = (section, None if number != number else float(number))
            key = prints[at].tobytes()
            boards.append((name, key, at))
            held = kept.get(name)
            if held is not None and held[0] == key:
                taken.append((held[1], at))
            else:
                missed.append(at)
        fresh, apart = None, False
        if missed:
            every = np.sort(np.concatenate(missed))
            apart = _pairs_told(rows.iloc[every]) != told
            if not apart:
                fresh = _Held.of(score_published(rows.iloc[every], used))
                self.scored += len(missed)
                taken += [(fresh.part(np.searchsorted(every, at)), at) for at in missed]
        unsure = apart
        if not apart:
            out = _joined(taken, rows)
            unsure = _unsure(out, fresh)
        if unsure:
            self.scored += len(boards)
            out = self._whole(rows, used, event, told)
        out.attrs = {**rows.attrs, **out.attrs, "settings": s}
        if found is not None:
            out.attrs["movement_reason"] = found
        if missed or unsure or len({id(held.frame) for held, _at in taken}) > 1:
            whole = _Held.of(out)  # every board one piece next time
            for name, key, at in boards:
                kept[name] = (key, whole.part(at))
        return out

    def put_together(self, rows: pd.DataFrame, board: pd.DataFrame, settings: Settings, *,
                     source: tuple[Any, ...], like: pd.DataFrame | None = None,
                     order: np.ndarray | None = None) -> pd.DataFrame:
        """``score(rows, settings)``, where ``board`` is ``score(rows.iloc[first:], settings,
        event=rows)`` just given, the rows from ``first`` on being the board on screen. The
        rows before them (the other boards) are scored against ``rows`` once and kept while
        they come from the same ``source`` (what they were made of: frames compared by
        identity, other values by equality), with the same settings, the same movement found
        and the same pair columns holding pair numbers (:func:`_pairs_told`).

        ``like`` and ``order``: the rows scored as ``like`` holds them, its row ``i`` being
        row ``order[i]`` of ``rows`` (its labels and attrs; default ``rows`` as they are)."""
        first = len(rows) - len(board)
        movement = board.attrs.get("movement_reason")
        told = self._told[1] if self._told and self._told[0] is rows else _pairs_told(rows)
        key = (settings, getattr(movement, "movement", None), first, told)
        rest = self._rest
        if rest is None or rest[1] != key or len(rest[0]) != len(source) \
                or not all(a is b or (not isinstance(a, pd.DataFrame) and a == b)
                           for a, b in zip(rest[0], source, strict=True)):
            scored = self.score(rows.iloc[:first], settings, event=rows)
            rest = self._rest = (source, key, _Held.of(scored))
        at = np.arange(len(rows)) if order is None else np.argsort(order)  # each row's place
        target = rows if like is None else like
        out = _joined([(rest[2], at[:first]), (_Held.of(board), at[first:])], target)
        out.attrs = {**target.attrs, **out.attrs, "settings": settings}
        if movement is not None:
            out.attrs["movement_reason"] = movement
        return out

    @staticmethod
    def _whole(rows: pd.DataFrame, settings: Settings, event: pd.DataFrame | None,
               told: tuple[bool, bool]) -> pd.DataFrame:
        """``rows`` scored together, or as rows of ``event`` where alone they would not tell
        their blank pair numbers as the event does (:func:`_pairs_told`)."""
        if event is None or _pairs_told(rows) == told or not event.index.is_unique:
            return score_published(rows, settings)
        whole = _Held.of(score_published(event, settings))
        return _joined([(whole.part(event.index.get_indexer(rows.index)),
                         np.arange(len(rows)))], rows)

    def _found(self, event: pd.DataFrame) -> MovementFound:
        """The event's movement (found again only when its boards or pairs change)."""
        if self._movement is not None and self._movement[2] is event:
            # the frame just given as a board's event, now scored itself: asked once again
            self._movement = (*self._movement[:2], None)
            return self._movement[1]
        # the cells themselves as the key (equal cells, the same movement): no hashing
        # of the whole event's columns each keystroke
        key = tuple(tuple(event[c].tolist()) for c in ("board", "ns", "ew")
                    if c in event.columns)
        found = self._movements.pop(key, None)
        if found is None:
            found = MovementFound.of(event)
        self._movements[key] = found
        while len(self._movements) > self.KEPT:
            self._movements.popitem(last=False)
        self._movement = (key, found, event)
        return found

    def _slot(self, key: tuple[Any, ...]) -> dict[Any, tuple[bytes, _Held]]:
        slot = self._kept.pop(key, None)
        self._kept[key] = {} if slot is None else slot
        while len(self._kept) > self.KEPT:
            self._kept.popitem(last=False)
        return self._kept[key]


class _Held:
    """Rows scored, kept without their attrs (pandas copies attrs on every operation): the
    frame by position, its rulings and problems by position, its other attrs; ``at``: the
    positions of the rows one board holds (all of them for the whole frame)."""

    def __init__(self, frame: pd.DataFrame, rulings: dict[int, Any], problems: list[dict],
                 attrs: dict[str, Any], at: np.ndarray | None = None) -> None:
        self.frame, self.rulings, self.problems, self.attrs = frame, rulings, problems, attrs
        self.at = np.arange(len(frame)) if at is None else at

    @classmethod
    def of(cls, scored: pd.DataFrame) -> _Held:
        place = {label: i for i, label in enumerate(scored.index)}
        attrs = dict(scored.attrs)
        rulings = {place[k]: v for k, v in (attrs.pop("rulings", None) or {}).items()}
        problems = [{**p, "pos": place[p["row"]]} for p in attrs.pop("problems", None) or []]
        frame = scored.set_axis(pd.RangeIndex(len(scored)))
        frame.attrs = {}
        return cls(frame, rulings, problems, attrs)

    def part(self, at: np.ndarray) -> _Held:
        """The rows at positions ``at`` of this frame."""
        return _Held(self.frame, self.rulings, self.problems, self.attrs, self.at[at])


def _unsure(out: pd.DataFrame, fresh: _Held | None) -> bool:
    """Whether the boards put together hold a column of rulings or penalties that none of
    their rows needs: the boards kept were scored beside one that had a ruling or a penalty,
    since taken away. Scored whole, the event has such a column only when a row of it holds
    a ruling or a penalty (a penalty of 0 is one too: only a whole scoring can tell)."""
    return any(names[0] in out.columns
               and not (fresh is not None and names[0] in fresh.frame.columns)
               and all(bool((out[name] == _FILLS[name]).all()) for name in names)
               for names in (("ruling",), ("ns_penalty", "ew_penalty")))


def _pairs_told(rows: pd.DataFrame) -> tuple[bool, bool]:
    """Whether the N-S and the E-W column each hold a pair number: a blank cell of a column
    that holds one is a missing pair number, of one that holds none (a traveller of results
    alone) nothing to tell. So a board scored alone tells its blanks as the event it is part
    of only where the two say the same."""
    if not {"ns", "ew"} <= set(rows.columns):
        return False, False
    ns, ew = pair_keys(bare(rows))
    return bool(ns.max(initial=-1) >= 0), bool(ew.max(initial=-1) >= 0)


def _fingerprints(rows: pd.DataFrame) -> np.ndarray:
    """Each row's cells as one number, which of them are missing and the type of each cell
    of a column of objects (a row scores the same as another with the same fingerprint, the
    columns' types being the same). Pandas hashes a cell of text by its text, so the text
    ``"6"`` typed over the number 6 hashes the same, and only its type tells the errors to
    quote it ``'6'``. The columns are read without the frame's attrs, which pandas would
    deep-copy into each."""
    rows = bare(rows)
    objects = rows[[c for c, dtype in rows.dtypes.items() if pd.api.types.is_object_dtype(dtype)]]
    cells = objects.to_numpy(object).ravel()
    kinds = np.fromiter(map(id, map(type, cells)), dtype=np.uint64, count=len(cells))
    try:
        values = pd.util.hash_pandas_object(rows, index=False, categorize=False).to_numpy()
    except UnicodeEncodeError:  # a lone surrogate typed: text hashed by its bytes as it is
        rows = rows.map(lambda v: v.encode("utf-8", "surrogatepass") if isinstance(v, str) else v)
        values = pd.util.hash_pandas_object(rows, index=False, categorize=False).to_numpy()
    missing = np.packbits(rows.isna().to_numpy(), axis=1)
    return np.hstack([values.view(np.uint8).reshape(len(rows), 8), missing,
                      kinds.reshape(len(rows), objects.shape[1]).view(np.uint8)])


def _joined(taken: list[tuple[_Held, np.ndarray]], rows: pd.DataFrame) -> pd.DataFrame:
    """The boards scored (each: where its rows scored are, and their places in ``rows``) as
    one frame in the rows' order, labelled as they are, with the attrs a whole scoring
    gives."""
    by_frame: dict[int, list[tuple[_Held, np.ndarray]]] = {}
    for held, at in taken:
        by_frame.setdefault(id(held.frame), []).append((held, at))
    pieces, places = [], []
    rulings: dict[Any, Any] = {}
    problems: list[tuple[int, int, dict]] = []
    for group in by_frame.values():
        held = group[0][0]
        source = np.concatenate([h.at for h, _ in group])
        place = np.concatenate([at for _, at in group])
        pieces.append((held.frame, source))
        places.append(place)
        moved = dict(zip(source.tolist(), place.tolist(), strict=True))
        rulings.update({rows.index[moved[k]]: v for k, v in held.rulings.items() if k in moved})
        problems += [(moved[p["pos"]], i, p) for i, p in enumerate(held.problems)
                     if p["pos"] in moved]
    order = np.argsort(np.concatenate(places), kind="stable")
    if len(pieces) == 1:  # every board from one frame: one take
        out = pieces[0][0].take(pieces[0][1][order])
    else:
        columns: list[str] = []
        for frame, _source in pieces:  # each column where the boards that have it put it
            names = list(frame.columns)
            for i, name in enumerate(names):
                if name not in columns:
                    before = [c for c in names[:i] if c in columns]
                    columns.insert(columns.index(before[-1]) + 1 if before else 0, name)
        # the columns only some boards have, in the order the scorer adds them
        places_ = [i for i, name in enumerate(columns) if name in _FILLS]
        for i, name in zip(places_, [c for c in _FILLS if c in columns], strict=True):
            columns[i] = name
        out = pd.concat([frame.take(source) for frame, source in pieces])
        out = out.reindex(columns=columns).take(order)
        for name, fill in _FILLS.items():
            if name in out.columns and out[name].isna().any():
                out[name] = out[name].fillna(fill)
        for name in ("error", "status"):
            if name in out.columns and not isinstance(out[name].dtype, pd.CategoricalDtype):
                out[name] = out[name].astype("category")
    out = out.set_axis(rows.index)
    said = [{k: v for k, v in p.items() if k != "pos"} | {"row": rows.index[at]}
            for at, _i, p in sorted(problems, key=lambda t: (t[0], t[1]))]
    out.attrs = {**taken[0][0].attrs, "problems": Records(said) if said else [],
                 "results_scored": int((out["status"] == "scored").sum()), "rulings": rulings}
    return out


def _seat_keys(frame: pd.DataFrame) -> pd.MultiIndex:
    """Each row's board, pairs and how many rows before it had the same three."""
    board = pd.to_numeric(frame["board"], errors="coerce").to_numpy(float)
    ns, ew = pair_text(frame["ns"]), pair_text(frame["ew"])
    seen = pd.DataFrame({"b": board, "n": ns, "e": ew}).groupby(["b", "n", "e"],
                                                                dropna=False).cumcount()
    return pd.MultiIndex.from_arrays([board, ns, ew, seen.to_numpy()])


def carried(frame: pd.DataFrame, opened: pd.DataFrame) -> pd.DataFrame:
    """The rows the traveller shows hold only its columns: each gets back the section,
    table, round, lead and names the file gives the same board and pairs (the first such
    row of the board to the first, and so on); an empty cell is kept where none does."""
    extra = [c for c in CARRIED if c in opened.columns]
    if not extra or not {"ns", "ew"} <= set(frame.columns) & set(opened.columns):
        return frame
    source = pd.DataFrame({c: opened[c].to_numpy() for c in extra}, index=_seat_keys(opened))
    source = source[~source.index.duplicated()]
    found = source.reindex(_seat_keys(frame))
    frame = frame.copy()
    for column in extra:
        mine = frame[column] if column in frame.columns else pd.Series(None, index=frame.index)
        frame[column] = mine.where(mine.notna(), found[column].to_numpy())
    return frame
