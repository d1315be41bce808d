"""The list of lessons: grouped as the curriculum groups them (Basics, No-Limit, First
strategy, Optional), each with a done mark; under the list the rule the chosen lesson teaches
and the drill that practises it, and a button to start it. The window decides what starting
means (it plays the lesson on the table); this widget only says which lesson was chosen.

Titles wrap rather than scroll sideways: the list never has a horizontal scroll bar.

Tests: tests/gui/teaching/lessons/test_teaching_widgets.py
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QPoint
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtGui import QIcon
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPen
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QListWidgetItem
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.teaching.lessons.curriculum import place_of
from engine.teaching.lessons.lesson import Lesson
from gui.base import i18n
from gui.teaching.lessons import lesson_texts
from gui.teaching.trainer.trainer_words import drill_name

ID_ROLE = Qt.ItemDataRole.UserRole  # a lesson's id; a group's heading has none
DONE_ROLE = Qt.ItemDataRole.UserRole + 1
MARK_SIZE = 18  # pixels of the done mark
DONE_GREEN = QColor("#2e7d32")
LIST_FONT_STEP = 2  # points above the window's font: beginners read the list first


def _mark(done: bool) -> QIcon:
    """A green tick for a finished lesson, an empty square of the same size otherwise, so the
    titles line up."""
    pixmap = QPixmap(MARK_SIZE, MARK_SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    if done:
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(DONE_GREEN, MARK_SIZE / 7, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        s = MARK_SIZE
        painter.drawPolyline([QPoint(round(s * 0.18), round(s * 0.55)),
                              QPoint(round(s * 0.42), round(s * 0.78)),
                              QPoint(round(s * 0.84), round(s * 0.24))])
        painter.end()
    return QIcon(pixmap)


def _group_name(code: str) -> str:
    """The heading of a group of lessons."""
    return {
        #: heading in the list of lessons: the rules of a hand
        "basics": QCoreApplication.translate("LessonList", "Basics"),
        #: heading in the list of lessons: what No-Limit betting adds
        "no_limit": QCoreApplication.translate("LessonList", "No-Limit"),
        #: heading in the list of lessons: position, starting hands, odds
        "strategy": QCoreApplication.translate("LessonList", "First strategy"),
        #: heading in the list of lessons: other games, the button draw
        "optional": QCoreApplication.translate("LessonList", "Optional"),
    }[code]


class LessonList(QWidget):
    """Lessons in teaching order.

    :param lessons: the lessons to offer.
    :param done: ids of the lessons already finished.
    """

    lesson_chosen = Signal(str)
    """The id of the lesson the person starts (Start button, Enter or a double click)."""

    def __init__(self, lessons: Sequence[Lesson], done: Iterable[str] = (),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lessons = {lesson.id: lesson for lesson in lessons}
        self._order = [lesson.id for lesson in lessons]
        self._done = set(done)
        self.list = QListWidget(self)
        self.list.setObjectName("lessonList")
        self.list.setIconSize(QSize(MARK_SIZE, MARK_SIZE))
        self.list.setSpacing(3)
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        font = self.list.font()
        font.setPointSize(font.pointSize() + LIST_FONT_STEP)
        self.list.setFont(font)
        self.heading = QLabel(self)
        self.rule = QLabel(self)
        self.rule.setWordWrap(True)
        self.rule.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.rule.setObjectName("lessonRule")
        self.source = QLabel(self)
        self.source.setWordWrap(True)
        self.drill = QLabel(self)
        self.drill.setObjectName("lessonDrill")
        self.drill.setWordWrap(True)
        for label in (self.heading, self.rule, self.source, self.drill):
            label.setWordWrap(True)
            label.setMinimumWidth(1)  # wraps to the dock rather than widen it
        self.count = QLabel(self)
        for label in (self.heading, self.rule, self.source):
            label.setFont(font)
        self.start = QPushButton(self)
        self.start.setObjectName("startLesson")
        self.start.setDefault(True)

        bottom = QHBoxLayout()
        bottom.addWidget(self.count, 1)
        bottom.addWidget(self.start)
        layout = QVBoxLayout(self)  # the list above its detail: titles get the dock's width
        layout.addWidget(self.list, 3)
        layout.addWidget(self.heading)
        layout.addWidget(self.rule)
        layout.addWidget(self.source)
        layout.addWidget(self.drill)
        layout.addLayout(bottom)

        self._groups: list[tuple[QListWidgetItem, str]] = []  # headings and their group
        group = None
        for lesson_id in self._order:
            place = place_of(lesson_id)
            code = place.group if place is not None else "optional"
            if code != group:
                group = code
                heading = QListWidgetItem()
                heading.setFlags(Qt.ItemFlag.ItemIsEnabled)  # not a lesson: never selected
                bold = self.list.font()
                bold.setBold(True)
                heading.setFont(bold)
                self.list.addItem(heading)
                self._groups.append((heading, code))
            item = QListWidgetItem()
            item.setData(ID_ROLE, lesson_id)
            self.list.addItem(item)
        self.list.currentItemChanged.connect(self._show_current)
        self.list.itemActivated.connect(self._choose_item)
        self.start.clicked.connect(self._choose_current)
        i18n.follow(self, self._retranslate)
        if self.list.count():
            self.list.setCurrentRow(self._first_not_done())

    # ------------------------------------------------------------------ state

    @property
    def done(self) -> set[str]:
        return set(self._done)

    def current_id(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None or item.data(ID_ROLE) is None else str(item.data(ID_ROLE))

    def item_of(self, lesson_id: str) -> QListWidgetItem:
        """The list's row of ``lesson_id`` (the group headings have rows of their own)."""
        return next(self.list.item(row) for row in range(self.list.count())
                    if self.list.item(row).data(ID_ROLE) == lesson_id)

    def set_done(self, done: Iterable[str]) -> None:
        self._done = set(done)
        self._retranslate()

    def mark_done(self, lesson_id: str) -> None:
        self._done.add(lesson_id)
        self._retranslate()

    def is_marked(self, lesson_id: str) -> bool:
        """Whether the list shows ``lesson_id`` as done."""
        return bool(self.item_of(lesson_id).data(DONE_ROLE))

    def _first_not_done(self) -> int:
        for lesson_id in self._order:
            if lesson_id not in self._done:
                return self.list.row(self.item_of(lesson_id))
        return self.list.row(self.item_of(self._order[0]))

    # ------------------------------------------------------------------ words

    def _retranslate(self) -> None:
        for heading, code in self._groups:
            heading.setText(_group_name(code))
        for row, lesson_id in enumerate(self._order):
            item = self.item_of(lesson_id)
            done = lesson_id in self._done
            if item.data(DONE_ROLE) is None or bool(item.data(DONE_ROLE)) != done:
                item.setData(DONE_ROLE, done)
                item.setIcon(_mark(done))
            item.setText(f"{row + 1}. {lesson_texts.title(self._lessons[lesson_id])}")
            #: tooltip of a finished lesson in the list
            item.setToolTip(self.tr("Done") if done else "")
        #: the button under the list of lessons
        self.start.setText(self.tr("Start lesson"))
        finished = len(self._done & set(self._order))
        #: %1 lessons finished, %2 lessons in all
        self.count.setText(self.tr("Done: %1 of %2").replace("%1", str(finished))
                           .replace("%2", str(len(self._order))))
        self._show_current()

    def _show_current(self) -> None:
        lesson_id = self.current_id()
        if lesson_id is None:
            self.heading.clear()
            self.rule.clear()
            self.source.clear()
            self.drill.clear()
            return
        lesson = self._lessons[lesson_id]
        self.heading.setText(f"<b>{lesson_texts.title(lesson)}</b>")
        self.rule.setText(lesson_texts.rule(lesson))
        #: %1 which rule text the lesson's rule comes from
        self.source.setText(self.tr("From: %1").replace("%1", lesson_texts.rule_source(lesson)))
        place = place_of(lesson_id)
        #: %1 the name of the drill in the trainer that practises the lesson
        self.drill.setText(self.tr("Practise it in the trainer: %1")
                           .replace("%1", drill_name(place.drill))
                           if place is not None and place.drill else "")

    # ------------------------------------------------------------------ choosing

    def _choose_item(self, item: QListWidgetItem) -> None:
        if item.data(ID_ROLE) is not None:
            self.lesson_chosen.emit(str(item.data(ID_ROLE)))

    def _choose_current(self) -> None:
        lesson_id = self.current_id()
        if lesson_id is not None:
            self.lesson_chosen.emit(lesson_id)
