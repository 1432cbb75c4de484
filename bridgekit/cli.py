"""The ``bridgekit`` command: score a results file, convert between formats, score a hand.

::

    bridgekit score FILE [--method neuberg|magic|ebu|plain|old-style] [--scale ebu|acbl]
                         [--scoring matchpoints|cross-imps|butler] [--explain BOARD]
    bridgekit check FILE [same options]  (exit 0 when every published number is reproduced)
                         [--vp-scale SCALE] [--draw-margin POINTS]  (a teams file)
    bridgekit convert IN OUT            (.pbn, .csv, .xml USEBIO, by their endings)
    bridgekit hand 4SX -2 [--vul] [--declarer N] [--old-laws]
    bridgekit publish FILE DIR [same options as check]  (ranking, score cards, boards)
    bridgekit sample [OUT]              (the sample pairs event; .csv by default)

Every command takes ``--lang en|nl|fr``; without it the command speaks the terminal's
language as gettext reads it (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else
English. Its help, summaries, tables and published pages speak that language (numbers
with a decimal comma in Dutch and French); the results files it writes keep their own
format whatever the language.

Exit status 0 on success, 1 on bad input (the message on standard error).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from functools import partial
from typing import TYPE_CHECKING, Any, Literal

import pandas as pd

from bridgekit.board import Side
from bridgekit.columns import cell_text
from bridgekit.data import load_sample_event
from bridgekit.errors import BridgekitError
from bridgekit.i18n import (
    LANGUAGES,
    N_,
    NP_,
    _,
    check_language,
    fixed,
    language,
    language_of_environment,
    ngettext,
    pgettext,
    signed,
    speaking,
)
from bridgekit.pairs.scoring import METHODS
from bridgekit.problems import said
from bridgekit.settings import PRESET_WORDS, PRESETS, VOCABULARY

if TYPE_CHECKING:
    from bridgekit.result import EventResult
from bridgekit.teams.vp import VP_SCALES

#: what ``bridgekit convert --help`` says a conversion keeps and loses
CONVERT_CARRIES = N_(
    "Writes the results of INPUT to OUTPUT: each result's board, pairs, contract, declarer, "
    "result, lead and score, with the other columns the output format holds. A .pbn or .xml "
    "is written scored by the event's own method (matchpoints, Butler or cross-IMPs, as "
    "found or as --method and --scale say), with its ranking, its deals and the event's "
    "name and date; results in error are left out of it. A conversion does not carry the "
    "auctions, play, commentary, double-dummy tables or optimum (par) scores, nor any tag "
    "bridgekit does not read. OUTPUT must not be INPUT (nor a link to it).")


def _normal(text: str) -> int | Literal["max"] | None:
    if text in ("rows", "max"):
        return None if text == "rows" else "max"
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{value}: 'rows', 'max' or a number").format(value=repr(text))) from None


def _language(text: str) -> str:
    """``--lang``'s value: a language bridgekit speaks, or a message listing them."""
    try:
        return check_language(text)
    except BridgekitError:
        raise argparse.ArgumentTypeError(
            _("{value}: bridgekit speaks {languages}").format(
                value=repr(text), languages=", ".join(LANGUAGES))) from None


def _lang_option(command: argparse.ArgumentParser) -> None:
    command.add_argument("--lang", type=_language, default=argparse.SUPPRESS,
                         metavar="{" + ",".join(LANGUAGES) + "}",
                         help=_("the language to speak (default: the terminal's, as LANGUAGE, "
                                "LC_ALL, LC_MESSAGES or LANG say, else English); files "
                                "written keep their own format"))


def _conventions(command: argparse.ArgumentParser) -> None:
    """The options scoring programs differ on (docs/formats.md: which reproduce which program);
    each changes one of the file's own settings (none given: found as ``check`` finds them)."""
    command.add_argument("--method", choices=METHODS, default=None,
                         help=_("matchpoint method (plain: no factoring, as BriAn)"))
    command.add_argument("--scale", choices=["ebu", "acbl"], default=None,
                         help=_("matchpoints 2 and 1, or 1 and 1/2 (default: ebu, or what "
                         "the file says: acbl for an ACBL game page)"))
    command.add_argument("--scoring", choices=VOCABULARY["scoring"][0][:3], default=None,
                         help=_("matchpoints or IMPs (default: what the file says)"))
    command.add_argument("--normal", type=_normal, default=None, metavar="rows|max|N",
                         help=_("results each board is factored to (max: as EBUScore)"))
    command.add_argument("--drop", type=float, default=None,
                         help=_("Butler: results dropped at each end (0.05 = 5%%)"))
    command.add_argument("--rounding", choices=["ebu", "acbl"], default=None,
                         help=_("Butler: how the datum is rounded"))
    command.add_argument("--cross", choices=["average", "total"], default=None,
                         help=_("cross-IMPs printed as the average per comparison or the total"))
    command.add_argument("--convention", choices=sorted(PRESETS), default=None,
                         help=_("a program's whole way at once (compscore: totals factored to "
                         "the most results and scaled to the session, halves to even)"))


