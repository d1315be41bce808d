"""The beginners' mode in the window: the welcome on first start, the Help menu, narration at
the live table, lessons on the real table and watching the computer play; driven by menu
entries, clicks and keys at instant speed."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from engine.core.cards import parse_cards
from engine.evaluation.hand_value import evaluate
from engine.storage import Store
from gui.activities.beginners_mode import NARRATE_SETTING
from gui.activities.beginners_mode import ShortcutsDialog
from gui.activities.beginners_mode import best_category
from gui.activities.new_game import NewGameDialog
from gui.base import i18n
from gui.base import settings
from gui.base.game_setup import GameSetup
from gui.session import saving
from gui.teaching.beginners.help_dialog import HelpDialog
from gui.teaching.beginners.welcome import SETTING
from gui.teaching.beginners.welcome import Visit
from gui.teaching.beginners.welcome import WelcomeDialog
from gui.window.main_window import MainWindow
from tests.helpers.german import menu_action
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.hands import factory_with
from tests.helpers.hands import hand_order
from tests.helpers.hands import seed_with_button
from tests.helpers.hands import stack_deck
from tests.helpers.hot_seat import people_face_up


@pytest.fixture(autouse=True)
def _own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test starts as a first start: no remembered welcome, narration or lessons."""
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path / "data"))
    i18n.apply("en")
    yield
    i18n.apply("en")


def _three_handed() -> GameSetup:
    setup = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                      big_blind=10, name="You")
    return GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                     big_blind=10, name="You", seed=seed_with_button(setup, 2))


def _start_stacked(window: MainWindow, hole: dict[int, str], board: str) -> GameSetup:
    setup = _three_handed()
    deck = stack_deck(hand_order([0, 1, 2], 2), hole, board)
    window.start_game(setup, factory=factory_with(setup, {1: deck}))
    return setup


def _wait_turn(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)


def _when_modal(qtbot: QtBot, act: Callable[[QDialog], None]) -> None:
    """Run ``act`` on the modal dialog as soon as it is open (exec blocks the test)."""
    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            act(dialog)
        else:
            QTimer.singleShot(10, poll)

    QTimer.singleShot(0, poll)


def _click(qtbot: QtBot, button: QPushButton) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


# ---------------------------------------------------------------------- first start


def test_first_start_welcomes_and_learn_opens_the_lessons_remembered(
        qtbot: QtBot, window: MainWindow, store: Store) -> None:
    window.store = store
    seen: list[str] = []

    def learn(dialog: QDialog) -> None:
        assert isinstance(dialog, WelcomeDialog)
        seen.append(dialog.objectName())
        _click(qtbot, dialog.buttons[Visit.LEARN])

    _when_modal(qtbot, learn)
    saving.begin(window, window, _three_handed(), False, True, None,
                 window.beginners.first_start)
    assert seen == ["welcome"]
    assert window.beginners.lessons.dock.isVisible()
    assert window.setup is None  # no game was dealt
    assert settings.value(SETTING, "") == Visit.LEARN.value

    # The next start goes straight to the lessons, without asking.
    window.beginners.lessons.dock.hide()
    saving.begin(window, window, _three_handed(), False, True, None,
                 window.beginners.first_start)
    assert window.beginners.lessons.dock.isVisible()


def test_play_opens_new_game_and_help_welcome_asks_again(
        qtbot: QtBot, window: MainWindow, store: Store) -> None:
    window.store = store
    opened: list[str] = []

    def play(dialog: QDialog) -> None:
        _click(qtbot, dialog.buttons[Visit.PLAY])  # type: ignore[attr-defined]
        _when_modal(qtbot, cancel_new_game)

    def cancel_new_game(dialog: QDialog) -> None:
        if isinstance(dialog, WelcomeDialog):  # still closing: look again
            _when_modal(qtbot, cancel_new_game)
            return
        opened.append(type(dialog).__name__)
        dialog.reject()

    _when_modal(qtbot, play)
    window.beginners.first_start(_three_handed())
    assert opened == [NewGameDialog.__name__]
    assert settings.value(SETTING, "") == Visit.PLAY.value

    # Help > Welcome… shows it again even though the choice is remembered.
    asked: list[bool] = []

    def close(dialog: QDialog) -> None:
        asked.append(isinstance(dialog, WelcomeDialog))
        dialog.reject()

    _when_modal(qtbot, close)
    menu_action(window, "Help", "Welcome…").trigger()
    assert asked == [True]


