"""The observers of the table model, found in the code: every subclass of the one base, and
the classes of engine/ and gui/ read as source (for checks on their shape)."""

from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path

import engine
import gui
from engine.play.observer import TableObserver

ROOT = Path(__file__).resolve().parents[2]


def import_everything() -> None:
    """Import every module of engine/ and gui/ (so every observer class exists)."""
    for package in (engine, gui):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            if not info.name.endswith("__main__"):
                importlib.import_module(info.name)


def observer_classes() -> list[type[TableObserver]]:
    """Every class below :class:`TableObserver`, after importing all of engine/ and gui/."""
    import_everything()
    found: list[type[TableObserver]] = []
    todo = list(TableObserver.__subclasses__())
    while todo:
        cls = todo.pop()
        if cls not in found:
            found.append(cls)
            todo.extend(cls.__subclasses__())
    return [cls for cls in found if cls.__module__.startswith(("engine.", "gui."))]


def source_classes() -> list[tuple[Path, ast.ClassDef]]:
    """Every class defined in engine/ and gui/, with its file."""
    classes = []
    for folder in ("engine", "gui"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            classes += [(path, node) for node in ast.walk(tree) if isinstance(node, ast.ClassDef)]
    return classes
