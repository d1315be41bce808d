"""How the desktop knows the running window is Felt: its icon, its name, its version and the
desktop entry it belongs to (so the task bar and the window switcher show Felt's icon and
group its windows under the menu entry that ``felt --install-desktop-entry`` installs).

Tests: tests/gui/desktop/test_desktop_entry.py
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtGui import QIcon

from gui.base import shipped
from gui.desktop.desktop_entry import APP_ID
from gui.desktop.version import felt_version


def app_icon() -> QIcon:
    """Felt's icon at every size it is drawn in (``assets/icons/hicolor``)."""
    icon = QIcon()
    for path in sorted((shipped.folder("assets") / "icons" / "hicolor").glob(
            f"*/apps/{APP_ID}.*")):
        icon.addFile(str(path))
    return icon


def identify(app: QGuiApplication) -> None:
    """Name, version, desktop entry and icon of the application."""
    app.setApplicationName("Felt")
    app.setApplicationVersion(felt_version())
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())


__all__ = ["app_icon", "identify"]
