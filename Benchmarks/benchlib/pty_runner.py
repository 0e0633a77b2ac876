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

#: smkx and rmkx of xterm: the program asks for application cursor keys, or gives them back.
APPLICATION_KEYS_ON, APPLICATION_KEYS_OFF = b"\x1b[?1h", b"\x1b[?1l"

#: Bytes of output kept across reads, so that a marker split between two reads is found.
TAIL = max(len(FIRST_FRAME_MARKER), len(APPLICATION_KEYS_ON)) - 1


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


class PtyProcess:
    """One program started with a fresh 80x24 pty as its controlling terminal and stdin/stdout.

    The window size is set on the pty before the program starts, so its first look at the
    terminal already sees 80x24. What it writes is counted as it is read (`read`), keeping
    only the count, the first-frame moment, the time of the last output and whether the
    program asked for the terminal's application cursor keys; standard error goes to a file
    instead, so error messages are reported but not counted as terminal output.
    """

    def __init__(self, argv: list[str], env: dict[str, str],
                 rusage: Optional[str] = None) -> None:
        # Through `rusage` (Benchmarks/rusage/), the CPU time and peak RSS are the program's
        # own, measured by a parent far smaller than this driver.
        self.usage_file: Optional[str] = None
        if rusage:
            handle, self.usage_file = tempfile.mkstemp(prefix="rusage-")
            os.close(handle)
            argv = [rusage, self.usage_file] + argv
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        self.err = tempfile.TemporaryFile()
        self.run = Run()
        self.pid: Optional[int] = None
        self.master: Optional[int] = master
        self.done = False
        self.timed_out = False
        self.last_output = 0.0
        #: Whether the program switched the terminal to application cursor keys (smkx), as
        #: ncurses' keypad mode does: a terminal then sends ESC O B for Down, not ESC [ B.
        self.application_keys = False
        self.tail = b""
        actions = [
            (os.POSIX_SPAWN_OPEN, 0, os.ttyname(slave), os.O_RDWR, 0),
            (os.POSIX_SPAWN_DUP2, 0, 1),
            (os.POSIX_SPAWN_DUP2, self.err.fileno(), 2),
        ]
        self.start = time.perf_counter()
        try:
            # setsid before the open makes the pty the controlling terminal, as in a login.
            self.pid = os.posix_spawn(
                argv[0], argv, env, file_actions=actions, setsid=True,
                setsigdef=(signal.SIGPIPE, signal.SIGXFSZ, signal.SIGINT),
            )
        except OSError as exc:
            os.close(master)
            self.master = None
            self.err.close()
            self.done = True
            self.run.error = f"cannot start {argv[0]}: {exc.strerror}"
            self.run.status = 127
        finally:
            os.close(slave)

    def read(self) -> bool:
        """Reads and counts what is waiting; False once the program has closed the terminal."""
        try:
            data = os.read(self.master, 1 << 16)
        except OSError as exc:
            if exc.errno == errno.EIO:  # every slave descriptor closed: the program is gone
                self.done = True
                return False
            raise
        if not data:
            self.done = True
            return False
        now = time.perf_counter()
        self.last_output = now
        self.run.bytes += len(data)
        if self.run.first_byte is None:
            self.run.first_byte = now - self.start
        seen = self.tail + data
        on, off = seen.rfind(APPLICATION_KEYS_ON), seen.rfind(APPLICATION_KEYS_OFF)
        if on != off:
            self.application_keys = on > off
        if self.run.first_frame is None and FIRST_FRAME_MARKER in seen:
            self.run.first_frame = now - self.start
        self.tail = seen[-TAIL:]
        return True

    def write(self, data: bytes) -> None:
        """Types `data` into the terminal, as a terminal emulator does for a key."""
        try:
            os.write(self.master, data)
        except OSError as exc:
            if exc.errno != errno.EIO:
                raise

    def kill(self) -> None:
        self.timed_out = True
        try:
            os.killpg(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    def reap(self, timeout: float) -> Run:
        """Waits for the program, then fills in its times, peak memory, CPU and status."""
        run = self.run
        if self.pid is None:
            return run
        _, status, usage = os.wait4(self.pid, 0)
        run.wall = time.perf_counter() - self.start
        os.close(self.master)
        run.maxrss_kb = usage.ru_maxrss
        run.cpu = usage.ru_utime + usage.ru_stime
        if self.usage_file:
            with open(self.usage_file, encoding="utf-8") as f:
                fields = f.read().split()
            os.unlink(self.usage_file)
            if len(fields) == 3:
                run.cpu = float(fields[0]) + float(fields[1])
                run.maxrss_kb = int(fields[2])
        run.status = os.waitstatus_to_exitcode(status)
        self.err.seek(0)
        message = first_line(self.err.read())
        self.err.close()
        if self.timed_out:
            run.error = f"timed out after {timeout:.0f} s"
        elif run.status != 0:
            kind = f"signal {-run.status}" if run.status < 0 else f"exit {run.status}"
            run.error = f"{kind}: {message}" if message else kind
        return run


def run_in_pty(argv: list[str], env: dict[str, str], timeout: float,
               rusage: Optional[str] = None) -> Run:
    """Runs `argv` in a fresh 80x24 pty (see `PtyProcess`) until it exits.

    The output is read continuously in large chunks so the program never blocks on a full
    pty buffer. Wall time runs from just before spawning to the moment the process has been
    reaped, so it includes start-up, loading and exit.
    """
    proc = PtyProcess(argv, env, rusage)
    if proc.pid is None:
        return proc.run
    deadline = proc.start + timeout
    while True:
        remaining = deadline - time.perf_counter()
        if remaining <= 0:
            proc.kill()
            break
        ready, _, _ = select.select([proc.master], [], [], min(remaining, 1.0))
        if ready and not proc.read():
            break
    return proc.reap(timeout)
