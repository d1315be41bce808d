"""Equity: how often each hand wins, ties, and what share of the pot it takes on average.

:func:`equity` takes two to ten hands, each known (``"AsAh"`` or card ids), a range
(:class:`~engine.evaluation.ranges.Range`, its notation ``"QQ+, AKs"``, or the same as arrays,
:class:`~engine.evaluation.ranges.RangeArrays`) or unknown
(``None`` or ``""``: any two cards), a board of 0, 3, 4 or 5 cards and dead cards. It answers

* **exactly**, by enumerating every board completion (and every combination of the ranges
  and unknown hands) when that costs at most about half a second; combination tuples that are
  the same up to renaming suits are computed once (AA against KK is three cases, not 36);
* by **Monte Carlo** otherwise, with the standard error of each equity.

``exact=True`` or ``exact=False`` forces either. Hands against ranges and ranges against ranges
go through the same call: a range is just a hand whose cards are drawn by weight, with card
removal (combinations that collide with known cards or with each other are impossible).

Boards are enumerated as key sums (see :mod:`engine.evaluation.tables`), so a heads-up pre-flop
enumeration of 1,712,304 boards evaluates 3.4 million seven-card hands in a few hundredths of a
second.

>>> [round(r.equity, 4) for r in equity(["AsAh", "KdKc"])]
[0.8126, 0.1874]
"""

from __future__ import annotations

import math
from collections.abc import Callable
from collections.abc import Iterator
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import chain
from itertools import permutations

import numpy as np
import numpy.typing as npt

from engine.core.cards import Card
from engine.core.cards import full_deck
from engine.core.cards import parse_cards
from engine.core.errors import CardError
from engine.core.errors import ConfigError
from engine.evaluation import tables as et
from engine.evaluation.evaluator import BIT
from engine.evaluation.evaluator import KEY
from engine.evaluation.evaluator import Scratch
from engine.evaluation.evaluator import combos
from engine.evaluation.evaluator import strengths_from_sums
from engine.evaluation.ranges import Combo
from engine.evaluation.ranges import Range
from engine.evaluation.ranges import RangeArrays
from engine.evaluation.ranges import parse_range

__all__ = ["HandEquity", "HandSpec", "equity"]

HandSpec = str | Sequence[int] | Range | RangeArrays | None

I32 = npt.NDArray[np.int32]
I64 = npt.NDArray[np.int64]
IntP = npt.NDArray[np.intp]
U8 = npt.NDArray[np.uint8]
F64 = npt.NDArray[np.float64]

#: Hand evaluations an automatic choice lets an exact answer cost (about half a second).
EXACT_BUDGET = 40_000_000
#: The fixed cost of one exact enumeration (Python and NumPy call overhead), in evaluations.
ENUMERATION_OVERHEAD = 20_000
#: Above this many combination tuples, grouping them by suit symmetry costs too much to
#: decide quickly whether an exact answer is affordable.
GROUPING_LIMIT = 5_000
#: An exact answer asked for explicitly is still refused beyond this many evaluations before
#: suit symmetry (which saves at most a factor of 24): it would take hours.
EXACT_HARD_LIMIT = 10**12
DEFAULT_SAMPLES = 100_000
CHUNK = 32_768
MAX_PLAYERS = 10

_SUIT_PERMUTATIONS = tuple(permutations(range(4)))


@dataclass(frozen=True, slots=True)
class HandEquity:
    """One hand's result.

    :param win: fraction of deals this hand wins alone.
    :param tie: fraction of deals it shares the best hand with others.
    :param equity: average share of the pot: ``win`` plus each tie divided among the winners.
    :param stderr: standard error of ``equity`` (Monte Carlo); 0 when exact.
    :param exact: whether every deal was enumerated.
    :param trials: deals enumerated or sampled (boards, times combinations of ranges).
    """

    win: float
    tie: float
    equity: float
    stderr: float = 0.0
    exact: bool = True
    trials: int = 0


