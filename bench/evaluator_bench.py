"""Seven-card hands per second: Felt's batch evaluator against evaluators called per hand.

All evaluators see the same seeded random 7-card hands in one run, on one machine:

* Felt's batch evaluator (``engine.evaluation.evaluator.evaluate_batch``) on the whole array,
  with and without input validation, from ``uint8`` and from ``int64`` ids;
* Felt's one-hand evaluator (``engine.evaluation.hand_value.evaluate``), called per hand;
* eval7, phevaluator and treys, called per hand (each skipped with a note if not installed).

Then: every one of the 133,784,560 seven-card hands (incrementally, and through
``evaluate_batch``), an exact heads-up pre-flop equity (1,712,304 boards), 1,000-sample
Monte Carlo equity for six players, and range against range on a flop: two ranges of 150+
combinations, exact (every turn and river of every pair that can meet), by
``engine.evaluation.range_equity`` and by the general enumeration, against a per-hand loop of
eval7 over the same pairs and runouts (timed on a seeded sample of pairs and scaled to all of
them; the loop's equity is checked against Felt's on a smaller pair of ranges in full).

Run: ``python bench/evaluator_bench.py [--hands N] [--per-hand N] [--quick] [--ranges-only]``.
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from itertools import combinations
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np
import numpy.typing as npt

from engine.core.cards import card_str
from engine.core.cards import parse_cards
from engine.evaluation import tables as et
from engine.evaluation.equity import equity
from engine.evaluation.evaluator import all_hands
from engine.evaluation.evaluator import categories
from engine.evaluation.evaluator import category_counts
from engine.evaluation.evaluator import evaluate_batch
from engine.evaluation.hand_value import evaluate
from engine.evaluation.range_equity import range_equity
from engine.evaluation.ranges import Range
from engine.evaluation.ranges import parse_range

U8 = npt.NDArray[np.uint8]
EXPECTED_SEVEN = [
    23_294_460,
    58_627_800,
    31_433_400,
    6_461_620,
    6_180_020,
    4_047_644,
    3_473_184,
    224_848,
    37_260,
    4_324,
]
TARGETS = {
    "batch": "at least 30 M hands/s and 15x eval7",
    "enumeration": "under 10 s",
    "exact": "under 0.2 s",
    "monte_carlo": "under 10 ms",
    "range_vs_range": "under 0.5 s exact",
}
#: Two ranges of 150+ combinations and a flop, for range against range.
RANGE_A = "22+, A2s+, K9s+, QTs+, J9s+, T9s, 98s, 87s, ATo+, KJo+"
RANGE_B = "55+, A8s+, KTs+, QJs, JTs, T9s, 98s, 87s, 76s, 65s, AJo+, KQo, A5s-A2s"
RANGE_FLOP = "Kh9c4d"
#: Pairs the eval7 loop plays out in the timed sample (each 990 runouts, two hands each).
EVAL7_SAMPLE_PAIRS = 300


def random_hands(count: int, seed: int) -> U8:
    """``count`` rows of 7 distinct card ids, seeded."""
    rng = np.random.default_rng(seed)
    out = np.empty((count, 7), dtype=np.uint8)
    for start in range(0, count, 1 << 16):
        rows = min(1 << 16, count - start)
        keys = rng.random((rows, 52))
        out[start : start + rows] = np.argpartition(keys, 7, axis=1)[:, :7]
    return out


def best_of(repeats: int, run: Callable[[], object]) -> float:
    """Fastest of ``repeats`` timed calls: the least disturbed by the rest of the machine."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def per_hand(name: str, hands: U8) -> tuple[float, list[int]] | str:
    """Time one library called once per hand; return (seconds, values) or a skip note."""
    rows = hands.tolist()
    try:
        if name == "felt-one-hand":
            start = time.perf_counter()
            values = [evaluate(r).strength for r in rows]
            return time.perf_counter() - start, values
        if name == "eval7":
            eval7: Any = importlib.import_module("eval7")
            deck = [eval7.Card(card_str(c)) for c in range(52)]
            cards = [[deck[c] for c in r] for r in rows]
            run = eval7.evaluate
            start = time.perf_counter()
            values = [run(h) for h in cards]
            return time.perf_counter() - start, values
        if name == "phevaluator":
            ph: Any = importlib.import_module("phevaluator")
            run = ph.evaluate_cards  # same ids as Felt: 4 * rank + suit, suits c d h s
            start = time.perf_counter()
            values = [-run(*r) for r in rows]  # lower is better there
            return time.perf_counter() - start, values
        if name == "treys":
            treys: Any = importlib.import_module("treys")
            deck = [treys.Card.new(card_str(c)) for c in range(52)]
            split = [([deck[c] for c in r[:5]], [deck[c] for c in r[5:]]) for r in rows]
            evaluator = treys.Evaluator()
            run = evaluator.evaluate
            start = time.perf_counter()
            values = [-run(b, h) for b, h in split]
            return time.perf_counter() - start, values
    except ImportError:
        return f"{name} not installed (pip install {name}): skipped"
    raise ValueError(name)


