"""The grader reads each opponent from the session's hands before the one it grades, never
from that hand or later ones."""

from __future__ import annotations

from engine.storage import Store
from engine.storage.grades.grading_reads import reads_from_json
from engine.storage.grades.grading_reads import session_reads
from tests.helpers.bot_sessions import play_bots_into


def test_each_hand_is_read_with_the_counts_of_the_hands_before_it() -> None:
    store = Store.in_memory()
    sid = play_bots_into(store, ("expert", "beginner", "casual"), 5, seed=4)
    records = store.hands(sid)
    reads = session_reads(records)
    numbers = sorted(r.hand_number for r in records)
    assert reads_from_json(reads[(sid, numbers[0])]) == {}
    last = reads_from_json(reads[(sid, numbers[-1])])
    assert last is not None and set(last) == {0, 1, 2}
    assert all(s.hands == len(numbers) - 1 for s in last.values())


def test_unreadable_reads_are_none() -> None:
    assert reads_from_json("") is None
    assert reads_from_json("{broken") is None
    assert reads_from_json('{"1": [1, 2]}') is None
