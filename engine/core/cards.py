"""Cards as small integers, and decks that shuffle from an injectable generator.

A card is the integer ``4 * rank + suit`` with ranks 2..A as 0..12 and suits c, d, h, s as 0..3,
so rank and suit decode with one division; nothing here knows about any one game.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from collections.abc import Sequence
from typing import Protocol

from engine.core.errors import CardError
from engine.core.errors import DeckError

Card = int

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"
RANK_TWO, RANK_SIX, RANK_NINE, RANK_ACE = 0, 4, 7, 12
CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3

_CARD_RE = re.compile(r"([2-9TJQKA])([cdhs])", re.IGNORECASE)


def make_card(rank: int, suit: int) -> Card:
    """Return the id of the card of ``rank`` (0..12) and ``suit`` (0..3)."""
    if type(rank) is not int or type(suit) is not int or not (0 <= rank <= 12 and 0 <= suit <= 3):
        raise CardError("card_out_of_range", f"no card with rank {rank} and suit {suit}")
    return 4 * rank + suit


def rank_of(card: Card) -> int:
    """Rank 0 (deuce) .. 12 (ace)."""
    return card >> 2


def suit_of(card: Card) -> int:
    """Suit 0 (clubs), 1 (diamonds), 2 (hearts), 3 (spades)."""
    return card & 3


def card_str(card: Card) -> str:
    """The two-character name used by PHH and PokerStars, e.g. ``As``."""
    if type(card) is not int or not 0 <= card < 52:
        raise CardError("card_out_of_range", "no card with this id")
    return RANK_CHARS[card >> 2] + SUIT_CHARS[card & 3]


def parse_card(text: str) -> Card:
    """Parse one card such as ``As``, ``td`` or ``2C`` (rank and suit in any case)."""
    if type(text) is not str:
        raise CardError("bad_card", "a card is written as text such as 'As'")
    match = _CARD_RE.fullmatch(text.strip())
    if match is None:
        raise CardError("bad_card", f"not a card: {text[:20]!r}", text=text[:20])
    return 4 * RANK_CHARS.index(match.group(1).upper()) + SUIT_CHARS.index(match.group(2).lower())


def parse_cards(text: str) -> list[Card]:
    """Parse a run of cards, with or without separators: ``"AsKd"``, ``"As Kd"``, ``"As,Kd"``.

    Duplicates are refused, since no real deck holds a card twice.
    """
    if type(text) is not str:
        raise CardError("bad_card", "cards are written as text such as 'AsKd'")
    compact = re.sub(r"[\s,\[\]]+", "", text)
    if len(compact) % 2:
        raise CardError("bad_card", f"not a list of cards: {text[:40]!r}", text=text[:40])
    cards = [parse_card(compact[i : i + 2]) for i in range(0, len(compact), 2)]
    if len(set(cards)) != len(cards):
        raise CardError("duplicate_card", f"a card appears twice in {text[:40]!r}",
                        text=text[:40])
    return cards


def cards_str(cards: Iterable[Card], sep: str = "") -> str:
    """Join card names, e.g. ``AsKd``."""
    return sep.join(card_str(c) for c in cards)


def full_deck(short_deck: bool = False) -> list[Card]:
    """All cards in id order: 52, or 36 (sixes to aces) for short deck."""
    lowest = RANK_SIX if short_deck else RANK_TWO
    return list(range(4 * lowest, 52))


_ALLOWED = {False: frozenset(full_deck(False)), True: frozenset(full_deck(True))}


class RandomSource(Protocol):
    """What a deck needs from a generator: ``random.Random`` and ``SystemRandom`` both fit."""

    def randrange(self, stop: int, /) -> int: ...


def fisher_yates(cards: list[Card], rng: RandomSource) -> None:
    """Shuffle ``cards`` in place, drawing the swap index from the top down (Durstenfeld)."""
    for i in range(len(cards) - 1, 0, -1):
        j = rng.randrange(i + 1)
        cards[i], cards[j] = cards[j], cards[i]


class Deck:
    """The cards still to be dealt, top first.

    A deck is shuffled with a cryptographically strong generator unless one is injected; tests
    and replays inject ``random.Random(seed)`` or stack the order with :meth:`stacked`.
    """

    def __init__(self, cards: Sequence[Card], short_deck: bool = False) -> None:
        """A deck dealing ``cards`` in this order.

        :raises DeckError: ``cards`` is not a list of distinct cards of this deck (a repeated
            card would deal the same ace twice).
        """
        if type(short_deck) is not bool:
            raise DeckError("bad_deck", "short_deck must be true or false")
        if not isinstance(cards, list | tuple):
            raise DeckError("bad_deck", "a deck is a list of cards")
        # bytes() takes whole numbers 0..255 only (no float, Decimal or None) and turns
        # True into 1: one C call that checks every card's type, several times faster than a
        # loop on the hot path of dealing a hand.
        try:
            packed = bytes(cards)
        except (TypeError, ValueError):
            raise DeckError("bad_deck", "a deck holds cards (whole numbers) only") from None
        unique = set(packed)
        if len(unique) != len(packed) or not unique <= _ALLOWED[short_deck]:
            raise DeckError("bad_deck", "a deck holds distinct cards of this deck only")
        self._cards: list[Card] = list(packed)
        self._next = 0
        self.short_deck = short_deck

    @classmethod
    def shuffled(cls, rng: RandomSource | None = None, short_deck: bool = False) -> Deck:
        """A full deck in random order.

        :raises DeckError: ``rng`` has no ``randrange`` or ``short_deck`` is no bool.
        """
        if rng is not None and not callable(getattr(rng, "randrange", None)):
            raise DeckError("bad_rng", "a deck is shuffled by a generator with randrange()")
        if type(short_deck) is not bool:
            raise DeckError("bad_deck", "short_deck must be true or false")
        cards = full_deck(short_deck)
        fisher_yates(cards, rng if rng is not None else random.SystemRandom())
        return cls(cards, short_deck)

    @classmethod
    def stacked(cls, order: Sequence[Card] | str, short_deck: bool = False) -> Deck:
        """A deck whose top cards are ``order``; the remaining cards follow in id order.

        :raises DeckError: a card repeats or does not belong to this deck.
        """
        if type(short_deck) is not bool:
            raise DeckError("bad_deck", "short_deck must be true or false")
        if isinstance(order, str):
            top = parse_cards(order)
        elif isinstance(order, list | tuple) and all(type(c) is int for c in order):
            top = list(order)
        else:
            raise DeckError("bad_deck", "a stacked deck is a list of cards or a text of cards")
        allowed = full_deck(short_deck)
        allowed_set = set(allowed)
        if len(set(top)) != len(top):
            raise DeckError("duplicate_card", "a stacked deck repeats a card")
        for card in top:
            if card not in allowed_set:
                raise DeckError("card_not_in_deck", "a card is not in this deck", card=card)
        chosen = set(top)
        return cls(top + [c for c in allowed if c not in chosen], short_deck)

    def draw(self) -> Card:
        """Take the top card.

        :raises DeckError: the deck is empty.
        """
        if self._next >= len(self._cards):
            raise DeckError("deck_empty", "no cards left to deal")
        card = self._cards[self._next]
        self._next += 1
        return card

    def draw_many(self, count: int) -> list[Card]:
        """Take the top ``count`` cards, top first.

        :raises DeckError: fewer than ``count`` cards are left (the deck is then empty, as
            after drawing them one at a time).
        """
        if type(count) is not int or count < 0:
            raise DeckError("bad_count", "draw a whole, non-negative number of cards")
        start = self._next
        end = start + count
        if end > len(self._cards):
            self._next = len(self._cards)
            raise DeckError("deck_empty", "no cards left to deal")
        self._next = end
        return self._cards[start:end]

    def remaining(self) -> list[Card]:
        """The undealt cards, top first (for replays and checks, never shown to bots)."""
        return self._cards[self._next :]

    def order(self) -> list[Card]:
        """The whole deck order as it was shuffled or stacked."""
        return list(self._cards)

    def __len__(self) -> int:
        return len(self._cards) - self._next
