"""One exercise on screen: what it asks (cards, the line, the ranges), the answer controls,
and the feedback with its explanation, step by step on request.

Tests: tests/gui/teaching/ranges/test_range_grid.py
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.teaching.drills.board_drill import BoardQuestion
from engine.teaching.drills.call_drill import CallQuestion
from engine.teaching.drills.equity_drill import EquityQuestion
from engine.teaching.drills.exercise import Question
from engine.teaching.drills.exercise import Verdict
from engine.teaching.drills.lines import read_line
from engine.teaching.drills.naming_drill import NameQuestion
from engine.teaching.drills.outs_drill import OutsQuestion
from engine.teaching.drills.pushfold_drill import PushFoldQuestion
from engine.teaching.drills.pushfold_drill import PushFoldSolution
from engine.teaching.drills.range_drill import PAINT
from engine.teaching.drills.range_drill import RangeQuestion
from engine.teaching.drills.range_drill import RangeSolution
from engine.teaching.drills.winner_drill import WinnerQuestion
from engine.teaching.drills.winner_drill import WinnerSolution
from engine.teaching.figures.hand_figures import class_grid
from gui.base import screen_reader
from gui.base.card_theme import CardTheme
from gui.base.card_words import spoken_symbols
from gui.teaching.ranges.range_grid import RangeGrid
from gui.teaching.trainer import pushfold_words
from gui.teaching.trainer import trainer_words as words
from gui.teaching.trainer.answer import AnswerPanel
from gui.teaching.trainer.answer import drop_items
from gui.teaching.trainer.cards_row import CardsRow

translate = QCoreApplication.translate

#: Cell size of the four small grids to choose from, and of the grid one paints on.
CHOICE_CELL = 22
PAINT_CELL = 27
#: Cell size of the opponent's range shown with an equity or call exercise.
RANGE_CELL = 22
#: Cell size of the push/fold chart shown beside the hand (the spot's stacks take room).
CHART_CELL = 18
#: Explanation lines shown before "step by step" is asked for.
SHORT_LINES = 2


class ExerciseView(QWidget):
    """Shows a question and, once answered, the verdict; asks the window for what is next.

    :ivar answering: the answer controls take keys (else Enter means "next").
    """

    answered = Signal(object)
    next_requested = Signal()
    retry_requested = Signal()

    def __init__(self, theme: CardTheme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = theme
        self.rows: list[CardsRow] = []  # the exercise's cards, told with its question
        self.spoken = ""  # the words last sent to the screen reader
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        outer = QVBoxLayout(self)
        self.header = QLabel()
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.15)
        big.setBold(True)
        self.prompt.setFont(big)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.cards_area = QGridLayout()
        self.cards_area.setHorizontalSpacing(18)
        self.cards_area.setColumnStretch(4, 1)  # rows of cards packed to the left
        self.grids_area = QHBoxLayout()
        self.panel = AnswerPanel()
        self.panel.submitted.connect(self.answered)
        self.verdict = QLabel()
        self.verdict.setFont(big)
        self.explain = QLabel()
        self.explain.setWordWrap(True)
        self.explain.setTextFormat(Qt.TextFormat.PlainText)
        self.explain.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        buttons = QHBoxLayout()
        self.next_button = QPushButton()
        self.retry_button = QPushButton()
        self.steps_button = QPushButton()
        for button in (self.next_button, self.retry_button, self.steps_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.next_button.clicked.connect(self.next_requested)
        self.retry_button.clicked.connect(self.retry_requested)
        self.steps_button.clicked.connect(self.show_steps)
        outer.addWidget(self.header)
        outer.addWidget(self.prompt)
        outer.addWidget(self.info)
        outer.addLayout(self.cards_area)
        outer.addLayout(self.grids_area)
        outer.addWidget(self.panel)
        outer.addWidget(self.verdict)
        outer.addWidget(self.explain, 1)
        outer.addLayout(buttons)
        self.question: Question | None = None
        self.result: Verdict | None = None
        self.lines: list[str] = []
        self.answering = False
        self.paint_grid: RangeGrid | None = None
        self.choice_grids: list[RangeGrid] = []
        self.retranslate()

    def retranslate(self) -> None:
        self.next_button.setText(translate("Trainer", "Next (Enter)"))
        self.retry_button.setText(translate("Trainer", "Try again (R)"))
        self.steps_button.setText(translate("Trainer", "Explain step by step (E)"))

    # ------------------------------------------------------------------ showing

    def _row(self, caption: str, cards: tuple[int, ...], row: int, col: int,
             span: int = 1) -> CardsRow:
        view = CardsRow(self.theme)
        view.show_cards(caption, cards)
        self.rows.append(view)
        self.cards_area.addWidget(view, row, col, 1, span,
                                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        return view

    def show_question(self, question: Question, number: int, total: int) -> None:
        self.question = question
        self.result = None
        self.answering = True
        drop_items(self.cards_area)
        drop_items(self.grids_area)
        self.rows = []
        self.paint_grid = None
        self.choice_grids = []
        #: %1 exercise number, %2 exercises in the session, %3 drill name, %4 difficulty
        self.header.setText(translate("Trainer", "Exercise %1 of %2 · %3 · %4")
                            .replace("%1", str(number)).replace("%2", str(total))
                            .replace("%3", words.drill_name(question.drill))
                            .replace("%4", words.difficulty_name(question.difficulty)))
        self.prompt.setText(words.prompt(question))
        self.info.setText(self._info(question))
        self._show_cards(question)
        self.panel.setup(question, self.paint_grid)
        self.panel.setEnabled(True)
        self.verdict.setText("")
        self.explain.setText("")
        for button in (self.next_button, self.retry_button, self.steps_button):
            button.setVisible(False)
        self.panel.focus_first()
        # The exercise said at once: what is asked, the story, the cards (painted only).
        self.say(" ".join(part for part in (self.header.text(), self.prompt.text(),
                                            self.info.text(), *(r.spoken() for r in self.rows))
                          if part))

    def _info(self, q: Question) -> str:
        if isinstance(q, WinnerQuestion) and q.short_deck:
            return translate("Trainer", "Short deck (sixes to aces): a flush beats a full "
                             "house, three of a kind beats a straight (in Felt; some rooms "
                             "rank the straight higher).")
        if isinstance(q, CallQuestion):
            return words.call_story(q)
        if isinstance(q, PushFoldQuestion):
            return pushfold_words.spot_text(q)
        if isinstance(q, EquityQuestion) and q.line is not None:
            return words.line_text(q.line) + " " + translate(
                "Trainer", "Your equity against his range?")
        if isinstance(q, RangeQuestion):
            return words.line_text(q.line)
        return ""

    def _show_cards(self, q: Question) -> None:
        you = translate("Trainer", "Your hand")
        board = translate("Trainer", "Board")
        if isinstance(q, WinnerQuestion):
            for i, hole in enumerate(q.holes):
                self._row(words.player_label(i) + f"  [{i + 1}]", hole, 0, i)
            self._row(board, q.board, 1, 0, len(q.holes))
        elif isinstance(q, (NameQuestion, EquityQuestion, CallQuestion, OutsQuestion)):
            self._row(you, q.hole, 0, 0)
            col = 1
            if isinstance(q, (OutsQuestion, EquityQuestion)) and q.opponent is not None:
                self._row(translate("Trainer", "His hand"), q.opponent, 0, 1)
                col = 2
            self._row(board, q.board, 0, col)
            line = q.line if isinstance(q, (EquityQuestion, CallQuestion)) else None
            if line is not None:
                # The range he is played against, as the reader sees it (weights only).
                grid = RangeGrid(RANGE_CELL)
                grid.caption = translate("Trainer", "His range (the reader's)")
                grid.set_values(class_grid(read_line(line)))
                self.cards_area.addWidget(grid, 0, col + 1, Qt.AlignmentFlag.AlignTop)
        elif isinstance(q, BoardQuestion):
            self._row(board, q.board, 0, 0)
        elif isinstance(q, PushFoldQuestion):
            self._row(you, q.hole, 0, 0)
        elif isinstance(q, RangeQuestion):
            if q.line.board:
                self._row(translate("Trainer", "Flop"), q.line.board, 0, 0)
            if q.mode == PAINT:
                self.paint_grid = RangeGrid(PAINT_CELL, paintable=True)
                self.grids_area.addWidget(self.paint_grid)
            else:
                for i, grid_values in enumerate(q.grids):
                    grid = RangeGrid(CHOICE_CELL)
                    grid.caption = translate("Trainer", "Range %1").replace("%1", str(i + 1))
                    grid.set_values(grid_values)
                    self.choice_grids.append(grid)
                    self.grids_area.addWidget(grid)
            self.grids_area.addStretch(1)

    def show_verdict(self, verdict: Verdict, explanation: list[str]) -> None:
        self.result = verdict
        self.answering = False
        self.panel.setEnabled(False)
        self.lines = explanation
        self.verdict.setText(words.verdict_title(verdict))
        color = "#1f7a3a" if verdict.correct else "#b03020"
        self.verdict.setStyleSheet(f"color: {color};")
        # Which hand wins: every hand with its five cards and what decided, at once.
        short = len(explanation) if isinstance(self.question, WinnerQuestion) else SHORT_LINES
        self.explain.setText("\n".join(explanation[:short]))
        self.next_button.setVisible(True)
        self.retry_button.setVisible(not verdict.correct)
        self.steps_button.setVisible(len(explanation) > short)
        self._mark_solution(verdict)
        self.setFocus()
        self.say(f"{self.verdict.text()} {self.explain.text()}".strip())

    def say(self, text: str) -> None:
        """Tell the screen reader (cards in words), now: the person asked for it."""
        self.spoken = spoken_symbols(" ".join(text.split()))
        screen_reader.send(self, self.spoken, urgent=True)

    def _mark_solution(self, verdict: Verdict) -> None:
        s = verdict.solution
        if isinstance(s, WinnerSolution):
            for i in range(self.cards_area.count()):
                item = self.cards_area.itemAt(i)
                widget = item.widget() if item is not None else None
                if isinstance(widget, CardsRow) and i in s.winners and i < len(s.values):
                    widget.highlight = True
                    widget.update()
        if isinstance(s, PushFoldSolution):
            # The equilibrium's chart of the seat beside the hand, the hand marked on it.
            grid = RangeGrid(CHART_CELL)
            grid.setObjectName("pushFoldChart")
            grid.caption = translate("Trainer", "The equilibrium's chart")
            grid.set_values([1.0 if k in s.chart else 0.0 for k in range(169)])
            grid.marked = {s.hand}
            self.cards_area.addWidget(grid, 0, 1, Qt.AlignmentFlag.AlignTop)
        if isinstance(s, RangeSolution):
            if self.paint_grid is not None:
                self.paint_grid.set_values(s.truth)
            elif isinstance(s.expected, int) and s.expected < len(self.choice_grids):
                grid = self.choice_grids[s.expected]
                grid.caption = "✔ " + grid.caption
                grid.update()

    def show_steps(self) -> None:
        self.explain.setText("\n".join(self.lines))

    def retry(self) -> None:
        """Answer the same exercise again (the first answer stays the one that counts)."""
        if self.question is None or self.result is None or self.result.correct:
            return
        self.answering = True
        self.panel.setEnabled(True)
        self.panel.enabled_ = True
        if self.panel.field is not None:
            self.panel.field.clear()
        for toggle in self.panel.toggles:
            toggle.setChecked(False)
        self.verdict.setText("")
        self.explain.setText("")
        for button in (self.next_button, self.retry_button, self.steps_button):
            button.setVisible(False)
        if self.paint_grid is not None:
            self.paint_grid.set_values((0.0,) * 169)
        self.panel.focus_first()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if self.answering:
            if enter:
                self.panel.submit()
            else:
                self.panel.keyPressEvent(event)
            return
        if enter:
            self.next_requested.emit()
        elif key == Qt.Key.Key_R and self.retry_button.isVisible():
            self.retry_requested.emit()
        elif key == Qt.Key.Key_E:
            self.show_steps()
        else:
            super().keyPressEvent(event)
