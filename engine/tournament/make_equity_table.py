"""Generate the exact pre-flop equity table push/fold is solved from.

``python -m engine.tournament.make_equity_table`` computes the heads-up equity of every
starting-hand class against every other (169 x 169, the 14,196 pairs above the diagonal; the
diagonal is one half by symmetry and ``e(b, a) = 1 - e(a, b)``), each by **exact
enumeration** of every board for every pair of combinations that can meet, with
:func:`engine.evaluation.equity.equity` (suit-symmetric combination pairs are enumerated
once). That is 0.1-0.6 s a pair on this machine, about an hour and a half on one core, so the
work is split into blocks of :data:`BLOCK` pairs, each written to ``--work`` as soon as it is
done: stopping and starting again resumes at the first missing block. When every block is
there the blocks are joined into ``engine/tournament/data/preflop_equity.json`` (the upper
triangle in units of 1e-7, plus how many combinations of each class can meet each other).

``--blocks 3,4`` computes only those blocks (two processes can share the work);
``--assemble`` only joins what is there.

Tests: tests/engine/tournament/test_equity_table.py
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
from engine.evaluation.ranges import parse_range

__all__ = ["BLOCK", "OUTPUT", "main", "pairs"]

#: Pairs of classes per block file (about three minutes of work each on one core).
BLOCK = 400
#: Equities are stored as integers in these units (exact results rounded to 1e-7).
SCALE = 10_000_000
OUTPUT = Path(__file__).resolve().parent / "data" / "preflop_equity.json"
WORK = Path(__file__).resolve().parents[2] / "build" / "equity_blocks"


def pairs() -> list[tuple[int, int]]:
    """Every class pair ``(a, b)`` with ``a < b``, in the order the blocks cover them."""
    return [(a, b) for a in range(CLASS_COUNT) for b in range(a + 1, CLASS_COUNT)]


def block_count() -> int:
    return -(-len(pairs()) // BLOCK)


def exact_equity(a: int, b: int) -> float:
    """Exact heads-up equity (ties count half) of class ``a`` against class ``b``."""
    result = equity([parse_range(class_name(a)), parse_range(class_name(b))], exact=True)
    return result[0].equity


def compute_block(index: int, work: Path) -> Path:
    """Compute block ``index`` unless its file is there already; return the file."""
    path = work / f"block_{index:03d}.json"
    if path.exists():
        return path
    chosen = pairs()[index * BLOCK : (index + 1) * BLOCK]
    started = time.perf_counter()
    values = [round(exact_equity(a, b) * SCALE) for a, b in chosen]
    work.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".part")
    partial.write_text(json.dumps({"block": index, "values": values}), encoding="utf-8")
    partial.replace(path)
    print(f"block {index + 1}/{block_count()}: {len(chosen)} pairs in "
          f"{time.perf_counter() - started:.0f} s", flush=True)
    return path


def assemble(work: Path, output: Path = OUTPUT) -> bool:
    """Join the blocks into the shipped file; False (and nothing written) if any is missing."""
    upper: list[int] = []
    for index in range(block_count()):
        path = work / f"block_{index:03d}.json"
        if not path.exists():
            return False
        upper.extend(int(v) for v in json.loads(path.read_text(encoding="utf-8"))["values"])
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(json.dumps({"format": 1, "exact": True, "scale": SCALE,
                                  "classes": CLASS_COUNT, "upper": upper},
                                 separators=(",", ":")), encoding="utf-8")
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--work", type=Path, default=WORK, help="folder for the block files")
    parser.add_argument("--blocks", default="", help="comma-separated block numbers only")
    parser.add_argument("--reverse", action="store_true", help="work from the last block")
    parser.add_argument("--assemble", action="store_true", help="only join the blocks")
    args = parser.parse_args(argv)
    if not args.assemble:
        chosen = ([int(x) for x in args.blocks.split(",")] if args.blocks
                  else list(range(block_count())))
        for index in reversed(chosen) if args.reverse else chosen:
            compute_block(index, args.work)
    if assemble(args.work):
        print(f"wrote {OUTPUT}")
        return 0
    missing = [i for i in range(block_count())
               if not (args.work / f"block_{i:03d}.json").exists()]
    print(f"{len(missing)} of {block_count()} blocks missing: {missing}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
