"""How much larger the table's things look at the window's scale (Settings > Seeing, 100-200 %).

The controls and the log grow with the scale by themselves; the table fits its view, which at a
larger scale is smaller (the controls take the room), so by itself the table would look
smaller, not larger. Here the scale becomes a growth of the table's things: the layout makes
the table that many times fewer card units across (:meth:`gui.table.layout.TableLayout.fit`)
and the view, fitting it, draws every card unit larger — cards, plates, their words, bets, pots
and markers alike, in their usual proportions.

A table holds only so much: the growth is capped by what the layout keeps clear of overlaps at
its busiest (tests/helpers/busy_table.py: a bet at every seat, three pots, every hole card and
the board). The caps were measured for each seat count at seventeen shapes of the window, in
steps of 0.025 (bench/table_growth.py; tests/gui/table/test_table_size.py holds them true):
a wide window leaves more room than a narrow one, ten seats least of all.

Tests: tests/gui/table/test_table_size.py
"""

from __future__ import annotations

GROWTH_PER_SCALE = 0.75  # the growth for each step of scale above 1: 200 % draws 1.75 times
# Shapes of the view (widths to heights, the layout's MIN_ASPECT to LARGE_MAX_ASPECT), and by
# seat count the largest growth that keeps a busy table clear from each shape to the next
# (bench/table_growth.py). A shape between two takes the narrower one's cap.
CAP_ASPECTS = tuple(1.6 + k / 16 for k in range(17))
CAPS: dict[int, tuple[float, ...]] = {
    2: (1.75, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75,
        1.75, 1.75),
    3: (1.55, 1.575, 1.65, 1.7, 1.75, 1.75, 1.75, 1.75, 1.6, 1.6, 1.6, 1.6, 1.6, 1.75, 1.75, 1.75,
        1.75),
    4: (1.425, 1.475, 1.525, 1.575, 1.625, 1.7, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75,
        1.75, 1.75, 1.75),
    5: (1.5, 1.55, 1.6, 1.675, 1.725, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75, 1.75,
        1.75, 1.75),
    6: (1.425, 1.475, 1.525, 1.575, 1.65, 1.7, 1.7, 1.7, 1.7, 1.6, 1.6, 1.6, 1.6, 1.75, 1.75, 1.75,
        1.75),
    7: (1.35, 1.35, 1.4, 1.45, 1.45, 1.45, 1.45, 1.5, 1.525, 1.575, 1.625, 1.675, 1.725, 1.75, 1.75,
        1.75, 1.75),
    8: (1.35, 1.35, 1.35, 1.375, 1.425, 1.45, 1.5, 1.525, 1.5, 1.525, 1.525, 1.525, 1.55, 1.6,
        1.625, 1.625, 1.675),
    9: (1.2, 1.25, 1.3, 1.325, 1.35, 1.4, 1.425, 1.45, 1.475, 1.475, 1.5, 1.5, 1.5, 1.55, 1.575,
        1.6, 1.6),
    10: (1.25, 1.275, 1.3, 1.325, 1.35, 1.35, 1.4, 1.4, 1.4, 1.4, 1.4, 1.4, 1.4, 1.4, 1.4, 1.4,
         1.4),
}


def growth(scale: float, seats: int, aspect: float) -> float:
    """The table's growth at the window's ``scale`` (1.0 to 2.0) for ``seats`` players in a
    view of this width-to-height ratio: 1.0 at 100 % (the usual table, exactly)."""
    wanted = 1.0 + max(0.0, scale - 1.0) * GROWTH_PER_SCALE
    caps = CAPS[min(max(seats, min(CAPS)), max(CAPS))]
    cap = caps[0]
    for shape, most in zip(CAP_ASPECTS, caps, strict=True):
        if aspect >= shape - 1e-9:
            cap = most
    return min(wanted, cap)
