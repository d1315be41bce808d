"""The "Leaks" tab: the person's frequencies beside the expert's in the same spots, by
position, with what each difference cost, and the three costliest leaks named in a sentence
with the lesson and the drill that address them.

The figures come from :mod:`engine.storage.grades.leak_stats` (SQL), read on a thread of their own.
A click on a lesson or drill link emits ``lesson_requested`` / ``drill_requested`` with its id.

Tests: tests/gui/yourplay/test_leaks_results.py
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QSplitter
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.storage.grades.leak_stats import LESSON_FOR
from engine.storage.grades.leak_stats import Figure
from engine.storage.grades.leak_stats import LeakRow
from engine.storage.grades.leak_stats import biggest_leaks
from engine.storage.grades.leak_stats import leak_rows
from engine.storage.store import Store
from gui.base import i18n
from gui.base.background import Background
from gui.base.position_names import position_short
from gui.teaching.lessons.curriculum_texts import CURRICULUM_TEXTS
from gui.teaching.trainer.trainer_words import decimal
from gui.teaching.trainer.trainer_words import drill_name
from gui.yourplay.error_view import POSITION_ORDER
from gui.yourplay.error_view import Number
from gui.yourplay.leak_grid import LeakGrid


def figure_name(figure: Figure) -> str:
    """A figure's name as a regular says it."""
    names = {
        Figure.VPIP: QCoreApplication.translate("Leaks", "VPIP (chips in voluntarily)"),
        Figure.PFR: QCoreApplication.translate("Leaks", "PFR (raised before the flop)"),
        Figure.THREE_BET: QCoreApplication.translate("Leaks", "3-bet"),
        Figure.FOLD_TO_THREE_BET: QCoreApplication.translate("Leaks", "Fold to 3-bet"),
        Figure.STEAL: QCoreApplication.translate("Leaks", "Steal the blinds"),
        Figure.CBET: QCoreApplication.translate("Leaks", "Continuation bet"),
        Figure.FOLD_TO_CBET: QCoreApplication.translate("Leaks", "Fold to continuation bet"),
        Figure.WTSD: QCoreApplication.translate("Leaks", "Went to showdown"),
        Figure.WON_AT_SHOWDOWN: QCoreApplication.translate("Leaks", "Won at showdown"),
        Figure.AGGRESSION: QCoreApplication.translate("Leaks", "Aggression after the flop"),
    }
    return names[figure]


def lesson_name(lesson: str) -> str:
    return QCoreApplication.translate("Lesson", CURRICULUM_TEXTS.get(f"{lesson}.title", lesson))


def share_text(share: float | None) -> str:
    return "—" if share is None else f"{decimal(100 * share, 0)} %"


