"""The largest growth of a large table (gui/table/table_size.py) that keeps it clear, measured.

For each seat count (2 to 10) and 33 shapes of the view (widths to heights from 1.6 to 2.6),
a busy table (tests/helpers/busy_table.py: a bet at every seat, three pots, every hole
card and the board, at the river and at the showdown) is laid out at growths in steps of
0.025 up to 1.75; the largest before the first overlap is that shape's figure. The caps of
``gui.table.table_size.CAPS`` at its seventeen shapes are each the least figure from its shape to
the next one (the shape between them and the next one too), so a window of any shape up to
the next is clear.

Run ``QT_QPA_PLATFORM=offscreen python bench/table_growth.py [SEATS,...]`` from the checkout's
root; it prints, per seat count, the caps for ``CAPS`` and the 33 figures (a few minutes
on two cores).
"""

from __future__ import annotations

import os
import sys

from PySide6.QtWidgets import QApplication

sys.path.insert(0, os.getcwd())

from gui.table.table_size import CAP_ASPECTS
from tests.helpers.busy_table import busy_scene
from tests.helpers.busy_table import overlaps

SHAPES = [1.6 + k / 32 for k in range(33)]  # one between each pair of CAP_ASPECTS
GROWTHS = [round(1.0 + 0.025 * k, 3) for k in range(1, 31)]


def largest_clear(players: int, aspect: float) -> float:
    """The largest growth before the first at which a busy table shows an overlap."""
    scenes = [busy_scene(players, aspect, showdown) for showdown in (False, True)]
    best = 1.0
    for grow in GROWTHS:
        for scene in scenes:
            scene.layout.fit(aspect, grow)
            scene.setSceneRect(scene.layout.rect)
            scene.stage.place()
            if overlaps(scene):
                return best
        best = grow
    return best


def main() -> None:
    app = QApplication.instance() or QApplication([])
    assert app is not None
    counts = [int(p) for p in sys.argv[1].split(",")] if len(sys.argv) > 1 else range(2, 11)
    assert len(SHAPES) == 2 * len(CAP_ASPECTS) - 1
    for players in counts:
        figures = [largest_clear(players, aspect) for aspect in SHAPES]
        caps = tuple(min(figures[2 * i:2 * i + 3]) for i in range(len(CAP_ASPECTS)))
        print(f"{players} seats: caps ({', '.join(f'{c:.3f}' for c in caps)})", flush=True)
        print(f"  largest clear growth by shape: {', '.join(f'{f:.3f}' for f in figures)}",
              flush=True)


if __name__ == "__main__":
    main()
