"""One look at a watched folder: new and changed files are imported, unchanged ones are not
even opened."""

from __future__ import annotations

import shutil
from pathlib import Path

from engine.storage.store import Store
from gui.history.folder_watch import look

SITES = Path(__file__).resolve().parents[2] / "data" / "sites"


def test_an_unchanged_folder_reads_nothing_and_a_new_file_only_itself(tmp_path: Path) -> None:
    folder = tmp_path / "hh"
    folder.mkdir()
    shutil.copy(SITES / "winamax_hands.txt", folder / "a.txt")
    store = Store.open(tmp_path / "felt.db")
    try:
        first = look(store, folder, {})
        assert first.report is not None and first.report.imported == 20
        again = look(store, folder, first.stamps)
        assert again.report is None and again.stamps == first.stamps
        shutil.copy(SITES / "888_hands.txt", folder / "b.txt")
        third = look(store, folder, again.stamps)
        assert third.report is not None and third.report.files == 1
        assert third.report.imported == 20 and store.imported_count() == 40
    finally:
        store.close()
