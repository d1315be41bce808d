"""Hot-seat: each person's pre-action is their own. Ada and Bruno share the screen with a
computer player; each ticks a different pre-action while the other waits, and each acts only
on its owner's turn, never shows on the other's view or on the cover. Driven step by step
(the table waits after every event) with the N key, Space, and clicks on the boxes."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.play.session import PersonToAct
from engine.rules.actions import Action
from engine.rules.actions import LegalActions
from engine.rules.events import ActionTaken
from engine.rules.events import BettingRoundStarted
from engine.rules.events import Street
from gui.activities.beginners_mode import best_category
from gui.base import i18n
from gui.base.game_setup import GameSetup
from gui.play_controls.controls import ActionPanel
from gui.play_controls.pre_actions import PreActionSeats
from gui.window.main_window import MainWindow
from tests.helpers.german import menu_action
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.hands import seed_with_button
from tests.helpers.hot_seat import people_face_up
from tests.helpers.hot_seat import ticked
from tests.helpers.hot_seat import ticked_boxes

ADA, BRUNO, BOT = 0, 1, 2
PEOPLE = {ADA, BRUNO}


@pytest.fixture(autouse=True)
def _own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path / "data"))
    i18n.apply("en")
    yield
    i18n.apply("en")


class Steps:
    """Presses Next until the table shows an event that ``done`` accepts; at every change of
    turn it grabs the scene and checks that no other person's hole cards are face up."""

    def __init__(self, qtbot: QtBot, window: MainWindow, grabs: Path) -> None:
        self.qtbot = qtbot
        self.window = window
        self.shown: list[object] = []
        self.grabs = grabs
        self.grabbed = 0
        window.scene.event_done.connect(self._done)

    def _done(self, event: object) -> None:
        self.shown.append(event)
        if isinstance(event, PersonToAct):
            self.check_cards(f"turn-{len(self.shown)}")

    def check_cards(self, name: str) -> None:
        window = self.window
        window.view.grab().save(str(self.grabs / f"{name}.png"))
        self.grabbed += 1
        hot = window.beginners.hot_seat
        allowed = {hot.looking} - {None} if hot.waiting_for is None else set()
        assert people_face_up(window, PEOPLE) <= allowed

    def until(self, done: Callable[[object], bool]) -> object:
        for _ in range(80):
            count = len(self.shown)
            self.qtbot.keyClick(self.window, Qt.Key.Key_N)
            self.qtbot.waitUntil(lambda n=count: len(self.shown) > n,  # type: ignore[misc]
                                 timeout=TIMEOUT_MS)
            if done(self.shown[-1]):
                return self.shown[-1]
        raise AssertionError("the event never came")


def _turn_of(seat: int) -> Callable[[object], bool]:
    return lambda e: isinstance(e, PersonToAct) and e.seat == seat


def _action_of(seat: int) -> Callable[[object], bool]:
    return lambda e: isinstance(e, ActionTaken) and e.seat == seat


