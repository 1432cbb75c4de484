"""IMPs, teams matches (with rulings, byes and three-way matches), hybrid points."""


import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.score import impossible_ns_scores

#: N-S scores a board of any vulnerability can have (a teams table's score must be one)
ANY_BOARD = [int(s) for s in range(-7600, 7610, 10)
             if not any(impossible_ns_scores([s], v)[0] for v in range(4))]


def test_teams_match():
    m = bk.teams_match([420, -50, 110, 600], [170, -50, -140, -100], home="Lions", away="Tigers")
    assert m.frame.net.tolist() == [250, 0, 250, 700]
    assert m.frame.home_imps.tolist() == [6, 0, 6, 12]
    assert m.frame.running.tolist() == [6, 6, 12, 24]
    assert (m.home_imps, m.away_imps, m.imp_margin) == (24, 0, 24)
    assert (m.home_bam, m.away_bam) == (7.0, 1.0)
    assert m.aggregate == 1200
    assert "Board 1: table 1 +420, table 2 +170: Lions gain 250 (220-260: 6 IMPs)" in m.explain()
    # a net of +10 wins the board (point-a-board: any positive aggregate wins); the old
    # 10-point tie is the hybrid board rule, kept for events whose conditions ask for it
    acbl = bk.teams_match([420, 110], [400, 100], scale="acbl")
    assert acbl.frame.home_bam.tolist() == [1.0, 1.0]
    acbl10 = bk.teams_match([420, 110], [400, 100], scale="acbl", draw_margin=10)
    assert acbl10.frame.home_bam.tolist() == [1.0, 0.5]


@given(st.lists(st.tuples(st.sampled_from(ANY_BOARD), st.sampled_from(ANY_BOARD)), min_size=1,
                max_size=8))
def test_swapping_teams_swaps_every_result(boards):
    t1 = [a for a, _ in boards]
    t2 = [b for _, b in boards]
    m = bk.teams_match(t1, t2)
    s = bk.teams_match(t2, t1)  # the same results, the away team called home
    assert s.frame.home_imps.tolist() == (-m.frame.home_imps).tolist()
    assert (s.home_imps, s.away_imps) == (m.away_imps, m.home_imps)
    assert (s.home_bam, s.away_bam) == (m.away_bam, m.home_bam)
    assert s.vps() == m.vps()[::-1]
    h, sh = m.hybrid(), s.hybrid()
    assert (sh.home, sh.away) == (h.away, h.home)


def test_teams_event_sample():
    matches = bk.score_teams_event(bk.load_sample_teams())
    assert len(matches) == 15 and (matches.boards == 3).all()
    assert ((matches.home_hp + matches.away_hp) == 10).all()
    standings = bk.rank_teams(matches, by="hp")
    assert standings.played.eq(5).all()
    assert standings.total.sum() == 15 * 10
    vp = bk.rank_teams(matches, by="vp")
    assert round(vp.total.sum(), 2) == 15 * 20


# Rulings at IMPs (Law 86A: average-plus +3 IMPs, average-minus -3)
def test_code_at_table_two_is_the_away_teams_ns():
    m = bk.teams_match([420, 100], [170, "A+"], home="H", away="A")
    assert m.frame.home_imps.tolist() == [6, -3]
    assert m.frame.away_imps.tolist() == [-6, 3]
    assert np.isnan(m.frame.net[1])  # table 1's +100 does not count
    assert (m.home_imps, m.away_imps, m.imp_margin) == (6, 3, 3)
    assert "table 2 ruled A60/40: average-plus to N-S (A), average-minus to E-W (H)" \
        in m.explain()


def test_unbalanced_rulings_each_side_its_own_value():
    m = bk.teams_match(["A+/A+"], [100])
    assert (m.frame.home_imps[0], m.frame.away_imps[0]) == (3, 3)
    assert (m.imp_margin, m.away_margin) == (3, 3)
    home_vp, away_vp = m.vps()
    assert home_vp == away_vp == bk.wbf_vp(3, 1)[0]  # both scored as a 3-IMP win
    assert "Unbalanced rulings" in m.explain()


def test_ruling_value_is_an_option():
    m = bk.teams_match(["A-", 0], [0, "A="], ruling_imps=2)
    assert m.frame.home_imps.tolist() == [-2, 0]
    half = bk.teams_match(["A+"], [0], ruling_imps=1.5)
    assert half.imp_margin == 1.5
    low, high = bk.wbf_vp(1, 1)[0], bk.wbf_vp(2, 1)[0]
    assert low < half.vps()[0] < high


