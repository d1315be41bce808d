"""A blind player's evening without a mouse: five hands played with the action keys, the table
read with the reading keys (the answers heard as announcements), a lesson opened from the Help
menu by its Alt-key and its quiz answered, and three trainer drills opened from the Game menu
and answered; an event filter on the application proves no mouse event reached any widget."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QRadioButton
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from engine.storage.store import Store
from engine.teaching.drills import DRILLS
from engine.teaching.lessons.quiz import check
from gui.access.announcer import Politeness
from gui.base.card_words import spoken_symbols
from gui.base.game_setup import GameSetup
from gui.teaching.trainer.trainer_window import TrainerWindow
from gui.window.main_window import MainWindow
from tests.gui.teaching.trainer.test_trainer import type_answer
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.storage import play_into

HANDS = 5
DRILLS_DONE = 3
THREE = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                  big_blind=10, seed=7)
MOUSE = {QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
         QEvent.Type.MouseButtonDblClick, QEvent.Type.Wheel}
NO = Qt.KeyboardModifier.NoModifier
ALT, SHIFT = Qt.KeyboardModifier.AltModifier, Qt.KeyboardModifier.ShiftModifier


class MouseWatch(QObject):
    """Counts every mouse press, release, double click and wheel turn sent to any widget."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in MOUSE and isinstance(watched, QWidget):
            self.seen.append(f"{event.type().name} to {watched.objectName() or watched}")
        return False


@pytest.fixture
def no_mouse(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MouseWatch]:
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path / "data"))
    watch = MouseWatch()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(watch)
    yield watch
    app.removeEventFilter(watch)


def _focused(window: QWidget) -> QWidget:
    """The widget keys go to: the focus of ``window`` (offscreen Qt may leave a closed menu
    the active window, where a desktop gives the activation back)."""
    widget = QApplication.focusWidget() if QApplication.activeWindow() is window \
        else window.focusWidget()
    assert widget is not None
    return widget


def _ask(qtbot: QtBot, window: MainWindow, key: Qt.Key, modifier: Qt.KeyboardModifier = NO
         ) -> str:
    before = window.announcer.said
    qtbot.keyClick(window, key, modifier)
    assert window.announcer.said > before, f"no answer to {key.name}"
    return window.announcer.heard[-1][0]


def _menu(qtbot: QtBot, window: QWidget, menu_key: Qt.Key, entry_key: Qt.Key) -> None:
    """Alt + the menu's letter, then the entry's letter, as a person opens a menu entry."""
    window.activateWindow()  # as a desktop does when the last menu closed
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    qtbot.keyClick(window, menu_key, ALT)
    popup = QApplication.activePopupWidget()
    assert popup is not None, "the menu did not open"
    qtbot.keyClick(popup, entry_key)
    QApplication.processEvents()


def _play_hands(qtbot: QtBot, window: MainWindow) -> None:
    """Read the table on the first turn of each hand, then call or check with C."""
    read_hands: set[int] = set()
    while window.hands_shown < HANDS:
        qtbot.waitUntil(lambda: window.panel.legal is not None or window.showdown.asked
                        or window.hands_shown >= HANDS, timeout=TIMEOUT_MS)
        if window.showdown.asked:  # a beaten hand: the question is heard, M mucks it
            text, politeness = window.announcer.heard[-1]  # the news before it, then the question
            assert text.endswith("Your hand cannot win. Show it (S) or muck it (M)?")
            assert politeness == Politeness.Assertive
            qtbot.keyClick(window, Qt.Key.Key_M)
            qtbot.waitUntil(lambda: not window.showdown.asked, timeout=TIMEOUT_MS)
            continue
        if window.panel.legal is None:
            break
        hand = window.model.hand_number
        if hand not in read_hands:
            read_hands.add(hand)
            assert _ask(qtbot, window, Qt.Key.Key_H).startswith("You hold ")
            board = _ask(qtbot, window, Qt.Key.Key_B, SHIFT)
            assert board.startswith("Board: ")
            assert _ask(qtbot, window, Qt.Key.Key_P, SHIFT).startswith("Pot, ")
            assert ";" in _ask(qtbot, window, Qt.Key.Key_S, SHIFT)  # every stack
            assert _ask(qtbot, window, Qt.Key.Key_2, ALT).startswith("Seat 2, ")
            assert _ask(qtbot, window, Qt.Key.Key_T) == "It is your turn."
        qtbot.keyClick(window, Qt.Key.Key_C)
        qtbot.waitUntil(lambda h=hand: window.panel.legal is None  # type: ignore[misc]
                        or window.model.hand_number != h, timeout=TIMEOUT_MS)
    assert len(read_hands) >= HANDS - 1  # a hand can pass without a turn (the others fold)


