"""The event the app's tabs share, each board scored once.

A board's matchpoints (or IMPs) come from its own rows alone: its size, its scores, its
Butler datum, its rulings. So when a traveller is edited only the board edited needs scoring
again; the other boards' rows, scored before, are kept and joined to it, and a ranking summed
from them is the one a whole scoring gives (``tests/widgets/test_event_model.py`` checks it
over random edits). :class:`BoardScores` holds the boards scored: the Traveller tab scores its
board through it, and the Session tab ranks the event through it
(:func:`bridgekit.event_result`'s ``scorer``), so an edit with the Session tab shown scores
the board once, for both. The traveller says what the other boards' rows are made of
(``rest``): while that stays the same, the Session tab's event is the one it last scored with
the edited board's rows replaced by those just scored, none of the other rows read again.

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

from bridgekit.columns import bare, pair_text
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
        #: (settings, columns) -> board -> (its rows' fingerprint, where its rows scored are)
        self._kept: OrderedDict[tuple[Any, ...], dict[Any, tuple[bytes, _Held]]] = \
            OrderedDict()
        #: the movement last found, the pairs it was found from, and the frame they are in
        self._movement: tuple[bytes, MovementFound, pd.DataFrame] | None = None
        #: the movements found lately, by the pairs they were found from (the traveller's
        #: event and the Session tab's may write the same pairs differently)
        self._movements: OrderedDict[bytes, MovementFound] = OrderedDict()
        #: the movement last found with a ``rest``: (that rest, its one board's pairs, it)
        self._beside: tuple[tuple[Any, ...], tuple[list, list], MovementFound] | None = None
        self.scored = 0
        #: the event last scored whole with a ``rest`` given
        self._whole: _Whole | None = None
        #: the board last scored alone: (the event it is of, how it was scored, its number,
        #: where its rows scored are)
        self._alone: tuple[pd.DataFrame, tuple[Any, ...], Any, _Held] | None = None

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
              event: pd.DataFrame | None = None, rest: tuple[Any, ...] | None = None
              ) -> pd.DataFrame:
        """``score_published(rows, settings)``, each board scored once.

        ``event``: the whole event ``rows`` belong to (default: ``rows``; ``rows`` are some
        of its rows, or all of them in another order), whose pair numbers say the movement
        where the settings do not. ``rest``: what the rows of every board of the event but
        one are made of (compared item by item, ``is``), and that board's number: given the
        same ``rest`` again, those rows are the ones scored last time (none hashed again),
        and the one board's rows are the rows of ``event`` last scored alone."""
        s = settings if settings is not None else settings_for(rows)
        if not self.by_board(rows, s):
            self.scored += 1
            return score_published(rows, s)
        found = self._found(rows if event is None else event, rest) \
            if s.movement == "auto" else None
        used = s if found is None else s.replace(movement=found.movement)
        slot = (used.replace(sections="field"),
                tuple((str(c), str(t)) for c, t in rows.dtypes.items()))
        if rest is not None:
            spliced = self._spliced(rows, slot, event, rest)
            if spliced is not None:
                return self._finished(spliced, rows, s, found)
        kept = self._slot(slot)
        board = pd.to_numeric(bare(rows)["board"], errors="coerce").to_numpy(float)
        codes, numbers = pd.factorize(board, use_na_sentinel=False)
        order = np.argsort(codes, kind="stable")
        starts = np.r_[0, np.cumsum(np.bincount(codes, minlength=len(numbers)))]
        prints = _fingerprints(rows)
        boards, taken, missed = [], [], []
        for code, number in enumerate(numbers):
            at = order[starts[code]:starts[code + 1]]
            name = None if number != number else float(number)
            key = prints[at].tobytes()
            boards.append((name, key, at))
            held = kept.get(name)
            if held is not None and held[0] == key:
                taken.append((held[1], at))
            else:
                missed.append(at)
        if missed:
            every = np.sort(np.concatenate(missed))
            fresh = _Held.of(score_published(rows.iloc[every], used))
            self.scored += len(missed)
            taken += [(fresh.part(np.searchsorted(every, at)), at) for at in missed]
        out = self._finished(_joined(taken, rows), rows, s, found)
        if missed or len({id(held.frame) for held, _at in taken}) > 1:
            whole = _Held.of(out)  # every board one piece next time
            for name, key, at in boards:
                kept[name] = (key, whole.part(at))
        if event is not None and len(boards) == 1:  # a board of the event, scored alone
            self._alone = (event, slot, boards[0][0], kept[boards[0][0]][1])
        if rest is not None and (event is None or len(rows) == len(event)):
            self._whole = _Whole.of(out, slot, rest)
        return out

    @staticmethod
    def _finished(out: pd.DataFrame, rows: pd.DataFrame, settings: Settings,
                  found: MovementFound | None) -> pd.DataFrame:
        out.attrs = {**rows.attrs, **out.attrs, "settings": settings}
        if found is not None:
            out.attrs["movement_reason"] = found
        return out

    def _spliced(self, rows: pd.DataFrame, slot: tuple[Any, ...],
                 event: pd.DataFrame | None, rest: tuple[Any, ...]) -> pd.DataFrame | None:
        """The event last scored whole with the same ``rest``, its one board's rows replaced
        by those of ``event`` just scored alone (None where that cannot be: the board's rows
        are not the ones scored alone, or the boards do not lie as they did)."""
        whole, alone = self._whole, self._alone
        if whole is None or alone is None or event is None or len(rows) != len(event) \
                or whole.slot != slot or alone[1] != slot or alone[0] is not event \
                or alone[2] != rest[-1] \
                or not _same(whole.rest, rest):
            return None
        board = pd.to_numeric(bare(rows)["board"], errors="coerce").to_numpy(float)
        at = np.flatnonzero(board == alone[2])
        if not len(at) or at[-1] - at[0] + 1 != len(at) or at[0] != whole.start \
                or len(rows) - at[-1] - 1 != whole.after:
            return None
        fresh, start, stop = alone[3], int(at[0]), int(at[-1]) + 1
        kept = whole.held
        end = len(kept.frame) - whole.after  # where the board's rows ended last time
        block = fresh.frame.take(fresh.at)
        columns = _columns([fresh.frame, kept.frame] if start == 0 else
                           [kept.frame, fresh.frame])
        missing = [c for c in columns if c not in block.columns]
        if columns == list(kept.frame.columns) and set(missing) <= set(_FILLS):
            # the board's rows given the columns only other boards have, as the scorer
            # fills them, and laid out as the kept rows are: one quick join
            block = block.reindex(columns=columns)
            for c in missing:
                block[c] = pd.Series(_FILLS[c], index=block.index, dtype=kept.frame[c].dtype)
        out = pd.concat([kept.frame.iloc[:start], block, kept.frame.iloc[end:]])
        if list(out.columns) != columns:
            out = out.reindex(columns=columns)
        out = _tidied(out.set_axis(rows.index))
        # each row's ruling and problems where its row now is
        moved = {k: k if k < start else k + stop - end for k in range(len(kept.frame))
                 if k < start or k >= end}
        mine = dict(zip(fresh.at.tolist(), range(start, stop), strict=True))
        rulings = {rows.index[moved[k]]: v for k, v in kept.rulings.items() if k in moved}
        rulings.update({rows.index[mine[k]]: v for k, v in fresh.rulings.items() if k in mine})
        problems = [(moved[p["pos"]], i, p) for i, p in enumerate(kept.problems)
                    if p["pos"] in moved]
        problems += [(mine[p["pos"]], i, p) for i, p in enumerate(fresh.problems)
                     if p["pos"] in mine]
        out.attrs = _attrs(out, rows, (fresh if start == 0 else kept).attrs, rulings, problems)
        self._whole = _Whole(_Held.of(out), slot, rest, start, len(rows) - stop)
        return out

    def _found(self, event: pd.DataFrame, rest: tuple[Any, ...] | None = None
               ) -> MovementFound:
        """The event's movement (found again only when its boards or pairs change; with
        ``rest``, as :meth:`score` takes it, only the pairs of its one board are read)."""
        if self._movement is not None and self._movement[2] is event:
            # the frame just given as a board's event, now scored itself: asked once again
            self._movement = (*self._movement[:2], None)
            return self._movement[1]
        pairs = [c for c in ("board", "ns", "ew") if c in event.columns]
        if rest is not None and len(pairs) == 3:
            rows = bare(event)
            mine = pd.to_numeric(rows["board"], errors="coerce").to_numpy(float) == rest[-1]
            seats = (rows["ns"].to_numpy(object)[mine].tolist(),
                     rows["ew"].to_numpy(object)[mine].tolist())
            beside = self._beside
            if beside is not None and beside[1] == seats and _same(beside[0], rest):
                self._movement = (b"", beside[2], event)
                return beside[2]
            whole = self._found(event)
            self._beside = (rest, seats, whole)
            return whole
        key = pd.util.hash_pandas_object(bare(event)[pairs], index=False,
                                         categorize=False).to_numpy().tobytes()
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


