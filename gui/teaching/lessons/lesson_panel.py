"""A lesson played step by step beside the table: what the teacher says, the narration of
every event so far, Next and Back (buttons and keys), and the quiz at the end, checked by the
engine; a wrong answer gets a hint and a second try before the answer is shown.

The layout keeps Back and Next in one place: they sit at the bottom, under the one area that
scrolls (the caption, the chart and the quiz, up and down only) and the narration log, so a
step whose words are longer never moves them.

The panel owns a :class:`~engine.teaching.lessons.runner.LessonRunner`; the table can follow it
through :attr:`LessonPanel.position_changed` (replay the hand to that step) and
:attr:`LessonPanel.highlight_changed` (point at what the narration talks about). Going back
replays the hand and tells it again from the deal, so the narration is always that of the
hand as it stands.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtGui import QKeyEvent
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QButtonGroup
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPlainTextEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QRadioButton
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.rules.events import PotAwarded
from engine.teaching.lessons.lesson import Lesson
from engine.teaching.lessons.quiz import check
from engine.teaching.lessons.quiz import correct_answers
from engine.teaching.lessons.runner import LessonRunner
from gui.base import i18n
from gui.base import screen_reader
from gui.base.card_words import spoken_symbols
from gui.teaching.beginners.ranking_chart import RankingChart
from gui.teaching.lessons import lesson_texts
from gui.teaching.lessons import quiz_labels
from gui.teaching.lessons.quiz_hints import hint
from gui.teaching.narration.narration import Highlight
from gui.teaching.narration.narration import Narration
from gui.teaching.narration.narrator import Narrator

CHART_ROW = 30  # pixels a chart row needs to be read beside a 1024x600 table
CAPTION_FONT_STEP = 3  # points above the window's font: the caption is read from a distance
TEACHER_MARK = "▸ "  # starts the teacher's lines in the narration log
NEXT_KEYS = (Qt.Key.Key_Right, Qt.Key.Key_PageDown, Qt.Key.Key_N)
BACK_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_PageUp, Qt.Key.Key_B)
"""N and B are the table's step keys too: in a lesson they step the lesson."""
LETTER_KEYS = (Qt.Key.Key_N, Qt.Key.Key_B)
LOG_LINES = 4  # lines of the narration log kept in view under the lesson's words
TRIES_BEFORE_ANSWER = 2  # a first miss gets a hint, a second one the answer
CAPTION_STYLE = ("#lessonCaption { background: #fff8dc; color: #222; border: 1px solid #e0c36a;"
                 " border-radius: 6px; padding: 8px; }")