def _teams_options(command: argparse.ArgumentParser) -> None:
    """The options a teams file's conventions differ on."""
    command.add_argument("--vp-scale", choices=tuple(VP_SCALES), default=None,
                         help=_("teams: the IMP-to-VP scale (default: each is tried and the one "
                                "that reproduces the file is named)"))
    command.add_argument("--draw-margin", type=float, default=None,
                         help=_("teams, point-a-board: a net of this much or less ties a board "
                                "(default 0: any positive aggregate wins)"))
class _Parser(argparse.ArgumentParser):
    """argparse's parser, except that help or an error it cannot write (standard output
    on a full disk) is raised, not dropped in silence."""

    def _print_message(self, message: str, file: Any = None) -> None:
        stream = file or sys.stderr
        if message and stream is not None:
            stream.write(message)


def _hand_parsers(sub: Any) -> None:
    """The commands about hands and deals: ``hand`` (one hand's score) and ``par``."""
    hand = sub.add_parser("hand", help=_("the score of one hand, itemised"))
    hand.add_argument("contract", help=_("e.g. 4SX, 3NT, 6Hxx"))
    hand.add_argument("result", help=_("=, +1, -2 or the tricks taken"))
    hand.add_argument("--vul", action="store_true", help=_("declarer is vulnerable"))
    hand.add_argument("--declarer", default=None, help=_("N, E, S or W"))
    hand.add_argument("--old-laws", action="store_true",
                      help=_("the older score table (made redoubled +50, older penalties)"))
    par = sub.add_parser("par", help=_("par of each board of a PBN file with deals; --html "
                         "writes a printable hand record"))
    par.add_argument("file", help=_("a .pbn file with Deal tags"))
    par.add_argument("--html", metavar="OUT", default=None,
                     help=_("write a printable hand record (deal, double dummy, par) to OUT"))
    par.add_argument("--compute", action="store_true",
                     help=_("compute double-dummy tables the file lacks (the analysis extra)"))


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="bridgekit", description=_(
        "Exact, explainable scoring for duplicate bridge."))
    _lang_option(parser)
    sub = parser.add_subparsers(dest="command", required=True)
    score = sub.add_parser("score", help=_("score a results file and print the ranking"))
    score.add_argument("file", help=_("a .pbn, .csv or USEBIO .xml results file"))
    _conventions(score)
    score.add_argument("--explain", type=int, metavar="BOARD",
                       help=_("also explain how every result on BOARD was scored"))
    score.add_argument("--progress", action="store_true",
                       help=_("show a progress bar while reading (on by default on a terminal)"))
    _teams_options(score)
    check = sub.add_parser("check", help=_("rescore a results file by its own method and list "
                           "every published number bridgekit does not reproduce"))
    check.add_argument("file", help=_("a .pbn or USEBIO .xml results file"))
    _conventions(check)
    _teams_options(check)
    convert = sub.add_parser("convert", help=_("convert between PBN, CSV and USEBIO"),
                             description=_(CONVERT_CARRIES))
    convert.add_argument("input", help=_("a .pbn, .csv or USEBIO .xml results file"))
    convert.add_argument("output", help=_("the file to write (.pbn, .csv or .xml, by its "
                         "ending); never the input itself"))
    convert.add_argument("--method", choices=METHODS, default=None)
    convert.add_argument("--scale", choices=["ebu", "acbl"], default=None)
    _hand_parsers(sub)
    handout = sub.add_parser("handout", help=_("a printable page: one board explained "
                             "(--board N) or the ranking, as HTML and/or PDF"))
    handout.add_argument("file", help=_("a .pbn, .csv or USEBIO .xml results file"))
    handout.add_argument("--board", type=int, default=None,
                         help=_("the board to explain (default: the ranking)"))
    handout.add_argument("--html", metavar="OUT", default=None, help=_("write the page as HTML"))
    handout.add_argument("--pdf", metavar="OUT", default=None,
                         help=_("print the page to PDF (needs Playwright and Chromium)"))
    _conventions(handout)
    publish = sub.add_parser("publish", help=_("write the pages a club publishes: the ranking, "
                             "every pair's score card and every board, one linked site in DIR"))
    publish.add_argument("file", help=_("a .pbn, .csv or USEBIO .xml results file"))
    publish.add_argument("folder", metavar="DIR", help=_("the folder to write the site to "
                         "(made if missing); never one that holds the input file"))
    publish.add_argument("--hands", metavar="HANDS", default=None,
                         help=_("a hand-record file (.pbn) whose deals the board pages show, "
                                "for a results file without them"))
    _conventions(publish)
    sample = sub.add_parser("sample", help=_("write the sample pairs event"))
    sample.add_argument("output", nargs="?", default="sample_pairs.csv")
    _archive_parser(sub)
    for command in sub.choices.values():
        _lang_option(command)
    return parser


