"""bridgekit's message catalogues: extract, update, compile (a developer's tool; needs Babel,
which bridgekit does not need at run time).

    python scripts/catalogue.py extract           # bridgekit/i18n/locale/bridgekit.pot
    python scripts/catalogue.py update            # every language's .po gets the new messages
    python scripts/catalogue.py compile           # .po -> .mo, shipped with the package
    python scripts/catalogue.py merge LANG PO...  # take the translations of PO files into LANG's .po
    python scripts/catalogue.py todo LANG         # the messages LANG's .po has not translated
    python scripts/catalogue.py blank LANG OUT    # those messages as a .po to translate
    python scripts/catalogue.py pot OUT FILE...   # a template of the messages of some files only
    python scripts/catalogue.py glossaries        # notebooks/glossary.<lang>.md from the catalogues
    python scripts/catalogue.py sync DIR          # extract, update, merge DIR/*.<lang>.po, compile

``make catalogues`` runs the first three.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "bridgekit"
LOCALE = PACKAGE / "i18n" / "locale"
POT = LOCALE / "bridgekit.pot"
GLOSSARY = PACKAGE / "data" / "glossary.md"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "NP_": ((1, "c"), 2)}
LANGUAGES = ("nl", "fr")


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / "bridgekit.po"


def extract(only: list[str] | None = None) -> Catalog:
    """Every message the package marks (or the files ``only`` name), with where it is used."""
    catalog = Catalog(project="bridgekit", charset="utf-8", fuzzy=False)
    wanted = {str(Path(f).resolve()) for f in only} if only else None
    method_map = [("**.py", "python")]
    for filename, lineno, message, comments, context in extract_from_dir(
            str(PACKAGE), method_map=method_map, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
            strip_comment_tags=True):
        if wanted is not None and str(PACKAGE / filename) not in wanted:
            continue
        catalog.add(message, None, [(f"bridgekit/{filename}", lineno)],
                    auto_comments=comments, context=context)
    if wanted is None or str(GLOSSARY) in wanted:
        for number, block in enumerate(glossary_blocks(), start=1):
            catalog.add(block, None, [("bridgekit/data/glossary.md", number)])
    return catalog


def glossary_blocks() -> list[str]:
    """The glossary's paragraphs as the app translates them: each block, its lines joined."""
    import re

    text = GLOSSARY.read_text("utf-8").strip()
    return [" ".join(block.split()) for block in re.split(r"\n\s*\n", text)]


def glossary(lang: str) -> str:
    """The glossary in ``lang``, as the catalogue translates it, a paragraph a block."""
    import gettext

    with po_path(lang).with_suffix(".mo").open("rb") as handle:
        mo = gettext.GNUTranslations(handle)
    return "\n\n".join(mo.gettext(block) for block in glossary_blocks()) + "\n"


def write_glossaries() -> None:
    for lang in LANGUAGES:
        (ROOT / "notebooks" / f"glossary.{lang}.md").write_text(glossary(lang), "utf-8")


def read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=lang)


def write(path: Path, catalog: Catalog) -> None:
    buffer = io.BytesIO()
    catalog.fuzzy = False
    write_po(buffer, catalog, width=100, sort_output=False, omit_header=False,
             include_lineno=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buffer.getvalue())


def update() -> None:
    template = read(POT)
    for lang in LANGUAGES:
        path = po_path(lang)
        catalog = read(path, lang) if path.exists() else Catalog(locale=lang, project="bridgekit")
        catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
        catalog.obsolete.clear()
        write(path, catalog)


def compile_all() -> None:
    for lang in LANGUAGES:
        catalog = read(po_path(lang), lang)
        with po_path(lang).with_suffix(".mo").open("wb") as handle:
            write_mo(handle, catalog, use_fuzzy=False)


def merge(lang: str, parts: list[str]) -> None:
    path = po_path(lang)
    catalog = read(path, lang)
    for part in parts:
        for message in read(Path(part), lang):
            if not message.id or not message.string:
                continue
            mine = catalog.get(message.id, context=message.context)
            if mine is not None and (not mine.string or mine.string in ("", ("",) * len(mine.string))):
                mine.string = message.string
                mine.flags.discard("fuzzy")
    write(path, catalog)


def todo(lang: str) -> None:
    for message in read(po_path(lang), lang):
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.id and (not all(strings) or message.fuzzy):
            print(message.id, [loc for loc in message.locations][:1])


def blank(lang: str, out: Path) -> None:
    """A .po of the messages ``lang`` has not translated, with their comments, to fill in."""
    source = read(po_path(lang), lang)
    part = Catalog(locale=lang, project="bridgekit", fuzzy=False)
    part.mime_headers = source.mime_headers  # the .po's own plural rule (French: 2 forms)
    for message in source:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.id and (not all(strings) or message.fuzzy):
            part.add(message.id, None, message.locations, auto_comments=message.auto_comments,
                     flags=message.flags - {"fuzzy"}, context=message.context)
    write(out, part)


def main(argv: list[str]) -> None:
    command = argv[0] if argv else "help"
    if command == "extract":
        write(POT, extract())
    elif command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "merge":
        merge(argv[1], argv[2:])
    elif command == "sync":
        import fcntl

        with (Path(argv[1]) / ".lock").open("w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            write(POT, extract())
            update()
            for lang in LANGUAGES:
                merge(lang, sorted(str(p) for p in Path(argv[1]).glob(f"*.{lang}.po")))
            compile_all()
    elif command == "blank":
        blank(argv[1], Path(argv[2]))
    elif command == "glossaries":
        write_glossaries()
    elif command == "pot":
        write(Path(argv[1]), extract(argv[2:]))
    elif command == "todo":
        todo(argv[1])
    else:
        print(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