def test_ruled_board_board_a_match_and_hybrid():
    m = bk.teams_match(["A+", 420], [0, 400])
    assert (m.frame.home_bam[0], m.frame.away_bam[0]) == (1.2, 0.8)
    with pytest.raises(bk.ScoreError, match="hybrid points"):
        m.hybrid()


@pytest.mark.parametrize("bad", [["30%+420 70%+170"], [None], ["A70"]])
def test_teams_match_refuses(bad):
    with pytest.raises(bk.BridgekitError):
        bk.teams_match(bad, [0])


def _event_with(extra_rows):
    t = bk.load_sample_teams()
    return pd.concat([t, pd.DataFrame(extra_rows)], ignore_index=True)


def test_bye_scores_bye_vp_and_is_not_ranked():
    df = _event_with([{"round": 9, "match": 1, "home": "Bye", "away": "Acol"}])
    m = bk.score_teams_event(df)
    bye = m[m["round"] == 9].iloc[0]
    assert (bye.home_vp, bye.away_vp) == (0.0, 12.0) and "bye: Acol scores 12 VPs" in bye.note
    assert bk.score_teams_event(df, bye_vp=10).iloc[-1].away_vp == 10
    ranking = bk.rank_teams(m, by="vp")
    assert "Bye" not in set(ranking.team)
    acol = ranking.set_index("team").loc["Acol"]
    assert acol.played == 6
    with pytest.raises(bk.ScoreError, match="bye_hp"):
        bk.rank_teams(m, by="hp")
    assert "Acol" in set(bk.rank_teams(bk.score_teams_event(df, bye_hp=5), by="hp").team)


def test_three_way_half_scale():
    t = bk.load_sample_teams()
    t["vp_at_stake"] = 10
    m = bk.score_teams_event(t)
    full = bk.score_teams_event(bk.load_sample_teams())
    assert ((m.home_vp + m.away_vp).round(2) == 10).all()
    assert np.allclose(m.home_vp, (full.home_vp / 2), atol=0.01)
    assert (m.note == "10-VP scale").all()


def test_event_with_a_ruling_ranks_by_vp():
    t = bk.load_sample_teams().astype({"table2_ns": object})
    t.loc[0, "table2_ns"] = "A+"
    m = bk.score_teams_event(t)
    assert np.isnan(m.home_hp[0]) and "table 2 ruled A60/40" in m.note[0]
    assert len(bk.rank_teams(m, by="vp")) == 6


#: Every way a teams event is scored: board-a-match points, its draw margin, the VP scale.
ALL_SETTINGS = [bk.Settings(scale=scale, draw_margin=margin, vp_scale=vp)
                for scale in ("ebu", "acbl") for margin in (0, 10)
                for vp in ("wbf", "wbf_discrete", "whole_up", "ebu_whole", "wbf_25")]


def _each_match_alone(df, how, bye_hp):
    """The plain reference: each match taken apart and scored by itself, as teams_match scores
    it (a bye as a bye scores), its names read once."""
    from bridgekit.columns import pair_text
    from bridgekit.teams.event import BYE_VP, BYE_VP_25, _bye_row, _match_row

    top = float(bk.teams.vp.scale_top(how.vp_scale))
    rows = []
    for (r, m), g in df.groupby(["round", "match"], sort=True):
        home, away = (str(pair_text(g[side].iloc[:1])[0]) for side in ("home", "away"))
        if "bye" in (home.casefold(), away.casefold()):
            rows.append(_bye_row(r, m, home, away, BYE_VP_25 if top == 25 else BYE_VP, bye_hp))
            continue
        one = bk.teams_match(g.table1_ns, g.table2_ns, g.board.to_numpy(), how,
                             home=home, away=away)
        given = g.vp_at_stake.dropna() if "vp_at_stake" in g else ()
        stake = float(given.iloc[0]) if len(given) else top  # all blank: the scale's own
        rows.append({"round": r, "match": m, **_match_row(one, stake, top)})
    return pd.DataFrame(rows)


