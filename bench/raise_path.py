"""How far one Raise click travels: from the button to the events shown and the engine told
(``EngineThread.shown``), counted in Felt's own functions.

A game of three at instant speed (as the tests' window plays; ``--speed`` for another) waits
for the person's turn; then every call into
a function of ``engine/`` or ``gui/`` is recorded (``sys.setprofile`` on the GUI thread, and on
the engine's worker thread from ``GameSession.act`` on, with the worker's functions that called
it) while a mouse click on Raise goes
through the window, the worker and back, until the window calls ``EngineThread.shown``. Each
function counts once however often it runs (comprehensions and lambdas are functions too).

Printed: ``functions`` (distinct), ``files``, ``engine_functions``, ``worker_functions`` (run on
the engine's thread), ``signals`` (``emit`` calls made from Felt's code), ``hops`` (the times the
path moves from one thread to the other) and, with ``--list``, every function by file. This is
how docs/architecture.md's figure for the Raise path is measured.

Run ``python bench/raise_path.py [--speed normal|fast|instant] [--list]``.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from engine.play.session import GameSession  # noqa: E402
from gui.base import speeds  # noqa: E402
from gui.base.game_setup import GameSetup  # noqa: E402
from gui.session.engine_thread import EngineThread  # noqa: E402
from gui.window.main_window import MainWindow  # noqa: E402

TIMEOUT_S = 60.0  # the person's turn, and the click's way back, each come well within it
FELT = (str(ROOT / "engine") + os.sep, str(ROOT / "gui") + os.sep)


class Trace:
    """Felt's functions called while :attr:`active`, with the thread each ran on."""

    def __init__(self) -> None:
        self.active = False
        self.functions: dict[tuple[str, int, str], int] = {}  # -> the thread it first ran on
        self.signals = 0
        self.hops = 0
        self._last_thread: int | None = None

    def hook(self, frame: FrameType, event: str, arg: Any) -> None:
        if not self.active:
            return
        if event == "call":
            code = frame.f_code
            if code.co_filename.startswith(FELT):
                thread = threading.get_ident()
                if self._last_thread is not None and thread != self._last_thread:
                    self.hops += 1
                self._last_thread = thread
                self.functions.setdefault((code.co_filename, code.co_firstlineno,
                                           code.co_name), thread)
        elif event == "c_call" and getattr(arg, "__name__", "") == "emit" \
                and frame.f_code.co_filename.startswith(FELT):
            self.signals += 1


def _wait(app: QApplication, done: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + TIMEOUT_S
    while not done():
        if time.monotonic() > deadline:
            raise SystemExit(f"timed out waiting for {what}")
        app.processEvents()
        time.sleep(0.002)


def measure(speed: speeds.Speed) -> Trace:
    """One Raise click, traced (the figures of the module docstring)."""
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    trace = Trace()
    shown, act = EngineThread.shown, GameSession.act

    def traced_act(session: GameSession, action: Any) -> Any:
        # Qt's thread gets a fresh Python thread state for each slot it calls, so the profiler
        # is set here, inside the worker's slot, and the callers already running are added.
        if trace.active:
            caller: FrameType | None = sys._getframe(1)
            while caller is not None:
                trace.hook(caller, "call", None)
                caller = caller.f_back
            sys.setprofile(trace.hook)
        return act(session, action)

    def traced_shown(engine: EngineThread) -> None:
        trace.active = False
        sys.setprofile(None)
        shown(engine)

    EngineThread.shown = traced_shown  # type: ignore[method-assign,assignment]
    GameSession.act = traced_act  # type: ignore[method-assign,assignment]
    try:
        window = MainWindow(speed)
        window.resize(1280, 800)
        window.show()
        window.start_game(GameSetup(players=3, opponents="call", starting_stack=1000,
                                    small_blind=5, big_blind=10, name="You", seed=4))
        panel = window.panel
        _wait(app, lambda: panel.legal is not None and panel.legal.can_raise
              and panel.raise_button.isEnabled(), "the person's turn")
        app.processEvents()
        trace.active = True
        sys.setprofile(trace.hook)
        QTest.mouseClick(panel.raise_button, Qt.MouseButton.LeftButton)
        _wait(app, lambda: not trace.active, "EngineThread.shown")
        window.close()
    finally:
        sys.setprofile(None)
        EngineThread.shown = shown  # type: ignore[method-assign]
        GameSession.act = act  # type: ignore[method-assign]
    return trace


def report(trace: Trace, listing: bool) -> None:
    main = threading.main_thread().ident
    files = {f for f, _, _ in trace.functions}
    engine = [k for k in trace.functions if k[0].startswith(FELT[0])]
    worker = [k for k, thread in trace.functions.items() if thread != main]
    print(f"functions {len(trace.functions)}")
    print(f"files {len(files)}")
    print(f"engine_functions {len(engine)}")
    print(f"worker_functions {len(worker)}")
    print(f"signals {trace.signals}")
    print(f"hops {trace.hops}")
    if listing:
        for path in sorted(files):
            names = sorted(n for f, _, n in trace.functions if f == path)
            print(f"  {Path(path).relative_to(ROOT)}: {', '.join(names)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--speed", choices=[s.name.lower() for s in speeds.Speed],
                        default="instant")
    parser.add_argument("--list", action="store_true", help="every function, by file")
    args = parser.parse_args(argv)
    report(measure(speeds.Speed[args.speed.upper()]), args.list)
    return 0


if __name__ == "__main__":
    sys.exit(main())
