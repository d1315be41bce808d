"""The house's shape, enforced: layers import only downwards, nothing imports in a circle,
and the engine never imports Qt or the window.

The layer order is written here once. A module's layer is its subpackage
(``engine/rules/hand.py`` is in ``engine.rules``); it may import its own layer and the layers
before it in :data:`ORDER`, never a later one. Every import counts, also one inside a function
or under ``TYPE_CHECKING``: a late import hides a cycle, it does not remove it.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterable
from collections.abc import Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "architecture.md"

#: Each package's layers, lowest first. A top-level module (``engine/phh.py``) is in the
#: package's last layer, ``"top"``.
ORDER: Mapping[str, tuple[str, ...]] = {
    "engine": ("core", "evaluation", "rules", "solver", "formats", "bots", "tournament", "play",
               "teaching", "storage", "top"),
    "gui": ("base", "desktop", "table", "session", "teaching", "history", "yourplay", "access",
            "tournament", "play_controls", "seats", "sound", "seeing_options", "activities",
            "keys", "window", "top"),
}
QT_NAMES = {"PySide6", "PyQt5", "PyQt6", "shiboken6"}
#: File names every package may have, and the entry points directly under ``engine/`` (each
#: the command-line face of the module of the same name in its layer).
SHARED_NAMES = {"__init__.py", "__main__.py", "cli.py"}
ENTRY_POINTS = {"engine/arena.py", "engine/phh.py"}


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path, module: str) -> list[tuple[int, str]]:
    """(line, imported module) for every import in ``path``, relative ones resolved; for
    ``from pkg import name`` the submodule ``pkg.name`` when ``name`` is one."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            found.append((node.lineno, target))
            found.extend((node.lineno, f"{target}.{alias.name}") for alias in node.names)
    return found


def import_graph(root: Path, packages: Iterable[str]) -> dict[str, dict[str, int]]:
    """module -> {imported Felt module: line} for every module under ``packages``."""
    files = {module_name(p, root): p for pkg in packages for p in (root / pkg).rglob("*.py")}
    graph: dict[str, dict[str, int]] = {}
    for module, path in files.items():
        edges: dict[str, int] = {}
        for line, target in imports_of(path, module):
            if target in files and target != module:
                edges.setdefault(target, line)
        graph[module] = edges
    return graph


def layer_of(module: str) -> tuple[str, int]:
    package, _, rest = module.partition(".")
    layers = ORDER[package]
    sub = rest.partition(".")[0]
    if "." not in rest and sub not in layers:  # a top-level module or the package itself
        return package, len(layers) - 1
    return package, layers.index(sub)


def layer_violations(graph: Mapping[str, Mapping[str, int]]) -> list[str]:
    bad = []
    for module, edges in sorted(graph.items()):
        package, mine = layer_of(module)
        for target, line in sorted(edges.items()):
            other, theirs = layer_of(target)
            if other == "gui" and package == "engine":
                bad.append(f"{module}:{line} imports {target} (the engine never imports gui)")
            elif other == package and theirs > mine:
                bad.append(f"{module}:{line} imports {target}, a higher layer "
                           f"({ORDER[package][mine]} < {ORDER[package][theirs]})")
    return bad


def cycles(graph: Mapping[str, Mapping[str, int]]) -> list[list[str]]:
    """Every strongly connected group of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.get(node, {}):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def qt_in_engine(root: Path) -> list[str]:
    bad = []
    for path in sorted((root / "engine").rglob("*.py")):
        for line, target in imports_of(path, module_name(path, root)):
            if target.split(".")[0] in QT_NAMES:
                bad.append(f"{path.relative_to(root)}:{line}: {target}")
    return bad


def duplicate_names(root: Path) -> dict[str, list[str]]:
    """Module file names used more than once under the packages, with their paths: one name
    per thing, so that a name found in a traceback or a review leads to one file."""
    seen: dict[str, list[str]] = {}
    for package in ORDER:
        for path in sorted((root / package).rglob("*.py")):
            where = path.relative_to(root).as_posix()
            if path.name not in SHARED_NAMES and where not in ENTRY_POINTS:
                seen.setdefault(path.name, []).append(where)
    return {name: paths for name, paths in seen.items() if len(paths) > 1}


# ---------------------------------------------------------------------- the real tree

GRAPH = import_graph(ROOT, ORDER)


def test_the_scan_sees_every_layer() -> None:
    seen = {layer_of(m) for m in GRAPH}
    for package, layers in ORDER.items():
        assert {(package, k) for k in range(len(layers))} <= seen, package
    assert len(GRAPH) > 60


def test_each_layer_imports_only_layers_below_it() -> None:
    assert layer_violations(GRAPH) == []


def test_no_import_cycles() -> None:
    assert cycles(GRAPH) == []


def test_no_engine_module_imports_qt() -> None:
    assert qt_in_engine(ROOT) == []


def test_no_module_file_name_is_used_twice() -> None:
    assert duplicate_names(ROOT) == {}


def test_importing_the_whole_engine_loads_no_qt() -> None:
    code = (
        "import pkgutil, importlib, sys, engine\n"
        "for m in pkgutil.walk_packages(engine.__path__, 'engine.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [n for n in sys.modules if n.startswith(('PySide6', 'shiboken6', 'gui'))]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    assert out.stdout.strip() == ""


def test_the_map_states_the_layers_as_this_test_holds_them() -> None:
    """docs/architecture.md's layer lines ("- engine: core < evaluation < ...") are ORDER."""
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("## The layers"):]
    section = section[: section.index("\n## ", 1)]
    stated = {}
    for line in section.splitlines():
        package, colon, layers = line.removeprefix("- ").partition(": ")
        if line.startswith("- ") and colon and package in ORDER:
            stated[package] = tuple(layers.strip().split(" < "))
    assert stated == dict(ORDER)


