"""How exploitable each level is: a local best response (LBR) plays it heads-up.

Local best response (Lisý and Bowling, "Equilibrium Approximation Quality of Current No-Limit
Poker Bots", 2017) is the honest yardstick for "hard to beat": it is allowed to look at the
opponent's *strategy* (never its cards) and plays, at every decision, the action that is
best against it assuming the hand is then checked or called down.

* **Range by querying.** Whenever the Felt player acts, LBR asks a copy of it what it would
  have done in the very same public spot with every holding (before the flop one holding
  per starting-hand class, after the flop ``--samples`` holdings drawn from its current
  range, the others answered by the sampled holding nearest in strength and draw on this
  board), and keeps each holding's weight times the chance of the action actually taken.
  Copies carry the player's learned reads, so the queries do not disturb it, and each draws
  its random choices from a generator of its own: LBR knows the strategy, never how the
  player's next coin falls (:func:`_probe`; before session 12 the copies drew the player's
  own next numbers, and those figures are filed without ``|own-draws`` in their key).
* **Best response with a few sizes.** At its own turn LBR values fold, check or call by its
  equity against the range, and bets or raises of half the pot, the pot and all-in by
  ``P(fold) x pot + P(call) x (equity against the calling part x final pot - bet)``, the
  folding and calling parts again found by asking the copy how it answers that bet with
  each holding. Before the flop it only calls or folds by equity (the cheap pre-flop policy
  of the paper's experiments), which already punishes any leak there.

Deals are played in duplicate (LBR holds each seat of every deal once), 100 big blinds,
No-Limit. ``bb/100`` is LBR's win rate with a 95 % interval over deals: the lower, the
harder the level is to exploit. Each run files it twice: as played, and *all-in adjusted*
(a hand whose chips all went in before the river counts at its expected value, pot times
equity, not at the one board dealt; :func:`all_in_value`). The adjustment keeps the mean and
removes most of the luck: on 40 deals against the expert the spread per deal fell from
1,310 to 703 bb/100, so the same interval takes about a third of the deals. The queries
make it slow (a few hundred Felt decisions per LBR decision), so the default is small; the
figures in ``docs/bots.md`` say how many deals.

``--breakdown`` prints where LBR's chips came from (each hand filed under how it ended: who
folded to whose bet of which size on which street, or a showdown after whose last bet) and
how often the level folded to each of LBR's bets against what the minimum defence frequency
allows (:class:`Breakdown`; docs/solver.md has the expert's). ``--first-seed`` lets a second
process fill the same shelf at once.

Run: ``python bench/lbr_bench.py --deals 100`` (all levels), ``--level expert``.
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import json
import math
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accumulate import FIRST_SEED
from accumulate import RESULTS_DIR
from accumulate import Shelf
from accumulate import block_of

from engine.bots import Bot
from engine.bots.board_tables import board_tables
from engine.bots.preflop import preflop_tables
from engine.bots.solver_play import at_the_table
from engine.bots.spot import per_runout
from engine.core.cards import Deck
from engine.evaluation.equity import equity
from engine.evaluation.hand_classes import combo_table
from engine.play.arena import VARIANTS
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.actions import LegalActions
from engine.rules.events import Street
from engine.rules.hand import HandState
from engine.rules.view import PlayerView
from engine.rules.view import view_for

LEVELS = ["beginner", "casual", "solid", "expert"]
#: LBR's bets and raises, as fractions of the pot after calling (and all-in).
SIZES = (0.5, 1.0)
#: A holding's weight never drops below this share for one action (sampling is noisy, and a
#: range must never be emptied by one surprising action).
FLOOR = 0.02
STACK = 200
#: Deals per filed block (saved as soon as played; the level keeps its reads of LBR over one).
BLOCK_DEALS = 50
#: The results shelf of this bench (see :mod:`accumulate`).
RESULTS = RESULTS_DIR / "lbr_bench.json"
#: The shelf key's part that marks results whose queries drew their own random numbers
#: (:func:`_probe`): not pooled with the earlier ones, which saw the player's next draws.
OWN_DRAWS = "|own-draws"
#: The shelf key's ending for the all-in adjusted results (:func:`all_in_value`).
ADJUSTED = "|allin-ev"


def _frozen(value: object) -> bool:
    params = getattr(type(value), "__dataclass_params__", None)
    return params is not None and bool(params.frozen)


def clone_player(player: Bot) -> Bot:
    """A copy of ``player`` to ask "what would you do", which changes the copy (its generator,
    its pending view) and never the original.

    The player's frozen parts (profile, the pending view with its history, the last thought)
    are shared rather than copied, as nothing changes them, and the generator is copied by
    its state: deepcopy spent half of this bench's time on them.
    """
    memo: dict[int, object] = {id(v): v for v in vars(player).values() if _frozen(v)}
    # A generator's state is 625 numbers that deepcopy would copy one by one.
    rng = random.Random()
    rng.setstate(player.rng.getstate())
    memo[id(player.rng)] = rng
    return copy.deepcopy(player, memo)


def _probe(player: Bot, view: PlayerView, hole: tuple[int, int], seed: int) -> Action:
    """What a copy of ``player`` does in ``view`` holding ``hole``, drawing its random
    choices from a generator of its own (``seed``).

    A copy that kept the player's generator would draw the very numbers the player draws
    next: where the player mixes (the river solve samples its action from the equilibrium's
    frequencies), LBR would then see how this deal's coin falls, not the strategy, and bet
    exactly when the coin says fold. Each copy's own draw makes the share of copies taking an
    action an estimate of the strategy's frequency, which is all a best response may know.
    """
    copy_of = clone_player(player)
    copy_of.rng = random.Random(seed)
    return copy_of.decide(dataclasses.replace(view, hole=hole))


class RangeModel:
    """LBR's picture of the opponent: weights over every two-card combination."""

    def __init__(self, short_deck: bool) -> None:
        self.short_deck = short_deck
        self.table = combo_table(short_deck)
        self.weights = np.ones(self.table.size)

    def representatives(self, dead: list[int], samples: int, board: tuple[int, ...],
                        rng: random.Random) -> tuple[list[int], np.ndarray]:
        """Holdings to ask about and, for every combination, which of them stands for it."""
        free = self.table.free_of(dead)
        live = self.weights * free
        if not board:
            reps: list[int] = []
            owner = np.full(self.table.size, -1)
            for cls in range(int(self.table.classes.max()) + 1):
                members = np.flatnonzero((self.table.classes == cls) & free)
                if members.size:
                    owner[members] = len(reps)
                    reps.append(int(members[0]))
            return reps, owner
        candidates = np.flatnonzero(live > 0)
        probs = live[candidates] / live[candidates].sum()
        count = min(samples, candidates.size)
        seed = rng.getrandbits(32)
        picked = np.random.default_rng(seed).choice(candidates, count, replace=False, p=probs)
        tables = board_tables(board, self.short_deck)
        features = np.stack([tables.hs, tables.draw * 2.0], axis=1)
        distance = ((features[:, None, :] - features[picked][None, :, :]) ** 2).sum(axis=2)
        owner = np.where(free, distance.argmin(axis=1), -1)
        return [int(k) for k in picked], owner

    def answers(self, player: Bot, view: PlayerView, reps: list[int],
                rng: random.Random) -> list[Action]:
        """A copy's action with each representative holding (each copy draws its random
        choices from its own generator, seeded from ``rng``: :func:`_probe`)."""
        cards = self.table.cards
        return [_probe(player, view, (int(cards[k, 0]), int(cards[k, 1])),
                       rng.getrandbits(64)) for k in reps]


