"""Narration at the live table: the narrator observes the table's events; its sentence shows in
a caption on the table, every sentence stays in a dock, and a ring points at what it talks
about.

The narrator is fed every event even while narration is off, so that switching it on in the
middle of a hand tells the hand with the right blinds, bets and raises.

Tests: tests/gui/teaching/narration/test_narration_detail.py,
tests/gui/activities/test_beginners_mode.py, tests/gui/activities/test_hot_seat_people.py
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence
from typing import ClassVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QGraphicsItem
from PySide6.QtWidgets import QGraphicsRectItem
from PySide6.QtWidgets import QGraphicsTextItem
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QPlainTextEdit

from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.table_model import EVENT_TYPES
from engine.play.table_model import TableModel
from engine.rules.events import HandStarted
from gui.table.scene import TableScene
from gui.teaching.narration.narration import Highlight
from gui.teaching.narration.narration import Narration
from gui.teaching.narration.narrator import Narrator

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

CAPTION_WIDTH = 0.24  # of the scene's width: the caption sits in the top-left corner, which
CAPTION_MARGIN = 12.0  # the oval table leaves free of seats, cards and pots
CAPTION_POINT_SIZE = 17.0  # scene units; the scene is 1000 high, so about a 60th of the view
CAPTION_Z = 50.0  # above the table and its cards
RING_Z = 40.0
RING_PAD = 8.0  # around what is pointed at
RING_PEN = 5.0
RING_COLOUR = "#ffd54f"
CAPTION_BACK = QColor(16, 22, 27, 225)


class Caption(QGraphicsRectItem):
    """A box of wrapped text in the corner of the table: the narration of the last event."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(CAPTION_Z)
        self.setBrush(QBrush(CAPTION_BACK))
        self.setPen(QPen(QColor(RING_COLOUR), 2.0))
        self.text = QGraphicsTextItem(self)
        self.text.setDefaultTextColor(QColor("#fdfdfd"))
        font = QFont()
        font.setPixelSize(int(CAPTION_POINT_SIZE * 1.6))
        self.text.setFont(font)
        self.text.setPos(CAPTION_MARGIN, CAPTION_MARGIN / 2)

    def say(self, text: str, scene_width: float) -> None:
        width = scene_width * CAPTION_WIDTH
        self.text.setTextWidth(width - 2 * CAPTION_MARGIN)
        self.text.setPlainText(text)
        height = self.text.boundingRect().height() + CAPTION_MARGIN
        self.setRect(QRectF(0, 0, width, height))
        self.setPos(CAPTION_MARGIN, CAPTION_MARGIN)
        self.setVisible(bool(text))

    @property
    def said(self) -> str:
        return self.text.toPlainText()


