"""GGPoker as its real files are written (issue 43), in hands we wrote: a tournament pot with
no rake written ("Total pot 930"), a header naming the coming level's blinds ("Level8
(200/400)" over blinds of 150 and 300 posted), a short-deck button straddling twice over his
own button blind, and the hand numbers of GGPoker's internal tools (no two letters)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from engine.formats.imported import ImportedHand
from engine.formats.importing import detect
from engine.formats.importing import iter_hands
from tests.helpers.site_oracle import felt_results

SHAPES = Path(__file__).resolve().parents[3] / "data" / "sites" / "gg_real_shapes.txt"


def _hands() -> dict[str, ImportedHand]:
    out = {}
    for hand in iter_hands(SHAPES):
        assert isinstance(hand, ImportedHand), hand
        out[str(hand.hand_id)] = hand
    return out


HANDS = _hands()


def test_a_tournament_pot_without_rake_and_the_blinds_as_posted() -> None:
    hand = HANDS["TM650000001"]
    assert hand.rake == 0 and hand.tournament == "6500001"
    assert (hand.state.config.small_blind, hand.state.config.big_blind) == (150, 300)
    assert felt_results(hand) == {"Hero": 585, "Ann": -45, "Bob": -195, "Cid": -345}


def test_a_button_straddling_over_his_own_button_blind() -> None:
    hand = HANDS["SD650000002"]
    assert hand.state.config.short_deck
    assert felt_results(hand) == {"Ann": Decimal("0.22"), "Bob": Decimal("-0.18"),
                                  "Hero": Decimal("-0.02"), "Cid": Decimal("-0.02")}


def test_an_internal_hand_number_of_digits_alone() -> None:
    assert detect(SHAPES) == "ggpoker"
    hand = HANDS["1650000003"]
    assert felt_results(hand) == {"Ann": -100, "Bob": -100, "Cid": 200}
