"""The gauntlet of exploit strategies: legal, true to their descriptions, and beaten.

Each strategy is checked against its one-line description over seeded hands (the maniac's
raise frequency lies in its band, the all-in player shoves every hand, the nit bets only the
nuts, ...), and a short duplicate match shows the expert beating the maniac. The full
measurements (every level against every strategy, with confidence intervals) are in
``bench/ai_bench.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field

import pytest

from engine.bots.betting import target_for_fraction
from engine.bots.board_tables import board_tables
from engine.bots.gauntlet import GAUNTLET
from engine.evaluation.hand_classes import combo_table
from engine.play.arena import load_player
from engine.play.arena import run_arena
from engine.play.players import BUILTIN_PLAYERS
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.events import ActionTaken
from engine.rules.events import Street
from engine.rules.player import Player
from engine.rules.view import PlayerView


@dataclass
class Recorder:
    """Wraps a player and keeps every view it saw with the action it chose."""

    inner: Player
    seen: list[tuple[PlayerView, Action]] = field(default_factory=list)

    def decide(self, view: PlayerView) -> Action:
        action = self.inner.decide(view)
        self.seen.append((view, action))
        return action


def _watch(name: str, opponents: list[str], hands: int = 80, seed: int = 3,
           variant: str = "nl") -> Recorder:
    """Seat ``name`` (recorded) against ``opponents`` for ``hands`` table hands."""
    recorder = Recorder(BUILTIN_PLAYERS[name](seed=seed))
    players: list[tuple[str, Callable[[int], Player]]] = [(name, lambda _seed: recorder)]
    players += [load_player(o) for o in opponents]
    run_arena(players, hands, seed, variant, starting_stack=200)
    return recorder


def _first_preflop(seen: list[tuple[PlayerView, Action]]) -> list[tuple[PlayerView, Action]]:
    """The first pre-flop decision of every hand."""
    out = []
    for view, action in seen:
        if view.street is Street.PREFLOP and not any(
                isinstance(e, ActionTaken) and e.seat == view.seat for e in view.history):
            out.append((view, action))
    return out


def _has_pair(view: PlayerView) -> bool:
    a, b = (c >> 2 for c in view.hole)
    board = {c >> 2 for c in view.board}
    return a == b or a in board or b in board


@pytest.mark.parametrize("variant", ["nl", "pl", "fl", "short"])
def test_every_gauntlet_strategy_plays_legally(variant: str) -> None:
    """The hand refuses any illegal action, so whole matches finishing is the check."""
    names = list(GAUNTLET)
    for table in (names[:4], names[4:], [*names[::3], "random"]):
        players = [load_player(n) for n in table]
        result = run_arena(players, 12, seed=len(table), variant=variant, starting_stack=80)
        assert sum(s.net for s in result.stats) == 0
        assert all(s.hands == 12 for s in result.stats)


def test_gauntlet_strategies_are_seatable_by_name_and_seeded() -> None:
    for name in GAUNTLET:
        assert name in BUILTIN_PLAYERS
        label, make = load_player(name)
        assert label == name and hasattr(make(1), "decide")
    first = [a for _, a in _watch("maniac", ["random"] * 3, hands=40, seed=9).seen]
    again = [a for _, a in _watch("maniac", ["random"] * 3, hands=40, seed=9).seen]
    assert first == again
    assert first != [a for _, a in _watch("maniac", ["random"] * 3, hands=40, seed=10).seen]


def test_maniac_raises_about_sixty_percent_and_never_folds_a_pair() -> None:
    players = [load_player("maniac"), *[load_player("call")] * 5]
    result = run_arena(players, 300, seed=4, starting_stack=200)
    maniac = result.stats[0]
    pfr = maniac.pfr / maniac.hands
    assert 0.5 <= pfr <= 0.7, pfr
    assert maniac.vpip >= maniac.pfr
    seen = _watch("maniac", ["solid", "call", "random"], hands=150).seen
    folds = [view for view, action in seen if action.kind is ActionKind.FOLD]
    assert folds, "it does fold some hands"
    assert not any(_has_pair(view) for view in folds)
    reraises = sum(1 for view, a in seen if a.kind is ActionKind.RAISE and view.to_call > 0
                   and view.street is Street.PREFLOP)
    faced = sum(1 for view, _ in seen if view.to_call > view.big_blind
                and view.street is Street.PREFLOP)
    assert reraises >= 0.3 * faced


def test_all_in_player_moves_in_with_every_hand() -> None:
    for view, action in _first_preflop(_watch("all_in", ["call", "random"]).seen):
        assert view.legal is not None
        if view.legal.max_raise_to is not None:
            assert action == Action.bet_or_raise(view.legal.max_raise_to)


def test_min_raiser_makes_the_smallest_raise_and_never_folds() -> None:
    seen = _watch("min_raiser", ["call", "random", "solid"]).seen
    for view, action in seen:
        assert view.legal is not None
        assert action.kind is not ActionKind.FOLD
        if view.legal.min_raise_to is not None:
            assert action == Action.bet_or_raise(view.legal.min_raise_to)


def test_pot_bettor_bets_the_pot_on_every_street() -> None:
    seen = _watch("pot_bettor", ["call", "random", "solid"]).seen
    streets = set()
    for view, action in seen:
        assert view.legal is not None
        assert action.kind is not ActionKind.FOLD
        first = not any(isinstance(e, ActionTaken) and e.seat == view.seat
                        and e.street is view.street for e in view.history)
        if first and view.legal.can_raise:
            assert action == Action.bet_or_raise(target_for_fraction(view.legal, 1.0))
            streets.add(view.street)
    assert {Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER} <= streets


def test_check_raiser_checks_every_flop_and_raises_a_bet() -> None:
    seen = _watch("check_raiser", ["pot_bettor", "call"], hands=100).seen
    raised = 0
    for view, action in seen:
        if view.street is not Street.FLOP:
            continue
        assert view.legal is not None
        if view.legal.can_check:
            assert action.kind is ActionKind.CHECK
        mine = [e.action for e in view.history if isinstance(e, ActionTaken)
                and e.seat == view.seat and e.street is Street.FLOP]
        if mine == ["check"] and view.legal.can_raise:
            assert action.kind is ActionKind.RAISE
            raised += 1
    assert raised > 10


def test_limp_reraiser_limps_then_reraises() -> None:
    seen = _watch("limp_reraiser", ["maniac", "call"], hands=100).seen
    reraised = 0
    for view, action in seen:
        if view.street is not Street.PREFLOP:
            continue
        assert view.legal is not None
        mine = [e.action for e in view.history if isinstance(e, ActionTaken)
                and e.seat == view.seat and e.street is Street.PREFLOP]
        facing_raise = view.legal.current_bet + (view.legal.call_amount or 0) > view.big_blind
        if not facing_raise:
            assert action.kind in (ActionKind.CALL, ActionKind.CHECK)
        elif (not mine or mine == ["call"]) and view.legal.can_raise:
            assert action.kind is ActionKind.RAISE
            reraised += 1
    assert reraised > 20


def test_station_only_checks_and_calls() -> None:
    seen = _watch("station", ["maniac", "random"]).seen
    assert {a.kind for _, a in seen} <= {ActionKind.CHECK, ActionKind.CALL}


def test_nut_nit_is_tight_and_bets_only_the_nuts() -> None:
    players = [load_player("nut_nit"), *[load_player("call")] * 5]
    result = run_arena(players, 400, seed=6, starting_stack=200)
    nit = result.stats[0]
    assert nit.vpip / nit.hands < 0.12
    seen = _watch("nut_nit", ["call"] * 3, hands=200).seen
    bets = 0
    for view, action in seen:
        if view.street is Street.PREFLOP or action.kind is not ActionKind.RAISE:
            continue
        tables = board_tables(view.board, view.short_deck)
        combos = combo_table(view.short_deck)
        hero = combos.index(max(view.hole), min(view.hole))
        live = tables.valid & combos.free_of(list(view.hole))
        assert tables.strength[hero] >= tables.strength[live].max()
        bets += 1
    assert bets > 0


def test_expert_beats_the_maniac_in_a_short_duplicate_match() -> None:
    """A bounded smoke check; the bench measures the edge with an interval.

    Heads-up against a maniac the swings are huge: 200 duplicate deals carry a 95 % interval
    of about +-260 bb/100, so one short match can only catch a gross regression (before the
    re-raise reads, the maniac won about 100 bb/100 by re-raising until the expert folded).
    On this seed the expert wins about +150 bb/100.
    """
    result = run_arena([load_player("expert"), load_player("maniac")], 200, seed=23,
                       starting_stack=200, duplicate=True)
    expert = result.stats[0]
    assert expert.net > 0, expert.bb_per_100(2)


def test_three_bettor_reraises_a_third_and_moves_in_over_every_four_bet() -> None:
    """Issue 35: a sound tight-aggressive player that re-raises the pot with about a third of
    its hands and moves all-in over every four-bet with all of them."""
    seen = _watch("three_bettor", ["expert"], hands=600, seed=5).seen
    faced = reraised = answered = 0
    for view, action in seen:
        if view.street is not Street.PREFLOP:
            continue
        legal = view.legal
        assert legal is not None
        mine = [e for e in view.history if isinstance(e, ActionTaken) and e.seat == view.seat
                and e.street is Street.PREFLOP]
        raises = [e for e in view.history if isinstance(e, ActionTaken)
                  and e.street is Street.PREFLOP and e.action in ("bet", "raise")]
        if len(raises) == 1 and not mine:
            faced += 1
            if action.kind is ActionKind.RAISE:
                reraised += 1
                assert action == Action.bet_or_raise(target_for_fraction(legal, 1.0))
        three_bet = [e for e in mine if e.action == "raise"
                     and raises.index(e) == 1] if mine else []
        if three_bet and raises[-1].seat != view.seat:
            answered += 1
            assert action == (Action.bet_or_raise(legal.max_raise_to)
                              if legal.max_raise_to is not None else Action.call())
    assert faced > 100 and 0.25 <= reraised / faced <= 0.42, (reraised, faced)
    assert answered > 5
