"""The browsing rows of issue 29: forward through a big folder, where every row shown is new.

The back-and-forth replay comes back over the same hundred rows, so every row it shows has
been built before. A person browsing goes forward instead. These rows walk the folder of the
middle library (100,000 items) from the top without coming back, app and C side by side:

- a forward walk: Down, 20,000 times;
- a page walk: PgDn to the end of the folder (one page is the 22 rows of the list);
- Enter/Esc deep: PgDn 40,000 rows down, then open the item reached and come back, 3,000
  times; the walk there without the pairs is the baseline, and its peak RSS is the memory
  row (after walking 40,000 rows into the folder).

Each walk runs twice over: as a replay (`--replay`, keys back to back) and paced, keys
written to the pty one at a time 20 ms apart as a person types (`paced`), with 1,000 keys a
walk so that a run takes 20 s. A figure per key is a run minus the median of a baseline that
opens the folder and leaves it (or walks to the same depth) in the same way, divided by the
keys measured: CPU time (user + system, from wait4) is the headline, wall time beside it.
For the paced walks the baseline waits as long as the walk with no keys, so what a program
does while idle is on both sides of the subtraction, and what it does when a key wakes it
after a pause stays in the figure.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
from dataclasses import dataclass
from typing import Optional

from . import BENCH_DIR, thousands
from .paced import PacedJob, run_paced
from .pty_runner import ROWS, Run
from .stats import Cell

#: Rows a page moves in both programs at 80×24: the list between the bar and the key bar.
PAGE = ROWS - 2
#: The gap between paced keys, in seconds.
GAP = 0.020
#: Time left after the paced Esc before q, longer than ESCDELAY (25 ms in both programs),
#: so that q is not read as Alt+q.
ESC_WAIT = 0.100
#: Rounds of each walk, app and C in turns (fewer with `--runs`).
ROUNDS = 3
#: Issue 29's targets: CPU per key at most C's, peak RSS at most twice C's.
CPU_LIMIT = 1.0
RSS_LIMIT = 2.0


@dataclass
class WalkPlan:
    """How far each walk goes, in the folder of `size` items."""

    size: int
    downs: int
    deep_rows: int
    pairs: int
    paced_keys: int

    @property
    def pages(self) -> int:
        """PgDn keys from the top to the last item."""
        return -(-(self.size - 1) // PAGE)

    @property
    def deep_pages(self) -> int:
        return -(-self.deep_rows // PAGE)


def plan_for(size: int, smoke: bool) -> WalkPlan:
    """Issue 29's walks over `size` items; for `--smoke`, a few keys of each."""
    if smoke:
        return WalkPlan(size, downs=min(100, size - 1), deep_rows=size // 2, pairs=10,
                        paced_keys=10)
    # 3,000 pairs: the walk down before them (1,819 pages) varies by a few hundred ms from
    # run to run, which 1,000 pairs (2,000 keys) did not drown.
    return WalkPlan(size, downs=min(20_000, size - 1), deep_rows=min(40_000, size // 2),
                    pairs=3_000, paced_keys=1_000)


@dataclass
class WalkInputs:
    """The replay key files by name, the library walked, and the plan."""

    plan: WalkPlan
    library: str
    keys: dict[str, str]
    tmp: str


def replay_files(plan: WalkPlan) -> dict[str, list[str]]:
    """The replays: the name of each key file and the `gendata.py` arguments that write it."""
    return {
        "base": ["walk", "Down", "0"],
        "down": ["walk", "Down", str(plan.downs)],
        "pgdn": ["walk", "PgDn", str(plan.pages)],
        "deep base": ["deep", str(plan.deep_pages), "0"],
        "deep": ["deep", str(plan.deep_pages), str(plan.pairs)],
    }


def generate(tmp: str, library: str, plan: WalkPlan) -> WalkInputs:
    """Writes the key files with `gendata.py`, in a separate process like the others."""
    gen = os.path.join(BENCH_DIR, "gendata.py")
    keys = {}
    for name, args in replay_files(plan).items():
        path = os.path.join(tmp, f"walk-{name.replace(' ', '-')}.keys")
        subprocess.run([sys.executable, gen] + args + [path], check=True)
        keys[name] = path
    return WalkInputs(plan, library, keys, tmp)


def paced_keys(walk: str, plan: WalkPlan) -> list[tuple[float, str]]:
    """A paced job's keys with their times: Enter, the walk's keys a gap apart (none for the
    baseline, which waits as long), Esc, and q once Esc has been read alone."""
    count = plan.paced_keys
    keys = [(0.0, "Enter")]
    if walk != "base":
        key = "Down" if walk == "down" else "PgDn"
        keys += [(GAP * i, key) for i in range(1, count + 1)]
    end = GAP * (count + 1)
    return keys + [(end, "Esc"), (end + ESC_WAIT, "q")]


def app_state(env: dict[str, str]) -> None:
    """The app's own state file, saying the tour was done: a returning user, as interactive
    runs on a fresh state folder would otherwise open on the first-run tour."""
    folder = os.path.join(env["XDG_STATE_HOME"], "navstack")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "state.json"), "w", encoding="utf-8") as f:
        json.dump({"onboardingDone": True}, f)


