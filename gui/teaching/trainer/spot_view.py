"""The "your spots" drill: one of the person's blunders on the table again, to choose anew.

The table shows the hand up to the decision (only the person's cards face up), a line says
the position, cards, pot and price, and one button per option the grader weighed asks for the
choice (keys F, K, C, R as at the table). The answer is scored against the grader's best
option (:func:`~engine.teaching.drills.spot_drill.check_spot`), kept on the spot's schedule
(:mod:`engine.storage.grades.your_spots`) and explained with every option's value. "Next spot" (N or
Enter) asks the next one due.

Tests: tests/gui/teaching/trainer/test_trainer_your_spots.py
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.core.errors import FeltError
from engine.rules.events import ActionTaken
from engine.storage.grades.your_spots import due_spots
from engine.storage.grades.your_spots import spot_answered
from engine.storage.grades.your_spots import spot_counts
from engine.storage.hands import HandRecord
from engine.storage.store import Store
from engine.teaching.drills.spot_drill import SpotExercise
from engine.teaching.drills.spot_drill import SpotKey
from engine.teaching.drills.spot_drill import SpotVerdict
from engine.teaching.drills.spot_drill import check_spot
from engine.teaching.drills.spot_drill import next_schedule
from gui.base import i18n
from gui.base import seeing
from gui.base import speeds
from gui.base import texts
from gui.base.action_keys import key_of
from gui.base.amounts import AmountFormat
from gui.base.amounts import amount_format
from gui.base.card_theme import CardTheme
from gui.table.scene import TableScene
from gui.table.table_view import TableView
from gui.teaching.coach.coach_words import family_name
from gui.teaching.trainer.spot_words import comes_back_text
from gui.teaching.trainer.spot_words import question_text
from gui.teaching.trainer.spot_words import values_text
from gui.teaching.trainer.spot_words import verdict_text

#: The key of each option, as the table's action buttons have them.
KEYS = {"fold": "F", "check": "K", "call": "C", "raise": "R"}
ORDER = tuple(KEYS)  # the buttons from left to right, as at the table
FEEDBACK_STYLE = {True: "color: #2e7d32; font-weight: bold;",
                  False: "color: #c62828; font-weight: bold;"}


def events_before(record: HandRecord, decision: int) -> list[object]:
    """The hand's events up to (not including) its ``decision``-th action."""
    out: list[object] = []
    taken = 0
    for event in record.events():
        if isinstance(event, ActionTaken):
            if taken == decision:
                break
            taken += 1
        out.append(event)
    return out


