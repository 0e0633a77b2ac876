"""The table's rows: each figure for both sides, the target from issue 13 and its check.

Targets are on the ratio app/C of the medians, measured in the same run on the same
machine, because absolute times from a shared machine say little on their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from . import thousands
from .stats import Cell, Figures


@dataclass
class Row:
    """One line of the table: a figure for both sides, its target and how to check it."""

    figure: str
    unit_format: str
    app: Cell
    c: Cell
    target: str
    check: Callable[["Row"], Optional[bool]]
    ratio_override: Optional[float] = None


def ratio_of(row: Row) -> Optional[float]:
    if row.ratio_override is not None:
        return row.ratio_override
    a, c = row.app.median, row.c.median
    if a is None or c is None or c == 0:
        return None
    return a / c


def within(limit: float) -> Callable[[Row], Optional[bool]]:
    def check(row: Row) -> Optional[bool]:
        r = ratio_of(row)
        return None if r is None else r <= limit

    return check


def app_at_least(limit: float) -> Callable[[Row], Optional[bool]]:
    def check(row: Row) -> Optional[bool]:
        return None if row.app.median is None else row.app.median >= limit

    return check


def app_at_most(limit: float) -> Callable[[Row], Optional[bool]]:
    def check(row: Row) -> Optional[bool]:
        return None if row.app.median is None else row.app.median <= limit

    return check


def no_target(_: Row) -> Optional[bool]:
    return None


def rows(figures: Figures) -> list[Row]:
    """Every row of the table, in the order it is printed, with issue 13's targets."""
    f = figures
    L, S, M = f.large, f.small, f.medium
    ms = lambda r: r.wall * 1000
    frame = lambda r: r.first_frame * 1000 if r.first_frame is not None else None
    rss = lambda r: r.maxrss_kb / 1024
    startup = {S: ("≤ 3 × C", within(3.0)), M: ("≤ 1.3 × C", within(1.3))}
    out: list[Row] = []
    for n in sorted({S, M, L}):
        target, check = startup.get(n, ("—", no_target))
        out.append(Row(f"start → first frame → exit, q only, {thousands(n)} items (ms)", ".1f",
                       f.plain(("q", n), "app", ms), f.plain(("q", n), "C", ms),
                       target, check))
        out.append(Row(f"start → first frame, {thousands(n)} items (ms)", ".1f",
                       f.plain(("q", n), "app", frame), f.plain(("q", n), "C", frame),
                       "—", no_target))
    for n in (S, L):
        out.append(Row(f"µs per key, {thousands(n)} items", ".1f",
                       f.us_per_key(n, "app"), f.us_per_key(n, "C"), "≤ 1.0 × C",
                       within(1.0)))

    # Every key does the same work at every size (the replay returns to the top of the list
    # in each block), so the app's own ratio is the growth; C's is shown beside it.
    out.append(Row(f"µs per key, {thousands(L)} ÷ {thousands(S)} items (app's own)", ".2f",
                   f.growth("app"), f.growth("C"), "app ≤ 1.1", app_at_most(1.1)))
    out.append(Row("µs per key growth, app ÷ C", ".2f",
                   f.growth("app"), f.growth("C"), "≤ 1.1 × C", within(1.1)))
    for n in (S, L):
        out.append(Row(f"CPU µs per key, {thousands(n)} items", ".1f",
                       f.cpu_us_per_key(n, "app"), f.cpu_us_per_key(n, "C"), "—", no_target))
    for n in (S, L):
        out.append(Row(f"bytes per key, {thousands(n)} items", ".1f",
                       f.bytes_per_key(n, "app"), f.bytes_per_key(n, "C"),
                       "≤ 1.0 × C", within(1.0)))
    out.append(Row(f"peak RSS, {thousands(M)} items, q only (MB)", ".1f",
                   f.plain(("q", M), "app", rss), f.plain(("q", M), "C", rss),
                   "≤ 2 × C", within(2.0)))
    out.append(Row(f"peak RSS, {thousands(L)}-item replay (MB)", ".1f",
                   f.plain(("replay", L), "app", rss), f.plain(("replay", L), "C", rss),
                   "≤ 1.1 × C", within(1.1)))
    out.append(Row(f"load {thousands(L)} items (s)", ".3f", f.store_cell("app", "load_s"),
                   f.store_cell("C", "load_s"), "≤ 2 × C", within(2.0)))
    save = f.store_cell("app", "save_s")
    app_load = f.store_cell("app", "load_s")
    save_ratio = (save.median / app_load.median
                  if save.median is not None and app_load.median else None)
    out.append(Row(f"save {thousands(L)} items (s)", ".3f", save, Cell(),
                   "≤ 2 × app's load",
                   lambda _: None if save_ratio is None else save_ratio <= 2.0,
                   ratio_override=save_ratio))
    out.append(Row(f"headless replay, {thousands(S)} items (keys/s)", ",.0f",
                   f.keys_per_second("app"), f.keys_per_second("C"), "app ≥ 50,000",
                   app_at_least(50_000)))
    return out