def _kind(action: Action) -> str:
    return "fold" if action.kind is ActionKind.FOLD else (
        "raise" if action.kind is ActionKind.RAISE else "passive")


def _equity(hole: tuple[int, int], board: tuple[int, ...], weights: np.ndarray,
            short_deck: bool) -> float:
    if float(weights.sum()) <= 0:
        return 0.5
    table = combo_table(short_deck)
    hero = table.index(max(hole), min(hole))
    if not board:
        order = preflop_tables(short_deck)
        return order.equity_vs(int(table.classes[hero]), weights, (max(hole), min(hole)))
    results, possible = board_tables(board, short_deck).results_against(hero)
    return float(np.mean(per_runout(results, possible, weights.astype(np.float32))))


@dataclasses.dataclass
class LbrPlayer:
    """The local best response against one Felt player (whose strategy it may query)."""

    opponent: Bot
    samples: int
    rng: random.Random
    model: RangeModel | None = None
    #: where to file the value of each decision over the safe one (``--breakdown``)
    breakdown: Breakdown | None = None

    def new_hand(self, short_deck: bool) -> None:
        self.model = RangeModel(short_deck)

    def observe(self, view_of_opponent: PlayerView, action: Action, my_hole: tuple[int, int],
                before: Bot) -> None:
        """The opponent took ``action``: keep each holding by its chance of doing so."""
        assert self.model is not None
        dead = list(my_hole) + list(view_of_opponent.board)
        reps, owner = self.model.representatives(dead, self.samples, view_of_opponent.board,
                                                 self.rng)
        acts = self.model.answers(before, view_of_opponent, reps, self.rng)
        same = np.array([_kind(a) == _kind(action) for a in acts], dtype=np.float64)
        likelihood = np.where(owner >= 0, same[np.maximum(owner, 0)], 0.0)
        self.model.weights *= np.maximum(likelihood, FLOOR)

    def decide(self, hand: HandState, seat: int) -> Action:
        assert self.model is not None
        view = view_for(hand, seat)
        legal = view.legal
        assert legal is not None
        hole = (max(view.hole), min(view.hole))
        dead = list(hole) + list(view.board)
        free = self.model.table.free_of(dead)
        weights = self.model.weights * free
        eq = _equity(hole, view.board, weights, view.short_deck)
        pot, call = view.pot, view.to_call
        passive = Action.check() if legal.can_check else Action.call()
        values: list[tuple[float, Action]] = [(eq * (pot + call) - call, passive)]
        if call > 0:
            values.append((0.0, Action.fold()))
        if view.street is not Street.PREFLOP and legal.can_raise:
            for to in self._targets(legal):
                values.append((self._bet_value(hand, seat, to, hole, weights),
                               Action.bet_or_raise(to)))
        best = max(values, key=lambda v: v[0])
        if self.breakdown is not None and view.street is not Street.PREFLOP:
            safe = max(v for v, a in values if a.kind is not ActionKind.RAISE)
            self.breakdown.gain(STREETS[int(view.street)], "facing a bet" if call else "no bet",
                                _action_name(best[1], view), best[0] - safe)
        return best[1]

    def _targets(self, legal: LegalActions) -> list[int]:
        assert legal.min_raise_to is not None and legal.max_raise_to is not None
        call = legal.call_amount or 0
        top = legal.current_bet + call
        out = {max(legal.min_raise_to, min(legal.max_raise_to,
                                           round(top + f * (legal.pot + call))))
               for f in SIZES}
        out.add(legal.max_raise_to)
        return sorted(out)

    def _bet_value(self, hand: HandState, seat: int, to: int, hole: tuple[int, int],
                   weights: np.ndarray) -> float:
        """Fold equity and equity against the calling part, by asking the opponent."""
        assert self.model is not None
        trial = copy.deepcopy(hand)
        pot_before = view_for(hand, seat).pot
        mine = trial.bets[trial.seats.index(seat)]
        trial.act(Action.bet_or_raise(to))
        added = to - mine
        other = trial.actor_seat
        if other is None:
            return -math.inf
        their = view_for(trial, other)
        board = their.board
        reps, owner = self.model.representatives(list(hole) + list(board), self.samples,
                                                 board, self.rng)
        acts = self.model.answers(self.opponent, their, reps, self.rng)
        folds = np.array([a.kind is ActionKind.FOLD for a in acts], dtype=np.float64)
        fold_of = np.where(owner >= 0, folds[np.maximum(owner, 0)], 0.0)
        total = float(weights.sum())
        if total <= 0:
            return -math.inf
        fold = float((weights * fold_of).sum()) / total
        calling = weights * (1.0 - fold_of)
        eq_called = _equity(hole, board, calling, hand.config.short_deck)
        need = min(to - their.bets[their.position], their.stacks[their.position])
        return fold * pot_before + (1 - fold) * (
            eq_called * (pot_before + added + need) - added)


