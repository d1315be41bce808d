"""A ``felt.db`` written before the layered house (and before plain snapshots) continues.

``tests/data/felt_before_layers.db`` was written by the code of commit 9a35804: a 4-player
session, the person at seat 0, stopped at the person's first decision of hand 13, with two
pickled snapshots (hands 5 and 10). ``felt_before_layers.json`` holds what that code showed at
that moment and the stacks after it played on to hand 20 with the headless runner's scripted
person. The new code must stand at the same spot (cards, stacks, bets, pots, whose turn),
never unpickle the old snapshots, and play on to the same stacks.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

from engine.play.session import chip_count
from engine.storage import SCHEMA_VERSION, Store
from engine.storage.recorder import resume
from tests.helpers.kill_runner import person_policy

DATA = Path(__file__).resolve().parents[2] / "data"


def _copy(tmp_path: Path) -> Path:
    db = tmp_path / "felt.db"
    shutil.copy(DATA / "felt_before_layers.db", db)
    return db


def _expected() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA / "felt_before_layers.json").read_text("utf-8"))
    return data


def test_the_old_database_holds_pickled_snapshots(tmp_path: Path) -> None:
    """The fixture is what the test says it is: schema 2, two pickles."""
    conn = sqlite3.connect(f"file:{DATA / 'felt_before_layers.db'}?mode=ro", uri=True)
    try:
        assert conn.execute("SELECT version FROM schema_version").fetchone() == (2,)
        rows = conn.execute("SELECT hand_number, data FROM snapshots ORDER BY hand_number")
        found = [(n, bytes(d)[:1]) for n, d in rows]
    finally:
        conn.close()
    assert found == [(5, b"\x80"), (10, b"\x80")]  # pickle protocol headers


def test_a_session_saved_before_the_refactor_continues_exactly(tmp_path: Path) -> None:
    expected = _expected()
    with Store.open(_copy(tmp_path)) as store:
        session_id = store.latest_session_id()
        assert session_id is not None
        assert store.snapshot_positions(session_id) == []  # the pickles were dropped unread
        session = resume(store, session_id)
        assert session.resumed_from is None  # replayed from the log
        # Dealing needs nobody's decision, so hand 13 is dealt again, as the window does.
        while not session.waiting_for_person:
            session.step()

        hand = session.hand
        assert hand is not None and hand.hand_number == expected["hand_number"]
        assert session.waiting_for_person and hand.actor_seat == 0 == session.person_seat
        chips = chip_count(session)
        assert [list(s) for s in chips.stacks] == expected["stacks"]
        assert [list(b) for b in chips.bets] == expected["bets"]
        assert list(chips.pots) == expected["pots"]
        assert list(hand.board) == expected["board"]
        position = hand.seats.index(0)
        assert sorted(hand.hole[position]) == sorted(
            expected["person_cards"])

        while not (session.wrapped and session.table.hand_number >= 20) and not session.over:
            if session.waiting_for_person:
                session.act(person_policy(session))
            else:
                session.step()
        stacks = [[s, st.stack] for s, st in sorted(session.table.seats.items())]
        assert stacks == expected["after_hand_20_stacks"]
        assert store.hands(session_id)[-1].hand_number == 20
        assert store.snapshot_positions(session_id)[-1][1] == 20  # new, plain snapshots

    conn = sqlite3.connect(tmp_path / "felt.db")
    try:
        assert conn.execute("SELECT version FROM schema_version").fetchone() == (SCHEMA_VERSION,)
        kinds = {t for (t,) in conn.execute("SELECT typeof(data) FROM snapshots")}
    finally:
        conn.close()
    assert kinds == {"text"}
