"""After the hand: the computer players' reasons found again by replaying the stored session
equal those the live game gave, and the replayer's equities equal a brute-force count."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from engine.bots.explain import Thought
from engine.core.cards import Deck
from engine.core.cards import card_str
from engine.core.cards import parse_cards
from engine.core.errors import StorageError
from engine.play.session import BotReasoned
from engine.play.session import HandWrapped
from engine.rules.actions import Action
from engine.rules.hand import HandState
from engine.storage.hands import HandRecord
from engine.storage.imported.imports import import_files
from engine.storage.recorder import record_new
from engine.storage.spots import rotated
from engine.storage.spots import spot_of
from engine.storage.store import IMPORTED
from engine.storage.store import Store
from engine.storage.thoughts import hand_thoughts
from engine.teaching.figures.replay_equity import EquityJob
from engine.teaching.figures.replay_equity import step_equity
from engine.teaching.figures.replay_equity import street_points
from engine.teaching.practice.practice_spot import PracticeError
from engine.teaching.practice.practice_spot import PracticeSession
from engine.teaching.practice.practice_spot import check_spot
from engine.teaching.practice.practice_spot import spot_state
from gui.base.game_setup import GameSetup

HANDS = 13  # past the first snapshot (every 10 hands), so both ways to the hand are used


def _play(store: Store, seed: int) -> tuple[int, dict[int, list[Thought]]]:
    """A session against the mixed bots (which give reasons); the live thoughts by hand."""
    setup = GameSetup(players=4, opponents="mixed", seed=seed)
    names = setup.names()
    session = record_new(store, setup.table_config(), [names[s] for s in range(4)], 0,
                         setup.bots(), seed, "why")
    live: dict[int, list[Thought]] = {}
    wrapped = 0
    while wrapped < HANDS and not session.over:
        if session.waiting_for_person:
            legal = session.person_legal()
            assert legal is not None
            cheap = (legal.call_amount or 0) <= 40
            events = session.act(Action.check() if legal.can_check
                                 else Action.call() if cheap else Action.fold())
        else:
            events = session.step()
        hand = session.hand
        if hand is not None:
            live.setdefault(hand.hand_number, []).extend(
                e.thought for e in events if isinstance(e, BotReasoned))
        wrapped += sum(isinstance(e, HandWrapped) for e in events)
    assert session.session_id is not None
    return session.session_id, live


def test_reasons_found_again_are_those_of_the_live_game(store: Store) -> None:
    session_id, live = _play(store, 11)
    assert store.snapshot_positions(session_id)  # hand 11 and later start from a snapshot
    for number in (1, 2, 7, 11, 12):
        found = hand_thoughts(store, session_id, number)
        record = store.hand(session_id, number)
        decisions = len(record.data.actions)
        assert len(found) == decisions
        assert [t for t in found if t is not None] == live[number]
        # Every computer decision has a reason, the person's none.
        people = [t is None for t in found]
        assert sum(people) < decisions


def test_an_imported_hand_has_no_reasons(store: Store) -> None:
    with pytest.raises(StorageError) as error:
        hand_thoughts(store, IMPORTED, 1)
    assert error.value.code == "not_found"


def test_the_spot_of_a_stored_hand_and_its_rotation(store: Store) -> None:
    session_id, _ = _play(store, 4)
    record = store.hand(session_id, 2)
    spot = spot_of(record)
    hand = record.data.rebuild()
    assert spot.hole == tuple((h[0], h[1]) for h in hand.hole)
    assert spot.board == tuple(hand.board) and spot.actions == record.data.actions
    turned, moved = rotated(spot, spot.seats[0])
    assert moved[spot.seats[0]] == 0
    order = list(turned.seats)
    start = order.index(min(order))
    assert order[start:] + order[:start] == sorted(order)  # neighbours kept


# ---------------------------------------------------------------------- equities


def _best(cards: list[int]) -> tuple[int, ...]:
    """An independent seven-card ranking: the best five-card hand by brute force."""
    def five(hand: tuple[int, ...]) -> tuple[int, ...]:
        ranks = sorted((c >> 2 for c in hand), reverse=True)
        counts = sorted(((ranks.count(r), r) for r in set(ranks)), reverse=True)
        flush = len({c & 3 for c in hand}) == 1
        distinct = sorted(set(ranks), reverse=True)
        straight = None
        if len(distinct) == 5 and distinct[0] - distinct[4] == 4:
            straight = distinct[0]
        elif distinct == [12, 3, 2, 1, 0]:
            straight = 3
        if straight is not None and flush:
            return (8, straight)
        if counts[0][0] == 4:
            return (7, counts[0][1], counts[1][1])
        if counts[0][0] == 3 and counts[1][0] == 2:
            return (6, counts[0][1], counts[1][1])
        if flush:
            return (5, *ranks)
        if straight is not None:
            return (4, straight)
        if counts[0][0] == 3:
            return (3, counts[0][1], *[r for _, r in counts[1:]])
        if counts[0][0] == 2 and counts[1][0] == 2:
            return (2, counts[0][1], counts[1][1], counts[2][1])
        if counts[0][0] == 2:
            return (1, counts[0][1], *[r for _, r in counts[1:]])
        return (0, *ranks)
    return max(five(h) for h in itertools.combinations(cards, 5))


def _brute(holes: list[list[int]], board: list[int]) -> list[float]:
    used = {c for h in holes for c in h} | set(board)
    rest = [c for c in range(52) if c not in used]
    shares = [0.0] * len(holes)
    runs = 0
    for extra in itertools.combinations(rest, 5 - len(board)):
        full = board + list(extra)
        values = [_best(h + full) for h in holes]
        top = max(values)
        winners = [k for k, v in enumerate(values) if v == top]
        for k in winners:
            shares[k] += 1 / len(winners)
        runs += 1
    return [s / runs for s in shares]


@pytest.mark.parametrize("street", [3, 4, 5])
def test_equities_at_each_street_equal_a_brute_force_count(street: int) -> None:
    holes = {0: parse_cards("AhKh"), 1: parse_cards("QsQd"), 2: parse_cards("7c6c")}
    board = parse_cards("Qh8c5cJh2d")[:street]
    job = EquityJob.of(holes, live=[0, 1, 2], visible=[0, 1, 2], board=board)
    result = step_equity(job)
    expected = _brute([holes[s] for s in (0, 1, 2)], board)
    for seat, share in zip((0, 1, 2), expected, strict=True):
        got = result.of(seat)
        assert got is not None and got.exact
        assert got.equity == pytest.approx(share, abs=1e-9), card_str(holes[seat][0])


def test_pre_flop_equity_is_the_known_figure_and_folded_cards_are_dead() -> None:
    holes = {0: parse_cards("AsAh"), 1: parse_cards("KdKc"), 2: parse_cards("7d2c")}
    result = step_equity(EquityJob.of(holes, live=[0, 1], visible=[0, 1, 2], board=[]))
    assert result.job.dead == tuple(sorted(parse_cards("7d2c")))
    both = step_equity(EquityJob.of(holes, live=[0, 1], visible=[0, 1], board=[]))
    first = both.of(0)
    assert first is not None and first.exact
    assert first.equity == pytest.approx(0.8126, abs=5e-5)  # the published AA vs KK figure
    assert result.of(0) != first  # the dead seven and deuce change it a little


def test_a_hidden_hand_counts_as_random_with_a_standard_error() -> None:
    holes = {0: parse_cards("AsAh"), 1: parse_cards("KdKc"), 2: parse_cards("7d2c")}
    job = EquityJob.of(holes, live=[0, 1, 2], visible=[0], board=[])
    assert job.hidden == 2 and len(job.known) == 1
    result = step_equity(job, samples=20_000)
    mine = result.of(0)
    assert mine is not None and not mine.exact and 0 < mine.stderr < 0.01
    assert mine.equity == pytest.approx(0.7358, abs=4 * mine.stderr + 0.002)  # AA vs 2 randoms
    assert step_equity(job, samples=20_000) == result  # seeded from the step


def test_a_lone_hand_has_the_pot_and_the_chart_points_are_street_starts() -> None:
    holes = {0: parse_cards("AsAh")}
    lone = step_equity(EquityJob.of(holes, live=[0], visible=[0], board=[]))
    assert lone.of(0) is not None and lone.of(0).equity == 1.0  # type: ignore[union-attr]
    assert street_points([0, 0, 0, 1, 1, 2, 3, 3], [False, True, True, True, True, True,
                                                    True, True]) == (1, 3, 5, 6)
    assert street_points([0, 0, 1], [False, True, True]) == (1, 2, None, None)


# ---------------------------------------------------------------------- imported hands

STARS = Path(__file__).resolve().parents[2] / "data" / "hands" / "stars_mixed.txt"


def _recorded_at(record: HandRecord, n: int) -> HandState:
    """The imported hand after ``n`` decisions on its own deck, as its rebuild deals it."""
    data, extra = record.data, record.data.options
    assert extra is not None
    hand = HandState(data.config, list(data.stacks), list(data.seats),
                     Deck.stacked(list(data.dealt), data.config.short_deck), data.hand_number,
                     antes=list(extra.antes), blinds=list(extra.blinds),
                     ante_trimming=not extra.dead_antes, free_folds=extra.free_folds,
                     first_to_act=extra.first_to_act)
    for action in data.actions[:n]:
        hand.act(action)
    return hand


def test_imported_hands_play_on_where_your_cards_are_known(store: Store) -> None:
    import_files(store, [STARS])
    store.set_me_names(["Ann"])
    started = refused = 0
    for record in store.hands(player="Ann"):
        spot = spot_of(record)
        unknown = set(record.data.options.unknown) if record.data.options else set()
        assert all((spot.hole[p] is None) == (p in unknown) for p in range(len(spot.seats)))
        for n in range(len(spot.actions) + 1):
            recorded = _recorded_at(record, n)
            try:
                check_spot(spot, n, record.person_seat)
            except PracticeError:
                refused += 1
                continue
            state = spot_state(spot, n, seed=n, board_shown=len(recorded.board))
            assert (state.stacks, state.bets, state.actor, state.board) == (
                recorded.stacks, recorded.bets, recorded.actor, recorded.board)
            assert record.person_seat is not None
            turned, moved = rotated(spot, record.person_seat)
            names = {moved[p.seat]: p.name for p in record.players}
            practice = PracticeSession(turned, n, names, 0, {}, seed=n,
                                       board_shown=len(recorded.board))
            hand = practice.hand
            assert hand is not None and practice.person_seat == 0
            mine = hand.hole[turned.seats.index(0)]
            assert tuple(mine) == record.person_cards
            started += 1
    assert started > 0 and refused > 0
