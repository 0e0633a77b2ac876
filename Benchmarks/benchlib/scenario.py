"""What the benchmark runs: the inputs, the environment and the measurement plan.

Runs go app, C, app, C… for every figure, so that a slow spell of a shared machine hits both
sides alike. Raw results are kept per (figure, side) series for `stats` to reduce.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import Callable, Optional

from . import BENCH_DIR, log, thousands
from .notes import NoteInputs
from .notes import measure as measure_notes
from .runtime import KEYS as RUNTIME_KEYS
from .runtime import measure as measure_runtime
from .programs import Program, run_store
from .pty_runner import Run, run_in_pty
from .walks import WalkInputs
from .walks import measure as measure_walks

SMALL = 1_000
MEDIUM = 100_000
LARGE = 1_000_000


@dataclass
class Inputs:
    """The generated libraries (by item count) and the two key files."""

    libraries: dict[int, str]
    keys: str
    quit: str
    replay_key_count: int

    @property
    def extra_keys(self) -> int:
        """The q-only run replays one key; the difference is what the replay adds."""
        return self.replay_key_count - 1


def generate(tmp: str, sizes: list[int], replay_keys: Optional[int] = None) -> Inputs:
    """Writes the inputs with a separate process, so the driver's own memory stays small."""
    gen = os.path.join(BENCH_DIR, "gendata.py")
    libraries = {}
    for n in sizes:
        path = os.path.join(tmp, f"library-{n}.json")
        log(f"generating a library of {thousands(n)} items")
        subprocess.run([sys.executable, gen, "library", str(n), path], check=True)
        libraries[n] = path
    keys = os.path.join(tmp, "replay.keys")
    quit_keys = os.path.join(tmp, "quit.keys")
    count_arg = [str(replay_keys)] if replay_keys else []
    subprocess.run([sys.executable, gen, "keys", keys] + count_arg, check=True)
    subprocess.run([sys.executable, gen, "quit", quit_keys], check=True)
    with open(keys, encoding="utf-8") as f:
        count = sum(1 for line in f if line.strip())
    return Inputs(libraries, keys, quit_keys, count)


def environment(tmp: str, color: bool) -> dict[str, str]:
    """A clean terminal environment, the same for both programs, with a fresh data home."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("LC_ALL", "LC_CTYPE", "LINES", "COLUMNS", "ESCDELAY", "NO_COLOR",
                        "TERMINFO", "TERMCAP")}
    env["TERM"] = "xterm-256color"
    env["LANG"] = "C.UTF-8"
    if not color:
        env["NO_COLOR"] = "1"
    home = tempfile.mkdtemp(prefix="xdg-", dir=tmp)
    env["XDG_DATA_HOME"] = os.path.join(home, "data")
    env["XDG_STATE_HOME"] = os.path.join(home, "state")
    env["XDG_CONFIG_HOME"] = os.path.join(home, "config")
    return env


@dataclass
class Settings:
    """The command line's say in the plan: runs per figure, the largest library, the limits."""

    runs: int
    large: int
    timeout: float
    budget: float
    color: bool
    small: int = SMALL
    medium: int = MEDIUM
    note_keys: int = 2_000


