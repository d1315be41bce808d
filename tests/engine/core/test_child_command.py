"""A child process of Felt's is ``python -m module`` from a checkout or a wheel, and the
frozen executable with ``--child module`` in the bundle, which runs only engine modules."""

from __future__ import annotations

import sys

import pytest

from engine.core import processes
from engine.core.processes import ProcessError


def test_python_runs_the_module(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert processes.child_command("engine.play.bot_host", "x") == [
        sys.executable, "-m", "engine.play.bot_host", "x"]


def test_a_frozen_felt_starts_itself_with_child(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/felt/felt")
    assert processes.child_command("engine.play.bot_host") == [
        "/opt/felt/felt", "--child", "engine.play.bot_host"]


@pytest.mark.parametrize("argv", [["--child", "os"], ["--child"], ["engine.play.bot_host"],
                                  ["--child", "gui.app"]])
def test_only_engine_modules_run_as_children(argv: list[str]) -> None:
    with pytest.raises(ProcessError) as info:
        processes.run_child(argv)
    assert info.value.code == "process_failed"


def test_run_child_runs_the_module_as_main(monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "argv", list(sys.argv))
    # Run as a fresh child runs it: not already imported by an earlier test of the suite.
    monkeypatch.delitem(sys.modules, "engine.phh", raising=False)
    with pytest.raises(SystemExit) as done:
        processes.run_child(["--child", "engine.phh", "--help"])
    assert done.value.code == 0
    assert "usage" in capsys.readouterr().out
