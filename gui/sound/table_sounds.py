"""The table's sounds: an observer of the table model that plays a short sound per event.

Your turn (a chime), cards dealt (a slide), chips bet or called (a click), an all-in (a sweep),
a pot pushed to its winner (chips sliding) and your own win (an arpeggio); the action clock's
warning a few seconds before it runs out comes from
:class:`~gui.play_controls.action_clock.ActionClock`
(:meth:`TableSounds.clock_warning`). Only with a person at the table: watching computer players
is silent. The same sound is not started again within :data:`MIN_GAP_S` (a deal of ten hands is
one slide, not twenty). The sounds themselves are played by :class:`SoundPlayer`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from collections.abc import Mapping
from typing import Any
from typing import ClassVar
from typing import Protocol

from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.session import PersonToAct
from engine.play.table_model import TableModel
from engine.rules.events import ActionTaken
from engine.rules.events import BlindPosted
from engine.rules.events import BoardDealt
from engine.rules.events import HoleCardDealt
from engine.rules.events import PotAwarded
from gui.play_controls.person_turn import PersonTurn
from gui.sound.sound_player import SoundPlayer
from gui.table.scene import TableScene

MIN_GAP_S = 0.09  # the same sound again sooner than this is not played
CHIP_ACTIONS = ("call", "bet", "raise")


def _turn(event: PersonToAct, person: int) -> str | None:
    return "your_turn" if event.seat == person else None


def _dealt(event: object, person: int) -> str | None:
    return "deal"


def _action(event: ActionTaken, person: int) -> str | None:
    if event.all_in and event.amount > 0:
        return "all_in"
    return "bet" if event.action in CHIP_ACTIONS else None


def _blind(event: BlindPosted, person: int) -> str | None:
    return "bet"


def _awarded(event: PotAwarded, person: int) -> str | None:
    return "win" if any(seat == person for seat, _ in event.shares) else "push"


#: The sound of each event type that has one, given the person's seat.
SOUND_OF: Mapping[type, Callable[[Any, int], str | None]] = {
    PersonToAct: _turn, HoleCardDealt: _dealt, BoardDealt: _dealt, ActionTaken: _action,
    BlindPosted: _blind, PotAwarded: _awarded,
}


def sound_for(event: object, person: int | None) -> str | None:
    """The sound of ``event`` for a table where ``person`` sits, or ``None`` for silence."""
    rule = SOUND_OF.get(type(event))
    return None if person is None or rule is None else rule(event, person)


class TableSounds(TableObserver):
    """Plays the sound of each event (:func:`sound_for`) through ``player``.

    :param person: the person's seat now, ``None`` when nobody sits at the table.
    """

    def __init__(self, player: SoundPlayer, person: Callable[[], int | None]) -> None:
        self.player = player
        self._person = person
        self._last: dict[str, float] = {}

    def _sound(self, event: object, model: TableModel) -> None:
        name = sound_for(event, self._person())
        if name is not None:
            self.sound(name)

    def sound(self, name: str) -> None:
        now = time.monotonic()
        if now - self._last.get(name, -MIN_GAP_S) < MIN_GAP_S:
            return
        self._last[name] = now
        self.player.play(name)

    def clock_warning(self) -> None:
        """The person's action clock is about to run out."""
        if self._person() is not None:
            self.sound("clock_warning")

    REACTIONS: ClassVar[Mapping[type, Reaction]] = dict.fromkeys(SOUND_OF, _sound)


class SoundWindow(Protocol):
    """What the sounds read of the game window (``MainWindow``)."""

    scene: TableScene
    turn: PersonTurn


def attach(window: SoundWindow) -> TableSounds:
    """The sounds of ``window``'s table, the action clock's warning among them; the window
    subscribes them to its model (``gui/window/table_observers.py``)."""
    sounds = TableSounds(SoundPlayer(), lambda: window.scene.person_seat)
    window.turn.clock.warning.connect(sounds.clock_warning)
    return sounds
