"""Databases written by older Felt code continue exactly under today's code.

First, a ``felt.db`` written before the layered house (and before plain snapshots); below, one
written just before the teaching feature folders (issue 28).

``tests/data/felt_before_layers.db`` was written by the code of commit 9a35804: a 4-player
session, the person at seat 0, stopped at the person's first decision of hand 13, with two
pickled snapshots (hands 5 and 10). ``felt_before_layers.json`` holds what that code showed at
that moment and the stacks after it played on to hand 20 with the headless runner's scripted
person. The new code must stand at the same spot (cards, stacks, bets, pots, whose turn),
never unpickle the old snapshots, and play on to the same stacks.

The spot each fixture stops at is the old code's and never changes. The stacks after playing
on follow the computer players, so they are recorded again when the bots' play changes on
purpose (last: short heads-up stacks played by the push/fold equilibrium, issue 35), never to
hide a difference at the spot itself.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from engine.play.session import chip_count
from engine.storage import SCHEMA_VERSION
from engine.storage import Store
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


# A felt.db written just before the feature folders (issue 28) --------------------------------
#
# ``tests/data/felt_before_features.db`` was written by the code of commit 81a3d77 with
# ``python -m tests.helpers.saved_session_fixture --db tests/data/felt_before_features.db
# --seed 4 --stop-hand 22 --play-to 32``: a 6-player tournament (rising blinds with antes,
# rebuys), the person at seat 0, stopped at the person's first decision of hand 22 (facing an
# all-in for more than the person has), with plain snapshots of hands 10 and 20 and side pots in
# hands 19 and 20. ``felt_before_features.json`` holds what that code showed at that moment and
# the stacks after it played on to hand 32 with the scripted person.


def _expected_features() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        (DATA / "felt_before_features.json").read_text("utf-8"))
    return data


def _moment(session: Any) -> dict[str, Any]:
    """What the table shows while the person decides (the fields the fixture recorded)."""
    hand = session.hand
    legal = session.person_legal()
    assert hand is not None and legal is not None
    chips = chip_count(session)
    return {
        "hand_number": hand.hand_number,
        "button": hand.seats[-1],
        "level": [hand.config.small_blind, hand.config.big_blind, hand.config.ante],
        "stacks": [list(s) for s in chips.stacks],
        "bets": [list(b) for b in chips.bets],
        "pots": list(chips.pots),
        "board": list(hand.board),
        "person_cards": sorted(hand.hole[hand.seats.index(0)]),
        "legal": {"can_check": legal.can_check, "call_amount": legal.call_amount,
                  "min_raise_to": legal.min_raise_to, "max_raise_to": legal.max_raise_to},
    }


def test_the_feature_folders_fixture_is_one_file_of_schema_6() -> None:
    """The fixture is what the comment above says: one file, schema 6, two plain snapshots."""
    assert not (DATA / "felt_before_features.db-wal").exists()
    conn = sqlite3.connect(f"file:{DATA / 'felt_before_features.db'}?mode=ro", uri=True)
    try:
        assert conn.execute("SELECT version FROM schema_version").fetchone() == (6,)
        rows = conn.execute("SELECT hand_number, typeof(data) FROM snapshots ORDER BY 1")
        assert rows.fetchall() == [(10, "text"), (20, "text")]
    finally:
        conn.close()


@pytest.mark.parametrize("use_snapshots", [True, False], ids=["from_snapshot", "replayed"])
def test_a_session_saved_before_feature_folders_continues_exactly(
        tmp_path: Path, use_snapshots: bool) -> None:
    expected = _expected_features()
    db = tmp_path / "felt.db"
    shutil.copy(DATA / "felt_before_features.db", db)
    with Store.open(db) as store:
        session_id = store.latest_session_id()
        assert session_id is not None
        session = resume(store, session_id, use_snapshots=use_snapshots)
        assert session.resumed_from == (expected["resumed_from"] if use_snapshots else None)
        while not session.waiting_for_person:
            session.step()
        assert session.person_to_act == 0
        assert _moment(session) == {k: expected[k] for k in _moment(session)}

        to_hand = expected["play_to"]
        while not (session.wrapped and session.table.hand_number >= to_hand) and not session.over:
            if session.waiting_for_person:
                session.act(person_policy(session))
            else:
                session.step()
        stacks = [[s, st.stack] for s, st in sorted(session.table.seats.items())]
        assert stacks == expected["after_stacks"]
        assert store.hands(session_id)[-1].hand_number == to_hand
