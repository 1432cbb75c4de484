"""Reading what a user has (a path, bytes, a stream) and writing files whole or not at all.

Reading takes regular files only, up to a size limit (:data:`MAX_FILE_BYTES`,
raised per call with ``max_bytes=``): a FIFO, a device such as ``/dev/zero`` or
a directory is refused before anything is read, so nothing hangs and nothing
fills memory. Text is decoded without ever replacing a character silently: a
byte-order mark decides first, then a charset the file declares where its format
declares one (PBN's ``%Content-type`` comment line at the top of the file, an HTML
page's ``<meta charset>`` in its head, the XML declaration's ``encoding``; never a
CSV file, and never text in a cell, tag value or name), then UTF-8 when the bytes are
valid UTF-8, else Windows-1252 (the superset of ISO-8859-1 that PBN 2.1 names, and
what older Windows programs write). A declared ISO-8859-1 is read as Windows-1252 (what
programs that declare it really write: ``’`` and ``€`` are its bytes 0x92 and 0x80).

A charset is accepted only when it is a text encoding that writes ASCII as ASCII (UTF-8,
ISO-8859-x, Windows-125x, Shift JIS ...): ``unicode_escape``, ``rot13``, ``base64``,
``punycode``, ``utf-7`` and the like would let one part of the file rewrite another, and
are refused, named, as a :class:`~bridgekit.errors.FileFormatError`. A file that is UTF-8
but for a stray byte (one Windows-1252 ``’`` pasted into a UTF-8 file) is refused, naming
the byte and where it is, rather than read wholly as Windows-1252 with every other accented
name garbled.
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import gc
import os
import re
import shutil
import stat
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd

from bridgekit._checks import clip_text
from bridgekit.columns import few_codes
from bridgekit.errors import FileFormatError
from bridgekit.problems import Records

__all__ = [
    "MAX_FILE_BYTES",
    "Records",
    "atomic_write_bytes",
    "atomic_write_text",
    "check_writable",
    "declared_charset",
    "decode_text",
    "factorized_cells",
    "frozen",
    "read_source",
    "source_name",
    "text_charset",
]


def factorized_cells(column: pd.Series, label: object) -> tuple[Any, Any]:
    """``pd.factorize(column)`` of a column about to be written (:func:`few_codes`), each
    distinct cell to be written once; a list, dict or set in a cell (not one value) is
    refused naming the column.

    >>> factorized_cells(pd.Series(["4S", [1]], dtype=object), "contract")
    Traceback (most recent call last):
    ...
    bridgekit.errors.FileFormatError: column 'contract': [1] is not one value; a cell holds one (text or a number)
    """
    try:
        return few_codes(column)  # text of a lone surrogate hashed too: the writer refuses it
    except TypeError:
        bad = next(v for v in column.tolist() if not pd.api.types.is_hashable(v))
        raise FileFormatError(f"column {label!r}: {clip_text(bad)} is not one value; a cell "
                              "holds one (text or a number)") from None


#: The largest file the readers take unless told otherwise (``max_bytes=``).
MAX_FILE_BYTES = 256 * 1024 * 1024

_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
         (codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"),
         (codecs.BOM_UTF16_BE, "utf-16"))


def frozen(records: list[dict[str, Any]] | None) -> Records | list[dict[str, Any]] | None:
    """``records`` as :class:`Records` (None and no records stay as they are): what a reader
    puts in ``attrs``."""
    return Records(records) if records else records


def source_name(source: object) -> str:
    """How a message names the source: its path, a stream's ``name``, or ``<bytes>``."""
    if isinstance(source, str | os.PathLike):
        return os.fspath(source)
    name = getattr(source, "name", None)
    return name if isinstance(name, str) else "<bytes>" if isinstance(
        source, bytes | bytearray | memoryview) else "<stream>"


