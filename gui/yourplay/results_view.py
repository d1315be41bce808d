"""The "Results" tab: the results graph (chips or big blinds), won by position and by session,
and "Export as PNG…".

The hands are replayed for the all-in expectation on a thread of their own
(:func:`engine.storage.grades.results_series.hand_results`); switching chips and big blinds only
adds the totals up again.

Tests: tests/gui/yourplay/test_grading_resumes.py, tests/gui/yourplay/test_leaks_results.py,
tests/gui/yourplay/test_your_play_path.py
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.storage.grades.results_series import HandResult
from engine.storage.grades.results_series import hand_results
from engine.storage.grades.results_series import results
from engine.storage.hands import HandRecord
from gui.base import i18n
from gui.base.background import Background
from gui.base.position_names import position_short
from gui.teaching.trainer.trainer_words import decimal
from gui.yourplay.error_view import POSITION_ORDER
from gui.yourplay.error_view import Number
from gui.yourplay.results_graph import ResultsGraph


class ResultsView(QWidget):
    """The tab. :meth:`reload` reads the person's hands' results in the thread."""

    loaded = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("results")
        self.hands: list[HandResult] = []
        self.titles: Mapping[int, str] = {}
        self.reading = Background("results", self)
        self.unit_label = QLabel()
        self.unit = QComboBox()
        self.unit.setObjectName("results_unit")
        self.unit.addItems(["", ""])
        self.unit.currentIndexChanged.connect(lambda _=0: self._draw())
        self.export_button = QPushButton()
        self.export_button.setObjectName("export_png")
        self.export_button.clicked.connect(self._ask_export)
        self.summary = QLabel()
        self.summary.setObjectName("results_summary")
        self.graph = ResultsGraph()
        self.by_position = self._table("results_by_position")
        self.by_session = self._table("results_by_session")
        top = QHBoxLayout()
        top.addWidget(self.unit_label)
        top.addWidget(self.unit)
        top.addWidget(self.summary, 1)
        top.addWidget(self.export_button)
        tables = QHBoxLayout()
        tables.addWidget(self.by_position, 1)
        tables.addWidget(self.by_session, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.graph, 3)
        layout.addLayout(tables, 1)
        i18n.follow(self, self._retranslate)

    @staticmethod
    def _table(name: str) -> QTableWidget:
        table = QTableWidget(0, 2)
        table.setObjectName(name)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.ResizeToContents)
        return table

    @property
    def in_bb(self) -> bool:
        return self.unit.currentIndex() == 1

    def reload(self, records: Iterable[HandRecord], titles: Mapping[int, str]) -> None:
        chosen = list(records)
        self.titles = titles
        self.reading.submit(lambda: hand_results(chosen), self.show_hands, latest=True)

    def show_hands(self, hands: list[HandResult]) -> None:
        self.hands = hands
        self._draw()
        self.loaded.emit()

    def _draw(self) -> None:
        totals = results(self.hands, self.in_bb)
        self.graph.set_series(totals.won, totals.expected)
        digits = 1 if self.in_bb else 0
        unit = self.tr("bb") if self.in_bb else self.tr("chips")
        self.graph.set_unit(unit)
        #: under the graph's axis of hands
        self.graph.hands_label = self.tr("%Ln hands", "", len(totals.won))
        if totals.won:
            #: %Ln hands, %2 won, %3 all-in adjusted, %4 unit (chips or bb)
            self.summary.setText(self.tr("%Ln hands: won %2 %4, all-in adjusted %3 %4", "",
                                         len(totals.won))
                                 .replace("%2", decimal(totals.won[-1], digits))
                                 .replace("%3", decimal(totals.expected[-1], digits))
                                 .replace("%4", unit))
        else:
            self.summary.setText("")
        positions = [(position_short(p), totals.by_position[p]) for p in POSITION_ORDER
                     if p in totals.by_position]
        sessions = [(self.titles.get(s) or (self.tr("Imported hands") if s == 0 else str(s)),
                     v) for s, v in totals.by_session.items()]
        for table, rows in ((self.by_position, positions), (self.by_session, sessions)):
            table.setRowCount(len(rows))
            for k, (name, value) in enumerate(rows):
                table.setItem(k, 0, Number(name, k, left=True))
                table.setItem(k, 1, Number(decimal(value, digits), value))

    def export_png(self, path: Path) -> bool:
        """Write the graph as it is shown to ``path`` (PNG); ``False`` if it could not."""
        return bool(self.graph.grab().save(str(path), "PNG"))

    def _ask_export(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export the graph"),
                                              "felt-results.png", self.tr("PNG image (*.png)"))
        if name:
            self.export_png(Path(name))

    def _retranslate(self) -> None:
        self.unit_label.setText(self.tr("Show in:"))
        self.unit.setItemText(0, self.tr("Chips"))
        self.unit.setItemText(1, self.tr("Big blinds"))
        self.export_button.setText(self.tr("Export as PNG…"))
        self.graph.set_labels(self.tr("Won"), self.tr("All-in adjusted"),
                              self.tr("No hands of yours yet."))
        self.by_position.setHorizontalHeaderLabels([self.tr("Position"), self.tr("Won")])
        self.by_session.setHorizontalHeaderLabels([self.tr("Session"), self.tr("Won")])
        self._draw()
