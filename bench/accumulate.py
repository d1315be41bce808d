"""Bench results that add up across runs and sessions, never across changes of the bots.

A matchup's 20,000 duplicate deals take hours on the shared 2-core machine, more than one
session has, so each run plays *blocks* of deals and files them in a JSON file under
``bench/results/``. A block is identified by its seed: every deal's cards are drawn from
``(seed, deal)``, so blocks of different seeds never share a deal, and a new block takes the
smallest seed (from :data:`FIRST_SEED` up) no block of that matchup has used.

Blocks are filed under a digest of the bots' code and data (every file under
``engine/bots``, and under ``engine/solver``, which the expert at the table plays from): a
later run of the same code adds deals to the same matchup until it reaches its target
(``--until``), and a change to any of those files starts a fresh shelf, so the results of
different code are never pooled.

Each block keeps the count, sum and sum of squares of its per-deal results (bb/100 of the
deal's hands, the arena's duplicate blocks), which is all the pooled mean and its 95 %
interval need. Writes happen under a file lock with the file read afresh, so two benches
filing at once (say ``ai_bench`` and ``lbr_bench``, or two matchups) lose nothing.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import math
import os
from collections.abc import Iterator
from collections.abc import Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS_DIR = Path(__file__).resolve().parent / "results"
#: The folders whose files decide the bots' play: the bots (the gauntlet strategies included)
#: and the solver the expert at the table plays its heads-up pots from.
BOT_CODE = (ROOT / "engine" / "bots", ROOT / "engine" / "solver")
#: The seed of a matchup's first block; later blocks take the next unused ones.
FIRST_SEED = 2024
#: Shelf format, bumped if the layout of a block changes.
FORMAT = 1


def code_digest(roots: Path | Sequence[Path] = BOT_CODE) -> str:
    """A short digest of the path and content of every file under ``roots`` (caches
    excluded)."""
    digest = hashlib.sha256()
    for root in [roots] if isinstance(roots, Path) else roots:
        for path in sorted(root.rglob("*")):
            if not path.is_file() or "__pycache__" in path.parts or path.suffix == ".pyc":
                continue
            digest.update(path.relative_to(root.parent).as_posix().encode())
            digest.update(b"\0")
            digest.update(path.read_bytes())
            digest.update(b"\0")
    return digest.hexdigest()[:16]


@dataclass(frozen=True, slots=True)
class Pooled:
    """A matchup's blocks added up."""

    deals: int
    hands: int
    mean: float
    ci95: float
    blocks: int

    @property
    def significant(self) -> bool:
        return self.mean - self.ci95 > 0


def block_of(values: Sequence[float], seed: int, hands: int, seconds: float) -> dict[str, float]:
    """One block's record from its per-deal results (bb/100)."""
    return {"seed": seed, "deals": len(values), "hands": hands,
            "sum": math.fsum(values), "squares": math.fsum(v * v for v in values),
            "seconds": round(seconds, 1)}


def pool(blocks: Sequence[dict[str, float]]) -> Pooled:
    """Mean and 95 % half-width (normal approximation) over every deal of the blocks."""
    n = int(sum(b["deals"] for b in blocks))
    hands = int(sum(b["hands"] for b in blocks))
    if n == 0:
        return Pooled(0, 0, 0.0, math.inf, 0)
    total = math.fsum(b["sum"] for b in blocks)
    squares = math.fsum(b["squares"] for b in blocks)
    mean = total / n
    if n < 2:
        return Pooled(n, hands, mean, math.inf, len(blocks))
    variance = max(squares - n * mean * mean, 0.0) / (n - 1)
    return Pooled(n, hands, mean, 1.96 * math.sqrt(variance / n), len(blocks))


class Shelf:
    """The blocks of one results file for one digest of the bots' code."""

    def __init__(self, path: Path, digest: str | None = None) -> None:
        self.path = path
        self.digest = digest or code_digest()

    @contextmanager
    def _locked(self) -> Iterator[dict[str, object]]:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock_path = self.path.with_suffix(".lock")
        with lock_path.open("w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                data = self._read()
                yield data
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    def _read(self) -> dict[str, object]:
        if not self.path.exists():
            return {"format": FORMAT, "code": {}}
        data = json.loads(self.path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SystemExit(f"{self.path}: not a results file of format {FORMAT}")
        return data

    def _matchups(self, data: dict[str, object]) -> dict[str, list[dict[str, float]]]:
        code = data.setdefault("code", {})
        assert isinstance(code, dict)
        shelf = code.setdefault(self.digest, {})
        assert isinstance(shelf, dict)
        return shelf

    def blocks(self, key: str) -> list[dict[str, float]]:
        """The blocks filed for ``key`` under this code."""
        with self._locked() as data:
            return list(self._matchups(data).get(key, []))

    def matchups(self) -> list[str]:
        """Every matchup filed under this code."""
        with self._locked() as data:
            return sorted(self._matchups(data))

    def pooled(self, key: str) -> Pooled:
        return pool(self.blocks(key))

    def next_seed(self, key: str, start: int = FIRST_SEED) -> int:
        """The smallest seed from ``start`` no block of ``key`` has used.

        A second process on the same matchup starts far above the first (``ai_bench.py
        --first-block-seed``): both take the smallest seed not yet *filed*, so from the same
        start they would play the same block at once and one of the two would be thrown away.
        """
        used = {int(b["seed"]) for b in self.blocks(key)}
        seed = start
        while seed in used:
            seed += 1
        return seed

    def add(self, key: str, block: dict[str, float]) -> Pooled:
        """File one block (unless its seed is already filed) and return the new total."""
        with self._locked() as data:
            matchups = self._matchups(data)
            blocks = matchups.setdefault(key, [])
            if all(int(b["seed"]) != int(block["seed"]) for b in blocks):
                blocks.append(block)
                blocks.sort(key=lambda b: b["seed"])
            text = json.dumps(data, indent=1, sort_keys=True) + "\n"
            temporary = self.path.with_suffix(".tmp")
            temporary.write_text(text, encoding="utf-8")
            os.replace(temporary, self.path)
            return pool(blocks)
