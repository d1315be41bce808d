"""The beginner's curriculum: its order and groups, its drill links, the new lessons' hands
and quizzes worked out on the engine, and the quiz design rules (new situations, few two-way
questions)."""

from __future__ import annotations

import json

import pytest

from engine.core.cards import card_str
from engine.core.cards import parse_card
from engine.evaluation.categories import CATEGORY_CODES
from engine.rules.hand import HandState
from engine.rules.positions import POSITION_CODES
from engine.teaching.drills import board_drill
from engine.teaching.drills import call_drill
from engine.teaching.drills import equity_drill
from engine.teaching.drills import naming_drill
from engine.teaching.drills import outs_drill
from engine.teaching.drills import pushfold_drill
from engine.teaching.drills import range_drill
from engine.teaching.drills import winner_drill
from engine.teaching.figures.hand_figures import nuts
from engine.teaching.figures.hand_figures import outs_summary
from engine.teaching.lessons.curriculum import CURRICULUM
from engine.teaching.lessons.curriculum import GROUPS
from engine.teaching.lessons.curriculum import in_order
from engine.teaching.lessons.curriculum import lesson_for_drill
from engine.teaching.lessons.curriculum import place_of
from engine.teaching.lessons.lesson import BOOL_KINDS
from engine.teaching.lessons.lesson import LessonError
from engine.teaching.lessons.lesson import seat_by_draw
from engine.teaching.lessons.loader import LESSON_DIR
from engine.teaching.lessons.loader import lesson_files
from engine.teaching.lessons.loader import load_all
from engine.teaching.lessons.loader import load_lesson
from engine.teaching.lessons.loader import parse_lesson
from engine.teaching.lessons.quiz import check
from engine.teaching.lessons.quiz import correct_answers
from engine.teaching.lessons.runner import finished_hand
from engine.teaching.lessons.runner import hand_at

LESSONS = load_all()
BY_ID = {lesson.id: lesson for lesson in LESSONS}
DRILL_CODES = {m.CODE for m in (board_drill, call_drill, equity_drill, naming_drill,
                                outs_drill, pushfold_drill, range_drill, winner_drill)}
CAT = CATEGORY_CODES.index
POS = POSITION_CODES.index

# id: (pots when pushed, final stacks by seat), worked out by hand from the script.
OUTCOMES: dict[str, tuple[list[int], dict[int, int]]] = {
    # 20 each pre-flop with Ada's dead 10; flop 40, raise to 120, call: 290 to Bruno.
    "first_hand": ([290], {0: 990, 1: 1150, 2: 860}),
    # three all-in for 1,000: Bruno's king-high straight beats the board's queen-high one.
    "reading_hand": ([3000], {0: 0, 1: 3000, 2: 0}),
    "comparing_hands": ([40], {0: 1020, 1: 980, 2: 1000}),
    # Ada's 150 against Bruno's 150 and Chloé's 60: 360; 210 of Bruno's bet goes back.
    "table_stakes": ([360], {0: 360, 1: 850, 2: 940}),
    "position": ([310], {0: 990, 1: 980, 2: 1000, 3: 1000, 4: 1170, 5: 860}),
    # A-K beats A-J on a blank river: Felix's king kicker.
    "starting_hands": ([790], {0: 990, 1: 980, 2: 620, 3: 1000, 4: 1000, 5: 1410}),
    # 60 each pre-flop, 60 on the flop, 120 on the turn, 200 on the river: 880 to the flush.
    "outs_odds": ([880], {0: 560, 1: 1440}),
    "reading_board": ([280], {0: 860, 1: 1140}),
    "bet_sizing": ([640], {0: 680, 1: 1320}),
    "tournament": ([3000], {0: 0, 1: 5500, 2: 3000}),
    # Ada's 1,800 all-in called by Bruno: her pair of aces doubles her up.
    "icm_push_fold": ([3600], {0: 3600, 1: 3400, 2: 3000}),
    "spread_limit": ([440], {0: 1260, 1: 920, 2: 820}),
    # 60, 100, 500 and 700 each: Bruno's flush takes 2,720, Ada keeps 640.
    "implied_odds": ([2720], {0: 640, 1: 3360}),
    # Ada's c-bet of 40 meets a check-raise to 140; 100 of it goes back to Bruno.
    "postflop_plan": ([200], {0: 900, 1: 1100}),
    # blinds 1 + 2, Emma's and Felix's 10, 12 and 30 each: Felix's ace kicker takes 107.
    "bankroll": ([107], {0: 199, 1: 198, 2: 80, 3: 400, 4: 148, 5: 255}),
    # the big blind's ante 200 + blinds 300 + Emma's 500 + Bruno's call of 300.
    "antes": ([1300], {0: 7900, 1: 7300, 2: 8000, 3: 8000, 4: 8800, 5: 8000}),
    "seat_draw": ([20], {0: 1010, 1: 1000, 2: 1000, 3: 990}),
}

