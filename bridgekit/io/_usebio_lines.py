"""A USEBIO file's traveller lines read from its bytes, the rest left to the XML parser.

Every scoring program writes a ``TRAVELLER_LINE`` as a flat list of elements of text::

    <TRAVELLER_LINE>
      <NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>
      <CONTRACT>4S</CONTRACT> ...
    </TRAVELLER_LINE>

:func:`walk` reads every such line with a few passes of numpy over the file's bytes (each
``<`` and ``>`` found once; each element's name and text taken eight bytes at a time; each
distinct text decoded once) and cuts each run of lines out of the file, a placeholder
``<TRAVELLER_LINE run="k"/>`` in its place: the XML parser builds the small rest (header,
participants, sections, boards) and checks it, and :class:`Lines` answers for the lines.

The walk accepts only what it reads exactly as the XML parser would, every line well formed
by construction: each ``<TRAVELLER_LINE>`` written so, without attributes, holding elements
(``<NAME>text</NAME>``, ``<NAME/>``, ``<NAME />``) whose names are plain ASCII names (no
attributes, no namespace prefix) and whose text holds no markup but the predefined entity
references and character references (``&amp;`` ``&lt;`` ``&#38;`` ``&#x26;`` ..., each
checked as the parser checks it); the file valid UTF-8 with no character XML refuses (a
control character, U+FFFE, U+FFFF). Anything else (a comment, CDATA or a processing
instruction within a line, an element within a line's element, an attribute, another
encoding's bytes ...) answers None, and the file is read by the parser whole.

Most files are plainer still, and :func:`walk` first tries the plainest shape
(:func:`known_names` says which names it reads: those the reader reads): every line
``<TRAVELLER_LINE>`` then elements ``<NAME>text</NAME>`` of those names, each at most once,
with white space between. The lines' tags are found once (each ``<`` of the lines' span) and
the lines put in shapes: each line's stretches from a tag white space follows (the line's start
tag, an element's end tag) to the tag after it, ``>`` included, are compared whole with those
of the first line with as many tags and stretches as long, every line's stretch at once; that
first line is checked the plainest shape itself (its tags so written, its names known and each
once, only white space between), and the lines unlike it make the next shape (at most
:data:`_MAX_SHAPES`). Each text is then read by its word (up to 8 bytes) or its bytes and each
distinct one decoded and checked once. Every byte of the lines is so accounted for: a tag of
a known name, a text checked as the parser checks it, or white space. Each name's texts are
kept in a table (a name a row, a line a column). Anything else (an empty
element, an unknown name, a name twice in a line, text between a line's elements, more shapes
than that ...) goes to the general walk above, and from it, if need be, to the parser.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt
import pandas as pd

__all__ = ["Lines", "known_names", "walk"]

#: The bytes XML counts as white space.
_BLANK = np.zeros(256, dtype=bool)
_BLANK[[0x20, 0x09, 0x0A, 0x0D]] = True
#: A word's first k bytes kept (k = 0 ... 8), as a mask.
_MASKS = np.array([(1 << (8 * k)) - 1 for k in range(8)] + [(1 << 64) - 1], dtype=np.uint64)
#: An element name the walk reads: plain ASCII, no namespace prefix.
_NAME = re.compile(rb"[A-Za-z_][A-Za-z0-9_.\-]*")
#: A reference in text: a predefined entity, a decimal or a hexadecimal character reference.
_REFERENCE = re.compile(r"&(?:(amp|lt|gt|quot|apos)|#([0-9]+)|#x([0-9a-fA-F]+));")
_ENTITIES = {"amp": "&", "lt": "<", "gt": ">", "quot": '"', "apos": "'"}
_OPEN = int.from_bytes(b"TRAVELLE", "little")  # <TRAVELLER_LINE>: its first 8 bytes ...
_CLOSE = int.from_bytes(b"/TRAVELL", "little")  # </TRAVELLER_LINE>
_TAIL = int.from_bytes(b"ER_LINE>", "little")  # ... and its last 8
_PLACEHOLDER = b'<TRAVELLER_LINE run="%d"/>'
#: The byte after "<" that opens a comment, CDATA, a declaration or an instruction.
_MARKUP = np.zeros(256, dtype=bool)
_MARKUP[[0x21, 0x3F]] = True


def _xml_char(code: int) -> bool:
    """Whether a character reference names a character XML 1.0 allows."""
    return code in (0x9, 0xA, 0xD) or 0x20 <= code <= 0xD7FF or 0xE000 <= code <= 0xFFFD \
        or 0x10000 <= code <= 0x10FFFF


def _unescaped(text: str) -> str | None:
    """``text`` with its references replaced as XML replaces them; None when an ``&`` starts
    none the parser accepts without a DTD (an undefined entity, a character XML refuses).

    >>> _unescaped("A&amp;B &#38; &#x3C;&lt;"), _unescaped("&nbsp;"), _unescaped("&#0;")
    ('A&B & <<', None, None)
    """
    out = []
    at = 0
    for m in _REFERENCE.finditer(text):
        if "&" in text[at:m.start()]:
            return None
        out.append(text[at:m.start()])
        if m.group(1):
            out.append(_ENTITIES[m.group(1)])
        else:
            code = int(m.group(2)) if m.group(2) else int(m.group(3), 16)
            if not _xml_char(code):
                return None
            out.append(chr(code))
        at = m.end()
    if "&" in text[at:]:
        return None
    return "".join([*out, text[at:]])


def _text(raw: bytes) -> str | None:
    """An element's text as the XML parser gives it (each line end a ``\\n``, references
    replaced), stripped as the reader strips it; None where the walk cannot say."""
    text = raw.decode().replace("\r\n", "\n").replace("\r", "\n")
    if "&" in text:
        found = _unescaped(text)
        if found is None:
            return None
        text = found
    return text.strip()


def _clean(data: bytes, arr: npt.NDArray[np.uint8], mask: npt.NDArray[np.bool_]) -> bool:
    """Whether every byte is one XML reads: valid UTF-8 (ASCII checked first), no control
    character but tab and line ends, no U+FFFE or U+FFFF (``mask``: room for a pass)."""
    if not data.isascii():
        if b"\xef\xbf\xbe" in data or b"\xef\xbf\xbf" in data:
            return False
        try:
            data.decode()
        except UnicodeDecodeError:
            return False
    low = int(np.count_nonzero(np.less(arr, 0x20, out=mask)))
    if not low:
        return True
    allowed = int(np.count_nonzero(np.equal(arr, 0x0A, out=mask)))
    for byte in (b"\t", b"\r"):
        if low > allowed and byte in data:
            allowed += data.count(byte)
    return low == allowed


def _where(data: bytes, arr: npt.NDArray[np.uint8], what: bytes) -> npt.NDArray[np.intp]:
    """Where ``what`` starts in ``data``: a few found one by one, many at once."""
    found: list[int] = []
    at = data.find(what) if what[:1] in data else -1
    while at >= 0:
        if len(found) == 64:
            hits = np.flatnonzero(arr[:len(arr) - len(what) + 1] == what[0])
            for j, byte in enumerate(what[1:], start=1):
                hits = hits[arr[hits + j] == byte]
            return hits
        found.append(at)
        at = data.find(what, at + 1)
    return np.array(found, dtype=np.intp)


def _grouped(columns: list[npt.NDArray[np.uint64]]) -> tuple[npt.NDArray[np.intp],
                                                           npt.NDArray[np.intp]] | None:
    """Rows equal in every column numbered alike: (each row's code, the first row of each
    code). The rows are told apart by the first column, else by all columns mixed into one
    key; each row is checked against its code's first row, so two different rows never share
    a code (None if two mixed keys ever collide)."""
    for mixed in (False, True):  # the first column alone tells them apart, else all mixed
        key = columns[0].copy()
        for k, column in enumerate(columns[1:] if mixed else [], start=1):
            key ^= column * np.uint64(((0x9E3779B97F4A7C15 * k) | 1) % (1 << 64))
            key = (key << np.uint64(13)) | (key >> np.uint64(51))
        codes, uniques = pd.factorize(key)
        first = np.empty(len(uniques), dtype=np.intp)
        first[codes[::-1]] = np.arange(len(codes) - 1, -1, -1)
        if all(np.array_equal(column, column[first][codes])
               for column in (columns if mixed else columns[1:])):
            return codes, first
    return None


@dataclass(frozen=True)
class Lines:
    """The traveller lines :func:`walk` read: ``reduced`` is the file with each run of lines
    cut out (a placeholder ``<TRAVELLER_LINE run="k"/>`` in its place), ``runs`` how many;
    :meth:`rows` says which lines a placeholder stands for, :meth:`children` what they hold."""

    reduced: bytes
    first: npt.NDArray[np.intp]
    stop: npt.NDArray[np.intp]
    count: int
    line_of: npt.NDArray[np.intp]
    name_code: npt.NDArray[np.intp]
    names: list[str]
    text_code: npt.NDArray[np.intp]
    texts: list[str]
    #: Each name's text code in each line (-1: none), when each line holds each name once
    #: (then line_of, name_code and text_code, which say the same element by element, are
    #: left empty)
    held: npt.NDArray[np.intp] | None = None

    @property
    def runs(self) -> int:
        return len(self.first)

    def rows(self, placeholders: list[list[Any]]) -> list[npt.NDArray[np.intp]]:
        """The lines (numbered in file order) each list of ``placeholders`` (elements of the
        tree of :attr:`reduced`) stands for, in their order."""
        runs = [int(p.get("run")) for group in placeholders for p in group]
        sizes = self.stop[runs] - self.first[runs]
        rows = np.arange(int(sizes.sum())) + np.repeat(
            self.first[runs] - (np.cumsum(sizes) - sizes), sizes)
        per_group = np.cumsum([0, *map(len, placeholders)])
        bounds = np.r_[0, np.cumsum(sizes)][per_group].tolist()
        return [rows[a:b] for a, b in pairwise(bounds)]

    def children(self, rows: npt.NDArray[np.intp], tags: Any
                 ) -> dict[str, tuple[tuple[npt.NDArray[np.intp], list[str]],
                                      npt.NDArray[np.bool_]]]:
        """For each of ``tags``: the stripped text of each of ``rows``' first element so named
        ("" where it has none), as codes into the distinct texts of every name (each worked
        once, whichever names hold it), and whether it has one."""
        whole = len(rows) == self.count and np.array_equal(rows, np.arange(self.count))
        if self.held is None:
            by_name = np.argsort(self.name_code.astype(np.uint8 if len(self.names) < 256 else
                                                       np.intp), kind="stable")
            bounds = np.r_[0, np.cumsum(np.bincount(self.name_code, minlength=len(self.names)))]
        texts = [*self.texts, ""]  # (a code of -1: none)
        out = {}
        for tag in tags:
            if tag not in self.names:  # no line holds it
                out[tag] = (np.zeros(len(rows), dtype=np.intp), [""]), np.zeros(len(rows), bool)
                continue
            k = self.names.index(tag)
            if self.held is not None:
                codes = self.held[k]
            else:
                codes = np.full(self.count, -1, dtype=np.intp)
                at = by_name[bounds[k]:bounds[k + 1]]  # its elements, in file order
                line = self.line_of[at]
                first = np.r_[True, line[1:] != line[:-1]] if len(at) else np.zeros(0, bool)
                codes[line[first]] = self.text_code[at[first]]
            codes = codes if whole else codes[rows]
            present = codes >= 0
            out[tag] = (np.where(present, codes, len(self.texts)), texts), present
        return out


def walk(data: bytes, refused: frozenset[str] = frozenset(), plain: _Known | None = None
         ) -> Lines | None:
    """The traveller lines of a file's bytes, read as the module docstring says, or None
    when the file is not of the shape the walk reads exactly (or not well formed there), or
    a line holds an element named in ``refused`` (one the reader looks for at any depth, which
    a line cut out of the tree would hide)."""
    if b"<TRAVELLER_LINE" not in data or len(data) < 64:
        return None
    if plain is not None and not refused.intersection(plain.names):
        found = _plain(data, plain)
        if found is not None:
            return found
    arr = np.frombuffer(data, dtype=np.uint8)
    mask = np.empty(len(arr), dtype=bool)  # one buffer for each pass over the bytes
    if not _clean(data, arr, mask):
        return None
    words = np.ndarray(shape=(len(data) - 7,), dtype="<u8", buffer=data, strides=(1,))
    lt = np.flatnonzero(np.equal(arr, 0x3C, out=mask))
    head = words[np.minimum(lt + 1, len(words) - 10)]  # each tag's first 8 bytes after "<"
    head[lt + 1 > len(words) - 10] = 0  # (none within a line: a line ends 17 bytes on)
    opens = np.flatnonzero(head == _OPEN)
    closes = np.flatnonzero(head == _CLOSE)
    tagged = len(opens) + len(closes)  # every tag named TRAVELLE...
    opens = opens[words[lt[opens] + 8] == _TAIL]
    closes = closes[words[lt[closes] + 9] == _TAIL]
    if not len(opens) or len(opens) != len(closes) or tagged != 2 * len(opens) \
            or np.any(closes <= opens) or np.any(opens[1:] <= closes[:-1]):
        return None  # each line <TRAVELLER_LINE> ... </TRAVELLER_LINE>, none within another
    tokens = _tokens(arr, lt, head, opens, closes, mask)
    if tokens is None:
        return None
    named = _names(data, arr, words, tokens)
    if named is None:
        return None
    element, name_code, names, at_start = named
    if refused.intersection(names):
        return None
    first, stop = _runs(opens, closes)
    run_from, run_to = lt[opens[first]], lt[closes[stop - 1]] + 17  # len("</TRAVELLER_LINE>")
    if not _references_in_texts(data, arr, run_from, run_to, tokens):
        return None
    # The texts: between a start tag's ">" and its end tag's "<" (an empty element's "")
    text_start = np.zeros(len(element), dtype=np.intp)
    text_length = np.zeros(len(element), dtype=np.intp)
    text_start[at_start] = tokens.ends[tokens.s] + 1
    text_length[at_start] = tokens.starts[tokens.s + 1] - text_start[at_start]
    text_code, texts = _plain_texts(data, words, text_start, text_length)
    if texts is None:
        return None
    return Lines(_reduced(data, run_from, run_to), first, stop, len(opens),
                 tokens.line_of[element], name_code, names, text_code, texts)


class _Tokens(NamedTuple):
    """The tags within the lines (each ``<`` ... ``>``), in file order."""

    line_of: npt.NDArray[np.intp]  # the line each is in
    starts: npt.NDArray[np.intp]  # its "<"
    ends: npt.NDArray[np.intp]  # its ">"
    first8: npt.NDArray[np.uint64]  # its first 8 bytes after "<"
    end_tag: npt.NDArray[np.bool_]  # </NAME>
    start_tag: npt.NDArray[np.bool_]  # <NAME>
    empty: npt.NDArray[np.bool_]  # <NAME/>
    s: npt.NDArray[np.intp]  # the start tags (each one's end tag the next)
    before: npt.NDArray[np.uint8]  # the byte before each ">"


def _tokens(arr: npt.NDArray[np.uint8], lt: npt.NDArray[np.intp], head: npt.NDArray[np.uint64],
            opens: npt.NDArray[np.intp], closes: npt.NDArray[np.intp],
            mask: npt.NDArray[np.bool_]) -> _Tokens | None:
    """The tags within the lines, each with its ">"; None unless each is a start tag, an end
    tag or an empty element's, each start tag followed by its end tag in the same line."""
    sizes = closes - opens - 1
    inner = np.arange(int(sizes.sum())) + np.repeat(opens + 1 - (np.cumsum(sizes) - sizes),
                                                    sizes)
    line_of = np.repeat(np.arange(len(opens)), sizes)
    gt = np.flatnonzero(np.equal(arr, 0x3E, out=mask))
    if len(gt) == len(lt) and np.all(gt > lt) and np.all(gt[:-1] < lt[1:]):
        ends = gt[inner]  # each "<" closed by the next ">", none between
    else:
        ends = gt[np.minimum(np.searchsorted(gt, lt[inner]), len(gt) - 1)]
        if np.any(ends <= lt[inner]) or np.any(ends > lt[inner + 1]):
            return None  # a "<" within a tag
    starts, first8 = lt[inner], head[inner]
    after = (first8 & np.uint64(0xFF)).astype(np.uint8)
    if _MARKUP[after].any():
        return None  # a comment, CDATA or a processing instruction within a line
    end_tag = after == 0x2F
    before = arr[ends - 1]  # the byte before each ">"
    empty = (before == 0x2F) & ~end_tag
    start_tag = ~(end_tag | empty)
    s = np.flatnonzero(start_tag)
    last = (np.cumsum(sizes) - 1)[sizes > 0]  # each line's last tag: not a start tag
    if np.count_nonzero(end_tag) != len(s) or start_tag[last].any():
        return None
    if not end_tag[s + 1].all():
        return None  # an element within a line's element, or an end tag unopened
    return _Tokens(line_of, starts, ends, first8, end_tag, start_tag, empty, s, before)


