"""Quiz answers worked out by the engine, never read from the lesson file.

A question names what it asks about (the winner of a pot, the smallest raise at a step, which
of two hands wins); the answer comes from playing the lesson's hand or evaluating the cards,
so a lesson cannot teach a wrong answer by a typing slip.

Tests: tests/engine/teaching/lessons/test_curriculum.py,
tests/engine/teaching/lessons/test_lessons.py, tests/gui/access/test_keyboard_only.py
"""

from __future__ import annotations

from collections.abc import Callable

from engine.evaluation.hand_value import evaluate
from engine.rules.events import BlindPosted
from engine.rules.events import HandMucked
from engine.rules.events import HandShown
from engine.rules.events import PotAwarded
from engine.rules.hand import HandState
from engine.rules.positions import POSITION_CODES
from engine.rules.positions import position_code
from engine.teaching.figures.hand_figures import nuts
from engine.teaching.figures.hand_figures import outs_summary
from engine.teaching.figures.hand_figures import pot_odds
from engine.teaching.lessons.lesson import BUY_IN_BIG_BLINDS
from engine.teaching.lessons.lesson import Lesson
from engine.teaching.lessons.lesson import Question
from engine.teaching.lessons.lesson import seat_by_draw
from engine.teaching.lessons.rankings import seven_card_counts
from engine.teaching.lessons.runner import finished_hand
from engine.teaching.lessons.runner import hand_at

PER_CENT = 100

Answer = int | bool


def _at_step(lesson: Lesson, q: Question) -> HandState:
    assert q.step is not None  # the loader requires it for these kinds
    return hand_at(lesson, q.step)


def _winners(lesson: Lesson, q: Question) -> frozenset[Answer]:
    for event in finished_hand(lesson).events:
        if isinstance(event, PotAwarded) and q.pot in event.pots:
            return frozenset(seat for seat, _ in event.shares)
    return frozenset()


def _pot(lesson: Lesson, q: Question) -> frozenset[Answer]:
    hand = finished_hand(lesson)
    if q.pot is not None and q.pot < len(hand.pots):
        return frozenset({hand.pots[q.pot].amount})
    return frozenset()


def _limit(which: str) -> Callable[[Lesson, Question], frozenset[Answer]]:
    def answer(lesson: Lesson, q: Question) -> frozenset[Answer]:
        legal = _at_step(lesson, q).legal_actions()
        value = None if legal is None else getattr(legal, which)
        return frozenset() if value is None else frozenset({value})

    return answer


def _can_raise(lesson: Lesson, q: Question) -> frozenset[Answer]:
    legal = _at_step(lesson, q).legal_actions()
    return frozenset({legal is not None and legal.can_raise})


def _first_to_act(lesson: Lesson, q: Question) -> frozenset[Answer]:
    seat = _at_step(lesson, q).actor_seat
    return frozenset() if seat is None else frozenset({seat})


def _blind(kind: str) -> Callable[[Lesson, Question], frozenset[Answer]]:
    def answer(lesson: Lesson, q: Question) -> frozenset[Answer]:
        del q
        return frozenset(e.seat for e in hand_at(lesson, 0).events
                         if isinstance(e, BlindPosted) and e.blind == kind)

    return answer


def _button(lesson: Lesson, q: Question) -> frozenset[Answer]:
    del q
    return frozenset({hand_at(lesson, 0).seats[-1]})


def _won(lesson: Lesson, q: Question) -> frozenset[Answer]:
    total = sum(amount for e in finished_hand(lesson).events if isinstance(e, PotAwarded)
                for seat, amount in e.shares if seat == q.seat)
    return frozenset({total})


def _stack(lesson: Lesson, q: Question) -> frozenset[Answer]:
    assert q.seat is not None
    hand = finished_hand(lesson)
    return frozenset({hand.stacks[hand.position_of(q.seat)]})


def _shows_first(lesson: Lesson, q: Question) -> frozenset[Answer]:
    del q
    for event in finished_hand(lesson).events:
        if isinstance(event, HandShown | HandMucked):
            return frozenset({event.seat})
    return frozenset()


def _mucks(lesson: Lesson, q: Question) -> frozenset[Answer]:
    del q
    return frozenset(e.seat for e in finished_hand(lesson).events if isinstance(e, HandMucked))


def _burned(lesson: Lesson, q: Question) -> frozenset[Answer]:
    del q
    return frozenset({len(finished_hand(lesson).burned)})


def _category(lesson: Lesson, q: Question) -> frozenset[Answer]:
    return frozenset({evaluate(q.cards[0], lesson.config.short_deck).category})


