"""Complete hands played through the window as a person would, against stacked decks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.core.cards import parse_cards
from engine.play.session import GameSession
from engine.rules.events import ActionTaken
from engine.rules.events import BetReturned
from engine.rules.events import BetsCollected
from engine.rules.events import BoardDealt
from engine.rules.events import HandEnded
from engine.rules.events import PotAwarded
from gui.base import texts
from gui.base.game_setup import GameSetup
from gui.table.plans import FOLD_DIM
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.hands import factory_with
from tests.helpers.hands import hand_order
from tests.helpers.hands import seed_with_button
from tests.helpers.hands import stack_deck


def _three_handed(**changes: object) -> GameSetup:
    base = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                     big_blind=10, name="You")
    setup = GameSetup(**{**{f: getattr(base, f) for f in base.__dataclass_fields__},
                         **changes})  # type: ignore[arg-type]
    # The button on seat 2: the person (seat 0) posts the small blind, seat 1 the big blind.
    return GameSetup(**{**{f: getattr(setup, f) for f in setup.__dataclass_fields__},
                        "seed": seed_with_button(setup, 2)})  # type: ignore[arg-type]


def _wait_turn(qtbot: QtBot, win: MainWindow) -> None:
    qtbot.waitUntil(lambda: win.panel.legal is not None, timeout=TIMEOUT_MS)


def _record(win: MainWindow) -> list[object]:
    """Every event the table has shown; the game pauses (as with the Pause key) after the
    first hand so the test sees the table as the hand left it."""
    seen: list[object] = []

    def done(event: object) -> None:
        seen.append(event)
        if isinstance(event, HandEnded):
            win.set_paused(True)

    win.scene.event_done.connect(done)
    return seen


def test_calling_down_shows_cards_markers_burns_and_pays_the_winner(
    qtbot: QtBot, window: MainWindow
) -> None:
    setup = _three_handed()
    order = hand_order([0, 1, 2], 2)
    assert order == [0, 1, 2]
    board = "AdKc8s3h2c"
    deck = stack_deck(order, {0: "AsAh", 1: "7c2d", 2: "9h4s"}, board)
    seen = _record(window)
    scene = window.scene
    burns: list[tuple[int, int]] = []
    scene.event_done.connect(lambda e: burns.append((len(e.board), scene.burn_pile.count))
                             if isinstance(e, BoardDealt) else None)
    window.start_game(setup, factory=factory_with(setup, {1: deck}))
    _wait_turn(qtbot, window)

    # Pre-flop, facing the big blind: the person's cards face up, the others' face down.
    aces = parse_cards("AsAh")
    assert scene.hole_cards(0) == [(aces[0], True), (aces[1], True)]
    assert [up for _, up in scene.hole_cards(1)] == [False, False]
    assert [up for _, up in scene.hole_cards(2)] == [False, False]
    assert scene.button.pos() == scene.marker_pos(2, 1)
    assert scene.sb_marker.pos() == scene.marker_pos(0, -1)
    assert scene.bb_marker.pos() == scene.marker_pos(1, -1)
    assert scene.burn_pile.count == 0
    panel = window.panel
    assert panel.call_button.text() == "Call 5"
    assert panel.fold_button.isEnabled()
    assert scene.bet_items[1].amount == 10 and scene.bet_items[0].amount == 5

    # Call with the keyboard, then check every street with the button.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=TIMEOUT_MS)
    qtbot.keyClick(window.windowHandle(), Qt.Key.Key_C)  # through the shortcut map
    qtbot.waitUntil(lambda: panel.call_button.text() == "Check", timeout=TIMEOUT_MS)
    for _ in range(3):
        _wait_turn(qtbot, window)
        assert panel.call_button.text() == "Check"
        assert panel.fold_button.isEnabled()  # a free fold asks first (test_free_fold.py)
        qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.hands_shown >= 1, timeout=TIMEOUT_MS)

    assert burns == [(3, 1), (4, 2), (5, 3)]
    assert scene.board_cards() == parse_cards(board)
    awards = [e for e in seen if isinstance(e, PotAwarded)]
    assert awards and awards[0].shares == ((0, 30),)
    assert scene.seat_items[0].stack == 1020
    assert scene.seat_items[1].stack == 990 and scene.seat_items[2].stack == 990
    log = window.log.toPlainText()
    assert "You show A♠ A♥: Three of a Kind, Aces, King kicker." in log
    assert "You win the pot of 30." in log

    # The next hand: the button moves one seat clockwise and the blinds follow it.
    window.set_paused(False)
    _wait_turn(qtbot, window)
    assert scene.model.hand_number == 2
    assert scene.button.pos() == scene.marker_pos(0, 1)
    assert scene.sb_marker.pos() == scene.marker_pos(1, -1)
    assert scene.bb_marker.pos() == scene.marker_pos(2, -1)
    assert scene.burn_pile.count == 0 and scene.board_cards() == []


def test_three_way_all_in_makes_a_side_pot_and_returns_the_uncalled_bet(
    qtbot: QtBot, window: MainWindow
) -> None:
    setup = _three_handed()
    deck = stack_deck([0, 1, 2], {0: "KsKh", 1: "AsAh", 2: "QsQh"}, "2c7d9hJs3c")

    def stacks(session: GameSession) -> None:
        session.table.seats[1].stack = 300
        session.table.seats[2].stack = 600

    seen = _record(window)
    pots_seen: list[list[tuple[int, str]]] = []
    returned: list[int] = []

    def snapshot(event: object) -> None:
        if isinstance(event, BetsCollected):
            pots_seen.append([(p.amount, p.toolTip()) for p in window.scene.pot_items
                              if p.amount > 0])
        if isinstance(event, BetReturned):
            returned.append(window.scene.seat_items[event.seat].stack)

    window.scene.event_done.connect(snapshot)
    window.start_game(setup, factory=factory_with(setup, {1: deck}, stacks))
    _wait_turn(qtbot, window)
    panel = window.panel

    # All-in needs two presses: the first only arms the button.
    qtbot.mouseClick(panel.quick["max"], Qt.MouseButton.LeftButton)
    assert panel.amount.value() == 1000
    assert panel.raise_button.text() == "All-in 1,000"
    qtbot.mouseClick(panel.raise_button, Qt.MouseButton.LeftButton)
    assert panel.raise_button.text().startswith("Confirm all-in")
    assert panel.legal is not None  # nothing sent yet
    qtbot.mouseClick(panel.raise_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.hands_shown >= 1, timeout=TIMEOUT_MS)

    assert returned == [400]  # 1000 all-in, 600 called: 400 goes back
    main, side = pots_seen[-1]
    assert main[0] == 900 and all(n in main[1] for n in ("You", "Ada", "Bruno"))
    assert side[0] == 600 and "You" in side[1] and "Bruno" in side[1] and "Ada" not in side[1]
    awards = [e for e in seen if isinstance(e, PotAwarded)]
    assert [(a.pots, a.shares) for a in awards] == [((0,), ((1, 900),)), ((1,), ((0, 600),))]
    scene = window.scene
    assert scene.seat_items[0].stack == 1000
    assert scene.seat_items[1].stack == 900
    assert scene.seat_items[2].stack == 0
    assert scene.hole_cards(2) == [(c, True) for c in parse_cards("QsQh")]  # revealed
    assert window.chip_errors == []


def test_odd_chip_goes_to_the_first_winner_left_of_the_button(
    qtbot: QtBot, window: MainWindow
) -> None:
    setup = _three_handed()
    deck = stack_deck([0, 1, 2], {0: "7c2d", 1: "3c4d", 2: "3h4s"}, "AsKsQsJsTs")
    seen = _record(window)
    window.start_game(setup, factory=factory_with(setup, {1: deck}))
    _wait_turn(qtbot, window)
    qtbot.mouseClick(window.panel.fold_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.hands_shown >= 1, timeout=TIMEOUT_MS)
    awards = [e for e in seen if isinstance(e, PotAwarded)]
    assert awards[0].amount == 25
    assert awards[0].shares == ((1, 13), (2, 12))
    assert window.scene.seat_items[1].stack == 1003
    assert window.scene.seat_items[2].stack == 1002
    assert window.scene.seat_items[0].stack == 995
    # The person still sees the hand they folded, face up and dimmed.
    assert [up for _, up in window.scene.hole_cards(0)] == [True, True]
    assert all(card.opacity() == FOLD_DIM for card in window.scene.hole[0])


def test_typed_amount_out_of_range_names_the_allowed_range(
    qtbot: QtBot, window: MainWindow
) -> None:
    setup = _three_handed()
    window.start_game(setup)
    _wait_turn(qtbot, window)
    panel = window.panel
    panel.amount.lineEdit().selectAll()
    qtbot.keyClicks(panel.amount.lineEdit(), "12")
    qtbot.keyClick(panel.amount.lineEdit(), Qt.Key.Key_Return)
    expected = f"between {texts.chips(20)} and {texts.chips(1000)}"
    qtbot.waitUntil(lambda: expected in panel.message.text(), timeout=TIMEOUT_MS)
    assert panel.legal is not None and panel.raise_button.isEnabled()  # may try again
    qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.legal is not None or window.hands_shown >= 1,
                    timeout=TIMEOUT_MS)


def test_fold_to_any_bet_plays_for_the_person(qtbot: QtBot, window: MainWindow) -> None:
    setup = _three_handed()
    mine: list[ActionTaken] = []
    scene = window.scene

    def pause_after_my_call(event: object) -> None:
        if isinstance(event, ActionTaken) and event.seat == 0:
            mine.append(event)
            if len(mine) == 1:
                window.set_paused(True)

    scene.event_done.connect(pause_after_my_call)
    window.start_game(setup)
    _wait_turn(qtbot, window)
    qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.paused, timeout=TIMEOUT_MS)
    box = window.panel.pre_fold_any
    assert box.isEnabled()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert box.isChecked()
    window.set_paused(False)
    qtbot.waitUntil(lambda: window.hands_shown >= 1, timeout=TIMEOUT_MS)
    # Calling stations never bet, so the person checked every later street without a click.
    assert [a.action for a in mine] == ["call", "check", "check", "check"]


def test_pause_stops_the_table_and_the_engine(qtbot: QtBot, window: MainWindow) -> None:
    setup = GameSetup(players=4, person=False, seed=5, name="", rebuys=9)
    window.start_game(setup)
    qtbot.waitUntil(lambda: window.hands_shown >= 1, timeout=TIMEOUT_MS)
    window.pause_action.trigger()
    assert window.paused and window.pause_label.text() == "Paused"
    with qtbot.assertNotEmitted(window.scene.event_started, wait=300):
        pass
    hands = window.hands_shown
    window.pause_action.trigger()
    qtbot.waitUntil(lambda: window.hands_shown > hands, timeout=TIMEOUT_MS)


def test_action_clock_checks_or_folds_when_time_runs_out(
    qtbot: QtBot, window: MainWindow
) -> None:
    setup = _three_handed(clock=True, clock_seconds=0.2, time_bank=0.1)
    mine: list[str] = []
    window.scene.event_done.connect(
        lambda e: mine.append(e.action) if isinstance(e, ActionTaken) and e.seat == 0 else None)
    window.start_game(setup)
    _wait_turn(qtbot, window)
    qtbot.waitUntil(lambda: window.scene.seat_items[0].clock is not None, timeout=TIMEOUT_MS)
    # Facing the big blind the clock folds; the time bank is spent first.
    qtbot.waitUntil(lambda: mine == ["fold"], timeout=TIMEOUT_MS)
    assert "Time is up." in window.log.toPlainText()


def test_closing_mid_hand_stops_the_engine_thread(qtbot: QtBot, window: MainWindow) -> None:
    setup = _three_handed()
    window.start_game(setup)
    _wait_turn(qtbot, window)
    engine = window.engine
    assert engine is not None and engine.qthread.isRunning()
    window.close()
    assert not engine.qthread.isRunning()
    assert window.engine is None


def test_title_status_and_log(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(_three_handed())
    _wait_turn(qtbot, window)
    assert window.windowTitle() == "Felt — No-Limit Hold'em, 3 players"
    assert window.hand_label.text() == "Hand #1"
    assert "blinds 5/10" in window.level_label.text()
    assert "posts the big blind of 10" in window.log.toPlainText()


def test_new_game_dialog_starts_a_fixed_limit_game(qtbot: QtBot, window: MainWindow) -> None:
    from gui.activities.new_game import NewGameDialog

    dialog = NewGameDialog(GameSetup(), window)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("fl"))
    dialog.players.setValue(4)
    dialog.seed.setText("42")
    dialog.name.setText("Kim")
    dialog.accept()
    setup = dialog.setup()
    assert (setup.variant, setup.players, setup.seed, setup.name) == ("fl", 4, 42, "Kim")
    window.start_game(setup)
    _wait_turn(qtbot, window)
    panel = window.panel
    assert window.windowTitle() == "Felt — Fixed-Limit Hold'em, 4 players"
    if panel.raise_button.isEnabled():
        assert not panel.amount.isEnabled()
        assert all(not b.isEnabled() for b in panel.quick.values())
