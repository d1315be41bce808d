"""Settings > Sound: the table sounds' volume and a switch to mute them, remembered.

The volume is a slider from 0 to 100 %; the player (:mod:`gui.sound.sound_player`) reads both
when the window starts, and :meth:`SoundBox.save` hands them to a running one at once.

Tests: tests/gui/sound/test_table_sounds.py, tests/gui/play_controls/test_fast_fold.py,
tests/gui/play_controls/test_street_sizes.py
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QSlider
from PySide6.QtWidgets import QWidget

from gui.base import settings
from gui.sound.sound_player import DEFAULT_VOLUME
from gui.sound.sound_player import MUTED
from gui.sound.sound_player import VOLUME
from gui.sound.sound_player import SoundPlayer

VOLUME_STEP = 10  # per cent, for the arrow keys and page keys


class SoundBox(QWidget):
    """Volume and mute, read from and saved to the settings.

    :param player: the window's player, told the new volume on :meth:`save` (if any).
    """

    def __init__(self, player: SoundPlayer | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sound")
        self.player = player
        form = QFormLayout(self)
        self.muted = QCheckBox(self.tr("Sounds off"))
        self.muted.setObjectName("sound_muted")
        self.muted.setChecked(settings.value(MUTED, False))
        form.addRow(self.muted)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("sound_volume")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(VOLUME_STEP)
        self.volume.setPageStep(VOLUME_STEP)
        self.volume.setValue(max(0, min(100, settings.value(VOLUME, DEFAULT_VOLUME))))
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume_words = QLabel()
        self.volume.valueChanged.connect(self._say_volume)
        self.muted.toggled.connect(lambda off: self.volume.setEnabled(not off))
        self.volume.setEnabled(not self.muted.isChecked())
        row = QHBoxLayout()
        row.addWidget(self.volume, 1)
        row.addWidget(self.volume_words)
        form.addRow(self.tr("Volume:"), row)
        about = QLabel(self.tr("Your turn, the clock running out, cards dealt, chips bet and "
                               "pushed, all-in and your win. Watching computer players is "
                               "silent."))
        about.setWordWrap(True)
        form.addRow(about)
        self._say_volume(self.volume.value())

    def _say_volume(self, value: int) -> None:
        #: the sounds' volume; %1 a whole number of per cent
        self.volume_words.setText(self.tr("%1 %").replace("%1", str(value)))

    def save(self) -> None:
        """Remember the volume and mute, and use them now.

        :raises OSError: the settings cannot be written.
        """
        if self.player is not None:
            self.player.set_volume(self.volume.value(), self.muted.isChecked())
        settings.remember(VOLUME, self.volume.value())
        settings.remember(MUTED, self.muted.isChecked())
