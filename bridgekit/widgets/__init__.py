"""ipywidgets user interfaces for bridgekit: each widget is a model whose inputs are traits and
whose answer comes from the core; its view renders that answer.

Importing this package imports ipywidgets (the ``notebooks`` extra); ``import bridgekit``
alone does not.
"""

from bridgekit.widgets.deal import DealDiagram
from bridgekit.widgets.hand import HandScorer, VulnerabilityQuiz
from bridgekit.widgets.hybrid import HybridExplorer
from bridgekit.widgets.neuberg import NeubergComparison
from bridgekit.widgets.sections import ClubVersusFieldView
from bridgekit.widgets.session import SessionView
from bridgekit.widgets.swings import SwingChart
from bridgekit.widgets.traveller import TravellerEditor

__all__ = [
    "ClubVersusFieldView",
    "DealDiagram",
    "HandScorer",
    "HybridExplorer",
    "NeubergComparison",
    "SessionView",
    "SwingChart",
    "TravellerEditor",
    "VulnerabilityQuiz",
    "app",
    "glossary_html",
]


#: Each tab of the app: its title, and one line saying what to do there.
TABS = (
    ("Traveller", "Type a board's results, or open a PBN, CSV or USEBIO file: each row is "
                  "scored as you finish it."),
    ("Neuberg", "Tick results out or make one a ruling, and compare how each method "
                "scores the board."),
    ("Hybrid points", "Change the boards, total points or swing to see which row of the "
                      "hybrid-points table a match falls in."),
    ("Swings", "Pick a teams match, or open a teams file and walk its matches: the swings "
               "board by board, in points or IMPs, the VPs and the standings."),
    ("Score a hand", "Pick a contract, declarer, result and vulnerability: the score, item "
                     "by item."),
    ("Quiz", "Who deals and who is vulnerable on a board? Answer, then check."),
    ("Deal and par", "A deal, what each player can make double dummy, and par."),
    ("Glossary", "The words the other tabs use."),
    ("Club v field", "Open a file of several sections or a sim, pick a club and a pair: its "
                     "two percentages, and the boards that moved it."),
    ("Session", "The ranking of the event in the Traveller tab, with its corrections: pick a "
                "pair for its score card, or save the whole event as a file."),
)


#: Projector mode: text and controls at 20 px or more, darker text, thicker borders.
PROJECTOR_CSS = """<style>
.bk-projector, .bk-projector :is(span, b, i, em, strong, p, div, td, th, label, li, pre, code, a,
  button, input, select, textarea, option, h4, caption) { font-size: 20px !important;
  line-height: 1.35 !important; color: #000 !important; }
.bk-projector h3 { font-size: 24px !important; }
.bk-projector .widget-inline-hbox, .bk-projector .widget-text, .bk-projector .widget-dropdown,
.bk-projector .widget-combobox { height: auto !important; min-height: 36px; }
.bk-projector input, .bk-projector select, .bk-projector textarea {
  border: 2px solid #000 !important; }
.bk-projector ::placeholder { color: #555 !important; }
.bk-projector .bk-hint { font-size: 22px !important; }
.bk-projector .widget-hbox, .bk-projector .lm-TabBar-content { flex-wrap: wrap !important; }
.bk-projector .lm-TabBar-tab { flex: 0 1 auto !important; min-width: 0 !important;
  max-width: none !important; }
.bk-projector .widget-label { width: auto !important; min-width: 0 !important; }
.bk-projector .bk-sr-label .widget-label { width: 1px !important; }
.bk-projector .widget-button, .bk-projector .widget-upload, .bk-projector .widget-toggle-button {
  width: auto !important; height: auto !important; min-height: 36px; }
.bk-projector .bk-row > .widget-hbox, .bk-projector .bk-traveller-header {
  flex-wrap: nowrap !important; }
.bk-projector .bk-ns, .bk-projector .bk-ew, .bk-projector .bk-head-ns,
.bk-projector .bk-head-ew { width: 60px !important; }
.bk-projector .bk-contract, .bk-projector .bk-head-contract { width: 100px !important; }
.bk-projector .bk-declarer, .bk-projector .bk-head-declarer { width: 66px !important; }
.bk-projector .bk-result, .bk-projector .bk-head-result { width: 72px !important; }
.bk-projector .bk-ns_score, .bk-projector .bk-head-ns_score { width: 116px !important; }
.bk-projector .bk-group, .bk-projector .bk-head-group { width: 70px !important; }
.bk-projector .bk-penalty, .bk-projector .bk-head-penalty { width: 80px !important; }
.bk-projector .bk-row-remove, .bk-projector .bk-head-remove { width: 40px !important;
  min-width: 40px !important; padding: 0 !important; }
.bk-projector .bk-row-error { min-height: 0 !important; height: auto !important; }
.bk-projector .bk-row-score, .bk-projector .bk-head-score { width: auto !important;
  min-width: 0 !important; }
.bk-projector .bk-row-score { color: #000 !important; padding-top: 6px !important; }
.bk-projector .bk-rows { grid-template-columns: max-content minmax(200px, 1fr) !important; }
@media (max-width: 1040px) {
  .bk-projector .bk-rows { grid-template-columns: max-content 0 !important; }
  .bk-projector .bk-rows > .bk-row { padding-bottom: 30px; }
  .bk-projector .bk-row-score { padding: 0 4px 2px !important; }
}
.bk-projector img { max-width: 100% !important; height: auto !important; }
</style>"""