def _random_event(seed, long_matches):
    """A teams event drawn from ``seed``: few distinct scores (tied and flat boards), matches of
    different lengths with boards missing, byes (some with no board rows), a ruling now and
    then, a team's name spelled two ways, a three-way match's 10-VP halves (some cells blank),
    rows in any order, rounds named by text."""
    rng = np.random.default_rng(seed)
    scores = np.array([-1100, -630, -500, -200, -100, -90, 0, 70, 90, 110, 140, 400, 500, 630,
                       650, 1100], dtype=object)
    parts = []
    for i in range(int(rng.integers(1, 9))):
        k = int(rng.integers(8, 12) if long_matches else rng.integers(1, 10))
        boards = np.sort(rng.choice(np.arange(1, 25), k, replace=False)) if rng.random() < 0.3 \
            else np.arange(1, k + 1)
        t1 = rng.choice(rng.choice(scores, 3), k)
        t2 = t1.copy() if rng.random() < 0.15 else rng.choice(scores, k)
        home = rng.choice([f"H{i % 4}", f" H{i % 4} ", f"0{i % 4 + 1}", f"{i % 4 + 1}", "Bye"])
        away = rng.choice([f"A{i % 5}", f"A{i % 5} "] + ([] if home == "Bye" else ["bye "]))
        part = pd.DataFrame({"round": i // 3 + 1, "match": i % 3 + 1, "home": home,
                             "away": away, "board": boards, "table1_ns": t1, "table2_ns": t2})
        if rng.random() < 0.15:
            part.loc[int(rng.integers(k)), rng.choice(["table1_ns", "table2_ns"])] = \
                rng.choice(["A+", "A-", "A=", "A+/A+", "A60/40"])
        if "bye" in (home.strip().casefold(), away.strip().casefold()) and rng.random() < 0.5:
            part = part.iloc[:1].assign(board=np.nan, table1_ns=np.nan, table2_ns=np.nan)
        parts.append(part)
    df = pd.concat(parts, ignore_index=True)
    if rng.random() < 0.3:
        df["vp_at_stake"] = np.where(df["match"] == 1, 10.0, 20.0 if not long_matches else 25.0)
        df.loc[rng.random(len(df)) < 0.3, "vp_at_stake"] = np.nan
    if rng.random() < 0.3:
        df = df.sample(frac=1, random_state=seed).reset_index(drop=True)
    if rng.random() < 0.2:
        df["round"] = "R" + df["round"].astype(str)
    elif rng.random() < 0.2:  # pandas' nullable whole numbers, rows in reverse
        df = df.astype({"round": "Int64"}).iloc[::-1].reset_index(drop=True)
    return df


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**31 - 1), st.sampled_from(ALL_SETTINGS), st.sampled_from([None, 7.5]))
def test_every_match_of_an_event_scores_as_it_does_alone(seed, how, bye_hp):
    """score_teams_event scores a whole event at once; every column of every match is exactly
    what the match scored alone gives, under every board-a-match scale, draw margin and VP
    scale. A plain match keeps the invariants: hybrid points 3k + 1 a k-board match, VPs
    summing to the scale (20-0 scales), IMPs and board points shared between the teams."""
    df = _random_event(seed, long_matches=how.vp_scale == "wbf_25")
    event, alone = bk.score_teams_event(df, how, bye_hp=bye_hp), \
        _each_match_alone(df, how, bye_hp)
    assert list(event.columns) == list(alone.columns)
    for column in alone.columns:
        pd.testing.assert_series_equal(event[column], alone[column], check_dtype=False,
                                       check_exact=True, check_categorical=False)
    plain = event[(event.boards > 0) & event.home_hp.notna()]
    assert ((plain.home_hp + plain.away_hp) == 3 * plain.boards + 1).all()
    assert ((plain.home_board_hp + plain.away_board_hp) == 2 * plain.boards).all()
    assert ((plain.home_bam + plain.away_bam)
            == plain.boards * (2 if how.scale == "ebu" else 1)).all()
    if how.vp_scale != "wbf_25":
        stake = 20
        if "vp_at_stake" in df:  # each match's stated stake; a match with none: the scale's
            stated = df.groupby(["round", "match"], as_index=False).vp_at_stake.first()
            stake = plain.merge(stated, "left", ["round", "match"]).vp_at_stake
            stake = stake.fillna(20).to_numpy()
        assert ((plain.home_vp + plain.away_vp).round(2) == stake).all()
    # the same event with the teams' seats turned round: every result turns with them
    turned = df.assign(home=df["away"], away=df["home"], table1_ns=df["table2_ns"],
                       table2_ns=df["table1_ns"])
    back = bk.score_teams_event(turned, how, bye_hp=bye_hp)
    for mine, theirs in (("home", "away"), ("away", "home")):
        for what in ("imps", "vp", "bam", "hp", "board_hp"):
            pd.testing.assert_series_equal(back[f"{mine}_{what}"], event[f"{theirs}_{what}"],
                                           check_names=False, check_dtype=False)
    assert (back["aggregate"] == -event["aggregate"]).all()


