"""DealDiagram: a deal as a compass diagram, its double-dummy table and par in words."""

from __future__ import annotations

import ipywidgets as w
import traitlets

from bridgekit.board import board_dealer, board_vulnerability
from bridgekit.deals.deal import Deal
from bridgekit.deals.double_dummy import DDTable, dd_table
from bridgekit.deals.par_score import Par, par
from bridgekit.errors import BridgekitError
from bridgekit.show.hand_records import deal_html
from bridgekit.show.html import escape
from bridgekit.show.widgets import error_html
from bridgekit.widgets._common import OneUpdate, shows_errors

#: The deal PBN 2.1 uses as its example of the Deal tag.
EXAMPLE_DEAL = "N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 KQ52.T.T96.K8753"


class DealDiagram(w.VBox):
    """Type or paste a deal (PBN's Deal tag) and a board number; see the hands, the
    double-dummy table and par.

    Inputs are traits: ``deal`` (PBN text), ``board`` and ``dd`` (the double-dummy table
    given, from a file, or None). The table is the one given or, with the ``analysis``
    extra, computed from the deal; without either, the diagram still shows. ``answer``
    holds the core's :class:`~bridgekit.deals.par_score.Par` (None when there is none).

    Examples
    --------
    >>> from bridgekit.deals.double_dummy import DDTable
    >>> dd = DealDiagram("N:J76.AK.AQJ954.J3 QT.QT8542.62.Q52 AK9543.6.K3.T986 82.J973.T87.AK74",
    ...                  board=1, table=DDTable.from_pbn("ab6b8ab6b80070500705"))
    >>> dd.answer.score, str(dd.answer.contracts[0])
    (450, '4♠+1 by N or S')
    >>> dd.deal = "N:AKQ"
    >>> "a deal reads like" in dd.diagram.value, dd.get_state()["deal"], dd.answer
    (True, 'N:AKQ', None)
    """

    deal = traitlets.Unicode(EXAMPLE_DEAL).tag(sync=True)
    board = traitlets.Int(1).tag(sync=True)
    #: the double-dummy table given with the deal (from a file), or None
    dd = traitlets.Instance(DDTable, allow_none=True)
    #: par, from the core (the model; the HTML is only its view)
    answer = traitlets.Instance(Par, allow_none=True)

    def __init__(self, deal: str = EXAMPLE_DEAL, *, board: int = 1, table: DDTable | None = None):
        self._once = OneUpdate(self.update)
        self.deal_input = w.Textarea(description="Deal", continuous_update=False,
                                     layout=w.Layout(width="560px", height="48px"))
        self.deal_input.add_class("bk-deal-text")
        self.board_input = w.IntText(description="Board", layout=w.Layout(width="160px"))
        self.diagram = w.HTML()
        self.diagram.add_class("bk-deal-diagram")
        self.table_html = w.HTML()
        self.table_html.add_class("bk-dd-table")
        self.par_html = w.HTML()
        self.par_html.add_class("bk-par")
        #: the double-dummy table shown: the one given, or computed from the deal
        self.table: DDTable | None = None
        super().__init__([w.HBox([self.board_input]), self.deal_input,
                          w.HBox([self.diagram, self.table_html]), self.par_html],
                         deal=deal, board=board, dd=table)
        self.add_class("bk-deal-view")
        traitlets.link((self, "deal"), (self.deal_input, "value"))
        traitlets.link((self, "board"), (self.board_input, "value"))
        self.observe(self._once.changed, names=["deal", "board", "dd"])
        self.update()

    @property
    def par(self) -> Par | None:
        """:attr:`answer`: par of the deal shown."""
        return self.answer

    def show(self, deal: str, board: int, table: DDTable | None = None) -> None:
        """Show another deal (and its table, when a file gave one): one update."""
        with self._once.batch(), self.hold_sync():
            self.dd = table
            self.board = board
            self.deal = deal

    @shows_errors("diagram")
    def update(self) -> None:
        """Draw the deal, its table and par from the traits."""
        self.table = self.answer = None
        self.table_html.value = self.par_html.value = ""
        try:
            deal = Deal.parse(self.deal.strip())
        except BridgekitError as exc:
            self.diagram.value = error_html(exc)
            return
        dealer, vul = board_dealer(self.board), board_vulnerability(self.board)
        self.diagram.value = deal_html(deal, board=self.board, dealer=dealer,
                                       vulnerability=str(vul))
        try:
            self.table = self.dd or dd_table(deal)
        except BridgekitError as exc:
            self.table_html.value = f"<p><i>{escape(str(exc))}</i></p>"
            return
        self.table_html.value = self.table._repr_html_()
        try:
            self.answer = par(self.table, vul, dealer)
        except BridgekitError as exc:
            self.par_html.value = error_html(exc)
            return
        self.par_html.value = "<p>" + escape(self.answer.explain()).replace("\n", "<br>") + "</p>"
