"""BBO LIN files: deals as hand records, each table's contract, declarer and tricks.

The fixtures were written by hand in BBO's shapes, and every number below worked by hand:

``tests/data/programs/bbo-vugraph.lin`` (a vugraph match: ``vg`` header, ``rs`` the results
as published, eight names, ``qx`` boards in the open and closed rooms)

- Board 1, dealer North (``md|3...``), none vulnerable. South holds AKQJT98765 of spades and a
  singleton in each other suit; West S432 HAKQJT DAKQJ CA. Open room: P P 4S P P P, South
  declares. West cashes HA (West's trick) and HK (South ruffs with S5), South draws trumps
  and runs them: nine more spade tricks, ten in all; at trick 12 South leads D2 to West's
  DA, and West's CA takes trick 13. Declarer: tricks 2 to 11 = 10, so 4S= (all 52 cards
  played, no claim). Closed room: four passes.
- Board 2, dealer East (``md|4...``), N-S vulnerable. East holds AKQJ AKQ AKQJ AK, West
  T98 JT9 T98 QJT9: E-W hold every winner. Open room: 2N (alerted "20-21") P 3N P P P, East
  declares 3NT (East named no trumps first); South leads S2, East wins SA and HA, then
  claims 13: 2 taken + 11 to play. Closed room: 2N 3C! (both majors) X P P P, South
  declares 3C doubled; West leads CQ, East's CA wins, and South concedes the rest: a claim
  of 0 tricks.

``tests/data/programs/bbo-myhands.lin`` (BBO's "My hands": a board a line, ``pn`` first, no
``qx``, CRLF)

- Board 7 (``ah|Board 7|``), board 1's deal, dealer North from ``md`` (not board 7's South),
  both vulnerable: 4S by South, three tricks played (West's HA; South's ruff and SA: 2),
  then a claim of 10 (2 taken, 10 to play).
- Board 8: a deal and no auction (a hand record only), no ``sv``: board 8's vulnerability,
  none.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.io import read_hand_records, read_lin

BOARD1 = "N:.9876.T987.KQJT9 .543.6543.876543 AKQJT98765.2.2.2 432.AKQJT.AKQJ.A"
BOARD2 = "E:AKQJ.AKQ.AKQJ.AK 432.432.432.5432 T98.JT9.T98.QJT9 765.8765.765.876"
MD1 = "md|3SAKQJT98765H2D2C2,S432HAKQJTDAKQJCA,SH9876DT987CKQJT9,|"


def test_a_vugraph_match_reads_as_hand_records_and_four_results(data_dir):
    hr = read_lin(data_dir / "programs" / "bbo-vugraph.lin")
    assert hr[["board", "dealer", "vulnerability", "deal"]].values.tolist() == [
        [1, "N", "None", BOARD1], [2, "E", "NS", BOARD2]]
    assert hr.attrs["event"] == "Club Teams, Round 1" and hr.attrs["format"] == "lin"
    results = hr.attrs["results"]
    assert results[["board", "room", "contract", "declarer", "result", "lead"]].values.tolist() \
        == [[1, "open", "4S", "S", "10", "HA"], [1, "closed", "Pass", "", "", ""],
            [2, "open", "3NT", "E", "13", "S2"], [2, "closed", "3CX", "S", "0", "CQ"]]
    assert results.cards.tolist() == [52, 0, 8, 4]
    assert results.claim.fillna(-1).tolist() == [-1, -1, 13, 0]
    # the open room's four names, then the closed room's (pn: S, W, N, E)
    assert results.ns_names.tolist() == ["Cat & Ann", "Gus & Eve"] * 2
    assert results.ew_names.tolist() == ["Dan & Bob", "Hal & Fay"] * 2
    assert results.auction.tolist() == ["P P 4S P P P", "P P P P", "2N P 3N P P P",
                                        "2N 3C! X P P P"]
    assert results.explanations.tolist() == ["", "", "2N: 20-21", "3C: both majors"]
    assert results.line.tolist() == [4, 13, 15, 19]
    # the header's rs: two a board from vg's first board, open room then closed, as written
    assert results.published.tolist() == ["4SS=", "", "3NE+4", "3CXS-9"]


def test_the_results_score_as_a_traveller(data_dir):
    results = read_lin(data_dir / "programs" / "bbo-vugraph.lin").attrs["results"]
    # 4S= none vulnerable: 120 + 300 + 0 = 420; 3NT+4 by E-W not vulnerable: 100 + 300 + 120
    # = 520 to E-W; 3CX by N-S vulnerable, 0 tricks, 9 down doubled: 200 + 8 x 300 = 2600
    played = results[results.contract != "Pass"]
    vul = {1: "None", 2: "NS"}
    scores = [bk.ns_score(r.contract, r.declarer, int(r.result), vul[r.board])
              for r in played.itertuples()]
    assert scores == [420, -520, -2600]


def test_a_file_of_a_board_a_line(data_dir):
    hr = read_lin(data_dir / "programs" / "bbo-myhands.lin")
    assert hr[["board", "dealer", "vulnerability", "deal"]].values.tolist() == [
        [7, "N", "Both", BOARD1], [8, "E", "None", BOARD2]]
    results = hr.attrs["results"]
    assert results[["board", "room", "contract", "declarer", "result", "cards", "claim"]
                   ].values.tolist() == [[7, "", "4S", "S", "10", 12, 10.0]]
    assert (results.ns_names[0], results.ew_names[0]) == ("Cat & Ann", "Dan & Bob")


def test_read_as_hand_records_they_write_as_a_pbn_hand_record(data_dir, tmp_path):
    pytest.importorskip("endplay")
    from bridgekit.io import write_hand_records

    hr = read_lin(data_dir / "programs" / "bbo-vugraph.lin")
    write_hand_records(hr, tmp_path / "match.pbn")
    back = read_hand_records(tmp_path / "match.pbn")
    assert back[["board", "dealer", "vulnerability", "deal"]].values.tolist() == \
        hr[["board", "dealer", "vulnerability", "deal"]].values.tolist()
    # board 2: E-W take all 13 tricks in every strain (East holds 16 of the 20 honours and
    # West the rest of the winners): par 7NT by E or W, not vulnerable, 1520
    assert back.optimum_score[1] == -1520


def lin(*parts: str) -> bytes:
    return ("qx|o1|" + MD1 + "sv|o|" + "".join(parts)).encode()


AUCTION = "mb|p|mb|p|mb|4S|mb|p|mb|p|mb|p|"


@pytest.mark.parametrize(("text", "message"), [
    (lin(AUCTION, "pc|HZ|"), r"pc\|'HZ'\|: a card is a suit \(S, H, D, C\) then a rank"),
    (lin(AUCTION, "pc|SA|"), r"pc\|'SA'\|: W is to play and does not hold SA \(trick 1\)"),
    (lin(AUCTION, "pc|HA|pc|C9|"), r"pc\|'C9'\|: N has H and must follow suit \(trick 1\)"),
    (lin("mb|p|mb|1S|mb|p|"), r"board 1: the auction 'P 1S P' does not end"),
    (lin(AUCTION, "mb|p|"), r"mb\|'p'\|: a call after the auction ended"),
    (lin("mb|1S|mb|1H|"), r"mb\|'1H'\|: does not outrank 1S"),
    (lin("mb|1S|mb|p|mb|d|"), r"mb\|'d'\|: not allowed here \(a double is of an opponent's"),
    (lin("mb|1S|mb|r|"), r"mb\|'r'\|: not allowed here \(a redouble"),
    (lin("mb|8S|"), r"mb\|'8S'\|: a call is p, d, r or a bid from 1C to 7N"),
    (lin(AUCTION, "pc|HA|mc|14|"), r"mc\|'14'\|: a claim is the declarer's tricks in all, "
                                   r"0 to 13 here \(0 taken, 13 to play\)"),
    (lin(AUCTION, "pc|HA|pc|H6|pc|H3|pc|H2|mc|13|"), r"0 to 12 here \(0 taken, 12 to play\)"),
    (lin(AUCTION, "mc|ten|"), r"mc\|'ten'\|: a claim is"),
    (lin(AUCTION, "mc|10|pc|HA|"), r"pc\|'HA'\|: a card played after the claim"),
    (lin(AUCTION, "mc|10|mc|9|"), r"two claims: '10 and 9'"),
    (lin("mb|p|mb|p|mb|p|mb|p|pc|HA|"), r"cards played or a claim on a board passed out"),
    (b"qx|o1|md|3SAKQJT98765H2D2C2,S432HAKQJTDAKQJCA,SH9876DT987CKQJT9,|sv|x|",
     r"sv\|'x'\|: vulnerability is o \(or 0\) none, n N-S, e E-W or b both"),
    (b"qx|o1|md|5SAKQ,SJT,S98,|", r"the dealer is 1 \(South\), 2 \(West\), 3 \(North\) or 4"),
    (b"qx|o1|md|3SAKQJT98765H2D2C,S432HAKQJTDAKQJCA,SH9876DT987CKQJT9,|",
     r"South's hand 'SAKQJT98765H2D2C' holds 12 cards; a hand has 13"),
    (b"qx|o1|md|3SAKQJT98765H2D2C2,S432HAKQJTDAKQJCA,SH9876DT987CKQJTX,|",
     r"the hand 'SH9876DT987CKQJTX' is not"),
    (b"qx|o1|md|3SAKQJT98765H2D2C2,S432HAKQJTDAKQJCA,SAH9876DT987CKQJT,|", r"board 1: md\|.*\|: SA dealt twice"),
    (b"qx|o1|md|3A,B,C,D,E|", r"5 hands; a deal is South, West, North and East"),
    (b"qx|o1|mb|1S|", r"an auction or play before any deal"),
    (lin("pc|HA|"), r"board 1: cards played or a claim without an auction"),
    (lin("mc|10|"), r"board 1: cards played or a claim without an auction"),
    (b"st||pg||", r"no deal found"),
    (("qx|o1|" + MD1 + "ah|Board 1|qx|o2|ah|Board 1|"
      "md|4S432H432D432C5432,ST98HJT9DT98CQJT9,S765H8765D765C876,|").encode(),
     r"board 1 has different deals \(lines 1, 1\)"),
    (("qx|o1|" + MD1 + "sv|o|qx|c1|" + MD1 + "sv|b|").encode(),
     r"board 1 has different vulnerabilities \(None, Both; lines 1, 1\)"),
    (("qx|o1|" + MD1 + "ah|Board 99999999999|").encode(), r"a board number is 1 to 999999999"),
    (b"qx|o1|" + MD1.encode() + b"m b|x|", r"'m b': a LIN tag is two letters"),
    (b"qx|o1|" + MD1.encode() + b"mb|1S", r"'1S' has no closing '\|'"),
])
def test_hostile_input_is_one_clear_error_naming_the_value(text, message):
    with pytest.raises(bk.FileFormatError, match=message):
        read_lin(text)


def test_a_fourteenth_trick_is_refused(data_dir):
    whole = (data_dir / "programs" / "bbo-vugraph.lin").read_text().split("qx|c1|")[0]
    with pytest.raises(bk.FileFormatError,
                       match=r"line 13: board 1: pc\|'SA'\|: a 53rd card, a 14th trick"):
        read_lin((whole + "pc|SA|").encode())


def test_a_huge_file_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "huge.lin"
    path.write_bytes(b"pg||" * 1000)
    with pytest.raises(bk.FileFormatError, match="4000 bytes, larger than 100: refused"):
        read_lin(path, max_bytes=100)
    with pytest.raises(bk.FileFormatError, match="not a regular file"):
        read_lin(tmp_path)


def test_an_error_names_the_line_it_is_on(data_dir):
    text = (data_dir / "programs" / "bbo-vugraph.lin").read_text().replace("pc|CQ|pc|C6|", "pc|CK|pc|C6|")
    with pytest.raises(bk.FileFormatError, match=r"line 21: board 2: pc\|'CK'\|: W is to play "
                                                 r"and does not hold CK \(trick 1\)"):
        read_lin(text.encode())


def test_a_huge_value_is_quoted_clipped():
    with pytest.raises(bk.FileFormatError) as caught:
        read_lin(b"qx|o1|md|3" + b"S" * 1_000_000 + b"|")
    assert len(str(caught.value)) < 300 and "..." in str(caught.value)
    with pytest.raises(bk.FileFormatError) as caught:
        read_lin(lin(AUCTION, "mc|" + "9" * 100_000 + "|"))
    assert len(str(caught.value)) < 300 and "a claim is the declarer's tricks" in str(caught.value)


CARDS = [s + r for s in "SHDC" for r in "AKQJT98765432"]  # each suit high to low


@st.composite
def played_boards(draw):
    """A random deal, a one-bid auction to a random contract by a random seat, and a random
    legal play of some or all of its 52 cards, refereed here as the rules say (follow suit
    when you can; the highest trump wins a trick, else the highest card of the suit led; the
    winner leads next): (LIN text, cards played, the declaring side's tricks)."""
    order = draw(st.permutations(CARDS))
    hands = [sorted(order[13 * i:13 * i + 13], key=CARDS.index) for i in range(4)]  # S W N E
    dealer = draw(st.integers(0, 3))  # LIN's seats: 0 S, 1 W, 2 N, 3 E (clockwise)
    waits = draw(st.integers(0, 3))  # passes before the bid: the declarer is dealer + waits
    level, strain = draw(st.integers(1, 7)), draw(st.sampled_from("CDHSN"))
    declarer = (dealer + waits) % 4
    calls = ["p"] * waits + [f"{level}{strain}", "p", "p", "p"]
    held = [set(h) for h in hands]
    turn, play, won = (declarer + 1) % 4, [], 0
    trick: list[tuple[int, str]] = []
    for _ in range(draw(st.integers(0, 52))):
        follow = [c for c in held[turn] if c[0] == trick[0][1][0]] if trick else []
        card = draw(st.sampled_from(sorted(follow or held[turn], key=CARDS.index)))
        held[turn].discard(card)
        play.append(card)
        trick.append((turn, card))
        turn = (turn + 1) % 4
        if len(trick) == 4:
            trumps = [t for t in trick if t[1][0] == strain]
            led = [t for t in trick if t[1][0] == trick[0][1][0]]
            turn = min(trumps or led, key=lambda t: CARDS.index(t[1]))[0]
            won += turn % 2 == declarer % 2
            trick = []
    md = str(dealer + 1) + ",".join(
        "".join(s + "".join(c[1] for c in h if c[0] == s) for s in "SHDC") for h in hands[:3])
    text = (f"qx|o1|md|{md},|" + "".join(f"mb|{c}|" for c in calls)
            + "".join(f"pc|{c}|" for c in play))
    return text, len(play), won


@settings(max_examples=100, deadline=None)
@given(played_boards())
def test_the_declarer_s_tricks_are_the_play_s_refereed_here(board):
    """Any legal play: a complete one gives the declaring side's tricks as refereed by the
    generator; an unfinished one without a claim has no result."""
    text, cards, won = board
    result = read_lin(text.encode()).attrs["results"].loc[0, "result"]
    assert result == (str(won) if cards == 52 else "")
