"""How responsive the table window is.

1. Start-up: the seconds from running ``felt`` (a fresh Python process) until the table is
   interactive (the first hand is dealt and the person may act).
2. Stalls: a 10-player table of computer players at fast speed plays 100 hands while a
   heartbeat timer ticks every 5 ms on the GUI thread; a tick that arrives late shows how long
   the GUI thread was busy. The longest stall must stay under 50 ms.

3. Pace: at normal speed, the seconds from the start of a new hand (the table begins to show
   it) to the person's first decision, at 6 and at 10 players (target: at most 2.5 s at 6).
   The person folds at once and the rest of the hand runs fast, so only the way in is timed.

4. Fast fold: at normal speed, the seconds from the person's fold to their next decision in a
   later hand (the rest of the folded hand is skipped; target: under 1.5 s at 6 players).

5. Coach: the coach dock open at a 10-player table (fast speed), the person calling every bet
   so that each street is coached, and a range of the person's typed into the Ranges tab so
   that comparisons run too. Measured: (a) the coach panel's update latency, from each event
   the table shows to the panel showing the report for it (or a newer one), p50 and p95
   (target p95 under 150 ms); (b) the GUI thread's longest stall, by the same heartbeat
   (target under 50 ms).

6. Tournament: a 1,000-player multi-table tournament (tables of 9) at fast speed, the person
   folding or checking at their table while every other table plays each round in the engine
   thread (quick computer players); the GUI thread's longest stall by the same heartbeat, over
   ``--tournament-rounds`` rounds (target under 50 ms); for comparison the same with a field of
   9 (no other table) and an ordinary one-table game of 9 computer players.
7. Announcements and sound (``bench/sound_stalls.py``): the person calling at a 10-player
   table, every event announced and sounded; the GUI thread's longest stall (target under
   50 ms), from just before the first game's start (in a fresh process, the window built,
   shown and drawn once) to the last hand shown, against the same game with both off, each
   run in a Python process of its own so that both include the first start.

Run ``python bench/gui_bench.py [--hands N] [--players N] [--pace-hands N]
[--coach-hands N] [--only-coach] [--only-fast-fold] [--only-tournament] [--only-sound]``; it
prints the figures and exits non-zero if a longest stall is 50 ms or more or the coach's p95 is
150 ms or more.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HEARTBEAT_MS = 5
LIMIT_MS = 50.0


def startup_seconds(runs: int = 3) -> list[float]:
    """Seconds from starting ``python -m gui`` to an interactive table, per run."""
    # Saved games go to a scratch folder: measuring must not add sessions to the player's list.
    scratch = tempfile.mkdtemp(prefix="felt-bench-")
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               PYTHONPATH=str(ROOT), FELT_DATA_DIR=scratch)
    times = []
    for _ in range(runs):
        started = time.time()
        out = subprocess.run(
            [sys.executable, "-m", "gui", "--players", "10", "--seed", "1", "--speed", "fast",
             "--report-startup"],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=True,
        ).stdout
        ready = [line for line in out.splitlines() if line.startswith("interactive_at ")]
        times.append(float(ready[0].split()[1]) - started)
    return times


def stalls(hands: int, players: int) -> dict[str, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from gui.base import speeds
    from gui.base.game_setup import GameSetup
    from gui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(speeds.Speed.FAST, hands_limit=hands)
    window.resize(1920, 1080)
    window.show()
    lateness: list[float] = []
    when: list[float] = []  # seconds since the game started, of each heartbeat
    clock = QElapsedTimer()
    last = [0]

    def beat() -> None:
        now = clock.elapsed()
        lateness.append(max(0.0, now - last[0] - HEARTBEAT_MS))
        when.append(last[0] / 1000)
        last[0] = now

    heartbeat = QTimer()
    heartbeat.setTimerType(heartbeat.timerType().PreciseTimer)
    heartbeat.setInterval(HEARTBEAT_MS)
    heartbeat.timeout.connect(beat)
    window.watch_finished.connect(app.quit)
    clock.start()
    heartbeat.start()
    started = time.perf_counter()
    window.start_game(GameSetup(players=players, person=False, seed=7, name="", rebuys=99))
    app.exec()
    seconds = time.perf_counter() - started
    heartbeat.stop()
    window.stop_engine()
    ordered = sorted(lateness)
    worst = sorted(zip(lateness, when, strict=True), reverse=True)[:5]
    print("longest stalls (ms at s): "
          + ", ".join(f"{ms:.0f} at {at:.1f}" for ms, at in worst))
    return {
        "hands": float(window.hands_shown),
        "seconds": seconds,
        "max_stall_ms": ordered[-1] if ordered else 0.0,
        "p99_stall_ms": ordered[int(0.99 * (len(ordered) - 1))] if ordered else 0.0,
        "mean_stall_ms": statistics.fmean(ordered) if ordered else 0.0,
        "beats": float(len(ordered)),
        "chip_errors": float(len(window.chip_errors)),
    }


COACH_P95_MS = 150.0
#: The range the person types into the coach's Ranges tab while the coach bench runs.
COACH_RANGE = "QQ+, AKs, ATs+, KQo, 76s-54s"


class Heartbeat:
    """A timer ticking every :data:`HEARTBEAT_MS` on the GUI thread; a late tick is a stall."""

    def __init__(self) -> None:
        from PySide6.QtCore import QElapsedTimer
        from PySide6.QtCore import QTimer

        self.lateness: list[float] = []
        self.when: list[float] = []  # seconds since the start, of the beat before each lateness
        self.clock = QElapsedTimer()
        self._last = 0
        self.timer = QTimer()
        self.timer.setTimerType(self.timer.timerType().PreciseTimer)
        self.timer.setInterval(HEARTBEAT_MS)
        self.timer.timeout.connect(self._beat)

    def _beat(self) -> None:
        now = self.clock.elapsed()
        self.lateness.append(max(0.0, now - self._last - HEARTBEAT_MS))
        self.when.append(self._last / 1000)
        self._last = now

    def longest(self, count: int = 3) -> list[tuple[float, float]]:
        """The ``count`` longest stalls: (milliseconds, seconds since the start when the GUI
        thread was last free before it)."""
        return sorted(zip(self.lateness, self.when, strict=True), reverse=True)[:count]

    def start(self) -> None:
        self.clock.start()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()


def play_calling(app: object, window: object, players: int, heart: Heartbeat
                 ) -> tuple[float, int]:
    """Play ``window``'s game (a ``MainWindow`` with a hands limit) to its end, the person
    checking or calling every decision while ``heart`` beats; returns the seconds and the
    person's decisions."""
    from engine.play.session import PersonToAct
    from engine.rules.actions import Action
    from gui.base.game_setup import GameSetup

    decisions = [0]

    def act(event: object) -> None:
        if isinstance(event, PersonToAct):
            engine = window.engine  # type: ignore[attr-defined]
            assert engine is not None
            decisions[0] += 1
            engine.act(Action.check() if event.legal.can_check else Action.call())

    window.scene.event_done.connect(act)  # type: ignore[attr-defined]
    # The heartbeat ends with the last hand shown: quitting (the windows close, waiting for the
    # engine thread and the bot process to end) is not play.
    window.watch_finished.connect(heart.stop)  # type: ignore[attr-defined]
    window.watch_finished.connect(app.quit)  # type: ignore[attr-defined]
    heart.start()
    started = time.perf_counter()
    window.start_game(  # type: ignore[attr-defined]
        GameSetup(players=players, seed=7, opponents="mixed", rebuys=99))
    app.exec()  # type: ignore[attr-defined]
    seconds = time.perf_counter() - started
    heart.stop()
    window.stop_engine()  # type: ignore[attr-defined]
    return seconds, decisions[0]


