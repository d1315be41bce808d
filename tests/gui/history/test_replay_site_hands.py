"""GGPoker and Winamax hands replayed as their files say (issue 34 item 7): cards nobody
showed stay face down, shows and mucks follow the file, the rake comes out of the pot, the
stakes read as players write them, a long screen name is never cut without a tooltip, and
the player filter keeps imported names apart from Felt's computer players."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QStandardItemModel

from engine.storage.imported.imports import import_files
from engine.storage.store import Store
from gui.history.history_panel import HistoryPanel
from gui.window.main_window import MainWindow
from tests.helpers.bot_sessions import play_bots_into
from tests.helpers.replaying import imported_history
from tests.helpers.replaying import replay_imported
from tests.helpers.replaying import told_to_the_end

SITES = Path(__file__).resolve().parents[2] / "data" / "sites"
LONG = "Maximilian_von_Oberschwangau_1987"


@pytest.fixture
def panel(window: MainWindow, tmp_path: Path) -> Iterator[HistoryPanel]:
    store = Store.open(tmp_path / "felt.db")
    play_bots_into(store, ["expert", "beginner"], 2, seed=3)
    winamax = (SITES / "winamax_hands.txt").read_text(encoding="utf-8")
    long_names = tmp_path / "long.txt"
    long_names.write_text(winamax.replace("Karim", LONG), encoding="utf-8")
    report = import_files(store, [SITES / "gg_hands.txt", long_names])
    assert report.imported == 41 and not report.skipped
    with imported_history(window, store) as shown:
        yield shown


def test_mucks_and_shows_as_the_file_says_and_unknown_cards_face_down(
        panel: HistoryPanel) -> None:
    replayer = replay_imported(panel, "HD100000011")
    told = told_to_the_end(replayer)
    assert "k2k2k2k2 shows" in told and "j1j1j1j1 mucks" in told and "Hero mucks" in told
    j1 = next(s for s, n in dict(replayer.hand.names).items() if n == "j1j1j1j1")
    hole = replayer.scene.stage.hole
    assert [c.card for c in hole[j1]] == [None, None]
    assert not any(c.shows_face for c in hole[j1])
    for step in replayer.steps:  # the coach's equities never count a card nobody saw
        assert j1 not in {s for s, _ in step.hole}


def test_the_rake_and_jackpot_fee_come_out_of_the_pot(panel: HistoryPanel) -> None:
    told = told_to_the_end(replay_imported(panel, "HD100000001"))
    assert "Hero collects $1.63 after rake $0.09, jackpot $0.03." in told


def test_stakes_are_written_as_players_read_them(panel: HistoryPanel) -> None:
    records = panel.shown_records()
    row = next(k for k, r in enumerate(records) if r.origin and r.origin.hand_id == "HD100000009")
    assert panel.proxy.data(panel.proxy.index(row, panel.model.STAKES)) == "$0.25/$0.50"


def test_a_long_screen_name_is_kept_whole(panel: HistoryPanel) -> None:
    replayer = replay_imported(panel, "18876587-492060-1695491000")
    plate = next(p for p in replayer.scene.stage.seat_items.values() if p.name == LONG)
    assert plate.name_elided and plate.toolTip() == LONG  # cut on the plate, whole in the tip
    assert LONG in told_to_the_end(replayer)


def test_the_player_filter_keeps_imported_names_apart(panel: HistoryPanel) -> None:
    box = panel.players.box
    texts = [box.itemText(i) for i in range(box.count())]
    felt, imported = texts.index("Felt's games"), texts.index("Imported from poker sites")
    assert 0 < felt < box.findData("expert") < imported < box.findData("Hero")
    model = box.model()
    assert isinstance(model, QStandardItemModel)
    assert not model.item(felt).isEnabled() and not model.item(imported).isEnabled()
    long = box.findData(LONG)
    assert box.itemData(long, 0x0003) == LONG  # the tooltip says a cut name whole