def _same(one: tuple[Any, ...], other: tuple[Any, ...]) -> bool:
    """Whether two ``rest`` (:meth:`BoardScores.score`) are the same: each item the very
    same object, the board the same number."""
    return len(one) == len(other) and one[-1] == other[-1] \
        and all(a is b for a, b in zip(one[:-1], other[:-1], strict=True))


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


class _Whole:
    """An event last scored whole: its rows scored (:class:`_Held`), how they were scored
    (``slot``), what its other boards' rows were made of (``rest``: a board's rows are
    replaced only while it is the same), and where that board's rows lay: ``start`` rows
    before them, ``after`` after."""

    def __init__(self, held: _Held, slot: tuple[Any, ...], rest: tuple[Any, ...],
                 start: int, after: int) -> None:
        self.held, self.slot, self.rest, self.start, self.after = held, slot, rest, start, after

    @classmethod
    def of(cls, out: pd.DataFrame, slot: tuple[Any, ...], rest: tuple[Any, ...]
           ) -> _Whole | None:
        """``out`` kept, where the rows of the board ``rest`` names (its last item) lie
        together (else None)."""
        numbers = pd.to_numeric(bare(out)["board"], errors="coerce").to_numpy(float)
        at = np.flatnonzero(numbers == rest[-1])
        if not len(at) or at[-1] - at[0] + 1 != len(at):
            return None
        held = _Held.of(out)
        held.frame = held.frame.copy()  # its columns in as few blocks as pandas makes: joined
        # to a board's rows at each edit, quickly
        return cls(held, slot, rest, int(at[0]), len(out) - int(at[-1]) - 1)


