"""Every problem a row can have is a code and its values: each code is reached by a row (or
the value a player types), its English words are the file's error, and the words shown come
from its code, in Dutch and French wholly, never from the English sentence."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pandas as pd
import pytest

import bridgekit as bk
from bridgekit.adjusted import parse_typed_entry
from bridgekit.board import Seat
from bridgekit.contract import Contract, HandResult, Strain
from bridgekit.errors import BridgekitError
from bridgekit.i18n import _, speaking
from bridgekit.pairs.traveller import validate_traveller
from bridgekit.problems import Code, Problem, said

ROW = {"board": 1, "ns": 1, "ew": 2, "contract": "4S", "declarer": "N", "result": "="}
OTHER = {"board": 1, "ns": 3, "ew": 4, "contract": "4S", "declarer": "N", "result": "+1"}


def rows(*changes: dict) -> pd.DataFrame:
    """Rows of board 1 (N-S 1 v E-W 2, 4S= N), each changed as given, and a good row."""
    return pd.DataFrame([*({**ROW, **c} for c in changes), OTHER])


def found(frame: pd.DataFrame, **options) -> list[Problem]:
    """The problems :func:`validate_traveller` finds in ``frame``, as codes."""
    return [Problem(p.code, p.values) for p in validate_traveller(frame, **options).itertuples()]


def raising(make: Callable[[], object]) -> Callable[[], list[Problem]]:
    def problems() -> list[Problem]:
        with pytest.raises(BridgekitError) as caught:
            make()
        assert caught.value.problem is not None, caught.value
        return [caught.value.problem]
    return problems


def ruled(frame: pd.DataFrame, **options) -> Callable[[], list[Problem]]:
    return lambda: list(bk.score_event(frame, **options).attrs["rulings"].values())


def sectionless() -> list[Problem]:
    """A row typed in the Traveller tab, on a file whose sections were scored apart, for
    pairs no section of the file has (the ACBL club game: sections A and B)."""
    pytest.importorskip("ipywidgets")
    from pathlib import Path

    from bridgekit.io import read_event
    from bridgekit.widgets.traveller import TravellerEditor

    editor = TravellerEditor()
    editor.open_event(read_event(Path(__file__).parent / "data/programs/acbl-club-game.html"))
    editor.add_row({"ns": "C1", "ew": "C2", "contract": "4S", "declarer": "N"}).result = "11"
    return [Problem(p["code"], p["values"]) for p in editor.answer.attrs["problems"]]


#: what makes each code: a traveller (its problems read by :func:`validate_traveller`), a
#: value typed, or an event whose rulings are valued
MAKES: dict[Code, pd.DataFrame | Callable[[], list[Problem]]] = {
    Code.STRAIN: raising(lambda: Strain.parse("Q")),
    Code.CONTRACT: rows({"contract": "4Z"}),
    Code.CONTRACT_NL: raising(lambda: Contract.parse("4Q", lang="nl")),
    Code.CONTRACT_FR: raising(lambda: Contract.parse("4Q", lang="fr")),
    Code.LEVEL: rows({"contract": "8S"}),
    Code.RESULT: rows({"result": "x"}),
    Code.TRICKS: rows({"result": "14"}),
    Code.OVERTRICKS: rows({"contract": "3NT", "result": "+5"}),
    Code.OVERTRICK: rows({"contract": "6S", "result": "+2"}),
    Code.NO_OVERTRICK: rows({"contract": "7NT", "result": "+1"}),
    Code.UNDERTRICKS: rows({"result": "-11"}),
    Code.PLAYED: raising(lambda: HandResult.parse(5)),
    Code.PLAYED_SEATED: rows({"contract": "4S+1 Q", "result": None}),
    Code.PASSED_OUT_PLAYED: rows({"contract": "Pass+1", "result": None}),
    Code.RESULT_AFTER: raising(lambda: HandResult.parse("4S N")),
    Code.DECLARER_TWICE: rows({"contract": "4SN+1 N", "result": None}),
    Code.SEAT: rows({"declarer": "Q"}),
    Code.SEAT_TYPED: raising(lambda: Seat.parse("Q", lang="nl")),
    Code.VULNERABILITY: rows({"vulnerable": "Q"}),
    Code.SCORE: rows({"contract": None, "declarer": None, "result": None, "ns_score": "A70"}),
    Code.SCORE_SIZE: rows({"contract": None, "declarer": None, "result": None,
                           "ns_score": 200_000}),
    Code.ADJUSTED_PERCENT: rows({"contract": None, "declarer": None, "result": None,
                                 "ns_score": "A110/10"}),
    Code.WEIGHTS_SUM: rows({"contract": None, "declarer": None, "result": None,
                            "ns_score": "30%+420 60%+170"}),
    Code.WEIGHT: rows({"contract": None, "declarer": None, "result": None,
                       "ns_score": "100%+420 0%+170"}),
    Code.WEIGHTED_PARTS: rows({"contract": None, "declarer": None, "result": None,
                               "ns_score": "100%+420"}),
    Code.PART_UNREAD: raising(lambda: parse_typed_entry("40% van xyz en 60% van 3♥=", "nl")),
    Code.PART_UNSCORED: raising(lambda: parse_typed_entry("40% of 3NT-1 and 60% of 3H=", "en")),
    Code.PENALTY: rows({"penalty": "foo"}),
    Code.PENALTY_TOP: rows({"penalty": "NS 200%"}),
    Code.LIST: rows({"contract": ["4S"]}),
    Code.NEEDS_RESULT: rows({"result": None}),
    Code.NO_DECLARER: rows({"declarer": None}),
    Code.NO_PAIR: rows({"ns": None}),
    Code.PASSED_OUT_RESULT: rows({"contract": "Pass", "declarer": None, "result": "-2"}),
    Code.VULNERABLE_AS_FILE: rows({"vulnerable": "Both"}),
    Code.ADJUSTED: rows({"adjusted": "420"}),
    Code.ADJUSTED_BESIDE: rows({"result": None, "ns_score": "A60/40"}),
    Code.SECOND_ADJUSTED: rows({"contract": None, "declarer": None, "result": None,
                                "ns_score": "A60/40", "adjusted": "A50/50"}),
    Code.NO_SUCH_SCORE: rows({"contract": None, "declarer": None, "result": None,
                              "ns_score": 10}),
    Code.SCORE_DIFFERS: rows({"ns_score": 450}),
    Code.NOTHING: rows({"contract": None, "declarer": None}),
    Code.PAIR: rows({"ns": 0}),
    Code.AGAINST_ITSELF: lambda: found(rows({"ns": 1, "ew": 1}), movement="howell"),
    Code.PAIR_TWICE: rows({}, {"ew": 5}),
    Code.NO_SECTION: sectionless,
    Code.BOARD: rows({"board": "x"}),
    Code.NOT_APPLIED: rows({"penalty": "foo"}),
    Code.SCORE_USED: rows({"contract": "4Z", "ns_score": 420}),
    Code.WEIGHTED_RULING: ruled(rows({"contract": None, "declarer": None, "result": None,
                                      "ns_score": "30%+420 70%+170"})),
    Code.ARTIFICIAL_RULING: ruled(rows({"contract": None, "declarer": None, "result": None,
                                        "ns_score": "A60/40"})),
    Code.ALONE: ruled(rows({"contract": None, "declarer": None, "result": None,
                            "ns_score": "A60/40"}), artificial="session"),
    Code.SESSION_PLUS: ruled(pd.DataFrame([
        {**ROW, "contract": None, "declarer": None, "result": None, "ns_score": "A60/40"},
        OTHER, {**ROW, "board": 2, "result": "+1"}, {**OTHER, "board": 2, "result": "="}]),
        artificial="session"),
    Code.SESSION_MINUS: ruled(pd.DataFrame([
        {**ROW, "contract": None, "declarer": None, "result": None, "ns_score": "A60/40"},
        OTHER, {**ROW, "board": 2, "result": "+1"}, {**OTHER, "board": 2, "result": "="}]),
        artificial="session"),
}


def made(code: Code) -> list[Problem]:
    """The problems (and rulings) what makes ``code`` has."""
    how = MAKES[code]
    return found(how) if isinstance(how, pd.DataFrame) else how()


def codes(problems: list[Problem]) -> Iterator[Code]:
    """Every code in the problems, a problem's own problem too (``{problem}; not applied``)."""
    for p in problems:
        yield p.code
        yield from codes([v for v in p.values.values() if isinstance(v, Problem)])


