"""The hand history panel against a real store: filters, the replayer, and both exports."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from engine.formats.phh import load_hands
from engine.formats.phh import replay_fields
from engine.play.session import GameSession
from engine.rules.actions import Action
from engine.storage.hands import HandRecord
from engine.storage.store import Store
from gui.base import message_boxes
from gui.base import texts
from gui.history.hand_table import HandTableModel
from gui.history.history_panel import HistoryPanel
from tests.helpers.menus import choose_from_button_menu
from tests.helpers.storage import play_into


def _person_policy(session: GameSession) -> Action:
    """Calls down, except that it folds pre-flop every third hand (so some hands are lost
    and the person's folded cards are in the history)."""
    hand = session.hand
    assert hand is not None
    legal = session.person_legal()
    assert legal is not None
    if hand.hand_number % 3 == 0 and hand.street == 0 and not legal.can_check:
        return Action.fold()
    return Action.check() if legal.can_check else Action.call()




@pytest.fixture
def store() -> Iterator[Store]:
    store = Store.in_memory()
    play_into(store, "Tuesday", 6, seed=11)
    play_into(store, "Wednesday", 4, seed=12)
    yield store
    store.close()


@pytest.fixture
def panel(qtbot: QtBot, store: Store) -> Iterator[HistoryPanel]:
    panel = HistoryPanel(store)
    qtbot.addWidget(panel)
    panel.resize(1000, 600)
    panel.show()
    yield panel
    for window in list(panel.replayers):
        window.close()


def _cell(panel: HistoryPanel, row: int, column: int) -> str:
    return str(panel.proxy.index(row, column).data())


def test_every_hand_is_listed_newest_first_with_cards_board_and_result(
    panel: HistoryPanel, store: Store
) -> None:
    records = store.hands()
    assert panel.proxy.rowCount() == len(records) == 10
    assert panel.count_label.text().startswith("10 hand")  # "hands" once English plurals load
    newest = max(records, key=lambda r: r.played_at)
    model = panel.model
    assert _cell(panel, 0, model.SESSION) == "Wednesday"
    assert _cell(panel, 0, model.HAND) == str(newest.hand_number)
    assert _cell(panel, 0, model.CARDS) == " ".join(texts.card_name(c)
                                                      for c in newest.person_cards)
    for row in range(panel.proxy.rowCount()):
        record = panel._record(row)
        person = record.person
        assert person is not None
        assert len(record.person_cards) == 2  # also for the hands the person folded
        text = _cell(panel, row, model.RESULT)
        assert text == (f"+{texts.chips(person.net)}" if person.net > 0
                        else texts.chips(person.net))


def test_filters_by_session_result_and_category(
    qtbot: QtBot, panel: HistoryPanel, store: Store
) -> None:
    panel.session_box.setCurrentIndex(panel.session_box.findText("Tuesday"))
    assert panel.proxy.rowCount() == 6
    assert {_cell(panel, r, 0) for r in range(6)} == {"Tuesday"}

    panel.result_box.setCurrentIndex(panel.result_box.findData("lost"))
    lost = [r for r in store.hands() if r.session_id == panel.session_box.currentData()
            and r.result == "lost"]
    assert lost and panel.proxy.rowCount() == len(lost)
    assert all(_cell(panel, r, panel.model.RESULT).startswith("-")
               for r in range(panel.proxy.rowCount()))

    panel.session_box.setCurrentIndex(0)  # all sessions
    panel.result_box.setCurrentIndex(0)
    shown = [r for r in store.hands() if r.category is not None]
    category = shown[0].category
    assert category is not None
    panel.category_box.setCurrentIndex(panel.category_box.findData(category))
    expected = [r for r in store.hands() if r.category == category]
    assert panel.proxy.rowCount() == len(expected)
    assert {_cell(panel, r, panel.model.CATEGORY) for r in range(len(expected))} == {
        texts.category_name(category)}
    panel.category_box.setCurrentIndex(panel.category_box.findData(-1))
    assert panel.proxy.rowCount() == sum(1 for r in store.hands() if r.category is None)


def test_double_click_opens_the_hand_in_the_replayer(qtbot: QtBot, panel: HistoryPanel) -> None:
    record = panel._record(2)
    rect = panel.table.visualRect(panel.proxy.index(2, 1))
    qtbot.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert panel.replay_button.isEnabled()
    qtbot.mouseDClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert len(panel.replayers) == 1
    replayer = panel.replayers[0]
    assert replayer.hand.hand_number == record.hand_number
    assert "Tuesday" in replayer.windowTitle() or "Wednesday" in replayer.windowTitle()
    replayer.last()
    final = {p.seat: p.finish for p in record.players}
    assert {s: replayer.scene.seat_items[s].stack for s in final} == final
    assert replayer.scene.board_cards() == list(record.board)
    # The person's hole cards are on the table at the end, folded or not.
    assert [c for c, _ in replayer.scene.hole_cards(0)] == list(record.person_cards)


def _pick(monkeypatch: pytest.MonkeyPatch, path: Path) -> list[str]:
    asked: list[str] = []

    def fake(parent: object, caption: str, name: str, filters: str) -> tuple[str, str]:
        asked.append(name)
        return str(path), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake))
    return asked


def _select_rows(qtbot: QtBot, panel: HistoryPanel, rows: list[int]) -> list[HandRecord]:
    for k, row in enumerate(rows):
        rect = panel.table.visualRect(panel.proxy.index(row, HandTableModel.HAND))
        modifier = Qt.KeyboardModifier.ControlModifier if k else Qt.KeyboardModifier.NoModifier
        qtbot.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, modifier,
                         rect.center())
    return panel.selected_records()


def test_export_selected_hands_as_phh_replays_to_their_stacks(
    qtbot: QtBot, panel: HistoryPanel, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    chosen = _select_rows(qtbot, panel, [0, 3])
    assert len(chosen) == 2
    asked = _pick(monkeypatch, tmp_path / "two")
    choose_from_button_menu(qtbot, panel.export_button, panel.phh_action)
    assert asked and asked[0].endswith(".phhs")
    written = tmp_path / "two.phhs"
    hands = list(load_hands(written))
    assert len(hands) == 2
    finishing = sorted(tuple(replay_fields(data, where).finishing_stacks)
                       for where, data in hands)
    assert finishing == sorted(tuple(p.finish for p in r.players) for r in chosen)


def test_export_a_session_as_pokerstars_text(
    qtbot: QtBot, panel: HistoryPanel, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    panel.session_box.setCurrentIndex(panel.session_box.findText("Wednesday"))
    _pick(monkeypatch, tmp_path / "wednesday.txt")
    choose_from_button_menu(qtbot, panel.export_button, panel.stars_action)  # none selected
    text = (tmp_path / "wednesday.txt").read_text(encoding="utf-8")
    assert text.count("PokerStars Hand #") == 4
    assert "Hold'em No Limit" in text


def test_a_failed_export_says_why_and_writes_nothing(
    qtbot: QtBot, panel: HistoryPanel, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:

    warnings: list[str] = []
    monkeypatch.setattr(message_boxes, "warning",
                        lambda parent, title, text: warnings.append(text))
    _pick(monkeypatch, tmp_path / "missing-folder" / "out.phh")
    choose_from_button_menu(qtbot, panel.export_button, panel.phh_action)
    assert len(warnings) == 1 and warnings[0].startswith("The hands were not saved")
    assert not (tmp_path / "missing-folder").exists()


def test_a_phh_file_is_valid_toml(panel: HistoryPanel) -> None:
    record = panel._record(0)
    assert tomllib.loads(record.phh())["variant"] == "NT"
