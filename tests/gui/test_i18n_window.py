"""The running window switches to German from its menu and then shows no English anywhere.

The English a person could see is every source string of ``i18n/felt_de.ts`` (templates with
``%1`` match any filling) plus Qt's own standard button words. A visible text that matches one
of them fails the test, unless it is on the short list of words German players use as they are.
"""

from __future__ import annotations

import dataclasses
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QDockWidget,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from engine.rules.events import HandEnded, HandShown, PotAwarded
from gui.base import i18n
from gui.base.setup import GameSetup
from gui.table.items import BannerItem, BurnPileItem, ChipStackItem, MarkerItem, SeatItem
from gui.window.main_window import MainWindow
from gui.window.new_game import NewGameDialog
from tests.gui.conftest import factory_with, hand_order, seed_with_button, stack_deck

TIMEOUT = 8000
TS = Path(__file__).resolve().parents[2] / "i18n" / "felt_de.ts"

# Words and marks German players use as they are (the glossary in i18n/README.md).
SAME_IN_GERMAN = {
    "All-in", "All-in %1", "Pot", "½ Pot", "¾ Pot", "Flush", "Full House", "Straight Flush",
    "Royal Flush", "Flop", "Turn", "River", "Hand", "Board", "Name", "Normal", "System",
    "&Pause", "Ante:", "Felt", "No-Limit Hold'em", "Pot-Limit Hold'em", "Fixed-Limit Hold'em",
    "VPIP", "PFR", "AF", "D", "SB", "BB", "F", "C", "R", "P", "Ctrl+O", "Ctrl+H", "Ctrl+I",
    "%1: %2", "%1 s", "%1 — %2",
    # The coach's poker words and marks (the glossary's coach table).
    "Coach", "Odds", "Ranges", "Equity", "Equity %1", "Outs", "Position", "Button (BTN)",
    "Hijack (HJ)", "Cut-off (CO)", "%1 %", "%1 ± %2", "%1 (SPR %2)", "%1: %2 BB", "Ctrl+K",
}
# Qt's own words on standard buttons, which the qtbase translation must turn into German.
QT_WORDS = {"Cancel", "&Cancel", "Close", "&Close", "Yes", "&Yes", "No", "&No", "Apply", "Save",
            "&Save", "Discard", "Open", "&Open", "Reset", "Restore Defaults", "Help"}


def _sources() -> list[tuple[str, str | None]]:
    """(source, German translation) of every entry of the German file."""
    entries = []
    for message in ET.parse(TS).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        forms = [] if translation is None else translation.findall("numerusform")
        text = forms[-1].text if forms else (translation.text if translation is not None
                                             else None)
        entries.append((source, text))
    return entries


def _pattern(source: str) -> re.Pattern[str]:
    """A source string as a pattern: placeholders match any text, "&" marks disappear."""
    text = source.replace("&", "").replace("(s)", "")
    parts = re.split(r"%L?n|%\d", text)
    return re.compile(".+".join(re.escape(p) for p in parts) + r"\Z", re.DOTALL)


def english_patterns() -> list[tuple[str, re.Pattern[str]]]:
    patterns = []
    for source, german in _sources():
        if source in SAME_IN_GERMAN:
            continue
        assert german != source, f"{source!r} is the same in German but not on the list"
        patterns.append((source, _pattern(source)))
    patterns.extend((word, _pattern(word)) for word in QT_WORDS)
    return patterns


def english_in(texts: list[tuple[str, str]]) -> list[str]:
    """The texts (with where they were seen) that are English source strings."""
    patterns = english_patterns()
    found = []
    for where, text in texts:
        plain = text.replace("&", "").strip()
        if not plain:
            continue
        for source, pattern in patterns:
            if pattern.match(plain):
                found.append(f"{where}: {text!r} is the English {source!r}")
    return found


