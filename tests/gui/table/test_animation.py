"""The table's pacing core on its own: the animation queue shows one event at a time, waits for
each plan to end, lets detached steps overlap, pauses, stops, and runs everything at once at
instant speed."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsObject
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gui.base import speeds
from gui.table.animation import AnimationQueue
from gui.table.animation import Detach
from gui.table.animation import Move
from gui.table.animation import Step
from gui.table.animation import Wait

TIMEOUT_MS = 3000


class Dot(QGraphicsObject):
    """An invisible item whose ``x`` the plans move."""

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pass


class Model:
    """Stands in for the table model: records what it applied and answers with a plan; no
    observer is told what the table has shown (``subscribers``)."""

    subscribers: tuple[object, ...] = ()

    def __init__(self) -> None:
        self.applied: list[str] = []
        self.plans: dict[str, Sequence[Step]] = {}
        self.queue: AnimationQueue | None = None

    def apply(self, event: str) -> None:
        self.applied.append(event)
        if self.queue is not None and event in self.plans:
            self.queue.add(self.plans[event])


def _queue(speed: speeds.Speed) -> tuple[AnimationQueue, Model]:
    model = Model()
    queue = AnimationQueue(model, lambda: speed)  # type: ignore[arg-type]
    model.queue = queue
    return queue, model


def test_at_instant_speed_every_event_shows_at_once_in_order(qtbot: QtBot) -> None:
    queue, model = _queue(speeds.Speed.INSTANT)
    dot, calls = Dot(), []
    model.plans["bet"] = [[Move(dot, "x", 80.0, speeds.BET_CHIPS)],
                          [Wait(speeds.BOARD_PAUSE), lambda: calls.append(dot.x())]]
    shown: list[object] = []
    queue.event_done.connect(shown.append)
    with qtbot.waitSignal(queue.drained, timeout=TIMEOUT_MS):
        queue.enqueue(["deal", "bet", "fold"])
    assert model.applied == ["deal", "bet", "fold"]
    assert shown == ["deal", "bet", "fold"]
    assert dot.x() == 80.0
    assert calls == [80.0]  # the call ran after the move of the step before it
    assert not queue.busy


def test_the_next_event_waits_until_the_plan_before_it_has_ended(qtbot: QtBot) -> None:
    queue, model = _queue(speeds.Speed.NORMAL)
    dot = Dot()
    model.plans["bet"] = [[Move(dot, "x", 50.0, 500)]]  # long enough for a busy machine
    started: list[object] = []
    queue.event_started.connect(started.append)
    queue.enqueue(["bet", "call"])
    qtbot.waitUntil(lambda: model.applied == ["bet"], timeout=TIMEOUT_MS)
    assert queue.busy
    assert 0.0 <= dot.x() < 50.0  # the chips are still on their way
    qtbot.wait(30)
    assert model.applied == ["bet"]  # "call" waits for the move
    with qtbot.waitSignal(queue.drained, timeout=TIMEOUT_MS):
        pass
    assert model.applied == ["bet", "call"]
    assert started == ["bet", "call"]
    assert dot.x() == 50.0


def test_detached_steps_run_alongside_but_drained_waits_for_them(qtbot: QtBot) -> None:
    queue, model = _queue(speeds.Speed.NORMAL)
    card = Dot()
    model.plans["deal"] = [[Detach(([Move(card, "x", 30.0, 600)],))]]
    drained: list[int] = []
    queue.drained.connect(lambda: drained.append(len(model.applied)))
    queue.enqueue(["deal", "next"])
    qtbot.waitUntil(lambda: model.applied == ["deal", "next"], timeout=TIMEOUT_MS)
    assert card.x() < 30.0  # "next" showed while the card was still flying
    assert drained == []
    qtbot.waitUntil(lambda: drained == [2], timeout=TIMEOUT_MS)
    assert card.x() == 30.0
    assert not queue.busy


def test_a_paused_queue_shows_nothing_until_it_resumes(qtbot: QtBot) -> None:
    queue, model = _queue(speeds.Speed.INSTANT)
    queue.set_paused(True)
    assert queue.paused
    queue.enqueue(["deal", "bet"])
    qtbot.wait(50)
    assert model.applied == []
    assert queue.busy
    with qtbot.waitSignal(queue.drained, timeout=TIMEOUT_MS):
        queue.set_paused(False)
    assert model.applied == ["deal", "bet"]


def test_stop_drops_what_is_queued_and_halts_what_moves(qtbot: QtBot) -> None:
    queue, model = _queue(speeds.Speed.NORMAL)
    dot = Dot()
    model.plans["bet"] = [[Move(dot, "x", 100.0, 400)]]
    queue.enqueue(["bet", "call", "fold"])
    qtbot.waitUntil(lambda: model.applied == ["bet"], timeout=TIMEOUT_MS)
    queue.stop()
    assert not queue.busy
    qtbot.wait(500)
    assert model.applied == ["bet"]
    assert dot.x() < 100.0  # stopped where it was


def test_apply_now_shows_one_event_at_once_even_at_normal_speed(qtbot: QtBot) -> None:
    queue, model = _queue(speeds.Speed.NORMAL)
    dot, flips = Dot(), []
    dot.set_flip = flips.append  # type: ignore[attr-defined]
    model.plans["show"] = [[Move(dot, "x", 10.0, 300), Move(dot, "flip", 0.0, 160)]]
    queue.apply_now("show")
    assert model.applied == ["show"]
    assert dot.x() == 10.0
    assert flips == [0.0]  # the flip goes through its setter, not a Qt property
    assert not queue.busy


def test_a_plan_whose_durations_scale_to_zero_takes_no_time(qtbot: QtBot) -> None:
    queue, model = _queue(speeds.Speed.FAST)
    dot = Dot()
    model.plans["tick"] = [[Move(dot, "x", 5.0, 2)]]  # 2 ms at fast speed rounds to 0
    queue.enqueue(["tick", "tock"])
    assert model.applied == []  # nothing shows before the event loop runs
    with qtbot.waitSignal(queue.drained, timeout=TIMEOUT_MS):
        pass
    assert model.applied == ["tick", "tock"]
    assert dot.x() == 5.0
