"""Sites that write PokerStars' format under their own name are told by their header and
kept under their own site (issue 43): Run It Once (a clock without seconds, "Table ID",
"[hero]", "shows [..] for Pair [..]") and PokerMaster (yuan, a straddle written as a second
"posts big blind"), in hands we wrote."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from engine.formats.imported import ImportedHand
from engine.formats.importing import detect
from engine.formats.importing import iter_hands
from engine.formats.sites.stars_family import site_of
from tests.helpers.site_oracle import felt_results

SITES = Path(__file__).resolve().parents[3] / "data" / "sites"


def _only(path: Path) -> ImportedHand:
    hands = list(iter_hands(path))
    assert len(hands) == 1 and isinstance(hands[0], ImportedHand), hands
    return hands[0]


def test_run_it_once_is_read_under_its_own_name() -> None:
    path = SITES / "rio_hands.txt"
    assert detect(path) == "runitonce"
    hand = _only(path)
    assert hand.site == "runitonce" and hand.currency == "EUR"
    assert hand.played_at == "2019-06-25T16:12:00" and hand.table == "620000000"
    assert felt_results(hand) == {"Ann F": Decimal("-0.30"), "Bob G": Decimal("-0.05"),
                                  "Cid H": Decimal("0.35")}


def test_pokermaster_in_yuan_with_a_straddle_posted_as_a_big_blind() -> None:
    path = SITES / "pokermaster_hands.txt"
    assert detect(path) == "pokermaster"
    hand = _only(path)
    assert hand.site == "pokermaster" and hand.currency == "CNY"
    # Cid's "posts big blind ¥8" over Bob's ¥4 is a straddle: the action starts after him
    assert felt_results(hand) == {"Ann": Decimal(-4), "Bob": Decimal(-6), "Cid": Decimal(-35),
                                  "Dee": Decimal(45)}


def test_a_header_tells_the_site() -> None:
    assert site_of("Full Tilt Rush Hand #153580762880:  Hold'em No Limit (25/50)") == "fulltilt"
    assert site_of("PokerBros Hand #1616183514566: Hold'em No Limit ($0.5/$1 USD)") == \
        "pokerbros"
    assert site_of("PokerStars Hand #1: Hold'em No Limit ($0.5/$1 USD)") is None