PACED_WALKS = ("base", "down", "pgdn")


def measure(scenario, inputs: WalkInputs) -> None:
    """The replays in turns, app then C; then the paced walks, every job of a round at once."""
    plan = inputs.plan

    def replays(side: str, program) -> None:
        for name in replay_files(plan):
            scenario.measure_replay(("walk", name), side, program, inputs.keys[name],
                                    inputs.library, own_usage=True)

    # Three rounds, not five: a round of replays takes about 30 s of the app's time, and CPU
    # time per key, the figure these rows are held to, spreads by a few per cent.
    for _ in range(min(ROUNDS, scenario.settings.runs)):
        for side, program in scenario.sides:
            replays(side, program)

    # The app locks its library while it runs, so each paced app job gets its own copy.
    copies = {}
    for walk in PACED_WALKS:
        copies[walk] = os.path.join(inputs.tmp, f"paced-{walk}.json")
        shutil.copyfile(inputs.library, copies[walk])
    for round_number in range(min(ROUNDS, scenario.settings.runs)):
        jobs, names = [], []
        for walk in PACED_WALKS:
            for side, program in scenario.sides:
                env = scenario.environment()
                if side == "app":
                    app_state(env)
                library = copies[walk] if side == "app" else inputs.library
                measured = range(0) if walk == "base" else range(1, plan.paced_keys + 1)
                jobs.append(PacedJob(program.interactive(library), env,
                                     paced_keys(walk, plan), measured,
                                     rusage=scenario.rusage))
                names.append((("paced", walk), side))
        for i, job in enumerate(jobs):
            job.offset = GAP * i / len(jobs)
        scenario.progress(f"paced walks, {thousands(plan.paced_keys)} keys {GAP * 1000:.0f} ms "
                          f"apart, {len(jobs)} programs at once (round {round_number + 1})")
        for (key, side), run in zip(names, run_paced(jobs, scenario.settings.timeout)):
            series = scenario.series.setdefault((key, side), [])
            series.append(run)
            if run.ok:
                latency = f", latency {run.latency * 1000:.2f} ms" if run.latency else ""
                scenario.progress(f"{side:3} paced {key[1]:<5}: cpu {run.cpu:.3f} s, "
                                  f"{thousands(run.bytes)} bytes{latency}")
            else:
                scenario.progress(f"{side:3} paced {key[1]:<5}: FAILED {run.error}")


def runs_of(series: dict, key: tuple, side: str) -> tuple[list[Run], Optional[str]]:
    runs = series.get((key, side), [])
    for r in runs:
        if not r.ok:
            return [], r.error
    return (runs, None) if runs else ([], "not run")


def per_key(series: dict, key: tuple, base: tuple, side: str, count: int, value,
            scale: float = 1e6) -> Cell:
    """Each run of `key` minus the median of the `base` runs, divided by `count` keys (and
    shown in µs, unless `scale` says otherwise)."""
    runs, error = runs_of(series, key, side)
    base_runs, base_error = runs_of(series, base, side)
    if error or base_error:
        return Cell(error=error or f"baseline {base_error}")
    if any(value(r) is None for r in runs + base_runs):
        return Cell(error="no first frame seen")
    baseline = statistics.median(value(r) for r in base_runs)
    return Cell(values=[(value(r) - baseline) / count * scale for r in runs])


def cpu(r: Run) -> float:
    return r.cpu


def sent(r: Run) -> float:
    """Bytes written to the terminal: what would cross to it over ssh."""
    return r.bytes


def span(r: Run) -> Optional[float]:
    """From the first frame to the exit: loading the library is left out (see `stats`)."""
    return None if r.first_frame is None else r.wall - r.first_frame


