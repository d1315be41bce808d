"""Fast fold: once the person has folded, the rest of the hand plays out at once.

A regular who folds does not want to watch five to thirteen seconds of other people's hand.
The engine still plays every action, and every event still reaches the table model, the log
and the saved history; only the pace changes: from the person's fold until the person is next
to act, the table (its animation queue) and the engine (the computer players' thinking time)
run at :attr:`~gui.base.speeds.Speed.INSTANT`. When the person's next decision comes, the speed
they chose comes back, so the next hand's action before them has already been dealt and played
(as at a fast-fold pool, where one sits down at a hand in progress).

Off in hot-seat (several people share the screen) and in watch mode; Game > Settings turns it
off for anyone who wants to watch the hands they folded (:data:`FAST_FOLD`). Off too while the
person sits out (Game > Sit out): they have no next decision to skip to, and the hands played
without them go on at the table's speed (a tournament folds their hand; a cash game deals them
out), so they can watch what happens to their stack.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from typing import ClassVar

from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.session import GameOver
from engine.play.session import PersonToAct
from engine.play.table_model import TableModel
from engine.rules.events import ActionTaken
from engine.rules.events import HandStarted
from gui.base import settings
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.session.engine_thread import EngineThread
from gui.table.scene import TableScene

FAST_FOLD = "fast_fold"  # settings key: skip the rest of a hand the person folded
FAST_FOLD_DEFAULT = True


def fast_fold_on() -> bool:
    return settings.value(FAST_FOLD, FAST_FOLD_DEFAULT)


class FastFold(TableObserver):
    """Runs the table and the engine at instant speed between the person's fold and their
    next decision.

    :param scene: the game's table, whose speed changes.
    :param engine: the running engine thread, or ``None`` between games.
    :param setup: the running game's setup (hot-seat and watch mode have no fast fold).
    :param sitting_out: the person sits out (Game > Sit out is ticked).
    """

    def __init__(self, scene: TableScene, engine: Callable[[], EngineThread | None],
                 setup: Callable[[], GameSetup | None],
                 sitting_out: Callable[[], bool] = lambda: False) -> None:
        self.scene = scene
        self._engine = engine
        self._setup = setup
        self._sitting_out = sitting_out
        self.chosen: speeds.Speed | None = None  # the person's speed while skipping

    @property
    def skipping(self) -> bool:
        return self.chosen is not None

    def _applies(self) -> bool:
        setup = self._setup()
        return (setup is not None and setup.person and not setup.hot_seat
                and self.scene.person_seat is not None and fast_fold_on()
                and not self._sitting_out())

    def _set(self, speed: speeds.Speed) -> None:
        self.scene.set_speed(speed)
        engine = self._engine()
        if engine is not None:
            engine.set_speed(speed)

    def resume(self) -> None:
        """Back to the person's own speed (their turn, the game's end, a new game)."""
        if self.chosen is not None:
            speed, self.chosen = self.chosen, None
            self._set(speed)

    def _action_taken(self, event: ActionTaken, model: TableModel) -> None:
        if (event.action == "fold" and event.seat == self.scene.person_seat
                and self.chosen is None and not self.scene.instant and self._applies()):
            self.chosen = self.scene.speed
            self._set(speeds.Speed.INSTANT)

    def _person_to_act(self, event: PersonToAct, model: TableModel) -> None:
        self.resume()

    def _hand_started(self, event: HandStarted, model: TableModel) -> None:
        if self._sitting_out():
            self.resume()

    def _game_over(self, event: GameOver, model: TableModel) -> None:
        self.resume()

    REACTIONS: ClassVar[Mapping[type, Reaction]] = {
        ActionTaken: _action_taken,
        PersonToAct: _person_to_act,
        HandStarted: _hand_started,
        GameOver: _game_over,
    }
    """The person's fold starts skipping; their next decision, the game's end or a hand dealt
    while they sit out stops it."""
