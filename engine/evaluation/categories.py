"""Hand categories and their order in each variant, shared by every evaluator.

Kept apart from :mod:`engine.evaluation.hand_value` so that the batch tables can be built
from them without importing the reference evaluator (which reads those tables).

Tests: tests/engine/teaching/figures/test_hand_figures.py,
tests/engine/teaching/lessons/test_curriculum.py, tests/engine/teaching/lessons/test_lessons.py
"""

from __future__ import annotations

HIGH_CARD, PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT = 0, 1, 2, 3, 4
FLUSH, FULL_HOUSE, FOUR_OF_A_KIND, STRAIGHT_FLUSH, ROYAL_FLUSH = 5, 6, 7, 8, 9

CATEGORY_CODES = (
    "high_card",
    "pair",
    "two_pair",
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "four_of_a_kind",
    "straight_flush",
    "royal_flush",
)

# Place of each category code (0..8) in the ranking. Short deck: a flush beats a full house and
# three of a kind beats a straight, since both are rarer with 36 cards.
STANDARD_ORDINAL = (0, 1, 2, 3, 4, 5, 6, 7, 8)
SHORT_DECK_ORDINAL = (0, 1, 2, 4, 3, 6, 5, 7, 8)
STANDARD_CATEGORY_OF_ORDINAL = STANDARD_ORDINAL
SHORT_DECK_CATEGORY_OF_ORDINAL = (0, 1, 2, 4, 3, 6, 5, 7, 8)
