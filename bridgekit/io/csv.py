"""The traveller as CSV: one row per result, the columns of :mod:`bridgekit.traveller`.

A header line names the columns; ``board`` and either ``contract`` (with
``declarer`` and ``result``) or ``ns_score`` are required, the rest optional.
Text cells are read as text (``=`` and ``+1`` stay results, ``A60/40`` an
adjusted score); empty cells stay empty.
"""

from __future__ import annotations

import csv
import io
import os

import pandas as pd

from bridgekit.errors import FileFormatError
from bridgekit.io._files import atomic_write_text, read_text

__all__ = ["read_traveller_csv", "write_traveller_csv"]


def read_traveller_csv(path: str | os.PathLike) -> pd.DataFrame:
    """Read a traveller CSV.

    Raises
    ------
    FileFormatError
        Naming the file and line: no header, a missing required column, a row
        with the wrong number of cells. Bad values in good rows (a contract that
        cannot be read, a board number that is not one) are not format errors:
        :func:`bridgekit.validate_traveller` reports them with their rows.
    """
    name = os.fspath(path)
    text = read_text(path)
    rows = list(csv.reader(io.StringIO(text)))
    if not rows or not any(cell.strip() for cell in rows[0]):
        raise FileFormatError("no header line: expected column names such as "
                              "board,ns,ew,contract,declarer,result", path=name, line=1)
    header = [c.strip() for c in rows[0]]
    if "board" not in header:
        raise FileFormatError(f"header {','.join(header)!r} has no 'board' column", path=name,
                              line=1)
    if "contract" not in header and "ns_score" not in header:
        raise FileFormatError(f"header {','.join(header)!r} needs 'contract' (with declarer and "
                              "result) or 'ns_score'", path=name, line=1)
    for number, row in enumerate(rows[1:], start=2):
        if row and len(row) != len(header):
            raise FileFormatError(f"{len(row)} cells, expected {len(header)} "
                                  f"({','.join(header)})", path=name, line=number)
    frame = pd.DataFrame([r for r in rows[1:] if r], columns=header, dtype=object)
    for column in frame.columns:
        frame[column] = frame[column].astype(str).str.strip()
    # whole board numbers become integers; anything else stays as typed, for
    # validate_traveller to report with its row
    if frame["board"].str.fullmatch(r"\d+").all():
        frame["board"] = frame["board"].astype(int)
    return frame


def write_traveller_csv(df: pd.DataFrame, path: str | os.PathLike) -> None:
    """Write a traveller (or a scored event) as CSV, whole or not at all."""
    atomic_write_text(path, df.to_csv(index=False))
