"""Keys typed as a person types: written to the pty one at a time, a fixed gap apart.

A replay hands a program its keys back to back; a person leaves time between them, and a
program that does work when it wakes (settling, a whole frame before the key) pays it on
every key. Here the programs run interactively, reading the terminal, and the driver writes
each key's bytes as a terminal emulator sends them, then waits the gap. Several programs run
at once, each in its own pty, their keys staggered across the gap so that no two wake at the
same moment: the app and C see the same machine at the same time, and a round of every
paced figure takes one walk's time instead of six.

A job's keys start when its first frame is on the pty. A job whose program is still running a
second after its last key gets that key again, once a second: on a loaded machine the Esc and
the q after it can reach the program in one read, as Alt+q, and the q would otherwise be lost. Each key's latency is the time from
writing it to the last output before the next key is written (keys that change nothing on
screen are left out). CPU time comes from wait4 at the end, as for a replay; the figure per
key subtracts a baseline job that waits as long with no keys (see `walks`).
"""

from __future__ import annotations

import select
import statistics
import time
from dataclasses import dataclass
from typing import Optional

from .pty_runner import PtyProcess, Run

#: What a terminal emulator sends for each key the walks use. Down depends on the cursor-key
#: mode the program asked for (ncurses' keypad mode asks for application keys); PgDn does not.
KEY_BYTES = {
    "Enter": b"\r",
    "Esc": b"\x1b",
    "q": b"q",
    "PgDn": b"\x1b[6~",
    "PgUp": b"\x1b[5~",
}
CURSOR_KEYS = {"Down": "B", "Up": "A"}
#: Seconds a program may outlive its last key (q) before the key is written again.
REPEAT_AFTER = 1.0


def key_bytes(name: str, application_keys: bool) -> bytes:
    """The bytes a terminal sends for `name` in the cursor-key mode the program set."""
    if name in CURSOR_KEYS:
        return (b"\x1bO" if application_keys else b"\x1b[") + CURSOR_KEYS[name].encode()
    return KEY_BYTES[name]


@dataclass
class PacedJob:
    """One program and its keys: each with its time after the job's start, in seconds.

    The job starts `offset` seconds after the program's first frame. `measured` holds the
    indexes of the keys whose latency counts; `rusage` is the helper that measures the
    program's own CPU time and peak RSS (see `pty_runner.PtyProcess`).
    """

    argv: list[str]
    env: dict[str, str]
    keys: list[tuple[float, str]]
    measured: range
    offset: float = 0.0
    rusage: Optional[str] = None


@dataclass
class PacedRun(Run):
    """A run of a paced job: the usual figures, and the median latency of its keys."""

    latency: Optional[float] = None
    answered: int = 0


class _Driving:
    """The state of one job while it runs: the next key and when each was written."""

    def __init__(self, job: PacedJob) -> None:
        self.job = job
        self.proc = PtyProcess(job.argv, job.env, job.rusage)
        self.next = 0
        self.t0: Optional[float] = None
        self.written_at: Optional[float] = None
        self.latencies: list[float] = []
        self.repeats = 0

    def due(self) -> Optional[float]:
        """When the next key is to be written; None before the first frame or after the last."""
        if self.proc.done or self.t0 is None or self.next >= len(self.job.keys):
            return None
        return self.t0 + self.job.keys[self.next][0]

    def close_latency(self) -> None:
        """The previous key's latency, now that no more of its output can come."""
        previous = self.next - 1
        if previous in self.job.measured and self.written_at is not None:
            if self.proc.last_output > self.written_at:
                self.latencies.append(self.proc.last_output - self.written_at)

    def repeat_last(self, now: float) -> None:
        """The last key again, when the program has outlived it by `REPEAT_AFTER` seconds."""
        keys = self.job.keys
        if keys and self.next >= len(keys) and self.written_at is not None \
                and now - self.written_at >= REPEAT_AFTER:
            self.proc.write(key_bytes(keys[-1][1], self.proc.application_keys))
            self.written_at = now
            self.repeats += 1

    def write_next(self, now: float) -> None:
        self.close_latency()
        name = self.job.keys[self.next][1]
        self.proc.write(key_bytes(name, self.proc.application_keys))
        self.written_at = now
        self.next += 1


def run_paced(jobs: list[PacedJob], timeout: float) -> list[PacedRun]:
    """Runs every job at once until each program exits; a job past `timeout` is killed."""
    driving = [_Driving(job) for job in jobs]
    started = time.perf_counter()
    deadline = started + timeout
    while True:
        now = time.perf_counter()
        live = [d for d in driving if not d.proc.done]
        if not live:
            break
        if now >= deadline:
            for d in live:
                d.proc.kill()
            break
        for d in live:
            if d.t0 is None and d.proc.run.first_frame is not None:
                d.t0 = d.proc.start + d.proc.run.first_frame + d.job.offset
            when = d.due()
            if when is not None and when <= now:
                d.write_next(now)
            else:
                d.repeat_last(now)
        dues = [w for w in (d.due() for d in live) if w is not None]
        wait = min([deadline] + dues) - time.perf_counter()
        wait = max(0.0, min(wait, 0.05))
        ready, _, _ = select.select([d.proc.master for d in live], [], [], wait)
        for d in live:
            if d.proc.master in ready:
                d.proc.read()
    runs = []
    for d in driving:
        d.close_latency()
        base = d.proc.reap(timeout)
        run = PacedRun(**base.__dict__)
        run.answered = len(d.latencies)
        run.latency = statistics.median(d.latencies) if d.latencies else None
        if run.ok and d.next < len(d.job.keys):
            run.error = f"exited after {d.next} of {len(d.job.keys)} keys"
        runs.append(run)
    return runs