class LeakView(QWidget):
    """The tab. :meth:`reload` reads the figures again in the thread."""

    lesson_requested = Signal(str)
    drill_requested = Signal(str)
    loaded = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("leaks")
        self.rows: dict[Figure, list[LeakRow]] = {}
        self.reading = Background("leaks", self)
        self.sentence = QLabel()
        self.sentence.setObjectName("leak_sentence")
        self.sentence.setWordWrap(True)
        self.sentence.setTextFormat(Qt.TextFormat.RichText)
        self.sentence.linkActivated.connect(self._link)
        self.source = QLabel()
        self.source.setWordWrap(True)
        self.position_label = QLabel()
        self.position = QComboBox()
        self.position.setObjectName("leak_position")
        self.position.currentIndexChanged.connect(lambda _=0: self._fill())
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("leak_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for k in range(1, 5):
            header.setSectionResizeMode(k, QHeaderView.ResizeMode.ResizeToContents)
        self.grid = LeakGrid()
        self.grid_label = QLabel()
        lower = QWidget()
        below = QVBoxLayout(lower)
        below.setContentsMargins(0, 0, 0, 0)
        below.addWidget(self.grid_label)
        below.addWidget(self.grid, 1)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(lower)
        pick = QHBoxLayout()
        pick.addWidget(self.position_label)
        pick.addWidget(self.position)
        pick.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sentence)
        layout.addLayout(pick)
        layout.addWidget(split, 1)
        layout.addWidget(self.source)
        i18n.follow(self, self._retranslate)

    def reload(self, store: Store) -> None:
        self.reading.submit(lambda: leak_rows(store), self.show_rows, latest=True)

    def show_rows(self, rows: dict[Figure, list[LeakRow]]) -> None:
        self.rows = rows
        self._say()
        self.loaded.emit()

    def _positions(self) -> list[str]:
        seen = {r.position for rows in self.rows.values() for r in rows if r.position}
        return [p for p in POSITION_ORDER if p in seen]

    def _fill(self) -> None:
        wanted = self.position.currentData() or ""
        shown = [next((r for r in rows if r.position == wanted),
                      LeakRow(figure, wanted, 0, 0, None, 0.0, 0.0))
                 for figure, rows in self.rows.items()]
        self.table.setRowCount(len(shown))
        for k, row in enumerate(shown):
            cost = row.cost_bb if row.figure != Figure.WON_AT_SHOWDOWN else None
            cells = (Number(figure_name(row.figure), k, left=True),
                     Number(str(row.chances), row.chances),
                     Number(share_text(row.person_share), row.person_share or 0.0),
                     Number(share_text(row.expert_share), row.expert_share or 0.0),
                     Number("—" if cost is None else decimal(cost, 1), cost or 0.0))
            for c, cell in enumerate(cells):
                self.table.setItem(k, c, cell)

    def _say(self) -> None:
        current = self.position.currentData() or ""
        self.position.blockSignals(True)
        self.position.clear()
        self.position.addItem(self.tr("Every position"), "")
        for p in self._positions():
            self.position.addItem(position_short(p), p)
        self.position.setCurrentIndex(max(self.position.findData(current), 0))
        self.position.blockSignals(False)
        self._fill()
        self.grid.show_rows(self.rows, figure_name, self._cell, self._tip)
        self.sentence.setText(self._sentence())

    def _cell(self, row: LeakRow) -> str:
        if row.expert is None:
            return share_text(row.person_share)
        return f"{share_text(row.person_share)} / {share_text(row.expert_share)}"

    def _tip(self, row: LeakRow) -> str:
        #: a cell of the positions' grid: %1 chances, %2 big blinds lost
        return (self.tr("%1 chances, the differences cost %2 bb")
                .replace("%1", str(row.chances)).replace("%2", decimal(row.cost_bb, 1)))

    def _sentence(self) -> str:
        if not any(self.rows.values()):
            return self.tr("No graded decisions yet: grade your play to see your leaks.")
        worst = biggest_leaks(self.rows)
        if not worst:
            return self.tr("No leak cost you chips: you chose as the expert did.")
        parts = []
        for row in worst:
            lesson, drill = LESSON_FOR[row.figure]
            if row.expert is None:
                #: one leak without an expert figure: %2 your share, %4 big blinds lost,
                #: %1 figure, %5 lesson link, %6 drill link
                words = self.tr("<b>%1</b> (you %2) cost you %4 bb: read %5, practise %6")
            else:
                #: one leak: %1 figure, %2 your share, %3 the expert's, %4 big blinds lost,
                #: %5 lesson link, %6 drill link
                words = self.tr("<b>%1</b> (you %2, the expert %3) cost you %4 bb: read "
                                "%5, practise %6")
            parts.append(words
                         .replace("%1", figure_name(row.figure))
                         .replace("%2", share_text(row.person_share))
                         .replace("%3", share_text(row.expert_share))
                         .replace("%4", decimal(row.cost_bb, 1))
                         .replace("%5", f'<a href="lesson:{lesson}">{lesson_name(lesson)}</a>')
                         .replace("%6", f'<a href="drill:{drill}">{drill_name(drill)}</a>'))
        return self.tr("Your biggest leaks: %1.").replace("%1", "; ".join(parts))

    def _link(self, link: str) -> None:
        kind, _, code = link.partition(":")
        (self.lesson_requested if kind == "lesson" else self.drill_requested).emit(code)

    def _retranslate(self) -> None:
        self.position_label.setText(self.tr("Position:"))
        self.grid_label.setText(self.tr("Every position side by side (you / the expert; "
                                        "the redder, the more it cost):"))
        self.table.setHorizontalHeaderLabels([
            self.tr("Figure"), self.tr("Chances"), self.tr("You"), self.tr("Expert"),
            #: EV lost where your choice and the expert's differ, in big blinds
            self.tr("Cost (bb)")])
        self.source.setText(self.tr(
            "The expert's figures are what the grader's best option would have done in the "
            "same decisions of yours. The cost is the EV you gave up, in big blinds, where "
            "your choice and the expert's differ. Went to showdown and won at showdown are "
            "outcomes, not one decision: no expert figure; going to showdown is charged with "
            "your river calls and folds against a bet."))
        self._say()