def _archive_parser(sub: Any) -> None:
    """``bridgekit archive score SRC DST``: a season's Parquet archive scored."""
    archive = sub.add_parser(
        "archive", help=_("a season kept as Parquet: score it in bounded memory"))
    jobs = archive.add_subparsers(dest="job", required=True)
    score = jobs.add_parser("score", help=_("score every event of a Parquet archive (each "
                            "event whole in one row group) into a scored Parquet file"))
    score.add_argument("src", help=_("the archive (.parquet)"))
    score.add_argument("dst", help=_("the scored file to write (.parquet)"))
    own = _("default: each event's own, as its file is scored (Neuberg, the EBU's where the "
            "archive does not say)")
    score.add_argument("--method", choices=METHODS, help=own)
    score.add_argument("--scale", choices=["ebu", "acbl"], help=own)
    score.add_argument("--chunk-rows", type=int, default=1_000_000, metavar="N",
                       help=_("rows read at a time (the memory used grows with it)"))
    score.add_argument("--progress", action="store_true",
                       help=_("show a progress bar (on by default on a terminal)"))
    _lang_option(score)


def _on_terminal() -> bool:
    """A progress bar only on a terminal (and never when standard error is closed)."""
    return sys.stderr is not None and sys.stderr.isatty()


# TRANSLATORS: a progress bar; {bar} is drawn with # and ., {done}/{total} count results
_ARCHIVE_BAR = N_("scoring results [{bar}] {done}/{total}")


def _progress_bar(done: int, total: int, words: str | None = None) -> None:
    """A bar on standard error while a large file (a thousand boards or more) is read
    (``words``: what the bar says, a catalogue message; by default, boards read)."""
    if total < 1000:
        return
    width = 30
    filled = int(width * done / max(total, 1))
    # TRANSLATORS: a progress bar; {bar} is drawn with # and ., {done}/{total} count boards
    said = _(words) if words is not None else _("reading boards [{bar}] {done}/{total}")
    line = said.format(
        bar="#" * filled + "." * (width - filled), done=done, total=total)
    print(f"\r{line}", end="\n" if done >= total else "", file=sys.stderr, flush=True)


def _read(path: str, progress: bool) -> pd.DataFrame:
    from bridgekit.io import read_event

    return read_event(path, progress=_progress_bar if progress else None)


#: the options of :func:`_conventions`, each a setting of the event (``rounding`` is the datum's)
_SETTINGS = ("scoring", "method", "scale", "normal", "drop", "rounding", "cross", "convention",
             "vp_scale", "draw_margin")


def _result(args: argparse.Namespace, df: pd.DataFrame,
            hand_records: pd.DataFrame | None = None) -> EventResult:
    """The event scored once, as every command shows it: the file's own settings (found as
    ``check`` finds them), or those the options change."""
    from bridgekit.result import event_result

    return event_result(df, hand_records=hand_records,
                        **{name: getattr(args, name, None) for name in _SETTINGS})


#: the scorings as a summary names them (the option's own word in English)
_SCORING_WORDS = {"matchpoints": NP_("scoring", "matchpoints"),
                  "cross-imps": NP_("scoring", "cross-imps"), "butler": NP_("scoring", "butler")}


def _scoring_words(scoring: str) -> str:
    """A scoring (``matchpoints``, ``cross-imps``, ``butler``) in the language spoken."""
    return pgettext("scoring", _SCORING_WORDS[scoring]) if scoring in _SCORING_WORDS \
        else scoring


def _section_of(file: str, label: object) -> str:
    """Where a section's lines come from: ``club.pbn, section A``."""
    return _("{file}, section {section}").format(file=file, section=label)


