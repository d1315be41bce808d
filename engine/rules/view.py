"""What one seat may know about a hand: the only thing a computer player ever sees.

A view is a frozen copy, not a window onto the state: it holds no reference to the deck, the
other players' hole cards or the burned cards, so a bot cannot reach them even by accident.

Tests: tests/engine/rules/test_table.py, tests/engine/bots/test_bot_equilibrium.py,
tests/engine/bots/test_bot_reraised.py
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.cards import Card
from engine.rules.actions import LegalActions
from engine.rules.events import CardBurned
from engine.rules.events import HandEvent
from engine.rules.events import HoleCardDealt
from engine.rules.events import Pot
from engine.rules.events import Street
from engine.rules.hand import HandState


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A seat's view of the hand at its turn.

    :param seat: the viewer's table seat.
    :param hole: the viewer's two hole cards.
    :param board: community cards so far.
    :param seats: seats in the hand, clockwise from the left of the button (button last).
    :param stacks: chips behind for each of ``seats``.
    :param bets: this round's bets for each of ``seats``.
    :param folded: whether each of ``seats`` has folded.
    :param pots: main and side pots collected so far.
    :param legal: the viewer's legal actions (``None`` if it is not the viewer's turn).
    :param history: every public event of the hand so far, in order.
    """

    seat: int
    hole: tuple[Card, ...]
    board: tuple[Card, ...]
    street: Street
    seats: tuple[int, ...]
    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    folded: tuple[bool, ...]
    pots: tuple[Pot, ...]
    button: int
    big_blind: int
    small_blind: int
    ante: int
    betting: str
    short_deck: bool
    legal: LegalActions | None
    history: tuple[HandEvent, ...]

    @property
    def to_call(self) -> int:
        """Chips the viewer needs to call (0 if checking is free)."""
        return self.legal.call_amount or 0 if self.legal else 0

    @property
    def pot(self) -> int:
        """Every chip in the middle including this round's bets."""
        return sum(p.amount for p in self.pots) + sum(self.bets)

    @property
    def position(self) -> int:
        """The viewer's hand position: 0 is left of the button, the button is last."""
        return self.seats.index(self.seat)


def _is_public(event: HandEvent, seat: int) -> bool:
    if isinstance(event, HoleCardDealt):
        return event.seat == seat
    return not isinstance(event, CardBurned)


def view_for(state: HandState, seat: int) -> PlayerView:
    """The view of ``seat``; burned cards and other players' hole cards are left out."""
    i = state.position_of(seat)
    legal = state.legal_actions() if state.actor == i else None
    cfg = state.config
    return PlayerView(
        seat=seat,
        hole=tuple(state.hole[i]),
        board=tuple(state.board),
        street=state.street,
        seats=state.seats,
        stacks=tuple(state.stacks),
        bets=tuple(state.bets),
        folded=tuple(state.folded),
        pots=tuple(state.pots),
        button=state.seats[-1],
        big_blind=cfg.big_blind,
        small_blind=cfg.small_blind,
        ante=cfg.ante,
        betting=cfg.betting.value,
        short_deck=cfg.short_deck,
        legal=legal,
        history=tuple(e for e in state.events if _is_public(e, seat)),
    )
