"""Snapshots: resuming from the newest snapshot and the log after it is a full replay, exactly.

A seeded session is recorded for 35 hands and a bit (snapshots every 10 hands), then
continued three ways: from its snapshot plus the tail of the log, by replaying the whole
log, and uninterrupted. All three must stand in the same state (stacks, levels, rebuys, the
hand so far, every computer player's state) and play the same next 10 hands. A snapshot is
plain JSON; one that is damaged, tampered with, from another log, or a pickle (an old
snapshot, or a planted one) is never used, and an imported session never brings one.
"""

from __future__ import annotations

import base64
import copy
import json
import pickle
import random
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.core.errors import IllegalActionError
from engine.play.session import LogEntry
from engine.play.session import LoggedAction
from engine.play.session import LoggedHandEnd
from engine.play.session import LoggedRebuy
from engine.rules.actions import Action
from engine.rules.config import HandConfig
from engine.rules.table import BlindLevel
from engine.rules.table import TableConfig
from engine.storage import Store
from engine.storage.recorder import RecordingSession
from engine.storage.recorder import record_new
from engine.storage.recorder import resume
from engine.storage.transfer import export_session
from engine.storage.transfer import import_session

NAMES: list[str | None] = ["You", "Ada", "Bruno", "Chloé", "Dev", "Ede"]
BOTS = {1: "casual", 2: "solid", 3: "expert", 4: "beginner", 5: "random"}
SEED = 17


def _config() -> TableConfig:
    levels = (BlindLevel(5, 10), BlindLevel(10, 20, 2), BlindLevel(20, 40, 4),
              BlindLevel(40, 80, 8))
    return TableConfig(hand=HandConfig(small_blind=5, big_blind=10), levels=levels,
                       hands_per_level=8, starting_stack=600, rebuy_amount=600)


def _person(session: RecordingSession) -> Action:
    legal = session.person_legal()
    assert legal is not None and session.hand is not None
    if legal.can_raise and session.hand.hand_number % 3 == 0 and legal.min_raise_to:
        return Action.bet_or_raise(legal.min_raise_to)
    if legal.can_check:
        return Action.check()
    if legal.call_amount is not None and legal.call_amount <= 40:
        return Action.call()
    return Action.fold()


def _play(session: RecordingSession, until: Callable[[RecordingSession], bool]) -> None:
    while not until(session) and not session.over:
        if session.waiting_for_person:
            session.act(_person(session))
        else:
            session.step()


def _hands_done(n: int) -> Callable[[RecordingSession], bool]:
    return lambda s: s.wrapped and s.table.hand_number >= n


def _mid_hand(s: RecordingSession) -> bool:
    return s.hand_running and sum(isinstance(e, LoggedAction)
                                  and e.hand_number == s.table.hand_number for e in s.log) >= 3


def _without_minutes(log: list[LogEntry]) -> list[object]:
    return [e.hand_number if isinstance(e, LoggedHandEnd) else e for e in log]


def _state(session: RecordingSession, minutes: bool = True) -> dict[str, Any]:
    """Everything a resumed session must have back, computer players' insides included."""
    table = session.table
    hand = table.hand
    return {
        "hand_number": table.hand_number,
        "level": (table.level_index, table.hands_at_level),
        "minutes": (table.minutes_played, table.level_started_minute) if minutes else None,
        "button": table.button,
        "seats": [(s, st.stack, st.rebuys, st.busted, st.sitting_out)
                  for s, st in sorted(table.seats.items())],
        "bought_in": session.bought_in,
        "wrapped": session.wrapped,
        "hand": (list(hand.events), hand.actor_seat, hand.legal_actions()) if hand else None,
        "log": list(session.log) if minutes else _without_minutes(session.log),
        "bots": {seat: _insides(bot) for seat, bot in sorted(session.bots.items())},
    }


