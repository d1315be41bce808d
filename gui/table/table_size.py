"""How much larger the table's things look at the window's scale (Settings › Seeing, 100-200 %).

The controls and the log grow with the scale by themselves; the table fits its view, which at a
larger scale is smaller (the controls take the room), so by itself the table would look
smaller, not larger. Here the scale becomes a growth of the table's things: the layout makes
the table that many times fewer card units across (:meth:`gui.table.layout.TableLayout.fit`)
and the view, fitting it, draws every card unit larger — cards, plates, their words, bets, pots
and markers alike, in their usual proportions.

A table holds only so much: the growth is capped by what the layout keeps clear of overlaps at
its busiest (tests/helpers/busy_table.py: a bet at every seat, three pots, every hole card and
the board). The caps were measured for each seat count at five shapes of the window in steps
of 0.05 (tests/gui/table/test_table_size.py holds them true); a wide window leaves more room
than a narrow one, ten seats least of all.

Tests: tests/gui/table/test_table_size.py
"""

from __future__ import annotations

GROWTH_PER_SCALE = 0.65  # the growth for each step of scale above 1: 200 % draws 1.65 times
# The widths-to-heights at which the caps were measured, narrowest first (the layout's
# MIN_ASPECT to MAX_ASPECT), and the largest growth that keeps a busy table clear at each,
# by seat count. A shape between two measured ones takes the narrower one's cap.
CAP_ASPECTS = (1.6, 1.725, 1.85, 1.975, 2.1)
CAPS: dict[int, tuple[float, ...]] = {
    2: (1.6, 1.6, 1.6, 1.6, 1.6),
    3: (1.45, 1.45, 1.45, 1.55, 1.6),
    4: (1.4, 1.5, 1.6, 1.6, 1.6),
    5: (1.35, 1.35, 1.4, 1.5, 1.6),
    6: (1.3, 1.35, 1.35, 1.4, 1.5),
    7: (1.25, 1.3, 1.35, 1.4, 1.5),
    8: (1.25, 1.25, 1.3, 1.4, 1.45),
    9: (1.15, 1.25, 1.25, 1.3, 1.35),
    10: (1.1, 1.1, 1.1, 1.1, 1.2),
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
