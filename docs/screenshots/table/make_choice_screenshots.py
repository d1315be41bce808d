"""Screenshots of the moment a person may show or muck, and of the sessions list with its default
names, in English and German.

Run ``python docs/screenshots/table/make_choice_screenshots.py``: it starts itself once per
picture with the offscreen platform and a scratch data folder, and writes
``docs/screenshots/table/show-muck-<size>-<lang>.png`` (1024x600, 1280x720 with the hand-history
dock open, 2560x1440), ``sessions-<lang>.png`` and ``settings-<lang>.png`` (Game > Settings).

The hand: six players, the person on the button checks and calls down with a pair of eights;
a calling station's two pair shows first, the others muck, and the person is asked whether
to show.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
OUT = Path(__file__).resolve().parent
SHOTS = {  # name: (width, height, the history dock open)
    "1024x600": (1024, 600, False),
    "1280x720-history": (1280, 720, True),
    "2560x1440": (2560, 1440, False),
}
SESSION_STARTS = ((2026, 11, 22, 20, 30), (2026, 11, 21, 15, 5), (2026, 11, 20, 9, 40))


def shoot_choice(width: int, height: int, language: str, history: bool, path: Path) -> None:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from engine.storage.store import Store
    from gui.base import i18n
    from gui.base import speeds
    from gui.base.game_setup import GameSetup
    from gui.window.main_window import MainWindow
    from tests.helpers.hands import factory_with
    from tests.helpers.hands import hand_order
    from tests.helpers.hands import seed_with_button
    from tests.helpers.hands import stack_deck

    app = QApplication.instance() or QApplication(sys.argv[:1])
    i18n.apply(language)
    base = GameSetup(players=6, opponents="call", starting_stack=1500, small_blind=10,
                     big_blind=20, name="You")
    setup = GameSetup(players=6, opponents="call", starting_stack=1500, small_blind=10,
                      big_blind=20, name="You", seed=seed_with_button(base, 0))
    hole = {0: "8h8c", 1: "AhQc", 2: "KdJc", 3: "9s9d", 4: "7c6c", 5: "Th3s"}
    deck = stack_deck(hand_order(list(range(6)), 0), hole, "AsQd5h2cKs")
    window = MainWindow(speeds.Speed.FAST)
    if history:
        window.store = Store.open(Path(tempfile.mkdtemp(prefix="felt-shots-")) / "felt.db")
    window.resize(width, height)
    window.show()
    if history:
        window.history_menus.show_history()
    if not window.menus.positions_action.isChecked():
        window.menus.positions_action.trigger()  # BTN, SB, BB... on the seats

    def step() -> None:
        if window.showdown.asked:
            timer.stop()
            QTimer.singleShot(400, grab)
        elif window.panel.legal is not None:
            window.panel.call_button.click()

    def grab() -> None:
        app.processEvents()
        window.grab().save(str(path))
        window.close()
        app.quit()

    timer = QTimer()
    timer.timeout.connect(step)
    timer.start(100)
    window.start_game(setup, factory=factory_with(setup, {1: deck}))
    QTimer.singleShot(60000, app.quit)
    app.exec()
    window.stop_engine()


def shoot_sessions(language: str, path: Path) -> None:
    sys.path.insert(0, str(ROOT))
    from types import SimpleNamespace

    from PySide6.QtWidgets import QApplication

    from engine.storage import store as store_module
    from engine.storage.store import Store
    from gui.base import i18n
    from gui.history.sessions_dialog import SessionsDialog
    from tests.helpers.storage import play_into

    app = QApplication.instance() or QApplication(sys.argv[:1])
    i18n.apply(language)
    store = Store.open(Path(tempfile.mkdtemp(prefix="felt-shots-")) / "felt.db")
    real_time = store_module.time
    for k, (year, month, day, hour, minute) in enumerate(SESSION_STARTS):
        moment = time.mktime((year, month, day, hour, minute, 0, 0, 0, -1))
        store_module.time = SimpleNamespace(time=lambda m=moment: m)  # type: ignore[assignment]
        play_into(store, "", 4 + 3 * k, seed=20 + k, players=(6, 3, 4)[k])
    store_module.time = real_time
    store.rename(store.list_sessions()[-1].id, "Friday with Ada" if language == "en"
                 else "Freitag mit Ada")
    dialog = SessionsDialog(store)
    dialog.resize(1000, 300)
    dialog.show()
    app.processEvents()
    dialog.grab().save(str(path))
    store.close()
    shoot_settings(path.with_name(path.name.replace("sessions", "settings")))


def shoot_settings(path: Path) -> None:
    """Game > Settings with the sizes a regular types (the third one still being typed)."""
    from PySide6.QtWidgets import QApplication

    from gui.base import speeds
    from gui.window.main_window import MainWindow

    app = QApplication.instance()
    assert app is not None
    window = MainWindow(speeds.Speed.INSTANT)
    dialog = window.menus.open_settings()
    for edit, text in zip(dialog.sizes, ("2.5x", "1/3", "2/3"), strict=True):
        edit.setText(text)
    app.processEvents()
    dialog.grab().save(str(path))
    dialog.close()
    window.close()


def main() -> None:
    if len(sys.argv) == 6 and sys.argv[1] == "--one":
        w, _, h = sys.argv[2].partition("x")
        shoot_choice(int(w), int(h), sys.argv[3], sys.argv[4] == "history", Path(sys.argv[5]))
        return
    if len(sys.argv) == 4 and sys.argv[1] == "--sessions":
        shoot_sessions(sys.argv[2], Path(sys.argv[3]))
        return
    for language in ("en", "de"):
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
                   FELT_DATA_DIR=tempfile.mkdtemp(prefix="felt-shots-"))
        for name, (w, h, history) in SHOTS.items():
            target = OUT / f"show-muck-{name}-{language}.png"
            subprocess.run([sys.executable, __file__, "--one", f"{w}x{h}", language,
                            "history" if history else "-", str(target)], env=env, check=True,
                           cwd=ROOT)
            print(target)
        target = OUT / f"sessions-{language}.png"
        subprocess.run([sys.executable, __file__, "--sessions", language, str(target)],
                       env=env, check=True, cwd=ROOT)
        print(target)


if __name__ == "__main__":
    main()
