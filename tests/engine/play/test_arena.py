"""The headless arena: every variant plays, results are reproducible, PHH output replays."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.core.errors import ConfigError
from engine.formats.phh import load_hands
from engine.formats.phh import replay_fields
from engine.play.arena import load_player
from engine.play.arena import main
from engine.play.arena import run_arena

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("variant", ["nl", "pl", "fl", "sl", "short"])
def test_every_variant_plays_and_conserves_chips(variant: str) -> None:
    players = [load_player(s) for s in ("random", "call", "random", "random")]
    result = run_arena(players, 150, seed=4, variant=variant, starting_stack=100)
    assert result.hands == 150
    assert sum(s.net for s in result.stats) == 0
    assert all(s.hands == 150 for s in result.stats)


def test_same_seed_same_results() -> None:
    players = [load_player(s) for s in ("random", "random", "call")]
    a = run_arena(players, 80, seed=12)
    b = run_arena(players, 80, seed=12)
    c = run_arena(players, 80, seed=13)
    assert [s.net for s in a.stats] == [s.net for s in b.stats] != [s.net for s in c.stats]


def test_phh_out_writes_hands_that_replay(tmp_path: Path) -> None:
    code = main(["--players", "3", "--hands", "12", "--seed", "5", "--phh-out", str(tmp_path)])
    assert code == 0
    files = sorted(tmp_path.glob("*.phh"))
    assert len(files) == 12
    for path in files:
        for where, fields in load_hands(path):
            replayed = replay_fields(fields, where)
            assert list(replayed.finishing_stacks) == fields["finishing_stacks"]


def test_command_line_prints_a_summary() -> None:
    out = subprocess.run([sys.executable, "-m", "engine.play.arena", "--players", "4", "--hands",
                          "30", "--seed", "1", "--variant", "fl"], capture_output=True,
                         text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert "bb_per_100" in out.stdout and "30 hands in" in out.stdout


def test_custom_players_load_from_module_and_class() -> None:
    name, make = load_player("engine.play.players:CallingStation")
    assert name == "CallingStation" and hasattr(make(1), "decide")
    with pytest.raises(ConfigError):
        load_player("nosuch.module:Bot")
    with pytest.raises(ConfigError):
        load_player("wizard")
    with pytest.raises(SystemExit) as refused:  # argparse's own sentence, exit status 2
        main(["--players", "11"])
    assert refused.value.code == 2


def test_confidence_interval_from_blocks() -> None:
    from engine.play.arena import bb_per_100

    rate, half = bb_per_100([4, -2, 6, 0], hands_per_block=2, big_blind=2)
    assert rate == pytest.approx(100 * 8 / 2 / 8)  # 8 chips over 8 hands at big blind 2
    values = [100, -50, 150, 0]  # bb/100 of each block
    sd = (sum((v - 50) ** 2 for v in values) / 3) ** 0.5
    assert half == pytest.approx(1.96 * sd / 2)


def test_duplicate_mode_rotates_seats_and_pools_names() -> None:
    players = [load_player(s) for s in ("random", "call", "random", "call")]
    result = run_arena(players, 10, seed=2, duplicate=True, rotations=2)
    assert result.hands == 20 and all(s.hands == 20 for s in result.stats)
    assert all(len(s.blocks) == 10 and s.hands_per_block == 2 for s in result.stats)
    assert sum(s.net for s in result.stats) == 0
    groups = {g.name: g for g in result.groups()}
    assert set(groups) == {"random x2", "call x2"}
    assert groups["random x2"].net == -groups["call x2"].net
    assert groups["call x2"].hands_per_block == 4


def test_json_summary_has_intervals_and_decision_times(capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    import json

    assert main(["--seat", "call", "--seat", "random", "--hands", "20", "--json",
                 "--duplicate", "--jobs", "1"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["duplicate"] and data["hands"] == 40
    row = data["players"][0]
    assert {"bb_per_100", "ci95", "vpip", "pfr", "ms_per_decision", "ms_p95"} <= set(row)


def test_post_flop_aggression_is_counted_per_player(capsys: pytest.CaptureFixture[str]) -> None:
    """Always-call never bets or raises after the flop (aggression factor 0); the random
    player does both; every post-flop decision is counted once."""
    result = run_arena([load_player("call"), load_player("random")], 200, seed=3)
    caller, random_player = result.stats
    assert caller.aggressive == 0 and caller.passive > 0
    assert caller.aggression_factor == 0.0
    assert random_player.aggressive > 0
    for stats in result.stats:
        assert stats.postflop >= stats.aggressive + stats.passive
    assert main(["--seat", "call", "--seat", "random", "--hands", "30"]) == 0
    header, caller_row = capsys.readouterr().out.splitlines()[:2]
    assert header.split()[7] == "af" and caller_row.split()[7] == "0.0"
