"""The engine never depends on the window: no module under engine/ imports Qt or gui."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def test_no_engine_module_imports_qt_or_gui() -> None:
    offenders = []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                if top in {"PySide6", "PyQt5", "PyQt6", "shiboken6", "gui"}:
                    offenders.append(f"{path.name}: {name}")
    assert offenders == []
    assert len(list(ENGINE.glob("*.py"))) > 5  # the scan did see the engine


def test_importing_the_whole_engine_loads_no_qt() -> None:
    code = (
        "import pkgutil, importlib, sys, engine\n"
        "for m in pkgutil.iter_modules(engine.__path__):\n"
        "    importlib.import_module('engine.' + m.name)\n"
        "bad = [n for n in sys.modules if n.startswith(('PySide6', 'shiboken6', 'gui'))]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ENGINE.parent, check=True)
    assert out.stdout.strip() == ""
