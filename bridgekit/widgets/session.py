"""SessionView: the whole session of the event open in the Traveller tab -- its ranking, each
pair's personal score card -- and the whole corrected event saved as a file.

The view is a model: its inputs are traits (``card``, the pair whose score card is shown,
and ``format``, the file the event is saved as), and its answer, ``answer``, is the core's
:class:`~bridgekit.show.score_cards.PublishedEvent` for the event as it stands in the
traveller (the file's other boards and the rows typed on the board on screen), scored by the
traveller's scoring and conventions (an IMP pairs file by IMPs). The markup is the printed
handouts' own (:func:`bridgekit.show.handout.ranking_tables_html`,
:func:`~bridgekit.show.handout.score_card_table_html`): what is on screen is what prints, in
the language the view speaks (captions, column headers, notes, numbers in its form).
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w
import pandas as pd
import traitlets

from bridgekit.columns import bare, cell_text, pair_text
from bridgekit.errors import BridgekitError
from bridgekit.i18n import _, ngettext, pgettext, speaking
from bridgekit.io import scored_text
from bridgekit.io.csv import traveller_csv_text
from bridgekit.problems import said as problem_words
from bridgekit.result import EventResult, event_result
from bridgekit.settings import Settings
from bridgekit.show.handout import ranking_tables_html, score_card_table_html
from bridgekit.show.html import escape
from bridgekit.show.score_cards import PublishedEvent, pair_label, published_event
from bridgekit.show.widgets import download_html, error_html, problem_html
from bridgekit.widgets._common import Speaks, shows_errors
from bridgekit.widgets.traveller import BOXES, TravellerEditor

#: The files the whole event can be saved as: label, format, ending, media type.
SAVE_AS = (("PBN", "pbn", ".pbn", "application/x-pbn"),
           ("USEBIO (XML)", "usebio", ".xml", "application/xml"),
           ("CSV", "csv", ".csv", "text/csv"))
#: The columns a saved CSV keeps: the traveller's, with the seating, lead and names.
CSV_COLUMNS = ("board", "section", "table", "round", "ns", "ew", "contract", "declarer",
               "result", "lead", "ns_score", "group", "penalty", "ns_names", "ew_names")


def event_as_typed(traveller: TravellerEditor) -> pd.DataFrame:
    """The whole event in ``traveller`` as it stands: the other boards of the file opened
    (or the sample) and the rows typed on the board on screen, in board order, carrying the
    file's tags (``attrs``: the event's name, date and club, the published totals)."""
    return _as_typed(traveller)[0]


def _as_typed(traveller: TravellerEditor) -> tuple[pd.DataFrame, pd.DataFrame | None]:
    """:func:`event_as_typed`, and the event as the traveller scored it last in the same
    order, where it scored these rows (the board on screen and the other boards kept)."""
    # the traveller's own (the board on screen was scored against it), read without its attrs;
    # the file's tags and totals are given to the event at the end
    rows = traveller.event_rows()
    frame = bare(rows)
    order = pd.to_numeric(frame["board"], errors="coerce").to_numpy(float).argsort(kind="stable")
    frame = frame.iloc[order].reset_index(drop=True)
    opened = traveller.file_event
    frame.attrs = dict(opened.attrs if isinstance(opened, pd.DataFrame) else
                       traveller.other_boards.attrs)
    unsectioned = _unsectioned(frame)
    if unsectioned is not frame:
        return unsectioned, None
    return frame, traveller.scored_event_of(rows, frame, order)


def _unsectioned(frame: pd.DataFrame) -> pd.DataFrame:
    """The traveller names a pair of a file of several sections by its section and number
    (``A3``): each row's pairs as the file numbers them again, beside its ``section``."""
    if "section" not in frame.columns:
        return frame
    section = frame["section"].map(cell_text)
    if section.nunique() < 2:
        return frame
    out = frame.copy()
    for side in ("ns", "ew"):
        out[side] = [p[len(s):] if s and p.startswith(s) else p
                     for p, s in zip(pair_text(frame[side]), section, strict=True)]
    out.attrs = frame.attrs
    return out


