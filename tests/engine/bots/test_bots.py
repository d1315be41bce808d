"""Computer opponents: the catalogue, fair play (no hidden cards), legality, reproducibility,
and the poker sense of the stronger levels.

The exhaustive legality run (100,000 hands in every variant) is in ``test_bots_slow.py``.
"""

from __future__ import annotations

import dataclasses
import gc
import json
import random
import types
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from engine.bots import PROFILES
from engine.bots import Bot
from engine.bots import BotError
from engine.bots import Level
from engine.bots import Plan
from engine.bots import Style
from engine.bots import Thought
from engine.bots import bot_names
from engine.bots import catalogue
from engine.bots import make_bot
from engine.bots import profile
from engine.bots.betting import candidate_targets
from engine.bots.betting import legalize
from engine.bots.betting import target_for_fraction
from engine.bots.board_tables import board_tables
from engine.bots.preflop import preflop_tables
from engine.bots.reading import Move
from engine.bots.reading import Population
from engine.bots.reading import SeatStats
from engine.bots.reading import moves_of
from engine.bots.reading import preflop_likelihood
from engine.core.cards import Deck
from engine.core.cards import parse_cards
from engine.core.errors import ConfigError
from engine.evaluation.evaluator import evaluate_batch
from engine.evaluation.hand_classes import class_index
from engine.evaluation.hand_classes import class_name
from engine.evaluation.hand_classes import combo_table
from engine.play.arena import VARIANTS
from engine.play.arena import load_player
from engine.play.arena import main
from engine.play.arena import run_arena
from engine.play.players import BUILTIN_PLAYERS
from engine.play.players import CallingStation
from engine.play.players import RandomPlayer
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.actions import LegalActions
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.events import CardBurned
from engine.rules.events import HoleCardDealt
from engine.rules.events import Street
from engine.rules.hand import HandState
from engine.rules.player import Player
from engine.rules.view import PlayerView
from engine.rules.view import view_for
from tests.helpers.decisions import FIXTURE
from tests.helpers.decisions import QUICK_HANDS
from tests.helpers.decisions import SCENARIOS
from tests.helpers.decisions import Scenario
from tests.helpers.decisions import digest
from tests.helpers.decisions import play

NL = HandConfig(Betting.NO_LIMIT, 1, 2)
ROOT = Path(__file__).resolve().parents[3]


def play_hand(
    config: HandConfig, players: dict[int, Player], stacks: list[int], deck: Deck,
    seats: list[int] | None = None,
) -> tuple[HandState, list[Thought]]:
    """Play one hand; return it and every thought of the bots, in order."""
    order = seats if seats is not None else list(range(len(stacks)))
    hand = HandState(config, stacks, order, deck)
    thoughts: list[Thought] = []
    while not hand.finished:
        seat = hand.actor_seat
        assert seat is not None
        player = players[seat]
        if isinstance(player, Bot):
            thought = player.think(view_for(hand, seat))
            thoughts.append(thought)
            hand.act(thought.action)
        else:
            hand.act(player.decide(view_for(hand, seat)))
    return hand, thoughts


def stacked_deck(holes: list[tuple[int, int]], board: list[int], short: bool = False) -> Deck:
    """A deck dealing ``holes`` by position (one card at a time) and then ``board``."""
    first = [h[0] for h in holes] + [h[1] for h in holes]
    rest = [c for c in Deck.shuffled(random.Random(0), short).order()
            if c not in first and c not in board]
    burns = rest[:3]
    order = [*first, burns[0], *board[:3], burns[1], board[3], burns[2], board[4]]
    return Deck.stacked(order, short)


# ---------------------------------------------------------------------- the catalogue


def test_four_levels_with_several_styles_each_described() -> None:
    levels = {p.level for p in catalogue()}
    assert levels == set(Level)
    for level in Level:
        assert sum(p.level is level for p in PROFILES.values()) >= 2
    styles = {p.style for p in PROFILES.values()}
    assert {Style.CALLING_STATION, Style.BLUFFER, Style.TIGHT_AGGRESSIVE,
            Style.LOOSE_AGGRESSIVE, Style.TIGHT_PASSIVE, Style.LOOSE_PASSIVE} <= styles
    for p in PROFILES.values():
        assert p.code.replace("_", "").isalpha() and p.code.islower()
        assert p.name and p.description.endswith(".")
    assert [p.level for p in catalogue()] == sorted((p.level for p in catalogue()),
                                                     key=list(Level).index)


