"""The shelves' figures as the Markdown tables of ``docs/bots.md``.

Prints, for the current bot code (or ``--digest``), the gauntlet per format with each
level's bb/100, 95 % interval and deals, the ladder and the Fixed-Limit matchup, and LBR
per level, so the documentation quotes exactly what ``bench/results/`` holds.

Run: ``python bench/results_table.py``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accumulate import RESULTS_DIR
from accumulate import Pooled
from accumulate import Shelf
from accumulate import code_digest
from accumulate import pool

from engine.bots.gauntlet import GAUNTLET

LEVELS = ["expert", "solid", "expert_noreads", "casual", "beginner"]
LADDER = [("casual", "beginner"), ("solid", "casual"), ("expert", "solid"),
          ("expert", "call"), ("expert", "random"), ("expert", "equity_tag")]


def cell(p: Pooled, adopted: bool = False) -> str:
    """One figure; ``†`` marks results carried over from earlier code (``bench/adopt.py``)."""
    if p.deals == 0:
        return "not run"
    mark = "" if p.significant else (" (loses)" if p.mean + p.ci95 < 0 else " (ns)")
    return f"{p.mean:+.1f} ± {p.ci95:.1f}{mark} [{p.deals:,}{' †' if adopted else ''}]"


def figure(shelf: Shelf, key: str) -> str:
    blocks = shelf.blocks(key)
    return cell(pool(blocks), any("adopted_from" in b for b in blocks))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--digest", default=None, help="bot code digest (default: current)")
    args = parser.parse_args(argv)
    digest = args.digest or code_digest()
    games = Shelf(RESULTS_DIR / "ai_bench.json", digest)
    lbr = Shelf(RESULTS_DIR / "lbr_bench.json", digest)
    print(f"bot code digest {digest}; cells: bb/100 ± 95 % [duplicate deals; † carried over "
          "from earlier code that plays the matchup identically, bench/adopt.py]\n")
    for fmt in ("hu", "1v5", "3v3"):
        rows = [(lv, [figure(games, f"nl|{fmt}|{lv}|{s}") for s in GAUNTLET]) for lv in LEVELS]
        rows = [(lv, cells) for lv, cells in rows if any(c != "not run" for c in cells)]
        if not rows:
            continue
        print(f"{fmt}:\n\n| strategy | " + " | ".join(lv for lv, _ in rows) + " |")
        print("| --- |" + " ---: |" * len(rows))
        for k, strategy in enumerate(GAUNTLET):
            print(f"| `{strategy}` | " + " | ".join(c[k] for _, c in rows) + " |")
        print()
    print("| matchup | heads-up | 6-max (3 vs 3) |\n| --- | ---: | ---: |")
    for first, second in LADDER:
        hu = figure(games, f"nl|hu|{first}|{second}")
        six = figure(games, f"nl|6max|{first}|{second}")
        print(f"| {first} vs {second} | {hu} | {six} |")
    print(f"| Fixed-Limit expert vs equity_tag | {figure(games, 'fl|hu|expert|equity_tag')}"
          " | |\n")
    print("| level | LBR bb/100 as played | LBR bb/100 all-in adjusted |\n| --- | ---: | ---: |")
    for level in ("beginner", "casual", "solid", "expert"):
        key = f"nl|lbr|{level}|samples=32"
        print(f"| {level} | {figure(lbr, key)} | {figure(lbr, key + '|allin-ev')} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
