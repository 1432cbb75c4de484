"""The Session tab: the ranking and score cards of the event open in the Traveller tab, following
its corrections, and the whole corrected event saved as PBN, USEBIO or CSV.

The numbers asserted are the files' own published numbers or worked by hand in a comment
beside the test.
"""

from __future__ import annotations

import base64
import io
import re
from pathlib import Path

import pandas as pd
import pytest

pytest.importorskip("ipywidgets")

import bridgekit as bk
from bridgekit.io import read_event
from bridgekit.widgets.session import SessionView, event_as_typed
from bridgekit.widgets.traveller import TravellerEditor

DATA = Path(__file__).parents[1] / "data"
BUTLER = DATA / "programs" / "magic-contest-butler.pbn"


def words(html: str) -> list[str]:
    """A fragment's table rows and paragraphs as lines of words."""
    html = re.sub(r"</(td|th)>", " ", re.sub(r"\s+", " ", html))
    html = re.sub(r"</(tr|p|caption)>", "\n", html)
    return [" ".join(line.split()) for line in re.sub(r"<[^>]+>", "", html).splitlines()]


def opened(path: Path) -> tuple[TravellerEditor, SessionView]:
    editor = TravellerEditor()
    editor.open_event(read_event(path), path.name)
    return editor, SessionView(editor)


def card_of(view: SessionView, direction: str, pair: str) -> str:
    pairs = view.answer.pairs
    return str(pairs.loc[(pairs.direction == direction) & (pairs.pair == pair), "card"].iloc[0])


def test_a_butler_file_is_ranked_and_carded_by_imps():
    # magic-contest-butler.pbn (TotalScoreTable: N-S 2 10 IMPs on 3 boards, N-S 1 6 on 3).
    # N-S 2: 650 v datum 310 = +340 -> 8; 140 v 90 = +50 -> 2; 140 v 130 = +10 -> 0;
    # running 8, 10, 10; pairs played 1 to 3 boards, so places go by the average: 10 / 3 = 3.33
    # before N-S 1's 6 / 3 = 2.00
    _, view = opened(BUTLER)
    assert view.answer.scoring == "butler"
    lines = words(view.ranking.value)
    assert "Scored by Butler IMPs; ranked by the average IMPs a board (pairs played different "\
        "numbers of boards)." in lines
    assert "1 2 3 10.00 3.33" in lines and "2 1 3 6.00 2.00" in lines
    view.card = card_of(view, "NS", "2")
    assert view.pair_input.value == view.card and view.pair_input.label == "NS 2 (place 1)"
    rows = [line for line in words(view.card_view.value) if re.match(r"[5-7] ", line)]
    assert [line.split()[-1] for line in rows] == ["8.00", "10.00", "10.00"]
    assert rows[0] == "5 12 4S+1 N +650 8.00 8.00"  # the file's 11 tricks in 4S, as written
    assert "Total 10.00 IMPs on 3 boards, 3.33 a board" in view.card_view.value


def test_a_correction_in_the_traveller_changes_the_ranking():
    # board 5, N-S 2 v E-W 12: 4S made 11 tricks (+650); corrected to 10 tricks, +620. The
    # datum is unchanged: of 620, 620, 170, 140, -100 the highest and lowest are dropped,
    # (620 + 170 + 140) / 3 = 310. 620 - 310 = +310 -> 7 IMPs (270-310), so N-S 2 has
    # 7 + 2 + 0 = 9 IMPs, 3.00 a board.
    editor, view = opened(BUTLER)
    row = next(r for r in editor.rows if (r.ns, r.ew) == ("2", "12"))
    with editor.hold_trait_notifications():
        row.result, row.ns_score = "10", ""
    assert "1 2 3 9.00 3.00" in words(view.ranking.value)
    view.card = card_of(view, "NS", "2")
    assert "5 12 4S= N +620 7.00 7.00" in words(view.card_view.value)


