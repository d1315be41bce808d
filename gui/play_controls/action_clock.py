"""The person's action clock: seconds to act, then the time bank, drawn under their seat.

When both run out, :attr:`ActionClock.expired` is emitted and the window checks or folds;
:data:`WARNING_S` seconds before that, :attr:`ActionClock.warning` (once a turn, for a sound).

Tests: tests/gui/play_controls/test_action_key_rows.py,
tests/gui/play_controls/test_big_blind_amounts.py, tests/gui/play_controls/test_fast_fold.py
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QElapsedTimer
from PySide6.QtCore import QObject
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal

from gui.table.items import SeatItem

TICK_MS = 100  # how often the clock is redrawn
WARNING_S = 5.0  # the warning comes when this much time (clock and bank) is left
translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


class ActionClock(QObject):
    """Counts the person's time down while it is their turn.

    :param plate: the person's seat plate (where the clock is drawn), or ``None``.
    """

    expired = Signal()
    warning = Signal()

    def __init__(self, plate: Callable[[], SeatItem | None], parent: QObject | None = None
                 ) -> None:
        super().__init__(parent)
        self._plate = plate
        self.seconds = 0.0  # per decision; 0: no clock
        self.bank = 0.0  # the time bank's size for the game
        self.left = 0.0
        self.bank_left = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._watch = QElapsedTimer()
        self._warned = False

    def new_game(self, seconds: float, bank: float) -> None:
        """A new game: ``seconds`` per decision (0 for no clock) and a full time bank."""
        self.stop()
        self.seconds = seconds
        self.bank = self.bank_left = bank

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def start(self) -> None:
        """The person's turn begins."""
        if self.seconds <= 0 or self._plate() is None:
            return
        self.left = self.seconds
        self._warned = False
        self._watch.restart()
        self._timer.start()
        self.draw()

    def stop(self) -> None:
        self._timer.stop()
        plate = self._plate()
        if plate is not None:
            plate.set_clock(None)

    def pause(self) -> None:
        self._timer.stop()
        self._account()

    def resume(self) -> None:
        self._watch.restart()
        self._timer.start()

    def _account(self) -> None:
        if not self._watch.isValid():
            return
        spent = self._watch.restart() / 1000.0
        if self.left > 0:
            use = min(spent, self.left)
            self.left -= use
            spent -= use
        self.bank_left = max(0.0, self.bank_left - spent)

    def _tick(self) -> None:
        self._account()
        if self.left <= 0 and self.bank_left <= 0:
            self.stop()
            self.expired.emit()
            return
        if not self._warned and self.left + self.bank_left <= WARNING_S:
            self._warned = True
            self.warning.emit()
        self.draw()

    def draw(self) -> None:
        plate = self._plate()
        if plate is None or self.seconds <= 0:
            return
        if self.left > 0:
            seconds = str(int(self.left + 0.999))
            #: seconds left to act; %1 the number
            text = translate("MainWindow", "%1 s").replace("%1", seconds)
            plate.set_clock(self.left / self.seconds, text)
        else:
            seconds = str(int(self.bank_left + 0.999))
            #: seconds left in the time bank; %1 the number
            text = translate("MainWindow", "Time bank %1 s").replace("%1", seconds)
            plate.set_clock(self.bank_left / max(1.0, self.bank), text)
