"""The one shape of an observer of the table model: a class-level table of reactions.

Everything that follows the game as the table shows it (the scene's plans, the log, the
person's turn, the coach, the narration...) subclasses :class:`TableObserver` and lists what
it does for each event type in :attr:`~TableObserver.REACTIONS`, an explicit mapping a test
can check against the event types; the call looks the event's type up there and runs the
reaction with ``(observer, event, model)``. Event types missing from the table are ignored.
No observer builds method names or tests an event's type with ``isinstance``.

A reaction may return something (the scene's plans return the steps to animate):
:meth:`~TableObserver.reacted` receives it; by default it is dropped.

What must wait until the table has *shown* an event (its animation ended, the cards and chips
stand where it left them: a ring around them, a pause after it) is listed the same way in
:attr:`~TableObserver.SHOWN`; the scene calls :func:`tell_shown` then, for every subscriber in
the model's order.

>>> from engine.play.table_model import TableModel
>>> from engine.rules.events import HandEnded
>>> class Counter(TableObserver):
...     def __init__(self) -> None:
...         self.hands = 0
...     def _hand_ended(self, event: HandEnded, model: TableModel) -> None:
...         self.hands += 1
...     REACTIONS = {HandEnded: _hand_ended}
>>> counter, model = Counter(), TableModel([0, 1])
>>> model.subscribe(counter)
>>> model.apply(HandEnded(hand_number=1, stacks=(), net=()))
>>> counter.hands, model.subscribers == (counter,)
(1, True)
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from typing import Any
from typing import ClassVar

from engine.play.table_model import TableModel

__all__ = ["Reaction", "TableObserver", "tell_shown"]

Reaction = Callable[[Any, Any, TableModel], object]
"""What an observer does for one event type: ``reaction(observer, event, model)``."""


class TableObserver:
    """An observer of :class:`~engine.play.table_model.TableModel` that dispatches through
    its class's :attr:`REACTIONS` (no state of its own: Qt classes mix it in)."""

    #: The reaction for each event type this observer follows (a test checks every key is
    #: an event type).
    REACTIONS: ClassVar[Mapping[type, Reaction]] = {}
    #: The reaction for each event type once the table has shown the event (:func:`tell_shown`).
    SHOWN: ClassVar[Mapping[type, Reaction]] = {}

    def __call__(self, event: object, model: TableModel) -> None:
        """The model's call after it applied ``event``: this class's reaction to its type."""
        reaction = self.REACTIONS.get(type(event))
        if reaction is not None:
            self.reacted(reaction(self, event, model))

    def reacted(self, result: object) -> None:
        """What a reaction returned; dropped unless a subclass has a use for it."""


def tell_shown(model: TableModel, event: object) -> None:
    """The table has shown ``event``: each subscribed observer's :attr:`~TableObserver.SHOWN`
    reaction to its type, in the order the model tells them."""
    for listener in model.subscribers:
        if isinstance(listener, TableObserver):
            reaction = listener.SHOWN.get(type(event))
            if reaction is not None:
                reaction(listener, event, model)
