"""After continuing a session the hand log tells its last hands again and says how many came
before and where they are."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.storage.store import Store
from gui.base import i18n
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.storage import play_into


@pytest.fixture
def english() -> Iterator[None]:
    yield
    i18n.apply("en")


def test_the_log_tells_the_last_hands_and_where_the_rest_are(qtbot: QtBot, window: MainWindow,
                                                             store: Store) -> None:
    session_id = play_into(store, "Five hands", 5, seed=11)
    window.store = store
    window.continue_session(session_id)
    qtbot.waitUntil(lambda: window.model.hand_number == 6, timeout=TIMEOUT_MS)
    text = window.log.toPlainText()
    told = [line for line in text.splitlines() if line.startswith("Hand #")]
    # The last three hands before continuing, then the new one; not the first two.
    assert [line.split(":")[0] for line in told] == ["Hand #3", "Hand #4", "Hand #5", "Hand #6"]
    line = ("Session continued after 5 hands. The hand history (View > Hand history, Ctrl+H) "
            "has every one of them.")
    assert line in text
    assert text.index(line) < text.index("Hand #6")
    assert any(" wins " in row or row.startswith("You win") for row in text.splitlines())


def test_the_line_is_said_again_in_german(qtbot: QtBot, window: MainWindow, store: Store,
                                          english: None) -> None:
    session_id = play_into(store, "One hand", 1, seed=12)
    window.store = store
    window.continue_session(session_id)
    qtbot.waitUntil(lambda: window.model.hand_number == 2, timeout=TIMEOUT_MS)
    window.set_language("de")
    QApplication.processEvents()
    text = window.log.toPlainText()
    assert "Sitzung fortgesetzt nach 1 Hand." in text
    assert "Session continued" not in text


def test_a_new_game_says_nothing_of_earlier_hands(qtbot: QtBot, window: MainWindow,
                                                 store: Store) -> None:
    window.store = store
    session_id = play_into(store, "Nothing yet", 0, seed=13)
    window.continue_session(session_id)
    qtbot.waitUntil(lambda: window.model.hand_number == 1, timeout=TIMEOUT_MS)
    assert "continued" not in window.log.toPlainText()
