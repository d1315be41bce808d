"""The items on the table and the small changes every plan is made of.

:class:`Stage` owns the table's items (seats, bets, pots, cards, deck, burn pile, markers,
banner) and offers the pieces plans are built from: chips flying between two places, cards
turning over, a stack or a bet or a status label set when a step reaches it. What the items
show comes from the :class:`~engine.play.table_model.TableModel`; the stage holds no game
state of its own, only the items.

Tests: tests/gui/table/test_layout.py, tests/gui/table/test_pace.py, tests/gui/table/test_speed.py
"""

from __future__ import annotations

import math
from collections.abc import Callable
from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEasingCurve
from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QGraphicsObject
from PySide6.QtWidgets import QGraphicsScene

from engine.play.session import ChipCount
from engine.play.table_model import TableModel
from gui.base import speeds
from gui.base.amounts import CHIPS
from gui.base.amounts import AmountFormat
from gui.base.card_theme import CardTheme
from gui.table.animation import Move
from gui.table.animation import Step
from gui.table.chip_items import PotTotalItem
from gui.table.drawing import CH
from gui.table.drawing import CW
from gui.table.drawing import Text
from gui.table.items import BannerItem
from gui.table.items import BurnPileItem
from gui.table.items import CardItem
from gui.table.items import ChipStackItem
from gui.table.items import DeckItem
from gui.table.items import MarkerItem
from gui.table.items import SeatItem
from gui.table.items import TableItem
from gui.table.layout import BOARD_SIZE
from gui.table.layout import BURN_CARD
from gui.table.layout import DECK_CARD
from gui.table.layout import TableLayout

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for
# The words on the table keep the translation context "TableScene" they always had.


