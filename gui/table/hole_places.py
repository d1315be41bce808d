"""Where a seat's hole cards lie, from its name plate.

On the usual table a seat's two cards lie above its plate, tucked behind it, the seats at the
top holding theirs below the plate; the person's, larger, above theirs. A large table
(:mod:`gui.table.table_size`) has fewer card units from top to bottom, so there the person's
cards and the top seats' lie *beside* the plate, and a seat whose cards above its plate would
meet a neighbour's or the middle lays them beside it too. The seats are settled one at a time,
clockwise from the person, each taking the first way it prefers that is clear of every plate,
of the middle (board, deck, burn pile, total, pots) and of the cards of the seats before it.

Tests: tests/gui/table/test_table_size.py, tests/gui/table/test_layout_overlaps.py
"""

from __future__ import annotations

import math
from typing import Protocol

from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF

from gui.table.drawing import CH
from gui.table.drawing import CW
from gui.table.free_spots import box_at
from gui.table.items import SeatItem

HOLE_CARD = 0.66 * CW
PERSON_CARD = 0.92 * CW
# Two hole cards lie this many degrees apart, fanned (the person's, bigger, a little less).
HOLE_TILT, PERSON_TILT = 10.0, 6.0
# Below a top seat's plate its status pill ("Pair", "Thinking…") hangs this far: its cards sit
# lower still, so the pill never covers a card's index (tilted cards lift a corner too).
STATUS_CLEARANCE = 36
# Seats this high up (the sine of their angle below it) hold their cards below the plate.
UPPER_SINE = -0.6
# A plate with its position tag above and its status pill below.
PLATE_BOX = QRectF(-SeatItem.W / 2 - 6, -SeatItem.H / 2 - 14, SeatItem.W + 12, SeatItem.H + 42)
BESIDE_GAP = 4.0  # hole cards lying beside a plate keep this far from it
# How a seat's hole cards lie: as on the usual table, or beside the plate: both left of it,
# both right of it, or one on either side.
USUAL, LEFT, RIGHT, SPLIT = "usual", "left", "right", "split"


class Seating(Protocol):
    """What the placing of hole cards asks of the table's layout."""

    order: list[int]
    person_seat: int | None

    @property
    def large(self) -> bool: ...

    @property
    def rect(self) -> QRectF: ...

    @property
    def centre(self) -> QPointF: ...

    def seat_pos(self, seat: int) -> QPointF: ...

    def seat_angle(self, seat: int) -> float: ...

    def middle_boxes(self) -> list[QRectF]: ...


class HolePlaces:
    """The way each seat's hole cards lie on one table, settled once per shape and seats."""

    def __init__(self, table: Seating) -> None:
        self.table = table
        self._ways: dict[int, str] = {}  # by seat, once settled

    def forget(self) -> None:
        """The shape or the seats changed: every seat is settled again when next asked."""
        self._ways.clear()

    def offset(self, seat: int, index: int) -> QPointF:
        """Where the seat's ``index``-th hole card lies, from the middle of its plate."""
        way = self.way(seat)
        person = seat == self.table.person_seat
        if way == USUAL:
            return usual_offset(self.table.seat_angle(seat), person, index)
        return beside_offset(person, index, way)

    def way(self, seat: int) -> str:
        """How the seat's cards lie (settling every seat first if none is)."""
        if not self._ways:
            for each in self.table.order:
                ways = self._preferred(each)
                self._ways[each] = next((way for way in ways if self._fits(each, way)), ways[0])
        return self._ways.get(seat, USUAL)

    def _preferred(self, seat: int) -> tuple[str, ...]:
        """The ways a seat's cards may lie, the one preferred first: on a large table the
        person's and the top seats' beside the plate (a top seat's on its outer side), the
        others' as usual or, where that meets something, beside the plate (on the side of
        the middle first)."""
        table = self.table
        if not table.large:
            return (USUAL,)
        left = table.seat_pos(seat).x() < table.centre.x() - 1
        if seat == table.person_seat:
            return LEFT, SPLIT, USUAL
        if math.sin(table.seat_angle(seat)) < UPPER_SINE:
            return ((LEFT, RIGHT) if left else (RIGHT, LEFT)) + (USUAL,)
        return (USUAL, RIGHT, LEFT) if left else (USUAL, LEFT, RIGHT)

    def boxes(self, seat: int, way: str) -> list[QRectF]:
        """The boxes of the seat's two cards laid ``way``, in scene units."""
        table = self.table
        person = seat == table.person_seat
        card = card_box(person)
        at = table.seat_pos(seat)
        angle = table.seat_angle(seat)
        return [box_at(card, at + (usual_offset(angle, person, k) if way == USUAL
                                   else beside_offset(person, k, way))) for k in (0, 1)]

    def _fits(self, seat: int, way: str) -> bool:
        table = self.table
        others = [box_at(PLATE_BOX, table.seat_pos(s)) for s in table.order if s != seat]
        others += table.middle_boxes()
        for other, settled in self._ways.items():
            if other != seat:
                others += self.boxes(other, settled)
        return all(table.rect.contains(b) and not any(b.intersects(o) for o in others)
                   for b in self.boxes(seat, way))


def usual_offset(angle: float, person: bool, index: int) -> QPointF:
    """A hole card's place from its plate on the usual table (the seat at ``angle`` on the
    seats' curve): above the plate, or below it (clear of the status label) at the top."""
    if person:
        size = PERSON_CARD
        return QPointF((index - 0.5) * size * 1.04, -SeatItem.H / 2 - 0.42 * size * CH / CW)
    size = HOLE_CARD
    card_h = size * CH / CW
    dy = SeatItem.H / 2 + 0.5 * card_h + STATUS_CLEARANCE if math.sin(angle) < UPPER_SINE \
        else -(SeatItem.H / 2 + 0.36 * card_h)
    return QPointF((index - 0.5) * size * 0.62, dy)


def beside_offset(person: bool, index: int, way: str) -> QPointF:
    """A hole card's place from its plate, laid ``way``: both to the left (the second nearer
    the plate) or the right (the first nearer), or one on either side."""
    size = PERSON_CARD if person else HOLE_CARD
    step = size * (1.04 if person else 0.62)
    near = SeatItem.W / 2 + BESIDE_GAP + tilted_card(size, 0).width() / 2
    if way == SPLIT:
        return QPointF(near if index else -near, 0.0)
    if way == LEFT:
        return QPointF(-(near + (1 - index) * step), 0.0)
    return QPointF(near + index * step, 0.0)


def card_box(person: bool) -> QRectF:
    """The box of one of a seat's hole cards, fanned, around its middle."""
    return tilted_card(PERSON_CARD if person else HOLE_CARD,
                       (PERSON_TILT if person else HOLE_TILT) / 2)


def tilted_card(size: float, degrees: float) -> QRectF:
    """The box of a card ``size`` wide turned by ``degrees``, with the card's own margin."""
    turn = math.radians(degrees)
    height = size * CH / CW
    w = size * math.cos(turn) + height * math.sin(turn) + 8
    h = height * math.cos(turn) + size * math.sin(turn) + 8
    return QRectF(-w / 2, -h / 2, w, h)