def glossary_html() -> str:
    """The glossary shipped with bridgekit, as HTML (bold terms, one paragraph each)."""
    import html
    import re
    from importlib import resources

    text = resources.files("bridgekit.data").joinpath("glossary.md").read_text("utf-8")
    parts = []
    for block in re.split(r"\n\s*\n", text.strip()):
        line = html.escape(" ".join(block.split()), quote=False)
        line = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", line)
        line = re.sub(r"\[(.+?)\]\((.+?)\)", r"\1", line)
        if line.startswith("#"):
            parts.append(f"<h3>{line.lstrip('# ')}</h3>")
        else:
            parts.append(f"<p>{line}</p>")
    return "<div class='bk-glossary' style='max-width:760px'>" + "".join(parts) + "</div>"


def app():
    """The widgets in tabs, each with a line saying what to do: the Voila app
    (``notebooks/app.ipynb``)."""
    import ipywidgets as w

    from bridgekit.data import sample_path
    from bridgekit.io import read_hand_records

    traveller = TravellerEditor(board=1)
    traveller.load_sample()
    traveller.prepare_rows()  # a page of rows made with the page: a long file opens at once
    neuberg = NeubergComparison()
    first = read_hand_records(sample_path("sample_hands.pbn")).iloc[0]
    from bridgekit.widgets.match import YOURS

    hybrid, swings = HybridExplorer(), SwingChart()
    hybrid.match = swings.match = YOURS  # an 8-board match to open on, editable
    views = [traveller, neuberg, hybrid, swings, HandScorer(),
             VulnerabilityQuiz(), DealDiagram(first.deal, board=int(first.board),
                                              table=first.dd), w.HTML(glossary_html()),
             ClubVersusFieldView(sample=True),
             SessionView(traveller, live=False)]  # worked out when its tab is shown
    children = []
    for (_, hint), view in zip(TABS, views, strict=True):
        line = w.HTML(f"<p class='bk-hint' style='margin:4px 0 10px'>{hint}</p>")
        children.append(w.VBox([line, view]))
    tabs = w.Tab(children=children)
    for i, (title, _) in enumerate(TABS):
        tabs.set_title(i, title)
    tabs.add_class("bk-app")
    projector = w.ToggleButton(value=False, description="Projector mode",
                               tooltip="large, high-contrast text for a room")
    projector.add_class("bk-projector-toggle")

    def project(change) -> None:
        (tabs.add_class if change["new"] else tabs.remove_class)("bk-projector")
        for view in (neuberg, hybrid, swings):  # charts drawn again with 20-pixel text
            view.large_text = change["new"]

    projector.observe(project, names=["value"])

    def compare(_button) -> None:  # the traveller's board, in the Neuberg tab
        neuberg.load(traveller.board_entries(), normal=traveller.board_size())
        tabs.selected_index = 1

    traveller.compare_button.on_click(compare)
    session = views[-1]

    def shown(change) -> None:  # the session follows the traveller while its tab is shown
        session.live = change["new"] == len(views) - 1

    tabs.observe(shown, names=["selected_index"])
    traveller.compare_button.layout.display = None
    from bridgekit.show.widgets import style_html

    page = w.VBox([w.HBox([projector, w.HTML(PROJECTOR_CSS), style_html()]), tabs])
    page.add_class("bk-page")
    page.tabs, page.projector = tabs, projector
    return page


def __dir__() -> list[str]:
    """The public names only (what ``__all__`` pins), so tab completion shows no internals."""
    return sorted(__all__)
