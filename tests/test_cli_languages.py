"""The command line speaks Dutch and French: ``--lang`` on every command, else the terminal's
language as gettext reads it; numbers with a decimal comma for people, files written as
they are in English. The sample's numbers are its English ranking's (149.70 of 280: 53.46%)."""

import pytest
from helpers import untranslated

from bridgekit.cli import main
from bridgekit.data import sample_path

SAMPLE = str(sample_path("sample_pairs.csv"))


@pytest.fixture(autouse=True)
def english_terminal(monkeypatch):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def test_score_speaks_dutch_with_lang(capsys):
    assert main(["--lang", "nl", "score", SAMPLE]) == 0
    out = capsys.readouterr().out
    assert f"{SAMPLE}: 168 uitslagen op 28 spellen; methode neuberg, schaal ebu" in out
    assert "Oost-West" in out and "Noord-Zuid" in out
    assert " rang   paar spellen    totaal     max       %" in out
    assert "    1      6      28    149,70   280,0   53,46" in out


def test_score_speaks_french_from_the_environment(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert main(["score", SAMPLE]) == 0
    out = capsys.readouterr().out
    assert f"{SAMPLE}\u00a0: 168 résultats sur 28 donnes\u00a0; méthode neuberg, échelle ebu" in out
    assert "Est-Ouest" in out and " rang  paire donnes     total     max       %" in out
    assert "    1      6     28    149,70   280,0   53,46" in out


def test_lang_wins_over_the_environment_and_english_stays(capsys, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "nl")
    assert main(["score", SAMPLE, "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "168 results on 28 boards" in out and "149.70   280.0   53.46" in out


def test_an_unknown_language_is_refused_naming_the_languages(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["score", SAMPLE, "--lang", "de"])
    assert stop.value.code == 2
    assert "argument --lang: 'de': bridgekit speaks en, nl, fr" in capsys.readouterr().err


def test_help_speaks_dutch_and_french(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "nl", "score", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert text.startswith("gebruik: bridgekit score") and "opties:" in text
    assert "toon een voortgangsbalk tijdens het lezen" in text
    with pytest.raises(SystemExit):
        main(["--lang", "fr", "convert", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "Une conversion ne reprend ni les enchères" in text


def test_check_speaks_french(capsys):
    path = "tests/data/programs/realbridge-bad-field.xml"
    assert main(["--lang", "fr", "check", path]) == 0
    out = capsys.readouterr().out
    assert f"{path}\u00a0: les 18 nombres publiés sont tous retrouvés (points de match)" in out


def test_a_file_written_in_dutch_keeps_its_decimal_points(tmp_path, capsys):
    english, dutch = tmp_path / "en.pbn", tmp_path / "nl.pbn"
    assert main(["convert", SAMPLE, str(english)]) == 0
    assert main(["--lang", "nl", "convert", SAMPLE, str(dutch)]) == 0
    assert f"{dutch} geschreven (168 rijen)" in capsys.readouterr().out
    assert dutch.read_bytes() == english.read_bytes()
    assert "53.46" in dutch.read_text(encoding="utf-8")


def test_nothing_the_command_says_is_left_untranslated(capsys):
    assert main(["--lang", "qps", "score", SAMPLE]) == 0
    out = capsys.readouterr().out.replace(SAMPLE, "")
    assert untranslated(out, {"neuberg", "ebu"}) == []


def test_a_rows_problem_the_command_warns_of_is_said_from_its_code(tmp_path, capsys):
    path = tmp_path / "bad.csv"
    path.write_text("board,ns,ew,contract,declarer,result\n1,1,4,4Z,N,=\n1,2,5,4S,N,+1\n"
                    "1,3,6,4S,N,=\n", encoding="utf-8")
    assert main(["--lang", "qps", "score", str(path)]) == 0
    err = capsys.readouterr().err.replace(str(path), "")
    assert "⟦a contract is a level 1-7" in err and untranslated(err) == []
    assert main(["--lang", "fr", "score", str(path)]) == 0
    assert "'4Z'\xa0: un contrat est un palier 1-7" in capsys.readouterr().err
    assert main(["--lang", "qps", "score", str(path), "--explain", "1"]) == 0  # its board
    out = capsys.readouterr().out.replace(str(path), "")
    assert "⟦a contract is a level 1-7" in out and untranslated(out, {"neuberg", "ebu"}) == []
