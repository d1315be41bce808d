"""Imported hands in felt.db: stored so they replay exactly, known once, a file all or nothing."""

from __future__ import annotations

import io
import sqlite3
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from engine.core.errors import StorageError
from engine.formats.imported import ImportedHand
from engine.formats.importing import iter_hands
from engine.storage import SCHEMA_VERSION
from engine.storage import Store
from engine.storage.db import MIGRATIONS
from engine.storage.imported import import_reading
from engine.storage.imported import imports as imports_module
from engine.storage.imported.import_cli import main as import_main
from engine.storage.imported.import_schema import index_raw_keys
from engine.storage.imported.imports import Progress
from engine.storage.imported.imports import import_files
from engine.storage.seat_schema import SEAT_FIGURE_COLUMNS
from engine.storage.store import IMPORTED
from tests.helpers.storage import downgrade_to

HANDS = Path(__file__).resolve().parents[3] / "data" / "hands"
STARS = HANDS / "stars_mixed.txt"


def _imported(path: Path) -> list[ImportedHand]:
    return [h for h in iter_hands(path) if isinstance(h, ImportedHand)]


def test_imported_hands_replay_to_the_events_the_import_checked(store: Store) -> None:
    report = import_files(store, [HANDS])
    expected = [h for f in sorted(HANDS.iterdir()) for h in _imported(f)]
    assert report.imported == len(expected) == 17
    assert report.already_there == 0 and report.files == 4 and not report.cancelled
    assert {s.code for s in report.skipped} == {"bad_toml", "illegal_action", "unknown_line"}
    stored = store.hands(IMPORTED)
    assert len(stored) == 17
    by_stars_id = {h.origin.hand_id: h for h in stored if h.origin and h.origin.site != "phh"}
    for hand in expected:
        if hand.site == "phh":
            continue
        record = by_stars_id[hand.hand_id]
        assert record.events() == hand.state.events
        assert store.hand_events(IMPORTED, record.hand_number) == hand.state.events
        assert record.origin is not None and record.origin.source == str(STARS)
        assert [p.name for p in record.players] == list(hand.players)
    first = by_stars_id["200000000001"]
    assert first.origin is not None
    assert (first.origin.small_blind, first.origin.big_blind, first.origin.scale) == (
        "0.25", "0.50", 100)
    assert first.origin.currency == "USD" and first.origin.played_at is not None


def test_importing_the_same_files_twice_adds_nothing(store: Store) -> None:
    import_files(store, [HANDS])
    again = import_files(store, [HANDS, STARS])
    assert again.imported == 0
    assert again.already_there == 17 + 6
    assert store.imported_count() == 17


def test_hands_without_a_hand_number_are_known_by_content(store: Store, tmp_path: Path) -> None:
    copy = tmp_path / "copy.phhs"
    copy.write_bytes((HANDS / "cents_inf_unknown.phhs").read_bytes())
    first = import_files(store, [HANDS / "cents_inf_unknown.phhs"])
    second = import_files(store, [copy])
    assert first.imported == 4 and second.imported == 0 and second.already_there == 4


def test_the_person_marked_as_me_is_counted_and_filtered(store: Store) -> None:
    import_files(store, [STARS])
    assert store.stats() == []  # nobody marked: imported players are not counted
    store.set_me_names(["Ann"])
    stats = store.stats()
    assert [s.name for s in stats] == ["Ann"] and stats[0].is_person
    ann_hands = store.hands(player="Ann")
    assert stats[0].hands == len(ann_hands) > 0
    assert all(h.person is not None and h.person.name == "Ann" for h in ann_hands)
    won = store.hands(result="won")
    assert won and all(h.person is not None and h.person.net > 0 for h in won)
    assert stats[0].net == 0  # no chips of Felt's own games: money is counted per currency
    usd = sum(Decimal(h.person.net) / h.origin.scale for h in ann_hands
              if h.person is not None and h.origin and h.origin.currency == "USD"
              and h.origin.tournament is None)
    assert dict(stats[0].money)["USD"] == usd
    assert store.hands(player="Nobody at all") == []
    store.set_me_names([])
    assert store.stats() == [] and store.hands(result="won") == []


def test_a_cancel_leaves_the_file_out_whole(store: Store) -> None:
    seen: list[Progress] = []

    def stop() -> bool:
        return len(seen) >= 3

    report = import_files(store, [STARS], seen.append, stop)
    assert report.cancelled and report.imported == 0
    assert store.imported_count() == 0
    assert store.query("SELECT count(*) FROM imported_players")[0][0] == 0


