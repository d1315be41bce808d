"""Each drill on fixed seeds: the question is what the seed deals, and the checker's answer
matches an independent brute-force computation here; tolerances and scoring per level."""

from __future__ import annotations

from itertools import combinations

import pytest

from engine.core.cards import full_deck
from engine.evaluation.hand_value import category_of_strength
from engine.evaluation.hand_value import reference_evaluate
from engine.teaching.drills import DRILL_CODES
from engine.teaching.drills import DRILLS
from engine.teaching.drills.board_drill import BoardQuestion
from engine.teaching.drills.call_drill import CallQuestion
from engine.teaching.drills.equity_drill import EquityQuestion
from engine.teaching.drills.equity_drill import score_estimate
from engine.teaching.drills.exercise import DIFFICULTIES
from engine.teaching.drills.exercise import DrillError
from engine.teaching.drills.lines import Line
from engine.teaching.drills.lines import read_line
from engine.teaching.drills.naming_drill import NameQuestion
from engine.teaching.drills.outs_drill import OutsQuestion
from engine.teaching.drills.range_drill import RangeQuestion
from engine.teaching.drills.winner_drill import WinnerQuestion
from engine.teaching.figures.hand_figures import class_grid
from engine.teaching.figures.hand_figures import grid_overlap
from engine.teaching.figures.hand_figures import range_from_weights

SEEDS = (1, 7, 42)


def best(cards: list[int], short_deck: bool = False) -> int:
    return reference_evaluate(cards, short_deck).strength


def brute_equity(hole: tuple[int, ...], board: tuple[int, ...],
                 opponents: list[tuple[tuple[int, int], float]]) -> float:
    """Equity against weighted holdings by looping over every completion."""
    total = share = 0.0
    for combo, weight in opponents:
        seen = {*hole, *board, *combo}
        if len(seen) != 4 + len(board):
            continue
        rest = [c for c in full_deck() if c not in seen]
        for extra in combinations(rest, 5 - len(board)):
            full = [*board, *extra]
            mine, theirs = best([*hole, *full]), best([*combo, *full])
            total += weight
            share += weight * (1.0 if mine > theirs else 0.5 if mine == theirs else 0.0)
    return share / total


@pytest.mark.parametrize("code", DRILL_CODES)
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_same_seed_same_exercise_and_the_solution_scores_full(code: str, difficulty: str) -> None:
    drill = DRILLS[code]
    for seed in SEEDS:
        question = drill.generate(seed, difficulty)
        assert question == drill.generate(seed, difficulty)
        assert (question.drill, question.difficulty, question.seed) == (code, difficulty, seed)
        verdict = drill.check(question, drill.solve(question).expected)
        assert verdict.correct and verdict.score == 1.0


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_winner_matches_brute_force(difficulty: str) -> None:
    for seed in SEEDS:
        q = DRILLS["winner"].generate(seed, difficulty)
        assert isinstance(q, WinnerQuestion)
        assert len(q.holes) in {"beginner": (2,), "intermediate": (3,),
                                "advanced": (3, 4)}[difficulty]
        values = [best([*h, *q.board], q.short_deck) for h in q.holes]
        winners = tuple(i for i, v in enumerate(values) if v == max(values))
        assert DRILLS["winner"].solve(q).expected == winners
        loser = next((i for i in range(len(q.holes)) if i not in winners), None)
        if loser is not None:
            assert not DRILLS["winner"].check(q, (loser,)).correct


