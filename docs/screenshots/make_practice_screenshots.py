"""Screenshots of practice games: the New Game dialog with its Practice group, and the table
with the advisor's suggestion above the buttons (opponents' cards open, undo on).

Run ``python docs/screenshots/make_practice_screenshots.py``. It writes
``coach/practice_{new_game,table}_<lang>_<size>.png`` here, in English and German at 1024x600
and 1920x1080 (the dialog at its own size on the small screen, stretched on the large one).
Settings go to a scratch data folder, so the person's own choices are left alone.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent / "coach"
SIZES = ((1024, 600), (1920, 1080))
WAIT_MS = 15_000


def main() -> None:
    os.environ.setdefault("FELT_DATA_DIR", tempfile.mkdtemp(prefix="felt-shots-"))
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtWidgets import QApplication

    from gui.activities.new_game import NewGameDialog
    from gui.base import i18n
    from gui.base import speeds
    from gui.base.game_setup import GameSetup
    from gui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    OUT.mkdir(exist_ok=True)
    setup = GameSetup(players=4, opponents="mixed", seed=11, open_cards=True, advisor=True,
                      undo=True)
    for language in ("en", "de"):
        i18n.apply(language, app)
        for width, height in SIZES:
            dialog = NewGameDialog(setup)
            dialog.show()
            if width > SIZES[0][0]:
                dialog.resize(round(width * 0.6), round(height * 0.6))
            app.processEvents()
            dialog.grab().save(str(OUT / f"practice_new_game_{language}_{width}x{height}.png"))
            dialog.close()

            window = MainWindow(speeds.Speed.INSTANT)
            window.resize(width, height)
            window.show()
            window.start_game(setup)
            clock = QElapsedTimer()
            clock.start()
            bar = window.practice.bar
            while not (bar.advice.text() and window.panel.legal is not None
                       and not window.scene.busy) and clock.elapsed() < WAIT_MS:
                app.processEvents()
            window.set_speed(speeds.Speed.NORMAL)
            app.processEvents()
            window.grab().save(str(OUT / f"practice_table_{language}_{width}x{height}.png"))
            window.close()


if __name__ == "__main__":
    main()
