"""Settings > Seeing's window size applies at once, in the middle of a hand, as a person sets it
(the slider moved with Page Up, OK clicked): at 200 % the font is twice as large, and so are the
action buttons and the style's check boxes, the window stays within the screen, the table is
still drawn whole and its things larger on the screen, and what a screen reader or magnifier
is told of each seat and card is its place on the screen in real pixels. Back at 100 % all of
it is as it was."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QStyle
from pytestqt.qtbot import QtBot

from gui.base import palette
from gui.base import seeing
from gui.base import settings
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.seeing_options import window_scale
from gui.seeing_options.seeing_choices import apply_application_palette
from gui.seeing_options.window_scale import ScaledStyle
from gui.table.layout import SCENE_H
from gui.window.main_window import MainWindow
from gui.window.settings_dialog import SettingsDialog
from tests.helpers.hands import TIMEOUT_MS

SIX = GameSetup(players=6, opponents="call", seed=3)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    """A window with settings of its own, in the middle of its first hand; the application is
    at 100 % again afterwards (its font and style outlive the window)."""
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    win = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.start_game(SIX)
    qtbot.waitUntil(lambda: win.panel.legal is not None, timeout=TIMEOUT_MS)
    yield win
    win.stop_engine()
    win.close()
    settings.remember(seeing.SCALE, 100)
    window_scale.apply()


def _app() -> QApplication:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return app


def _choose_scale(qtbot: QtBot, window: MainWindow, percent: int) -> None:
    """Game > Settings…, the Seeing page, the slider moved by keys, OK."""
    window.menus.settings_action.trigger()
    dialog = next(d for d in window.findChildren(SettingsDialog) if d.isVisible())
    dialog.pages.setCurrentWidget(dialog.seeing)
    slider = dialog.seeing.scale
    slider.setFocus()
    key = Qt.Key.Key_PageUp if percent > slider.value() else Qt.Key.Key_PageDown
    while slider.value() != percent:
        qtbot.keyClick(slider, key)
    assert dialog.seeing.scale_words.text() == f"{percent} %"
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    qtbot.wait(50)  # the layouts and the mirror settle (posted events, a 0 ms timer)


def _on_screen(window: MainWindow, area: QRect) -> QRect:
    """``area`` of the table's viewport in the screen's pixels."""
    return QRect(window.view.viewport().mapToGlobal(area.topLeft()), area.size())


def _seat_on_screen(window: MainWindow, seat: int) -> QRect:
    """Where seat ``seat``'s plate and hole cards are drawn, in the screen's pixels."""
    view, scene = window.view, window.scene
    area = view.mapFromScene(scene.seat_items[seat].sceneBoundingRect()).boundingRect()
    for card in scene.hole.get(seat, []):
        area = area.united(view.mapFromScene(card.sceneBoundingRect()).boundingRect())
    return _on_screen(window, area)


def _misplaced(window: MainWindow) -> list[str]:
    """Each seat and each of the person's cards whose accessible rectangle is not where it
    is drawn, in the screen's pixels."""
    wrong = []
    for seat, item in window.access.seats.items():
        told = QAccessible.queryAccessibleInterface(item).rect()
        if told != _seat_on_screen(window, seat):
            wrong.append(f"seat {seat}: {told} != {_seat_on_screen(window, seat)}")
    person = window.scene.person_seat
    assert person is not None
    for mirror, card in zip(window.access.seats[person].cards, window.scene.hole[person],
                            strict=False):
        told = QAccessible.queryAccessibleInterface(mirror).rect()
        drawn = _on_screen(window, window.view.mapFromScene(card.sceneBoundingRect())
                           .boundingRect())
        if told != drawn:
            wrong.append(f"card: {told} != {drawn}")
    return wrong


def _check_extents(qtbot: QtBot, window: MainWindow) -> None:
    """Once the window has settled (the offscreen platform resizes it in its own time), every
    extent is where it is drawn."""
    qtbot.waitUntil(lambda: not _misplaced(window), timeout=2000)