def test_the_continue_offer_comes_before_the_welcome(
        qtbot: QtBot, window: MainWindow, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    window.store = store
    said: list[str] = []
    monkeypatch.setattr(window.beginners, "welcome", lambda: said.append("welcome"))
    monkeypatch.setattr(window, "continue_session", lambda sid: said.append(f"continue {sid}"))
    offer: list[int | None] = [7]

    def ask(parent: object, store: Store) -> int | None:
        said.append("offer")
        return offer[0]

    monkeypatch.setattr(saving, "ask_continue", ask)
    saving.begin(window, window, _three_handed(), False, True, None,
                 window.beginners.first_start)
    assert said == ["offer", "continue 7"]  # continued: no welcome
    offer[0] = None
    said.clear()
    saving.begin(window, window, _three_handed(), False, True, None,
                 window.beginners.first_start)
    assert said == ["offer", "welcome"]


# ---------------------------------------------------------------------- help


def test_help_menu_rules_glossary_and_f1(qtbot: QtBot, window: MainWindow) -> None:
    menu_action(window, "Help", "Glossary").trigger()
    dialog = window.beginners.help_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.tabs.currentIndex() == HelpDialog.GLOSSARY
    assert dialog.glossary.rowCount() > 10
    dialog.hide()
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert dialog.isVisible() and dialog.tabs.currentIndex() == HelpDialog.RULES
    assert "blind" in dialog.rules.toPlainText()


def test_hand_rankings_light_the_persons_best_hand_during_play(
        qtbot: QtBot, window: MainWindow) -> None:
    _start_stacked(window, {0: "AsAh", 1: "7c2d", 2: "9h4s"}, "AdKc8s3h2c")
    _wait_turn(qtbot, window)
    menu_action(window, "Help", "Hand rankings").trigger()
    dialog = window.beginners.help_dialog
    assert dialog is not None and dialog.tabs.currentIndex() == HelpDialog.RANKINGS
    assert dialog.chart.highlight == 1  # a pair of aces before the flop
    dialog.hide()
    window.panel.call_button.click()  # calls down: the flop gives the person three aces
    qtbot.waitUntil(lambda: len(window.model.board) >= 3 and window.panel.legal is not None,
                    timeout=TIMEOUT_MS)
    menu_action(window, "Help", "Hand rankings").trigger()
    cards = parse_cards("AsAh") + list(window.model.board)
    assert dialog.chart.highlight == evaluate(cards).category == 3


def test_best_category_knows_nothing_without_cards() -> None:
    from engine.play.table_model import TableModel
    assert best_category(TableModel([0, 1]), 0, False) is None
    assert best_category(TableModel([0, 1]), None, False) is None


def test_keyboard_shortcuts_lists_every_shortcut_of_the_window(
        qtbot: QtBot, window: MainWindow) -> None:
    menu_action(window, "Help", "Keyboard shortcuts").trigger()
    dialogs = window.findChildren(ShortcutsDialog)
    assert len(dialogs) == 1 and dialogs[0].isVisible()
    table = dialogs[0].table
    rows = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
    for key in ("Ctrl+N", "F1", "P", "F", "C", "R", "1", "Ctrl+H"):
        assert key in rows, key
    assert "give up the hand" in rows["F"]
    assert rows["Ctrl+N"] == "New game"


# ---------------------------------------------------------------------- narration


def test_narrate_tells_the_hand_in_a_caption_a_dock_and_a_ring(
        qtbot: QtBot, window: MainWindow) -> None:
    narrate = menu_action(window, "View", "Narrate")
    narrate.trigger()
    assert settings.value(NARRATE_SETTING, False) is True
    view = window.beginners.narration
    _start_stacked(window, {0: "AsAh", 1: "7c2d", 2: "9h4s"}, "AdKc8s3h2c")
    _wait_turn(qtbot, window)
    told = view.log.toPlainText()
    assert view.dock.isVisible()
    assert "Ada posts the big blind of 10" in told
    # The person is told "you", never "You posts".
    assert "You post the small blind of 5" in told
    assert "You get a first card" in told and "You gets" not in told
    assert view.caption.isVisible() and view.caption.said.startswith("Your turn")
    # The caption covers no card, pot or bet on the table.
    scene = window.scene
    box = view.caption.sceneBoundingRect()
    things = [c for cards in scene.hole.values() for c in cards] + list(scene.board) \
        + list(scene.pot_items) + list(scene.bet_items.values()) + list(scene.seat_items.values())
    assert not [t for t in things if t.isVisible() and t.sceneBoundingRect().intersects(box)]
    # The ring points at the person, whose turn it is.
    assert view.ring.isVisible()
    assert view.ring.sceneBoundingRect().contains(scene.seat_items[0].sceneBoundingRect())

    narrate.trigger()  # off: the dock and the caption go
    assert not view.dock.isVisible() and not view.caption.isVisible()
    assert settings.value(NARRATE_SETTING, True) is False


def test_narration_points_at_the_burn_pile_and_the_pot(qtbot: QtBot,
                                                        window: MainWindow) -> None:
    view = window.beginners.narration
    menu_action(window, "View", "Narrate").trigger()
    pointed: list[str] = []
    original = view.point

    def spy(highlight: object) -> None:
        original(highlight)  # type: ignore[arg-type]
        code = getattr(highlight, "code", None)
        if code in ("burn", "pot") and view.ring.isVisible():
            pointed.append(code)

    view.point = spy  # type: ignore[method-assign]
    _start_stacked(window, {0: "AsAh", 1: "7c2d", 2: "9h4s"}, "AdKc8s3h2c")
    _wait_turn(qtbot, window)
    window.panel.call_button.click()
    qtbot.waitUntil(lambda: len(window.model.board) >= 3, timeout=TIMEOUT_MS)
    assert "burn" in pointed and "pot" in pointed


# ---------------------------------------------------------------------- lessons, watching


def test_a_lesson_plays_on_the_real_table_with_next_and_back_keys(
        qtbot: QtBot, window: MainWindow) -> None:
    menu_action(window, "Help", "Lessons…").trigger()
    lessons = window.beginners.lessons
    assert lessons.dock.isVisible() and lessons.list is not None
    item = lessons.list.item_of("side_pots")
    lessons.list.list.scrollToItem(item)
    rect = lessons.list.list.visualItemRect(item)
    qtbot.mouseClick(lessons.list.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.center())
    _click(qtbot, lessons.list.start)
    panel = lessons.panel
    assert panel is not None and panel.lesson.id == "side_pots"
    scene = window.scene
    assert sorted(scene.names) == sorted(panel.lesson.names)
    assert not window.panel.isVisible()  # no action buttons in a lesson
    assert scene.board_cards() == []
    # Every card face up: a lesson is a demonstration.
    assert all(up for seat in scene.names for _, up in scene.hole_cards(seat))
    steps = panel.runner.step_count
    for _ in range(steps):
        qtbot.keyClick(panel, Qt.Key.Key_Right)
    assert panel.runner.at_end and panel.quiz.isVisible()
    assert len(scene.board_cards()) == 5
    assert window.model.awards  # the pots were pushed on the real table
    qtbot.keyClick(panel, Qt.Key.Key_Left)
    assert panel.position == steps - 1
    assert window.model.awards == [] or len(window.model.awards) < len(
        panel.runner.hand.events)  # the table was rebuilt to the step before
    for _ in range(steps):
        qtbot.keyClick(panel, Qt.Key.Key_Left)
    assert panel.position == 0 and scene.board_cards() == []

    # To the end again, and the quiz: the engine's answers pass the lesson, marked in the list.
    for _ in range(steps):
        _click(qtbot, panel.next)
    from engine.teaching.lessons.quiz import check
    for q, question in enumerate(panel.lesson.quiz):
        right = next(k for k, c in enumerate(question.choices)
                     if check(panel.lesson, question, c))
        _click(qtbot, panel.choice_button(q, right))
    _click(qtbot, panel.check_button)
    assert lessons.list.is_marked("side_pots")
    _click(qtbot, lessons.to_list)
    assert lessons.pages.currentWidget() is lessons.list


def test_watch_the_computer_play_from_the_game_menu(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(_three_handed())
    _wait_turn(qtbot, window)
    menu_action(window, "View", "Narrate").trigger()  # a teacher explains while it plays
    menu_action(window, "Game", "Watch the computer play").trigger()
    assert window.setup is not None and not window.setup.person
    assert window.setup.players == 3
    assert not window.panel.isVisible()
    qtbot.waitUntil(lambda: window.model.hand_number >= 2, timeout=TIMEOUT_MS)
    window.stop_engine()
    # Everyone's cards are open while watching: nobody sits at the screen.
    assert window.scene.person_seat is None
    assert all(up for seat in window.model.in_hand if seat not in window.model.folded
               for _, up in window.scene.hole_cards(seat))
    told = window.beginners.narration.log.toPlainText()
    assert "has the dealer button for hand 2" in told and "You " not in told


# ---------------------------------------------------------------------- step by step


def test_step_by_step_next_back_and_play_by_keys(qtbot: QtBot, window: MainWindow) -> None:
    stepper = window.beginners.stepper
    menu_action(window, "View", "Step by step").trigger()
    assert stepper.toolbar.isVisible()
    shown: list[object] = []
    window.scene.event_done.connect(shown.append)
    _start_stacked(window, {0: "AsAh", 1: "7c2d", 2: "9h4s"}, "AdKc8s3h2c")
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=TIMEOUT_MS)
    qtbot.wait(50)
    assert len(shown) == 1  # the table waits after the first event
    for expected in (2, 3, 4):
        qtbot.keyClick(window, Qt.Key.Key_N)
        qtbot.waitUntil(lambda n=expected: len(shown) == n, timeout=TIMEOUT_MS)  # type: ignore[misc]
        qtbot.wait(30)
        assert len(shown) == expected
    live_bets = dict(window.model.bets)
    assert live_bets[0] == 5 and live_bets[1] == 10  # both blinds are in

    # Back: the view shows the hand one event earlier on a table of its own.
    qtbot.keyClick(window, Qt.Key.Key_B)
    past = stepper.past
    assert past is not None and window.view.scene() is past
    assert len(past.model.hole.get(0, [])) + len(past.model.hole.get(1, [])) + \
        len(past.model.hole.get(2, [])) == sum(len(v) for v in window.model.hole.values()) - 1
    qtbot.keyClick(window, Qt.Key.Key_B)
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert past.model.bets.get(1, 0) == 0  # before the big blind
    assert window.model.bets == live_bets  # the live table is untouched
    assert not window.panel.isEnabled()
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_N)
    assert window.view.scene() is window.scene and stepper.position is None
    assert len(shown) == 4  # catching up showed nothing new

    # Play goes on to the person's turn without waiting.
    qtbot.keyClick(window, Qt.Key.Key_G)
    _wait_turn(qtbot, window)
    assert window.panel.isEnabled()


