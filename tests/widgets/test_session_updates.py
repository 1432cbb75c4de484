"""A keystroke with the Session tab shown changes only what it changes: the pair list is left
as it is (nothing sent) when no pair's place moved, and made again when one did.

The sample event, board 1 (nobody vulnerable, six results, a top of 10), N-S 2 v E-W 3: 2D by
S made (+90; the others -100, +110, +130, +80, +130). Typed "+1" (+110) it ties N-S 7's +110:
it beats -100 and +80 and ties one, 2 x 2 + 1 = 5 matchpoints (was 4, beating three). N-S 2
goes from 113.3 to 114.3 of 240 (47.21% to 47.63%), still fourth; E-W 3 from 138.1 to 137.1
of 280 (49.32% to 48.96%), still fifth; no other place moves. Typed "-1" (-50) it beats only
-100: 2 matchpoints, E-W 3 8, and E-W 3 rises to fourth, E-W 1 to third, E-W 2 falls to fifth.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from bridgekit.widgets.session import SessionView
from bridgekit.widgets.traveller import TravellerEditor


@pytest.fixture
def sample() -> tuple[TravellerEditor, SessionView]:
    editor = TravellerEditor()
    editor.load_sample()
    return editor, SessionView(editor)


def places(view: SessionView) -> dict[str, str]:
    pairs = view.answer.pairs
    return dict(zip(pairs["direction"] + " " + pairs["pair"], pairs["rank"], strict=True))


def test_a_keystroke_that_moves_no_pair_leaves_the_pair_list_alone(sample):
    editor, view = sample
    row = editor.rows[5]
    assert (row.ns, row.ew, row.contract, row.declarer, row.result) == ("2", "3", "2D", "S", "=")
    view.card = "card-5.html"  # E-W 3, fifth
    assert view.pair_input.label == "EW 3 (place 5)" and "49.32" in view.ranking.value
    before, ranking = view.pair_input.options, view.ranking.value
    changes = []
    view.pair_input.observe(changes.append, names=["options", "index", "value", "label"])
    row.result = "+1"
    # the ranking moved but no place: the list is the very one it was, and nothing of it
    # changed (was an options and an index change at each keystroke)
    assert view.ranking.value != ranking
    assert "47.63" in view.ranking.value and "48.96" in view.ranking.value
    assert view.pair_input.options is before and changes == []
    assert (view.card, view.pair_input.value) == ("card-5.html", "card-5.html")
    assert "48.96%" in view.card_view.value  # E-W 3's card follows the keystroke
    assert (places(view)["NS 2"], places(view)["EW 3"]) == ("4", "5")
    row.result = "-1"  # E-W 3 now fourth: the list made again, the card picked kept
    assert (places(view)["EW 3"], places(view)["EW 1"], places(view)["EW 2"]) == ("4", "3", "5")
    assert [c["name"] for c in changes].count("options") == 1
    assert (view.card, view.pair_input.value) == ("card-5.html", "card-5.html")
    assert view.pair_input.label == "EW 2 (place 5)"  # card-5: the fifth place's card
    fresh = SessionView(editor)
    fresh.card = view.card
    assert view.pair_input.options == fresh.pair_input.options
    assert view.card_view.value == fresh.card_view.value


def test_a_keystroke_with_the_session_shown_builds_the_event_once(monkeypatch):
    # compscore-mp-mitchell.xml: 12 results on 4 boards, with the players' names and the
    # leads, which the rows typed get back from the file (the event is built with them).
    # A keystroke scores the board on screen against the event as it stands, and the
    # Session tab ranks that same event: it is put together once (was twice, once for the
    # traveller's board and once again for the Session tab).
    import bridgekit.widgets.event as event_module
    import bridgekit.widgets.session as session_module
    import bridgekit.widgets.traveller as traveller_module
    from bridgekit.io import read_event

    path = Path(__file__).parents[1] / "data" / "programs" / "compscore-mp-mitchell.xml"
    editor = TravellerEditor()
    editor.open_event(read_event(path), path.name)
    view = SessionView(editor)
    built = []

    def counted(frame, opened):
        built.append(len(frame))
        return event_module.carried(frame, opened)

    for module in (traveller_module, session_module):
        if hasattr(module, "carried"):
            monkeypatch.setattr(module, "carried", counted)
    row = editor.rows[0]
    row.result = "+1" if row.result != "+1" else "="
    assert built == [12]  # the whole event, once
    for lang in ("en", "nl"):
        view.lang = lang
        fresh = SessionView(editor, lang=lang)
        fresh.card = view.card = "card-3.html"
        assert view.ranking.value == fresh.ranking.value
        assert view.card_view.value == fresh.card_view.value
        assert view.status.value == fresh.status.value
        assert view.pair_input.options == fresh.pair_input.options
