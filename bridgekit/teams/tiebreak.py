"""Breaking a tie between two contestants: EBU White Book 143.7.1 with 143.6.

The procedure for two tied contestants, in order (White Book 143.7.1):

(a) the result of their match against each other; if that was level in VPs
    (or HPs), its Basic-method margin;
(b) tie-break points, where the event has them (never in all-play-all);
(c) in VP events, the Basic-method score over all boards of the stage;
(d) a point-a-board count-back over the stage, each board won, lost or drawn by
    the Basic method;
(e) the tie stands, or a ballot where it must be broken.

"Basic method" is the per-board method before conversion (aggregate, IMPs,
matchpoints). The special cases of 143.6 apply throughout:

* 143.6.1 -- only the stage in which the tie occurred counts; meetings from an
  earlier stage are set aside (and said so);
* 143.6.2 -- contestants who played different numbers of matches or boards are
  compared in percentage terms; a head-to-head played as several meetings on
  different scales (a head-on match at 20 VPs and a triangle at 10) is
  combined and rescaled to one 20-0 scale (lost 8-12, won 10-0: 18-12, which is
  12-8 on a 20-0 scale);
* 143.6.3 -- a tie for "closest fifths" is first tested by percentage (pairs)
  or IMP total (teams);
* 143.6.4 -- in hybrid events each Basic-method step tests first the element
  that contributes more HPs to a match (point-a-board gives 2k HPs, aggregate
  k + 1), aggregate first when both contribute the same, then the other
  element, before the next step. White Book 143.6's sentence "A reference to the Basic
  method of scoring is understood to mean" is cut short in the source; its
  worked example (and White Book practice) fixes this reading. In White Book 143.6's
  Pachabo example the aggregate element decides when a team won it "by 10
  points or more".

>>> A = TieRecord("A", basic_score=31)
>>> B = TieRecord("B", basic_score=25)
>>> t = break_tie(A, B, [Meeting(8, 12, at_stake=20), Meeting(10, 0, at_stake=10)])
>>> t.winner
'A'
>>> print(t.steps[0].text)
(a) head-to-head: A v B 8-12 of 20, 10-0 of 10: together 18-12 of 30, which is 12-8 on a 20-0 scale; A win
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Any

from bridgekit._checks import check_flag, check_number, check_whole, clip_text
from bridgekit.errors import BridgekitError, ScoreError
from bridgekit.i18n import N_, Number, Said, _, listing, speaking

__all__ = [
    "Meeting",
    "TieBreak",
    "TieRecord",
    "TieRules",
    "TieStep",
    "break_tie",
    "compare_percentages",
]


@dataclass(frozen=True)
class Meeting:
    """One meeting of the two tied contestants (A's view).

    Parameters
    ----------
    a_score, b_score : float
        VPs (or HPs) each got from the meeting.
    at_stake : float
        The VPs (HPs) at stake in it: 20 for a head-on match, 10 for a triangle.
    margin : float, optional
        A's Basic-method margin in the meeting: IMPs, or aggregate points.
    a_boards, b_boards : float, optional
        Hybrid events: each side's HPs from the point-a-board element.
    boards : int, optional
        Boards in the meeting (hybrid: fixes which element contributes more HPs).
    stage : str, optional
        The stage the meeting was played in.
    """

    a_score: float
    b_score: float
    at_stake: float = 20.0
    margin: float | None = None
    a_boards: float | None = None
    b_boards: float | None = None
    boards: int | None = None
    stage: str | None = None

    def __post_init__(self) -> None:
        check_number(self.a_score, "a_score", minimum=0)
        check_number(self.b_score, "b_score", minimum=0)
        if check_number(self.at_stake, "at_stake") <= 0:
            raise ScoreError(f"at_stake={self.at_stake!r}: the VPs (HPs) at stake in a "
                             "meeting are more than 0")
        for name in ("a_score", "b_score"):
            if getattr(self, name) > self.at_stake:
                raise ScoreError(f"{name}={clip_text(getattr(self, name))}: more than the "
                                 f"{self.at_stake:g} VPs (HPs) at stake in the meeting "
                                 "(at_stake=)")
        for name in ("margin", "a_boards", "b_boards"):
            if getattr(self, name) is not None:
                check_number(getattr(self, name), name)
        if self.boards is not None:
            check_whole(self.boards, "boards", minimum=1)
        if self.stage is not None and not isinstance(self.stage, str):
            raise ScoreError(f"stage={clip_text(self.stage)}: the stage's name (text), or None")


@dataclass(frozen=True)
class TieRecord:
    """One tied contestant's record over the stage.

    Parameters
    ----------
    name : str
    basic_score : float, optional
        The Basic-method score over all boards of the stage (IMPs or aggregate;
        matchpoints in pairs events).
    boards : int, optional
        Boards played in the stage (for comparisons in percentage terms).
    board_points : float, optional
        Hybrid events: point-a-board points over the stage.
    won, drawn, lost : int, optional
        Boards won, drawn and lost by the Basic method over the stage (count-back).
    tiebreak_points : float, optional
        Tie-break points, where the event has them.
    qualifying_score : float, optional
        For a tie for "closest fifths": percentage (pairs) or IMP total (teams).
    """

    name: str
    basic_score: float | None = None
    boards: int | None = None
    board_points: float | None = None
    won: int | None = None
    drawn: int | None = None
    lost: int | None = None
    tiebreak_points: float | None = None
    qualifying_score: float | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise ScoreError(f"name={clip_text(self.name)}: a contestant's name is text, "
                             "e.g. TieRecord('Acol')")
        for name in ("basic_score", "board_points", "tiebreak_points", "qualifying_score"):
            if getattr(self, name) is not None:
                check_number(getattr(self, name), f"{self.name}: {name}")
        if self.boards is not None:
            check_whole(self.boards, f"{self.name}: boards", minimum=1)
        for name in ("won", "drawn", "lost"):
            if getattr(self, name) is not None:
                check_whole(getattr(self, name), f"{self.name}: {name}", minimum=0)


@dataclass(frozen=True)
class TieStep:
    """One step of the procedure: its letter, what was compared, and whether it decided.

    ``text`` is in the language spoken when the tie was broken; :meth:`say` gives it in
    any language (``words``: its sentences, said with "; " between)."""

    rule: str
    text: str
    decided: bool
    words: tuple[Said, ...] = field(default=(), compare=False, repr=False)

    def say(self, *, lang: str | None = None) -> str:
        """The step in ``lang`` (None: the language being spoken)."""
        if not self.words:
            return self.text
        with speaking(lang):
            return listing(w.say() for w in self.words)


@dataclass(frozen=True)
class TieBreak:
    """The answer: the winner (None if the tie stands) and the reasoning, step by step."""

    winner: str | None
    loser: str | None
    steps: tuple[TieStep, ...] = field(default=())

    @property
    def decided_by(self) -> str | None:
        """The rule of the step that decided (None if the tie stands)."""
        return next((step.rule for step in self.steps if step.decided), None)

    def explain(self, *, lang: str | None = None) -> str:
        """The reasoning, a step a line, in ``lang`` (None: the language being spoken)."""
        with speaking(lang):
            return "\n".join(s.say() for s in self.steps)

    def _repr_html_(self) -> str:
        decided = next((i for i, s in enumerate(self.steps) if s.decided), None)
        heading = (_("{winner} ahead of {loser}").format(winner=self.winner, loser=self.loser)
                   if self.winner is not None else _("The tie stands"))
        from bridgekit.show.html import lines_html
        return lines_html(heading, [s.say() for s in self.steps], mark=decided)


def compare_percentages(a_value: float, a_of: float, b_value: float, b_of: float) -> int:
    """Compare two counts in percentage terms (WB 143.6.2): 1 if A is ahead, -1 if B, 0 level.

    White Book 143.6's example: A won 8 of 12 matches, B 6 of 8; B won more.

    >>> compare_percentages(8, 12, 6, 8)
    -1
    """
    if a_of <= 0 or b_of <= 0:
        raise BridgekitError(f"{a_of!r}, {b_of!r}: percentages need a positive number played")
    a, b = a_value / a_of, b_value / b_of
    if abs(a - b) < 1e-12:
        return 0
    return 1 if a > b else -1


class _Trail:
    def __init__(self, a: TieRecord, b: TieRecord):
        self.a, self.b = a, b
        self.steps: list[TieStep] = []
        self.winner: str | None = None

    def step(self, rule: str, words: tuple[Said, ...], decided: bool) -> None:
        self.steps.append(TieStep(rule, listing(w.say() for w in words), decided, words))

    def add(self, rule: str, text: Said, diff: float | None) -> bool:
        if diff is None:
            self.step(rule, (text,), False)
            return False
        self.winner = self.a.name if diff > 0 else self.b.name if diff < 0 else None
        if self.winner is None:
            # TRANSLATORS: the verdict of a tie-break step that did not decide
            self.step(rule, (text, Said.of(N_("level"))), False)
            return False
        # TRANSLATORS: the verdict of a tie-break step; {team} is a team's (or pair's) name
        self.step(rule, (text, Said.of(N_("{team} win"), team=self.winner)), True)
        return True

    def result(self) -> TieBreak:
        loser = None
        if self.winner is not None:
            loser = self.b.name if self.winner == self.a.name else self.a.name
        return TieBreak(self.winner, loser, tuple(self.steps))


def _basic(record: TieRecord, other: TieRecord, attr: str) -> tuple[float, float, bool]:
    a, b = getattr(record, attr), getattr(other, attr)
    if record.boards and other.boards and record.boards != other.boards:
        return a / record.boards, b / other.boards, True
    return a, b, False


def _counts(r: TieRecord) -> tuple[int, int, int] | None:
    """Boards won, drawn and lost, when the record has all three."""
    if r.won is None or r.drawn is None or r.lost is None:
        return None
    return r.won, r.drawn, r.lost


@dataclass(frozen=True)
class TieRules:
    """What kind of event a tie is broken in, and whether it must be (White Book 143.6).

    Attributes
    ----------
    stage : str, optional
        The stage in which the tie occurred (143.6.1).
    vp_event : bool
        Whether the event is scored in VPs (or HPs); step (c) applies only then.
    all_play_all : bool
        Step (b) never applies in an all-play-all.
    hybrid : bool
        A hybrid (Pachabo) event: the Basic-method steps test both elements (143.6.4).
    must_break : bool
        Whether the tie must be broken (a winner, the last qualifying place, an
        indivisible prize): then a ballot ends it, else the tie stands.
    ballot_seed : int, optional
        Seed of the ballot, so a ruling can be reproduced.

    >>> TieRules(hybrid="yes")
    Traceback (most recent call last):
    ...
    bridgekit.errors.ScoreError: hybrid='yes': expected True or False
    """

    stage: str | None = None
    vp_event: bool = True
    all_play_all: bool = False
    hybrid: bool = False
    must_break: bool = False
    ballot_seed: int | None = None

    def __post_init__(self) -> None:
        for name in ("vp_event", "all_play_all", "hybrid", "must_break"):
            check_flag(getattr(self, name), name)
        if self.stage is not None and not isinstance(self.stage, str):
            raise ScoreError(f"stage={clip_text(self.stage)}: the stage's name (text), or None")
        seed = self.ballot_seed
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise ScoreError(f"ballot_seed={clip_text(seed)}: a whole number, or None")


def break_tie(a: TieRecord, b: TieRecord, meetings: Sequence[Meeting] = (),
              rules: TieRules | None = None, *, lang: str | None = None,
              **shortcuts: Any) -> TieBreak:
    """Break a tie between two contestants, explaining every step.

    Parameters
    ----------
    a, b : TieRecord
        The two tied contestants' records over the stage.
    meetings : sequence of Meeting
        Their meetings (A's view); meetings of another stage are set aside.
    rules : TieRules, optional
        The kind of event and whether the tie must be broken (default: a VP event, not
        all-play-all, the tie may stand).
    lang : str, optional
        The language of each step's ``text`` (None: the language being spoken);
        :meth:`TieBreak.explain` says the steps in any language.
    **shortcuts
        Fields of :class:`TieRules` for this call (``hybrid=True``, ``must_break=True``,
        ``stage="final"``).

    Examples
    --------
    White Book 143.6's Pachabo example: 5 HPs each in their 3-board match, the
    point-a-board element level, A won the aggregate by 10.

    >>> m = Meeting(5, 5, at_stake=10, a_boards=3, b_boards=3, margin=10, boards=3)
    >>> t = break_tie(TieRecord("A"), TieRecord("B"), [m], hybrid=True)
    >>> print(t.explain())
    (a) head-to-head: A v B 5-5 of 10; level
    (a) point-a-board element of the match (6 HPs, tested first): A 3, B 3; level
    (a) aggregate element of the match (4 HPs): A won it by 10 points (10 or more decides); A win
    >>> t.winner, t.decided_by
    ('A', '(a)')
    """
    _check_arguments(a, b, meetings)
    r = rules or TieRules()
    names = [f.name for f in fields(TieRules)]
    for key in shortcuts:
        if key not in names:
            raise ScoreError(f"{key}={clip_text(shortcuts[key])}: not a rule of a tie-break; "
                             f"one of {', '.join(names)}")
    r = replace(r, **shortcuts)
    trail = _Trail(a, b)
    steps: tuple[Callable[[], bool], ...] = (
             lambda: _closest_fifths(trail),
             lambda: _head_to_head(trail, meetings, r.stage, r.hybrid),
             lambda: _tiebreak_points(trail, r.all_play_all),
             lambda: _basic_over_stage(trail, r.vp_event, r.hybrid),
             lambda: _count_back(trail))
    with speaking(lang):
        for step in steps:
            if step():
                return trail.result()
        _stands_or_ballot(trail, r.must_break, r.ballot_seed)
        return trail.result()


def _check_arguments(a: TieRecord, b: TieRecord, meetings: Sequence[Meeting]) -> None:
    """Every argument of :func:`break_tie` of the kind it takes, or a ScoreError naming it."""
    for value, name in ((a, "a"), (b, "b")):
        if not isinstance(value, TieRecord):
            raise ScoreError(f"{name}={clip_text(value)}: a tied contestant is a TieRecord, "
                             "e.g. TieRecord('Acol', basic_score=31)")
    if a.name == b.name:
        raise ScoreError(f"a and b are both {a.name!r}: a tie is between two contestants")
    if isinstance(meetings, str | bytes | Meeting) or not isinstance(meetings, Sequence):
        raise ScoreError(f"meetings={clip_text(meetings)}: a list of Meeting (empty if "
                         "they did not meet)")
    for m in meetings:
        if not isinstance(m, Meeting):
            raise ScoreError(f"meetings: {clip_text(m)} is not a Meeting, e.g. "
                             "Meeting(12, 8, at_stake=20)")


def _closest_fifths(trail: _Trail) -> bool:
    """143.6.3: a tie for closest fifths goes by percentage / IMP total first."""
    a, b = trail.a, trail.b
    if a.qualifying_score is None or b.qualifying_score is None:
        return False
    text = Said.of(N_("(143.6.3) closest fifths first by percentage / IMP total: {a} "
                      "{a_score}, {b} {b_score}"), a=a.name, a_score=Number(a.qualifying_score),
                   b=b.name, b_score=Number(b.qualifying_score))
    return trail.add("143.6.3", text, a.qualifying_score - b.qualifying_score)


def _head_to_head(trail: _Trail, meetings: Sequence[Meeting], stage: str | None,
                  hybrid: bool) -> bool:
    """(a) the result of their match(es), current stage only (143.6.1), rescaled to 20-0."""
    A, B = trail.a.name, trail.b.name
    current = [m for m in meetings if stage is None or m.stage in (None, stage)]
    earlier = len(meetings) - len(current)
    if earlier:
        trail.add("143.6.1", Said.of(N_("(143.6.1) {n} meeting(s) from an earlier stage set "
                                        "aside: only the stage of the tie counts"), n=earlier),
                  None)
    if not current:
        trail.add("(a)", Said.of(N_("(a) head-to-head: {a} and {b} did not meet in this stage"),
                                 a=A, b=B), None)
        return False
    got_a = sum(m.a_score for m in current)
    got_b = sum(m.b_score for m in current)
    stake = sum(m.at_stake for m in current)
    # TRANSLATORS: one meeting of two tied teams: their VPs (or HPs) and the VPs at stake
    parts = tuple(Said.of(N_("{a_score}-{b_score} of {at_stake}"), a_score=Number(m.a_score),
                          b_score=Number(m.b_score), at_stake=Number(m.at_stake)) for m in current)
    if len(current) > 1:
        scaled_a, scaled_b = 20 * got_a / stake, 20 * got_b / stake
        text = Said.of(N_("(a) head-to-head: {a} v {b} {meetings}: together {got_a}-{got_b} of "
                          "{at_stake}, which is {scaled_a}-{scaled_b} on a 20-0 scale"),
                       a=A, b=B, meetings=parts, got_a=Number(got_a), got_b=Number(got_b),
                       at_stake=Number(stake), scaled_a=Number(scaled_a, ".4g"),
                       scaled_b=Number(scaled_b, ".4g"))
    else:
        text = Said.of(N_("(a) head-to-head: {a} v {b} {meetings}"), a=A, b=B, meetings=parts)
    if trail.add("(a)", text, got_a - got_b):
        return True
    return _basic_steps_in_match(trail, current, hybrid)


def _tiebreak_points(trail: _Trail, all_play_all: bool) -> bool:
    """(b) tie-break points, never in an all-play-all."""
    a, b = trail.a, trail.b
    if all_play_all:
        trail.add("(b)", Said.of(N_("(b) tie-break points: never used in an all-play-all")),
                  None)
        return False
    if a.tiebreak_points is None or b.tiebreak_points is None:
        trail.add("(b)", Said.of(N_("(b) tie-break points: the event has none")), None)
        return False
    text = Said.of(N_("(b) tie-break points: {a} {a_points}, {b} {b_points}"),
                   a=a.name, a_points=Number(a.tiebreak_points), b=b.name,
                   b_points=Number(b.tiebreak_points))
    return trail.add("(b)", text, a.tiebreak_points - b.tiebreak_points)


def _basic_over_stage(trail: _Trail, vp_event: bool, hybrid: bool) -> bool:
    """(c) the Basic-method score over the stage, VP events only (143.6.2, 143.6.4)."""
    a, b = trail.a, trail.b
    if not vp_event:
        trail.add("(c)", Said.of(N_("(c) Basic-method score over the stage: only in VP "
                                    "events")), None)
        return False
    elements: list[tuple[Said, str]] = []
    if hybrid and a.board_points is not None and b.board_points is not None:
        # TRANSLATORS: what step (c) of a tie-break compares, as {what} in "(c) {what} over
        # the stage"
        elements.append((Said.of(N_("point-a-board points")), "board_points"))
    if a.basic_score is not None and b.basic_score is not None:
        elements.append((Said.of(N_("aggregate")) if hybrid
                         else Said.of(N_("Basic-method score")), "basic_score"))
    if not elements:
        trail.add("(c)", Said.of(N_("(c) Basic-method score over the stage: not given")), None)
    for label, attr in elements:
        va, vb, pct = _basic(a, b, attr)
        values = {"what": label, "a": a.name, "a_value": Number(va, ".4g"), "b": b.name,
                  "b_value": Number(vb, ".4g")}
        text = Said.of(N_("(c) {what} over the stage per board (different numbers of boards, "
                          "143.6.2): {a} {a_value}, {b} {b_value}"), **values) if pct else \
            Said.of(N_("(c) {what} over the stage: {a} {a_value}, {b} {b_value}"), **values)
        if trail.add("(c)", text, va - vb):
            return True
    return False


def _count_back(trail: _Trail) -> bool:
    """(d) point-a-board count-back over the stage (in percentage terms, 143.6.2)."""
    A, B = trail.a.name, trail.b.name
    counts_a, counts_b = _counts(trail.a), _counts(trail.b)
    if counts_a is None or counts_b is None:
        trail.add("(d)", Said.of(N_("(d) count-back: board results not given")), None)
        return False
    (wa, da, la), (wb, db, lb) = counts_a, counts_b
    pa, pb = 2 * wa + da, 2 * wb + db
    na, nb = wa + da + la, wb + db + lb
    if na != nb:
        cmp = compare_percentages(pa, 2 * na, pb, 2 * nb)
        text = Said.of(N_("(d) count-back, 2 a board won and 1 drawn, in percentage terms "
                          "(143.6.2): {a} {a_percent}, {b} {b_percent}"),
                       a=A, a_percent=Number(100 * pa / (2 * na), ".2f", percent=True),
                       b=B, b_percent=Number(100 * pb / (2 * nb), ".2f", percent=True))
    else:
        cmp = pa - pb
        text = Said.of(N_("(d) count-back, 2 a board won and 1 drawn: {a} {a_points}, "
                          "{b} {b_points}"), a=A, a_points=pa, b=B, b_points=pb)
    return trail.add("(d)", text, cmp)


def _stands_or_ballot(trail: _Trail, must_break: bool, ballot_seed: int | None) -> None:
    """(e) the tie stands, or a ballot where it must be broken."""
    if must_break:
        pick = random.Random(ballot_seed).choice([trail.a.name, trail.b.name])
        trail.step("(e)", (Said.of(N_("(e) the tie must be broken: by ballot, {team} win"),
                                   team=pick),), True)
        trail.winner = pick
    else:
        trail.step("(e)", (Said.of(N_("(e) the tie stands (master points and prizes are "
                                      "shared)")),), False)


def _basic_steps_in_match(trail: _Trail, meetings: list[Meeting], hybrid: bool) -> bool:
    """(a), second part: the Basic-method margin of the level match (143.6.4 if hybrid)."""
    A, B = trail.a.name, trail.b.name
    margin: float | None = None
    if all(m.margin is not None for m in meetings):
        margin = sum(m.margin or 0.0 for m in meetings)
    if not hybrid:
        if margin is None:
            trail.add("(a)", Said.of(N_("(a) the match was level; its Basic-method margin is "
                                        "not given")), None)
            return False
        return trail.add("(a)", Said.of(N_("(a) the match was level in VPs: Basic-method "
                                           "margin {a} {margin}"),
                                        a=A, margin=Number(margin, "+g")), margin)
    boards = sum(m.boards or 0 for m in meetings)
    # each element: its HPs, 0 for the aggregate (1 for point-a-board), its sentence when
    # tested first and when not, the sentence's slots, and the difference it makes
    elements: list[tuple[int, int, str, str, dict[str, object], float]] = []
    if all(m.a_boards is not None and m.b_boards is not None for m in meetings):
        pa = sum(m.a_boards or 0.0 for m in meetings)
        pb = sum(m.b_boards or 0.0 for m in meetings)
        elements.append((2 * boards, 1, N_("(a) point-a-board element of the match ({hps} HPs, "
                                           "tested first): {a} {a_points}, {b} {b_points}"),
                         N_("(a) point-a-board element of the match ({hps} HPs): {a} "
                            "{a_points}, {b} {b_points}"),
                         {"a": A, "a_points": Number(pa), "b": B, "b_points": Number(pb)}, pa - pb))
    if margin is not None and abs(margin) >= 10:  # the aggregate decides
        elements.append((boards + 1, 0, N_("(a) aggregate element of the match ({hps} HPs, "
                                           "tested first): {team} won it by {margin} points "
                                           "(10 or more decides)"),
                         N_("(a) aggregate element of the match ({hps} HPs): {team} won it by "
                            "{margin} points (10 or more decides)"),
                         {"team": A if margin > 0 else B, "margin": Number(abs(margin))}, margin))
    elif margin is not None:
        elements.append((boards + 1, 0, N_("(a) aggregate element of the match ({hps} HPs, "
                                           "tested first): margin {margin}, less than 10"),
                         N_("(a) aggregate element of the match ({hps} HPs): margin {margin}, "
                            "less than 10"), {"margin": Number(abs(margin))}, 0))
    # more HPs first; aggregate first when equal (143.6.4)
    elements.sort(key=lambda e: (-e[0], e[1]))
    for i, (hps, _order, first, later, slots, diff) in enumerate(elements):
        text = Said.of(first if i == 0 and len(elements) > 1 else later, hps=hps, **slots)
        if trail.add("(a)", text, diff):
            return True
    return False
