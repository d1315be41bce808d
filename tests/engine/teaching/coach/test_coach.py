"""The hand-reading coach: every figure checked against an independent computation on
stacked decks, and never a hidden card read."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from itertools import combinations
from math import comb

import numpy as np
import pytest

from engine.bots import Bot
from engine.bots import make_bot
from engine.bots.preflop import preflop_tables
from engine.bots.reading import estimate_range
from engine.bots.reading import moves_of
from engine.core.cards import Deck
from engine.core.cards import full_deck
from engine.core.cards import parse_cards
from engine.evaluation.evaluator import evaluate_batch
from engine.evaluation.hand_value import evaluate
from engine.evaluation.hand_value import reference_evaluate
from engine.play.players import CallingStation
from engine.play.session import BotReasoned
from engine.play.session import GameSession
from engine.rules.actions import Action
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.events import BettingRoundStarted
from engine.rules.events import HandShown
from engine.rules.events import HandsRevealed
from engine.rules.events import PotAwarded
from engine.rules.hand import HandState
from engine.rules.player import Player
from engine.rules.table import TableConfig
from engine.rules.view import PlayerView
from engine.rules.view import view_for
from engine.teaching.coach.coach import Coach
from engine.teaching.coach.coach import CoachReport
from engine.teaching.coach.coach import made_hand_and_standing
from engine.teaching.coach.public_view import SpotError
from engine.teaching.coach.public_view import public_view
from engine.teaching.coach.review import COSTLY_BB
from engine.teaching.coach.review import Reason
from engine.teaching.coach.review import grade
from engine.teaching.coach.table_coach import TableCoach

NL = HandConfig(Betting.NO_LIMIT, 1, 2)


def deck_for(holes: Sequence[str], board: str) -> Deck:
    """A deck dealing ``holes`` by hand position (one card at a time), then ``board``, with
    the burn cards taken from what is left."""
    pairs = [parse_cards(h) for h in holes]
    first = [p[0] for p in pairs] + [p[1] for p in pairs]
    flop_to_river = parse_cards(board)
    used = set(first) | set(flop_to_river)
    burns = [c for c in full_deck() if c not in used][:3]
    b = flop_to_river
    return Deck.stacked([*first, burns[0], *b[:3], burns[1], b[3], burns[2], b[4]])


class Script:
    """A player that takes the next scripted action (a kind and an optional amount), and
    checks or calls once the script is done."""

    def __init__(self, actions: Sequence[Action] = ()) -> None:
        self.actions = list(actions)

    def decide(self, view: PlayerView) -> Action:
        assert view.legal is not None
        if self.actions:
            return self.actions.pop(0)
        return Action.check() if view.legal.can_check else Action.call()


def run_until(hand: HandState, players: dict[int, Player], seat: int, street: int) -> PlayerView:
    """Play until ``seat`` acts on ``street``; return its view."""
    while not hand.finished:
        actor = hand.actor_seat
        assert actor is not None
        if actor == seat and hand.street >= street:
            return view_for(hand, seat)
        hand.act(players[actor].decide(view_for(hand, actor)))
    raise AssertionError("the hand ended first")


# ---------------------------------------------------------------------- the public view


@pytest.mark.parametrize("players", [2, 3, 6, 10])
def test_public_view_is_what_the_seat_would_be_shown(players: int) -> None:
    config = HandConfig(Betting.NO_LIMIT, 1, 2, ante=1 if players == 6 else 0)
    bots: dict[int, Player] = {s: make_bot("solid", seed=s) for s in range(players)}
    checked = 0
    for n in range(12):
        rng = random.Random(n)
        stacks = [rng.randrange(20, 400) for _ in range(players)]
        hand = HandState(config, stacks, list(range(players)), Deck.shuffled(random.Random(n)))
        while not hand.finished:
            seat = hand.actor_seat
            assert seat is not None
            for watcher in range(players):
                expected = view_for(hand, watcher)
                assert public_view(hand.events, watcher, expected.legal) == expected
                checked += 1
            hand.act(bots[seat].decide(view_for(hand, seat)))
        for watcher in range(players):  # the finished hand too: pots awarded, cards shown
            assert public_view(hand.events, watcher) == view_for(hand, watcher)
    assert checked > 40


def test_public_view_refuses_events_without_the_seat() -> None:
    with pytest.raises(SpotError) as error:
        public_view([], 0)
    assert error.value.code == "no_hand"
    hand = HandState(NL, [100, 100], [0, 1], Deck.shuffled(random.Random(1)))
    with pytest.raises(SpotError) as error:
        public_view(hand.events, 5)
    assert error.value.code == "not_seated"


# ---------------------------------------------------------------------- figures


def test_pot_odds_effective_stack_and_spr_from_the_chips() -> None:
    # Positions: 0 small blind, 1 big blind (the person), 2 button. The button raises to 6,
    # the small blind calls: the person must call 4 into 6 + 6 + 2.
    hand = HandState(NL, [100, 150, 300], [0, 1, 2], deck_for(["2c3d", "AhKh", "9s9d"],
                                                              "Qh7h2d5s8c"))
    players: dict[int, Player] = {0: Script([Action.call()]), 1: Script(),
                                  2: Script([Action.bet_or_raise(6)])}
    view = run_until(hand, players, 1, 0)
    report = Coach().report(view)
    assert (report.pot, report.to_call) == (14, 4)
    assert report.pot_odds == pytest.approx(4 / 18)
    # Behind: the person 148, the small blind 94, the button 294; the button covers.
    assert report.effective_stack == 148
    # SPR as the books define it: the stacks behind once the blinds were in (the person 148,
    # the small blind 99, the button 300) over the pot then (3); and now, after the bets.
    assert report.spr == pytest.approx(148 / 3)
    assert report.spr_now == pytest.approx(148 / 14)
    assert report.position == "bb"
    assert dict(report.positions) == {0: "sb", 1: "bb", 2: "btn"}


def test_spr_is_the_stack_behind_over_the_pot_at_the_start_of_the_street() -> None:
    """Issue 33: on the flop the coach divided the stack by a pot that already held the
    opponent's bet (4.5 shown where the flop began at 7.8)."""
    hand = HandState(NL, [300, 300], [0, 1], deck_for(["AhKh", "9s9d"], "Qh7h2d5s8c"))
    # Pre-flop the button (small blind) raises to 10, the big blind calls: 20 in the pot,
    # 290 behind each. On the flop the big blind bets 15 and the button must answer.
    players: dict[int, Player] = {1: Script([Action.bet_or_raise(10)]),
                                  0: Script([Action.call(), Action.bet_or_raise(15)])}
    view = run_until(hand, players, 1, 1)
    report = Coach().report(view)
    assert report.street == 1 and (report.pot, report.to_call) == (35, 15)
    assert report.spr == pytest.approx(290 / 20)
    assert report.spr_now == pytest.approx(290 / 35)  # 290 can still be lost, 35 in


