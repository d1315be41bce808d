"""What the replayer computes after the hand, per step and per hand, in its own thread.

A seeded six-handed session against the mixed computer players (the person calls up to three
big blinds, checks when free) is recorded into a scratch database. Then, for every stored hand:

* **equities**: at each pause of the replayer (every decision and every street), the job of
  the hands shown with every hole card open (:class:`EquityJob`), computed once per distinct
  job as the replay thread does (:func:`step_equity`: exact when affordable, else 100,000
  Monte Carlo deals); and the same jobs with every hand hidden but the person's (the others
  count as random hands, so Monte Carlo). Peer in the same run: the same jobs forced to Monte
  Carlo with the default 100,000 deals (:func:`engine.evaluation.equity.equity`).
* **reasons**: :func:`hand_thoughts` for the first, a middle and the last hand (the last from
  the newest snapshot). Peer: replaying the whole session's log (``GameSession.replay``).

Run: ``python bench/replay_bench.py [--hands N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.evaluation.equity import equity
from engine.play.session import GameSession
from engine.play.session import HandWrapped
from engine.play.table_model import Beat
from engine.play.table_model import TableModel
from engine.play.table_model import beat_of
from engine.rules.actions import Action
from engine.rules.events import HandShown
from engine.storage.recorder import record_new
from engine.storage.store import Store
from engine.storage.thoughts import hand_thoughts
from engine.teaching.figures.replay_equity import EquityJob
from engine.teaching.figures.replay_equity import step_equity
from gui.base.game_setup import GameSetup

PLAYERS = 6
BIG_BLIND = 20


def play(store: Store, hands: int, seed: int) -> int:
    setup = GameSetup(players=PLAYERS, opponents="mixed", seed=seed)
    names = setup.names()
    session = record_new(store, setup.table_config(), [names[s] for s in range(PLAYERS)], 0,
                         setup.bots(), seed, "bench")
    wrapped = 0
    while wrapped < hands and not session.over:
        if session.waiting_for_person:
            legal = session.person_legal()
            assert legal is not None
            cheap = (legal.call_amount or 0) <= 3 * BIG_BLIND
            events = session.act(Action.check() if legal.can_check
                                 else Action.call() if cheap else Action.fold())
        else:
            events = session.step()
        wrapped += sum(isinstance(e, HandWrapped) for e in events)
    assert session.session_id is not None
    return session.session_id


def jobs_of(events: list[object], person: int, open_cards: bool) -> list[EquityJob]:
    """The distinct jobs of a hand's pauses, in order."""
    model = TableModel()
    found: list[EquityJob] = []
    for event in events:
        model.apply(event)
        if beat_of(event) is not Beat.PAUSE or len(model.hole) < 2:
            continue
        holes = {s: tuple(c) for s, c in model.hole.items() if len(c) == 2}
        shown = {e.seat for e in events[:events.index(event) + 1] if isinstance(e, HandShown)}
        visible = sorted(holes) if open_cards else sorted(({person} | shown) & set(holes))
        job = EquityJob.of(holes, model.live(), visible, model.board)  # type: ignore[arg-type]
        if job.known and job not in found:
            found.append(job)
    return found


def timed(jobs: list[EquityJob], compute: object) -> list[float]:
    times = []
    for job in jobs:
        start = time.perf_counter()
        compute(job)  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return times


def forced_monte_carlo(job: EquityJob) -> None:
    if len(job.known) + job.hidden < 2:
        return
    hands = [list(c) for _, c in job.known] + [None] * job.hidden
    equity(hands, list(job.board), list(job.dead), exact=False, seed=1)


def line(name: str, times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (f"{name:34} n={len(times):4}  p50 {statistics.median(times) * 1000:7.1f} ms  "
            f"p95 {p95 * 1000:7.1f} ms  max {ordered[-1] * 1000:7.1f} ms  "
            f"total {sum(times):6.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=24)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        store = Store.open(Path(folder) / "bench.db")
        session_id = play(store, args.hands, args.seed)
        records = store.hands(session_id)
        opened: list[EquityJob] = []
        hidden: list[EquityJob] = []
        per_hand: list[float] = []
        for record in records:
            events = record.events()
            jobs = jobs_of(events, 0, True)
            opened += jobs
            hidden += jobs_of(events, 0, False)
            per_hand.append(sum(timed(jobs, step_equity)))
        all_open = timed(opened, step_equity)
        print(f"{len(records)} hands, {PLAYERS} players, seed {args.seed}")
        print(line("equity, every card open", all_open))
        print(line("equity, only yours shown", timed(hidden, step_equity)))
        print(line("peer: Monte Carlo 100,000 deals", timed(opened, forced_monte_carlo)))
        print(line("equities of a whole hand", per_hand))
        exact = sum(1 for j in opened if step_equity(j).seats and step_equity(j).seats[0].exact)
        print(f"exact answers: {exact} of {len(opened)} open-card jobs")
        numbers = sorted({r.hand_number for r in records})
        reasons = []
        for number in (numbers[0], numbers[len(numbers) // 2], numbers[-1]):
            start = time.perf_counter()
            hand_thoughts(store, session_id, number)
            reasons.append(time.perf_counter() - start)
            print(f"reasons of hand {number:3}: {reasons[-1] * 1000:7.1f} ms")
        spec, log = store.spec(session_id), store.log(session_id)
        start = time.perf_counter()
        GameSession.replay(spec.config, list(spec.names), spec.person_seat, spec.seed, log,
                           spec.bots)
        whole = time.perf_counter() - start
        print(f"peer: replaying the whole session: {whole * 1000:7.1f} ms "
              f"(last hand's reasons / whole replay = {reasons[-1] / whole:.2f})")
        store.close()


if __name__ == "__main__":
    main()
