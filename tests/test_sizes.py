"""Small modules with one job: no gui class over 30 methods or 400 lines, no gui module over
450 lines (a class that lays out, holds state, animates and dispatches is four classes)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MAX_METHODS = 30
MAX_CLASS_LINES = 400
MAX_MODULE_LINES = 450

GUI_MODULES = sorted((ROOT / "gui").rglob("*.py"))


def _classes(path: Path) -> list[tuple[str, int, int]]:
    """(name, methods, lines) of every class in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            methods = sum(isinstance(b, ast.FunctionDef | ast.AsyncFunctionDef)
                          for b in node.body)
            found.append((node.name, methods, (node.end_lineno or node.lineno) - node.lineno + 1))
    return found


@pytest.mark.parametrize("path", GUI_MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_gui_module_is_small(path: Path) -> None:
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_MODULE_LINES, f"{lines} lines: split it by job"
    for name, methods, length in _classes(path):
        assert methods <= MAX_METHODS, f"{name} has {methods} methods"
        assert length <= MAX_CLASS_LINES, f"{name} has {length} lines"


def test_the_check_sees_a_big_class(tmp_path: Path) -> None:
    big = tmp_path / "big.py"
    body = "".join(f"    def m{i}(self) -> None:\n        pass\n" for i in range(MAX_METHODS + 1))
    big.write_text(f"class Big:\n{body}", encoding="utf-8")
    assert _classes(big) == [("Big", MAX_METHODS + 1, 2 * MAX_METHODS + 3)]
    assert GUI_MODULES, "the gui package was not found"