ANSWERS_EXPECTED: dict[str, list[object]] = {
    "first_hand": [180, 420, 2],  # Chloé has nothing in on the flop: all of 180
    "reading_hand": [CAT("full_house"), 2, 0],  # Ada's 10 tops the board's straight
    # suits tie; 6-high beats the wheel; ace kicker; the board's ace is both kickers
    "comparing_hands": [-1, 1, 1, -1],
    "table_stakes": [80, 60, 420],  # all she has, raise and call alike; 60 + 180 x 2
    "position": [POS("utg"), 3, POS("bb")],
    "starting_hands": [1, POS("utg"), POS("co")],  # A-K over A-J
    "outs_odds": [14, 25, 9],  # 8 straight cards and 6 pairing ones; 50 of 200
    "reading_board": [CAT("flush"), CAT("four_of_a_kind"), CAT("straight")],
    "bet_sizing": [33, 25, 160],
    "tournament": [15, 10, 300],  # Ada covered Bruno: she keeps 300
    "icm_push_fold": [7, 2800, 46],  # 2,800 of a final pot of 6,100
    "spread_limit": [160, 100, 200],  # 60 plus the most, 100
    # two sixes; 40 of 200; hearts give Bruno the bigger flush: only the six pairing cards
    "implied_odds": [2, 20, 6],
    "postflop_plan": [20, 140, 0],  # 40 of 200; 70 + 70; J-10 cannot pass A-K in one card
    "bankroll": [20, 40, 20],  # 4,000 / 200; 80 / 2; 200 / 10
    "antes": [210, 400, 23],  # 6 x 10 + 150; the ante is no bet; 600 of 2,600
    "seat_draw": [4, 2, 3],  # A 2 3 below the 4; J♠ over J♦; A and 2 below the 3
}


def test_at_least_29_lessons_in_the_curriculum_order() -> None:
    assert len(LESSONS) >= 29
    assert [lesson.id for lesson in LESSONS] == [place.lesson for place in CURRICULUM]
    assert {load_lesson(p).id for p in lesson_files()} == {p.lesson for p in CURRICULUM}


def test_groups_come_in_order_and_each_has_lessons() -> None:
    groups = [place.group for place in CURRICULUM]
    assert sorted(groups, key=GROUPS.index) == groups
    assert set(groups) == set(GROUPS)
    assert place_of("first_hand") is not None and place_of("first_hand").group == "basics"
    assert place_of("nothing") is None


def test_drill_links_both_ways() -> None:
    linked = {place.drill for place in CURRICULUM if place.drill}
    assert linked <= DRILL_CODES
    assert lesson_for_drill("outs") == "outs_odds"
    assert lesson_for_drill("board") == "reading_board"
    assert lesson_for_drill("nothing") is None


def test_an_unknown_lesson_goes_last() -> None:
    ordered = in_order([BY_ID["tournament"], BY_ID["first_hand"]])
    assert [lesson.id for lesson in ordered] == ["first_hand", "tournament"]


@pytest.mark.parametrize("lesson_id", sorted(OUTCOMES))
def test_new_lesson_plays_to_its_outcome(lesson_id: str) -> None:
    pots, stacks = OUTCOMES[lesson_id]
    hand = finished_hand(BY_ID[lesson_id])
    assert hand.finished
    assert [p.amount for p in hand.pots] == pots
    assert {seat: hand.stacks[hand.position_of(seat)] for seat in hand.seats} == stacks


@pytest.mark.parametrize("lesson_id", sorted(ANSWERS_EXPECTED))
def test_new_quiz_answers_come_from_the_engine(lesson_id: str) -> None:
    lesson = BY_ID[lesson_id]
    for question, expected in zip(lesson.quiz, ANSWERS_EXPECTED[lesson_id], strict=True):
        assert correct_answers(lesson, question) == {expected}, question.ask
        right = [c for c in question.choices if check(lesson, question, c)]
        assert right == [expected], question.ask


def _new_situation(lesson_id: str, index: int) -> bool:
    question = BY_ID[lesson_id].quiz[index]
    return question.situation is not None or question.kind in ("category", "better", "nuts",
                                                               "rarer")


def test_every_question_poses_a_new_situation() -> None:
    """No question asks to recall the hand just shown: each has a hand of its own, or asks
    about cards or kinds of hand it names itself."""
    recalled = [(lesson.id, q.ask) for lesson in LESSONS for k, q in enumerate(lesson.quiz)
                if not _new_situation(lesson.id, k)]
    assert recalled == []


def test_only_yes_no_questions_have_two_choices() -> None:
    """A question with two choices is a coin toss unless it is yes or no by nature."""
    two_way = [(lesson.id, q.ask) for lesson in LESSONS for q in lesson.quiz
               if len(q.choices) < 3 and q.kind not in BOOL_KINDS]
    assert two_way == []


def test_a_situation_is_a_hand_of_its_own() -> None:
    question = BY_ID["table_stakes"].quiz[0]
    assert question.situation is not None
    assert [s.stack for s in question.situation.seats] == [80, 1000, 1000]
    assert correct_answers(BY_ID["table_stakes"], question) == {80}


def test_a_situation_with_an_illegal_action_is_refused() -> None:
    raw = (lesson_files()[13]).read_text(encoding="utf-8").replace(
        '"to": 180', '"to": 5', 1)
    with pytest.raises(ValueError) as error:
        parse_lesson(raw, "bad.json")
    assert getattr(error.value, "code", "") == "not_playable"


