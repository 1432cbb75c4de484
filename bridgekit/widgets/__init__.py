"""ipywidgets user interfaces for bridgekit: each widget is a model whose inputs are traits and
whose answer comes from the core; its view renders that answer.

Importing this package imports ipywidgets (the ``notebooks`` extra); ``import bridgekit``
alone does not.
"""

import os

import ipywidgets
import traitlets

from bridgekit.i18n import LANGUAGE_NAMES, N_, PSEUDO, _, check_language, language_from, speaking
from bridgekit.widgets._common import Speaks
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


#: Each tab of the app: its title, and one line saying what to do there (English, marked
#: for the catalogue: shown through ``_()`` in the app's language).
TABS = (
    # TRANSLATORS: the app's tabs' titles and, after each, the line saying what to do there
    (N_("Traveller"), N_("Type a board's results, or open a PBN, CSV or USEBIO file: each row "
                         "is scored as you finish it.")),
    (N_("Neuberg"), N_("Tick results out or make one a ruling, and compare how each method "
                       "scores the board.")),
    (N_("Hybrid points"), N_("Change the boards, total points or swing to see which row of "
                             "the hybrid-points table a match falls in.")),
    (N_("Swings"), N_("Pick a teams match, or open a teams file and walk its matches: the "
                      "swings board by board, in points or IMPs, the VPs and the standings.")),
    (N_("Score a hand"), N_("Pick a contract, declarer, result and vulnerability: the score, "
                            "item by item.")),
    (N_("Quiz"), N_("Who deals and who is vulnerable on a board? Answer, then check.")),
    (N_("Deal and par"), N_("A deal, what each player can make double dummy, and par.")),
    (N_("Glossary"), N_("The words the other tabs use.")),
    (N_("Club v field"), N_("Open a file of several sections or a sim, pick a club and a pair: "
                            "its two percentages, and the boards that moved it.")),
    (N_("Session"), N_("The ranking of the event in the Traveller tab, with its corrections: "
                       "pick a pair for its score card, or save the whole event as a file.")),
)
#: What the app is, said above its tabs.
INTRO = N_("Scoring duplicate bridge, explained: a traveller, matchpoints against Neuberg, "
           "hybrid-point thresholds, the swings of a teams match, the score of a hand, and a "
           "deal's par.")


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
.bk-projector input:not([type=checkbox]), .bk-projector select { height: 34px !important;
  padding-top: 2px !important; padding-bottom: 2px !important; }
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
.bk-projector .bk-row-error { margin-top: 0 !important; margin-bottom: 0 !important; }
.bk-projector .bk-session-ns input, .bk-projector .bk-session-ew input { min-width: 5em; }
.bk-projector .bk-session-ns, .bk-projector .bk-session-ew { width: auto !important; }
.jp-Notebook:has(.bk-projector) .jp-MarkdownCell { display: none !important; }
@media (max-width: 1100px) {
  .bk-projector.bk-app > .widget-tab-contents { padding: 6px !important; }
}
@container (max-width: 1040px) {
  /* a 1024-pixel projector: each row's boxes and its score on one line */
  .bk-projector .bk-row > .widget-hbox > *, .bk-projector .bk-traveller-header > * {
    margin-left: 1px !important; margin-right: 1px !important; }
  .bk-projector .bk-traveller-header b { font-weight: normal; letter-spacing: -0.5px; }
  .bk-projector .bk-ns, .bk-projector .bk-ew, .bk-projector .bk-head-ns,
  .bk-projector .bk-head-ew { width: 48px !important; }
  .bk-projector .bk-contract, .bk-projector .bk-head-contract { width: 84px !important; }
  .bk-projector .bk-declarer, .bk-projector .bk-head-declarer { width: 54px !important; }
  .bk-projector .bk-result, .bk-projector .bk-head-result { width: 68px !important; }
  .bk-projector .bk-ns_score, .bk-projector .bk-head-ns_score { width: 80px !important; }
  .bk-projector .bk-group, .bk-projector .bk-head-group { width: 60px !important; }
  .bk-projector .bk-penalty, .bk-projector .bk-head-penalty { width: 72px !important; }
  .bk-projector .bk-row-remove, .bk-projector .bk-head-remove { width: 32px !important;
    min-width: 32px !important; }
  .bk-projector .bk-rows { width: 100%; }
  .bk-projector .bk-rows > .bk-row { padding-bottom: 0 !important; }
  .bk-projector .bk-rows > .bk-head-score { display: block !important; }
  .bk-projector .bk-row-score { align-self: start !important; justify-self: start !important;
    white-space: nowrap !important; padding: 6px 2px 0 !important; }
}
@container (max-width: 970px) {
  .bk-projector .bk-rows { grid-template-columns: max-content 0 !important; }
  .bk-projector .bk-rows > .bk-row { padding-bottom: 30px !important; }
  .bk-projector .bk-rows > .bk-head-score { display: none !important; }
  .bk-projector .bk-row-score { align-self: end !important; justify-self: end !important;
    padding: 0 4px 2px !important; }
}
.bk-projector img { max-width: 100% !important; height: auto !important; }
</style>"""


def glossary_html(lang: str | None = None) -> str:
    """The glossary shipped with bridgekit, as HTML (bold terms, one paragraph each), in
    ``lang`` (None: the language being spoken): each paragraph is a catalogue message."""
    import html
    import re
    from importlib import resources

    text = resources.files("bridgekit.data").joinpath("glossary.md").read_text("utf-8")
    parts = []
    space = " "  # each paragraph's lines joined: the catalogue's message is that text
    with speaking(lang):
        blocks = [_(space.join(block.split())) for block in re.split(r"\n\s*\n", text.strip())]
    for block in blocks:
        line = html.escape(block, quote=False)
        line = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", line)
        line = re.sub(r"\[(.+?)\]\((.+?)\)", r"\1", line)
        parts.append(f"<h3>{line.lstrip('# ')}</h3>" if line.startswith("#") else f"<p>{line}</p>")
    return "<div class='bk-glossary' style='max-width:760px'>" + "".join(parts) + "</div>"


class _Later(ipywidgets.VBox):
    """A tab's view made the first time its tab is shown (:meth:`made`): a page that opens
    makes, sends and draws the widgets of the tab on screen, not those of every tab."""

    def __init__(self, make):
        super().__init__()
        self._make, self.view = make, None

    def made(self):
        """The view, made now if it was not yet."""
        if self.view is None:
            self.view = self._make()
            self.children = (self.view,)
        return self.view


def _view(view):
    """A tab's view, or None for one not made yet."""
    return view.view if isinstance(view, _Later) else view


