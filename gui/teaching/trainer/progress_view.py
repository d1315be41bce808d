"""The progress view: accuracy and speed per drill, a chart over the days, streaks, and the
drill to practise next."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from itertools import pairwise

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPaintEvent
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.teaching.drills.drill_progress import DrillProgress
from gui.base import i18n
from gui.teaching.trainer import trainer_words as words

translate = QCoreApplication.translate

ACCURACY_COLOR = QColor("#2f7d4f")
SPEED_COLOR = QColor("#d08a1e")


class ProgressChart(QWidget):
    """Accuracy (line, left axis 0..100 %) and median seconds (bars, right axis) by day."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figures: DrillProgress | None = None
        self.setMinimumHeight(190)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(600, 200)

    def show_drill(self, figures: DrillProgress | None) -> None:
        self.figures = figures
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(48, 24, self.width() - 100, self.height() - 52)
        painter.fillRect(self.rect(), QColor("#fbfbf8"))
        painter.setPen(QColor("#b0b0a8"))
        painter.drawRect(area)
        text_pen = self.palette().windowText().color()
        figures = self.figures
        title = (words.drill_name(figures.drill) if figures is not None else "")
        painter.setPen(text_pen)
        painter.drawText(QRectF(48, 2, area.width(), 20), Qt.AlignmentFlag.AlignLeft,
                         title + "  —  " + translate("Trainer", "accuracy (line), median "
                                                     "seconds (bars)"))
        for share in (0.0, 0.5, 1.0):
            y = area.bottom() - share * area.height()
            painter.drawText(QRectF(0, y - 8, 44, 16), Qt.AlignmentFlag.AlignRight,
                             words.percent(share))
        days = figures.days if figures is not None else ()
        if not days:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter,
                             translate("Trainer", "No answers yet."))
            painter.end()
            return
        slowest = max(max(d.median_seconds for d in days), 1.0)
        painter.drawText(QRectF(area.right() + 4, area.top() - 8, 48, 16),
                         Qt.AlignmentFlag.AlignLeft, words.decimal(slowest) + " s")
        step = area.width() / len(days)
        points = []
        for i, day in enumerate(days):
            x = area.left() + (i + 0.5) * step
            height = day.median_seconds / slowest * area.height()
            bar = QRectF(x - step * 0.3, area.bottom() - height, step * 0.6, height)
            painter.fillRect(bar, SPEED_COLOR.lighter(150))
            points.append(QPointF(x, area.bottom() - day.accuracy * area.height()))
            if len(days) <= 10 or i in (0, len(days) - 1):
                date = dt.date.fromordinal(day.day)
                painter.setPen(text_pen)
                painter.drawText(QRectF(x - 40, area.bottom() + 2, 80, 16),
                                 Qt.AlignmentFlag.AlignCenter, i18n.date(date))
        painter.setPen(QPen(ACCURACY_COLOR, 2.5))
        for a, b in pairwise(points):
            painter.drawLine(a, b)
        painter.setBrush(ACCURACY_COLOR)
        for p in points:
            painter.drawEllipse(p, 3.5, 3.5)
        painter.end()


class ProgressView(QWidget):
    """Per drill: answers, accuracy (all and recent), median time and streaks; a chart of
    the chosen drill; the weak spot to practise next."""

    practise = Signal(str)
    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.table = QTableWidget(0, 6)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.currentCellChanged.connect(lambda row, *_: self._chart_row(row))
        self.chart = ProgressChart()
        self.weak = QLabel()
        self.weak.setWordWrap(True)
        self.skipped = QLabel()
        buttons = QHBoxLayout()
        self.practise_button = QPushButton()
        self.back_button = QPushButton()
        self.practise_button.clicked.connect(self._practise)
        self.back_button.clicked.connect(self.back)
        buttons.addWidget(self.practise_button)
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.chart)
        layout.addWidget(self.weak)
        layout.addWidget(self.skipped)
        layout.addLayout(buttons)
        self.figures: Mapping[str, DrillProgress] = {}
        self.order: tuple[str, ...] = ()
        self.suggestion: str | None = None
        self.skipped_rows = 0
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(translate("Trainer", "Your progress"))
        self.table.setHorizontalHeaderLabels([
            translate("Trainer", "Drill"), translate("Trainer", "Answers"),
            translate("Trainer", "Accuracy"), translate("Trainer", "Last 20"),
            translate("Trainer", "Median time"), translate("Trainer", "Streak (best)")])
        self.practise_button.setText(translate("Trainer", "Practise the weak spot (Enter)"))
        self.back_button.setText(translate("Trainer", "Back (Esc)"))
        self.show_figures(self.figures, self.order, self.suggestion, self.skipped_rows)

    def show_figures(self, figures: Mapping[str, DrillProgress], order: tuple[str, ...],
                     suggestion: str | None, skipped: int = 0) -> None:
        self.figures, self.order, self.suggestion = figures, order, suggestion
        self.skipped_rows = skipped
        self.table.setRowCount(len(order))
        for row, code in enumerate(order):
            p = figures[code]
            cells = [words.drill_name(code), i18n.number(p.answers),
                     words.percent(p.accuracy) if p.answers else "-",
                     words.percent(p.recent_accuracy) if p.answers else "-",
                     (words.decimal(p.median_seconds) + " s") if p.answers else "-",
                     f"{p.current_streak} ({p.best_streak})"]
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
        if suggestion is not None and suggestion in figures:
            p = figures[suggestion]
            if p.answers:
                #: %1 a drill's name, %2 its recent accuracy
                text = (translate("Trainer", "Weak spot: %1 (recent accuracy %2). "
                                  "Practise it next.")
                        .replace("%1", words.drill_name(suggestion))
                        .replace("%2", words.percent(p.recent_accuracy)))
            else:
                text = translate("Trainer", "Not tried yet: %1. Give it a go.").replace(
                    "%1", words.drill_name(suggestion))
            self.weak.setText(text)
        else:
            self.weak.setText("")
        self.skipped.setVisible(skipped > 0)
        #: answers in the database this Felt could not read (damaged or from a newer Felt)
        self.skipped.setText(translate("Trainer", "Stored answers that could not be read: %1")
                             .replace("%1", i18n.number(skipped)))
        if order:
            row = max(self.table.currentRow(), 0)
            self.table.setCurrentCell(row, 0)
            self._chart_row(row)

    def _chart_row(self, row: int) -> None:
        if 0 <= row < len(self.order):
            self.chart.show_drill(self.figures.get(self.order[row]))

    def _practise(self) -> None:
        if self.suggestion is not None:
            self.practise.emit(self.suggestion)
