"""The hand log: the game told in words, one line per event, as the table shows it.

:class:`HandLog` is an observer of the table model: each event the table shows is told in the
current language (:func:`gui.base.log_words.describe`). It keeps what happened, not the words, so a
language change tells the whole log again.

Tests: tests/gui/base/test_log_sentences.py, tests/gui/test_event_dispatch.py
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from collections.abc import Mapping
from typing import ClassVar

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QPlainTextEdit
from PySide6.QtWidgets import QWidget

from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.table_model import EVENT_TYPES
from engine.play.table_model import TableModel
from engine.rules.events import HandStarted
from engine.rules.events import PotAwarded
from gui.base import log_words
from gui.table.drawing import Text

MAX_LINES = 3000  # older lines scroll away
SEPARATOR = "─" * 28  # the line between two hands (as long as the log is wide, at most this)
LOG_FONT_PX = 12  # the log's letters at scale 1
RULE_MIN = 4  # the shortest rule between hands, however narrow the log
RULE_SLACK_PX = 6  # room the rule leaves at the log's right edge (the cursor, rounding)


class HandLog(QPlainTextEdit, TableObserver):
    """The log widget, fed by the model: every event type has a reaction (the words are in
    :data:`gui.base.log_words.LOG_WORDS`; a new hand begins with a rule).

    :param names: the players' names as given (to decide whether an event has words at all).
    :param display_names: the names as shown, in the current language.
    :param person: the person's seat, or ``None``.
    """

    def __init__(self, names: Callable[[], Mapping[int, str]],
                 display_names: Callable[[], Mapping[int, str]],
                 person: Callable[[], int | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names = names
        self._display_names = display_names
        self._person = person
        self.setReadOnly(True)
        self.setMaximumBlockCount(MAX_LINES)
        self._lines: deque[Text] = deque(maxlen=MAX_LINES)
        self._hand_from = 0  # where the current hand's lines begin in ``_lines``
        self._rule = SEPARATOR  # the rule as drawn now, shortened to the log's width
        self.set_scale(1.0)
        # The log follows the newest line unless the person scrolled up: a resize, a
        # maximize or a dock changes how the lines wrap, and the end moves with them.
        self.following = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)

    def set_scale(self, scale: float) -> None:
        """Letters that grow with the window (1: the usual size)."""
        self.setStyleSheet("QPlainTextEdit { background: #10161b; color: #dfe6ea; "
                           f"font-size: {round(LOG_FONT_PX * scale)}px; border: none; }}")
        self._refit()

    def _tell(self, event: object, model: TableModel, pots: tuple[int, ...] = ()) -> None:
        """One line for the event, if it has words."""
        person = self._person()
        if log_words.describe(event, self._names(), person, pots):
            self.add(lambda: log_words.describe(event, self._display_names(), person,
                                                pots) or "")

    def _new_hand(self, event: HandStarted, model: TableModel) -> None:
        self._hand_from = len(self._lines)
        if self._lines:
            self.add(SEPARATOR)  # a rule between hands, so each hand reads as a block
        self._tell(event, model)

    def _awarded(self, event: PotAwarded, model: TableModel) -> None:
        self._tell(event, model, model.pot_amounts())

    REACTIONS: ClassVar[Mapping[type, Reaction]] = {
        **dict.fromkeys(EVENT_TYPES, _tell),
        HandStarted: _new_hand,
        PotAwarded: _awarded,
    }

    def _scrolled(self, value: int) -> None:
        """The person (or the end moving) scrolled: follow again once back at the end."""
        self.following = value >= self.verticalScrollBar().maximum()

    def _range_changed(self, low: int, high: int) -> None:
        if self.following:
            self.verticalScrollBar().setValue(high)

    def add(self, line: Text) -> None:
        """Add a line; a function is said again when the language changes."""
        following = self.following
        self._lines.append(line)
        self.appendPlainText(self._said(line))
        if following:
            bar = self.verticalScrollBar()
            bar.setValue(bar.maximum())

    def forget(self) -> None:
        """Start a new game's log."""
        self.clear()
        self._lines.clear()
        self._hand_from = 0

    def earlier_lines(self) -> list[Text]:
        """The lines before the current hand's (a continued game tells that hand again)."""
        return list(self._lines)[:self._hand_from]

    def keep_earlier(self, lines: list[Text]) -> None:
        """A suspended game comes back: its earlier lines, and the continued hand after them."""
        self.forget()
        for line in lines:
            self.add(line)

    def retell(self) -> None:
        """Every line again in the current language, scrolled to the end."""
        self.following = True  # a new language starts at the newest line
        self._write_all()

    def _said(self, line: Text) -> str:
        if line == SEPARATOR:
            return self._rule
        return line if isinstance(line, str) else line()

    def _write_all(self) -> None:
        """Every line written again, the end followed as before."""
        following, bar = self.following, self.verticalScrollBar()
        kept = bar.value()
        self.setPlainText("\n".join(self._said(line) for line in self._lines))
        bar.setValue(bar.maximum() if following else min(kept, bar.maximum()))
        self.following = following

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A narrower log shortens the rules between hands: one that wrapped onto two lines
        read as a line of the hand, and the hands ran together."""
        super().resizeEvent(event)
        self._refit()

    def _refit(self) -> None:
        self.ensurePolished()  # the letters of the style sheet, as they are drawn
        dash = max(1, self.fontMetrics().horizontalAdvance(SEPARATOR[0]))
        room = self.viewport().width() - 2 * self.document().documentMargin() - RULE_SLACK_PX
        rule = SEPARATOR[0] * max(RULE_MIN, min(len(SEPARATOR), int(room // dash)))
        if rule != self._rule:
            self._rule = rule
            self._write_all()
