"""The Voila app serves: the page holds the executed app, its widgets and no code."""

import urllib.request

import pytest

pytest.importorskip("voila")

from voila_server import voila_app


def test_voila_serves_the_app():
    with voila_app() as url:
        with urllib.request.urlopen(url, timeout=120) as response:
            assert response.status == 200
            page = response.read().decode("utf-8")
    assert '<h1 id="bridgekit">bridgekit' in page
    assert "application/vnd.jupyter.widget-view+json" in page
    assert "VBox(children=(HBox(children=(ToggleButton(" in page  # projector toggle, tabs
    assert "cdn.jsdelivr" not in page  # nothing fetched from the internet
    assert "from bridgekit.widgets import app" not in page  # no code shown
