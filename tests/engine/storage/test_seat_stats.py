"""The seats' statistics (engine/storage/seat_stats.py): the per-hand counts, stored through
the schema step, add up to each opponent's VPIP, PFR, 3-bet, AF, WTSD and W$SD."""

from __future__ import annotations

import sqlite3

from engine.rules.actions import Action
from engine.rules.config import HandConfig
from engine.rules.events import ActionTaken
from engine.rules.hand import HandState
from engine.storage.hands import seat_results
from engine.storage.seat_stats import figures_of
from engine.storage.seat_stats import seat_figures
from engine.storage.store import Store
from tests.helpers.storage import play_into


def test_a_three_bet_is_a_re_raise_of_one_raise_and_only_those_facing_one_had_the_chance(
        ) -> None:
    hand = HandState(HandConfig(small_blind=1, big_blind=2), [200] * 4, [0, 1, 2, 3])
    moves = [Action.bet_or_raise(6), Action.call(), Action.bet_or_raise(20), Action.fold(),
             Action.fold(), Action.fold()]
    for move in moves:
        hand.act(move)
    taken = [e for e in hand.events if isinstance(e, ActionTaken)]
    opener, caller, three_better, facing_two = (e.seat for e in taken[:4])
    results = {r.seat: r for r in seat_results(hand, {})}
    assert not results[opener].three_bet_chance  # the opener made the one raise
    assert results[caller].three_bet_chance and not results[caller].three_bet
    assert results[three_better].three_bet_chance and results[three_better].three_bet
    assert not results[facing_two].three_bet_chance  # facing a 3-bet is a 4-bet's chance
    assert not any(r.saw_flop for r in results.values())  # nobody saw a flop


def test_the_figures_add_up_the_stored_hands_of_each_computer_player(store: Store) -> None:
    play_into(store, "one", 30, seed=5, players=6, opponents="mixed")
    play_into(store, "two", 20, seed=6, players=6, opponents="mixed")
    records = store.hands()
    names = sorted({p.name for r in records for p in r.players if p.seat != r.person_seat})
    figures = seat_figures(store, names)
    assert set(figures) == set(names)
    for name in names:
        mine = [p for r in records for p in r.players if p.name == name
                and p.seat != r.person_seat]
        got = figures[name]
        assert got.hands == len(mine)
        assert got.vpip == sum(p.vpip for p in mine) / len(mine)
        assert got.pfr == sum(p.pfr for p in mine) / len(mine)
        chances = sum(p.three_bet_chance for p in mine)
        assert got.three_bet == (sum(p.three_bet for p in mine) / chances if chances else None)
        flops = sum(p.saw_flop for p in mine)
        assert got.wtsd == (sum(p.showdown for p in mine if p.saw_flop) / flops
                            if flops else None)
    assert any(f.three_bet for f in figures.values())  # the mixed players do re-raise
    assert "You" not in seat_figures(store, ["You"])  # the person is no opponent


def test_hands_stored_before_the_step_count_for_vpip_but_not_for_the_new_figures(
        store: Store) -> None:
    play_into(store, "old", 10, seed=7, players=4, opponents="call")
    assert store.path is not None
    with sqlite3.connect(store.path) as db:  # as a database from before the schema step
        db.execute("UPDATE hand_players SET saw_flop = NULL, three_bet_chance = NULL, "
                   "three_bet = NULL")
    figures = seat_figures(store, ["Ada"])["Ada"]
    assert figures.hands >= 10 and figures.vpip > 0
    assert figures.three_bet is None and figures.wtsd is None
    assert figures_of((0,) * 11).hands == 0
