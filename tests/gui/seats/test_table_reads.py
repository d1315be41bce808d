"""What a regular reads off the table: the status bar, the stacks, the pot total, the pots."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.core.cards import parse_cards
from gui.base import amounts
from gui.base import settings
from gui.base.game_setup import GameSetup
from gui.seats.seat_marks import AMOUNTS_IN_BLINDS
from gui.seats.seat_marks import SHOW_POSITIONS
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.hands import factory_with
from tests.helpers.hands import hand_order
from tests.helpers.hands import seed_with_button
from tests.helpers.hands import stack_deck


def _three_handed() -> GameSetup:
    setup = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                      big_blind=10, name="You")
    # The button on seat 2: the person (seat 0) posts the small blind, seat 1 the big blind.
    return GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                     big_blind=10, name="You", seed=seed_with_button(setup, 2))


def _wait_turn(qtbot: QtBot, win: MainWindow) -> None:
    qtbot.waitUntil(lambda: win.panel.legal is not None, timeout=TIMEOUT_MS)


def test_no_hand_number_or_zero_blinds_before_a_game(window: MainWindow) -> None:
    assert window.hand_label.text() == ""
    assert "0/0" not in window.level_label.text()


def test_the_seated_stacks_show_at_once(window: MainWindow) -> None:
    window.start_game(_three_handed())
    # Before the engine thread has dealt anything, no seat reads 0.
    assert [item.stack for item in window.scene.seat_items.values()] == [1000, 1000, 1000]
    assert "Hand #0" not in window.hand_label.text()
    assert "5/10" in window.level_label.text()


def test_the_pot_total_counts_this_rounds_bets_and_one_pot_is_called_pot(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start_game(_three_handed())
    _wait_turn(qtbot, window)
    total = window.scene.stage.total
    # Pre-flop, the blinds and the button's call are the pot already.
    assert total.isVisible() and total.text == "Pot: 25"
    qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    _wait_turn(qtbot, window)  # the flop: the calls swept into a single pot
    pots = [p for p in window.scene.pot_items if p.amount > 0]
    assert [(p.caption, p.amount) for p in pots] == [("Pot", 30)]
    assert total.text == "Pot: 30"


def test_view_menu_shows_amounts_in_big_blinds_and_positions_and_remembers(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start_game(_three_handed())
    _wait_turn(qtbot, window)
    menus = window.menus
    menus.blinds_action.trigger()
    menus.positions_action.trigger()
    try:
        assert window.scene.stage.total.text == "Pot: 2.5 BB"  # 25 chips, big blind 10
        assert amounts.shown_amount(window.scene.seat_items[1].stack) == "99 BB"
        # Seat 2 has the button; the person (seat 0) the small blind, seat 1 the big blind.
        assert {s: i.position for s, i in window.scene.seat_items.items()} == {
            0: "SB", 1: "BB", 2: "BTN"}
        assert settings.value(AMOUNTS_IN_BLINDS, False) is True
        assert settings.value(SHOW_POSITIONS, False) is True
    finally:
        menus.blinds_action.trigger()
        menus.positions_action.trigger()
    assert window.scene.stage.total.text == "Pot: 25"
    assert all(i.position == "" for i in window.scene.seat_items.values())
    assert settings.value(AMOUNTS_IN_BLINDS, True) is False


def test_the_person_still_sees_a_hand_lost_at_showdown(qtbot: QtBot, window: MainWindow) -> None:
    base = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                     big_blind=10, name="You")
    # The person has the button: seat 1 shows first with aces, seat 2 and the person muck.
    setup = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                      big_blind=10, name="You", seed=seed_with_button(base, 0))
    mine = parse_cards("7c2d")
    deck = stack_deck(hand_order([0, 1, 2], 0), {0: "7c2d", 1: "AsAh", 2: "KsKh"},
                      "AdKc8s3h4c")
    window.hands_limit = 1  # the table stops after this hand: no next deal races the checks
    window.start_game(setup, factory=factory_with(setup, {1: deck}))
    while window.model.hand_number < 2:
        qtbot.waitUntil(lambda: window.panel.legal is not None or window.model.hand_number > 1
                        or bool(window.model.awards), timeout=TIMEOUT_MS)
        if window.model.awards:
            break
        qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.panel.legal is None, timeout=TIMEOUT_MS)
    window.set_paused(True)
    assert window.scene.hole_cards(0) == [(c, True) for c in mine]  # face up, to the person
    assert all(card.mucked for card in window.scene.hole[0])  # and dimmed
    assert "You muck." in window.log.toPlainText()