@dataclass(frozen=True, slots=True)
class _Player:
    """A known hand (``combo``), or weighted options: a range, or any two cards (``unknown``).

    The options are kept as arrays (``cards`` ``(n, 2)``, one weight each): the sampler draws
    from arrays, and the bots ask for a few hundred samples, so converting tuples back and
    forth would cost more than the sampling.
    """

    combo: Combo | None
    cards: U8
    weights: F64
    unknown: bool = False

    @property
    def known(self) -> bool:
        return self.combo is not None

    def options(self) -> tuple[tuple[Combo, float], ...]:
        """The options as ``((higher, lower), weight)`` pairs, for enumeration."""
        combos_: list[Combo] = [(a, b) for a, b in self.cards.tolist()]
        return tuple(zip(combos_, self.weights.tolist(), strict=True))


def _card_list(value: str | Sequence[int], what: str) -> list[Card]:
    cards = parse_cards(value) if isinstance(value, str) else [int(c) for c in value]
    if len(set(cards)) != len(cards):
        raise CardError("duplicate_card", f"a card appears twice in the {what}")
    for card in cards:
        if not 0 <= card < 52:
            raise CardError("card_out_of_range", f"no card with id {card}", card=card)
    return cards


def _read_hand(entry: HandSpec) -> Combo | Range | RangeArrays | None:
    """Known two cards, a range, or ``None`` for a hand nobody knows."""
    if entry is None or isinstance(entry, Range | RangeArrays):
        return entry
    if isinstance(entry, str):
        text = entry.strip()
        if not text:
            return None
        try:
            cards = parse_cards(text)
        except CardError:
            return parse_range(text)
        if len(cards) != 2:
            raise CardError("wrong_card_count", f"a hand has two cards, got {text!r}", text=text)
        return (max(cards), min(cards))
    cards = _card_list(entry, "hand")
    if len(cards) != 2:
        raise CardError("wrong_card_count", f"a hand has two cards, got {len(cards)}")
    return (max(cards), min(cards))


def _players(hands: Sequence[HandSpec], fixed: set[Card], short_deck: bool) -> list[_Player]:
    """Resolve every hand against the cards already seen (card removal for ranges)."""
    deck = set(full_deck(short_deck))
    read = [_read_hand(h) for h in hands]
    seen = set(fixed)
    for hand in read:
        if isinstance(hand, tuple):
            for card in hand:
                if card not in deck:
                    raise CardError("card_not_in_deck", f"card id {card} is not in this deck")
                if card in seen:
                    raise CardError("duplicate_card", f"card id {card} is dealt twice", card=card)
                seen.add(card)
    # Card ids outside the deck count as seen, so one mask test per combination suffices.
    gone = int(BIT[sorted(seen | (set(range(52)) - deck))].sum())
    players: list[_Player] = []
    for hand in read:
        if isinstance(hand, tuple):
            players.append(_Player(hand, np.array([hand], np.uint8), np.ones(1)))
            continue
        cards, weights = _range_arrays(short_deck) if hand is None else _arrays_of(hand)
        keep = (np.take(BIT, cards).sum(axis=1) & gone) == 0
        if not keep.any():
            raise CardError("empty_range", "a range has no combination left after card removal")
        players.append(_Player(None, cards[keep], weights[keep], unknown=hand is None))
    return players


def _arrays_of(hands: Range | RangeArrays) -> tuple[U8, F64]:
    """A range's combinations ``(n, 2)`` and weights (flat iterators: the fast way in)."""
    if isinstance(hands, RangeArrays):
        return hands.cards, hands.weights
    n = len(hands.combos)
    cards = np.fromiter(chain.from_iterable(hands.combos), np.uint8, count=2 * n)
    return cards.reshape(n, 2), np.fromiter(hands.weights, np.float64, count=n)


@cache
def _range_arrays(short_deck: bool) -> tuple[U8, F64]:
    """Any two cards of the deck as arrays, built once (asked for at most decisions)."""
    return _arrays_of(Range.random(short_deck))


def _tally(strengths: I32, counts: I64) -> None:
    """Add to ``counts[p, k]`` the deals where player ``p`` is among ``k`` best hands."""
    players = strengths.shape[0]
    if players == 2:
        first, second = strengths
        wins0 = int(np.count_nonzero(first > second))
        wins1 = int(np.count_nonzero(second > first))
        ties = first.shape[0] - wins0 - wins1
        counts[0, 1] += wins0
        counts[1, 1] += wins1
        counts[0, 2] += ties
        counts[1, 2] += ties
        return
    best = strengths.max(axis=0)
    is_best = strengths == best
    winners = is_best.sum(axis=0, dtype=np.intp)
    for p in range(players):
        counts[p] += np.bincount(winners[is_best[p]], minlength=players + 1)