def test_levels_and_profiles_load_everywhere() -> None:
    for code in ("beginner", "casual", "solid", "expert", "solid_lag", "beginner_station"):
        name, make = load_player(code)
        assert name == code and isinstance(make(1), Bot)
        assert isinstance(BUILTIN_PLAYERS[code](seed=2), Bot)
    assert profile("expert").code == "expert_adaptive"
    assert set(bot_names()) >= set(PROFILES)
    with pytest.raises(ConfigError) as err:
        make_bot("grandmaster")
    assert err.value.code == "unknown_bot"


# ---------------------------------------------------------------------- never cheats


def _reachable(root: object) -> list[object]:
    """Every object reachable from ``root`` through instances and containers (not through
    classes, modules or functions, which lead to the whole interpreter)."""
    skip = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType,
            types.MethodType, types.CodeType)
    seen: set[int] = set()
    stack = [root]
    found = []
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, skip):
            continue
        seen.add(id(obj))
        found.append(obj)
        stack.extend(gc.get_referents(obj))
    return found


def _assert_nothing_hidden(root: object, seat: int) -> None:
    for obj in _reachable(root):
        assert not isinstance(obj, (HandState, Deck)), type(obj)
        assert not isinstance(obj, CardBurned)
        if isinstance(obj, HoleCardDealt):
            assert obj.seat == seat


def test_hidden_cards_are_not_reachable_from_a_view_or_a_bot() -> None:
    config = NL
    bots = {s: Bot("expert", seed=s, strict=True) for s in range(4)}
    for n in range(12):
        deck = Deck.shuffled(random.Random(n))
        hand = HandState(config, [200] * 4, [0, 1, 2, 3], deck)
        while not hand.finished:
            seat = hand.actor_seat
            assert seat is not None
            view = view_for(hand, seat)
            _assert_nothing_hidden(view, seat)
            hand.act(bots[seat].decide(view))
            _assert_nothing_hidden(bots[seat], seat)
    fields = {f.name for f in dataclasses.fields(PlayerView)}
    assert not fields & {"deck", "state", "hand", "burned"}


@pytest.mark.parametrize("code", ["expert", "solid", "casual", "beginner"])
def test_decisions_do_not_depend_on_the_opponents_hidden_cards(code: str) -> None:
    """Same own cards and board, different opponent cards: the very same thoughts."""
    rng = random.Random(5)
    for deal in range(8):
        cards = list(range(52))
        rng.shuffle(cards)
        mine, board = (cards[0], cards[1]), cards[2:7]
        others = cards[7:]
        worlds = []
        for world in range(2):
            pool = others[8 * world :]
            holes = [(pool[0], pool[1]), (pool[2], pool[3]), mine]
            players: dict[int, Player] = {0: RandomPlayer(seed=deal), 1: CallingStation(),
                                          2: Bot(code, seed=deal, strict=True)}
            _, thoughts = play_hand(NL, players, [200, 200, 200], stacked_deck(holes, board))
            worlds.append(thoughts)
        assert worlds[0] == worlds[1]
        assert worlds[0], "the bot acted"


# ---------------------------------------------------------------------- always legal


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_profile_plays_legally_in_every_variant(variant: str) -> None:
    codes = list(PROFILES)
    players = [(code, _strict(code)) for code in codes[:10]]
    result = run_arena(players, 25, seed=hash(variant) % 1000, variant=variant,
                       starting_stack=60)
    assert sum(s.net for s in result.stats) == 0
    assert all(s.hands == 25 for s in result.stats)


def _strict(code: str) -> Callable[[int], Player]:
    """A factory of bots that raise internal errors instead of falling back."""
    return lambda seed: Bot(code, seed, strict=True)


def test_short_stacks_heads_up_and_deep_stacks_stay_legal() -> None:
    for stack, count in ((7, 2), (23, 3), (900, 2), (41, 6)):
        players = [(c, _strict(c)) for c in ("expert", "solid", "casual", "beginner",
                                              "expert_lag", "casual_bluffer")[:count]]
        run_arena(players, 30, seed=stack, starting_stack=stack)


