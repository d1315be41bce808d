"""Felt's message boxes, in the colours of the palette in use, whatever opens them.

A style sheet is inherited by every widget below the one it is set on, and a message box opened
from a widget is below it: the action panel's light grey words for its dark background
(``QLabel { color: ... }``) made the "Fold?" question light grey on a light grey box. So every
box Felt shows is made here and carries a style sheet of its own, which wins over anything it
inherits: the palette's ``dialog`` colours (:mod:`gui.base.palette`), dark words on a light box
in the standard and colour-blind palettes, white on black with yellow for the focus in high
contrast. The functions mirror ``QMessageBox``'s static ones, so a call reads the same.
"""

from __future__ import annotations

import re

from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QWidget

from gui.base import palette
from gui.base import seeing

Button = QMessageBox.StandardButton

STYLE = """
QMessageBox { background: {dialog}; }
QMessageBox QLabel { color: {dialog_text}; background: transparent; font-size: 14px; }
QMessageBox QPushButton { color: {dialog_text}; background: {dialog_button};
    border: 1px solid {dialog_edge}; border-radius: 5px; padding: 5px 14px; min-width: 72px;
    font-size: 14px; font-weight: normal; }
QMessageBox QPushButton:default, QMessageBox QPushButton:focus {
    border: 2px solid {dialog_focus}; }
"""  # {role}: the colours of the palette in use (gui/base/palette.py, its panel roles)


def style() -> str:
    """The message boxes' style sheet in the palette in use, its sizes at the window's scale
    (Settings > Seeing)."""
    colours = palette.current().panel
    sheet = re.sub(r"\{(\w+)\}", lambda m: colours[m.group(1)], STYLE)
    factor = seeing.factor()
    return re.sub(r"(\d+)px", lambda m: f"{round(int(m.group(1)) * factor)}px", sheet)


def styled(box: QMessageBox) -> QMessageBox:
    """``box`` in Felt's colours (a box built by hand: call before showing it)."""
    box.setStyleSheet(style())
    return box


def _ask(icon: QMessageBox.Icon, parent: QWidget | None, title: str, text: str,
         buttons: Button, default: Button) -> Button:
    box = styled(QMessageBox(icon, title, text, buttons, parent))
    if default != Button.NoButton:
        box.setDefaultButton(default)
    box.exec()
    return box.standardButton(box.clickedButton()) if box.clickedButton() else Button.NoButton


def question(parent: QWidget | None, title: str, text: str,
             buttons: Button = Button.Yes | Button.No,
             default: Button = Button.NoButton) -> Button:
    """Ask ``text``; the button pressed (``NoButton`` when the box was closed otherwise)."""
    return _ask(QMessageBox.Icon.Question, parent, title, text, buttons, default)


def information(parent: QWidget | None, title: str, text: str,
                buttons: Button = Button.Ok, default: Button = Button.NoButton) -> Button:
    return _ask(QMessageBox.Icon.Information, parent, title, text, buttons, default)


def warning(parent: QWidget | None, title: str, text: str,
            buttons: Button = Button.Ok, default: Button = Button.NoButton) -> Button:
    return _ask(QMessageBox.Icon.Warning, parent, title, text, buttons, default)


def critical(parent: QWidget | None, title: str, text: str,
             buttons: Button = Button.Ok, default: Button = Button.NoButton) -> Button:
    return _ask(QMessageBox.Icon.Critical, parent, title, text, buttons, default)
