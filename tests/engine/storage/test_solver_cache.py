"""Solved spots kept in the database: the same spot is recalled with another hand's mix, a
different range misses, a stopped solve is not kept, and a damaged row is a miss."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np
import pytest

from engine.core.cards import parse_cards
from engine.evaluation.ranges import parse_range
from engine.solver.solve import Spot
from engine.solver.solve import range_weights
from engine.storage import solver_cache
from engine.storage.store import Store
from engine.teaching.coach.solver_spot import SolverQuestion
from engine.teaching.coach.solver_spot import answer


def _question(hole: str = "AhAd", theirs: str = "QQ-TT") -> SolverQuestion:
    ranges = (range_weights(parse_range("AA,KK,QQ,72o")), range_weights(parse_range(theirs)))
    spot = Spot(tuple(parse_cards("Ks7d2c9h4s")), pot=100, stack=100, ranges=ranges)
    return SolverQuestion(spot, (), tuple(parse_cards(hole)), 0, True, 2)  # type: ignore[arg-type]


def test_a_solved_spot_is_recalled_for_any_hand_of_the_range(tmp_path: Path) -> None:
    with Store.open(tmp_path / "felt.db") as store:
        _recalled(store)


def _recalled(store: Store) -> None:
    solved = answer(_question(), target=1.0)
    solver_cache.remember(store, solved, 1.0)
    again = solver_cache.recall(store, _question("KhKd"), 1.0)
    assert again is not None and again.labels == solved.labels
    kings = answer(_question("KhKd"), target=1.0)
    assert again.mix == pytest.approx(kings.mix, abs=0.05)
    np.testing.assert_allclose(again.grid_mix, solved.grid_mix, atol=1e-6)
    assert solver_cache.recall(store, _question(theirs="QQ-99"), 1.0) is None
    assert solver_cache.recall(store, _question(), 0.5) is None


def test_a_stopped_solve_is_not_kept_and_a_damaged_row_is_a_miss(tmp_path: Path) -> None:
    with Store.open(tmp_path / "felt.db") as store:
        _not_kept(store)


def _not_kept(store: Store) -> None:
    solved = answer(_question(), target=1.0)
    solver_cache.remember(store, dataclasses.replace(solved, stopped=True), 1.0)
    assert solver_cache.recall(store, _question(), 1.0) is None
    solver_cache.remember(store, solved, 1.0)
    with store.writing() as db:
        db.execute("UPDATE solved_spots SET tables = x'00'")
    assert solver_cache.recall(store, _question(), 1.0) is None
