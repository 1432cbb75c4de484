"""What a results file says about its event, typed: :class:`FileMeta`.

Each format states its event in its own words: PBN's ``Event``, ``Date`` and ``Site`` tags
(and ``Application``), USEBIO's EVENT_DESCRIPTION, DATE and CLUB_NAME, an ACBL club game's
name, start date and club, an ACBL Live page's event and date, an NZ Bridge Scorer
session's ``event_name``, ``event_date`` and ``club``, a Bridgemate database's Session.
The readers keep each as the file has it; :meth:`FileMeta.of` reads them all in one place,
so a page, a printed ranking and the app name an event the same way whatever wrote it.
:func:`bridgekit.io.read` gives a file's rows and its :class:`FileMeta` together, as
``(frame, meta)``.

>>> import pandas as pd
>>> game = pd.DataFrame()
>>> game.attrs.update(format="acbl", program={"name": "ACBLscore"}, game={
...     "name": "Open Pairs", "club_name": "Riverside", "start_date": "03/11/2025"})
>>> meta = FileMeta.of(game)
>>> meta.program, meta.event, meta.date, meta.club
('ACBLscore', 'Open Pairs', '2025-03-11', 'Riverside')
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

import pandas as pd

from bridgekit.columns import cell_text

__all__ = ["FileMeta"]


@dataclass(frozen=True)
class FileMeta:
    """A results file's own word on its event (empty text where it says nothing).

    Attributes
    ----------
    format : str
        The format it was read as (``"pbn"``, ``"usebio"``, ``"usebio-teams"``, ``"csv"``,
        ``"acbl"``, ``"acbl-live"``, ``"nzbs"``, ``"bws"``).
    program, version : str
        The program that wrote it, and its version, as the file names them.
    event : str
        The event's name.
    date : str
        The event's date as the file writes it; an ACBL club game's ``MM/DD/YYYY`` (read
        the other way round in Europe) is written ``YYYY-MM-DD``.
    club : str
        The club (PBN's ``Site``).
    path : str
        Where it was read from (``<bytes>`` for an upload).
    """

    format: str = ""
    program: str = ""
    version: str = ""
    event: str = ""
    date: str = ""
    club: str = ""
    path: str = ""

    @classmethod
    def of(cls, df: pd.DataFrame) -> FileMeta:
        """The meta of a frame a bridgekit reader returned (read from its ``attrs``).

        >>> FileMeta.of(pd.DataFrame()).event
        ''
        """
        a = df.attrs
        program = a.get("program") or {}
        if not isinstance(program, Mapping):  # a teams file names its program as text
            program = {"name": program}
        tags = _mapping(a.get("event"))  # PBN's tags; a Bridgemate Session as PBN names it
        game = _mapping(a.get("game"))  # ACBL: the club game, or the Live page's event
        session = _mapping(a.get("session"))  # NZ Bridge Scorer
        event = _first(tags.get("Event"), a.get("event_name"), game.get("name"),
                       game.get("event"), session.get("event_name"))
        date = _first(tags.get("Date"), tags.get("EventDate"), a.get("date"),
                      session.get("event_date"))
        if not date and (game.get("start_date") or game.get("date")):
            date = cell_text(game.get("start_date") or game.get("date"))
            us = re.fullmatch(r"(\d{1,2})/(\d{1,2})/(\d{4})", date)
            date = f"{us[3]}-{int(us[1]):02d}-{int(us[2]):02d}" if us else date
        club = _first(tags.get("Site"), a.get("club"), game.get("club_name"),
                      session.get("club"))
        return cls(format=cell_text(a.get("format") or ""),
                   program=_first(program.get("name"), tags.get("Generator"),
                                  tags.get("Application")),
                   version=_first(program.get("version")), event=event, date=date, club=club,
                   path=cell_text(a.get("path") or ""))


def _mapping(value: object) -> Mapping[str, object]:
    return value if isinstance(value, Mapping) else {}


def _first(*values: object) -> str:
    """The first value given that says something, as text."""
    for value in values:
        text = cell_text(value) if value is not None else ""
        if text:
            return text
    return ""