def plain(series: dict, key: tuple, side: str, value) -> Cell:
    runs, error = runs_of(series, key, side)
    if error:
        return Cell(error=error)
    values = [value(r) for r in runs]
    if any(v is None for v in values):
        return Cell(error="no key answered")
    return Cell(values=values)


def rows(series: dict, plan: WalkPlan, row_type) -> list:
    """The walks' rows: CPU per key against C (issue 29's target), wall time and bytes
    sent beside it."""
    from .targets import no_target, within

    n = thousands(plan.size)
    cpu_target = (f"≤ {CPU_LIMIT:.1f} × C", within(CPU_LIMIT))
    out = []
    replays = (
        ("down", ("walk", "base"), plan.downs,
         f"forward walk, {thousands(plan.downs)} × Down into {n} items"),
        ("pgdn", ("walk", "base"), plan.pages,
         f"page walk, {thousands(plan.pages)} × PgDn to the end of {n} items"),
        ("deep", ("walk", "deep base"), 2 * plan.pairs,
         f"Enter/Esc {thousands(plan.deep_pages * PAGE)} rows deep, "
         f"{thousands(plan.pairs)} pairs"),
    )
    for name, base, count, what in replays:
        key = ("walk", name)
        out.append(row_type(f"{what}: CPU µs per key", ".1f",
                            per_key(series, key, base, "app", count, cpu),
                            per_key(series, key, base, "C", count, cpu), *cpu_target))
        out.append(row_type(f"{what}: µs per key", ".1f",
                            per_key(series, key, base, "app", count, span),
                            per_key(series, key, base, "C", count, span), "—", no_target))
        out.append(row_type(f"{what}: bytes per key", ".1f",
                            per_key(series, key, base, "app", count, sent, 1),
                            per_key(series, key, base, "C", count, sent, 1), "—", no_target))
    paced = thousands(plan.paced_keys)
    for name, what in (("down", f"{paced} × Down"), ("pgdn", f"{paced} × PgDn")):
        key, base = ("paced", name), ("paced", "base")
        title = f"paced walk, {what} {GAP * 1000:.0f} ms apart into {n} items"
        out.append(row_type(f"{title}: CPU µs per key", ".1f",
                            per_key(series, key, base, "app", plan.paced_keys, cpu),
                            per_key(series, key, base, "C", plan.paced_keys, cpu),
                            *cpu_target))
        latency = lambda r: None if r.latency is None else r.latency * 1000
        out.append(row_type(f"{title}: key → frame latency (ms)", ".2f",
                            plain(series, key, "app", latency), plain(series, key, "C", latency),
                            "—", no_target))
    rss = lambda r: r.maxrss_kb / 1024
    deep = ("walk", "deep base")
    out.append(row_type(f"peak RSS after walking {thousands(plan.deep_pages * PAGE)} rows "
                        f"into {n} items (MB)", ".1f",
                        plain(series, deep, "app", rss), plain(series, deep, "C", rss),
                        f"≤ {RSS_LIMIT:.0f} × C", within(RSS_LIMIT)))
    return out


def explanation(plan: WalkPlan) -> str:
    n = thousands(plan.size)
    return (f"Walks (issue 29): the {n}-item folder from the top, never coming back, so every "
            f"row shown is new: {thousands(plan.downs)} × Down; {thousands(plan.pages)} × PgDn "
            f"to its end; PgDn {thousands(plan.deep_pages)} times "
            f"({thousands(plan.deep_pages * PAGE)} rows) and then Enter and Esc on the item "
            f"reached {thousands(plan.pairs)} times. Replayed back to back, each is a run "
            "minus the median of a baseline run (Enter, Esc, q; for Enter/Esc, the same walk "
            "down without the pairs), from the first frame, ÷ the keys measured. Paced: both "
            "programs run interactively (no --replay; the app with its tour marked done), "
            f"and the driver writes each key's bytes to the pty {GAP * 1000:.0f} ms apart "
            f"({thousands(plan.paced_keys)} keys, so a page walk reaches row "
            f"{thousands(plan.paced_keys * PAGE)}); the baseline opens the folder, waits as "
            "long with no keys and leaves the same way (Esc, then q 100 ms later, and q again "
            "each second the program outlives it). The six "
            "paced programs of a round (walk, page walk and baseline, app and C) run at once, "
            f"their keys staggered by {GAP * 1000 / 6:.1f} ms. Latency: from writing a key to "
            "the last output before the next key, the median of a run's keys. Peak RSS: the "
            "Enter/Esc baseline, after the walk down.")