def all_in_value(hand: HandState, lbr_seat: int, board_then: int) -> float | None:
    """LBR's expected result of a hand whose chips all went in before the river.

    Once both players are all-in nothing they do changes the outcome, only the cards still
    to come, so the hand's value is the pot times LBR's exact equity at that moment (with
    equal stacks: ``STACK x (2 x equity - 1)``). Counting that instead of the one board
    actually dealt removes the luck of the run-out without biasing the mean, the "all-in
    adjusted" figure of tracking programs. ``None`` when the hand did not end that way.
    """
    pos = hand.seats.index(lbr_seat)
    result = hand.stacks[pos] - hand.starting_stacks[pos]
    if board_then >= 5 or any(hand.folded) or abs(result) not in (0, STACK):
        return None
    hole = [tuple(hand.hole[p]) for p in range(2)]
    shares = equity([hole[pos], hole[1 - pos]], board=hand.board[:board_then], exact=True)
    return STACK * (2 * shares[0].equity - 1)


def _action_name(action: Action, view: PlayerView) -> str:
    """An action of LBR's in the breakdown's words: its kind, or a bet's size."""
    if action.kind is not ActionKind.RAISE or action.amount is None:
        return action.kind.value
    mine = view.bets[view.position]
    return _size_name(action.amount - (mine + view.to_call), view.pot + view.to_call,
                      action.amount - mine >= view.stacks[view.position])


