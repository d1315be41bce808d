"""An opponent who folds as often as they are read to: the solve's answer to a habit.

An equilibrium assumes the opponent defends as an equilibrium would, and so wins only from
their mistakes after the fact. A player who folds to bets more often than a bet's price (what
a bluff risks over what it risks and wins together) hands every bluff a profit, and a bot that
counts each player's folds to bets and to raises (:class:`~engine.bots.reading.SeatStats`)
sees it. A *fold lock* fixes that player's folding at such a point of the tree to the read
frequency (the bot passes the least it is sure of), folding their weakest hands first (by
showdown strength on the river, by equity against the bettor's range before it), and leaves
what they do with the rest (call or raise) to the solve. The solve then answers the player as
read (it bets and raises more where the folds pay) and stays an equilibrium everywhere the
player is not read as folding too often: only points where the read frequency exceeds the
price by :data:`LOCK_MARGIN` are locked.

A locked solve is not an equilibrium, so its exploitability is measured for the solving
player alone: what a best response would gain over its strategy against the locked opponent
(:meth:`~engine.solver.cfr.Game.exploitability`, ``measured``).

>>> import numpy as np
>>> lock = FoldLock(fold=0, share=0.5, order=np.array([2, 0, 1, 3]))
>>> base = np.full((2, 1, 4), 0.5, dtype=np.float32)      # fold or call, half and half
>>> reach = np.array([[1.0, 1.0, 1.0, 1.0]], dtype=np.float32)
>>> lock.strategy(base, reach)[0, 0].tolist()              # hands 2 and 0 are the weakest
[1.0, 0.0, 1.0, 0.0]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from engine.solver.tree import Node
from engine.solver.tree import Tree

F64 = npt.NDArray[np.floating[Any]]
I64 = npt.NDArray[np.int64]

__all__ = ["LOCK_MARGIN", "SHARE_MAX", "FoldLock", "fold_locks"]

#: How far a read fold frequency must exceed a bet's price for the point to be locked: a
#: player folding about the price leaves a bluff nothing to gain (the caller passes a read
#: that is already sure, the lower end of an interval).
LOCK_MARGIN = 0.02
#: The most a lock folds: nobody folds every hand, whatever their read.
SHARE_MAX = 0.85


@dataclass(frozen=True)
class FoldLock:
    """The locked player folds ``share`` of the reach that comes to this point, weakest
    hands (``order``: the player's hands, weakest first) first; their other actions keep the
    solve's proportions."""

    fold: int
    share: float
    order: I64

    def strategy(self, base: F64, reach: F64) -> F64:
        """``base`` (``actions x 1 x hands``) with the fold fixed for ``reach`` (``1 x
        hands``, the locked player's reach here)."""
        weights = np.asarray(reach[0], dtype=np.float64)[self.order]
        total = float(weights.sum())
        if total <= 0 or base.shape[1] != 1:
            return base
        before = np.cumsum(weights) - weights
        wanted = self.share * total
        with np.errstate(invalid="ignore", divide="ignore"):
            part = np.where(weights > 0, (wanted - before) / weights,
                            (before < wanted).astype(np.float64))
        folds = np.empty(len(self.order))
        folds[self.order] = np.clip(part, 0.0, 1.0)
        out = np.array(base, copy=True)
        others = [a for a in range(base.shape[0]) if a != self.fold]
        rest = base[others, 0, :]
        rest_sum = rest.sum(axis=0)
        with np.errstate(invalid="ignore", divide="ignore"):
            shares = np.where(rest_sum > 0, rest / rest_sum, 1.0 / len(others))
        out[others, 0, :] = shares * (1.0 - folds)
        out[self.fold, 0, :] = folds
        return out


def fold_locks(tree: Tree, player: int, to_bet: float, to_raise: float,
               order: I64) -> dict[int, FoldLock]:
    """Locks (by action node index) for ``player``, read as folding ``to_bet`` of the time to
    a bet and ``to_raise`` to a raise over their own bet or raise on the street, wherever that
    exceeds the price by :data:`LOCK_MARGIN`."""
    locks: dict[int, FoldLock] = {}
    pot = float(tree.spec.pot)

    def walk(node: Node, parent: Node | None, raised: bool) -> None:
        if node.kind != "action":
            for child in node.children:
                walk(child, node, False)  # a new street: nobody has bet on it yet
            return
        kinds = [a.kind for a in node.actions]
        if node.player == player and "fold" in kinds and parent is not None:
            bettor = 1 - player
            added = node.spent[bettor] - parent.spent[bettor]
            price = added / (added + pot + sum(parent.spent))
            share = to_raise if raised else to_bet
            if added > 0 and share > price + LOCK_MARGIN:
                locks[node.index] = FoldLock(kinds.index("fold"), min(share, SHARE_MAX), order)
        for action, child in zip(node.actions, node.children, strict=True):
            walk(child, node, raised or (node.player == player and action.aggressive))

    walk(tree.root, None, False)
    return locks