def _insides(player: object) -> dict[str, object]:
    """A player's every attribute (its generator by state) but the explanation for the window,
    copied: the uninterrupted run plays on with the same objects."""
    found = {name: value.getstate() if isinstance(value, random.Random) else copy.deepcopy(value)
             for name, value in vars(player).items() if name != "last_thought"}
    assert found or type(player).__name__ == "CallingStation"
    return found


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int, dict[str, Any],
                                                                  list[object]]:
    """A session recorded to 35 hands and 3 decisions into hand 36, and its next 10 hands."""
    folder = tmp_path_factory.mktemp("snap")
    store = Store.open(folder / "felt.db")
    session = record_new(store, _config(), NAMES, 0, BOTS, SEED)
    assert session.session_id is not None and session.recorder is not None
    _play(session, _hands_done(35))
    _play(session, _mid_hand)
    assert session.recorder.snapshots_taken == 3 and session.recorder.snapshot_failures == 0
    assert store.snapshot_positions(session.session_id)[-1][1] == 30
    state = _state(session)
    store.close()
    session.recorder = None  # from here on the uninterrupted run plays unsaved
    _play(session, _hands_done(45))
    return folder / "felt.db", session.session_id, state, _without_minutes(session.log)


def _copy(recorded_db: Path, to: Path) -> Store:
    shutil.copy(recorded_db, to)
    return Store.open(to)


def test_snapshot_plus_tail_is_a_full_replay_and_an_uninterrupted_run(
        recorded: tuple[Path, int, dict[str, Any], list[object]], tmp_path: Path) -> None:
    db, sid, uninterrupted, future = recorded
    fast_store = _copy(db, tmp_path / "fast.db")
    full_store = _copy(db, tmp_path / "full.db")
    fast = resume(fast_store, sid)
    full = resume(full_store, sid, use_snapshots=False)
    assert fast.resumed_from == 30 and full.resumed_from is None
    assert _state(fast) == _state(full) == uninterrupted

    _play(fast, _hands_done(45))
    _play(full, _hands_done(45))
    assert _without_minutes(fast.log) == _without_minutes(full.log) == future
    assert _state(fast, minutes=False) == _state(full, minutes=False)
    assert [h.data for h in fast_store.hands(sid)] == [h.data for h in full_store.hands(sid)]
    assert len(fast_store.hands(sid)) == 45
    # It went on taking snapshots; only the newest two are kept.
    assert [n for _, n in fast_store.snapshot_positions(sid)] == [30, 40]
    fast_store.close()
    full_store.close()


def _tamper_stacks(data: str | bytes) -> str:
    """The same snapshot with 50 chips moved between two seats (the total still adds up)."""
    snap = json.loads(data)
    seats = snap["table"]["seats"]
    a, b = sorted(seats)[:2]
    seats[a]["stack"] += 50
    seats[b]["stack"] -= 50
    return json.dumps(snap)


def _tamper_bot(data: str | bytes) -> str:
    """A computer player's generator state that setstate would refuse (a word too large)."""
    snap = json.loads(data)
    bot = snap["bots"]["2"]
    bot["rng"][1][0] = 2**40
    return json.dumps(snap)


def _other_session_snapshot(tmp_path: Path) -> str | bytes:
    with Store.open(tmp_path / "other.db") as store:
        other = record_new(store, _config(), NAMES, 0, BOTS, SEED + 1)
        assert other.session_id is not None
        _play(other, _hands_done(30))
        found = store.latest_snapshot(other.session_id, len(other.log))
        assert found is not None and found.hand_number == 30
        return found.data


@pytest.mark.parametrize("fault", ["garbage", "text", "truncated", "stacks", "bot", "nan",
                                   "other_log", "pickle"])
