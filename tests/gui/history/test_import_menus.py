"""Game > Import from a poker client lists the clients' folders found in the home, and
Game > Watch a folder for new hands brings the hands written there into the history within
seconds, each once (issue 34 item 6)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from engine.storage.store import IMPORTED
from engine.storage.store import Store
from gui.window.main_window import MainWindow
from tests.helpers.german import menu_action
from tests.helpers.hands import TIMEOUT_MS

SITES = Path(__file__).resolve().parents[2] / "data" / "sites"


@pytest.fixture
def saved(window: MainWindow, tmp_path: Path) -> Iterator[Store]:
    store = Store.open(tmp_path / "felt.db")
    window.store = store
    yield store
    store.close()


def test_a_clients_folder_in_the_home_is_offered_and_imported(
        qtbot: QtBot, window: MainWindow, saved: Store, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    stars = home / ".wine/drive_c/users/ann/AppData/Local/PokerStars/HandHistory/AnnPlays"
    stars.mkdir(parents=True)
    shutil.copy(SITES / "stars_variants.txt", stars / "HH20200505 Felt.txt")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("WINEPREFIX", raising=False)
    menus = window.history_menus.client_imports
    menus.clients.aboutToShow.emit()
    entry = menu_action(window, "Game", "Import from a poker client",
                        f"PokerStars: {stars}")
    entry.trigger()
    importer = window.history_menus.importer
    qtbot.waitUntil(lambda: importer.summary is not None and importer.summary.isVisible(),
                    timeout=TIMEOUT_MS)
    assert importer.summary is not None
    assert "8 hands imported." in importer.summary.counts.text()
    importer.summary.close()


def test_nothing_installed_says_so(window: MainWindow, tmp_path: Path,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("WINEPREFIX", raising=False)
    window.history_menus.client_imports.clients.aboutToShow.emit()
    entry = menu_action(window, "Game", "Import from a poker client",
                        "No poker client's hand histories found")
    assert not entry.isEnabled()


def test_a_watched_folder_brings_new_hands_into_the_history_once(
        qtbot: QtBot, window: MainWindow, saved: Store, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "watched"
    folder.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory",
                        staticmethod(lambda *a, **k: str(folder)))
    panel = window.history_menus.show_history()
    assert panel is not None
    panel.show_session(IMPORTED)
    watch = menu_action(window, "Game", "Watch a folder for new hands…")
    watch.trigger()
    menus = window.history_menus.client_imports
    assert menus.watch.folder == folder and watch.isChecked()
    assert watch.text().replace("&", "") == "Stop watching watched"

    # A client writes a file: its hands show in the open history within seconds.
    shutil.copy(SITES / "gg_hands.txt", folder / "GG20230401.txt")
    qtbot.waitUntil(lambda: panel.proxy.rowCount() == 21, timeout=4 * TIMEOUT_MS)
    # The file grows by more hands (Winamax's here): only they are added.
    with (folder / "GG20230401.txt").open("ab") as grown:
        grown.write(b"\n\n\n")
    shutil.copy(SITES / "winamax_hands.txt", folder / "winamax.txt")
    qtbot.waitUntil(lambda: saved.imported_count() == 41, timeout=4 * TIMEOUT_MS)
    qtbot.waitUntil(lambda: panel.proxy.rowCount() == 41, timeout=TIMEOUT_MS)
    menus.watch.look_now()
    qtbot.wait(300)
    assert saved.imported_count() == 41  # nothing twice

    watch.trigger()  # stop
    assert menus.watch.folder is None and not watch.isChecked()
    shutil.copy(SITES / "wpn_hands.txt", folder / "wpn.txt")
    qtbot.wait(300)
    assert saved.imported_count() == 41
    panel.close()
