"""A damaged row in the saved games: one hand that cannot be read is named and left out,
the other hands are listed and exported (the reliability probe's cases)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.errors import StorageError
from engine.storage.cli import main as export_main
from engine.storage.store import DamagedHand
from engine.storage.store import Store
from tests.helpers.storage import damage_hand
from tests.helpers.storage import play_into

HANDS = 8


@pytest.fixture
def saved(tmp_path: Path) -> tuple[Path, int]:
    path = tmp_path / "felt.db"
    with Store.open(path) as store:
        session = play_into(store, "Tuesday", HANDS, seed=7)
        damage_hand(store, session, 3)
    return path, session


def test_the_damaged_hand_is_named_and_the_others_are_read(saved: tuple[Path, int]) -> None:
    path, session = saved
    with Store.open(path, read_only=True) as store:
        with pytest.raises(StorageError) as caught:
            store.hands(session)  # asked without a list for damaged hands: an error
        assert caught.value.code == "bad_row"
        damaged: list[DamagedHand] = []
        hands = store.hands(session, damaged=damaged)
    assert [h.hand_number for h in hands] == [n for n in range(1, HANDS + 1) if n != 3]
    assert [(d.session_id, d.hand_number) for d in damaged] == [(session, 3)]


def test_export_writes_the_other_hands_and_names_the_damaged_one_on_stderr(
        saved: tuple[Path, int], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, session = saved
    out = tmp_path / "x.phhs"
    code = export_main(["--db", str(path), "--session", str(session), "--format", "phh",
                        str(out)])
    printed = capsys.readouterr()
    assert code == 0
    assert f"wrote {HANDS - 1} hands" in printed.out
    assert f"hand 3 of session {session} cannot be read" in printed.err
    assert out.read_text(encoding="utf-8").count("actions = ") == HANDS - 1


def test_export_from_a_folder_that_cannot_be_entered_is_one_sentence(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(self: Path) -> bool:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "exists", refuse)
    code = export_main(["--db", str(tmp_path / "locked" / "felt.db"), str(tmp_path / "x")])
    assert code == 1
    assert "cannot be read (Permission denied)" in capsys.readouterr().err


def test_export_of_a_session_number_beyond_sqlite_is_refused_in_a_sentence(
        saved: tuple[Path, int], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, _ = saved
    with pytest.raises(SystemExit) as stopped:  # argparse's own refusal, before the database
        export_main(["--db", str(path), "--session", "9" * 23, str(tmp_path / "x")])
    assert stopped.value.code == 2 and "is not a session" in capsys.readouterr().err


def test_the_damaged_hands_reason_is_words_not_a_python_exception(
        saved: tuple[Path, int]) -> None:
    """Issue 44: the reason ended in a raw ``JSONDecodeError('Expecting value: ...')``."""
    path, session = saved
    with Store.open(path, read_only=True) as store:
        damaged: list[DamagedHand] = []
        store.hands(session, damaged=damaged)
        with pytest.raises(StorageError) as caught:
            store.hand(session, 3)
    for text in (damaged[0].reason, str(caught.value)):
        assert "Error(" not in text and "JSONDecodeError" not in text, text
        assert "not JSON (line 1" in text, text
