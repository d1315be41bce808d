"""Game > Settings…: the quick bet sizes, "muck losing hands", fast fold and folding when
checking is free (page Table), how the table looks (page Seeing,
:mod:`gui.seeing_options.seeing_box`)
and sounds (page Sound, :mod:`gui.sound.sound_box`), typed and chosen by the person; on a page
of their own, how much a screen reader is told and the keys (``gui/keys/key_settings.py``).

Regulars size their bets in their own steps (2.5x pre-flop, a third of the pot on a dry flop), so
the three quick sizes between Min and All-in are theirs to type; each is checked as it is typed
(:func:`~gui.play_controls.bet_sizing.size_code`) and OK stays off until all three are sizes Felt
can
bet. Both choices are remembered (:mod:`gui.base.settings`) and the buttons change at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QTabWidget
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from gui.base import settings
from gui.keys.key_settings import KeysPage
from gui.keys.reading_keys import apply_keys_page
from gui.keys.reading_keys import other_keys
from gui.play_controls import free_fold
from gui.play_controls import street_sizes
from gui.play_controls.bet_sizing import saved_sizes
from gui.play_controls.bet_sizing import size_code
from gui.play_controls.bet_sizing import size_text
from gui.play_controls.bet_sizing import size_words
from gui.play_controls.fast_fold import FAST_FOLD
from gui.play_controls.fast_fold import fast_fold_on
from gui.play_controls.showdown_choice import AUTO_MUCK
from gui.play_controls.showdown_choice import auto_muck
from gui.seats.seat_marks import ViewChoices
from gui.seeing_options.seeing_box import SeeingBox
from gui.sound.sound_box import SoundBox
from gui.sound.sound_player import SoundPlayer
from gui.yourplay.blunder_setting import BLUNDER_SETTING
from gui.yourplay.blunder_setting import blunder_box

BAD_SIZE_STYLE = "QLineEdit { border: 2px solid #e57373; }"
MIN_WIDTH = 380  # the meaning of the sizes fits on a line each


class SettingsDialog(QDialog):
    """The table settings; :meth:`accept` applies and remembers them.

    :param choices: the View menu's choices, which apply the quick sizes to the controls.
    :param show_seeing: shows the window in the Seeing choices just saved (none: nothing to do).
    :param player: the window's sounds, told a new volume at once (none: at the next start).
    """

    def __init__(self, choices: ViewChoices, parent: QWidget | None = None,
                 show_seeing: Callable[[], None] | None = None,
                 player: SoundPlayer | None = None) -> None:
        super().__init__(parent)
        self.show_seeing = show_seeing
        self.setObjectName("settings")
        self.setWindowTitle(self.tr("Settings"))
        self.choices = choices
        self.sizes: list[QLineEdit] = []
        sizes_box = QGroupBox(self.tr("Quick bet sizes"))
        form = QFormLayout(sizes_box)
        for number, code in enumerate(saved_sizes(), start=2):
            edit = QLineEdit(size_text(code))
            edit.setObjectName(f"size{number}")
            #: what a quick bet size may be; keep the examples as they are typed
            edit.setToolTip(self.tr("A multiple of the bet (2.5x, 3x), a share of the pot "
                                    "(1/3, 1/2, 2/3, 75%) or pot"))
            edit.textChanged.connect(self._check)
            #: %1 the button's keyboard key (2, 3 or 4)
            form.addRow(self.tr("Button %1:").replace("%1", str(number)), edit)
            self.sizes.append(edit)
        self.meaning = QLabel()
        self.meaning.setWordWrap(True)
        form.addRow(self.meaning)
        self.preflop = QCheckBox(self.tr("Before the flop: 2.5x, 3x and 4x the big blind"))
        self.preflop.setObjectName("preflop_sizes")
        self.preflop.setToolTip(self.tr("Before the flop the buttons open to big-blind "
                                        "multiples and re-raise to multiples of a raise; your "
                                        "sizes above apply from the flop on"))
        self.preflop.setChecked(street_sizes.blinds_before_flop())
        form.addRow(self.preflop)
        showdown_box = QGroupBox(self.tr("Showdown"))
        self.auto_muck = QCheckBox(self.tr("Muck losing hands automatically"))
        self.auto_muck.setToolTip(self.tr("When your hand cannot win, throw it away unseen "
                                          "instead of asking whether to show it"))
        self.auto_muck.setChecked(auto_muck())
        showdown_layout = QVBoxLayout(showdown_box)
        showdown_layout.addWidget(self.auto_muck)
        self.fast_fold = QCheckBox(self.tr("Skip to my next hand after I fold"))
        self.fast_fold.setObjectName("fast_fold")
        self.fast_fold.setToolTip(self.tr("The rest of a hand you folded is played at once "
                                          "(it is still in the log and the history)"))
        self.fast_fold.setChecked(fast_fold_on())
        showdown_layout.addWidget(self.fast_fold)
        self.free_fold = QComboBox()
        self.free_fold.setObjectName("free_fold")
        for code, words in free_fold.choice_words().items():
            self.free_fold.addItem(words, code)
        self.free_fold.setCurrentIndex(free_fold.CHOICES.index(free_fold.choice()))
        free_form = QFormLayout()
        free_form.addRow(self.tr("Folding when checking is free:"), self.free_fold)
        showdown_layout.addLayout(free_form)
        your_play_box = self._your_play_box()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        table_page = QWidget()
        table_layout = QVBoxLayout(table_page)
        table_layout.addWidget(sizes_box)
        table_layout.addWidget(showdown_box)
        table_layout.addWidget(your_play_box)
        table_layout.addStretch(1)
        self.keys_page = KeysPage(other_keys(choices.window))
        self.keys_page.verbosity.currentIndexChanged.connect(self._check)
        for key_edit in self.keys_page.edits.values():
            key_edit.keySequenceChanged.connect(self._check)
        self.pages = QTabWidget()
        self.pages.addTab(table_page, self.tr("&Table"))
        self.seeing = SeeingBox()
        self.pages.addTab(self.seeing, self.tr("Seeing"))
        self.sound = SoundBox(player)
        self.pages.addTab(self.sound, self.tr("Sound"))
        #: Settings tab: announcements and the reading keys
        self.pages.addTab(self.keys_page, self.tr("Screen reader and &keys"))
        self.scroller = _lay_out(self, self.pages, self.buttons)
        self.setMinimumWidth(MIN_WIDTH)
        self._check()

    def showEvent(self, event: QShowEvent) -> None:
        """Opened no larger than the screen's free area, and within it."""
        super().showEvent(event)
        screen = self.screen()
        if screen is None:
            return
        area = screen.availableGeometry()
        frame = self.frameGeometry().size() - self.size()
        # As large as the pages ask (a scroll area alone asks for less), within the screen.
        wanted = self.pages.sizeHint() + (self.sizeHint() - self.scroller.sizeHint())
        wanted.setWidth(wanted.width() + self.scroller.verticalScrollBar().sizeHint().width())
        width = min(max(self.width(), wanted.width()), area.width() - frame.width())
        height = min(max(self.height(), wanted.height()), area.height() - frame.height())
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)
        place = self.frameGeometry()
        place.moveLeft(max(area.left(), min(place.left(), area.right() - place.width() + 1)))
        place.moveTop(max(area.top(), min(place.top(), area.bottom() - place.height() + 1)))
        self.move(place.topLeft())

    def _your_play_box(self) -> QGroupBox:
        """The group of the Your play window's settings: the blunder threshold."""
        self.blunder = blunder_box(self)
        box = QGroupBox(self.tr("Your play"))
        blunder_form = QFormLayout(box)
        #: Settings: decisions that gave up at least this many big blinds are blunders
        blunder_form.addRow(self.tr("A &blunder gives up at least:"), self.blunder)
        return box

    def codes(self) -> list[str | None]:
        """The three sizes as typed, each as its code or ``None`` if it is no size."""
        return [size_code(edit.text()) for edit in self.sizes]

    def _check(self) -> None:
        """Mark a size that is not one, say what the good ones mean, and allow OK or not."""
        codes = self.codes()
        for edit, code in zip(self.sizes, codes, strict=True):
            edit.setStyleSheet("" if code is not None else BAD_SIZE_STYLE)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(all(code is not None for code in codes) and not self.keys_page.check())
        if all(code is not None for code in codes):
            #: what a typed quick size bets; %1 its key (2, 3 or 4), %2 the size in words
            self.meaning.setText("\n".join(
                self.tr("%1: %2").replace("%1", str(number)).replace("%2", size_words(code)[1])
                for number, code in enumerate(codes, start=2) if code))
        else:
            self.meaning.setText(self.tr("Type a multiple like 3x, a share of the pot like "
                                         "1/3 or 75%, or pot."))

    def accept(self) -> None:
        codes = self.codes()
        if not all(code is not None for code in codes) or self.keys_page.check():
            return
        first, second, third = (code or "" for code in codes)
        self.choices.set_quick_sizes((first, second, third))
        try:
            settings.remember(AUTO_MUCK, self.auto_muck.isChecked())
            settings.remember(FAST_FOLD, self.fast_fold.isChecked())
            settings.remember(street_sizes.BLINDS_BEFORE_FLOP, self.preflop.isChecked())
            settings.remember(free_fold.FREE_FOLD, str(self.free_fold.currentData()))
            apply_keys_page(self.choices.window, self.keys_page)
            settings.remember(BLUNDER_SETTING, self.blunder.value())
            self.seeing.save()
            self.sound.save()
        except OSError as error:
            self.choices.window.statusBar().showMessage(
                self.tr("The setting could not be saved: %1").replace("%1", str(error)), 8000)
        if self.show_seeing is not None:
            self.show_seeing()
        super().accept()


def _lay_out(dialog: QDialog, pages: QWidget, buttons: QWidget) -> QScrollArea:
    """``pages`` over ``buttons``, the pages in a scroll area: they scroll when the dialog is
    larger than the screen (at 200 % on a 1,024 x 600 screen), and OK and Cancel below them
    stay on it."""
    scroller = QScrollArea()
    scroller.setObjectName("settings_pages")
    scroller.setWidget(pages)
    scroller.setWidgetResizable(True)
    scroller.setFrameShape(QFrame.Shape.NoFrame)
    scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the controls
    layout = QVBoxLayout(dialog)
    layout.addWidget(scroller)
    layout.addWidget(buttons)
    return scroller