def _visitor_request() -> dict[str, str]:
    """The visitor's request (query string, headers) as Voila hands it to a kernel made ready
    before its visitor: what ``voila.utils.wait_for_request`` reads, without importing Voila's
    server (jupyter_server, jupyterlab_server, jsonschema: 2 s of CPU in each kernel)."""
    import json

    try:
        from websockets.exceptions import WebSocketException
        from websockets.sync.client import connect
    except ImportError:  # pragma: no cover - Voila installs websockets
        from voila.utils import wait_for_request

        wait_for_request()
        return {}
    get = os.environ.get
    base = get("VOILA_WS_BASE_URL", get("VOILA_SERVER_URL", "/"))
    url = (f"{get('VOILA_WS_PROTOCOL', 'ws')}://{get('VOILA_APP_IP', '127.0.0.1')}:"
           f"{get('VOILA_APP_PORT', '8866')}{base}voila/query/{get('VOILA_KERNEL_ID')}")
    try:
        with connect(url, open_timeout=5) as socket:
            info = json.loads(socket.recv())
    except (OSError, ValueError, WebSocketException):  # as Voila: the page stays English
        return {}
    return {str(key): str(value) for key, value in info.items()}


class _App(Speaks, ipywidgets.VBox):
    """The app's page: its tabs, the projector toggle and the language switch; setting
    ``lang`` (or choosing a language in the switch) says every tab in that language, in
    place."""

    def __init__(self, views: list, *, lang: str | None = None):
        import ipywidgets as w

        from bridgekit.show.widgets import labelled, style_html

        self.views = views
        self.hints = [w.HTML() for _tab in TABS]
        self.intro = w.HTML().add_class("bk-intro")
        self.tabs = w.Tab(children=[w.VBox([line, view])
                                    for line, view in zip(self.hints, views, strict=True)]).add_class("bk-app")
        self.projector = w.ToggleButton(value=False).add_class("bk-projector-toggle")
        names = [(name, code) for code, name in LANGUAGE_NAMES.items()]
        if check_language(lang) == PSEUDO:  # the pseudo-language of the tests, when asked for
            names.append((PSEUDO, PSEUDO))
        self.language = labelled(w.Dropdown(options=names, value=check_language(lang),
                                            layout=w.Layout(width="auto")), "Language")
        self.language.add_class("bk-language")
        super().__init__([w.HBox([self.projector, self.language, w.HTML(PROJECTOR_CSS),
                                  style_html()]), self.intro, self.tabs])
        self.add_class("bk-page")
        traitlets.link((self, "lang"), (self.language, "value"))
        self.begin_speaking(lang)

    def relabel(self) -> None:
        """The tabs' titles and hints, the glossary, the toggle and the switch's label."""
        for code in LANGUAGE_NAMES:
            self.remove_class(f"bk-lang-{code}")
        self.add_class(f"bk-lang-{self.lang}")
        self.tabs.titles = tuple(_(title) for title, _hint in TABS)
        for line, (_title, hint) in zip(self.hints, TABS, strict=True):
            line.value = f"<p class='bk-hint' style='margin:4px 0 10px'>{_(hint)}</p>"
        self.intro.value = f"<p class='bk-intro' style='margin:4px 0'>{_(INTRO)}</p>"
        self.projector.description = _("Projector mode")
        self.projector.tooltip = _("large, high-contrast text for a room")
        # TRANSLATORS: the language switch's label, read by screen readers
        self.language.description = _("Language")

    def follow_visitor(self) -> None:
        """In a kernel Voila started before its visitor came (``preheat_kernel``: the page
        is made while nobody waits, in English), wait for the visitor's request and speak
        its language: ``?lang=``, else its browser's ``Accept-Language``. Elsewhere (a
        kernel started for its visitor, a notebook) nothing: the page spoke it from the
        start."""
        if os.environ.get("VOILA_PREHEAT", "False") == "False":
            return
        os.environ.update(_visitor_request())
        self.lang = check_language(language_from(os.environ.get("QUERY_STRING"),
                                                 os.environ.get("HTTP_ACCEPT_LANGUAGE")))

    def rerender(self) -> None:
        """Every view in the language spoken: each keeps what was typed in it."""
        for view in map(_view, self.views):  # a view made later speaks the page's language
            if isinstance(view, Speaks):
                view.lang = self.lang
            elif isinstance(view, ipywidgets.HTML):  # the glossary
                view.value = glossary_html()


