"""The game window comes back where the person left it: its size and place, maximized or
not, and its docks (the log, the coach, the history) where they were and shown or hidden.

Qt writes all of it as two opaque byte strings (``saveGeometry``/``saveState``); they are kept
in the settings file as Base64 text and handed back to Qt only, never read as anything else.
A file from another screen or another Felt is harmless: Qt refuses what it cannot use and the
window opens at its default size.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QMainWindow

from gui.base import settings

GEOMETRY = "window_geometry"  # settings keys (gui/base/settings.py)
DOCKS = "window_docks"


def _text(data: QByteArray) -> str:
    return bytes(data.toBase64().data()).decode("ascii")


def _bytes(text: str) -> QByteArray:
    return QByteArray.fromBase64(text.encode("ascii"))


def keep(window: QMainWindow) -> None:
    """Remember the window's size, place, maximized state and docks (as it closes)."""
    try:
        settings.remember(GEOMETRY, _text(window.saveGeometry()))
        settings.remember(DOCKS, _text(window.saveState()))
    except (OSError, UnicodeError):
        pass  # not remembered: the next start opens at the default size, nothing else lost


def restore(window: QMainWindow) -> bool:
    """Put the window back as it was last closed (before it is shown); whether it was."""
    geometry, docks = settings.value(GEOMETRY, ""), settings.value(DOCKS, "")
    try:
        placed = bool(geometry) and window.restoreGeometry(_bytes(geometry))
        if docks:
            window.restoreState(_bytes(docks))
    except UnicodeError:
        return False
    return placed


def fit(window: QMainWindow) -> None:
    """Keep the window within its screen's free area: at a 200 % scale a window of the usual
    size (1280 x 800) is wider than a 1,600-pixel screen, and its edge, the log and the
    bet box, would lie off it. A window whose least width is wider than the screen (the
    docks beside the table at 200 %) closes its docks, even while it still fits: its
    layout would widen it past the screen at the next event."""
    screen = window.screen()
    if screen is None:
        return
    area = screen.availableGeometry()
    if window.minimumSizeHint().width() > area.width():
        # The table and its controls first: the docks beside them (the log, the coach)
        # come back from the View menu.
        for dock in window.findChildren(QDockWidget):
            dock.hide()
        layout = window.layout()
        if layout is not None:
            layout.activate()  # the smaller minimum now, not after the next event
    # The frame (title bar, borders) is the window's too: the whole of it within the area.
    frame = window.frameGeometry().size() - window.size()
    room_w, room_h = area.width() - frame.width(), area.height() - frame.height()
    if window.width() <= room_w and window.height() <= room_h:
        return
    window.resize(min(window.width(), room_w), min(window.height(), room_h))
    window.move(area.topLeft())