def _names(data: bytes, arr: npt.NDArray[np.uint8], words: npt.NDArray[np.uint64],
           t: _Tokens) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.intp], list[str],
                                npt.NDArray[np.intp]] | None:
    """The elements (a start tag or an empty element's each), each one's name as a code into
    the distinct names, and which are start tags; None unless each end tag names its element
    and each name is a plain one. A name (<NAME>, <NAME/>, </NAME>, blanks before ">" or
    "/>") is told by its first 8 bytes, its last 8 and any between."""
    tag_end = t.ends - t.empty  # the name ends here, or before blanks here
    blank = t.before <= 0x20  # (the file holds no control character but blanks)
    if t.empty.any():
        blank[t.empty] = arr[tag_end[t.empty] - 1] <= 0x20
    while blank.any():
        tag_end = tag_end - blank
        blank = (arr[tag_end - 1] <= 0x20) & (tag_end - 2 > t.starts)
    element = np.flatnonzero(~t.end_tag) if t.empty.any() else t.s
    name_start, name_end = t.starts[element] + 1, tag_end[element]
    length = name_end - name_start
    if len(element) and (int(length.min()) < 1 or int(name_end.max()) >= len(words)):
        return None
    kept = _MASKS[np.minimum(length, 8)]  # a name's first 8 bytes, and its last 8
    key = [length.astype(np.uint64), t.first8[element] & kept,
           words[np.maximum(name_end - 8, name_start)] & kept]
    for k in range(1, (int(length.max()) - 1) // 8 if len(element) else 1):
        within = length > 8 * (k + 1)  # bytes 8k ... 8k + 7, where between
        key.append(np.where(within, words[np.where(within, name_start + 8 * k, 0)],
                            np.uint64(0)))
    # Each end tag the name of its element: compared word by word with its start tag's
    at_start = np.flatnonzero(t.start_tag[element]) if len(element) != len(t.s) \
        else np.arange(len(t.s))  # the start tags among the elements
    pick: npt.NDArray[np.intp] | slice = at_start if len(element) != len(t.s) else slice(None)
    close_start, close_end = t.starts[t.s + 1] + 2, tag_end[t.s + 1]
    n, kept = length[pick], kept[pick]
    if not np.array_equal(close_end - close_start, n) or not np.array_equal(
            words[close_start] & kept, key[1][pick]) or not np.array_equal(
            words[np.maximum(close_end - 8, close_start)] & kept, key[2][pick]):
        return None
    for k, column in enumerate(key[3:], start=1):
        within = n > 8 * (k + 1)
        if not np.array_equal(np.where(within, words[np.where(within, close_start + 8 * k, 0)],
                                       np.uint64(0)), column[pick]):
            return None
    grouped = _grouped([key[1], key[2], key[0], *key[3:]])  # the first 8 bytes first
    if grouped is None:
        return None
    raw = [data[a:b] for a, b in zip(name_start[grouped[1]].tolist(),
                                     name_end[grouped[1]].tolist(), strict=True)]
    if not all(_NAME.fullmatch(name) for name in raw):
        return None  # an attribute, a namespace prefix, a name the walk does not read
    return element, grouped[0], [name.decode() for name in raw], at_start


def _references_in_texts(data: bytes, arr: npt.NDArray[np.uint8], run_from: npt.NDArray[np.intp],
                         run_to: npt.NDArray[np.intp], t: _Tokens) -> bool:
    """Whether every ``&`` within the runs of lines is in an element's text (where it is
    decoded, and refused unless a reference) and no ``]]>`` is there."""
    for what in (b"&", b"]]>"):
        at = _where(data, arr, what)
        run = np.searchsorted(run_from, at, side="right") - 1
        at = at[(run >= 0) & (at < run_to[np.maximum(run, 0)])]
        if not len(at):
            continue
        token = np.searchsorted(t.starts, at) - 1  # the last tag before it, within the lines
        if what == b"]]>" or np.any(token < 0) or not np.all(
                t.start_tag[token] & (at > t.ends[token])):
            return False
    return True


def _coded_bytes(data: bytes, words: npt.NDArray[np.uint64], start: npt.NDArray[np.intp],
                 length: npt.NDArray[np.intp]) -> tuple[npt.NDArray[np.intp], list[bytes] | None]:
    """Each text (``length`` bytes from ``start``) as a code into the distinct texts' bytes
    (None when a short one starts past the words). A text of up to 8 bytes is told by its
    word (the data holds no NUL byte), a longer one by its bytes."""
    short = length <= 8
    if short.all():  # (the common case: no index taken)
        codes, uniques = pd.factorize(words[start] & _MASKS[length])
        return codes, [u.to_bytes(8, "little").rstrip(b"\0") for u in uniques.tolist()]
    codes = np.empty(len(start), dtype=np.intp)
    found: list[bytes] = []
    at = np.flatnonzero(short)
    if len(at):
        if int(start[at].max()) >= len(words):
            return codes, None
        codes[at], uniques = pd.factorize(words[start[at]] & _MASKS[length[at]])
        found = [u.to_bytes(8, "little").rstrip(b"\0") for u in uniques.tolist()]
    at = np.flatnonzero(~short)
    long_codes, uniques = pd.factorize(np.array(
        [data[a:a + n] for a, n in zip(start[at].tolist(), length[at].tolist(), strict=True)],
        dtype=object))
    codes[at] = long_codes + len(found)
    return codes, found + list(uniques)


def _runs(opens: npt.NDArray[np.intp], closes: npt.NDArray[np.intp]
          ) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.intp]]:
    """Each run's first line and the line after its last: a run is lines one after another
    with nothing but text between them."""
    begins = np.flatnonzero(np.r_[True, opens[1:] != closes[:-1] + 1])
    return begins, np.r_[begins[1:], len(opens)]


