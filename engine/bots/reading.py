"""Reading the table: what each player did, how each player tends to play, what each may hold.

Everything here works from the public history of a :class:`~engine.rules.view.PlayerView`, so a bot
knows exactly what a person at the table could know:

* :func:`moves_of` turns a hand's events into :class:`Move` records that carry the context a
  reader needs (the pot and the amount to call before the action, how many raises came
  before, the board at the time);
* :class:`SeatStats` counts each opponent's tendencies over the hands seen (VPIP, PFR,
  three-bets, aggression, folds to bets) and blends them with a population prior, so a few
  hands move the estimate only a little;
* :func:`estimate_range` narrows a player's range action by action: the top of the pre-flop
  order for raises, the middle for calls, and after the flop the upper part of the current
  range (by strength on that board) for bets, plus draws and some bluffs.

Tests: tests/engine/bots/test_bot_reraised.py, tests/engine/bots/test_bots.py,
tests/engine/teaching/coach/test_coach.py
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from engine.bots.board_tables import board_tables
from engine.bots.preflop import PreflopTables
from engine.bots.preflop import top_weights
from engine.rules.events import ActionTaken
from engine.rules.events import BetReturned
from engine.rules.events import BetsCollected
from engine.rules.events import BlindPosted
from engine.rules.events import BoardDealt
from engine.rules.events import HandEvent
from engine.rules.events import HandStarted
from engine.rules.events import Street

__all__ = ["Move", "Population", "SeatStats", "estimate_range", "moves_of"]

F64 = npt.NDArray[np.float64]


@dataclass(frozen=True, slots=True)
class Move:
    """One action with the situation it was taken in.

    :param pot_before: every chip in the middle before the action, this round's bets included.
    :param to_call: what the player had to put in to call (0: checking was free).
    :param raises_before: bets and raises earlier in this round (pre-flop the blinds do not
        count, so an open raise has 0 and a three-bet 1).
    :param players_behind: players not folded who would act after this one in this round.
    :param stack_before: chips behind before the action.
    :param is_big_blind: the player posted the big blind (pre-flop defence is wider).
    """

    seat: int
    street: Street
    action: str
    amount: int
    to: int
    all_in: bool
    pot_before: int
    to_call: int
    top_before: int
    raises_before: int
    players_behind: int
    stack_before: int
    board: tuple[int, ...]
    is_big_blind: bool

    @property
    def size(self) -> float:
        """A bet or raise as a fraction of the pot the player would have after calling."""
        base = self.pot_before + self.to_call
        return (self.to - self.top_before) / base if base > 0 else 1.0


@dataclass(frozen=True, slots=True)
class HandRecord:
    """The moves of one hand, with who was dealt in and the big blind."""

    hand_number: int
    seats: tuple[int, ...]
    big_blind: int
    moves: tuple[Move, ...]


def moves_of(history: Sequence[HandEvent]) -> HandRecord | None:
    """Rebuild the context of every action of one hand's public history."""
    start = next((e for e in history if isinstance(e, HandStarted)), None)
    if start is None:
        return None
    seats = start.seats
    n = len(seats)
    stacks = dict(zip(seats, start.stacks, strict=True))
    bets = dict.fromkeys(seats, 0)
    folded: set[int] = set()
    collected = 0
    top = 0
    raises = 0
    street = Street.PREFLOP
    board: tuple[int, ...] = ()
    big_blind_seat = start.big_blind_seat
    moves: list[Move] = []
    for e in history:
        if isinstance(e, BlindPosted):
            bets[e.seat] += e.amount
            stacks[e.seat] -= e.amount
            top = max(top, bets[e.seat])
        elif isinstance(e, BetsCollected):
            if e.street is Street.PREFLOP and not any(bets.values()) and e.pots:
                # The antes, collected before the blinds.
                for seat, amount in e.amounts:
                    stacks[seat] -= amount
            collected = sum(p.amount for p in e.pots)
            bets = dict.fromkeys(seats, 0)
            top = 0
        elif isinstance(e, BetReturned):
            bets[e.seat] -= e.amount
            stacks[e.seat] += e.amount
        elif isinstance(e, BoardDealt):
            street = e.street
            board = e.board
            raises = 0
            top = 0
        elif isinstance(e, ActionTaken):
            i = seats.index(e.seat)
            order = _round_order(n, street)
            behind = sum(1 for j in order[order.index(i) + 1 :] if seats[j] not in folded)
            moves.append(Move(
                seat=e.seat, street=street, action=e.action, amount=e.amount, to=e.to,
                all_in=e.all_in, pot_before=collected + sum(bets.values()),
                to_call=max(top - bets[e.seat], 0), top_before=top, raises_before=raises,
                players_behind=behind, stack_before=stacks[e.seat], board=board,
                is_big_blind=e.seat == big_blind_seat,
            ))
            stacks[e.seat] -= e.amount
            bets[e.seat] += e.amount
            top = max(top, bets[e.seat])
            if e.action in ("bet", "raise"):
                raises += 1
            elif e.action == "fold":
                folded.add(e.seat)
    return HandRecord(start.hand_number, seats, start.big_blind, tuple(moves))


