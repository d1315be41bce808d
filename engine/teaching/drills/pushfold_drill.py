"""Push or fold? Call or fold against a shove? Short-stacked spots graded by the equilibrium.

Each exercise is one hand before the flop with every stack given in chips (big blind
:data:`BIG_BLIND`, small blind half of it, an ante or none): either everyone before the
person folded and they may move all-in or fold (:data:`PUSH_MODE`), or one player moved
all-in first in and they may call or fold (:data:`CALL_MODE`). The right answer is the
push/fold equilibrium's (:func:`engine.tournament.pushfold.solve_icm`): the choice worth more
against the other players' equilibrium strategies. The feedback gives the difference in
big blinds (chip EV) and, at a final table with prizes, in prize money, and the chart of
the seat.

* beginner: heads-up, chips are money (the small blind shoves, the big blind calls);
* intermediate: three to six players, chips are money;
* advanced: a final table of three to six players paid 50/30/20, valued by ICM.

Spots are dealt so that the answer is clear enough for the level (the two choices at least
:data:`MARGIN_BB` big blinds apart in chips; at a final table the prize-money choice decides,
at least :data:`MARGIN_POOL` of the prize pool apart).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import numpy as np

from engine.core.cards import Deck
from engine.evaluation.hand_classes import CLASS_COUNT
from engine.evaluation.hand_classes import class_index
from engine.teaching.drills.exercise import Answer
from engine.teaching.drills.exercise import Question
from engine.teaching.drills.exercise import Solution
from engine.teaching.drills.exercise import Verdict
from engine.teaching.drills.exercise import bad_answer
from engine.teaching.drills.exercise import check_seed
from engine.teaching.drills.exercise import level
from engine.teaching.drills.exercise import wrong_question
from engine.tournament.pushfold import CHART_FREQUENCY
from engine.tournament.pushfold import IcmSolution
from engine.tournament.pushfold import decision_values
from engine.tournament.pushfold import solve_icm

CODE = "pushfold"
PUSH, CALL, FOLD = "push", "call", "fold"
PUSH_MODE, CALL_MODE = "push", "call"
BIG_BLIND = 100
SMALL_BLIND = BIG_BLIND // 2
#: Antes dealt (chips per player; an eighth of a big blind is the usual big-blind ante share).
ANTES = (0, 0, 10, 12)
#: Stacks dealt, in big blinds, per difficulty.
STACK_RANGE = ((4, 20), (3, 22), (3, 25))
#: Players at the table per difficulty.
PLAYERS = ((2, 2), (3, 6), (3, 6))
#: The prizes of the advanced final table (per place, of a pool of 100).
FINAL_TABLE = (50.0, 30.0, 20.0)
#: Least difference between the choices, per difficulty: chips (big blinds) and, at a final
#: table, prize money (share of the pool).
MARGIN_BB = (0.5, 0.25, 0.1)
MARGIN_POOL = 0.001
#: Hands drawn before the clearest one is taken anyway.
TRIES = 24


@dataclass(frozen=True, slots=True)
class PushFoldQuestion(Question):
    """:param stacks: chips in the order of action before the flop (the blinds last;
    heads-up: the small blind first); :param position: the person's place in that order;
    :param shover: the place of the player who moved all-in (call mode), else ``None``;
    :param prizes: the prizes (one prize: chips are money)."""

    mode: str
    stacks: tuple[int, ...]
    position: int
    shover: int | None
    ante: int
    prizes: tuple[float, ...]
    hole: tuple[int, int]

    def blind(self, k: int) -> int:
        """The blind the player at place ``k`` posts (heads-up the first is the small
        blind)."""
        n = len(self.stacks)
        small = 0 if n == 2 else n - 2
        posted = SMALL_BLIND if k == small else BIG_BLIND if k == n - 1 else 0
        return min(posted, self.stacks[k] - min(self.ante, self.stacks[k]))

    @property
    def to_call(self) -> tuple[int, int]:
        """Against a shove: the chips the person must add to call and the pot before the
        call (every ante, the blinds, the shove); ``(0, pot)`` when nobody shoved."""
        antes = sum(min(self.ante, s) for s in self.stacks)
        bets = [self.blind(k) for k in range(len(self.stacks))]
        if self.shover is None:
            return 0, antes + sum(bets)
        shove = self.stacks[self.shover] - min(self.ante, self.stacks[self.shover])
        bets[self.shover] = shove
        me = self.position
        mine = self.stacks[me] - min(self.ante, self.stacks[me])
        return min(mine, shove) - bets[me], antes + sum(bets)

    @property
    def stack_bb(self) -> float:
        """The person's effective stack in big blinds."""
        me = self.stacks[self.position]
        others = max(s for k, s in enumerate(self.stacks) if k != self.position)
        return min(me, others) / BIG_BLIND


