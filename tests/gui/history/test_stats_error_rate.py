"""The statistics show the person's error rate as "Your play" does: the same figure, interval,
decisions and band, over the scope chosen (all sessions, one session, the imported hands)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine.storage.grades.play_report import person_decisions
from engine.storage.grades.play_report import play_report
from engine.storage.store import IMPORTED
from engine.storage.store import Store
from gui.base.play_words import band_name
from gui.base.play_words import rate_sentence
from gui.history.stats_view import StatsView
from tests.helpers.graded_play import graded_person_store


def test_the_statistics_show_the_error_rate_of_your_play(qtbot: QtBot) -> None:
    store = graded_person_store(hands=30, seed=7)
    view = StatsView(store)
    qtbot.addWidget(view)
    overall = play_report(person_decisions(store)).overall
    assert overall.decisions > 0
    shown = view.error_rate.text()
    assert rate_sentence(overall) in shown
    assert band_name(overall.band) in shown
    assert str(overall.decisions) in shown

    view.scope.setCurrentIndex(view.scope.findData(IMPORTED))  # no imported hands graded
    assert "none of your decisions" in view.error_rate.text()
    assert rate_sentence(overall) not in view.error_rate.text()


def test_before_grading_the_statistics_say_where_to_grade(qtbot: QtBot) -> None:
    view = StatsView(Store.in_memory())
    qtbot.addWidget(view)
    assert "Your play" in view.error_rate.text()
