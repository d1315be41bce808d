"""Minimum defence on the river: the expert does not fold more of its range to a bet than the
bet's price allows a bluff to profit from, nor call an overbet with more of it.

A bet of ``B`` into a pot of ``P`` wins at once with any two cards when the player facing it
folds more than ``B / (P + B)`` of the time; defending at least ``P / (P + B)`` of the range
(the *minimum defence frequency*) takes that profit away. The heuristic's call or fold weighs
the hand's equity against the range the reader gives the bettor, and that reading assumes the
population's bets, mostly value: a player who bets whatever the fold equity pays for (the
local best response of ``bench/lbr_bench.py``) meets an over-folding expert.

:func:`defends` says whether the hand held belongs to the part of the bot's own range that
must continue: the range as the opponent reads it (:func:`~engine.bots.reading.estimate_range`
with the population's habits, the only view of the bot the opponent has), ranked by its
strength at showdown, the top ``1 - to_call / pot`` of it (with a seeded random mix at the
edge). Such a hand calls instead of folding. :func:`overcalls` is the other side: an overbet
is called with no more of the range than its price asks, as the reader counts an aggressive
player's bluffs generously and its sizes stop at twice the pot.

**River only.** On the flop and the turn the same rule (with the draws ranked in) was measured
against the local best response and made the expert *more* exploitable (docs/solver.md): a
flop defended by the price leaves a range that the next street's all-in pushes off or calls
too wide, and LBR moved in on the turn four times as often. On the river no later bet
follows the call. A player who rarely bets (the ``nut_nit`` of the gauntlet bets the nuts
only) is not owed the defence: it is scaled down with the bettor's read aggression from the
population's (full) to :data:`DEFEND_FROM_AGGRESSION` (none). At the table the expert's
heads-up rivers are solved (:mod:`engine.bots.solver_play`); this is the heuristic's river
(the arena, the gauntlet, a solve that fell short).

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
    "OVERBET",
    "defence_share",
    "defends",
    "overcalls",
    "price_share",
    "rank_in_range",
]

#: A bettor read as betting this rarely (its post-flop aggression) is owed no defence; the
#: share grows linearly to the full minimum defence at the population's aggression.
DEFEND_FROM_AGGRESSION = 0.2
#: A bet of more than this many pots is an overbet, called with no more of the range than
#: the minimum defence.
OVERBET = 1.5


def _applies(mind: Mind, s: Spot) -> bool:
    return (mind.profile.defence > 0 and s.to_call > 0 and s.street is Street.RIVER
            and len(s.opponents) == 1)


def price_share(s: Spot) -> float:
    """The minimum defence frequency of the bet faced: ``1 - to_call / pot`` (the pot with
    the bet in it)."""
    return max(1.0 - s.to_call / max(s.pot, 1), 0.0)


def defence_share(mind: Mind, s: Spot) -> float:
    """The top share of its range the bot keeps against the bet it faces: the minimum defence
    frequency times the profile's ``defence`` times the trust in the bettor's bluffs; 0 where
    no defence is owed (no bet, not the river, more than one opponent, no defence)."""
    if not _applies(mind, s):
        return 0.0
    bettor = mind.tendencies(s.seat_of(s.opponents[0]))
    full = mind.population.aggression - DEFEND_FROM_AGGRESSION
    trust = float(np.clip((bettor.aggression - DEFEND_FROM_AGGRESSION) / full, 0.0, 1.0))
    return mind.profile.defence * trust * price_share(s)


def defends(mind: Mind, s: Spot, board: BoardTables) -> bool:
    """The hand held is in the part of the bot's range that must not fold to this bet."""
    share = defence_share(mind, s)
    return share > 0 and mix(mind, share, rank_in_range(mind, s, board))


def overcalls(mind: Mind, s: Spot, board: BoardTables) -> bool:
    """Calling this overbet would defend more of the range than the minimum defence (the
    hand lies below that top share)."""
    if not _applies(mind, s) or s.to_call <= OVERBET * max(s.pot - s.to_call, 1):
        return False
    return not mix(mind, price_share(s), rank_in_range(mind, s, board))


def rank_in_range(mind: Mind, s: Spot, board: BoardTables) -> float:
    """The share of the bot's own range (as the opponent reads it) ranked above the hand
    held, by strength on this board."""
    tables = preflop_tables(s.short_deck)
    own = estimate_range(s.view.seat, s.record, tables, mind.tendencies(s.view.seat),
                         s.short_deck) * board.valid
    total = float(own.sum())
    if total <= 0:
        return 0.0
    mine = board.hs[s.hero]
    above = float(own[board.hs > mine].sum()) + 0.5 * float(own[board.hs == mine].sum())
    return above / total
