"""The open model values every option of an unopened pot with one estimator: aces raise,
seven-deuce folds, a limp of junk loses, and the big blind's free check is worth something."""

from __future__ import annotations

import dataclasses

from engine.bots.reading import Population
from engine.bots.reading import SeatStats
from engine.bots.reading import Tendencies
from engine.core.cards import parse_cards
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.rules.view import PlayerView
from engine.rules.view import view_for
from engine.teaching.grading.open_values import open_values

POPULATION = SeatStats().estimates(Population())


def _read(_: int) -> Tendencies:
    return POPULATION


def _view(cards: str, folds: int = 0, calls: int = 0) -> PlayerView:
    state = HandState(HandConfig(small_blind=5, big_blind=10), [1000] * 6, list(range(6)))
    for _ in range(calls):
        state.act(Action.call())
    for _ in range(folds):
        state.act(Action.fold())
    seat = state.actor_seat
    assert seat is not None
    hole = tuple(int(c) for c in parse_cards(cards))
    return dataclasses.replace(view_for(state, seat), hole=hole)


def _values(view: PlayerView) -> dict[ActionKind, float]:
    assert view.legal is not None
    return {a.kind: ev for a, ev in open_values(view, view.legal, (30,), _read)}


def test_aces_raise_first_in_and_their_raise_is_worth_more_than_a_limp() -> None:
    v = _values(_view("AsAh"))
    assert v[ActionKind.RAISE] > v[ActionKind.CALL] > v[ActionKind.FOLD] == 0.0


def test_seven_deuce_under_the_gun_folds_and_a_limp_loses_more_than_nothing() -> None:
    v = _values(_view("7c2d"))
    assert v[ActionKind.FOLD] == 0.0 > v[ActionKind.RAISE]
    assert v[ActionKind.CALL] < 0.0


def test_the_button_raises_wider_than_the_first_seat() -> None:
    hand = "Kc8d"
    early = _values(_view(hand))
    late = _values(_view(hand, folds=3))
    assert late[ActionKind.RAISE] > early[ActionKind.RAISE]
    assert late[ActionKind.RAISE] > 0.0


def test_the_big_blind_checks_behind_limpers_for_a_share_of_the_pot() -> None:
    view = _view("9h4s", calls=2, folds=3)  # two limp, the others fold to the big blind
    assert view.legal is not None and view.legal.can_check
    v = _values(view)
    assert ActionKind.FOLD not in v and v[ActionKind.CHECK] > 0.0
