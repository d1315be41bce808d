"""The expert plays a heads-up river from the solved equilibrium, within its budget, from its
own seeded generator; elsewhere it plays as before."""

from __future__ import annotations

import dataclasses
import time

from engine.bots.bot import Bot
from engine.bots.profiles import profile
from engine.bots.reading import SeatStats
from engine.bots.reading import moves_of
from engine.bots.solver_play import SOLVED_HANDS_DEALT_TO
from engine.bots.solver_play import STREET_MENU
from engine.bots.solver_play import at_the_table
from engine.bots.solver_play import decide_solver
from engine.bots.solver_play import fitted_menu
from engine.bots.solver_play import menu_line
from engine.bots.solver_play import seen_folds
from engine.bots.solver_play import street_spot
from engine.bots.spot import Spot
from engine.bots.spot import make_spot
from engine.rules.actions import Action
from engine.rules.hand import HandState
from engine.rules.player import Player
from engine.rules.view import PlayerView
from engine.solver.tree import build_tree
from tests.engine.teaching.coach.test_coach import NL
from tests.engine.teaching.coach.test_coach import Script
from tests.engine.teaching.coach.test_coach import deck_for
from tests.engine.teaching.coach.test_coach import run_until


def river_view() -> PlayerView:
    """The button (seat 1, the expert) on the river after a raised pot checked down, facing
    a bet of 15 into 20 (three quarters of the pot: on the menu)."""
    hand = HandState(NL, [300, 300], [0, 1], deck_for(["9s9d", "AhKh"], "Qh7h2d5s8c"))
    players: dict[int, Player] = {1: Script([Action.bet_or_raise(10), Action.check(),
                                             Action.check()]),
                                  0: Script([Action.call(), Action.check(), Action.check(),
                                             Action.bet_or_raise(15)])}
    return run_until(hand, players, 1, 3)


def spot_of(view: PlayerView) -> Spot:
    record = moves_of(view.history)
    assert record is not None and view.legal is not None
    return make_spot(view, view.legal, record)


def test_the_expert_answers_a_river_bet_from_the_equilibrium_within_its_budget() -> None:
    view = river_view()
    expert = at_the_table(Bot("expert", seed=5, strict=True))
    assert isinstance(expert, Bot) and expert.profile.solver_seconds > 0
    found = street_spot(view, expert.tendencies)
    assert found is not None and found.line == ("bet 15",) and found.player == 1
    # The thread's own CPU time: on a machine busy with other work the wall clock also counts
    # the time the thread waited for a core, which no budget of the bot's can shorten.
    started = time.thread_time()
    thought = expert.think(view)
    seconds = time.thread_time() - started
    assert seconds < expert.profile.solver_seconds + 2.0  # the budget, and the reading
    menu = build_tree(found.spot.tree_spec()).find(found.line).actions
    kinds = {a.kind for a in menu}
    assert thought.action.kind.value in {"fold", "call", "raise"} and "call" in kinds
    again = Bot(expert.profile, seed=5, strict=True).think(river_view())
    assert again.action == thought.action  # seeded: the same draw from the same mix


def test_no_solve_away_from_the_table_nor_below_the_expert_and_the_turn_one_street_deep(
) -> None:
    view = river_view()
    expert = Bot(dataclasses.replace(profile("expert"), solver_seconds=1.5), seed=5)
    plain = Bot("expert", seed=5)  # the arena's and the tests' expert keeps its pace
    solid = at_the_table(Bot("solid", seed=5))
    assert isinstance(solid, Bot) and solid.profile.solver_seconds == 0
    assert decide_solver(plain, spot_of(view)) is None
    turn = run_until(HandState(NL, [300, 300], [0, 1],
                               deck_for(["9s9d", "AhKh"], "Qh7h2d5s8c")),
                     {1: Script([Action.bet_or_raise(10), Action.check()]),
                      0: Script([Action.call(), Action.check(), Action.check()])}, 1, 2)
    found = street_spot(turn, expert.tendencies, one_street=True)
    assert found is not None and found.spot.one_street and found.spot.streets == 1
    assert found.spot.menu == STREET_MENU
    assert street_spot(turn, expert.tendencies) is not None  # the coach's: to the river
    assert decide_solver(plain, spot_of(turn)) is None
    assert decide_solver(expert, spot_of(turn)) is not None  # played from its solve