def _click(qtbot: QtBot, widget: object) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def test_each_persons_pre_action_acts_only_on_their_own_turn(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    base = GameSetup(players=3, name="Ada", people=("Bruno",), opponents="call",
                     starting_stack=1000, small_blind=10, big_blind=20)
    # The computer player has the button: Ada posts the small blind, Bruno the big one.
    setup = GameSetup(players=3, name="Ada", people=("Bruno",), opponents="call",
                      starting_stack=1000, small_blind=10, big_blind=20,
                      seed=seed_with_button(base, BOT))
    menu_action(window, "View", "Step by step").trigger()
    steps = Steps(qtbot, window, tmp_path)
    window.start_game(setup)
    hot, panel = window.beginners.hot_seat, window.panel
    qtbot.waitUntil(lambda: len(steps.shown) >= 1, timeout=TIMEOUT_MS)

    # Pre-flop: the computer player calls, then Ada's turn comes under the cover.
    steps.until(_turn_of(ADA))
    assert hot.waiting_for == ADA and ticked(window) == []
    qtbot.keyClick(window, Qt.Key.Key_Space)
    _click(qtbot, panel.call_button)  # Ada completes the small blind
    steps.until(_action_of(ADA))
    # Ada still looks while Bruno's turn has not come: she ticks "Call any".
    assert panel.pre_call_any.isEnabled()
    _click(qtbot, panel.pre_call_any)
    assert ticked(window) == ["call_any"]

    # Bruno's turn: the cover shows no box ticked, nor does Bruno's own view.
    steps.until(_turn_of(BRUNO))
    assert hot.waiting_for == BRUNO and hot.cover.isVisible()
    assert ticked(window) == [], "Ada's pre-action shows on the cover"
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert panel.legal is not None, "Ada's pre-action acted for Bruno"
    assert ticked(window) == []
    _click(qtbot, panel.raise_button)  # Bruno raises to the minimum
    raised = steps.until(_action_of(BRUNO))
    assert isinstance(raised, ActionTaken) and raised.action == "raise"
    _click(qtbot, panel.pre_fold_any)  # Bruno: fold as soon as anybody bets
    assert ticked(window) == ["fold_any"]

    # Ada's turn: her own "Call any" answers Bruno's raise, with no cover, while Bruno's
    # view keeps only his own tick.
    steps.until(_turn_of(ADA))
    assert hot.waiting_for is None and not hot.cover.isVisible()
    assert ticked(window) == ["fold_any"]
    called = steps.until(_action_of(ADA))
    assert isinstance(called, ActionTaken) and called.action == "call"

    # The flop: Ada acts first, under the cover; Bruno's tick is not shown to her.
    steps.until(lambda e: isinstance(e, BettingRoundStarted) and e.street is Street.FLOP)
    steps.until(_turn_of(ADA))
    assert hot.waiting_for == ADA and ticked(window) == []
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert panel.legal is not None and ticked(window) == []  # "Call any" lasted one round
    _click(qtbot, panel.raise_button)  # Ada bets
    steps.until(_action_of(ADA))
    assert ticked(window) == []

    # Bruno's "Fold to any bet" folds for him on his turn: no cover, Ada's view unchanged.
    steps.until(_turn_of(BRUNO))
    assert hot.waiting_for is None and ticked(window) == []
    folded = steps.until(_action_of(BRUNO))
    assert isinstance(folded, ActionTaken) and folded.action == "fold"
    assert steps.grabbed >= 4
    window.stop_engine()


def test_new_game_calls_a_nameless_first_person_player_1_once_others_are_named(
        qtbot: QtBot) -> None:
    from gui.activities.new_game import NewGameDialog
    dialog = NewGameDialog(GameSetup(players=3))
    qtbot.addWidget(dialog)
    assert dialog.name.placeholderText() == "You"
    qtbot.keyClicks(dialog.people, "Bruno")
    assert dialog.name.placeholderText() == "Player 1"
    setup = dialog.setup()
    assert setup.names()[0] == "Player 1" and setup.names()[1] == "Bruno"
    i18n.apply("de")
    qtbot.wait(1)
    assert dialog.name.placeholderText() == "Spieler 1"


def test_going_back_never_shows_a_persons_cards_nor_lifts_the_cover(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    setup = GameSetup(players=3, name="Ada", people=("Bruno",), opponents="call", seed=9)
    menu_action(window, "View", "Step by step").trigger()
    steps = Steps(qtbot, window, tmp_path)
    followed: list[int] = []  # the seat the coach is told to advise
    coach = window.coach_dock.coach_thread
    original = coach.new_game
    coach.new_game = lambda seat: (followed.append(seat),  # type: ignore[method-assign]
                                   original(seat))
    window.start_game(setup)
    hot, stepper = window.beginners.hot_seat, window.beginners.stepper
    qtbot.waitUntil(lambda: len(steps.shown) >= 1, timeout=TIMEOUT_MS)
    steps.until(lambda e: isinstance(e, PersonToAct))
    first = hot.waiting_for
    assert first is not None and hot.cover.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_B)  # Back under the cover: nothing to see
    assert window.view.scene() is window.scene and hot.cover.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.keyClick(window, Qt.Key.Key_B)  # Back on one's own turn: the hand so far...
    past = stepper.past
    assert past is not None and window.view.scene() is past
    # ... with every person's cards face down, the one looking included.
    assert not [s for s in PEOPLE if any(up for _, up in past.hole_cards(s))]
    qtbot.keyClick(window, Qt.Key.Key_N)
    while stepper.position is not None:
        qtbot.keyClick(window, Qt.Key.Key_N)
    assert window.view.scene() is window.scene and window.panel.isEnabled()
    assert people_face_up(window, PEOPLE) == {first}
    # Nor does the coach or the ranking chart tell anything of a person's hand to another:
    # the coach advises nobody, the chart lights the hand of the one looking.
    assert followed == [-1]
    window.beginners.show_rankings()
    dialog = window.beginners.help_dialog
    assert dialog is not None
    lit = dialog.chart.highlight
    assert lit is not None and lit == best_category(window.model, first, False)
    # The chart stays open while the screen passes on: the cover puts its light out.
    _click(qtbot, window.panel.call_button if window.panel.call_button.isEnabled()
           else window.panel.fold_button)
    window.activateWindow()  # the keys are the window's again (the chart stays open)
    steps.until(lambda e: isinstance(e, PersonToAct) and e.seat != first)
    assert hot.waiting_for is not None and dialog.chart.highlight is None
    dialog.close()
    window.stop_engine()


def _facing(seat: int, call: int) -> LegalActions:
    return LegalActions(seat=seat, can_fold=True, can_check=False, call_amount=call,
                        min_raise_to=2 * call + 20, max_raise_to=1000, raise_is_bet=False,
                        current_bet=0, stack=1000, pot=100)


def test_a_call_ticked_for_an_amount_keeps_its_amount_while_others_look(qtbot: QtBot) -> None:
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.show()
    chosen: list[Action] = []
    panel.action_chosen.connect(chosen.append)
    seats = PreActionSeats(panel)
    seats.reset(ADA)
    panel.set_waiting(40)
    _click(qtbot, panel.pre_call)  # Ada: "Call 40"
    seats.show(None)  # the cover: nothing shows
    assert ticked_boxes(panel) == []
    seats.show(BRUNO)  # Bruno looks: he is facing 60 and ticks "Call any"
    panel.set_waiting(60)
    assert ticked_boxes(panel) == []
    _click(qtbot, panel.pre_call_any)
    looking = seats.turn(ADA)  # Ada's turn, the bet unchanged: her call acts
    panel.set_turn(_facing(ADA, 40), "nl")
    assert chosen == [Action.call()] and looking == BRUNO
    seats.answered_for(ADA, looking)
    assert ticked_boxes(panel) == ["call_any"]  # Bruno's view is his again
    # Bruno's "Call any", put away under a cover, lasts one round: at his turn in the next
    # round nothing acts for him.
    seats.show(None)
    seats.new_street()
    seats.turn(BRUNO)
    panel.set_turn(_facing(BRUNO, 20), "nl")
    assert chosen == [Action.call()] and panel.legal is not None
    # Ada's "Call 40" does not call 60.
    seats.reset(ADA)
    panel.set_waiting(40)
    _click(qtbot, panel.pre_call)
    seats.show(BRUNO)
    seats.turn(ADA)
    panel.set_turn(_facing(ADA, 60), "nl")
    assert chosen == [Action.call()] and panel.legal is not None
