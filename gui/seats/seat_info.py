"""What a regular reads on the other seats: statistics from the saved hands, and their notes.

Each opponent's figures over every saved hand of Felt's games under its name
(:func:`engine.storage.seat_stats.seat_figures`) are read again as each hand starts; the plate
shows a short line, VPIP/PFR/3-bet and the hands counted ("24/18/7 · 120"), unless the person
hid it, and a mark when the person keeps a note on the player (:mod:`gui.base.player_notes`).
Hovering a seat pops up the rest: the full name, the player's level and style, AF, WTSD, W$SD
and the note. A right click on a seat offers to write the note and to hide or show the
statistics.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from typing import ClassVar

import shiboken6
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject
from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QInputDialog
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QPlainTextEdit

from engine.core.errors import StorageError
from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.table_model import TableModel
from engine.rules.events import HandStarted
from engine.storage.seat_stats import SeatFigures
from engine.storage.seat_stats import seat_figures
from engine.storage.store import Store
from gui.base import i18n
from gui.base import opponents
from gui.base import player_notes
from gui.base import settings
from gui.base.game_setup import GameSetup
from gui.history.stats_view import factor
from gui.history.stats_view import percent
from gui.seats.seat_marks import remember
from gui.table.items import SeatItem
from gui.table.scene import TableScene
from gui.table.table_view import TableView

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

SEAT_STATS = "seat_stats"  # settings key: the line of statistics on the seats
NO_FIGURE = "\u2013"  # an en dash where a figure has nothing to count yet


def stats_shown() -> bool:
    return settings.value(SEAT_STATS, True)


def hud_line(figures: SeatFigures) -> str:
    """VPIP/PFR/3-bet in whole percent and the hands counted: "24/18/7 · 120"."""
    three = NO_FIGURE if figures.three_bet is None else str(round(figures.three_bet * 100))
    return (f"{round(figures.vpip * 100)}/{round(figures.pfr * 100)}/{three}"
            f" · {figures.hands}")


def _share(value: float | None) -> str:
    return NO_FIGURE if value is None else percent(value)


def details(name: str, kind: str | None, figures: SeatFigures | None, note: str) -> str:
    """The seat's pop-up: full name, level and style, every figure, the note."""
    lines = [name]
    if kind is not None:
        lines.append(opponents.tooltip(kind))
    if figures is None:
        #: a seat's pop-up when no saved hand of the player's is known yet
        lines.append(translate("SeatInfo", "No saved hands yet"))
    else:
        #: the seat's pop-up; %1 the number of hands the figures count
        lines.append(translate("SeatInfo", "Hands: %1").replace("%1", str(figures.hands)))
        #: VPIP, PFR and 3-bet are the names regulars use; %1 %2 %3 percentages
        lines.append(translate("SeatInfo", "VPIP %1 · PFR %2 · 3-bet %3")
                     .replace("%1", percent(figures.vpip)).replace("%2", percent(figures.pfr))
                     .replace("%3", _share(figures.three_bet)))
        #: AF aggression factor, WTSD went to showdown, W$SD won at showdown
        lines.append(translate("SeatInfo", "AF %1 · WTSD %2 · W$SD %3")
                     .replace("%1", factor(figures.aggression))
                     .replace("%2", _share(figures.wtsd))
                     .replace("%3", _share(figures.won_at_showdown)))
    if note:
        #: the person's note on a player; %1 the note
        lines.append(translate("SeatInfo", "Note: %1").replace("%1", note))
    return "\n".join(lines)


