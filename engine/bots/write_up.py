"""Writing a decision up as a :class:`~engine.bots.explain.Thought`: numbers and codes only.

The deciders return a :class:`~engine.bots.spot.Choice`; this adds what a reader of the
decision needs around it (the hand's class and place in the starting-hand order, pot odds,
stack-to-pot ratio, the bet as a fraction of the pot, the draw, and a picture of every
opponent's range and habits) so the trainer can explain the decision in any language.

Tests: tests/engine/bots/test_bot_equilibrium.py, tests/engine/bots/test_bot_reraised.py,
tests/engine/bots/test_bots.py
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from engine.bots.board_tables import board_tables
from engine.bots.explain import RangeRead
from engine.bots.explain import Thought
from engine.bots.preflop import preflop_tables
from engine.bots.profiles import Thinking
from engine.bots.spot import F64
from engine.bots.spot import Choice
from engine.bots.spot import Mind
from engine.bots.spot import Spot
from engine.evaluation.hand_classes import class_index
from engine.evaluation.hand_classes import class_name
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.actions import LegalActions
from engine.rules.view import PlayerView

__all__ = ["write_up"]

#: The read of a range names at most this many starting-hand classes, each held with at
#: least ``SHOWN_CLASS_SHARE`` of its combinations.
SHOWN_CLASSES = 8
SHOWN_CLASS_SHARE = 0.05
#: Stack-to-pot ratios above this are written as this (an empty pot has no ratio).
MAX_SPR = 999.0


def write_up(
    mind: Mind, view: PlayerView, legal: LegalActions, spot: Spot | None, choice: Choice,
    action: Action, ranges: Mapping[int, F64],
) -> Thought:
    """The thought behind ``action`` (``spot`` is ``None`` when the decision fell back;
    ``ranges``: the opponents' estimated ranges the decision read, by seat)."""
    hole = (max(view.hole), min(view.hole))
    cls = class_index(*hole)
    tables = preflop_tables(view.short_deck)
    pot = view.pot
    to_call = view.to_call
    bet_fraction = None
    if action.kind is ActionKind.RAISE and action.amount is not None:
        top = legal.current_bet + (legal.call_amount or 0)
        base = pot + (legal.call_amount or 0)
        bet_fraction = round((action.amount - top) / base, 3) if base else None
    reads: tuple[RangeRead, ...] = ()
    draw = 0.0
    spr = effective_bb = 0.0
    in_position = False
    if spot is not None:
        spr, effective_bb, in_position = spot.spr, spot.effective_bb, spot.in_position
        if view.board:
            draw = float(board_tables(view.board, view.short_deck).draw[spot.hero])
        if mind.profile.thinking is not Thinking.RULES:
            reads = tuple(_read(mind, spot, j, ranges[spot.seat_of(j)])
                          for j in spot.opponents)
    return Thought(
        profile=mind.profile.code, seat=view.seat, street=view.street, plan=choice.plan,
        action=action, hand_class=class_name(cls),
        percentile=round(float(tables.class_percentile[cls]), 4),
        equity=None if choice.equity is None else round(choice.equity, 4),
        pot=pot, to_call=to_call,
        pot_odds=round(to_call / (pot + to_call), 4) if to_call else 0.0,
        implied_odds=round(choice.implied, 2), spr=round(min(spr, MAX_SPR), 3),
        effective_bb=round(effective_bb, 2), in_position=in_position,
        bet_fraction=bet_fraction,
        fold_equity=None if choice.fold_equity is None else round(choice.fold_equity, 4),
        draw=round(draw, 4), ranges=reads, options=choice.options, notes=choice.notes,
    )


def _read(mind: Mind, s: Spot, position: int, w: F64) -> RangeRead:
    seat = s.seat_of(position)
    t = mind.tendencies(seat)
    tables = preflop_tables(s.short_deck)
    seen = list(s.hole) + list(s.view.board)
    free = tables.combos.free_of(seen)
    live = w * free
    per_class = np.bincount(tables.combos.classes, weights=live, minlength=169)
    share_of_class = per_class / np.maximum(tables.combos.class_sizes, 1)
    order = np.lexsort((tables.class_percentile, -np.round(share_of_class, 3)))
    top = tuple(class_name(int(c)) for c in order[:SHOWN_CLASSES]
                if share_of_class[c] > SHOWN_CLASS_SHARE)
    total = float(live.sum())
    return RangeRead(
        seat=seat, combos=round(total, 2), share=round(total / max(float(free.sum()), 1), 4),
        top_classes=top, hands=t.hands, vpip=round(t.vpip, 4), pfr=round(t.pfr, 4),
        aggression=round(t.aggression, 4), fold_to_bet=round(t.fold_to_bet, 4),
    )
