"""Each notebook matches its source (notebooks/*.py, jupytext percent format), stores no
widget state, and all of them stay small."""

from pathlib import Path

import nbformat
import pytest

jupytext = pytest.importorskip("jupytext")

NOTEBOOKS = Path(__file__).parents[2] / "notebooks"
SOURCES = sorted(NOTEBOOKS.glob("*.py"))


def cells(nb) -> list[tuple[str, str]]:
    return [(c.cell_type, c.source.strip()) for c in nb.cells]


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_notebook_matches_its_source(source):
    notebook = source.with_suffix(".ipynb")
    assert notebook.exists(), f"{notebook.name} is missing: run make notebooks"
    assert cells(nbformat.read(notebook, as_version=4)) == cells(jupytext.read(source)), \
        f"{notebook.name} differs from {source.name}: run make notebooks"


def test_every_notebook_has_a_source_and_no_widget_state():
    notebooks = sorted(NOTEBOOKS.glob("*.ipynb"))
    assert [n.stem for n in notebooks] == [s.stem for s in SOURCES]
    for notebook in notebooks:
        assert "widgets" not in nbformat.read(notebook, as_version=4).metadata, notebook.name
    assert sum(n.stat().st_size for n in notebooks) <= 150_000
