"""How a quiz choice reads: a name, an amount, a count, a hand category, a hand, a seat or
yes/no, by the question's kind, in the current language. Split from
:mod:`gui.teaching.lessons.lesson_texts` (the lessons' words); a test fails on a quiz kind
without a label here.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from engine.rules.positions import POSITION_CODES
from engine.teaching.lessons.lesson import Lesson
from engine.teaching.lessons.lesson import Question
from gui.base.position_names import position_long
from gui.base.texts import category_name
from gui.base.texts import chips
from gui.teaching.narration.narration import cards_text

translate = QCoreApplication.translate
FIVE = 5  # a hand of more cards is a player's two cards with the board, which the question gives


def _yes_no(choice: bool) -> str:
    #: a quiz answer
    return translate("Lesson", "Yes") if choice else translate("Lesson", "No")


def _better(question: Question, choice: int) -> str:
    if choice < 0:
        #: a quiz answer: the two hands are equal
        return translate("Lesson", "A tie: they split the pot")
    cards = question.cards[choice]
    return cards_text(cards[:2] if len(cards) > FIVE else cards)  # a player's own two cards


def _seat_number(choice: int) -> str:
    #: a quiz answer: a seat counted from the ace's seat (seat 1) to its left
    return translate("Lesson", "Seat %1").replace("%1", str(choice))


def _pot_odds(choice: int) -> str:
    # the coach's words for a share in per cent ("45 %" in both languages' style)
    return translate("Coach", "%1 %").replace("%1", str(choice))


Label = Callable[[Lesson, Question, int], str]


def _name(lesson: Lesson, question: Question, choice: int) -> str:
    del question
    return lesson.names.get(choice, "?")


def _category(lesson: Lesson, question: Question, choice: int) -> str:
    del lesson, question
    return category_name(choice)


def _count(lesson: Lesson, question: Question, choice: int) -> str:
    del lesson, question
    return str(choice)


def _chips(lesson: Lesson, question: Question, choice: int) -> str:
    del lesson, question
    return chips(choice)


LABELS: dict[str, Label] = {
    "winner": _name,
    "first_to_act": _name,
    "small_blind": _name,
    "big_blind": _name,
    "button": _name,
    "shows_first": _name,
    "mucks": _name,
    "pot": _chips,
    "pot_total": _chips,
    "min_raise_to": _chips,
    "max_raise_to": _chips,
    "won": _chips,
    "stack": _chips,
    "to_call": _chips,
    "can_raise": lambda lesson, question, choice: _yes_no(bool(choice)),
    "burned": _count,
    "outs": _count,
    "big_blinds": _count,
    "buy_ins": _count,
    "drawn_seat": lambda lesson, question, choice: _seat_number(choice),
    "category": _category,
    "rarer": _category,
    "nuts": _category,
    "better": lambda lesson, question, choice: _better(question, choice),
    "position": lambda lesson, question, choice: position_long(POSITION_CODES[choice]),
    "pot_odds": lambda lesson, question, choice: _pot_odds(choice),
}
"""How a choice of each quiz kind reads: a name, an amount, a count, a hand category, a hand
or yes/no. Every kind of :data:`~engine.teaching.lessons.lesson.QUIZ_KINDS` has its entry
(a test fails on a kind without one), so no answer is ever shown as a bare number by
mistake, as the nuts questions once were ("5 / 3 / 4")."""


def choice_label(lesson: Lesson, question: Question, choice: int | bool) -> str:
    """How a quiz choice reads, by the question's kind (:data:`LABELS`)."""
    if isinstance(choice, bool):
        return _yes_no(choice)
    return LABELS[question.kind](lesson, question, choice)
