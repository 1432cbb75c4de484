"""A session as a club publishes it, and each pair's personal score card.

:func:`published_event` gathers what every published page shows: the event's name, date
and club (the file's ``Event``, ``Date`` and ``Site`` tags), each section scored by the
file's own method (:func:`bridgekit.pairs.published.score_published`: matchpoints, or
cross-IMPs or Butler for an IMP pairs event) and ranked (:func:`bridgekit.rank_pairs`, or
:func:`bridgekit.rank_pairs_imps` for IMPs), the players' names, and the deals with their
double-dummy tables and par when the file has them.

A score card lists a pair's boards: the opponents, the contract and its result, who
declared, the lead, the score from the pair's side, its matchpoints (or IMPs) and
percentage, and the running total, which ends on the total the ranking prints (where the
file's program factors or scales a pair's total, Compscore's and ACBLscore's way, the card
says what its boards add up to beside it). A row that was not played, a ruling and a row in
error are named as ``bridgekit score --explain`` names them.

>>> from bridgekit import event_result, load_sample_event
>>> event = published_event(event_result(load_sample_event()))
>>> card = score_card_html(event, event.pairs.iloc[0].card)
>>> "Running total" in card and "<table" in card
True

Every page and piece of one speaks the language given as ``lang=`` (or the language being
spoken): its headings, column headers and totals, with numbers in that language's form.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import numpy as np
import pandas as pd

from bridgekit.adjusted import ArtificialScore, WeightedScore, parse_entry
from bridgekit.board import Side
from bridgekit.columns import bare, board_numbers, cell_text, pair_text
from bridgekit.contract import Contract, HandResult, card_text, parse_tricks
from bridgekit.errors import BridgekitError
from bridgekit.format import Rounding
from bridgekit.i18n import _, fixed, language, ngettext, number, percent, pgettext, signed, speaking
from bridgekit.problems import said
from bridgekit.show.html import escape, scoring_words

if TYPE_CHECKING:
    from bridgekit.result import EventResult

__all__ = ["PublishedEvent", "published_event", "score_card_html"]

#: The stylesheet every published page shares: readable on screen, compact on A4.
STYLE = (
    "body{font-family:sans-serif;font-size:15px;margin:16px;color:#111;background:#fff}"
    "table{border-collapse:collapse;margin:6px 0}"
    "td,th{padding:2px 8px;text-align:right;border-bottom:1px solid #ccc}"
    "th{background:#eee}td.t,th.t{text-align:left}"
    "a{color:#0645ad}nav a{margin-right:14px}h1{font-size:22px}h2{font-size:18px}"
    "p.bk-meta{color:#333}.bk-note{font-style:italic;text-align:left}"
    ".bk-cols{display:flex;flex-wrap:wrap;gap:18px;align-items:flex-start}"
    ".bk-board{border-top:2px solid #444;padding-top:4px;break-inside:avoid}"
    ".bk-board h2{margin:4px 0}.bk-hand{max-width:380px}.bk-hand p{margin:4px 0}"
    "@media print{body{margin:0;font-size:10px}nav{display:none}"
    ".bk-sheet{break-after:page}.bk-sheet:last-child{break-after:auto}"
    ".bk-hand{zoom:.62}td,th{padding:1px 3px}table{margin:2px 0}h1{font-size:16px}.bk-board h2{font-size:13px}}"
    # a phone (390 px): a table keeps its essential columns (a card's board, opponents,
    # contract, score, MP and %; a traveller's pairs, contract, scores and % or IMPs; the
    # ranking without its boards and maximum), the rest is hidden; long names wrap; nothing
    # scrolls sideways
    "@media screen and (max-width:600px){body{margin:8px}td,th{padding:2px 4px}"
    "td.t{overflow-wrap:anywhere}.bk-cols{gap:8px}"
    + ",".join(f"table.{table} {cell}:nth-{child}"
               for table, children in (("bk-card", ("child(3)", "child(5)", "child(6)",
                                                   "last-child(-n+2)")),
                                       ("bk-trav", ("child(4)", "child(5)", "last-child(1)")),
                                       ("bk-trav-mp", ("child(8)", "child(9)")),
                                       ("bk-freq-mp", ("child(3)", "child(4)")),
                                       ("bk-rank-mp", ("last-child(4)", "last-child(2)")),
                                       ("bk-rank-imps", ("last-child(3)",)),
                                       ("bk-rank-mp-won", ("last-child(5)", "last-child(3)")),
                                       ("bk-rank-imps-won", ("last-child(4)",)))
               for child in children for cell in ("td", "th"))
    + "{display:none}}"
)


@dataclass(frozen=True, eq=False)
class PublishedEvent:
    """An event as its pages show it.

    Attributes
    ----------
    title, date, club : str
        The event's name, date and club as its file gives them ("" when absent): PBN's
        ``Event``, ``Date`` (or ``EventDate``) and ``Site``; USEBIO's EVENT_DESCRIPTION,
        DATE and CLUB_NAME; an ACBL game's ``name``, ``start_date`` and ``club_name``.
    scoring : str
        ``"matchpoints"``, ``"cross-imps"`` or ``"butler"``: the file's own method.
    scored : pandas.DataFrame
        Every row, scored section by section (a ``section`` column names each, "" for
        one section); ``note`` names a row that was not played, a ruling or an error.
    pairs : pandas.DataFrame
        The ranking, a row a pair: ``section, direction, pair, names, boards, total``
        (and ``max, pct`` at matchpoints, ``average`` at IMPs), ``rank`` (in the
        section, ties as ``2=``), ``overall`` (over every section) and ``card`` (the
        file name of the pair's score card).
    ranked_by : str
        ``"pct"`` at matchpoints; ``"total"`` or ``"average"`` at IMPs.
    hands : pandas.DataFrame or None
        :func:`bridgekit.deals.par_score.board_pars`'s frame, with each board's
        ``deal``, ``dealer`` and ``vulnerability``; None when the file has no deals.
    """

    title: str
    date: str
    club: str
    scoring: str
    scored: pd.DataFrame
    pairs: pd.DataFrame
    ranked_by: str
    hands: pd.DataFrame | None
    #: how an exact half is printed (the program's way: Compscore prints it to even)
    printed: Rounding = "half_away"

    @property
    def imps(self) -> bool:
        """Whether the event is scored in IMPs (cross-IMPs or Butler)."""
        return self.scoring != "matchpoints"

    @property
    def masterpoints(self) -> bool:
        """Whether the file awards masterpoints (an ACBL game's ``awards``): the ranking
        shows them."""
        return bool("masterpoints" in self.pairs and (self.pairs["masterpoints"] != "").any())

    @property
    def boards(self) -> list[int]:
        """The board numbers, in order."""
        return sorted(int(b) for b in pd.unique(bare(self.scored)["board"]))

    @property
    def sectioned(self) -> bool:
        """Whether the event is ranked in more than one group (sections scored apart)."""
        return bool(self.pairs["group"].nunique() > 1)


def published_event(result: EventResult, *, lang: str | None = None) -> PublishedEvent:
    """An event as its pages show it, from its one scored result
    (:func:`bridgekit.event_result`): nothing is scored here.

    Parameters
    ----------
    result : EventResult
        The event scored once (its settings, rows, ranking, deals).
    lang : str, optional
        The language of each row's ``note`` (a ruling in words, ``not played``): ``"nl"``,
        ``"fr"``; default: the one being spoken.

    The ranking is the result's: over the field of sections, or each section on its own
    where they were scored apart (then ``overall`` ranks every pair of a direction across
    the sections by percentage, at IMPs by the total, or the average when pairs played
    different numbers of boards; the rule texts are silent on this, it is how the EBU's
    and the ACBL's scoring programs print separately scored sections together). A row
    whose board number cannot be read has no board to be shown on and is left out of the
    pages.
    """
    if result.kind != "pairs":
        raise BridgekitError("a teams event: its pages are its matches, not a pairs ranking")
    parts = [bare(part) for _name, part in result.parts()]
    travellers = pd.concat(parts) if len(parts) > 1 else parts[0]
    with speaking(lang):
        notes = row_notes(travellers, result.rows)
    # the rows' columns taken without their attrs (pandas deep-copies every row's problems
    # and rulings into each part taken), which are given back, unchanged, at the end
    scored = bare(result.rows)
    numbers, unreadable = board_numbers(scored["board"])  # no board, no page to show it
    scored = scored.assign(note=notes, board=numbers)
    if unreadable.any():
        scored = scored[~unreadable]
    ranking = result.ranking
    pairs = ranking.assign(
        label=ranking["section"].astype(str) + ranking["pair"] if result.field
        else ranking["pair"],
        names=_names(result.event, scored, ranking),
        masterpoints=_names(result.event, scored.iloc[:0], ranking, key="MasterPoints"),
        card=[f"card-{i}.html" for i in range(1, len(ranking) + 1)])
    meta = result.meta
    scored.attrs = result.rows.attrs
    return PublishedEvent(meta.event, meta.date, meta.club, result.settings.scoring, scored, pairs,
                          result.ranked_by, result.hands, result.settings.printed)


def _names(df: pd.DataFrame, scored: pd.DataFrame, pairs: pd.DataFrame, *,
           key: str = "Names") -> list[str]:
    """Each ranked pair's players, from the traveller's ``ns_names``/``ew_names`` or the
    published totals' ``Names`` (or another of the totals' ``key``, ``MasterPoints``)."""
    howell = bool((pairs["direction"] == "").all())
    found: dict[tuple[str, str, str], str] = {}
    for total in df.attrs.get("totals") or []:
        names = cell_text(total.get(key, ""))
        side = "" if howell else cell_text(total.get("Direction", "")).replace("-", "")
        if names:
            found[(cell_text(total.get("Section", "")), side, cell_text(total.get("PairId")))] \
                = names
    for side, column, names_column in (("NS", "ns", "ns_names"), ("EW", "ew", "ew_names")):
        if names_column not in scored.columns:
            continue
        frame = pd.DataFrame({"section": scored["section"].to_numpy(),
                              "pair": pair_text(scored[column]),
                              "names": scored[names_column].map(cell_text).to_numpy()})
        frame = frame[frame["names"] != ""].drop_duplicates(["section", "pair"])
        for r in frame.itertuples(index=False):  # one per pair, not per result
            found.setdefault((r.section, "" if howell else side, r.pair), r.names)
    keys = zip(pairs["section"], pairs["direction"], pairs["pair"], strict=True)
    return [found.get((s, d, str(p)), found.get(("", d, str(p)), "")) for s, d, p in keys]


def row_notes(traveller: pd.DataFrame, scored: pd.DataFrame) -> np.ndarray:
    """What each scored row is when it is not a plain result, named as ``bridgekit score
    --explain`` names it: ``not played``, ``in error, not scored: why``, or the ruling
    in words (``artificial score 60% to N-S, 40% to E-W``); "" for a result. In the language
    being spoken (a row's problems from their codes)."""
    problems = scored.attrs.get("problems", [])
    scored = bare(scored)  # its columns: its attrs are not copied for each
    notes = np.full(len(scored), "", dtype=object)
    status = scored["status"].astype(str).to_numpy() if "status" in scored.columns else \
        np.full(len(scored), "scored")
    notes[status == "not played"] = _("not played")
    why: dict[object, list[str]] = {}
    for p in problems:  # each row's problems, worded from their codes
        if p["severity"] == "error":
            why.setdefault(p["row"], []).append(said(p))
    for i in np.flatnonzero(status == "error"):
        # TRANSLATORS: a score card's note on a row in error; {why} is the reason
        notes[i] = _("in error, not scored: {why}").format(
            why="; ".join(why.get(scored.index[i], [])))
    score = pd.to_numeric(scored["ns_score"], errors="coerce").to_numpy(float)
    ruled = np.flatnonzero((status == "scored") & np.isnan(score))
    if len(ruled) and "ns_score" in traveller.columns:
        raw = traveller["ns_score"].to_numpy(object)
        for i in ruled:  # rulings are few: each described once
            notes[i] = _ruling_words(raw[i], scored, int(i))
    return notes


def _ruling_words(raw: object, scored: pd.DataFrame, i: int) -> str:
    try:
        entry = parse_entry(raw)
    except BridgekitError:
        entry = None
    if isinstance(entry, ArtificialScore | WeightedScore):
        return entry.describe()
    pct = scored["ns_pct"].iat[i], scored["ew_pct"].iat[i]
    return ArtificialScore(float(pct[0]), float(pct[1])).describe() \
        if np.isfinite(pct).all() else ""


def played_texts(scored: pd.DataFrame) -> tuple[np.ndarray, np.ndarray]:
    """Each row's contract with its result as players write it (``4S+1``, ``3NTX-2``,
    ``Pass``; in Dutch and French with suit symbols, ``4♠+1``, ``3SAX-2``, ``pas``) and its
    declarer (``O`` for East in Dutch); the file's own text where it cannot be read."""
    contract, result, lang = _cell_texts(scored, "contract"), _cell_texts(scored, "result"), language()
    played = np.array([_played_in(c, r, lang) for c, r in zip(contract, result, strict=True)],
                      dtype=object)  # each distinct contract and result read once (cached)
    declarer = np.array([seat_words(s) for s in _cell_texts(scored, "declarer")], dtype=object)
    return played, declarer


def _cell_texts(frame: pd.DataFrame, column: str) -> list[str]:
    """A column's cells as text (:func:`~bridgekit.columns.cell_text`); "" for each row
    where the frame has no such column."""
    if column not in frame.columns:
        return [""] * len(frame)
    return [cell_text(v) for v in frame[column].to_numpy(object)]


@lru_cache(maxsize=4096)
def _played_in(contract: str, result: str, lang: str) -> str:
    """A contract and its result as ``lang`` writes them, each pair of texts read once (a
    score card, a board's page and the Session tab after each edit say the same ones)."""
    if not contract:
        return ""
    with speaking(lang):
        try:
            parsed = Contract.parse(contract)
            if parsed.is_pass:
                return pgettext("call", "Pass")
            played = HandResult(parsed, None, parse_tricks(result, parsed))
            # a suit's letter is English: its symbol
            return str(played) if lang == "en" else parsed.symbol + played.relative
        except BridgekitError:
            return f"{contract} {result}".strip()


def seat_words(text: object) -> str:
    """A declarer as a page shows it: a seat's letter in the language spoken (E is O in
    Dutch), any other text as it is.

    >>> with speaking("nl"):
    ...     seat_words("E"), seat_words("?")
    ('O', '?')
    """
    word = str(text)
    return pgettext("seat", word) if word in ("N", "E", "S", "W") else word


def side_rows(event: PublishedEvent, section: str, direction: str, pair: str) -> pd.DataFrame:
    """One pair's rows from its own side: ``board, opponents, names, contract, by, lead,
    score, points, pct, penalty, note``, by board (``penalty``: the pair's procedural penalty
    on the board, Law 90; 0 where none)."""
    scored = bare(event.scored)
    here = scored["section"].to_numpy(object) == section
    ns, ew = pair_text(scored["ns"]), pair_text(scored["ew"])
    # the pair's rows at N-S, then at E-W (the same row twice where it sat both ways), and
    # only those read further: a card is a pair's few boards of the event's many rows
    none = np.zeros(0, dtype=np.intp)
    at_ns = np.flatnonzero(here & (ns == pair)) if direction in ("NS", "") else none
    at_ew = np.flatnonzero(here & (ew == pair)) if direction in ("EW", "") else none
    at = np.concatenate([at_ns, at_ew]).astype(np.intp)
    me_ns = np.arange(len(at)) < len(at_ns)
    order = np.argsort(scored["board"].to_numpy()[at], kind="stable")  # by board
    at, me_ns = at[order], me_ns[order]
    # the cells as they are (Python objects: no text storage inferred for a few rows)
    rows = pd.DataFrame({c: scored[c].to_numpy()[at] for c in
                         ("contract", "result", "declarer", "lead", "ns_names", "ew_names")
                         if c in scored.columns}, dtype=object)
    played, declarer = played_texts(rows)
    column = "imps" if event.imps else "mp"

    def mine(name: str) -> np.ndarray:
        """The pair's own ``ns_name`` or ``ew_name`` on each row."""
        own: np.ndarray = np.where(me_ns, scored[f"ns_{name}"].to_numpy(float)[at],
                                   scored[f"ew_{name}"].to_numpy(float)[at])
        return own

    score = pd.to_numeric(scored["ns_score"], errors="coerce").to_numpy(float)[at]
    out = pd.DataFrame({
        "board": scored["board"].to_numpy()[at], "opponents": np.where(me_ns, ew[at], ns[at]),
        "names": np.where(me_ns, _cell_texts(rows, "ew_names"), _cell_texts(rows, "ns_names")),
        "contract": played, "by": declarer,
        "lead": [card_text(t) for t in _cell_texts(rows, "lead")]
        if "lead" in rows.columns else "",  # a lead as ♠A: SA would read as sans atout
        "score": np.where(me_ns, score, -score), "points": mine(column), "pct": mine("pct"),
        "penalty": mine("penalty") if "ns_penalty" in scored.columns else 0.0,
        "note": scored["note"].to_numpy()[at]})
    return out


def page(title: str, body: str, *, here: str = "", event: str = "") -> str:
    """A published page: its title, the links to the ranking and the boards, the body.

    Parameters
    ----------
    title : str
        The page's title and heading (already in its language).
    body : str
        The page's markup.
    here : str
        The page's own file name: no link to itself.
    event : str
        The event's name, added to the browser's title (``Board 3 · Tuesday Pairs``) where
        it is not the page's own.
    """
    links = [("index.html", _("Ranking")), ("boards.html", _("All boards"))]
    nav = "".join(f"<a href='{href}'>{escape(text)}</a>" for href, text in links if href != here)
    # TRANSLATORS: the name screen readers give the links between a club's published pages
    pages = _("Pages")
    named = f"{title} · {event}" if event and event != title else title
    return (f"<!DOCTYPE html><html lang='{escape(language())}'><head><meta charset='utf-8'>"
            f"<meta name='viewport' content='width=device-width, initial-scale=1'>"
            f"<title>{escape(named)}</title><style>{STYLE}</style></head><body>"
            f"<nav aria-label='{escape(pages)}'>{nav}</nav><main><h1>{escape(title)}</h1>{body}"
            f"</main></body></html>")


def event_line(event: PublishedEvent, *, name: bool = True) -> str:
    """The event's name (unless ``name`` is False: it is the page's heading), club and date
    in one line of markup ("" when the file has none)."""
    words = [w for w in (event.title if name else "", event.club, event.date) if w]
    return f"<p class='bk-meta'>{escape(', '.join(words))}</p>" if words else ""


def ranking_said(event: PublishedEvent, average: str) -> str:
    """How the event was scored and ranked, in a sentence of the language spoken (``average``:
    the sentence, translated, for IMPs ranked by the average a board)."""
    if not event.imps:
        return _("Scored by matchpoints; ranked by percentage: total matchpoints / the most the "
                 "pair could have scored on the boards it played.")
    said = average if event.ranked_by == "average" else _("Scored by {how}; ranked by the total IMPs.")
    return said.format(how=scoring_words(event.scoring))


def pair_label(section: str, direction: str, pair: str) -> str:
    """A pair as the ranking names it: ``NS 3``, ``3`` in a Howell, ``A NS 3`` in section A
    (``NZ 3`` in Dutch: the direction as the language being spoken writes it)."""
    spoken = pgettext("direction", direction) if direction in ("NS", "EW") else direction
    return " ".join(w for w in (section, spoken, pair) if w)


def ranking_groups(event: PublishedEvent) -> list[tuple[str, pd.DataFrame]]:
    """The ranking's tables, each with its caption: one per direction, and per section where
    the sections were scored apart (``Section A: N-S pairs``), N-S before E-W, in the
    language spoken."""
    out = []
    pairs = bare(event.pairs)
    # each pair's table, in the order a groupby sorted by section, direction would give
    # them (worked out over a few dozen pairs in Python: no groupby for every edit)
    keys = list(zip(pairs["group"].tolist(), pairs["direction"].tolist(), strict=True))
    tables: dict[tuple[object, int, str], list[int]] = {}
    for place, (group, direction) in enumerate(keys):
        tables.setdefault((group, {"NS": 0, "EW": 1}.get(direction, 2), direction),
                          []).append(place)
    for (group, _order, direction), at in sorted(tables.items(), key=lambda kv: kv[0]):
        side = _("{side} pairs").format(side=Side[direction].spoken) \
            if direction in ("NS", "EW") else _("All pairs")
        # TRANSLATORS: a ranking's heading: "Section A: N-S pairs"
        caption = _("Section {section}: {pairs}").format(section=group, pairs=side) \
            if group else side
        out.append((caption, pairs.iloc[at]))
    return out


def ranking_rows(event: PublishedEvent, part: pd.DataFrame, *, links: bool = False) -> str:
    """The ranking's rows (markup): each pair's place (and its place over every section
    where they were ranked apart), the pair (linked to its score card with ``links``), its
    players, boards and numbers in the language spoken."""
    lines = []
    half, imps = event.printed, event.imps
    masterpoints, sectioned = event.masterpoints, event.sectioned  # the event's, once
    shown = bare(part)
    names = [c for c in ("rank", "overall", "card", "label", "names", "boards", "total", "max",
                         "pct", "average", "masterpoints") if c in shown.columns]
    columns = [shown[c].tolist() for c in names]  # the columns shown, as plain values
    for r in (dict(zip(names, row, strict=True)) for row in zip(*columns, strict=True)):
        numbers = [fixed(r["total"], 2, rounding=half), fixed(r["average"], 2, rounding=half)] \
            if imps else [fixed(r["total"], 2, rounding=half), fixed(r["max"], 1),
                          fixed(r["pct"], 2, rounding=half)]
        pair = f"<td><a href='{escape(r['card'])}'>{escape(r['label'])}</a></td>" if links \
            else cell(r["label"])
        won = cell(r["masterpoints"], left=True) if masterpoints else ""
        lines.append("<tr>" + cell(r["rank"]) + (cell(r["overall"]) if sectioned else "")
                     + pair + cell(r["names"], left=True) + cell(r["boards"])
                     + "".join(cell(n) for n in numbers) + won + "</tr>")
    return "".join(lines)


def cell(text: object, *, left: bool = False) -> str:
    """A table cell of escaped text."""
    return f"<td class='t'>{escape(text)}</td>" if left else f"<td>{escape(text)}</td>"


def head(*names: str) -> str:
    """A table's header row (column headers with their scope; the caller gives them in the
    language being spoken)."""
    return "<tr>" + "".join(f"<th scope='col' class='t'>{escape(n)}</th>" for n in names) + \
        "</tr>"


def _running_totals(rows: pd.DataFrame) -> np.ndarray:
    """A score card's running total after each of its rows (:func:`side_rows`): the points
    of the rows scored, less the pair's penalties."""
    points = rows["points"].to_numpy(float)
    running: np.ndarray = np.cumsum(np.where(np.isfinite(points), points, 0.0)
                                    - rows["penalty"].to_numpy(float))
    return running


def card_rows(event: PublishedEvent, rows: pd.DataFrame, *, links: bool = True) -> str:
    """A score card's rows (one per board, with the running total), each board linked to its
    page (``links``) on the site, or not on a printed handout."""
    counted = np.isfinite(rows["points"].to_numpy(float))
    running = _running_totals(rows)
    out = []
    for r, total, scored in zip(rows.itertuples(index=False), running, counted, strict=True):
        note = r.note if not r.penalty else " ".join(x for x in (r.note, _(
            "Penalty (Law 90): -{penalty}").format(penalty=number(r.penalty))) if x)
        board = int(r.board)
        out.append(
            "<tr>" + (f"<td><a href='board-{board}.html'>{board}</a></td>" if links
                      else cell(board))
            + cell(r.opponents) + cell(r.names, left=True) + cell(r.contract, left=True)
            + cell(r.by) + cell(r.lead)
            + cell(signed(r.score) if np.isfinite(r.score) else "")
            + cell(fixed(r.points, 2) if scored else "")
            + ("" if event.imps else cell(fixed(r.pct, 2) if scored else ""))
            + cell(fixed(total, 2, rounding=event.printed) if scored else "")
            + cell(note, left=True) + "</tr>")
    return "".join(out)


def card_pair(event: PublishedEvent, card: str) -> pd.Series:
    """The ranking's row of the pair whose card file is ``card`` (``card-3.html``).

    Raises
    ------
    BridgekitError
        When no pair has that card.
    """
    found = np.flatnonzero(event.pairs["card"].to_numpy(object) == card)
    if not len(found):
        raise BridgekitError(f"{card!r}: no pair's score card (expected one of "
                             f"{list(event.pairs['card'][:3])}...)")
    return bare(event.pairs).iloc[found[0]]


def score_card_html(event: PublishedEvent, card: str, *, lang: str | None = None) -> str:
    """The personal score card of the pair whose card file is ``card`` (``card-3.html``):
    a whole page.

    Parameters
    ----------
    event : PublishedEvent
        :func:`published_event`'s event.
    card : str
        The card's file name.
    lang : str, optional
        The language of the page (``"nl"``, ``"fr"``): its title, caption, column headers,
        contracts, declarers and total, numbers in its form; default: the one being spoken.
        The rows' notes are as :func:`published_event` said them.

    Returns
    -------
    str
        The page's HTML.

    Raises
    ------
    BridgekitError
        When no pair has that card.
    """
    with speaking(lang):
        me = card_pair(event, card)
        rows = side_rows(event, me.section, me.direction, str(me.pair))
        card_head = CardHead.of(event, me, rows=rows)
        body = card_rows(event, rows)
        html = (event_line(event) + f"<p>{escape(card_head.who)}</p>"
                + f"<table class='bk-card'><caption>{escape(card_head.caption)}</caption>"
                + f"<thead>{head(*card_head.columns)}</thead><tbody>{body}</tbody></table>"
                + f"<p class='bk-total'>{escape(card_head.summary)}</p>")
        return page(card_head.title, html, event=event.title)


@dataclass(frozen=True)
class CardHead:
    """What a score card says around its rows: the pair's label, its players, side and place,
    the columns, and the total the ranking prints; with the card's title and its table's
    caption. Made in the language being spoken (or ``lang``).

    >>> from bridgekit import event_result, load_sample_event
    >>> event = published_event(event_result(load_sample_event()))
    >>> columns = CardHead.of(event, card_pair(event, "card-1.html"), lang="nl").columns
    >>> columns[0], columns[4], columns[-1]
    ('Spel', 'Leider', 'Opmerking')
    """

    label: str
    who: str
    columns: tuple[str, ...]
    summary: str
    title: str = ""
    caption: str = ""

    @classmethod
    def of(cls, event: PublishedEvent, me: pd.Series, *, rows: pd.DataFrame | None = None,
           lang: str | None = None) -> CardHead:
        """The card of the pair ``me`` (its row of the ranking, as :func:`card_pair` gives).

        Parameters
        ----------
        event : PublishedEvent
            The event.
        me : pandas.Series
            The pair's row of the ranking.
        rows : pandas.DataFrame, optional
            The card's rows (:func:`side_rows`): where their running total is not the total
            the ranking prints (a program that factors or scales a pair's total), the
            summary says both.
        lang : str, optional
            The language of the card's words and numbers (``"nl"``, ``"fr"``); default:
            the one being spoken.
        """
        with speaking(lang):
            columns = (pgettext("column", "Board"), pgettext("column", "Opponents"),
                       pgettext("column", "Their names"), pgettext("column", "Contract"),
                       # TRANSLATORS: a score card's column: who declared (N, E, S, W)
                       pgettext("column", "By"), pgettext("column", "Lead"),
                       pgettext("column", "Score"),
                       pgettext("column", "IMPs") if event.imps else pgettext("column", "MP"),
                       *(() if event.imps else ("%",)),
                       pgettext("column", "Running total"), pgettext("column", "Note"))
            boards, half = int(me.boards), event.printed  # as the ranking prints them
            if event.imps:
                summary = ngettext("Total {total} IMPs on {n} board, {average} a board",
                                   "Total {total} IMPs on {n} boards, {average} a board",
                                   boards).format(total=fixed(me.total, 2, rounding=half), n=boards,
                                                  average=fixed(me.average, 2, rounding=half))
            else:
                summary = _("Total {total} of a possible {top}: {pct}").format(
                    total=fixed(me.total, 2, rounding=half), top=fixed(me["max"], 1),
                    pct=percent(me.pct, 2, rounding=half))
            if rows is not None:  # the rows' own sum, where the ranking's total is a
                # program's, factored or scaled (Compscore's, ACBLscore's)
                running = fixed(float(_running_totals(rows)[-1]) if len(rows) else 0.0, 2,
                                rounding=half)
                if running != fixed(me.total, 2, rounding=half):
                    # TRANSLATORS: after a score card's total, where the scoring program
                    # factors or scales a pair's total (a pair that missed boards)
                    summary += " " + _("(the boards above add up to {running}; the total is "
                                       "as the scoring program factors and scales it)").format(
                                           running=running)
            if event.sectioned:
                # TRANSLATORS: a pair's place in its section and over every section ("2=" is a tie)
                place = _("place {rank} in section {section}, {overall} overall").format(
                    rank=me["rank"], section=me.section, overall=me.overall)
            else:
                place = _("place {rank}").format(rank=me["rank"])
            names = me.names or _("Names not given")
            side = {"NS": Side.NS, "EW": Side.EW}.get(me.direction)
            if side is None:
                who = _("{names}: {place}").format(names=names, place=place)
            else:
                # TRANSLATORS: a score card's pair: its players, its side (N-S) and its place
                who = _("{names} ({side}): {place}").format(names=names, side=side.spoken,
                                                             place=place)
            label = pair_label(me.section, me.direction, str(me.pair))
            return cls(label, who, columns, summary,
                       _("Score card: pair {pair}").format(pair=label),
                       _("Pair {pair}, board by board").format(pair=label))