def test_an_event_in_any_row_order_scores_the_same():
    t = bk.load_sample_teams()
    shuffled = t.sample(frac=1, random_state=3)
    a, b = bk.score_teams_event(t), bk.score_teams_event(shuffled)
    for column in a.columns:
        if column in ("home", "away", "note"):
            assert a[column].tolist() == b[column].tolist()
        else:
            assert np.allclose(a[column].astype(float), b[column].astype(float)), column


@pytest.mark.parametrize("cell", [True, np.True_])
def test_a_boolean_score_in_an_event_is_refused_as_in_a_match(cell):
    """True is not a score of 1: the whole-event path sends it to teams_match, which refuses
    it, as it does for that match alone (the event naming the match and board)."""
    teams = bk.load_sample_teams().astype({"table1_ns": object})
    teams.loc[3, "table1_ns"] = cell
    with pytest.raises(bk.ScoreError, match="a score is a number") as event:
        bk.score_teams_event(teams)
    with pytest.raises(bk.ScoreError) as match:
        bk.teams_match(teams.table1_ns[:8], teams.table2_ns[:8])
    assert str(event.value) == "round 1, match 2 (Benjamin v Easley), board 1: " + str(match.value)


def test_a_teams_event_is_scored_by_settings_and_the_keyword_options_are_shortcuts():
    """A preset scores as its options do; a keyword option changes the settings given for
    that call; a scale given where the settings go is refused, saying it goes by name."""
    teams = bk.load_sample_teams()
    whole = bk.score_teams_event(teams, bk.Settings.of("teamsscorer"))
    assert whole.equals(bk.score_teams_event(teams, vp_scale="ebu_whole"))
    assert bool((whole.home_vp == whole.home_vp.round()).all())
    assert bk.score_teams_event(teams, bk.Settings(draw_margin=10), draw_margin=0).equals(
        bk.score_teams_event(teams))
    # 420 v 170 and 110 v -140: +250 twice, +0 once: 2 + 1 + 2 = 5 board points at 2/1/0,
    # 2.5 at 1/0.5/0, by the settings or by the shortcut
    m = bk.teams_match([420, -50, 110], [170, -50, -140], settings=bk.Settings(scale="acbl"))
    assert (m.home_bam, m.scale) == (2.5, "acbl")
    assert bk.teams_match([420, -50, 110], [170, -50, -140], scale="acbl").frame.equals(m.frame)
    with pytest.raises(bk.OptionError, match=r"settings='acbl'.* an option goes by its name"):
        bk.score_teams_event(teams, "acbl")
    with pytest.raises(bk.OptionError) as refused:  # its example is an option a match takes
        bk.teams_match([420], [170], settings="teamsscorer")
    assert "method=" not in str(refused.value) and "as scale='acbl'" in str(refused.value)
    with pytest.raises(bk.OptionError, match="method='plain': not an option here; one of scale"):
        bk.teams_match([420], [170], method="plain")
    with pytest.raises(bk.OptionError, match="draw_margin=None"):
        bk.score_teams_event(teams, draw_margin=None)


def test_a_teams_tie_break_takes_its_rules_by_name():
    t = bk.break_teams_tie(bk.load_sample_teams(), "Acol", "Easley", must_break=True,
                           ballot_seed=1)
    assert (t.winner, t.decided_by) == ("Easley", "(a)")
    with pytest.raises(bk.ScoreError, match="hybrid=True: not a rule of a teams tie-break"):
        bk.break_teams_tie(bk.load_sample_teams(), "Acol", "Easley", hybrid=True)



