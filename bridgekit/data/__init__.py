"""Sample events shipped with bridgekit, loadable with one call.

``sample_pairs.csv``: a club pairs session, a 7-table Mitchell over 28 boards in
which East-West pair 7 did not come (so one North-South pair sits out each
round); board 11 was fouled at two tables (scoring group ``B``), board 17 had a
ruling (``A60/40``) and board 23 a weighted score.

``sample_teams.csv``: six teams, all-play-all, five rounds of 3-board matches,
scored like the Pachabo (hybrid points) or by IMPs and VPs.
"""

from __future__ import annotations

from importlib import resources

import pandas as pd

__all__ = ["load_sample_event", "load_sample_teams", "sample_path"]


def sample_path(name: str) -> str:
    """The path of a shipped sample file (``sample_pairs.csv``, ``sample_teams.csv``)."""
    return str(resources.files(__name__).joinpath(name))


def load_sample_event() -> pd.DataFrame:
    """The sample pairs event as a traveller table (one row per result).

    >>> df = load_sample_event()
    >>> len(df), df.board.nunique(), sorted(df.columns)[:4]
    (168, 28, ['board', 'contract', 'declarer', 'ew'])
    """
    df = pd.read_csv(sample_path("sample_pairs.csv"), dtype={"contract": "string",
                     "declarer": "string", "result": "string", "lead": "string",
                     "ns_score": "string", "group": "string"}, keep_default_na=False)
    return df


def load_sample_teams() -> pd.DataFrame:
    """The sample teams event: one row per board of each match.

    >>> t = load_sample_teams()
    >>> len(t), t.home.nunique() >= 3, int(t.groupby(["round", "match"]).size().max())
    (45, True, 3)
    """
    return pd.read_csv(sample_path("sample_teams.csv"))
