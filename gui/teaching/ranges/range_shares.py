"""The made hands and draws of two ranges side by side, as Flopzilla lists them.

One row per name of :data:`engine.teaching.figures.range_hits.HIT_NAMES`, a column for the
opponent's
range and one for yours. Picking a row tells the grid which cells to mark
(:attr:`SharesTable.picked`).

Tests: tests/gui/teaching/coach/test_coach_reading.py, tests/gui/activities/test_practice_mode.py,
tests/gui/teaching/coach/test_coach_dock.py
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem

from engine.teaching.figures.range_hits import HIT_NAMES
from engine.teaching.figures.range_hits import RangeHits
from gui.base import i18n
from gui.teaching.coach.coach_words import percent

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def hit_name(name: str) -> str:
    """A row's words."""
    names = {
        "top_pair_plus": translate("Coach", "Top pair or better"),
        "overpair": translate("Coach", "Overpair"),
        "two_pair_plus": translate("Coach", "Two pair or better"),
        #: middle pair, bottom pair, a pocket pair under the top card
        "weaker_pair": translate("Coach", "Weaker pair"),
        "flush_draw": translate("Coach", "Flush draw"),
        "straight_draw": translate("Coach", "Straight draw"),
        #: no made hand and no draw
        "air": translate("Coach", "Air (nothing)"),
    }
    return names[name]


class SharesTable(QTableWidget):
    """The shares table; ``picked`` is emitted with a row's name (or ``""``) when picked."""

    picked = Signal(str)

    def __init__(self) -> None:
        super().__init__(len(HIT_NAMES), 2)
        self.setObjectName("rangeShares")
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setAlternatingRowColors(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.theirs: RangeHits | None = None
        self.yours: RangeHits | None = None
        self._who = ""
        self.itemSelectionChanged.connect(self._selection)
        self.retranslate()

    def show_hits(self, who: str, theirs: RangeHits | None, yours: RangeHits | None) -> None:
        self._who, self.theirs, self.yours = who, theirs, yours
        for column, hits in enumerate((theirs, yours)):
            for row, name in enumerate(HIT_NAMES):
                text = "-" if hits is None else percent(hits.share(name))
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if hits is not None:
                    #: a share's weight; %1 weighted combinations of the range
                    item.setToolTip(translate("Coach", "%1 combinations").replace(
                        "%1", i18n.locale().toString(hits.share(name) * hits.combos, "f", 1)))
                self.setItem(row, column, item)
        self.retranslate()
        self._fit()

    def cell_text(self, name: str, column: int) -> str:
        item = self.item(HIT_NAMES.index(name), column)
        return item.text() if item is not None else ""

    def picked_name(self) -> str:
        rows = self.selectionModel().selectedRows() if self.selectionModel() else []
        return HIT_NAMES[rows[0].row()] if rows else ""

    def _selection(self) -> None:
        self.picked.emit(self.picked_name())

    def _fit(self) -> None:
        height = self.horizontalHeader().height() + 2 * self.frameWidth()
        height += sum(self.rowHeight(r) for r in range(self.rowCount()))
        self.setFixedHeight(height)

    def retranslate(self) -> None:
        #: column of the shares table: the opponent's range; %1 the opponent's name
        theirs = translate("Coach", "%1's range").replace("%1", self._who) if self._who else (
            translate("Coach", "Their range"))
        self.setHorizontalHeaderLabels([theirs, translate("Coach", "Your range")])
        self.setVerticalHeaderLabels([hit_name(n) for n in HIT_NAMES])
        self._fit()