def test_the_spr_of_a_streets_start_holds_until_the_street_ends() -> None:
    """Issue 44: on the river, once the bets were called and swept into the pot, the coach
    said "2.1 at the start of this street" where the river began at 3.9: it took the stacks
    and the pot after the bets. Every report of a street gives the figure of its start."""
    hand = HandState(NL, [300, 300], [0, 1], deck_for(["AhKh", "9s9d"], "Qh7h2d5s8c"))
    # Heads-up the button (seat 1) is the small blind and acts first before the flop.
    script = [Action.bet_or_raise(10), Action.call(),  # 20 in, 290 behind each
              Action.bet_or_raise(15), Action.call(),  # flop: 50 in, 275 behind
              Action.check(), Action.bet_or_raise(40), Action.call(),  # turn: 130, 235
              Action.bet_or_raise(60), Action.call()]  # river: 250, 175
    for action in script:
        hand.act(action)
    events = list(hand.events)
    starts: dict[int, float] = {}
    seen: dict[int, set[float]] = {}
    for end in range(1, len(events) + 1):
        prefix = events[:end]
        if not any(isinstance(e, BettingRoundStarted) for e in prefix) or any(
                isinstance(e, HandsRevealed | HandShown | PotAwarded) for e in prefix):
            continue
        report = Coach().report(public_view(prefix, 0))
        assert report.spr is not None
        if isinstance(prefix[-1], BettingRoundStarted):
            assert report.spr_now is not None
            starts[report.street] = report.spr_now  # nothing bet yet: now is the start
        seen.setdefault(report.street, set()).add(round(report.spr, 9))
    assert starts[3] == pytest.approx(235 / 130)
    assert {street: {round(v, 9)} for street, v in starts.items()} == seen


