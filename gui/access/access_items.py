"""Widgets that exist to be read, not seen: each has a role, a name and a description.

A ``QWidget``'s accessible role is fixed by its class (a plain widget is a "client" area), so
:func:`install` adds a factory that gives each :class:`AccessItem` the role it was made with
(Qt asks the factory once per object and caches the interface). The items paint nothing and
let the mouse through; the name and description are Qt's own properties, so changing them
sends the screen reader Qt's name- and description-changed events.

Tests: tests/gui/access/test_table_mirror.py
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtGui import QAccessibleInterface
from PySide6.QtGui import QColor
from PySide6.QtGui import QFocusEvent
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPaintEvent
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QAccessibleWidget
from PySide6.QtWidgets import QWidget

ITEM_SIZE = 1  # pixels: until placed over what it stands for (table_mirror.py)
RING_PX = 3  # the focus ring round an item the keyboard is on
RING_COLOUR = "#FFEB3B"  # as the action panel's focus ring (gui/base/palette.py)


class AccessItem(QWidget):
    """One thing on the table as assistive technology sees it: a seat, a card, a pot."""

    def __init__(self, role: QAccessible.Role, parent: QWidget | None = None,
                 focusable: bool = False) -> None:
        super().__init__(parent)
        self.role = role
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        # Tab reaches a seat, the board or the pot (a screen reader then says it); a click
        # goes through to the table below.
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus if focusable else Qt.FocusPolicy.NoFocus)
        self.resize(ITEM_SIZE, ITEM_SIZE)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Nothing but a ring while the keyboard is on it: the table below shows the rest."""
        if self.hasFocus():
            painter = QPainter(self)
            painter.setPen(QPen(QColor(RING_COLOUR), RING_PX))
            inset = RING_PX // 2 + 1
            painter.drawRect(self.rect().adjusted(inset, inset, -inset, -inset))
            painter.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def say(self, name: str, description: str = "") -> None:
        """Name and description, set only when they change (each change is an event)."""
        if self.accessibleName() != name:
            self.setAccessibleName(name)
        if self.accessibleDescription() != description:
            self.setAccessibleDescription(description)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, AccessItem):
        return QAccessibleWidget(obj, obj.role)
    return None


_installed: list[bool] = []


def install() -> None:
    """Add the factory once per program."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(True)