def _reduced(data: bytes, run_from: npt.NDArray[np.intp], run_to: npt.NDArray[np.intp]
             ) -> bytes:
    """The file with each run of lines cut out, a numbered placeholder in its place."""
    cut_from, cut_to = run_from.tolist(), run_to.tolist()
    pieces = [data[:cut_from[0]]]
    for k, (a, b) in enumerate(zip(cut_to, [*cut_from[1:], len(data)], strict=True)):
        pieces += [_PLACEHOLDER % k, data[a:b]]
    return b"".join(pieces)


#: Eight spaces: what :func:`_blank_words` puts past the end of a stretch shorter than a word
_SPACES = np.uint64(0x2020202020202020)


class _Known(NamedTuple):
    """The names :func:`_plain` reads (sorted; a name's number is its place) and each one's
    number by its bytes."""

    names: list[str]
    number: dict[bytes, int]


def known_names(names: frozenset[str]) -> _Known | None:
    """The table of ``names`` (plain ASCII names), or None when one is not such a name."""
    ordered = sorted(names)
    raws = [n.encode() for n in ordered]
    if not all(_NAME.fullmatch(r) for r in raws):
        return None
    return _Known(ordered, {r: i for i, r in enumerate(raws)})


def _distinct(found: npt.NDArray[np.uint64]) -> npt.NDArray[np.uint64]:
    """The distinct words of ``found`` (one compare when they are all one, as mostly)."""
    if not len(found) or (found == found[0]).all():
        return found[:1]
    out: npt.NDArray[np.uint64] = pd.unique(found)
    return out


