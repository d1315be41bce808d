"""A heads-up turn or river decision as a solver spot, and the expert's play from its solve.

:func:`street_spot` reads a decision as the solver's :class:`~engine.solver.solve.Spot` of the
street's start: the board, the pot and the effective stack as the street began, both players'
ranges as the range reader reads them from their public actions before this street
(:func:`estimate_range`), and this street's actions so far as the menu's labels (a bet of a
size the menu lacks is read as the nearest size on the menu). The coach's Solver tab
(:mod:`engine.teaching.coach.solver_spot`) asks it for the person; the expert asks it for
itself.

:func:`decide_solver` is the expert's play after the flop in a heads-up game (issue 46: a hand
dealt to two players, :data:`SOLVED_HANDS_DEALT_TO`): it re-solves the spot
within a budget (:attr:`~engine.bots.profiles.BotProfile.solver_seconds`, counted in iterations
so that the play does not depend on the machine's load; the table's bot process gives it to
the expert, :func:`at_the_table`) and samples its
action from the equilibrium's mix for its hand, with its own generator. When the solve cannot
come within :data:`USEFUL_PCT` of an equilibrium in the budget it returns ``None`` and the
expert plays its usual heuristic. A turn solved to the river takes tens of seconds (every river
under it), more than a table's pace allows: the expert solves its flops and turns one street
deep (:data:`STREET_MENU`, :mod:`engine.solver.equity_leaves`: where the street ends, each hand
takes the pot by its equity), which keeps its play consistent against any bet, an all-in above
all, in about a second. Its own range in these solves is the one it really plays
(:func:`own_range`: its pre-flop decider asked with every starting hand, then the frequencies of
the solves it played from), not the reader's population model of it. The opponent folds in its
solves as often as the bot has surely seen them fold to bets and to raises (:func:`seen_folds`),
wherever that is more than a bet's price (:mod:`engine.solver.fold_locks`): an equilibrium
alone gave up the profit the heuristic took from players who fold too often.
"""

from __future__ import annotations

import dataclasses
import hashlib
import math
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

import numpy as np
import numpy.typing as npt

from engine.bots.explain import Plan
from engine.bots.own_range import OwnTrail
from engine.bots.preflop import preflop_tables
from engine.bots.profiles import BotProfile
from engine.bots.profiles import Level
from engine.bots.reading import HandRecord
from engine.bots.reading import SeatStats
from engine.bots.reading import Tendencies
from engine.bots.reading import estimate_range
from engine.bots.reading import moves_of
from engine.bots.spot import Choice
from engine.bots.spot import Mind
from engine.bots.spot import Spot as BotSpot
from engine.core.errors import ConfigError
from engine.evaluation.hand_classes import combo_table
from engine.rules.actions import Action
from engine.rules.config import Betting
from engine.rules.events import Street
from engine.rules.view import PlayerView
from engine.solver.equity_leaves import EquityGame
from engine.solver.hand_set import combo_index
from engine.solver.solve import Solver
from engine.solver.solve import Spot
from engine.solver.tree import BetMenu
from engine.solver.tree import build_tree

F64 = npt.NDArray[np.float64]
PlayerT = TypeVar("PlayerT")

__all__ = [
    "HAND_FLOOR",
    "SOLVED_HANDS_DEALT_TO",
    "STREET_MENU",
    "TABLE_SOLVER_SECONDS",
    "USEFUL_PCT",
    "StreetSpot",
    "at_the_table",
    "decide_solver",
    "fitted_menu",
    "hand_in_range",
    "menu_line",
    "seen_folds",
    "street_spot",
    "trembling",
]

#: The least weight of a player's own hand in their range, as a share of its largest: a range
#: reader may read a hand out (a play the population rarely makes with it), and then the
#: equilibrium says nothing about it; this little weight hardly moves the equilibrium.
HAND_FLOOR = 0.02
#: The exploitability (% of the pot) a solve must reach for the expert to play from it.
USEFUL_PCT = 2.0
#: Seconds the expert may spend solving a heads-up river at the table: within the pace the
#: table keeps at Normal speed (a river with two full ranges solves in one or two seconds).
TABLE_SOLVER_SECONDS = 1.5