@dataclass(frozen=True, slots=True)
class PushFoldSolution(Solution):
    """:param chips_bb: the risky choice's gain over folding in big blinds; :param money: the
    same in prize money (``None`` when chips are money); :param chart: the classes the
    equilibrium plays the risky choice with; :param hand: the person's class."""

    chips_bb: float
    money: float | None
    chart: frozenset[int]
    hand: int


def _values(q: PushFoldQuestion, solution: IcmSolution, chips: bool) -> tuple[np.ndarray,
                                                                               np.ndarray]:
    stacks = [float(s) for s in q.stacks]
    payouts = [sum(stacks)] if chips else list(q.prizes)
    return decision_values(stacks, payouts, SMALL_BLIND, BIG_BLIND, q.ante, solution,
                           q.position, q.shover)


def _solve(stacks: tuple[int, ...], prizes: tuple[float, ...], ante: int) -> IcmSolution:
    return solve_icm([float(s) for s in stacks], list(prizes), SMALL_BLIND, BIG_BLIND, ante)


class PushFoldDrill:
    code = CODE

    def generate(self, seed: int, difficulty: str) -> PushFoldQuestion:
        lv = level(difficulty)
        rng = random.Random(check_seed(seed))
        low, high = PLAYERS[lv]
        players = rng.randint(low, high)
        lo_bb, hi_bb = STACK_RANGE[lv]
        stacks = tuple(rng.randint(lo_bb * 4, hi_bb * 4) * BIG_BLIND // 4
                       for _ in range(players))
        ante = rng.choice(ANTES) if lv else 0
        prizes = FINAL_TABLE[:players] if lv == 2 else (float(sum(stacks)),)
        mode = rng.choice((PUSH_MODE, CALL_MODE))
        if mode == PUSH_MODE:
            position, shover = rng.randrange(players - 1), None
        else:
            position = rng.randrange(1, players)
            shover = rng.randrange(position)
        solution = _solve(stacks, prizes, ante)
        probe = PushFoldQuestion(CODE, difficulty, seed, mode, stacks, position, shover, ante,
                                 prizes, (0, 1))
        gaps = self._gaps(probe, solution, lv)
        deck = Deck.shuffled(rng)
        best: tuple[float, tuple[int, int]] | None = None
        for _ in range(TRIES):
            a, b = deck.draw_many(2)
            gap = float(gaps[class_index(a, b)])
            if best is None or gap > best[0]:
                best = (gap, (a, b))
            if gap >= 1.0:
                break
            deck = Deck.shuffled(rng)
        assert best is not None
        return PushFoldQuestion(CODE, difficulty, seed, mode, stacks, position, shover, ante,
                                prizes, best[1])

    def _gaps(self, q: PushFoldQuestion, solution: IcmSolution, lv: int) -> np.ndarray:
        """Per class: how clear the choice is, as a multiple of the level's margin."""
        if len(q.prizes) > 1:  # at a final table prize money decides
            risky, fold = _values(q, solution, chips=False)
            return np.asarray(np.abs(risky - fold) / sum(q.prizes) / MARGIN_POOL)
        risky, fold = _values(q, solution, chips=True)
        return np.asarray(np.abs(risky - fold) / BIG_BLIND / MARGIN_BB[lv])

    def solve(self, question: Question) -> PushFoldSolution:
        if not isinstance(question, PushFoldQuestion):
            raise wrong_question(CODE, question)
        q = question
        solution = _solve(q.stacks, q.prizes, q.ante)
        hand = class_index(*q.hole)
        risky, fold = _values(q, solution, chips=True)
        chips_bb = float(risky[hand] - fold[hand]) / BIG_BLIND
        money = None
        gain = chips_bb
        if len(q.prizes) > 1:
            m_risky, m_fold = _values(q, solution, chips=False)
            money = float(m_risky[hand] - m_fold[hand])
            gain = money
        freq = solution.push[q.position] if q.shover is None else \
            solution.call[q.shover, q.position]
        chart = frozenset(k for k in range(CLASS_COUNT) if freq[k] >= CHART_FREQUENCY)
        risky_code = PUSH if q.shover is None else CALL
        return PushFoldSolution(risky_code if gain > 0 else FOLD, chips_bb, money, chart, hand)

    def check(self, question: Question, answer: Answer) -> Verdict:
        solution = self.solve(question)
        if answer not in (PUSH, CALL, FOLD):
            raise bad_answer(CODE, answer)
        correct = answer == solution.expected
        return Verdict(correct, 1.0 if correct else 0.0, solution)