def _size_name(bet: int, pot_before: int, all_in: bool) -> str:
    """A bet's size in words: all-in, else the nearest of LBR's sizes (or the smallest)."""
    if all_in:
        return "all-in"
    share = bet / max(pot_before, 1)
    return "half pot" if share < 0.75 else "pot"


@dataclasses.dataclass
class Breakdown:
    """Where LBR's chips come from (``--breakdown``): its result of each hand filed under how
    the hand ended, and how often the Felt player folded to each of LBR's bets by street and
    size (to set against the minimum defence frequency, pot over pot plus bet)."""

    hands: int = 0
    #: LBR's chips won, by how the hand ended.
    won: dict[str, float] = dataclasses.field(default_factory=dict)
    #: Felt's answers to LBR's bets: (street, size) -> [answers, folds, sum of MDF].
    answers: dict[tuple[str, str], list[float]] = dataclasses.field(default_factory=dict)
    #: LBR's own valuation of its post-flop decisions: (street, facing, action) -> [times,
    #: chips its choice was worth over the best of checking, calling and folding].
    gains: dict[tuple[str, str, str], list[float]] = dataclasses.field(default_factory=dict)

    def file(self, how: str, chips: float) -> None:
        self.won[how] = self.won.get(how, 0.0) + chips

    def answer(self, street: str, size: str, folded: bool, mdf: float) -> None:
        row = self.answers.setdefault((street, size), [0.0, 0.0, 0.0])
        row[0] += 1
        row[1] += folded
        row[2] += mdf

    def gain(self, street: str, facing: str, action: str, chips: float) -> None:
        row = self.gains.setdefault((street, facing, action), [0.0, 0.0])
        row[0] += 1
        row[1] += chips

    def lines(self, big_blind: int) -> list[str]:
        scale = 100 / big_blind / max(self.hands, 1)
        out = [f"  where LBR wins ({self.hands} hands; bb/100 of all hands, adding up):"]
        for how, chips in sorted(self.won.items(), key=lambda kv: -abs(kv[1])):
            out.append(f"    {how:<44} {chips * scale:+8.1f}")
        out.append("  Felt's folds to LBR's bets (street, size: times, fold %, allowed by MDF):")
        for (street, size), (n, folds, mdf) in sorted(self.answers.items()):
            out.append(f"    {street:<8} {size:<9} {int(n):5d}  {100 * folds / n:5.1f} %"
                       f"  {100 * (1 - mdf / n):5.1f} %")
        out.append("  LBR's decisions as it values them (bb/100 of all hands its choice was worth"
                   " over checking, calling or folding):")
        for (street, facing, action), (n, chips) in sorted(
                self.gains.items(), key=lambda kv: -kv[1][1]):
            if chips > 0:
                out.append(f"    {street:<6} {facing:<13} {action:<10} {int(n):5d}"
                           f"  {chips * scale:+8.1f}")
        return out