def coach(hands: int, players: int, tab: int = 0, typed: str = COACH_RANGE,
          shown: bool = True) -> dict[str, float]:
    """The coach dock open at a full table (see the module docstring, part 4)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["FELT_DATA_DIR"] = tempfile.mkdtemp(prefix="felt-bench-")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    from gui.base import settings
    from gui.base import speeds
    from gui.play_controls.showdown_choice import AUTO_MUCK
    from gui.window.main_window import MainWindow

    settings.remember(AUTO_MUCK, True)  # the person calling down is never asked to show
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(speeds.Speed.FAST, hands_limit=hands)
    window.resize(1920, 1080)
    window.show()
    dock = window.coach_dock
    dock.setVisible(shown)
    if typed:
        dock.grid.yours.field.setText(typed)
        dock.grid.yours.field.returnPressed.emit()
    dock.tabs.setCurrentIndex(tab)
    heart = Heartbeat()
    seconds, decisions = play_calling(app, window, players, heart)
    latencies = sorted(dock.clock.seconds)
    stalls_ms = sorted(heart.lateness)
    compute = sorted(dock.report_seconds)

    def at(values: list[float], share: float) -> float:
        return values[int(share * (len(values) - 1))] if values else 0.0

    result = {
        "hands": float(window.hands_shown), "seconds": seconds, "decisions": decisions,
        "updates": float(len(latencies)), "p50_ms": at(latencies, 0.5) * 1e3,
        "p95_ms": at(latencies, 0.95) * 1e3, "max_ms": at(latencies, 1.0) * 1e3,
        "compute_p50_ms": at(compute, 0.5) * 1e3, "compute_p95_ms": at(compute, 0.95) * 1e3,
        "dropped": float(dock.dropped), "failures": float(len(dock.failures)),
        "max_stall_ms": at(stalls_ms, 1.0), "p99_stall_ms": at(stalls_ms, 0.99),
        "busy_max_ms": max(dock.clock.busy, default=0.0) * 1e3,
        "busy_p99_ms": at(sorted(dock.clock.busy), 0.99) * 1e3,
        "cpu_max_ms": max(dock.clock.busy_cpu, default=0.0) * 1e3,
        "cpu_p99_ms": at(sorted(dock.clock.busy_cpu), 0.99) * 1e3,
        "beats": float(len(stalls_ms)),
    }
    window.close()
    return result


PACE_TARGET_6MAX = 2.5  # seconds from a new hand to the person's first decision, 6 players


def pace(players: int, hands: int) -> list[float]:
    """Seconds from each new hand to the person's first decision, at normal speed."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    from engine.play.session import PersonToAct
    from engine.rules.actions import Action
    from engine.rules.events import HandStarted
    from gui.base import speeds
    from gui.base.game_setup import GameSetup
    from gui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(speeds.Speed.NORMAL)
    window.resize(1280, 720)
    window.show()
    seconds: list[float] = []
    started = [0.0, 0.0]  # when the hand began to show, and 1 while waiting for a decision

    def begun(event: object) -> None:
        if isinstance(event, HandStarted):
            if len(seconds) >= hands:
                app.quit()
                return
            window.set_speed(speeds.Speed.NORMAL)
            started[:] = [time.perf_counter(), 1.0]

    def done(event: object) -> None:
        if isinstance(event, PersonToAct):
            if started[1]:
                seconds.append(time.perf_counter() - started[0])
                started[1] = 0.0
            window.set_speed(speeds.Speed.FAST)
            engine = window.engine
            assert engine is not None
            engine.act(Action.check() if event.legal.can_check else Action.fold())

    window.scene.event_started.connect(begun)
    window.scene.event_done.connect(done)
    window.start_game(GameSetup(players=players, seed=11, opponents="mixed", rebuys=99))
    app.exec()
    window.stop_engine()
    window.close()
    return seconds