def _score(args: argparse.Namespace) -> int:
    df = _read(args.file, args.progress or _on_terminal())
    if args.explain is not None and args.explain not in set(
            pd.to_numeric(df["board"], errors="coerce").dropna().astype("int64")):
        raise BridgekitError(f"--explain {args.explain}: {args.file} has no board "
                             f"{args.explain}")
    result = _result(args, df)
    if result.kind == "teams":
        return _print_teams(args.file, result)
    _warn(df, result.rows.attrs.get("problems") or [])
    s = result.settings
    how = _("method {method}, scale {scale}").format(method=s.method, scale=s.scale) \
        if not s.imps else _scoring_words(s.scoring)
    groups = result.ranking.groupby("group", sort=False)
    for label, ranks in groups:
        rows = result.rows[result.rows["section"] == label] if label else result.rows
        where = _section_of(args.file, label) if label else args.file
        results = int((rows["status"].astype(str) == "scored").sum()) \
            if "status" in rows.columns else len(rows)
        boards = rows["board"].nunique()
        # TRANSLATORS: the summary above a ranking: "club.pbn: 52 results on 26 boards; ..."
        say(_("{where}: {results} on {boards}; {how}").format(
            where=where, results=ngettext("{n} result", "{n} results", results).format(n=results),
            boards=ngettext("{n} board", "{n} boards", boards).format(n=boards), how=how))
        _print_ranking(result, ranks)
    if args.explain is not None:  # explained by the settings the ranking used: the same numbers
        for label, explanation in result.explain_board(args.explain):
            heading = f"{label}: {explanation.heading}" if label else explanation.heading
            say("", heading, *explanation.lines)
    return 0


def _print_ranking(result: EventResult, ranks: pd.DataFrame) -> None:
    """One table per direction: rank, pair, boards, then the numbers; a column is as wide as
    its header in the language spoken, numbers in its form. Over a field of sections a pair
    is its section and number (``A3``)."""
    if result.settings.imps:
        say(_("ranked by the average IMPs per board (pairs played different numbers of "
              "boards)") if result.ranked_by == "average" else _("ranked by the total IMPs"))
        numbers, heads = [("total", 9, 2), ("average", 8, 2)], [_("IMPs"), _("average")]
    else:
        numbers, heads = [("total", 9, 2), ("max", 7, 1), ("pct", 7, 2)], \
            [_("total"), _("max"), "%"]
    if result.field:
        ranks = ranks.assign(pair=ranks["section"].astype(str) + ranks["pair"].astype(str))
    printed = result.settings.printed
    columns = [_("rank"), _("pair"), _("boards")]
    widths = [max(w, len(h)) for w, h in zip((5, 6, 6), columns, strict=True)]
    numbers = [(c, max(w, len(h)), d) for (c, w, d), h in zip(numbers, heads, strict=True)]
    for direction, part in ranks.groupby("direction", sort=True):
        if direction:
            say("", _("North-South") if direction == "NS" else _("East-West"))
        say(" ".join(f"{h:>{w}}" for h, w in zip(columns, widths, strict=True)) + " "
            + " ".join(f"{h:>{w}}" for h, (_c, w, _d) in zip(heads, numbers, strict=True)))
        for r in part.itertuples(index=False):
            say(" ".join(f"{v:>{w}}" for v, w in zip((r.rank, r.pair, r.boards), widths,
                                                     strict=True)) + " "
                + " ".join(f"{fixed(getattr(r, c), d, rounding=printed):>{w}}"
                           for c, w, d in numbers))


def _print_teams(file: str, result: EventResult) -> int:
    """A teams event's standings: each team's place, matches and total."""
    check = result.teams
    say(_("{file}: written by {program}; a teams event, {convention}").format(
        file=file, program=check.program, convention=check.convention))
    # TRANSLATORS: the headers of a teams event's standings
    columns = [_("rank"), _("team"), _("matches"), _("total")]
    say(" ".join(f"{h:>8}" for h in columns))
    for r in result.ranking.itertuples(index=False):
        say(" ".join(f"{v:>8}" for v in (r.rank, r.team, r.played, fixed(r.total, 2))))
    return 0


def _check_teams(file: str, result: EventResult) -> int:
    """``check`` on a teams event: every board, match, line and total rescored."""
    check = result.teams
    say(_("{file}: written by {program}; a teams event, {convention}").format(
        file=file, program=check.program, convention=check.convention))
    if check.scale in VP_SCALES:
        say("  " + _("VP scale: {scale}").format(scale=check.scale))
    say(*("  " + _("note: {note}").format(note=note) for note in check.notes))
    return _check_summary(file, check.describe(), check.checked, check.convention, [])