def test_every_code_is_made_by_a_row_or_a_value_typed():
    assert set(MAKES) == set(Code)
    missed = [code.name for code in Code if code not in set(codes(made(code)))]
    assert missed == []


@pytest.mark.parametrize("code", [c for c in Code if isinstance(MAKES[c], pd.DataFrame)],
                         ids=lambda c: c.name)
def test_a_row_problem_in_english_is_the_files_error(code):
    """The frame's ``problem`` (and score_event's ``error``) is the code's English words."""
    frame = validate_traveller(MAKES[code])
    assert frame["problem"].tolist() == [str(Problem(p.code, p.values))
                                         for p in frame.itertuples()]
    assert frame["code"].notna().all()


@pytest.mark.parametrize("lang", ["nl", "fr"])
def test_every_code_is_said_in_dutch_and_french_from_the_catalogue(lang):
    with speaking(lang):
        untranslated = [code.name for code in Code if _(code.value) == code.value]
    assert untranslated == []


@pytest.mark.parametrize("code", list(Code), ids=lambda c: c.name)
@pytest.mark.parametrize("lang", ["nl", "fr"])
def test_a_row_problem_shown_in_dutch_or_french_is_worded_from_its_code(code, lang):
    for problem in made(code):
        shown = problem.describe(lang=lang)
        with speaking(lang):
            message = _(problem.code.value)
        # the message's words outside its slots are the catalogue's, not the English
        fixed = [part for part in message.replace("}", "{").split("{")[::2] if part.strip()]
        assert all(part in shown for part in fixed), (shown, message)
        assert shown != str(problem) or problem.code.value == message


