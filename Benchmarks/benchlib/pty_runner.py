"""Running one program in a pseudo-terminal and counting what it did.

A real pty is what a terminal emulator gives a program, so the costs that matter to a user
(ncurses diffing, escape sequences, the writes) are all in the figures, without an
emulator's own speed.
"""

from __future__ import annotations

import errno
import fcntl
import os
import select
import signal
import struct
import tempfile
import termios
import time
from dataclasses import dataclass
from typing import Optional

ROWS, COLS = 24, 80
SIZE_ARG = f"{COLS}x{ROWS}"

#: Text the first frame always contains (the root screen's title): the moment it has been
#: written is taken as "first frame", which is later than the first byte (terminal setup).
FIRST_FRAME_MARKER = b"Folders"


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
    """The first non-blank line of a program's output: enough to say why it failed."""
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