def test_winner_includes_short_deck_and_splits() -> None:
    questions = [DRILLS["winner"].generate(s, "advanced") for s in range(60)]
    assert any(isinstance(q, WinnerQuestion) and q.short_deck for q in questions)
    assert any(len(DRILLS["winner"].solve(q).expected) > 1 for q in
               [DRILLS["winner"].generate(s, "advanced") for s in range(400)])


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_name_matches_reference_and_asks_more_ranks_at_higher_levels(difficulty: str) -> None:
    for seed in SEEDS:
        q = DRILLS["name"].generate(seed, difficulty)
        assert isinstance(q, NameQuestion)
        value = reference_evaluate([*q.hole, *q.board])
        expected = DRILLS["name"].solve(q).expected
        assert isinstance(expected, tuple) and expected[0] == value.category
        assert expected[1:] == value.ranks[:len(expected) - 1]
        if difficulty == "beginner":
            assert expected == (value.category,)
        if difficulty == "advanced" and value.category != 9:
            assert expected[1:] == value.ranks
        if len(expected) > 1:
            wrong_ranks = (expected[0], *(12 - r if r != 6 else 5 for r in expected[1:]))
            verdict = DRILLS["name"].check(q, wrong_ranks)
            assert not verdict.correct and verdict.score == 0.5


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_outs_match_a_loop_over_the_next_card(difficulty: str) -> None:
    tolerance = {"beginner": 2, "intermediate": 1, "advanced": 0}[difficulty]
    for seed in SEEDS:
        q = DRILLS["outs"].generate(seed, difficulty)
        assert isinstance(q, OutsQuestion)
        assert best([*q.hole, *q.board]) < best([*q.opponent, *q.board])  # behind now
        seen = {*q.hole, *q.opponent, *q.board}
        ahead = [c for c in full_deck() if c not in seen
                 and best([*q.hole, *q.board, c]) > best([*q.opponent, *q.board, c])]
        assert DRILLS["outs"].solve(q).expected == len(ahead)
        assert DRILLS["outs"].check(q, len(ahead) + tolerance).correct
        assert not DRILLS["outs"].check(q, len(ahead) + tolerance + 1).correct


@pytest.mark.parametrize("difficulty", ["beginner", "intermediate"])
def test_equity_against_a_hand_matches_enumeration(difficulty: str) -> None:
    q = DRILLS["equity"].generate(3, difficulty)
    assert isinstance(q, EquityQuestion) and q.opponent is not None
    exact = brute_equity(q.hole, q.board, [(q.opponent, 1.0)])
    assert DRILLS["equity"].solve(q).expected == round(100 * exact)


def test_equity_against_a_range_matches_enumeration() -> None:
    q = DRILLS["equity"].generate(5, "advanced")
    assert isinstance(q, EquityQuestion) and q.line is not None and len(q.board) == 4
    opponents = list(range_from_weights(read_line(q.line)))
    exact = brute_equity(q.hole, q.board, opponents)
    assert DRILLS["equity"].solve(q).expected == round(100 * exact)


@pytest.mark.parametrize(("difficulty", "tolerance"),
                         [("beginner", 10), ("intermediate", 6), ("advanced", 4)])
