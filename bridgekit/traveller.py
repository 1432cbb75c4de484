"""Travellers and whole events: validation, scoring and ranking.

A traveller table is a pandas DataFrame with one row per result:

``board``
    The board number (sets dealer and vulnerability).
``ns``, ``ew``
    The pair numbers.
``contract``, ``declarer``, ``result``
    ``4SX``, ``N``, ``=`` / ``+1`` / ``-2`` / a trick count. The contract column
    may also hold the combined form (``4S+1 N``, ``3NTX-2 W``, ``Pass``).
``ns_score``
    The North-South score, instead of or as well as the contract (then they
    must agree). It may hold an adjusted score (``A60/40``, ``A+``,
    ``30%+420 70%+170``: see :mod:`bridgekit.adjusted`).
Optional: ``lead``; ``group`` (the scoring group of a misduplicated board);
``adjusted`` (an adjusted score that replaces the row's result).

:func:`validate_traveller` reports every problem with its row and column;
:func:`score_event` scores all boards at once and skips only the rows in error.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from bridgekit.adjusted import ArtificialScore, WeightedScore, parse_entry
from bridgekit.board import Seat, Side, Vulnerability, vulnerability_codes
from bridgekit.contract import Contract, HandResult, parse_tricks
from bridgekit.errors import BridgekitError, TravellerError
from bridgekit.imps import butler_datum, cross_imps, imps
from bridgekit.pairs import score_many
from bridgekit.score import Laws, contract_code, possible_scores, score_table

__all__ = [
    "RESULT_COLUMNS",
    "detect_movement",
    "rank_pairs",
    "rank_total_points",
    "score_event",
    "score_event_imps",
    "validate_traveller",
]

#: The columns :func:`score_event` adds; outside tools read them by these names.
RESULT_COLUMNS = ("ns_score", "ns_mp", "ew_mp", "ns_pct", "ew_pct")
_SEATS = list(Seat)
_VULS = list(Vulnerability)


def _blank(values: pd.Series) -> np.ndarray:
    """Missing or empty cells."""
    text = values.astype("string").str.strip()
    return (values.isna() | text.isna() | (text == "") | (text == "-")).to_numpy(bool)


def _as_text(values: pd.Series) -> pd.Series:
    """Cells as stripped text; a numeric column (trick counts read from a CSV) as whole numbers."""
    if pd.api.types.is_numeric_dtype(values) and not pd.api.types.is_bool_dtype(values):
        number = pd.to_numeric(values, errors="coerce")
        whole = number.where(number == number.round())
        return whole.astype("Int64").astype("string").fillna("")
    return values.astype("string").str.strip().fillna("")


def _parse_unique(values: pd.Series, parse):
    """Parse each distinct value once: codes into ``parsed`` and the error per distinct value."""
    codes, uniques = pd.factorize(values, use_na_sentinel=True)
    parsed, errors = [], []
    for u in uniques:
        try:
            parsed.append(parse(u))
            errors.append(None)
        except BridgekitError as exc:
            parsed.append(None)
            errors.append(str(exc))
    return codes, parsed, errors


class _Problems:
    def __init__(self, index: pd.Index):
        self.index = index
        self.rows: list[dict] = []
        self.bad = np.zeros(len(index), dtype=bool)

    def add(self, mask: np.ndarray, column: str, values, message) -> None:
        """Record a problem on every row of ``mask``; message may be a per-row callable."""
        for pos in np.flatnonzero(mask):
            text = message(pos) if callable(message) else message
            value = values[pos] if values is not None else None
            self.rows.append({"row": self.index[pos], "column": column,
                              "value": None if pd.isna(value) else value, "problem": text})
        self.bad |= mask

    def frame(self) -> pd.DataFrame:
        frame = pd.DataFrame(self.rows, columns=["row", "column", "value", "problem"])
        if len(frame):
            order = {label: i for i, label in enumerate(self.index)}
            frame = frame.assign(_o=frame.row.map(order)).sort_values(["_o"], kind="stable")
            frame = frame.drop(columns="_o").reset_index(drop=True)
        return frame


def detect_movement(df: pd.DataFrame) -> str:
    """``"mitchell"`` when pair numbers are per direction, else ``"howell"``.

    A traveller is read as a Mitchell when some board has the same number in
    both the ``ns`` and ``ew`` columns (NS pair 1 and EW pair 1 are two pairs);
    otherwise one pair number means one pair wherever it sits (Howell).
    """
    if "ns" not in df or "ew" not in df or df.empty:
        return "howell"
    ns = df[["board", "ns"]].rename(columns={"ns": "pair"}).astype(str)
    ew = df[["board", "ew"]].rename(columns={"ew": "pair"}).astype(str)
    both = ns.merge(ew, on=["board", "pair"], how="inner")
    return "mitchell" if len(both) else "howell"


def _parse(df: pd.DataFrame, movement: str, laws: Laws):
    """Parse and check a traveller; returns per-row arrays and the problems."""
    if not isinstance(df, pd.DataFrame):
        raise TravellerError(f"{type(df).__name__}: a traveller is a pandas DataFrame")
    if "board" not in df.columns:
        raise TravellerError(f"columns {list(df.columns)!r}: a traveller needs a 'board' column")
    has_contract = "contract" in df.columns
    if not has_contract and "ns_score" not in df.columns and "adjusted" not in df.columns:
        raise TravellerError(
            f"columns {list(df.columns)!r}: a traveller needs 'contract' (with 'declarer' "
            "and 'result') or 'ns_score'")
    if movement not in ("auto", "mitchell", "howell"):
        raise TravellerError(f"movement={movement!r}: movement is 'auto', 'mitchell' or 'howell'")
    rows = len(df)
    problems = _Problems(df.index)

    # board numbers
    board_raw = df["board"]
    board_num = pd.to_numeric(board_raw, errors="coerce").to_numpy(dtype=float)
    bad_board = ~np.isfinite(board_num) | (board_num < 1) | (board_num != np.floor(board_num))
    problems.add(bad_board, "board", board_raw.to_numpy(object),
                 lambda p: f"{board_raw.iloc[p]!r}: a board number is a whole number from 1 up")
    board = np.where(bad_board, 1, board_num).astype(np.int64)
    vul = vulnerability_codes(board)

    # contract, declarer, result -> ns score
    computed = np.full(rows, np.nan)
    have_contract = np.zeros(rows, dtype=bool)
    if has_contract:
        contract_col = df["contract"]
        blank_c = _blank(contract_col)
        decl_col = df["declarer"] if "declarer" in df.columns else pd.Series([None] * rows,
                                                                             index=df.index)
        result_col = df["result"] if "result" in df.columns else pd.Series([None] * rows,
                                                                           index=df.index)
        blank_d, blank_r = _blank(decl_col), _blank(result_col)
        combined = ~blank_c & blank_r
        # plain contracts
        c_codes, c_parsed, c_err = _parse_unique(contract_col.where(~blank_c & ~combined),
                                                 Contract.parse)
        code = np.full(rows, -1, dtype=np.int64)
        level = np.zeros(rows, dtype=np.int64)
        seat = np.full(rows, -1, dtype=np.int64)
        tricks = np.full(rows, -1, dtype=np.int64)
        ok = c_codes >= 0
        c_ok = np.array([p is not None for p in c_parsed] + [False])[c_codes]
        problems.add(ok & ~c_ok, "contract", contract_col.to_numpy(object),
                     lambda p: c_err[c_codes[p]])
        sel = ok & c_ok
        code[sel] = np.array([contract_code(p) if p else -1 for p in c_parsed] + [-1])[c_codes][sel]
        level[sel] = np.array([p.level if p else 0 for p in c_parsed] + [0])[c_codes][sel]
        is_pass = code == 105
        # combined "4S+1 N" forms
        h_codes, h_parsed, h_err = _parse_unique(contract_col.where(combined), HandResult.parse)
        hok = h_codes >= 0
        h_good = np.array([p is not None for p in h_parsed] + [False])[h_codes]
        problems.add(hok & ~h_good, "contract", contract_col.to_numpy(object),
                     lambda p: h_err[h_codes[p]] + " (or give the result in its own column)")
        for pos in np.flatnonzero(hok & h_good):
            hr = h_parsed[h_codes[pos]]
            code[pos] = contract_code(hr.contract)
            level[pos] = hr.contract.level
            tricks[pos] = hr.tricks
            if hr.declarer is not None:
                seat[pos] = _SEATS.index(hr.declarer)
        is_pass = code == 105
        # declarer
        d_codes, d_parsed, d_err = _parse_unique(decl_col.where(~blank_d), Seat.parse)
        d_good = np.array([p is not None for p in d_parsed] + [False])[d_codes]
        problems.add((d_codes >= 0) & ~d_good & (code >= 0), "declarer",
                     decl_col.to_numpy(object), lambda p: d_err[d_codes[p]])
        from_col = (d_codes >= 0) & d_good
        seat_vals = np.array([_SEATS.index(p) if p else -1 for p in d_parsed] + [-1])[d_codes]
        seat = np.where(from_col & (seat < 0), seat_vals, seat)
        missing_decl = (code >= 0) & ~is_pass & (seat < 0) & blank_d
        problems.add(missing_decl, "declarer", decl_col.to_numpy(object),
                     "missing: a played contract needs its declarer (N, E, S or W)")
        # result, parsed once per distinct (contract, result)
        need = (code >= 0) & ~is_pass & ~blank_r & (tricks < 0)
        result_text = _as_text(result_col)
        key = pd.Series(np.where(need, pd.Series(code).astype(str).to_numpy(object) + "|"
                                 + result_text.to_numpy(object), None), dtype=object)
        r_codes, r_uniques = pd.factorize(key, use_na_sentinel=True)
        contracts = all_contracts_with_pass()
        r_tricks, r_err = [], []
        for k in r_uniques:
            c, r = k.split("|", 1)
            try:
                r_tricks.append(parse_tricks(r, contracts[int(c)]))
                r_err.append(None)
            except BridgekitError as exc:
                r_tricks.append(-1)
                r_err.append(str(exc))
        r_tricks_arr = np.array([*r_tricks, -1], dtype=np.int64)[np.where(need, r_codes, -1)]
        bad_result = need & (r_tricks_arr < 0)
        problems.add(bad_result, "result", result_col.to_numpy(object),
                     lambda p: r_err[r_codes[p]])
        tricks = np.where(need & ~bad_result, r_tricks_arr, tricks)
        missing_result = (code >= 0) & ~is_pass & blank_r & (tricks < 0)
        problems.add(missing_result, "result", result_col.to_numpy(object),
                     "missing: give =, +N, -N or the tricks taken")
        have_contract = (code >= 0) & (is_pass | ((seat >= 0) & (tricks >= 0)))
        # the score, from the table of all scores
        ns_side = (seat == 0) | (seat == 2)
        vulnerable = (vul == 3) | ((vul == 1) & ns_side) | ((vul == 2) & ~ns_side)
        table = score_table(laws)
        safe = have_contract
        raw = table[np.where(safe, code, 105), vulnerable.astype(np.int64),
                    np.where(safe & (tricks >= 0), tricks, 0)]
        computed = np.where(safe, np.where(ns_side | is_pass, raw, -raw), np.nan).astype(float)
        problems_contract_rows = problems.bad.copy()
    else:
        problems_contract_rows = np.zeros(rows, dtype=bool)

    # given scores and adjusted entries
    special: dict[int, ArtificialScore | WeightedScore] = {}
    given = np.full(rows, np.nan)
    for column in ("ns_score", "adjusted"):
        if column not in df.columns:
            continue
        col = df[column]
        blank = _blank(col)
        numeric = pd.to_numeric(col, errors="coerce").to_numpy(dtype=float)
        text_rows = ~blank & ~np.isfinite(numeric)
        if column == "ns_score":
            given = np.where(~blank & np.isfinite(numeric), numeric, given)
        else:
            bad_adj = ~blank & np.isfinite(numeric)
            values = col.to_numpy(object)
            problems.add(bad_adj, column, values,
                         lambda p, values=values: f"{values[p]!r}: an adjusted score reads like A60/40, A+, "
                         "A=, A- or 30%+420 70%+170")
        e_codes, e_parsed, e_err = _parse_unique(col.where(text_rows), parse_entry)
        for pos in np.flatnonzero(text_rows):
            entry, err = e_parsed[e_codes[pos]], e_err[e_codes[pos]]
            if err is not None:
                problems.add(_one(rows, pos), column, col.to_numpy(object), err)
            elif isinstance(entry, float):
                given[pos] = entry
            else:
                special[pos] = entry

    # a given score must be possible and agree with the contract
    vul_sets = [np.array(sorted(possible_ns_set(v, laws))) for v in range(4)]
    check = np.isfinite(given)
    impossible = np.zeros(rows, dtype=bool)
    for v in range(4):
        sel = check & (vul == v)
        impossible[sel] = ~np.isin(given[sel], vul_sets[v])
    problems.add(impossible & ~bad_board, "ns_score", df["ns_score"].to_numpy(object)
                 if "ns_score" in df.columns else None,
                 lambda p: f"{given[p]:g}: no contract scores that for N-S on board "
                           f"{board[p]} ({_VULS[vul[p]]} vulnerable)")
    clash = check & have_contract & (given != computed) & ~impossible
    problems.add(clash, "ns_score", df["ns_score"].to_numpy(object) if "ns_score" in df else None,
                 lambda p: f"{given[p]:g}: the contract and result give {computed[p]:+g} for N-S")
    ns_score = np.where(np.isfinite(computed), computed, given)
    for pos in special:
        ns_score[pos] = np.nan
    nothing = ~np.isfinite(ns_score) & ~np.isin(np.arange(rows), list(special)) \
        & ~problems_contract_rows & ~problems.bad
    problems.add(nothing, "contract" if has_contract else "ns_score", None,
                 "no result: give a contract, declarer and result, or a score")

    # pairs
    if movement == "auto":
        movement = detect_movement(df) if {"ns", "ew"} <= set(df.columns) else "howell"
    if {"ns", "ew"} <= set(df.columns):
        ns_id = df["ns"].astype("string").str.strip()
        ew_id = df["ew"].astype("string").str.strip()
        valid_board = pd.Series(board, index=df.index).where(~bad_board)
        if movement == "howell":
            against = (ns_id == ew_id).fillna(False).to_numpy(bool)
            problems.add(against, "ew", df["ew"].to_numpy(object),
                         lambda p: f"{ew_id.iloc[p]!r}: pair {ew_id.iloc[p]} cannot play "
                         "against itself")
            valid_board = valid_board.where(~against)
            long = pd.DataFrame({
                "b": np.concatenate([valid_board, valid_board]),
                "p": np.concatenate([ns_id, ew_id]),
                "pos": np.concatenate([np.arange(rows), np.arange(rows)]),
                "col": ["ns"] * rows + ["ew"] * rows,
            })
        else:
            long = pd.DataFrame({
                "b": np.concatenate([valid_board, valid_board]),
                "p": np.concatenate([("NS " + ns_id).to_numpy(object),
                                     ("EW " + ew_id).to_numpy(object)]),
                "pos": np.concatenate([np.arange(rows), np.arange(rows)]),
                "col": ["ns"] * rows + ["ew"] * rows,
            })
        long = long.dropna()
        twice = long[long.duplicated(["b", "p"], keep="first")]
        for row in twice.itertuples():
            col = df[row.col]
            problems.add(_one(rows, row.pos), row.col, col.to_numpy(object),
                         f"{col.iloc[row.pos]!r}: pair {str(col.iloc[row.pos]).strip()} already "
                         f"has a result on board {row.b}")
    return board, ns_score, special, problems, movement, bad_board


def _one(rows: int, pos: int) -> np.ndarray:
    mask = np.zeros(rows, dtype=bool)
    mask[pos] = True
    return mask


def all_contracts_with_pass() -> list[Contract]:
    from bridgekit.score import all_contracts

    return [*all_contracts(), Contract.passed_out()]


def possible_ns_set(vul_code: int, laws: Laws) -> frozenset[int]:
    """Every North-South score possible on a board of vulnerability code 0-3."""
    vul = _VULS[vul_code]
    ns = possible_scores(vul.is_vulnerable(Side.NS), laws)
    ew = possible_scores(vul.is_vulnerable(Side.EW), laws)
    return frozenset(ns) | frozenset(-s for s in ew)


def validate_traveller(df: pd.DataFrame, *, movement: str = "auto",
                       laws: Laws | str = Laws.CURRENT) -> pd.DataFrame:
    """Every problem in a traveller, one row each: ``row``, ``column``, ``value``, ``problem``.

    Never raises on a bad row (only on a table that has no board column, or no
    contract or score column at all). An empty frame means the traveller is clean.

    Examples
    --------
    >>> df = pd.DataFrame({"board": [1, 1, 1, 2], "ns": [1, 2, 3, 1], "ew": [4, 5, 6, 4],
    ...                    "contract": ["4S", "8S", "3NT", "4H"], "declarer": ["N", "N", "S", "Q"],
    ...                    "result": ["=", "=", "+5", "="]})
    >>> for p in validate_traveller(df).itertuples():
    ...     print(p.row, p.column, p.problem)
    1 contract '8S': a level is 1 to 7
    2 result '+5': 3NT can make at most 4 overtricks
    3 declarer 'Q': a seat is one of N, E, S, W (or North, East, South, West)
    """
    problems = _parse(df, movement, Laws.parse(laws))[3]
    return problems.frame()


def score_event(df: pd.DataFrame, method: str = "neuberg", scale: str = "ebu", *,
                normal: int | str | dict | None = None, movement: str = "auto",
                laws: Laws | str = Laws.CURRENT) -> pd.DataFrame:
    """Score every board of an event at once.

    Parameters
    ----------
    df : pandas.DataFrame
        The traveller table (see the module docstring); it is not changed.
    method, scale
        As for :func:`bridgekit.score_board`.
    normal : int, "max", dict or None
        N for every board (an int), the most results any board has (``"max"``),
        per board (a dict board -> N), or the rows each board has (None, the
        default; rows in error count, so the board's good results are factored
        up to the results it should have had).
    movement : {"auto", "mitchell", "howell"}
        How pair numbers are read (see :func:`detect_movement`).

    Returns
    -------
    pandas.DataFrame
        A copy of ``df`` with ``ns_score, ns_mp, ew_mp, ns_pct, ew_pct`` (and
        ``top``, the board's full top) added; rows in error have NaN there. The
        problems are in ``result.attrs["problems"]`` (as from
        :func:`validate_traveller`).

    Examples
    --------
    >>> df = pd.DataFrame({"board": [1, 1, 1, 1], "ns": [1, 2, 3, 4], "ew": [5, 6, 7, 8],
    ...                    "contract": ["4S", "4S", "4S", "5SX"], "declarer": "N",
    ...                    "result": ["+1", "=", "x", "-1"]})
    >>> out = score_event(df)
    >>> out[["ns_score", "ns_mp", "ew_mp"]].round(2).values.tolist()
    [[450.0, 5.67, 0.33], [420.0, 3.0, 3.0], [nan, nan, nan], [-100.0, 0.33, 5.67]]
    >>> out.attrs["problems"].problem.tolist()
    ["'x': a result is =, +N, -N or a trick count 0 to 13"]
    """
    laws = Laws.parse(laws)
    board, ns_score, special, problems, movement, bad_board = _parse(df, movement, laws)
    out = df.copy()
    good = ~problems.bad
    good_pos = np.flatnonzero(good)
    all_codes, all_uniques = pd.factorize(board, sort=True)
    # every row with a readable board number counts towards that board's N
    entries_per_board = np.bincount(all_codes[~bad_board],
                                    minlength=len(all_uniques)).astype(float)
    if normal is None:
        norm = entries_per_board
    elif normal == "max":
        norm = np.full(len(all_uniques), entries_per_board.max() if len(all_uniques) else 0.0)
    elif isinstance(normal, dict):
        norm = np.array([float(normal.get(int(b), entries_per_board[i]))
                         for i, b in enumerate(all_uniques)])
    else:
        norm = np.full(len(all_uniques), float(normal))
    groups = None
    if "group" in df.columns:
        g = df["group"].astype("string").fillna("")
        groups = pd.factorize(g.to_numpy(object)[good_pos])[0]
    remap = {old: new for new, old in enumerate(good_pos)}
    sub_special = {remap[i]: e for i, e in special.items() if good[i]}
    result = score_many(all_codes[good_pos], ns_score[good_pos], groups=groups,
                        special=sub_special, normal=norm, method=method, scale=scale)
    out["ns_score"] = ns_score
    out.loc[~good, "ns_score"] = np.nan
    for column in ("ns_mp", "ew_mp", "ns_pct", "ew_pct", "top"):
        values = np.full(len(df), np.nan)
        values[good_pos] = result[column].to_numpy()
        out[column] = values
    half = 0.5 if scale == "acbl" else 1.0
    out["top"] = out["top"] * half
    out.attrs["problems"] = problems.frame()
    out.attrs["movement"] = movement
    out.attrs["method"] = method
    return out


def _pair_rows(scored: pd.DataFrame, ns_col: str, ew_col: str, movement: str) -> pd.DataFrame:
    if movement == "auto":
        movement = scored.attrs.get("movement") or detect_movement(scored)
    rows = scored[np.isfinite(scored[ns_col].to_numpy(float))]
    top = rows["top"] if "top" in rows else pd.Series(np.nan, index=rows.index)
    ns = pd.DataFrame({"pair": rows["ns"].astype(str).str.strip(), "direction": "NS",
                       "board": rows["board"], "points": rows[ns_col], "top": top})
    ew = pd.DataFrame({"pair": rows["ew"].astype(str).str.strip(), "direction": "EW",
                       "board": rows["board"], "points": rows[ew_col], "top": top})
    long = pd.concat([ns, ew], ignore_index=True)
    if movement == "howell":
        long["direction"] = ""
    return long


def _rank(values: pd.Series, ascending: bool = False) -> pd.Series:
    """Ranks with ties shown as ``2=``."""
    rounded = values.round(9)
    rank = rounded.rank(method="min", ascending=ascending).astype(int)
    tied = rounded.duplicated(keep=False)
    return rank.astype(str).where(~tied, rank.astype(str) + "=")


def rank_pairs(scored: pd.DataFrame, *, movement: str = "auto") -> pd.DataFrame:
    """Rank the pairs of a scored event by matchpoints.

    Mitchell: separate N-S and E-W rankings; Howell: one. Each pair's total,
    the maximum it could have scored (the tops of the boards it played) and the
    percentage; pairs are ranked by percentage, so a pair that missed boards is
    compared fairly. Ties share a rank, shown ``2=``.

    Returns
    -------
    pandas.DataFrame
        ``direction, pair, boards, total, max, pct, rank``, best first.
    """
    long = _pair_rows(scored, "ns_mp", "ew_mp", movement)
    table = long.groupby(["direction", "pair"], sort=False).agg(
        boards=("board", "count"), total=("points", "sum"), max=("top", "sum")).reset_index()
    table["pct"] = 100 * table["total"] / table["max"]
    parts = []
    for _, part in table.groupby("direction", sort=True):
        part = part.sort_values(["pct", "pair"], ascending=[False, True])
        part["rank"] = _rank(part["pct"])
        parts.append(part)
    out = pd.concat(parts, ignore_index=True) if parts else table.assign(rank=[])
    return out[["direction", "pair", "boards", "total", "max", "pct", "rank"]]


def rank_total_points(scored: pd.DataFrame, *, movement: str = "auto") -> pd.DataFrame:
    """Total-points scoring (seed 001, art. 78 C): each pair's score points over all boards.

    Returns ``direction, pair, boards, total, rank``, best first.
    """
    frame = scored.assign(_ew_score=-scored["ns_score"])
    long = _pair_rows(frame, "ns_score", "_ew_score", movement)
    table = long.groupby(["direction", "pair"], sort=False).agg(
        boards=("board", "count"), total=("points", "sum")).reset_index()
    parts = []
    for _, part in table.groupby("direction", sort=True):
        part = part.sort_values(["total", "pair"], ascending=[False, True])
        part["rank"] = _rank(part["total"])
        parts.append(part)
    return pd.concat(parts, ignore_index=True)[["direction", "pair", "boards", "total", "rank"]]


def score_event_imps(scored: pd.DataFrame, method: str = "cross-imps", *, drop: int = 1,
                     rounding: str = "ebu") -> pd.DataFrame:
    """IMP-based pairs scoring of a scored (or validated) event: cross-IMPs or Butler.

    Adds ``ns_imps`` and ``ew_imps`` (cross-IMPs: the average over the
    comparisons; Butler: IMPs against the board's datum, in ``datum``). Rows
    with an adjusted score or an error get NaN. One numpy pass per board.
    """
    if "ns_score" not in scored.columns:
        scored = score_event(scored)
    out = scored.copy()
    ns_imps = np.full(len(out), np.nan)
    datum_col = np.full(len(out), np.nan)
    values = out["ns_score"].to_numpy(float)
    for _, pos in out.groupby("board", sort=False).indices.items():
        pos = pos[np.isfinite(values[pos])]
        if len(pos) < 2:
            continue
        if method == "cross-imps":
            _, average = cross_imps(values[pos])
            ns_imps[pos] = average
        elif method == "butler":
            datum = butler_datum(values[pos], drop=drop if len(pos) > 2 * drop else 0,
                                 rounding=rounding)
            ns_imps[pos] = imps(values[pos] - datum)
            datum_col[pos] = datum
        else:
            raise TravellerError(f"method={method!r}: IMP pairs scoring is 'cross-imps' or 'butler'")
    out["ns_imps"] = ns_imps
    out["ew_imps"] = -ns_imps
    if method == "butler":
        out["datum"] = datum_col
    return out
