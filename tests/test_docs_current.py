"""Generated documents are current: ``docs/tests.md`` maps each module to the tests that import
it, and must say what the tree holds now."""

from __future__ import annotations

from tests.helpers import module_tests


def test_the_map_of_tests_is_current() -> None:
    assert module_tests.OUT.read_text(encoding="utf-8") == module_tests.render(), (
        "docs/tests.md is out of date: run  python -m tests.helpers.module_tests")


def test_the_map_names_the_tests_that_import_a_module() -> None:
    users = module_tests.table()
    assert "tests/engine/rules/test_hand_rules.py" in users["engine.rules.hand"]
    assert "tests/test_docs_current.py" not in users["engine.rules.hand"]
    assert set(users) >= {"engine.core.cards", "gui.table.animation", "engine.phh"}