def test_a_cancel_while_writing_rolls_the_file_back(store: Store,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    import_files(store, [HANDS / "cents_inf_unknown.phhs"])
    monkeypatch.setattr(imports_module, "CHUNK", 2)
    reads = 0

    def stop() -> bool:  # answered false while reading, then true between two chunks
        nonlocal reads
        reads += 1
        return reads > 8

    report = import_files(store, [STARS], should_stop=stop)
    assert report.cancelled
    assert store.imported_count() == 4  # the earlier file only


def test_a_failed_write_stores_nothing_of_the_file(store: Store,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    real = imports_module._write_chunk

    def failing(db, chunk, now):  # type: ignore[no-untyped-def]
        assert real(db, chunk, now) == 6  # written inside the file's transaction
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(imports_module, "_write_chunk", failing)
    report = import_files(store, [STARS])
    assert isinstance(report.failed, StorageError) and report.failed.code == "disk_full"
    assert report.imported == 0 and store.imported_count() == 0


GARBAGE = {
    "binary.txt": bytes(range(256)) * 40,
    "latin1.txt": STARS.read_text("utf-8").replace("€", "EUR").replace("Ann", "Änn")
    .encode("latin-1"),
    "huge.txt": STARS.read_text("utf-8").replace("$50 in chips", "$9" + "9" * 40 + " in chips")
    .encode(),
    "cut.txt": STARS.read_bytes()[: len(STARS.read_bytes()) // 3],
    "empty.phhs": b"",
    "nul.phh": b"\x00\x00variant = 'NT'\x00actions = [",
}


@pytest.mark.parametrize("name", sorted(GARBAGE))
def test_garbage_is_told_clearly_and_nothing_half_stored(store: Store, tmp_path: Path,
                                                         name: str) -> None:
    path = tmp_path / name
    path.write_bytes(GARBAGE[name])
    report = import_files(store, [path])
    assert report.failed is None and not report.cancelled
    for skip in report.skipped:
        assert skip.code and skip.reason and skip.source == str(path)
    assert report.imported + report.already_there + len(report.skipped) >= 1
    # every stored hand replays whole, with all its players
    for hand in store.hands(IMPORTED):
        assert hand.events()
        rows = store.query("SELECT count(*) FROM imported_players WHERE hand = ?",
                           (hand.hand_number,))
        assert rows[0][0] == len(hand.players)
    if name in ("binary.txt", "empty.phhs", "nul.phh"):
        assert report.imported == 0 and report.skipped


def _before_seat_figures(store: Store) -> None:
    """The hand players as before the seats' statistics (engine/storage/seat_schema.py)."""
    for column in SEAT_FIGURE_COLUMNS:
        store._db.execute(f"ALTER TABLE hand_players DROP COLUMN {column}")


def test_the_new_schema_step_upgrades_an_older_database(tmp_path: Path) -> None:
    path = tmp_path / "felt.db"
    with Store.open(path) as store:
        store._db.execute("DROP TABLE imported_players")
        store._db.execute("DROP TABLE imported_hands")
        store._db.execute("DROP TABLE me_names")
        _before_seat_figures(store)
        downgrade_to(store, 4)  # before imported hands
    with Store.open(path) as store:
        assert store.query("SELECT version FROM schema_version")[0][0] == SCHEMA_VERSION
        assert import_files(store, [STARS]).imported == 6


def test_hands_imported_before_sections_were_kept_stay_and_are_not_imported_twice(
        tmp_path: Path) -> None:
    path = tmp_path / "felt.db"
    with Store.open(path) as store:
        assert import_files(store, [STARS]).imported == 6
        for index in ("imported_hands_content", "imported_hands_raw"):  # as version 5 had none
            store._db.execute(f"DROP INDEX {index}")
        store._db.execute("UPDATE imported_hands SET hand_key = hand_id")  # as version 5 keyed
        for column in ("section", "timezone", "content_key", "raw_key"):  # as version 5 has them
            store._db.execute(f"ALTER TABLE imported_hands DROP COLUMN {column}")
        _before_seat_figures(store)
        store._db.execute("ALTER TABLE imported_players DROP COLUMN rake")  # add_player_rake
        for table in ("imported_hands", "imported_players"):  # add_jackpot_fees
            store._db.execute(f"ALTER TABLE {table} DROP COLUMN jackpot")
        downgrade_to(store, 5)
    with Store.open(path) as store:
        assert store.query("SELECT version FROM schema_version")[0][0] == SCHEMA_VERSION
        old = store.hands(IMPORTED)
        assert len(old) == 6 and all(h.origin and h.origin.section is None for h in old)
        again = import_files(store, [STARS])
        assert (again.imported, again.already_there) == (0, 6)


def test_felt_import_prints_progress_and_a_summary(tmp_path: Path) -> None:
    db = tmp_path / "felt.db"
    out, err = io.StringIO(), io.StringIO()
    assert import_main([str(HANDS), "--db", str(db)], out, err) == 0
    text = out.getvalue()
    assert text.startswith("imported 17 hands, 0 already there, 3 skipped, from 4 files")
    assert "stars_mixed.txt (line 206): unknown_line" in text
    assert "broken_middle.phhs (2): bad_toml" in text
    assert "[4/4]" in err.getvalue()
    out = io.StringIO()
    assert import_main([str(STARS), "--db", str(db)], out, io.StringIO()) == 0
    assert out.getvalue().startswith("imported 0 hands, 6 already there")
    err = io.StringIO()
    assert import_main([str(tmp_path / "nope.txt"), "--db", str(db)], io.StringIO(), err) == 2
    assert "no such file" in err.getvalue()


def test_a_file_imported_again_is_known_from_its_text_without_parsing(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    first = import_files(store, [STARS])
    assert (first.imported, len(first.skipped)) == (6, 1)
    from engine.formats.sites import pokerstars_import

    parsed: list[object] = []
    parse = pokerstars_import._parse

    def counted(*args: Any) -> Any:
        parsed.append(args)
        return parse(*args)

    monkeypatch.setattr(pokerstars_import, "_parse", counted)
    again = import_files(store, [STARS])
    assert (again.imported, again.already_there, len(again.skipped)) == (0, 6, 1)
    assert len(parsed) == 1  # only the hand that was skipped is read again


def test_the_same_text_with_other_line_ends_and_padding_is_known(
        store: Store, tmp_path: Path) -> None:
    assert import_files(store, [STARS]).imported == 6
    padded = tmp_path / "padded.txt"
    padded.write_bytes(STARS.read_bytes().replace(b"\n", b"  \r\n\r\n"))
    again = import_files(store, [padded])
    assert (again.imported, again.already_there) == (0, 6)


def test_the_stored_form_of_every_test_hand_replays_as_the_reader_replayed_it() -> None:
    from engine.storage.imported.import_reading import stored_form

    sites = HANDS.parent / "sites"
    files = [f for folder in (HANDS, sites) for f in sorted(folder.rglob("*")) if f.is_file()]
    hands = [h for f in files for h in _imported(f)]
    assert len(hands) > 17
    for hand in hands:
        stored_form(hand, checked=True)  # raises not_storable if the two replays differ


def test_worker_processes_store_what_one_process_stores(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A large file's hands are read by worker processes (engine/storage/imported/import_pool.py):
    the same rows, skips and counts as read in the importing process, repeated imports
    included."""
    from engine.storage.imported import import_pool

    sites = HANDS.parent / "sites"
    files = [STARS, *sorted(sites.iterdir())]
    columns = ("site, hand_key, hand_id, played_at, source, board, players, category, data, "
               "section, timezone, content_key, raw_key")

    def run(db: Path) -> tuple[list[object], list[tuple[int, int, int]]]:
        with Store.open(db) as store:
            counts = []
            for _ in range(2):
                report = import_files(store, files)
                counts.append((report.imported, report.already_there, len(report.skipped)))
            rows = store.query(f"SELECT {columns} FROM imported_hands ORDER BY id")
            return [tuple(r) for r in rows], counts

    alone = run(tmp_path / "alone.db")
    monkeypatch.setattr(import_pool, "MIN_BYTES", 0)
    started: list[int] = []
    ordered = import_pool.ordered

    def counted(*args: Any, **options: Any) -> Any:
        started.append(1)
        return ordered(*args, **options)

    monkeypatch.setattr(import_pool, "ordered", counted)
    pooled = run(tmp_path / "pooled.db")
    # Equal rows also show that a hand's reading does not depend on the hands read before
    # it in the same process (a cache of decimal places once made it so).
    assert started and pooled == alone
    first, again = alone[1]
    # Again: nothing new, and every hand the first import met (stored, or already there as
    # the same hand from another site's file) is there.
    assert first[0] > 20 and again[:2] == (0, first[0] + first[1])


def test_a_hand_that_cannot_be_stored_is_skipped_not_counted_as_there(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    real = import_reading.stored_form
    calls = 0

    def refusing(hand: ImportedHand, checked: bool = True) -> Any:
        nonlocal calls
        calls += 1
        if calls == 2:
            raise StorageError("not_storable", "the stored hand would replay differently")
        return real(hand, checked)

    monkeypatch.setattr(import_reading, "stored_form", refusing)
    report = import_files(store, [STARS])
    assert (report.imported, report.already_there) == (5, 0)
    assert sorted(s.code for s in report.skipped) == ["not_storable", "unknown_line"]


def test_a_file_imported_again_is_known_by_its_text_through_an_index(store: Store) -> None:
    # The history is asked about a chunk of text keys at a time (no set of every key held in
    # memory), and SQLite answers from the index of migration step index_raw_keys.
    assert index_raw_keys in MIGRATIONS
    assert import_files(store, [STARS]).imported == 6
    plan = store.query("EXPLAIN QUERY PLAN SELECT raw_key FROM imported_hands "
                       "WHERE raw_key IN ('a', 'b')")
    assert any("imported_hands_raw" in str(row) for row in plan)
    again = import_files(store, [STARS])
    assert (again.imported, again.already_there) == (0, 6)


@pytest.mark.parametrize("eager", [True, False])
def test_workers_start_before_the_file_is_scanned_only_when_asked(eager: bool) -> None:
    # A first import of a site starts its workers while the file is first read through; a
    # file imported again (possibly every hand known) starts none until a hand needs them.
    import multiprocessing

    from engine.storage.imported import import_pool

    before = len(multiprocessing.active_children())
    seen: list[int] = []

    def chunks() -> Any:
        seen.append(len(multiprocessing.active_children()) - before)
        yield -3

    assert list(import_pool.ordered(abs, chunks(), eager=eager)) == [3]
    assert seen == [import_pool.WORKERS if eager else 0]