def _hole_state(combo: Combo) -> tuple[int, int]:
    return int(KEY[combo[0]] + KEY[combo[1]]), int(BIT[combo[0]] + BIT[combo[1]])


def _bits_for(extra: int, bits: I64, *cards: U8) -> Callable[[IntP], I64]:
    """Flush masks of chunk rows: summed ``bits`` of the drawn cards, plus the fixed ones.

    Computed only for the few rows with five cards of a suit, hence a closure.
    """

    def masks_of(rows: IntP) -> I64:
        total = np.full(rows.shape[0], extra, dtype=np.int64)
        for block in cards:
            if block.shape[1]:
                total += np.take(bits, block[rows]).sum(axis=1, dtype=np.int64)
        return total

    return masks_of


def _enumerate(
    holes: Sequence[Combo], board: Sequence[Card], dead: Sequence[Card], short_deck: bool
) -> tuple[I64, int]:
    """Exact counts over every completion of the board for known hole cards.

    :return: ``counts[p, k]`` as in :func:`_tally`, and the number of boards.
    """
    used = {c for h in holes for c in h} | set(board) | set(dead)
    deck = np.array([c for c in full_deck(short_deck) if c not in used], dtype=np.intp)
    missing = 5 - len(board)
    positions = combos(deck.shape[0], missing)
    deck_keys, deck_bits = KEY[deck], BIT[deck]
    board_key = int(KEY[list(board)].sum()) + et.SUIT_BIAS
    board_bits = int(BIT[list(board)].sum())
    states = [_hole_state(h) for h in holes]
    counts = np.zeros((len(holes), len(holes) + 1), dtype=np.int64)
    total = positions.shape[0]
    size = min(CHUNK, total)
    scratch = Scratch(size)
    base = np.empty(size, dtype=np.int64)
    sums = np.empty(size, dtype=np.int64)
    strengths = np.empty((len(holes), size), dtype=np.int32)
    for start in range(0, total, CHUNK):
        chunk = positions[start : start + CHUNK]
        rows = chunk.shape[0]
        board_sums = base[:rows]
        board_sums.fill(board_key)
        for j in range(missing):
            board_sums += np.take(deck_keys, chunk[:, j])
        for p, (key, bits) in enumerate(states):
            np.add(board_sums, key, out=sums[:rows])
            strengths_from_sums(
                sums[:rows],
                7,
                short_deck,
                strengths[p, :rows],
                _bits_for(board_bits + bits, deck_bits, chunk),
                scratch,
            )
        _tally(strengths[:, :rows], counts)
    return counts, total