def test_the_map_names_every_sub_package_by_its_path() -> None:
    text = DOC.read_text(encoding="utf-8")
    packages = sorted(init.parent.relative_to(ROOT).as_posix()
                      for name in ORDER for init in (ROOT / name).rglob("__init__.py"))
    assert len(packages) > 20
    assert [p for p in packages if f"{p}/" not in text] == []


# ---------------------------------------------------------------------- the checks can fail


def _plant(tmp_path: Path, files: Mapping[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def test_a_planted_upward_import_is_caught(tmp_path: Path) -> None:
    root = _plant(tmp_path, {
        "engine/__init__.py": "",
        "engine/core/__init__.py": "",
        "engine/core/cards.py": "from engine.rules import hand\n",
        "engine/rules/__init__.py": "",
        "engine/rules/hand.py": "from engine.core.cards import Card\n",
        "gui/__init__.py": "",
        "gui/base/__init__.py": "",
        "gui/base/texts.py": "def f():\n    from gui.window.main_window import X\n",
        "gui/window/__init__.py": "",
        "gui/window/main_window.py": "import PySide6\nfrom engine.rules.hand import H\n",
    })
    graph = import_graph(root, ORDER)
    bad = layer_violations(graph)
    assert any(b.startswith("engine.core.cards:1 imports engine.rules.hand") for b in bad)
    assert any(b.startswith("gui.base.texts:2 imports gui.window.main_window") for b in bad)
    assert len(bad) == 3  # the package engine.rules too; gui importing the engine is fine
    assert cycles(graph) == [["engine.core.cards", "engine.rules.hand"]]


def test_a_planted_cycle_inside_one_layer_is_caught(tmp_path: Path) -> None:
    root = _plant(tmp_path, {
        "engine/__init__.py": "",
        "engine/play/__init__.py": "",
        "engine/play/a.py": "from . import b\n",
        "engine/play/b.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                            "    from engine.play.c import C\n",
        "engine/play/c.py": "from engine.play import a\n",
        "engine/play/d.py": "import PySide6.QtCore\nimport engine.gui_like\n",
    })
    graph = import_graph(root, ORDER)
    assert layer_violations(graph) == []
    assert cycles(graph) == [["engine.play.a", "engine.play.b", "engine.play.c"]]
    assert qt_in_engine(root) == ["engine/play/d.py:1: PySide6.QtCore"]


def test_a_planted_duplicate_name_is_caught(tmp_path: Path) -> None:
    root = _plant(tmp_path, {
        "engine/__init__.py": "",
        "engine/arena.py": "",
        "engine/play/__init__.py": "",
        "engine/play/arena.py": "",
        "engine/play/cli.py": "",
        "engine/bots/spot.py": "",
        "engine/teaching/spot.py": "",
        "gui/__init__.py": "",
        "gui/cli.py": "",
        "gui/table/spot.py": "",
    })
    assert duplicate_names(root) == {
        "spot.py": ["engine/bots/spot.py", "engine/teaching/spot.py", "gui/table/spot.py"]}


@pytest.mark.parametrize("module", ["engine.rules.hand", "gui.table.scene"])
def test_layers_of_real_modules(module: str) -> None:
    assert module in GRAPH
