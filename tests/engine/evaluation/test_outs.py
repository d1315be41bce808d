"""Outs: improving cards counted like a player counts them, checked against brute force."""

from __future__ import annotations

import pytest

from engine.core.cards import cards_str
from engine.core.cards import full_deck
from engine.core.cards import parse_cards
from engine.core.errors import CardError
from engine.evaluation.hand_value import FLUSH
from engine.evaluation.hand_value import FULL_HOUSE
from engine.evaluation.hand_value import HIGH_CARD
from engine.evaluation.hand_value import PAIR
from engine.evaluation.hand_value import STRAIGHT
from engine.evaluation.hand_value import THREE_OF_A_KIND
from engine.evaluation.hand_value import TWO_PAIR
from engine.evaluation.hand_value import evaluate
from engine.evaluation.outs import outs

pytestmark = pytest.mark.usefixtures("fresh_table_cache")


def test_nut_flush_draw_with_overcards() -> None:
    result = outs("AhKh", "Qh7h2c")
    assert result.category == HIGH_CARD
    assert result.unseen == 47
    flush_cards = dict(result.by_category)[FLUSH]
    assert cards_str(flush_cards) == "2h3h4h5h6h8h9hThJh"
    assert cards_str(dict(result.by_category)[PAIR]) == "KcKdKsAcAdAs"
    assert len(result.improving) == 15
    assert result.probability == pytest.approx(15 / 47)
    assert result.winning is None and result.tying is None
    # Pairing the board improves every hand alike: no out.
    assert not set(parse_cards("QcQdQs7c7d7s2d2s")) & set(result.improving)


def test_open_ended_straight_draw() -> None:
    result = outs("8s9s", "6d7c2h")
    assert cards_str(dict(result.by_category)[STRAIGHT]) == "5c5d5h5sTcTdThTs"
    assert [c for c, _ in result.by_category] == [STRAIGHT, PAIR]


def test_outs_against_an_opponent_leave_out_cards_that_help_him_more() -> None:
    result = outs("AhKh", "Qh7h2c", opponents=["QsQd"])
    assert result.unseen == 45
    # 2h makes our flush but fills his full house (queens full of deuces).
    assert parse_cards("2h")[0] in result.improving
    assert parse_cards("2h")[0] not in (result.winning or ())
    assert cards_str(result.winning or ()) == "3h4h5h6h8h9hThJh"
    assert result.tying == ()


def test_winning_outs_match_brute_force_on_the_turn() -> None:
    hand, board = parse_cards("Jd Td"), parse_cards("9d 8c 2d Ks")
    rivals = [parse_cards("KdKc"), parse_cards("9s9h")]
    result = outs(hand, board, opponents=rivals)
    known = set(hand) | set(board) | {c for r in rivals for c in r}
    now = evaluate(hand + board).category
    win, tie = [], []
    for card in full_deck():
        if card in known:
            continue
        mine = evaluate([*hand, *board, card])
        if mine.category <= now:
            continue
        best = max(evaluate([*r, *board, card]).strength for r in rivals)
        if mine.strength > best:
            win.append(card)
        elif mine.strength == best:
            tie.append(card)
    assert list(result.winning or ()) == win
    assert list(result.tying or ()) == tie
    assert set(win) <= set(result.improving)


def test_set_on_a_paired_board_improves_to_a_full_house() -> None:
    result = outs("8c8d", "8h7c7s2d")
    assert result.category == FULL_HOUSE
    # Only quads beat this full house: a third seven makes sevens full, the same category.
    assert [c for c, _ in result.by_category] == [7]
    assert cards_str(result.improving) == "8s"


def test_two_pair_from_a_pair_counts_only_with_the_hole_cards() -> None:
    result = outs("8c8d", "Kh7c2s")
    assert result.category == PAIR
    reached = dict(result.by_category)
    assert cards_str(reached[THREE_OF_A_KIND]) == "8h8s"
    assert set(parse_cards("KcKdKs")) <= set(reached[TWO_PAIR])


def test_short_deck_ranks_decide_what_improves() -> None:
    # Trips with an open-ended straight draw: in short deck a straight is worse than trips.
    result = outs("9c8c", "9d9hTsJs", short_deck=True)
    assert result.category == THREE_OF_A_KIND
    assert result.unseen == 30
    reached = dict(result.by_category)
    assert STRAIGHT not in reached
    assert cards_str(reached[FULL_HOUSE]) == "8d8h8sTcTdThJcJdJh"
    standard = dict(outs("9c8c", "9d9hTsJs").by_category)
    assert cards_str(standard[STRAIGHT]) == "7c7d7h7sQcQdQhQs"


@pytest.mark.parametrize(
    ("hand", "board", "kwargs", "code"),
    [
        ("AhKhQh", "2c3c4c", {}, "wrong_card_count"),
        ("AhKh", "2c3c", {}, "bad_board_size"),
        ("AhKh", "2c3c4c5c6c", {}, "bad_board_size"),
        ("AhKh", "Ah3c4c", {}, "duplicate_card"),
        ("AhKh", "2c3c4c", {"opponents": ["Kh2d"]}, "duplicate_card"),
        ("AhKh", "2c3c4c", {"opponents": ["Qd"]}, "wrong_card_count"),
        ("AhKh", "2c3c4c", {"short_deck": True}, "card_not_in_deck"),
        ("AhKh", "Tc9c8c", {"dead": "KhQs"}, "duplicate_card"),
    ],
)
def test_bad_input_is_refused(hand: str, board: str, kwargs: dict[str, object], code: str) -> None:
    with pytest.raises(CardError) as info:
        outs(hand, board, **kwargs)  # type: ignore[arg-type]
    assert info.value.code == code
