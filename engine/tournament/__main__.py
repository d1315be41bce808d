"""``python -m engine.tournament``: play a whole tournament of computer players and print it.

``python -m engine.tournament --players 1000 --table-size 9 --seed 1`` prints one line per
place (place, player, prize, hands dealt to them), then the prize pool, the hands played,
the chips (in play at the end, bought, changed by colour-ups) and the time it took.
``--save FILE`` writes the state after ``--rounds`` rounds instead of playing to the end;
``--resume FILE`` continues a saved tournament.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from engine.tournament.structure import Structure
from engine.tournament.tournament import Tournament


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--players", type=int, default=180)
    parser.add_argument("--table-size", type=int, default=9)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--starting-stack", type=int, default=10_000)
    parser.add_argument("--hands-per-level", type=int, default=10)
    parser.add_argument("--big-blind-ante", action="store_true")
    parser.add_argument("--rebuy-levels", type=int, default=0)
    parser.add_argument("--buy-in", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=None, help="stop after this many rounds")
    parser.add_argument("--save", type=Path, default=None, help="write the state here")
    parser.add_argument("--resume", type=Path, default=None, help="continue a saved state")
    args = parser.parse_args(argv)
    if args.resume is not None:
        tournament = Tournament.from_json(json.loads(args.resume.read_text(encoding="utf-8")))
    else:
        structure = Structure(starting_stack=args.starting_stack,
                              hands_per_level=args.hands_per_level,
                              big_blind_ante=args.big_blind_ante, buy_in=args.buy_in,
                              rebuy_levels=args.rebuy_levels,
                              rebuy_chips=args.starting_stack if args.rebuy_levels else 0,
                              addon_chips=args.starting_stack if args.rebuy_levels else 0)
        tournament = Tournament(args.players, args.table_size, structure, seed=args.seed)
    started = time.perf_counter()
    tournament.play(args.rounds)
    elapsed = time.perf_counter() - started
    if args.save is not None:
        args.save.write_text(tournament.dumps(), encoding="utf-8")
    for finish in tournament.results():
        print(f"{finish.place:>4}  {finish.name:<14} prize {finish.prize:>8}  "
              f"hands {finish.hands}")
    left = tournament.stacks()
    print(f"entries {tournament.entries}, prize pool {tournament.prize_pool}, "
          f"payouts {list(tournament.prizes())}")
    print(f"players left {len(left)}, rounds {tournament.round}, hands played "
          f"{tournament.hands_dealt}, level {tournament.level + 1}")
    print(f"chips in play {sum(left.values())}, bought {tournament.chips_bought()}, "
          f"colour-up change {tournament.colour_up_change}")
    print(f"time {elapsed:.1f} s, {tournament.hands_dealt / max(elapsed, 1e-9):.0f} hands/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
