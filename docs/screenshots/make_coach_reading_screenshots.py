"""Screenshots of the coach's reading tools at a live table: the outs marked on the deck
strip (the flush group picked, the best five raised) and the range grid with an opponent's
made hands and draws, the flush draws marked on the grid, and a typed range compared; also a
typed range that cannot be read.

Run ``python docs/screenshots/make_coach_reading_screenshots.py``. It writes
``coach/reading_{outs,ranges,range_error}_<lang>_<size>.png`` here, in English and German at
1280x720 and 1920x1080. Settings go to a scratch data folder.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from shooting import wait_for

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent / "coach"
SIZES = ((1280, 720), (1920, 1080))
TYPED = "QQ+, AKs, ATs+, KQo, 76s-54s"
BAD = "QQ+, AKs, ATx+, KQo"


def main() -> None:
    os.environ.setdefault("FELT_DATA_DIR", tempfile.mkdtemp(prefix="felt-shots-"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication
    from PySide6.QtWidgets import QScrollArea

    from gui.base import i18n
    from gui.base import settings
    from gui.base import speeds
    from gui.base.game_setup import GameSetup
    from gui.teaching.coach.coach_dock import SETTING
    from gui.window.main_window import MainWindow
    from tests.helpers.hands import factory_with
    from tests.helpers.hands import hand_order
    from tests.helpers.hands import seed_with_button
    from tests.helpers.hands import stack_deck

    app = QApplication.instance() or QApplication(sys.argv[:1])
    OUT.mkdir(exist_ok=True)
    settings.remember(SETTING, True)

    def wait(done: Callable[[], bool]) -> None:
        wait_for(app, done, 20.0)

    def shoot(language: str, width: int, height: int) -> None:
        win = MainWindow(speeds.Speed.INSTANT)
        win.resize(width, height)
        win.show()
        win.log_dock.hide()  # the coach gets the dock's whole height
        base = GameSetup(players=4, opponents="call", starting_stack=1000, small_blind=5,
                         big_blind=10, name="Alex")
        setup = GameSetup(**{**{f: getattr(base, f) for f in base.__dataclass_fields__},
                             "seed": seed_with_button(base, 3)})
        deck = stack_deck(hand_order([0, 1, 2, 3], 3),
                          {0: "AhKh", 1: "7c2d", 2: "9s9d", 3: "QsJs"}, "Qh7h2c5s8d")
        win.start_game(setup, factory=factory_with(setup, {1: deck}))
        dock, panel = win.coach_dock, win.panel
        win.resizeDocks([dock], [460 if width > 1300 else 380], Qt.Orientation.Horizontal)
        wait(lambda: panel.legal is not None)
        panel.call_button.click()
        wait(lambda: panel.legal is not None and dock.report is not None
             and len(dock.report.board) == 3)
        view = dock.outs_view
        view.groups.setCurrentRow(1)  # the flush group, picked
        app.processEvents()
        odds = dock.tabs.widget(0)
        assert isinstance(odds, QScrollArea)
        odds.ensureWidgetVisible(view.strip)
        app.processEvents()
        win.grab().save(str(OUT / f"reading_outs_{language}_{width}x{height}.png"))

        dock.tabs.setCurrentIndex(3)
        grid = dock.grid
        grid.shares.selectRow(4)  # flush draws, marked on the grid
        grid.yours.field.setText(TYPED)
        grid.yours.field.returnPressed.emit()
        wait(lambda: grid.compared is not None)
        app.processEvents()
        grid.scroller.ensureWidgetVisible(grid.result, 0, 0)
        app.processEvents()
        win.grab().save(str(OUT / f"reading_ranges_{language}_{width}x{height}.png"))

        grid.yours.field.setText(BAD)
        grid.yours.field.textEdited.emit(BAD)
        app.processEvents()
        grid.scroller.ensureWidgetVisible(grid.yours.error, 0, 0)
        app.processEvents()
        win.grab().save(str(OUT / f"reading_range_error_{language}_{width}x{height}.png"))
        win.stop_engine()
        win.close()
        app.processEvents()

    for language in ("en", "de"):
        i18n.apply(language, app)
        for width, height in SIZES:
            shoot(language, width, height)
    i18n.apply("en", app)


if __name__ == "__main__":
    main()
