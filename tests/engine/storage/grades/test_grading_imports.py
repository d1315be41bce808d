"""An imported online hand is graded like Felt's own: the seat of the name marked "This is
me", the blinds the file lists for every seat and its usual opener are no unusual structure."""

from __future__ import annotations

from pathlib import Path

from engine.storage.grades.grading_job import run_grading
from engine.storage.grades.grading_job import tasks_for
from engine.storage.grades.play_report import blunders
from engine.storage.grades.play_report import person_decisions
from engine.storage.imported.imports import import_files
from engine.storage.store import Store

BLUNDER = Path(__file__).resolve().parents[3] / "data" / "graded" / "stars_blunder.txt"


def test_folding_aces_in_an_imported_hand_is_graded_a_blunder() -> None:
    store = Store.in_memory()
    assert import_files(store, [BLUNDER]).imported == 2
    assert tasks_for(store.hands()) == []  # nobody is the person yet
    store.set_me_names(["MaxTheCat"])
    report = run_grading(store, tasks_for(store.hands(), samples=400), workers=0)
    assert report.graded == 2
    mine = person_decisions(store)
    assert len(mine) == 2 and all(d.grade.graded for d in mine)
    worst = blunders(mine, 2.0)
    assert len(worst) == 1
    aces = worst[0].grade
    assert aces.action.kind.value == "fold" and aces.reason == "folded_with_odds"
    assert max(aces.values, key=lambda v: v[1])[0] in ("call", "raise")
