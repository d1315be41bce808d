"""The answer controls of each drill, all usable from the keyboard.

Digits choose (a winner, a category, a range), Tab moves to a typed field, Enter submits;
call or fold take one key each. The panel emits :attr:`AnswerPanel.submitted` with the answer
in the engine's shape (:data:`engine.teaching.drills.exercise.Answer`).

Tests: tests/gui/teaching/trainer/test_pushfold_trainer.py,
tests/gui/teaching/trainer/test_trainer.py, tests/gui/teaching/trainer/test_trainer_lesson_link.py
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QIntValidator
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLayout
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.evaluation.categories import ROYAL_FLUSH
from engine.teaching.drills.board_drill import BoardQuestion
from engine.teaching.drills.call_drill import CALL
from engine.teaching.drills.call_drill import FOLD
from engine.teaching.drills.call_drill import CallQuestion
from engine.teaching.drills.equity_drill import EquityQuestion
from engine.teaching.drills.exercise import Answer
from engine.teaching.drills.exercise import Question
from engine.teaching.drills.naming_drill import NameQuestion
from engine.teaching.drills.outs_drill import OutsQuestion
from engine.teaching.drills.pushfold_drill import PUSH
from engine.teaching.drills.pushfold_drill import PUSH_MODE
from engine.teaching.drills.pushfold_drill import PushFoldQuestion
from engine.teaching.drills.range_drill import PAINT
from engine.teaching.drills.range_drill import RangeQuestion
from engine.teaching.drills.winner_drill import WinnerQuestion
from gui.base.texts import category_name
from gui.teaching.ranges.range_grid import RangeGrid
from gui.teaching.trainer.trainer_words import player_label

translate = QCoreApplication.translate

_DIGIT_KEYS = {getattr(Qt.Key, f"Key_{d}"): d for d in range(10)}
# Rank letters people type: English, and the German Bube (B) and Dame (D).
_RANK_LETTERS = {"A": 12, "K": 11, "Q": 10, "D": 10, "J": 9, "B": 9, "T": 8}


def parse_ranks(text: str) -> tuple[int, ...] | None:
    """Ranks typed as ``K 7``, ``K7``, ``A K Q J 10`` (``None`` if something is no rank)."""
    compact = text.upper().replace(",", " ").replace("10", " T ")
    ranks: list[int] = []
    for char in compact:
        if char.isspace():
            continue
        if char in _RANK_LETTERS:
            ranks.append(_RANK_LETTERS[char])
        elif char in "23456789":
            ranks.append(int(char) - 2)
        else:
            return None
    return tuple(ranks)


def category_of_digit(digit: int) -> int:
    """Keys 1..9 are high card .. straight flush, 0 the royal flush."""
    return ROYAL_FLUSH if digit == 0 else digit - 1


def drop_items(layout: QLayout, keep: QWidget | None = None) -> None:
    """Take a layout's widgets (nested ones too) off the screen at once; Qt deletes them
    when idle. ``keep`` stays."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget = item.widget()
        inner = item.layout()
        if widget is not None and widget is not keep:
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()
        elif inner is not None:
            drop_items(inner)


