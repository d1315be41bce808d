"""Every lesson sentence agrees with its table, in English and in German.

Each lesson is played step by step on the engine; the words a step says (and each question's
words, on the question's own hand) are read for the winners, hands, pots, outs and cards
they name (``tests.helpers.lesson_claims``), and each claim is compared with what the engine
says of that step. The starting-hands lesson once said "Felix's king beats Chloé's jack"
where Chloé's jack made two pair and the engine paid her: this test fails on that text.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from engine.teaching.lessons.lesson import Lesson
from engine.teaching.lessons.loader import load_all
from gui.base import i18n
from gui.teaching.lessons import lesson_texts
from tests.helpers.lesson_claims import Facts
from tests.helpers.lesson_claims import claims_wrong
from tests.helpers.lesson_claims import situation_facts
from tests.helpers.lesson_claims import step_facts

LESSONS = load_all()


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest, qtbot: QtBot) -> Iterator[str]:
    del qtbot  # only for the QApplication that translations need
    i18n.apply(request.param)
    yield request.param
    i18n.apply("en")


def lesson_errors(lesson: Lesson, language: str, read: Counter[str] | None = None
                  ) -> list[str]:
    """Every claim of the lesson's steps and questions that its table contradicts; ``read``
    counts the claims checked, by kind."""
    wrong = []
    read = Counter() if read is None else read
    for index, facts in step_facts(lesson):
        step = lesson.steps[index]
        said = lesson_texts.text(step.say, step.amounts)
        wrong += [f"{step.say}: {w}" for w in claims_wrong(said, facts, language)]
        read.update(facts.read)
    for question in lesson.quiz:
        facts = situation_facts(question.situation or lesson)
        asked_cards = {c for cards in question.cards for c in cards}
        if question.situation is None and asked_cards:
            facts = Facts(facts.names, asked_cards, {}, [], (), facts.short_deck, set(),
                          set())
        facts.cards |= asked_cards
        said = lesson_texts.text(question.ask)
        wrong += [f"{question.ask}: {w}" for w in claims_wrong(said, facts, language)]
        read.update(facts.read)
    return wrong


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda ls: ls.id)
def test_every_sentence_agrees_with_the_engine_at_its_step(language: str,
                                                           lesson: Lesson) -> None:
    assert lesson_errors(lesson, language) == []


# Claims the reader must find in the thirty lessons, by kind, in each language: fewer would
# mean it has stopped reading (a pattern broken by a change of wording or of the reader).
LEAST_READ = {"winner": 18, "hand": 22, "pot": 12, "outs": 3, "card": 150}


def test_the_reader_checks_claims_of_every_kind_in_both_languages(language: str) -> None:
    read: Counter[str] = Counter()
    for lesson in LESSONS:
        lesson_errors(lesson, language, read)
    assert all(read[kind] >= least for kind, least in LEAST_READ.items()), read


def test_the_claims_are_read_at_all(qtbot: QtBot) -> None:
    """The reader finds the claims of a wrong sentence: a winner the engine does not pay,
    a hand the player does not hold, a pot and a count of outs the table does not have."""
    del qtbot
    lesson = next(ls for ls in LESSONS if ls.id == "outs_odds")
    _, facts = list(step_facts(lesson))[-1]  # the river: Bruno's flush wins 880
    assert claims_wrong("Bruno's flush wins the pot of 880.", facts, "en") == []
    wrong = claims_wrong("Ada's two pair beat Bruno's flush, and Ada wins the pot of 900.",
                         facts, "en")
    assert len(wrong) == 3, wrong  # the winner, the comparison, the pot
    assert claims_wrong("Ada hat einen Flush.", facts, "de")
    assert claims_wrong("Bruno hält K♣.", facts, "de")  # not a card of this hand
    _, flop = next((k, f) for k, f in step_facts(lesson) if lesson.steps[k].say
                   == "outs_odds.outs")
    assert claims_wrong("Bruno has 15 outs.", flop, "en") == []
    assert claims_wrong("Bruno hat 9 Outs.", flop, "de")
    # What could happen claims nothing about this hand.
    assert claims_wrong("If a heart comes, Ada would win.", flop, "en") == []
