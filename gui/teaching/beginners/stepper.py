"""Step by step: the table waits after every event until Next; Back shows the hand so far one
event earlier; Play goes on at the chosen speed.

Waiting is the table's own pause (its animation queue stops between two events, so the engine,
which goes on only when the table has drained, waits too). Going back never touches the live
table: the hand so far is rebuilt on a scene of its own with ``show_now`` at instant speed, as
the replayer does, and the view shows that scene until Next catches up with the live table.

Tests: tests/gui/activities/test_beginners_mode.py, tests/gui/activities/test_hot_seat_people.py,
tests/gui/play_controls/test_action_key_rows.py
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence
from typing import ClassVar
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QToolBar
from PySide6.QtWidgets import QWidget

from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.table_model import EVENT_TYPES
from engine.play.table_model import NEWS_TYPES
from engine.play.table_model import TableModel
from gui.base import speeds
from gui.base.action_keys import key_of
from gui.table.scene import TableScene
from gui.table.table_view import TableView

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


class StepHost(Protocol):
    scene: TableScene
    view: TableView
    model: TableModel
    view_menu: QMenu

    @property
    def panel(self) -> QWidget: ...


class Stepper(TableObserver):
    """The Steps toolbar of ``main`` and its keys.

    :param retell: tells the narration the hand up to an event again, on a given scene
        (``None`` for the live table).
    """

    def __init__(self, main: QMainWindow, host: StepHost,
                 retell: Callable[[Sequence[object], TableScene | None], None]) -> None:
        self.main = main
        self.host = host
        self._retell = retell
        self.waiting = False  # the table stops after every event
        self._gone: object = None  # the first event of a hand taken off the table (reset)
        self.position: int | None = None  # events shown while looking back; None: live
        self.past: TableScene | None = None
        self.toolbar = QToolBar(main)
        self.toolbar.setObjectName("steps")
        main.addToolBar(self.toolbar)
        self.toolbar.hide()
        self.mode_action = QAction(main, checkable=True)
        self.mode_action.toggled.connect(self.set_mode)
        host.view_menu.addAction(self.mode_action)
        self.back_action = QAction(main)
        self.next_action = QAction(main)
        self.play_action = QAction(main)
        for action, slot in ((self.back_action, self.back), (self.next_action, self.next),
                             (self.play_action, self.play)):
            action.triggered.connect(slot)
            self.toolbar.addAction(action)
            main.addAction(action)  # the keys work while the toolbar is hidden too
        self.retranslate()

    @property
    def events(self) -> tuple[object, ...]:
        """The hand shown so far, from its ``HandStarted`` (the model keeps it), or nothing
        after :meth:`reset` until the table shows more."""
        events = self.host.model.hand_events
        if events and events[0] is self._gone:
            return ()
        return tuple(e for e in events if type(e) not in NEWS_TYPES)

    def retranslate(self) -> None:
        #: View menu: show the Back/Next/Play bar; the table waits after every event
        self.mode_action.setText(translate("Stepper", "Step b&y step"))
        self.toolbar.setWindowTitle(translate("Stepper", "Steps"))
        words = (
            #: toolbar button: show the table one event earlier
            (self.back_action, translate("Stepper", "Back"),
             key_of("step_back"),
             translate("Stepper", "Show the hand one event earlier (%1)")),
            #: toolbar button: show the next event, then wait
            (self.next_action, translate("Stepper", "Next"),
             key_of("step_next"),
             translate("Stepper", "Show the next event, then wait (%1)")),
            #: toolbar button: go on without waiting, at the chosen speed
            (self.play_action, translate("Stepper", "Play"),
             key_of("step_play"),
             translate("Stepper", "Go on at the chosen speed (%1)")),
        )
        native = QKeySequence.SequenceFormat.NativeText
        for action, text, key, tip in words:
            action.setText(text)
            action.setShortcut(key)  # B, N, G unless chosen (gui/base/action_keys.py)
            action.setToolTip(tip.replace("%1", action.shortcut().toString(native)))

    # ------------------------------------------------------------------ stepping

    def set_mode(self, on: bool) -> None:
        """Show the Steps bar and wait after every event (on), or play on (off)."""
        self.toolbar.setVisible(on)
        if self.mode_action.isChecked() != on:
            self.mode_action.setChecked(on)
        if on:
            self.waiting = True  # the table stops once the event it shows now is done
        else:
            self.play()

    def next(self) -> None:
        """One event further: on the past table, or the live table's next event."""
        if not self.mode_action.isChecked():
            self.set_mode(True)
            return
        if self.position is not None:
            self.position += 1
            if self.position >= len(self.events):
                self._back_to_live()
            else:
                self._show_past()
            return
        self.waiting = True
        self.host.scene.set_paused(False)  # runs until the next event is shown

    def back(self) -> None:
        """The hand one event earlier (never before its first event)."""
        if not self.mode_action.isChecked():
            self.set_mode(True)
        shown = len(self.events) if self.position is None else self.position
        if shown <= 1:
            return
        self.position = shown - 1
        self._show_past()

    def play(self) -> None:
        """Go on at the chosen speed, from the live table."""
        self.waiting = False
        if self.position is not None:
            self._back_to_live()
        self.host.scene.set_paused(False)

    def reset(self) -> None:
        """A new game or a lesson: no hand so far, the live table in view."""
        if self.position is not None:
            self._back_to_live()
        events = self.host.model.hand_events
        self._gone = events[0] if events else None

    # ------------------------------------------------------------------ the hand so far

    def _after_event(self, event: object, model: TableModel) -> None:
        if self.waiting and self.position is None:
            self.host.scene.set_paused(True)

    SHOWN: ClassVar[Mapping[type, Reaction]] = dict.fromkeys(
        (t for t in EVENT_TYPES if t not in NEWS_TYPES), _after_event)
    """After every event the live table has shown: wait there while stepping (never after
    news that changes nothing on the table)."""

    def _show_past(self) -> None:
        assert self.position is not None
        live = self.host.scene
        past = self.past
        if past is None:
            past = TableScene(live.theme, None, speeds.Speed.INSTANT, self.main)
            past.keep_folded = False
            self.past = past
        past.set_players(live.names, live.person_seat, reveal_all=live.plans.reveal_all)
        past.plans.set_person_seat(live.plans.person_seat)  # in hot-seat nobody's turn up
        past.show_now(self.events[: self.position])
        self._look_at(past)
        self.host.panel.setEnabled(False)  # acting is for the live table
        self._retell(self.events[: self.position], past)

    def _back_to_live(self) -> None:
        self.position = None
        self._look_at(self.host.scene)
        self.host.panel.setEnabled(True)
        self._retell(self.events, None)

    def _look_at(self, scene: TableScene) -> None:
        view = self.host.view
        if view.scene() is scene:
            return
        view.setScene(scene)
        view.table = scene
        size = view.viewport().size()
        if size.height() > 0:
            scene.relayout(size.width() / size.height())
        view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