def _lesson_quiz(qtbot: QtBot, window: MainWindow) -> None:
    _menu(qtbot, window, Qt.Key.Key_H, Qt.Key.Key_L)  # Help > Lessons…
    lessons = window.beginners.lessons
    assert lessons.list is not None
    qtbot.waitUntil(lambda: window.focusWidget() is lessons.list.list, timeout=2000)
    qtbot.keyClick(_focused(window), Qt.Key.Key_Return)  # the first lesson
    panel = lessons.panel
    assert panel is not None
    heard = window.announcer.said
    while not panel.quiz.isVisibleTo(panel):
        qtbot.keyClick(_focused(window), Qt.Key.Key_N)
        QApplication.processEvents()
        # Each step is said once by the lesson (its counter first), the log not again.
        assert panel.spoken.startswith(f"Step {panel.position} of ")
    assert window.announcer.said == heard
    for index, question in enumerate(panel.lesson.quiz):
        right = next(k for k, choice in enumerate(question.choices)
                     if check(panel.lesson, question, choice))
        button = panel.choice_button(index, right)
        assert isinstance(button, QRadioButton)
        while _focused(window) is not button:  # Tab to the right answer
            qtbot.keyClick(_focused(window), Qt.Key.Key_Tab)
        qtbot.keyClick(button, Qt.Key.Key_Space)
    with qtbot.waitSignal(panel.passed, timeout=2000):
        qtbot.keyClick(_focused(window), Qt.Key.Key_Return)
    assert panel.spoken.startswith("Right!")  # the quiz's results are said


def _three_drills(qtbot: QtBot, window: MainWindow) -> None:
    _menu(qtbot, window, Qt.Key.Key_G, Qt.Key.Key_T)  # Game > Trainer…
    trainer = window.findChildren(TrainerWindow)[-1]
    qtbot.waitExposed(trainer)
    trainer.activateWindow()
    qtbot.waitUntil(lambda: trainer.focusWidget() is not None, timeout=2000)
    qtbot.keyClick(trainer.focusWidget(), Qt.Key.Key_Return)  # "Mixed", the first entry
    session = trainer.session
    assert session is not None
    for _ in range(DRILLS_DONE):
        question = session.question()
        asked = trainer.exercise.spoken  # the exercise is said: what is asked, the cards
        assert asked.startswith("Exercise ") and trainer.exercise.prompt.text() in asked
        assert all(" ".join(row.spoken().split()) in asked for row in trainer.exercise.rows)
        type_answer(qtbot, trainer, question, DRILLS[question.drill].solve(question).expected)
        assert session.answered and session.results[-1].verdict.correct
        assert trainer.exercise.spoken.startswith("Right! ")  # and the explanation
        qtbot.keyClick(trainer.focusWidget(), Qt.Key.Key_Return)  # next
    assert len(session.results) == DRILLS_DONE
    trainer.close()


def test_an_evening_at_the_keyboard(qtbot: QtBot, window: MainWindow,
                                    no_mouse: MouseWatch) -> None:
    window.activateWindow()
    window.start_game(THREE)
    _play_hands(qtbot, window)
    window.stop_engine()
    _lesson_quiz(qtbot, window)
    window.activateWindow()
    _three_drills(qtbot, window)
    assert no_mouse.seen == []


def test_a_hand_replayed_at_the_keyboard(qtbot: QtBot, window: MainWindow, store: Store,
                                         no_mouse: MouseWatch) -> None:
    """View > Hand history by Alt+V, H; the list of hands has the focus, Down chooses the
    newest, Tab reaches Replay and Space opens it; Right and Left step, and each step is said
    to the screen reader and is the caption's accessible name."""
    play_into(store, "Replayed", 2, seed=21)
    window.store = store
    _menu(qtbot, window, Qt.Key.Key_V, Qt.Key.Key_H)  # View > Hand history…
    panel = window.history_menus.panel
    assert panel is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.table, timeout=2000)
    qtbot.keyClick(panel.table, Qt.Key.Key_Down)
    assert len(panel.selected_records()) == 1
    # The row's cards are read in words, never as suit symbols ("A♠ 7♦").
    row = panel.table.currentIndex()
    cells = [panel.table.model().index(row.row(), column).data(
        Qt.ItemDataRole.AccessibleTextRole) for column in range(panel.table.model().columnCount())]
    assert any(cell and " of " in cell for cell in cells), cells
    assert not any(cell and set("♠♥♦♣") & set(cell) for cell in cells), cells
    for _ in range(30):  # Tab on to the Replay button
        if QApplication.focusWidget() is panel.replay_button:
            break
        focus = QApplication.focusWidget()
        assert focus is not None
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.replay_button
    qtbot.keyClick(panel.replay_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: bool(panel.replayers), timeout=2000)
    replayer = panel.replayers[-1]
    qtbot.waitExposed(replayer)
    replayer.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is replayer, timeout=2000)
    first = replayer.spoken
    assert first.startswith("Step 1 of ")
    qtbot.keyClick(replayer, Qt.Key.Key_Right)
    assert replayer.step == 1 and replayer.spoken.startswith("Step 2 of ")
    caption = QAccessible.queryAccessibleInterface(replayer.caption)
    assert caption is not None
    assert caption.text(QAccessible.Text.Name) == spoken_symbols(replayer.caption.text()) != ""
    assert spoken_symbols(replayer.caption.text().split("\n")[0]) in replayer.spoken
    qtbot.keyClick(replayer, Qt.Key.Key_Right)
    qtbot.keyClick(replayer, Qt.Key.Key_Left)
    assert replayer.step == 1 and replayer.spoken.startswith("Step 2 of ")
    qtbot.keyClick(replayer, Qt.Key.Key_Left)
    assert replayer.step == 0 and replayer.spoken == first
    replayer.close()
    assert no_mouse.seen == []
