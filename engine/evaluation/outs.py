"""Outs: the unseen cards that would improve a hand on the next street.

A player on the flop or turn asks two questions: which cards make my hand better (a flush
draw has nine), and which of those would actually put me ahead of what I am up against. The
second matters because some outs help the opponent too (a flush card that also pairs the
board and fills an opponent's full house). :func:`outs` answers both, for the next card only.

>>> result = outs("AhKh", "Qh7h2c")
>>> len(result.improving), result.unseen
(15, 47)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from engine.core.cards import Card
from engine.core.cards import full_deck
from engine.core.cards import parse_cards
from engine.core.errors import CardError
from engine.evaluation.evaluator import categories
from engine.evaluation.evaluator import evaluate_batch
from engine.evaluation.hand_value import FOUR_OF_A_KIND
from engine.evaluation.hand_value import HIGH_CARD
from engine.evaluation.hand_value import PAIR
from engine.evaluation.hand_value import ROYAL_FLUSH
from engine.evaluation.hand_value import SHORT_DECK_ORDINAL
from engine.evaluation.hand_value import STANDARD_ORDINAL
from engine.evaluation.hand_value import THREE_OF_A_KIND
from engine.evaluation.hand_value import TWO_PAIR
from engine.evaluation.hand_value import evaluate

__all__ = ["Outs", "outs"]


@dataclass(frozen=True, slots=True)
class Outs:
    """What the next card can do for a hand.

    :param category: the hand's category now (0 high card .. 9 royal flush).
    :param unseen: how many cards can come (the deck minus every card known).
    :param improving: the cards that lift the hand to a better category, in id order.
    :param by_category: for each category reached, the cards that reach it, best first.
    :param winning: of ``improving``, the cards after which the hand beats every opponent
        outright; ``None`` when no opponents were given.
    :param tying: of ``improving``, the cards after which it shares the best hand; ``None``
        when no opponents were given.
    """

    category: int
    unseen: int
    improving: tuple[Card, ...]
    by_category: tuple[tuple[int, tuple[Card, ...]], ...]
    winning: tuple[Card, ...] | None
    tying: tuple[Card, ...] | None

    @property
    def probability(self) -> float:
        """Chance that the next card improves the hand."""
        return len(self.improving) / self.unseen if self.unseen else 0.0


def _cards(value: str | Sequence[int], what: str) -> list[Card]:
    cards = parse_cards(value) if isinstance(value, str) else [int(c) for c in value]
    if len(set(cards)) != len(cards):
        raise CardError("duplicate_card", f"a card appears twice in the {what}")
    return cards


def _level(category: int, short_deck: bool) -> int:
    """Place of a category in the variant's ranking, the royal flush above straight flushes."""
    if category == ROYAL_FLUSH:
        return 9
    return (SHORT_DECK_ORDINAL if short_deck else STANDARD_ORDINAL)[category]


def _board_level(cards: list[Card], short_deck: bool) -> int:
    """Level of the best hand the board and the new card make on their own."""
    if len(cards) >= 5:
        return _level(evaluate(cards, short_deck).category, short_deck)
    # Four cards make no straight or flush: only their rank counts matter.
    counts = sorted(sum(1 for c in cards if c >> 2 == r) for r in {c >> 2 for c in cards})
    shape = tuple(reversed(counts))
    category = {(4,): FOUR_OF_A_KIND, (3, 1): THREE_OF_A_KIND, (2, 2): TWO_PAIR}.get(
        shape, PAIR if shape[0] == 2 else HIGH_CARD
    )
    return _level(category, short_deck)


def outs(
    hand: str | Sequence[int],
    board: str | Sequence[int],
    opponents: Sequence[str | Sequence[int]] = (),
    dead: str | Sequence[int] = "",
    short_deck: bool = False,
) -> Outs:
    """The cards that improve ``hand`` on the next street, and those that then win.

    A card is an out when it lifts the hand to a better category (a pair becoming two pair or
    better, a draw completing) *and* that category beats what the board and the card make on
    their own: a card that only pairs the board improves every hand alike, so it is no out.
    Categories rank as the variant ranks them: in short deck, trips improve to a flush but a
    straight does not improve trips.

    :param hand: two hole cards, ``"AhKh"`` or ids.
    :param board: the flop (3 cards) or the turn (4 cards).
    :param opponents: known hands to beat, each two cards.
    :param dead: cards known to be out of play.
    :param short_deck: 36-card deck and its ranking.
    :raises CardError: a hand without two cards (``wrong_card_count``), a board without three
        or four (``bad_board_size``), a card seen twice (``duplicate_card``) or outside the
        deck (``card_not_in_deck``).
    """
    hole = _cards(hand, "hand")
    if len(hole) != 2:
        raise CardError("wrong_card_count", f"a hand has two cards, got {len(hole)}")
    shared = _cards(board, "board")
    if len(shared) not in (3, 4):
        raise CardError(
            "bad_board_size", f"outs need a flop or a turn, got {len(shared)} board cards"
        )
    rivals = [_cards(o, "opponent's hand") for o in opponents]
    for rival in rivals:
        if len(rival) != 2:
            raise CardError("wrong_card_count", f"a hand has two cards, got {len(rival)}")
    known = hole + shared + [c for r in rivals for c in r] + _cards(dead, "dead cards")
    if len(set(known)) != len(known):
        raise CardError("duplicate_card", "a card is both in a hand, on the board or dead")
    deck = full_deck(short_deck)
    deck_set = set(deck)
    for card in known:
        if card not in deck_set:
            raise CardError("card_not_in_deck", f"card id {card} is not in this deck", card=card)

    seen = set(known)
    unseen = np.array([c for c in deck if c not in seen], dtype=np.uint8)
    now = evaluate(hole + shared, short_deck)
    level_now = _level(now.category, short_deck)

    def after(cards: list[Card]) -> npt.NDArray[np.int32]:
        rows = np.empty((unseen.shape[0], len(cards) + 1), dtype=np.uint8)
        rows[:, :-1] = cards
        rows[:, -1] = unseen
        return evaluate_batch(rows, short_deck)

    mine = after(hole + shared)
    reached = categories(mine, short_deck)
    levels = np.array([_level(int(c), short_deck) for c in reached], dtype=np.int64)
    board_levels = np.array(
        [_board_level([*shared, int(c)], short_deck) for c in unseen], dtype=np.int64
    )
    better = (levels > level_now) & (levels > board_levels)
    improving = tuple(int(c) for c in unseen[better])

    by_level: dict[int, list[Card]] = {}
    for card, category in zip(unseen[better].tolist(), reached[better].tolist(), strict=True):
        by_level.setdefault(category, []).append(card)
    by_category = tuple(
        (category, tuple(cards))
        for category, cards in sorted(
            by_level.items(), key=lambda kv: _level(kv[0], short_deck), reverse=True
        )
    )

    winning: tuple[Card, ...] | None = None
    tying: tuple[Card, ...] | None = None
    if rivals:
        best_rival = np.max([after(r + shared) for r in rivals], axis=0)
        winning = tuple(int(c) for c in unseen[better & (mine > best_rival)])
        tying = tuple(int(c) for c in unseen[better & (mine == best_rival)])
    return Outs(now.category, int(unseen.shape[0]), improving, by_category, winning, tying)
