"""The German screenshots: the table at showdown and the New Game dialog.

Run ``python docs/screenshots/make_screenshots_de.py``. It plays the showdown of
``make_screenshots.py`` (a main pot and two side pots) with the window switched to German and
writes ``table_de_showdown.png`` and ``new_game_de.png`` here. The language setting goes to a
scratch data folder, so the person's own choice is left alone.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent


def table(path: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from engine.play.session import GameSession
    from engine.rules.events import PotAwarded
    from gui.base import i18n
    from gui.base import speeds
    from gui.base.game_setup import GameSetup
    from gui.window.main_window import MainWindow
    from tests.helpers.hands import factory_with
    from tests.helpers.hands import hand_order
    from tests.helpers.hands import seed_with_button
    from tests.helpers.hands import stack_deck

    app = QApplication.instance() or QApplication(sys.argv[:1])
    i18n.apply("de", app)
    base = GameSetup(players=4, opponents="call", starting_stack=15_000, small_blind=100,
                     big_blind=200, name="Kim")
    setup = GameSetup(**{**{f: getattr(base, f) for f in base.__dataclass_fields__},
                         "seed": seed_with_button(base, 3)})  # type: ignore[arg-type]
    order = hand_order([0, 1, 2, 3], 3)
    deck = stack_deck(order, {0: "KsKh", 1: "AsAd", 2: "Th2h", 3: "4h5s"}, "7c7dAh9sJc")

    def stacks(session: GameSession) -> None:
        session.table.seats[1].stack = 2_000
        session.table.seats[2].stack = 6_500

    window = MainWindow(speeds.Speed.INSTANT)
    window.resize(1600, 900)
    window.resizeDocks([window.log_dock], [400], Qt.Orientation.Horizontal)
    window.show()

    def shove() -> None:
        panel = window.panel
        if panel.legal is not None and panel.quick["max"].isEnabled():
            panel.quick["max"].click()
            panel.raise_button.click()
            panel.raise_button.click()

    def on_done(event: object) -> None:
        # After the main pot is pushed: the side pots still wait, the winning cards are up.
        if isinstance(event, PotAwarded) and not window.paused:
            window.set_paused(True)
            QTimer.singleShot(200, grab)

    def grab() -> None:
        app.processEvents()
        window.grab().save(str(path))
        window.close()
        app.quit()

    window.scene.event_done.connect(on_done)
    timer = QTimer()
    timer.timeout.connect(shove)
    timer.start(50)
    window.start_game(setup, factory=factory_with(setup, {1: deck}, stacks))
    QTimer.singleShot(30000, app.quit)
    app.exec()
    window.stop_engine()


def new_game(path: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from gui.activities.new_game import NewGameDialog
    from gui.base import i18n
    from gui.base.game_setup import GameSetup

    app = QApplication.instance() or QApplication(sys.argv[:1])
    i18n.apply("de", app)
    dialog = NewGameDialog(GameSetup(starting_stack=12_500, small_blind=50, big_blind=100,
                                     schedule="standard"))
    dialog.show()
    dialog.adjustSize()
    app.processEvents()
    dialog.grab().save(str(path))


def main() -> None:
    if len(sys.argv) == 3:
        sys.path.insert(0, str(ROOT))

        {"table": table, "new_game": new_game}[sys.argv[1]](Path(sys.argv[2]))
        return
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FELT_DATA_DIR=data)
        for kind, name in (("table", "table_de_showdown.png"), ("new_game", "new_game_de.png")):
            subprocess.run([sys.executable, __file__, kind, str(OUT / name)], env=env,
                           check=True, cwd=ROOT)
            print(OUT / name)


if __name__ == "__main__":
    main()