def _flop_spot(hole: str = "AhKh", board: str = "Qh7h2c5s8d") -> CoachReport:
    hand = HandState(NL, [200, 200, 200], [0, 1, 2],
                     deck_for(["Td9d", "6c6s", hole], board))
    players: dict[int, Player] = {0: Script(), 1: Script(), 2: Script()}
    return Coach().report(run_until(hand, players, 2, 1))


def _board_category(cards: list[int]) -> int:
    """The category the board makes on its own (four cards: by rank counts only)."""
    if len(cards) >= 5:
        return reference_evaluate(cards).category
    counts = sorted((sum(c >> 2 == r for c in cards) for r in {c >> 2 for c in cards}),
                    reverse=True)
    return {4: 7, 3: 3}.get(counts[0], 2 if counts[:2] == [2, 2] else counts[0] - 1)


def test_outs_by_brute_force_with_the_reference_evaluator() -> None:
    report = _flop_spot()
    hole, board = list(report.hole), list(report.board)
    assert len(board) == 3
    seen = set(hole + board)
    unseen = [c for c in full_deck() if c not in seen]
    now = reference_evaluate(hole + board).category
    expected: dict[int, set[int]] = {}
    for card in unseen:
        after = reference_evaluate([*hole, *board, card]).category
        # A card that improves the board itself as much improves every hand alike: no out.
        if after > now and after > _board_category([*board, card]):
            expected.setdefault(after, set()).add(card)
    got = {g.category: set(g.cards) for g in report.outs}
    assert got == expected
    assert got[5] and len(got[5]) == 9  # nine hearts make the flush
    outs = {c for cards in got.values() for c in cards}
    assert report.unseen == len(unseen) == 47
    assert report.outs_next == pytest.approx(len(outs) / 47)
    # By the river: every (turn, river) pair counted.
    pairs = list(combinations(unseen, 2))
    hits = sum(1 for a, b in pairs if a in outs or b in outs)
    assert report.outs_by_river == pytest.approx(hits / len(pairs))
    for group in report.outs:
        hits = sum(1 for a, b in pairs if a in group.cards or b in group.cards)
        assert group.by_river == pytest.approx(hits / len(pairs))
        assert group.next_card == pytest.approx(len(group.cards) / 47)


def test_made_hand_and_standing_by_brute_force_on_the_river() -> None:
    hand = HandState(NL, [200, 200], [0, 1], deck_for(["KdKc", "7s7c"], "Ks7d2h9c4s"))
    players: dict[int, Player] = {0: Script(), 1: Script()}
    view = run_until(hand, players, 1, 3)
    report = Coach().report(view)
    truth = reference_evaluate([*view.hole, *view.board])
    assert (report.hand.category, report.hand.ranks) == (truth.category, truth.ranks)
    assert report.hand.category == 3  # three sevens
    board = list(view.board)
    rest = [c for c in full_deck() if c not in board]
    mine = truth.strength
    values = [reference_evaluate([a, b, *board]).strength for a, b in combinations(rest, 2)]
    assert report.standing.total == len(values) == comb(47, 2)
    assert report.standing.better == sum(v > mine for v in values)
    assert report.standing.tied == sum(v == mine for v in values) - 1
    assert report.standing.better > 0  # kings full and more beat it


def test_preflop_standing_follows_the_starting_hand_order() -> None:
    aces = made_hand_and_standing(tuple(parse_cards("AsAh")), (), False)[1]
    assert aces.better == 0 and aces.tied == 5 and aces.total == 1326
    worst = made_hand_and_standing(tuple(parse_cards("7c2d")), (), False)[1]
    assert worst.better > 1200


def _exact_vs_random(hole: list[int], board: list[int]) -> float:
    """Heads-up equity against one random hand by enumerating every hand and runout."""
    rest = [c for c in full_deck() if c not in hole and c not in board]
    total = won = 0.0
    for a, b in combinations(rest, 2):
        left = [c for c in rest if c not in (a, b)]
        runs = np.array(list(combinations(left, 5 - len(board))), dtype=np.uint8)
        mine = np.empty((len(runs), 7), dtype=np.uint8)
        mine[:, :2], mine[:, 2 : 2 + len(board)], mine[:, 2 + len(board) :] = hole, board, runs
        theirs = mine.copy()
        theirs[:, :2] = (a, b)
        m, t = evaluate_batch(mine), evaluate_batch(theirs)
        won += float((m > t).sum() + 0.5 * (m == t).sum())
        total += len(runs)
    return won / total


