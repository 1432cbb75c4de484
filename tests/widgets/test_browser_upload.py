"""The upload buttons in JupyterLab, as ``make lab`` serves a notebook: each says what it does
in the language its widget speaks, with no count of the files it holds, in its text too (what
a screen reader says).

ipywidgets 8's FileUpload view writes its whole text itself, ``f"{description}
({len(value)})"``, at every update ("Open a file (0)"), and no attribute of the widget leaves
the count out; the Voila app's page took it off with a script, which a notebook does not run.
Each bridgekit upload button is made by :func:`bridgekit.show.upload_button`, whose view
writes its label alone. What a reader sees is measured as well as the DOM's text: each
character of the button's text whose box lies inside the button.

Marked ``browser`` (see test_browser.py for how to run it). sample_hands.pbn holds boards 1
to 4 with their deals.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from helpers import CHROMIUM, CHROMIUM_ARGS, need_browser, screenshot
from voila_server import ROOT, free_port

pytestmark = pytest.mark.browser

HANDS = ROOT / "bridgekit" / "data" / "sample_hands.pbn"

#: The four widgets with an upload button, as a notebook shows them, in one language
WIDGETS = ("TravellerEditor", "ClubVersusFieldView", "SwingChart", "DealDiagram")

#: Each widget's upload label, in its order in WIDGETS (the catalogues' translations)
LABELS = {
    "en": ["Open a file", "Open a file", "Open a teams file", "Open hand records"],
    "nl": ["Bestand openen", "Bestand openen", "Viertallenbestand openen",
           "Spelverdelingen openen"],
    "fr": ["Ouvrir un fichier", "Ouvrir un fichier", "Ouvrir un fichier par quatre",
           "Ouvrir des fiches de donnes"],
}

#: What a reader sees on a button: each character of its text whose box lies inside the
#: button's box (a character pushed out of the button, or of no width, is not seen); spaces
#: folded.
SHOWN = r"""button => {
  const box = button.getBoundingClientRect();
  let text = '';
  const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.data.length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const r = range.getBoundingClientRect();
      const inside = r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
      if (/\s/.test(node.data[i]) || (r.width > 0 && inside)) text += inside ? node.data[i] : ' ';
    }
  }
  return text.replace(/\s+/g, ' ').trim();
}"""


def shown(locator) -> list[str]:
    """What a reader sees on each button ``locator`` finds (see :data:`SHOWN`)."""
    return [button.evaluate(SHOWN) for button in locator.all()]


def _notebook(path: Path) -> None:
    """A notebook showing the four widgets once in each language, each language's box marked
    with a class ``t-en``, ``t-nl``, ``t-fr``."""
    source = ("import ipywidgets as w\n"
              f"from bridgekit.widgets import {', '.join(WIDGETS)}\n"
              "def shown(lang):\n"
              f"    box = w.VBox([cls(lang=lang) for cls in ({', '.join(WIDGETS)})])\n"
              "    box.add_class(f't-{lang}')\n"
              "    return box\n")
    cells = [source] + [f"shown({lang!r})" for lang in LABELS]
    path.write_text(json.dumps({
        "cells": [{"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {},
                   "outputs": [], "source": text} for i, text in enumerate(cells)],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                    "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5}), "utf-8")


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """JupyterLab as ``make lab`` starts it (its config from etc/jupyter), serving a folder
    with :func:`_notebook`'s notebook; Chromium with the notebook open and its cells run."""
    need_browser()
    from playwright.sync_api import sync_playwright

    folder = tmp_path_factory.mktemp("lab")
    served = folder / "notebooks"  # the server's own files beside it, not in its listing
    served.mkdir()
    _notebook(served / "uploads.ipynb")
    port, token = free_port(), "bridgekit-test"
    env = {**os.environ, "JUPYTER_CONFIG_PATH": str(ROOT / "etc" / "jupyter"),
           "JUPYTER_RUNTIME_DIR": str(folder / "runtime"),
           "JUPYTERLAB_SETTINGS_DIR": str(folder / "settings"),
           "JUPYTERLAB_WORKSPACES_DIR": str(folder / "workspaces"),
           "PYTHONPATH": os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH"))
                                         if p)}
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", f"--port={port}",
           "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={token}",
           f"--ServerApp.root_dir={served}"]
    with open(folder / "lab.log", "wb") as log:
        server = subprocess.Popen(cmd, cwd=served, env=env, stdout=log,
                                  stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/status?token={token}",
                                            timeout=5):
                    break
            except OSError:
                assert server.poll() is None, (folder / "lab.log").read_text()
                assert time.monotonic() < deadline, "JupyterLab did not answer in 120 s"
                time.sleep(0.5)
        with sync_playwright() as p:
            chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True,
                                         args=CHROMIUM_ARGS)
            page = chromium.new_page(viewport={"width": 1366, "height": 900})
            page.set_default_timeout(120_000)
            page.goto(f"http://127.0.0.1:{port}/lab/tree/uploads.ipynb?token={token}")
            page.wait_for_selector(".jp-Notebook .jp-Cell")
            page.get_by_text("Python 3 (ipykernel) | Idle").wait_for()  # the kernel started
            page.locator(".jp-Notebook .jp-Cell").first.click()
            page.get_by_role("menuitem", name="Run", exact=True).click()
            page.get_by_text("Run All Cells", exact=True).click()
            for lang in LABELS:
                page.wait_for_function(
                    f"document.querySelectorAll('.t-{lang} .widget-upload').length == 4")
            page.wait_for_timeout(1000)  # the last labels set, the styles applied
            yield page
            chromium.close()
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)


@pytest.mark.parametrize("lang", list(LABELS))
def test_a_notebooks_upload_buttons_say_their_label_alone(lab, lang, tmp_path):
    buttons = lab.locator(f".t-{lang} .widget-upload")
    buttons.first.scroll_into_view_if_needed()
    screenshot(lab, f"upload-buttons-lab-{lang}", tmp_path)
    # the button's own text, what a screen reader says: the label, no "(0)"
    assert [" ".join(t.split()) for t in buttons.all_text_contents()] == LABELS[lang]
    assert shown(buttons) == LABELS[lang]
    assert buttons.first.aria_snapshot() == f'- button "{LABELS[lang][0]}"'


def test_a_chosen_file_leaves_the_label_alone(lab, tmp_path):
    """A Deal and par view keeps the file it opened (ipywidgets' own button then wrote
    "(1)"): the file's boards come to the kernel, and the button still says its label alone,
    drawn whole."""
    button = lab.locator(".t-fr .bk-deal-upload .widget-upload")
    button.scroll_into_view_if_needed()
    with lab.expect_file_chooser() as chooser:
        button.click()
    chooser.value.set_files(str(HANDS))
    lab.wait_for_selector(".t-fr .bk-deal-position:has-text('4')")
    screenshot(lab, "upload-button-lab-fr-chosen", tmp_path)
    assert " ".join(button.text_content().split()) == "Ouvrir des fiches de donnes"
    assert shown(button) == ["Ouvrir des fiches de donnes"]
