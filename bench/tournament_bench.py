"""A 1,000-player tournament of computer players to the end, on one core: time and hands/s.

Every table is played by :class:`engine.tournament.quick_player.QuickPlayer` (the cheap
tournament player made for background tables: push/fold by the heads-up equilibrium's widths
when short, a tight opening game when deep); the bot levels think a thousand times longer per
decision and would take hours for the tens of thousands of hands a field this size deals.
Target: under ten minutes.

Run: ``python bench/tournament_bench.py [--players N] [--table-size N] [--seed N]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.tournament.tournament import Tournament


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--table-size", type=int, default=9)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    t = Tournament(args.players, args.table_size, seed=args.seed)
    t.play()
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    state = len(t.dumps())
    print(f"{args.players} players, tables of {args.table_size}: {t.hands_dealt} hands in "
          f"{t.round} rounds, to level {t.level + 1}")
    print(f"time {wall:.1f} s wall, {cpu:.1f} s CPU; {t.hands_dealt / cpu:.0f} hands per CPU "
          f"second ({t.hands_dealt / wall:.0f} per wall second on this shared machine)")
    print(f"chips {sum(t.stacks().values())} = bought {t.chips_bought()} + colour-ups "
          f"{t.colour_up_change}; saved state {state / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
