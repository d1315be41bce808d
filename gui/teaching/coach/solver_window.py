"""The Solver tab's view in a window of its own: the replayer's "Solve this decision".

A replayed hand (Felt's own, one from the history, an imported one, a blunder of Your play)
offers the person's turn and river decisions in a heads-up pot to the solver: the window holds
one :class:`~gui.teaching.coach.solver_view.SolverView`, solves at once (or recalls a spot
solved before from the saved games), and closes with Escape.

Tests: tests/gui/history/test_replay_solver.py
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.storage.store import Store
from engine.teaching.coach.solver_spot import SolverQuestion
from gui.base import i18n
from gui.teaching.coach.solver_view import SolverView

translate = QCoreApplication.translate

#: The window's size when it opens (pixels): the grid, the hand's mix and the range box.
WINDOW_SIZE = (460, 620)


class SolverWindow(QDialog):
    """A decision of a replayed hand, solved."""

    def __init__(self, question: SolverQuestion, store: Store | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.view = SolverView()
        self.view.store = store
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        self.resize(*WINDOW_SIZE)
        self.view.set_question(question)
        i18n.follow(self, self._words)
        self.view.solve()

    def _words(self) -> None:
        self.setWindowTitle(translate("Solver", "Solver: your decision"))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.view.shutdown()
        super().closeEvent(event)

    def reject(self) -> None:  # Escape
        self.view.shutdown()
        super().reject()