def test_a_snapshot_that_does_not_fit_is_ignored_and_the_log_replayed(
        recorded: tuple[Path, int, dict[str, Any], list[object]], tmp_path: Path,
        fault: str) -> None:
    db, sid, uninterrupted, _ = recorded
    store = _copy(db, tmp_path / "felt.db")
    newest = store.latest_snapshot(sid, 10**9)
    assert newest is not None
    data = {
        "garbage": lambda: b"\x80\x05not a pickle at all",
        "text": lambda: "{not json",
        "truncated": lambda: newest.data[: len(newest.data) // 2],
        "stacks": lambda: _tamper_stacks(newest.data),
        "bot": lambda: _tamper_bot(newest.data),
        "nan": lambda: str(newest.data).replace('"bought_in":', '"bought_in":NaN,"x":'),
        "other_log": lambda: _other_session_snapshot(tmp_path),
        "pickle": lambda: pickle.dumps(_Evil(str(tmp_path / "unpickled"))),
    }[fault]()
    conn = sqlite3.connect(tmp_path / "felt.db")
    conn.execute("UPDATE snapshots SET data = ? WHERE session_id = ? AND log_position = ?",
                 (data, sid, newest.log_position))
    conn.commit()
    conn.close()
    session = resume(store, sid)
    assert session.resumed_from is None
    assert _state(session) == uninterrupted
    assert not (tmp_path / "unpickled").exists()
    store.close()


def test_a_snapshot_is_plain_json(
        recorded: tuple[Path, int, dict[str, Any], list[object]], tmp_path: Path) -> None:
    db, sid, _, _ = recorded
    store = _copy(db, tmp_path / "felt.db")
    newest = store.latest_snapshot(sid, 10**9)
    assert newest is not None and isinstance(newest.data, str)
    data = json.loads(newest.data)
    assert data["format"] == "felt-snapshot" and data["table"]["hand_number"] == 30
    assert set(data["bots"]) == {"1", "2", "3", "4", "5"}
    assert data["bots"]["5"]["type"] == "random" and data["bots"]["3"]["type"] == "bot"
    store.close()


def test_a_snapshot_is_only_taken_between_hands(
        recorded: tuple[Path, int, dict[str, Any], list[object]], tmp_path: Path) -> None:
    db, sid, _, _ = recorded
    store = _copy(db, tmp_path / "felt.db")
    session = resume(store, sid)
    assert session.hand_running
    with pytest.raises(IllegalActionError) as info:
        session.snapshot()
    assert info.value.code == "snapshot_mid_hand"
    store.close()


def test_an_imported_session_never_brings_a_snapshot(
        recorded: tuple[Path, int, dict[str, Any], list[object]], tmp_path: Path) -> None:
    db, sid, uninterrupted, _ = recorded
    store = _copy(db, tmp_path / "felt.db")
    out = tmp_path / "session.json"
    export_session(store, sid, out)
    data = json.loads(out.read_text(encoding="utf-8"))
    assert "snapshots" not in data  # the file holds the log, never a pickle
    # A crafted file offering a "snapshot" that would create a file when unpickled.
    marker = tmp_path / "unpickled"
    evil = pickle.dumps(_Evil(str(marker)))
    data["snapshots"] = [{"log_position": 1, "hand_number": 1,
                          "data": base64.b64encode(evil).decode()}]
    out.write_text(json.dumps(data), encoding="utf-8")
    new_id = import_session(store, out)
    assert store.snapshot_positions(new_id) == []
    session = resume(store, new_id)
    assert session.resumed_from is None
    assert _state(session) == uninterrupted
    assert not marker.exists()
    store.close()


class _Evil:
    def __init__(self, path: str) -> None:
        self.path = path

    def __reduce__(self) -> tuple[object, ...]:
        return (open, (self.path, "w"))


def test_a_failed_save_keeps_the_snapshot_for_the_next_one(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "felt.db")
    session = record_new(store, _config(), NAMES, 0, BOTS, SEED)
    recorder = session.recorder
    assert recorder is not None and session.session_id is not None
    failures = []

    def disk_full_once() -> None:
        if recorder.snapshot_pending and not failures:
            failures.append(True)
            raise sqlite3.OperationalError("database or disk is full")

    recorder.before_commit = disk_full_once
    _play(session, _hands_done(10))
    assert recorder.warning is not None and recorder.warning.code == "disk_full"
    assert store.snapshot_positions(session.session_id) == []
    _play(session, lambda s: s.hand_running)  # the next step saves the hand and snapshot
    assert recorder.warning is None and recorder.failed_saves == 1
    positions = store.snapshot_positions(session.session_id)
    assert [n for _, n in positions] == [10]
    log = store.log(session.session_id)
    last = log[positions[0][0] - 1]  # the snapshot stands right after hand 10's wrap-up
    assert isinstance(last, LoggedHandEnd | LoggedRebuy) and last.hand_number == 10
    resumed = resume(store, session.session_id)
    assert resumed.resumed_from == 10
    assert _without_minutes(resumed.log) == _without_minutes(session.log)
    store.close()
