"""Write the notebooks in notebooks/ (then run `make notebooks` to execute and store outputs).

Each notebook stays thin: it imports a widget or a function from bridgekit and shows it.
Cells whose plain-text output nbval compares are marked ``# NBVAL_CHECK_OUTPUT``.
"""

from __future__ import annotations

from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = Path(__file__).resolve().parents[1] / "notebooks"
CHECK = "# NBVAL_CHECK_OUTPUT\n"


def notebook(cells) -> nbformat.NotebookNode:
    nb = new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    for kind, text in cells:
        nb.cells.append(new_markdown_cell(text) if kind == "md" else new_code_cell(text))
    return nb


NOTEBOOKS = {
    "01_scoring_a_hand.ipynb": [
        ("md", "# 01 · Scoring a hand\n\nThe duplicate score of one hand, itemised the way a "
               "teacher writes it on the board (the team-of-four score table; today's Laws by "
               "default)."),
        ("code", "import bridgekit as bk"),
        ("code", CHECK + 'print(bk.score_breakdown("4SX", 8, vulnerable=True, declarer="N"))\n'
                 'print(bk.score_breakdown("4H", 11, vulnerable=False, declarer="S"))\n'
                 'print(bk.score_breakdown("6NTX", 12, vulnerable=True, declarer="W"))'),
        ("code", CHECK + 'print(bk.score_breakdown("3NT", 10, vulnerable=True, declarer="S")'
                 ".explain())"),
        ("md", "## What changed in the Laws\n\nThe older printing of the score table gave a made "
               "redoubled contract the same 50 as a doubled one; today it is 100."),
        ("code", CHECK + 'for laws in ("current", "old"):\n'
                 '    print(laws, bk.duplicate_score("2SXX", 8, vulnerable=False, laws=laws))'),
        ("md", "## Score it yourself\n\nPick a contract, declarer, result and vulnerability."),
        ("code", "from bridgekit.widgets import HandScorer, VulnerabilityQuiz\n\n"
                 "scorer = HandScorer()\nscorer"),
        ("code", CHECK + 'scorer.contract.value, scorer.result.value = "6NTX", "-3"\n'
                 'scorer.vulnerability.value = "NS"\nprint(scorer.breakdown.explain())'),
        ("md", "## A vulnerability quiz\n\nWho deals, and who is vulnerable?"),
        ("code", "quiz = VulnerabilityQuiz(board=7, seed=1)\nquiz"),
        ("code", CHECK + 'quiz.dealer.value, quiz.vulnerable.value = "S", "Both"\n'
                 "print(quiz.answer(), quiz.right, quiz.asked)"),
        ("md", "The answers for a few more boards:"),
        ("code", "quiz = [3, 7, 10, 13, 22]\nprint('Boards:', quiz)"),
        ("code", CHECK + "for board in quiz:\n"
                 "    print(f'board {board:2}: dealer {bk.board_dealer(board)}, '\n"
                 "          f'vulnerable {bk.board_vulnerability(board)}')"),
        ("code", CHECK + 'print(bk.is_possible_score(430, vulnerable=True), '
                 'bk.is_possible_score(430, vulnerable=False))'),
        ("md", "## Rubber bridge"),
        ("code", CHECK + 'rubber = (bk.Rubber().record("4S", "N", 10).record("3NT", "E", 9)\n'
                 '          .record("2H", "S", 9).record("3NT", "S", 9))\nprint(rubber.sheet())'),
    ],
    "02_traveller.ipynb": [
        ("md", "# 02 · The traveller\n\nType a board's results; the N-S score, matchpoints and "
               "percentages follow every edit. A row in error says why, next to it, and keeps "
               "what was typed."),
        ("code", "import bridgekit as bk\nfrom bridgekit.widgets import TravellerEditor\n\n"
                 "editor = TravellerEditor(board=7)\neditor.load_sample()\neditor"),
        ("md", "Driving it as a student would: change one result, add a bad row."),
        ("code", CHECK + 'editor.rows[0].result.value = "-1"\n'
                 'bad = editor.add_row({"ns": 9, "ew": 9, "contract": "8S", "declarer": "N",'
                 ' "result": "="})\n'
                 'print(editor.results[["ns", "ew", "contract", "declarer", "result", '
                 '"ns_score", "ns_mp", "ns_pct"]].round(1).to_string(index=False))\n'
                 'print(editor.results.error.tolist())'),
        ("md", "## The whole sample event\n\nA 6½-table Mitchell: one N-S pair sits out each "
               "round, so N-S pairs are ranked by percentage."),
        ("code", CHECK + "event = bk.load_sample_event()\nscored = bk.score_event(event)\n"
                 "print(bk.rank_pairs(scored).round(2).to_string(index=False))"),
    ],
    "03_matchpoints_vs_neuberg.ipynb": [
        ("md", "# 03 · Matchpoints v Neuberg\n\nMagic Contest's worked example: eleven results, one "
               "missing. Tick results out, turn one into a ruling, or put results in a deviant "
               "group, and compare plain, old-style, Neuberg and the small-group rule."),
        ("code", "import bridgekit as bk\nfrom bridgekit.widgets import NeubergComparison\n\n"
                 "comparison = NeubergComparison()\ncomparison"),
        ("code", CHECK + "print(comparison.comparison.round(1).to_string())"),
        ("code", CHECK + "board = [450] + [420] * 5 + [170] * 2 + [-50] * 2\n"
                 "print(bk.explain_board(board, normal=11))"),
        ("md", "## A fouled board\n\nSeven tables played one deal, three another: each group "
               "is scored on its own and factored to the ten results."),
        ("code", CHECK + "scores = [700, 600, 500, 400, 300, 200, 100, 90, 50, 10]\n"
                 "groups = ['A'] * 7 + ['B'] * 3\n"
                 "print(bk.score_board(scores, groups=groups).round(1).to_string())"),
        ("md", "## A ruling\n\nAn artificial score is a percentage of the full top; the real "
               "results are Neuberg-factored."),
        ("code", CHECK + 'comparison.status[0].value = "A60/40"\n'
                 "print(comparison.comparison.round(1).head(3).to_string())"),
    ],
    "04_hybrid_thresholds.ipynb": [
        ("md", "# 04 · Hybrid-point thresholds\n\nWhite Book 161.7: the remaining HPs are "
               "shared by floor(total points / swing). Move the sliders."),
        ("code", "import bridgekit as bk\nfrom bridgekit.widgets import HybridExplorer\n\n"
                 "explorer = HybridExplorer()\nexplorer"),
        ("code", CHECK + "explorer.boards.value, explorer.total.value, explorer.swing.value = "
                 "4, 2400, 300\nprint(explorer.share)\n"
                 "print(bk.hybrid_table(4).to_string(index=False))"),
        ("code", CHECK + "print(explorer.match_result.explain())"),
    ],
    "05_swings.ipynb": [
        ("md", "# 05 · Swings in a teams match\n\nThe sample teams event: per-board swings, the "
               "running IMP score, and the same match by board-a-match and hybrid points."),
        ("code", "import bridgekit as bk\nfrom bridgekit.widgets import SwingChart\n\n"
                 "chart = SwingChart()\nchart"),
        ("code", CHECK + 'chart.unit.value = "points"\nprint(chart.match_result.explain())'),
        ("code", CHECK + "matches = bk.score_teams_event(bk.load_sample_teams())\n"
                 "print(bk.rank_teams(matches, by='hp').to_string(index=False))\n"
                 "print(bk.rank_teams(matches, by='vp').round(2).to_string(index=False))"),
    ],
    "06_for_directors.ipynb": [
        ("md", "# 06 · For directors\n\nExplaining a fouled board, a weighted score and a "
               "tie-break, in words a player understands."),
        ("code", "import bridgekit as bk\nfrom bridgekit.widgets import TravellerEditor\n\n"
                 "event = bk.load_sample_event()"),
        ("md", "## Board 11 was fouled at two tables\n\nTwo results of six, a third of the "
               "board: the EBU's small-group rule (White Book 4.2.3.3) gives 65% and 55%."),
        ("code", CHECK + "print(bk.explain_event_board(event, 11, method='ebu'))"),
        ("md", "The same board in the traveller editor, scored the EBU's way:"),
        ("code", "editor = TravellerEditor(board=11, method='ebu')\neditor.load_sample()\n"
                 "editor"),
        ("code", CHECK + "print(editor.results[['ns', 'ew', 'ns_score', 'ns_pct', 'ew_pct']]"
                 ".to_string(index=False))"),
        ("md", "## Board 23 had a weighted score\n\nLaw 12C1(c): 40% of 3NT-1 by West and "
               "60% of 3H= by West. Each part meets the other results, then is weighted."),
        ("code", CHECK + "print(bk.explain_event_board(event, 23))"),
        ("md", "## A tie in the teams event\n\nAcol and Easley finish level on hybrid points. "
               "White Book 143.7.1 (a): their match decides."),
        ("code", CHECK + "teams = bk.load_sample_teams()\n"
                 "print(bk.break_teams_tie(teams, 'Acol', 'Easley').explain())"),
        ("md", "White Book 143.6's own Pachabo example: 5 HPs each, the point-a-board element level, "
               "and one team won the aggregate by 10."),
        ("code", CHECK + "m = bk.Meeting(5, 5, at_stake=10, a_boards=3, b_boards=3, margin=10, "
                 "boards=3)\n"
                 "print(bk.break_tie(bk.TieRecord('A'), bk.TieRecord('B'), [m], hybrid=True)"
                 ".explain())"),
    ],
    "app.ipynb": [
        ("md", "# bridgekit\n\nScoring duplicate bridge, explained: a traveller, matchpoints "
               "against Neuberg, hybrid-point thresholds and the swings of a teams match."),
        ("code", "from bridgekit.widgets import app\n\napp()"),
    ],
}


def main() -> None:
    HERE.mkdir(exist_ok=True)
    for name, cells in NOTEBOOKS.items():
        nbformat.write(notebook(cells), HERE / name)
        print("wrote", HERE / name)


if __name__ == "__main__":
    main()
