"""pytest-qt fixtures for the table window; Qt runs offscreen and at instant speed."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before anything imports Qt

from collections.abc import Callable, Iterator

import pytest

from engine.core.cards import Deck, card_str, parse_cards
from engine.play.session import GameSession
from gui.base import speeds
from gui.base.setup import GameSetup
from gui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot: object) -> Iterator[MainWindow]:
    win = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(win)  # type: ignore[attr-defined]
    win.resize(1280, 800)
    win.show()
    yield win
    win.close()


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
    from dataclasses import replace

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
    from gui.base.setup import stacked

    def make() -> GameSession:
        session = setup.session(stacked(decks))
        if tweak is not None:
            tweak(session)
        return session

    return make
