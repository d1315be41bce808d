"""Every script of ``bench/`` runs at its smallest sizes and prints its figure lines.

Why: the benches measure the speed and memory targets, so no test times anything; but a script
nobody runs rots unseen (``history_bench.py`` stopped running when a table grew columns, and
``coach_bench.py`` when the coach lost its seed). Each script is run here as the docs say, in a
fresh interpreter from the repository's root, with the least work that still reaches every
figure it prints; the test checks that each figure line is printed with a number, not what the
number is (a loaded machine misses targets, and a bench that says so exits 1: that is a
figure, not a failure; a traceback is).

A new script must get a line in :data:`SMOKE` (the first test fails until it has one);
modules the scripts import and that run nothing themselves are in :data:`LIBRARIES`, tested
by their own files here.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import Future
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "bench"
NUMBER = r"[-+]?[\d,]*\.?\d+"
TIMEOUT_S = 240
RUNNING_AT_ONCE = 3
"""Scripts run side by side: a small run is mostly an interpreter starting, or a Qt table's
timers waiting, so on two cores three at once take about half the time of one after another."""


@dataclass(frozen=True)
class Smoke:
    """How a script is run small (``{tmp}``: a scratch folder) and the lines it must print,
    as regular expressions (``{n}`` stands for a number)."""

    args: tuple[str, ...]
    figures: tuple[str, ...]


SMOKE: dict[str, Smoke] = {
    "adopt.py": Smoke(
        ("0ldc0de", "--dry-run", "--dir", "{tmp}"),
        (r"^ai: 0ldc0de -> [0-9a-f]+", r"^lbr: 0ldc0de -> [0-9a-f]+")),
    "ai_bench.py": Smoke(
        ("--deals", "1", "--block", "1", "--results", "{tmp}/ai.json", "--only", "hu",
         "--only", "gauntlet-hu", "--only", "fl", "--only", "short", "--only", "vpip",
         "--only", "premium", "--only", "times", "--level", "casual", "--strategy", "beginner",
         "--strategy", "maniac", "--timing-hands", "1", "--vpip-hands", "3",
         "--premium-hands", "3"),
        (r"^nl   hu    casual vs beginner +{n} \+- +\S+ bb/100",
         r"^nl   hu    casual vs maniac +{n} \+- +\S+ bb/100",
         r"^fl   hu    expert vs equity_tag +{n}",
         r"^nl 10-15 bb hu  expert vs push_fold_equilibrium +{n}",
         r"^6-max expert_lag +VPIP +{n} .* PFR +{n}",
         r"^premium folds, 6 x casual .* folded {n} of {n}",
         r"^decision time, 10 x expert +CPU p50 +{n} ms")),
    "coach_bench.py": Smoke(
        ("--hands", "1"),
        (r"^report +p50 +{n} ms +p95 +{n} ms", r"^feed +p50 +{n} ms",
         r"^peer: expert Bot.think +p50 +{n} ms", r"^target p95 < 150 ms: (met|MISSED)")),
    "drills_bench.py": Smoke(
        ("--samples", "1"),
        (r"^yardstick: exact AA vs KK pre-flop equity {n} ms",
         r"^pushfold +advanced +{n} +{n} +{n}", r"^worst p95 {n} ms")),
    "engine_bench.py": Smoke(
        ("--hands", "10", "--repeat", "1"),
        (r"^felt +{n} hands/s", r"^pokerkit +{n} hands/s", r"^ratio +{n} x")),
    "evaluator_bench.py": Smoke(
        ("--hands", "1000", "--per-hand", "200", "--quick"),
        (r"^tables: built in {n} ms", r"^felt-batch \(uint8, validated\) +{n}",
         r"^felt-one-hand +{n}", r"^exact heads-up pre-flop AsAh vs KdKc .*: {n} ms",
         r"^Monte Carlo, six players, 1,000 samples: median {n} ms",
         r"felt range_equity \(exact\): +{n} ms")),
    "grading_bench.py": Smoke(  # the solver's grades have tests of their own
        ("--hands", "3", "--workers", "0", "--expert-only"),
        (r"graded decisions per second: {n}", r"^expert +{n} +{n}")),
    "grading_calibration.py": Smoke(
        ("--hands", "6", "--block", "6", "--workers", "0", "--db", ":memory:",
         "--expert-only"),
        (r"^levels +expert +{n} +{n} +{n}", r"^gauntlet +maniac +{n} +{n} +{n}")),
    "grading_gui_bench.py": Smoke(
        ("--hands", "3", "--workers", "1"),
        (r"graded decisions per second \(with start-up\): {n}",
         r"^longest GUI stall while grading: {n} ms")),
    "gui_bench.py": Smoke(
        ("--only-tournament", "--tournament-players", "18", "--tournament-rounds", "1",
         "--reference-hands", "1"),
        (r"^tournament of 18 players .* in {n} s",
         r"^GUI thread while the other tables play, {n} heartbeats: longest stall {n} ms",
         r"^reference, a field of 9 .* longest stall {n} ms",
         r"^reference, an ordinary one-table game .* longest stall {n} ms")),
    "history_bench.py": Smoke(
        ("--hands", "100", "--template-hands", "4", "--dir", "{tmp}"),
        (r"^ +100 hands .* first page {n} s \(CPU {n} s.* new hand shown {n} s, peak memory "
         r"{n} MB .* 101 rows",)),
    "icm_bench.py": Smoke(
        ("--repeat", "1"),
        (r"^ICM exact, 10 players, 6 paid: median {n} ms",
         r"^ICM Monte Carlo, 100 players, 200,000 orders: {n} s")),
    "import_bench.py": Smoke(
        ("--hands", "20"),
        (r"^generated 20 hands", r"^import +20 imported, 0 skipped in {n} s = {n} hands/s",
         r"^per 100,000 +{n} s", r"^peak memory +{n} MB",
         r"^into felt.db +{n} s wall .* 20 new", r"^the same again +{n} s wall .* 20 already")),
    "lbr_bench.py": Smoke(
        ("--deals", "1", "--samples", "2", "--level", "beginner", "--results", "{tmp}/lbr.json"),
        (r"^LBR vs beginner +{n} \+- +\S+ bb/100 .* all-in adjusted +{n}",)),
    "leak_report.py": Smoke(
        ("--hands", "20"),
        (r"^pre-flop \S+ +{n} +{n} +{n}",)),
    "pushfold_bench.py": Smoke(
        ("--stacks", "1", "--trials", "1", "--largest", "3"),
        (r"^equity table read in {n} s", r"^heads-up  1 bb, ante 0: +{n} ms CPU",
         r"^ICM 10 players: {n} s CPU", r"^ICM 3-3 players, .*: slowest {n} s CPU",
         r"^coach advice, 10 players, next report \(cached\): {n} ms CPU")),
    "real_files.py": Smoke(
        ("tests/data/sites", "--brief"),  # our own written files, as the tests read them
        (r"^  hands: {n} read, {n} imported, {n} refused",
         r"^real files: {n} of {n} Hold'em files imported \(PokerStars {n}/{n}")),
    "replay_bench.py": Smoke(
        ("--hands", "1"),
        (r"^equity, every card open +n= +{n} +p50 +{n} ms", r"^reasons of hand +1: +{n} ms",
         r"^peer: replaying the whole session: +{n} ms")),
    "raise_path.py": Smoke(
        (), (r"^functions {n}$", r"^files {n}$", r"^engine_functions {n}$",
             r"^worker_functions {n}$", r"^signals {n}$", r"^hops {n}$")),
    "results_table.py": Smoke(
        (), (r"^bot code digest [0-9a-f]+", r"^\| matchup \| heads-up \| 6-max")),
    "resume_bench.py": Smoke(
        ("--hands", "12", "--repeat", "1"),
        (r"^recorded {n} hands, {n} log entries, [1-9]\d* snapshots",
         r"^resume by full replay: +{n} ms", r"^resume from snapshot\+tail: +{n} ms")),
    "solver_bench.py": Smoke(
        ("--quick",),
        (r"^river, full ranges: {n} % of the pot after {n} iterations in {n} s of CPU",
         r"^turn, flop-called ranges: {n} % of the pot after {n} iterations")),
    "sound_stalls.py": Smoke(
        ("--hands", "1", "--players", "2"),
        (r'"max_stall_ms": {n}', r'"announcements": {n}')),
    "speech_latency.py": Smoke(
        ("--turns", "1", "--players", "2"),
        (r"^  from the turn to its first word: median {n} s, longest {n} s",
         r"^  announcements sent: {n}; within 150 ms of the one before: {n}")),
    "table_growth.py": Smoke(
        ("2",),
        (r"^2 seats: caps \({n}, {n}", r"^  largest clear growth by shape: {n}, {n}")),
    "tournament_bench.py": Smoke(
        ("--players", "20"),
        (r"^20 players, tables of 9: {n} hands", r"^time {n} s wall, {n} s CPU")),
    "long_run.sh": Smoke(
        ("jobs",),
        (r"^gauntlet hu expert {n} maniac", r"^lbr expert {n}$",
         r"^ladder 6max {n} casual beginner$")),
}
"""Each script's smallest run. Sizes are the least that reach every figure line: one deal or
hand where a figure needs only one, twelve hands for the resume bench (its first snapshot
comes at hand 10). ``gui_bench.py`` is run for its tournament part only: its other parts play
at the table's normal speed (seconds a hand, in real time) and start fresh Felt processes;
:func:`test_the_whole_gui_bench_prints_its_figures` runs them all, marked ``slow``."""

LIBRARIES = frozenset({"accumulate.py", "gg_text.py"})
"""Imported by the scripts, run nothing themselves (``test_bench_accumulate.py``,
``test_bench_gg_text.py``)."""


def test_every_bench_script_has_a_smoke_run() -> None:
    scripts = {p.name for p in BENCH.iterdir() if p.suffix in (".py", ".sh")}
    assert scripts - LIBRARIES == set(SMOKE)
    for name in LIBRARIES:
        assert "__main__" not in (BENCH / name).read_text(encoding="utf-8"), name


def _run(name: str, args: tuple[str, ...], tmp_path: Path) -> str:
    """The script's standard output; it ended without a traceback, 0 or 1 (a missed target)."""
    command = ["sh"] if name.endswith(".sh") else [sys.executable]
    env = {**os.environ, "PY": sys.executable, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([*command, str(BENCH / name), *(a.format(tmp=tmp_path) for a in args)],
                          cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=TIMEOUT_S, check=False)
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode in (0, 1), done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def outputs(request: pytest.FixtureRequest,
            tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Future[str]]]:
    """Every chosen script started, :data:`RUNNING_AT_ONCE` at a time, by name."""
    chosen = sorted({item.callspec.params["name"] for item in request.session.items
                     if getattr(item, "originalname", "") == "test_the_bench_prints_its_figures"
                     and hasattr(item, "callspec")})
    with ThreadPoolExecutor(RUNNING_AT_ONCE, thread_name_prefix="bench-smoke") as pool:
        yield {name: pool.submit(_run, name, SMOKE[name].args,
                                 tmp_path_factory.mktemp(name.replace(".", "_")))
               for name in chosen}


