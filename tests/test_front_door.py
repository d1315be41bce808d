"""The engine's front door: the three classes a newcomer meets first each play a hand in their
docstring, and pytest runs those examples (``--doctest-modules`` on ``engine``)."""

from __future__ import annotations

import doctest
import re
import tomllib
from pathlib import Path

import pytest

from engine.play.session import GameSession
from engine.play.table_model import TableModel
from engine.rules.hand import HandState

ROOT = Path(__file__).resolve().parents[1]
MIN_DOCTEST_LINES = 60  # in engine/rules and engine/play together
_EXAMPLE_LINE = re.compile(r"^\s*(>>>|\.\.\.)( |$)")


def _doctest_lines(folder: Path) -> int:
    return sum(1 for path in folder.rglob("*.py")
               for line in path.read_text(encoding="utf-8").splitlines()
               if _EXAMPLE_LINE.match(line))


def test_rules_and_play_carry_enough_examples() -> None:
    lines = _doctest_lines(ROOT / "engine" / "rules") + _doctest_lines(ROOT / "engine" / "play")
    assert lines >= MIN_DOCTEST_LINES


@pytest.mark.parametrize("cls", [HandState, GameSession, TableModel], ids=lambda c: c.__name__)
def test_the_class_docstring_plays_an_example(cls: type) -> None:
    examples = doctest.DocTestParser().get_examples(cls.__doc__ or "")
    assert len(examples) >= 10, f"{cls.__name__} has {len(examples)} examples"
    assert any(e.want for e in examples), "an example shows what it returns"


def test_pytest_runs_the_engine_examples() -> None:
    options = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    pytest_options = options["tool"]["pytest"]["ini_options"]
    assert "engine" in pytest_options["testpaths"]
    assert "--doctest-modules" in pytest_options["addopts"]
