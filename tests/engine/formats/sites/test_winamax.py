"""Winamax's text as its clients really write it, each shape in a hand we wrote ourselves.

Every hand of ``tests/data/sites/winamax_shapes.txt`` copies a line shape found in real
Winamax files (the public FPDB regression files), with our own names and amounts; each is
replayed and checked against its text.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from engine.formats.imported import ImportedHand
from engine.formats.sites import winamax
from tests.helpers.site_oracle import felt_results

SHAPES = Path(__file__).resolve().parents[3] / "data" / "sites" / "winamax_shapes.txt"


def _one(hand_id: str) -> ImportedHand:
    """The hand of ``winamax_shapes.txt`` with this number, imported (every hand there is)."""
    for hand in winamax.iter_hands(SHAPES):
        assert isinstance(hand, ImportedHand), hand
        if hand.hand_id == hand_id:
            return hand
    raise AssertionError(f"no hand {hand_id}")


def test_a_bet_nobody_called_is_counted_in_what_its_bettor_collected() -> None:
    # Winamax writes no "Uncalled bet" line: the raise of 150 nobody called is in the 210.
    hand = _one("500-1-1400000000")
    assert felt_results(hand) == {"Odile": -10, "Pascal": -20, "Rémi": 30}


def test_an_all_in_excess_is_collected_from_a_side_pot() -> None:
    # The part of an all-in nobody could match is written as won from a side pot.
    hand = _one("700-2-1400000100")
    assert hand.in_file_units(hand.rake) == Decimal("0.20")
    assert felt_results(hand) == {"Odile": 0, "Pascal": -2, "Rémi": 2}


def test_a_fixed_limit_header_names_the_two_bets_not_the_blinds() -> None:
    # "(0.05€/0.10€)": blinds of 0.02€ and 0.05€, bets of 0.05€ before the turn, 0.10€ after.
    hand = _one("900-3-1400000200")
    assert hand.state.config.betting.name == "FIXED_LIMIT"
    assert hand.state.config.big_blind == 5 and hand.state.config.small_blind == 2
    assert felt_results(hand) == {"Odile": Decimal("-0.15"), "Pascal": Decimal("0.15")}


def test_a_split_pot_gives_its_odd_chips_from_the_last_winner_backwards() -> None:
    # 140 three ways: 47 to the button and to Sarah, 46 to the first left of the button.
    hand = _one("910-4-1400000300")
    assert felt_results(hand) == {"Pascal": 6, "Rémi": -20, "Sarah": 7, "Odile": 7}


def test_seats_with_no_chips_or_no_word_are_not_dealt_in_and_a_big_blind_out_of_position_is_live(
) -> None:
    # Pascal (no chips) and Théo ("denies big blind") sit out; the button's zeros are read;
    # Odile posts a big blind "out of position" and raises from it.
    hand = _one("920-5-1400000400")
    assert hand.players == ("Rémi", "Sarah", "Odile")
    assert hand.in_file_units(hand.rake) == Decimal("0.50")
    assert felt_results(hand) == {"Rémi": Decimal("-0.50"), "Sarah": Decimal("3.50"),
                                  "Odile": -3}


def test_a_table_name_with_an_apostrophe_and_a_button_that_never_acts() -> None:
    # The button (Rémi) sits out of the tournament: the text never gives him a step.
    hand = _one("930-6-1400000500")
    assert hand.table == "No Limit Hold'em(88)#0"
    assert "Rémi" not in hand.players
    assert felt_results(hand)["Pascal"] == 30


def test_a_raise_over_an_all_in_nobody_can_call_is_a_call_and_its_rest_is_won_back() -> None:
    # Pascal "raises to 2800" over Odile's all-in of 1800: he calls, and the 1000 nobody
    # could call is written as collected from a side pot.
    hand = _one("940-7-1400000600")
    assert felt_results(hand) == {"Pascal": -2000, "Rémi": -40, "Odile": 2040}


def test_a_bet_before_the_flop_raises_by_its_amount_and_half_chips_are_won_rounded() -> None:
    # "Rémi bets 250.50" over his own big blind of 100 raises to 350.50; the 1800.50 of
    # Odile's all-in nobody called (her stack has half a chip) is written won as 1801.
    hand = _one("950-8-1400000700")
    assert felt_results(hand) == {"Pascal": -60, "Rémi": -1200, "Odile": 1260}
