"""bench/raise_path.py traces one Raise click through both threads and prints its figures."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before the application is made

import pytest
from pytestqt.qtbot import QtBot

from tests.helpers.bench import load_bench


def test_a_raise_click_is_traced_through_both_threads_and_reported(
        qtbot: QtBot, capsys: pytest.CaptureFixture[str]) -> None:
    del qtbot  # the application the bench uses
    bench = load_bench("raise_path")
    trace = bench.measure(bench.speeds.Speed.INSTANT)
    assert trace.hops == 2  # to the engine's thread and back
    bench.report(trace, listing=True)
    out = capsys.readouterr().out
    figures = dict(line.split() for line in out.splitlines() if not line.startswith(" "))
    assert set(figures) == {"functions", "files", "engine_functions", "worker_functions",
                            "signals", "hops"}
    assert int(figures["worker_functions"]) > 5 < int(figures["engine_functions"])
    assert int(figures["files"]) < int(figures["functions"])
    assert "gui/play_controls/controls.py: " in out and "_raise" in out
