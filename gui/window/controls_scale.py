"""How large the game window draws its action panel and its log: at the window's size setting
(Settings > Seeing, 100-200 %), larger in a tall window, and never so large that the panel's
row is wider than the screen.

The fonts and the style follow the setting by themselves (:mod:`gui.seeing_options.window_scale`);
the panel and the log give their words in pixels and are scaled here. The table fits its view
by itself.

Tests: tests/gui/seeing_options/test_window_scale.py, tests/gui/window/test_nothing_cut_off.py
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QMainWindow

from gui.base import seeing
from gui.play_controls.controls import ActionPanel
from gui.table.hand_log import HandLog
from gui.window import window_place

UI_SCALE_HEIGHT = 800  # a window this high has controls and log at their usual size
MAX_UI_SCALE = 2.0  # and they grow with taller windows up to this factor
LOG_DOCK_WIDTH = 180  # the log's narrowest width at the usual size
SCREEN_SLACK_PX = 16  # beside the action panel in a window as wide as the screen (its edges)
FIT_TRIES, FIT_SHRINK = 4, 0.98  # fitting the panel's row to the screen: tries, and a margin
STEP = 0.05  # a change of the window's height smaller than this scale is not followed


class ControlsScale:
    """The scale of ``window``'s ``panel``, ``log`` and ``log_dock``."""

    def __init__(self, window: QMainWindow, panel: ActionPanel, log: HandLog,
                 log_dock: QDockWidget) -> None:
        self.window, self.panel, self.log, self.log_dock = window, panel, log, log_dock
        self.scale = 1.0
        self.widest = math.inf  # the largest scale whose panel row fits the screen
        log_dock.setMinimumWidth(LOG_DOCK_WIDTH)

    def wanted(self) -> float:
        """The window's size setting, or more in a tall window (as tall as it is counted in
        scaled pixels)."""
        factor = seeing.factor()
        height = self.window.height()
        return factor * max(1.0, min(MAX_UI_SCALE, height / (UI_SCALE_HEIGHT * factor)))

    def follow(self) -> None:
        """The window was resized: a taller one has larger controls."""
        scale = min(self.wanted(), self.widest)
        if abs(scale - self.scale) > STEP:
            self.set(scale)

    def set(self, scale: float) -> None:
        self.scale = scale
        self.panel.set_scale(scale)
        self.log.set_scale(scale)
        self.log_dock.setMinimumWidth(round(LOG_DOCK_WIDTH * scale))

    def rescale(self) -> None:
        """At start and when Settings > Seeing is confirmed: the panel and the log in the
        current colours and scale, and the window within its screen (at 200 % the window may
        no longer fit)."""
        self.widest = math.inf
        self._fit()
        window_place.fit(self.window)
        self._fit()  # for the height it was fitted to

    def _fit(self) -> None:
        """The wanted scale, or smaller as far as the panel's row must be to fit the screen's
        width: its buttons and bet box grow with the scale, and at 200 % on a 1,024-pixel
        screen they would push the window off it."""
        scale = min(self.wanted(), self.widest)
        screen = self.window.screen()
        room = screen.availableGeometry().width() - SCREEN_SLACK_PX if screen else 0
        for _ in range(FIT_TRIES):  # the row's width is nearly, not quite, in step with scale
            self.set(scale)
            # Every layout's minimum for the new fonts and widths now, not at the next event.
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            width = self.panel.minimumSizeHint().width()
            if not room or width <= room or scale <= 1.0:
                return
            scale = self.widest = max(1.0, scale * room / width * FIT_SHRINK)