def _blank_words(words: npt.NDArray[np.uint64], start: npt.NDArray[np.intp],
                 length: npt.NDArray[np.intp]) -> bool:
    """Whether every byte from each ``start`` for its ``length`` is XML white space: the
    words that cover each stretch (its first and its last eight bytes, those between), each
    distinct word looked at once."""
    seen: list[npt.NDArray[np.uint64]] = []
    mid = (length >= 8) & (length <= 16)  # (the common case: two words cover it, no mask)
    if mid.all():
        seen += [_distinct(words[start]), _distinct(words[start + length - 8])]
    else:
        at = np.flatnonzero(mid)
        seen += [_distinct(words[start[at]]), _distinct(words[start[at] + length[at] - 8])]
        short = np.flatnonzero((length > 0) & (length < 8))
        mask = _MASKS[length[short]]
        seen.append(_distinct((words[start[short]] & mask) | (_SPACES & ~mask)))
        for k in np.flatnonzero(length > 16).tolist():  # (few, and long)
            n = int(length[k])
            seen.append(words[int(start[k]) + np.r_[np.arange(0, n - 8, 8), n - 8]])
    found = set(np.concatenate(seen).tolist()) if seen else set()
    return all(set(int(w).to_bytes(8, "little")) <= {0x20, 0x09, 0x0A, 0x0D} for w in found)


