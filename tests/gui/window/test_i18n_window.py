"""The running window switches to German from its menu and then shows no English anywhere.

The English a person could see is every source string of ``i18n/felt_de.ts`` (templates with
``%1`` match any filling) plus Qt's own standard button words. A visible text that matches one
of them fails the test, unless it is on the short list of words German players use as they are.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from engine.rules.events import HandEnded
from engine.rules.events import HandShown
from engine.rules.events import PotAwarded
from gui.activities.new_game import NewGameDialog
from gui.base import i18n
from gui.base.game_setup import GameSetup
from gui.window.main_window import MainWindow
from tests.helpers.german import english_in
from tests.helpers.german import menu_action
from tests.helpers.german import scene_texts
from tests.helpers.german import widget_texts
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.hands import factory_with
from tests.helpers.hands import hand_order
from tests.helpers.hands import seed_with_button
from tests.helpers.hands import stack_deck

TS = Path(__file__).resolve().parents[3] / "i18n" / "felt_de.ts"





@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    i18n.apply("en")
    yield
    i18n.apply("en")


def _setup() -> GameSetup:
    # Amounts above a thousand show the digit grouping: 2,000 and 2.000.
    base = GameSetup(players=3, opponents="call", starting_stack=100_000, small_blind=500,
                     big_blind=1000)
    return dataclasses.replace(base, seed=seed_with_button(base, 2))


def test_switching_to_german_from_the_menu_leaves_no_english(qtbot: QtBot,
                                                             window: MainWindow) -> None:
    setup = _setup()
    order = hand_order([0, 1, 2], 2)
    # The person holds two pair, kings and sevens, with an ace kicker on the board.
    deck = stack_deck(order, {0: "KsKh", 1: "2c3d", 2: "4h5s"}, "7c7dAh9sJc")
    seen: list[object] = []

    def done(event: object) -> None:
        seen.append(event)
        if isinstance(event, HandEnded):
            window.set_paused(True)  # the table stays as the showdown left it

    window.scene.event_done.connect(done)
    window.start_game(setup, factory=factory_with(setup, {1: deck}))
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    assert window.panel.call_button.text() == "Call 500"
    assert "Hand #1: Bruno has the button; blinds 500/1,000." in window.log.toPlainText()

    menu_action(window, "View", "Language", "Deutsch").trigger()
    QApplication.processEvents()  # Qt posts the language change to the windows
    assert i18n.current() == "de" and i18n.saved_language() == "de"
    assert window.panel.call_button.text() == "Mitgehen 500"
    assert window.panel.raise_button.text() == "Erhöhen auf 2.000"
    # Lines logged in English are told again in German.
    assert "Hand Nr. 1: Bruno hat den Button; Blinds 500/1.000." in window.log.toPlainText()
    assert "Level" not in window.level_label.text()
    assert window.level_label.text() == "Stufe 1: Blinds 500/1.000"

    # Play the hand to the showdown in German: call, then check every street.
    qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    for _ in range(3):
        qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
        assert window.panel.call_button.text() == "Checken"
        qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.hands_shown >= 1, timeout=TIMEOUT_MS)
    assert any(isinstance(e, HandShown) for e in seen)
    assert any(isinstance(e, PotAwarded) for e in seen)

    banner = window.scene.banner.text
    assert banner == "Du gewinnst: Zwei Paare, Könige und Sieben, Ass als Kicker"
    log = window.log.toPlainText()
    assert "Du zeigst K♠ K♥: Zwei Paare, Könige und Sieben, Ass als Kicker." in log
    assert "Du gewinnst den Pot von 3.000." in log
    assert window.scene.seat_items[0].status == "Gewinnt 3.000"
    assert window.windowTitle() == "Felt — No-Limit Hold'em, 3 Spieler"

    texts = widget_texts(window) + scene_texts(window)
    for menu in window.menuBar().findChildren(QMenu):
        texts += widget_texts(menu)
    assert len(texts) > 60  # the walk did see the window
    assert english_in(texts) == []

    # And back: English again at once, the log included.
    menu_action(window, "Ansicht", "Sprache", "English").trigger()
    QApplication.processEvents()
    assert window.scene.banner.text == "You win with Two Pair, Kings and Sevens, Ace kicker"
    assert "You win the pot of 3,000." in window.log.toPlainText()
    assert i18n.saved_language() == "en"


def test_new_game_dialog_is_german_and_follows_a_switch_while_open(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialog = NewGameDialog(GameSetup(starting_stack=12_500), window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "New game"
    assert dialog.stack.text() == "12,500"
    window.set_language("de")
    QApplication.processEvents()
    assert dialog.windowTitle() == "Neues Spiel"
    assert dialog.stack.text() == "12.500"
    assert dialog.schedule.itemText(2) == "Standard (alle 12 Hände)"
    assert dialog.name.placeholderText() == "Du" and dialog.name.text() == ""
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text().replace("&", "") == "Abbrechen"  # Qt's own German
    assert english_in(widget_texts(dialog)) == []

    # A dialog opened in German is German from the start.
    fresh = NewGameDialog(None, window)
    qtbot.addWidget(fresh)
    fresh.show()
    assert english_in(widget_texts(fresh)) == []
    assert fresh.setup().name == "You"  # the default name stays a code, shown translated


def test_language_choice_is_remembered_and_system_follows_the_desktop(qtbot: QtBot) -> None:
    del qtbot
    i18n.save_language("de")
    assert i18n.saved_language() == "de"
    i18n.save_language("system")
    assert i18n.saved_language() == "system"
    assert i18n.resolve("system") in ("en", "de")
    with pytest.raises(ValueError, match="unknown language"):
        i18n.save_language("fr")
    path = i18n.data_dir() / "settings.json"
    path.write_text("{not json", encoding="utf-8")
    assert i18n.saved_language() == "system"  # a damaged file means the first-start choice


def test_language_change_event_reaches_the_panel(qtbot: QtBot, window: MainWindow) -> None:
    """The panel retranslates from the event alone, as any widget Qt notifies."""
    window.set_language("de")
    QApplication.processEvents()
    assert window.panel.fold_button.text() == "Passen"
    i18n.apply("en")
    QApplication.sendEvent(window.panel, QEvent(QEvent.Type.LanguageChange))
    assert window.panel.fold_button.text() == "Fold"
