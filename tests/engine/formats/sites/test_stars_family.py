"""Sites that write PokerStars' format under their own name are told by their header and
kept under their own site (issue 43): Run It Once (a clock without seconds, "Table ID",
"[hero]", "shows [..] for Pair [..]", Splash the Pot, its slips of a re-raise's "to" and of a
bet returned, checks after an all-in) and PokerMaster (yuan, a straddle written as a second
"posts big blind"), in hands we wrote."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from engine.formats.imported import ImportedHand
from engine.formats.importing import detect
from engine.formats.importing import iter_hands
from engine.formats.sites.stars_family import site_of
from engine.rules.events import ActionTaken
from engine.rules.events import Street
from engine.storage.imported.import_reading import stored_form
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


# Run It Once's own ways, in hands we wrote in the shapes of FPDB's real files.
SLIPS = SITES / "rio_slips.txt"


def _slips() -> dict[str, ImportedHand]:
    hands = list(iter_hands(SLIPS))
    assert all(isinstance(h, ImportedHand) for h in hands), hands
    return {str(h.hand_id): h for h in hands if isinstance(h, ImportedHand)}


def test_splash_the_pot_is_the_sites_money_in_the_main_pot() -> None:
    hands = _slips()
    walk = hands["620000012"]
    # "STP added: €0.50" beside blinds of €0.05 and €0.10: the big blind wins €0.65.
    assert walk.state._site_money == 50
    assert walk.state.pots[0].amount == 60  # both blinds' €0.05 and the site's €0.50
    assert felt_results(walk) == {"Ann F": 0, "Bob G": 0, "Cid H": Decimal("-0.05"),
                                  "Dee J": Decimal("0.55")}
    # The bet nobody called is written returned with the amount the bettor then collects
    # ("Uncalled bet (€0.71)", "collected €0.71"): €0.21 came back, €0.71 was won after
    # a rake of €0.04 (the engine takes none).
    bet = hands["620000011"]
    assert felt_results(bet) == {"Ann F": 0, "Bob G": Decimal("-0.05"),
                                 "Cid H": Decimal("0.65"), "Dee J": Decimal("-0.10")}
    assert bet.in_file_units(bet.rake) == Decimal("0.04")
    for hand in (walk, bet):
        again = stored_form(hand).data
        assert again.options is not None and again.options.site_money == 50
        assert again.rebuild().events == hand.state.events


def test_a_reraise_written_as_the_chips_it_adds_and_checks_after_an_all_in() -> None:
    # "bets €0.19", then "raises €0.54 to €1.12" for a raise to €1.31 (€1.12 added), which
    # the call of €0.73 matches; Gus is all in on the turn and yet "checks" on the river.
    hand = _slips()["620000013"]
    assert felt_results(hand) == {"Gus K": Decimal("-4.77"), "Hal L": 0, "Ivy M": 0,
                                  "Jon N": Decimal("-0.02"), "Kim O": Decimal("4.79")}
    raised = [e.to for e in hand.state.events
              if isinstance(e, ActionTaken) and e.action == "raise" and e.street == Street.FLOP]
    assert raised == [58, 131]
