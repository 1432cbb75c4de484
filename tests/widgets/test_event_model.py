"""The event the app's tabs share (:mod:`bridgekit.widgets.event`): what one edit in the
Traveller tab costs, with the Session tab shown and not, and what a language switch costs,
counted by wrapping the core's functions; and the boards scored one at a time and kept give
exactly the numbers a whole scoring gives, over random edits.
"""

from __future__ import annotations

from collections import Counter
from contextlib import ExitStack
from unittest import mock

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

pytest.importorskip("ipywidgets")

import bridgekit as bk
import bridgekit.pairs.event
import bridgekit.pairs.published
import bridgekit.pairs.traveller
import bridgekit.result
import bridgekit.widgets.event
import bridgekit.widgets.explain
import bridgekit.widgets.session
import bridgekit.widgets.traveller
from bridgekit.widgets import app
from bridgekit.widgets.event import BoardScores

#: Where the core is called from the widgets (each name as the calling module holds it):
#: reading a traveller's rows, scoring, ranking, publishing and explaining.
CALLS = {
    "parse": [(bridgekit.pairs.event, "_parse"), (bridgekit.pairs.traveller, "_parse")],
    "score": [(bridgekit.widgets.event, "score_published"),
              (bridgekit.result, "score_published"), (bridgekit.pairs.published, "score_event")],
    "settings found": [(bridgekit.widgets.traveller, "find_settings"),
                       (bridgekit.result, "find_settings")],
    "event scored": [(bridgekit.widgets.session, "event_result")],
    "ranking": [(bridgekit.result, "rank_published")],
    "published": [(bridgekit.widgets.session, "published_event")],
    "explained": [(bridgekit.widgets.explain, "explain_event_board"),
                  (bk.PairExplanation, "of")],
    "kept": [(BoardScores, "score")],  # boards scored, each once
    "put together": [(BoardScores, "put_together")],  # the board edited and the others kept
}


def counted(stack: ExitStack) -> tuple[Counter, list[int]]:
    """Wrap every function of :data:`CALLS`: how often each kind is called, and how many rows
    each parse read."""
    calls: Counter = Counter()
    parsed: list[int] = []
    for kind, places in CALLS.items():
        for module, name in places:
            real = getattr(module, name)

            def wrapper(*args, _real=real, _kind=kind, **kwargs):
                calls[_kind] += 1
                if _kind == "parse":
                    parsed.append(len(args[0]))
                return _real(*args, **kwargs)

            stack.enter_context(mock.patch.object(module, name, wrapper))
    return calls, parsed


@pytest.fixture(scope="module")
def page():
    """The app at the sample event: board 1 (six results) on screen, 27 boards kept."""
    return app("en")


def edit(page, value: str) -> None:
    page.views[0].rows[0].result = value  # N-S 1 v E-W 1 on board 1 (1H by S): committed


@pytest.mark.parametrize("session_shown", [False, True])
def test_an_edit_parses_its_board_once_scores_it_once_and_answers_once(page, session_shown):
    traveller = page.views[0]
    page.tabs.selected_index = len(page.views) - 1 if session_shown else 0
    session = page.views[-1].view
    edit(page, "+1")
    edit(page, "=")  # the caches warm: what follows is one edit as a visitor makes it
    answers, published = [], []
    traveller.observe(answers.append, names=["answer"])
    if session is not None:
        session.observe(published.append, names=["answer"])
    with ExitStack() as stack:
        calls, parsed = counted(stack)
        edit(page, "+1")
    traveller.unobserve(answers.append, names=["answer"])
    if session is not None:
        session.unobserve(published.append, names=["answer"])
    # the edited board's six rows read once and scored once, whoever shows them; the other
    # 27 boards are not scored again
    assert parsed == [6]
    assert calls["score"] == 2  # score_published of board 1, and the score_event it calls
    assert calls["settings found"] == 0 and calls["explained"] == 0
    assert len(answers) == 1
    # the kept boards asked for the board edited, then the event put together once from it
    # and the other boards as scored before (not looked for again board by board), for the
    # explanation beside the traveller or for the Session tab's ranking
    assert calls["kept"] == 1 and calls["put together"] == 1
    if session_shown:  # the ranking summed again once from every board, and published once
        assert (calls["event scored"], calls["ranking"], calls["published"]) == (1, 1, 1)
        assert len(published) == 1
        ranked = session.result.ranking.set_index(["direction", "pair"])
        whole = bk.event_result(bridgekit.widgets.session.event_as_typed(traveller),
                                traveller.event_settings())
        pd.testing.assert_frame_equal(ranked, whole.ranking.set_index(["direction", "pair"]))
    else:  # the Session tab, not shown, waits
        assert (calls["event scored"], calls["ranking"], calls["published"]) == (0, 0, 0)
    page.tabs.selected_index = 0


