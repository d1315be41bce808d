"""TableModel: the Qt-free table every observer reads, checked against the engine itself.

Whole sessions are replayed through the model; after each event the chips must add up, and
after each engine step (the finest moment the engine's own state can be read) the model must
say what the engine says: stacks, bets, pots with their eligibility, folds, cards, whose turn.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.core.cards import Deck
from engine.core.cards import card_str
from engine.core.cards import parse_cards
from engine.play.session import BotToAct
from engine.play.session import GameOver
from engine.play.session import GameSession
from engine.play.session import HandWrapped
from engine.play.session import PersonToAct
from engine.play.session import Rebought
from engine.play.session import chip_count
from engine.play.table_model import EVENT_TYPES
from engine.play.table_model import HAND_EVENT_TYPES
from engine.play.table_model import RULES
from engine.play.table_model import Beat
from engine.play.table_model import PotModel
from engine.play.table_model import TableModel
from engine.play.table_model import beat_of
from engine.rules.actions import Action
from engine.rules.config import HandConfig
from engine.rules.events import ActionTaken
from engine.rules.events import BetsCollected
from engine.rules.events import HandShown
from engine.rules.events import HandStarted
from engine.rules.events import HoleCardDealt
from engine.rules.events import PotAwarded
from engine.rules.player import Player
from engine.rules.table import GameMode
from engine.rules.table import TableConfig
from engine.rules.view import PlayerView


def _names(n: int) -> list[str | None]:
    return [f"P{i}" for i in range(n)]


def _live_pots(pots: list[tuple[int, tuple[int, ...]]], folded: set[int]) -> list[object]:
    """Pots as (amount, eligible) with folded seats left out: the engine works a fold into
    the pots' eligibility at its next collection, the model at the next BetsCollected."""
    return [(a, tuple(s for s in e if s not in folded)) for a, e in pots if a > 0]


def assert_matches_engine(model: TableModel, session: GameSession) -> None:
    """The model says what the engine's own state says."""
    count = chip_count(session)
    assert tuple(sorted(model.stacks.items())) == count.stacks
    assert tuple(sorted((s, b) for s, b in model.bets.items() if b)) == count.bets
    assert tuple(p.amount for p in model.pots if p.amount) == tuple(a for a in count.pots if a)
    hand = session.hand
    if hand is None or session.wrapped:
        return
    assert model.hand_number == hand.hand_number
    assert model.in_hand == hand.seats
    assert model.folded == {s for s, f in zip(hand.seats, hand.folded, strict=True) if f}
    assert model.board == tuple(hand.board)
    assert model.burned == len(hand.burned)
    assert model.hole == {s: list(c) for s, c in zip(hand.seats, hand.hole, strict=True)}
    assert model.hand_running == (not hand.finished)
    if not hand.finished:
        assert model.street == hand.street
        assert model.to_act == hand.actor_seat
        engine_pots = [(p.amount, p.eligible) for p in hand.pots]
        model_pots = [(p.amount, p.eligible) for p in model.pots]
        assert _live_pots(model_pots, model.folded) == _live_pots(engine_pots, model.folded)
        for seat in hand.seats:
            assert model.all_in(seat) == (seat not in model.folded
                                          and hand.stacks[hand.position_of(seat)] == 0)


def play_through_model(session: GameSession, hands: int,
                       person: Action | None = None) -> tuple[TableModel, list[object]]:
    """Play ``hands`` hands, applying every event to a model and checking it on the way.

    :param person: what the person does whenever it is their turn (check or call if ``None``).
    """
    model = TableModel(session.table.seats)
    seen: list[object] = []
    model.subscribe(lambda event, m: seen.append(event))
    total = 0
    while session.table.hand_number < hands or not session.wrapped:
        if session.waiting_for_person:
            legal = session.person_legal()
            assert legal is not None
            action = person or (Action.check() if legal.can_check else Action.call())
            if action.kind == "fold" and legal.can_check:
                action = Action.check()
            batch = session.act(action)
        else:
            batch = session.step()
        if not batch:
            break
        for event in batch:
            model.apply(event)
            if isinstance(event, HandStarted) and total == 0:
                total = model.chip_total()
            if isinstance(event, Rebought):
                total += event.amount
            if total:
                assert model.chip_total() == total, f"chips do not add up after {event}"
            assert min(model.stacks.values(), default=0) >= 0, event
            assert min(model.bets.values(), default=0) >= 0, event
            assert all(set(p.eligible) <= set(model.in_hand) for p in model.pots), event
        assert_matches_engine(model, session)
    return model, seen


