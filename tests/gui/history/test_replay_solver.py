"""The replayer's "Solve your decision here": on a replayed heads-up hand the person steps to
their river decision, presses the button, reads the equilibrium's mix, and Escape closes it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.rules.actions import Action
from engine.rules.hand import HandState
from engine.rules.player import Player
from engine.rules.view import view_for
from gui.history.replay_insights import ReplayInsights
from gui.history.replayer import ReplayerWindow
from gui.history.replayer import ReplayHand
from tests.engine.teaching.coach.test_coach import NL
from tests.engine.teaching.coach.test_coach import Script
from tests.engine.teaching.coach.test_coach import deck_for
from tests.helpers.hands import TIMEOUT_MS


def _checked_down() -> HandState:
    hand = HandState(NL, [300, 300], [0, 1], deck_for(["AhKh", "9s9d"], "Qh7h2d5s8c"))
    players: dict[int, Player] = {1: Script([Action.bet_or_raise(10)]), 0: Script()}
    while not hand.finished:
        actor = hand.actor_seat
        assert actor is not None
        hand.act(players[actor].decide(view_for(hand, actor)))
    return hand


def test_the_person_solves_their_river_decision_from_the_replayer(qtbot: QtBot) -> None:
    hand = _checked_down()
    replayer = ReplayerWindow(ReplayHand(tuple(hand.events), {0: "You", 1: "Bruno"},
                                         person_seat=0))
    qtbot.addWidget(replayer)
    insights = ReplayInsights(replayer, None, None)
    replayer.show()
    replayer.activateWindow()
    qtbot.waitUntil(replayer.isActiveWindow, timeout=TIMEOUT_MS)
    assert not insights.solve_button.isEnabled()  # at the deal: nothing to solve
    for _ in range(len(replayer.steps)):
        question = insights.question_here()
        if question is not None and len(question.spot.board) == 5:
            break
        qtbot.keyClick(replayer.windowHandle(), Qt.Key.Key_Right)
    assert insights.solve_button.isEnabled()
    qtbot.mouseClick(insights.solve_button, Qt.MouseButton.LeftButton)
    window = insights.solver_window
    assert window is not None
    qtbot.waitUntil(lambda: window.view.answer is not None, timeout=60000)
    assert window.view.hand_line.text().startswith(
        "With Ace of hearts and King of hearts an equilibrium plays:")
    assert window.view.answer.labels[0] == "check"
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: insights.solver_window is None, timeout=TIMEOUT_MS)
