"""Help > About: which Felt this is, under which licence, on what it runs, and where it keeps
the person's data.

Why these: a bug report needs the version and the versions of Python, Qt and the libraries
beneath; a person looking for their saved games or settings needs the data folder's path
(``FELT_DATA_DIR`` or the platform's user data folder, never inside the program). The text
can be selected and copied.

Tests: tests/gui/desktop/test_about_dialog.py
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from gui.base import i18n
from gui.base import settings
from gui.desktop.version import dependency_versions
from gui.desktop.version import felt_version

LICENCE = "MIT"
ICON_PX = 64  # Felt's icon beside the text (gui/desktop/app_identity.py sets it)
# The order the libraries are listed in, the program's own first.
SHOWN_ORDER = ("Python", "Qt", "PySide6", "NumPy", "platformdirs", "miniaudio")


class AboutDialog(QDialog):
    """The About window: one selectable text and a Close button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.text = QLabel(self)
        self.text.setObjectName("aboutText")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                          | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.text.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        icon = QLabel(self)
        icon.setPixmap(QApplication.windowIcon().pixmap(ICON_PX, ICON_PX))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        row = QHBoxLayout()
        row.addWidget(icon)
        row.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
        i18n.follow(self, self._retranslate)

    def _retranslate(self) -> None:
        #: the title of Help > About
        self.setWindowTitle(self.tr("About Felt"))
        title = f"Felt {felt_version()}"  # a name and a number: the same in every language
        #: Help > About: what Felt is, under its name and version
        what = self.tr("An offline Texas Hold'em table: play computer opponents, practise hand "
                       "reading, learn the rules.")
        #: Help > About: %1 is the licence's name (MIT)
        licence = self.tr("Free software under the %1 licence.").replace("%1", LICENCE)
        #: Help > About: heading of the list of Python, Qt and the libraries with versions
        runs_on = self.tr("Runs on")
        #: Help > About: heading of the folder with saved games, settings and hand histories
        data = self.tr("Your data folder")
        versions = dependency_versions()
        rows = "".join(f"<tr><td>{escape(name)}</td><td>&nbsp;{escape(versions[name])}</td></tr>"
                       for name in SHOWN_ORDER)
        self.text.setText(
            f"<h2>{escape(title)}</h2><p>{escape(what)}</p><p>{escape(licence)}</p>"
            f"<p><b>{escape(runs_on)}</b></p><table>{rows}</table>"
            f"<p><b>{escape(data)}</b><br>{escape(str(settings.data_dir()))}</p>")


def add_about(menu: QMenu, parent: QWidget) -> QAction:
    """Put Help > About Felt at the end of ``menu``; it opens an :class:`AboutDialog`."""
    menu.addSeparator()
    action = menu.addAction("")
    action.setObjectName("aboutAction")
    action.setMenuRole(QAction.MenuRole.AboutRole)

    def words() -> None:
        #: Help menu: the window with Felt's version, licence and data folder
        action.setText(QCoreApplication.translate("About", "About &Felt"))

    i18n.follow(action, words)
    action.triggered.connect(lambda: _open(parent))
    return action


def _open(parent: QWidget) -> AboutDialog:
    dialog = AboutDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


__all__ = ["ICON_PX", "LICENCE", "SHOWN_ORDER", "AboutDialog", "add_about"]
