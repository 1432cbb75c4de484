"""What a file is, from the start of its content: each format's telltale, and the words that
name it when a reader refuses a file (``read_event`` of a LIN file says "a LIN file: hand
records", not "expected a USEBIO root element").

Only the start of the content is looked at (:data:`HEAD` characters); nothing is parsed.
"""

from __future__ import annotations

import re

__all__ = ["HEAD", "found", "xml_root"]

#: How much of a file's start is looked at (an ACBL Live page's title comes first, its
#: tables after some 70 KB of scripts: its title and links are what is looked for).
HEAD = 65536

_LIN = re.compile(r"(?:qx|pn|md|st|rs|vg|ah|sv|mb|pc|mc|an|nt|pg|bn)\|", re.IGNORECASE)
_JET = ("Standard Jet DB", "Standard ACE DB")


def xml_root(head: str) -> str:
    """The name of the first element of an XML text ("" when none is seen).

    >>> xml_root('<?xml version="1.0"?><!-- results --><session club="Akaroa">')
    'session'
    """
    text = re.sub(r"<\?.*?\?>|<!--.*?-->|<!DOCTYPE[^>]*>", "", head[:4096], flags=re.DOTALL)
    m = re.search(r"<([A-Za-z_][\w.:-]*)", text)
    return m.group(1) if m else ""


def found(data: bytes | str) -> tuple[str, str]:
    """``(kind, words)``: what the start of a file's content is, and how a message names it.

    Kinds: ``nzbs`` (an NZ Bridge Scorer session: XML whose root is ``session``),
    ``usebio``, ``xml`` (another root), ``acbl-live`` (an ACBL Live page), ``acbl`` (a
    my.acbl.org club game page), ``html`` (another page), ``lin`` (BBO's LIN: hand records),
    ``bws`` (an Access database, as Bridgemate's ``.bws`` is), ``pbn``, ``csv`` (any other
    text).

    >>> found(b'<?xml version="1.0"?><session club="Akaroa" scoring_type="MP">')
    ('nzbs', 'an NZ Bridge Scorer session')
    >>> found(b"qx|o1|md|3SAKQ,HAK,DA,CAKQ|")
    ('lin', 'a LIN file: hand records')
    >>> found(b"<results><line/></results>")
    ('xml', 'XML whose root element is <results>')
    """
    head = data[:HEAD]
    text = head.decode("latin-1") if isinstance(head, bytes) else head
    if any(mark in text[:64] for mark in _JET):
        return "bws", "an Access database (as Bridgemate's .bws is)"
    text = text.replace("\x00", "").lstrip("\ufeff\xef\xbb\xbf\xfe\xff \t\r\n")
    lowered = text.lower()
    if text.startswith("<"):
        if "<result-details" in lowered:  # first: a club page may link to ACBL Live
            return "acbl", "a my.acbl.org club game page"
        if "<title>acbl live</title>" in lowered or "://live.acbl.org" in lowered:
            return "acbl-live", "an ACBL Live page"
        if lowered.startswith(("<!doctype html", "<html")):
            return "html", "an HTML page"
        root = xml_root(text)
        if root == "session":
            return "nzbs", "an NZ Bridge Scorer session"
        if root == "USEBIO":
            return "usebio", "a USEBIO file"
        return "xml", f"XML whose root element is <{root[:40]}>" if root else "XML"
    if _LIN.match(text):
        return "lin", "a LIN file: hand records"
    first = next((line for line in map(str.strip, text.splitlines()) if line), "")
    return ("pbn", "a PBN file") if first.startswith(("[", "%")) else ("csv", "text")