def _plain_texts(data: bytes, words: npt.NDArray[np.uint64], start: npt.NDArray[np.intp],
                 length: npt.NDArray[np.intp]) -> tuple[npt.NDArray[np.intp], list[str] | None]:
    """Each text as a code into the distinct texts, each distinct text decoded and checked
    once (None when one is not plain text XML reads as :func:`_text` says: a character XML
    refuses, ``]]>``, a reference it refuses, bytes that are not UTF-8)."""
    codes, found = _coded_bytes(data, words, start, length)
    if found is None:
        return codes, None
    texts = []
    for raw in found:
        try:
            text = raw.decode()
        except UnicodeDecodeError:
            return codes, None
        decoded = None if _NOT_TEXT.search(text) or "]]>" in text else _text(raw)
        if decoded is None:
            return codes, None
        texts.append(decoded)
    return codes, texts


#: A character XML refuses in a text (a control character but tab and line ends, U+FFFE,
#: U+FFFF, a lone surrogate).
_NOT_TEXT = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


#: What a line's tags and the white space between them may be, from the tag before each
#: stretch of white space to the tag after it (with its ">"): the line's start tag and its
#: first element's, an element's end tag and the next one's start tag (or the line's end).
_FIRST = re.compile(rb"<TRAVELLER_LINE>[ \t\r\n]*(?:<([A-Za-z_][A-Za-z0-9_.\-]*)>|"
                    rb"</TRAVELLER_LINE>)")