def _fits(window: MainWindow) -> None:
    assert window.screen().availableGeometry().contains(window.frameGeometry())
    viewport = window.view.viewport().rect().adjusted(-2, -2, 2, 2)
    assert viewport.contains(window.view.mapFromScene(window.scene.sceneRect()).boundingRect())


def _person_card_px(window: MainWindow) -> float:
    """The width of the person's first hole card on the screen, in pixels."""
    card = window.scene.hole[window.scene.person_seat or 0][0]
    return window.view.mapFromScene(card.sceneBoundingRect()).boundingRect().width()


def test_200_percent_applies_mid_hand_and_100_restores(qtbot: QtBot, window: MainWindow) -> None:
    app = _app()
    card = _person_card_px(window)
    points = app.font().pointSizeF()
    indicator = app.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth)
    button = window.panel.fold_button.height()
    hand = window.model.hand_number
    own = QLabel("Own font", window)  # a widget with a font of its own (the lobby's figures)
    font = own.font()
    font.setPointSizeF(12.0)
    own.setFont(font)
    _check_extents(qtbot, window)

    _choose_scale(qtbot, window, 200)
    assert seeing.scale() == 200
    assert app.font().pointSizeF() == pytest.approx(2 * points)
    assert window.menuBar().fontInfo().pointSizeF() == pytest.approx(2 * points, rel=0.1)
    assert own.font().pointSizeF() == pytest.approx(24.0)
    assert isinstance(app.style(), ScaledStyle)
    assert app.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) == 2 * indicator
    # The panel's row grows as far as the screen's width lets it (800 px here).
    assert window.panel.fold_button.height() > button
    _fits(window)
    _check_extents(qtbot, window)
    assert window.model.hand_number == hand and window.panel.legal is not None  # mid-hand
    # The table's things grew with the scale (gui/table/table_size.py), though its view is
    # smaller now: the person's cards are larger on the screen (in this narrow window, the
    # screen 800 px wide, less than in a wide one: tests/gui/table/test_table_size.py).
    assert window.scene.layout.large
    assert _person_card_px(window) >= 1.1 * card

    _choose_scale(qtbot, window, 100)
    assert app.font().pointSizeF() == pytest.approx(points)
    assert own.font().pointSizeF() == pytest.approx(12.0)
    assert not isinstance(app.style(), ScaledStyle)
    assert app.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) == indicator
    assert abs(window.panel.fold_button.height() - button) <= 1
    _fits(window)
    _check_extents(qtbot, window)
    assert not window.scene.layout.large and window.scene.sceneRect().height() == SCENE_H


def test_the_scale_applies_when_felt_starts(qtbot: QtBot, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A remembered 150 % is the application's font before the first window is built."""
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    app = _app()
    points = app.font().pointSizeF()
    settings.remember(seeing.SCALE, 150)
    try:
        assert window_scale.apply(app) == 1.5
        assert app.font().pointSizeF() == pytest.approx(1.5 * points)
    finally:
        settings.remember(seeing.SCALE, 100)
        window_scale.apply(app)
    assert app.font().pointSizeF() == pytest.approx(points)


def test_200_percent_with_high_contrast_and_back(qtbot: QtBot, window: MainWindow) -> None:
    """Under high contrast's style sheet the application's style is Qt's style-sheet style:
    the scaled style beneath it comes and goes all the same."""
    app = _app()
    icon = app.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
    window.menus.settings_action.trigger()
    dialog = next(d for d in window.findChildren(SettingsDialog) if d.isVisible())
    dialog.seeing.colours.setCurrentIndex(dialog.seeing.colours.findData(palette.HIGH_CONTRAST))
    dialog.seeing.scale.setValue(200)
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    try:
        assert app.palette().color(QPalette.ColorRole.Window).name() == "#000000"
        assert app.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize) == 2 * icon
        _choose_scale(qtbot, window, 100)
        assert app.palette().color(QPalette.ColorRole.Window).name() == "#000000"
        assert app.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize) == icon
    finally:
        settings.remember(seeing.PALETTE, palette.STANDARD)
        apply_application_palette()
