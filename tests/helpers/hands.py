"""Dealing and playing hands in tests: stacked decks, seat orders, seeded random hands and the
README's example hand. Qt-free, so engine and window tests share it."""

from __future__ import annotations

import random
from collections.abc import Callable
from collections.abc import Sequence
from dataclasses import replace

from engine.core.cards import Deck
from engine.core.cards import card_str
from engine.core.cards import parse_cards
from engine.play.players import RandomPlayer
from engine.play.session import GameSession
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.config import OddChip
from engine.rules.hand import HandState
from engine.rules.player import Player
from engine.rules.view import view_for
from gui.base.game_setup import GameSetup
from gui.base.game_setup import stacked

#: How long a GUI test waits for the window to reach a state (ms); generous for slow machines.
TIMEOUT_MS = 10_000


def first_button(setup: GameSetup) -> int:
    """The seat that draws the button for the first hand with this setup's seed."""
    return setup.session().table.button


def seed_with_button(setup: GameSetup, seat: int) -> int:
    """A seed whose seat draw gives ``seat`` the first button."""
    for seed in range(1, 500):
        if first_button(_with_seed(setup, seed)) == seat:
            return seed
    raise AssertionError("no seed found")


def _with_seed(setup: GameSetup, seed: int) -> GameSetup:
    return replace(setup, seed=seed)


def hand_order(seats: list[int], button: int) -> list[int]:
    """Seats in deal order: left of the button first, the button last."""
    seats = sorted(seats)
    start = seats.index(button) + 1
    return seats[start:] + seats[:start]


def stack_deck(order: list[int], hole: dict[int, str], board: str,
               burns: str = "") -> str:
    """A deck text that deals ``hole`` (by seat) and ``board`` with burn cards between streets.

    Burn cards are taken from ``burns`` or else from cards nobody uses.
    """
    used = set(parse_cards("".join(hole.values()) + board + burns))
    spare = iter(c for c in Deck.stacked("").order() if c not in used)
    burn_cards = parse_cards(burns) if burns else [next(spare) for _ in range(3)]
    cards = [parse_cards(hole[s]) for s in order]
    deck = [c[0] for c in cards] + [c[1] for c in cards]
    b = parse_cards(board)
    deck += [burn_cards[0], *b[:3], burn_cards[1], b[3], burn_cards[2], b[4]]
    return " ".join(card_str(c) for c in deck)


SessionTweak = Callable[[GameSession], None]


def factory_with(setup: GameSetup, decks: dict[int, str],
                 tweak: SessionTweak | None = None) -> Callable[[], GameSession]:
    """A session factory for ``start_game`` with stacked decks and a change before hand one."""
    def make() -> GameSession:
        session = setup.session(stacked(decks))
        if tweak is not None:
            tweak(session)
        return session

    return make


def random_config(rng: random.Random, betting: Betting, short_deck: bool = False) -> HandConfig:
    big = rng.choice([2, 2, 4, 10, 20])
    small = rng.choice([big // 2, big // 2, big // 4 or 1, 0 if betting is not Betting.FIXED_LIMIT
                        else big // 2])
    ante = rng.choice([0, 0, 0, 1, big // 2, big])
    return HandConfig(
        betting=betting,
        small_blind=small,
        big_blind=big,
        ante=ante,
        short_deck=short_deck,
        # PokerKit's conventions, so that the oracle plays the same game.
        bet_cap=4,
        blind_counts_as_bet=False,
        cap_lifted_heads_up=False,
        odd_chip=OddChip.ALL_TO_FIRST,
    )


def random_stacks(rng: random.Random, n: int, big: int) -> list[int]:
    kinds = [
        lambda: rng.randint(1, 3 * big),  # tiny: all-in on the blinds or antes
        lambda: rng.randint(5 * big, 40 * big),
        lambda: rng.randint(50 * big, 200 * big),
    ]
    return [rng.choice(kinds)() for _ in range(n)]


def play_out(state: HandState, players: Sequence[Player]) -> HandState:
    """Let ``players`` (by hand position) decide until the hand is over."""
    guard = 0
    while not state.finished:
        actor = state.actor
        assert actor is not None, "a running hand must have someone to act"
        state.act(players[actor].decide(view_for(state, state.seats[actor])))
        guard += 1
        assert guard < 1000, "hand did not end"
    return state


def random_hand(config: HandConfig, stacks: Sequence[int], seed: int) -> HandState:
    """A hand dealt from a seeded deck and played by seeded random players."""
    rng = random.Random(seed)
    deck = Deck.shuffled(rng, short_deck=config.short_deck)
    state = HandState(config, stacks, deck=deck)
    return play_out(state, [RandomPlayer(rng.randrange(2**32)) for _ in stacks])


def readme_hand() -> HandState:
    """The README's example: Chloé raises, the person calls, Bruno folds, then a bet and a
    check-down; Chloé's deuces full beat the person's aces."""
    config = HandConfig(Betting.NO_LIMIT, small_blind=1, big_blind=2)
    hand = HandState(config, stacks=[200, 200, 200], seats=[0, 1, 2],
                     deck=Deck.stacked("As Kd 7c Ah Kc 2d"))
    hand.bet_or_raise(6)
    hand.call()
    hand.fold()
    hand.bet_or_raise(10)
    hand.call()
    while not hand.finished:
        hand.check()
    return hand
