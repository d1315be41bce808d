"""Every decision of every bot level over seeded tables, as digests that pin behaviour.

Reorganising the bots' code must not change a single decision. :func:`record` plays fixed,
seeded tables (each level's styles together, all levels mixed, heads-up, short stacks for
push-or-fold, and the limit and pot-limit structures) and turns every :class:`Thought` into
one line; the digest of those lines is compared with ``data/bot_decisions.json``.

Regenerate the fixture only when a change of behaviour is intended::

    python -m tests.helpers.decisions            # writes tests/data/bot_decisions.json
    python -m tests.helpers.decisions --lines x  # also every line, to diff two versions
"""

from __future__ import annotations

import argparse
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from engine.bots import Bot
from engine.play.arena import VARIANTS
from engine.rules.table import GameMode
from engine.rules.table import Table
from engine.rules.table import TableConfig
from engine.rules.view import view_for

FIXTURE = Path(__file__).resolve().parents[1] / "data" / "bot_decisions.json"


@dataclass(frozen=True, slots=True)
class Scenario:
    """One seeded table: who sits, in which structure, how deep, for how many hands."""

    name: str
    codes: tuple[str, ...]
    variant: str = "nl"
    stack: int = 200
    hands: int = 300


SCENARIOS = (
    Scenario("beginners", ("beginner_loose", "beginner_station", "beginner_timid") * 2),
    Scenario("casuals", ("casual_regular", "casual_rock", "casual_bluffer") * 2),
    Scenario("solids", ("solid_tag", "solid_lag") * 3),
    Scenario("experts", ("expert_adaptive", "expert_lag") * 3),
    Scenario("mixed", ("expert", "solid", "casual", "beginner", "expert_lag", "solid_lag")),
    Scenario("heads_up", ("expert", "solid")),
    Scenario("short_stacks", ("expert", "solid", "casual", "expert"), stack=20, hands=150),
    Scenario("fixed_limit", ("expert", "solid", "casual", "beginner"), "fl", hands=100),
    Scenario("pot_limit", ("expert", "solid_lag", "casual_bluffer"), "pl", hands=100),
    Scenario("short_deck", ("expert", "solid", "casual"), "short", hands=60),
)


#: Hands of each scenario the default test suite replays (the slow test replays them all).
QUICK_HANDS = 30


def play(scenario: Scenario, hands: int | None = None, seed: int = 11) -> list[str]:
    """One line per decision: who, where, what and the whole thought behind it (the first
    ``hands`` hands, all of the scenario's by default)."""
    config = TableConfig(hand=VARIANTS[scenario.variant], mode=GameMode.CASH,
                         starting_stack=scenario.stack, rebuy_amount=scenario.stack)
    table = Table(config, list(scenario.codes), seed=seed)
    bots = {seat: Bot(code, seed=seed * 100 + seat, strict=True)
            for seat, code in enumerate(scenario.codes)}
    lines: list[str] = []
    for _ in range(scenario.hands if hands is None else hands):
        for seat in table.seats:
            if table.can_rebuy(seat):
                table.rebuy(seat)
        hand = table.start_hand()
        while not hand.finished:
            actor = hand.actor_seat
            assert actor is not None
            thought = bots[actor].think(view_for(hand, actor))
            lines.append(f"{hand.hand_number}:{actor}:{thought!r}")
            hand.act(thought.action)
        for seat, bot in bots.items():
            bot.hand_over(view_for(hand, seat))
        table.finish_hand()
    return lines


def digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def summary(lines: list[str]) -> dict[str, object]:
    """Decision counts and digests of all lines and of the first :data:`QUICK_HANDS` hands."""
    quick = [line for line in lines if int(line.split(":", 1)[0]) <= QUICK_HANDS]
    return {"decisions": len(lines), "sha256": digest(lines),
            "quick_decisions": len(quick), "quick_sha256": digest(quick)}


def main() -> None:
    parser = argparse.ArgumentParser(description="record the bots' decisions")
    parser.add_argument("--lines", type=Path, default=None, help="also write every line here")
    args = parser.parse_args()
    result: dict[str, dict[str, object]] = {}
    every: list[str] = []
    for scenario in SCENARIOS:
        lines = play(scenario)
        every += [f"{scenario.name}|{line}" for line in lines]
        result[scenario.name] = summary(lines)
        print(scenario.name, len(lines), flush=True)
    if args.lines is not None:
        args.lines.write_text("\n".join(every) + "\n", encoding="utf-8")
    else:
        FIXTURE.parent.mkdir(exist_ok=True)
        FIXTURE.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
