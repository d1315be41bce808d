"""The "Blunders" tab: the person's decisions that gave up at least the blunder threshold,
costliest first, sortable by any column and filtered by street, position and reason.

A double-click (or Replay, or Enter) opens the hand in the replayer at that decision; "Play on
from here" plays the hand on from the decision at the table; "Drill this spot" asks it in the
"your spots" drill. The window does these (the tab emits the chosen decision).

Tests: tests/gui/yourplay/test_grading_resumes.py, tests/gui/yourplay/test_leaks_results.py,
tests/gui/yourplay/test_your_play_path.py
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.storage.grades.play_report import PersonDecision
from gui.base import i18n
from gui.base import texts
from gui.base.play_words import day_text
from gui.base.position_names import position_short
from gui.teaching.coach.coach_words import family_name
from gui.teaching.coach.grade_words import reason_words
from gui.teaching.coach.grade_words import solver_words
from gui.teaching.coach.grade_words import values_words
from gui.teaching.trainer.spot_words import bb_text
from gui.teaching.trainer.spot_words import spot_kind_name
from gui.yourplay.error_view import POSITION_ORDER
from gui.yourplay.error_view import Number

COLUMNS = 9
LOST_COLUMN = 7


def chosen_family(decision: PersonDecision) -> str:
    kind = decision.grade.action.kind.value
    return "raise" if kind in ("bet", "raise") else kind


def best_family(decision: PersonDecision) -> str:
    return max(decision.grade.values, key=lambda pair: pair[1])[0]


class BlunderView(QWidget):
    """The tab; :meth:`show_blunders` fills it. Each signal carries a
    :class:`PersonDecision`."""

    replay_requested = Signal(object)
    play_on_requested = Signal(object)
    drill_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("blunders")
        self.items: list[PersonDecision] = []
        self.titles: Mapping[int, str] = {}
        self.threshold = 0.0
        self.summary = QLabel()
        self.summary.setObjectName("blunder_summary")
        self.filters: dict[str, QComboBox] = {}
        self.filter_labels: dict[str, QLabel] = {}
        row = QHBoxLayout()
        for code in ("street", "position", "reason"):
            box = QComboBox()
            box.setObjectName(f"blunder_{code}")
            box.currentIndexChanged.connect(lambda _=0: self._fill())
            label = QLabel()
            label.setBuddy(box)
            row.addWidget(label)
            row.addWidget(box)
            self.filters[code] = box
            self.filter_labels[code] = label
        row.addStretch(1)
        self.table = QTableWidget(0, COLUMNS)
        self.table.setObjectName("blunder_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.setSortingEnabled(True)
        self.table.cellDoubleClicked.connect(lambda *_: self._emit(self.replay_requested))
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.detail = QLabel()
        self.detail.setObjectName("blunder_detail")
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("blunder_replay")
        self.replay_button.clicked.connect(lambda: self._emit(self.replay_requested))
        self.play_button = QPushButton()
        self.play_button.setObjectName("blunder_play_on")
        self.play_button.clicked.connect(lambda: self._emit(self.play_on_requested))
        self.drill_button = QPushButton()
        self.drill_button.setObjectName("blunder_drill")
        self.drill_button.clicked.connect(lambda: self._emit(self.drill_requested))
        buttons = QHBoxLayout()
        for button in (self.replay_button, self.play_button, self.drill_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.detail)
        layout.addLayout(buttons)
        i18n.follow(self, self._retranslate)

    def show_blunders(self, items: Sequence[PersonDecision], titles: Mapping[int, str],
                      threshold: float) -> None:
        """List ``items`` (blunders of at least ``threshold`` big blinds)."""
        self.items = list(items)
        self.titles = titles
        self.threshold = threshold
        self._fill_filters()
        self._fill()

    def selected(self) -> PersonDecision | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        cell = self.table.item(rows[0].row(), 0)
        index = cell.data(Qt.ItemDataRole.UserRole) if cell is not None else None
        return self.items[index] if isinstance(index, int) else None

    def _emit(self, signal: SignalInstance) -> None:
        chosen = self.selected()
        if chosen is not None:
            signal.emit(chosen)

    def _update_buttons(self) -> None:
        chosen = self.selected()
        for button in (self.replay_button, self.play_button, self.drill_button):
            button.setEnabled(chosen is not None)
        self.detail.setText("" if chosen is None else
                            solver_words(chosen.grade) or values_words(chosen.grade))

    def keyPressEvent(self, event: object) -> None:
        key = getattr(event, "key", lambda: None)()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._emit(self.replay_requested)
            return
        super().keyPressEvent(event)  # type: ignore[arg-type]

    # ------------------------------------------------------------------ filling

    def _fill_filters(self) -> None:
        streets = sorted({int(d.grade.street) for d in self.items})
        positions = sorted({d.grade.position for d in self.items},
                           key=lambda p: POSITION_ORDER.index(p) if p in POSITION_ORDER else 99)
        reasons = sorted({d.grade.reason for d in self.items})
        choices: dict[str, list[tuple[str, object]]] = {
            "street": [(texts.street_name(s), s) for s in streets],
            "position": [(position_short(p), p) for p in positions],
            "reason": [(reason_words(r), r) for r in reasons]}
        for code, box in self.filters.items():
            current = box.currentData()
            box.blockSignals(True)
            box.clear()
            box.addItem(self.tr("All"), None)
            for words, data in choices[code]:
                box.addItem(words, data)
            box.setCurrentIndex(max(0, box.findData(current)))
            box.blockSignals(False)

    def _shown(self) -> list[int]:
        wanted = {code: box.currentData() for code, box in self.filters.items()}
        out = []
        for i, d in enumerate(self.items):
            if wanted["street"] is not None and int(d.grade.street) != wanted["street"]:
                continue
            if wanted["position"] is not None and d.grade.position != wanted["position"]:
                continue
            if wanted["reason"] is not None and d.grade.reason != wanted["reason"]:
                continue
            out.append(i)
        return out

    def _fill(self) -> None:
        shown = self._shown()
        total = sum(d.grade.cost_bb for d in self.items)
        #: %n blunders, %1 the threshold in big blinds, %2 their cost in big blinds
        self.summary.setText(self.tr("%n decision(s) gave up %1 or more, %2 in all.", "",
                                     len(self.items))
                             .replace("%1", bb_text(self.threshold))
                             .replace("%2", bb_text(total)))
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(shown))
        for row, i in enumerate(shown):
            for column, cell in enumerate(self._cells(self.items[i])):
                if column == 0:
                    cell.setData(Qt.ItemDataRole.UserRole, i)
                self.table.setItem(row, column, cell)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(LOST_COLUMN, Qt.SortOrder.DescendingOrder)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(
            COLUMNS - 1, QHeaderView.ResizeMode.Stretch)
        if shown:
            self.table.selectRow(0)
        self._update_buttons()

    def _cells(self, d: PersonDecision) -> list[QTableWidgetItem]:
        g = d.grade
        when = day_text(datetime.datetime.fromtimestamp(d.played_at).date())
        title = self.titles.get(d.session_id, "") or self.tr("Imported hands")
        #: a blunder's hand: %1 the session's name, %2 the hand's number
        hand = self.tr("%1, hand %2").replace("%1", title).replace("%2", str(d.hand))
        return [Number(when, d.played_at, left=True), QTableWidgetItem(hand),
                Number(texts.street_name(int(g.street)), int(g.street), left=True),
                QTableWidgetItem(position_short(g.position)),
                QTableWidgetItem(spot_kind_name(g.spot)),
                QTableWidgetItem(family_name(chosen_family(d))),
                QTableWidgetItem(family_name(best_family(d))),
                Number(bb_text(g.cost_bb), g.cost_bb),
                QTableWidgetItem(reason_words(g.reason))]

    def _retranslate(self) -> None:
        self.filter_labels["street"].setText(self.tr("S&treet:"))
        self.filter_labels["position"].setText(self.tr("&Position:"))
        self.filter_labels["reason"].setText(self.tr("Rea&son:"))
        self.table.setHorizontalHeaderLabels([
            self.tr("Played"), self.tr("Hand"), self.tr("Street"), self.tr("Position"),
            self.tr("Kind of decision"), self.tr("You"), self.tr("Best"), self.tr("Lost"),
            self.tr("Reason")])
        #: Blunders tab: open the hand in the replayer at the decision
        self.replay_button.setText(self.tr("&Replay"))
        self.play_button.setText(self.tr("Play &on from here"))
        self.drill_button.setText(self.tr("&Drill this spot"))
        self._fill_filters()
        self._fill()