def test_legalize_turns_any_intention_into_a_legal_action() -> None:
    facing = LegalActions(0, True, False, 10, 30, 200, False, 0, 200, 25)
    free = LegalActions(0, False, True, None, 2, 200, True, 0, 200, 6)
    capped = LegalActions(0, True, False, 10, None, None, False, 0, 200, 25)
    assert legalize(Action.fold(), free) == Action.check()
    assert legalize(Action.check(), facing) == Action.fold()
    assert legalize(Action.call(), free) == Action.check()
    assert legalize(Action.bet_or_raise(5000), facing) == Action.bet_or_raise(200)
    assert legalize(Action.bet_or_raise(1), facing) == Action.bet_or_raise(30)
    assert legalize(Action.bet_or_raise(50), capped) == Action.call()
    # Two thirds of the pot after calling: call 10 into 25, then 2/3 of 35 on top of 10.
    assert target_for_fraction(facing, 2 / 3) == 10 + round(35 * 2 / 3)
    assert candidate_targets(free, Betting.FIXED_LIMIT, (0.5, 1.0), True) == [2]
    assert candidate_targets(free, Betting.NO_LIMIT, (0.5, 1.0), True) == [3, 6, 200]


def test_asking_out_of_turn_is_a_coded_error() -> None:
    hand = HandState(NL, [200, 200, 200], [0, 1, 2], Deck.shuffled(random.Random(1)))
    waiting = next(s for s in hand.seats if s != hand.actor_seat)
    with pytest.raises(BotError) as err:
        Bot("expert").think(view_for(hand, waiting))
    assert err.value.code == "not_to_act"


# ---------------------------------------------------------------------- reproducible


def test_same_seed_same_decisions_different_seed_different_ones() -> None:
    def thoughts(seed: int) -> list[Thought]:
        out: list[Thought] = []
        bots: dict[int, Player] = {s: Bot(c, seed=seed + s, strict=True)
                                   for s, c in enumerate(("expert", "solid_lag", "casual"))}
        for n in range(15):
            _, got = play_hand(NL, bots, [200, 200, 200], Deck.shuffled(random.Random(n)))
            out.extend(got)
        return out

    first, again, other = thoughts(1), thoughts(1), thoughts(2)
    assert first == again
    assert first != other


def test_arena_results_do_not_depend_on_the_number_of_processes() -> None:
    players = [load_player(s) for s in ("expert", "casual", "beginner_station")]
    one = run_arena(players, 16, seed=3, duplicate=True, jobs=1, chunk=8)
    two = run_arena(players, 16, seed=3, duplicate=True, jobs=2, chunk=8)
    assert [s.blocks for s in one.stats] == [s.blocks for s in two.stats]
    assert [s.vpip for s in one.stats] == [s.vpip for s in two.stats]
    assert one.hands == 48 and all(s.hands == 48 for s in one.stats)


# ---------------------------------------------------------------------- explanations


def test_every_decision_is_explained_in_numbers_and_codes() -> None:
    bots: dict[int, Player] = {s: Bot("expert", seed=s, strict=True) for s in range(3)}
    seen_plans = set()
    for n in range(30):
        _, thoughts = play_hand(NL, bots, [200, 200, 200], Deck.shuffled(random.Random(n)))
        for t in thoughts:
            seen_plans.add(t.plan)
            with pytest.raises(dataclasses.FrozenInstanceError):
                t.plan = Plan.FOLD  # type: ignore[misc]
            assert isinstance(t.plan, Plan) and len(t.hand_class) in (2, 3)
            assert t.pot_odds == (round(t.to_call / (t.pot + t.to_call), 4) if t.to_call
                                  else 0.0)
            assert t.equity is None or 0.0 <= t.equity <= 1.0
            if t.street is not Street.PREFLOP:
                assert t.equity is not None and t.ranges
                for r in t.ranges:
                    assert 0.0 < r.share <= 1.0 and r.top_classes
            if t.action.kind is ActionKind.RAISE:
                assert t.bet_fraction is not None and t.bet_fraction > 0
            assert all(isinstance(o.ev_bb, float) for o in t.options)
    assert {Plan.OPEN, Plan.FOLD} <= seen_plans
    assert seen_plans & {Plan.VALUE_BET, Plan.VALUE_RAISE}


# ---------------------------------------------------------------------- poker sense


