"""No sentence the narrator says contradicts the engine: every lesson and thousands of
generated hands of each betting structure (2-10 players, antes, blinds of any size, short
stacks), told in English and German, checked against the state the events leave.

The state is rebuilt here from the events alone (this round's bets, the blinds, who is
all-in), independent of the narrator's own bookkeeping, and each rule sentence is allowed only
where it is true: "nobody has bet" never while a live bet stands; "cannot match the whole bet"
only for a short call (and always for one); "at most four bets" only where the engine keeps the
cap, and never in a round with more; "every chip" only in No-Limit; "every player puts in the
ante" only when everyone does; "the odd chip" only for one; "check, or bet" only when the
round has no bet. 300 hands per structure by default, 2,000 under ``-m slow``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import field

import pytest
from pytestqt.qtbot import QtBot

from engine.core.cards import Deck
from engine.play.session import PersonToAct
from engine.rules.actions import Action
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.events import ActionTaken
from engine.rules.events import AntePosted
from engine.rules.events import BettingRoundStarted
from engine.rules.events import BlindPosted
from engine.rules.events import HandStarted
from engine.rules.events import PotAwarded
from engine.rules.events import Street
from engine.rules.hand import HandState
from engine.teaching.lessons.lesson import Lesson
from engine.teaching.lessons.loader import load_all
from gui.base import i18n
from gui.teaching.narration.narrator import Narrator
from gui.teaching.narration.session_narration import tell_person
from tests.helpers.told import lesson_told

LANGUAGES = ("en", "de")
STRUCTURES = (Betting.NO_LIMIT, Betting.POT_LIMIT, Betting.FIXED_LIMIT, Betting.SPREAD_LIMIT)
HANDS = 300  # generated hands per structure and language in the default run
SLOW_HANDS = 2000  # the same under -m slow
NAMES = {s: f"P{s}" for s in range(10)}

# The rule phrases whose truth depends on the situation, in each language.
PHRASES: dict[str, dict[str, str]] = {
    "nobody_bet": {"en": "nobody has bet", "de": "hat niemand gesetzt"},
    "short_call": {"en": "cannot match the whole bet", "de": "nicht ausgleichen kann"},
    "four_bets": {"en": "at most four bets", "de": "höchstens vier Einsätze"},
    "no_cap": {"en": "there is no cap", "de": "gibt es kein Cap"},
    "every_chip": {"en": "may bet every chip", "de": "darf alle Chips setzen"},
    "everyone_antes": {"en": "every player puts in the ante",
                       "de": "jeder spieler bringt die ante"},
    "half": {"en": "half", "de": "halben"},
    "one_odd_chip": {"en": "The odd chip goes", "de": "Der übrige Chip geht"},
    "check_or_bet": {"en": "check, or bet", "de": "checken oder"},
}


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qtbot: QtBot) -> Iterator[str]:
    del qtbot  # only for the QApplication that translations need
    i18n.apply(request.param)
    yield request.param
    i18n.apply("en")


@dataclass
class _State:
    """The hand as the events so far leave it: what each sentence must agree with."""

    players: int = 0
    ante: int = 0
    betting: str = "nl"
    big_blind_posted: bool = False  # it is the pre-flop round's first bet (for the cap)
    bets: dict[int, int] = field(default_factory=dict)
    aggressions: dict[Street, int] = field(default_factory=dict)  # bets and raises a round
    street: Street = Street.PREFLOP


def _says(text: str, key: str, language: str) -> bool:
    phrase = PHRASES[key][language]
    return phrase.lower() in text.lower()


def contradictions(told: list[tuple[object, str]], language: str,
                   capped: bool = True) -> list[str]:
    """What the sentences say that the events contradict (empty when all is true).

    :param capped: the hand's config has the default cap of four bets (lessons may not).
    """
    state = _State()
    said_four: list[Street] = []
    wrong: list[str] = []
    for event, text in told:
        def bad(why: str, text: str = text, event: object = event) -> None:
            wrong.append(f"{why}: {text!r} at {event!r}")
        if isinstance(event, HandStarted):
            state = _State(players=len(event.seats), ante=event.ante, betting=event.betting)
        elif isinstance(event, AntePosted):
            if _says(text, "everyone_antes", language) and (
                    state.ante != event.amount and not event.all_in):
                bad("an ante of one seat told as everyone's")
        elif isinstance(event, BlindPosted):
            state.bets[event.seat] = event.amount
            state.big_blind_posted |= event.blind == "big" and event.amount > 0
            if _says(text, "half", language):
                bad("the small blind told as half")
        elif isinstance(event, BettingRoundStarted):
            state.street = event.street
            if event.street is not Street.PREFLOP:
                state.bets = {}
        elif isinstance(event, ActionTaken):
            top = max(state.bets.values(), default=0)
            if event.action == "check" and _says(text, "nobody_bet", language) and top > 0:
                bad("nobody has bet, while a live bet stands")
            if event.action == "call" and event.all_in:
                short = event.to < top
                if short != _says(text, "short_call", language):
                    bad("a complete call told as short" if not short
                        else "a short call not told as short")
            if event.action in ("bet", "raise"):
                state.aggressions[state.street] = state.aggressions.get(state.street, 0) + 1
            if _says(text, "four_bets", language):
                if state.players == 2 or not capped:
                    bad("a cap the engine does not keep")
                said_four.append(state.street)
            if _says(text, "no_cap", language) and state.players != 2:
                bad("no cap, where the engine keeps one")
            if _says(text, "every_chip", language) and state.betting != "nl":
                bad("every chip outside No-Limit")
            state.bets[event.seat] = event.to
        elif isinstance(event, PotAwarded):
            if _says(text, "one_odd_chip", language) and (
                    event.amount % len(event.shares) != 1):
                bad("one odd chip where there are several")
        elif isinstance(event, PersonToAct) and _says(text, "check_or_bet", language) and (
                not event.legal.raise_is_bet and (language == "en" or "setzen" in text)):
            bad("a raise offered as a bet")
    for street in said_four:  # the cap said in a round must hold in that round
        blind = 1 if street is Street.PREFLOP and state.big_blind_posted else 0
        if state.aggressions.get(street, 0) + blind > 4:
            wrong.append(f"at most four bets said, {state.aggressions[street]} made on {street}")
    return wrong


def _config(rng: random.Random, betting: Betting) -> HandConfig:
    big = rng.choice((2, 10, 20, 25, 40, 100))
    small = rng.choice((0, big // 2, big // 2 + 1, big * 2 // 5, big))
    ante = rng.choice((0, 0, 0, 1, big // 10))
    return HandConfig(betting, small, big, ante=ante)


def _stacks(rng: random.Random, players: int, big: int) -> list[int]:
    """Mostly deep stacks, some short (a few big blinds, or less than a blind)."""
    return [rng.choice((rng.randint(1, 2 * big), rng.randint(3 * big, 12 * big),
                        rng.randint(20 * big, 200 * big), rng.randint(20 * big, 200 * big)))
            for _ in range(players)]


def _decide(rng: random.Random, hand: HandState) -> Action:
    legal = hand.legal_actions()
    assert legal is not None
    roll = rng.random()
    if legal.min_raise_to is not None and roll < 0.35:
        high = legal.max_raise_to or legal.min_raise_to
        to = rng.choice((legal.min_raise_to, high, rng.randint(legal.min_raise_to, high)))
        return Action.bet_or_raise(to)
    if legal.can_check:
        return Action.check()
    if roll < 0.8:
        return Action.call()
    return Action.fold()


def played_hand(seed: int, betting: Betting) -> tuple[list[tuple[object, str]], bool]:
    """A generated hand told by the narrator, with the person's turns (the first seat is the
    person); and whether its cap is the default four."""
    rng = random.Random(seed)
    config = _config(rng, betting)
    players = rng.randint(2, 10)
    hand = HandState(config, _stacks(rng, players, config.big_blind),
                     deck=Deck.shuffled(rng, config.short_deck))
    narrator = Narrator(NAMES, person=0)
    told: list[tuple[object, str]] = []
    seen = 0
    while True:
        for event in hand.events[seen:]:
            said = narrator.narrate(event)
            if said is not None:
                told.append((event, said.text))
        seen = len(hand.events)
        if hand.finished:
            break
        legal = hand.legal_actions()
        if legal is not None:
            ask = PersonToAct(legal.seat, legal)
            told.append((ask, tell_person(NAMES, ask, named=False).text))
        hand.act(_decide(rng, hand))
    return told, True


@pytest.mark.parametrize("lesson", load_all(), ids=lambda ls: ls.id)
def test_no_lesson_sentence_contradicts_the_engine(language: str, lesson: Lesson) -> None:
    told = lesson_told(lesson)
    assert contradictions(told, language, lesson.config.bet_cap == 4) == []


def _sweep(language: str, betting: Betting, hands: int) -> None:
    wrong: list[str] = []
    heard: set[str] = set()
    for seed in range(hands):
        told, capped = played_hand(seed, betting)
        wrong += contradictions(told, language, capped)
        heard |= {key for key in PHRASES for _, text in told if _says(text, key, language)}
    assert wrong == [], f"{len(wrong)} contradictions, first: {wrong[:3]}"
    # The sweep met the situations that matter: short calls, and the cap said and lifted.
    assert "short_call" in heard
    if betting in (Betting.FIXED_LIMIT, Betting.SPREAD_LIMIT):
        assert {"four_bets", "no_cap"} <= heard


@pytest.mark.parametrize("betting", STRUCTURES, ids=lambda b: b.value)
def test_no_generated_hand_sentence_contradicts_the_engine(language: str,
                                                           betting: Betting) -> None:
    _sweep(language, betting, HANDS)


@pytest.mark.slow
@pytest.mark.parametrize("betting", STRUCTURES, ids=lambda b: b.value)
def test_two_thousand_hands_of_each_structure_have_no_contradiction(
        language: str, betting: Betting) -> None:
    _sweep(language, betting, SLOW_HANDS)


def test_the_check_finds_a_contradiction(qtbot: QtBot) -> None:
    """The checker is real: the two old sentences it exists to catch are caught."""
    del qtbot
    told: list[tuple[object, str]] = [
        (HandStarted(1, (0, 1, 2), (100, 100, 100), 2, 0, 1, 5, 10, 0, "nl", False), ""),
        (BlindPosted(1, "big", 10, False), ""),
        (ActionTaken(2, Street.PREFLOP, "raise", 100, 100, False, 0), ""),
        (ActionTaken(0, Street.PREFLOP, "call", 100, 100, True, 0),
         "Ada calls 100 and is all-in: a player who cannot match the whole bet may still call."),
        (ActionTaken(1, Street.PREFLOP, "check", 0, 10, False, 90),
         "Bruno checks: nobody has bet in this round, so passing on costs nothing."),
    ]
    assert len(contradictions(told, "en")) == 2
