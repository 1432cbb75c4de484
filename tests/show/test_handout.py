"""Printable handouts: a board explained and the ranking, as HTML, and printed to PDF."""

from pathlib import Path

import pytest

import bridgekit as bk
from bridgekit.cli import main
from bridgekit.show.handout import board_handout_html, html_to_pdf, ranking_handout_html


def test_board_handout_has_the_traveller_the_frequencies_and_the_words():
    page = board_handout_html(bk.load_sample_event(), 17)
    assert "<h1>Board 17</h1>" in page and "Dealer N, vulnerable: None" in page
    frequencies = page.split("Each score, best for N-S first")[1]
    assert frequencies.index("+400") < frequencies.index("+180") < frequencies.index("+100")
    assert "ruling" in page  # board 17's A60/40
    assert "(6/5) × (8 + 1) − 1 = 9.8" in page  # how a number was made


def test_ranking_handout_matches_the_ranking():
    scored = bk.score_event(bk.load_sample_event())
    page = ranking_handout_html(scored)
    top = bk.rank_pairs(scored).iloc[0]
    assert "North-South" in page and "East-West" in page
    assert f"{top.total:.1f}" in page


def test_cli_handout_writes_html(tmp_path):
    csv = tmp_path / "s.csv"
    assert main(["sample", str(csv)]) == 0
    out = tmp_path / "b.html"
    assert main(["handout", str(csv), "--board", "17", "--html", str(out)]) == 0
    assert "Board 17" in out.read_text(encoding="utf-8")
    assert main(["handout", str(csv)]) == 1  # nowhere to write it: said, not a traceback


def test_pdf_from_chromium(tmp_path):
    if not Path("/usr/bin/chromium").exists():
        pytest.skip("no Chromium at /usr/bin/chromium")
    pytest.importorskip("playwright")
    out = tmp_path / "b.pdf"
    html_to_pdf(board_handout_html(bk.load_sample_event(), 1), out)
    assert out.read_bytes().startswith(b"%PDF") and out.stat().st_size > 5000


def test_pdf_without_chromium_says_what_to_install(tmp_path):
    with pytest.raises(bk.BridgekitError, match="apt-get install chromium"):
        html_to_pdf("<p>x</p>", tmp_path / "x.pdf", chromium="/nowhere/chromium")
