"""The fast event constructors build exactly what the dataclasses' own constructors build."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from engine.core.frozen import builder
from engine.core.frozen import quick_init
from engine.evaluation.hand_value import HandValue
from engine.rules.events import ActionTaken
from engine.rules.events import HoleCardDealt
from engine.rules.events import Pot
from engine.rules.events import Street


def test_builder_makes_ordinary_frozen_instances() -> None:
    build = builder(ActionTaken)
    fast = build(3, Street.TURN, "raise", 40, 60, False, 140)
    plain = ActionTaken(seat=3, street=Street.TURN, action="raise", amount=40, to=60,
                        all_in=False, stack=140)
    assert type(fast) is ActionTaken
    assert fast == plain and hash(fast) == hash(plain) and repr(fast) == repr(plain)
    assert dataclasses.asdict(fast) == dataclasses.asdict(plain)
    assert dataclasses.replace(fast, to=80).to == 80
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.to = 1  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(fast)) == plain
    assert copy.deepcopy(fast) == plain
    match fast:
        case ActionTaken(seat=3, action="raise"):
            pass
        case _:
            pytest.fail("pattern matching sees a different object")


def test_builder_works_for_nested_values() -> None:
    pot = builder(Pot)(120, (0, 2))
    value = builder(HandValue)(1, 7, (1, 2, 3, 4, 5), (0,))
    assert pot == Pot(120, (0, 2)) and pickle.loads(pickle.dumps(pot)) == pot
    assert value == HandValue(1, 7, (1, 2, 3, 4, 5), (0,)) and value.code == "pair"


def test_quick_init_keeps_the_signature() -> None:
    assert HoleCardDealt(seat=1, card=2, index=0) == HoleCardDealt(1, 2, 0)
    with pytest.raises(TypeError):
        HoleCardDealt(1, 2)  # type: ignore[call-arg]


def test_refuses_classes_it_cannot_reproduce() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class WithDefault:
        a: int = 1

    @dataclasses.dataclass(frozen=True)
    class NoSlots:
        a: int

    @dataclasses.dataclass(slots=True)
    class NotFrozen:
        a: int

    @dataclasses.dataclass(frozen=True, slots=True)
    class WithFactory:
        a: list[int] = dataclasses.field(default_factory=list)

    @dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
    class KeywordOnly:
        a: int

    for cls in (WithDefault, NoSlots, NotFrozen, WithFactory, KeywordOnly):
        with pytest.raises(TypeError):
            builder(cls)
        if cls is not WithDefault:  # quick_init keeps plain defaults
            with pytest.raises(TypeError):
                quick_init(cls)


def test_quick_init_keeps_plain_defaults() -> None:
    marker = ("the", "default")

    @dataclasses.dataclass(frozen=True, slots=True)
    class Plain:
        a: int
        b: int | None = None
        c: tuple[str, ...] = marker

    expected = [Plain(1), Plain(1, 2), Plain(1, c=("x",)), Plain(a=3, b=4, c=())]
    quick = quick_init(Plain)
    made = [quick(1), quick(1, 2), quick(1, c=("x",)), quick(a=3, b=4, c=())]
    assert made == expected
    assert made[0].c is marker and made[0].b is None
    assert dataclasses.replace(made[1], b=5) == Plain(1, 5)
    with pytest.raises(TypeError):
        quick()  # type: ignore[call-arg]
    with pytest.raises(dataclasses.FrozenInstanceError):
        made[0].a = 2  # type: ignore[misc]


def test_quick_init_classes_pickle_as_their_values() -> None:
    # Pickled as (class, values) and rebuilt by the same __init__: equal, same class, frozen.
    event = HoleCardDealt(seat=1, card=2, index=0)
    data = pickle.dumps([event, event], protocol=pickle.HIGHEST_PROTOCOL)
    back = pickle.loads(data)
    assert back == [event, event] and type(back[0]) is HoleCardDealt
    assert copy.deepcopy(event) == event and copy.copy(event) == event
    assert event.__reduce__() == (HoleCardDealt, (1, 2, 0))

    @quick_init
    @dataclasses.dataclass(frozen=True, slots=True)
    class One:
        a: tuple[int, ...] = (1,)

    assert One().__reduce__() == (One, ((1,),))