def _later_tabs(traveller: TravellerEditor, page_of) -> list:
    """The views of the tabs after the Traveller, each made the first time its tab is shown,
    in the language the page (``page_of()``) speaks then, its charts as its projector toggle
    says; the glossary's place is None (the app makes it with the page)."""
    from bridgekit.data import sample_path
    from bridgekit.io import read_hand_records
    from bridgekit.widgets.match import YOURS

    def charted(view):  # a chart's text at 20 pixels or more on the projector
        view.large_text = page_of().projector.value
        return view

    def matched(view):
        view.match = YOURS  # an 8-board match to open on, editable
        return charted(view)

    def deal():
        first = read_hand_records(sample_path("sample_hands.pbn")).iloc[0]
        return DealDiagram(first.deal, board=int(first.board), table=first.dd,
                           lang=page_of().lang)

    return [_Later(lambda: charted(NeubergComparison(lang=page_of().lang))),
            _Later(lambda: matched(HybridExplorer(lang=page_of().lang))),
            _Later(lambda: matched(SwingChart(lang=page_of().lang))),
            _Later(lambda: HandScorer(lang=page_of().lang)),
            _Later(lambda: VulnerabilityQuiz(lang=page_of().lang)), _Later(deal), None,
            _Later(lambda: ClubVersusFieldView(sample=True, lang=page_of().lang)),
            _Later(lambda: SessionView(traveller, lang=page_of().lang))]


def app(lang: str | None = None):
    """The widgets in tabs, each with a line saying what to do: the Voila app
    (``notebooks/app.ipynb``).

    Its language is ``lang`` when given; else the page's ``?lang=`` (Voila gives the
    kernel the query string as ``QUERY_STRING``), else the browser's ``Accept-Language``
    (``HTTP_ACCEPT_LANGUAGE``, passed by the Voila setting ``http_header_envs`` in
    ``etc/jupyter``), else English. The switch at the top says every tab in another
    language, in place.
    """
    if lang is None:
        lang = language_from(os.environ.get("QUERY_STRING"),
                             os.environ.get("HTTP_ACCEPT_LANGUAGE"))
    lang = check_language(lang)
    traveller = TravellerEditor(board=1, lang=lang)
    traveller.load_sample()
    # only the sample's rows are made: the rest of a page of rows (about 600 widgets more, a
    # second more for every page to send and draw) is made when a file needs them
    # the other tabs' views are made when their tab is first shown, in the page's language
    made: list[_App] = []  # the page, once made
    views = [traveller, *_later_tabs(traveller, lambda: made[0])]
    views[7] = ipywidgets.HTML(glossary_html(lang))
    page = _App(views, lang=lang)
    made.append(page)
    tabs, projector = page.tabs, page.projector

    def project(change) -> None:
        for box in (page, tabs):  # the toggle and the intro too
            (box.add_class if change["new"] else box.remove_class)("bk-projector")
        for view in map(_view, views[1:4]):  # charts drawn again with 20-pixel text
            if view is not None:
                view.large_text = change["new"]

    projector.observe(project, names=["value"])

    def compare(_button) -> None:  # the traveller's board, in the Neuberg tab
        views[1].made().load(traveller.board_entries(), normal=traveller.board_size())
        tabs.selected_index = 1

    traveller.compare_button.on_click(compare)

    def shown(change) -> None:  # a tab's view made when first shown; the session follows
        if isinstance(views[change["new"]], _Later):  # the traveller while its tab is shown
            views[change["new"]].made()
        session = _view(views[-1])
        if session is not None:
            session.live = change["new"] == len(views) - 1
        traveller.live = change["new"] == 0  # drawn while shown; its answer always made

    tabs.observe(shown, names=["selected_index"])
    traveller.compare_button.layout.display = None
    return page


def __dir__() -> list[str]:
    """The public names only (what ``__all__`` pins), so tab completion shows no internals."""
    return sorted(__all__)
