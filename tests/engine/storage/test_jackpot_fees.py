"""Jackpot (bad-beat) fees are named apart from the rake: kept per imported hand and per
player who paid them, within the rake, and added up per currency in the statistics."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from engine.formats.imported import ImportedHand
from engine.formats.importing import iter_hands
from engine.storage.db import MIGRATIONS
from engine.storage.imported.import_schema import add_jackpot_fees
from engine.storage.imported.imports import import_files
from engine.storage.jackpot_split import jackpot_by_seat
from engine.storage.store import IMPORTED
from engine.storage.store import Store

SITES = Path(__file__).resolve().parents[2] / "data" / "sites"
GG = SITES / "gg_hands.txt"


def test_the_reader_names_the_jackpot_fee_within_the_rake() -> None:
    hands = {h.hand_id: h for h in iter_hands(GG) if isinstance(h, ImportedHand)}
    first = hands["HD100000001"]  # "Rake $0.09 | Jackpot $0.03"
    assert (first.rake, first.jackpot) == (12, 3)
    big = hands["HD100000018"]  # "Jackpot $1"
    assert big.in_file_units(big.jackpot) == 1
    assert hands["TM300000013"].jackpot == 0  # "Jackpot 0"


def test_a_shared_fee_is_split_as_the_rake_was_paid() -> None:
    assert jackpot_by_seat(5, {1: 13, 4: 13}) == {1: 3, 4: 2}  # odd cent: the first largest
    assert sum(jackpot_by_seat(7, {2: 9, 5: 1, 6: 0}).values()) == 7


def test_stored_per_hand_and_player_and_added_per_currency(tmp_path: Path) -> None:
    with Store.open(tmp_path / "felt.db") as store:
        import_files(store, [GG])
        rows = {k: Decimal(v) / scale for k, v, scale in store.query(
            "SELECT hand_id, jackpot, scale FROM imported_hands")}
        assert rows["HD100000001"] == Decimal("0.03") and rows["HD100000021"] == 1
        players = {k: Decimal(v) / scale for k, v, scale in store.query(
            "SELECT h.hand_id, p.jackpot, h.scale FROM imported_players p JOIN imported_hands "
            "h ON h.id = p.hand WHERE p.name = 'Hero' AND h.tournament IS NULL")}
        assert players["HD100000001"] == Decimal("0.03")  # he won alone: all of it
        record = next(r for r in store.hands(IMPORTED) if r.origin is not None
                      and r.origin.hand_id == "HD100000001")
        assert record.origin is not None and record.origin.jackpot == 3
        store.set_me_names(["Hero"])
        hero = next(p for p in store.stats() if p.name == "Hero")
        jackpot = dict(hero.jackpot)
        assert 0 < jackpot["USD"] < dict(hero.rake)["USD"]
        assert jackpot["USD"] == sum(players.values())


def test_the_schema_step_is_named_and_gives_older_hands_none(tmp_path: Path) -> None:
    assert add_jackpot_fees in MIGRATIONS
    with Store.open(tmp_path / "felt.db") as store:
        add_jackpot_fees(store._db)  # once more: a database that has the columns is kept
        columns = {row[1] for row in store._db.execute("PRAGMA table_info(imported_players)")}
    assert "jackpot" in columns
