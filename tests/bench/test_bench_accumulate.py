"""The benches' results shelf: blocks of deals add up exactly, never twice, never across code.

``bench/accumulate.py`` decides which figures the documentation quotes after many sessions
of runs, so its arithmetic must equal one long run's and its bookkeeping must not pool a
deal twice or pool results of different bot code.
"""

from __future__ import annotations

import random
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from engine.play.arena import bb_per_100
from tests.helpers.bench import load_bench


@pytest.fixture(scope="module")
def accumulate() -> ModuleType:
    return load_bench("accumulate")


@pytest.fixture
def shelf(accumulate: ModuleType, tmp_path: Path) -> Any:
    """An empty shelf in ``r.json``, filed under the code digest ``code-a``."""
    return accumulate.Shelf(tmp_path / "r.json", digest="code-a")


def test_blocks_pool_to_the_figure_of_one_long_run(accumulate: ModuleType) -> None:
    rng = random.Random(5)
    chips = [rng.choice([-400, -7, -2, 0, 3, 5, 200, 900]) for _ in range(300)]
    values = [c / 2 * 100 / 2 for c in chips]  # big blind 2, two hands per deal
    blocks = [accumulate.block_of(values[:120], 1, 240, 0.0),
              accumulate.block_of(values[120:], 2, 360, 0.0)]
    pooled = accumulate.pool(blocks)
    mean, half = bb_per_100(chips, 2, 2)
    assert pooled.deals == 300 and pooled.hands == 600 and pooled.blocks == 2
    assert pooled.mean == pytest.approx(mean)
    assert pooled.ci95 == pytest.approx(half)


def test_a_shelf_takes_fresh_seeds_and_files_each_block_once(
    accumulate: ModuleType, shelf: Any, tmp_path: Path
) -> None:
    key = "nl|hu|expert|maniac"
    first = shelf.next_seed(key)
    shelf.add(key, accumulate.block_of([100.0, -50.0], first, 4, 1.0))
    again = shelf.add(key, accumulate.block_of([100.0, -50.0], first, 4, 1.0))
    assert again.deals == 2  # the same seed is not filed twice
    second = shelf.next_seed(key)
    assert second != first
    total = shelf.add(key, accumulate.block_of([30.0], second, 2, 1.0))
    assert total.deals == 3 and total.mean == pytest.approx(80.0 / 3)
    # Another reader of the same file sees the blocks; other code sees none of them.
    assert accumulate.Shelf(tmp_path / "r.json", digest="code-a").pooled(key).deals == 3
    assert accumulate.Shelf(tmp_path / "r.json", digest="code-b").pooled(key).deals == 0


def test_a_second_process_takes_seeds_from_its_own_start(
    accumulate: ModuleType, shelf: Any
) -> None:
    key = "nl|1v5|solid|station"
    low = shelf.next_seed(key)
    high = shelf.next_seed(key, low + 500)
    assert high == low + 500
    shelf.add(key, accumulate.block_of([10.0], high, 6, 1.0))
    assert shelf.next_seed(key) == low  # the first process still fills the low seeds
    assert shelf.next_seed(key, low + 500) == low + 501


def test_the_digest_follows_every_bot_file(accumulate: ModuleType, tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "brain.py").write_text("A = 1\n", encoding="utf-8")
    (tmp_path / "data" / "table.json").write_text("[1]\n", encoding="utf-8")
    before = accumulate.code_digest(tmp_path)
    (tmp_path / "data" / "table.json").write_text("[2]\n", encoding="utf-8")
    assert accumulate.code_digest(tmp_path) != before


def test_the_digest_follows_the_solver_the_expert_plays_from(accumulate: ModuleType,
                                                             tmp_path: Path) -> None:
    assert [p.name for p in accumulate.BOT_CODE] == ["bots", "solver"]
    bots, solver = tmp_path / "bots", tmp_path / "solver"
    for folder in (bots, solver):
        folder.mkdir()
        (folder / "play.py").write_text("A = 1\n", encoding="utf-8")
    before = accumulate.code_digest((bots, solver))
    assert before != accumulate.code_digest(bots)
    (solver / "play.py").write_text("A = 2\n", encoding="utf-8")
    assert accumulate.code_digest((bots, solver)) != before



def test_adoption_carries_over_only_matchups_played_the_same(
    accumulate: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ai_bench = load_bench("ai_bench")
    adopt = load_bench("adopt")
    shelf_path = tmp_path / "ai_bench.json"
    old = accumulate.Shelf(shelf_path, "0ldc0de")
    same = "nl|hu|expert|all_in"
    played = ai_bench.play_block("hu", "expert", "all_in", 3, 2024, "nl", 1)
    old.add(same, played)
    old.add(same, {**played, "seed": 2025})
    other = "nl|hu|beginner|all_in"  # a block the current code would not play the same
    old.add(other, {**played, "sum": played["sum"] + 1.0})
    assert adopt.main(["0ldc0de", "--shelf", "ai", "--dir", str(tmp_path)]) == 0
    current = accumulate.Shelf(shelf_path)
    carried = current.blocks(same)
    assert [b["seed"] for b in carried] == [2024, 2025]
    assert all(b["adopted_from"] == "0ldc0de" for b in carried)
    assert current.pooled(same).deals == 6
    assert current.blocks(other) == []
    assert "CHANGED" in capsys.readouterr().out


def test_adoption_with_checks_replays_later_blocks_too(
    accumulate: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A matchup whose first block plays the same but a later one does not stays behind
    when ``--check`` replays the later ones; without ``--check`` it is carried over."""
    ai_bench = load_bench("ai_bench")
    adopt = load_bench("adopt")
    shelf_path = tmp_path / "ai_bench.json"
    old = accumulate.Shelf(shelf_path, "0ldc0de")
    key = "nl|hu|expert|all_in"
    for seed in (2024, 2025):
        old.add(key, ai_bench.play_block("hu", "expert", "all_in", 2, seed, "nl", 1))
    later = ai_bench.play_block("hu", "expert", "all_in", 2, 2026, "nl", 1)
    old.add(key, {**later, "sum": later["sum"] + 1.0})  # played differently now
    args = ["0ldc0de", "--shelf", "ai", "--dir", str(tmp_path)]
    assert adopt.main([*args, "--check", "2", "--dry-run"]) == 0
    assert "CHANGED (block of seed 2026" in capsys.readouterr().out
    assert adopt.main(args) == 0
    assert "same play in 1 of 3 blocks replayed" in capsys.readouterr().out
    assert accumulate.Shelf(shelf_path).pooled(key).deals == 6


def test_the_plan_lists_the_ladder_pairs_without_playing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    ai_bench = load_bench("ai_bench")
    assert ai_bench.main(["--only", "6max", "--plan"]) == 0
    pairs = [tuple(line.split()) for line in capsys.readouterr().out.splitlines()]
    assert pairs == ai_bench.LADDER + ai_bench.TOP


def test_the_short_stack_block_plays_the_expert_against_the_equilibrium(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 35: the expert at 10-15 big blinds heads-up against the push/fold equilibrium,
    the block's deals shared out over the six stacks, filed like any other block."""
    ai_bench = load_bench("ai_bench")
    block = ai_bench.play_block("short", "expert", "push_fold_equilibrium", 12, 2024, "nl", 1)
    assert block["deals"] == 12 and block["hands"] == 24
    assert ai_bench.main(["--only", "short", "--plan"]) == 0
    assert capsys.readouterr().out.split() == ["expert", "push_fold_equilibrium"]
