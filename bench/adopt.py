"""Carry a matchup's results over to new bot code when the new code plays it identically.

A change to any bot file starts a fresh shelf (:mod:`accumulate`), and rightly so: results of
different play must never be pooled. But a change often touches one kind of spot only (say,
four-bets against players who have shown a very tight VPIP), and a matchup that never meets
that spot is played deal for deal as before. Re-playing such a matchup's 20,000 deals would
cost hours of the shared machine for the same numbers.

``python bench/adopt.py OLD_DIGEST`` replays, with the current code, the first block of every
matchup filed under ``OLD_DIGEST`` (its seed and its number of deals) and compares the
block's sum and sum of squares exactly. Where they are equal the play is the same, and
every block of the matchup is filed under the current digest, each marked with
``adopted_from``; where they differ the matchup is reported as changed and must be played
again. Matchups the current shelf already holds are left alone, unless ``--merge``: then the
old blocks whose seeds the current shelf does not hold are added (a second old digest's
blocks, played with other seeds, after its own first block is checked the same way).
``--dry-run`` compares only;
``--only`` picks matchups whose key contains a text (e.g. ``|hu|``);
``--check N`` replays N more blocks besides the first (of at most ``CHECK_MAX_DEALS`` deals,
picked by a generator seeded with the matchup's name), and adopts only if every one is the
same: a change that shows only once the bot has read its opponent for a while (a first block
of 10 deals played the same, a later one of 100 did not) is caught there.

Adoption is evidence, not proof: a matchup whose first block is identical could in principle
meet the changed spot later. Use it only for changes whose reach is known (the commit says
which spots they touch), and say in the figures which matchups were adopted.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accumulate import RESULTS_DIR
from accumulate import Shelf

SHELVES = {"ai": RESULTS_DIR / "ai_bench.json", "lbr": RESULTS_DIR / "lbr_bench.json"}
#: The longest block ``--check`` replays (a 500-deal block is most of an hour at the table).
CHECK_MAX_DEALS = 100


def replay(key: str, block: dict[str, float]) -> dict[str, float]:
    """The block of ``key`` with ``block``'s seed and deals, played by the current code."""
    seed, deals = int(block["seed"]), int(block["deals"])
    parts = key.split("|")
    if parts[1] == "lbr":
        import lbr_bench

        if lbr_bench.OWN_DRAWS not in key:  # LBR's queries no longer see the player's draws
            raise SystemExit(f"{key}: played by an older LBR, cannot be replayed")
        samples = int(parts[3].removeprefix("samples="))
        raw, adjusted = lbr_bench.play(parts[2], deals, seed, samples,
                                       at_table="|at_table|" in key)
        return adjusted if key.endswith(lbr_bench.ADJUSTED) else raw
    import ai_bench

    variant, kind, first, second = parts
    return ai_bench.play_block(kind, first, second, deals, seed, variant, jobs=1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old", help="the digest whose results to carry over")
    parser.add_argument("--shelf", choices=sorted(SHELVES), action="append", default=[])
    parser.add_argument("--only", action="append", default=[],
                        help="matchups whose key contains this text")
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("--merge", action="store_true",
                        help="add the old blocks with seeds the current shelf lacks")
    parser.add_argument("--dir", type=Path, default=RESULTS_DIR, help="where the shelves are")
    parser.add_argument("--check", type=int, default=0,
                        help="replay this many more blocks besides the first")
    args = parser.parse_args(argv)
    for name in args.shelf or sorted(SHELVES):
        path = args.dir / SHELVES[name].name
        current = Shelf(path)
        old = Shelf(path, args.old)
        if old.digest == current.digest:
            raise SystemExit("the old digest is the current code's")
        print(f"{name}: {old.digest} -> {current.digest}", flush=True)
        for key in old.matchups():
            if args.only and not any(text in key for text in args.only):
                continue
            held = {int(b["seed"]) for b in current.blocks(key)}
            if held and not args.merge:
                print(f"  {key}: already measured under the current code", flush=True)
                continue
            blocks = [b for b in old.blocks(key) if int(b["seed"]) not in held]
            if not blocks:
                print(f"  {key}: every old seed is already held", flush=True)
                continue
            first = min(blocks, key=lambda b: b["seed"])
            later = [b for b in blocks if b is not first and b["deals"] <= CHECK_MAX_DEALS]
            checked = [first, *random.Random(key).sample(later, min(args.check, len(later)))]
            started = time.perf_counter()
            changed = None
            for block in checked:
                again = replay(key, block)
                if again["sum"] != block["sum"] or again["squares"] != block["squares"]:
                    changed = (block, again)
                    break
            took = time.perf_counter() - started
            if changed is not None:
                block, again = changed
                print(f"  {key}: CHANGED (block of seed {int(block['seed'])}: "
                      f"{block['sum']:.2f} -> {again['sum']:.2f}; {took:.0f} s)", flush=True)
                continue
            if not args.dry_run:
                for block in blocks:
                    current.add(key, {**block, "adopted_from": old.digest})
            deals = sum(int(b["deals"]) for b in blocks)
            print(f"  {key}: same play in {len(checked)} of {len(blocks)} blocks replayed, "
                  f"{deals} deals {'would be ' if args.dry_run else ''}adopted ({took:.0f} s)",
                  flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
