"""The sessions list: continue, rename, delete (confirmed), export and import, through the
dialog's buttons with the file and message dialogs replaced."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QInputDialog
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from engine.storage.store import Store
from gui.base import message_boxes
from gui.base import texts
from gui.history.sessions_dialog import SessionsDialog
from tests.helpers.storage import play_into

IMPORT_MS = 30000  # a session file's import runs on a thread of its own


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

    monkeypatch.setattr(message_boxes, "question", question)
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
    with qtbot.waitSignal(dialog.session_imported, timeout=IMPORT_MS):
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
    monkeypatch.setattr(message_boxes, "warning",
                        lambda parent, title, text: warnings.append(text))
    with qtbot.waitSignal(dialog.import_failed, timeout=IMPORT_MS):
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
    monkeypatch.setattr(message_boxes, "warning",
                        lambda parent, title, text: warnings.append(text))
    with qtbot.waitSignal(dialog.import_failed, timeout=IMPORT_MS):
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


def test_a_session_import_shows_progress_and_cancel_leaves_nothing_half_imported(
    qtbot: QtBot, dialog: SessionsDialog, store: Store, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 30 (#7): the replay runs off the window's thread; the window keeps answering."""
    import time

    from PySide6.QtCore import QTimer

    from engine.storage.transfer import export_session
    from gui.history import sessions_dialog

    real = sessions_dialog.import_session

    def slow(store: Store, path: Path, progress: Any, should_stop: Any) -> int:
        """The engine's own import, each hand taking as long as a big table's on a slow
        machine (the calling stations' hands replay too fast to be caught midway)."""
        def step(done: int, total: int) -> None:
            time.sleep(0.05)
            progress(done, total)
        return real(store, path, step, should_stop)

    monkeypatch.setattr(sessions_dialog, "import_session", slow)

    long_one = play_into(store, "Long", 40, seed=13, players=6)
    target = tmp_path / "long.felt.json"
    export_session(store, long_one, target)
    store.delete(long_one)
    dialog.refresh()
    before = [s.id for s in store.list_sessions()]
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(5)
    with qtbot.waitSignal(dialog.import_cancelled, timeout=IMPORT_MS):
        dialog.import_path(target)
        progress = dialog.import_progress
        assert progress is not None and progress.isVisible()
        qtbot.waitUntil(lambda: progress.value() > 0, timeout=IMPORT_MS)
        assert progress.value() < progress.maximum()  # part of the way: it shows where
        shown = len(ticks)
        qtbot.waitUntil(lambda: len(ticks) >= shown + 3, timeout=IMPORT_MS)  # responsive
        cancel = next(b for b in progress.findChildren(QPushButton) if b.text() == "Cancel")
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    timer.stop()
    assert [s.id for s in store.list_sessions()] == before  # nothing half-imported
    assert dialog.import_progress is None and dialog.importing is None
    with qtbot.waitSignal(dialog.session_imported, timeout=IMPORT_MS) as imported:
        dialog.import_path(target)  # and the same file imports whole when left to finish
    assert store.summary(imported.args[0]).hands_played == 40
