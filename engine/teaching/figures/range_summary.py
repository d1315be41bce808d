"""One opponent's estimated range, summed up once for every place that shows it.

The coach's Odds tab writes a range as a line ("14 % of hands, 156 combinations: AA, KK, QQ
… down to K9o") and its Ranges tab paints it on the 13 x 13 grid. A student compares the two,
so they must never disagree: both read the :class:`RangeSummary` that
:func:`summarize_range` makes from the reader's weights. The line names the strongest
classes in the range and the weakest it still holds, so it covers the whole range instead of
listing a few classes as if they were all of it; ranges short enough are written out whole in
range notation.

Tests: tests/engine/teaching/coach/test_coach.py, tests/gui/teaching/coach/test_coach_reading.py
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from engine.bots.preflop import preflop_tables
from engine.evaluation.hand_classes import CLASS_COUNT
from engine.evaluation.hand_classes import class_name
from engine.teaching.figures.hand_figures import RANGE_FLOOR
from engine.teaching.figures.range_text import class_notation

__all__ = ["RANGE_FLOOR", "SHOWN_CLASSES", "WHOLE_PARTS", "RangeSummary", "summarize_range"]

F64 = npt.NDArray[np.float64]

#: The strongest classes named, and as many of the weakest.
SHOWN_CLASSES = 3
#: A range whose notation needs at most this many parts ("QQ+, AKs, AKo") is written whole.
WHOLE_PARTS = 5


@dataclass(frozen=True, slots=True)
class RangeSummary:
    """A range over the 169 starting-hand classes.

    :param combos: weighted combinations in the range (the cards you see removed).
    :param share: that as a share of every combination still possible.
    :param fill: per class (:func:`engine.evaluation.hand_classes.class_index`), the share of
        the class's combinations the range keeps: what each grid cell fills.
    :param class_combos: per class, the weighted combinations of the range in it.
    :param classes: the classes the range holds (fill at least
        :data:`~engine.teaching.reading.RANGE_FLOOR`), strongest first in the starting-hand
        order.
    :param strongest: names of the strongest of ``classes``.
    :param weakest: names of the weakest of ``classes`` (none of them in ``strongest``),
        weakest last.
    :param notation: ``classes`` in range notation when that is short (:data:`WHOLE_PARTS`),
        else empty.
    """

    combos: float
    share: float
    fill: tuple[float, ...]
    class_combos: tuple[float, ...]
    classes: tuple[int, ...]
    strongest: tuple[str, ...]
    weakest: tuple[str, ...]
    notation: str


def summarize_range(
    live: F64, free: npt.NDArray[np.bool_] | F64, short_deck: bool = False
) -> RangeSummary:
    """The summary of a range: ``live`` the weight of every combination of
    :func:`engine.bots.cards.combo_table` (0 where a seen card is held), ``free`` 1 for every
    combination still possible."""
    tables = preflop_tables(short_deck)
    per_class = np.bincount(tables.combos.classes, weights=live, minlength=CLASS_COUNT)
    # Rounded before the classes are picked: the grid paints exactly these fills.
    fill = np.round(np.minimum(per_class / np.maximum(tables.combos.class_sizes, 1), 1.0), 4)
    held = [int(c) for c in np.argsort(tables.class_percentile, kind="stable")
            if fill[c] >= RANGE_FLOOR]
    strongest = held[:SHOWN_CLASSES]
    weakest = held[max(SHOWN_CLASSES, len(held) - SHOWN_CLASSES):]
    notation = class_notation(held) if held else ""
    if notation.count(",") + 1 > WHOLE_PARTS:
        notation = ""
    total = float(live.sum())
    return RangeSummary(
        combos=round(total, 3),
        share=round(total / max(float(free.sum()), 1.0), 6),
        fill=tuple(float(f) for f in fill),
        class_combos=tuple(round(float(w), 4) for w in per_class),
        classes=tuple(held),
        strongest=tuple(class_name(c) for c in strongest),
        weakest=tuple(class_name(c) for c in weakest),
        notation=notation,
    )
