"""Reading and writing results files: PBN 2.1 score tables, USEBIO XML, CSV.

Every reader takes what a user has: a path, bytes (an upload) or an open file,
binary or text. Only regular files are read, up to :data:`MAX_FILE_BYTES`
(``max_bytes=`` raises the limit). Every writer writes to a temporary file,
flushes it to disk and renames it into place, so a failure never leaves half a
file. Every reader raises :class:`bridgekit.FileFormatError` naming the file,
the line (where there is one) and what was expected.

>>> import bridgekit.io as bio
>>> sorted(bio.__all__)[:4]
['MAX_FILE_BYTES', 'hand_record_html', 'read_event', 'read_hand_records']
"""

from __future__ import annotations

import os
from pathlib import Path

from bridgekit.errors import FileFormatError
from bridgekit.io._files import MAX_FILE_BYTES, read_source, source_name
from bridgekit.io.csv import read_traveller_csv, write_traveller_csv
from bridgekit.io.hands import hand_record_html, read_hand_records, write_hand_record_html
from bridgekit.io.pbn import read_pbn, write_pbn
from bridgekit.io.usebio import read_usebio, write_usebio

__all__ = ["MAX_FILE_BYTES", "hand_record_html", "read_event", "read_hand_records", "read_pbn",
           "read_traveller_csv", "read_usebio", "write_event", "write_hand_record_html",
           "write_pbn", "write_traveller_csv", "write_usebio"]

_FORMATS = {".pbn": "pbn", ".csv": "csv", ".xml": "usebio", ".usebio": "usebio"}


def _format_of(source, format: str | None) -> str:
    if format is not None:
        if format not in ("pbn", "csv", "usebio"):
            raise FileFormatError(f"format={format!r}: bridgekit reads 'pbn', 'csv' and "
                                  "'usebio' files", path=source_name(source))
        return format
    name = source_name(source)
    suffix = Path(name).suffix.lower() if name not in ("<bytes>", "<stream>") else ""
    if suffix in _FORMATS:
        return _FORMATS[suffix]
    if isinstance(source, str | os.PathLike):
        raise FileFormatError(f"{suffix or 'no ending'!r}: bridgekit reads .pbn, .csv and .xml "
                              "(USEBIO) files", path=name)
    return ""  # bytes or a stream without a telling name: look at the content


def _sniff(data: bytes | str) -> str:
    """``usebio`` for XML, ``pbn`` for tag pairs, else ``csv``."""
    head = data[:4096]
    if isinstance(head, bytes):
        head = head.decode("latin-1")
    text = head.lstrip("\ufeff\xef\xbb\xbf \t\r\n")
    if text.startswith("<"):
        return "usebio"
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("[") or stripped.startswith("%"):
            return "pbn"
        if stripped:
            break
    return "csv"


def read_event(source, *, format: str | None = None,
               max_bytes: int | None = None, **options):
    """Read a traveller from a ``.pbn``, ``.csv`` or ``.xml`` (USEBIO) file.

    ``source`` is a path (its ending says the format), bytes or an open file
    (``format=`` says it, or the content does: XML, PBN tag pairs, else CSV).
    """
    kind = _format_of(source, format)
    if not kind:
        source = read_source(source, max_bytes=max_bytes)
        kind = _sniff(source)
    if kind == "pbn":
        return read_pbn(source, max_bytes=max_bytes, **options)
    if kind == "csv":
        return read_traveller_csv(source, max_bytes=max_bytes)
    return read_usebio(source, max_bytes=max_bytes)


def write_event(df, path, **options):
    """Write a traveller to a ``.pbn``, ``.csv`` or ``.xml`` (USEBIO) file, by its ending."""
    suffix = Path(path).suffix.lower()
    if suffix == ".pbn":
        return write_pbn(df, path, **options)
    if suffix == ".csv":
        return write_traveller_csv(df, path)
    if suffix == ".xml":
        return write_usebio(df, path, **options)
    raise FileFormatError(f"{suffix or 'no ending'!r}: bridgekit writes .pbn, .csv and .xml "
                          "(USEBIO) files", path=str(path))


def __dir__() -> list[str]:
    """The public names only (what ``__all__`` pins), so tab completion shows no internals."""
    return sorted(__all__)
