"""Free places for the bets and the dealer and blind markers, so nothing covers anything.

A bet's natural place is on the line from its seat to the middle of the table; on a narrow
table (the coach or a lesson beside it) or with ten players, that place may fall on the deck,
the burn pile, the board, a pot or a neighbour's cards. :func:`first_clear` tries places in
order of preference (along that line, then a little to either side) and takes the first one
whose box touches no obstacle; if none is clear it takes the one covering least. Boxes are in
card units and hold the largest thing an item draws (a four-column bet with its label), so a
layout that is clear for them stays clear at every real moment.

The search runs on plain numbers, not on Qt's rectangles and points: a ten-seat table tries
thousands of places when it is laid out, and a call into Qt for each of them held the window
for tens of milliseconds when the first game started (``bench/sound_stalls.py``). The places
are made one at a time (most searches end at one of the first), and the covered areas are
only summed when no place is clear. The sums are those of ``QRectF.intersected`` and
``QRectF.contains``, so the places found are the same to the last bit.

Tests: tests/gui/table/test_layout.py, tests/gui/table/test_layout_overlaps.py,
tests/gui/table/test_pace.py
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Iterator
from collections.abc import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF

from gui.table.drawing import CW

# A large bet: four columns of chips (below the top value a column holds at most four: five
# would make the next chip up) and its label below.
BET_BOX = QRectF(-0.89 * CW, -0.47 * CW, 1.78 * CW, 0.82 * CW)
# A bet on a large table (gui/table/layout.py): one column of chips, the label below.
LARGE_BET_BOX = QRectF(-0.55 * CW, -0.47 * CW, 1.1 * CW, 0.82 * CW)
LARGE_COLUMNS = 1
# A dealer or blind marker, with its shadow.
MARKER_BOX = QRectF(-0.23 * CW, -0.23 * CW, 0.46 * CW, 0.5 * CW)
# Along the seat-to-middle line, the shares of the way tried, nearest the natural place first.
LINE_SHARES = (0.0, 0.05, -0.05, 0.1, -0.1, 0.15, -0.15, 0.2, -0.2, 0.25, -0.25, 0.3, -0.3,
               0.35, 0.4, 0.45)
# Across that line, the sideways steps tried (in card widths).
SIDE_STEPS = (0.0, 0.2, -0.2, 0.4, -0.4, 0.6, -0.6, 0.8, -0.8, 1.0, -1.0, 1.2, -1.2, 1.5, -1.5,
              1.8, -1.8)

# On a large table (gui/table/table_size.py) the middle leaves less room: farther places are
# tried after those, back beside the seat's plate and farther to either side.
LARGE_LINE_SHARES = (*LINE_SHARES, -0.45, -0.6, -0.75, -0.9, -1.05)
LARGE_SIDE_STEPS = (*SIDE_STEPS, 2.1, -2.1, 2.4, -2.4, 2.7, -2.7, 3.0, -3.0)

Spot = tuple[float, float]  # a place tried: x and y in scene units
Edges = tuple[float, float, float, float]  # a box's left, top, right and bottom


def box_at(box: QRectF, at: QPointF) -> QRectF:
    return box.translated(at)


def _edges(rect: QRectF) -> Edges:
    x, y = rect.x(), rect.y()
    return x, y, x + rect.width(), y + rect.height()


def _touches(box: Edges, obstacles: Sequence[Edges]) -> bool:
    """Whether ``box`` overlaps any obstacle by more than an edge."""
    left, top, right, bottom = box
    for o_left, o_top, o_right, o_bottom in obstacles:
        if left < o_right and o_left < right and top < o_bottom and o_top < bottom:
            return True
    return False


def _covered(box: Edges, obstacles: Sequence[Edges]) -> float:
    """The area of ``box`` that the obstacles cover (overlaps counted once per obstacle)."""
    left, top, right, bottom = box
    area = 0.0
    for o_left, o_top, o_right, o_bottom in obstacles:
        if left < o_right and o_left < right and top < o_bottom and o_top < bottom:
            area += (min(right, o_right) - max(left, o_left)) \
                * (min(bottom, o_bottom) - max(top, o_top))
    return area


def first_clear(box: QRectF, candidates: Iterable[Spot], obstacles: Sequence[QRectF],
                area: QRectF) -> QPointF:
    """The first candidate where ``box`` lies inside ``area`` and touches no obstacle, or the
    one touching least."""
    x, y, width, height = box.x(), box.y(), box.width(), box.height()
    walls = [_edges(o) for o in obstacles if o.width() > 0 and o.height() > 0]
    a_left, a_top, a_right, a_bottom = _edges(area)
    inside: list[tuple[Edges, Spot]] = []
    for at in candidates:
        left, top = x + at[0], y + at[1]
        edges = (left, top, left + width, top + height)
        if not (a_left <= left and edges[2] <= a_right and a_top <= top
                and edges[3] <= a_bottom):
            continue
        if not _touches(edges, walls):
            return QPointF(*at)
        inside.append((edges, at))
    assert inside, "no candidate inside the table"
    best = min(inside, key=lambda tried: _covered(tried[0], walls))  # the first of equals
    return QPointF(*best[1])


def along(start: QPointF, natural: QPointF, sideways: QPointF,
          shares: Sequence[float] = LINE_SHARES,
          steps: Sequence[float] = SIDE_STEPS) -> Iterator[Spot]:
    """Places around ``natural``: moved along ``start`` → ``natural`` by ``shares`` of that
    way, and across it by ``steps`` card widths in the direction ``sideways`` (a unit vector)."""
    way_x, way_y = natural.x() - start.x(), natural.y() - start.y()
    n_x, n_y, s_x, s_y = natural.x(), natural.y(), sideways.x(), sideways.y()
    for step in steps:
        across = step * CW
        for share in shares:
            yield n_x + way_x * share + s_x * across, n_y + way_y * share + s_y * across
