"""The progress view: accuracy and speed per drill, a chart over the days
(:mod:`.progress_chart`), streaks, and the drill to practise next.

Tests: tests/gui/teaching/trainer/test_pushfold_trainer.py,
tests/gui/teaching/trainer/test_trainer.py, tests/gui/teaching/trainer/test_trainer_lesson_link.py
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.teaching.drills.drill_progress import DrillProgress
from gui.base import i18n
from gui.teaching.trainer import trainer_words as words
from gui.teaching.trainer.progress_chart import ProgressChart

translate = QCoreApplication.translate

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