class SpotDrillView(QWidget):
    """The drill over the spots due in ``store``; ``answered`` carries each
    :class:`SpotVerdict`.

    :param amounts: the unit of a stored hand's amounts (chips, or an imported hand's money).
    """

    answered = Signal(object)

    def __init__(self, store: Store, theme: Callable[[], CardTheme] | None = None,
                 amounts: Callable[[HandRecord], AmountFormat] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("your_spots")
        self.store = store
        self.amounts = amounts or amount_format  # an imported hand's money, as replayed
        self.queue: list[SpotExercise] = []
        self.exercise: SpotExercise | None = None
        self.verdict: SpotVerdict | None = None
        self.scene = TableScene(theme() if theme else CardTheme("standard", "blue"),
                                speed=speeds.Speed.INSTANT, parent=self)
        self.view = TableView(self.scene)
        self.counts = QLabel()
        self.counts.setObjectName("spot_counts")
        self.question = QLabel()
        self.question.setObjectName("spot_question")
        self.question.setWordWrap(True)
        self.question.setStyleSheet(f"font-size: {seeing.px(15)}px;")
        self.feedback = QLabel()
        self.feedback.setObjectName("spot_feedback")
        self.feedback.setWordWrap(True)
        self.details = QLabel()
        self.details.setObjectName("spot_details")
        self.details.setWordWrap(True)
        self.options = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        self.next_button = QPushButton()
        self.next_button.setObjectName("next_spot")
        self.next_button.clicked.connect(self.next_spot)
        bar = QHBoxLayout()
        bar.addLayout(self.options)
        bar.addStretch(1)
        bar.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.counts)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.question)
        layout.addLayout(bar)
        layout.addWidget(self.feedback)
        layout.addWidget(self.details)
        i18n.follow(self, self._retranslate)
        self.reload()

    # ------------------------------------------------------------------ the queue

    def reload(self, first: SpotKey | None = None) -> None:
        """Read the spots due (``first``: that spot first, due or not) and ask the first."""
        try:
            self.queue = due_spots(self.store)
            if first is not None:
                chosen = due_spots(self.store, key=first)
                self.queue = chosen + [s for s in self.queue if s.key != first]
        except FeltError:
            self.queue = []
        self.next_spot()

    def next_spot(self) -> None:
        """Ask the next spot of the queue, or say there is none."""
        self.verdict = None
        self.exercise = None
        while self.queue:
            exercise = self.queue.pop(0)
            try:
                self._show(exercise)
            except FeltError:
                continue  # a hand that no longer replays: skipped
            self.exercise = exercise
            break
        if self.exercise is None:
            self.scene.set_players({}, None)
            self._set_options(())
            self.question.setText(self.tr("No spot is due. Grade your play to turn your "
                                          "blunders into spots, or come back later."))
        self.feedback.clear()
        self.details.clear()
        self.next_button.setEnabled(False)
        self._show_counts()

    def _show(self, exercise: SpotExercise) -> None:
        key = exercise.key
        record = self.store.hand(key.session_id, key.hand)
        options = record.data.options
        seats = record.data.seats
        hidden = frozenset(seats[p] for p in options.unknown if p < len(seats)) \
            if options is not None else frozenset()
        events = events_before(record, exercise.grade.index)
        self.scene.stage.amounts = self.amounts(record)
        self.scene.set_players(texts.seat_names(record.players), key.seat,
                               reveal_all=False, hidden=hidden)
        size = self.view.viewport().size()
        if size.height() > 0:
            self.scene.relayout(size.width() / size.height())
        self.scene.show_now(events)
        cards = next((p.cards for p in record.players if p.seat == key.seat), ())
        self.question.setText(question_text(exercise, tuple(cards)))
        self._set_options(exercise.options)

    def _set_options(self, families: tuple[str, ...]) -> None:
        for button in self.buttons.values():
            self.options.removeWidget(button)
            button.hide()  # gone at once, not when Qt gets round to deleting it
            button.deleteLater()
        self.buttons = {}
        for family in sorted(families, key=lambda f: ORDER.index(f) if f in ORDER else 9):
            button = QPushButton(f"{family_name(family)} ({KEYS.get(family, '')})")
            button.setObjectName(f"spot_{family}")
            if family in KEYS:
                button.setShortcut(KEYS[family])
            button.clicked.connect(lambda _=False, f=family: self.choose(f))
            self.options.addWidget(button)
            self.buttons[family] = button

    # ------------------------------------------------------------------ answering

    def choose(self, family: str) -> SpotVerdict | None:
        """The person chooses ``family``: scored, kept on the schedule, explained."""
        exercise = self.exercise
        if exercise is None or self.verdict is not None:
            return None
        verdict = check_spot(exercise, family)
        self.verdict = verdict
        try:
            learned = spot_answered(self.store, exercise.key, verdict.correct)
        except FeltError:
            learned = False
        now = time.time()
        after = next_schedule(exercise.streak, verdict.correct, now)
        self.feedback.setText(verdict_text(verdict))
        self.feedback.setStyleSheet(FEEDBACK_STYLE[verdict.correct])
        self.details.setText(values_text(exercise) + "\n"
                             + comes_back_text(learned, after.due, now))
        for button in self.buttons.values():
            button.setEnabled(False)
        self.next_button.setEnabled(True)
        self.next_button.setFocus()
        self._show_counts()
        self.answered.emit(verdict)
        return verdict

    def keyPressEvent(self, event: object) -> None:
        key = getattr(event, "key", lambda: None)()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.next_button.isEnabled():
            self.next_spot()
            return
        super().keyPressEvent(event)  # type: ignore[arg-type]

    def _show_counts(self) -> None:
        try:
            counts = spot_counts(self.store)
        except FeltError:
            self.counts.clear()
            return
        #: the "your spots" queue; %1 due now, %2 waiting for later, %3 learned
        self.counts.setText(self.tr("Due now: %1 · later: %2 · learned: %3")
                            .replace("%1", str(counts.due)).replace("%2", str(counts.waiting))
                            .replace("%3", str(counts.learned)))

    def _retranslate(self) -> None:
        #: "your spots" drill: ask the next spot due (key N)
        self.next_button.setText(self.tr("&Next spot"))
        self.next_button.setShortcut(key_of("trainer_next"))  # N unless chosen in Settings
        if self.exercise is not None:
            for family, button in self.buttons.items():
                button.setText(f"{family_name(family)} ({KEYS.get(family, '')})")
        self._show_counts()
