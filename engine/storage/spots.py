"""A stored hand as the practice spot it can start from
(:mod:`engine.teaching.practice.practice_spot`).

The stored hand is played again (:meth:`~engine.storage.hands.HandData.rebuild`) for its hole
cards and board; hole cards an imported history did not know (``ReplayOptions.unknown``) are
left out, so the practice deals them afresh instead of using the placeholders the replay
needed. Imported hands keep their own antes, blinds and who opened the betting.

Tests: tests/engine/storage/test_after_hand.py, tests/gui/history/test_replay_insights.py
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.cards import Card
from engine.storage.hands import HandRecord
from engine.teaching.practice.practice_spot import SpotHand

__all__ = ["rotated", "spot_of"]


def spot_of(record: HandRecord) -> SpotHand:
    """The practice spot of a stored hand.

    :raises StorageError: ``bad_file`` when the stored hand does not replay.
    """
    data = record.data
    hand = data.rebuild()
    options = data.options
    unknown = set(options.unknown) if options is not None else set()
    hole: tuple[tuple[Card, Card] | None, ...] = tuple(
        None if p in unknown else (hand.hole[p][0], hand.hole[p][1])
        for p in range(len(data.seats)))
    if options is None:
        return SpotHand(data.config, data.hand_number, data.seats, data.stacks, hole,
                        tuple(hand.board), data.actions)
    return SpotHand(data.config, data.hand_number, data.seats, data.stacks, hole,
                    tuple(hand.board), data.actions, antes=options.antes,
                    blinds=options.blinds, first_to_act=options.first_to_act,
                    free_folds=options.free_folds, ante_trimming=not options.dead_antes)


def rotated(spot: SpotHand, seat: int) -> tuple[SpotHand, dict[int, int]]:
    """The spot with its seats turned so that ``seat`` becomes seat 0 (the window seats the
    person there); everyone keeps their neighbours. Also the map from old seat to new."""
    size = max(spot.seats) + 1
    moved = {s: (s - seat) % size for s in spot.seats}
    return replace(spot, seats=tuple(moved[s] for s in spot.seats)), moved
