"""Compiling the C reference from `Benchmarks/cref/` into the run's temporary directory, and
the usage helper from `Benchmarks/rusage/`.

It is built fresh on every run, with the machine's own compiler and ncursesw, so the two
sides always meet the same terminal library.
"""

from __future__ import annotations

import glob
import os
import subprocess
import sys

from . import BENCH_DIR, log

CREF_DIR = os.path.join(BENCH_DIR, "cref")
RUSAGE_SOURCE = os.path.join(BENCH_DIR, "rusage", "rusage.c")


def sources() -> list[str]:
    """Every .c file of the reference, sorted so the command line is the same on every run."""
    return sorted(glob.glob(os.path.join(CREF_DIR, "*.c")))


def build_cref(tmp: str) -> tuple[str, str]:
    """Returns the executable and the ncurses version it runs on; exits if it cannot build."""
    exe = os.path.join(tmp, "cref")
    cc = os.environ.get("CC", "cc")
    argv = [cc, "-O2", "-std=c11", "-Wall", "-o", exe, *sources(), "-lncursesw"]
    log("building the C reference: " + " ".join(argv))
    done = subprocess.run(argv, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        log(done.stderr)
        sys.exit("bench: cannot build Benchmarks/cref/ (is libncurses-dev installed?)")
    version = subprocess.run([exe, "--version"], capture_output=True, text=True, check=False)
    return exe, version.stdout.strip() or "ncurses"


def build_rusage(tmp: str) -> str:
    """Compiles `rusage/rusage.c`, the small parent that measures a program's own usage."""
    exe = os.path.join(tmp, "rusage")
    cc = os.environ.get("CC", "cc")
    argv = [cc, "-O2", "-std=c11", "-Wall", "-o", exe, RUSAGE_SOURCE]
    log("building the usage helper: " + " ".join(argv))
    done = subprocess.run(argv, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        log(done.stderr)
        sys.exit("bench: cannot build Benchmarks/rusage/rusage.c")
    return exe
