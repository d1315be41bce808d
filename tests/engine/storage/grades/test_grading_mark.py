"""The mark of an unfinished grading run: set at the start, gone when cleared, one row only."""

from __future__ import annotations

from engine.storage.db import MIGRATIONS
from engine.storage.grades.grading_mark import clear_grading_mark
from engine.storage.grades.grading_mark import grading_unfinished
from engine.storage.grades.grading_mark import mark_grading_started
from engine.storage.grades.grading_schema import create_grading_mark
from engine.storage.store import Store


def test_a_run_is_marked_until_cleared() -> None:
    assert create_grading_mark in MIGRATIONS
    store = Store.in_memory()
    assert not grading_unfinished(store)
    mark_grading_started(store, now=1.0)
    mark_grading_started(store, now=2.0)  # a second start keeps one mark
    assert grading_unfinished(store)
    assert store.query("SELECT started_at FROM grading_mark") == [(2.0,)]
    clear_grading_mark(store)
    assert not grading_unfinished(store)