def test_the_traveller_hidden_makes_its_answer_and_draws_it_when_shown_again(page):
    # N-S 1 v E-W 1 on board 1 of the sample (no one vulnerable): 1H by S, corrected from
    # 7 tricks (=, +80) to 8 (+1, +110). With the Session tab shown the answer follows at once;
    # its row's score is drawn when its tab is shown again, from that answer, scoring nothing
    traveller = page.views[0]
    edit(page, "=")
    page.tabs.selected_index = len(page.views) - 1
    drawn = traveller.scores.value
    edit(page, "+1")
    assert traveller.answer.ns_score[0] == 110 and traveller.scores.value == drawn
    with ExitStack() as stack:
        calls, parsed = counted(stack)
        page.tabs.selected_index = 0
    assert parsed == [] and calls["score"] == 0
    assert traveller.scores.value != drawn and "+110" in traveller.scores.value


def test_a_language_switch_in_the_app_calls_no_scorer(page):
    page.tabs.selected_index = len(page.views) - 1  # the Session tab shown, live
    edit(page, "+1")
    before = page.views[-1].view.ranking.value
    with ExitStack() as stack:
        calls, _parsed = counted(stack)
        page.language.value = "nl"  # the app's language list
        page.language.value = "fr"
    assert sum(calls.values()) == calls["published"] == 2, calls  # words made from the result
    after = page.views[-1].view.ranking.value
    assert page.views[0].lang == page.views[-1].view.lang == "fr"
    # the same ranking said again: the English heading and decimal points become French
    assert "Scored by matchpoints" in before and "Scored by" not in after
    assert "<td>44.93</td>" in before and "<td>44,93</td>" in after
    page.language.value = "en"
    page.tabs.selected_index = 0


# -- the boards scored one at a time give the whole scoring's numbers ----------------------

SAMPLE = bk.load_sample_event().assign(penalty="")  # a penalty box, as the traveller has
#: What a box may be edited to: results, scores, rulings, penalties, pairs and board numbers
#: that read and that do not.
VALUES = {
    "result": ["=", "+1", "-1", "-3", "+2", "x", ""],
    "contract": ["4S", "3NT", "1C", "7NTXX", "8S", "Pass", ""],
    "declarer": ["N", "E", "S", "W", "Q"],
    "ns_score": ["", "420", "-50", "A60/40", "A+", "A-", "A=", "40%+420 60%-50", "999"],
    "penalty": ["", "NS 25%", "EW 1.5", "NS 10%; EW 10%", "XX"],
    "ns": ["1", "2", "14", "", "x"],
    "ew": ["1", "6", "8", ""],
    "board": [1, 2, 27, 28, 0],
}
METHODS = [bk.Settings(), bk.Settings(method="plain"), bk.Settings(scale="acbl"),
           bk.Settings(scoring="butler"), bk.Settings(scoring="cross-imps"),
           bk.Settings(normal=7), bk.Settings(method="ebu", totals_normal=8,
                                              totals_scaling="direction"),
           bk.Settings(movement="mitchell")]

edits = st.lists(st.tuples(st.integers(0, len(SAMPLE) - 1), st.sampled_from(sorted(VALUES)),
                           st.integers(0, 9)), min_size=1, max_size=4)


def said(problems) -> list[dict]:
    """Row problems, a missing cell's value as None (a blank pair number is read as None
    or NaN as the column it was read in holds other rows: the same problem, the same words)."""
    return [{**p, "value": None if isinstance(p["value"], float) and p["value"] != p["value"]
             else p["value"]} for p in problems]


