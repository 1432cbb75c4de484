"""Reading and writing results files: PBN 2.1 score tables, USEBIO XML, CSV.

Every writer writes to a temporary file and renames it into place, so a failure
never leaves half a file. Every reader raises :class:`bridgekit.FileFormatError`
naming the file, the line (where there is one) and what was expected.
"""

from bridgekit.io.csv import read_traveller_csv, write_traveller_csv
from bridgekit.io.pbn import read_pbn, write_pbn

__all__ = ["read_event", "read_pbn", "read_traveller_csv", "write_event", "write_pbn",
           "write_traveller_csv"]


def read_event(path, **options):
    """Read a traveller from a ``.pbn``, ``.csv`` or ``.xml`` (USEBIO) file, by its ending."""
    from pathlib import Path

    from bridgekit.errors import FileFormatError

    suffix = Path(path).suffix.lower()
    if suffix == ".pbn":
        return read_pbn(path, **options)
    if suffix == ".csv":
        return read_traveller_csv(path)
    if suffix == ".xml":
        from bridgekit.io.usebio import read_usebio

        return read_usebio(path)
    raise FileFormatError(f"{suffix or 'no ending'!r}: bridgekit reads .pbn, .csv and .xml "
                          "(USEBIO) files", path=str(path))


def write_event(df, path, **options):
    """Write a traveller to a ``.pbn``, ``.csv`` or ``.xml`` (USEBIO) file, by its ending."""
    from pathlib import Path

    from bridgekit.errors import FileFormatError

    suffix = Path(path).suffix.lower()
    if suffix == ".pbn":
        return write_pbn(df, path, **options)
    if suffix == ".csv":
        return write_traveller_csv(df, path)
    if suffix == ".xml":
        from bridgekit.io.usebio import write_usebio

        return write_usebio(df, path, **options)
    raise FileFormatError(f"{suffix or 'no ending'!r}: bridgekit writes .pbn, .csv and .xml "
                          "(USEBIO) files", path=str(path))
