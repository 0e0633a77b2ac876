"""The parts of the `make bench` driver, one concept a module; Benchmarks/bench.py runs them.

- `pty_runner`: one program in a pseudo-terminal, its bytes, times and peak memory counted.
- `paced`: several programs in their ptys at once, keys written one at a time a gap apart.
- `programs`: the two sides, how each is started for a replay and for its store timings.
- `cref_build`: compiling the C reference from `Benchmarks/cref/` and the usage helper.
- `scenario`: the inputs, the environment and the measurement plan, alternating the sides.
- `stats`: per-run values, medians and per-key figures from the raw runs.
- `targets`: the table's rows with the target each is held to.
- `walks`: issue 29's forward walks through a big folder, replayed and paced, and their rows.
- `table`: the console and Markdown tables.
- `report`: the notes under the table and the files written to `bench-out/`.

Standard library only, so the benchmark runs wherever Python 3 does.
"""

from __future__ import annotations

import os
import sys

#: `Benchmarks/`, where the C sources and the data generator live.
BENCH_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

#: The package root, for the default paths of the built executables and of `bench-out/`.
ROOT = os.path.dirname(BENCH_DIR)


def log(message: str) -> None:
    """Progress goes to standard error, so standard output carries only the table."""
    print(message, file=sys.stderr, flush=True)


def thousands(n: int) -> str:
    return f"{n:,}"