def same_result(mine: bk.EventResult, whole: bk.EventResult) -> None:
    for name in ("rows", "ranking", "problems"):
        a, b = getattr(mine, name), getattr(whole, name)
        assert list(a.columns) == list(b.columns)
        assert a.index.equals(b.index)
        for column in a.columns:  # the same numbers, the same words, the same codes
            mine_, whole_ = a[column], b[column]
            if pd.api.types.is_float_dtype(mine_) and pd.api.types.is_float_dtype(whole_):
                # equal to nine decimals, the house's equality (bridgekit.columns'
                # rank_with_ties): the board scorer's sums run over the boards scored
                # together, so a board scored alone differs in the last bits
                # (4.6 alone, 4.599999999999994 among the 28 boards)
                mine_, whole_ = mine_.round(9), whole_.round(9)
            assert list(map(str, mine_.tolist())) == list(map(str, whole_.tolist())), column
    assert said(mine.rows.attrs["problems"]) == said(whole.rows.attrs["problems"])
    assert mine.rows.attrs["rulings"] == whole.rows.attrs["rulings"]
    assert mine.checked == whole.checked


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edits=edits, way=st.sampled_from(METHODS))
# the text "6" typed over E-W pair 6: the error quotes it as text ('6'), as a whole scoring does
@example(edits=[(0, "ew", 1), (1, "ew", 1)], way=bk.Settings())
@example(edits=[(6, "board", 0), (7, "board", 0)], way=bk.Settings(normal=7))  # 8 > 7: refused
@example(edits=[(0, "penalty", 1), (0, "penalty", 0)], way=bk.Settings())  # the last penalty gone
# a row alone on board 0 (refused), its E-W pair then blank: missing, as the event has pairs
@example(edits=[(0, "board", 4), (0, "ew", 3)], way=bk.Settings())
def test_an_event_scored_board_by_board_is_the_event_scored_whole(edits, way):
    """Each edit of the sample event (a box of a row changed to a value that reads, or does
    not) is scored board by board, the boards scored before kept: the rows, their problems
    and rulings, the ranking summed from the boards and the published checks are exactly
    those a whole scoring of the edited event gives."""
    frame = SAMPLE.astype(object)
    boards = BoardScores()
    had = set(boards.score(frame, way).columns)  # every board scored once and kept
    for row, column, pick in edits:
        moved_from = frame["board"].iat[row]
        frame = frame.copy()
        frame.iat[row, frame.columns.get_loc(column)] = VALUES[column][pick % len(VALUES[column])]
        before = boards.scored
        try:
            whole = bk.event_result(frame, way)
        except bk.BridgekitError as refused:  # (more results on a board than normal=7)
            with pytest.raises(type(refused)) as again:
                bk.event_result(frame, way, scorer=boards.score)
            assert str(again.value) == str(refused)  # refused alike, in the same words
            continue
        mine = bk.event_result(frame, way, scorer=boards.score)
        same_result(mine, whole)
        # the edited board scored again, and the board a row moved to (or none: the same);
        # the last ruling or penalty taken away, those and then the whole event (its column
        # goes); so too where those boards hold no pair number of a column the event has
        # (their blank cells are missing pair numbers only beside the others')
        gone = {"ruling", "ns_penalty"} & had - set(whole.rows.columns)
        edited = frame[frame["board"].isin([moved_from, frame["board"].iat[row]])]
        apart = bridgekit.widgets.event._pairs_told(edited) != \
            bridgekit.widgets.event._pairs_told(frame)
        assert boards.scored - before <= 2 + (frame["board"].nunique() if gone or apart else 0)
        had = set(whole.rows.columns)


def test_boards_that_depend_on_each_other_are_scored_whole():
    # average-plus from the pair's session, and every board factored to the most results a
    # board has: a board's numbers depend on the others', so the event is scored whole
    for way in (bk.Settings(artificial="session"), bk.Settings(normal="max")):
        assert not BoardScores.by_board(SAMPLE, way)
        boards = BoardScores()
        mine = bk.event_result(SAMPLE, way, scorer=boards.score)
        same_result(mine, bk.event_result(SAMPLE, way))
        assert boards.scored == 1
    field = SAMPLE.assign(section=np.where(SAMPLE.ns.astype(int) % 2, "A", "B"))
    assert not BoardScores.by_board(field, bk.Settings())  # across the field: score_sections


