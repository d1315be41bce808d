"""The coach: everything a person at the table could work out from what they see, as numbers.

:class:`Coach` turns the person's :class:`~engine.rules.view.PlayerView` (their hole cards,
the board, pots, bets, stacks and every public action) into a frozen :class:`CoachReport`:

* the best hand so far and how it ranks among every hand one could hold on this board;
* equity against each live opponent's range as the bots' reader
  (:mod:`engine.bots.reading`) estimates it, and against random hands;
* outs grouped by the category they make, with the chance to hit by the next card and by the
  river;
* pot odds (the equity a call needs), the effective stack and the stack-to-pot ratio;
* each seat's position code.

After the flop the equity against each range is exact, from every showdown of the person's
hand on this board (:mod:`engine.teaching.coach.showdowns`, built once a street), and so is the
equity against one random hand. Against several random hands it comes from
:func:`engine.evaluation.equity.equity`: exact when that is affordable, otherwise Monte Carlo
with its standard error, seeded from public facts only so that a report repeats. Before the
flop an exact hand-against-range answer would enumerate 1.7 million boards per combination,
so the per-opponent figures there come from the bots' class-against-class equity table
(exact per starting-hand class; ``method`` says ``table``).

Nothing here looks at a card the view does not contain; a test deals the same public hand with
different hidden cards and gets the same report.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from engine.bots.preflop import preflop_tables
from engine.bots.reading import HandRecord
from engine.bots.reading import Population
from engine.bots.reading import SeatStats
from engine.bots.reading import Tendencies
from engine.bots.reading import estimate_range
from engine.bots.reading import moves_of
from engine.core.cards import Card
from engine.core.cards import rank_of
from engine.evaluation.categories import HIGH_CARD
from engine.evaluation.categories import PAIR
from engine.evaluation.equity import equity
from engine.evaluation.evaluator import evaluate_batch
from engine.evaluation.hand_classes import class_index
from engine.evaluation.hand_classes import combo_table
from engine.rules.events import ActionTaken
from engine.rules.events import BetReturned
from engine.rules.events import BettingRoundStarted
from engine.rules.events import Street
from engine.rules.positions import hand_order
from engine.rules.view import PlayerView
from engine.teaching.coach.public_view import SpotError
from engine.teaching.coach.showdowns import Showdowns
from engine.teaching.coach.showdowns import showdowns
from engine.teaching.figures.hand_figures import hand_standing
from engine.teaching.figures.hand_figures import hit_chance
from engine.teaching.figures.hand_figures import outs_summary
from engine.teaching.figures.hand_figures import pot_odds
from engine.teaching.figures.range_hits import RangeHits
from engine.teaching.figures.range_hits import range_hits
from engine.teaching.figures.range_summary import RangeSummary
from engine.teaching.figures.range_summary import summarize_range

__all__ = [
    "Coach",
    "CoachReport",
    "EquityFigure",
    "MadeHand",
    "OpponentRead",
    "OutGroup",
    "RangeStanding",
    "Standing",
    "standing_in_range",
]

F64 = npt.NDArray[np.float64]

#: An out is tainted when, once it comes, at least this share of a live opponent's range
#: (weighted combinations) holds a better hand than the one it makes, or when it leaves at
#: least as much of the range ahead as now (a card pairing the board makes two pair of every
#: pair: the better kickers stay ahead, and trips join them).
TAINTED_SHARE = 0.2

#: Monte Carlo deals per equity when an exact answer is too dear (standard error about
#: 0.4 percentage points for a hand against one range).
MC_SAMPLES = 12_000


@dataclass(frozen=True, slots=True)
class EquityFigure:
    """An equity and how it was found.

    :param equity: share of the pot won on average (0..1).
    :param stderr: its standard error (0 unless ``method`` is ``monte_carlo``).
    :param method: ``exact``, ``monte_carlo`` or ``table``.
    """

    equity: float
    stderr: float
    method: str


@dataclass(frozen=True, slots=True)
class MadeHand:
    """The best hand so far: category (0 high card .. 9 royal flush) and its deciding ranks
    (0 deuce .. 12 ace), most significant first; ``cards`` the best five (empty pre-flop)."""

    category: int
    ranks: tuple[int, ...]
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Standing:
    """How the hand ranks among every two-card hand one could hold on this board.

    :param better: hands that beat it (pre-flop: that come before it in the starting-hand
        order).
    :param tied: other hands exactly as strong.
    :param total: every hand possible on this board (1,326 pre-flop with 52 cards).
    """

    better: int
    tied: int
    total: int

    @property
    def rank(self) -> int:
        """1 for the nuts."""
        return self.better + 1

    @property
    def top_share(self) -> float:
        """The share of hands at least as good (small is strong)."""
        return (self.better + 1) / self.total if self.total else 1.0

    @property
    def bottom_share(self) -> float:
        """The share of hands at most as good (small is weak): 72o is the bottom 2 %."""
        return (self.total - self.better) / self.total if self.total else 1.0


@dataclass(frozen=True, slots=True)
class RangeStanding:
    """How the hand stands now against the hands that make up one opponent's range.

    :param ahead: weighted combinations of the range the hand beats now.
    :param tied: those it ties.
    :param behind: those that beat it.
    """

    ahead: float
    tied: float
    behind: float

    @property
    def total(self) -> float:
        return self.ahead + self.tied + self.behind

    @property
    def top_share(self) -> float:
        """The share of the range (your hand counted in, as pre-flop) at least as good."""
        return (self.behind + self.tied + 1) / (self.total + 1)

    @property
    def bottom_share(self) -> float:
        """The share of the range (your hand counted in) at most as good."""
        return (self.ahead + self.tied + 1) / (self.total + 1)


def standing_in_range(
    hole: tuple[Card, ...], board: tuple[Card, ...], live: F64, short_deck: bool
) -> RangeStanding:
    """How ``hole`` on ``board`` (three cards or more) stands against every combination of a
    range (weights over :func:`engine.evaluation.hand_classes.combo_table`, 0 where a seen
    card is held)."""
    table = combo_table(short_deck)
    keep = np.flatnonzero(live > 0)
    rows = np.empty((keep.shape[0], 2 + len(board)), dtype=np.uint8)
    rows[:, :2] = table.cards[keep]
    rows[:, 2:] = board
    theirs = evaluate_batch(rows, short_deck, validate=False)
    mine = evaluate_batch(np.array([[*hole, *board]], dtype=np.uint8), short_deck,
                          validate=False)[0]
    weights = live[keep]
    return RangeStanding(ahead=round(float(weights[theirs < mine].sum()), 4),
                         tied=round(float(weights[theirs == mine].sum()), 4),
                         behind=round(float(weights[theirs > mine].sum()), 4))


@dataclass(frozen=True, slots=True)
class OutGroup:
    """Cards that lift the hand to ``category`` on the next card.

    :param next_card: chance that the next card is one of them.
    :param by_river: chance that at least one of them comes by the river.
    :param tainted: the cards of ``cards`` that make the hand but leave a live opponent's
        range ahead of it too often (:data:`TAINTED_SHARE`): a card that pairs the board
        and gives the range trips or a better kicker, a flush card under a better flush.
    :param clean_equity: the person's equity against the toughest range (the one the
        person has the least equity against) once one of the clean cards comes, on average
        over them (``None`` without clean cards or an opponent).
    :param tainted_equity: the same for the tainted cards.
    """

    category: int
    cards: tuple[Card, ...]
    next_card: float
    by_river: float
    tainted: tuple[Card, ...] = ()
    clean_equity: float | None = None
    tainted_equity: float | None = None

    @property
    def clean(self) -> tuple[Card, ...]:
        """The outs that leave the hand ahead of most of every range."""
        return tuple(c for c in self.cards if c not in self.tainted)


@dataclass(frozen=True, slots=True)
class OpponentRead:
    """One live opponent as the range reader sees them from their public actions.

    :param summary: the range over the 169 classes, its size and the classes to name: the
        one source of the coach's range line and of the 13x13 grid
        (:mod:`engine.teaching.figures.range_summary`).
    :param equity: the person's equity against this range, heads-up.
    :param weights: the range's weight of every combination of
        :func:`engine.evaluation.hand_classes.combo_table` (0 for those holding a card the person
        sees),
        to compare another range with it.
    :param hits: the shares of the range in each made hand and draw on the board
        (:mod:`engine.teaching.figures.range_hits`; ``None`` before the flop).
    :param standing: how the person's hand stands against the range now (``None`` before
        the flop).
    """

    seat: int
    position: str
    summary: RangeSummary
    equity: EquityFigure
    weights: tuple[float, ...] = ()
    hits: RangeHits | None = None
    standing: RangeStanding | None = None

    @property
    def combos(self) -> float:
        """Weighted combinations in the estimated range (card removal applied)."""
        return self.summary.combos

    @property
    def share(self) -> float:
        """The range as a share of every combination still possible."""
        return self.summary.share


@dataclass(frozen=True, slots=True)
class CoachReport:
    """What the person could know now. Chips are chips, shares are 0..1, positions codes.

    :param positions: (seat, position code) for every seat dealt in.
    :param vs_random: equity against as many random hands as there are live opponents
        (``None`` when nobody else is left).
    :param outs: groups of next-card outs, best category first (flop and turn only).
    :param unseen: cards the next card can be.
    :param outs_next: chance that the next card is any out.
    :param outs_by_river: chance that an out comes by the river.
    :param to_call: chips the person needs to call (0 when checking is free).
    :param pot_odds: ``to_call / (pot + to_call)``: the equity a call needs.
    :param effective_stack: the chips that can still be won or lost against one opponent.
    :param spr: the stack-to-pot ratio as poker books define it: the effective stack behind
        at the start of this street over the pot at the start of this street (pre-flop: once
        the blinds and antes are in); ``None`` with an empty pot.
    :param spr_now: the effective stack behind now over the pot now, this street's bets
        included (equal to ``spr`` until someone bets).
    """

    hand_number: int
    seat: int
    street: Street
    position: str
    positions: tuple[tuple[int, str], ...]
    hole: tuple[Card, ...]
    board: tuple[Card, ...]
    hand: MadeHand
    standing: Standing
    opponents: tuple[OpponentRead, ...]
    vs_random: EquityFigure | None
    outs: tuple[OutGroup, ...]
    unseen: int
    outs_next: float
    outs_by_river: float
    pot: int
    to_call: int
    pot_odds: float
    effective_stack: int
    spr: float | None
    big_blind: int
    short_deck: bool = False
    spr_now: float | None = None


def _seed(*parts: object) -> int:
    """A Monte Carlo seed from public facts, so the same spot gives the same figures."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def _figure(result_equity: float, stderr: float, exact: bool) -> EquityFigure:
    return EquityFigure(round(result_equity, 6), round(stderr, 6),
                        "exact" if exact else "monte_carlo")