@pytest.mark.parametrize("name", sorted(SMOKE))
def test_the_bench_prints_its_figures(name: str, outputs: dict[str, Future[str]]) -> None:
    smoke = SMOKE[name]
    out = outputs[name].result()
    for figure in smoke.figures:
        assert re.search(figure.replace("{n}", NUMBER), out, re.MULTILINE), (figure, out)


@pytest.mark.slow
def test_the_whole_gui_bench_prints_its_figures(tmp_path: Path) -> None:
    out = _run("gui_bench.py", (
        "--hands", "1", "--players", "2", "--startup-runs", "1", "--pace-hands", "1",
        "--coach-hands", "1", "--fast-fold-hands", "1", "--tournament-players", "18",
        "--tournament-rounds", "1", "--reference-hands", "1", "--sound-hands", "1"), tmp_path)
    for figure in (r"^fast fold at normal speed, 6 players: .* median {n} s",
                   r"^normal speed, 10 players: .* median {n} s",
                   r"^startup to interactive table: median {n} s",
                   r"^GUI thread stalls over {n} heartbeats of 5 ms: longest {n} ms",
                   r"^coach panel update after each event .* p95 {n} ms",
                   r"^GUI thread while the other tables play",
                   r"^announcements and sound on, 2 players, .* longest stall {n} ms"):
        assert re.search(figure.replace("{n}", NUMBER), out, re.MULTILINE), (figure, out)