_NEXT = re.compile(rb"</([A-Za-z_][A-Za-z0-9_.\-]*)>[ \t\r\n]*(?:<([A-Za-z_][A-Za-z0-9_.\-]*)>|"
                   rb"</TRAVELLER_LINE>)")
#: The bytes :func:`_plain` looks at in one step (each step's temporary arrays stay small)
_BLOCK = 1 << 20
#: The most shapes of line :func:`_plain` reads (more go to the general walk)
_MAX_SHAPES = 64


class _Shape(NamedTuple):
    """Lines alike but for their texts: the same elements in the same order, the same white
    space between."""

    rows: npt.NDArray[np.intp]  # its lines, numbered in file order
    at: npt.NDArray[np.intp]  # each line's tags' "<" (a line a row)
    names: list[int]  # its elements' names (numbers into the known names), in order
    start_length: npt.NDArray[np.intp]  # each element's start tag's length, "<" and ">" in


def _template(data: bytes, at: npt.NDArray[np.intp], known: _Known
              ) -> tuple[list[bytes], list[int], list[int]] | None:
    """One line's stretches from each tag white space follows to the tag after it (its ">"
    in), its elements' names (numbers) and their start tags' lengths; None when the line is
    not of the plainest shape (a tag not so written, a name not known or named twice, a
    byte between its tags that is not white space)."""
    pieces, names, lengths = [], [], []
    tags = at.tolist()
    opened = b""  # the element the last stretch opened
    for k in range(0, len(tags), 2):
        stop = data.find(b">", tags[k + 1]) + 1
        m = (_NEXT if k else _FIRST).fullmatch(data[tags[k]:stop]) if stop else None
        if m is None or (k and m.group(1) != opened):
            return None  # (an end tag not its start tag's name)
        opened = m.group(2 if k else 1) or b""
        if bool(opened) != (k + 2 < len(tags)):
            return None  # (an element opened, or a line closed, where it cannot be)
        if opened:
            number = known.number.get(opened)
            if number is None or number in names:
                return None  # a name not known, or twice in the line
            names.append(number)
            lengths.append(len(opened) + 2)
        pieces.append(data[tags[k]:stop])
    return pieces, names, lengths


