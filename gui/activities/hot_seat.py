"""Several people at one screen (hot-seat): nobody's hole cards show on another person's turn.

Every hole card is dealt face down. When a person is to act after another person looked,
the table is covered ("Pass the screen to Bruno - press Space when only Bruno is looking");
Space takes the cover away and turns that person's cards face up; once they have acted their
cards go face down again. Cards shown at the showdown are everyone's to see and stay up.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from typing import ClassVar
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QKeySequence
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QGraphicsRectItem
from PySide6.QtWidgets import QGraphicsTextItem
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QWidget

from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.session import PersonToAct
from engine.play.table_model import TableModel
from engine.rules.events import ActionTaken
from engine.rules.events import HandStarted
from gui.base.game_setup import GameSetup
from gui.play_controls.person_turn import PersonTurn
from gui.table.scene import TableScene

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

COVER_Z = 100.0  # above everything on the table, the narration's caption too
COVER_COLOUR = QColor(12, 18, 24)
COVER_TEXT_PX = 44  # scene units (the scene is 1000 high)
COVER_TEXT_WIDTH = 0.6  # of the scene's width


class HotSeatHost(Protocol):
    scene: TableScene
    model: TableModel
    setup: GameSetup | None
    turn: PersonTurn

    @property
    def panel(self) -> QWidget: ...


class Cover(QGraphicsRectItem):
    """An opaque sheet over the whole table with one message in the middle."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(COVER_Z)
        self.setBrush(QBrush(COVER_COLOUR))
        self.setPen(Qt.PenStyle.NoPen)
        self.text = QGraphicsTextItem(self)
        self.text.setDefaultTextColor(QColor("#fdfdfd"))
        font = QFont()
        font.setPixelSize(COVER_TEXT_PX)
        self.text.setFont(font)

    def show_over(self, area: QRectF, message: str) -> None:
        self.setRect(area)
        self.text.setTextWidth(area.width() * COVER_TEXT_WIDTH)
        self.text.setHtml(f"<div align='center'>{message}</div>")
        box = self.text.boundingRect()
        self.text.setPos(area.center().x() - box.width() / 2,
                         area.center().y() - box.height() / 2)
        self.setVisible(True)


class HotSeat(TableObserver):
    """Guards the hole cards of a hot-seat game in ``main``; observes the table model."""

    def __init__(self, main: QMainWindow, host: HotSeatHost,
                 name: Callable[[int], str]) -> None:
        self.host = host
        self._name = name
        self.cover = Cover()
        self.cover.setVisible(False)
        self.looking: int | None = None  # the person whose cards may be face up
        #: told True when the cover goes up, False when it comes away (the steps' Back, which
        #: would show a table without the cover, waits for the cover to go)
        self.covered: Callable[[bool], None] = lambda covered: None
        self.waiting_for: int | None = None  # covered until this person presses Space
        self.key = QShortcut(QKeySequence(Qt.Key.Key_Space), main)
        self.key.setContext(Qt.ShortcutContext.WindowShortcut)
        self.key.activated.connect(self.uncover)
        self.key.setEnabled(False)
        #: what Space does in a game with several people at the screen
        self.key.setWhatsThis(translate("HotSeat", "Show the table to the person whose turn "
                                                   "it is"))

    @property
    def active(self) -> bool:
        setup = self.host.setup
        return setup is not None and setup.hot_seat

    def _guarding(self) -> bool:
        """A hot-seat game is on; otherwise no cover stays up and nobody is looking."""
        if not self.active:
            self.looking = None
            self._take_cover_away()
        return self.active

    def _hand_started(self, event: HandStarted, model: TableModel) -> None:
        if self._guarding():
            self.host.scene.plans.set_person_seat(None)  # the deal turns nobody's cards up
            self.looking = None
            self.host.turn.pre_actions.reset(None)

    def _person_to_act(self, event: PersonToAct, model: TableModel) -> None:
        if not self._guarding() or event.seat == self.host.turn.pre_actions.answered:
            return  # their own pre-action acted: they need not look
        if event.seat == self.looking:
            self._show_cards(event.seat)
        else:
            self._hide_cards()
            self._cover_for(event.seat)

    def _action_taken(self, event: ActionTaken, model: TableModel) -> None:
        if event.seat == self.looking and self._guarding():  # nobody looks outside hot seat
            self._hide_cards()

    REACTIONS: ClassVar[Mapping[type, Reaction]] = {
        HandStarted: _hand_started,
        PersonToAct: _person_to_act,
        ActionTaken: _action_taken,
    }
    """In a hot-seat game a new hand deals face down, a turn covers the table for the next
    person, an action turns the actor's cards down. Another game's first hand (a new game, a
    lesson, a practice hand) or turn takes the cover away."""

    def uncover(self) -> None:
        """Space: the person whose turn it is looks at the table and their cards."""
        seat = self.waiting_for
        if seat is None:
            return
        self.waiting_for = None
        self.looking = seat
        self._take_cover_away()
        self._show_cards(seat)
        self.host.turn.pre_actions.show(seat)
        self.host.panel.setEnabled(True)

    def message(self, seat: int) -> str:
        #: the hot-seat cover; %1 the name of the person whose turn it is
        return translate("HotSeat", "Pass the screen to %1: press Space when only %1 is "
                                    "looking").replace("%1", self._name(seat))

    def _cover_for(self, seat: int) -> None:
        scene = self.host.scene
        self.waiting_for = seat
        self.host.turn.pre_actions.show(None)  # nobody's pre-action shows on the cover
        if self.cover.scene() is not scene:
            scene.addItem(self.cover)
        self.cover.show_over(scene.sceneRect(), self.message(seat))
        self.key.setEnabled(True)
        self.host.panel.setEnabled(False)
        self.covered(True)

    def _take_cover_away(self) -> None:
        if self.cover.isVisible():
            self.covered(False)
        self.cover.setVisible(False)
        self.key.setEnabled(False)

    def _show_cards(self, seat: int) -> None:
        for card in self.host.scene.hole.get(seat, []):
            card.set_face_up(card.card is not None)

    def _hide_cards(self) -> None:
        """Every hand face down that has not been shown to the whole table."""
        face_up = self.host.model.face_up
        for seat, cards in self.host.scene.hole.items():
            if seat not in face_up:
                for card in cards:
                    card.set_face_up(False)