class NarrationView(TableObserver):
    """Narration for ``scene`` in ``window``: call it as the table model's observer.

    :param names: the players' names as the narrator should say them, by seat.
    :param person: the seat told "you" (``None`` when several people share the screen).
    """

    def __init__(self, window: QMainWindow, scene: TableScene,
                 names: Callable[[], dict[int, str]],
                 person: Callable[[], int | None]) -> None:
        self.table = scene  # the live table
        self.scene = scene  # the table shown: the live one, or the hand so far (Back)
        self._names = names
        self._person = person
        self.enabled = False
        self.lesson = False  # a lesson on the table tells its own steps in its panel
        self.detail = "learn"  # how much is said (brief_sentences.DETAILS)
        self.narrator = Narrator(names(), person(), self.detail)
        self.log = QPlainTextEdit()
        self.log.setObjectName("narrationLog")
        self.log.setReadOnly(True)
        self.dock = QDockWidget(window)
        self.dock.setObjectName("narration")
        self.dock.setWidget(self.log)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self.caption = Caption()
        self.ring = QGraphicsRectItem()
        self.ring.setZValue(RING_Z)
        self.ring.setPen(QPen(QColor(RING_COLOUR), RING_PEN))
        self.highlight: Highlight | None = None
        self._hide_items()
        self.retranslate()

    def retranslate(self) -> None:
        #: title of the dock that keeps every sentence of the narration
        self.dock.setWindowTitle(translate("NarrationView", "Narration"))

    def set_enabled(self, on: bool) -> None:
        """Narrate from the next event on (the dock opens), or stop and hide it all."""
        self.enabled = on
        self.dock.setVisible(on)
        if not on:
            self._hide_items()

    def set_detail(self, detail: str) -> None:
        """Say as much as ``detail`` asks (one of ``brief_sentences.DETAILS``) from now on."""
        self.detail = detail
        self.narrator.detail = detail

    def forget(self) -> None:
        """A new game: a fresh narrator with the new names, an empty log."""
        self.narrator = Narrator(self._names(), self._person(), self.detail)
        self.log.clear()
        self._hide_items()

    def _narrate(self, event: object, model: TableModel) -> None:
        narration = self.narrator.narrate(event)
        if narration is not None and self.enabled and not self.lesson:
            self.say(narration)

    def _new_hand(self, event: HandStarted, model: TableModel) -> None:
        self.narrator.names = self._names()  # the language may have changed the person's
        self.narrator.person = self._person()  # told "you"
        self._narrate(event, model)

    REACTIONS: ClassVar[Mapping[type, Reaction]] = {
        **dict.fromkeys(EVENT_TYPES, _narrate),
        HandStarted: _new_hand,
    }
    """Every event goes to the narrator (its own table, :attr:`Narrator.HANDLERS`, says which
    have a sentence); a new hand first tells it the names again."""

    def retell(self, events: Sequence[object], scene: TableScene | None = None) -> None:
        """Show the narration of the last of ``events`` on ``scene`` (the live table for
        ``None``), told afresh from the first, without adding to the log (Back, Next)."""
        self.scene = scene or self.table
        if not self.enabled or self.lesson:
            return
        narrator = Narrator(self._names(), self._person(), self.detail,
                            max(0, self.narrator.hands - 1))  # as brief as the live table
        told = [n for e in events if (n := narrator.narrate(e)) is not None]
        if told:
            self.show(told[-1])

    def say(self, narration: Narration) -> None:
        self.log.appendPlainText(narration.text)
        self.show(narration)

    def show(self, narration: Narration) -> None:
        """The caption and the ring of ``narration`` on the table shown."""
        self._place(self.caption)
        self.caption.say(narration.text, self.scene.sceneRect().width())
        self.point(narration.highlight)

    def point(self, highlight: Highlight | None) -> None:
        """Ring what ``highlight`` talks about (nothing for ``None`` or nothing on the table)."""
        self.highlight = highlight
        items = self.targets(highlight) if highlight is not None else []
        if not items:
            self.ring.setVisible(False)
            return
        area = QRectF()
        for item in items:
            area = area.united(item.sceneBoundingRect())
        self._place(self.ring)
        self.ring.setRect(area.adjusted(-RING_PAD, -RING_PAD, RING_PAD, RING_PAD))
        self.ring.setVisible(True)

    def _event_shown(self, event: object, model: TableModel) -> None:
        if self.enabled and not self.lesson and self.scene is self.table:
            self.point(self.highlight)

    SHOWN: ClassVar[Mapping[type, Reaction]] = dict.fromkeys(EVENT_TYPES, _event_shown)
    """The observer hears an event before its plan moves the cards: ring them where the event
    left them, once the table has shown it."""

    def targets(self, highlight: Highlight) -> list[QGraphicsItem]:
        """The table's items that ``highlight`` concerns, by its code."""
        pick = TARGETS.get(highlight.code, _seats)
        return [item for item in pick(self.scene, highlight) if item.isVisible()]

    def _place(self, item: QGraphicsItem) -> None:
        if item.scene() is not self.scene:
            self.scene.addItem(item)

    def _hide_items(self) -> None:
        self.caption.setVisible(False)
        self.ring.setVisible(False)


Pick = Callable[[TableScene, Highlight], list[QGraphicsItem]]


def _seats(scene: TableScene, h: Highlight) -> list[QGraphicsItem]:
    return [scene.seat_items[s] for s in h.seats if s in scene.seat_items]


def _bets(scene: TableScene, h: Highlight) -> list[QGraphicsItem]:
    bets: list[QGraphicsItem] = [scene.bet_items[s] for s in h.seats if s in scene.bet_items]
    return [b for b in bets if b.isVisible()] or _seats(scene, h)


def _hole(scene: TableScene, h: Highlight) -> list[QGraphicsItem]:
    return [card for s in h.seats for card in scene.hole.get(s, [])] or _seats(scene, h)


def _cards(scene: TableScene, h: Highlight) -> list[QGraphicsItem]:
    """The winning five: board cards and hole cards that are among ``h.cards``."""
    wanted = set(h.cards)
    shown = [c for c in scene.board if c.card in wanted]
    shown += [c for cards in scene.hole.values() for c in cards
              if c.card in wanted and c.face_up]
    return list(shown) or _hole(scene, h)


TARGETS: dict[str, Pick] = {
    "button": lambda scene, h: [scene.button],
    "small_blind": lambda scene, h: [scene.sb_marker, *_bets(scene, h)],
    "big_blind": lambda scene, h: [scene.bb_marker, *_bets(scene, h)],
    "ante": _bets,
    "burn": lambda scene, h: [scene.burn_pile],
    "board": lambda scene, h: list(scene.board),
    "pot": lambda scene, h: list(scene.pot_items),
    "bet": _bets,
    "hole_cards": _hole,
    "hand": _hole,
    "muck": _seats,
    "winning_cards": _cards,
    "actor": _seats,
    "stack": _seats,
}
"""What each of the narrator's highlight codes points at on the table."""
