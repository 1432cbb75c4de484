"""Typed contracts, declarers, penalties and weighted scores read in the language spoken;
contracts and cards shown one way in each language. Files keep their own notation."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.adjusted import WeightedScore, parse_entry, parse_typed_entry
from bridgekit.board import Seat, Side
from bridgekit.contract import (
    Contract,
    Doubling,
    Strain,
    card_text,
    contract_text,
    english_reading,
)
from bridgekit.errors import ContractError, ScoreError, SeatError
from bridgekit.i18n import speaking
from bridgekit.rulings import parse_penalty, penalty_notation
from bridgekit.score import all_contracts, ns_score

LANGS = ("en", "nl", "fr")


def test_french_4c_is_four_hearts():
    # 4♥ by N making 10 tricks, nobody vulnerable: 120 + 300 = +420; read as clubs it
    # would be 80 + 50 = +130
    typed = Contract.parse("4C", lang="fr")
    assert typed == Contract(4, Strain.HEARTS)
    assert ns_score(typed, Seat.parse("N", lang="fr"), 10, "None") == 420
    assert ns_score(Contract.parse("4C"), "N", 10, "None") == 130  # a file's 4C: clubs
    # the French letters: pique, cœur, carreau, trèfle
    assert [Contract.parse(f"2{x}", lang="fr").strain for x in "PCKT"] == [
        Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS]
    assert Contract.parse("4c x", lang="fr") == Contract(4, Strain.HEARTS, Doubling.DOUBLED)


def test_dutch_letters():
    # schoppen, harten, ruiten, klaveren
    assert [Contract.parse(f"2{x}", lang="nl").strain for x in "SHRK"] == [
        Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS]
    # 5♣X by Z, 11 tricks, N-S vulnerable: 200 + 50 + 500 = +750
    assert ns_score(Contract.parse("5KX", lang="nl"), Seat.parse("Z", lang="nl"), 11, "NS") == 750
    # English letters Dutch has not taken are read as in English
    assert Contract.parse("4C", lang="nl").strain is Strain.CLUBS


def test_sans_atout_and_symbols_in_every_language():
    for lang in (*LANGS, None):
        assert Contract.parse("3SA", lang=lang) == Contract(3, Strain.NOTRUMP)
        assert Contract.parse("3NT", lang=lang) == Contract(3, Strain.NOTRUMP)
        assert Contract.parse("4♥XX", lang=lang) == Contract(4, Strain.HEARTS, Doubling.REDOUBLED)
    assert Contract.parse("pas", lang="nl").is_pass and Contract.parse("passe", lang="fr").is_pass


def test_english_unchanged():
    assert Contract.parse("4C", lang="en") == Contract.parse("4C") == Contract(4, Strain.CLUBS)
    assert Contract.parse("4SR", lang="en").doubling is Doubling.REDOUBLED
    assert Seat.parse("O") is Seat.EAST and Seat.parse("W", lang="en") is Seat.WEST
    with pytest.raises(ContractError, match="'4P'"):
        Contract.parse("4P")
    # the language spoken never changes how a file's cell reads
    with speaking("fr"):
        assert Contract.parse("4C").strain is Strain.CLUBS


def test_a_letter_read_otherwise_in_english_is_said():
    assert english_reading("4C", "fr") == Contract(4, Strain.CLUBS)
    assert english_reading("4♥", "fr") is None and english_reading("4K", "nl") is None
    assert english_reading("4C", "en") is None


def test_typed_errors_name_the_language_letters():
    with pytest.raises(ContractError, match="T K C P SA"):
        Contract.parse("4Q", lang="fr")
    with pytest.raises(ContractError, match="K R H S SA"):
        Contract.parse("4DR", lang="nl")  # a Dutch double is X: 4♦R is nothing
    with pytest.raises(SeatError, match="N, O, Z, W"):
        Seat.parse("Q", lang="nl")


def test_seats_in_each_language():
    assert [Seat.parse(x, lang="fr") for x in "NESO"] == list(Seat)
    assert [Seat.parse(x, lang="nl") for x in "NOZW"] == list(Seat)
    assert Seat.parse("ouest", lang="fr") is Seat.WEST and Seat.parse("Oost", lang="nl") is Seat.EAST
    for lang in LANGS:
        with speaking(lang):
            assert [Seat.parse(s.spoken, lang=lang) for s in Seat] == list(Seat)


@given(st.sampled_from([*all_contracts(), Contract.passed_out()]), st.sampled_from(LANGS))
def test_shown_then_typed_is_the_same_contract(contract, lang):
    shown = contract_text(contract, lang)
    assert Contract.parse(shown, lang=lang) == contract
    assert Contract.parse(shown) == contract  # and a file holding it reads it the same
    assert english_reading(shown, lang) is None


def test_contract_text_one_way_per_language():
    assert [contract_text("3NT", lang) for lang in LANGS] == ["3NT", "3SA", "3SA"]
    assert [contract_text("1D", lang) for lang in LANGS] == ["1♦"] * 3
    assert [contract_text("Pass", lang) for lang in LANGS] == ["Pass", "pas", "passe"]


def test_leads_shown_with_suit_symbols():
    # "SA" is the spade ace, never sans atout
    assert [card_text("SA", lang) for lang in LANGS] == ["♠A", "♠A", "♠A"]
    assert [card_text("HK", lang) for lang in LANGS] == ["♥K", "♥H", "♥R"]
    assert [card_text("DJ", lang) for lang in LANGS] == ["♦J", "♦B", "♦V"]
    assert card_text("AS") == "♠A" and card_text("ct") == "♣10" and card_text("?") == "?"


def test_penalties_typed():
    assert parse_penalty("NZ 25%", lang="nl") == ((Side.NS, 25.0, "%"),)
    assert parse_penalty("OW 1,5", lang="nl") == ((Side.EW, 1.5, "MP"),)
    assert parse_penalty("EO 1,5", lang="fr") == ((Side.EW, 1.5, "MP"),)
    assert penalty_notation(parse_penalty("NS 25 %; EO 0,5", lang="fr")) == "NS 25%; EW 0.5"
    with pytest.raises(ScoreError):
        parse_penalty("OW 1,5")  # a file's cell keeps its notation


def test_weighted_score_of_the_dutch_glossary():
    # 3NT-1 by N not vulnerable: -50; 3♥= by N: 90 + 50 = +140
    w = parse_typed_entry("40% van 3SA−1 en 60% van 3♥=", "nl", declarer="N",
                          vulnerability="None")
    assert w == WeightedScore(((40.0, -50.0), (60.0, 140.0)))
    # French: C is cœur; 3♥= by S vulnerable is still +140, 4♠-1 by O (West) vulnerable +100
    assert parse_typed_entry("40 % de 3C= S et 60 % de 4P-1 O", "fr", vulnerability="Both") == \
        WeightedScore(((40.0, 140.0), (60.0, 100.0)))
    assert parse_typed_entry("30%+420 70%+170", "nl") == parse_entry("30%+420 70%+170")
    with pytest.raises(ScoreError, match="needs its declarer"):
        parse_typed_entry("40% van 3SA−1 en 60% van 3♥=", "nl", vulnerability="None")
    with pytest.raises(ScoreError):
        parse_entry("40% van 3SA−1 en 60% van 3♥=")  # a file's cell keeps its notation


def test_a_table_shows_contracts_and_leads_one_way():
    import pandas as pd

    from bridgekit.show.widgets import grid_html

    frame = pd.DataFrame({"contract": ["3NT", "4S", "Pass", "4Z"], "declarer": ["S", "E", "", "N"],
                          "lead": ["SA", "HK", "", "?"]})
    cells = [[c.split(">")[-1] for c in row.split("</td>")[:-1]]
             for row in grid_html(frame, css="t", lang="fr").split("<tr>")[2:]]
    assert cells == [["3SA", "S", "♠A"], ["4♠", "E", "♥R"], ["passe", "", ""], ["4Z", "N", "?"]]
    english = grid_html(frame, css="t")
    assert ">3NT<" in english and ">4S<" in english and ">♠A<" in english  # English letters


def test_the_hand_command_reads_the_language(capsys):
    from bridgekit.cli import main

    # 4♥= by O (Ouest), not vulnerable: 420 to E-W; the letter English reads otherwise is said
    assert main(["--lang", "fr", "hand", "4C", "=", "--declarer", "O"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[0].startswith("4♥ par O") and "420 pour EO" in out.splitlines()[0]
    assert "4C" in err and "4♣" in err
    assert main(["--lang", "en", "hand", "4C", "="]) == 0  # English unchanged: clubs, 130
    assert "= 130" in capsys.readouterr().out


def test_files_keep_their_notation_whatever_the_language():
    import pandas as pd

    import bridgekit as bk

    frame = pd.DataFrame({"board": [1, 1], "ns": [1, 2], "ew": [3, 4], "contract": ["4C", "3SA"],
                          "declarer": ["N", "O"], "result": ["=", "="]})
    for lang in LANGS:
        with speaking(lang):  # a file's 4C is clubs (+130) and its O is East (3NT= -400)
            assert bk.score_event(frame)["ns_score"].tolist() == [130, -400]


@given(st.sampled_from(all_contracts()), st.sampled_from(list(Seat)), st.integers(0, 13),
       st.sampled_from(LANGS))
def test_a_result_shown_then_typed_is_the_same(contract, seat, tricks, lang):
    from bridgekit.contract import HandResult

    played = HandResult(contract, seat, tricks)
    with speaking(lang):
        shown = f"{contract_text(contract)}{played.relative} {seat.spoken}"
    assert HandResult.parse(shown, lang=lang) == played


@given(st.lists(st.tuples(st.sampled_from(list(Side)), st.integers(0, 1000).map(lambda n: n / 10),
                          st.booleans()), min_size=1, max_size=3),
       st.sampled_from(LANGS))
def test_a_penalty_typed_in_any_language_reads_back(parts, lang):
    from bridgekit.i18n import spoken_g

    penalties = tuple((side, amount, "%" if pct else "MP") for side, amount, pct in parts)
    with speaking(lang):
        typed = "; ".join(f"{side.spoken.replace('-', '')} {spoken_g(amount)}{'%' if pct else ''}"
                          for side, amount, pct in parts)
    assert parse_penalty(typed, lang=lang) == penalties
    assert parse_penalty(penalty_notation(penalties)) == penalties  # and as a file holds it
