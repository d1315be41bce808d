"""Free places for the bets and the dealer and blind markers, so nothing covers anything.

A bet's natural place is on the line from its seat to the middle of the table; on a narrow
table (the coach or a lesson beside it) or with ten players, that place may fall on the deck,
the burn pile, the board, a pot or a neighbour's cards. :func:`first_clear` tries places in
order of preference (along that line, then a little to either side) and takes the first one
whose box touches no obstacle; if none is clear it takes the one covering least. Boxes are in
card units and hold the largest thing an item draws (a four-column bet with its label), so a
layout that is clear for them stays clear at every real moment.
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF

from gui.table.drawing import CW

# A large bet: four columns of chips (below the top value a column holds at most four: five
# would make the next chip up) and its label below.
BET_BOX = QRectF(-0.89 * CW, -0.47 * CW, 1.78 * CW, 0.82 * CW)
# A dealer or blind marker, with its shadow.
MARKER_BOX = QRectF(-0.23 * CW, -0.23 * CW, 0.46 * CW, 0.5 * CW)
# Along the seat-to-middle line, the shares of the way tried, nearest the natural place first.
LINE_SHARES = (0.0, 0.05, -0.05, 0.1, -0.1, 0.15, -0.15, 0.2, -0.2, 0.25, -0.25, 0.3, -0.3,
               0.35, 0.4, 0.45)
# Across that line, the sideways steps tried (in card widths).
SIDE_STEPS = (0.0, 0.2, -0.2, 0.4, -0.4, 0.6, -0.6, 0.8, -0.8, 1.0, -1.0, 1.2, -1.2, 1.5, -1.5,
              1.8, -1.8)


def box_at(box: QRectF, at: QPointF) -> QRectF:
    return box.translated(at)


def _covered(rect: QRectF, obstacles: Sequence[QRectF]) -> float:
    """The area of ``rect`` that the obstacles cover (overlaps counted once per obstacle)."""
    area = 0.0
    for other in obstacles:
        common = rect.intersected(other)
        if not common.isEmpty():
            area += common.width() * common.height()
    return area


def first_clear(box: QRectF, candidates: Iterable[QPointF], obstacles: Sequence[QRectF],
                area: QRectF) -> QPointF:
    """The first candidate where ``box`` lies inside ``area`` and touches no obstacle, or the
    one touching least."""
    best: tuple[float, QPointF] | None = None
    for at in candidates:
        rect = box_at(box, at)
        if not area.contains(rect):
            continue
        cover = _covered(rect, obstacles)
        if cover == 0:
            return at
        if best is None or cover < best[0]:
            best = (cover, at)
    assert best is not None, "no candidate inside the table"
    return best[1]


def along(start: QPointF, natural: QPointF, sideways: QPointF,
          shares: Sequence[float] = LINE_SHARES,
          steps: Sequence[float] = SIDE_STEPS) -> list[QPointF]:
    """Places around ``natural``: moved along ``start`` → ``natural`` by ``shares`` of that
    way, and across it by ``steps`` card widths in the direction ``sideways`` (a unit vector)."""
    way = natural - start
    return [natural + way * share + sideways * (step * CW)
            for step in steps for share in shares]
