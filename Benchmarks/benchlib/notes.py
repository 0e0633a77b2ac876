"""The editing rows: a key in Notes costs the same in a big note as in a 1 KB one.

Issue 13 holds typing, moving and paging in a 1 MB note and in a 20,000-line note to within
1.5 × the same key in a note of about 1 KB. The app alone is measured (the C reference has no
editor), and each row's ratio is to the 1 KB note rather than to C.

Every run replays the same opening (folder, item, Notes, a first character) and the same way
out (Esc, Discard, Esc, q); the baseline runs replay nothing between them. A key's cost is
(measured run − median baseline) ÷ the measured keys, with both spans taken from the first
frame, so loading the library and opening the note are out of the figure.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
from dataclasses import dataclass

from . import BENCH_DIR, log, thousands
from .stats import Cell

#: Each big note, with the 1 KB note of its own text that it is compared with.
PAIRS = (("1mb", "1kb-prose"), ("1mb-one-line", "1kb-prose"), ("20k-lines", "1kb-lines"))
#: A page is also held to the first 4 KB of the prose: its first 1 KB wraps to fewer rows than
#: the editor shows, so a page there scrolls nothing and sends a few bytes, where a page of the
#: 1 MB note rewrites the screen. Both rows are reported.
PAGE_PAIRS = PAIRS + (("1mb", "4kb-prose"), ("1mb-one-line", "4kb-prose"))
KINDS = tuple(dict.fromkeys(kind for pair in PAGE_PAIRS for kind in pair))
#: The size of each small note, for its rows' targets.
KIND_SIZES = {"1kb-prose": "1 KB", "1kb-lines": "1 KB", "4kb-prose": "4 KB"}
#: The actions each kind of note is measured with; the 4 KB note only pages.
KIND_ACTIONS = {"4kb-prose": ("page",)}
KIND_NAMES = {"1mb": "1 MB note", "1mb-one-line": "1 MB one-line note",
              "20k-lines": "20,000-line note",
              "1kb-prose": "its first 1 KB", "1kb-lines": "its first 1 KB",
              "4kb-prose": "its first 4 KB"}
#: What the measured keys do (see `gendata.NOTE_ACTIONS`).
ACTIONS = ("type", "move", "page")
ACTION_NAMES = {"type": "a key typed", "move": "a cursor move (↓/↑)", "page": "a page (PgDn/PgUp)"}
#: The limit on each big note's cost per key, as a multiple of the 1 KB note's.
LIMIT = 1.5


@dataclass
class NoteInputs:
    """One library per kind of note, and a key file per action plus the baseline's."""

    libraries: dict[str, str]
    keys: dict[str, str]
    count: int


def generate(tmp: str, count: int) -> NoteInputs:
    """Writes the note libraries and key files with a separate process, like the others."""
    gen = os.path.join(BENCH_DIR, "gendata.py")
    libraries, keys = {}, {}
    for kind in KINDS:
        path = os.path.join(tmp, f"note-{kind}.json")
        log(f"generating a {KIND_NAMES[kind]}")
        subprocess.run([sys.executable, gen, "note", kind, path], check=True)
        libraries[kind] = path
    for action, n in [(a, count) for a in ACTIONS] + [("base", 0)]:
        path = os.path.join(tmp, f"note-{action}.keys")
        subprocess.run([sys.executable, gen, "notekeys", ACTIONS[0] if n == 0 else action,
                        str(n), path], check=True)
        keys[action] = path
    return NoteInputs(libraries, keys, count)


def series_key(kind: str, action: str) -> tuple:
    return ("note", kind, action)


def per_key(series: dict[tuple, list], kind: str, action: str, count: int) -> Cell:
    """µs per measured key: each run's span after the first frame, minus the baseline's."""
    runs = series.get((series_key(kind, action), "app"), [])
    base = series.get((series_key(kind, "base"), "app"), [])
    for r in runs + base:
        if not r.ok:
            return Cell(error=r.error)
    if not runs or not base:
        return Cell(error="not run")
    if any(r.first_frame is None for r in runs + base):
        return Cell(error="no first frame seen")
    span = lambda r: r.wall - r.first_frame
    baseline = statistics.median(span(r) for r in base)
    return Cell(values=[(span(r) - baseline) / count * 1e6 for r in runs])


def measure(scenario, inputs: NoteInputs) -> None:
    """Runs every note with the baseline and each action, in turns, the app only."""
    plan = [(kind, action) for kind in KINDS
            for action in ("base",) + KIND_ACTIONS.get(kind, ACTIONS)]
    for round_number in range(scenario.settings.runs):
        if round_number >= 3 and scenario.over_budget():
            return
        for kind, action in plan:
            scenario.measure_replay(series_key(kind, action), "app", scenario.sides[0][1],
                                    inputs.keys[action], inputs.libraries[kind])


def rows(series: dict[tuple, list], count: int, row_type) -> list:
    """One row per action and big note: its µs per key beside its 1 KB note's, and the ratio."""
    out = []
    for action in ACTIONS:
        for big, small in (PAGE_PAIRS if action == "page" else PAIRS):
            app, ref = per_key(series, big, action, count), per_key(series, small, action, count)
            ratio = (app.median / ref.median
                     if app.median is not None and ref.median else None)
            out.append(row_type(
                f"Notes, {ACTION_NAMES[action]}: {KIND_NAMES[big]} vs {KIND_NAMES[small]} (µs)",
                ".1f", app, ref, f"≤ {LIMIT} × {KIND_SIZES[small]}",
                lambda _, r=ratio: None if r is None else r <= LIMIT, ratio_override=ratio))
    return out


def explanation(count: int) -> str:
    return (f"Notes rows: the app alone, {thousands(count)} keys of each action after opening "
            "the note's Notes (typing words; ↓ ×8 then ↑ ×8; PgDn then PgUp), minus a run that "
            "opens and leaves the same note with no keys between, both from the first frame; "
            "in these rows the C column holds the same keys in a note of the first 1 KB of the "
            "same text, and the ratio is to it, not to C. A page is also held to the first 4 KB "
            "of the prose, the smallest part of it that a page scrolls by a whole screen: 1 KB "
            "of it fits on one screen, so a page there moves only the cursor.")