def _hand_before(lesson_id: str, say: str) -> tuple[int, HandState]:
    """(index of the step that says ``say``, the hand just before that step)."""
    lesson = BY_ID[lesson_id]
    index = next(k for k, s in enumerate(lesson.steps) if s.say == say)
    return index, hand_at(lesson, index)


def test_the_numbers_the_new_lessons_say_are_the_engines() -> None:
    """Each amount a step's words give, read off the hand at that step."""
    # "Bruno raises to 120: to stay in, Chloé must put in 80 more."
    index, _ = _hand_before("first_hand", "first_hand.raise")
    legal = hand_at(BY_ID["first_hand"], index + 1).legal_actions()
    assert legal is not None and legal.call_amount == 80
    # "Chloé folds and Ada calls with her last 90"
    _, hand = _hand_before("table_stakes", "table_stakes.call")
    legal = hand.legal_actions()
    assert legal is not None and legal.call_amount == 90 and legal.stack == 90
    # "From Bruno she wins only as much as she had in front of her: 150."
    assert finished_hand(BY_ID["table_stakes"]).stacks[1] == 1000 - 150
    # "She bets 60; the pot is now 180." then "Bruno has 15 outs", one card at a time ~30 %,
    # "The call costs 60 of 240, 25 %", and on the turn "120 of 480, 25 %", still 15 outs.
    index, _ = _hand_before("outs_odds", "outs_odds.bet")
    assert hand_at(BY_ID["outs_odds"], index + 1).pot_total == 180
    for say, (call, pot) in (("outs_odds.outs", (60, 240)), ("outs_odds.turn_call", (120, 480))):
        index, hand = _hand_before("outs_odds", say)
        found = outs_summary(hand.hole[1], hand.board, [hand.hole[0]])
        assert len(found.cards) == 15 and round(100 * found.next_card) in (33, 34)
        legal = hand.legal_actions()
        assert legal is not None and legal.call_amount == call
        assert hand.pot_total + call == pot and 100 * call // pot == 25 < 2 * 15
    # "The pot is 120; he bets 80" and "On the river the pot is 640. Bruno bets 300"
    for say, pot in (("bet_sizing.value", 120), ("bet_sizing.river", 640)):
        _, hand = _hand_before("bet_sizing", say)
        assert hand.pot_total == pot
    # "Ada has 1,500 chips: 15 big blinds."
    lesson = BY_ID["tournament"]
    assert lesson.seats[0].stack // lesson.config.big_blind == 15
    # Spread-Limit: "any raise by 20 to 100", "the most allowed on the flop", "doubles: 200"
    spread = BY_ID["spread_limit"]
    first = hand_at(spread, 1).legal_actions()
    assert first is not None and (first.min_raise_to, first.max_raise_to) == (40, 120)
    flop = hand_at(spread, 4).legal_actions()
    assert flop is not None and flop.max_raise_to == 100
    turn = hand_at(spread, 7).legal_actions()
    assert turn is not None and turn.max_raise_to == 200


def test_the_nuts_the_reading_board_lesson_names() -> None:
    """Three kings are the nuts on K♥ 9♥ 4♣; on the river a flush beats them."""
    lesson = BY_ID["reading_board"]
    assert nuts(lesson.board[:3]).value.category == CAT("three_of_a_kind")
    assert nuts(lesson.board).value.category > CAT("flush")  # J♥ 10♥: a straight flush


def test_a_seat_draw_seats_the_ace_first_and_each_higher_card_on_its_left() -> None:
    lesson = BY_ID["seat_draw"]
    assert [card_str(card)[0] for _, card in lesson.seat_draw] == ["A", "2", "3", "4"]
    cards = [parse_card(c) for c in ("4c", "Ad", "5h", "2s", "3d")]
    assert [seat_by_draw(cards, k) for k in range(5)] == [4, 1, 5, 2, 3]


def test_a_seat_draw_that_seats_the_players_out_of_order_is_refused() -> None:
    data = json.loads((LESSON_DIR / "30_seat_draw.json").read_text(encoding="utf-8"))
    data["seat_draw"].update({"0": "2c", "1": "Ad"})
    with pytest.raises(LessonError) as error:
        parse_lesson(json.dumps(data), "bad.json")
    assert error.value.code == "bad_value" and error.value.details["field"] == "seat_draw"


def test_the_big_blind_posts_one_ante_for_the_table() -> None:
    """The antes lesson: the big blind's 200 ante and blinds of 100/200 make 500 before
    anyone acts; the ante is no part of the bet to call."""
    hand = hand_at(BY_ID["antes"], 0)
    assert hand.pot_total == 500
    legal = hand.legal_actions()
    assert legal is not None and legal.call_amount == 200
    data = json.loads((LESSON_DIR / "29_antes.json").read_text(encoding="utf-8"))
    data["ante"] = 25  # an ante for everyone and the big blind's: one or the other
    with pytest.raises(LessonError):
        parse_lesson(json.dumps(data), "bad.json")