class LessonPanel(QWidget):
    """Plays ``lesson``; starts dealt, before the first step."""

    position_changed = Signal(int)
    """Steps done after Next or Back."""
    highlight_changed = Signal(object)
    """The :class:`~gui.teaching.narration.narrator.Highlight` of the step shown, or ``None``."""
    passed = Signal(str)
    """The lesson's id, once every quiz answer is right."""

    def __init__(self, lesson: Lesson, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spoken = ""  # the words last sent to the screen reader
        self.lesson = lesson
        self.runner = LessonRunner(lesson)
        self.title = QLabel(self)
        self.caption = QLabel(self)
        self.caption.setObjectName("lessonCaption")
        self.caption.setWordWrap(True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.caption.setTextFormat(Qt.TextFormat.RichText)
        self.caption.setStyleSheet(CAPTION_STYLE)
        self.caption.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        font = self.caption.font()
        font.setPointSize(font.pointSize() + CAPTION_FONT_STEP)
        self.caption.setFont(font)
        self.log = QPlainTextEdit(self)
        self.log.setObjectName("narrationLog")
        self.log.setReadOnly(True)
        self.back = QPushButton(self)
        self.next = QPushButton(self)
        self.counter = QLabel(self)
        self.quiz = QGroupBox(self)
        self.check_button = QPushButton(self.quiz)
        self._questions: list[tuple[QLabel, QButtonGroup, QLabel]] = []
        self.misses = [0] * len(lesson.quiz)  # wrong checks of each question so far
        self._highlight: Highlight | None = None
        # A lesson with example hands shows them on the ranking chart, in its variant's order.
        self.chart: RankingChart | None = None
        if lesson.examples:
            examples: dict[int, tuple[int, ...]] = {}
            for example in lesson.examples:
                examples.setdefault(example.category, example.cards)
            self.chart = RankingChart(lesson.config.short_deck, parent=self,
                                      examples=examples)
        self._build_quiz()

        self._lay_out()

        self.back.clicked.connect(self.go_back)
        self.next.clicked.connect(self.go_next)
        self.check_button.clicked.connect(self.check_answers)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys step the lesson
        for button in (self.back, self.next):  # buttons would move the focus on arrows
            button.installEventFilter(self)
        for widget in (self.check_button, *self.quiz.findChildren(QRadioButton)):
            widget.installEventFilter(self)  # N and B step the lesson there too
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        i18n.follow(self, self._retranslate)

    def _lay_out(self) -> None:
        """Title; the one area that scrolls; the log; Back and Next at the bottom."""
        self.log.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        lines = QFontMetrics(self.log.font()).lineSpacing() * LOG_LINES
        self.log.setFixedHeight(lines + 2 * self.log.frameWidth() + 8)
        self.title.setWordWrap(True)
        # The one area that scrolls: the caption, the chart and the quiz, up and down only.
        content = QWidget()
        inner = QVBoxLayout(content)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.caption)
        if self.chart is not None:  # as wide as the panel: every row readable
            self.chart.setMinimumHeight(CHART_ROW * len(self.chart.rows))
            self.chart.row_hint = CHART_ROW
            inner.addWidget(self.chart)
        inner.addWidget(self.quiz)
        inner.addStretch(1)
        self.body = QScrollArea(self)
        self.body.setObjectName("lessonBody")
        self.body.setWidgetResizable(True)
        self.body.setFrameShape(QFrame.Shape.NoFrame)
        self.body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body.setWidget(content)
        self.body.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.caption.setMinimumWidth(1)  # wraps to the panel rather than widen it
        buttons = QHBoxLayout()
        buttons.addWidget(self.back)
        buttons.addWidget(self.counter, 1, Qt.AlignmentFlag.AlignCenter)
        buttons.addWidget(self.next)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.body, 1)
        layout.addWidget(self.log)
        layout.addLayout(buttons)

    # ------------------------------------------------------------------ stepping

    def narrated_highlight(self) -> Highlight | None:
        """What the step shown points at on the table, if anything."""
        return self._highlight

    @property
    def position(self) -> int:
        return self.runner.position

    def go_next(self) -> None:
        if not self.runner.at_end:
            self.runner.forward()
            self._show()

    def go_back(self) -> None:
        if self.runner.position > 0:
            self.runner.back()
            self._show()

    def _told(self) -> list[tuple[str, list[Narration], int]]:
        """(what the teacher says, narrations of the events, how many of them tell the step's
        own action) for the deal and each step done, told afresh from the deal so the
        narrator's memory matches the hand."""
        narrator = Narrator(self.lesson.names)
        opening = [n for e in self.runner.opening() if (n := narrator.narrate(e)) is not None]
        told = [(lesson_texts.rule(self.lesson), opening, len(opening))]
        for index in range(self.runner.position):
            done = self.runner.done(index)
            say = lesson_texts.text(done.step.say, done.step.amounts) if done.step.say else ""
            own = done.events[:1] if done.step.action is not None else ()
            lead = [n for e in own if (n := narrator.narrate(e))]
            rest = [n for e in done.events[len(own):] if (n := narrator.narrate(e))]
            told.append((say, lead + rest, len(lead)))
        return told

    def _show(self, move: bool = True) -> None:
        """The step's words; ``move``: the table goes to the step too (a language switch only
        re-words the panel: the table, the log and the ring keep what they show)."""
        told = self._told()
        say, narrations, _ = told[-1]
        lines = [f"<b>{escape(say)}</b>"] if say else []
        lines += [escape(n.text) for n in narrations]
        self.caption.setText("<br>".join(lines))
        log: list[str] = []
        for step_say, step_narrations, lead in told:
            # the step's own action, what the teacher says of it, then what followed (the
            # next street's cards, the showdown): a sentence about the action comes before
            # the cards it caused to be dealt
            log += [n.text for n in step_narrations[:lead]]
            log += [TEACHER_MARK + step_say] if step_say else []
            log += [n.text for n in step_narrations[lead:]]
        self.log.setPlainText("\n".join(log))
        self.log.moveCursor(QTextCursor.MoveOperation.End)
        self.log.ensureCursorVisible()
        highlight: Highlight | None = next(
            (n.highlight for n in narrations if n.highlight is not None), None)
        self._highlight = highlight
        self.back.setEnabled(self.runner.position > 0)
        self.next.setEnabled(not self.runner.at_end)
        self.quiz.setVisible(self.runner.at_end)
        if self.chart is not None:  # the winning hand's category, once the pot is pushed
            won = [e.category for e in self.runner.hand.events if isinstance(e, PotAwarded)]
            self.chart.set_highlight(won[-1] if won else None)
        #: %1 steps done, %2 steps in the lesson
        self.counter.setText(self.tr("Step %1 of %2").replace("%1", str(self.runner.position))
                             .replace("%2", str(self.runner.step_count)))
        if move:
            self.position_changed.emit(self.runner.position)
            self.highlight_changed.emit(highlight)
            # Said once, this step's words only: the counter, the teacher, what happened.
            self.spoken = spoken_symbols(" ".join(
                part if part.endswith((".", "!", "?", ":")) else f"{part}."
                for part in (self.counter.text(), say, *(n.text for n in narrations)) if part))
            screen_reader.send(self, self.spoken, urgent=True)

    # ------------------------------------------------------------------ the quiz

    def _build_quiz(self) -> None:
        layout = QVBoxLayout(self.quiz)
        for index, question in enumerate(self.lesson.quiz):
            ask = QLabel(self.quiz)
            ask.setWordWrap(True)
            ask.setMinimumWidth(1)
            group = QButtonGroup(self.quiz)
            row = QVBoxLayout()  # one choice a line: long names never widen the panel
            row.setSpacing(2)
            for k, _ in enumerate(question.choices):
                button = QRadioButton(self.quiz)
                button.setObjectName(f"choice_{index}_{k}")
                group.addButton(button, k)
                row.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
            result = QLabel(self.quiz)
            result.setWordWrap(True)
            result.setMinimumWidth(1)
            layout.addWidget(ask)
            layout.addLayout(row)
            layout.addWidget(result)
            self._questions.append((ask, group, result))
        layout.addWidget(self.check_button, 0, Qt.AlignmentFlag.AlignRight)

    def choice_button(self, question: int, choice: int) -> QRadioButton:
        button = self._questions[question][1].button(choice)
        assert isinstance(button, QRadioButton)
        return button

    def check_answers(self) -> bool:
        """Mark each answer right or wrong (the engine decides); True when all are right.

        A first miss of a question gets a hint and may be tried again; after a second miss
        the answer is shown."""
        all_right = True
        for index, (question, (_, group, result)) in enumerate(
                zip(self.lesson.quiz, self._questions, strict=True)):
            picked = group.checkedId()
            if picked < 0:
                result.setText(self.tr("Pick an answer."))
                all_right = False
                continue
            if check(self.lesson, question, question.choices[picked]):
                result.setText(self.tr("Right!"))
                continue
            all_right = False
            self.misses[index] += 1
            if self.misses[index] < TRIES_BEFORE_ANSWER:
                #: after a first wrong answer; %1 a hint on the rule asked about
                result.setText(self.tr("Not quite. Hint: %1 Try again.")
                               .replace("%1", hint(question.kind)))
                continue
            answer = sorted(correct_answers(self.lesson, question), key=int)[0]
            label = quiz_labels.choice_label(self.lesson, question, answer)
            #: %1 the right answer
            result.setText(self.tr("Not quite: the answer is %1.").replace("%1", label))
        # The results said to a screen reader, one per question.
        self.spoken = " ".join(result.text() for _, _, result in self._questions
                               if result.text())
        screen_reader.send(self, self.spoken, urgent=True)
        if all_right:
            self.passed.emit(self.lesson.id)
        return all_right

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Right, Page Down or N: the next step; Left, Page Up or B: back; Enter at the end
        checks the answers."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.runner.at_end:
            self.check_answers()
        elif not self._step_key(event.key()):
            super().keyPressEvent(event)

    def event(self, event: QEvent) -> bool:
        """N and B are the lesson's here, not the window's step-by-step shortcuts."""
        if self._claims(event):
            event.accept()
            return True
        return super().event(event)

    @staticmethod
    def _claims(event: QEvent) -> bool:
        return (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.key() in LETTER_KEYS
                and event.modifiers() == Qt.KeyboardModifier.NoModifier)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The same keys while a button or a choice has the focus (arrows stay the choices'
        own there)."""
        if self._claims(event):
            event.accept()
            return True
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if isinstance(watched, QRadioButton) and event.key() not in LETTER_KEYS:
                return False
            if watched is self.check_button:
                return event.key() in LETTER_KEYS and self._step_key(event.key())
            return self._step_key(event.key())
        return super().eventFilter(watched, event)

    def _step_key(self, key: int) -> bool:
        if key in NEXT_KEYS:
            self.go_next()
        elif key in BACK_KEYS:
            self.go_back()
        else:
            return False
        return True

    # ------------------------------------------------------------------ words

    def _retranslate(self) -> None:
        self.title.setText(f"<b>{lesson_texts.title(self.lesson)}</b>")
        #: steps back through the lesson's hand
        self.back.setText(self.tr("Back"))
        #: the lesson's next step
        self.next.setText(self.tr("Next"))
        #: the box with the questions at the end of a lesson
        self.quiz.setTitle(self.tr("Quiz"))
        self.check_button.setText(self.tr("Check answers"))
        for question, (ask, group, _) in zip(self.lesson.quiz, self._questions, strict=True):
            ask.setText(lesson_texts.text(question.ask))
            for k, choice in enumerate(question.choices):
                button = group.button(k)
                button.setText(quiz_labels.choice_label(self.lesson, question, choice))
        self._show(move=False)
