"""The action panel's message: one line in a fixed place.

A refusal ("Bet or raise to an amount between 40 and 1,470.") is longer in German and at a
small window than the room beside the pre-actions; wrapped, it grew to four lines and pushed
the whole table up while the person was deciding. Here it stays one line of a fixed height,
cut with "…" when it must be, and the whole sentence is the tooltip.

Tests: tests/gui/play_controls/test_controls.py, tests/gui/play_controls/test_action_key_rows.py,
tests/gui/play_controls/test_big_blind_amounts.py
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QWidget


class MessageLine(QLabel):
    """A label of one line whose text is elided to its width; ``text()`` is the whole."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._whole = ""
        self.setWordWrap(False)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def setText(self, text: str) -> None:
        self._whole = text
        self.setToolTip(text)
        self._fit()

    def text(self) -> str:
        return self._whole

    def _fit(self) -> None:
        metrics = self.fontMetrics()
        self.setFixedHeight(metrics.height() + self.contentsMargins().top()
                            + self.contentsMargins().bottom())
        shown = metrics.elidedText(self._whole, Qt.TextElideMode.ElideRight, self.width())
        super().setText(shown)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit()  # a scaled style sheet: a taller line
