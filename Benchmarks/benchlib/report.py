"""The report: the table with the notes that say how to read it, printed and written out.

`bench-out/bench.md` is what Benchmarks/README.md quotes; `bench-out/bench.json` keeps every
raw run, so a surprising median can be checked against the runs behind it.
"""

from __future__ import annotations

import json
import os
import platform
import resource
import time

from . import log, thousands
from .pty_runner import COLS, ROWS, Run
from .scenario import Scenario
from .stats import Figures
from .table import CELL_ERROR_LIMIT, markdown_table, plain_table, table_rows
from .notes import explanation as note_explanation
from .notes import rows as note_rows
from .runtime import explanation as runtime_explanation
from .runtime import rows as runtime_rows
from .targets import Row, rows
from .walks import explanation as walk_explanation
from .walks import rows as walk_rows


def machine_description() -> str:
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} cores, {platform.system()} {platform.release()}"


def run_counts(series: dict[tuple, list]) -> str:
    """How many runs each figure got; a spent time budget can leave some with fewer."""
    def succeeded(result: object) -> bool:
        return result.ok if isinstance(result, Run) else "error" not in result

    counts = sorted({len(runs) for runs in series.values()
                     if runs and all(succeeded(r) for r in runs)})
    if not counts:
        return "no runs"
    if len(counts) == 1:
        return f"{counts[0]} run{'s' if counts[0] != 1 else ''}"
    return f"{counts[0]}–{counts[-1]} runs"


def explanations(scenario: Scenario) -> list[str]:
    driver_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    inputs = scenario.inputs
    return [
        f"Replay: {thousands(inputs.replay_key_count)} keys (Enter, then "
        "[Down ×50, Enter, Esc, PgDn ×5, PgUp ×5, Up ×50] repeated, then Esc, q) in an "
        f"{COLS}×{ROWS} pty, TERM=xterm-256color, LANG=C.UTF-8"
        + ("" if scenario.settings.color else ", NO_COLOR=1") + ".",
        "µs per key: each replay run's time from its first frame to its exit, minus the "
        "median of the same span in the q-only runs on the same library, divided by the "
        f"{thousands(inputs.extra_keys)} extra keys — start-up, loading and exit are excluded.",
        "CPU µs per key: the same with the program's user + system CPU time (from wait4), "
        "which a busy machine disturbs less than wall time.",
        "bytes per key: each replay run's bytes minus the median q-only run's, divided "
        "likewise.",
        "Headless replay speed: the extra keys divided by (replay time − median q-only "
        "time), both with `--headless`.",
        "The app/C column of the save row is the app's save ÷ the app's load.",
        "The µs-per-key growth row divides the medians of the two µs-per-key rows. Each "
        "block of the replay comes back to the top of the list, so the selection never "
        "reaches the end of even the smallest library and every key does the same work at "
        "every size; the issue's target (app ≤ 1.1) is checked on the app's own ratio, and "
        "the second growth row checks it against C's.",
        "peak RSS at the middle size is the q-only run's: the base footprint with the "
        "library loaded and the first frame drawn.",
        f"{run_counts(scenario.series)} per figure and side, alternating app and C; "
        "median (min–max).",
        f"Driver peak RSS {driver_rss:.1f} MB (a child's peak RSS cannot read below it).",
    ] + ([walk_explanation(scenario.walk_inputs.plan)] if scenario.walk_inputs else []) + (
        [note_explanation(scenario.note_inputs.count)] if scenario.note_inputs else []) + (
        [runtime_explanation(scenario.runtime_keys)] if scenario.runtime is not None else [])


def failure_notes(figures: list[Row]) -> list[str]:
    """Reasons too long for a cell, each given once in full."""
    notes: list[str] = []
    seen: set[str] = set()
    for row in figures:
        for side, cell in (("app", row.app), ("C", row.c)):
            if cell.error and len(cell.error) > CELL_ERROR_LIMIT and cell.error not in seen:
                seen.add(cell.error)
                notes.append(f"{side} failed in “{row.figure}”: {cell.error}")
    return notes


def report(scenario: Scenario, ncurses: str, out_dir: str) -> str:
    """Prints the table and notes, writes bench.md and bench.json.

    Returns the first failure of a run ("" when every run succeeded), for `--smoke`.
    """
    settings = scenario.settings
    figures = rows(Figures(scenario.series, scenario.inputs.extra_keys, settings.small,
                           settings.medium, settings.large))
    if scenario.walk_inputs is not None:
        figures += walk_rows(scenario.series, scenario.walk_inputs.plan, Row)
    if scenario.note_inputs is not None:
        figures += note_rows(scenario.series, scenario.note_inputs.count, Row)
    figures += runtime_rows(scenario.runtime, Row)
    table = table_rows(figures)
    elapsed = time.perf_counter() - scenario.started
    stamp = time.strftime("%Y-%m-%d %H:%M")
    notes = explanations(scenario) + scenario.notes + failure_notes(figures)
    machine = machine_description()
    text = [
        "",
        plain_table(table),
        "",
        *("  " + n for n in notes),
        f"  Machine: {machine}; {ncurses}. Took {elapsed:.0f} s.",
    ]
    print("\n".join(text))
    md = [
        f"### `make bench` — {stamp}",
        "",
        markdown_table(table),
        "",
        *("- " + n for n in notes),
        f"- Machine: {machine}; {ncurses}. The run took {elapsed:.0f} s.",
        "",
    ]
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, "bench.md")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(md))
    raw = {" ".join(map(str, key + (side,))): [r.__dict__ if isinstance(r, Run) else r
                                          for r in series]
           for (key, side), series in scenario.series.items()}
    with open(os.path.join(out_dir, "bench.json"), "w", encoding="utf-8") as f:
        json.dump(raw, f, indent=1)
    log(f"wrote {path}")
    failures = [f"{row.figure}: {cell.error}" for row in figures for cell in (row.app, row.c)
                if cell.error]
    return failures[0] if failures else ""
