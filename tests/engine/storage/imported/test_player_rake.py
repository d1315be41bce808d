"""The rake each imported player paid is kept per hand and added up per currency in the
statistics, never across currencies (issue 34 item 4)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from engine.storage.db import MIGRATIONS
from engine.storage.imported.import_schema import add_player_rake
from engine.storage.imported.imports import import_files
from engine.storage.store import Store

SITES = Path(__file__).resolve().parents[3] / "data" / "sites"


def _hero(store: Store) -> tuple[tuple[str, Decimal], ...]:
    store.set_me_names(["Hero"])
    return next(p for p in store.stats() if p.name == "Hero").rake


def test_the_rake_of_the_pots_won_per_currency(tmp_path: Path) -> None:
    with Store.open(tmp_path / "felt.db") as store:
        import_files(store, [SITES / "gg_hands.txt", SITES / "winamax_hands.txt"])
        rows = dict(store.query(
            "SELECT h.hand_id, p.rake FROM imported_players p JOIN imported_hands h "
            "ON h.id = p.hand WHERE p.name = 'Hero'"))
        assert rows["HD100000001"] == 12  # all of the rake and the jackpot fee: he won alone
        assert rows["HD100000015"] == 13  # half of 26 cents: a split pot
        assert rows["HD100000010"] == 33  # his side pot's share of 90 cents
        assert rows["TM300000003"] == 0  # tournaments take none
        assert _hero(store) == (("EUR", Decimal("0.73")), ("USD", Decimal("10.91")))
        # Another person's statistics count only his own names' rake.
        assert all(p.rake == () for p in store.stats() if p.name != "Hero")


def test_hands_imported_before_the_step_get_the_rake_their_results_tell(
        tmp_path: Path) -> None:
    with Store.open(tmp_path / "felt.db") as store:
        import_files(store, [SITES / "gg_hands.txt"])
        store._db.execute("UPDATE imported_players SET rake = NULL")
        add_player_rake(store._db)  # as the step does for an older database
        rows = dict(store.query(
            "SELECT h.hand_id, p.rake FROM imported_players p JOIN imported_hands h "
            "ON h.id = p.hand WHERE p.name = 'Hero'"))
    assert rows["HD100000001"] == 12 and rows["RC200000017"] == 160
    assert rows["HD100000015"] is None  # a split pot: not known
    assert add_player_rake in MIGRATIONS
