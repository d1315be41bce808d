"""Properties that hold for every hand: chips are conserved, refused actions change nothing,
and every hand ends."""

from __future__ import annotations

import random
from dataclasses import dataclass

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from engine.core.cards import Deck
from engine.core.errors import IllegalActionError
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.events import HandEnded
from engine.rules.events import PotAwarded
from engine.rules.hand import HandState


@dataclass(frozen=True)
class Case:
    config: HandConfig
    stacks: list[int]
    seed: int
    antes: list[int] | None  # per seat, overriding the config's
    blinds: list[int] | None  # PHH order: small, big, straddles
    ante_trimming: bool | None
    fold_first: bool  # every player folds when allowed: hands won by the forced bets alone


@st.composite
def hands(draw: st.DrawFn) -> Case:
    """Hands of every shape the engine accepts: zero blinds, per-seat antes (a button or
    big-blind ante), straddles, stacks too short for the forced bets."""
    betting = draw(st.sampled_from(list(Betting)))
    big = draw(st.integers(1, 50))
    small = draw(st.sampled_from([0, 0, big // 2, big]) | st.integers(0, big))
    ante = draw(st.integers(0, big))
    short = draw(st.booleans()) if betting is Betting.NO_LIMIT else False
    n = draw(st.integers(2, 4) | st.integers(2, 10))
    stacks = draw(st.lists(st.integers(1, 30 * big), min_size=n, max_size=n))
    cfg = HandConfig(betting, small, big, ante, short_deck=short)
    seat_ante = draw(st.integers(1, 2 * big))
    antes = draw(st.none() | st.lists(st.sampled_from([0, seat_ante]), min_size=n, max_size=n)
                 | st.lists(st.integers(0, 2 * big), min_size=n, max_size=n))
    blinds = None
    if draw(st.booleans()):
        straddles = draw(st.lists(st.integers(0, 4 * big), max_size=n - 2))
        blinds = [small, big, *straddles]
    trimming = draw(st.sampled_from([None, True, False]))
    return Case(cfg, stacks, draw(st.integers(0, 2**32 - 1)), antes, blinds, trimming,
                draw(st.booleans()))


def snapshot(hand: HandState) -> tuple[object, ...]:
    return (tuple(hand.stacks), tuple(hand.bets), tuple(hand.contributed), tuple(hand.folded),
            len(hand.events), hand.actor, hand.street, tuple(hand.pots))


@settings(max_examples=400, deadline=None)
@given(hands())
def test_chips_are_conserved_illegal_actions_change_nothing_and_hands_end(case: Case) -> None:
    cfg, stacks = case.config, case.stacks
    rng = random.Random(case.seed)
    hand = HandState(cfg, stacks, deck=Deck.shuffled(rng, cfg.short_deck), antes=case.antes,
                     blinds=case.blinds, ante_trimming=case.ante_trimming)
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
        attempt = "fold" if case.fold_first else rng.choice(["fold", "check", "call", "raise"])
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
