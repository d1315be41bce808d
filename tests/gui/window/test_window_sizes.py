"""The window at the sizes people use: 1024x600 in both languages, the hand history beside the
log at 1280x720, large controls on a large screen, buttons that keep their width."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.storage.store import Store
from gui.base import i18n
from gui.base import settings
from gui.base.game_setup import GameSetup
from gui.play_controls.street_sizes import BLINDS_BEFORE_FLOP
from gui.play_controls.street_sizes import limpers
from gui.seats.seat_marks import BET_SIZES
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS


@pytest.fixture(autouse=True)
def _english_after(qtbot: QtBot) -> Iterator[None]:
    del qtbot
    yield
    i18n.apply("en")


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_window_fits_1024_by_600(window: MainWindow, language: str) -> None:
    i18n.apply(language)
    window.resize(1024, 600)
    QApplication.processEvents()
    assert window.minimumSizeHint().width() <= 1024
    assert window.minimumSizeHint().height() <= 600
    assert (window.width(), window.height()) == (1024, 600)


def test_the_hand_history_opens_over_the_table_at_1280_by_720(
    qtbot: QtBot, window: MainWindow, store: Store
) -> None:
    window.store = store
    window.resize(1280, 720)
    QApplication.processEvents()
    table_before = window.view.height()
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    dock = window.history_menus.dock
    assert dock is not None and dock.isVisible()
    QApplication.processEvents()
    assert dock.isFloating() and dock.width() >= 900  # a window of its own, to read
    assert (window.width(), window.height()) == (1280, 720)
    assert window.view.height() == table_before  # the table keeps its height


def test_large_window_scales_the_controls_and_caps_the_bet_box(window: MainWindow) -> None:
    window.resize(1280, 720)
    QApplication.processEvents()
    small = window.panel.fold_button.width()
    window.resize(2560, 1440)
    QApplication.processEvents()
    assert window.panel.fold_button.width() >= 1.6 * small
    assert window.panel.bet_box.width() < 0.45 * window.panel.width()
    size = int(window.log.styleSheet().split("font-size: ")[1].split("px")[0])
    assert size >= 20  # 12 px at the usual size


def test_action_buttons_keep_their_width_and_the_pre_action_never_says_check_facing_a_bet(
    qtbot: QtBot, window: MainWindow
) -> None:
    setup = GameSetup(players=3, opponents="call", starting_stack=2000, small_blind=5,
                      big_blind=10, seed=2)
    window.start_game(setup)
    panel = window.panel
    widths = [(b.width(), b.text()) for b in (panel.call_button, panel.raise_button)]
    qtbot.waitUntil(lambda: panel.legal is not None, timeout=TIMEOUT_MS)
    assert panel.legal is not None
    if panel.legal.call_amount:  # facing a bet: the disabled box offers no "Check"
        assert not panel.pre_call.isEnabled() and panel.pre_call.text() != "Check"
    panel.quick["max"].click()
    panel.raise_button.click()  # the first press asks to confirm the all-in
    assert panel.raise_button.text().startswith("Confirm all-in")
    after = [(b.width(), b.text()) for b in (panel.call_button, panel.raise_button)]
    assert [w for w, _ in after] == [w for w, _ in widths]
    assert [t for _, t in after] != [t for _, t in widths]


def test_bet_sizing_snaps_and_steps_by_the_blinds(qtbot: QtBot, window: MainWindow) -> None:
    setup = GameSetup(players=3, opponents="call", starting_stack=2000, small_blind=5,
                      big_blind=10, seed=2)
    window.start_game(setup)
    panel = window.panel
    qtbot.waitUntil(lambda: panel.legal is not None and panel.slider.isEnabled(),
                    timeout=TIMEOUT_MS)
    low = panel.slider.minimum()
    panel.slider.setValue(low + 37)  # a drag that stops between two amounts
    assert panel.amount.value() % 5 == 0 and panel.slider.value() == panel.amount.value()
    start = panel.amount.value()
    panel.amount.setFocus()
    qtbot.keyClick(panel.amount, Qt.Key.Key_Up)
    assert panel.amount.value() == start + 10  # the big blind
    qtbot.keyClick(panel.amount, Qt.Key.Key_Up, Qt.KeyboardModifier.ShiftModifier)
    assert panel.amount.value() == start + 15  # and the small blind with Shift
    before = panel.slider.value()
    rect = panel.slider.rect()
    qtbot.mouseClick(panel.slider, Qt.MouseButton.LeftButton,
                     pos=QPoint(rect.right() - 3, rect.center().y()))
    qtbot.waitUntil(lambda: panel.slider.value() != before, timeout=TIMEOUT_MS)
    assert panel.slider.value() - before == panel.slider.pageStep()
    assert panel.slider.pageStep() >= 5 and panel.slider.pageStep() % 5 == 0


def test_quick_sizes_are_chosen_in_the_view_menu_and_remembered(
    qtbot: QtBot, window: MainWindow
) -> None:
    setup = GameSetup(players=3, opponents="call", starting_stack=2000, small_blind=5,
                      big_blind=10, seed=2)
    settings.remember(BLINDS_BEFORE_FLOP, False)  # the person's sizes on every street
    window.start_game(setup)
    panel = window.panel
    qtbot.waitUntil(lambda: panel.legal is not None and panel.slider.isEnabled(),
                    timeout=TIMEOUT_MS)
    legal = panel.legal
    assert legal is not None
    window.menus.size_actions["preflop"].trigger()
    try:
        assert panel.quick["half"].text() == "2.5x"
        assert settings.value(BET_SIZES, "") == "preflop"
        qtbot.keyClick(window, Qt.Key.Key_3)  # the third quick size: 3 times the bet
        top = legal.current_bet + (legal.call_amount or 0)
        # a big blind more for each player who limped in (as online clients open)
        assert panel.amount.value() == 3 * max(top, 10) + 10 * limpers(window.model)
    finally:
        window.menus.size_actions["pot"].trigger()
        settings.remember(BLINDS_BEFORE_FLOP, True)
    assert panel.quick["half"].text() == "½ Pot"


@pytest.mark.parametrize("language", ["en", "de"])
def test_with_the_coach_the_window_fits_1024_and_never_resizes_itself(
        qtbot: QtBot, coached: MainWindow, language: str) -> None:
    """Issue 44: with the coach open the window would not go below 1,053 px and widened
    itself to 1,085 px as the coach's words (and the quick sizes') changed."""
    i18n.apply(language)
    window = coached
    window.resize(1024, 600)
    QApplication.processEvents()
    assert window.coach_dock.isVisible()
    settings.remember("muck_losing_hands", True)
    window.start_game(GameSetup(players=6, seed=3))
    panel = window.panel
    sizes: set[tuple[int, int]] = set()
    hints: set[int] = set()
    for _ in range(24):
        qtbot.waitUntil(lambda: panel.legal is not None, timeout=TIMEOUT_MS)
        QApplication.processEvents()
        sizes.add((window.width(), window.height()))
        hints.add(window.minimumSizeHint().width())
        legal = panel.legal
        cheap = legal.can_check or (legal.call_amount or 0) <= 100
        qtbot.mouseClick(panel.call_button if cheap else panel.fold_button,
                         Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: panel.legal is None, timeout=TIMEOUT_MS)
    assert window.scene.model.street > 0 or window.scene.model.hand_number > 3
    assert sizes == {(1024, 600)}
    assert len(hints) == 1 and max(hints) <= 1024, hints


def test_the_pre_action_boxes_never_move_sideways(qtbot: QtBot, window: MainWindow) -> None:
    """Issue 44: "Call" becoming "Call 20" moved the boxes after it, so a click meant for
    "Fold to any bet" hit the gap."""
    window.resize(1024, 600)
    window.start_game(GameSetup(players=4, opponents="call", seed=6))
    panel = window.panel
    boxes = (panel.pre_check_fold, panel.pre_call, panel.pre_call_any, panel.pre_fold_any)
    places: set[tuple[int, ...]] = set()
    calls: set[str] = set()

    def look(event: object) -> None:
        QApplication.processEvents()
        places.add(tuple(b.geometry().left() for b in boxes))
        calls.add(panel.pre_call.text())
    window.scene.event_done.connect(look)
    for _ in range(8):
        qtbot.waitUntil(lambda: panel.legal is not None, timeout=TIMEOUT_MS)
        qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: panel.legal is None, timeout=TIMEOUT_MS)
    assert "Call" in calls and any(t.startswith("Call ") for t in calls), calls
    assert len(places) == 1, places