def _first_decision(code: str, hole: str, players: int, stack: int = 200) -> Thought:
    """The bot's thought with ``hole`` as the first to act pre-flop (folded to it)."""
    cards = parse_cards(hole)
    seats = list(range(players))
    first = 1 if players == 2 else 2 % players
    others = [c for c in Deck.shuffled(random.Random(9)).order() if c not in cards]
    holes = [(others[2 * i], others[2 * i + 1]) for i in range(players)]
    holes[first] = (cards[0], cards[1])
    deck = stacked_deck(holes, others[2 * players : 2 * players + 5])
    hand = HandState(NL, [stack] * players, seats, deck)
    return Bot(code, seed=1, strict=True).think(view_for(hand, hand.seats[first]))


def test_opening_ranges_follow_position() -> None:
    assert _first_decision("expert", "AsAh", 10).plan is Plan.OPEN
    assert _first_decision("expert", "7c2d", 10).plan is Plan.FOLD
    assert _first_decision("expert", "Kh9d", 10).plan is Plan.FOLD  # under the gun
    assert _first_decision("expert", "Kh9d", 2).plan is Plan.OPEN  # heads-up button


def test_short_stacks_play_push_or_fold() -> None:
    for hole in ("AsAh", "KdQd", "8c8h", "9h4c", "Tc5d", "Ah7s"):
        t = _first_decision("expert", hole, 6, stack=16)
        assert t.plan in (Plan.PUSH, Plan.FOLD), (hole, t.plan)
        if t.plan is Plan.PUSH:
            assert t.action.amount == 16 and "short_stack" in t.notes
    assert _first_decision("expert", "AsAh", 6, stack=16).plan is Plan.PUSH
    assert _first_decision("expert", "9h4c", 6, stack=16).plan is Plan.FOLD


def test_ranges_narrow_with_actions() -> None:
    """Under-the-gun raises, everyone folds to the big blind: the raiser's range is tight
    and strong; after a big bet on the flop it is tighter still."""
    players: dict[int, Player] = {s: CallingStation() for s in range(6)}
    deck = Deck.shuffled(random.Random(3))
    hand = HandState(NL, [200] * 6, list(range(6)), deck)
    utg = hand.actor_seat
    assert utg == 2
    hand.bet_or_raise(6)
    for _ in range(3):
        hand.fold()
    hand.fold()  # small blind
    bot = Bot("expert", seed=1, strict=True)
    thought = bot.think(view_for(hand, 1))
    read = next(r for r in thought.ranges if r.seat == utg)
    assert read.share < 0.25
    assert "AA" in read.top_classes or "KK" in read.top_classes
    del players


def test_expert_learns_a_calling_station_and_the_solid_player_more_slowly() -> None:
    bot = Bot("expert", seed=4, strict=True)
    solid = Bot("solid", seed=4, strict=True)
    for learner in (bot, solid):
        players: dict[int, Player] = {0: learner, 1: CallingStation()}
        for n in range(150):
            hand, _ = play_hand(NL, players, [200, 200], Deck.shuffled(random.Random(n)),
                                seats=[n % 2, 1 - n % 2])
            learner.hand_over(view_for(hand, 0))
    read = bot.tendencies(1)
    assert read.hands == 150
    assert read.fold_to_bet < 0.1 and read.vpip > 0.6 and read.pfr < 0.05
    slow = solid.tendencies(1)
    assert read.aggression < slow.aggression < 0.3  # moved, but less
    assert slow.vpip == pytest.approx(0.27)  # the solid player learns only aggression
    assert Bot("solid", seed=4).tendencies(1).fold_to_bet == pytest.approx(0.45)  # the prior
    assert Bot("beginner", seed=4).profile.reads == 0  # rules levels never learn


def test_reads_of_a_player_who_reraises_everything_widen() -> None:
    """A re-raise is read as the top ``four_bet x VPIP`` of hands: 3.5 % for the population,
    far more for a maniac, so the expert stops folding to its re-raises."""
    tables = preflop_tables(False)
    population = SeatStats().estimates(Population())
    assert population.reraise_width == pytest.approx(0.035, abs=0.001)
    maniac = SeatStats(hands=100, vpip=60, pfr=60, four_bet=40, four_bet_chances=50)
    read = maniac.estimates(Population())
    assert read.reraise_width > 0.3
    move = Move(seat=1, street=Street.PREFLOP, action="raise", amount=50, to=60, all_in=False,
                pot_before=30, to_call=16, top_before=20, raises_before=2, players_behind=0,
                stack_before=180, board=(), is_big_blind=False)
    narrow = preflop_likelihood(move, tables, population, 2, 2)
    wide = preflop_likelihood(move, tables, read, 2, 2)
    assert wide.sum() > 5 * narrow.sum()