def downloaded(view: SessionView) -> pd.DataFrame:
    """The file the view's link holds, read back by bridgekit."""
    link = re.search(r'download="(event\.\w+)"[^>]* href="data:[^;]+;base64,([^"]+)"',
                     view.download.value)
    assert link and link.group(1) == f"event.{ {'usebio': 'xml'}.get(view.format, view.format)}"
    return read_event(io.BytesIO(base64.b64decode(link.group(2))), format=view.format)


def ranked(result: bk.EventResult) -> list[tuple[str, str, str, float]]:
    """(direction, pair, place, total) of every pair, in order."""
    r = result.ranking
    return sorted(zip(r["direction"], r["pair"].astype(str), r["rank"].astype(str),
                      r["total"].round(2), strict=True))


@pytest.mark.parametrize("kind", ["pbn", "usebio", "csv"])
def test_the_whole_corrected_event_downloads_and_reads_back(kind):
    editor, view = opened(BUTLER)
    row = next(r for r in editor.rows if (r.ns, r.ew) == ("2", "12"))
    row.result, row.ns_score = "10", ""
    editor.board = 6  # walk on: the correction is kept with the event
    view.format = kind
    view.save_button.click()
    back = downloaded(view)
    # every row of the file's 3 boards (5 + 3 + 2 results), the corrected one as +620
    assert len(back) == 10 and sorted(back["board"].astype(int).unique()) == [5, 6, 7]
    mine = bk.score_event(back)
    ns, ew = mine["ns"].astype(str), mine["ew"].astype(str)
    assert mine.loc[(mine.board.astype(int) == 5) & (ns == "2") & (ew == "12"),
                    "ns_score"].tolist() == [620.0]
    typed = bk.score_event(event_as_typed(editor))
    key = ["board", "ns", "ew"]
    ours = mine.assign(**{c: mine[c].astype(str) for c in key}).set_index(key)
    theirs = typed.assign(**{c: typed[c].astype(str) for c in key}).set_index(key)
    pd.testing.assert_series_equal(ours["ns_score"].sort_index(),
                                   theirs["ns_score"].sort_index(), check_dtype=False)
    if kind != "csv":  # the file is the Butler event the tab ranks: its own IMPs, every one
        # reproduced; N-S 2 9 IMPs (7 + 2 + 0 after the correction), first
        result = bk.event_result(back)
        assert result.settings.scoring == "butler" and result.problems.empty
        assert result.checked > 0
        assert ranked(result) == ranked(view.result)
        assert ("NS", "2", "1", 9.0) in ranked(result)


def test_names_event_and_sections_as_the_file_has_them():
    # club-4boards.pbn: "Club pairs", Somewhere, 2026.11.20; N-S 3 "Pair three" 11.5 of a
    # possible 14 (82.14%), as its TotalScoreTable prints
    _, view = opened(DATA / "club-4boards.pbn")
    lines = words(view.ranking.value)
    assert "Club pairs, Somewhere, 2026.11.20" in lines
    assert "1 3 Pair three 4 11.50 14.0 82.14" in lines
    # two sections of three tables, one board, each scored on its own (top 4): A's N-S 3
    # +450 beats two +420s -> 100%, first in A and over the field; B's N-S 2 and 3 tie on
    # +450 -> 75% each, "1=" in B and "2=" over the field; N-S 1 of B, 0%, sixth
    df = pd.DataFrame({"board": 1, "section": ["A"] * 3 + ["B"] * 3, "ns": [1, 2, 3] * 2,
                       "ew": [11, 12, 13] * 2, "contract": "4S", "declarer": "N",
                       "result": ["=", "=", "+1", "=", "+1", "+1"],
                       "ns_score": ["420", "420", "450", "420", "450", "450"]})
    df.attrs["sections"] = "apart"  # as a file that scored its sections apart says
    editor = TravellerEditor()
    editor.open_event(df, "two sections")
    lines = words(SessionView(editor).ranking.value)
    assert {"Section A: N-S pairs", "Section B: N-S pairs"} <= set(lines)
    b = lines[lines.index("Section B: N-S pairs"):]
    assert b[2].startswith("1= 2= 2 ") and b[3].startswith("1= 2= 3 ") and \
        b[4].startswith("3 6 1 ")


