"""Write hand-record files from deals dealt by endplay's dealer (deterministic; run from the
repo root with the analysis extra installed):

    python scripts/make_hands.py

Each board's double-dummy table and its OptimumScore come from endplay's own double-dummy
solver and par function, so bridgekit's par is tested against an independent answer.

- ``bridgekit/data/sample_hands.pbn``: a four-board session for the notebooks, each board with
  its deal, its table, par and a ScoreTable of six results near double dummy: a sacrifice, a
  slam, a part-score battle and a game.
- ``tests/data/hands/exact.pbn``: 32 boards, exact DoubleDummyTricks tables.
- ``tests/data/hands/lossy.pbn``: the same boards as Dealmaster and BridgeComposer write
  them: ``1`` for every cell of 6 tricks or fewer, in both tags.
- ``tests/data/hands/rows.pbn``: the same boards with an OptimumResultTable, rows in another
  order and no trumps written ``N``, and OptimumScore in the ``"EW 6N; -990"`` form.
"""

from __future__ import annotations

from pathlib import Path

from endplay.dds import calc_dd_table, par
from endplay.dealer import generate_deals
from endplay.types import Denom, Player, Vul

from bridgekit import board_dealer, board_vulnerability, ns_score
from bridgekit.deals.double_dummy import SEATS, STRAINS, DDTable