class Scenario:
    """One pass over the measurement plan, filling `series` and noting what went wrong."""

    def __init__(self, settings: Settings, inputs: Inputs, app: Program, c: Program,
                 tmp: str, started: float, note_inputs: Optional[NoteInputs] = None) -> None:
        self.settings = settings
        self.note_inputs = note_inputs
        self.inputs = inputs
        self.sides = (("app", app), ("C", c))
        self.tmp = tmp
        self.started = started
        self.series: dict[tuple, list] = {}
        #: `navstack-runtime-bench`, when the runtime's rows are measured, and their results.
        self.runtime_bench: Optional[str] = None
        self.runtime_keys = RUNTIME_KEYS
        self.runtime: Optional[dict[str, list[dict]]] = None
        #: The usage helper (Benchmarks/rusage/), for runs whose peak RSS must be their own.
        self.rusage: Optional[str] = None
        #: The forward walks of issue 29, when they are measured.
        self.walk_inputs: Optional[WalkInputs] = None
        self.notes: list[str] = []
        self.hung: set[str] = set()

    def environment(self) -> dict[str, str]:
        return environment(self.tmp, self.settings.color)

    def progress(self, text: str) -> None:
        elapsed = time.perf_counter() - self.started
        log(f"[{elapsed:6.1f} s] {text}")

    def measure_pty(self, key: tuple, side: str, program: Program, keys: str, n: int,
                    headless: bool) -> None:
        """One replay of `keys` over the library of `n` items."""
        self.measure_replay(key, side, program, keys, self.inputs.libraries[n], headless)

    def measure_replay(self, key: tuple, side: str, program: Program, keys: str, library: str,
                       headless: bool = False, own_usage: bool = False) -> None:
        """Adds one run to a series, unless that side already failed in it.

        With `own_usage`, the run goes through the usage helper (`self.rusage`), so its peak
        RSS is the program's own rather than at least the driver's.
        """
        series = self.series.setdefault((key, side), [])
        if series and not series[-1].ok:
            return
        if side in self.hung:
            # One hang is enough: waiting out the timeout on every figure would take longer
            # than the whole benchmark may.
            series.append(Run(error="not run: an earlier run timed out", status=-1))
            return
        argv = program.replay(keys, library, headless)
        run = run_in_pty(argv, self.environment(), self.settings.timeout,
                         self.rusage if own_usage else None)
        series.append(run)
        if run.error and run.error.startswith("timed out"):
            self.hung.add(side)
        what = f"{side:3} {key[0]:<14} " + " ".join(
            f"{thousands(k):>9} items" if isinstance(k, int) else k for k in key[1:])
        if run.ok:
            frame = f", first frame {run.first_frame * 1000:.1f} ms" if run.first_frame else ""
            self.progress(f"{what}: {run.wall:.3f} s, {thousands(run.bytes)} bytes, "
                          f"{run.maxrss_kb / 1024:.1f} MB{frame}")
        else:
            self.progress(f"{what}: FAILED {run.error}")

    def measure_store(self, side: str, program: Program) -> None:
        large = self.settings.large
        series = self.series.setdefault((("store", large), side), [])
        if series and "error" in series[-1]:
            return
        result = run_store(program, self.inputs.libraries[large], self.environment(),
                           self.settings.timeout)
        series.append(result)
        if "error" in result:
            self.progress(f"{side:3} store {thousands(large)} items: FAILED {result['error']}")
        else:
            shown = ", ".join(f"{k} {v:.3f}" for k, v in result.items())
            self.progress(f"{side:3} store {thousands(large)} items: {shown}")

    def alternate(self, action: Callable[[str, Program], None]) -> None:
        """Runs `action` for app, C, app, C… so slow drift of the machine hits both alike.

        Rounds beyond the third are dropped once the time budget is spent, so that a slow
        app still gets a complete table within the ten minutes `make bench` is allowed.
        """
        for round_number in range(self.settings.runs):
            if round_number >= 3 and self.over_budget():
                log(f"time budget spent: {round_number} runs for this figure")
                return
            for side, program in self.sides:
                action(side, program)

    def over_budget(self) -> bool:
        """Whether the time budget is spent, after which figures get no more than 3 runs."""
        return time.perf_counter() - self.started > self.settings.budget

    def warm_up(self) -> None:
        """One uncounted q-only run per side: fills caches and catches a broken program early."""
        log("warm-up and sanity check (not counted)")
        for side, program in self.sides:
            run = run_in_pty(program.replay(self.inputs.quit, self.inputs.libraries[self.settings.small], False),
                             self.environment(), self.settings.timeout)
            state = "ok" if run.ok else f"FAILED {run.error}"
            log(f"  {side}: {state}")
            if run.error and run.error.startswith("timed out"):
                self.hung.add(side)
            if not run.ok:
                self.notes.append(f"The {side} sanity run (q only, 1,000 items) failed: "
                                  f"{run.error}.")

    def run(self) -> None:
        """The plan: start-up and replay at each size, the store timings, headless, the
        forward walks, then the Notes and the runtime's rows."""
        self.warm_up()
        inputs = self.inputs

        def startup_and_replay(n: int, replay: bool) -> Callable[[str, Program], None]:
            def action(side: str, program: Program) -> None:
                self.measure_pty(("q", n), side, program, inputs.quit, n, False)
                if replay:
                    self.measure_pty(("replay", n), side, program, inputs.keys, n, False)
            return action

        small, medium, large = self.settings.small, self.settings.medium, self.settings.large
        self.alternate(startup_and_replay(small, True))
        if medium != large:
            self.alternate(startup_and_replay(medium, False))
        self.alternate(startup_and_replay(large, True))
        self.alternate(self.measure_store)

        def headless(side: str, program: Program) -> None:
            self.measure_pty(("headless q", small), side, program, inputs.quit, small, True)
            self.measure_pty(("headless replay", small), side, program, inputs.keys, small,
                             True)

        self.alternate(headless)
        if self.walk_inputs is not None:
            measure_walks(self, self.walk_inputs)
        if self.note_inputs is not None:
            measure_notes(self, self.note_inputs)

        # The SwiftUI-style runtime's rows: a `List` over a million items, headless.
        if self.runtime_bench is not None:
            self.runtime = measure_runtime(self, self.runtime_bench, self.runtime_keys)
