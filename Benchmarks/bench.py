#!/usr/bin/env python3
"""`make bench`: NavStack side by side with a minimal C ncurses program.

Both programs run inside a real pseudo-terminal of 80x24, replay the same key file over the
same library, and every byte they write to the terminal is read and counted. Each figure is
taken at least three times, alternating app and C, and printed as a table of medians with
min-max, the ratio app/C and the target from issue 13. See Benchmarks/README.md for what is
measured and why this way; the parts live in Benchmarks/benchlib/.

    python3 Benchmarks/bench.py [--runs N] [--quick | --smoke] [--app PATH] [--bench PATH]
                                [--runtime-bench PATH] [--out DIR] [--note-keys N]

Python 3 standard library only. Expects `swift build -c release` to have been run.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time

from benchlib import ROOT, log, thousands
from benchlib.cref_build import build_cref, build_rusage
from benchlib.programs import app_program, c_program
from benchlib.report import report
from benchlib.notes import generate as generate_notes
from benchlib.scenario import LARGE, MEDIUM, Scenario, Settings, generate
from benchlib.walks import generate as generate_walks
from benchlib.walks import plan_for as walk_plan

#: The library sizes of `--smoke`: small enough for `make test`, which runs it.
SMOKE = (100, 300, 1_000)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Benchmark NavStack against a minimal C ncurses program in a pty.")
    parser.add_argument("--runs", type=int, default=None,
                        help="runs per figure for each side (default 5; 1 with --quick)")
    parser.add_argument("--quick", action="store_true",
                        help=f"smoke test: {thousands(MEDIUM)} items instead of "
                             f"{thousands(LARGE)}, one run")
    parser.add_argument("--smoke", action="store_true",
                        help="check the driver end to end in seconds (what `make test` runs): "
                             "libraries of 100, 300 and 1,000 items, 2,000 replay keys, 20 in "
                             "each note, walks of a hundred keys and paced walks of ten, one "
                             "run; the figures mean nothing, but a failed run fails the "
                             "command")
    parser.add_argument("--note-keys", type=int, default=None,
                        help="keys of each action in the Notes rows (default 2,000)")
    parser.add_argument("--app", help="the navstack executable (default .build/release/navstack)")
    parser.add_argument("--bench",
                        help="the store timer (default .build/release/navstack-bench)")
    parser.add_argument("--runtime-bench",
                        help="the view runtime's timer (default "
                             ".build/release/navstack-runtime-bench; its rows are left out "
                             "when it is missing)")
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


def main(args: argparse.Namespace) -> int:
    """Builds the C reference, generates the inputs, runs the plan and reports.

    Everything generated goes to one temporary directory, removed at the end (unless
    `--keep`), so nothing large is ever written into the repository.
    """
    quick = args.quick or args.smoke
    settings = Settings(
        runs=1 if quick and args.runs is None else (args.runs or 5),
        large=SMOKE[2] if args.smoke else MEDIUM if args.quick else LARGE,
        timeout=args.timeout, budget=args.budget, color=args.color)
    if args.smoke:
        settings.small, settings.medium = SMOKE[0], SMOKE[1]
    settings.note_keys = args.note_keys or (20 if args.smoke else settings.note_keys)
    tmp = tempfile.mkdtemp(prefix="navstack-bench-")
    started = time.perf_counter()
    try:
        cref, ncurses = build_cref(tmp)
        app = args.app or os.path.join(ROOT, ".build", "release", "navstack")
        bench = args.bench or os.path.join(ROOT, ".build", "release", "navstack-bench")
        for path, what in ((app, "app"), (bench, "store timer")):
            if not os.access(path, os.X_OK):
                log(f"warning: {what} {path} is not executable; its figures will fail "
                    "(run `swift build -c release` first)")
        inputs = generate(tmp, sorted({settings.small, settings.medium, settings.large}),
                          2_000 if args.smoke else None)
        notes = generate_notes(tmp, settings.note_keys)
        scenario = Scenario(settings, inputs, app_program(app, bench), c_program(cref), tmp,
                            started, notes)
        scenario.rusage = build_rusage(tmp)
        scenario.walk_inputs = generate_walks(tmp, inputs.libraries[settings.medium],
                                              walk_plan(settings.medium, args.smoke))
        runtime_bench = args.runtime_bench or os.path.join(
            ROOT, ".build", "release", "navstack-runtime-bench")
        if os.access(runtime_bench, os.X_OK):
            scenario.runtime_bench = runtime_bench
            scenario.runtime_keys = 2_000 if args.smoke else scenario.runtime_keys
        else:
            log(f"warning: runtime timer {runtime_bench} is not executable; its rows are left "
                "out (run `swift build -c release --product navstack-runtime-bench` first)")
        scenario.run()
        failed = report(scenario, ncurses, args.out)
        if args.smoke and failed:
            log(f"smoke run failed: {failed}")
            return 1
    finally:
        if args.keep:
            log(f"kept {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(parse_args(sys.argv[1:])))