FAST_FOLD_TARGET = 1.5  # seconds from the person's fold to their next decision, 6 players


def fast_fold(players: int, hands: int) -> list[float]:
    """Seconds from each fold of the person's to their next decision (in the next hand they
    are dealt into), at normal speed with fast fold on; the person always folds."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("FELT_DATA_DIR", tempfile.mkdtemp(prefix="felt-bench-"))
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from engine.play.session import PersonToAct
    from engine.rules.actions import Action
    from gui.base import speeds
    from gui.base.game_setup import GameSetup
    from gui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(speeds.Speed.NORMAL)
    window.resize(1280, 720)
    window.show()
    seconds: list[float] = []
    folded = [0.0, 0.0]  # when the person folded, and the hand they folded

    def done(event: object) -> None:
        if not isinstance(event, PersonToAct):
            return
        if folded[0] and window.model.hand_number > folded[1]:
            seconds.append(time.perf_counter() - folded[0])
        if len(seconds) >= hands:
            app.quit()
            return
        engine = window.engine
        assert engine is not None
        action = Action.fold() if not event.legal.can_check else Action.check()
        folded[:] = [time.perf_counter(), float(window.model.hand_number)] \
            if action == Action.fold() else [0.0, 0.0]
        QTimer.singleShot(0, lambda: engine.act(action))

    window.scene.event_done.connect(done)
    window.start_game(GameSetup(players=players, seed=11, opponents="mixed", rebuys=99))
    app.exec()
    window.stop_engine()
    window.close()
    return seconds


PERSON_MS = 50  # the tournament bench's person looks at the table this often


def tournament_stalls(players: int, rounds: int) -> dict[str, float]:
    """Part 6: the heartbeat while the person's table and the other tables play rounds."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("FELT_DATA_DIR", tempfile.mkdtemp(prefix="felt-bench-"))
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from engine.rules.actions import Action
    from gui.base import settings
    from gui.base import speeds
    from gui.base.tournament_setup import TournamentSetup
    from gui.play_controls.showdown_choice import AUTO_MUCK
    from gui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings.remember(AUTO_MUCK, True)
    window = MainWindow(speeds.Speed.FAST)
    window.resize(1920, 1080)
    window.show()
    heart = Heartbeat()
    play = window.tournament
    started = time.perf_counter()

    acted: list[object] = []

    def step() -> None:  # on the GUI thread: the person acts, and the end is watched for
        lobby = play.lobby
        if lobby is not None and (lobby.round >= rounds or lobby.finished
                                  or lobby.person_finish is not None):
            app.quit()
            return
        legal = window.model.legal
        turn = (window.model.hand_number, len(window.model.hand_events))
        if window.engine is not None and legal is not None and turn not in acted:
            acted.append(turn)  # check when free, else fold
            window.engine.act(Action.check() if legal.can_check else Action.fold())

    person = QTimer()
    person.setInterval(PERSON_MS)
    person.timeout.connect(step)
    person.start()
    play.start(TournamentSetup(kind="mtt", entrants=players, table_size=9, seed=3,
                               starting_stack=10_000, small_blind=25, big_blind=50,
                               opponents="casual", hands_per_level=6))
    begun = time.perf_counter() - started
    heart.start()  # from the first hand on: the tables play, the window must not wait
    app.exec()
    person.stop()
    seconds = time.perf_counter() - started
    heart.stop()
    window.stop_engine()
    ordered = sorted(heart.lateness)
    lobby = play.lobby
    return {
        "rounds": float(lobby.round if lobby else 0),
        "seconds": seconds,
        "start_seconds": begun,
        "max_stall_ms": ordered[-1] if ordered else 0.0,
        "p99_stall_ms": ordered[int(0.99 * (len(ordered) - 1))] if ordered else 0.0,
        "beats": float(len(ordered)),
        "chip_errors": float(len(window.chip_errors)),
    }


