"""The engine's public API checks everything it is handed (issue 12).

Each reproduction from the issue is a test; a hypothesis fuzz throws arbitrary values at every
public entry point and accepts nothing but the engine's typed errors (``FeltError``, all
``ValueError`` subclasses with a code), and a refused action must leave the hand untouched.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from engine.core.cards import Deck
from engine.core.cards import card_str
from engine.core.cards import full_deck
from engine.core.cards import make_card
from engine.core.cards import parse_card
from engine.core.cards import parse_cards
from engine.core.errors import ConfigError
from engine.core.errors import DeckError
from engine.core.errors import FeltError
from engine.core.errors import IllegalActionError
from engine.formats.phh import replay_fields
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.rules.table import BlindLevel
from engine.rules.table import Table
from engine.rules.table import TableConfig
from tests.helpers.fuzz import FUZZ_EXAMPLES
from tests.helpers.fuzz import FUZZ_EXAMPLES_SLOW
from tests.helpers.fuzz import anything


def snapshot(hand: HandState) -> tuple[object, ...]:
    return (tuple(hand.stacks), tuple(hand.bets), tuple(hand.contributed), tuple(hand.folded),
            len(hand.events), hand.actor, hand.street, tuple(hand.pots), tuple(hand.board),
            len(hand.deck_remaining()))


def running_hand() -> HandState:
    return HandState(HandConfig(), [200, 200, 200], deck=Deck.shuffled(random.Random(5)))


# ------------------------------------------------------------------ the reproductions


def test_dead_antes_are_not_lost_when_the_only_live_bet_is_returned() -> None:
    hand = HandState(HandConfig(small_blind=0, big_blind=2), [100, 100, 100], antes=[2, 0, 0])
    hand.fold()
    hand.fold()
    assert hand.finished
    assert hand.stacks == [98, 102, 100]


def test_a_trimmed_lone_ante_goes_back_to_its_owner() -> None:
    hand = HandState(HandConfig(small_blind=0, big_blind=2), [100, 100, 100], antes=[2, 0, 0],
                     ante_trimming=True)
    hand.fold()
    hand.fold()
    assert hand.stacks == [100, 100, 100]


@pytest.mark.parametrize("amount", [10.5, 10.0, Decimal("10"), Fraction(10, 1), True, None,
                                    "10", math.nan])
def test_bet_amounts_must_be_whole_numbers(amount: Any) -> None:
    hand = running_hand()
    before = snapshot(hand)
    with pytest.raises(IllegalActionError) as caught:
        hand.bet_or_raise(amount)
    assert caught.value.code == "bad_amount"
    assert not hand.can_bet_or_raise(amount)
    with pytest.raises(IllegalActionError):
        hand.verify_bet_or_raise(amount)
    assert snapshot(hand) == before
    assert hand.stacks == [199, 198, 200]  # nobody's stack became 189.5


def test_can_bet_or_raise_without_an_amount_asks_about_any_amount() -> None:
    hand = running_hand()
    assert hand.can_bet_or_raise()
    assert not hand.can_bet_or_raise(None)  # type: ignore[arg-type]


def test_act_refuses_what_is_not_an_action() -> None:
    hand = running_hand()
    before = snapshot(hand)
    for bad in (None, "fold", ("raise", 6), 3):
        with pytest.raises(IllegalActionError) as caught:
            hand.act(bad)  # type: ignore[arg-type]
        assert caught.value.code == "bad_action"
    assert snapshot(hand) == before


def test_an_action_of_unknown_kind_cannot_even_be_made() -> None:
    with pytest.raises(IllegalActionError) as caught:
        Action("bogus", 6)  # type: ignore[arg-type]
    assert caught.value.code == "bad_action"
    with pytest.raises(IllegalActionError):
        Action(ActionKind.CALL, 6)
    with pytest.raises(IllegalActionError):
        Action(ActionKind.RAISE, 6.5)  # type: ignore[arg-type]
    assert Action("raise", 6).kind is ActionKind.RAISE  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("field", "value", "code"),
    [
        ("betting", "xx", "bad_betting"),
        ("odd_chip", "xx", "bad_odd_chip"),
        ("big_blind", 2.5, "bad_big_blind"),
        ("big_blind", math.nan, "bad_big_blind"),
        ("small_blind", Decimal("0.5"), "bad_small_blind"),
        ("ante", math.nan, "bad_ante"),
        ("ante", True, "bad_ante"),
        ("bet_cap", 2.0, "bad_bet_cap"),
        ("short_deck", "yes", "bad_short_deck"),
    ],
)
def test_hand_settings_are_checked(field: str, value: object, code: str) -> None:
    with pytest.raises(ConfigError) as caught:
        HandConfig(**{field: value})
    assert caught.value.code == code


def test_hand_settings_accept_their_text_values() -> None:
    config = HandConfig(betting="pl", odd_chip="all_to_first")  # type: ignore[arg-type]
    assert config.betting.value == "pl" and config.odd_chip.value == "all_to_first"


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"max_rebuys": -1}, "bad_max_rebuys"),
        ({"starting_stack": 100.5}, "bad_starting_stack"),
        ({"starting_stack": True}, "bad_starting_stack"),
        ({"minutes_per_level": math.nan}, "bad_level_length"),
        ({"end_after_minutes": math.inf}, "bad_session_end"),
        ({"mode": "xx"}, "bad_mode"),
        ({"levels": [BlindLevel(1, 2)]}, "bad_level"),
        ({"hand": "nl"}, "bad_hand_config"),
    ],
)
def test_table_settings_are_checked(kwargs: dict[str, Any], code: str) -> None:
    with pytest.raises(ConfigError) as caught:
        TableConfig(**kwargs)
    assert caught.value.code == code


def test_blind_levels_are_whole_numbers() -> None:
    with pytest.raises(ConfigError):
        BlindLevel(0.5, 1)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "stacks", [[100, 100.5], [100, True], [100, math.nan], [100, Decimal(5)], "ab", 5, None]
)
def test_stacks_are_whole_numbers(stacks: Any) -> None:
    with pytest.raises(ConfigError):
        HandState(HandConfig(), stacks)


@pytest.mark.parametrize(("kwargs", "code"), [
    ({"antes": [0.5, 0]}, "bad_forced_bets"),
    ({"blinds": [1, math.nan]}, "bad_forced_bets"),
    ({"blinds": [1, 2, 4]}, "bad_forced_bets"),
    ({"seats": [0, 0]}, "bad_seats"),
    ({"hand_number": "1"}, "bad_hand_number"),
    ({"mucks": [5]}, "bad_mucks"),
])
def test_hand_arguments_are_checked(kwargs: dict[str, Any], code: str) -> None:
    with pytest.raises(ConfigError) as caught:
        HandState(HandConfig(), [100, 100], **kwargs)
    assert caught.value.code == code


def test_a_deck_with_a_repeated_card_is_refused() -> None:
    cards = full_deck()
    cards[1] = cards[0]
    with pytest.raises(DeckError):
        Deck(cards)
    with pytest.raises(DeckError):
        Deck([1.0, 2, 3])  # type: ignore[list-item]


def test_a_deck_too_small_for_the_hand_is_refused_before_any_card_is_dealt() -> None:
    with pytest.raises(DeckError) as caught:
        HandState(HandConfig(), [100, 100], deck=Deck(full_deck()[:10]))
    assert caught.value.code == "deck_too_small"
    HandState(HandConfig(), [100, 100], deck=Deck(full_deck()[:12]))  # 4 + 3 burns + 5 board


def test_table_seats_and_amounts_are_checked() -> None:
    table = Table(TableConfig(rebuy_amount=100), ["a", "b"], seed=1)
    with pytest.raises(IllegalActionError):
        table.add_chips(7, 10)
    with pytest.raises(IllegalActionError):
        table.add_chips(0, 10.5)  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError):
        table.rebuy(None)  # type: ignore[arg-type]
    assert not table.can_rebuy("x")  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        Table(TableConfig(), ["a", "b"], seed=10**5000)


# ------------------------------------------------------------------ the fuzz

_HAND_ARGS: dict[str, Any] = {
    "config": HandConfig(),
    "stacks": [100, 100, 100],
    "seats": None,
    "deck": None,
    "hand_number": 1,
    "show_all": False,
    "antes": None,
    "blinds": None,
    "mucks": (),
    "unknown": (),
    "settle": None,
    "ante_trimming": None,
}


def _typed_only(call: Callable[[], object]) -> None:
    try:
        call()
    except FeltError as exc:
        assert isinstance(exc, ValueError) and isinstance(exc.code, str)


def _fuzz_constructors(data: st.DataObject) -> None:
    value = data.draw(anything)
    other = data.draw(anything)
    target = data.draw(st.sampled_from([
        "hand_config", "table_config", "blind_level", "deck", "stacked", "shuffled", "action",
        "hand_state", "parse_card", "parse_cards", "card_str", "make_card", "table",
        "phh_fields",
    ]))
    if target == "hand_config":
        field = data.draw(st.sampled_from([
            "betting", "small_blind", "big_blind", "ante", "short_deck", "small_bet", "big_bet",
            "bet_cap", "blind_counts_as_bet", "cap_lifted_heads_up", "burn_cards", "odd_chip",
        ]))
        _typed_only(lambda: HandConfig(**{field: value}))
    elif target == "table_config":
        field = data.draw(st.sampled_from([
            "hand", "mode", "levels", "hands_per_level", "minutes_per_level", "starting_stack",
            "rebuy_amount", "max_rebuys", "max_stack", "end_after_hands", "end_after_minutes",
        ]))
        _typed_only(lambda: TableConfig(**{field: value}))
    elif target == "blind_level":
        _typed_only(lambda: BlindLevel(value, other))
    elif target == "deck":
        _typed_only(lambda: Deck(value, other))
    elif target == "stacked":
        _typed_only(lambda: Deck.stacked(value))
    elif target == "shuffled":
        _typed_only(lambda: Deck.shuffled(value))
    elif target == "action":
        _typed_only(lambda: Action(value, other))
    elif target == "hand_state":
        args = dict(_HAND_ARGS)
        for _ in range(data.draw(st.integers(1, 2))):
            args[data.draw(st.sampled_from(sorted(args)))] = data.draw(anything)
        _typed_only(lambda: HandState(**args))
    elif target == "parse_card":
        _typed_only(lambda: parse_card(value))
    elif target == "parse_cards":
        _typed_only(lambda: parse_cards(value))
    elif target == "card_str":
        _typed_only(lambda: card_str(value))
    elif target == "make_card":
        _typed_only(lambda: make_card(value, other))
    elif target == "phh_fields":
        fields: dict[str, Any] = {
            "variant": "NT", "antes": [0, 0], "blinds_or_straddles": [1, 2], "min_bet": 2,
            "starting_stacks": [100, 100], "actions": ["d dh p1 AsKs", "d dh p2 ????", "p2 f"],
        }
        for _ in range(data.draw(st.integers(1, 3))):
            key = data.draw(st.sampled_from([*sorted(fields), "hand", "winnings",
                                             "finishing_stacks", "ante_trimming_status",
                                             "_felt_betting", "_felt_bet_cap", "_felt_odd_chip",
                                             "_felt_burn_cards", "small_bet", "big_bet"]))
            fields[key] = data.draw(anything)
        _typed_only(lambda: replay_fields(fields, "fuzz.phh"))
    else:
        _typed_only(lambda: Table(TableConfig(), value, other))


def _fuzz_actions(data: st.DataObject) -> None:
    hand = HandState(HandConfig(), [60, 200, 35, 120],
                     deck=Deck.shuffled(random.Random(data.draw(st.integers(0, 99)))))
    for _ in range(data.draw(st.integers(1, 12))):
        if hand.finished:
            break
        before = snapshot(hand)
        value = data.draw(anything | st.integers(0, 250))
        name = data.draw(st.sampled_from([
            "fold", "check", "call", "bet_or_raise", "verify_bet_or_raise", "can_bet_or_raise",
            "act", "act_action", "verify_fold", "verify_check", "verify_call",
        ]))
        try:
            if name == "bet_or_raise":
                hand.bet_or_raise(value)
            elif name == "verify_bet_or_raise":
                hand.verify_bet_or_raise(value)
            elif name == "can_bet_or_raise":
                assert type(hand.can_bet_or_raise(value)) is bool
            elif name == "act":
                hand.act(value)
            elif name == "act_action":
                hand.act(Action(data.draw(st.sampled_from(list(ActionKind))),
                                value if data.draw(st.booleans()) else None))
            else:
                getattr(hand, name)()
        except FeltError:
            assert snapshot(hand) == before
    assert sum(hand.stacks) + (0 if hand.finished else hand.pot_total) == 415


_FAST = settings(max_examples=FUZZ_EXAMPLES, deadline=None,
                 suppress_health_check=[HealthCheck.too_slow])
_SLOW = settings(max_examples=FUZZ_EXAMPLES_SLOW, deadline=None,
                 suppress_health_check=[HealthCheck.too_slow])


@_FAST
@given(st.data())
def test_fuzz_constructors_raise_only_typed_errors(data: st.DataObject) -> None:
    _fuzz_constructors(data)


@_FAST
@given(st.data())
def test_fuzz_actions_raise_only_typed_errors_and_refusals_change_nothing(
    data: st.DataObject,
) -> None:
    _fuzz_actions(data)


@pytest.mark.slow
@_SLOW
@given(st.data())
def test_fuzz_constructors_long(data: st.DataObject) -> None:
    _fuzz_constructors(data)


@pytest.mark.slow
@_SLOW
@given(st.data())
def test_fuzz_actions_long(data: st.DataObject) -> None:
    _fuzz_actions(data)
