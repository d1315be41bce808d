"""Settings > Seeing: the deck, the table's colours, suit letters, large cards and the window's
scale, as the person chooses them (remembered by :mod:`gui.base.seeing`).

:meth:`SeeingBox.save` stores them; the dialog then shows them at once through
:func:`gui.seeing_options.seeing_choices.apply`, the scale too (in the middle of a hand).

Tests: tests/gui/seeing_options/test_seeing_settings.py, tests/gui/play_controls/test_fast_fold.py,
tests/gui/play_controls/test_street_sizes.py
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QSlider
from PySide6.QtWidgets import QWidget

from gui.base import seeing
from gui.base import settings
from gui.seeing_options.seeing_choices import deck_words
from gui.seeing_options.seeing_choices import palette_words


class SeeingBox(QWidget):
    """The choices for seeing the table, read from and saved to the settings."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seeing")
        form = QFormLayout(self)
        self.deck = QComboBox()
        self.deck.setObjectName("deck")
        for code, say in deck_words().items():
            self.deck.addItem(say(), code)
        self.deck.setCurrentIndex(max(0, self.deck.findData(seeing.deck())))
        form.addRow(self.tr("Cards:"), self.deck)
        self.colours = QComboBox()
        self.colours.setObjectName("colours")
        for code, words in palette_words().items():
            self.colours.addItem(words, code)
        self.colours.setCurrentIndex(max(0, self.colours.findData(seeing.palette_name())))
        self.colours.setToolTip(self.tr("The colours of the table, the chips and the "
                                        "buttons; high contrast also turns the window black"))
        form.addRow(self.tr("Colours:"), self.colours)
        self.letters = QCheckBox(self.tr("Suit letters on the cards"))
        self.letters.setObjectName("suit_letters")
        self.letters.setToolTip(self.tr("A letter in the corner of each card tells its suit "
                                        "without its colour"))
        self.letters.setChecked(seeing.suit_letters())
        form.addRow(self.letters)
        self.large = QCheckBox(self.tr("Large card faces (big rank and suit)"))
        self.large.setObjectName("large_cards")
        self.large.setChecked(seeing.large_cards())
        form.addRow(self.large)
        self.scale = QSlider(Qt.Orientation.Horizontal)
        self.scale.setObjectName("scale")
        self.scale.setRange(seeing.MIN_SCALE, seeing.MAX_SCALE)
        self.scale.setSingleStep(seeing.SCALE_STEP)
        self.scale.setPageStep(seeing.SCALE_STEP)
        self.scale.setTickInterval(seeing.SCALE_STEP)
        self.scale.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.scale.setValue(seeing.scale())
        self.scale_words = QLabel()
        self.scale.valueChanged.connect(self._say_scale)
        row = QHBoxLayout()
        row.addWidget(self.scale, 1)
        row.addWidget(self.scale_words)
        form.addRow(self.tr("Window size:"), row)
        self.scale.setAccessibleName(self.tr("Window size"))
        self._say_scale(self.scale.value())

    def _say_scale(self, value: int) -> None:
        snapped = round(value / seeing.SCALE_STEP) * seeing.SCALE_STEP
        if snapped != value:
            self.scale.setValue(snapped)
            return
        #: the window's scale; %1 a whole number of per cent
        self.scale_words.setText(self.tr("%1 %").replace("%1", str(snapped)))

    def save(self) -> None:
        """Remember every choice.

        :raises OSError: the settings cannot be written.
        """
        settings.remember(seeing.DECK, str(self.deck.currentData()))
        settings.remember(seeing.PALETTE, str(self.colours.currentData()))
        settings.remember(seeing.SUIT_LETTERS, self.letters.isChecked())
        settings.remember(seeing.LARGE_CARDS, self.large.isChecked())
        settings.remember(seeing.SCALE, self.scale.value())
