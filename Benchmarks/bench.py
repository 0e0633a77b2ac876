#!/usr/bin/env python3
"""`make bench`: NavStack side by side with a minimal C ncurses program.

Both programs run inside a real pseudo-terminal of 80x24, replay the same key file over the
same library, and every byte they write to the terminal is read and counted. Each figure is
taken at least three times, alternating app and C, and printed as a table of medians with
min-max, the ratio app/C and the target from issue 4. See Benchmarks/README.md for what is
measured and why this way.

    python3 Benchmarks/bench.py [--runs N] [--quick] [--app PATH] [--bench PATH] [--out DIR]

Python 3 standard library only. Expects `swift build -c release` to have been run.
"""

from __future__ import annotations

import argparse
import errno
import fcntl
import json
import os
import platform
import resource
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from dataclasses import dataclass, field
from typing import Callable, Optional

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

ROWS, COLS = 24, 80
SIZE_ARG = f"{COLS}x{ROWS}"

#: Text the first frame always contains (the root screen's title): the moment it has been
#: written is taken as "first frame", which is later than the first byte (terminal setup).
FIRST_FRAME_MARKER = b"Folders"

SMALL = 1_000
MEDIUM = 100_000
LARGE = 1_000_000


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


# ------------------------------------------------------------------------------------------
# Running a program in a pseudo-terminal
# ------------------------------------------------------------------------------------------


@dataclass
class Run:
    """What one process did: its times, the bytes it sent to the terminal, its peak memory."""

    wall: float = 0.0
    first_byte: Optional[float] = None
    first_frame: Optional[float] = None
    bytes: int = 0
    maxrss_kb: int = 0
    cpu: float = 0.0
    status: int = 0
    error: Optional[str] = None

    @property
    def ok(self) -> bool:
        return self.error is None


def first_line(data: bytes) -> str:
    for line in data.decode("utf-8", "replace").splitlines():
        if line.strip():
            return line.strip()[:160]
    return ""