class Coach:
    """Reads the table for one person, across the hands of a game.

    Like an adaptive bot it counts each opponent's tendencies over the finished hands it is
    shown (:meth:`hand_over`), so ranges narrow the way the bots' own ranges do.

    :param samples: Monte Carlo deals per equity when an exact answer is too dear.
    """

    def __init__(self, samples: int = MC_SAMPLES) -> None:
        self.samples = samples
        self.population = Population()
        self.stats: dict[int, SeatStats] = {}
        self._random_cache: dict[tuple[object, ...], EquityFigure] = {}
        self._counted: set[tuple[int, tuple[int, ...]]] = set()

    def hand_over(self, view: PlayerView) -> None:
        """Count a finished hand's public actions into each opponent's tendencies (once)."""
        record = moves_of(view.history)
        if record is None:
            return
        key = (record.hand_number, record.seats)
        if key in self._counted:
            return
        self._counted.add(key)
        for seat in record.seats:
            if seat != view.seat:
                self.stats.setdefault(seat, SeatStats()).add_hand(seat, record)

    def tendencies(self, seat: int) -> Tendencies:
        """The coach's read of a seat's habits (the population prior at first)."""
        return self.stats.get(seat, SeatStats()).estimates(self.population)

    def report(self, view: PlayerView) -> CoachReport:
        """Everything the person may know now (see the module docstring).

        :raises SpotError: the view has no hand history (``no_hand``).
        """
        record = moves_of(view.history)
        if record is None or len(view.hole) != 2:
            raise SpotError("no_hand", "the view has no hand with two hole cards")
        me = view.position
        codes = hand_order(len(view.seats))
        live = [j for j in range(len(view.seats)) if j != me and not view.folded[j]]
        hole = tuple(view.hole)
        board = tuple(view.board)
        to_call = self._to_call(view)
        pot = view.pot
        reach = max((view.stacks[j] + view.bets[j] - view.bets[me] for j in live), default=0)
        effective = max(min(view.stacks[me], reach), 0)
        reads = tuple(self._read(view, record, j, codes[j]) for j in live)
        groups, unseen, next_p, river_p = self._outs(hole, board, view.short_deck, reads)
        hand, rank = made_hand_and_standing(hole, board, view.short_deck)
        return CoachReport(
            hand_number=record.hand_number, seat=view.seat, street=view.street,
            position=codes[me], positions=tuple(zip(view.seats, codes, strict=True)),
            hole=hole, board=board, hand=hand, standing=rank,
            opponents=reads,
            vs_random=self._vs_random(hole, board, len(live), view.short_deck),
            outs=groups, unseen=unseen, outs_next=next_p, outs_by_river=river_p,
            pot=pot, to_call=to_call,
            pot_odds=pot_odds(pot, to_call),
            effective_stack=effective, spr=_street_spr(view, live),
            spr_now=effective / pot if pot else None,
            big_blind=view.big_blind, short_deck=view.short_deck,
        )

    # ------------------------------------------------------------------ parts

    @staticmethod
    def _to_call(view: PlayerView) -> int:
        if view.legal is not None:
            return view.to_call
        me = view.position
        if view.folded[me]:
            return 0
        return max(min(max(view.bets) - view.bets[me], view.stacks[me]), 0)

    def _read(
        self, view: PlayerView, record: HandRecord, j: int, code: str
    ) -> OpponentRead:
        seat = view.seats[j]
        tables = preflop_tables(view.short_deck)
        weights = estimate_range(seat, record, tables, self.tendencies(seat), view.short_deck)
        seen = [*view.hole, *view.board]
        free = tables.combos.free_of(seen)
        live: F64 = weights * free
        return OpponentRead(
            seat=seat, position=code, summary=summarize_range(live, free, view.short_deck),
            equity=self._against(view, live),
            weights=tuple(live.tolist()),
            hits=(range_hits(live, view.board, view.hole, view.short_deck)
                  if len(view.board) >= 3 else None),
            standing=(standing_in_range(tuple(view.hole), tuple(view.board), live,
                                        view.short_deck) if len(view.board) >= 3 else None),
        )

    def _against(self, view: PlayerView, live: F64) -> EquityFigure:
        hole = tuple(view.hole)
        if not view.board:
            tables = preflop_tables(view.short_deck)
            hero = class_index(max(hole), min(hole))
            return EquityFigure(round(tables.equity_vs(hero, live, hole), 6), 0.0, "table")
        found = showdowns(hole, tuple(view.board), view.short_deck).equity(live)
        if found is None:  # the reader left no holding that is still possible
            return EquityFigure(0.5, 0.0, "table")
        return EquityFigure(round(found, 6), 0.0, "exact")

    def _vs_random(
        self, hole: tuple[Card, ...], board: tuple[Card, ...], opponents: int, short_deck: bool
    ) -> EquityFigure | None:
        if opponents < 1:
            return None
        key = (hole, board, opponents, short_deck)
        found = self._random_cache.get(key)
        if found is None and opponents == 1 and board:
            anyone = showdowns(hole, board, short_deck).equity(
                np.ones(combo_table(short_deck).size))
            found = EquityFigure(round(anyone or 0.5, 6), 0.0, "exact")
            self._random_cache[key] = found
        if found is None:
            # One random opponent on the flop already enumerates a million deals: before the
            # turn, sample.
            exact = None if len(board) >= 4 else False
            result = equity([hole, *[None] * opponents], board, exact=exact,
                            samples=self.samples, seed=_seed(*key), short_deck=short_deck)[0]
            found = _figure(result.equity, result.stderr, result.exact)
            if len(self._random_cache) > 64:
                self._random_cache.clear()
            self._random_cache[key] = found
        return found

    @staticmethod
    def _outs(
        hole: tuple[Card, ...], board: tuple[Card, ...], short_deck: bool,
        reads: tuple[OpponentRead, ...],
    ) -> tuple[tuple[OutGroup, ...], int, float, float]:
        if len(board) not in (3, 4):
            return (), 0, 0.0, 0.0
        found = outs_summary(hole, board, short_deck=short_deck)
        to_come = 5 - len(board)
        ranges = [np.asarray(r.weights) for r in reads if r.combos > 0]
        toughest = min(reads, key=lambda r: r.equity.equity, default=None)
        games = showdowns(hole, board, short_deck) if toughest is not None else None
        groups = []
        for g in found.groups:
            tainted = tuple(c for c in g.cards if _tainted(hole, board, c, ranges, short_deck))
            clean = [c for c in g.cards if c not in tainted]
            groups.append(OutGroup(
                g.category, g.cards, hit_chance(len(g.cards), found.unseen, 1),
                hit_chance(len(g.cards), found.unseen, to_come), tainted,
                _mean_equity(games, clean, toughest), _mean_equity(games, tainted, toughest)))
        return tuple(groups), found.unseen, found.next_card, found.by_river


