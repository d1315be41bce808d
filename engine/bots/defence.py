"""Minimum defence: the expert does not fold more of its range to a bet than the bet's price
allows a bluff to profit from.

A bet of ``B`` into a pot of ``P`` wins at once with any two cards when the player facing it
folds more than ``B / (P + B)`` of the time; defending at least ``P / (P + B)`` of the range
(the *minimum defence frequency*) takes that profit away. The heuristic's call or fold weighs
the hand's equity against the range the reader gives the bettor, and that reading assumes the
population's bets, mostly value: against a player who bets whatever the fold equity pays for
(the local best response of ``bench/lbr_bench.py`` does exactly that), the expert folded 70 %
of its flops to pot-sized bets where at most 50 % is allowed, and the bettor won with air.

:func:`defends` says whether the hand held belongs to the part of the bot's own range that
must continue: the range as the opponent reads it (:func:`~engine.bots.reading.estimate_range`
with the population's habits, the only view of the bot the opponent has), ranked by strength
on this board now plus the chance of becoming strong on the next card, the top
``1 - to_call / pot`` of it (with a seeded random mix at the edge). The heuristic then picks
the best of calling and raising for such a hand instead of folding. A player who rarely bets
(the ``nut_nit`` of the gauntlet bets the nuts only) is not owed that defence: it is scaled
down with the bettor's read aggression from the population's (full) to
:data:`DEFEND_FROM_AGGRESSION` (none).

Tests: tests/engine/bots/test_defence.py
"""

from __future__ import annotations

import numpy as np

from engine.bots.board_tables import BoardTables
from engine.bots.preflop import preflop_tables
from engine.bots.reading import estimate_range
from engine.bots.spot import Mind
from engine.bots.spot import Spot
from engine.bots.spot import mix
from engine.rules.events import Street

__all__ = [
    "DEFEND_FROM_AGGRESSION",
    "DRAW_RANK",
    "OVERBET",
    "OVERBET_CALL_CAP",
    "OVERBET_RANGE_SCALE",
    "defence_share",
    "defends",
    "overcalls",
    "price_share",
    "rank_in_range",
]

#: A bettor read as betting this rarely (its post-flop aggression) is owed no defence; the
#: share grows linearly to the full minimum defence at the population's aggression.
DEFEND_FROM_AGGRESSION = 0.2
#: A bet of more than this many pots is an overbet. The range reader reads bets up to twice
#: the pot and counts an aggressive player's bluffs generously, so against a local best
#: response's all-in of ten pots on the flop the expert called with a third of the equity it
#: needed (LBR's biggest single win). Against an overbet it calls with no more than
#: ``OVERBET_CALL_CAP`` times the minimum defence frequency of its range (the top of it),
#: which still leaves a pure bluff no profit.
OVERBET = 1.5
OVERBET_CALL_CAP = 1.0
#: Against an overbet the minimum defence is taken this many times over (for the defence and
#: for its cap): the reader's picture of the bot's own range holds more strong hands than the
#: bot arrives with, so against LBR's flop all-ins of ten pots and more it kept 2.3 % of its
#: hands where the price asks 6 % (and LBR moved in on 43 % of flops).
OVERBET_RANGE_SCALE = 2.5
#: A draw ranks as this many percentiles of strength per unit of its chance of becoming
#: strong on the next card (a flush draw's third is worth a middle pair).
DRAW_RANK = 1.0


def defence_share(mind: Mind, s: Spot) -> float:
    """The top share of its range the bot keeps against the bet it faces: the minimum defence
    frequency times the profile's ``defence`` times the trust in the bettor's bluffs; 0 where
    no defence is owed (no bet, before the flop, more than one opponent, no defence)."""
    defence = mind.profile.defence
    if defence <= 0 or s.to_call <= 0 or s.street is Street.PREFLOP or len(s.opponents) != 1:
        return 0.0
    bettor = mind.tendencies(s.seat_of(s.opponents[0]))
    full = mind.population.aggression - DEFEND_FROM_AGGRESSION
    trust = float(np.clip((bettor.aggression - DEFEND_FROM_AGGRESSION) / full, 0.0, 1.0))
    return defence * trust * price_share(s)


def defends(mind: Mind, s: Spot, board: BoardTables) -> bool:
    """The hand held is in the part of the bot's range that must not fold to this bet."""
    share = defence_share(mind, s)
    return share > 0 and mix(mind, share, rank_in_range(mind, s, board))


def overcalls(mind: Mind, s: Spot, board: BoardTables) -> bool:
    """Calling this overbet would defend more of the range than :data:`OVERBET_CALL_CAP`
    times the minimum defence frequency (the hand lies below that top share)."""
    if mind.profile.defence <= 0 or s.street is Street.PREFLOP or len(s.opponents) != 1:
        return False
    if not _overbet(s):
        return False
    return not mix(mind, OVERBET_CALL_CAP * price_share(s), rank_in_range(mind, s, board))


def price_share(s: Spot) -> float:
    """The minimum defence frequency of the bet faced, ``1 - to_call / pot`` (the pot with
    the bet in it), times :data:`OVERBET_RANGE_SCALE` for an overbet (at most all of it)."""
    mdf = max(1.0 - s.to_call / max(s.pot, 1), 0.0)
    return min(mdf * OVERBET_RANGE_SCALE, 1.0) if _overbet(s) else mdf


def _overbet(s: Spot) -> bool:
    return s.to_call > OVERBET * max(s.pot - s.to_call, 1)


def rank_in_range(mind: Mind, s: Spot, board: BoardTables) -> float:
    """The share of the bot's own range (as the opponent reads it) ranked above the hand
    held: by strength on this board plus :data:`DRAW_RANK` times the draw."""
    tables = preflop_tables(s.short_deck)
    own = estimate_range(s.view.seat, s.record, tables, mind.tendencies(s.view.seat),
                         s.short_deck) * board.valid
    total = float(own.sum())
    if total <= 0:
        return 0.0
    score = board.hs + DRAW_RANK * board.draw
    mine = score[s.hero]
    above = float(own[score > mine].sum()) + 0.5 * float(own[score == mine].sum())
    return above / total
