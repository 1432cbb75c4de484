"""IMPs, teams matches, hybrid points (seed 000) and victory points."""


from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk


def test_teams_match():
    m = bk.teams_match([420, -50, 110, 600], [170, -50, -140, -100], home="Lions", away="Tigers")
    assert m.frame.net.tolist() == [250, 0, 250, 700]
    assert m.frame.home_imps.tolist() == [6, 0, 6, 12]
    assert m.frame.running.tolist() == [6, 6, 12, 24]
    assert (m.home_imps, m.away_imps, m.imp_margin) == (24, 0, 24)
    assert (m.home_bam, m.away_bam) == (7.0, 1.0)
    assert m.aggregate == 1200
    assert "Board 1: table 1 +420, table 2 +170: Lions gain 250 (220-260: 6 IMPs)" in m.explain()
    acbl = bk.teams_match([420, 10], [400, 0], scale="acbl")
    assert acbl.frame.home_bam.tolist() == [1.0, 0.5]


@given(st.lists(st.tuples(st.integers(-200, 200), st.integers(-200, 200)), min_size=1,
                max_size=8))
def test_swapping_teams_swaps_every_result(boards):
    t1 = [a * 10 for a, _ in boards]
    t2 = [b * 10 for _, b in boards]
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
