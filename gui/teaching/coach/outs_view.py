"""The outs, group by group, and the deck strip that shows them.

Pointing at a group of outs (or picking it with a click or the arrow keys) marks exactly its
cards on the :class:`~gui.teaching.coach.deck_strip.DeckStrip`; "All outs" marks every out. The
strip also shows the cards you know, faded, and raises your best five as the table does at a
showdown. A picked group stays marked when the pointer leaves and across reports, as long as
the new report still has outs to that category.

Tests: tests/gui/teaching/coach/test_coach_reading.py
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QListWidgetItem
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.teaching.coach.coach import CoachReport
from gui.teaching.coach.coach_words import cards_text
from gui.teaching.coach.coach_words import out_group_name
from gui.teaching.coach.coach_words import out_kinds_text
from gui.teaching.coach.coach_words import percent
from gui.teaching.coach.deck_strip import DeckStrip

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

#: The list's data of the "All outs" row (a group's row holds its category, 0 to 9).
ALL_OUTS = -1
#: Rows shown before the list scrolls.
VISIBLE_ROWS = 4


class OutsView(QWidget):
    """The out groups of the newest report and the deck strip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.groups = QListWidget()
        self.groups.setObjectName("outGroups")
        self.groups.setMouseTracking(True)
        self.groups.setWordWrap(True)
        self.strip = DeckStrip()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 0, 6, 6)
        layout.addWidget(self.caption)
        layout.addWidget(self.groups)
        layout.addWidget(self.strip)
        self.report: CoachReport | None = None
        self._picked: int | None = None  # the category picked, kept across reports
        self.groups.itemEntered.connect(self._pointed)
        self.groups.currentItemChanged.connect(self._picked_changed)
        self.groups.viewport().installEventFilter(self)
        self.retranslate()

    def show_report(self, report: CoachReport | None) -> None:
        self.report = report
        self.groups.blockSignals(True)
        self.groups.clear()
        if report is not None and report.outs:
            total = sum(len(g.cards) for g in report.outs)
            #: the first row of the outs list; %1 how many outs there are
            everything = QListWidgetItem(translate("Coach", "All outs (%1)").replace(
                "%1", str(total)))
            everything.setData(Qt.ItemDataRole.UserRole, ALL_OUTS)
            self.groups.addItem(everything)
            for group in report.outs:
                #: one group of outs; %1 what it makes ("to a flush"), %2 how many cards,
                #: %3 the chance by the next card, %4 by the river
                item = QListWidgetItem(
                    translate("Coach", "%1: %2 (%3 next card, %4 by the river)")
                    .replace("%1", out_group_name(group.category))
                    .replace("%2", str(len(group.cards)))
                    .replace("%3", percent(group.next_card, 0))
                    .replace("%4", percent(group.by_river, 0)) + out_kinds_text(group))
                item.setData(Qt.ItemDataRole.UserRole, group.category)
                item.setToolTip(cards_text(group.cards))
                self.groups.addItem(item)
        rows = self.groups.count()
        for row in range(rows):
            if self.groups.item(row).data(Qt.ItemDataRole.UserRole) == self._picked:
                self.groups.setCurrentRow(row)
        self.groups.blockSignals(False)
        self._size_list()
        if report is None:
            self.strip.show_cards((), (), False)
        else:
            self.strip.show_cards((*report.hole, *report.board), report.hand.cards,
                                  report.short_deck)
        self._mark(self.groups.currentItem())
        self.retranslate()

    def cards_of(self, category: int) -> tuple[int, ...]:
        """The outs of a row's category (:data:`ALL_OUTS`: every out)."""
        if self.report is None:
            return ()
        if category == ALL_OUTS:
            return tuple(sorted(c for g in self.report.outs for c in g.cards))
        return next((g.cards for g in self.report.outs if g.category == category), ())

    # ------------------------------------------------------------------ pointing, picking

    def _pointed(self, item: QListWidgetItem) -> None:
        self._mark(item)

    def _picked_changed(self, item: QListWidgetItem | None) -> None:
        self._picked = None if item is None else int(item.data(Qt.ItemDataRole.UserRole))
        self._mark(item)

    def _mark(self, item: QListWidgetItem | None) -> None:
        if item is None:
            self.strip.mark(())
            return
        self.strip.mark(self.cards_of(int(item.data(Qt.ItemDataRole.UserRole))))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The pointer left the list: back to the picked group (or no marks)."""
        if watched is self.groups.viewport() and event.type() == QEvent.Type.Leave:
            self._mark(self.groups.currentItem())
        return super().eventFilter(watched, event)

    def _size_list(self) -> None:
        rows = min(self.groups.count(), VISIBLE_ROWS)
        # Rows differ in height (a group with tainted outs takes a second line).
        height = sum(max(self.groups.sizeHintForRow(r), 18) for r in range(rows)) or 18
        self.groups.setFixedHeight(height + 2 * self.groups.frameWidth() + 2)
        self.groups.setVisible(self.groups.count() > 0)

    def retranslate(self) -> None:
        if self.report is not None and self.report.outs:
            self.caption.setText(translate(
                "Coach", "Point at a group of outs to see its cards in the deck; your best "
                         "five cards are raised."))
        elif self.report is not None and self.report.board:
            self.caption.setText(translate(
                "Coach", "No outs now. Your best five cards are raised in the deck."))
        else:
            self.caption.setText(translate(
                "Coach", "The deck: your cards and the board are faded; outs are marked from "
                         "the flop on."))
