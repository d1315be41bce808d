"""Random engine hands written in PartyPoker's words, for the PartyPoker reader's tests.

Each finished engine hand is written as PartyPoker writes a hand: the three opening lines,
the game and table, seats in brackets with the currency, forced bets, each step with the
chips it adds, the board with commas, every hand shown at the showdown and each player's
winnings, so the reader is tried on many all-ins and side pots. Hands end with two empty
lines, as PartyPoker separates them.
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
from engine.rules.events import HandShown
from engine.rules.events import HandStarted
from engine.rules.events import PotAwarded
from engine.rules.hand import HandState
from tests.helpers.hands import random_config
from tests.helpers.hands import random_hand
from tests.helpers.hands import random_stacks

_STREET = {3: "Flop", 4: "Turn", 5: "River"}


def _usd(amount: int) -> str:
    return f"${Decimal(amount) / 100:.2f} USD"


def as_partypoker(state: HandState, number: int, pacific: bool = False) -> str:
    """One finished engine hand in PartyPoker's words (``pacific``: 888poker's), amounts in
    cents."""
    start = next(e for e in state.events if isinstance(e, HandStarted))
    names = {s: f"p{s}y{number}" for s in start.seats}
    usd = _dollars if pacific else _usd
    if pacific:
        out = [f"#Game No : {number}", f"***** 888poker Hand History for Game {number} *****",
               f"{usd(start.small_blind)}/{usd(start.big_blind)} Blinds No Limit Holdem - "
               "*** 05 03 2024 20:15:42", "Table Random 10 Max (Real Money)"]
    else:
        out = [f"Game #{number} starts.", "", f"#Game No : {number}",
               f"***** Hand History for Game {number} *****",
               f"{_usd(start.small_blind)[:-4]}/{_usd(start.big_blind)} NL Texas Hold'em - "
               "Tuesday, March 05, 20:15:42 EDT 2024", "Table Random (Real Money)"]
    out += [f"Seat {start.button + 1} is the button",
            f"Total number of players : {len(start.seats)}" + ("" if pacific else "/10")]
    out += [f"Seat {s + 1}: {names[s]} ( {usd(chips)} )"
            for s, chips in sorted(zip(start.seats, start.stacks, strict=True))]
    dealt = False
    won: dict[int, int] = {}
    for e in state.events:
        if isinstance(e, AntePosted):
            out.append(f"{names[e.seat]} posts ante [{usd(e.amount)}]")
        elif isinstance(e, BlindPosted):
            out.append(f"{names[e.seat]} posts {e.blind} blind [{usd(e.amount)}]"
                       + ("" if pacific else "."))
        elif isinstance(e, ActionTaken):
            if not dealt:
                out.append("** Dealing down cards **")
                dealt = True
            who = names[e.seat]
            if e.action in ("fold", "check"):
                out.append(f"{who} {e.action}s")
            elif e.all_in:
                out.append(f"{who} is all-In  [{usd(e.amount)}]")
            else:
                out.append(f"{who} {e.action}s [{usd(e.amount)}]")
        elif isinstance(e, BoardDealt):
            if not dealt:
                out.append("** Dealing down cards **")
                dealt = True
            shown = ", ".join(map(card_str, e.cards))
            street = _STREET[len(e.board)]
            out.append(f"** Dealing {street.lower() if pacific else street} ** [ {shown} ]")
        elif isinstance(e, HandShown):
            out.append(f"{names[e.seat]} shows [ {', '.join(map(card_str, e.cards))} ]")
        elif isinstance(e, PotAwarded):
            for seat, amount in e.shares:
                won[seat] = won.get(seat, 0) + amount
        elif isinstance(e, BetReturned) and not pacific:  # PartyPoker: won with the pot
            won[e.seat] = won.get(e.seat, 0) + e.amount
    if not dealt:
        out.append("** Dealing down cards **")
    if pacific:
        out.append("** Summary **")
        out += [f"{names[s]} collected [ {usd(amount)} ]" for s, amount in won.items()]
        out += ["", "", ""]
    else:
        out += [f"{names[s]} wins {_usd(amount)}" for s, amount in won.items()]
        out += [f"Game #{number} ends.", "", ""]
    return "\n".join(out) + "\n"


def _dollars(amount: int) -> str:
    return f"${Decimal(amount) / 100:.2f}"


def random_party_text(seed: str, count: int, pacific: bool = False,
                      ) -> tuple[list[HandState], str]:
    """``count`` random No-Limit engine hands and the PartyPoker (``pacific``: 888poker) text
    that writes them."""
    rng = random.Random(seed)
    hands = []
    for _ in range(count):
        cfg = random_config(rng, Betting.NO_LIMIT)
        n = rng.randint(2, 9)
        hands.append(random_hand(cfg, random_stacks(rng, n, cfg.big_blind),
                                 rng.randrange(2**32)))
    return hands, "".join(as_partypoker(h, 5000 + k, pacific) for k, h in enumerate(hands))
