"""The declarative runtime's rows: a `List` in a `NavigationStack`, replayed headless.

`navstack-runtime-bench` hosts the SwiftUI-style view tree in a `ViewHost` with no terminal
and no pty: each key is handled, then a frame of 80×24 is drawn, as the run loop does. It
prints one JSON line per scenario: µs per key, keys per second and the bodies evaluated per
key. The app alone is measured (the C reference has no view runtime); the C column is empty.

- `list`: a `List` of N rows (`HStack { Text; Spacer; Text }`) with a title and a toolbar
  button, keys Down Down Down Up PgDn Down Up PgUp repeated. With 1,000 and 1,000,000 rows
  the work per key must be the same: only the rows on screen are built.
- `form`: typing into a `TextField` in a `Form` with a second field, a toggle and two texts
  (eight characters, then eight Backspaces).
"""

from __future__ import annotations

import json
import subprocess
from typing import Optional

from . import log, thousands
from .stats import Cell

#: Keys per run of each scenario (the smoke run uses fewer).
KEYS = 20_000
#: The list sizes measured; the larger one is the headline.
SIZES = (1_000, 1_000_000)
#: Issue 13's targets for the headless runtime.
KEYS_PER_SECOND = 50_000
#: Bodies per key that count as O(1): a row or two scrolled in (R41's bound).
BODIES_PER_KEY = 2


def run_once(exe: str, argv: list[str], timeout: float) -> dict:
    """One run of the runtime bench: its JSON figures, or an error."""
    try:
        done = subprocess.run([exe] + argv, capture_output=True, text=True, timeout=timeout,
                              check=False)
    except OSError as exc:
        return {"error": f"cannot start {exe}: {exc.strerror}"}
    except subprocess.TimeoutExpired:
        return {"error": f"timed out after {timeout:.0f} s"}
    if done.returncode != 0:
        message = (done.stderr or done.stdout).strip().splitlines()
        return {"error": f"exit {done.returncode}" + (f": {message[0]}" if message else "")}
    try:
        return json.loads(done.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return {"error": f"unreadable output: {done.stdout.strip()[:80]!r}"}


def measure(scenario, exe: str, keys: int) -> dict[str, list[dict]]:
    """Runs each scenario `runs` times (at most 3: the figures are steady), in turns."""
    plan = [(f"list {n}", ["list", str(n), str(keys)]) for n in SIZES]
    plan.append(("form", ["form", str(keys)]))
    results: dict[str, list[dict]] = {name: [] for name, _ in plan}
    for round_number in range(min(3, scenario.settings.runs)):
        for name, argv in plan:
            log(f"runtime: {name}, {thousands(keys)} keys (run {round_number + 1})")
            results[name].append(run_once(exe, argv, scenario.settings.timeout))
    return results


def cell(results: list[dict], field: str) -> Cell:
    for r in results:
        if "error" in r:
            return Cell(error=r["error"])
    if not results:
        return Cell(error="not run")
    return Cell(values=[float(r[field]) for r in results])


def rows(results: Optional[dict[str, list[dict]]], row_type) -> list:
    """The runtime's rows: the million-row list against issue 13's targets, then the rest."""
    if results is None:
        return []
    from .targets import app_at_least, app_at_most, no_target

    big, small = results.get(f"list {SIZES[1]}", []), results.get(f"list {SIZES[0]}", [])
    form = results.get("form", [])
    bodies_big, bodies_small = cell(big, "bodies_per_key"), cell(small, "bodies_per_key")

    def constant(_row) -> Optional[bool]:
        # O(1): a key brings at most a couple of new rows on screen, whatever the list's size
        # (the bound R41's test holds the runtime to). The 1,000-row list evaluates fewer,
        # because its selection reaches the end and stops scrolling.
        return None if bodies_big.median is None else bodies_big.median <= BODIES_PER_KEY

    empty = Cell()
    return [
        row_type("runtime List 1M: µs/key headless", ".1f", cell(big, "us_per_key"), empty,
                 f"≤ {1e6 / KEYS_PER_SECOND:.0f}", app_at_most(1e6 / KEYS_PER_SECOND)),
        row_type("runtime List 1M: keys/s headless", ",.0f", cell(big, "keys_per_s"), empty,
                 f"app ≥ {thousands(KEYS_PER_SECOND)}", app_at_least(KEYS_PER_SECOND)),
        row_type("runtime List 1M: bodies per key", ".2f", bodies_big, empty,
                 f"O(1): ≤ {BODIES_PER_KEY}", constant),
        row_type("runtime List 1,000: µs/key headless", ".1f", cell(small, "us_per_key"),
                 empty, "—", no_target),
        row_type("runtime List 1,000: bodies per key", ".2f", bodies_small, empty, "—",
                 no_target),
        row_type("runtime Form, typing: µs/key headless", ".1f", cell(form, "us_per_key"),
                 empty, "—", no_target),
        row_type("runtime Form, typing: bodies per key", ".2f", cell(form, "bodies_per_key"),
                 empty, "—", no_target),
    ]


def explanation(keys: int) -> str:
    return (f"runtime rows: the SwiftUI-style view runtime headless (`navstack-runtime-bench`, "
            f"no pty), {thousands(keys)} keys a run, each handled and drawn at 80×24: a "
            "`List` of rows `HStack { Text; Spacer; Text }` in a `NavigationStack` with a "
            "title and a toolbar button, keys ↓ ↓ ↓ ↑ PgDn ↓ ↑ PgUp; and typing into a "
            "`TextField` in a `Form`. The app alone: the C column is empty.")
