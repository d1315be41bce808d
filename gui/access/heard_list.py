"""Everything the screen reader was told, in a list to read again at one's own pace.

"Say that again" repeats only the last announcement; a blind player who missed the flop while
a long round was read wants to go back further, as a sighted one glances at the log. The list
holds the announcer's ``heard`` (newest last, the keyboard on it); Up and Down read line by line
with any screen reader, Escape closes it.

Tests: tests/gui/access/test_field_names.py, tests/gui/access/test_keyboard_only.py,
tests/gui/access/test_table_mirror.py
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget


class HeardList(QDialog):
    """The announcements so far, oldest first, the newest chosen."""

    def __init__(self, heard: Iterable[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("heard_list")
        #: window title: the list of everything the screen reader was told
        self.setWindowTitle(self.tr("What was said"))
        self.lines = QListWidget()
        self.lines.setObjectName("heard_lines")
        self.lines.setAccessibleName(self.windowTitle())
        self.lines.setWordWrap(True)
        self.lines.addItems(list(heard))
        self.lines.setCurrentRow(self.lines.count() - 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.lines, 1)
        layout.addWidget(buttons)
        self.resize(640, 420)
        self.lines.setFocus()
