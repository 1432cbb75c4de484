"""The pages users read (README.md, docs/*.md, benchmarks/README.md) are tested like code.

Their ``>>>`` examples run as doctests, their console sessions run the ``bridgekit`` command for
real and must print what they show, every relative link and image points at a file that exists
(every ``#anchor`` at a heading of that file), and every module path they name exists in
``bridgekit/``, so the architecture text cannot drift from the tree.
"""

from __future__ import annotations

import doctest
import re
import shlex
import tomllib
from pathlib import Path

import pytest

import bridgekit as bk
from bridgekit.cli import main

ROOT = Path(__file__).parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "benchmarks" / "README.md"]
DOCTESTED = [p for p in PAGES if p.name != "README.md" or p.parent.name == "benchmarks"]

FENCE = re.compile(r"^```([\w-]*)[^\n]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
PATH = re.compile(r"(?<![\w/.-])bridgekit/(?:[\w-]+/)*(?:[\w-]+(?:\.\w+)?)?")
BEING_ADDED = re.compile(r"`?\s*\*\(being added\)\*")


def rel(path: Path) -> str:
    return str(path.relative_to(ROOT))


def blocks(text: str, *languages: str) -> list[tuple[int, str]]:
    """Fenced blocks in ``languages``: (line number of the block's first line, body)."""
    return [(text.count("\n", 0, m.start(2)) + 1, m.group(2)) for m in FENCE.finditer(text)
            if m.group(1) in languages]


def prose(text: str) -> str:
    """The text outside fenced blocks and inline code (where a link or a heading is markup)."""
    text = FENCE.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    return re.sub(r"`[^`\n]*`", "", text)


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: markup dropped, lower case, punctuation gone."""
    text = re.sub(r"[`*_]{1,2}(?=\S)|(?<=\S)[`*_]{1,2}", "", heading.strip()).lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    seen: dict[str, int] = {}
    out = set()
    for line in prose(page.read_text(encoding="utf-8")).splitlines():
        m = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if m:
            s = slug(m.group(1))
            out.add(s if s not in seen else f"{s}-{seen[s]}")
            seen[s] = seen.get(s, 0) + 1
    return out


@pytest.mark.parametrize("page", DOCTESTED, ids=rel)
def test_examples_run_as_doctests(page):
    """Every ```python / ```pycon block is a doctest, and they all pass (one namespace a page)."""
    text = page.read_text(encoding="utf-8")
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner(
        optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS)
    globs: dict = {}
    for line, body in blocks(text, "python", "pycon", "py"):
        assert ">>>" in body, f"{rel(page)}:{line}: a Python block that is not a doctest"
        test = parser.get_doctest(body, globs, f"{rel(page)}:{line}", str(page), line)
        runner.run(test, clear_globs=False)
        globs.update(test.globs)  # a later block builds on an earlier one, as a reader does
    assert runner.failures == 0


def test_the_pages_have_examples():
    counts = {rel(p): sum(body.count(">>>") for _, body in blocks(p.read_text("utf-8"), "pycon"))
              for p in DOCTESTED}
    assert counts["docs/rules.md"] >= 20
    assert counts["docs/formats.md"] >= 2 and counts["docs/reliability.md"] >= 2


def console_sessions(text: str):
    """Each ``$ command`` of the console blocks with the lines shown after it."""
    for line, body in blocks(text, "console"):
        session: list[tuple[int, str, list[str]]] = []
        for i, row in enumerate(body.splitlines()):
            if row.startswith("$ "):
                session.append((line + i, row[2:], []))
            else:
                assert session, f"line {line + i}: output before any command"
                session[-1][2].append(row)
        yield from session


@pytest.mark.parametrize("page", [p for p in PAGES if "```console" in p.read_text("utf-8")], ids=rel)
def test_console_sessions_print_what_they_show(page, tmp_path, monkeypatch, capsys):
    """Each ``bridgekit`` command shown runs from the repository's root (its output files land
    in a scratch folder) and prints the lines shown; ``...`` stands for lines left out."""
    for name in ("bridgekit", "tests"):
        (tmp_path / name).symlink_to(ROOT / name)
    monkeypatch.chdir(tmp_path)
    ran = 0
    for line, command, shown in console_sessions(page.read_text(encoding="utf-8")):
        if command.startswith("pip install"):
            assert not shown
            continue
        argv = shlex.split(command)
        assert argv[0] == "bridgekit", f"{rel(page)}:{line}: {command!r} is not a bridgekit command"
        capsys.readouterr()
        status = main(argv[1:])
        out = capsys.readouterr()
        got = out.out + out.err
        want = "".join(f"{row}\n" for row in shown)
        assert doctest.OutputChecker().check_output(want, got, doctest.ELLIPSIS), (
            f"{rel(page)}:{line}: $ {command}\nshown:\n{want}\nprinted (exit {status}):\n{got}")
        assert status in (0, 1)
        ran += 1
    assert ran >= 3


@pytest.mark.parametrize("page", PAGES, ids=rel)
def test_links_and_images_point_at_what_exists(page):
    text = prose(page.read_text(encoding="utf-8"))
    targets = LINK.findall(text)
    broken = []
    for target in targets:
        if re.match(r"[a-z]+:", target):  # https:, mailto: are not checked here
            continue
        file, _, anchor = target.partition("#")
        dest = (page.parent / file).resolve() if file else page
        if not dest.exists():
            broken.append(f"{target}: no such file")
        elif anchor and (dest.suffix != ".md" or anchor not in anchors(dest)):
            broken.append(f"{target}: no heading #{anchor} in {dest.name}")
    assert broken == [], f"{rel(page)}: {broken}"


def named_paths(page: Path) -> list[tuple[str, bool]]:
    """Every ``bridgekit/...`` path the page names, and whether it is marked *(being added)*."""
    text = page.read_text(encoding="utf-8")
    return [(m.group().rstrip("."), bool(BEING_ADDED.match(text, m.end()))) for m in PATH.finditer(text)]


@pytest.mark.parametrize("page", PAGES, ids=rel)
def test_every_module_path_named_exists(page):
    wrong = []
    for path, planned in named_paths(page):
        exists = (ROOT / path).exists()
        if planned and exists:
            wrong.append(f"{path} is marked (being added) but is there: drop the mark")
        elif not planned and not exists:
            wrong.append(f"{path} is not in the tree")
    assert wrong == [], f"{rel(page)}: {wrong}"


def test_every_module_is_in_the_architecture():
    """A module added to bridgekit/ is described in docs/architecture.md (the faces of the
    wings, their __init__.py, excepted)."""
    named = {path for path, _ in named_paths(ROOT / "docs" / "architecture.md")}
    modules = {rel(p) for p in (ROOT / "bridgekit").rglob("*.py") if p.name != "__init__.py"}
    assert sorted(modules - named) == []
    wings = {f"{rel(p.parent)}/" for p in (ROOT / "bridgekit").glob("*/__init__.py")}
    readme = {path for path, _ in named_paths(ROOT / "README.md")}
    assert sorted(wings - readme) == []
    assert {"bridgekit/pairs/", "bridgekit/teams/", "bridgekit/deals/", "bridgekit/io/",
            "bridgekit/show/", "bridgekit/widgets/"} <= wings


def test_the_architecture_states_the_arrows():
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    for rule in ("Arrows point down", "know nothing of scoring", "the one `io` module that scores",
                 "Nothing below `show/` produces markup", "`import bridgekit` loads the scoring core only"):
        assert rule in text


@pytest.mark.parametrize("page", PAGES, ids=rel)
def test_no_placeholders_and_no_source_file_numbers(page):
    text = page.read_text(encoding="utf-8")
    assert not re.search(r"\bOWNER\b|<this repository|git\+<|TODO", text)
    assert not re.search(r"seed[ _]?0\d\d|the seed's|SEED_0", text, re.IGNORECASE)


def test_point_a_board_has_no_ten_point_draw():
    """Point-a-board: any positive aggregate wins the board; the 10-point margin is hybrid
    points' own (EBU White Book 161.7)."""
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    section = text.split("## Teams: IMPs, point-a-board and aggregate")[1].split("\n## ")[0]
    assert "Any positive aggregate wins the board" in section and "+630 against +620" in section
    assert "a margin of 10 or less" not in text
    hybrid = text.split("## Hybrid points")[1].split("\n## ")[0]
    assert "within 10" in hybrid and "White Book 161.7" in hybrid


def test_license_is_mit_in_the_file_and_the_metadata():
    license_text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert license_text.startswith("MIT License\n")
    assert "Copyright (c) 2026 the bridgekit authors" in license_text
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] in ("MIT", {"text": "MIT"})


def test_the_benchmark_page_is_one_run():
    text = (ROOT / "benchmarks" / "README.md").read_text(encoding="utf-8")
    assert "make benchmark" in text and "load average 9.15 at the" in text
    assert "second run" not in text.lower()
    assert "| `score_event`, pandas' default strings (`str`, pyarrow storage; validation " \
        "included) | 0.501 s |" in text
    assert bk.__version__
