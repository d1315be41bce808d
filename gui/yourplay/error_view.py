"""The "Error rate" tab: the person's error rate with its band, and a table splitting it by
session, week, street, position or kind of decision.

The headline is PokerSnowie's figure (EV given up per decision, in milli-big-blinds) with its
95 % interval and the number of decisions, the band coloured from green (extra-terrestrial) to
red (beginner), and the bands' ranges beneath so a person sees where they stand and what the
next band needs. Decisions the grader could not value are counted apart, by reason.

Tests: tests/gui/yourplay/test_grading_resumes.py, tests/gui/yourplay/test_leaks_results.py,
tests/gui/yourplay/test_your_play_path.py
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Hashable
from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.rules.positions import hand_order
from engine.storage.grades.play_report import PlayReport
from engine.teaching.grading.decision_kinds import Spot
from engine.teaching.grading.error_rate import ErrorRate
from gui.base import i18n
from gui.base import seeing
from gui.base import texts
from gui.base.play_words import BAND_COLOURS
from gui.base.play_words import band_legend
from gui.base.play_words import band_name
from gui.base.play_words import interval_text
from gui.base.play_words import mbb_text
from gui.base.play_words import rate_sentence
from gui.base.play_words import split_names
from gui.base.play_words import week_name
from gui.base.position_names import position_short
from gui.teaching.trainer.spot_words import not_graded_name
from gui.teaching.trainer.spot_words import spot_kind_name

#: Positions in table order, the first to act first (the widest table's codes).
POSITION_ORDER = hand_order(10)


class Number(QTableWidgetItem):
    """A cell that sorts by its number, not its text."""

    def __init__(self, text: str, value: float, left: bool = False) -> None:
        super().__init__(text)
        self.value = value
        side = Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight
        self.setTextAlignment(side | Qt.AlignmentFlag.AlignVCenter)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        if isinstance(other, Number):
            return self.value < other.value
        return super().__lt__(other)


class ErrorView(QWidget):
    """The tab; :meth:`show_report` fills it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("error_rate")
        self.report: PlayReport | None = None
        self.titles: Mapping[int, str] = {}
        self.headline = QLabel()
        self.headline.setObjectName("headline")
        self.headline.setWordWrap(True)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        self.legend = QLabel()
        self.legend.setObjectName("band_legend")
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet("color: #555;")
        self.ungraded = QLabel()
        self.ungraded.setObjectName("ungraded")
        self.ungraded.setWordWrap(True)
        self.split_box = QComboBox()
        self.split_box.setObjectName("split")
        for code in split_names():
            self.split_box.addItem("", code)
        self.split_box.currentIndexChanged.connect(lambda _=0: self._fill())
        self.table = QTableWidget(0, 6)
        self.table.setObjectName("split_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setSortingEnabled(True)
        self.split_label = QLabel()
        self.split_label.setBuddy(self.split_box)
        form = QFormLayout()
        form.addRow(self.split_label, self.split_box)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.legend)
        layout.addWidget(self.ungraded)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        i18n.follow(self, self._retranslate)

    def show_report(self, report: PlayReport, titles: Mapping[int, str]) -> None:
        """Show ``report``; ``titles`` names the sessions by id (0: the imported hands)."""
        self.report = report
        self.titles = titles
        self._fill()

    def _fill(self) -> None:
        report = self.report
        self.legend.setText(self.tr("Bands (mbb per decision): %1").replace("%1", band_legend()))
        if report is None:
            self.headline.setText(self.tr("Grade your play to see your error rate."))
            self.ungraded.clear()
            self.table.setRowCount(0)
            return
        overall = report.overall
        colour = BAND_COLOURS[overall.band] if overall.decisions else "#333"
        self.headline.setStyleSheet(f"font-size: {seeing.px(17)}px; font-weight: bold; "
                                    f"color: {colour};")
        self.headline.setText(rate_sentence(overall))
        missing = sum(report.not_graded.values())
        if missing:
            reasons = ", ".join(f"{not_graded_name(code)}: {n}"
                                for code, n in sorted(report.not_graded.items()))
            #: %1 decisions not graded, %2 why, by reason
            self.ungraded.setText(self.tr("Not graded: %1 decisions (%2); they are not "
                                          "counted.").replace("%1", str(missing))
                                  .replace("%2", reasons))
        else:
            self.ungraded.clear()
        code = str(self.split_box.currentData())
        self.table.setHorizontalHeaderItem(0, QTableWidgetItem(self.split_box.currentText()))
        self._rows(*self._groups(report, code))

    def _groups(self, report: PlayReport, code: str
                ) -> tuple[Mapping[Hashable, ErrorRate], Callable[[Hashable], str],
                           Callable[[Hashable], float]]:
        """The groups of a split, their names and their order."""
        if code == "session":
            return (report.by_session,  # type: ignore[return-value]
                    lambda k: self.titles.get(int(str(k)), "") or self.tr("Imported hands"),
                    lambda k: float(str(k)))
        if code == "week":
            return (report.by_week, lambda k: week_name(k),  # type: ignore[arg-type,return-value]
                    lambda k: k.toordinal())  # type: ignore[attr-defined]
        if code == "street":
            return (report.by_street,  # type: ignore[return-value]
                    lambda k: texts.street_name(int(str(k))), lambda k: float(str(k)))
        if code == "position":
            return (report.by_position,  # type: ignore[return-value]
                    lambda k: position_short(str(k)),
                    lambda k: float(POSITION_ORDER.index(str(k)))
                    if str(k) in POSITION_ORDER else 99.0)
        kinds = list(Spot)
        return (report.by_spot, lambda k: spot_kind_name(k),  # type: ignore[arg-type,return-value]
                lambda k: float(kinds.index(k)))  # type: ignore[arg-type]

    def _rows(self, groups: Mapping[Hashable, ErrorRate], name: Callable[[Hashable], str],
              order: Callable[[Hashable], float]) -> None:
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(groups))
        for row, key in enumerate(sorted(groups, key=order)):
            rate = groups[key]
            first = Number(name(key), order(key), left=True)
            band = QTableWidgetItem(band_name(rate.band))
            band.setForeground(QColor(BAND_COLOURS[rate.band]))
            cells = (first, Number(str(rate.decisions), rate.decisions),
                     Number(mbb_text(rate.mbb), rate.mbb),
                     Number(interval_text(rate), rate.low), band,
                     Number(str(rate.blunders), rate.blunders))
            for column, cell in enumerate(cells):
                self.table.setItem(row, column, cell)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    def _retranslate(self) -> None:
        for i, words in enumerate(split_names().values()):
            self.split_box.setItemText(i, words)
        #: label of the box choosing how the error rate is split
        self.split_label.setText(self.tr("&Split by:"))
        self.table.setHorizontalHeaderLabels([
            "", self.tr("Decisions"), self.tr("mbb per decision"), self.tr("95 % interval"),
            self.tr("Band"), self.tr("Blunders")])
        self._fill()
