"""How often each hand comes in seven cards, counted by the evaluator over every deal.

The hand-rankings lesson and the chart show these counts; they are computed, never typed in,
so they are the engine's own (the rule texts' table is the test's check on them).

Tests: tests/engine/teaching/lessons/test_lessons.py,
tests/gui/teaching/lessons/test_lesson_panel.py, tests/gui/teaching/test_teaching_texts.py
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.evaluation.categories import SHORT_DECK_ORDINAL
from engine.evaluation.categories import STANDARD_ORDINAL
from engine.evaluation.evaluator import category_counts


@cache
def seven_card_counts(short_deck: bool = False) -> tuple[int, ...]:
    """Seven-card hands in each category (index = category code): about a second, once."""
    return tuple(int(c) for c in category_counts(7, short_deck))


@dataclass(frozen=True, slots=True)
class Frequency:
    """One category's share of all seven-card hands."""

    category: int
    combinations: int
    total: int

    @property
    def percent(self) -> float:
        return 100.0 * self.combinations / self.total


def frequencies(short_deck: bool = False) -> tuple[Frequency, ...]:
    """Every category, best first in the variant's ranking (short deck: flush over full
    house, three of a kind over straight)."""
    counts = seven_card_counts(short_deck)
    total = sum(counts)
    ordinal = SHORT_DECK_ORDINAL if short_deck else STANDARD_ORDINAL
    # Category 9 (royal flush) is the top straight flush; it ranks above everything.
    place = [*ordinal, 9]
    order = sorted(range(10), key=lambda c: place[c], reverse=True)
    return tuple(Frequency(c, counts[c], total) for c in order)