def test_not_live_waits_until_shown():
    editor = TravellerEditor()
    editor.load_sample()
    view = SessionView(editor, live=False)
    assert view.answer is None and view.stale
    view.live = True
    assert len(view.answer.pairs) == 13 and not view.stale
    editor.new_traveller()  # one empty row: nothing to rank
    assert view.answer is None and "No results yet" in view.status.value


def test_a_language_switch_scores_nothing_again(monkeypatch):
    """The Traveller and Session tabs say the event again in Dutch from the result they hold:
    no scorer is called (the file's settings were found once, when it was opened)."""
    import bridgekit.result
    import bridgekit.widgets.event
    import bridgekit.widgets.traveller

    editor, view = opened(DATA / "programs" / "ebuscore-overall.xml")
    calls = []

    def counting(module, name):
        real = getattr(module, name)
        monkeypatch.setattr(module, name, lambda *a, **k: calls.append(name) or real(*a, **k))

    counting(bridgekit.widgets.event, "score_published")
    counting(bridgekit.widgets.traveller, "find_settings")
    counting(bridgekit.result, "score_published")
    editor.lang = view.lang = "nl"
    assert calls == []
    assert "gereproduceerd" in editor.message.value or editor.file_found[1]
    assert "NZ-paren" in view.ranking.value


def test_a_keystroke_sets_the_answer_once_and_the_session_follows_once(monkeypatch):
    editor, view = opened(DATA / "programs" / "ebuscore-overall.xml")
    answers, refreshed = [], []
    editor.observe(lambda change: answers.append(change), names=["answer"])
    real = view.refresh
    monkeypatch.setattr(view, "refresh", lambda: refreshed.append(1) or real())
    editor.rows[0].contract = "3S"
    assert len(answers) == 1 and len(refreshed) == 1


def test_a_field_of_sections_is_ranked_over_the_field_in_the_session_tab():
    # ebuscore-overall.xml (README-sections.md): A N-S 2 87.50% first and B N-S 1 81.25% second
    # over the field of five results a board, as the file publishes them
    _, view = opened(DATA / "programs" / "ebuscore-overall.xml")
    lines = [line.split() for line in words(view.ranking.value)]
    firsts = {(w[0], w[1], w[-1]) for w in lines if len(w) > 5}
    assert ("1", "A2", "87.50") in firsts and ("2", "B1", "81.25") in firsts


def test_a_file_of_one_section_keeps_its_pair_numbers_whatever_the_section_is_called():
    # one section named "1" (as a program numbers its sections): its pair 1 is not read as
    # section 1's pair "" (nor a pair 12 as "2"), and the Session tab ranks the file's pairs
    event = bk.load_sample_event().assign(section="1")
    editor = TravellerEditor()
    editor.open_event(event, "one-section.csv")
    view = SessionView(editor)
    assert sorted(event_as_typed(editor)["ns"].astype(str)) == \
        sorted(event["ns"].astype(str))
    mine = view.result.ranking[["direction", "pair", "total", "rank"]]
    whole = bk.event_result(event).ranking[["direction", "pair", "total", "rank"]]
    assert sorted(map(tuple, mine.astype(str).values)) == \
        sorted(map(tuple, whole.astype(str).values))
    assert "" not in set(mine["pair"]) and {"1", "7"} <= set(mine["pair"])