def test_every_event_type_has_a_rule() -> None:
    assert set(RULES) == set(EVENT_TYPES)
    assert set(HAND_EVENT_TYPES) < set(EVENT_TYPES)
    assert {PersonToAct, BotToAct, HandWrapped, Rebought, GameOver} <= set(RULES)


def test_an_unknown_event_is_refused_not_skipped() -> None:
    with pytest.raises(KeyError):
        TableModel([0, 1]).apply(object())


def test_random_players_with_rebuys_match_the_engine() -> None:
    config = TableConfig(mode=GameMode.CASH, starting_stack=300, rebuy_amount=300,
                         hand=HandConfig(small_blind=10, big_blind=20))
    session = GameSession(config, _names(6), seed=5)
    model, seen = play_through_model(session, 40)
    assert any(isinstance(e, Rebought) for e in seen), "the seed should bust somebody"
    assert any(isinstance(e, BetsCollected) and len(e.pots) > 1 for e in seen), \
        "the seed should make a side pot"
    assert any(isinstance(e, ActionTaken) and e.action == "fold" for e in seen)
    assert any(isinstance(e, HandShown) for e in seen)
    assert model.hand_number == 40


def test_person_folding_and_calling_match_the_engine() -> None:
    session = GameSession(TableConfig(), _names(4), person_seat=0, seed=3)
    play_through_model(session, 6, Action.fold())
    session = GameSession(TableConfig(), _names(4), person_seat=0, seed=3)
    model, seen = play_through_model(session, 6)
    assert any(isinstance(e, PersonToAct) for e in seen)
    assert model.to_act is None and model.legal is None


def test_a_tournament_to_the_end_matches_the_engine() -> None:
    config = TableConfig(starting_stack=200, hand=HandConfig(small_blind=20, big_blind=40))
    session = GameSession(config, _names(4), bots={s: "call" for s in range(4)}, seed=9)
    model, seen = play_through_model(session, 10_000)
    assert isinstance(seen[-1], GameOver)
    assert model.game_over
    assert model.standings == seen[-1].standings
    assert len(model.busted) == 3


def _stacked(order: list[int], hole: dict[int, str], board: str) -> Deck:
    used = set(parse_cards("".join(hole.values()) + board))
    spare = iter(c for c in Deck.stacked("").order() if c not in used)
    cards = [parse_cards(hole[s]) for s in order]
    b = parse_cards(board)
    deck = [c[0] for c in cards] + [c[1] for c in cards]
    deck += [next(spare), *b[:3], next(spare), b[3], next(spare), b[4]]
    return Deck.stacked(" ".join(card_str(c) for c in deck))


class _Shover:
    """Puts every chip in at its first chance, so stacked hands reach a showdown all-in."""

    def decide(self, view: PlayerView) -> Action:
        legal = view.legal
        assert legal is not None
        if legal.max_raise_to is not None:
            return Action.bet_or_raise(legal.max_raise_to)
        return Action.call() if legal.can_call else Action.check()


def _shovers(kind: str, rng: random.Random) -> Player:
    return _Shover()


