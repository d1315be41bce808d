"""The batch evaluator against published counts and against the one-hand evaluator."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
from math import comb
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from engine.core.cards import parse_cards
from engine.core.errors import CardError
from engine.core.errors import FeltError
from engine.evaluation import tables as et
from engine.evaluation.evaluator import all_hands
from engine.evaluation.evaluator import categories
from engine.evaluation.evaluator import category_counts
from engine.evaluation.evaluator import combos
from engine.evaluation.evaluator import evaluate_batch
from engine.evaluation.evaluator import evaluate_joined
from engine.evaluation.hand_value import FLUSH
from engine.evaluation.hand_value import FOUR_OF_A_KIND
from engine.evaluation.hand_value import FULL_HOUSE
from engine.evaluation.hand_value import HIGH_CARD
from engine.evaluation.hand_value import PAIR
from engine.evaluation.hand_value import ROYAL_FLUSH
from engine.evaluation.hand_value import STRAIGHT
from engine.evaluation.hand_value import STRAIGHT_FLUSH
from engine.evaluation.hand_value import THREE_OF_A_KIND
from engine.evaluation.hand_value import TWO_PAIR
from engine.evaluation.hand_value import evaluate

ROOT = Path(__file__).resolve().parents[3]

# Published frequencies (Wikipedia, "Poker probability"; ../shared/rules 7-card table).
SEVEN_CARD_COUNTS = {
    ROYAL_FLUSH: 4_324,
    STRAIGHT_FLUSH: 37_260,
    FOUR_OF_A_KIND: 224_848,
    FULL_HOUSE: 3_473_184,
    FLUSH: 4_047_644,
    STRAIGHT: 6_180_020,
    THREE_OF_A_KIND: 6_461_620,
    TWO_PAIR: 31_433_400,
    PAIR: 58_627_800,
    HIGH_CARD: 23_294_460,
}
FIVE_CARD_COUNTS = {
    ROYAL_FLUSH: 4,
    STRAIGHT_FLUSH: 36,
    FOUR_OF_A_KIND: 624,
    FULL_HOUSE: 3_744,
    FLUSH: 5_108,
    STRAIGHT: 10_200,
    THREE_OF_A_KIND: 54_912,
    TWO_PAIR: 123_552,
    PAIR: 1_098_240,
    HIGH_CARD: 1_302_540,
}


pytestmark = pytest.mark.usefixtures("fresh_table_cache")


def _as_array(counts: dict[int, int]) -> list[int]:
    return [counts[c] for c in range(10)]


def _random_hands(
    rng: np.random.Generator, rows: int, n_cards: int, deck: npt.NDArray[np.int64]
) -> npt.NDArray[np.uint8]:
    """Rows of distinct cards drawn from ``deck``."""
    keys = rng.random((rows, deck.shape[0]))
    return deck[np.argpartition(keys, n_cards, axis=1)[:, :n_cards]].astype(np.uint8)


# ----------------------------------------------------------------------------- exhaustive


def test_every_five_card_hand_has_the_published_category_and_7462_values() -> None:
    (hands,) = list(all_hands(5))
    assert hands.shape == (2_598_960, 5)
    strengths = evaluate_batch(hands)
    assert np.unique(strengths).shape[0] == 7_462
    counts = np.bincount(categories(strengths), minlength=10)
    assert counts.tolist() == _as_array(FIVE_CARD_COUNTS)
    assert category_counts(5).tolist() == _as_array(FIVE_CARD_COUNTS)


def test_short_deck_five_card_counts_match_combinatorics() -> None:
    # Counted from first principles: 9 ranks (6..A) in 4 suits, A-6-7-8-9 the lowest straight.
    ranks, suits = 9, 4
    straights = ranks - 4 + 1  # tops 9..A, plus the wheel
    rank_sets = comb(ranks, 5)
    expected = {
        ROYAL_FLUSH: suits,
        STRAIGHT_FLUSH: (straights - 1) * suits,
        FOUR_OF_A_KIND: ranks * (ranks - 1) * suits,
        FULL_HOUSE: ranks * comb(4, 3) * (ranks - 1) * comb(4, 2),
        FLUSH: (rank_sets - straights) * suits,
        STRAIGHT: straights * (suits**5 - suits),
        THREE_OF_A_KIND: ranks * comb(4, 3) * comb(ranks - 1, 2) * suits**2,
        TWO_PAIR: comb(ranks, 2) * comb(4, 2) ** 2 * (ranks - 2) * suits,
        PAIR: ranks * comb(4, 2) * comb(ranks - 1, 3) * suits**3,
        HIGH_CARD: (rank_sets - straights) * (suits**5 - suits),
    }
    assert sum(expected.values()) == comb(36, 5)
    (hands,) = list(all_hands(5, short_deck=True))
    strengths = evaluate_batch(hands, short_deck=True)
    counts = np.bincount(categories(strengths, short_deck=True), minlength=10)
    assert counts.tolist() == _as_array(expected)
    assert category_counts(5, short_deck=True).tolist() == _as_array(expected)


def test_every_seven_card_hand_counted_incrementally() -> None:
    assert category_counts(7).tolist() == _as_array(SEVEN_CARD_COUNTS)
    assert sum(SEVEN_CARD_COUNTS.values()) == comb(52, 7) == 133_784_560


def test_every_seven_card_hand_through_evaluate_batch() -> None:
    # About 4 s: part of every run, not only the opt-in soak tests.
    counts = np.zeros(10, dtype=np.int64)
    rows = 0
    for block in all_hands(7):
        counts += np.bincount(categories(evaluate_batch(block)), minlength=10)
        rows += block.shape[0]
    assert rows == 133_784_560
    assert counts.tolist() == _as_array(SEVEN_CARD_COUNTS)
    assert int(counts[ROYAL_FLUSH] + counts[STRAIGHT_FLUSH]) == 41_584


def test_all_hands_lists_each_hand_once_in_order() -> None:
    blocks = list(all_hands(6, short_deck=True))
    hands = np.concatenate(blocks)
    assert hands.shape == (comb(36, 6), 6)
    assert hands.min() == 16
    assert (np.diff(hands.astype(np.int64), axis=1) > 0).all()
    as_tuples = [tuple(r) for r in hands[:2000].tolist()]
    assert as_tuples == list(itertools.islice(itertools.combinations(range(16, 52), 6), 2000))
    keys = hands.astype(np.int64) @ (64 ** np.arange(5, -1, -1, dtype=np.int64))
    assert (np.diff(keys) > 0).all()


@pytest.mark.parametrize(("m", "k"), [(7, 3), (10, 5), (52, 2), (48, 1), (5, 5), (3, 4)])
def test_combos_are_lexicographic_k_subsets(m: int, k: int) -> None:
    assert combos(m, k).tolist() == [list(c) for c in itertools.combinations(range(m), k)]


# ----------------------------------------------------------------------- against hand_value


@pytest.mark.parametrize("short_deck", [False, True], ids=["standard", "short"])
@pytest.mark.parametrize("n_cards", [5, 6, 7])
def test_agrees_with_hand_value_on_random_hands(n_cards: int, short_deck: bool) -> None:
    rng = np.random.default_rng(1000 * n_cards + short_deck)
    lowest = 16 if short_deck else 0
    deck = np.arange(lowest, 52)
    hands = _random_hands(rng, 50_000, n_cards, deck)
    # Random hands rarely hold flushes or straight flushes: add hands drawn from two suits
    # and from five consecutive ranks, where both are common.
    two_suits = deck[(deck & 3) < 2]
    suited = _random_hands(rng, 10_000, n_cards, two_suits)
    top = rng.integers(lowest // 4 + 4, 13, size=3_000)
    window = np.stack([4 * (top - i) + rng.integers(0, 4, size=top.shape[0]) for i in range(5)])
    connected = np.concatenate([hands[:3_000, : n_cards - 5], window.T], axis=1)
    distinct = np.array([len(set(r)) == n_cards for r in connected.tolist()])
    rows = np.concatenate([hands, suited, connected[distinct].astype(np.uint8)])
    got = evaluate_batch(rows, short_deck=short_deck)
    values = [evaluate(r, short_deck) for r in rows.tolist()]
    want = np.array([v.strength for v in values])
    mismatches = np.flatnonzero(got != want)
    assert mismatches.shape[0] == 0, rows[mismatches[:5]].tolist()
    cats = categories(got, short_deck)
    assert cats.tolist() == [v.category for v in values]
    assert {STRAIGHT_FLUSH, FLUSH, FULL_HOUSE, STRAIGHT} <= set(cats.tolist())


@pytest.mark.parametrize("short_deck", [False, True], ids=["standard", "short"])
@pytest.mark.parametrize(("first_cards", "second_cards"), [(1, 6), (2, 5), (3, 4), (2, 3), (3, 3)])
def test_joined_parts_evaluate_as_the_whole_hands(
    first_cards: int, second_cards: int, short_deck: bool
) -> None:
    """The bots pair every runout with every holding: same strengths as the joined rows."""
    rng = np.random.default_rng(7 * first_cards + second_cards + short_deck)
    deck = np.arange(16 if short_deck else 0, 52)
    # Draw from two suits too, where flushes (the second lookup path) are common.
    hands = np.concatenate([
        _random_hands(rng, 20_000, first_cards + second_cards, deck),
        _random_hands(rng, 5_000, first_cards + second_cards, deck[(deck & 3) < 2]),
    ])
    first, second = hands[:, :first_cards], hands[:, first_cards:]
    # Each part stored once, in its own order; the hands name their parts by row.
    order = rng.permutation(hands.shape[0])
    got = evaluate_joined(first, second[order], np.arange(hands.shape[0]), np.argsort(order),
                          short_deck)
    assert got.tolist() == evaluate_batch(hands, short_deck).tolist()


def test_joined_parts_must_make_five_to_seven_cards() -> None:
    with pytest.raises(CardError) as caught:
        evaluate_joined(np.zeros((1, 2), np.uint8), np.ones((1, 2), np.uint8), [0], [0])
    assert caught.value.code == "bad_hand_array"


@pytest.mark.parametrize(
    ("cards", "short_deck", "category"),
    [
        ("AsKsQsJsTs", False, ROYAL_FLUSH),
        ("As2s3s4s5sKd", False, STRAIGHT_FLUSH),  # steel wheel, not royal
        ("Ad2c3h4s5sKdQc", False, STRAIGHT),
        ("Ad6c7h8s9s", True, STRAIGHT),  # short-deck wheel
        ("Ah6h7h8h9hKd", True, STRAIGHT_FLUSH),
        ("AhKh9h8h6hAdAcKd", False, None),  # eight cards are refused
        ("9c9d9hTsJsQdKd", True, THREE_OF_A_KIND),  # short deck: trips beat the straight
        ("9c9d9hTsJsQdKd", False, STRAIGHT),
        ("7c7d7h7sAs", False, FOUR_OF_A_KIND),
    ],
)
def test_special_hands(cards: str, short_deck: bool, category: int | None) -> None:
    ids = parse_cards(cards)
    if category is None:
        with pytest.raises(CardError) as info:
            evaluate_batch(np.array([ids]), short_deck)
        assert info.value.code == "bad_hand_array"
        return
    (strength,) = evaluate_batch(np.array([ids]), short_deck).tolist()
    assert strength == evaluate(ids, short_deck).strength
    assert categories([strength], short_deck).tolist() == [category]


def test_short_deck_ranks_flush_over_full_house_and_trips_over_straight() -> None:
    hands = np.array(
        [parse_cards(h) for h in ("AhKh9h8h6h", "AdAcAsKdKc", "TcJdQhKsAc", "6c6d6hAsKc")]
    )
    standard = evaluate_batch(hands).tolist()
    short = evaluate_batch(hands, short_deck=True).tolist()
    assert standard[0] < standard[1] and standard[2] > standard[3]
    assert short[0] > short[1] and short[2] < short[3]
    assert categories(short, short_deck=True).tolist() == [FLUSH, FULL_HOUSE, STRAIGHT, 3]


def test_strengths_order_hands_like_the_rules() -> None:
    hands = ["2c3d4h5s7c", "AcAd2h3s4c", "AcAd2h2s4c", "5c5d5h2s3c", "Ac2d3h4s5c", "6c7d8h9sTc"]
    hands += ["2h4h6h8hTh", "3c3d3h2s2c", "9c9d9h9s2c", "Ac2c3c4c5c", "AhKhQhJhTh"]
    strengths = evaluate_batch(np.array([parse_cards(h) for h in hands])).tolist()
    assert strengths == sorted(strengths)
    assert len(set(strengths)) == len(strengths)


# -------------------------------------------------------------------------- input handling


def test_any_integer_dtype_and_layout_gives_the_same_strengths() -> None:
    rng = np.random.default_rng(7)
    hands = _random_hands(rng, 50_000, 7, np.arange(52))
    want = evaluate_batch(hands)
    for dtype in (np.int8, np.int16, np.int32, np.int64, np.uint16, np.uint64):
        assert (evaluate_batch(hands.astype(dtype)) == want).all()
    assert (evaluate_batch(np.asfortranarray(hands)) == want).all()
    wide = np.zeros((hands.shape[0], 9), dtype=np.int64)
    wide[:, 1:8] = hands
    assert (evaluate_batch(wide[:, 1:8]) == want).all()
    assert (evaluate_batch(hands[::-1])[::-1] == want).all()
    assert (evaluate_batch(hands, validate=False) == want).all()
    assert evaluate_batch(hands[:3].tolist()).tolist() == want[:3].tolist()


def test_empty_batch() -> None:
    out = evaluate_batch(np.empty((0, 7), dtype=np.uint8))
    assert out.shape == (0,) and out.dtype == np.int32


@pytest.mark.parametrize(
    ("ids", "short_deck", "code"),
    [
        (np.zeros((3, 4), dtype=np.int64), False, "bad_hand_array"),
        (np.zeros((3, 8), dtype=np.int64), False, "bad_hand_array"),
        (np.arange(7), False, "bad_hand_array"),
        (np.arange(7, dtype=np.float64).reshape(1, 7), False, "bad_hand_array"),
        (np.array([[0, 1, 2, 3, 52]]), False, "card_not_in_deck"),
        (np.array([[0, 1, 2, 3, -1]]), False, "card_not_in_deck"),
        (np.array([[20, 21, 22, 23, 15]]), True, "card_not_in_deck"),
    ],
)
def test_bad_input_is_refused(ids: npt.NDArray[np.int64], short_deck: bool, code: str) -> None:
    with pytest.raises(CardError) as info:
        evaluate_batch(ids, short_deck)
    assert info.value.code == code


def test_repeated_card_is_refused_with_its_row() -> None:
    rng = np.random.default_rng(3)
    hands = _random_hands(rng, 40_000, 7, np.arange(52))
    hands[33_333, 6] = hands[33_333, 2]
    with pytest.raises(CardError) as info:
        evaluate_batch(hands)
    assert info.value.code == "duplicate_card"
    assert info.value.details["row"] == 33_333


def test_categories_of_bad_strengths() -> None:
    with pytest.raises(FeltError) as info:
        categories(np.array([-1]))
    assert info.value.code == "bad_strength"
    with pytest.raises(FeltError):
        categories(np.array([10 << 20]))
    with pytest.raises(FeltError):
        categories(np.array([1.5]))
    assert categories(np.zeros((2, 3), dtype=np.int64)).shape == (2, 3)


# ------------------------------------------------------------------------ tables and cache


def test_import_builds_and_writes_nothing(tmp_path: Path) -> None:
    # How long the import takes is the benchmark's business (bench/evaluator_bench.py), not a
    # test's: a timed assertion fails on a busy machine. What must hold is that importing
    # builds no tables and writes no cache.
    code = (
        "import engine.evaluation.evaluator; import engine.evaluation.tables as et; "
        "print(et._tables is None)"
    )
    env = dict(os.environ, FELT_CACHE_DIR=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, check=True
    )
    assert out.stdout.split() == ["True"]
    assert list(tmp_path.iterdir()) == []


def test_cache_is_written_once_and_read_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    built = et.load_or_build(tmp_path)
    path = et.cache_path(tmp_path)
    assert path.exists()

    def no_build() -> et.Tables:
        raise AssertionError("the cache should have been used")

    monkeypatch.setattr(et, "build_tables", no_build)
    loaded = et.load_or_build(tmp_path)
    for name, array in built.arrays().items():
        assert np.array_equal(array, loaded.arrays()[name]), name


def test_damaged_or_unwritable_cache_is_rebuilt(tmp_path: Path) -> None:
    path = et.cache_path(tmp_path)
    path.write_bytes(b"not a numpy file")
    tables = et.load_or_build(tmp_path)
    assert tables.strength[0][2].shape[0] >= 49_205
    assert et.Tables.from_arrays(dict(np.load(path))).flush[1].shape == (8192,)
    blocked = tmp_path / "file"
    blocked.write_text("a file where a directory should be")
    assert et.load_or_build(blocked / "sub").hi_index.shape == (et.HI_SIZE,)


def test_cache_dir_follows_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(et.CACHE_ENV, "/some/where")
    assert et.cache_dir() == Path("/some/where")
    monkeypatch.delenv(et.CACHE_ENV)
    assert "felt" in str(et.cache_dir()).lower()


def test_non_flush_table_covers_exactly_the_rank_multisets() -> None:
    tables = et.get_tables()
    # Multisets of n ranks with at most four of each rank: 6,175 / 18,395 / 49,205.
    for n, size in ((5, 6_175), (6, 18_395), (7, 49_205)):
        lo = tables.lo_index[n - 5]
        assert int(np.count_nonzero(tables.strength[0][n - 5])) == size
        assert int(lo.max()) + int(tables.hi_index.max()) < tables.strength[0][n - 5].shape[0]