def test_equity_against_one_random_hand_on_the_flop_is_exact() -> None:
    hand = HandState(NL, [200, 200], [0, 1], deck_for(["AhKh", "9c9d"], "Qh7h2c5s8d"))
    players: dict[int, Player] = {0: Script(), 1: Script()}
    view = run_until(hand, players, 0, 1)
    figure = Coach().report(view).vs_random
    assert figure is not None and figure.method == "exact" and figure.stderr == 0
    assert figure.equity == pytest.approx(_exact_vs_random(list(view.hole), list(view.board)),
                                          abs=1e-6)


def test_sampled_equity_is_within_its_stated_error() -> None:
    # Aces against one random hand before the flop win 85.20 % of the pot (the well-known
    # exact figure of a full enumeration).
    hand = HandState(NL, [200, 200], [0, 1], deck_for(["AsAh", "9c9d"], "Qh7h2c5s8d"))
    players: dict[int, Player] = {0: Script(), 1: Script()}
    figure = Coach().report(run_until(hand, players, 0, 0)).vs_random
    assert figure is not None and figure.method == "monte_carlo" and figure.stderr > 0
    assert abs(figure.equity - 0.8520) < 4 * figure.stderr


def test_equity_against_the_read_range_on_the_turn_is_exact() -> None:
    hand = HandState(NL, [200, 200], [0, 1], deck_for(["AhKh", "9c9d"], "Qh7h2c5s8d"))
    players: dict[int, Player] = {0: Script(), 1: Script([Action.bet_or_raise(6)])}
    view = run_until(hand, players, 0, 2)
    coach = Coach()
    report = coach.report(view)
    (read,) = report.opponents
    assert read.seat == 1 and read.equity.method == "exact"
    record = moves_of(view.history)
    assert record is not None
    tables = preflop_tables()
    weights = estimate_range(1, record, tables, coach.tendencies(1), False)
    hole, board = list(view.hole), list(view.board)
    won = total = 0.0
    for (a, b), w in zip(tables.combos.cards.tolist(), weights, strict=True):
        if {a, b} & set(hole + board):
            continue
        for river in full_deck():
            if river in (a, b) or river in hole or river in board:
                continue
            mine = evaluate([*hole, *board, river]).strength
            theirs = evaluate([a, b, *board, river]).strength
            won += w * (1.0 if mine > theirs else 0.5 if mine == theirs else 0.0)
            total += w
    assert read.equity.equity == pytest.approx(won / total, abs=1e-6)
    # The grid's classes hold the whole range (card removal applied).
    free = tables.combos.free_of(hole + board)
    assert sum(read.summary.class_combos) == pytest.approx(float((weights * free).sum()), rel=1e-3)
    assert read.combos == pytest.approx(float((weights * free).sum()), abs=0.01)
    # Its made hands and draws are shares of that same live range.
    assert sum(read.weights) == pytest.approx(read.combos, abs=0.01)
    assert read.hits is not None and read.hits.combos == pytest.approx(read.combos, abs=0.01)
    made = read.hits.share("top_pair_plus") + read.hits.share("weaker_pair")
    assert 0 < made <= 1 and 0 <= read.hits.share("air") <= 1 - made + 1e-9


def test_the_report_never_depends_on_the_opponents_hidden_cards() -> None:
    rng = random.Random(3)
    for _ in range(4):
        cards = list(range(52))
        rng.shuffle(cards)
        mine, board, others = cards[:2], cards[2:7], cards[7:]
        worlds = []
        for world in range(3):
            pool = others[6 * world :]
            holes = [(pool[0], pool[1]), (pool[2], pool[3]), (pool[4], pool[5]), tuple(mine)]
            first = [h[0] for h in holes] + [h[1] for h in holes]
            burns = [c for c in others if c not in first][-3:]
            deck = Deck.stacked([*first, burns[0], *board[:3], burns[1], board[3], burns[2],
                                 board[4]])
            hand = HandState(NL, [200] * 4, [0, 1, 2, 3], deck)
            coach = TableCoach(3)
            players: dict[int, Player] = {s: CallingStation() for s in range(4)}
            reports: list[CoachReport | None] = []
            seen = 0
            while not hand.finished:
                coach.feed(hand.events[seen:])
                seen = len(hand.events)
                reports.append(coach.report())
                actor = hand.actor_seat
                assert actor is not None
                hand.act(players[actor].decide(view_for(hand, actor)))
            worlds.append(reports)
        assert worlds[0] == worlds[1] == worlds[2]
        assert any(r is not None and r.board for r in worlds[0])