def same_order(felt: npt.NDArray[np.int32], other: list[int], pairs: int = 20_000) -> bool:
    """Do two evaluators order random pairs of hands the same way (win, lose or tie)?"""
    a = felt[: len(other)].astype(np.int64)
    b = np.array(other, dtype=np.int64)
    rng = np.random.default_rng(0)
    i = rng.integers(0, len(other), size=pairs)
    j = rng.integers(0, len(other), size=pairs)
    return bool((np.sign(a[i] - a[j]) == np.sign(b[i] - b[j])).all())


def import_ms() -> float:
    """How long a new process takes to import the evaluator (the window's start-up pays it)."""
    code = ("import time; t = time.perf_counter(); import engine.evaluation.evaluator; "
            "print(time.perf_counter() - t)")
    root = Path(__file__).resolve().parents[1]
    runs = [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                 cwd=root, check=True).stdout) for _ in range(5)]
    return statistics.median(runs) * 1e3


def _meeting_pairs(first: Range, second: Range, board: list[int]) -> list[tuple[Any, Any]]:
    """Every (combination, weight) pair of the two ranges that can be dealt together."""
    seen = set(board)
    return [((a, wa), (b, wb)) for a, wa in first for b, wb in second
            if not {*a, *b} & seen and len({*a, *b}) == 4]


def eval7_loop(pairs: list[tuple[Any, Any]], board: list[int]) -> tuple[float, float]:
    """Range against range the plain way: for each pair, each turn and river, evaluate both
    seven-card hands with eval7 and compare. Returns (seconds, equity of the first)."""
    eval7: Any = importlib.import_module("eval7")
    deck = [eval7.Card(card_str(c)) for c in range(52)]
    shown = [deck[c] for c in board]
    run = eval7.evaluate
    won = total = 0.0
    start = time.perf_counter()
    for ((a1, a2), wa), ((b1, b2), wb) in pairs:
        used = {a1, a2, b1, b2, *board}
        rest = [deck[c] for c in range(52) if c not in used]
        mine_cards = [deck[a1], deck[a2], *shown]
        theirs_cards = [deck[b1], deck[b2], *shown]
        weight = wa * wb
        score = 0.0
        count = 0
        for turn, river in combinations(rest, 2):
            mine = run([*mine_cards, turn, river])
            theirs = run([*theirs_cards, turn, river])
            score += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
            count += 1
        won += weight * score
        total += weight * count
    return time.perf_counter() - start, won / total


