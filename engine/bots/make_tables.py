"""Generate the pre-flop equity tables the bots ship with (``engine/bots/data/*.json``).

``python -m engine.bots.make_tables`` recomputes both files (about five minutes on one core)
with :func:`engine.evaluation.equity.equity`, the project's own calculator, by seeded Monte Carlo:

* ``matrix``: the equity of every starting-hand class against every other, heads-up
  (20,000 deals per pair, standard error below 0.004). Bots use it to value a hand against
  an estimated range in microseconds instead of running a simulation for every decision.
* ``vs_random``: the equity of each class against 1 to 9 unknown hands, which orders the
  classes for opening ranges at tables of any size.

Only the upper triangle of the matrix is stored (as integers in units of 1/10,000): the
lower one follows from ``e(b, a) = 1 - e(a, b)``, since ties count half for each side.

Tests: tests/engine/bots/test_bots.py
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from engine.evaluation.equity import equity
from engine.evaluation.hand_classes import CLASS_COUNT
from engine.evaluation.hand_classes import class_name
from engine.evaluation.hand_classes import combo_table
from engine.evaluation.ranges import parse_range

DATA = Path(__file__).resolve().parent / "data"
MAX_OPPONENTS = 9
SCALE = 10_000


def _representative(index: int) -> str:
    """One combination of a class (spades and hearts): any suits give the same equity."""
    name = class_name(index)
    if len(name) == 2:
        return f"{name[0]}s{name[1]}h"
    return f"{name[0]}s{name[1]}{'s' if name[2] == 's' else 'h'}"


def generate(short_deck: bool, samples: int, seed: int) -> dict[str, object]:
    """Both tables for one deck, as the JSON-ready dictionary the bots read."""
    table = combo_table(short_deck)
    present = [c for c in range(CLASS_COUNT) if table.class_sizes[c] > 0]
    ranges = {c: parse_range(class_name(c)) for c in present}
    vs_random: list[list[int]] = []
    for c in present:
        row = []
        for k in range(1, MAX_OPPONENTS + 1):
            hands: list[object] = [_representative(c), *([None] * k)]
            result = equity(hands, samples=samples, seed=seed + 1000 * c + k,  # type: ignore[arg-type]
                            exact=False, short_deck=short_deck)
            row.append(round(result[0].equity * SCALE))
        vs_random.append(row)
    upper: list[int] = []
    for i, a in enumerate(present):
        for j in range(i + 1, len(present)):
            b = present[j]
            result = equity([ranges[a], ranges[b]], samples=samples,
                            seed=seed + 200_000 * a + b, exact=False, short_deck=short_deck)
            upper.append(round(result[0].equity * SCALE))
    return {
        "format": 1,
        "short_deck": short_deck,
        "samples": samples,
        "seed": seed,
        "scale": SCALE,
        "classes": present,
        "vs_random": vs_random,
        "matrix_upper": upper,
    }


def output_path(short_deck: bool) -> Path:
    return DATA / ("preflop_short.json" if short_deck else "preflop_standard.json")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=169)
    parser.add_argument("--deck", choices=["standard", "short", "both"], default="both")
    args = parser.parse_args(argv)
    decks = {"standard": [False], "short": [True], "both": [True, False]}[args.deck]
    DATA.mkdir(parents=True, exist_ok=True)
    for short in decks:
        started = time.perf_counter()
        data = generate(short, args.samples, args.seed)
        output_path(short).write_text(json.dumps(data, separators=(",", ":")) + "\n",
                                      encoding="utf-8")
        print(f"{output_path(short).name}: {time.perf_counter() - started:.0f} s",
              file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
