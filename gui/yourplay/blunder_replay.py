"""A blunder opened in the replayer: at the step where the person had to decide, with the
coach's figures for that decision in the note under the table.

The note says what the person did, what the grader valued each option at (in big blinds) and
the coach's reason, in the coach's own words (:mod:`gui.teaching.coach.coach_words`), so the
figures match the review seen during play. It shows on the step before the decision (the
situation) and on the decision's own step (the action taken).

Tests: tests/gui/yourplay/test_grading_resumes.py, tests/gui/yourplay/test_leaks_results.py,
tests/gui/yourplay/test_your_play_path.py
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from engine.storage.grades.play_report import PersonDecision
from engine.storage.hands import HandRecord
from engine.storage.store import Store
from engine.teaching.drills.spot_drill import SpotExercise
from engine.teaching.drills.spot_drill import SpotKey
from gui.base.card_theme import CardTheme
from gui.history.replay_insights import ReplayInsights
from gui.history.replay_open import open_replayer
from gui.history.replayer import ReplayerWindow
from gui.teaching.coach.coach_words import family_name
from gui.teaching.coach.grade_words import reason_words
from gui.teaching.coach.grade_words import solver_words
from gui.teaching.trainer.spot_words import bb_text
from gui.teaching.trainer.spot_words import values_text
from gui.yourplay.blunder_view import best_family
from gui.yourplay.blunder_view import chosen_family

translate = QCoreApplication.translate


def decision_note(decision: PersonDecision) -> str:
    """The coach's figures for the decision (the solver's, where it graded it)."""
    g = decision.grade
    exercise = SpotExercise(SpotKey(decision.session_id, decision.hand, g.seat, g.index), g,
                            0, 0.0)
    #: the note at a blunder in the replayer; %1 your action, %2 the best, %3 the cost,
    #: %4 the coach's reason, %5 every option's value
    return (translate("YourPlay", "Your decision here: %1. Best: %2. Given up: %3 (%4).\n%5")
            .replace("%1", family_name(chosen_family(decision)))
            .replace("%2", family_name(best_family(decision)))
            .replace("%3", bb_text(g.cost_bb)).replace("%4", reason_words(g.reason))
            .replace("%5", solver_words(g) or values_text(exercise)))


def decision_steps(insights: ReplayInsights, decision: int) -> tuple[int, int]:
    """The step showing the situation before action number ``decision``, and its own step."""
    before = max((k for k, done in enumerate(insights.actions_done) if done == decision),
                 default=0)
    at = next((k for k, d in enumerate(insights.decision_of)
               if d is not None and d[0] == decision), before)
    return before, at


def open_at(record: HandRecord, decision: PersonDecision, store: Store | None,
            theme: CardTheme | None, title: str = "", parent: QWidget | None = None,
            ) -> tuple[ReplayerWindow, ReplayInsights]:
    """The replayer of ``record`` at ``decision``, its note saying the coach's figures.

    :raises FeltError: the stored hand does not replay.
    """
    window, insights = open_replayer(record, store, theme, title, parent)
    steps = decision_steps(insights, decision.grade.index)
    note = decision_note(decision)

    def annotate(step: int) -> None:
        if step in steps:
            window.set_note(note)

    window.step_changed.connect(annotate)
    window.go_to(steps[0])
    annotate(window.step)
    return window, insights