def _ending(hand: HandState, lbr_seat: int, last: dict[int, tuple[str, str]]) -> str:
    """How a finished hand ended, in LBR's words: who folded to whose bet on which street,
    or a showdown after whose bet."""
    pos = hand.seats.index(lbr_seat)
    felt_pos = 1 - pos
    for folder, bettor, names in ((felt_pos, lbr_seat, ("Felt", "LBR")),
                                  (pos, 1 - lbr_seat, ("LBR", "Felt"))):
        if hand.folded[folder]:
            if bettor not in last:
                return f"{names[0]} folds to the blinds, preflop"
            street, size = last[bettor]
            return f"{names[0]} folds to {names[1]}'s {size} bet, {street}"
    if not last:
        return "showdown, checked down"
    who, (street, size) = max(last.items(), key=lambda kv: STREETS.index(kv[1][0]))
    return f"showdown, {'LBR' if who == lbr_seat else 'Felt'} bet last: {size}, {street}"


#: The streets' names in order, for the breakdown.
STREETS = ("preflop", "flop", "turn", "river")


def play(level: str, deals: int, seed: int, samples: int, at_table: bool = False,
         breakdown: Breakdown | None = None) -> tuple[dict[str, float], dict[str, float]]:
    """LBR against one level, duplicate heads-up: LBR's per-deal results as a block, as
    played and all-in adjusted (:func:`all_in_value`); with ``breakdown``, where it won."""
    config = VARIANTS["nl"]
    felt = Bot(level, seed=seed)
    if at_table:  # as the bot process makes it: solving heads-up pots after the flop
        felt = at_the_table(felt)
    lbr = LbrPlayer(felt, samples, random.Random(seed + 1), breakdown=breakdown)
    blocks: list[int] = []
    adjusted: list[float] = []
    started = time.perf_counter()
    for deal in range(deals):
        order = Deck.shuffled(random.Random(f"felt-lbr:{seed}:{deal}")).order()
        block, adjusted_block = 0, 0.0
        for lbr_seat in (0, 1):
            seats = [(deal + 1 + i) % 2 for i in range(2)]
            hand = HandState(config, [STACK, STACK], seats, Deck(order), hand_number=2 * deal
                             + lbr_seat + 1)
            lbr.new_hand(config.short_deck)
            felt_seat = 1 - lbr_seat
            board_then = 0
            #: each player's last bet or raise: (street, size)
            last: dict[int, tuple[str, str]] = {}
            while not hand.finished:
                actor = hand.actor_seat
                assert actor is not None
                board_then = len(hand.board)
                view = view_for(hand, actor)
                street = STREETS[int(view.street)] if int(view.street) < 4 else "?"
                if actor == lbr_seat:
                    action = lbr.decide(hand, actor)
                else:
                    before = clone_player(felt)
                    action = felt.decide(view)
                    my_hole = view_for(hand, lbr_seat).hole
                    lbr.observe(view, action, (max(my_hole), min(my_hole)), before)
                    facing = last.get(lbr_seat)
                    if breakdown is not None and view.to_call > 0 and facing is not None \
                            and facing[0] == street:
                        before_bet = view.pot - view.to_call
                        breakdown.answer(street, facing[1], action.kind is ActionKind.FOLD,
                                         before_bet / view.pot)
                if action.kind is ActionKind.RAISE:
                    last[actor] = (street, _action_name(action, view))
                hand.act(action)
            felt.hand_over(view_for(hand, felt_seat))
            pos = hand.seats.index(lbr_seat)
            result = hand.stacks[pos] - hand.starting_stacks[pos]
            block += result
            value = all_in_value(hand, lbr_seat, board_then)
            adjusted_block += result if value is None else value
            if breakdown is not None:
                breakdown.hands += 1
                breakdown.file(_ending(hand, lbr_seat, last),
                               result if value is None else value)
        blocks.append(block)
        adjusted.append(adjusted_block)
    seconds = time.perf_counter() - started
    scale = 1 / config.big_blind * 100 / 2
    return (block_of([c * scale for c in blocks], seed, 2 * deals, seconds),
            block_of([c * scale for c in adjusted], seed, 2 * deals, seconds))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100,
                        help="deals to add for every chosen level")
    parser.add_argument("--until", type=int, default=None,
                        help="instead: top every chosen level up to this many deals")
    parser.add_argument("--block", type=int, default=BLOCK_DEALS, help="deals per filed block")
    parser.add_argument("--samples", type=int, default=32,
                        help="holdings asked about per query after the flop")
    parser.add_argument("--level", action="append", default=[])
    parser.add_argument("--results", type=Path, default=RESULTS)
    parser.add_argument("--report", action="store_true", help="play nothing, print the shelf")
    parser.add_argument("--json-out", type=Path, default=None)
    parser.add_argument("--first-seed", type=int, default=FIRST_SEED,
                        help="the smallest block seed to take (two runs at once on one "
                        "shelf take seeds far apart, say 2024 and 3024)")
    parser.add_argument("--breakdown", action="store_true",
                        help="print where LBR won this run's chips and how often the level "
                        "folded to its bets")
    parser.add_argument("--at-table", action="store_true",
                        help="the players as at a table: the expert solves heads-up pots "
                        "after the flop")
    args = parser.parse_args(argv)
    shelf = Shelf(args.results)
    print(f"bot code digest {shelf.digest}, shelf {args.results}", flush=True)
    rows = []
    for level in args.level or LEVELS:
        started = time.perf_counter()
        key = (f"nl|lbr|{level}|samples={args.samples}" + ("|at_table" if args.at_table else "")
               + OWN_DRAWS)
        adjusted_key = key + ADJUSTED
        have = shelf.pooled(key).deals
        target = have if args.report else (
            args.until if args.until is not None else have + args.deals)
        breakdown = Breakdown() if args.breakdown else None
        while have < target:
            # Both shelves take the same deals (the adjusted one began later, so it has fewer).
            seed = max(shelf.next_seed(key, args.first_seed),
                       shelf.next_seed(adjusted_key, args.first_seed))
            block, adjusted = play(level, min(args.block, target - have), seed, args.samples,
                                   args.at_table, breakdown)
            have = shelf.add(key, block).deals
            shelf.add(adjusted_key, adjusted)
            if breakdown is not None and have < target:  # so far, in case the run is stopped
                print("\n".join(breakdown.lines(VARIANTS["nl"].big_blind)), flush=True)
        pooled = shelf.pooled(key)
        smooth = shelf.pooled(adjusted_key)
        rows.append({"level": level, "deals": pooled.deals, "hands": pooled.hands,
                     "lbr_bb_per_100": round(pooled.mean, 1), "ci95": round(pooled.ci95, 1),
                     "adjusted_deals": smooth.deals, "adjusted": round(smooth.mean, 1),
                     "adjusted_ci95": round(smooth.ci95, 1)})
        print(f"LBR vs {level:<8} {pooled.mean:+8.1f} +- {pooled.ci95:6.1f} bb/100 "
              f"({pooled.deals} deals, {pooled.hands} hands, "
              f"{time.perf_counter() - started:.0f} s this run); all-in adjusted "
              f"{smooth.mean:+8.1f} +- {smooth.ci95:6.1f} ({smooth.deals} deals)", flush=True)
        if breakdown is not None:
            print("\n".join(breakdown.lines(VARIANTS["nl"].big_blind)), flush=True)
    if args.json_out is not None:
        args.json_out.write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
