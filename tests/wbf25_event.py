"""A small teams event on the WBF 25-0 scale (1993-2013), its numbers worked by hand from the
scale's table (bridgekit/data/wbf-vp-25-scale.csv), for the teams and widget tests.

Three teams A, B and C play a round robin of 8-board matches, the third team sitting out each
round with a bye. Every table score is one a contract scores at any vulnerability (partscores,
undoubled undertricks), so the board numbers 1-8 of each match are all valid.

The 8-9 board band of the scale: 15-15 0-1 IMPs, 16-14 2-5, 17-13 6-8, 18-12 9-11, 19-11 12-14,
20-10 15-17, 21-9 18-20, ..., 25-5 30-33, 25-4 34-37, 25-3 38-41, 25-2 42-45, 25-1 46-51,
25-0 52 and more.

Round 1, A v B (A home), the net to A on each board and its IMPs:
  140 - -110 = 250: 6; 110 - 140 = -30: -1; 200 - -140 = 340: 8; 170 - 110 = 60: 2;
  -110 - -110 = 0: 0; 300 - 100 = 200: 5; 100 - 140 = -40: -1; 140 - 140 = 0: 0.
  A 21 IMPs, B 2: margin 19 to A, 18-20 is 21-9 (the VPs sum to 30).
Round 2, A v C (A home):
  -140 - 300 = -440: -10; -110 - 200 = -310: -7; -300 - 140 = -440: -10; -200 - 170 = -370: -9;
  110 - 110: 0; -140 - -100 = -40: -1; 140 - 170 = -30: -1; -110 - 110 = -220: -6.
  A 0 IMPs, C 44: margin 44 to C, 42-45 is 25-2 (the sum 27, not 30: past 25-5 the winner stays
  at 25 and the loser drops).
Round 3, B v C (B home): 140 - 110 = 30: 1 IMP on board 1, every other board flat: margin 1,
  0-1 is 15-15.
Byes: C in round 1, B in round 2, A in round 3, each 18 VPs (the 25-0 scale's bye, 18-12's
  winner, as 12 is the 20-0 scales' 12-8).
Totals: A 21 + 2 + 18 = 41; B 9 + 15 + 18 = 42; C 25 + 15 + 18 = 58: C 1st, B 2nd, A 3rd.
Without the byes: A 23, B 24, C 40, in the same order.
"""


from __future__ import annotations

import pandas as pd

#: (round, home, away, table 1 N-S, table 2 N-S, the home team's IMPs on each board by hand)
MATCHES = [
    (1, "A", "B", [140, 110, 200, 170, -110, 300, 100, 140],
     [-110, 140, -140, 110, -110, 100, 140, 140], [6, -1, 8, 2, 0, 5, -1, 0]),
    (2, "A", "C", [-140, -110, -300, -200, 110, -140, 140, -110],
     [300, 200, 140, 170, 110, -100, 170, 110], [-10, -7, -10, -9, 0, -1, -1, -6]),
    (3, "B", "C", [140, 110, -140, 200, 170, -110, 300, 100],
     [110, 110, -140, 200, 170, -110, 300, 100], [1, 0, 0, 0, 0, 0, 0, 0]),
]
#: each match's VPs by hand from the 8-9 board band: (home, away)
VPS = [(21, 9), (2, 25), (15, 15)]


def boards_frame(byes: bool = True) -> pd.DataFrame:
    rows = [{"round": r, "match": 1, "home": h, "away": a, "board": b, "table1_ns": t1[b - 1],
             "table2_ns": t2[b - 1]}
            for r, h, a, t1, t2, _imps in MATCHES for b in range(1, 9)]
    if byes:
        rows += [{"round": 1, "match": 2, "home": "C", "away": "Bye"},
                 {"round": 2, "match": 2, "home": "Bye", "away": "B"},
                 {"round": 3, "match": 2, "home": "A", "away": "Bye"}]
    return pd.DataFrame(rows)


def usebio_teams(path, *, program: str = "") -> str:
    """The event (no byes) as a USEBIO teams file, its published numbers those worked by hand
    above: each board's IMPs to the home team, each match's VPs, each team's total and place."""
    totals = {"A": 21 + 2, "B": 9 + 15, "C": 25 + 15}
    places = {"C": 1, "B": 2, "A": 3}
    teams = "".join(f"<TEAM><TEAM_NUMBER>{t}</TEAM_NUMBER><TEAM_NAME>Team {t}</TEAM_NAME>"
                    f"<PLACE>{places[t]}</PLACE><TOTAL_SCORE>{totals[t]}</TOTAL_SCORE></TEAM>"
                    for t in "ABC")
    matches = []
    for (rnd, home, away, t1, t2, imps), (vh, va) in zip(MATCHES, VPS, strict=True):
        boards = "".join(
            f"<BOARD><BOARD_NUMBER>{b}</BOARD_NUMBER><IMPS>{imps[b - 1]}</IMPS>"
            f"<TRAVELLER_LINE><DIRECTION>NS</DIRECTION><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>"
            f"<EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>{t1[b - 1]}</SCORE></TRAVELLER_LINE>"
            f"<TRAVELLER_LINE><DIRECTION>EW</DIRECTION><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER>"
            f"<EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>{t2[b - 1]}</SCORE></TRAVELLER_LINE>"
            "</BOARD>" for b in range(1, 9))
        matches.append(f"<MATCH><ROUND_NUMBER>{rnd}</ROUND_NUMBER><TEAM>{home}</TEAM>"
                       f"<OPPOSING_TEAM>{away}</OPPOSING_TEAM><TEAM_SCORE>{vh}</TEAM_SCORE>"
                       f"<OPPOSING_TEAM_SCORE>{va}</OPPOSING_TEAM_SCORE>{boards}</MATCH>")
    name = f"<PROGRAM_NAME>{program}</PROGRAM_NAME>" if program else ""
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<USEBIO Version="1.2">'
        f'<EVENT EVENT_TYPE="TEAMS">{name}<EVENT_DESCRIPTION>Round robin, 25-0 scale'
        "</EVENT_DESCRIPTION><BOARD_SCORING_METHOD>IMPS</BOARD_SCORING_METHOD>"
        "<MATCH_SCORING_METHOD>VPS</MATCH_SCORING_METHOD>"
        f"<PARTICIPANTS>{teams}</PARTICIPANTS><SESSION><SESSION_NUMBER>1</SESSION_NUMBER>"
        f"{''.join(matches)}</SESSION></EVENT></USEBIO>", encoding="utf-8")
    return str(path)