def ranges_section(quick: bool = False) -> None:
    """Range against range on a flop (see the module docstring); ``quick``: Felt's exact
    answer only, without the general enumeration and eval7's loop beside it."""
    first, second = parse_range(RANGE_A), parse_range(RANGE_B)
    board = parse_cards(RANGE_FLOP)
    range_equity(first, second, board)  # tables warm
    seconds = best_of(5, lambda: range_equity(first, second, board))
    found = range_equity(first, second, board)
    live = [len(r.without(board)) for r in (first, second)]
    print(f"\nrange against range on {RANGE_FLOP}: {len(first)} x {len(second)} combinations "
          f"({live[0]} x {live[1]} without the board's cards), {found.pairs:,} pairs that can "
          f"meet, {found.runouts} turn-and-river runouts each")
    print(f"  felt range_equity (exact):        {seconds * 1e3:8.1f} ms  equity "
          f"{found.equity:.4%}  target {TARGETS['range_vs_range']}")
    if quick:
        return
    started = time.perf_counter()
    general = equity([first, second], board, exact=True)[0].equity
    general_seconds = time.perf_counter() - started
    print(f"  felt equity() general enumeration: {general_seconds * 1e3:7.1f} ms  equity "
          f"{general:.4%}  ({general_seconds / seconds:.1f}x range_equity)")
    try:
        importlib.import_module("eval7")
    except ImportError:
        print("  note: eval7 not installed (pip install eval7): per-hand loop skipped")
        return
    pairs = _meeting_pairs(first, second, board)
    rng = np.random.default_rng(5)
    sample = [pairs[i] for i in rng.choice(len(pairs), EVAL7_SAMPLE_PAIRS, replace=False)]
    loop_seconds, _ = eval7_loop(sample, board)
    scaled = loop_seconds / len(sample) * len(pairs)
    hands = 2 * found.runouts * len(pairs)
    print(f"  eval7 per-hand loop: {loop_seconds:.2f} s for {len(sample)} pairs "
          f"({2 * found.runouts * len(sample):,} hands), scaled to all {len(pairs):,} pairs "
          f"({hands:,} hands): {scaled:.1f} s")
    print(f"  felt range_equity is {scaled / seconds:,.0f}x the eval7 per-hand loop")
    small_a, small_b = parse_range("AA, KQs, 98s"), parse_range("KK, AhQh, 76s")
    _, loop_equity = eval7_loop(_meeting_pairs(small_a, small_b, board), board)
    mine = range_equity(small_a, small_b, board).equity
    agree = "agree" if abs(loop_equity - mine) < 1e-9 else "DISAGREE"
    print(f"  check on AA, KQs, 98s vs KK, AhQh, 76s in full: eval7 loop {loop_equity:.6%}, "
          f"felt {mine:.6%} ({agree})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=4_000_000, help="hands for the batch")
    parser.add_argument("--per-hand", type=int, default=200_000, help="hands per-hand libs see")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--quick", action="store_true",
                        help="skip the slow enumerations (every 7-card hand; range against "
                        "range by the general enumeration and by eval7)")
    parser.add_argument("--ranges-only", action="store_true", help="only range against range")
    args = parser.parse_args(argv)
    if args.ranges_only:
        ranges_section(args.quick)
        return 0

    with tempfile.TemporaryDirectory() as cache:
        start = time.perf_counter()
        et.load_or_build(Path(cache))
        cold = time.perf_counter() - start
        start = time.perf_counter()
        et.load_or_build(Path(cache))
        warm = time.perf_counter() - start
    print(f"tables: built in {cold * 1e3:.0f} ms, loaded from the cache in {warm * 1e3:.1f} ms")
    print(f"import engine.evaluation.evaluator in a fresh process: {import_ms():.0f} ms "
          f"(median of 5; numpy included)")

    hands = random_hands(args.hands, args.seed)
    evaluate_batch(hands[:100_000])  # tables in memory, code paths warm
    n = hands.shape[0]
    print(f"\n{n:,} random 7-card hands (seed {args.seed}); per-hand libraries see the first")
    print(f"{min(args.per_hand, n):,} of them (treys a quarter of that: it is slow)\n")
    rates: dict[str, float] = {}
    batch_variants: list[tuple[str, Callable[[], object]]] = [
        ("felt-batch (uint8, validated)", lambda: evaluate_batch(hands)),
        ("felt-batch (uint8, validate=False)", lambda: evaluate_batch(hands, validate=False)),
    ]
    wide = hands.astype(np.int64)
    batch_variants.append(("felt-batch (int64, validated)", lambda: evaluate_batch(wide)))
    for label, run in batch_variants:
        rates[label] = n / best_of(3, run)
    felt = evaluate_batch(hands)

    notes = []
    for name in ("felt-one-hand", "eval7", "phevaluator", "treys"):
        count = min(args.per_hand, n) // (4 if name == "treys" else 1)
        result = per_hand(name, hands[:count])
        if isinstance(result, str):
            notes.append(result)
            continue
        seconds, values = result
        rates[name] = count / seconds
        if not same_order(felt, values):
            notes.append(f"{name} orders some hands differently from Felt!")
    if "felt-one-hand" in rates:
        assert np.array_equal(felt[:1000], [evaluate(r).strength for r in hands[:1000].tolist()]), (
            "batch and one-hand evaluator disagree"
        )

    headline = rates["felt-batch (uint8, validated)"]
    print(f"{'evaluator':38} {'hands/s':>14} {'felt-batch is':>14}")
    for label, rate in rates.items():
        print(f"{label:38} {rate:>14,.0f} {headline / rate:>13.1f}x")
    for note in notes:
        print("note:", note)
    if "eval7" in rates:
        print(
            f"target ({TARGETS['batch']}): {headline / 1e6:.1f} M/s, "
            f"{headline / rates['eval7']:.1f}x eval7"
        )

    if not args.quick:
        print("\nevery 7-card hand (133,784,560):")
        start = time.perf_counter()
        counts = category_counts(7)
        seconds = time.perf_counter() - start
        assert counts.tolist() == EXPECTED_SEVEN, counts
        print(
            f"  incremental (5-card suffix sums + prefix): {seconds:6.2f} s "
            f"({133_784_560 / seconds / 1e6:.0f} M hands/s)  target {TARGETS['enumeration']}"
        )
        start = time.perf_counter()
        total = np.zeros(10, dtype=np.int64)
        for block in all_hands(7):
            total += np.bincount(categories(evaluate_batch(block)), minlength=10)
        seconds = time.perf_counter() - start
        assert total.tolist() == EXPECTED_SEVEN, total
        print(
            f"  through evaluate_batch (uint8 blocks):      {seconds:6.2f} s "
            f"({133_784_560 / seconds / 1e6:.0f} M hands/s)"
        )
        print("  category counts match the published table")

    equity(["AsAh", "KdKc"])  # board enumeration tables warm
    seconds = best_of(5, lambda: equity(["AsAh", "KdKc"]))
    value = equity(["AsAh", "KdKc"])[0].equity
    print(
        f"\nexact heads-up pre-flop AsAh vs KdKc (1,712,304 boards): {seconds * 1e3:.1f} ms, "
        f"equity {value:.4%}  target {TARGETS['exact']}"
    )
    seconds = best_of(3, lambda: equity(["AA", "KK"]))
    print(
        f"exact AA vs KK over all 36 combinations (3 after suit symmetry): {seconds * 1e3:.1f} ms"
    )

    six = ["AsAh", "KdKc", "QsQh", "JdJc", "Ts9s", "8h7h"]
    times = []
    for seed in range(101):
        start = time.perf_counter()
        equity(six, exact=False, samples=1_000, seed=seed)
        times.append(time.perf_counter() - start)
    times = times[1:]
    print(
        f"Monte Carlo, six players, 1,000 samples: median {statistics.median(times) * 1e3:.2f} ms,"
        f" best {min(times) * 1e3:.2f} ms  target {TARGETS['monte_carlo']}"
    )
    seconds = best_of(3, lambda: equity(six, exact=False, samples=100_000, seed=1))
    print(f"Monte Carlo, six players, 100,000 samples: {seconds * 1e3:.0f} ms")
    seconds = best_of(3, lambda: equity(six))
    print(f"exact, six players, pre-flop (658,008 boards): {seconds * 1e3:.0f} ms")
    ranges_section(args.quick)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
