"""A keystroke in the app with the Session tab shown: the board the traveller just scored
joined to the other boards as they were scored before, none of their rows read again, and
what the tab shows exactly what a Session tab made afresh shows.

The sample event: 28 boards, 168 results, 13 pairs (7 N-S, 6 E-W). Board 1 (nobody
vulnerable) has six results; its first row is N-S 1 v E-W 1, 1H by S.
"""

from __future__ import annotations

from collections import Counter
from unittest import mock

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytest.importorskip("ipywidgets")

from test_event_model import METHODS, SAMPLE, VALUES, same_result

import bridgekit as bk
import bridgekit.widgets.event
import bridgekit.widgets.session
from bridgekit.widgets import app
from bridgekit.widgets.event import BoardScores
from bridgekit.widgets.session import SessionView, event_as_typed
from bridgekit.widgets.traveller import TravellerEditor


@pytest.fixture
def sample() -> tuple[TravellerEditor, SessionView]:
    """The app at the sample event, its Session tab shown (the traveller's hidden)."""
    page = app("en")
    page.tabs.selected_index = len(page.views) - 1
    return page.views[0], page.views[-1].view


def hashed(calls: Counter):
    """``pandas.util.hash_pandas_object``, counting the rows it hashes."""
    real = pd.util.hash_pandas_object

    def counting(obj, *args, **kwargs):
        calls["rows"] += len(obj)
        calls["calls"] += 1
        return real(obj, *args, **kwargs)

    return mock.patch.object(pd.util, "hash_pandas_object", counting)


def test_a_keystroke_reads_only_the_rows_of_the_board_edited(sample):
    editor, view = sample
    row = editor.rows[0]
    row.result = "+1"
    row.result = "="  # what follows is a keystroke as a visitor makes it
    calls: Counter = Counter()
    joined = Counter()
    real = bridgekit.widgets.event._joined

    def counting(taken, rows):
        joined["rows"] += len(rows)
        return real(taken, rows)

    with hashed(calls), mock.patch.object(bridgekit.widgets.event, "_joined", counting):
        row.result = "+1"
    # board 1's six rows hashed once, to be scored (was 510 rows in 4 calls: the board, the
    # event's pairs for its movement, then every row of the event and its pairs again for the
    # Session tab), and the event not put together board by board again (was 6 + 168 rows)
    assert calls == Counter(rows=6, calls=1)
    assert joined["rows"] == 6
    assert view.result is not None and len(view.result.rows) == 168


def test_the_session_tab_after_keystrokes_is_a_fresh_ones_in_english_and_dutch(sample):
    # N-S 1 v E-W 1 on board 1: 1H by S made with an overtrick (+110), then a ruling typed
    # (60% to N-S), a result that does not read, and a row's E-W pair changed (E-W 6: the
    # movement read again); after each, the ranking, the card, the first line and the list
    # of pairs are those of a Session tab made then
    editor, view = sample
    edits = [(0, "result", "+1"), (2, "ns_score", "A60/40"), (1, "result", "x"),
             (1, "result", "+1"), (0, "ew", "6"), (0, "ew", "1"), (2, "ns_score", "")]
    for at, box, value in edits:
        setattr(editor.rows[at], box, value)
        for lang in ("en", "nl"):
            view.lang = lang
            fresh = SessionView(editor, lang=lang)
            fresh.card = view.card = "card-3.html"
            assert view.ranking.value == fresh.ranking.value
            assert view.card_view.value == fresh.card_view.value
            assert view.status.value == fresh.status.value
            assert view.pair_input.options == fresh.pair_input.options
        view.lang = "en"
        same_result(view.result, bk.event_result(event_as_typed(editor),
                                                 editor.event_settings()))


def test_walking_to_another_board_joins_the_event_anew(sample):
    editor, view = sample
    editor.rows[0].result = "+1"
    calls: Counter = Counter()
    with hashed(calls):
        editor.board = 2  # the other boards' rows are others now (board 1's among them)
    assert calls["rows"] >= 168  # every row read again, to put the event together
    same_result(view.result, bk.event_result(event_as_typed(editor), editor.event_settings()))
    calls.clear()
    with hashed(calls):
        editor.rows[0].result = "-1"  # then a keystroke on board 2 reads its rows alone
    assert calls["rows"] == (event_as_typed(editor)["board"] == 2).sum() == 6
    same_result(view.result, bk.event_result(event_as_typed(editor), editor.event_settings()))


# -- the protocol the traveller and the Session tab follow, over random edits -------------

edits = st.lists(st.tuples(st.integers(0, 5), st.sampled_from(sorted(set(VALUES) - {"board"})),
                           st.integers(0, 9)), min_size=1, max_size=4)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edits=edits, way=st.sampled_from(METHODS), board=st.sampled_from([1, 14, 28]))
