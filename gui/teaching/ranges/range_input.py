"""A range of your own: typed in the usual notation or painted on a grid.

Typing is read as you type; an item that cannot be read is named with its place in the text
and underlined, and the range stays what it last was. Painting (click or drag over cells,
or arrow keys and Space) writes the painted classes back into the text, short
(:func:`engine.teaching.figures.range_text.class_notation`); painting works in whole classes, so a
typed single combination (``AsKs``) marks its class and a stroke over it rewrites it as the
whole class. ``changed`` says when the range that counts changed: after Enter, a finished
stroke of painting, or the Clear button.

Tests: tests/gui/teaching/coach/test_coach_reading.py, tests/gui/activities/test_practice_mode.py,
tests/gui/teaching/coach/test_coach_dock.py
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.core.errors import CardError
from engine.evaluation.hand_classes import class_index
from engine.evaluation.ranges import Range
from engine.evaluation.ranges import parse_range
from engine.teaching.figures.range_text import class_notation
from gui.teaching.ranges.range_grid import RangeGrid

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

#: Pixels per cell of the paintable grid (the dock is narrow).
PAINT_CELL = 19
#: An example in the field while it is empty (the notation is the same in every language).
EXAMPLE = "QQ+, AKs, ATs+, KQo, 76s-54s"


def range_error_text(error: CardError) -> str:
    """Why a typed range cannot be read, and where."""
    reasons = {
        "unknown_item": translate("Coach", "not a hand, a hand class or a span"),
        "same_card": translate("Coach", "the same card twice"),
        "suited_pair": translate("Coach", "a pair cannot be suited or offsuit"),
        "ends_differ": translate("Coach", "both ends of a span must be alike (suited, offsuit "
                                          "or both)"),
        "no_common_step": translate("Coach", "the two ends share neither the top card nor the "
                                             "gap"),
    }
    if error.code == "bad_range_weight":
        why = translate("Coach", "a weight after the colon is a number from 0 to 1")
    elif error.code == "empty_range":
        return translate("Coach", "The range holds no hand.")
    else:
        why = reasons.get(str(error.details.get("reason", "")), str(error))
    #: a typed range that cannot be read; %1 the item, %2 its place (1 = the first
    #: character), %3 why
    return (translate("Coach", "Cannot read “%1” at character %2: %3")
            .replace("%1", str(error.details.get("token", "")))
            .replace("%2", str(int(error.details.get("position", 0)) + 1)).replace("%3", why))


class _PaintGrid(RangeGrid):
    """The paintable grid; says when a stroke of painting is over."""

    stroke_done = Signal()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        painting = self._drag_mark is not None
        super().mouseReleaseEvent(event)
        if painting:
            self.stroke_done.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() == Qt.Key.Key_Space:
            self.stroke_done.emit()


class YourRange(QWidget):
    """The field, the error line and the paintable grid. ``range`` is the range that counts
    (``None`` until one is typed or painted)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.field = QLineEdit()
        self.field.setObjectName("yourRange")
        self.field.setPlaceholderText(EXAMPLE)
        self.field.setClearButtonEnabled(True)
        self.error = QLabel()
        self.error.setObjectName("rangeError")
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.RichText)
        self.error.setStyleSheet("color: #b3261e")
        self.error.hide()
        self.grid = _PaintGrid(PAINT_CELL, paintable=True)
        self.clear_button = QPushButton()
        self.compare_button = QPushButton()
        self.compare_button.setObjectName("compareRanges")
        buttons = QHBoxLayout()
        buttons.addWidget(self.compare_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.field)
        layout.addWidget(self.error)
        layout.addWidget(self.grid, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addLayout(buttons)
        self.range: Range | None = None
        self._last_error: CardError | None = None
        self.field.textEdited.connect(self._typed)
        self.field.returnPressed.connect(self._entered)
        self.grid.stroke_done.connect(self._painted)
        self.clear_button.clicked.connect(self.clear)
        self.compare_button.clicked.connect(self._entered)
        self.retranslate()

    # ------------------------------------------------------------------ typing

    def _typed(self, text: str) -> None:
        if not text.strip():
            self._show_error(None)
            return
        try:
            typed = parse_range(text)
        except CardError as error:
            self._show_error(error)
            return
        self._show_error(None)
        self.grid.marked = {class_index(a, b) for a, b in typed.combos}
        self.grid.update()

    def _entered(self) -> None:
        """Enter or Compare: the text, if it reads, becomes your range."""
        text = self.field.text()
        if not text.strip():
            return
        try:
            typed = parse_range(text)
        except CardError as error:
            self._show_error(error)
            return
        self._show_error(None)
        self.range = typed
        self.grid.marked = {class_index(a, b) for a, b in typed.combos}
        self.grid.update()
        self.changed.emit()

    def _show_error(self, error: CardError | None) -> None:
        self._last_error = error
        if error is None:
            self.error.hide()
            self.error.clear()
            self.field.setStyleSheet("")
            return
        self.field.setStyleSheet("border: 2px solid #b3261e")
        text = self.field.text()
        start = int(error.details.get("position", len(text)))
        length = int(error.details.get("length", 0))
        shown = (html.escape(text[:start]) + "<u><b>" + html.escape(text[start:start + length])
                 + "</b></u>" + html.escape(text[start + length:]))
        self.error.setText(html.escape(range_error_text(error))
                           + (f"<br><tt>{shown}</tt>" if length else ""))
        self.error.show()

    # ------------------------------------------------------------------ painting

    def _painted(self) -> None:
        self.field.setText(class_notation(self.grid.marked))
        self._show_error(None)
        self._take_painted()

    def _take_painted(self) -> None:
        if not self.grid.marked:
            self.range = None
        else:
            self.range = parse_range(class_notation(self.grid.marked))
        self.changed.emit()

    def clear(self) -> None:
        self.field.clear()
        self.grid.marked = set()
        self.grid.update()
        self._show_error(None)
        self.range = None
        self.changed.emit()

    def retranslate(self) -> None:
        self.caption.setText(translate(
            "Coach", "Your range: type it (Enter compares) or paint it on the grid."))
        self.clear_button.setText(translate("Coach", "Clear"))
        self.compare_button.setText(translate("Coach", "Compare"))
        if self._last_error is not None:
            self._show_error(self._last_error)