def test_vps_stretched_to_a_smaller_stake_round_half_away_in_a_match_and_an_event():
    """A 3-IMP win over 8 boards is 11.27 VPs of 20; on a 10-VP stake (a three-way match's
    half) that is 5.635, 5.64 - 4.36 rounded half away from zero (the house rounding), in
    a match scored alone (one with a ruling) and in the event's plain matches alike. Before,
    the one said 5.63 (Python's round of the float 5.635, a little under in binary) and the
    other numpy's half-to-even 5.64, and 19.79 of 20 was 9.89 in the one, 9.90 in the other."""
    assert bk.teams.vp.wbf_vp(3, 8) == (11.27, 8.73)
    assert bk.teams.vp.wbf_vp_scaled(3, 8, 10) == (5.64, 4.36)
    assert bk.teams.vp.stretched([19.79, 12.29], 10).tolist() == [9.9, 6.15]
    home = [110, 0, 0, 0, 0, 0, 0, 0]  # +110 against 0 on board 1: 3 IMPs, then flat
    plain = pd.DataFrame({"round": 1, "match": 1, "home": "H", "away": "A",
                          "board": range(1, 9), "table1_ns": home, "table2_ns": 0,
                          "vp_at_stake": 10.0})
    ruled = plain.assign(match=2, table2_ns=["0", "0", "0", "0", "0", "0", "0", "A="])
    event = bk.score_teams_event(pd.concat([plain, ruled], ignore_index=True))
    assert event[["home_imps", "away_imps"]].to_numpy().tolist() == [[3, 0], [3, 0]]
    assert event[["home_vp", "away_vp"]].to_numpy().tolist() == [[5.64, 4.36], [5.64, 4.36]]


@pytest.mark.parametrize("blank", [None, np.nan, "", "  "])
@pytest.mark.parametrize("key", ["round", "match"])
def test_a_blank_round_or_match_is_refused_by_name(key, blank):
    """A row with no round or no match belongs to no match: refused with the row, not a
    TypeError from deep inside (as before)."""
    df = pd.DataFrame({"round": [1, 1], "match": [1, 1], "home": "H", "away": "A",
                       "board": [1, 2], "table1_ns": [110, 0], "table2_ns": [0, 0]})
    df[key] = df[key].astype(object)
    df.loc[1, key] = blank
    with pytest.raises(bk.BridgekitError, match=f"{key} .* on row 2 .*names its round and match"):
        bk.score_teams_event(df)


def _match_of_eight(stakes, match=3, ruled=False):
    """Round 2's match ``match`` of eight boards (a 3-IMP win, then a 10-IMP one: 13 IMPs),
    its rows' VPs at stake ``stakes``; ``ruled``: board 8 ruled A= at table 2 (the match then
    scored alone, not in whole columns)."""
    df = pd.DataFrame({"round": 2, "match": match, "home": "Lions", "away": "Tigers",
                       "board": range(1, 9), "table1_ns": [110, 0, 420, 0, -100, 0, 0, 0],
                       "table2_ns": 0, "vp_at_stake": stakes})
    return df.astype({"table2_ns": object}).assign(
        table2_ns=[0] * 7 + ["A="]) if ruled else df


def test_a_match_whose_rows_give_two_stakes_is_refused_the_same_way_by_both_scorers():
    """A match is played for one stake: 20 VPs on boards 1-7 and 10 on board 8 are refused,
    naming the match and both values, whether the match is scored in the event's whole
    columns, alone, or one by one for its ruling. Before, the whole columns took 20 (the first
    value given) and the match scored alone its first row's, neither saying so."""
    stakes = [20.0] * 7 + [10.0]
    others = _match_of_eight(20.0, match=1)
    said = "round 2, match 3 (Lions v Tigers): its rows give 20 and 10 VPs at stake; a match " \
        "is played for one stake"
    messages = set()
    for df in (pd.concat([others, _match_of_eight(stakes)], ignore_index=True),
               _match_of_eight(stakes), _match_of_eight(stakes, ruled=True),
               _match_of_eight(stakes[::-1], ruled=True)[::-1]):
        with pytest.raises(bk.ScoreError) as refused:
            bk.score_teams_event(df)
        messages.add(str(refused.value))
    assert messages == {said}
    assert issubclass(bk.ScoreError, bk.BridgekitError)
    with pytest.raises(bk.ScoreError, match=r"give 25, 10 and 12\.5 VPs at stake"):
        bk.score_teams_event(_match_of_eight([25.0, 25.0, 10.0, 10.0, 12.5, 25, 25, 25]))


def _refused_by_every_path(stakes):
    """The messages of the ScoreErrors refusing round 2's match 3 with ``stakes``, scored in
    the event's whole columns beside a plain match, alone, and one by one for its ruling (its
    rows in order and reversed)."""
    messages = set()
    for df in (pd.concat([_match_of_eight(20.0, match=1), _match_of_eight(stakes)],
                         ignore_index=True),
               _match_of_eight(stakes), _match_of_eight(stakes, ruled=True),
               _match_of_eight(stakes[::-1], ruled=True)[::-1]):
        with pytest.raises(bk.ScoreError) as refused:
            bk.score_teams_event(df)
        messages.add(str(refused.value))
    return messages


