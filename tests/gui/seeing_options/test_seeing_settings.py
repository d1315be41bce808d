"""Settings > Seeing and Sound, chosen as a person does: the palette, the deck, suit letters
and large cards show at once on the table and in the window, the View menu's deck follows, and
all of it is remembered; the volume reaches the running player."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from gui.base import palette
from gui.base import seeing
from gui.base import settings
from gui.base import speeds
from gui.base.card_theme import CardTheme
from gui.seeing_options.seeing_choices import apply_application_palette
from gui.sound.sound_player import MUTED
from gui.sound.sound_player import VOLUME
from gui.window.main_window import MainWindow
from gui.window.settings_dialog import SettingsDialog


@pytest.fixture
def fresh(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    """A window with settings of its own; the palette is standard again afterwards."""
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    win = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.close()
    settings.remember(seeing.PALETTE, palette.STANDARD)
    apply_application_palette()


def _open(window: MainWindow) -> SettingsDialog:
    window.menus.settings_action.trigger()
    shown = [d for d in window.findChildren(SettingsDialog) if d.isVisible()]
    assert len(shown) == 1
    return shown[0]


def _choose(box: object, code: str) -> None:
    index = box.findData(code)  # type: ignore[attr-defined]
    assert index >= 0
    box.setCurrentIndex(index)  # type: ignore[attr-defined]


def _ok(dialog: SettingsDialog) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def test_colour_blind_palette_safe_deck_and_letters_apply_at_once(fresh: MainWindow) -> None:
    dialog = _open(fresh)
    dialog.pages.setCurrentWidget(dialog.seeing)
    _choose(dialog.seeing.colours, palette.COLOUR_BLIND)
    _choose(dialog.seeing.deck, "four_colour_safe")
    dialog.seeing.letters.setChecked(True)
    _ok(dialog)
    assert palette.current().name == palette.COLOUR_BLIND
    assert fresh.scene.backgroundBrush().color().name().upper() == palette.current().background
    assert fresh.theme.deck == "four_colour_safe" and fresh.theme.letters
    assert fresh.scene.theme is fresh.theme  # the deck and the burn pile draw with it too
    assert all(getattr(item, "theme", fresh.theme) is fresh.theme for item in fresh.scene.items())
    assert (seeing.palette_name(), seeing.deck(), seeing.suit_letters()) == (
        palette.COLOUR_BLIND, "four_colour_safe", True)
    cards = fresh.menus.main.menuBar().findChildren(type(fresh.menus.game_menu))
    deck_menu = next(m for m in cards if any(a.text() == "Four colours, colour-blind safe"
                                             for a in m.actions()))
    deck_menu.aboutToShow.emit()
    ticked = [a.text() for a in deck_menu.actions() if a.isChecked()]
    assert "Four colours, colour-blind safe" in ticked


def test_high_contrast_turns_the_window_black_and_back(fresh: MainWindow) -> None:
    dialog = _open(fresh)
    _choose(dialog.seeing.colours, palette.HIGH_CONTRAST)
    _ok(dialog)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert app.palette().color(QPalette.ColorRole.Window).name() == "#000000"
    assert app.palette().color(QPalette.ColorRole.WindowText).name() == "#ffffff"
    assert "background: #000000" in fresh.panel.styleSheet()
    dialog = _open(fresh)
    _choose(dialog.seeing.colours, palette.STANDARD)
    _ok(dialog)
    assert app.palette().color(QPalette.ColorRole.Window).name() != "#000000"


def test_the_scale_is_remembered_for_the_next_start(fresh: MainWindow) -> None:
    dialog = _open(fresh)
    dialog.seeing.scale.setValue(160)  # snaps to a step of 25
    assert dialog.seeing.scale.value() == 150
    assert dialog.seeing.scale_words.text() == "150 %"
    _ok(dialog)
    assert seeing.scale() == 150


def test_volume_and_mute_reach_the_player_and_are_remembered(fresh: MainWindow) -> None:
    dialog = _open(fresh)
    dialog.pages.setCurrentWidget(dialog.sound)
    dialog.sound.volume.setValue(30)
    dialog.sound.muted.setChecked(True)
    assert not dialog.sound.volume.isEnabled()
    _ok(dialog)
    player = fresh.sounds.player
    assert (player.volume, player.muted) == (30, True)
    assert (settings.value(VOLUME, 0), settings.value(MUTED, False)) == (30, True)


@pytest.mark.parametrize(("letters", "large"), [(True, False), (False, True)])
def test_suit_letters_and_large_faces_change_the_card(
        qtbot: QtBot, letters: bool, large: bool) -> None:
    size = QSize(100, 140)
    plain = CardTheme("standard").pixmap(0, size, 1.0).toImage()
    other = CardTheme("standard", letters=letters, large=large).pixmap(0, size, 1.0).toImage()
    assert plain.size() == other.size() and plain != other
    corner = [other.pixelColor(x, y).name() for x in range(70, 95) for y in range(110, 135)]
    if letters:  # the letter's box in the lower right corner: white with the suit's ink
        assert "#ffffff" in corner and any(c not in ("#ffffff", "#000000") for c in corner)