#: What the app's traveller may be edited to: a box of a row, the board shown, the scoring.
APP_EDITS = st.one_of(
    st.tuples(st.just("row"), st.integers(0, 5),
              st.sampled_from(["result", "contract", "ns_score", "penalty", "ns", "ew"]),
              st.integers(0, 9)),
    st.tuples(st.just("board"), st.sampled_from([1, 2, 17, 27])),
    st.tuples(st.just("scoring"), st.sampled_from([("matchpoints", "neuberg"),
                                                   ("matchpoints", "plain"),
                                                   ("butler", "neuberg"),
                                                   ("cross-imps", "neuberg")])))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(APP_EDITS, min_size=1, max_size=5))
# a row in error on board 2, then one on board 1 (the board on screen, last of the traveller's
# rows and first of the Session tab's): the event's problems in the Session tab's order
@example(steps=[("board", 2), ("row", 0, "result", 5), ("board", 1), ("row", 1, "result", 5)])
def test_the_session_tab_ranks_the_event_the_traveller_put_together_as_a_whole_scoring(steps):
    """The Session tab ranks the event as the traveller put it together (the board on screen
    scored, the other boards kept): after any edits, board walks and changes of scoring, its
    rows, their problems and rulings and its ranking are exactly a whole scoring's."""
    page = app("en")
    traveller, view = page.views[0], page.views[-1]
    page.tabs.selected_index = len(page.views) - 1
    for step in steps:
        if step[0] == "row":
            _, at, box, pick = step
            values = VALUES[box if box != "penalty" else "penalty"]
            if at < len(traveller.rows):
                setattr(traveller.rows[at], box, str(values[pick % len(values)]))
        elif step[0] == "board":
            traveller.board = step[1]
        else:
            traveller.scoring, traveller.method = step[1]
        session = view.view
        if session.result is None:
            continue
        whole = bk.event_result(bridgekit.widgets.session.event_as_typed(traveller),
                                traveller.event_settings())
        same_result(session.result, whole)


def test_a_board_whose_ew_pairs_are_all_cleared_is_refused_as_in_the_whole_event():
    """Every E-W pair of the board on screen cleared: the event has E-W pairs, so each of its
    results misses one, on screen and in the Session tab, as a whole scoring says (scored
    alone, a board of results without pairs tells nothing, and the Session tab scored them)."""
    page = app("en")
    traveller, view = page.views[0], page.views[-1]
    page.tabs.selected_index = len(page.views) - 1
    traveller.board = 2
    for row in traveller.rows:
        row.ew = ""
    missing = "ew: missing: a result needs its E-W pair number"
    assert traveller.answer["error"].tolist() == [missing] * len(traveller.rows)
    assert traveller.answer["ns_score"].isna().all()
    whole = bk.event_result(bridgekit.widgets.session.event_as_typed(traveller),
                            traveller.event_settings())
    same_result(view.view.result, whole)


def test_the_other_boards_kept_are_scored_again_when_the_event_loses_its_last_ew_pair():
    """Board 1 has no E-W pairs, board 2 (on screen) has: board 1's results miss theirs.
    Board 2's E-W pairs cleared, the event has none, and nothing is missing: board 1, kept
    from before, is scored again (it kept saying the pairs were missing)."""
    def event(ew):
        return pd.DataFrame({"board": [1, 1, 2, 2], "ns": [1, 2, 1, 2], "ew": ["", "", *ew],
                             "contract": ["4S"] * 4, "declarer": ["N"] * 4,
                             "result": ["=", "-1", "=", "+1"]}, dtype=object)

    way, boards, source = bk.Settings(movement="mitchell"), BoardScores(), (pd.DataFrame(), 2)
    for ew, missing in ((["3", "4"], 2), (["", ""], 0)):
        rows = event(ew)
        board = boards.score(rows.iloc[2:], way, event=rows)
        out = boards.put_together(rows, board, way, source=source)
        assert out["error"].tolist() == bk.score_published(rows, way)["error"].tolist()
        assert out["error"].str.contains("missing").sum() == missing
