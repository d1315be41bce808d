"""The person's own river decisions read back as solver questions for the drill."""

from __future__ import annotations

from engine.solver.hand_set import combo_index
from engine.storage.grades.solver_spots import own_solver_spots
from tests.helpers.graded_play import graded_person_store


def test_graded_heads_up_rivers_come_back_as_questions_at_the_persons_turn() -> None:
    store = graded_person_store(30, seed=4)
    spots = own_solver_spots(store)
    assert spots, "thirty graded hands hold a heads-up river decision"
    for spot in spots:
        question = spot.question
        assert len(question.spot.board) == 5
        assert question.person in (0, 1)
        assert question.spot.ranges[question.person][combo_index(*question.hole)] > 0
        assert not set(question.hole) & set(question.spot.board)
