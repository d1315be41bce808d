"""The GUI thread's longest stall with announcements and sound on (issue 37).

A table of ten at fast speed where the person calls every bet (so it is their turn, their cards
are spoken and their wins sound), the screen-reader announcements at "everything" and the
sounds playing into miniaudio's null device (``FELT_SOUND=null``: the mixing thread runs as it
would with speakers). A heartbeat on the GUI thread every 5 ms; the longest lateness must stay
under 50 ms. Without miniaudio installed the sounds are only asked for, and the figure says so.

What is measured: the window is built, shown and drawn once, as a person sees it before
choosing New Game; the heartbeat then runs from just before the first game's ``start_game``
until the last hand is shown (quitting, which waits for the engine thread and the bot process,
is not play). So the seating of ten players, the start of the engine thread and of the bot
process, and the first hand's deal, drawing and announcements all fall within it. That start
was the longest stall (66-74 ms; its longest block ~80 ms of processor time in
``start_game``: a full pass of the garbage collector, and the bets laid out twice through
thousands of calls into Qt); ``start_game`` now takes ~5 ms, and the start's stalls,
~15-25 ms, no longer stand out from steady play's. The window's very first paint (when the
program starts a game at launch, it follows ``start_game``) is ~15-20 ms of processor time of
its own. Three runs of ``nice -n 10 python bench/gui_bench.py --only-sound`` on a shared
two-core machine (load ~1): longest stall 39, 28 and 36 ms with announcements and sound, 29, 44
and 42 ms without; none of the three longest of any run at the start. On the quiet machine
one run gave 50 ms (a failure), another 47: a watchdog printing every thread's stack while
the GUI thread was late found the coach's live review grading the person's hands in a thread
of the window's process, holding the interpreter the window draws with (18 ms with it
switched off). With the review grading in a process of its own
(``gui/teaching/coach/review_grading.py``): **15 ms** with announcements and sound, 27 ms
without (the start of a fresh process), p99 5 ms, 2026-11-26, load below 1.

Each run is a Python process of its own (:func:`fresh_sound_stalls`; ``python -m
bench.sound_stalls [--off]`` prints one run's figures as JSON): the reference without
announcements and sound used to run second in the same, warm process, where nothing was
loaded, drawn or collected for the first time, so it did not show the start's stall at all.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def sound_stalls(hands: int, players: int, heartbeat: type,
                 play: Callable[[object, object, int, object], tuple[float, int]],
                 on: bool = True) -> dict[str, object]:
    """Play ``hands`` hands; the stall figures, announcements and sounds counted.

    :param heartbeat: ``gui_bench.Heartbeat`` (a 5 ms timer that records lateness).
    :param play: ``gui_bench.play_calling`` (the person calls every bet to the last hand).
    :param on: announcements and sound on; ``False`` for the same game without them (what
        the table and a busy machine stall on their own).
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["FELT_DATA_DIR"] = tempfile.mkdtemp(prefix="felt-bench-")
    os.environ["FELT_SOUND"] = "null" if on else "off"
    sys.path.insert(0, str(ROOT))
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from gui.access.announcer import Verbosity
    from gui.base import settings
    from gui.base import speeds
    from gui.play_controls.showdown_choice import AUTO_MUCK
    from gui.window.main_window import MainWindow

    settings.remember(AUTO_MUCK, True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(speeds.Speed.FAST, hands_limit=hands)
    window.resize(1920, 1080)
    window.show()
    # The window as a person sees it before choosing New Game: on the screen and drawn once
    # (its first paint, ~15-20 ms of processor time, is the program's start-up, part 1).
    QTest.qWaitForWindowExposed(window)
    app.processEvents()
    window.announcer.set_verbosity(Verbosity.EVERYTHING if on else Verbosity.OFF)
    said = [0]
    speak = window.announcer.announce

    def counted(text: str, *rest: object) -> None:
        said[0] += 1
        speak(text, *rest)  # type: ignore[arg-type]

    window.announcer.announce = counted  # type: ignore[method-assign]
    heart = heartbeat()
    seconds, _ = play(app, window, players, heart)
    player = window.sounds.player
    lateness = sorted(heart.lateness)
    result = {
        "hands": float(window.hands_shown), "seconds": seconds,
        "announcements": float(said[0]), "sounds": float(player.asked),
        "heard": 1.0 if player.enabled and on else 0.0,
        "max_stall_ms": lateness[-1] if lateness else 0.0,
        "p99_stall_ms": lateness[int(0.99 * (len(lateness) - 1))] if lateness else 0.0,
        "beats": float(len(lateness)),
        "longest": heart.longest(),  # type: ignore[attr-defined]
    }
    player.close()
    window.close()
    return result


#: At most this long for one run in its own process (30 hands take ~1-2 minutes when idle).
RUN_TIMEOUT_S = 1800


def fresh_sound_stalls(hands: int, players: int, on: bool = True) -> dict[str, float]:
    """:func:`sound_stalls` in a Python process of its own; its figures (``longest``: a list
    of (ms, s) pairs)."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               PYTHONPATH=str(ROOT))
    command = [sys.executable, "-m", "bench.sound_stalls", "--hands", str(hands),
               "--players", str(players)] + ([] if on else ["--off"])
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=RUN_TIMEOUT_S, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed:\n{done.stderr}")
    found: dict[str, float] = json.loads(done.stdout.splitlines()[-1])
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description="one run of bench/gui_bench.py's part 7")
    parser.add_argument("--hands", type=int, default=30)
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--off", action="store_true", help="announcements and sound off")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from bench.gui_bench import Heartbeat
    from bench.gui_bench import play_calling

    found = sound_stalls(args.hands, args.players, Heartbeat, play_calling, on=not args.off)
    print(json.dumps(found))
    return 0


if __name__ == "__main__":
    sys.exit(main())
