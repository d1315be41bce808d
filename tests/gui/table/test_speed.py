"""Each table has its own speed: a replay shown at once leaves the game's table as it was."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine.play.session import GameSession
from engine.rules.table import TableConfig
from gui.base import speeds
from gui.base.card_theme import CardTheme
from gui.history.replayer import ReplayerWindow
from gui.history.replayer import ReplayHand
from gui.history.replayer import hand_events
from gui.table.scene import TableScene

NAMES = {0: "Ada", 1: "Bruno", 2: "Chloé"}


def _first_hand() -> list[object]:
    session = GameSession(TableConfig(), list(NAMES.values()), seed=3)
    events: list[object] = []
    while session.table.hand_number < 1 or not session.wrapped:
        events.extend(session.step())
    return events


def test_two_scenes_move_at_their_own_speeds(qtbot: QtBot) -> None:
    slow = TableScene(CardTheme(), speed=speeds.Speed.NORMAL)
    quick = TableScene(CardTheme(), speed=speeds.Speed.INSTANT)
    events = _first_hand()
    for scene in (slow, quick):
        scene.set_players(NAMES, None)
        scene.enqueue(events)
    with qtbot.waitSignal(quick.drained, timeout=5000):
        pass
    assert quick.model.hand_number == 1 and not quick.busy
    assert slow.busy  # still dealing: a normal-speed hand takes seconds
    assert slow.speed is speeds.Speed.NORMAL and quick.speed is speeds.Speed.INSTANT
    slow.stop()


def test_a_replay_leaves_the_game_table_speed_alone(qtbot: QtBot) -> None:
    game = TableScene(CardTheme(), speed=speeds.Speed.SLOW)
    events = hand_events(_first_hand())
    replayer = ReplayerWindow(ReplayHand(events, NAMES))
    qtbot.addWidget(replayer)
    replayer.last()
    replayer.first()
    assert game.speed is speeds.Speed.SLOW
    assert replayer.scene.speed is speeds.Speed.INSTANT
    # The replay's table shows the step at once although the game's table is slow.
    replayer.last()
    assert replayer.scene.model.hand_number == 1
    assert not replayer.scene.busy


def test_show_now_keeps_the_scene_speed(qtbot: QtBot) -> None:
    scene = TableScene(CardTheme(), speed=speeds.Speed.FAST)
    scene.set_players(NAMES, None)
    scene.show_now(_first_hand())
    assert scene.speed is speeds.Speed.FAST
    assert not scene.busy
    assert scene.shown_chips().stacks == tuple(sorted(scene.model.stacks.items()))
