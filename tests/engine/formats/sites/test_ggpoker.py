"""GGPoker as its real files are written (issue 43), in hands we wrote: a tournament pot with
no rake written ("Total pot 930"), a header naming the coming level's blinds ("Level8
(200/400)" over blinds of 150 and 300 posted), a short-deck button straddling twice over his
own button blind, the hand numbers of GGPoker's internal tools (no two letters), and a
short-deck straight paid over three of a kind, as GGPoker ranks them."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from engine.evaluation.categories import STRAIGHT
from engine.formats.imported import ImportedHand
from engine.formats.importing import detect
from engine.formats.sites.ggpoker import GGPOKER
from engine.formats.sites.pokerstars_import import parse_hands
from engine.rules.events import PotAwarded
from engine.storage.imported.import_reading import stored_form
from tests.helpers.site_oracle import felt_results
from tests.helpers.site_oracle import hands_by_id

SHAPES = Path(__file__).resolve().parents[3] / "data" / "sites" / "gg_real_shapes.txt"



HANDS = hands_by_id(SHAPES)


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


SHORT_DECK_STRAIGHT = """\
Poker Hand #SD1000000001: ShortDeck No Limit ($100) - 2021/04/01 11:44:46
Table 'VS2 100' 5-max Seat #5 is the button
Seat 1: 7c7c7c7c ($11,965 in chips)
Seat 5: 1b1b1b1b ($1,334 in chips)
7c7c7c7c: posts the ante $100
1b1b1b1b: posts the ante $100
1b1b1b1b: posts button blind $100
*** HOLE CARDS ***
7c7c7c7c: calls $100
1b1b1b1b: raises $1,134 to $1,234 and is all-in
7c7c7c7c: calls $1,134
1b1b1b1b: shows [Td Ts]
7c7c7c7c: shows [Qs Ks]
*** FLOP *** [Tc 8h Ah]
*** TURN *** [Tc 8h Ah] [6h]
*** RIVER *** [Tc 8h Ah 6h] [Jd]
*** SHOWDOWN ***
7c7c7c7c collected $2,608 from pot
*** SUMMARY ***
Total pot $2,668 | Rake $60
Board [Tc 8h Ah 6h Jd]
Seat 1: 7c7c7c7c showed [Qs Ks] and won ($2,608) with Aces-High Straight
Seat 5: 1b1b1b1b (button) showed [Td Ts] and lost with Three Tens
"""


def test_a_short_deck_straight_paid_over_three_of_a_kind_is_replayed_as_the_site_ranks() -> None:
    # GGPoker ranks a short-deck straight above three of a kind; Felt, as most rooms, below.
    (hand,) = parse_hands([line.encode() for line in
                           SHORT_DECK_STRAIGHT.splitlines(keepends=True)], dialect=GGPOKER)
    assert isinstance(hand, ImportedHand), hand
    assert hand.state._straight_over_trips
    assert felt_results(hand) == {"7c7c7c7c": 1334, "1b1b1b1b": -1334}
    (award,) = [e for e in hand.state.events if isinstance(e, PotAwarded)]
    assert award.category == STRAIGHT  # the hand is told as what it is
    again = stored_form(hand).data
    assert again.options is not None and again.options.straight_over_trips
    assert again.rebuild().events == hand.state.events