ROOT = Path(__file__).resolve().parents[1]
PLAYERS = {"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west}
DENOMS = {"NT": Denom.nt, "S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds,
          "C": Denom.clubs}
VULS = {"None": Vul.none, "NS": Vul.ns, "EW": Vul.ew, "Both": Vul.both}
PBN_VUL = {"None": "None", "NS": "NS", "EW": "EW", "Both": "All"}


def analyse(deal, board: int):
    table = calc_dd_table(deal)
    cells = tuple(tuple(int(table[PLAYERS[str(s)], DENOMS[str(t)]]) for t in STRAINS)
                  for s in SEATS)
    vul, dealer = str(board_vulnerability(board)), str(board_dealer(board))
    parlist = par(table, VULS[vul], PLAYERS[dealer])
    return DDTable(cells, tuple((True,) * 5 for _ in range(4))), parlist, vul, dealer


def optimum(score: int, style: str, contract: str) -> str:
    if style == "rows":  # the declaring side, its contract, then the score to N-S
        parts = contract.split()
        side = "NS" if len(parts) > 1 and parts[1] in "NS" else "EW"
        return f"{side} {parts[0]}; {score}"
    return f"NS {score}" if score >= 0 else f"EW {-score}"


def header(board: int, deal, vul: str, dealer: str) -> list[str]:
    return [f'[Board "{board}"]', f'[Dealer "{dealer}"]', f'[Vulnerable "{PBN_VUL[vul]}"]',
            f'[Deal "{deal.to_pbn()}"]']


def tables_text(dd: DDTable, style: str) -> list[str]:
    if style == "rows":
        lines = ['[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]']
        for strain in ("C", "D", "H", "S", "NT"):  # another order than the tag's own
            for seat in ("W", "E", "S", "N"):
                written = "N" if strain == "NT" else strain
                lines.append(f"{seat} {written:>2} {dd.tricks(seat, strain):>2}")
        return lines
    text = dd.to_pbn()
    if style == "lossy":
        text = "".join("1" if int(c, 16) <= 6 else c for c in text)
    return [f'[DoubleDummyTricks "{text}"]']


def write_fixtures() -> None:
    deals = list(generate_deals(produce=32, seed=2024))
    out = ROOT / "tests" / "data" / "hands"
    out.mkdir(parents=True, exist_ok=True)
    for style in ("exact", "lossy", "rows"):
        lines = ["% PBN 2.1", "% hand records dealt by endplay's dealer (seed 2024)"]
        for board, deal in enumerate(deals, start=1):
            dd, parlist, vul, dealer = analyse(deal, board)
            contract = program_form(next(iter(parlist)), dd) if parlist.score else "Pass"
            lines += header(board, deal, vul, dealer) + tables_text(dd, style)
            lines += [f'[OptimumScore "{optimum(parlist.score, style, contract)}"]', ""]
        (out / f"{style}.pbn").write_text("\n".join(lines), encoding="utf-8")


# the sample session: (what the board shows, a test of the par list) and the field's results
WANTED = [
    ("a sacrifice", lambda p: any(c.penalty.name != "passed" for c in p)),
    ("a slam", lambda p: any(c.level >= 6 and c.penalty.name == "passed" for c in p)),
    ("a part-score battle", lambda p: 0 < abs(p.score) < 300),
    ("a game", lambda p: 400 <= abs(p.score) <= 700 and all(c.level in (3, 4, 5) for c in p)),
]


DENOM_TEXT = {Denom.nt: "NT", Denom.spades: "S", Denom.hearts: "H", Denom.diamonds: "D",
              Denom.clubs: "C"}
PLAYER_TEXT = {v: k for k, v in PLAYERS.items()}


def program_form(contract, dd: DDTable) -> str:
    """A par contract as scoring programs print it: ``5S N 11``."""
    strain, seat = DENOM_TEXT[contract.denom], PLAYER_TEXT[contract.declarer]
    double = "X" if contract.penalty.name == "doubled" else ""
    return f"{contract.level}{strain}{double} {seat} {dd.tricks(seat, strain)}"


def field(dd: DDTable, contract) -> list[tuple[str, str, int]]:
    """Six results near double dummy: the par contract (made as double dummy says, a trick
    either side), a level lower, and the other side's own best contract."""
    strain, seat = DENOM_TEXT[contract.denom], PLAYER_TEXT[contract.declarer]
    double = "X" if contract.penalty.name == "doubled" else ""
    level, tricks = contract.level, dd.tricks(seat, strain)
    par_text = f"{level}{strain}{double}"
    lower = f"{max(1, level - 1)}{strain}"
    theirs = ("E", "W") if seat in "NS" else ("N", "S")
    o_tricks, o_seat, o_strain = max((dd.tricks(s, t), s, t) for s in theirs
                                     for t in ("NT", "S", "H", "D", "C"))
    o_level = max(1, min(7, o_tricks - 6))
    o_text = f"{o_level}{o_strain}" + ("" if o_tricks >= o_level + 6 else "X")
    return [(par_text, seat, tricks), (par_text, seat, tricks), (par_text, seat, tricks - 1),
            (par_text, seat, min(13, tricks + 1)), (o_text, o_seat, o_tricks),
            (lower, seat, tricks)]


def write_sample() -> None:
    chosen = []
    deals = generate_deals(produce=400, seed=7)
    for deal in deals:
        board = len(chosen) + 1
        if board > len(WANTED):
            break
        dd, parlist, vul, dealer = analyse(deal, board)
        if WANTED[board - 1][1](parlist):
            chosen.append((board, deal, dd, parlist, vul, dealer))
    lines = ["% PBN 2.1", "% bridgekit's sample hand records: four boards dealt by endplay's "
             "dealer", '% their double-dummy tables and par from its solver', ""]
    for board, deal, dd, parlist, vul, dealer in chosen:
        lines += [f'[Event "bridgekit sample session: {WANTED[board - 1][0]}"]']
        lines += header(board, deal, vul, dealer) + tables_text(dd, "exact")
        first = next(iter(parlist))
        contract = program_form(first, dd)
        lines += [f'[OptimumScore "{optimum(parlist.score, "exact", contract)}"]',
                  f'[ParContract "{contract}"]', '[Scoring "MatchPoints;MP1"]']
        lines.append('[ScoreTable "Table\\1R;PairId_NS\\1R;PairId_EW\\1R;Contract\\4L;'
                     'Declarer\\1R;Result\\2R;Score_NS\\6R"]')
        for table, (contract_text, seat, tricks) in enumerate(field(dd, first), start=1):
            score = ns_score(contract_text, seat, tricks, board_vulnerability(board))
            lines.append(f'{table} {table} {table + 10} {contract_text} {seat} {tricks} '
                         f'"{score}"')
        lines.append("")
    (ROOT / "bridgekit" / "data" / "sample_hands.pbn").write_text("\n".join(lines),
                                                                   encoding="utf-8")


if __name__ == "__main__":
    write_fixtures()
    write_sample()