def test_show_all_cards_turns_every_hand_face_up(qtbot: QtBot, window: MainWindow) -> None:
    _start_stacked(window, {0: "AsAh", 1: "7c2d", 2: "9h4s"}, "AdKc8s3h2c")
    _wait_turn(qtbot, window)
    scene = window.scene
    assert [up for _, up in scene.hole_cards(1)] == [False, False]
    show_all = menu_action(window, "View", "Show all cards")
    show_all.trigger()
    assert all(up for seat in (0, 1, 2) for _, up in scene.hole_cards(seat))
    assert [c for c, _ in scene.hole_cards(1)] == parse_cards("7c2d")
    show_all.trigger()
    assert [up for _, up in scene.hole_cards(1)] == [False, False]
    assert [up for _, up in scene.hole_cards(0)] == [True, True]


def test_show_all_cards_is_refused_in_hot_seat(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(GameSetup(players=3, name="Ada", people=("Bruno",), opponents="call",
                                seed=5))
    hot = window.beginners.hot_seat
    qtbot.waitUntil(lambda: hot.waiting_for is not None, timeout=TIMEOUT_MS)
    show_all = menu_action(window, "View", "Show all cards")
    show_all.trigger()
    assert not show_all.isChecked()
    assert not [s for s in (0, 1) if any(up for _, up in window.scene.hole_cards(s))]


def test_a_second_lesson_and_a_new_game_after_back(qtbot: QtBot, window: MainWindow) -> None:
    lessons = window.beginners.lessons
    lessons.open()
    lessons.start("side_pots")
    lessons.start("heads_up")
    assert lessons.panel is not None and lessons.panel.lesson.id == "heads_up"
    page = lessons.page  # the lesson's page in the dock
    assert page is not None and page is lessons.pages.currentWidget()
    assert lessons.to_list.parentWidget() is page
    _click(qtbot, lessons.to_list)
    assert lessons.pages.currentWidget() is lessons.list

    stepper = window.beginners.stepper
    menu_action(window, "View", "Step by step").trigger()
    window.start_game(_three_handed())
    qtbot.waitUntil(lambda: len(stepper.events) >= 1, timeout=TIMEOUT_MS)
    qtbot.keyClick(window, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: len(stepper.events) >= 2, timeout=TIMEOUT_MS)
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert window.view.scene() is stepper.past
    window.start_game(_three_handed())  # a new game shows the live table again
    assert window.view.scene() is window.scene and stepper.position is None
    assert window.panel.isEnabled()


# ---------------------------------------------------------------------- hot-seat


def test_hot_seat_covers_the_table_between_people_and_never_shows_anothers_cards(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    setup = GameSetup(players=4, name="Ada", people=("Bruno", "Chloé"), opponents="call",
                      seed=11, starting_stack=400, small_blind=10, big_blind=20)
    assert setup.names() == {0: "Ada", 1: "Bruno", 2: "Chloé", 3: setup.names()[3]}
    assert setup.names()[3] not in ("Ada", "Bruno", "Chloé")
    window.start_game(setup)
    hot = window.beginners.hot_seat
    people = {0, 1, 2}
    turns: list[int] = []
    covered: list[bool] = []
    grabs = 0
    while window.model.hand_number < 3 and len(turns) < 40:
        qtbot.waitUntil(lambda: hot.waiting_for is not None or window.panel.legal is not None,
                        timeout=TIMEOUT_MS)
        covered.append(hot.waiting_for is not None)
        if hot.waiting_for is not None:
            seat = hot.waiting_for
            # The cover is up: a grab of the table shows no hole card of any person.
            window.view.grab().save(str(tmp_path / f"turn{len(turns)}-cover.png"))
            grabs += 1
            assert hot.cover.isVisible()
            assert not people_face_up(window, people)
            assert window.beginners.hot_seat.message(seat) in hot.cover.text.toPlainText()
            assert not window.panel.isEnabled()
            qtbot.keyClick(window, Qt.Key.Key_Space)
        seat = window.model.to_act
        assert seat in people
        turns.append(seat)
        window.view.grab().save(str(tmp_path / f"turn{len(turns)}.png"))
        grabs += 1
        assert not hot.cover.isVisible() and window.panel.isEnabled()
        assert people_face_up(window, people) == {seat}  # only the one to act sees theirs
        action = window.panel.call_button if window.panel.call_button.isEnabled() \
            else window.panel.fold_button
        qtbot.mouseClick(action, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda s=seat: window.panel.legal is None  # type: ignore[misc]
                        or window.model.to_act != s, timeout=TIMEOUT_MS)
    assert len(set(turns)) == 3 and grabs > len(turns)
    # Everyone is named in the log: "You" would not say who.
    log = window.log.toPlainText()
    assert "Ada posts the small blind" in log or "Ada posts the big blind" in log
    assert "You " not in log
    # A turn after another person's always began under the cover.
    changes = [k for k in range(1, len(turns)) if turns[k] != turns[k - 1]]
    assert changes and all(covered[k] for k in changes)
    assert covered[0]


def test_new_game_names_the_people_at_this_screen(qtbot: QtBot) -> None:
    dialog = NewGameDialog(GameSetup(players=3))
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.people, "Bruno, Chloe, Bruno, Dmitri")
    setup = dialog.setup()
    assert setup.people == ("Bruno", "Chloe")  # each once, as many as there are seats
    assert setup.hot_seat and setup.bots() == {1: "person", 2: "person"}
    assert not GameSetup(players=3).hot_seat


# ---------------------------------------------------------------------- in German


def test_the_beginners_windows_are_german(qtbot: QtBot, window: MainWindow) -> None:
    from tests.helpers.german import english_in
    from tests.helpers.german import widget_texts
    menu_action(window, "View", "Language", "Deutsch").trigger()
    QApplication.processEvents()
    menu_action(window, "Ansicht", "Erklären").trigger()
    menu_action(window, "Ansicht", "Schritt für Schritt").trigger()
    setup = GameSetup(players=3, name="Ada", people=("Bruno",), opponents="call", seed=5)
    window.start_game(setup)
    shown: list[object] = []
    window.scene.event_done.connect(shown.append)
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=TIMEOUT_MS)  # waits after one event
    qtbot.keyClick(window, Qt.Key.Key_W)  # Weiter
    qtbot.waitUntil(lambda: len(shown) == 2, timeout=TIMEOUT_MS)
    qtbot.keyClick(window, Qt.Key.Key_A)  # Abspielen
    hot = window.beginners.hot_seat
    qtbot.waitUntil(lambda: hot.waiting_for is not None, timeout=TIMEOUT_MS)
    cover = hot.cover.text.toPlainText()
    assert cover.startswith("Gib den Bildschirm an") and "Leertaste" in cover
    narration = window.beginners.narration
    assert narration.dock.windowTitle() == "Erklärungen"
    said = narration.log.toPlainText()
    # In hot-seat everyone is named (only the turn is said to the one it is for).
    assert ("Ada bekommt eine erste Karte" in said or "Ada: erste Karte." in said)
    assert "Du bekommst" not in said and "Deine erste Karte" not in said
    menu_action(window, "Hilfe", "Tastenkürzel").trigger()
    menu_action(window, "Hilfe", "Lektionen…").trigger()
    shortcuts = window.findChildren(ShortcutsDialog)[0]
    found = english_in(widget_texts(window) + widget_texts(shortcuts)
                       + [("cover", cover)]
                       + [(f"narration {k}", line) for k, line in enumerate(said.splitlines())])
    assert not found, "\n".join(found)
    rows = {shortcuts.table.item(r, 0).text() for r in range(shortcuts.table.rowCount())}
    assert {"W", "Z", "A"} <= rows  # Weiter, Zurück, Abspielen


