"""Small modules with one job: no gui class over 30 methods or 400 lines, no gui module over
450 lines (a class that lays out, holds state, animates and dispatches is four classes).

Rooms a person can take in at a glance: no folder under engine/ or gui/ holds more than 25
modules flat; a bigger room is split into sub-folders by feature.

Short functions with named steps: no function in engine/ or gui/ over 100 lines, and no
``__init__`` in gui/ (a Qt widget's construction) over 80: a long one is split into private
steps whose names and docstrings say what each does and why.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MAX_METHODS = 30
MAX_CLASS_LINES = 400
MAX_MODULE_LINES = 450
MAX_FUNCTION_LINES = 100
MAX_QT_INIT_LINES = 80
MAX_MODULES_FLAT = 25

GUI_MODULES = sorted((ROOT / "gui").rglob("*.py"))
CODE_MODULES = sorted((ROOT / "engine").rglob("*.py")) + GUI_MODULES

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
    lines = _lines_besides_imports(path)
    assert lines <= MAX_MODULE_LINES, f"{lines} lines besides imports: split it by job"
    for name, methods, length in _classes(path):
        assert methods <= MAX_METHODS, f"{name} has {methods} methods"
        assert length <= MAX_CLASS_LINES, f"{name} has {length} lines"


def _lines_besides_imports(path: Path) -> int:
    """The module's lines less its top-level imports (one name a line, as ruff writes them:
    they say what a module uses, not how much it does)."""
    text = path.read_text(encoding="utf-8")
    imports = sum((node.end_lineno or node.lineno) - node.lineno + 1
                  for node in ast.parse(text).body
                  if isinstance(node, ast.Import | ast.ImportFrom))
    return len(text.splitlines()) - imports


def _long_functions(path: Path, in_gui: bool) -> list[tuple[str, int]]:
    """(name, lines) of every function in ``path`` over its limit: 100 lines, 80 for an
    ``__init__`` in the gui."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            lines = (node.end_lineno or node.lineno) - node.lineno + 1
            limit = MAX_QT_INIT_LINES if in_gui and node.name == "__init__" \
                else MAX_FUNCTION_LINES
            if lines > limit:
                found.append((node.name, lines))
    return found


@pytest.mark.parametrize("path", CODE_MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_functions_are_short(path: Path) -> None:
    name = path.relative_to(ROOT).as_posix()
    long = _long_functions(path, name.startswith("gui/"))
    assert not long, f"split into named steps: {long}"


def test_the_check_sees_a_long_function(tmp_path: Path) -> None:
    long = tmp_path / "long.py"
    body = "".join(f"    x{i} = {i}\n" for i in range(MAX_FUNCTION_LINES))
    init = "".join(f"        self.x{i} = {i}\n" for i in range(MAX_QT_INIT_LINES))
    long.write_text(f"def f() -> None:\n{body}\nclass W:\n    def __init__(self) -> None:\n"
                    f"{init}", encoding="utf-8")
    assert _long_functions(long, in_gui=False) == [("f", MAX_FUNCTION_LINES + 1)]
    assert _long_functions(long, in_gui=True) == [("f", MAX_FUNCTION_LINES + 1),
                                                 ("__init__", MAX_QT_INIT_LINES + 1)]
    assert len(CODE_MODULES) > len(GUI_MODULES), "the engine package was not found"


def test_the_check_sees_a_big_class(tmp_path: Path) -> None:
    big = tmp_path / "big.py"
    body = "".join(f"    def m{i}(self) -> None:\n        pass\n" for i in range(MAX_METHODS + 1))
    big.write_text(f"class Big:\n{body}", encoding="utf-8")
    assert _classes(big) == [("Big", MAX_METHODS + 1, 2 * MAX_METHODS + 3)]
    assert GUI_MODULES, "the gui package was not found"


def _crowded_folders(root: Path) -> dict[str, int]:
    """Folders under engine/ and gui/ with more than :data:`MAX_MODULES_FLAT` modules directly in
    them (``__init__.py`` counted), with their counts."""
    found = {}
    for package in ("engine", "gui"):
        for folder in [root / package, *(p for p in (root / package).rglob("*") if p.is_dir())]:
            count = len(list(folder.glob("*.py")))
            if count > MAX_MODULES_FLAT:
                found[folder.relative_to(root).as_posix()] = count
    return found


def test_no_folder_holds_more_than_25_modules_flat() -> None:
    assert _crowded_folders(ROOT) == {}, "split the folder into sub-folders by feature"


def test_the_check_sees_a_crowded_folder(tmp_path: Path) -> None:
    room = tmp_path / "gui" / "room"
    room.mkdir(parents=True)
    for i in range(MAX_MODULES_FLAT + 1):
        (room / f"m{i}.py").write_text("", encoding="utf-8")
    (tmp_path / "engine").mkdir()
    assert _crowded_folders(tmp_path) == {"gui/room": MAX_MODULES_FLAT + 1}
