"""Random engine hands written as iPoker XML games, for the iPoker reader's tests.

Each finished engine hand becomes one ``<game>`` of a session: players with their starting
chips, what they put in and won, the forced bets in round 0, the hole cards and actions of
rounds 1 to 4 (calls and all-ins written as the chips added, bets and raises as the total),
so the reader is tried on many more all-ins, side pots and showdowns than the hand-written
file holds.
"""

from __future__ import annotations

import random
from decimal import Decimal

from engine.core.cards import card_str
from engine.rules.config import Betting
from engine.rules.events import ActionTaken
from engine.rules.events import AntePosted
from engine.rules.events import BetReturned
from engine.rules.events import BlindPosted
from engine.rules.events import BoardDealt
from engine.rules.events import HandStarted
from engine.rules.events import HoleCardDealt
from engine.rules.events import PotAwarded
from engine.rules.hand import HandState
from tests.helpers.hands import random_config
from tests.helpers.hands import random_hand
from tests.helpers.hands import random_stacks

_TYPES = {"fold": 0, "call": 3, "check": 4, "bet": 5, "raise": 23}


def ipoker_card(card: int, lower: bool = False) -> str:
    """A card in iPoker's way: suit first, ``10`` for a ten (``S10``; ``s10`` if ``lower``)."""
    text = card_str(card)
    return (text[1] if lower else text[1].upper()) + text[0].replace("T", "10")


def _money(amount: int) -> str:
    return f"€{Decimal(amount) / 100:.2f}"


def as_ipoker_game(state: HandState, code: str, lower: bool = False) -> str:
    """One finished engine hand as an iPoker ``<game>``, amounts in euro cents."""
    start = next(e for e in state.events if isinstance(e, HandStarted))
    names = {s: f"p{s}x{code}" for s in start.seats}
    put = dict.fromkeys(start.seats, 0)
    won = dict.fromkeys(start.seats, 0)
    rounds: dict[int, list[str]] = {0: [], 1: [], 2: [], 3: [], 4: []}
    no = 0
    for e in state.events:
        if isinstance(e, AntePosted | BlindPosted):
            no += 1
            kind = 15 if isinstance(e, AntePosted) else (1 if e.blind == "small" else 2)
            put[e.seat] += e.amount
            rounds[0].append(f'<action no="{no}" player="{names[e.seat]}" type="{kind}" '
                             f'sum="{_money(e.amount)}"/>')
        elif isinstance(e, ActionTaken):
            no += 1
            put[e.seat] += e.amount
            kind = 7 if e.all_in and e.action != "fold" else _TYPES[e.action]
            shown = e.amount if kind in (3, 7) else (e.to if kind in (5, 23) else 0)
            rounds[int(e.street) + 1].append(
                f'<action no="{no}" player="{names[e.seat]}" type="{kind}" '
                f'sum="{_money(shown)}"/>')
        elif isinstance(e, BoardDealt):
            word = {3: "Flop", 4: "Turn", 5: "River"}[len(e.board)]
            board = " ".join(ipoker_card(c, lower) for c in e.cards)
            rounds[len(e.board) - 1].insert(0, f'<cards type="{word}">{board}</cards>')
        elif isinstance(e, BetReturned):
            put[e.seat] -= e.amount
        elif isinstance(e, PotAwarded):
            for seat, amount in e.shares:
                won[seat] += amount
    dealt: dict[int, list[int]] = {s: [] for s in start.seats}
    for e in state.events:
        if isinstance(e, HoleCardDealt):
            dealt[e.seat].append(e.card)
    holes = [f'<cards type="Pocket" player="{names[s]}">'
             f'{" ".join(ipoker_card(c, lower) for c in dealt[s])}</cards>' for s in start.seats]
    rounds[1][:0] = holes
    players = "".join(
        f'<player seat="{s + 1}" name="{names[s]}" chips="{_money(chips)}" '
        f'dealer="{int(s == start.button)}" win="{_money(won[s])}" bet="{_money(put[s])}"/>\n'
        for s, chips in zip(start.seats, start.stacks, strict=True))
    body = "".join(f'<round no="{k}">\n' + "\n".join(lines) + "\n</round>\n"
                   for k, lines in rounds.items() if lines)
    return (f'<game gamecode="{code}">\n<general>\n<startdate>2024-03-05 20:15:42</startdate>\n'
            f'<smallblind>{_money(start.small_blind)}</smallblind>'
            f'<bigblind>{_money(start.big_blind)}</bigblind>\n'
            f"<players>\n{players}</players>\n</general>\n{body}</game>\n")


def random_ipoker_session(seed: str, count: int, lower: bool = False,
                          ) -> tuple[list[HandState], bytes]:
    """``count`` random No-Limit engine hands and the iPoker session that writes them (suits
    in lower case if ``lower``)."""
    rng = random.Random(seed)
    hands = []
    for _ in range(count):
        cfg = random_config(rng, Betting.NO_LIMIT)
        n = rng.randint(2, 9)
        hands.append(random_hand(cfg, random_stacks(rng, n, cfg.big_blind),
                                 rng.randrange(2**32)))
    games = "".join(as_ipoker_game(h, str(7000 + k), lower) for k, h in enumerate(hands))
    text = ('<?xml version="1.0" encoding="utf-8"?>\n<session sessioncode="1">\n<general>\n'
            "<gametype>Holdem NL €0.01/€0.02</gametype><currency>EUR</currency>\n"
            f"<tablename>Random</tablename>\n</general>\n{games}</session>\n")
    return hands, text.encode()