#: Hands of the ordinary one-table game the tournament's stalls are compared with.
REFERENCE_HANDS = 20


def tournament_report(players: int, rounds: int, reference_hands: int = REFERENCE_HANDS) -> int:
    found = tournament_stalls(players, rounds)
    print(f"tournament of {players} players at fast speed, the person at one table: "
          f"{int(found['rounds'])} rounds ({int(found['rounds']) * (players // 9)} hands or "
          f"more) in {found['seconds']:.1f} s (the start, drawing the seats, "
          f"{found['start_seconds']:.2f} s)")
    print(f"GUI thread while the other tables play, {int(found['beats'])} heartbeats: longest "
          f"stall {found['max_stall_ms']:.1f} ms, p99 {found['p99_stall_ms']:.1f} ms (target "
          f"< {LIMIT_MS:.0f} ms); chip mismatches {int(found['chip_errors'])}")
    alone = tournament_stalls(9, rounds)
    print(f"reference, a field of 9 (the person's table alone, no other table): longest "
          f"stall {alone['max_stall_ms']:.1f} ms, p99 {alone['p99_stall_ms']:.1f} ms")
    game = stalls(reference_hands, 9)
    print(f"reference, an ordinary one-table game (9 computer players, {int(game['hands'])} "
          f"hands at fast speed): longest stall {game['max_stall_ms']:.1f} ms, p99 "
          f"{game['p99_stall_ms']:.1f} ms")
    ok = found["max_stall_ms"] < LIMIT_MS and found["chip_errors"] == 0
    print("OK" if ok else "FAIL: the tournament stalls the table")
    return 0 if ok else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--startup-runs", type=int, default=3)
    parser.add_argument("--pace-hands", type=int, default=12)
    parser.add_argument("--only-pace", action="store_true")
    parser.add_argument("--coach-hands", type=int, default=15)
    parser.add_argument("--only-coach", action="store_true")
    parser.add_argument("--fast-fold-hands", type=int, default=12)
    parser.add_argument("--only-fast-fold", action="store_true")
    parser.add_argument("--tournament-players", type=int, default=1000)
    parser.add_argument("--tournament-rounds", type=int, default=12)
    parser.add_argument("--only-tournament", action="store_true")
    parser.add_argument("--reference-hands", type=int, default=REFERENCE_HANDS,
                        help="hands of the one-table game the tournament is compared with")
    parser.add_argument("--sound-hands", type=int, default=30)
    parser.add_argument("--only-sound", action="store_true")
    args = parser.parse_args()
    if args.only_tournament:
        return tournament_report(args.tournament_players, args.tournament_rounds,
                                 args.reference_hands)
    if args.only_sound:
        return sound_report(args.sound_hands, args.players)
    times = fast_fold(6, args.fast_fold_hands)
    print(f"fast fold at normal speed, 6 players: the person's fold to their next decision "
          f"median {statistics.median(times):.2f} s, mean {statistics.fmean(times):.2f} s, "
          f"max {max(times):.2f} s over {len(times)} folds (target under {FAST_FOLD_TARGET} s)")
    if args.only_fast_fold:
        return 0
    if args.only_coach:
        return coach_report(args.coach_hands, args.players)
    for players in (6, 10):
        times = pace(players, args.pace_hands)
        print(f"normal speed, {players} players: new hand to the person's first decision "
              f"median {statistics.median(times):.2f} s, mean {statistics.fmean(times):.2f} s, "
              f"max {max(times):.2f} s over {len(times)} hands"
              + (f" (target at most {PACE_TARGET_6MAX} s)" if players == 6 else ""))
    if args.only_pace:
        return 0
    times = startup_seconds(args.startup_runs)
    print(f"startup to interactive table: median {statistics.median(times):.2f} s "
          f"(runs: {', '.join(f'{t:.2f}' for t in times)})")
    result = stalls(args.hands, args.players)
    print(f"{int(result['hands'])} hands, {args.players} players, fast speed: "
          f"{result['seconds']:.1f} s ({result['seconds'] / max(1, result['hands']):.2f} s/hand)")
    print(f"GUI thread stalls over {int(result['beats'])} heartbeats of {HEARTBEAT_MS} ms: "
          f"longest {result['max_stall_ms']:.1f} ms, p99 {result['p99_stall_ms']:.1f} ms, "
          f"mean {result['mean_stall_ms']:.2f} ms; chip mismatches {int(result['chip_errors'])}")
    ok = result["max_stall_ms"] < LIMIT_MS and result["chip_errors"] == 0
    print("OK" if ok else f"FAIL: longest stall {result['max_stall_ms']:.1f} ms >= {LIMIT_MS}")
    return max(0 if ok else 1, coach_report(args.coach_hands, args.players),
               tournament_report(args.tournament_players, args.tournament_rounds,
                                 args.reference_hands),
               sound_report(args.sound_hands, args.players))