def test_value_bets_against_a_calling_station_and_rarely_bluffs_it() -> None:
    result = run_arena([("expert", _strict("expert")), ("call", lambda s: CallingStation())],
                       150, seed=8, duplicate=True)
    assert result.stats[0].net > 0


def test_fixed_limit_and_pot_limit_sizes() -> None:
    for variant in ("fl", "pl"):
        config = VARIANTS[variant]
        bots: dict[int, Player] = {s: Bot("expert", seed=s, strict=True) for s in range(3)}
        for n in range(20):
            hand = HandState(config, [200] * 3, [0, 1, 2], Deck.shuffled(random.Random(n)))
            while not hand.finished:
                seat = hand.actor_seat
                assert seat is not None
                legal = hand.legal_actions()
                assert legal is not None
                action = bots[seat].decide(view_for(hand, seat))
                if action.kind is ActionKind.RAISE:
                    assert legal.min_raise_to is not None and legal.max_raise_to is not None
                    if variant == "fl":
                        assert action.amount == legal.min_raise_to == legal.max_raise_to
                    else:
                        assert action.amount is not None
                        assert action.amount <= legal.max_raise_to  # never above the pot
                hand.act(action)


# ---------------------------------------------------------------------- building blocks


def test_preflop_tables_order_and_equities() -> None:
    tables = preflop_tables(False)
    aces, kings, seven_deuce = (class_index(*parse_cards(h)) for h in ("AsAh", "KsKh", "7c2d"))
    assert tables.order[0] == aces
    assert tables.class_percentile[aces] < 0.01 < 0.95 < tables.class_percentile[seven_deuce]
    assert tables.matrix[aces, kings] == pytest.approx(0.82, abs=0.01)
    assert np.allclose(tables.matrix + tables.matrix.T, 1.0)
    kk_range = np.zeros(combo_table(False).size)
    kk_range[combo_table(False).classes == kings] = 1.0
    assert tables.equity_vs(aces, kk_range) == pytest.approx(0.82, abs=0.01)
    short = preflop_tables(True)
    assert short.combos.size == 630 and class_name(int(short.order[0])) == "AA"


def test_board_tables_rank_hands_on_the_board() -> None:
    board = tuple(parse_cards("Qc7s2h"))
    tables = board_tables(board, False)
    combos = combo_table(False)
    sets, air, draw = (combos.index(*parse_cards(h)) for h in ("7h7d", "5c3d", "8s6s"))
    assert tables.hs[sets] > 0.98 and tables.hs[air] < 0.2
    assert not tables.valid[combos.index(*parse_cards("QcAh"))]
    results, possible = tables.results_against(sets)
    assert results.shape == possible.shape and float(results.sum() / possible.sum()) > 0.85
    flush_draw = board_tables(tuple(parse_cards("Qs7s2h")), False)
    assert flush_draw.draw[draw] > 0.15


