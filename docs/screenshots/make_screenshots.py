"""Screenshots of a showdown with two side pots, at three window sizes.

Run ``python docs/screenshots/make_screenshots.py``: it starts itself once per size (the device
pixel ratio is fixed when Qt starts) with the offscreen platform and writes
``docs/screenshots/showdown-<name>.png``.

The hand: six players, the person (1,500 chips) moves all-in, three calling stations with
200, 600 and 1,500 chips call, two players fold. That makes a main pot and two side pots.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent
SIZES = {
    "1366x768": (1366, 768, 1),
    "1920x1080": (1920, 1080, 1),
    "4k-dpr2": (1920, 1080, 2),
}


def shoot(width: int, height: int, path: Path, language: str | None = None,
          history: bool = False, table_marks: bool = False) -> None:
    """The showdown at this window size, saved to ``path``.

    :param language: ``en`` or ``de`` (the remembered language if ``None``).
    :param history: with the hand-history dock open (a scratch database behind it).
    :param table_marks: position labels on the seats, and amounts in big blinds on a screen
        wider than 2,000 px (the table screenshots of ``table/make_table_screenshots.py``).
    """
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from engine.play.players import CallingStation
    from engine.play.session import GameSession
    from engine.rules.actions import Action
    from engine.rules.events import PotAwarded
    from engine.rules.player import Player
    from engine.rules.view import PlayerView
    from engine.storage.store import Store
    from gui.base import i18n
    from gui.base import speeds
    from gui.base.game_setup import GameSetup
    from gui.base.game_setup import stacked
    from gui.window.main_window import MainWindow
    from tests.helpers.hands import hand_order
    from tests.helpers.hands import seed_with_button
    from tests.helpers.hands import stack_deck

    class Folder:
        def decide(self, view: PlayerView) -> Action:
            assert view.legal is not None
            return Action.check() if view.legal.can_check else Action.fold()

    app = QApplication.instance() or QApplication(sys.argv[:1])
    if language is not None:
        i18n.apply(language)
    base = GameSetup(players=6, opponents="call", starting_stack=1500, small_blind=10,
                     big_blind=20, name="You")
    setup = GameSetup(**{**{f: getattr(base, f) for f in base.__dataclass_fields__},
                         "seed": seed_with_button(base, 5)})  # type: ignore[arg-type]
    order = hand_order(list(range(6)), 5)
    hole = {0: "KsKd", 1: "AhAc", 2: "QhQc", 3: "JdTd", 4: "9s4c", 5: "8h3s"}
    deck = stack_deck(order, hole, "As7dQs2c5h")
    stacks = {1: 200, 2: 600, 3: 1500}

    def make() -> GameSession:
        def factory(kind: str, rng: object) -> Player:
            del rng
            return Folder() if kind == "fold" else CallingStation()

        names = setup.names()
        session = GameSession(setup.table_config(), [names[s] for s in range(6)],
                              person_seat=0, bots={1: "call", 2: "call", 3: "call",
                                                   4: "fold", 5: "fold"},
                              seed=setup.seed, decks=stacked({1: deck}),
                              bot_factory=factory)  # type: ignore[arg-type]
        for seat, chips in stacks.items():
            session.table.seats[seat].stack = chips
        return session

    window = MainWindow(speeds.Speed.FAST)
    if history:
        window.store = Store.open(Path(tempfile.mkdtemp(prefix="felt-shots-")) / "felt.db")
    window.resize(width, height)
    if not table_marks:
        window.resizeDocks([window.log_dock], [int(width * 0.2)], Qt.Orientation.Horizontal)
    window.show()
    if history:
        window.history_menus.show_history()
    if table_marks:
        window.menus.positions_action.trigger()  # BTN, SB, BB... on the seats
        if width > 2000:
            window.menus.blinds_action.trigger()  # amounts in big blinds on a large screen
    shot: list[bool] = []

    def act_all_in() -> None:
        legal = window.panel.legal
        if legal is None:
            return
        window.panel.quick["max"].click()
        window.panel.raise_button.click()
        window.panel.raise_button.click()

    def on_event(event: object) -> None:
        if isinstance(event, PotAwarded) and not shot:
            shot.append(True)
            speed = window.scene.speed
            QTimer.singleShot(speeds.ms(speeds.FLIP_CARD, speed)
                              + speeds.ms(speeds.SHOWDOWN_PAUSE, speed) // 2 + 60, grab)

    def grab() -> None:
        window.set_paused(True)
        app.processEvents()
        window.grab().save(str(path))
        window.close()
        app.quit()

    window.scene.event_started.connect(on_event)
    timer = QTimer()
    timer.timeout.connect(act_all_in)
    timer.start(100)
    window.start_game(setup, factory=make)
    QTimer.singleShot(60000, app.quit)
    app.exec()
    window.stop_engine()


def main() -> None:
    if len(sys.argv) == 4 and sys.argv[1] == "--one":
        w, _, h = sys.argv[2].partition("x")
        shoot(int(w), int(h), Path(sys.argv[3]))
        return
    for name, (w, h, ratio) in SIZES.items():
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR=str(ratio))
        target = OUT / f"showdown-{name}.png"
        subprocess.run([sys.executable, __file__, "--one", f"{w}x{h}", str(target)], env=env,
                       check=True, cwd=ROOT)
        print(target)


if __name__ == "__main__":
    main()