def test_a_stacked_all_in_with_side_pots_shows_the_right_winners() -> None:
    """Three all-in for 100, 300 and 600: the short stack wins the main pot with aces, the
    middle stack the side pot with kings; the big stack gets its uncalled chips back."""
    names = _names(3)
    probe = GameSession(TableConfig(), names, bots={s: "call" for s in range(3)}, seed=2)
    button = probe.table.button
    order = [(button + k) % 3 for k in (1, 2, 3)]
    hole = {order[0]: "AsAh", order[1]: "KsKh", order[2]: "QsQh"}
    deck = _stacked(order, hole, "2c7d9cJd3h")
    session = GameSession(TableConfig(), names, seed=2, bot_factory=_shovers,
                          decks=lambda n: deck if n == 1 else None)
    for seat, stack in zip(order, (100, 300, 600), strict=True):
        session.table.seats[seat] = replace(session.table.seats[seat], stack=stack)
    session.bought_in = 1000
    model = TableModel(session.table.seats)
    while session.table.hand_number < 1 or not session.wrapped:
        for event in session.step():
            model.apply(event)
        assert_matches_engine(model, session)
    assert [a.shares for a in model.awards][:2] == [((order[0], 300),), ((order[1], 400),)]
    assert model.winners()[:2] == (order[0], order[1])
    assert set(model.shown) == set(order)
    assert model.face_up == set(order)
    assert model.stacks == {order[0]: 300, order[1]: 400, order[2]: 300}


def test_observers_see_the_model_after_each_event_in_subscription_order() -> None:
    session = GameSession(TableConfig(), _names(3), seed=1)
    model = TableModel(session.table.seats)
    calls: list[tuple[str, object, int]] = []
    model.subscribe(lambda e, m: calls.append(("first", e, len(m.hole.get(0, [])))))
    model.subscribe(lambda e, m: calls.append(("second", e, len(m.hole.get(0, [])))))
    batch = session.step()
    model.apply_all(batch)
    assert [c[0] for c in calls[:2]] == ["first", "second"]
    dealt = [c for c in calls if isinstance(c[1], HoleCardDealt) and c[1].seat == 0]
    assert [c[2] for c in dealt if c[0] == "first"] == [1, 2]  # already applied when told


def test_seat_snapshot_and_reading_helpers() -> None:
    session = GameSession(TableConfig(), _names(3), seed=1)
    model = TableModel(session.table.seats)
    model.apply_all(session.step())
    big = model.blind_seats[1]
    assert big is not None
    seat = model.seat(big)
    small_blind, big_blind, _ = model.blinds
    assert seat.bet == big_blind and seat.in_hand and not seat.folded and not seat.face_up
    assert len(seat.hole) == 2
    assert model.owed(big) == 0
    assert model.pot_total() == small_blind + big_blind
    assert model.live() == model.in_hand


def test_the_replayer_beats() -> None:
    assert beat_of(HoleCardDealt(0, 0, 0)) is Beat.RUN
    assert beat_of(PotAwarded((0,), 10, (0,), ((0, 10),), None, None, 0)) is Beat.PAUSE
    assert all(isinstance(rule.beat, Beat) for rule in RULES.values())


def test_pots_are_plain_values() -> None:
    assert PotModel(10, (1, 2)) == PotModel(10, (1, 2))


def test_between_hands_the_level_and_blinds_shown_are_the_next_hand_s() -> None:
    # A level's number is never paired with another level's blinds: during a hand the model
    # holds that hand's level and blinds, between hands the next hand's.
    from engine.rules.events import HandStarted as Started
    from engine.rules.table import BlindLevel

    levels = (BlindLevel(5, 10), BlindLevel(10, 20), BlindLevel(20, 40, 5))
    config = TableConfig(mode=GameMode.CASH, starting_stack=5000, levels=levels,
                         hands_per_level=2, rebuy_amount=5000)
    session = GameSession(config, _names(3), bots={s: "call" for s in range(3)}, seed=4)
    model = TableModel(range(3))
    pairs = []
    while model.hand_number < 5:
        for event in session.step():
            model.apply(event)
            if isinstance(event, Started | HandWrapped):
                number, shown = model.blinds_shown()
                pairs.append((type(event).__name__, number - 1, shown[:2]))
    wanted = {0: (5, 10), 1: (10, 20), 2: (20, 40)}
    assert all(blinds == wanted[level] for _, level, blinds in pairs), pairs
    assert ("HandWrapped", 1, (10, 20)) in pairs  # after hand 2: level 2's blinds at once
    assert ("HandWrapped", 2, (20, 40)) in pairs