class SeatInfo(QObject, TableObserver):
    """Keeps the other seats' statistics, notes and pop-ups current.

    :param store: the saved games (``None``: nothing is saved, no statistics).
    :param setup: the running game's setup (the computer players' levels).
    """

    def __init__(self, window: QMainWindow, scene: TableScene, view: TableView,
                 store: Callable[[], Store | None], setup: Callable[[], GameSetup | None]
                 ) -> None:
        super().__init__(window)
        self.window, self.scene, self.view = window, scene, view
        self._store, self._setup = store, setup
        self.figures: dict[str, SeatFigures] = {}
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        view.customContextMenuRequested.connect(self._menu_at)
        # the words again after a language switch, after the window's own tooltips; never
        # once this object is gone
        i18n.follow(self, lambda: QTimer.singleShot(0, self, self.apply), now=False)

    def others(self) -> dict[int, str]:
        """The seats of the players who are not the person at the screen, with names."""
        return {s: n for s, n in self.scene.names.items() if s != self.scene.person_seat}

    def refresh(self) -> None:
        """Read the figures again and show them (a hand starts, a note or setting changed)."""
        store = self._store()
        names = sorted(set(self.others().values()))
        try:
            self.figures = seat_figures(store, names) if store is not None else {}
        except StorageError:
            self.figures = {}  # the table plays on; the statistics come back with the store
        self.apply()

    def apply(self) -> None:
        """The plates' lines, marks and pop-ups from the figures read last."""
        notes = player_notes.load()
        setup = self._setup()
        kinds = setup.bots() if setup is not None else {}
        shown = stats_shown()
        for seat, name in self.others().items():
            item = self.scene.seat_items.get(seat)
            if item is None or not shiboken6.isValid(item):  # a closing window's
                continue
            figures = self.figures.get(name)
            item.set_hud(hud_line(figures) if shown and figures else "", name in notes)
            item.setToolTip(details(name, kinds.get(seat), figures, notes.get(name, "")))
        person = self.scene.seat_items.get(self.scene.person_seat) \
            if self.scene.person_seat is not None else None
        if person is not None and person.name_elided:
            person.setToolTip(person.name)

    def _hand_started(self, event: HandStarted, model: TableModel) -> None:
        self.refresh()

    REACTIONS: ClassVar[Mapping[type, Reaction]] = {HandStarted: _hand_started}
    """A new hand: the figures now count every hand before it."""

    # ------------------------------------------------------------------ the person's choices

    def set_shown(self, shown: bool) -> None:
        """The line of statistics on the seats, or none; remembered."""
        remember(self.window.statusBar(), SEAT_STATS, shown)
        self.apply()

    def edit_note(self, name: str) -> None:
        """Ask for the note on ``name`` (empty removes it) and keep it."""
        dialog = QInputDialog(self.window)
        dialog.setOption(QInputDialog.InputDialogOption.UsePlainTextEditForTextInput)
        dialog.setWindowTitle(translate("SeatInfo", "Note"))
        #: %1 a player's name
        dialog.setLabelText(translate("SeatInfo", "Your note on %1:").replace("%1", name))
        dialog.setTextValue(player_notes.note(name))
        editor = dialog.findChild(QPlainTextEdit)
        if editor is not None:  # a long note wraps at the box's edge, as notes do elsewhere
            editor.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
            editor.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        if not dialog.exec():
            return
        text = dialog.textValue()
        try:
            player_notes.keep(name, text)
        except OSError as error:
            self.window.statusBar().showMessage(
                translate("SeatInfo", "The note could not be saved: %1")
                .replace("%1", str(error)), 8000)
        self.apply()

    def seat_at(self, point: QPoint) -> int | None:
        """The other player's seat under ``point`` of the view (``None``: no such seat)."""
        item = self.view.itemAt(point)
        while item is not None and not isinstance(item, SeatItem):
            item = item.parentItem()
        if isinstance(item, SeatItem) and item.seat in self.others():
            return item.seat
        return None

    def menu_for(self, seat: int) -> QMenu:
        """The seat's context menu: the note, and the statistics on or off."""
        name = self.others()[seat]
        menu = QMenu(self.view)
        #: a seat's context menu; %1 the player's name
        note = menu.addAction(translate("SeatInfo", "Note on %1…").replace("%1", name))
        note.setObjectName("note")
        note.triggered.connect(lambda: self.edit_note(name))
        stats = menu.addAction(translate("SeatInfo", "Statistics on the seats"))
        stats.setObjectName("seat_stats")
        stats.setCheckable(True)
        stats.setChecked(stats_shown())
        stats.toggled.connect(self.set_shown)
        return menu

    def _menu_at(self, where: QPoint) -> None:
        """A right click (or the menu key) on the table: the menu of the seat there, if any."""
        seat = self.seat_at(where)
        if seat is not None:
            self.menu_for(seat).exec(self.view.viewport().mapToGlobal(where))
