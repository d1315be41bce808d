"""Range notation: what each item means, weights, card removal, and writing ranges back."""

from __future__ import annotations

import numpy as np
import pytest

from engine.core.cards import parse_card
from engine.core.cards import parse_cards
from engine.core.errors import CardError
from engine.evaluation.equity import equity
from engine.evaluation.ranges import Range
from engine.evaluation.ranges import RangeArrays
from engine.evaluation.ranges import hand_class
from engine.evaluation.ranges import parse_range


def _classes(text: str) -> set[str]:
    return {hand_class(c) for c in parse_range(text).combos}


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("AA", 6),
        ("AKs", 4),
        ("AKo", 12),
        ("AK", 16),
        ("QQ+", 18),
        ("22+", 78),
        ("ATs+", 16),
        ("KTo+", 36),
        ("A5s-A2s", 16),
        ("QQ-99", 24),
        ("99-QQ", 24),
        ("T9s-65s", 20),
        ("AsKs", 1),
        ("QQ+, AKs, A5s-A2s, KQo, 76s", 54),
        ("qq+ aks", 22),
        ("KA", 16),
    ],
)
def test_item_sizes(text: str, count: int) -> None:
    assert len(parse_range(text)) == count


def test_items_name_the_right_classes() -> None:
    assert _classes("QQ+") == {"QQ", "KK", "AA"}
    assert _classes("ATs+") == {"ATs", "AJs", "AQs", "AKs"}
    assert _classes("A5s-A2s") == {"A5s", "A4s", "A3s", "A2s"}
    assert _classes("T9s-65s") == {"T9s", "98s", "87s", "76s", "65s"}
    assert _classes("K9o-K6o") == {"K9o", "K8o", "K7o", "K6o"}
    assert _classes("AK") == {"AKs", "AKo"}


def test_combos_are_distinct_cards_in_canonical_order() -> None:
    r = parse_range("22+, AK, T9s-65s")
    assert all(a > b for a, b in r.combos)
    assert all(a >> 2 != b >> 2 or a & 3 != b & 3 for a, b in r.combos)
    assert len(set(r.combos)) == len(r)
    assert list(r.combos) == sorted(r.combos, reverse=True)


def test_suited_and_offsuit_split_by_suit() -> None:
    for a, b in parse_range("AKs").combos:
        assert a & 3 == b & 3
    for a, b in parse_range("AKo").combos:
        assert a & 3 != b & 3


def test_weights_and_overrides() -> None:
    r = parse_range("AKs:0.5")
    assert r.weights == (0.5,) * 4 and r.size == 2.0
    r = parse_range("AKs, AsKs:0.25")
    as_ks = (parse_card("As"), parse_card("Ks"))
    assert r.weight(as_ks) == 0.25
    assert r.weight((parse_card("Ah"), parse_card("Kh"))) == 1.0
    assert r.size == 3.25
    assert len(parse_range("AKs, AsKs:0")) == 3
    assert parse_range("AKs : 0.5").size == 2.0
    assert r.weight((parse_card("Ac"), parse_card("Kd"))) == 0.0


def test_explicit_combo_in_either_order() -> None:
    assert parse_range("KsAs").combos == parse_range("AsKs").combos
    assert parse_range("AsKs").combos == ((parse_card("As"), parse_card("Ks")),)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", "empty_range"),
        ("AA:0", "empty_range"),
        ("AKx", "bad_range"),
        ("AAs", "bad_range"),
        ("AsAs", "bad_range"),
        ("A5s-K2s", "bad_range"),
        ("A5s-A2o", "bad_range"),
        ("QQs-99s", "bad_range"),
        ("AKs:2", "bad_range_weight"),
        ("AKs:-0.1", "bad_range_weight"),
        ("AKs:half", "bad_range_weight"),
        ("ZZ", "bad_range"),
    ],
)
def test_bad_notation_is_refused(text: str, code: str) -> None:
    with pytest.raises(CardError) as info:
        parse_range(text)
    assert info.value.code == code


def test_notation_round_trips() -> None:
    for text in ("QQ+, AKs, A5s-A2s, KQo, 76s", "AKs, AsKs:0.5", "22+:0.25, AsKd", "T9s-65s"):
        r = parse_range(text)
        assert parse_range(r.notation()) == r
    assert parse_range("AKs:0.5").notation() == "AKs:0.5"
    assert str(parse_range("AK")) == "AKs, AKo"


def test_random_range_and_card_removal() -> None:
    assert len(Range.random()) == 1326
    assert len(Range.random(short_deck=True)) == 630
    aces = parse_range("AA")
    assert len(aces.without(parse_cards("AsKd"))) == 3
    assert len(aces.without(parse_cards("AsAh"))) == 1
    combos, weights = parse_range("AKs:0.5, QQ").arrays()
    assert combos.shape == (10, 2) and combos.dtype.name == "uint8"
    assert weights.sum() == pytest.approx(8.0)


