"""Solid and expert bots play short heads-up spots by the push/fold equilibrium chart."""

from __future__ import annotations

import random

from engine.bots import make_bot
from engine.bots.decide_equilibrium import heads_up_chart
from engine.core.cards import Deck
from engine.core.cards import parse_cards
from engine.rules.actions import ActionKind
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.rules.view import view_for

NL = HandConfig(small_blind=50, big_blind=100)


def heads_up(hole_bb: str, hole_button: str, stacks: tuple[int, int]) -> HandState:
    """Position 0 is the big blind heads-up, position 1 the button (small blind)."""
    bb_cards, sb_cards = parse_cards(hole_bb), parse_cards(hole_button)
    used = set(bb_cards + sb_cards)
    rest = [c for c in Deck.shuffled(random.Random(0)).order() if c not in used]
    # Hole cards are dealt one at a time round the table, from position 0.
    order = [bb_cards[0], sb_cards[0], bb_cards[1], sb_cards[1], *rest]
    return HandState(NL, list(stacks), [0, 1], Deck.stacked(order))


def test_short_small_blind_shoves_and_folds_by_the_chart() -> None:
    chart = heads_up_chart()
    assert chart is not None
    for hole, expect in (("Ks5d", ActionKind.RAISE), ("7c2d", ActionKind.FOLD)):
        hand = heads_up("9h9s", hole, (800, 800))
        thought = make_bot("expert", seed=1).think(view_for(hand, 1))
        assert thought.action.kind is expect, hole
        assert "push_fold_equilibrium" in thought.notes
        if expect is ActionKind.RAISE:
            assert thought.action.amount == 800


def test_big_blind_calls_a_shove_by_the_chart_and_deep_stacks_play_as_before() -> None:
    hand = heads_up("As7d", "Kc5h", (1000, 1000))
    hand.act(make_bot("solid", seed=2).decide(view_for(hand, 1)))  # the shove (K5o at 10 bb)
    thought = make_bot("solid", seed=2).think(view_for(hand, 0))
    assert thought.action.kind is ActionKind.CALL and "push_fold_equilibrium" in thought.notes
    deep = heads_up("9h9s", "Ks5d", (8000, 8000))
    assert "push_fold_equilibrium" not in make_bot("expert", seed=1).think(
        view_for(deep, 1)).notes
    # Lower levels keep their own short-stack play.
    short = heads_up("9h9s", "Ks5d", (800, 800))
    assert "push_fold_equilibrium" not in make_bot("casual", seed=1).think(
        view_for(short, 1)).notes
