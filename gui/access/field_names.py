"""Every control of every window named for a screen reader, from what a sighted person reads
next to it.

Qt names a button by its text, but a spin box, a line edit, a slider or a list has no text of
its own: a screen reader says "spin box, 6" without saying what the 6 is. A sighted person
reads the form's label beside it, the tooltip, or the title of the dock or group around it;
:func:`name_fields` gives each unnamed control that as its accessible name (a name set by the
code is kept), and :class:`FieldNamer`, installed once on the application, does so whenever a
window is shown (the one event filter on the whole application: dialogs made anywhere in
``gui/`` are covered) and, following :func:`gui.base.i18n.follow`, after a language switch.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QAbstractSlider
from PySide6.QtWidgets import QAbstractSpinBox
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QTabWidget
from PySide6.QtWidgets import QWidget

from gui.base import i18n

CONTROLS = (QAbstractSpinBox, QAbstractSlider, QComboBox, QLineEdit, QAbstractItemView,
            QTabWidget)  # a page tab takes the focus: named by its window's title
NAMED = "felt_named"  # a property: the name was given here (so it may be given anew)


def _plain(text: str) -> str:
    """A label's words as a name: no mnemonic, no colon, no hint in brackets."""
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip()
    return text.split(" (")[0].rstrip(":").strip()


def _give(widget: QWidget, name: str) -> None:
    if name and (not widget.accessibleName() or widget.property(NAMED)):
        widget.setAccessibleName(name)
        widget.setProperty(NAMED, True)


def _around(widget: QWidget) -> str:
    """The title of the group box or dock the widget is in, or the window's title."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QGroupBox) and parent.title():
            return _plain(parent.title())
        if isinstance(parent, QDockWidget) and parent.windowTitle():
            return _plain(parent.windowTitle())
        parent = parent.parentWidget()
    return _plain(widget.window().windowTitle())


def name_fields(root: QWidget) -> None:
    """Name the unnamed controls under ``root``: a form field by its label, a spin box's
    inner line edit as the spin box, anything else by its tooltip or what it is in."""
    by_label: set[QWidget] = set()
    for form in root.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            shown = label.widget() if label is not None else None
            control = field.widget() if field is not None else None
            if isinstance(shown, QLabel) and control is not None and _plain(shown.text()):
                _give(control, _plain(shown.text()))
                by_label.add(control)
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or widget in by_label:
            continue
        parent = widget.parentWidget()
        if isinstance(parent, QAbstractSpinBox | QComboBox) and parent.accessibleName():
            _give(widget, parent.accessibleName())
        elif not widget.accessibleName() or widget.property(NAMED):
            _give(widget, _plain(widget.toolTip()) or _around(widget))


class FieldNamer(QObject):
    """Names the controls of each window (and dock: its pages come and go) when it is shown
    or its language changes."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) \
                and (watched.isWindow() or isinstance(watched, QDockWidget)):
            _name_soon(watched)
        return False

    def reword(self) -> None:
        """A new language: every open window's controls named in its words."""
        for window in QApplication.topLevelWidgets():
            if window.isVisible():
                _name_soon(window)


def _name_soon(widget: QWidget) -> None:
    """Name ``widget``'s controls after its own reaction: its labels have their words then."""
    QTimer.singleShot(0, widget, lambda: name_fields(widget))


def install() -> None:
    """Name every window's controls from now on (once per application)."""
    app = QCoreApplication.instance()
    if app is None or app.property(NAMED):
        return
    namer = FieldNamer(app)
    app.installEventFilter(namer)
    i18n.follow(namer, namer.reword, now=False)
    app.setProperty(NAMED, True)
