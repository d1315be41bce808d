"""How responsive the window stays while "Your play" grades the person's hands.

A seeded 6-max session of computer players is saved (seat 0 counts as the person's, as the
grading tests do), "Your play" opens on it and its Grade button is clicked; while the job runs
on worker processes a heartbeat timer ticks every :data:`HEARTBEAT_MS` on the GUI thread, and a
tick that arrives late shows how long the GUI thread was busy. Printed: the longest stall (the
issue's target: under 50 ms), the 99th percentile, and the graded decisions per second.

``python -m bench.grading_gui_bench [--hands N] [--workers N] [--heads-up]``; exits non-zero if
the longest stall is 50 ms or more. ``--heads-up`` plays the session heads-up
(:data:`bench.grading_bench.HEADS_UP`), so the person's turns and rivers are graded against the
solver while the heartbeat ticks.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script too

HEARTBEAT_MS = 5
LIMIT_MS = 50.0
TIMEOUT_S = 900.0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=36)
    parser.add_argument("--heads-up", action="store_true")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from bench.grading_bench import HEADS_UP
    from engine.storage.grades.play_report import person_decisions
    from engine.storage.store import Store
    from gui.base.background import shutdown_all
    from gui.yourplay.your_play import YourPlayWindow
    from tests.helpers.graded_play import PERSON_KINDS
    from tests.helpers.graded_play import person_session

    app = QApplication.instance() or QApplication(sys.argv)
    store = Store.in_memory()
    person_session(store, args.hands, args.seed, HEADS_UP if args.heads_up else PERSON_KINDS)
    window = YourPlayWindow(store, workers=args.workers)
    window.resize(1280, 720)
    window.show()
    while window.data is None:
        app.processEvents()
    gc.collect()  # as the main window does when its game starts: the session played above
    gc.freeze()  # stands for the game the person has open
    lateness: list[float] = []
    clock = QElapsedTimer()
    last = [0]

    def beat() -> None:
        now = clock.elapsed()
        lateness.append(max(0.0, now - last[0] - HEARTBEAT_MS))
        last[0] = now

    timer = QTimer()
    timer.setInterval(HEARTBEAT_MS)
    timer.timeout.connect(beat)
    clock.start()
    timer.start()
    began = time.perf_counter()
    window.grade_button.click()
    while (window.grading.running or window.data is None
           or not window.status.text().startswith("Done")) \
            and time.perf_counter() - began < TIMEOUT_S:
        app.processEvents()
        time.sleep(0.001)
    seconds = time.perf_counter() - began
    timer.stop()
    decisions = len(person_decisions(store))
    shutdown_all()
    worst = max(lateness, default=0.0)
    ordered = sorted(lateness)
    p99 = ordered[int(0.99 * (len(ordered) - 1))] if ordered else 0.0
    print(f"hands: {args.hands}, person's decisions graded: {decisions}, workers: "
          f"{args.workers}, seconds (from the click to the figures shown): {seconds:.1f}")
    print(f"graded decisions per second (with start-up): {decisions / max(seconds, 1e-9):.0f}")
    print(f"longest GUI stall while grading: {worst:.1f} ms (p99 {p99:.1f} ms, "
          f"{len(lateness)} heartbeats)")
    return 0 if worst < LIMIT_MS else 1


if __name__ == "__main__":
    sys.exit(main())