def sound_report(hands: int, players: int) -> int:
    """Run part 7 and print its figures; non-zero when the longest stall is 50 ms or more.

    Each run is a Python process of its own (``bench/sound_stalls.py``), so that both the run
    with announcements and sound and the reference without them start their first game in a
    fresh process, as the program does."""
    sys.path.insert(0, str(ROOT))
    from bench.sound_stalls import fresh_sound_stalls

    found = fresh_sound_stalls(hands, players, on=True)
    heard = "played into the null device" if found["heard"] else "asked for (no miniaudio)"
    print(f"announcements and sound on, {players} players, {int(found['hands'])} hands at fast "
          f"speed, the person calling: {int(found['announcements'])} announcements, "
          f"{int(found['sounds'])} sounds {heard}; GUI thread over {int(found['beats'])} "
          f"heartbeats: longest stall {found['max_stall_ms']:.1f} ms, p99 "
          f"{found['p99_stall_ms']:.1f} ms (target < {LIMIT_MS:.0f} ms); "
          f"{_at(found['longest'])}")
    alone = fresh_sound_stalls(hands, players, on=False)
    print(f"reference, the same game with announcements and sound off: longest stall "
          f"{alone['max_stall_ms']:.1f} ms, p99 {alone['p99_stall_ms']:.1f} ms; "
          f"{_at(alone['longest'])}")
    ok = found["max_stall_ms"] < LIMIT_MS
    print("OK" if ok else "FAIL: announcements and sound stall the GUI thread")
    return 0 if ok else 1


