"""The all-in expectation: aces against kings all-in before the flop are worth their equity
times the pot less the stack; a side pot counts only among its players; a hand that never
came to an all-in with cards to come has none."""

from __future__ import annotations

import pytest

from engine.core.cards import parse_cards
from engine.evaluation.equity import equity
from engine.rules.events import ActionTaken
from engine.rules.events import BetsCollected
from engine.rules.events import BlindPosted
from engine.rules.events import HandStarted
from engine.rules.events import HoleCardDealt
from engine.rules.events import Pot
from engine.rules.events import Street
from engine.teaching.figures.allin_equity import allin_expectation


def _start(seats: tuple[int, ...], stacks: tuple[int, ...], holes: dict[int, str]) -> list[object]:
    events: list[object] = [HandStarted(1, seats, stacks, seats[-1], seats[0], seats[1], 5, 10,
                                        0, "nl", False),
                            BlindPosted(seats[0], "small", 5, False),
                            BlindPosted(seats[1], "big", 10, False)]
    for seat, text in holes.items():
        for k, card in enumerate(parse_cards(text)):
            events.append(HoleCardDealt(seat, card, k))
    return events


ALL_IN = [ActionTaken(0, Street.PREFLOP, "raise", 95, 100, True, 0),
          ActionTaken(1, Street.PREFLOP, "call", 90, 100, True, 0),
          BetsCollected(Street.PREFLOP, ((0, 100), (1, 100)), (Pot(200, (0, 1)),))]


def test_aces_against_kings_all_in_before_the_flop() -> None:
    events = _start((0, 1), (100, 100), {0: "AsAh", 1: "KsKh"}) + ALL_IN
    aces = allin_expectation(events, 0)
    kings = allin_expectation(events, 1)
    assert aces is not None and kings is not None
    share = equity(["AsAh", "KsKh"])[0].equity
    assert aces == pytest.approx(share * 200 - 100, abs=4.0)
    assert 60 < aces < 70  # about 82 % of 200, less the 100 put in
    assert aces + kings == pytest.approx(0.0, abs=8.0)  # the pot is shared, nothing lost


def test_a_short_stack_counts_in_the_main_pot_only() -> None:
    events = _start((0, 1, 2), (30, 200, 200), {0: "2c2d", 1: "AsAh", 2: "KsKh"})
    events += [ActionTaken(2, Street.PREFLOP, "raise", 200, 200, True, 0),
               ActionTaken(0, Street.PREFLOP, "call", 25, 30, True, 0),
               ActionTaken(1, Street.PREFLOP, "call", 190, 200, True, 0),
               BetsCollected(Street.PREFLOP, ((0, 30), (1, 200), (2, 200)),
                             (Pot(90, (0, 1, 2)), Pot(340, (1, 2))))]
    short = allin_expectation(events, 0)
    share = equity(["2c2d", "AsAh", "KsKh"])[0].equity
    assert short == pytest.approx(share * 90 - 30, abs=4.0)


def test_no_all_in_no_expectation() -> None:
    events = _start((0, 1), (100, 100), {0: "AsAh", 1: "KsKh"})
    events += [ActionTaken(0, Street.PREFLOP, "call", 5, 10, False, 90),
               ActionTaken(1, Street.PREFLOP, "check", 0, 10, False, 90),
               BetsCollected(Street.PREFLOP, ((0, 10), (1, 10)), (Pot(20, (0, 1)),))]
    assert allin_expectation(events, 0) is None
    hidden = _start((0, 1), (100, 100), {0: "AsAh"}) + ALL_IN  # the kings never seen
    assert allin_expectation(hidden, 0) is None
