"""Hand history → *Why?*: every computer decision of a stored hand with its reasons.

The reasons are found again in the replay thread (:mod:`gui.history.replay_worker`) by
playing the session up to the hand; the list says so meanwhile. Selecting a line shows the
numbers behind it. An imported hand says it has no reasons to show.

Tests: tests/gui/history/test_replay_insights.py
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.bots.explain import Thought
from engine.storage.hands import HandRecord
from engine.storage.store import Store
from gui.base import texts
from gui.history.replay_words import no_reasons_text
from gui.history.replay_worker import ReplayThread
from gui.history.replay_worker import ThoughtsDone
from gui.teaching.coach.why_words import why_details
from gui.teaching.coach.why_words import why_sentence


class WhyDialog(QDialog):
    """The reasons of one stored hand's computer decisions."""

    def __init__(self, record: HandRecord, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("why_dialog")
        self.record = record
        self.names = texts.seat_names(record.players)
        if record.person_seat is not None and record.person_seat in self.names:
            self.names[record.person_seat] = texts.player_name(self.names[record.person_seat])
        self.thoughts: list[Thought] = []
        self.setWindowTitle(self.tr("Why? Hand #%1").replace(
            "%1", texts.chips(record.hand_number)))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.reasons = QListWidget()
        self.reasons.setWordWrap(True)
        self.reasons.currentRowChanged.connect(self._show_numbers)
        self.numbers = QLabel()
        self.numbers.setObjectName("numbers")
        self.numbers.setWordWrap(True)
        self.numbers.setTextFormat(Qt.TextFormat.PlainText)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.reasons, 1)
        layout.addWidget(self.numbers)
        layout.addWidget(buttons)
        self.resize(620, 420)
        self.computing: ReplayThread | None = None
        if record.imported:
            self.status.setText(no_reasons_text("imported"))
            return
        self.status.setText(no_reasons_text("waiting"))
        self.computing = ReplayThread(self)
        self.computing.thoughts_done.connect(self._done)
        self.computing.thoughts(store, record.session_id, record.hand_number)

    def _done(self, done: ThoughtsDone) -> None:
        if done.error is not None:
            self.status.setText(no_reasons_text("failed"))
            return
        self.thoughts = [t for t in done.thoughts if t is not None]
        person = self.record.person_seat
        for thought in self.thoughts:
            self.reasons.addItem(why_sentence(thought, self.names, person))
        if self.thoughts:
            #: above the list of reasons in the history's Why? window
            self.status.setText(self.tr("Select a decision to see the numbers behind it."))
            self.reasons.setCurrentRow(0)
        else:
            self.status.setText(no_reasons_text("simple"))

    def _show_numbers(self, row: int) -> None:
        if 0 <= row < len(self.thoughts):
            self.numbers.setText(why_details(self.thoughts[row]))

    def done(self, result: int) -> None:
        if self.computing is not None:
            self.computing.shutdown()
        super().done(result)
