"""Markup in the names a Bridgemate database or a BBO LIN file carries stays text: read as
written, and escaped wherever a page shows it (bridgekit.show.html.escape), never run."""

from __future__ import annotations

import copy

import pytest

from bridgekit.io import read_lin

SCRIPT = "<script>alert(1)</script>"


def test_markup_in_a_bridgemate_player_s_name_and_session_is_escaped_on_every_page(data_dir):
    pytest.importorskip("access_parser")
    from bridgekit.io.bws import bws_frame, read_bws_tables
    from bridgekit.result import event_result
    from bridgekit.show.publish import publish_pages

    tables = copy.deepcopy(read_bws_tables(data_dir / "programs"
                                           / "bridgemate-2026-01-26.bws"))
    # table 1's North (round 0: "Qyqn Ooru") renamed, and the session's name
    tables["PlayerNumbers"]["Name"][0] = SCRIPT
    tables["Session"]["Name"][0] = '<img src=x onerror="y()">Club'
    frame = bws_frame(tables)
    assert (frame.ns == "1").any()
    assert set(frame.ns_names[frame.ns == "1"]) == {SCRIPT + " - Zipajw CdRamofefiz"}
    site = publish_pages(event_result(frame))
    for name, page in site.items():
        assert "<script>alert" not in page and "<img src=x" not in page, name
    assert "&lt;script&gt;alert(1)&lt;/script&gt; - Zipajw CdRamofefiz" in site["index.html"]
    assert "&lt;img src=x onerror=" in site["index.html"]


def test_markup_in_a_lin_file_s_names_and_event_stays_text():
    from bridgekit.show.hand_records import hand_record_html

    lin = ("vg|<b>Cup</b>,Final,I,1,1,Team A,0,Team B,0|pn|<i>Ann</i>,Bob,Cat,Dan|st||"
           "md|3SAJ9HAQT6DJT62C98,SQ8762HKJ54DA93C7,ST5H982D874CAQ632,|ah|Board 1|sv|o|"
           "mb|p|mb|p|mb|p|mb|p|pg||")
    hr = read_lin(lin.encode())
    results = hr.attrs["results"]
    assert results.ns_names[0] == "Cat & <i>Ann</i>"
    event = str(hr.attrs["event"])
    assert "<b>Cup</b>" in event
    page = hand_record_html(hr, title=event)
    assert "<b>Cup" not in page and "&lt;b&gt;Cup&lt;/b&gt;" in page
