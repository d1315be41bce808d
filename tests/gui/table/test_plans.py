"""The dealer button after hands that went by at instant speed (fast fold): one button, at
the seat of the hand the table shows (issue 44: the previous hand's "D" stayed behind)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine.play.session import GameSession
from engine.play.session import HandWrapped
from engine.rules.events import HandStarted
from engine.rules.table import TableConfig
from gui.base import speeds
from gui.base.card_theme import CardTheme
from gui.table.scene import TableScene

NAMES = ["Ada", "Bruno", "Chloé", "Dmitri"]


def _hands(count: int) -> list[list[object]]:
    """``count`` whole hands of four calling stations, each hand's events in order."""
    session = GameSession(TableConfig(), NAMES, None, dict.fromkeys(range(4), "call"), seed=9)
    hands: list[list[object]] = []
    while len(hands) < count:
        events = session.step()
        if any(isinstance(e, HandStarted) for e in events):
            hands.append([])
        hands[-1].extend(e for e in events if not isinstance(e, HandWrapped))
    return hands


def test_the_button_is_at_the_shown_hands_seat_after_hands_at_instant_speed(
        qtbot: QtBot) -> None:
    """A hand dealt at the person's speed starts the button's slide; the person folds at
    once (a pre-action) and the next hands go by at instant speed while it still slides:
    the button must end at the seat of the last hand, not where the old slide was going."""
    first, *rest = _hands(4)
    scene = TableScene(CardTheme(), speed=speeds.Speed.NORMAL)
    scene.set_players(dict(enumerate(NAMES)), None)
    started: list[object] = []
    scene.event_done.connect(lambda e: started.append(e) if isinstance(e, HandStarted) else None)
    scene.enqueue(first[:1])  # the deal begins: the button slides to hand 1's seat
    qtbot.waitUntil(lambda: bool(started), timeout=3000)
    scene.set_speed(speeds.Speed.INSTANT)  # the person folded: the rest at once
    scene.enqueue(first[1:] + [e for hand in rest for e in hand])
    with qtbot.waitSignal(scene.animations.drained, timeout=5000):
        pass
    button = scene.model.button
    assert button is not None and button != started[0].button  # type: ignore[attr-defined]
    assert scene.stage.button.pos() == scene.marker_pos(button, 1)
    assert scene.stage.button.isVisible()
