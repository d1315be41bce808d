"""The push/fold drill: spots repeat by seed, the answer is the equilibrium's, the EV
difference has the answer's sign, heads-up agrees with the heads-up solver."""

from __future__ import annotations

import pytest

from engine.evaluation.hand_classes import class_index
from engine.teaching.drills import DRILLS
from engine.teaching.drills.exercise import DrillError
from engine.teaching.drills.pushfold_drill import CALL
from engine.teaching.drills.pushfold_drill import FOLD
from engine.teaching.drills.pushfold_drill import MARGIN_BB
from engine.teaching.drills.pushfold_drill import PUSH
from engine.teaching.drills.pushfold_drill import PUSH_MODE
from engine.teaching.drills.pushfold_drill import PushFoldDrill
from engine.teaching.drills.pushfold_drill import PushFoldQuestion
from engine.teaching.drills.pushfold_drill import PushFoldSolution
from engine.tournament.pushfold import solve_heads_up

DRILL = PushFoldDrill()


def test_the_drill_is_registered_and_repeats_by_seed() -> None:
    assert DRILLS["pushfold"].code == "pushfold"
    assert DRILL.generate(5, "advanced") == DRILL.generate(5, "advanced")
    assert DRILL.generate(5, "advanced") != DRILL.generate(6, "advanced")


@pytest.mark.parametrize("difficulty", ["beginner", "intermediate", "advanced"])
def test_the_answer_is_the_equilibrium_choice_and_its_chart(difficulty: str) -> None:
    modes = set()
    for seed in range(6):
        q = DRILL.generate(seed, difficulty)
        assert isinstance(q, PushFoldQuestion)
        modes.add(q.mode)
        s = DRILL.solve(q)
        assert isinstance(s, PushFoldSolution)
        risky = PUSH if q.mode == PUSH_MODE else CALL
        gain = s.money if s.money is not None else s.chips_bb
        assert (s.expected == risky) == (gain > 0)
        # A clear spot: the equilibrium plays the hand the way the answer says.
        assert (s.hand in s.chart) == (s.expected == risky)
        assert DRILL.check(q, s.expected).correct
        wrong = FOLD if s.expected != FOLD else risky
        assert not DRILL.check(q, wrong).correct
        if difficulty == "advanced":
            assert len(q.prizes) == min(3, len(q.stacks)) and s.money is not None
        else:
            assert s.money is None and len(q.prizes) == 1
    assert modes == {"push", "call"}


def test_beginner_spots_are_heads_up_clear_and_agree_with_the_heads_up_solver() -> None:
    for seed in range(8):
        q = DRILL.generate(seed, "beginner")
        s = DRILL.solve(q)
        assert len(q.stacks) == 2 and q.ante == 0
        assert abs(s.chips_bb) >= MARGIN_BB[0]
        hu = solve_heads_up(q.stack_bb)
        hand = class_index(*q.hole)
        freq = hu.push[hand] if q.mode == PUSH_MODE else hu.call[hand]
        assert (freq > 0.5) == (s.expected != FOLD)


def test_bad_answers_are_refused() -> None:
    q = DRILL.generate(1, "beginner")
    with pytest.raises(DrillError):
        DRILL.check(q, 3)


def test_the_call_and_the_pot_of_a_shove_count_every_chip() -> None:
    # Four players, ante 10: the cut-off shoves 1,000 (990 after the ante) into the blinds.
    q = PushFoldQuestion("pushfold", "advanced", 0, "call", (2000, 1000, 800, 3000), 3, 1, 10,
                         (50.0, 30.0, 20.0), (0, 1))
    call, pot = q.to_call
    assert call == 990 - 100 and pot == 4 * 10 + 50 + 100 + 990
    short = PushFoldQuestion("pushfold", "advanced", 0, "call", (2000, 1000, 800, 500), 3, 1,
                             10, (50.0, 30.0, 20.0), (0, 1))
    assert short.to_call[0] == 490 - 100  # the big blind calls with all it has left
    heads_up = PushFoldQuestion("pushfold", "beginner", 0, "call", (1000, 1500), 1, 0, 0,
                                (2500.0,), (0, 1))
    assert heads_up.to_call == (900, 1100)
