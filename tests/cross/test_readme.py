"""The README: three doors (teachers, directors, developers) near the top, a tour that runs as a
doctest, install advice that works from a clone, and a line per rule family linking docs/rules.md.

Its links, paths and console session are checked with the other pages in test_docs.py.
"""

import doctest
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).parents[2]
README = ROOT / "README.md"


def text() -> str:
    return README.read_text(encoding="utf-8")


def section(title: str) -> str:
    return text().split(f"\n## {title}\n")[1].split("\n## ")[0]


def test_readme_tour():
    result = doctest.testfile(str(README), module_relative=False, optionflags=(
        doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS))
    assert result.attempted >= 10
    assert result.failed == 0


def test_readme_is_short_with_three_doors_near_the_top():
    lines = text().splitlines()
    assert 150 <= len(lines) <= 220
    heads = [i for i, line in enumerate(lines) if line.startswith("## ")]
    doors = [lines.index(f"## For {who}") for who in ("teachers", "directors", "developers")]
    assert doors == sorted(doors) and doors[0] < 40
    assert heads[:3] == doors


def test_the_two_fresh_machine_commands():
    """``make lab`` sets up and opens the notebooks, ``make test`` sets up and runs every test:
    the README shows both exactly, and the Makefile has both."""
    commands = [line.split("#")[0].strip() for line in text().splitlines() if line.startswith("make ")]
    assert "make lab" in commands and "make test" in commands and "make app" in commands
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    # JupyterLab with the project's own configuration (one listing per notebook)
    assert re.search(r"^lab: \$\(STAMP\)\n\t(JUPYTER_CONFIG_PATH=\$\(CURDIR\)/etc/jupyter )?"
                     r"\$\(BIN\)/jupyter lab .* notebooks/$", makefile, re.MULTILINE)
    assert re.search(r"^test: \$\(STAMP\) lint\n\t\$\(BIN\)/python -m pytest$", makefile, re.MULTILINE)
    teachers = section("For teachers")
    assert "make lab" in teachers and "make app" in teachers and "Binder" in teachers
    assert "make test" in section("For developers")


def test_install_names_the_real_distribution_and_needs_no_url():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["name"] == "duplicate-bridge-scoring"
    assert "`duplicate-bridge-scoring`" in text()
    assert "pip install -e '.[notebooks]'" in section("For directors")
    assert "notebooks" in project["optional-dependencies"]
    assert "mybinder.org/v2" not in text() and "OWNER" not in text()
    for path in ("binder/requirements.txt", "binder/runtime.txt", "binder/start"):
        assert path in section("For teachers") and (ROOT / path).exists()


def test_the_directors_session_runs_the_six_commands():
    commands = [line[2:].split()[:2] for line in section("For directors").splitlines()
                if line.startswith("$ bridgekit ")]
    assert [c[1] for c in commands] == ["check", "check", "score", "handout", "par", "publish",
                                        "convert"]
    assert "--explain" in section("For directors")
    assert "Session tab" in section("For directors")
    assert "PORT=" in section("For directors") and "--hands" in section("For directors")


def test_what_it_scores_is_a_line_per_rule_family():
    bullets = [line for line in section("What it scores").splitlines() if line.startswith("- ")]
    linked = [re.match(r"- \[[^\]]+\]\(docs/rules\.md#([\w-]+)\)", line) for line in bullets]
    assert all(linked), bullets
    rules = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    families = re.findall(r"^## (.+)$", rules, re.MULTILINE)
    assert len(bullets) == len(families) >= 12


def test_the_program_table_is_pointed_at():
    formats = (ROOT / "docs" / "formats.md").read_text(encoding="utf-8")
    assert "| EBUScore | USEBIO | `--normal max`" in formats
    assert "docs/formats.md#the-programs-whose-files-bridgekit-reproduces" in section("For directors")


def test_the_architecture_summary_is_ten_lines():
    block = section("For developers").split("```text\n")[1].split("```")[0]
    assert len(block.splitlines()) == 10
    assert "docs/architecture.md" in section("For developers")