def test_a_board_scored_alone_and_joined_to_the_kept_event_is_the_event_scored_whole(
        edits, way, board):
    """As the app does at each keystroke: the event is the other boards' rows and the board
    on screen's (edited), the board scored alone against it, then the event in board order
    scored with ``rest`` (the other boards' rows as they were): the rows, problems, rulings,
    ranking and checks are exactly those of a whole scoring; no row is hashed but the board's,
    and the board is scored once."""
    frame = SAMPLE.astype(object)
    others = frame[frame.board != board]
    mine = frame[frame.board == board].reset_index(drop=True)
    boards = BoardScores()
    rest = (others, None, board)
    event = pd.concat([others, mine], ignore_index=True)  # as the event is opened
    boards.score(event.iloc[len(others):], way, event=event, rest=rest)
    order = pd.to_numeric(event["board"]).to_numpy().argsort(kind="stable")
    bk.event_result(event.iloc[order].reset_index(drop=True), way,
                    scorer=lambda part, s: boards.score(part, s, event=event, rest=rest))
    for row, column, pick in edits:
        mine = mine.copy()
        mine.iat[row, mine.columns.get_loc(column)] = VALUES[column][pick % len(VALUES[column])]
        event = pd.concat([others, mine], ignore_index=True)
        before = boards.scored
        boards.score(event.iloc[len(others):], way, event=event, rest=rest)
        order = pd.to_numeric(event["board"]).to_numpy().argsort(kind="stable")
        rows = event.iloc[order].reset_index(drop=True)
        calls: Counter = Counter()
        with hashed(calls):
            got = bk.event_result(rows, way, scorer=lambda part, s, _e=event: boards.score(
                part, s, event=_e, rest=rest))
        same_result(got, bk.event_result(rows, way))
        assert BoardScores.by_board(rows, way)  # scored board by board, not whole
        assert boards.scored - before <= 1 and calls["rows"] == 0


def test_a_board_whose_rows_lie_elsewhere_is_not_joined_where_it_was():
    # the board's rows at the end of the event, not in board order: no board to replace
    # where it lay, so the event is put together board by board, as before
    frame = SAMPLE.astype(object)
    others, mine = frame[frame.board != 1], frame[frame.board == 1]
    event = pd.concat([others, mine], ignore_index=True)
    boards = BoardScores()
    rest = (others, None, 1)
    way = bk.Settings()
    boards.score(event, way, event=event, rest=rest)
    assert boards._whole is not None and boards._whole.after == 0
    boards.score(event.iloc[len(others):], way, event=event, rest=rest)
    shuffled = event.iloc[np.r_[len(others):len(event), 0:len(others)]].reset_index(drop=True)
    calls: Counter = Counter()
    with hashed(calls):
        got = boards.score(shuffled, way, event=event, rest=rest)
    assert calls["rows"] == len(event)
    whole = bk.score_published(shuffled, way)
    assert got["ns_mp"].fillna(-1).round(9).tolist() == whole["ns_mp"].fillna(-1).round(9).tolist()


def test_markup_whose_input_did_not_change_is_not_made_again(sample):
    # N-S 4 did not play board 1 (the sample's N-S pairs play 24 of its 28 boards; board 1's
    # are N-S 1, 7, 6, 5, 3 and 2). 1H by S on N-S 1 v E-W 1 played by N instead: the same
    # score, so no number of the ranking changes and N-S 4's card neither: neither is made
    # again. The result then typed as +1 (8 tricks, +110) changes the ranking (made once)
    # and N-S 1's card, not N-S 4's rows (its place may move: its card is made again only
    # then)
    editor, view = sample
    pairs = view.answer.pairs
    ns4 = str(pairs.loc[(pairs.direction == "NS") & (pairs.pair == "4"), "card"].iloc[0])
    assert 1 not in set(view.result.rows.query("ns == '4' or ns == 4").board)
    view.card = ns4
    made: Counter = Counter()
    session = bridgekit.widgets.session

    def counted(name: str):
        real = getattr(session, name)

        def counting(*args, **kwargs):
            made[name] += 1
            return real(*args, **kwargs)
        return counting

    row = editor.rows[0]
    assert (row.ns, row.ew, row.contract, row.declarer) == ("1", "1", "1H", "S")
    with mock.patch.multiple(session, **{name: counted(name) for name in (
            "ranking_tables_html", "card_table_html")}):
        row.declarer = "N"
        assert made == Counter()  # was one ranking and one card
        place = view.pair_input.label
        row.result = "+1"
        assert made["ranking_tables_html"] == 1
        moved = view.pair_input.label != place
        assert made["card_table_html"] == moved
        pairs = view.answer.pairs  # a card is named by its place: N-S 1's now
        view.card = str(pairs.loc[(pairs.direction == "NS") & (pairs.pair == "1"), "card"]
                        .iloc[0])
        assert made["card_table_html"] == 1 + moved
        row.declarer = "S"  # N-S 1's card shows who declared: made again, not the ranking
        assert made["ranking_tables_html"] == 1
    for lang in ("nl", "en"):  # a language switch makes the words again
        view.lang = lang
        fresh = SessionView(editor, lang=lang)
        fresh.card = view.card
        assert view.ranking.value == fresh.ranking.value
        assert view.card_view.value == fresh.card_view.value
        assert view.status.value == fresh.status.value
