"""The Voila app serves: the page holds the executed app, its widgets and no code."""

import urllib.request

import pytest

pytest.importorskip("voila")

from voila_server import ROOT, voila_app


def test_voila_serves_the_app():
    with voila_app() as url:
        with urllib.request.urlopen(url, timeout=120) as response:
            assert response.status == 200
            page = response.read().decode("utf-8")
    assert '<h1 id="bridgekit">bridgekit' in page
    assert "application/vnd.jupyter.widget-view+json" in page
    assert "_App(children=(HBox(children=(ToggleButton(" in page  # projector toggle, tabs
    assert "cdn.jsdelivr" not in page  # nothing fetched from the internet
    assert "from bridgekit.widgets import app" not in page  # no code shown


def test_the_app_waits_for_its_widgets_on_a_slow_machine():
    """The app's one cell opens some 700 widgets, a message each. By default Voila waits 4 s
    for them once the cell is done; in one fresh-clone test run here it waited in vain, and the
    page came out without its widgets. Voila run alone reads etc/jupyter/voila.json, the Binder server extension
    jupyter_server_config.json: both give it a minute."""
    import nbformat
    from traitlets.config.loader import JSONFileConfigLoader
    from voila.execute import VoilaExecutor

    for name in ("voila.json", "jupyter_server_config.json"):
        config = JSONFileConfigLoader(name, str(ROOT / "etc" / "jupyter")).load_config()
        assert VoilaExecutor(nbformat.v4.new_notebook(), config=config).iopub_timeout == 60, name