@pytest.mark.parametrize(("cell", "quoted"), [
    ("ten", "'ten'"), ("20 VP", "'20 VP'"), ("1,5", "'1,5'"), ("nan", "'nan'"), (0, "0.0"),
    ("0", "'0'"), (-10, "-10.0"), (np.inf, "inf"), ("-inf", "'-inf'"), (1e9, "1000000000.0"),
    (1000.5, "1000.5"), (True, "True"), (np.True_, "True"), ([20], "[20]"),
    ({"vp": 20}, "{'vp': 20}"), (pd.Timestamp("2026-12-04"), "Timestamp('2026-12-04 00:00:00')"),
    ("x" * 100, "'" + "x" * 56 + "..."),
])
def test_a_stake_cell_that_is_not_a_positive_number_is_refused_the_same_way_by_both_scorers(
        cell, quoted):
    """A stake is a positive number of VPs (at most 1000): text that does not read as one, zero,
    a negative, infinite or absurd number, a boolean, a list or a date on board 8 is a
    ScoreError naming the match and quoting the cell (long text clipped), whether the match is
    scored in the event's whole columns or alone. Before, text and lists raised pandas' bare
    ValueError or TypeError, and 0, -10, inf, 1e9 and True (as 1) were scored silently."""
    said = f"round 2, match 3 (Lions v Tigers): VPs at stake {quoted}: a stake is a positive " \
        "number of VPs, such as 20 or 10 (at most 1000)"
    assert _refused_by_every_path([20.0] * 7 + [cell]) == {said}
    assert _refused_by_every_path([np.nan] * 7 + [cell]) == {said}


def test_a_bad_stake_cell_is_found_before_two_stakes_and_in_the_first_match_it_is_in():
    """A match with a bad cell is named before a match giving two stakes, each match in (round,
    match) order whatever the order of the rows; in a stake column of booleans alone no cell
    is a stake."""
    two, bad = _match_of_eight([20.0] * 7 + [10.0], match=1), _match_of_eight(["20"] * 7 + ["ten"])
    with pytest.raises(bk.ScoreError, match=r"^round 2, match 3 .*: VPs at stake 'ten':"):
        bk.score_teams_event(pd.concat([two, bad], ignore_index=True))
    later = _match_of_eight(["ten"] * 8, match=4)
    with pytest.raises(bk.ScoreError, match=r"^round 2, match 3 .*: VPs at stake -1:"):
        bk.score_teams_event(pd.concat([later, _match_of_eight([-1] * 8)], ignore_index=True))
    with pytest.raises(bk.ScoreError, match=r"^round 2, match 3 .*: VPs at stake False:"):
        bk.score_teams_event(_match_of_eight([False] * 8))
    with pytest.raises(bk.ScoreError, match=r"^round 2, match 3 .*: VPs at stake \(20\+0j\):"):
        bk.score_teams_event(_match_of_eight(pd.Series([20.0] * 7 + [20 + 0j], dtype=object)))


@pytest.mark.parametrize("ruled", [False, True])
def test_a_stake_given_as_text_is_its_number_and_blank_text_is_blank(ruled):
    """Files give text: "10", " 10 " and "10.0" are a 10-VP stake (13 IMPs over 8 boards: 6.73 -
    3.27), "" and spaces a blank cell (the match's stated stake, or the scale's own: 13.45 -
    6.55 of 20), as NaN is. Before, the text raised pandas' bare ValueError."""
    def vps(stakes):
        row = bk.score_teams_event(_match_of_eight(stakes, ruled=ruled)).iloc[0]
        return row.home_vp, row.away_vp

    assert vps(["10"] * 8) == vps([" 10 ", "", "  ", None, "10.0", 10, np.nan, "10"]) \
        == vps(pd.array(["10"] * 4 + [pd.NA] * 4, dtype="string")) == (6.73, 3.27)
    assert vps([""] * 8) == vps([" "] * 7 + [None]) == (13.45, 6.55)
    assert vps(pd.array([pd.NA] * 7 + [10.0], dtype="Float64")) == (6.73, 3.27)


@settings(max_examples=40, deadline=None)
@given(st.floats(0, 1000, exclude_min=True), st.booleans(),
       st.lists(st.booleans(), min_size=8, max_size=8))