def _check(args: argparse.Namespace) -> int:
    """Rescore a file by its own method (a teams file by its matches) and list every
    published number not reproduced, section by section where its sections were scored
    apart (an ACBL game page)."""
    from bridgekit.pairs.published import describe, file_program

    df = _read(args.file, _on_terminal())
    result = _result(args, df)
    if result.kind == "teams":
        return _check_teams(args.file, result)
    if file_program(df):
        say(_("{where}: written by {program}").format(where=args.file, program=file_program(df)))
    _warn(df, result.rows.attrs.get("problems") or [])  # a cell read as no contract, ...
    s = result.settings
    scoring = _scoring_words(s.scoring)
    how = _("{scoring}, convention {convention}").format(scoring=scoring, convention=s.convention) \
        if s.convention else scoring
    named = ["  " + _("convention {convention}: {words}").format(
        convention=s.convention, words=_(PRESET_WORDS[s.convention]))] \
        if s.convention in PRESET_WORDS else []
    named += _found_by_numbers(df, result)
    named += [f"  {line}" for line in result.printed_rounding]
    problems = result.problems
    if result.totals_skipped:
        say(_("{where}: {count} pair totals cover boards this file does not hold: not "
              "checked").format(where=args.file, count=result.totals_skipped))
    parts = result.checked_by_part or {"": result.checked}
    statuses = []
    for label, checked in parts.items():
        where = _section_of(args.file, label) if label else args.file
        mine = problems[problems["section"] == label] if label else problems
        statuses.append(_check_summary(where, describe(mine), checked, how, named))
        named = []  # the convention's words once, under the first summary
    return max(statuses, default=0)


def _found_by_numbers(df: pd.DataFrame, result: EventResult) -> list[str]:
    """``check``'s line naming the settings the search found by the file's numbers where it
    states nothing of them (the ACBL's scale of a file written as USEBIO), if any."""
    from bridgekit.pairs.published import settings_of_file

    if result.found is None:
        return []
    stated = settings_of_file(df)
    found = [f"{name} {value}" for name, value in vars(result.settings).items()
             if getattr(stated, name) != value and name != "convention"]
    return ["  " + _("found by the file's numbers (it states nothing of them): {settings}")
            .format(settings=", ".join(found))] if found else []


def _check_summary(where: str, problems: list[str], checked: int, how: str,
                   named: list[str]) -> int:
    """``check``'s lines for a file (or one of its sections scored apart, or a teams file): its
    summary, then every number not reproduced (``problems``: a line each)."""
    if checked == 0:
        say(_("{where}: no published numbers to check").format(where=where))
        return 0
    if not problems:
        say(_("{where}: all {checked} published numbers reproduced ({how})").format(
            where=where, checked=checked, how=how), *named)
        return 0
    say(_("{where}: {count} of {checked} published numbers not reproduced ({how})").format(
        where=where, count=len(problems), checked=checked, how=how), *named)
    say(*(f"  {line}" for line in problems))
    return 1


def _where(df: pd.DataFrame, row: Hashable) -> str:
    """Where a traveller row came from: the file's line when the reader knew it."""
    if "line" in df.columns:
        try:
            return _("line {line}").format(line=int(df["line"].loc[row]))
        except (KeyError, TypeError, ValueError):
            pass
    if df.attrs.get("format") == "csv" and isinstance(row, int) and 0 <= row < len(df):
        lines = df.attrs.get("lines")
        return _("line {line}").format(line=lines[row] if lines else row + 2)
    if {"board", "ns", "ew"} <= set(df.columns) and row in df.index:  # no line: the table
        board, ns, ew = (cell_text(df.at[row, c]) for c in ("board", "ns", "ew"))
        return _("board {board}, N-S {ns} v E-W {ew}").format(board=board, ns=ns, ew=ew)
    return _("row {row}").format(row=row)


def _warn(df: pd.DataFrame, problems: Iterable[dict[str, Any]]) -> None:
    # TRANSLATORS: {where} is "line 12", "board 3" or "row 4"; {column} a column's name
    warning = N_("warning: {where}, {column}: {problem}")
    for p in df.attrs.get("warnings") or []:
        where = _("line {line}").format(line=p["line"]) if "line" in p else \
            _("board {board}").format(board=p.get("board"))
        complain(_(warning).format(where=where, column=p["column"], problem=p["problem"]))
    for p in problems:
        complain(_(warning).format(where=_where(df, p["row"]), column=p["column"],
                                   problem=said(p)))


def _convert(args: argparse.Namespace) -> int:
    """A results file in another format, written from the event scored once by the settings
    it was read with (its method, ranking and deals); a teams event is refused rather than
    written as something it is not."""
    from bridgekit.io import write_event

    refuse_overwriting([args.input], {"the output": args.output})
    df = _read(args.input, _on_terminal())
    result = None if df.attrs.get("format") == "usebio-teams" else _result(args, df)
    if result is None or result.kind == "teams":
        raise BridgekitError(f"{args.input}: a teams event; convert writes pairs travellers "
                             "(a teams event is never flattened into one): nothing written")
    scored = write_event(result, args.output)
    _warn(df, scored.attrs["problems"] if scored is not None else [])
    say(ngettext("wrote {file} ({rows} row)", "wrote {file} ({rows} rows)", len(df)).format(
        file=args.output, rows=len(df)))
    return 0


