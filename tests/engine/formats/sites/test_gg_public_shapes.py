"""GGPoker Rush & Cash as public real files show it (issue 43, 14,500 hands of 2025 in
LayorX/GGPoker-Hand-Analyzer; "Other public collections" in docs/imports.md), each shape in a
hand we wrote, replayed and held to its text: the site's "Cash Drop to Pot : total $0.5"
(money no player paid, in the main pot as Splash the Pot is), and the all-in cash-out
("Ann: Chooses to EV Cashout", "Ann: Pays Cashout Risk ($0.65)", "Ann: Receives Cashout
($1.90)"): the pot is paid as played out, what the site pays or takes for the cash-out
is outside it. Results are the engine's (no rake taken: the winner's share of it is in his
result)."""

from __future__ import annotations

from pathlib import Path

from engine.formats.importing import detect
from tests.helpers.site_oracle import amounts
from tests.helpers.site_oracle import felt_results
from tests.helpers.site_oracle import hands_by_id

SHAPES = Path(__file__).resolve().parents[3] / "data" / "sites" / "gg_public_shapes.txt"



HANDS = hands_by_id(SHAPES)



def test_the_file_is_ggpokers() -> None:
    assert detect(SHAPES) == "ggpoker"
    assert len(HANDS) == 3


def test_a_cash_drop_is_the_sites_money_in_the_pot() -> None:
    # $0.32 bet by the players and $0.50 the site dropped in: Hero wins $0.79 after rake
    hand = HANDS["RC900000001"]
    assert hand.rake == 3
    assert felt_results(hand) == amounts(Ann="-0.15", Bob="-0.02", Hero="0.67")


def test_a_winner_who_cashed_out_is_paid_the_pot_as_played_out() -> None:
    hand = HANDS["RC900000002"]
    assert (hand.rake, hand.jackpot) == (17, 2)
    assert felt_results(hand) == amounts(Ann="2.45", Bob="-0.02", Cid="-2.43")


def test_a_loser_who_cashed_out_loses_the_pot_as_played_out() -> None:
    hand = HANDS["RC900000003"]
    assert felt_results(hand) == amounts(Ann="-2.58", Bob="2.63", Cid="-0.05")
