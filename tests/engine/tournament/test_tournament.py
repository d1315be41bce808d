"""Whole tournaments of computer players: balance, chips, payouts, places, saving."""

from __future__ import annotations

import itertools
import json

import pytest

from engine.core.errors import ConfigError
from engine.rules.table import BlindLevel
from engine.tournament.structure import Structure
from engine.tournament.tournament import Tournament
from engine.tournament.tournament_events import Busted
from engine.tournament.tournament_events import ColourUp
from engine.tournament.tournament_events import Rebuy
from engine.tournament.tournament_events import TableBroken

FAST = Structure(starting_stack=2000, hands_per_level=4, buy_in=10)


def play_checked(t: Tournament) -> None:
    """Play to the end, checking after every hand what must always hold."""
    while not t.finished:
        tables_before = set(t.floor)
        t.play_round()
        sizes = [len(s) for s in t.floor.values()]
        assert max(sizes) - min(sizes) <= 1, f"round {t.round}: tables {sizes}"
        players = len(t.players_left())
        # A table is broken as soon as the rest fit at one table fewer, highest number first.
        assert len(t.floor) == -(-players // t.table_size)
        broken = tables_before - set(t.floor)
        if broken:
            assert min(broken) > max(t.floor)
        assert sum(t.stacks().values()) == t.chips_bought() + t.colour_up_change


def test_multi_table_balances_conserves_chips_and_pays_the_table() -> None:
    t = Tournament(150, table_size=6, structure=FAST, seed=11)
    play_checked(t)
    results = t.results()
    assert len(results) == 150 and results[0].place == 1
    prizes = t.prizes()
    paid = {f.place: f.prize for f in results if f.prize}
    assert sum(f.prize for f in results) == t.prize_pool == 1500
    ties = [e for e in t.events if isinstance(e, Busted) and e.tied]
    tied_places = {e.place for e in ties}
    for place, prize in paid.items():
        if place not in tied_places:
            assert prize == prizes[place - 1]
    assert any(isinstance(e, TableBroken) for e in t.events)
    colour = [e for e in t.events if isinstance(e, ColourUp)]
    assert colour and t.colour_up_change == sum(e.change for e in colour)


def test_same_hand_busts_rank_by_starting_stack() -> None:
    t = Tournament(9, table_size=9, structure=FAST, seed=2)
    t._settle_busts([(0, 500, 1), (1, 2500, 1), (2, 500, 1)])
    places = {f.player: f.place for f in t.finishes}
    assert places == {1: 7, 0: 8, 2: 8}
    assert [f.prize for f in t.finishes] == [0, 0, 0]  # the larger stack higher; equal stacks tie


def test_hand_for_hand_busts_at_different_tables_tie_and_share() -> None:
    t = Tournament(12, table_size=6, structure=FAST, seed=2)
    t.hand_for_hand = True
    t._settle_busts([(0, 500, 1), (7, 900, 2)])
    assert {f.place for f in t.finishes} == {11}


def test_saved_tournament_continues_exactly() -> None:
    whole = Tournament(40, table_size=9, structure=FAST, seed=8)
    whole.play()
    part = Tournament(40, table_size=9, structure=FAST, seed=8)
    part.play(max_rounds=37)
    text = json.dumps(part.to_json())
    resumed = Tournament.from_json(json.loads(text))
    resumed.play()
    assert resumed.results() == whole.results()
    assert resumed.hands_dealt == whole.hands_dealt and resumed.events == whole.events


def test_rebuys_and_add_ons_grow_pool_and_chips() -> None:
    s = Structure(starting_stack=1000, hands_per_level=3, buy_in=10, rebuy_levels=3,
                  rebuy_chips=1000, addon_chips=1500)
    t = Tournament(18, table_size=9, structure=s, seed=4)
    play_checked(t)
    rebuys = sum(isinstance(e, Rebuy) for e in t.events)
    assert rebuys > 0
    assert t.prize_pool == 10 * (18 + rebuys + sum(e.addon for e in t.entrants))
    assert sum(f.prize for f in t.finishes) == t.prize_pool


def test_big_blind_ante_and_heads_up_sit_and_go() -> None:
    levels = (BlindLevel(10, 20, 20), BlindLevel(20, 40, 40), BlindLevel(50, 100, 100))
    t = Tournament(2, table_size=2, seed=1, structure=Structure(
        starting_stack=500, levels=levels, hands_per_level=5, big_blind_ante=True,
        chip_values=(10, 100)))
    bbs = []
    while not t.finished:
        t.play_round()
        bbs.append(t.last_big_blind[1])
    assert all(a != b for a, b in itertools.pairwise(bbs))  # BB alternates heads-up
    assert sum(f.prize for f in t.results()) == t.prize_pool


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ConfigError):
        Tournament(1)
    with pytest.raises(ConfigError):
        Tournament(20, table_size=11)
    with pytest.raises(ConfigError):
        Tournament.from_json({"format": 99})


def test_levels_by_time_and_breaks_on_the_clock() -> None:
    s = Structure(starting_stack=3000, minutes_per_level=10.0, break_every=2, buy_in=1)
    t = Tournament(12, table_size=6, structure=s, seed=9)
    t.play(max_rounds=11)  # two minutes a hand: a level every five rounds
    assert t.level == 2 and t.minutes == pytest.approx(22.0 + s.break_minutes)


def test_command_prints_one_line_per_place(capsys: pytest.CaptureFixture[str]) -> None:
    from engine.tournament.__main__ import main

    assert main(["--players", "25", "--table-size", "6", "--seed", "4",
                 "--starting-stack", "2000", "--hands-per-level", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    places = [int(line.split()[0]) for line in lines[:25]]
    assert places == sorted(places) and places[0] == 1 and len(places) == 25
    assert "chips in play 50000, bought 50000" in "\n".join(lines)


def test_bot_levels_can_play_a_sit_and_go() -> None:
    from engine.bots import make_bot

    t = Tournament(4, table_size=4, structure=FAST, seed=6,
                   make_player=lambda seed: make_bot("solid", seed))
    t.play(max_rounds=4)
    assert t.hands_dealt == 4
    assert sum(t.stacks().values()) == t.chips_bought() + t.colour_up_change