def test_a_butler_file_is_saved_as_butler_and_a_file_with_deals_with_its_deals():
    """magic-contest-butler.pbn saved as PBN is a Butler file ([Scoring "IMP;Butler-2"], each
    board's datum and IMPs, TotalScoreIMP); ruter-2021-09-01-board1.pbn saved as PBN or USEBIO
    keeps its deal (PBN's Deal tag, USEBIO's HANDSET): N:J76.AK.AQJ954.J3 ... on board 1."""
    _, view = opened(BUTLER)
    view.format = "pbn"
    view.save()
    text = base64.b64decode(re.search(r'base64,([^"]+)"', view.download.value).group(1)).decode()
    assert '[Scoring "IMP;Butler-2"]' in text and "TotalScoreIMP" in text
    assert "ButlerDatum" in text and ";MP_NS" not in text and "Percentage" not in text
    ruter = DATA / "ruter-2021-09-01-board1.pbn"
    deals = pd.DataFrame(read_event(ruter).attrs["hand_records"])
    _, view = opened(ruter)
    for kind in ("pbn", "usebio"):
        view.format = kind
        view.save()
        back = pd.DataFrame(downloaded(view).attrs["hand_records"])
        assert back[["board", "dealer", "vulnerability", "deal"]].to_dict("records") == \
            deals[["board", "dealer", "vulnerability", "deal"]].to_dict("records")
        assert back["deal"].tolist() == ["N:J76.AK.AQJ954.J3 QT.QT8542.62.Q52 "
                                         "AK9543.6.K3.T986 82.J973.T87.AK74"]


def test_a_contract_cell_that_is_no_contract_is_said_under_the_sessions_first_line(tmp_path):
    # Pianola's board 5 with the 2H of N-S 2 v E-W 12 written "42": no contract, scored by its
    # given +170 (the card shows the cell as the file wrote it): the tab says so, in French too
    text = (DATA / "programs" / "pianola-cross-imps.xml").read_text()
    path = tmp_path / "pianola.xml"
    path.write_text(text.replace("<CONTRACT>2H</CONTRACT>", "<CONTRACT>42</CONTRACT>"))
    _editor, view = opened(path)
    view.refresh()
    said = words(view.status.value)
    assert said[0] == "5 results on 1 board, with the corrections typed in the Traveller tab."
    assert said[1].startswith("⚠ board 5, N-S 2 v E-W 12: contract: &#x27;42&#x27;: a contract "
                              "is a level 1-7")
    assert said[1].endswith("the given score is used")
    view.lang = "fr"
    assert words(view.status.value)[1].startswith("⚠ donne 5, NS 2 c. EO 12 : contrat : ")
    _editor, clean = opened(DATA / "programs" / "pianola-cross-imps.xml")
    clean.refresh()
    assert "bk-session-problem" not in clean.status.value


def test_a_file_opened_sets_the_answer_once_and_the_session_follows_once(monkeypatch):
    """The file's settings and its first board's rows are put on the traveller together: the
    board is scored once, by the file's own settings (the rows shown before are not scored
    by them first), and the Session tab ranks the event once."""
    editor, view = opened(BUTLER)
    answers, refreshed = [], []
    editor.observe(lambda change: answers.append(change), names=["answer"])
    real = view.refresh
    monkeypatch.setattr(view, "refresh", lambda: refreshed.append(1) or real())
    editor.open_event(read_event(DATA / "programs" / "ebuscore-overall.xml"), "overall.xml")
    assert len(answers) == 1 and len(refreshed) == 1
    assert view.result.settings == editor.file_settings

def test_a_card_newly_chosen_is_drawn_once(monkeypatch):
    """The event shown chooses a card (the first pair's, when the one shown before is not in
    it): the card is drawn once, by the card's own observer, not again after it."""
    import bridgekit.widgets.session

    drawn = []
    real = bridgekit.widgets.session.score_card_table_html
    monkeypatch.setattr(bridgekit.widgets.session, "score_card_table_html",
                        lambda *a: drawn.append(a[1]) or real(*a))
    editor, view = opened(BUTLER)
    assert len(drawn) == 1 and drawn[0] == view.card
    editor.open_event(read_event(DATA / "programs" / "ebuscore-overall.xml"), "overall.xml")
    assert len(drawn) == 2 and drawn[1] == view.card
    editor.rows[0].contract = "3S"  # the same card kept: drawn again for the event changed
    assert len(drawn) == 3 and drawn[2] == view.card