def run_in_pty(argv: list[str], env: dict[str, str], timeout: float) -> Run:
    """Runs `argv` with a fresh 80x24 pty as its controlling terminal and stdin/stdout.

    The window size is set on the pty before the program starts, so its first look at the
    terminal already sees 80x24. The output is read continuously in large chunks so the
    program never blocks on a full pty buffer; only the count and the first-frame moment are
    kept. Standard error goes to a file instead, so error messages are reported but not
    counted as terminal output. Wall time runs from just before spawning to the moment the
    process has been reaped, so it includes start-up, loading and exit.
    """
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
    err = tempfile.TemporaryFile()
    run = Run()
    actions = [
        (os.POSIX_SPAWN_OPEN, 0, os.ttyname(slave), os.O_RDWR, 0),
        (os.POSIX_SPAWN_DUP2, 0, 1),
        (os.POSIX_SPAWN_DUP2, err.fileno(), 2),
    ]
    start = time.perf_counter()
    try:
        # setsid before the open makes the pty the controlling terminal, as in a real login.
        pid = os.posix_spawn(
            argv[0], argv, env, file_actions=actions, setsid=True,
            setsigdef=(signal.SIGPIPE, signal.SIGXFSZ, signal.SIGINT),
        )
    except OSError as exc:
        os.close(master)
        os.close(slave)
        err.close()
        run.error = f"cannot start {argv[0]}: {exc.strerror}"
        run.status = 127
        return run
    os.close(slave)

    deadline = start + timeout
    tail = b""
    timed_out = False
    keep = len(FIRST_FRAME_MARKER) - 1
    while True:
        remaining = deadline - time.perf_counter()
        if remaining <= 0:
            timed_out = True
            try:
                os.killpg(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            break
        ready, _, _ = select.select([master], [], [], min(remaining, 1.0))
        if not ready:
            continue
        try:
            data = os.read(master, 1 << 16)
        except OSError as exc:
            if exc.errno == errno.EIO:  # every slave descriptor closed: the program is gone
                break
            raise
        if not data:
            break
        now = time.perf_counter()
        run.bytes += len(data)
        if run.first_byte is None:
            run.first_byte = now - start
        if run.first_frame is None:
            if FIRST_FRAME_MARKER in tail + data:
                run.first_frame = now - start
            tail = (tail + data)[-keep:]
    _, status, usage = os.wait4(pid, 0)
    run.wall = time.perf_counter() - start
    os.close(master)
    run.maxrss_kb = usage.ru_maxrss
    run.cpu = usage.ru_utime + usage.ru_stime
    run.status = os.waitstatus_to_exitcode(status)
    err.seek(0)
    message = first_line(err.read())
    err.close()
    if timed_out:
        run.error = f"timed out after {timeout:.0f} s"
    elif run.status != 0:
        kind = f"signal {-run.status}" if run.status < 0 else f"exit {run.status}"
        run.error = f"{kind}: {message}" if message else kind
    return run


# ------------------------------------------------------------------------------------------
# The two programs
# ------------------------------------------------------------------------------------------


@dataclass
class Program:
    """How to run one side: the replay command line and the store timing command line."""

    replay: Callable[[str, str, bool], list[str]]
    store: Callable[[str], list[str]]
    parse_store: Callable[[str], dict]


def replay_argv(executable: str) -> Callable[[str, str, bool], list[str]]:
    def make(keys: str, library: str, headless: bool) -> list[str]:
        argv = [executable, "--replay", keys, "--data", library, "--size", SIZE_ARG]
        return argv + (["--headless"] if headless else [])

    return make


def parse_app_store(stdout: str) -> dict:
    data = json.loads(stdout.strip().splitlines()[-1])
    return {"load_s": float(data["load_s"]), "save_s": float(data["save_s"])}


def parse_c_store(stdout: str) -> dict:
    return {"load_s": float(stdout.strip().splitlines()[-1])}


def run_store(program: Program, library: str, env: dict[str, str], timeout: float) -> dict:
    """Runs a store timing command (no terminal needed) and returns its figures or an error."""
    argv = program.store(library)
    try:
        done = subprocess.run(
            argv, env=env, capture_output=True, text=True, timeout=timeout, check=False
        )
    except OSError as exc:
        return {"error": f"cannot start {argv[0]}: {exc.strerror}"}
    except subprocess.TimeoutExpired:
        return {"error": f"timed out after {timeout:.0f} s"}
    if done.returncode != 0:
        message = first_line(done.stderr.encode()) or first_line(done.stdout.encode())
        status = f"exit {done.returncode}"
        return {"error": f"{status}: {message}" if message else status}
    try:
        return program.parse_store(done.stdout)
    except (ValueError, KeyError, IndexError):
        return {"error": f"unreadable output: {done.stdout.strip()[:80]!r}"}


# ------------------------------------------------------------------------------------------
# Figures and the table
# ------------------------------------------------------------------------------------------


@dataclass
class Cell:
    """One side of one figure: the per-run values, or why there are none."""

    values: list[float] = field(default_factory=list)
    error: Optional[str] = None

    @property
    def median(self) -> Optional[float]:
        return statistics.median(self.values) if self.values and not self.error else None


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


def fmt(value: float, unit_format: str) -> str:
    return format(value, unit_format)


def cell_text(cell: Cell, unit_format: str) -> str:
    if cell.error:
        short = cell.error if len(cell.error) <= 40 else cell.error[:39] + "…"
        return f"failed ({short})"
    if not cell.values:
        return "—"
    median = fmt(cell.median, unit_format)
    if len(cell.values) == 1:
        return median
    return f"{median} ({fmt(min(cell.values), unit_format)}–{fmt(max(cell.values), unit_format)})"


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


def table_rows(rows: list[Row]) -> list[list[str]]:
    out = []
    for row in rows:
        r = ratio_of(row)
        met = row.check(row)
        if row.target == "—":
            met_text = "—"
        elif met is None:
            met_text = "n/a"
        else:
            met_text = "yes" if met else "**NO**"
        out.append([
            row.figure,
            cell_text(row.app, row.unit_format),
            cell_text(row.c, row.unit_format),
            "—" if r is None else f"{r:.2f}",
            row.target,
            met_text,
        ])
    return out


HEADER = ["figure", "app median (min–max)", "C median (min–max)", "app/C", "target", "met?"]


def plain_table(rows: list[list[str]]) -> str:
    body = [[c.replace("**", "") for c in row] for row in rows]
    widths = [max(len(r[i]) for r in [HEADER] + body) for i in range(len(HEADER))]
    lines = [" | ".join(h.ljust(w) for h, w in zip(HEADER, widths))]
    lines.append("-+-".join("-" * w for w in widths))
    lines += [" | ".join(c.ljust(w) for c, w in zip(r, widths)) for r in body]
    return "\n".join(lines)


def markdown_table(rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(HEADER) + " |", "|" + "|".join("---" for _ in HEADER) + "|"]
    lines += ["| " + " | ".join(c.replace("|", "\\|") for c in r) + " |" for r in rows]
    return "\n".join(lines)


# ------------------------------------------------------------------------------------------
# The benchmark
# ------------------------------------------------------------------------------------------


def thousands(n: int) -> str:
    return f"{n:,}"


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


class Bench:
    """One benchmark run: inputs in a temporary directory, the runs, then the report."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.runs = 1 if args.quick and args.runs is None else (args.runs or 5)
        self.large = MEDIUM if args.quick else LARGE
        self.tmp = tempfile.mkdtemp(prefix="navstack-bench-")
        self.series: dict[tuple, list] = {}
        self.started = time.perf_counter()
        self.notes: list[str] = []
        self.hung: set[str] = set()

    # -- preparation -----------------------------------------------------------------------

    def build_cref(self) -> str:
        exe = os.path.join(self.tmp, "cref")
        cc = os.environ.get("CC", "cc")
        argv = [cc, "-O2", "-std=c11", "-Wall", "-o", exe, os.path.join(HERE, "cref.c"),
                "-lncursesw"]
        log("building the C reference: " + " ".join(argv))
        done = subprocess.run(argv, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            log(done.stderr)
            sys.exit("bench: cannot build Benchmarks/cref.c (is libncurses-dev installed?)")
        version = subprocess.run([exe, "--version"], capture_output=True, text=True, check=False)
        self.ncurses = version.stdout.strip() or "ncurses"
        return exe

    def generate(self, sizes: list[int]) -> None:
        gen = os.path.join(HERE, "gendata.py")
        self.libraries = {}
        for n in sizes:
            path = os.path.join(self.tmp, f"library-{n}.json")
            log(f"generating a library of {thousands(n)} items")
            subprocess.run([sys.executable, gen, "library", str(n), path], check=True)
            self.libraries[n] = path
        self.keys = os.path.join(self.tmp, "replay.keys")
        self.quit = os.path.join(self.tmp, "quit.keys")
        subprocess.run([sys.executable, gen, "keys", self.keys], check=True)
        subprocess.run([sys.executable, gen, "quit", self.quit], check=True)
        with open(self.keys, encoding="utf-8") as f:
            self.replay_key_count = sum(1 for line in f if line.strip())
        # The q-only run replays one key; the difference is what the replay adds.
        self.extra_keys = self.replay_key_count - 1

    def environment(self) -> dict[str, str]:
        """A clean terminal environment, the same for both programs, with a fresh data home."""
        env = {k: v for k, v in os.environ.items()
               if k not in ("LC_ALL", "LC_CTYPE", "LINES", "COLUMNS", "ESCDELAY", "NO_COLOR",
                            "TERMINFO", "TERMCAP")}
        env["TERM"] = "xterm-256color"
        env["LANG"] = "C.UTF-8"
        if not self.args.color:
            env["NO_COLOR"] = "1"
        home = tempfile.mkdtemp(prefix="xdg-", dir=self.tmp)
        env["XDG_DATA_HOME"] = os.path.join(home, "data")
        env["XDG_STATE_HOME"] = os.path.join(home, "state")
        env["XDG_CONFIG_HOME"] = os.path.join(home, "config")
        return env

    # -- measuring -------------------------------------------------------------------------

    def progress(self, text: str) -> None:
        elapsed = time.perf_counter() - self.started
        log(f"[{elapsed:6.1f} s] {text}")

    def measure_pty(self, key: tuple, side: str, program: Program, keys: str, n: int,
                    headless: bool) -> None:
        """Adds one run to a series, unless that side already failed in it."""
        series = self.series.setdefault((key, side), [])
        if series and not series[-1].ok:
            return
        if side in self.hung:
            # One hang is enough: waiting out the timeout on every figure would take longer
            # than the whole benchmark may.
            series.append(Run(error="not run: an earlier run timed out", status=-1))
            return
        argv = program.replay(keys, self.libraries[n], headless)
        run = run_in_pty(argv, self.environment(), self.args.timeout)
        series.append(run)
        if run.error and run.error.startswith("timed out"):
            self.hung.add(side)
        what = f"{side:3} {key[0]:<14} {thousands(n):>9} items"
        if run.ok:
            frame = f", first frame {run.first_frame * 1000:.1f} ms" if run.first_frame else ""
            self.progress(f"{what}: {run.wall:.3f} s, {thousands(run.bytes)} bytes, "
                          f"{run.maxrss_kb / 1024:.1f} MB{frame}")
        else:
            self.progress(f"{what}: FAILED {run.error}")

    def measure_store(self, side: str, program: Program) -> None:
        series = self.series.setdefault((("store", self.large), side), [])
        if series and "error" in series[-1]:
            return
        result = run_store(program, self.libraries[self.large], self.environment(),
                           self.args.timeout)
        series.append(result)
        if "error" in result:
            self.progress(f"{side:3} store {thousands(self.large)} items: FAILED {result['error']}")
        else:
            shown = ", ".join(f"{k} {v:.3f}" for k, v in result.items())
            self.progress(f"{side:3} store {thousands(self.large)} items: {shown}")

    def alternate(self, action: Callable[[str, Program], None]) -> None:
        """Runs `action` for app, C, app, C… so slow drift of the machine hits both alike.

        Rounds beyond the third are dropped once the time budget is spent, so that a slow
        app still gets a complete table within the ten minutes `make bench` is allowed.
        """
        for round_number in range(self.runs):
            spent = time.perf_counter() - self.started
            if round_number >= 3 and spent > self.args.budget:
                log(f"time budget of {self.args.budget:.0f} s spent: "
                    f"{round_number} runs for this figure")
                return
            for side, program in (("app", self.app), ("C", self.c)):
                action(side, program)

    def run_all(self) -> None:
        sizes = [SMALL, MEDIUM, self.large]
        self.generate(sorted(set(sizes)))

        log("warm-up and sanity check (not counted)")
        for side, program in (("app", self.app), ("C", self.c)):
            run = run_in_pty(program.replay(self.quit, self.libraries[SMALL], False),
                             self.environment(), self.args.timeout)
            state = "ok" if run.ok else f"FAILED {run.error}"
            log(f"  {side}: {state}")
            if run.error and run.error.startswith("timed out"):
                self.hung.add(side)
            if not run.ok:
                self.notes.append(f"The {side} sanity run (q only, 1,000 items) failed: "
                                  f"{run.error}.")

        def startup_and_replay(n: int, replay: bool) -> Callable[[str, Program], None]:
            def action(side: str, program: Program) -> None:
                self.measure_pty(("q", n), side, program, self.quit, n, False)
                if replay:
                    self.measure_pty(("replay", n), side, program, self.keys, n, False)
            return action

        self.alternate(startup_and_replay(SMALL, True))
        if MEDIUM != self.large:
            self.alternate(startup_and_replay(MEDIUM, False))
        self.alternate(startup_and_replay(self.large, True))
        self.alternate(self.measure_store)

        def headless(side: str, program: Program) -> None:
            self.measure_pty(("headless q", SMALL), side, program, self.quit, SMALL, True)
            self.measure_pty(("headless replay", SMALL), side, program, self.keys, SMALL, True)

        self.alternate(headless)

    # -- figures ---------------------------------------------------------------------------

    def runs_of(self, key: tuple, side: str) -> tuple[list[Run], Optional[str]]:
        series = self.series.get((key, side), [])
        failed = [r for r in series if not r.ok]
        if failed:
            return [], failed[0].error
        if not series:
            return [], "not run"
        return series, None

    def plain(self, key: tuple, side: str, value: Callable[[Run], Optional[float]]) -> Cell:
        runs, error = self.runs_of(key, side)
        if error:
            return Cell(error=error)
        values = [value(r) for r in runs]
        if any(v is None for v in values):
            return Cell(error="no first frame seen")
        return Cell(values=values)

    def per_key(self, key: tuple, base: tuple, side: str,
                value: Callable[[Run, float], float], base_value: Callable[[Run], float]) -> Cell:
        """Each replay run minus the median of the q-only runs on the same library."""
        runs, error = self.runs_of(key, side)
        base_runs, base_error = self.runs_of(base, side)
        if error or base_error:
            return Cell(error=error or f"q-only run {base_error}")
        baseline = statistics.median(base_value(r) for r in base_runs)
        return Cell(values=[value(r, baseline) for r in runs])

    def us_per_key(self, n: int, side: str) -> Cell:
        """Replay time per key, with start-up, loading and exit taken out.

        The time counted is from the first frame to the exit, minus the same span of the
        q-only runs (which is the exit alone). Starting the clock at the first frame, rather
        than subtracting whole q-only runs, keeps the noise of loading a big library (which
        varies by tens of milliseconds from run to run) out of a figure of microseconds.
        When a program shows no first frame, whole runs are subtracted instead.
        """
        runs, _ = self.runs_of(("replay", n), side)
        base, _ = self.runs_of(("q", n), side)
        if runs and base and all(r.first_frame is not None for r in runs + base):
            span = lambda r: r.wall - r.first_frame
            return self.per_key(("replay", n), ("q", n), side,
                                lambda r, b: (span(r) - b) / self.extra_keys * 1e6, span)
        return self.per_key(("replay", n), ("q", n), side,
                            lambda r, b: (r.wall - b) / self.extra_keys * 1e6, lambda r: r.wall)

    def cpu_us_per_key(self, n: int, side: str) -> Cell:
        """CPU time (user + system) per key: steadier than wall time on a busy machine."""
        return self.per_key(("replay", n), ("q", n), side,
                            lambda r, b: (r.cpu - b) / self.extra_keys * 1e6, lambda r: r.cpu)

    def bytes_per_key(self, n: int, side: str) -> Cell:
        return self.per_key(("replay", n), ("q", n), side,
                            lambda r, b: (r.bytes - b) / self.extra_keys, lambda r: r.bytes)

    def keys_per_second(self, side: str) -> Cell:
        def rate(r: Run, b: float) -> float:
            spent = r.wall - b
            return self.extra_keys / spent if spent > 0 else float("inf")

        return self.per_key(("headless replay", SMALL), ("headless q", SMALL), side, rate,
                            lambda r: r.wall)

    def store_cell(self, side: str, name: str) -> Cell:
        series = self.series.get((("store", self.large), side), [])
        for result in series:
            if "error" in result:
                return Cell(error=result["error"])
        if not series:
            return Cell(error="not run")
        return Cell(values=[r[name] for r in series if name in r])

    def rows(self) -> list[Row]:
        L, S, M = self.large, SMALL, MEDIUM
        ms = lambda r: r.wall * 1000
        frame = lambda r: r.first_frame * 1000 if r.first_frame is not None else None
        rows: list[Row] = []
        for n in sorted({S, M, L}):
            target, check = ("≤ 2 × C", within(2.0)) if n == M else ("—", no_target)
            rows.append(Row(f"start → exit, q only, {thousands(n)} items (ms)", ".1f",
                            self.plain(("q", n), "app", ms), self.plain(("q", n), "C", ms),
                            target, check))
            rows.append(Row(f"start → first frame, {thousands(n)} items (ms)", ".1f",
                            self.plain(("q", n), "app", frame), self.plain(("q", n), "C", frame),
                            "—", no_target))
        for n in (S, L):
            rows.append(Row(f"µs per key, {thousands(n)} items", ".1f",
                            self.us_per_key(n, "app"), self.us_per_key(n, "C"), "≤ 1.5 × C",
                            within(1.5)))

        def growth(side: str) -> Cell:
            small, large = self.us_per_key(S, side), self.us_per_key(L, side)
            if small.error or large.error:
                return Cell(error=small.error or large.error)
            if not small.median:
                return Cell(error="no time per key at 1,000 items")
            return Cell(values=[large.median / small.median])

        # The target is the app's own growth; the workload itself grows too (C's own
        # ratio), so the app/C reading is shown beside it rather than in its place.
        rows.append(Row(f"µs per key, {thousands(L)} ÷ {thousands(S)} items (app's own)", ".2f",
                        growth("app"), growth("C"), "app ≤ 1.1", app_at_most(1.1)))
        rows.append(Row(f"µs per key growth, app ÷ C", ".2f",
                        growth("app"), growth("C"), "≤ 1.1 × C", within(1.1)))
        for n in (S, L):
            rows.append(Row(f"CPU µs per key, {thousands(n)} items", ".1f",
                            self.cpu_us_per_key(n, "app"), self.cpu_us_per_key(n, "C"), "—",
                            no_target))
        for n in (S, L):
            rows.append(Row(f"bytes per key, {thousands(n)} items", ".1f",
                            self.bytes_per_key(n, "app"), self.bytes_per_key(n, "C"),
                            "≤ 1.2 × C", within(1.2)))
        rss = lambda r: r.maxrss_kb / 1024
        rows.append(Row(f"peak RSS, {thousands(L)}-item replay (MB)", ".1f",
                        self.plain(("replay", L), "app", rss), self.plain(("replay", L), "C", rss),
                        "≤ 1.5 × C", within(1.5)))
        rows.append(Row(f"load {thousands(L)} items (s)", ".3f", self.store_cell("app", "load_s"),
                        self.store_cell("C", "load_s"), "≤ 2 × C", within(2.0)))
        save = self.store_cell("app", "save_s")
        app_load = self.store_cell("app", "load_s")
        save_ratio = (save.median / app_load.median
                      if save.median is not None and app_load.median else None)
        rows.append(Row(f"save {thousands(L)} items (s)", ".3f", save, Cell(),
                        "≤ 2 × app's load",
                        lambda _: None if save_ratio is None else save_ratio <= 2.0,
                        ratio_override=save_ratio))
        rows.append(Row(f"headless replay, {thousands(S)} items (keys/s)", ",.0f",
                        self.keys_per_second("app"), self.keys_per_second("C"), "app ≥ 20,000",
                        app_at_least(20_000)))
        return rows

    # -- report ----------------------------------------------------------------------------

    def run_counts(self) -> str:
        def succeeded(result: object) -> bool:
            return result.ok if isinstance(result, Run) else "error" not in result

        counts = sorted({len(series) for series in self.series.values()
                         if series and all(succeeded(r) for r in series)})
        if not counts:
            return "no runs"
        if len(counts) == 1:
            return f"{counts[0]} run{'s' if counts[0] != 1 else ''}"
        return f"{counts[0]}–{counts[-1]} runs"

    def explanations(self) -> list[str]:
        driver_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        return [
            f"Replay: {thousands(self.replay_key_count)} keys (Enter, then "
            "[Down ×50, Enter, Esc, PgDn ×5, PgUp ×2] repeated, then Esc, q) in an "
            f"{COLS}×{ROWS} pty, TERM=xterm-256color, LANG=C.UTF-8"
            + ("" if self.args.color else ", NO_COLOR=1") + ".",
            "µs per key: each replay run's time from its first frame to its exit, minus the "
            "median of the same span in the q-only runs on the same library, divided by the "
            f"{thousands(self.extra_keys)} extra keys — start-up, loading and exit are excluded.",
            "CPU µs per key: the same with the program's user + system CPU time (from wait4), "
            "which a busy machine disturbs less than wall time.",
            "bytes per key: each replay run's bytes minus the median q-only run's, divided "
            "likewise.",
            "Headless replay speed: the extra keys divided by (replay time − median q-only "
            "time), both with `--headless`.",
            "The app/C column of the save row is the app's save ÷ the app's load.",
            "The µs-per-key growth row divides the medians of the two µs-per-key rows. The "
            "scenario itself is lighter with few items (at 1,000 the selection soon reaches "
            "the end of the list, where PgDn and many Downs change nothing, as bytes per key "
            "show), so the C program's own ratio is the workload's part of the growth and the "
            "app/C column is the part that is the app's. The issue's target (app ≤ 1.1) is "
            "checked on the app's own ratio; the second growth row checks it against C's.",
            f"{self.run_counts()} per figure and side, alternating app and C; "
            "median (min–max).",
            f"Driver peak RSS {driver_rss:.1f} MB (a child's peak RSS cannot read below it).",
        ]

    def report(self) -> str:
        figures = self.rows()
        rows = table_rows(figures)
        seen: set[str] = set()
        for row in figures:
            for side, cell in (("app", row.app), ("C", row.c)):
                if cell.error and len(cell.error) > 40 and cell.error not in seen:
                    seen.add(cell.error)
                    self.notes.append(f"{side} failed in “{row.figure}”: {cell.error}")
        elapsed = time.perf_counter() - self.started
        stamp = time.strftime("%Y-%m-%d %H:%M")
        notes = self.explanations() + self.notes
        text = [
            "",
            plain_table(rows),
            "",
            *("  " + n for n in notes),
            f"  Machine: {machine_description()}; {self.ncurses}. Took {elapsed:.0f} s.",
        ]
        print("\n".join(text))
        md = [
            f"### `make bench` — {stamp}",
            "",
            markdown_table(rows),
            "",
            *("- " + n for n in notes),
            f"- Machine: {machine_description()}; {self.ncurses}. The run took {elapsed:.0f} s.",
            "",
        ]
        os.makedirs(self.args.out, exist_ok=True)
        path = os.path.join(self.args.out, "bench.md")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(md))
        raw = {f"{key[0]} {key[1]} {side}": [r.__dict__ if isinstance(r, Run) else r
                                              for r in series]
               for (key, side), series in self.series.items()}
        with open(os.path.join(self.args.out, "bench.json"), "w", encoding="utf-8") as f:
            json.dump(raw, f, indent=1)
        log(f"wrote {path}")
        return path

    def main(self) -> int:
        try:
            cref = self.build_cref()
            app = self.args.app or os.path.join(ROOT, ".build", "release", "navstack")
            bench = self.args.bench or os.path.join(ROOT, ".build", "release", "navstack-bench")
            for path, what in ((app, "app"), (bench, "store timer")):
                if not os.access(path, os.X_OK):
                    log(f"warning: {what} {path} is not executable; its figures will fail "
                        "(run `swift build -c release` first)")
            self.app = Program(replay_argv(app), lambda lib: [bench, "store", lib],
                               parse_app_store)
            self.c = Program(replay_argv(cref), lambda lib: [cref, "--load-only", lib],
                             parse_c_store)
            self.run_all()
            self.report()
        finally:
            if self.args.keep:
                log(f"kept {self.tmp}")
            else:
                shutil.rmtree(self.tmp, ignore_errors=True)
        return 0


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Benchmark NavStack against a minimal C ncurses program in a pty.")
    parser.add_argument("--runs", type=int, default=None,
                        help="runs per figure for each side (default 5; 1 with --quick)")
    parser.add_argument("--quick", action="store_true",
                        help=f"smoke test: {thousands(MEDIUM)} items instead of "
                             f"{thousands(LARGE)}, one run")
    parser.add_argument("--app", help="the navstack executable (default .build/release/navstack)")
    parser.add_argument("--bench",
                        help="the store timer (default .build/release/navstack-bench)")
    parser.add_argument("--out", default=os.path.join(ROOT, "bench-out"),
                        help="where bench.md and bench.json go (default bench-out/)")
    parser.add_argument("--timeout", type=float, default=120.0,
                        help="seconds before one run is stopped and reported as failed")
    parser.add_argument("--budget", type=float, default=420.0,
                        help="seconds after which no figure gets more than 3 runs")
    parser.add_argument("--color", action="store_true",
                        help="leave colours on (by default NO_COLOR=1 for both programs)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary directory")
    args = parser.parse_args(argv)
    if args.runs is not None and args.runs < 1:
        parser.error("--runs must be at least 1")
    return args


if __name__ == "__main__":
    sys.exit(Bench(parse_args(sys.argv[1:])).main())