def widget_texts(root: QWidget) -> list[tuple[str, str]]:
    """Every text a person can read on ``root`` and its visible children, menus included."""
    texts: list[tuple[str, str]] = []
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisibleTo(root) and w is not root and not isinstance(w, QMenu):
            continue
        name = f"{type(w).__name__}({w.objectName()})"
        texts.append((name + ".toolTip", w.toolTip()))
        if w.isWindow() or isinstance(w, QDockWidget):
            texts.append((name + ".windowTitle", w.windowTitle()))
        if isinstance(w, QLabel | QAbstractButton):
            texts.append((name, w.text()))
        elif isinstance(w, QComboBox):
            texts.extend((f"{name}[{i}]", w.itemText(i)) for i in range(w.count()))
        elif isinstance(w, QLineEdit):
            texts.append((name, w.text()))
            texts.append((name + ".placeholder", w.placeholderText()))
        elif isinstance(w, QPlainTextEdit):
            texts.extend((f"{name} line", line) for line in w.toPlainText().splitlines())
        elif isinstance(w, QMenu):
            texts.append((name + ".title", w.title()))
        for action in w.actions():
            texts.append((f"{name} action", action.text()))
            texts.append((f"{name} action tip", action.toolTip()))
    return texts


def scene_texts(window: MainWindow) -> list[tuple[str, str]]:
    texts: list[tuple[str, str]] = []
    for item in window.scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, SeatItem):
            texts += [("seat name", item.name), ("seat status", item.status)]
        elif isinstance(item, BannerItem):
            texts.append(("banner", item.text))
        elif isinstance(item, ChipStackItem):
            texts += [("pot caption", item.caption), ("pot tooltip", item.toolTip())]
        elif isinstance(item, MarkerItem):
            texts.append(("marker", item.text))
        elif isinstance(item, BurnPileItem):
            texts.append(("burn pile", item.label))
    return texts


def _menu_action(window: MainWindow, *path: str) -> QAction:
    """The action reached by opening the menus with these (visible) names."""
    actions = window.menuBar().actions()
    for depth, name in enumerate(path):
        matches = [a for a in actions if a.text().replace("&", "") == name]
        assert matches, f"no menu entry {name!r} among {[a.text() for a in actions]}"
        action = matches[0]
        if depth == len(path) - 1:
            return action
        menu = action.menu()
        assert isinstance(menu, QMenu)
        actions = menu.actions()
    raise AssertionError("empty path")


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
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT)
    assert window.panel.call_button.text() == "Call 500"
    assert "Hand #1: Bruno has the button; blinds 500/1,000." in window.log.toPlainText()

    _menu_action(window, "View", "Language", "Deutsch").trigger()
    QApplication.processEvents()  # Qt posts the language change to the windows
    assert i18n.current() == "de" and i18n.saved_language() == "de"
    assert window.panel.call_button.text() == "Mitgehen 500"
    assert window.panel.raise_button.text() == "Erhöhen auf 2.000"
    # Lines logged in English are told again in German.
    assert "Hand Nr. 1: Bruno ist Dealer; Blinds 500/1.000." in window.log.toPlainText()
    assert "Level" not in window.level_label.text()
    assert window.level_label.text() == "Stufe 1: Blinds 500/1.000"

    # Play the hand to the showdown in German: call, then check every street.
    qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    for _ in range(3):
        qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT)
        assert window.panel.call_button.text() == "Checken"
        qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.hands_shown >= 1, timeout=TIMEOUT)
    assert any(isinstance(e, HandShown) for e in seen)
    assert any(isinstance(e, PotAwarded) for e in seen)

    banner = window.scene.banner.text
    assert banner == "Du gewinnst mit Zwei Paare, Könige und Sieben, Ass als Kicker"
    log = window.log.toPlainText()
    assert "Du zeigst K♠ K♥: Zwei Paare, Könige und Sieben, Ass als Kicker." in log
    assert "Du gewinnst den Hauptpot von 3.000." in log
    assert window.scene.seat_items[0].status == "Gewinnt 3.000"
    assert window.windowTitle() == "Felt — No-Limit Hold'em, 3 Spieler"

    texts = widget_texts(window) + scene_texts(window)
    for menu in window.menuBar().findChildren(QMenu):
        texts += widget_texts(menu)
    assert len(texts) > 60  # the walk did see the window
    assert english_in(texts) == []

    # And back: English again at once, the log included.
    _menu_action(window, "Ansicht", "Sprache", "English").trigger()
    QApplication.processEvents()
    assert window.scene.banner.text == "You win with Two Pair, Kings and Sevens, Ace kicker"
    assert "You win the main pot of 3,000." in window.log.toPlainText()
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
