"""Double-dummy tables: how many tricks each seat takes as declarer in each strain.

A table comes from a results or hand-record file's tags (no compiled code needed)
or is computed from a deal by :func:`dd_table` with the optional ``analysis``
extra (endplay and its bundled double-dummy solver).

PBN files carry the table two ways:

``[DoubleDummyTricks "d7ddad7dda1111111111"]``
    20 hexadecimal digits: declarer North, South, East, West, each in no trumps,
    spades, hearts, diamonds, clubs. Dealmaster and BridgeComposer write ``1`` for
    every declarer and strain that cannot make a contract (6 tricks or fewer), so
    the exact count is lost there; bridgekit reads such a table as *lossy* and knows
    which cells are exact.
``[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]``
    followed by rows such as ``N  S  7`` (declarer, strain, tricks), in any order,
    no trumps written ``NT`` or ``N``.

A table is lossy when it holds a ``1`` and no count from 0 to 6 other than 1 (an
exact table's low counts are rarely all exactly one trick).

>>> t = DDTable.from_pbn("d7ddad7dda1111111111")
>>> t.tricks("N", "NT"), t.tricks("S", "H"), t.is_exact("E", "C"), t.lossy
(13, 13, False, True)
>>> t.frame().loc["N"].tolist()
[13, 7, 13, 13, 10]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pandas as pd

from bridgekit._checks import MAX_CELL_CHARS, clip_text
from bridgekit.board import Seat
from bridgekit.contract import Strain
from bridgekit.deals.deal import Deal, DealError
from bridgekit.errors import BridgekitError, DDTableError
from bridgekit.i18n import _, speaking

if TYPE_CHECKING:
    from types import ModuleType

    from endplay.dds.ddtable import DDTable as EndplayTable

__all__ = ["DDTable", "dd_table", "dd_tables"]

#: Seats and strains in the order tables are shown: N, E, S, W by NT, S, H, D, C.
SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
STRAINS = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)
_PBN_SEATS = (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)  # DoubleDummyTricks order
_HEX_RE = re.compile(r"[0-9a-dA-D]{20}")
_TAG_RE = re.compile(r'\[\s*DoubleDummyTricks\s+"([^"]*)"\s*\]')
_ROW_RE = re.compile(r"^\s*([NESW])\s+(NT|[NSHDC])\s+(\d{1,2})\s*$", re.IGNORECASE | re.MULTILINE)
_ACCEPTED = ("a double-dummy table is 20 hex digits as in [DoubleDummyTricks \"d7ddad7dda...\"], "
             "or an [OptimumResultTable] with rows like 'N S 7'")


@dataclass(frozen=True)
class DDTable:
    """Tricks each seat takes as declarer in each strain, double dummy.

    ``cells[i][j]``: seat ``SEATS[i]`` (N, E, S, W), strain ``STRAINS[j]`` (NT, S,
    H, D, C). ``exact[i][j]`` is False where the source only said "6 or fewer".
    """

    cells: tuple[tuple[int, ...], ...]
    exact: tuple[tuple[bool, ...], ...]

    def __post_init__(self) -> None:
        if len(self.cells) != 4 or any(len(row) != 5 for row in self.cells) or any(
                not 0 <= t <= 13 for row in self.cells for t in row):
            raise DDTableError(f"{self.cells!r}: a table has 4 seats by 5 strains of 0 to 13 "
                               "tricks")

    @classmethod
    def from_pbn(cls, text: str) -> DDTable:
        """Read a ``DoubleDummyTricks`` value, a file's text holding that tag, or an
        ``OptimumResultTable`` with its rows.

        Raises
        ------
        DDTableError
            Quoting the text and saying what is accepted.
        """
        if not isinstance(text, str) or len(text) > 100 * MAX_CELL_CHARS:
            raise DDTableError(f"{clip_text(text)}: {_ACCEPTED}")
        tag = _TAG_RE.search(text)
        value = tag[1].strip() if tag else text.strip().strip('"')
        if _HEX_RE.fullmatch(value):
            grid = {(seat, strain): int(value[5 * i + j], 16)
                    for i, seat in enumerate(_PBN_SEATS) for j, strain in enumerate(STRAINS)}
            return cls._from_grid(grid)
        rows = _ROW_RE.findall(text) if "OptimumResultTable" in text else []
        if not rows:
            raise DDTableError(f"{clip_text(text)}: {_ACCEPTED}")
        return cls.from_rows(rows)

    @classmethod
    def from_rows(cls, rows: Iterable[Sequence[object]]) -> DDTable:
        """From ``OptimumResultTable`` rows: (declarer, strain, tricks) such as ``("N", "S", "7")``,
        in any order, no trumps as ``NT`` or ``N``; all 20 cells once each."""
        grid: dict[tuple[Seat, Strain], int] = {}
        for row in rows:
            try:
                seat, strain, tricks = row
                key, value = (Seat.parse(str(seat)), Strain.parse(str(strain))), int(str(tricks))
            except (ValueError, BridgekitError):
                raise DDTableError(f"{clip_text(row)}: a row of an OptimumResultTable reads "
                                   "like 'N S 7' (declarer, strain, tricks)") from None
            if key in grid or not 0 <= value <= 13:
                raise DDTableError(f"{clip_text(row)}: each declarer and strain once, with 0 "
                                   "to 13 tricks")
            grid[key] = value
        if len(grid) != 20:
            raise DDTableError(f"{len(grid)} rows: an OptimumResultTable has one row for each "
                               "of 4 declarers by 5 strains")
        return cls._from_grid(grid)

    @classmethod
    def _from_grid(cls, grid: dict[tuple[Seat, Strain], int]) -> DDTable:
        values = set(grid.values())
        lossy = 1 in values and not values & {0, 2, 3, 4, 5, 6}
        cells = tuple(tuple(grid[seat, strain] for strain in STRAINS) for seat in SEATS)
        exact = tuple(tuple(not (lossy and t == 1) for t in row) for row in cells)
        return cls(cells, exact)

    def tricks(self, seat: Seat | str, strain: Strain | str) -> int:
        """Tricks ``seat`` takes as declarer in ``strain`` (for a lossy cell: 1, meaning 6 or
        fewer -- check :meth:`is_exact`)."""
        return self.cells[SEATS.index(Seat.parse(seat))][STRAINS.index(_as_strain(strain))]

    def is_exact(self, seat: Seat | str, strain: Strain | str) -> bool:
        return self.exact[SEATS.index(Seat.parse(seat))][STRAINS.index(_as_strain(strain))]

    @property
    def lossy(self) -> bool:
        """Whether some cell only says "6 tricks or fewer"."""
        return not all(all(row) for row in self.exact)

    def filled(self, unknown: int) -> DDTable:
        """The table with every lossy cell read as ``unknown`` tricks (0 to 6)."""
        cells = tuple(tuple(t if ok else unknown for t, ok in zip(row, ok_row, strict=True))
                      for row, ok_row in zip(self.cells, self.exact, strict=True))
        return DDTable(cells, tuple((True,) * 5 for _ in range(4)))

    def frame(self) -> pd.DataFrame:
        """The table: index N, E, S, W; columns NT, S, H, D, C."""
        return pd.DataFrame(self.cells, index=[str(s) for s in SEATS],
                            columns=[str(s) for s in STRAINS])

    def to_pbn(self) -> str:
        """The ``DoubleDummyTricks`` value (declarer N, S, E, W by NT, S, H, D, C)."""
        return "".join(f"{self.tricks(seat, strain):x}" for seat in _PBN_SEATS
                       for strain in STRAINS)

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: str | None = None) -> str:
        """The table as text: a row per declarer, a column per strain (NT, S, H, D, C), the
        seats and NT as ``lang`` writes them (None: the language being spoken).

        >>> print(DDTable.from_pbn("d7ddad7dda1111111111").text())
              NT  ♠  ♥  ♦  ♣
          N  13  7 13 13 10
          E  ≤6 ≤6 ≤6 ≤6 ≤6
          S  13  7 13 13 10
          W  ≤6 ≤6 ≤6 ≤6 ≤6
        """
        with speaking(lang):
            head = "     " + " ".join(f"{s.symbol:>2}" for s in STRAINS)
            lines = [head]
            for seat, row, ok in zip(SEATS, self.cells, self.exact, strict=True):
                cells = " ".join(f"{t:>2}" if good else "≤6" for t, good in
                                 zip(row, ok, strict=True))
                lines.append(f"  {seat.spoken}  {cells}")
            return "\n".join(lines)

    def _repr_html_(self) -> str:
        return self.html()

    def html(self, lang: str | None = None) -> str:
        """The table as HTML under its caption, in words of ``lang`` (None: the language
        being spoken)."""
        from bridgekit.show.html import table_html

        with speaking(lang):
            shown = self.frame().astype(object).where([list(row) for row in self.exact], "≤6")
            shown.columns = [s.symbol for s in STRAINS]
            shown.index = [s.spoken for s in SEATS]
            # TRANSLATORS: the heading of a double-dummy table's column of seats
            shown = shown.reset_index(names=_("declarer"))
            return table_html(shown, _("Double-dummy tricks"))


def _as_strain(strain: Strain | str) -> Strain:
    if isinstance(strain, Strain):
        return strain
    try:
        return Strain.parse(str(strain))
    except ValueError:
        raise DDTableError(f"{clip_text(strain)}: a strain is NT, S, H, D or C") from None


def dd_table(deal: Deal | str) -> DDTable:
    """Compute a deal's double-dummy table (needs the ``analysis`` extra: endplay), as
    :func:`dd_tables` computes many; computed once per deal and kept.

    Raises
    ------
    DDTableError
        When endplay is not installed (saying which extra to install); DealError for a deal
        without all four hands.
    """
    return dd_tables([deal])[0]


_CACHE: dict[str, DDTable] = {}
#: deals handed to the solver in one call (it solves them on all cores at once)
_BATCH = 20


def _endplay() -> tuple[ModuleType, ModuleType]:
    try:
        from endplay import dds, types
    except ImportError:
        raise DDTableError("computing a double-dummy table needs endplay: pip install "
                           "'bridgekit[analysis]' (or read the table from the file's "
                           "DoubleDummyTricks tag with DDTable.from_pbn)") from None
    return dds, types


def _from_endplay(table: EndplayTable, types: ModuleType) -> DDTable:
    players = {Seat.NORTH: types.Player.north, Seat.EAST: types.Player.east,
               Seat.SOUTH: types.Player.south, Seat.WEST: types.Player.west}
    denoms = {Strain.NOTRUMP: types.Denom.nt, Strain.SPADES: types.Denom.spades,
              Strain.HEARTS: types.Denom.hearts, Strain.DIAMONDS: types.Denom.diamonds,
              Strain.CLUBS: types.Denom.clubs}
    cells = tuple(tuple(int(table[players[seat], denoms[strain]]) for strain in STRAINS)
                  for seat in SEATS)
    return DDTable(cells, tuple((True,) * 5 for _ in range(4)))


def dd_tables(deals: Iterable[str | Deal]) -> list[DDTable]:
    """Double-dummy tables of many deals at once (the ``analysis`` extra): the solver
    works on several deals together, so a 28-board session takes a few seconds.

    Raises
    ------
    DDTableError
        When endplay is not installed; DealError for a deal that cannot be read.
    """
    texts = []
    for deal in deals:
        d = Deal.parse(deal)
        if any(h is None for h in d.hands):
            raise DealError(f"{str(d)!r}: double dummy needs all four hands")
        texts.append(str(d))
    todo = list(dict.fromkeys(t for t in texts if t not in _CACHE))
    if todo:
        dds, types = _endplay()
        for i in range(0, len(todo), _BATCH):
            chunk = todo[i:i + _BATCH]
            for text, table in zip(chunk, dds.calc_all_tables([types.Deal(t) for t in chunk]),
                                   strict=True):
                _CACHE[text] = _from_endplay(table, types)
    return [_CACHE[t] for t in texts]
