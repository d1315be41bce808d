"""Screenshots of several people at one screen and of a lesson on a small screen: the hot-seat
cover, a person's own pre-action while the others play, a lesson at its quiz, and the hand
history and statistics of one person.

Run ``python docs/screenshots/make_hot_seat_screenshots.py``. It writes
``beginners/{cover,pre_action,lesson_quiz,history_person,stats_person}_<lang>_<size>.png``
here, in English and German at 1024x600 (the history at 1280x720) and 1920x1080. Games are
saved to a scratch data folder, so the person's own games and settings are left alone.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent / "beginners"
SIZES = ((1024, 600), (1920, 1080))
HISTORY_SMALL = (1280, 720)
HISTORY_HANDS = 12  # hands of the saved hot-seat game the history and statistics show


def main() -> None:
    scratch = tempfile.mkdtemp(prefix="felt-shots-")
    os.environ.setdefault("FELT_DATA_DIR", scratch)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication
    from PySide6.QtWidgets import QWidget

    from engine.play.session import HandWrapped
    from engine.rules.actions import Action
    from engine.rules.events import ActionTaken
    from engine.storage.recorder import record_new
    from engine.storage.store import Store
    from gui.base import i18n
    from gui.base import speeds
    from gui.base.game_setup import GameSetup
    from gui.history.stats_view import StatsView
    from gui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    OUT.mkdir(exist_ok=True)

    def settle(until: Callable[[], bool] = lambda: True, rounds: int = 400) -> None:
        for _ in range(rounds):
            app.processEvents()
            if until():
                return

    def step_until(window: MainWindow, shown: list[object],
                   done: Callable[[object], bool]) -> None:
        """Next, one event at a time, until the table shows one that ``done`` accepts."""
        while not (shown and done(shown[-1])):
            count = len(shown)
            window.beginners.stepper.next()
            settle(lambda n=count: len(shown) > n)  # type: ignore[misc]

    def save(widget: QWidget, name: str) -> None:
        app.processEvents()
        widget.grab().save(str(OUT / name))
        print(name)

    # A saved hot-seat game: Ada calls, Bruno raises whenever he may, a calling station.
    store = Store.open(Path(scratch) / "shots.db")
    setup = GameSetup(players=3, name="Ada", people=("Bruno",), opponents="call",
                      starting_stack=1000, small_blind=5, big_blind=10, seed=3)
    names = setup.names()
    session = record_new(store, setup.table_config(), [names[s] for s in range(3)], 0,
                         setup.bots(), 3, "Ada & Bruno", {"variant": "nl"})
    wrapped = 0
    while wrapped < HISTORY_HANDS:
        if session.waiting_for_person:
            legal = session.person_legal()
            assert legal is not None
            raise_to = legal.min_raise_to if legal.can_raise else None
            if session.person_to_act == 1 and raise_to:
                events = session.act(Action.bet_or_raise(raise_to))
            else:
                events = session.act(Action.check() if legal.can_check else Action.call())
        else:
            events = session.step()
        wrapped += sum(isinstance(e, HandWrapped) for e in events)

    for language in ("en", "de"):
        i18n.apply(language, app)
        for width, height in SIZES:
            size = f"{width}x{height}"

            # The cover, then a person's own pre-action ticked while the others play.
            window = MainWindow(speeds.Speed.INSTANT)
            window.resize(width, height)
            window.show()
            window.beginners.stepper.mode_action.setChecked(True)
            shown: list[object] = []
            window.scene.event_done.connect(shown.append)
            window.start_game(GameSetup(players=4, people=("Bruno", "Chloé"),
                                        opponents="call", seed=11))
            hot = window.beginners.hot_seat
            step_until(window, shown,
                       lambda _, h=hot: h.waiting_for is not None)  # type: ignore[misc]
            save(window, f"cover_{language}_{size}.png")
            looking = hot.waiting_for
            hot.uncover()
            window.panel.call_button.click()
            step_until(window, shown, lambda e, s=looking: isinstance(  # type: ignore[misc]
                e, ActionTaken) and e.seat == s)
            window.panel.pre_fold_any.click()
            window.beginners.stepper.next()  # the next player thinks; the tick stays
            settle(rounds=40)
            save(window, f"pre_action_{language}_{size}.png")
            window.stop_engine()
            window.close()

            # A lesson with its chart, at its quiz.
            window = MainWindow(speeds.Speed.INSTANT)
            window.resize(width, height)
            window.show()
            window.beginners.lessons.open()
            window.beginners.lessons.start("hand_rankings")
            panel = window.beginners.lessons.panel
            assert panel is not None
            while not panel.runner.at_end:
                panel.go_next()
            save(window, f"lesson_quiz_{language}_{size}.png")
            window.close()

            # Bruno's own hands and figures (the history's filters need more than 1024 px
            # beside the game's controls, so the small shot is 1280x720).
            window = MainWindow(speeds.Speed.INSTANT)
            window.store = store
            window.resize(*(HISTORY_SMALL if width < HISTORY_SMALL[0] else (width, height)))
            window.show()
            history = window.history_menus.show_history()
            assert history is not None
            history.person.choose("Bruno")
            save(window, f"history_person_{language}_{window.width()}x{window.height()}.png")
            view = StatsView(store)
            view.resize(min(width - 40, 900), min(height - 80, 420))
            view.show()
            view.person.choose("Bruno")
            save(view, f"stats_person_{language}_{size}.png")
            view.close()
            window.close()
    store.close()
    i18n.apply("en", app)


if __name__ == "__main__":
    main()
