"""Every figure at every position at a glance, under the Leaks tab's table: one row a figure,
one column a position, each cell "you / expert", tinted by what the difference cost there
(the darker the red, the more big blinds) so the costly spots stand out without reading.

Tests: tests/gui/yourplay/test_leaks_results.py, tests/gui/yourplay/test_grading_resumes.py,
tests/gui/yourplay/test_your_play_path.py
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QWidget

from engine.storage.grades.leak_stats import Figure
from engine.storage.grades.leak_stats import LeakRow
from gui.base.position_names import position_short
from gui.yourplay.error_view import POSITION_ORDER

#: The cost (big blinds) at which a cell's tint is at its darkest.
FULL_TINT_BB = 20.0
TINT = QColor("#d9534f")
MAX_ALPHA = 170


class LeakGrid(QTableWidget):
    """The grid; :meth:`show_rows` fills it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 0, parent)
        self.setObjectName("leak_grid")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

    def show_rows(self, rows: Mapping[Figure, list[LeakRow]], name: Callable[[Figure], str],
                  cell: Callable[[LeakRow], str], tip: Callable[[LeakRow], str]) -> None:
        """``name`` names a figure, ``cell`` writes a cell, ``tip`` its tooltip."""
        seen = {r.position for found in rows.values() for r in found if r.position}
        positions = [p for p in POSITION_ORDER if p in seen]
        figures = list(rows)
        self.clear()
        self.setRowCount(len(figures))
        self.setColumnCount(len(positions))
        self.setHorizontalHeaderLabels([position_short(p) for p in positions])
        self.setVerticalHeaderLabels([name(f) for f in figures])
        for i, figure in enumerate(figures):
            by_place = {r.position: r for r in rows[figure]}
            for j, place in enumerate(positions):
                row = by_place.get(place)
                item = QTableWidgetItem("" if row is None else cell(row))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if row is not None:
                    item.setToolTip(tip(row))
                    if row.cost_bb > 0:
                        tint = QColor(TINT)
                        tint.setAlpha(int(MAX_ALPHA * min(row.cost_bb / FULL_TINT_BB, 1.0)))
                        item.setBackground(tint)
                self.setItem(i, j, item)
