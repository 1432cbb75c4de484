"""Writing files whole or not at all."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from bridgekit.errors import FileFormatError


def atomic_write_text(path: str | os.PathLike, text: str, encoding: str = "utf-8") -> None:
    """Write ``text`` to a temporary file beside ``path``, then rename it into place.

    On any failure the temporary file is removed and ``path`` is left as it was.
    """
    target = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp",
                               dir=target.parent if str(target.parent) else ".")
    try:
        with os.fdopen(fd, "w", encoding=encoding, newline="") as handle:
            handle.write(text)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def read_text(path: str | os.PathLike) -> str:
    """A whole text file (a byte-order mark dropped; undecodable bytes replaced).

    Raises
    ------
    FileFormatError
        Naming the file, when it cannot be read.
    """
    try:
        with open(path, encoding="utf-8-sig", errors="replace", newline="") as handle:
            return handle.read()
    except OSError as exc:
        raise FileFormatError(f"cannot read: {exc.strerror}", path=os.fspath(path)) from None
