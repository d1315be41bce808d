"""Lessons as data: what a lesson holds, once its file is checked
(:mod:`engine.teaching.lessons.loader`).

A lesson is a JSON file (``engine/teaching/lessons/data/*.json``) that stages one rule of the rule
texts on a real hand: seats with names and stacks, the button (or a draw for it), the betting
structure, the cards each player is dealt and the board, the scripted actions, a narration key
for each step, and two to four quiz questions. The file holds only codes, numbers and card
names; every word a person reads is looked up by its key in ``gui/teaching``.

Format (version 1)::

    {"format": 1, "id": "side_pots", "title": "side_pots.title",
     "rule": {"source": "home_rules", "text": "side_pots.rule"},
     "seats": [{"seat": 0, "name": "Ada", "stack": 70}, ...],
     "button": 2,                      # or "draw": {"0": "Kd", "1": "As", ...}
     "betting": "nl", "small_blind": 10, "big_blind": 20,
     "hole": {"0": "AhAd", ...}, "board": "Kc7d2s9h3c", "burns": "2c3d4h",
     "steps": [{"say": "side_pots.intro"}, {"act": "raise", "to": 120, "say": "..."}],
     "examples": [{"category": "flush", "cards": "AhJh8h4h2h"}],
     "quiz": [{"ask": "side_pots.q1", "kind": "pot", "pot": 0, "choices": [140, 210, 350]}]}

A question may carry a ``situation``: an object with any of :data:`SITUATION_FIELDS`
replacing the lesson's, whose ``steps`` are played (they need not finish the hand) and asked
about. ``burns`` is optional (unused low cards are burned otherwise); ``steps[i].amounts`` are
numbers the narration fills in; the quiz kinds and their parameters are :data:`QUIZ_KINDS`.

Tests: tests/engine/teaching/lessons/test_lessons.py,
tests/gui/teaching/narration/test_sentence_consistency.py
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass

from engine.core.cards import Card
from engine.core.cards import rank_of
from engine.core.errors import FeltError
from engine.rules.actions import Action
from engine.rules.config import HandConfig

FORMAT = 1
RANKS = 13
MAX_FILE_BYTES = 64_000  # a lesson is a few kilobytes; anything larger is not one
MAX_STEPS = 80
MAX_QUESTIONS = 4  # a quiz of two to four questions: enough to apply a rule, short enough
MAX_NAME = 20
MAX_CHIPS = 10**9
KEY_PATTERN = re.compile(r"[a-z0-9_]+(\.[a-z0-9_]+)+")
"""Narration and text keys: dotted snake_case, e.g. ``side_pots.intro``."""

RULE_SOURCES = ("home_rules", "limit_rules", "rule_book", "online_rules", "encyclopedia",
                "strategy")
"""Where a lesson's rule comes from: the five rule texts, by what they are (see ``docs`` and
the rules' README: home-game rules, the German limit rules, a printed rule book, an online
room's No-Limit rules, an encyclopedia article), or ``strategy``: common teaching of how to
play well, which no rule text contains (position, starting hands, odds, ICM)."""

ACTIONS = ("fold", "check", "call", "bet", "raise")

QUIZ_KINDS: dict[str, tuple[str, ...]] = {
    # kind: the parameters it needs besides ``ask`` and ``choices``
    "winner": ("pot",),  # a seat that wins pot ``pot`` (0 the main pot)
    "pot": ("pot",),  # the amount of pot ``pot`` when the pots are pushed
    "pot_total": ("step",),  # chips in the middle after ``step`` steps
    "min_raise_to": ("step",),  # smallest bet or raise "to" of the player to act then
    "max_raise_to": ("step",),
    "can_raise": ("step",),  # true or false
    "first_to_act": ("step",),  # the seat to act after ``step`` steps
    "small_blind": (),  # the seat that posts the small blind
    "big_blind": (),
    "button": (),  # the seat with the button (after the draw, if any)
    "won": ("seat",),  # chips pushed to ``seat`` in all
    "stack": ("seat",),  # ``seat``'s stack at the end
    "shows_first": (),  # the seat that shows (or mucks) first at showdown
    "mucks": (),  # a seat that mucks at showdown
    "burned": (),  # how many cards are burned in the hand
    "category": ("cards",),  # the category code of five to seven cards
    "better": ("hands",),  # 0 or 1: which of two hands wins (-1 a tie)
    "rarer": (),  # of the category codes offered, the one with fewest 7-card hands
    "position": ("seat",),  # the position code of ``seat`` (engine.rules.positions)
    "to_call": ("step",),  # chips the player to act needs to call after ``step`` steps
    "pot_odds": ("step",),  # the equity (whole per cent) a call needs after ``step`` steps
    "outs": ("seat", "step"),  # cards that would put ``seat`` ahead of the others still in
    "nuts": ("cards",),  # the category of the best hand possible on a 3-5 card board
    "big_blinds": ("seat",),  # ``seat``'s stack before the deal in whole big blinds
    "buy_ins": ("seat",),  # ``seat``'s stack in whole buy-ins of BUY_IN_BIG_BLINDS
    "drawn_seat": ("cards", "seat"),  # the seat (1 = the ace's) ``seat`` takes in a seat draw
}
BUY_IN_BIG_BLINDS = 100
"""A full buy-in at a cash table, as most rooms set it: 100 big blinds."""
BOOL_KINDS = frozenset({"can_raise"})
CATEGORY_KINDS = frozenset({"category", "rarer", "nuts"})
POSITION_KINDS = frozenset({"position"})
SITUATION_FIELDS = frozenset({"seats", "button", "draw", "hole", "board", "burns", "steps",
                              "small_blind", "big_blind", "ante", "big_blind_ante"})
"""What a question's ``situation`` may set anew: a hand of its own (other stacks, other
cards, other actions) on which the engine works out the answer, so the quiz asks the person
to apply the rule rather than recall the hand just shown."""


class LessonError(FeltError):
    """A lesson file that cannot be used; ``details`` name the ``file`` and the ``field``.

    Codes: ``unreadable``, ``too_large``, ``not_json``, ``missing`` (a required field),
    ``unknown`` (a field the format does not have), ``wrong_type``, ``bad_value``,
    ``not_playable`` (the script breaks a rule; ``details['reason']`` is the engine's code).
    """


@dataclass(frozen=True, slots=True)
class LessonSeat:
    seat: int
    name: str
    stack: int


@dataclass(frozen=True, slots=True)
class Step:
    """One step: an optional scripted action and what the teacher says about it.

    :param say: narration key, or ``""`` when the narrator's words on the events suffice.
    :param amounts: numbers the narration fills in (formatted by the window's locale).
    :param action: the action of the player to act, or ``None`` for a step that only talks.
    """

    say: str
    amounts: tuple[int, ...]
    action: Action | None


@dataclass(frozen=True, slots=True)
class Question:
    """A quiz question; its answer is worked out by the engine
    (:mod:`engine.teaching.lessons.quiz`).

    :param choices: what the person may pick: seats, amounts, category numbers, 0/1 for
        ``better``, booleans for ``can_raise`` or indexes into the position codes.
    :param situation: a hand of the question's own, played by the engine for the answer
        (``None``: the lesson's hand).
    """

    ask: str
    kind: str
    choices: tuple[int | bool, ...]
    step: int | None = None
    pot: int | None = None
    seat: int | None = None
    cards: tuple[tuple[Card, ...], ...] = ()
    situation: Lesson | None = None


@dataclass(frozen=True, slots=True)
class Example:
    """A hand shown beside the table (the hand rankings): its category, checked on load."""

    category: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson as loaded; see the module docstring for the file format."""

    id: str
    title: str
    rule_source: str
    rule_text: str
    seats: tuple[LessonSeat, ...]
    button: int
    draw: tuple[tuple[int, Card], ...]  # (seat, card) when the button is drawn for
    config: HandConfig
    hole: Mapping[int, tuple[Card, Card]]
    board: tuple[Card, ...]
    burns: tuple[Card, ...]
    steps: tuple[Step, ...]
    examples: tuple[Example, ...]
    quiz: tuple[Question, ...]
    source: str  # the file it came from, for messages
    big_blind_ante: int = 0  # one ante the big blind posts for the whole table (0: none)
    seat_draw: tuple[tuple[int, Card], ...] = ()  # (seat, card) drawn for the seats, if shown

    @property
    def names(self) -> dict[int, str]:
        return {s.seat: s.name for s in self.seats}

    def text_keys(self) -> list[str]:
        """Every text key the lesson uses, for the check that each has words."""
        found = [self.title, self.rule_text]
        found += [s.say for s in self.steps if s.say]
        found += [q.ask for q in self.quiz]
        return found


def seat_by_draw(cards: Sequence[Card], player: int) -> int:
    """The seat ``player`` takes in a seat draw (the home-game rules' "place cards"): one
    card a player from the ace up, the ace to the first seat, each higher card to the next
    seat on the left. Returns 1 for the ace's seat, 2 for the next, and so on."""
    low = [(rank_of(card) + 1) % RANKS for card in cards]  # the ace counts one
    return 1 + sum(rank < low[player] for rank in low)


def button_by_draw(draw: Sequence[tuple[int, Card]]) -> int:
    """The seat that draws the highest card; equal ranks go by suit, spades highest.

    Card ids order ranks first and suits clubs < diamonds < hearts < spades within a rank
    (:mod:`engine.core.cards`), so the highest id is the rule's winner, as at the table
    (:class:`engine.rules.table.Table`).
    """
    return max(draw, key=lambda sc: sc[1])[0]