class SessionView(Speaks, w.VBox):
    """The ranking of the event open in a :class:`TravellerEditor`, a pair's score card, and
    the whole corrected event to save.

    The ranking has the players' names, the event's name, date and club where the file has
    them, each section's places and the places over the field, ties shown ``2=``; pick a
    pair (``card``) for its personal score card. A correction typed in the traveller changes
    both. ``save()`` makes a download link of the whole event (every board, as typed) in the
    ``format`` chosen: PBN and USEBIO are scored and printed by :mod:`bridgekit.io`'s
    writers, CSV is the rows as they are; nothing is written on the server.

    With ``live`` False (the app sets it while another tab is shown) an edit in the traveller
    only marks the view out of date: it is worked out again when ``live`` turns True.

    ``lang`` is the language it speaks (``"nl"``, ``"fr"``; default: the one being spoken);
    setting it says the view again in place (the pair and the file chosen stay), when it is
    shown.

    Examples
    --------
    >>> ed = TravellerEditor()
    >>> ed.load_sample()
    >>> view = SessionView(ed)
    >>> len(view.answer.pairs), view.card
    (13, 'card-1.html')
    >>> "Running total" in view.card_view.value
    True
    """

    #: the pair whose score card is shown: its card name in ``answer.pairs`` ("" for none)
    card = traitlets.Unicode("").tag(sync=True)
    #: what the whole event is saved as
    format = traitlets.Enum([f for _, f, _, _ in SAVE_AS], "pbn").tag(sync=True)
    #: whether an edit in the traveller is worked out at once (else when this turns True)
    live = traitlets.Bool(True)
    #: the core's answer: the event scored, ranked and carded (None before an event is open)
    answer = traitlets.Instance(PublishedEvent, allow_none=True)

    def __init__(self, traveller: TravellerEditor, *, live: bool = True,
                 lang: str | None = None):
        self.traveller = traveller
        self.stale = True
        #: the event as last scored, once for every language it is shown in
        self.result: EventResult | None = None
        #: the language the view was last said in (None: not yet)
        self._said_in: str | None = None
        self.status = w.HTML().add_class("bk-session-status")
        self.ranking = w.HTML().add_class("bk-session-ranking")
        self.pair_input = w.Dropdown(options=[("", "")],
                                     style={"description_width": "initial"},
                                     layout=w.Layout(width="auto")).add_class("bk-session-pair")
        self.card_view = w.HTML().add_class("bk-session-card")
        self.format_input = w.Dropdown(options=[(label, f) for label, f, _e, _m in SAVE_AS],
                                       style={"description_width": "initial"},
                                       layout=w.Layout(width="auto")).add_class("bk-session-format")
        self.save_button = w.Button(layout=w.Layout(width="auto")).add_class("bk-session-save")
        self.save_button.on_click(lambda _: self.save())
        self.download = w.HTML().add_class("bk-session-download")
        super().__init__([self.status, w.HBox([self.format_input, self.save_button]),
                          self.download, self.ranking, self.pair_input, self.card_view],
                         live=live)
        self.add_class("bk-session")
        traitlets.link((self, "format"), (self.format_input, "value"))
        self.pair_input.observe(self._picked, names=["value"])
        self.observe(self._show_card, names=["card"])
        self.observe(lambda _: setattr(self.download, "value", ""), names=["format"])
        self.observe(self._went_live, names=["live"])
        traveller.observe(self._edited, names=["answer"])
        self.begin_speaking(lang)  # the first refresh when live, in its language

    def relabel(self) -> None:
        """The boxes' labels and the button, in the language being spoken (the pairs' names
        come with the ranking, in :meth:`rerender`)."""
        # TRANSLATORS: the Session tab's list of pairs: "Score card of NS 3 (place 1)"
        self.pair_input.description = _("Score card of")
        self.format_input.description = _("Save the whole event as")
        self.save_button.description = _("Make the file")
        self.save_button.tooltip = _("every board, with the corrections typed")

    def rerender(self) -> None:
        """The ranking, the score card and a file's link again, in the language spoken (the
        event is not scored again); while the view is not live it is said again when shown."""
        if not self.live:
            self.download.value = ""
            return
        if self.result is None or self.stale:
            self.refresh()
        else:
            self._show(self.result)
        if self.download.value:
            self.save()

    def _edited(self, _change: Any = None) -> None:
        self.stale = True
        self.download.value = ""  # a file made before the edit is out of date
        if self.live:
            self.refresh()

    def _went_live(self, change: Any) -> None:
        if change["new"] and (self.stale or self._said_in != self.lang):
            with speaking(self.lang):
                self.rerender()

    @shows_errors("status")
    def refresh(self) -> None:
        """Score and rank the event as it stands in the traveller, and show it."""
        self.stale, self._said_in = False, self.lang
        frame, kept = _as_typed(self.traveller)
        if frame.empty:
            self.answer = self.result = None
            self.status.value = problem_html(_("No results yet: open a file or type a board "
                                               "in the Traveller tab."))
            self.ranking.value = self.card_view.value = ""
            return
        # each board scored once: an edit scores its own board (the traveller's boards are
        # the view's, and the event as the traveller put it together), and the ranking is
        # summed again from every board's numbers
        settings, boards = self.traveller.event_settings(), self.traveller.scored_boards

        def scorer(part: pd.DataFrame, given: Settings) -> pd.DataFrame:
            # the traveller scores its board as one field: its settings but the sections
            if kept is None or part is not frame \
                    or given.replace(sections="field") != kept.attrs.get("settings"):
                return boards.score(part, given)
            out = kept.copy(deep=False)
            out.attrs = {**kept.attrs, "settings": given}
            return out

        try:
            self.result = event_result(frame, settings, scorer=scorer)
        except BridgekitError:  # said on the status line: no ranking of another event below
            self.answer = self.result = None
            self.ranking.value = self.card_view.value = ""
            raise
        self._show(self.result)

    def _show(self, result: EventResult) -> None:
        """The event scored, as pages show it, in the language spoken."""
        event = published_event(result, lang=self.lang)
        self._said_in = self.lang
        self.answer = event
        boards = len(event.boards)
        # TRANSLATORS: the Session tab's first line; {results} are the rows (English says "results"
        # whatever their number), the plural follows {n}, the boards
        said = ngettext("{results} results on {n} board, with the corrections typed in the "
                        "Traveller tab.", "{results} results on {n} boards, with the "
                        "corrections typed in the Traveller tab.", boards)
        self.status.value = f"<p>{escape(said.format(results=len(result.rows), n=boards))}</p>" \
            + self._problems_html(result)
        self.ranking.value = ranking_tables_html(event)
        listed = bare(event.pairs)[["section", "direction", "pair", "names", "rank", "card"]]
        options = [(self._label(p), str(p.card)) for p in listed.itertuples(index=False)]
        shown, keep = self.card, self.card if self.card in {c for _, c in options} \
            else options[0][1]
        if list(self.pair_input.options) != options:  # a place or a name changed: else
            # the list as it is (a keystroke that moves no pair sends nothing)
            with self.hold_trait_notifications():
                self.pair_input.options = options
                self.pair_input.value = keep
        elif self.pair_input.value != keep:
            self.pair_input.value = keep
        self.card = keep
        if shown == keep:  # a new card is drawn once, by the card's observer
            self._show_card()

    @staticmethod
    def _problems_html(result: EventResult) -> str:
        """Each row's problem under the first line, where the row is (a contract cell that
        reads as no contract is shown as the file wrote it on the cards, and scored by its
        given score: said here, as in the Traveller tab)."""
        rows, lines = result.rows, []
        for p in rows.attrs.get("problems") or []:
            if p["row"] not in rows.index:
                continue
            row = rows.loc[p["row"]]
            where = _("board {board}, N-S {ns} v E-W {ew}").format(
                board=cell_text(row["board"]), ns=cell_text(row["ns"]), ew=cell_text(row["ew"]))
            box = pgettext("box", BOXES[p["column"]]) if p["column"] in BOXES else p["column"]
            said = _("{box}: {problem}").format(box=box, problem=problem_words(p))
            lines.append(problem_html(_("{box}: {problem}").format(box=where, problem=said)))
        return "".join(f"<p class='bk-session-problem'>{line}</p>" for line in lines)

    @staticmethod
    def _label(pair: Any) -> str:
        """A pair as the list names it: ``NS 3, Ann and Bob (place 1)``, in the language
        being spoken."""
        label = pair_label(pair.section, pair.direction, str(pair.pair))
        if pair.names:
            # TRANSLATORS: a pair in the Session tab's list: "NS 3, Ann and Bob (place 1)"
            return _("{pair}, {names} (place {rank})").format(pair=label, names=pair.names,
                                                             rank=pair.rank)
        # TRANSLATORS: a pair in the Session tab's list: "NS 3 (place 1)"
        return _("{pair} (place {rank})").format(pair=label, rank=pair.rank)

    def _picked(self, change: Any) -> None:
        if change["new"]:
            self.card = change["new"]

    @shows_errors("card_view")
    def _show_card(self, _change: Any = None) -> None:
        if self.answer is None or not self.card:
            self.card_view.value = ""
            return
        if self.pair_input.value != self.card:
            self.pair_input.value = self.card
        self.card_view.value = score_card_table_html(self.answer, self.card)

    def event_text(self) -> tuple[str, str, str]:
        """The whole event as typed, as a file of :attr:`format`: its name, media type and
        text. PBN and USEBIO print the event as the view scored it (:attr:`result`: the
        traveller's method, Butler and cross-IMPs included, its ranking) with the file's deals,
        by :mod:`bridgekit.io`'s writers; CSV holds the rows as they are, with the settings
        the view scores them by as columns (a CSV has no tag for them)."""
        frame = event_as_typed(self.traveller)
        ending, mime = next((e, m) for _l, f, e, m in SAVE_AS if f == self.format)
        if self.format == "csv":
            kept = [c for c in CSV_COLUMNS if c in frame.columns]
            return f"event{ending}", mime, traveller_csv_text(
                frame[kept], self.traveller.event_settings())
        if self.stale or self.result is None:
            self.refresh()
        title = self.answer.title if self.answer is not None else ""
        date = self.answer.date if self.answer is not None else ""
        text, _ = scored_text(self.result if self.result is not None else frame, self.format,
                              event=title or "bridgekit event", date=date or None,
                              path=f"event{ending}")
        return f"event{ending}", mime, text

    def save(self) -> None:
        """Make the download link of the whole event (on request, not on every edit): a
        teams event, which the writers never flatten into pairs, is refused as PBN or
        USEBIO, saying why."""
        try:
            name, mime, text = self.event_text()
        except BridgekitError as exc:
            self.download.value = error_html(exc, lang=self.lang)
            return
        label = next(label for label, f, _e, _m in SAVE_AS if f == self.format)
        with speaking(self.lang):
            # TRANSLATORS: the link to the file made: {format} is PBN, USEBIO (XML) or CSV
            said = _("Download the whole event ({format}, {file})").format(format=label,
                                                                            file=name)
        self.download.value = download_html(name, mime, text, said, css="bk-event-file")
