"""The sessions list: continue, rename, delete (confirmed), export and import, through the
dialog's buttons with the file and message dialogs replaced."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from engine.storage.store import Store
from gui.base import texts
from gui.history.sessions_dialog import SessionsDialog
from tests.helpers.storage import play_into


@pytest.fixture
def store() -> Iterator[Store]:
    store = Store.in_memory()
    play_into(store, "Tuesday", 5, seed=11)
    play_into(store, "Wednesday", 3, seed=12, players=4)
    yield store
    store.close()


@pytest.fixture
def dialog(qtbot: QtBot, store: Store) -> SessionsDialog:
    dialog = SessionsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _cells(dialog: SessionsDialog, row: int) -> list[str]:
    return [dialog.table.item(row, c).text() for c in range(dialog.table.columnCount())]


def _select(qtbot: QtBot, dialog: SessionsDialog, name: str) -> int:
    row = next(r for r in range(dialog.table.rowCount())
               if dialog.table.item(r, dialog.NAME).text() == name)
    rect = dialog.table.visualItemRect(dialog.table.item(row, dialog.NAME))
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.selected() is not None and dialog.selected().name == name  # type: ignore
    return row


def test_rows_show_players_variant_hands_stack_and_date(
    dialog: SessionsDialog, store: Store
) -> None:
    assert dialog.table.rowCount() == 2
    by_name = {s.name: s for s in store.list_sessions()}
    for row in range(2):
        cells = _cells(dialog, row)
        summary = by_name[cells[dialog.NAME]]
        assert cells[dialog.PLAYERS] == ", ".join(summary.players)
        assert cells[dialog.VARIANT] == "No-Limit Hold'em"
        assert cells[dialog.HANDS] == str(summary.hands_played)
        assert summary.person_stack is not None
        assert cells[dialog.STACK] == texts.chips(summary.person_stack)
        assert cells[dialog.LAST] and cells[dialog.STATE] == "Unfinished"
    assert {_cells(dialog, r)[dialog.HANDS] for r in range(2)} == {"5", "3"}
    assert _cells(dialog, 1)[dialog.PLAYERS].count(",") in (2, 3)


def test_continue_says_which_session(qtbot: QtBot, dialog: SessionsDialog,
                                     store: Store) -> None:
    _select(qtbot, dialog, "Tuesday")
    tuesday = next(s.id for s in store.list_sessions() if s.name == "Tuesday")
    with qtbot.waitSignal(dialog.continue_requested) as signal:
        qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    assert signal.args == [tuesday]
    assert dialog.result() == SessionsDialog.DialogCode.Accepted


def test_the_session_being_played_cannot_be_deleted_or_continued(
    qtbot: QtBot, store: Store
) -> None:
    playing = next(s.id for s in store.list_sessions() if s.name == "Wednesday")
    dialog = SessionsDialog(store, current=playing)
    qtbot.addWidget(dialog)
    dialog.show()
    row = _select(qtbot, dialog, "Wednesday")
    assert _cells(dialog, row)[dialog.STATE] == "Playing now"
    assert not dialog.delete_button.isEnabled()
    assert not dialog.continue_button.isEnabled()
    _select(qtbot, dialog, "Tuesday")
    assert dialog.delete_button.isEnabled() and dialog.continue_button.isEnabled()


def test_rename(qtbot: QtBot, dialog: SessionsDialog, store: Store,
                monkeypatch: pytest.MonkeyPatch) -> None:
    _select(qtbot, dialog, "Tuesday")
    offered: list[str] = []

    def ask(parent: object, title: str, label: str, mode: object,
            text: str) -> tuple[str, bool]:
        offered.append(text)
        return "  Long Tuesday  ", True

    monkeypatch.setattr(QInputDialog, "getText", staticmethod(ask))
    qtbot.mouseClick(dialog.rename_button, Qt.MouseButton.LeftButton)
    assert offered == ["Tuesday"]
    assert sorted(s.name for s in store.list_sessions()) == ["Long Tuesday", "Wednesday"]
    assert dialog.selected() is not None and dialog.selected().name == "Long Tuesday"  # type: ignore


def test_delete_asks_first(qtbot: QtBot, dialog: SessionsDialog, store: Store,
                           monkeypatch: pytest.MonkeyPatch) -> None:
    _select(qtbot, dialog, "Tuesday")
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    questions: list[str] = []

    def question(parent: object, title: str, text: str, *args: object) -> object:
        questions.append(text)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert len(store.list_sessions()) == 2  # "No" keeps it
    assert "Tuesday" in questions[0] and "5 hands" in questions[0]
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert [s.name for s in store.list_sessions()] == ["Wednesday"]
    assert store.hands(session_id=None) and all(
        h.session_id != 1 for h in store.hands())  # its hands went with it
    assert dialog.table.rowCount() == 1


def test_export_then_import_brings_the_session_back(
    qtbot: QtBot, dialog: SessionsDialog, store: Store, monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path
) -> None:
    _select(qtbot, dialog, "Tuesday")
    target = tmp_path / "tuesday.felt.json"
    suggested: list[str] = []

    def save(parent: object, caption: str, name: str, filters: str) -> tuple[str, str]:
        suggested.append(name)
        return str(target), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert suggested == ["Tuesday.felt.json"] and target.exists()

    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a: (str(target), "")))
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    sessions = store.list_sessions()
    assert len(sessions) == 3 and dialog.table.rowCount() == 3
    original, copy = sorted((s for s in sessions if s.name.startswith("Tuesday")),
                            key=lambda s: s.id)
    assert copy.hands_played == original.hands_played == 5
    assert copy.person_stack == original.person_stack
    assert [h.person_cards for h in store.hands(copy.id)] == [
        h.person_cards for h in store.hands(original.id)]
    assert dialog.selected() is not None and dialog.selected().id == copy.id  # type: ignore


def test_a_malformed_file_is_refused_with_the_reason(
    qtbot: QtBot, dialog: SessionsDialog, store: Store, monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path
) -> None:
    bad = tmp_path / "bad.felt.json"
    bad.write_text('{"format": "felt-session", "version": 1, "session": 7}', encoding="utf-8")
    warnings: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a: (str(bad), "")))
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda parent, title, text: warnings.append(text)))
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert len(warnings) == 1
    assert warnings[0].startswith("The file is not a Felt session")
    assert len(store.list_sessions()) == 2  # nothing half-imported


@pytest.mark.parametrize("body", [
    '{"format": "felt-session", "version": 1, "seed": ' + "9" * 5000 + "}",
    '{"format": "felt-session", "version": 1, "setup": ' + "[" * 50000 + "]" * 50000 + "}",
    '{"format": "felt-session", "version": NaN}',
])
def test_every_import_failure_ends_in_a_message(
    qtbot: QtBot, dialog: SessionsDialog, store: Store, monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path, body: str
) -> None:
    """Issue 12: a 5,000-digit seed raised a ValueError the dialog did not catch."""
    bad = tmp_path / "bad.felt.json"
    bad.write_text(body, encoding="utf-8")
    warnings: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a: (str(bad), "")))
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda parent, title, text: warnings.append(text)))
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert len(warnings) == 1 and warnings[0].startswith("The file is not a Felt session")
    assert len(store.list_sessions()) == 2


def test_a_stored_setup_of_the_wrong_form_does_not_break_continue(store: Store) -> None:
    """A doctored database row (``setup.players = "many"``) shows the session's real table."""
    from engine.storage import SessionSpec
    from gui.session.saving import setup_of

    spec = store.spec(store.list_sessions()[0].id)
    doctored = SessionSpec(spec.config, spec.names, spec.person_seat, spec.bots, spec.seed,
                           spec.name, {"players": "many", "variant": 7, "rebuys": True,
                                       "clock_seconds": 12, "name": "Zoë"})
    setup = setup_of(doctored)
    assert setup.players == len(spec.names) and setup.variant == "nl"
    assert setup.rebuys == 0 and setup.clock_seconds == 12.0 and setup.name == "Zoë"
    assert len(setup.names()) == setup.players
