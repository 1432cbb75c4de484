"""ipywidgets user interfaces for bridgekit. Thin: each composes widgets and calls the core.

Importing this package imports ipywidgets and matplotlib (the ``notebooks``
extra); ``import bridgekit`` alone does not.
"""

from bridgekit.widgets.deal import DealDiagram
from bridgekit.widgets.hand import HandScorer, VulnerabilityQuiz
from bridgekit.widgets.hybrid import HybridExplorer
from bridgekit.widgets.neuberg import NeubergComparison
from bridgekit.widgets.swings import SwingChart
from bridgekit.widgets.traveller import TravellerEditor

__all__ = [
    "DealDiagram",
    "HandScorer",
    "HybridExplorer",
    "NeubergComparison",
    "SwingChart",
    "TravellerEditor",
    "VulnerabilityQuiz",
    "app",
]


def app():
    """The four widgets in tabs: the Voila app (``notebooks/app.ipynb``)."""
    import ipywidgets as w

    traveller = TravellerEditor(board=1)
    traveller.load_sample()
    tabs = w.Tab(children=[traveller, NeubergComparison(), HybridExplorer(), SwingChart()])
    for i, title in enumerate(["Traveller", "Neuberg", "Hybrid points",
                               "Swings"]):
        tabs.set_title(i, title)
    tabs.add_class("bk-app")
    return tabs


def __dir__() -> list[str]:
    """The public names only (what ``__all__`` pins), so tab completion shows no internals."""
    return sorted(__all__)
