"""Where everything sits on the table, in card units, for any window shape.

The scene is :data:`SCENE_H` high (10 card widths) and as wide as the window's shape asks;
seats sit on an ellipse inside the felt, clockwise from the person at the bottom. Positions
are recomputed on every resize, so the table scales to any window and any DPI.

At a window scale above 100 % the table is *large* (:mod:`gui.table.table_size`): it is
``grow`` times fewer card units across, so the view draws everything larger, and it makes
room as a low-vision player would want it: the person's cards and the top seats' lie beside
their plates (or one on either side), a seat whose cards meet a neighbour's lays them beside
its plate too, the seats sit on a squarer curve nearer the table's edges, bets and pots show
one column of chips, and the deck and burn pile are smaller beside the board.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import chain

from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF

from gui.table.card_items import BURN_TILT
from gui.table.chip_items import MAX_COLUMNS
from gui.table.drawing import CH
from gui.table.drawing import CW
from gui.table.free_spots import BET_BOX
from gui.table.free_spots import LARGE_BET_BOX
from gui.table.free_spots import LARGE_COLUMNS
from gui.table.free_spots import LARGE_LINE_SHARES
from gui.table.free_spots import LARGE_SIDE_STEPS
from gui.table.free_spots import MARKER_BOX
from gui.table.free_spots import along
from gui.table.free_spots import box_at
from gui.table.free_spots import first_clear
from gui.table.hole_places import PLATE_BOX
from gui.table.hole_places import HolePlaces
from gui.table.hole_places import card_box
from gui.table.hole_places import tilted_card

SCENE_H = 1000.0  # the scene is 10 card widths high; its width follows the window's shape
BOARD_CARD = 1.0 * CW
SECOND_RUN_DROP = 0.55  # a second run's board below the first, in card heights
BOARD_SIZE = 5  # community cards of one run
BURN_CARD = 0.7 * CW
DECK_CARD = 0.78 * CW
# A large table (the window's scale above 100 %, gui/table/table_size.py) has fewer card units
# across; to make room, these differ from the usual table:
LARGE_MIDDLE_DROP = 0.2 * CW  # the middle this far below the seats' centre (pots below it)
LARGE_REACH = 0.2 * CW  # the seats' curve this much taller,
LARGE_RISE = 0.15 * CW  # and its centre this much higher: the plates near the table's edges
# The seats' curve by seat count: 1 an ellipse, smaller squarer (the seats between the sides
# and the ends move toward the table's corners, away from the middle); the powers that let
# each count grow most, measured as the caps in gui/table/table_size.py.
LARGE_SEAT_POWER = dict.fromkeys(range(2, 7), 0.7) | dict.fromkeys(range(7, 10), 0.85) | {10: 0.7}
RAIL_MARGIN = 0.1 * CW  # bets and markers may lie on the rail, this far from the table's edge
LARGE_RAIL = 0.4  # the table drawn this many card widths from the scene's edges (the plates
# lie on its rail as on the usual table)
LARGE_DECK_CARD = 0.55 * CW  # the deck's and burn pile's cards, smaller,
LARGE_DECK_SIDE = 3.15 * CW  # and this far from the middle, nearer the board's ends
MIN_ASPECT, MAX_ASPECT = 1.6, 2.1  # narrower or wider windows get bars, not a squashed table:
# below 1.6 ten bets, the deck and the burn pile no longer fit beside the board (test_layout)
# A large table may be wider: at 200 % on a 1,024x600 screen the view is 2.6 times as wide as
# high, and the room beside the seats lets a table of ten grow more.
LARGE_MAX_ASPECT = 2.6
# The largest things in the middle, for keeping the bets clear of them: the pot total's pill,
# one pot with its caption ("Side pot 2  12,345"), and the burn pile with its label.
TOTAL_BOX = QRectF(-1.35 * CW, -0.25 * CW, 2.7 * CW, 0.5 * CW)
POT_BOX = QRectF(-1.1 * CW, -0.62 * CW, 2.2 * CW, 0.97 * CW)
MAX_POTS = 3  # a main pot and two side pots: room is kept for them
DECK_BOX = QRectF(-0.41 * CW, -0.63 * CW, 0.86 * CW, 1.21 * CW)
BURN_BOX = QRectF(-0.62 * CW, -0.58 * CW, 1.24 * CW, 1.3 * CW)


class TableLayout:
    """Card-unit geometry of one table: seats, bets, markers, hole cards, board and pots.

    ``order`` holds the seats clockwise from the bottom of the screen (the person first).
    """

    def __init__(self) -> None:
        self.order: list[int] = []
        self.person_seat: int | None = None
        self.width = SCENE_H * 16 / 9
        self.height = SCENE_H
        self.grow = 1.0  # how much larger than usual the table's things look (fit)
        self.felt = QRectF()
        self._cx = self._cy = self._a = self._b = 0.0
        self._bets: dict[int, QPointF] = {}  # worked out when first asked after a change
        self._fixed: list[QRectF] = []  # the middle's and the seats' boxes, the same way
        self.holes = HolePlaces(self)  # how each seat's hole cards lie
        self._markers: dict[tuple[int, int, int | None, tuple[int | None, int | None]],
                            QPointF] = {}  # each marker place found, by what it depends on
        self.fit(16 / 9)

    def seat_players(self, seats: Sequence[int], person_seat: int | None) -> None:
        """Seats in clockwise order from the person (or the lowest seat) at the bottom."""
        seats = sorted(seats)
        start = seats.index(person_seat) if person_seat in seats else 0
        self.order = seats[start:] + seats[:start]
        self.person_seat = person_seat
        self._forget()

    def fit(self, aspect: float, grow: float = 1.0) -> None:
        """Work the geometry out for a window of this width-to-height ratio.

        :param grow: how much larger the table's things look in the view: the table is this
            many times fewer card units across, so the view, fitting it, draws each card unit
            larger (gui/table/table_size.py).
        """
        self.grow = grow
        aspect = table_shape(aspect, self.large)
        h = SCENE_H / grow
        w = h * aspect
        self.width, self.height = w, h
        self._cx, self._cy = w / 2, h / 2 + 0.05 * CW
        self.felt = QRectF(0.6 * CW, 0.75 * CW, w - 1.2 * CW, h - 1.55 * CW)
        self._a = self.felt.width() / 2 - 0.45 * CW
        self._b = self.felt.height() / 2 - 0.1 * CW
        if self.large:  # the plates nearer the table's edges, the table drawn wider
            self._cy -= LARGE_RISE
            self._b += LARGE_REACH
            self.felt = QRectF(LARGE_RAIL * CW, LARGE_RAIL * CW, w - 2 * LARGE_RAIL * CW,
                               h - 2 * LARGE_RAIL * CW - 0.1 * CW)
        # The middle (board, pots, total, deck) sits at the centre of the usual table; on a
        # large one, where the hole cards lie beside the plates, half-way between the top
        # seat's plate and the person's, the pots' row below the board counted in.
        self._my = self._cy + (LARGE_MIDDLE_DROP if self.large else 0.0)
        self._forget()

    @property
    def large(self) -> bool:
        """Drawn larger than usual (the window's scale above 100 %): the hole cards of the
        person and of the seats at the top lie beside their plates, not above or below, so
        the table needs fewer card units from top to bottom."""
        return self.grow > 1.0

    def _forget(self) -> None:
        """The shape or the seats changed: every free place is looked for again."""
        self._bets.clear()
        self._fixed.clear()
        self.holes.forget()
        self._markers.clear()

    @property
    def rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    @property
    def aspect(self) -> float:
        return self.width / self.height

    @property
    def centre(self) -> QPointF:
        return QPointF(self._cx, self._cy)

    def pile_card(self, usual: float) -> float:
        """The width of the deck's or the burn pile's cards (``usual`` on the usual table):
        smaller on a large table, where they sit nearer the board (the seats at the sides
        need the room)."""
        return LARGE_DECK_CARD if self.large else usual

    def deck_pos(self) -> QPointF:
        """Left of the board: nearer it on a large table, where its cards are smaller."""
        side = LARGE_DECK_SIDE if self.large else 3.3 * CW
        return QPointF(self._cx - side, self._my - 0.25 * CH)

    def burn_pos(self) -> QPointF:
        """Right of the board, as the deck is left of it."""
        side = LARGE_DECK_SIDE if self.large else 3.3 * CW
        return QPointF(self._cx + side, self._my - 0.25 * CH)

    def banner_pos(self) -> QPointF:
        return QPointF(self._cx, self._my + 1.62 * CW)

    def total_pos(self) -> QPointF:
        """The pot total, just above the board."""
        return QPointF(self._cx, self._my - 0.25 * CH - 0.5 * CH - 0.3 * CW)

    def board_slot(self, i: int) -> QRectF:
        """The place of the ``i``-th community card (0..4)."""
        x = self._cx + (i - 2) * 1.1 * CW
        y = self._my - 0.25 * CH
        return QRectF(x - BOARD_CARD / 2, y - BOARD_CARD * CH / CW / 2, BOARD_CARD,
                      BOARD_CARD * CH / CW)

    def second_board_slot(self, i: int) -> QRectF:
        """The place of a board run twice's second ``i``-th card (``i`` past the cards both
        runs share): below the first run's, over its lower part, so both runs' corners
        show."""
        return self.board_slot(i).translated(0, SECOND_RUN_DROP * CH)

    def seat_angle(self, seat: int) -> float:
        """The seat's angle on the seats' curve, clockwise from the bottom."""
        k = self.order.index(seat)
        return math.radians(90 + 360 * k / max(2, len(self.order)))

    def seat_pos(self, seat: int) -> QPointF:
        """On the ellipse; on a large table on a squarer curve, which moves the seats between
        the sides and the ends toward the table's corners, away from the board and the pots."""
        t = self.seat_angle(seat)
        across, down = math.cos(t), math.sin(t)
        if self.large:
            power = LARGE_SEAT_POWER.get(len(self.order), 1.0)
            across, down = _squarer(across, power), _squarer(down, power)
        return QPointF(self._cx + self._a * across, self._cy + self._b * down)

    def _natural_bet(self, seat: int) -> QPointF:
        """Where a bet would sit on an open table: on the way from the seat to the middle."""
        t = self.seat_angle(seat)
        return QPointF(self._cx + 0.7 * self._a * math.cos(t),
                       self._cy + 0.5 * self._b * math.sin(t) + 0.1 * CW)

    def bet_pos(self, seat: int) -> QPointF:
        """The bet's place: its natural place, or the nearest one clear of the middle, the
        plates, the cards and the other bets (gui/table/free_spots.py)."""
        if not self._bets:
            self._place_bets()
        return self._bets.get(seat) or self._natural_bet(seat)

    def _place_bets(self) -> None:
        fixed = self._fixed_boxes()
        for seat in self.order:
            t = self.seat_angle(seat)
            sideways = QPointF(-math.sin(t), math.cos(t))
            candidates = along(self.seat_pos(seat), self._natural_bet(seat), sideways,
                               *((LARGE_LINE_SHARES, LARGE_SIDE_STEPS) if self.large else ()))
            placed = [box_at(self.bet_box, p) for p in self._bets.values()]
            self._bets[seat] = first_clear(self.bet_box, candidates, fixed + placed,
                                           self._room)

    def _fixed_boxes(self) -> list[QRectF]:
        """The boxes of the middle and the seats (worked out once after a change)."""
        if not self._fixed:
            self._fixed = self.middle_boxes() + self.seat_boxes()
        return self._fixed

    def middle_boxes(self) -> list[QRectF]:
        """What the middle of the table holds at most: board, deck, burn pile, total, pots."""
        board = self.board_slot(0).united(self.board_slot(4)).adjusted(-3, -3, 3, 3)
        pots = [box_at(POT_BOX, self.pot_pos(k, MAX_POTS)) for k in range(MAX_POTS)]
        shrink = self.pile_card(DECK_CARD) / DECK_CARD
        deck = QRectF(DECK_BOX.topLeft() * shrink, DECK_BOX.size() * shrink)
        burn = BURN_BOX
        if self.large:  # the askew cards without their label (gui/table/card_items.py)
            burn = tilted_card(self.pile_card(BURN_CARD), BURN_TILT)
        return [board, box_at(deck, self.deck_pos()), box_at(burn, self.burn_pos()),
                box_at(TOTAL_BOX, self.total_pos()), *pots]

    def seat_boxes(self) -> list[QRectF]:
        """Every seat's plate (with its status pill) and its hole cards."""
        boxes = []
        for seat in self.order:
            boxes.append(box_at(PLATE_BOX, self.seat_pos(seat)))
            card = card_box(seat == self.person_seat)
            boxes += [box_at(card, self.hole_pos(seat, k)) for k in (0, 1)]
        return boxes

    def marker_pos(self, seat: int, side: int, button: int | None,
                   blinds: tuple[int | None, int | None] = (None, None)) -> QPointF:
        """Near the seat, clear of everything: ``side`` 1 for the dealer button (a little
        clockwise), -1 for a blind marker (which moves to the other side on the ``button``'s
        own seat). The button is placed first, then the small blind, then the big blind
        (``blinds`` their seats), each clear of the ones before. Each place is looked for once
        per shape of the table (every hand places three markers)."""
        key = (seat, side, button, blinds if side < 0 else (None, None))
        found = self._markers.get(key)
        if found is None:
            found = self._markers[key] = self._free_marker(seat, side, button, blinds)
        return QPointF(found)

    def _free_marker(self, seat: int, side: int, button: int | None,
                     blinds: tuple[int | None, int | None]) -> QPointF:
        earlier: list[QPointF] = []
        if side < 0 and button is not None and button in self.order:
            earlier.append(self.marker_pos(button, 1, button))
            small = blinds[0]
            if seat == blinds[1] and small is not None and small in self.order:
                earlier.append(self.marker_pos(small, -1, button))
        t = self.seat_angle(seat)
        seat_at = self.seat_pos(seat)
        bet = self.bet_pos(seat)
        tangent = QPointF(-math.sin(t), math.cos(t))
        turn = -1 if side < 0 and seat == button else 1
        reach = 1.45 * CW if seat == self.person_seat else 0.95 * CW  # beside the big cards
        natural = seat_at + (bet - seat_at) * 0.66 + tangent * (turn * reach)
        steps = [turn * s for s in (0.0, 0.2, 0.4, 0.6, 0.8, 1.0, 1.2)]
        candidates = chain(along(seat_at, natural, tangent, steps=steps),
                           along(seat_at, natural, tangent),
                           along(seat_at, natural, tangent, LARGE_LINE_SHARES, LARGE_SIDE_STEPS)
                           if self.large else ())
        obstacles = self._fixed_boxes() \
            + [box_at(self.bet_box, self.bet_pos(s)) for s in self.order] \
            + [box_at(MARKER_BOX, p) for p in earlier]
        return first_clear(MARKER_BOX, candidates, obstacles, self._room)

    def hole_pos(self, seat: int, index: int) -> QPointF:
        """Where the seat's ``index``-th hole card lies (gui/table/hole_places.py)."""
        return self.seat_pos(seat) + self.holes.offset(seat, index)

    @property
    def _room(self) -> QRectF:
        """Where bets and markers may lie: on the felt; on a large table anywhere on the
        table, its rail too (beside the plates, which lie on the rail already)."""
        return self.rect.adjusted(RAIL_MARGIN, RAIL_MARGIN, -RAIL_MARGIN, -RAIL_MARGIN) \
            if self.large else self.felt

    @property
    def bet_box(self) -> QRectF:
        """The room a bet takes: on a large table its chips stand in one column."""
        return LARGE_BET_BOX if self.large else BET_BOX

    @property
    def chip_columns(self) -> int:
        """The most columns of chips a bet or pot shows (its label tells the amount)."""
        return LARGE_COLUMNS if self.large else MAX_COLUMNS

    def pot_pos(self, index: int, count: int) -> QPointF:
        spacing = 2.35 * CW
        return QPointF(self._cx + (index - (count - 1) / 2) * spacing, self._my + 0.66 * CH)


def table_shape(aspect: float, large: bool) -> float:
    """The width-to-height ratio a table takes in a view of ``aspect``: within
    :data:`MIN_ASPECT` to :data:`MAX_ASPECT` (:data:`LARGE_MAX_ASPECT` when large)."""
    return max(MIN_ASPECT, min(LARGE_MAX_ASPECT if large else MAX_ASPECT, aspect))


def _squarer(share: float, power: float) -> float:
    """A share of an ellipse's radius (-1..1) moved outward (``power`` below 1), keeping 0
    and ±1 in place."""
    return math.copysign(abs(share) ** power, share)