def _hand(args: argparse.Namespace) -> int:
    from bridgekit.board import Seat
    from bridgekit.contract import Contract, english_reading, parse_tricks
    from bridgekit.score import score_breakdown

    # typed in the language spoken: French 4C is four hearts (said), O is West in French
    contract = Contract.parse(args.contract, lang=language())
    declarer = None if args.declarer is None else Seat.parse(args.declarer, lang=language())
    other = english_reading(args.contract, language())
    if other is not None:
        complain(_("{typed} is read as {contract}; in English {typed} would be {english}.")
                 .format(typed=args.contract.strip(), contract=contract.symbol,
                         english=other.symbol))
    tricks = parse_tricks(args.result, contract)
    breakdown = score_breakdown(contract, tricks, args.vul, declarer=declarer,
                                laws="old" if args.old_laws else "current")
    say(*str(breakdown).split("\n"), *breakdown.explain().split("\n"))
    return 0


def _sample(args: argparse.Namespace) -> int:
    from bridgekit.io import write_event

    write_event(load_sample_event(), args.output)
    say(_("wrote {file}").format(file=args.output))
    return 0


def _archive(args: argparse.Namespace) -> int:
    from bridgekit.archive import score_parquet

    bar = _progress_bar if args.progress or _on_terminal() else None
    told = {k: v for k, v in (("method", args.method), ("scale", args.scale)) if v is not None}
    rows = score_parquet(args.src, args.dst, chunk_rows=args.chunk_rows, **told,
                         progress=None if bar is None else partial(bar, words=_ARCHIVE_BAR))
    say(ngettext("wrote {rows} scored result to {file}", "wrote {rows} scored results to "
                 "{file}", rows).format(rows=rows, file=args.dst))
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    0 on success; 1 on bad input, an output that is one of the inputs, an output that
    cannot be written, or a closed standard output (the message on standard error,
    never a traceback); 141 (as for SIGPIPE) when the reader of standard output or of
    standard error went away (``bridgekit score x.pbn | head -1``), silently.
    """
    stop, status = None, 0
    try:
        try:
            status = _run(argv)
        except SystemExit as exc:  # argparse: --help, or an option it refused
            stop = exc
        _flush()
    except BrokenPipeError:
        _quiet()
        return 141
    except OSError as exc:  # standard output could not be written (a full disk, /dev/full)
        return _unwritten(exc)
    if stop is not None:
        raise stop
    return status


def _unwritten(exc: OSError) -> int:
    """Standard output (or a file) could not be written: say so on standard error, exit 1
    (never Python's 120 at exit, when its own flush fails again)."""
    _quiet(sys.stdout)
    try:
        complain("bridgekit: " + _("cannot go on: {error}").format(error=exc.strerror or exc))
        if sys.stderr is not None:
            sys.stderr.flush()
    except OSError:
        pass
    return 1


def _run(argv: list[str] | None) -> int:
    words = sys.argv[1:] if argv is None else list(argv)
    with speaking(asked_language(words)), _argparse_speaking():
        args = _parser().parse_args(words)
        with speaking(getattr(args, "lang", None)):
            return _command(args)


def _command(args: argparse.Namespace) -> int:
    if sys.stdout is None:  # started with standard output closed (>&-)
        complain("bridgekit: " + _("standard output is closed: nothing done (send it to a "
                                   "file or /dev/null)"))
        return 1
    commands = {"score": _score, "check": _check, "convert": _convert, "hand": _hand,
                "par": _par, "handout": _handout, "publish": _publish,
                "sample": _sample, "archive": _archive}
    try:
        return commands[args.command](args)
    except BrokenPipeError:
        raise
    except BridgekitError as exc:
        complain(f"bridgekit: {exc}")
        return 1
    except OSError as exc:
        return _unwritten(exc)
    except Exception as exc:  # a bug in bridgekit: say so in one line, no traceback
        complain("bridgekit: " + _("internal error ({kind}: {error}); please report it with "
                                   "the input that caused it").format(
                                       kind=type(exc).__name__, error=exc))
        return 2


def asked_language(argv: list[str], environ: dict[str, str] | None = None) -> str:
    """The language a command line asks for: its ``--lang`` (the last one before ``--``), else
    the environment's as gettext reads it; English when neither names one bridgekit speaks
    (a ``--lang`` it does not speak is refused later, by the parser, in this language).

    >>> asked_language(["score", "x.pbn", "--lang", "nl"]), asked_language(["--lang=fr_BE"])
    ('nl', 'fr')
    >>> asked_language(["score", "x.pbn"], {"LANG": "nl_NL.UTF-8"})
    'nl'
    >>> asked_language(["--lang", "de"], {"LANGUAGE": "fr"}), asked_language([], {})
    ('fr', 'en')
    """
    asked: str | None = None
    for i, word in enumerate(argv):
        if word == "--":
            break
        if word == "--lang" and i + 1 < len(argv):
            asked = argv[i + 1]
        elif word.startswith("--lang="):
            asked = word.partition("=")[2]
    if asked is not None:
        try:
            return check_language(asked)
        except BridgekitError:
            pass
    return language_of_environment(environ)


#: argparse's own words (usage, its headings, its messages), as Python's argparse writes
#: them: translated by bridgekit's catalogue while the command line is read
ARGPARSE_WORDS = (
    N_("usage: "), N_("positional arguments"), N_("options"),
    N_("show this help message and exit"), N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("unrecognized arguments: %s"), N_("expected one argument"),
    N_("expected at most one argument"), N_("expected at least one argument"),
    N_("invalid %(type)s value: %(value)r"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("not allowed with argument %s"), N_("ignored explicit argument %r"),
    N_("one of the arguments %s is required"), N_("can't open '%(filename)s': %(error)s"),
)


@contextmanager
def _argparse_speaking() -> Iterator[None]:
    """argparse's words (``usage:``, ``options``, its errors) in the language spoken while
    the command line is read and its help printed; argparse's own lookup again after."""
    before: tuple[Callable[[str], str], Any] = (argparse._, argparse.ngettext)  # type: ignore[attr-defined]

    def spoken(message: str) -> str:
        return message if message is None else _(message)

    argparse._ = spoken  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = before  # type: ignore[attr-defined]


#: C0 and C1 control characters (a tab aside) and the bidirectional overrides: a file's
#: text holding them could retitle or clear a terminal, or make a line read backwards
_UNPRINTABLE = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e"
                          "\u2066-\u2069]")


def visible(text: object) -> str:
    r"""``text`` with every control character shown as its escape (``ESC`` as ``\x1b``, a
    line break as ``\n``), so that nothing a file holds acts on the terminal. A tab stays.

    >>> print(visible("pair \x1b]0;owned\x07 1"), visible("N-S\x1b[2J"), visible("a\nb"))
    pair \x1b]0;owned\x07 1 N-S\x1b[2J a\nb
    """
    return _UNPRINTABLE.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"),
                            str(text))


