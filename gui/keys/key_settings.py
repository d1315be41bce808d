"""Settings' page for screen reader users: how much is announced, and the reading keys.

Every entry of the one key table (:data:`gui.access.key_table.KEY_ACTIONS`) has a row: what
it does and a key field to press a new key in. A key that is no single key, or that another
reading key or a key of the window already does, is refused with a sentence below the table
and OK stays off until it is fixed (:func:`gui.access.key_table.problem`).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QKeySequenceEdit
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from gui.access.announcer import Verbosity
from gui.access.announcer import saved_verbosity
from gui.access.key_table import KEY_ACTIONS
from gui.access.key_table import PORTABLE
from gui.access.key_table import chosen_keys
from gui.access.key_table import problem
from gui.access.key_table import shown
from gui.base.screen_reader import RATES
from gui.base.screen_reader import Channel
from gui.base.screen_reader import saved_channel
from gui.base.screen_reader import saved_rate

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

PROBLEM_STYLE = "color: #c62828;"


def verbosity_words() -> dict[Verbosity, str]:
    return {
        #: announcements setting: every event of the table is said
        Verbosity.EVERYTHING: translate("KeySettings", "Everything"),
        #: announcements setting: only the person's turn and their own results
        Verbosity.MINE: translate("KeySettings", "My turn and my results"),
        #: announcements setting: nothing is said unless asked with a reading key
        Verbosity.OFF: translate("KeySettings", "Off"),
    }


def _show_key(cell: QTableWidgetItem, key: QKeySequence) -> None:
    cell.setText(key.toString(QKeySequence.SequenceFormat.NativeText))


def channel_words() -> dict[Channel, str]:
    return {
        #: speech setting: an announcement event (Orca 46 and later, NVDA)
        Channel.ANNOUNCEMENT: translate("KeySettings", "Announcements (Orca 46+, NVDA)"),
        #: speech setting: a notification, which Orca 43 (Debian 12) speaks too
        Channel.NOTIFICATION: translate("KeySettings", "Notifications (every Orca)"),
    }


class KeysPage(QWidget):
    """The announcements choice and the key table; ``taken`` are the window's other keys
    (portable text, what they do)."""

    def __init__(self, taken: Iterable[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.taken = list(taken)
        self.verbosity = QComboBox()
        self.verbosity.setObjectName("announcements")
        for verbosity, words in verbosity_words().items():
            self.verbosity.addItem(words, verbosity.value)
        self.verbosity.setCurrentIndex(list(Verbosity).index(saved_verbosity()))
        form = QFormLayout()
        label = translate("KeySettings", "Screen reader &announcements:")
        form.addRow(label, self.verbosity)
        self.verbosity.setAccessibleName(label.replace("&", "").rstrip(":"))
        self.channel = QComboBox()
        self.channel.setObjectName("speech_channel")
        for channel, words in channel_words().items():
            self.channel.addItem(words, channel.value)
        self.channel.setCurrentIndex(list(Channel).index(saved_channel()))
        #: Settings: how unasked words reach the screen reader
        label = translate("KeySettings", "Send &speech as:")
        form.addRow(label, self.channel)
        self.channel.setAccessibleName(label.replace("&", "").rstrip(":"))
        self.rate = QSpinBox()
        self.rate.setObjectName("speech_rate")
        self.rate.setRange(*RATES)
        self.rate.setSingleStep(25)
        self.rate.setValue(saved_rate())
        #: Settings: the screen reader's speaking rate, so news is not sent faster than it
        #: is said; the number is words a minute
        self.rate.setSuffix(translate("KeySettings", " words a minute"))
        label = translate("KeySettings", "Screen reader &rate:")
        form.addRow(label, self.rate)
        self.rate.setAccessibleName(label.replace("&", "").rstrip(":"))
        self.table = QTableWidget(len(KEY_ACTIONS), 2)
        self.table.setObjectName("key_table")
        self.table.setAccessibleName(translate("KeySettings", "Reading keys"))
        self.table.setHorizontalHeaderLabels([
            #: column of the key table: what the key does
            translate("KeySettings", "What it does"),
            #: column of the key table: the key to press
            translate("KeySettings", "Key")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.edits: dict[str, QKeySequenceEdit] = {}
        keys = chosen_keys()
        for row, action in enumerate(KEY_ACTIONS):
            self.table.setItem(row, 0, QTableWidgetItem(action.words()))
            # The cell under the key field says the key, for a screen reader's table reading.
            cell = QTableWidgetItem(shown(keys[action.code]))
            self.table.setItem(row, 1, cell)
            edit = QKeySequenceEdit(QKeySequence.fromString(keys[action.code], PORTABLE))
            edit.setObjectName(f"key_{action.code}")
            edit.setMaximumSequenceLength(1)
            edit.setClearButtonEnabled(True)
            edit.setAccessibleName(action.words())
            edit.keySequenceChanged.connect(self.check)
            edit.keySequenceChanged.connect(partial(_show_key, cell))
            self.table.setCellWidget(row, 1, edit)
            self.edits[action.code] = edit
        self.problem = QLabel()
        self.problem.setObjectName("key_problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(PROBLEM_STYLE)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.problem)
        for first, second in zip(self.edits.values(), list(self.edits.values())[1:],
                                 strict=False):
            QWidget.setTabOrder(first, second)

    def keys(self) -> dict[str, str]:
        """Each action's key as pressed, in portable text ("" where none is)."""
        return {code: edit.keySequence().toString(PORTABLE) for code, edit in self.edits.items()}

    def chosen_verbosity(self) -> Verbosity:
        return Verbosity(self.verbosity.currentData())

    def chosen_channel(self) -> Channel:
        return Channel(self.channel.currentData())

    def check(self) -> str:
        """The sentence why the keys cannot be used (shown), or ""."""
        text = problem(self.keys(), self.taken)
        self.problem.setText(text)
        self.problem.setVisible(bool(text))
        return text
