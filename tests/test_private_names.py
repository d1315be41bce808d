"""Private names stay in their module: the storage contract reads from one class.

Why: the 2026-12-06 review counted 34 reach-ins to ``store._read``/``store._write`` from the
modules of ``engine/storage`` and 8 imports of private names in the code (``_hand``,
``_decoding``, ``_finish``...), so what a module offers could not be read from the module.
The database is reached through :class:`~engine.storage.store.Store`'s public methods
(``writing()``, ``reading()``, ``query()`` and the named ones), and a name another module
needs is public.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("engine", "gui", "bench", "tests")
STORE = ROOT / "engine" / "storage" / "store.py"
PRIVATE_IMPORT = re.compile(r"^\s*from ((?:engine|gui)\.[\w.]+) import (_(?!_)\w*)", re.M)
"""An import of one private name (imports are one name a line: ruff's isort settings)."""


@cache
def _sources() -> tuple[tuple[str, str], ...]:
    """Every Python file of the repository's code, tests and benches, read once."""
    return tuple((path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8"))
                 for folder in FOLDERS for path in sorted((ROOT / folder).rglob("*.py"))
                 if path != Path(__file__).resolve())  # this file plants what it looks for


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _store_private_members() -> set[str]:
    """The private methods of ``Store``, and the two the review found reached into."""
    tree = ast.parse(STORE.read_text(encoding="utf-8"))
    store = next(node for node in tree.body if isinstance(node, ast.ClassDef)
                 and node.name == "Store")
    methods = {node.name for node in store.body
               if isinstance(node, ast.FunctionDef) and _private(node.name)}
    return methods | {"_read", "_write"}


def _reach_ins(text: str, members: set[str]) -> list[str]:
    """``x.member`` for a private member of ``Store`` on anything but ``self``/``cls``."""
    names = "|".join(sorted(members))
    pattern = re.compile(rf"(\w*)\.({names})\b")
    return [m.group(0) for m in pattern.finditer(text) if m.group(1) not in ("self", "cls")]


def test_no_module_imports_a_private_name_of_another() -> None:
    """Production code (engine/, gui/, bench/) never; tests only a module's own helpers they
    test, and never storage's: the storage contract is the public one, tests included."""
    found = [f"{path}: {m.group(1)}.{m.group(2)}" for path, text in _sources()
             for m in PRIVATE_IMPORT.finditer(text)
             if not path.startswith("tests/") or m.group(1).startswith("engine.storage")]
    assert found == []


def test_no_code_outside_the_store_calls_its_private_methods() -> None:
    members = _store_private_members()
    found = [f"{path}: {hit}" for path, text in _sources() if path != "engine/storage/store.py"
             for hit in _reach_ins(text, members)]
    assert found == []


def test_the_checks_catch_a_planted_reach_in() -> None:
    """The two checks above find what they look for, and leave an object's own alone."""
    planted = ("from engine.storage.store import _hand\n"
               "from engine.storage.store import Store\n"
               "rows = store._read('SELECT 1')\n"
               "self._write(message)\n")
    assert [m.group(2) for m in PRIVATE_IMPORT.finditer(planted)] == ["_hand"]
    assert _reach_ins(planted, _store_private_members()) == ["store._read"]
