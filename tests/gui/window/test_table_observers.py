"""One observer shape: every observer of the table model subclasses the one base, dispatches
through its class's table and never through a chain of ``isinstance`` over event types; the
window subscribes them all in the documented order."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from engine.play.observer import TableObserver
from engine.play.table_model import EVENT_TYPES
from gui.window import table_observers
from gui.window.main_window import MainWindow
from tests.helpers.observers import observer_classes
from tests.helpers.observers import source_classes

ROOT = Path(__file__).resolve().parents[3]
EVENT_NAMES = {t.__name__ for t in EVENT_TYPES}


def _type_names(node: ast.expr) -> set[str]:
    """The names in an ``isinstance`` type argument (``A``, ``m.A``, ``A | B``, ``(A, B)``)."""
    names: set[str] = set()
    for part in ast.walk(node):
        if isinstance(part, ast.Name):
            names.add(part.id)
        elif isinstance(part, ast.Attribute):
            names.add(part.attr)
    return names


def _asks_event_type(node: ast.AST) -> bool:
    """``isinstance(x, <event type>)`` or ``type(x) is <event type>``."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return (node.func.id == "isinstance" and len(node.args) == 2
                and bool(_type_names(node.args[1]) & EVENT_NAMES))
    if isinstance(node, ast.Compare) and isinstance(node.left, ast.Call):
        func = node.left.func
        return (isinstance(func, ast.Name) and func.id == "type"
                and any(_type_names(c) & EVENT_NAMES for c in node.comparators))
    return False


def _event_type_tests(cls: ast.ClassDef) -> list[int]:
    """Lines where ``cls`` tests an event's type itself."""
    return [node.lineno for node in ast.walk(cls)
            if _asks_event_type(node) and isinstance(node, ast.expr)]


def _takes_event_and_model(function: ast.FunctionDef) -> bool:
    return [a.arg for a in function.args.args[1:3]] == ["event", "model"]


def test_no_observer_tests_event_types_with_isinstance() -> None:
    observers = {cls.__name__ for cls in observer_classes()}
    checked = 0
    for path, cls in source_classes():
        if cls.name in observers:
            checked += 1
            assert not _event_type_tests(cls), (path.name, cls.name, _event_type_tests(cls))
    assert checked >= len(observers)


def test_only_the_base_is_called_with_event_and_model() -> None:
    """An observer is a TableObserver: no class of its own shape takes ``(event, model)``."""
    observers = {cls.__name__ for cls in observer_classes()} | {"TableObserver"}
    for path, cls in source_classes():
        calls = [f for f in cls.body if isinstance(f, ast.FunctionDef) and f.name == "__call__"
                 and _takes_event_and_model(f)]
        protocol = any(ast.unparse(base) == "Protocol" for base in cls.bases)
        if calls and not protocol:
            assert cls.name == "TableObserver", (path.name, cls.name)
        if any(isinstance(f, ast.Assign | ast.AnnAssign) and "REACTIONS" in ast.unparse(f)
               for f in cls.body):
            assert cls.name in observers, (path.name, cls.name)


def test_the_window_subscribes_every_observer_once_in_the_documented_order(
    window: MainWindow
) -> None:
    subscribers = window.model.subscribers
    assert subscribers == table_observers.in_order(window)
    assert len(set(map(id, subscribers))) == len(subscribers) == 20
    assert all(isinstance(s, TableObserver) for s in subscribers)
    assert subscribers[0] is window.scene.plans and subscribers[4] is window
    doc = table_observers.__doc__ or ""
    starts = [doc.index(f"\n{n}. ") for n in range(1, len(subscribers) + 1)]
    items = [doc[a:b] for a, b in zip(starts, [*starts[1:], len(doc)], strict=True)]
    for item, observer in zip(items, subscribers, strict=True):
        path = type(observer).__module__.replace(".", "/") + ".py"
        assert f"``{path}``" in item, (path, item)  # the docstring lists them in real order


def test_the_architecture_map_lists_the_observers_in_the_windows_order(
    window: MainWindow
) -> None:
    """docs/architecture.md's "The observers" is ``in_order``: each numbered item opens with
    the class's name and names its file."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    section = text[text.index("## The observers"):]
    section = section[: section.index("\n## ", 1)]
    items = re.findall(r"^\d+\. `(\w+)` \(`([\w/]+\.py)`", section, re.M)
    observers = table_observers.in_order(window)
    assert [name for name, _ in items] == [type(o).__name__ for o in observers]
    assert [path for _, path in items] == [
        type(o).__module__.replace(".", "/") + ".py" for o in observers]