def say(*lines: object) -> None:
    """Print each of ``lines`` on standard output, control characters made visible."""
    for line in lines:
        print(visible(line))


def complain(*lines: object) -> None:
    """Print each of ``lines`` on standard error (when there is one), made visible."""
    if sys.stderr is not None:
        for line in lines:
            print(visible(line), file=sys.stderr)


def _flush() -> None:
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:
            stream.flush()


def _quiet(*streams: Any) -> None:
    """Point ``streams`` (default: standard output and error) at /dev/null: a reader went
    away, and Python's own flush at exit must find nowhere to fail (else it exits 120 with a
    message)."""
    for stream in streams or (sys.stdout, sys.stderr):
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, stream.fileno())
            os.close(devnull)
        except (AttributeError, OSError, ValueError):
            pass


def refuse_overwriting(inputs: list[str], outputs: dict[str, str | None]) -> None:
    """Refuse, before anything is read or written, an output that is one of the inputs
    (the same file: the same path, a symbolic link to it or a hard link of it) or the
    same file as another output.

    Raises
    ------
    BridgekitError
        Naming the option, the output and the input it would overwrite.
    """
    from bridgekit.io._files import same_file

    named = [(option, path) for option, path in outputs.items() if path]
    for option, path in named:
        for source in inputs:
            if same_file(source, path):
                raise BridgekitError(f"{option} {path!r} is the input file {source!r}: refused, "
                                     "nothing written (write to another file)")
    for i, (option, path) in enumerate(named):
        for other, other_path in named[i + 1:]:
            if os.path.abspath(path) == os.path.abspath(other_path) or same_file(path, other_path):
                raise BridgekitError(f"{option} and {other} are the same file {path!r}: "
                                     "refused, nothing written")


#: where a board's par comes from, as :func:`bridgekit.deals.par_score.board_pars` says it
_PAR_SOURCES = {"double dummy": N_("double dummy"),
                "the file's OptimumScore": N_("the file's OptimumScore")}


def _par(args: argparse.Namespace) -> int:
    from bridgekit.deals.par_score import board_pars
    from bridgekit.io import read_hand_records, write_hand_record_html

    refuse_overwriting([args.file], {"--html": args.html})
    hands = read_hand_records(args.file)
    pars = board_pars(hands, compute=args.compute)
    for r in pars.itertuples():
        source = _(_PAR_SOURCES[r.par_source]) if r.par_source in _PAR_SOURCES \
            else r.par_source
        if r.par != r.par:
            say(_("Board {board}: par unknown: {contracts} ({source})").format(
                board=r.board, contracts=r.par_contracts, source=source))
        else:
            # TRANSLATORS: {side} is N-S as the language writes it, {score} e.g. +620
            say(_("Board {board}: par {side} {score}: {contracts} ({source})").format(
                board=r.board, side=Side.NS.spoken, score=signed(r.par),
                contracts=r.par_contracts, source=source))
    if args.html:
        write_hand_record_html(hands, args.html,
                               title=_("Hand record: {file}").format(file=args.file),
                               compute=args.compute)
        say(_("wrote {file}").format(file=args.html))
    return 0