def test_a_stake_scores_the_same_given_as_a_number_or_as_its_text(stake, ruled, blanks):
    """Any stake up to 1000 VPs, given on some rows as a number, scores exactly as its text
    (with spaces round it) on those rows and "" on the others; the 20-0 scale's VPs share it."""
    numbers = [np.nan if b else stake for b in blanks]
    texts = ["" if b else f" {stake!r} " for b in blanks]
    a, b = (bk.score_teams_event(_match_of_eight(given, ruled=ruled)).iloc[0]
            for given in (numbers, texts))
    assert (a.home_vp, a.away_vp, a.note) == (b.home_vp, b.away_vp, b.note)
    assert round(a.home_vp + a.away_vp, 2) == (20 if all(blanks) else round(stake, 2))


@pytest.mark.parametrize("ruled", [False, True])
def test_a_match_with_one_stake_scores_as_before_and_a_blank_cell_takes_it(ruled):
    """13 IMPs over 8 boards: 13.45 - 6.55 of 20 (WBF), 6.73 - 3.27 on a 10-VP stake,
    stated on every row or on some rows with the others blank; a match whose cells are all
    blank is played for the scale's own stake (before: NaN VPs, and a ruled match whose first
    cell was blank had NaN VPs and a "nan-VP scale" note while a plain one took 10)."""
    def vps(stakes):
        row = bk.score_teams_event(_match_of_eight(stakes, ruled=ruled)).iloc[0]
        return row.home_vp, row.away_vp, "VP scale" in row.note

    assert vps(20.0) == vps([np.nan] * 8) == (13.45, 6.55, False)
    assert vps(10.0) == vps([np.nan] * 7 + [10.0]) == vps([np.nan, 10.0] + [np.nan] * 6) \
        == (6.73, 3.27, True)


@pytest.mark.parametrize("stake", [0, -10, 1e9, float("inf"), float("nan"), "10", True])
def test_a_match_scored_in_code_refuses_a_stake_a_column_would_refuse(stake):
    """``TeamsMatch.vps(at_stake)`` holds a stake to what a ``vp_at_stake`` cell may hold: a
    positive number of VPs (before, 0 gave 0-0 and -10 gave negative VPs without a word)."""
    match = bk.teams_match([420] * 8, [-50] * 8)
    assert match.vps(10) == (10.0, 0.0)
    with pytest.raises(bk.BridgekitError, match="at_stake="):
        match.vps(stake)


def _event(*matches):
    """A teams event from ``(round, match, home, away, [(table1_ns, table2_ns), ...])``; a
    bye's match has one row with no scores."""
    rows = []
    for rnd, number, home, away, boards in matches:
        for i, (t1, t2) in enumerate(boards, start=1):
            rows.append({"round": rnd, "match": number, "home": home, "away": away,
                         "board": i if t1 is not None else np.nan, "table1_ns": t1,
                         "table2_ns": t2})
    return pd.DataFrame(rows)


def test_a_teams_tie_break_counts_ruled_boards_by_their_imps():
    # A beat C by 6 IMPs on a board and 3 from an average-plus; B beat D by 9 on a board:
    # both 12.94 VPs, then a drawn match. A's ruled board is won (+3 IMPs) in the count-back
    # (a TypeError before: the ruling's text was subtracted from the other table's score)
    teams = _event((1, 1, "A", "C", [(420, 170), ("A+", 100)]),
                   (1, 2, "B", "D", [(420, 50), (110, 110)]),
                   (2, 1, "A", "B", [(-50, -50), (140, 140)]),
                   (2, 2, "C", "D", [(-50, -50), (140, 140)]))
    t = bk.break_teams_tie(teams, "A", "B", by="vp")
    said = t.explain()
    assert "(c) Basic-method score over the stage: A 9, B 9; level" in said
    assert "(d) count-back, 2 a board won and 1 drawn: A 6, B 5; A win" in said
    assert (t.winner, t.decided_by) == ("A", "(d)")


