"""Winamax's Go Fast is a fast-fold cash game, not a tournament: its header names a pool in
quotes as a tournament's header names the event, and is read as cash in its currency."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from engine.formats.imported import ImportedHand
from engine.formats.importing import detect
from engine.formats.importing import iter_hands
from tests.helpers.site_oracle import felt_results

GO_FAST = Path(__file__).resolve().parents[3] / "data" / "sites" / "winamax_go_fast.txt"


def test_a_go_fast_hand_is_a_cash_hand_in_euros() -> None:
    assert detect(GO_FAST) == "winamax"
    (hand,) = list(iter_hands(GO_FAST))
    assert isinstance(hand, ImportedHand), hand
    assert hand.tournament is None and hand.currency == "EUR"
    assert hand.stakes == (Decimal("0.05"), Decimal("0.10"))
    # the engine takes no rake; the site took 0.05 of Hero's pot
    assert felt_results(hand) == {"Hero": Decimal("1.10"), "Lucie": Decimal("-0.10"),
                                  "Marius": 0, "Nadia": -1}
    assert hand.in_file_units(hand.rake) == Decimal("0.05")
