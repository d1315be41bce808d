"""Screenshots of the beginners' mode in the game window: the welcome, a narrated step on the
table (step by step, the ring on what the sentence talks about), a lesson on the real table,
the hand-ranking chart lit with the person's hand during play, and the hot-seat cover.

Run ``python docs/screenshots/make_beginners_screenshots.py``. It writes
``beginners/{welcome,narrated,lesson,rankings,hot_seat}_<lang>_<size>.png`` here, in English
and German at 1280x720, and the narrated step and the lesson also at 1024x600. Settings go to
a scratch data folder, so the person's own choices are left alone.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent / "beginners"
SIZES = ((1280, 720), (1024, 600))
STEPS_IN = 9  # events shown before the narrated screenshot: the flop's burn card is next


def main() -> None:
    os.environ.setdefault("FELT_DATA_DIR", tempfile.mkdtemp(prefix="felt-shots-"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication
    from PySide6.QtWidgets import QWidget

    from gui.base import i18n
    from gui.base import speeds
    from gui.base.game_setup import GameSetup
    from gui.teaching.beginners.help_dialog import HelpDialog
    from gui.teaching.beginners.welcome import WelcomeDialog
    from gui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    OUT.mkdir(exist_ok=True)

    def settle(until: Callable[[], bool] = lambda: True, rounds: int = 400) -> None:
        for _ in range(rounds):
            app.processEvents()
            if until():
                return
            QApplication.processEvents()

    def save(widget: QWidget, name: str) -> None:
        app.processEvents()
        widget.grab().save(str(OUT / name))

    for language in ("en", "de"):
        i18n.apply(language, app)
        for width, height in SIZES:
            size = f"{width}x{height}"
            big = width == 1280
            if big:
                welcome = WelcomeDialog()
                welcome.show()
                save(welcome, f"welcome_{language}_{size}.png")
                welcome.close()

            # A narrated step: calling stations, step by step, narration on.
            window = MainWindow(speeds.Speed.INSTANT)
            window.resize(width, height)
            window.show()
            window.beginners.narrate_action.setChecked(True)
            window.beginners.stepper.mode_action.setChecked(True)
            window.start_game(GameSetup(players=4, opponents="call", seed=7))
            stepper = window.beginners.stepper
            settle(lambda s=stepper: len(s.events) >= 1)  # type: ignore[misc]
            for _ in range(STEPS_IN):
                stepper.next()
                settle(rounds=40)
            save(window, f"narrated_{language}_{size}.png")
            window.stop_engine()
            window.close()

            # A lesson on the real table, a few steps in.
            window = MainWindow(speeds.Speed.INSTANT)
            window.resize(width, height)
            window.show()
            window.beginners.lessons.open()
            window.beginners.lessons.start("side_pots")
            panel = window.beginners.lessons.panel
            assert panel is not None
            for _ in range(5):
                panel.go_next()
            save(window, f"lesson_{language}_{size}.png")
            window.close()
            if not big:
                continue

            # The ranking chart lit with the person's hand, during play.
            window = MainWindow(speeds.Speed.INSTANT)
            window.resize(width, height)
            window.show()
            window.start_game(GameSetup(players=3, opponents="call", seed=3))
            settle(lambda w=window: w.panel.legal is not None)  # type: ignore[misc]
            window.beginners.show_rankings()
            dialog = window.beginners.help_dialog
            assert dialog is not None
            dialog.show_tab(HelpDialog.RANKINGS)
            save(dialog, f"rankings_{language}_{size}.png")
            dialog.close()
            window.stop_engine()
            window.close()

            # The hot-seat cover between two people.
            window = MainWindow(speeds.Speed.INSTANT)
            window.resize(width, height)
            window.show()
            window.start_game(GameSetup(players=4, name="Ada", people=("Bruno", "Chloé"),
                                        opponents="call", seed=11))
            hot = window.beginners.hot_seat
            settle(lambda h=hot: h.waiting_for is not None)  # type: ignore[misc]
            save(window, f"hot_seat_{language}_{size}.png")
            hot.uncover()
            save(window, f"hot_seat_turn_{language}_{size}.png")
            window.stop_engine()
            window.close()
    i18n.apply("en", app)


if __name__ == "__main__":
    main()
