"""Screenshots of the coach's Solver tab at a river decision: the held hand's mix, the range
grid coloured by the equilibrium's mix, and the opponent's range as the solver assumed it.

Run ``python docs/screenshots/make_solver_screenshots.py``. It writes
``coach/solver_river_<lang>_<size>.png`` here, in English and German at 1024x600 and
1920x1080. Settings go to a scratch data folder.
"""

from __future__ import annotations

from pathlib import Path

from shooting import in_each_language
from shooting import offscreen_app
from shooting import wait_for

OUT = Path(__file__).resolve().parent / "coach"
SIZES = ((1024, 600), (1920, 1080))
SOLVER_TAB = 4


def main() -> None:
    app = offscreen_app()
    from PySide6.QtCore import Qt

    from gui.base import settings
    from gui.base import speeds
    from gui.base.game_setup import GameSetup
    from gui.teaching.coach.coach_dock import SETTING
    from gui.window.main_window import MainWindow
    from tests.helpers.hands import factory_with
    from tests.helpers.hands import hand_order
    from tests.helpers.hands import seed_with_button
    from tests.helpers.hands import stack_deck

    OUT.mkdir(exist_ok=True)
    settings.remember(SETTING, True)

    def shoot(language: str, width: int, height: int) -> None:
        win = MainWindow(speeds.Speed.INSTANT)
        win.resize(width, height)
        win.show()
        win.log_dock.hide()  # the coach gets the dock's whole height
        base = GameSetup(players=2, opponents="call", starting_stack=1000, small_blind=5,
                         big_blind=10, name="Alex")
        setup = GameSetup(**{**{f: getattr(base, f) for f in base.__dataclass_fields__},
                             "seed": seed_with_button(base, 1)})
        deck = stack_deck(hand_order([0, 1], 1), {0: "AhKh", 1: "9s9d"}, "Qh7h2c5s8d")
        win.start_game(setup, factory=factory_with(setup, {1: deck}))
        dock, panel = win.coach_dock, win.panel
        win.resizeDocks([dock], [520 if width > 1300 else 400], Qt.Orientation.Horizontal)
        for cards in (0, 3, 4):
            wait_for(app, lambda c=cards: panel.legal is not None
                     and dock.report is not None and len(dock.report.board) == c)
            panel.call_button.click()
        wait_for(app, lambda: dock.solver.question is not None
                 and len(dock.solver.question.spot.board) == 5)
        dock.tabs.setCurrentIndex(SOLVER_TAB)
        dock.solver.solve_button.click()
        wait_for(app, lambda: dock.solver.answer is not None)
        app.processEvents()
        win.grab().save(str(OUT / f"solver_river_{language}_{width}x{height}.png"))
        win.stop_engine()
        win.close()
        app.processEvents()

    in_each_language(app, SIZES, shoot)


if __name__ == "__main__":
    main()
