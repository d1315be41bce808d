"""How long the coach panel takes to catch up with the table (for ``bench/gui_bench.py``).

Each event the table shows is sent to the coach thread with a number; the panel is up to date
for that event once it shows a report for it or for a newer one (a report for an event
already overtaken is skipped, the newer one stands for both). :class:`UpdateClock` keeps, per
event, the seconds from sending to that moment, and how long each of the dock's own steps
kept the GUI thread busy (the rest of a stall belongs to the table, to other threads holding
the interpreter, or to the machine's other load).

Tests: tests/gui/teaching/coach/test_coach_dock.py, tests/gui/teaching/coach/test_coach_reading.py,
tests/gui/teaching/coach/test_icm_view.py
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager

#: Latencies kept (the newest): a long session must not grow the list without end.
KEPT = 20_000


class UpdateClock:
    """Times from each event sent to the panel showing it (``seconds``)."""

    def __init__(self) -> None:
        self._waiting: deque[tuple[int, float]] = deque()
        self.seconds: deque[float] = deque(maxlen=KEPT)
        self.busy: deque[float] = deque(maxlen=KEPT)
        self.busy_cpu: deque[float] = deque(maxlen=KEPT)

    @contextmanager
    def working(self) -> Iterator[None]:
        """Time one step of the dock's work on the GUI thread: ``busy`` the seconds it took,
        ``busy_cpu`` the processor time the GUI thread itself spent (without the waits for
        the processor or the interpreter lock, which the machine's other load causes)."""
        begun, cpu = time.perf_counter(), time.thread_time()
        try:
            yield
        finally:
            self.busy.append(time.perf_counter() - begun)
            self.busy_cpu.append(time.thread_time() - cpu)

    def sent(self, serial: int) -> None:
        self._waiting.append((serial, time.perf_counter()))

    def shown(self, serial: int) -> None:
        """The panel now shows the report for event ``serial``."""
        now = time.perf_counter()
        while self._waiting and self._waiting[0][0] <= serial:
            self.seconds.append(now - self._waiting.popleft()[1])

    def forget(self) -> None:
        """Nobody looks at the coach: events sent now wait for no report."""
        self._waiting.clear()