def test_range_checks_its_fields() -> None:
    with pytest.raises(CardError):
        Range(((51, 50),), (1.0, 1.0))
    with pytest.raises(CardError):
        Range(((51, 50), (51, 50)), (1.0, 1.0))
    with pytest.raises(CardError):
        Range(((50, 51),), (1.0,))
    with pytest.raises(CardError):
        Range(((51, 50),), (1.5,))
    assert Range.from_weights({(50, 51): 0.5}).combos == ((51, 50),)


def test_hand_classes() -> None:
    assert hand_class((parse_card("Ks"), parse_card("As"))) == "AKs"
    assert hand_class((parse_card("Kd"), parse_card("As"))) == "AKo"
    assert hand_class((parse_card("7d"), parse_card("7s"))) == "77"


@pytest.mark.parametrize(
    ("text", "code", "reason", "position", "length"),
    [
        ("QQ+, AKx", "bad_range", "unknown_item", 5, 3),
        ("AKs,  QQs", "bad_range", "suited_pair", 6, 3),
        ("22+ AsAs", "bad_range", "same_card", 4, 4),
        ("T9s-65o", "bad_range", "ends_differ", 0, 7),
        ("KQs-T8s", "bad_range", "no_common_step", 0, 7),
        ("AA, KK : 2", "bad_range_weight", None, 4, 6),
    ],
)
def test_a_bad_item_says_where_it_stands_and_why(text: str, code: str, reason: str | None,
                                                 position: int, length: int) -> None:
    with pytest.raises(CardError) as refused:
        parse_range(text)
    details = refused.value.details
    assert refused.value.code == code
    assert details.get("reason") == reason
    assert (details["position"], details["length"]) == (position, length)
    assert text[position:position + length].replace(" ", "") == details["token"]


@pytest.mark.parametrize(
    ("combos", "weights", "code"),
    [
        (((1, 3),), (0.5,), "bad_range"),
        (((52, 1),), (1.0,), "bad_range"),
        (((3, -1),), (1.0,), "bad_range"),
        (((3, 1),), (0.0,), "bad_range_weight"),
        (((3, 1),), (float("nan"),), "bad_range_weight"),
        (((3, 1),), (1.5,), "bad_range_weight"),
        (((3, 1),), (np.float32(1.5),), "bad_range_weight"),
        (((9, 8), (3, 1)), (1.0, 2.0), "bad_range_weight"),
    ],
)
def test_a_range_built_from_bad_parts_is_refused(
    combos: tuple[tuple[int, int], ...], weights: tuple[float, ...], code: str
) -> None:
    with pytest.raises(CardError) as caught:
        Range(combos, weights)
    assert caught.value.code == code


def test_a_range_of_valid_parts_is_accepted() -> None:
    built = Range(((51, 50), (3, 1)), (1, np.float64(0.25)))
    assert built.combos == ((51, 50), (3, 1))
    assert Range((), ()).combos == ()


def test_range_arrays_answer_as_the_range_they_hold() -> None:
    """The array form is the same range: the same equity, draw for draw."""
    held = parse_range("QQ+:0.5, AKs, 76s:0.25")
    cards, weights = held.arrays()
    arrays = RangeArrays(cards, weights)
    combos = tuple((a, b) for a, b in arrays.cards.tolist())
    assert len(arrays) == len(held) and Range(combos, tuple(arrays.weights.tolist())) == held
    for exact in (True, False):
        by_range = equity(["AsKd", held], board="Qc7h2d", exact=exact, samples=2000, seed=5)
        by_arrays = equity(["AsKd", arrays], board="Qc7h2d", exact=exact, samples=2000, seed=5)
        assert by_arrays == by_range


@pytest.mark.parametrize(
    ("cards", "weights", "code"),
    [
        ([[51, 50]], [1.0, 1.0], "bad_range"),
        ([[50, 51]], [1.0], "bad_range"),
        ([[52, 50]], [1.0], "bad_range"),
        ([[51, 50], [51, 50]], [1.0, 0.5], "bad_range"),
        ([51, 50], [1.0], "bad_range"),
        ([[51, 50]], [0.0], "bad_range_weight"),
        ([[51, 50]], [1.5], "bad_range_weight"),
    ],
)
def test_range_arrays_check_their_fields(
    cards: list[list[int]] | list[int], weights: list[float], code: str
) -> None:
    with pytest.raises(CardError) as info:
        RangeArrays(np.array(cards), np.array(weights))
    assert info.value.code == code
