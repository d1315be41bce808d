"""Every quiz kind reads as words: a name, an amount, a hand category, a seat."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine.teaching.lessons.lesson import CATEGORY_KINDS
from engine.teaching.lessons.lesson import QUIZ_KINDS
from engine.teaching.lessons.loader import load_all
from gui.base.texts import category_name
from gui.teaching.lessons import quiz_labels

LESSONS = load_all()


def test_every_quiz_kind_reads_as_words() -> None:
    """A kind without a label would fall through to a bare number, as the nuts questions
    once showed "5 / 3 / 4"."""
    assert set(quiz_labels.LABELS) == set(QUIZ_KINDS)


def test_category_answers_read_as_hand_names(qtbot: QtBot) -> None:
    del qtbot
    for lesson in LESSONS:
        for question in lesson.quiz:
            if question.kind in CATEGORY_KINDS:
                shown = [quiz_labels.choice_label(lesson, question, c)
                         for c in question.choices]
                assert shown == [category_name(int(c)) for c in question.choices]