def _handout(args: argparse.Namespace) -> int:
    from bridgekit.io._files import atomic_write_text
    from bridgekit.show.handout import board_handout_html, html_to_pdf, ranking_handout_html
    from bridgekit.show.score_cards import published_event

    if not (args.html or args.pdf):
        raise BridgekitError("give --html OUT and/or --pdf OUT: where to write the handout")
    refuse_overwriting([args.file], {"--html": args.html, "--pdf": args.pdf})
    result = _pairs_result(args, "a handout")
    if args.board is None:
        event = published_event(result)
        page = ranking_handout_html(event, title=_("Ranking: {event}").format(
            event=event.title) if event.title else None)  # never the path typed
    else:
        page = board_handout_html(result, args.board)
    if args.html:
        atomic_write_text(args.html, page)
        say(_("wrote {file}").format(file=args.html))
    if args.pdf:
        html_to_pdf(page, args.pdf)
        say(_("wrote {file}").format(file=args.pdf))
    return 0


def _pairs_result(args: argparse.Namespace, what: str) -> EventResult:
    """A pairs event scored once, with its deals beside it: those of ``--hands`` where it has
    the board, else those the reader found beside the results (a PBN file's, read in the same
    walk; a Bridgemate database's ``HandRecord``), as :func:`bridgekit.io.read_bws` merges
    them; a teams event is refused by the commands that show pairs."""
    df = _read(args.file, _on_terminal())
    hands = getattr(args, "hands", None)
    deals = pd.DataFrame(df.attrs["hand_records"]) if df.attrs.get("hand_records") else None
    if hands:
        given = _hand_file(hands, df)
        deals = given if deals is None else pd.concat(
            [deals[~deals["board"].isin(given["board"])], given]).sort_values("board")
    result = _result(args, df, deals)
    if result.kind == "teams":
        raise BridgekitError(f"{args.file}: a teams event; {what} shows a pairs event (use "
                             "bridgekit check or score for a teams event)")
    return result


def _publish(args: argparse.Namespace) -> int:
    """The club's site: the folder's whole content, written beside it and swapped in (a
    failure leaves the old site whole); a folder holding files bridgekit did not write is
    refused, naming them; the input never touched."""
    from bridgekit.io._files import replace_folder
    from bridgekit.show.publish import publish_pages

    folder, source = os.path.realpath(args.folder), os.path.realpath(args.file)
    if source == folder or source.startswith(folder.rstrip(os.sep) + os.sep):
        raise BridgekitError(f"{args.folder!r} {'is' if source == folder else 'holds'} the "
                             f"input file {args.file!r}: refused, nothing written (publish "
                             "to another folder)")
    if os.path.exists(folder) and not os.path.isdir(folder):
        raise BridgekitError(f"{args.folder!r} is not a folder: refused, nothing written")
    result = _pairs_result(args, "publish")
    site = publish_pages(result, lang=language())
    paths: dict[str, str | None] = {name: os.path.join(args.folder, name) for name in site}
    refuse_overwriting([args.file, *([args.hands] if args.hands else [])], paths)
    replace_folder(args.folder, site)
    say(_("wrote {count} pages to {folder} (open {index})").format(
        count=len(site), folder=args.folder, index=os.path.join(args.folder, "index.html")))
    return 0


def _hand_file(path: str, event: pd.DataFrame) -> pd.DataFrame:
    """The deals of a hand-record file given beside the results (``--hands``), as EBUScore
    and BridgeWebs merge them: read whole, and refused when no board of it is the event's.

    Raises
    ------
    BridgekitError
        A file that is not a PBN hand record, or whose boards are none of the event's.
    """
    from bridgekit.columns import board_numbers
    from bridgekit.io import read_hand_records

    hands = read_hand_records(path)
    numbers, unreadable = board_numbers(event["board"])
    played = {int(b) for b in numbers[~unreadable]}
    if not played & {int(b) for b in hands["board"]}:
        raise BridgekitError(f"--hands {path!r}: its boards {sorted(hands['board'])[:6]} are "
                             f"none of the event's {sorted(played)[:6]}: is it this event's "
                             "hand record?")
    return hands


if __name__ == "__main__":
    sys.exit(main())