# ---------------------------------------------------------------------- grading


def test_a_call_without_the_odds_is_graded_as_costly() -> None:
    hand = HandState(NL, [200, 200], [0, 1], deck_for(["7c2d", "AcAd"], "AsKsQdJc9h"))
    # The button limps, checks down to the river, then bets 40 into 4 after the person checks.
    bettor = Script([Action.call(), Action.check(), Action.check(), Action.bet_or_raise(40)])
    players: dict[int, Player] = {0: Script(), 1: bettor}
    run_until(hand, players, 0, 3)
    hand.act(Action.check())
    view = run_until(hand, players, 0, 3)
    assert view.legal is not None and view.to_call > 0
    thought = Bot("expert", seed=1).think(view)
    called = grade(view, Action.call(), thought, 1)
    assert called.reason is Reason.CALLED_WITHOUT_ODDS and called.costly
    assert called.cost_bb >= COSTLY_BB
    assert called.needed == pytest.approx(view.to_call / (view.pot + view.to_call))
    folded = grade(view, Action.fold(), thought, 1)
    assert folded.reason is Reason.MATCHES_EXPERT and folded.cost_bb == 0.0
    # An expert that weighed no call and had no equity of its own (as often before the
    # flop): the coach's equity prices the call instead.
    bare = dataclasses.replace(thought, equity=None, options=thought.options[:1])
    assert grade(view, Action.call(), bare, 1).reason is Reason.NO_ESTIMATE
    priced = grade(view, Action.call(), bare, 1, equity=0.1)
    expected = (0.1 * (view.pot + view.to_call) - view.to_call) / view.big_blind
    assert dict(priced.values)["call"] == pytest.approx(expected, abs=1e-3)
    assert priced.reason is Reason.CALLED_WITHOUT_ODDS


def test_table_coach_follows_every_hand_the_person_plays() -> None:
    config = TableConfig(hand=NL, starting_stack=200)
    session = GameSession(config, ["me", "a", "b", "c"], person_seat=0,
                          bots={1: "solid", 2: "casual", 3: "expert"}, seed=11)
    coach = TableCoach(0)
    reports = reasons = 0
    for _ in range(400):
        if session.over or coach.hands_followed >= 6:
            break
        events = session.act(_passive(session)) if session.waiting_for_person \
            else session.step()
        coach.feed(events)
        report = coach.report()
        reports += report is not None
        reasons += sum(isinstance(e, BotReasoned) for e in events)
    assert coach.hands_followed >= 6 and reports > 0
    assert reasons, "the bots explain themselves to the window"


def _passive(session: GameSession) -> Action:
    legal = session.person_legal()
    assert legal is not None
    return Action.check() if legal.can_check else Action.call()


# ---------------------------------------------------------------------- ranges stated honestly


def test_a_range_is_summed_up_whole_strongest_and_weakest_with_its_size() -> None:
    """Issue 33: "range 100 % of hands AA, KK, QQ, JJ, TT, AKs" named six classes as if they
    were the whole range. The summary names the strongest classes and the weakest the range
    still holds, how many it holds, and writes a short range out whole."""
    from engine.evaluation.hand_classes import class_index
    from engine.evaluation.hand_classes import class_name
    from engine.evaluation.ranges import parse_range
    from engine.teaching.figures.range_summary import summarize_range

    tables = preflop_tables(False)
    everyone = np.ones(tables.combos.size)
    wide = summarize_range(everyone, everyone)
    assert len(wide.classes) == 169 and wide.share == 1.0 and wide.combos == 1326
    assert wide.strongest[0] == "AA" and wide.weakest[-1] == class_name(
        int(np.argmax(tables.class_percentile)))
    assert wide.notation == ""  # too long to write out: strongest and weakest instead
    # A narrow range, the person holding a king: the kings the range keeps still count.
    dead = parse_cards("Kd5c")
    free = tables.combos.free_of(dead)
    chosen = {class_index(a, b) for a, b in parse_range("QQ+, AKs, AKo").combos}
    weights = np.array([1.0 if c in chosen else 0.0 for c in tables.combos.classes.tolist()])
    narrow = summarize_range(weights * free, free)
    assert narrow.notation == "QQ+, AKs, AKo"
    assert set(narrow.classes) == chosen
    assert narrow.combos == pytest.approx(6 + 3 + 6 + 3 + 9)  # AA QQ KK(3) AKs(3) AKo(9)
    assert narrow.share == pytest.approx(narrow.combos / float(free.sum()), abs=1e-6)