def test_a_teams_tie_break_leaves_a_bye_out_of_the_boards():
    # three teams, each with a bye, every board flat: the tie stands on 4 boards each (a bye's
    # row with no scores was refused as a NaN net before, and counted as a board)
    teams = _event((1, 1, "A", "B", [(420, 420), (110, 110)]), (1, 2, "C", "Bye", [(None, None)]),
                   (2, 1, "B", "C", [(420, 420), (110, 110)]), (2, 2, "A", "Bye", [(None, None)]),
                   (3, 1, "C", "A", [(420, 420), (110, 110)]), (3, 2, "B", "Bye", [(None, None)]))
    t = bk.break_teams_tie(teams, "A", "B", by="vp")
    assert "(d) count-back, 2 a board won and 1 drawn: A 4, B 4; level" in t.explain()
    assert t.winner is None
    with pytest.raises(bk.ScoreError, match="'Bye': no such team; the teams are A, B, C"):
        bk.break_teams_tie(teams, "A", "Bye", by="vp")
    # by hybrid points, a bye's points given: rank_teams asked for bye_hp=, which the
    # tie-break did not take (a ScoreError either way: a dead end). Each team 6 HPs from its
    # bye and 3.5 from each of its two flat matches of 2 boards (7 HPs a match): 13 each
    with pytest.raises(bk.ScoreError, match="bye_hp"):
        bk.break_teams_tie(teams, "A", "B")
    said = bk.break_teams_tie(teams, "A", "B", bye_hp=6).explain()
    assert "(a) head-to-head: A v B 3.5-3.5 of 7; level" in said
    assert "(c) point-a-board points over the stage: A 4, B 4; level" in said


def test_a_teams_tie_break_takes_each_meeting_at_its_own_stake():
    # White Book 143.6.2: a head-on match and a three-way half-match (10 VPs) are put together
    # and rescaled to 20-0 (the half-match was said "5-5 of 20": together 15-15 of 40, 7.5-7.5)
    flat = [(420, 420), (110, 110)]
    teams = _event((1, 1, "A", "B", flat), (2, 1, "A", "B", flat))
    teams["vp_at_stake"] = [20, 20, 10, 10]
    said = bk.break_teams_tie(teams, "A", "B", by="vp").explain()
    assert ("(a) head-to-head: A v B 10-10 of 20, 5-5 of 10: together 15-15 of 30, which is "
            "10-10 on a 20-0 scale; level") in said
    # matches played for 30 VPs: each team's 24.69 was refused as more than 20 at stake
    big = [(420, -50), (110, 110)]
    teams = _event((1, 1, "A", "B", big), (2, 1, "B", "A", big)).assign(vp_at_stake=30)
    said = bk.break_teams_tie(teams, "A", "B", by="vp").explain()
    assert "(a) head-to-head: A v B 24.69-5.31 of 30, 5.31-24.69 of 30: together 30-30" in said


def test_an_event_names_the_match_a_missing_or_unreadable_score_is_in():
    # an unfinished match among others: the refusal said neither match nor board before
    flat = [(420, 420), (110, 110)]
    teams = _event((1, 1, "A", "B", flat), (1, 2, "C", "D", [(420, 420), (110, None)]))
    with pytest.raises(bk.ScoreError, match=r"^round 1, match 2 \(C v D\), board 2: a teams "
                       "match needs a score"):
        bk.score_teams_event(teams)
    teams = _event((1, 1, "A", "B", flat), (2, 1, "C", "D", [("A6", 420), (110, 110)]))
    with pytest.raises(bk.ScoreError, match=r"^round 2, match 1 \(C v D\), board 1: 'A6': a "
                       "score is a number"):
        bk.score_teams_event(teams)


def test_a_teams_tie_on_whole_vps_is_broken_on_the_event_s_own_scale():
    # the sample scored on the EBU's whole-VP table: Easley and Fenton both 37 VPs, 5th equal;
    # the tie-break scored the event on WBF continuous VPs (39.61 and 36.49) and refused it
    # as "not tied"; given the event's settings it breaks it: Fenton won their match 14-6
    t = bk.load_sample_teams()
    settings = bk.Settings(vp_scale="ebu_whole")
    ranks = bk.rank_teams(bk.score_teams_event(t, settings), by="vp").set_index("team")
    assert ranks.loc[["Easley", "Fenton"], "total"].tolist() == [37.0, 37.0]
    with pytest.raises(bk.BridgekitError, match=r"not tied: Easley 39\.61, Fenton 36\.49"):
        bk.break_teams_tie(t, "Easley", "Fenton", by="vp")
    tie = bk.break_teams_tie(t, "Easley", "Fenton", by="vp", settings=settings)
    assert (tie.winner, tie.decided_by) == ("Fenton", "(a)")
    assert "Easley v Fenton 6-14 of 20" in tie.explain()
