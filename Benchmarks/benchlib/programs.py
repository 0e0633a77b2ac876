"""The two sides of the benchmark: how each is started for a replay and for store timings.

Both take the same replay command line, so the driver runs them the same way; only the
store timings differ (the app's own timer, or `cref --load-only`).
"""

from __future__ import annotations

import json
import subprocess
from dataclasses import dataclass
from typing import Callable

from .pty_runner import SIZE_ARG, first_line


@dataclass
class Program:
    """How to run one side: the replay, interactive and store timing command lines."""

    replay: Callable[[str, str, bool], list[str]]
    store: Callable[[str], list[str]]
    parse_store: Callable[[str], dict]
    interactive: Callable[[str], list[str]]


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


def app_program(app: str, bench: str) -> Program:
    """The app replays itself; `navstack-bench store` times its `LibraryStore`.

    Run interactively it is told `--no-mouse`, as `cref` never asks for mouse reports: the
    two set the terminal up alike.
    """
    return Program(replay_argv(app), lambda lib: [bench, "store", lib], parse_app_store,
                   lambda lib: [app, "--data", lib, "--no-mouse"])


def c_program(cref: str) -> Program:
    return Program(replay_argv(cref), lambda lib: [cref, "--load-only", lib], parse_c_store,
                   lambda lib: [cref, "--data", lib])


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
