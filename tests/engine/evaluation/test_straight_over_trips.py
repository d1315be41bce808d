"""Short deck ranked as GGPoker ranks it (:func:`straight_over_trips`): a straight beats
three of a kind, three of a kind that also makes a straight is that straight, and a flush
still beats a full house."""

from __future__ import annotations

from engine.core.cards import parse_cards
from engine.evaluation.hand_value import straight_over_trips
from engine.evaluation.hand_value import strength

BOARD = "Tc 8h Ah 6h Jd"


def _ranked(hole: str, board: str = BOARD) -> int:
    cards = parse_cards(f"{hole} {board}")
    return straight_over_trips(cards, strength(cards, short_deck=True))


def test_a_straight_beats_three_of_a_kind() -> None:
    straight, trips = parse_cards(f"Qs Ks {BOARD}"), parse_cards(f"Td Ts {BOARD}")
    assert strength(trips, short_deck=True) > strength(straight, short_deck=True)  # Felt's
    assert _ranked("Qs Ks") > _ranked("Td Ts")


def test_three_of_a_kind_that_makes_a_straight_is_the_straight() -> None:
    board = "Tc Jd Qh Ks 9c"  # tens with this board are trips and a king-high straight
    assert _ranked("Th Ts", board) == _ranked("7h 7s", board)  # the same straight
    assert _ranked("Th Ts", board) < _ranked("Ah 6s", board)  # below the ace-high one


def test_the_other_categories_keep_their_order() -> None:
    flush = _ranked("9h 7h")  # five hearts with the board's
    full_house = _ranked("Ts Td", "Tc 8h 8d 6h Jd")
    assert flush > full_house
    assert _ranked("Ac Ad") < _ranked("Qs Ks")  # trips of aces below the straight
