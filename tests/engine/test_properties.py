"""Properties that hold for every hand: chips are conserved, refused actions change nothing,
and every hand ends."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.cards import Deck
from engine.core.errors import IllegalActionError
from engine.rules.config import Betting, HandConfig
from engine.rules.events import HandEnded, PotAwarded
from engine.rules.hand import HandState


@st.composite
def hands(draw: st.DrawFn) -> tuple[HandConfig, list[int], int]:
    betting = draw(st.sampled_from(list(Betting)))
    big = draw(st.integers(1, 50))
    small = draw(st.integers(0, big))
    ante = draw(st.integers(0, big))
    short = draw(st.booleans()) if betting is Betting.NO_LIMIT else False
    n = draw(st.integers(2, 10))
    stacks = draw(st.lists(st.integers(1, 30 * big), min_size=n, max_size=n))
    cfg = HandConfig(betting, small, big, ante, short_deck=short)
    return cfg, stacks, draw(st.integers(0, 2**32 - 1))


def snapshot(hand: HandState) -> tuple[object, ...]:
    return (tuple(hand.stacks), tuple(hand.bets), tuple(hand.contributed), tuple(hand.folded),
            len(hand.events), hand.actor, hand.street, tuple(hand.pots))


@settings(max_examples=300, deadline=None)
@given(hands())
def test_chips_are_conserved_illegal_actions_change_nothing_and_hands_end(
    case: tuple[HandConfig, list[int], int],
) -> None:
    cfg, stacks, seed = case
    rng = random.Random(seed)
    hand = HandState(cfg, stacks, deck=Deck.shuffled(rng, cfg.short_deck))
    total = sum(stacks)
    steps = 0
    while not hand.finished:
        steps += 1
        assert steps < 500
        assert sum(hand.stacks) + hand.pot_total == total
        legal = hand.legal_actions()
        assert legal is not None
        # Try something random first; when refused, nothing may change.
        before = snapshot(hand)
        attempt = rng.choice(["fold", "check", "call", "raise"])
        to = rng.randint(0, legal.stack + legal.current_bet + 5)
        try:
            if attempt == "raise":
                hand.bet_or_raise(to)
            else:
                {"fold": hand.fold, "check": hand.check, "call": hand.call}[attempt]()
            continue
        except IllegalActionError:
            assert snapshot(hand) == before
        if legal.min_raise_to is not None and rng.random() < 0.3:
            hand.bet_or_raise(rng.randint(legal.min_raise_to, legal.max_raise_to or 0))
        elif legal.can_check:
            hand.check()
        else:
            hand.call()
    assert sum(hand.stacks) == total
    awards = [e for e in hand.events if isinstance(e, PotAwarded)]
    pushed = sum(share for e in awards for _, share in e.shares)
    assert pushed == sum(e.amount for e in awards) == sum(hand.contributed)
    assert isinstance(hand.events[-1], HandEnded)
    assert sum(n for _, n in hand.events[-1].net) == 0