def _round_order(n: int, street: Street) -> list[int]:
    """Positions in acting order: pre-flop from the left of the big blind, later from 0."""
    if street is Street.PREFLOP:
        first = 1 if n == 2 else 2  # heads-up the button (small blind) acts first pre-flop
        return [(first + k) % n for k in range(n)]
    return list(range(n))


@dataclass(frozen=True, slots=True)
class Population:
    """What a player is assumed to do before any hand has been seen, and how firmly.

    :param weight: hands' worth of confidence in the prior: observed counts overrule it
        gradually, never in one hand.
    """

    vpip: float = 0.27
    pfr: float = 0.17
    three_bet: float = 0.07
    fold_to_three_bet: float = 0.5
    four_bet: float = 0.13
    four_bet_after_open: float = 0.13
    fold_to_four_bet: float = 0.5
    five_bet: float = 0.25
    aggression: float = 0.33
    fold_to_bet: float = 0.45
    fold_to_raise: float = 0.45
    weight: float = 15.0


@dataclass
class SeatStats:
    """Counts of one player's actions over the hands a bot has seen."""

    hands: int = 0
    vpip: int = 0
    pfr: int = 0
    three_bet: int = 0
    three_bet_chances: int = 0
    fold_to_three_bet: int = 0
    faced_three_bet: int = 0
    four_bet: int = 0  # re-raises when facing two raises or more
    four_bet_chances: int = 0
    answered_three_bet: int = 0  # it opened and faced exactly one re-raise
    four_bet_after_open: int = 0  # ... and re-raised it
    faced_four_bet: int = 0  # it re-raised and was re-raised again
    folded_to_four_bet: int = 0
    five_bet: int = 0  # ... and re-raised once more
    aggressive: int = 0  # post-flop bets and raises
    passive: int = 0  # post-flop checks and calls
    faced_bet: int = 0
    folded_to_bet: int = 0
    faced_raise: int = 0  # raised after it bet or raised on the same street
    folded_to_raise: int = 0

    def add_hand(self, seat: int, record: HandRecord) -> None:
        """Count one hand's moves of ``seat``."""
        self.hands += 1
        voluntary = raised = False
        opened = reraised = False
        aggressor: Street | None = None  # the street it last bet or raised on
        for m in record.moves:
            if m.seat != seat:
                continue
            if m.street is Street.PREFLOP:
                if m.action in ("call", "bet", "raise"):
                    voluntary = True
                if m.action in ("bet", "raise"):
                    raised = True
                if m.raises_before == 1 and not opened:
                    self.three_bet_chances += 1
                    if m.action == "raise":
                        self.three_bet += 1
                if m.raises_before >= 2:
                    self.four_bet_chances += 1
                    if m.action == "raise":
                        self.four_bet += 1
                if m.raises_before >= 2 and opened:
                    self.faced_three_bet += 1
                    if m.action == "fold":
                        self.fold_to_three_bet += 1
                if m.raises_before == 2 and opened:
                    self.answered_three_bet += 1
                    self.four_bet_after_open += m.action == "raise"
                if m.raises_before >= 2 and reraised:
                    self.faced_four_bet += 1
                    if m.action == "fold":
                        self.folded_to_four_bet += 1
                    elif m.action == "raise":
                        self.five_bet += 1
                if m.action == "raise" and m.raises_before == 0:
                    opened = True
                elif m.action == "raise":
                    reraised = True
            else:
                if m.action in ("bet", "raise"):
                    self.aggressive += 1
                elif m.action in ("check", "call"):
                    self.passive += 1
                if m.to_call > 0:
                    self.faced_bet += 1
                    if m.action == "fold":
                        self.folded_to_bet += 1
                    if aggressor is m.street:
                        self.faced_raise += 1
                        self.folded_to_raise += m.action == "fold"
                if m.action in ("bet", "raise"):
                    aggressor = m.street
        self.vpip += voluntary
        self.pfr += raised

    def estimates(self, prior: Population) -> Tendencies:
        """Frequencies blended with the prior (each count against its own opportunities)."""
        k = prior.weight

        def blend(count: int, chances: int, base: float, scale: float = 1.0) -> float:
            return (count + base * k * scale) / (chances + k * scale)

        return Tendencies(
            hands=self.hands,
            vpip=blend(self.vpip, self.hands, prior.vpip),
            pfr=blend(self.pfr, self.hands, prior.pfr),
            three_bet=blend(self.three_bet, self.three_bet_chances, prior.three_bet, 0.5),
            fold_to_three_bet=blend(self.fold_to_three_bet, self.faced_three_bet,
                                    prior.fold_to_three_bet, 0.4),
            four_bet=blend(self.four_bet, self.four_bet_chances, prior.four_bet, 0.4),
            four_bet_after_open=blend(self.four_bet_after_open, self.answered_three_bet,
                                      prior.four_bet_after_open, 0.4),
            fold_to_four_bet=blend(self.folded_to_four_bet, self.faced_four_bet,
                                   prior.fold_to_four_bet, 0.4),
            five_bet=blend(self.five_bet, self.faced_four_bet, prior.five_bet, 0.4),
            aggression=blend(self.aggressive, self.aggressive + self.passive, prior.aggression),
            fold_to_bet=blend(self.folded_to_bet, self.faced_bet, prior.fold_to_bet, 0.7),
            fold_to_raise=blend(self.folded_to_raise, self.faced_raise, prior.fold_to_raise,
                                0.7),
        )