def _bytes_are(data: bytes, at: npt.NDArray[np.intp], want: bytes) -> npt.NDArray[np.bool_]:
    """Whether the bytes from each of ``at`` are ``want`` (compared whole, all at once)."""
    view = np.ndarray(shape=(len(data) - len(want) + 1,), dtype=f"V{len(want)}", buffer=data,
                      strides=(1,))
    got = view[at]
    if got.tobytes() == want * len(at):
        return np.ones(len(at), dtype=bool)
    out: npt.NDArray[np.bool_] = (got.view(np.uint8).reshape(len(at), len(want))
                                  == np.frombuffer(want, dtype=np.uint8)).all(axis=1)
    return out


def _stretches_are(data: bytes, tags: npt.NDArray[np.intp], pieces: list[bytes]
                   ) -> npt.NDArray[np.bool_]:
    """Whether each line's stretches (``tags``: where each starts, a line a row) are
    ``pieces``, compared whole: all at once in the file's order (a block of as many bytes as
    the longest from each, the bytes past each stretch masked), or one stretch of every line
    at a time where a stretch is long or the blocks would pass the file's end."""
    width = -(-max(len(p) for p in pieces) // 8) * 8
    if width > 64 or int(tags[-1, -1]) + width > len(data):
        same = np.ones(len(tags), dtype=bool)
        for k, piece in enumerate(pieces):
            same &= _bytes_are(data, tags[:, k], piece)
        return same
    want = np.zeros((len(pieces), width), dtype=np.uint8)
    mask = np.zeros((len(pieces), width), dtype=np.uint8)
    for k, piece in enumerate(pieces):
        want[k, :len(piece)], mask[k, :len(piece)] = np.frombuffer(piece, dtype=np.uint8), 0xFF
    view = np.ndarray(shape=(len(data) - width + 1,), dtype=f"V{width}", buffer=data,
                      strides=(1,))
    out = np.ones(len(tags), dtype=bool)
    step = max(1, _BLOCK // (len(pieces) * width))  # (lines at a time: the blocks' bytes
    for a in range(0, len(tags), step):  # kept within the processor's cache's reach)
        got = view[tags[a:a + step].ravel()].view(np.uint64).reshape(-1, len(pieces),
                                                                      width // 8)
        np.bitwise_and(got, mask.view(np.uint64), out=got)
        same = got == want.view(np.uint64)
        if not same.all():
            out[a:a + step] = same.all(axis=(1, 2))
    return out


def _shapes(data: bytes, lt: npt.NDArray[np.intp], opens: npt.NDArray[np.intp],
            inner: npt.NDArray[np.intp], known: _Known) -> list[_Shape] | None:
    """The lines in shapes (see :class:`_Shape`), each line's tags compared whole, white
    space between included, with its shape's first line, whose bytes are checked the
    plainest shape; None when one is not, or there are more than :data:`_MAX_SHAPES`."""
    out: list[_Shape] = []
    for size in np.unique(inner).tolist():  # the lines with as many tags, together
        rows = np.flatnonzero(inner == size)
        at = lt[opens[rows][:, None] + np.arange(size + 2)]
        while len(rows):
            if len(out) == _MAX_SHAPES:
                return None
            found = _template(data, at[0], known)
            if found is None:
                return None
            pieces, names, lengths = found
            gaps = at[:, 1::2] - at[:, 0::2]  # each stretch's length, its tags in
            same_gaps = gaps == gaps[0]
            alike = np.arange(len(at)) if same_gaps.all() else np.flatnonzero(
                same_gaps.all(axis=1))
            tags = at[:, 0::2] if len(alike) == len(at) else at[alike, 0::2]
            alike = alike[_stretches_are(data, tags, pieces)]
            start_length = np.array(lengths, dtype=np.intp)
            if len(alike) == len(rows):  # (mostly: every line of this many tags alike)
                out.append(_Shape(rows, at, names, start_length))
                break
            out.append(_Shape(rows[alike], at[alike], names, start_length))
            rest = np.ones(len(rows), dtype=bool)
            rest[alike] = False  # (the first line is always of its own shape)
            rows, at = rows[rest], at[rest]
    return out


def _plain(data: bytes, known: _Known) -> Lines | None:
    """The traveller lines when every one has the simplest shape, read in a few passes over
    the lines' tags (see :func:`walk`); None when any does not."""
    begin, end = data.find(b"<TRAVELLER_LINE>"), data.rfind(b"</TRAVELLER_LINE>")
    if begin < 0 or end < begin or end + 40 > len(data) or b"\0" in data:
        return None
    arr = np.frombuffer(data, dtype=np.uint8)
    words = np.ndarray(shape=(len(data) - 7,), dtype="<u8", buffer=data, strides=(1,))
    lt = np.concatenate([np.flatnonzero(arr[a:min(a + _BLOCK, end + 1)] == 0x3C) + a  # every
                         for a in range(begin, end + 1, _BLOCK)])  # "<" of the lines' span
    head = np.ndarray(shape=(len(data) - 4,), dtype="<u4", buffer=data, offset=1,
                      strides=(1,))[lt]
    # (each tag's first 4 bytes after its "<": a line's tags are those of its shape, whole)
    opens, closes = np.flatnonzero(head == _OPEN & 0xFFFFFFFF), \
        np.flatnonzero(head == _CLOSE & 0xFFFFFFFF)
    if not len(opens) or len(opens) != len(closes) or np.any(closes <= opens) \
            or np.any(opens[1:] <= closes[:-1]):
        return None  # each line <TRAVELLER_LINE> ... </TRAVELLER_LINE>, none within another
    inner = closes - opens - 1  # the tags within each line: a start and an end tag each
    if np.any(inner & 1):
        return None
    shapes = _shapes(data, lt, opens, inner, known)
    if shapes is None:
        return None
    # Each element's text: from its start tag's ">" to its end tag's "<"
    used = sorted({k for shape in shapes for k in shape.names})
    starts = [shape.at[:, 1:-1:2] + shape.start_length for shape in shapes]
    start = np.concatenate([s.ravel() for s in starts])
    length = np.concatenate([(shape.at[:, 2:-1:2] - s).ravel()
                             for shape, s in zip(shapes, starts, strict=True)])
    text_code, texts = _plain_texts(data, words, start, length)
    if texts is None:
        return None
    # The white space between a line and the next of its run
    first, last = _runs(opens, closes)
    between = np.ones(len(opens), dtype=bool)
    between[last - 1] = False  # (what follows a run's last line is the rest's)
    after, upto = lt[closes[between]] + 17, lt[closes[between] + 1]
    if not _blank_words(words, after, upto - after):
        return None
    # Each name's text in each line: a table (names x lines)
    held = np.full((len(used), len(opens)), -1, dtype=np.intp)
    at = 0
    for shape in shapes:
        size = len(shape.rows) * len(shape.names)
        codes = text_code[at:at + size].reshape(len(shape.rows), len(shape.names))
        for j, k in enumerate(shape.names):
            held[used.index(k), shape.rows] = codes[:, j]
        at += size
    none = np.zeros(0, dtype=np.intp)  # (the table holds each line's elements)
    return Lines(_reduced(data, lt[opens[first]], lt[closes[last - 1]] + 17), first, last,
                 len(opens), none, none, [known.names[k] for k in used], none, texts, held)
