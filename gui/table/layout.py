"""Where everything sits on the table, in card units, for any window shape.

The scene is :data:`SCENE_H` high (10 card widths) and as wide as the window's shape asks;
seats sit on an ellipse inside the felt, clockwise from the person at the bottom. Positions
are recomputed on every resize, so the table scales to any window and any DPI.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

from gui.table.drawing import CH, CW
from gui.table.items import SeatItem

SCENE_H = 1000.0  # the scene is 10 card widths high; its width follows the window's shape
BOARD_CARD = 1.0 * CW
HOLE_CARD = 0.66 * CW
PERSON_CARD = 0.92 * CW
BURN_CARD = 0.7 * CW
DECK_CARD = 0.78 * CW
# Below a top seat's plate its status pill ("Pair", "Thinking…") hangs this far: its cards sit
# lower still, so the pill never covers a card's index (tilted cards lift a corner too).
STATUS_CLEARANCE = 36
MIN_ASPECT, MAX_ASPECT = 1.25, 2.1  # narrower or wider windows get bars, not a squashed table


class TableLayout:
    """Card-unit geometry of one table: seats, bets, markers, hole cards, board and pots.

    ``order`` holds the seats clockwise from the bottom of the screen (the person first).
    """

    def __init__(self) -> None:
        self.order: list[int] = []
        self.person_seat: int | None = None
        self.width = SCENE_H * 16 / 9
        self.felt = QRectF()
        self._cx = self._cy = self._a = self._b = 0.0
        self.fit(16 / 9)

    def seat_players(self, seats: Sequence[int], person_seat: int | None) -> None:
        """Seats in clockwise order from the person (or the lowest seat) at the bottom."""
        seats = sorted(seats)
        start = seats.index(person_seat) if person_seat in seats else 0
        self.order = seats[start:] + seats[:start]
        self.person_seat = person_seat

    def fit(self, aspect: float) -> None:
        """Work the geometry out for a window of this width-to-height ratio."""
        aspect = max(MIN_ASPECT, min(MAX_ASPECT, aspect))
        w, h = SCENE_H * aspect, SCENE_H
        self.width = w
        self._cx, self._cy = w / 2, h / 2 + 0.05 * CW
        self.felt = QRectF(0.6 * CW, 0.75 * CW, w - 1.2 * CW, h - 1.55 * CW)
        self._a = self.felt.width() / 2 - 0.42 * CW
        self._b = self.felt.height() / 2 - 0.1 * CW

    @property
    def rect(self) -> QRectF:
        return QRectF(0, 0, self.width, SCENE_H)

    @property
    def centre(self) -> QPointF:
        return QPointF(self._cx, self._cy)

    def deck_pos(self) -> QPointF:
        return QPointF(self._cx - 3.3 * CW, self._cy - 0.25 * CH)

    def burn_pos(self) -> QPointF:
        return QPointF(self._cx + 3.3 * CW, self._cy - 0.25 * CH)

    def banner_pos(self) -> QPointF:
        return QPointF(self._cx, self._cy + 1.62 * CW)

    def total_pos(self) -> QPointF:
        """The pot total, just above the board."""
        return QPointF(self._cx, self._cy - 0.25 * CH - 0.5 * CH - 0.3 * CW)

    def board_slot(self, i: int) -> QRectF:
        """The place of the ``i``-th community card (0..4)."""
        x = self._cx + (i - 2) * 1.1 * CW
        y = self._cy - 0.25 * CH
        return QRectF(x - BOARD_CARD / 2, y - BOARD_CARD * CH / CW / 2, BOARD_CARD,
                      BOARD_CARD * CH / CW)

    def _angle(self, seat: int) -> float:
        k = self.order.index(seat)
        return math.radians(90 + 360 * k / max(2, len(self.order)))

    def seat_pos(self, seat: int) -> QPointF:
        t = self._angle(seat)
        return QPointF(self._cx + self._a * math.cos(t), self._cy + self._b * math.sin(t))

    def bet_pos(self, seat: int) -> QPointF:
        t = self._angle(seat)
        return QPointF(self._cx + 0.7 * self._a * math.cos(t),
                       self._cy + 0.5 * self._b * math.sin(t) + 0.1 * CW)

    def marker_pos(self, seat: int, side: int, button: int | None) -> QPointF:
        """Between the seat and its bet, a little clockwise: ``side`` 1 for the dealer button,
        -1 for a blind marker (which moves to the other side on the ``button``'s own seat)."""
        t = self._angle(seat)
        seat_at = self.seat_pos(seat)
        bet = self.bet_pos(seat)
        tangent = QPointF(-math.sin(t), math.cos(t))
        turn = -1 if side < 0 and seat == button else 1
        reach = 1.45 * CW if seat == self.person_seat else 0.95 * CW  # beside the big cards
        return seat_at + (bet - seat_at) * 0.66 + tangent * (turn * reach)

    def hole_pos(self, seat: int, index: int) -> QPointF:
        plate = self.seat_pos(seat)
        t = self._angle(seat)
        if seat == self.person_seat:
            size = PERSON_CARD
            return plate + QPointF((index - 0.5) * size * 1.04, -SeatItem.H / 2 - 0.42 * size
                                   * CH / CW)
        size = HOLE_CARD
        upper = math.sin(t) < -0.45
        card_h = size * CH / CW
        # Above the plate, or below it (clear of the status label) for the seats at the top.
        dy = SeatItem.H / 2 + 0.5 * card_h + STATUS_CLEARANCE if upper \
            else -(SeatItem.H / 2 + 0.36 * card_h)
        return plate + QPointF((index - 0.5) * size * 0.62, dy)

    def pot_pos(self, index: int, count: int) -> QPointF:
        spacing = 2.35 * CW
        return QPointF(self._cx + (index - (count - 1) / 2) * spacing, self._cy + 0.66 * CH)
