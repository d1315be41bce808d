"""A whole run of Felt, scripted: start ``felt``, open every activity, then Game > Quit.

Used in-process by ``tests/gui/test_quit_lifetime.py`` and as a process of its own
(``python -m tests.helpers.lifetime``, the same start as ``python -m gui``), so the test can
check what a person would: the program ends, no thread or process of Felt's is left, and the
database lock is free for the next start.

The data folder (``FELT_DATA_DIR``) must hold a saved session with a few hands (the history,
the replayer and "Play on from here" need one); :func:`prepare` makes it. The script answers
"Continue?" with No, so a new game is dealt and the saved one stays in the history.
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QMessageBox

from engine.storage.store import Store
from gui.activities.new_game import NewGameDialog
from gui.activities.practice_start import PracticeSetup
from gui.base import background
from gui.base import settings
from gui.history.replay_insights import ReplayInsights
from gui.teaching.beginners import welcome
from gui.window.main_window import MainWindow
from tests.helpers.storage import play_into

STARS = Path(__file__).resolve().parents[1] / "data" / "hands" / "stars_mixed.txt"
POLL_MS = 20
WATCHDOG_S = 10.0  # a run that has not ended this long after Quit is reported as hung
SCRIPT_S = 120.0  # nor may the activities take longer to open


def prepare(folder: Path) -> None:
    """A data folder with one saved session of computer players' reasons, and the welcome
    remembered as "play" (no dialog at start)."""
    os.environ["FELT_DATA_DIR"] = str(folder)
    store = Store.open(folder / "felt.db")
    try:
        play_into(store, "earlier", 6, seed=11, players=4, opponents="mixed")
    finally:
        store.close()
    settings.remember(welcome.SETTING, welcome.Visit.PLAY.value)


def child_pids() -> set[int]:
    """The processes this one started and that still run (Linux; empty elsewhere)."""
    found: set[int] = set()
    for task in Path(f"/proc/{os.getpid()}/task").glob("*"):
        try:
            found |= {int(p) for p in (task / "children").read_text().split()}
        except OSError:
            continue
    return found


def alive(pid: int) -> bool:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return text.rsplit(")", 1)[1].split()[0] != "Z"


class Script:
    """Steps polled one after another on the GUI thread's event loop."""

    def __init__(self, report: dict[str, Any]) -> None:
        self.report = report
        self.window: MainWindow | None = None
        self.steps: list[Callable[[], bool]] = [
            self._window_up, self._coach_and_advisor, self._history_and_replay,
            self._play_on, self._import, self._quit]
        self.begun = time.perf_counter()
        self.timer = QTimer()
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self._poll)

    def start(self) -> None:
        self.timer.start()

    def _poll(self) -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox):  # "Continue?" at start: No ...
            modal.reject()
            return
        if isinstance(modal, NewGameDialog):  # ... and deal the game the dialog offers
            modal.accept()
            return
        if time.perf_counter() - self.begun > SCRIPT_S:
            self.report["error"] = f"stuck before step {len(self.report['done'])}"
            self._end_anyway()
            return
        try:
            while self.steps and self.steps[0]():
                self.report["done"].append(self.steps.pop(0).__name__.strip("_"))
        except Exception as error:  # the script broke: say so, and end the run
            self.report["error"] = repr(error)
            self._end_anyway()
        if not self.steps:
            self.timer.stop()

    def _end_anyway(self) -> None:
        self.timer.stop()
        self.steps.clear()
        for widget in QApplication.topLevelWidgets():
            widget.close()
        QApplication.quit()

    def _window_up(self) -> bool:
        found = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
        if not found:
            return False
        window = self.window = found[0]
        return window.engine is not None and window.last_batch is not None

    def _coach_and_advisor(self) -> bool:
        window = self.window
        assert window is not None
        window.coach_dock.setVisible(True)
        window.practice.advisor_action.setChecked(True)
        return True

    def _history_and_replay(self) -> bool:
        window = self.window
        assert window is not None
        panel = window.history_menus.show_history()
        assert panel is not None and window.store is not None
        panel.show_session(None)  # the saved game's hands, not only the new game's
        assert panel.proxy.rowCount() > 0
        panel.table.selectRow(0)
        panel.why()
        for row in range(panel.proxy.rowCount()):
            replayer = panel.replay(row)
            assert replayer is not None
            insights = replayer.findChild(ReplayInsights)
            assert insights is not None
            for k, step in enumerate(replayer.steps):
                if step.hole and insights.play_on.refusal(insights.actions_done[k]) is None:
                    replayer.go_to(k)
                    self.report["replayer"] = replayer.objectName() or "replayer"
                    self._insights = insights
                    return True
            replayer.close()
        raise AssertionError("no hand to play on from")

    def _play_on(self) -> bool:
        window = self.window
        assert window is not None
        if not isinstance(window.setup, PracticeSetup):
            self._insights.play_from_here()
        return isinstance(window.setup, PracticeSetup) and window.last_batch is not None

    def _import(self) -> bool:
        window = self.window
        assert window is not None
        window.history_menus.importer.run([STARS])
        return True

    def _quit(self) -> bool:
        window = self.window
        assert window is not None
        self.report["threads_open"] = sorted(b.name for b in background.live())
        self.report["children_open"] = sorted(child_pids())
        self.report["windows_open"] = sum(w.isVisible() for w in QApplication.topLevelWidgets())
        quit_action = next(a for m in (window.game_menu,) for a in m.actions()
                           if a.text().replace("&", "") == "Quit")
        self.report["quit_at"] = time.perf_counter()
        quit_action.trigger()
        return True


def run(argv: list[str]) -> dict[str, Any]:
    """Run ``felt argv`` with the script; returns what it saw (JSON-ready)."""
    from gui.cli import main

    app = QApplication.instance() or QApplication(sys.argv[:1])
    report: dict[str, Any] = {"done": []}
    script = Script(report)
    script.start()
    hung: list[bool] = []

    def watchdog() -> None:  # the defect: Quit leaves the program running
        quit_at = report.get("quit_at")
        if quit_at is not None and time.perf_counter() - quit_at > WATCHDOG_S:
            hung.append(True)
            report["visible_after_quit"] = [type(w).__name__ for w in
                                            QApplication.topLevelWidgets() if w.isVisible()]
            script._end_anyway()

    dog = QTimer()
    dog.setInterval(500)
    dog.timeout.connect(watchdog)
    dog.start()
    report["status"] = main(argv)
    dog.stop()
    report["exec_returned_after"] = time.perf_counter() - report.get("quit_at", 0.0)
    report["hung"] = bool(hung)
    report["threads_after"] = sorted(b.name for b in background.live())
    report["python_threads_after"] = sorted(t.name for t in threading.enumerate()
                                            if t is not threading.main_thread())
    report["children_after"] = sorted(p for p in report.get("children_open", []) if alive(p))
    del app
    return report


if __name__ == "__main__":
    # python -m tests.helpers.lifetime DATA_FOLDER [felt options]: prints the report as JSON.
    prepare(Path(sys.argv[1]))
    result = run(sys.argv[2:])
    print("LIFETIME " + json.dumps(result), flush=True)