def _suit_renamings(board: Sequence[Card], dead: Sequence[Card]) -> list[list[int]]:
    """Card maps of the suit permutations that leave the board and dead cards smallest.

    Deals are keyed by (board, dead, holes) after renaming suits; only renamings that make the
    board and dead cards smallest can make the whole key smallest, so those are the only ones
    worth trying per deal (one for a rainbow board, all 24 before the flop).
    """
    maps = [[(c & ~3) | perm[c & 3] for c in range(52)] for perm in _SUIT_PERMUTATIONS]

    def fixed_key(m: list[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
        return tuple(sorted(m[c] for c in board)), tuple(sorted(m[c] for c in dead))

    smallest = min(fixed_key(m) for m in maps)
    return [m for m in maps if fixed_key(m) == smallest]


def _canonical(holes: Sequence[Combo], renamings: Sequence[list[int]]) -> tuple[Combo, ...]:
    """The same deal up to renaming suits: equal keys have equal equities, player by player."""
    best: tuple[Combo, ...] | None = None
    for m in renamings:
        key = tuple((m[a], m[b]) if m[a] > m[b] else (m[b], m[a]) for a, b in holes)
        if best is None or key < best:
            best = key
    assert best is not None
    return best


def _deals(players: Sequence[_Player]) -> Iterator[tuple[tuple[Combo, ...], float]]:
    """Every tuple of one option per player with no card twice, with its weight."""
    options = [p.options() for p in players]

    def extend(
        index: int, used: frozenset[Card], chosen: tuple[Combo, ...], weight: float
    ) -> Iterator[tuple[tuple[Combo, ...], float]]:
        if index == len(players):
            yield chosen, weight
            return
        for combo, w in options[index]:
            if combo[0] in used or combo[1] in used:
                continue
            yield from extend(index + 1, used | set(combo), (*chosen, combo), weight * w)

    yield from extend(0, frozenset(), (), 1.0)


def _group(
    players: Sequence[_Player], board: Sequence[Card], dead: Sequence[Card]
) -> dict[tuple[Combo, ...], tuple[tuple[Combo, ...], float, int]]:
    """Deals grouped by suit symmetry: representative, total weight, number of deals."""
    renamings = _suit_renamings(board, dead)
    groups: dict[tuple[Combo, ...], tuple[tuple[Combo, ...], float, int]] = {}
    for holes, weight in _deals(players):
        key = _canonical(holes, renamings)
        found = groups.get(key)
        if found is None:
            groups[key] = (holes, weight, 1)
        else:
            groups[key] = (found[0], found[1] + weight, found[2] + 1)
    return groups


def _results(
    fractions: npt.NDArray[np.float64],
    squares: npt.NDArray[np.float64] | None,
    exact: bool,
    trials: int,
) -> tuple[HandEquity, ...]:
    """Turn ``fractions[p, k]`` (share of deals with ``k`` winners including ``p``) into results."""
    players = fractions.shape[0]
    divisors = np.arange(players + 1, dtype=np.float64)
    divisors[0] = 1.0
    out: list[HandEquity] = []
    for p in range(players):
        row = fractions[p]
        share = float((row[1:] / divisors[1:]).sum())
        stderr = 0.0
        if squares is not None and trials > 1:
            variance = max(float(squares[p]) - share * share, 0.0) * trials / (trials - 1)
            stderr = math.sqrt(variance / trials)
        out.append(
            HandEquity(
                win=float(row[1]),
                tie=float(row[2:].sum()),
                equity=share,
                stderr=stderr,
                exact=exact,
                trials=trials,
            )
        )
    return tuple(out)


def _exact(
    players: Sequence[_Player], board: Sequence[Card], dead: Sequence[Card], short_deck: bool
) -> tuple[HandEquity, ...]:
    groups = _group(players, board, dead)
    if not groups:
        raise CardError("ranges_conflict", "the ranges leave no possible deal")
    fractions = np.zeros((len(players), len(players) + 1), dtype=np.float64)
    weight_total = 0.0
    trials = 0
    for holes, weight, count in groups.values():
        counts, boards = _enumerate(holes, board, dead, short_deck)
        fractions += weight * counts / boards
        weight_total += weight
        trials += count * boards
    return _results(fractions / weight_total, None, True, trials)


class _Sampler:
    """Draws deals for Monte Carlo: range combinations by weight, then the unseen cards."""

    def __init__(
        self,
        players: Sequence[_Player],
        board: Sequence[Card],
        dead: Sequence[Card],
        short_deck: bool,
        rng: np.random.Generator,
    ) -> None:
        self.players = players
        self.rng = rng
        fixed = {c for p in players if p.combo for c in p.combo} | set(board) | set(dead)
        self.deck = np.array([c for c in full_deck(short_deck) if c not in fixed], np.uint8)
        self.position = np.zeros(52, dtype=np.intp)
        self.position[self.deck] = np.arange(self.deck.shape[0])
        self.ranged = [i for i, p in enumerate(players) if not p.known and not p.unknown]
        self.unknown = [i for i, p in enumerate(players) if p.unknown]
        self.missing = 5 - len(board)
        self.range_cards: list[U8] = []
        self.range_cumulative: list[npt.NDArray[np.float64]] = []
        for i in self.ranged:
            weights = players[i].weights
            self.range_cards.append(players[i].cards)
            cumulative = np.cumsum(weights)
            self.range_cumulative.append(cumulative / cumulative[-1])
        needed = 2 * len(self.ranged) + 2 * len(self.unknown) + self.missing
        if needed > self.deck.shape[0]:
            raise CardError("not_enough_cards", "not enough cards left to deal every hand")

    def _draw_ranges(self, rows: int) -> U8:
        """``(rows, 2 * ranges)`` cards of the range players, no card twice in a row."""
        out = np.empty((rows, 2 * len(self.ranged)), dtype=np.uint8)
        todo = np.arange(rows)
        for _attempt in range(1000):
            for j, (cards, cumulative) in enumerate(
                zip(self.range_cards, self.range_cumulative, strict=True)
            ):
                pick = np.searchsorted(cumulative, self.rng.random(todo.shape[0]), side="right")
                pick = np.minimum(pick, cards.shape[0] - 1)
                out[todo, 2 * j : 2 * j + 2] = cards[pick]
            if len(self.ranged) < 2:
                return out
            bits = np.take(BIT, out[todo]).sum(axis=1, dtype=np.int64)
            clash = np.bitwise_count(bits) != out.shape[1]
            todo = todo[clash]
            if not todo.shape[0]:
                return out
        raise CardError("ranges_conflict", "the ranges almost never fit together")

    def draw(self, rows: int) -> tuple[U8, U8]:
        """Range players' cards, and per row the unseen cards dealt next (holes, then board)."""
        ranged = self._draw_ranges(rows) if self.ranged else np.empty((rows, 0), np.uint8)
        wanted = 2 * len(self.unknown) + self.missing
        deck = np.tile(self.deck, (rows, 1))
        every = np.arange(rows)
        start = ranged.shape[1]
        if start:
            # Move each row's range cards to the front of its deck, so the shuffle skips them.
            where = np.tile(self.position, (rows, 1))
            for i in range(start):
                card = ranged[:, i].astype(np.intp)
                at = where[every, card]
                displaced = deck[every, i].astype(np.intp)
                deck[every, at] = displaced
                deck[every, i] = card
                where[every, displaced] = at
                where[every, card] = i
        # A partial Fisher-Yates shuffle of every row at once: only the cards to be dealt.
        for j in range(start, start + wanted):
            swap = self.rng.integers(j, deck.shape[1], size=rows)
            chosen = deck[every, swap]
            deck[every, swap] = deck[:, j]
            deck[:, j] = chosen
        return ranged, np.ascontiguousarray(deck[:, start : start + wanted])


def _monte_carlo(
    players: Sequence[_Player],
    board: Sequence[Card],
    dead: Sequence[Card],
    samples: int,
    seed: int | np.random.Generator | None,
    short_deck: bool,
) -> tuple[HandEquity, ...]:
    rng = np.random.default_rng(seed)
    sampler = _Sampler(players, board, dead, short_deck, rng)
    count = len(players)
    counts = np.zeros((count, count + 1), dtype=np.int64)
    board_key = int(KEY[list(board)].sum()) + et.SUIT_BIAS
    board_bits = int(BIT[list(board)].sum())
    scratch = Scratch(min(CHUNK, samples))
    done = 0
    while done < samples:
        rows = min(CHUNK, samples - done)
        ranged, dealt = sampler.draw(rows)
        # Every player's seven cards: hole cards (fixed, ranged or dealt) plus the board.
        columns = 2 * len(sampler.unknown)
        board_cards = dealt[:, columns:]
        board_sums = np.take(KEY, board_cards).sum(axis=1, dtype=np.int64) + board_key
        strengths = np.empty((count, rows), dtype=np.int32)
        for p, player in enumerate(players):
            if player.combo is not None:
                key, bits = _hole_state(player.combo)
                hole: U8 = np.empty((rows, 0), np.uint8)
            else:
                if p in sampler.ranged:
                    j = sampler.ranged.index(p)
                    hole = ranged[:, 2 * j : 2 * j + 2]
                else:
                    j = sampler.unknown.index(p)
                    hole = dealt[:, 2 * j : 2 * j + 2]
                key, bits = 0, 0
            sums = board_sums + key
            if hole.shape[1]:
                sums += np.take(KEY, hole).sum(axis=1, dtype=np.int64)
            strengths_from_sums(
                sums,
                7,
                short_deck,
                strengths[p],
                _bits_for(board_bits + bits, BIT, board_cards, hole),
                scratch,
            )
        _tally(strengths, counts)
        done += rows
    fractions = counts / samples
    divisors = np.arange(count + 1, dtype=np.float64)
    divisors[0] = 1.0
    squares = (fractions[:, 1:] / divisors[1:] ** 2).sum(axis=1)
    return _results(fractions, squares, False, samples)


def equity(
    hands: Sequence[HandSpec],
    board: str | Sequence[int] = "",
    dead: str | Sequence[int] = "",
    exact: bool | None = None,
    samples: int | None = None,
    seed: int | np.random.Generator | None = None,
    short_deck: bool = False,
) -> tuple[HandEquity, ...]:
    """Win, tie and equity of each hand, in the order given.

    :param hands: two to ten entries, each ``"AsAh"`` or two card ids (known), a
        :class:`~engine.evaluation.ranges.Range` (or
        :class:`~engine.evaluation.ranges.RangeArrays`) or range notation such as
        ``"QQ+, AKs"``, or ``None`` / ``""`` for an unknown hand (any two unseen cards).
    :param board: 0, 3, 4 or 5 community cards already dealt.
    :param dead: cards known to be out of play (folded, burned and shown).
    :param exact: ``True`` to enumerate, ``False`` for Monte Carlo, ``None`` to enumerate
        when it costs at most about half a second.
    :param samples: Monte Carlo deals (default 100,000); ignored when exact.
    :param seed: seed or generator for Monte Carlo, for repeatable answers.
    :param short_deck: 36-card deck and its ranking.
    :raises ConfigError: fewer than two or more than ten hands (``bad_player_count``),
        ``samples`` below one (``bad_samples``), or an exact answer that would take hours
        (``too_large_for_exact``).
    :raises CardError: unreadable cards or ranges, a card dealt twice, a card outside the deck,
        a board of 1, 2 or 6+ cards (``bad_board_size``), a range with nothing left after card
        removal (``empty_range``), ranges that cannot fit together (``ranges_conflict``), or
        not enough cards to deal (``not_enough_cards``).
    """
    if not 2 <= len(hands) <= MAX_PLAYERS:
        raise ConfigError(
            "bad_player_count", f"need 2 to {MAX_PLAYERS} hands, got {len(hands)}", count=len(hands)
        )
    if samples is not None and samples < 1:
        raise ConfigError("bad_samples", f"need at least one sample, got {samples}")
    board_cards = _card_list(board, "board")
    dead_cards = _card_list(dead, "dead cards")
    if len(board_cards) not in (0, 3, 4, 5):
        raise CardError("bad_board_size", f"a board has 0, 3, 4 or 5 cards, got {len(board_cards)}")
    fixed = set(board_cards)
    deck = set(full_deck(short_deck))
    for card in board_cards + dead_cards:
        if card not in deck:
            raise CardError("card_not_in_deck", f"card id {card} is not in this deck", card=card)
    if fixed & set(dead_cards):
        raise CardError("duplicate_card", "a dead card is also on the board")
    fixed |= set(dead_cards)
    players = _players(hands, fixed, short_deck)

    drawn = sum(2 for p in players if not p.known)
    remaining = len(deck) - len(fixed) - sum(2 for p in players if p.known)
    if remaining - drawn < 5 - len(board_cards):
        raise CardError("not_enough_cards", "not enough cards left to deal every hand")
    boards = math.comb(remaining - drawn, 5 - len(board_cards))
    per_deal = boards * len(players) + ENUMERATION_OVERHEAD
    bound = math.prod(p.cards.shape[0] for p in players)
    if exact is None:
        if bound * per_deal <= EXACT_BUDGET:
            exact = True
        elif bound <= GROUPING_LIMIT:
            exact = len(_group(players, board_cards, dead_cards)) * per_deal <= EXACT_BUDGET
        else:
            exact = False
    if exact:
        if bound * boards * len(players) > EXACT_HARD_LIMIT:
            raise ConfigError("too_large_for_exact", "enumerating every deal would take hours")
        return _exact(players, board_cards, dead_cards, short_deck)
    return _monte_carlo(
        players, board_cards, dead_cards, samples or DEFAULT_SAMPLES, seed, short_deck
    )