#: The most players a hand may be dealt to for the expert to solve its pot once it is heads-up:
#: a heads-up game. Three experts against three solid players at a 6-max table won +4.6 +- 11.7
#: bb/100 over 1,600 deals solving the pots that came down to two (+4.3 +- 9.9 with the code
#: before the fold locks), the heuristic alone +18.6 +- 9.1 over 4,000 and +25.3 +- 3.7 over
#: 20,000 (docs/solver.md, session 21). Heads-up the solve is what holds a local best response
#: down, and there it stays.
SOLVED_HANDS_DEALT_TO = 2
#: The exploitability the expert aims for; it stops there, or when its budget is spent.
AIM_PCT = 0.5
#: The budget in iterations per second of it: what a river with full ranges runs on this
#: machine under load (80 to 220 iterations to 0.5 % in 0.4 to 1.3 s). Counting iterations,
#: not seconds, keeps the play the same on a fast or a busy machine, in one process or many.
ITERATIONS_PER_SECOND = 160
#: The menu of a flop or turn solved one street deep: half the pot and the pot, raises to 2.5
#: times and all-in, three bets (24 decision points; 130 iterations to 0.5 % of the pot with
#: two full ranges in about 1.2 s here, the default menu's 34 points in 2.5 to 25 s). A bet of
#: another size is put on it in the place of its nearest (:func:`fitted_menu`).
STREET_MENU = BetMenu(bets=(0.5, 1.0), raises=(2.5,), all_in=True, max_bets=3)
#: The exploitability a one-street solve aims for (% of the pot): the equity at the street's
#: end is itself an abstraction, so a closer aim buys little.
STREET_AIM_PCT = 1.0
#: A one-street solve's budget in iterations per second of :attr:`BotProfile.solver_seconds`
#: (one such iteration costs about one and a half of a river's).
STREET_ITERATIONS_PER_SECOND = 100
#: Only a machine far slower than that meets the time limit first: it is this many budgets
#: of the thread's CPU time (the machine's other work neither cuts a solve short nor changes
#: the play).
TIME_SAFETY = 3.0


@dataclass(frozen=True)
class StreetSpot:
    """A decision as a solver spot.

    :param spot: the street's start; player 0 of the spot acts first on the street.
    :param line: this street's actions so far, as the menu's labels.
    :param player: which player of the spot decides (0 or 1).
    :param exact: every bet so far was a size on the menu (else the nearest was taken).
    """

    spot: Spot
    line: tuple[str, ...]
    player: int
    exact: bool
    #: this street's actions so far as ``(action, to)``, as played.
    moves: tuple[tuple[str, int], ...] = ()


def at_the_table(player: PlayerT) -> PlayerT:
    """``player`` as it plays at a table: an expert :class:`~engine.bots.bot.Bot` gets the
    budget to solve its heads-up rivers (:data:`TABLE_SOLVER_SECONDS`); others are as given."""
    kind = getattr(player, "profile", None)
    if isinstance(kind, BotProfile) and kind.level is Level.EXPERT and not kind.solver_seconds:
        setattr(player, "profile",  # noqa: B010 - any player with a Bot's profile
                dataclasses.replace(kind, solver_seconds=TABLE_SOLVER_SECONDS))
    return player


def street_spot(view: PlayerView, tendencies: Callable[[int], Tendencies],
                one_street: bool = False) -> StreetSpot | None:
    """``view``'s decision as a solver spot, or ``None`` where the solver has nothing to say:
    before the turn (before the flop with ``one_street``: a flop or turn spot then ends with
    its street, :attr:`Spot.one_street`), with more than one opponent, when nobody can bet any
    more, in spread-limit or short-deck games (a replay's view, which has no legal actions, is
    read as the decision that comes next)."""
    streets = (Street.FLOP, Street.TURN) if one_street else (Street.TURN, Street.RIVER)
    if view.street not in streets:
        return None
    if view.short_deck or view.betting == Betting.SPREAD_LIMIT.value or len(view.hole) != 2:
        return None
    live = [j for j in range(len(view.seats)) if not view.folded[j]]
    if len(live) != 2:
        return None
    record = moves_of(view.history)
    if record is None:
        return None
    first = live[0]  # the seat nearer the button's left acts first after the flop
    stack = min(view.stacks[j] + view.bets[j] for j in live)
    if stack <= 0:
        return None
    pot = view.pot - sum(view.bets)
    tables = preflop_tables(False)
    board = tuple(view.board)
    free = tables.combos.free_of(list(board))
    # The ranges as the street began: this street's moves are the solve's, not the reader's.
    until = next((i for i, m in enumerate(record.moves) if m.street is view.street),
                 len(record.moves))
    weights = [estimate_range(view.seats[j], record, tables, tendencies(view.seats[j]), False,
                              until=until) * free for j in live]
    spot = Spot(board, pot=max(pot, 1), stack=stack, big_blind=view.big_blind,
                betting=Betting(view.betting), ranges=(weights[0], weights[1]),
                one_street=one_street, menu=STREET_MENU if one_street else BetMenu())
    moves = tuple((m.action, m.to) for m in record.moves if m.street is view.street)
    line, exact = menu_line(spot, list(moves))
    return StreetSpot(spot, line, 0 if view.position == first else 1, exact, moves)


