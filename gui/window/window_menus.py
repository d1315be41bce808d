"""The game window's menus: Game, View (speed, cards, log, history, language).

Built once by :class:`WindowMenus`, which keeps each entry's words as a function so that a
language change says them all again.

Tests: tests/gui/window/test_i18n_window.py, tests/gui/window/test_long_lived.py,
tests/gui/window/test_menu_keys.py
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtGui import QActionGroup
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMenu

from gui.base import i18n
from gui.base import settings
from gui.base import speeds
from gui.play_controls.bet_sizing import SIZE_PRESETS
from gui.play_controls.bet_sizing import saved_sizes
from gui.seats.seat_marks import AMOUNTS_IN_BLINDS
from gui.seats.seat_marks import SHOW_POSITIONS
from gui.seats.seat_marks import ViewChoices
from gui.seeing_options.seeing_choices import apply as apply_seeing
from gui.seeing_options.seeing_choices import deck_words
from gui.sound.table_sounds import TableSounds
from gui.window.history_menus import HistoryHost
from gui.window.history_menus import HistoryMenus
from gui.window.settings_dialog import SettingsDialog
from gui.window.your_play_menus import YourPlayMenus

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for
# The menus keep the translation context "MainWindow" they always had.


class MenuHost(HistoryHost, Protocol):
    """What the menus call on the main window."""

    log_dock: QDockWidget
    sounds: TableSounds

    @property
    def coach_dock(self) -> QDockWidget: ...

    def set_paused(self, paused: bool) -> None: ...

    def set_speed(self, speed: speeds.Speed) -> None: ...

    def set_theme(self, deck: str, back: str) -> None: ...

    def set_language(self, choice: str) -> None: ...

    def open_trainer(self) -> None: ...

    def rescale(self) -> None: ...

    view_choices: ViewChoices


class WindowMenus:
    """The menus of ``main`` (``window`` is the same object seen as a ``QMainWindow``);
    :meth:`retranslate` says them again."""

    def __init__(self, main: QMainWindow, window: MenuHost) -> None:
        self.main = main
        self.window = window
        self._words: list[tuple[QAction, Callable[[], str]]] = []
        bar = main.menuBar()
        game = bar.addMenu("")
        self.game_menu = game
        self._say(game.menuAction(), lambda: translate("MainWindow", "&Game"))
        new = game.addAction("")
        self._say(new, lambda: translate("MainWindow", "&New game…"))
        new.setShortcut(QKeySequence.StandardKey.New)
        new.triggered.connect(window.ask_new_game)
        self.pause_action = game.addAction("")
        self._say(self.pause_action, lambda: translate("MainWindow", "&Pause"))
        self.pause_action.setCheckable(True)
        self.pause_action.toggled.connect(window.set_paused)
        trainer = game.addAction("")
        self._say(trainer, lambda: translate("MainWindow", "&Trainer…"))
        trainer.triggered.connect(window.open_trainer)
        self.settings_action = game.addAction("")
        #: Game menu: the quick bet sizes and "muck losing hands"
        self._say(self.settings_action, lambda: translate("MainWindow", "S&ettings…"))
        self.settings_action.triggered.connect(self.open_settings)
        game.addSeparator()
        quit_action = game.addAction("")
        self._say(quit_action, lambda: translate("MainWindow", "&Quit"))
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(main.close)

        view = bar.addMenu("")
        self.view_menu = view
        self._say(view.menuAction(), lambda: translate("MainWindow", "&View"))
        self._speed_menu(view)
        self._deck_menu(view)
        self.blinds_action = view.addAction("")
        #: View menu: stacks, bets and pots on the table in big blinds instead of chips
        self._say(self.blinds_action, lambda: translate("MainWindow", "Amounts in &big blinds"))
        self.blinds_action.setCheckable(True)
        self.blinds_action.setChecked(settings.value(AMOUNTS_IN_BLINDS, False))
        self.blinds_action.toggled.connect(window.view_choices.set_amounts_in_blinds)
        self.positions_action = view.addAction("")
        #: View menu: BTN, SB, BB, UTG... on each seat
        self._say(self.positions_action, lambda: translate("MainWindow", "&Positions on seats"))
        self.positions_action.setCheckable(True)
        self.positions_action.setChecked(settings.value(SHOW_POSITIONS, False))
        self.positions_action.toggled.connect(window.view_choices.set_show_positions)
        self._sizes_menu(view)
        view.addAction(window.log_dock.toggleViewAction())
        self.coach_action = window.coach_dock.toggleViewAction()
        view.addAction(self.coach_action)
        self.history_menus = HistoryMenus(main, window, game, view)
        self.your_play_menus = YourPlayMenus(main, self.history_menus, game, view)
        self.language_actions: dict[str, QAction] = {}
        self.language_menu = self._language_menu(view)

    def _speed_menu(self, view: QMenu) -> None:
        window = self.window
        speed_menu = view.addMenu("")
        self._say(speed_menu.menuAction(), lambda: translate("MainWindow", "&Speed"))
        group = QActionGroup(self.main)
        self.speed_actions: dict[speeds.Speed, QAction] = {}
        speed_names: tuple[tuple[speeds.Speed, Callable[[], str]], ...] = (
            (speeds.Speed.SLOW, lambda: translate("MainWindow", "Slow")),
            (speeds.Speed.NORMAL, lambda: translate("MainWindow", "Normal")),
            (speeds.Speed.FAST, lambda: translate("MainWindow", "Fast")),
            (speeds.Speed.INSTANT, lambda: translate("MainWindow", "Instant")))
        for speed, say in speed_names:
            action = QAction(self.main, checkable=True)
            self._say(action, say)
            action.setChecked(speed is window.scene.speed)
            action.triggered.connect(lambda _=False, s=speed: window.set_speed(s))
            group.addAction(action)
            speed_menu.addAction(action)
            self.speed_actions[speed] = action

    def _sizes_menu(self, view: QMenu) -> None:
        """The quick bet sizes between Min and All-in; remembered."""
        window = self.window
        menu = view.addMenu("")
        #: View menu: which quick bet-size buttons the controls offer
        self._say(menu.menuAction(), lambda: translate("MainWindow", "Bet si&zes"))
        group = QActionGroup(self.main)
        # Sizes typed in Settings may be none of these: then none is ticked.
        group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        chosen = saved_sizes()
        names: tuple[tuple[str, Callable[[], str]], ...] = (
            ("pot", lambda: translate("MainWindow", "½ pot, ¾ pot, pot")),
            ("thirds", lambda: translate("MainWindow", "⅓ pot, ½ pot, ⅔ pot")),
            ("preflop", lambda: translate("MainWindow", "2.5x, 3x, pot")))
        self.size_actions: dict[str, QAction] = {}
        for preset, say in names:
            action = QAction(self.main, checkable=True)
            self._say(action, say)
            action.setChecked(SIZE_PRESETS[preset] == chosen)
            action.triggered.connect(lambda _=False, p=preset: window.view_choices.set_bet_sizes(p))
            group.addAction(action)
            menu.addAction(action)
            self.size_actions[preset] = action
        menu.addSeparator()
        edit = menu.addAction("")
        #: View > Bet sizes: type your own quick sizes (opens Game > Settings)
        self._say(edit, lambda: translate("MainWindow", "&Your own sizes…"))
        edit.triggered.connect(self.open_settings)

    def open_settings(self) -> SettingsDialog:
        """Game > Settings…: opened without blocking; the menu's ticks follow what is chosen."""
        dialog = SettingsDialog(self.window.view_choices, self.main, lambda: apply_seeing(
            self.window, self.window.rescale), self.window.sounds.player)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _=0: self._tick_sizes())
        dialog.open()
        return dialog

    def _tick_sizes(self) -> None:
        chosen = saved_sizes()
        for preset, action in self.size_actions.items():
            action.setChecked(SIZE_PRESETS[preset] == chosen)

    def _deck_menu(self, view: QMenu) -> None:
        window = self.window
        deck_menu = view.addMenu("")
        self._say(deck_menu.menuAction(), lambda: translate("MainWindow", "&Cards"))
        decks = QActionGroup(self.main)
        deck_actions: dict[str, QAction] = {}
        for deck, say in deck_words().items():  # the decks Settings > Seeing offers too
            action = QAction(self.main, checkable=True)
            self._say(action, say)
            action.setChecked(deck == window.theme.deck)
            action.triggered.connect(
                lambda _=False, d=deck: window.set_theme(d, window.theme.back))
            decks.addAction(action)
            deck_menu.addAction(action)
            deck_actions[deck] = action
        deck_menu.aboutToShow.connect(  # Settings may have chosen another deck meanwhile
            lambda: deck_actions[window.theme.deck].setChecked(True))
        deck_menu.addSeparator()
        backs = QActionGroup(self.main)
        back_names: tuple[tuple[str, Callable[[], str]], ...] = (
            ("blue", lambda: translate("MainWindow", "Blue back")),
            ("red", lambda: translate("MainWindow", "Red back")),
            ("green", lambda: translate("MainWindow", "Green back")))
        for back, say in back_names:
            action = QAction(self.main, checkable=True)
            self._say(action, say)
            action.setChecked(back == window.theme.back)
            action.triggered.connect(
                lambda _=False, b=back: window.set_theme(window.theme.deck, b))
            backs.addAction(action)
            deck_menu.addAction(action)

    def _language_menu(self, view: QMenu) -> QMenu:
        """System, English, Deutsch: switches at once and is remembered for the next start."""
        window = self.window
        menu = view.addMenu("")
        self._say(menu.menuAction(), lambda: translate("MainWindow", "&Language"))
        group = QActionGroup(self.main)
        chosen = i18n.saved_language()
        # Each language is named in itself, as language menus do; "System" in the current one.
        names: tuple[tuple[str, Callable[[], str]], ...] = (
            #: language menu: follow the desktop's language
            ("system", lambda: translate("MainWindow", "System")),
            ("en", lambda: "English"), ("de", lambda: "Deutsch"))
        for choice, say in names:
            action = QAction(self.main, checkable=True)
            self._say(action, say)
            action.setChecked(choice == chosen)
            action.triggered.connect(lambda _=False, c=choice: window.set_language(c))
            group.addAction(action)
            menu.addAction(action)
            self.language_actions[choice] = action
        return menu

    def _say(self, action: QAction, say: Callable[[], str]) -> None:
        """Set an action's text now and again whenever the language changes."""
        self._words.append((action, say))
        action.setText(say())

    def retranslate(self) -> None:
        for action, say in self._words:
            action.setText(say())
        self.your_play_menus.retranslate()
        #: keyboard shortcut that shows or hides the coach panel
        self.coach_action.setShortcut(QKeySequence(translate("MainWindow", "Ctrl+K",
                                                             "shortcut: coach")))
        #: keyboard shortcut of Pause (a single letter)
        key = translate("MainWindow", "P", "shortcut: pause")
        self.pause_action.setShortcut(QKeySequence(key))
        shown = self.pause_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        self.pause_action.setToolTip(
            translate("MainWindow", "Pause or resume the game (%1)").replace("%1", shown))
