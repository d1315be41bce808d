"""Equity: published exact values, brute force on small cases, Monte Carlo within its error."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pytest

from engine.core.cards import Card
from engine.core.cards import full_deck
from engine.core.cards import parse_cards
from engine.core.errors import CardError
from engine.core.errors import ConfigError
from engine.evaluation.equity import HandEquity
from engine.evaluation.equity import HandSpec
from engine.evaluation.equity import equity
from engine.evaluation.hand_value import evaluate
from engine.evaluation.ranges import Range
from engine.evaluation.ranges import parse_range

pytestmark = pytest.mark.usefixtures("fresh_table_cache")


def _brute_force(
    holes: Sequence[Sequence[Card]], board: Sequence[Card], short_deck: bool = False
) -> list[tuple[float, float, float]]:
    """(win, tie, equity) per hand by evaluating every completion with hand_value."""
    used = {c for h in holes for c in h} | set(board)
    deck = [c for c in full_deck(short_deck) if c not in used]
    wins = [0.0] * len(holes)
    ties = [0.0] * len(holes)
    shares = [0.0] * len(holes)
    boards = 0
    for extra in itertools.combinations(deck, 5 - len(board)):
        full = list(board) + list(extra)
        values = [evaluate(list(h) + full, short_deck).strength for h in holes]
        best = max(values)
        winners = [i for i, v in enumerate(values) if v == best]
        for i in winners:
            if len(winners) == 1:
                wins[i] += 1
            else:
                ties[i] += 1
            shares[i] += 1 / len(winners)
        boards += 1
    return [(wins[i] / boards, ties[i] / boards, shares[i] / boards) for i in range(len(holes))]


def _close(result: Sequence[HandEquity], expected: Sequence[tuple[float, float, float]]) -> None:
    for got, (win, tie, share) in zip(result, expected, strict=True):
        assert got.win == pytest.approx(win, abs=1e-12)
        assert got.tie == pytest.approx(tie, abs=1e-12)
        assert got.equity == pytest.approx(share, abs=1e-12)


# ------------------------------------------------------------------------ published values


def test_aces_against_kings_over_every_board() -> None:
    aces, kings = equity(["AsAh", "KdKc"])
    assert round(aces.equity * 100, 2) == 81.26
    assert aces.exact and aces.trials == 1_712_304 and aces.stderr == 0.0
    assert aces.equity + kings.equity == pytest.approx(1.0)
    assert aces.tie == kings.tie
    assert aces.win + kings.win + aces.tie == pytest.approx(1.0)


def test_seven_deuce_against_aces() -> None:
    seven_deuce, aces = equity(["7h2d", "AhAc"])
    assert round(seven_deuce.equity * 100, 2) == 11.79
    assert seven_deuce.exact
    assert aces.equity == pytest.approx(1 - seven_deuce.equity)


def test_class_against_class_over_every_combination() -> None:
    aces, kings = equity([parse_range("AA"), parse_range("KK")])
    assert round(aces.equity * 100, 2) == 81.95
    assert aces.exact and aces.trials == 36 * 1_712_304
    assert aces.equity + kings.equity == pytest.approx(1.0)


def test_range_notation_and_card_ids_are_accepted_as_hands() -> None:
    by_text = equity(["AA", "KK"], exact=True)
    by_ids = equity([parse_cards("AsAh"), (parse_card_id("Kd"), parse_card_id("Kc"))])
    assert round(by_text[0].equity, 4) == 0.8195
    assert round(by_ids[0].equity, 4) == 0.8126


def parse_card_id(text: str) -> int:
    return parse_cards(text)[0]


# ------------------------------------------------------------------------- brute force


@pytest.mark.parametrize(
    ("holes", "board"),
    [
        (["AsKs", "QdQc", "7h6h"], "Ts9s2h8c"),
        (["AhKd", "AcKh"], "2s3s4d5c"),  # a tie on most rivers
        (["9c9d", "8s7s", "AdAc", "KhQh"], "Ts6s2c9h"),
        (["AsKs", "QdQc"], "Ts9s2h"),
    ],
)
def test_exact_matches_brute_force(holes: list[str], board: str) -> None:
    ids = [parse_cards(h) for h in holes]
    result = equity(holes, board=board)
    assert all(r.exact for r in result)
    _close(result, _brute_force(ids, parse_cards(board)))


def test_board_shared_by_everyone_splits_evenly() -> None:
    result = equity(["2c3d", "4h5s", "7c8d"], board="AsKsQsJsTs")
    for r in result:
        assert (r.win, r.tie) == (0.0, 1.0)
        assert r.equity == pytest.approx(1 / 3)
        assert r.trials == 1


def test_short_deck_exact_matches_brute_force() -> None:
    holes = ["AsKs", "9d9c", "7h6h"]
    board = "Ts8s6d"
    result = equity(holes, board=board, short_deck=True)
    _close(result, _brute_force([parse_cards(h) for h in holes], parse_cards(board), True))


def test_unknown_hand_on_the_river_is_enumerated() -> None:
    board = parse_cards("Ah7c2d9sKh")
    hero = parse_cards("AsQd")
    result = equity(["AsQd", None], board=board)
    assert result[0].exact and result[0].trials == 990
    used = set(board) | set(hero)
    rest = [c for c in full_deck() if c not in used]
    wins = ties = 0
    mine = evaluate(hero + board).strength
    for a, b in itertools.combinations(rest, 2):
        theirs = evaluate([a, b, *board]).strength
        wins += mine > theirs
        ties += mine == theirs
    assert result[0].win == pytest.approx(wins / 990)
    assert result[0].tie == pytest.approx(ties / 990)
    assert result[0].equity + result[1].equity == pytest.approx(1.0)


def test_hand_against_range_is_the_weighted_average_of_its_combinations() -> None:
    board = "Kd7c2s"
    villain = parse_range("AA:0.5, QQ, AsKs")
    result = equity(["KhKc", villain], board=board)
    total = 0.0
    weight = 0.0
    hero = parse_cards("KhKc")
    for combo, w in villain:
        if set(combo) & (set(hero) | set(parse_cards(board))):
            continue
        (mine, _) = equity([hero, list(combo)], board=board)
        total += w * mine.equity
        weight += w
    assert result[0].exact
    assert result[0].equity == pytest.approx(total / weight)


def test_card_removal_drops_combinations_that_collide() -> None:
    # Against AsKs, "AA" keeps only the three combinations without the ace of spades.
    ranged = equity(["AsKs", "AA"], board="Qd7c2h")
    explicit = equity(["AsKs", "AhAd, AhAc, AdAc"], board="Qd7c2h")
    assert ranged[0].equity == pytest.approx(explicit[0].equity)
    with pytest.raises(CardError) as info:
        equity(["AsAh", "AsAh"])
    assert info.value.code == "duplicate_card"
    with pytest.raises(CardError) as info:
        equity(["AsAh", "AsAh, AhAd"], board="Ad7c2h")
    assert info.value.code == "empty_range"


# ------------------------------------------------------------------------- Monte Carlo


def test_monte_carlo_is_within_its_standard_error_of_the_exact_answer() -> None:
    hands = ["AsAh", "KdKc", "8c7c", "Ts9d"]
    exact = equity(hands)
    sampled = equity(hands, exact=False, samples=200_000, seed=11)
    for e, s in zip(exact, sampled, strict=True):
        assert not s.exact and s.trials == 200_000
        assert 0 < s.stderr < 0.002
        assert abs(s.equity - e.equity) < 4.5 * s.stderr
        assert abs(s.win - e.win) < 0.01


def test_monte_carlo_is_repeatable_with_a_seed() -> None:
    a = equity(["AsAh", None, None], exact=False, samples=5_000, seed=3)
    b = equity(["AsAh", None, None], exact=False, samples=5_000, seed=3)
    c = equity(["AsAh", None, None], exact=False, samples=5_000, seed=4)
    assert a == b
    assert a != c
    assert sum(r.equity for r in a) == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("hands", "board", "samples", "seed", "expected"),
    [
        (
            ["AsKs", "JJ-88:0.5, AQo, KQs", "T9s, 98s:0.25, 87s, 22+", None], "", 800, 1234,
            [(252, 11), (190, 8), (228, 5), (117, 8)],
        ),
        ([[51, 47], Range.random()], "Td9h2c", 500, 7, [(244, 5), (251, 5)]),
    ],
)
def test_seeded_monte_carlo_answers_are_pinned(
    hands: list[HandSpec], board: str, samples: int, seed: int, expected: list[tuple[int, int]]
) -> None:
    """The bots' decisions depend on these draws, and their measured results are filed under a
    digest of the bots' code only: a change to the sampler that alters a single draw would
    silently change the players those results describe."""
    result = equity(hands, board, exact=False, samples=samples, seed=seed)
    assert [(round(r.win * samples), round(r.tie * samples)) for r in result] == expected


def test_standard_error_shrinks_with_more_samples() -> None:
    small = equity(["AsKd", "QcQh"], exact=False, samples=2_000, seed=1)
    large = equity(["AsKd", "QcQh"], exact=False, samples=200_000, seed=1)
    assert large[0].stderr < small[0].stderr / 5


def test_range_against_range_monte_carlo_agrees_with_exact() -> None:
    hero, villain = parse_range("AA, AKs"), parse_range("AK, KK")
    exact = equity([hero, villain], board="Kh7d2c")
    sampled = equity([hero, villain], board="Kh7d2c", exact=False, samples=100_000, seed=5)
    assert exact[0].exact and not sampled[0].exact
    assert abs(sampled[0].equity - exact[0].equity) < 4.5 * sampled[0].stderr


def test_range_and_unknown_hand_monte_carlo_agrees_with_exact() -> None:
    # The sampler deals unknown hands around each row's range cards: check it against the
    # enumeration of every (range combination, unknown hand, river) deal.
    hands = ["AA, KQs", None, "QsJs"]
    exact = equity(hands, board="Kh7d2c5s", exact=True)
    sampled = equity(hands, board="Kh7d2c5s", exact=False, samples=200_000, seed=3)
    assert exact[0].exact and exact[0].trials == 317_856
    for e, s in zip(exact, sampled, strict=True):
        assert abs(s.equity - e.equity) <= 4.5 * s.stderr + 1e-12
        assert abs(s.win - e.win) < 0.005


def test_unknown_hands_monte_carlo_against_known_value() -> None:
    # Aces against one random hand win about 85.2 % of the pot (published: 85.20 %).
    aces, _ = equity(["AsAh", None], exact=False, samples=200_000, seed=9)
    assert abs(aces.equity - 0.8520) < 4.5 * aces.stderr


def test_three_ranges_and_a_random_hand_sum_to_one() -> None:
    result = equity(["QQ+, AKs", "JJ-99:0.5, AQs", Range.random(), None], samples=20_000, seed=2)
    assert not result[0].exact
    assert sum(r.equity for r in result) == pytest.approx(1.0)
    assert result[0].equity > result[2].equity


def test_exact_can_be_forced_and_refused() -> None:
    forced = equity(["AsAh", None], board="Kd7c2h", exact=True)
    assert forced[0].exact and forced[0].trials == 1081 * 990
    sampled = equity(["AsAh", "KdKc"], exact=False, samples=1_000, seed=0)
    assert not sampled[0].exact and sampled[0].trials == 1_000
    with pytest.raises(ConfigError) as info:
        equity([None] * 10, exact=True)
    assert info.value.code == "too_large_for_exact"


# ----------------------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    ("kwargs", "error", "code"),
    [
        ({"hands": ["AsAh"]}, ConfigError, "bad_player_count"),
        ({"hands": ["AsAh"] + [None] * 10}, ConfigError, "bad_player_count"),
        ({"hands": ["AsAh", "KdKc"], "samples": 0, "exact": False}, ConfigError, "bad_samples"),
        ({"hands": ["AsAh", "KdKc"], "board": "2c3c"}, CardError, "bad_board_size"),
        ({"hands": ["AsAh", "KdKc"], "board": "As2c3c"}, CardError, "duplicate_card"),
        ({"hands": ["AsAh", "KdKc"], "dead": "2c", "board": "2c3c4c"}, CardError, "duplicate_card"),
        ({"hands": ["AsAhKs", "KdKc"]}, CardError, "wrong_card_count"),
        ({"hands": [[51], "KdKc"]}, CardError, "wrong_card_count"),
        ({"hands": ["AsAh", "2c3c"], "short_deck": True}, CardError, "card_not_in_deck"),
        (
            {"hands": ["AsAh", "KdKc"], "board": "2c3c4c", "short_deck": True},
            CardError,
            "card_not_in_deck",
        ),
        ({"hands": ["AsAh", "KdKc", "xx"]}, CardError, "bad_range"),
        ({"hands": ["AsAh", [60, 61]]}, CardError, "card_out_of_range"),
    ],
)
def test_bad_input_is_refused(kwargs: dict[str, object], error: type[Exception], code: str) -> None:
    with pytest.raises(error) as info:
        equity(**kwargs)  # type: ignore[arg-type]
    assert getattr(info.value, "code", None) == code


def test_not_enough_cards_for_ten_unknown_hands_in_short_deck() -> None:
    with pytest.raises(CardError) as info:
        equity([None] * 10, board="AsKsQsJsTs", dead="9s8s7s6s9h8h7h6h9d8d7d6d", short_deck=True)
    assert info.value.code == "not_enough_cards"
