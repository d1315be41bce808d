"""The table's animation queue: events wait their turn, and each one's plan runs to the end.

Events arrive in batches from the engine thread. The queue hands them to the table model one at
a time; the model's observers answer with a plan (:data:`Step` lists: moves that run together,
pauses, and calls that update what items show) through :meth:`AnimationQueue.add`. Plans run
one after another; at instant speed a plan is applied at once. When nothing is queued and
nothing moves, :attr:`AnimationQueue.drained` is emitted so the engine may go on.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QAbstractAnimation
from PySide6.QtCore import QEasingCurve
from PySide6.QtCore import QObject
from PySide6.QtCore import QParallelAnimationGroup
from PySide6.QtCore import QPauseAnimation
from PySide6.QtCore import QPropertyAnimation
from PySide6.QtCore import QSequentialAnimationGroup
from PySide6.QtCore import QTimer
from PySide6.QtCore import QVariantAnimation
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGraphicsObject

from engine.play.observer import tell_shown
from engine.play.table_model import TableModel
from gui.base import speeds


@dataclass(frozen=True, slots=True)
class Move:
    """Animate ``prop`` of ``item`` to ``end`` over ``base`` ms (scaled by the speed)."""

    item: QGraphicsObject
    prop: str
    end: object
    base: int
    easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic
    start: object = None  # from the value at the start of the step if None


@dataclass(frozen=True, slots=True)
class Wait:
    base: int


@dataclass(frozen=True, slots=True)
class Detach:
    """Steps that run alongside the queue: the next event need not wait for them to end.

    A deal looks brisk when each card leaves the deck a moment after the one before, while
    those before are still in the air; ``drained`` still waits until they have landed.
    """

    steps: tuple[Step, ...]


Step = list[Move | Wait | Detach | Callable[[], None]]


class _Call(QAbstractAnimation):
    """A zero-length animation that calls a function when its group reaches it."""

    def __init__(self, fn: Callable[[], None]) -> None:
        super().__init__()
        self._fn = fn
        self._called = False

    def duration(self) -> int:
        return 0

    def updateCurrentTime(self, current: int) -> None:
        if not self._called:
            self._called = True
            self._fn()


class AnimationQueue(QObject):
    """Feeds queued events to ``model`` at the pace their plans take to show.

    :param model: the table model every event is applied to when its turn comes.
    :param speed: the owning scene's speed, asked for each plan.
    """

    event_started = Signal(object)  # an event begins to show (before the model applies it)
    event_done = Signal(object)  # an event has been shown completely
    drained = Signal()  # nothing queued and nothing moving

    def __init__(self, model: TableModel, speed: Callable[[], speeds.Speed],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._speed = speed
        self._queue: deque[object] = deque()
        self._plan: list[Step] = []
        self._current: QAbstractAnimation | None = None
        self._retired: QAbstractAnimation | None = None
        self._paused = False
        self._pump_scheduled = False
        self._detached: list[QAbstractAnimation] = []  # running alongside the queue

    def enqueue(self, events: Iterable[object]) -> None:
        """Show ``events`` after everything already queued."""
        self._queue.extend(events)
        self._schedule_pump()

    def add(self, steps: Sequence[Step]) -> None:
        """Add steps to the plan of the event being applied (observers call this)."""
        self._plan.extend(steps)

    def apply_now(self, event: object) -> None:
        """Apply one event to the model and run its plan at once, outside the queue."""
        self._plan = []
        self.model.apply(event)
        self._run(self._take_plan(), instant=True)

    def stop(self) -> None:
        """Drop everything queued and stop what moves (a game ends or the window closes)."""
        self._queue.clear()
        if self._current is not None:
            self._current.stop()
            self._current = None
        for animation in self._detached:
            animation.stop()
        self._detached.clear()

    @property
    def busy(self) -> bool:
        return bool(self._queue) or self._current is not None or bool(self._detached)

    def set_paused(self, paused: bool) -> None:
        """Freeze or resume the table; a running move stops where it is."""
        self._paused = paused
        for animation in ([self._current] if self._current is not None else []) \
                + self._detached:
            if paused:
                animation.pause()
            else:
                animation.resume()
        if not paused:
            self._schedule_pump()

    @property
    def paused(self) -> bool:
        return self._paused

    def _take_plan(self) -> list[Step]:
        plan, self._plan = self._plan, []
        return plan

    def _schedule_pump(self) -> None:
        if not self._pump_scheduled and self._current is None:
            self._pump_scheduled = True
            QTimer.singleShot(0, self._pump)

    def _pump(self) -> None:
        """Show queued events until one needs time, for at most a few milliseconds."""
        self._pump_scheduled = False
        self._retired = None
        deadline = time.perf_counter() + speeds.PUMP_SLICE_MS / 1000
        while self._queue and self._current is None and not self._paused:
            event = self._queue.popleft()
            self.event_started.emit(event)
            self._plan = []
            self.model.apply(event)
            animation = self._run(self._take_plan())
            if animation is not None:
                self._current = animation
                animation.finished.connect(lambda e=event: self._finished(e))
                animation.start()
                return
            self._shown(event)
            if time.perf_counter() > deadline and self._queue:
                self._schedule_pump()
                return
        if not self._queue and self._current is None and not self._paused \
                and not self._detached:
            self.drained.emit()

    def _finished(self, event: object) -> None:
        # The group is still emitting ``finished``: keep it alive until the next pump.
        self._retired = self._current
        self._current = None
        self._shown(event)
        self._schedule_pump()

    def _shown(self, event: object) -> None:
        """``event`` is on the table now: the observers' ``SHOWN`` reactions, then the signal
        (for tools and tests; the window's own followers are observers)."""
        tell_shown(self.model, event)
        self.event_done.emit(event)

    def _detach_done(self, animation: QAbstractAnimation) -> None:
        if animation in self._detached:
            self._detached.remove(animation)
            self._retired = animation
            self._schedule_pump()

    def _run(self, steps: Sequence[Step], instant: bool = False) -> QAbstractAnimation | None:
        speed = speeds.Speed.INSTANT if instant else self._speed()
        if speed is speeds.Speed.INSTANT or all(
            (isinstance(x, Move | Wait) and speeds.ms(x.base, speed) == 0) or callable(x)
            or (isinstance(x, Detach) and all(
                (isinstance(y, Move | Wait) and speeds.ms(y.base, speed) == 0) or callable(y)
                for inner in x.steps for y in inner))
            for step in steps for x in step
        ):
            for step in steps:
                for x in step:
                    if isinstance(x, Move):
                        _set_now(x)
                    elif isinstance(x, Detach):
                        self._run(x.steps, instant=True)
                    elif callable(x) and not isinstance(x, Wait):
                        x()
            return None
        group = QSequentialAnimationGroup()
        for step in steps:
            par = QParallelAnimationGroup()
            for x in step:
                if isinstance(x, Detach):
                    par.addAnimation(_Call(partial(self._start_detached, x)))
                elif isinstance(x, Move):
                    anim = _animation(x)
                    anim.setDuration(speeds.ms(x.base, speed))
                    anim.setEasingCurve(x.easing)
                    par.addAnimation(anim)
                elif isinstance(x, Wait):
                    par.addAnimation(QPauseAnimation(speeds.ms(x.base, speed)))
                else:
                    par.addAnimation(_Call(x))
            group.addAnimation(par)
        return group


    def _start_detached(self, detach: Detach) -> None:
        animation = self._run(detach.steps)
        if animation is None:
            return
        self._detached.append(animation)
        animation.finished.connect(lambda a=animation: self._detach_done(a))
        animation.start()


def _set_now(move: Move) -> None:
    if move.prop == "flip":
        move.item.set_flip(move.end)  # type: ignore[attr-defined]
    else:
        move.item.setProperty(move.prop, move.end)


def _animation(move: Move) -> QVariantAnimation:
    if move.prop == "flip":
        # The flip is a plain Python value, animated through a setter (no Qt property).
        anim = QVariantAnimation()
        anim.setStartValue(move.start if move.start is not None else 1.0)
        anim.valueChanged.connect(move.item.set_flip)  # type: ignore[attr-defined]
    else:
        anim = QPropertyAnimation(move.item, move.prop.encode())
        if move.start is not None:
            anim.setStartValue(move.start)
    anim.setEndValue(move.end)
    return anim