def _tainted(hole: tuple[Card, ...], board: tuple[Card, ...], card: Card,
             ranges: list[F64], short_deck: bool) -> bool:
    """Whether, once ``card`` comes, a range holds a better hand :data:`TAINTED_SHARE` of
    the time or more, or is ahead at least as often as now (its combinations holding
    ``card`` left out)."""
    table = combo_table(short_deck)
    free = table.free_of([card])
    for weights in ranges:
        after = standing_in_range(hole, (*board, card), weights * free, short_deck)
        if after.total <= 0 or after.behind <= 0:
            continue
        now = standing_in_range(hole, board, weights * free, short_deck)
        behind = after.behind / after.total
        if behind >= TAINTED_SHARE or behind >= now.behind / max(now.total, 1e-9):
            return True
    return False


def _mean_equity(games: Showdowns | None, cards: list[Card] | tuple[Card, ...],
                 read: OpponentRead | None) -> float | None:
    """The average equity against ``read``'s range once one of ``cards`` comes."""
    if games is None or read is None or not cards:
        return None
    weights = np.asarray(read.weights)
    found = [e for c in cards if (e := games.equity_with(c, weights)) is not None]
    return round(float(np.mean(found)), 6) if found else None


def _street_spr(view: PlayerView, live: list[int]) -> float | None:
    """The effective stack behind at the start of this street over the pot then.

    What each player put in with their actions on this street (less a bet that came back
    uncalled) goes back to their stack and out of the pot, read from the hand's history, so
    the figure is the street's start also once its bets have been swept into the pot (the
    river after the last call, at showdown). Before the flop the blinds and antes stay in
    the pot (posted before anyone acts), so a player's stack at the start is what was behind
    once they were in.
    """
    where = {seat: j for j, seat in enumerate(view.seats)}
    put_in = [0] * len(view.seats)
    on_street = view.street is Street.PREFLOP
    for event in view.history:
        if isinstance(event, BettingRoundStarted):
            on_street = event.street is view.street
        elif on_street and isinstance(event, ActionTaken) and event.seat in where:
            put_in[where[event.seat]] += event.amount
        elif on_street and isinstance(event, BetReturned) and event.seat in where:
            put_in[where[event.seat]] -= event.amount
    start = [view.stacks[j] + put_in[j] for j in range(len(view.seats))]
    pot = view.pot - sum(put_in)
    me = view.position
    effective = max(min(start[me], max((start[j] for j in live), default=0)), 0)
    return effective / pot if pot > 0 else None


def made_hand_and_standing(
    hole: tuple[Card, ...], board: tuple[Card, ...], short_deck: bool
) -> tuple[MadeHand, Standing]:
    """The best hand so far and where it stands among every two-card hand on ``board``.

    After the flop both come from :func:`engine.teaching.figures.hand_figures.hand_standing`.
    Pre-flop two
    cards are a pair or high card, and there is no showdown value yet, so hands are ordered by
    the bots' starting-hand order (pairs and big suited cards first).
    """
    if len(board) >= 3:
        found = hand_standing(hole, board, short_deck)
        value = found.value
        made = MadeHand(value.category, value.ranks, value.cards)
        return made, Standing(found.better, found.equal - 1, found.total)
    ranks = sorted((rank_of(c) for c in hole), reverse=True)
    if ranks[0] == ranks[1]:
        made = MadeHand(PAIR, (ranks[0],), ())
    else:
        made = MadeHand(HIGH_CARD, tuple(ranks), ())
    tables = preflop_tables(short_deck)
    score = np.round(tables.combo_percentile, 9)
    mine = score[tables.combos.index(*hole)]
    better = int(np.count_nonzero(score < mine))
    tied = int(np.count_nonzero(score == mine)) - 1
    return made, Standing(better, tied, int(score.size))
