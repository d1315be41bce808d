"""iPoker's hands as text ("GAME #…", as PokerTracker exports them) are recognised by their
text and read under iPoker (issue 43), in hands we wrote: suit-first cards ("HA", "C10"),
"Raise (NF)" to an amount, "Allin" of what a player puts in, a pot and winnings after rake
with the uncalled bet inside, a seated player who is not dealt in ("(REBUY)"), a tournament
header with no stakes, a big blind posted with a dead small one, a name alone on a line, and
another game refused as not Hold'em."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from engine.core.cards import card_str
from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.importing import detect
from engine.formats.importing import iter_hands
from tests.helpers.site_oracle import felt_results

TEXT = Path(__file__).resolve().parents[3] / "data" / "sites" / "ipoker_text.txt"


def test_a_trackers_export_of_ipoker_hands_is_read_as_ipoker() -> None:
    assert detect(TEXT) == "ipoker"
    results = list(iter_hands(TEXT))
    cash, tournament, returning, short, omaha = results
    assert isinstance(cash, ImportedHand) and isinstance(tournament, ImportedHand)
    assert cash.site == "ipoker" and cash.hand_id == "660000001" and cash.currency == "EUR"
    assert cash.players == ("Bob", "Cid", "Ann")  # Dee and Eve seated, not dealt in
    assert cash.rake == 12
    cid = cash.players.index("Cid")  # "Dealt to Cid [HA C10]", "[DJ SQ C8]": suit first
    assert [card_str(c) for c in cash.state.hole[cid]] == ["Ah", "Tc"]
    assert [card_str(c) for c in cash.state.board[:3]] == ["Jd", "Qs", "8c"]
    assert felt_results(cash) == {"Bob": Decimal("-0.05"), "Cid": Decimal("2.25"),
                                  "Ann": Decimal("-2.20")}
    assert (tournament.state.config.small_blind, tournament.state.config.big_blind) == (
        2000, 4000)
    assert (tournament.tournament, tournament.currency) == ("6600", "USD")
    assert felt_results(tournament) == {"Ann": 60, "Cid": -20, "Dee": -40, "Bob": 0}
    assert isinstance(omaha, SkippedHand) and omaha.code == "not_holdem"
    assert omaha.reason.startswith(f"{TEXT}: hand at line 104: line 104: not Hold'em")
    # A player coming back posts a big blind and a dead small one ("Post BB €0.15"); a line
    # of a name alone ("Bob3:") is no step; names end in digits.
    assert isinstance(returning, ImportedHand), returning
    assert felt_results(returning) == {"Cid4": Decimal("-0.05"), "Dee5": Decimal("-0.10"),
                                       "Ann2": Decimal("0.15"), "Bob3": Decimal(0)}
    # "Allin €0.04" before the flop is a call for less of the big blind posted
    assert isinstance(short, ImportedHand), short
    assert felt_results(short) == {"Cid": Decimal("0.02"), "Dee": Decimal("-0.10"),
                                   "Bob": Decimal("0.08"), "Ann": Decimal(0)}
