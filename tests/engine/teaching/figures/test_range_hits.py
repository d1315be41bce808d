"""A range's made hands and draws on a board, checked combination by combination against a
plain reading of each definition (one evaluation per hand, every next card tried)."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from engine.core.cards import Card
from engine.core.cards import full_deck
from engine.core.cards import parse_cards
from engine.core.errors import CardError
from engine.evaluation.hand_classes import class_index
from engine.evaluation.hand_classes import combo_table
from engine.evaluation.hand_value import evaluate
from engine.evaluation.ranges import parse_range
from engine.teaching.figures.range_hits import HIT_NAMES
from engine.teaching.figures.range_hits import dense_weights
from engine.teaching.figures.range_hits import hits_of_range
from engine.teaching.figures.range_hits import range_hits
from engine.teaching.figures.range_text import class_notation


def _board_category(board: list[Card]) -> int:
    if len(board) == 5:
        return evaluate(board).category
    shape = sorted(Counter(c >> 2 for c in board).values(), reverse=True)
    return {4: 7, 3: 3}.get(shape[0], 2 if shape[:2] == [2, 2] else 1 if shape[0] == 2 else 0)


def _straights(ranks: set[int]) -> set[frozenset[int]]:
    runs = [frozenset(range(low, low + 5)) for low in range(9)]
    runs.append(frozenset({12, 0, 1, 2, 3}))
    return {run for run in runs if run <= ranks}


def _flags(hole: tuple[Card, Card], board: list[Card], dead: list[Card]) -> set[str]:
    """The names a combination earns, read straight from the definitions."""
    value = evaluate([*hole, *board])
    top = max(c >> 2 for c in board)
    r1, r2 = hole[0] >> 2, hole[1] >> 2
    overpair = r1 == r2 and r1 > top
    made = value.category > _board_category(board) or overpair
    found: set[str] = set()
    if overpair:
        found.add("overpair")
    if made and value.category >= 2:
        found.add("two_pair_plus")
    if made and (value.category >= 2 or overpair or top in (r1, r2)):
        found.add("top_pair_plus")
    elif made and value.category == 1:
        found.add("weaker_pair")
    if len(board) < 5:
        seen = {*hole, *board, *dead}
        now = {c >> 2 for c in (*hole, *board)}
        for card in (c for c in full_deck() if c not in seen):
            with_card = [*hole, *board, card]
            suits = Counter(c & 3 for c in with_card)
            suit = card & 3
            if (suits[suit] >= 5 and any(h & 3 == suit for h in hole)
                    and Counter(c & 3 for c in (*hole, *board))[suit] < 5):
                found.add("flush_draw")
            ranks = now | {card >> 2}
            board_ranks = {c >> 2 for c in board} | {card >> 2}
            if not _straights(now) and any(not run <= board_ranks for run in _straights(ranks)):
                found.add("straight_draw")
    if not made and not found & {"flush_draw", "straight_draw"}:
        found.add("air")
    return found


@pytest.mark.parametrize(
    ("board", "dead"),
    [("Ah9c4d", "KsKd"), ("Th9h2c", ""), ("8s8d3c", "Ac2c"), ("JcTd8h7s", "2d3d"),
     ("Kh7h2hQc", "As5s"), ("5c5d2h2s", ""), ("AsKsQsJs2d", "9c8c"), ("6h5h4c", "3h2h")],
)
def test_every_combination_is_flagged_as_the_definitions_say(board: str, dead: str) -> None:
    cards, seen = parse_cards(board), parse_cards(dead)
    table = combo_table()
    rng = np.random.default_rng(len(board) + len(dead))
    weights = rng.random(table.size)
    found = range_hits(weights, cards, seen)
    totals: Counter[str] = Counter()
    live = 0.0
    for k, (a, b) in enumerate(table.cards.tolist()):
        if {a, b} & {*cards, *seen}:
            continue  # cannot be dealt
        live += weights[k]
        for name in _flags((a, b), cards, seen):
            totals[name] += weights[k]
    assert found.combos == pytest.approx(live, abs=1e-5)
    for name in HIT_NAMES:
        assert found.share(name) == pytest.approx(totals[name] / live, abs=1e-12), name


def test_shares_of_a_typed_range_and_what_they_add_up_to() -> None:
    board = parse_cards("Ah9c4d")
    found = hits_of_range(parse_range("AA, KK, AKs, 98s, 53s, 65s, 22"), board)
    # Live: AA 3 (sets), KK 6 (a pair under the ace), AKs 3 (top pair; the heart is on the
    # board), 98s 3 (second pair), 53s 4 (the wheel gutshot), 65s 4 (needs two cards: air),
    # 22 6 (an underpair).
    assert found.combos == pytest.approx(29)
    assert found.share("two_pair_plus") == pytest.approx(3 / 29)
    assert found.share("top_pair_plus") == pytest.approx((3 + 3) / 29)
    assert found.share("overpair") == 0.0
    assert found.share("weaker_pair") == pytest.approx((6 + 3 + 6) / 29)
    assert found.share("straight_draw") == pytest.approx(4 / 29)
    assert found.share("flush_draw") == 0.0
    assert found.share("air") == pytest.approx(4 / 29)
    made = found.share("top_pair_plus") + found.share("weaker_pair")
    assert made + found.share("straight_draw") + found.share("air") == pytest.approx(1.0)


def test_class_shares_mark_the_cells_of_a_name() -> None:
    board = parse_cards("Kh7h2c")
    found = hits_of_range(parse_range("AhQh, AsQs, KQo, 77"), board)
    names = dict(zip(HIT_NAMES, found.class_shares, strict=True))
    aqs = 13 * 12 + 10
    assert names["flush_draw"][aqs] == pytest.approx(0.5)  # one of the two suited combos
    assert names["top_pair_plus"][13 * 10 + 11] == pytest.approx(1.0)  # KQo
    assert names["two_pair_plus"][13 * 5 + 5] == pytest.approx(1.0)  # 77: a set


def test_dead_cards_weigh_nothing_and_the_board_must_be_a_flop_or_later() -> None:
    board = parse_cards("Ah9c4d")
    weights = dense_weights(parse_range("AA"))
    assert range_hits(weights, board).combos == pytest.approx(3)
    assert range_hits(weights, board, parse_cards("AsAc")).combos == pytest.approx(0)
    with pytest.raises(CardError) as refused:
        range_hits(weights, parse_cards("Ah9c"))
    assert refused.value.code == "bad_board_size"
    with pytest.raises(CardError) as refused:
        range_hits(weights, board, parse_cards("Ah"))
    assert refused.value.code == "duplicate_card"


def test_painted_classes_are_written_short_and_read_back_the_same() -> None:
    def classes(text: str) -> set[int]:
        return {class_index(a, b) for a, b in parse_range(text).combos}

    wanted = classes("QQ+, 99-66, 22, AKs, ATs+, A5s-A3s, K9s, T8s, KQo, A9o+, 76o")
    text = class_notation(wanted)
    assert text == "QQ+, 99-66, 22, ATs+, A5s-A3s, K9s, T8s, A9o+, KQo, 76o"
    assert classes(text) == wanted
    rng = np.random.default_rng(7)
    for _ in range(50):
        chosen = set(rng.choice(169, size=int(rng.integers(1, 60)), replace=False).tolist())
        assert classes(class_notation(chosen)) == chosen
