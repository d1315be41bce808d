"""The window and each game are kept out of the garbage collector's passes (they live long)."""

from __future__ import annotations

import gc

from pytestqt.qtbot import QtBot

from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.window.main_window import MainWindow


def _scanned(obj: object) -> bool:
    """Whether the collector's passes look at ``obj`` (frozen objects are in no generation)."""
    return any(o is obj for o in gc.get_objects())


def test_a_built_window_and_a_started_game_are_frozen(qtbot: QtBot) -> None:
    window = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(window)
    assert gc.is_tracked(window.__dict__) and not _scanned(window.__dict__)
    window.start_game(GameSetup(players=3, person=False, seed=1))
    engine = window.engine
    assert engine is not None and not _scanned(engine.__dict__)
    made_later = [object(), {}]
    assert _scanned(made_later)  # the test itself: new objects are scanned as ever
    window.stop_engine()