def read_source(source: object, *, max_bytes: int | None = None) -> bytes | str:
    """The whole content of a path, bytes, or a binary or text stream.

    Returns bytes, or str for a text stream (already decoded by its owner).

    Raises
    ------
    FileFormatError
        A path that is not a regular file, cannot be read, or is larger than
        ``max_bytes`` (default :data:`MAX_FILE_BYTES`); a source of another type.
    """
    limit = MAX_FILE_BYTES if max_bytes is None else int(max_bytes)
    name = source_name(source)
    if isinstance(source, bytes | bytearray | memoryview):
        data = bytes(source)
    elif isinstance(source, str | os.PathLike):
        data = _read_path(os.fspath(source), limit)
    elif hasattr(source, "read"):
        data = source.read(limit + 1)
        if not isinstance(data, bytes | str):
            raise FileFormatError(f"the stream gave {type(data).__name__}, expected bytes or "
                                  "text", path=name)
    else:
        raise FileFormatError(f"{type(source).__name__}: expected a path, bytes or an open "
                              "file", path=name)
    if len(data) > limit:
        raise FileFormatError(f"larger than {limit} bytes: refused (raise max_bytes= to read "
                              "it)", path=name)
    return data


def _read_path(path: str, limit: int) -> bytes:
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise FileFormatError(f"cannot read: {exc.strerror}", path=path) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileFormatError("not a regular file (a FIFO, device or folder): refused",
                                  path=path)
        if info.st_size > limit:
            raise FileFormatError(f"{info.st_size} bytes, larger than {limit}: refused (raise "
                                  "max_bytes= to read it)", path=path)
        chunks = []
        size = 0
        while size <= limit:  # a regular file in one read (its size known), more if it grew
            chunk = os.read(fd, min(max(info.st_size + 1 - size, 1 << 20), limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise FileFormatError(f"cannot read: {exc.strerror}", path=path) from None
    finally:
        os.close(fd)


#: Where each format declares its charset, in the first 4 KB: PBN's ``%Content-type`` line
#: among the comment lines that open the file; an HTML page's ``<meta ... charset=...>`` in
#: its head (before ``<body`` or the game's ``<result-details``); the XML declaration.
_DECLARATIONS = {
    "pbn": re.compile(rb"\A(?:\xef\xbb\xbf)?(?:[ \t]*(?:%[^\r\n]*)?\r?\n)*?[ \t]*%[ \t]*"
                      rb"Content-type[ \t]*:[^\r\n]*?\bcharset[ \t]*=[ \t]*[\"']?"
                      rb"([A-Za-z0-9_.:-]+)", re.IGNORECASE),
    "html": re.compile(rb"<meta\b[^>]*?\bcharset\s*=\s*[\"']?([A-Za-z0-9_.:-]+)", re.IGNORECASE),
    "xml": re.compile(rb"\A(?:\xef\xbb\xbf)?\s*<\?xml\b[^>]*?\bencoding\s*=\s*[\"']"
                      rb"([A-Za-z0-9_.:-]+)[\"']", re.IGNORECASE),
}
_HTML_HEAD_END = re.compile(rb"<body\b|<result-details\b", re.IGNORECASE)

#: Codecs that are not a charset: they rewrite text (escapes, domain names, shifts in and
#: out of other alphabets), so one part of a file could make another part say anything.
_NOT_CHARSETS = {"unicode-escape", "raw-unicode-escape", "punycode", "idna", "utf-7",
                 "undefined", "charmap", "hz"}
_ASCII = bytes(range(0x20, 0x7F)) + b"\t\r\n"


def declared_charset(data: bytes, format: str) -> str | None:
    """The charset ``data`` declares where ``format`` (``pbn``, ``html``, ``xml``) declares
    one, as written; None when it declares none (and always for another format, CSV).

    >>> declared_charset(b"% PBN 2.1\\n%Content-type: text/pbn; charset=ISO-8859-1\\n", "pbn")
    'ISO-8859-1'
    >>> declared_charset(b'[Event "charset=utf-7"]\\n', "pbn") is None
    True
    >>> declared_charset(b"board,names\\n1,charset=unicode_escape\\n", "csv") is None
    True
    """
    pattern = _DECLARATIONS.get(format)
    if pattern is None:
        return None
    head = data[:4096]
    if format == "html":
        end = _HTML_HEAD_END.search(head)
        head = head[:end.start()] if end else head
    m = pattern.search(head)
    return m.group(1).decode("ascii") if m else None


def text_charset(declared: str, name: str, data: bytes = b"") -> str:
    """The codec of a declared charset, when it is a text encoding that writes ASCII as ASCII.

    >>> text_charset("ISO-8859-1", "club.pbn"), text_charset("UTF8", "club.pbn")
    ('iso8859-1', 'utf-8')
    >>> text_charset("unicode_escape", "club.pbn")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    bridgekit.errors.FileFormatError: club.pbn: charset 'unicode_escape' is not a text ... refused ...

    Raises
    ------
    FileFormatError
        A charset Python does not know, or one that is no such text encoding (naming it, and
        the line of ``data``, the file, that declares it).
    """
    at = data.find(declared.encode("ascii", "replace"))
    line = data.count(b"\n", 0, at) + 1 if at >= 0 else None
    try:
        info = codecs.lookup(declared)
    except LookupError:
        raise FileFormatError(f"charset {declared[:40]!r} is not one Python knows", path=name,
                              line=line) from None
    if getattr(info, "_is_text_encoding", True) and info.name not in _NOT_CHARSETS \
            and not info.name.startswith("iso2022"):
        try:
            if _ASCII.decode(info.name) == _ASCII.decode("ascii"):
                return info.name
        except (UnicodeError, ValueError):
            pass
    raise FileFormatError(f"charset {declared[:40]!r} is not a text encoding that writes ASCII "
                          "as ASCII: refused (accepted: UTF-8, ISO-8859-1, Windows-1252 and the "
                          "other charsets that keep ASCII as it is)", path=name, line=line)


def refuse_nul(data: bytes | str, name: str) -> None:
    """Refuse an XML file holding a NUL byte outside UTF-16 or UTF-32 (whose characters hold
    them), naming the character and its line as :func:`decode_text` does."""
    if isinstance(data, bytes) and b"\x00" in data and not data.startswith(
            (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        decode_text(data, name)  # raises


def decode_text(data: bytes | str, name: str, *, format: str | None = None,
                declared: str | None = None) -> str:
    """Bytes as text, every character kept (see the module docstring for the order).

    ``declared`` is a charset the caller found in the file; when None, the one ``format``
    (``pbn``, ``html``, ``xml``) declares in its own place (:func:`declared_charset`), if
    any. A CSV file (no ``format``) declares none.

    Raises
    ------
    FileFormatError
        Bytes that are not text (a NUL byte), not valid in the declared charset, a charset
        that is no text encoding, or UTF-8 with a stray byte of another encoding.
    """
    if isinstance(data, str):
        text = data
    else:
        if declared is None and format is not None:
            declared = declared_charset(data, format)
        text = _decode(data, name, declared)
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise FileFormatError("a NUL character: this is not a text file (a UTF-16 file needs "
                              "its byte-order mark)", path=name, line=line)
    return text[1:] if text.startswith("\ufeff") else text


#: one character of UTF-8 written in more than one byte
_UTF8_CHARACTER = re.compile(rb"[\xc2-\xdf][\x80-\xbf]|\xe0[\xa0-\xbf][\x80-\xbf]"
                             rb"|[\xe1-\xec\xee\xef][\x80-\xbf]{2}|\xed[\x80-\x9f][\x80-\xbf]"
                             rb"|\xf0[\x90-\xbf][\x80-\xbf]{2}|[\xf1-\xf3][\x80-\xbf]{3}"
                             rb"|\xf4[\x80-\x8f][\x80-\xbf]{2}")


def _decode(data: bytes, name: str, declared: str | None) -> str:
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return _strict(data, encoding, name)
    if declared:
        codec = text_charset(declared, name, data[:4096])
        if codec in ("latin-1", "iso8859-1"):
            codec = "cp1252"  # what programs that declare ISO-8859-1 really write
        return _strict(data, codec, name)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        bad = exc.start
    utf8 = _UTF8_CHARACTER.search(data)
    if utf8:  # UTF-8 but for a stray byte: neither reading is the file's, so say where
        line = data.count(b"\n", 0, bad) + 1
        character = data[utf8.start():utf8.end()].decode("utf-8")
        raise FileFormatError(
            f"byte {data[bad]:#04x} at offset {bad} is not UTF-8, yet the file holds UTF-8 "
            f"({character!r} at offset {utf8.start()}): a file mixing two encodings is "
            "refused rather than guessed (save it again as UTF-8)", path=name, line=line)
    return _strict(data, "cp1252", name)  # Windows-1252, else latin-1 (see _strict)


def _strict(data: bytes, encoding: str, name: str) -> str:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        if encoding == "cp1252":  # it leaves 5 bytes undefined; latin-1 has them all
            return data.decode("latin-1")
        line = data.count(b"\n", 0, exc.start) + 1
        raise FileFormatError(f"byte {data[exc.start]:#04x} at offset {exc.start} is not valid "
                              f"{encoding}", path=name, line=line) from None


def atomic_write_text(path: str | os.PathLike[str], text: str, encoding: str = "utf-8") -> None:
    """Write ``text`` to ``path`` whole or not at all (:func:`atomic_write_bytes`).

    Raises
    ------
    FileFormatError
        Text that cannot be written in ``encoding`` (a lone surrogate), or what
        :func:`atomic_write_bytes` refuses.
    """
    try:
        data = text.encode(encoding)
    except UnicodeEncodeError as exc:
        raise FileFormatError(f"character {text[exc.start]!r} cannot be written as {encoding}",
                              path=os.fspath(path)) from None
    atomic_write_bytes(path, data)


def check_writable(path: str | os.PathLike[str]) -> int:
    """The permissions a file written at ``path`` gets, or why it cannot be written.

    An existing regular file keeps its own; a new one gets ``0666`` less the
    umask. A symbolic link is judged by what it points to (and replaced, never
    written through, by :func:`atomic_write_bytes`).

    Raises
    ------
    FileFormatError
        A read-only target, a folder, a FIFO or device, or a target that cannot be
        looked at.
    """
    target, name = Path(path), os.fspath(path)
    try:
        info = os.stat(target)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
    except OSError as exc:
        raise FileFormatError(f"cannot write: {exc.strerror}", path=name) from None
    if stat.S_ISDIR(info.st_mode):
        raise FileFormatError("is a folder: refused", path=name)
    if not stat.S_ISREG(info.st_mode):
        raise FileFormatError("not a regular file: refused", path=name)
    if not info.st_mode & stat.S_IWUSR or not os.access(target, os.W_OK):
        raise FileFormatError("is read-only: refused (not replaced)", path=name)
    return stat.S_IMODE(info.st_mode)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to a temporary file beside ``path``, then rename it into place.

    The data is flushed to disk (fsync) before the rename, so a power cut or a
    full disk leaves the old file or the new one, never a truncated one. An
    existing file keeps its permissions; a new one gets the usual ``0666`` less
    the umask. A read-only target is refused, not replaced; so is anything that
    is not a regular file (a FIFO is never opened, so nothing waits on it). A
    symbolic link at ``path`` is replaced by the new file: what it pointed to is
    left as it was. On any failure the temporary file is removed and ``path`` is
    left as it was.

    Raises
    ------
    FileFormatError
        A read-only target, a target that is not a regular file, or a folder that
        cannot be written.
    """
    target = Path(path)
    name = os.fspath(path)
    mode = check_writable(path)
    folder = target.parent if str(target.parent) else Path(".")
    try:
        fd, tmp = tempfile.mkstemp(prefix=".bk-", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise FileFormatError(f"cannot write in {os.fspath(folder)!r}: {exc.strerror}",
                              path=name) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


#: The list a folder bridgekit wrote keeps of what it wrote there (one name a line): a
#: later write may replace those and nothing else.
FOLDER_LIST = ".bridgekit-site"
#: What a desktop leaves in a folder it shows, no one's work: replaced with the folder.
_LITTER = frozenset({".DS_Store", "Thumbs.db", "desktop.ini"})


def replace_folder(path: str | os.PathLike[str], files: dict[str, str]) -> None:
    """Make ``files`` (name -> text, written as UTF-8) the whole content of the folder
    ``path``, whole or not at all.

    The folder is written beside ``path`` under a hidden name, flushed to disk, and then
    swapped in by a rename (on Linux one atomic exchange), so a failure at any point (a
    full disk, the process killed) leaves the old folder whole, and the
    pages of an earlier write that the new one does not have are gone with it. A list of
    what was written (:data:`FOLDER_LIST`) is kept in the folder. ``path`` may be missing
    (it is made), empty, or a folder written this way before, holding nothing but what its
    list names (and a desktop's ``.DS_Store``, ``Thumbs.db``, ``desktop.ini``); any other
    folder is refused, naming what it holds that bridgekit did not write; so is a folder
    whose pages were made read-only (naming them: not replaced). A symbolic link to
    a folder has the folder it names replaced. A folder left beside ``path`` by a write
    that was killed is removed by the next one.

    Raises
    ------
    FileFormatError
        A folder holding files bridgekit did not write (naming them), a read-only page, a
        path that is not a folder, or a folder that cannot be written beside or a write that
        failed (naming why; nothing changed).
    """
    name = os.fspath(path)
    target = os.path.realpath(name)
    parent, base = os.path.split(target)
    _refuse_foreign(target, name)
    try:
        os.makedirs(parent, exist_ok=True)
        _remove_leftovers(parent, base)
        mode = _folder_mode(target)
        fresh = tempfile.mkdtemp(prefix=f".{base}.bk-{os.getpid()}-", dir=parent)
    except OSError as exc:
        raise FileFormatError(f"cannot write beside it in {parent!r}: {exc.strerror or exc}; "
                              "nothing changed", path=name) from None
    try:
        listed = "".join(f"{page}\n" for page in sorted(files))
        for page, text in {**files, FOLDER_LIST: _LIST_HEAD + listed}.items():
            _write_new(os.path.join(fresh, page), text.encode("utf-8"))
        _sync(fresh)
        os.chmod(fresh, mode)
        old = _swap_in(fresh, target)
    except OSError as exc:
        shutil.rmtree(fresh, ignore_errors=True)
        raise FileFormatError(f"cannot write: {exc.strerror or exc}; nothing changed (the "
                              "folder is as it was)", path=name) from None
    except BaseException:
        shutil.rmtree(fresh, ignore_errors=True)
        raise
    _sync(parent)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


_LIST_HEAD = ("# bridgekit wrote this folder: the files below and this list. Writing it again "
              "replaces them all;\n# a folder holding anything else is not written over.\n")


def _refuse_foreign(target: str, name: str) -> None:
    """Refuse a folder holding anything bridgekit did not write there (see replace_folder)."""
    if not os.path.lexists(target):
        return
    if not os.path.isdir(target):
        raise FileFormatError("is not a folder: refused, nothing written", path=name)
    try:
        entries = {e.name: e.is_dir(follow_symlinks=False) for e in os.scandir(target)}
        listed: set[str] = set()
        if FOLDER_LIST in entries and not entries[FOLDER_LIST]:
            with open(os.path.join(target, FOLDER_LIST), encoding="utf-8",
                      errors="replace") as handle:
                listed = {line.rstrip("\n") for line in handle.read(1 << 20).splitlines()
                          if line and not line.startswith("#")}
    except OSError as exc:
        raise FileFormatError(f"cannot look in the folder: {exc.strerror or exc}",
                              path=name) from None
    foreign = sorted(entry for entry, folder in entries.items()
                     if entry != FOLDER_LIST and entry not in _LITTER
                     and (folder or entry not in listed))
    locked = sorted(entry for entry in set(entries) & listed if _read_only(target, entry))

    def shown(names: list[str]) -> str:
        return ", ".join(repr(f[:60]) for f in names[:6]) + (", ..." if len(names) > 6 else "")

    if locked and not foreign:
        raise FileFormatError(f"{shown(locked)} {'is' if len(locked) == 1 else 'are'} "
                              "read-only: refused, nothing written (not replaced)", path=name)
    if foreign:
        raise FileFormatError(
            f"holds {len(foreign)} file{'s' if len(foreign) != 1 else ''} bridgekit did not "
            f"write ({shown(foreign)}): refused, nothing written (the site is the folder's whole "
            "content: write it to a new or empty folder, or one bridgekit wrote before)",
            path=name)


def _read_only(folder: str, entry: str) -> bool:
    path = os.path.join(folder, entry)
    try:
        return not os.stat(path).st_mode & stat.S_IWUSR or not os.access(path, os.W_OK)
    except OSError:
        return False


def _remove_leftovers(parent: str, base: str) -> None:
    """Remove the folders that killed writes of ``base`` left beside it (their process is
    gone); POSIX only (elsewhere a process cannot be asked after safely)."""
    if os.name != "posix":
        return
    pattern = re.compile(re.escape(f".{base}.bk-") + r"([0-9]+)-")
    for entry in os.listdir(parent):
        m = pattern.match(entry)
        if m and int(m.group(1)) != os.getpid() and not _alive(int(m.group(1))):
            shutil.rmtree(os.path.join(parent, entry), ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, owned by someone else
    return True


def _folder_mode(target: str) -> int:
    """The permissions of the folder written: the old folder's, else 0777 less the umask."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o777 & ~umask


def _write_new(path: str, data: bytes) -> None:
    """Write a new file of the folder being made (0666 less the umask), flushed to disk."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())


def _sync(folder: str) -> None:
    """Flush a folder's entries to disk (where the system can)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _swap_in(fresh: str, target: str) -> str | None:
    """Put the folder ``fresh`` at ``target``; returns where the old folder now is (None
    when there was none). One atomic exchange where the system has one (Linux's
    renameat2); else the old folder is renamed aside and put back if the new one cannot
    take its place."""
    if not os.path.lexists(target):
        os.rename(fresh, target)
        return None
    if _exchange(fresh, target):
        return fresh
    aside = fresh + "-old"
    os.rename(target, aside)
    try:
        os.rename(fresh, target)
    except BaseException:
        os.rename(aside, target)
        raise
    return aside


def _exchange(a: str, b: str) -> bool:
    """Swap two paths in one step (Linux ``renameat2(RENAME_EXCHANGE)``); False where the
    system or its file system cannot."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError):
        return False
    renameat2.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                          ctypes.c_uint]
    here, exchange = -100, 2  # AT_FDCWD, RENAME_EXCHANGE
    if renameat2(here, os.fsencode(a), here, os.fsencode(b), exchange) == 0:
        return True
    error = ctypes.get_errno()
    if error in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP, errno.EPERM):
        return False
    raise OSError(error, os.strerror(error), b)


def same_file(a: str, b: str) -> bool:
    """Whether two paths name one file (a link to it, or a hard link of it, included)."""
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        return False


def read_text(source: object, *, max_bytes: int | None = None,
              format: str | None = None) -> str:
    """A whole text source (path, bytes or stream), decoded as :func:`decode_text` does
    (``format``: where the file may declare its charset; None for CSV, which declares none)."""
    return decode_text(read_source(source, max_bytes=max_bytes), source_name(source),
                       format=format)


@contextlib.contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while a reader builds millions of small lists and
    strings (none of them cycles): otherwise it rescans them again and again, which takes
    longer than the reading itself. It runs again afterwards, as before."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