def test_a_saved_hot_seat_game_continues_as_hot_seat(qtbot: QtBot, window: MainWindow,
                                                     store: Store) -> None:
    window.store = store
    setup = GameSetup(players=3, name="Ada", people=("Bruno",), opponents="call", seed=9)
    window.start_game(setup)
    hot = window.beginners.hot_seat
    qtbot.waitUntil(lambda: hot.waiting_for is not None, timeout=TIMEOUT_MS)
    first = hot.waiting_for
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.model.to_act != first, timeout=TIMEOUT_MS)
    window.stop_engine()
    latest = store.latest_session_id()
    assert latest is not None

    again = MainWindow(window.scene.speed)
    qtbot.addWidget(again)
    again.store = store
    again.show()
    again.continue_session(latest)
    assert again.setup is not None and again.setup.people == ("Bruno",)
    assert again.setup.hot_seat
    qtbot.waitUntil(lambda: again.beginners.hot_seat.waiting_for is not None,
                    timeout=TIMEOUT_MS)
    assert not people_face_up(again, {0, 1})
    again.stop_engine()
    again.close()


def test_no_to_continue_opens_the_new_game_dialog_instead_of_dealing(
        qtbot: QtBot, window: MainWindow, store: Store) -> None:
    from PySide6.QtWidgets import QMessageBox

    from tests.helpers.storage import play_into
    play_into(store, "Evening", 2, seed=3)  # an unfinished game: "Continue?" is asked
    window.store = store
    seen: list[str] = []

    def answer_no(dialog: QDialog) -> None:
        assert isinstance(dialog, QMessageBox) and "Continue" in dialog.text()
        seen.append("continue?")
        _click(qtbot, dialog.button(QMessageBox.StandardButton.No))
        _when_modal(qtbot, cancel_new_game)

    def cancel_new_game(dialog: QDialog) -> None:
        if isinstance(dialog, QMessageBox):  # still closing: look again
            _when_modal(qtbot, cancel_new_game)
            return
        seen.append(type(dialog).__name__)
        dialog.reject()

    _when_modal(qtbot, answer_no)
    saving.begin(window, window, _three_handed(), False, True, None,
                 window.beginners.first_start)
    assert seen == ["continue?", NewGameDialog.__name__]
    assert window.setup is None  # nothing dealt that the person did not ask for
