"""DealDiagram: a deal as a compass diagram, its double-dummy table and par in words."""

from __future__ import annotations

import ipywidgets as w
import traitlets

from bridgekit.board import board_dealer, board_vulnerability
from bridgekit.deals.deal import Deal, deal_html
from bridgekit.deals.double_dummy import DDTable, dd_table
from bridgekit.deals.par_score import Par, par
from bridgekit.errors import BridgekitError
from bridgekit.widgets._common import error_html, escape, shows_errors

#: The deal PBN 2.1 uses as its example of the Deal tag.
EXAMPLE_DEAL = "N:AT.AQ7.AKJ54.AQ9 J9864.532.832.J2 73.KJ9864.Q7.T64 KQ52.T.T96.K8753"


class DealDiagram(w.VBox):
    """Type or paste a deal (PBN's Deal tag) and a board number; see the hands, the
    double-dummy table and par.

    The table is the one given (from a file) or, with the ``analysis`` extra, computed
    from the deal once and kept; without either, the diagram still shows.

    Examples
    --------
    >>> from bridgekit.deals.double_dummy import DDTable
    >>> dd = DealDiagram("N:J76.AK.AQJ954.J3 QT.QT8542.62.Q52 AK9543.6.K3.T986 82.J973.T87.AK74",
    ...                  board=1, table=DDTable.from_pbn("ab6b8ab6b80070500705"))
    >>> dd.par.score, str(dd.par.contracts[0])
    (450, '4♠+1 by N or S')
    >>> dd.deal.value = "N:AKQ"
    >>> "a deal reads like" in dd.diagram.value, dd.deal.value
    (True, 'N:AKQ')
    """

    #: what the core made of the current inputs (the model; the HTML is only its view)
    answer = traitlets.Any(None, allow_none=True)

    def __init__(self, deal: str = EXAMPLE_DEAL, *, board: int = 1, table: DDTable | None = None):
        self.deal = w.Textarea(value=deal, description="Deal", continuous_update=False,
                               layout=w.Layout(width="560px", height="48px"))
        self.deal.add_class("bk-deal-text")
        self.board = w.BoundedIntText(value=board, min=1, max=9999, description="Board",
                                      layout=w.Layout(width="160px"))
        self.diagram = w.HTML()
        self.diagram.add_class("bk-deal-diagram")
        self.table_html = w.HTML()
        self.table_html.add_class("bk-dd-table")
        self.par_html = w.HTML()
        self.par_html.add_class("bk-par")
        self.given = table
        self.table: DDTable | None = None
        self.par: Par | None = None
        for widget in (self.deal, self.board):
            widget.observe(lambda _: self.update(), "value")
        super().__init__([w.HBox([self.board]), self.deal, w.HBox([self.diagram,
                                                                   self.table_html]),
                          self.par_html])
        self.add_class("bk-deal-view")
        self.update()

    def show(self, deal: str, board: int, table: DDTable | None = None) -> None:
        """Show another deal (and its table, when a file gave one)."""
        self.given = table
        with self.hold_trait_notifications():
            self.board.value = board
            self.deal.value = deal
        self.update()

    @shows_errors("diagram")
    def update(self) -> None:
        board = self.board.value
        self.table = self.par = self.answer = None
        self.table_html.value = self.par_html.value = ""
        try:
            deal = Deal.parse(self.deal.value.strip())
        except BridgekitError as exc:
            self.diagram.value = error_html(exc)
            return
        dealer, vul = board_dealer(board), board_vulnerability(board)
        self.diagram.value = deal_html(deal, board=board, dealer=dealer, vulnerability=str(vul))
        try:
            self.table = self.given or dd_table(deal)
        except BridgekitError as exc:
            self.table_html.value = f"<p><i>{escape(str(exc))}</i></p>"
            return
        self.table_html.value = self.table._repr_html_()
        try:
            self.par = self.answer = par(self.table, vul, dealer)
        except BridgekitError as exc:
            self.par_html.value = error_html(exc)
            return
        self.par_html.value = "<p>" + escape(self.par.explain()).replace("\n", "<br>") + "</p>"