def fitted_menu(spot: Spot, moves: tuple[tuple[str, int], ...]) -> BetMenu:
    """``spot``'s menu with every bet or raise of a river's ``moves`` that it lacks put in
    the place of its nearest size: the solve then answers the bet actually faced (an opponent
    who bets half the pot, between the menu's third and three quarters, was answered by the
    heuristic, and a local best response won most of its river chips there), and the tree
    stays as large as the menu's."""
    menu = spot.menu
    for _ in moves:  # each pass puts in one missing size at most
        node = build_tree(dataclasses.replace(spot, menu=menu).tree_spec()).root
        changed = False
        for action, to in moves:
            if node.kind != "action":
                break
            offered = node.actions
            if action in ("bet", "raise") and all(a.to != to for a in offered if a.aggressive):
                faced = node.spent[1 - node.player]
                if faced == 0:
                    size = to / (spot.pot + sum(node.spent))
                    menu = dataclasses.replace(menu, bets=_swap(menu.bets, size))
                else:
                    menu = dataclasses.replace(menu, raises=_swap(menu.raises, to / faced))
                changed = True
                break
            kinds = [a.kind for a in offered]
            if action in ("check", "call", "fold") and action in kinds:
                node = node.children[kinds.index(action)]
            else:
                aggressive = [i for i, a in enumerate(offered) if a.aggressive]
                if not aggressive:
                    break
                node = node.children[min(aggressive, key=lambda i: abs(offered[i].to - to))]
        if not changed:
            break
    return menu


def _swap(sizes: tuple[float, ...], size: float) -> tuple[float, ...]:
    """``sizes`` with the one nearest ``size`` replaced by it (or ``size`` alone)."""
    if not sizes:
        return (size,)
    nearest = min(range(len(sizes)), key=lambda i: abs(sizes[i] - size))
    return tuple(sorted({*sizes[:nearest], size, *sizes[nearest + 1:]}))


def menu_line(spot: Spot, moves: list[tuple[str, int]]) -> tuple[tuple[str, ...], bool]:
    """A street's actions as menu labels, bets to the nearest size the menu has; and whether
    every one was on the menu."""
    node = build_tree(spot.tree_spec()).root
    labels: list[str] = []
    exact = True
    for action, to in moves:
        offered = node.actions
        if action in ("check", "call", "fold"):
            pick = next(i for i, a in enumerate(offered) if a.kind == action)
        else:
            aggressive = [i for i, a in enumerate(offered) if a.aggressive]
            if not aggressive:  # more bets than the menu allows: read as a call
                pick = next(i for i, a in enumerate(offered) if a.kind == "call")
                exact = False
            else:
                pick = min(aggressive, key=lambda i: abs(offered[i].to - to))
                exact = exact and offered[pick].to == to
        labels.append(offered[pick].label)
        node = node.children[pick]
        if node.kind != "action":
            break
    return tuple(labels), exact


def hand_in_range(weights: F64, hole: tuple[int, int]) -> F64:
    """``weights`` with the hand ``hole`` given :data:`HAND_FLOOR` of the largest weight at
    least (a copy)."""
    out = np.asarray(weights, dtype=np.float64).copy()
    held = combo_index(*hole)
    out[held] = max(out[held], HAND_FLOOR * float(out.max(initial=0.0)), HAND_FLOOR)
    return out


