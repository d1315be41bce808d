"""The expert keeps the minimum defence frequency of its range against a bet heads-up after
the flop, owes no defence to a player who hardly ever bets, and calls an overbet with no more
of its range than the price asks.

The spot: heads-up at 100 big blinds the expert (the button) opens to three big blinds, the
big blind calls and bets the pot on a dry king-high flop. Folding nines there (a hand in the
upper half of a button opening range on this board) hands any bluff the pot; the heuristic
alone folds them.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.bots import Bot
from engine.bots.board_tables import board_tables
from engine.bots.defence import DEFEND_FROM_AGGRESSION
from engine.bots.defence import OVERBET_RANGE_SCALE
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


def facing_flop_pot_bet(hole: str) -> PlayerView:
    """The expert (seat 1, the button) holding ``hole`` faces a pot-sized flop bet."""
    hand = HandState(NL, [200, 200], [0, 1], deck_for(["7c2d", hole], BOARD))
    players = {0: Script([Action.call(), Action.bet_or_raise(12)]),
               1: Script([Action.bet_or_raise(6)])}
    return run_until(hand, players, 1, 1)


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


@pytest.mark.parametrize("hole", ["9h9c", "6h6c"])
def test_the_expert_calls_with_a_pair_the_heuristic_alone_folds(hole: str) -> None:
    view = facing_flop_pot_bet(hole)
    plain = Bot(dataclasses.replace(profile("expert"), defence=0.0), seed=3, strict=True)
    expert = Bot("expert", seed=3, strict=True)
    assert plain.decide(view).kind is ActionKind.FOLD
    assert expert.decide(view).kind is ActionKind.CALL
    assert Bot("expert", seed=3, strict=True).decide(view) == expert.decide(view)


def test_air_still_folds() -> None:
    assert Bot("expert", seed=3, strict=True).decide(
        facing_flop_pot_bet("JsTs")).kind is ActionKind.FOLD


def test_the_share_is_the_minimum_defence_scaled_by_the_bettors_aggression() -> None:
    s = spot_of(facing_flop_pot_bet("9h9c"))
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


def test_no_defence_without_a_bet_to_face() -> None:
    hand = HandState(NL, [200, 200], [0, 1], deck_for(["7c2d", "9h9c"], BOARD))
    players = {0: Script([Action.call(), Action.check()]), 1: Script([Action.bet_or_raise(6)])}
    s = spot_of(run_until(hand, players, 1, 1))
    assert s.to_call == 0
    assert defence_share(ReadAs(profile("expert"), 0.5), s) == 0.0


def facing_flop_all_in(hole: str) -> PlayerView:
    """As :func:`facing_flop_pot_bet`, but the bet is all-in: 194 into 12, sixteen pots (top
    pair calls it, a king with a weak kicker no longer does)."""
    hand = HandState(NL, [200, 200], [0, 1], deck_for(["7c2d", hole], BOARD))
    players = {0: Script([Action.call(), Action.bet_or_raise(194)]),
               1: Script([Action.bet_or_raise(6)])}
    return run_until(hand, players, 1, 1)


@pytest.mark.parametrize(("hole", "calls"), [("Kc5c", False), ("KhQh", True),
                                              ("8h8c", True)])
def test_against_an_overbet_the_expert_calls_no_wider_than_its_price(hole: str,
                                                                     calls: bool) -> None:
    view = facing_flop_all_in(hole)
    plain = Bot(dataclasses.replace(profile("expert"), defence=0.0), seed=3, strict=True)
    assert plain.decide(view).kind is ActionKind.CALL  # the reader's bluffs pay for it
    s = spot_of(view)
    # The minimum defence, 12 / 206, taken OVERBET_RANGE_SCALE times over.
    share = price_share(s)
    assert share == pytest.approx(OVERBET_RANGE_SCALE * 12 / 206)
    assert (rank_in_range(ReadAs(profile("expert"), 0.5), s, board_tables(s.view.board, False))
            < share) is calls
    assert overcalls(ReadAs(profile("expert"), 0.5), s, board_tables(s.view.board, False)) \
        is not calls
    want = ActionKind.CALL if calls else ActionKind.FOLD
    assert Bot("expert", seed=3, strict=True).decide(view).kind is want
