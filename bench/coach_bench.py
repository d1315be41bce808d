"""The coach's compute time per event at a 10-player table (target: p95 under 150 ms).

Seeded hands of ten players (nine bots at the four levels, the coached person calling every
bet so that each hand reaches the flop, turn and river, the coach's dearest streets) are
played first, recording every event. Then a
:class:`~engine.teaching.coach.table_coach.TableCoach` is fed the events one at a time exactly as
the window's coach thread is, and after each event the report is timed (:meth:`report`,
the part the thread computes per event) along with filing the event (:meth:`feed`, which
includes the expert's own thinking at the person's turns, so the review can grade them).

Peers measured in the same run, on the same spots: an expert bot's whole decision
(``Bot.think``) at the person's turns, and one Monte Carlo equity of the person's hand
against nine random hands (100,000 deals, :func:`engine.evaluation.equity.equity`'s default).

Run: ``python bench/coach_bench.py [--hands N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots import Bot
from engine.bots import make_bot
from engine.core.cards import Deck
from engine.evaluation.equity import equity
from engine.play.players import CallingStation
from engine.play.session import PersonToAct
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.rules.player import Player
from engine.rules.view import view_for
from engine.teaching.coach.public_view import public_view
from engine.teaching.coach.table_coach import TableCoach

PLAYERS = 10
PERSON = 0
CONFIG = HandConfig(Betting.NO_LIMIT, 10, 20)
LEVELS = ("beginner", "casual", "solid", "expert")
TARGET_P95 = 0.150


def record_hands(hands: int, seed: int) -> list[list[object]]:
    """Every event of each hand, with a ``PersonToAct`` before each of the person's turns."""
    rng = random.Random(seed)
    bots: dict[int, Player] = {s: make_bot(LEVELS[s % len(LEVELS)], seed=seed + s)
                               for s in range(1, PLAYERS)}
    bots[PERSON] = CallingStation()
    played: list[list[object]] = []
    for _ in range(hands):
        stacks = [rng.randrange(800, 3000) for _ in range(PLAYERS)]
        hand = HandState(CONFIG, stacks, list(range(PLAYERS)), Deck.shuffled(rng))
        events: list[object] = []
        seen = 0
        while not hand.finished:
            events.extend(hand.events[seen:])
            seen = len(hand.events)
            seat = hand.actor_seat
            assert seat is not None
            view = view_for(hand, seat)
            if seat == PERSON:
                assert view.legal is not None
                events.append(PersonToAct(seat, view.legal))
            hand.act(bots[seat].decide(view))
        events.extend(hand.events[seen:])
        played.append(events)
    return played


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(int(share * len(ordered)), len(ordered) - 1)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    played = record_hands(args.hands, args.seed)
    coach = TableCoach(PERSON)
    reports: list[float] = []
    feeds: list[float] = []
    by_street: dict[int, list[float]] = {}
    expert: list[float] = []
    mc: list[float] = []
    thinker = Bot("expert", seed=args.seed)
    for events in played:
        so_far: list[object] = []
        for event in events:
            start = time.perf_counter()
            coach.feed((event,))
            feeds.append(time.perf_counter() - start)
            so_far.append(event)
            start = time.perf_counter()
            report = coach.report()
            took = time.perf_counter() - start
            if report is None:
                continue
            reports.append(took)
            by_street.setdefault(int(report.street), []).append(took)
            if isinstance(event, PersonToAct):
                view = public_view(so_far, PERSON, event.legal)
                start = time.perf_counter()
                thinker.think(view)
                expert.append(time.perf_counter() - start)
                start = time.perf_counter()
                equity([view.hole, *[None] * (PLAYERS - 1)], view.board, exact=False, seed=1)
                mc.append(time.perf_counter() - start)

    def ms(x: float) -> str:
        return f"{x * 1000:7.1f} ms"

    print(f"coach at a {PLAYERS}-player table, {len(played)} hands, "
          f"{len(reports)} reports while the person was in a hand")
    print(f"report       p50 {ms(statistics.median(reports))}  p95 {ms(percentile(reports, .95))}"
          f"  max {ms(max(reports))}")
    for street, times in sorted(by_street.items()):
        name = ("pre-flop", "flop", "turn", "river")[street]
        print(f"  {name:9}  p50 {ms(statistics.median(times))}  p95 "
              f"{ms(percentile(times, .95))}  ({len(times)} events)")
    print(f"feed         p50 {ms(statistics.median(feeds))}  p95 {ms(percentile(feeds, .95))}"
          f"  max {ms(max(feeds))}  (the expert thinks at the person's turns)")
    p95 = percentile(reports, .95)
    if expert:
        mid = statistics.median(reports)
        print(f"peer: expert Bot.think   p50 {ms(statistics.median(expert))}  "
              f"(report p50 / think p50 = {mid / statistics.median(expert):.2f})")
        print(f"peer: equity vs 9 random p50 {ms(statistics.median(mc))}  "
              f"(report p50 / equity p50 = {mid / statistics.median(mc):.2f})")
    print(f"target p95 < {TARGET_P95 * 1000:.0f} ms: {'met' if p95 < TARGET_P95 else 'MISSED'}")


if __name__ == "__main__":
    main()