class Stage:
    """Every item on one table, placed by ``layout`` and filled from ``model``.

    :param scene: the scene the items live in.
    :param speed: the scene's speed, asked whenever a plan is made (instant: no flights).
    :param name_of: a seat's name as shown (said again on a language change).
    """

    def __init__(self, scene: QGraphicsScene, theme: CardTheme, layout: TableLayout,
                 model: TableModel, speed: Callable[[], speeds.Speed],
                 name_of: Callable[[int], str]) -> None:
        self.scene = scene
        self.theme = theme
        self.layout = layout
        self.model = model
        self._speed = speed
        self.name_of = name_of
        self.seat_items: dict[int, SeatItem] = {}
        self.bet_items: dict[int, ChipStackItem] = {}
        self.pot_items: list[ChipStackItem] = []
        self.hole: dict[int, list[CardItem]] = {}
        self.board: list[CardItem] = []  # a board run twice: the second run's after the first's
        self.second_common = 0  # a board run twice: the cards both runs share
        self.flying: list[QGraphicsObject] = []
        self.amounts: AmountFormat = CHIPS  # the unit of this table's amounts

        self.table_item = TableItem()
        scene.addItem(self.table_item)
        self.deck = DeckItem(theme, DECK_CARD)
        self.deck.setZValue(5)
        scene.addItem(self.deck)
        self.burn_pile = BurnPileItem(theme, BURN_CARD, lambda: translate(
            "TableScene", "Burn", "label under the burned cards"))
        self.burn_pile.setZValue(4)
        scene.addItem(self.burn_pile)
        self.button = MarkerItem(lambda: translate("TableScene", "D", "dealer button"), 0)
        self.sb_marker = MarkerItem(lambda: translate("TableScene", "SB", "small blind marker"),
                                    1, 0.34 * CW)
        self.bb_marker = MarkerItem(lambda: translate("TableScene", "BB", "big blind marker"),
                                    2, 0.34 * CW)
        for marker in (self.button, self.sb_marker, self.bb_marker):
            marker.setZValue(30)
            marker.setVisible(False)
            scene.addItem(marker)
        #: above the board: the pot with this round's bets, e.g. "Pot: 1,230"
        self.total = PotTotalItem(lambda amount: translate("TableScene", "Pot: %1").replace(
            "%1", self.amount_text(amount)))
        self.total.setZValue(26)
        scene.addItem(self.total)
        self.banner = BannerItem()
        self.banner.setVisible(False)
        scene.addItem(self.banner)

    @property
    def instant(self) -> bool:
        return self._speed() is speeds.Speed.INSTANT

    def amount_text(self, amount: int) -> str:
        """An amount as this table's items write it (asked at every paint, so a change of
        unit shows at the next repaint)."""
        return self.amounts.table(amount)

    # ------------------------------------------------------------------ seats and places

    def seat_players(self, seats: Sequence[int], person_seat: int | None) -> None:
        """Name plates and bet stacks for ``seats`` (the old ones go)."""
        for plate in self.seat_items.values():
            self.scene.removeItem(plate)
        for bet in self.bet_items.values():
            self.scene.removeItem(bet)
        self.seat_items.clear()
        self.bet_items.clear()
        for seat in seats:
            item = SeatItem(seat, partial(self.name_of, seat), seat == person_seat,
                            self.amount_text)
            item.setZValue(20)
            self.scene.addItem(item)
            self.seat_items[seat] = item
            bet = ChipStackItem(amount_text=self.amount_text)
            bet.setZValue(25)
            bet.setVisible(False)
            self.scene.addItem(bet)
            self.bet_items[seat] = bet

    def place(self) -> None:
        """Put every item where the layout says (no animation)."""
        layout = self.layout
        self.table_item.set_geometry(layout.felt, [layout.board_slot(i) for i in range(5)])
        self.deck.set_size(layout.pile_card(DECK_CARD))
        self.deck.setPos(layout.deck_pos())
        self.burn_pile.set_size(layout.pile_card(BURN_CARD), labelled=not layout.large)
        self.burn_pile.setPos(layout.burn_pos())
        self.banner.setPos(layout.banner_pos())
        self.total.setPos(layout.total_pos())
        for seat, item in self.seat_items.items():
            item.setPos(layout.seat_pos(seat))
            self.bet_items[seat].setPos(layout.bet_pos(seat))
            self.bet_items[seat].set_most_columns(layout.chip_columns)
            for k, card in enumerate(self.hole.get(seat, [])):
                if card.opacity() > 0:
                    card.setPos(layout.hole_pos(seat, k))
        for i, card in enumerate(self.board):
            card.setPos(self.board_slot(i).center())
        self.place_pots()
        self.place_markers()

    def board_slot(self, i: int) -> QRectF:
        """The place of the ``i``-th board card on the table: the first five in the board's
        row, a second run's below the first run's cards they stand beside."""
        if i < BOARD_SIZE:
            return self.layout.board_slot(i)
        return self.layout.second_board_slot(self.second_common + i - BOARD_SIZE)

    def marker_pos(self, seat: int, side: int) -> QPointF:
        return self.layout.marker_pos(seat, side, self.model.button, self.model.blind_seats)

    def place_pots(self) -> None:
        shown = [p for p in self.pot_items if p.amount > 0]
        for pot in self.pot_items:
            pot.set_most_columns(self.layout.chip_columns)
        for k, pot in enumerate(shown):
            pot.setPos(self.layout.pot_pos(k, len(shown)))

    def place_markers(self) -> None:
        button = self.model.button
        if button in self.seat_items:
            self.button.setPos(self.marker_pos(button, 1))
        for marker, seat in zip((self.sb_marker, self.bb_marker), self.model.blind_seats,
                                strict=True):
            if seat in self.seat_items:
                marker.setPos(self.marker_pos(seat, -1))

    # ------------------------------------------------------------------ pieces of plans

    def fly_chips(self, amount: int, start: QPointF, end: QPointF, base: int,
                  arrive: Callable[[], None]) -> list[Step]:
        """Chips for ``amount`` moving from ``start`` to ``end``; ``arrive`` runs on landing."""
        if self.instant or amount <= 0:
            return [[arrive]]
        item = ChipStackItem(amount, show_label=False)
        item.setZValue(40)
        item.setVisible(False)
        item.setPos(start)
        self.scene.addItem(item)
        self.flying.append(item)

        def land() -> None:
            self.drop(item)
            arrive()

        return [[item.show, Move(item, "pos", end, base)], [land]]

    def drop(self, item: QGraphicsObject) -> None:
        if item in self.flying:
            self.flying.remove(item)
        if item.scene() is self.scene:
            self.scene.removeItem(item)

    def flip(self, cards: Sequence[CardItem], up: bool = True) -> list[Step]:
        def turn() -> None:
            for c in cards:
                c.set_face_up(up)

        if self.instant:
            return [[turn]]
        half = speeds.FLIP_CARD // 2
        return [
            [Move(c, "flip", 0.0, half, QEasingCurve.Type.InQuad, 1.0) for c in cards],
            [turn, *(Move(c, "flip", 1.0, half, QEasingCurve.Type.OutQuad, 0.0)
                     for c in cards)],
        ]

    def new_card(self, card: int | None, size: float) -> CardItem:
        """A card on the deck, ready to fly (its face rendered ahead in an idle moment)."""
        self._warm(card, size)
        item = CardItem(self.theme, card, size)
        item.setPos(self.deck.pos())
        item.setZValue(10 + len(self.flying))
        self.scene.addItem(item)
        return item

    def _warm(self, card: int | None, size: float) -> None:
        """Render a card's face for the current zoom in an idle moment, so that turning many
        cards up at once (a showdown) finds them in the cache instead of stalling a frame."""
        views = self.scene.views()
        if card is None or not views or self.instant:
            return
        view = views[0]
        scale = math.hypot(view.transform().m21(), view.transform().m22())
        px = QSize(max(1, round(size * scale)), max(1, round(size * CH / CW * scale)))
        ratio = float(view.devicePixelRatioF())
        theme = self.theme
        QTimer.singleShot(0, lambda: theme.pixmap(card, px, ratio))

    def set_stack(self, seat: int) -> Callable[[], None]:
        """Show the seat's stack as the model has it now, when the step gets there."""
        value = self.model.stacks.get(seat, 0)
        return lambda: self.seat_items[seat].set_stack(value) if seat in self.seat_items \
            else None

    def set_bet(self, seat: int) -> Callable[[], None]:
        value = self.model.bets.get(seat, 0)

        def show() -> None:
            self.bet_items[seat].set_amount(value)
            self.show_total()

        return show

    def show_total(self) -> None:
        """The pot total as the model has it now (the step showing it reached the model)."""
        self.total.set_amount(self.model.pot_total())

    def status(self, seat: int, text: Text, kind: str = "") -> Callable[[], None]:
        return lambda: self.seat_items[seat].set_status(text, kind)

    # ------------------------------------------------------------------ pots

    def refresh_pots(self) -> None:
        """Show the model's pots, main pot first."""
        pots = self.model.pots
        self.show_total()
        while len(self.pot_items) < len(pots):
            item = ChipStackItem(amount_text=self.amount_text)
            item.setZValue(24)
            self.scene.addItem(item)
            self.pot_items.append(item)
        for k, item in enumerate(self.pot_items):
            if k < len(pots):
                item.set_amount(pots[k].amount)
                item.set_caption(_pot_caption(k, len(pots)))
                item.eligible = pots[k].eligible  # type: ignore[attr-defined]
                item.setToolTip(self.pot_tip(pots[k].eligible))
            else:
                item.set_amount(0)
                item.setToolTip("")
        self.place_pots()

    def pot_tip(self, eligible: Sequence[int]) -> str:
        names = ", ".join(self.name_of(s) for s in eligible)
        #: tooltip of a pot; %1 the names of the players who can win it
        return translate("TableScene", "Can be won by: %1").replace("%1", names)

    def clear_hand(self) -> None:
        """Take every card off the table and reset the hand's marks."""
        for cards in self.hole.values():
            for c in cards:
                self.drop(c)
        for c in self.board:
            self.drop(c)
        for item in list(self.flying):
            self.drop(item)
        self.hole.clear()
        self.board.clear()
        self.second_common = 0
        self.burn_pile.set_count(0)
        self.banner.set_text("")
        self.refresh_pots()

    # ------------------------------------------------------------------ what is shown

    def shown_chips(self) -> ChipCount:
        """The chips as the items show them (compare with the engine's :class:`ChipCount`)."""
        stacks = tuple(sorted((s, item.stack) for s, item in self.seat_items.items()))
        bets = tuple(sorted((s, b.amount) for s, b in self.bet_items.items()
                            if b.amount > 0 and b.isVisible()))
        pots = tuple(p.amount for p in self.pot_items if p.amount > 0)
        return ChipCount(stacks, bets, pots)

    def hole_cards(self, seat: int) -> list[tuple[int | None, bool]]:
        """(card, face up) of a seat's hole cards still in front of it."""
        return [(c.card, c.shows_face) for c in self.hole.get(seat, []) if c.opacity() > 0]

    def board_cards(self) -> list[int | None]:
        return [c.card if c.shows_face else None for c in self.board]

    def retranslate_pots(self) -> None:
        for pot in self.pot_items:
            eligible = getattr(pot, "eligible", None)
            if eligible is not None and pot.toolTip():
                pot.setToolTip(self.pot_tip(eligible))


def _pot_caption(k: int, count: int) -> Text:
    if count == 1:
        #: the only pot (no side pots)
        return lambda: translate("TableScene", "Pot")
    if k == 0:
        return lambda: translate("TableScene", "Main pot")
    #: %1 the side pot's number (1, 2, ...)
    return lambda: translate("TableScene", "Side pot %1").replace("%1", str(k))