def test_equity_tolerance_tightens(difficulty: str, tolerance: int) -> None:
    q = DRILLS["equity"].generate(11, difficulty)
    exact = DRILLS["equity"].solve(q)
    assert exact.tolerance == tolerance
    assert score_estimate(50 + tolerance, 50.0, tolerance) == (True, 1.0)
    assert score_estimate(50 + tolerance + tolerance // 2, 50.0, tolerance)[0] is False
    assert score_estimate(50 + 2 * tolerance, 50.0, tolerance) == (False, 0.0)
    with pytest.raises(DrillError):
        DRILLS["equity"].check(q, 101)


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_call_or_fold_is_pot_odds_against_brute_force_equity(difficulty: str) -> None:
    margin = {"beginner": 0.12, "intermediate": 0.05, "advanced": 0.015}[difficulty]
    q = DRILLS["call"].generate(2, difficulty)
    assert isinstance(q, CallQuestion)
    opponents = list(range_from_weights(read_line(q.line)))
    exact = brute_equity(q.hole, q.board, opponents)
    needed = q.bet / (q.pot + 2 * q.bet)
    solution = DRILLS["call"].solve(q)
    assert solution.expected == ("call" if exact > needed else "fold")
    assert solution.value.ev_call == pytest.approx(exact * (q.pot + 2 * q.bet) - q.bet)
    assert abs(exact - needed) >= margin
    other = "fold" if solution.expected == "call" else "call"
    assert DRILLS["call"].check(q, other).score == 0.0


@pytest.mark.parametrize("difficulty", ["beginner", "intermediate"])
def test_range_choice_is_the_readers_range(difficulty: str) -> None:
    for seed in SEEDS:
        q = DRILLS["range"].generate(seed, difficulty)
        assert isinstance(q, RangeQuestion) and q.mode == "choose" and len(q.choices) == 4
        truth = class_grid(read_line(q.line))
        for line, grid in zip(q.choices, q.grids, strict=True):
            assert grid == class_grid(read_line(line))
        right = q.choices.index(q.line)
        assert DRILLS["range"].solve(q).expected == right
        assert grid_overlap(q.grids[right], truth) == pytest.approx(1.0)
        assert not DRILLS["range"].check(q, (right + 1) % 4).correct


def test_painted_range_scored_by_overlap() -> None:
    q = DRILLS["range"].generate(4, "advanced")
    assert isinstance(q, RangeQuestion) and q.mode == "paint"
    truth = class_grid(read_line(q.line))
    ideal = DRILLS["range"].solve(q).expected
    assert isinstance(ideal, tuple)
    # No painting of whole classes overlaps more than the ideal one: check its neighbours.
    top = grid_overlap([1.0 if k in ideal else 0.0 for k in range(169)], truth)
    for k in range(169):
        flipped = set(ideal) ^ {k}
        assert grid_overlap([1.0 if j in flipped else 0.0 for j in range(169)], truth) <= top
    assert DRILLS["range"].check(q, ()).score == 0.0
    assert not DRILLS["range"].check(q, ()).correct
    half = ideal[: len(ideal) // 2]
    assert 0.0 < DRILLS["range"].check(q, half).score < 1.0


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_board_nuts_match_a_loop_over_every_holding(difficulty: str) -> None:
    for seed in SEEDS:
        q = DRILLS["board"].generate(seed, difficulty)
        assert isinstance(q, BoardQuestion)
        rest = [c for c in full_deck() if c not in q.board]
        strengths = [best([a, b, *q.board]) for a, b in combinations(rest, 2)]
        top = max(strengths)
        expected = DRILLS["board"].solve(q).expected
        assert isinstance(expected, tuple)
        assert expected[0] == category_of_strength(top)
        if difficulty != "beginner":
            assert expected[1] == strengths.count(top)
            verdict = DRILLS["board"].check(q, (expected[0], expected[1] + 1))
            assert not verdict.correct and verdict.score == 0.5


def test_bad_input_is_a_typed_error() -> None:
    with pytest.raises(DrillError) as err:
        DRILLS["outs"].generate(1, "expert")
    assert err.value.code == "bad_difficulty"
    with pytest.raises(DrillError) as err:
        DRILLS["outs"].generate(-1, "beginner")
    assert err.value.code == "bad_seed"
    q = DRILLS["winner"].generate(1, "beginner")
    for bad in ("call", (5,), (0, 0), 1.5):
        with pytest.raises(DrillError) as err:
            DRILLS["winner"].check(q, bad)  # type: ignore[arg-type]
        assert err.value.code == "bad_answer"
    with pytest.raises(DrillError) as err:
        DRILLS["outs"].check(q, 3)
    assert err.value.code == "wrong_question"


def test_lines_that_cannot_happen_are_refused() -> None:
    from engine.core.errors import CardError

    with pytest.raises(CardError):
        read_line(Line("utg", "call"))


def test_every_chip_of_a_call_spot_is_in_its_story() -> None:
    """Issue 33: the pot of a "Call or fold?" spot came from a list unrelated to the story
    told (a raise called, a flop bet of two thirds called); now the pot is that story's."""
    from engine.teaching.drills.call_drill import BET_FRACTIONS
    from engine.teaching.drills.call_drill import FLOP_BET
    from engine.teaching.drills.call_drill import FLOP_POT
    from engine.teaching.drills.call_drill import POT
    from engine.teaching.drills.lines import BET_FRACTION
    from engine.teaching.drills.lines import OPEN_TO

    assert FLOP_POT == 2 * OPEN_TO and round(FLOP_POT * BET_FRACTION) == FLOP_BET
    assert POT == FLOP_POT + 2 * FLOP_BET
    for seed in range(30):
        q = DRILLS["call"].generate(seed, ("beginner", "intermediate", "advanced")[seed % 3])
        assert isinstance(q, CallQuestion)
        assert q.pot == POT and len(q.board) in (4, 5)
        assert any(q.bet == max(1, round(POT * f)) for f in BET_FRACTIONS)
