"""The game window's table for screen readers, made in one step: the mirror over the table's
view and the announcer that speaks its events (the window subscribes both to its model).

Tests: tests/gui/access/test_table_mirror.py, tests/gui/access/test_announcer.py
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QGraphicsView
from PySide6.QtWidgets import QWidget

from gui.access.announcer import Announcer
from gui.access.table_mirror import TableMirror
from gui.table.scene import TableScene


def table_access(parent: QWidget, view: QGraphicsView, scene: TableScene,
                 person: Callable[[], int | None]) -> tuple[TableMirror, Announcer]:
    """The mirror (a child of ``parent``, lying over ``view``) and its announcer, quiet while
    the scene only lays a hand out again."""
    mirror = TableMirror(scene.display_names, person, parent)
    mirror.follow(view, scene)  # each item over what it stands for
    return mirror, Announcer(mirror, scene.display_names, person,
                             quiet=lambda: scene.laying_out)