def half_pot_river_view() -> PlayerView:
    """As :func:`river_view`, but the bet faced is 10 into 20: half the pot, off the menu."""
    hand = HandState(NL, [300, 300], [0, 1], deck_for(["9s9d", "AhKh"], "Qh7h2d5s8c"))
    players: dict[int, Player] = {1: Script([Action.bet_or_raise(10), Action.check(),
                                             Action.check()]),
                                  0: Script([Action.call(), Action.check(), Action.check(),
                                             Action.bet_or_raise(10)])}
    return run_until(hand, players, 1, 3)


def test_a_bet_off_the_menu_is_solved_with_its_own_size_in_place_of_the_nearest() -> None:
    view = half_pot_river_view()
    expert = at_the_table(Bot("expert", seed=5, strict=True))
    found = street_spot(view, expert.tendencies)
    assert found is not None and not found.exact and found.moves == (("bet", 10),)
    menu = fitted_menu(found.spot, found.moves)
    assert menu.bets == (0.5, 0.75, 1.5)  # half the pot took the third's place
    fitted = dataclasses.replace(found.spot, menu=menu)
    assert menu_line(fitted, list(found.moves)) == (("bet 10",), True)
    assert len(build_tree(fitted.tree_spec()).action_nodes) == len(
        build_tree(found.spot.tree_spec()).action_nodes)
    assert decide_solver(expert, spot_of(view)) is not None  # played from the solve


def test_the_folds_a_solve_locks_are_the_least_the_bot_is_sure_of_never_the_prior() -> None:
    bot = Bot("expert", seed=1)
    assert seen_folds(bot, 3) == (0.0, 0.0)  # nothing counted: the population's habits
    bot.stats[3] = SeatStats(hands=200, faced_bet=100, folded_to_bet=48, faced_raise=9,
                             folded_to_raise=9)
    to_bet, to_raise = seen_folds(bot, 3)
    assert 0.38 < to_bet < 0.42  # 48 % seen: surely 40 %
    assert 0.7 < to_raise < 0.8  # nine of nine: surely three quarters
    casual = Bot("casual", seed=1)  # learns nothing: locks nothing
    casual.stats[3] = bot.stats[3]
    assert seen_folds(casual, 3) == (0.0, 0.0)


def test_a_pot_that_came_down_to_two_of_three_is_played_by_the_heuristic() -> None:
    """Only a hand dealt to two is solved (``SOLVED_HANDS_DEALT_TO``): at 6-max the solved
    pots cost the expert against the solid player. The coach still reads such a spot."""
    hand = HandState(NL, [300, 300, 300], [0, 1, 2],
                     deck_for(["4c3d", "9s9d", "AhKh"], "Qh7h2d5s8c"))
    players: dict[int, Player] = {2: Script([Action.bet_or_raise(10), Action.check(),
                                             Action.check()]),
                                  0: Script([Action.fold()]),
                                  1: Script([Action.call(), Action.check(), Action.check(),
                                             Action.bet_or_raise(15)])}
    view = run_until(hand, players, 2, 3)
    assert len(view.seats) == 3 and sum(not f for f in view.folded) == 2
    assert SOLVED_HANDS_DEALT_TO == 2
    expert = at_the_table(Bot("expert", seed=5, strict=True))
    assert street_spot(view, expert.tendencies) is not None  # the Solver tab reads it
    assert decide_solver(expert, spot_of(view)) is None
    assert decide_solver(expert, spot_of(river_view())) is not None  # the same, dealt to two