# ---------------------------------------------------------------------- standing


def test_a_weak_starting_hand_stands_in_the_bottom_not_the_top() -> None:
    """Issue 33: 72o was "starting hand 1,303 of 1,326 (top 98 %)"; it is the bottom 2 %."""
    worst = made_hand_and_standing(tuple(parse_cards("7c2d")), (), False)[1]
    assert worst.top_share > 0.9
    assert worst.bottom_share == pytest.approx((1326 - worst.better) / 1326)
    assert worst.bottom_share < 0.03
    aces = made_hand_and_standing(tuple(parse_cards("AsAh")), (), False)[1]
    assert aces.top_share < aces.bottom_share


def test_after_the_flop_the_standing_is_among_the_opponents_range() -> None:
    """Each opponent's read says how the hand stands against the hands of that range now,
    checked combination by combination with the reference evaluator."""
    report = _flop_spot(hole="Kc7d", board="Kh6d2c9s4h")
    hole, board = list(report.hole), list(report.board)
    mine = reference_evaluate(hole + board).strength
    table = preflop_tables(False).combos
    for read in report.opponents:
        assert read.standing is not None
        ahead = tied = behind = 0.0
        for k, weight in enumerate(read.weights):
            if weight <= 0:
                continue
            theirs = reference_evaluate([*table.cards[k].tolist(), *board]).strength
            if theirs < mine:
                ahead += weight
            elif theirs == mine:
                tied += weight
            else:
                behind += weight
        assert read.standing.ahead == pytest.approx(ahead, abs=1e-3)
        assert read.standing.tied == pytest.approx(tied, abs=1e-3)
        assert read.standing.behind == pytest.approx(behind, abs=1e-3)
        assert read.standing.total == pytest.approx(read.combos, abs=1e-2)
        assert read.standing.top_share == pytest.approx((behind + tied + 1) / (read.combos + 1),
                                                        abs=1e-3)
    pre = Coach().report(_preflop_view())
    assert all(r.standing is None for r in pre.opponents)


def _preflop_view() -> PlayerView:
    hand = HandState(NL, [200, 200, 200], [0, 1, 2], deck_for(["Td9d", "6c6s", "Kc7d"],
                                                              "Qh7h2d5s8c"))
    return view_for(hand, 2)


# ---------------------------------------------------------------------- tainted outs


def test_outs_that_pair_the_board_are_tainted_and_each_kind_has_its_equity() -> None:
    """Issue 33: "to two pair: 9 outs" counted the cards that pair the board. King-seven on
    K-6-2: the sevens are clean; a six or a deuce makes two pair for every pair in the
    range, leaves the better kickers ahead and gives trips to the sixes and deuces."""
    from engine.teaching.coach.showdowns import Showdowns

    report = _flop_spot(hole="Kc7d", board="Kh6d2c9s4h")
    two_pair = next(g for g in report.outs if g.category == 2)
    assert set(two_pair.cards) == set(parse_cards("7c7h7s6c6h6s2d2h2s"))
    assert set(two_pair.tainted) == set(parse_cards("6c6h6s2d2h2s"))
    assert set(two_pair.clean) == set(parse_cards("7c7h7s"))
    toughest = min(report.opponents, key=lambda r: r.equity.equity)
    weights = np.array(toughest.weights)

    def after(cards: Sequence[int]) -> float:  # the equity on the turn, enumerated anew
        return float(np.mean([Showdowns(report.hole, (*report.board, c), False).equity(weights)
                              for c in cards]))

    assert two_pair.clean_equity == pytest.approx(after(two_pair.clean), abs=1e-5)
    assert two_pair.tainted_equity == pytest.approx(after(two_pair.tainted), abs=1e-5)
    assert two_pair.tainted_equity < two_pair.clean_equity
