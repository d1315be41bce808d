"""Write the heads-up push/fold chart the solid and expert bots read.

``python -m engine.tournament.make_pushfold_chart`` solves the heads-up equilibrium
(:func:`engine.tournament.pushfold.solve_heads_up`, no ante) for effective stacks of 1 to 25
big blinds from the shipped equity table and writes each class's shove and call probability
to ``engine/bots/data/pushfold_heads_up.json`` (units of 1/1000), with the exploitability of
each solution. The bots sit a layer below the tournament package, so they read the numbers
instead of calling the solver (about two seconds for all 25 stacks).

Tests: tests/engine/bots/test_bot_equilibrium.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from engine.tournament.pushfold import solve_heads_up

__all__ = ["CHART_FILE", "main"]

CHART_FILE = Path(__file__).resolve().parents[1] / "bots" / "data" / "pushfold_heads_up.json"
SCALE = 1000
STACKS = range(1, 26)


def main() -> int:
    push, call, exploitability = [], [], []
    for stack in STACKS:
        solution = solve_heads_up(float(stack))
        push.append([round(float(v) * SCALE) for v in solution.push])
        call.append([round(float(v) * SCALE) for v in solution.call])
        exploitability.append(solution.exploitability_bb)
    CHART_FILE.write_text(json.dumps({
        "format": 1, "scale": SCALE, "stacks_bb": list(STACKS), "ante_bb": 0.0,
        "exploitability_bb": [float(f"{e:.3g}") for e in exploitability],
        "push": push, "call": call,
    }, separators=(",", ":")), encoding="utf-8")
    print(f"wrote {CHART_FILE}; worst exploitability {max(exploitability) * 1000:.4f} mbb/hand")
    return 0


if __name__ == "__main__":
    sys.exit(main())