@dataclass(frozen=True, slots=True)
class Tendencies:
    """A player's estimated frequencies (fractions of their opportunities)."""

    hands: int
    vpip: float
    pfr: float
    three_bet: float
    fold_to_three_bet: float
    four_bet: float
    aggression: float
    fold_to_bet: float
    #: Answers to re-raises: how often an opener re-raises a three-bet, and how often a
    #: player who re-raised folds to, or re-raises, one more raise (issue 35).
    four_bet_after_open: float = 0.13
    fold_to_four_bet: float = 0.5
    five_bet: float = 0.25
    #: After the flop: how often a player who bet or raised folds when raised.
    fold_to_raise: float = 0.45

    @property
    def reraise_width(self) -> float:
        """Share of all hands the player re-raises a re-raise with: how often it does so
        times how wide it plays (the population's ``0.13 * 0.27`` is the top 3.5 %, the
        textbook four-bet range; a maniac's is many times wider)."""
        return float(np.clip(self.four_bet * self.vpip, RERAISE_WIDTH_MIN, RERAISE_WIDTH_MAX))


#: Bounds of :attr:`Tendencies.reraise_width`.
RERAISE_WIDTH_MIN = 0.01
RERAISE_WIDTH_MAX = 0.6
#: A player who flat-calls a three-bet or more calls with ``FLAT_SHARE`` of its raising
#: frequency, within these bounds.
FLAT_SHARE = 0.6
FLAT_MIN = 0.03
FLAT_MAX = 0.45
#: Post-flop bluffs: a player of the population's aggression bets this floor of its range
#: with anything (raises ``RAISE_BLUFF_FLOOR``); more aggressive players' floors grow with
#: their aggression (relative to the population's) to the power ``BLUFF_GROWTH``.
BET_BLUFF_FLOOR = 0.12
RAISE_BLUFF_FLOOR = 0.05
BLUFF_GROWTH = 2.3
BLUFF_FLOOR_MAX = 0.75


def open_width(pfr: float, behind: int, players: int) -> float:
    """How wide a player opens with ``behind`` players still to act: their overall raise
    frequency scaled up in late position and down in early position."""
    if players == 2:
        factor = 2.6
    else:
        factor = {0: 1.0, 1: 2.2, 2: 1.9, 3: 1.35, 4: 1.0, 5: 0.85}.get(behind, 0.7)
    return float(np.clip(pfr * factor, 0.02, 0.95))


def shove_width(stack_bb: float) -> float:
    """How wide a short stack moves all-in first: wider the shorter it is."""
    return float(np.clip(3.5 / max(stack_bb, 1.0), 0.04, 0.7))


def _rank_mass(weights: F64, score: F64) -> F64:
    """Per combination, the share of the range's weight that scores higher (ties half)."""
    total = float(weights.sum())
    if total <= 0.0:
        return np.zeros_like(score)
    order = np.argsort(-score, kind="stable")
    sorted_w = weights[order]
    above = np.cumsum(sorted_w) - sorted_w
    mass = np.empty_like(score)
    mass[order] = (above + sorted_w / 2) / total
    return mass


def top_of_range(weights: F64, score: F64, fraction: float, softness: float = 0.08) -> F64:
    """Probability of each combination being in the top ``fraction`` of the range by score."""
    fraction = float(np.clip(fraction, 0.0, 1.0))
    return top_weights(_rank_mass(weights, score), fraction, softness)


