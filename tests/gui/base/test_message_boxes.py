"""Every message box of Felt's is readable in every palette, whatever widget opens it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gui.base import message_boxes
from gui.base import palette
from gui.play_controls.controls import ActionPanel
from tests.helpers.contrast import text_contrast

GUI = Path(__file__).resolve().parents[3] / "gui"
STATIC = re.compile(r"QMessageBox\.(warning|information|question|critical|about)\(")


def test_no_message_box_is_made_without_felt_s_colours() -> None:
    """Qt's own message box calls take the colours of the widget they open from."""
    found = []
    for path in GUI.rglob("*.py"):
        if path.name == "message_boxes.py":
            continue
        text = path.read_text(encoding="utf-8")
        found += [f"{path.name}: {m.group(0)}" for m in STATIC.finditer(text)]
        found += [f"{path.name}: unstyled QMessageBox(" for m in
                  re.finditer(r"(?<!styled\()\bQMessageBox\(", text)]
    assert found == []


@pytest.mark.parametrize("name", sorted(palette.PALETTES))
def test_a_warning_from_the_dark_action_panel_is_readable(qtbot: QtBot, name: str) -> None:
    palette.use(name)
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.show()
    contrasts: list[float] = []

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, look)
            return
        label = box.findChild(QLabel, "qt_msgbox_label")
        assert label is not None
        contrasts.extend(text_contrast(box, w) for w in (label, *box.buttons()))
        box.buttons()[0].click()
    try:
        QTimer.singleShot(20, look)
        message_boxes.warning(panel, "Felt", "The hands were not saved: disk full")
    finally:
        palette.use(palette.STANDARD)
    assert len(contrasts) == 2 and min(contrasts) >= 4.5, contrasts
