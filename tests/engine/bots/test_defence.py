"""On the river the expert keeps the minimum defence frequency of its range against a bet
heads-up, owes no defence to a player who hardly ever bets, and calls an overbet with no more
of its range than the price asks; on the flop and the turn it folds by value alone.

The spot: heads-up at 100 big blinds the expert (the button) opens to three big blinds, the
big blind calls, both check the flop and the turn of a dry king-high board, and the big blind
bets on the river. Folding ace-high there to a pot-sized bet hands any bluff the pot; the
heuristic alone folds it.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.bots import Bot
from engine.bots.board_tables import board_tables
from engine.bots.defence import DEFEND_FROM_AGGRESSION
from engine.bots.defence import defence_share
from engine.bots.defence import defends
from engine.bots.defence import overcalls
from engine.bots.defence import price_share
from engine.bots.defence import rank_in_range
from engine.bots.profiles import BotProfile
from engine.bots.profiles import profile
from engine.bots.reading import Population
from engine.bots.reading import SeatStats
from engine.bots.reading import Tendencies
from engine.bots.reading import moves_of
from engine.bots.spot import MIX_SOFTNESS
from engine.bots.spot import Spot
from engine.bots.spot import make_spot
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.hand import HandState
from engine.rules.view import PlayerView
from tests.engine.teaching.coach.test_coach import NL
from tests.engine.teaching.coach.test_coach import Script
from tests.engine.teaching.coach.test_coach import deck_for
from tests.engine.teaching.coach.test_coach import run_until

BOARD = "Kd8s3c4h2s"


def facing(hole: str, bet: int, street: int = 3) -> PlayerView:
    """The expert (seat 1, the button) holding ``hole`` faces a bet of ``bet`` on ``street``
    (the river by default) after a checked-down board; the pot before it is 12."""
    hand = HandState(NL, [200, 200], [0, 1], deck_for(["7d6d", hole], BOARD))
    bets = [Action.check()] * (street - 1) + [Action.bet_or_raise(bet)]
    players = {0: Script([Action.call(), *bets]),
               1: Script([Action.bet_or_raise(6), Action.check(), Action.check()])}
    return run_until(hand, players, 1, street)


@dataclasses.dataclass
class ReadAs:
    """A mind that reads every opponent with the given post-flop aggression."""

    profile: BotProfile
    aggression: float
    rng: random.Random = dataclasses.field(default_factory=lambda: random.Random(1))
    population: Population = dataclasses.field(default_factory=Population)

    def tendencies(self, seat: int) -> Tendencies:
        read = SeatStats().estimates(self.population)
        return dataclasses.replace(read, aggression=self.aggression)


def spot_of(view: PlayerView) -> Spot:
    record = moves_of(view.history)
    assert record is not None and view.legal is not None
    return make_spot(view, view.legal, record)


def plain(seed: int = 3) -> Bot:
    """The expert without the defence."""
    return Bot(dataclasses.replace(profile("expert"), defence=0.0), seed=seed, strict=True)


@pytest.mark.parametrize("hole", ["AhTd", "As4s"])
def test_the_expert_calls_with_ace_high_the_heuristic_alone_folds(hole: str) -> None:
    view = facing(hole, 12)
    expert = Bot("expert", seed=3, strict=True)
    assert plain().decide(view).kind is ActionKind.FOLD
    assert expert.decide(view).kind is ActionKind.CALL
    assert Bot("expert", seed=3, strict=True).decide(view) == expert.decide(view)


def test_air_still_folds() -> None:
    assert Bot("expert", seed=3, strict=True).decide(facing("QhJh", 12)).kind is ActionKind.FOLD


def test_the_share_is_the_minimum_defence_scaled_by_the_bettors_aggression() -> None:
    s = spot_of(facing("AhTd", 12))
    expert = profile("expert")
    population = Population().aggression
    assert s.to_call == 12 and s.pot == 24  # a pot-sized bet: defend half the range
    assert defence_share(ReadAs(expert, population), s) == pytest.approx(0.5)
    halfway = (population + DEFEND_FROM_AGGRESSION) / 2
    assert defence_share(ReadAs(expert, halfway), s) == pytest.approx(0.25)
    nit = ReadAs(expert, DEFEND_FROM_AGGRESSION - 0.05)
    assert defence_share(nit, s) == 0.0
    assert not defends(nit, s, board_tables(s.view.board, False))
    solid = ReadAs(profile("solid"), population)
    assert defence_share(solid, s) == 0.0  # the solid level folds by value alone


@pytest.mark.parametrize("street", [1, 2])
def test_no_defence_before_the_river(street: int) -> None:
    s = spot_of(facing("AhTd", 12, street))
    assert s.to_call == 12 and int(s.street) == street
    assert defence_share(ReadAs(profile("expert"), 0.5), s) == 0.0


def test_no_defence_without_a_bet_to_face() -> None:
    hand = HandState(NL, [200, 200], [0, 1], deck_for(["7d6d", "AhTd"], BOARD))
    players = {0: Script([Action.call(), Action.check(), Action.check(), Action.check()]),
               1: Script([Action.bet_or_raise(6), Action.check(), Action.check()])}
    s = spot_of(run_until(hand, players, 1, 3))
    assert s.to_call == 0
    assert defence_share(ReadAs(profile("expert"), 0.5), s) == 0.0


@pytest.mark.parametrize("hole", ["9h9c", "Jc8c"])
def test_against_an_overbet_the_expert_calls_no_wider_than_its_price(hole: str) -> None:
    view = facing(hole, 188)  # all-in but six chips: over fifteen pots
    assert plain().decide(view).kind is ActionKind.CALL  # the reader's bluffs pay for it
    s = spot_of(view)
    mind = ReadAs(profile("expert"), 0.5)
    board = board_tables(s.view.board, False)
    assert price_share(s) == pytest.approx(12 / 200)
    # Past the edge's random mix: a sure fold.
    assert rank_in_range(mind, s, board) > price_share(s) + MIX_SOFTNESS / 2
    assert overcalls(mind, s, board)
    assert Bot("expert", seed=3, strict=True).decide(view).kind is ActionKind.FOLD
