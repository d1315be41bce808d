"""Walking a window by Tab, as a keyboard user does, and its accessibility tree, as a screen
reader does: which controls Tab reaches, in what order, and which focusable node has no name.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtGui import QAccessibleInterface
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

MAX_STOPS = 200  # no window of Felt has this many controls
MAX_DEPTH = 30


def tab_stops(qtbot: QtBot, window: QWidget) -> list[QWidget]:
    """The widgets Tab visits from the first, in order, once round."""
    window.activateWindow()
    stops: list[QWidget] = []
    focus = QApplication.focusWidget()
    if focus is None or focus.window() is not window:
        window.focusNextChild()
    for _ in range(MAX_STOPS):
        focus = QApplication.focusWidget()
        if focus is None or focus in stops:
            break
        stops.append(focus)
        qtbot.keyClick(focus, Qt.Key.Key_Tab)  # a table that keeps Tab traps the keyboard
    return stops


def _owner(widget: QWidget) -> QWidget:
    """The control a focus belongs to (a spin box for its line edit)."""
    while widget.focusProxy() is not None:
        widget = widget.focusProxy()
    return widget


def unreachable(qtbot: QtBot, window: QWidget) -> list[str]:
    """Visible, enabled controls that take the focus by Tab but that Tab never reaches."""
    reached = {_owner(widget) for widget in tab_stops(qtbot, window)}
    missing = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or not widget.isEnabled() \
                or not widget.focusPolicy() & Qt.FocusPolicy.TabFocus \
                or widget.focusProxy() is not None or widget.window() is not window:
            continue
        if _owner(widget) not in reached:
            missing.append(f"{type(widget).__name__} {widget.objectName()!r} "
                           f"{widget.accessibleName()!r}")
    return missing


def unnamed_focusable(window: QWidget) -> list[str]:
    """Nodes of ``window``'s accessibility tree that take the focus and have no name."""
    found: list[str] = []

    def walk(node: QAccessibleInterface | None, depth: int) -> None:
        if node is None or not node.isValid() or depth > MAX_DEPTH:
            return
        state = node.state()
        if state.focusable and not state.invisible and not state.disabled \
                and not node.text(QAccessible.Text.Name).strip():
            obj = node.object()
            found.append(f"{node.role().name} {type(obj).__name__} "
                         f"{obj.objectName() if obj is not None else ''!r}")
        for index in range(node.childCount()):
            walk(node.child(index), depth + 1)

    walk(QAccessible.queryAccessibleInterface(window), 0)
    return found