def decide_solver(mind: Mind, s: BotSpot,
                  own_start: Callable[[], F64 | None] | None = None) -> Choice | None:
    """The flop, turn or river of a heads-up hand played from its equilibrium (the river's
    solved to the showdown, the flop's and the turn's one street deep), or ``None`` (not such
    a spot, a hand dealt to more than :data:`SOLVED_HANDS_DEALT_TO`, or no useful solve within
    the budget: the caller plays its heuristic)."""
    budget = mind.profile.solver_seconds
    if budget <= 0 or s.street is Street.PREFLOP or len(s.opponents) != 1 \
            or len(s.view.seats) > SOLVED_HANDS_DEALT_TO:
        return None
    found = street_spot(s.view, mind.tendencies, one_street=s.street is not Street.RIVER)
    if found is None:
        return None
    ranges = list(found.spot.ranges)
    if ranges[1 - found.player].sum() <= 0:
        return None
    trail = getattr(mind, "own_trail", None)
    own = own_range(trail, s.record, s.street, found.player, own_start) \
        if isinstance(trail, OwnTrail) else None
    if own is not None:
        own = own * _free(found.spot.board)
        if own.sum() > 0:
            ranges[found.player] = own
    ranges[found.player] = trembling(ranges[found.player], found.spot.board)
    to_bet, to_raise = seen_folds(mind, s.seat_of(s.opponents[0]))
    spot = dataclasses.replace(found.spot, ranges=(ranges[0], ranges[1]),
                               fold_read=(1 - found.player, to_bet, to_raise))
    line = found.line
    if not found.exact:  # a size the menu lacks: solve with that size on it
        spot = dataclasses.replace(spot, menu=fitted_menu(spot, found.moves))
        line, exact = menu_line(spot, list(found.moves))
        if not exact:
            return None
    key = _key(spot)
    solver = _solved(spot, budget)
    if solver is None:
        return None
    try:
        labels, strategy = solver.solution().strategy(line)
    except ConfigError:  # a line the menu's tree does not have (a limit game's cap)
        return None
    if isinstance(trail, OwnTrail):
        setattr(mind, "own_trail",  # noqa: B010 - any mind that keeps a trail
                trail.with_solve(s.street, key, found.player))
    mix = strategy[:, combo_index(*s.hole)]
    if mix.sum() <= 0:
        return None
    label = labels[_sample(mind, mix / mix.sum())]
    return Choice(_action(label, spot.stack), _plan(label, s, _beats_half(solver, s.hole,
                                                                          found.player)))


def seen_folds(mind: Mind, seat: int) -> tuple[float, float]:
    """How often ``seat`` surely folds to a bet and to a raise over its own bet or raise: the
    lower end of a one-sided 95 % interval (Wilson's) around the folds the bot has counted,
    zero before it has counted any. The reader's estimates start from the population's habits;
    a solve that locked an opponent's folds to those would bluff every newcomer as if they
    folded too often, and a player who does not (a local best response) takes those bluffs."""
    stats = getattr(mind, "stats", None)
    counted = stats.get(seat) if isinstance(stats, dict) and mind.profile.reads > 0 else None
    if not isinstance(counted, SeatStats):
        return 0.0, 0.0
    return (_surely(counted.folded_to_bet, counted.faced_bet),
            _surely(counted.folded_to_raise, counted.faced_raise))


#: The one-sided 95 % point of the normal distribution, for :func:`seen_folds`.
FOLDS_Z = 1.645


def _surely(times: int, chances: int) -> float:
    """The lower end of Wilson's interval for ``times`` of ``chances``."""
    if chances <= 0:
        return 0.0
    share, z2 = times / chances, FOLDS_Z * FOLDS_Z
    centre = share + z2 / (2 * chances)
    spread = FOLDS_Z * math.sqrt(share * (1 - share) / chances + z2 / (4 * chances * chances))
    return max(0.0, (centre - spread) / (1 + z2 / chances))


def trembling(weights: F64, board: tuple[int, ...]) -> F64:
    """A range in which every hand the board allows keeps :data:`HAND_FLOOR` of the largest
    weight at least: the solve then has a strategy for any hand the player holds, and one
    solve serves every holding (the local best response asks for many)."""
    free = _free(board)
    out = np.asarray(weights, dtype=np.float64)
    widened: F64 = np.maximum(out, HAND_FLOOR * float(out.max(initial=0.0)) * free)
    return widened


#: Solves kept in this process by their spot (the last few; a spot asked again, by the same
#: bot or by a copy of it, is answered at once).
_SOLVED: OrderedDict[str, Solver | None] = OrderedDict()
#: How many spots :data:`_SOLVED` keeps.
KEPT_SOLVES = 8


def _key(spot: Spot) -> str:
    """What a solve is kept by: everything it depends on."""
    digest = hashlib.blake2b(digest_size=16)
    digest.update(repr((spot.board, spot.pot, spot.stack, spot.big_blind,
                        spot.betting.value, spot.menu, spot.one_street,
                        spot.fold_read)).encode())
    for weights in spot.ranges:
        digest.update(np.ascontiguousarray(weights, dtype=np.float64).tobytes())
    return digest.hexdigest()