def _better(lesson: Lesson, q: Question) -> frozenset[Answer]:
    short = lesson.config.short_deck
    first, second = (evaluate(cards, short).strength for cards in q.cards)
    return frozenset({0 if first > second else 1 if second > first else -1})


def _rarer(lesson: Lesson, q: Question) -> frozenset[Answer]:
    counts = seven_card_counts(lesson.config.short_deck)
    offered = [int(c) for c in q.choices]
    fewest = min(counts[c] for c in offered)
    return frozenset(c for c in offered if counts[c] == fewest)


def _position(lesson: Lesson, q: Question) -> frozenset[Answer]:
    """The seat's position by the one table of names (left of the button first)."""
    seats = hand_at(lesson, 0).seats
    index = seats.index(q.seat)
    code = position_code(len(seats), (index + 1) % len(seats))
    return frozenset({POSITION_CODES.index(code)})


def _to_call(lesson: Lesson, q: Question) -> frozenset[Answer]:
    legal = _at_step(lesson, q).legal_actions()
    amount = None if legal is None else legal.call_amount
    return frozenset() if amount is None else frozenset({amount})


def _pot_odds(lesson: Lesson, q: Question) -> frozenset[Answer]:
    """The call's share of the pot once called, in whole per cent (rounded)."""
    hand = _at_step(lesson, q)
    legal = hand.legal_actions()
    if legal is None or legal.call_amount is None:
        return frozenset()
    return frozenset({round(PER_CENT * pot_odds(hand.pot_total, legal.call_amount))})


def _outs(lesson: Lesson, q: Question) -> frozenset[Answer]:
    """Cards that put the seat ahead of every hand still in (the coach's count)."""
    assert q.seat is not None  # the loader requires it
    hand = _at_step(lesson, q)
    mine = hand.position_of(q.seat)
    others = [hand.hole[i] for i in hand.live if i != mine]
    found = outs_summary(hand.hole[mine], hand.board, others, lesson.config.short_deck)
    return frozenset({len(found.cards)})


def _nuts(lesson: Lesson, q: Question) -> frozenset[Answer]:
    return frozenset({nuts(q.cards[0], lesson.config.short_deck).value.category})


def _buy_ins(lesson: Lesson, q: Question) -> frozenset[Answer]:
    stack = next(s.stack for s in lesson.seats if s.seat == q.seat)
    return frozenset({stack // (BUY_IN_BIG_BLINDS * lesson.config.big_blind)})


def _drawn_seat(lesson: Lesson, q: Question) -> frozenset[Answer]:
    assert q.seat is not None  # the loader requires it
    players = [s.seat for s in lesson.seats]
    return frozenset({seat_by_draw(q.cards[0], players.index(q.seat))})


def _big_blinds(lesson: Lesson, q: Question) -> frozenset[Answer]:
    stack = next(s.stack for s in lesson.seats if s.seat == q.seat)
    return frozenset({stack // lesson.config.big_blind})


ANSWERS: dict[str, Callable[[Lesson, Question], frozenset[Answer]]] = {
    "winner": _winners,
    "pot": _pot,
    "pot_total": lambda lesson, q: frozenset({_at_step(lesson, q).pot_total}),
    "min_raise_to": _limit("min_raise_to"),
    "max_raise_to": _limit("max_raise_to"),
    "can_raise": _can_raise,
    "first_to_act": _first_to_act,
    "small_blind": _blind("small"),
    "big_blind": _blind("big"),
    "button": _button,
    "won": _won,
    "stack": _stack,
    "shows_first": _shows_first,
    "mucks": _mucks,
    "burned": _burned,
    "category": _category,
    "better": _better,
    "rarer": _rarer,
    "position": _position,
    "to_call": _to_call,
    "pot_odds": _pot_odds,
    "outs": _outs,
    "nuts": _nuts,
    "big_blinds": _big_blinds,
    "buy_ins": _buy_ins,
    "drawn_seat": _drawn_seat,
}
"""How the engine answers each kind of question (a test checks every kind has one)."""


def correct_answers(lesson: Lesson, question: Question) -> frozenset[Answer]:
    """Every answer the engine accepts (two seats when a pot is split, say), worked out on
    the question's own situation when it has one."""
    return ANSWERS[question.kind](question.situation or lesson, question)


def check(lesson: Lesson, question: Question, choice: Answer) -> bool:
    """Whether ``choice`` is right; a bool never counts as the number 0 or 1."""
    correct = correct_answers(lesson, question)
    return any(type(choice) is type(c) and choice == c for c in correct)
