"""Your play says when a decision was graded against the solver: the person grades a heads-up
session, opens the Blunders tab and clicks the river call the equilibrium (almost) never makes;
the line under the table gives the equilibrium's mix for the hand and what the call cost."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.rules.events import Street
from engine.storage.store import Store
from engine.teaching.coach.review import Reason
from engine.teaching.grading.solver_grade import Judge
from gui.base import i18n
from gui.base.texts import street_name
from gui.teaching.coach.grade_words import reason_words
from gui.teaching.coach.grade_words import solver_words
from gui.yourplay.your_play import YourPlayWindow
from tests.helpers.graded_play import person_session
from tests.helpers.hands import TIMEOUT_MS

BLUNDERS_TAB = 1
GRADING_MS = 120_000


def test_a_river_graded_against_the_solver_shows_the_equilibriums_mix(qtbot: QtBot) -> None:
    i18n.apply("en")  # as the window starts: English's plural forms ("1 decision")
    store = Store.in_memory()
    # heads-up; in hand 3 the person (the beginner) calls a river bet the equilibrium folds
    person_session(store, 3, seed=4, kinds=("beginner", "solid"))
    view = YourPlayWindow(store, workers=0)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitUntil(lambda: view.data is not None, timeout=TIMEOUT_MS)
    with qtbot.waitSignal(view.loaded, timeout=GRADING_MS):
        qtbot.mouseClick(view.grade_button, Qt.MouseButton.LeftButton)
    bar = view.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(BLUNDERS_TAB).center())
    table = view.blunder_view.table
    river = street_name(int(Street.RIVER))
    row = next(r for r in range(table.rowCount()) if table.item(r, 2).text() == river)
    cell = table.item(row, 1)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualItemRect(cell).center())
    chosen = view.blunder_view.selected()
    assert chosen is not None and chosen.grade.street == Street.RIVER
    grade = chosen.grade
    assert grade.judge == Judge.SOLVER and grade.reason == Reason.SOLVER_RARE
    assert table.item(row, 8).text() == reason_words(Reason.SOLVER_RARE)
    text = view.blunder_view.detail.text()
    assert text == solver_words(grade)
    assert text.startswith("Graded against the solver. With your hand the equilibrium plays: ")
    assert "plays: 96 % Fold, 4 % All-in 959." in text  # the main play first
    assert "Your choice (Call) is taken 0 % of the time and costs 7.2 BB." in text
    # One blunder is one decision, in the singular.
    assert view.blunder_view.summary.text() == "1 decision gave up 2.0 BB or more, 7.2 BB in all."
    view.close()