def preflop_likelihood(
    move: Move, tables: PreflopTables, t: Tendencies, players: int, big_blind: int
) -> F64:
    """How likely each combination is to take ``move`` pre-flop (up to a constant)."""
    pct = tables.combo_percentile
    top = tables.top
    stack_bb = (move.stack_before + move.top_before - move.to_call) / max(big_blind, 1)
    if move.action in ("bet", "raise"):
        if move.all_in and stack_bb < 25:
            width = shove_width(stack_bb) * (1.0 if move.raises_before == 0 else 0.6)
            return top(width, 0.04)
        if move.raises_before == 0:
            return top(open_width(t.pfr, move.players_behind, players), 0.05)
        if move.raises_before == 1:
            width = float(np.clip(t.three_bet * 1.2, 0.02, 0.4))
            # Three-bets are polarised: the top, and a few suited wheel aces as bluffs.
            polar: F64 = np.maximum(top(width, 0.02), 0.06 * (pct < 0.3))
            return polar
        return top(t.reraise_width / (move.raises_before - 1), 0.01)
    if move.action == "call":
        if move.raises_before == 0:  # a limp, or the small blind completing
            return top(t.vpip, 0.06) * (1.0 - 0.75 * top(t.pfr * 0.8, 0.03))
        if move.all_in and stack_bb < 25:
            return top(shove_width(stack_bb) * 0.7, 0.04)
        if move.raises_before == 1:
            width = t.vpip * (0.85 if move.is_big_blind else 0.5)
            return top(width, 0.06) * (1.0 - 0.7 * top(t.three_bet * 1.2, 0.02))
        flat = float(np.clip(FLAT_SHARE * t.pfr, FLAT_MIN, FLAT_MAX))
        return top(flat, 0.03) * (1.0 - 0.6 * top(0.025, 0.01))
    if move.action == "check":  # the big blind's option
        return 1.0 - 0.85 * top(t.pfr * 0.6, 0.03)
    return np.ones_like(pct)


def postflop_likelihood(move: Move, weights: F64, t: Tendencies, short_deck: bool) -> F64:
    """How likely each combination is to take ``move`` after the flop, given the current
    range: value from the top of it, draws, and a floor of bluffs that grows with the
    player's aggression."""
    tables = board_tables(move.board, short_deck)
    return _postflop(move, weights, t, tables.hs, tables.draw) * tables.valid


def _postflop(move: Move, weights: F64, t: Tendencies, hs: F64, draw: F64) -> F64:
    aggression = float(np.clip(t.aggression, 0.02, 0.95))
    agg_scale = aggression / 0.33
    if move.action in ("bet", "raise"):
        raise_ = move.to_call > 0
        width = aggression * (0.32 if raise_ else 0.75) * (1.15 - 0.15 * min(move.size, 2.0))
        value = top_of_range(weights, hs, width)
        semi = np.clip(draw * 2.5, 0.0, 1.0) * min(0.45 * agg_scale, 1.0) * (0.5 if raise_ else 1)
        growth = agg_scale ** BLUFF_GROWTH if agg_scale > 1.0 else agg_scale
        floor = min((RAISE_BLUFF_FLOOR if raise_ else BET_BLUFF_FLOOR) * growth, BLUFF_FLOOR_MAX)
        return np.maximum(np.maximum(value, semi), floor)
    if move.action == "call":
        keep = (1.0 - t.fold_to_bet) * 1.6 / (1.0 + min(move.size, 3.0))
        value = top_of_range(weights, hs, float(np.clip(keep, 0.05, 1.0)))
        draws = np.clip(draw * 3.0, 0.0, 1.0)
        monsters = top_of_range(weights, hs, aggression * 0.2)
        return np.maximum(value, draws) * (1.0 - 0.4 * monsters) + 0.02
    if move.action == "check":
        return 1.0 - 0.7 * top_of_range(weights, hs, aggression * 0.6)
    return np.ones_like(hs)


def estimate_range(
    seat: int,
    record: HandRecord,
    tables: PreflopTables,
    tendencies: Tendencies,
    short_deck: bool,
    until: int | None = None,
) -> F64:
    """Weights over every combination for what ``seat`` may hold after its moves.

    :param until: only the first ``until`` moves of the hand are read (all by default).
    """
    weights = np.ones(tables.combos.size)
    players = len(record.seats)
    for move in record.moves[:until]:
        if move.seat != seat or move.action == "fold":
            continue
        if move.street is Street.PREFLOP:
            likelihood = preflop_likelihood(move, tables, tendencies, players,
                                            record.big_blind)
        else:
            likelihood = postflop_likelihood(move, weights, tendencies, short_deck)
        updated = weights * likelihood
        if updated.sum() > 1e-3:  # never read a player out of every hand
            weights = updated
    return weights
