"""How long continuing a long saved session takes: full replay against snapshot + tail.

Records a seeded 6-player session of ``--hands`` hands (computer players of every level, the
headless runner's tournament), then resumes it both ways and prints the times. Run:
``.venv/bin/python bench/resume_bench.py [--hands 200] [--repeat 3]``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.storage import Store
from engine.storage.recorder import record_new
from engine.storage.recorder import resume
from tests.helpers.kill_runner import headless_config


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        store = Store.open(Path(folder) / "felt.db")
        config, names, bots = headless_config(args.players)
        session = record_new(store, config, names, None, bots, seed=3)
        started = time.perf_counter()
        while not session.over and not (session.wrapped
                                         and session.table.hand_number >= args.hands):
            session.step()
        played = time.perf_counter() - started
        sid = session.session_id
        assert sid is not None and session.recorder is not None
        # Stop a few decisions into the next hand, as a quit mid-hand would.
        for _ in range(4):
            session.step()
        log_length = len(session.log)
        print(f"recorded {session.table.hand_number} hands, {log_length} log entries, "
              f"{session.recorder.snapshots_taken} snapshots, in {played:.2f} s")
        session.recorder = None
        times: dict[bool, list[float]] = {False: [], True: []}
        for _ in range(args.repeat):
            for use in (False, True):
                t = time.perf_counter()
                resumed = resume(store, sid, use_snapshots=use)
                times[use].append(time.perf_counter() - t)
                assert len(resumed.log) == log_length
                resumed.recorder = None
                if use:
                    assert resumed.resumed_from is not None
        full, fast = min(times[False]), min(times[True])
        print(f"resume by full replay:      {full * 1000:8.1f} ms")
        print(f"resume from snapshot+tail:  {fast * 1000:8.1f} ms  (x{full / fast:.0f} faster)")
        store.close()


if __name__ == "__main__":
    main()
