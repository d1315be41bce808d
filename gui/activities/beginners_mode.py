"""The beginners' mode in the game window: the first-start welcome, the Help menu, narration
at the live table (View > Narrate), the lessons on the table and Game > Watch the computer
play.

The main window builds one :class:`Beginners` and otherwise knows nothing of teaching; this
module adds its menu entries to the window's menus.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable
from collections.abc import Mapping
from typing import ClassVar
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtGui import QActionGroup
from PySide6.QtGui import QKeySequence
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.core.cards import rank_of
from engine.core.errors import FeltError
from engine.evaluation.hand_value import evaluate
from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.table_model import TableModel
from engine.rules.events import HandStarted
from engine.teaching.lessons.lesson import Lesson
from gui.access.key_table import BY_CODE
from gui.access.key_table import chosen_keys
from gui.access.key_table import shown
from gui.activities.current_activity import Activities
from gui.activities.current_activity import Activity
from gui.activities.current_activity import lesson_words
from gui.activities.hot_seat import HotSeat
from gui.base import settings
from gui.base.action_keys import TABLE
from gui.base.game_setup import GameSetup
from gui.desktop.about_dialog import add_about
from gui.play_controls.person_turn import PersonTurn
from gui.session.engine_thread import EngineThread
from gui.table.scene import TableScene
from gui.table.table_view import TableView
from gui.teaching.beginners.help_dialog import HelpDialog
from gui.teaching.beginners.stepper import Stepper
from gui.teaching.beginners.welcome import Visit
from gui.teaching.beginners.welcome import WelcomeDialog
from gui.teaching.beginners.welcome import remembered
from gui.teaching.lessons import lesson_texts
from gui.teaching.lessons.lesson_room import LessonRoom
from gui.teaching.lessons.lessons_dock import LessonsDock
from gui.teaching.narration.brief_sentences import DETAILS
from gui.teaching.narration.narration_view import NarrationView

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for
NARRATE_SETTING = "narrate"
NARRATION_DETAIL_SETTING = "narration_detail"
WATCH_PLAYERS = 6  # a watched game when no game was set up yet
WATCH_REBUYS = 99  # computer players bust each other fast; rebuys keep the table full


class Host(Protocol):
    """What the beginners' mode uses of the main window."""

    scene: TableScene
    view: TableView
    model: TableModel
    setup: GameSetup | None
    turn: PersonTurn
    engine: EngineThread | None
    activities: Activities
    paused: bool
    game_menu: QMenu
    view_menu: QMenu

    def open_trainer(self) -> None: ...

    @property
    def panel(self) -> QWidget: ...

    def start_game(self, setup: GameSetup) -> None: ...

    def ask_new_game(self) -> None: ...

    def stop_engine(self) -> None: ...

    def set_paused(self, paused: bool) -> None: ...


def best_category(model: TableModel, seat: int | None, short_deck: bool) -> int | None:
    """The category of ``seat``'s best hand from its hole cards and the board (a pair or a
    high card before the flop), or ``None`` when it holds no known cards."""
    if seat is None:
        return None
    hole = [c for c in model.hole.get(seat, []) if c is not None]
    if len(hole) < 2:
        return None
    cards = hole + list(model.board)
    if len(cards) < 5:
        return 1 if rank_of(hole[0]) == rank_of(hole[1]) else 0
    try:
        return evaluate(cards, short_deck).category
    except FeltError:
        return None


