"""The table model as a tree of accessible items, kept current event by event.

The scene is a ``QGraphicsScene``, which assistive technology cannot see into. The mirror is
an observer of the same :class:`~engine.play.table_model.TableModel`: after every event it
renames its items from the model (never from the scene's drawing), so a screen reader finds

- the table (a group), holding
- one group per seat ("Seat 3, Bruno", described "1,250 chips, Big blind (BB), bet 40, to
  act"), each with its two hole cards;
- the board (a group) with its five card places;
- the pots, the dealer button.

Card places with no card are hidden, so a screen reader lists only the cards there are. Once
the window hands it the table's view (:meth:`TableMirror.follow`), each item lies over what it
stands for on the screen (a seat over its plate, a card over the card), so a magnifier and a
screen reader's "explore by touch" find them where they are drawn; Tab reaches the seats, the
board and the pot, each with a ring round it.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from typing import ClassVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import QPoint
from PySide6.QtCore import QRect
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QGraphicsItem
from PySide6.QtWidgets import QGraphicsView
from PySide6.QtWidgets import QWidget

from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.table_model import EVENT_TYPES
from engine.play.table_model import TableModel
from gui.access import access_words as words
from gui.access.access_items import AccessItem
from gui.access.access_items import install
from gui.table.scene import TableScene

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

HOLE_CARDS = 2
BOARD_CARDS = 5
Role = QAccessible.Role


class SeatItem(AccessItem):
    """A seat and its hole cards."""

    def __init__(self, seat: int, parent: QWidget) -> None:
        super().__init__(Role.Grouping, parent, focusable=True)
        self.seat = seat
        self.cards = [AccessItem(Role.Graphic, self) for _ in range(HOLE_CARDS)]


class TableMirror(AccessItem, TableObserver):
    """The accessible table, an observer of the window's model.

    :param names: the players' names as shown, by seat.
    :param person: the person's seat (whose cards may be named), or ``None``.
    """

    def __init__(self, names: Callable[[], Mapping[int, str]],
                 person: Callable[[], int | None], parent: QWidget | None = None) -> None:
        install()
        super().__init__(Role.Grouping, parent)
        self._names = names
        self._person = person
        self.seats: dict[int, SeatItem] = {}
        self.board = AccessItem(Role.Grouping, self, focusable=True)
        self.board_cards = [AccessItem(Role.Graphic, self.board) for _ in range(BOARD_CARDS)]
        self.pot = AccessItem(Role.StaticText, self, focusable=True)
        self.pots: list[AccessItem] = []
        self.button = AccessItem(Role.StaticText, self)
        self.burn = AccessItem(Role.Graphic, self)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._view: QGraphicsView | None = None
        self._scene: TableScene | None = None

    def follow(self, view: QGraphicsView, scene: TableScene) -> None:
        """Lie over ``view`` and put each item over what ``scene`` draws for it."""
        self._view, self._scene = view, scene
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)  # the view moved (a taller menu bar at 200 %)
        self.place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Move):
            self.place()
            # Again once the view has fitted the table to its new size: the viewport hears
            # of its resize before the view's own resizeEvent changes the transform.
            QTimer.singleShot(0, self, self.place)
        return False

    def place(self) -> None:
        """Every item's geometry from the scene's items, in this widget's pixels."""
        view, scene, parent = self._view, self._scene, self.parentWidget()
        if view is None or scene is None or parent is None:
            return
        viewport = view.viewport()
        self.setGeometry(QRect(viewport.mapTo(parent, QPoint(0, 0)), viewport.size()))

        def rect_of(item: QGraphicsItem) -> QRect:
            return view.mapFromScene(item.sceneBoundingRect()).boundingRect()

        for seat, mirror in self.seats.items():
            plate = scene.seat_items.get(seat)
            if plate is None:
                continue
            area = rect_of(plate)
            cards = scene.hole.get(seat, [])
            for card in cards:
                area = area.united(rect_of(card))
            mirror.setGeometry(area)
            for card_mirror, card in zip(mirror.cards, cards, strict=False):
                card_mirror.setGeometry(rect_of(card).translated(-area.topLeft()))
        board = [rect_of(card) for card in scene.board]
        if board:
            area = board[0]
            for rect in board[1:]:
                area = area.united(rect)
            self.board.setGeometry(area)
            for card_mirror, rect in zip(self.board_cards, board, strict=False):
                card_mirror.setGeometry(rect.translated(-area.topLeft()))
        pots = [rect_of(item) for item in scene.pot_items if item.isVisible()]
        if pots:
            area = pots[0]
            for rect in pots[1:]:
                area = area.united(rect)
            self.pot.setGeometry(area)
            for pot_mirror, rect in zip(self.pots, pots, strict=False):
                pot_mirror.setGeometry(rect)
        self.button.setGeometry(rect_of(scene.button))
        self.burn.setGeometry(rect_of(scene.burn_pile))

    def refresh(self, model: TableModel) -> None:
        """Every item renamed from the model as it is now."""
        names = self._names()
        person = self._person()
        self.say(translate("Access", "Poker table"), translate("Access", "Hand #%1").replace(
            "%1", str(model.hand_number)) if model.hand_number else "")
        self._seat_items(sorted(model.stacks))
        for seat, item in self.seats.items():
            name = names.get(seat, "?")
            item.say(words.seat_name(seat, name), words.seat_description(model, seat, person))
            for index, card in enumerate(item.cards):
                text = words.card_text(model, seat, index, person)
                card.say(text, translate("Access", "your card") if seat == person
                         else translate("Access", "%1's card").replace("%1", name))
                card.setVisible(bool(text))
        #: the community cards in the middle of the table
        self.board.say(translate("Access", "Board"), words.board_description(model))
        for index, card in enumerate(self.board_cards):
            there = index < len(model.board)
            card.say(words.spoken_card(model.board[index]) if there else "",
                     translate("Access", "board card"))
            card.setVisible(there)
        self.pot.say(words.total_pot(model))
        self._pot_items(len(model.pots))
        for index, pot in enumerate(self.pots):
            pot.say(words.pot_description(model, index))
        button = model.button
        self.button.say(words.button_description(
            model, names.get(button, "?") if button is not None else ""))
        self.burn.say(words.burn_description(model))
        self.place()

    def _seat_items(self, seats: list[int]) -> None:
        if list(self.seats) == seats:
            return
        for item in self.seats.values():
            item.deleteLater()
            item.setParent(None)
        self.seats = {seat: SeatItem(seat, self) for seat in seats}
        for item in self.seats.values():
            item.show()

    def _pot_items(self, count: int) -> None:
        while len(self.pots) < count:
            pot = AccessItem(Role.StaticText, self)
            pot.show()
            self.pots.append(pot)
        for index, pot in enumerate(self.pots):
            pot.setVisible(index < count)

    def _event(self, event: object, model: TableModel) -> None:
        self.refresh(model)

    REACTIONS: ClassVar[Mapping[type, Reaction]] = dict.fromkeys(EVENT_TYPES, _event)
