"""Each notebook matches its source (notebooks/*.py, jupytext percent format), stores no
widget state, and all of them stay small."""

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
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


ROOT = NOTEBOOKS.parent
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]*glossary[^)\s]*)\)", re.IGNORECASE)


@pytest.mark.parametrize("source", [s for s in SOURCES if s.stem != "app"], ids=lambda p: p.stem)
def test_each_notebook_links_the_glossary_inside_the_notebooks_folder(source):
    """JupyterLab (``make lab``) serves notebooks/ and nothing above it, and Binder opens
    lab/tree/notebooks: a link to ../docs/glossary.md is a 404 there."""
    links = LINK.findall(source.read_text("utf-8"))
    assert links, f"{source.name} does not link the glossary"
    for link in links:
        target = (NOTEBOOKS / link.split("#")[0]).resolve()
        assert target.is_file() and target.parent == NOTEBOOKS.resolve(), (source.name, link)


def test_the_glossary_beside_the_notebooks_is_the_glossary():
    text = (ROOT / "docs" / "glossary.md").read_text("utf-8")
    assert (NOTEBOOKS / "glossary.md").read_text("utf-8") == text
    assert (ROOT / "bridgekit" / "data" / "glossary.md").read_text("utf-8") == text


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=5) as answer:
        return answer.read()


def test_jupyterlab_lists_each_notebook_once_and_opens_the_glossary(tmp_path):
    """JupyterLab as ``make lab`` starts it (its config from etc/jupyter), asked over HTTP
    for the folder's listing: each notebook once (its .py source not beside it), and the
    glossary the notebooks link."""
    pytest.importorskip("jupyterlab")
    makefile = (ROOT / "Makefile").read_text("utf-8")
    lab = makefile[makefile.index("\nlab:"):].split("\n\n")[0]
    assert "JUPYTER_CONFIG_PATH=$(CURDIR)/etc/jupyter" in lab and "notebooks/" in lab
    port, token = _free_port(), "bridgekit-test"
    env = {**os.environ, "JUPYTER_CONFIG_PATH": str(ROOT / "etc" / "jupyter"),
           "JUPYTER_RUNTIME_DIR": str(tmp_path)}
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", f"--port={port}",
           "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={token}", "notebooks/"]
    with open(tmp_path / "lab.log", "wb") as log:
        server = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                                  start_new_session=True)
    base = f"http://127.0.0.1:{port}/api/contents"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                listing = json.loads(_get(f"{base}/?token={token}"))
                break
            except OSError:
                assert server.poll() is None, (tmp_path / "lab.log").read_text()
                assert time.monotonic() < deadline, "JupyterLab did not answer in 90 s"
                time.sleep(0.5)
        names = sorted(item["name"] for item in listing["content"])
        glossary = json.loads(_get(f"{base}/glossary.md?token={token}&type=file&format=text"))
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
    stems = [Path(name).stem for name in names if name.endswith((".ipynb", ".py"))]
    assert sorted(stems) == sorted(set(stems)) == [s.stem for s in SOURCES]
    assert [n for n in names if n.endswith(".py")] == []
    assert "glossary.md" in names and glossary["type"] == "file"
    assert glossary["content"] == (NOTEBOOKS / "glossary.md").read_text("utf-8")
