"""Where a level wins and loses against an opponent: its result split by what happened.

A matchup's bb/100 says *whether* a level beats a strategy, not *why* it does not. This
report plays ordinary (not duplicate) hands at a table of the level and the opponent and adds
up the level's result per kind of hand:

* before the flop, the betting sequence with the players named by side (``E`` the level,
  ``O`` the opponent; ``r`` raise or bet, ``c`` call, ``f`` fold, ``k`` check; the level's
  folds are shown, the opponent's only when they end its hand), for hands that ended before
  the flop or went all-in there;
* after the flop, what the opponent did there: bet or raised, called only, folded, checked.

The kinds that cost the most come first. Session 5 found the expert's four-bets into a
nut-nit's three-bet this way (``ErNrErNrEf``: -17 to -25 big blinds each).

Run: ``python bench/leak_report.py --level expert --opponent nut_nit --format 3v3 --hands
3000`` (formats ``hu``, ``3v3``: alternating seats, ``1v5``: the opponent on seat 0).
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.play.arena import VARIANTS
from engine.play.arena import derive_seed
from engine.play.arena import load_player
from engine.rules.events import ActionTaken
from engine.rules.events import Street
from engine.rules.table import GameMode
from engine.rules.table import Table
from engine.rules.table import TableConfig
from engine.rules.view import view_for

LETTERS = {"raise": "r", "bet": "r", "call": "c", "fold": "f", "check": "k"}
STACK = 200


def seats_of(fmt: str, level: str, opponent: str) -> list[str]:
    if fmt == "hu":
        return [level, opponent]
    if fmt == "1v5":
        return [opponent] + [level] * 5
    return [level, opponent] * 3


def kind_of(actions: list[ActionTaken], mine: set[int], board: int, their_net: int) -> str:
    """The kind of hand, from the level's side (``mine``: its seats)."""
    before = [a for a in actions if a.street is Street.PREFLOP]
    if their_net == 0 and all(a.action == "fold" for a in actions if a.seat not in mine):
        return "the opponent not in it (folded, no blind)"
    after = [a for a in actions if a.street is not Street.PREFLOP]
    theirs_after = [a for a in after if a.seat not in mine]
    if not after:
        sequence = "".join(("E" if a.seat in mine else "O") + LETTERS[a.action]
                           for a in before if a.action != "fold" or a.seat in mine)
        return f"pre-flop {sequence or '(walk)'}" + (" all-in" if board == 5 else "")
    if not theirs_after:
        return "flop seen without the opponent"
    if any(a.action in ("bet", "raise") for a in theirs_after):
        return "opponent bets or raises after the flop"
    if any(a.action == "fold" for a in theirs_after):
        return "opponent folds after the flop"
    if any(a.action == "call" for a in theirs_after):
        return "opponent only calls after the flop"
    return "opponent only checks after the flop"


def report(level: str, opponent: str, fmt: str, hands: int, seed: int,
           warm_up: int = 0) -> list[str]:
    """The report's lines; the first ``warm_up`` hands are played (the level learns its
    reads of the opponent) but not counted."""
    names = seats_of(fmt, level, opponent)
    config = TableConfig(hand=VARIANTS["nl"], mode=GameMode.CASH, starting_stack=STACK,
                         rebuy_amount=STACK)
    table = Table(config, list(names), seed=derive_seed(seed, "table"))
    players = {s: load_player(n)[1](derive_seed(seed, "player", s)) for s, n in enumerate(names)}
    mine = {s for s, n in enumerate(names) if n == level}
    kinds: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])
    total = 0
    for number in range(warm_up + hands):
        for seat in table.seats:
            if table.can_rebuy(seat):
                table.rebuy(seat)
        hand = table.start_hand()
        while not hand.finished:
            actor = hand.actor_seat
            assert actor is not None
            hand.act(players[actor].decide(view_for(hand, actor)))
        for seat, player in players.items():  # the level learns its reads here
            hand_over = getattr(player, "hand_over", None)
            if hand_over is not None:
                hand_over(view_for(hand, seat))
        if number < warm_up:
            continue
        won = sum(hand.stacks[p] - hand.starting_stacks[p]
                  for p, seat in enumerate(hand.seats) if seat in mine)
        total += won
        actions = [e for e in hand.events if isinstance(e, ActionTaken)]
        entry = kinds[kind_of(actions, mine, len(hand.board), -won)]
        entry[0] += 1
        entry[1] += won / config.hand.big_blind
    per_seat = total / config.hand.big_blind / len(mine) / hands * 100
    after = f" after {warm_up} to learn in" if warm_up else ""
    lines = [f"{level} against {opponent}, {fmt}, {hands} hands{after}: {per_seat:+.1f} bb/100 "
             f"per seat of the level (ordinary deals, so noisy)",
             f"{'kind of hand':52} {'hands':>7} {'level bb':>10} {'per hand':>9}"]
    for kind, (count, bb) in sorted(kinds.items(), key=lambda item: item[1][1]):
        lines.append(f"{kind:52} {int(count):7d} {bb:10.1f} {bb / count:9.2f}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="expert")
    parser.add_argument("--opponent", default="nut_nit")
    parser.add_argument("--format", choices=("hu", "3v3", "1v5"), default="3v3")
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--warm-up", type=int, default=0,
                        help="hands played first and not counted (the level learns its reads)")
    args = parser.parse_args(argv)
    print("\n".join(report(args.level, args.opponent, args.format, args.hands, args.seed,
                           args.warm_up)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
