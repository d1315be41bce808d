"""Reading lesson files: every field checked, and the script played once, before use.

The loader only parses JSON and checks every field, then plays the script on the engine, so a
lesson that cannot be played (an illegal action, a card dealt twice) is refused at load and
never halfway through a lesson. Nothing read from a file is evaluated, imported or unpickled;
the error names the file and the field (:class:`~engine.teaching.lessons.lesson.LessonError`).

Tests: tests/engine/teaching/lessons/test_curriculum.py,
tests/engine/teaching/lessons/test_icm_lesson.py, tests/engine/teaching/lessons/test_lessons.py
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.core.cards import Card
from engine.core.cards import parse_cards
from engine.core.cards import rank_of
from engine.core.errors import FeltError
from engine.evaluation.categories import CATEGORY_CODES
from engine.evaluation.hand_value import evaluate
from engine.rules.actions import Action
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.positions import POSITION_CODES
from engine.teaching.lessons.curriculum import in_order
from engine.teaching.lessons.lesson import ACTIONS
from engine.teaching.lessons.lesson import BOOL_KINDS
from engine.teaching.lessons.lesson import CATEGORY_KINDS
from engine.teaching.lessons.lesson import FORMAT
from engine.teaching.lessons.lesson import KEY_PATTERN
from engine.teaching.lessons.lesson import MAX_CHIPS
from engine.teaching.lessons.lesson import MAX_FILE_BYTES
from engine.teaching.lessons.lesson import MAX_NAME
from engine.teaching.lessons.lesson import MAX_QUESTIONS
from engine.teaching.lessons.lesson import MAX_STEPS
from engine.teaching.lessons.lesson import POSITION_KINDS
from engine.teaching.lessons.lesson import QUIZ_KINDS
from engine.teaching.lessons.lesson import RULE_SOURCES
from engine.teaching.lessons.lesson import SITUATION_FIELDS
from engine.teaching.lessons.lesson import Example
from engine.teaching.lessons.lesson import Lesson
from engine.teaching.lessons.lesson import LessonError
from engine.teaching.lessons.lesson import LessonSeat
from engine.teaching.lessons.lesson import Question
from engine.teaching.lessons.lesson import Step
from engine.teaching.lessons.lesson import button_by_draw
from engine.teaching.lessons.lesson import seat_by_draw
from engine.teaching.lessons.runner import LessonRunner

LESSON_DIR = Path(__file__).resolve().parent / "data"


def lesson_files() -> list[Path]:
    """The built-in lessons in teaching order (their names start with a number)."""
    return sorted(LESSON_DIR.glob("*.json"))


def load_all() -> list[Lesson]:
    """Every built-in lesson, checked, in the curriculum's order.

    :raises LessonError: a built-in file is bad (a test keeps them good).
    """
    return in_order(load_lesson(path) for path in lesson_files())


_TOP_FIELDS = {
    "format", "id", "title", "rule", "seats", "button", "draw", "betting", "small_blind",
    "big_blind", "ante", "short_deck", "small_bet", "big_bet", "bet_cap", "hole", "board",
    "burns", "steps", "examples", "quiz", "big_blind_ante", "seat_draw",
}
_BETTING = {b.value: b for b in Betting}


class _Reader:
    """Field access that names the file and the field in every error."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, code: str, field: str, message: str, **details: Any) -> LessonError:
        return LessonError(code, f"lesson {self.source}, field {field}: {message}",
                           file=self.source, field=field, **details)

    def get(self, data: Mapping[str, Any], key: str, field: str) -> Any:
        if key not in data:
            raise self.fail("missing", field, "is missing")
        return data[key]

    def only(self, data: Mapping[str, Any], allowed: set[str], field: str) -> None:
        for key in data:
            if key not in allowed:
                name = f"{field}.{key}" if field else key
                raise self.fail("unknown", name, "is not a field of a lesson")

    def obj(self, value: Any, field: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail("wrong_type", field, "must be an object")
        return value

    def array(self, value: Any, field: str, low: int, high: int) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail("wrong_type", field, "must be a list")
        if not low <= len(value) <= high:
            raise self.fail("bad_value", field, f"must hold {low} to {high} entries")
        return value

    def integer(self, value: Any, field: str, low: int, high: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail("wrong_type", field, "must be a whole number")
        if not low <= value <= high:
            raise self.fail("bad_value", field, f"must be between {low} and {high}")
        return value

    def text(self, value: Any, field: str, pattern: re.Pattern[str] | None = None,
             longest: int = 200) -> str:
        if not isinstance(value, str):
            raise self.fail("wrong_type", field, "must be a text")
        if not value or len(value) > longest:
            raise self.fail("bad_value", field, f"must be 1 to {longest} characters")
        if pattern is not None and not pattern.fullmatch(value):
            raise self.fail("bad_value", field, "is not a key like 'lesson.step'")
        return value

    def key(self, value: Any, field: str) -> str:
        return self.text(value, field, KEY_PATTERN, 80)

    def cards(self, value: Any, field: str, count: Sequence[int]) -> tuple[Card, ...]:
        text = self.text(value, field, longest=60)
        try:
            cards = parse_cards(text)
        except FeltError as error:
            raise self.fail("bad_value", field, f"{text!r} is not a list of cards") from error
        if len(cards) not in count:
            raise self.fail("bad_value", field, f"must hold {' or '.join(map(str, count))} cards")
        return tuple(cards)

    def choice(self, value: Any, field: str, allowed: Sequence[str]) -> str:
        text = self.text(value, field, longest=40)
        if text not in allowed:
            raise self.fail("bad_value", field, f"must be one of {', '.join(allowed)}")
        return text


def load_lesson(path: Path) -> Lesson:
    """Read and check one lesson file.

    :raises LessonError: the file cannot be read, is not JSON, or any field is wrong; the
        error's ``details`` name the ``file`` and the ``field``.
    """
    name = path.name
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise LessonError("too_large", f"lesson {name} is larger than a lesson can be",
                              file=name, field="")
        raw = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise LessonError("unreadable", f"lesson {name} cannot be read: {error}",
                          file=name, field="") from None
    return parse_lesson(raw, name)


def parse_lesson(raw: str, source: str = "<text>") -> Lesson:
    """Check a lesson given as JSON text (see :func:`load_lesson`)."""
    r = _Reader(source)
    if len(raw) > MAX_FILE_BYTES:
        raise r.fail("too_large", "", "is larger than a lesson can be")
    try:
        data = json.loads(raw)
    except ValueError as error:
        raise LessonError("not_json", f"lesson {source} is not JSON: {error}", file=source,
                          field="") from None
    data = r.obj(data, "(top)")
    r.only(data, _TOP_FIELDS, "")
    if r.get(data, "format", "format") != FORMAT:
        raise r.fail("bad_value", "format", f"must be {FORMAT}")
    lesson_id = r.text(r.get(data, "id", "id"), "id", re.compile(r"[a-z0-9_]+"), 40)
    title = r.key(r.get(data, "title", "title"), "title")
    rule = r.obj(r.get(data, "rule", "rule"), "rule")
    r.only(rule, {"source", "text"}, "rule")
    rule_source = r.choice(r.get(rule, "source", "rule.source"), "rule.source", RULE_SOURCES)
    rule_text = r.key(r.get(rule, "text", "rule.text"), "rule.text")
    return _body(r, data, lesson_id, title, rule_source, rule_text, with_quiz=True)


def _body(r: _Reader, data: Mapping[str, Any], lesson_id: str, title: str, rule_source: str,
          rule_text: str, with_quiz: bool) -> Lesson:
    """The table, cards, script and (``with_quiz``) quiz of a lesson or a question's
    situation, checked and played once."""
    config = _config(r, data)
    seats = _seats(r, data)
    seat_numbers = [s.seat for s in seats]
    button, draw = _button(r, data, seat_numbers, config.short_deck)
    hole, board, burns = _cards(r, data, seat_numbers, config.short_deck)
    steps = _steps(r, data)
    examples = _examples(r, data, config.short_deck)
    quiz = _quiz(r, data, seat_numbers, len(steps), config.short_deck) if with_quiz else ()
    big_blind_ante = r.integer(data.get("big_blind_ante", 0), "big_blind_ante", 0, MAX_CHIPS)
    if big_blind_ante and config.ante:
        raise r.fail("bad_value", "big_blind_ante", "give an ante for everyone or the big "
                     "blind's, not both")
    lesson = Lesson(lesson_id, title, rule_source, rule_text, seats, button, draw, config,
                    hole, board, burns, steps, examples, quiz, r.source, big_blind_ante,
                    _seat_draw(r, data, seat_numbers))
    _check_playable(r, lesson, must_finish=with_quiz)
    return lesson


def _situation(r: _Reader, data: Mapping[str, Any], value: Any, field: str) -> Lesson:
    """A question's own hand: the lesson's fields with the situation's in their place."""
    item = r.obj(value, field)
    r.only(item, set(SITUATION_FIELDS), field)
    merged = {k: v for k, v in data.items()
              if k not in ("button", "draw", "burns", "quiz", "seat_draw")}
    if "button" not in item and "draw" not in item:
        for key in ("button", "draw"):
            if key in data:
                merged[key] = data[key]
    merged.update(item)
    inner = _Reader(f"{r.source} {field}.situation")
    return _body(inner, merged, "situation", "situation.title", "home_rules",
                 "situation.rule", with_quiz=False)


def _config(r: _Reader, data: Mapping[str, Any]) -> HandConfig:
    betting = _BETTING[r.choice(r.get(data, "betting", "betting"), "betting", list(_BETTING))]
    big = r.integer(r.get(data, "big_blind", "big_blind"), "big_blind", 1, MAX_CHIPS)
    small = r.integer(r.get(data, "small_blind", "small_blind"), "small_blind", 0, big)
    ante = r.integer(data.get("ante", 0), "ante", 0, MAX_CHIPS)
    short = data.get("short_deck", False)
    if not isinstance(short, bool):
        raise r.fail("wrong_type", "short_deck", "must be true or false")

    def optional(key: str, low: int) -> int | None:
        value = data.get(key)
        return None if value is None else r.integer(value, key, low, MAX_CHIPS)

    try:
        return HandConfig(betting=betting, small_blind=small, big_blind=big, ante=ante,
                          short_deck=short, small_bet=optional("small_bet", 1),
                          big_bet=optional("big_bet", 1),
                          bet_cap=optional("bet_cap", 1) if "bet_cap" in data else 4)
    except FeltError as error:
        raise r.fail("bad_value", "betting", f"the engine refuses it: {error}") from None


def _seats(r: _Reader, data: Mapping[str, Any]) -> tuple[LessonSeat, ...]:
    entries = r.array(r.get(data, "seats", "seats"), "seats", 2, 10)
    seats = []
    for k, entry in enumerate(entries):
        field = f"seats[{k}]"
        item = r.obj(entry, field)
        r.only(item, {"seat", "name", "stack"}, field)
        seats.append(LessonSeat(
            r.integer(r.get(item, "seat", field + ".seat"), field + ".seat", 0, 9),
            r.text(r.get(item, "name", field + ".name"), field + ".name", longest=MAX_NAME),
            r.integer(r.get(item, "stack", field + ".stack"), field + ".stack", 1, MAX_CHIPS),
        ))
    numbers = [s.seat for s in seats]
    if numbers != sorted(set(numbers)):
        raise r.fail("bad_value", "seats", "seat numbers must be distinct and in order")
    return tuple(seats)


def _seat_key(r: _Reader, key: str, field: str, seats: Sequence[int]) -> int:
    if not key.isdigit() or int(key) not in seats:
        raise r.fail("bad_value", field, f"{key!r} is not a seat of this lesson")
    return int(key)


def _button(r: _Reader, data: Mapping[str, Any], seats: Sequence[int],
            short_deck: bool) -> tuple[int, tuple[tuple[int, Card], ...]]:
    if ("button" in data) == ("draw" in data):
        raise r.fail("missing", "button", "give either the button or a draw for it")
    if "button" in data:
        button = r.integer(data["button"], "button", 0, 9)
        if button not in seats:
            raise r.fail("bad_value", "button", "is not a seat of this lesson")
        return button, ()
    draw_data = r.obj(data["draw"], "draw")
    draw = []
    for key, value in draw_data.items():
        field = f"draw.{key}"
        seat = _seat_key(r, key, field, seats)
        draw.append((seat, r.cards(value, field, (1,))[0]))
    if sorted(s for s, _ in draw) != list(seats):
        raise r.fail("bad_value", "draw", "every seat draws exactly one card")
    cards = [c for _, c in draw]
    if len(set(cards)) != len(cards):
        raise r.fail("bad_value", "draw", "a card is drawn twice")
    if short_deck and min(cards) < 16:
        raise r.fail("bad_value", "draw", "a short deck has no cards below six")
    ordered = tuple(sorted(draw))
    return button_by_draw(ordered), ordered


def _seat_draw(r: _Reader, data: Mapping[str, Any], seats: Sequence[int]
               ) -> tuple[tuple[int, Card], ...]:
    """The cards drawn for the seats, checked against the seats the lesson gives: the ace
    sits in the first seat, each higher card one seat further on the left."""
    if "seat_draw" not in data:
        return ()
    drawn = {_seat_key(r, key, f"seat_draw.{key}", seats): r.cards(value, f"seat_draw.{key}",
                                                                  (1,))[0]
             for key, value in r.obj(data["seat_draw"], "seat_draw").items()}
    if sorted(drawn) != list(seats):
        raise r.fail("bad_value", "seat_draw", "every seat draws exactly one card")
    cards = [drawn[seat] for seat in seats]
    if sorted(seat_by_draw(cards, k) for k in range(len(cards))) != list(
            range(1, len(cards) + 1)) or any(seat_by_draw(cards, k) != k + 1
                                             for k in range(len(cards))):
        raise r.fail("bad_value", "seat_draw", "the cards must seat the players in order, "
                     "the ace first")
    return tuple((seat, drawn[seat]) for seat in seats)


def _cards(r: _Reader, data: Mapping[str, Any], seats: Sequence[int], short_deck: bool
           ) -> tuple[dict[int, tuple[Card, Card]], tuple[Card, ...], tuple[Card, ...]]:
    """Hole cards, board and burn cards; the cards drawn for the button went back into the
    deck, so they may be dealt again."""
    hole_data = r.obj(r.get(data, "hole", "hole"), "hole")
    hole: dict[int, tuple[Card, Card]] = {}
    for key, value in hole_data.items():
        field = f"hole.{key}"
        seat = _seat_key(r, key, field, seats)
        a, b = r.cards(value, field, (2,))
        hole[seat] = (a, b)
    if sorted(hole) != list(seats):
        raise r.fail("bad_value", "hole", "every seat is dealt two cards")
    board = r.cards(r.get(data, "board", "board"), "board", (5,))
    burns = r.cards(data["burns"], "burns", (3,)) if "burns" in data else ()
    used = [c for pair in hole.values() for c in pair] + list(board) + list(burns)
    if len(set(used)) != len(used):
        raise r.fail("bad_value", "hole", "a card is dealt twice")
    if short_deck and min(used) < 16:
        raise r.fail("bad_value", "board", "a short deck has no cards below six")
    return hole, board, burns


def _steps(r: _Reader, data: Mapping[str, Any]) -> tuple[Step, ...]:
    entries = r.array(r.get(data, "steps", "steps"), "steps", 1, MAX_STEPS)
    steps = []
    for k, entry in enumerate(entries):
        field = f"steps[{k}]"
        item = r.obj(entry, field)
        r.only(item, {"say", "amounts", "act", "to"}, field)
        say = r.key(item["say"], field + ".say") if "say" in item else ""
        amounts = tuple(
            r.integer(a, f"{field}.amounts[{j}]", 0, MAX_CHIPS)
            for j, a in enumerate(r.array(item.get("amounts", []), field + ".amounts", 0, 4))
        )
        action: Action | None = None
        if "act" in item:
            kind = r.choice(item["act"], field + ".act", ACTIONS)
            if kind in ("bet", "raise"):
                to = r.integer(r.get(item, "to", field + ".to"), field + ".to", 1, MAX_CHIPS)
                action = Action.bet_or_raise(to)
            elif "to" in item:
                raise r.fail("unknown", field + ".to", "only a bet or raise has an amount")
            else:
                action = {"fold": Action.fold, "check": Action.check,
                          "call": Action.call}[kind]()
        if action is None and not say:
            raise r.fail("missing", field + ".say", "a step says something or acts")
        steps.append(Step(say, amounts, action))
    return tuple(steps)


def _examples(r: _Reader, data: Mapping[str, Any], short_deck: bool) -> tuple[Example, ...]:
    entries = r.array(data.get("examples", []), "examples", 0, 12)
    examples = []
    for k, entry in enumerate(entries):
        field = f"examples[{k}]"
        item = r.obj(entry, field)
        r.only(item, {"category", "cards"}, field)
        category = CATEGORY_CODES.index(
            r.choice(r.get(item, "category", field + ".category"), field + ".category",
                     CATEGORY_CODES))
        cards = r.cards(r.get(item, "cards", field + ".cards"), field + ".cards", (5,))
        _check_deck(r, cards, short_deck, field + ".cards")
        actual = evaluate(cards, short_deck).category
        if actual != category:
            raise r.fail("bad_value", field + ".category",
                         f"the cards are a {CATEGORY_CODES[actual]}, not a "
                         f"{CATEGORY_CODES[category]}")
        examples.append(Example(category, cards))
    return tuple(examples)


def _check_deck(r: _Reader, cards: Sequence[Card], short_deck: bool, field: str) -> None:
    if short_deck and min(cards) < 16:
        raise r.fail("bad_value", field, "a short deck has no cards below six")


def _quiz(r: _Reader, data: Mapping[str, Any], seats: Sequence[int], step_count: int,
          short_deck: bool) -> tuple[Question, ...]:
    entries = r.array(r.get(data, "quiz", "quiz"), "quiz", 2, MAX_QUESTIONS)
    lesson_seats, lesson_steps = seats, step_count
    questions = []
    for k, entry in enumerate(entries):
        field = f"quiz[{k}]"
        item = r.obj(entry, field)
        seats, step_count = lesson_seats, lesson_steps
        kind = r.choice(r.get(item, "kind", field + ".kind"), field + ".kind", list(QUIZ_KINDS))
        params = QUIZ_KINDS[kind]
        r.only(item, {"ask", "kind", "choices", "situation", *params}, field)
        situation = (_situation(r, data, item["situation"], field)
                     if "situation" in item else None)
        if situation is not None:
            seats = [s.seat for s in situation.seats]
            step_count = len(situation.steps)
        ask = r.key(r.get(item, "ask", field + ".ask"), field + ".ask")
        raw_choices = r.array(r.get(item, "choices", field + ".choices"), field + ".choices",
                              2, 6)
        choices = _choices(r, kind, raw_choices, field + ".choices")
        step = pot = seat = None
        cards: tuple[tuple[Card, ...], ...] = ()
        if "step" in params:
            step = r.integer(r.get(item, "step", field + ".step"), field + ".step", 0,
                             step_count)
        if "pot" in params:
            pot = r.integer(item.get("pot", 0), field + ".pot", 0, 9)
        if "seat" in params:
            seat = r.integer(r.get(item, "seat", field + ".seat"), field + ".seat", 0, 9)
            if seat not in seats:
                raise r.fail("bad_value", field + ".seat", "is not a seat of this lesson")
        if "cards" in params:
            sizes = ((3, 4, 5) if kind == "nuts" else (len(seats),) if kind == "drawn_seat"
                     else (5, 6, 7))
            one = r.cards(r.get(item, "cards", field + ".cards"), field + ".cards", sizes)
            _check_deck(r, one, short_deck, field + ".cards")
            if kind == "drawn_seat" and len({rank_of(c) for c in one}) != len(one):
                raise r.fail("bad_value", field + ".cards", "a seat draw has one card a rank")
            cards = (one,)
        if "hands" in params:
            hands = r.array(r.get(item, "hands", field + ".hands"), field + ".hands", 2, 2)
            cards = tuple(r.cards(h, f"{field}.hands[{j}]", (5, 6, 7))
                          for j, h in enumerate(hands))
            for j, hand in enumerate(cards):
                _check_deck(r, hand, short_deck, f"{field}.hands[{j}]")
        if kind in ("winner", "first_to_act", "small_blind", "big_blind", "button",
                    "shows_first", "mucks"):
            for choice in choices:
                if choice not in seats:
                    raise r.fail("bad_value", field + ".choices", f"{choice} is not a seat")
        questions.append(Question(ask, kind, choices, step, pot, seat, cards, situation))
    return tuple(questions)


def _choices(r: _Reader, kind: str, raw: Sequence[Any], field: str
             ) -> tuple[int | bool, ...]:
    choices: list[int | bool] = []
    for j, value in enumerate(raw):
        where = f"{field}[{j}]"
        if kind in BOOL_KINDS:
            if not isinstance(value, bool):
                raise r.fail("wrong_type", where, "must be true or false")
            choices.append(value)
        elif kind in POSITION_KINDS:
            choices.append(POSITION_CODES.index(r.choice(value, where, POSITION_CODES)))
        elif kind in CATEGORY_KINDS:
            choices.append(CATEGORY_CODES.index(r.choice(value, where, CATEGORY_CODES)))
        else:
            choices.append(r.integer(value, where, -1, MAX_CHIPS))
    if len(set(choices)) != len(choices):
        raise r.fail("bad_value", field, "a choice is offered twice")
    return tuple(choices)


def _check_playable(r: _Reader, lesson: Lesson, must_finish: bool = True) -> None:
    """Play the script once: an action the rules refuse makes the file unusable; a lesson's
    script plays its hand to the end (a question's situation may stop anywhere)."""
    try:
        runner = LessonRunner(lesson)
    except FeltError as error:
        raise r.fail("not_playable", "seats", f"the engine refuses the table: {error}",
                     reason=error.code) from None
    while not runner.at_end:
        index = runner.position
        try:
            runner.forward()
        except FeltError as error:
            raise r.fail("not_playable", f"steps[{index}].act",
                         f"the engine refuses it: {error}", reason=error.code) from None
    if must_finish and not runner.hand.finished:
        raise r.fail("not_playable", "steps", "the script ends before the hand does")
