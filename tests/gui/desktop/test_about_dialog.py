"""Help > About, opened from the window's Help menu: Felt's version, the licence, the versions of
what it runs on and the data folder's path, in English and in German."""

from __future__ import annotations

from collections.abc import Iterator

import numpy
import pytest
from PySide6 import __version__ as pyside_version
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gui.base import i18n
from gui.base import settings
from gui.desktop.about_dialog import AboutDialog
from gui.desktop.version import felt_version
from gui.window.main_window import MainWindow


@pytest.fixture
def german() -> Iterator[None]:
    i18n.apply("de")
    yield
    i18n.apply("en")


def _open_about(qtbot: QtBot, window: MainWindow) -> AboutDialog:
    action = next(a for a in window.beginners.help_menu.actions()
                  if a.objectName() == "aboutAction")
    action.trigger()
    dialog = window.findChild(AboutDialog)
    assert dialog is not None, "Help > About opened no window"
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def test_about_names_version_licence_libraries_and_data_folder(
        qtbot: QtBot, window: MainWindow) -> None:
    dialog = _open_about(qtbot, window)
    text = dialog.text.text()
    assert dialog.windowTitle() == "About Felt"
    assert f"Felt {felt_version()}" in text
    assert "MIT licence" in text
    for name, version in (("PySide6", pyside_version), ("NumPy", numpy.__version__)):
        assert f"{name}</td><td>&nbsp;{version}" in text
    assert str(settings.data_dir()) in text
    dialog.close()


def test_about_speaks_german(qtbot: QtBot, window: MainWindow, german: None) -> None:
    action = next(a for a in window.beginners.help_menu.actions()
                  if a.objectName() == "aboutAction")
    assert action.text() == "Ü&ber Felt"
    dialog = _open_about(qtbot, window)
    assert dialog.windowTitle() == "Über Felt"
    assert "Dein Datenordner" in dialog.text.text()
    assert "MIT-Lizenz" in dialog.text.text()
    dialog.close()
    QApplication.processEvents()