def _free(board: tuple[int, ...]) -> F64:
    free: F64 = combo_table(False).free_of(list(board)).astype(np.float64)
    return free


def own_range(trail: OwnTrail, record: HandRecord, street: Street, player: int,
              own_start: Callable[[], F64 | None] | None) -> F64 | None:
    """The expert's own range at the start of ``street`` as it really played
    (:mod:`engine.bots.own_range`): its pre-flop range (``own_start``) times, for each street
    since the flop, the frequency with which the solve it played from took each of its actions
    with each hand. ``None`` where that is not known (a street played by the heuristic, a solve
    no longer kept): the reader's estimate then stands."""
    if own_start is None:
        return None
    weights = own_start()
    if weights is None:
        return None
    weights = np.asarray(weights, dtype=np.float64).copy()
    for before in (Street.FLOP, Street.TURN):
        if before >= street:
            break
        found = trail.solve_of(before)
        solver = _SOLVED.get(found[0]) if found is not None else None
        if found is None or solver is None or found[1] != player:
            return None
        moves = [(m.action, m.to) for m in record.moves if m.street is before]
        line, _ = menu_line(solver.spot, moves)
        solution = solver.solution()
        node = solution.node(())
        for i, label in enumerate(line):
            if node.kind != "action":
                break
            if node.player == player:
                labels, strategy = solution.strategy(line[:i])
                weights *= strategy[labels.index(label)]
            node = node.children[[a.label for a in node.actions].index(label)]
    return weights if weights.sum() > 0 else None


def _solved(spot: Spot, budget: float) -> Solver | None:
    """The spot solved within ``budget`` seconds' worth of iterations, or ``None`` if the
    solve stayed further than :data:`USEFUL_PCT` from an equilibrium."""
    key = _key(spot)
    if key in _SOLVED:
        _SOLVED.move_to_end(key)
        return _SOLVED[key]
    solver = Solver(spot)
    one_street = spot.one_street
    reached = solver.run(STREET_AIM_PCT if one_street else AIM_PCT, TIME_SAFETY * budget,
                         max_iterations=int((STREET_ITERATIONS_PER_SECOND if one_street
                                             else ITERATIONS_PER_SECOND) * budget),
                         clock=time.thread_time)
    useful = reached <= USEFUL_PCT
    _SOLVED[key] = solver if useful else None
    while len(_SOLVED) > KEPT_SOLVES:
        _SOLVED.popitem(last=False)
    return _SOLVED[key]


def _beats_half(solver: Solver, hole: tuple[int, int], player: int) -> bool:
    """The hand beats at least half of its own range at showdown (a bet is then for value)."""
    hands = solver.hands
    assert hands.combos is not None
    mine = int(np.flatnonzero(hands.combos == combo_index(*hole))[0])
    weights = np.asarray(solver.spot.ranges[player])[hands.combos]
    if isinstance(solver.game, EquityGame):  # no strengths before the river: equities
        return float(solver.game.equities_against(weights)[mine]) >= 0.5
    strengths = hands.strengths[0]
    below = float(weights[strengths < strengths[mine]].sum())
    return below >= 0.5 * float(weights.sum())


def _sample(mind: Mind, mix: F64) -> int:
    draw = mind.rng.random()
    total = 0.0
    for i, share in enumerate(mix):
        total += float(share)
        if draw < total:
            return i
    return int(np.argmax(mix))


def _action(label: str, stack: int) -> Action:
    kind, _, amount = label.partition(" ")
    if kind == "fold":
        return Action.fold()
    if kind == "check":
        return Action.check()
    if kind == "call":
        return Action.call()
    return Action.bet_or_raise(int(amount) if amount else stack)


def _plan(label: str, s: BotSpot, strong: bool) -> Plan:
    """The plan the write-up names: the solver's action by its kind, a bet or raise as value
    with a hand in the upper half of the bot's range, else as a bluff."""
    kind = label.partition(" ")[0]
    if kind in ("fold", "check", "call"):
        return {"fold": Plan.FOLD, "check": Plan.CHECK, "call": Plan.CALL}[kind]
    if s.to_call:
        return Plan.VALUE_RAISE if strong else Plan.BLUFF
    return Plan.VALUE_BET if strong else Plan.BLUFF
