"""Playing a lesson or a hand on the engine and collecting what the narrator says of each
event, for the tests that check the sentences against the engine's state."""

from __future__ import annotations

from collections.abc import Mapping

from engine.rules.hand import HandState
from engine.teaching.lessons.lesson import Lesson
from engine.teaching.lessons.loader import load_all
from engine.teaching.lessons.runner import LessonRunner
from gui.teaching.lessons import lesson_texts
from gui.teaching.narration.narrator import Narrator


def lesson(lesson_id: str) -> Lesson:
    """The built-in lesson of that id."""
    return next(ls for ls in load_all() if ls.id == lesson_id)


def lesson_told(which: Lesson) -> list[tuple[object, str]]:
    """Every (event, narration) of the lesson's hand and every step's own words (with the
    step as the "event"), in the order the panel's log shows them: a step's words after its
    own action and before the cards or the showdown the action brought."""
    runner = LessonRunner(which)
    narrator = Narrator(which.names)
    told: list[tuple[object, str]] = []
    for event in runner.opening():
        said = narrator.narrate(event)
        if said is not None:
            told.append((event, said.text))
    while not runner.at_end:
        done = runner.forward()
        own = done.events[:1] if done.step.action is not None else ()
        for event in own:
            said = narrator.narrate(event)
            if said is not None:
                told.append((event, said.text))
        if done.step.say:
            told.append((done.step, lesson_texts.text(done.step.say, done.step.amounts)))
        for event in done.events[len(own):]:
            said = narrator.narrate(event)
            if said is not None:
                told.append((event, said.text))
    return told


def hand_told(hand: HandState, names: Mapping[int, str],
              person: int | None = None) -> list[tuple[object, str]]:
    """The narration of every event the hand has so far."""
    narrator = Narrator(names, person)
    told = []
    for event in hand.events:
        said = narrator.narrate(event)
        if said is not None:
            told.append((event, said.text))
    return told
