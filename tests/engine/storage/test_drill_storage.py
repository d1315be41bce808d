"""Drill answers survive a round trip; rows that cannot be read are skipped, not fatal."""

from __future__ import annotations

from pathlib import Path

from engine.storage import Store
from engine.storage.drills import DrillLog
from engine.teaching.drills import DRILL_CODES
from engine.teaching.drills.drill_progress import AnswerRecord
from engine.teaching.drills.drill_progress import progress
from engine.teaching.drills.drill_progress import streaks
from engine.teaching.drills.drill_progress import weak_spots

DAY = 86400.0


def record(drill: str, correct: bool, at: float, seconds: float = 4.0) -> AnswerRecord:
    return AnswerRecord(drill, "beginner", 12, (1, 2) if correct else (3,), (1, 2), correct,
                        1.0 if correct else 0.0, seconds, at)


def test_answers_round_trip_in_the_saved_games_database(tmp_path: Path) -> None:
    path = tmp_path / "felt.db"
    Store.open(path).close()  # the games' database, brought up to date with the new table
    log = DrillLog.open(path)
    log.record(record("winner", True, 1000.0))
    log.record(AnswerRecord("call", "advanced", 2**61, "fold", "call", False, 0.0, 2.5, 1001.0))
    log.close()
    again = DrillLog.open(path)
    found = again.records(DRILL_CODES)
    assert [r.drill for r in found] == ["winner", "call"]
    assert found[0].answer == (1, 2) and found[1].answer == "fold" and found[1].seed == 2**61
    again.close()


def test_bad_rows_are_skipped_and_counted(tmp_path: Path) -> None:
    log = DrillLog.open(tmp_path / "felt.db")
    log.record(record("outs", True, 1000.0))
    bad_rows = [
        ("outs", "beginner", "12", "{not json", "3", 1, 1.0, 1.0, 1.0),
        ("no_such_drill", "beginner", "12", "3", "3", 1, 1.0, 1.0, 1.0),
        ("outs", "godlike", "12", "3", "3", 1, 1.0, 1.0, 1.0),
        ("outs", "beginner", "twelve", "3", "3", 1, 1.0, 1.0, 1.0),
        ("outs", "beginner", "12", "[1, true]", "3", 1, 1.0, 1.0, 1.0),
        ("outs", "beginner", "12", "3", "3", 7, 1.0, 1.0, 1.0),
        ("outs", "beginner", "12", "3", "3", 1, 1.0, -5.0, 1.0),
        ("outs", "beginner", "12", "3", "3", 1, "NaN", 1.0, 1.0),
        ("outs", "beginner", "12", "3", "3", 1, 1.0, 1.0, "yesterday"),
    ]
    conn = log._db
    for row in bad_rows:
        conn.execute("INSERT INTO drill_answers (drill, difficulty, seed, answer, expected, "
                     "correct, score, seconds, answered_at) VALUES (?,?,?,?,?,?,?,?,?)", row)
    found = log.records(DRILL_CODES)
    assert len(found) == 1 and log.skipped == len(bad_rows)
    figures = progress(found, DRILL_CODES)
    assert figures["outs"].answers == 1
    log.close()


def test_progress_accuracy_streaks_and_weak_spots() -> None:
    answers = [record("winner", True, 0.0 + k) for k in range(5)]
    answers += [record("outs", k % 2 == 0, DAY + k, seconds=8.0) for k in range(6)]
    answers += [record("outs", False, 2 * DAY)]
    figures = progress(answers, DRILL_CODES)
    assert figures["winner"].accuracy == 1.0 and figures["winner"].current_streak == 5
    outs = figures["outs"]
    assert outs.answers == 7 and outs.accuracy == 3 / 7 and outs.best_streak == 1
    assert len(outs.days) == 2 and outs.days[0].accuracy == 0.5 and outs.days[1].accuracy == 0
    order = weak_spots(figures)
    assert order[0] == "outs" and order[1] == "winner"
    assert set(order[2:]) == set(DRILL_CODES) - {"outs", "winner"}
    assert streaks([record("name", c, 0.0) for c in (True, True, False, True)]) == (1, 2)
