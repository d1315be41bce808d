"""Imported hands of different stakes and currencies: statistics that never add cents of one
game to dollars of another, and exports that write the file's own money and names."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from engine.storage.imports import import_files
from engine.storage.store import IMPORTED, Store

STAKES = Path(__file__).resolve().parents[1] / "data" / "stakes" / "stars_stakes.txt"


@pytest.fixture
def imported(store: Store) -> Store:
    report = import_files(store, [STAKES])
    assert (report.imported, report.skipped) == (3, [])
    return store


def test_results_are_kept_per_currency_and_added_in_big_blinds(imported: Store) -> None:
    imported.set_me_names(["Ann"])
    (ann,) = imported.stats(IMPORTED)
    assert (ann.name, ann.hands, ann.imported_hands, ann.felt_hands) == ("Ann", 3, 3, 0)
    # $0.25/$0.50: +$0.50; $5/$10: -$30; €0.50/€1: -€10.35. In minor units the two dollar
    # hands would add 50 cents to -30 whole dollars (scales 100 and 1): never added raw.
    assert ann.money == (("EUR", Decimal("-10.35")), ("USD", Decimal("-29.50")))
    assert ann.big_blinds == pytest.approx(1 - 3 - 10.35)
    assert ann.bb_per_100 == pytest.approx((1 - 3 - 10.35) * 100 / 3)
    assert ann.net == 0  # Felt's chips: none


def test_rake_stays_out_of_the_winner_money(imported: Store) -> None:
    imported.set_me_names(["Bob"])
    (bob,) = imported.stats()
    # -$0.50 + ($58 collected - $30 put in) and €20.40 collected - €10.35 put in
    assert bob.money == (("EUR", Decimal("10.05")), ("USD", Decimal("27.50")))
    assert bob.big_blinds == pytest.approx(-1 + 2.8 + 10.05)


def test_a_tournament_counts_in_big_blinds_not_in_its_buy_in_currency(store: Store) -> None:
    mixed = STAKES.parents[1] / "hands" / "stars_mixed.txt"
    import_files(store, [mixed])
    store.set_me_names(["Ann"])
    (ann,) = store.stats()
    tournament = [h for h in store.hands(IMPORTED, player="Ann")
                  if h.origin is not None and h.origin.tournament is not None]
    assert tournament and tournament[0].person is not None
    assert tournament[0].person.net != 0
    usd = sum(Decimal(h.person.net) / h.origin.scale for h in store.hands(IMPORTED)
              if h.person is not None and h.origin is not None
              and h.origin.currency == "USD" and h.origin.tournament is None)
    assert dict(ann.money) == {"USD": usd, "EUR": Decimal(-6)}
