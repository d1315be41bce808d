"""Between hands: seat draw, the moving button, blind levels, rebuys, table stakes, the end."""

from __future__ import annotations

import pytest

from engine.core.cards import Deck
from engine.core.cards import parse_card
from engine.core.errors import ConfigError
from engine.core.errors import IllegalActionError
from engine.play.players import CallingStation
from engine.rules.config import HandConfig
from engine.rules.table import BlindLevel
from engine.rules.table import GameMode
from engine.rules.table import Table
from engine.rules.table import TableConfig
from engine.rules.view import view_for


def play(table: Table) -> None:
    hand = table.start_hand()
    while not hand.finished:
        seat = hand.actor_seat
        assert seat is not None
        hand.act(CallingStation().decide(view_for(hand, seat)))
    table.finish_hand()


def test_seat_draw_gives_the_button_to_the_highest_card_spades_first() -> None:
    table = Table(TableConfig(), ["a", "b", "c", "d"], seed=11)
    cards = dict(table.draw.cards)
    best = max(cards.values())
    assert table.draw.button == next(s for s, c in cards.items() if c == best)
    # The suit order among equal ranks: spades > hearts > diamonds > clubs.
    assert parse_card("As") > parse_card("Ah") > parse_card("Ad") > parse_card("Ac")


def test_seat_draw_is_reproducible_from_the_seed() -> None:
    assert Table(TableConfig(), ["a", "b", "c"], seed=5).draw == Table(
        TableConfig(), ["a", "b", "c"], seed=5).draw


def test_button_moves_clockwise_to_the_next_player_still_in_the_game() -> None:
    table = Table(TableConfig(starting_stack=500), ["a", None, "b", "c", None, "d"], seed=3)
    buttons = []
    for _ in range(5):
        hand = table.start_hand()
        buttons.append(hand.seats[-1])
        hand.fold() if hand.can_fold() else hand.check()
        while not hand.finished:
            hand.fold() if hand.can_fold() else hand.check()
        table.finish_hand()
    seats = [0, 2, 3, 5]
    start = seats.index(buttons[0])
    assert buttons == [seats[(start + k) % 4] for k in range(5)]


def test_busted_player_is_skipped_and_can_rebuy_between_hands() -> None:
    cfg = TableConfig(starting_stack=100, rebuy_amount=100, max_rebuys=1)
    table = Table(cfg, ["a", "b", "c"], seed=1)
    table.seats[1].stack = 0
    table.seats[1].busted = True
    assert table.players_in_game() == [0, 2]
    assert table.can_rebuy(1)
    table.rebuy(1)
    assert table.seats[1].stack == 100 and table.players_in_game() == [0, 1, 2]
    table.seats[1].busted = True
    assert not table.can_rebuy(1)  # the one rebuy is used
    with pytest.raises(IllegalActionError) as info:
        table.rebuy(1)
    assert info.value.code == "rebuy_not_allowed"


def test_chips_may_be_added_between_hands_only_and_up_to_the_maximum() -> None:
    table = Table(TableConfig(starting_stack=100, max_stack=250), ["a", "b"], seed=1)
    table.add_chips(0, 150)
    assert table.seats[0].stack == 250
    with pytest.raises(IllegalActionError) as info:
        table.add_chips(1, 200)
    assert info.value.code == "above_max_stack"
    table.start_hand()
    with pytest.raises(IllegalActionError) as info:
        table.add_chips(1, 10)
    assert info.value.code == "hand_running"


def test_blinds_rise_after_n_hands_from_the_next_hand_on() -> None:
    levels = (BlindLevel(5, 10), BlindLevel(10, 20, 2), BlindLevel(25, 50, 5))
    table = Table(TableConfig(levels=levels, hands_per_level=2, starting_stack=10_000),
                  ["a", "b", "c"], seed=2)
    seen = []
    for _ in range(5):
        hand = table.start_hand()
        seen.append((hand.config.small_blind, hand.config.big_blind, hand.config.ante))
        while not hand.finished:
            hand.fold() if hand.can_fold() else hand.check()
        table.finish_hand()
    assert seen == [(5, 10, 0), (5, 10, 0), (10, 20, 2), (10, 20, 2), (25, 50, 5)]


def test_blinds_rise_after_n_minutes() -> None:
    levels = (BlindLevel(5, 10), BlindLevel(10, 20))
    table = Table(TableConfig(levels=levels, minutes_per_level=15), ["a", "b"], seed=2)
    hand = table.start_hand()
    hand.fold()
    table.finish_hand(minutes=10)
    assert table.level == levels[0]
    hand = table.start_hand()
    hand.fold() if hand.can_fold() else hand.check()
    while not hand.finished:
        hand.fold() if hand.can_fold() else hand.check()
    table.finish_hand(minutes=6)
    assert table.level == levels[1]


def test_tournament_ends_when_one_player_has_every_chip() -> None:
    table = Table(TableConfig(starting_stack=40, hand=HandConfig(small_blind=10, big_blind=20)),
                  ["a", "b", "c"], seed=9)
    hands = 0
    while not table.is_over():
        play(table)
        hands += 1
        assert table.chip_total() == 120
        assert hands < 500
    alive = [s for s in table.seats.values() if s.stack > 0]
    assert len(alive) == 1 and alive[0].stack == 120
    with pytest.raises(IllegalActionError) as info:
        table.start_hand()
    assert info.value.code == "game_over"


def test_cash_session_ends_after_the_agreed_hands() -> None:
    table = Table(TableConfig(mode=GameMode.CASH, end_after_hands=3, starting_stack=10_000),
                  ["a", "b"], seed=4)
    while not table.is_over():
        play(table)
    assert table.hand_number == 3


def test_same_seed_deals_the_same_cards() -> None:
    def first_holes(seed: int) -> list[list[int]]:
        table = Table(TableConfig(), ["a", "b", "c"], seed=seed)
        return table.start_hand().hole

    assert first_holes(8) == first_holes(8) != first_holes(9)


def test_a_stacked_deck_can_be_given_to_the_table() -> None:
    table = Table(TableConfig(), ["a", "b"], seed=1)
    hand = table.start_hand(deck=Deck.stacked("AsAhKsKh"))
    assert sorted(hand.hole[0] + hand.hole[1]) == sorted(
        [parse_card(c) for c in ("As", "Ah", "Ks", "Kh")])


def test_bad_table_settings_are_refused() -> None:
    with pytest.raises(ConfigError):
        Table(TableConfig(), ["a"])
    with pytest.raises(ConfigError):
        Table(TableConfig(), [f"p{i}" for i in range(11)])
    with pytest.raises(ConfigError):
        TableConfig(starting_stack=0)
    with pytest.raises(ConfigError):
        TableConfig(levels=(BlindLevel(20, 10),))
