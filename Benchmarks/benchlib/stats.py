"""From raw runs to figures: one cell per side, with every run's value and their median.

Replay figures are per key with start-up taken out: each replay run minus the median of the
q-only runs on the same library, divided by the keys the replay adds.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import Callable, Optional

from .pty_runner import Run


@dataclass
class Cell:
    """One side of one figure: the per-run values, or why there are none."""

    values: list[float] = field(default_factory=list)
    error: Optional[str] = None

    @property
    def median(self) -> Optional[float]:
        return statistics.median(self.values) if self.values and not self.error else None


class Figures:
    """Reads figures out of a scenario's series; a failed run fails its whole cell."""

    def __init__(self, series: dict[tuple, list], extra_keys: int, small: int, medium: int,
                 large: int) -> None:
        self.series = series
        self.extra_keys = extra_keys
        self.small = small
        self.medium = medium
        self.large = large

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

        return self.per_key(("headless replay", self.small), ("headless q", self.small), side, rate,
                            lambda r: r.wall)

    def growth(self, side: str) -> Cell:
        """µs per key at the largest library ÷ at the smallest, from the two medians."""
        small, large = self.us_per_key(self.small, side), self.us_per_key(self.large, side)
        if small.error or large.error:
            return Cell(error=small.error or large.error)
        if not small.median:
            return Cell(error="no time per key with the small library")
        return Cell(values=[large.median / small.median])

    def store_cell(self, side: str, name: str) -> Cell:
        series = self.series.get((("store", self.large), side), [])
        for result in series:
            if "error" in result:
                return Cell(error=result["error"])
        if not series:
            return Cell(error="not run")
        return Cell(values=[r[name] for r in series if name in r])
