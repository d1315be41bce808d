"""Lessons play on the real engine to the outcome their rule text gives; bad files are refused.

The expected pots, stacks and winners below are the rule texts' own numbers where the text
has an example (the home-game rules' side pots of 210 and 140, the German limit rules'
Pot-Limit raise to at most 800), and otherwise what the text's rule implies for the lesson's
cards, worked out by hand.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.evaluation.categories import CATEGORY_CODES
from engine.rules.events import HandMucked
from engine.rules.events import HandShown
from engine.rules.events import PotAwarded
from engine.teaching.lessons.lesson import QUIZ_KINDS
from engine.teaching.lessons.lesson import Lesson
from engine.teaching.lessons.lesson import LessonError
from engine.teaching.lessons.loader import LESSON_DIR
from engine.teaching.lessons.loader import lesson_files
from engine.teaching.lessons.loader import load_all
from engine.teaching.lessons.loader import load_lesson
from engine.teaching.lessons.loader import parse_lesson
from engine.teaching.lessons.quiz import ANSWERS
from engine.teaching.lessons.quiz import check
from engine.teaching.lessons.quiz import correct_answers
from engine.teaching.lessons.rankings import frequencies
from engine.teaching.lessons.rankings import seven_card_counts
from engine.teaching.lessons.runner import LessonRunner
from engine.teaching.lessons.runner import finished_hand

LESSONS = {lesson.id: lesson for lesson in load_all()}

# id: (pots when pushed, final stacks by seat, winners of each pot by seat)
OUTCOMES: dict[str, tuple[list[int], dict[int, int], list[set[int]]]] = {
    # Quads beat a full house, a straight and two pair (every rule text's ranking).
    "hand_rankings": ([4000], {0: 0, 1: 4000, 2: 0, 3: 0}, [{1}]),
    # Blinds 10/20 left of the button; Bruno's flop bet is not called, he takes 60.
    "blinds_button": ([60], {0: 980, 1: 1040, 2: 980, 3: 1000}, [{1}]),
    "heads_up": ([80], {0: 1040, 1: 960}, [{0}]),
    "betting_rounds": ([60], {0: 980, 1: 1040, 2: 980}, [{1}]),
    # Bet 200, raise to 600, re-raise to 1,000; 400 of it uncalled goes back.
    "no_limit": ([2000], {0: 4600, 1: 4200, 2: 6200}, [{2}]),
    # Pot 200, bet 150, call 150, raise to 800; 650 uncalled goes back.
    "pot_limit": ([650], {0: 1800, 1: 1800, 2: 2450, 3: 1950}, [{2}]),
    "fixed_limit": ([270], {0: 950, 1: 890, 2: 1160}, [{2}]),
    # Bruno's all-in for 150 is called by both; no side pot.
    "short_all_in": ([510], {0: 830, 1: 510, 2: 830}, [{1}]),
    # The home-game rules' example: main pot 210 for A, side pot 140 for B and C.
    "side_pots": ([210, 140], {0: 210, 1: 1000, 2: 860}, [{0}, {1}]),
    # 25 split: the odd chip to Bruno, the winner nearest left of the button.
    "split_pot": ([25], {0: 995, 1: 1003, 2: 1002}, [{1, 2}]),
    "button_draw": ([20], {0: 1000, 1: 1000, 2: 990, 3: 1010}, [{3}]),
    "showdown": ([180], {0: 940, 1: 940, 2: 1120}, [{2}]),
    # Short deck: the flush beats the full house and the A-6-7-8-9 straight.
    "short_deck": ([1500], {0: 1500, 1: 0, 2: 0}, [{0}]),
}

# id: the engine's answer to each quiz question, in order.
ANSWERS_EXPECTED: dict[str, list[object]] = {
    # Every question on a hand of its own (the quiz applies the rule to a new situation).
    # 8-8 full of jacks beats 5-5 full of jacks and three jacks.
    "hand_rankings": [CATEGORY_CODES.index("straight_flush"), CATEGORY_CODES.index("flush"), 1],
    "blinds_button": [2, 3, 0],  # Bruno's button: Chloé; Ada's: Dmitri first; Ada after
    "heads_up": [25, 1025, 0],  # the button's small blind; a three-handed flop: the SB first
    "betting_rounds": [1, 1, 180],  # one burn before the flop only
    "no_limit": [100, 800, 1700],  # the big blind; 500 + 300; 1,000 + 700
    "pot_limit": [600, 1400, 400],  # pot 600 + 200 + 200 + the call 200 = 1,200 more
    "fixed_limit": [False, 10, 40],  # bet and three raises cap the flop; small bet; big bet
    "short_all_in": [True, True, 900],  # 280 against 200 is short; against 100 a full raise
    "side_pots": [300, 400, 1],  # 100 x 3, 200 x 2; Bruno's kings over Chloé's queens
    "split_pot": [28, 27, 1000],  # 55 split, the odd chip left of the button
    "button_draw": [2, 3, 1],  # K♥ over K♣: Chloé; Dmitri left of her; Bruno after Ada's BB
    "showdown": [1, 0, 0],  # the last raiser; the beaten caller; left of the button
    "short_deck": [0, 0, CATEGORY_CODES.index("straight")],
}


def test_the_first_thirteen_lessons_keep_their_files() -> None:
    """The curriculum re-orders them (tests/.../test_curriculum.py) but keeps the files."""
    names = [p.name[:2] for p in lesson_files()]
    assert names == [f"{k:02d}" for k in range(1, len(names) + 1)]
    assert {load_lesson(p).id for p in lesson_files()[:13]} == set(OUTCOMES)


@pytest.mark.parametrize("lesson_id", sorted(OUTCOMES))
def test_lesson_plays_to_the_outcome_of_its_rule(lesson_id: str) -> None:
    lesson = LESSONS[lesson_id]
    pots, stacks, winners = OUTCOMES[lesson_id]
    hand = finished_hand(lesson)
    assert hand.finished
    assert [p.amount for p in hand.pots] == pots
    assert {seat: hand.stacks[hand.position_of(seat)] for seat in hand.seats} == stacks
    awarded: dict[int, set[int]] = {}
    for event in hand.events:
        if isinstance(event, PotAwarded):
            for index in event.pots:
                awarded[index] = {seat for seat, _ in event.shares}
    assert [awarded[k] for k in range(len(pots))] == winners


@pytest.mark.parametrize("lesson_id", sorted(ANSWERS_EXPECTED))
def test_quiz_answers_come_from_the_engine(lesson_id: str) -> None:
    lesson = LESSONS[lesson_id]
    assert len(lesson.quiz) in (2, 3)
    for question, expected in zip(lesson.quiz, ANSWERS_EXPECTED[lesson_id], strict=True):
        assert correct_answers(lesson, question) == {expected}, question.ask
        right = [c for c in question.choices if check(lesson, question, c)]
        assert right == [expected], question.ask  # offered once, and every other choice wrong


def test_a_bool_answer_is_not_taken_for_a_number() -> None:
    lesson = LESSONS["fixed_limit"]
    assert check(lesson, lesson.quiz[0], False)
    assert not check(lesson, lesson.quiz[0], 0)


def test_every_quiz_kind_has_an_engine_answer() -> None:
    assert set(ANSWERS) == set(QUIZ_KINDS)


def test_the_draw_gives_the_button_to_the_ace_of_spades() -> None:
    lesson = LESSONS["button_draw"]
    assert dict(lesson.draw)[1] == 51  # As: with Ah drawn too, spades break the tie
    assert lesson.button == 1
    assert finished_hand(lesson).seats[-1] == 1


def test_showdown_order_starts_with_the_last_bettor_and_a_beaten_hand_is_mucked() -> None:
    hand = finished_hand(LESSONS["showdown"])
    order = [(type(e).__name__, e.seat) for e in hand.events
             if isinstance(e, HandShown | HandMucked)]
    assert order == [("HandShown", 1), ("HandShown", 2), ("HandMucked", 0)]


def test_betting_rounds_burns_the_named_cards() -> None:
    hand = finished_hand(LESSONS["betting_rounds"])
    assert len(hand.burned) == 3 and len(hand.board) == 5


# ---------------------------------------------------------------------- the runner


def test_runner_steps_forward_and_back_to_the_same_events() -> None:
    lesson = LESSONS["side_pots"]
    runner = LessonRunner(lesson)
    seen = [runner.forward().events for _ in range(lesson.steps.__len__())]
    assert runner.at_end and runner.hand.finished
    full = list(runner.hand.events)
    runner.back()
    assert runner.position == len(lesson.steps) - 1 and not runner.hand.finished
    again = runner.forward()
    assert again.events == seen[-1]
    assert list(runner.hand.events) == full
    runner.goto(0)
    assert runner.position == 0 and runner.opening() == tuple(full[: len(runner.opening())])
    runner.back()  # nothing before the deal
    assert runner.position == 0


def test_runner_refuses_to_run_past_the_end() -> None:
    runner = LessonRunner(LESSONS["heads_up"])
    runner.goto(runner.step_count)
    with pytest.raises(IndexError):
        runner.forward()


def test_talk_only_steps_cause_no_events() -> None:
    runner = LessonRunner(LESSONS["pot_limit"])
    runner.goto(7)
    step = runner.forward()
    assert step.step.action is None and step.events == ()
    assert step.step.say == "pot_limit.max"


# ---------------------------------------------------------------------- frequencies


def test_seven_card_frequencies_are_those_of_the_encyclopedia_table() -> None:
    # The encyclopedia article's table of seven-card hands (rule text 004).
    table = [4_324, 37_260, 224_848, 3_473_184, 4_047_644, 6_180_020, 6_461_620, 31_433_400,
             58_627_800, 23_294_460]
    found = frequencies()
    assert [f.combinations for f in found] == table
    assert found[0].total == 133_784_560
    assert round(found[-1].percent, 4) == 17.4119


def test_short_deck_order_puts_flush_over_full_house() -> None:
    order = [CATEGORY_CODES[f.category] for f in frequencies(short_deck=True)]
    assert order.index("flush") < order.index("full_house")
    assert order.index("three_of_a_kind") < order.index("straight")
    counts = seven_card_counts(True)
    assert counts[CATEGORY_CODES.index("flush")] < counts[CATEGORY_CODES.index("full_house")]


# ---------------------------------------------------------------------- bad files


def _raw(lesson_id: str) -> dict[str, Any]:
    path = next(p for p in lesson_files() if p.stem.endswith(lesson_id))
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _refused(data: object) -> LessonError:
    with pytest.raises(LessonError) as caught:
        parse_lesson(json.dumps(data), "broken.json")
    assert caught.value.details["file"] == "broken.json"
    assert "broken.json" in str(caught.value)
    return caught.value


def _mutated(path: str, value: object) -> dict[str, Any]:
    data = _raw("side_pots")
    *parents, last = path.split("/")
    target: Any = data
    for key in parents:
        target = target[int(key)] if isinstance(target, list) else target[key]
    if value is _DELETE:
        del target[last]
    elif isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value
    return data


_DELETE = object()

BAD = [
    ("format", 2, "bad_value", "format"),
    ("title", _DELETE, "missing", "title"),
    ("title", "Side pots", "bad_value", "title"),  # words instead of a key
    ("rule/source", "000_8cfaf093a88565ca.txt", "bad_value", "rule.source"),
    ("seats/1/stack", -5, "bad_value", "seats[1].stack"),
    ("seats/1/stack", "1000", "wrong_type", "seats[1].stack"),
    ("seats/2/name", "", "bad_value", "seats[2].name"),
    ("betting", "no-limit", "bad_value", "betting"),
    ("button", 7, "bad_value", "button"),
    ("hole/0", "AsXx", "bad_value", "hole.0"),
    ("hole/1", "AsKs", "bad_value", "hole"),  # the ace of spades twice
    ("board", "8c5d2h9s", "bad_value", "board"),
    ("steps/5/to", 60, "not_playable", "steps[5].act"),  # a raise below the minimum
    ("steps/1/act", "jump", "bad_value", "steps[1].act"),
    ("steps/1/pickle", "cos\nsystem\n(S'echo'\ntR.", "unknown", "steps[1].pickle"),
    ("quiz/0/kind", "__import__", "bad_value", "quiz[0].kind"),
    ("quiz/0/choices", [210, 210], "bad_value", "quiz[0].choices"),
    ("quiz/2/choices", [0, 7], "bad_value", "quiz[2].choices"),
    ("extra", 1, "unknown", "extra"),
]


@pytest.mark.parametrize(("path", "value", "code", "field"), BAD,
                         ids=[f"{p}={'deleted' if v is _DELETE else repr(v)}"
                              for p, v, _, _ in BAD])
def test_a_bad_field_is_refused_naming_file_and_field(path: str, value: object, code: str,
                                                      field: str) -> None:
    error = _refused(_mutated(path, value))
    assert (error.code, error.details["field"]) == (code, field)
    assert field in str(error)


def test_a_script_that_stops_mid_hand_is_refused() -> None:
    data = _raw("side_pots")
    data["steps"] = data["steps"][:5]
    data["quiz"] = data["quiz"][:2]
    assert _refused(data).code == "not_playable"


def test_an_example_whose_cards_are_another_category_is_refused() -> None:
    data = _raw("hand_rankings")
    data["examples"][4]["category"] = "straight"  # the cards are a flush
    error = _refused(data)
    assert error.details["field"] == "examples[4].category"
    assert "flush" in str(error)


def test_not_json_and_not_an_object_are_refused() -> None:
    with pytest.raises(LessonError) as caught:
        parse_lesson("{'id': 1}", "quotes.json")
    assert caught.value.code == "not_json"
    assert _refused([1, 2]).code == "wrong_type"


def test_unreadable_and_oversized_files_are_refused(tmp_path: Path) -> None:
    with pytest.raises(LessonError) as caught:
        load_lesson(tmp_path / "missing.json")
    assert caught.value.code == "unreadable" and caught.value.details["file"] == "missing.json"
    big = tmp_path / "big.json"
    big.write_text(" " * 70_000 + "{}", encoding="utf-8")
    with pytest.raises(LessonError) as caught:
        load_lesson(big)
    assert caught.value.code == "too_large"


def test_a_good_file_loads_from_disk(tmp_path: Path) -> None:
    path = tmp_path / "copy.json"
    path.write_text(json.dumps(_raw("side_pots")), encoding="utf-8")
    lesson = load_lesson(path)
    assert isinstance(lesson, Lesson) and lesson.source == "copy.json"
    assert LESSON_DIR.is_dir()
