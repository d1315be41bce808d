"""A damaged or edited log row: the session continues from the last hand that replays, and
the damaged end is kept aside (the reliability probe's cases)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.rules.table import TableConfig
from engine.storage.recorder import record_new
from engine.storage.recorder import resume
from engine.storage.store import Store

HANDS = 12  # rebuys keep all three seated
BOTS = {0: "call", 1: "random", 2: "random"}


def _play(path: Path) -> int:
    with Store.open(path) as store:
        session = record_new(store, TableConfig(rebuy_amount=1000), ["A", "B", "C"], None, BOTS,
                             7)
        while not (session.wrapped and session.table.hand_number >= HANDS):
            session.step()
        assert session.session_id is not None
        return session.session_id


def _first_seq(store: Store, session: int, pattern: str) -> int:
    rows = store.query("SELECT min(seq) FROM log WHERE session_id = ? AND entry LIKE ?",
                       (session, pattern))
    assert rows[0][0] is not None
    return int(rows[0][0])


@pytest.mark.parametrize("damage", ["unreadable", "edited"])
def test_a_damaged_log_continues_from_the_last_good_hand(tmp_path: Path, damage: str) -> None:
    path = tmp_path / "felt.db"
    session_id = _play(path)
    with Store.open(path) as store:
        before = len(store.log(session_id))
        if damage == "unreadable":  # a flipped bit in a key
            seq = _first_seq(store, session_id, '%"hand": 8%')
            with store.writing() as db:
                db.execute("UPDATE log SET entry = replace(entry, '\"hand\": 8', '\"ha.d\": 8') "
                           "WHERE session_id = ? AND seq = ?", (session_id, seq))
        else:  # an action of a computer player changed by hand
            seq = _first_seq(store, session_id, '%"hand": 8%"raise"%')
            entry = store.query("SELECT entry FROM log WHERE session_id = ? AND seq = ?",
                                (session_id, seq))[0][0]
            with store.writing() as db:
                db.execute("UPDATE log SET entry = ? WHERE session_id = ? AND seq = ?",
                           (entry.replace('"raise"', '"call"'), session_id, seq))
        session = resume(store, session_id)
        assert session.set_aside is not None
        assert session.set_aside.last_hand == 7
        assert session.table.hand_number == 7 and session.wrapped
        assert session.set_aside.entries == before - len(store.log(session_id)) > 0
        assert [h.hand_number for h in store.hands(session_id)] == list(range(1, 8))
        kept = store.query("SELECT kind, count(*) FROM set_aside GROUP BY kind ORDER BY kind")
        assert kept == [("hand", HANDS - 7), ("log", session.set_aside.entries)]
        assert store.summary(session_id).hands_played == 7
        while session.table.hand_number < 9:  # and it plays on, saving as usual
            session.step()
    with Store.open(path) as store:
        again = resume(store, session_id)
        assert again.set_aside is None and again.table.hand_number >= 8


def test_a_read_only_store_still_refuses_a_damaged_log(tmp_path: Path) -> None:
    path = tmp_path / "felt.db"
    session_id = _play(path)
    with Store.open(path) as store, store.writing() as db:
        db.execute("UPDATE log SET entry = 'x' WHERE session_id = ? AND seq = 3", (session_id,))
    with Store.open(path, read_only=True) as store, pytest.raises(ValueError) as caught:
        resume(store, session_id)
    assert getattr(caught.value, "code", "") == "bad_row"