def _plain(text: str) -> str:
    """A menu entry's words without the mnemonic and the ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def shortcuts(window: QWidget) -> list[tuple[str, str]]:
    """Every keyboard shortcut of ``window``: (keys, what they do).

    The keys of the one key table (``gui/access/key_table.py``: reading, action and step keys,
    the replayer's and the trainer's too) come first, in the table's order, so that Alt+0
    (seat 10) follows Alt+9; then the window's other keys (:func:`window_keys`).
    """
    table = [(shown(key), BY_CODE[code].words()) for code, key in chosen_keys().items()]
    return table + window_keys(window)


def window_keys(window: QWidget) -> list[tuple[str, str]]:
    """The keys of ``window`` that are not in the key table: (keys, what they do), single
    keys first.

    Actions say what they do in their text; a bare shortcut is named by its ``whatsThis`` or
    by the tooltip of the button that says its key in brackets.
    """
    native = QKeySequence.SequenceFormat.NativeText
    ours = {shown(key) for code, key in chosen_keys().items() if BY_CODE[code].scope == TABLE}
    found: list[tuple[str, str]] = []
    for action in window.findChildren(QAction):
        for key in action.shortcuts():
            if not key.isEmpty() and action.text() and key.toString(native) not in ours:
                found.append((key.toString(native), _plain(action.text())))
    buttons = [b for b in window.findChildren(QPushButton) if b.toolTip()]
    for shortcut in window.findChildren(QShortcut):
        keys = shortcut.key().toString(native)
        if not keys or keys in ours:
            continue
        what = shortcut.whatsThis() or next(
            (b.toolTip() for b in buttons if f"({keys})" in b.toolTip()), "")
        found.append((keys, what or keys))
    return sorted(set(found), key=lambda row: (len(row[0]) > 1, row[0], row[1]))


class ShortcutsDialog(QDialog):
    """The list of every shortcut of the window (Help > Keyboard shortcuts)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("shortcuts")
        #: title of the window listing the keyboard shortcuts
        self.setWindowTitle(translate("Beginners", "Keyboard shortcuts"))
        rows = shortcuts(window)
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setHorizontalHeaderLabels([
            #: column of the shortcut list: the keys to press
            translate("Beginners", "Keys"),
            #: column of the shortcut list: what the keys do
            translate("Beginners", "What it does")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for row, (key, what) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(key))
            self.table.setItem(row, 1, QTableWidgetItem(what))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(560, 520)


class Beginners(TableObserver):
    """The beginners' mode of ``main`` (``host`` is the same window seen through
    :class:`Host`)."""

    def __init__(self, main: QMainWindow, host: Host) -> None:
        self.main = main
        self.host = host
        self.help_dialog: HelpDialog | None = None
        self._log_hidden: QDockWidget | None = None  # the hand log, while a lesson is shown
        self.narration = NarrationView(main, host.scene, host.scene.display_names,
                                       self._told_you)
        self.lessons = LessonsDock(main, host.scene, self._clear_table, self.narration.point)
        self.room = LessonRoom(main, host, self.lessons.dock)  # fits 1024x600 beside a lesson
        self.lessons.before_open = self.room.make
        self.lessons.on_closed = self._lesson_closed
        self._words: list[tuple[QAction, Callable[[], str]]] = []
        self.stepper = Stepper(main, host, self.narration.retell)
        self.hot_seat = HotSeat(main, host, host.scene.display_name)
        self.hot_seat.covered = self._covered

        self.watch_action = self._add(host.game_menu, lambda: translate(
            #: Game menu: a game of computer players only, everyone's cards open
            "Beginners", "&Watch the computer play"))
        host.game_menu.insertAction(host.game_menu.actions()[1], self.watch_action)
        self.watch_action.triggered.connect(self.watch)

        self.narrate_action = self._add(host.view_menu, lambda: translate(
            #: View menu: explain every step of the game in words on the table
            "Beginners", "&Narrate"))
        self.narrate_action.setCheckable(True)
        self.narrate_action.setChecked(settings.value(NARRATE_SETTING, False))
        self.narrate_action.toggled.connect(self.set_narrating)
        self.narration.set_enabled(self.narrate_action.isChecked())
        self.detail_menu = host.view_menu.addMenu("")
        self._words.append((self.detail_menu.menuAction(), lambda: translate(
            #: View menu: how much the narration says
            "Beginners", "Narration &detail")))
        detail_group = QActionGroup(main)
        self.detail_actions: dict[str, QAction] = {}
        chosen = settings.value(NARRATION_DETAIL_SETTING, "learn")
        for detail, say in (
                #: narration detail: every rule with every event
                ("full", lambda: translate("Beginners", "&Every rule, every time")),
                #: narration detail: the rules in the first hands, then short sentences
                ("learn", lambda: translate("Beginners", "&Rules in the first hands, then "
                                            "short")),
                #: narration detail: short sentences from the start
                ("short", lambda: translate("Beginners", "&Short sentences"))):
            act = self._add(self.detail_menu, say)
            act.setCheckable(True)
            act.setChecked(detail == chosen)
            detail_group.addAction(act)
            act.triggered.connect(lambda _on=False, d=detail: self.set_narration_detail(d))
            self.detail_actions[detail] = act
        if chosen in DETAILS:
            self.narration.set_detail(chosen)

        self.show_all_action = self._add(host.view_menu, lambda: translate(
            #: View menu: every hand face up, for demonstrations
            "Beginners", "Show &all cards"))
        self.show_all_action.setCheckable(True)
        self.show_all_action.toggled.connect(self.show_all_cards)

        self.help_menu = main.menuBar().addMenu("")
        self._words.append((self.help_menu.menuAction(),
                            lambda: translate("Beginners", "&Help")))
        entries: tuple[tuple[Callable[[], str], Callable[[], object]], ...] = (
            (lambda: translate("Beginners", "&Rules"),
             lambda: self.open_help(HelpDialog.RULES)),
            (lambda: translate("Beginners", "Hand r&ankings"), self.show_rankings),
            (lambda: translate("Beginners", "&Glossary"),
             lambda: self.open_help(HelpDialog.GLOSSARY)),
            (lambda: translate("Beginners", "&Keyboard shortcuts"), self.show_shortcuts),
            (lambda: translate("Beginners", "&Lessons…"), self.lessons.open),
            (lambda: translate("Beginners", "&Welcome…"), self.welcome),
        )
        self.help_actions: list[QAction] = []
        for say, slot in entries:
            action = self._add(self.help_menu, say)
            action.triggered.connect(slot)
            self.help_actions.append(action)
        self.help_actions[0].setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.about_action = add_about(self.help_menu, main)  # version, licence, data folder
        self.retranslate()

    def _add(self, menu: QMenu, say: Callable[[], str]) -> QAction:
        action = menu.addAction("")
        self._words.append((action, say))
        return action

    def retranslate(self) -> None:
        for action, say in self._words:
            action.setText(say())
        self.narration.retranslate()
        self.lessons.retranslate()
        self.stepper.retranslate()

    def _covered(self, covered: bool) -> None:
        """The hot-seat cover is up: Back would show a table without it, and an open chart
        would still light the hand of the one who looked before."""
        self.stepper.back_action.setEnabled(not covered)
        if covered and self.help_dialog is not None:
            self.help_dialog.show_hand(None)

    def _looking(self) -> int | None:
        """The seat whose hand the screen may tell about: the person's, or in hot-seat the
        one looking now (nobody's while the table is covered)."""
        setup = self.host.setup
        if setup is not None and setup.hot_seat:
            hot = self.hot_seat
            return hot.looking if hot.waiting_for is None else None
        return self.host.scene.person_seat

    def _told_you(self) -> int | None:
        """The narrator says "you" to the one person at the screen, never in hot-seat."""
        setup = self.host.setup
        return None if setup is not None and setup.hot_seat else self.host.scene.person_seat

    def _lesson_closed(self) -> None:
        """The person closed the lessons: the lesson leaves the table and the game it
        suspended comes back, as "Back to my game" does."""
        if self.host.activities.on_screen is Activity.LESSON:
            self.host.activities.back(ask=False)

    def _clear_table(self, lesson: Lesson) -> None:
        """A lesson takes the table: the game is suspended (saved, with the way back on the
        activity bar), the controls go, narration pauses."""
        self.host.activities.begin(Activity.LESSON,
                                   lesson_words(lambda: lesson_texts.title(lesson)),
                                   self.lessons.leave)
        self.host.stop_engine()
        self.room.game_ended()
        self.stepper.reset()
        self.host.panel.hide()
        self.narration.lesson = True
        self.narration.point(None)
        self.narration.caption.setVisible(False)
        self.narration.dock.hide()  # the lesson panel keeps its own narration
        log = self.main.findChild(QDockWidget, "log")  # the game's log: room for the table
        if log is not None and log.isVisible():
            self._log_hidden = log
            log.hide()

    def game_started(self) -> None:
        """A game takes the table again (called by the window's ``start_game``)."""
        self.lessons.leave()  # the lesson's hand is never drawn again over the game
        self.lessons.dock.hide()  # what made room for the lessons comes back
        self.narration.lesson = False
        self.narration.forget()
        self.narration.dock.setVisible(self.narration.enabled)
        if self._log_hidden is not None:
            self._log_hidden.show()
            self._log_hidden = None
        self.stepper.reset()

    # ------------------------------------------------------------------ start-up

    def first_start(self, setup: GameSetup) -> None:
        """Start-up without a game to continue: the remembered visit, or the welcome."""
        visit = remembered()
        if visit is None:
            self.welcome()
        elif visit is Visit.PLAY:
            self.host.start_game(setup)  # they came to play: deal at once
        else:
            VISITS[visit](self)

    def welcome(self) -> None:
        """Ask what the person came for and go there (Help > Welcome…)."""
        dialog = WelcomeDialog(self.main)
        dialog.setObjectName("welcome")
        if not dialog.exec() or dialog.choice is None:
            return
        VISITS[dialog.choice](self)

    # ------------------------------------------------------------------ help

    def open_help(self, tab: int) -> HelpDialog:
        setup = self.host.setup
        short = setup is not None and setup.variant == "short"
        if self.help_dialog is None:
            self.help_dialog = HelpDialog(short, self.main)
        self.help_dialog.chart.set_short_deck(short)
        self.help_dialog.show_tab(tab)
        self.help_dialog.show()
        self.help_dialog.raise_()
        return self.help_dialog

    def show_rankings(self) -> None:
        """The chart, with the person's best hand now lit."""
        dialog = self.open_help(HelpDialog.RANKINGS)
        setup = self.host.setup
        short = setup is not None and setup.variant == "short"
        dialog.show_hand(best_category(self.host.model, self._looking(), short))

    def show_shortcuts(self) -> None:
        ShortcutsDialog(self.main).open()

    # ------------------------------------------------------------------ narration, watching

    def set_narrating(self, on: bool) -> None:
        self.narration.set_enabled(on)
        with contextlib.suppress(OSError):  # not remembered: off again at the next start
            settings.remember(NARRATE_SETTING, on)

    def set_narration_detail(self, detail: str) -> None:
        """Say as much as ``detail`` asks from now on, and remember it."""
        self.narration.set_detail(detail)
        self.detail_actions[detail].setChecked(True)
        with contextlib.suppress(OSError):
            settings.remember(NARRATION_DETAIL_SETTING, detail)

    def show_all_cards(self, on: bool) -> None:
        """Every hand face up from now on (a demonstration), or only the person's again."""
        scene = self.host.scene
        setup = self.host.setup
        if on and setup is not None and setup.hot_seat:  # never with people taking turns
            self.show_all_action.setChecked(False)
            return
        scene.plans.set_reveal_all(on or (setup is not None and not setup.person))
        for seat, cards in scene.hole.items():
            if seat == scene.person_seat or seat in self.host.model.face_up:
                continue
            for card in cards:
                card.set_face_up(scene.plans.reveal_all and card.card is not None)

    def _hand_started(self, event: HandStarted, model: TableModel) -> None:
        """Each hand keeps the demonstration setting (a new game resets the scene's)."""
        if not self.show_all_action.isChecked():
            return
        setup = self.host.setup
        if setup is not None and setup.hot_seat:
            self.show_all_action.setChecked(False)
        else:
            self.host.scene.plans.set_reveal_all(True)

    REACTIONS: ClassVar[Mapping[type, Reaction]] = {HandStarted: _hand_started}

    def watch(self) -> None:
        """A game of computer players only, with the current game's size and variant."""
        setup = self.host.setup or GameSetup(players=WATCH_PLAYERS)
        self.host.start_game(dataclasses.replace(setup, person=False, name="", seed=None,
                                                 rebuys=WATCH_REBUYS))  # its own deals


VISITS: dict[Visit, Callable[[Beginners], None]] = {
    Visit.LEARN: lambda b: b.lessons.open(),
    Visit.PLAY: lambda b: b.host.ask_new_game(),
    Visit.PRACTISE: lambda b: b.host.open_trainer(),
}
"""Where each answer of the welcome leads."""
