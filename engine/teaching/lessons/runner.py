"""Playing a lesson on the real engine, one scripted step at a time, forward and back.

The lesson's hand is an ordinary :class:`~engine.rules.hand.HandState` dealt from a stacked
deck, so every amount, pot and winner a lesson shows is the engine's own. Going back replays
the hand from the deal to the step before: a hand is a pure function of its deck and its
actions, so replaying is exact and needs no undo in the engine.

Tests: tests/engine/teaching/lessons/test_curriculum.py,
tests/engine/teaching/lessons/test_icm_lesson.py, tests/engine/teaching/lessons/test_lessons.py
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.cards import Card
from engine.core.cards import Deck
from engine.core.cards import full_deck
from engine.rules.events import HandEvent
from engine.rules.hand import HandState
from engine.teaching.lessons.lesson import Lesson
from engine.teaching.lessons.lesson import Step


def deal_order(lesson: Lesson) -> tuple[int, ...]:
    """The lesson's seats from the left of the button round to the button, as hands deal."""
    seats = sorted(s.seat for s in lesson.seats)
    start = seats.index(lesson.button) + 1
    return tuple(seats[start:] + seats[:start])


def stacked_deck(lesson: Lesson) -> Deck:
    """The deck that deals the lesson's hole cards, burn cards and board in order.

    Without burn cards in the file, the lowest cards nobody holds are burned.
    """
    order = deal_order(lesson)
    used = {c for pair in lesson.hole.values() for c in pair} | set(lesson.board)
    burns = list(lesson.burns) or [c for c in full_deck(lesson.config.short_deck)
                                   if c not in used][:3]
    board = lesson.board
    cards: list[Card] = [lesson.hole[s][0] for s in order] + [lesson.hole[s][1] for s in order]
    cards += [burns[0], *board[:3], burns[1], board[3], burns[2], board[4]]
    return Deck.stacked(cards, lesson.config.short_deck)


def new_hand(lesson: Lesson) -> HandState:
    """The lesson's hand, dealt and waiting for the first scripted decision."""
    order = deal_order(lesson)
    stacks = {s.seat: s.stack for s in lesson.seats}
    antes = None
    if lesson.big_blind_ante:  # the big blind, second from the button's left (first heads-up)
        antes = [0] * len(order)
        antes[1 if len(order) > 2 else 0] = lesson.big_blind_ante
    return HandState(lesson.config, [stacks[s] for s in order], order, stacked_deck(lesson),
                     antes=antes)


@dataclass(frozen=True, slots=True)
class StepDone:
    """What one step did: its script entry and the engine events it caused."""

    index: int
    step: Step
    events: tuple[HandEvent, ...]


class LessonRunner:
    """A lesson in progress: :attr:`position` steps of the script are done.

    At position 0 the hand is dealt (blinds posted, cards dealt: :meth:`opening`); each
    :meth:`forward` does the next step; :meth:`back` returns to the step before.
    """

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.hand = new_hand(lesson)
        self.position = 0
        self._marks = [len(self.hand.events)]  # events after each step done

    @property
    def at_end(self) -> bool:
        return self.position >= len(self.lesson.steps)

    @property
    def step_count(self) -> int:
        return len(self.lesson.steps)

    def opening(self) -> tuple[HandEvent, ...]:
        """The events of the deal, before the first step."""
        return tuple(self.hand.events[: self._marks[0]])

    def done(self, index: int) -> StepDone:
        """Step ``index`` (already done) and the events it caused."""
        if not 0 <= index < self.position:
            raise IndexError(index)
        events = self.hand.events[self._marks[index]: self._marks[index + 1]]
        return StepDone(index, self.lesson.steps[index], tuple(events))

    def forward(self) -> StepDone:
        """Do the next step.

        :raises IllegalActionError: the scripted action is refused (only for a file the
            loader did not check); the runner and the hand are then unchanged.
        :raises IndexError: the script is over.
        """
        if self.at_end:
            raise IndexError("the lesson is over")
        step = self.lesson.steps[self.position]
        if step.action is not None:
            self.hand.act(step.action)
        self.position += 1
        self._marks.append(len(self.hand.events))
        return self.done(self.position - 1)

    def back(self) -> None:
        """Return to the step before, replaying the hand from the deal (nothing at 0)."""
        if self.position > 0:
            self.goto(self.position - 1)

    def goto(self, position: int) -> None:
        """Replay from the deal to ``position`` steps done."""
        if not 0 <= position <= self.step_count:
            raise IndexError(position)
        self.hand = new_hand(self.lesson)
        self.position = 0
        self._marks = [len(self.hand.events)]
        while self.position < position:
            self.forward()


def hand_at(lesson: Lesson, position: int) -> HandState:
    """The lesson's hand after ``position`` steps, played afresh."""
    runner = LessonRunner(lesson)
    runner.goto(position)
    return runner.hand


def finished_hand(lesson: Lesson) -> HandState:
    """The lesson's hand played to the end of its script."""
    return hand_at(lesson, len(lesson.steps))
