"""Hand ranges: weighted sets of two-card combinations, read from the usual notation.

A range is what a player might hold. The notation is the one poker tools share::

    QQ+, AKs, A5s-A2s, KQo, 76s, AKs:0.5, AsKs, T9s-65s

* ``QQ`` a pair (6 combinations), ``AKs`` suited (4), ``AKo`` offsuit (12), ``AK`` both (16);
* ``QQ+`` that pair and every higher one; ``ATs+`` the kicker from ten up to king;
* ``QQ-99``, ``A5s-A2s`` everything between two hands with the same top card;
  ``T9s-65s`` connectors stepping down together (both ends must have the same gap);
* ``AsKs`` one explicit combination;
* ``:0.5`` after any item gives its combinations that weight (0 removes them, 1 is the default).

Items are separated by commas or spaces; a later item overrides the weight an earlier one gave
to the same combination, so ``AKs, AsKs:0.5`` is every suited ace-king, the spade one at half.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Iterable
from collections.abc import Iterator
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from itertools import repeat

import numpy as np
import numpy.typing as npt

from engine.core.cards import RANK_CHARS
from engine.core.cards import Card
from engine.core.cards import card_str
from engine.core.cards import full_deck
from engine.core.cards import parse_card
from engine.core.errors import CardError

Combo = tuple[Card, Card]

__all__ = ["Combo", "Range", "RangeArrays", "hand_class", "parse_range"]

_RANK = "[2-9TJQKA]"
_COMBO_RE = re.compile(rf"({_RANK}[cdhs])({_RANK}[cdhs])", re.IGNORECASE)
_CLASS_RE = re.compile(rf"({_RANK})({_RANK})([so]?)(\+?)", re.IGNORECASE)
_SPAN_RE = re.compile(rf"({_RANK})({_RANK})([so]?)-({_RANK})({_RANK})([so]?)", re.IGNORECASE)
#: One item with its optional weight, spaces allowed around the colon ("AKs : 0.5").
_TOKEN_RE = re.compile(r"[^,\s:]+(?:\s*:\s*[^,\s:]*)?|:\s*[^,\s:]*")


def _combo(a: Card, b: Card) -> Combo:
    """The canonical order of a combination: the higher card id first."""
    return (a, b) if a > b else (b, a)


def _class_combos(high: int, low: int, kind: str) -> list[Combo]:
    """Combinations of a hand class: ranks ``high >= low``, ``kind`` ``s``, ``o`` or both."""
    out: list[Combo] = []
    for s1 in range(4):
        for s2 in range(4):
            if high == low and s2 <= s1:
                continue  # a pair: each unordered pair of suits once
            if high != low and ((kind == "s" and s1 != s2) or (kind == "o" and s1 == s2)):
                continue
            out.append(_combo(4 * high + s1, 4 * low + s2))
    return out


def _rank(char: str) -> int:
    return RANK_CHARS.index(char.upper())


#: Why an item cannot be read (``details['reason']`` of a ``bad_range`` error).
_REASONS = {
    "the same card twice": "same_card",
    "a pair cannot be suited or offsuit": "suited_pair",
    "both ends must be suited, offsuit or neither alike": "ends_differ",
    "the two ends share neither the top card nor the gap": "no_common_step",
    "not a hand, a hand class or a span": "unknown_item",
}


def _bad(token: str, why: str) -> CardError:
    return CardError("bad_range", f"cannot read range item {token!r}: {why}", token=token,
                     reason=_REASONS[why])


def _item_combos(body: str) -> list[Combo]:
    """The combinations one item of the notation names (without its weight)."""
    match = _COMBO_RE.fullmatch(body)
    if match:
        a, b = parse_card(match.group(1)), parse_card(match.group(2))
        if a == b:
            raise _bad(body, "the same card twice")
        return [_combo(a, b)]
    match = _CLASS_RE.fullmatch(body)
    if match:
        r1, r2 = sorted((_rank(match.group(1)), _rank(match.group(2))), reverse=True)
        kind, plus = match.group(3).lower(), match.group(4)
        if r1 == r2:
            if kind:
                raise _bad(body, "a pair cannot be suited or offsuit")
            lows = range(r1, 13) if plus else range(r1, r1 + 1)
            return [c for r in lows for c in _class_combos(r, r, "")]
        kickers = range(r2, r1) if plus else range(r2, r2 + 1)
        return [c for k in kickers for c in _class_combos(r1, k, kind)]
    match = _SPAN_RE.fullmatch(body)
    if match:
        a1, a2, b1, b2 = (_rank(match.group(i)) for i in (1, 2, 4, 5))
        kind, kind2 = match.group(3).lower(), match.group(6).lower()
        if kind != kind2:
            raise _bad(body, "both ends must be suited, offsuit or neither alike")
        a1, a2 = max(a1, a2), min(a1, a2)
        b1, b2 = max(b1, b2), min(b1, b2)
        if a1 == a2 and b1 == b2:  # pairs: QQ-99
            if kind:
                raise _bad(body, "a pair cannot be suited or offsuit")
            lo, hi = sorted((a1, b1))
            return [c for r in range(lo, hi + 1) for c in _class_combos(r, r, "")]
        if a1 == b1 and a2 != a1 and b2 != b1:  # same top card: A5s-A2s
            lo, hi = sorted((a2, b2))
            return [c for k in range(lo, hi + 1) for c in _class_combos(a1, k, kind)]
        if a1 - a2 == b1 - b2 and a1 != a2:  # same gap: T9s-65s
            lo, hi = sorted((a1, b1))
            gap = a1 - a2
            return [c for top in range(lo, hi + 1) for c in _class_combos(top, top - gap, kind)]
        raise _bad(body, "the two ends share neither the top card nor the gap")
    raise _bad(body, "not a hand, a hand class or a span")


def _parse_weight(token: str, text: str) -> float:
    try:
        weight = float(text)
    except ValueError:
        raise CardError("bad_range_weight", f"not a weight in {token!r}", token=token) from None
    if not 0.0 <= weight <= 1.0:
        raise CardError("bad_range_weight", f"weight must be 0 to 1 in {token!r}", token=token)
    return weight


def _all_valid(combos: tuple[Combo, ...], weights: tuple[float, ...]) -> bool:
    """Whether every combination is ``(higher, lower)`` of card ids and every weight in (0, 1]."""
    if not combos:
        return True
    high, low = zip(*combos, strict=True)
    return (
        min(low) >= 0
        and max(high) < 52
        and all(map(operator.gt, high, low))
        and all(map(operator.lt, repeat(0.0), weights))
        and all(map(operator.le, weights, repeat(1.0)))
    )


@dataclass(frozen=True, slots=True)
class Range:
    """A weighted set of two-card combinations (each at most once).

    :param combos: the combinations, each as ``(higher id, lower id)``, sorted descending.
    :param weights: one weight in ``(0, 1]`` per combination: how often the player holds it
        relative to a combination of weight 1.
    :raises CardError: lengths differ, a weight is out of range, or a combination repeats.
    """

    combos: tuple[Combo, ...]
    weights: tuple[float, ...]

    def __post_init__(self) -> None:
        if len(self.combos) != len(self.weights):
            raise CardError("bad_range", "one weight per combination is needed")
        if len(set(self.combos)) != len(self.combos):
            raise CardError("bad_range", "a combination appears twice")
        # The bots build ranges many times per decision: check in bulk (C-level loops), and
        # walk the combinations one by one only to explain a failure.
        if _all_valid(self.combos, self.weights):
            return
        for (a, b), w in zip(self.combos, self.weights, strict=True):
            if not (0 <= b < a < 52):
                raise CardError("bad_range", f"not a combination: {(a, b)}")
            if not 0.0 < w <= 1.0:
                raise CardError("bad_range_weight", f"weight {w} is not in (0, 1]")

    @classmethod
    def from_weights(cls, weights: Mapping[Combo, float] | Iterable[tuple[Combo, float]]) -> Range:
        """Build from combination -> weight pairs (any card order; zero weights dropped)."""
        items = weights.items() if isinstance(weights, Mapping) else weights
        merged: dict[Combo, float] = {}
        for (a, b), w in items:
            merged[_combo(a, b)] = float(w)
        ordered = sorted(((c, w) for c, w in merged.items() if w > 0), reverse=True)
        return cls(tuple(c for c, _ in ordered), tuple(w for _, w in ordered))

    @classmethod
    def random(cls, short_deck: bool = False) -> Range:
        """Every combination of the deck at weight 1: a hand nobody knows anything about.

        Built once per deck (ranges are immutable): the bots ask for it at every decision
        against a hand they know nothing about, and building it is a sort of 1,326 entries.
        """
        return _random_range(short_deck)

    def __len__(self) -> int:
        return len(self.combos)

    def __iter__(self) -> Iterator[tuple[Combo, float]]:
        return iter(zip(self.combos, self.weights, strict=True))

    def __str__(self) -> str:
        return self.notation()

    @property
    def size(self) -> float:
        """Sum of the weights: the number of combinations the range is worth."""
        return float(sum(self.weights))

    def weight(self, combo: Combo) -> float:
        """The weight of one combination (0 if it is not in the range)."""
        key = _combo(*combo)
        for c, w in self:
            if c == key:
                return w
        return 0.0

    def without(self, cards: Iterable[Card]) -> Range:
        """The combinations that use none of ``cards`` (card removal: they are seen)."""
        seen = set(cards)
        kept = [(c, w) for c, w in self if c[0] not in seen and c[1] not in seen]
        return Range(tuple(c for c, _ in kept), tuple(w for _, w in kept))

    def arrays(self) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.float64]]:
        """Combinations as an ``(n, 2)`` ``uint8`` array and weights as ``float64``."""
        combos = np.array(self.combos, dtype=np.uint8).reshape(-1, 2)
        return combos, np.array(self.weights, dtype=np.float64)

    def notation(self) -> str:
        """The range written back: whole hand classes as ``AKs``, the rest as ``AsKs``.

        Weights other than 1 follow a colon. ``parse_range(r.notation()) == r``.
        """
        by_class: dict[str, list[tuple[Combo, float]]] = {}
        for combo, w in self:
            by_class.setdefault(hand_class(combo), []).append((combo, w))
        parts: list[str] = []
        for name, members in by_class.items():
            weights = {w for _, w in members}
            full = len(_class_combos(*_class_ranks(name)))
            if len(members) == full and len(weights) == 1:
                parts.append(_with_weight(name, members[0][1]))
            else:
                parts.extend(_with_weight(card_str(a) + card_str(b), w) for (a, b), w in members)
        return ", ".join(parts)


@dataclass(frozen=True, slots=True, eq=False)
class RangeArrays:
    """A range held as arrays: ``cards`` ``(n, 2)`` card ids (higher first), one weight in
    ``(0, 1]`` each.

    The form a program works in: the bots narrow a range as weights over every combination
    and ask for its equity several times a decision, and a :class:`Range` of tuples would be
    built, checked and turned back into arrays each time. :func:`~engine.evaluation.equity.equity`
    takes either. The arrays are the caller's; do not change them afterwards.

    :raises CardError: as :class:`Range` (``bad_range``, ``bad_range_weight``).
    """

    cards: npt.NDArray[np.uint8]
    weights: npt.NDArray[np.float64]

    def __post_init__(self) -> None:
        cards, weights = np.asarray(self.cards), np.asarray(self.weights)
        if cards.ndim != 2 or cards.shape[1] != 2 or weights.shape != (cards.shape[0],):
            raise CardError("bad_range", "one weight per combination of two cards is needed")
        high, low = cards[:, 0].astype(np.int64), cards[:, 1].astype(np.int64)
        if not ((low >= 0) & (low < high) & (high < 52)).all():
            raise CardError("bad_range", "a combination is not two card ids, higher first")
        if not ((weights > 0.0) & (weights <= 1.0)).all():
            raise CardError("bad_range_weight", "a weight is not in (0, 1]")
        if cards.shape[0] and np.bincount(high * 52 + low).max() > 1:
            raise CardError("bad_range", "a combination appears twice")
        object.__setattr__(self, "cards", cards.astype(np.uint8, copy=False))
        object.__setattr__(self, "weights", weights.astype(np.float64, copy=False))

    def __len__(self) -> int:
        return int(self.cards.shape[0])


def _with_weight(text: str, weight: float) -> str:
    return text if weight == 1.0 else f"{text}:{weight:g}"


def _class_ranks(name: str) -> tuple[int, int, str]:
    return _rank(name[0]), _rank(name[1]), name[2:]


def hand_class(combo: Combo) -> str:
    """The class of a combination, e.g. ``AKs``, ``AKo`` or ``QQ`` (169 classes)."""
    a, b = _combo(*combo)
    r1, r2 = a >> 2, b >> 2
    name = RANK_CHARS[r1] + RANK_CHARS[r2]
    if r1 == r2:
        return name
    return name + ("s" if a & 3 == b & 3 else "o")


def parse_range(text: str) -> Range:
    """Read a range from the usual notation (see the module docstring).

    >>> len(parse_range("QQ+, AKs"))
    22
    >>> parse_range("AKs, AsKs:0.5").weight((51, 47))
    0.5

    :raises CardError: ``bad_range`` for an item that cannot be read, ``bad_range_weight``
        for a weight that is not a number from 0 to 1 (both with the item's ``token``, its
        ``position`` in ``text`` counted from 0 and its ``length``), ``empty_range`` if nothing
        remains.

    >>> try:
    ...     parse_range("QQ+, AKx")
    ... except CardError as error:
    ...     error.code, error.details
    ('bad_range', {'token': 'AKx', 'reason': 'unknown_item', 'position': 5, 'length': 3})
    """
    weights: dict[Combo, float] = {}
    for match in _TOKEN_RE.finditer(text):
        token = re.sub(r"\s+", "", match.group())
        body, _, weight_text = token.partition(":")
        try:
            weight = _parse_weight(token, weight_text) if weight_text else 1.0
            combos = _item_combos(body)
        except CardError as error:
            # Where the item stands in the text, so a person typing it sees which one it is.
            error.details.update(position=match.start(), length=match.end() - match.start())
            raise
        for combo in combos:
            weights[combo] = weight  # the latest mention decides
    result = Range.from_weights(weights)
    if not result.combos:
        raise CardError("empty_range", f"the range {text!r} holds no combination", text=text)
    return result


@cache
def _random_range(short_deck: bool) -> Range:
    deck = full_deck(short_deck)
    return Range.from_weights(((a, b), 1.0) for a, b in combinations(deck, 2))
