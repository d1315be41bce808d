"""PHH: Felt's own histories replay in Felt and in PokerKit; bad files get clear errors."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from engine.core.errors import PhhError
from engine.formats.phh import main
from engine.formats.phh import replay_fields
from engine.formats.phh import write_phh
from engine.rules.config import Betting
from tests.helpers.hands import random_config
from tests.helpers.hands import random_hand
from tests.helpers.hands import random_stacks
from tests.helpers.oracle import FeltRulesHandHistory

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("betting", [Betting.NO_LIMIT, Betting.FIXED_LIMIT, Betting.POT_LIMIT,
                                     "short"])
def test_written_hands_replay_to_their_finishing_stacks_in_felt_and_pokerkit(
    betting: Betting | str,
) -> None:
    rng = random.Random(f"phh-{betting}")
    for _ in range(150):
        short = betting == "short"
        cfg = random_config(rng, Betting.NO_LIMIT if short else betting, short)  # type: ignore[arg-type]
        n = rng.randint(2, 9)
        hand = random_hand(cfg, random_stacks(rng, n, cfg.big_blind), rng.randrange(2**32))
        text = write_phh(hand, [f"P{i}" for i in range(n)])
        fields = tomllib.loads(text)
        assert fields["finishing_stacks"] == hand.stacks
        assert list(replay_fields(fields).finishing_stacks) == hand.stacks
        *_, last = FeltRulesHandHistory.loads(text)
        assert list(last.stacks) == hand.stacks


def test_cli_prints_one_json_line_per_hand(tmp_path: Path) -> None:
    rng = random.Random(3)
    cfg = random_config(rng, Betting.NO_LIMIT)
    for k in range(3):
        hand = random_hand(cfg, [200, 300, 400], k)
        (tmp_path / f"{k}.phh").write_text(write_phh(hand))
    out = subprocess.run([sys.executable, "-m", "engine.formats.phh", *sorted(map(str,
                         tmp_path.glob("*.phh")))], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert len(lines) == 3 and all('"finishing_stacks"' in line for line in lines)
    assert all('"matches_recorded": true' in line for line in lines)


GOOD = """variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ["d dh p1 AsKs", "d dh p2 ????", "d dh p3 7h2c", "p3 f", "p1 cbr 10", "p2 f"]
"""


def test_a_hand_with_unknown_cards_replays() -> None:
    replayed = replay_fields(tomllib.loads(GOOD))
    assert replayed.finishing_stacks == (102, 98, 100)


@pytest.mark.parametrize(
    ("text", "code", "fragment"),
    [
        ("variant = 'XX'\n", "unsupported_variant", "'XX'"),
        (GOOD.replace("min_bet = 2\n", ""), "missing_field", "min_bet"),
        (GOOD.replace('"p3 f", ', '"p2 f", '), "illegal_action", "action 4 'p2 f'"),
        (GOOD.replace('"p1 cbr 10"', '"p1 cbr 1"'), "illegal_action", "'p1 cbr 1'"),
        (GOOD.replace("7h2c", "AsKs"), "duplicate_card", "twice"),
        (GOOD.replace(', "p2 f"]', "]"), "unfinished", "end before"),
        (GOOD.replace('"p3 f"', '"p3 xx"'), "unknown_action", "'p3 xx'"),
    ],
)
def test_bad_histories_are_refused_with_the_reason(text: str, code: str, fragment: str) -> None:
    with pytest.raises(PhhError) as info:
        replay_fields(tomllib.loads(text), "x.phh")
    assert info.value.code == code
    assert fragment in str(info.value) and "x.phh" in str(info.value)


def test_cli_names_the_file_and_fails_on_bad_input(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "broken.phh").write_text("variant = [")
    (tmp_path / "illegal.phh").write_text(GOOD.replace('"p3 f", ', '"p2 f", '))
    assert main([str(tmp_path / "broken.phh")]) == 2
    assert main([str(tmp_path / "illegal.phh")]) == 2
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["file"].rsplit("/", 1)[-1] for r in out] == ["broken.phh", "illegal.phh"]
    assert "broken.phh: not valid TOML" in out[0]["error"]
    assert "illegal.phh: action 4 'p2 f'" in out[1]["error"]
    assert all(r["hand"] is None and "finishing_stacks" not in r for r in out)