def test_the_french_traveller_row_for_4z_is_wholly_french():
    found = validate_traveller(rows({"contract": "4Z"})).iloc[0]
    assert said(found, lang="fr") == ("'4Z'\xa0: un contrat est un palier 1-7, une dénomination "
                                      "(T K C P SA ou ♣♦♥♠), X ou XX s'il est contré, ou passe")
    assert found["problem"].startswith("'4Z': a contract is a level 1-7")  # the file's, English
    out = bk.score_event(rows({"contract": "4Z"}))
    assert said(out.attrs["problems"][0], lang="nl") == (
        "'4Z': een contract is een niveau 1-7, een kleur (K R H S SA of ♣♦♥♠), X of XX als het "
        "gedoubleerd is, of pas")


def test_a_ruling_is_valued_in_english_in_its_column_and_said_from_its_code():
    frame = rows({"contract": None, "declarer": None, "result": None, "ns_score": "A60/40"})
    out = bk.score_event(frame)
    assert out["ruling"].iloc[0] == "artificial adjusted score (Law 12C2): N-S 60%; E-W 40%"
    assert out.attrs["rulings"][0].describe(lang="fr") == \
        "score ajusté artificiel (Loi 12C2)\xa0: NS 60\xa0%\xa0; EO 40\xa0%"
    weighted = bk.score_event(rows({"contract": None, "declarer": None, "result": None,
                                    "ns_score": "30%+420 70%+170"}))
    assert weighted["ruling"].iloc[0] == ("weighted score 30% of +420 + 70% of +170 "
                                          "(Law 12C1(c)): each part matchpointed, then weighted")
    assert weighted.attrs["rulings"][0].describe(lang="nl") == (
        "gewogen score 30% van +420 + 70% van +170 (Spelregel 12C1(c)): elk deel gematchpunt, "
        "dan gewogen")


def test_checks_reason_for_a_row_in_error_is_worded_from_its_code():
    from bridgekit.pairs.published import compare_published, describe, score_published

    compared = compare_published(score_published(rows({"contract": "4Z"}).assign(pbn_mp_ns=0.0)))
    assert describe(compared, lang="fr")[0].endswith(
        "(bridgekit n'a pas pu calculer cette ligne\xa0: '4Z'\xa0: un contrat est un palier 1-7, "
        "une dénomination (T K C P SA ou ♣♦♥♠), X ou XX s'il est contré, ou passe)")
    assert compared["reason"][0] == (  # the frame's own column: in the language asked, English
        "bridgekit could not score this row: '4Z': a contract is a level 1-7, a strain "
        "(C D H S NT or ♣♦♥♠), X or XX if doubled, or Pass")