def _at(longest: object) -> str:
    """The longest stalls as "ms at s" (s: seconds after the heartbeat began)."""
    pairs = longest if isinstance(longest, list) else []
    return "longest stalls (ms at s): " + ", ".join(f"{ms:.0f} at {at:.2f}" for ms, at in pairs)


def coach_report(hands: int, players: int) -> int:
    """Run part 4 with the Odds tab and with the Ranges tab in front (a typed range compared
    with the chosen opponent's); print the figures; non-zero when a target is missed."""
    worst = 0
    for tab, name in ((0, "Odds"), (3, "Ranges")):
        worst = max(worst, _coach_run(hands, players, tab, name))
    # The same game with the coach closed: what the table and the machine stall on their own.
    alone = coach(hands, players, shown=False, typed="")
    print(f"reference, the same game with the coach closed: longest stall "
          f"{alone['max_stall_ms']:.1f} ms, p99 {alone['p99_stall_ms']:.1f} ms "
          f"({alone['seconds']:.1f} s)")
    return worst


def _coach_run(hands: int, players: int, tab: int, name: str) -> int:
    found = coach(hands, players, tab)
    print(f"coach open on its {name} tab, {players} players, {int(found['hands'])} hands at "
          f"fast speed, the person calling ({int(found['decisions'])} decisions), "
          f"'{COACH_RANGE}' typed: {found['seconds']:.1f} s")
    print(f"coach panel update after each event ({int(found['updates'])} events): "
          f"p50 {found['p50_ms']:.1f} ms, p95 {found['p95_ms']:.1f} ms, max "
          f"{found['max_ms']:.1f} ms (target p95 < {COACH_P95_MS:.0f} ms); report compute "
          f"p50 {found['compute_p50_ms']:.1f} ms, p95 {found['compute_p95_ms']:.1f} ms; "
          f"{int(found['dropped'])} stale results dropped, {int(found['failures'])} failures")
    print(f"GUI thread with the coach on, {int(found['beats'])} heartbeats: longest stall "
          f"{found['max_stall_ms']:.1f} ms, p99 {found['p99_stall_ms']:.1f} ms "
          f"(target < {LIMIT_MS:.0f} ms); the coach's own steps on the GUI thread: longest "
          f"{found['busy_max_ms']:.1f} ms, p99 {found['busy_p99_ms']:.1f} ms (of it the "
          f"thread's own processor time: longest {found['cpu_max_ms']:.1f} ms, p99 "
          f"{found['cpu_p99_ms']:.1f} ms)")
    ok = (found["p95_ms"] < COACH_P95_MS and found["max_stall_ms"] < LIMIT_MS
          and found["failures"] == 0)
    print("OK" if ok else "FAIL: the coach misses a target")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