@pytest.mark.parametrize("board_text", ["Qc7s2h", "Qs7s2s9d"])
def test_board_showdowns_are_the_strengths_of_the_whole_hands(board_text: str) -> None:
    """Every runout with every holding, as the one-array-per-hand evaluator ranks it."""
    board = tuple(parse_cards(board_text))
    tables = board_tables(board, False)
    show = tables.showdowns()
    runouts = tables._runout_cards
    assert runouts is not None and show.shape[0] == runouts.shape[0]
    cards = combo_table(False).cards
    for row in (0, show.shape[0] // 2, show.shape[0] - 1):
        free = np.flatnonzero(show[row] >= 0)
        rest = np.array(board + tuple(runouts[row]), np.uint8)
        hands = np.concatenate([cards[free], np.tile(rest, (free.shape[0], 1))], axis=1)
        assert show[row, free].tolist() == evaluate_batch(hands).tolist()
        clash = set(board) | set(runouts[row].tolist())
        assert all(bool(clash & set(cards[k].tolist())) for k in np.flatnonzero(show[row] < 0))


def test_stats_count_tendencies_from_the_public_history() -> None:
    hand = HandState(NL, [200, 200, 200], [0, 1, 2], Deck.shuffled(random.Random(2)))
    hand.bet_or_raise(6)  # the button opens
    hand.call()  # small blind calls
    hand.fold()  # big blind folds
    hand.bet_or_raise(8)  # flop: small blind bets
    hand.fold()  # button folds to the bet
    record = moves_of(view_for(hand, 1).history)
    assert record is not None
    button, small = SeatStats(), SeatStats()
    button.add_hand(2, record)
    small.add_hand(0, record)
    assert (button.vpip, button.pfr, button.faced_bet, button.folded_to_bet) == (1, 1, 1, 1)
    assert (small.vpip, small.pfr, small.aggressive) == (1, 0, 1)
    read = small.estimates(Bot("expert").population)
    assert 0.27 < read.vpip < 0.4


def test_arena_command_line_plays_levels_in_duplicate() -> None:
    assert main(["--seat", "expert", "--seat", "casual", "--hands", "6", "--duplicate",
                 "--jobs", "1"]) == 0
    assert main(["--seat", "solid", "--seat", "solid", "--hands", "3", "--duplicate",
                 "--rotations", "3"]) == 2


def test_the_documented_example_bot_plays() -> None:
    """The ten-line bot of docs/bots.md is valid, legal and loadable by the arena."""
    text = (ROOT / "docs" / "bots.md").read_text(encoding="utf-8")
    code = text.split("```python\n", 1)[1].split("```", 1)[0]
    lines = [line for line in code.splitlines() if line.strip()]
    assert len(lines) <= 13  # two imports and a ten-line class
    namespace: dict[str, object] = {}
    exec(compile(code, "docs/bots.md", "exec"), namespace)
    example = namespace["PairsAndAces"]
    assert callable(example)
    players = [("example", lambda seed: example()), ("expert", _strict("expert"))]
    for variant in ("nl", "pl", "fl"):
        run_arena(players, 40, seed=1, variant=variant, duplicate=True)


# ---------------------------------------------------------------------- decisions pinned


def _expected_decisions() -> dict[str, dict[str, object]]:
    data: dict[str, dict[str, object]] = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.name)
def test_decisions_match_the_recorded_ones_quick(scenario: Scenario) -> None:
    """Every thought of the first hands of each seeded table is as recorded before the bots'
    code was reorganised (a change here is a change of behaviour)."""
    lines = play(scenario, QUICK_HANDS)
    expected = _expected_decisions()[scenario.name]
    assert len(lines) == expected["quick_decisions"]
    assert digest(lines) == expected["quick_sha256"]


def test_arena_help_lists_each_seat_name_once(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    listed = text.split("a player: ", 1)[1].split(", or module:Class", 1)[0].split(", ")
    assert "expert" in listed and "equity_tag" in listed
    assert len(listed) == len(set(listed))


# ---------------------------------------------------------------------- premium hands


def _facing_one_raise(code: str, hole: str, raise_bb: int, opener: int, seed: int) -> Thought:
    """Six players: the seat in hand position ``opener`` raises to ``raise_bb`` big blinds,
    everyone between folds, and the small blind (position 0) holds ``hole``; its thought."""
    cards = parse_cards(hole)
    others = [c for c in Deck.shuffled(random.Random(seed)).order() if c not in cards]
    holes = [(others[2 * i], others[2 * i + 1]) for i in range(6)]
    holes[0] = (cards[0], cards[1])
    hand = HandState(NL, [200] * 6, list(range(6)), stacked_deck(holes, others[12:17]))
    while hand.actor_seat != 0:
        seat = hand.actor_seat
        assert seat is not None
        hand.act(Action.bet_or_raise(raise_bb * 2) if seat == opener else Action.fold())
    return Bot(code, seed=seed, strict=True).think(view_for(hand, 0))


@pytest.mark.parametrize("code", ["solid", "expert"])
def test_premium_hands_never_fold_to_one_small_raise(code: str) -> None:
    """Issue 33: a solid player folded A♠K♣ in the small blind to a 4-big-blind raise. The top
    5 % of hands go on against one raise of at most 4 big blinds, from any seat."""
    for hole in ("AsKc", "QsQh", "9c9d", "KhQh", "AhJh"):
        for opener, raise_bb in ((5, 4), (2, 3), (3, 4)):
            for seed in range(3):
                t = _facing_one_raise(code, hole, raise_bb, opener, seed)
                assert t.action.kind is not ActionKind.FOLD, (hole, opener, raise_bb, seed, t)