class AnswerField(QLineEdit):
    """A typed answer; its Enter submits and stops here (a plain line edit passes Enter on
    to its parents, where it would also mean "next exercise")."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()


class CategoryList(QListWidget):
    """The ten hand categories; a digit picks one, Enter submits."""

    submit = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        for category in range(ROYAL_FLUSH + 1):
            key = 0 if category == ROYAL_FLUSH else category + 1
            self.addItem(f"{key}  {category_name(category)}")
        self.setFixedWidth(230)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key in _DIGIT_KEYS:
            self.setCurrentRow(category_of_digit(_DIGIT_KEYS[key]))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit.emit()
        else:
            super().keyPressEvent(event)


class AnswerPanel(QWidget):
    """The controls for one question; rebuilt by :meth:`setup` for each exercise."""

    submitted = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.layout_ = QHBoxLayout(self)
        self.question: Question | None = None
        self.toggles: list[QPushButton] = []
        self.categories: CategoryList | None = None
        self.field: AnswerField | None = None
        self.grid: RangeGrid | None = None
        self.hint = QLabel()
        self.enabled_ = True

    def _clear(self) -> None:
        drop_items(self.layout_, keep=self.hint)
        self.toggles, self.categories, self.field, self.grid = [], None, None, None
        self.hint.setText("")

    def setup(self, question: Question, paint_grid: RangeGrid | None = None) -> None:
        """Controls for ``question``; ``paint_grid`` is the grid a painting is made on."""
        self._clear()
        self.question = question
        self.enabled_ = True
        if isinstance(question, WinnerQuestion):
            for i in range(len(question.holes)):
                button = QPushButton(f"{i + 1}  {player_label(i)}")
                button.setCheckable(True)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                self.toggles.append(button)
                self.layout_.addWidget(button)
            submit = QPushButton(translate("Trainer", "Answer (Enter)"))
            submit.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            submit.clicked.connect(self.submit)
            self.layout_.addWidget(submit)
        elif isinstance(question, (NameQuestion, BoardQuestion)):
            self.categories = CategoryList()
            self.categories.submit.connect(self._category_enter)
            self.layout_.addWidget(self.categories)
            needs_field = question.difficulty != "beginner"
            if needs_field:
                column = QVBoxLayout()
                label = QLabel(translate("Trainer", "Ranks (e.g. K 7):")
                               if isinstance(question, NameQuestion) else
                               translate("Trainer", "Combinations:"))
                self.field = AnswerField()
                if isinstance(question, BoardQuestion):
                    self.field.setValidator(QIntValidator(0, 1326, self.field))
                self.field.returnPressed.connect(self.submit)
                label.setBuddy(self.field)
                column.addWidget(label)
                column.addWidget(self.field)
                column.addStretch(1)
                self.layout_.addLayout(column)
        elif isinstance(question, (OutsQuestion, EquityQuestion)):
            label = QLabel(translate("Trainer", "Outs:") if isinstance(question, OutsQuestion)
                           else translate("Trainer", "Equity in %:"))
            self.field = AnswerField()
            self.field.setValidator(QIntValidator(0, 100, self.field))
            self.field.setFixedWidth(90)
            self.field.returnPressed.connect(self.submit)
            self.layout_.addWidget(label)
            self.layout_.addWidget(self.field)
        elif isinstance(question, (CallQuestion, PushFoldQuestion)):
            first = (PUSH, translate("Trainer", "All-in (A)")) if isinstance(
                question, PushFoldQuestion) and question.mode == PUSH_MODE else (
                CALL, translate("Trainer", "Call (C)"))
            for code, text in (first, (FOLD, translate("Trainer", "Fold (F)"))):
                button = QPushButton(text)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.clicked.connect(lambda _=False, c=code: self._send(c))
                self.layout_.addWidget(button)
        elif isinstance(question, RangeQuestion) and question.mode == PAINT:
            self.grid = paint_grid
            submit = QPushButton(translate("Trainer", "Answer (Enter)"))
            submit.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            submit.clicked.connect(self.submit)
            self.layout_.addWidget(submit)
        elif isinstance(question, RangeQuestion):
            for i in range(len(question.choices)):
                button = QPushButton(translate("Trainer", "Range %1").replace("%1", str(i + 1)))
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.clicked.connect(lambda _=False, k=i: self._send(k))
                self.layout_.addWidget(button)
        self.layout_.addWidget(self.hint)
        self.layout_.addStretch(1)
        self.focus_first()

    def focus_first(self) -> None:
        """Focus the control a person types into first (shown at once: a widget that a
        layout would show only later cannot take the focus now)."""
        for child in self.findChildren(QWidget):
            child.show()
        target: QWidget = self
        if self.categories is not None:
            target = self.categories
        elif self.grid is not None:
            self.grid.show()
            target = self.grid
        elif self.field is not None:
            target = self.field
        target.setFocus()

    def _category_enter(self) -> None:
        if self.field is not None and not self.field.text().strip():
            self.field.setFocus()
            return
        self.submit()

    def _send(self, answer: Answer) -> None:
        if self.enabled_:
            self.enabled_ = False  # one answer per showing; the window re-enables on retry
            self.submitted.emit(answer)

    def submit(self) -> None:
        """Read the controls into an answer and send it (a hint instead if incomplete)."""
        q = self.question
        answer: Answer | None = None
        if not self.enabled_:
            return
        if isinstance(q, WinnerQuestion):
            chosen = tuple(i for i, b in enumerate(self.toggles) if b.isChecked())
            answer = chosen or None
        elif isinstance(q, (NameQuestion, BoardQuestion)) and self.categories is not None:
            row = self.categories.currentRow()
            if row >= 0:
                if self.field is None:
                    answer = (row,)
                elif isinstance(q, NameQuestion):
                    ranks = parse_ranks(self.field.text())
                    answer = (row, *ranks) if ranks is not None else None
                elif self.field.text().strip().isdigit():
                    answer = (row, int(self.field.text()))
        elif isinstance(q, (OutsQuestion, EquityQuestion)) and self.field is not None:
            text = self.field.text().strip()
            answer = int(text) if text.isdigit() else None
        elif isinstance(q, RangeQuestion) and self.grid is not None:
            answer = tuple(sorted(self.grid.marked))
        if answer is None:
            self.hint.setText(translate("Trainer", "Answer first (see above)."))
            return
        self._send(answer)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        q = self.question
        text = event.text().upper()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # Also the Enter a line edit passes on after its returnPressed: kept here, so it
            # never reaches the window as "next".
            self.submit()
            event.accept()
        elif isinstance(q, WinnerQuestion) and key in _DIGIT_KEYS:
            i = _DIGIT_KEYS[key] - 1
            if 0 <= i < len(self.toggles):
                self.toggles[i].toggle()
        elif isinstance(q, RangeQuestion) and q.mode != PAINT and key in _DIGIT_KEYS:
            i = _DIGIT_KEYS[key] - 1
            if 0 <= i < len(q.choices):
                self._send(i)
        elif isinstance(q, (CallQuestion, PushFoldQuestion)) and text:
            pushing = isinstance(q, PushFoldQuestion) and q.mode == PUSH_MODE
            #: keyboard key that calls in "Call or fold?" (one letter)
            if not pushing and text == translate("Trainer", "C", "key: call").upper():
                self._send(CALL)
            #: keyboard key that goes all-in in "Push or fold?" (one letter; A for All-in in
            #: both languages: P would read as "Passen" in German)
            elif pushing and text == translate("Trainer", "A", "key: all-in").upper():
                self._send(PUSH)
            #: keyboard key that folds in "Call or fold?" (one letter)
            elif text == translate("Trainer", "F", "key: fold").upper():
                self._send(FOLD)
            else:
                super().keyPressEvent(event)
        else:
            super().keyPressEvent(event)
