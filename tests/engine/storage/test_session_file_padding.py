"""A session file padded with hand ends is refused at once, not after the computer players
have played every padded hand (the probe's case: 1,500 entries took 32 s, the limits allowed
about 12 hours); the import reports progress and can be cancelled."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from engine.core.errors import StorageError
from engine.rules.table import TableConfig
from engine.storage.recorder import record_new
from engine.storage.store import Store
from engine.storage.transfer import export_session
from engine.storage.transfer import import_session

PADDING = 1500


def _file(tmp_path: Path, hands: int = 6) -> dict[str, object]:
    with Store.open(tmp_path / "source.db") as store:
        session = record_new(store, TableConfig(rebuy_amount=1000), ["A", "B", "C"], None,
                             {0: "call", 1: "random", 2: "random"}, 5)
        while not (session.wrapped and session.table.hand_number >= hands):
            session.step()
        assert session.session_id is not None
        export_session(store, session.session_id, tmp_path / "good.json")
    data: dict[str, object] = json.loads((tmp_path / "good.json").read_text())
    return data


def test_a_log_padded_with_hand_ends_is_refused_at_once(tmp_path: Path) -> None:
    data = _file(tmp_path)
    log = list(data["log"])  # type: ignore[call-overload]
    last = max(e["hand"] for e in log)
    data["log"] = log + [{"t": "end", "hand": last + k + 1, "minutes": 0}
                         for k in range(PADDING)]
    padded = tmp_path / "padded.json"
    padded.write_text(json.dumps(data))
    with Store.open(tmp_path / "felt.db") as store:
        started = time.monotonic()
        with pytest.raises(StorageError) as caught:
            import_session(store, padded)
        assert time.monotonic() - started < 3
        assert caught.value.code == "bad_file"
        assert "does not replay" in str(caught.value)
        assert store.list_sessions() == []


def test_a_hand_ended_twice_is_refused_before_any_replay(tmp_path: Path) -> None:
    data = _file(tmp_path)
    log = list(data["log"])  # type: ignore[call-overload]
    end = next(e for e in log if e["t"] == "end")
    data["log"] = [end, *log]
    twice = tmp_path / "twice.json"
    twice.write_text(json.dumps(data))
    with Store.open(tmp_path / "felt.db") as store, pytest.raises(StorageError) as caught:
        import_session(store, twice)
    assert "entry 2 of the log is in hand 1 after it ended" in str(caught.value)


def test_the_import_tells_its_progress_and_can_be_cancelled(tmp_path: Path) -> None:
    _file(tmp_path, hands=8)
    steps: list[tuple[int, int]] = []
    with Store.open(tmp_path / "felt.db") as store:
        sid = import_session(store, tmp_path / "good.json", lambda d, t: steps.append((d, t)))
        assert len(steps) == 8 and steps[-1][0] == steps[-1][1] > 0
        assert len(store.hands(sid)) == 8
        with pytest.raises(StorageError) as caught:
            import_session(store, tmp_path / "good.json", should_stop=lambda: True)
        assert caught.value.code == "cancelled"
        assert len(store.list_sessions()) == 1
