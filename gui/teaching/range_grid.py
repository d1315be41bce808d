"""An opponent's estimated range on the 13x13 grid of starting hands.

Pairs run down the diagonal, suited hands above it, offsuit hands below, aces first. Each
cell is filled by the share of that class's combinations the range keeps (after removing the
cards you can see), the way Flopzilla and Equilab draw ranges.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QComboBox, QLabel, QVBoxLayout, QWidget

from engine.bots.cards import combo_table
from engine.teaching.coach import CoachReport, OpponentRead
from gui.base import i18n
from gui.teaching.coach_words import percent, position_short

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

_RANKS = "23456789TJQKA"
_EMPTY = QColor("#22302a")
_FULL = QColor("#3fa36b")
_TEXT = QColor("#e8efe9")


def class_label(row: int, col: int) -> str:
    """The class in a cell: "AA", "AKs" above the diagonal, "AKo" below."""
    a, b = _RANKS[12 - row], _RANKS[12 - col]
    if row == col:
        return a + b
    return (a + b + "s") if row < col else (b + a + "o")


def cell_index(row: int, col: int) -> int:
    """The class index (:func:`engine.bots.cards.class_index`) of a cell."""
    return 13 * (12 - row) + (12 - col)


class GridView(QWidget):
    """The painted grid; ``fill`` holds 169 shares (0..1) by class index."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fill: tuple[float, ...] = (0.0,) * 169
        self.setMinimumSize(QSize(260, 260))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        side = min(self.width(), self.height())
        cell = side / 13
        font = painter.font()
        font.setPointSizeF(max(cell * 0.28, 5.0))
        painter.setFont(font)
        for row in range(13):
            for col in range(13):
                rect = QRectF(col * cell, row * cell, cell - 1, cell - 1)
                share = self.fill[cell_index(row, col)]
                painter.fillRect(rect, _EMPTY)
                if share > 0:
                    painter.fillRect(QRectF(rect.x(), rect.bottom() - rect.height() * share,
                                            rect.width(), rect.height() * share), _FULL)
                painter.setPen(_TEXT)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, class_label(row, col))
        painter.end()


class RangeGrid(QWidget):
    """A chooser of the live opponents and the grid of the chosen one's range."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chooser = QComboBox()
        self.view = GridView()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.chooser)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.summary)
        self._reads: tuple[OpponentRead, ...] = ()
        self._names: Mapping[int, str] = {}
        self.chooser.currentIndexChanged.connect(self._chosen)

    def show_report(self, report: CoachReport, names: Mapping[int, str]) -> None:
        """The live opponents of ``report``; the one chosen before stays chosen."""
        before = self.current_seat()
        self._reads = report.opponents
        self._names = names
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for read in report.opponents:
            self.chooser.addItem(f"{names.get(read.seat, str(read.seat))} "
                                 f"({position_short(read.position)})", read.seat)
        seats = [r.seat for r in report.opponents]
        self.chooser.setCurrentIndex(seats.index(before) if before in seats else 0)
        self.chooser.blockSignals(False)
        self._chosen()

    def clear(self) -> None:
        """No report: no opponents, an empty grid."""
        self._reads = ()
        self.chooser.blockSignals(True)
        self.chooser.clear()
        self.chooser.blockSignals(False)
        self._paint(None)

    def _paint(self, read: OpponentRead | None) -> None:
        if read is None:
            self.view.fill = (0.0,) * 169
            self.summary.setText(translate("Coach", "No opponent's range to show."))
            self.view.update()
            return
        sizes = combo_table().class_sizes
        self.view.fill = tuple(min(w / s, 1.0) if s else 0.0
                               for w, s in zip(read.class_weights, sizes.tolist(), strict=True))
        #: %1 weighted combinations in the range, %2 its share of all hands
        self.summary.setText(translate("Coach", "%1 combinations, %2 of all hands").replace(
            "%1", i18n.number(round(read.combos))).replace("%2", percent(read.share)))
        self.view.update()

    def current_seat(self) -> int | None:
        data = self.chooser.currentData()
        return data if isinstance(data, int) else None

    def _chosen(self) -> None:
        seat = self.current_seat()
        self._paint(next((r for r in self._reads if r.seat == seat), None))

    def retranslate(self) -> None:
        self._chosen()