def _fingerprints(rows: pd.DataFrame) -> np.ndarray:
    """Each row's cells as one number and which of them are missing (a row scores the same
    as another with the same fingerprint, the columns' types being the same). The columns
    are read without the frame's attrs, which pandas would deep-copy into each."""
    rows = bare(rows)
    values = pd.util.hash_pandas_object(rows, index=False, categorize=False).to_numpy()
    missing = np.packbits(rows.isna().to_numpy(), axis=1)
    return np.hstack([values.view(np.uint8).reshape(len(rows), 8), missing])


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
        out = pd.concat([frame.take(source) for frame, source in pieces])
        out = _tidied(out.reindex(columns=_columns([f for f, _s in pieces])).take(order))
    out = out.set_axis(rows.index)
    out.attrs = _attrs(out, rows, taken[0][0].attrs, rulings, problems)
    return out


def _columns(frames: list[pd.DataFrame]) -> list[str]:
    """The columns of boards scored apart, joined: each where the boards that have it put
    it, and those only some boards have in the order the scorer adds them."""
    columns: list[str] = []
    for frame in frames:
        names = list(frame.columns)
        for i, name in enumerate(names):
            if name not in columns:
                before = [c for c in names[:i] if c in columns]
                columns.insert(columns.index(before[-1]) + 1 if before else 0, name)
    places = [i for i, name in enumerate(columns) if name in _FILLS]
    for i, name in zip(places, [c for c in _FILLS if c in columns], strict=True):
        columns[i] = name
    return columns


def _tidied(out: pd.DataFrame) -> pd.DataFrame:
    """Boards scored apart, joined: a column only some had filled as the scorer fills it
    on the others' rows, and the rows' error and status as categories again."""
    for name, fill in _FILLS.items():
        if name in out.columns and out[name].isna().any():
            out[name] = out[name].fillna(fill)
    for name in ("error", "status"):
        if name in out.columns and not isinstance(out[name].dtype, pd.CategoricalDtype):
            out[name] = out[name].astype("category")
    return out


def _attrs(out: pd.DataFrame, rows: pd.DataFrame, attrs: dict[str, Any],
           rulings: dict[Any, Any], problems: list[tuple[int, int, dict]]) -> dict[str, Any]:
    """The attrs a whole scoring gives ``out`` (labelled as ``rows``): ``attrs``, with each
    row's problems ((its place, its order among its frame's, the problem)) in row order,
    the results scored and the rulings."""
    said = [{k: v for k, v in p.items() if k != "pos"} | {"row": rows.index[at]}
            for at, _i, p in sorted(problems, key=lambda t: (t[0], t[1]))]
    return {**attrs, "problems": Records(said) if said else [],
            "results_scored": int((out["status"] == "scored").sum()), "rulings": rulings}


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
